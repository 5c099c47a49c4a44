// DBA REC-02: a recoil pushes back friends of the same facing behind it, who push
// theirs. Found by the 1,000-game fuzz (seed 855, Hittite I/24a v Achaian I/26a):
// at an oblique heading (285°) the rounded bases of two side-by-side elements in the
// pushed line grazed each other, each "pushed" the other, and the recursion never
// ended. Elements already pushing are moving back with the pushed one: no obstacle.
import { describe, expect, it } from 'vitest';
import { fuzzGame, sampleConfig, type FuzzStats } from '../../../src/engine/fuzz';
import { dba } from '../../../src/rules/dba';

describe('DBA REC-02 push-back chains', () => {
  it('fuzz seed 855: a chain of push-backs at an oblique heading ends, and the game plays to its end', () => {
    const stats: FuzzStats = { games: 0, finished: 0, packets: 0, actions: 0, invariantChecks: 0, turns: 0 };
    expect(() => fuzzGame(dba, sampleConfig(dba, 855), 'instant', 855, stats)).not.toThrow();
    expect(stats.finished).toBe(1);
    expect(stats.invariantChecks).toBe(stats.actions);
  }, 120_000);
});
