// Close combat, factors and outcome moves: CC, RES, OUT, REC, FLE, PUR, GEN, TER-02/03 (spec §4.19–4.24, §7.3).
import { describe, expect, it } from 'vitest';
import { applyCloseOutcome, fight, flankPenalty, rearSupportOf, score } from '../../../src/rules/dba/combat';
import { flee, recoil } from '../../../src/rules/dba/moves-outcome';
import { turnToFace } from '../../../src/rules/dba/turn-to-face';
import { f2f } from '../../../src/rules/dba/geometry';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

const marsh = (x: number, y: number): Feature => ({ kind: 'Marsh', compulsory: false, p: [x, y, 400, 300, 0] });
const wood = (x: number, y: number): Feature => ({ kind: 'Woods', compulsory: false, p: [x, y, 400, 300, 0] });
const N = (id: number, base: string, x0: number, y0: number, side: 0 | 1 = 0, depth = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [y0 - depth, y0] });
const S = (id: number, base: string, x0: number, y0: number, side: 0 | 1 = 1, depth = 0): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [y0, y0 + depth] });
// Depths at 15 mm: Bd/Pk/Sp/Wb 60, Bw/Ax/Ps 80, Kn/Cv/LH 120, El 160.
const D: Record<string, number> = { '4Bd': 60, '4Pk': 60, '4Sp': 60, '4Wb': 60, '4Bw': 80, '4Ax': 80, '2Ps': 80, '3Kn': 120, '3Cv': 120, '2LH': 120, El: 160, '6Kn': 240, WWg: 320, '7Hd': 120 };
const n = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 0): Spec => N(id, base, x0, front, side, D[base]);
const s_ = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 1): Spec => S(id, base, x0, front, side, D[base]);

describe('DBA RES-01..03 factors', () => {
  it('GEN-01 / RES-01: the general adds +1 in close combat; the factor column follows the opponent (foot/mounted)', () => {
    const s = position([{ ...n(0, '4Bd', 1000, 1000), gen: true }, s_(12, '3Cv', 1000, 1000)]);
    expect(score(s, get(s, 0), get(s, 12), 3, false)).toMatchObject({ cf: 3, tf: 1, total: 7 });
    expect(score(s, get(s, 12), get(s, 0), 3, false)).toMatchObject({ cf: 3, tf: 0 });
  });
  it('T-SUP-1 (DBA RES-02, OUT-03): Wb behind Wb against Bd gives +1; the supporter dies with the front Wb', () => {
    const s = position([n(0, '4Wb', 1000, 1000), n(1, '4Wb', 1000, 940), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    expect(rearSupportOf(s, get(s, 0), get(s, 12))).toMatchObject({ bonus: 1 });
    fight(s, 0, 12, fixedDice([1, 6])); // 1+3+1 = 5 against 6+5 = 11: doubled, destroyed
    expect(get(s, 0).status).toBe('dead');
    expect(get(s, 1).status).toBe('dead');
  });
  it('T-SUP-2 (DBA RES-02): Wb behind Wb against Bw gives nothing', () => {
    const s = position([n(0, '4Wb', 1000, 1000), n(1, '4Wb', 1000, 940), s_(12, '4Bw', 1000, 1000)]);
    expect(rearSupportOf(s, get(s, 0), get(s, 12)).bonus).toBe(0);
  });
  it('T-SUP-3 (DBA RES-03): Sp with Ps behind gets +1 against Cv, nothing against Bd', () => {
    const s = position([n(0, '4Sp', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '3Cv', 1000, 1000)]);
    expect(rearSupportOf(s, get(s, 0), get(s, 12)).bonus).toBe(1);
    const t = position([n(0, '4Sp', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '4Bd', 1000, 1000)]);
    expect(rearSupportOf(t, get(t, 0), get(t, 12)).bonus).toBe(0);
  });
  it('T-SUP-4 (DBA RES-02, TER-02): a Pk partly in a Wood gets no rear support', () => {
    const s = position([n(0, '4Pk', 1000, 1000), n(1, '4Pk', 1000, 940), s_(12, '4Bd', 1000, 1000)], { terrain: [wood(1300, 1000)] });
    expect(rearSupportOf(s, get(s, 0), get(s, 12)).bonus).toBe(0);
  });
  it('T-TF-3 (DBA RES-01, OUT-06): Kn in Marsh takes −2 and any loss destroys it, except doubled by Art in close combat', () => {
    const s = position([n(0, '3Kn', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { terrain: [marsh(1080, 820)] });
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(-2);
    fight(s, 0, 12, fixedDice([5, 4])); // 5+3−2 = 6 against 4+3 = 7: less than double
    expect(get(s, 0).status).toBe('dead');
    const t = position([n(0, '3Kn', 1000, 1000), s_(12, 'Art', 1000, 1000)], { terrain: [marsh(1080, 820)] });
    get(t, 12).d = 160;
    fight(t, 0, 12, fixedDice([1, 6])); // 1+3−2 = 2 against 6+2 = 8: doubled by Art in close combat
    expect(get(t, 0).status).toBe('on');
    expect(rectOf(get(t, 0))).toEqual([1000, 1160, 760, 880]);
  });
  it('T-TF-4 (DBA RES-01): Ax in Woods has no −2', () => {
    const s = position([n(0, '4Ax', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { terrain: [wood(1080, 820)] });
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(0);
    const t = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { terrain: [wood(1080, 820)] });
    expect(score(t, get(t, 0), get(t, 12), 1, false).tf).toBe(-2);
  });
  it('T-TF-5 (DBA CC-04, INTERP-36): two enemies on one flank (corner overlap and flank contact) count −1 only', () => {
    // P (side 1, facing S) fights F; L overlaps its left (east) front corner; K's front lies on its east flank.
    const s = position([
      n(0, '4Bd', 1000, 1000), n(1, '4Bd', 1160, 1000),
      s_(12, '4Bd', 1000, 1000),
      { id: 2, side: 0, base: '3Kn', f: 'W', x: [1160, 1280], y: [1000, 1160] },
    ]);
    // Unit 1 (beside) overlaps 12's left; unit 2 faces west with its front on 12's left flank.
    const fp = flankPenalty(s, get(s, 12), get(s, 0));
    expect(fp.left || fp.right).toBe(true);
    expect(score(s, get(s, 12), get(s, 0), 1, false).tf).toBe(-1);
  });
  it('DBA TER-03 (INTERP-33): touching front edges are equally high as proposed; the centre reading gives the upslope element +1', () => {
    const hill: Feature = { kind: 'GentleHill', compulsory: false, p: [1080, 700, 640, 400, 0] };
    const s = position([n(0, '4Bd', 1000, 900), s_(12, '4Bd', 1000, 900)], { terrain: [hill] });
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(0);
    s.opt.interp33 = 'frontThenCentre';
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(1);
    expect(score(s, get(s, 12), get(s, 0), 1, false).tf).toBe(0);
  });
});

describe('DBA REC-01..05 recoil and push-back', () => {
  it('T-REC-7 (DBA REC-01): a 3Kn recoils its depth 120 p, a 6Kn its width 160 p', () => {
    const s = position([n(0, '3Kn', 1000, 1000), n(1, '6Kn', 1400, 1000)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    recoil(s, get(s, 1), fixedDice([]), false);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 760, 880]);
    expect(rectOf(get(s, 1))).toEqual([1400, 1560, 600, 840]);
  });
  it('T-REC-1 (DBA INT-02): a Ps recoiling into a Bd facing the same way ends lined up behind it', () => {
    const s = position([n(0, '2Ps', 1000, 1000), n(1, '4Bd', 1000, 920)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 780, 860]);
    expect(rectOf(get(s, 1))).toEqual([1000, 1160, 860, 920]);
  });
  it('T-REC-2 (DBA REC-02): a Ps recoiling into a Ps pushes it back', () => {
    const s = position([n(0, '2Ps', 1000, 1000), n(1, '2Ps', 1000, 920)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 840, 920]);
    expect(rectOf(get(s, 1))).toEqual([1000, 1160, 760, 840]);
  });
  it('T-REC-3 (DBA REC-02): an El recoiling into a friendly Sp destroys it and completes its recoil', () => {
    const s = position([n(0, 'El', 1000, 1000), n(1, '4Sp', 1000, 840)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 1).status).toBe('dead');
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 680, 840]);
  });
  it('T-REC-4 (DBA REC-03): an element recoiling with an enemy front on its flank is destroyed', () => {
    const s = position([n(0, '4Bd', 1000, 1000), { id: 12, side: 1, base: '4Bd', f: 'E', x: [940, 1000], y: [840, 1000] }]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 0).status).toBe('dead');
  });
  it('T-REC-5 (DBA REC-03): a Bd recoiling into a friendly WWg is destroyed', () => {
    const s = position([n(0, '4Bd', 1000, 1000), n(1, 'WWg', 1000, 940)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 0).status).toBe('dead');
    expect(get(s, 1).status).toBe('on');
  });
  it('T-REC-6 (DBA REC-04): rear edge meeting an enemy rear edge destroys both', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 900)]);
    s.els[1].y = 900 - 60 - 20; // rear edge 20 p behind ours: enemy faces south, its rear (north) edge at y = 880
    s.els[1].y = 820; // front at 820, rear at 880
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 0).status).toBe('dead');
    expect(get(s, 12).status).toBe('dead');
  });
  it('DBA REC-05 (INTERP-27): a recoil that ends partly off the table loses the element', () => {
    const s = position([n(0, '4Bd', 1000, 100)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 0).status).toBe('lost');
  });
});

describe('DBA FLE-01..03 flight', () => {
  it('DBA FLE-01: a Cv recoils, turns about and moves a full move away', () => {
    const s = position([n(0, '3Cv', 1000, 1500)]);
    flee(s, get(s, 0), fixedDice([]));
    expect(get(s, 0).h).toBe(270);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 860, 980]);
  });
  it('DBA FLE-02: it turns as little as needed around an enemy in the way', () => {
    const s = position([n(0, '3Cv', 1000, 1500), s_(12, '4Bd', 1000, 1100)]);
    s.els[1].h = 90; s.els[1].y = 1160; // an enemy facing away, 60 p deep, just behind the recoil
    flee(s, get(s, 0), fixedDice([]));
    expect(get(s, 0).status).toBe('on');
    expect(rectOf(get(s, 0))[2]).toBeGreaterThanOrEqual(1160); // stopped short: it may not go through
    // With the way open to one side it swerves rather than stops.
    const t = position([n(0, '3Cv', 1000, 1500), s_(12, '4Bd', 880, 1100)]);
    t.els[1].h = 90; t.els[1].y = 1160;
    flee(t, get(t, 0), fixedDice([]));
    expect(get(t, 0).h).not.toBe(270);
  });
  it('DBA FLE-03: fleeing into a difficult river destroys it', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 1200, 120] };
    const s = position([n(0, '3Cv', 1000, 1500)], { terrain: [river], river: 'difficult' });
    flee(s, get(s, 0), fixedDice([]));
    expect(get(s, 0).status).toBe('dead');
  });
});

describe('DBA PUR-01 pursuit and OUT-04', () => {
  it('T-PUR-1 (DBA PUR-01): a Kn beating a Cv pursues 120 p back into contact; a Wb beating Ax pursues 60 p', () => {
    const s = position([n(0, '3Kn', 1000, 1000), s_(12, '3Cv', 1000, 1000)], { phase: 'combat' });
    fight(s, 0, 12, fixedDice([6, 3])); // 6+4 = 10 against 3+3 = 6
    expect(rectOf(get(s, 12))).toEqual([1000, 1160, 1120, 1240]);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 1000, 1120]);
    expect(f2f(get(s, 0), get(s, 12))).toBe(true);
    const t = position([n(0, '4Wb', 1000, 1000), s_(12, '4Ax', 1000, 1000)], { phase: 'combat' });
    fight(t, 0, 12, fixedDice([6, 4])); // 6+3 = 9 against 4+3 = 7
    expect(rectOf(get(t, 12))).toEqual([1000, 1160, 1080, 1160]);
    expect(rectOf(get(t, 0))).toEqual([1000, 1160, 1000, 1060]);
  });
  it('T-PUR-2 (DBA PUR-01, INTERP-19): no pursuit into Woods', () => {
    const s = position([n(0, '4Wb', 1000, 1000), s_(12, '4Ax', 1000, 1000)], { phase: 'combat', terrain: [wood(1080, 1190)] });
    fight(s, 0, 12, fixedDice([6, 4]));
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 940, 1000]);
  });
  it('T-PUR-3 (DBA PUR-01): a Wb with a Wb rear supporter pursues and both move forward', () => {
    const s = position([n(0, '4Wb', 1000, 1000), n(1, '4Wb', 1000, 940), s_(12, '4Ax', 1000, 1000)], { phase: 'combat' });
    fight(s, 0, 12, fixedDice([6, 4]));
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 1000, 1060]);
    expect(rectOf(get(s, 1))).toEqual([1000, 1160, 940, 1000]);
  });
  it('DBA OUT-04: an element on the enemy\'s flank recoils when its friend in front recoils', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000), { id: 1, side: 0, base: '4Bd', f: 'W', x: [1160, 1220], y: [1000, 1160] }], { phase: 'combat' });
    const before = get(s, 1).x;
    applyCloseOutcome(s, get(s, 0), get(s, 12), 'recoil', { total: 0, die: 0, cf: 0, tf: 0, sup: 0, supporter: -1, items: [] }, fixedDice([]), 'DBA OUT-06');
    expect(get(s, 1).x).toBe(before + 60);
  });
  it('DBA OUT-05 / T-OUT-9: a tie destroys SCh and leaves its opponent', () => {
    const s = position([n(0, 'SCh', 1000, 1000, 0), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    s.els[0].d = 160;
    fight(s, 0, 12, fixedDice([4, 5])); // 4+4 against 5+3
    expect(get(s, 0).status).toBe('dead');
    expect(get(s, 12).status).toBe('on');
  });
});

describe('DBA CC-03 turning to face', () => {
  it('DBA CC-03: an element contacted on its flank, not in frontal combat, turns to face the attacker', () => {
    const s = position([n(0, '4Bd', 1000, 1000), { id: 12, side: 1, base: '4Bd', f: 'E', x: [940, 1000], y: [840, 1000] }]);
    s.els[0].stamp = 1;
    turnToFace(s, fixedDice([]));
    expect(f2f(get(s, 0), get(s, 12))).toBe(true);
  });
  it('DBA CC-03: rear contact turns it about', () => {
    const s = position([n(0, '4Bd', 1000, 1000), n(12, '4Bd', 1000, 940, 1)]);
    s.els[0].stamp = 1;
    turnToFace(s, fixedDice([]));
    expect(get(s, 0).h).toBe(270);
    expect(f2f(get(s, 0), get(s, 12))).toBe(true);
  });
});

describe('DBA CC-03 making room', () => {
  it('DBA CC-03 (INTERP-22): the flank attacker steps back just enough for the element to turn', () => {
    const s = position([
      n(0, '4Bd', 1000, 1000),
      { id: 12, side: 1, base: '4Bd', f: 'E', x: [940, 1000], y: [840, 1000] },
      { id: 13, side: 1, base: '4Bd', f: 'N', x: [1040, 1200], y: [780, 850] },
    ]);
    s.els[0].stamp = 1;
    turnToFace(s, fixedDice([]));
    expect(f2f(get(s, 0), get(s, 12))).toBe(true);
    expect(get(s, 12).x).toBe(1000 - 19);
  });
});
