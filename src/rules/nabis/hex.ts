// Hex geometry of the Nabis map (spec §2.1, derived from the set-up hexes).
// Hexes are numbered CCRR; flat-topped; even columns sit half a hex lower.
// The arithmetic is the platform's (src/engine/hex); this file names it in
// Nabis's terms: directions clockwise from north, 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
import {
  flankEdges, frontEdges, makeGrid, mod6, rearEdges, sideOfEdge, type HexId,
} from '../../engine/hex';

export type Hex = HexId; // c * 100 + r
export const COLS = 16;
export const ROWS = 20;

const GRID = makeGrid({ orientation: 'flat', shifted: 'even' }, COLS, ROWS);

export const col = GRID.col;
export const row = GRID.row;
export const hexOf = GRID.id;
export const onMap = GRID.onMap;

/** Neighbour in direction d, or -1 off the map. */
export const neighbour = GRID.neighbour;
export const neighbours = GRID.neighbours;

/** Axial coordinates (q, a) of §2.1. */
export function axial(h: Hex): [number, number] {
  const a = GRID.axial(h);
  return [a.q, a.r];
}

export const dist = GRID.distance;

/** Direction index from a to an adjacent b, or -1. Kept as a search of the neighbours
 *  rather than the grid's edgeTo: for b = -1 (off the map) it names the first edge that
 *  leads off the map, which the recorded games rely on. */
export function dirTo(a: Hex, b: Hex): number {
  for (let d = 0; d < 6; d++) if (neighbour(a, d) === b) return d;
  return -1;
}

export { mod6 };
export const frontDirs = frontEdges;
export const flankDirs = flankEdges;
export const rearDirs = rearEdges;

/** 'front' | 'flank' | 'rear' of direction d seen from a unit facing f (Nabis 3.1-a). */
export const sideOf = sideOfEdge;

/** Twice the y of the hex centre in half-row units: larger = further south. */
export function yy(h: Hex): number { return 2 * row(h) + (col(h) % 2 === 0 ? 1 : 0); }

/** Whether `target` lies in the front arc of a unit in `from` facing f: the
 *  bearing is within ±60° of the facing vertex, boundaries included unless `edgeOut`
 *  (Nabis 9.1-b, G-49 option arcBoundary). */
export const inFrontArc = (from: Hex, f: number, target: Hex, edgeOut = false): boolean => GRID.inFrontArc(from, f, target, edgeOut);

/** All hexes of the map in ascending order. */
export const allHexes = GRID.all;

/** Hexes adjacent to both a and b (the intermediate hexes of a range-2 line). */
export function between(a: Hex, b: Hex): Hex[] {
  const nb = neighbours(b);
  return neighbours(a).filter((h) => h > 0 && nb.includes(h)).sort((x, y) => x - y);
}

export const hexLabel = GRID.label;
