// DIST-01 (spec §8.5 "Exempt parts"): an element pivoting about the front corner it shares
// with an enemy, from an overlap (G-OVERLAP) into contact with that enemy's flank
// (G-FLANK), while the enemy is in close combat with friends, moves unmeasured.
import { near, normDeg } from '../../engine/plane';
import { cornersAt, cornersOf, EPS, f2f, inCloseCombat } from './geometry';
import type { ContactKind } from './movement';
import type { DbaState, Elem } from './state';
import type { Pose } from '../../engine/plane';

/** The contact of `e` with `t` of kind `kind`, ending at `to`, is the free pivot of DIST-01:
 *  a flank contact reached by turning about the front corner e already shares with t
 *  (the same-handed corner: FL for the left flank, FR for the right, INTERP-36), t being
 *  in close combat with e's friends. Only the measure is waived: path, ZOC and PIPs stay. */
export function freePivot(s: DbaState, e: Elem, t: Elem, kind: ContactKind, to: Pose): boolean {
  if (kind !== 'flankL' && kind !== 'flankR') return false;
  if (f2f(e, t) || normDeg(to.h - e.h) === 0) return false;
  const A = cornersOf(e), B = cornersOf(t), C = cornersAt(to, e.w, e.d);
  const corner = kind === 'flankL' ? 'FL' : 'FR';
  // G-OVERLAP by the shared front corner, and the end pose keeps that corner: a pure rotation about it.
  if (!near(A[corner], B[corner], EPS) || !near(C[corner], A[corner], EPS)) return false;
  // "An enemy in close combat with friends": every enemy of t is a friend of e, and e
  // itself (only corner to corner) is not in close combat with t.
  return inCloseCombat(s, t);
}
