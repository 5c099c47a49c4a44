// Measured distances on the platform's integer plane: stand footprints, leader
// command stands (circles), edge-to-edge "within" tests. Exact: no rounding decides.
import { footprint, inside, pointSegWithin, polysWithin, type Poly, type Vec } from '../../engine/plane';
import { COMMAND_STAND_DIAMETER, JT } from './data/scale';
import type { CbLeader, CbStand, CbUnit } from './state';

export const standPoly = (s: CbStand): Poly => footprint({ x: s.x, y: s.y, h: s.h }, JT, s.d);

/** Point p within r of the closed polygon (0 inside). */
export function pointPolyWithin(p: Vec, poly: Poly, r: number): boolean {
  if (inside(p, poly)) return true;
  for (let i = 0; i < poly.length; i++) if (pointSegWithin(p, poly[i], poly[(i + 1) % poly.length], r)) return true;
  return false;
}

/** Edge-to-edge distance between two units (any pair of their stands) ≤ r. */
export function unitsWithin(a: CbUnit, b: CbUnit, r: number): boolean {
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
