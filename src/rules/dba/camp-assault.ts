// Camp defence and assault (GAR-01, GAR-02, CC-05, CON-05, PUR-02): a held camp is attacked
// by one element at a time, in front-edge contact with the camp's outer edge, and fights its
// occupant (a troop element or the camp followers). The defender wins the +2 of its own camp.
import type { Ctx, Seat } from '../../engine/contract';
import { ill } from './refuse';
import { dirN, overlaps, poseFromFL, type Pose } from '../../engine/plane';
import { campPoly } from './camp';
import { byId, fpOf, onTable, EPS, cornersAt, fpAt } from './geometry';
import { near } from '../../engine/plane';
import type { Camp, DbaState, Elem } from './state';


/** The element holding a camp (inside its polygon), if any. */
export function campHolder(s: DbaState, c: Camp): Elem | null {
  const poly = campPoly(c);
  return onTable(s).find((e) => overlaps(fpOf(e), poly)) ?? null;
}

/** CON-05: the pose of an attacker with its front edge flush on the camp's outer edge. */
export function assaultPose(a: Elem, c: Camp): Pose {
  const cc = cornersAt({ x: c.x, y: c.y, h: c.h }, c.l, c.dp);
  const mid = { x: Math.floor((cc.FL.x + cc.FR.x) / 2), y: Math.floor((cc.FL.y + cc.FR.y) / 2) };
  const half = dirN(c.h - 90, a.w / 2);
  // Facing the camp (c.h + 180), centred on its outer edge.
  return poseFromFL({ x: mid.x + half.x, y: mid.y + half.y }, c.h + 180, a.w);
}

/** a is in assault contact with camp c (CON-05). */
export function assaulting(a: Elem, c: Camp): boolean {
  const p = assaultPose(a, c);
  return a.h === p.h && near({ x: a.x, y: a.y }, { x: p.x, y: p.y }, EPS);
}

/** The camps a is assaulting whose holders are enemies. */
export function assaultPairs(s: DbaState, side: Seat): number[][] {
  const out: number[][] = [];
  for (const c of s.camps) {
    if (!c) continue;
    const holder = campHolder(s, c);
    if (!holder || holder.side === side) continue;
    for (const a of onTable(s)) if (a.side === side && assaulting(a, c)) out.push([a.id, holder.id]);
  }
  return out;
}

/** Legality of an assault move (the move itself is checked by the caller like any contact). */
export function assaultTarget(s: DbaState, seat: Seat, id: number, side: number): { camp: Camp; pose: Pose; holder: Elem } {
  const c = s.camps[side];
  if (!c) ill('DBA CAMP-02', 'that army has no camp');
  const camp = c as Camp;
  const holder = campHolder(s, camp);
  if (!holder || holder.side === seat) ill('DBA GAR-02', 'an empty camp is entered, not assaulted (enterCamp)');
  const e = byId(s, id);
  if (e.type === 'Art' || e.type === 'WWg') ill('DBA CON-01', 'Art and WWg may not move into contact');
  if (onTable(s).some((o) => o.id !== id && o.side === seat && assaulting(o, camp))) ill('DBA CC-05', 'a camp is attacked by one element only');
  return { camp, pose: assaultPose(e, camp), holder: holder as Elem };
}

/** PUR-02 / GAR-02: the winner who destroyed a camp's defenders occupies it at once. */
export function occupyCamp(s: DbaState, w: Elem, c: Camp, ctx: Ctx): void {
  const poly = campPoly(c);
  const cc = { x: Math.floor((poly[0].x + poly[2].x) / 2), y: Math.floor((poly[0].y + poly[2].y) / 2) };
  const fwdHalf = dirN(c.h, Math.floor(w.d / 2));
  const to: Pose = { x: cc.x + fwdHalf.x, y: cc.y + fwdHalf.y, h: c.h };
  if (onTable(s).some((o) => o.id !== w.id && overlaps(fpAt(to, w.w, w.d), fpOf(o)))) return;
  w.x = to.x + 0; w.y = to.y + 0; w.h = to.h;
  w.where = w.side === c.owner ? 'camp' : 'enemyCamp';
  if (c.controller !== w.side) { c.controller = w.side; if (w.side !== c.owner) c.everTaken = true; }
  ctx.log({ t: 'campTaken', rule: 'DBA PUR-02', camp: c.owner, el: w.id });
}

/** ARMY-03: camp followers are placed in their camp when it is pitched. */
export function pitchFollowers(s: DbaState, seat: Seat): void {
  const f = s.els.find((e) => e.side === seat && e.follower);
  const c = s.camps[seat];
  if (!f || !c) return;
  const poly = campPoly(c);
  const cc = { x: Math.floor((poly[0].x + poly[2].x) / 2), y: Math.floor((poly[0].y + poly[2].y) / 2) };
  const fwdHalf = dirN(c.h, Math.floor(f.d / 2));
  f.x = cc.x + fwdHalf.x + 0; f.y = cc.y + fwdHalf.y + 0; f.h = c.h; f.status = 'on'; f.where = 'camp';
}
