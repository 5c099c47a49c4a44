// [PROPOSED] Spec Appendix A.5 (charges), standing in for the missing pp. 39–41. The
// surviving pages fix: charges are declared with a number of dice (CMB-K1, p.17);
// the responses Evade (1 DP, unformed; MOR-C11, p.25, p.27), Counter-charge and Stand
// to Receive (CMB-K2); halted units may not initiate charges (CMD-24, CMB-K10, p.21);
// a charge from behind the flank or rear costs 2 DPs (MOR-C13, p.26). Geometry on the
// integer plane: the charger's front-edge midpoint travels straight to the contacted
// edge after one wheel of at most 45° (its arc charged), then conforms (spec §8.8).
import { add, bearing, deltaDeg, dirN, isqrtCeil, len2, normDeg, roundDiv, sub, type Vec } from '../../../engine/plane';
import { CHARGE, MOVE_DICE } from '../data/provisional';
import { DIST } from '../data/scale';
import { troopType } from '../data/troops';
import { spontaneousProne } from '../control-test';
import { fromLocal, inFrontZone, local, moveUnit, placeFrontAt, unitFrame, unitGapFloor, zoneOf, type Zone } from '../facing';
import { unitCentre } from '../formation-changes';
import { unitsWithin } from '../geometry';
import { haltedMay } from '../phase-limits';
import { addDps, evadeDps, flankRearChargeDps } from '../morale';
import type { ChapterEvent, ChargeOutcome, Refusal } from '../missing-chapters';
import { liveUnits, type CbState, type CbUnit } from '../state';
import { pev, refuse } from './events';
import { wheelArc } from './manoeuvres';
import { costOver, moveDistance, travelOver } from './movement';

const clamp = (x: number, lo: number, hi: number): number => (x < lo ? lo : x > hi ? hi : x);
const pipsToDistance = (pips: readonly number[]): number => pips.reduce((a, b) => a + b, 0) * DIST.pip;

export interface ChargePlan { start: Vec; at: Vec; h: number; zone: Zone; path: number; wheel: number; angle: number; needed: number; /** A.2: ground on the way the charger may not enter. */ barred: boolean }

/** Where the charger's front-edge midpoint must end, facing which way, and what the
 *  move costs: the straight path plus the opening wheel's arc (A.5, spec §8.8).
 *  An unformed target is contacted on the nearest stand's facing edge (FRM-01: it
 *  has no flank or rear, so the zone only picks the edge). */
export function chargePlan(charger: CbUnit, target: CbUnit, s?: CbState): ChargePlan {
  const cf = unitFrame(charger);
  const start = cf.o;
  let tu = target;
  if (target.formation === 'unformed' || target.formation === 'none') {
    let best = target.stands[0], g = Infinity;
    for (const s of target.stands) { const one = { ...target, formation: 'line' as const, stands: [s] }; const d = unitGapFloor(charger, one); if (d < g || (d === g && s.id < best.id)) { best = s; g = d; } }
    tu = { ...target, formation: 'line', stands: [best] };
  }
  const tf = unitFrame(tu);
  const zone = zoneOf(tu, start);
  const { u, v } = local(tf.o, tf.h, start);
  let at: Vec, h: number;
  if (zone === 'rear') { at = fromLocal(tf.o, tf.h, clamp(u, -tf.w / 2, tf.w / 2), -tf.d); h = tf.h; }
  else if (zone === 'leftFlank') { at = fromLocal(tf.o, tf.h, -tf.w / 2, clamp(v, -tf.d, 0)); h = tf.h - 90; }
  else if (zone === 'rightFlank') { at = fromLocal(tf.o, tf.h, tf.w / 2, clamp(v, -tf.d, 0)); h = tf.h + 90; }
  else { at = fromLocal(tf.o, tf.h, clamp(u, -tf.w / 2, tf.w / 2), 0); h = tf.h + 180; }
  const d = sub(at, start);
  const path = isqrtCeil(len2(d));
  const angle = path === 0 ? 0 : Math.abs(deltaDeg(cf.h, bearing(d)));
  const wheel = wheelArc(cf.w, angle);
  // A.2: the way to the contact costs what its ground costs (the front edge's middle's path);
  // ground the charger may not enter makes the target unreachable.
  const ground = s ? costOver(s.terrain ?? [], charger, start, at, path) : path;
  return { start, at, h: normDeg(h), zone: target.formation === 'unformed' ? 'front' : zone, path, wheel, angle, needed: (ground ?? path) + wheel, barred: ground === null };
}

/** A.5: the farthest gap a charge of `dice` AvD may be declared over (5 JT for 2 dice). */
export const chargeReach = (dice: number): number => dice * CHARGE.reachPerDie;

/** A.5 declaration (step a), CMD-24, CMB-K10: who may charge whom with how many dice. */
export function chargeRefusals(s: CbState, charger: CbUnit, target: CbUnit, dice: number, o: { visible: boolean; hasAttachedLeader: boolean }): Refusal[] {
  const out: Refusal[] = [];
  const st = charger.status;
  if (st.halted && !haltedMay('charge')) out.push(refuse('CMD-24', `${charger.name} is halted and may not charge.`, `${charger.name} est arrêtée et ne peut pas charger.`));
  if (!charger.turn.controlled && !st.spontaneous && !st.charging) out.push(refuse('A.5', `${charger.name} is not controlled and may not charge.`, `${charger.name} n'est pas contrôlée et ne peut pas charger.`));
  if (charger.shaken || st.routing || st.evading || st.retiring || st.pursuing || st.looting) out.push(refuse('A.5', `${charger.name} is in no state to charge.`, `${charger.name} n'est pas en état de charger.`));
  if (charger.formation === 'column' || charger.type === 'artillery') out.push(refuse('A.5', `${charger.name} may not charge in column or as artillery.`, `${charger.name} ne peut charger ni en colonne ni comme artillerie.`));
  const max = MOVE_DICE[charger.type].charge;
  if (dice < 1 || dice > max) out.push(refuse('A.5', `${charger.name} may declare 1 to ${max} charge dice.`, `${charger.name} peut annoncer de 1 à ${max} dés de charge.`));
  if (!o.visible || !inFrontZone(charger, target)) out.push(refuse('A.5', `${target.name} is not visible in front of ${charger.name}.`, `${target.name} n'est pas visible devant ${charger.name}.`));
  if (unitGapFloor(charger, target) > chargeReach(dice)) out.push(refuse('A.5', `${target.name} is out of reach of ${dice} charge dice.`, `${target.name} est hors de portée de ${dice} dés de charge.`));
  const plan = chargePlan(charger, target, s);
  if (plan.barred) out.push(refuse('A.2', `${charger.name} cannot cross the ground between it and ${target.name}.`, `${charger.name} ne peut franchir le terrain jusqu'à ${target.name}.`));
  if (plan.angle > CHARGE.wheelMax) out.push(refuse('A.5', `${charger.name} cannot reach ${target.name} with one wheel of at most 45°.`, `${charger.name} ne peut atteindre ${target.name} en pivotant de 45° au plus.`));
  const tt = troopType(target.type)!;
  const formedTarget = target.formation !== 'unformed' && target.formation !== 'none';
  if (troopType(charger.type)!.light && formedTarget && !target.shaken && (tt.category === 'HI' || tt.category === 'CAV') && zoneOf(target, plan.start) === 'front') {
    out.push(refuse('A.5', `Light troops may not charge the front of formed, unshaken heavy infantry or cavalry.`, `Les troupes légères ne peuvent charger de front l'infanterie lourde ou la cavalerie en ordre et non ébranlée.`));
  }
  void o.hasAttachedLeader; // B/C without a leader may charge: −1 in the combat score (CMB-K11)
  return out;
}

function setUnit(s: CbState, u: CbUnit): CbState {
  return { ...s, units: s.units.map((x) => (x.id === u.id ? u : x)) };
}

const charging = (u: CbUnit): CbUnit => ({ ...u, status: { ...u.status, charging: true, inCombat: true }, lastAction: 'charge', turn: { ...u.turn, moved: true } });

/** A.5 charge move: roll the declared AvD; if the pips reach the plan's need the
 *  charger contacts and conforms (MOR-C13 applied on contact), otherwise it wheels
 *  and moves its full distance towards the target and stops, with 1 DP if within
 *  bow range of the enemy (unless the target evaded). */
export function charge(s: CbState, chargerId: string, targetId: string, pips: readonly number[], o: { penaltyOnFail?: boolean } = {}): ChargeOutcome {
  const charger = s.units.find((u) => u.id === chargerId), target = s.units.find((u) => u.id === targetId);
  if (!charger || !target) return { ok: false, refusals: [refuse('A.5', 'No such unit.', 'Unité inconnue.')] };
  const rolled = pipsToDistance(pips);
  const plan = chargePlan(charger, target, s);
  const events: ChapterEvent[] = [];
  if (rolled >= plan.needed && !plan.barred) {
    let next = setUnit(s, charging(placeFrontAt(charger, plan.at, plan.h)));
    let t = { ...target, status: { ...target.status, inCombat: true } };
    const flank = flankRearChargeDps(target, plan.start, false, charger.formation === 'unformed');
    events.push(pev('chargeContact', 'A.5', { unit: charger.id, target: target.id, pips: [...pips], rolled, needed: plan.needed, zone: plan.zone }));
    if (flank > 0) { const r = addDps(t, flank, 'morale'); t = r.unit; events.push(...r.events.map((e) => ({ ...e, provisional: false, cites: 'MOR-C13' }))); }
    next = setUnit(next, t);
    return { ok: true, state: next, contact: true, events };
  }
  const dir = plan.path === 0 ? unitFrame(charger).h : bearing(sub(plan.at, plan.start));
  const travel = travelOver(s.terrain ?? [], charger, plan.start, dir, Math.max(0, rolled - plan.wheel));
  let moved: CbUnit = { ...placeFrontAt(charger, add(plan.start, dirN(dir, travel)), dir), lastAction: 'charge', turn: { ...charger.turn, moved: true } };
  events.push(pev('chargeFailed', 'A.5', { unit: charger.id, target: target.id, pips: [...pips], rolled, needed: plan.needed }));
  if (o.penaltyOnFail !== false && liveUnits(s, charger.side === 0 ? 1 : 0).some((e) => unitsWithin(moved, e, CHARGE.failDpWithin))) {
    const r = addDps(moved, CHARGE.failDp, 'movement');
    moved = r.unit;
    events.push(pev('chargeFailDp', 'A.5', { unit: charger.id, dps: CHARGE.failDp }), ...r.events.map((e) => ({ ...e, provisional: false })));
  }
  return { ok: true, state: setUnit(s, moved), contact: false, events };
}

/** A.5 Evade: Light troops and unformed mounted units not in melee (a halted unit may
 *  evade, CMD-24 [INTERP]) roll their move dice and move directly away from the
 *  charger, unformed, with 1 DP (MOR-C11). The charger then charges with no
 *  failure penalty; if it reaches them they fight with CV 0. */
export function evade(s: CbState, evaderId: string, fromId: string, pips: readonly number[]): { state: CbState; events: ChapterEvent[] } | Refusal {
  const u = s.units.find((x) => x.id === evaderId), from = s.units.find((x) => x.id === fromId);
  if (!u || !from) return refuse('A.5', 'No such unit.', 'Unité inconnue.');
  const t = troopType(u.type)!;
  if (u.status.inCombat || !(t.light || (t.mounted && u.formation === 'unformed'))) return refuse('A.5', `${u.name} may not evade.`, `${u.name} ne peut pas esquiver.`);
  const c = unitCentre(u);
  const dir = bearing(sub(c, unitFrame(from).o));
  const dist = travelOver(s.terrain ?? [], u, c, dir, moveDistance(u, pips, false));
  let moved: CbUnit = moveUnit(u, c, normDeg(dir - u.stands[0].h), dirN(dir, dist));
  moved = { ...moved, formation: 'unformed', status: { ...moved.status, evading: true }, turn: { ...moved.turn, moved: true } };
  const r = addDps(moved, evadeDps(), 'movement');
  return { state: setUnit(s, r.unit), events: [pev('evade', 'A.5', { unit: u.id, from: from.id, pips: [...pips], dist, cites: 'MOR-C11' }), ...r.events.map((e) => ({ ...e, provisional: false }))] };
}

/** A.5 Counter-charge: mounted units and foot prone to spontaneous advance, not halted
 *  (CMD-24), shaken or in melee, with the charger in their front zone. Both count as
 *  charging; they meet where the gap splits in proportion to the rolled distances,
 *  or both move their full distance and stop if the rolls fall short.
 *  A.2 [INTERP]: each side's way is priced as a charge's: the charger from its front
 *  edge's middle towards the contact point (after its wheel), the counter-charger from
 *  that point back towards the charger; each roll is first cut to the distance it pays
 *  for over that ground (travelOver), and those distances meet or fall short as rolls do
 *  on open ground. Ground the counter-charger may not enter on the way refuses the
 *  counter-charge (it then stands, as a refused charge's target does). */
export function counterCharge(s: CbState, chargerId: string, targetId: string, pips: readonly number[], counterPips: readonly number[]): ChargeOutcome {
  const charger = s.units.find((u) => u.id === chargerId), target = s.units.find((u) => u.id === targetId);
  if (!charger || !target) return { ok: false, refusals: [refuse('A.5', 'No such unit.', 'Unité inconnue.')] };
  const tt = troopType(target.type)!;
  const refusals: Refusal[] = [];
  if (target.status.halted && !haltedMay('counterCharge')) refusals.push(refuse('CMD-24', `${target.name} is halted and may not counter-charge.`, `${target.name} est arrêtée et ne peut pas contre-charger.`));
  if (!(tt.mounted || spontaneousProne(target)) || target.shaken || target.status.inCombat || !inFrontZone(target, charger)) refusals.push(refuse('A.5', `${target.name} may not counter-charge.`, `${target.name} ne peut pas contre-charger.`));
  const a = pipsToDistance(pips), b = pipsToDistance(counterPips);
  const plan = chargePlan(charger, target, s);
  const terrain = s.terrain ?? [];
  if (costOver(terrain, target, plan.at, plan.start, b) === null) refusals.push(refuse('A.2', `${target.name} cannot cross the ground between it and ${charger.name}.`, `${target.name} ne peut franchir le terrain jusqu'à ${charger.name}.`));
  if (refusals.length) return { ok: false, refusals };
  const back = plan.path === 0 ? 0 : bearing(sub(plan.start, plan.at));
  const fwdDir = plan.path === 0 ? unitFrame(charger).h : bearing(sub(plan.at, plan.start));
  // What each roll carries over its ground (on open ground, the roll itself).
  const goA = a > plan.wheel ? plan.wheel + travelOver(terrain, charger, plan.start, fwdDir, a - plan.wheel) : a;
  const goB = travelOver(terrain, target, plan.at, back, b);
  const gap = plan.path + plan.wheel;
  // Only when the ground cut a roll: the log then says so.
  const ground = goA < a || goB < b ? { ground: true, dist: goB, chargerDist: Math.max(0, goA - plan.wheel) } : {};
  if (goA + goB >= gap && goA + goB > 0) {
    const share = roundDiv(gap * goB, goA + goB);
    const t = dirN(back, share);
    const movedTarget = charging(moveUnit(target, plan.at, 0, t));
    const movedCharger = charging(placeFrontAt(charger, add(plan.at, t), plan.h));
    return { ok: true, contact: true, state: setUnit(setUnit(s, movedCharger), movedTarget), events: [pev('counterCharge', 'A.5', { unit: target.id, target: charger.id, rolled: b, chargerRolled: a, gap, share, ...ground })] };
  }
  const movedCharger: CbUnit = { ...placeFrontAt(charger, add(plan.start, dirN(fwdDir, Math.max(0, goA - plan.wheel))), fwdDir), lastAction: 'charge', turn: { ...charger.turn, moved: true } };
  const movedTarget: CbUnit = { ...moveUnit(target, plan.at, 0, dirN(back, goB)), lastAction: 'charge', turn: { ...target.turn, moved: true } };
  return { ok: true, contact: false, state: setUnit(setUnit(s, movedCharger), movedTarget), events: [pev('counterChargeShort', 'A.5', { unit: target.id, target: charger.id, rolled: b, chargerRolled: a, gap, ...ground })] };
}
