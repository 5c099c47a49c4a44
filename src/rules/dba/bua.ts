// The built-up area (GAR-03..08, GAR-11, GAR-12, CC-05, TER-07): a garrison of one foot
// element or, failing it, the denizens defend it at +3; up to three assailants fight it
// separately, each in front-edge contact with one side of its polygon; a winner who
// destroys its defenders in close combat occupies and sacks it until its owner rolls 5–6
// for PIPs. The bank bonus of its occupants (GAR-05) is in combat.ts (fightBua); they get no
// uphill bonus (GAR-06), since the garrison's total has no hill term. Shooting is modelled
// in shooting.ts: a garrison shoots all round from the BUA's edge and is shot at its edge
// (SHO-02, SHO-07), with +3 when it is foot; the denizens are a target when they defend
// it alone (their factor DENIZEN_FACTOR, +3); troops inside never block a shot at or from it (SHO-03);
// a sacker neither shoots nor is shot at (GAR-08); a shot from a BUA is no rear shot
// (REC-03, option rec03, or sho02 'exact'); and denizens beaten by artillery shooting
// surrender and change sides (GAR-09), after which a foot element of their new masters
// entering it (enterBua, movement.ts) is its garrison at once, with no sack. The
// revolt (GAR-10, option gar10), friendly road transit (TER-10) and passing through an
// abandoned BUA (GAR-11) are below.
import type { Ctx, Seat } from '../../engine/contract';
import { ill } from './refuse';
import { bearing, dirN, inside, near, overlaps, poseFromFL, type Poly, type Pose } from '../../engine/plane';
import { byId, EPS, fpOf, onTable, fpAt } from './geometry';
import type { DbaState, Elem, Feature } from './state';
import { featurePoly } from './terrain';


/** The denizens fight as a pseudo-element with this id (CC-05). */
export const DENIZENS = 26;

export function buaFeature(s: DbaState): Feature | null {
  return s.terrain.find((f) => f.kind === 'BUA') ?? null;
}

export function buaPoly(s: DbaState): Poly | null {
  const f = buaFeature(s);
  return f ? featurePoly(f) : null;
}

/** Whoever holds it now: garrison, sacker or occupant (an element inside its polygon). */
export function buaHolder(s: DbaState): Elem | null {
  const p = buaPoly(s);
  if (!p) return null;
  return onTable(s).find((e) => overlaps(fpOf(e), p)) ?? null;
}

/** CON-05: the pose of an assailant flush against side `i` of the polygon, facing in. */
export function buaAssaultPose(s: DbaState, a: Elem, i: number): Pose {
  const p = buaPoly(s);
  if (!p || i < 0 || i >= p.length) ill('DBA CON-05', 'no such side of the BUA');
  const poly = p as Poly;
  // A pure function of the polygon, the side and the base width, asked for every side
  // and every element whenever an assault is checked: memoised per polygon.
  let memo = assaultPoses.get(poly);
  if (!memo) { memo = new Map(); assaultPoses.set(poly, memo); }
  const key = i * 65536 + a.w;
  let q = memo.get(key);
  if (q === undefined) { q = computeAssaultPose(poly, a.w, i); memo.set(key, q); }
  return { x: q.x, y: q.y, h: q.h };
}

const assaultPoses = new WeakMap<Poly, Map<number, Pose>>();

function computeAssaultPose(poly: Poly, w: number, i: number): Pose {
  const u = poly[i], v = poly[(i + 1) % poly.length];
  const mid = { x: Math.floor((u.x + v.x) / 2), y: Math.floor((u.y + v.y) / 2) };
  // The polygon is counter-clockwise, so its inward normal is the edge turned left.
  const h = bearing({ x: -(v.y - u.y), y: v.x - u.x });
  // Back off 2 p so the rounded heading never lets the base bite into the polygon.
  const back = dirN(h + 180, 2);
  const half = dirN(h + 90, w / 2);
  return poseFromFL({ x: mid.x + back.x + half.x, y: mid.y + back.y + half.y }, h, w);
}

/** The side of the BUA that a is assaulting, or -1. */
export function buaSideAssaulted(s: DbaState, a: Elem): number {
  const p = buaPoly(s);
  if (!p || !s.bua) return -1;
  for (let i = 0; i < p.length; i++) {
    const q = buaAssaultPose(s, a, i);
    if (q.h === a.h && near({ x: a.x, y: a.y }, { x: q.x, y: q.y }, EPS)) return i;
  }
  return -1;
}

/** The BUA's defender: its holder if the holder is an enemy of `side`, else the denizens if
 *  they still defend for the other side, else nobody. */
export function buaDefender(s: DbaState, side: Seat): number | null {
  if (!s.bua) return null;
  const h = buaHolder(s);
  if (h) return h.side !== side ? h.id : null;
  return s.bua.denizens && s.bua.controller !== side ? DENIZENS : null;
}

/** CC-05: the assaults of the active side, at most three, in element order. */
export function buaPairs(s: DbaState): number[][] {
  const d = buaDefender(s, s.active);
  if (d === null) return [];
  const attackers = onTable(s).filter((a) => a.side === s.active && buaSideAssaulted(s, a) >= 0).slice(0, 3);
  return attackers.map((a) => [a.id, d]);
}

/** GAR-04 / GAR-11: may an element of `seat` enter the BUA without combat? */
export function mayEnterBua(s: DbaState, seat: Seat): boolean {
  if (!s.bua || buaHolder(s)) return false;
  return s.bua.controller === seat || !s.bua.denizens;
}

/** The pose at the BUA's centre, keeping the element's heading. */
export function buaCentrePose(s: DbaState, e: Elem): Pose {
  const f = buaFeature(s) as Feature;
  const fwdHalf = dirN(e.h, Math.floor(e.d / 2));
  return { x: f.p[0] + fwdHalf.x, y: f.p[1] + fwdHalf.y, h: e.h };
}

export function fitsInBua(s: DbaState, e: Elem, p: Pose): boolean {
  const poly = buaPoly(s);
  return !!poly && fpAt(p, e.w, e.d).every((v) => inside(v, poly));
}

/** GAR-08: destroying the defenders in close combat, the winner occupies the BUA and sacks it. */
export function sackBua(s: DbaState, w: Elem, ctx: Ctx, denizensFell = false): void {
  if (!s.bua) return;
  if (denizensFell) denizensSlain(s);
  s.bua.denizens = false; // GAR-07: they do not go on defending after a defeat in close combat
  const p = buaCentrePose(s, w);
  if (!fitsInBua(s, w, p) || onTable(s).some((o) => o.id !== w.id && overlaps(fpAt(p, w.w, w.d), fpOf(o)))) return;
  w.x = p.x + 0; w.y = p.y + 0; w.where = 'sack';
  s.bua.sacker = w.id;
  s.bua.controller = w.side;
  ctx.log({ t: 'sack', rule: 'DBA GAR-08', el: w.id });
}

/** GAR-08: at the start of his bound the sacker's owner releases it on a PIP roll of 5–6;
 *  it then garrisons the BUA. */
export function releaseSack(s: DbaState, seat: Seat, pips: number, ctx: Ctx): void {
  if (!s.bua || s.bua.sacker < 0) return;
  const e = byId(s, s.bua.sacker);
  if (e.side !== seat) return;
  if (e.status !== 'on') { s.bua.sacker = -1; return; }
  if (pips >= 5) {
    e.where = 'bua';
    s.bua.sacker = -1;
    ctx.log({ t: 'sackOver', rule: 'DBA GAR-08', el: e.id });
  }
}

/** GAR-12 / VIC-02: the BUA counts 2 lost elements for its owner while the enemy controls it. */
export function buaLost(s: DbaState, side: Seat): boolean {
  return !!s.bua && s.bua.owner === side && s.bua.controller !== side;
}

/** GAR-10 needs the denizens alive: with option gar10 the state records whether they
 *  themselves were destroyed (in close combat, or by shooting). A garrison destroyed in
 *  close combat leaves them alive, though they stop defending (GAR-07). */
export function denizensSlain(s: DbaState): void {
  if (s.bua && s.bua.survivors !== undefined) s.bua.survivors = false;
}

/** GAR-10 (revolt): why `seat` may not have the BUA revolt now, or null. The original
 *  owner of a BUA the enemy controls pays 6 PIPs at the start of his bound (the full roll,
 *  before any move), with no enemy element in it; its denizens must have survived. */
export function revoltProblem(s: DbaState, seat: Seat): string | null {
  if (s.opt.gar10 !== 'revolt') return 'a revolt is not in this game\'s rules (option gar10)';
  if (!s.bua) return 'there is no BUA';
  if (s.bua.owner !== seat) return 'only the BUA\'s original owner raises a revolt';
  if (s.bua.controller === seat) return 'the BUA is not under enemy control';
  if (s.bua.survivors === false) return 'no denizens survive to revolt';
  if (buaHolder(s)) return 'an enemy element holds the BUA';
  if (s.pips < REVOLT_PIPS) return `a revolt costs ${REVOLT_PIPS} PIPs`;
  if (s.els.some((e) => e.side === seat && e.moves > 0)) return 'a revolt is raised at the start of the bound, before any move';
  if (s.landing[seat].length) return 'the landing needs its PIP (INTERP-4)';
  return null;
}

/** GAR-10: 6 PIPs, from the table of spec §6. */
export const REVOLT_PIPS = 6;

export function revolt(s: DbaState, seat: Seat, ctx: Ctx): void {
  const why = revoltProblem(s, seat);
  if (why) ill('DBA GAR-10', why);
  const b = s.bua as NonNullable<DbaState['bua']>;
  s.pips -= REVOLT_PIPS;
  b.controller = seat; // GAR-12: a BUA that revolted is no longer under enemy control
  b.denizens = true; // they defend it again, for their old masters
  ctx.log({ t: 'revolt', rule: 'DBA GAR-10', side: seat });
}

/** TER-10 / GAR-11 / §8.5 (path legality): crossing a BUA. An element moving along a road
 *  (the caller's `alongRoad`, as for the road rate of DIST-02) may pass through a BUA its
 *  side holds (it controls it, and no enemy element is in it), ending clear of it. The
 *  straight road's length inside the polygon is part of the corner displacement already
 *  measured, as DIST-01 requires; the garrison or sacker inside stands on the perimeter
 *  (GAR-03) and does not bar the road. And once its denizens no longer defend it and
 *  nobody is in it, any element may cross it (GAR-11). */
export function mayCrossBua(s: DbaState, e: Elem, end: Poly, alongRoad: boolean): boolean {
  if (!s.bua) return false;
  const p = buaPoly(s);
  if (!p || overlaps(end, p)) return false;
  const h = buaHolder(s);
  // GAR-11: denizens gone and nobody in it, anyone may pass through it (§8.5).
  if (!s.bua.denizens && h === null) return true;
  if (!alongRoad || s.bua.controller !== e.side) return false;
  return h === null || h.side === e.side;
}

/** An element of e's side housed in the BUA, which e's road transit passes by. */
export const passedInBua = (e: Elem, o: Elem): boolean => o.side === e.side && (o.where === 'bua' || o.where === 'sack');
