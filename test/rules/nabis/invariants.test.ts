// The fuzz invariants must notice what they guard against: a check that never fires proves nothing.
import { describe, expect, it } from 'vitest';
import { invariantErrors } from '../../../src/rules/nabis/invariants';
import type { NState } from '../../../src/rules/nabis';
import { lid, scene } from './scene';

// A scene sets the other units aside as eliminated, which the VP recount would count: leave that check out.
const errs = (s: NState) => invariantErrors(s).filter((x) => !x.startsWith('VP '));

describe('fuzz invariants catch broken positions', () => {
  it('a legal position has none', () => {
    expect(errs(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 517, f: 0 }, { id: 'spartansa', hex: 110, f: 3 }], { pretor1: 517 }))).toEqual([]);
  });
  it('Nabis 5.1-a / 5.2.1-a: an illegal stack (different names)', () => {
    expect(errs(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'principes1a', hex: 517, f: 0 }]))).toEqual(['hex 517: stacking broken']);
  });
  it('Nabis 4-d: units of both sides in one hex', () => {
    expect(errs(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'spartansa', hex: 517, f: 0 }]))).toContain('hex 517: both sides');
  });
  it('Nabis 5.2.3-a: stacked non-routed units facing differently (a routed one has no facing)', () => {
    expect(errs(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 517, f: 1 }]))).toEqual(['hex 517: stacked units face differently']);
    expect(errs(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 517, dis: 2 }]))).toEqual([]);
  });
  it('Nabis 5.1-d: a leader in a hex with enemy units', () => {
    const s = scene([{ id: 'spartansa', hex: 517, f: 0 }], { pretor1: 517 });
    expect(errs(s)).toEqual([`leader ${lid(s, 'pretor1')} in a hex with enemy units`]);
  });
});
