// The strong level (issue 14): a determinised Monte Carlo search over the steady bot's
// candidate moves. Each candidate is played out a few times with steady play on both
// sides, the dice drawn from the bot's OWN stream (never the game's secrets or future
// draws: the bot only ever sees the state its seat sees), and judged by the rule
// system's own evaluation; the best average wins, the steady choice on ties. The work is
// a budget of actions applied, not a time, so a decision is the same on every device.
import type { RuleSystem, Seat } from './contract';
import { BotRandom, type Dice } from './draws';

export interface SearchHooks<S, A> {
  /** Distinct plausible actions, the steady choice first (at most a handful). */
  candidates(state: S, seat: Seat, rnd: BotRandom): A[];
  /** The steady bot, used for both sides in the playouts. */
  steady(state: S, seat: Seat, rnd: BotRandom): A;
  /** How good `state` is for `seat`, in the system's own terms (VP, losses...). */
  evaluate(state: S, seat: Seat): number;
  /** Whether a playout stops here (its horizon: end of a bound, of an activation...). */
  horizon(start: S, now: S, actions: number): boolean;
  /** Playouts per candidate, and the most actions all playouts of one decision apply. */
  playouts: number;
  budget: number;
  /** How much better (in evaluate's units, per playout on average) another candidate must
   *  do than the steady choice to overrule it: a few playouts are noisy, and a candidate
   *  that wins on luck plays worse than steady. 0 (the default): the best average wins. */
  margin?: number;
  /** The most actions one playout applies, instead of the budget shared among all. */
  playoutActions?: number;
  /** The system's own rule for electing a candidate from the playouts' average scores (the
   *  steady choice first); the margin rule above when absent. */
  choose?(averages: number[]): number;
}

/** Dice for playouts, from the bot's own stream. */
export function botDice(rnd: BotRandom): Dice {
  return { roll: (n) => rnd.below(n) + 1, d6: () => rnd.below(6) + 1, d10: () => rnd.below(10) };
}

const noLog = () => {};

export function searchChoice<S, A>(sys: RuleSystem<S, A>, state: S, seat: Seat, rnd: BotRandom, h: SearchHooks<S, A>): A {
  const cands = h.candidates(state, seat, rnd);
  if (cands.length <= 1) return cands[0] ?? h.steady(state, seat, rnd);
  // Each playout gets its own stream from the bot's, so the order of work does not matter.
  const perPlayout = h.playoutActions ?? Math.max(1, Math.floor(h.budget / (cands.length * h.playouts)));
  let best = 0, bestScore = -Infinity, steadyScore = -Infinity;
  const totals: number[] = [];
  const seeds: number[] = [];
  for (let k = 0; k < h.playouts; k++) seeds.push(rnd.next());
  for (let c = 0; c < cands.length; c++) {
    let total = 0;
    for (let k = 0; k < h.playouts; k++) {
      // The same dice for every candidate in playout k (common random numbers): the
      // candidates are compared on the same luck.
      const r = new BotRandom(seeds[k]);
      const ctx = { dice: botDice(r), log: noLog };
      let s: S;
      try { s = sys.apply(state, seat, cands[c], ctx); } catch { total = -Infinity; break; }
      let n = 1;
      while (n < perPlayout && !h.horizon(state, s, n)) {
        const w = sys.waitingFor(s);
        if (w.kind === 'over') break;
        try { s = sys.apply(s, w.seat, h.steady(s, w.seat, r), ctx); } catch { break; }
        n++;
      }
      total += h.evaluate(s, seat);
    }
    totals.push(total);
    if (c === 0) steadyScore = total;
    if (total > bestScore) { bestScore = total; best = c; }
  }
  if (h.choose) return cands[h.choose(totals.map((t) => t / h.playouts))];
  // The steady choice (first) stands unless another beats it by the margin.
  if (best > 0 && h.margin && bestScore - steadyScore < h.margin * h.playouts) return cands[0];
  return cands[best];
}
