// Who is left out of distant shooting because he is busy in close combat (SHO-03, INTERP-24):
// elements in close combat, elements giving rear support to a friend in close combat, and
// elements overlapping an enemy in close combat neither shoot nor are shot at. Hand-built
// positions; each test fails when its exclusion is switched off or widened.
import { describe, expect, it } from 'vitest';
import { canShoot, canTarget, planShots } from '../../../src/rules/dba/shooting';
import { get, position, type Spec } from './helpers';

// A side-1 Pk facing east at x 1000..1060, its file partner behind it at x 940..1000.
const pkFront: Spec = { id: 12, side: 1, base: '4Pk', f: 'E', x: [1000, 1060], y: [1100, 1260] };
const pkRear: Spec = { id: 13, side: 1, base: '4Pk', f: 'E', x: [940, 1000], y: [1100, 1260] };
const bdFacing: Spec = { id: 1, side: 0, base: '4Bd', f: 'W', x: [1060, 1120], y: [1100, 1260] };
// A side-0 Bw south of the rear Pk, looking north at it (100 p away, the corridor clear).
const bwSouth: Spec = { id: 0, side: 0, base: '4Bw', f: 'N', x: [800, 960], y: [920, 1000] };

describe('DBA INTERP-24 / SHO-03 rear support keeps an element out of shooting', () => {
  it('INTERP-24: a Pk giving rear support to a Pk in close combat is not a target', () => {
    const s = position([bwSouth, pkFront, pkRear, bdFacing]);
    expect(canTarget(s, get(s, 0), get(s, 13))).toBe(false);
    expect(planShots(s).some((x) => x.target === 13)).toBe(false);
  });
  it('INTERP-24: the same Pk behind a Pk not in close combat gives no support: it is a target', () => {
    const s = position([bwSouth, pkFront, pkRear]);
    expect(canTarget(s, get(s, 0), get(s, 13))).toBe(true);
    expect(planShots(s)).toEqual([{ target: 13, shooters: [0] }]);
  });
  it('INTERP-24: a Bw standing behind a friend Bw in close combat gives no rear support (RES-02 has none for Bw): it still shoots', () => {
    // Side 0: a Bw in close combat with a Bd, a second Bw right behind it; an enemy Bd to the side in range.
    const s = position([
      { id: 0, side: 0, base: '4Bw', f: 'N', x: [560, 720], y: [920, 1000] },
      { id: 2, side: 0, base: '4Bw', f: 'N', x: [560, 720], y: [840, 920] },
      { id: 12, side: 1, base: '4Bd', f: 'S', x: [560, 720], y: [1000, 1060] },
      { id: 13, side: 1, base: '4Bd', f: 'S', x: [400, 560], y: [1100, 1160] },
    ]);
    expect(canShoot(s, get(s, 0))).toBe(false); // in close combat
    expect(canShoot(s, get(s, 2))).toBe(true);
  });
});

describe('DBA SHO-03 an element overlapping an enemy in close combat', () => {
  // Side 0: a Bd in close combat with a side-1 Bd; a Bw side by side with it overlaps that enemy.
  const specs = (bwX: number): Spec[] => [
    { id: 0, side: 0, base: '4Bw', f: 'N', x: [bwX, bwX + 160], y: [920, 1000] },
    { id: 1, side: 0, base: '4Bd', f: 'N', x: [560, 720], y: [940, 1000] },
    { id: 12, side: 1, base: '4Bd', f: 'S', x: [560, 720], y: [1000, 1060] },
    { id: 13, side: 1, base: '4Bw', f: 'S', x: [240, 400], y: [1100, 1180] },
  ];
  it('SHO-03: the overlapping Bw neither shoots nor is shot at', () => {
    const s = position(specs(400));
    expect(canShoot(s, get(s, 0))).toBe(false);
    expect(canTarget(s, get(s, 13), get(s, 0))).toBe(false);
  });
  it('SHO-03: a Bw a base-width away overlaps nobody: it shoots and is shot at', () => {
    const s = position(specs(240));
    expect(canShoot(s, get(s, 0))).toBe(true);
    expect(canTarget(s, get(s, 13), get(s, 0))).toBe(true);
  });
});
