// tessera match (issue 14): sides alternate, a seed names the same games, and the
// interval is Wilson's.
import { describe, expect, it } from 'vitest';
import { playMatchGame } from '../../src/engine/match';
import { wilson } from '../../src/cli/match';
import { toy } from '../toy/toy';
import { defaultConfig } from '../../src/cli/systems';

describe('tessera match', () => {
  it('alternates sides and replays the same games for a seed', () => {
    const play = (index: number, seed = 5) => playMatchGame(toy, { config: defaultConfig(toy), seed, index, a: 'steady', b: 'random' });
    expect(play(0).levels).toEqual(['steady', 'random']);
    expect(play(1).levels).toEqual(['random', 'steady']);
    const a = [0, 1, 2, 3].map((i) => play(i)), b = [0, 1, 2, 3].map((i) => play(i));
    expect(a.map((g) => [g.winner, g.actions, g.result])).toEqual(b.map((g) => [g.winner, g.actions, g.result]));
    expect(a.every((g) => g.finished)).toBe(true);
  });
  it("Wilson's 95 % interval", () => {
    const [lo, hi] = wilson(190, 200);
    expect(lo).toBeCloseTo(0.9102, 3);
    expect(hi).toBeCloseTo(0.9726, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });
});
