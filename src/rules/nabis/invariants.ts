// Invariants fuzzing checks after every action: stacking, positions, markers
// consistent with states, victory points equal to a recount.
import { onMap } from './hex';
import { MAP, stackLegal, type NState } from './state';
import { recountVp } from './victory';

export function invariantErrors(s: NState): string[] {
  const e: string[] = [];
  // Units per hex in one pass (unitsAt per hex would be quadratic; this runs after every fuzz
  // action). The checks below do not depend on the stacking order, so the lists stay unsorted;
  // the hexes come in the order of their first unit, as before.
  const at = new Map<number, number[]>();
  s.u.forEach((u, i) => {
    if (u.elim) return;
    const l = at.get(u.hex);
    if (l) l.push(i); else at.set(u.hex, [i]);
  });
  s.u.forEach((u, i) => {
    if (u.elim) { if (u.hex !== 0) e.push(`unit ${i} eliminated but on the map`); return; }
    if (!onMap(u.hex)) e.push(`unit ${i} off the map at ${u.hex}`);
    if (u.hex === MAP.citadel) e.push(`unit ${i} in the Citadel`);
    if ((u.dis === 2) !== (u.f === -1)) e.push(`unit ${i}: routed marker and facing disagree`);
    if (u.dis !== 2 && (u.f < 0 || u.f > 5)) e.push(`unit ${i}: bad facing`);
    if (u.rest && (u.dis === 2 || !u.fat)) e.push(`unit ${i}: resting marker on a routed or fresh unit`);
  });
  for (const [h, us] of at) {
    if (!stackLegal(s, us)) e.push(`hex ${h}: stacking broken`);
    if (us.some((i) => s.ud[i].side !== s.ud[us[0]].side)) e.push(`hex ${h}: both sides`);
    const faced = us.filter((i) => s.u[i].dis !== 2);
    if (faced.some((i) => s.u[i].f !== s.u[faced[0]].f)) e.push(`hex ${h}: stacked units face differently`);
  }
  s.l.forEach((l, i) => {
    if (l.st === 'dead') return;
    if (l.hex === 0) { e.push(`leader ${i} alive but off the map`); return; }
    if (l.cit !== (l.hex === MAP.citadel)) e.push(`leader ${i}: Citadel marker inconsistent`);
    if ((at.get(l.hex) ?? []).some((u) => s.ud[u].side !== s.ld[i].side)) e.push(`leader ${i} in a hex with enemy units`);
  });
  const r = recountVp(s);
  if (r[0] !== s.vp[0] || r[1] !== s.vp[1]) e.push(`VP ${s.vp} differ from the recount ${r}`);
  // Encodability is checked where it matters: every packet hashes its state.
  return e;
}
