// Facing a hex vertex or a hex edge. Vertex k lies between edge k and edge k+1,
// in whichever orientation the edges are numbered (see axial.ts).
import { dot6, edgeVector, mod6, sameHex, type Axial, type Orientation } from './axial';

export type Side = 'front' | 'flank' | 'rear';

/** Facing a vertex f: the two front edges (f, f+1), the flanks (f+2, f+5), the rear (f+3, f+4). */
export const frontEdges = (f: number): number[] => [mod6(f), mod6(f + 1)];
export const flankEdges = (f: number): number[] => [mod6(f + 2), mod6(f + 5)];
export const rearEdges = (f: number): number[] => [mod6(f + 3), mod6(f + 4)];

/** Which side of a unit facing vertex f the edge d lies on. */
export function sideOfEdge(f: number, d: number): Side {
  const k = mod6(d - f);
  return k === 0 || k === 1 ? 'front' : k === 3 || k === 4 ? 'rear' : 'flank';
}

/** Vertex facing reversed (an about-turn). */
export const aboutTurn = (f: number): number => mod6(f + 3);

/** Pivots (one vertex each) needed to go from facing f to facing g: 0..3. */
export function pivotsBetween(f: number, g: number): number {
  const k = mod6(g - f);
  return k <= 3 ? k : 6 - k;
}

/** The facing reached from f with the fewest pivots that puts edge d in front.
 *  The two candidates (d and d−1) are neighbours on a six-cycle, so their pivot
 *  counts from f always differ by one: the minimum is unique. */
export function fewestPivotsToFront(f: number, d: number): number {
  const a = mod6(d), b = mod6(d - 1);
  return pivotsBetween(f, a) < pivotsBetween(f, b) ? a : b;
}

/** Facing an edge e (a hex side): front e; front flanks e±1; rear flanks e±2; rear e+3. */
export type EdgeSide = 'front' | 'frontFlank' | 'rearFlank' | 'rear';
export function edgeFacingSide(e: number, d: number): EdgeSide {
  const k = mod6(d - e);
  return k === 0 ? 'front' : k === 3 ? 'rear' : k === 1 || k === 5 ? 'frontFlank' : 'rearFlank';
}

/** Whether `target` lies within ±60° of the vertex direction of a unit at `from`
 *  facing vertex f, boundaries included unless `edgeOut` (the 120° front arc). */
export function inFrontArc(o: Orientation, from: Axial, f: number, target: Axial, edgeOut = false): boolean {
  if (sameHex(from, target)) return false;
  const v: Axial = { q: target.q - from.q, r: target.r - from.r };
  const d0 = edgeVector(o, f), d1 = edgeVector(o, f + 1);
  const w: Axial = { q: d0.q + d1.q, r: d0.r + d1.r };
  const vw = dot6(v, w);
  if (vw <= 0) return false;
  // cos(angle) >= 1/2  <=>  4 (v.w)^2 >= |v|^2 |w|^2
  const lhs = 4 * vw * vw, rhs = dot6(v, v) * dot6(w, w);
  return edgeOut ? lhs > rhs : lhs >= rhs;
}

/** Whether `target` lies in the 60° wedge between the two front edge directions of a
 *  unit at `from` facing vertex f: offset a·D[f] + b·D[f+1] with integers a, b ≥ 0, not
 *  both 0. Adjacent edge vectors form a basis of determinant ±1, so a and b are integers. */
export function inFrontSector(o: Orientation, from: Axial, f: number, target: Axial): boolean {
  const v: Axial = { q: target.q - from.q, r: target.r - from.r };
  if (v.q === 0 && v.r === 0) return false;
  const d0 = edgeVector(o, f), d1 = edgeVector(o, f + 1);
  const det = d0.q * d1.r - d0.r * d1.q; // ±1
  const a = (v.q * d1.r - v.r * d1.q) * det;
  const b = (d0.q * v.r - d0.r * v.q) * det;
  return a >= 0 && b >= 0;
}
