// Close-combat terms pinned one by one (CC-04, RES-01, TER-03, GAR-04, INTERP-16), on hand-built
// positions: each test fails when its rule is switched off or its log key changes. Written
// against the survivors of `npm run mutate -- dba src/rules/dba/combat.ts` (issue 12).
import { describe, expect, it } from 'vitest';
import { flankPenalty, score } from '../../../src/rules/dba/combat';
import { buaAssaultPose } from '../../../src/rules/dba/bua';
import type { Feature } from '../../../src/rules/dba/state';
import { get, position, type Spec } from './helpers';

const D: Record<string, number> = { '4Bd': 60, '3Cv': 120, El: 160, WWg: 320 };
/** Facing north with its front edge at y = front; facing south with its front edge at y = front. */
const n = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [front - D[base], front] });
const s_ = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 1): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [front, front + D[base]] });

// The element under test: a Bd of side 0 facing north, x 1000–1160, y 940–1000, fighting a Bd of
// side 1 front to front along y = 1000.
const pair = (): Spec[] => [n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)];

describe('DBA CC-04 flank and rear contact, each −1 under its own key', () => {
  it('DBA CC-04: an enemy with its whole front against the rear edge gives −1, logged as "rear"', () => {
    const s = position([...pair(), n(13, '4Bd', 1000, 940, 1)]);
    expect(flankPenalty(s, get(s, 0), get(s, 12))).toEqual({ left: false, right: false, rear: true });
    const sc = score(s, get(s, 0), get(s, 12), 1, false);
    expect(sc.items).toEqual([[-1, 'DBA CC-04', 'rear']]);
    expect(sc.total).toBe(1 + 5 - 1);
  });
  it('DBA CC-04: an overlap on the right front corner is logged as "flankR"', () => {
    // Side 0's Bd beside the fight on the west: front-right corner on 12's front-right corner.
    const s = position([...pair(), n(1, '4Bd', 840, 1000)]);
    expect(score(s, get(s, 12), get(s, 0), 1, false).items).toEqual([[-1, 'DBA CC-04', 'flankR']]);
  });
  // A flank attacker whose front is against the left (or right) flank, front corner on front
  // corner, counts −1 even when it is itself in frontal combat, so that it does not count as an
  // overlap: here a WWg (TROOP-05: any enemy front touching a WWg puts it in frontal combat)
  // with a Bd of side 0 against its rear.
  it('DBA CC-04: a WWg with its front on the left flank, itself in combat, gives −1 "flankL"', () => {
    const s = position([...pair(),
      { id: 13, side: 1, base: 'WWg', f: 'E', x: [680, 1000], y: [840, 1000] },
      { id: 2, side: 0, base: '4Bd', f: 'E', x: [620, 680], y: [840, 1000] }]);
    expect(flankPenalty(s, get(s, 0), get(s, 12))).toEqual({ left: true, right: false, rear: false });
    expect(score(s, get(s, 0), get(s, 12), 1, false).items).toEqual([[-1, 'DBA CC-04', 'flankL']]);
  });
  it('DBA CC-04: a WWg with its front on the right flank, itself in combat, gives −1 "flankR"', () => {
    const s = position([...pair(),
      { id: 13, side: 1, base: 'WWg', f: 'W', x: [1160, 1480], y: [840, 1000] },
      { id: 2, side: 0, base: '4Bd', f: 'W', x: [1480, 1540], y: [840, 1000] }]);
    expect(flankPenalty(s, get(s, 0), get(s, 12))).toEqual({ left: false, right: true, rear: false });
    expect(score(s, get(s, 0), get(s, 12), 1, false).items).toEqual([[-1, 'DBA CC-04', 'flankR']]);
  });
});

describe('DBA RES-01 camp and uphill terms, under their keys', () => {
  it('DBA RES-01: foot occupying its own camp add +2, logged as "camp"; mounted in it add nothing', () => {
    const s = position(pair());
    get(s, 0).where = 'camp';
    expect(score(s, get(s, 0), get(s, 12), 1, false).items).toEqual([[2, 'DBA RES-01', 'camp']]);
    const t = position([n(0, '3Cv', 1000, 1000), s_(12, '4Bd', 1000, 1000)]);
    get(t, 0).where = 'camp';
    expect(score(t, get(t, 0), get(t, 12), 1, false).items).toEqual([]);
  });
  it('DBA TER-03: the uphill element adds +1, logged as "uphill"', () => {
    const hill: Feature = { kind: 'GentleHill', compulsory: false, p: [1080, 700, 640, 400, 0] };
    const s = position([n(0, '4Bd', 1000, 900), s_(12, '4Bd', 1000, 900)], { terrain: [hill] });
    s.opt.interp33 = 'frontThenCentre';
    expect(score(s, get(s, 0), get(s, 12), 1, false).items).toEqual([[1, 'DBA TER-03', 'uphill']]);
  });
});

describe('DBA RES-01 / INTERP-16 mounted assaulting a BUA', () => {
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
  const assail = (base: string, side: number) => {
    const s = position([{ id: 0, side: 0, base, f: 'W', x: [1700, 1700 + D[base]], y: [1500, 1660] }], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    Object.assign(get(s, 0), buaAssaultPose(s, get(s, 0), side));
    const den = { ...get(s, 0), id: 26, side: 1 as const, type: 'CF' as const, base: 'CF', where: 'bua' as const };
    return score(s, get(s, 0), den, 1, false).items;
  };
  it('DBA RES-01: mounted other than El assaulting any side of a BUA, side 0 included, take −2 once', () => {
    for (const side of [0, 1, 2, 3]) expect(assail('3Cv', side)).toEqual([[-2, 'DBA INTERP-16', 'bad']]);
  });
  it('DBA RES-01: an El assaulting a BUA takes no −2; nor does foot', () => {
    for (const side of [0, 2]) {
      expect(assail('El', side)).toEqual([]);
      expect(assail('4Bd', side)).toEqual([]);
    }
  });
});
