// [PROPOSED] Spec Appendix A.5 (combat), standing in for the missing pp. 41–44. The
// surviving pages fix: the charger uses A and the receiver D (CMB-K4 [INTERP], p.8);
// UnS −1, Inspire, armour (not against Elephants), integral infantry, phalanx depth,
// a mixed Legion by its majority in contact (CMB-K4, p.8–13, p.20); results of 1–3
// DPs (MOR-C8, p.25), retiring unformed and breaking into shaken (MOR-03, FRM-01,
// p.25–27); B/C grades lean on a leader (CMB-K11, p.20); stands in contact count
// (CMB-K13, p.13); Scythed Chariots die unless they break through (CMB-K7, p.9, p.26).
import { bearing, dirN, normDeg, sub } from '../../../engine/plane';
import { AFTER_COMBAT, COMBAT_MODIFIERS, COMBAT_RESULTS, TERRAIN_COMBAT } from '../data/provisional';
import { moraleRow } from '../data/tables';
import { troopType, isElephant, type TroopTypeId } from '../data/troops';
import { enemyWithin } from '../command';
import { local, moveUnit, standsInContact, unitFrame, unitGapFloor, zoneOf } from '../facing';
import { unitCentre } from '../formation-changes';
import { addDps, breakUnit, nonBroken } from '../morale';
import { rightToLeft } from '../sequence';
import type { ChapterEvent, CombatContext, CombatPair, CombatResultRow, CombatScore } from '../missing-chapters';
import { liveUnits, type CbState, type CbUnit } from '../state';
import { pev } from './events';
import { moveDistance, travelOver } from './movement';

const CT = 4;
const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A.5 combat grouping: each unit's primary opponent is the enemy with the most of
 *  its stands in contact (ties to the lower id). Mutual primaries fight; any other
 *  unit in contact with a fighting enemy supports its friend (+1 each, at most 2);
 *  a unit left over fights its primary if that one is free. Ordered right to left
 *  from the initiative player's side (SEQ-04). */
export function combatPairs(s: CbState): CombatPair[] {
  const live = liveUnits(s).slice().sort(byId);
  const contacts = new Map<string, { e: CbUnit; n: number }[]>();
  for (const u of live) contacts.set(u.id, live.filter((e) => e.side !== u.side).map((e) => ({ e, n: standsInContact(u, e).length })).filter((c) => c.n > 0));
  const primary = (u: CbUnit): CbUnit | undefined => contacts.get(u.id)!.slice().sort((a, b) => b.n - a.n || byId(a.e, b.e))[0]?.e;
  const partner = new Map<string, string>();
  for (const u of live) {
    const p = primary(u);
    if (p && primary(p)?.id === u.id && !partner.has(u.id) && !partner.has(p.id)) { partner.set(u.id, p.id); partner.set(p.id, u.id); }
  }
  for (const u of live) {
    const p = primary(u);
    if (p && !partner.has(u.id) && !partner.has(p.id)) { partner.set(u.id, p.id); partner.set(p.id, u.id); }
  }
  const support = new Map<string, number>();
  for (const u of live) {
    if (partner.has(u.id)) continue;
    for (const c of contacts.get(u.id)!) {
      const friend = partner.get(c.e.id);
      if (friend !== undefined) { support.set(friend, (support.get(friend) ?? 0) + 1); break; }
    }
  }
  const firsts = live.filter((u) => u.side === s.initiative && partner.has(u.id));
  return rightToLeft(firsts, s.initiative).map((u) => {
    const b = partner.get(u.id)!;
    return { a: u.id, b, supportA: Math.min(COMBAT_MODIFIERS.supportMax, support.get(u.id) ?? 0), supportB: Math.min(COMBAT_MODIFIERS.supportMax, support.get(b) ?? 0) };
  });
}

function majority<T extends string | number>(xs: readonly T[], fallback: T): T {
  const count = new Map<T, number>();
  for (const x of xs) count.set(x, (count.get(x) ?? 0) + 1);
  let best = fallback, n = 0;
  for (const [k, c] of count) if (c > n) { best = k; n = c; }
  return best;
}

/** Ranks of a formed unit, counted on the plane. */
function rankCount(u: CbUnit): number {
  const f = unitFrame(u);
  const ranks: number[] = [];
  for (const s of u.stands) { const v = local(f.o, f.h, s).v; if (!ranks.some((r) => Math.abs(r - v) <= CT)) ranks.push(v); }
  return ranks.length;
}

/** A.5 score = CV + modifiers + D6, each modifier named. */
export function combatScore(s: CbState, u: CbUnit, c: CombatContext): CombatScore {
  const inContact = standsInContact(u, c.opponent);
  const fighting = inContact.length ? inContact : u.stands;
  const type: TroopTypeId = majority(fighting.map((x) => x.type), u.type);
  const t = troopType(type)!;
  let cv = (c.charged ? t.attack : t.defence) ?? 0;
  if (type === 'scythedChariot') cv = Math.min(COMBAT_MODIFIERS.scythedMaxAttack, c.jtMoved ?? 0);
  if (c.caughtEvading) cv = 0;
  const mods: { rule: string; value: number }[] = [];
  const add1 = (rule: string, value: number) => { if (value !== 0) mods.push({ rule, value }); };
  if (fighting.filter((x) => x.uns).length * 2 > fighting.length) add1('A.5 under-strength', COMBAT_MODIFIERS.uns);
  add1('A.5 inspiring leader', c.inspire ?? 0);
  if (u.kind !== 'special') {
    const sub = majority(fighting.map((x) => x.sub), 0);
    add1('A.5 morale value', moraleRow(u.morale[sub] ?? u.morale[0])?.value ?? 0);
  }
  add1('A.5 DPs carried', COMBAT_MODIFIERS.perTwoDps * Math.floor(u.dps / 2));
  if (fighting.filter((x) => x.armoured).length * 2 > fighting.length && !isElephant(c.opponent.type)) add1('A.5 armoured', COMBAT_MODIFIERS.armoured);
  if (c.integral && !c.charged) add1('A.5 integral infantry', COMBAT_MODIFIERS.integralNotCharging);
  if (type === 'phalangites' && u.formation === 'line' && c.frontalInOpen) add1('A.5 phalanx depth', Math.min(COMBAT_MODIFIERS.phalanxMax, COMBAT_MODIFIERS.phalanxPerRank * (rankCount(u) - 1)));
  if (c.opponentLower) add1('A.2 higher ground', TERRAIN_COMBAT.opponentLower);
  if (c.defendingObstacle) add1('A.2 defending an obstacle', TERRAIN_COMBAT.defendingObstacle);
  if (c.flankedNotTurned) add1('A.5 flank or rear', COMBAT_MODIFIERS.flankRearNotTurned);
  const leader = s.leaders.some((l) => l.alive && l.attachedTo === u.id);
  if (c.charged && (u.grade === 'B' || u.grade === 'C') && (t.category === 'HI' || t.category === 'CAV') && !leader) add1('A.5 no leader (CMB-K11)', COMBAT_MODIFIERS.bcChargingWithoutLeader);
  add1('A.5 support', Math.min(COMBAT_MODIFIERS.supportMax, c.support ?? 0) * COMBAT_MODIFIERS.supportEach);
  if (c.inBrokenGround && (t.category === 'HI' || t.mounted) && u.formation !== 'unformed') add1('A.2 broken ground', TERRAIN_COMBAT.brokenGround);
  return { score: cv + mods.reduce((a, m) => a + m.value, 0) + c.d6, cv, modifiers: mods };
}

/** A.5: the result for a difference ≥ 0 (beyond the table: the last row). */
export function combatResult(diff: number): CombatResultRow {
  const r = COMBAT_RESULTS.find((x) => diff >= x.from && diff <= x.to) ?? COMBAT_RESULTS[COMBAT_RESULTS.length - 1];
  return { loserDps: r.loserDps, outcome: r.outcome };
}

function setUnit(s: CbState, u: CbUnit): CbState {
  return { ...s, units: s.units.map((x) => (x.id === u.id ? u : x)) };
}

/** A.5: one pair's result, applied at once: equal scores 1 DP each; 1–2 the loser 1
 *  DP; 3–4 2 DPs and it retires 2 JT directly away from the winner, unformed; 5+ 3
 *  DPs, it breaks (shaken, routing) and takes a free hack per enemy unit on its
 *  flank or rear. A Scythed Chariot is destroyed unless it wins by 3 or more, when it
 *  bursts through (MOR-C12). Special Troops' DPs are Hits for the caller's critical
 *  checks. */
export function applyCombat(s: CbState, aId: string, bId: string, scoreA: number, scoreB: number): { state: CbState; events: ChapterEvent[] } {
  let st = s;
  const events: ChapterEvent[] = [];
  const get = (id: string) => st.units.find((u) => u.id === id)!;
  const dp = (id: string, n: number) => {
    const u = get(id);
    if (u.kind === 'special') { events.push(pev('specialHits', 'A.5', { unit: id, hits: n, cites: 'MOR-S1' })); return; }
    const r = addDps(u, n, 'combat');
    st = setUnit(st, r.unit);
    events.push(...r.events.map((e) => ({ ...e, provisional: false })));
  };
  const diff = Math.abs(scoreA - scoreB);
  const row = combatResult(diff);
  events.push(pev('combatResult', 'A.5', { unit: aId, target: bId, scoreA, scoreB, diff, outcome: row.outcome, cites: 'MOR-C8' }));
  if (diff === 0) { dp(aId, row.loserDps); dp(bId, row.loserDps); return { state: st, events }; }
  const winnerId = scoreA > scoreB ? aId : bId, loserId = winnerId === aId ? bId : aId;
  const winner = get(winnerId);
  if (get(loserId).type === 'scythedChariot' || winner.type === 'scythedChariot') {
    const chariot = winner.type === 'scythedChariot' ? winnerId : loserId;
    if (!(chariot === winnerId && diff >= AFTER_COMBAT.scythedBurstFrom)) {
      st = setUnit(st, { ...get(chariot), destroyed: true });
      events.push(pev('scythedDestroyed', 'A.5', { unit: chariot, cites: 'CMB-K7' }));
      if (chariot === loserId) return { state: st, events };
    } else {
      // It bursts through the loser, who takes the result below (not MOR-C12's DPs
      // as well: the chariot is not rampaging).
      events.push(pev('burstThrough', 'A.5', { unit: chariot, target: loserId }));
    }
  }
  // Free hacks are counted as the loser breaks, before anything moves.
  // Judged by each enemy's centre: its front edge lies on the edge it touches.
  const onFlankOrRear = (e: CbUnit) => { const z = zoneOf(get(loserId), unitCentre(e)); return z !== 'front' && z !== 'inside'; };
  const hackers = row.outcome === 'break' ? liveUnits(st, winner.side).filter((e) => standsInContact(e, get(loserId)).length > 0 && onFlankOrRear(e)).length : 0;
  dp(loserId, row.loserDps);
  const loser = get(loserId);
  if (loser.destroyed || loser.kind === 'special') return { state: st, events };
  const away = bearing(sub(unitCentre(loser), unitFrame(winner).o));
  if (row.outcome === 'retire') {
    const moved = moveUnit(loser, unitCentre(loser), 0, dirN(away, AFTER_COMBAT.retire));
    st = setUnit(st, { ...moved, formation: 'unformed', status: { ...moved.status, retiring: true, inCombat: false } });
    st = setUnit(st, { ...get(winnerId), status: { ...get(winnerId).status, inCombat: false } });
    events.push(pev('retire', 'A.5', { unit: loserId, from: winnerId, dist: AFTER_COMBAT.retire }));
  } else if (row.outcome === 'break') {
    const broken = breakUnit(get(loserId));
    st = setUnit(st, { ...broken, formation: 'unformed', status: { ...broken.status, routing: true, inCombat: false } });
    events.push(pev('break', 'A.5', { unit: loserId, cites: 'MOR-03' }));
    if (hackers > 0) { events.push(pev('freeHack', 'A.5', { unit: loserId, hacks: hackers })); dp(loserId, hackers * AFTER_COMBAT.freeHack); }
    st = setUnit(st, { ...get(winnerId), status: { ...get(winnerId).status, inCombat: false } });
  }
  return { state: st, events };
}

/** A.5 rout: the broken unit moves its full move directly away from `from`, unformed. */
export function routMove(u: CbUnit, from: { x: number; y: number }, pips: readonly number[], s?: CbState): CbUnit {
  const c = unitCentre(u);
  const dir = bearing(sub(c, from));
  // A.2: as far as the roll pays for over the battle's ground (its centre's path).
  const dist = travelOver(s?.terrain ?? [], u, c, dir, moveDistance(u, pips, false));
  const moved = moveUnit(u, c, normDeg(dir - u.stands[0].h), dirN(dir, dist));
  return { ...moved, formation: 'unformed', status: { ...moved.status, routing: true }, turn: { ...moved.turn, moved: true } };
}

/** A.5: routing stops when the unit begins a Tactical Move Phase beyond 5 JT of every
 *  non-broken enemy (then it is a shaken unit that may rally, MOR-20). */
export const routEnds = (s: CbState, u: CbUnit): boolean => !enemyWithin(s, u, AFTER_COMBAT.routSafeBeyond, nonBroken);

/** A.5 pursuit: each contact costs the router a stand (a casualty, MOR-10); cavalry
 *  destroy a router of 2 stands or fewer. */
export function pursuitCatch(router: CbUnit, byCavalry: boolean): { unit: CbUnit; events: ChapterEvent[] } {
  if (byCavalry && router.stands.length <= AFTER_COMBAT.caughtByCavalryAtMost) {
    return { unit: { ...router, destroyed: true }, events: [pev('caught', 'A.5', { unit: router.id, destroyed: true })] };
  }
  const r = addDps({ ...router, shaken: true }, AFTER_COMBAT.pursuitCasualties, 'combat');
  return { unit: r.unit, events: [pev('caught', 'A.5', { unit: router.id, destroyed: r.unit.destroyed }), ...r.events.map((e) => ({ ...e, provisional: false }))] };
}


/** A.5 pursuit move: the pursuer moves up to its full move (its rolled pips, A.1) straight
 *  after the router, its centre towards the router's, unformed (FRM: pursuers are), as
 *  far as that roll pays for over the ground (A.2, its centre's path, as a rout's):
 *  ground it may not enter stops it at the edge. It catches the router when what it
 *  covers reaches the gap between them (the nearest distance between their stands,
 *  [INTERP]), stopping there; a catch costs the router a stand, or all of it to cavalry
 *  (pursuitCatch). `rolled` is logged only when the ground cut the move short. */
export function pursuitMove(s: CbState, pursuerId: string, routerId: string, pips: readonly number[]): { state: CbState; caught: boolean; events: ChapterEvent[] } {
  const p = s.units.find((u) => u.id === pursuerId), r = s.units.find((u) => u.id === routerId);
  if (!p || !r) return { state: s, caught: false, events: [] };
  const c = unitCentre(p);
  const dir = bearing(sub(unitCentre(r), c));
  const rolled = moveDistance(p, pips, false);
  const reach = travelOver(s.terrain ?? [], p, c, dir, rolled);
  const gap = unitGapFloor(p, r);
  const caught = reach >= gap;
  const dist = caught ? gap : reach;
  const moved = moveUnit(p, c, normDeg(dir - p.stands[0].h), dirN(dir, dist));
  const pursuer: CbUnit = { ...moved, formation: 'unformed', status: { ...moved.status, pursuing: true }, lastAction: 'pursue', turn: { ...moved.turn, moved: true } };
  const events: ChapterEvent[] = [pev('pursuit', 'A.5', { unit: p.id, target: r.id, pips: [...pips], dist, ...(reach < rolled && !caught ? { rolled } : {}) })];
  let units = s.units.map((u) => (u.id === p.id ? pursuer : u));
  if (caught) {
    const hit = pursuitCatch(r, troopType(p.type)!.category === 'CAV');
    units = units.map((u) => (u.id === r.id ? hit.unit : u));
    events.push(...hit.events);
  }
  return { state: { ...s, units }, caught, events };
}
