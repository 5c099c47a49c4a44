// The exact shooting geometry of spec §8.4 G-SHOOT (option sho02 'exact'): exposed
// edges, band and range met by the same points (SHO-02), 25 sightlines (TER-04), camps
// shooting all round from their edge (SHO-02, SHO-07). Each position is also checked
// under the older approximation (sho02 absent), which the games recorded before the
// option keep, and which answers differently.
import { describe, expect, it } from 'vitest';
import { canTarget, planShots, resolveShot } from '../../../src/rules/dba/shooting';
import { cornersOf } from '../../../src/rules/dba/geometry';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';
import { dba } from '../../../src/rules/dba';

const both = (s: DbaState, a: number, b: number): { old: boolean; exact: boolean } => {
  delete s.opt.sho02;
  const old = canTarget(s, get(s, a), get(s, b));
  s.opt.sho02 = 'exact';
  const exact = canTarget(s, get(s, a), get(s, b));
  return { old, exact };
};

const bw: Spec = { id: 0, side: 0, base: '4Bw', f: 'N', x: [560, 720], y: [920, 1000] };
const art: Spec = { id: 0, side: 0, base: 'Art', f: 'N', x: [560, 720], y: [840, 1000] };
const pk = (x0: number, y0: number): Spec => ({ id: 12, side: 1, base: '4Pk', f: 'S', x: [x0, x0 + 160], y: [y0, y0 + 60] });

describe('DBA G-SHOOT exact geometry (option sho02)', () => {
  it('DBA SHO-02: Q is the part of the exposed edges in the band AND in range; a target with one part in the band and another in range is not a target', () => {
    const s = position([bw, pk(560, 1100)]);
    const t = get(s, 12);
    t.h = 200; t.x = 880; t.y = 1140; // turned, its corner FR pokes into the band beyond range
    const c = cornersOf(t);
    expect(c.FR).toEqual({ x: 853, y: 1215 }); // in the band (x ≤ 880), 253 p from the front edge
    expect(c.FL).toEqual({ x: 907, y: 1065 }); // within 200 p, but outside the band
    expect(both(s, 0, 12)).toEqual({ old: true, exact: false });
  });

  it('DBA SHO-02: the band is closed 1 BW beside the frontage and open at the front-edge line', () => {
    const s = position([bw, pk(880, 1100)]);
    expect(both(s, 0, 12).exact).toBe(true); // its corner on the band's side line
    const t = position([bw, pk(881, 1100)]);
    expect(both(t, 0, 12).exact).toBe(false);
    const u = position([bw, { id: 12, side: 1, base: '4Pk', f: 'W', x: [880, 940], y: [840, 1000] }]);
    expect(both(u, 0, 12).exact).toBe(false); // wholly beside, touching the front-edge line only
  });

  it('DBA SHO-01: range is measured from the shooting edge to Q (200 p in, 201 p out)', () => {
    expect(both(position([bw, pk(560, 1200)]), 0, 12).exact).toBe(true);
    expect(both(position([bw, pk(560, 1201)]), 0, 12).exact).toBe(false);
  });

  it('DBA SHO-03: an element even partly in the corridor between E_near and Q blocks; one beside it does not', () => {
    const s = position([bw, pk(560, 1150), { id: 1, side: 0, base: '2Ps', f: 'N', x: [700, 860], y: [1040, 1100] }]);
    expect(both(s, 0, 12).exact).toBe(false);
    const t = position([bw, pk(560, 1150), { id: 1, side: 0, base: '2Ps', f: 'N', x: [722, 882], y: [1040, 1100] }]);
    expect(both(t, 0, 12).exact).toBe(true);
  });
});

describe('DBA TER-04 sightlines (option sho02)', () => {
  // Art (range 500) shooting north at a Pk 400 p ahead: E_near is y = 1000, x 560..720; Q is y = 1400.
  const wood = (cx: number): Feature => ({ kind: 'Woods', compulsory: false, p: [cx, 1200, 470, 200, 0] });
  it('DBA TER-04: a Wood whose edge crosses all 25 sightlines blocks the shot', () => {
    const s = position([art, pk(560, 1400)], { terrain: [wood(790)] }); // its tip at x = 555
    expect(both(s, 0, 12)).toEqual({ old: true, exact: false });
  });
  it('DBA TER-04: a Wood that leaves one sightline open does not block', () => {
    const s = position([art, pk(560, 1400)], { terrain: [wood(800)] }); // its tip at x = 565: the line x = 560 passes
    expect(both(s, 0, 12)).toEqual({ old: true, exact: true });
  });
  it('DBA TER-04: a hill crest crossed by the centre line but missed by one sightline does not block', () => {
    const hill = (cx: number): Feature => ({ kind: 'GentleHill', compulsory: false, p: [cx, 1200, 600, 200, 0] });
    const open = position([art, pk(560, 1400)], { terrain: [hill(765)] }); // crest x 565..965
    expect(both(open, 0, 12)).toEqual({ old: false, exact: true });
    const shut = position([art, pk(560, 1400)], { terrain: [hill(640)] }); // crest x 440..840
    expect(both(shut, 0, 12)).toEqual({ old: false, exact: false });
  });
  it('DBA TER-04: shooter and target in the same Wood may not shoot', () => {
    const s = position([bw, pk(560, 1100)], { terrain: [{ kind: 'Woods', compulsory: false, p: [640, 1050, 500, 400, 0] }] });
    expect(both(s, 0, 12)).toEqual({ old: false, exact: false });
  });
});

describe('DBA SHO-02 and SHO-07: camps (option sho02)', () => {
  const inCamp = (s: DbaState, id: number) => {
    s.camps[0] = { owner: 0, x: 1200, y: 160, h: 90, l: 320, dp: 160, controller: 0, everTaken: false }; // x 1040..1360, y 0..160
    get(s, id).where = 'camp';
    return s;
  };
  const bwIn: Spec = { id: 0, side: 0, base: '4Bw', f: 'N', x: [1120, 1280], y: [40, 120] };
  it('DBA SHO-07: an element in a camp shoots from the camp\'s edge (190 p from it, 230 p from the base)', () => {
    const s = inCamp(position([bwIn, { id: 12, side: 1, base: '4Pk', f: 'S', x: [1120, 1280], y: [350, 410] }]), 0);
    expect(both(s, 0, 12)).toEqual({ old: false, exact: true });
  });
  it('DBA SHO-02: an element in a camp shoots all round, here at a target beside the camp', () => {
    const s = inCamp(position([bwIn, { id: 12, side: 1, base: '4Pk', f: 'W', x: [1500, 1560], y: [40, 200] }]), 0);
    expect(both(s, 0, 12)).toEqual({ old: false, exact: true });
  });
  it('DBA SHO-07: shooting at an element in a camp is shooting at the camp\'s edge', () => {
    const s = inCamp(position([{ id: 0, side: 0, base: '4Pk', f: 'N', x: [1120, 1280], y: [40, 100] }, { id: 12, side: 1, base: '4Bw', f: 'S', x: [1120, 1280], y: [350, 430] }]), 0);
    expect(both(s, 12, 0)).toEqual({ old: false, exact: true });
    s.opt.sho02 = 'exact';
    expect(planShots(s)).toEqual([{ target: 0, shooters: [12] }]);
  });
});

describe('DBA REC-03 rear shots (option sho02)', () => {
  // A Pk facing away, recoiling from a shot: destroyed when shot in the rear (REC-03).
  const shoot = (x0: number, exact: boolean) => {
    const s = position([bw, { id: 12, side: 1, base: '4Pk', f: 'N', x: [x0, x0 + 160], y: [1100, 1160] }]);
    if (exact) s.opt.sho02 = 'exact';
    const plan = planShots(s);
    const ctx = fixedDice([6, 3]);
    resolveShot(s, plan[0], ctx);
    return ctx.events.filter((e) => e.t === 'outcome' || e.t === 'destroyed').map((e) => (e.t === 'outcome' ? e.res : 'destroyed'));
  };
  it('DBA REC-03: Q wholly on the rear edge: the recoiling target is destroyed', () => {
    expect(shoot(560, true)).toEqual(['recoil', 'destroyed']);
  });
  it('DBA REC-03: Q reaching a side edge too is not a rear shot (the older test looked only at the rear-edge line)', () => {
    expect(shoot(700, false)).toEqual(['recoil', 'destroyed']);
    expect(shoot(700, true)).toEqual(['recoil']);
  });
});

describe('DBA SHO-02 option sho02 (late option)', () => {
  it('DBA SHO-02: new games default to the exact geometry; games recorded before it carry no sho02 (the older approximation)', () => {
    expect('sho02' in dba.setup({ scenario: 'battle', options: {} }).opt).toBe(false);
    const t = dba.setup({ scenario: 'battle', options: Object.fromEntries(dba.options.map((o) => [o.id, o.default])) });
    expect(t.opt.sho02).toBe('exact');
  });
});
