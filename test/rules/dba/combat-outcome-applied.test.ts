// A close combat fought and its outcome carried out (combat.ts fight, applyCloseOutcome,
// goodForWinner): CC-01, OUT-03..07, PUR-01, PUR-02, INTERP-17. Positions built by hand:
// side 0 faces north (+y) with its front on y = 1000, side 1 faces south with its front there.
// Checked against the rulebook (de-bellis-antiquitatis.fr.txt, close-combat outcome,
// pursuit) and spec OUT-03, OUT-04, PUR-01.
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/contract';
import { dirN } from '../../../src/engine/plane';
import { applyCloseOutcome, fight, score, type Score } from '../../../src/rules/dba/combat';
import { campPoly } from '../../../src/rules/dba/camp';
import { assaultPose } from '../../../src/rules/dba/camp-assault';
import { campAt } from '../../../src/rules/dba/setup';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

const D: Record<string, number> = { '4Bd': 60, '4Pk': 60, '4Sp': 60, '4Wb': 60, '4Bw': 80, '4Ax': 80, '2Ps': 80, '3Kn': 120, '3Cv': 120, '2LH': 120, '3Cm': 120, SCh: 160, '7Hd': 120 };
/** Side 0 (default), facing north, front edge on y = front. */
const n = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [front - D[base], front] });
/** Side 1 (default), facing south, front edge on y = front. */
const s_ = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 1): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [front, front + D[base]] });
const area = (kind: Feature['kind'], x: number, y: number): Feature => ({ kind, compulsory: false, p: [x, y, 400, 300, 0] });
const ev = (evs: LogEvent[], t: string) => evs.filter((e) => e.t === t) as unknown as Record<string, unknown>[];

function fought(s: DbaState, da: number, db: number, a = 0, b = 12): LogEvent[] {
  const ctx = fixedDice([da, db]);
  fight(s, a, b, ctx);
  return ctx.events;
}

describe('DBA CC-01 a close combat fought (fight)', () => {
  it('DBA CC-01: the combat is logged with both dice, totals, factors and the loser; both elements have fought', () => {
    const s = position([{ ...n(0, '4Bd', 1000, 1000), gen: true }, s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const evs = fought(s, 4, 3); // 4 + 5 + 1 = 10 against 3 + 5 = 8
    expect(ev(evs, 'combat')).toEqual([{
      t: 'combat', rule: 'DBA CC-01', a: 0, b: 12, ta: 10, tb: 8, da: 4, db: 3, ca: 5, cb: 5,
      fa: [[1, 'DBA RES-01', 'general']], fb: [], loser: 12, res: 'recoil',
    }]);
    expect(get(s, 0).fought).toBe(true);
    expect(get(s, 12).fought).toBe(true);
  });

  it('DBA CC-01: the active element losing is the loser, whichever pair order', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const evs = fought(s, 2, 4); // 7 against 9
    expect(ev(evs, 'combat')[0]).toMatchObject({ loser: 0, res: 'recoil' });
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 880, 940]);
    expect(rectOf(get(s, 12))).toEqual([1000, 1160, 1000, 1060]);
  });

  it('DBA OUT-05: a tie is logged with no loser, both have fought, nobody moves', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const evs = fought(s, 3, 3);
    expect(evs).toEqual([{ t: 'combat', rule: 'DBA CC-01', a: 0, b: 12, ta: 8, tb: 8, da: 3, db: 3, ca: 5, cb: 5, fa: [], fb: [], loser: -1, res: 'none' }]);
    expect(get(s, 0).fought && get(s, 12).fought).toBe(true);
  });

  it('DBA OUT-05: a tie destroys scythed chariots on the defending side too', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, 'SCh', 1000, 1000)], { phase: 'combat' });
    const evs = fought(s, 4, 3); // 4 + 3 (Bd against mounted) = 7 against 3 + 4 = 7
    expect(ev(evs, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-05', el: 12 }]);
    expect(get(s, 0).status).toBe('on');
  });

  it('DBA CC-01: a pair whose element has gone, or that no longer touches front to front, is not fought (no die)', () => {
    const gone = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    get(gone, 0).status = 'dead';
    const c1 = fixedDice([]);
    fight(gone, 0, 12, c1);
    expect(c1.events).toEqual([]);
    const gone2 = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    get(gone2, 12).status = 'lost';
    const c2 = fixedDice([]);
    fight(gone2, 0, 12, c2);
    expect(c2.events).toEqual([]);
    const apart = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1100)], { phase: 'combat' });
    const c3 = fixedDice([]);
    fight(apart, 0, 12, c3);
    expect(c3.events).toEqual([]);
  });

  it('DBA OUT-06 / INTERP-17: Kn beaten, not doubled, by Bw whose front they contacted this bound are destroyed; otherwise they recoil', () => {
    const mk = () => position([n(0, '3Kn', 1000, 1000), s_(12, '4Bw', 1000, 1000)], { phase: 'combat' });
    const s = mk();
    get(s, 0).bowFront = [12];
    expect(ev(fought(s, 3, 4), 'combat')[0]).toMatchObject({ ta: 6, tb: 8, loser: 0, res: 'destroyed' }); // 3 + 3 against 4 + 4
    expect(get(s, 0).status).not.toBe('on');
    const t = mk();
    get(t, 0).bowFront = [7]; // contacted some other bow this bound
    expect(ev(fought(t, 3, 4), 'combat')[0]).toMatchObject({ res: 'recoil' });
    expect(get(t, 0).status).toBe('on');
  });
});

describe('DBA OUT-06 / OUT-07 Ps lines: bad going that is good going for the winner (goodForWinner)', () => {
  it('DBA OUT-06: Ps in good going beaten, not doubled, by Cv are destroyed; in Woods (bad for Cv) they recoil', () => {
    const open = position([n(0, '2Ps', 1000, 1000), s_(12, '3Cv', 1000, 1000)], { phase: 'combat' });
    expect(ev(fought(open, 2, 3), 'combat')[0]).toMatchObject({ ta: 4, tb: 6, res: 'destroyed' });
    const wood = position([n(0, '2Ps', 1000, 1000), s_(12, '3Cv', 1000, 1000)], { phase: 'combat', terrain: [area('Woods', 1080, 800)] });
    // Cv −2 for fighting an enemy in bad going: 2 + 2 = 4 against 6 + 3 − 2 = 7.
    expect(ev(fought(wood, 2, 6), 'combat')[0]).toMatchObject({ ta: 4, tb: 7, res: 'recoil' });
  });
  it('DBA OUT-06 / TER-02: Dunes are good going for camels: Ps in Dunes beaten by Cm are destroyed, by Cv they recoil', () => {
    const dunes = [area('Dunes', 1080, 800)];
    const cm = position([n(0, '2Ps', 1000, 1000), s_(12, '3Cm', 1000, 1000)], { phase: 'combat', terrain: dunes });
    // Cm: 2 against foot, −2 for fighting an enemy in bad going (the Ps's own going): 1 + 2 = 3 against 5 + 2 − 2 = 5.
    expect(ev(fought(cm, 1, 5), 'combat')[0]).toMatchObject({ ta: 3, tb: 5, res: 'destroyed' });
    const cv = position([n(0, '2Ps', 1000, 1000), s_(12, '3Cv', 1000, 1000)], { phase: 'combat', terrain: dunes });
    expect(ev(fought(cv, 1, 4), 'combat')[0]).toMatchObject({ ta: 3, tb: 5, res: 'recoil' });
  });
  it('DBA OUT-06: Ps partly in Dunes and partly in Woods beaten by Cm recoil: every bad going under them must suit the winner', () => {
    // Dunes west of x = 1080, Woods east of it: the Ps (x 1000..1160, y 920..1000) stands on both.
    const dunes: Feature = { kind: 'Dunes', compulsory: false, p: [880, 800, 400, 600, 0] };
    const woods: Feature = { kind: 'Woods', compulsory: false, p: [1280, 800, 400, 600, 0] };
    const s = position([n(0, '2Ps', 1000, 1000), s_(12, '3Cm', 1000, 1000)], { phase: 'combat', terrain: [dunes, woods] });
    expect(ev(fought(s, 1, 5), 'combat')[0]).toMatchObject({ ta: 3, tb: 5, res: 'recoil' });
  });
});

describe('DBA OUT-03 the +1 supporter destroyed with the element in front of it', () => {
  const zero: Score = { total: 0, die: 0, cf: 0, tf: 0, sup: 0, supporter: -1, items: [] };
  it('DBA OUT-03: a Pk giving +3 is not destroyed with the Pk in front', () => {
    const s = position([n(0, '4Pk', 1000, 1000), n(1, '4Pk', 1000, 940), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const sl = score(s, get(s, 0), get(s, 12), 1, false);
    expect(sl).toMatchObject({ sup: 3, supporter: 1 });
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 0), get(s, 12), 'destroyed', sl, ctx, 'DBA OUT-06');
    expect(ev(ctx.events, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-06', el: 0 }]);
    expect(get(s, 1).status).toBe('on');
  });
  it('DBA OUT-03 / RES-03: a Ps supporting from behind a side neighbour is not directly behind: it survives the Sp it supported', () => {
    // Sp 0 fights Cv 12; Sp 2 beside it has Ps 1 behind (RES-03's second case).
    const s = position([n(0, '4Sp', 1000, 1000), n(2, '4Sp', 1160, 1000), n(1, '2Ps', 1160, 940), s_(12, '3Cv', 1000, 1000)], { phase: 'combat' });
    const sl = score(s, get(s, 0), get(s, 12), 1, false);
    expect(sl).toMatchObject({ sup: 1, supporter: 1 });
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 0), get(s, 12), 'destroyed', sl, ctx, 'DBA OUT-06');
    expect(get(s, 0).status).not.toBe('on');
    expect(get(s, 1).status).toBe('on');
  });
  it('DBA OUT-03: a Ps directly behind, giving +1, is destroyed with the Sp; a supporter already gone is not destroyed again', () => {
    const s = position([n(0, '4Sp', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '3Cv', 1000, 1000)], { phase: 'combat' });
    const sl = score(s, get(s, 0), get(s, 12), 1, false);
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 0), get(s, 12), 'destroyed', sl, ctx, 'DBA OUT-06');
    expect(ev(ctx.events, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-06', el: 0 }, { t: 'destroyed', rule: 'DBA OUT-03', el: 1 }]);
    const t = position([n(0, '4Sp', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '3Cv', 1000, 1000)], { phase: 'combat' });
    const tl = score(t, get(t, 0), get(t, 12), 1, false);
    get(t, 1).status = 'dead';
    const c2 = fixedDice([]);
    applyCloseOutcome(t, get(t, 0), get(t, 12), 'destroyed', tl, c2, 'DBA OUT-06');
    expect(ev(c2.events, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-06', el: 0 }]);
  });
  it('DBA OUT-03: the supporter is destroyed whatever its id (a Wb of id 0 behind the Wb of id 5)', () => {
    const s = position([n(5, '4Wb', 1000, 1000), n(0, '4Wb', 1000, 940), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const sl = score(s, get(s, 5), get(s, 12), 1, false);
    expect(sl).toMatchObject({ sup: 1, supporter: 0 });
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 5), get(s, 12), 'destroyed', sl, ctx, 'DBA OUT-06');
    expect(ev(ctx.events, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-06', el: 5 }, { t: 'destroyed', rule: 'DBA OUT-03', el: 0 }]);
  });
  it('DBA OUT-06 / GAR-09: a surrender result removes the loser as a destroyed one is removed', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 0), get(s, 12), 'surrender', zero, ctx, 'DBA OUT-06');
    expect(ev(ctx.events, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-06', el: 0 }]);
  });
});

describe('DBA OUT-04 flank and rear attackers recoil with the loser', () => {
  const zero: Score = { total: 0, die: 0, cf: 0, tf: 0, sup: 0, supporter: -1, items: [] };
  // W = Bd 12 at x 1000..1160, y 1000..1060, facing south; L = Bd 0 in front of it.
  const west: Spec = { id: 1, side: 0, base: '4Bd', f: 'E', x: [940, 1000], y: [1000, 1160] };
  const east: Spec = { id: 1, side: 0, base: '4Bd', f: 'W', x: [1160, 1220], y: [1000, 1160] };
  const behind: Spec = { id: 1, side: 0, base: '4Bd', f: 'S', x: [1000, 1160], y: [1060, 1120] };
  const cases: [string, Spec, 'x' | 'y', number][] = [['west flank', west, 'x', -60], ['east flank', east, 'x', 60], ['rear', behind, 'y', 60]];
  for (const [where, f, axis, d] of cases) {
    for (const res of ['recoil', 'flee', 'destroyed'] as const) {
      it(`DBA OUT-04: an element on the winner's ${where} recoils when the friend in front of it ${res === 'destroyed' ? 'is destroyed' : res + 's'}`, () => {
        const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000), f], { phase: 'combat' });
        const before = get(s, 1)[axis];
        const ctx = fixedDice([]);
        applyCloseOutcome(s, get(s, 0), get(s, 12), res, zero, ctx, 'DBA OUT-06');
        expect(get(s, 1)[axis]).toBe(before + d);
        expect(ev(ctx.events, 'recoil').some((e) => e.el === 1)).toBe(true);
      });
    }
  }
  it('DBA OUT-04: a flank attacker already off the table is not moved', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000), east], { phase: 'combat' });
    get(s, 1).status = 'dead';
    const x0 = get(s, 1).x;
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 0), get(s, 12), 'recoil', zero, ctx, 'DBA OUT-06');
    expect(ev(ctx.events, 'recoil').map((e) => e.el)).toEqual([0]);
    expect(get(s, 1).x).toBe(x0);
  });
  it('DBA OUT-04 / OUT-05: with no result ("none") nobody moves: no outcome move, no flank recoil, no pursuit', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Wb', 1000, 1000), east], { phase: 'combat' });
    const before = JSON.stringify(s.els);
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 0), get(s, 12), 'none', zero, ctx, 'DBA OUT-06');
    expect(ctx.events).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: 0, res: 'none' }]);
    expect(JSON.stringify(s.els)).toBe(before);
  });
});

describe('DBA OUT-06 / OUT-07 the rule logged with the outcome', () => {
  it('DBA OUT-06: a recoil is logged under OUT-06; DBA OUT-07: LH doubled by Bd flee, logged under OUT-07', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    expect(ev(fought(s, 2, 4), 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: 0, res: 'recoil' }]);
    const t = position([n(0, '2LH', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const evs = fought(t, 1, 6); // 1 + 2 = 3 against 6 + 3 = 9
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-07', el: 0, res: 'flee' }]);
    expect(ev(evs, 'flee')).toHaveLength(1);
  });
  it('DBA OUT-06: a result from the table of losers not doubled is cited OUT-06 whatever it is (Bd destroyed by Wb)', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Wb', 1000, 1000)], { phase: 'combat' });
    const evs = fought(s, 1, 6); // 1 + 5 = 6 against 6 + 3 = 9: not doubled (12 > 9)
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: 0, res: 'destroyed' }]);
    expect(ev(evs, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-06', el: 0 }]);
  });
  it('DBA OUT-07: a doubled loser is cited OUT-07 whatever it does (Hd doubled by Art in close combat recoil; Ax doubled destroyed)', () => {
    const s = position([n(0, '7Hd', 1000, 1000), { id: 12, side: 1, base: 'Art', f: 'S', x: [1000, 1160], y: [1000, 1160] }], { phase: 'combat' });
    const evs = fought(s, 1, 6); // 1 + 3 = 4 against 6 + 2 (Art in close combat) = 8: doubled (8 ≤ 8)
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-07', el: 0, res: 'recoil' }]);
    const t = position([n(0, '4Ax', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const evt = fought(t, 1, 6); // 1 + 3 = 4 against 6 + 5 = 11: doubled
    expect(ev(evt, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-07', el: 0, res: 'destroyed' }]);
    expect(ev(evt, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-07', el: 0 }]);
  });
});

describe('DBA PUR-01 pursuit after each result', () => {
  it('DBA PUR-01: Wb destroying Bd pursue their depth (60 p)', () => {
    const s = position([n(0, '4Wb', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const evs = fought(s, 6, 1); // 6 + 3 = 9 against 1 + 5 = 6: Bd beaten by Wb are destroyed
    expect(ev(evs, 'combat')[0]).toMatchObject({ loser: 12, res: 'destroyed' });
    expect(ev(evs, 'pursue')).toEqual([{ t: 'pursue', rule: 'DBA PUR-01', el: 0, dist: 60 }]);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 1000, 1060]);
  });
  it('DBA PUR-01: only the rear supporters follow the pursuer, not a friend beside it', () => {
    const s = position([n(0, '4Wb', 1000, 1000), n(2, '4Wb', 1160, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    const evs = fought(s, 6, 1); // 6 + 3 = 9 against 1 + 5 = 6: the Bd destroyed, the Wb pursue 60 p
    expect(ev(evs, 'pursue')).toEqual([{ t: 'pursue', rule: 'DBA PUR-01', el: 0, dist: 60 }]);
    expect(rectOf(get(s, 2))).toEqual([1160, 1320, 940, 1000]);
  });
  it('DBA REC-01 / REC-03: the loser\'s recoil is an outcome recoil (logged; destroyed with an enemy front on its flank)', () => {
    // Bd 0 loses to Bd 12 in front while Bd 13 of side 1 has its front on 0's east flank.
    const t = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000), { id: 13, side: 1, base: '4Bd', f: 'W', x: [1160, 1220], y: [840, 1000] }], { phase: 'combat' });
    const zero: Score = { total: 0, die: 0, cf: 0, tf: 0, sup: 0, supporter: -1, items: [] };
    const ctx = fixedDice([]);
    applyCloseOutcome(t, get(t, 0), get(t, 12), 'recoil', zero, ctx, 'DBA OUT-06');
    expect(ev(ctx.events, 'recoil')).toEqual([{ t: 'recoil', rule: 'DBA REC-01', el: 0, dist: 60 }]);
    expect(ev(ctx.events, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA REC-03', el: 0, why: 'flanked' }]);
  });
  it('DBA PUR-01: SCh making Cv flee pursue', () => {
    const s = position([n(0, 'SCh', 1000, 1000), s_(12, '3Cv', 1000, 1000)], { phase: 'combat' });
    const evs = fought(s, 6, 3); // 6 + 4 = 10 against 3 + 3 = 6: not doubled, Cv beaten by SCh flee
    expect(ev(evs, 'combat')[0]).toMatchObject({ loser: 12, res: 'flee' });
    expect(ev(evs, 'pursue')).toHaveLength(1);
  });
  it('DBA PUR-01: a Bd winner does not pursue', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    expect(ev(fought(s, 6, 1), 'pursue')).toEqual([]);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 940, 1000]);
  });
  it('DBA PUR-01: a Wb winner still in frontal combat with another enemy does not pursue', () => {
    // The loser Bd 12 has recoiled out of contact already; Bd 13 is still front to front with the Wb.
    const s = position([n(0, '4Wb', 1000, 1000), s_(12, '4Bd', 2000, 1400), s_(13, '4Bd', 1000, 1000)], { phase: 'combat' });
    const zero: Score = { total: 0, die: 0, cf: 0, tf: 0, sup: 0, supporter: -1, items: [] };
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 12), get(s, 0), 'recoil', zero, ctx, 'DBA OUT-06');
    expect(ev(ctx.events, 'pursue')).toEqual([]);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 940, 1000]);
  });
  it('DBA PUR-01 / PUR-02: a winner holding a camp (not in open ground) does not pursue; nor a winner no longer on the table', () => {
    const zero: Score = { total: 0, die: 0, cf: 0, tf: 0, sup: 0, supporter: -1, items: [] };
    const s = position([n(0, '4Wb', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    get(s, 0).where = 'camp';
    const ctx = fixedDice([]);
    applyCloseOutcome(s, get(s, 12), get(s, 0), 'recoil', zero, ctx, 'DBA OUT-06');
    expect(ev(ctx.events, 'pursue')).toEqual([]);
    const t = position([n(0, '4Wb', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    get(t, 0).status = 'dead';
    const c2 = fixedDice([]);
    applyCloseOutcome(t, get(t, 12), get(t, 0), 'recoil', zero, c2, 'DBA OUT-06');
    expect(ev(c2.events, 'pursue')).toEqual([]);
  });
});

describe('DBA CC-05 / PUR-02 the assault of a held camp as fought', () => {
  /** Side 1's camp on the north edge, facing south; its holder `base` inside; a side-0 assailant flush on it. */
  function camp(att: string, holder: string): DbaState {
    const s = position([n(0, att, 1120, 1900), { id: 12, side: 1, base: holder, f: 'N', x: [200, 360], y: [300, 300 + D[holder]] }], { phase: 'combat' });
    const c = campAt(s, 1, 1200);
    s.camps[1] = c;
    const poly = campPoly(c);
    const fwd = dirN(c.h, Math.floor(D[holder] / 2));
    Object.assign(get(s, 12), { x: Math.floor((poly[0].x + poly[2].x) / 2) + fwd.x, y: Math.floor((poly[0].y + poly[2].y) / 2) + fwd.y, h: c.h, where: 'camp' });
    Object.assign(get(s, 0), assaultPose(get(s, 0), c));
    return s;
  }
  it('DBA OUT-06: Hd holding their camp beaten, not doubled, are destroyed (in a camp); the assailant occupies the camp (PUR-02)', () => {
    const s = camp('4Bd', '7Hd');
    const evs = fought(s, 6, 1); // 6 + 5 = 11 against 1 + 3 + 2 = 6
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 11, tb: 6, fb: [[2, 'DBA RES-01', 'camp']], loser: 12, res: 'destroyed' });
    expect(get(s, 12).status).not.toBe('on');
    expect(ev(evs, 'campTaken')).toEqual([{ t: 'campTaken', rule: 'DBA PUR-02', camp: 1, el: 0 }]);
    expect(get(s, 0).where).toBe('enemyCamp');
  });
  it('DBA OUT-06: a Bd beaten, not doubled, by Wb holding their camp recoils (the Wb are in a camp)', () => {
    const s = camp('4Bd', '4Wb');
    const evs = fought(s, 3, 4); // 3 + 5 = 8 against 4 + 3 + 2 = 9
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 8, tb: 9, loser: 0, res: 'recoil' });
    expect(get(s, 0).status).toBe('on');
    expect(ev(evs, 'campTaken')).toEqual([]);
  });
  it('DBA PUR-02: the camp is occupied only when its defenders are destroyed: not when the assailant is', () => {
    const s = camp('4Bd', '4Bd');
    const evs = fought(s, 1, 6); // 1 + 5 = 6 against 6 + 5 + 2 = 13: doubled, the assailant destroyed
    expect(ev(evs, 'combat')[0]).toMatchObject({ loser: 0, res: 'destroyed' });
    expect(ev(evs, 'campTaken')).toEqual([]);
    expect(get(s, 12).where).toBe('camp');
    expect(s.camps[1]!.controller).toBe(1);
  });

  it('DBA CC-01: with an empty camp on the table an ordinary front-to-front combat is fought as usual', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    s.camps[1] = campAt(s, 1, 1200);
    s.camps[0] = campAt(s, 0, 1200);
    expect(ev(fought(s, 2, 4), 'combat')[0]).toMatchObject({ loser: 0, res: 'recoil' });
  });
  it('DBA CC-05: an assailant of a camp fights only its holder: a pair with another enemy not in contact is not fought', () => {
    const s = camp('4Bd', '4Bd');
    s.els.push({ ...get(s, 12), id: 13, x: 2000, y: 1500, where: '' });
    const ctx = fixedDice([]);
    fight(s, 0, 13, ctx);
    expect(ctx.events).toEqual([]);
  });
  it('DBA CC-05: an element holding a camp is not fought by an enemy that neither assaults the camp nor touches it front to front', () => {
    const s = camp('4Bd', '4Bd');
    Object.assign(get(s, 0), { x: 1500, y: 1500 });
    const ctx = fixedDice([]);
    fight(s, 0, 12, ctx);
    expect(ctx.events).toEqual([]);
  });
});
