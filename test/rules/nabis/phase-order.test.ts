// The order of the steps inside phases B and E (Nabis 6.B, 6.E): each test builds a position
// whose outcome depends on that order, so that swapping two steps fails it (issue 12, section 2).
import { describe, expect, it } from 'vitest';
import { endPhaseB, phaseE, startTurn } from '../../../src/rules/nabis/sequence';
import { legal } from '../../../src/rules/nabis/actions';
import type { NState } from '../../../src/rules/nabis/state';
import { run, scene, uid } from './scene';

describe('Nabis 6.E-a: Phase E runs E1 rest, E2 rally, E3 rout moves, E4 turn VP, then the next turn', () => {
  // 0515: routed Hastati (quality 3) stacked with fatigued resting Hastati (front 7, back 4).
  // 0808 (the Heptagon): a routed Spartan unit.
  const go = (resting: boolean, dice: number[]) => {
    const s = scene([
      { id: 'hastati1a', hex: 515, dis: 2, z: 0 }, { id: 'hastati1b', hex: 515, fat: true, z: 1 }, { id: 'spartansa', hex: 808, dis: 2 },
    ]);
    s.ud[uid(s, 'hastati1a')].front.q = 3;
    s.ud[uid(s, 'hastati1b')].front.q = 7; s.ud[uid(s, 'hastati1b')].back.q = 4;
    s.u[uid(s, 'hastati1b')].rest = resting;
    const r = run(dice, (ctx) => phaseE(s, ctx));
    return { s, r };
  };
  it('Nabis 6.E-a / 11.2-d / 12.3 / 12.2.2 / 13.3.2-m: the order shows in the log and in the results', () => {
    const { s, r } = go(true, [6, 9]);
    const steps = r.log.map((e) => e.t).filter((t) => ['rested', 'rally', 'routMove', 'vp', 'turn'].includes(t));
    expect(steps).toEqual(['rested', 'rally', 'rally', 'routMove', 'turn']);
    expect(r.left).toBe(0);
    // E1 before E2: the rested unit rallies its stack with its fresh quality 7 (6 + 1 <= 7).
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(1);
    // E2 before E3: a unit rallied is not moved; E3 before E4: the Spartan left the Heptagon before its VP.
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(515);
    expect(s.u[uid(s, 'spartansa')].hex).not.toBe(808);
    expect(s.vp[1]).toBe(0);
    expect([s.turn, s.phase]).toEqual([2, 'B']);
  });
  it('Nabis 6.E-a: without the rest, the stack rallies on the fatigued quality 4 and fails; the routed unit then moves (E3)', () => {
    const { s } = go(false, [6, 9]);
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(2);
    expect(s.u[uid(s, 'hastati1a')].hex).not.toBe(515);
  });
});

describe('Nabis 6.B: Phase B, the defender first, then the attacker, then the initiative', () => {
  const archers = (): NState => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }], { flamininus: 617, nabis: 1005, pythagoras: 515 });
    s.turn = 1;
    run([], (ctx) => startTurn(s, ctx));
    return s;
  };
  it('Nabis 6-b / 6.B-b: after Phase A the Spartan (defender) decides his Phase B shots first', () => {
    const s = archers();
    expect([s.phase, s.bSeat, s.dec]).toEqual(['B', 1, 1]);
    expect(legal(s, 1).some((a) => a.k === 'shoot')).toBe(true);
  });
  it('Nabis 6.B-b / 6.C-d: the Roman step follows, and only then the initiative (2d6 each)', () => {
    const s = archers();
    run([], (ctx) => endPhaseB(s, ctx));
    expect([s.phase, s.bSeat, s.dec]).toEqual(['B', 0, 0]);
    const r = run([1, 1, 1, 1], (ctx) => endPhaseB(s, ctx));
    expect(r.log.some((e) => e.t === 'initiative')).toBe(true);
    expect(s.phase).toBe('D');
  });
  it('Nabis 6.B-c: each player\'s Phase B step counts as one activation (shot flags cleared between them)', () => {
    const s = archers();
    s.u[uid(s, 'hastati1a')].shot = true;
    run([], (ctx) => endPhaseB(s, ctx));
    expect(s.u[uid(s, 'hastati1a')].shot).toBe(false);
  });
});
