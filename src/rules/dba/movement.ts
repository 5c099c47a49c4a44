// Tactical moves (MOV, DIST, ZOC, CON, BRK, 2ND, INT, RIV), spec §4.10–4.17 and §8.5–8.6.
// A move is given by its end pose (single element), a contact specification, or an
// advance-and-wheel of a group. Legality is decided here; dice never decide it.
import type { Ctx } from '../../engine/contract';
import { ill } from './refuse';
import { refLabel } from './names';
import {
  add, corners, dirN, footprint, hull, inside, isqrtCeil, near, normDeg, sq, overlaps, polysWithin, poseFromFL, poseFromFR, rotateAbout, sub, type Poly, type Pose,
} from '../../engine/plane';
import { BASES, BW, MOVE, PURSUERS, RIVER_MOVE, type Troop } from './data/troops';
import { noteTouches, pursue } from './moves-outcome';
import { gapTouch, unconformable } from './con03';
import { passTactical } from './data/tables';
import { zocHoldersExact } from './zoc';
import { aboutElem } from './memo';
import { byId, cornersOf, enemiesOf, f2f, flankL, flankR, flankToFlank, fpOf, inCloseCombat, inFrontalCombat, onTable, overlapSide, rear, support, cornersAt, fpAt, zocOf } from './geometry';
import type { DbaState, Elem } from './state';
import { noteContacts } from './first-contact';
import { featurePoly, onBoard, polyInBad, polyInRiver, polyOnRoad } from './terrain';
import { campPoly } from './camp';
import { assaultTarget } from './camp-assault';
import { buaAssaultPose, buaCentrePose, buaDefender, buaPoly, buaSideAssaulted, fitsInBua, mayEnterBua, passedInBua, mayCrossBua } from './bua';

export type ContactKind = 'front' | 'flankL' | 'flankR' | 'rear' | 'overlapL' | 'overlapR';
export const CONTACT_KINDS: ContactKind[] = ['front', 'flankL', 'flankR', 'rear', 'overlapL', 'overlapR'];

const poseOf = (e: Elem): Pose => ({ x: e.x, y: e.y, h: e.h });

/** §8.6: the exact pose of mover `a` in contact `kind` with target `b`. */
export function contactPose(a: Elem, b: Elem, kind: ContactKind): Pose {
  const B = cornersOf(b);
  switch (kind) {
    case 'front': return poseFromFL(B.FR, b.h + 180, a.w);
    case 'flankL': return poseFromFL(B.FL, b.h - 90, a.w);
    case 'flankR': return poseFromFR(B.FR, b.h + 90, a.w);
    case 'rear': return poseFromFL(B.RL, b.h, a.w);
    case 'overlapL': return poseFromFL(B.FL, b.h + 180, a.w);
    case 'overlapR': return poseFromFR(B.FR, b.h + 180, a.w);
  }
}

/** The zone of control in front of enemy b (G-ZOC): its width, 1 BW deep. */
export function zocPoly(b: Elem): Poly {
  return zocOf(b);
}

/** Enemies whose unblocked ZOC holds a footprint (ZOC-01, shadow blocking approximated by the hull between). */
export function zocHolders(s: DbaState, self: Elem, poly: Poly, ignore: number[] = []): Elem[] {
  if (s.opt.sho02 === 'exact') return zocHoldersExact(s, self, poly, ignore); // G-ZOC's exact shadow
  const out: Elem[] = [];
  for (const b of enemiesOf(s, self)) {
    const z = zocPoly(b);
    if (!overlaps(poly, z)) continue;
    const bc = cornersOf(b);
    const between = hull([bc.FL, bc.FR, ...poly]);
    const blocked = onTable(s).some((o) => o.id !== b.id && o.id !== self.id && !ignore.includes(o.id) && overlaps(between, fpOf(o)) && !overlaps(poly, fpOf(o), 0));
    if (!blocked) out.push(b);
  }
  return out;
}

/** G-LINEUP: facing b, laterally aligned with it, within 1 BW. */
export function linedUp(p: Pose, a: Elem, b: Elem): boolean {
  if (normDeg(p.h - b.h) !== 180) return false;
  const A = cornersAt(p, a.w, a.d), B = cornersOf(b);
  const d = dirN(b.h, 1000);
  const lat = (v: { x: number; y: number }) => v.x * d.y - v.y * d.x;
  if (Math.abs(lat(sub(A.FL, B.FR))) > 1000 || Math.abs(lat(sub(A.FR, B.FL))) > 1000) return false;
  return polysWithin(fpAt(p, a.w, a.d), fpOf(b), BW);
}

/** INTERP-47 on a straight road: the road's centreline crosses the front edge and the
 *  centre is within half a base width of it. */
export function poseOnRoad(s: DbaState, p: Pose, w: number, d: number): boolean {
  const c = cornersAt(p, w, d);
  const cen = { x: Math.floor((c.FL.x + c.RR.x) / 2), y: Math.floor((c.FL.y + c.RR.y) / 2) };
  return s.terrain.some((f) => {
    if (f.kind !== 'Road') return false;
    const [axis, off] = f.p;
    const k = (v: { x: number; y: number }) => (axis === 0 ? v.x : v.y) - off;
    return k(c.FL) * k(c.FR) <= 0 && Math.abs(k(cen)) <= w / 2;
  });
}

/** Depth of the front-edge strip that stands for the front edge in MOV-09. */
const FRONT_STRIP = 4;

/** A move is road-only when it starts and ends on the road (INTERP-47) and its swept
 *  area stays within half a base of the centreline. */
function roadOnly(s: DbaState, e: Elem, swept: Poly, to?: Pose): boolean {
  return to !== undefined && poseOnRoad(s, { x: e.x, y: e.y, h: e.h }, e.w, e.d) && poseOnRoad(s, to, e.w, e.d) && polyOnRoad(s, swept);
}

/** MOV-09 (spec §8.5 step 4): the 100 p cap holds while the FRONT is in a river that is not
 *  easy, off road: the area swept by the front edge (a strip FRONT_STRIP p deep, so that
 *  overlap is measurable). */
function riverCapped(s: DbaState, e: Elem, swept: Poly, to?: Pose): boolean {
  if (s.river === 'easy' || s.river === 'none') return false;
  const front = to !== undefined ? hull([...fpAt({ x: e.x, y: e.y, h: e.h }, e.w, FRONT_STRIP), ...fpAt(to, e.w, FRONT_STRIP)]) : swept;
  return polyInRiver(s, front) && !roadOnly(s, e, swept, to);
}

/** DIST-02 allowance over a swept area (INTERP-11: the most restrictive rate met): the
 *  river's 100 p (MOV-09), else the road rate for a road-only move, else bad or good going. */
export function allowance(s: DbaState, e: Elem, swept: Poly, type: Troop = e.type, to?: Pose, river?: boolean): number {
  const m = MOVE[type];
  const road = roadOnly(s, e, swept, to);
  // A member of a column is given its head's MOV-09 verdict instead (`river`, columnRiver).
  if (river ?? riverCapped(s, e, swept, to)) return RIVER_MOVE;
  if (road) return m.road;
  if (polyInBad(s, swept, !!BASES[e.base]?.camel)) {
    if (m.bad === null) ill('DBA DIST-03', 'Art and WWg may not enter bad going off road');
    return m.bad as number;
  }
  return m.good;
}

/** Each corner's straight displacement (INTERP-10 default): the largest squared one. */
export function maxCornerShift(e: Elem, to: Pose): number {
  const a = cornersOf(e), b = cornersAt(to, e.w, e.d);
  const d1 = sq(a.FL.x - b.FL.x) + sq(a.FL.y - b.FL.y), d2 = sq(a.FR.x - b.FR.x) + sq(a.FR.y - b.FR.y);
  const d3 = sq(a.RL.x - b.RL.x) + sq(a.RL.y - b.RL.y), d4 = sq(a.RR.x - b.RR.x) + sq(a.RR.y - b.RR.y);
  return Math.max(0, d1, d2, d3, d4);
}

/** The area swept by a base moving from its pose to `to`: the hull of both footprints
 *  (shared, read-only). The prefilter, the ZOC check and the path check ask for the
 *  same one in turn, so the last is kept. */
let lastSwept: { x: number; y: number; h: number; w: number; d: number; tx: number; ty: number; th: number; poly: Poly } | null = null;

export function sweptArea(e: Elem, to: Pose): Poly {
  const k = lastSwept;
  if (k !== null && k.x === e.x && k.y === e.y && k.h === e.h && k.w === e.w && k.d === e.d && k.tx === to.x && k.ty === to.y && k.th === to.h) return k.poly;
  const poly = hull([...fpOf(e), ...fpAt(to, e.w, e.d)]);
  lastSwept = { x: e.x, y: e.y, h: e.h, w: e.w, d: e.d, tx: to.x, ty: to.y, th: to.h, poly };
  return poly;
}

/** MOV-09 for a column (option mov09 "head"): the 100 p cap holds while the front edge of
 *  its LEADING element is in a river that is not easy, off road (DIST-02), so followers
 *  still in the river do not hold back a column whose head has left it. The head's own
 *  verdict, for every member; undefined (each member judged by its own front edge) for a
 *  group that is not a column, and in games recorded before the option. */
export function columnRiver(s: DbaState, els: Elem[], poses: Pose[]): boolean | undefined {
  if (s.opt.mov09 !== 'head' || !isColumn(els)) return undefined;
  const i = columnHead(els), e = els[i];
  return riverCapped(s, e, sweptArea(e, poses[i]), poses[i]);
}

/** Common path checks for one element moving from its pose to `to` (§8.5). `river`: the
 *  column's MOV-09 verdict (columnRiver), when the element moves in a column. */
function checkPath(s: DbaState, e: Elem, to: Pose, movers: number[], allowTouch: number[], measured = true, river?: boolean): void {
  const end = fpAt(to, e.w, e.d);
  if (!onBoard(end)) ill('DBA MOV-02', 'tactical moves may not leave the table (INTERP-27)');
  const swept = sweptArea(e, to);
  const lim = allowance(s, e, swept, e.type, to, river);
  if (measured && maxCornerShift(e, to) > lim * lim) ill('DBA DIST-02', `a corner would move more than ${lim} p`);
  if (s.river === 'unknown' && polyInRiver(s, swept) && !polyOnRoad(s, swept)) ill('DBA RIV-02', 'declare the river crossing first (INTERP-30)');
  // RIV-01 (§8.5): an element already in the river off road goes on crossing at the same
  // angle: same heading, straight ahead, unless it ends front to front with an enemy
  // defending the far bank (the caller passes that enemy in allowTouch).
  if (s.river !== 'none' && polyInRiver(s, fpOf(e)) && !polyOnRoad(s, fpOf(e))) {
    const f = dirN(e.h, 1000);
    const d = { x: to.x - e.x, y: to.y - e.y };
    const straight = to.h === e.h && Math.abs(d.x * f.y - d.y * f.x) <= 1000 && d.x * f.x + d.y * f.y >= 0;
    const liningUp = allowTouch.some((id) => f2f({ ...e, x: to.x, y: to.y, h: to.h }, byId(s, id)));
    if (!straight && !liningUp) ill('DBA RIV-01', 'in the river, an element goes on crossing straight ahead');
  }
  if (s.riverBan && polyInRiver(s, swept) && !polyOnRoad(s, swept)) ill('DBA RIV-02', 'no more river crossings this bound');
  if (s.terrain.some((f) => f.kind === 'Waterway' && overlaps(swept, featurePoly(f)))) ill('DBA TER-08', 'the waterway is impassable');
  const bp = buaPoly(s);
  const transit = !!bp && overlaps(swept, bp) && mayCrossBua(s, e, end, alongRoad(s, e, to)); // TER-10
  if (bp && overlaps(swept, bp) && !(overlaps(fpOf(e), bp) && !overlaps(end, bp)) && !transit) ill('DBA GAR-04', 'a BUA is entered with enterBua or assaulted, not crossed (except along a road through a friendly one, TER-10)');
  for (const c of s.camps) {
    if (!c || !overlaps(swept, campPoly(c))) continue;
    // Leaving the camp it stands in is free (DIST-01); it must end outside.
    if (overlaps(fpOf(e), campPoly(c)) && !overlaps(end, campPoly(c))) continue;
    ill('DBA GAR-02', 'camps are entered only as a destination (enterCamp)');
  }
  for (const o of onTable(s)) {
    if (movers.includes(o.id) || (transit && passedInBua(e, o))) continue;
    if (overlaps(end, fpOf(o))) ill('DBA MOV-02', `would end on ${refLabel(s, o.id)}`);
    if (overlaps(swept, fpOf(o))) {
      const dh = normDeg(o.h - to.h);
      const pass = o.side === e.side && passTactical(e.type, o.type) && (dh === 0 || dh === 180);
      if (!pass) ill(o.side === e.side ? 'DBA INT-01' : 'DBA MOV-02', `path blocked by ${refLabel(s, o.id)}`);
    }
  }
  for (const o of enemiesOf(s, e)) {
    if (allowTouch.includes(o.id)) continue;
    if (polysWithin(end, fpOf(o), 1)) ill('DBA CON-02', `would touch the enemy ${refLabel(s, o.id)} without a legal contact`);
  }
}

/** ZOC-01 (INTERP-8) for a single element from its pose to `to`, ending in contact with `target` (or not). */
function checkZoc(s: DbaState, e: Elem, to: Pose, target: Elem | null, groupTargets: number[] = []): void {
  const start = aboutElem(s, e, 'zoc', (st, self) => zocHolders(st, self, fpOf(self)));
  // The zones passed through matter only when it starts in none (zocHolders is pure).
  const passing = start.length ? start : zocHolders(s, e, sweptArea(e, to));
  if (start.length === 0 && passing.length === 0) return;
  // For a group, an enemy that some member ends in front contact with releases them all.
  const satisfies = (b: Elem) => (target !== null && target.id === b.id) || groupTargets.includes(b.id) || linedUp(to, e, b);
  const holders = start.length ? start : passing;
  if (holders.some(satisfies)) return;
  if (target !== null && start.length === 0) return; // contact with another enemy that entered no zone first
  if (start.length) {
    const back = dirN(e.h + 180, 1000);
    const d = sub({ x: to.x, y: to.y }, { x: e.x, y: e.y });
    const alongBack = Math.abs(d.x * back.y - d.y * back.x) <= 1000 && d.x * back.x + d.y * back.y >= 0;
    const straight = to.h === e.h && alongBack;
    // INTERP-8: "to its rear" is an about-turn, then at most a straight move in the new
    // facing (option zoc08); games recorded before it accepted any end pose turned about.
    const about = normDeg(to.h - e.h) === 180 && (s.opt.zoc08 !== 'straight' || alongBack);
    if (straight || about) return;
  }
  ill('DBA ZOC-01', 'in an enemy zone of control: only contact, lining up, or going back');
}

/** 2ND-01: may e move again this bound? */
function secondMoveOk(s: DbaState, e: Elem, endsInContact: boolean, to: Pose): void {
  if (e.moves === 0) return;
  if (e.dismountedNow) ill('DBA 2ND-01', 'an element that dismounted moves once');
  if (e.type === 'Ps' && !s.hadBound[e.side]) return;
  if (e.type === 'LH') {
    const swept = hull([...fpOf(e), ...footprint(to, e.w, e.d)]);
    if (enemiesOf(s, e).some((o) => polysWithin(swept, fpOf(o), BW))) ill('DBA 2ND-01', 'a LH extra move may not start or come within 1 BW of an enemy (INTERP-50)');
    return;
  }
  if ((e.type === 'SCh' || e.type === 'Wb') && endsInContact) return;
  // 2ND-01 item 4: the only element of a "column" moving along a road, not into contact.
  if (!endsInContact && alongRoad(s, e, to)) return;
  ill('DBA 2ND-01', 'this element has already moved this bound');
}

/** The move from e's pose to `to` is along a road: it starts and ends on the road
 *  (INTERP-47) and its swept area stays astride it, as for the road rate of DIST-02
 *  (2ND-01 item 4, MOV-06). */
export function alongRoad(s: DbaState, e: Elem, to: Pose): boolean {
  return poseOnRoad(s, { x: e.x, y: e.y, h: e.h }, e.w, e.d) && poseOnRoad(s, to, e.w, e.d) && polyOnRoad(s, sweptArea(e, to));
}

/** MOV-06: a group one element wide: exactly one member has no member directly in
 *  front of it (a second front-rank element would stand beside another, G-SIDE). */
export function isColumn(els: Elem[]): boolean {
  return els.length >= 2 && els.filter((e) => !els.some((f) => f.id !== e.id && support(e, f))).length === 1;
}

/** The front element of a column (the one with no member directly in front). */
function columnHead(els: Elem[]): number {
  return els.findIndex((e) => !els.some((f) => f.id !== e.id && support(e, f)));
}

function payPips(s: DbaState, cost: number): void {
  if (cost > s.pips) ill('DBA PIP-01', `this move costs ${cost} PIPs, ${s.pips} left`);
  if (s.landing[s.active].length && s.pips - cost < 1) ill('DBA DEP-07', 'keep 1 PIP for the landing (INTERP-4)');
  s.pips -= cost;
}

function commonMover(s: DbaState, seat: number, id: number): Elem {
  const e = byId(s, id);
  if (e.side !== seat || e.status !== 'on') ill('DBA MOV-01', 'not an element of yours on the table');
  if (e.follower) ill('DBA ARMY-03', 'camp followers never leave their camp');
  if (e.where === 'sack') ill('DBA GAR-08', 'a sacking element stays until released');
  return e;
}

import { pipCost } from './pip';
import { freePivot } from './pivot';

function place(e: Elem, p: Pose): void { e.x = p.x + 0; e.y = p.y + 0; e.h = normDeg(p.h); }

/** A single element's free move to pose `to` (MOV-02); `dis` dismounts it first (MOV-10, INTERP-29);
 *  `via`, with option mov02, is a waypoint it passes on the way (checkWaypoint). */
export function singleMove(s: DbaState, seat: number, id: number, to: Pose, ctx: Ctx, dis = false, via?: Pose): number {
  const e0 = commonMover(s, seat, id);
  if (busy(s, e0)) ill('DBA BRK-01', 'an element in contact may only break off');
  let e = e0;
  if (dis) {
    if (!e0.dismountTo) ill('DBA MOV-10', 'this element may not dismount');
    const foot = BASES[e0.dismountTo];
    // INTERP-29: the foot base replaces the mounted one at the same front-edge midpoint.
    e = { ...e0, base: foot.code, type: foot.type, d: foot.depth };
    if (onTable(s).some((o) => o.id !== e0.id && overlaps(fpOf(e), fpOf(o)))) ill('DBA MOV-10', 'no room for the foot base');
  }
  if (via) checkWaypoint(s, e, via, to);
  else {
    secondMoveOk(s, e, false, to);
    checkZoc(s, e, to, null);
    checkPath(s, e, to, [e.id], []);
  }
  const cost = pipCost(s, [e], { dismounts: dis, bua: e.where === 'bua' });
  payPips(s, cost);
  if (dis) { e0.base = e.base; e0.type = e.type; e0.d = e.d; e0.dismountTo = ''; e0.dismountedNow = true; }
  e0.moves++; e0.moved = true;
  if (!riverTests(s, [e0], [to], ctx, via && [[sweptArea(e0, via), sweptArea({ ...e0, ...via }, to)]])) return cost;
  leaveCamp(e0);
  place(e0, to);
  return cost;
}

/** MOV-02 through a waypoint (option mov02 'waypoint'; rulebook lines 255 and 289, spec
 *  erratum 21): a single element "may move in any direction ... through any gap as wide
 *  as its leading edge", and only each corner's distance from its start is measured. So a
 *  move is two straight legs, start → via → end, each swept clear as checkPath does (a
 *  gap exactly as wide as the front passes: bases touching it do not overlap the sweep);
 *  the allowance is the slowest going of either leg (INTERP-11); every corner stays within
 *  it from its start, at the waypoint and at the end (our reading: the element never goes
 *  beyond its reach), or with INTERP-10 'path' the two legs of each corner add up within
 *  it. In or through an enemy's zone of control (ZOC-01) it must end lined up with him. */
function checkWaypoint(s: DbaState, e: Elem, via: Pose, to: Pose): void {
  if (s.opt.mov02 !== 'waypoint') ill('DBA MOV-02', 'a move is one straight sweep in games without waypoint moves');
  const mid: Elem = { ...e, x: via.x, y: via.y, h: via.h };
  secondMoveOk(s, e, false, via);
  secondMoveOk(s, mid, false, to);
  // ZOC-01: the zones it starts in or either leg enters (each sweep covers its start) bind
  // it; it may only end lined up with one of those enemies (going straight back is no waypoint move).
  const holders = [...zocHolders(s, e, sweptArea(e, via)), ...zocHolders(s, mid, sweptArea(mid, to))];
  if (holders.length && !holders.some((b) => linedUp(to, e, b))) ill('DBA ZOC-01', 'in or through an enemy zone of control, a waypoint move must end lined up with that enemy');
  checkPath(s, e, via, [e.id], [], false);
  checkPath(s, mid, to, [e.id], [], false);
  const lim = Math.min(allowance(s, e, sweptArea(e, via), e.type, via), allowance(s, mid, sweptArea(mid, to), e.type, to));
  const a = cornersOf(e), m = cornersAt(via, e.w, e.d), b = cornersAt(to, e.w, e.d);
  for (const k of ['FL', 'FR', 'RL', 'RR'] as const) {
    const d1 = sq(a[k].x - m[k].x) + sq(a[k].y - m[k].y), d2 = sq(m[k].x - b[k].x) + sq(m[k].y - b[k].y), d = sq(a[k].x - b[k].x) + sq(a[k].y - b[k].y);
    const ok = s.opt.interp10 === 'path' ? rootsWithin(d1, d2, lim) : d1 <= lim * lim && d <= lim * lim;
    if (!ok) ill('DBA DIST-02', `a corner would move more than ${lim} p`);
  }
}

/** √a + √b ≤ L, exactly on integers: b ≤ L² and 2L√b ≤ L² + b − a, squared. */
export function rootsWithin(a: number, b: number, L: number): boolean {
  const r = L * L + b - a;
  return b <= L * L && r >= 0 && 4 * L * L * b <= r * r;
}

/** inCloseCombat, remembered while a decision tries many moves (memo.ts). */
const busy = (s: DbaState, e: Elem): boolean => aboutElem(s, e, 'cc', inCloseCombat);

function leaveCamp(e: Elem): void { if (e.where !== '') e.where = ''; }

/** RIV-02 kind "6": each element crossing off road rolls 3+; a failure keeps it on the bank,
 *  the PIPs stay spent and no more crossings are tried this bound. Legality is settled before.
 *  `legs`: the areas each element sweeps when it does not move in one straight sweep (a
 *  waypoint move); one roll however many of its legs cross. */
function riverTests(s: DbaState, els: Elem[], to: Pose[], ctx: Ctx, legs?: Poly[][]): boolean {
  if (s.river !== 'test') return true;
  for (let i = 0; i < els.length; i++) {
    const sweeps = legs?.[i] ?? [hull([...fpOf(els[i]), ...footprint(to[i], els[i].w, els[i].d)])];
    if (!sweeps.some((swept) => polyInRiver(s, swept) && !polyOnRoad(s, swept))) continue;
    const r = ctx.dice.d6();
    ctx.log({ t: 'riverTest', rule: 'DBA RIV-02', el: els[i].id, roll: r });
    if (r <= 2) { s.riverBan = true; return false; }
  }
  return true;
}

/** A single element moving into contact (CON-02, §8.6); conforming is built in. */
export function contactMove(s: DbaState, seat: number, id: number, targetId: number, kind: ContactKind, ctx: Ctx): number {
  const e = commonMover(s, seat, id);
  const t = byId(s, targetId);
  if (t.side === seat || t.status !== 'on') ill('DBA CON-02', 'the target must be an enemy on the table');
  if (e.type === 'Art' || e.type === 'WWg') ill('DBA CON-01', 'Art and WWg may not move into contact');
  if (busy(s, e)) ill('DBA BRK-01', 'an element in contact may only break off');
  const to = contactPose(e, t, kind);
  if ((kind === 'overlapL' || kind === 'overlapR') && !inCloseCombat(s, t)) ill('DBA CON-02', 'an overlap is only beside an enemy already in close combat');
  secondMoveOk(s, e, true, to);
  checkZoc(s, e, to, t);
  // Besides the target, the mover may touch other enemies only in a relation the rules
  // name (front, flank, rear, corner overlap, flank to flank), or edge to edge where it
  // cannot conform to them (CON-03, con03.ts).
  const moved: Elem = { ...e, x: to.x, y: to.y, h: normDeg(to.h) };
  const touched = enemiesOf(s, e).filter((o) => polysWithin(fpAt(to, e.w, e.d), fpOf(o), 1));
  let loose = false;
  for (const o of touched) {
    if (o.id === t.id || namedRelation(moved, o)) continue;
    if (!gapTouch(s, moved, o, t)) ill('DBA CON-02', `would touch the enemy ${refLabel(s, o.id)} without a legal contact`);
    loose = true;
  }
  // DIST-01: the pivot from an overlap onto the flank of an enemy fighting friends is not measured.
  checkPath(s, e, to, [e.id], touched.map((o) => o.id), !freePivot(s, e, t, kind, to));
  const cost = pipCost(s, [e]);
  payPips(s, cost);
  e.moves++; e.moved = true;
  if (!riverTests(s, [e], [to], ctx)) return cost;
  leaveCamp(e);
  place(e, to);
  if (kind === 'front' && e.type === 'Kn' && t.type === 'Bw') e.bowFront.push(t.id);
  if ((kind === 'flankL' || kind === 'flankR' || kind === 'rear') && t.stamp === 0) t.stamp = ++s.stampNext;
  noteContacts(s, [e]); // INTERP-43: who reached a flank or rear first (option cc43)
  if (loose) noteTouches(s, [e]); // CON-03: kept unconformed, exempt from CON-02
  return cost;
}

/** Two enemies touching in one of the relations of spec §8.3. */
export function namedRelation(a: Elem, b: Elem): boolean {
  const A = cornersOf(a), B = cornersOf(b);
  return f2f(a, b) || flankL(a, b) || flankR(a, b) || rear(a, b) || flankL(b, a) || flankR(b, a) || rear(b, a)
    || near(A.FL, B.FL, 1) || near(A.FR, B.FR, 1)
    || flankToFlank(a, b) !== null;
}

/** CON-05 / CC-05: one element moves into front-edge contact with a held enemy camp. */
export function assaultMove(s: DbaState, seat: number, id: number, side: number, ctx: Ctx): number {
  const e = commonMover(s, seat, id);
  if (busy(s, e)) ill('DBA BRK-01', 'an element in contact may only break off');
  const { pose, holder } = assaultTarget(s, seat as 0 | 1, id, side);
  secondMoveOk(s, e, true, pose);
  checkZoc(s, e, pose, null, s.opt.sho02 === 'exact' ? [holder.id] : []); // ZOC-01 (b): contacting the camp releases its zone
  // The holder may fill the camp to its edge: touching it is the assault itself.
  const touched = touchedEnemies(s, e, pose, holder.id);
  // The camp it attacks is its destination: only the other camp blocks its path.
  const saved = s.camps;
  s.camps = s.camps.map((c, i) => (i === side ? null : c)) as DbaState['camps'];
  try { checkPath(s, e, pose, [e.id], [holder.id, ...touched.map((o) => o.id)]); } finally { s.camps = saved; }
  return payAndPlace(s, e, pose, ctx);
}

/** BRK-01/02: straight back at least 200 p, facing unchanged. */
export function breakOff(s: DbaState, seat: number, id: number, dist: number, ctx: Ctx): number {
  const e = commonMover(s, seat, id);
  if (!inFrontalCombat(s, e)) ill('DBA BRK-01', 'only an element in frontal contact breaks off');
  if (enemiesOf(s, e).some((o) => flankL(o, e) || flankR(o, e) || rear(o, e))) ill('DBA BRK-01', 'an enemy is on its flank or rear');
  if (dist < 200) ill('DBA BRK-02', 'break off at least 200 p');
  if (e.moves > 0) ill('DBA 2ND-01', 'already moved');
  const v = dirN(e.h + 180, dist);
  const to: Pose = { x: e.x + v.x, y: e.y + v.y, h: e.h };
  const opponents = enemiesOf(s, e).filter((o) => f2f(e, o));
  checkPath(s, e, to, [e.id], opponents.map((o) => o.id));
  const cost = pipCost(s, [e]);
  payPips(s, cost);
  place(e, to);
  e.moves++; e.moved = true;
  // BRK-03 / INTERP-9: impetuous opponents pursue at once, with their rear supporters.
  for (const o of opponents) {
    if (!PURSUERS.has(o.type) || o.where !== '') continue;
    pursue(s, o, onTable(s).filter((f) => f.side === o.side && support(f, o)), ctx);
  }
  return cost;
}

/** G-GROUP-ADJ connectivity of a set of own elements (MOV-03). */
export function isGroup(els: Elem[]): boolean {
  if (els.length < 2) return false;
  if (els.some((e) => e.h !== els[0].h)) return false;
  const adj = (a: Elem, b: Elem) => {
    if (support(a, b) || support(b, a)) return true;
    const A = cornersOf(a), B = cornersOf(b);
    const eq = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.abs(p.x - q.x) <= 1 && Math.abs(p.y - q.y) <= 1;
    return (eq(A.FR, B.FL) && eq(A.RR, B.RL)) || (eq(A.FL, B.FR) && eq(A.RL, B.RR))
      || (eq(A.FR, B.FL) || eq(A.FL, B.FR) || eq(A.RR, B.RL) || eq(A.RL, B.RR)) && polysWithin(fpOf(a), fpOf(b), 1) && !overlaps(fpOf(a), fpOf(b));
  };
  const seen = new Set([els[0].id]);
  const stack = [els[0]];
  while (stack.length) {
    const x = stack.pop()!;
    for (const y of els) if (!seen.has(y.id) && adj(x, y)) { seen.add(y.id); stack.push(y); }
  }
  return seen.size === els.length;
}

/** MOV-04/08: a group wheels by `wheel` degrees about the outer front corner (left corner when
 *  turning left, INTERP-6), then advances `dist` straight ahead. Returns the new poses. */
/** The outer front corner a group wheels about: leftmost when turning left (wheel > 0).
 *  `foremost` (option mov04 "head", MOV-04 as written): of corners level on that flank (a
 *  column's), the foremost one, the head's; without it the first listed (games recorded
 *  before the option), which wheels a column listed rear first about its rear member. */
export function groupPivot(els: Elem[], wheel: number, foremost = false): { x: number; y: number } {
  const r = dirN(els[0].h - 90, 1000), f = dirN(els[0].h, 1000);
  let pivot = cornersOf(els[0]).FL;
  let best = wheel > 0 ? Infinity : -Infinity;
  let ahead = -Infinity;
  for (const e of els) {
    const c = cornersOf(e);
    for (const p of [c.FL, c.FR]) {
      const along = p.x * r.x + p.y * r.y, fwd = p.x * f.x + p.y * f.y;
      // Level within a pace (1000 × 1 p: corners rounded on their own).
      const level = foremost && Math.abs(along - best) <= 1000;
      if (level ? fwd > ahead : (wheel > 0 && along < best) || (wheel <= 0 && along > best)) { best = level ? best : along; pivot = p; ahead = fwd; }
    }
  }
  return pivot;
}

/** `frontsMeet` (option mov04line "fronts"): neighbours side by side are re-joined by their front
 *  corners alone, so a line of bases of different depths stays exact; without it both front and
 *  rear corners had to meet, and a deeper neighbour kept its own rounding (up to 1 p off). */
export function groupPoses(els: Elem[], dist: number, wheel: number, foremost = false, frontsMeet = false): Pose[] {
  const h = els[0].h;
  const pivot = groupPivot(els, wheel, foremost);
  const fwd = dirN(h + wheel, dist);
  const free = els.map((e) => {
    const P = wheel === 0 ? { x: e.x, y: e.y } : rotateAbout({ x: e.x, y: e.y }, pivot, wheel);
    const q = add(P, fwd);
    return { x: q.x, y: q.y, h: normDeg(e.h + wheel) };
  });
  if (wheel === 0) return free;
  // Rotating each base on its own rounds each corner on its own; rebuild the formation
  // from the first member by exact snaps so neighbours keep sharing corners.
  const out: (Pose | null)[] = els.map((_, i) => (i === 0 ? free[0] : null));
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < els.length; i++) {
      if (!out[i]) continue;
      const A = cornersOf(els[i]);
      const nA = cornersAt(out[i]!, els[i].w, els[i].d);
      for (let j = 0; j < els.length; j++) {
        if (out[j]) continue;
        const B = cornersOf(els[j]);
        const hh = out[i]!.h;
        let p: Pose | null = null;
        if (near(A.FR, B.FL, 1) && (frontsMeet || near(A.RR, B.RL, 1))) p = poseFromFL(nA.FR, hh, els[j].w);
        else if (near(A.FL, B.FR, 1) && (frontsMeet || near(A.RL, B.RR, 1))) p = poseFromFR(nA.FL, hh, els[j].w);
        else if (near(A.RL, B.FL, 1) && near(A.RR, B.FR, 1)) p = poseFromFL(nA.RL, hh, els[j].w);
        else if (near(A.FL, B.RL, 1) && near(A.FR, B.RR, 1)) { const back = dirN(hh, els[j].d); p = poseFromFL({ x: nA.FL.x + back.x, y: nA.FL.y + back.y }, hh, els[j].w); }
        if (p) { out[j] = p; changed = true; }
      }
    }
  }
  return out.map((p, i) => p ?? free[i]);
}

export function groupMove(s: DbaState, seat: number, ids: number[], dist: number, wheel: number, ctx: Ctx): number {
  const els = ids.map((id) => commonMover(s, seat, id));
  if (new Set(ids).size !== ids.length) ill('DBA MOV-03', 'an element is listed twice');
  if (!isGroup(els)) ill('DBA MOV-03', 'these elements do not form a group');
  if (dist < 0 || wheel < -90 || wheel > 90) ill('DBA MOV-08', 'groups only advance or wheel forward (INTERP-6)');
  const column = isColumn(els);
  const poses = groupPoses(els, dist, wheel, s.opt.mov04 === 'head', s.opt.mov04line === 'fronts');
  // 2ND-01 item 4: a column whose head moves along a road may move again (not into contact, checked below).
  const roadColumn = column && alongRoad(s, els[columnHead(els)], poses[columnHead(els)]);
  for (const e of els) {
    if (enemiesOf(s, e).some((o) => f2f(e, o) || flankL(o, e) || flankR(o, e) || rear(o, e))) ill('DBA MOV-04', `${refLabel(s, e.id)} starts in contact with an enemy front`);
    if (e.moves > 0 && (!roadColumn || e.dismountedNow)) ill('DBA 2ND-01', `${refLabel(s, e.id)} has already moved this bound`);
  }
  // MOV-06 (rulebook line 261): a group going through bad going, or across a river that is
  // not easy, is a column one element wide. A straight road is 80 p wide, so a group
  // moving along one is a column already. Games recorded before this rule was enforced
  // (option mov06 absent) keep the old reading.
  if (s.opt.mov06 === 'column' && !column) {
    els.forEach((e, i) => {
      const swept = sweptArea(e, poses[i]);
      const river = s.river !== 'none' && s.river !== 'easy' && polyInRiver(s, swept) && !polyOnRoad(s, swept);
      if (river || polyInBad(s, swept, !!BASES[e.base]?.camel)) ill('DBA MOV-06', 'a group in bad going or crossing a river that is not easy moves as a column one element wide');
    });
  }
  // CON-02 for groups: members may end touching enemies only in a named relation
  // (exact alignment: a line advancing straight onto an aligned line), and then at least
  // one member is in a legal contact. Conforming of a misaligned touch is not offered.
  const rigid = poses.map((p) => ({ ...p }));
  const moved = els.map((e, i) => ({ ...e, x: poses[i].x, y: poses[i].y, h: poses[i].h }));
  // CON-04 (§8.6): a member whose front meets an enemy's front out of line is conformed.
  // A Ps in good going or a LH that is not itself in a group conforms to the group;
  // otherwise the member conforms. Either is free, and only if it overlaps nothing.
  const conformers: { id: number; pose: Pose }[] = [];
  const clear = (poly: Poly, skip: number[]) => !onTable(s).some((o) => !skip.includes(o.id) && !ids.includes(o.id) && overlaps(poly, fpOf(o)))
    && !moved.some((m) => !skip.includes(m.id) && overlaps(poly, fpOf(m)));
  moved.forEach((m, i) => {
    for (const o of enemiesOf(s, m)) {
      if (conformers.some((c) => c.id === o.id)) continue;
      if (!polysWithin(fpOf(m), fpOf(o), 1) || namedRelation(m, o) || normDeg(m.h - o.h) !== 180) continue;
      const inGroup = onTable(s).some((f) => f.side === o.side && f.id !== o.id && isGroup([o, f]));
      if (((o.type === 'Ps' && !polyInBad(s, fpOf(o), false)) || o.type === 'LH') && !inGroup) {
        const p = contactPose(o, m, 'front');
        if (clear(fpAt(p, o.w, o.d), [o.id, m.id])) { conformers.push({ id: o.id, pose: p }); continue; }
      }
      const p = contactPose(m, o, 'front');
      if (clear(fpAt(p, m.w, m.d), [m.id, o.id])) { poses[i] = p; Object.assign(moved[i], { x: p.x, y: p.y, h: p.h }); }
    }
  });
  const conformed = (o: Elem): Elem => { const c = conformers.find((x) => x.id === o.id); return c ? { ...o, x: c.pose.x, y: c.pose.y, h: c.pose.h } : o; };
  let contacts = 0;
  let loose = false;
  const touchedBy = moved.map((m) => {
    const t = enemiesOf(s, m).map(conformed).filter((o) => polysWithin(fpOf(m), fpOf(o), 1));
    for (const o of t) {
      // CON-03 (§8.6 step 3): a member that cannot conform stays in edge contact, unfought.
      const stays = !namedRelation(m, o) && unconformable(s, m, o, (k) => contactPose(m, o, k), (poly, skip) => !clear(poly, skip));
      if (!namedRelation(m, o) && !stays) ill('DBA CON-02', `${refLabel(s, m.id)} would touch the enemy ${refLabel(s, o.id)} without a legal contact`);
      loose ||= stays;
      if (m.type === 'Art' || m.type === 'WWg') ill('DBA CON-01', 'Art and WWg may not move into contact');
      if (f2f(m, o) || flankL(m, o) || flankR(m, o) || rear(m, o)) contacts++;
    }
    return t;
  });
  if (touchedBy.some((t) => t.length) && contacts === 0) ill('DBA CON-02', 'a group touching the enemy must make a legal contact');
  if (els.some((e) => e.moves > 0) && touchedBy.some((t) => t.length)) ill('DBA 2ND-01', 'a column moving again along a road may not contact the enemy');
  const river = columnRiver(s, els, rigid); // MOV-09: a column goes by its head
  // ZOC-01: a contact with the enemy whose zone a member is in releases it. Option zocgroup
  // "any" (rules as written): any legal contact, as for a single element; "front" (games
  // recorded before it): only a member's front-to-front contact.
  const releases = (m: Elem, o: Elem) => (s.opt.zocgroup === 'any' ? namedRelation(m, o) : f2f(m, o));
  els.forEach((e, i) => {
    const front = touchedBy[i].find((o) => releases(moved[i], o)) ?? null;
    // The move is measured and checked to its rigid end; conforming from there is free (INTERP-23).
    checkZoc(s, e, rigid[i], front, touchedBy.flatMap((t, k) => t.filter((o) => releases(moved[k], o)).map((o) => o.id)));
    checkPath(s, e, rigid[i], ids, touchedBy[i].map((o) => o.id), true, river);
    if (s.opt.interp10 === 'path' && wheel !== 0) {
      // INTERP-10 'path': each corner's arc about the pivot plus the advance, with
      // π taken as 355/113 and the arc rounded up.
      const lim = allowance(s, e, hull([...fpOf(e), ...footprint(rigid[i], e.w, e.d)]), e.type, rigid[i], river);
      const pivot = groupPivot(els, wheel, s.opt.mov04 === 'head');
      for (const c of Object.values(cornersOf(e))) {
        const r = isqrtCeil(sq(c.x - pivot.x) + sq(c.y - pivot.y));
        const arc = Math.ceil((r * Math.abs(wheel) * 355) / (180 * 113));
        if (arc + dist > lim) ill('DBA DIST-02', `a corner would travel ${arc + dist} p along its path (INTERP-10)`);
      }
    }
  });
  const cost = pipCost(s, els);
  payPips(s, cost);
  els.forEach((e) => { e.moves++; e.moved = true; });
  if (!riverTests(s, els, poses, ctx)) return cost; // INTERP-30: the first failure cancels the whole move
  for (const c of conformers) { place(byId(s, c.id), c.pose); ctx.log({ t: 'conform', rule: 'DBA CON-04', el: c.id }); }
  els.forEach((e, i) => {
    leaveCamp(e);
    place(e, poses[i]);
    for (const t of touchedBy[i]) {
      if (e.type === 'Kn' && t.type === 'Bw' && f2f(e, t)) e.bowFront.push(t.id);
      if ((flankL(e, t) || flankR(e, t) || rear(e, t)) && t.stamp === 0) t.stamp = ++s.stampNext; // INTERP-43: member order
    }
  });
  noteContacts(s, els); // INTERP-43: in member order (option cc43)
  if (loose) noteTouches(s, els); // CON-03: kept unconformed, exempt from CON-02
  return cost;
}


/**
 * GAR-02 / INTERP-41: a troop element enters an empty camp, its own or the enemy's.
 * The approach is measured to the camp's edge (DIST-01: edge to centre is free);
 * it ends at the camp's centre keeping its heading. Entering the enemy's camp takes it
 * (VIC-02); entering one's own retakes it. Assaulting a held camp (CC-05) is not offered.
 */
export function enterCamp(s: DbaState, seat: number, id: number, side: number, ctx: Ctx): number {
  const e = commonMover(s, seat, id);
  const c = s.camps[side];
  if (!c) ill('DBA CAMP-02', 'that army has no camp');
  const camp = c as NonNullable<typeof c>;
  if (busy(s, e)) ill('DBA BRK-01', 'an element in contact may only break off');
  if (e.moves > 0) ill('DBA 2ND-01', 'already moved this bound');
  const poly = campPoly(camp);
  // GAR-02: friends entering a camp held by their own camp followers remove them for good.
  const followers = onTable(s).filter((o) => o.follower && o.side === seat && side === seat && overlaps(poly, fpOf(o)));
  if (onTable(s).some((o) => o.id !== e.id && !followers.includes(o) && overlaps(poly, fpOf(o)))) ill('DBA GAR-02', 'the camp is held: only an empty camp is entered without combat');
  const lim = allowance(s, e, hull([...fpOf(e), ...poly]));
  if (!polysWithin(fpOf(e), poly, lim)) ill('DBA DIST-02', `the camp is more than ${lim} p away`);
  // The centre pose: the element's centre on the camp's centre.
  const cc = { x: Math.floor((poly[0].x + poly[2].x) / 2), y: Math.floor((poly[0].y + poly[2].y) / 2) };
  // It faces out of the camp as the camp faces, so that any base fits (a departure from
  // "keeping its heading" in spec §8.11, which can leave a diagonal base off the table).
  const fwdHalf = dirN(camp.h, Math.floor(e.d / 2));
  const to: Pose = { x: cc.x + fwdHalf.x, y: cc.y + fwdHalf.y, h: camp.h };
  const end = fpAt(to, e.w, e.d);
  if (!end.every((v) => inside(v, poly))) ill('DBA CAMP-01', 'this base does not fit in the camp');
  for (const o of onTable(s)) if (o.id !== e.id && !followers.includes(o) && overlaps(end, fpOf(o))) ill('DBA GAR-02', `${refLabel(s, o.id)} is in the way`);
  checkZoc(s, e, to, null);
  const cost = pipCost(s, [e]);
  payPips(s, cost);
  for (const f of followers) { f.status = 'dead'; ctx.log({ t: 'destroyed', rule: 'DBA GAR-02', el: f.id }); }
  place(e, to);
  e.moves++; e.moved = true;
  e.where = side === seat ? 'camp' : 'enemyCamp';
  if (camp.controller !== seat) { camp.controller = seat as 0 | 1; if (side !== seat) camp.everTaken = true; ctx.log({ t: 'campTaken', rule: 'DBA GAR-02', camp: side, el: e.id }); }
  return cost;
}

/** GAR-04 / GAR-11: an element enters an undefended BUA (its own side's, or one whose
 *  denizens are gone); foot become its garrison. The approach is measured to the
 *  polygon (DIST-01: the part inside is free); PIP-02 case 1 applies. */
export function enterBua(s: DbaState, seat: number, id: number, ctx: Ctx): number {
  const e = commonMover(s, seat, id);
  if (!s.bua) ill('DBA TER-07', 'there is no BUA');
  if (!mayEnterBua(s, seat as 0 | 1)) ill('DBA GAR-04', 'only an undefended BUA is entered without combat');
  if (busy(s, e)) ill('DBA BRK-01', 'an element in contact may only break off');
  if (e.moves > 0) ill('DBA 2ND-01', 'already moved this bound');
  const poly = buaPoly(s) as Poly;
  const lim = allowance(s, e, hull([...fpOf(e), ...poly]));
  if (!polysWithin(fpOf(e), poly, lim)) ill('DBA DIST-02', `the BUA is more than ${lim} p away`);
  const to = buaCentrePose(s, e);
  if (!fitsInBua(s, e, to)) ill('DBA GAR-03', 'this base does not fit in the BUA');
  checkZoc(s, e, to, null);
  const cost = pipCost(s, [e], { bua: true });
  payPips(s, cost);
  place(e, to);
  e.moves++; e.moved = true;
  e.where = 'bua';
  const b = s.bua as NonNullable<DbaState['bua']>;
  if (b.controller !== seat) { b.controller = seat as 0 | 1; ctx.log({ t: 'buaTaken', rule: 'DBA GAR-11', el: e.id }); }
  return cost;
}

/** CON-05 / CC-05: an element moves into front-edge contact with side `side` of a defended BUA. */
export function assaultBuaMove(s: DbaState, seat: number, id: number, side: number, ctx: Ctx): number {
  const e = commonMover(s, seat, id);
  if (!s.bua) ill('DBA TER-07', 'there is no BUA');
  if (e.type === 'Art' || e.type === 'WWg') ill('DBA CON-01', 'Art and WWg may not move into contact');
  if (busy(s, e)) ill('DBA BRK-01', 'an element in contact may only break off');
  const def = buaDefender(s, seat as 0 | 1);
  if (def === null) ill('DBA GAR-04', 'nobody defends the BUA against you: enter it');
  if (onTable(s).filter((o) => o.side === seat && o.id !== id && buaSideAssaulted(s, o) >= 0).length >= 3) ill('DBA CC-05', 'at most three elements attack a BUA');
  const pose = buaAssaultPose(s, e, side);
  secondMoveOk(s, e, true, pose);
  checkZoc(s, e, pose, null, s.opt.sho02 === 'exact' ? [def as number] : []); // ZOC-01 (b): contacting the BUA releases its zone
  const holder = def === 26 ? -1 : def;
  const touched = touchedEnemies(s, e, pose, holder);
  checkPath(s, e, pose, [e.id], [...touched.map((o) => o.id), ...(holder >= 0 ? [holder] : [])]);
  return payAndPlace(s, e, pose, ctx);
}

/** DBA CON-02: the enemies a pose would touch (besides the one it attacks), each of
 *  which must be in a legal contact relation. */
function touchedEnemies(s: DbaState, e: Elem, pose: Pose, exceptId: number): Elem[] {
  const touched = enemiesOf(s, e).filter((o) => o.id !== exceptId && polysWithin(fpAt(pose, e.w, e.d), fpOf(o), 1));
  for (const o of touched) if (!namedRelation({ ...e, x: pose.x, y: pose.y, h: normDeg(pose.h) }, o)) ill('DBA CON-02', `would touch the enemy ${refLabel(s, o.id)} without a legal contact`);
  return touched;
}

/** A single element's tactical move ends: PIPs paid (DBA PIP-01), the river test (DBA RIV-02), placed. */
function payAndPlace(s: DbaState, e: Elem, pose: Pose, ctx: Ctx): number {
  const cost = pipCost(s, [e]);
  payPips(s, cost);
  e.moves++; e.moved = true;
  if (!riverTests(s, [e], [pose], ctx)) return cost;
  leaveCamp(e);
  place(e, pose);
  return cost;
}

// The common checks and steps of a move, for the group moves of group-moves.ts (MOV-07).
export { checkPath, checkZoc, commonMover, leaveCamp, payPips, place, riverTests };
