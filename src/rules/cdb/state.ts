// The position the rules core reads. Plain data (integers, strings, booleans, arrays,
// objects) so that it can travel into a state hash unchanged once the system is wired.
//
// Design decisions (see README.md):
// - Hexes are CCRR numbers on a pointy-top grid (src/engine/hex), columns along the
//   long North and South edges; seat 0's home edge is South, seat 1's North.
// - A unit is a hex occupant: one counter or a stack, front rank first (8.1).
// - Facing is the vertex index 0..5 of spec §2.1 (vertex k between edges k and k+1;
//   1 points South, 4 North); baggage has none (null).
// - A counter carries its own values (allowance, tactical values, range) so that values
//   corrected by the players before a game apply without a lookup.
import type { Seat } from '../../engine/contract';
import type { ChoicePoint } from './choices';
import type { SetupState } from './setup';
import type { HiddenUnit } from './hidden';
import type { HexId } from '../../engine/hex';
import type { OptionValues } from './options';
import type { OrdersState } from './orders';
import type { Ground } from './data/terrain';
import type { Quality, UnitType } from './data/units';

export interface Counter {
  id: number;
  type: UnitType;
  quality: Quality;
  regular: boolean;
  ma: number;
  tvFoot: number;
  tvMounted: number;
  range?: number;
  /** Artillery's shooting value when it differs from its mêlée values (10.4). */
  shootTv?: number;
  general?: boolean;
  cinc?: boolean;
  chariot?: boolean;
  /** War wagons, vehicle artillery, wagon baggage (9.6). */
  wagon?: boolean;
  /** Artillery on a vehicle shoots all round (10.2). */
  vehicle?: boolean;
  /** A Psiloi counter armed with bows (support table). */
  bowArmed?: boolean;
  /** The army list lets Psiloi support this counter (support table). */
  psSupport?: boolean;
  /** The army list lets Psiloi (S)/(I) support this cavalry (support table ⟨X⟩). */
  cvPsSupport?: boolean;
  mountedInfantry?: 'horse' | 'camel';
  /** Baggage: mobile (MA 2) or immobile (MA 0) (2.4). */
  mobile?: boolean;
  /** Set-up only (2.7): the form this counter may deploy in instead; gone once it is on the map. */
  dismountTo?: { type: UnitType; quality: Quality };
}

export interface Unit {
  id: number;
  side: Seat;
  corps: number;
  hex: HexId;
  /** Vertex 0..5, null for baggage (6.1). */
  facing: number | null;
  /** Front rank first (8.1). */
  counters: Counter[];
}

export interface Cell {
  ground: Ground;
  /** A key of TERRAIN_KINDS. */
  kind: string;
  level?: number;
  road?: boolean;
  fortification?: boolean;
  impassable?: boolean;
  /** The hex lies on a river (river hexes are broken ground, spec M11 b). */
  river?: boolean;
}

export interface CdbMap {
  cols: number;
  rows: number;
  /** Hexes that are not open clear ground, keyed by String(hex). */
  cells: Record<string, Cell>;
  /** Terrain sidebar step 1: the side of the map the attacker declared water (no flank march
   *  there), 'W' or 'E'; absent when none was declared. */
  water?: 'W' | 'E';
  /** CdB M11 reading (a) [INTERP, option rivers 'sides']: the hex sides a river runs along, each
   *  as `sideKey` of its two hexes, ascending; absent when the map has none. */
  riverSides?: number[];
}

export interface Corps {
  id: number;
  side: Seat;
  /** The counter id of its general. */
  general: number;
  regularGeneral: boolean;
  allied: boolean;
  demoralised: boolean;
  generalLost: boolean;
  generalOffMap: boolean;
  /** Allied corps (4.3): its nationality, and whether it is unreliable now. */
  nationality?: string;
  unreliable?: boolean;
  /** A compulsory same-nationality allied general (Arab lists, 14.2): never defects. */
  compulsoryAlly?: boolean;
  /** 4.3: it changes sides at the start of the next game turn (set at the end of a player-turn). */
  defecting?: boolean;
  /** 4.3, spec M17: the side it belonged to before it changed sides; such a corps counts in
   *  neither army's victory totals. */
  defectedFrom?: Seat;
}

export interface Position {
  map: CdbMap;
  units: Unit[];
  corps: Corps[];
  options: OptionValues;
  /** Counters lost so far (12.1), in the order they were lost; absent means none. Added by the
   *  combat rules (combat-results.ts) so that demoralisation and victory can count them. */
  lost?: Lost[];
  /** Each side's standing orders (spec §9, orders.ts), present only once one side has set
   *  them: absent, every order has its default. */
  orders?: OrdersState;
}

/** A lost counter (12.1): eliminated, or gone off the map (flight). Baggage counts for
 *  victory only when destroyed in combat or fled off the map (13, spec I5). */
export interface Lost { side: Seat; corps: number; counter: Counter; how: 'destroyed' | 'offMap' }

export const CLEAR: Cell = { ground: 'clear', kind: 'open' };
export const cellAt = (p: Position, h: HexId): Cell => p.map.cells[String(h)] ?? CLEAR;
export const unitAt = (p: Position, h: HexId): Unit | undefined => p.units.find((u) => u.hex === h);
export const unitById = (p: Position, id: number): Unit => {
  const u = p.units.find((x) => x.id === id);
  if (!u) throw new Error(`cdb: no unit ${id}`);
  return u;
};
export const front = (u: Unit): Counter => u.counters[0];
export const enemiesOf = (p: Position, u: Unit): Unit[] => p.units.filter((e) => e.side !== u.side);
export const corpsOf = (p: Position, u: Unit): Corps => {
  const c = p.corps.find((x) => x.id === u.corps);
  if (!c) throw new Error(`cdb: no corps ${u.corps}`);
  return c;
};

// ---- The full game state (spec §2.8 and §3): the position plus the turn's bookkeeping ----

/** The phases of a player-turn (spec §3.1). A state rests in 'ap' (the dice are to be
 *  rolled), 'assign' (rolled dice to share among free corps, 1c), 'move' (2a) and 'over', and
 *  in 'advance' (2c), 'flight' (2d), 'shooting' (3) or 'melee' (4) only while a player's choice
 *  is pending there (`CdbState.combat`). */
export type Phase = 'setup' | 'ap' | 'assign' | 'move' | 'advance' | 'flight' | 'shooting' | 'melee' | 'end' | 'over';

/** Spec §2.8: what each unit did in the current player-turn. Absent = all false / 0. */
export interface TurnFlags {
  /** Moved at least one hex (9.5 exemption). */
  moved: boolean;
  /** Activations (moves) this movement phase: the march-move count of 9.3 and 4.2-M3. */
  moves: number;
  restrained: boolean;
  fled: boolean;
  shot: boolean;
  shotAt: boolean;
  /** Fought (engaged) in a mêlée. */
  fought: boolean;
  attacked: boolean;
  advanced: boolean;
  /** Pivoted under 6.3. */
  pivoted63: boolean;
}

export const NO_FLAGS: TurnFlags = { moved: false, moves: 0, restrained: false, fled: false, shot: false, shotAt: false, fought: false, attacked: false, advanced: false, pivoted63: false };


/** Distances are integers in the state: "no enemy at all" is stored as this. */
export const FAR = 999;

export interface CdbState extends Position {
  /** Game turn, from 1. */
  turn: number;
  /** The last game turn of the scenario (spec M18: victory timing is open; a draw after it). */
  lastTurn: number;
  /** The attacker plays first in every game turn (3, 14.3 P9). */
  attacker: Seat;
  /** The active player (3). */
  active: Seat;
  phase: Phase;
  /** 4.1 (1b): the dice rolled this player-turn, in the order of the active side's corps (by id); [] before the roll. */
  rolled: number[];
  /** Action points left this player-turn, by corps id (4.1 1f; never carried over). */
  ap: Record<string, number>;
  /** The commander-in-chief's extra point is still unspent this player-turn (4.2). */
  cincPoint: boolean;
  /** 9.3: each unit's distance to the nearest enemy at the start of the movement phase, by unit id (FAR for none). */
  startDistance: Record<string, number>;
  /** Spec §2.8 flags of the current player-turn, by unit id; absent = NO_FLAGS. */
  flags: Record<string, TurnFlags>;
  /** Corps ids that have made their first AP roll of the game (4.3 reliability). */
  rolledOnce: number[];
  /** Corps ids whose general-loss test (12.2, spec 1e) is done. */
  lossTested: number[];
  /** Each corps's counter-equivalents at set-up, in halves (12.1), by corps id. */
  corpsTotal: Record<string, number>;
  /** Each corps's demoralisation threshold, in halves, from its set-up counters (12.2). */
  corpsThreshold: Record<string, number>;
  /** Each army's total at set-up, in halves, baggage included (13). */
  armyTotal: [number, number];
  /** The id the next unit formed (a stack splitting, 8.1) takes. */
  nextUnit: number;
  /** Counters in hiding (14.3.3, hidden.ts): each with the digest of its place. */
  hidden: HiddenUnit[];
  /** The army codes both players revealed (14, S1), which name the sides (side-names.ts);
   *  absent in the fixed scenario, so its states hash as before. */
  armies?: number[][];
  /** Set-up under way (14.3, setup.ts); absent once the first player-turn begins and in a fixed scenario. */
  setup?: SetupState;
  /** A combat step (spec §3.1 2c–4) stopped at a player's choice; absent otherwise. */
  combat?: CombatStep;
  /** Set when the game is over: the winner (null for a draw) and why. */
  result: { winner: Seat | null; reason: string } | null;
}

/** A combat step under way: its pure phase function is re-run from the position the state
 *  holds (the one before the step) with the answers given so far and the same dice, drawn
 *  once each and kept here, until it ends; only then does the state take its result. */
export interface CombatStep {
  step: 'advance' | 'flight' | 'shooting' | 'melee';
  answers: number[];
  dice: number[];
  /** The choice the run stopped at: its player (`side`) answers with a `choose` action. */
  pending: ChoicePoint;
}

/** The counters of the units and hidden counters that `pred` keeps (14.3.3: a hidden counter
 *  is neither on the map nor lost). */
export const countersWithHidden = (s: CdbState, pred: (x: { side: Seat; corps: number }) => boolean): Counter[] =>
  [...s.units.filter(pred).flatMap((u) => u.counters), ...s.hidden.filter(pred).map((h) => h.counter)];
export const flagsOf = (s: CdbState, unitId: number): TurnFlags => s.flags[String(unitId)] ?? NO_FLAGS;
export function setFlags(s: CdbState, unitId: number, f: Partial<TurnFlags>): void {
  s.flags[String(unitId)] = { ...flagsOf(s, unitId), ...f };
}
