// The battlefield grid (1.1, spec §2.1): pointy-top hexes so that a vertex points at each
// long edge (forced by 11.8: a fleeing unit's two front hexes face its own edge).
// Columns run along the long North and South edges; odd rows sit half a hex right.
import { frontEdges, flankEdges, makeGrid, rearEdges, type HexGrid, type HexId } from '../../engine/hex';
import type { Seat } from '../../engine/contract';
import { opt, type OptionValues } from './options';
import type { Position, Unit } from './state';

/** Default map: 30 columns × 22 rows (spec M16 [INTERP]; 28 × 36 is the 300-point map). */
export const DEFAULT_COLS = 30;
export const DEFAULT_ROWS = 22;

/** CdB M16 [INTERP], option mapSize: the map's columns (along the long edges) and rows (its
 *  depth): 30 × 22 by default, or the 36 × 28 the 300-point sidebar recommends. */
export function mapSizeOf(o: OptionValues): { cols: number; rows: number } {
  return opt(o, 'mapSize') === '28x36' ? { cols: 36, rows: 28 } : { cols: DEFAULT_COLS, rows: DEFAULT_ROWS };
}

const grids = new Map<string, HexGrid>();
export function gridFor(cols: number, rows: number): HexGrid {
  const key = cols + 'x' + rows;
  let g = grids.get(key);
  if (!g) { g = remembered(makeGrid({ orientation: 'pointy', shifted: 'odd' }, cols, rows)); grids.set(key, g); }
  return g;
}

/** The same grid with its hot answers remembered (neighbours, distances, edges, sight lines):
 *  the movement checks ask them thousands of times per position. Same results, by construction. */
function remembered(base: HexGrid): HexGrid {
  const size = 100 * (base.cols + 1);
  const nb = new Int32Array(size * 6).fill(-2);
  const q = new Int32Array(size), r = new Int32Array(size);
  for (const h of base.all()) { const a = base.axial(h); q[h] = a.q; r[h] = a.r; }
  const neighbour = (h: HexId, d: number): HexId => {
    if (!base.onMap(h)) return base.neighbour(h, d);
    const k = h * 6 + d;
    if (nb[k] === -2) nb[k] = base.neighbour(h, d);
    return nb[k];
  };
  const lines = new Map<number, HexId[]>();
  return {
    ...base,
    neighbour,
    neighbours: (h) => [0, 1, 2, 3, 4, 5].map((d) => neighbour(h, d)),
    distance: (a, b) => {
      if (!base.onMap(a) || !base.onMap(b)) return base.distance(a, b);
      const dq = q[a] - q[b], dr = r[a] - r[b];
      return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    },
    between: (a, b) => {
      if (!base.onMap(a) || !base.onMap(b)) return base.between(a, b);
      const k = a * 10000 + b;
      let l = lines.get(k);
      if (!l) { if (lines.size > 200000) lines.clear(); l = base.between(a, b); lines.set(k, l); }
      return l.slice();
    },
  };
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
