// March moves (rule 9.3): several moves in one movement phase only far from the enemy.
import type { Violation } from '../../engine/contract';
import type { HexId } from '../../engine/hex';
import { isLight } from './data/units';
import { gridOf } from './grid';
import { opt } from './options';
import type { Position, Unit } from './state';

/** 9.3: more than this many hexes from every enemy allows further moves. */
export const MARCH_DISTANCE = 4;

/** The distance from the nearest of these hexes to the nearest enemy of `side` (Infinity
 *  with no enemy). Hidden units are not in the position, so only revealed ones count (spec A39). */
export function enemyDistance(p: Position, side: number, hexes: HexId[]): number {
  const g = gridOf(p);
  let best = Infinity;
  for (const e of p.units) if (e.side !== side) for (const h of hexes) best = Math.min(best, g.distance(h, e.hex));
  return best;
}

/** CdB sidebar-200, option marchLimit: the moves a unit may make in one movement phase.
 *  "Regular units and light troops may make two moves a turn; irregular units only one":
 *  a unit holding an irregular counter that is not light (2.6: LH, Ps, Ax) moves once, any
 *  other twice. Without the option, only the action points and 9.3 limit march moves. */
export function movesAllowed(p: Position, u: Unit): number {
  if (opt(p.options, 'marchLimit') !== 'twoOne') return Infinity;
  return u.counters.some((c) => !c.regular && !isLight(c.type)) ? 1 : 2;
}

export interface MarchFacts {
  /** The body's distance to the nearest enemy at the start of the movement phase. */
  atPhaseStart: number;
  /** 1 for the body's first move this phase, 2 for the second… */
  moveNumber: number;
  /** Every hex the body's members occupy during this move, start and end included. */
  path: HexId[];
}

/** 9.3: a second or later move needs the body more than 4 hexes from every enemy at the start
 *  of the phase and after each earlier move (both are its position now: `path[0]`), and it may
 *  not come within 4 hexes (the approach ban; spec T-9.3). */
export function checkMarchMove(p: Position, body: Unit[], f: MarchFacts, distanceAt?: (h: HexId) => number): Violation | null {
  if (f.moveNumber < 2) return null;
  const allowed = Math.min(...body.map((u) => movesAllowed(p, u)));
  if (f.moveNumber > allowed) return { rule: 'CdB sidebar-200', message: allowed === 1 ? 'irregular units make only one move a turn' : 'regular units and light troops make at most two moves a turn' };
  const side = body[0].side;
  // The nearest enemy of a list of hexes is the nearest of each's (planMove remembers each hex's).
  const near = (hexes: HexId[]): number => (distanceAt ? Math.min(Infinity, ...hexes.map(distanceAt)) : enemyDistance(p, side, hexes));
  if (f.atPhaseStart <= MARCH_DISTANCE) return { rule: 'CdB 9.3', message: 'within 4 hexes of an enemy at the start of the phase: one move only' };
  if (near(body.map((u) => u.hex)) <= MARCH_DISTANCE) return { rule: 'CdB 9.3', message: 'its first move brought it within 4 hexes of an enemy: no further move' };
  if (near(f.path) <= MARCH_DISTANCE) return { rule: 'CdB 9.3', message: 'a march move may not come within 4 hexes of an enemy' };
  return null;
}
