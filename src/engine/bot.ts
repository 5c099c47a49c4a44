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
