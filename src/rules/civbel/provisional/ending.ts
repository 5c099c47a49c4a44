// [PROPOSED] Spec Appendix A.6–A.8: victory, deployment and rampage directions. The
// book has no army morale or victory rules (spec §4.13); its hooks are baggage
// (CMD-35..37), leader losses (MOR-C6) and units broken, destroyed or off table.
// A.8 replaces the lost rampage diagram of p.26 (MOR-S3: the stand first turns to
// face the cause).
import { bearing, dirN, hull, normDeg, overlaps, sub, type Vec } from '../../../engine/plane';
import { moveUnit } from '../facing';
import { addDps, burstThroughDps } from '../morale';
import { moveDistance, travelOver } from './movement';
import { pev } from './events';
import { DEPLOYMENT, RAMPAGE_CLEAR, RAMPAGE_DIRECTIONS, VICTORY } from '../data/provisional';
import { standPoly } from '../geometry';
import { unitCentre } from '../formation-changes';
import type { ArmyLosses, ChapterEvent, Refusal } from '../missing-chapters';
import type { CbState, CbUnit } from '../state';
import type { Seat } from '../../../engine/contract';
import { refuse } from './events';

/** A.6 loss ratio: the starting points of units and special stands destroyed,
 *  routing or off table over the army's starting troop points (leaders excluded),
 *  in whole percent, +10 if the General is lost, +15 if the enemy holds its baggage. */
export function armyLosses(s: CbState, side: Seat, startPoints: ReadonlyMap<string, number>, offTable: readonly string[] = []): ArmyLosses {
  let total = 0, lost = 0;
  for (const u of s.units) {
    if (u.side !== side) continue;
    const p = startPoints.get(u.id) ?? 0;
    total += p;
    if (u.destroyed || u.status.routing || offTable.includes(u.id)) lost += p;
  }
  let percent = total > 0 ? Math.floor((100 * lost) / total) : 0;
  if (s.leaders.some((l) => l.side === side && l.rank === 'general' && !l.alive)) percent += VICTORY.generalLost;
  if (s.baggage.some((b) => b.owner === side && b.controller !== side)) percent += VICTORY.baggageLost;
  return { percent, broken: percent >= VICTORY.breakPercent };
}

/** A.6 at the end of a Recovery Phase: an army at 50% breaks and its opponent wins;
 *  both at once is a draw; at the turn limit a ratio lower by 10 points is a minor
 *  victory, anything else a draw. */
export function battleResult(s: CbState, startPoints: ReadonlyMap<string, number>, turnLimit: number = VICTORY.turnLimit, offTable: readonly string[] = []): { over: boolean; winner: Seat | null; kind: 'break' | 'minor' | 'draw' | '' } {
  const a = armyLosses(s, 0, startPoints, offTable), b = armyLosses(s, 1, startPoints, offTable);
  if (a.broken && b.broken) return { over: true, winner: null, kind: 'draw' };
  if (a.broken || b.broken) return { over: true, winner: a.broken ? 1 : 0, kind: 'break' };
  if (s.turn < turnLimit) return { over: false, winner: null, kind: '' };
  if (Math.abs(a.percent - b.percent) >= VICTORY.minorMargin) return { over: true, winner: a.percent < b.percent ? 0 : 1, kind: 'minor' };
  return { over: true, winner: null, kind: 'draw' };
}

/** A.7: every stand of the side inside its zone, up to 6 JT from its long edge of the
 *  45 × 30 JT table (player 0 at y = 0, spec §8.1), and every leader too. */
export function deploymentRefusals(s: CbState, side: Seat): Refusal[] {
  const lo = side === 0 ? 0 : DEPLOYMENT.height - DEPLOYMENT.zoneDepth, hi = side === 0 ? DEPLOYMENT.zoneDepth : DEPLOYMENT.height;
  const ok = (p: Vec) => p.x >= 0 && p.x <= DEPLOYMENT.width && p.y >= lo && p.y <= hi;
  const out: Refusal[] = [];
  for (const u of s.units) {
    if (u.side !== side || u.destroyed) continue;
    if (!u.stands.every((st) => standPoly(st).every(ok))) out.push(refuse('A.7', `${u.name} is outside the deployment zone.`, `${u.name} est hors de la zone de déploiement.`));
  }
  for (const l of s.leaders) if (l.side === side && l.alive && !ok(l)) out.push(refuse('A.7', `${l.name} is outside the deployment zone.`, `${l.name} est hors de la zone de déploiement.`));
  return out;
}

/** A.8: degrees left of the new heading for a D6. */
export const rampageTurn = (elephantVsNonSpecial: boolean, d6: number): number => (elephantVsNonSpecial ? RAMPAGE_DIRECTIONS.elephant : RAMPAGE_DIRECTIONS.other)[d6 - 1];

/** MOR-S3 with A.8: the stand turns to face the cause, then turns by the D6's angle
 *  (left positive, the plane's counter-clockwise headings). */
export function rampageHeading(u: CbUnit, cause: Vec, elephantVsNonSpecial: boolean, d6: number): number {
  return normDeg(bearing(sub(cause, unitCentre(u))) + rampageTurn(elephantVsNonSpecial, d6));
}

/** MOR-S3 with A.1/A.8: a rampaging stand moves its whole rolled move straight along
 *  `heading`, as far as that roll pays for over the ground (A.2, its centre's path, as a
 *  rout's): an Elephant or Scythed Chariot is stopped at the edge of ground it may not
 *  enter [INTERP: MOR-S3 and A.8 are silent on terrain; "full speed" is the whole roll,
 *  spent as any move's is]. Every other unit whose stands its swept area (the hull of its
 *  start and end footprints) overlaps is burst through: 2 DPs, 1 for a manipular Legion in
 *  Acies, which opens lanes (MOR-C12). */
export function rampageMove(s: CbState, id: string, heading: number, pips: readonly number[]): { state: CbState; events: ChapterEvent[] } {
  const u = s.units.find((x) => x.id === id);
  if (!u) return { state: s, events: [] };
  const rolled = moveDistance(u, pips, false);
  const c = unitCentre(u);
  const paid = travelOver(s.terrain ?? [], u, c, heading, rolled);
  const at = (d: number) => moveUnit(u, c, normDeg(heading - u.stands[0].h), dirN(heading, d));
  // [INTERP] It bursts through what stands in its way and so cannot end on it: a stand that
  // would end on other troops goes on, up to RAMPAGE_CLEAR further, to the first place clear
  // of them; failing that it stops at the last clear place short of them.
  const others = s.units.filter((v) => v.id !== id && !v.destroyed).flatMap((v) => v.stands.map(standPoly));
  const clear = (d: number) => at(d).stands.every((st) => { const p = standPoly(st); return !others.some((q) => overlaps(p, q)); });
  let dist = paid;
  if (!clear(dist)) {
    const step = 30;
    let d = dist + step;
    while (d <= paid + RAMPAGE_CLEAR && !clear(d)) d += step;
    if (d <= paid + RAMPAGE_CLEAR) dist = d;
    else { d = dist - step; while (d > 0 && !clear(d)) d -= step; dist = Math.max(0, d); }
  }
  const moved = at(dist);
  const swept = u.stands.map((st, i) => hull([...standPoly(st), ...standPoly(moved.stands[i])]));
  // `rolled` only when the ground cut the move short (the log then says so).
  const events: ChapterEvent[] = [pev('rampage', 'A.8', { unit: id, heading, dist, ...(dist < rolled ? { rolled } : {}), cites: 'MOR-S3' })];
  let units = s.units.map((x) => (x.id === id ? { ...moved, status: { ...moved.status, rampaging: true } } : x));
  for (const v of s.units) {
    if (v.id === id || v.destroyed || v.kind === 'special') continue;
    if (!v.stands.some((st) => swept.some((p) => overlaps(p, standPoly(st))))) continue;
    const lanes = v.kind === 'legion' && v.legionKind === 'manipular' && v.formation === 'acies';
    const r = addDps(v, burstThroughDps(lanes), 'combat');
    units = units.map((x) => (x.id === v.id ? r.unit : x));
    events.push(pev('burstThrough', 'A.8', { unit: v.id, by: id, cites: 'MOR-C12' }), ...r.events.map((e) => ({ ...e, provisional: false })));
  }
  return { state: { ...s, units }, events };
}
