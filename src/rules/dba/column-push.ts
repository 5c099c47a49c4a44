// CC-03 (spec §8.8 step 3; rulebook: "a 3rd element is pushed back to make room"): when
// an element of a column turns to face a flank contact and the second lines up behind
// it, any further friend of the column whose footprint they now overlap is pushed back,
// straight along its own −f, just far enough; a friend it then overlaps in turn is
// pushed the same way, as recoil pushes chain (§8.9, REC-02). The push must be possible
// as a whole (pushable types, on the table, clear of terrain that stops outcome moves
// and of every other element), else there is no plan and the turn is not made (INTERP-22).
import { dirN, hull, overlaps, polysWithin, type Poly, type Pose } from '../../engine/plane';
import { pushable } from './data/tables';
import { fpAt, fpOf, onTable, support } from './geometry';
import type { DbaState, Elem } from './state';
import { campPoly } from './camp';
import { featurePoly, onBoard } from './terrain';

/** The column through e: friends with e's heading linked by G-SUPPORT either way,
 *  nearest first (e excluded). */
export function columnOf(s: DbaState, e: Elem): Elem[] {
  const out: Elem[] = [];
  const seen = new Set([e.id]);
  const queue = [e];
  while (queue.length) {
    const x = queue.shift() as Elem;
    for (const f of onTable(s)) {
      if (seen.has(f.id) || f.side !== e.side || f.h !== e.h || !(support(f, x) || support(x, f))) continue;
      seen.add(f.id);
      out.push(f);
      queue.push(f);
    }
  }
  return out;
}

/** How far a push may go before it is judged impossible: beyond two base depths and
 *  its own, the turned elements could not have overlapped it. */
const MAX_PUSH = 400;

/** The push-back poses (by id) that clear `claimed` (the turned elements' new
 *  footprints) of the column friends `chain`, or null when the push is impossible.
 *  `skip`: elements whose old footprints are vacated or handled by the caller (the turning
 *  elements and the attacker); `attacker`: the attacker's footprint after making room. */
export function pushPlan(s: DbaState, chain: Elem[], claimed: Poly[], skip: number[], attacker: Poly): Map<number, Pose> | null {
  const plan = new Map<number, Pose>();
  const taken = [...claimed];
  const walls: Poly[] = [];
  for (const f of s.terrain) if (f.kind === 'Waterway' || f.kind === 'BUA') walls.push(featurePoly(f));
  for (const c of s.camps) if (c !== null) walls.push(campPoly(c));
  const inChain = (id: number) => chain.some((c) => c.id === id);
  for (let progress = true; progress;) {
    progress = false;
    for (const f of chain) {
      if (plan.has(f.id) || !taken.some((p) => overlaps(fpOf(f), p))) continue;
      if (!pushable(f.type) || f.where !== '') return null;
      let pose: Pose | null = null;
      for (let d = 1; d <= MAX_PUSH && pose === null; d++) {
        const v = dirN(f.h + 180, d);
        const q = { x: f.x + v.x, y: f.y + v.y, h: f.h };
        if (!taken.some((p) => overlaps(fpAt(q, f.w, f.d), p, 0))) pose = q; // clear of any penetration
      }
      if (pose === null) return null;
      const end = fpAt(pose, f.w, f.d);
      const swept = hull([...fpOf(f), ...end]);
      if (!onBoard(end) || walls.some((w) => overlaps(swept, w)) || overlaps(swept, attacker)) return null;
      // Anything in the way that is not itself a column friend (pushed in its turn) stops it.
      if (onTable(s).some((o) => o.id !== f.id && !skip.includes(o.id) && !inChain(o.id) && overlaps(swept, fpOf(o)))) return null;
      // Like a recoil meeting an enemy (REC-03), a push that would end against one is not made.
      if (onTable(s).some((o) => o.side !== f.side && !skip.includes(o.id) && polysWithin(end, fpOf(o), 1))) return null;
      plan.set(f.id, pose);
      taken.push(end);
      progress = true;
    }
  }
  return plan;
}
