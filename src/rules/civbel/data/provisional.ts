// The stand-in for the missing chapters (pp. 29–50): spec Appendix A,
// "CB-provisional". NOT Civitates Bellantes: every value here is ours, labelled
// 'provisional', and travels under PROVISIONAL_VERSION in a game's header so that
// games played under it still verify after the real chapters replace it.
// Lengths are plane units (data/scale.ts: 240 per JT). Nothing outside
// src/rules/civbel/provisional/ reads this file: the rest of the system asks the
// MissingChapters interface (missing-chapters.ts).
import { prov, type Provenance } from './provenance';
import { JT } from './scale';
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

/** A.1 march moves: Column, March Column and unformed units count 1 JT a pip, the
 *  others ½ JT (the tactical pip of p.13). Artillery cannot shoot in a turn it moves. */
export const MARCH = { pipFast: JT, pipOther: JT / 2, artilleryShootsAfterMoving: false } as const;

/** A.1 fatigue and disorder (MOR-C9): only when part of the move is within 5 JT of a
 *  visible enemy; each trigger +1, at most 2 a movement phase. */
export const FATIGUE = {
  within: 5 * JT, cap: 2,
  /** formed, not A grade, any manoeuvre but Advance, Slow Walk, Side-step/Step-back */
  manoeuvre: 1,
  /** formed, a stand entered broken ground */
  brokenGround: 1,
  /** C grade, formed, moved farther than a Slow Walk */
  cGradeBeyondSlowWalk: 1,
} as const;

/** A.2 terrain classes (the book's terrain types, §2.6, as the stand-in groups them). */
export type ProvTerrain = 'open' | 'gentleSlope' | 'road' | 'unevenSlope' | 'steepSlope' | 'sheerSlope' | 'broken' | 'difficult' | 'river' | 'obstacle' | 'ford' | 'bridge';
/** A.2 columns: who is moving. Elephants are mounted except in difficult terrain. */
export type MoverClass = 'formedFoot' | 'unformedFoot' | 'mounted' | 'elephant' | 'wheeled';
/** A cost factor: a distance d inside costs d × factor; 'half' = crossing uses ½ of
 *  the rolled move; null = impassable. */
export type TerrainCost = 1 | 2 | 4 | 'half' | null;

const row = (formedFoot: TerrainCost, unformedFoot: TerrainCost, mounted: TerrainCost, elephant: TerrainCost, wheeled: TerrainCost): Record<MoverClass, TerrainCost> => ({ formedFoot, unformedFoot, mounted, elephant, wheeled });

/** A.2: movement through terrain ("×½" is a cost factor of 2, "×¼" of 4). */
export const TERRAIN_COST: Record<ProvTerrain, Record<MoverClass, TerrainCost>> = {
  open: row(1, 1, 1, 1, 1),
  gentleSlope: row(1, 1, 1, 1, 1),
  road: row(1, 1, 1, 1, 1),
  unevenSlope: row(2, 1, 2, 2, 2),
  steepSlope: row(2, 1, 2, 2, null),
  sheerSlope: row(null, null, null, null, null),
  broken: row(2, 1, 2, 2, 2),
  difficult: row(4, 2, null, 2, null),
  river: row(null, null, null, null, null),
  obstacle: row('half', 'half', 'half', 'half', null),
  ford: row('half', 'half', 'half', 'half', 'half'),
  bridge: row(1, 1, 1, 1, 1),
};
/** A.2: a bridge is crossed in Column only; difficult ground allows no command-formation moves. */
export const TERRAIN_LIMITS = { columnOnly: ['bridge'] as readonly ProvTerrain[], noCommandFormation: ['difficult'] as readonly ProvTerrain[] };

/** The stand-in's reading of the terrain pieces the surviving pages name (terrain.ts):
 *  ours, for the stand-in only. */
export const TERRAIN_CLASS_OF: Record<'hill' | 'fortress' | 'denseWood' | 'town' | 'marsh' | 'dunes' | 'lightCover', ProvTerrain> = {
  hill: 'gentleSlope', fortress: 'obstacle', denseWood: 'difficult', town: 'difficult', marsh: 'difficult', dunes: 'broken', lightCover: 'broken',
};

/** A.2 obstacle DPs (MOR-C10): max(0, D6 + modifiers − 2), at most 4. */
export const OBSTACLE = { subtract: 2, unformedOrLight: -2, gradeA: -1, fortificationOrSteepBank: 1 } as const;

/** A.2 terrain in combat. */
export const TERRAIN_COMBAT = { opponentLower: 1, defendingObstacle: 1, brokenGround: -1 } as const;

/** A.3 manoeuvres: what each costs out of the rolled move. 'path' = the distance
 *  moved; 'arc' = the outer corner's arc; 'half' / 'whole' = that part of the move. */
export type ManoeuvreKind = 'advance' | 'wheel' | 'aboutFace' | 'formationChange' | 'reform' | 'refuseFlank' | 'deepenThin' | 'sideStep' | 'slowWalk' | 'mountDismount' | 'incline' | 'interpenetrate' | 'lineRelief' | 'passGap';
export interface ManoeuvreRow { cost: 'path' | 'arc' | 'half' | 'whole' | 'free'; limit?: number; maxAngle?: number; noFatigue?: boolean; noDice?: boolean }
export const MANOEUVRES: Record<ManoeuvreKind, ManoeuvreRow> = {
  advance: { cost: 'path', noFatigue: true },
  wheel: { cost: 'arc' },
  aboutFace: { cost: 'half' },
  formationChange: { cost: 'half' },
  reform: { cost: 'whole' },
  refuseFlank: { cost: 'free' },
  deepenThin: { cost: 'half' },
  sideStep: { cost: 'whole', limit: JT / 2, noFatigue: true },
  slowWalk: { cost: 'whole', limit: JT, noFatigue: true, noDice: true },
  mountDismount: { cost: 'whole' },
  incline: { cost: 'path', maxAngle: 45 },
  interpenetrate: { cost: 'free' },
  lineRelief: { cost: 'whole' },
  passGap: { cost: 'half', limit: JT },
};
/** A.3: A grade change formation for nothing when it is their only action; a
 *  re-form needs 1 JT clear of the enemy; at most two actions of ≤ ½ move each;
 *  a formed unit passed through within bow range takes 1 DP; π for the arc as 355/113. */
export const MANOEUVRE_RULES = { aGradeFreeChange: true, reformClearOfEnemy: JT, maxActions: 2, interpenetratedDp: 1, piNum: 355, piDen: 113 } as const;

/** A.4: shooting hit scores on a D6 by range, and the DP cap per target per phase. */
export const SHOOTING = { hitShort: 4, hitLong: 5, hitArtillery: 4, maxDpsPerTarget: 3 } as const;
/** A.4: who shoots and the modifiers on each die. */
export const SHOOTING_STANDS = { bowmenRanks: 2, halvedRoundedUp: true, artilleryStands: 1, shortRange: JT } as const;
export const SHOOTING_MODIFIERS = { armoured: -1, cover: -1, unformedLight: -1, column: 1 } as const;
/** A.4: a detached leader or mounted messenger beyond 1 JT of friends is hit on a 6. */
export const LEADER_SHOT_HIT_ON = 6;

/** A.5 charges: reach 2.5 JT a declared die; one wheel of at most 45° at the start;
 *  a charge that fails to contact costs 1 DP within bow range of the enemy. */
export const CHARGE = { reachPerDie: (5 * JT) / 2, wheelMax: 45, failDp: 1, failDpWithin: 5 * JT, evaderCv: 0 } as const;

/** A.5 combat modifiers. */
export const COMBAT_MODIFIERS = {
  uns: -1, perTwoDps: -1, armoured: 1, integralNotCharging: 1, phalanxPerRank: 1, phalanxMax: 2,
  flankRearNotTurned: -2, bcChargingWithoutLeader: -1, supportEach: 1, supportMax: 2, scythedMaxAttack: 5,
} as const;

/** A.5: combat result by the difference of scores. */
export const COMBAT_RESULTS: readonly { from: number; to: number; loserDps: number; outcome: 'bothDp' | 'melee' | 'retire' | 'break' }[] = [
  { from: 0, to: 0, loserDps: 1, outcome: 'bothDp' },
  { from: 1, to: 2, loserDps: 1, outcome: 'melee' },
  { from: 3, to: 4, loserDps: 2, outcome: 'retire' },
  { from: 5, to: 99, loserDps: 3, outcome: 'break' },
];

/** A.5 after combat: retire 2 JT; a free hack per enemy on a breaking unit's flank or
 *  rear; routers rally beyond 5 JT; a caught router loses a stand and dies to cavalry
 *  at 2 stands or fewer; Scythed Chariots survive only by winning by 3 or more. */
export const AFTER_COMBAT = { retire: 2 * JT, freeHack: 1, routSafeBeyond: 5 * JT, pursuitCasualties: 1, caughtByCavalryAtMost: 2, scythedBurstFrom: 3 } as const;

/** A.6: an army breaks at this loss ratio (percent); General lost +10; own baggage held +15. */
export const VICTORY = { breakPercent: 50, generalLost: 10, baggageLost: 15, turnLimit: 12, minorMargin: 10 } as const;

/** A.7: the default table (45 × 30 JT) and deployment zones 6 JT deep from each long edge. */
export const DEPLOYMENT = { width: 45 * JT, height: 30 * JT, zoneDepth: 6 * JT } as const;

/** A.8: rampage directions (degrees left of the new heading, D6 1..6) replacing the
 *  lost diagram of p.26. */
export const RAMPAGE_DIRECTIONS = {
  elephant: [90, 135, 180, 180, -135, -90],
  other: [0, 45, -45, 90, -90, 180],
} as const;

/** How much further than its roll a rampage may go to end clear of the troops it burst
 *  through (ours: MOR-S3 and A.8 are silent; 4 JT in plane units). */
export const RAMPAGE_CLEAR = 4 * 240;

export const PROVISIONAL_SOURCES: Record<string, Provenance> = {
  MOVE_DICE: prov('A.1'), MARCH: prov('A.1'), FATIGUE: prov('A.1'),
  TERRAIN_COST: prov('A.2'), TERRAIN_LIMITS: prov('A.2'), TERRAIN_CLASS_OF: prov('A.2', 'which A.2 class each terrain piece of terrain.ts is: ours'),
  OBSTACLE: prov('A.2'), TERRAIN_COMBAT: prov('A.2'),
  MANOEUVRES: prov('A.3', 'ours where A.3 is silent: a side-step goes square to a flank (90°); the step back has the side-step\'s row (A.3 gives them one); a line relief costs no fatigue DP (A.3 gives it −1 DP and no fatigue line)'), MANOEUVRE_RULES: prov('A.3', 'π as 355/113 for the wheel arc: ours (integer arithmetic)'),
  SHOOTING: prov('A.4'), SHOOTING_STANDS: prov('A.4'), SHOOTING_MODIFIERS: prov('A.4'), LEADER_SHOT_HIT_ON: prov('A.4'),
  CHARGE: prov('A.5'), COMBAT_MODIFIERS: prov('A.5'), COMBAT_RESULTS: prov('A.5'), AFTER_COMBAT: prov('A.5'),
  VICTORY: prov('A.6'), DEPLOYMENT: prov('A.7'), RAMPAGE_DIRECTIONS: prov('A.8'), RAMPAGE_CLEAR: prov('A.8', 'ours: the spec is silent on where a rampage that ends on troops stops'),
};
