// Distant shooting SHO-01..08 (spec §4.18, §7.3 T-SHO-*).
import { describe, expect, it } from 'vitest';
import { canShoot, canTarget, planShots, resolveShot } from '../../../src/rules/dba/shooting';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';
import { dba } from '../../../src/rules/dba';

const bw = (id: number, x0: number, side: 0 | 1 = 0): Spec => ({ id, side, base: '4Bw', f: 'N', x: [x0, x0 + 160], y: [920, 1000] });
const pk = (id: number, x0: number, y0: number): Spec => ({ id, side: 1, base: '4Pk', f: 'S', x: [x0, x0 + 160], y: [y0, y0 + 60] });

describe('DBA SHO shooting', () => {
  it('T-SHO-1 (DBA SHO-01): a Bw target 200 p away is in range, 201 p is not', () => {
    const r = position([bw(0, 560), pk(12, 560, 1200)]);
    expect(canTarget(r, get(r, 0), get(r, 12))).toBe(true);
    const s = position([bw(0, 560), pk(12, 560, 1201)]);
    expect(canTarget(s, get(s, 0), get(s, 12))).toBe(false);
  });
  it('DBA SHO-02: a target beyond one base width to the side is out of arc; a WWg shoots all round', () => {
    const s = position([bw(0, 560), pk(12, 900, 1100)]);
    expect(canTarget(s, get(s, 0), get(s, 12))).toBe(false);
    const t = position([{ id: 0, side: 0, base: 'WWg', f: 'E', x: [560, 880], y: [840, 1000] }, pk(12, 600, 1100)]);
    expect(canTarget(t, get(t, 0), get(t, 12))).toBe(true);
  });
  it('T-SHO-2 (DBA SHO-05, INTERP-12): Art that moved this bound cannot shoot', () => {
    const s = position([{ id: 0, side: 0, base: 'Art', f: 'N', x: [560, 720], y: [840, 1000] }, pk(12, 560, 1300)]);
    expect(canShoot(s, get(s, 0))).toBe(true);
    get(s, 0).moved = true;
    expect(canShoot(s, get(s, 0))).toBe(false);
  });
  it('T-SHO-3 (DBA SHO-04): two Bw facing each other must shoot each other, as one combat whose loser takes the result', () => {
    const s = position([bw(0, 560), { id: 12, side: 1, base: '4Bw', f: 'S', x: [560, 720], y: [1150, 1230] }]);
    s.shots = planShots(s);
    expect(s.shots).toEqual([{ target: 0, shooters: [12] }, { target: 12, shooters: [0] }]);
    const entry = s.shots.shift()!;
    const ctx = fixedDice([1, 6]); // 12 rolls 1 (total 3), 0 rolls 6 (total 8): 12 is doubled and destroyed
    resolveShot(s, entry, ctx);
    expect(s.shots).toEqual([]);
    expect(get(s, 12).status).toBe('dead');
    expect(get(s, 0).status).toBe('on');
  });
  it('T-SHO-4 (DBA SHO-06): four Bw at one target: a primary and two aiders (−2); the fourth has no effect', () => {
    const s = position([bw(0, 400), bw(1, 560), bw(2, 720), bw(3, 880), pk(12, 640, 1100)]);
    const plan = planShots(s);
    expect(plan.length).toBe(1);
    expect(plan[0].shooters.length).toBe(4);
    const ctx = fixedDice([3, 3]);
    resolveShot(s, plan[0], ctx);
    expect(ctx.events.find((e) => e.t === 'shoot')).toMatchObject({ aiders: 2, tt: 3 + 3 - 2 });
  });
  it('T-SHO-5 (DBA SHO-03, INTERP-24): an element giving Pk rear support in close combat cannot be targeted', () => {
    const specs: Spec[] = [
      { id: 12, side: 1, base: '4Pk', f: 'S', x: [1000, 1160], y: [1000, 1060] },
      { id: 13, side: 1, base: '4Pk', f: 'S', x: [1000, 1160], y: [1060, 1120] },
      { id: 1, side: 0, base: '4Bw', f: 'S', x: [1000, 1160], y: [1240, 1320] },
    ];
    const alone = position(specs);
    expect(canTarget(alone, get(alone, 1), get(alone, 13))).toBe(true);
    const fighting = position([...specs, { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [940, 1000] }]);
    expect(canTarget(fighting, get(fighting, 1), get(fighting, 13))).toBe(false);
  });
  it('DBA SHO-03: elements in close combat neither shoot nor are shot; no shooting through another element', () => {
    const s = position([bw(0, 560), pk(12, 560, 1000)]);
    expect(canShoot(s, get(s, 0))).toBe(false);
    const t = position([bw(0, 560), { id: 1, side: 0, base: '2Ps', f: 'N', x: [560, 720], y: [1020, 1100] }, pk(12, 560, 1150)]);
    expect(canTarget(t, get(t, 0), get(t, 12))).toBe(false);
  });
  it('DBA TER-04: shooter and target in the same Wood cannot shoot', () => {
    const wood: Feature = { kind: 'Woods', compulsory: false, p: [640, 1050, 500, 400, 0] };
    const s = position([bw(0, 560), pk(12, 560, 1100)], { terrain: [wood] });
    expect(canTarget(s, get(s, 0), get(s, 12))).toBe(false);
  });
  it('DBA OUT-02: a shooter whose target does not shoot back ignores an unfavourable result', () => {
    const s = position([bw(0, 560), pk(12, 560, 1100)]);
    const plan = planShots(s);
    resolveShot(s, plan[0], fixedDice([1, 6]));
    expect(s.els.every((e) => e.status === 'on')).toBe(true);
  });
  it('DBA SHO-08 (spec §10.3 N1): standing fire orders pick the target type; the default is the nearest', () => {
    const specs: Spec[] = [bw(0, 560), pk(12, 400, 1080), { id: 13, side: 1, base: '3Cv', f: 'S', x: [720, 880], y: [1150, 1270] }];
    const s = position(specs);
    expect(planShots(s)).toEqual([{ target: 12, shooters: [0] }]);
    const t = dba.apply(s, 0, { k: 'orders', prio: ['Cv'] }, fixedDice([]));
    expect(planShots(t)).toEqual([{ target: 13, shooters: [0] }]);
    expect(dba.decodeAction(dba.encodeAction({ k: 'orders', prio: ['Cv', 'El'] }))).toEqual({ k: 'orders', prio: ['Cv', 'El'] });
  });
});

describe('DBA INTERP-20: the primary shooter among equally near shooters', () => {
  const T = pk(12, 1000, 600); // x 1000–1160, y 600–660
  const bwAt = (id: number, x0: number, front: number): Spec => ({ id, side: 0, base: '4Bw', f: 'N', x: [x0, x0 + 160], y: [front - 80, front] });
  const plan = (specs: Spec[], int20: string | undefined, sho02?: string) => {
    const s = position([...specs, T]);
    if (int20 !== undefined) s.opt.int20 = int20;
    if (sho02 !== undefined) s.opt.sho02 = sho02;
    return planShots(s);
  };
  it('INTERP-20: at equal distance the larger lateral overlap between the target and the shooter\'s frontage makes the primary (option int20)', () => {
    // Both 100 p away; 1 overlaps the target over 100 p of its frontage, 0 over 60 p.
    const specs = [bwAt(0, 900, 500), bwAt(1, 1060, 500)];
    for (const sho02 of [undefined, 'exact']) expect(plan(specs, 'overlap', sho02)).toEqual([{ target: 12, shooters: [1, 0] }]);
  });
  it('INTERP-20: with no overlap either way the owner\'s default, the lowest id, decides (option int20); before it, the nearer centre', () => {
    // Both 100 p from a corner (60-80-100): 1 is 220 p off the target's centre, 0 is 240 p; neither faces it.
    const specs = [bwAt(1, 780, 520), bwAt(0, 1240, 540)];
    for (const sho02 of [undefined, 'exact']) {
      expect(plan(specs, 'overlap', sho02)).toEqual([{ target: 12, shooters: [0, 1] }]);
      // Games recorded before the option (int20 absent, or "centre"): the smaller centre offset.
      expect(plan(specs, undefined, sho02)).toEqual([{ target: 12, shooters: [1, 0] }]);
      expect(plan(specs, 'centre', sho02)).toEqual([{ target: 12, shooters: [1, 0] }]);
    }
  });
});
