// Line of sight (p.23, VIS-01..08) by the algorithm of spec §8.7: a target is seen
// when some pair of sample points (a stand's four corners and centre; a leader's
// centre) has a clear segment and the target is not hidden by cover. Everything is
// exact on the integer plane, except the length of a sight line inside a wood or
// town (VIS-02), whose entry and exit points are rounded to the plane unit
// (1/240 JT) before the length is compared with 1 JT.
import {
  centre, inside, overlaps, pointSegDistFloor, pointSegWithin, polyDistFloor, roundDiv, segmentEntersInterior,
  segmentsMeet, sub, cross, dot, len2, orient, type Poly, type Vec,
} from '../../engine/plane';
import { DIST, JT } from './data/scale';
import { pointPolyWithin, standPoly, unitsWithin } from './geometry';
import { surpriseDps } from './morale';
import { liveUnits, type CbLeader, type CbState, type CbUnit } from './state';
import { CONCEALING, MOVING_REVEALS_INSIDE, SIGHT_BLOCKING, type CbTerrain } from './terrain';

/** Who looks or is looked at: a unit (or Special Troop stand) or a leader / messenger. */
/** A unit, or a point that sees or is seen (a leader; baggage by its centre). */
export type Sighted = CbUnit | Pick<CbLeader, 'x' | 'y'>;

export interface SightContext {
  units: readonly CbUnit[];
  terrain: readonly CbTerrain[];
  /** Units that moved this phase (VIS-03/04; spec §8.7 tracks it per phase). By
   *  default a unit's `turn.moved`. */
  moved?: readonly string[];
  /** Units that shot this phase (VIS-04: troops on the edge of cover who shoot are seen). */
  shot?: readonly string[];
}

const isUnit = (x: Sighted): x is CbUnit => 'stands' in x;
const LEADER_RADIUS = JT / 4;

interface Body { poly: Poly | null; points: Vec[] }

function bodies(x: Sighted): Body[] {
  if (!isUnit(x)) return [{ poly: null, points: [{ x: x.x, y: x.y }] }];
  return x.stands.map((s) => { const p = standPoly(s); return { poly: p, points: [...p, centre(s, s.d)] }; });
}

/** Elevation at a point: the highest hill or fortress containing it (VIS-05). */
export function levelAt(p: Vec, terrain: readonly CbTerrain[]): number {
  let l = 0;
  for (const t of terrain) if ((t.kind === 'hill' || t.kind === 'fortress') && t.level > l && inside(p, t.poly)) l = t.level;
  return l;
}

/** ⌊distance⌋ from a point to a closed convex polygon (0 inside). */
function pointPolyDistFloor(p: Vec, poly: Poly): number {
  if (inside(p, poly)) return 0;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) best = Math.min(best, pointSegDistFloor(p, poly[i], poly[(i + 1) % poly.length]));
  return best;
}

/** Where segment ab meets segment cd, rounded to the plane unit (non-parallel only). */
function meetPoint(a: Vec, b: Vec, c: Vec, d: Vec): Vec | null {
  const ab = sub(b, a), cd = sub(d, c);
  let den = cross(ab, cd), num = cross(sub(c, a), cd);
  if (den === 0) return null;
  if (den < 0) { den = 0 - den; num = 0 - num; }
  return { x: a.x + roundDiv(ab.x * num, den), y: a.y + roundDiv(ab.y * num, den) };
}

/** VIS-02: the part of ab inside the convex area is at most 1 JT long. */
function insideLengthWithinJT(a: Vec, b: Vec, area: Poly): boolean {
  const pts: Vec[] = [];
  if (inside(a, area)) pts.push(a);
  if (inside(b, area)) pts.push(b);
  for (let i = 0; i < area.length; i++) {
    const c = area[i], d = area[(i + 1) % area.length];
    if (segmentsMeet(a, b, c, d)) { const m = meetPoint(a, b, c, d); if (m) pts.push(m); }
  }
  for (let i = 0; i < pts.length; i++) for (let j = i + 1; j < pts.length; j++) if (len2(sub(pts[i], pts[j])) > JT * JT) return false;
  return true;
}

function meetsPolyline(body: Body, line: readonly Vec[]): boolean {
  for (let i = 0; i + 1 < line.length; i++) {
    const c = line[i], d = line[i + 1];
    if (body.poly === null) { if (pointSegWithin(body.points[0], c, d, LEADER_RADIUS)) return true; continue; }
    if (inside(c, body.poly)) return true;
    for (let k = 0; k < body.poly.length; k++) if (segmentsMeet(body.poly[k], body.poly[(k + 1) % body.poly.length], c, d)) return true;
  }
  return false;
}

function crossesPolyline(a: Vec, b: Vec, line: readonly Vec[]): boolean {
  for (let i = 0; i + 1 < line.length; i++) if (segmentsMeet(a, b, line[i], line[i + 1])) return true;
  return false;
}

function distToPolylineFloor(p: Vec, line: readonly Vec[]): number {
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) best = Math.min(best, pointSegDistFloor(p, line[i], line[i + 1]));
  return best;
}

/** Segment ab runs along edge cd for a positive length (collinear overlap). */
function runsAlong(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  if (orient(a, b, c) !== 0 || orient(a, b, d) !== 0) return false;
  const ab = sub(b, a), l = len2(ab);
  const tc = dot(sub(c, a), ab), td = dot(sub(d, a), ab);
  return Math.min(Math.max(tc, td), l) > Math.max(Math.min(tc, td), 0);
}

/** The sight line passes through a stand: through its interior, or along one of its
 *  edges, so that a line cannot slip through the seam of two stands in contact. */
function passesThrough(a: Vec, b: Vec, p: Poly): boolean {
  if (segmentEntersInterior(a, b, p)) return true;
  for (let i = 0; i < p.length; i++) if (runsAlong(a, b, p[i], p[(i + 1) % p.length])) return true;
  return false;
}

/** A unit that may stand in a sight line, with its stands' footprints and their boxes
 *  (worked out once per canSee: every pair of sample points asks about every unit). */
interface Blocker { unit: CbUnit; polys: Poly[]; centres: Vec[]; boxes: number[]; box: number[] }

/** [minX, minY, maxX, maxY] of a polygon. */
function boxOf(p: Poly): number[] {
  let x0 = p[0].x, x1 = x0, y0 = p[0].y, y1 = y0;
  for (let i = 1; i < p.length; i++) {
    const v = p[i];
    if (v.x < x0) x0 = v.x; else if (v.x > x1) x1 = v.x;
    if (v.y < y0) y0 = v.y; else if (v.y > y1) y1 = v.y;
  }
  return [x0, y0, x1, y1];
}

function blockersOf(ctx: SightContext, skip: readonly string[]): Blocker[] {
  const out: Blocker[] = [];
  for (const u of ctx.units) {
    // VIS-06: Special Troop stands (and leaders, who are not in this list) never block.
    if (u.destroyed || u.kind === 'special' || skip.includes(u.id) || u.stands.length === 0) continue;
    const polys = u.stands.map(standPoly);
    const boxes: number[] = [];
    for (const p of polys) boxes.push(...boxOf(p));
    const box = [boxes[0], boxes[1], boxes[2], boxes[3]];
    for (let i = 4; i < boxes.length; i += 4) {
      box[0] = Math.min(box[0], boxes[i]); box[1] = Math.min(box[1], boxes[i + 1]);
      box[2] = Math.max(box[2], boxes[i + 2]); box[3] = Math.max(box[3], boxes[i + 3]);
    }
    out.push({ unit: u, polys, centres: u.stands.map((s) => centre(s, s.d)), boxes, box });
  }
  return out;
}

/** Whether segment ab's box stays more than a unit away from box b (at offset i): then
 *  ab neither enters nor runs along the polygon (nor does the midpoint passesThrough
 *  tries, which lies within a unit of the segment's box). */
function clearOfBox(a: Vec, b: Vec, box: number[], i: number): boolean {
  return Math.max(a.x, b.x) + 1 < box[i] || Math.min(a.x, b.x) - 1 > box[i + 2] || Math.max(a.y, b.y) + 1 < box[i + 1] || Math.min(a.y, b.y) - 1 > box[i + 3];
}

/** Troops between observer and target (VIS-01, 05, 06, 07). */
function troopsBlock(ctx: SightContext, a: Vec, b: Vec, obs: Body, blockers: readonly Blocker[]): boolean {
  const la = levelAt(a, ctx.terrain);
  for (const x of blockers) {
    if (clearOfBox(a, b, x.box, 0)) continue;
    let crossed = 0, only: Poly | null = null;
    for (let k = 0; k < x.polys.length; k++) {
      const p = x.polys[k];
      if (clearOfBox(a, b, x.boxes, 4 * k) || !passesThrough(a, b, p)) continue;
      // VIS-05: from higher ground, troops at least 1 JT away (from the observer's
      // stand, not just this corner of it) are seen over.
      if (la > levelAt(x.centres[k], ctx.terrain) && (obs.poly ? polyDistFloor(obs.poly, p) : pointPolyDistFloor(a, p)) >= JT) continue;
      crossed++;
      only = p;
    }
    if (crossed === 0) continue;
    // VIS-01: formed units block; VIS-07: an unformed unit blocks when the line
    // crosses two or more of its stands (2+ ranks), and one crossed stand hides only
    // what lies more than 1 JT behind it.
    if (x.unit.formation !== 'unformed' || crossed >= 2) return true;
    if (!pointPolyWithin(b, only!, JT)) return true;
  }
  return false;
}

/** Woods, towns, marshes and hill crests between (VIS-01, 02, 03, 05). */
function groundBlocks(ctx: SightContext, a: Vec, b: Vec, obs: Body, tgt: Body, targetMoved: boolean): boolean {
  const la = levelAt(a, ctx.terrain);
  for (const t of ctx.terrain) {
    if (SIGHT_BLOCKING.includes(t.kind) && segmentEntersInterior(a, b, t.poly)) {
      // VIS-03 (spec §8.7 3): troops inside a marsh who moved are seen at any distance.
      if (t.kind === 'marsh' && targetMoved && tgt.poly !== null && overlaps(tgt.poly, t.poly)) continue;
      // VIS-02: seeing inside or into: the part of the line inside is at most 1 JT.
      if ((inside(a, t.poly) || inside(b, t.poly)) && insideLengthWithinJT(a, b, t.poly)) continue;
      return true;
    }
    if (t.kind === 'hill' && t.crest && crossesPolyline(a, b, t.crest)) {
      // VIS-01: a crest line blocks, unless the looker or the seen stands on it.
      if (meetsPolyline(obs, t.crest) || meetsPolyline(tgt, t.crest)) continue;
      // VIS-05: from higher ground the crest of a lower hill hides only the dead
      // ground: what is less than bow range beyond it.
      if (la > t.level && distToPolylineFloor(b, t.crest) >= DIST.bow) continue;
      return true;
    }
  }
  return false;
}

/** VIS-02..04: a target in cover is seen only from within 1 JT, unless it moved
 *  (inside marsh, dunes or light cover) or moved or shot (on the edge of any cover). */
function hiddenByCover(ctx: SightContext, a: Vec, b: Vec, tgt: Body, moved: boolean, shot: boolean): boolean {
  if (len2(sub(a, b)) <= JT * JT) return false;
  for (const t of ctx.terrain) {
    if (!CONCEALING.includes(t.kind)) continue;
    const inCover = tgt.poly === null ? inside(tgt.points[0], t.poly) : overlaps(tgt.poly, t.poly);
    if (!inCover) continue;
    const wholly = tgt.poly === null || tgt.poly.every((c) => inside(c, t.poly));
    if (wholly ? !(moved && MOVING_REVEALS_INSIDE.includes(t.kind)) : !(moved || shot)) return true;
  }
  return false;
}

/** VIS-01..07: can `observer` see `target`? No facing limit (spec §4.4 [INTERP]). */
export function canSee(ctx: SightContext, observer: Sighted, target: Sighted): boolean {
  const skip = [observer, target].filter(isUnit).map((u) => u.id);
  const tMoved = isUnit(target) && (ctx.moved ? ctx.moved.includes(target.id) : target.turn.moved);
  const tShot = isUnit(target) && !!ctx.shot?.includes(target.id);
  const obs = bodies(observer), tgt = bodies(target);
  let blockers: Blocker[] | null = null;
  for (const tb of tgt) for (const ob of obs) for (const a of ob.points) for (const b of tb.points) {
    if (hiddenByCover(ctx, a, b, tb, tMoved, tShot)) continue;
    if (groundBlocks(ctx, a, b, ob, tb, tMoved)) continue;
    if (troopsBlock(ctx, a, b, ob, (blockers ??= blockersOf(ctx, skip)))) continue;
    return true;
  }
  return false;
}

/** VIS-08: the visible non-destroyed enemy units of `u`. */
export function visibleEnemies(s: CbState, terrain: readonly CbTerrain[], u: CbUnit, extra: Omit<SightContext, 'units' | 'terrain'> = {}): CbUnit[] {
  const ctx: SightContext = { units: s.units, terrain, ...extra };
  return liveUnits(s, u.side === 0 ? 1 : 0).filter((e) => canSee(ctx, u, e));
}

function unitDistFloor(a: CbUnit, b: CbUnit): number {
  let best = Infinity;
  for (const sa of a.stands) for (const sb of b.stands) best = Math.min(best, polyDistFloor(standPoly(sa), standPoly(sb)));
  return best;
}

/** VIS-08: the nearest visible enemy (spontaneous advance, CMD-31; Direct Shooting),
 *  edge to edge, ties to the lower id (spec §8.3; its bearing tie-break waits for
 *  movement). Undefined when none is visible. */
export function nearestVisibleEnemy(s: CbState, terrain: readonly CbTerrain[], u: CbUnit, extra: Omit<SightContext, 'units' | 'terrain'> = {}): CbUnit | undefined {
  let best: CbUnit | undefined, bestD = Infinity;
  for (const e of visibleEnemies(s, terrain, u, extra)) {
    const d = unitDistFloor(u, e);
    if (d < bestD || (d === bestD && best !== undefined && e.id < best.id)) { best = e; bestD = d; }
  }
  return best;
}

/** VIS-08: pre-arranged signals need the two leaders to see each other (p.22). */
export function mutualSight(ctx: SightContext, a: Sighted, b: Sighted): boolean {
  return canSee(ctx, a, b) && canSee(ctx, b, a);
}

/** MOR-C5 with VIS-08: `u` takes the surprise DP when an enemy it could not see
 *  before (or one just arrived from off the table) is now seen within bow range,
 *  edge to edge. `seenBefore` is what the caller recorded before the move. */
export function surpriseOnSight(ctx: SightContext, u: CbUnit, enemy: CbUnit, seenBefore: boolean, arrivedFromOffTable = false): number {
  if (seenBefore && !arrivedFromOffTable) return 0;
  if (!unitsWithin(u, enemy, DIST.bow) || !canSee(ctx, u, enemy)) return 0;
  return surpriseDps();
}
