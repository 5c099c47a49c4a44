// Formation shapes by stand counts (FRM, ORG-18, p.27–28).
import { describe, expect, it } from 'vitest';
import { aciesOk, columnPitch, formationAllowed, lineFrontage, lineShapeOk, singleStandFormationOk, wedgeEligible, wedgeShapeOk } from '../../../src/rules/civbel/formations';
import { JT } from './helpers';

describe('FRM-04 Line (p.27), T-36', () => {
  it('T-36: 3+3 and 3+2 valid, 2+3 invalid, 1×4 invalid, 3+2+2 valid', () => {
    expect([[3, 3], [3, 2], [2, 3], [1, 1, 1, 1], [3, 2, 2]].map((r) => lineShapeOk(r))).toEqual([true, true, false, false, true]);
  });
  it('ranks as even as possible; at least as wide as deep, except Legions (spec A3)', () => {
    expect(lineShapeOk([4, 2])).toBe(false);
    expect(lineShapeOk([2, 2, 2])).toBe(false);
    expect(lineShapeOk([2, 2, 2], true)).toBe(true);
    expect(lineShapeOk([1])).toBe(true);
  });
});

describe('FRM-05 Wedge and ORG-18 who may form it (p.27), T-09', () => {
  it('T-09 shapes: 2–6 stands, 2–3 ranks, 1–2 wide, odd stand as the point', () => {
    expect([[1, 1], [1, 2], [1, 1, 1], [2, 2], [1, 2, 2], [2, 2, 2]].map(wedgeShapeOk)).toEqual([true, true, true, true, true, true]);
    expect([[3, 3], [2, 2, 2, 1], [1, 2, 2, 2], [2, 1], [2, 2, 1], [4]].map(wedgeShapeOk)).toEqual([false, false, false, false, false, false]);
  });
  it('T-09 eligibility: Gallic Shock Infantry no; Celtiberian yes; imperial Roman Swordsmen AD 40 no, AD 60 yes; Cataphracts yes', () => {
    expect(wedgeEligible({ type: 'shockInfantry', people: 'gallic' }, -50)).toBe(false);
    expect(wedgeEligible({ type: 'shockInfantry', people: 'celtiberian' }, -203)).toBe(true);
    expect(wedgeEligible({ type: 'shockInfantry', people: 'german' }, 9)).toBe(true);
    expect(wedgeEligible({ type: 'swordsmen', people: 'roman' }, 40)).toBe(false);
    expect(wedgeEligible({ type: 'swordsmen', people: 'roman' }, 60)).toBe(true);
    expect(wedgeEligible({ type: 'cataphracts' }, -100)).toBe(true);
    expect(wedgeEligible({ type: 'shockCavalry' }, -330)).toBe(true);
    expect(wedgeEligible({ type: 'spearmen' }, -330)).toBe(false);
  });
});

describe('FRM-06, FRM-07 Column and Acies (p.27–28), T-03, T-37, T-38', () => {
  it('T-37: a column\'s pitch is one frontage for ¾-JT stands, and for square stands', () => {
    expect(columnPitch(180)).toBe(JT);
    expect(columnPitch(JT)).toBe(JT);
    expect(columnPitch(300)).toBe(300);
  });
  it('T-03: a manipular line of 3 stands is 4.5 JT wide (180mm at 40mm per JT); closed, 3 JT (120mm)', () => {
    expect(lineFrontage(3, true)).toBe(4.5 * JT);
    expect((lineFrontage(3, true) * 40) / JT).toBe(180);
    expect((lineFrontage(3, false) * 40) / JT).toBe(120);
  });
  it('T-38: Acies of 9 in 3 lines ½ JT apart valid; 4 stands, a 0.3 JT gap, or a closed manipular line invalid', () => {
    expect(aciesOk([3, 3, 3], JT / 2, JT / 2, true)).toBe(true);
    expect(aciesOk([2, 2], JT / 2, JT / 2, true)).toBe(false);
    expect(aciesOk([3, 3, 3], 0.3 * JT, JT / 2, true)).toBe(false);
    expect(aciesOk([3, 3, 3], JT / 2, 0, true)).toBe(false);
    expect(aciesOk([4, 3, 3], JT / 2, 0, false)).toBe(true);
    expect(aciesOk([6, 6, 1], JT / 2, 0, false)).toBe(false);
  });
  it('FRM-08: a single stand on its own is in Line, Column or unformed', () => {
    expect(['line', 'column', 'unformed', 'wedge', 'acies'].map((f) => singleStandFormationOk(f as never))).toEqual([true, true, true, false, false]);
  });
});

describe('FRM-02, FRM-03 formed and unformed (p.27)', () => {
  it('chariots and light troops other than Javelinmen are always unformed (spec A35)', () => {
    expect(formationAllowed('lightChariotCeltic', 'line')).toBe(false);
    expect(formationAllowed('skirmishers', 'line')).toBe(false);
    expect(formationAllowed('lightCavalry', 'unformed')).toBe(true);
  });
  it('Javelinmen and Heavy Cavalry may be either; others may not become unformed at will', () => {
    expect([formationAllowed('javelinmen', 'line'), formationAllowed('javelinmen', 'unformed'), formationAllowed('heavyCavalry', 'unformed')]).toEqual([true, true, true]);
    expect(formationAllowed('spearmen', 'unformed')).toBe(false);
    expect(formationAllowed('spearmen', 'unformed', {}, false)).toBe(true);
  });
  it('evading, retiring, routing, pursuing or looting units are unformed; an unformed shaken unit cannot form up', () => {
    expect(formationAllowed('spearmen', 'line', { pursuing: true })).toBe(false);
    expect(formationAllowed('spearmen', 'unformed', { routing: true })).toBe(true);
    expect(formationAllowed('spearmen', 'line', { shaken: true, current: 'unformed' })).toBe(false);
    expect(formationAllowed('spearmen', 'line', { shaken: true, current: 'line' })).toBe(true);
  });
  it('FRM-03: special troops have no formation and are not unformed', () => {
    expect([formationAllowed('elephantIndian', 'none'), formationAllowed('elephantIndian', 'unformed')]).toEqual([true, false]);
  });
});
