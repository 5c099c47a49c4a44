// Allied corps (rule 4.3 ⟨X⟩): reliability, the 12-hex stand-off, and defection.
import type { Violation } from '../../engine/contract';
import { gridOf } from './grid';
import type { Corps, Position, Unit } from './state';

/** 4.3: the stand-off an unreliable ally keeps from the enemy. */
export const ALLY_STAND_OFF = 12;

/** 4.3: an allied corps whose first AP roll of the game is a 1 is unreliable. */
export const unreliableAfterFirstRoll = (c: Corps, die: number): boolean => c.allied && die === 1;

export interface ReliabilityEvents {
  /** The corps's AP die this turn. */
  die?: number;
  /** An enemy unit became adjacent to one of its units. */
  enemyAdjacent?: boolean;
  /** One of its units was shot at. */
  shotAt?: boolean;
  /** Some enemy corps became demoralised. */
  enemyCorpsDemoralised?: boolean;
}

/** 4.3: an unreliable ally becomes reliable again, for good (spec A22), on a 6, when an enemy
 *  comes adjacent, when one of its units is shot at, or when any enemy corps is demoralised. */
export const regainsReliability = (e: ReliabilityEvents): boolean =>
  e.die === 6 || e.enemyAdjacent === true || e.shotAt === true || e.enemyCorpsDemoralised === true;

/** 4.3: an unreliable irregular ally of another nationality changes sides when a corps of its
 *  own army is demoralised; one of the same nationality only in a civil-war scenario; a
 *  compulsory same-nationality ally (14.2) never. */
export function defects(c: Corps, armyNationality: string, ownCorpsDemoralised: boolean, civilWar: boolean): boolean {
  if (!c.allied || !c.unreliable || !ownCorpsDemoralised || c.compulsoryAlly) return false;
  const same = c.nationality === armyNationality;
  if (same) return civilWar;
  return !c.regularGeneral;
}

/** 4.3 [INTERP spec A21]: a voluntary move of an unreliable ally is illegal when it leaves a
 *  unit of the corps closer than 12 hexes to an enemy and closer than it was. */
export function standOffViolation(before: Position, after: Position, corpsId: number): Violation | null {
  const g = gridOf(after);
  const nearest = (p: Position, u: Unit) => Math.min(Infinity, ...p.units.filter((e) => e.side !== u.side).map((e) => g.distance(u.hex, e.hex)));
  for (const u of after.units) {
    if (u.corps !== corpsId) continue;
    const was = before.units.find((x) => x.id === u.id);
    const now = nearest(after, u);
    if (now < ALLY_STAND_OFF && was && now < nearest(before, was))
      return { rule: 'CdB 4.3', message: 'an unreliable ally may not move within 12 hexes of the enemy' };
  }
  return null;
}
