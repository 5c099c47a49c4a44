// Who shoots at whom (SHO-04, §10.3 N1, INTERP-20, SHO-07): mutual pairs first and nearest,
// then the standing fire orders and the nearest target, then which shooter is primary.
// Hand-built positions (older geometry unless said); each fails when its choice is changed.
import { describe, expect, it } from 'vitest';
import { planShots } from '../../../src/rules/dba/shooting';
import { DENIZENS, buaCentrePose } from '../../../src/rules/dba/bua';
import type { Feature } from '../../../src/rules/dba/state';
import { get, position, type Spec } from './helpers';

const A: Spec = { id: 0, side: 0, base: '4Bw', f: 'N', x: [560, 720], y: [920, 1000] };
/** A side-1 Bw facing south with its front edge at y0. */
const bwS = (id: number, x0: number, y0: number): Spec => ({ id, side: 1, base: '4Bw', f: 'S', x: [x0, x0 + 160], y: [y0, y0 + 80] });
const pkS = (id: number, x0: number, y0: number): Spec => ({ id, side: 1, base: '4Pk', f: 'S', x: [x0, x0 + 160], y: [y0, y0 + 60] });

describe('DBA SHO-04 mutual pairs first, the nearest first', () => {
  it('SHO-04: of two enemy Bw that could exchange shots with it, a Bw pairs with the nearer (100 p, not 150 p), whatever their numbers', () => {
    const s = position([A, bwS(12, 720, 1150), bwS(13, 400, 1100)]);
    expect(planShots(s)).toEqual([{ target: 0, shooters: [13, 12] }, { target: 13, shooters: [0] }]);
  });
  it('SHO-04: two equally near partners: the lower number', () => {
    const s = position([A, bwS(13, 720, 1100), bwS(12, 400, 1100)]);
    expect(planShots(s)).toEqual([{ target: 0, shooters: [12, 13] }, { target: 12, shooters: [0] }]);
  });
});

describe('DBA SHO-04 an element already paired is not paired again', () => {
  it('SHO-04: X pairs with A (listed first); Z, which X could also exchange shots with, then shoots X unanswered', () => {
    const s = position([A, { ...A, id: 1, x: [880, 1040] }, bwS(12, 720, 1100)]);
    expect(planShots(s)).toEqual([{ target: 0, shooters: [12] }, { target: 12, shooters: [0, 1] }]);
  });
  it('SHO-04: a target that can shoot only at someone else is no partner', () => {
    // X (12) faces west towards Z (1); A shoots X, X shoots Z, Z shoots X.
    const Z: Spec = { id: 1, side: 0, base: '4Bw', f: 'E', x: [360, 440], y: [1100, 1260] };
    const X: Spec = { id: 12, side: 1, base: '4Bw', f: 'W', x: [560, 640], y: [1100, 1260] };
    const s = position([{ ...A, x: [700, 860] }, Z, X]); // A beyond X's band
    expect(planShots(s)).toEqual([{ target: 1, shooters: [12] }, { target: 12, shooters: [1, 0] }]);
  });
});

describe('DBA §10.3 the nearest target of a shooter that shoots all round (older geometry)', () => {
  // A war wagon (or an element in a camp) measures from its whole outline, not its front edge:
  // a Pk 100 p off its west side is nearer than one 150 p ahead (172 p from its front edge).
  const beside: Spec = { id: 13, side: 1, base: '4Pk', f: 'E', x: [400, 460], y: [700, 860] };
  it('SHO-02: a war wagon shoots the nearer Pk, beside it', () => {
    const s = position([{ id: 0, side: 0, base: 'WWg', f: 'N', x: [560, 720], y: [680, 1000] }, pkS(12, 560, 1150), beside]);
    expect(planShots(s)).toEqual([{ target: 13, shooters: [0] }]);
  });
  it('SHO-02: a Bw in its camp shoots the nearer Pk, beside it', () => {
    const s = position([{ id: 0, side: 0, base: '4Bw', f: 'N', x: [560, 720], y: [920, 1000] }, pkS(12, 560, 1150), beside]); // 116 p from its outline, 172 p from its front edge
    s.camps[0] = { owner: 0, x: 640, y: 1000, h: 90, l: 320, dp: 160, controller: 0, everTaken: false };
    get(s, 0).where = 'camp';
    expect(planShots(s)).toEqual([{ target: 13, shooters: [0] }]);
  });
});

describe('DBA §10.3 N1 the default target: the nearest, then the lowest number', () => {
  it('§10.3: of two Pk in its arc a Bw shoots the nearer (100 p, not 150 p)', () => {
    const s = position([A, pkS(12, 720, 1150), pkS(13, 400, 1100)]);
    expect(planShots(s)).toEqual([{ target: 13, shooters: [0] }]);
  });
  it('§10.3: two Pk equally near: the lower number', () => {
    const s = position([A, pkS(13, 720, 1100), pkS(12, 400, 1100)]);
    expect(planShots(s)).toEqual([{ target: 12, shooters: [0] }]);
  });
  it('§10.3 N1: a standing order for Pk makes the Bw shoot the farther Pk before a nearer Bd', () => {
    const s = position([A, pkS(13, 720, 1150), { ...pkS(12, 400, 1100), base: '4Bd' }]);
    expect(planShots(s)).toEqual([{ target: 12, shooters: [0] }]);
    s.orders[0] = ['Pk'];
    expect(planShots(s)).toEqual([{ target: 13, shooters: [0] }]);
  });
});

describe('DBA G-SHOOT 8 nearness in the exact geometry (option sho02)', () => {
  it('G-SHOOT 8: nearness is measured to the part of the target in the band (Q), not to its nearest corner', () => {
    // Pk 12 turned 30° with its nearest corner outside the band: 99 p to that corner, 109 p to Q;
    // Pk 13 straight ahead, 104 p away.
    const s = position([A, pkS(12, 560, 1100), pkS(13, 560, 1104)]);
    Object.assign(get(s, 12), { x: 910, y: 1020, h: 330 });
    expect(planShots(s)).toEqual([{ target: 12, shooters: [0] }]);
    s.opt.sho02 = 'exact';
    expect(planShots(s)).toEqual([{ target: 13, shooters: [0] }]);
  });
});

describe('DBA SHO-06 / INTERP-20 the primary shooter', () => {
  it('SHO-06: the element a target shoots back at is its primary shooter, before a nearer one', () => {
    // X (13) and A exchange shots 190 p apart; Y (12), facing west 170 p beside A (beyond A's band,
    // which reaches 1 BW beside its frontage), shoots A but A cannot shoot it.
    const Y: Spec = { id: 12, side: 1, base: '4Bw', f: 'W', x: [890, 970], y: [840, 1000] };
    const s = position([A, Y, bwS(13, 400, 1190)]);
    expect(planShots(s)).toEqual([{ target: 0, shooters: [13, 12] }, { target: 13, shooters: [0] }]);
  });
  const pair = (f: 'N' | 'E'): Spec[] => (f === 'N'
    ? [{ id: 1, side: 0, base: '4Bw', f: 'N', x: [400, 560], y: [920, 1000] }, { id: 0, side: 0, base: '4Bw', f: 'N', x: [560, 720], y: [920, 1000] }]
    : [{ id: 1, side: 0, base: '4Bw', f: 'E', x: [920, 1000], y: [400, 560] }, { id: 0, side: 0, base: '4Bw', f: 'E', x: [920, 1000], y: [560, 720] }]);
  const target = (f: 'N' | 'E', off: number): Spec => (f === 'N'
    ? { id: 12, side: 1, base: '4Pk', f: 'S', x: [480 + off, 640 + off], y: [1100, 1160] }
    : { id: 12, side: 1, base: '4Pk', f: 'W', x: [1100, 1160], y: [480 + off, 640 + off] });
  for (const f of ['N', 'E'] as const) {
    it(`INTERP-20: of two shooters equally near, the one the target overlaps more is primary (facing ${f}, both readings)`, () => {
      // Both 100 p away; the target overlaps shooter 0 by 100 p and shooter 1 by 60 p.
      const s = position([...pair(f), target(f, -60)]);
      expect(planShots(s)).toEqual([{ target: 12, shooters: [1, 0] }]);
      const t = position([...pair(f), target(f, 20)]);
      expect(planShots(t)).toEqual([{ target: 12, shooters: [0, 1] }]);
      t.opt.int20 = 'overlap';
      expect(planShots(t)).toEqual([{ target: 12, shooters: [0, 1] }]);
    });
    it(`INTERP-20: two shooters alike in every way: the lower number is primary (facing ${f})`, () => {
      const s = position([...pair(f), target(f, 0)]);
      expect(planShots(s)).toEqual([{ target: 12, shooters: [0, 1] }]);
      s.opt.int20 = 'overlap';
      expect(planShots(s)).toEqual([{ target: 12, shooters: [0, 1] }]);
    });
  }
});

describe('DBA SHO-07 the denizens of a town as a target', () => {
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
  const bwEast: Spec = { id: 0, side: 0, base: '4Bw', f: 'W', x: [650, 730], y: [370, 530] };
  it('SHO-07: a town defended by its denizens alone: they are the target', () => {
    const s = position([bwEast], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    expect(planShots(s)).toEqual([{ target: DENIZENS, shooters: [0] }]);
  });
  it('SHO-07: a town with a garrison: the garrison is the target, never the denizens', () => {
    const s = position([bwEast, { id: 12, side: 1, base: '4Bd', f: 'E', x: [0, 60], y: [0, 160] }], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const p = buaCentrePose(s, get(s, 12));
    Object.assign(get(s, 12), { x: p.x, y: p.y, where: 'bua' });
    expect(planShots(s)).toEqual([{ target: 12, shooters: [0] }]);
  });
});
