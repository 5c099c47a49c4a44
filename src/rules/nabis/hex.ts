// Hex geometry of the Nabis map (spec §2.1, derived from the set-up hexes).
// Hexes are numbered CCRR; flat-topped; even columns sit half a hex lower.
// Everything is in integers: no trigonometry, no floats.

export type Hex = number; // c * 100 + r
export const COLS = 16;
export const ROWS = 20;

export const col = (h: Hex): number => Math.floor(h / 100);
export const row = (h: Hex): number => h % 100;
export const hexOf = (c: number, r: number): Hex => c * 100 + r;
export const onMap = (h: Hex): boolean => { const c = col(h), r = row(h); return c >= 1 && c <= COLS && r >= 1 && r <= ROWS; };

/** Directions clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. */
const ODD: [number, number][] = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 0], [-1, -1]];
const EVEN: [number, number][] = [[0, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0]];

/** Neighbour in direction d; may be off the map (check with onMap). Off-map
 *  neighbours get column/row 0 or 21 etc.; we encode them as negative to keep them unique. */
export function neighbour(h: Hex, d: number): Hex {
  const c = col(h), r = row(h);
  const [dc, dr] = (c % 2 === 1 ? ODD : EVEN)[((d % 6) + 6) % 6];
  const nc = c + dc, nr = r + dr;
  if (nc < 1 || nc > COLS || nr < 1 || nr > ROWS) return -1;
  return hexOf(nc, nr);
}

export function neighbours(h: Hex): Hex[] {
  const out: Hex[] = [];
  for (let d = 0; d < 6; d++) out.push(neighbour(h, d));
  return out;
}

/** Axial coordinates (q, a) of §2.1. */
export function axial(h: Hex): [number, number] {
  const c = col(h);
  return [c, row(h) - Math.floor((c + 1) / 2)];
}

export function dist(a: Hex, b: Hex): number {
  const [q1, a1] = axial(a);
  const [q2, a2] = axial(b);
  const dq = q2 - q1, da = a2 - a1;
  return (Math.abs(dq) + Math.abs(da) + Math.abs(dq + da)) / 2;
}

/** Direction index from a to an adjacent b, or -1. */
export function dirTo(a: Hex, b: Hex): number {
  for (let d = 0; d < 6; d++) if (neighbour(a, d) === b) return d;
  return -1;
}

export const mod6 = (x: number): number => ((x % 6) + 6) % 6;
export const frontDirs = (f: number): number[] => [mod6(f), mod6(f + 1)];
export const flankDirs = (f: number): number[] => [mod6(f + 2), mod6(f + 5)];
export const rearDirs = (f: number): number[] => [mod6(f + 3), mod6(f + 4)];

/** 'front' | 'flank' | 'rear' of direction d seen from a unit facing f (Nabis 3.1-a). */
export function sideOf(f: number, d: number): 'front' | 'flank' | 'rear' {
  const k = mod6(d - f);
  return k === 0 || k === 1 ? 'front' : k === 3 || k === 4 ? 'rear' : 'flank';
}

/** Twice the y of the hex centre in half-row units: larger = further south. */
export function yy(h: Hex): number { return 2 * row(h) + (col(h) % 2 === 0 ? 1 : 0); }

const AX: [number, number][] = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];
/** Doubled Euclidean dot product of axial vectors (basis dot products 3, 3, 1.5). */
function dot2(v: [number, number], w: [number, number]): number {
  return 6 * v[0] * w[0] + 6 * v[1] * w[1] + 3 * (v[0] * w[1] + v[1] * w[0]);
}

/** Whether `target` lies in the front arc of a unit in `from` facing f: the
 *  bearing is within ±60° of the facing vertex, boundaries included unless `edgeOut`
 *  (Nabis 9.1-b, G-49 option arcBoundary). */
export function inFrontArc(from: Hex, f: number, target: Hex, edgeOut = false): boolean {
  if (from === target) return false;
  const [q1, a1] = axial(from);
  const [q2, a2] = axial(target);
  const v: [number, number] = [q2 - q1, a2 - a1];
  const d0 = AX[mod6(f)], d1 = AX[mod6(f + 1)];
  const w: [number, number] = [d0[0] + d1[0], d0[1] + d1[1]];
  const vw = dot2(v, w);
  if (vw <= 0) return false;
  // cos(angle) >= 1/2  <=>  4 (v.w)^2 >= |v|^2 |w|^2 (all doubled consistently)
  const lhs = 4 * vw * vw, rhs = dot2(v, v) * dot2(w, w);
  return edgeOut ? lhs > rhs : lhs >= rhs;
}

/** All hexes of the map in ascending order. */
export function allHexes(): Hex[] {
  const out: Hex[] = [];
  for (let c = 1; c <= COLS; c++) for (let r = 1; r <= ROWS; r++) out.push(hexOf(c, r));
  return out;
}

/** Hexes adjacent to both a and b (the intermediate hexes of a range-2 line). */
export function between(a: Hex, b: Hex): Hex[] {
  const nb = neighbours(b);
  return neighbours(a).filter((h) => h > 0 && nb.includes(h)).sort((x, y) => x - y);
}

export function hexLabel(h: Hex): string { return String(h).padStart(4, '0'); }
