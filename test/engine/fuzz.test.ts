import { describe, expect, it } from 'vitest';
import { fuzz, sampleConfig } from '../../src/engine/fuzz';
import { nabis } from '../../src/rules/nabis';
import { dba } from '../../src/rules/dba';
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

  it('draws DBA armies from every list of the rulebook and from the free builder (ARMY-01, LIST-01)', () => {
    const armies = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const c = sampleConfig(dba, seed);
      expect(dba.validateConfig(c), `seed ${seed}`).toBeNull();
      armies.add(String(c.options.army0)).add(String(c.options.army1));
    }
    expect([...armies].sort()).toEqual(['I/24a', 'I/24b', 'I/26a', 'I/26b', 'free']);
  });
});
