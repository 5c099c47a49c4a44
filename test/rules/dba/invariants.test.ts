// The rule system's invariants (dba.invariants), which the packet fuzz checks after
// every action: DBA MOV-02 (no overlap, on the table), DBA PIP-01, DBA CON-02, DBA PUR-01.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { position, type Spec } from './helpers';

const inv = (s: ReturnType<typeof position>) => dba.invariants!(s);
const blade = (id: number, side: 0 | 1, f: Spec['f'], x: [number, number], y: [number, number], base = '4Bd'): Spec => ({ id, side, base, f, x, y });

describe('DBA invariants', () => {
  it('a sound position has none', () => {
    expect(inv(position([blade(0, 0, 'N', [1000, 1160], [500, 560]), blade(12, 1, 'S', [1000, 1160], [560, 620])]))).toEqual([]);
  });
  it('DBA MOV-02: overlapping bases and bases off the table are reported', () => {
    expect(inv(position([blade(0, 0, 'N', [1000, 1160], [500, 560]), blade(1, 0, 'N', [1100, 1260], [500, 560])]))).toEqual(['DBA MOV-02: elements 0 and 1 overlap']);
    const s = position([blade(0, 0, 'N', [1000, 1160], [500, 560])]);
    s.els[0].x = -50;
    expect(inv(s)).toEqual(['DBA MOV-02: element 0 off the table']);
  });
  it('DBA PIP-01: PIPs left outside 0..6 are reported', () => {
    const s = position([blade(0, 0, 'N', [1000, 1160], [500, 560])]);
    s.pips = -1;
    expect(inv(s)).toEqual(['DBA PIP-01: -1 PIPs left, outside 0..6']);
    s.pips = 7;
    expect(inv(s)).toHaveLength(1);
  });
  it('DBA CON-02: enemies touching out of line are reported; front, flank and rear contacts are not', () => {
    // Front to front but shifted 40 p sideways: a touch the rules do not name.
    expect(inv(position([blade(0, 0, 'N', [1000, 1160], [500, 560]), blade(12, 1, 'S', [1040, 1200], [560, 620])]))).toEqual(['DBA CON-02: elements 0 and 12 touch without a legal contact']);
    // A flank contact: 12 faces west with its front on 0's right flank, front corners together.
    expect(inv(position([blade(0, 0, 'N', [1000, 1160], [500, 560]), blade(12, 1, 'W', [1160, 1220], [400, 560])]))).toEqual([]);
  });
  it('DBA PUR-01 (INTERP-19): in games recorded before option pur01, an element of a pursuing type touching an enemy out of line is not a fault (it may have pursued; see unconformed.test.ts for the record)', () => {
    const wb: Spec = { id: 0, side: 0, base: '4Wb', f: 'N', x: [1000, 1160], y: [500, 560] };
    expect(inv(position([wb, blade(12, 1, 'S', [1040, 1200], [560, 620])]))).toEqual([]);
    // The same touch by a non-pursuing type is reported.
    expect(inv(position([{ ...wb, base: '4Bd' }, blade(12, 1, 'S', [1040, 1200], [560, 620])]))).toHaveLength(1);
  });
});


describe('DBA invariants: turning to face', () => {
  it('DBA CC-03: an element front to front with one enemy may touch another out of line (the turn conforms nothing else)', () => {
    const cv: Spec = { id: 3, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [500, 580] };
    const attacker = blade(12, 1, 'S', [1000, 1160], [580, 640]);
    const beside = blade(14, 1, 'E', [1160, 1220], [420, 580]);
    expect(inv(position([cv, attacker, beside]))).toEqual([]);
    // Without the frontal opponent the same touch is reported.
    expect(inv(position([cv, beside]))).toHaveLength(1);
  });
});
