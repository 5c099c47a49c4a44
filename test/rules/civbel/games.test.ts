// SEQ-03 with the stand-in (spec Appendix A): whole random games through the rule
// system's own interface (setup, legalActions, check, apply), with seeded dice, the
// invariants after every action (no stand overlap, formations valid, DPs within
// capacity, CPs spent ≤ held), codes that round-trip, words for every event, replay
// identity (same seeds, same hashes), and every game ending in a victory (A.6) or at
// the turn limit. The figures (turns, charges, combats, results) are printed.
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { playRandomGame, type RandomGame } from '../random-game';

const GAMES = 5;
/** A whole game is about 400 random actions; this bound only catches a game that never ends. */
const MAX_ACTIONS = 3000;
const SLOW = 900_000;

function play(seed: number, max = MAX_ACTIONS): RandomGame<CivGame> {
  return playRandomGame(civbel, civbel.setup({ scenario: 'great-plains', options: {} }), seed, max);
}

describe('Civitates Bellantes random games with the stand-in (engine level)', () => {
  const total: Record<string, number> = {};
  const results: string[] = [];
  const events: Record<string, number> = {};
  for (let seed = 1; seed <= GAMES; seed++) {
    it(`game ${seed}: random actions keep every invariant, end in a victory or at the turn limit, and read in words`, () => {
      const r = play(seed);
      for (const [k, v] of Object.entries(r.kinds)) total[k] = (total[k] ?? 0) + v;
      for (const e of r.events) events[e.t] = (events[e.t] ?? 0) + 1;
      expect(r.last.phase).toBe('over');
      results.push(`seed ${seed}: turn ${r.last.turn}, ${r.last.result!.reason}${r.last.result!.winner === null ? '' : ` won by side ${r.last.result!.winner}`}, losses ${JSON.stringify(r.last.result!.losses ?? [])}, ${r.actions} actions`);
      for (const e of r.events) for (const lang of ['en', 'fr'] as const) {
        const text = civbel.describeEvent(e, lang);
        expect(text, text).not.toMatch(/undefined|NaN|\[object|\?|sans description|without a description/);
        expect(text, text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/); // no internal identifier
        if (e.provisional === true) expect(text, text).toMatch(lang === 'en' ? /provisional rule: [A-Z][^)]*\)$/ : /règle provisoire : [A-Z][^)]*\)$/);
      }
      for (const k of ['melee', 'volley', 'unitMoved']) expect(r.events.some((e) => e.t === k) || seed !== 1, k).toBe(true);
    }, SLOW);
  }
  it('a game replayed from its seeds passes through the same states (same hashes)', () => {
    expect(play(5, 250).hashes).toEqual(play(5, 250).hashes);
  }, SLOW);
  it('the games moved, shot, charged and fought, and ended', () => {
    console.log(`civbel: ${GAMES} games\n${results.join('\n')}\nactions by kind ${JSON.stringify(total)}\n` +
      `moves ${events.unitMoved ?? 0}, volleys ${events.volley ?? 0}, charges declared ${events.chargeDeclared ?? 0}, contacts ${events.chargeContact ?? 0}, ` +
      `evades ${events.evade ?? 0}, counter-charges ${(events.counterCharge ?? 0) + (events.counterChargeShort ?? 0)}, melees ${events.melee ?? 0}, breaks ${events.break ?? 0}, routs ${events.rout ?? 0}, skipped halves ${events.halfSkipped ?? 0}`);
    expect(results).toHaveLength(GAMES);
    expect(total.move).toBeGreaterThan(50);
  });
});
