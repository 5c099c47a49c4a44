// movement.ts pinned on hand-built positions (DIST-02, INTERP-47, ...): each test fails when
// its rule is switched off. Written against `npm run mutate -- dba src/rules/dba/movement.ts:<range>` (issue 12).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { campAt } from '../../../src/rules/dba/setup';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const roadSN = (x: number): Feature => ({ kind: 'Road', compulsory: false, p: [0, x] });
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
const check = (s: ReturnType<typeof position>, a: Parameters<typeof dba.check>[2]) => dba.check(s, s.active, a);

describe('DBA DIST-02 / INTERP-47 the road rate', () => {
  it('INTERP-47: a move that starts across the road, not on it, is at the off-road rate though it sweeps only the road', () => {
    // A Bd faces east with its front 50 p beyond the centreline of a road running north (x = 1200):
    // its front edge does not cross the centreline, so it is not on the road, yet every corner
    // of its sweep to a pose astride the road lies within the road's 160 p half-width.
    const across: Spec = { id: 0, side: 0, base: '4Bd', f: 'E', x: [1190, 1250], y: [400, 560], gen: true };
    const s = position([across, far], { terrain: [roadSN(1200)] });
    // Corner FR goes from (1250, 400) to (1280, 780): 381 p, over 200 p off the road.
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 780, h: 90 })).toMatchObject({ rule: 'DBA DIST-02' });
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 580, h: 90 })).toBeNull(); // FR 183 p
    // The same element starting astride the road (facing north) goes 320 p along it.
    const along = position([{ ...across, f: 'N', x: [1120, 1280], y: [400, 460] }, far], { terrain: [roadSN(1200)] });
    expect(check(along, { k: 'move', id: 0, x: 1200, y: 780, h: 90 })).toBeNull();
  });
  it('DBA DIST-02: an element standing on a road enters a camp at the off-road rate (the approach is not a road move)', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [820, 980], y: [2100, 2160], gen: true }], { terrain: [roadSN(900)] });
    s.camps[1] = campAt(s, 1, 1200); // x 1040..1360, y 2240..2400: 100 p away
    s.camps[1]!.controller = 1;
    const t = dba.apply(s, 0, { k: 'enterCamp', id: 0, camp: 1 }, fixedDice([]));
    expect(get(t, 0).where).toBe('enemyCamp');
    expect(t.camps[1]!.controller).toBe(0);
    // 257 p away on the same road: beyond the 200 p of a Bd off the road (a camp is never on a road, CAMP-01).
    const u = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [820, 980], y: [1930, 1990], gen: true }], { terrain: [roadSN(900)] });
    u.camps[1] = campAt(u, 1, 1200);
    expect(check(u, { k: 'enterCamp', id: 0, camp: 1 })).toMatchObject({ rule: 'DBA DIST-02' });
  });
});
