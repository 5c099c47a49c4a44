// The exact zone of control of spec §8.4 G-ZOC (DBA ZOC-01, option sho02 'exact'): only
// an element in the shadow (the strip of the zone between the enemy's front edge and
// the element, along the enemy's facing) blocks; the older approximation (sho02 absent)
// blocked with anything in the hull of the enemy front edge and the element.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { zocHolders } from '../../../src/rules/dba/movement';
import { zocShadow } from '../../../src/rules/dba/zoc';
import { fpOf } from '../../../src/rules/dba/geometry';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { get, position, type Spec } from './helpers';

const check = (s: DbaState, a: Parameters<typeof dba.check>[2]) => dba.check(s, s.active, a);
// Enemy B faces south, front edge y = 900, x 1000..1160: its zone is x 1000..1160, y 740..900.
const enemy: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [900, 960] };
// A stands in the zone's right quarter only (x 1120..1160 of it).
const me: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [780, 840], gen: true };
const slide = { k: 'move' as const, id: 0, x: 1260, y: 840, h: 90 };

describe('DBA G-ZOC exact shadow (option sho02)', () => {
  it('DBA ZOC-01: the shadow is the part of the zone between the enemy front edge and the element', () => {
    const s = position([me, enemy]);
    const sh = zocShadow(get(s, 12), fpOf(get(s, 0)));
    const xs = sh.map((p) => p.x), ys = sh.map((p) => p.y);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([1120, 1160, 780, 900]);
  });

  it('DBA ZOC-01: a friend in front of the enemy but not between it and the element does not block', () => {
    // The Sp stands in front of B's left half: in the hull of B's front edge and A, outside A's shadow.
    const s = position([me, enemy, { id: 1, side: 0, base: '4Sp', f: 'N', x: [900, 1060], y: [850, 890] }]);
    get(s, 1).d = 40;
    expect(zocHolders(s, get(s, 0), fpOf(get(s, 0))).map((e) => e.id)).toEqual([]); // old: blocked
    expect(check(s, slide)).toBeNull();
    s.opt.sho02 = 'exact';
    expect(zocHolders(s, get(s, 0), fpOf(get(s, 0))).map((e) => e.id)).toEqual([12]);
    expect(check(s, slide)?.rule).toBe('DBA ZOC-01');
  });

  it('DBA ZOC-01: an element half-shadowed by a friend (even partly between) is out of the zone', () => {
    const s = position([me, enemy, { id: 1, side: 0, base: '4Sp', f: 'N', x: [1060, 1220], y: [850, 890] }]);
    get(s, 1).d = 40;
    s.opt.sho02 = 'exact';
    expect(zocHolders(s, get(s, 0), fpOf(get(s, 0)))).toEqual([]);
    expect(check(s, slide)).toBeNull();
  });

  it('DBA ZOC-01: with nobody between, an element partly in the zone may only go back, turn about or contact', () => {
    const s = position([me, enemy]);
    s.opt.sho02 = 'exact';
    expect(check(s, slide)?.rule).toBe('DBA ZOC-01');
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 760, h: 90 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 780, h: 270 })).toBeNull();
  });
});

describe('DBA ZOC-01 (b): a camp the enemy holds (option sho02)', () => {
  // Side 1's camp: x 1040..1360, y 2240..2400, held by a Bd facing the table edge (its own zone is off the table).
  const camp = (s: DbaState) => {
    s.camps[1] = { owner: 1, x: 1200, y: 2240, h: 270, l: 320, dp: 160, controller: 1, everTaken: false };
    get(s, 12).where = 'camp';
    return s;
  };
  const holder: Spec = { id: 12, side: 1, base: '4Bd', f: 'N', x: [1120, 1280], y: [2280, 2340] };
  const a: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1200, 1360], y: [2120, 2180], gen: true };
  it('DBA ZOC-01: an element within 1 BW in front of a side of an enemy-held camp may only contact it or go back', () => {
    const s = camp(position([a, holder]));
    expect(check(s, { k: 'move', id: 0, x: 1360, y: 2180, h: 90 })).toBeNull(); // games before the option: no camp zone
    s.opt.sho02 = 'exact';
    expect(zocHolders(s, get(s, 0), fpOf(get(s, 0))).map((e) => e.id)).toEqual([12]);
    expect(check(s, { k: 'move', id: 0, x: 1360, y: 2180, h: 90 })?.rule).toBe('DBA ZOC-01');
    expect(check(s, { k: 'move', id: 0, x: 1280, y: 2100, h: 90 })).toBeNull();
    expect(check(s, { k: 'assault', id: 0, camp: 1 })).toBeNull();
  });
});

describe('DBA ZOC-01 (b): a BUA defended by enemy denizens (option sho02)', () => {
  it('DBA ZOC-01: an element 50 p below a side of the BUA may not slide along it', () => {
    const bua: Feature = { kind: 'BUA', compulsory: false, p: [1200, 2000, 400, 300, 0] }; // lowest point y = 1850
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [1740, 1800], gen: true }, { id: 23, side: 1, base: '4Bd', f: 'S', x: [200, 360], y: [2200, 2260] }], { terrain: [bua] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const slideBua = { k: 'move' as const, id: 0, x: 1000, y: 1800, h: 90 };
    expect(check(s, slideBua)).toBeNull();
    s.opt.sho02 = 'exact';
    expect(zocHolders(s, get(s, 0), fpOf(get(s, 0))).map((e) => e.id)).toEqual([26]);
    expect(check(s, slideBua)?.rule).toBe('DBA ZOC-01');
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 1700, h: 90 })).toBeNull();
  });
});
