// The littoral landing (DEP-07, INTERP-4): a LITTORAL army may hold back up to 4 elements
// at deployment and must land them all in its first bound, as one tactical move costing
// 1 PIP, as one group in good going on the shore of the Waterway, at least two (or all, if
// fewer) touching the shore, touching no enemy and in no enemy zone of control.
import type { Ctx, Seat } from '../../engine/contract';
import { ill } from './refuse';
import { footprint, normDeg, overlaps, polysWithin, type Pose } from '../../engine/plane';
import { byId, enemiesOf, fpOf, onTable } from './geometry';
import { isGroup, zocHolders } from './movement';
import type { DbaState } from './state';
import { featurePoly, onBoard, polyInBad } from './terrain';
import { campPoly } from './camp';
import { BASES } from './data/troops';


export const MAX_LANDING = 4;

/** DEP-07: may this army hold elements back? */
export function mayReserve(s: DbaState, seat: Seat): boolean {
  return s.armies[seat].topography === 'LITTORAL' && s.terrain.some((f) => f.kind === 'Waterway');
}

export function reserve(s: DbaState, seat: Seat, id: number): void {
  const e = byId(s, id);
  if (!mayReserve(s, seat)) ill('DBA DEP-07', 'only a LITTORAL army with a waterway on the table lands troops');
  if (e.side !== seat || e.status !== 'reserve' || s.landing[seat].includes(id)) ill('DBA DEP-07', 'hold back one of your undeployed elements');
  if (s.landing[seat].length >= MAX_LANDING) ill('DBA DEP-07', 'at most 4 elements land');
  s.landing[seat].push(id);
}

export function land(s: DbaState, seat: Seat, at: Pose[], ctx: Ctx): void {
  const ids = s.landing[seat];
  if (ids.length === 0 || s.hadBound[seat]) ill('DBA DEP-07', 'no landing is due');
  if (at.length !== ids.length) ill('DBA DEP-07', 'all the reserve lands together (INTERP-4)');
  if (s.pips < 1) ill('DBA PIP-01', 'the landing costs 1 PIP');
  const water = s.terrain.filter((f) => f.kind === 'Waterway').map(featurePoly);
  const els = ids.map((id, i) => ({ ...byId(s, id), x: at[i].x, y: at[i].y, h: normDeg(at[i].h), status: 'on' as const }));
  let touching = 0;
  for (const e of els) {
    const p = fpOf(e);
    if (!onBoard(p)) ill('DBA DEP-07', 'on the table');
    if (water.some((w) => overlaps(p, w))) ill('DBA DEP-07', 'on land, not in the water');
    if (polyInBad(s, p, !!BASES[e.base]?.camel)) ill('DBA DEP-07', 'in good going (INTERP-4)');
    if (s.camps.some((c) => c && overlaps(p, campPoly(c)))) ill('DBA DEP-07', 'not in a camp');
    if (onTable(s).some((o) => overlaps(p, fpOf(o))) || els.some((o) => o.id !== e.id && overlaps(p, fpOf(o)))) ill('DBA DEP-07', 'no room there');
    if (enemiesOf(s, e).some((o) => polysWithin(p, fpOf(o), 1))) ill('DBA DEP-07', 'landed troops may not touch an enemy');
    if (zocHolders(s, e, p).length) ill('DBA DEP-07', 'landed troops may not end in an enemy zone of control');
    if (water.some((w) => polysWithin(p, w, 1))) touching++;
  }
  if (touching < Math.min(2, els.length)) ill('DBA DEP-07', 'at least two landed elements touch the shore');
  if (els.length > 1 && !isGroup(els)) ill('DBA DEP-07', 'they land as one group (INTERP-4)');
  s.pips -= 1;
  for (const e of els) {
    const real = byId(s, e.id);
    real.x = e.x + 0; real.y = e.y + 0; real.h = e.h; real.status = 'on'; real.moves = 1; real.moved = true;
  }
  ctx.log({ t: 'landed', rule: 'DBA DEP-07', ids: ids.join(',') });
  s.landing[seat] = [];
}

/** INTERP-4: the landing is compulsory in the first bound; reserves not landed by the end
 *  of its movement are lost (our reading of a reserve that never arrives). */
export function landingMissed(s: DbaState, seat: Seat, ctx: Ctx): void {
  const ids = s.landing[seat];
  if (ids.length === 0) return;
  for (const id of ids) byId(s, id).status = 'lost';
  ctx.log({ t: 'notLanded', rule: 'DBA DEP-07', ids: ids.join(',') });
  s.landing[seat] = [];
}

/** Candidate landings: the reserve side by side along the shore, facing inland. */
export function landingCandidates(s: DbaState, seat: Seat): Pose[][] {
  const ids = s.landing[seat];
  if (!ids.length) return [];
  const out: Pose[][] = [];
  for (const f of s.terrain) {
    if (f.kind !== 'Waterway') continue;
    const [edge, depth] = f.p;
    const h = [90, 180, 270, 0][edge];
    for (const start of [400, 800, 1200, 1600]) {
      const poses: Pose[] = [];
      for (let i = 0; i < ids.length; i++) {
        const d = BASES[byId(s, ids[i]).base].depth;
        const along = start + 80 + 160 * i;
        const off = depth + d;
        poses.push([{ x: along, y: off, h }, { x: 2400 - off, y: along, h }, { x: along, y: 2400 - off, h }, { x: off, y: along, h }][edge]);
      }
      out.push(poses);
    }
  }
  return out;
}

export { footprint };
