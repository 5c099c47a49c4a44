// The shared table view's drawing geometry (no DOM): upright text, distances to a base,
// headings, labels fitted to a unit.
import { describe, expect, it } from 'vitest';
import { distTo, fitLabel, flipper, normHeading, samePose, upright } from '../../src/views/table/geometry';

const square = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];

describe('shared table view: geometry for drawing', () => {
  it('keeps text upright whatever the angle', () => {
    for (const a of [-270, -181, -90, -45, 0, 45, 90, 91, 180, 269, 360, 725]) {
      const r = upright(a);
      expect(r).toBeGreaterThan(-90);
      expect(r).toBeLessThanOrEqual(90);
      expect((((r - a) % 180) + 180) % 180).toBe(0);
    }
  });
  it('measures from a point to a base (0 inside)', () => {
    expect(distTo(5, 5, square)).toBe(0);
    expect(distTo(13, 5, square)).toBeCloseTo(3);
    expect(distTo(13, 14, square)).toBeCloseTo(5);
  });
  it('flips table y to screen y and brings headings into [0, 360)', () => {
    const { sy, pts } = flipper(100);
    expect(sy(0)).toBe(100);
    expect(pts([{ x: 1, y: 30 }])).toBe('1,70');
    expect(normHeading(-5)).toBe(355);
    expect(normHeading(359.6)).toBe(0);
    expect(samePose({ x: 1, y: 2, h: 3 }, { x: 1, y: 2, h: 3 })).toBe(true);
  });
  it('fits a label to a unit: whole, smaller, then cut', () => {
    expect(fitLabel('Velites I', 1000, 10)).toEqual({ text: 'Velites I', size: 10 });
    const smaller = fitLabel('Velites I', 9 * 0.58 * 8, 10);
    expect(smaller.text).toBe('Velites I');
    expect(smaller.size).toBeCloseTo(8);
    const cut = fitLabel('Carthaginian foot', 50, 10);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.size).toBe(7);
    expect((cut.text.length) * 0.58 * cut.size).toBeLessThanOrEqual(50 + 0.58 * 7);
  });
});
