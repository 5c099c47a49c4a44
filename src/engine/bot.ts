// Bots drive selfplay and fuzzing: the rule system's own bot when it has one,
// otherwise a uniformly random legal action. Seeded, so a game can be replayed.
import type { RuleSystem, Seat } from './contract';
import { BotRandom } from './draws';

export function randomAction<S, A>(sys: RuleSystem<S, A>, state: S, seat: Seat, rnd: BotRandom): A {
  const legal = sys.legalActions(state, seat);
  if (legal.length === 0) throw new Error(`${sys.id}: no legal action for seat ${seat} although it must decide`);
  return rnd.pick(legal);
}

export function botAction<S, A>(sys: RuleSystem<S, A>, state: S, seat: Seat, rnd: BotRandom, kind: 'random' | 'best' = 'best'): A {
  return kind === 'best' && sys.bot ? sys.bot(state, seat, rnd) : randomAction(sys, state, seat, rnd);
}

/** The levels a player can choose for the computer opponent (issue 14). `random` is
 *  the legal-action bot; `steady` the rule system's rules-aware bot; `strong` a
 *  search over the steady bot's candidates (a system without one plays steady). */
export type BotLevel = 'random' | 'steady' | 'strong';

export function chooseAction<S, A>(sys: RuleSystem<S, A>, state: S, seat: Seat, rnd: BotRandom, level: BotLevel): A {
  if (level === 'random' || !sys.bot) return randomAction(sys, state, seat, rnd);
  return sys.bot(state, seat, rnd, level);
}
