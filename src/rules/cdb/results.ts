// Combat results (rule 11.5, source table "RÉSULTATS DE COMBAT", spec §5.7): which row
// applies and what happens to the loser, with the flank-attack conversion of 11.4.
import type { Ground } from './data/terrain';
import { RESULTS, resultRow, type Outcome, type ResultCondition, type ResultEntry } from './data/results';
import { isMounted, type Quality, type UnitType } from './data/units';

export { resultRow };

export interface ResultContext {
  loserType: UnitType;
  loserQuality: Quality;
  /** The loser's hex. */
  loserGround: Ground;
  opponentType: UnitType;
  opponentQuality: Quality;
  mode: 'melee' | 'shot';
  /** The mêlée is fought in the player-turn the two came into contact (spec A11). */
  firstMelee?: boolean;
  /** The loser is under a flank attack (11.4). */
  flankAttacked?: boolean;
  /** Baggage: mobile (2.4). */
  mobile?: boolean;
  /** Option flankFlee = flees: a flight under flank attack stays a flight. */
  flankFleeFlees?: boolean;
}

function holds(c: ResultCondition, x: ResultContext): boolean {
  if (c.by && !c.by.includes(x.opponentType)) return false;
  if (c.byMounted && !isMounted(x.opponentType)) return false;
  if (c.byQuality && x.opponentQuality !== c.byQuality) return false;
  if (c.mode && x.mode !== c.mode) return false;
  if (c.ground && !c.ground.includes(x.loserGround)) return false;
  if (c.loserQuality && x.loserQuality !== c.loserQuality) return false;
  if (c.loserQualityNot && x.loserQuality === c.loserQualityNot) return false;
  if (c.firstMelee && !x.firstMelee) return false;
  return true;
}

/** The table entry for a loser type in a row. */
export function resultEntry(row: 1 | 2 | 3, t: UnitType): ResultEntry {
  const own = RESULTS.find((e) => e.row === row && e.losers !== 'others' && e.losers.includes(t));
  const e = own ?? RESULTS.find((x) => x.row === row && x.losers === 'others');
  if (!e) throw new Error(`cdb: no result for ${t} in row ${row}`);
  return e;
}

export interface Result { outcome: Exclude<Outcome, 'fleeIfMobile'>; entry: string; flankConverted: boolean }

/** The loser's result. Row 1 also applies to the other side (both equal): the caller asks
 *  for each. A recoil or a flight under flank attack becomes destruction (11.4; a flight
 *  starts with a recoil, spec A12). Immobile baggage that would flee stays [INTERP]. */
export function combatResult(row: 1 | 2 | 3, x: ResultContext): Result {
  const e = resultEntry(row, x.loserType);
  let out: Outcome = e.otherwise;
  for (const cl of e.clauses) if (cl.any.some((c) => holds(c, x))) { out = cl.outcome; break; }
  if (out === 'fleeIfMobile') out = x.mobile ? 'flee' : 'none';
  if (x.flankAttacked && (out === 'recoil' || (out === 'flee' && !x.flankFleeFlees))) return { outcome: 'destroyed', entry: e.id, flankConverted: true };
  return { outcome: out, entry: e.id, flankConverted: false };
}
