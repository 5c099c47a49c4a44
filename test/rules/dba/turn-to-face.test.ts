// CC-03 turning to face, the column case: an enemy front touching the flanks of two
// elements in column turns both, the second lining up behind the first (spec §8.8 step 3).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { f2f, support } from '../../../src/rules/dba/geometry';
import { fixedDice, get, position, type Spec } from './helpers';

const first: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560], gen: true };
const behind: Spec = { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [440, 500] };
// Facing east, its front edge (x = 1000, y 400..560) on both left flanks, front-left corners together.
const attacker: Spec = { id: 12, side: 1, base: '4Bd', f: 'E', x: [940, 1000], y: [400, 560] };

function endMove(cc03: string | undefined) {
  const s = position([first, behind, attacker]);
  if (cc03 !== undefined) s.opt.cc03 = cc03;
  get(s, 0).stamp = 1; // 12 was the first to contact 0's flank
  return dba.apply(s, 0, { k: 'endMove' }, fixedDice([]));
}

describe('DBA CC-03 column', () => {
  it('DBA CC-03: both elements of a column contacted on their flanks turn; the second lines up behind the first', () => {
    const t = endMove('column');
    expect(f2f(get(t, 0), get(t, 12))).toBe(true);
    expect(get(t, 1).h).toBe(get(t, 0).h);
    expect(support(get(t, 1), get(t, 0))).toBe(true);
    expect(dba.invariants!(t)).toEqual([]);
  });
  it('DBA CC-03: games recorded before the option (cc03 absent) turn the first element only', () => {
    const t = endMove(undefined);
    expect(f2f(get(t, 0), get(t, 12))).toBe(true);
    expect(get(t, 1).h).toBe(90);
  });
});
