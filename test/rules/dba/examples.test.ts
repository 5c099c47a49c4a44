// The rulebook's two worked examples (spec §7.1, §7.2).
import { describe, expect, it } from 'vitest';
import { fight, flankPenalty, rearSupportOf, score } from '../../../src/rules/dba/combat';
import { f2f, overlapSide } from '../../../src/rules/dba/geometry';
import { canTarget, planShots, resolveShot } from '../../../src/rules/dba/shooting';
import { clone } from '../../../src/engine/canonical';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

// Roman Blades (side 0, active) against a Macedonian pike block (side 1).
const EX1: Spec[] = [
  { id: 1, side: 0, base: '4Bd', f: 'N', x: [400, 560], y: [940, 1000] },
  { id: 2, side: 0, base: '4Bd', f: 'N', x: [560, 720], y: [940, 1000] },
  { id: 3, side: 0, base: '4Bd', f: 'N', x: [720, 880], y: [940, 1000], gen: true },
  { id: 4, side: 0, base: '4Bd', f: 'N', x: [880, 1040], y: [940, 1000] },
  { id: 13, side: 1, base: '4Pk', f: 'S', x: [560, 720], y: [1000, 1060] },
  { id: 14, side: 1, base: '4Pk', f: 'S', x: [720, 880], y: [1000, 1060] },
  { id: 15, side: 1, base: '4Pk', f: 'S', x: [560, 720], y: [1060, 1120] },
  { id: 16, side: 1, base: '4Pk', f: 'S', x: [720, 880], y: [1060, 1120] },
];

describe('TEST-EX1 close combat: Blades against a pike block', () => {
  it('derives pairs, overlaps and rear support before combat (DBA CC-01, CC-04, RES-02)', () => {
    const s = position(EX1, { phase: 'combat' });
    expect(f2f(get(s, 2), get(s, 13))).toBe(true);
    expect(f2f(get(s, 3), get(s, 14))).toBe(true);
    expect(overlapSide(s, get(s, 1), get(s, 13))).toBe('R');
    expect(overlapSide(s, get(s, 4), get(s, 14))).toBe('L');
    expect(rearSupportOf(s, get(s, 13), get(s, 2))).toMatchObject({ bonus: 3 });
    expect(flankPenalty(s, get(s, 3), get(s, 14))).toEqual({ left: false, right: false, rear: false });
  });

  it('step 1: L3 beats P2 10–9, P2 recoils 60 p and pushes P4 back (DBA OUT-06, REC-01, REC-02)', () => {
    const s = position(EX1, { phase: 'combat' });
    const ctx = fixedDice([4, 4]);
    expect(score(s, get(s, 3), get(s, 14), 4, false).total).toBe(10);
    expect(score(s, get(s, 14), get(s, 3), 4, false).total).toBe(9);
    fight(s, 3, 14, ctx);
    expect(rectOf(get(s, 14))).toEqual([720, 880, 1060, 1120]);
    expect(rectOf(get(s, 16))).toEqual([720, 880, 1120, 1180]);
    expect(rectOf(get(s, 3))).toEqual([720, 880, 940, 1000]);
    // step 2: L2 beats P1 11–5: doubled, destroyed; P3 (+3) survives (DBA OUT-07, OUT-03).
    expect(score(s, get(s, 13), get(s, 2), 1, false).total).toBe(5);
    const ctx2 = fixedDice([6, 1]);
    fight(s, 2, 13, ctx2);
    expect(get(s, 13).status).toBe('dead');
    expect(get(s, 15).status).toBe('on');
    expect(rectOf(get(s, 15))).toEqual([560, 720, 1060, 1120]);
    // L1 and L4 never roll: the only combats are L3–P2 and L2–P1.
    expect(ctx.events.concat(ctx2.events).filter((e) => e.t === 'combat').map((e) => [e.a, e.b])).toEqual([[3, 14], [2, 13]]);
  });

  it('order matters: fighting L2–P1 first, P1 totals 6 and only recoils, pushing P3', () => {
    const s = position(EX1, { phase: 'combat' });
    expect(score(s, get(s, 13), get(s, 2), 1, false).total).toBe(6);
    fight(s, 2, 13, fixedDice([6, 1]));
    expect(get(s, 13).status).toBe('on');
    expect(rectOf(get(s, 13))).toEqual([560, 720, 1060, 1120]);
    expect(rectOf(get(s, 15))).toEqual([560, 720, 1120, 1180]);
  });
});

const EX2: Spec[] = [
  { id: 1, side: 0, base: '4Lb', f: 'N', x: [400, 560], y: [920, 1000] },
  { id: 2, side: 0, base: '4Lb', f: 'N', x: [560, 720], y: [920, 1000] },
  { id: 3, side: 0, base: '4Lb', f: 'N', x: [720, 880], y: [920, 1000] },
  { id: 13, side: 1, base: '4Pk', f: 'S', x: [560, 720], y: [1100, 1160] },
  { id: 14, side: 1, base: '4Pk', f: 'S', x: [560, 720], y: [1160, 1220] },
];

describe('TEST-EX2 distant shooting: archers against a schiltron', () => {
  it('all three archers can target P1, none P2; A2 is primary (DBA SHO-02, SHO-03, SHO-06, INTERP-20)', () => {
    const s = position(EX2, { phase: 'shoot' });
    for (const a of [1, 2, 3]) {
      expect(canTarget(s, get(s, a), get(s, 13))).toBe(true);
      expect(canTarget(s, get(s, a), get(s, 14))).toBe(false);
    }
    expect(planShots(s)).toEqual([{ target: 13, shooters: [2, 1, 3] }]);
  });
  it('A2 2 against P1 5: 4 against 6, and nothing happens to the shooters (DBA OUT-02)', () => {
    const s = position(EX2, { phase: 'shoot' });
    s.shots = planShots(s);
    const ctx = fixedDice([2, 5]);
    resolveShot(s, s.shots.shift()!, ctx);
    expect(ctx.events.find((e) => e.t === 'shoot')).toMatchObject({ tp: 4, tt: 6, aiders: 2 });
    expect(s.els.every((e) => e.status === 'on')).toBe(true);
  });
  it('reversed dice: 7 against 3, P1 destroyed, P2 unaffected', () => {
    const s = position(EX2, { phase: 'shoot' });
    s.shots = planShots(s);
    const before = clone(get(s, 14));
    resolveShot(s, s.shots.shift()!, fixedDice([5, 2]));
    expect(get(s, 13).status).toBe('dead');
    expect(get(s, 14)).toEqual(before);
  });
});
