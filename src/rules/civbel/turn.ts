// The sequence of play as a phase machine (SEQ-01..03, p.17): CP ratings before the
// battle (CMD-03), each turn the initiative (the scenario names Rome in Turn 1, then
// 1 D6 + the General's CPs, ties rolled again, the winner choosing first or second),
// the Command Phase by the initiative player then by the other, the half-phases of
// the missing chapters through the stand-in (half-phases.ts), the Recovery Phase and
// the victory check (A.6). Dice come from Ctx.dice; the AvD is a D6 read through AVD_FACES.
import type { Ctx, Seat } from '../../engine/contract';
import { commandPoints, enemyWithin } from './command';
import { DIST } from './data/scale';
import { commandPhase } from './command-phase';
import { avdFromD6 } from './data/tables';
import { other, type CivGame, type Cp, type MoveHow, type OrderPreference } from './game';
import { commandOptionsFrom, packetMode } from './options';
import { actor, initiativePlayer, recovery, rollInitiative } from './sequence';
import type { CpAction } from './command';
import { canSee } from './visibility';
import { terrainOf } from './ground';
import { liveUnits } from './state';
import { applyMove, chargeChoices, combatStep, leaderFates, markContacts, mayMove, moveRefusal, resolveCharges, shootingExchange, spontaneousCharges, tacticalStart, victoryCheck } from './half-phases';
import { seesReachableBaggage } from './pursuit';

/** The first leader of a side alive and ranked General (SEQ-01 adds 0 without one, spec [INTERP]). */
const generalCp = (s: CivGame, side: Seat): number => s.leaders.find((l) => l.side === side && l.rank === 'general' && l.alive)?.cp ?? 0;

/** CMD-03: every leader whose rating is not fixed rolls an AvD (Commanders have 3). */
export function rollRatings(s: CivGame, ctx: Ctx): void {
  for (const l of s.leaders) {
    if (l.cp > 0) continue;
    const d6 = ctx.dice.d6();
    const avd = avdFromD6(d6);
    const exceptional = l.rank === 'general' && s.exceptional.includes(l.id);
    l.cp = commandPoints(l.rank, { avd, exceptional });
    ctx.log({ t: 'cpRating', rule: 'CMD-03', leader: l.id, side: l.side, d6, avd, exceptional, cp: l.cp });
  }
  // SEQ-01: the scenario names the player who moves first in Turn 1 (spec §6.3: Rome).
  s.initiative = 0;
  ctx.log({ t: 'initiative', rule: 'SEQ-01', turn: s.turn, side: 0, byScenario: true });
  startCommand(s, 0, ctx);
}


/** SEQ-01: both roll 1 D6 + their General's CPs until the totals differ. */
export function rollForInitiative(s: CivGame, ctx: Ctx): void {
  const cps: [number, number] = [generalCp(s, 0), generalCp(s, 1)];
  for (let tries = 0; ; tries++) {
    const pair: [number, number] = [ctx.dice.d6(), ctx.dice.d6()];
    const r = rollInitiative([pair], cps);
    ctx.log({ t: 'initiativeRoll', rule: 'SEQ-01', dice: pair, cp: cps, tie: r === null });
    if (r) {
      s.rollWinner = r.winner; s.active = r.winner; s.phase = 'choose';
      // D1: the winner's standing preference decides at once; no message asks him.
      if (s.orderPreference) chooseOrder(s, goesFirst(s, r.winner), ctx, true, s.orderPreference[r.winner]);
      return;
    }
    if (tries > 200) throw new Error('civbel: the initiative dice keep tying');
  }
}

/** D1: whether `seat`'s standing preference sends him first now; the predicates (ours) ask
 *  whether any enemy unit stands within bow range (5 JT, the distance of CMD-09) of any of his. */
export function goesFirst(s: CivGame, seat: Seat): boolean {
  const pref = s.orderPreference![seat];
  if (pref === 'first' || pref === 'second') return pref === 'first';
  const near = liveUnits(s, seat).some((u) => enemyWithin(s, u, DIST.bow));
  return pref === 'firstIfNear' ? near : !near;
}

/** SEQ-01/02: the winner goes first or second; that order holds for the whole turn. */
export function chooseOrder(s: CivGame, first: boolean, ctx: Ctx, standing = false, pref?: OrderPreference): void {
  s.initiative = initiativePlayer(s.rollWinner, first ? 'first' : 'second');
  const near = pref === 'firstIfFar' || pref === 'firstIfNear' ? { near: pref === 'firstIfNear' ? first : !first, when: pref === 'firstIfFar' ? 'far' : 'near' } : {};
  ctx.log({ t: 'initiative', rule: 'SEQ-02', turn: s.turn, side: s.initiative, chooser: s.rollWinner, first, byScenario: false, ...(standing ? { standing: true } : {}), ...near });
  startCommand(s, 0, ctx);
}

function startCommand(s: CivGame, half: 0 | 1, ctx: Ctx): void {
  s.phase = 'command';
  s.half = half;
  s.active = actor({ phase: 'command', half }, s.initiative) as Seat;
  s.allocations = [];
  s.stop = [];
  s.ordered = [];
  if (s.afterCombatSet) s.afterCombatSet = [];
  if (s.orderPreference) s.preferenceSet = false;
  for (const l of s.leaders) if (l.side === s.active && l.alive) s.cpLeft[l.id] = l.cp;
  ctx.log({ t: 'commandHalf', rule: 'SEQ-03', turn: s.turn, side: s.active, half });
}

/** The stored index form of an allocation action as the command modules take it. */
export function toCpAction(s: CivGame, a: Cp): CpAction {
  switch (a.kind) {
    case 'control': return { kind: 'control', exclude: a.exclude.map((i) => s.units[i].id) };
    case 'move': {
      const m: CpAction = { kind: 'move', double: a.double, to: { x: a.x, y: a.y }, detach: a.detach };
      return a.attach >= 0 ? { ...m, attach: s.units[a.attach].id } : m;
    }
    case 'directShooting': return { kind: 'directShooting' };
    case 'steady': return a.unit >= 0 ? { kind: 'steady', mode: a.mode, unit: s.units[a.unit].id } : { kind: 'steady', mode: a.mode };
    case 'inspire': return { kind: 'inspire' };
    case 'orders': return { kind: 'orders', role: a.role, other: s.leaders[a.other].id };
  }
}

/** The end of a player's Command half-phase: CMD-04..10, 20..23, 31, 35 run by
 *  command-phase.ts on this half's allocations, with the game's dice; leaders not
 *  allocated take the default (Control if affordable). Then the next half, or the
 *  rest of the turn. */
export function endCommand(s: CivGame, ctx: Ctx): CivGame {
  const allocations = s.allocations.map((a) => ({ leader: s.leaders[a.leader].id, actions: a.actions.map((x) => toCpAction(s, x)) }));
  // An Average Die is a d6 read (p.7): the faces are kept so that each test's line gives both.
  const avdFaces: number[] = [];
  const die = (kind: 'D6' | 'AvD') => { const d = ctx.dice.d6(); if (kind === 'D6') return d; avdFaces.push(d); return avdFromD6(d); };
  const r = commandPhase(s, s.active, {
    allocations, stop: s.stop.map((i) => s.units[i].id),
    visibleEnemy: (u) => liveUnits(s, other(u.side)).some((e) => canSee({ units: s.units, terrain: terrainOf(s) }, u, e)),
    seesReachableBaggage: (u) => seesReachableBaggage(s, u),
  }, die, commandOptionsFrom(s.options));
  if (!r.ok) throw new Error('civbel: an allocation checked as legal was refused: ' + r.refusals.map((x) => x.rule).join(', '));
  // The AvD tests come in the order their dice were rolled.
  for (const e of r.events) ctx.log(e.t === 'controlTest' && e.die === 'AvD' && avdFaces.length ? { ...e, d6: avdFaces.shift(), side: s.active } : { ...e, side: s.active });
  const next: CivGame = { ...s, ...r.state, allocations: [], stop: [] };
  // Spec §10.2 relaxed: the initiative player orders his Approach in the same message
  // as his Command half; it is carried out after the other player's Command half.
  if (packetMode(s.options) === 'relaxed') {
    if (s.half === 0) return enterHalf(next, 'approach', 0, ctx, true);
    return enterHalf(carryOutOrders(next, ctx), 'approach', 1, ctx);
  }
  if (s.half === 0) { startCommand(next, 1, ctx); return next; }
  return enterHalf(next, 'approach', 0, ctx);
}

/** Whether the acting player is ordering his Approach ahead of the other player's
 *  Command half (relaxed packets, spec §10.2): his moves are recorded, not made. */
export const orderingApproach = (s: CivGame): boolean => s.phase === 'approach' && s.planned !== undefined;

/** SEQ-03, spec §10.2 relaxed: a move ordered ahead is recorded (the unit counts as
 *  moved for this half-phase, so it is ordered once). */
export function orderMove(s: CivGame, ui: number, how: MoveHow, angle: number, ctx: Ctx): CivGame {
  ctx.log({ t: 'approachOrdered', rule: 'SEQ-03', unit: s.units[ui].id, side: s.active, how, angle });
  return { ...s, planned: [...(s.planned ?? []), { unit: ui, how, angle }], moved: [...s.moved, ui] };
}

/** Spec §10.2 relaxed, after the second player's Command half: the initiative
 *  player's ordered Approach moves in the order given, each checked again as if made
 *  now (SEQ-03, CMD-10, A.3); one no longer allowed is void and the log says why.
 *  The dice of the moves are rolled now, after the Command half's. */
function carryOutOrders(s0: CivGame, ctx: Ctx): CivGame {
  const orders = s0.planned ?? [];
  const first = s0.initiative;
  let s: CivGame = { ...s0, phase: 'approach', half: 0, active: first, moved: [] };
  delete s.planned;
  if (!orders.length) return s;
  ctx.log({ t: 'ordersCarriedOut', rule: 'SEQ-03', side: first, orders: orders.length });
  for (const o of orders) {
    const u = s.units[o.unit];
    const refused = moveRefusal(s, o.unit, o.how, o.angle);
    if (refused) {
      ctx.log({ t: 'approachVoided', rule: refused.rule, unit: u.id, side: first, how: o.how, why: voidReason(s, o.unit) });
      continue;
    }
    s = applyMove(s, o.unit, o.how, o.angle, ctx);
  }
  return s;
}

/** Why an ordered move is void, as the log words name it. */
function voidReason(s: CivGame, ui: number): 'gone' | 'bowRange' | 'notFree' {
  const u = s.units[ui];
  if (!u || u.destroyed) return 'gone';
  const st = u.status;
  const free = u.turn.controlled && !st.halted && !st.routing && !st.inCombat && !st.retiring && !st.evading && !st.rampaging && !st.pursuing && !st.looting;
  return free ? 'bowRange' : 'notFree';
}

/** The half-phases a player decides (SEQ-03 phases 2, 4 and 6 (a)); the missile
 *  exchanges (3, 5) and the rest of the Combat Phase run between them. */
type DecidedPhase = 'approach' | 'tactical' | 'charges';

/** Whether the acting player has any choice but to end the half-phase (spec §10.2:
 *  a half-phase with none is skipped by the engine). */
function hasChoice(s: CivGame): boolean {
  if (s.phase === 'charges') return chargeChoices(s).length > 0;
  return s.units.some((_, i) => mayMove(s, i));
}

/** Opens a player's half of a decided phase; skips it when he has no choice.
 *  `ordering`: the initiative player's Approach ordered ahead (relaxed packets). */
function enterHalf(s0: CivGame, phase: DecidedPhase, half: 0 | 1, ctx: Ctx, ordering = false): CivGame {
  let s: CivGame = { ...s0, phase, half, active: actor({ phase: 'command', half }, s0.initiative) as Seat, moved: [] };
  if (ordering) s.planned = [];
  ctx.log(ordering ? { t: 'halfPhase', rule: 'SEQ-03', turn: s.turn, phase, side: s.active, ordered: true } : { t: 'halfPhase', rule: 'SEQ-03', turn: s.turn, phase, side: s.active });
  if (phase === 'tactical') s = tacticalStart(s, ctx);
  if (phase === 'charges') s = spontaneousCharges(s, ctx);
  if (hasChoice(s)) return s;
  ctx.log({ t: 'halfSkipped', rule: 'SEQ-03', phase, side: s.active });
  return endHalf(s, ctx);
}

/** The end of a player's Approach, Tactical or charge half-phase: the next half, or
 *  the engine's steps up to the next decision (SEQ-03 order). An Approach ordered
 *  ahead (relaxed packets) ends in the other player's Command half. */
export function endHalf(s: CivGame, ctx: Ctx): CivGame {
  if (orderingApproach(s)) { const next: CivGame = { ...s, moved: [] }; startCommand(next, 1, ctx); return next; }
  if (s.half === 0) return enterHalf(s, s.phase as DecidedPhase, 1, ctx);
  switch (s.phase) {
    case 'approach': {
      ctx.log({ t: 'exchange', rule: 'SEQ-03', phase: 'longRange' });
      return enterHalf(markContacts(shootingExchange(s, 'longRange', ctx)), 'tactical', 0, ctx);
    }
    case 'tactical': {
      ctx.log({ t: 'exchange', rule: 'SEQ-03', phase: 'shortRange' });
      return enterHalf(markContacts(shootingExchange(s, 'shortRange', ctx)), 'charges', 0, ctx);
    }
    default: {
      ctx.log({ t: 'exchange', rule: 'SEQ-03', phase: 'combat' });
      const fought = combatStep(markContacts(resolveCharges(s, ctx)), ctx);
      return restOfTurn(fought, ctx);
    }
  }
}

/** Recovery (phase 7, MOR-05, MOR-20), the victory check (A.6) and the next turn. */
function restOfTurn(s0: CivGame, ctx: Ctx): CivGame {
  const r = recovery(s0);
  for (const e of r.events) ctx.log({ ...e });
  // The turn's charge and retreat flags end with it; a charge still in melee goes on (CMD-23).
  const units = r.state.units.map((u) => ({ ...u, status: { ...u.status, retiring: false, evading: false, charging: u.status.charging && u.status.inCombat } }));
  const s: CivGame = leaderFates({ ...s0, ...r.state, units, moved: [], declared: [], charged: [], caught: [] }, ctx, false);
  const next = victoryCheck(s, ctx);
  if (next.phase === 'over') return next;
  if (next.turn >= next.turnLimit) {
    ctx.log({ t: 'gameOver', rule: 'A.6', provisional: true, winner: -1, reason: 'draw', losses: [0, 0] });
    return { ...next, phase: 'over', result: { winner: null, reason: 'draw' } };
  }
  next.turn += 1;
  next.phase = 'initiative';
  next.active = next.initiative;
  ctx.log({ t: 'turn', rule: 'SEQ-03', turn: next.turn });
  return next;
}
