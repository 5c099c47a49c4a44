// The mêlée phase (rules 6.3 and 11): the turning designations (active player first, then
// the inactive one), then the mêlées in the active player's order, each resolved end to end
// (totals of melee.ts, results applied by combat-results.ts, advance after mêlée of 11.9).
// The player-turn's "fought once / attacked once" bookkeeping (11.1) travels in MeleeTurn,
// outside the Position, so that the phase machine can keep it with its turn flags.
import { designationByOrders } from './orders';
import type { Seat } from '../../engine/contract';
import { isMounted } from './data/units';
import { type CdbEvent, type Decider } from './choices';
import { applyResult, type Log } from './combat-results';
import { alliesReliableOnContact } from './demoralisation';
import { gridOf } from './grid';
import { overlapsOn, resolveMelee, type MeleeOutcome } from './melee';
import { advanceInto, mustAdvanceAfterMelee } from './melee-advance';
import { front, type Position, type Unit } from './state';
import { applyDesignation, unitsToTurn } from './turning';
import { frontalContact, inZocOf } from './zoc';

export interface MeleeTurn {
  /** Units that fought a mêlée this player-turn, either side (11.1: one enemy per turn). */
  fought: number[];
  /** Units that gave an overlap this player-turn (11.1: that satisfies the obligation). */
  overlapped: number[];
}
export const newMeleeTurn = (): MeleeTurn => ({ fought: [], overlapped: [] });

const byId = (p: Position, id: number): Unit | undefined => p.units.find((u) => u.id === id);
const tvAgainst = (u: Unit, e: Unit): number => (isMounted(front(e).type) ? front(u).tvMounted : front(u).tvFoot);


/** 6.3, one round: `designator` names, for each enemy unit in the zone of its units and in
 *  frontal contact with none, the unit it must turn to face; each attacker is designated
 *  once (spec A40). Checked unit by unit, so a unit already turned into contact is skipped. */
export function designationRound(p: Position, designator: Seat, d: Decider, log: Log): Position {
  const g = gridOf(p);
  const used = new Set<number>();
  let q = p;
  for (const { unit } of unitsToTurn(p, 1 - designator)) {
    const u = byId(q, unit.id)!;
    const foes = q.units.filter((e) => e.side === designator && e.facing !== null);
    if (foes.some((e) => frontalContact(g, u, e))) continue;
    const free = foes.filter((e) => inZocOf(g, u, e) && !used.has(e.id)).sort((a, b) => a.id - b.id);
    if (!free.length) continue;
    const dflt = designationByOrders(q, designator, u, free); // spec N8: the designator's standing order
    const pick = d.pick({ kind: 'designation', side: designator, unit: u.id, options: free.map((e) => e.id), default: dflt.id, rule: 'CdB 6.3' });
    used.add(pick);
    q = applyDesignation(q, u.id, pick);
    log.push({ t: 'cdb.turnToFace', rule: 'CdB 6.3', unit: u.id, attacker: pick, facing: byId(q, u.id)!.facing });
  }
  return q;
}

/** 6.3: the active player's designations and pivots, then the inactive player's (spec A17). */
export function designations(p: Position, active: Seat, d: Decider, log: Log): Position {
  return designationRound(designationRound(p, active, d, log), (1 - active) as Seat, d, log);
}

/** 11.2 step 1, spec A18: the enemies active unit a may engage now: in frontal contact with
 *  it, or baggage in its zone of control; neither may have fought this player-turn (11.1). */
export function engageable(p: Position, a: Unit, turn: MeleeTurn): Unit[] {
  const g = gridOf(p);
  if (a.facing === null || turn.fought.includes(a.id)) return [];
  return p.units
    .filter((e) => e.side !== a.side && !turn.fought.includes(e.id) && (frontalContact(g, a, e) || (front(e).type === 'Bag' && inZocOf(g, e, a))))
    .sort((x, y) => x.id - y.id);
}

/** 11.1: the active units that must still fight, each with the enemies it may engage;
 *  re-evaluated after every mêlée (spec A19). */
export function meleeObligations(p: Position, active: Seat, turn: MeleeTurn): { unit: Unit; targets: Unit[] }[] {
  return p.units
    .filter((u) => u.side === active)
    .map((unit) => ({ unit, targets: engageable(p, unit, turn) }))
    .filter((x) => x.targets.length > 0)
    .sort((a, b) => a.unit.id - b.unit.id);
}

export interface MeleeReport { position: Position; turn: MeleeTurn; log: CdbEvent[]; outcome: MeleeOutcome }

/** 11.2–11.9: one mêlée, end to end. Active unit a engages x (checked: see `engageable`);
 *  both roll (dice[0] for a, dice[1] for x); overlappers are booked (they never suffer the
 *  result, 11.5); each loser's result is applied (recoil, flight, destruction with their
 *  consequences); then the winner, if it must (11.9), advances into the freed hex.
 *  `firstMelee`: a and x came into contact this player-turn (spec A11, for Bw (S) against Kn).
 *  `out`: where the events go as they happen (the phase's log), so that a mêlée stopped at a
 *  player's choice has already told its dice, modifiers, totals and results (combat-steps.ts);
 *  the report's `log` is this mêlée's events. */
export function resolveOneMelee(p: Position, aId: number, xId: number, dice: [number, number], turn: MeleeTurn, d: Decider, firstMelee = false, out: Log = []): MeleeReport {
  const a = byId(p, aId), x = byId(p, xId);
  if (!a || !x) throw new Error('cdb: unknown unit in a mêlée');
  if (!engageable(p, a, turn).some((e) => e.id === xId)) throw new Error(`cdb: unit ${aId} may not engage unit ${xId} now (CdB 11.1, 11.2)`);
  const log = out;
  const start = log.length;
  const outcome = resolveMelee(p, a, x, dice, firstMelee);
  const [ta, tx] = outcome.totals;
  log.push({ t: 'cdb.melee', rule: 'CdB 11.2', unit: a.id, enemy: x.id, dice, totals: [ta.total, tx.total], row: outcome.row,
    results: [outcome.results[0].outcome, outcome.results[1].outcome],
    // Each side's value and modifiers, so that the log gives every die with its modifiers and rules.
    values: [ta.tv, tx.tv], mods: [ta, tx].map((x) => [...x.items, ...x.quality].map((i) => ({ id: i.id, value: i.value }))) });
  const overlappers = [...outcomeOverlaps(p, a, x)];
  let q = p;
  // The inactive loser first, then the active one (both on equal scores where the table says so).
  for (const [u, r] of [[x, outcome.results[1]], [a, outcome.results[0]]] as const) {
    if (r.outcome === 'none' || !byId(q, u.id)) continue;
    if (r.flankConverted) log.push({ t: 'cdb.flankAttack', rule: 'CdB 11.4', unit: u.id });
    q = applyResult(q, u.id, r.outcome, {}, d, log);
  }
  // 11.9: the unit that fought (never an overlapper) advances into the hex its opponent left.
  const won = (w: Unit, l: Unit, lr: string) => lr !== 'none' && byId(q, w.id) !== undefined && (byId(q, l.id)?.hex ?? -1) !== l.hex;
  for (const [w, l, lr] of [[a, x, outcome.results[1].outcome], [x, a, outcome.results[0].outcome]] as const) {
    if (!won(w, l, lr) || byId(q, w.id)!.hex !== w.hex) continue;
    if (!mustAdvanceAfterMelee(p, w, l, true)) continue;
    const next = advanceInto(q, w.id, l.hex);
    if (next) { q = next; log.push({ t: 'cdb.advanceAfterMelee', rule: 'CdB 11.9', unit: w.id, to: l.hex }); }
  }
  const nextTurn: MeleeTurn = { fought: [...turn.fought, a.id, x.id], overlapped: [...new Set([...turn.overlapped, ...overlappers])] };
  return { position: q, turn: nextTurn, log: log.slice(start), outcome };
}

function outcomeOverlaps(p: Position, a: Unit, x: Unit): number[] {
  return [...overlapsOn(p, x, a), ...overlapsOn(p, a, x)].map((o) => o.unit);
}

/** A source of d6 results, consumed in order (the caller's dice stream). */
export type Roll = () => number;

export interface PhaseReport { position: Position; turn: MeleeTurn; log: CdbEvent[] }

/** Rule 11 in the rulebook's order: 6.3 designations (active, then inactive), then, while an
 *  active unit must fight (11.1, re-checked after each mêlée), the active player picks the
 *  next mêlée (which unit, then which enemy; defaults: the lowest unit id, then the enemy
 *  with the lowest value against it, then the lowest id) and it is resolved with two dice
 *  from `roll` (active first). `newContacts` lists pairs of units that came into contact
 *  this player-turn (spec A11). `o.log`: where the events go as they happen (the report's log). */
export function meleePhase(p: Position, active: Seat, roll: Roll, d: Decider, o: { turn?: MeleeTurn; newContacts?: [number, number][]; log?: Log } = {}): PhaseReport {
  const log: Log = o.log ?? [];
  let q = designations(p, active, d, log);
  let turn = o.turn ?? newMeleeTurn();
  for (let guard = 0; guard < 500; guard++) {
    const due = meleeObligations(q, active, turn);
    if (!due.length) break;
    const aId = d.pick({ kind: 'meleeTarget', side: active, unit: -1, options: due.map((x) => x.unit.id), default: due[0].unit.id, rule: 'CdB 11.1' });
    const { unit, targets } = due.find((x) => x.unit.id === aId)!;
    const dflt = [...targets].sort((e1, e2) => tvAgainst(e1, unit) - tvAgainst(e2, unit) || e1.id - e2.id)[0];
    const xId = d.pick({ kind: 'meleeTarget', side: active, unit: unit.id, options: targets.map((e) => e.id), default: dflt.id, rule: 'CdB 11.2' });
    const first = (o.newContacts ?? []).some(([m, n]) => (m === aId && n === xId) || (m === xId && n === aId));
    const r = resolveOneMelee(q, aId, xId, [roll(), roll()], turn, d, first, log);
    q = r.position; turn = r.turn;
  }
  return { position: alliesReliableOnContact(q, log), turn, log };
}
