// SEQ-03: random games through the rule system's own interface (setup, legalActions,
// check, apply), with seeded dice, the invariants after every action, codes that
// round-trip, words for every event, and replay identity (same seeds, same hashes).
import { describe, expect, it } from 'vitest';
import { sha256, utf8 } from '../../../src/engine/bytes';
import type { Ctx, LogEvent } from '../../../src/engine/contract';
import { BotRandom, DrawStream } from '../../../src/engine/draws';
import { randomAction } from '../../../src/engine/bot';
import { stateHash } from '../../../src/engine/canonical';
import { civbel, type CivGame } from '../../../src/rules/civbel';

const GAMES = 10;
/** Each game stops after this many actions (a full game is 12 turns of command phases). */
const MAX_ACTIONS = 400;

function play(seed: number): { actions: number; events: LogEvent[]; last: CivGame; kinds: Record<string, number>; hashes: string[] } {
  let s = civbel.setup({ scenario: 'great-plains', options: {} });
  const dice = new DrawStream(sha256(utf8('civbel game ' + seed)));
  const rnd = new BotRandom(seed);
  const events: LogEvent[] = [];
  const ctx: Ctx = { dice, log: (e) => events.push(e) };
  const kinds: Record<string, number> = {};
  const hashes: string[] = [];
  let n = 0;
  for (; n < MAX_ACTIONS; n++) {
    const w = civbel.waitingFor(s);
    if (w.kind === 'over') break;
    expect(civbel.legalActions(s, (1 - w.seat) as 0 | 1)).toEqual([]);
    const a = randomAction(civbel, s, w.seat, rnd);
    const code = civbel.encodeAction(a);
    expect(civbel.decodeAction(code)).toEqual(a);
    expect(civbel.check(s, w.seat, a)).toBeNull();
    kinds[a.k] = (kinds[a.k] ?? 0) + 1;
    s = civbel.apply(s, w.seat, a, ctx);
    expect(civbel.invariants!(s), `seed ${seed}, action ${n}`).toEqual([]);
    hashes.push(stateHash(s));
  }
  return { actions: n, events, last: s, kinds, hashes };
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
