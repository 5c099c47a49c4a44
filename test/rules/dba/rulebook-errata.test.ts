// The deviations a second reading with the rulebook found (issue 12; spec errata 18–24),
// each fixed as a late option: a hand-built position shows the rulebook's reading when the
// header names the option, and the older behaviour when it does not (recorded games).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { DENIZENS, buaAssaultPose, buaPoly } from '../../../src/rules/dba/bua';
import { defendsBank, fight, score } from '../../../src/rules/dba/combat';
import { campAt, deployProblem } from '../../../src/rules/dba/setup';
import { canTarget, resolveShot } from '../../../src/rules/dba/shooting';
import { waterwayProblem } from '../../../src/rules/dba/linear';
import { LATE_OPTIONS, OPTIONS } from '../../../src/rules/dba/options';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

const D: Record<string, number> = { '4Bd': 60, '4Wb': 60, '4Bw': 80, '4Ax': 80 };
const n = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [front - D[base], front] });
const s_ = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 1): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [front, front + D[base]] });
const riverWE = (y: number, width = 120): Feature => ({ kind: 'River', compulsory: false, p: [1, y, width] });

describe('DBA late options of issue 12: registered, bilingual, absent in old headers', () => {
  it('each of sho06, ter08, pur19, dep04camp, bank34, mov02, ps17, bad16, river17, mov04 is a late option with English and French text, the rulebook reading first', () => {
    const first: Record<string, string> = { sho06: 'both', ter08: 'half400', pur19: 'enter', dep04camp: 'exempt', bank34: 'touch', mov02: 'waypoint', ps17: 'own', bad16: 'holder', river17: 'neither', mov04: 'head' };
    for (const [id, raw] of Object.entries(first)) {
      expect(LATE_OPTIONS).toContain(id);
      const o = OPTIONS.find((x) => x.id === id)!;
      expect(o.default).toBe(raw);
      expect(o.choices.length).toBe(2);
      for (const t of [o.label, o.help, ...o.choices.map((c) => c.label)]) { expect(t.en.length).toBeGreaterThan(3); expect(t.fr.length).toBeGreaterThan(3); expect(t.fr).not.toBe(t.en); }
    }
    const old = dba.setup({ scenario: 'battle', options: {} });
    for (const id of Object.keys(first)) expect(old.opt[id]).toBeUndefined();
    const fresh = dba.setup({ scenario: 'battle', options: { sho06: 'both' } });
    expect(fresh.opt.sho06).toBe('both');
  });
});

describe('DBA SHO-06 (erratum 18): in an exchange of shots each side\'s aiders count', () => {
  // Bw 0 and Bw 12 shoot each other; Bw 1 aids 0's shot at 12, Bw 13 and 14 aid 12's shot at 0.
  const build = (sho06?: string) => {
    const s = position([
      n(0, '4Bw', 560, 1000), n(1, '4Bw', 240, 1000),
      s_(12, '4Bw', 560, 1100), s_(13, '4Bw', 720, 1100), s_(14, '4Bw', 880, 1100),
    ], { phase: 'shoot' });
    if (sho06) s.opt.sho06 = sho06;
    s.shots = [{ target: 0, shooters: [12, 13, 14] }, { target: 12, shooters: [0, 1] }];
    return s;
  };
  const shot = (c: ReturnType<typeof fixedDice>) => c.events.find((e) => e.t === 'shoot') as unknown as { tp: number; tt: number; shooter: number; target: number };
  it('all the shooters of the hand-built position reach their targets', () => {
    const s = build('both');
    for (const [a, b] of [[12, 0], [13, 0], [14, 0], [0, 12], [1, 12]]) expect(canTarget(s, get(s, a), get(s, b))).toBe(true);
  });
  it('resolving 12\'s shot first: 0 takes −2 from 13 and 14, 12 takes −1 from 1; one roll, the reverse entry dropped', () => {
    const s = build('both');
    const c = fixedDice([3, 3]);
    resolveShot(s, s.shots[0], c);
    // 12: die 3 + Bw 2 against foot − 1 aider = 4; 0: die 3 + 2 − 2 aiders = 3.
    expect(shot(c)).toMatchObject({ shooter: 12, target: 0, tp: 4, tt: 3 });
    expect(s.shots.some((x) => x.target === 12)).toBe(false);
    expect(get(s, 12).status).toBe('on');
  });
  it('resolving 0\'s shot first gives the same two totals (the order of resolution no longer decides)', () => {
    const s = build('both');
    const c = fixedDice([3, 3]);
    resolveShot(s, s.shots[1], c);
    expect(shot(c)).toMatchObject({ shooter: 0, target: 12, tp: 3, tt: 4 });
    // 0 lost the exchange to a target shooting back: it recoils (Bw beaten by Bw).
    expect(rectOf(get(s, 0))).not.toEqual([560, 720, 920, 1000]);
  });
  it('games recorded before sho06 (absent, or "one") count only the aiders of the entry resolved', () => {
    for (const v of [undefined, 'one']) {
      const s = build(v);
      const c = fixedDice([3, 3]);
      resolveShot(s, s.shots[1], c);
      expect(shot(c)).toMatchObject({ tp: 5, tt: 4 });
    }
  });
  it('a dead or unable return aider does not count; at most 2 aiders', () => {
    const s = build('both');
    get(s, 13).status = 'dead';
    const c = fixedDice([3, 3]);
    resolveShot(s, s.shots[1], c);
    expect(shot(c)).toMatchObject({ tp: 4, tt: 4 });
    // A fourth shooter of side 1 (15, left of 12) also reaches 0: still −2 at most.
    const t = build('both');
    t.els.push({ ...get(t, 13), id: 15, x: get(t, 12).x - 160 });
    t.shots[0].shooters.push(15);
    expect(canTarget(t, get(t, 15), get(t, 0))).toBe(true);
    const d = fixedDice([3, 3]);
    resolveShot(t, t.shots[1], d);
    expect(shot(d)).toMatchObject({ tp: 3 });
  });
});

describe('DBA TER-08 (erratum 19): a waterway lies within 400 p of its edge for half its length', () => {
  const ww = (depth: number): Feature => ({ kind: 'Waterway', compulsory: true, p: [3, depth] });
  it('with ter08 a straight shore deeper than 400 p is refused; 400 p is accepted', () => {
    const s = position([]);
    s.opt.ter08 = 'half400';
    expect(waterwayProblem(s, [ww(400)])).toBeNull();
    expect(waterwayProblem(s, [ww(401)])).toMatch(/TER-08/);
    expect(waterwayProblem(s, [ww(600)])).toMatch(/400/);
  });
  it('games recorded before ter08 (absent, or "600") accept up to 600 p', () => {
    const s = position([]);
    expect(waterwayProblem(s, [ww(600)])).toBeNull();
    s.opt.ter08 = '600';
    expect(waterwayProblem(s, [ww(600)])).toBeNull();
  });
  it('the terrain action is refused by the rules with ter08, and a layout the bot offers never breaks it', () => {
    let s = dba.setup({ scenario: 'battle', options: { army0: 'I/24b', army1: 'I/26a', ter08: 'half400' } });
    s = dba.apply(s, 0, { k: 'initiative' }, fixedDice([6, 1])); // seat 1 defends, littoral: a Waterway is compulsory
    const layouts = dba.legalActions(s, 1).filter((a) => a.k === 'terrain');
    expect(layouts.length).toBeGreaterThan(0);
    const withWater = layouts.find((a) => a.k === 'terrain' && a.f.some((f) => f.kind === 'Waterway'));
    if (!withWater || withWater.k !== 'terrain') throw new Error('no layout with a waterway');
    for (const a of layouts) if (a.k === 'terrain') for (const f of a.f) if (f.kind === 'Waterway') expect(f.p[1]).toBeLessThanOrEqual(400);
    const deep = { ...withWater, f: withWater.f.map((f) => (f.kind === 'Waterway' ? { ...f, p: [f.p[0], 500] } : f)) };
    expect(dba.check(s, 1, deep)?.message ?? dba.check(s, 1, deep)?.rule).toMatch(/TER-08/);
    const old = { ...s, opt: { ...s.opt } } as DbaState;
    delete old.opt.ter08;
    expect(dba.check(old, 1, deep)).toBeNull();
  });
});

describe('DBA PUR-01 / INTERP-19 (erratum 20): pursuit is stopped only by bad going it would enter', () => {
  // A wood under both the Wb's position and its pursuit: it stands in it already.
  const wood: Feature = { kind: 'Woods', compulsory: false, p: [1080, 1000, 480, 400, 0] };
  const fightInWood = (pur19?: string) => {
    const s = position([n(0, '4Wb', 1000, 1000), s_(12, '4Ax', 1000, 1000)], { phase: 'combat', terrain: [wood] });
    if (pur19) s.opt.pur19 = pur19;
    const c = fixedDice([5, 3]); // Wb 5 + 3 (Wb fights in woods unpenalised) against Ax 3 + 3: Ax recoils
    fight(s, 0, 12, c);
    expect(c.events.find((e) => e.t === 'outcome')).toMatchObject({ el: 12, res: 'recoil' });
    return s;
  };
  it('with pur19 a Wb already in the wood pursues 60 p inside it', () => {
    const s = fightInWood('enter');
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 1000, 1060]);
  });
  it('games recorded before pur19 (absent, or "inside") did not pursue', () => {
    for (const v of [undefined, 'inside']) expect(rectOf(get(fightInWood(v), 0))).toEqual([1000, 1160, 940, 1000]);
  });
  it('with pur19 a pursuer in good going still does not enter a wood ahead', () => {
    const ahead: Feature = { kind: 'Woods', compulsory: false, p: [1080, 1190, 400, 300, 0] };
    const s = position([n(0, '4Wb', 1000, 1000), s_(12, '4Ax', 1000, 1000)], { phase: 'combat', terrain: [ahead] });
    s.opt.pur19 = 'enter';
    fight(s, 0, 12, fixedDice([6, 4]));
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 940, 1000]);
  });
});

describe('DBA DEP-04 (erratum 22): a camp\'s garrison may stand within 300 p of a side edge', () => {
  const atSide = (dep: string | undefined) => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] }]);
    get(s, 0).status = 'reserve';
    s.camps = [campAt(s, 0, 160), null]; // x 0..320, y 0..160: touching the west edge
    if (dep) s.opt.dep04camp = dep;
    return s;
  };
  it('with dep04camp an element wholly inside its own camp near the side edge deploys', () => {
    const s = atSide('exempt');
    expect(deployProblem(s, get(s, 0), { x: 160, y: 120, h: 90 })).toBeNull();
    // Outside the camp the 300 p still holds.
    expect(deployProblem(s, get(s, 0), { x: 160, y: 400, h: 90 })).toMatch(/side edge/);
  });
  it('games recorded before dep04camp (absent, or "none") refused it', () => {
    for (const v of [undefined, 'none']) expect(deployProblem(atSide(v), get(atSide(v), 0), { x: 160, y: 120, h: 90 })).toMatch(/side edge/);
  });
});

describe('DBA INTERP-34 / GAR-05 (errata 23, 24): defending the bank', () => {
  // River y 940..1060. Bd 12 partly in it facing north; Bd 0 facing south on the north bank.
  const bank = (front0: number, bank34?: string) => {
    const s = position([s_(0, '4Bd', 1000, front0, 0), n(12, '4Bd', 1000, front0, 1)], { terrain: [riverWE(1000)], river: 'difficult' });
    if (bank34) s.opt.bank34 = bank34;
    return s;
  };
  it('with bank34 the +1 needs the defender\'s front on the bank: touching it gives it, 20 p back does not', () => {
    const on = bank(1060, 'touch');
    expect(defendsBank(on, get(on, 0))).toBe(true);
    expect(score(on, get(on, 0), get(on, 12), 1, false).items.map((i) => i[2])).toContain('bank');
    const off = bank(1080, 'touch');
    expect(defendsBank(off, get(off, 0))).toBe(false);
    expect(score(off, get(off, 0), get(off, 12), 1, false).tf).toBe(0);
  });
  it('one front corner on the bank is not enough', () => {
    const s = bank(1060, 'touch');
    Object.assign(get(s, 0), { h: 260 }); // turned 10°: one front corner lifts off the bank
    expect(defendsBank(s, get(s, 0))).toBe(false);
  });
  it('games recorded before bank34 (absent, or "near") gave the +1 without the touch', () => {
    for (const v of [undefined, 'near']) expect(score(bank(1080, v), get(bank(1080, v), 0), get(bank(1080, v), 12), 1, false).tf).toBe(1);
  });
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
  const river: Feature = { kind: 'River', compulsory: true, p: [0, 680, 120] };
  function assault(bank34: string | undefined, road: boolean) {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }], { terrain: [BUA, river] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    s.river = 'difficult';
    s.opt.gar05 = 'bank';
    if (bank34) s.opt.bank34 = bank34;
    const poly = buaPoly(s)!;
    let side = 0, best = 999;
    for (let i = 0; i < poly.length; i++) { const d = Math.abs(((buaAssaultPose(s, get(s, 0), i).h - 180) % 360 + 540) % 360 - 180); if (d < best) { best = d; side = i; } }
    Object.assign(get(s, 0), buaAssaultPose(s, get(s, 0), side));
    if (road) s.terrain.push({ kind: 'Road', compulsory: false, p: [1, Math.round(get(s, 0).y)] });
    s.phase = 'combat';
    s.pending = [[0, DENIZENS]];
    const ctx = fixedDice([3, 3]);
    dba.apply(s, 0, { k: 'fight', a: 0, b: DENIZENS }, ctx);
    return (ctx.events.find((e) => e.t === 'combat') as unknown as { tb: number }).tb;
  }
  it('with bank34 a town\'s occupants get no bank +1 against an assailant on a road ("ailleurs que sur une route")', () => {
    expect(assault('touch', false)).toBe(3 + 1 + 3 + 1);
    expect(assault('touch', true)).toBe(3 + 1 + 3);
  });
  it('games recorded before bank34 gave the town its bank +1 on the road too', () => {
    expect(assault(undefined, true)).toBe(3 + 1 + 3 + 1);
    expect(assault('near', true)).toBe(3 + 1 + 3 + 1);
  });
});

describe('DBA TER-09 / OUT-06 / OUT-07 / INTERP-17 (option river17): a river is not good going for the results', () => {
  // Rulebook line 198: a river "n'est considérée ni comme terrain difficile ni comme terrain
  // dégagé". Line 367: Ps are destroyed by Kn, Cv or Cm "si en terrain considéré comme dégagé
  // par ceux-ci"; line 363: Sp by Kn "si en terrain dégagé". The river runs west–east, y 940..1060;
  // the loser faces north with its front at y 1000 (partly in it), the winner faces south.
  const fightIn = (loser: string, depth: number, winner: string, dice: [number, number], river17?: string, riverY = 1000) => {
    const s = position([
      { id: 0, side: 0, base: loser, f: 'N', x: [1000, 1160], y: [1000 - depth, 1000] },
      { id: 12, side: 1, base: winner, f: 'S', x: [1000, 1160], y: [1000, 1120] },
    ], { phase: 'combat', terrain: [riverWE(riverY)], river: 'difficult' });
    if (river17) s.opt.river17 = river17;
    const ctx = fixedDice(dice);
    fight(s, 0, 12, ctx);
    return { s, combat: ctx.events.find((e) => e.t === 'combat') as unknown as Record<string, unknown> };
  };
  it('both stand partly in the river: neither defends the bank, and the totals are the dice and combat factors', () => {
    const { combat } = fightIn('2Ps', 80, '3Cv', [2, 4], 'neither');
    expect(combat).toMatchObject({ ta: 2 + 2, tb: 4 + 3, fa: [], fb: [] });
  });
  it('DBA OUT-06 (river17 "neither"): Ps beaten, not doubled, by Cv in a river recoil; games without the option destroyed them', () => {
    const { s, combat } = fightIn('2Ps', 80, '3Cv', [2, 4], 'neither');
    expect(combat).toMatchObject({ loser: 0, res: 'recoil' });
    expect(get(s, 0).status).toBe('on');
    for (const v of [undefined, 'good']) expect(fightIn('2Ps', 80, '3Cv', [2, 4], v).combat).toMatchObject({ loser: 0, res: 'destroyed' });
  });
  it('DBA OUT-07 (river17 "neither"): Ps doubled by Cv in a river flee; games without the option destroyed them', () => {
    expect(fightIn('2Ps', 80, '3Cv', [1, 6], 'neither').combat).toMatchObject({ ta: 3, tb: 9, loser: 0, res: 'flee' });
    expect(fightIn('2Ps', 80, '3Cv', [1, 6]).combat).toMatchObject({ loser: 0, res: 'destroyed' });
  });
  it('DBA OUT-06 (river17 "neither"): Sp beaten, not doubled, by Kn in a river recoil; games without the option destroyed them', () => {
    expect(fightIn('4Sp', 60, '3Kn', [1, 6], 'neither').combat).toMatchObject({ ta: 1 + 4, tb: 6 + 3, loser: 0, res: 'recoil' });
    expect(fightIn('4Sp', 60, '3Kn', [1, 6]).combat).toMatchObject({ loser: 0, res: 'destroyed' });
  });
  it('DBA OUT-06 (river17 "neither"): out of the river the same Ps and Sp are still destroyed', () => {
    expect(fightIn('2Ps', 80, '3Cv', [2, 4], 'neither', 1500).combat).toMatchObject({ loser: 0, res: 'destroyed' });
    expect(fightIn('4Sp', 60, '3Kn', [1, 6], 'neither', 1500).combat).toMatchObject({ loser: 0, res: 'destroyed' });
  });
});
