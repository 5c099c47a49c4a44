// Replay identity (issue "DBA", Must show): bot games through the platform's real
// packet path in every dice mode; each game's log must replay to the same hashes.
// The geometric invariants after every action are checked by fuzz.test.ts.
import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../src/engine/fuzz';
import { dba } from '../../../src/rules/dba';

const N = Number(process.env.DBA_PACKET_FUZZ_GAMES ?? 6);
const base: Record<string, string | number> = {};
for (const o of dba.options) base[o.id] = o.default;
const ARMIES = [{ army0: 'I/24b', army1: 'I/26a' }, { army0: 'I/26a', army1: 'I/26b' }, { army0: 'I/24a', army1: 'I/24a' }];

describe('DBA fuzz through packets', () => {
  it(`${N} games in every dice mode replay to the same hashes`, () => {
    let games = 0, packets = 0, actions = 0, finished = 0;
    const failures: string[] = [];
    for (let v = 0; v < ARMIES.length; v++) {
      const n = Math.floor(N / ARMIES.length) + (v < N % ARMIES.length ? 1 : 0);
      const r = fuzz(dba, { scenario: 'battle', options: { ...base, ...ARMIES[v] } }, n, 500 + v * 1000);
      games += r.stats.games; packets += r.stats.packets; actions += r.stats.actions; finished += r.stats.finished;
      failures.push(...r.failures.map((f) => `${JSON.stringify(ARMIES[v])} seed ${f.seed} ${f.diceMode}: ${f.message}`));
    }
    console.log(`dba packet fuzz: ${games} games (${finished} finished), ${packets} packets, ${actions} actions, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(games).toBe(N);
  }, 3_600_000);
});
