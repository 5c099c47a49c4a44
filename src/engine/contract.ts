// The one interface between the platform and a rule system. A rule system is a
// plain object; it knows nothing of packets, secrets, signatures or the app.
import type { Wire } from './canonical';
import type { BotRandom, Dice } from './draws';

/** A rule system's side index. The creator of a game picks one; the joiner has the other. */
export type Seat = 0 | 1;
export type Lang = 'en' | 'fr';
export interface Text { en: string; fr: string }

/** Something that happened while an action was applied, for the log and the replay
 *  view. Plain data; `rule` names the rule section behind it. The platform adds
 *  `{ t: 'die', sides, value }` for every die rolled. */
export interface LogEvent { t: string; rule?: string; [k: string]: unknown }

export interface Ctx {
  dice: Dice;
  log(event: LogEvent): void;
}

export type Waiting =
  | { kind: 'decide'; seat: Seat }
  | { kind: 'over'; winner: Seat | null; result: Text };

/** Thrown by `apply` (and returned by `check`) when an action breaks a rule. */
export class IllegalAction extends Error {
  constructor(readonly rule: string, message: string) {
    super(message);
  }
}

export interface Violation { rule: string; message: string }

/** A named interpretation or variant; its value travels in the game header. */
export interface OptionSpec {
  id: string;
  label: Text;
  /** One sentence in our own words, with the rule ID it reads. */
  help: Text;
  rule?: string;
  choices: { value: string | number; label: Text }[];
  default: string | number;
}

export interface Scenario { id: string; name: Text; summary?: Text }

export interface GameConfig {
  scenario: string;
  /** Every option's value (defaults filled in), plus any rule-system data that
   *  must travel in the header (e.g. edited unit values). Wire values only. */
  options: Record<string, Wire>;
}

export interface RuleSystem<S = unknown, A = unknown> {
  id: string;
  rulesVersion: number;
  name: Text;
  seats: [Text, Text];
  scenarios: Scenario[];
  options: OptionSpec[];

  /** Checks a configuration read from a header; returns why it is unusable, or null. */
  validateConfig(config: GameConfig): string | null;
  setup(config: GameConfig): S;
  waitingFor(state: S): Waiting;
  /** Everything `seat` may do now (empty when the game waits for the other seat).
   *  Measured-distance systems may return representative actions and rely on `check`. */
  legalActions(state: S, seat: Seat): A[];
  /** Whether `action` is legal now for `seat`; null when it is. */
  check(state: S, seat: Seat, action: A): Violation | null;
  /** Pure: returns the next state, running automatic steps (with dice) until the
   *  next decision. Throws IllegalAction naming the rule. */
  apply(state: S, seat: Seat, action: A, ctx: Ctx): S;

  encodeAction(action: A): number[];
  /** Throws on a malformed code. */
  decodeAction(code: number[]): A;

  describeAction(state: S, action: A, lang: Lang): string;
  describeEvent(event: LogEvent, lang: Lang): string;
  /** Optional: whether the replay shows an event's rule ID beside its words. A system
   *  whose words already name the rule as its rulebook does says false, so that no
   *  identifier of ours reaches a player twice. Absent: shown unless the words hold it. */
  showsRuleIds?: boolean;
  /** Optional: a refusal (from `check`, or the rule and message of an IllegalAction)
   *  in the player's words, naming units as the log does and the rule as the rulebook
   *  does. Called only where a refusal is shown, never for the candidates bots try.
   *  Absent: the platform shows the English message (src/engine/refusal-words.ts). */
  describeRefusal?(state: S, refusal: Violation, lang: Lang): string;

  /** Optional: a bot that plays with purpose, at a level (steady when absent); the
   *  platform's random bot is the fallback. A bot sees only what its seat may see. */
  bot?(state: S, seat: Seat, rnd: BotRandom, level?: 'steady' | 'strong'): A;
  /** Optional: the game turn (or bound) the state is in, for "packets per turn" figures. */
  turnNumber?(state: S): number;
  /** Optional: what is wrong with a state (stacking, markers, recounts); empty when
   *  sound. Fuzzing calls it after every action. */
  invariants?(state: S): string[];
  /** Optional: the configuration data beyond the listed options (armies, terrain
   *  choices...) that players could pick, drawn at random: fuzzing plays them all. */
  sampleExtras?(rnd: BotRandom): Record<string, string | number | string[]>;
  /** Optional: the choices a player makes in advance for the opponent's turn, so the
   *  app can name them and keep them within reach. */
  standingOrders?: StandingOrders<S, A>;
  /** Optional: hidden units revealed by what the other side did (see `CutRules`). */
  cut?: CutRules<S, A>;
}

/** Hidden information revealed by a trigger (README "Cuts"): the other side's last packet
 *  made something visible that only this seat knew of, at its k-th action. This seat answers
 *  with a packet whose first actions are cut actions naming k: the last packet then counts
 *  only its first k actions (the rest are void), the cut actions are applied to that state
 *  out of turn, and the other side goes on from there. The platform checks that the trigger
 *  holds after action k and after none of the earlier ones. */
export interface CutRules<S = unknown, A = unknown> {
  /** k when `action` is a cut action (the previous packet counts its first k actions); else undefined. */
  at(action: A): number | undefined;
  /** Whether the trigger of this cut action holds in `state` (false when the action is not one `seat` may cut with). */
  holds(state: S, seat: Seat, action: A): boolean;
  /** The cut actions `seat` answers with, given the states of the other side's last packet
   *  (before its first action, then after each); [] when nothing was triggered. `secret`: the
   *  device's own secret bytes, for what it sealed (absent: only what public salts open). */
  answer?(states: S[], seat: Seat, secret?: Uint8Array): A[];
  /** Whether `seat` has anything hidden in `state` (absent: always asked): a cheap test before `answer`. */
  hiding?(state: S, seat: Seat): boolean;
}

/** Where a rule system keeps its standing orders: among its header options (both
 *  sides' starting values), and/or as a free in-game action. */
export interface StandingOrders<S = unknown, A = unknown> {
  /** Ids of the options (of `options`) that are standing orders. */
  options?: string[];
  /** Whether a legal action sets standing orders. */
  isAction?: (a: A) => boolean;
  /** The action that would restate the orders `seat` has in force (for their description). */
  current?: (state: S, seat: Seat) => A | null;
}

/** A `check` built from `legalActions` for systems whose actions are finite lists. */
export function checkByEnumeration<S, A>(
  sys: Pick<RuleSystem<S, A>, 'legalActions' | 'encodeAction'>,
  state: S,
  seat: Seat,
  action: A,
  rule: string,
): Violation | null {
  const code = sys.encodeAction(action).join(',');
  for (const a of sys.legalActions(state, seat)) if (sys.encodeAction(a).join(',') === code) return null;
  return { rule, message: 'this action is not available now' };
}
