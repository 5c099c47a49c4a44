// Distant shooting (SHO-01..08), spec §4.18 and G-SHOOT §8.4, with the standing-order
// default of §10.3 for both sides' target choices (mutual first, then nearest, then lowest id).
import type { Ctx } from '../../engine/contract';
import { dirN, footprint, hull, overlaps, polyDistFloor, polysMeet, polysWithin, type Poly } from '../../engine/plane';
import { BW, DENIZEN_FACTOR, MOUNTED, SHOOT_RANGE, BASES, type Troop } from './data/troops';
import { DENIZENS, buaDefender, buaFeature, buaPoly, denizensSlain } from './bua';
import { byId, cornersOf, enemiesOf, fpOf, inCloseCombat, onTable, overlapSide, support } from './geometry';
import { combatFactor, goodForWinner, inBad, inRiverNotGood, rearSupportOf } from './combat';
import { outcome, outcomeRule } from './outcome';
import { destroy, flee, recoil } from './moves-outcome';
import type { DbaState, Elem } from './state';
import { areasUnder, crest, featurePoly, segmentCrossesCrest } from './terrain';
import { f2f } from './geometry';
import { factor, rollFields, sumOf, type Factor, type RollOutcome } from './factors';
import { cornersOfPoly, corridorOf, distToQ, qOnRear, shotGeom, sightBlocked, stripOverlap, type Corner, type Piece, type ShotGeom } from './shot-geometry';
import { campPoly } from './camp';

/** Option sho02 (LATE_OPTIONS): 'exact' is the geometry of spec §8.4 G-SHOOT and G-ZOC;
 *  absent (games recorded before it) or 'approx' keeps the older approximation. */
export const exactShooting = (s: DbaState): boolean => s.opt.sho02 === 'exact';

/** What planShots asks again and again of one unchanging state: whether an element is
 *  in close combat, and whether it is excluded from shooting (per element id). */
interface Facts { cc: Map<number, boolean>; ex: Map<number, boolean> }

const factsOf = (): Facts => ({ cc: new Map(), ex: new Map() });

function closeCombat(s: DbaState, e: Elem, m?: Facts): boolean {
  if (!m) return inCloseCombat(s, e);
  let v = m.cc.get(e.id);
  if (v === undefined) { v = inCloseCombat(s, e); m.cc.set(e.id, v); }
  return v;
}

/** The element counts as providing rear support (INTERP-24) or as an overlap (SHO-03). */
function excluded(s: DbaState, e: Elem, m?: Facts): boolean {
  if (!m) return excludedNow(s, e);
  let v = m.ex.get(e.id);
  if (v === undefined) { v = excludedNow(s, e, m); m.ex.set(e.id, v); }
  return v;
}

function excludedNow(s: DbaState, e: Elem, m?: Facts): boolean {
  if (closeCombat(s, e, m)) return true;
  for (const f of onTable(s)) {
    if (f.side === e.side && f.id !== e.id && support(e, f)) {
      const opp = enemiesOf(s, f).find((o) => f2f(f, o));
      if (opp && rearSupportOf(s, f, opp).by?.id === e.id) return true;
    }
  }
  return enemiesOf(s, e).some((o) => closeCombat(s, o, m) && overlapSide(s, e, o) !== null);
}

const allRound = (s: DbaState, e: Elem) => e.type === 'WWg' || e.where !== '';

/** SHO-01/05, INTERP-12/52: may e shoot now? */
export function canShoot(s: DbaState, e: Elem, m?: Facts): boolean {
  if (e.status !== 'on') return false;
  const range = SHOOT_RANGE[e.type];
  if (!range || BASES[e.base]?.lit) return false;
  if (e.type === 'Art' && e.moved) return false;
  if (e.where === 'sack') return false; // GAR-08
  return !excluded(s, e, m);
}

function shootingEdge(e: Elem): Poly {
  const c = cornersOf(e);
  return [c.FL, c.FR];
}

/** The camp an element stands in (its own or a captured one), if any. */
function campUnder(s: DbaState, e: Elem): Poly | null {
  if (e.where !== 'camp' && e.where !== 'enemyCamp') return null;
  for (const c of s.camps) if (c && overlaps(fpOf(e), campPoly(c))) return campPoly(c);
  return null;
}

/** SHO-07: shooting at or from a BUA is at or from its edge; with sho02 'exact', a camp's
 *  too (the older reading used the element's own base in a camp). */
function shapeOf(s: DbaState, e: Elem): Poly {
  if (e.where === 'bua' || e.id === DENIZENS) return buaPoly(s) as Poly;
  if (exactShooting(s)) { const c = campUnder(s, e); if (c) return c; }
  return fpOf(e);
}

/** The denizens as a target (GAR-03): foot, factor 1, standing in the BUA. */
export function denizensElem(s: DbaState): Elem {
  const f = buaFeature(s);
  return {
    id: DENIZENS, side: s.bua ? s.bua.controller : 0, base: 'CF', type: 'CF', gen: false, x: f ? f.p[0] : 0, y: f ? f.p[1] : 0, h: 90, w: BW, d: 80,
    status: 'on', moves: 0, moved: false, dismountTo: '', dismountedNow: false, stamp: 0, bowFront: [], where: 'bua', follower: true, fought: false,
  };
}

const elemOf = (s: DbaState, id: number): Elem => (id === DENIZENS ? denizensElem(s) : byId(s, id));

/** G-SHOOT: target t in arc and range of s, not blocked. */
export function canTarget(s: DbaState, sh: Elem, t: Elem, m?: Facts): boolean {
  if (t.status !== 'on' || t.side === sh.side || t.where === 'sack') return false; // INTERP-44
  if (t.id !== DENIZENS && excluded(s, t, m)) return false;
  if (exactShooting(s)) return geomOf(s, sh, t) !== null;
  const R = SHOOT_RANGE[sh.type] as number;
  const tp = shapeOf(s, t);
  const inBua = (o: Elem) => o.where === 'bua' || o.where === 'sack';
  let corridor: Poly;
  if (allRound(s, sh)) {
    if (!polysWithin(shapeOf(s, sh), tp, R)) return false;
    corridor = hull([...shapeOf(s, sh), ...tp]);
  } else {
    // Band: ±1 BW beside the frontage, strictly ahead, as deep as the range.
    const f = dirN(sh.h, R);
    const band = footprint({ x: sh.x + f.x, y: sh.y + f.y, h: sh.h }, sh.w + 2 * BW, R);
    if (!polysMeet(tp, band)) return false; // the band is closed (spec §8.4 G-SHOOT 2)
    if (!polysWithin(shootingEdge(sh), tp, R)) return false;
    corridor = hull([...shootingEdge(sh), ...tp]);
  }
  for (const o of onTable(s)) {
    if (o.id === sh.id || o.id === t.id) continue;
    if ((t.id === DENIZENS || t.where === 'bua') && inBua(o)) continue;
    if (sh.where === 'bua' && inBua(o)) continue;
    if (overlaps(corridor, fpOf(o))) return false; // SHO-03
  }
  // TER-04 (simplified): centre line crossing a crest, or one side in a Wood/Oasis the other is not in.
  const cs = centreOf(sh), ct = centreOf(t);
  if (segmentCrossesCrest(s, cs, ct)) return false;
  const inW = (e: Elem) => areasUnder(s, fpOf(e)).filter((a) => a.kind === 'Woods' || a.kind === 'Oasis');
  const ws = inW(sh), wt = inW(t);
  if (ws.some((a) => wt.includes(a))) return false;
  return true;
}

/** G-SHOOT exactly (option sho02 'exact'): the shot's geometry when t is in arc and
 *  range of sh (SHO-01, SHO-02, SHO-07) and neither troops (SHO-03) nor terrain (TER-04)
 *  block it; null otherwise. The exclusions of SHO-03 are checked by the caller. */
export function geomOf(s: DbaState, sh: Elem, t: Elem): ShotGeom | null {
  const R = SHOOT_RANGE[sh.type] as number;
  const tp = shapeOf(s, t);
  const es = edgeOf(s, sh);
  const c = cornersOf(sh);
  const g = shotGeom(es, allRound(s, sh) ? null : { c, w: sh.w }, tp, R);
  if (!g) return null;
  // SHO-03: any other element even partly in the corridor blocks; troops inside the BUA
  // or camp whose edge is shot at or from stand behind that edge, not between.
  const cor = corridorOf(g);
  const sp = es.length > 2 ? es : null, tpoly = tp !== fpOf(t) ? tp : null;
  for (const o of onTable(s)) {
    if (o.id === sh.id || o.id === t.id) continue;
    if (sp && overlaps(fpOf(o), sp)) continue;
    if (tpoly && overlaps(fpOf(o), tpoly)) continue;
    if (overlaps(cor, fpOf(o))) return null;
  }
  // TER-04: shooter and target both in one Wood or Oasis may not shoot; otherwise the
  // shot is blocked when all 25 sightlines cross a crest or a Wood's or Oasis's edge.
  const woods = (p: Poly) => areasUnder(s, p).filter((a) => a.kind === 'Woods' || a.kind === 'Oasis');
  const ws = woods(shapeOf(s, sh)), wt = woods(tp);
  if (ws.some((a) => wt.includes(a))) return null;
  const lines: Piece[] = [];
  const corners: Corner[] = [];
  const wholeOutline = s.opt.ter04corner === 'whole';
  for (const f of s.terrain) {
    if (f.kind === 'SteepHill' || f.kind === 'GentleHill') lines.push(crest(f));
    else if (f.kind === 'Woods' || f.kind === 'Oasis') {
      const p = featurePoly(f);
      p.forEach((v, i) => lines.push([v, p[(i + 1) % p.length]]));
      if (wholeOutline) corners.push(...cornersOfPoly(p));
    }
  }
  if (sightBlocked(g, lines, corners)) return null;
  return g;
}

function centreOf(e: Elem) {
  const p = fpOf(e);
  return { x: Math.floor((p[0].x + p[2].x) / 2), y: Math.floor((p[0].y + p[2].y) / 2) };
}

/** The shooting edge or outline of a shooter (SHO-02, SHO-07). */
const edgeOf = (s: DbaState, sh: Elem): Poly => (sh.where === 'bua' || campUnder(s, sh) && exactShooting(s) ? shapeOf(s, sh) : sh.type === 'WWg' || sh.where !== '' ? fpOf(sh) : shootingEdge(sh));

/** Targets for every shooter of both sides (SHO-04 mutual first, §10.3 default). */
export function planShots(s: DbaState): { target: number; shooters: number[] }[] {
  // G-SHOOT 8: nearness is measured to Q in the exact geometry.
  const memo = new Map<number, number>();
  const dist = (sh: Elem, t: Elem) => {
    if (!exactShooting(s)) return polyDistFloor(edgeOf(s, sh), shapeOf(s, t));
    const k = sh.id * 64 + t.id;
    let d = memo.get(k);
    if (d === undefined) { const g = geomOf(s, sh, t); d = g ? distToQ(edgeOf(s, sh), g) : polyDistFloor(edgeOf(s, sh), shapeOf(s, t)); memo.set(k, d); }
    return d;
  };
  const m = factsOf(); // s does not change while the shots are planned
  const shooters = onTable(s).filter((e) => canShoot(s, e, m));
  const aim = new Map<number, number>();
  // SHO-07: the denizens of a BUA defending it without a garrison are a target too.
  const targetsOf = (sh: Elem) => (s.bua && buaDefender(s, sh.side) === DENIZENS ? [...enemiesOf(s, sh), denizensElem(s)] : enemiesOf(s, sh));
  const legal = (sh: Elem) => targetsOf(sh).filter((t) => canTarget(s, sh, t, m)).filter((t) => sh.type !== 'Art' || sh.side === s.active || canTarget(s, t, sh, m) && shooters.includes(t));
  const opts = new Map(shooters.map((sh) => [sh.id, legal(sh)]));
  // Mutual pairs first, nearest first (SHO-04).
  for (const sh of shooters) {
    if (aim.has(sh.id)) continue;
    const mutual = (opts.get(sh.id) ?? []).filter((t) => !aim.has(t.id) && (opts.get(t.id) ?? []).some((x) => x.id === sh.id));
    mutual.sort((a, b) => dist(sh, a) - dist(sh, b) || a.id - b.id);
    if (mutual.length) { aim.set(sh.id, mutual[0].id); aim.set(mutual[0].id, sh.id); }
  }
  // Other shooters follow their owner's standing fire orders (§10.3 N1), then the
  // default: nearest, ties to the lowest id.
  const rank = (sh: Elem, t: Elem) => { const i = s.orders[sh.side].indexOf(t.type); return i < 0 ? 99 : i; };
  for (const sh of shooters) {
    if (aim.has(sh.id)) continue;
    const o = [...(opts.get(sh.id) ?? [])].sort((a, b) => rank(sh, a) - rank(sh, b) || dist(sh, a) - dist(sh, b) || a.id - b.id);
    if (o.length) aim.set(sh.id, o[0].id);
  }
  const byTarget = new Map<number, number[]>();
  for (const [sh, t] of [...aim.entries()].sort((a, b) => a[0] - b[0])) byTarget.set(t, [...(byTarget.get(t) ?? []), sh]);
  const out: { target: number; shooters: number[] }[] = [];
  for (const [t, shs] of [...byTarget.entries()].sort((a, b) => a[0] - b[0])) {
    const T = elemOf(s, t);
    const back = aim.get(t);
    // Primary: the one it shoots back at, else nearest, then the larger lateral overlap
    // with its frontage, then id (INTERP-20, option int20); games recorded before int20
    // took the smaller centre offset instead of the overlap.
    const tie = s.opt.int20 === 'overlap'
      ? (a: number, b: number) => stripOverlap(byId(s, b), byId(s, b).w, shapeOf(s, T)) - stripOverlap(byId(s, a), byId(s, a).w, shapeOf(s, T))
      : (a: number, b: number) => lateral(byId(s, a), T) - lateral(byId(s, b), T);
    shs.sort((a, b) => (a === back ? -1 : b === back ? 1 : 0) || dist(byId(s, a), T) - dist(byId(s, b), T) || tie(a, b) || a - b);
    out.push({ target: t, shooters: shs });
  }
  return out;
}

/** The older tie-break (games before option int20): the target centre's lateral offset. */
function lateral(sh: Elem, t: Elem): number {
  const r = dirN(sh.h - 90, 1000);
  const c = centreOf(t);
  return Math.abs((c.x - sh.x) * r.x + (c.y - sh.y) * r.y);
}

/** Resolve the shooting at one target (RES-01, OUT-02, SHO-06). */
export function resolveShot(s: DbaState, entry: { target: number; shooters: number[] }, ctx: Ctx): void {
  if (entry.target === DENIZENS && !(s.bua && s.bua.denizens)) return;
  const T = elemOf(s, entry.target);
  const live = entry.shooters.map((id) => byId(s, id)).filter((e) => e.status === 'on' && canShoot(s, e) && canTarget(s, e, T));
  if (T.status !== 'on' || live.length === 0) return;
  const P = live[0];
  const aiders = Math.min(2, live.length - 1);
  const mutual = s.shots.some((x) => x.target === P.id && x.shooters[0] === T.id) || entry.shooters.includes(T.id);
  const dp = ctx.dice.d6(), dt = ctx.dice.d6();
  // RES-01 terms, itemised once: the totals below and the log both come from them.
  const cfP = combatFactor(P, T.type, true), cfT = T.id === DENIZENS ? DENIZEN_FACTOR : combatFactor(T, P.type, true);
  const fP = shotItems(P, mutual && s.opt.sho06 === 'both' ? returnAiders(s, P, T) : 0), fT = shotItems(T, aiders);
  const tp = dp + cfP + sumOf(fP);
  const tt = dt + cfT + sumOf(fT);
  const side = (e: Elem, tot: number) => ({ type: (e.id === DENIZENS ? 'Den' : e.type) as Troop | 'Den', total: tot, bad: e.id === DENIZENS ? false : inBad(s, e), inBuaCamp: e.where !== '', river: e.id !== DENIZENS && inRiverNotGood(s, e) });
  const res = (L: Elem, W: Elem, tl: number, tw: number) => outcome(side(L, tl), side(W, tw), { shooting: true, goodForWinner: goodForWinner(s, L, W), interp38: s.opt.interp38 as 'destroyed' });
  // OUT-02: a shooter beaten by a target that was not shooting back is unharmed (logged as 'none').
  const out: RollOutcome = tt < tp ? { loser: T.id, res: res(T, P, tt, tp) } : tp < tt ? { loser: P.id, res: mutual ? res(P, T, tp, tt) : 'none' } : { loser: -1, res: 'none' };
  ctx.log({ t: 'shoot', rule: 'DBA SHO-06', shooter: P.id, target: T.id, aiders, tp, tt, dp, dt, ...rollFields(cfP, cfT, fP, fT, out), mutual });
  // A mutual exchange is a single combat: drop the reverse entry.
  s.shots = s.shots.filter((x) => !(x.target === P.id && x.shooters[0] === T.id));
  if (tt < tp) apply(s, T, out.res, P, ctx, outcomeRule(tt, tp));
  else if (tp < tt && mutual) apply(s, P, out.res, T, ctx, outcomeRule(tp, tt));
}

/** SHO-06 with option sho06 'both' (rulebook lines 310, 345): an exchange of shots is
 *  one roll, but the 2nd and 3rd elements aiding T's shot back at P still give P −1 each.
 *  They are the other live shooters of the reverse entry (target P, T shooting first),
 *  which resolveShot then drops. Games recorded before sho06 counted none of them. */
function returnAiders(s: DbaState, P: Elem, T: Elem): number {
  const back = s.shots.find((x) => x.target === P.id && x.shooters[0] === T.id);
  if (!back) return 0;
  const live = back.shooters.filter((id) => id !== T.id && id !== DENIZENS).map((id) => byId(s, id)).filter((e) => e.status === 'on' && canShoot(s, e) && canTarget(s, e, P));
  return Math.min(2, live.length);
}

/** A shooter's or target's tactical factors (RES-01): its general, its camp or BUA
 *  (foot only); the target also loses 1 per aiding shooter (SHO-06). */
function shotItems(e: Elem, aiders: number): Factor[] {
  const out: Factor[] = [];
  if (e.where === 'camp' && !MOUNTED.has(e.type)) out.push(factor(2, 'camp'));
  if (e.where === 'bua' && !MOUNTED.has(e.type)) out.push(factor(3, 'bua'));
  if (e.gen) out.push(factor(1, 'general'));
  if (aiders) out.push(factor(-aiders, 'aiders'));
  return out;
}

/** Carry out a shooting result; `rule` names the table it came from (outcomeRule), for the log. */
function apply(s: DbaState, L: Elem, res: string, W: Elem, ctx: Ctx, rule: string): void {
  ctx.log({ t: 'outcome', rule, el: L.id, res });
  if (L.id === DENIZENS && s.bua) {
    if (res === 'destroyed') { s.bua.denizens = false; denizensSlain(s); }
    if (res === 'surrender') { s.bua.controller = W.side; ctx.log({ t: 'surrender', rule: 'DBA GAR-09', side: W.side }); } // they now defend it for the enemy
    return;
  }
  if (res === 'destroyed' || res === 'surrender') destroy(s, L, ctx, rule);
  else if (res === 'recoil') {
    // REC-03 / INTERP-18: not when the shot came from a BUA (exact geometry checks it itself;
    // with the older shapes, option rec03: games recorded before it had no exception).
    if (exactShooting(s) ? rearShotExact(s, L, W) : rearShot(L, W) && !(s.opt.rec03 === 'bua' && W.where === 'bua')) destroy(s, L, ctx, 'DBA REC-03');
    else recoil(s, L, ctx, false);
  } else if (res === 'flee') flee(s, L, ctx);
}

/** REC-03, G-SHOOT 9 (sho02 'exact'): the winner's Q lies wholly on the loser's rear
 *  edge, and the shot did not come from a BUA. */
function rearShotExact(s: DbaState, t: Elem, sh: Elem): boolean {
  if (sh.where === 'bua') return false;
  const g = geomOf(s, sh, t);
  if (!g) return false;
  const c = cornersOf(t);
  return qOnRear(g, c.RL, c.RR);
}

/** REC-03 / INTERP-18: the shooter's front is wholly behind the target's rear edge line. */
function rearShot(t: Elem, sh: Elem): boolean {
  const f = dirN(t.h, 1000);
  const rearLine = t.x * f.x + t.y * f.y - t.d * 1000;
  return shootingEdge(sh).every((p) => p.x * f.x + p.y * f.y < rearLine);
}
