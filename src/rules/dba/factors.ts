// The terms of a combat or shooting total (RES-01), itemised for the log: the table
// view shows each side's combat factor and every tactical factor with the rule that
// gives it, straight from the close-combat and shooting events (no re-derivation).
// Log events enter no hash and no packet (they are rebuilt on every replay), so what
// they carry can grow without touching recorded games.
import type { Res } from './outcome';

/** Why a tactical factor applies; the view names each key in English and French. */
export type FactorKey =
  | 'camp' | 'bua' | 'general' | 'uphill' | 'bank' | 'flankL' | 'flankR' | 'rear'
  | 'bad' | 'support' | 'psSupport' | 'aiders' | 'buaBank';

/** One tactical factor: [signed value, rule id, key]. Plain data (a log event). */
export type Factor = [number, string, FactorKey];

/** The rule behind each key (RES-01's table unless a more precise rule gives it). */
export const FACTOR_RULE: Record<FactorKey, string> = {
  camp: 'DBA RES-01', bua: 'DBA GAR-04', general: 'DBA RES-01', uphill: 'DBA TER-03', bank: 'DBA INTERP-34',
  flankL: 'DBA CC-04', flankR: 'DBA CC-04', rear: 'DBA CC-04', bad: 'DBA INTERP-16', support: 'DBA RES-02',
  psSupport: 'DBA RES-03', aiders: 'DBA SHO-06', buaBank: 'DBA GAR-05',
};

export const factor = (v: number, k: FactorKey): Factor => [v, FACTOR_RULE[k], k];
export const sumOf = (fs: Factor[]): number => fs.reduce((t, f) => t + f[0], 0);

/** What a roll between two sides gave: the side that lost (its element id, -1 on a
 *  tie or when the loser ignores it) and its result (OUT-05..07). */
export interface RollOutcome { loser: number; res: Res }

/** The extra fields of a 'combat' or 'shoot' event: combat factors (ca/cb), tactical
 *  factors (fa/fb, each with its rule), and the outcome. The die and total fields stay
 *  as they were (da/db/ta/tb, dp/dt/tp/tt). */
export function rollFields(cfA: number, cfB: number, fA: Factor[], fB: Factor[], out: RollOutcome): Record<string, unknown> {
  return { ca: cfA, cb: cfB, fa: fA, fb: fB, loser: out.loser, res: out.res };
}
