// The battlefield grid (1.1, spec §2.1): pointy-top hexes so that a vertex points at each
// long edge (forced by 11.8: a fleeing unit's two front hexes face its own edge).
// Columns run along the long North and South edges; odd rows sit half a hex right.
import { frontEdges, flankEdges, makeGrid, rearEdges, type HexGrid, type HexId } from '../../engine/hex';
import type { Seat } from '../../engine/contract';
import type { Position, Unit } from './state';

/** Default map: 30 columns × 22 rows (spec M16 [INTERP]; 28 × 36 is the 300-point map). */
export const DEFAULT_COLS = 30;
export const DEFAULT_ROWS = 22;

const grids = new Map<string, HexGrid>();
export function gridFor(cols: number, rows: number): HexGrid {
  const key = cols + 'x' + rows;
  let g = grids.get(key);
  if (!g) { g = makeGrid({ orientation: 'pointy', shifted: 'odd' }, cols, rows); grids.set(key, g); }
  return g;
}
export const gridOf = (p: Position): HexGrid => gridFor(p.map.cols, p.map.rows);

/** Vertex facings (spec §2.1): 1 points South, 4 North. */
export const FACING_SOUTH = 1;
export const FACING_NORTH = 4;
/** Seat 0's home edge is South, seat 1's North. */
export const homeEdge = (s: Seat): 'S' | 'N' => (s === 0 ? 'S' : 'N');
/** Facing one's own edge (11.8): both front hexes toward it. */
export const facingOwnEdge = (s: Seat): number => (s === 0 ? FACING_SOUTH : FACING_NORTH);

const through = (g: HexGrid, u: Unit, edges: (f: number) => number[]): HexId[] =>
  u.facing === null ? [] : edges(u.facing).map((d) => g.neighbour(u.hex, d));

/** 6.1: the two front, flank and rear hexes (OFF_MAP where the map ends); none for baggage. */
export const frontHexes = (g: HexGrid, u: Unit): HexId[] => through(g, u, frontEdges);
export const flankHexes = (g: HexGrid, u: Unit): HexId[] => through(g, u, flankEdges);
export const rearHexes = (g: HexGrid, u: Unit): HexId[] => through(g, u, rearEdges);
