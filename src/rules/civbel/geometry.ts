// Measured distances on the platform's integer plane: stand footprints, leader
// command stands (circles), edge-to-edge "within" tests. Exact: no rounding decides.
import { cross, footprint, inside, isqrtCeil, len2, pointSegWithin, polysWithin, roundDiv, segmentsMeet, sub, type Poly, type Vec } from '../../engine/plane';
import { COMMAND_STAND_DIAMETER, JT } from './data/scale';
import type { CbLeader, CbStand, CbUnit } from './state';

/** Footprints by stand object: stands are never changed in place (a move makes new
 *  ones), so a footprint computed once serves every test on the same state. */
const polys = new WeakMap<CbStand, { x: number; y: number; h: number; d: number; poly: Poly }>();
export function standPoly(s: CbStand): Poly {
  const hit = polys.get(s);
  if (hit && hit.x === s.x && hit.y === s.y && hit.h === s.h && hit.d === s.d) return hit.poly;
  const poly = footprint({ x: s.x, y: s.y, h: s.h }, JT, s.d);
  polys.set(s, { x: s.x, y: s.y, h: s.h, d: s.d, poly });
  return poly;
}

/** A footprint lies within 2 JT of its stand's reference point (depth ≤ 1½ JT). */
const REACH = 2 * JT;
/** Whether two units' reference points are so far apart that no edge can be within r. */
function farApart(a: CbUnit, b: CbUnit, r: number): boolean {
  const m = r + 2 * REACH;
  for (const sa of a.stands) for (const sb of b.stands) if (Math.abs(sa.x - sb.x) <= m && Math.abs(sa.y - sb.y) <= m) return false;
  return true;
}

/** Point p within r of the closed polygon (0 inside). */
export function pointPolyWithin(p: Vec, poly: Poly, r: number): boolean {
  if (inside(p, poly)) return true;
  for (let i = 0; i < poly.length; i++) if (pointSegWithin(p, poly[i], poly[(i + 1) % poly.length], r)) return true;
  return false;
}

/** Edge-to-edge distance between two units (any pair of their stands) ≤ r. */
export function unitsWithin(a: CbUnit, b: CbUnit, r: number): boolean {
  if (farApart(a, b, r)) return false;
  for (const sa of a.stands) {
    const pa = standPoly(sa);
    for (const sb of b.stands) if (polysWithin(pa, standPoly(sb), r)) return true;
  }
  return false;
}

/** A leader's command stand (a circle) within r of any stand of the unit, edge to edge. */
export function leaderWithin(l: Pick<CbLeader, 'x' | 'y'>, u: CbUnit, r: number): boolean {
  const c = { x: l.x, y: l.y };
  return u.stands.some((s) => pointPolyWithin(c, standPoly(s), r + COMMAND_STAND_DIAMETER / 2));
}

/** The length of the part of segment ab inside the closed convex polygon, in plane
 *  units: the chord between the endpoints inside and the crossings of its edges
 *  (each rounded to the plane unit), measured by an integer square root rounded up. */
export function lengthInside(a: Vec, b: Vec, poly: Poly): number {
  const pts: Vec[] = [];
  if (inside(a, poly)) pts.push(a);
  if (inside(b, poly)) pts.push(b);
  const ab = sub(b, a);
  for (let i = 0; i < poly.length; i++) {
    const c = poly[i], d = poly[(i + 1) % poly.length];
    if (!segmentsMeet(a, b, c, d)) continue;
    const cd = sub(d, c);
    let den = cross(ab, cd), num = cross(sub(c, a), cd);
    if (den === 0) continue; // along the edge: counted by its ends, if inside
    if (den < 0) { den = 0 - den; num = 0 - num; }
    pts.push({ x: a.x + roundDiv(ab.x * num, den), y: a.y + roundDiv(ab.y * num, den) });
  }
  let best = 0;
  for (let i = 0; i < pts.length; i++) for (let j = i + 1; j < pts.length; j++) best = Math.max(best, len2(sub(pts[i], pts[j])));
  return isqrtCeil(best);
}
