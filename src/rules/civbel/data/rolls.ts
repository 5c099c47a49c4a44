// The surviving die tables and DP values (pp. 21–26): control tests, risk to leaders,
// DP causes and removal, special troops' critical hits. Each carries its page.
import { rb, type Provenance } from './provenance';

/** Control test results by modified score (p.21, CMD-23). Scores below 1 read as
 *  1–2 and above 6 as 5–6 (spec CMD-23 [INTERP]). */
export type ControlBand = 'low' | 'asWished' | 'high';
export const CONTROL_BANDS: readonly { from: number; to: number; band: ControlBand }[] = [
  { from: 1, to: 2, band: 'low' },
  { from: 3, to: 4, band: 'asWished' },
  { from: 5, to: 6, band: 'high' },
];
export const CONTROL_MODIFIERS = { chargingLootingPursuing: 1, inspiringLeader: 1, steadyingLeader: 1 } as const;

/** Risk to leaders (p.22–23): 1 on the first D6 is a Hit; the second D6 (−1 from a
 *  combat result while inspiring) reads ≤1 killed, 2–3 lose 2 CPs, 4–6 lose 1 CP. */
export const RISK = { hitOn: 1, killedUpTo: 1, loseTwoUpTo: 3, inspiringCombatModifier: -1 } as const;
/** Leader fate when his unit is destroyed (p.23): 1–3 killed, 4 captured, 5–6 escapes. */
export const FATE = { killedUpTo: 3, capturedOn: 4 } as const;

/** DPs by cause (p.25–26, MOR-C1..C13). */
export const DP_CAUSE = {
  lowerOrLightLost: 1,
  equalOrHigherRetires: 1,
  equalOrHigherLost: 2,
  elephantsOrCamels: 1,
  surprise: 1,
  leaderLost: 1,
  generalLost: 2,
  onlyLeaderDetachesInCombat: 1,
  evade: 1,
  burstThrough: 2,
  burstThroughOpeningLanes: 1,
  flankRearCharge: 2,
  flankRearChargeUnformed: 1,
  /** Fatigue DPs are not taken by a unit already holding this many (p.25). */
  fatigueImmuneAt: 3,
  obstacleMax: 4,
} as const;

/** DP removal in the Recovery Phase by grade (p.25, MOR-05): DPs removed always,
 *  and extra ones only when not shot at and beyond 1 JT of the enemy. */
export const DP_REMOVAL: Record<'A' | 'B' | 'C', { always: number; ifQuiet: number }> = {
  A: { always: 1, ifQuiet: 1 },
  B: { always: 1, ifQuiet: 0 },
  C: { always: 0, ifQuiet: 1 },
};

/** Special troops (p.26, MOR-S1/S2): a Hit is critical on 1 in combat, 1–2 otherwise;
 *  a critical destroys on 1–2; on 3 Artillery and Scythed Chariots are destroyed and
 *  Elephants rampage; on 4–6 Artillery is destroyed and the others rampage. A
 *  rampaging stand is destroyed on 4–6 before each later rampage move. */
export const SPECIAL = { criticalCombatUpTo: 1, criticalOtherUpTo: 2, destroyedUpTo: 2, elephantRampageFrom: 3, chariotRampageFrom: 4, rampageDestroyedFrom: 4 } as const;

export const ROLL_SOURCES: Record<string, Provenance> = {
  CONTROL_BANDS: rb(21, 'Control Tests'), CONTROL_MODIFIERS: rb(21, 'Control Tests: Modifiers'),
  RISK: rb(22, 'Risk to Leaders'), FATE: rb(23, 'Risk to Leaders'),
  DP_CAUSE: rb(25, 'Causes of DPs', 'burst-through 2 (1 when opening lanes) from the list; p.26 breaks off at "1-3 DPs" (spec G8)'),
  DP_REMOVAL: rb(25, 'DP Removal'), SPECIAL: rb(26, 'Special Troops and DPs'),
};
