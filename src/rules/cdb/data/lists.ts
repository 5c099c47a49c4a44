// Army lists for the army builder (14, 14.1, 14.2, spec §5.9). The rulebook prints no list,
// no point cost and no aggression factor: they come from the DBM lists ([GAP], spec §6.1).
// Three lists ship as data until real ones are entered: the two of spec §6.3 (DBA I/24b and
// I/26a: each DBA element count is the list minimum, three times it the maximum, as in the
// "Grandes Batailles" scaling) and a free list of every type. Costs are DBM-like placeholders.
import { der, ph, type Provenance } from '../../../engine/provenance';
import type { Text } from '../../../engine/contract';
import type { Quality, UnitType } from './units';

export interface ListEntry {
  type: UnitType;
  quality: Quality;
  regular: boolean;
  /** Points per counter (placeholder: the DBM lists are not in the rulebook). */
  cost: number;
  /** At 200 points; scaled for 300 and 400 (14, sidebar-300). */
  min: number;
  max: number;
  /** A compulsory entry (min > 0 in the list): the only troops an allied contingent may take (14.2). */
  compulsory: boolean;
  /** May lead a corps as its general (the list's CinC or sub-general types). */
  general?: boolean;
  chariot?: boolean;
  /** The dismounted form the owner may deploy instead (2.7). */
  dismounted?: { type: UnitType; quality: Quality };
}

export interface ArmyList {
  id: string;
  name: Text;
  /** Two contingents of one nationality may not serve in one army (14.2). */
  nationality: string;
  aggression: number;
  /** The list's generals (14.1: corps = generals, at most 4, allies included). */
  generals: number;
  entries: ListEntry[];
  /** Lists this army may buy an allied contingent from (14.2). */
  allies: string[];
  prov: Provenance;
}

/** Placeholder costs per type at (O) grade, from memory of DBM: to be replaced by the lists. */
const COST: Partial<Record<UnitType, number>> = { Kn: 10, Cv: 7, LH: 5, El: 16, Cm: 7, Exp: 3, Sp: 5, Bd: 5, Pk: 4, Ax: 4, Bw: 5, Ps: 2, Wb: 3, Hd: 1, Art: 8, WW: 10 };
const e = (type: UnitType, min: number, max: number, more: Partial<ListEntry> = {}): ListEntry =>
  ({ type, quality: 'O', regular: false, cost: COST[type] ?? 1, min, max, compulsory: min > 0, ...more });

const FREE_TYPES: UnitType[] = ['Kn', 'Cv', 'LH', 'El', 'Cm', 'Exp', 'Sp', 'Bd', 'Pk', 'Ax', 'Bw', 'Ps', 'Wb', 'Hd', 'Art', 'WW'];

export const ARMY_LISTS: ArmyList[] = [
  { id: 'hittite', name: { en: 'Hittite Empire', fr: 'Empire hittite' }, nationality: 'hittite', aggression: 2, generals: 3,
    entries: [e('Kn', 3, 9, { general: true, chariot: true }), e('Cv', 1, 3, { chariot: true }), e('Sp', 6, 18), e('Ps', 1, 6), e('Hd', 0, 3)],
    allies: ['mycenaean'], prov: der('spec §6.3 from DBA I/24b: DBA count = minimum, ×3 = maximum; grades and costs placeholders') },
  { id: 'mycenaean', name: { en: 'Later Mycenaean (Achaian)', fr: 'Mycéniens tardifs (Achéens)' }, nationality: 'mycenaean', aggression: 4, generals: 3,
    entries: [e('Cv', 4, 12, { general: true, chariot: true, dismounted: { type: 'Bd', quality: 'O' } }), e('Sp', 4, 18), e('Wb', 0, 6), e('Pk', 0, 6), e('Ps', 2, 6)],
    allies: ['hittite'], prov: der('spec §6.3 from DBA I/26a: DBA count = minimum, ×3 = maximum; grades and costs placeholders') },
  { id: 'free', name: { en: 'Free army', fr: 'Armée libre' }, nationality: 'free', aggression: 2, generals: 4,
    entries: FREE_TYPES.flatMap((t) => [e(t, 0, 24, { general: true }), e(t, 0, 24, { general: true, regular: true, cost: (COST[t] ?? 1) + 1 })]),
    allies: ['hittite', 'mycenaean'], prov: ph('every type, regular or irregular, (O), 0–24 each; costs and aggression placeholders') },
];

/** 14, sidebar-300: list minima and maxima multiplied for bigger games (generals unchanged):
 *  ×1.5 at 300 points (the sidebar's "1.5 to be exact"), ×2 at 400; counted in halves. */
export const POINTS = [200, 300, 400] as const;
export const SCALE_HALVES = [2, 3, 4];
/** [INTERP] minima round down and maxima round up when ×1.5 gives a half. */
export const scaledMin = (n: number, pointsIdx: number) => Math.floor((n * SCALE_HALVES[pointsIdx]) / 2);
export const scaledMax = (n: number, pointsIdx: number) => Math.ceil((n * SCALE_HALVES[pointsIdx]) / 2);
/** Option listRounding 'narrow' [INTERP]: minima round up, maxima down. */
export const scaledMinNarrow = (n: number, pointsIdx: number) => Math.ceil((n * SCALE_HALVES[pointsIdx]) / 2);
export const scaledMaxNarrow = (n: number, pointsIdx: number) => Math.floor((n * SCALE_HALVES[pointsIdx]) / 2);

/** 14.2 ⟨X⟩: an allied general costs the troop +10 points if regular, +5 if irregular. */
export const ALLY_GENERAL_EXTRA = { regular: 10, irregular: 5 };
