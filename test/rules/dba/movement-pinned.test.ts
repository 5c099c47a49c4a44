// movement.ts pinned on hand-built positions (DIST-02, INTERP-47, ...): each test fails when
// its rule is switched off. Written against `npm run mutate -- dba src/rules/dba/movement.ts:<range>` (issue 12).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { campAt } from '../../../src/rules/dba/setup';
import { CONTACT_KINDS, contactPose, linedUp, maxCornerShift, sweptArea } from '../../../src/rules/dba/movement';
import { dirN, hull, type Pose } from '../../../src/engine/plane';
import { fpAt, fpOf } from '../../../src/rules/dba/geometry';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const roadSN = (x: number): Feature => ({ kind: 'Road', compulsory: false, p: [0, x] });
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
const check = (s: ReturnType<typeof position>, a: Parameters<typeof dba.check>[2]) => dba.check(s, s.active, a);

describe('DBA DIST-02 / INTERP-47 the road rate', () => {
  it('INTERP-47: a move that starts across the road, not on it, is at the off-road rate though it sweeps only the road', () => {
    // A Bd faces east with its front 50 p beyond the centreline of a road running north (x = 1200):
    // its front edge does not cross the centreline, so it is not on the road, yet every corner
    // of its sweep to a pose astride the road lies within the road's 160 p half-width.
    const across: Spec = { id: 0, side: 0, base: '4Bd', f: 'E', x: [1190, 1250], y: [400, 560], gen: true };
    const s = position([across, far], { terrain: [roadSN(1200)] });
    // Corner FR goes from (1250, 400) to (1280, 780): 381 p, over 200 p off the road.
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 780, h: 90 })).toMatchObject({ rule: 'DBA DIST-02' });
    expect(check(s, { k: 'move', id: 0, x: 1200, y: 580, h: 90 })).toBeNull(); // FR 183 p
    // The same element starting astride the road (facing north) goes 320 p along it.
    const along = position([{ ...across, f: 'N', x: [1120, 1280], y: [400, 460] }, far], { terrain: [roadSN(1200)] });
    expect(check(along, { k: 'move', id: 0, x: 1200, y: 780, h: 90 })).toBeNull();
  });
  it('DBA DIST-02: an element standing on a road enters a camp at the off-road rate (the approach is not a road move)', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [820, 980], y: [2100, 2160], gen: true }], { terrain: [roadSN(900)] });
    s.camps[1] = campAt(s, 1, 1200); // x 1040..1360, y 2240..2400: 100 p away
    s.camps[1]!.controller = 1;
    const t = dba.apply(s, 0, { k: 'enterCamp', id: 0, camp: 1 }, fixedDice([]));
    expect(get(t, 0).where).toBe('enemyCamp');
    expect(t.camps[1]!.controller).toBe(0);
    // 257 p away on the same road: beyond the 200 p of a Bd off the road (a camp is never on a road, CAMP-01).
    const u = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [820, 980], y: [1930, 1990], gen: true }], { terrain: [roadSN(900)] });
    u.camps[1] = campAt(u, 1, 1200);
    expect(check(u, { k: 'enterCamp', id: 0, camp: 1 })).toMatchObject({ rule: 'DBA DIST-02' });
  });
});

describe('DBA CON-02 (spec §8.6) exact contact poses', () => {
  it('DBA CON-02: each kind of contact puts the mover\'s front edge exactly on the named edge or corner of the target', () => {
    // Bd 12 faces south, front edge y = 900 from x = 1000 (its right) to 1160 (its left).
    const s = position([{ id: 0, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [620, 740] }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [900, 960] }]);
    const poses = Object.fromEntries(CONTACT_KINDS.map((k) => [k, contactPose(get(s, 0), get(s, 12), k)]));
    expect(poses).toEqual({
      front: { x: 1080, y: 900, h: 90 }, // facing it, front to front
      flankL: { x: 1160, y: 980, h: 180 }, // facing west onto its left flank, front corner on its front corner
      flankR: { x: 1000, y: 980, h: 0 }, // facing east onto its right flank
      rear: { x: 1080, y: 960, h: 270 }, // against its rear edge, facing the way it faces
      overlapL: { x: 1240, y: 900, h: 90 }, // beside its left front corner, facing its front
      overlapR: { x: 920, y: 900, h: 90 }, // beside its right front corner
    });
  });
});

describe('G-LINEUP lining up with an enemy (ZOC-01)', () => {
  const enemyAt = (h: number) => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [400, 460] }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [900, 960] }]);
    get(s, 12).h = h;
    return { s, a: get(s, 0), b: get(s, 12) };
  };
  it('DBA ZOC-01 (G-LINEUP): facing it, laterally aligned within 1 p, and within 1 BW', () => {
    const { a, b } = enemyAt(270);
    expect(linedUp({ x: 1080, y: 740, h: 90 }, a, b)).toBe(true); // 160 p = 1 BW short of its front
    expect(linedUp({ x: 1080, y: 739, h: 90 }, a, b)).toBe(false); // 161 p
    expect(linedUp({ x: 1081, y: 800, h: 90 }, a, b)).toBe(true); // 1 p aside
    expect(linedUp({ x: 1082, y: 800, h: 90 }, a, b)).toBe(false); // 2 p aside
    expect(linedUp({ x: 1079, y: 800, h: 90 }, a, b)).toBe(true);
    expect(linedUp({ x: 1078, y: 800, h: 90 }, a, b)).toBe(false);
    expect(linedUp({ x: 1080, y: 800, h: 270 }, a, b)).toBe(false); // not facing it
    expect(linedUp({ x: 1080, y: 800, h: 91 }, a, b)).toBe(false);
  });
  it('DBA ZOC-01 (G-LINEUP): at a diagonal facing, the lateral offset is measured across the enemy\'s facing', () => {
    const { a, b } = enemyAt(225);
    const f = contactPose(a, b, 'front');
    const back = dirN(f.h + 180, 100);
    expect(linedUp({ x: f.x + back.x, y: f.y + back.y, h: f.h }, a, b)).toBe(true);
    const aside = dirN(f.h + 90, 10);
    expect(linedUp({ x: f.x + back.x + aside.x, y: f.y + back.y + aside.y, h: f.h }, a, b)).toBe(false);
  });
});

describe('DBA DIST-02 / INTERP-47 on the road, its edges', () => {
  it('INTERP-47: a base whose front corner lies on the centreline, its centre half a base from it, is on the road', () => {
    const edge = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1200, 1360], y: [400, 460], gen: true }, far], { terrain: [roadSN(1200)] });
    expect(check(edge, { k: 'move', id: 0, x: 1280, y: 780, h: 90 })).toBeNull(); // 320 p at the road rate
    // Facing south, the same base has its right front corner on the centreline and its left one east of it.
    const south = position([{ id: 0, side: 0, base: '4Bd', f: 'S', x: [1200, 1360], y: [1940, 2000], gen: true }, far], { terrain: [roadSN(1200)] });
    expect(check(south, { k: 'move', id: 0, x: 1280, y: 1620, h: 270 })).toBeNull(); // 320 p at the road rate
    const off = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1201, 1361], y: [400, 460], gen: true }, far], { terrain: [roadSN(1200)] });
    expect(check(off, { k: 'move', id: 0, x: 1281, y: 780, h: 90 })).toMatchObject({ rule: 'DBA DIST-02' });
  });
  it('INTERP-47: a road running east-west (its centreline y = 1200) is followed at the road rate', () => {
    const roadWE: Feature = { kind: 'Road', compulsory: false, p: [1, 1200] };
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [400, 460], y: [1120, 1280], gen: true }, far], { terrain: [roadWE] });
    expect(check(s, { k: 'move', id: 0, x: 860, y: 1200, h: 0 })).toBeNull(); // 400 p
    expect(check(s, { k: 'move', id: 0, x: 861, y: 1200, h: 0 })).toMatchObject({ rule: 'DBA DIST-02' });
    // Across that road (facing north over it) is no road move: 200 p.
    const t = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [1100, 1160], gen: true }, far], { terrain: [roadWE] });
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 1360, h: 90 })).toBeNull();
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 1361, h: 90 })).toMatchObject({ rule: 'DBA DIST-02' });
  });
});

describe('DBA DIST-02 / MOV-09 allowances in bad going and rivers', () => {
  it('DBA TER-02: Dunes are good going for camels (a Cm moves 400 p through them), bad for a Cv (200 p)', () => {
    const dunes: Feature = { kind: 'Dunes', compulsory: false, p: [1080, 700, 400, 300, 0] };
    const mk = (base: string) => position([{ id: 0, side: 0, base, f: 'N', x: [1000, 1160], y: [380, 500], gen: true }, far], { terrain: [dunes] });
    expect(check(mk('3Cm'), { k: 'move', id: 0, x: 1080, y: 900, h: 90 })).toBeNull();
    expect(check(mk('3Cv'), { k: 'move', id: 0, x: 1080, y: 900, h: 90 })).toMatchObject({ rule: 'DBA DIST-02' });
    expect(check(mk('3Cv'), { k: 'move', id: 0, x: 1080, y: 700, h: 90 })).toBeNull();
  });
  it('DBA MOV-09: an easy river does not cap a move at 100 p; a difficult one does', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 900, 120] };
    const mk = (r: 'easy' | 'difficult') => position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [780, 840], gen: true }, far], { terrain: [river], river: r });
    expect(check(mk('easy'), { k: 'move', id: 0, x: 1080, y: 1040, h: 90 })).toBeNull(); // 200 p, front through the river
    expect(check(mk('difficult'), { k: 'move', id: 0, x: 1080, y: 1040, h: 90 })).toMatchObject({ rule: 'DBA DIST-02' });
    expect(check(mk('difficult'), { k: 'move', id: 0, x: 1080, y: 940, h: 90 })).toBeNull(); // 100 p
  });
});

describe('DBA DIST-02 / MOV-02 the area swept and the corners measured', () => {
  it('DBA MOV-02: the swept area is that of this start and this end, whichever one coordinate changed since the last call', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [400, 460] }]);
    const e = get(s, 0);
    const fresh = (x: typeof e, to: Pose) => hull([...fpOf(x), ...fpAt(to, x.w, x.d)]);
    const to: Pose = { x: 1080, y: 600, h: 90 };
    const variants: [typeof e, Pose][] = [
      [e, to], [{ ...e, x: 1090 }, to], [{ ...e, y: 450 }, to], [{ ...e, h: 80 }, to], [{ ...e, w: 120 }, to], [{ ...e, d: 80 }, to],
      [e, { ...to, x: 1100 }], [e, { ...to, y: 620 }], [e, { ...to, h: 100 }],
    ];
    let prev = sweptArea(variants[0][0], variants[0][1]);
    for (const [x, p] of variants.slice(1)) {
      sweptArea(e, to); // the cache now holds the base case
      const got = sweptArea(x, p);
      expect(got).toEqual(fresh(x, p));
      expect(got).not.toEqual(prev);
      prev = sweptArea(e, to);
    }
  });
  it('DBA DIST-02 (INTERP-10): the largest straight displacement of any one corner, squared', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [400, 460] }]);
    const e = get(s, 0); // FL (1000, 460), FR (1160, 460), RL (1000, 400), RR (1160, 400)
    expect(maxCornerShift(e, { x: 1080, y: 460, h: 90 })).toBe(0);
    expect(maxCornerShift(e, { x: 1083, y: 464, h: 90 })).toBe(25); // every corner 3-4-5
    // A pivot of 90° right about FR: FL swings to (1160, 620), RL to (1100, 620): 100² + 220².
    expect(maxCornerShift(e, { x: 1160, y: 540, h: 0 })).toBe(100 * 100 + 220 * 220);
    // The same pivot about FL, to the left: RR (1160, 400) goes to (1060, 620).
    expect(maxCornerShift(e, { x: 1000, y: 540, h: 180 })).toBe(100 * 100 + 220 * 220);
    // A pivot of 90° right about RL: FR, the farthest corner, goes to (1060, 240).
    expect(maxCornerShift(e, { x: 1060, y: 320, h: 0 })).toBe(100 * 100 + 220 * 220);
    // A pivot of 90° left about RR: FL goes to (1100, 240).
    expect(maxCornerShift(e, { x: 1100, y: 320, h: 180 })).toBe(100 * 100 + 220 * 220);
    // Straight back 10 p, turned about: the front corners cross over (FL to (1160, 390)).
    expect(maxCornerShift(e, { x: 1080, y: 340, h: 270 })).toBe(160 * 160 + 120 * 120);
  });
});

describe('DBA MOV-01 / ARMY-03 / GAR-08 / PIP-01 / DEP-07 who may move, and paying for it', () => {
  const mk = () => position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [400, 460], gen: true }, far]);
  it('DBA MOV-01: only an element of one\'s own side on the table moves', () => {
    const notOurs = { rule: 'DBA MOV-01', message: 'not an element of yours on the table' };
    expect(check(mk(), { k: 'move', id: 23, x: 2080, y: 2100, h: 270 })).toEqual(notOurs);
    const s = mk();
    get(s, 0).status = 'reserve';
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toEqual(notOurs);
  });
  it('DBA ARMY-03: camp followers never leave their camp; GAR-08: a sacking element stays', () => {
    const s = mk();
    get(s, 0).follower = true;
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toEqual({ rule: 'DBA ARMY-03', message: 'camp followers never leave their camp' });
    const t = mk();
    get(t, 0).where = 'sack';
    expect(check(t, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toEqual({ rule: 'DBA GAR-08', message: 'a sacking element stays until released' });
  });
  it('DBA PIP-01: a move costing exactly the PIPs left is paid; DEP-07: with a landing to come, 1 PIP is kept', () => {
    const s = mk();
    s.pips = 1;
    const t = dba.apply(s, 0, { k: 'move', id: 0, x: 1080, y: 600, h: 90 }, fixedDice([]));
    expect(t.pips).toBe(0);
    const none = mk();
    none.pips = 0;
    expect(check(none, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toEqual({ rule: 'DBA PIP-01', message: 'this move costs 1 PIPs, 0 left' });
    const u = mk();
    u.pips = 1;
    u.landing[0] = [5];
    expect(check(u, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toEqual({ rule: 'DBA DEP-07', message: 'keep 1 PIP for the landing (INTERP-4)' });
    u.pips = 2;
    expect(dba.apply(u, 0, { k: 'move', id: 0, x: 1080, y: 600, h: 90 }, fixedDice([])).pips).toBe(1);
    u.landing[0] = [];
    u.landing[1] = [5]; // the other side's landing keeps nothing back
    u.pips = 1;
    expect(check(u, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toBeNull();
  });
});

describe('DBA MOV-10 / 2ND-01 dismounting and second moves', () => {
  it('DBA MOV-10: no dismounting where the foot base would overlap another element', () => {
    // An LCh (160 p deep) dismounts to a 4Bd (60 p) with the same front edge (INTERP-29).
    const s = position([{ id: 0, side: 0, base: 'LCh', f: 'N', x: [1000, 1160], y: [400, 560] }, { id: 1, side: 0, base: '4Bd', f: 'N', x: [200, 360], y: [400, 460], gen: true }, far]);
    get(s, 0).dismountTo = '4Bd';
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 700, h: 90, dis: true })).toBeNull();
    get(s, 1).x = 1080; get(s, 1).y = 530; // a friend overlapping the front 30 p, where the foot base goes
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 700, h: 90, dis: true })).toEqual({ rule: 'DBA MOV-10', message: 'no room for the foot base' });
    get(s, 1).x = 280; get(s, 1).y = 460;
    get(s, 0).dismountTo = ''; // a base with no foot equivalent
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 700, h: 90, dis: true })).toEqual({ rule: 'DBA MOV-10', message: 'this element may not dismount' });
  });
  it('DBA MOV-10: dismounting marks the element as dismounted this bound; an ordinary move of the same element does not', () => {
    const mk = () => {
      const s = position([{ id: 0, side: 0, base: 'LCh', f: 'N', x: [1000, 1160], y: [400, 560], gen: true }, far]);
      get(s, 0).dismountTo = '4Bd';
      return s;
    };
    const d = dba.apply(mk(), 0, { k: 'move', id: 0, x: 1080, y: 700, h: 90, dis: true }, fixedDice([]));
    expect(get(d, 0)).toMatchObject({ base: '4Bd', type: 'Bd', d: 60, dismountTo: '', dismountedNow: true, moves: 1 });
    const m = dba.apply(mk(), 0, { k: 'move', id: 0, x: 1080, y: 700, h: 90 }, fixedDice([]));
    expect(get(m, 0)).toMatchObject({ base: 'LCh', dismountTo: '4Bd', dismountedNow: false, moves: 1 });
  });
  it('DBA 2ND-01: an element that dismounted this bound moves no more, even a Ps in its first bound', () => {
    const s = position([{ id: 0, side: 0, base: '2Ps', f: 'N', x: [1000, 1160], y: [400, 480], gen: true }, far], { hadBound: [false, false] });
    get(s, 0).moves = 1;
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toBeNull();
    get(s, 0).dismountedNow = true;
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 600, h: 90 })).toMatchObject({ rule: 'DBA 2ND-01' });
  });
  it('DBA 2ND-01: SCh, like Wb, move again only into contact', () => {
    const s = position([{ id: 0, side: 0, base: 'SCh', f: 'N', x: [1000, 1160], y: [600, 760], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [900, 960] }]);
    get(s, 0).moves = 1;
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 880, h: 90 })).toMatchObject({ rule: 'DBA 2ND-01' });
    const t = position([{ id: 0, side: 0, base: '3Kn', f: 'N', x: [1000, 1160], y: [640, 760], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [900, 960] }]);
    get(t, 0).moves = 1;
    expect(check(t, { k: 'contact', id: 0, target: 12, kind: 'front' })).toMatchObject({ rule: 'DBA 2ND-01' });
  });
});
