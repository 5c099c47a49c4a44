// Test helpers: scripted and seeded dice, a default config, and a bot-vs-bot driver.
import type { Ctx, GameConfig, LogEvent } from '../../../src/engine/contract';
import { BotRandom, type Dice } from '../../../src/engine/draws';
import { nabis, type NAction, type NState } from '../../../src/rules/nabis';

export const config = (options: GameConfig['options'] = {}): GameConfig => ({ scenario: 'sparta-195', options });

/** Dice that return a script, then fail loudly. */
export function scripted(values: number[]): Dice & { left(): number } {
  const v = [...values];
  const next = (sides: number) => {
    if (!v.length) throw new Error('script exhausted (d' + sides + ')');
    return v.shift()!;
  };
  return { roll: next, d6: () => next(6), d10: () => next(10), left: () => v.length };
}

export function seededDice(seed: number): Dice {
  const r = new BotRandom(seed);
  return { roll: (n) => r.below(n) + 1, d6: () => r.below(6) + 1, d10: () => r.below(10) };
}

export function ctxOf(dice: Dice, log: LogEvent[] = []): Ctx {
  return { dice, log: (e) => log.push(e) };
}

export interface GameRun { state: NState; actions: number; over: boolean }

/** Bot against bot without packets; `each` runs after every action. */
export function playGame(seed: number, options: GameConfig['options'] = {}, each?: (s: NState, a: NAction) => void, maxActions = 20000): GameRun {
  let s = nabis.setup(config(options));
  const rnd = new BotRandom(seed * 7919 + 3);
  const dice = seededDice(seed);
  let n = 0;
  for (; n < maxActions; n++) {
    const w = nabis.waitingFor(s);
    if (w.kind === 'over') return { state: s, actions: n, over: true };
    const a = nabis.bot!(s, w.seat, rnd);
    s = nabis.apply(s, w.seat, a, ctxOf(dice));
    each?.(s, a);
  }
  return { state: s, actions: n, over: false };
}
