// A formed unit's frame, facing zones, flanks and rear (spec §8.5 [PROPOSED]: the book
// defines Flank/Rear on the missing p.45–48), and the rigid moves of a whole unit on
// the integer plane. Used by MOR-C13's "behind the flank or rear" and by the
// missing chapters' charges, contacts and free hacks.
import { add, cross, dirN, dot, len2, normDeg, pointSegWithin, polyDistFloor, polysWithin, rotateAbout, roundDiv, sub, type Poly, type Vec } from '../../engine/plane';
import { JT } from './data/scale';
import { standPoly } from './geometry';
import type { CbStand, CbUnit } from './state';

/** Contact tolerance: 1/64 JT in whole plane units (spec §8.1), as posed-formations.ts. */
const CT = Math.ceil(JT / 64);
const S = 16384;

/** The frame of spec §8.5: origin `o` the midpoint of the front edge, heading `h`,
 *  front width `w`, depth `d` (front of the first rank to the rear of the last). */
export interface UnitFrame { o: Vec; h: number; w: number; d: number; front: CbStand[] }

/** Forward and rightward offsets of p in the frame at origin o facing h (plane units). */
export function local(o: Vec, h: number, p: Vec): { u: number; v: number } {
  const f = dirN(h, S), r = dirN(h - 90, S);
  const dx = p.x - o.x, dy = p.y - o.y;
  return { u: roundDiv(dx * r.x + dy * r.y, S), v: roundDiv(dx * f.x + dy * f.y, S) };
}

/** The point at (u right, v forward) in the frame at o facing h. */
export function fromLocal(o: Vec, h: number, u: number, v: number): Vec {
  return add(add(o, dirN(h - 90, u)), dirN(h, v));
}

/** The unit's frame, read off its stands' poses from its first stand's heading. */
export function unitFrame(un: CbUnit): UnitFrame {
  const s0 = un.stands[0], h = s0.h;
  const placed = un.stands.map((s) => ({ s, ...local(s0, h, s) }));
  const top = Math.max(...placed.map((p) => p.v));
  const front = placed.filter((p) => Math.abs(p.v - top) <= CT);
  const minU = Math.min(...front.map((p) => p.u)), maxU = Math.max(...front.map((p) => p.u));
  const bottom = Math.min(...placed.map((p) => p.v - p.s.d));
  return { o: fromLocal(s0, h, roundDiv(minU + maxU, 2), top), h, w: maxU - minU + JT, d: top - bottom, front: front.map((p) => p.s) };
}

export type Zone = 'front' | 'leftFlank' | 'rightFlank' | 'rear' | 'inside';

/** Spec §8.5: which zone of the unit the point lies in. Unformed units have no flank
 *  or rear (FRM-01): every point is in their front. */
export function zoneOf(un: CbUnit, p: Vec): Zone {
  if (un.formation === 'unformed' || un.formation === 'none') return 'front';
  const f = unitFrame(un);
  const { u, v } = local(f.o, f.h, p);
  if (v > 0) return 'front';
  if (v < -f.d) return 'rear';
  if (u < -f.w / 2) return 'leftFlank';
  if (u > f.w / 2) return 'rightFlank';
  return 'inside';
}

/** Whether any corner of the target lies in the front zone of `un` (v > 0 in its
 *  frame, spec §8.5). */
export function inFrontZone(un: CbUnit, target: CbUnit): boolean {
  const f = unitFrame(un);
  return target.stands.some((s) => standPoly(s).some((c) => { const q = local(f.o, f.h, c); return q.v > 0; }));
}

/** The unit turned by `by` degrees about point c and moved by `t`: every stand at its
 *  true pose (rotation through the plane's sine table). */
export function moveUnit(un: CbUnit, c: Vec, by: number, t: Vec): CbUnit {
  return {
    ...un,
    stands: un.stands.map((s) => {
      const p = add(rotateAbout({ x: s.x, y: s.y }, c, by), t);
      return { ...s, x: p.x + 0, y: p.y + 0, h: normDeg(s.h + by) };
    }),
  };
}

/** The unit moved rigidly so that its front-edge midpoint is at `at` facing `h`. */
export function placeFrontAt(un: CbUnit, at: Vec, h: number): CbUnit {
  const f = unitFrame(un);
  return moveUnit(un, f.o, normDeg(h - f.h), sub(at, f.o));
}

/** ⌊edge-to-edge distance⌋ between two units (0 touching). */
export function unitGapFloor(a: CbUnit, b: CbUnit): number {
  let best = Infinity;
  for (const sa of a.stands) for (const sb of b.stands) best = Math.min(best, polyDistFloor(standPoly(sa), standPoly(sb)));
  return best;
}

/** Two footprints in base contact (spec §8.1): an edge of each parallel within about
 *  1° (cross² ≤ 3/10,000 of the squared lengths), within the contact tolerance of each
 *  other, and overlapping along their length by more than it: touching corners only
 *  is not contact. */
export function edgesTouch(P: Poly, Q: Poly): boolean {
  if (!polysWithin(P, Q, CT)) return false;
  for (let i = 0; i < P.length; i++) {
    const a = P[i], b = P[(i + 1) % P.length], e = sub(b, a), le = len2(e);
    for (let j = 0; j < Q.length; j++) {
      const c = Q[j], d = Q[(j + 1) % Q.length], f = sub(d, c), lf = len2(f);
      const x = cross(e, f);
      if (x * x * 10000 > 3 * le * lf) continue;
      if (!(pointSegWithin(c, a, b, CT) || pointSegWithin(d, a, b, CT) || pointSegWithin(a, c, d, CT) || pointSegWithin(b, c, d, CT))) continue;
      const s1 = dot(sub(c, a), e), s2 = dot(sub(d, a), e);
      const lo = Math.max(0, Math.min(s1, s2)), hi = Math.min(le, Math.max(s1, s2));
      if (hi > lo && (hi - lo) * (hi - lo) > CT * CT * le) return true;
    }
  }
  return false;
}

/** The stands of `a` in base contact with any stand of `b`. */
export function standsInContact(a: CbUnit, b: CbUnit): CbStand[] {
  const bp = b.stands.map(standPoly);
  return a.stands.filter((s) => { const p = standPoly(s); return bp.some((q) => edgesTouch(p, q)); });
}

export const inContact = (a: CbUnit, b: CbUnit): boolean => standsInContact(a, b).length > 0;
