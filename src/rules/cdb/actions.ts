// The player's actions and their legality: the AP roll and assignment (4.1), moves (9),
// restraint (4.2) and the end of the movement phase (3).
import type { Ctx, Seat, Violation } from '../../engine/contract';
import { activationCost, newCostMemo, payment, type CostMemo } from './action-points';
import { checkGroup, possibleGroups } from './groups';
import { candidateMoves, carryOutMove, newPlanMemo, planMove, type MoveAction, type MovePlan } from './movement';
import { answerChoice, assignActionDice, assignmentChoices, endMovement, rollActionDice } from './sequence';
import { corpsOf, flagsOf, setFlags, unitById, type CdbState, type Unit } from './state';
import { isImpetuous } from './units';
import { offeredOrders, ORDER_IDS, ORDER_VALUES, ordersOf, ordersRefusal, setOrders, type CdbOrders } from './orders';
import { applySetup, setupLegalActions, setupViolation, type SetupAction } from './setup';
import { applyHidden, hiddenOffers, hiddenViolation, type HiddenAction } from './hidden';

export type CdbAction =
  | { k: 'roll' }
  | { k: 'assign'; dice: number[] }
  | MoveAction
  | { k: 'restrain'; units: number[] }
  | { k: 'end' }
  /** The answer to the pending choice of a combat step (one of its options: a hex, a unit, 0/1). */
  | { k: 'choose'; answer: number }
  /** Spec §9: the player's own standing orders (orders.ts); free, in his own turn. */
  | { k: 'orders'; o: CdbOrders }
  /** Set-up (14.3): armies, terrain, side, baggage, deployment (setup.ts). */
  | SetupAction
  /** 14.3.3: hiding a counter at deployment, showing it later (hidden.ts). */
  | HiddenAction;

export type { MoveAction, SetupAction };

/** The rule an action of each kind answers to. */
export const RULE_OF: Record<CdbAction['k'], string> = { roll: 'CdB 4.1', assign: 'CdB 4.1', move: 'CdB 9', restrain: 'CdB 4.2', end: 'CdB 3', choose: 'CdB 3', orders: 'CdB §9',
  commitArmy: 'CdB 14', revealArmy: 'CdB 14', route: 'sidebar-terrain', riverAcross: 'sidebar-terrain', hill: 'sidebar-terrain', terrain: 'sidebar-terrain', place: 'sidebar-terrain', terrainEnd: 'sidebar-terrain',
  side: 'CdB 14.3', baggage: 'CdB 14.3', deploy: 'CdB 14.3', commitPlan: 'CdB S7', revealPlan: 'CdB S7', sealDeployment: 'CdB sidebar-200', openDeployment: 'CdB sidebar-200', hide: 'CdB 14.3', reveal: 'CdB 14.3' };

/** 4.2 "Restraining": impetuous units (against 9.5) and units of a demoralised corps (against 12.3). */
const mayBeRestrained = (s: CdbState, u: Unit): boolean =>
  u.side === s.active && !flagsOf(s, u.id).restrained && !flagsOf(s, u.id).moved && (isImpetuous(s, u) || corpsOf(s, u).demoralised);

function planRestraint(s: CdbState, ids: number[], memo: CostMemo = newCostMemo()): { error: Violation } | { corps: number; total: number; pay: { corps: number; cinc: number } } {
  if (s.phase !== 'move') return { error: { rule: 'CdB 4.2', message: 'restraint is an activation of the movement phase' } };
  if (ids.length < 1 || new Set(ids).size !== ids.length) return { error: { rule: 'CdB 4.2', message: 'name each unit once' } };
  const units = ids.map((id) => s.units.find((u) => u.id === id));
  if (units.some((u) => !u || !mayBeRestrained(s, u))) return { error: { rule: 'CdB 4.2', message: 'only impetuous units and units of a demoralised corps are restrained, once' } };
  const body = units as Unit[];
  if (body.length > 1) { const v = checkGroup(s, body); if (v) return { error: v }; }
  const corps = corpsOf(s, body[0]);
  const cost = activationCost(s, corps, { kind: 'restraint', units: body }, memo);
  const pay = payment(s, cost.total, s.ap[String(corps.id)] ?? 0, s.cincPoint, body.some((u) => u.counters.some((c) => c.cinc)));
  if (!pay) return { error: { rule: 'CdB 4.2', message: `this restraint costs ${cost.total} action points, more than the corps has left` } };
  return { corps: corps.id, total: cost.total, pay };
}

/** The plan of the last move found legal, for `apply` to carry out without planning it again
 *  (the plan is a function of the state, which the clone apply makes does not change). */
let planned: { s: CdbState; a: CdbAction; plan: MovePlan } | null = null;
/** The plan `violation` made for this very state and action, if it was the last one checked. */
export function takePlanned(s: CdbState, a: CdbAction): MovePlan | undefined {
  const p = planned;
  planned = null;
  return p && p.s === s && p.a === a ? p.plan : undefined;
}

/** Why `a` is not legal now for `seat`, or null. */
export function violation(s: CdbState, seat: Seat, a: CdbAction): Violation | null {
  if (s.phase === 'over') return { rule: 'CdB 13', message: 'the game is over' };
  if (a.k === 'hide' || a.k === 'reveal') return hiddenViolation(s, seat, a);
  if (s.setup) return isSetup(a) ? setupViolation(s, seat, a) : { rule: 'CdB 14.3', message: 'the battle is being set up' };
  if (isSetup(a)) return { rule: 'CdB 14.3', message: 'the set-up is over' };
  if (s.combat) {
    const c = s.combat.pending;
    if (seat !== c.side) return { rule: c.rule, message: 'the other player has a choice to make' };
    if (a.k !== 'choose') return { rule: c.rule, message: 'a choice is to be made first' };
    return c.options.includes(a.answer) ? null : { rule: c.rule, message: 'that is not one of the choices offered' };
  }
  if (seat !== s.active) return { rule: 'CdB 3', message: 'it is the other player\'s turn' };
  switch (a.k) {
    case 'roll': return s.phase === 'ap' ? null : { rule: 'CdB 4.1', message: 'the dice are rolled at the start of the turn' };
    case 'assign': {
      if (s.phase !== 'assign') return { rule: 'CdB 4.1', message: 'no dice to assign now' };
      const key = a.dice.join(',');
      return assignmentChoices(s).some((d) => d.join(',') === key) ? null : { rule: 'CdB 4.1', message: 'the rolled dice, each corps with an irregular general keeping its own' };
    }
    case 'move': { const r = planMove(s, a); if ('error' in r) return r.error; planned = { s, a, plan: r.plan }; return null; }
    case 'restrain': { const r = planRestraint(s, a.units); return 'error' in r ? r.error : null; }
    case 'end': return s.phase === 'move' ? null : { rule: 'CdB 3', message: 'the movement phase ends only once it has begun' };
    case 'choose': return { rule: 'CdB 3', message: 'no choice is pending' };
    case 'orders': { const m = ordersRefusal(s, seat, a.o); return m ? { rule: 'CdB §9', message: m } : null; }
  }
}

/** Spec §9: the one 'orders' action offered in the movement phase (orders.ts), when legal. */
function ordersOffered(s: CdbState, seat: Seat): CdbAction[] {
  const o = offeredOrders(s, seat);
  return ordersRefusal(s, seat, o) ? [] : [{ k: 'orders', o }];
}

/** Everything `seat` may do now; moves are representative (check accepts any legal move). */
export function legalActions(s: CdbState, seat: Seat): CdbAction[] {
  if (s.phase === 'over') return [];
  if (s.setup) return [...setupLegalActions(s, seat), ...hiddenOffers(s, seat)];
  if (s.combat) return seat === s.combat.pending.side ? s.combat.pending.options.map((answer) => ({ k: 'choose', answer })) : [];
  if (seat !== s.active) return [];
  if (s.phase === 'ap') return [{ k: 'roll' }];
  if (s.phase === 'assign') return assignmentChoices(s).map((dice) => ({ k: 'assign', dice }));
  if (s.phase !== 'move') return [];
  const out: CdbAction[] = [];
  const corpsIds = s.corps.filter((c) => c.side === s.active).map((c) => c.id);
  const groups = corpsIds.flatMap((c) => possibleGroups(s, c));
  const seen = new Set<string>();
  const memo = newPlanMemo();
  for (const m of candidateMoves(s, groups)) {
    const r = planMove(s, m, memo);
    if ('error' in r) continue;
    // One representative per outcome: where each member ends, split and join.
    const key = m.units.join('.') + ':' + m.split + ':' + r.plan.end.map((e) => e.hex + '/' + e.facing).join(',') + ':' + r.plan.joins;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(m);
  }
  const restrainable = s.units.filter((u) => mayBeRestrained(s, u));
  for (const u of restrainable) if (!('error' in planRestraint(s, [u.id], memo.cost))) out.push({ k: 'restrain', units: [u.id] });
  for (const ids of groups) {
    const sub = ids.filter((id) => restrainable.some((u) => u.id === id));
    if (sub.length === ids.length && !('error' in planRestraint(s, ids, memo.cost))) out.push({ k: 'restrain', units: ids });
  }
  out.push(...ordersOffered(s, seat));
  out.push(...hiddenOffers(s, seat));
  out.push({ k: 'end' });
  return out;
}

const SETUP_KINDS: string[] = ['commitArmy', 'revealArmy', 'route', 'riverAcross', 'hill', 'terrain', 'place', 'terrainEnd', 'side', 'baggage', 'deploy', 'commitPlan', 'revealPlan', 'sealDeployment', 'openDeployment'];
const isSetup = (a: CdbAction): a is SetupAction => SETUP_KINDS.includes(a.k);

/** Applies a legal action to a state the caller owns (a copy); `seat` matters only in set-up. */
export function applyLegal(s: CdbState, a: CdbAction, ctx: Ctx, seat: Seat = s.active, plan?: MovePlan): void {
  if (isSetup(a)) return applySetup(s, seat, a, ctx);
  switch (a.k) {
    case 'hide': case 'reveal': return applyHidden(s, seat, a, (e) => ctx.log(e));
    case 'roll': return rollActionDice(s, ctx);
    case 'assign': return assignActionDice(s, a.dice, ctx);
    case 'move': {
      const r = plan ? { plan } : planMove(s, a);
      if ('error' in r) throw new Error('cdb: move not legal: ' + r.error.message);
      const from = a.units.map((id) => unitById(s, id).hex);
      const ids = carryOutMove(s, a, r.plan);
      ctx.log({ t: 'moved', rule: 'CdB 9', units: ids, from, to: r.plan.end.map((e) => e.hex), facing: r.plan.end[0].facing ?? -1, split: a.split, joined: r.plan.joins === null ? -1 : r.plan.joins,
        cost: r.plan.cost.total, items: r.plan.cost.items.map((i) => i.id), cinc: r.plan.pay.cinc, apLeft: s.ap[String(r.plan.corps)], march: r.plan.moveNumber });
      return;
    }
    case 'restrain': {
      const r = planRestraint(s, a.units);
      if ('error' in r) throw new Error('cdb: restraint not legal: ' + r.error.message);
      for (const id of a.units) setFlags(s, id, { restrained: true });
      s.ap[String(r.corps)] -= r.pay.corps;
      if (r.pay.cinc) s.cincPoint = false;
      ctx.log({ t: 'restrained', rule: 'CdB 4.2', units: [...a.units], cost: r.total, apLeft: s.ap[String(r.corps)] });
      return;
    }
    case 'end': return endMovement(s, ctx);
    case 'choose': return answerChoice(s, a.answer, ctx);
    case 'orders': {
      // Free: nothing else happens. Logged so that the opponent's replay says it in words
      // (the values as indexes in ORDER_IDS order, and which of them changed).
      const was = ordersOf(s, seat);
      setOrders(s, seat, a.o);
      ctx.log({ t: 'ordersSet', rule: '', /* the rulebook does not number standing orders */ side: seat, values: ORDER_IDS.map((id) => ORDER_VALUES[id].indexOf(a.o[id])), changed: ORDER_IDS.flatMap((id, i) => (a.o[id] === was[id] ? [] : [i])) });
      return;
    }
  }
}
