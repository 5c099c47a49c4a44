import { describe, expect, it } from 'vitest';
import { fuzz, sampleConfig } from '../../src/engine/fuzz';
import { nabis } from '../../src/rules/nabis';
import { toy } from '../toy/toy';

describe('fuzzing the platform with bots', () => {
  it('toy games in every dice mode replay to the same hashes', () => {
    const games = Number(process.env.TOY_FUZZ_GAMES ?? 300);
    const { stats, failures } = fuzz(toy, { scenario: 'field', options: { turns: 10 } }, games);
    console.log(`fuzz toy: ${stats.games} games, ${stats.finished} finished, ${stats.packets} packets, ${stats.actions} actions, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(stats.games).toBe(games);
    expect(stats.finished).toBe(games);
  });

  it('draws a configuration from the seed: the same each time, valid, and off the defaults', () => {
    expect(sampleConfig(nabis, 42)).toEqual(sampleConfig(nabis, 42));
    let offDefault = 0;
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const c = sampleConfig(nabis, seed);
      expect(nabis.validateConfig(c)).toBeNull();
      for (const o of nabis.options) if (c.options[o.id] !== o.default) offDefault++;
      seen.add(JSON.stringify(c.options));
    }
    expect(seen.size).toBe(40);
    // Half the options leave their default, less those drawn back onto it.
    expect(offDefault).toBeGreaterThan(40 * nabis.options.length / 5);
  });
});
