// Where each Champs de Bataille action starts and what it reaches, for the shared hex board's
// highlights (src/views/hex/picks.ts): a move starts at its first unit's hex and ends where
// that unit ends (the rules' own plan of the move); a pending combat choice points at the hex
// or the unit it names. Drawing only: nothing here decides for the rules.
import type { CdbAction, CdbState } from '../../rules/cdb';
import { planMove, type MovePlan } from '../../rules/cdb/movement';
import type { Mark } from '../hex/picks';

// legalActions hands the same action objects for one state: a move's plan is worked out once.
const plans = new WeakMap<object, MovePlan | null>();
export function planOf(s: CdbState, a: CdbAction & { k: 'move' }): MovePlan | null {
  if (!plans.has(a)) { const r = planMove(s, a); plans.set(a, 'error' in r ? null : r.plan); }
  return plans.get(a)!;
}

const hexOfUnit = (s: CdbState, id: number): number => s.units.find((u) => u.id === id)?.hex ?? 0;

/** Choices whose options are hexes (the others name units, or yes/no). */
const HEX_CHOICES = new Set(['recoilHex']);
/** Choices whose options are units the chooser strikes, or turns to face. */
const TARGET_CHOICES = new Set(['designation', 'meleeTarget', 'shotTarget', 'advanceTarget']);

export function sourcesOf(s: CdbState, a: CdbAction): number[] {
  switch (a.k) {
    case 'move': case 'restrain': return [hexOfUnit(s, a.units[0])];
    default: return [];
  }
}

export function targetsOf(s: CdbState, a: CdbAction): [number[], Mark] | null {
  if (a.k === 'move') {
    const p = planOf(s, a);
    return p ? [[p.end[0].hex], 'go'] : null;
  }
  if (a.k === 'choose') {
    const c = s.combat?.pending;
    if (!c) return null;
    if (HEX_CHOICES.has(c.kind)) return [[a.answer], 'go'];
    if (TARGET_CHOICES.has(c.kind) && c.unit >= 0) return [[hexOfUnit(s, a.answer)], 'hit'];
    if (c.kind === 'ignoreTarget') return null;
    // The unit named by the answer (who fights or shoots first, who is lost).
    const h = hexOfUnit(s, a.answer);
    return h ? [[h], c.kind === 'rearLoss' || c.kind === 'blockingLoss' || c.kind === 'elephantRear' ? 'hit' : 'go'] : null;
  }
  return null;
}

/** Actions offered in the tray's lower row rather than from a hex: the dice, the end of the
 *  movement phase, and every answer to a pending combat choice (their hexes are highlighted). */
export const isGeneral = (a: CdbAction): boolean => a.k === 'roll' || a.k === 'assign' || a.k === 'end' || a.k === 'choose';

/** The unit a pending choice is about (the recoiler, the unit turning), for its ring on the map. */
export function choiceSubject(s: CdbState): number {
  const c = s.combat?.pending;
  return c && c.unit >= 0 ? hexOfUnit(s, c.unit) : 0;
}
