// The order in which enemy fronts reached an element's flank or rear (option cc43,
// INTERP-43): CC-03 turns an element to face "the first enemy to have made that contact"
// (spec §8.8 step 1), and a War Wagon's front is the first edge an enemy front touched
// (TROOP-05, INTERP-32). The movement-phase stamps (Elem.stamp) only order the contacted
// elements, and are cleared when the phase ends; this record keeps, in the order the
// contacts were made (across moves the log order, within one group move the order its
// members are listed), [element id, x, y, h, enemy id, x, y, h]. Like the record of
// unconformed touches (option pur01, noteTouches), an entry holds while both poses are
// unchanged: once either element moves, turns, recoils or leaves, the contact episode is
// over. Games recorded before the option keep no record (s.contacts absent) and take the
// older choices: the first such enemy in id order.
import { enemiesOf, flankL, flankR, rear } from './geometry';
import type { DbaState, Elem } from './state';
import { holding, pairEntry } from './pair-records';

/** The record is kept only in games naming option cc43 "record". */
export function keepsOrder(s: DbaState): boolean {
  return s.opt.cc43 === 'record';
}

/** The entries still holding, oldest first. */
const live = (s: DbaState): number[][] => holding(s, s.contacts ?? []);

/** After `movers` moved (in their listed order, INTERP-43): every enemy whose flank or rear
 *  a mover's front now touches (G-FLANK, G-REAR) and that has no entry for that mover yet
 *  gets one, after the older entries. Lapsed entries are dropped. */
export function noteContacts(s: DbaState, movers: Elem[]): void {
  if (!keepsOrder(s)) return;
  const kept = live(s);
  for (const m of movers) {
    if (m.status !== 'on') continue;
    for (const o of enemiesOf(s, m)) {
      if (!(flankL(m, o) || flankR(m, o) || rear(m, o))) continue;
      if (kept.some((r) => r[0] === o.id && r[4] === m.id)) continue;
      kept.push(pairEntry(o, m));
    }
  }
  s.contacts = kept;
}

/** Of the enemies `cands` (each on e's flank or rear), the first to have made that contact
 *  by the record; null when the record says nothing about them (no option, or every entry
 *  lapsed), and the caller falls back on the older choice. */
export function firstContact(s: DbaState, e: Elem, cands: Elem[]): Elem | null {
  if (!s.contacts) return null;
  for (const r of live(s)) {
    if (r[0] !== e.id) continue;
    const o = cands.find((c) => c.id === r[4]);
    if (o) return o;
  }
  return null;
}
