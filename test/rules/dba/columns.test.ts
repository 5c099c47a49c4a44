// Columns and roads: MOV-06 (a group through bad going or a difficult river is a column
// one element wide) and 2ND-01 item 4 (a column moving along a road may move again).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { isColumn } from '../../../src/rules/dba/movement';
import type { Feature } from '../../../src/rules/dba/state';
import { position, type Spec } from './helpers';

const wood: Feature = { kind: 'Woods', compulsory: false, p: [1160, 800, 400, 300, 0] };
const road: Feature = { kind: 'Road', compulsory: false, p: [0, 1080] };
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
const line: Spec[] = [
  { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560], gen: true },
  { id: 1, side: 0, base: '4Bd', f: 'N', x: [1160, 1320], y: [500, 560] },
];
const column: Spec[] = [
  { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560], gen: true },
  { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [440, 500] },
];
const check = (s: ReturnType<typeof position>, a: Parameters<typeof dba.check>[2]) => dba.check(s, s.active, a);

describe('DBA MOV-06 columns', () => {
  it('DBA MOV-06: a group two elements wide may not advance into a Wood; a column may', () => {
    const s = position([...line, far], { terrain: [wood] });
    s.opt.mov06 = 'column';
    expect(isColumn(s.els.slice(0, 2))).toBe(false);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })?.rule).toBe('DBA MOV-06');
    // Clear of the wood the same line advances.
    expect(check(position([...line, far]), { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toBeNull();
    const c = position([...column, far], { terrain: [wood] });
    c.opt.mov06 = 'column';
    expect(isColumn(c.els.slice(0, 2))).toBe(true);
    expect(check(c, { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toBeNull();
  });
  it('DBA MOV-06: games recorded before the option existed (mov06 absent, read as "free") let the line through', () => {
    // Absent from the header, absent from the state: old games keep their state hashes.
    const s = dba.setup({ scenario: 'battle', options: {} });
    expect('mov06' in s.opt).toBe(false);
    const w = position([...line, far], { terrain: [wood] });
    expect(check(w, { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toBeNull();
    const t = dba.setup({ scenario: 'battle', options: Object.fromEntries(dba.options.map((o) => [o.id, o.default])) });
    expect(t.opt.mov06).toBe('column');
    const u = position([...line, far], { terrain: [wood] });
    u.opt.mov06 = 'free';
    expect(check(u, { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toBeNull();
  });
});

describe('DBA 2ND-01 item 4: columns on a road', () => {
  it('DBA 2ND-01: an element that has moved moves again along a road, not off it', () => {
    const on = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560], gen: true }, far], { terrain: [road] });
    on.els[0].moves = 1;
    expect(check(on, { k: 'move', id: 0, x: 1080, y: 860, h: 90 })).toBeNull();
    // Leaving the road on the second move is refused.
    expect(check(on, { k: 'move', id: 0, x: 1300, y: 760, h: 90 })?.rule).toBe('DBA 2ND-01');
    const off = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [300, 460], y: [500, 560], gen: true }, far], { terrain: [road] });
    off.els[0].moves = 1;
    expect(check(off, { k: 'move', id: 0, x: 380, y: 660, h: 90 })?.rule).toBe('DBA 2ND-01');
  });
  it('DBA 2ND-01: a column whose head moves along the road moves again as a group; a line does not', () => {
    const c = position([...column, far], { terrain: [road] });
    for (const e of c.els) e.moves = 1;
    expect(check(c, { k: 'group', ids: [0, 1], dist: 300, wheel: 0 })).toBeNull();
    const l = position([...line, far], { terrain: [road] });
    for (const e of l.els) e.moves = 1;
    expect(check(l, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })?.rule).toBe('DBA 2ND-01');
  });
});
