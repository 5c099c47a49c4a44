// The older open surviving mutants of the DBA rule modules (issue 12, EQUIVALENT-MUTANTS.md,
// "The older open survivors, session 10"): positions built by hand, each test citing its rule.
// Side 0 faces north (+y), side 1 faces south, unless a test says otherwise.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { groupPivot } from '../../../src/rules/dba/movement';
import { canTarget } from '../../../src/rules/dba/shooting';
import type { DbaAction } from '../../../src/rules/dba/actions';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const check = (s: DbaState, a: DbaAction) => dba.check(s, s.active, a);

describe('DBA TER-04: an Oasis blocks sight as a Wood does (exact sightlines, option sho02)', () => {
  // Art (range 500) shooting north at a Pk 400 p ahead: E_near is y = 1000, x 560..720; Q is y = 1400.
  const art: Spec = { id: 0, side: 0, base: 'Art', f: 'N', x: [560, 720], y: [840, 1000] };
  const pk: Spec = { id: 12, side: 1, base: '4Pk', f: 'S', x: [560, 720], y: [1400, 1460] };
  const area = (kind: 'Woods' | 'Oasis', cx: number): Feature => ({ kind, compulsory: false, p: [cx, 1200, 470, 200, 0] });
  it('DBA TER-04: an Oasis whose edge crosses all 25 sightlines blocks the shot; one that leaves a sightline open does not', () => {
    const shut = position([art, pk], { terrain: [area('Oasis', 790)] });
    shut.opt.sho02 = 'exact';
    expect(canTarget(shut, get(shut, 0), get(shut, 12))).toBe(false);
    const open = position([art, pk], { terrain: [area('Oasis', 800)] });
    open.opt.sho02 = 'exact';
    expect(canTarget(open, get(open, 0), get(open, 12))).toBe(true);
  });
  it('DBA TER-04: the edges of a Marsh, or of any area but a Wood or an Oasis, do not block, even across every sightline', () => {
    // 600 × 200 p centred at x 630: the twin Wood blocks (no vertex lies on a sightline).
    const across = (kind: Feature['kind']) => {
      const s = position([art, pk], { terrain: [{ kind, compulsory: false, p: [630, 1200, 600, 200, 0] }] });
      s.opt.sho02 = 'exact';
      return canTarget(s, get(s, 0), get(s, 12));
    };
    expect(across('Woods')).toBe(false);
    expect(across('Marsh')).toBe(true);
    expect(across('Rough')).toBe(true);
    expect(across('Dunes')).toBe(true);
  });
});

describe('DBA MOV-04 (INTERP-6): a group wheeling right, games recorded before option mov04', () => {
  it('MOV-04: without mov04, a column named rear first wheels right about the first named member\'s front-right corner', () => {
    // Facing east (right is south, −y): the head x 1060..1120, the rear member x 1000..1060, both y 1000..1160.
    const c = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [1060, 1120], y: [1000, 1160], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'E', x: [1000, 1060], y: [1000, 1160] }]);
    expect(groupPivot([get(c, 1), get(c, 0)], -45)).toEqual({ x: 1060, y: 1000 });
    expect(groupPivot([get(c, 0), get(c, 1)], -45)).toEqual({ x: 1120, y: 1000 });
    expect(groupPivot([get(c, 1), get(c, 0)], -45, true)).toEqual({ x: 1120, y: 1000 }); // with mov04: the head's
  });
});
