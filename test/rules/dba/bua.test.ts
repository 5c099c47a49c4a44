// The BUA: GAR-03..08, GAR-11, GAR-12, CC-05, CON-05, CAMP-02, VIC-02, REC-03.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { DENIZENS, buaAssaultPose, buaCentrePose, buaDefender, buaPoly } from '../../../src/rules/dba/bua';
import { frontalPairs, score } from '../../../src/rules/dba/combat';
import { recoil } from '../../../src/rules/dba/moves-outcome';
import { planShots, resolveShot } from '../../../src/rules/dba/shooting';
import { losses } from '../../../src/rules/dba/victory';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };

function town(specs: Spec[]) {
  const s = position(specs, { terrain: [BUA] });
  s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
  return s;
}

/** The side of the polygon facing north-east, towards an assailant coming from there. */
function sideFacing(s: ReturnType<typeof town>, h: number): number {
  const poly = buaPoly(s)!;
  let best = 0, bd = 999;
  for (let i = 0; i < poly.length; i++) {
    const d = Math.abs(((buaAssaultPose(s, get(s, 0), i).h - h) % 360 + 540) % 360 - 180);
    if (d < bd) { bd = d; best = i; }
  }
  return best;
}

describe('DBA BUA', () => {
  it('DBA CON-05 / CC-05 / GAR-08: an assailant beats the denizens (1 + 3), occupies and sacks the BUA, worth 2 losses (VIC-02)', () => {
    const s = town([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }]);
    const side = sideFacing(s, 180);
    let t = dba.apply(s, 0, { k: 'assaultBua', id: 0, side }, fixedDice([]));
    t = dba.apply(t, 0, { k: 'endMove' }, fixedDice([]));
    expect(t.pending).toEqual([[0, DENIZENS]]);
    t = dba.apply(t, 0, { k: 'fight', a: 0, b: DENIZENS }, fixedDice([6, 1])); // 6+5+1 against 1+1+3
    expect(t.bua).toMatchObject({ denizens: false, controller: 0, sacker: 0 });
    expect(get(t, 0).where).toBe('sack');
    expect(losses(t, 1)).toBe(2);
    expect(dba.check({ ...t, phase: 'move', pips: 6 }, 0, { k: 'move', id: 0, x: 300, y: 450, h: 180 })?.rule).toBe('DBA GAR-08');
  });
  it('DBA GAR-08: the sacker is released on a PIP roll of 5 or 6 and then garrisons the BUA', () => {
    const s = town([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60], gen: true }]);
    const p = buaCentrePose(s, get(s, 0));
    Object.assign(get(s, 0), { x: p.x, y: p.y, where: 'sack' });
    s.bua = { owner: 1, controller: 0, denizens: false, sacker: 0 };
    s.phase = 'pips';
    expect(get(dba.apply(s, 0, { k: 'pips' }, fixedDice([4])), 0).where).toBe('sack');
    const t = dba.apply(s, 0, { k: 'pips' }, fixedDice([5]));
    expect(get(t, 0).where).toBe('bua');
    expect(t.bua!.sacker).toBe(-1);
  });
  it('DBA GAR-03 / GAR-04: a foot garrison gets +3; at most three assailants (CC-05)', () => {
    const g: Spec = { id: 12, side: 1, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] };
    const s = town([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }, g]);
    const p = buaCentrePose(s, get(s, 12));
    Object.assign(get(s, 12), { x: p.x, y: p.y, where: 'bua' });
    expect(score(s, get(s, 12), get(s, 0), 1, false).tf).toBe(3);
    const t = dba.apply(s, 0, { k: 'assaultBua', id: 0, side: sideFacing(s, 180) }, fixedDice([]));
    expect(frontalPairs({ ...t, phase: 'combat' })).toEqual([[0, 12]]);
  });
  it('DBA GAR-11 / GAR-04: an undefended BUA is entered without combat; one still defended is not', () => {
    const s = town([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }]);
    expect(dba.check(s, 0, { k: 'enterBua', id: 0 })?.rule).toBe('DBA GAR-04');
    s.bua!.denizens = false;
    const t = dba.apply(s, 0, { k: 'enterBua', id: 0 }, fixedDice([]));
    expect(get(t, 0).where).toBe('bua');
    expect(t.bua!.controller).toBe(0);
    expect(t.pips).toBe(4); // PIP-02 case 1: moving into a BUA costs +1
  });
  it('DBA GAR-04: a BUA may not be crossed by a tactical move', () => {
    const s = town([{ id: 0, side: 0, base: '3Cv', f: 'W', x: [700, 820], y: [370, 530], gen: true }]);
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 350, y: 450, h: 180 })?.rule).toBe('DBA GAR-04');
  });
  it('DBA REC-03: a recoil into a BUA destroys the recoiler', () => {
    const s = town([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [620, 680], y: [370, 530], gen: true }]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 0).status).toBe('dead');
  });
  it('DBA CAMP-02: the defender who placed a BUA pitches no camp', () => {
    let s = dba.setup({ scenario: 'battle', options: {} });
    s = dba.apply(s, 0, { k: 'initiative' }, fixedDice([1, 6])); // Hittites (Ag 2) 3 against 10: they defend
    const feats = [BUA, { kind: 'Woods' as const, compulsory: false, p: [1800, 1700, 480, 320, 0] }, { kind: 'SteepHill' as const, compulsory: false, p: [1750, 650, 480, 320, 0] }];
    s = dba.apply(s, 0, { k: 'terrain', f: feats }, fixedDice([]));
    s = dba.apply(s, 1, { k: 'edge', pref: 2 }, fixedDice([6]));
    expect(s.phase).toBe('campA');
    expect(s.active).toBe(1);
  });
});

describe('DBA SHO-07 shooting at a BUA', () => {
  const archer: Spec = { id: 0, side: 0, base: '4Bw', f: 'W', x: [700, 780], y: [370, 530], gen: true };
  it('T-BUA-1 (DBA GAR-07, SHO-07): a garrison destroyed by shooting leaves the denizens defending (+1, +3)', () => {
    const s = town([archer, { id: 12, side: 1, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] }]);
    const p = buaCentrePose(s, get(s, 12));
    Object.assign(get(s, 12), { x: p.x, y: p.y, where: 'bua' });
    const plan = planShots(s);
    expect(plan).toEqual([{ target: 12, shooters: [0] }]);
    resolveShot(s, plan[0], fixedDice([6, 1])); // 6+2+1 = 9 against 1+5+3 = 9: a tie, nothing
    expect(get(s, 12).status).toBe('on');
    get(s, 12).status = 'dead'; // say a later shot killed it
    const plan2 = planShots(s);
    expect(plan2).toEqual([{ target: DENIZENS, shooters: [0] }]);
    const ctx = fixedDice([6, 1]);
    resolveShot(s, plan2[0], ctx);
    expect(ctx.events.find((e) => e.t === 'shoot')).toMatchObject({ tt: 1 + 1 + 3 });
    expect(s.bua!.denizens).toBe(true); // shot, not doubled (9 against 5): no effect
  });
  it('T-BUA-3 (DBA GAR-09, OUT-06): denizens beaten by Art shooting, less than double, surrender and change sides', () => {
    const s = town([{ id: 0, side: 0, base: 'Art', f: 'W', x: [800, 960], y: [370, 530], gen: true }]);
    const plan = planShots(s);
    expect(plan).toEqual([{ target: DENIZENS, shooters: [0] }]);
    resolveShot(s, plan[0], fixedDice([5, 2])); // 5+4+1 = 10 against 2+1+3 = 6
    expect(s.bua!.controller).toBe(0);
    expect(losses(s, 1)).toBe(2);
  });
  it('DBA GAR-09: after the surrender, a foot element of the new masters entering the BUA is its garrison at once (no sack); before it, the BUA is defended', () => {
    const bd: Spec = { id: 1, side: 0, base: '4Bd', f: 'N', x: [370, 530], y: [200, 260] }; // 30 p south of the BUA
    const s = town([{ id: 0, side: 0, base: 'Art', f: 'W', x: [800, 960], y: [370, 530], gen: true }, bd]);
    // Still loyal to side 1: the denizens defend it, so it is not entered without combat.
    expect(dba.check(s, 0, { k: 'enterBua', id: 1 })?.rule).toBe('DBA GAR-04');
    resolveShot(s, planShots(s)[0], fixedDice([5, 2])); // they surrender to the Art
    const t = dba.apply(s, 0, { k: 'enterBua', id: 1 }, fixedDice([]));
    expect(get(t, 1).where).toBe('bua'); // the garrison, not sacking it (GAR-08 does not apply)
    expect(t.bua).toMatchObject({ controller: 0, sacker: -1 });
    expect(buaDefender(t, 1)).toBe(1);
    expect(score(t, get(t, 1), get(t, 0), 1, false).items.some((f) => f[2] === 'bua')).toBe(true);
    // A mounted element is no suitable garrison: it holds the BUA without the +3 (GAR-04).
    const cv = town([{ id: 0, side: 0, base: 'Art', f: 'W', x: [800, 960], y: [370, 530], gen: true }, { ...bd, base: '3Cv', y: [140, 260] }]);
    resolveShot(cv, planShots(cv)[0], fixedDice([5, 2]));
    const u = dba.apply(cv, 0, { k: 'enterBua', id: 1 }, fixedDice([]));
    expect(get(u, 1).where).toBe('bua');
    expect(score(u, get(u, 1), get(u, 0), 1, false).items.some((f) => f[2] === 'bua')).toBe(false);
  });
});

describe('DBA GAR-05 a BUA by a river', () => {
  const river: Feature = { kind: 'River', compulsory: true, p: [0, 680, 120] };
  function assaultFromRiver(gar05: string | undefined) {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }], { terrain: [BUA, river] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    s.river = 'difficult';
    if (gar05 !== undefined) s.opt.gar05 = gar05;
    const side = sideFacing(s, 180);
    Object.assign(get(s, 0), buaAssaultPose(s, get(s, 0), side));
    s.phase = 'combat';
    s.pending = [[0, DENIZENS]];
    const ctx = fixedDice([3, 3]);
    dba.apply(s, 0, { k: 'fight', a: 0, b: DENIZENS }, ctx);
    return ctx.events.find((e) => e.t === 'combat') as unknown as { tb: number };
  }
  it('DBA GAR-05: the denizens defend the bank (+1) against an assailant still partly in a difficult river', () => {
    expect(assaultFromRiver('bank').tb).toBe(3 + 1 + 3 + 1);
  });
  it('DBA GAR-05: games recorded before the option (gar05 absent) fight without the bank bonus', () => {
    expect(assaultFromRiver(undefined).tb).toBe(3 + 1 + 3);
    expect(assaultFromRiver('none').tb).toBe(3 + 1 + 3);
  });
});

describe('DBA GAR-06 no uphill bonus in a BUA', () => {
  it('DBA GAR-06: a garrison on a hill inside its BUA fights without the uphill +1 (TER-03)', () => {
    const hill: Feature = { kind: 'GentleHill', compulsory: false, p: [450, 450, 480, 400, 0] };
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] }], { terrain: [BUA, hill] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const p = buaCentrePose(s, get(s, 12));
    Object.assign(get(s, 12), { x: p.x, y: p.y, where: 'bua' });
    Object.assign(get(s, 0), buaAssaultPose(s, get(s, 0), sideFacing(s, 180)));
    s.phase = 'combat';
    s.pending = [[0, 12]];
    const ctx = fixedDice([3, 3]);
    dba.apply(s, 0, { k: 'fight', a: 0, b: 12 }, ctx);
    // Bd against Bd: die 3 + factor 5 + garrison 3, and nothing for the crest inside the walls.
    expect(ctx.events.find((e) => e.t === 'combat')).toMatchObject({ tb: 3 + 5 + 3 });
  });
});
