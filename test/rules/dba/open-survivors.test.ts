// The older open surviving mutants of the DBA rule modules (issue 12, EQUIVALENT-MUTANTS.md,
// "The older open survivors, session 10"): positions built by hand, each test citing its rule.
// Side 0 faces north (+y), side 1 faces south, unless a test says otherwise.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { groupPivot, zocHolders } from '../../../src/rules/dba/movement';
import { fpOf } from '../../../src/rules/dba/geometry';
import { canTarget } from '../../../src/rules/dba/shooting';
import { cornersOfPoly, throughCorner } from '../../../src/rules/dba/shot-geometry';
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

describe('DBA CON-05 / ZOC-01 (b): assaulting a held camp (assaultMove)', () => {
  // Side 1's camp: x 1040..1360, y 2240..2400, facing south (its outer edge y = 2240). The
  // assault pose of a Bd: front edge on that edge, centred: x 1120..1280, y 2180..2240.
  const withCamp = (specs: Spec[]) => {
    const s = position(specs);
    s.camps[1] = { owner: 1, x: 1200, y: 2240, h: 270, l: 320, dp: 160, controller: 1, everTaken: false };
    for (const e of s.els) if (e.side === 1 && e.y >= 2240) e.where = 'camp';
    return s;
  };
  const bd: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [2000, 2060], gen: true };
  const holderAtEdge: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1120, 1280], y: [2240, 2300] };
  const holderInside: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1120, 1280], y: [2300, 2360] };
  it('DBA CON-05: a holder filling its camp to the edge is touched by the assault itself, which is legal', () => {
    const s = withCamp([bd, holderAtEdge]);
    expect(check(s, { k: 'assault', id: 0, camp: 1 })).toBeNull();
    const t = dba.apply(s, 0, { k: 'assault', id: 0, camp: 1 }, fixedDice([]));
    expect(get(t, 0)).toMatchObject({ x: 1200, y: 2240, h: 90 });
  });
  it('DBA CON-02: the assault may end touching another enemy in a named relation, here flank to flank', () => {
    // Bd 13 faces north beside the assault pose, its left flank on the assailant's right flank (x = 1280).
    const s = withCamp([bd, holderInside, { id: 13, side: 1, base: '4Bd', f: 'N', x: [1280, 1440], y: [2170, 2230] }]);
    expect(check(s, { k: 'assault', id: 0, camp: 1 })).toBeNull();
    // The same enemy turned to face east touches the assailant's flank with its own rear corner: no named relation.
    const u = withCamp([bd, holderInside, { id: 13, side: 1, base: '4Bd', f: 'E', x: [1280, 1340], y: [2080, 2240] }]);
    expect(check(u, { k: 'assault', id: 0, camp: 1 })).toEqual({ rule: 'DBA CON-02', message: expect.stringMatching(/^would touch the enemy .+ without a legal contact$/) });
  });
  it('DBA 2ND-01: a Wb that has moved this bound may still assault a camp (a move into contact)', () => {
    const s = withCamp([{ ...bd, base: '4Wb' }, holderInside]);
    get(s, 0).moves = 1; get(s, 0).moved = true;
    expect(check(s, { k: 'assault', id: 0, camp: 1 })).toBeNull();
    get(s, 0).type = 'Bd'; get(s, 0).base = '4Bd';
    expect(check(s, { k: 'assault', id: 0, camp: 1 })?.rule).toBe('DBA 2ND-01');
  });
  it('DBA ZOC-01 (b): games before option sho02 "exact" release the holder\'s zone only by lining up; with it, contacting the camp releases it', () => {
    // The holder faces south inside its camp, front y 2250, x 1180..1340: its zone y 2090..2250.
    // The Bd starts in it (x 1200..1360, front 2150); the assault pose (x 1120..1280) is not lined up with it.
    const s = withCamp([{ ...bd, x: [1200, 1360], y: [2090, 2150] }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1180, 1340], y: [2250, 2310] }]);
    expect(check(s, { k: 'assault', id: 0, camp: 1 })).toEqual({ rule: 'DBA ZOC-01', message: 'in an enemy zone of control: only contact, lining up, or going back' });
    s.opt.sho02 = 'exact';
    expect(check(s, { k: 'assault', id: 0, camp: 1 })).toBeNull();
  });
});

describe('DBA ZOC-01 (a): from inside an enemy\'s zone, any contact with that enemy', () => {
  it('DBA ZOC-01: a Bd in the zone of an enemy Bd, not lined up with it, may overlap it (rulebook: "pour contacter ... un tel élément")', () => {
    // Bd 12 faces south, front y 1100, x 1000..1160 (its zone y 940..1100), in close combat with
    // Bd 1 on its flank. Bd 0 stands x 880..1040, front y 960: partly in the zone, not lined up.
    // The overlap ends x 840..1000, front y 1100, its right front corner on 12's.
    const s = position([
      { id: 0, side: 0, base: '4Bd', f: 'N', x: [880, 1040], y: [900, 960], gen: true },
      { id: 1, side: 0, base: '4Bd', f: 'W', x: [1160, 1220], y: [1100, 1260] },
      { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [1100, 1160] },
    ]);
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'overlapR' })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 920, y: 1000, h: 90 })?.rule).toBe('DBA ZOC-01'); // the same way without contact
  });
});

describe('DBA MOV-02: a pose ends as canonical integers (place)', () => {
  it('MOV-02: an element moved to x or y −0 (its front on a table edge) stands at 0, never −0', () => {
    // Facing west, its front edge on the table edge x = 0: the base lies x 0..60.
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [100, 160], y: [1000, 1160], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2000, 2060] }]);
    const t = dba.apply(s, 0, { k: 'move', id: 0, x: -0, y: 1080, h: 180 }, fixedDice([]));
    expect(Object.is(get(t, 0).x, 0)).toBe(true);
    expect(get(t, 0)).toMatchObject({ y: 1080, h: 180 });
    // Facing south, its front on the edge y = 0: y −0 is stored as 0 too.
    const u = position([{ id: 0, side: 0, base: '4Bd', f: 'S', x: [1000, 1160], y: [100, 160], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2000, 2060] }]);
    const v = dba.apply(u, 0, { k: 'move', id: 0, x: 1080, y: -0, h: 270 }, fixedDice([]));
    expect(Object.is(get(v, 0).y, 0)).toBe(true);
  });
});

describe('DBA ZOC-01 with the older shadow (sho02 absent): who blocks a zone (zocHolders)', () => {
  // Bd 12 faces south, front y 1100, x 1000..1160: its zone is y 940..1100.
  const bd12: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [1100, 1160] };
  it('ZOC-01: an element beside the enemy, turned so that a corner lies in front of its front edge, is in its zone (the enemy never shadows its own zone)', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60], gen: true }, bd12]);
    Object.assign(get(s, 0), { x: 1225, y: 1122, h: 110 }); // corners (1300, 1149), (1150, 1095), (1171, 1039), (1321, 1093)
    expect(zocHolders(s, get(s, 0), fpOf(get(s, 0))).map((e) => e.id)).toEqual([12]);
  });
  it('ZOC-01 (INTERP-8, option mov02 "waypoint"): the mover where it started does not shadow the zone its second leg enters', () => {
    // A Cv beside the enemy (x 1170..1330, y 1090..1210) goes east to a waypoint, then back west
    // into the zone (x 1100..1260, front y 960). Its starting place lies between the enemy's
    // front and the second leg, which must still end lined up.
    const s = position([{ id: 0, side: 0, base: '3Cv', f: 'N', x: [1170, 1330], y: [1090, 1210], gen: true }, bd12]);
    s.opt.mov02 = 'waypoint';
    expect(check(s, { k: 'move', id: 0, x: 1180, y: 960, h: 90, via: { x: 1480, y: 1100, h: 90 } })).toEqual({ rule: 'DBA ZOC-01', message: 'in or through an enemy zone of control, a waypoint move must end lined up with that enemy' });
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 960, h: 90, via: { x: 1480, y: 1100, h: 90 } })).toBeNull(); // lined up
  });
});

describe('DBA TER-04 (option ter04corner): a sightline through a corner of a Wood', () => {
  // Found with the Oasis mutants above: the Wood 600 × 200 p centred at x 640 has a corner at
  // (640, 1100) and (640, 1300), on the sightline x = 640 of this Art's shot at a Pk 400 p ahead.
  const art: Spec = { id: 0, side: 0, base: 'Art', f: 'N', x: [560, 720], y: [840, 1000] };
  const pk: Spec = { id: 12, side: 1, base: '4Pk', f: 'S', x: [560, 720], y: [1400, 1460] };
  const shot = (cx: number, corner?: string) => {
    const s = position([art, pk], { terrain: [{ kind: 'Woods', compulsory: false, p: [cx, 1200, 600, 200, 0] }] });
    s.opt.sho02 = 'exact';
    if (corner) s.opt.ter04corner = corner;
    return canTarget(s, get(s, 0), get(s, 12));
  };
  it('DBA TER-04: "whole" (rules as written): the Wood blocks though one sightline passes exactly through two of its corners', () => {
    expect(shot(640, 'whole')).toBe(false);
    expect(shot(630, 'whole')).toBe(false);
  });
  it('DBA TER-04: "edges" and games recorded before the option: that sightline was left open, the shot allowed', () => {
    expect(shot(640, 'edges')).toBe(true);
    expect(shot(640)).toBe(true);
    expect(shot(630)).toBe(false); // 10 p aside no corner lies on a sightline: blocked either way
  });
  it('DBA TER-04: a line through a corner enters the outline only when the corner\'s neighbours lie on either side of it', () => {
    const sq = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    const corners = cornersOfPoly(sq);
    const through = (a: { x: number; y: number }, b: { x: number; y: number }) => corners.some((k) => throughCorner(a, b, k));
    expect(through({ x: -5, y: -5 }, { x: 15, y: 15 })).toBe(true); // the diagonal, into the square
    expect(through({ x: -5, y: 5 }, { x: 5, y: -5 })).toBe(false); // grazes the corner (0, 0) from outside
    expect(through({ x: -5, y: 0 }, { x: 15, y: 0 })).toBe(false); // along an edge
    expect(through({ x: -5, y: -5 }, { x: 0, y: 0 })).toBe(false); // ends at the corner
  });
});
