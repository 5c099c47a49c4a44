// The strong level's search (issue 14): the steady choice (the first candidate) stands
// unless another beats it by more than the hooks' margin; without a margin the best
// average wins, as before. A two-move stand-in system: each move ends the game at once.
import { describe, expect, it } from 'vitest';
import type { RuleSystem } from '../../src/engine/contract';
import { BotRandom } from '../../src/engine/draws';
import { searchChoice, type SearchHooks } from '../../src/engine/search';

type S = { score: number; done: boolean };
const sys = {
  apply: (s: S, _seat: number, a: number) => ({ score: s.score + a, done: true }),
  waitingFor: (s: S) => (s.done ? { kind: 'over' } : { kind: 'turn', seat: 0 }),
} as unknown as RuleSystem<S, number>;

const hooks = (margin?: number): SearchHooks<S, number> => ({
  candidates: () => [100, 130],
  steady: () => 100,
  evaluate: (s) => s.score,
  horizon: () => true,
  playouts: 1,
  budget: 10,
  margin,
});

describe('search: the margin before the steady choice is overruled', () => {
  it('a candidate 30 better overrules the steady choice with no margin or a margin of 20, not with a margin of 40', () => {
    const pick = (m?: number) => searchChoice(sys, { score: 0, done: false }, 0, new BotRandom(1), hooks(m));
    expect(pick()).toBe(130);
    expect(pick(20)).toBe(130);
    expect(pick(40)).toBe(100);
  });
});
