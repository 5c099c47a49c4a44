// FRM-06 (p.27): "Legions may however form a Column of multiple files to match the number
// of lines they have in Acies". Hand-built Legions: the shape checked on the stands'
// poses (posed-formations.ts), formed from Acies and back by turning every stand 90°
// (FRM-10, FRM-11), deployed in it (deploy-formations.ts, D25), in a March Column
// (FRM-23) and moved like a Column (A.1 march rate, wheel, about face). Lengths in plane
// units: JT = 240, stands ¾ JT deep (15mm), so files stand ¾ + ½ = 1¼ JT apart.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/engine/contract';
import { add, dirN, type Vec } from '../../../src/engine/plane';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { GREAT_PLAINS_ROME } from '../../../src/rules/civbel/data/scenarios';
import { formChoices, formRefusal, legionColumn, unitInForm } from '../../../src/rules/civbel/deploy-formations';
import { unitAt } from '../../../src/rules/civbel/deployment';
import { layoutPlan, planCode, planWithLeaders, PUBLIC_SALT, revealAction, sealLayout } from '../../../src/rules/civbel/deploy-choice';
import { commitWords } from '../../../src/engine/commitment';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { changeMethod, turnEveryStand } from '../../../src/rules/civbel/formation-changes';
import { poseOk, rigidTurn } from '../../../src/rules/civbel/moves';
import { checkAcies, checkColumn, checkFormation, checkLegionColumn, checkMarchColumn, CT } from '../../../src/rules/civbel/posed-formations';
import type { CbUnit } from '../../../src/rules/civbel/state';
import { DEPTH, JT, ix, scripted, unit, unitOf } from './helpers';

const FILE = DEPTH + JT / 2; // the Acies line pitch: files stand this far apart, centre to centre

/** A Legion (or, with kind 'unit', a plain unit) posed by hand: `spots` are (to the right,
 *  back) offsets of each stand's front-edge midpoint from `at`, the unit facing h. */
function posed(spots: [number, number][], subs: number[], o: { h?: number; at?: Vec; legionKind?: 'manipular' | 'cohort'; kind?: CbUnit['kind']; formation?: CbUnit['formation'] } = {}): CbUnit {
  const h = o.h ?? 90, at = o.at ?? { x: 2000, y: 2000 };
  const base = unit('L', 0, 'X', 'swordsmen', { formation: o.formation ?? 'column', kind: o.kind ?? 'legion' });
  const stands = spots.map(([lat, back], i) => {
    const p = add(add(at, dirN(h - 90, lat)), dirN(h, -back));
    return { ...base.stands[0], id: `L.${i}`, x: p.x, y: p.y, h, sub: subs[i] };
  });
  return { ...base, stands, legionKind: o.legionKind ?? 'cohort' };
}
/** Files of the given lengths side by side `spacing` apart, stands `pitch` apart, heads level. */
const files = (lengths: number[], pitch = JT, spacing = FILE): [number, number][] =>
  lengths.flatMap((n, k) => Array.from({ length: n }, (_, j) => [k * spacing, j * pitch] as [number, number]));
const subsOf = (lengths: number[]) => lengths.flatMap((n, k) => Array(n).fill(k) as number[]);

describe('FRM-06: a Legion\'s Column of several files on stand poses', () => {
  it('3 files of 3 and 2 files of 4, one per sub-unit, 1¼ JT apart, stands 1 JT apart in each: a Column', () => {
    expect(checkColumn(posed(files([3, 3, 3]), subsOf([3, 3, 3]))).ok).toBe(true);
    expect(checkColumn(posed(files([4, 4]), subsOf([4, 4]))).ok).toBe(true);
    expect(checkLegionColumn(posed(files([3, 3, 3]), subsOf([3, 3, 3])))).toEqual({ ok: true, rule: 'FRM-06', reason: '' });
  });
  it('holds at an oblique heading (the plane\'s rounding within the contact tolerance)', () => {
    expect(checkColumn(posed(files([4, 3, 2]), subsOf([4, 3, 2]), { h: 37 })).ok).toBe(true);
  });
  it('only a Legion: a plain unit in the same shape is not a Column', () => {
    expect(checkColumn(posed(files([3, 3]), subsOf([3, 3]), { kind: 'unit' })).ok).toBe(false);
  });
  it('as many files as Acies lines: 2 or 3, one sub-unit each', () => {
    // Two sub-units in three files, a sub-unit split over two files, two sub-units in one file.
    expect(checkColumn(posed(files([3, 3, 3]), [0, 0, 0, 1, 1, 1, 1, 1, 1])).ok).toBe(false);
    expect(checkColumn(posed(files([3, 3, 3]), [0, 0, 1, 1, 1, 0, 2, 2, 2])).ok).toBe(false);
    expect(checkColumn(posed(files([2, 2, 2, 2]), [0, 0, 1, 1, 2, 2, 3, 3])).ok).toBe(false);
  });
  it('the files stand as Acies lines turned: 1¼ JT apart, not touching nor 1½ JT apart', () => {
    expect(checkColumn(posed(files([3, 3], JT, JT), subsOf([3, 3]))).ok).toBe(false);
    expect(checkColumn(posed(files([3, 3], JT, 1.5 * JT), subsOf([3, 3]))).ok).toBe(false);
  });
  it('each file at the Column pitch; a manipular Legion\'s at 1½ JT (its quincunx turned), a cohort Legion\'s at 1 JT', () => {
    expect(checkColumn(posed(files([3, 3], DEPTH), subsOf([3, 3]))).ok).toBe(false);
    expect(checkColumn(posed(files([3, 3, 3], 1.5 * JT), subsOf([3, 3, 3]), { legionKind: 'manipular' })).ok).toBe(true);
    expect(checkColumn(posed(files([3, 3, 3], JT), subsOf([3, 3, 3]), { legionKind: 'manipular' })).ok).toBe(false);
    expect(checkColumn(posed(files([3, 3, 3], 1.5 * JT), subsOf([3, 3, 3]), { legionKind: 'cohort' })).ok).toBe(false);
  });
  it('a shorter file may sit anywhere along the longest, not beyond it', () => {
    const spots = files([4, 2]);
    const back = (k: number): [number, number][] => spots.map(([l, b], i) => [l, i >= 4 ? b + k * JT : b]);
    expect(checkColumn(posed(back(2), subsOf([4, 2]))).ok).toBe(true); // level with the tail
    expect(checkColumn(posed(back(3), subsOf([4, 2]))).ok).toBe(false); // one stand past it
  });
  it('a single file stays a Column for a Legion too', () => {
    expect(checkColumn(posed(files([6]), [0, 0, 0, 1, 1, 1])).ok).toBe(true);
  });
});

describe('FRM-06: each limit of a Legion\'s Column of several files, just within and just beyond the contact tolerance', () => {
  // Heading 90: the plane's rounding is exact, so an offset of CT (1/64 JT = 4 units) is
  // within the tolerance and CT + 1 beyond it. Every refusal read whole: rule and text.
  const SOUND = { ok: true, rule: 'FRM-06', reason: '' };
  const refused = (reason: string) => ({ ok: false, rule: 'FRM-06', reason });
  const COUNT = 'a Column of several files has one file per Acies line, 2 or 3';
  const SPACING = 'files are not side by side as Acies lines turned';
  const PITCH = 'stands of a file are not one behind the other at the Column pitch';
  const BEYOND = 'a file reaches beyond the longest';
  /** Files of `lengths`, one sub-unit each, heads level; stand i moved by (right, back). */
  const moved = (lengths: number[], i: number, right: number, back: number, o: { pitch?: number; legionKind?: 'manipular' | 'cohort' } = {}) =>
    posed(files(lengths, o.pitch ?? JT).map(([l, b], j) => (j === i ? [l + right, b + back] : [l, b]) as [number, number]), subsOf(lengths), { legionKind: o.legionKind });
  /** File k of `lengths` (heads level) moved back by `back` as a whole. */
  const fileBack = (lengths: number[], k: number, back: number) => {
    const subs = subsOf(lengths);
    return posed(files(lengths).map(([l, b], j) => (subs[j] === k ? [l, b + back] : [l, b]) as [number, number]), subs);
  };

  it('the contact tolerance is 1/64 JT rounded up: 4 plane units', () => {
    expect(CT).toBe(4);
  });
  it('2 or 3 files: a Column; 4 files, one too many, refused for their number (the single-file check refuses it too)', () => {
    expect(checkLegionColumn(posed(files([3, 3]), subsOf([3, 3])))).toEqual(SOUND);
    expect(checkLegionColumn(posed(files([3, 3, 3]), subsOf([3, 3, 3])))).toEqual(SOUND);
    expect(checkColumn(posed(files([6]), [0, 0, 0, 1, 1, 1]))).toEqual(SOUND); // a single file: the plain Column
    const four = posed(files([2, 2, 2, 2]), subsOf([2, 2, 2, 2]));
    expect(checkLegionColumn(four)).toEqual(refused(COUNT));
    expect(checkColumn(four)).toEqual(refused('stands of a rank are not side by side'));
  });
  it('one file too few: a Legion of one sub-unit in two files is refused for their number; by the single-file check, not a single file', () => {
    const one = posed(files([3, 3], JT, JT), [0, 0, 0, 0, 0, 0]);
    expect(checkLegionColumn(one)).toEqual(refused(COUNT));
    expect(checkColumn(one)).toEqual(refused('not a single file'));
  });
  it('only a Legion, all facing one way: the refusals say so', () => {
    expect(checkLegionColumn(posed(files([3, 3]), subsOf([3, 3]), { kind: 'unit' }))).toEqual(refused('only Legions form a Column of several files'));
    const l = posed(files([3, 3]), subsOf([3, 3]));
    const turned = { ...l, stands: l.stands.map((s, i) => (i === 4 ? { ...s, h: 91 } : s)) };
    expect(checkLegionColumn(turned)).toEqual(refused('headings differ'));
    expect(checkColumn(turned)).toEqual(refused('headings differ'));
  });
  it('the files 1¼ JT apart, give or take CT: CT wider or narrower stands, CT + 1 either way is refused', () => {
    // Every stand of the second file moved sideways.
    const second = (dx: number) => posed(files([3, 3], JT, FILE + dx), subsOf([3, 3]));
    expect(checkLegionColumn(second(CT))).toEqual(SOUND);
    expect(checkLegionColumn(second(-CT))).toEqual(SOUND);
    expect(checkLegionColumn(second(CT + 1))).toEqual(refused(SPACING));
    expect(checkLegionColumn(second(-CT - 1))).toEqual(refused(SPACING));
    // The several-files refusal does not replace the single-file one in checkColumn.
    expect(checkColumn(second(CT))).toEqual(SOUND);
    expect(checkColumn(second(CT + 1))).toEqual(refused('stands of a rank are not side by side'));
  });
  it('a sub-unit in one file: a stand CT aside stands, CT + 1 aside is refused', () => {
    expect(checkLegionColumn(moved([3, 3], 1, CT, 0))).toEqual(SOUND);
    expect(checkLegionColumn(moved([3, 3], 1, -CT - 1, 0))).toEqual(refused('a sub-unit is not in one file'));
    expect(checkLegionColumn(moved([3, 3], 5, CT + 1, 0))).toEqual(refused('a sub-unit is not in one file'));
  });
  it('the stands of a file at the Column pitch: a file CT too long or short stands, CT + 1 too long or short is refused', () => {
    expect(checkLegionColumn(moved([3, 3], 2, 0, CT))).toEqual(SOUND);
    expect(checkLegionColumn(moved([3, 3], 2, 0, -CT))).toEqual(SOUND);
    expect(checkLegionColumn(moved([3, 3], 2, 0, CT + 1))).toEqual(refused(PITCH));
    expect(checkLegionColumn(moved([3, 3], 5, 0, -CT - 1))).toEqual(refused(PITCH));
    // A manipular Legion's pitch, 1½ JT: the same tolerance about it.
    const manip = (i: number, back: number) => moved([3, 3], i, 0, back, { pitch: 1.5 * JT, legionKind: 'manipular' });
    expect(checkLegionColumn(manip(2, CT))).toEqual(SOUND);
    expect(checkLegionColumn(manip(2, CT + 1))).toEqual(refused(PITCH));
    expect(checkLegionColumn(manip(4, -CT - 1))).toEqual(refused(PITCH));
  });
  it('a shorter file\'s head CT ahead of the longest file\'s stands; CT + 1 ahead is refused', () => {
    expect(checkLegionColumn(fileBack([4, 2], 1, -CT))).toEqual(SOUND);
    expect(checkLegionColumn(fileBack([4, 2], 1, -CT - 1))).toEqual(refused(BEYOND));
  });
  it('a shorter file\'s tail CT behind the longest file\'s tail stands; CT + 1 behind is refused', () => {
    expect(checkLegionColumn(fileBack([4, 2], 1, 2 * JT + CT))).toEqual(SOUND);
    expect(checkLegionColumn(fileBack([4, 2], 1, 2 * JT + CT + 1))).toEqual(refused(BEYOND));
  });
  it('the longest file need not be the first sub-unit\'s nor the leftmost', () => {
    expect(checkLegionColumn(posed(files([2, 4]), subsOf([2, 4])))).toEqual(SOUND);
    expect(checkLegionColumn(fileBack([2, 4], 0, 2 * JT))).toEqual(SOUND);
    expect(checkLegionColumn(fileBack([2, 4, 3], 2, JT))).toEqual(SOUND);
    expect(checkLegionColumn(fileBack([2, 4, 3], 0, 2 * JT + CT + 1))).toEqual(refused(BEYOND));
  });
  it('files in any order of sub-units from left to right (Acies does not order its lines)', () => {
    // The first sub-unit's file in the middle, then on the right.
    const spots = files([3, 3, 3]);
    expect(checkLegionColumn(posed(spots, [1, 1, 1, 0, 0, 0, 2, 2, 2]))).toEqual(SOUND);
    expect(checkLegionColumn(posed(spots, [2, 2, 2, 1, 1, 1, 0, 0, 0]))).toEqual(SOUND);
    expect(checkColumn(posed(spots, [1, 1, 1, 0, 0, 0, 2, 2, 2]))).toEqual(SOUND);
    // The stands listed from the middle file, or the right, left, then middle file: the files are
    // put in order from left to right before their spacing is read.
    const listed = (order: number[], spacing: number) => posed(order.map((j) => files([3, 3, 3], JT, spacing)[j]), [0, 0, 0, 1, 1, 1, 2, 2, 2]);
    for (const order of [[3, 4, 5, 0, 1, 2, 6, 7, 8], [6, 7, 8, 0, 1, 2, 3, 4, 5]]) {
      expect(checkLegionColumn(listed(order, FILE))).toEqual(SOUND);
      expect(checkLegionColumn(listed(order, FILE + CT + 1))).toEqual(refused(SPACING));
    }
    // Out of order and one file too far out: still refused.
    expect(checkLegionColumn(posed(files([3, 3, 3], JT, FILE + CT + 1), [1, 1, 1, 0, 0, 0, 2, 2, 2]))).toEqual(refused(SPACING));
  });
  it('files of equal length: the tolerance is taken from the leftmost of them, so its neighbours may stand CT ahead and CT behind it', () => {
    const spots = files([3, 3, 3]).map(([l, b], j) => [l, j >= 6 ? b + CT : j >= 3 ? b - CT : b] as [number, number]);
    expect(checkLegionColumn(posed(spots, subsOf([3, 3, 3])))).toEqual(SOUND);
  });
});

describe('FRM-10, FRM-11: a Legion in Acies turns every stand 90° into its Column of several files, and back', () => {
  const legio = () => unitAt(0, GREAT_PLAINS_ROME, GREAT_PLAINS_ROME.units.find((u) => u.id === 'legio1')!, { x: 4000, y: 1200, h: 90 });
  it('the scenario\'s manipular Legion I (3 lines of 3, quincunx): turned right or left, a Column of 3 files', () => {
    const acies = legio();
    expect(checkAcies(acies).ok).toBe(true);
    expect(changeMethod(acies, 'column')).toBe('turnStands');
    for (const side of ['right', 'left'] as const) {
      const col = turnEveryStand(acies, 'column', side);
      expect(col.formation).toBe('column');
      expect(checkFormation(col)).toEqual({ ok: true, rule: 'FRM-06', reason: '' });
      expect(new Set(col.stands.map((s) => s.h))).toEqual(new Set([side === 'right' ? 0 : 180]));
    }
  });
  it('a cohort Legion of lines 4, 4, 2 (uneven): turned right, a Column; back left, the same Acies', () => {
    const acies = posed([[0, 0], [JT, 0], [2 * JT, 0], [3 * JT, 0], [0, FILE], [JT, FILE], [2 * JT, FILE], [3 * JT, FILE], [JT, 2 * FILE], [2 * JT, 2 * FILE]],
      [0, 0, 0, 0, 1, 1, 1, 1, 2, 2], { formation: 'acies' });
    expect(checkAcies(acies).ok).toBe(true);
    const col = turnEveryStand(acies, 'column', 'right');
    expect(checkColumn(col).ok).toBe(true);
    expect(changeMethod(col, 'acies')).toBe('turnStands');
    const back = turnEveryStand(col, 'acies', 'left');
    expect(checkAcies(back).ok).toBe(true);
    back.stands.forEach((s, i) => { expect(Math.abs(s.x - acies.stands[i].x)).toBeLessThanOrEqual(1); expect(Math.abs(s.y - acies.stands[i].y)).toBeLessThanOrEqual(1); });
  });
});

describe('FRM-06 at deployment (D25): a Legion may deploy in its Column of one file per line', () => {
  const legio1 = GREAT_PLAINS_ROME.units.find((u) => u.id === 'legio1')!;
  it('offered Acies (as listed) and the Column; no Line, Wedge or unformed', () => {
    expect(formChoices(legio1, GREAT_PLAINS_ROME)).toEqual(['listed', 'column']);
    expect(formRefusal(legio1, 'column', GREAT_PLAINS_ROME)).toBeNull();
    expect(formRefusal(legio1, 'line1', GREAT_PLAINS_ROME)?.rule).toBe('FRM-07');
  });
  it('built facing the pose, the three heads level on it, the first line\'s file on the left, 1¼ JT apart, 1½ JT a stand', () => {
    const pose = { x: 5000, y: 1000, h: 90 };
    const u = unitInForm(0, GREAT_PLAINS_ROME, legio1, pose, 'column');
    expect(u.formation).toBe('column');
    expect(checkFormation(u).ok).toBe(true);
    const heads = u.stands.filter((s) => s.y === pose.y);
    expect(heads.map((s) => [s.sub, s.x - pose.x])).toEqual([[0, -FILE], [1, 0], [2, FILE]]); // facing +y, left is −x
    expect(u.stands.filter((s) => s.sub === 0).map((s) => pose.y - s.y)).toEqual([0, 1.5 * JT, 3 * JT]);
  });
  it('a reveal with Legion I in Column is accepted and the state holds it so; its code round-trips', () => {
    const dice: Ctx = scripted([]);
    const base = layoutPlan({}, 0, 'deep');
    const k = GREAT_PLAINS_ROME.units.findIndex((u) => u.id === 'legio1');
    const plan = planWithLeaders({}, 0, base.poses, base.forms!.map((f, i) => (i === k ? 'column' : f)));
    let s = civbel.setup({ scenario: 'great-plains-deploy', options: {} });
    s = civbel.apply(s, 0, { k: 'sealDeployment', digest: commitWords(planCode(plan), PUBLIC_SALT) }, dice);
    s = civbel.apply(s, 1, sealLayout({}, 1, 'row'), dice);
    s = civbel.apply(s, 1, revealAction(layoutPlan({}, 1, 'row'), PUBLIC_SALT), dice);
    const a: CivAction = revealAction(plan, PUBLIC_SALT);
    expect(civbel.check(s, 0, a)).toBeNull();
    s = civbel.apply(s, 0, a, dice);
    const l1 = s.units.find((u) => u.id === 'legio1')!;
    expect([l1.formation, checkColumn(l1).ok]).toEqual(['column', true]);
    expect(civbel.invariants!(s)).toEqual([]);
    expect(civbel.decodeAction(civbel.encodeAction(a))).toEqual(a);
  });
});

describe('FRM-23 and A.1: the Legion\'s Column marches like a Column', () => {
  it('FRM-23: a March Column: the Legion\'s files centred on the file of the Column ahead', () => {
    const single = posed(files([3]), [0, 0, 0], { kind: 'unit' });
    const ahead = { ...single, id: 'a' };
    const behind = (dx: number) => ({ ...posed(files([2, 2, 2]), subsOf([2, 2, 2]), { at: { x: 2000 - FILE + dx, y: 2000 - 3 * JT - JT / 4 } }), id: 'L' });
    expect(checkMarchColumn([ahead, behind(0)]).ok).toBe(true);
    expect(checkMarchColumn([ahead, behind(60)]).ok).toBe(false);
    expect(checkMarchColumn([behind(0), ahead]).ok).toBe(true);
  });

  /** A game in the Approach or Tactical half of Rome, Legion I in Column where it stood. */
  function game(phase: 'approach' | 'tactical'): CivGame {
    const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options: {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
    s.phase = phase; s.half = 0; s.active = 0; s.initiative = 0;
    for (const u of s.units) u.turn.controlled = true;
    const i = ix(s, 'legio1');
    const f = unitFrame(s.units[i]).o;
    s.units[i] = legionColumn(s.units[i], { x: f.x, y: f.y, h: 90 });
    return s;
  }
  const move = (s: CivGame, how: 'march' | 'advance' | 'wheel' | 'aboutFace', angle = 0) => {
    const a: CivAction = { k: 'move', unit: ix(s, 'legio1'), how, angle };
    expect(civbel.check(s, 0, a)).toBeNull();
    const t = civbel.apply(s, 0, a, scripted([5, 5]));
    expect(civbel.invariants!(t)).toEqual([]);
    return unitOf(t, 'legio1');
  };
  it('A.1: it marches 1 JT a pip, as a Column (an Acies marches ½ JT a pip)', () => {
    const s = game('approach');
    const before = unitFrame(unitOf(s, 'legio1')).o.y;
    const after = move(s, 'march');
    expect(after.formation).toBe('column');
    expect(unitFrame(after).o.y - before).toBe(10 * JT);
  });
  it('A.3: it wheels and faces about as one body and stays a Column of several files', () => {
    const s = game('tactical');
    const w = move(s, 'wheel', -45); // to the right: the next unit on the left is in the way of a left wheel
    expect([w.formation, checkLegionColumn(w).ok, w.stands[0].h]).toEqual(['column', true, 45]);
    const t = game('tactical');
    const about = move(t, 'aboutFace');
    expect([checkLegionColumn(about).ok, about.stands[0].h]).toEqual([true, 270]);
  });
  it('poseOk after a rigid turn of 30° (moves.ts)', () => {
    const s = game('tactical');
    const u = unitOf(s, 'legio1');
    expect(poseOk(s, rigidTurn(u, unitFrame(u).o, 30))).toBe(true);
  });
});
