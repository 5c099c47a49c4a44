// The exact shooting geometry of spec §8.4 G-SHOOT (DBA SHO-02, SHO-03, SHO-07, TER-04),
// used when option sho02 is 'exact'. Everything is integer geometry: the decisions
// (which edges are exposed, whether a piece of an edge lies in the band, in range, or
// behind a crest) are exact sign tests on integer points; the ends of the pieces of
// edge found (the extent of Q and of E_near) are rounded to the 1 p grid (§8.2), as the
// corners of rotated bases are.
import { ccw, dirN, hull, inside, isqrt, len2, orient, pointSegWithin, roundDiv, segmentsCross, sub, type Poly, type Pose, type Vec } from '../../engine/plane';
import { BW } from './data/troops';

/** A piece of a segment: its two ends (equal for a single point). */
export type Piece = [Vec, Vec];

/** The geometry of one shot: the shooter's near edge E_near and the reachable part Q of
 *  the target's exposed edges, as pieces of segments. */
export interface ShotGeom { near: Piece[]; q: Piece[] }

const lerp = (a: Vec, b: Vec, n: number, d: number): Vec => ({ x: a.x + roundDiv((b.x - a.x) * n, d), y: a.y + roundDiv((b.y - a.y) * n, d) });

/** Clip segment ab to the side of line p→q where orient ≥ 0 (or > 0 when strict). The
 *  decision is exact on the integer ends; a cut end is rounded onto the grid. */
function clipHalf(seg: Piece, p: Vec, q: Vec, strict: boolean): Piece | null {
  const [a, b] = seg;
  const oa = orient(p, q, a), ob = orient(p, q, b);
  const ok = (o: number) => (strict ? o > 0 : o >= 0);
  if (ok(oa) && ok(ob)) return seg;
  if (!ok(oa) && !ok(ob)) return null;
  // One end in, one out: the line cuts the segment at t = oa / (oa − ob).
  const cut = lerp(a, b, oa, oa - ob);
  return ok(oa) ? [a, cut] : [cut, b];
}

/** Closed region "within r of shape" (a segment or a convex polygon), exact on integer points. */
function withinShape(p: Vec, shape: Poly, r: number): boolean {
  if (shape.length >= 3 && inside(p, shape)) return true;
  if (shape.length === 1) return pointSegWithin(p, shape[0], shape[0], r);
  const n = shape.length === 2 ? 1 : shape.length;
  for (let i = 0; i < n; i++) if (pointSegWithin(p, shape[i], shape[(i + 1) % shape.length], r)) return true;
  return false;
}

/** Squared distance (floored) from p to shape, to rank candidate points. */
function dist2(p: Vec, shape: Poly): number {
  if (shape.length >= 3 && inside(p, shape)) return 0;
  let best = Infinity;
  const n = shape.length <= 2 ? Math.max(1, shape.length - 1) : shape.length;
  for (let i = 0; i < n; i++) {
    const a = shape[i], b = shape[(i + 1) % shape.length];
    const ab = sub(b, a), ap = sub(p, a), l2 = len2(ab);
    let q: number;
    if (l2 === 0 || ap.x * ab.x + ap.y * ab.y <= 0) q = len2(ap);
    else if ((p.x - b.x) * ab.x + (p.y - b.y) * ab.y >= 0) q = len2(sub(p, b));
    else { const c = ab.x * ap.y - ab.y * ap.x; q = Math.floor((c * c) / l2); }
    if (q < best) best = q;
  }
  return best;
}

/** The part of segment seg within r of shape (one piece: the region is convex), or null.
 *  The nearest point of seg to shape is found among the ends, the feet of the shape's
 *  vertices and the crossings; from it the two ends of the piece are found by bisection
 *  on the 1 p grid. */
export function clipRange(seg: Piece, shape: Poly, r: number): Piece | null {
  const [a, b] = seg;
  const ab = sub(b, a), l2 = len2(ab);
  const cands: Vec[] = [a, b];
  if (l2 > 0) {
    for (const v of shape) {
      const t = (v.x - a.x) * ab.x + (v.y - a.y) * ab.y;
      if (t > 0 && t < l2) cands.push(lerp(a, b, t, l2));
    }
    const m = shape.length <= 2 ? shape.length - 1 : shape.length;
    for (let i = 0; i < m; i++) {
      const c = shape[i], d = shape[(i + 1) % shape.length];
      if (segmentsCross(a, b, c, d)) { const oa = orient(c, d, a), ob = orient(c, d, b); cands.push(lerp(a, b, oa, oa - ob)); }
    }
  }
  let best = cands[0], bq = dist2(best, shape);
  for (const c of cands) { const q = dist2(c, shape); if (q < bq) { best = c; bq = q; } }
  if (!withinShape(best, shape, r)) return null;
  const far = (to: Vec): Vec => {
    const n = Math.max(Math.abs(to.x - best.x), Math.abs(to.y - best.y));
    if (n === 0 || withinShape(to, shape, r)) return to;
    let lo = 0, hi = n; // lo inside, hi outside
    while (hi - lo > 1) { const mid = (lo + hi) >> 1; if (withinShape(lerp(best, to, mid, n), shape, r)) lo = mid; else hi = mid; }
    return lerp(best, to, lo, n);
  };
  return [far(a), far(b)];
}

/** G-SHOOT 3: side a→b of a counter-clockwise target outline is exposed when some point
 *  of the shooting edge es lies strictly outside its supporting line (es is a segment or
 *  a convex outline, so its vertices settle it). */
export const exposed = (es: Poly, a: Vec, b: Vec): boolean => es.some((p) => orient(a, b, p) < 0);

/** The band of a normal shooter (G-SHOOT 2) as its three bounding lines, each kept on its
 *  left: the front-edge line (strictly), and the two side lines 1 BW beyond its flanks. */
function bandLines(c: { FL: Vec; FR: Vec; RL: Vec }, w: number): { p: Vec; q: Vec; strict: boolean }[] {
  const f = sub(c.FL, c.RL); // forward, the length of the depth
  const lb = { x: c.FL.x + roundDiv((c.FL.x - c.FR.x) * BW, w), y: c.FL.y + roundDiv((c.FL.y - c.FR.y) * BW, w) };
  const rb = { x: c.FR.x + roundDiv((c.FR.x - c.FL.x) * BW, w), y: c.FR.y + roundDiv((c.FR.y - c.FL.y) * BW, w) };
  return [
    { p: c.FL, q: c.FR, strict: true },
    { p: { x: lb.x + f.x, y: lb.y + f.y }, q: lb, strict: false },
    { p: rb, q: { x: rb.x + f.x, y: rb.y + f.y }, strict: false },
  ];
}

/** G-SHOOT 1–5. es: the shooting edge (a front edge FL–FR, or a closed outline for a
 *  360° shooter); front: the shooter's corners and width when it has a band; tp: the
 *  target's outline; r: the range. Null when Q is empty (out of arc or range). */
export function shotGeom(es: Poly, front: { c: { FL: Vec; FR: Vec; RL: Vec }; w: number } | null, tp: Poly, r: number): ShotGeom | null {
  const lines = front ? bandLines(front.c, front.w) : [];
  const c = ccw(tp);
  const found: [number, Piece][] = [];
  c.forEach((a, i) => {
    const b = c[(i + 1) % c.length];
    if (!exposed(es, a, b)) return;
    let piece: Piece | null = [a, b];
    for (const l of lines) { if (piece) piece = clipHalf(piece, l.p, l.q, l.strict); }
    if (piece) piece = clipRange(piece, es, r);
    if (piece) found.push([i, piece]);
  });
  if (found.length === 0) return null;
  const q = chain(found, c.length);
  if (front) return { near: [[es[0], es[1]]], q };
  // INTERP-35: a 360° shooter's near edge is the part of its outline within
  // minDist(E_S, Q) + BW/2 of Q.
  const qShape = hull(q.flatMap((p) => p));
  const m = isqrt(Math.min(...es.map((p) => dist2(p, qShape)), ...q.flatMap((p) => p).map((p) => dist2(p, es))));
  const nearFound: [number, Piece][] = [];
  const o = ccw(es);
  for (let i = 0; i < o.length; i++) {
    const piece = clipRange([o[i], o[(i + 1) % o.length]], qShape, m + BW / 2 + 1);
    if (piece) nearFound.push([i, piece]);
  }
  return { near: nearFound.length ? chain(nearFound, o.length) : [[o[0], o[0]]], q };
}

/** Pieces found on the sides of a closed outline (side index, piece), in the order
 *  they follow one another along it: a run that wraps past the last side starts after
 *  the gap, so that the chain's points are spaced along one path. */
function chain(found: [number, Piece][], n: number): Piece[] {
  let start = 0;
  for (let k = 0; k < found.length; k++) {
    const prev = found[(k + found.length - 1) % found.length][0];
    if ((prev + 1) % n !== found[k][0]) { start = k; break; }
  }
  return [...found.slice(start), ...found.slice(0, start)].map(([, p]) => p);
}

/** Five points equally spaced along a chain of pieces (ends included), by length. */
export function fivePoints(pieces: Piece[]): Vec[] {
  const lens = pieces.map(([a, b]) => isqrt(len2(sub(b, a))));
  const total = lens.reduce((x, y) => x + y, 0);
  const out: Vec[] = [];
  for (let k = 0; k <= 4; k++) {
    let at = roundDiv(total * k, 4), i = 0;
    while (i < pieces.length - 1 && at > lens[i]) { at -= lens[i]; i++; }
    const [a, b] = pieces[i];
    out.push(lens[i] === 0 ? a : lerp(a, b, Math.min(at, lens[i]), lens[i]));
  }
  return out;
}

/** The corridor Cor = hull(E_near ∪ Q) (G-SHOOT 5). */
export function corridorOf(g: ShotGeom): Poly {
  return hull([...g.near.flatMap((p) => p), ...g.q.flatMap((p) => p)]);
}

/** G-SHOOT 7 (TER-04): every one of the 25 sightlines properly crosses one of the
 *  blocking lines (hill crests, edges of Woods and Oases), given as segments. */
export function sightBlocked(g: ShotGeom, blockers: Piece[], corners: Corner[] = []): boolean {
  if (blockers.length === 0 && corners.length === 0) return false;
  const from = fivePoints(g.near), to = fivePoints(g.q);
  for (const a of from) for (const b of to) {
    if (!blockers.some(([c, d]) => segmentsCross(a, b, c, d)) && !corners.some((k) => throughCorner(a, b, k))) return false;
  }
  return true;
}

/** A corner of a convex outline: the vertex and its two neighbours. */
export type Corner = [Vec, Vec, Vec];

/** The corners of a convex outline (TER-04, option ter04corner "whole"). */
export const cornersOfPoly = (p: Poly): Corner[] => p.map((v, i) => [p[(i + p.length - 1) % p.length], v, p[(i + 1) % p.length]]);

/** TER-04 (ter04corner "whole"): the sightline a–b passes through the corner's vertex, strictly
 *  between its ends, into the outline: the vertex's two neighbours lie on either side of it.
 *  A line that only touches the corner from outside, or runs along an edge, does not. */
export function throughCorner(a: Vec, b: Vec, [prev, v, next]: Corner): boolean {
  if (orient(a, b, v) !== 0) return false;
  const dot = (v.x - a.x) * (b.x - a.x) + (v.y - a.y) * (b.y - a.y);
  const span = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y);
  if (dot <= 0 || dot >= span) return false;
  return Math.sign(orient(a, b, prev)) * Math.sign(orient(a, b, next)) < 0;
}

/** The smallest distance (floored) from the shooting edge to Q, for the primary shooter. */
export function distToQ(es: Poly, g: ShotGeom): number {
  let best = Infinity;
  for (const [a, b] of g.q) {
    const seg: Poly = a.x === b.x && a.y === b.y ? [a] : [a, b];
    for (const p of seg) best = Math.min(best, dist2(p, es));
    for (const p of es) best = Math.min(best, dist2(p, seg));
  }
  return isqrt(best);
}

/** G-SHOOT 9: Q lies wholly on the closed rear edge RL–RR of the target. */
export function qOnRear(g: ShotGeom, rl: Vec, rr: Vec): boolean {
  return g.q.every(([a, b]) => pointSegWithin(a, rl, rr, 1) && pointSegWithin(b, rl, rr, 1));
}

/** G-SHOOT 8 (INTERP-20): the lateral overlap between the target's outline tp and the strip
 *  u ∈ [−W/2, W/2] in front of a shooter at pose sh (its front-edge midpoint) of width w,
 *  in thousandths of a pace: the target's extent along the shooter's rightward axis (a
 *  convex outline: its vertices bound it), clipped to the shooter's frontage. */
export function stripOverlap(sh: Pose, w: number, tp: Poly): number {
  const r = dirN(sh.h - 90, 1000);
  let lo = Infinity, hi = -Infinity;
  for (const p of tp) {
    const u = (p.x - sh.x) * r.x + (p.y - sh.y) * r.y;
    if (u < lo) lo = u;
    if (u > hi) hi = u;
  }
  return Math.max(0, Math.min(hi, w * 500) - Math.max(lo, -w * 500));
}
