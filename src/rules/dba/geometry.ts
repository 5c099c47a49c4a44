// DBA predicates on element bases (spec §8.3): contact kinds, support, overlap.
// Coincidence tolerance EPS = 1 pace covers the rounding of rotated corners.
import { corners, footprint, normDeg, near, overlaps, type Corners, type Poly, type Pose } from '../../engine/plane';
import type { DbaState, Elem } from './state';
import { IllegalAction } from '../../engine/contract';

export const EPS = 1;

export const poseOf = (e: Elem): Pose => ({ x: e.x, y: e.y, h: e.h });
export const cornersOf = (e: Elem): Corners => corners(poseOf(e), e.w, e.d);
export const fpOf = (e: Elem): Poly => footprint(poseOf(e), e.w, e.d);

export const onTable = (s: DbaState): Elem[] => s.els.filter((e) => e.status === 'on');
export const enemiesOf = (s: DbaState, e: Elem): Elem[] => onTable(s).filter((o) => o.side !== e.side);
export const friendsOf = (s: DbaState, e: Elem): Elem[] => onTable(s).filter((o) => o.side === e.side && o.id !== e.id);
export const byId = (s: DbaState, id: number): Elem => {
  const e = s.els.find((x) => x.id === id);
  if (!e) throw new IllegalAction('DBA ARMY-01', 'no element ' + id);
  return e;
};

const hd = (a: Elem, b: Elem) => normDeg(a.h - b.h);

/** G-F2F: front to front, corner to corner (CC-01). */
export function f2f(a: Elem, b: Elem): boolean {
  if (hd(a, b) !== 180) return false;
  const A = cornersOf(a), B = cornersOf(b);
  return near(A.FL, B.FR, EPS) && near(A.FR, B.FL, EPS);
}
/** G-FLANK-L: A's front on B's left flank, A's front-left corner on B's front-left corner. */
export function flankL(a: Elem, b: Elem): boolean {
  return normDeg(b.h - 90 - a.h) === 0 && near(cornersOf(a).FL, cornersOf(b).FL, EPS);
}
/** G-FLANK-R. */
export function flankR(a: Elem, b: Elem): boolean {
  return normDeg(b.h + 90 - a.h) === 0 && near(cornersOf(a).FR, cornersOf(b).FR, EPS);
}
/** G-REAR: A's whole front edge on B's rear edge. */
export function rear(a: Elem, b: Elem): boolean {
  if (hd(a, b) !== 0) return false;
  const A = cornersOf(a), B = cornersOf(b);
  return near(A.FL, B.RL, EPS) && near(A.FR, B.RR, EPS);
}
/** G-SUPPORT: S exactly behind A, same facing. */
export function support(sup: Elem, a: Elem): boolean {
  return rear(sup, a);
}
/** G-SIDE: same-facing neighbours with front corners together. */
export function sideBySide(a: Elem, n: Elem): boolean {
  if (hd(a, n) !== 0) return false;
  const A = cornersOf(a), N = cornersOf(n);
  return near(A.FR, N.FL, EPS) || near(A.FL, N.FR, EPS);
}

/** Side edges collinear and sharing length (flank to flank). Returns which side of b: 'L', 'R' or null. */
export function flankToFlank(a: Elem, b: Elem): 'L' | 'R' | null {
  const d = hd(a, b);
  if (d !== 0 && d !== 180) return null;
  const A = cornersOf(a), B = cornersOf(b);
  const sides: ['L' | 'R', [typeof B.FL, typeof B.FL]][] = [['L', [B.FL, B.RL]], ['R', [B.FR, B.RR]]];
  const aSides = [[A.FL, A.RL], [A.FR, A.RR]];
  for (const [side, [p, q]] of sides) {
    for (const [r, t] of aSides) {
      // Collinear (within rounding) and overlapping by more than EPS along the edge.
      const ex = q.x - p.x, ey = q.y - p.y;
      const L = Math.abs(ex) + Math.abs(ey);
      const off = (v: { x: number; y: number }) => Math.abs((v.x - p.x) * ey - (v.y - p.y) * ex);
      if (off(r) > EPS * L || off(t) > EPS * L) continue;
      const proj = (v: { x: number; y: number }) => (v.x - p.x) * ex + (v.y - p.y) * ey;
      const l2 = ex * ex + ey * ey;
      const lo = Math.max(0, Math.min(proj(r), proj(t))), hi = Math.min(l2, Math.max(proj(r), proj(t)));
      if (hi - lo > EPS * L && !overlaps(fpOf(a), fpOf(b))) return side;
    }
  }
  return null;
}

/** inFrontalCombat: front to front with some enemy (the camp attack is counted by the caller). */
export function inFrontalCombat(s: DbaState, a: Elem): boolean {
  if (a.type === 'WWg') return enemiesOf(s, a).some((e) => touchesFront(e, a));
  return enemiesOf(s, a).some((e) => f2f(a, e));
}

/** Some enemy's front edge touches any edge of a (used for WWg, TROOP-05). */
function touchesFront(e: Elem, a: Elem): boolean {
  return f2f(e, a) || flankL(e, a) || flankR(e, a) || rear(e, a);
}

/** inCloseCombat: frontal, or flank/rear contact either way. */
export function inCloseCombat(s: DbaState, a: Elem): boolean {
  if (inFrontalCombat(s, a)) return true;
  return enemiesOf(s, a).some((e) => flankL(e, a) || flankR(e, a) || rear(e, a) || flankL(a, e) || flankR(a, e) || rear(a, e));
}

/** G-OVERLAP(A, B): which side of B is overlapped by A ('L'/'R'), or null (CC-04, INTERP-36). */
export function overlapSide(s: DbaState, a: Elem, b: Elem): 'L' | 'R' | null {
  const ff = flankToFlank(a, b);
  if (ff) return ff;
  // Exposure (spec §8.11) needs no flag: once the frontal opponent has gone, the
  // element is no longer front to front with anyone.
  if (inFrontalCombat(s, a)) return null;
  const A = cornersOf(a), B = cornersOf(b);
  if (near(A.FL, B.FL, EPS) && !f2f(a, b)) return 'L';
  if (near(A.FR, B.FR, EPS) && !f2f(a, b)) return 'R';
  return null;
}

/** Anything else overlaps this footprint (positive area beyond the tolerance). */
export function blockedBy(s: DbaState, poly: Poly, ignore: number[]): Elem | null {
  for (const o of onTable(s)) if (!ignore.includes(o.id) && overlaps(poly, fpOf(o))) return o;
  return null;
}

/** Two footprints share a stretch of boundary longer than 2 p (more than a corner touch). */
export function edgeContactPoly(pa: Poly, pb: Poly): boolean {
  for (let i = 0; i < pa.length; i++) for (let j = 0; j < pb.length; j++) {
    const p = pa[i], q = pa[(i + 1) % pa.length], r = pb[j], t = pb[(j + 1) % pb.length];
    const ex = q.x - p.x, ey = q.y - p.y, L = Math.abs(ex) + Math.abs(ey);
    if (L === 0) continue;
    const off = (v: { x: number; y: number }) => Math.abs((v.x - p.x) * ey - (v.y - p.y) * ex);
    if (off(r) > 2 * L || off(t) > 2 * L) continue;
    const proj = (v: { x: number; y: number }) => (v.x - p.x) * ex + (v.y - p.y) * ey;
    const l2 = ex * ex + ey * ey;
    const lo = Math.max(0, Math.min(proj(r), proj(t))), hi = Math.min(l2, Math.max(proj(r), proj(t)));
    if (hi - lo > 2 * L) return true;
  }
  return false;
}
