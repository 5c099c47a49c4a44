// Morale (MOR-01..24, MOR-C0..C13, MOR-S1..S3, p.25–26): disorder points, the shaken
// threshold, casualties, DP removal, rallying, the causes of DPs, and special troops'
// critical hits. Pure functions; dice are integers passed in.
import { dirN } from '../../engine/plane';
import { DP_CAUSE, DP_REMOVAL, SPECIAL } from './data/rolls';
import { DIST } from './data/scale';
import { GRADE_RANK, RALLY_DPS, moraleRow } from './data/tables';
import { troopType } from './data/troops';
import { influences } from './command';
import { leaderWithin } from './geometry';
import { checkFormation } from './posed-formations';
import { formOnTheSpot } from './formation-changes';
import { evenRanks } from './deploy-formations';
import { unitFrame } from './facing';
import { lineShapeOk } from './formations';
import type { CbLeader, CbState, CbUnit } from './state';

export interface MoraleEvent { t: 'dp' | 'shaken' | 'casualty' | 'destroyed' | 'ignored'; rule: string; unit: string; stand?: string; dps?: number }

/** MOR-01: DPs a unit holds before the next one shakes it: 5 exceptional, 4 high or
 *  average, 3 poor; a Legion counts its highest-morale sub-unit. */
export function capacity(u: Pick<CbUnit, 'morale'>): number {
  return Math.max(...u.morale.map((m) => moraleRow(m)!.capacity));
}

/** Where a DP comes from: MOR-10 turns only combat, morale (spec: MOR-C1..C7, C13)
 *  and obstacle DPs into casualties once a unit is shaken; burst-through counts as
 *  combat (spec MOR-10 [INTERP]). */
export type DpCause = 'combat' | 'morale' | 'obstacle' | 'shooting' | 'movement';

/** MOR-12 default casualty: the last-listed stand (the rear) of the sub-unit with
 *  the most stands, ties to the rearmost sub-unit; the owner may name one instead.
 *  MOR-12 keeps the formation valid afterwards: when that stand's loss would leave it
 *  unsound (a Line's rear rank two short of its front, FRM-04), the casualty is the
 *  last-listed stand whose loss keeps it sound: from a Line of 4 and 3, the front rank's
 *  end stand with none behind it, leaving 3 and 3. Only where the first choice would break
 *  the formation, so games recorded before it play as they did. */
function casualtyStand(u: CbUnit, chosen?: string): string {
  if (chosen !== undefined && u.stands.some((s) => s.id === chosen)) return chosen;
  const count = new Map<number, number>();
  for (const s of u.stands) count.set(s.sub, (count.get(s.sub) ?? 0) + 1);
  let sub = u.stands[0].sub;
  for (const [k, n] of count) if (n > count.get(sub)! || (n === count.get(sub)! && k > sub)) sub = k;
  const of = u.stands.filter((s) => s.sub === sub);
  const first = of[of.length - 1].id;
  const soundWithout = (id: string) => checkFormation({ ...u, stands: u.stands.filter((s) => s.id !== id) }).ok;
  if (u.stands.length < 2 || !checkFormation(u).ok || soundWithout(first)) return first;
  for (let i = of.length - 1; i >= 0; i--) if (soundWithout(of[i].id)) return of[i].id;
  return first;
}

/** FRM-04 after a casualty no single stand could be spared from (a Line of 3, 2 and 2
 *  loses one): the Line closes its ranks behind its front rank, as even as possible and as
 *  deep as it can be while at least as wide as deep, so it grows no wider. Only where the loss
 *  would leave it unsound, so games recorded before play as they did. */
export function closeRanks(u: CbUnit): CbUnit {
  if (u.formation !== 'line' || u.kind !== 'unit' || u.stands.length < 2 || checkFormation(u).ok) return u;
  const n = u.stands.length;
  for (let k = 3; k >= 1; k--) {
    const ranks = evenRanks(n, k);
    if (!lineShapeOk(ranks)) continue;
    // The front rank keeps its place: the ranks close up behind it.
    const f = formOnTheSpot(u, 'line', ranks), o0 = unitFrame(u).o, o1 = unitFrame(f).o;
    const t = { ...f, stands: f.stands.map((st) => ({ ...st, x: st.x + o0.x - o1.x, y: st.y + o0.y - o1.y })) };
    if (checkFormation(t).ok) return t;
  }
  return u;
}

/** MOR-02, MOR-10, MOR-13: DPs applied one at a time. Below capacity each adds one;
 *  the one beyond capacity shakes the unit (it is not a casualty); after that each
 *  combat, morale or obstacle DP removes a stand, and shooting or movement DPs do
 *  nothing. A unit with no stands left is destroyed. Special Troop stands take no DPs
 *  (MOR-S1: their Hits go through specialCritical). `chosen` names casualty stands. */
export function addDps(u: CbUnit, n: number, cause: DpCause, chosen: readonly string[] = []): { unit: CbUnit; events: MoraleEvent[] } {
  const events: MoraleEvent[] = [];
  if (u.kind === 'special' || u.destroyed) return { unit: u, events };
  let unit = u;
  let pick = 0;
  for (let i = 0; i < n; i++) {
    if (!unit.shaken) {
      if (unit.dps < capacity(unit)) { unit = { ...unit, dps: unit.dps + 1 }; events.push({ t: 'dp', rule: 'MOR-02', unit: u.id, dps: unit.dps }); }
      else { unit = { ...unit, shaken: true, dps: 0 }; events.push({ t: 'shaken', rule: 'MOR-01', unit: u.id }); }
      continue;
    }
    if (cause === 'shooting' || cause === 'movement') { events.push({ t: 'ignored', rule: 'MOR-10', unit: u.id }); continue; }
    const id = casualtyStand(unit, chosen[pick++]);
    unit = closeRanks({ ...unit, stands: unit.stands.filter((s) => s.id !== id) });
    events.push({ t: 'casualty', rule: 'MOR-10', unit: u.id, stand: id });
    if (unit.stands.length === 0) { unit = { ...unit, destroyed: true }; events.push({ t: 'destroyed', rule: 'MOR-13', unit: u.id }); break; }
  }
  return { unit, events };
}

/** MOR-03 (MOR-C0): a unit that Breaks becomes shaken whatever its DPs. */
export function breakUnit(u: CbUnit): CbUnit {
  return u.kind === 'special' ? u : { ...u, shaken: true, dps: 0 };
}

/** MOR-05: DPs removed in the Recovery Phase by an unshaken unit not in combat that
 *  was stationary all turn: A 1 (+1 if not shot at and beyond 1 JT of the enemy),
 *  B 1, C 1 only if not shot at and beyond 1 JT of the enemy. */
export function recoveryRemoval(u: CbUnit, enemyWithin1Jt: boolean): number {
  if (u.kind === 'special' || u.shaken || u.status.inCombat || u.turn.moved || u.grade === null) return 0;
  const row = DP_REMOVAL[u.grade];
  const quiet = !u.turn.shotAt && !enemyWithin1Jt;
  return Math.min(u.dps, row.always + (quiet ? row.ifQuiet : 0));
}

/** MOR-23: enemies that stop a rally: any unit not routing, any stand not rampaging. */
export const nonBroken = (e: CbUnit): boolean => !e.status.routing && !e.status.rampaging && !e.destroyed;

/** MOR-20/21: in the Recovery Phase a shaken unit that stayed halted all turn (spec
 *  A31: formation and facing changes allowed) with no non-broken enemy coming within
 *  bow range rallies: unshaken with 3 DPs. If an enemy came within bow range it must
 *  withdraw next turn and try again. */
export function rallyStep(u: CbUnit, nonBrokenEnemyWithinBow: boolean): CbUnit {
  if (!u.shaken || u.kind === 'special') return u;
  if (u.turn.enemyCameWithinBow || nonBrokenEnemyWithinBow) return { ...u, status: { ...u.status, rallying: false, mustWithdraw: true } };
  if (u.turn.moved || u.status.inCombat) return u;
  return { ...u, shaken: false, dps: RALLY_DPS, status: { ...u.status, rallying: false, mustWithdraw: false } };
}

export type LossKind = 'retired' | 'broken' | 'destroyed';

/** MOR-C1..C3, MOR-08: DPs to `observer` when friendly unit `lost` retires, breaks or
 *  is destroyed in combat within bow range (or its rout passes within bow range):
 *  1 for a light or lower-grade unit broken or destroyed; 1 for a non-light unit of
 *  equal or higher grade that retires, 2 if it breaks or is destroyed (not 3: the
 *  retire DP is ignored then). Once per observer and lost unit (spec A13); special
 *  stands neither cause nor take these (spec A17). */
export function friendlyLossDps(observer: CbUnit, lost: CbUnit, kinds: readonly LossKind[], withinBow: boolean): { dps: number; lossesSeen: string[] } {
  const none = { dps: 0, lossesSeen: observer.lossesSeen };
  if (!withinBow || observer.kind === 'special' || lost.kind === 'special' || observer.side !== lost.side || observer.id === lost.id) return none;
  if (observer.lossesSeen.includes(lost.id) || observer.grade === null || lost.grade === null) return none;
  const light = troopType(lost.type)!.light;
  const serious = kinds.includes('broken') || kinds.includes('destroyed');
  const lower = GRADE_RANK[lost.grade] < GRADE_RANK[observer.grade];
  let dps = 0;
  if (light || lower) dps = serious ? DP_CAUSE.lowerOrLightLost : 0;
  else dps = serious ? DP_CAUSE.equalOrHigherLost : kinds.includes('retired') ? DP_CAUSE.equalOrHigherRetires : 0;
  if (dps === 0) return none;
  // A unit that only retired may still break later and shake its friends then.
  return { dps, lossesSeen: serious ? [...observer.lossesSeen, lost.id].sort() : observer.lossesSeen };
}

/** MOR-C4: cavalry coming within 1 JT of enemy Elephants take 1 DP unless their own
 *  army has Elephants; horse cavalry likewise for camels (unless they ride camels or
 *  their army has camels, spec A14). Only on each new approach (the transition from
 *  beyond to within 1 JT, spec MOR-C4 [INTERP]). */
export function fearsomeDps(u: CbUnit, nowWithin1Jt: boolean, o: { what: 'elephants' | 'camels'; ownArmyHasThem: boolean }): { dps: number; nearFearsome: boolean } {
  const cavalry = troopType(u.type)!.category === 'CAV';
  const affected = cavalry && !o.ownArmyHasThem && !(o.what === 'camels' && u.camel);
  const dps = affected && nowWithin1Jt && !u.nearFearsome ? DP_CAUSE.elephantsOrCamels : 0;
  return { dps, nearFearsome: nowWithin1Jt };
}

/** MOR-C5: surprise by a previously hidden enemy within bow range, or fresh enemy
 *  arriving from off table. */
export const surpriseDps = (): number => DP_CAUSE.surprise;

/** MOR-C6: a leader in the unit's chain of command killed, lost or routing within
 *  bow range: 1 DP, 2 if he is the General. `leader` is as he was before the loss. */
export function leaderLossDps(s: CbState, u: CbUnit, leader: CbLeader): number {
  if (u.kind === 'special' || !influences(s, { ...leader, alive: true }, u)) return 0;
  if (!leaderWithin(leader, u, DIST.bow)) return 0;
  return leader.rank === 'general' ? DP_CAUSE.generalLost : DP_CAUSE.leaderLost;
}

/** MOR-C7: the only attached leader detaching from a unit in combat. */
export function leaderDetachDps(s: CbState, u: CbUnit, leaderId: string): number {
  const attached = s.leaders.filter((l) => l.alive && l.attachedTo === u.id);
  return u.status.inCombat && attached.length === 1 && attached[0].id === leaderId ? DP_CAUSE.onlyLeaderDetachesInCombat : 0;
}

/** MOR-C9: 1–2 fatigue DPs within bow range of the enemy, none at 3+ DPs. */
export function fatigueDps(u: CbUnit, n: number): number {
  return u.dps >= DP_CAUSE.fatigueImmuneAt ? 0 : Math.min(n, 2);
}

/** MOR-C10: crossing an obstacle costs up to 4 DPs. */
export const obstacleDps = (n: number): number => Math.min(n, DP_CAUSE.obstacleMax);

/** MOR-C11: each evade move. */
export const evadeDps = (): number => DP_CAUSE.evade;

/** MOR-C12: burst through by rampaging Elephants or Scythed Chariots: 2, 1 for a
 *  Legion able to open lanes. */
export const burstThroughDps = (opensLanes: boolean): number => (opensLanes ? DP_CAUSE.burstThroughOpeningLanes : DP_CAUSE.burstThrough);

/** Whether a point lies behind the front-edge line of a formed unit (spec §8.5: v ≤ 0
 *  in the target's frame), judged from its front-most stand. */
export function behindFront(target: CbUnit, p: { x: number; y: number }): boolean {
  const h = target.stands[0].h;
  const f = dirN(h, 1024);
  const front = Math.max(...target.stands.map((s) => s.x * f.x + s.y * f.y));
  return p.x * f.x + p.y * f.y <= front;
}

/** MOR-C13: a unit in line contacted by a charge that began behind its flank or rear
 *  (the charger's front-edge centre at the start of its charge, spec §8.5) and that
 *  could not turn to face: 2 DPs, 1 if charged by unformed troops only. */
export function flankRearChargeDps(target: CbUnit, chargeStart: { x: number; y: number }, couldTurn: boolean, chargersUnformed: boolean): number {
  if (couldTurn || (target.formation !== 'line' && target.formation !== 'acies')) return 0;
  if (!behindFront(target, chargeStart)) return 0;
  return chargersUnformed ? DP_CAUSE.flankRearChargeUnformed : DP_CAUSE.flankRearCharge;
}

/** MOR-S1: a Hit on a Special Troop stand is critical on a 1 in combat, 1–2 otherwise. */
export function specialCritical(d6: number, fromCombat: boolean): boolean {
  return d6 <= (fromCombat ? SPECIAL.criticalCombatUpTo : SPECIAL.criticalOtherUpTo);
}

/** MOR-S2: a critical hit's effect: 1–2 destroyed; 3 Artillery and Scythed Chariots
 *  destroyed, Elephants rampage; 4–6 Artillery destroyed, the others rampage. */
export function criticalEffect(type: string, d6: number): 'destroyed' | 'rampage' {
  if (d6 <= SPECIAL.destroyedUpTo || type === 'artillery') return 'destroyed';
  if (type === 'elephantIndian' || type === 'elephantAfrican') return d6 >= SPECIAL.elephantRampageFrom ? 'rampage' : 'destroyed';
  return d6 >= SPECIAL.chariotRampageFrom ? 'rampage' : 'destroyed';
}

/** MOR-S3: before each later rampage move, 4–6 on a D6 destroys the stand. */
export const rampageEnds = (d6: number): boolean => d6 >= SPECIAL.rampageDestroyedFrom;
