// Facing (CdB 6), zones of control (CdB 7) on the pointy-top grid of spec §2.1.
import { describe, expect, it } from 'vitest';
import { facingOwnEdge, flankHexes, frontHexes, rearHexes, FACING_NORTH, FACING_SOUTH } from '../../../src/rules/cdb/grid';
import { maxPivotsPerMove, pivotCost, turnToFace } from '../../../src/rules/cdb/facing';
import { frontalContact, inZocOf, mayLeaveZoc, zocEntry, zocOf } from '../../../src/rules/cdb/zoc';
import { ax, counter, G, N, position, S, unit } from './helpers';

describe('CdB 1.1 and CdB 6.1: the grid and vertex facing (CdB M7)', () => {
  it('a unit facing North has front hexes NW and NE, flanks E and W, rear SE and SW', () => {
    const u = unit(1, 0, ax(0, 0), N, counter('Sp'));
    expect(frontHexes(G, u)).toEqual([ax(0, -1), ax(1, -1)]);
    expect(flankHexes(G, u)).toEqual([ax(1, 0), ax(-1, 0)]);
    expect(rearHexes(G, u)).toEqual([ax(0, 1), ax(-1, 1)]);
    expect(G.distance(ax(0, 0), ax(3, -1))).toBe(3);
  });
  it('facing one\'s own edge is vertex 1 (South) for seat 0 and 4 (North) for seat 1 (needed by flight, 11.8)', () => {
    expect([FACING_SOUTH, FACING_NORTH]).toEqual([1, 4]);
    expect([facingOwnEdge(0), facingOwnEdge(1)]).toEqual([1, 4]);
    // both front hexes of a South-facing unit lie one row nearer the South edge
    const u = unit(1, 0, ax(0, 0), S, counter('Sp'));
    for (const h of frontHexes(G, u)) expect(G.row(h)).toBe(G.row(u.hex) + 1);
  });
  it('baggage has no facing and no zone of control', () => {
    const bag = unit(1, 0, ax(0, 0), null, counter('Bag', 'I'));
    expect(frontHexes(G, bag)).toEqual([]);
    expect(zocOf(G, bag)).toEqual([]);
  });
});

describe('CdB 6.2: changing facing during a move (CdB C17)', () => {
  it('1 MP a vertex; a lone skirmisher turns up to an about-turn for 1 MP', () => {
    const sp = unit(1, 0, ax(0, 0), N, counter('Sp'));
    const ps = unit(2, 0, ax(2, 0), N, counter('Ps'));
    expect(pivotCost(sp, 4, 1, true)).toBe(3);
    expect(pivotCost(sp, 4, 5, true)).toBe(1);
    expect(pivotCost(ps, 4, 1, true)).toBe(1);
    expect(pivotCost(ps, 4, 2, true)).toBe(1);
    expect(pivotCost(ps, 4, 1, false)).toBe(3);
  });
  it('one vertex per move in a group, skirmishers exempt', () => {
    expect(maxPivotsPerMove(unit(1, 0, ax(0, 0), N, counter('Sp')), true)).toBe(1);
    expect(maxPivotsPerMove(unit(1, 0, ax(0, 0), N, counter('Sp')), false)).toBe(Infinity);
    expect(maxPivotsPerMove(unit(1, 0, ax(0, 0), N, counter('LH')), true)).toBe(Infinity);
  });
});

describe('CdB 6.3: turning before combat (spec T-6.3)', () => {
  it('the Spears turn one vertex, to facing 0, to put the Knights in front', () => {
    const k = unit(1, 0, ax(0, 0), 4, counter('Kn'));
    const s = unit(2, 1, ax(0, -1), 5, counter('Sp'));
    expect(inZocOf(G, s, k)).toBe(true);
    expect(frontalContact(G, s, k)).toBe(false);
    const f = turnToFace(G, s, k);
    expect(f).toBe(0);
    expect(frontalContact(G, { ...s, facing: f }, k)).toBe(true);
  });
});

describe('CdB 7.1 and CdB 7.3: zones of control and frontal contact (spec T-7.1)', () => {
  const e1 = unit(11, 1, ax(0, -1), 1, counter('Sp')); // covers (0,0) and (−1,0)
  const e2 = unit(12, 1, ax(1, -1), 2, counter('Sp')); // covers (0,0) and (0,−1)
  const mover = unit(1, 0, ax(0, 2), N, counter('Bd'));
  const p = position([mover, e1, e2]);
  it('entering a hex held by two enemies is allowed only with both in front, and stops the unit', () => {
    expect(zocEntry(p, mover, ax(0, 0), 4)).toEqual({ allowed: true, stops: true });
    expect(zocEntry(p, mover, ax(0, 0), 5)).toEqual({ allowed: false, stops: true });
    expect(zocEntry(p, mover, ax(0, 1), 4)).toEqual({ allowed: true, stops: false });
  });
  it('frontal contact needs each in the other\'s zone', () => {
    const a = unit(1, 0, ax(0, 0), 4, counter('Bd'));
    expect(frontalContact(G, a, e1)).toBe(true);
    expect(frontalContact(G, a, { ...e1, facing: 3 })).toBe(false);
  });
});

describe('CdB 7.2: leaving a zone of control (spec T-7.2; CdB C10, CdB C11)', () => {
  const sp = unit(11, 1, ax(0, -1), S, counter('Sp'));
  const ma = (u: { counters: { ma: number }[] }) => u.counters[0].ma;
  it('Light Horse (5) held by Spears (2) only may leave', () => {
    const lh = unit(1, 0, ax(0, 0), N, counter('LH'));
    expect(mayLeaveZoc(position([lh, sp]), lh, 5, ma)).toBeNull();
  });
  it('Cavalry (4) held by Light Horse (5) may not; nor with equal allowances (strictly greater)', () => {
    const cv = unit(1, 0, ax(0, 0), N, counter('Cv'));
    const lh = unit(11, 1, ax(0, -1), S, counter('LH'));
    expect(mayLeaveZoc(position([cv, lh]), cv, 4, ma)?.rule).toBe('CdB 7.2');
    const cv2 = unit(11, 1, ax(0, -1), S, counter('Cv'));
    expect(mayLeaveZoc(position([cv, cv2]), cv, 4, ma)?.rule).toBe('CdB 7.2');
  });
  it('Light Horse also held by Psiloi on its flank may not leave', () => {
    const lh = unit(1, 0, ax(0, 0), N, counter('LH'));
    const ps = unit(12, 1, ax(1, 0), 3, counter('Ps'));
    expect(inZocOf(G, lh, ps)).toBe(true);
    expect(mayLeaveZoc(position([lh, sp, ps]), lh, 5, ma)?.message).toMatch(/flank or rear/);
  });
});
