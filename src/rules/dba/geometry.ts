// DBA predicates on element bases (spec §8.3): contact kinds, support, overlap.
// Coincidence tolerance EPS = 1 pace covers the rounding of rotated corners.
import { corners, dirN, footprint, normDeg, near, overlaps, type Corners, type Poly, type Pose } from '../../engine/plane';
import type { DbaState, Elem } from './state';
import { Refusal } from './refuse';
import { BW } from './data/troops';

export const EPS = 1;

export const poseOf = (e: Elem): Pose => ({ x: e.x, y: e.y, h: e.h });
// Corners and footprints are asked for many times per element while one action is
// checked, and every check works on fresh copies of the elements. A shape is a pure
// function of (x, y, h, w, d), so a direct-mapped table keyed by those integers
// (each hit verified in full) returns the same values as recomputing. Callers only
// read the shared objects.
interface Shape { x: number; y: number; h: number; w: number; d: number; c: Corners; fp: Poly | null; zoc: Poly | null }
const SLOTS = 4096;
const table: (Shape | undefined)[] = new Array(SLOTS);

function shapeAt(x: number, y: number, h: number, w: number, d: number): Shape {
  const i = (Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ Math.imul(h, 83492791) ^ Math.imul(w * 1024 + d, 2654435761 | 0)) & (SLOTS - 1);
  const k = table[i];
  if (k !== undefined && k.x === x && k.y === y && k.h === h && k.w === w && k.d === d) return k;
  const fresh: Shape = { x, y, h, w, d, c: corners({ x, y, h }, w, d), fp: null, zoc: null };
  table[i] = fresh;
  return fresh;
}

const shapeOf = (e: Elem): Shape => shapeAt(e.x, e.y, e.h, e.w, e.d);

/** Corners of a base at pose p (shared, read-only). */
export const cornersAt = (p: Pose, w: number, d: number): Corners => shapeAt(p.x, p.y, p.h, w, d).c;
/** Footprint of a base at pose p, as footprint() (shared, read-only). */
export const fpAt = (p: Pose, w: number, d: number): Poly => {
  const k = shapeAt(p.x, p.y, p.h, w, d);
  if (k.fp === null) k.fp = [k.c.FR, k.c.FL, k.c.RL, k.c.RR];
  return k.fp;
};

export const cornersOf = (e: Elem): Corners => shapeOf(e).c;

/** The zone of control in front of b (G-ZOC, DBA ZOC-01): its width, 1 BW deep
 *  (shared, read-only). */
export function zocOf(b: Elem): Poly {
  const k = shapeOf(b);
  if (k.zoc === null) {
    const f = dirN(b.h, BW);
    k.zoc = fpAt({ x: b.x + f.x, y: b.y + f.y, h: b.h }, b.w, BW);
  }
  return k.zoc;
}
/** Footprint polygon, counter-clockwise: FR, FL, RL, RR (as footprint()). */
export const fpOf = (e: Elem): Poly => fpAt(e, e.w, e.d);

export const onTable = (s: DbaState): Elem[] => s.els.filter((e) => e.status === 'on');
export const enemiesOf = (s: DbaState, e: Elem): Elem[] => {
  const out: Elem[] = [];
  for (const o of s.els) if (o.status === 'on' && o.side !== e.side) out.push(o);
  return out;
};
export const friendsOf = (s: DbaState, e: Elem): Elem[] => {
  const out: Elem[] = [];
  for (const o of s.els) if (o.status === 'on' && o.side === e.side && o.id !== e.id) out.push(o);
  return out;
};
export const byId = (s: DbaState, id: number): Elem => {
  const e = s.els.find((x) => x.id === id);
  if (!e) throw new Refusal('DBA ARMY-01', 'there is no such element (#' + id + ')');
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

/** Two bases too far apart for any corner of one to come within EPS of a corner of the
 *  other: every corner lies within w/2 + d (plus the rounding of rotated corners) of
 *  its base's front-edge midpoint on each axis. A cheap rejection before the exact
 *  corner tests, which it never changes. */
function apart(a: Elem, b: Elem): boolean {
  const r = a.w + a.d + b.w + b.d + 8;
  const dx = a.x - b.x, dy = a.y - b.y;
  return dx > r || dx < -r || dy > r || dy < -r;
}

/** inFrontalCombat: front to front with some enemy (the camp attack is counted by the caller). */
export function inFrontalCombat(s: DbaState, a: Elem): boolean {
  for (const e of s.els) {
    if (e.status !== 'on' || e.side === a.side || apart(a, e)) continue;
    if (a.type === 'WWg' ? touchesFront(e, a) : f2f(a, e)) return true;
  }
  return false;
}

/** Some enemy's front edge touches any edge of a (used for WWg, TROOP-05). */
function touchesFront(e: Elem, a: Elem): boolean {
  return f2f(e, a) || flankL(e, a) || flankR(e, a) || rear(e, a);
}

/** inCloseCombat: frontal, or flank/rear contact either way. */
export function inCloseCombat(s: DbaState, a: Elem): boolean {
  if (inFrontalCombat(s, a)) return true;
  for (const e of s.els) {
    if (e.status !== 'on' || e.side === a.side || apart(a, e)) continue;
    if (flankL(e, a) || flankR(e, a) || rear(e, a) || flankL(a, e) || flankR(a, e) || rear(a, e)) return true;
  }
  return false;
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

/** Same-handed front corners together: the overlap geometry (CC-04, INTERP-36). */
function sameCorner(a: Elem, b: Elem): boolean {
  const A = cornersOf(a), B = cornersOf(b);
  return near(A.FL, B.FL, EPS) || near(A.FR, B.FR, EPS);
}

/** A contact relation the rules name (spec §8.3, CON-02): front, flank, rear, corner
 *  overlap, flank to flank, either way round. */
export function namedContact(a: Elem, b: Elem): boolean {
  return f2f(a, b) || flankL(a, b) || flankR(a, b) || rear(a, b) || flankL(b, a) || flankR(b, a) || rear(b, a)
    || sameCorner(a, b) || flankToFlank(a, b) !== null;
}

/** A's front edge shares a stretch of boundary with B (more than a corner touch). */
export function frontTouches(a: Elem, b: Elem): boolean {
  const A = cornersOf(a);
  return edgeContactPoly([A.FL, A.FR], fpOf(b));
}
