// Facing (rule 6): pivot costs during a move (6.2) and the obligatory turn before
// mêlée (6.3), on the vertex facings of spec §2.1.
import { fewestPivotsToFront, pivotsBetween, type HexGrid } from '../../engine/hex';
import { isSkirmisher } from './data/units';
import { front, type Unit } from './state';

/** 6.2: movement points spent to turn from facing f to g. A lone skirmisher turns up to
 *  an about-turn for 1 MP (French "up to", spec C17); everyone else pays 1 MP a vertex. */
export function pivotCost(u: Unit, f: number, g: number, alone: boolean): number {
  const n = pivotsBetween(f, g);
  if (n === 0) return 0;
  if (alone && isSkirmisher(front(u).type)) return 1;
  return n;
}

/** 6.2: how many vertices a unit may turn in one move: one in a group (skirmishers
 *  exempt), any number alone. */
export const maxPivotsPerMove = (u: Unit, inGroup: boolean): number =>
  inGroup && !isSkirmisher(front(u).type) ? 1 : Infinity;

/** 6.3 step 2: the facing u must take so that the designated attacker a stands in one of
 *  its front hexes, with the fewest vertices (always unique). */
export function turnToFace(g: HexGrid, u: Unit, a: Unit): number {
  if (u.facing === null) throw new Error('cdb: baggage has no facing');
  const d = g.edgeTo(u.hex, a.hex);
  if (d < 0) throw new Error('cdb: the attacker is not adjacent');
  return fewestPivotsToFront(u.facing, d);
}
