// The whole game's state for the RuleSystem: the battle (CbState) plus where the
// sequence of play stands (SEQ-01..03), each leader's command points left this turn,
// the allocations made so far in the current Command half-phase, and the result.
// Plain integers, strings, booleans and arrays, so that it hashes canonically.
import type { Seat } from '../../engine/contract';
import type { CbState } from './state';
import type { DeployStep } from './deploy-choice';
import type { ArmyList } from './army';
import type { ArmyStep } from './army-step';
import type { Delivery, OrdersState } from './orders';

/** Where the game waits: CP ratings before the battle (CMD-03), the initiative roll
 *  and the winner's choice (SEQ-01), a player's Command half-phase (SEQ-03 phase 1),
 *  his Approach and Tactical Move half-phases and his charge declarations (phases 2,
 *  4 and 6 (a), the stand-in). The missile exchanges and the rest of the Combat Phase
 *  are engine steps (spec §10.2: shooting automated, responses by standing orders).
 *  `deploy`: the sealed deployment before the battle (scenario great-plains-deploy, D25);
 *  `army`: the armies chosen in secret before it (scenario choose-armies, ORG-05). */
export type GamePhase = 'army' | 'deploy' | 'ratings' | 'initiative' | 'choose' | 'command' | 'approach' | 'tactical' | 'charges' | 'over';

/** A charge response as a standing order (spec §10 D13–D15): `auto` is the
 *  deterministic default (evade when the rules allow it and the charger is not light
 *  troops, counter-charge mounted chargers when mounted, otherwise stand). */
/** D19: a unit's standing orders after it wins a combat: pursue a broken enemy, follow up a
 *  retiring one (A.5 results 5+ and 3–4). */
export interface AfterCombatOrder { pursue: boolean; follow: boolean }
/** D19 defaults (ours, README): pursue, as a winner's troops would; do not follow up, so a
 *  line keeps its place unless its player says otherwise. */
export const DEFAULT_AFTER_COMBAT: AfterCombatOrder = { pursue: true, follow: false };

export type ResponseOrder = 'auto' | 'stand' | 'evade' | 'counter';
export const RESPONSE_ORDERS: readonly ResponseOrder[] = ['auto', 'stand', 'evade', 'counter'];

/** D1: going first or second on winning the initiative roll, as a standing preference: always,
 *  or by one of the spec's "simple predicates" (ours): first while every enemy is beyond bow
 *  range of all one's troops, else second (`firstIfFar`), or the other way (`firstIfNear`). */
export type OrderPreference = 'first' | 'second' | 'firstIfFar' | 'firstIfNear';
export const ORDER_PREFERENCES: readonly OrderPreference[] = ['second', 'first', 'firstIfFar', 'firstIfNear'];

/** How a unit moves in the Approach or Tactical Move Phase (A.1, A.3): `march` (Approach
 *  only), `advance` straight ahead, `incline` along a path up to 45° off its heading
 *  keeping its facing, `wheel` on a front corner then ahead, `aboutFace` (½ move). */
export type MoveHow = 'march' | 'advance' | 'incline' | 'wheel' | 'aboutFace' | 'slowWalk' | 'sideStep' | 'stepBack';
/** In packet order: new ones go at the end, so the codes of recorded games keep their meaning. */
export const MOVE_HOWS: readonly MoveHow[] = ['march', 'advance', 'incline', 'wheel', 'aboutFace', 'slowWalk', 'sideStep', 'stepBack'];
/** A.3: the short moves made without dice, whole moves each: a slow walk (up to 1 JT straight
 *  ahead), a side-step (½ JT to a flank) and a step back (½ JT to the rear), facing kept. */
export const UNROLLED_HOWS: readonly MoveHow[] = ['slowWalk', 'sideStep', 'stepBack'];

/** One allocation action as it travels and is stored: units and leaders by their
 *  index in the state's lists (integers only, for the codec). */
export type Cp =
  | { kind: 'control'; exclude: number[] }
  | { kind: 'move'; double: boolean; x: number; y: number; attach: number; detach: boolean }
  | { kind: 'directShooting' }
  | { kind: 'steady'; mode: 'removeDps' | 'rally' | 'influenceTests'; unit: number }
  | { kind: 'inspire' }
  /** CMD-40 / ORG-06 (option ordersModule): give to, or listen to, leader `other`. A give
   *  names how it goes (`via`) and what: order 1–3 (2 with its point x, y), or 0 with `unit`,
   *  re-assigned to the listener's command. Games without the option carry neither. */
  | { kind: 'orders'; role: 'give' | 'receive'; other: number; via?: Delivery; order?: 0 | 1 | 2 | 3; x?: number; y?: number; unit?: number };

export interface CivGame extends CbState {
  options: Record<string, string | number>;
  phase: GamePhase;
  /** Which half of the Command Phase (SEQ-03): 0 the initiative player's, 1 the other's. */
  half: 0 | 1;
  /** Who decides now. */
  active: Seat;
  /** The initiative roll's winner, who chooses to go first or second (SEQ-01). */
  rollWinner: Seat;
  /** Command points each leader has left this turn (CMD-04), by leader id. */
  cpLeft: Record<string, number>;
  /** The acting player's allocations so far this half-phase, in the order made. */
  allocations: { leader: number; actions: Cp[] }[];
  /** Pursuing or looting units the acting player wants to stop (CMD-21), by index. */
  stop: number[];
  /** Historically exceptional Generals (army lists, p.19): +1 to their CP roll (CMD-03). */
  exceptional: string[];
  turnLimit: number;
  /** Units that have moved in the current movement half-phase (one move each), by index. */
  moved: number[];
  /** This turn's charge declarations in the order made (A.5 step a). */
  declared: { unit: number; target: number; dice: number }[];
  /** Units that charged or counter-charged this turn: they fight with A in the first round. */
  charged: string[];
  /** Evaders caught by their charger this turn: they fight with CV 0 (A.5). */
  caught: string[];
  /** Units given a standing order in this Command half-phase (once each), by index. */
  ordered: number[];
  /** Charge responses as standing orders, by unit id (absent: `auto`). */
  responses: Record<string, ResponseOrder>;
  /** D19 (option `pursuit`): each unit's standing orders after a winning combat, by unit id
   *  (absent: pursue a broken enemy, do not follow up a retiring one, DEFAULT_AFTER_COMBAT);
   *  the units given theirs in this Command half-phase (once each), by index; and each
   *  pursuer's router, by id. All three absent in games without the option. */
  afterCombat?: Record<string, AfterCombatOrder>;
  afterCombatSet?: number[];
  pursuits?: Record<string, string>;
  /** A.3 (option offTablePursuers, with pursuit): pursuers carried off the table, by unit id:
   *  the turn each left in, or 0 once it has passed its test to come back and waits for room.
   *  Absent in games without the option (their pursuers off the table were lost). */
  offTable?: Record<string, number>;
  /** Within one Combat Phase only (never left in a state between actions): the pursuers and
   *  follow-ups that met a fresh enemy in step (e), with that enemy, for step (f) (A.5). */
  followOn?: [string, string][];
  /** Each unit's starting points, for the loss ratio (A.6). */
  startPoints: Record<string, number>;
  /** Relaxed packets (spec §10.2, option `packets`): the initiative player's Approach
   *  moves as he ordered them in his own message, by unit index, carried out after the
   *  other player's Command half. Present only from his order until then. */
  planned?: { unit: number; how: MoveHow; angle: number }[];
  /** Spec §10 D1 (option initiativeChoice 'standing'): each player's standing preference,
   *  by seat, for when he wins the initiative roll: 'first' (the default) or 'second';
   *  and whether the acting player has set his in this Command half-phase (once a half).
   *  Absent in games whose winner is asked each turn. */
  orderPreference?: [OrderPreference, OrderPreference];
  preferenceSet?: boolean;
  /** The armies chosen by the players (scenario choose-armies, army-step.ts), by seat, once
   *  shown; absent in the scenarios whose armies are the sample ones. */
  armies?: ArmyList[];
  /** The armies' sealed step (army-step.ts); absent once both are shown. */
  armyStep?: ArmyStep;
  /** How the log names each side, [English, French] by seat, when the players chose the
   *  armies (the players until both are shown, then the armies); absent: Rome and Carthage. */
  sideNames?: [string, string][];
  /** The sealed deployment step (deploy-choice.ts); absent in the fixed scenario and after both reveals. */
  deploy?: DeployStep;
  /** CMD-40/41, ORG-06 (option ordersModule 'on'): the orders held, the signals, the orders on
   *  their way and the messengers (orders.ts). Absent when the module is off. */
  orders?: OrdersState;
  result: { winner: Seat | null; reason: string; losses?: [number, number] } | null;
}

export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
