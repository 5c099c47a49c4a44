// The stand-in for the missing chapters (pp. 29–50): spec Appendix A,
// "CB-provisional". NOT Civitates Bellantes: every value here is ours, labelled
// 'provisional', and travels under PROVISIONAL_VERSION in a game's header so that
// games played under it still verify after the real chapters replace it.
import { prov, type Provenance } from './provenance';
import type { TroopTypeId } from './troops';

export const PROVISIONAL_VERSION = 'CB-provisional-0';

/** A.1: movement and maximum charge dice (AvD) per troop class. */
export const MOVE_DICE: Record<TroopTypeId | 'phalanx', { move: number; charge: number }> = {
  phalanx: { move: 2, charge: 1 }, phalangites: { move: 2, charge: 1 },
  swordsmen: { move: 2, charge: 2 }, spearmen: { move: 2, charge: 2 }, shockInfantry: { move: 2, charge: 2 }, bowmen: { move: 2, charge: 2 }, rabble: { move: 2, charge: 2 },
  skirmishers: { move: 3, charge: 2 }, missileTroops: { move: 3, charge: 2 }, javelinmen: { move: 3, charge: 2 },
  cataphracts: { move: 3, charge: 2 }, heavyChariot: { move: 3, charge: 2 }, elephantIndian: { move: 3, charge: 2 }, elephantAfrican: { move: 3, charge: 2 },
  heavyCavalry: { move: 4, charge: 3 }, shockCavalry: { move: 4, charge: 3 }, lightChariotCeltic: { move: 4, charge: 3 }, lightChariotIndian: { move: 4, charge: 3 }, scythedChariot: { move: 4, charge: 3 },
  lightCavalry: { move: 5, charge: 3 }, horseArchers: { move: 5, charge: 3 },
  artillery: { move: 1, charge: 0 },
};

/** A.4: shooting hit scores on a D6 by range, and the DP cap per target per phase. */
export const SHOOTING = { hitShort: 4, hitLong: 5, hitArtillery: 4, maxDpsPerTarget: 3 } as const;

/** A.5: combat result by the difference of scores. */
export const COMBAT_RESULTS: readonly { from: number; to: number; loserDps: number; outcome: 'bothDp' | 'melee' | 'retire' | 'break' }[] = [
  { from: 0, to: 0, loserDps: 1, outcome: 'bothDp' },
  { from: 1, to: 2, loserDps: 1, outcome: 'melee' },
  { from: 3, to: 4, loserDps: 2, outcome: 'retire' },
  { from: 5, to: 99, loserDps: 3, outcome: 'break' },
];

/** A.6: an army breaks at this loss ratio (percent); General lost +10; own baggage held +15. */
export const VICTORY = { breakPercent: 50, generalLost: 10, baggageLost: 15, turnLimit: 12, minorMargin: 10 } as const;

/** A.8: rampage directions (degrees left of the new heading, D6 1..6) replacing the
 *  lost diagram of p.26. */
export const RAMPAGE_DIRECTIONS = {
  elephant: [90, 135, 180, 180, -135, -90],
  other: [0, 45, -45, 90, -90, 180],
} as const;

export const PROVISIONAL_SOURCES: Record<string, Provenance> = {
  MOVE_DICE: prov('A.1'), SHOOTING: prov('A.4'), COMBAT_RESULTS: prov('A.5'), VICTORY: prov('A.6'), RAMPAGE_DIRECTIONS: prov('A.8'),
};
