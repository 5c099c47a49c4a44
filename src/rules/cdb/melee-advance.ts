// Advance after mêlée (rule 11.9 ⟨X⟩): who must step into the hex its opponent left.
import type { HexId } from '../../engine/hex';
import { isMounted, isSkirmisher } from './data/units';
import { gridOf } from './grid';
import { opt } from './options';
import { cellAt, front, unitAt, type Position, type Unit } from './state';
import { isImpetuous } from './units';

/** 11.9: whether `winner`, which fought `loser` (not an overlapper), must advance. An impetuous
 *  unit must, as attacker or defender, except foot that engaged skirmishers, a unit defending
 *  a fortification. Non-impetuous units never do, except every Kn but chariots and Kn (X)
 *  (not against Psiloi), and, after a won mêlée, Spears and irregular Blades (not against
 *  Psiloi or mounted; option advanceSpears: every Spear, or irregular Spears only). The front
 *  counter of a stack decides (a rear impetuous counter does not make its stack advance).
 *  `p` is the position before the results, when both units are still standing. */
export function mustAdvanceAfterMelee(p: Position, winner: Unit, loser: Unit, won: boolean): boolean {
  const c = front(winner), l = front(loser);
  if (c.type === 'Bag' || winner.facing === null) return false;
  if (isImpetuous(p, winner)) {
    if (!isMounted(c.type) && isSkirmisher(l.type)) return false;
    if (cellAt(p, winner.hex).fortification) return false;
    return true;
  }
  if (p.corps.find((k) => k.id === winner.corps)?.demoralised) return false;
  if (c.type === 'Kn' && !c.chariot && c.quality !== 'X') return l.type !== 'Ps';
  const spear = c.type === 'Sp' && (opt(p.options, 'advanceSpears') === 'all' || !c.regular);
  if (won && (spear || (c.type === 'Bd' && !c.regular))) return l.type !== 'Ps' && !isMounted(l.type);
  return false;
}

/** 11.9: the advance itself, when the hex is free and on the map; no change of facing. */
export function advanceInto(p: Position, unitId: number, hex: HexId): Position | null {
  if (!gridOf(p).onMap(hex) || unitAt(p, hex)) return null;
  return { ...p, units: p.units.map((u) => (u.id === unitId ? { ...u, hex } : u)) };
}
