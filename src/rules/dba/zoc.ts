// The exact zone of control of spec §8.4 G-ZOC (DBA ZOC-01), used when option sho02 is
// 'exact'. An element A is in enemy B's zone when it meets, in positive area, the
// rectangle B's width wide and 1 BW deep in front of B, unless a third element overlaps
// (in positive area) the shadow: the points of the zone between B's front edge and A
// along B's facing, i.e. those with some point of A at the same lateral offset further
// out. The shadow is convex: the zone cut by the hull of A and of A pushed far back
// along −B.f. Its cut corners are rounded to the 1 p grid (§8.2).
// A BUA or camp the enemy holds has a zone too (ZOC-01, INTERP-8b): here each side of
// its polygon is read as a front edge, with its strip 1 BW deep outside and the same
// shadow test ("directly in front of any part of ... a town or camp", in the rulebook's
// words; the corner wedges of the spec's 1 BW ring are not in it).
import { ccw, dirN, hull, isqrt, len2, orient, overlaps, polysWithin, roundDiv, sub, type Poly, type Vec } from '../../engine/plane';
import { enemiesOf, fpOf, onTable, zocOf } from './geometry';
import type { DbaState, Elem } from './state';
import { BW } from './data/troops';
import { campPoly } from './camp';
import { campHolder } from './camp-assault';
import { buaDefender, buaPoly } from './bua';

/** Beyond the board's diagonal: A pushed this far back covers the whole zone's depth. */
const FAR = 4000;

/** Sutherland–Hodgman: the convex polygon subject cut by the convex polygon clip. */
export function clipConvex(subject: Poly, clip: Poly): Poly {
  const c = ccw(clip);
  let out = ccw(subject);
  for (let i = 0; i < c.length && out.length > 0; i++) {
    const p = c[i], q = c[(i + 1) % c.length];
    const inp = out;
    out = [];
    for (let k = 0; k < inp.length; k++) {
      const a = inp[k], b = inp[(k + 1) % inp.length];
      const oa = orient(p, q, a), ob = orient(p, q, b);
      if (oa >= 0) out.push(a);
      if ((oa > 0 && ob < 0) || (oa < 0 && ob > 0)) {
        out.push({ x: a.x + roundDiv((b.x - a.x) * oa, oa - ob), y: a.y + roundDiv((b.y - a.y) * oa, oa - ob) });
      }
    }
  }
  return out;
}

/** The part of `zone` between its front edge and `poly` along `back` (pointing from
 *  poly towards the front edge, FAR long). */
function shadowIn(zone: Poly, poly: Poly, back: Vec): Poly {
  const pushed: Vec[] = poly.map((v) => ({ x: v.x + back.x, y: v.y + back.y }));
  return clipConvex(zone, hull([...poly, ...pushed]));
}

/** The shadow of `poly` in the zone of b (G-ZOC blocking region). */
export function zocShadow(b: Elem, poly: Poly): Poly {
  return shadowIn(zocOf(b), poly, dirN(b.h + 180, FAR));
}

/** Whether a third element overlaps the shadow (ZOC-01 "even partly between"). */
function shaded(s: DbaState, self: Elem, poly: Poly, shadow: Poly, skip: (o: Elem) => boolean, ignore: number[]): boolean {
  return shadow.length >= 3 && onTable(s).some((o) => o.id !== self.id && !skip(o) && !ignore.includes(o.id) && overlaps(shadow, fpOf(o)) && !overlaps(poly, fpOf(o), 0));
}

/** The strips 1 BW deep outside each side of a convex polygon, with the vector from
 *  the strip's far side back towards the polygon, FAR long. */
function sideStrips(p: Poly): { strip: Poly; back: Vec }[] {
  const c = ccw(p);
  const out: { strip: Poly; back: Vec }[] = [];
  for (let i = 0; i < c.length; i++) {
    const a = c[i], b = c[(i + 1) % c.length];
    const d = sub(b, a), l = isqrt(len2(d));
    if (l === 0) continue;
    // Outward is on the right of a counter-clockwise side.
    const n = { x: roundDiv(d.y * BW, l), y: roundDiv(-d.x * BW, l) };
    out.push({ strip: [a, { x: a.x + n.x, y: a.y + n.y }, { x: b.x + n.x, y: b.y + n.y }, b], back: { x: roundDiv(-d.y * FAR, l), y: roundDiv(d.x * FAR, l) } });
  }
  return out;
}

/** The BUA and camps held against self (by an element, or by the BUA's denizens) that
 *  poly comes within 1 BW of, with the id of their defender. */
function heldPlaces(s: DbaState, self: Elem, poly: Poly): { id: number; poly: Poly }[] {
  const out: { id: number; poly: Poly }[] = [];
  for (const c of s.camps) {
    if (!c || !polysWithin(poly, campPoly(c), BW)) continue;
    const h = campHolder(s, c);
    if (h && h.side !== self.side) out.push({ id: h.id, poly: campPoly(c) });
  }
  const bp = s.bua ? buaPoly(s) : null;
  const d = bp && polysWithin(poly, bp, BW) ? buaDefender(s, self.side) : null;
  if (d !== null && bp) out.push({ id: d, poly: bp });
  return out;
}

/** ZOC-01 with G-ZOC: the enemies of self whose zone `poly` (a footprint or a swept
 *  area) lies in, unblocked. Elements in `ignore`, and those overlapping `poly` itself
 *  (group-mates, friends passed through), are not "between". */
export function zocHoldersExact(s: DbaState, self: Elem, poly: Poly, ignore: number[] = []): Elem[] {
  const out: Elem[] = [];
  for (const b of enemiesOf(s, self)) {
    if (!overlaps(poly, zocOf(b))) continue;
    if (!shaded(s, self, poly, zocShadow(b, poly), (o) => o.id === b.id, ignore)) out.push(b);
  }
  for (const place of heldPlaces(s, self, poly)) {
    if (out.some((b) => b.id === place.id)) continue;
    const inZone = sideStrips(place.poly).some(({ strip, back }) =>
      overlaps(poly, strip) && !shaded(s, self, poly, shadowIn(strip, poly, back), (o) => overlaps(fpOf(o), place.poly), ignore));
    // A stand-in for the defender, far away: only its id counts (contact releases).
    if (inZone) out.push({ ...self, id: place.id, side: self.side === 0 ? 1 : 0, x: -20000, y: -20000 });
  }
  return out;
}
