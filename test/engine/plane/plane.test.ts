import { describe, expect, it } from 'vitest';
import {
  TRIG_SCALE, area2, bearing, corners, cosS, deltaDeg, footprint, hull, insideStrict, isqrt, isqrtCeil, normDeg, overlaps,
  pointSegDistFloor, pointSegWithin, polyDistFloor, polysWithin, poseFromFL, roundDiv, rotate, segmentEntersInterior,
  segmentsCross, sinS,
} from '../../../src/engine/plane';

describe('integer helpers', () => {
  it('roundDiv rounds halves away from zero, symmetrically', () => {
    expect(roundDiv(5, 2)).toBe(3);
    expect(roundDiv(-5, 2)).toBe(-3);
    expect(roundDiv(4, 3)).toBe(1);
    expect(roundDiv(-4, 3)).toBe(-1);
    for (let n = -50; n <= 50; n++) expect(roundDiv(-n, 7)).toBe(0 - roundDiv(n, 7));
  });
  it('isqrt is the exact floor square root', () => {
    for (let n = 0; n < 5000; n++) {
      const r = isqrt(n);
      expect(r * r <= n && (r + 1) * (r + 1) > n).toBe(true);
    }
    expect(isqrt(2 ** 52)).toBe(2 ** 26);
    expect(isqrt(9007199254740991)).toBe(94906265);
    expect(isqrtCeil(10)).toBe(4);
    expect(isqrtCeil(16)).toBe(4);
    expect(() => isqrt(-1)).toThrow();
  });
});

describe('trig table', () => {
  it('is symmetric and matches the quadrants', () => {
    expect(sinS(0)).toBe(0);
    expect(sinS(90)).toBe(TRIG_SCALE);
    expect(sinS(270)).toBe(-TRIG_SCALE);
    expect(cosS(180)).toBe(-TRIG_SCALE);
    for (let d = -720; d <= 720; d++) {
      expect(sinS(d + 180)).toBe(0 - sinS(d));
      expect(sinS(180 - d)).toBe(sinS(d));
      expect(cosS(d)).toBe(sinS(d + 90));
    }
  });
  it('normalises headings', () => {
    expect(normDeg(-90)).toBe(270);
    expect(normDeg(720)).toBe(0);
    expect(deltaDeg(350, 10)).toBe(20);
    expect(deltaDeg(10, 350)).toBe(-20);
    expect(deltaDeg(0, 180)).toBe(180);
  });
  it('rotates exactly on the axes and within half a unit elsewhere', () => {
    expect(rotate({ x: 100, y: 0 }, 90)).toEqual({ x: 0, y: 100 });
    expect(rotate({ x: 100, y: 0 }, 30)).toEqual({ x: 87, y: 50 });
  });
});

describe('rectangles', () => {
  it('derives corners of a base facing north (spec §8.1)', () => {
    const c = corners({ x: 480, y: 1000, h: 90 }, 160, 60);
    expect(c).toEqual({ FL: { x: 400, y: 1000 }, FR: { x: 560, y: 1000 }, RL: { x: 400, y: 940 }, RR: { x: 560, y: 940 } });
  });
  it('snapped bases share corners exactly at any heading', () => {
    for (let h = 0; h < 360; h += 7) {
      const a = { x: 1000, y: 1000, h };
      const ca = corners(a, 160, 60);
      const b = poseFromFL(ca.FR, h, 160);
      expect(corners(b, 160, 60).FL).toEqual(ca.FR);
      expect(overlaps(footprint(a, 160, 60), footprint(b, 160, 60))).toBe(false);
      // A base facing the other way, front to front.
      const o = poseFromFL(ca.FR, h + 180, 160);
      expect(corners(o, 160, 60).FR).toEqual(ca.FL);
      expect(overlaps(footprint(a, 160, 60), footprint(o, 160, 40))).toBe(false);
    }
  });
  it('detects overlap beyond the tolerance only', () => {
    const a = footprint({ x: 100, y: 100, h: 90 }, 160, 60);
    expect(overlaps(a, footprint({ x: 100, y: 160, h: 90 }, 160, 60))).toBe(false);
    expect(overlaps(a, footprint({ x: 100, y: 159, h: 90 }, 160, 60))).toBe(false);
    expect(overlaps(a, footprint({ x: 100, y: 158, h: 90 }, 160, 60))).toBe(true);
    expect(overlaps(a, footprint({ x: 300, y: 100, h: 90 }, 160, 60))).toBe(false);
    expect(overlaps(a, footprint({ x: 150, y: 130, h: 45 }, 160, 60))).toBe(true);
  });
});

describe('distances and crossings', () => {
  it('measures point-to-segment distance exactly', () => {
    expect(pointSegWithin({ x: 0, y: 200 }, { x: -10, y: 0 }, { x: 10, y: 0 }, 200)).toBe(true);
    expect(pointSegWithin({ x: 0, y: 201 }, { x: -10, y: 0 }, { x: 10, y: 0 }, 200)).toBe(false);
    expect(pointSegDistFloor({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
    expect(pointSegDistFloor({ x: 20, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(10);
  });
  it('measures polygon distance (TEST-EX2 geometry: 100 p)', () => {
    const a2 = footprint({ x: 640, y: 1000, h: 90 }, 160, 80);
    const p1 = footprint({ x: 640, y: 1100, h: 270 }, 160, 60);
    expect(polyDistFloor(a2, p1)).toBe(100);
    expect(polysWithin(a2, p1, 100)).toBe(true);
    expect(polysWithin(a2, p1, 99)).toBe(false);
  });
  it('builds hulls and detects crossings', () => {
    const h = hull([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 5, y: 5 }]);
    expect(h.length).toBe(4);
    expect(area2(h)).toBe(200);
    expect(insideStrict({ x: 5, y: 5 }, h)).toBe(true);
    expect(insideStrict({ x: 0, y: 5 }, h)).toBe(false);
    expect(segmentsCross({ x: -5, y: 5 }, { x: 15, y: 5 }, { x: 5, y: -5 }, { x: 5, y: 15 })).toBe(true);
    expect(segmentEntersInterior({ x: -5, y: 5 }, { x: 15, y: 5 }, h)).toBe(true);
    expect(segmentEntersInterior({ x: -5, y: 0 }, { x: 15, y: 0 }, h)).toBe(false);
  });
});

describe('bearing', () => {
  it('finds the integer heading of a vector by exact search, no atan2', () => {
    expect(bearing({ x: 1, y: 0 })).toBe(0);
    expect(bearing({ x: 0, y: 5 })).toBe(90);
    expect(bearing({ x: -3, y: 0 })).toBe(180);
    expect(bearing({ x: 0, y: -2 })).toBe(270);
    expect(bearing({ x: 100, y: 100 })).toBe(45);
    expect(bearing({ x: 866, y: 500 })).toBe(30);
    expect(bearing({ x: 866, y: 500 })).toBe(30); // memoised
  });
});
