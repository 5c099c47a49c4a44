// Changing formation (p.28, FRM-10..12): the new poses, checked by the posed
// validators of spec §8.4.
import { describe, expect, it } from 'vitest';
import { changeMethod, formOnTheSpot, turnEveryStand, unitCentre } from '../../../src/rules/civbel/formation-changes';
import { checkColumn, checkLine } from '../../../src/rules/civbel/posed-formations';
import type { CbUnit } from '../../../src/rules/civbel/state';
import { DEPTH, JT, unit } from './helpers';

const line4 = unit('u', 0, 'X', 'spearmen', { n: 4, x: 1000, y: 1000 });
const twoRanks: CbUnit = { ...line4, stands: line4.stands.map((s, i) => (i < 2 ? s : { ...s, x: s.x - 2 * JT, y: s.y - DEPTH })) };
const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1;

describe('FRM-10: a single-rank Line (or Acies) turns every stand 90° into Column', () => {
  it('the method is turning stands for a single rank; a two-rank Line changes on the spot (FRM-12)', () => {
    expect(checkLine(twoRanks).ok).toBe(true);
    expect(changeMethod(line4, 'column')).toBe('turnStands');
    expect(changeMethod(twoRanks, 'column')).toBe('onTheSpot');
    expect(changeMethod({ ...line4, formation: 'acies' }, 'column')).toBe('turnStands');
  });
  it('turning right makes a Column headed by the right-hand end stand', () => {
    const col = turnEveryStand(line4, 'column', 'right');
    expect(col.stands.every((s) => s.h === 0)).toBe(true);
    expect(checkColumn(col).ok).toBe(true);
    const head = col.stands.reduce((a, b) => (b.x > a.x ? b : a));
    expect(head.id).toBe('u.3');
  });
});

describe('FRM-11: a Column turns every stand 90° into a single Line', () => {
  it('back into the Line it came from', () => {
    expect(changeMethod({ ...line4, formation: 'column' }, 'line')).toBe('turnStands');
    const back = turnEveryStand(turnEveryStand(line4, 'column', 'right'), 'line', 'left');
    expect(back.stands.every((s) => s.h === 90)).toBe(true);
    expect(checkLine(back).ok).toBe(true);
    back.stands.forEach((s, i) => expect(near(s, line4.stands[i])).toBe(true));
  });
});

describe('FRM-12: every other change pivots on the unit\'s centre', () => {
  it('two ranks into a single Line of four, on the same centre', () => {
    const one = formOnTheSpot(twoRanks, 'line', [4]);
    expect(checkLine(one).ok).toBe(true);
    expect(near(unitCentre(one), unitCentre(twoRanks))).toBe(true);
  });
  it('two ranks into Column on the spot: single file at the Column pitch, same centre', () => {
    const col = formOnTheSpot(twoRanks, 'column', [1, 1, 1, 1]);
    expect(checkColumn(col).ok).toBe(true);
    expect(near(unitCentre(col), unitCentre(twoRanks))).toBe(true);
  });
  it('five stands into 3 + 2 keeps the shortfall behind', () => {
    const five = unit('v', 0, 'X', 'spearmen', { n: 5, x: 500, y: 500 });
    expect(checkLine(formOnTheSpot(five, 'line', [3, 2])).ok).toBe(true);
  });
});
