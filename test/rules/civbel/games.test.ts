// SEQ-03: random games through the rule system's own interface (setup, legalActions,
// check, apply), with seeded dice, the invariants after every action, codes that
// round-trip, words for every event, and replay identity (same seeds, same hashes).
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { playRandomGame, type RandomGame } from '../random-game';

const GAMES = 10;
/** Each game stops after this many actions (a full game is 12 turns of command phases). */
const MAX_ACTIONS = 400;

function play(seed: number): RandomGame<CivGame> {
  return playRandomGame(civbel, civbel.setup({ scenario: 'great-plains', options: {} }), seed, MAX_ACTIONS);
}

describe('Civitates Bellantes random games (engine level)', () => {
  const total: Record<string, number> = {};
  const samples: Record<string, string> = {};
  let finished = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    it(`game ${seed}: random actions keep every invariant, end at the turn limit and read in words`, () => {
      const r = play(seed);
      for (const [k, v] of Object.entries(r.kinds)) total[k] = (total[k] ?? 0) + v;
      if (r.last.phase === 'over') finished++;
      expect(r.actions).toBeLessThan(MAX_ACTIONS);
      for (const e of r.events) for (const lang of ['en', 'fr'] as const) {
        const text = civbel.describeEvent(e, lang);
        expect(text, text).not.toMatch(/undefined|NaN|\[object|\?|sans description|without a description/);
        expect(text, text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/); // no internal identifier
        if (seed === 1 && !samples[e.t + lang]) samples[e.t + lang] = text;
      }
    });
  }
  it('a game replayed from its seeds passes through the same states (same hashes)', () => {
    expect(play(7).hashes).toEqual(play(7).hashes);
  });
  it('the games allocated, tested and ended', () => {
    console.log(Object.values(samples).join('\n'));
    console.log(`civbel: ${GAMES} games, actions by kind ${JSON.stringify(total)}, finished ${finished}`);
    expect(finished).toBe(GAMES);
    expect(total.allocate).toBeGreaterThan(100);
  });
});
