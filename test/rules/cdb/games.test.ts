// CdB 3: random games through the rule system's own interface (setup, legalActions, check,
// apply), with seeded dice, the invariants after every action, codes that round-trip, and
// the phase machine always waiting for the active player. Every game first plays the set-up
// (CdB 14.3: armies committed and revealed, aggression, terrain, side, baggage, deployment)
// by random legal choices, half of them with the terrain sidebar.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import { playRandomGame, type RandomGame } from '../random-game';
import type { CdbState } from '../../../src/rules/cdb/state';
import { CATALOGUE } from '../../../src/rules/cdb/data/units';
import { armyHalves, corpsHalves, thresholdHalves } from '../../../src/rules/cdb/losses';
import { randomAction } from '../../../src/engine/bot';
import { sha256, utf8 } from '../../../src/engine/bytes';
import { BotRandom, DrawStream } from '../../../src/engine/draws';
import { stateHash } from '../../../src/engine/canonical';

const GAMES = 20;
/** Each game stops after this many actions (about three game turns), for the test's time. */
const MAX_ACTIONS = 48;

function closeWithBowmen(s0: CdbState): CdbState {
  const bw = CATALOGUE.Bw;
  const units = s0.units.map((u) => ({ ...u, hex: u.hex + (u.side === 0 ? -6 : 8),
    counters: u.counters.map((c) => (c.type === 'Ps' ? { ...c, type: 'Bw' as const, ma: bw.ma, tvFoot: bw.tvFoot, tvMounted: bw.tvMounted, range: bw.range } : c)) }));
  // Hidden counters (14.3.3) count in the totals: they are neither on the map nor lost.
  const of = (f: (u: { side: 0 | 1; corps: number }) => boolean) => [...units.filter(f).flatMap((u) => u.counters), ...s0.hidden.filter(f).map((h) => h.counter)];
  return { ...s0, units,
    corpsTotal: Object.fromEntries(s0.corps.map((c) => [String(c.id), corpsHalves(of((u) => u.corps === c.id))])),
    corpsThreshold: Object.fromEntries(s0.corps.map((c) => [String(c.id), thresholdHalves(of((u) => u.corps === c.id), s0.options)])),
    armyTotal: [armyHalves(of((u) => u.side === 0)), armyHalves(of((u) => u.side === 1))] };
}

/** The set-up by random legal choices, checked as the games are (codes, check, invariants). */
function setUp(seed: number, scenario: string): { state: CdbState; kinds: Record<string, number>; hashes: string[] } {
  let s = cdb.setup({ scenario, options: {} });
  const dice = new DrawStream(sha256(utf8(`cdb set-up ${seed}`)));
  const rnd = new BotRandom(seed);
  const kinds: Record<string, number> = {};
  const hashes: string[] = [];
  for (let n = 0; s.setup && n < 60; n++) {
    const w = cdb.waitingFor(s);
    if (w.kind === 'over') break;
    expect(cdb.legalActions(s, (1 - w.seat) as 0 | 1)).toEqual([]);
    const a = randomAction(cdb, s, w.seat, rnd);
    expect(cdb.decodeAction(cdb.encodeAction(a))).toEqual(a);
    expect(cdb.check(s, w.seat, a)).toBeNull();
    kinds[a.k] = (kinds[a.k] ?? 0) + 1;
    s = cdb.apply(s, w.seat, a, { dice, log: () => {} });
    expect(cdb.invariants!(s), `set-up ${seed}`).toEqual([]);
    hashes.push(stateHash(s));
  }
  expect(s.setup, `set-up ${seed} finished`).toBeUndefined();
  return { state: s, kinds, hashes };
}

function play(seed: number): RandomGame<CdbState> & { setupKinds: Record<string, number> } {
  const set = setUp(seed, seed % 4 === 1 || seed % 4 === 2 ? 'battle' : 'battle-open');
  const s = set.state;
  // Every other game starts with the two armies three hexes apart (the deployment moved by an
  // even number of rows, so that each unit keeps its column), so that shots and mêlées come
  // within the games' length.
  // The sample armies have no shooters (10.1): there the Psiloi are made Bowmen, and the
  // set-up totals counted again.
  const r = playRandomGame(cdb, seed % 2 === 0 ? closeWithBowmen(s) : s, seed, MAX_ACTIONS);
  return { ...r, hashes: [...set.hashes, ...r.hashes], setupKinds: set.kinds };
}

describe('CdB random games (engine level)', () => {
  const total: Record<string, number> = {};
  const combat: Record<string, number> = {};
  const setup: Record<string, number> = {};
  let turns = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    it(`game ${seed}: up to ${MAX_ACTIONS} random actions keep every invariant and read in words`, () => {
      const r = play(seed);
      for (const [k, v] of Object.entries(r.kinds)) total[k] = (total[k] ?? 0) + v;
      for (const [k, v] of Object.entries(r.setupKinds)) setup[k] = (setup[k] ?? 0) + v;
      turns += r.last.turn;
      for (const e of r.events) if (/^cdb\.(shot|melee|destroyed|offMap|recoil|flee|advance)$/.test(e.t)) combat[e.t] = (combat[e.t] ?? 0) + 1;
      for (const e of r.events) for (const lang of ['en', 'fr'] as const) {
        const text = cdb.describeEvent(e, lang);
        expect(text, text).not.toMatch(/undefined|NaN|\[object|\?|sans description|without a description/);
      }
    });
  }
  it('a game replayed from its seeds passes through the same states (same hashes)', () => {
    expect(play(7).hashes).toEqual(play(7).hashes);
  });
  it('the games moved, rolled, ended turns, shot, fought mêlées and lost units', () => {
    console.log(`CdB: ${GAMES} set-ups, actions by kind ${JSON.stringify(setup)}`);
    expect(setup.deploy).toBeGreaterThanOrEqual(GAMES * 4);
    expect(setup.place).toBeGreaterThan(0);
    console.log(`CdB: ${GAMES} games, actions by kind ${JSON.stringify(total)}, combat events ${JSON.stringify(combat)}, game turns reached ${turns}`);
    expect(combat['cdb.shot']).toBeGreaterThan(0);
    expect(combat['cdb.melee']).toBeGreaterThan(0);
    expect((combat['cdb.destroyed'] ?? 0) + (combat['cdb.offMap'] ?? 0)).toBeGreaterThan(0);
    expect(total.choose).toBeGreaterThan(0);
    expect(total.move).toBeGreaterThan(200);
    expect(total.roll).toBeGreaterThan(40);
    expect(total.end).toBeGreaterThan(20);
  });
});
