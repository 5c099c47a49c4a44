// DBA REC-02 (option rec02): a recoil pushes back the friends it meets, not a neighbour
// it slides past. Found by the DBA 1,000-game fuzz with the steady bot that puts bases
// beside fighting friends (seeds 614 and 762): at 105°, a Warband recoiling beside a
// Cavalry base grazed it by a pace of rounding, "pushed" it back by the rest of its
// recoil less one pace, and the two ended overlapping (invariant MOV-02).
import { describe, expect, it } from 'vitest';
import { recoil } from '../../../src/rules/dba/moves-outcome';
import { fpOf } from '../../../src/rules/dba/geometry';
import { overlaps } from '../../../src/engine/plane';
import { fixedDice, get, position, type Spec } from './helpers';
import type { DbaState } from '../../../src/rules/dba';

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
