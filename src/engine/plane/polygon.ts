// Convex polygons on integer coordinates: overlap by the separating-axis test with
// a stated tolerance, exact distance comparisons, hulls and crossings. Every
// product stays below 2^53 for coordinates within ±20,000 units, so no test rounds.
import { isqrt } from './int';
import { cross, dot, len2, sub, type Vec } from './vec';

export type Poly = Vec[];

/** Orientation of c relative to the line a→b: >0 left, <0 right, 0 collinear. */
export function orient(a: Vec, b: Vec, c: Vec): number {
  return cross(sub(b, a), sub(c, a));
}

/** Counter-clockwise copy of a convex polygon (given in either winding). */
export function ccw(p: Poly): Poly {
  let s = 0;
  for (let i = 0; i < p.length; i++) s += cross(p[i], p[(i + 1) % p.length]);
  return s < 0 ? [...p].reverse() : p;
}

function project(p: Poly, n: Vec): [number, number] {
  let lo = dot(p[0], n), hi = lo;
  for (let i = 1; i < p.length; i++) {
    const d = dot(p[i], n);
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  return [lo, hi];
}

/** Interiors overlap by more than `tol` units on every separating axis (edge
 *  normals of both). Touching, or penetration up to `tol` (rounding of rotated
 *  corners), is not an overlap. Axis length is ⌊√|n|²⌋ (isqrt), so the test is
 *  "penetration × ⌊|n|⌋ > tol × ⌊|n|⌋" on integers. */
export function overlaps(a: Poly, b: Poly, tol = 1): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const e = sub(poly[(i + 1) % poly.length], poly[i]);
      if (e.x === 0 && e.y === 0) continue;
      const n = { x: -e.y, y: e.x };
      const [alo, ahi] = project(a, n);
      const [blo, bhi] = project(b, n);
      const pen = Math.min(ahi, bhi) - Math.max(alo, blo);
      if (pen <= tol * isqrt(len2(n))) return false;
    }
  }
  return true;
}

/** Point strictly inside (not on the boundary of) a convex polygon. */
export function insideStrict(p: Vec, poly: Poly): boolean {
  const q = ccw(poly);
  for (let i = 0; i < q.length; i++) if (orient(q[i], q[(i + 1) % q.length], p) <= 0) return false;
  return true;
}

/** Point inside or on the boundary. */
export function inside(p: Vec, poly: Poly): boolean {
  const q = ccw(poly);
  for (let i = 0; i < q.length; i++) if (orient(q[i], q[(i + 1) % q.length], p) < 0) return false;
  return true;
}

/** Exact test: distance from p to segment ab ≤ r. */
export function pointSegWithin(p: Vec, a: Vec, b: Vec, r: number): boolean {
  const ab = sub(b, a);
  const ap = sub(p, a);
  const l2 = len2(ab);
  if (l2 === 0 || dot(ap, ab) <= 0) return len2(ap) <= r * r;
  const bp = sub(p, b);
  if (dot(bp, ab) >= 0) return len2(bp) <= r * r;
  const c = cross(ab, ap);
  return c * c <= r * r * l2;
}

/** ⌊distance from p to segment ab⌋ (floor of the exact value). */
export function pointSegDistFloor(p: Vec, a: Vec, b: Vec): number {
  const ab = sub(b, a);
  const ap = sub(p, a);
  const l2 = len2(ab);
  if (l2 === 0 || dot(ap, ab) <= 0) return isqrt(len2(ap));
  const bp = sub(p, b);
  if (dot(bp, ab) >= 0) return isqrt(len2(bp));
  const c = Math.abs(cross(ab, ap));
  // ⌊√(c²/l2)⌋ = ⌊√⌊c²/l2⌋⌋; c² < 2^53 for table coordinates.
  return isqrt(Math.floor((c * c) / l2));
}

/** Segments ab and cd share at least one point. */
export function segmentsMeet(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const o1 = Math.sign(orient(a, b, c)), o2 = Math.sign(orient(a, b, d));
  const o3 = Math.sign(orient(c, d, a)), o4 = Math.sign(orient(c, d, b));
  if (o1 !== o2 && o3 !== o4) return true;
  const on = (p: Vec, q: Vec, r: Vec) => Math.min(p.x, q.x) <= r.x && r.x <= Math.max(p.x, q.x) && Math.min(p.y, q.y) <= r.y && r.y <= Math.max(p.y, q.y);
  if (o1 === 0 && on(a, b, c)) return true;
  if (o2 === 0 && on(a, b, d)) return true;
  if (o3 === 0 && on(c, d, a)) return true;
  if (o4 === 0 && on(c, d, b)) return true;
  return false;
}

/** Segments cross at a single interior point of both (a proper crossing). */
export function segmentsCross(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const o1 = Math.sign(orient(a, b, c)), o2 = Math.sign(orient(a, b, d));
  const o3 = Math.sign(orient(c, d, a)), o4 = Math.sign(orient(c, d, b));
  return o1 * o2 < 0 && o3 * o4 < 0;
}

function edges(p: Poly): [Vec, Vec][] {
  return p.map((x, i) => [x, p[(i + 1) % p.length]] as [Vec, Vec]);
}

/** Exact test: the closed polygons come within distance r of each other. */
export function polysWithin(a: Poly, b: Poly, r: number): boolean {
  if (polysMeet(a, b)) return true;
  for (const p of a) for (const [c, d] of edges(b)) if (pointSegWithin(p, c, d, r)) return true;
  for (const p of b) for (const [c, d] of edges(a)) if (pointSegWithin(p, c, d, r)) return true;
  return false;
}

/** The closed polygons share at least one point. */
export function polysMeet(a: Poly, b: Poly): boolean {
  for (const [p, q] of edges(a)) for (const [c, d] of edges(b)) if (segmentsMeet(p, q, c, d)) return true;
  return inside(a[0], b) || inside(b[0], a);
}

/** ⌊minimum distance⌋ between two closed convex polygons (0 when they meet). */
export function polyDistFloor(a: Poly, b: Poly): number {
  if (polysMeet(a, b)) return 0;
  let best = Infinity;
  for (const p of a) for (const [c, d] of edges(b)) best = Math.min(best, pointSegDistFloor(p, c, d));
  for (const p of b) for (const [c, d] of edges(a)) best = Math.min(best, pointSegDistFloor(p, c, d));
  return best;
}

/** ⌊distance⌋ between two segments. */
export function segDistFloor(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (segmentsMeet(a, b, c, d)) return 0;
  return Math.min(pointSegDistFloor(a, c, d), pointSegDistFloor(b, c, d), pointSegDistFloor(c, a, b), pointSegDistFloor(d, a, b));
}

/** Exact test: segments within r. */
export function segsWithin(a: Vec, b: Vec, c: Vec, d: Vec, r: number): boolean {
  return segmentsMeet(a, b, c, d) || pointSegWithin(a, c, d, r) || pointSegWithin(b, c, d, r) || pointSegWithin(c, a, b, r) || pointSegWithin(d, a, b, r);
}

/** Convex hull (counter-clockwise, no collinear points) by the monotone chain. */
export function hull(points: Vec[]): Poly {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const lower: Vec[] = [];
  for (const q of p) {
    while (lower.length >= 2 && orient(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Vec[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && orient(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Twice the signed area (exact integer). */
export function area2(p: Poly): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) s += cross(p[i], p[(i + 1) % p.length]);
  return s;
}

/** Segment ab passes through the interior of the convex polygon (not just touching). */
export function segmentEntersInterior(a: Vec, b: Vec, poly: Poly): boolean {
  if (insideStrict(a, poly) || insideStrict(b, poly)) return true;
  const mid = { x: Math.floor((a.x + b.x) / 2), y: Math.floor((a.y + b.y) / 2) };
  if (insideStrict(mid, poly)) return true;
  for (const [c, d] of edges(poly)) if (segmentsCross(a, b, c, d)) return true;
  return false;
}
