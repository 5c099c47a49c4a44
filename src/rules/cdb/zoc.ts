// Zones of control (rule 7, spec §2.1): a unit's zone is its two front hexes; baggage has none.
import { sideOfEdge, type HexGrid, type HexId } from '../../engine/hex';
import type { Violation } from '../../engine/contract';
import { frontHexes, gridOf } from './grid';
import { enemiesOf, type Position, type Unit } from './state';

/** 7.1: the hexes of u's zone of control. */
export const zocOf = (g: HexGrid, u: Unit): HexId[] => frontHexes(g, u);

/** u stands in e's zone of control. */
export const inZocOf = (g: HexGrid, u: Unit, e: Unit): boolean =>
  // The zone is two adjacent hexes: the distance (a table look-up) rules out most enemies
  // before the front hexes are worked out. A unit off the map (never, but exact) is asked in full.
  (u.hex < 0 || e.hex < 0 || g.distance(u.hex, e.hex) === 1) && zocOf(g, e).includes(u.hex);

/** 7.3: each is in the other's zone. */
export const frontalContact = (g: HexGrid, a: Unit, b: Unit): boolean => inZocOf(g, a, b) && inZocOf(g, b, a);

/** The enemies whose zone of control covers hex h (for a unit of `side`). */
export function zocHolders(p: Position, side: number, h: HexId): Unit[] {
  const g = gridOf(p);
  return p.units.filter((e) => e.side !== side && (h < 0 || e.hex < 0 || g.distance(e.hex, h) === 1) && zocOf(g, e).includes(h));
}

/** Which side of u (front, flank, rear) the adjacent hex h lies on; null when not adjacent or u has no facing. */
export function sideTowards(g: HexGrid, u: Unit, h: HexId): 'front' | 'flank' | 'rear' | null {
  if (u.facing === null) return null;
  const d = g.edgeTo(u.hex, h);
  return d < 0 ? null : sideOfEdge(u.facing, d);
}

/** 7.1: a unit entering hex h with facing f may do so only if every enemy whose zone covers
 *  h would be in one of its front hexes (it may not enter showing a flank or rear). It then stops. */
export function zocEntry(p: Position, mover: Unit, h: HexId, f: number | null, holdersAt: (h: HexId) => Unit[] = (x) => zocHolders(p, mover.side, x)): { allowed: boolean; stops: boolean } {
  const g = gridOf(p);
  const holders = holdersAt(h).filter((e) => e.id !== mover.id);
  const at: Unit = { ...mover, hex: h, facing: f };
  const allowed = holders.every((e) => sideTowards(g, at, e.hex) === 'front');
  return { allowed, stops: holders.length > 0 };
}

/** 7.2: whether a unit that starts its move in an enemy zone may leave it by a rearward
 *  move, given its movement allowance and each holder's. The French reading (spec C10):
 *  being in the zone of an enemy on its flank or rear forbids leaving at all. */
export function mayLeaveZoc(p: Position, u: Unit, ownMa: number, maOf: (e: Unit) => number): Violation | null {
  const g = gridOf(p);
  const holders = enemiesOf(p, u).filter((e) => inZocOf(g, u, e));
  if (holders.some((e) => sideTowards(g, u, e.hex) !== 'front'))
    return { rule: 'CdB 7.2', message: 'in the zone of control of an enemy on its flank or rear' };
  if (holders.some((e) => !(ownMa > maOf(e))))
    return { rule: 'CdB 7.2', message: 'its movement allowance is not greater than that of every enemy holding it' };
  return null;
}
