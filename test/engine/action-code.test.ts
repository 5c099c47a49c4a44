import { describe, expect, it } from 'vitest';
import { readCode } from '../../src/engine/action-code';

describe('reading an action code with bounded work', () => {
  it('refuses a code longer than the bound before reading any number', () => {
    expect(() => readCode('toy', new Array(11).fill(0), 10)).toThrow('toy action code: bad length');
    expect(() => readCode('toy', [], 10)).toThrow('bad length');
    expect(() => readCode('toy', 'x' as unknown as number[], 10)).toThrow('bad length');
  });
  it('refuses anything but non-negative safe integers', () => {
    for (const bad of [[-1], [1.5], [2 ** 53], [NaN]]) expect(() => readCode('toy', bad, 10)).toThrow('not a list of non-negative integers');
  });
  it('reads in order within each bound, and refuses what is short, too large or left over', () => {
    const r = readCode('toy', [2, 7], 10);
    expect(r.next(3, 'kind')).toBe(2);
    expect(() => r.next(6, 'die')).toThrow('die out of range');
    const short = readCode('toy', [1], 10);
    short.next(1, 'kind');
    expect(() => short.next(1, 'unit')).toThrow('too short');
    const long = readCode('toy', [1, 1], 10);
    long.next(1, 'kind');
    expect(() => long.end()).toThrow('trailing numbers');
    const exact = readCode('toy', [1], 10);
    exact.next(1, 'kind');
    expect(() => exact.end()).not.toThrow();
  });
});
