// The players' actions and their legality: rolling the CP ratings (CMD-03) and the
// initiative (SEQ-01), choosing first or second (SEQ-01/02), and in a Command
// half-phase one allocation per leader (CMD-04, CMD-08, p.20), pursuers or looters
// to stop (CMD-21), and the end of the half-phase, which runs the control tests.
// Allocations are representative in legalActions; check accepts any legal one.
import type { Ctx, Seat, Violation } from '../../engine/contract';
import { actionCost, allocationRefusals, controlCost } from './command';
import { arrivedFrom, commandUnder, DELIVERIES, giveRefusals, holders, issuerOf, orderOf, moveMessengers, mustListen, ORDERS_COST, type HeldOrder, type OrderContent, type OrdersState, type PendingOrder } from './orders';
import { commandById, type CbLeader } from './state';
import { DIST } from './data/scale';
import { troopType } from './data/troops';
import { onTable, TABLE } from './deployment';
import { applyRevealArmy, applySealArmy, choiceViolation, OFFERED_ARMIES, publicArmy, revealArmyAction, revealArmyViolation, sealArmyAction, sealArmyViolation } from './army-step';
import { deploymentViolation, LAYOUTS, layoutPlan, planOf, plannedArmy, publicLayout, PUBLIC_SALT, revealAction, revealViolation, sealLayout, sealViolation } from './deploy-choice';
import { DEFAULT_AFTER_COMBAT, RESPONSE_ORDERS, type CivGame, type Cp, type MoveHow, type OrderPreference, type ResponseOrder } from './game';
import { applyMove, chargeChoices, chargeRefusal, manoeuvreFatigue, mayMove, moveChoices, moveRefusal } from './half-phases';
import { applyDetach, detachChoices, detachRefusal } from './legion-detach';
import { applyRelief, reliefChoices, reliefRefusal } from './line-relief';
import { applyForm, formChoices, formRefusal, type FormTarget, type FormTurn } from './formation-action';
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
  /** FRM-10..12: a unit changes formation instead of moving (formation-action.ts). */
  | { k: 'form'; unit: number; to: FormTarget; turn: FormTurn }
  /** FRM-07 (p.13): a Legion in Acies detaches one of its lines (sub-unit `sub`) as a new unit. */
  | { k: 'detach'; unit: number; sub: number }
  /** MOR-07 (p.25; A.3): a Legion in Acies swaps its front line and the next, removing 1 DP. */
  | { k: 'relieve'; unit: number }
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
  | { k: 'revealArmy'; salt: number[]; army: number[] }
  /** CMD-40 (option ordersModule): a holder's initial order, set by his player in Turn 1 (free). */
  | { k: 'initialOrder'; leader: number; order: 1 | 2 | 3; x: number; y: number }
  /** CMD-40: an issuer's pre-arranged signals, declared in Turn 1: (order, x, y) each, at most one per CP. */
  | { k: 'signals'; leader: number; list: number[] };

/** D1: the preference a `prefer` action sets. */
export const preferenceOf = (a: { first: boolean; when?: 'far' | 'near' }): OrderPreference => (!a.first ? 'second' : a.when === 'far' ? 'firstIfFar' : a.when === 'near' ? 'firstIfNear' : 'first');
const PREFER_ACTIONS: CivAction[] = [{ k: 'prefer', first: true }, { k: 'prefer', first: false }, { k: 'prefer', first: true, when: 'far' }, { k: 'prefer', first: true, when: 'near' }];

export const RULE_OF: Record<CivAction['k'], string> = { roll: 'SEQ-01', choose: 'SEQ-01', allocate: 'CMD-04', stop: 'CMD-21', done: 'SEQ-03', move: 'A.1', detach: 'FRM-07', relieve: 'MOR-07', form: 'FRM-12', charge: 'A.5', respond: 'A.5', afterCombat: 'A.5', prefer: 'SEQ-01', sealDeployment: 'A.7', revealDeployment: 'A.7', sealArmy: 'ORG-05', revealArmy: 'ORG-05', initialOrder: 'CMD-40', signals: 'CMD-40' };

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
    if (x.kind === 'orders' && x.unit !== undefined && !s.units[x.unit]) return v('ORG-06', 'no such unit');
  }
  // Costs are judged as they will be when the Command Phase runs: after the orders heard (ORG-06).
  const heard = asHeard(s, l, a.actions);
  const refusals = allocationRefusals(heard, l, a.actions.map((x) => toCpAction(heard, x)), commandOptionsFrom(s.options));
  if (refusals.length) return v(refusals[0].rule, refusals[0].en);
  return s.orders ? ordersViolation(s, s.orders, a) : null;
}

/** ORG-06: the state as it will be once `l` has heard the re-assignments his actions listen
 *  to (a unit heard joins his command at once, so his Control may cost more, p.20). */
function asHeard(s: CivGame, l: CbLeader, actions: readonly Cp[]): CivGame {
  if (!s.orders || l.command === null) return s;
  let t = s;
  for (const x of actions) {
    if (x.kind !== 'orders' || x.role !== 'receive' || !s.leaders[x.other]) continue;
    const p = arrivedFrom(s.orders, l.id, s.leaders[x.other].id);
    if (!p || !('unit' in p.what)) continue;
    const id = p.what.unit;
    t = { ...t, units: t.units.map((u) => (u.id === id ? { ...u, command: l.command! } : u)) };
  }
  return t;
}

/** The content a give carries (CMD-40, ORG-06), or null when it names none. */
function contentOf(s: CivGame, x: Extract<Cp, { kind: 'orders' }>): OrderContent | null {
  if (x.order === undefined || x.via === undefined) return null;
  if (x.order === 0) return x.unit !== undefined && s.units[x.unit] ? { unit: s.units[x.unit].id } : null;
  return x.order === 2 ? { n: 2, x: x.x ?? 0, y: x.y ?? 0 } : { n: x.order };
}

/** CMD-40/41, ORG-06 with the module on: what the allocation's orders actions need, and the
 *  subordinate in contact with his superior who must listen. */
function ordersViolation(s: CivGame, o: OrdersState, a: Extract<CivAction, { k: 'allocate' }>): Violation | null {
  const l = s.leaders[a.leader];
  const to = new Set<string>();
  for (const x of a.actions) {
    if (x.kind !== 'orders') continue;
    const other = s.leaders[x.other];
    if (x.role === 'receive') {
      if (!arrivedFrom(o, l.id, other.id)) return v('CMD-40', `no order from ${other.name} has reached ${l.name}`);
      continue;
    }
    const what = contentOf(s, x);
    if (!what) return v('CMD-40', 'a new order says what it is and how it goes');
    if (what !== null && !('unit' in what) && what.n === 2 && !onTable(what.x!, what.y!)) return v('CMD-40', 'the position to defend is on the table');
    if (other.side !== l.side || !other.alive || other.id === l.id) return v('CMD-40', 'orders go to a leader of your own');
    if (to.has(other.id)) return v('CMD-40', `one order at a time for ${other.name}`);
    to.add(other.id);
    const r = giveRefusals(s, o, { from: l, to: other, what, via: x.via! });
    if (r.length) return v(r[0].rule, r[0].en);
  }
  const must = mustListen(s, o, l);
  if (must && !a.actions.some((x) => x.kind === 'orders' && x.role === 'receive' && s.leaders[x.other].id === must.from))
    return v('CMD-40', `${l.name} is in contact with ${s.leaders.find((x) => x.id === must.from)!.name}: he must listen to his order`);
  return null;
}

/** CMD-40: whether `l` issues orders (to a holder) and so may declare signals. */
const issues = (s: CivGame, l: CbLeader): boolean => holders(s, l.side).some((h) => issuerOf(s, h)?.id === l.id);

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
    case 'relieve': return reliefRefusal(s, a.unit);
    case 'form': return formRefusal(s, a.unit, a.to, a.turn, mayMove);
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
    case 'initialOrder': {
      if (!s.orders) return v('CMD-40', 'written orders are not in play in this game');
      if (s.phase !== 'command' || s.turn !== 1) return v('CMD-40', 'initial orders are set in your Command Phase of the first turn');
      const l = s.leaders[a.leader];
      if (!l || l.side !== seat || issuerOf(s, l) === undefined) return v('CMD-40', 'only a leader of yours who holds orders is given initial orders');
      if (s.orders.initial.includes(l.id)) return v('CMD-40', `${l.name} already has his initial orders`);
      if (![1, 2, 3].includes(a.order) || (a.order === 2 && !onTable(a.x, a.y))) return v('CMD-40', 'orders are 1, 2 with a position on the table, or 3');
      return null;
    }
    case 'signals': {
      if (!s.orders) return v('CMD-40', 'written orders are not in play in this game');
      if (s.phase !== 'command' || s.turn !== 1) return v('CMD-40', 'pre-arranged signals are declared in your Command Phase of the first turn');
      const l = s.leaders[a.leader];
      if (!l || l.side !== seat || !l.alive || !issues(s, l)) return v('CMD-40', 'only a leader of yours who issues orders has signals');
      if (s.orders.signals[l.id]) return v('CMD-40', `${l.name} has already declared his signals`);
      const m = a.list.length / 3;
      if (!Number.isInteger(m) || m < 1) return v('CMD-40', 'each signal is an order');
      if (m > l.cp) return v('CMD-40', `${l.name} may have at most one pre-arranged signal per command point (${l.cp})`);
      for (let i = 0; i < m; i++) { const n = a.list[3 * i]; if (![1, 2, 3].includes(n) || (n === 2 && !onTable(a.list[3 * i + 1], a.list[3 * i + 2]))) return v('CMD-40', 'orders are 1, 2 with a position on the table, or 3'); }
      return null;
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
  if (s.orders) lists.push(...ordersAllocations(s, s.orders, li));
  return lists;
}

/** CMD-40/41, ORG-06 (option ordersModule): to each holder of his, each other order (2 at the
 *  holder's own place) in person or by messenger, and each of his signals; each unit of a
 *  command under him to each other command under him; listening to each order that reached him.
 *  Those the rules refuse (not in contact, out of sight…) are left out by the caller. */
function ordersAllocations(s: CivGame, o: OrdersState, li: number): Cp[][] {
  const l = s.leaders[li];
  const out: Cp[][] = [];
  const control: Cp = { kind: 'control', exclude: [] };
  s.leaders.forEach((h, hi) => {
    if (h.side !== l.side || issuerOf(s, h)?.id !== l.id) return;
    const now = orderOf(o, h.id);
    for (const n of [1, 2, 3] as const) {
      if (n === now.n && n !== 2) continue;
      for (const via of DELIVERIES) if (via !== 'signal') out.push([{ kind: 'orders', role: 'give', other: hi, via, order: n, x: n === 2 ? h.x : 0, y: n === 2 ? h.y : 0 }]);
    }
    for (const sig of o.signals[l.id] ?? []) out.push([{ kind: 'orders', role: 'give', other: hi, via: 'signal', order: sig.n, x: sig.x ?? 0, y: sig.y ?? 0 }]);
  });
  // ORG-06: each unit of a command under him to each other command under him.
  const mine = s.commands.filter((c) => commandUnder(s, l, c));
  for (const dst of mine) {
    const hi = s.leaders.findIndex((h) => h.id === dst.leader && h.alive);
    if (hi < 0) continue;
    s.units.forEach((u, ui) => {
      if (u.destroyed || u.command === dst.id || !mine.some((c) => c.id === u.command)) return;
      for (const via of DELIVERIES) if (via !== 'signal') out.push([{ kind: 'orders', role: 'give', other: hi, via, order: 0, x: 0, y: 0, unit: ui }]);
    });
  }
  for (const p of o.pending) {
    if (p.to !== l.id || !p.arrived) continue;
    const from = s.leaders.findIndex((x) => x.id === p.from);
    out.push([{ kind: 'orders', role: 'receive', other: from }], [{ kind: 'orders', role: 'receive', other: from }, control]);
  }
  return out;
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
    const forming: CivAction[] = formChoices(s, mayMove).map((f) => ({ k: 'form', ...f }));
    const relieving: CivAction[] = reliefChoices(s).map((unit) => ({ k: 'relieve', unit }));
    return [...moves, ...forming, ...detaching, ...relieving, { k: 'done' }];
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
  // CMD-40 (option ordersModule), Turn 1: each holder's initial order, each issuer's signals.
  if (s.orders && s.turn === 1) s.leaders.forEach((l, li) => {
    if (l.side !== seat) return;
    const tries: CivAction[] = [{ k: 'initialOrder', leader: li, order: 1, x: 0, y: 0 }, { k: 'initialOrder', leader: li, order: 2, x: l.x, y: l.y }, { k: 'initialOrder', leader: li, order: 3, x: 0, y: 0 }, { k: 'signals', leader: li, list: [1, 0, 0] }];
    for (const a of tries) if (!violation(s, seat, a)) out.push(a);
  });
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
      if (s.orders) for (const x of a.actions) if (x.kind === 'orders') applyOrders(s, l, x, ctx);
      return s;
    }
    case 'initialOrder': {
      const l = s.leaders[a.leader];
      const held: HeldOrder = a.order === 2 ? { n: 2, x: a.x, y: a.y } : { n: a.order };
      s.orders = { ...s.orders!, held: { ...s.orders!.held, [l.id]: held }, initial: [...s.orders!.initial, l.id] };
      ctx.log({ t: 'initialOrder', rule: 'CMD-40', leader: l.id, order: held.n, ...(held.n === 2 ? { x: held.x, y: held.y } : {}), side: s.active });
      return s;
    }
    case 'signals': {
      const l = s.leaders[a.leader];
      const list: HeldOrder[] = [];
      for (let i = 0; i < a.list.length; i += 3) list.push(a.list[i] === 2 ? { n: 2, x: a.list[i + 1], y: a.list[i + 2] } : { n: a.list[i] as 1 | 3 });
      s.orders = { ...s.orders!, signals: { ...s.orders!.signals, [l.id]: list } };
      ctx.log({ t: 'signalsDeclared', rule: 'CMD-40', leader: l.id, orders: list.map((x) => x.n), side: s.active });
      return s;
    }
    case 'stop':
      s.stop.push(a.unit);
      ctx.log({ t: 'stopOrdered', rule: 'CMD-21', unit: s.units[a.unit].id, side: s.active });
      return s;
    case 'move': return orderingApproach(s) ? orderMove(s, a.unit, a.how, a.angle, ctx) : applyMove(s, a.unit, a.how, a.angle, ctx);
    case 'detach': return applyDetach(s, a.unit, a.sub, ctx);
    case 'relieve': return applyRelief(s, a.unit, ctx);
    case 'form': {
      const reform = s.units[a.unit].formation === 'unformed' && a.to !== 'unformed';
      const r = applyForm(s, a.unit, a.to, a.turn, ctx);
      return manoeuvreFatigue(r.state, r.unit, reform ? 'reform' : 'formationChange', ctx);
    }
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
      if (s.orders) forcedListening(s, ctx);
      const side = s.active;
      const next = endCommand(s, ctx);
      if (next.orders) {
        const r = moveMessengers(next, next.orders, side);
        next.orders = r.orders;
        for (const e of r.events) ctx.log({ ...e, side });
      }
      // Hits on leaders lower their rating (CMD-51): what is left never exceeds it.
      for (const l of next.leaders) if (next.cpLeft[l.id] !== undefined) next.cpLeft[l.id] = l.alive ? Math.min(next.cpLeft[l.id], l.cp) : 0;
      return next;
    }
  }
}

/** CMD-40, ORG-06: a give sends the order (heard at once in contact or by signal, carried by a
 *  messenger otherwise, CMD-41); a receive makes it the listener's order or moves the unit. */
function applyOrders(s: CivGame, l: CbLeader, x: Extract<Cp, { kind: 'orders' }>, ctx: Ctx): void {
  const o = s.orders!;
  const other = s.leaders[x.other];
  if (x.role === 'give') {
    const what = contentOf(s, x)!;
    const via = x.via!;
    const p: PendingOrder = { from: l.id, to: other.id, what, via, arrived: via !== 'messenger' };
    s.orders = { ...o, pending: [...o.pending, p], messengers: via === 'messenger' ? [...o.messengers, { from: l.id, to: other.id, x: l.x, y: l.y, foot: !l.mounted }] : o.messengers };
    ctx.log({ t: 'orderSent', rule: 'unit' in what ? 'ORG-06' : 'CMD-40', leader: l.id, to: other.id, via, ...('unit' in what ? { unit: what.unit } : { order: what.n }), side: l.side });
    return;
  }
  s.orders = hear(s, o, l, other.id, ctx);
}

/** The listener hears the order that reached him from `from` (CMD-40, ORG-06). */
function hear(s: CivGame, o: OrdersState, l: CbLeader, from: string, ctx: Ctx): OrdersState {
  const p = arrivedFrom(o, l.id, from)!;
  const pending = o.pending.filter((x) => x !== p);
  if ('unit' in p.what) {
    const ui = s.units.findIndex((u) => u.id === (p.what as { unit: string }).unit);
    const u = s.units[ui];
    const sup = s.leaders.find((x) => x.id === from);
    const src = commandById(s, u.command), dst = l.command !== null ? commandById(s, l.command) : undefined;
    if (u.destroyed || !sup || !src || !dst || !commandUnder(s, sup, src) || !commandUnder(s, sup, dst)) {
      ctx.log({ t: 'orderLapsed', rule: 'ORG-06', from, to: l.id, side: l.side });
      return { ...o, pending };
    }
    s.units[ui] = { ...u, command: dst.id };
    ctx.log({ t: 'orderHeard', rule: 'ORG-06', leader: l.id, from, unit: u.id, side: l.side });
    return { ...o, pending };
  }
  const held = p.what;
  ctx.log({ t: 'orderHeard', rule: 'CMD-40', leader: l.id, from, order: held.n, side: l.side });
  return { ...o, pending, held: { ...o.held, [l.id]: held } };
}

/** CMD-40: a leader left without actions who must listen (his superior in contact) listens,
 *  then takes Control if he can still afford it (CMD-04's default). */
function forcedListening(s: CivGame, ctx: Ctx): void {
  s.leaders.forEach((l, li) => {
    if (l.side !== s.active || !l.alive || s.allocations.some((x) => x.leader === li)) return;
    const must = mustListen(s, s.orders!, l);
    if (!must) return;
    const from = s.leaders.findIndex((x) => x.id === must.from);
    const actions: Cp[] = [{ kind: 'orders', role: 'receive', other: from }];
    ctx.log({ t: 'mustListen', rule: 'CMD-40', leader: l.id, from: must.from, side: l.side });
    if (controlCost(asHeard(s, l, actions), l) <= l.cp - ORDERS_COST) actions.push({ kind: 'control', exclude: [] });
    applyLegal(s, { k: 'allocate', leader: li, actions }, ctx);
  });
}

export { TABLE };
