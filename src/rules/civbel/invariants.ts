// What must hold in every state (checked after every action by the tests and the fuzz):
// no two stands overlap, every formed unit in a valid posed formation (FRM-01..07),
// disorder points within capacity (MOR-01), command points left never above the
// rating nor below 0 (CMD-04), leaders and stands on the table, the phase machine sound.
import { overlaps, type Poly } from '../../engine/plane';
import { onTable } from './deployment';
import type { CivGame } from './game';
import { standPoly } from './geometry';
import { capacity } from './morale';
import { checkFormation } from './posed-formations';
import { reducedLegionDissolves } from './options';
import { legionReduced } from './reduced-legion';

/** [minX, minY, maxX, maxY] of a footprint. */
function boxOf(p: Poly): number[] {
  let x0 = p[0].x, x1 = x0, y0 = p[0].y, y1 = y0;
  for (const v of p) { x0 = Math.min(x0, v.x); x1 = Math.max(x1, v.x); y0 = Math.min(y0, v.y); y1 = Math.max(y1, v.y); }
  return [x0, y0, x1, y1];
}

export function invariantErrors(s: CivGame): string[] {
  const out: string[] = [];
  const live = s.units.filter((u) => !u.destroyed);
  const stands = live.flatMap((u) => u.stands.map((st) => { const poly = standPoly(st); return { id: st.id, poly, st, box: boxOf(poly) }; }));
  for (let i = 0; i < stands.length; i++) {
    if (!onTable(stands[i].st.x, stands[i].st.y)) out.push(`stand ${stands[i].id} off the table`);
    const a = stands[i].box;
    for (let j = i + 1; j < stands.length; j++) {
      // Boxes that do not overlap by a unit on both axes: overlaps() says no at once (its
      // own first test), decided here without working the boxes out again for every pair.
      const b = stands[j].box;
      if (b[0] - a[2] > -1 || a[0] - b[2] > -1 || b[1] - a[3] > -1 || a[1] - b[3] > -1) continue;
      if (overlaps(stands[i].poly, stands[j].poly)) out.push(`stands ${stands[i].id} and ${stands[j].id} overlap`);
    }
  }
  for (const u of live) {
    const f = checkFormation(u);
    // Option legionReduced 'kept' (and games recorded before it): a reduced Legion stays in its lines.
    const keptReduced = u.formation === 'acies' && legionReduced(u) && !reducedLegionDissolves(s.options);
    if (!f.ok && !keptReduced) out.push(`${u.id}: formation ${u.formation} not valid (${f.rule}: ${f.reason})`);
    if (u.kind !== 'special' && (u.dps < 0 || u.dps > capacity(u))) out.push(`${u.id}: ${u.dps} disorder points, capacity ${capacity(u)}`);
  }
  for (const l of s.leaders) {
    if (!onTable(l.x, l.y)) out.push(`leader ${l.id} off the table`);
    if (l.cp < 0 || l.cp > 5) out.push(`leader ${l.id}: rating ${l.cp}`);
    const left = s.cpLeft[l.id];
    if (left !== undefined && (left < 0 || left > l.cp)) out.push(`leader ${l.id}: ${left} command points left of ${l.cp}`);
    if (s.phase !== 'ratings' && s.phase !== 'deploy' && l.alive && l.cp < 1) out.push(`leader ${l.id} alive with no command points`);
  }
  for (const a of s.allocations) if (!s.leaders[a.leader] || s.leaders[a.leader].side !== s.active) out.push(`allocation for leader ${a.leader} not of the acting side`);
  if ((s.phase === 'deploy') !== (s.deploy !== undefined)) out.push('the deployment step and the phase disagree');
  if (s.phase === 'over' ? s.result === null : s.result !== null) out.push('result and phase disagree');
  if (s.turn < 1 || s.turn > s.turnLimit) out.push(`turn ${s.turn} outside 1..${s.turnLimit}`);
  return out;
}
