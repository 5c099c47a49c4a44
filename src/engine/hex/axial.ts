// Axial hex coordinates, shared by every hex rule system (Nabis, Champs de Bataille).
// Integers only: no trigonometry, no floats in any decision.
//
// Both orientations use the same axial plane: two axes 60° apart, so distance,
// dot products and lines are identical; only the numbering of the six edge
// directions (which one is 0, and what it is called) depends on the orientation.

export type Orientation = 'flat' | 'pointy';
export interface Axial { q: number; r: number }

export const mod6 = (x: number): number => ((x % 6) + 6) % 6;

/** Edge directions, numbered clockwise.
 *  flat-top:   0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW   (axial q east-south-east, r south)
 *  pointy-top: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE   (axial q east, r south-south-east) */
export const EDGE_DIRS: Record<Orientation, readonly (readonly [number, number])[]> = {
  flat: [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]],
  pointy: [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]],
};

export const EDGE_NAMES: Record<Orientation, readonly string[]> = {
  flat: ['N', 'NE', 'SE', 'S', 'SW', 'NW'],
  pointy: ['E', 'SE', 'SW', 'W', 'NW', 'NE'],
};

/** The vector of edge direction d (any integer, taken mod 6). */
export function edgeVector(o: Orientation, d: number): Axial {
  const [q, r] = EDGE_DIRS[o][mod6(d)];
  return { q, r };
}

export function step(o: Orientation, a: Axial, d: number): Axial {
  const [dq, dr] = EDGE_DIRS[o][mod6(d)];
  return { q: a.q + dq, r: a.r + dr };
}

export function axialNeighbours(o: Orientation, a: Axial): Axial[] {
  const out: Axial[] = [];
  for (let d = 0; d < 6; d++) out.push(step(o, a, d));
  return out;
}

export const sameHex = (a: Axial, b: Axial): boolean => a.q === b.q && a.r === b.r;

/** Hex distance: hexes counted from a (excluded) to b (included). */
export function axialDistance(a: Axial, b: Axial): number {
  const dq = b.q - a.q, dr = b.r - a.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Direction index of the edge from a to an adjacent b, or -1 when not adjacent. */
export function edgeTowards(o: Orientation, a: Axial, b: Axial): number {
  const dq = b.q - a.q, dr = b.r - a.r;
  const dirs = EDGE_DIRS[o];
  for (let d = 0; d < 6; d++) if (dirs[d][0] === dq && dirs[d][1] === dr) return d;
  return -1;
}

/** Six times the Euclidean dot product of two axial vectors (unit edge vectors have
 *  squared length 6 and neighbouring axes dot to 3): exact integers for angle tests. */
export function dot6(v: Axial, w: Axial): number {
  return 6 * v.q * w.q + 6 * v.r * w.r + 3 * (v.q * w.r + v.r * w.q);
}

/** Hexes within `radius` of `centre` (centre included), in a fixed order. */
export function withinRange(centre: Axial, radius: number): Axial[] {
  const out: Axial[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    const lo = Math.max(-radius, -dq - radius), hi = Math.min(radius, -dq + radius);
    for (let dr = lo; dr <= hi; dr++) out.push({ q: centre.q + dq, r: centre.r + dr });
  }
  return out;
}
