import { describe, expect, it } from 'vitest';
import { fuzz } from '../../src/engine/fuzz';
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
});
