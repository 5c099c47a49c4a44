// The steady Nabis bot in hand-built positions (issue 14): blunders a player reading
// its games called absurd. Each test fails when the heuristic behind it is removed.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { leaderSpot, nabisBot } from '../../src/rules/nabis/bot';
import { leaderDestinations } from '../../src/rules/nabis/movement';
import { candidateMelees, meleeCalc } from '../../src/rules/nabis/melee';
import type { NState } from '../../src/rules/nabis/state';
import { activate, scene, uid } from '../rules/nabis/scene';

const drmOf = (s: NState) => candidateMelees(s).map((c) => meleeCalc(s, { a: c.a, d: c.d, au: [], du: [], done: false }).drm);

describe('steady Nabis bot', () => {
  it('archers do not charge cavalry, even with the odds for them', () => {
    const s = activate(scene([{ id: 'cretansa', hex: 516, f: 0 }, { id: 'equites1a', hex: 515, f: 3, dis: 1 }], { pythagoras: 516 }), 'pythagoras');
    s.ud[uid(s, 'cretansa')].front.sp = 12; // three times the horsemen's strength
    s.act!.stage = 'declare';
    expect(drmOf(s).some((d) => d >= 1)).toBe(true); // the odds alone would say attack
    expect(nabisBot(s, 1, new BotRandom(1)).k).toBe('done');
  });
  it('spearmen with the same odds do charge the cavalry (the rule is about archers)', () => {
    const s = activate(scene([{ id: 'mercenariesa', hex: 516, f: 0 }, { id: 'equites1a', hex: 515, f: 3, dis: 1 }], { pythagoras: 516 }), 'pythagoras');
    s.ud[uid(s, 'mercenariesa')].front.sp = 12;
    s.act!.stage = 'declare';
    expect(nabisBot(s, 1, new BotRandom(1)).k).toBe('melee');
  });
  it('Triarii do not attack while it would give Sparta 5 VP (13.3.2-j)', () => {
    const s = activate(scene([{ id: 'triarii1a', hex: 516, f: 0 }, { id: 'perioecia', hex: 515, f: 3, dis: 1 }], { pretor1: 516 }), 'pretor1');
    s.ud[uid(s, 'triarii1a')].front.sp = 12;
    s.act!.stage = 'declare';
    expect(drmOf(s).some((d) => d >= 1)).toBe(true);
    expect(nabisBot(s, 0, new BotRandom(1)).k).toBe('done');
    // Once Sparta has had its 5 VP (scored once per game by default), they may.
    s.fl.triMelee = 1;
    if (s.o.triariiVp !== 'each') expect(nabisBot(s, 0, new BotRandom(1)).k).toBe('melee');
  });
  it('a leader who must move joins his units, within command radius of the most of them (7.1-b, 7.2)', () => {
    const s = activate(scene([
      { id: 'hastati1a', hex: 515, f: 0 }, { id: 'principes1a', hex: 414, f: 0 }, { id: 'triarii1a', hex: 416, f: 0 },
      { id: 'equites1a', hex: 310, f: 0 },
    ], { pretor1: 812 }), 'pretor1');
    s.u.forEach((u) => { u.mv = true; }); // his units have moved: now the leader
    const dests = leaderDestinations(s, s.act!.l, false);
    expect(dests.length).toBeGreaterThan(1);
    const a = nabisBot(s, 0, new BotRandom(1));
    expect(a.k).toBe('lmove');
    if (a.k === 'lmove') expect([515, 414, 416]).toContain(a.to);
    expect(leaderSpot(s, s.act!.l, [310, 515], 0)).toBe(515);
  });
  it('a Spartan with no Roman near makes for a place that scores instead of idling', () => {
    const s = activate(scene([{ id: 'mercenariesa', hex: 1606, f: 0 }, { id: 'hastati1a', hex: 120, f: 0 }], { nabis: 1606 }), 'nabis');
    const a = nabisBot(s, 1, new BotRandom(1));
    expect(a.k).toBe('move');
  });
});
