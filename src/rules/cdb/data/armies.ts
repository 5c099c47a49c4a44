// The two sample orders of battle of spec §6.3: DBA lists I/24b (Hittite Empire) and
// I/26a (Later Mycenaean), historical enemies, scaled ×3 into three corps of 12 counters.
// They are test data, not from the rulebook: the grades and regular/irregular status
// are placeholders until checked against DBM lists I/24 and I/26.
import { ph, type Provenance } from '../../../engine/provenance';
import type { Text } from '../../../engine/contract';
import type { Quality, UnitType } from './units';

export interface CounterDef {
  type: UnitType;
  quality: Quality;
  regular: boolean;
  general?: boolean;
  cinc?: boolean;
  /** Heavy chariots counted as Kn, and chariot Cv (11.9 needs it for Kn). */
  chariot?: boolean;
  /** The dismounted form the owner may deploy instead, chosen per counter (2.7). */
  dismounted?: { type: UnitType; quality: Quality };
}

export interface CorpsDef {
  counters: CounterDef[]; // the general first
  baggage: ('mobile' | 'immobile')[];
  /** An allied contingent bought from another list (14.2), and its list's nationality (4.3). */
  allied?: boolean;
  nationality?: string;
}

export interface ArmyDef {
  id: string;
  name: Text;
  dates: string;
  aggression: number;
  corps: CorpsDef[];
  prov: Provenance;
}

const C = (type: UnitType, n: number, more: Partial<CounterDef> = {}): CounterDef[] =>
  Array.from({ length: n }, () => ({ type, quality: 'O' as Quality, regular: false, ...more }));

const hittiteCorps = (cinc: boolean, ps: number, hd: number): CorpsDef => ({
  counters: [
    ...C('Kn', 1, { general: true, chariot: true, ...(cinc ? { cinc: true } : {}) }),
    ...C('Kn', 2, { chariot: true }), ...C('Cv', 1, { chariot: true }), ...C('Sp', 6), ...C('Ps', ps), ...C('Hd', hd),
  ],
  baggage: ['mobile', 'immobile'],
});

const CV_BD = { chariot: true, dismounted: { type: 'Bd' as UnitType, quality: 'O' as Quality } };
const mycenaeanCorps = (cinc: boolean, extra: UnitType): CorpsDef => ({
  counters: [
    ...C('Cv', 1, { general: true, ...CV_BD, ...(cinc ? { cinc: true } : {}) }),
    ...C('Cv', 3, CV_BD), ...C('Sp', 4), ...C(extra, 2), ...C('Ps', 2),
  ],
  baggage: ['mobile', 'immobile'],
});

const GRADES = ph('spec §6.3: qualities and regular/irregular are placeholders (DBA has no grades)');

export const SAMPLE_ARMIES: ArmyDef[] = [
  { id: 'hittite', name: { en: 'Hittite Empire', fr: 'Empire hittite' }, dates: '1274–1180 BC', aggression: 2,
    corps: [hittiteCorps(true, 1, 1), hittiteCorps(false, 1, 1), hittiteCorps(false, 2, 0)], prov: GRADES },
  { id: 'mycenaean', name: { en: 'Later Mycenaean (Achaian)', fr: 'Mycéniens tardifs (Achéens)' }, dates: '1250–1190 BC', aggression: 4,
    corps: [mycenaeanCorps(true, 'Sp'), mycenaeanCorps(false, 'Wb'), mycenaeanCorps(false, 'Pk')], prov: GRADES },
];
