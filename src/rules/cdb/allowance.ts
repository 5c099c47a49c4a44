// Movement allowances (rules 2.8, 9.1, 9.6).
import type { HexId } from '../../engine/hex';
import { isMounted } from './data/units';
import { opt } from './options';
import { cellAt, type Counter, type Position } from './state';

/** 9.1 ⟨X⟩: Bowmen move 2 whatever the counter prints (old counters show 3). */
export const BOWMEN_MA = 2;
/** 9.6: every mounted unit has 2 for a move in difficult terrain. */
export const MOUNTED_MA_IN_DIFFICULT = 2;
/** 2.8: mounted infantry more than 4 hexes from every enemy moves as Cv or Cm with 4. */
export const STRATEGIC_MA = 4;
export const STRATEGIC_DISTANCE = 4;

/** The allowance printed on the counter, with the Bowmen correction of 9.1; baggage 0 when immobile (2.4). */
export function printedMa(c: Counter): number {
  if (c.type === 'Bw') return BOWMEN_MA;
  if (c.type === 'Bag') return c.mobile ? c.ma : 0;
  return c.ma;
}

/** 2.8: mounted infantry moves as mounted (strategic) when more than 4 hexes from every enemy. */
export const strategicMode = (c: Counter, nearestEnemy: number): boolean =>
  c.mountedInfantry !== undefined && nearestEnemy > STRATEGIC_DISTANCE;

/** 9.6: the allowance for one move, given the hexes the move starts in, enters or passes
 *  through (in order, start first). LH, Cv and every (F) mounted unit lose 1 each in broken
 *  ground (LH (F) loses 2); every mounted unit has 2 in difficult ground. With the option
 *  terrainDuringMove = entered, the start hex does not count. Roads change nothing (spec M12). */
export function moveAllowance(p: Position, c: Counter, hexes: HexId[], strategic = false): number {
  const counted = opt(p.options, 'terrainDuringMove') === 'entered' ? hexes.slice(1) : hexes;
  const grounds = counted.map((h) => cellAt(p, h).ground);
  const asType = strategic ? (c.mountedInfantry === 'camel' ? 'Cm' : 'Cv') : c.type;
  let ma = strategic ? STRATEGIC_MA : printedMa(c);
  if (!isMounted(asType)) return ma;
  if (grounds.includes('broken')) {
    if (asType === 'LH') ma -= 1;
    if (asType === 'Cv') ma -= 1;
    if (c.quality === 'F') ma -= 1;
  }
  if (grounds.includes('difficult')) ma = Math.min(ma, MOUNTED_MA_IN_DIFFICULT);
  return ma;
}

/** 9.6: wagons may not enter difficult ground except along a road. */
export function wagonMayEnter(p: Position, c: Counter, h: HexId): boolean {
  if (!c.wagon) return true;
  const cell = cellAt(p, h);
  return cell.ground !== 'difficult' || cell.road === true;
}

/** 9.6: wagons off-road in broken ground move one counter at a time, never in a group. */
export function wagonMustMoveAlone(p: Position, c: Counter, hexes: HexId[]): boolean {
  return c.wagon === true && hexes.some((h) => { const cell = cellAt(p, h); return cell.ground === 'broken' && !cell.road; });
}
