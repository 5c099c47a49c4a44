// Fatigue, discouragement, rout, retreat, rally and resting (Nabis 10.5, 11, 12; T-08, T-10, T-11).
import { describe, expect, it } from 'vitest';
import { phaseA } from '../../../src/rules/nabis/command';
import { discourage, eliminate, extraLevel, fatigue, phaseERout, rout, runRouts, type RoutJob } from '../../../src/rules/nabis/rout';
import { retreatStack } from '../../../src/rules/nabis/retreat';
import { phaseE, rally, rallyPhase, restFlips } from '../../../src/rules/nabis/sequence';
import type { NState } from '../../../src/rules/nabis/state';
import { lid, run, scene, uid } from './scene';

type Ev = 'F' | 'D' | 'Rout' | 'Recoil' | 'Exit' | 'Rally' | 'Rest' | 'Extra';
function event(s: NState, id: string, ev: Ev, dice: number[] = []): void {
  const i = uid(s, id);
  run(dice, (ctx) => {
    const q: RoutJob[] = [];
    if (ev === 'F') fatigue(s, ctx, i);
    if (ev === 'D') discourage(s, ctx, i, q, 'x');
    if (ev === 'Rout') rout(s, ctx, i, q, 'x');
    if (ev === 'Recoil' || ev === 'Exit') q.push({ units: [i], steps: 1, causers: [] });
    if (ev === 'Extra') extraLevel(s, ctx, i, q);
    if (ev === 'Rally') rally(s, ctx, s.u[i].hex, 0);
    if (ev === 'Rest') { s.u[i].rest = true; restFlips(s, ctx); }
    runRouts(s, ctx, q);
  });
}
const st = (s: NState, id: string) => { const u = s.u[uid(s, id)]; return u.elim ? 'elim' : `${u.fat ? 'T' : 'F'}${'VDR'[u.dis]}`; };

describe('T-10: the levels of fatigue and disorganization (table §5.6, rows 1-31)', () => {
  // [row, fatigued?, disorg, event, expected, moved hexes (0 = stays)]
  const rows: [number, boolean, 0 | 1 | 2, Ev, string, number][] = [
    [1, false, 0, 'F', 'TV', 0], [2, false, 0, 'D', 'FD', 0], [3, false, 0, 'Rout', 'FR', 2], [4, false, 1, 'F', 'TD', 0],
    [5, false, 1, 'D', 'TD', 0], [6, false, 1, 'Rout', 'FR', 2], [7, false, 1, 'Rally', 'FV', 0], [8, false, 2, 'F', 'TR', 0],
    [9, false, 2, 'D', 'FR', 2], [10, false, 2, 'Recoil', 'FR', 1], [11, false, 2, 'Rout', 'elim', 0], [13, false, 2, 'Rally', 'FD', 0],
    [14, true, 0, 'F', 'TV', 0], [15, true, 0, 'Rest', 'FV', 0], [16, true, 1, 'F', 'TD', 0], [17, true, 1, 'D', 'TR', 2],
    [18, true, 1, 'Rout', 'TR', 2], [19, true, 1, 'Rally', 'TV', 0], [20, true, 2, 'F', 'TR', 0], [21, true, 2, 'D', 'TR', 2],
    [22, true, 2, 'Recoil', 'TR', 1], [23, true, 2, 'Rout', 'elim', 0], [25, true, 2, 'Rally', 'TD', 0], [26, true, 0, 'D', 'TD', 0],
    [27, true, 0, 'Rout', 'TR', 2], [28, true, 1, 'Rest', 'FD', 0], [29, false, 0, 'Extra', 'FV'.replace('V', 'D'), 0],
    [30, true, 1, 'Extra', 'TR', 2], [31, false, 2, 'Extra', 'elim', 0],
  ];
  for (const [row, fat, dis, ev, want, moved] of rows) {
    it(`row ${row}: ${fat ? 'fatigued' : 'fresh'}-${['valiant', 'discouraged', 'routed'][dis]} + ${ev} -> ${want}`, () => {
      const s = scene([{ id: 'hastati1a', hex: 314, f: 0, fat, dis }], { pretor1: 314 });
      event(s, 'hastati1a', ev, [0]);
      expect(st(s, 'hastati1a')).toBe(want);
      if (want !== 'elim') expect(s.u[uid(s, 'hastati1a')].hex).toBe(314 + moved);
    });
  }
  for (const [row, fat] of [[12, false], [24, true]] as [number, boolean][]) {
    it(`row ${row}: a routed unit that exits the map is eliminated and scores (12.2.3-g)`, () => {
      const s = scene([{ id: 'hastati1a', hex: 320, fat, dis: 2 }]);
      event(s, 'hastati1a', 'Exit');
      expect(st(s, 'hastati1a')).toBe('elim');
      expect(s.vp[1]).toBe(2);
    });
  }
  it('rows 9/10 blocked: a routed unit that cannot make its forced move is eliminated (12.2.3-b/c)', () => {
    const s = scene([{ id: 'hastati1a', hex: 315, dis: 2 }, { id: 'spartansa', hex: 316, f: 0 }, { id: 'spartansb', hex: 415, f: 0 }, { id: 'perioecia', hex: 215, f: 0 }]);
    event(s, 'hastati1a', 'D');
    expect(st(s, 'hastati1a')).toBe('elim');
    const t = scene([{ id: 'hastati1a', hex: 315, dis: 2 }, { id: 'spartansa', hex: 316, f: 0 }, { id: 'spartansb', hex: 415, f: 0 }, { id: 'perioecia', hex: 215, f: 0 }]);
    event(t, 'hastati1a', 'Recoil');
    expect(st(t, 'hastati1a')).toBe('elim');
  });
});

describe('Nabis 12: discouragement and rout', () => {
  it('Nabis 12-a / 12.1-a: discouragement leaves fatigue unchanged', () => { const s = scene([{ id: 'hastati1a', hex: 314 }]); event(s, 'hastati1a', 'D'); expect(st(s, 'hastati1a')).toBe('FD'); });
  it('Nabis 12.1-b: discouraged and fresh + D -> fatigued', () => { const s = scene([{ id: 'hastati1a', hex: 314, dis: 1 }]); event(s, 'hastati1a', 'D'); expect(st(s, 'hastati1a')).toBe('TD'); });
  it('Nabis 12.1-c: discouraged and fatigued + D -> routed', () => { const s = scene([{ id: 'hastati1a', hex: 314, dis: 1, fat: true }]); event(s, 'hastati1a', 'D'); expect(st(s, 'hastati1a')).toBe('TR'); });
  it('Nabis 12.1-d: discouraged + rout result -> routed, not eliminated', () => { const s = scene([{ id: 'hastati1a', hex: 314, dis: 1 }]); event(s, 'hastati1a', 'Rout'); expect(st(s, 'hastati1a')).toBe('FR'); });
  it('Nabis 12.2.1-a / 12.2.1-b: a new rout removes facing and moves 2 hexes straight to the own edge (Romans south, Spartans north G-04)', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, f: 0 }, { id: 'spartansa', hex: 1609, f: 3 }]);
    event(s, 'hastati1a', 'Rout'); event(s, 'spartansa', 'Rout');
    expect([s.u[uid(s, 'hastati1a')].hex, s.u[uid(s, 'hastati1a')].f]).toEqual([316, -1]);
    expect(s.u[uid(s, 'spartansa')].hex).toBe(1607);
  });
  it('Nabis 12.2.1-c: the rout may not pass through enemies; it diverts to a closer hex (G-33)', () => {
    const s = scene([{ id: 'hastati1a', hex: 314 }, { id: 'spartansa', hex: 315, f: 0 }]);
    event(s, 'hastati1a', 'Rout');
    const h = s.u[uid(s, 'hastati1a')].hex;
    expect([415, 416, 215, 216].includes(h) || h === 416).toBe(true);
    expect(h).not.toBe(316);
  });
  it('T-08 / Nabis 12.2.1-d: Dr into an over-full second hex eliminates the unit; the R is then not applied', () => {
    const s = scene([{ id: 'hastati1a', hex: 510 }, { id: 'hastati1b', hex: 512 }]);
    s.ud[uid(s, 'hastati1b')].front.sp = 6;
    const r = run([], (ctx) => { const q: RoutJob[] = []; rout(s, ctx, uid(s, 'hastati1a'), q, 'x'); runRouts(s, ctx, q); });
    expect(st(s, 'hastati1a')).toBe('elim');
    expect(r.log.some((e) => e.t === 'traversal')).toBe(false);
    expect(s.vp[1]).toBe(2); // printed quality 5 (placeholder)
  });
  it('T-08 variant / Nabis 12.2.1-e / 12.2.3-a: passing through a friend in the first hex makes it test (d10 > quality routs it)', () => {
    for (const [roll, routs] of [[6, true], [5, false]] as [number, boolean][]) {
      const s = scene([{ id: 'hastati1a', hex: 510 }, { id: 'principes1a', hex: 511 }]);
      s.ud[uid(s, 'principes1a')].front.q = 5;
      run([roll], (ctx) => { const q: RoutJob[] = []; rout(s, ctx, uid(s, 'hastati1a'), q, 'x'); runRouts(s, ctx, q); });
      expect(s.u[uid(s, 'principes1a')].dis === 2).toBe(routs);
      expect(s.u[uid(s, 'hastati1a')].hex).toBe(512);
    }
  });
  it('Nabis 12.2.3-a: an already routed friend passed through makes a 2-hex rout move without a roll (G-35)', () => {
    const s = scene([{ id: 'hastati1a', hex: 510 }, { id: 'principes1a', hex: 511, dis: 2 }]);
    const r = run([], (ctx) => { const q: RoutJob[] = []; rout(s, ctx, uid(s, 'hastati1a'), q, 'x'); runRouts(s, ctx, q); });
    expect(r.left).toBe(0);
    expect(s.u[uid(s, 'principes1a')].hex).toBe(513);
  });
  it('Nabis 12.2.3-d: a routed unit receiving a rout result is eliminated', () => { const s = scene([{ id: 'hastati1a', hex: 314, dis: 2 }]); event(s, 'hastati1a', 'Rout'); expect(st(s, 'hastati1a')).toBe('elim'); });
  it('Nabis 12.2.2-a / 12.2.2-b: the Phase E rout spends the whole MA toward the edge, straight when possible', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, dis: 2 }]);
    run([], (ctx) => { const q: RoutJob[] = []; phaseERout(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(318); // MA 4, clear
  });
  it('Nabis 12.2.2-c: it stops at the last legal hex when the end hex would break stacking (G-34)', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, dis: 2 }, { id: 'principes1a', hex: 318 }]);
    run([], (ctx) => { const q: RoutJob[] = []; phaseERout(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(317);
  });
  it('Nabis 12.2.3-e / 12.2.3-f / 5.2.6-a: routed stacked units rout together by default (DP-23)', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, dis: 2 }, { id: 'hastati1b', hex: 314, dis: 2 }]);
    run([], (ctx) => { const q: RoutJob[] = []; phaseERout(s, ctx, [uid(s, 'hastati1a'), uid(s, 'hastati1b')], q); runRouts(s, ctx, q); });
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(s.u[uid(s, 'hastati1b')].hex);
  });
  it('Nabis 5.2.6-c: a routed unit may end with a non-routed friend; no check for ending there', () => {
    const s = scene([{ id: 'hastati1a', hex: 314 }, { id: 'hastati1b', hex: 316 }]);
    const r = run([], (ctx) => { const q: RoutJob[] = []; rout(s, ctx, uid(s, 'hastati1a'), q, 'x'); runRouts(s, ctx, q); });
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(316);
    expect(r.left).toBe(0);
  });
  it('Nabis 12.2.3-g: routing off the map eliminates and scores', () => { const s = scene([{ id: 'hastati1a', hex: 319 }]); event(s, 'hastati1a', 'Rout'); expect(st(s, 'hastati1a')).toBe('elim'); expect(s.vp[1]).toBe(2); });
});

describe('Nabis 10.5: retreat after mêlée', () => {
  it('Nabis 10.5-a / 10.5-b / 10.5-c: the stack retreats one hex among all six neighbours (DP-17 default, facing kept)', () => {
    const s = scene([{ id: 'hastati1a', hex: 515, f: 0 }, { id: 'spartansa', hex: 514, f: 3 }]);
    run([], (ctx) => { const q: RoutJob[] = []; retreatStack(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
    const h = s.u[uid(s, 'hastati1a')].hex;
    expect([516, 416, 615].includes(h) || h === 415 || h === 616).toBe(true);
    expect(s.u[uid(s, 'hastati1a')].f).toBe(0);
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(0);
  });
  it('Nabis 10.5-d / 10.5-g: retreating into an own front hex costs an extra level', () => {
    // Surround all but the front hexes.
    const s = scene([{ id: 'hastati1a', hex: 515, f: 0 }, { id: 'spartansa', hex: 516, f: 0 }, { id: 'spartansb', hex: 415, f: 0 }, { id: 'perioecia', hex: 615, f: 0 }, { id: 'perioecib', hex: 414, f: 0 }]);
    // front hexes 0514 (N) and 0614 (NE): 0414 is NW (flank) and occupied.
    run([], (ctx) => { const q: RoutJob[] = []; retreatStack(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
    expect([514, 614].includes(s.u[uid(s, 'hastati1a')].hex)).toBe(true);
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(1);
  });
  it('Nabis 10.5-e: no legal hex: the unit stays and loses a level (attackers too, G-53)', () => {
    const s = scene([{ id: 'hastati1a', hex: 515, f: 0 }, { id: 'spartansa', hex: 516 }, { id: 'spartansb', hex: 415 }, { id: 'perioecia', hex: 615 }, { id: 'perioecib', hex: 414 }, { id: 'helotsa', hex: 514 }, { id: 'helotsb', hex: 614 }]);
    run([], (ctx) => { const q: RoutJob[] = []; retreatStack(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
    expect([s.u[uid(s, 'hastati1a')].hex, s.u[uid(s, 'hastati1a')].dis]).toEqual([515, 1]);
  });
  it('Nabis 10.5-f / 5.2.5-e: a stack retreats whole; it splits when stacking forbids one hex (DP-18)', () => {
    const s = scene([{ id: 'hastati1a', hex: 515, f: 0, z: 0 }, { id: 'hastati1b', hex: 515, f: 0, z: 1 }, { id: 'spartansa', hex: 514, f: 3 }]);
    run([], (ctx) => { const q: RoutJob[] = []; retreatStack(s, ctx, [uid(s, 'hastati1a'), uid(s, 'hastati1b')], q); runRouts(s, ctx, q); });
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(s.u[uid(s, 'hastati1b')].hex);
    expect(s.u[uid(s, 'hastati1a')].hex).not.toBe(515);
  });
  it('Nabis 10.5-h / 10.5-i: leaders go with the retreating units; a retreat counts as movement', () => {
    const s = scene([{ id: 'hastati1a', hex: 515, f: 0 }, { id: 'spartansa', hex: 514, f: 3 }], { pretor1: 515 });
    s.u[uid(s, 'hastati1a')].rest = true; s.u[uid(s, 'hastati1a')].fat = true;
    run([], (ctx) => { const q: RoutJob[] = []; retreatStack(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
    expect(s.l[lid(s, 'pretor1')].hex).toBe(s.u[uid(s, 'hastati1a')].hex);
    expect(s.u[uid(s, 'hastati1a')].rest).toBe(false);
    expect(s.u[uid(s, 'hastati1a')].mv).toBe(true);
  });
});

describe('Nabis 12.3: rally (T-11)', () => {
  const setup = () => {
    const s = scene([{ id: 'hastati1a', hex: 515, dis: 2 }], { pretor1: 514, flamininus: 515 });
    s.ud[uid(s, 'hastati1a')].front.q = 5;
    s.ld[lid(s, 'pretor1')].front.bonus = 1; s.ld[lid(s, 'flamininus')].front.bonus = 2;
    return s;
  };
  it('Nabis 12.3-d / 12.3-e: routed q5, leaders +1 adjacent and +2 stacked -> DRM +1-2; 6 succeeds, 7 fails', () => {
    const a = setup(); run([6], (ctx) => rally(a, ctx, 515, 0)); expect(a.u[uid(a, 'hastati1a')].dis).toBe(1);
    const b = setup(); run([7], (ctx) => rally(b, ctx, 515, 0)); expect(b.u[uid(b, 'hastati1a')].dis).toBe(2);
  });
  it('Nabis 12.3-d: an unmodified 0 always succeeds', () => {
    const s = setup(); s.ud[uid(s, 'hastati1a')].front.q = 0;
    run([0], (ctx) => rally(s, ctx, 515, 0)); expect(s.u[uid(s, 'hastati1a')].dis).toBe(1);
  });
  it('Nabis 12.3-b: no test next to an enemy unit', () => {
    const s = setup(); s.u[uid(s, 'spartansa')].hex = 516; s.u[uid(s, 'spartansa')].elim = false;
    const r = run([], (ctx) => rallyPhase(s, ctx));
    expect(r.log.some((e) => e.t === 'rally')).toBe(false);
  });
  it('Nabis 12.3-a / 12.3-c / 5.2.6-b / 12.3-g: one d10 per stack, against the highest quality (G-37)', () => {
    const s = scene([{ id: 'hastati1a', hex: 515, dis: 1 }, { id: 'hastati1b', hex: 515, dis: 2 }]);
    s.ud[uid(s, 'hastati1a')].front.q = 3; s.ud[uid(s, 'hastati1b')].front.q = 6;
    const r = run([6], (ctx) => rallyPhase(s, ctx));
    expect(r.left).toBe(0);
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(0); // 6 <= 6
    expect(s.u[uid(s, 'hastati1b')].dis).toBe(2); // 6 + 1 > 6
  });
  it('Nabis 12.3-f: routed -> discouraged with a facing; discouraged -> valiant', () => {
    const s = setup(); run([0], (ctx) => rally(s, ctx, 515, 0));
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(1);
    expect(s.u[uid(s, 'hastati1a')].f).toBeGreaterThanOrEqual(0);
    run([0], (ctx) => rally(s, ctx, 515, 0));
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(0);
  });
  it('Nabis 12.3-h: every eligible unit tests automatically (G-38), or none with the option', () => {
    const s = scene([{ id: 'hastati1a', hex: 515, dis: 1 }], {}, { rallyTest: 'never' });
    const rs = run([], (ctx) => phaseE(s, ctx)); // no die: nobody tests
    expect(rs.log.some((e) => e.t === 'rally')).toBe(false);
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(1);
    const t = scene([{ id: 'hastati1a', hex: 515, dis: 1 }]);
    const rt = run([2], (ctx) => phaseE(t, ctx));
    expect(rt.left).toBe(0);
    expect(rt.log.filter((e) => e.t === 'rally').length).toBe(1);
    expect(t.u[uid(t, 'hastati1a')].dis).toBe(0);
  });
  it('Nabis 12.3-i: units still routed after rally make their rout move (phase E order)', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, dis: 2 }]);
    run([9], (ctx) => { rallyPhase(s, ctx); const q: RoutJob[] = []; phaseERout(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(318);
  });
});

describe('Nabis 11: fatigue and resting', () => {
  it('Nabis 11-a / 11-b: fatigue per unit; F on a fatigued unit has no further effect', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, fat: true }, { id: 'hastati1b', hex: 314 }]);
    event(s, 'hastati1a', 'F');
    expect([st(s, 'hastati1a'), st(s, 'hastati1b')]).toEqual(['TV', 'FV']);
  });
  it('Nabis 11.1-a: a fatigued unit uses its back values', () => {
    const s = scene([{ id: 'laconiansa', hex: 314, fat: true }]);
    expect(s.ud[uid(s, 'laconiansa')].back).toEqual({ sp: 4, q: 3, ma: 3 });
  });
  it('Nabis 11.2-a / 6.A-b: Phase A rests eligible fatigued units (DP-04), never routed ones or ones next to an enemy', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, fat: true }, { id: 'hastati1b', hex: 514, fat: true, dis: 2 }, { id: 'hastati2a', hex: 718, fat: true }, { id: 'spartansa', hex: 717 }], { pretor1: 314 });
    run([], (ctx) => phaseA(s, ctx));
    expect([s.u[uid(s, 'hastati1a')].rest, s.u[uid(s, 'hastati1b')].rest, s.u[uid(s, 'hastati2a')].rest]).toEqual([true, false, false]);
  });
  it('Nabis 11.2-b / 11.2-d: a resting unit not next to an enemy at the end turns fresh; next to one it stays fatigued', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, fat: true }, { id: 'hastati2a', hex: 718, fat: true }, { id: 'spartansa', hex: 717 }]);
    s.u[uid(s, 'hastati1a')].rest = true; s.u[uid(s, 'hastati2a')].rest = true;
    run([], (ctx) => restFlips(s, ctx));
    expect([st(s, 'hastati1a'), st(s, 'hastati2a')]).toEqual(['FV', 'TV']);
  });
  it('Nabis 11.2-c: being shot at, attacked or routed removes the marker', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, fat: true }]);
    s.u[uid(s, 'hastati1a')].rest = true;
    event(s, 'hastati1a', 'Rout');
    expect(s.u[uid(s, 'hastati1a')].rest).toBe(false);
  });
  it('Nabis 5.1-c: a resting unit whose fresh side would overfill its stack stays fatigued', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, fat: true }, { id: 'hastati1b', hex: 314 }]);
    s.ud[uid(s, 'hastati1a')].back.sp = 3; s.ud[uid(s, 'hastati1a')].front.sp = 5; s.ud[uid(s, 'hastati1b')].front.sp = 5;
    s.u[uid(s, 'hastati1a')].rest = true;
    run([], (ctx) => restFlips(s, ctx));
    expect(st(s, 'hastati1a')).toBe('TV');
  });
  it('Nabis 11.2-e: a discouraged unit that rests stays discouraged', () => {
    const s = scene([{ id: 'hastati1a', hex: 314, fat: true, dis: 1 }]);
    s.u[uid(s, 'hastati1a')].rest = true;
    run([], (ctx) => restFlips(s, ctx));
    expect(st(s, 'hastati1a')).toBe('FD');
  });
});

describe('Nabis 7.5-7.6: leaders hurt, lost and replaced', () => {
  it('Nabis 7.5-b: a leader whose unit is destroyed in mêlée is killed; 7.6-b the replacement goes on a unit of his contingent', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati1b', hex: 318 }], { pretor1: 515 });
    run([], (ctx) => eliminate(s, ctx, uid(s, 'hastati1a'), 'melee', 'x'));
    const p = s.l[lid(s, 'pretor1')];
    expect([p.repl, p.hex, p.st]).toEqual([1, 318, 'ok']);
    expect(s.vp[1]).toBe(2 + 3); // the unit and 13.3.2-e
  });
  it('Nabis 7.5-c: destroyed by shooting: the leader goes to the nearest unit of his contingent; killed when surrounded', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati1b', hex: 318 }], { pretor1: 515 });
    run([], (ctx) => eliminate(s, ctx, uid(s, 'hastati1a'), 'shoot', 'x'));
    expect([s.l[lid(s, 'pretor1')].hex, s.l[lid(s, 'pretor1')].repl]).toEqual([318, 0]);
    // Surrounded: enemies on all six sides of 0515.
    const t = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati1b', hex: 318 },
      { id: 'spartansa', hex: 514 }, { id: 'spartansb', hex: 614 }, { id: 'perioecia', hex: 615 }, { id: 'perioecib', hex: 516 }, { id: 'helotsa', hex: 415 }, { id: 'helotsb', hex: 414 }], { pretor1: 515 });
    run([], (ctx) => eliminate(t, ctx, uid(t, 'hastati1a'), 'shoot', 'x'));
    expect([t.l[lid(t, 'pretor1')].hex, t.l[lid(t, 'pretor1')].repl]).toEqual([318, 1]); // killed, the replacement on 0318
  });
  it('Nabis 7.5-d: a leader whose unit routs goes with it', () => {
    const s = scene([{ id: 'hastati1a', hex: 314 }], { pretor1: 314 });
    event(s, 'hastati1a', 'Rout');
    expect(s.l[lid(s, 'pretor1')].hex).toBe(316);
    expect(s.l[lid(s, 'pretor1')].bound).toBe(uid(s, 'hastati1a'));
  });
  it('Nabis 7.5-e: a routed unit carrying a leader eliminated by a blocked rout kills him', () => {
    const s = scene([{ id: 'hastati1a', hex: 315, dis: 2 }, { id: 'hastati1b', hex: 211 }, { id: 'spartansa', hex: 316 }, { id: 'spartansb', hex: 415 }, { id: 'perioecia', hex: 215 }], { pretor1: 315 });
    event(s, 'hastati1a', 'D');
    expect(s.l[lid(s, 'pretor1')].repl).toBe(1);
  });
  it('Nabis 7.5-f / 7.1-d: routing off the map with his last unit removes the leader unharmed (no VP)', () => {
    const s = scene([{ id: 'hastati1a', hex: 319 }], { pretor1: 319 });
    event(s, 'hastati1a', 'Rout');
    expect(s.l[lid(s, 'pretor1')].st).toBe('dead');
    expect(s.vp[1]).toBe(2); // the unit only
  });
  it('Nabis 7.5-a / 7.5.1-a: a wound applies the marker values; a second wound kills', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517 }, { id: 'hastati1b', hex: 318 }], { pretor1: 517 });
    run([7], (ctx) => { s.l[lid(s, 'pretor1')].st = 'ok'; void ctx; });
    s.l[lid(s, 'pretor1')].st = 'wounded';
    expect(s.ld[lid(s, 'pretor1')].front.bonus - 1).toBe(0);
  });
  it('Nabis 7.1-c: a contingent with no unit left loses its leader, counted killed (G-47)', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }], { pretor1: 318 });
    run([], (ctx) => eliminate(s, ctx, uid(s, 'hastati1a'), 'melee', 'x'));
    expect(s.l[lid(s, 'pretor1')].st).toBe('dead');
    expect(s.vp[1]).toBe(2 + 3);
  });
});
