// Bot against bot without packets, for `tessera match`: a plain engine loop, the dice
// drawn from a stream keyed by the match seed and the game's number, each seat's bot
// with its own BotRandom stream. Deterministic for a seed: the same games, the same
// results. Time is measured by the caller (the engine has no clock).
import type { GameConfig, RuleSystem, Seat } from './contract';
import { chooseAction, type BotLevel } from './bot';
import { BotRandom, DrawStream } from './draws';
import { sha256, tag, u32 } from './bytes';

export interface MatchGame {
  /** The level that played seat 0 and seat 1. */
  levels: [BotLevel, BotLevel];
  winner: Seat | null;
  /** Whether the game ended by its own rules (not cut at the action limit). */
  finished: boolean;
  actions: number;
  /** Each decision's think time in ms, per seat (filled when a clock is given). */
  times: [number[], number[]];
  result: string;
}

export interface MatchOptions {
  config: GameConfig;
  seed: number;
  /** The game's number within the match: sides alternate (even: a plays seat 0). */
  index: number;
  a: BotLevel;
  b: BotLevel;
  maxActions?: number;
  /** A clock in ms, for the think-time figures (none in the engine itself). */
  now?: () => number;
  /** Called after each action, with the seat that played it and its words. */
  onAction?(seat: Seat, text: string, events: string[]): void;
}

export function playMatchGame<S, A>(sys: RuleSystem<S, A>, o: MatchOptions): MatchGame {
  const levels: [BotLevel, BotLevel] = o.index % 2 === 0 ? [o.a, o.b] : [o.b, o.a];
  const dice = new DrawStream(sha256(tag('match/dice'), u32(o.seed), u32(o.index)));
  const rnds = [0, 1].map((k) => new BotRandom(((o.seed * 2654435761) ^ (o.index * 40503 + k * 7919 + 1)) >>> 0));
  const now = o.now;
  const times: [number[], number[]] = [[], []];
  let state = sys.setup(o.config);
  let actions = 0;
  const max = o.maxActions ?? 200000;
  for (;;) {
    const w = sys.waitingFor(state);
    if (w.kind === 'over') return { levels, winner: w.winner, finished: true, actions, times, result: w.result.en };
    if (actions >= max) return { levels, winner: null, finished: false, actions, times, result: 'cut at the action limit' };
    const seat = w.seat;
    const t0 = now ? now() : 0;
    const a = chooseAction(sys, state, seat, rnds[seat], levels[seat]);
    if (now) times[seat].push(now() - t0);
    const events: string[] = [];
    const text = o.onAction ? sys.describeAction(state, a, 'en') : '';
    state = sys.apply(state, seat, a, { dice, log: (ev) => { if (o.onAction) events.push(sys.describeEvent(ev, 'en')); } });
    actions++;
    if (o.onAction) o.onAction(seat, text, events);
  }
}
