// The shooting phase (rule 10 ⟨X⟩, sequence of play phase 3): the active player's shots,
// then the inactive player's. Bowmen that can shoot must; War Wagons (O)/(S) and artillery
// may (spec §4 10.1 [INTERP]); artillery shoots only in its own sequence, or only in the
// enemy's (option artilleryPhase, spec C3). A unit shoots once a player-turn, return fire
// included, and is shot at once a phase (10.1); a target able to shoot back must (10.4).
// Adjacent shooters that could all hit the same target give the base shooter an overlap
// (10.3); Bowmen also a rank. No shot when the target's recoil would destroy a friend ⟨X⟩.
import { shotTargetByOrders } from './orders';
import type { Seat } from '../../engine/contract';
import type { HexId } from '../../engine/hex';
import { regainsReliability } from './allies';
import { defaults, type CdbEvent, type Decider } from './choices';
import { applyRecoil, applyResult, type Log } from './combat-results';
import { gridOf } from './grid';
import { overlapsOn } from './melee';
import { opt } from './options';
import { inLineOfFire, mayShoot, nearestTargets, resolveShot, shoots, type ShotOutcome } from './shooting';
import { cellAt, front, type Position, type Unit } from './state';
import { frontalContact } from './zoc';

/** What the phase machine knows of this player-turn's movement (ids of units). */
export interface MoveFacts {
  /** Made march moves (more than one move) this movement phase. */
  marched?: number[];
  /** Fled this movement phase (or since their last sequence: 11.8). */
  fled?: number[];
  /** Moved in any way during their own sequence (artillery (O)/(S), ⟨X⟩). */
  moved?: number[];
}

export interface ShootTurn {
  /** Shot this player-turn, return fire and support included (10.1, 10.3, 10.4). */
  shot: number[];
  /** Shot at this phase (10.1). */
  shotAt: number[];
}
export const newShootTurn = (): ShootTurn => ({ shot: [], shotAt: [] });

const byId = (p: Position, id: number): Unit | undefined => p.units.find((u) => u.id === id);
const has = (xs: number[] | undefined, id: number) => (xs ?? []).includes(id);

/** 10.1: the unit gives an overlap to a friend's frontal contact (it may not shoot, nor be shot at). */
export function givesOverlap(p: Position, u: Unit): boolean {
  const g = gridOf(p);
  // An overlapper stands next to the enemy it overlaps (11.3): only those enemies are looked at.
  for (const e of p.units) {
    if (e.side === u.side || g.distance(e.hex, u.hex) !== 1) continue;
    for (const f of p.units) {
      if (f.side !== u.side || f.id === u.id || !frontalContact(g, f, e)) continue;
      if (overlapsOn(p, e, f).some((o) => o.unit === u.id)) return true;
    }
  }
  return false;
}

/** Whether artillery may shoot (or answer) in this sequence (10.1 ⟨X⟩, spec C3). */
function artilleryMay(p: Position, u: Unit, active: Seat): boolean {
  if (front(u).type !== 'Art') return true;
  const mine = u.side === active;
  return opt(p.options, 'artilleryPhase') === 'enemy' ? !mine : mine;
}

/** 10.1: u may shoot now: a shooting type that may shoot (shooting.ts), has not shot this
 *  player-turn, gives no overlap, is not an unreliable ally, and, for artillery, it is its phase. */
export function mayShootNow(p: Position, u: Unit, active: Seat, facts: MoveFacts, turn: ShootTurn): boolean {
  if (!shoots(u) || has(turn.shot, u.id) || !artilleryMay(p, u, active)) return false;
  const corps = p.corps.find((c) => c.id === u.corps);
  return mayShoot(p, u, {
    marched: has(facts.marched, u.id), fled: has(facts.fled, u.id), movedAtAll: has(facts.moved, u.id),
    overlapping: givesOverlap(p, u), unreliableAlly: corps?.allied === true && corps.unreliable === true,
  }) === null;
}

/** ⟨X⟩ 10.1 (spec A36): the shot is not made when the target's recoil (the start of any
 *  flight too) would destroy a unit of the shooter's side; tried with the default choices. */
export function recoilWouldDestroyFriend(p: Position, s: Unit, t: Unit): boolean {
  const q = applyRecoil(p, t.id, { shooterHex: s.hex }, defaults, []);
  return p.units.some((u) => u.side === s.side && !byId(q, u.id));
}

/** 10.1: the targets s may shoot now: the nearest in its line of fire, leaving out enemies in
 *  frontal contact with a friend, giving an overlap, or already shot at this phase; then,
 *  ⟨X⟩, it does not shoot at one whose recoil would destroy a friend (it does not shoot at
 *  all, rather than shooting further, when that leaves none). */
export function shotTargets(p: Position, s: Unit, turn: ShootTurn): Unit[] {
  return nearestTargets(p, s, (t) => has(turn.shotAt, t.id) || givesOverlap(p, t)).filter((t) => !recoilWouldDestroyFriend(p, s, t));
}

/** 10.3: the units that support base shooter s against t: other shooters of its side that
 *  may shoot now, adjacent to s or to another supporter, whose only target is t; Bowmen
 *  only of the same quality and corps, none of them in difficult ground ⟨X⟩. */
export function supportersOf(p: Position, s: Unit, t: Unit, active: Seat, facts: MoveFacts, turn: ShootTurn): Unit[] {
  const g = gridOf(p);
  const ok = (u: Unit): boolean => {
    if (u.side !== s.side || u.id === s.id || !mayShootNow(p, u, active, facts, turn)) return false;
    const ts = shotTargets(p, u, turn);
    if (ts.length !== 1 || ts[0].id !== t.id) return false;
    if (front(s).type === 'Bw' || front(u).type === 'Bw') {
      if (front(u).type !== front(s).type || front(u).quality !== front(s).quality || u.corps !== s.corps) return false;
      if (cellAt(p, u.hex).ground === 'difficult' || cellAt(p, s.hex).ground === 'difficult') return false;
    }
    return true;
  };
  const group: Unit[] = [];
  const frontier = [s];
  while (frontier.length) {
    const x = frontier.pop()!;
    for (const u of p.units) if (!group.includes(u) && ok(u) && g.distance(u.hex, x.hex) === 1) { group.push(u); frontier.push(u); }
  }
  return group.sort((a, b) => a.id - b.id);
}

/** 10.3: a Bowman's rank of support for shooting: a second Bw counter of the same quality, in clear ground. */
export function rankSupport(p: Position, u: Unit): number {
  const [a, b] = u.counters;
  return b && a.type === 'Bw' && b.type === 'Bw' && b.quality === a.quality && cellAt(p, u.hex).ground === 'clear' ? 1 : 0;
}

export interface ShotReport { position: Position; turn: ShootTurn; log: CdbEvent[]; outcome: ShotOutcome }

/** 10.1–10.4: one shot by s at t, end to end: supporters and rank, return fire when t may
 *  shoot back at s, one roll (dice[0] the shooter's), results applied (the target turns to
 *  face the shooter before a recoil; a loss by shooting takes no rear rank unless an elephant).
 *  `out`: where the events go as they happen (see resolveOneMelee); the report's `log` is this shot's. */
export function resolveOneShot(p: Position, sId: number, tId: number, dice: [number, number], active: Seat, facts: MoveFacts, turn: ShootTurn, d: Decider, out: Log = []): ShotReport {
  const s = byId(p, sId), t = byId(p, tId);
  if (!s || !t) throw new Error('cdb: unknown unit in a shot');
  if (!mayShootNow(p, s, active, facts, turn)) throw new Error(`cdb: unit ${sId} may not shoot now (CdB 10.1)`);
  if (!shotTargets(p, s, turn).some((x) => x.id === tId)) throw new Error(`cdb: unit ${tId} is not a target unit ${sId} may choose (CdB 10.1)`);
  const supporters = supportersOf(p, s, t, active, facts, turn);
  const supports = supporters.length + rankSupport(p, s);
  const returnFire = mayShootNow(p, t, active, facts, turn) && inLineOfFire(p, t, s);
  const outcome = resolveShot(p, s, t, dice, { returnFire, supports, returnSupports: returnFire ? rankSupport(p, t) : 0 });
  const log = out;
  const start = log.length;
  log.push({ t: 'cdb.shot', rule: 'CdB 10.4', unit: s.id, target: t.id, dice, supports: supporters.map((u) => u.id), returnFire,
    totals: [outcome.totals[0].total, outcome.totals[1].total], row: outcome.row, results: [outcome.shooterResult.outcome, outcome.targetResult.outcome],
    // Each side's value and modifiers, so that the log gives every die with its modifiers and rules.
    values: outcome.totals.map((x) => x.value), mods: outcome.totals.map((x) => [...x.items, ...x.quality].map((i) => ({ id: i.id, value: i.value }))) });
  let q = p;
  const shooterHex: HexId = s.hex, targetHex: HexId = t.hex;
  q = applyResult(q, t.id, outcome.targetResult.outcome, { shooterHex }, d, log);
  if (byId(q, s.id)) q = applyResult(q, s.id, outcome.shooterResult.outcome, { shooterHex: targetHex }, d, log);
  // 4.3: an unreliable ally one of whose units is shot at is reliable again, for good (spec A22).
  const tc = q.corps.find((c) => c.id === t.corps);
  if (tc?.allied && tc.unreliable && regainsReliability({ shotAt: true })) {
    q = { ...q, corps: q.corps.map((c) => (c.id === tc.id ? { ...c, unreliable: false } : c)) };
    log.push({ t: 'cdb.reliable', rule: 'CdB 4.3', corps: tc.id });
  }
  const next: ShootTurn = {
    shot: [...turn.shot, s.id, ...supporters.map((u) => u.id), ...(returnFire ? [t.id] : [])],
    shotAt: [...turn.shotAt, t.id],
  };
  return { position: q, turn: next, log: log.slice(start), outcome };
}

/** One side's shots (10.1): while one of its units may shoot with a target, the side picks
 *  the next shooter (default: the lowest id) and its target (default spec N1). Bowmen must
 *  shoot; others may hold their fire (answer 0 to the shooter choice when only optional
 *  shooters are left; the default is to shoot). */
export function sideShoots(p: Position, side: Seat, active: Seat, roll: () => number, facts: MoveFacts, turn: ShootTurn, d: Decider, log: Log = []): { position: Position; turn: ShootTurn; log: CdbEvent[] } {
  let q = p, tr = turn;
  const held = new Set<number>();
  for (let guard = 0; guard < 500; guard++) {
    const ready = q.units.filter((u) => u.side === side && !held.has(u.id) && mayShootNow(q, u, active, facts, tr) && shotTargets(q, u, tr).length > 0).sort((a, b) => a.id - b.id);
    if (!ready.length) break;
    const mustOnes = ready.filter((u) => front(u).type === 'Bw');
    const options = [...ready.map((u) => u.id), ...(mustOnes.length ? [] : [0])];
    const sId = d.pick({ kind: 'shotTarget', side, unit: -1, options, default: ready[0].id, rule: 'CdB 10.1' });
    if (sId === 0) { for (const u of ready) held.add(u.id); continue; }
    const s = byId(q, sId)!;
    const ts = shotTargets(q, s, tr);
    const tId = d.pick({ kind: 'shotTarget', side, unit: s.id, options: ts.map((t) => t.id), default: shotTargetByOrders(q, s, ts).id, rule: 'CdB 10.1' });
    const r = resolveOneShot(q, sId, tId, [roll(), roll()], active, facts, tr, d, log);
    q = r.position; tr = r.turn;
  }
  return { position: q, turn: tr, log };
}

/** Phase 3: the active player's shots, then the inactive player's (10.1). `log`: where the
 *  events go as they happen (the report's log). */
export function shootingPhase(p: Position, active: Seat, roll: () => number, d: Decider, facts: MoveFacts = {}, turn: ShootTurn = newShootTurn(), log: Log = []): { position: Position; turn: ShootTurn; log: CdbEvent[] } {
  const a = sideShoots(p, active, active, roll, facts, turn, d, log);
  const b = sideShoots(a.position, (1 - active) as Seat, active, roll, facts, a.turn, d, log);
  return { position: b.position, turn: b.turn, log };
}
