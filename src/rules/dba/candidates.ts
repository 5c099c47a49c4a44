// Representative finite action sets for legalActions and the bots: the move space is
// continuous, so we offer contacts, advances, turns, group advances and the phase
// ends; `check` accepts any legal point, not only these.
import type { Seat } from '../../engine/contract';
import { dirN, hull, normDeg, overlaps, sq } from '../../engine/plane';
import type { DbaAction } from './actions';
import { topographies, type FeatureKind } from './data/terrain';
import { BW, MOVE } from './data/troops';
import { enemiesOf, f2f, fpAt, fpOf, onTable, sideBySide } from './geometry';
import { CONTACT_KINDS } from './movement';
import { inward } from './setup';
import type { DbaState, Elem, Feature } from './state';
import { terrainProblem } from './terrain';
import { checksLinear, linearProblem, waterwayProblem } from './linear';
import { buaPoly } from './bua';
import { columnPlan, columnsOf, followPlan, shiftPlans } from './group-plans';

const B = 2400;

/** A few terrain layouts per topography that pass every validator (TER-06). */
export function terrainLayouts(s: DbaState): DbaAction[] {
  const topo = s.armies[s.active].topography;
  const def = topographies(s.opt.dmg2 as 'Road')[topo];
  const linear = checksLinear(s);
  const spots = [[600, 700], [1800, 1700], [1750, 650], [650, 1750], [1200, 1200]];
  const area = (kind: FeatureKind, i: number, compulsory: boolean): Feature => ({ kind, compulsory, p: [spots[i][0], spots[i][1], 480, 320, (i * 30) % 180] });
  const make = (kind: FeatureKind, i: number, compulsory: boolean): Feature => {
    if (kind === 'Waterway') return { kind, compulsory, p: i % 2 === 0 ? [1, 300, 50] : [3, 300] }; // TER-08: a narrow beach on the east shore
    // TER-05 (option ter05): off the centre line, so as to cross only 2 quarters; a road
    // at 450 also reaches a BUA in the south-west corner (TER-10).
    if (kind === 'River') return { kind, compulsory, p: [i % 2, linear ? 900 : 1200, 120] };
    if (kind === 'Road') return { kind, compulsory, p: [(i + 1) % 2, linear ? 450 : 1200] };
    if (kind === 'BUA') return { kind, compulsory, p: [450, 450, 320, 320, 0] };
    return area(kind, i, compulsory);
  };
  const out: DbaAction[] = [];
  const comps = def.compulsory;
  const opts = def.optional.filter((k) => k !== 'BUA');
  for (const c of comps) {
    for (let a = 0; a < opts.length; a++) for (let b = a; b < opts.length; b++) for (let n = 0; n < 2; n++) {
      const feats = [make(c, 0, true), make(opts[a], 1 + n, false), make(opts[b], 2 + n, false)];
      if (n === 1) feats.push(make(c, 3 - n, true));
      if (!terrainProblem(feats, topo, s.opt.dmg2 as 'Road') && !(linear && linearProblem(feats)) && !waterwayProblem(s, feats)) out.push({ k: 'terrain', f: feats.map((f) => ({ kind: f.kind, compulsory: f.compulsory, p: f.p })) });
      if (out.length >= 6) return withRoad(out);
    }
  }
  return withRoad(out);
  /** A layout with a road running between the base edges, when the topography has one
   *  and none of the others does, so that columns find roads to follow (MOV-07c). */
  function withRoad(list: DbaAction[]): DbaAction[] {
    if (list.some((l) => l.k === 'terrain' && l.f.some((f) => f.kind === 'Road'))) return list;
    if (!comps.includes('Road') && !opts.includes('Road')) return list;
    // Two roads crossing at the centre when the topography allows it (one runs between the
    // armies whichever edges they get), else one.
    const others = opts.filter((k) => k !== 'Road');
    // Off the centre line under ter05 (TER-05: two quarters only).
    const roadAt = (axis: number, compulsory: boolean): Feature => ({ kind: 'Road', compulsory, p: [axis, linear ? 450 : 1200] });
    for (const two of [true, false]) for (const c of comps) for (const a of others) for (const b of others) {
      const feats = c === 'Road'
        ? [roadAt(0, true), two ? roadAt(1, false) : make(a, 1, false), make(b, 2, false)]
        : [make(c, 0, true), roadAt(0, false), two ? roadAt(1, false) : make(a, 2, false)];
      if (!terrainProblem(feats, topo, s.opt.dmg2 as 'Road') && !(linear && linearProblem(feats)) && !waterwayProblem(s, feats)) return [...list, { k: 'terrain', f: feats.map((f) => ({ kind: f.kind, compulsory: f.compulsory, p: f.p })) }];
    }
    return list;
  }
}

/** Slots for deployment along the base edge: two ranks of bases side by side. */
export function deploySlots(s: DbaState, seat: Seat): { x: number; y: number; h: number }[] {
  const edge = s.edge[seat];
  const shore = s.terrain.find((f) => f.kind === 'Waterway' && f.p[0] === edge)?.p[1] ?? 0;
  const h = inward(edge);
  const out: { x: number; y: number; h: number }[] = [];
  // In about half the battles the second army stands 40 p out of line with the first, so
  // that lines meet out of line and shift to line up (MOV-07d).
  const skew = seat === 1 && s.terrain.length % 2 === 1 ? 40 : 0;
  for (const depth of [560, 380, 560 - 240]) {
    for (let k = 0; k < 10; k++) {
      const along = 400 + 80 + k * 160 + skew;
      const d = shore + depth;
      const P = [{ x: along, y: d }, { x: B - d, y: along }, { x: along, y: B - d }, { x: d, y: along }][edge];
      out.push({ x: P.x, y: P.y, h });
    }
  }
  return out;
}

/** Movement candidates for the active side. */
export function moveCandidates(s: DbaState, seat: Seat): DbaAction[] {
  const out: DbaAction[] = [];
  const mine = onTable(s).filter((e) => e.side === seat && !e.follower);
  for (const e of mine) {
    const reach = MOVE[e.type].good;
    for (const t of enemiesOf(s, e)) {
      const dx = t.x - e.x, dy = t.y - e.y;
      if (dx * dx + dy * dy > (reach + 400) * (reach + 400)) continue;
      for (const kind of CONTACT_KINDS) out.push({ k: 'contact', id: e.id, target: t.id, kind });
    }
    for (const frac of [4, 2, 1]) {
      const v = dirN(e.h, Math.floor(reach / frac) - 2);
      out.push({ k: 'move', id: e.id, x: e.x + v.x, y: e.y + v.y, h: e.h });
    }
    // MOV-02 with option mov02: round an element standing in front, one base width aside
    // and then ahead (the waypoint keeps the heading); offered only when one is in the way.
    const ahead = dirN(e.h, Math.floor(reach / 2));
    const lane = s.opt.mov02 === 'waypoint' ? hull([...fpOf(e), ...fpAt({ x: e.x + ahead.x, y: e.y + ahead.y, h: e.h }, e.w, e.d)]) : null;
    if (lane && onTable(s).some((o) => o.id !== e.id && overlaps(lane, fpOf(o)))) {
      for (const side of [90, -90]) {
        const v = dirN(e.h + side, BW), w = { x: e.x + v.x, y: e.y + v.y };
        out.push({ k: 'move', id: e.id, x: w.x + ahead.x, y: w.y + ahead.y, h: e.h, via: { x: w.x, y: w.y, h: e.h } });
      }
    }
    // A sideways step of a quarter base, so that lines may later have to shift to line up (MOV-07d).
    for (const side of [90, -90]) { const v = dirN(e.h + side, 40); out.push({ k: 'move', id: e.id, x: e.x + v.x, y: e.y + v.y, h: e.h }); }
    // A turn towards the nearest enemy, in place (front-edge midpoint kept).
    const foe = enemiesOf(s, e).sort((a, b) => sq(a.x - e.x) + sq(a.y - e.y) - (sq(b.x - e.x) + sq(b.y - e.y)))[0];
    if (foe) {
      for (const dh of [30, -30]) out.push({ k: 'move', id: e.id, x: e.x, y: e.y, h: normDeg(e.h + dh) });
    }
    if (enemiesOf(s, e).some((o) => f2f(e, o))) out.push({ k: 'breakOff', id: e.id, dist: 200 });
    if (e.dismountTo) { const v = dirN(e.h, 60); out.push({ k: 'move', id: e.id, x: e.x + v.x, y: e.y + v.y, h: e.h, dis: true }); }
    for (const c of [0, 1]) if (s.camps[c]) out.push({ k: 'enterCamp', id: e.id, camp: c }, { k: 'assault', id: e.id, camp: c });
    const bp = buaPoly(s);
    if (bp) {
      out.push({ k: 'enterBua', id: e.id });
      const sides = bp.map((v, i) => ({ i, d: sq(v.x - e.x) + sq(v.y - e.y) })).sort((a, b) => a.d - b.d || a.i - b.i).slice(0, 2);
      for (const sd of sides) out.push({ k: 'assaultBua', id: e.id, side: sd.i });
    }
  }
  // Lines of side-by-side elements advance as groups.
  for (const line of linesOf(mine)) {
    if (line.length >= 2) {
      const ids = line.map((x) => x.id).sort((a, b) => a - b).slice(0, 12);
      const slow = Math.min(...line.map((x) => MOVE[x.type].good));
      for (const dist of [Math.floor(slow / 2), slow - 2]) out.push({ k: 'group', ids, dist, wheel: 0 });
      out.push({ k: 'group', ids, dist: 0, wheel: 15 }, { k: 'group', ids, dist: 0, wheel: -15 });
    }
  }
  // MOV-07: lines narrow into columns or shift to line up; columns on a road follow it.
  for (const line of linesOf(mine)) {
    if (line.length < 2 || line.length > 4) continue;
    const c = columnPlan(line, Math.floor(Math.min(...line.map((x) => MOVE[x.type].good)) / 4));
    if (c) out.push(c);
    out.push(...shiftPlans(s, line, true, 300), ...shiftPlans(s, line, false, 300));
  }
  for (const col of columnsOf(mine)) for (const frac of [4, 2]) { const f = followPlan(s, col, frac); if (f) out.push(f); }
  if (s.river === 'unknown') out.push({ k: 'river' });
  if (s.bua && s.opt.gar10 === 'revolt' && s.bua.owner === seat && s.bua.controller !== seat) out.push({ k: 'revolt' }); // GAR-10
  out.push({ k: 'orders', prio: s.orders[seat].length ? [] : ['Art', 'Bw', 'El'] });
  return out;
}

/** Elements grouped into lines of side-by-side bases (a group, DBA MOV-03), each led by the first
 *  of `mine` it holds; a lone element is a line of one. */
export function linesOf(mine: Elem[]): Elem[][] {
  const seen = new Set<number>();
  const out: Elem[][] = [];
  for (const e of mine) {
    if (seen.has(e.id)) continue;
    const line = [e];
    seen.add(e.id);
    for (let grow = true; grow;) {
      grow = false;
      for (const o of mine) if (!seen.has(o.id) && line.some((x) => sideBySide(x, o))) { line.push(o); seen.add(o.id); grow = true; }
    }
    out.push(line);
  }
  return out;
}

export type { Elem };
