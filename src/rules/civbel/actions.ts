// The players' actions and their legality: rolling the CP ratings (CMD-03) and the
// initiative (SEQ-01), choosing first or second (SEQ-01/02), and in a Command
// half-phase one allocation per leader (CMD-04, CMD-08, p.20), pursuers or looters
// to stop (CMD-21), and the end of the half-phase, which runs the control tests.
// Allocations are representative in legalActions; check accepts any legal one.
import type { Ctx, Seat, Violation } from '../../engine/contract';
import { actionCost, allocationRefusals } from './command';
import { DIST } from './data/scale';
import { troopType } from './data/troops';
import { onTable, TABLE } from './deployment';
import { applyRevealArmy, applySealArmy, choiceViolation, OFFERED_ARMIES, publicArmy, revealArmyAction, revealArmyViolation, sealArmyAction, sealArmyViolation } from './army-step';
import { deploymentViolation, LAYOUTS, layoutPlan, planOf, plannedArmy, publicLayout, PUBLIC_SALT, revealAction, revealViolation, sealLayout, sealViolation } from './deploy-choice';
import { DEFAULT_AFTER_COMBAT, RESPONSE_ORDERS, type CivGame, type Cp, type MoveHow, type OrderPreference, type ResponseOrder } from './game';
import { applyMove, chargeChoices, chargeRefusal, mayMove, moveChoices, moveRefusal } from './half-phases';
import { applyDetach, detachChoices, detachRefusal } from './legion-detach';
import { leaderWithin } from './geometry';
import { commandOptionsFrom } from './options';
import { chooseOrder, endCommand, endHalf, orderingApproach, orderMove, rollForInitiative, rollRatings, toCpAction } from './turn';

export type CivAction =
  | { k: 'roll' }
  | { k: 'choose'; first: boolean }
  | { k: 'allocate'; leader: number; actions: Cp[] }
  | { k: 'stop'; unit: number }
  | { k: 'done' }
  | { k: 'move'; unit: number; how: MoveHow; angle: number }
  | { k: 'charge'; unit: number; target: number; dice: number }
  /** FRM-07 (p.13): a Legion in Acies detaches one of its lines (sub-unit `sub`) as a new unit. */
  | { k: 'detach'; unit: number; sub: number }
  | { k: 'respond'; unit: number; order: ResponseOrder }
  /** D19 (option pursuit): a unit's standing orders after winning a combat (A.5), once per Command half. */
  | { k: 'afterCombat'; unit: number; pursue: boolean; follow: boolean }
  /** D1: the acting player's standing preference for when he wins the initiative roll;
   *  `when` a predicate (ours): first only while the enemy is far (beyond bow range), or near. */
  | { k: 'prefer'; first: boolean; when?: 'far' | 'near' }
  /** D25 (A.7): the digest of a secret deployment, then its salt and poses (x, y, heading per unit). */
  | { k: 'sealDeployment'; digest: number[]; box?: number[] }
  | { k: 'revealDeployment'; salt: number[]; poses: number[]; forms?: number[]; leaders?: number[] }
  /** ORG-05 (scenario choose-armies): the digest of a secret army, then its salt and code (army-choice.ts). */
  | { k: 'sealArmy'; digest: number[]; box?: number[] }
  | { k: 'revealArmy'; salt: number[]; army: number[] };

/** D1: the preference a `prefer` action sets. */
export const preferenceOf = (a: { first: boolean; when?: 'far' | 'near' }): OrderPreference => (!a.first ? 'second' : a.when === 'far' ? 'firstIfFar' : a.when === 'near' ? 'firstIfNear' : 'first');
const PREFER_ACTIONS: CivAction[] = [{ k: 'prefer', first: true }, { k: 'prefer', first: false }, { k: 'prefer', first: true, when: 'far' }, { k: 'prefer', first: true, when: 'near' }];

export const RULE_OF: Record<CivAction['k'], string> = { roll: 'SEQ-01', choose: 'SEQ-01', allocate: 'CMD-04', stop: 'CMD-21', done: 'SEQ-03', move: 'A.1', detach: 'FRM-07', charge: 'A.5', respond: 'A.5', afterCombat: 'A.5', prefer: 'SEQ-01', sealDeployment: 'A.7', revealDeployment: 'A.7', sealArmy: 'ORG-05', revealArmy: 'ORG-05' };

/** Most actions in one allocation (a leader has at most 5 CPs; every action costs ≥ 1). */
export const MAX_CP_ACTIONS = 5;

const v = (rule: string, message: string): Violation => ({ rule, message });

/** Why a leader's allocation is refused, or null (CMD-04, CMD-08, p.20). */
function allocationViolation(s: CivGame, a: Extract<CivAction, { k: 'allocate' }>): Violation | null {
  const l = s.leaders[a.leader];
  if (!l || l.side !== s.active || !l.alive) return v('CMD-01', 'no such leader of yours');
  if (s.allocations.some((x) => x.leader === a.leader)) return v('CMD-04', `${l.name} has already been given his actions this turn`);
  if (a.actions.length > MAX_CP_ACTIONS) return v('CMD-04', 'too many actions for one leader');
  for (const x of a.actions) {
    if (x.kind === 'control' && x.exclude.some((i) => !s.units[i] || s.units[i].side !== s.active)) return v('CMD-08', 'only your own troops are left out of Control');
    if (x.kind === 'move') {
      if (!onTable(x.x, x.y)) return v('CMD-08', 'a leader stays on the table');
      if (x.attach >= 0) {
        const u = s.units[x.attach];
        if (!u || u.side !== s.active || u.destroyed || !leaderWithin({ x: x.x, y: x.y }, u, DIST.javelin)) return v('CMD-08', 'a leader attaches to a friendly unit within 1 javelin throw of where he ends');
      }
    }
    if (x.kind === 'steady' && x.unit >= 0 && !s.units[x.unit]) return v('MOR-22', 'no such unit');
    if (x.kind === 'orders' && !s.leaders[x.other]) return v('CMD-40', 'no such leader');
  }
  const refusals = allocationRefusals(s, l, a.actions.map((x) => toCpAction(s, x)), commandOptionsFrom(s.options));
  return refusals.length ? v(refusals[0].rule, refusals[0].en) : null;
}

export function violation(s: CivGame, seat: Seat, a: CivAction): Violation | null {
  if (s.phase === 'over') return v('SEQ-03', 'the game is over');
  if (seat !== s.active) return v('SEQ-03', 'it is the other player\'s turn to act');
  switch (a.k) {
    case 'sealArmy': return sealArmyViolation(s, seat, a.digest);
    case 'revealArmy': return revealArmyViolation(s, seat, a);
    case 'sealDeployment': return sealViolation(s, seat, a.digest);
    case 'revealDeployment': return revealViolation(s, seat, a);
    case 'roll': return s.phase === 'ratings' || s.phase === 'initiative' ? null : v('SEQ-01', 'there is nothing to roll now');
    case 'choose': return s.phase === 'choose' ? null : v('SEQ-01', 'only the winner of the initiative roll chooses, once');
    case 'allocate': return s.phase === 'command' ? allocationViolation(s, a) : v('CMD-04', 'command points are allocated in the Command Phase');
    case 'stop': {
      if (s.phase !== 'command') return v('CMD-21', 'stopping pursuit or looting is decided in the Command Phase');
      const u = s.units[a.unit];
      if (!u || u.side !== s.active || u.destroyed || !(u.status.pursuing || u.status.looting)) return v('CMD-21', 'only your pursuing or looting units can be told to stop');
      return s.stop.includes(a.unit) ? v('CMD-21', 'already told to stop') : null;
    }
    case 'done': return s.phase === 'command' || s.phase === 'approach' || s.phase === 'tactical' || s.phase === 'charges' ? null : v('SEQ-03', 'no half-phase to end now');
    case 'move': return moveRefusal(s, a.unit, a.how, a.angle);
    case 'detach': return detachRefusal(s, a.unit, a.sub, mayMove);
    case 'charge': return chargeRefusal(s, a.unit, a.target, a.dice);
    case 'respond': {
      // D13: each side sets its own units' standing orders, in its Command half-phase.
      if (s.phase !== 'command') return v('A.5', 'standing orders for charge responses are set in your Command Phase');
      const u = s.units[a.unit];
      if (!u || u.side !== s.active || u.destroyed) return v('A.5', 'standing orders are given to your own troops');
      if (!RESPONSE_ORDERS.includes(a.order)) return v('A.5', 'no such standing order');
      if (s.ordered.includes(a.unit)) return v('A.5', `${u.name} has already been given its standing order this turn`);
      return (s.responses[u.id] ?? 'auto') === a.order ? v('A.5', `${u.name} already has that standing order`) : null;
    }
    case 'afterCombat': {
      // D19: each side sets its own units' orders after combat, in its Command half-phase.
      if (!s.afterCombat) return v('A.5', 'winners halt after combat in this game');
      if (s.phase !== 'command') return v('A.5', 'standing orders for after a combat are set in your Command Phase');
      const u = s.units[a.unit];
      if (!u || u.side !== s.active || u.destroyed || u.kind === 'special') return v('A.5', 'standing orders are given to your own troops');
      if (s.afterCombatSet!.includes(a.unit)) return v('A.5', `${u.name} has already been given its orders for after a combat this turn`);
      const now = s.afterCombat[u.id] ?? DEFAULT_AFTER_COMBAT;
      return now.pursue === a.pursue && now.follow === a.follow ? v('A.5', `${u.name} already has those orders for after a combat`) : null;
    }
    case 'prefer': {
      // D1: each player sets his own, in his Command half-phase, once a half.
      if (!s.orderPreference) return v('SEQ-01', 'the winner of the initiative roll is asked each turn in this game');
      if (s.phase !== 'command') return v('SEQ-01', 'your preference for the initiative is set in your Command Phase');
      if (s.preferenceSet) return v('SEQ-01', 'your preference for the initiative has already been set this turn');
      if (a.when !== undefined && !a.first) return v('SEQ-01', 'a preference by the distance of the enemy says when you go first');
      return s.orderPreference[seat] === preferenceOf(a) ? v('SEQ-01', 'that is already your preference for the initiative') : null;
    }
  }
}

/** Representative allocations for one leader: none, Control, Inspire, Steady, Direct
 *  Shooting, and moves (forward, back, to his command's first unit and attach). */
function allocationsFor(s: CivGame, li: number): Cp[][] {
  const l = s.leaders[li];
  const fwd = l.side === 0 ? 1 : -1;
  const step = l.mounted ? DIST.leaderMove : DIST.footLeaderMove;
  const control: Cp = { kind: 'control', exclude: [] };
  const moves: Cp[] = [
    { kind: 'move', double: false, x: l.x, y: l.y + fwd * step, attach: -1, detach: l.attachedTo !== null },
    { kind: 'move', double: false, x: l.x, y: l.y - fwd * step, attach: -1, detach: l.attachedTo !== null },
  ];
  const mineIdx = s.units.findIndex((u) => u.side === l.side && !u.destroyed && (u.command === l.command || l.rank !== 'commander'));
  if (mineIdx >= 0 && l.attachedTo === null) {
    const st = s.units[mineIdx].stands[0];
    moves.push({ kind: 'move', double: false, x: st.x, y: st.y - fwd * (st.d + JT_QUARTER), attach: mineIdx, detach: false });
  }
  const lists: Cp[][] = [[], [control], [{ kind: 'inspire' }], [control, { kind: 'inspire' }], [{ kind: 'steady', mode: 'removeDps', unit: -1 }], [{ kind: 'steady', mode: 'influenceTests', unit: -1 }], [control, { kind: 'directShooting' }],
    ...moves.map((m) => [control, m]), ...moves.map((m) => [m])];
  s.units.forEach((u, i) => { if (u.shaken && u.side === l.side) lists.push([{ kind: 'steady', mode: 'rally', unit: i }]); });
  return lists;
}
const JT_QUARTER = 60;

export function legalActions(s: CivGame, seat: Seat): CivAction[] {
  if (s.phase === 'over' || seat !== s.active) return [];
  if (s.phase === 'army') {
    if (!s.armyStep!.digests[seat].length) return OFFERED_ARMIES.filter((c) => !choiceViolation(s, seat, c)).map((c) => sealArmyAction(c));
    const c = publicArmy(s, seat);
    const reveal: CivAction[] = c ? [revealArmyAction(c)] : [];
    return reveal.filter((a) => !violation(s, seat, a));
  }
  if (s.phase === 'deploy') {
    if (!s.deploy!.digests[seat].length) return LAYOUTS.filter((l) => !deploymentViolation(s, seat, layoutPlan(s, seat, l))).map((l) => sealLayout(s, seat, l));
    const l = publicLayout(s, seat);
    const reveal: CivAction[] = l ? [revealAction(layoutPlan(s, seat, l), PUBLIC_SALT)] : [];
    return reveal.filter((a) => !violation(s, seat, a));
  }
  if (s.phase === 'ratings' || s.phase === 'initiative') return [{ k: 'roll' }];
  if (s.phase === 'choose') return [{ k: 'choose', first: true }, { k: 'choose', first: false }];
  if (s.phase === 'approach' || s.phase === 'tactical') {
    const moves: CivAction[] = s.units.flatMap((_, i) => moveChoices(s, i).map((m): CivAction => ({ k: 'move', unit: i, ...m })));
    const detaching: CivAction[] = detachChoices(s, mayMove).map((d) => ({ k: 'detach', ...d }));
    return [...moves, ...detaching, { k: 'done' }];
  }
  if (s.phase === 'charges') return [...chargeChoices(s).map((c): CivAction => ({ k: 'charge', ...c })), { k: 'done' }];
  const out: CivAction[] = [];
  s.leaders.forEach((l, li) => {
    if (l.side !== seat || !l.alive || s.allocations.some((x) => x.leader === li)) return;
    for (const actions of allocationsFor(s, li)) {
      const a: CivAction = { k: 'allocate', leader: li, actions };
      if (!allocationViolation(s, a)) out.push(a);
    }
  });
  s.units.forEach((u, i) => { const a: CivAction = { k: 'stop', unit: i }; if (u.side === seat && !violation(s, seat, a)) out.push(a); });
  s.units.forEach((u, i) => {
    if (u.side !== seat || u.destroyed) return;
    const t = troopType(u.type)!;
    const offered: ResponseOrder[] = ['stand', ...(t.light || t.mounted ? ['evade' as const] : []), ...(t.mounted ? ['counter' as const] : [])];
    for (const order of offered) { const a: CivAction = { k: 'respond', unit: i, order }; if (!violation(s, seat, a)) out.push(a); }
  });
  // D19: each unit's orders after combat, one of them changed (offered once per half).
  if (s.afterCombat) s.units.forEach((u, i) => {
    if (u.side !== seat || u.destroyed || u.kind === 'special') return;
    const now = s.afterCombat![u.id] ?? DEFAULT_AFTER_COMBAT;
    for (const a of [{ k: 'afterCombat' as const, unit: i, pursue: !now.pursue, follow: now.follow }, { k: 'afterCombat' as const, unit: i, pursue: now.pursue, follow: !now.follow }]) if (!violation(s, seat, a)) out.push(a);
  });
  for (const prefer of PREFER_ACTIONS) if (!violation(s, seat, prefer)) out.push(prefer);
  out.push({ k: 'done' });
  return out;
}

/** Applies a legal action to a copy the caller owns; returns the next state. */
export function applyLegal(s: CivGame, a: CivAction, ctx: Ctx): CivGame {
  switch (a.k) {
    case 'roll':
      if (s.phase === 'ratings') rollRatings(s, ctx); else rollForInitiative(s, ctx);
      return s;
    case 'choose': chooseOrder(s, a.first, ctx); return s;
    case 'allocate': {
      const l = s.leaders[a.leader];
      const cost = a.actions.reduce((t, x) => t + actionCost(s, l, toCpAction(s, x), commandOptionsFrom(s.options)), 0);
      s.allocations.push({ leader: a.leader, actions: a.actions });
      s.cpLeft[l.id] = l.cp - cost;
      ctx.log({ t: 'allocated', rule: 'CMD-04', leader: l.id, side: l.side, actions: a.actions.map((x) => x.kind), cost, left: s.cpLeft[l.id] });
      return s;
    }
    case 'stop':
      s.stop.push(a.unit);
      ctx.log({ t: 'stopOrdered', rule: 'CMD-21', unit: s.units[a.unit].id, side: s.active });
      return s;
    case 'move': return orderingApproach(s) ? orderMove(s, a.unit, a.how, a.angle, ctx) : applyMove(s, a.unit, a.how, a.angle, ctx);
    case 'detach': return applyDetach(s, a.unit, a.sub, ctx);
    case 'charge': {
      s.declared.push({ unit: a.unit, target: a.target, dice: a.dice });
      ctx.log({ t: 'chargeDeclared', rule: 'A.5', provisional: true, unit: s.units[a.unit].id, target: s.units[a.target].id, dice: a.dice, side: s.active });
      return s;
    }
    case 'respond': {
      const u = s.units[a.unit];
      s.responses[u.id] = a.order;
      s.ordered.push(a.unit);
      ctx.log({ t: 'standingOrder', rule: 'A.5', unit: u.id, order: a.order, side: s.active });
      return s;
    }
    case 'afterCombat': {
      const u = s.units[a.unit];
      // The default is not stored, so a unit set back to it leaves no trace in the state.
      if (a.pursue === DEFAULT_AFTER_COMBAT.pursue && a.follow === DEFAULT_AFTER_COMBAT.follow) delete s.afterCombat![u.id];
      else s.afterCombat![u.id] = { pursue: a.pursue, follow: a.follow };
      s.afterCombatSet!.push(a.unit);
      ctx.log({ t: 'afterCombatOrder', rule: 'A.5', cites: 'D19', unit: u.id, pursue: a.pursue, follow: a.follow, side: s.active });
      return s;
    }
    case 'prefer': {
      s.orderPreference![s.active] = preferenceOf(a);
      s.preferenceSet = true;
      ctx.log({ t: 'orderPreference', rule: 'SEQ-01', side: s.active, first: a.first, ...(a.when ? { when: a.when } : {}) });
      return s;
    }
    case 'sealArmy': return applySealArmy(s, a, ctx);
    case 'revealArmy': return applyRevealArmy(s, a, ctx);
    case 'sealDeployment': {
      // Rome seals first, then Carthage, who reveals first (both are sealed by then).
      s.deploy!.digests[s.active] = [...a.digest];
      if (a.box) { s.deploy!.boxes = s.deploy!.boxes ?? [[], []]; s.deploy!.boxes[s.active] = [...a.box]; }
      ctx.log({ t: 'deploymentSealed', rule: 'A.7', side: s.active });
      s.active = 1;
      return s;
    }
    case 'revealDeployment': {
      const side = s.active;
      Object.assign(s, plannedArmy(s, side, planOf(a)));
      s.deploy!.revealed[side] = true;
      ctx.log({ t: 'deploymentRevealed', rule: 'A.7', side, units: a.poses.length / 3, chosen: a.forms !== undefined });
      if (s.deploy!.revealed[0] && s.deploy!.revealed[1]) { delete s.deploy; s.phase = 'ratings'; s.active = 0; }
      else s.active = 0;
      return s;
    }
    case 'done': {
      if (s.phase !== 'command') return endHalf(s, ctx);
      const next = endCommand(s, ctx);
      // Hits on leaders lower their rating (CMD-51): what is left never exceeds it.
      for (const l of next.leaders) if (next.cpLeft[l.id] !== undefined) next.cpLeft[l.id] = l.alive ? Math.min(next.cpLeft[l.id], l.cp) : 0;
      return next;
    }
  }
}

export { TABLE };
