// The group moves of MOV-07 (spec §4.10, §8.5 "Group kinds"), beside the rigid advance and
// wheel of movement.ts (MOV-08):
//   reform  (MOV-07a, b) the group narrows its frontage: the player gives every member's
//           end pose; repositioned members end lined up behind another member (INTERP-49);
//   shift   (MOV-07d) an advance, a sideways shift of at most ½ BW lining a member up with
//           an enemy less than 1 BW in front (G-LINEUP), and a further advance;
//   follow  (MOV-07c) a column follows its head along a road: the head advances, wheels
//           about a front corner and advances again; each member follows the head's path.
// Every member's move is then checked as in movement.ts: DIST-02 per corner, the path,
// ZOC-01, CON-01/02, 2ND-01, PIPs and the river test.
import type { Ctx } from '../../engine/contract';
import { add, dirN, hull, normDeg, rotateAbout, sub, type Poly, type Pose } from '../../engine/plane';
import { ill } from './refuse';
import { refLabel } from './names';
import { BASES, BW, MOVE } from './data/troops';
import { cornersAt, cornersOf, enemiesOf, f2f, flankL, flankR, fpAt, fpOf, rear, support } from './geometry';
import {
  checkPath, checkZoc, columnRiver, commonMover, contactPose, isColumn, isGroup, leaveCamp, linedUp, maxCornerShift, namedRelation, payPips, place, poseOnRoad, riverTests,
} from './movement';
import { pipCost } from './pip';
import { noteContacts } from './first-contact';
import type { DbaState, Elem } from './state';
import { polyInBad, polyInRiver, polyOnRoad } from './terrain';
import { overlaps, polysWithin } from '../../engine/plane';

const at = (e: Elem, p: Pose): Elem => ({ ...e, x: p.x, y: p.y, h: normDeg(p.h) });

/** Members with no member directly in front of them (G-SUPPORT): the front rank's width in bases. */
export function frontage(els: Elem[]): number {
  return els.filter((e) => !els.some((f) => f.id !== e.id && support(e, f))).length;
}

function members(s: DbaState, seat: number, ids: number[]): Elem[] {
  if (new Set(ids).size !== ids.length) ill('DBA MOV-03', 'an element is listed twice');
  const els = ids.map((id) => commonMover(s, seat, id));
  if (!isGroup(els)) ill('DBA MOV-03', 'these elements do not form a group');
  return els;
}

/** The end of every group move: the checks of movement.ts's groupMove that do not depend
 *  on how the poses were reached (MOV-04, 2ND-01, MOV-06, CON-01/02, ZOC-01), the path
 *  check given by the caller, then PIPs, the river test and the placing. No conforming
 *  (CON-04) is offered: a member touching an enemy must be in a relation the rules name. */
function settle(s: DbaState, els: Elem[], poses: Pose[], ctx: Ctx, path: (e: Elem, i: number, touch: number[]) => void, o: { column: boolean; again: boolean }): number {
  for (const e of els) {
    if (enemiesOf(s, e).some((x) => f2f(e, x) || flankL(x, e) || flankR(x, e) || rear(x, e))) ill('DBA MOV-04', `${refLabel(s, e.id)} starts in contact with an enemy front`);
    if (e.moves > 0 && (!o.again || e.dismountedNow)) ill('DBA 2ND-01', `${refLabel(s, e.id)} has already moved this bound`);
  }
  if (s.opt.mov06 === 'column' && !o.column) {
    els.forEach((e, i) => {
      const swept = hull([...fpOf(e), ...fpAt(poses[i], e.w, e.d)]);
      const river = s.river !== 'none' && s.river !== 'easy' && polyInRiver(s, swept) && !polyOnRoad(s, swept);
      if (river || polyInBad(s, swept, !!BASES[e.base]?.camel)) ill('DBA MOV-06', 'a group in bad going or crossing a river that is not easy moves as a column one element wide');
    });
  }
  const moved = els.map((e, i) => at(e, poses[i]));
  // Group-mates are ignored along the paths (INTERP-49), not at the end.
  for (let i = 0; i < moved.length; i++) for (let j = i + 1; j < moved.length; j++) {
    if (overlaps(fpOf(moved[i]), fpOf(moved[j]))) ill('DBA MOV-02', `${refLabel(s, moved[i].id)} and ${refLabel(s, moved[j].id)} would end on each other`);
  }
  let contacts = 0;
  const touchedBy = moved.map((m) => {
    const t = enemiesOf(s, m).filter((x) => polysWithin(fpOf(m), fpOf(x), 1));
    for (const x of t) {
      if (!namedRelation(m, x)) ill('DBA CON-02', `${refLabel(s, m.id)} would touch the enemy ${refLabel(s, x.id)} without a legal contact`);
      if (m.type === 'Art' || m.type === 'WWg') ill('DBA CON-01', 'Art and WWg may not move into contact');
      if (f2f(m, x) || flankL(m, x) || flankR(m, x) || rear(m, x)) contacts++;
    }
    return t;
  });
  if (touchedBy.some((t) => t.length) && contacts === 0) ill('DBA CON-02', 'a group touching the enemy must make a legal contact');
  if (els.some((e) => e.moves > 0) && touchedBy.some((t) => t.length)) ill('DBA 2ND-01', 'a column moving again along a road may not contact the enemy');
  const fronts = touchedBy.flatMap((t, k) => t.filter((x) => f2f(moved[k], x)).map((x) => x.id));
  els.forEach((e, i) => {
    checkZoc(s, e, poses[i], touchedBy[i].find((x) => f2f(moved[i], x)) ?? null, fronts);
    path(e, i, touchedBy[i].map((x) => x.id));
  });
  const cost = pipCost(s, els);
  payPips(s, cost);
  els.forEach((e) => { e.moves++; e.moved = true; });
  if (!riverTests(s, els, poses, ctx)) return cost; // INTERP-30: the first failure cancels the whole move
  els.forEach((e, i) => {
    leaveCamp(e);
    place(e, poses[i]);
    for (const t of touchedBy[i]) {
      if (e.type === 'Kn' && t.type === 'Bw' && f2f(e, t)) e.bowFront.push(t.id);
      if ((flankL(e, t) || flankR(e, t) || rear(e, t)) && t.stamp === 0) t.stamp = ++s.stampNext; // INTERP-43
    }
  });
  noteContacts(s, els); // INTERP-43: in member order (option cc43)
  return cost;
}

/** MOV-07a/b (spec §8.5 "Frontage reduction", INTERP-49): the group ends in the formation
 *  `to` (one pose per member, same order as ids). The first member moves straight ahead
 *  (INTERP-6); members moved as it was keep their places; every other member ends lined up
 *  behind another member. The front rank must end narrower: a group never widens. Each
 *  member's corners move at most its allowance, on a straight path that ignores group-mates. */
export function reformGroup(s: DbaState, seat: number, ids: number[], to: Pose[], ctx: Ctx): number {
  if (to.length !== ids.length) ill('DBA MOV-07', 'give one end pose per member');
  const els = members(s, seat, ids);
  const h = els[0].h;
  const poses = to.map((p) => ({ x: p.x, y: p.y, h: normDeg(p.h) }));
  if (poses.some((p) => p.h !== h)) ill('DBA MOV-08', 'a group changing its frontage keeps its facing');
  const v = sub(poses[0], els[0]);
  const f = dirN(h, 1000);
  if (Math.abs(v.x * f.y - v.y * f.x) > 1000 || v.x * f.x + v.y * f.y < 0) ill('DBA MOV-08', 'the first member moves straight ahead (INTERP-6)');
  const moved = els.map((e, i) => at(e, poses[i]));
  const shifted = els.map((e, i) => Math.abs(poses[i].x - e.x - v.x) > 1 || Math.abs(poses[i].y - e.y - v.y) > 1);
  if (!shifted.some(Boolean)) ill('DBA MOV-07', 'no member changes its place: this is a plain advance');
  if (!isGroup(moved)) ill('DBA MOV-07', 'the new formation must be a group');
  if (frontage(moved) >= frontage(els)) ill('DBA MOV-08', 'a group may narrow its frontage, never widen it or keep it (MOV-07)');
  moved.forEach((m, i) => {
    if (shifted[i] && !moved.some((o) => o.id !== m.id && support(m, o))) ill('DBA MOV-07', `${refLabel(s, m.id)} must end lined up behind another member of the group (INTERP-49)`);
  });
  // INTERP-49: a straight path from start to end pose, ignoring group-mates.
  return settle(s, els, poses, ctx, (e, i, touch) => checkPath(s, e, poses[i], ids, touch), { column: isColumn(moved), again: false });
}

/** MOV-07d (spec §8.5 "Rigid advance/wheel"): the group advances `dist`, shifts `shift`
 *  sideways (positive to its right, |shift| ≤ ½ BW) and advances `then`. The shift is
 *  legal only if at that moment a member has an enemy less than 1 BW in front, facing it,
 *  and the shift lines that member up with it (G-LINEUP). DIST-02 is measured from start to
 *  end, on the straight swept area between them. */
export function shiftGroup(s: DbaState, seat: number, ids: number[], dist: number, shift: number, then: number, ctx: Ctx): number {
  const els = members(s, seat, ids);
  if (dist < 0 || then < 0) ill('DBA MOV-08', 'groups only advance (INTERP-6)');
  if (shift === 0 || Math.abs(shift) > BW / 2) ill('DBA MOV-07', 'a sideways shift is at most half a base width (MOV-07d)');
  const h = els[0].h;
  const fwd = dirN(h, dist), side = dirN(shift > 0 ? h - 90 : h + 90, Math.abs(shift)), on = dirN(h, then);
  const mid = els.map((e) => ({ x: e.x + fwd.x, y: e.y + fwd.y, h }));
  const f = dirN(h, 1000);
  let pair: { i: number; o: Elem } | null = null;
  for (let i = 0; i < els.length && !pair; i++) {
    const e = els[i], here = fpAt(mid[i], e.w, e.d), there = add(mid[i], side);
    for (const o of enemiesOf(s, e)) {
      if (normDeg(o.h - h) !== 180) continue;
      // Less than 1 BW in front, not touching, ahead of the front edge.
      if (!polysWithin(here, fpOf(o), BW - 1) || polysWithin(here, fpOf(o), 0)) continue;
      const d = sub(o, mid[i]);
      if (d.x * f.x + d.y * f.y <= 0) continue;
      if (linedUp({ ...there, h }, e, o)) { pair = { i, o }; break; }
    }
  }
  if (!pair) return ill('DBA MOV-07', 'a sideways shift must line a member up with an enemy less than 1 BW in front (MOV-07d)');
  let poses = mid.map((p) => ({ x: p.x + side.x + on.x, y: p.y + side.y + on.y, h }));
  // Advancing onto the enemy lined up: rounding of the legs may leave the member a pace
  // off its front; the whole group closes that pace (the contact is exact, §8.2).
  const { i, o } = pair;
  if (then > 0) {
    const exact = contactPose(els[i], o, 'front');
    const dx = exact.x - poses[i].x, dy = exact.y - poses[i].y;
    if (exact.h === h && Math.abs(dx) <= 2 && Math.abs(dy) <= 2) poses = poses.map((p) => ({ x: p.x + dx, y: p.y + dy, h }));
  }
  const river = columnRiver(s, els, poses); // MOV-09: a column goes by its head
  return settle(s, els, poses, ctx, (e, k, touch) => checkPath(s, e, poses[k], ids, touch, true, river), { column: isColumn(els), again: false });
}

/** The members of a column, head first, each with its distance behind the head's front edge. */
function file(els: Elem[]): { e: Elem; i: number; o: number }[] {
  const head = els.findIndex((e) => !els.some((f) => f.id !== e.id && support(e, f)));
  const out = [{ e: els[head], i: head, o: 0 }];
  for (;;) {
    const last = out[out.length - 1];
    const i = els.findIndex((x) => support(x, last.e));
    if (i < 0) return out;
    out.push({ e: els[i], i, o: last.o + last.e.d });
  }
}

/** Arc length (p) travelled by the head's front-edge midpoint wheeling `a` degrees about a
 *  front corner: radius ½ W, π taken as 355/113 (as INTERP-10 'path'). */
const arcAt = (w: number, a: number): number => Math.floor((w * a * 355) / (2 * 180 * 113));

/** The head's pose after travelling `t` paces along its path (t < 0: behind its start,
 *  on the column's line), with the poses where the path bends. */
function headPath(head: Elem, dist: number, turn: number): { pose: (t: number) => Pose; bends: number[]; arc: number } {
  const h0 = head.h, sign = turn > 0 ? 1 : -1, n = Math.abs(turn);
  const P1 = add(head, dirN(h0, dist));
  const c1 = cornersAt({ ...P1, h: h0 }, head.w, head.d);
  const pivot = turn > 0 ? c1.FL : c1.FR;
  const arc = arcAt(head.w, n);
  const P2 = turn === 0 ? P1 : rotateAbout(P1, pivot, turn);
  const pose = (t: number): Pose => {
    if (t <= dist || turn === 0) return { ...add(head, dirN(h0, t)), h: h0 };
    if (t < dist + arc) {
      let a = 0;
      while (a < n && arcAt(head.w, a + 1) <= t - dist) a++;
      return { ...rotateAbout(P1, pivot, sign * a), h: normDeg(h0 + sign * a) };
    }
    return { ...add(P2, dirN(h0 + turn, t - dist - arc)), h: normDeg(h0 + turn) };
  };
  // Sample the bend every 15° for the swept area (spec §8.5 samples rotations).
  const bends: number[] = [];
  if (turn !== 0) { bends.push(dist); for (let a = 15; a < n; a += 15) bends.push(dist + arcAt(head.w, a)); bends.push(dist + arc); }
  return { pose, bends, arc };
}

/** DIST-02 for one member along its poses (INTERP-11: the most restrictive going met): the
 *  road rate if every pose is on the road and every leg stays astride it; else bad or good
 *  going. MOV-09's river cap never applies: it holds while the column's front is in the
 *  river off road, and the head of a column following a road is on the road throughout. */
function followAllowance(s: DbaState, e: Elem, poses: Pose[], road: boolean): number {
  const m = MOVE[e.type];
  if (road) return m.road;
  for (let k = 1; k < poses.length; k++) {
    if (!polyInBad(s, hull([...fpAt(poses[k - 1], e.w, e.d), ...fpAt(poses[k], e.w, e.d)]), !!BASES[e.base]?.camel)) continue;
    if (m.bad === null) ill('DBA DIST-03', 'Art and WWg may not enter bad going off road');
    return m.bad;
  }
  return m.good;
}

/** MOV-07c (spec §8.5 "Column follow"): a column follows a road. Its head advances `dist`,
 *  wheels `turn` degrees about its front corner (the left one when turning left) and
 *  advances `then`; every member travels the same length along the head's path, behind it.
 *  The head's every sampled pose must be on a road (INTERP-47). A column whose head moves
 *  along the road, not into contact, may do so again this bound (2ND-01 item 4). */
export function followRoad(s: DbaState, seat: number, ids: number[], dist: number, turn: number, then: number, ctx: Ctx): number {
  const els = members(s, seat, ids);
  if (!isColumn(els)) ill('DBA MOV-07', 'only a column one element wide follows a road');
  if (dist < 0 || then < 0 || turn < -90 || turn > 90) ill('DBA MOV-08', 'a column follows the road forward, turning at most 90°');
  const line = file(els);
  const { pose, bends, arc } = headPath(line[0].e, dist, turn);
  const L = dist + arc + then;
  const paths: Pose[][] = els.map(() => []);
  for (const { e, i, o } of line) {
    const seq: Pose[] = [{ x: e.x, y: e.y, h: e.h }];
    for (const b of bends) if (b > -o && b < L - o) seq.push(pose(b));
    seq.push(pose(L - o));
    paths[i] = seq;
  }
  const headPoses = paths[line[0].i];
  const onRoad = (e: Elem, seq: Pose[]) => seq.every((p) => poseOnRoad(s, p, e.w, e.d))
    && seq.every((p, k) => k === 0 || normDeg(p.h - seq[k - 1].h) !== 0 || polyOnRoad(s, hull([...fpAt(seq[k - 1], e.w, e.d), ...fpAt(p, e.w, e.d)])));
  if (!onRoad(line[0].e, headPoses)) ill('DBA MOV-07', 'the head of the column must follow the road all the way (MOV-07c, INTERP-47)');
  const poses = paths.map((seq) => seq[seq.length - 1]);
  return settle(s, els, poses, ctx, (e, i, touch) => {
    const seq = paths[i];
    const lim = followAllowance(s, e, seq, onRoad(e, seq));
    if (maxCornerShift(e, poses[i]) > lim * lim) ill('DBA DIST-02', `a corner would move more than ${lim} p`);
    // Each leg of the member's path is checked as a move of its own, unmeasured (the
    // measure is the whole move's, above); group-mates are ignored.
    for (let k = 1; k < seq.length; k++) checkPath(s, at(e, seq[k - 1]), seq[k], els.map((x) => x.id), touch, false);
  }, { column: true, again: true });
}

/** The enemies the members could line up with (G-LINEUP), for the bots: a member index,
 *  an enemy facing it at most `reach` in front, out of line by at most ½ BW, the sideways
 *  shift that lines them up (positive to the right) and the gap between the fronts. */
export function lineUpShifts(s: DbaState, els: Elem[], reach = BW - 1): { i: number; o: Elem; shift: number; gap: number }[] {
  const out: { i: number; o: Elem; shift: number; gap: number }[] = [];
  els.forEach((e, i) => {
    const A = cornersOf(e), r = dirN(e.h - 90, 1000), f = dirN(e.h, 1000);
    for (const o of enemiesOf(s, e)) {
      if (normDeg(o.h - e.h) !== 180) continue;
      const B = cornersOf(o);
      const lat = Math.round(((B.FL.x - A.FR.x) * r.x + (B.FL.y - A.FR.y) * r.y) / 1000);
      const gap = Math.round(((B.FL.x - A.FR.x) * f.x + (B.FL.y - A.FR.y) * f.y) / 1000);
      if (lat !== 0 && Math.abs(lat) <= BW / 2 && gap > 0 && gap <= reach) out.push({ i, o, shift: lat, gap });
    }
  });
  return out;
}
