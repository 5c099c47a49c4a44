// The whole game's state for the RuleSystem: the battle (CbState) plus where the
// sequence of play stands (SEQ-01..03), each leader's command points left this turn,
// the allocations made so far in the current Command half-phase, and the result.
// Plain integers, strings, booleans and arrays, so that it hashes canonically.
import type { Seat } from '../../engine/contract';
import type { CbState } from './state';

/** Where the game waits: CP ratings before the battle (CMD-03), the initiative roll
 *  and the winner's choice (SEQ-01), a player's Command half-phase (SEQ-03 phase 1). */
export type GamePhase = 'ratings' | 'initiative' | 'choose' | 'command' | 'over';

/** One allocation action as it travels and is stored: units and leaders by their
 *  index in the state's lists (integers only, for the codec). */
export type Cp =
  | { kind: 'control'; exclude: number[] }
  | { kind: 'move'; double: boolean; x: number; y: number; attach: number; detach: boolean }
  | { kind: 'directShooting' }
  | { kind: 'steady'; mode: 'removeDps' | 'rally' | 'influenceTests'; unit: number }
  | { kind: 'inspire' }
  | { kind: 'orders'; role: 'give' | 'receive'; other: number };

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
  result: { winner: Seat | null; reason: string } | null;
}

export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
