// CC-03 (spec §8.8 step 3): a third element of a column that turns to face a flank
// contact is pushed back out of the way, in chain like a recoil push (§8.9); when the push
// cannot be made, the element does not turn (INTERP-22). Option cc03push.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { f2f, support } from '../../../src/rules/dba/geometry';
import { fixedDice, get, position, type Spec } from './helpers';

// A column of Bd facing north; enemy Bd 12, facing east, has its front edge (x = 1000,
// y 400..560) on the left flanks of the first two, front-left corners together.
const first: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560], gen: true };
const second: Spec = { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [440, 500] };
const third: Spec = { id: 2, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [380, 440] };
const attacker: Spec = { id: 12, side: 1, base: '4Bd', f: 'E', x: [940, 1000], y: [400, 560], gen: true };

function endMove(specs: Spec[], push: string | undefined) {
  const s = position(specs);
  s.opt.cc03 = 'column';
  s.opt.pur01 = 'record'; s.unconformed = [];
  if (push !== undefined) s.opt.cc03push = push;
  get(s, 0).stamp = 1; // 12 was the first to contact 0's flank
  const ctx = fixedDice([]);
  return { t: dba.apply(s, 0, { k: 'endMove' }, ctx), events: ctx.events };
}

describe('DBA CC-03 third element of a turning column', () => {
  it('DBA CC-03: the third element, overlapped by the two turned ones, is pushed straight back just far enough (40 p)', () => {
    const { t, events } = endMove([first, second, third, attacker], 'push');
    expect(f2f(get(t, 0), get(t, 12))).toBe(true);
    expect(support(get(t, 1), get(t, 0))).toBe(true);
    expect(get(t, 2)).toMatchObject({ x: 1080, y: 400, h: 90 });
    expect(events).toContainEqual(expect.objectContaining({ t: 'pushBack', rule: 'DBA CC-03', el: 2, by: 0 }));
    expect(dba.invariants!(t)).toEqual([]);
  });
  it('DBA CC-03: the push chains through the column, like a recoil push (§8.9)', () => {
    const fourth: Spec = { id: 3, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [320, 380] };
    const { t } = endMove([first, second, third, fourth, attacker], 'push');
    expect(get(t, 2)).toMatchObject({ x: 1080, y: 400 });
    expect(get(t, 3)).toMatchObject({ x: 1080, y: 340 });
    expect(f2f(get(t, 0), get(t, 12))).toBe(true);
    expect(dba.invariants!(t)).toEqual([]);
  });
  it('INTERP-22: when the third element cannot be pushed (a friend across its way), the element does not turn and nothing fights', () => {
    const across: Spec = { id: 4, side: 0, base: '4Bd', f: 'E', x: [1000, 1060], y: [220, 380] };
    const { t, events } = endMove([first, second, third, across, attacker], 'push');
    expect(get(t, 0).h).toBe(90);
    expect(get(t, 2)).toMatchObject({ x: 1080, y: 440 });
    expect(events).toContainEqual(expect.objectContaining({ t: 'noTurn', rule: 'DBA CC-03', el: 0 }));
    expect(t.pending).toEqual([]);
  });
  it('DBA CC-03: games recorded before the option (cc03push absent) let the third element block the turn', () => {
    const { t, events } = endMove([first, second, third, attacker], undefined);
    expect(get(t, 0).h).toBe(90);
    expect(get(t, 2)).toMatchObject({ x: 1080, y: 440 });
    expect(events).toContainEqual(expect.objectContaining({ t: 'noTurn', rule: 'DBA CC-03', el: 0 }));
    expect(endMove([first, second, third, attacker], 'block').t.els.find((e) => e.id === 0)!.h).toBe(90);
  });
});
