// The army builder (14, 14.1, 14.2, sidebar-300): a player's army is either a sample army of
// spec §6.3 or one built from a list at 200, 300 or 400 points, in corps each led by its
// general, with allied contingents from other lists. The choice travels as integers (it is
// committed to, then revealed: S1); `checkArmy` gives every refusal with its rule in English
// and French; `armyOf` turns a legal choice into the orders of battle set-up deploys.
import type { Violation } from '../../engine/contract';
import { SAMPLE_ARMIES, type ArmyDef, type CorpsDef, type CounterDef } from './data/armies';
import { ALLY_GENERAL_EXTRA, ARMY_LISTS, POINTS, scaledMax as scaledMaxWide, scaledMaxNarrow, scaledMin as scaledMinWide, scaledMinNarrow, type ArmyList } from './data/lists';
import { CATALOGUE, type UnitType } from './data/units';

export interface CorpsChoice {
  /** Index in ARMY_LISTS: the army's own list, or an allied contingent's (14.2). */
  list: number;
  /** The entry its general is (one of the counters counted in `counts`). */
  general: number;
  /** Counters per entry of its list, the general included. */
  counts: number[];
  /** Baggage (14.1): two per corps in all, shared freely; an allied contingent has its own two. */
  mobile: number;
  immobile: number;
}
export type ArmyChoice = { sample: number } | { list: number; points: number; corps: CorpsChoice[] };

/** A refusal in both languages. */
export interface Refusal extends Violation { fr: string }
const no = (rule: string, en: string, fr: string): Refusal => ({ rule, message: en, fr });
/** A troop type in the French refusals, by its name as the French log gives it ("Lances", not "Sp"). */
const typeFr = (t: UnitType): string => CATALOGUE[t].name.fr;

export const MAX_CORPS = 4;
const MAX_COUNT = 99;
const MAX_ENTRIES = 32;

/** The choice as integers: [0, sample] or [1, list, points, corps, (list, general, mobile, immobile, entries, count…)…]. */
export function armyCode(a: ArmyChoice): number[] {
  if ('sample' in a) return [0, a.sample];
  return [1, a.list, a.points, a.corps.length, ...a.corps.flatMap((c) => [c.list, c.general, c.mobile, c.immobile, c.counts.length, ...c.counts])];
}

/** Reads a choice back from integers; null when they are not one (a revealed payload is a stranger's). */
export function armyFromCode(code: number[]): ArmyChoice | null {
  let i = 0;
  const next = (max: number): number => { const v = code[i++]; if (!Number.isSafeInteger(v) || v < 0 || v > max) throw new Error('bad'); return v; };
  try {
    let a: ArmyChoice;
    if (next(1) === 0) a = { sample: next(SAMPLE_ARMIES.length - 1) };
    else {
      const list = next(ARMY_LISTS.length - 1), points = next(POINTS.length - 1), n = next(MAX_CORPS);
      const corps: CorpsChoice[] = [];
      for (let k = 0; k < n; k++) {
        const l = next(ARMY_LISTS.length - 1), general = next(MAX_ENTRIES), mobile = next(8), immobile = next(8), m = next(MAX_ENTRIES);
        corps.push({ list: l, general, mobile, immobile, counts: Array.from({ length: m }, () => next(MAX_COUNT)) });
      }
      a = { list, points, corps };
    }
    return i === code.length ? a : null;
  } catch { return null; }
}

const listCost = (l: ArmyList, c: CorpsChoice, allied: boolean): number =>
  c.counts.reduce((t, n, i) => t + n * l.entries[i].cost, 0) + (allied ? (l.entries[c.general].regular ? ALLY_GENERAL_EXTRA.regular : ALLY_GENERAL_EXTRA.irregular) : 0);

/** The points an army built from a list costs (14.2: an allied general costs more). */
export function armyPoints(a: ArmyChoice): number {
  if ('sample' in a) return 0;
  return a.corps.reduce((t, c) => t + listCost(ARMY_LISTS[c.list], c, c.list !== a.list), 0);
}

/** Why this army may not be fielded, or null. `narrow`: option listRounding 'narrow' (scaled
 *  minima round up and maxima down, sidebar-300 [INTERP]). */
export function checkArmy(a: ArmyChoice, narrow = false): Refusal | null {
  const scaledMin = narrow ? scaledMinNarrow : scaledMinWide, scaledMax = narrow ? scaledMaxNarrow : scaledMaxWide;
  if ('sample' in a) return SAMPLE_ARMIES[a.sample] ? null : no('CdB 14', 'no such sample army', 'cette armée d\'exemple n\'existe pas');
  const own = ARMY_LISTS[a.list];
  if (!own || POINTS[a.points] === undefined) return no('CdB 14', 'an army comes from one of the lists, at 200, 300 or 400 points', 'une armée vient d\'une des listes, à 200, 300 ou 400 points');
  if (a.corps.length < 1 || a.corps.length > MAX_CORPS) return no('CdB 14.1', 'an army has one corps per general, at most four, allies included', 'une armée a un corps par général, quatre au plus, alliés compris');
  if (a.corps[0].list !== a.list) return no('CdB 14.1', 'the first corps, the commander-in-chief\'s, comes from the army\'s own list', 'le premier corps, celui du général en chef, vient de la liste de l\'armée');
  const ownCorps = a.corps.filter((c) => c.list === a.list);
  if (ownCorps.length > own.generals) return no('CdB 14.1', `the list has ${own.generals} generals: no more corps of its own`, `la liste compte ${own.generals} généraux : pas plus de corps propres`);
  for (const c of a.corps) {
    const l = ARMY_LISTS[c.list];
    if (!l || c.counts.length !== l.entries.length) return no('CdB 14', 'each corps counts the counters of every entry of its list', 'chaque corps compte les pions de chaque entrée de sa liste');
    const g = l.entries[c.general];
    if (!g || !g.general || c.counts[c.general] < 1) return no('CdB 14.1', 'each corps is led by a general, one of its counters of a type the list allows as general', 'chaque corps est mené par un général, l\'un de ses pions, d\'un type que la liste admet comme général');
  }
  const bags = a.corps.reduce((t, c) => t + c.mobile + c.immobile, 0);
  if (bags !== 2 * a.corps.length) return no('CdB 14.1', `two baggage per corps: ${2 * a.corps.length} in all, mobile or immobile`, `deux bagages par corps : ${2 * a.corps.length} en tout, mobiles ou immobiles`);
  // 14.2: allied contingents.
  const nations = new Set<string>();
  for (const c of a.corps.filter((x) => x.list !== a.list)) {
    const l = ARMY_LISTS[c.list];
    if (!own.allies.includes(l.id)) return no('CdB 14.2', `${own.name.en} may not buy allies from the list ${l.name.en}`, `${own.name.fr} ne peut pas acheter d'alliés dans la liste ${l.name.fr}`);
    if (nations.has(l.nationality)) return no('CdB 14.2', 'one allied contingent per nationality', 'un seul contingent allié par nationalité');
    nations.add(l.nationality);
    if (c.mobile + c.immobile !== 2) return no('CdB 14.2', 'an allied contingent brings its own general and two baggage', 'un contingent allié comprend son général et deux bagages');
    for (let i = 0; i < l.entries.length; i++) {
      const en = l.entries[i], n = c.counts[i];
      if (!en.compulsory) { if (n > 0) return no('CdB 14.2', `an allied contingent takes only the list's compulsory troops, not ${en.type}`, `un contingent allié ne prend que les troupes obligatoires de sa liste, pas de ${typeFr(en.type)}`); continue; }
      const lo = Math.ceil(scaledMin(en.min, a.points) / 4), hi = Math.floor(scaledMax(en.max, a.points) / 3);
      if (n < lo || n > hi) return no('CdB 14.2', `an allied contingent takes from a quarter of the minimum to a third of the maximum of each compulsory entry: ${en.type} ${lo} to ${hi}`, `un contingent allié prend d'un quart des minima à un tiers des maxima de chaque entrée obligatoire : ${typeFr(en.type)} de ${lo} à ${hi}`);
    }
    if (c.counts.reduce((t, n) => t + n, 0) < 2) return no('CdB 14.2', 'an allied contingent has at least one element besides its general', 'un contingent allié compte au moins un élément en plus de son général');
  }
  // 14, sidebar-300: the list's minima and maxima, scaled, over the army's own corps.
  for (let i = 0; i < own.entries.length; i++) {
    const en = own.entries[i], n = ownCorps.reduce((t, c) => t + c.counts[i], 0);
    const lo = scaledMin(en.min, a.points), hi = scaledMax(en.max, a.points);
    if (n < lo || n > hi) return no('CdB 14', `${own.name.en} at ${POINTS[a.points]} points fields ${lo} to ${hi} ${en.type} (${en.regular ? 'regular' : 'irregular'}), not ${n}`, `${own.name.fr} à ${POINTS[a.points]} points aligne de ${lo} à ${hi} ${typeFr(en.type)} (${en.regular ? 'réguliers' : 'irréguliers'}), pas ${n}`);
  }
  const cost = armyPoints(a);
  if (cost > POINTS[a.points]) return no('CdB 14', `this army costs ${cost} points, more than ${POINTS[a.points]}`, `cette armée coûte ${cost} points, plus que ${POINTS[a.points]}`);
  return null;
}

/** The orders of battle of a legal choice: corps in order, each general first; the first
 *  corps's general is the commander-in-chief. */
export function armyOf(a: ArmyChoice): ArmyDef & { nationality: string } {
  if ('sample' in a) { const s = SAMPLE_ARMIES[a.sample]; return { ...s, nationality: s.id }; }
  const own = ARMY_LISTS[a.list];
  const corps: CorpsDef[] = a.corps.map((c, k) => {
    const l = ARMY_LISTS[c.list];
    const def = (i: number, general: boolean): CounterDef => {
      const en = l.entries[i];
      return { type: en.type, quality: en.quality, regular: en.regular, ...(general ? { general: true } : {}), ...(general && k === 0 ? { cinc: true } : {}),
        ...(en.chariot ? { chariot: true } : {}), ...(en.dismounted ? { dismounted: { ...en.dismounted } } : {}) };
    };
    const counters = [def(c.general, true)];
    c.counts.forEach((n, i) => { for (let j = i === c.general ? 1 : 0; j < n; j++) counters.push(def(i, false)); });
    const baggage = [...Array(c.mobile).fill('mobile'), ...Array(c.immobile).fill('immobile')] as CorpsDef['baggage'];
    return { counters, baggage, ...(c.list !== a.list ? { allied: true, nationality: l.nationality } : {}) };
  });
  return { id: own.id, name: own.name, dates: '', aggression: own.aggression, corps, prov: own.prov, nationality: own.nationality };
}
