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

/** Whether the bounding boxes come within `r` of each other on both axes (no
 *  allocation: this runs for nearly every pair of bases considered). */
function boxesWithin(a: Poly, b: Poly, r: number): boolean {
  let ax0 = a[0].x, ax1 = ax0, ay0 = a[0].y, ay1 = ay0;
  for (let i = 1; i < a.length; i++) {
    const x = a[i].x, y = a[i].y;
    if (x < ax0) ax0 = x; else if (x > ax1) ax1 = x;
    if (y < ay0) ay0 = y; else if (y > ay1) ay1 = y;
  }
  let bx0 = b[0].x, bx1 = bx0, by0 = b[0].y, by1 = by0;
  for (let i = 1; i < b.length; i++) {
    const x = b[i].x, y = b[i].y;
    if (x < bx0) bx0 = x; else if (x > bx1) bx1 = x;
    if (y < by0) by0 = y; else if (y > by1) by1 = y;
  }
  return bx0 - ax1 <= r && ax0 - bx1 <= r && by0 - ay1 <= r && ay0 - by1 <= r;
}
/** The plain axis test for a negative tolerance, where neither shortcut holds. */
function negTolOverlaps(a: Poly, b: Poly, tol: number): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const e = sub(poly[(i + 1) % poly.length], poly[i]);
      if (e.x === 0 && e.y === 0) continue;
      const n = { x: -e.y, y: e.x };
      let alo = dot(a[0], n), ahi = alo, blo = dot(b[0], n), bhi = blo;
      for (const v of a) { const d = dot(v, n); alo = Math.min(alo, d); ahi = Math.max(ahi, d); }
      for (const v of b) { const d = dot(v, n); blo = Math.min(blo, d); bhi = Math.max(bhi, d); }
      if (Math.min(ahi, bhi) - Math.max(alo, blo) <= tol * isqrt(len2(n))) return false;
    }
  }
  return true;
}

/** The separating-axis test on the edge normals of `poly` only: false as soon as one
 *  axis shows penetration ≤ tol × ⌊|n|⌋. */
function axesOverlap(poly: Poly, a: Poly, b: Poly, tol: number): boolean {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const p = poly[i], q = poly[i + 1 === n ? 0 : i + 1];
    const ex = q.x - p.x, ey = q.y - p.y;
    if (ex === 0 && ey === 0) continue;
    const nx = -ey, ny = ex;
    let alo = a[0].x * nx + a[0].y * ny, ahi = alo;
    for (let k = 1; k < a.length; k++) { const d = a[k].x * nx + a[k].y * ny; if (d < alo) alo = d; else if (d > ahi) ahi = d; }
    let blo = b[0].x * nx + b[0].y * ny, bhi = blo;
    for (let k = 1; k < b.length; k++) { const d = b[k].x * nx + b[k].y * ny; if (d < blo) blo = d; else if (d > bhi) bhi = d; }
    const pen = (ahi < bhi ? ahi : bhi) - (alo > blo ? alo : blo);
    if (pen <= 0) return false;
    if (tol === 0) continue;
    // ⌊|n|⌋ lies between max(|nx|,|ny|) and |nx|+|ny|; isqrt only in between.
    const ax = nx < 0 ? -nx : nx, ay = ny < 0 ? -ny : ny;
    if (pen <= tol * (ax > ay ? ax : ay)) return false;
    if (pen > tol * (ax + ay)) continue;
    if (pen <= tol * isqrt(nx * nx + ny * ny)) return false;
  }
  return true;
}

/** Interiors overlap by more than `tol` units on every separating axis (edge
 *  normals of both). Touching, or penetration up to `tol` (rounding of rotated
 *  corners), is not an overlap. Axis length is ⌊√|n|²⌋ (isqrt), so the test is
 *  "penetration × ⌊|n|⌋ > tol × ⌊|n|⌋" on integers. Polygons are convex, so boxes
 *  that only touch (or are apart) have a separating edge normal with penetration ≤ 0:
 *  the box test decides those cases exactly as the axes would. */
export function overlaps(a: Poly, b: Poly, tol = 1): boolean {
  if (tol < 0) return negTolOverlaps(a, b, tol);
  if (!boxesWithin(a, b, -1)) return false;
  return axesOverlap(a, a, b, tol) && axesOverlap(b, a, b, tol);
}

/** Twice the signed area's sign: +1 counter-clockwise, −1 clockwise, 0 degenerate. */
function winding(p: Poly): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) { const a = p[i], b = p[i + 1 === p.length ? 0 : i + 1]; s += a.x * b.y - a.y * b.x; }
  return s < 0 ? -1 : 1;
}

/** Smallest orientation of p against the edges of poly walked counter-clockwise
 *  (the clockwise case walks backwards, as ccw() would have reversed it). */
function minOrient(p: Vec, poly: Poly): number {
  const n = poly.length, rev = winding(poly) < 0;
  let m = Infinity;
  for (let i = 0; i < n; i++) {
    const a = rev ? poly[n - 1 - i] : poly[i];
    const b = rev ? poly[(2 * n - 2 - i) % n] : poly[i + 1 === n ? 0 : i + 1];
    const o = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (o < m) m = o;
  }
  return m;
}

/** Point strictly inside (not on the boundary of) a convex polygon. */
export function insideStrict(p: Vec, poly: Poly): boolean {
  return minOrient(p, poly) > 0;
}

/** Point inside or on the boundary. */
export function inside(p: Vec, poly: Poly): boolean {
  return minOrient(p, poly) >= 0;
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

/** Sign of the orientation of c relative to a→b, without allocating. */
function orientSign(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const o = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return o > 0 ? 1 : o < 0 ? -1 : 0;
}

function onSeg(px: number, py: number, qx: number, qy: number, rx: number, ry: number): boolean {
  return (px < qx ? px : qx) <= rx && rx <= (px > qx ? px : qx) && (py < qy ? py : qy) <= ry && ry <= (py > qy ? py : qy);
}

/** Segments ab and cd share at least one point. */
export function segmentsMeet(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const o1 = orientSign(a.x, a.y, b.x, b.y, c.x, c.y), o2 = orientSign(a.x, a.y, b.x, b.y, d.x, d.y);
  const o3 = orientSign(c.x, c.y, d.x, d.y, a.x, a.y), o4 = orientSign(c.x, c.y, d.x, d.y, b.x, b.y);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSeg(a.x, a.y, b.x, b.y, c.x, c.y)) return true;
  if (o2 === 0 && onSeg(a.x, a.y, b.x, b.y, d.x, d.y)) return true;
  if (o3 === 0 && onSeg(c.x, c.y, d.x, d.y, a.x, a.y)) return true;
  if (o4 === 0 && onSeg(c.x, c.y, d.x, d.y, b.x, b.y)) return true;
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

/** Exact test: the closed polygons come within distance r of each other. Boxes
 *  further apart than r on an axis settle it at once (distance ≥ the axis gap). */
export function polysWithin(a: Poly, b: Poly, r: number): boolean {
  if (!boxesWithin(a, b, r < 0 ? -r : r)) return false; // pointSegWithin compares r², so |r| is meant
  if (polysMeet(a, b)) return true;
  for (const p of a) for (let j = 0; j < b.length; j++) if (pointSegWithin(p, b[j], b[j + 1 === b.length ? 0 : j + 1], r)) return true;
  for (const p of b) for (let j = 0; j < a.length; j++) if (pointSegWithin(p, a[j], a[j + 1 === a.length ? 0 : j + 1], r)) return true;
  return false;
}

/** The closed polygons share at least one point. */
export function polysMeet(a: Poly, b: Poly): boolean {
  if (!boxesWithin(a, b, 0)) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i], q = a[i + 1 === a.length ? 0 : i + 1];
    for (let j = 0; j < b.length; j++) if (segmentsMeet(p, q, b[j], b[j + 1 === b.length ? 0 : j + 1])) return true;
  }
  return inside(a[0], b) || inside(b[0], a);
}

/** ⌊distance from p to segment ab⌋², before the root: the integer q with
 *  pointSegDistFloor(p, a, b) = isqrt(q). */
function pointSegQ(p: Vec, a: Vec, b: Vec): number {
  const abx = b.x - a.x, aby = b.y - a.y, apx = p.x - a.x, apy = p.y - a.y;
  const l2 = abx * abx + aby * aby;
  if (l2 === 0 || apx * abx + apy * aby <= 0) return apx * apx + apy * apy;
  const bpx = p.x - b.x, bpy = p.y - b.y;
  if (bpx * abx + bpy * aby >= 0) return bpx * bpx + bpy * bpy;
  const c = Math.abs(abx * apy - aby * apx);
  return Math.floor((c * c) / l2);
}

/** ⌊minimum distance⌋ between two closed convex polygons (0 when they meet). The
 *  root is taken once: ⌊√·⌋ is monotone, so the least ⌊√q⌋ is ⌊√(least q)⌋. */
export function polyDistFloor(a: Poly, b: Poly): number {
  if (polysMeet(a, b)) return 0;
  let best = Infinity;
  for (const p of a) for (let j = 0; j < b.length; j++) { const q = pointSegQ(p, b[j], b[j + 1 === b.length ? 0 : j + 1]); if (q < best) best = q; }
  for (const p of b) for (let j = 0; j < a.length; j++) { const q = pointSegQ(p, a[j], a[j + 1 === a.length ? 0 : j + 1]); if (q < best) best = q; }
  return best === Infinity ? Infinity : isqrt(best);
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

/** Convex hull (counter-clockwise, no collinear points) by the monotone chain. The
 *  sort is a stable insertion sort (inputs are a few bases' corners), giving the same
 *  order as a stable Array.sort by x then y, without the comparator calls. */
export function hull(points: Vec[]): Poly {
  const p = points.slice();
  for (let i = 1; i < p.length; i++) {
    const q = p[i];
    let j = i - 1;
    while (j >= 0 && (p[j].x > q.x || (p[j].x === q.x && p[j].y > q.y))) { p[j + 1] = p[j]; j--; }
    p[j + 1] = q;
  }
  if (p.length < 3) return p;
  const turnsLeft = (a: Vec, b: Vec, c: Vec) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) > 0;
  const lower: Vec[] = [];
  for (const q of p) {
    while (lower.length >= 2 && !turnsLeft(lower[lower.length - 2], lower[lower.length - 1], q)) lower.pop();
    lower.push(q);
  }
  const upper: Vec[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && !turnsLeft(upper[upper.length - 2], upper[upper.length - 1], q)) upper.pop();
    upper.push(q);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
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
