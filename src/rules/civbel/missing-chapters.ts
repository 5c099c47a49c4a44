// The one interface behind which the missing chapters (pp. 29–50: movement,
// manoeuvre, shooting, combat) sit. Today only the stand-in of spec Appendix A
// ("CB-provisional", src/rules/civbel/provisional/) implements it; when the real
// pages are found, a second implementation is added under a new version and games
// name the version they were played under in their header (option `rulesModule`),
// so that games played under the stand-in still verify. The rest of the system
// imports this file, never the stand-in. Lookups by version use a Map: the value
// comes from a header.
import type { Vec } from '../../engine/plane';
import type { ManoeuvreKind, MoverClass, ProvTerrain } from './data/provisional';
import type { TroopTypeId } from './data/troops';
import type { Seat } from '../../engine/contract';
import { CB_PROVISIONAL } from './provisional';
import type { CbState, CbUnit } from './state';
import type { CbTerrain } from './terrain';

/** Every decision the missing chapters make is logged with `provisional` set when
 *  it came from a stand-in, so that the replay can say "provisional rule". `rule`
 *  names the module's section (A.1..A.8) and `cites` the surviving rule it serves. */
export interface ChapterEvent { t: string; rule: string; provisional: boolean; unit?: string; cites?: string; [k: string]: unknown }

export interface Refusal { rule: string; en: string; fr: string }

/** What a unit did in one movement phase, for fatigue and disorder (MOR-C9). */
export interface MoveSummary { nearVisibleEnemy: boolean; manoeuvres: readonly ManoeuvreKind[]; enteredBroken: boolean; beyondSlowWalk: boolean }
/** A piece of a path and the terrain class it crosses. */
export interface PathPiece { terrain: ProvTerrain; length: number }

/** One die of shooting: the stand, the score it needs, the modifiers (rule, value). */
export interface ShotDie { stand: string; need: number; modifiers: { rule: string; value: number }[] }
export interface ShootingResult { unit: CbUnit; hits: number; dps: number; riskToLeaders: boolean; criticalChecks: number; events: ChapterEvent[] }

export type ChargeOutcome = { ok: true; state: CbState; contact: boolean; events: ChapterEvent[] } | { ok: false; refusals: Refusal[] };

/** What a unit's combat score needs that the state does not hold. */
export interface CombatContext {
  opponent: CbUnit; d6: number;
  /** Charged or counter-charged this turn and this is the first round. */
  charged: boolean;
  inspire?: number;
  /** Contacted on a flank or the rear by formed enemy and not turned. */
  flankedNotTurned?: boolean;
  /** Fighting frontally in the open (phalanx bonus). */
  frontalInOpen?: boolean;
  opponentLower?: boolean; defendingObstacle?: boolean; inBrokenGround?: boolean;
  integral?: boolean; support?: number; jtMoved?: number; caughtEvading?: boolean;
}
export interface CombatScore { score: number; cv: number; modifiers: { rule: string; value: number }[] }
export interface CombatPair { a: string; b: string; supportA: number; supportB: number }
export interface CombatResultRow { loserDps: number; outcome: 'bothDp' | 'melee' | 'retire' | 'break' }

export interface ArmyLosses { percent: number; broken: boolean }

export interface MissingChapters {
  /** The version written in a game's header. */
  version: string;
  /** Whether the player must be told that a result came from a stand-in. */
  provisional: boolean;

  // Movement and fatigue (MOV-K1..K17, A.1)
  /** Movement dice (AvD) and the most charge dice a unit may declare (MOV, CMB-K1). */
  moveDice(type: TroopTypeId, phalanx: boolean): { move: number; charge: number };
  /** The distance the rolled pips give, tactical or march (MOV-K1, MOV-K2). */
  moveDistance(u: CbUnit, pips: readonly number[], march: boolean, inMarchColumn?: boolean): number;
  /** Fatigue and disorder DPs after a movement phase, capped by MOR-C9. */
  fatigue(u: CbUnit, m: MoveSummary): { dps: number; events: ChapterEvent[] };

  // Terrain (MOV-K12, A.2)
  moverClass(u: CbUnit): MoverClass;
  terrainClass(t: CbTerrain): ProvTerrain;
  /** The cost of a path out of the rolled move, or null when impassable. */
  pathCost(u: CbUnit, pieces: readonly PathPiece[], rolled: number): number | null;
  /** A straight path cut into the terrain classes it crosses. */
  pathPieces(from: Vec, to: Vec, terrain: readonly CbTerrain[]): PathPiece[];
  /** How far along `dir` from `from` a straight move of `budget` gets over the terrain (A.2). */
  travelOver(terrain: readonly CbTerrain[], u: CbUnit, from: Vec, dir: number, budget: number): number;
  /** Obstacle DPs for a D6 (MOR-C10). */
  obstacleDps(u: CbUnit, d6: number, fortificationOrSteepBank: boolean): { dps: number; events: ChapterEvent[] };

  // Manoeuvres (MAN-K1..K8, A.3)
  /** What a manoeuvre costs out of the rolled move, or a refusal. */
  manoeuvreCost(u: CbUnit, kind: ManoeuvreKind, o: { rolled: number; distance?: number; angle?: number; onlyAction?: boolean; stationary?: boolean; enemyWithin1Jt?: boolean }): number | Refusal;
  /** How far a manoeuvre made without dice may go (the slow walk, the side-step), if it has a limit. */
  manoeuvreLimit(kind: ManoeuvreKind): number | undefined;
  /** Whether actions of these costs fit in one move (Half Moves and Multiple Actions). */
  actionsFit(costs: readonly number[], rolled: number): boolean;
  /** Legion line relief: the front and next lines change places, 1 DP off (MOR-07). */
  lineRelief(u: CbUnit, alreadyThisTurn: boolean): { unit: CbUnit; events: ChapterEvent[] } | Refusal;
  /** Whether a unit may pass through a friend, and the DPs the friend takes. */
  interpenetration(mover: CbUnit, passed: CbUnit, withinBow: boolean): { allowed: boolean; dps: number };
  /** Whether any part of the unit is off the table. */
  leftTable(u: CbUnit): boolean;

  // Shooting (SHO-K1..K12, A.4)
  /** The dice a unit shoots at a target in an exchange: one per shooting stand. */
  shootingDice(s: CbState, shooter: CbUnit, target: CbUnit, phase: 'longRange' | 'shortRange', o?: { stationaryInTactical?: boolean; targetInCover?: boolean }): ShotDie[];
  /** Hits and DPs on one target from the dice rolled, `already` DPs this phase. */
  resolveShooting(target: CbUnit, shots: readonly ShotDie[], rolls: readonly number[], already: number): ShootingResult;
  /** The D6 score that hits a detached leader or mounted messenger (SHO-K7). */
  leaderShotHitOn: number;
  /** Shooting at a detached leader or mounted messenger: hit or not (SHO-K7, then CMD-51). */
  shootAtLeader(leaderId: string, rolls: readonly number[]): { hit: boolean; events: ChapterEvent[] };
  /** Infantry that stood to receive shoot at the charger that contacted their front (null: none). */
  receiveShooting(s: CbState, receiver: CbUnit, charger: CbUnit, rolls: readonly number[]): ShootingResult | null;
  /** The D6 score a shooting die needs (SHO), before modifiers. */
  hitScore(o: { artillery: boolean; withinJavelin: boolean }): number;
  /** Most DPs one target takes from one exchange (SHO-K8 "sharing hits"). */
  maxShootingDps: number;

  // Charges and combat (CMB-K1..K17, A.5)
  chargeRefusals(s: CbState, charger: CbUnit, target: CbUnit, dice: number, o: { visible: boolean; hasAttachedLeader: boolean }): Refusal[];
  /** The farthest gap (plane units) a charge of `dice` AvD may be declared over (A.5 step a). */
  chargeReach(dice: number): number;
  /** The charge move for the rolled AvD pips: contact and conform, or the failure move. */
  charge(s: CbState, chargerId: string, targetId: string, pips: readonly number[], o?: { penaltyOnFail?: boolean }): ChargeOutcome;
  evade(s: CbState, evaderId: string, fromId: string, pips: readonly number[]): { state: CbState; events: ChapterEvent[] } | Refusal;
  counterCharge(s: CbState, chargerId: string, targetId: string, pips: readonly number[], counterPips: readonly number[]): ChargeOutcome;
  combatPairs(s: CbState): CombatPair[];
  combatScore(s: CbState, u: CbUnit, c: CombatContext): CombatScore;
  /** The combat result for a score difference ≥ 0 (CMB-K5). */
  combatResult(diff: number): CombatResultRow;
  /** Apply one pair's result: DPs, retire, break, free hacks (MOR-C8, MOR-03). */
  applyCombat(s: CbState, a: string, b: string, scoreA: number, scoreB: number): { state: CbState; events: ChapterEvent[] };
  /** A broken unit's rout move, directly away from `from`. */
  /** `s`: the battle, for its terrain (A.2); without it, open ground. */
  routMove(u: CbUnit, from: Vec, pips: readonly number[], s?: CbState): CbUnit;
  /** Whether a router stops routing (beyond 5 JT of every non-broken enemy). */
  routEnds(s: CbState, u: CbUnit): boolean;
  /** A pursuer catches a router. */
  pursuitCatch(router: CbUnit, byCavalry: boolean): { unit: CbUnit; events: ChapterEvent[] };
  /** A pursuer's move after a router: its full move over the ground (A.2), catching it if it reaches it. */
  pursuitMove(s: CbState, pursuerId: string, routerId: string, pips: readonly number[]): { state: CbState; caught: boolean; events: ChapterEvent[] };

  // Victory, deployment, rampage (A.6–A.8)
  armyLosses(s: CbState, side: Seat, startPoints: ReadonlyMap<string, number>, offTable?: readonly string[]): ArmyLosses;
  battleResult(s: CbState, startPoints: ReadonlyMap<string, number>, turnLimit?: number, offTable?: readonly string[]): { over: boolean; winner: Seat | null; kind: 'break' | 'minor' | 'draw' | '' };
  deploymentRefusals(s: CbState, side: Seat): Refusal[];
  /** The rampage direction, degrees left of the stand's new heading, for a D6 (MOR-S3; the p.26 diagram is lost). */
  rampageTurn(elephantVsNonSpecial: boolean, d6: number): number;
  /** The heading of a rampage: face the cause, then turn by the D6. */
  rampageHeading(u: CbUnit, cause: Vec, elephantVsNonSpecial: boolean, d6: number): number;
  /** The rampage move along a heading and the units it bursts through (MOR-S3, MOR-C12). */
  rampageMove(s: CbState, id: string, heading: number, pips: readonly number[]): { state: CbState; events: ChapterEvent[] };
}

const MODULES = new Map<string, MissingChapters>([[CB_PROVISIONAL.version, CB_PROVISIONAL]]);

/** The version a new game is written under today. */
export const CURRENT_RULES_MODULE: string = CB_PROVISIONAL.version;

/** The module a header names, or undefined for a version this build does not know. */
export function missingChapters(version: string): MissingChapters | undefined {
  return MODULES.get(version);
}

/** The module a game's options name (option rulesModule), the current one where they name
 *  none this build knows: the one place the rules ask which stand-in a game plays under. */
export const chaptersFor = (options: Readonly<Record<string, unknown>>): MissingChapters =>
  missingChapters(typeof options.rulesModule === 'string' ? options.rulesModule : CURRENT_RULES_MODULE) ?? CB_PROVISIONAL;
