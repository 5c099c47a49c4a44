// Group moves of MOV-07 (narrowing, gaps, roads, the sideways shift), the free pivot of
// DIST-01, and MOV-01/05/09 (spec §4.10, §4.16, §8.5).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import type { DbaAction } from '../../../src/rules/dba/actions';
import { decode, encode } from '../../../src/rules/dba/actions';
import { fight } from '../../../src/rules/dba/combat';
import { f2f, flankL, flankR } from '../../../src/rules/dba/geometry';
import { isColumn, isGroup } from '../../../src/rules/dba/movement';
import { quickVerdict } from '../../../src/rules/dba/prefilter';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

const check = (s: ReturnType<typeof position>, a: DbaAction) => dba.check(s, s.active, a);
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
const bd = (id: number, x0: number, y0: number, side: 0 | 1 = 0, f: Spec['f'] = side === 0 ? 'N' : 'S', base = '4Bd'): Spec =>
  ({ id, side, base, f, x: [x0, x0 + 160], y: [y0, y0 + 60], gen: id === 0 });
/** Three 4Bd side by side facing north, x 1000–1480, y 500–560. */
const line3 = [bd(0, 1000, 500), bd(1, 1160, 500), bd(2, 1320, 500)];
const wood: Feature = { kind: 'Woods', compulsory: false, p: [1240, 800, 400, 300, 0] };

describe('DBA MOV-07a: narrowing the frontage into a column', () => {
  const toColumn: DbaAction = { k: 'reform', ids: [1, 0, 2], at: [{ x: 1240, y: 610, h: 90 }, { x: 1240, y: 550, h: 90 }, { x: 1240, y: 490, h: 90 }] };
  it('DBA MOV-07a: a line of three forms a column behind its middle element while advancing', () => {
    const s = position([...line3, far]);
    expect(check(s, toColumn)).toBeNull();
    const t = dba.apply(s, 0, toColumn, fixedDice([]));
    expect(isColumn([0, 1, 2].map((i) => get(t, i)))).toBe(true);
    expect(rectOf(get(t, 1))).toEqual([1160, 1320, 550, 610]);
    expect(rectOf(get(t, 2))).toEqual([1160, 1320, 430, 490]);
    expect(t.pips).toBe(s.pips - 1);
    // The action survives its encoding.
    expect(decode(encode(toColumn))).toEqual(toColumn);
  });
  it('DBA MOV-07a with MOV-06: a line may not advance into a Wood, but may narrow into a column that does', () => {
    const s = position([...line3, far], { terrain: [wood] });
    s.opt.mov06 = 'column';
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 100, wheel: 0 })?.rule).toBe('DBA MOV-06');
    const into: DbaAction = { k: 'reform', ids: [1, 0, 2], at: [{ x: 1240, y: 660, h: 90 }, { x: 1240, y: 600, h: 90 }, { x: 1240, y: 540, h: 90 }] };
    expect(check(s, into)).toBeNull();
    // A narrowing that leaves two elements abreast is no column: refused in the Wood.
    const two: DbaAction = { k: 'reform', ids: [1, 0, 2], at: [{ x: 1240, y: 660, h: 90 }, { x: 1080, y: 660, h: 90 }, { x: 1240, y: 600, h: 90 }] };
    expect(check(s, two)?.rule).toBe('DBA MOV-06');
  });
  it('DBA MOV-07a/§8.5: widening is never allowed, nor keeping the frontage, nor moving the first member back', () => {
    const col = position([bd(0, 1160, 500), bd(1, 1160, 440), bd(2, 1160, 380), far]);
    expect(check(col, { k: 'reform', ids: [0, 1, 2], at: [{ x: 1240, y: 560, h: 90 }, { x: 1080, y: 560, h: 90 }, { x: 1400, y: 560, h: 90 }] })?.rule).toBe('DBA MOV-08');
    const s = position([...line3, far]);
    // Same frontage (3 → 3): the end member swaps nothing but steps forward: not a narrowing.
    expect(check(s, { k: 'reform', ids: [0, 1, 2], at: [{ x: 1080, y: 560, h: 90 }, { x: 1240, y: 560, h: 90 }, { x: 1400, y: 620, h: 90 }] })?.rule).toMatch(/DBA MOV-0[378]/);
    expect(check(s, { k: 'reform', ids: [1, 0, 2], at: [{ x: 1240, y: 540, h: 90 }, { x: 1240, y: 480, h: 90 }, { x: 1240, y: 420, h: 90 }] })?.rule).toBe('DBA MOV-08');
    // A change of facing is not a narrowing.
    expect(check(s, { k: 'reform', ids: [1, 0, 2], at: [{ x: 1240, y: 560, h: 0 }, { x: 1240, y: 500, h: 0 }, { x: 1240, y: 440, h: 0 }] })?.rule).toBe('DBA MOV-08');
  });
  it('DBA MOV-07a/INTERP-49: a repositioned member must end lined up behind another member', () => {
    const s = position([...line3, far]);
    // Element 2 ends beside the column's second element, behind nobody.
    const a: DbaAction = { k: 'reform', ids: [1, 0, 2], at: [{ x: 1240, y: 560, h: 90 }, { x: 1240, y: 500, h: 90 }, { x: 1400, y: 500, h: 90 }] };
    expect(check(s, a)?.rule).toBe('DBA MOV-07');
  });
  it('DBA MOV-07a/DIST-02: each member\'s corners move at most its allowance', () => {
    // Four wide: the far end member would move more than 200 p to fall in at the back.
    const s = position([bd(0, 840, 500), ...line3.map((x) => ({ ...x, id: x.id + 1, gen: false })), far]);
    const a: DbaAction = { k: 'reform', ids: [1, 0, 2, 3], at: [{ x: 1080, y: 560, h: 90 }, { x: 1080, y: 500, h: 90 }, { x: 1080, y: 440, h: 90 }, { x: 1080, y: 380, h: 90 }] };
    expect(check(s, a)?.rule).toBe('DBA DIST-02');
  });
});

describe('DBA MOV-07: the new moves among the legal actions', () => {
  it('DBA MOV-07: legalActions offers a line its column and its shift onto an enemy out of line', () => {
    const s = position([bd(0, 1000, 500), bd(1, 1160, 500), bd(12, 1050, 660, 1), far]);
    const legal = dba.legalActions(s, 0);
    expect(legal.some((a) => a.k === 'shift' && a.shift === 50 && a.then === 100)).toBe(true);
    // In the enemy's zone of control the line may not fall into column (ZOC-01); clear of it, it may.
    expect(legal.some((a) => a.k === 'reform')).toBe(false);
    const t = position([bd(0, 1000, 500), bd(1, 1160, 500), far]);
    expect(dba.legalActions(t, 0).some((a) => a.k === 'reform')).toBe(true);
  });
  it('DBA MOV-07c: legalActions offers a column on a road to follow it', () => {
    const s = position([bd(0, 1000, 500), bd(1, 1000, 440), far], { terrain: [{ kind: 'Road', compulsory: false, p: [0, 1080] }] });
    expect(dba.legalActions(s, 0).some((a) => a.k === 'follow')).toBe(true);
  });
});

describe('DBA MOV-07b: narrowing to pass a gap', () => {
  // Two friends facing away leave a gap of exactly 1 BW (x 1000–1160) at y 700–760.
  const blockers = [bd(10, 840, 700, 0, 'S'), bd(11, 1160, 700, 0, 'S')];
  const pair = [bd(0, 1000, 500), bd(1, 1160, 500)];
  it('DBA MOV-07b: a line of two cannot advance through a 1 BW gap, but narrows and passes it', () => {
    const s = position([...pair, ...blockers, far]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 180, wheel: 0 })?.rule).toMatch(/DBA (INT-01|MOV-02)/);
    const a: DbaAction = { k: 'reform', ids: [0, 1], at: [{ x: 1080, y: 740, h: 90 }, { x: 1080, y: 680, h: 90 }] };
    expect(check(s, a)).toBeNull();
  });
  it('DBA MOV-07b/INTERP-49: a gap narrower than the leading edge still blocks the straight paths', () => {
    const s = position([...pair, bd(10, 840, 700, 0, 'S'), { ...bd(11, 1150, 700, 0, 'S') }, far]);
    const a: DbaAction = { k: 'reform', ids: [0, 1], at: [{ x: 1080, y: 740, h: 90 }, { x: 1080, y: 680, h: 90 }] };
    expect(check(s, a)?.rule).toMatch(/DBA (INT-01|MOV-02)/);
  });
});

describe('DBA MOV-07d: a sideways shift to line up', () => {
  // Enemy 12 faces south 100 p in front of element 0, offset 50 p to its right.
  const enemy = bd(12, 1050, 660, 1);
  const pair = [bd(0, 1000, 500), bd(1, 1160, 500)];
  it('DBA MOV-07d: a group shifts 50 p right to line up with an enemy less than 1 BW in front, and contacts it', () => {
    const s = position([...pair, enemy, far]);
    const a: DbaAction = { k: 'shift', ids: [0, 1], dist: 0, shift: 50, then: 100 };
    expect(check(s, a)).toBeNull();
    const t = dba.apply(s, 0, a, fixedDice([]));
    expect(f2f(get(t, 0), get(t, 12))).toBe(true);
    expect(rectOf(get(t, 1))).toEqual([1210, 1370, 600, 660]);
    expect(decode(encode(a))).toEqual(a);
    // Lining up without contact is a shift too.
    expect(check(s, { k: 'shift', ids: [0, 1], dist: 0, shift: 50, then: 0 })).toBeNull();
  });
  it('DBA MOV-07d: a shift of more than ½ BW is refused', () => {
    const s = position([...pair, bd(12, 1090, 660, 1), far]);
    expect(check(s, { k: 'shift', ids: [0, 1], dist: 0, shift: 90, then: 0 })?.rule).toBe('DBA MOV-07');
    expect(check(s, { k: 'shift', ids: [0, 1], dist: 0, shift: 80, then: 0 })?.rule).toBe('DBA MOV-07'); // 80 p does not line up with a 90 p offset
  });
  it('DBA MOV-07d: no shift without an enemy less than 1 BW in front, nor one that does not line up', () => {
    const s = position([...pair, bd(12, 1050, 760, 1), far]); // 200 p away
    expect(check(s, { k: 'shift', ids: [0, 1], dist: 0, shift: 50, then: 0 })?.rule).toBe('DBA MOV-07');
    // Advancing 60 p first brings it within 1 BW: then the shift is allowed.
    expect(check(s, { k: 'shift', ids: [0, 1], dist: 60, shift: 50, then: 0 })).toBeNull();
    const t = position([...pair, enemy, far]);
    expect(check(t, { k: 'shift', ids: [0, 1], dist: 0, shift: 30, then: 0 })?.rule).toBe('DBA MOV-07');
  });
});

describe('DBA MOV-07c: a column follows a road', () => {
  const roads: Feature[] = [{ kind: 'Road', compulsory: false, p: [0, 1080] }, { kind: 'Road', compulsory: false, p: [1, 1200] }];
  const column = [bd(0, 1000, 980), bd(1, 1000, 920)];
  it('DBA MOV-07c: a column turns at a road junction, each member following its head', () => {
    const s = position([...column, far], { terrain: roads });
    const a: DbaAction = { k: 'follow', ids: [0, 1], dist: 100, turn: -90, then: 60 };
    expect(check(s, a)).toBeNull();
    const t = dba.apply(s, 0, a, fixedDice([]));
    expect(get(t, 0).h).toBe(0);
    expect(get(t, 1).h).toBe(0);
    expect(rectOf(get(t, 0))).toEqual([1160, 1220, 1140, 1300]);
    expect(rectOf(get(t, 1))).toEqual([1100, 1160, 1140, 1300]);
    expect(isColumn([get(t, 0), get(t, 1)])).toBe(true);
    expect(decode(encode(a))).toEqual(a);
    // Stopping with the second member still in the bend would leave it on its head.
    expect(check(s, { ...a, then: 0 })?.rule).toBe('DBA MOV-02');
  });
  it('DBA MOV-07c: only a column follows, only along a road, and within the allowance', () => {
    const s = position([...column, far], { terrain: roads });
    expect(check(s, { k: 'follow', ids: [0, 1], dist: 100, turn: -90, then: 200 })?.rule).toBe('DBA DIST-02');
    const off = position([bd(0, 400, 980), bd(1, 400, 920), far], { terrain: roads });
    expect(check(off, { k: 'follow', ids: [0, 1], dist: 100, turn: 0, then: 0 })?.rule).toBe('DBA MOV-07');
    const line = position([bd(0, 1000, 980), bd(1, 1160, 980), far], { terrain: roads });
    expect(check(line, { k: 'follow', ids: [0, 1], dist: 100, turn: 0, then: 0 })?.rule).toBe('DBA MOV-07');
    // Turning off the road where there is no junction leaves it.
    const straight = position([bd(0, 1000, 500), bd(1, 1000, 440), far], { terrain: roads });
    expect(check(straight, { k: 'follow', ids: [0, 1], dist: 100, turn: -90, then: 0 })?.rule).toBe('DBA MOV-07');
  });
  it('DBA MOV-07c/2ND-01: a column that has moved follows the road again at the road rate', () => {
    const s = position([bd(0, 1000, 500), bd(1, 1000, 440), far], { terrain: roads });
    for (const e of s.els) e.moves = 1;
    expect(check(s, { k: 'follow', ids: [0, 1], dist: 380, turn: 0, then: 0 })).toBeNull();
    expect(check(s, { k: 'follow', ids: [0, 1], dist: 420, turn: 0, then: 0 })?.rule).toBe('DBA DIST-02');
  });
});

describe('DBA DIST-01: the pivot from an overlap onto a flank', () => {
  // Enemy B (12) faces north at x 1000–1160, front y 960; friend F (1) fights it front to
  // front; A (0) overlaps B's left front corner from the west, facing south.
  const B = bd(12, 1000, 900, 1, 'N');
  const F = bd(1, 1000, 960, 0, 'S');
  const A = bd(0, 840, 960, 0, 'S');
  it('DBA DIST-01: turning about the shared corner onto the flank of an enemy fighting friends is not measured', () => {
    const s = position([A, F, B, far]);
    const a: DbaAction = { k: 'contact', id: 0, target: 12, kind: 'flankL' };
    expect(check(s, a)).toBeNull();
    expect(quickVerdict(s, 0)(a)).toBe(false);
    const t = dba.apply(s, 0, a, fixedDice([]));
    expect(flankL(get(t, 0), get(t, 12))).toBe(true);
    expect(t.pips).toBe(s.pips - 1); // still a tactical move: it costs PIPs
  });
  it('DBA DIST-01: the same turn onto an enemy not in close combat is measured (a corner moves 226 p)', () => {
    const s = position([A, B, far]);
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'flankL' })?.rule).toBe('DBA DIST-02');
  });
  it('DBA DIST-01: a move that does not start at the shared corner is measured', () => {
    const s = position([{ ...A, x: [830, 990] }, F, B, far]);
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'flankL' })?.rule).toBe('DBA DIST-02');
    // The mirror case on the right flank is free too.
    const r = position([bd(0, 1160, 960, 0, 'S'), F, B, far]);
    expect(check(r, { k: 'contact', id: 0, target: 12, kind: 'flankR' })).toBeNull();
    expect(flankR(get(dba.apply(r, 0, { k: 'contact', id: 0, target: 12, kind: 'flankR' }, fixedDice([])), 0), get(r, 12))).toBe(true);
  });
});

describe('DBA MOV-09: 100 p in a river that is not easy', () => {
  const river: Feature = { kind: 'River', compulsory: false, p: [1, 1200, 120] }; // y 1140–1260
  it('DBA MOV-09: a single element whose front is in the river moves at most 100 p', () => {
    const s = position([bd(0, 1000, 1100), far], { terrain: [river], river: 'difficult' });
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1260, h: 90 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1290, h: 90 })?.rule).toBe('DBA DIST-02');
    // An easy river counts as good going (INTERP-7).
    const e = position([bd(0, 1000, 1100), far], { terrain: [river], river: 'easy' });
    expect(check(e, { k: 'move', id: 0, x: 1080, y: 1290, h: 90 })).toBeNull();
  });
  it('DBA MOV-09: once its front is out of the river, the cap no longer holds', () => {
    // Rear edge at y 1250, inside the river; front at 1310, out of it.
    const s = position([bd(0, 1000, 1250), far], { terrain: [river], river: 'difficult' });
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1460, h: 90 })).toBeNull();
  });
  it('DBA MOV-09: a column whose front is in the river moves at most 100 p', () => {
    const s = position([bd(0, 1000, 1100), bd(1, 1000, 1040), far], { terrain: [river], river: 'difficult' });
    s.opt.mov06 = 'column';
    expect(check(s, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toBeNull();
    expect(check(s, { k: 'group', ids: [0, 1], dist: 130, wheel: 0 })?.rule).toBe('DBA DIST-02');
    s.opt.mov09 = 'head'; // the head's front is in the river: the cap holds under either reading
    expect(check(s, { k: 'group', ids: [0, 1], dist: 130, wheel: 0 })?.rule).toBe('DBA DIST-02');
  });
  // Head 0 with its front at y 1310, out of the river; follower 1 behind it, front at 1250, in it.
  const leaving = () => position([bd(0, 1000, 1250), bd(1, 1000, 1190), far], { terrain: [river], river: 'difficult' });
  it('DBA MOV-09 / DIST-02: a column whose leading element is out of the river is not held to 100 p by followers still in it (option mov09)', () => {
    const s = leaving();
    s.opt.mov06 = 'column'; s.opt.mov09 = 'head';
    expect(check(s, { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toBeNull();
    expect(check(s, { k: 'group', ids: [1, 0], dist: 200, wheel: 0 })).toBeNull();
    expect(check(s, { k: 'group', ids: [0, 1], dist: 210, wheel: 0 })?.rule).toBe('DBA DIST-02'); // 200 p for Bd in good going
  });
  it('DBA MOV-09: games recorded before option mov09 (absent, or "each") hold the column to 100 p while any front is in the river', () => {
    const s = leaving();
    expect(check(s, { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })?.rule).toBe('DBA DIST-02');
    s.opt.mov09 = 'each';
    expect(check(s, { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })?.rule).toBe('DBA DIST-02');
    expect(check(s, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toBeNull();
  });
  it('DBA MOV-09: a group two wide is no column: each element goes by its own front edge (option mov09)', () => {
    // Front rank (0, 2) out of the river, rear rank (1, 3) with their fronts in it.
    const s = position([bd(0, 1000, 1250), bd(2, 1160, 1250), bd(1, 1000, 1190), bd(3, 1160, 1190), far], { terrain: [river], river: 'difficult' });
    s.opt.mov09 = 'head';
    expect(check(s, { k: 'group', ids: [0, 2, 1, 3], dist: 150, wheel: 0 })?.rule).toBe('DBA DIST-02');
    expect(check(s, { k: 'group', ids: [0, 2, 1, 3], dist: 100, wheel: 0 })).toBeNull();
  });
});

describe('DBA MOV-05: groups are temporary', () => {
  it('DBA MOV-05: when the whole group cannot move, a smaller group and a single element can', () => {
    // A friend facing east stands in front of element 2 only.
    const s = position([...line3, { id: 5, side: 0, base: '4Bd', f: 'E', x: [1340, 1400], y: [600, 760] }, far]);
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 150, wheel: 0 })?.rule).toMatch(/DBA (MOV-02|INT-01)/);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toBeNull();
    expect(check(s, { k: 'move', id: 2, x: 1400, y: 580, h: 90 })).toBeNull();
  });
  it('DBA MOV-05: an element that joins a group moves with it next time', () => {
    const s = position([bd(0, 1000, 500), bd(1, 1160, 500), bd(2, 1400, 440), far]);
    expect(isGroup([0, 1, 2].map((i) => get(s, i)))).toBe(false);
    const t = dba.apply(s, 0, { k: 'move', id: 2, x: 1400, y: 560, h: 90 }, fixedDice([]));
    expect(isGroup([0, 1, 2].map((i) => get(t, i)))).toBe(true);
    // This bound it has moved; in the next, all three move together.
    expect(check(t, { k: 'group', ids: [0, 1, 2], dist: 100, wheel: 0 })?.rule).toBe('DBA 2ND-01');
    for (const e of t.els) e.moves = 0;
    expect(check(t, { k: 'group', ids: [0, 1, 2], dist: 100, wheel: 0 })).toBeNull();
  });
});

describe('DBA MOV-01: tactical moves are final; outcome moves are free', () => {
  it('DBA MOV-01: a move cannot be taken back: its PIPs are spent, and moving back is a second move, refused', () => {
    const s = position([bd(0, 1000, 500), far]);
    const t = dba.apply(s, 0, { k: 'move', id: 0, x: 1080, y: 700, h: 90 }, fixedDice([]));
    expect(t.pips).toBe(5);
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 560, h: 90 })?.rule).toBe('DBA 2ND-01');
  });
  it('DBA MOV-01: an outcome move (a recoil) costs no PIPs', () => {
    const s = position([bd(0, 1000, 940), bd(12, 1000, 1000, 1)], { phase: 'combat', pips: 3 });
    const before = rectOf(get(s, 12));
    fight(s, 0, 12, fixedDice([6, 2])); // 6+5 = 11 against 2+5 = 7: beaten, not doubled: recoils
    expect(rectOf(get(s, 12))).not.toEqual(before);
    expect(get(s, 12).status).toBe('on');
    expect(s.pips).toBe(3);
  });
});
