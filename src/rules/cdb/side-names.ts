// The words for each side: the armies the players chose (14, S1), once both are shown, or
// the fixed scenario's Mycenaeans and Hittites. Log events carry them in their `nm` names
// (log-names.ts), so the log reads the same whenever it is shown.
import type { Text } from '../../engine/contract';
import { armyFromCode, armyOf } from './army';

export interface SideWords {
  /** "the Hittites" / "les Hittites". */
  the: Text;
  /** "the Hittites'" / "des Hittites" (of the side). */
  of: Text;
  /** Whether the verbs take the plural ("the Hittites roll", "the free army rolls"). */
  plural: boolean;
}

const W = (en: string, fr: string, enOf: string, frOf: string, plural = true): SideWords => ({ the: { en, fr }, of: { en: enOf, fr: frOf }, plural });

/** The fixed scenario's sides (seat 0 the Mycenaeans), the words its games have always used. */
export const FIXED_SIDES: SideWords[] = [W('the Mycenaeans', 'les Mycéniens', 'the Mycenaeans\'', 'des Mycéniens'), W('the Hittites', 'les Hittites', 'the Hittites\'', 'des Hittites')];

/** By the army's list (sample armies and lists share these ids). */
const BY_ARMY: Record<string, SideWords> = {
  hittite: FIXED_SIDES[1],
  mycenaean: FIXED_SIDES[0],
  free: W('the free army', 'l\'armée libre', 'the free army\'s', 'de l\'armée libre', false),
};

const SEAT_APART: Text[] = [{ en: ' (first player)', fr: ' (premier joueur)' }, { en: ' (second player)', fr: ' (second joueur)' }];
const apart = (w: SideWords, seat: number): SideWords => {
  const add = (t: Text, extra: Text): Text => ({ en: t.en.replace(/'s?$/, '') + extra.en + (t.en.endsWith('\'') || t.en.endsWith('\'s') ? '\'s' : ''), fr: t.fr + extra.fr });
  return { the: add(w.the, SEAT_APART[seat]), of: add(w.of, SEAT_APART[seat]), plural: w.plural };
};

/** Each seat's words: from the armies chosen (`armies`: both revealed codes), else the fixed scenario's. */
export function sideWords(p: { armies?: number[][] }): SideWords[] {
  if (!p.armies || p.armies.length !== 2 || p.armies.some((c) => !c.length)) return FIXED_SIDES;
  const ids = p.armies.map((c) => { const a = armyFromCode(c); return a ? armyOf(a).id : 'free'; });
  const words = ids.map((id) => BY_ARMY[id] ?? BY_ARMY.free);
  return ids[0] === ids[1] ? words.map((w, i) => apart(w, i)) : words;
}
