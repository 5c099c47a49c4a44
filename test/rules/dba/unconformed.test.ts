// Touches the rules leave unconformed, and how dba.invariants tells them from illegal
// ones: DBA PUR-01 / INTERP-19 (a pursuer stops at first contact, option pur01 records
// it) and DBA CC-03 (turning to face conforms nothing else). Positions reproduce the
// packet fuzz's seeds 27 and 259 found with the old broad exemptions removed.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { f2f } from '../../../src/rules/dba/geometry';
import { noteTouches, pursue, recoil } from '../../../src/rules/dba/moves-outcome';
import { fixedDice, get, position, type Spec } from './helpers';

const inv = (s: ReturnType<typeof position>) => dba.invariants!(s);

// Seed 27, bound 11: HCh (Kn) 0 (facing north) destroys Cv 13 in front of it and pursues
// 160 p; its front edge ends on the flank of Sp 16, 28 p from Sp 16's front corner.
const kn: Spec = { id: 0, side: 0, base: 'HCh', f: 'N', x: [1274, 1434], y: [560, 720] };
const sp: Spec = { id: 16, side: 1, base: '4Sp', f: 'W', x: [1246, 1306], y: [880, 1040] };

function pursuit(pur01: boolean) {
  const s = position([kn, sp]);
  if (pur01) { s.opt.pur01 = 'record'; s.unconformed = []; }
  pursue(s, get(s, 0), [], fixedDice([]));
  return s;
}

describe('DBA PUR-01 / INTERP-19: a pursuer stopping at contact', () => {
  it('DBA PUR-01: the Kn pursues its full 160 p and stops touching the Sp flank, unconformed (INTERP-19)', () => {
    const s = pursuit(true);
    expect(get(s, 0).y).toBe(880);
    expect(get(s, 0).h).toBe(90);
    // INTERP-19: no conforming, and the touch is recorded with both poses.
    expect(s.unconformed).toEqual([[0, 1354, 880, 90, 16, 1246, 960, 180]]);
    expect(inv(s)).toEqual([]);
  });
  it('DBA CON-02: once either element has moved, the same kind of touch is reported (the record no longer holds)', () => {
    const s = pursuit(true);
    get(s, 16).x += 4; get(s, 16).y += 0; // Sp 16 shifted east: still touching the Kn front, out of line
    expect(inv(s)).toEqual(['DBA CON-02: elements 0 and 16 touch without a legal contact']);
    // And an unrecorded touch by a pursuing type is reported in a game naming pur01.
    const t = position([{ ...kn, y: [720, 880] }, sp]);
    t.opt.pur01 = 'record'; t.unconformed = [];
    expect(inv(t)).toHaveLength(1);
  });
  it('DBA PUR-01: games recorded before option pur01 keep no record (their hashes stay), and every touch by a pursuing type stays exempt', () => {
    const s = pursuit(false);
    expect(get(s, 0).y).toBe(880);
    expect('unconformed' in s).toBe(false);
    expect(inv(s)).toEqual([]);
    expect(dba.setup({ scenario: 'battle', options: { pur01: 'record' } }).unconformed).toEqual([]);
    expect('unconformed' in dba.setup({ scenario: 'battle', options: {} })).toBe(false);
  });
});

describe('DBA PUR-01 / REC-01: a recoil along a pursuer\'s front', () => {
  it('DBA REC-01: an element touched by a pursuer that recoils straight back along the pursuer\'s front is left touching it, recorded again (fuzz seed 147)', () => {
    // HCh 0 (facing east) pursues 160 p and stops with its front on the left flank of LCh 12 (facing north).
    const s = position([{ id: 0, side: 0, base: 'HCh', f: 'E', x: [1040, 1200], y: [1053, 1213] }, { id: 12, side: 1, base: 'LCh', f: 'N', x: [1360, 1520], y: [1164, 1324] }]);
    s.opt.pur01 = 'record'; s.unconformed = [];
    pursue(s, get(s, 0), [], fixedDice([]));
    expect(s.unconformed).toEqual([[0, 1360, 1133, 0, 12, 1440, 1324, 90]]);
    // Later in the same combat phase LCh 12 loses its own fight and recoils 160 p, its flank sliding along the HCh front.
    recoil(s, get(s, 12), fixedDice([]), false);
    expect(get(s, 12).y).toBe(1164);
    // REC-01: the recoil conforms nothing either; the touch it leaves is recorded at the new poses.
    expect(s.unconformed).toEqual([[12, 1440, 1164, 90, 0, 1360, 1133, 0]]);
    expect(inv(s)).toEqual([]);
  });
});

// Seed 259, bound 16: LCh (Cv) 14 (facing west) has its front on the right flank of Sp 6,
// which is in frontal combat with Bd 20; Bd 7 contacts Cv 14's rear. At the end of the
// movement phase Cv 14 turns about (CC-03) and is left with its rear edge along Sp 6's flank.
const sp6: Spec = { id: 6, side: 0, base: '3Sp', f: 'N', x: [720, 880], y: [796, 876] };
const bd20: Spec = { id: 20, side: 1, base: '4Bd', f: 'S', x: [720, 880], y: [876, 936] };
const cv14: Spec = { id: 14, side: 1, base: 'LCh', f: 'W', x: [880, 1040], y: [716, 876] };
const bd7: Spec = { id: 7, side: 0, base: '4Bd', f: 'W', x: [1040, 1100], y: [716, 876] };

describe('DBA CC-03: the touch a turn to face leaves', () => {
  it('DBA CC-03: a flank attacker contacted in the rear turns about and is left rear-to-flank with its old target, recorded (option pur01)', () => {
    const s = position([sp6, bd20, cv14, bd7]);
    s.opt.pur01 = 'record'; s.unconformed = [];
    get(s, 14).stamp = 1;
    const t = dba.apply(s, 0, { k: 'endMove' }, fixedDice([]));
    expect(get(t, 14).h).toBe(0);
    expect(t.unconformed).toEqual([[14, 1040, 796, 0, 6, 800, 876, 90]]);
    expect(inv(t)).toEqual([]);
    // The record outlives the frontal combats that made the touch (fuzz seed 43): with Bd 7 and Bd 20 gone it still holds.
    get(t, 7).status = 'dead'; get(t, 20).status = 'dead';
    expect(inv(t)).toEqual([]);
    // Unrecorded, the same touch is a fault.
    t.unconformed = [];
    expect(inv(t)).toEqual(['DBA CON-02: elements 6 and 14 touch without a legal contact']);
  });
  it('DBA CC-03: in games recorded before option pur01, a turned element front to front with its attacker may touch its old target side or rear on', () => {
    const s = position([sp6, bd20, cv14, bd7]);
    get(s, 14).stamp = 1; // Bd 7 contacted Cv 14's rear
    const t = dba.apply(s, 0, { k: 'endMove' }, fixedDice([]));
    expect(get(t, 14).h).toBe(0);
    expect(f2f(get(t, 14), get(t, 7))).toBe(true);
    // Sp 6's right flank now lies along Cv 14's rear edge: no front edge in it, so no combat.
    expect(inv(t)).toEqual([]);
  });
  it('DBA CON-02: a front edge touching out of line stays a fault even for an element front to front with another enemy', () => {
    const cv: Spec = { id: 3, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [500, 580] };
    const attacker: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [580, 640] };
    // Facing west, its front edge (x = 1160, y 440..600) along cv's right flank, corners apart.
    const beside: Spec = { id: 14, side: 1, base: '4Bd', f: 'W', x: [1160, 1220], y: [420, 580] };
    expect(inv(position([cv, attacker, { ...beside, y: [440, 600] }]))).toEqual(['DBA CON-02: elements 3 and 14 touch without a legal contact']);
  });
});

describe('DBA GAR-02 / INTERP-41: a base in a camp', () => {
  it('DBA GAR-02: an element placed in a camp may touch an enemy base out of line (fuzz seed 64); outside a camp the same touch is a fault', () => {
    // LCh 12 (facing west) with its front 20 p out of line against the rear of Sp 8 (facing west).
    const sp8: Spec = { id: 8, side: 0, base: '3Sp', f: 'W', x: [1860, 1940], y: [400, 560] };
    const cv12: Spec = { id: 12, side: 1, base: 'LCh', f: 'W', x: [1940, 2100], y: [420, 580] };
    const s = position([sp8, cv12]);
    s.opt.pur01 = 'record'; s.unconformed = [];
    expect(inv(s)).toEqual(['DBA CON-02: elements 8 and 12 touch without a legal contact']);
    get(s, 12).where = 'enemyCamp';
    expect(inv(s)).toEqual([]);
  });
});

describe('DBA PUR-01: a touch between bases of different sizes a degree apart', () => {
  it('DBA CON-02: the record is made whichever base the edge test starts from (fuzz seed 681: HCh at 181° stopping against a 3Sp at 0°)', () => {
    const s = position([{ id: 7, side: 0, base: '3Sp', f: 'E', x: [0, 80], y: [0, 160] }, { id: 12, side: 1, base: 'HCh', f: 'W', x: [400, 560], y: [400, 560], gen: true }]);
    s.opt.pur01 = 'record'; s.unconformed = [];
    Object.assign(get(s, 7), { x: 876, y: 960, h: 0 });
    Object.assign(get(s, 12), { x: 876, y: 848, h: 181 });
    expect(inv(s)).toEqual(['DBA CON-02: elements 7 and 12 touch without a legal contact']);
    noteTouches(s, [get(s, 12)]); // the pursuer just stopped
    expect(s.unconformed).toEqual([[12, 876, 848, 181, 7, 876, 960, 0]]);
    expect(inv(s)).toEqual([]);
  });
});
