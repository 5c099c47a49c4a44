// What a rule system's board view receives from the app. The view draws and
// reports taps; it never applies an action itself (chessground's spirit).
import type { ComponentType } from 'preact';
import type { Lang, LogEntry, RuleSystem, Seat } from './engine-types';
import type { Wire } from '../engine/canonical';

export interface BoardProps<S, A> {
  sys: RuleSystem<S, A>;
  state: S;
  /** The seat of the person holding the device (null: spectator / replay). */
  viewer: Seat | null;
  /** What the viewer may do now (empty when it is not their decision). */
  legal: A[];
  lang: Lang;
  /** The player chose an action; the app checks, applies and records it. */
  onAction(action: A): void;
  /** In replay: the entry just stepped to, for animation and result badges. */
  focus?: LogEntry | null;
  /** In play: the entry of the last action of the turn being composed (its events:
   *  dice, fights, results), so the view can show what that action just did; null
   *  when the turn has no action yet. The state given is the one right after it. */
  last?: LogEntry | null;
  /** In play: the entries of the opponent's last message, the one this device's turn answers
   *  (absent or empty when the last message is this device's own, and in a replay). Fixed for
   *  the whole turn, so that a view can bring what arrived into view once (Champs de Bataille:
   *  a hidden unit the opponent's device showed after the mover's steps, 14.3.3). */
  received?: LogEntry[] | null;
  /** True in the replay: pieces that change place should slide there (see
   *  `./motion`: wrap each piece in <Slide key={its identity} on={replay}>). */
  replay?: boolean;
  /** Bytes only this device knows, fixed for the viewer's seat in this game (absent: the
   *  viewer's key is not here, or a replay). A view derives the salt of a sealed choice from
   *  them (engine/commitment.ts `saltWords`), so the device can reveal it later by itself. */
  secret?: Uint8Array | null;
}

/** The system's own set-up choices beyond its listed options (DBA: the armies),
 *  kept among the header's options. */
export interface SetupProps {
  options: Record<string, Wire>;
  /** Absent: shown read-only (the player who joins). */
  onChange?(next: Record<string, Wire>): void;
  /** How many typed values are refused right now: the form is not sent while any is. */
  onProblems?(count: number): void;
  lang: Lang;
}

export interface BoardView<S, A> {
  Board: ComponentType<BoardProps<S, A>>;
  /** Optional: the set-up choices the option list cannot express. */
  Setup?: ComponentType<SetupProps>;
  /** Optional: what a seat brings, named from the game's options (DBA: its army), to
   *  go with the seat's own name where a player chooses or reads his side. */
  seatName?(options: Record<string, Wire>, seat: Seat, lang: Lang): string | null;
  /** Optional: the values that are stand-ins (Nabis: the missing map and counter
   *  sheet), folded, for the new-game form and the invitation to point at. */
  Provisional?: ComponentType<{ lang: Lang; id?: string; options?: Record<string, Wire> }>;
  /** Optional: the heading a legal action is listed under when the list of every
   *  action is long (Nabis: the hex and unit that act). */
  groupOf?(state: S, action: A, lang: Lang): string;
  /** Optional: the decision the player faces now, in a few words for the prompt
   *  ("roll for aggression", "deploy your elements"), and the index in `legal` of the
   *  one action that settles it, if there is one (the app shows it as the main button,
   *  always in view). Without it the app names a lone legal action. */
  /** Optional: true while the decision is a sealed one the view makes with `secret` (a
   *  commitment): the app then lists none of the rules' representative actions (they carry
   *  a public salt and would show the choice to the opponent). */
  sealed?(state: S): boolean;
  decision?(sys: RuleSystem<S, A>, state: S, legal: A[], lang: Lang): { text: string; main: number | null } | null;
}
