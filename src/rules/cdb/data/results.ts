// The combat results table (source table "RÉSULTATS DE COMBAT", spec §5.7), as data.
// Row 1: equal scores; row 2: lower but more than half the winner's; row 3: half or less.
// For each loser type the clauses are read in order: the first clause with a matching
// condition gives the result, otherwise the entry's `otherwise`. A condition matches when
// every field it names holds. "In clear / in difficult" is the loser's hex (spec A42).
import { ph, rb, type Provenance } from '../../../engine/provenance';
import type { Ground } from './terrain';
import type { Quality, UnitType } from './units';

export type Outcome = 'none' | 'recoil' | 'flee' | 'destroyed' | 'fleeIfMobile';

export interface ResultCondition {
  /** The opponent (mêlée enemy or shooter) is one of these types. */
  by?: UnitType[];
  /** The opponent is mounted. */
  byMounted?: boolean;
  /** The opponent's printed quality. */
  byQuality?: Quality;
  mode?: 'melee' | 'shot';
  /** The loser's hex is of one of these grounds. */
  ground?: Ground[];
  loserQuality?: Quality;
  loserQualityNot?: Quality;
  /** The mêlée is fought in the player-turn the contact was made (spec A11). */
  firstMelee?: boolean;
}

export interface ResultEntry {
  id: string;
  row: 1 | 2 | 3;
  losers: UnitType[] | 'others';
  clauses: { outcome: Outcome; any: ResultCondition[] }[];
  otherwise: Outcome;
  prov: Provenance;
}

const CLEAR: Ground[] = ['clear'];
const DIFF: Ground[] = ['difficult'];
const RB = (ref: string) => rb('RÉSULTATS DE COMBAT ' + ref);
const e = (id: string, row: 1 | 2 | 3, losers: UnitType[] | 'others', clauses: ResultEntry['clauses'], otherwise: Outcome, prov: Provenance): ResultEntry =>
  ({ id, row, losers, clauses, otherwise, prov });

export const RESULTS: ResultEntry[] = [
  e('5.7-1-Exp', 1, ['Exp'], [], 'destroyed', RB('1 ⟨X⟩')),
  e('5.7-1-others', 1, 'others', [], 'none', RB('1: combat continues')),

  e('5.7-2-El', 2, ['El'], [{ outcome: 'destroyed', any: [{ by: ['Ps', 'Ax', 'Art', 'LH'] }, { ground: DIFF }] }], 'recoil', RB('2 Éléphants')),
  e('5.7-2-Kn', 2, ['Kn'], [{ outcome: 'destroyed', any: [{ by: ['El', 'Exp', 'LH'] }, { by: ['Bw'], byQuality: 'S', mode: 'melee', firstMelee: true }, { ground: DIFF }] }], 'recoil', RB('2 Chevaliers')),
  e('5.7-2-mounted', 2, ['Cv', 'LH', 'Cm'], [{ outcome: 'flee', any: [{ ground: DIFF }, { by: ['Exp'] }] }], 'recoil', RB('2 autres troupes montées')),
  e('5.7-2-BdPkSp', 2, ['Bd', 'Pk', 'Sp'], [{ outcome: 'destroyed', any: [{ ground: CLEAR, by: ['Kn', 'Exp'] }, { ground: CLEAR, by: ['Cm'], byQuality: 'S' }, { by: ['Wb'] }] }], 'recoil', RB('2 Lames, Piques, Lances')),
  e('5.7-2-Ax', 2, ['Ax'], [{ outcome: 'destroyed', any: [{ ground: CLEAR, by: ['Kn'] }, { ground: CLEAR, by: ['Cm'], byQuality: 'S' }] }], 'recoil', RB('2 Auxiliaires')),
  e('5.7-2-Bw', 2, ['Bw'], [{ outcome: 'destroyed', any: [{ byMounted: true, mode: 'melee' }] }], 'recoil', RB('2 Archers')),
  e('5.7-2-Wb', 2, ['Wb'], [{ outcome: 'destroyed', any: [{ ground: CLEAR, by: ['Kn', 'Exp'] }, { ground: CLEAR, by: ['Cm'], byQuality: 'S' }, { by: ['El'] }] }], 'recoil', RB('2 Barbares')),
  e('5.7-2-Ps', 2, ['Ps'], [
    { outcome: 'destroyed', any: [{ ground: CLEAR, by: ['Kn', 'Cv', 'LH'] }] },
    { outcome: 'recoil', any: [{ by: ['El', 'Exp'] }, { mode: 'shot' }, { ground: ['broken', 'difficult'] }] },
  ], 'flee', RB('2 Psiloi')),
  e('5.7-2-Exp', 2, ['Exp'], [], 'destroyed', RB('2 Sacrifiables')),
  e('5.7-2-Art', 2, ['Art'], [{ outcome: 'destroyed', any: [{ mode: 'melee' }] }], 'recoil', RB('2 Artillerie')),
  e('5.7-2-WW', 2, ['WW'], [{ outcome: 'destroyed', any: [{ by: ['Art'], loserQualityNot: 'X' }, { by: ['El'] }] }], 'none',
    ph('[RECON] the rulebook names no result otherwise (spec M2): no effect, as in DBA')),
  e('5.7-2-Hd', 2, ['Hd'], [{ outcome: 'destroyed', any: [{ ground: CLEAR, by: ['Kn', 'Exp'] }, { ground: CLEAR, by: ['Cm'], byQuality: 'S' }, { by: ['El', 'Wb'] }] }], 'recoil', RB('2 Hordes')),
  e('5.7-2-Bag', 2, ['Bag'], [{ outcome: 'destroyed', any: [{ mode: 'melee' }] }], 'fleeIfMobile', RB('2 Bagages')),

  e('5.7-3-LH', 3, ['LH'], [{ outcome: 'destroyed', any: [{ byMounted: true }, { by: ['WW', 'Bw'], mode: 'melee' }, { ground: DIFF, mode: 'melee' }] }], 'flee', RB('3 Cavalerie légère')),
  e('5.7-3-Cv', 3, ['Cv'], [{ outcome: 'flee', any: [{ ground: CLEAR, by: ['Sp', 'Pk'] }] }], 'destroyed', RB('3 Cavalerie')),
  e('5.7-3-Ps', 3, ['Ps'], [{ outcome: 'destroyed', any: [{ loserQuality: 'X' }, { mode: 'melee', ground: CLEAR, byMounted: true }, { by: ['Bw', 'Ax', 'Ps'] }] }], 'flee', RB('3 Psiloi')),
  e('5.7-3-others', 3, 'others', [], 'destroyed', ph('[RECON] both files stop after Psiloi (spec M1): all other types destroyed, as in DBA')),
];

/** Which row applies: exact comparison of 2·L with W (spec §5.7, A30). */
export function resultRow(winner: number, loser: number): 1 | 2 | 3 {
  if (loser === winner) return 1;
  return 2 * loser > winner ? 2 : 3;
}
