// What the sequence of play itself says about moving and shooting in each phase
// (SEQ-03, p.17): who may march in the Approach Phase and where marches and
// tactical moves must stop, and which stands may shoot in which missile exchange.
// The move distances and the shooting procedure are on the missing pages.
import { DIST } from './data/scale';
import { troopType } from './data/troops';
import { unitsWithin } from './geometry';
import { inFrontZone } from './facing';
import { liveUnits, type CbState, type CbUnit } from './state';
import { nonBroken } from './morale';

/** Which enemies count for the Approach Phase: the visible, non-broken ones, except
 *  that formed troops ignore unformed enemy light troops in the open that are not
 *  part of a Battle Line with other troops (p.17). Visibility, "in the open" and
 *  Battle Lines are judged by the caller (VIS, terrain, FRM-22). */
export interface ApproachView { visible: (e: CbUnit) => boolean; ignorableLight: (e: CbUnit) => boolean }

/** Whether a counted enemy stands within r of u: near first, since sight lines are dear. */
function countedWithin(s: CbState, u: CbUnit, v: ApproachView, r: number): boolean {
  const formed = u.formation !== 'unformed';
  return liveUnits(s, u.side === 0 ? 1 : 0).some((e) => nonBroken(e) && unitsWithin(u, e, r) && v.visible(e) && !(formed && e.formation === 'unformed' && troopType(e.type)!.light && v.ignorableLight(e)));
}

/** SEQ-03 phase 2 (spec A34): troops beyond bow range of every counted enemy may
 *  march in the Approach Phase. */
export function mayMarch(s: CbState, u: CbUnit, v: ApproachView): boolean {
  return !countedWithin(s, u, v, DIST.bow);
}

/** SEQ-03 phase 2: a march must stop at bow range from counted enemy: the end
 *  position `at` (the unit moved) may not come closer than 5 JT. */
export function marchEndOk(s: CbState, at: CbUnit, v: ApproachView): boolean {
  return !countedWithin(s, at, v, DIST.bow - 1);
}

/** SEQ-03 phase 4: other tactical moves stop one javelin range from the enemy:
 *  ending exactly 1 JT away is legal, closer is not (charges, pursuits, routs and
 *  rampages excepted: the caller does not ask for them). */
export function tacticalEndOk(s: CbState, at: CbUnit): boolean {
  return !liveUnits(s, at.side === 0 ? 1 : 0).some((e) => unitsWithin(at, e, DIST.javelin - 1));
}

/** SEQ-03 phases 3 and 5: whether `u` may shoot at `target` in the long-range or the
 *  short-range missile exchange. Long range: long-range capable stands at targets
 *  beyond javelin range, to bow range (Artillery three times that); no short-range
 *  shooting. Short range: short-range capable stands at javelin range; Horse
 *  Archers and chariots with a long-range capability to bow range, and Bowmen or
 *  Missile Troops that stayed stationary in the Tactical Move Phase. Artillery
 *  has no short-range capability and is none of those exceptions, so it shoots only
 *  in the long-range exchange (spec SHO-K2 [INTERP]). */
export function mayShoot(u: CbUnit, target: CbUnit, phase: 'longRange' | 'shortRange', stationaryInTactical: boolean): boolean {
  const t = troopType(u.type)!;
  if (phase === 'longRange') {
    if (!t.long) return false;
    const reach = t.longMultiple ? t.longMultiple * DIST.bow : DIST.bow;
    return !unitsWithin(u, target, DIST.javelin) && unitsWithin(u, target, reach);
  }
  if (t.short && unitsWithin(u, target, DIST.javelin)) return true;
  const longInShort = t.long && (t.id === 'horseArchers' || t.chariot || ((t.id === 'bowmen' || t.id === 'missileTroops') && stationaryInTactical));
  return longInShort && unitsWithin(u, target, DIST.bow);
}

/** What a halted unit may still do (CMD-24, p.21): shoot, turn or change formation to
 *  face a threat, and answer a charge by evading or standing; no other move, no charge,
 *  and (spec CMD-24 [INTERP]) no counter-charge. */
export type HaltedAction = 'shoot' | 'faceThreat' | 'evade' | 'standToReceive' | 'move' | 'charge' | 'counterCharge';
export function haltedMay(a: HaltedAction): boolean {
  return a === 'shoot' || a === 'faceThreat' || a === 'evade' || a === 'standToReceive';
}

/** CMD-24 [INTERP] "to face a threat": after the change the unit's front faces a
 *  visible enemy within bow range (part of it in the front zone, spec §8.5). */
export function facesThreat(after: CbUnit, visibleEnemies: readonly CbUnit[]): boolean {
  return visibleEnemies.some((e) => !e.destroyed && unitsWithin(after, e, DIST.bow) && inFrontZone(after, e));
}
