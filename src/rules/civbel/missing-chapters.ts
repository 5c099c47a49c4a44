// The one interface behind which the missing chapters (pp. 29–50: movement,
// manoeuvre, shooting, combat) sit. Today only the stand-in of spec Appendix A
// ("CB-provisional") implements it; when the real pages are found, a second
// implementation is added under a new version and games name the version they
// were played under in their header (option `rulesModule`), so that games played
// under the stand-in still verify. Lookups by version use a Map: the value comes
// from a header.
import { COMBAT_RESULTS, MOVE_DICE, PROVISIONAL_VERSION, RAMPAGE_DIRECTIONS, SHOOTING } from './data/provisional';
import type { TroopTypeId } from './data/troops';

export interface MissingChapters {
  /** The version written in a game's header. */
  version: string;
  /** Whether the player must be told that a result came from a stand-in. */
  provisional: boolean;
  /** Movement dice (AvD) and the most charge dice a unit may declare (MOV, CMB-K1). */
  moveDice(type: TroopTypeId, phalanx: boolean): { move: number; charge: number };
  /** The D6 score a shooting die needs (SHO), before modifiers. */
  hitScore(o: { artillery: boolean; withinJavelin: boolean }): number;
  /** Most DPs one target takes from one exchange (SHO-K8 "sharing hits"). */
  maxShootingDps: number;
  /** The combat result for a score difference ≥ 0 (CMB-K5). */
  combatResult(diff: number): { loserDps: number; outcome: 'bothDp' | 'melee' | 'retire' | 'break' };
  /** The rampage direction, degrees left of the stand's new heading, for a D6 (MOR-S3; the p.26 diagram is lost). */
  rampageTurn(elephantVsNonSpecial: boolean, d6: number): number;
}

/** Spec Appendix A, every value from data/provisional.ts. */
export const CB_PROVISIONAL: MissingChapters = {
  version: PROVISIONAL_VERSION,
  provisional: true,
  moveDice: (type, phalanx) => (phalanx ? MOVE_DICE.phalanx : MOVE_DICE[type]),
  hitScore: (o) => (o.artillery ? SHOOTING.hitArtillery : o.withinJavelin ? SHOOTING.hitShort : SHOOTING.hitLong),
  maxShootingDps: SHOOTING.maxDpsPerTarget,
  combatResult: (diff) => {
    const r = COMBAT_RESULTS.find((x) => diff >= x.from && diff <= x.to) ?? COMBAT_RESULTS[COMBAT_RESULTS.length - 1];
    return { loserDps: r.loserDps, outcome: r.outcome };
  },
  rampageTurn: (elephant, d6) => (elephant ? RAMPAGE_DIRECTIONS.elephant : RAMPAGE_DIRECTIONS.other)[d6 - 1],
};

const MODULES = new Map<string, MissingChapters>([[CB_PROVISIONAL.version, CB_PROVISIONAL]]);

/** The module a header names, or undefined for a version this build does not know. */
export function missingChapters(version: string): MissingChapters | undefined {
  return MODULES.get(version);
}
