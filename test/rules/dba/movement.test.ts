// Tactical moves: MOV, DIST, ZOC, CON, BRK, 2ND, INT, RIV, PIP (spec §4.9–4.17, §7.3).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { pipCost } from '../../../src/rules/dba/pip';
import { contactPose, isGroup } from '../../../src/rules/dba/movement';
import { cornersOf } from '../../../src/rules/dba/geometry';
import { corners } from '../../../src/engine/plane';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

const wood = (x: number, y: number, l = 400, w = 300): Feature => ({ kind: 'Woods', compulsory: false, p: [x, y, l, w, 0] });
const rough = (x: number, y: number): Feature => ({ kind: 'Rough', compulsory: false, p: [x, y, 400, 300, 0] });
const check = (s: ReturnType<typeof position>, a: Parameters<typeof dba.check>[2]) => dba.check(s, s.active, a);
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };

describe('DBA DIST-02 move allowances', () => {
  it('T-MOV-1 (DBA DIST-02): a Cv whose path crosses a corner of a Wood moves at most 200 p', () => {
    const s = position([{ id: 0, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [500, 620], gen: true }, far], { terrain: [wood(1300, 800)] });
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 920, h: 90 })?.rule).toBe('DBA DIST-02');
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 810, h: 90 })).toBeNull();
    // Clear of the wood, the full 400 p.
    const t = position([{ id: 0, side: 0, base: '3Cv', f: 'N', x: [400, 560], y: [500, 620], gen: true }, far], { terrain: [wood(1300, 800)] });
    expect(check(t, { k: 'move', id: 0, x: 480, y: 1010, h: 90 })).toBeNull();
    expect(check(t, { k: 'move', id: 0, x: 480, y: 1030, h: 90 })?.rule).toBe('DBA DIST-02');
  });
  it('T-MOV-2 (DBA DIST-02): Ax move 300 p through Woods', () => {
    const s = position([{ id: 0, side: 0, base: '4Ax', f: 'N', x: [1220, 1380], y: [420, 500], gen: true }, far], { terrain: [wood(1300, 800)] });
    expect(check(s, { k: 'move', id: 0, x: 1300, y: 790, h: 90 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1300, y: 810, h: 90 })?.rule).toBe('DBA DIST-02');
  });
  it('T-MOV-3 (DBA DIST-03): Art may not enter Rough off road', () => {
    const s = position([{ id: 0, side: 0, base: 'Art', f: 'N', x: [1220, 1380], y: [340, 500], gen: true }, far], { terrain: [rough(1300, 800)] });
    expect(check(s, { k: 'move', id: 0, x: 1300, y: 690, h: 90 })?.rule).toBe('DBA DIST-03');
    expect(check(s, { k: 'move', id: 0, x: 1300, y: 600, h: 90 })).toBeNull();
  });
  it('DBA MOV-02: a single element may move obliquely and end facing any way, but not off the table (INTERP-27)', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560], gen: true }, far]);
    expect(check(s, { k: 'move', id: 0, x: 1180, y: 620, h: 45 })).toBeNull();
    const t = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [0, 160], y: [500, 560], gen: true }, far]);
    expect(check(t, { k: 'move', id: 0, x: 40, y: 560, h: 90 })?.rule).toBe('DBA MOV-02');
  });
});

describe('DBA PIP-01/PIP-02 costs', () => {
  const gen: Spec = { id: 0, side: 0, base: '3Cv', f: 'N', x: [200, 360], y: [300, 420], gen: true };
  it('T-PIP-1 (DBA PIP-02, INTERP-42): in a side\'s first bound a group with El far from the general costs 1', () => {
    const s = position([gen, { id: 1, side: 0, base: 'El', f: 'N', x: [1800, 1960], y: [300, 460] }, { id: 2, side: 0, base: 'El', f: 'N', x: [1960, 2120], y: [300, 460] }, far], { hadBound: [false, false] });
    expect(pipCost(s, [get(s, 1), get(s, 2)])).toBe(1);
  });
  it('T-PIP-2 (DBA PIP-02): later bound, a Hd 1300 p from a general in a Wood costs 4', () => {
    const s = position([gen, { id: 1, side: 0, base: '7Hd', f: 'N', x: [1720, 1880], y: [300, 420] }, far], { terrain: [wood(280, 360)] });
    expect(pipCost(s, [get(s, 1)])).toBe(4);
  });
  it('T-PIP-3 (DBA PIP-02): the general\'s own element in a Wood, moving alone, costs 1', () => {
    const s = position([gen, far], { terrain: [wood(280, 360)] });
    expect(pipCost(s, [get(s, 0)])).toBe(1);
  });
  it('T-PIP-4 (DBA PIP-02): with the general lost, a single Cv costs 2', () => {
    const s = position([{ ...gen, gen: false, id: 1 }, far]);
    expect(pipCost(s, [get(s, 1)])).toBe(2);
  });
  it('DBA PIP-01: a move costing more PIPs than remain is refused', () => {
    const s = position([gen, far], { pips: 0 });
    expect(check(s, { k: 'move', id: 0, x: 280, y: 520, h: 90 })?.rule).toBe('DBA PIP-01');
  });
});

describe('DBA MOV-03..08 groups', () => {
  const line: Spec[] = [0, 1, 2].map((i) => ({ id: i, side: 0 as const, base: '4Sp', f: 'N' as const, x: [800 + 160 * i, 960 + 160 * i] as [number, number], y: [400, 460] as [number, number], gen: i === 1 }));
  it('DBA MOV-03: side-by-side and front-to-rear neighbours facing the same way form a group', () => {
    const s = position([...line, { id: 3, side: 0, base: '4Sp', f: 'N', x: [800, 960], y: [340, 400] }, { id: 4, side: 0, base: '4Sp', f: 'E', x: [1400, 1460], y: [400, 560] }, far]);
    expect(isGroup([0, 1, 2, 3].map((i) => get(s, i)))).toBe(true);
    expect(isGroup([0, 4].map((i) => get(s, i)))).toBe(false);
  });
  it('DBA MOV-08: a group advances straight ahead or wheels forward, never backwards (INTERP-6)', () => {
    const s = position([...line, far]);
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 200, wheel: 0 })).toBeNull();
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: -50, wheel: 0 })?.rule).toBe('DBA MOV-08');
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 0, wheel: 20 })).toBeNull();
    // Wheeling 30° swings the far end of a 480 p front by 248 p: more than 200 p (DIST-02).
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 0, wheel: 30 })?.rule).toBe('DBA DIST-02');
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1, 2], dist: 100, wheel: 0 }, fixedDice([]));
    expect([0, 1, 2].map((i) => rectOf(get(t, i))[3])).toEqual([560, 560, 560]);
    expect(t.pips).toBe(5);
  });
  it('T-MOV-6 (DBA MOV-04): no group move when a member starts in contact with an enemy front', () => {
    const s = position([...line, { id: 12, side: 1, base: '4Bd', f: 'S', x: [800, 960], y: [460, 520] }]);
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 50, wheel: 0 })?.rule).toBe('DBA MOV-04');
  });
});

describe('DBA ZOC-01 zone of control', () => {
  const enemy: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [900, 960] };
  const me: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [780, 840], gen: true };
  it('DBA ZOC-01: in an enemy ZOC an element may not slide across its front', () => {
    const s = position([me, enemy]);
    expect(check(s, { k: 'move', id: 0, x: 1240, y: 840, h: 90 })?.rule).toBe('DBA ZOC-01');
  });
  it('DBA ZOC-01: it may go straight back, turn about (INTERP-8) or contact that enemy', () => {
    const s = position([me, enemy]);
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 700, h: 90 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 780, h: 270 })).toBeNull();
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })).toBeNull();
  });
  it('DBA ZOC-01: an element between them blocks the zone', () => {
    const s = position([me, enemy, { id: 1, side: 0, base: '2Ps', f: 'N', x: [1000, 1160], y: [860, 900] }]);
    // The Ps (depth 80) would overlap; use a thinner screen: a 4Sp 60 deep between.
    s.els[2] = { ...s.els[2], base: '4Sp', type: 'Sp', d: 40 };
    expect(check(s, { k: 'move', id: 0, x: 1240, y: 840, h: 90 })).toBeNull();
  });
});

describe('DBA 2ND-01 second moves', () => {
  it('T-MOV-4 (DBA 2ND-01, INTERP-50): a LH extra move ending 150 p from an enemy is illegal, 170 p legal', () => {
    const s = position([{ id: 0, side: 0, base: '2LH', f: 'N', x: [1000, 1160], y: [1000, 1120], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [1500, 1560] }]);
    s.els[0].moves = 1;
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1350, h: 90 })?.rule).toBe('DBA 2ND-01');
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1330, h: 90 })).toBeNull();
  });
  it('T-MOV-5 (DBA 2ND-01, INTERP-51): a Wb second move must end in contact', () => {
    const s = position([{ id: 0, side: 0, base: '4Wb', f: 'N', x: [1000, 1160], y: [700, 760], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [900, 960] }]);
    s.els[0].moves = 1;
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 890, h: 90 })?.rule).toBe('DBA 2ND-01');
  });
  it('DBA 2ND-01: Ps move again in their own side\'s first bound only; others once (2ND-02)', () => {
    const specs: Spec[] = [{ id: 0, side: 0, base: '2Ps', f: 'N', x: [1000, 1160], y: [400, 480], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'N', x: [400, 560], y: [400, 460] }, far];
    const s = position(specs, { hadBound: [false, false] });
    s.els[0].moves = 1; s.els[1].moves = 1;
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toBeNull();
    expect(check(s, { k: 'move', id: 1, x: 480, y: 560, h: 90 })?.rule).toBe('DBA 2ND-01');
    const t = position(specs);
    t.els[0].moves = 1;
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })?.rule).toBe('DBA 2ND-01');
  });
});

describe('DBA CON contact and BRK break-off', () => {
  const enemy: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [900, 960] };
  it('DBA CON-01: Art and WWg may not move into contact', () => {
    const s = position([{ id: 0, side: 0, base: 'Art', f: 'N', x: [1000, 1160], y: [600, 760], gen: true }, enemy]);
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })?.rule).toBe('DBA CON-01');
  });
  it('DBA CON-02: contact poses are exact (front, flank, rear), and an overlap needs an enemy in combat', () => {
    const s = position([{ id: 0, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [620, 740], gen: true }, enemy]);
    const t = dba.apply(s, 0, { k: 'contact', id: 0, target: 12, kind: 'front' }, fixedDice([]));
    expect(rectOf(get(t, 0))).toEqual([1000, 1160, 780, 900]);
    const fr = contactPose(get(s, 0), get(s, 12), 'flankR');
    expect(fr.h).toBe(0);
    expect(corners(fr, 160, 120).FR).toEqual(cornersOf(get(s, 12)).FR);
    const rr = contactPose(get(s, 0), get(s, 12), 'rear');
    expect(corners(rr, 160, 120).FL).toEqual(cornersOf(get(s, 12)).RL);
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'overlapL' })?.rule).toBe('DBA CON-02');
  });
  it('DBA CON-02: a free move may not end touching an enemy', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [700, 760], gen: true }, enemy]);
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 900, h: 90 })?.rule).toBe('DBA CON-02');
  });
  it('DBA BRK-01/BRK-02: break off at least 200 p straight back, never with an enemy on the flank', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [840, 900], gen: true }, { ...enemy, y: [900, 960] }]);
    expect(check(s, { k: 'breakOff', id: 0, dist: 200 })).toBeNull();
    expect(check(s, { k: 'breakOff', id: 0, dist: 150 })?.rule).toBe('DBA BRK-02');
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })?.rule).toBe('DBA BRK-01');
    const t = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [840, 900], gen: true }, { ...enemy, y: [900, 960] }, { id: 13, side: 1, base: '4Bd', f: 'E', x: [940, 1000], y: [740, 900] }]);
    expect(check(t, { k: 'breakOff', id: 0, dist: 200 })?.rule).toBe('DBA BRK-01');
  });
});

describe('DBA INT-01 interpenetration in tactical moves', () => {
  it('DBA INT-01: mounted may pass through Ps facing the same way; foot may not pass through foot', () => {
    const s = position([{ id: 0, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [400, 520], gen: true }, { id: 1, side: 0, base: '2Ps', f: 'N', x: [1000, 1160], y: [600, 680] }, far]);
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 820, h: 90 })).toBeNull();
    const t = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [400, 460], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560] }, far]);
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 660, h: 90 })?.rule).toBe('DBA INT-01');
  });
});

describe('DBA RIV-02 river crossing', () => {
  const river: Feature = { kind: 'River', compulsory: false, p: [1, 1200, 120] };
  it('DBA RIV-02 (INTERP-30): an unknown river must be declared first; the roll sets its nature', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [1060, 1120], gen: true }, far], { terrain: [river] });
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1200, h: 90 })?.rule).toBe('DBA RIV-02');
    const t = dba.apply(s, 0, { k: 'river' }, fixedDice([4]));
    expect(t.river).toBe('difficult');
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 1220, h: 90 })).toBeNull();
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 1240, h: 90 })?.rule).toBe('DBA DIST-02');
  });
  it('T-RIV-1 (DBA RIV-02): river "6", an element rolls 2: PIP spent, it stays, no more crossings this bound', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [1060, 1120], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'N', x: [400, 560], y: [1060, 1120] }, far], { terrain: [river] });
    const t = dba.apply(s, 0, { k: 'river' }, fixedDice([6]));
    expect(t.river).toBe('test');
    const u = dba.apply(t, 0, { k: 'move', id: 0, x: 1080, y: 1200, h: 90 }, fixedDice([2]));
    expect(rectOf(get(u, 0))).toEqual([1000, 1160, 1060, 1120]);
    expect(u.pips).toBe(5);
    expect(check(u, { k: 'move', id: 1, x: 480, y: 1200, h: 90 })?.rule).toBe('DBA RIV-02');
  });
});

describe('DBA MOV-10 dismounting', () => {
  it('DBA MOV-10 (INTERP-29): an LCh//4Bd dismounts during a move, moves as foot, +1 PIP, and moves no more', () => {
    const s = position([{ id: 0, side: 0, base: 'LCh', f: 'N', x: [1000, 1160], y: [400, 560] }, { id: 1, side: 0, base: '4Bd', f: 'N', x: [200, 360], y: [400, 460], gen: true }, far]);
    s.els[0].dismountTo = '4Bd';
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 800, h: 90, dis: true })?.rule).toBe('DBA DIST-02');
    const t = dba.apply(s, 0, { k: 'move', id: 0, x: 1080, y: 760, h: 90, dis: true }, fixedDice([]));
    expect(get(t, 0)).toMatchObject({ base: '4Bd', type: 'Bd', d: 60, dismountTo: '' });
    expect(t.pips).toBe(4);
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 800, h: 90 })?.rule).toBe('DBA 2ND-01');
    expect(check(s, { k: 'move', id: 1, x: 280, y: 560, h: 90, dis: true })?.rule).toBe('DBA MOV-10');
  });
});

describe('DBA DIST-02 roads and INTERP-10 path measure', () => {
  const road: Feature = { kind: 'Road', compulsory: false, p: [0, 1200] };
  it('DBA DIST-02 (INTERP-47): any troops but LH move 400 p along a road, 200 p off it', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [400, 460], gen: true }, far], { terrain: [road] });
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 850, h: 90 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 870, h: 90 })?.rule).toBe('DBA DIST-02');
    expect(check(s, { k: 'move', id: 0, x: 1500, y: 650, h: 90 })?.rule).toBe('DBA DIST-02');
  });
  it('DBA DIST-02 (INTERP-10): with the path option a wheel measures the arc, not the chord', () => {
    const line: Spec[] = [0, 1, 2].map((i) => ({ id: i, side: 0 as const, base: '4Sp', f: 'N' as const, x: [800 + 160 * i, 960 + 160 * i] as [number, number], y: [400, 460] as [number, number], gen: i === 1 }));
    const s = position([...line, far]);
    // The far rear corner (radius 484 p) swings 194.3 p along the arc, 193 p as the crow flies.
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 0, wheel: 23 })).toBeNull();
    s.opt.interp10 = 'path';
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 0, wheel: 23 })).toBeNull();
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 6, wheel: 23 })?.rule).toBe('DBA DIST-02');
    s.opt.interp10 = 'displacement';
    expect(check(s, { k: 'group', ids: [0, 1, 2], dist: 6, wheel: 23 })).toBeNull();
  });
});

describe('DBA BRK-03 pursuit of an element breaking off', () => {
  it('DBA BRK-03 (INTERP-9): a Wb whose opponent breaks off pursues at once, min(depth, width)', () => {
    const s = position([{ id: 0, side: 0, base: '2LH', f: 'N', x: [1000, 1160], y: [780, 900], gen: true }, { id: 12, side: 1, base: '4Wb', f: 'S', x: [1000, 1160], y: [900, 960] }]);
    const t = dba.apply(s, 0, { k: 'breakOff', id: 0, dist: 300 }, fixedDice([]));
    expect(rectOf(get(t, 0))).toEqual([1000, 1160, 480, 600]);
    expect(rectOf(get(t, 12))).toEqual([1000, 1160, 840, 900]);
  });
});

describe('DBA CON-02 group contacts', () => {
  const line: Spec[] = [0, 1].map((i) => ({ id: i, side: 0 as const, base: '4Sp', f: 'N' as const, x: [1000 + 160 * i, 1160 + 160 * i] as [number, number], y: [700, 760] as [number, number], gen: i === 0 }));
  it('DBA CON-02 / MOV-04: an aligned line advances into front contact with an aligned enemy line', () => {
    const foes: Spec[] = [12, 13].map((id, i) => ({ id, side: 1 as const, base: '4Bd', f: 'S' as const, x: [1000 + 160 * i, 1160 + 160 * i] as [number, number], y: [900, 960] as [number, number] }));
    const s = position([...line, ...foes]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 140, wheel: 0 })).toBeNull();
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1], dist: 140, wheel: 0 }, fixedDice([]));
    expect(rectOf(get(t, 1))).toEqual([1160, 1320, 840, 900]);
  });
  it('DBA CON-02: a group may not end touching an enemy out of alignment', () => {
    const s = position([...line, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1080, 1240], y: [900, 960] }]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 140, wheel: 0 })?.rule).toBe('DBA CON-02');
  });
});

describe('DBA CON-04 conforming', () => {
  const line: Spec[] = [0, 1].map((i) => ({ id: i, side: 0 as const, base: '4Sp', f: 'N' as const, x: [1000 + 160 * i, 1160 + 160 * i] as [number, number], y: [700, 760] as [number, number], gen: i === 0 }));
  it('DBA CON-04: a LH contacted out of line by an enemy group conforms to it', () => {
    const s = position([...line, { id: 12, side: 1, base: '2LH', f: 'S', x: [1080, 1240], y: [900, 1020] }]);
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1], dist: 140, wheel: 0 }, fixedDice([]));
    expect(rectOf(get(t, 12))).toEqual([1000, 1160, 900, 1020]);
  });
  it('DBA CON-04: otherwise the moving member conforms, if it has room', () => {
    const s = position([line[0], { id: 1, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [640, 700] }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1040, 1200], y: [900, 960] }]);
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1], dist: 140, wheel: 0 }, fixedDice([]));
    expect(rectOf(get(t, 0))).toEqual([1040, 1200, 840, 900]);
    expect(rectOf(get(t, 1))).toEqual([1000, 1160, 780, 840]);
  });
});

describe('DBA CON-04 conforming Psiloi: only in good going do they conform to the group', () => {
  // A column of two Sp advances 140 p; its head meets, out of line, the front of a Ps whose rear
  // lies in Dunes (x 1020..1220, y 950..1050): bad going for Ps, not for camels (TER-02).
  const column: Spec[] = [
    { id: 0, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [700, 760], gen: true },
    { id: 1, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [640, 700] },
  ];
  const ps: Spec = { id: 12, side: 1, base: '2Ps', f: 'S', x: [1040, 1200], y: [900, 980] };
  const dunes: Feature = { kind: 'Dunes', compulsory: false, p: [1120, 1000, 200, 100, 0] };
  it('DBA CON-04: a Ps in good going conforms to the group member that met it', () => {
    const t = dba.apply(position([...column, ps]), 0, { k: 'group', ids: [0, 1], dist: 140, wheel: 0 }, fixedDice([]));
    expect(rectOf(get(t, 12))).toEqual([1000, 1160, 900, 980]);
    expect(rectOf(get(t, 0))).toEqual([1000, 1160, 840, 900]);
  });
  it('DBA CON-04: a Ps partly in Dunes (bad going for it, though not for camels) stays; the member conforms to it', () => {
    const t = dba.apply(position([...column, ps], { terrain: [dunes] }), 0, { k: 'group', ids: [0, 1], dist: 140, wheel: 0 }, fixedDice([]));
    expect(rectOf(get(t, 12))).toEqual([1040, 1200, 900, 980]);
    expect(rectOf(get(t, 0))).toEqual([1040, 1200, 840, 900]);
  });
});

describe('DBA RIV-01 crossing at the same angle', () => {
  it('DBA RIV-01: an element in the river goes on straight ahead; it may not turn or slide', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 1200, 120] };
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [1150, 1210], gen: true }, far], { terrain: [river], river: 'difficult' });
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1300, h: 90 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1140, y: 1290, h: 90 })?.rule).toBe('DBA RIV-01');
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1250, h: 80 })?.rule).toBe('DBA RIV-01');
  });
});
