// Spontaneous advances (rule 9.5, which the source numbers "2.6"; spec I2): which impetuous
// units must advance at the end of the movement phase, and the target they advance on. The
// advance itself (two moves or one, maximum allowance, passing through friends, the third
// target priority) is spontaneous-advance.ts.
import type { HexId } from '../../engine/hex';
import { isMounted, isSkirmisher } from './data/units';
import { gridOf } from './grid';
import { cellAt, front, type Position, type Unit } from './state';
import { canSee } from './terrain';
import { isImpetuous } from './units';
import { inZocOf } from './zoc';

export const ADVANCE_PRIORITY_RADIUS = 4;

export interface AdvanceFlags {
  /** It moved at least one hex this phase, alone or in a group. */
  moved?: boolean;
  restrained?: boolean;
  /** It gives an overlap against an enemy engaged by a friend (spec §4 9.5 [INTERP]). */
  overlapping?: boolean;
  unreliableAlly?: boolean;
}

/** 9.5: an impetuous unit advances when it neither moved nor was restrained (both: "and",
 *  spec I3), unless it has an enemy in its zone or stands in one, gives an overlap, or belongs to
 *  an unreliable ally. Demoralised corps are never impetuous: they flee instead (12.3). */
export function mustAdvance(p: Position, u: Unit, f: AdvanceFlags = {}): boolean {
  if (!isImpetuous(p, u) || f.moved || f.restrained || f.overlapping || f.unreliableAlly) return false;
  const g = gridOf(p);
  return !p.units.some((e) => e.side !== u.side && (inZocOf(g, u, e) || inZocOf(g, e, u)));
}

/** 9.5: the enemies an advancing unit may choose to ignore: a mounted unit, enemies in
 *  difficult ground or fortifications; anyone, skirmishers outside its front sector before the
 *  advance (French "not directly beyond its front hexes", spec C21). */
export function mayIgnore(p: Position, u: Unit, e: Unit): boolean {
  const cell = cellAt(p, e.hex);
  if (isMounted(front(u).type) && (cell.ground === 'difficult' || cell.fortification)) return true;
  return isSkirmisher(front(e).type) && u.facing !== null && !gridOf(p).inFrontSector(u.hex, u.facing, e.hex);
}

/** 9.5: the targets of an advance, ties left to the owner: the nearest enemy within 4 hexes;
 *  otherwise the nearest enemy baggage in sight; otherwise null (the nearest in movement
 *  points, the third priority: spontaneous-advance.ts nearestByMovePoints). `ignored` are the
 *  enemies the owner chose to ignore among those mayIgnore allows. */
export function advanceTargets(p: Position, u: Unit, ignored: number[] = []): Unit[] | null {
  const g = gridOf(p);
  const foes = p.units.filter((e) => e.side !== u.side && !(ignored.includes(e.id) && mayIgnore(p, u, e)));
  const nearestOf = (xs: Unit[]) => {
    if (!xs.length) return [];
    const d = Math.min(...xs.map((e) => g.distance(u.hex, e.hex)));
    return xs.filter((e) => g.distance(u.hex, e.hex) === d).sort((a, b) => a.id - b.id);
  };
  const close = foes.filter((e) => g.distance(u.hex, e.hex) <= ADVANCE_PRIORITY_RADIUS);
  if (close.length) return nearestOf(close);
  const bags = foes.filter((e) => front(e).type === 'Bag' && canSee(p, u.hex as HexId, e.hex));
  if (bags.length) return nearestOf(bags);
  return null;
}
