// Fuzz: bot-vs-bot games with invariant checks after every action.
import { describe, expect, it } from 'vitest';
import { invariantErrors } from './invariants';
import { playGame } from './helpers';

const N = Number(process.env.NABIS_FUZZ_GAMES ?? 200);

describe('Nabis fuzz (bot against bot)', () => {
  it(`plays ${N} games to the end with every invariant holding`, () => {
    let actions = 0, checks = 0, over = 0;
    const results: Record<string, number> = {};
    const variants: Record<string, string>[] = [{}, { reducedRomans: 'yes' }, { freeSpartans: 'yes' }, { defensiveFire: 'ask', cleared: 'sticky' }, { leaderDrm: 'best', defenderAdvance: 'always', vpQuality: 'current' }];
    for (let g = 0; g < N; g++) {
      const opts = variants[g % variants.length];
      const r = playGame(1000 + g, opts, (s) => {
        checks++;
        const e = invariantErrors(s);
        if (e.length) throw new Error(`game ${g} (${JSON.stringify(opts)}), turn ${s.turn}: ${e.join('; ')}`);
      });
      actions += r.actions;
      if (r.over) over++;
      const k = r.state.result ? `${r.state.result.kind}:${r.state.result.winner}` : 'unfinished';
      results[k] = (results[k] ?? 0) + 1;
    }
    console.log(`nabis fuzz: ${N} games, ${actions} actions, ${checks} invariant checks, ${over} finished`, JSON.stringify(results));
    expect(over).toBe(N);
  }, 1_800_000);
});
