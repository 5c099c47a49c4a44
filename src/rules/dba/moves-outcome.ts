// Outcome moves: recoil and push-back (REC), flight (FLE), pursuit (PUR), spec
// §4.22–4.24 and the algorithms of §8.9–8.11. Sweeps step 1 pace at a time, so
// first contact is found to the pace (the kernel's tolerance).
import type { Ctx } from '../../engine/contract';
import { add, centre, dirN, footprint, neg, normDeg, overlaps, pointSegWithin, polysWithin, type Poly, type Pose, type Vec } from '../../engine/plane';
import { MOVE, type Troop } from './data/troops';
import { NOT_AVOIDED, badFor, type AreaKind } from './data/terrain';
import { passRecoil, passTactical, pushable } from './data/tables';
import { BASES } from './data/troops';
import { cornersOf, edgeContactPoly, enemiesOf, flankL, flankR, fpOf, namedContact, onTable, rear, fpAt } from './geometry';
import type { DbaState, Elem } from './state';
import { holding, pairEntry } from './pair-records';
import { areasUnder, featurePoly, onBoard, polyInRiver } from './terrain';
import { campPoly } from './camp';
import { noteContacts } from './first-contact';



/** Why a recoil failed (REC-03), for the log: what stopped it, and after how many paces. */
export interface Blocked { why: 'inside' | 'flanked' | 'ground' | 'enemy' | 'friend' | 'held'; by?: number; after?: number }

export function destroy(s: DbaState, e: Elem, ctx: Ctx, rule: string, blocked?: Blocked): void {
  if (e.status !== 'on') return;
  e.status = 'dead';
  ctx.log({ t: 'destroyed', rule, el: e.id, ...blocked });
}

function lose(s: DbaState, e: Elem, ctx: Ctx): void {
  e.status = 'lost';
  ctx.log({ t: 'lost', rule: 'DBA REC-05', el: e.id });
}

const poseShift = (e: Elem, along: number, dist: number): Pose => {
  const v = dirN(along, dist);
  return { x: e.x + v.x + 0, y: e.y + v.y + 0, h: e.h };
};

/** Impassable areas for outcome moves: the Waterway and any camp (REC-03). */
function hitsImpassable(s: DbaState, poly: Poly): boolean {
  return hitsAny(impassables(s), poly);
}

/** The impassable polygons of REC-03, gathered once per sweep: neither terrain nor
 *  camps move while an outcome move is made. */
function impassables(s: DbaState): Poly[] {
  const out: Poly[] = [];
  for (const f of s.terrain) if (f.kind === 'Waterway' || f.kind === 'BUA') out.push(featurePoly(f));
  for (const c of s.camps) if (c !== null) out.push(campPoly(c));
  return out;
}

function hitsAny(walls: Poly[], poly: Poly): boolean {
  for (const w of walls) if (overlaps(poly, w)) return true;
  return false;
}

/** The rear of `r` at pose p touches something other than x's front edge (REC-04 reading). */
function killsByRear(r: Elem, rPose: Pose, x: Elem): boolean {
  const xc = cornersOf(x);
  const poly = fpAt(rPose, r.w, r.d);
  // X survives if R only meets its front edge; any contact with X's flank or rear destroys it.
  const touchesFront = poly.some((v) => pointSegWithin(v, xc.FL, xc.FR, 2));
  const touchesOther = poly.some((v) => pointSegWithin(v, xc.FL, xc.RL, 2) || pointSegWithin(v, xc.RL, xc.RR, 2) || pointSegWithin(v, xc.FR, xc.RR, 2))
    || [xc.RL, xc.RR].some((v) => pointSegWithin(v, fpAt(rPose, r.w, r.d)[2], fpAt(rPose, r.w, r.d)[3], 2));
  return touchesOther && !touchesFront;
}

/**
 * Move e straight back by `dist` (REC-01/02/03/04). `pushed` marks a push-back.
 * Returns true when e ends alive on the table.
 */
export function recoil(s: DbaState, e: Elem, ctx: Ctx, pushed: boolean, dist?: number, chain: readonly number[] = []): boolean {
  const r = recoilMove(s, e, ctx, pushed, dist, chain);
  noteTouches(s, [e]);
  return r;
}

function recoilMove(s: DbaState, e: Elem, ctx: Ctx, pushed: boolean, dist: number | undefined, chain: readonly number[]): boolean {
  const L = dist ?? Math.min(e.d, e.w);
  if (!pushed) {
    ctx.log({ t: 'recoil', rule: 'DBA REC-01', el: e.id, dist: L });
    if (e.where !== '') { destroy(s, e, ctx, 'DBA REC-03', { why: 'inside' }); return false; }
    if (enemiesOf(s, e).some((o) => flankL(o, e) || flankR(o, e) || rear(o, e))) { destroy(s, e, ctx, 'DBA REC-03', { why: 'flanked' }); return false; }
  }
  const back = normDeg(e.h + 180);
  const passed = new Set<number>();
  // First contact is any penetration (tolerance 0), except for bases already touching
  // at the start, where the kernel's 1-pace rounding tolerance applies. Option rec02
  // "met" (rulebook line 381, "les amis rencontrés"): a base touching at the start (a
  // neighbour side by side) is met only beyond 2 paces, because sliding past it at an
  // oblique heading grazes it by up to 2: the rounding of both bases' corners (1 pace)
  // and of the recoil's own path (under 1). Games recorded before the option gave a
  // tolerance only to bases already overlapping, and pushed such a neighbour.
  const start = fpOf(e);
  const met = s.opt.rec02 === 'met';
  const tolOf = new Map(onTable(s).map((o) => [o.id, met ? (polysWithin(start, fpOf(o), 1) ? 2 : 0) : overlaps(start, fpOf(o), 0) ? 1 : 0]));
  // Under "met", a base met late by its tolerance is made up for: the recoiler stops that
  // much shorter, and a friend pushed back is pushed that much further.
  const slack = (id: number): number => (met ? tolOf.get(id) ?? 0 : 0);
  const walls = impassables(s);
  for (let t = 1; t <= L; t++) {
    const pose = poseShift(e, back, t);
    const poly = fpAt(pose, e.w, e.d);
    if (hitsAny(walls, poly)) { moveTo(e, poseShift(e, back, t - 1)); destroy(s, e, ctx, 'DBA REC-03', { why: 'ground', after: t - 1 }); return false; }
    for (const o of onTable(s)) {
      // The elements pushing this one (REC-02) move back with it: they are no obstacle,
      // even where rounding at an oblique heading makes neighbours' bases graze.
      if (o.id === e.id || passed.has(o.id) || chain.includes(o.id) || !overlaps(poly, fpOf(o), tolOf.get(o.id) ?? 0)) continue;
      if (o.side !== e.side) {
        const at = poseShift(e, back, Math.max(0, t - 1 - slack(o.id)));
        if (killsByRear(e, at, o)) destroy(s, o, ctx, 'DBA REC-04');
        moveTo(e, at);
        if (!pushed) destroy(s, e, ctx, 'DBA REC-03', { why: 'enemy', by: o.id, after: t - 1 });
        return false;
      }
      if (e.type === 'El' && !pushed) { destroy(s, o, ctx, 'DBA REC-02'); continue; }
      const same = o.h === e.h;
      if (same && !pushed && passRecoil(e.type, o.type, s.opt.dmg3 as 'SpThroughSpBd' | 'BdThroughSpBd')) {
        // INT-02: end in the clear space immediately behind the friend.
        const oc = cornersOf(o);
        const behind: Pose = { x: Math.floor((oc.RL.x + oc.RR.x) / 2), y: Math.floor((oc.RL.y + oc.RR.y) / 2), h: e.h };
        const bp = fpAt(behind, e.w, e.d);
        if (onBoard(bp) && !hitsImpassable(s, bp) && !onTable(s).some((x) => x.id !== e.id && overlaps(bp, fpOf(x)))) {
          ctx.log({ t: 'passThrough', rule: 'DBA INT-02', el: e.id, through: o.id });
          moveTo(e, behind);
          return true;
        }
      }
      if (same && pushable(o.type)) {
        ctx.log({ t: 'pushBack', rule: 'DBA REC-02', el: o.id, by: e.id });
        if (recoil(s, o, ctx, true, Math.min(L, L - t + 1 + slack(o.id)), [...chain, e.id])) { passed.add(o.id); continue; } // pushed by the rest of the recoil
        moveTo(e, poseShift(e, back, Math.max(0, t - 1 - slack(o.id))));
        if (!pushed) destroy(s, e, ctx, 'DBA REC-03', { why: 'held', by: o.id, after: t - 1 });
        return false;
      }
      moveTo(e, poseShift(e, back, Math.max(0, t - 1 - slack(o.id))));
      if (!pushed) destroy(s, e, ctx, 'DBA REC-03', { why: 'friend', by: o.id, after: t - 1 });
      return false;
    }
  }
  // An enemy met exactly at the end of the sweep (edge to edge, not touching at the
  // start) is met all the same (REC-03, REC-04).
  const endPose = poseShift(e, back, L);
  const endPoly = fpAt(endPose, e.w, e.d);
  for (const o of enemiesOf(s, e)) {
    if (o.status !== 'on' || !edgeContactPoly(endPoly, fpOf(o)) || edgeContactPoly(start, fpOf(o))) continue;
    if (killsByRear(e, endPose, o)) destroy(s, o, ctx, 'DBA REC-04');
    moveTo(e, endPose);
    if (!pushed) destroy(s, e, ctx, 'DBA REC-03', { why: 'enemy', by: o.id, after: L });
    return false;
  }
  moveTo(e, met ? clearOfGrazes(s, e, endPose, walls, new Set(chain)) : endPose);
  e.moved = true;
  if (!onBoard(fpOf(e))) { lose(s, e, ctx); return false; }
  return true;
}

/** Option rec02 "met": a recoil that slid past a neighbour and ends grazing it beyond the
 *  kernel's 1-pace tolerance (the rounding above) ends instead at the nearest whole-pace
 *  correction, within 2 paces, that grazes nothing; without one it ends where it is.
 *  Otherwise neither base could move again: every move starts by sweeping its own base.
 *  The friends it pushed back count (they stand where they were pushed to: a friend
 *  pushed only part of the way can end grazing it); only the elements pushing it
 *  (`moving`), still where they stood and about to follow, are left out. */
const CORRECTIONS: readonly Vec[] = (() => {
  const out: Vec[] = [];
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) if (dx !== 0 || dy !== 0) out.push({ x: dx, y: dy });
  return out.sort((a, b) => a.x * a.x + a.y * a.y - (b.x * b.x + b.y * b.y) || a.y - b.y || a.x - b.x);
})();

function clearOfGrazes(s: DbaState, e: Elem, end: Pose, walls: Poly[], moving: Set<number>): Pose {
  const others = onTable(s).filter((o) => o.id !== e.id && !moving.has(o.id));
  const clear = (p: Pose): boolean => { const poly = fpAt(p, e.w, e.d); return !others.some((o) => overlaps(poly, fpOf(o))); };
  if (clear(end)) return end;
  for (const c of CORRECTIONS) {
    const p: Pose = { x: end.x + c.x, y: end.y + c.y, h: end.h };
    const poly = fpAt(p, e.w, e.d);
    if (onBoard(poly) === onBoard(fpAt(end, e.w, e.d)) && !hitsAny(walls, poly) && clear(p)) return p;
  }
  return end;
}

function moveTo(e: Elem, p: Pose): void { e.x = p.x + 0; e.y = p.y + 0; e.h = normDeg(p.h); }

/** How far a fleeing element goes after its recoil (FLE-01): its flight move, Psiloi 300
 *  paces, Light Horse 500, any other 400. */
export function fleeBudget(type: Troop): number {
  return type === 'Ps' ? 300 : type === 'LH' ? 500 : 400;
}

/** Flight (FLE-01..03, §8.10): recoil, turn about, then a full move away, avoiding what it must. */
export function flee(s: DbaState, e: Elem, ctx: Ctx): void {
  ctx.log({ t: 'flee', rule: 'DBA FLE-01', el: e.id });
  if (!recoil(s, e, ctx, false, e.d)) return; // FLE-01: its full base depth (rulebook line 383), not min(depth, width)
  // Turn 180° about the centre: the footprint is unchanged.
  const c = cornersOf(e);
  moveTo(e, { x: Math.floor((c.RL.x + c.RR.x) / 2), y: Math.floor((c.RL.y + c.RR.y) / 2), h: e.h + 180 });
  let budget = fleeBudget(e.type);
  let used = 0;
  const camel = !!BASES[e.base]?.camel;
  const avoidBad = e.type !== 'Ps' && e.type !== 'LH';
  const baseDir = e.h;
  const STEP = 10;
  const trail: Pose[] = [];
  while (used + STEP <= budget) {
    let moved = false;
    for (let k = 0; k <= 90 && !moved; k++) {
      for (const sgn of k === 0 ? [0] : [1, -1]) {
        const h = normDeg(baseDir + sgn * k);
        const v = dirN(h, STEP);
        // Rotate about the centre to h, then step.
        const cen = centre({ x: e.x, y: e.y, h: e.h }, e.d);
        const P = add(add(cen, dirN(h, Math.floor(e.d / 2))), v);
        const pose: Pose = { x: P.x, y: P.y, h };
        const poly = fpAt(pose, e.w, e.d);
        if (hitsImpassable(s, poly)) continue;
        if (onTable(s).some((o) => o.id !== e.id && overlaps(poly, fpOf(o)) && (o.side !== e.side || !passTactical(e.type as Troop, o.type)))) continue;
        const bads = areasUnder(s, poly).filter((f) => badFor(f.kind as AreaKind, camel));
        if (avoidBad && bads.some((f) => !NOT_AVOIDED.has(f.kind as AreaKind))) continue;
        if (bads.length > 0 && (e.type !== 'Ax' && e.type !== 'Ps') && budget > 200) budget = Math.max(200, used); // INTERP-26
        trail.push({ x: e.x, y: e.y, h: e.h });
        moveTo(e, pose);
        used += STEP;
        moved = true;
        if (polyInRiver(s, poly) && s.river !== 'easy') { destroy(s, e, ctx, 'DBA FLE-03'); return; }
        if (!onBoard(poly)) { lose(s, e, ctx); return; }
        break;
      }
    }
    if (!moved) break;
  }
  // INT-01: it may pass through friends only if it ends clear of them: back along
  // its own path to the last clear position.
  while (trail.length > 0 && onTable(s).some((o) => o.id !== e.id && overlaps(fpOf(e), fpOf(o)))) moveTo(e, trail.pop()!);
  e.moved = true;
  noteTouches(s, [e]); // FLE-02: it stops where it cannot go on, unconformed
}

/** Pursuit (PUR-01, INTERP-19): forward min(depth, width), supporters follow. */
export function pursue(s: DbaState, w: Elem, supporters: Elem[], ctx: Ctx): void {
  const L = Math.min(w.d, w.w);
  const full = fpAt(poseShift(w, w.h, L), w.w, w.d);
  if (!onBoard(full)) return;
  const camel = !!BASES[w.base]?.camel;
  // INTERP-19: bad going other than Marsh or Rough stops a pursuit it would enter; with
  // option pur19 'enter' (rulebook line 385, "entrer") the ground it already stands in
  // does not count. Games recorded before pur19 counted any under the end position.
  const already = s.opt.pur19 === 'enter' ? areasUnder(s, fpOf(w)) : [];
  if (areasUnder(s, full).some((f) => badFor(f.kind as AreaKind, camel) && !NOT_AVOIDED.has(f.kind as AreaKind) && !already.includes(f))) return;
  let done = 0;
  for (let t = 1; t <= L; t++) {
    const poly = fpAt(poseShift(w, w.h, t), w.w, w.d);
    if (hitsImpassable(s, poly) || onTable(s).some((o) => o.id !== w.id && !supporters.includes(o) && overlaps(poly, fpOf(o)))) break;
    done = t;
  }
  if (done === 0) return;
  moveTo(w, poseShift(w, w.h, done));
  w.moved = true;
  ctx.log({ t: 'pursue', rule: 'DBA PUR-01', el: w.id, dist: done });
  for (const sp of supporters) {
    if (sp.status !== 'on') continue;
    moveTo(sp, poseShift(sp, sp.h, done));
  }
  noteTouches(s, [w, ...supporters]);
  noteContacts(s, [w, ...supporters]); // a pursuer reaching a flank or rear (INTERP-32, option cc43)
}

export { neg, MOVE };

/** Option pur01: outcome moves do not conform (PUR-01 with INTERP-19: a pursuer stops
 *  at first contact; FLE-02: a fleeing element stops when it cannot move; REC-01: a
 *  recoil goes straight back), nor does a turn to face (CC-03), so they may leave an
 *  element touching an enemy in no relation the rules name. Such touches are kept in
 *  s.unconformed with both poses, the one dba.invariants exempts; a record lapses once
 *  either element has moved or left. Called after every such move with its movers. */
export function noteTouches(s: DbaState, movers: Elem[]): void {
  if (!s.unconformed) return;
  const kept = holding(s, s.unconformed);
  const has = (m: Elem, o: Elem) => kept.some((r) => (r[0] === m.id && r[4] === o.id) || (r[0] === o.id && r[4] === m.id));
  for (const m of movers) {
    if (m.status !== 'on') continue;
    for (const o of enemiesOf(s, m)) {
      // Both ways round: the edge test is judged along the first polygon's edges, and two
      // bases of different sizes a degree apart can pass it one way only (fuzz seed 681).
      const touch = edgeContactPoly(fpOf(m), fpOf(o)) || edgeContactPoly(fpOf(o), fpOf(m));
      if (!has(m, o) && touch && !namedContact(m, o)) kept.push(pairEntry(m, o));
    }
  }
  s.unconformed = kept;
}
