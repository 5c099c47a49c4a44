// CON-03 (spec §8.6 step 3): a group member that cannot conform stays in edge contact,
// in no named relation, and does not fight; the touch is recorded (option pur01) so that
// the CON-02 invariant accepts it.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { contactedEdge, unconformable } from '../../../src/rules/dba/con03';
import { contactPose } from '../../../src/rules/dba/movement';
import { fixedDice, get, position, type Spec } from './helpers';

// Side 0 advances a line of three 4Bd north by 100 p. Enemy Bd 10 faces it squarely before
// A; Bd 11 stands sideways (facing west) 80 p to the right of Bd 10: less than 1 BW between
// them. B's front edge meets Bd 11's left flank 80 p short of its front corner; conforming
// (front corner to front corner, spec §8.6) would put B where C stands.
const A: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [940, 1000], gen: true };
const B: Spec = { id: 1, side: 0, base: '4Bd', f: 'N', x: [1160, 1320], y: [940, 1000] };
const C: Spec = { id: 2, side: 0, base: '4Bd', f: 'N', x: [1320, 1480], y: [940, 1000] };
const T1: Spec = { id: 10, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [1100, 1160], gen: true };
const T2: Spec = { id: 11, side: 1, base: '4Bd', f: 'W', x: [1240, 1300], y: [1100, 1260] };

function line(specs: Spec[], pur01 = true) {
  const s = position(specs);
  if (pur01) { s.opt.pur01 = 'record'; s.unconformed = []; }
  return s;
}

describe('DBA CON-03 unconformed group members', () => {
  it('DBA CON-03: the member that cannot conform stays touching Bd 11 out of line; the move is legal and the touch recorded', () => {
    const s = line([A, B, C, T1, T2]);
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1, 2], dist: 100, wheel: 0 }, fixedDice([]));
    expect(get(t, 1)).toMatchObject({ x: 1240, y: 1100, h: 90 }); // not conformed
    expect(t.unconformed).toEqual([[1, 1240, 1100, 90, 11, 1240, 1180, 180]]);
    expect(dba.invariants!(t)).toEqual([]);
  });
  it('DBA CON-03: such a member does not fight this bound: only A against Bd 10 is a combat, and Bd 11 does not turn (CC-03)', () => {
    const s = line([A, B, C, T1, T2]);
    let t = dba.apply(s, 0, { k: 'group', ids: [0, 1, 2], dist: 100, wheel: 0 }, fixedDice([]));
    t = dba.apply(t, 0, { k: 'endMove' }, fixedDice([]));
    expect(t.pending).toEqual([[0, 10]]);
    expect(get(t, 11)).toMatchObject({ x: 1240, y: 1180, h: 180 });
  });
  it('DBA CON-03: without the record of unconformed touches (games before option pur01) the touch stays illegal (CON-02)', () => {
    const s = line([A, B, C, T1, T2], false);
    expect(dba.check(s, 0, { k: 'group', ids: [0, 1, 2], dist: 100, wheel: 0 })?.rule).toBe('DBA CON-02');
  });
  it('DBA CON-03: a member that could conform is not left unconformed; and some member must still make a legal contact (CON-02)', () => {
    const s = line([A, B, C, T1, T2]);
    const b = { ...get(s, 1), y: 1100 };
    const t2 = get(s, 11);
    expect(contactedEdge(b, t2)).toBe('flankL');
    const pose = (k: Parameters<typeof contactPose>[2]) => contactPose(b, t2, k);
    expect(unconformable(s, b, t2, pose, () => false)).toBe(false); // its conformed pose is clear
    expect(unconformable(s, b, t2, pose, () => true)).toBe(true);
    // Without A's legal contact on Bd 10, B's unconformed touch alone is no legal contact.
    const u = line([B, C, T1, T2, { id: 3, side: 0, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60], gen: true }]);
    expect(dba.check(u, 0, { k: 'group', ids: [1, 2], dist: 100, wheel: 0 })).toMatchObject({ rule: 'DBA CON-02', message: 'a group touching the enemy must make a legal contact' });
  });
});

describe('DBA CON-03 single element touching a second enemy across a gap', () => {
  // Side 0's column of two Bd facing north; side 1's Bd comes from the west onto the left
  // flank of the first, front-left corners together, and its front edge runs on along the
  // left flank of the second (no gap between the two).
  const first: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560], gen: true };
  const behind: Spec = { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [440, 500] };
  const mover: Spec = { id: 12, side: 1, base: '4Bd', f: 'E', x: [740, 800], y: [400, 560], gen: true };
  function flank(pur01: boolean) {
    const s = position([first, behind, mover], { active: 1 });
    s.opt.cc03 = 'column';
    if (pur01) { s.opt.pur01 = 'record'; s.unconformed = []; }
    return s;
  }
  it('DBA CON-03: the mover conformed to its target also touches the second element\'s flank; legal, recorded, and CC-03 then turns both', () => {
    let t = dba.apply(flank(true), 1, { k: 'contact', id: 12, target: 0, kind: 'flankL' }, fixedDice([]));
    expect(get(t, 12)).toMatchObject({ x: 1000, y: 480, h: 0 });
    expect(t.unconformed).toEqual([[12, 1000, 480, 0, 1, 1080, 500, 90]]);
    expect(dba.invariants!(t)).toEqual([]);
    t = dba.apply(t, 1, { k: 'endMove' }, fixedDice([]));
    expect(get(t, 0).h).toBe(180);
    expect(get(t, 1).h).toBe(180);
    expect(t.pending).toEqual([[12, 0]]);
    expect(dba.invariants!(t)).toEqual([]);
  });
  it('DBA CON-03: not without the record of option pur01, and not a touch on the mover\'s side rather than its front (CON-02)', () => {
    expect(dba.check(flank(false), 1, { k: 'contact', id: 12, target: 0, kind: 'flankL' })?.rule).toBe('DBA CON-02');
    // An enemy 80 p from the target whose front meets the mover's front edge: allowed.
    const near = position([first, { ...behind, f: 'W', x: [1000, 1060], y: [260, 420] }, mover], { active: 1 });
    near.opt.pur01 = 'record'; near.unconformed = [];
    expect(dba.check(near, 1, { k: 'contact', id: 12, target: 0, kind: 'flankL' })).toBeNull();
    // One whose front meets the mover's right side instead: refused.
    const side = position([first, { ...behind, f: 'N', x: [880, 1040], y: [340, 400] }, mover], { active: 1 });
    side.opt.pur01 = 'record'; side.unconformed = [];
    expect(dba.check(side, 1, { k: 'contact', id: 12, target: 0, kind: 'flankL' })).toMatchObject({ rule: 'DBA CON-02', message: 'would touch the enemy Bd #1 without a legal contact' });
  });
});
