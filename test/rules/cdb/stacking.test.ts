// Stacking and ranks of support (CdB 8, CdB 8.1, support table; spec T-8).
import { describe, expect, it } from 'vitest';
import { checkStack, meleeSupport } from '../../../src/rules/cdb/stacking';
import { counter } from './helpers';

describe('CdB 8: which counters may share a hex', () => {
  it('2 counters of a listed type; not 3; not unlisted types; not mixed types', () => {
    expect(checkStack([counter('Bd'), counter('Bd')])).toBeNull();
    expect(checkStack([counter('Sp'), counter('Sp')])).toBeNull();
    expect(checkStack([counter('Wb'), counter('Wb')])).toBeNull();
    expect(checkStack([counter('Bd'), counter('Bd'), counter('Bd')])?.rule).toBe('CdB 8');
    expect(checkStack([counter('Kn'), counter('Kn')])?.rule).toBe('CdB 8');
    expect(checkStack([counter('Bd'), counter('Sp')])?.rule).toBe('CdB 8');
  });
  it('pikes of one quality stack up to 4', () => {
    expect(checkStack([counter('Pk'), counter('Pk'), counter('Pk'), counter('Pk')])).toBeNull();
    expect(checkStack([counter('Pk'), counter('Pk'), counter('Pk'), counter('Pk'), counter('Pk')])?.message).toMatch(/4 pikes/);
    expect(checkStack([counter('Pk'), counter('Pk', 'I')])?.message).toMatch(/same quality/);
  });
  it('cavalry: two (I), or (O)/(S) supported by (O); Auxilia only (X); Psiloi over a Psiloi (O)', () => {
    expect(checkStack([counter('Cv', 'I'), counter('Cv', 'I')])).toBeNull();
    expect(checkStack([counter('Cv', 'S'), counter('Cv', 'O')])).toBeNull();
    expect(checkStack([counter('Cv', 'O'), counter('Cv', 'I')])?.rule).toBe('CdB 8');
    expect(checkStack([counter('Ax', 'X'), counter('Ax', 'X')])).toBeNull();
    expect(checkStack([counter('Ax'), counter('Ax')])?.rule).toBe('CdB 8');
    expect(checkStack([counter('Ps', 'S'), counter('Ps', 'O')])).toBeNull();
    expect(checkStack([counter('Ps'), counter('Ps', 'I')])?.rule).toBe('CdB 8');
  });
  it('one extra bow-armed Psiloi beyond the limit where the list allows it (Patrician Romans: 2 Bd + 1 Ps)', () => {
    expect(checkStack([counter('Bd', 'O', { psSupport: true }), counter('Bd'), counter('Ps', 'O', { bowArmed: true })])).toBeNull();
    expect(checkStack([counter('Bd'), counter('Bd'), counter('Ps', 'O', { bowArmed: true })])?.rule).toBe('CdB 8');
    expect(checkStack([counter('Bd', 'O', { psSupport: true }), counter('Bd'), counter('Ps')])?.rule).toBe('CdB 8');
    expect(checkStack([counter('Cv', 'O', { cvPsSupport: true }), counter('Ps', 'S')])).toBeNull();
    expect(checkStack([counter('Cv', 'O', { cvPsSupport: true }), counter('Ps', 'O')])?.rule).toBe('CdB 8');
  });
});

describe('CdB 8.1: support bonuses (support table; spec T-8)', () => {
  const stack = [counter('Bd', 'O', { psSupport: true }), counter('Bd'), counter('Ps', 'O', { bowArmed: true })];
  const vs = (t: Parameters<typeof counter>[0], q: Parameters<typeof counter>[1] = 'O', inClear = true) => meleeSupport(stack, { enemy: counter(t, q), inClear });
  it('T-8: the Patrician Roman stack gets +2, +1, +1, 0, +1, +1', () => {
    expect(vs('Kn')).toBe(2);
    expect(vs('Kn', 'O', false)).toBe(1);
    expect(vs('Wb')).toBe(1);
    expect(vs('Sp')).toBe(0);
    expect(vs('Kn', 'X')).toBe(1);
    expect(vs('LH')).toBe(1);
  });
  it('each listed rank under its condition', () => {
    const e = (t: Parameters<typeof counter>[0], q: Parameters<typeof counter>[1] = 'O') => counter(t, q);
    expect(meleeSupport([counter('Pk'), counter('Pk'), counter('Pk'), counter('Pk')], { enemy: e('Kn'), inClear: true })).toBe(3);
    expect(meleeSupport([counter('Pk'), counter('Pk')], { enemy: e('Kn'), inClear: false })).toBe(0);
    expect(meleeSupport([counter('Sp'), counter('Sp')], { enemy: e('Bd'), inClear: true })).toBe(1);
    expect(meleeSupport([counter('Sp', 'S'), counter('Sp')], { enemy: e('Bd'), inClear: true })).toBe(0);
    expect(meleeSupport([counter('Cv'), counter('Cv')], { enemy: e('LH'), inClear: true })).toBe(1);
    expect(meleeSupport([counter('Cv'), counter('Cv')], { enemy: e('Kn'), inClear: true })).toBe(0);
    expect(meleeSupport([counter('Ax', 'X'), counter('Ax', 'X')], { enemy: e('Cv'), inClear: false })).toBe(1);
    expect(meleeSupport([counter('Ps'), counter('Ps')], { enemy: e('Ps'), inClear: true })).toBe(1);
    expect(meleeSupport([counter('Ps'), counter('Ps')], { enemy: e('Ax'), inClear: true })).toBe(0);
    expect(meleeSupport([counter('Wb'), counter('Wb')], { enemy: e('Ax'), inClear: false })).toBe(1);
    expect(meleeSupport([counter('Wb'), counter('Wb')], { enemy: e('Ax'), inClear: false, warbandNeedsClear: true })).toBe(0);
    expect(meleeSupport([counter('Bw'), counter('Bw')], { enemy: e('Ax'), inClear: true })).toBe(0);
    expect(meleeSupport([counter('Cv', 'O', { cvPsSupport: true }), counter('Ps', 'I')], { enemy: e('Kn', 'X'), inClear: true })).toBe(1);
  });
});
