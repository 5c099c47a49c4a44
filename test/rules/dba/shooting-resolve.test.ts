// Resolving one target's shots (SHO-06, RES-01, OUT-02, OUT-06, REC-03): who still shoots and
// aids, when an exchange is mutual, what the loser suffers, and when a recoil from a shot at the
// rear destroys. Hand-built positions and fixed dice; each test fails when its rule is changed.
import { describe, expect, it } from 'vitest';
import { resolveShot } from '../../../src/rules/dba/shooting';
import { DENIZENS, buaCentrePose } from '../../../src/rules/dba/bua';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const bwN = (id: number, x0: number): Spec => ({ id, side: 0, base: '4Bw', f: 'N', x: [x0, x0 + 160], y: [920, 1000] });
const bwS = (id: number, x0: number, y0 = 1100): Spec => ({ id, side: 1, base: '4Bw', f: 'S', x: [x0, x0 + 160], y: [y0, y0 + 80] });
const pkS = (id: number, x0: number, y0 = 1100): Spec => ({ id, side: 1, base: '4Pk', f: 'S', x: [x0, x0 + 160], y: [y0, y0 + 60] });
const shootEv = (ev: { t: string }[]) => ev.find((e) => e.t === 'shoot') as Record<string, unknown> | undefined;

describe('DBA SHO-06 who still shoots when the shots are resolved', () => {
  // Three side-0 Bw in a line shoot a Pk ahead of the middle one.
  const line = () => position([bwN(0, 560), bwN(1, 400), bwN(2, 720), pkS(12, 560)]);
  it('SHO-06: the primary and two aiders: the target −2, logged with its rule', () => {
    const s = line();
    const ctx = fixedDice([3, 3]);
    resolveShot(s, { target: 12, shooters: [0, 1, 2] }, ctx);
    expect(shootEv(ctx.events)).toMatchObject({ rule: 'DBA SHO-06', shooter: 0, aiders: 2, tt: 3 + 3 - 2 });
  });
  it('SHO-06: an aider destroyed since the shots were planned no longer aids', () => {
    const s = line();
    get(s, 1).status = 'dead';
    const ctx = fixedDice([3, 3]);
    resolveShot(s, { target: 12, shooters: [0, 1, 2] }, ctx);
    expect(shootEv(ctx.events)).toMatchObject({ shooter: 0, aiders: 1 });
  });
  it('SHO-03: an aider now in close combat no longer aids', () => {
    // The aider's right flank is attacked by a Bd.
    const s = position([bwN(0, 560), bwN(2, 720), { id: 13, side: 1, base: '4Bd', f: 'W', x: [880, 940], y: [840, 1000] }, pkS(12, 560)]);
    const ctx = fixedDice([3, 3]);
    resolveShot(s, { target: 12, shooters: [0, 2] }, ctx);
    expect(shootEv(ctx.events)).toMatchObject({ shooter: 0, aiders: 0 });
  });
  it('SHO-01: an aider whose target is out of its reach now no longer aids', () => {
    const s = line();
    get(s, 2).y = 800; // drawn back: 300 p from the Pk
    const ctx = fixedDice([3, 3]);
    resolveShot(s, { target: 12, shooters: [0, 1, 2] }, ctx);
    expect(shootEv(ctx.events)).toMatchObject({ shooter: 0, aiders: 1 });
  });
  it('SHO-06: when the primary is gone the next shooter becomes primary', () => {
    const s = line();
    get(s, 0).status = 'dead';
    const ctx = fixedDice([3, 3]);
    resolveShot(s, { target: 12, shooters: [0, 1, 2] }, ctx);
    expect(shootEv(ctx.events)).toMatchObject({ shooter: 1, aiders: 1 });
  });
  it('SHO-06: no shooter left: no shot, no die rolled', () => {
    const s = line();
    for (const i of [0, 1, 2]) get(s, i).status = 'dead';
    const ctx = fixedDice([]);
    resolveShot(s, { target: 12, shooters: [0, 1, 2] }, ctx);
    expect(ctx.events).toEqual([]);
  });
});

describe('DBA SHO-04 / OUT-02 an exchange of shots', () => {
  /** A (0) and X (12) shoot at each other 100 p apart; the reverse shot is in the plan. */
  const exchange = (extra: Spec[] = []) => {
    const s = position([bwN(0, 560), bwS(12, 560), ...extra]);
    s.shots = [{ target: 12, shooters: [0] }, { target: 0, shooters: [12] }];
    return s;
  };
  it('OUT-02: beaten in an exchange, the shooter suffers the result; the reverse shot is dropped, the others kept', () => {
    const s = exchange([bwN(1, 240), bwS(13, 240)]);
    s.shots.push({ target: 13, shooters: [1] });
    const ctx = fixedDice([2, 4]); // 2 + 2 against 4 + 2
    resolveShot(s, s.shots[0], ctx);
    expect(shootEv(ctx.events)).toMatchObject({ mutual: true, loser: 0 });
    expect(ctx.events.find((e) => e.t === 'outcome')).toMatchObject({ el: 0, res: 'recoil' });
    expect(get(s, 0).y).toBe(1000 - 80);
    expect(s.shots).toEqual([{ target: 12, shooters: [0] }, { target: 13, shooters: [1] }]);
  });
  it('OUT-02: equal totals in an exchange: nobody suffers', () => {
    const s = exchange();
    const ctx = fixedDice([4, 4]);
    resolveShot(s, s.shots[0], ctx);
    expect(shootEv(ctx.events)).toMatchObject({ mutual: true, loser: -1, res: 'none' });
    expect(ctx.events.some((e) => e.t === 'outcome')).toBe(false);
    expect(get(s, 0).y).toBe(1000);
  });
  it('OUT-02: a target shooting at someone else is no exchange: beating the shooter harms nobody', () => {
    const s = position([bwN(0, 560), bwS(12, 560), bwN(1, 240)]);
    s.shots = [{ target: 12, shooters: [0] }, { target: 1, shooters: [12] }];
    const ctx = fixedDice([1, 6]);
    resolveShot(s, s.shots[0], ctx);
    expect(shootEv(ctx.events)).toMatchObject({ mutual: false, loser: 0, res: 'none' });
    expect(get(s, 0).y).toBe(1000);
    expect(s.shots).toHaveLength(2); // the target's own shot at another stays in the plan
  });
  it('OUT-02: another element shooting at the shooter is no exchange with the target', () => {
    // The Pk (12) cannot shoot; a side-1 Bw (13) shoots at A.
    const s = position([bwN(0, 560), pkS(12, 560), bwS(13, 240)]);
    s.shots = [{ target: 12, shooters: [0] }, { target: 0, shooters: [13] }];
    const ctx = fixedDice([1, 6]);
    resolveShot(s, s.shots[0], ctx);
    expect(shootEv(ctx.events)).toMatchObject({ mutual: false, res: 'none' });
    expect(s.shots).toHaveLength(2);
  });
  it('SHO-06 option sho06 "both": the aiders of the shot back give the first shooter −1 each, two at most, the live ones only', () => {
    const s = exchange([bwS(13, 400), bwS(14, 720), bwS(15, 240)]);
    s.opt.sho06 = 'both';
    s.shots = [{ target: 12, shooters: [0] }, { target: 0, shooters: [12, 13, 14, 15] }];
    const ctx = fixedDice([3, 3]);
    resolveShot(s, s.shots[0], ctx);
    expect(shootEv(ctx.events)).toMatchObject({ tp: 3 + 2 - 2 });
    const t = exchange([bwS(13, 400), bwS(14, 720)]);
    t.opt.sho06 = 'both';
    t.shots = [{ target: 12, shooters: [0] }, { target: 0, shooters: [12, 13, 14] }];
    get(t, 13).status = 'dead';
    const c2 = fixedDice([3, 3]);
    resolveShot(t, t.shots[0], c2);
    expect(shootEv(c2.events)).toMatchObject({ tp: 3 + 2 - 1 });
  });
  it('SHO-06 option sho06 "both": an aider of the shot back now in close combat gives nothing', () => {
    // The aider's flank is attacked by a side-0 Bd.
    const s = exchange([bwS(13, 720), { id: 1, side: 0, base: '4Bd', f: 'W', x: [880, 940], y: [1100, 1260] }]);
    s.opt.sho06 = 'both';
    s.shots = [{ target: 12, shooters: [0] }, { target: 0, shooters: [12, 13] }];
    const ctx = fixedDice([3, 3]);
    resolveShot(s, s.shots[0], ctx);
    expect(shootEv(ctx.events)).toMatchObject({ tp: 3 + 2 });
  });
  it('SHO-06 option sho06 "both": the shot back is the one led by the target and aimed at the first shooter, not another', () => {
    // Side-1 Bw 13 and 14 could aid a shot at A; the plan has them aiding 12's shot at B (1), and leading one at A.
    const s = exchange([bwS(13, 400), bwS(14, 720), bwN(1, 880)]);
    s.opt.sho06 = 'both';
    s.shots = [{ target: 12, shooters: [0] }, { target: 1, shooters: [12, 13, 14] }, { target: 0, shooters: [13, 14] }, { target: 0, shooters: [12] }];
    const ctx = fixedDice([3, 3]);
    resolveShot(s, s.shots[0], ctx);
    expect(shootEv(ctx.events)).toMatchObject({ mutual: true, tp: 3 + 2 });
  });
  it('SHO-06 option sho06 "both": aiders of a shot at the first shooter led by another element do not count', () => {
    const s = exchange([bwS(13, 400)]);
    s.opt.sho06 = 'both';
    s.shots = [{ target: 12, shooters: [0] }, { target: 0, shooters: [12] }, { target: 0, shooters: [13, 12] }];
    const ctx = fixedDice([3, 3]);
    resolveShot(s, s.shots[0], ctx);
    expect(shootEv(ctx.events)).toMatchObject({ tp: 3 + 2 });
  });
});

describe('DBA RES-01 / OUT-06 the target\'s side of a shot', () => {
  it('GAR-03: the denizens fight at factor 1, +3 in their town', () => {
    const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
    const s = position([{ id: 0, side: 0, base: '4Bw', f: 'W', x: [650, 730], y: [370, 530] }], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const ctx = fixedDice([2, 2]);
    resolveShot(s, { target: DENIZENS, shooters: [0] }, ctx);
    expect(shootEv(ctx.events)).toMatchObject({ target: DENIZENS, cb: 1, tt: 2 + 1 + 3 });
  });
  it('OUT-06: a war wagon in a camp beaten by a shot is destroyed (in the open it is unharmed)', () => {
    const wwg: Spec = { id: 12, side: 1, base: 'WWg', f: 'S', x: [560, 720], y: [1100, 1420] };
    const s = position([bwN(0, 560), wwg]);
    get(s, 12).where = 'camp';
    const ctx = fixedDice([6, 1]); // 6 + 2 against 1 + 4 + 2
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    expect(ctx.events.find((e) => e.t === 'outcome')).toMatchObject({ el: 12, res: 'destroyed' });
  });
});

describe('DBA REC-03 a recoil from a shot at the rear', () => {
  /** A Pk facing north (away from the shooter south of it) beaten by a Bw. */
  const rearShot = (shooter: Spec, opt: Partial<DbaState['opt']> = {}, buaShooter = false) => {
    const terrain: Feature[] = buaShooter ? [{ kind: 'BUA', compulsory: true, p: [640, 850, 320, 320, 0] }] : [];
    const s = position([shooter, { id: 12, side: 1, base: '4Pk', f: 'N', x: [560, 720], y: [1100, 1160] }], { terrain });
    Object.assign(s.opt, opt);
    if (buaShooter) { s.bua = { owner: 0, controller: 0, denizens: true, sacker: -1 }; const p = buaCentrePose(s, get(s, 0)); Object.assign(get(s, 0), { x: p.x, y: p.y, where: 'bua' }); }
    const ctx = fixedDice(buaShooter ? [1, 1] : [4, 1]); // 4 + 2 (or 1 + 2 + 3 in a town) against 1 + 3: beaten, not doubled
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    return ctx.events.filter((e) => ['outcome', 'recoil', 'destroyed'].includes(e.t)).map((e) => `${e.t}:${(e as { rule: string }).rule}`);
  };
  it('REC-03: a shot wholly from behind the rear edge: the recoiling Pk is destroyed', () => {
    expect(rearShot(bwN(0, 560))).toEqual(['outcome:DBA OUT-06', 'destroyed:DBA REC-03']);
  });
  it('REC-03 option rec03 "bua": the exception is for shots from a town only; a shot from the open still destroys', () => {
    expect(rearShot(bwN(0, 560), { rec03: 'bua' })).toEqual(['outcome:DBA OUT-06', 'destroyed:DBA REC-03']);
  });
  it('REC-03 / INTERP-18: a shot at the rear from a town: the Pk only recoils, under option rec03 or the exact geometry', () => {
    const fromTown = { id: 0, side: 0 as const, base: '4Bw', f: 'N' as const, x: [0, 160] as [number, number], y: [0, 80] as [number, number] };
    expect(rearShot(fromTown, { rec03: 'bua' }, true)).toEqual(['outcome:DBA OUT-06', 'recoil:DBA REC-01']);
    expect(rearShot(fromTown, { sho02: 'exact' }, true)).toEqual(['outcome:DBA OUT-06', 'recoil:DBA REC-01']);
  });
  it('REC-03 (older geometry): a shooter beside the Pk whose front edge ends level with its rear edge is not behind it', () => {
    // Facing east, west of the Pk; its front edge runs y 940..1100, the Pk's rear edge is y = 1100.
    expect(rearShot({ id: 0, side: 0, base: '4Bw', f: 'E', x: [420, 500], y: [940, 1100] })).toEqual(['outcome:DBA OUT-06', 'recoil:DBA REC-01']);
  });
  it('REC-03 (older geometry): a shooter whose front edge straddles the rear edge line is not wholly behind it', () => {
    expect(rearShot({ id: 0, side: 0, base: '4Bw', f: 'E', x: [420, 500], y: [1000, 1160] })).toEqual(['outcome:DBA OUT-06', 'recoil:DBA REC-01']);
  });
});
