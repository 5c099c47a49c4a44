// Distant shooting pinned term by term (SHO-01, SHO-05, GAR-08, INTERP-44, RES-01, OUT-02,
// GAR-09, INTERP-38), on hand-built positions: each test fails when its rule is switched off.
// Written against `npm run mutate -- dba src/rules/dba/shooting.ts` (issue 12).
import { describe, expect, it } from 'vitest';
import { canShoot, canTarget, planShots, resolveShot } from '../../../src/rules/dba/shooting';
import { DENIZENS, buaCentrePose } from '../../../src/rules/dba/bua';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const bw = (id: number, x0: number, side: 0 | 1 = 0): Spec => ({ id, side, base: '4Bw', f: 'N', x: [x0, x0 + 160], y: [920, 1000] });
/** A side-1 element facing south, its front edge at y = y0 (in range of a Bw at y = 1000 when y0 <= 1200). */
const south = (id: number, base: string, depth: number, y0 = 1100): Spec => ({ id, side: 1, base, f: 'S', x: [560, 720], y: [y0, y0 + depth] });

describe('DBA SHO-01 / SHO-05 / GAR-08 who may shoot and be shot', () => {
  it('DBA SHO-01: a WWg shoots, a Lit (a WWg on the army list) never does', () => {
    const s = position([{ id: 0, side: 0, base: 'WWg', f: 'N', x: [560, 720], y: [680, 1000] }, south(12, '4Pk', 60)]);
    expect(canShoot(s, get(s, 0))).toBe(true);
    const t = position([{ id: 0, side: 0, base: 'Lit', f: 'N', x: [560, 720], y: [680, 1000] }, south(12, '4Pk', 60)]);
    expect(canShoot(t, get(t, 0))).toBe(false);
    expect(planShots(t)).toEqual([]);
  });
  it('DBA SHO-01: an element no longer on the table does not shoot, nor a type with no range', () => {
    const s = position([bw(0, 560), south(12, '4Pk', 60)]);
    get(s, 0).status = 'dead';
    expect(canShoot(s, get(s, 0))).toBe(false);
    const t = position([{ ...bw(0, 560), base: '4Bd', y: [940, 1000] }, south(12, '4Pk', 60)]);
    expect(canShoot(t, get(t, 0))).toBe(false);
  });
  it('DBA GAR-08 / INTERP-44: a sacking element neither shoots nor is shot at', () => {
    const s = position([bw(0, 560), south(12, '4Bw', 80)]);
    expect(canShoot(s, get(s, 0))).toBe(true);
    expect(canTarget(s, get(s, 12), get(s, 0))).toBe(true);
    get(s, 0).where = 'sack';
    expect(canShoot(s, get(s, 0))).toBe(false);
    expect(canTarget(s, get(s, 12), get(s, 0))).toBe(false);
  });
  it('DBA SHO-01: no shooting at a friend', () => {
    const s = position([bw(0, 560), { ...south(12, '4Pk', 60), side: 0 }]);
    expect(canTarget(s, get(s, 0), get(s, 12))).toBe(false);
  });
  it('DBA SHO-05: Art shoots in the enemy bound only back at an element shooting at it', () => {
    const art: Spec = { id: 12, side: 1, base: 'Art', f: 'S', x: [560, 720], y: [1100, 1260] };
    // Side 0 is active; its Bd is in the Art's arc and range, but does not shoot.
    const s = position([{ ...bw(0, 560), base: '4Bd', y: [940, 1000] }, art]);
    expect(planShots(s)).toEqual([]);
    s.active = 1; // in its own bound it shoots the Bd
    expect(planShots(s)).toEqual([{ target: 0, shooters: [12] }]);
    // A Bw of the active side shooting at it is shot back at.
    const t = position([bw(0, 560), art]);
    expect(planShots(t)).toEqual([{ target: 0, shooters: [12] }, { target: 12, shooters: [0] }]);
  });
});

describe('DBA RES-01 tactical factors of a shot', () => {
  it('DBA RES-01: foot shot at in their own camp add +2 ("camp"), the general +1; mounted in a camp add nothing', () => {
    const s = position([bw(0, 560), { ...south(12, '4Pk', 60), gen: true }]);
    get(s, 12).where = 'camp';
    const ctx = fixedDice([3, 3]);
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    expect(ctx.events.find((e) => e.t === 'shoot')).toMatchObject({ cb: 3, fb: [[2, 'DBA RES-01', 'camp'], [1, 'DBA RES-01', 'general']], tt: 3 + 3 + 2 + 1 });
    const t = position([bw(0, 560), south(12, '3Cv', 120)]);
    get(t, 12).where = 'camp';
    const c2 = fixedDice([3, 3]);
    resolveShot(t, { target: 12, shooters: [0] }, c2);
    expect(c2.events.find((e) => e.t === 'shoot')).toMatchObject({ cb: 3, fb: [], tt: 3 + 3 });
  });
  it('DBA RES-01: a shooting general adds +1 to its own total', () => {
    const s = position([{ ...bw(0, 560), gen: true }, south(12, '4Pk', 60)]);
    const ctx = fixedDice([3, 3]);
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    expect(ctx.events.find((e) => e.t === 'shoot')).toMatchObject({ ca: 2, fa: [[1, 'DBA RES-01', 'general']], tp: 3 + 2 + 1 });
  });
  it('DBA OUT-05: equal totals: nobody loses, nothing happens', () => {
    const s = position([bw(0, 560), south(12, '4Pk', 60)]);
    const ctx = fixedDice([4, 3]); // 4 + 2 against 3 + 3
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    expect(ctx.events.find((e) => e.t === 'shoot')).toMatchObject({ tp: 6, tt: 6, loser: -1, res: 'none' });
    expect(ctx.events.some((e) => e.t === 'outcome')).toBe(false);
    expect(get(s, 12)).toMatchObject({ status: 'on', y: 1100 });
  });
});

describe('DBA GAR-09 / INTERP-38 denizens doubled by artillery', () => {
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
  const town = (interp38: string) => {
    const s = position([{ id: 0, side: 0, base: 'Art', f: 'W', x: [800, 960], y: [370, 530], gen: true }], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    s.opt.interp38 = interp38;
    return s;
  };
  it('INTERP-38 "destroyed" (rules as written): the denizens are slain; nobody defends the BUA any more', () => {
    const s = town('destroyed');
    const ctx = fixedDice([6, 1]); // 6 + 4 + 1 = 11 against 1 + 1 + 3 = 5: doubled
    resolveShot(s, { target: DENIZENS, shooters: [0] }, ctx);
    expect(ctx.events.find((e) => e.t === 'outcome')).toMatchObject({ el: DENIZENS, res: 'destroyed' });
    expect(s.bua).toMatchObject({ denizens: false, controller: 1 });
    expect(ctx.events.some((e) => e.t === 'surrender')).toBe(false);
  });
  it('GAR-09 / INTERP-38 "surrender": the denizens surrender and now hold the BUA for the shooter\'s side', () => {
    const s = town('surrender');
    const ctx = fixedDice([6, 1]);
    resolveShot(s, { target: DENIZENS, shooters: [0] }, ctx);
    expect(s.bua).toMatchObject({ denizens: true, controller: 0 });
    expect(ctx.events.find((e) => e.t === 'surrender')).toMatchObject({ rule: 'DBA GAR-09', side: 0 });
  });
  it('DBA GAR-04: a foot garrison shot at adds +3, logged as "bua"', () => {
    const s = position([{ id: 0, side: 0, base: '4Bw', f: 'W', x: [700, 780], y: [370, 530] }, { id: 12, side: 1, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] }], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const p = buaCentrePose(s, get(s, 12));
    Object.assign(get(s, 12), { x: p.x, y: p.y, where: 'bua' });
    const ctx = fixedDice([6, 1]);
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    expect(ctx.events.find((e) => e.t === 'shoot')).toMatchObject({ cb: 5, fb: [[3, 'DBA GAR-04', 'bua']], tt: 1 + 5 + 3 });
  });
  it('DBA SHO-07: denizens no longer there are not shot at', () => {
    const s = town('surrender');
    s.bua!.denizens = false;
    const ctx = fixedDice([]);
    resolveShot(s, { target: DENIZENS, shooters: [0] }, ctx);
    expect(ctx.events).toEqual([]);
  });
});

describe('DBA OUT-06 / OUT-07 / REC-03 what a shot target does', () => {
  const shoot = (target: Spec, dice: number[], terrain: Feature[] = [], shooter: Spec = bw(0, 560)) => {
    const s = position([shooter, target], { terrain });
    const ctx = fixedDice(dice);
    resolveShot(s, { target: target.id, shooters: [shooter.id] }, ctx);
    return { s, ev: ctx.events };
  };
  it('DBA OUT-06: a Cv in bad going beaten but not doubled by a shot flees', () => {
    const marsh: Feature = { kind: 'Marsh', compulsory: false, p: [640, 1200, 400, 300, 0] };
    const { s, ev } = shoot(south(12, '3Cv', 120), [5, 2], [marsh]); // 5 + 4 against 2 + 3
    expect(ev.find((e) => e.t === 'outcome')).toMatchObject({ rule: 'DBA OUT-06', el: 12, res: 'flee' });
    expect(get(s, 12).status).toBe('on');
    expect(get(s, 12).y).toBeGreaterThan(1100 + 120); // gone back, away from the shooter
    expect(get(s, 12).h).toBe(90); // turned about
  });
  it('DBA OUT-06: a WWg beaten but not doubled by a Bw shot is unharmed', () => {
    const { s, ev } = shoot(south(12, 'WWg', 320), [6, 2]); // 6 + 2 against 2 + 3
    expect(ev.find((e) => e.t === 'outcome')).toMatchObject({ el: 12, res: 'none' });
    expect(get(s, 12)).toMatchObject({ status: 'on', y: 1100, h: 270 });
  });
  it('DBA OUT-06 / REC-03: a Pk shot from in front and beaten recoils its depth; it is not destroyed', () => {
    const { s } = shoot(south(12, '4Pk', 60), [6, 2]); // 6 + 2 against 2 + 3
    expect(get(s, 12)).toMatchObject({ status: 'on', y: 1160, h: 270 });
  });
  it('INTERP-38 "surrender": camp followers doubled by Art shooting are removed like the destroyed', () => {
    const cf: Spec = { ...south(12, 'CF', 80) };
    const s = position([{ id: 0, side: 0, base: 'Art', f: 'N', x: [560, 720], y: [840, 1000], gen: true }, cf]);
    get(s, 12).where = 'camp';
    s.opt.interp38 = 'surrender';
    const ctx = fixedDice([6, 1]); // 6 + 4 + 1 against 1 + 1 + 2
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    // 4 is at most half of 11: the doubled table (OUT-07) is cited for the result and the removal.
    expect(ctx.events.find((e) => e.t === 'outcome')).toMatchObject({ rule: 'DBA OUT-07', el: 12, res: 'surrender' });
    expect(ctx.events.find((e) => e.t === 'destroyed')).toMatchObject({ rule: 'DBA OUT-07', el: 12 });
    expect(get(s, 12).status).toBe('dead');
  });
  it('DBA SHO-05: only Art must not have moved; a Bw that moved shoots', () => {
    const s = position([bw(0, 560), south(12, '4Pk', 60)]);
    get(s, 0).moved = true;
    expect(canShoot(s, get(s, 0))).toBe(true);
  });
});

describe('DBA REC-03 / REC-01 a recoil from a shot, the older geometry (sho02 "approx")', () => {
  // A Bw garrison of a BUA shoots a Pk in the back (the INTERP-18 position of interp-readings.test.ts),
  // with the simpler shapes of games recorded before option sho02.
  const rearShotFromBua = (rec03: string | undefined) => {
    const s = position([{ id: 0, side: 0, base: '4Bw', f: 'N', x: [370, 530], y: [410, 490] }, { id: 12, side: 1, base: '4Pk', f: 'N', x: [370, 530], y: [700, 760] }], { terrain: [{ kind: 'BUA', compulsory: false, p: [450, 450, 320, 320, 0] }] });
    s.bua = { owner: 0, controller: 0, denizens: true, sacker: -1 };
    get(s, 0).where = 'bua';
    s.opt.sho02 = 'approx';
    if (rec03 === undefined) delete s.opt.rec03; else s.opt.rec03 = rec03;
    expect(canTarget(s, get(s, 0), get(s, 12))).toBe(true);
    const ctx = fixedDice([6, 4]); // 6 + 2 + 3 against 4 + 3: beaten, not doubled
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    return { pk: get(s, 12), ev: ctx.events };
  };
  it('INTERP-18 (option rec03 "bua"): with the older shapes too, a shot from a BUA at the rear only recoils', () => {
    const { pk, ev } = rearShotFromBua('bua');
    expect(pk).toMatchObject({ status: 'on', y: 700, h: 90 });
    expect(ev.find((e) => e.t === 'destroyed')).toBeUndefined();
    // Games recorded before the option: a rear shot destroys, even from a BUA.
    expect(rearShotFromBua(undefined).pk.status).toBe('dead');
    expect(rearShotFromBua('none').pk.status).toBe('dead');
  });
  it('DBA REC-01: a recoil from a shot is the loser\'s own (logged with its distance), not a push', () => {
    const s = position([bw(0, 560), south(12, '4Pk', 60)]);
    const ctx = fixedDice([6, 2]); // 6 + 2 against 2 + 3
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    expect(ctx.events.find((e) => e.t === 'recoil')).toMatchObject({ rule: 'DBA REC-01', el: 12, dist: 60 });
  });
  it('DBA REC-03: an element shot and beaten that would recoil into an enemy is destroyed (a push would only stop)', () => {
    // Bd 1 of the shooter's side stands 20 p behind the Pk, which must recoil 60 p.
    const s = position([bw(0, 560), south(12, '4Pk', 60), { id: 1, side: 0, base: '4Bd', f: 'S', x: [560, 720], y: [1180, 1240] }]);
    const ctx = fixedDice([6, 2]);
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    expect(ctx.events.find((e) => e.t === 'destroyed')).toMatchObject({ rule: 'DBA REC-03', el: 12 });
    expect(get(s, 12).status).toBe('dead');
  });
});
