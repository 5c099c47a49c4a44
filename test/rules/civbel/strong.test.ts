// The strong Civitates Bellantes bot (issue 14): a search over the steady bot's own charge
// declarations (A.5 step a) and tactical moves (A.3), played out to the end of the turn's
// Combat Phase and judged by A.6's loss ratios. Each test fails when the search is
// bypassed (strongCivbel returning its first candidate: checked by hand).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { civbelBot } from '../../../src/rules/civbel/bot';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { civbelValue, HORIZON_TURNS, MARGIN, playoutEnds, strongCandidates, strongCivbel } from '../../../src/rules/civbel/strong';
import { searchChoice } from '../../../src/engine/search';
import type { RuleSystem } from '../../../src/engine/contract';
import { frontAt, scripted, unitOf } from './helpers';

const JT = 240;

/** The Great Plains game after the CP ratings, in the given phase for Rome, with only the
 *  named units on the table (the others neither there nor counted in A.6's ratios). */
function at(phase: CivGame['phase'], keep: string[]): CivGame {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options: {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = phase; s.half = 0; s.active = 0; s.initiative = 0;
  for (const u of s.units) { if (!keep.includes(u.id)) { u.destroyed = true; delete s.startPoints[u.id]; } u.turn.controlled = true; }
  return s;
}
/** A Roman unit (the first legion unless named) with Carthaginian unit `id` standing `gap`
 *  JT in front of it, facing it; the DPs each has taken. */
function facing(phase: CivGame['phase'], id: string, gap: number, dps: [number, number] = [0, 0], mine = 'legio1'): CivGame {
  const s = at(phase, [mine, id]);
  const o = unitFrame(unitOf(s, mine)).o;
  frontAt(unitOf(s, id), o.x, o.y + gap * JT);
  unitOf(s, mine).dps = dps[0]; unitOf(s, id).dps = dps[1];
  s.responses[id] = 'stand';
  return s;
}
const key = (a: unknown) => JSON.stringify(a);

describe('strong Civitates Bellantes bot', () => {
  it('weighs the steady choice first, the next best charges by their worth and declaring none, all distinct (A.5)', () => {
    const s = facing('charges', 'celtA', 2, [0, 2]);
    const c = strongCandidates(s, 0, new BotRandom(1));
    expect(c[0]).toEqual(civbelBot(s, 0, new BotRandom(1)));
    expect(c.some((a) => a.k === 'charge')).toBe(true);
    expect(c.some((a) => a.k === 'done')).toBe(true);
    expect(new Set(c.map(key)).size).toBe(c.length);
    expect(c.length).toBeLessThanOrEqual(4);
    for (const a of c) expect(civbel.check(s, 0, a)).toBeNull();
  });

  it('weighs the steady tactical move first and the next best moves; ending the half-phase only when the steady bot would (A.3)', () => {
    const s = facing('tactical', 'slingA', 5);
    const c = strongCandidates(s, 0, new BotRandom(1));
    expect(c[0]).toEqual(civbelBot(s, 0, new BotRandom(1)));
    expect(c[0].k).toBe('move');
    expect(c.filter((a) => a.k === 'move').length).toBeGreaterThanOrEqual(2);
    expect(c.some((a) => a.k === 'done')).toBe(false);
    const t = facing('tactical', 'celtA', 7, [0, 0], 'italians');
    const d = strongCandidates(t, 0, new BotRandom(1));
    expect(d[0]).toEqual(civbelBot(t, 0, new BotRandom(1)));
    if (d[0].k === 'done') expect(d.length).toBeGreaterThan(1);
    expect(new Set(c.map(key)).size).toBe(c.length);
    for (const a of c) expect(civbel.check(s, 0, a)).toBeNull();
  });

  it('elsewhere plays the steady choice only (the Command Phase)', () => {
    const s = facing('command', 'celtA', 4);
    expect(strongCandidates(s, 0, new BotRandom(3))).toEqual([civbelBot(s, 0, new BotRandom(3))]);
  });

  // Session 15's 'worn Italian horse does not charge Numidian light horse 2 JT off' was the
  // playouts' luck: on 8 playouts, seeds 1 to 4 split two charges, two not.
  it('the Italian horse charges Celtiberians 2 JT off rather than wait for their charge, which the steady bot does (A.5, A.6)', () => {
    const s = facing('charges', 'celtA', 2, [0, 0], 'italians');
    expect(civbelBot(s, 0, new BotRandom(1)).k).toBe('done');
    for (const seed of [1, 2, 3, 4]) {
      const a = strongCivbel(civbel, s, 0, new BotRandom(seed));
      expect(a).toMatchObject({ k: 'charge', target: s.units.findIndex((u) => u.id === 'celtA') });
      expect(civbel.check(s, 0, a)).toBeNull();
    }
  });

  it('weighs a worn Legion\'s line relief first where the steady bot relieves its lines, and one other choice (A.3, MOR-07)', () => {
    const s = facing('tactical', 'carthHorse', 2, [2, 0]);
    const steady = civbelBot(s, 0, new BotRandom(1));
    expect(steady).toMatchObject({ k: 'relieve', unit: s.units.findIndex((u) => u.id === 'legio1') });
    const c = strongCandidates(s, 0, new BotRandom(1));
    expect(c[0]).toEqual(steady);
    expect(c.length).toBe(2);
    for (const a of c) expect(civbel.check(s, 0, a)).toBeNull();
    // Its playouts keep the relief for most seeds (the DP it takes off counts in A.6's wear).
    const kept = [1, 2, 3, 4].filter((seed) => key(strongCivbel(civbel, s, 0, new BotRandom(seed))) === key(steady));
    expect(kept.length).toBeGreaterThanOrEqual(3);
  });

  it('decides the same for the same seed, one of the actions it weighed', () => {
    for (const seed of [2, 9]) {
      const a = strongCivbel(civbel, facing('charges', 'celtA', 2, [0, 2]), 0, new BotRandom(seed));
      expect(strongCivbel(civbel, facing('charges', 'celtA', 2, [0, 2]), 0, new BotRandom(seed))).toEqual(a);
      expect(strongCandidates(facing('charges', 'celtA', 2, [0, 2]), 0, new BotRandom(seed)).map(key)).toContain(key(a));
    }
  });

  it('judges a decided battle ±100000 and otherwise the loss ratios\' difference (A.6)', () => {
    const s = facing('charges', 'celtA', 2);
    const before = civbelValue(s, 0);
    unitOf(s, 'celtA').status.routing = true;
    expect(civbelValue(s, 0)).toBeGreaterThan(before + 50); // all its army lost: 100 points of ratio
    expect(civbelValue({ ...s, result: { winner: 1, reason: 'break' } }, 0)).toBe(-100000);
  });

  it('plays its playouts to the end of this turn\'s Combat Phase (HORIZON_TURNS 1: two turns measured worse and three times dearer)', () => {
    const s = facing('charges', 'celtA', 4);
    expect(HORIZON_TURNS).toBe(1);
    expect(playoutEnds(s, { ...s, phase: 'charges' as const }, 5)).toBe(false);
    expect(playoutEnds(s, { ...s, turn: s.turn + 1, phase: 'initiative' as const }, 9)).toBe(true);
    expect(playoutEnds(s, { ...s, result: { winner: 0, reason: 'break' } }, 1)).toBe(true);
  });

  it('keeps the steady choice unless another judges better by the margin (the playouts\' luck is no reason)', () => {
    // A toy system: each action is its own worth for seat 0, the game over at once.
    type S = { v: number; over: boolean };
    const sys = { apply: (_s: S, _seat: 0 | 1, a: number) => ({ v: a, over: true }), waitingFor: (x: S) => (x.over ? { kind: 'over' } : { kind: 'move', seat: 0 }) } as unknown as RuleSystem<S, number>;
    const hooks = (cands: number[], margin?: number) => ({ candidates: () => cands, steady: () => cands[0], evaluate: (x: S) => x.v, horizon: () => true, playouts: 3, budget: 30, margin });
    const s0: S = { v: 0, over: false };
    expect(searchChoice(sys, s0, 0, new BotRandom(1), hooks([10, 10 + MARGIN / 2], MARGIN))).toBe(10);
    expect(searchChoice(sys, s0, 0, new BotRandom(1), hooks([10, 10 + 2 * MARGIN], MARGIN))).toBe(10 + 2 * MARGIN);
    expect(searchChoice(sys, s0, 0, new BotRandom(1), hooks([10, 10 + MARGIN / 2]))).toBe(10 + MARGIN / 2);
  });
});
