// GAR-10 (revolt) with GAR-09, GAR-07, GAR-08 and GAR-12: hand-built towns.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { DENIZENS, buaAssaultPose, buaCentrePose, buaDefender, buaPoly } from '../../../src/rules/dba/bua';
import { losses } from '../../../src/rules/dba/victory';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
const far: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1500, 1660], y: [1500, 1560], gen: true };
const own: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1500, 1660], y: [2000, 2060], gen: true };

/** Side 1's BUA, taken by side 0 (surrendered to artillery: its denizens now defend it for 0). */
function taken(specs: Spec[] = [far, own], gar10: string | undefined = 'revolt') {
  const s = position(specs, { terrain: [BUA], active: 1 });
  s.bua = { owner: 1, controller: 0, denizens: true, sacker: -1, ...(gar10 === 'revolt' ? { survivors: true } : {}) };
  if (gar10 !== undefined) s.opt.gar10 = gar10;
  return s;
}

describe('DBA GAR-10 revolt', () => {
  it('DBA GAR-10: the original owner pays 6 PIPs at the start of his bound; the denizens defend the BUA for him again (GAR-12)', () => {
    const s = taken();
    expect(losses(s, 1)).toBe(2);
    const ctx = fixedDice([]);
    const t = dba.apply(s, 1, { k: 'revolt' }, ctx);
    expect(t.bua).toMatchObject({ controller: 1, denizens: true });
    expect(t.pips).toBe(0);
    expect(losses(t, 1)).toBe(0);
    expect(buaDefender(t, 0)).toBe(DENIZENS); // the enemy must assault it again
    expect(ctx.events).toContainEqual(expect.objectContaining({ t: 'revolt', rule: 'DBA GAR-10', side: 1 }));
    expect(dba.legalActions(s, 1)).toContainEqual({ k: 'revolt' });
    expect(dba.describeEvent({ t: 'revolt', rule: 'DBA GAR-10', side: 1 }, 'fr')).toContain('citadins');
  });
  it('DBA GAR-10: not with fewer than 6 PIPs, not after a move, not by the captor, not for a BUA never taken', () => {
    const s = taken();
    s.pips = 5;
    expect(dba.check(s, 1, { k: 'revolt' })?.rule).toBe('DBA GAR-10');
    const m = taken();
    const moved = dba.apply(m, 1, { k: 'move', id: 12, x: 1580, y: 1990, h: 270 }, fixedDice([]));
    moved.pips = 6;
    expect(dba.check(moved, 1, { k: 'revolt' })?.rule).toBe('DBA GAR-10');
    const captor = taken();
    captor.active = 0;
    expect(dba.check(captor, 0, { k: 'revolt' })?.rule).toBe('DBA GAR-10');
    const never = taken();
    never.bua!.controller = 1;
    expect(dba.check(never, 1, { k: 'revolt' })?.rule).toBe('DBA GAR-10');
    expect(dba.legalActions(never, 1)).not.toContainEqual({ k: 'revolt' });
  });
  it('DBA GAR-10: no revolt while an enemy garrison (or sacker) is in the BUA', () => {
    const s = taken([far, own, { id: 1, side: 0, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] }]);
    const p = buaCentrePose(s, get(s, 1));
    Object.assign(get(s, 1), { x: p.x, y: p.y, where: 'bua' });
    expect(dba.check(s, 1, { k: 'revolt' })?.rule).toBe('DBA GAR-10');
    get(s, 1).status = 'dead'; // destroyed by shooting: the way is open
    expect(dba.check(s, 1, { k: 'revolt' })).toBeNull();
  });
  it('DBA GAR-10 / GAR-07: denizens destroyed in close combat do not revolt; a garrison destroyed there leaves them alive to revolt', () => {
    // The denizens themselves lose: gone for good.
    const a: Spec = { id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true };
    const s = position([a, own], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1, survivors: true };
    s.opt.gar10 = 'revolt';
    const poly = buaPoly(s)!;
    const side = poly.findIndex((_, i) => buaAssaultPose(s, get(s, 0), i).h === 180);
    Object.assign(get(s, 0), buaAssaultPose(s, get(s, 0), side >= 0 ? side : 0));
    s.phase = 'combat';
    s.pending = [[0, DENIZENS]];
    let t = dba.apply(s, 0, { k: 'fight', a: 0, b: DENIZENS }, fixedDice([6, 1]));
    expect(t.bua).toMatchObject({ controller: 0, denizens: false, survivors: false });
    get(t, 0).status = 'dead'; // the sacker shot dead later
    t.bua!.sacker = -1;
    t = { ...t, phase: 'move', active: 1, pips: 6 };
    expect(dba.check(t, 1, { k: 'revolt' })?.message).toContain('no denizens survive');
    // A garrison of side 1 loses instead: the denizens stop defending (GAR-07) but live.
    const g: Spec = { id: 13, side: 1, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] };
    const s2 = position([a, own, g], { terrain: [BUA] });
    s2.bua = { owner: 1, controller: 1, denizens: true, sacker: -1, survivors: true };
    s2.opt.gar10 = 'revolt';
    const p = buaCentrePose(s2, get(s2, 13));
    Object.assign(get(s2, 13), { x: p.x, y: p.y, where: 'bua' });
    Object.assign(get(s2, 0), buaAssaultPose(s2, get(s2, 0), side >= 0 ? side : 0));
    s2.phase = 'combat';
    s2.pending = [[0, 13]];
    let t2 = dba.apply(s2, 0, { k: 'fight', a: 0, b: 13 }, fixedDice([6, 1])); // 6+5 against 1+5+3
    expect(get(t2, 13).status).toBe('dead');
    expect(t2.bua).toMatchObject({ controller: 0, denizens: false, survivors: true });
    get(t2, 0).status = 'dead';
    t2.bua!.sacker = -1;
    t2 = { ...t2, phase: 'move', active: 1, pips: 6 };
    expect(dba.apply(t2, 1, { k: 'revolt' }, fixedDice([])).bua).toMatchObject({ controller: 1, denizens: true });
  });
  it('DBA GAR-10: games without the option (gar10 absent or "none") have no revolt', () => {
    const absent = taken();
    delete absent.opt.gar10;
    delete absent.bua!.survivors;
    expect(dba.check(absent, 1, { k: 'revolt' })?.rule).toBe('DBA GAR-10');
    expect(dba.check(taken([far, own], 'none'), 1, { k: 'revolt' })?.rule).toBe('DBA GAR-10');
    // New games record the option, and their BUA tracks its denizens' survival.
    let s = dba.setup({ scenario: 'battle', options: { gar10: 'revolt' } });
    expect(s.opt.gar10).toBe('revolt');
    s = dba.apply(s, 0, { k: 'initiative' }, fixedDice([1, 6]));
    const feats = [BUA, { kind: 'Woods' as const, compulsory: false, p: [1800, 1700, 480, 320, 0] }, { kind: 'SteepHill' as const, compulsory: false, p: [1750, 650, 480, 320, 0] }];
    s = dba.apply(s, 0, { k: 'terrain', f: feats }, fixedDice([]));
    expect(s.bua).toMatchObject({ survivors: true });
    const old = dba.apply(dba.apply(dba.setup({ scenario: 'battle', options: {} }), 0, { k: 'initiative' }, fixedDice([1, 6])), 0, { k: 'terrain', f: feats }, fixedDice([]));
    expect(old.bua && 'survivors' in old.bua).toBe(false);
  });
});
