// DBA REC-02 (option rec02): a recoil pushes back the friends it meets, not a neighbour
// it slides past. Found by the DBA 1,000-game fuzz with the steady bot that puts bases
// beside fighting friends (seeds 614 and 762): at 105°, a Warband recoiling beside a
// Cavalry base grazed it by a pace of rounding, "pushed" it back by the rest of its
// recoil less one pace, and the two ended overlapping (invariant MOV-02).
import { describe, expect, it } from 'vitest';
import { recoil } from '../../../src/rules/dba/moves-outcome';
import { CAMP_D, CAMP_L } from '../../../src/rules/dba/camp';
import { fpAt, fpOf } from '../../../src/rules/dba/geometry';
import { overlaps } from '../../../src/engine/plane';
import { fixedDice, get, position, type Spec } from './helpers';
import { dba, type DbaState } from '../../../src/rules/dba';

// The bases of fuzz seed 614, packet 19: Wb #21 and Cv #13 side by side, both facing 105°.
function seed614(rec02?: string): DbaState {
  const spec = (id: number, base: string): Spec => ({ id, side: 1, base, f: 'N', x: [0, 160], y: [0, 60] });
  const s = position([spec(21, '4Wb'), spec(13, '3Cv')]);
  Object.assign(get(s, 21), { x: 454, y: 818, h: 105 });
  Object.assign(get(s, 13), { x: 608, y: 860, h: 105, d: 160 });
  if (rec02) s.opt.rec02 = rec02;
  return s;
}

describe('DBA REC-02 (option rec02): friends met, not neighbours slid past', () => {
  it('"met" (rules as written): the Cavalry beside the recoiling Warband stays where it is, and they do not overlap', () => {
    const s = seed614('met');
    const ctx = fixedDice([]);
    expect(recoil(s, get(s, 21), ctx, false)).toBe(true);
    expect(ctx.events.some((e) => e.t === 'pushBack')).toBe(false);
    expect(get(s, 13)).toMatchObject({ x: 608, y: 860, h: 105 });
    // Its 60 paces straight back would end at (470, 760), grazing the Cavalry by more than the
    // 1-pace rounding tolerance; it ends at the nearest whole-pace correction clear of it.
    const w = get(s, 21);
    expect(w.h).toBe(105);
    expect(Math.abs(w.x - 470) + Math.abs(w.y - 760)).toBeGreaterThan(0);
    expect(Math.max(Math.abs(w.x - 470), Math.abs(w.y - 760))).toBeLessThanOrEqual(2);
    expect(overlaps(fpOf(get(s, 21)), fpOf(get(s, 13)))).toBe(false);
  });

  it('"met": the same recoil with the Cavalry gone ends exactly 60 paces back (no correction without a graze)', () => {
    const s = seed614('met');
    get(s, 13).status = 'dead';
    recoil(s, get(s, 21), fixedDice([]), false);
    expect(get(s, 21)).toMatchObject({ x: 470, y: 760, h: 105 });
  });

  it('"pushed" (games recorded before the option, read when the header lacks it): the grazed neighbour is pushed and the two overlap', () => {
    for (const s of [seed614(), seed614('pushed')]) {
      const ctx = fixedDice([]);
      recoil(s, get(s, 21), ctx, false);
      expect(ctx.events).toContainEqual(expect.objectContaining({ t: 'pushBack', rule: 'DBA REC-02', el: 13, by: 21 }));
      expect(get(s, 13)).toMatchObject({ x: 623, y: 803 });
      expect(overlaps(fpOf(get(s, 21)), fpOf(get(s, 13)))).toBe(true);
    }
  });

  // A friend squarely behind, touching the rear edge, is met and pushed back by the whole
  // recoil, at every heading: the pace of tolerance it gets under "met" is made up.
  for (const h of [90, 105, 135, 180, 253, 285, 300]) {
    it(`a Warband touching the rear of a recoiling Warband at ${h}° is pushed back the full recoil, and they end touching, not overlapping`, () => {
      for (const rec02 of ['met', 'pushed']) { // the same either way
        const spec = (id: number): Spec => ({ id, side: 0, base: '4Wb', f: 'N', x: [0, 160], y: [0, 60] });
        const s = position([spec(1), spec(2)]);
        s.opt.rec02 = rec02;
        const c = { x: 1000, y: 1000 };
        // Pose (x, y) is the middle of the front edge: the rear friend's front edge is the first's rear edge.
        const back = (h + 180) % 360;
        const at = (d: number) => ({ x: c.x + Math.round(d * Math.cos((back * Math.PI) / 180)), y: c.y + Math.round(d * Math.sin((back * Math.PI) / 180)) });
        Object.assign(get(s, 1), { ...at(0), h });
        Object.assign(get(s, 2), { ...at(60), h });
        const before2 = { ...get(s, 2) };
        const ctx = fixedDice([]);
        expect(recoil(s, get(s, 1), ctx, false)).toBe(true);
        expect(ctx.events).toContainEqual(expect.objectContaining({ t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 }));
        const moved = Math.hypot(get(s, 2).x - before2.x, get(s, 2).y - before2.y);
        expect(Math.abs(moved - 60)).toBeLessThanOrEqual(1.5);
        expect(overlaps(fpOf(get(s, 1)), fpOf(get(s, 2)))).toBe(false);
      }
    });
  }
});

describe('DBA REC-02/REC-03/REC-04 (option rec02 "met"): stopped by a base touching at the start, the recoiler stops where it stood', () => {
  // A Warband recoiling onto an enemy Warband whose rear touches its own (rear to rear): met
  // beyond the 2-pace tolerance at pace 3, the recoiler stops those paces short, at its start,
  // and is destroyed; the enemy, met rear edge on rear edge, is destroyed too (REC-04).
  for (const rec02 of ['met', 'pushed']) {
    it(`under "${rec02}": both destroyed, the recoiler not moved into the enemy`, () => {
      const s = position([
        { id: 1, side: 0, base: '4Wb', f: 'N', x: [1000, 1160], y: [940, 1000] },
        { id: 12, side: 1, base: '4Wb', f: 'S', x: [1000, 1160], y: [880, 940] },
      ]);
      s.opt.rec02 = rec02;
      const before = { ...get(s, 1) };
      const ctx = fixedDice([]);
      expect(recoil(s, get(s, 1), ctx, false)).toBe(false);
      expect(get(s, 1)).toMatchObject({ status: 'dead', x: before.x, y: before.y });
      expect(get(s, 12).status).toBe('dead');
    });
  }
});

describe('DBA REC-02/REC-03 (option rec02 "met"): a friend touching its rear that it can neither pass nor push', () => {
  it('a Blade recoiling onto a War Wagon behind it (never pushed) is destroyed where it stood', () => {
    const s = position([
      { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [940, 1000] },
      { id: 2, side: 0, base: 'WWg', f: 'N', x: [1000, 1160], y: [620, 940] },
    ]);
    s.opt.rec02 = 'met';
    const before = { ...get(s, 1) };
    const ctx = fixedDice([]);
    expect(recoil(s, get(s, 1), ctx, false)).toBe(false);
    expect(get(s, 1)).toMatchObject({ status: 'dead', x: before.x, y: before.y });
    expect(get(s, 2)).toMatchObject({ status: 'on' });
  });
});

describe('DBA REC-02 (option rec02 "met"): the correction of a recoil ending grazed (clearOfGrazes)', () => {
  // Under "met" a recoil ending grazed beyond the 1-pace tolerance takes the first whole-pace
  // correction, within 2 paces, that grazes nothing, in this order: nearest first, then the
  // lower y, then the lower x. Positions are legal at the start (no bases overlapping); the
  // grazes come from the rounding of oblique headings, as in fuzz seed 614.
  const wb = (id: number): Spec => ({ id, side: 1, base: '4Wb', f: 'N', x: [0, 160], y: [0, 60] });
  const clearOf = (s: DbaState, id: number, at: { x: number; y: number }, other: number) =>
    !overlaps(fpAt({ ...at, h: get(s, id).h }, get(s, id).w, get(s, id).d), fpOf(get(s, other)));

  it('the nearest clear correction wins over farther clear ones (seed 614: one pace along −x, not two)', () => {
    const s = seed614('met');
    recoil(s, get(s, 21), fixedDice([]), false);
    expect(get(s, 21)).toMatchObject({ x: 469, y: 760, h: 105 }); // 60 paces back is (470, 760)
    // Farther corrections were clear too, and one pace along −y was not.
    for (const c of [{ x: 468, y: 760 }, { x: 469, y: 759 }, { x: 470, y: 758 }]) expect(clearOf(s, 21, c, 13)).toBe(true);
    expect(clearOf(s, 21, { x: 470, y: 759 }, 13)).toBe(false);
    expect(clearOf(s, 21, { x: 470, y: 760 }, 13)).toBe(false);
    expect(get(s, 21).moved).toBe(true);
  });
  it('nearer first across distances: with a camp (REC-03) beside it refusing the corrections along −x, a correction √2 away wins over one 2 away', () => {
    const s = seed614('met');
    s.camps = [{ owner: 0, x: 401, y: 706, h: 18, l: CAMP_L, dp: CAMP_D, controller: 0, everTaken: false }, null];
    expect(clearOf(s, 21, { x: 470, y: 758 }, 13)).toBe(true); // 2 paces along −y: clear of the Cavalry and of the camp
    expect(recoil(s, get(s, 21), fixedDice([]), false)).toBe(true);
    expect(get(s, 21)).toMatchObject({ x: 469, y: 761, h: 105, status: 'on' });
  });

  // A Warband at 108° recoiling past a friend beside where it ends: 60 paces back is
  // (1219, 1143 + dy), grazing the friend; one pace along −y and one along −x both clear it.
  function beside108(dy = 0): DbaState {
    const s = position([wb(21), wb(13)]);
    s.opt.rec02 = 'met';
    Object.assign(get(s, 21), { x: 1200, y: 1200 + dy, h: 108 });
    Object.assign(get(s, 13), { x: 1370, y: 1192 + dy, h: 108 });
    return s;
  }
  it('at equal distance the lower y wins: one pace along −y before one along −x', () => {
    const s = beside108();
    expect(clearOf(s, 21, { x: 1219, y: 1143 }, 13)).toBe(false);
    expect(clearOf(s, 21, { x: 1218, y: 1143 }, 13)).toBe(true);
    expect(recoil(s, get(s, 21), fixedDice([]), false)).toBe(true);
    expect(get(s, 21)).toMatchObject({ x: 1219, y: 1142, h: 108, status: 'on' });
  });
  it('a correction into an impassable area (REC-03: a camp behind it) is refused: the next one is taken', () => {
    const s = beside108();
    // A camp behind the end of the recoil: it touches the recoiler's rear corner within the
    // tolerance there, and one pace along −y would go into it.
    s.camps = [{ owner: 1, x: 1189, y: 1046, h: 60, l: CAMP_L, dp: CAMP_D, controller: 1, everTaken: false }, null];
    const ctx = fixedDice([]);
    expect(recoil(s, get(s, 21), ctx, false)).toBe(true);
    expect(ctx.events.some((e) => e.t === 'destroyed')).toBe(false);
    expect(get(s, 21)).toMatchObject({ x: 1218, y: 1143, h: 108, status: 'on' });
  });
  it('a correction off the table is refused: a recoil ending on the table\'s edge stays on the table', () => {
    // The same bases 1061 paces lower: the recoil ends with its rear corner on the edge y = 0.
    const s = beside108(-1061);
    expect(Math.min(...fpAt({ x: 1219, y: 82, h: 108 }, 160, 60).map((p) => p.y))).toBe(0);
    const ctx = fixedDice([]);
    expect(recoil(s, get(s, 21), ctx, false)).toBe(true);
    expect(ctx.events.some((e) => e.t === 'lost')).toBe(false);
    expect(get(s, 21)).toMatchObject({ x: 1218, y: 82, h: 108, status: 'on' });
  });
  it('a friend it pushed back part of the way counts: the recoiler does not end grazing it', () => {
    // At 61°: Warband 21 pushes the friend behind it (5), then meets the friend beside that
    // one (13) late and pushes it back part of the way, 13 pushing 5 again; 60 paces back,
    // 21 would graze 13 by more than a pace. Before the fix, the friends it had pushed were
    // left out of the correction and the two ended overlapping (MOV-02).
    const s = position([wb(21), wb(13), wb(5)]);
    s.opt.rec02 = 'met';
    Object.assign(get(s, 21), { x: 1200, y: 1200, h: 61 });
    Object.assign(get(s, 13), { x: 1310, y: 1071, h: 61 });
    Object.assign(get(s, 5), { x: 1170, y: 1147, h: 61 });
    expect(dba.invariants!(s)).toEqual([]);
    const ctx = fixedDice([]);
    expect(recoil(s, get(s, 21), ctx, false)).toBe(true);
    expect(ctx.events.filter((e) => e.t === 'pushBack').map((e) => [e.el, e.by])).toEqual([[5, 21], [13, 21], [5, 13]]);
    expect(get(s, 21)).toMatchObject({ x: 1170, y: 1148 }); // 60 paces back is (1171, 1148)
    expect(overlaps(fpOf(get(s, 21)), fpOf(get(s, 13)))).toBe(false);
    expect(dba.invariants!(s)).toEqual([]);
  });
  it('the recoiler\'s own starting place is no graze: a friend pushed back part of the way ends touching it', () => {
    // Facing east: Warband 1 recoils 60 paces onto a friend 2 paces behind it, which is pushed
    // back 58 paces and ends overlapping where it stood; no correction, it touches 1's rear.
    const s = position([
      { id: 1, side: 0, base: '4Wb', f: 'E', x: [1140, 1200], y: [1000, 1160] },
      { id: 2, side: 0, base: '4Wb', f: 'E', x: [1078, 1138], y: [1000, 1160] },
    ]);
    s.opt.rec02 = 'met';
    const ctx = fixedDice([]);
    expect(recoil(s, get(s, 1), ctx, false)).toBe(true);
    expect(ctx.events).toContainEqual(expect.objectContaining({ t: 'pushBack', el: 2, by: 1 }));
    expect(get(s, 1)).toMatchObject({ x: 1140, y: 1080 });
    expect(get(s, 2)).toMatchObject({ x: 1080, y: 1080 });
  });
});

describe('DBA REC-03, REC-05: what a recoil returns when it does not end on the table in good order', () => {
  const wbN = (id: number, side: 0 | 1, y: [number, number]): Spec => ({ id, side, base: '4Wb', f: 'N', x: [1000, 1160], y });
  for (const rec02 of ['met', 'pushed']) {
    it(`REC-03 (${rec02}): ending its recoil exactly edge to edge with an enemy behind it, it is destroyed and the recoil reports failure`, () => {
      const s = position([wbN(1, 0, [940, 1000]), wbN(12, 1, [820, 880])]);
      s.opt.rec02 = rec02;
      const ctx = fixedDice([]);
      expect(recoil(s, get(s, 1), ctx, false)).toBe(false);
      expect(ctx.events).toContainEqual(expect.objectContaining({ t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'enemy', by: 12, after: 60 }));
      expect(get(s, 1)).toMatchObject({ status: 'dead', y: 940 });
      expect(get(s, 12).status).toBe('on');
    });
    it(`REC-05 (${rec02}): a recoil ending past the table's edge loses the element and reports failure`, () => {
      const s = position([wbN(1, 0, [20, 80])]);
      s.opt.rec02 = rec02;
      const ctx = fixedDice([]);
      expect(recoil(s, get(s, 1), ctx, false)).toBe(false);
      expect(ctx.events).toContainEqual({ t: 'lost', rule: 'DBA REC-05', el: 1 });
      expect(get(s, 1).status).toBe('lost');
    });
  }
});

// Fuzz seed 996 (packet 31, rec02 "pushed"): Sp #9 recoiling from Sp #18 pushed the Ps #11
// beside it 58 paces where it went 60, and they ended 2 paces into each other.
describe('DBA invariants with option rec02 "pushed": the graze its reading leaves is not a defect', () => {
  function after996(rec02: string, ps = { x: 1915, y: 1197 }): DbaState {
    const spec = (id: number, base: string): Spec => ({ id, side: 0, base, f: 'N', x: [0, 160], y: [0, 60] });
    const s = position([spec(9, '4Sp'), spec(11, '2Ps')]);
    Object.assign(get(s, 9), { x: 1760, y: 1157, h: 104 });
    Object.assign(get(s, 11), { ...ps, h: 104 });
    s.opt.rec02 = rec02;
    return s;
  }
  const overlapErrors = (s: DbaState) => dba.invariants!(s).filter((m) => /overlap/.test(m));
  it('friends overlapping by the graze: accepted under "pushed", a defect under "met"', () => {
    expect(overlaps(fpOf(get(after996('pushed'), 9)), fpOf(get(after996('pushed'), 11)))).toBe(true);
    expect(overlapErrors(after996('pushed'))).toEqual([]);
    expect(overlapErrors(after996('met'))).toEqual(['DBA MOV-02: elements 9 and 11 overlap']);
  });
  it('deeper than a graze (the Psiloi 10 paces further in): a defect under "pushed" too', () => {
    expect(overlapErrors(after996('pushed', { x: 1905, y: 1197 }))).toEqual(['DBA MOV-02: elements 9 and 11 overlap']);
  });
});
