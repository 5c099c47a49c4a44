// The littoral landing DEP-07 (INTERP-4).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const water: Feature = { kind: 'Waterway', compulsory: true, p: [3, 300] };
function littoral() {
  const specs: Spec[] = [
    { id: 0, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [300, 360], gen: true },
    { id: 5, side: 0, base: '4Sp', f: 'N', x: [0, 160], y: [0, 60] },
    { id: 6, side: 0, base: '4Sp', f: 'N', x: [0, 160], y: [0, 60] },
    { id: 12, side: 1, base: '4Bd', f: 'S', x: [1600, 1760], y: [2000, 2060] },
  ];
  const s = position(specs, { terrain: [water], hadBound: [false, true] });
  s.armies[0] = { ...s.armies[0], topography: 'LITTORAL' };
  get(s, 5).status = 'reserve';
  get(s, 6).status = 'reserve';
  s.landing[0] = [5, 6];
  return s;
}

describe('DBA DEP-07 littoral landing', () => {
  it('DBA DEP-07: the reserve lands together on the shore as one group for 1 PIP', () => {
    const s = littoral();
    const a = { k: 'land' as const, at: [{ x: 360, y: 1080, h: 0 }, { x: 360, y: 1240, h: 0 }] };
    expect(dba.check(s, 0, a)).toBeNull();
    const t = dba.apply(s, 0, a, fixedDice([]));
    expect(get(t, 5).status).toBe('on');
    expect(get(t, 6).moves).toBe(1);
    expect(t.pips).toBe(5);
    expect(t.landing[0]).toEqual([]);
  });
  it('DBA DEP-07: at least two touch the shore; all land at once', () => {
    const s = littoral();
    expect(dba.check(s, 0, { k: 'land', at: [{ x: 360, y: 1080, h: 0 }, { x: 420, y: 1240, h: 0 }] })?.rule).toBe('DBA DEP-07');
    expect(dba.check(s, 0, { k: 'land', at: [{ x: 360, y: 1080, h: 0 }] })?.rule).toBe('DBA DEP-07');
  });
  it('DBA DEP-07 (INTERP-4): other moves must leave a PIP for the landing; reserves not landed are lost', () => {
    const s = littoral();
    s.pips = 1;
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 1080, y: 460, h: 90 })?.rule).toBe('DBA DEP-07');
    const t = dba.apply(s, 0, { k: 'endMove' }, fixedDice([]));
    expect(get(t, 5).status).toBe('lost');
  });
  it('DBA DEP-07: only a LITTORAL army with a waterway may hold elements back', () => {
    let s = dba.setup({ scenario: 'battle', options: { army0: 'I/24b', army1: 'I/26a' } });
    s = { ...s, phase: 'deployD', active: 0, terrain: [water] };
    expect(dba.check(s, 0, { k: 'reserve', id: 3 })?.rule).toBe('DBA DEP-07');
    expect(dba.check({ ...s, active: 1, phase: 'deployA' }, 1, { k: 'reserve', id: 20 })).toBeNull();
  });
});
