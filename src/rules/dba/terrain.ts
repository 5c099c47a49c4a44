// Terrain geometry and the placement validators (TER-01..10, TER-06), spec §2.2–2.3, §8.12.
import { add, dirN, footprint, hull, overlaps, polysWithin, rotate, segmentEntersInterior, type Poly, type Vec } from '../../engine/plane';
import { AREA_KINDS, MAY_BE_THIN, TER, badFor, topographies, type AreaKind, type FeatureKind, type Topography } from './data/terrain';
import type { DbaState, Feature } from './state';

const B = TER.board;

/** A 24-sided oval (vertices every 15°), length along angle a; convex by construction. */
export function ovalPoly(cx: number, cy: number, l: number, w: number, a: number): Poly {
  const pts: Vec[] = [];
  for (let k = 0; k < 24; k++) {
    const u = dirN(k * 15, 1000);
    const local = { x: Math.round((u.x * l) / 2000), y: Math.round((u.y * w) / 2000) };
    pts.push(add({ x: cx, y: cy }, rotate(local, a)));
  }
  return hull(pts);
}

// Polygons depend only on a feature's integers, so a cache keyed by them is pure.
const polyCache = new Map<string, Poly>();

/** The polygon of a feature (linear features are strips). */
const byObject = new WeakMap<Feature, Poly>();

export function featurePoly(f: Feature): Poly {
  const known = byObject.get(f);
  if (known) return known;
  const poly = featurePolyByValue(f);
  byObject.set(f, poly);
  return poly;
}

function featurePolyByValue(f: Feature): Poly {
  const key = f.kind + ':' + f.p.join(',');
  let poly = polyCache.get(key);
  if (!poly) {
    poly = computeFeaturePoly(f);
    if (polyCache.size > 2000) polyCache.clear();
    polyCache.set(key, poly);
  }
  return poly;
}

function computeFeaturePoly(f: Feature): Poly {
  const p = f.p;
  switch (f.kind) {
    case 'Waterway': {
      const [edge, depth] = p;
      if (edge === 0) return [{ x: 0, y: 0 }, { x: B, y: 0 }, { x: B, y: depth }, { x: 0, y: depth }];
      if (edge === 1) return [{ x: B - depth, y: 0 }, { x: B, y: 0 }, { x: B, y: B }, { x: B - depth, y: B }];
      if (edge === 2) return [{ x: 0, y: B - depth }, { x: B, y: B - depth }, { x: B, y: B }, { x: 0, y: B }];
      return [{ x: 0, y: 0 }, { x: depth, y: 0 }, { x: depth, y: B }, { x: 0, y: B }];
    }
    case 'River': case 'Road': {
      const [axis, off] = p;
      const half = Math.floor((f.kind === 'River' ? p[2] : 80) / 2);
      return axis === 0
        ? [{ x: off - half, y: 0 }, { x: off + half, y: 0 }, { x: off + half, y: B }, { x: off - half, y: B }]
        : [{ x: 0, y: off - half }, { x: B, y: off - half }, { x: B, y: off + half }, { x: 0, y: off + half }];
    }
    default:
      return ovalPoly(p[0], p[1], p[2], p[3], p[4]);
  }
}

/** TER-08: the Waterway's optional beach (or flood plain), the strip of land `p[2]` paces
 *  wide along its shore; null when it has none. It is good going (INTERP-48): no area
 *  feature may stand on it (terrainProblem), so every rate over it is the good-going one,
 *  and it is land, where troops deploy, land (DEP-07) and pitch a camp (CAMP-01). */
export function beachPoly(f: Feature): Poly | null {
  if (f.kind !== 'Waterway' || f.p.length < 3 || !(f.p[2] > 0)) return null;
  const [edge, depth, wide] = f.p;
  const a = depth, b = depth + wide;
  if (edge === 0) return [{ x: 0, y: a }, { x: B, y: a }, { x: B, y: b }, { x: 0, y: b }];
  if (edge === 1) return [{ x: B - b, y: 0 }, { x: B - a, y: 0 }, { x: B - a, y: B }, { x: B - b, y: B }];
  if (edge === 2) return [{ x: 0, y: B - b }, { x: B, y: B - b }, { x: B, y: B - a }, { x: 0, y: B - a }];
  return [{ x: a, y: 0 }, { x: b, y: 0 }, { x: b, y: B }, { x: a, y: B }];
}

/** The beaches on the table (at most one, with the one Waterway). */
export function beachesOf(s: DbaState): Poly[] {
  const out: Poly[] = [];
  for (const f of s.terrain) { const b = beachPoly(f); if (b) out.push(b); }
  return out;
}

export function quarterPolys(): Poly[] {
  const h = B / 2;
  return [[0, 0], [h, 0], [0, h], [h, h]].map(([x, y]) => [{ x, y }, { x: x + h, y }, { x: x + h, y: y + h }, { x, y: y + h }]);
}

/** Hill crest segment: the major axis shortened by the width (spec §8.12), as two points. */
export function crest(f: Feature): [Vec, Vec] {
  const [cx, cy, l, w, a] = f.p;
  const half = Math.max(0, Math.floor((l - w) / 2));
  const d = dirN(a, half);
  return [{ x: cx - d.x, y: cy - d.y }, { x: cx + d.x, y: cy + d.y }];
}

export const isArea = (f: Feature): boolean => (AREA_KINDS as readonly string[]).includes(f.kind);

/** Area features a polygon overlaps. */
export function areasUnder(s: DbaState, poly: Poly): Feature[] {
  return s.terrain.filter((f) => isArea(f) && overlaps(poly, featurePoly(f)));
}

/** TER-02: partly in bad going counts as wholly in it (for the given camel flag). */
export function polyInBad(s: DbaState, poly: Poly, camel: boolean): boolean {
  return areasUnder(s, poly).some((f) => badFor(f.kind as AreaKind, camel));
}

export function polyInWater(s: DbaState, poly: Poly): boolean {
  return s.terrain.some((f) => f.kind === 'Waterway' && overlaps(poly, featurePoly(f)));
}

export function polyInRiver(s: DbaState, poly: Poly): boolean {
  return s.terrain.some((f) => f.kind === 'River' && overlaps(poly, featurePoly(f)));
}

/** The polygon stays astride a straight road: every vertex within one base width of its
 *  centreline (a base 160 p wide astride the road reaches 80 p either side, plus play). */
export function polyOnRoad(s: DbaState, poly: Poly): boolean {
  return s.terrain.some((f) => f.kind === 'Road' && poly.every((v) => {
    const [axis, off] = f.p;
    const c = axis === 0 ? v.x : v.y;
    return Math.abs(c - off) <= 160;
  }));
}

/** Segment crosses a hill crest or enters a Wood/Oasis (TER-04 and PIP-02 separation helpers). */
export function segmentCrossesCrest(s: DbaState, a: Vec, b: Vec): boolean {
  return s.terrain.some((f) => {
    if (f.kind !== 'SteepHill' && f.kind !== 'GentleHill') return false;
    const [p, q] = crest(f);
    return segmentsCross(a, b, p, q);
  });
}

export function segmentEnters(s: DbaState, a: Vec, b: Vec, kinds: FeatureKind[]): boolean {
  return s.terrain.some((f) => kinds.includes(f.kind) && segmentEntersInterior(a, b, featurePoly(f)));
}

/** Elevation (0..1000) at a point: 0 outside any hill, rising to 1000 on the crest (INTERP-33). */
export function elevation(s: DbaState, p: Vec): number {
  let best = 0;
  for (const f of s.terrain) {
    if (f.kind !== 'SteepHill' && f.kind !== 'GentleHill') continue;
    const poly = featurePoly(f);
    if (!overlaps(poly, [p, { x: p.x + 1, y: p.y }, { x: p.x, y: p.y + 1 }], 0)) continue;
    // Distance to boundary and to crest, floored (documented rounding).
    let dB = Infinity;
    for (let i = 0; i < poly.length; i++) dB = Math.min(dB, segDist(p, poly[i], poly[(i + 1) % poly.length]));
    const [c1, c2] = crest(f);
    const dK = segDist(p, c1, c2);
    const e = dB + dK === 0 ? 1000 : Math.floor((1000 * dB) / (dB + dK));
    best = Math.max(best, e);
  }
  return best;
}
import { pointSegDistFloor, segmentsCross } from '../../engine/plane';
const segDist = (p: Vec, a: Vec, b: Vec) => pointSegDistFloor(p, a, b);

// ---- Placement validators ------------------------------------------------------

/** TER-01, TER-06..10: why this terrain set is not allowed for the topography, or null. */
export function terrainProblem(features: Feature[], topo: Topography, dmg2: 'Road' | 'GentleHill'): string | null {
  const def = topographies(dmg2)[topo];
  const comp = features.filter((f) => f.compulsory);
  const opt = features.filter((f) => !f.compulsory);
  if (comp.length < 1 || comp.length > 2) return 'TER-06: 1 or 2 compulsory features are needed';
  if (opt.length < 2 || opt.length > 3) return 'TER-06: 2 or 3 optional features are needed';
  for (const f of comp) if (!def.compulsory.includes(f.kind)) return `TER-06: ${f.kind} is not compulsory in ${topo}`;
  for (const f of opt) if (!def.optional.includes(f.kind)) return `TER-06: ${f.kind} is not allowed in ${topo}`;
  for (const [x, y] of def.exclusive ?? []) if (opt.some((f) => f.kind === x) && opt.some((f) => f.kind === y)) return `TER-06: either ${x} or ${y}, not both`;
  const count = (k: FeatureKind) => features.filter((f) => f.kind === k).length;
  for (const k of ['Waterway', 'River', 'Oasis', 'BUA'] as FeatureKind[]) if (count(k) > 1) return `TER-06: at most one ${k}`;
  for (const k of new Set(opt.map((f) => f.kind))) if (opt.filter((f) => f.kind === k).length > 2) return `TER-06: at most 2 optional ${k}`;
  for (const f of features) {
    const why = featureProblem(f);
    if (why) return why;
  }
  const areas = features.filter(isArea);
  for (let i = 0; i < areas.length; i++) for (let j = i + 1; j < areas.length; j++) {
    if (polysWithin(featurePoly(areas[i]), featurePoly(areas[j]), TER.gap - 1)) return 'TER-01: area features must be at least 1 BW apart';
  }
  const qs = quarterPolys();
  const occupied = qs.filter((q) => features.some((f) => overlaps(q, featurePoly(f)))).length;
  if (occupied < 3) return 'TER-06: at least 3 quarters must contain part of a feature';
  const hard = qs.filter((q) => features.some((f) => (f.kind === 'Waterway' || f.kind === 'River' || (isArea(f) && badFor(f.kind as AreaKind, false))) && overlaps(q, featurePoly(f)))).length;
  if (hard < 2) return 'TER-06: at least 2 quarters must contain a waterway, a river or bad going';
  // TER-08 / INTERP-48: the beach is good going, so no area feature stands on it.
  for (const w of features) {
    const beach = beachPoly(w);
    if (beach && areas.some((f) => overlaps(featurePoly(f), beach))) return 'TER-08: the beach is good going: no area feature on it';
  }
  const bua = features.find((f) => f.kind === 'BUA');
  const road = features.find((f) => f.kind === 'Road');
  if (bua && road && !overlaps(featurePoly(bua), featurePoly(road), 0)) return 'TER-10: the road must reach the BUA';
  return null;
}

function featureProblem(f: Feature): string | null {
  const p = f.p;
  if (p.some((x) => !Number.isSafeInteger(x))) return 'TER: feature values must be integers';
  if (f.kind === 'Waterway') {
    // [edge, depth] or [edge, depth, beach width]
    if ((p.length !== 2 && p.length !== 3) || p[0] < 0 || p[0] > 3) return 'TER-08: bad waterway';
    if (p[1] < TER.waterwayMin || p[1] > TER.waterwayMax) return 'TER-08: the shore must be 200 to 600 p from the edge';
    if (p.length === 3 && (p[2] < 1 || p[2] > TER.beachMax)) return 'TER-08: a beach is 1 to 200 p wide';
    return null;
  }
  if (f.kind === 'River') {
    if (p.length !== 3 || (p[0] !== 0 && p[0] !== 1)) return 'TER-09: bad river';
    if (p[2] < 40 || p[2] > TER.riverMaxWidth) return 'TER-09: a river is at most 1 BW wide';
    if (p[1] < TER.riverEdgeClear || p[1] > B - TER.riverEdgeClear) return 'TER-09: a river keeps 600 p from the edges it does not join';
    return null;
  }
  if (f.kind === 'Road') {
    if (p.length !== 2 || (p[0] !== 0 && p[0] !== 1) || p[1] < 80 || p[1] > B - 80) return 'TER-10: bad road';
    return null;
  }
  if (p.length !== 5) return 'TER-01: bad area feature';
  const [cx, cy, l, w] = p;
  if (l < w) return 'TER-01: give the length first';
  if (w < TER.minDim) return 'TER-01: no dimension under 1 BW';
  if (l + w > TER.areaLplusW) return 'TER-01: length + width must not exceed 9 BW';
  if (!MAY_BE_THIN.has(f.kind as AreaKind) && l > 2 * w) return 'TER-01: length at most twice the width';
  const poly = featurePoly(f);
  if (poly.some((v) => v.x < 0 || v.y < 0 || v.x > B || v.y > B)) return 'TER: the feature must lie on the table';
  if (f.kind === 'BUA') {
    const inCorner = [[0, 0], [B - TER.buaCorner, 0], [0, B - TER.buaCorner], [B - TER.buaCorner, B - TER.buaCorner]].some(([x, y]) => poly.every((v) => v.x >= x && v.x <= x + TER.buaCorner && v.y >= y && v.y <= y + TER.buaCorner));
    if (!inCorner) return 'TER-07: a BUA lies wholly within 900 p of two edges';
  }
  if (cx < 0 || cy < 0) return 'TER: off table';
  return null;
}

/** A footprint is wholly on the table. */
export function onBoard(poly: Poly): boolean {
  return poly.every((v) => v.x >= 0 && v.y >= 0 && v.x <= B && v.y <= B);
}

export { footprint };
