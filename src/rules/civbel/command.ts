// Command and control (CMD-01..10, p.19–21): who may influence whom, command
// points, command reach with its chain, the allocation actions and their costs,
// and which troops are controlled this turn. Pure functions over CbState.
import { ACTION_COST, CP, INSPIRE_BONUS, STEADY_DPS, RALLY_DPS } from './data/tables';
import { DIST } from './data/scale';
import { leaderWithin, unitsWithin } from './geometry';
import { spontaneousProne } from './control-test';
import { commandById, contingentById, liveUnits, unitById, type CbLeader, type CbState, type CbUnit, type Rank } from './state';

export interface Refusal { rule: string; en: string; fr: string }
const no = (rule: string, en: string, fr: string): Refusal => ({ rule, en, fr });

/** CMD-03: a leader's CP rating. Commanders always 3; others one per pip of an AvD
 *  (2–5), the General +1 if historically exceptional (max 5); a scenario's fixed
 *  value wins and consumes no die (`avd` null). */
export function commandPoints(rank: Rank, o: { fixed?: number; avd: number | null; exceptional?: boolean }): number {
  if (o.fixed !== undefined) return o.fixed;
  if (rank === 'commander') return CP.commander;
  if (o.avd === null) throw new Error('CMD-03: an AvD is needed');
  return Math.min(CP.max, o.avd + (rank === 'general' && o.exceptional ? CP.exceptionalBonus : 0));
}

/** Spec §5.6: the Inspire bonus of a leader's current rating (after wounds, spec A5). */
export function inspireBonus(l: CbLeader): number {
  return INSPIRE_BONUS[l.cp] ?? 0;
}

const generalOf = (s: CbState, side: number): CbLeader | undefined => s.leaders.find((l) => l.side === side && l.rank === 'general' && l.alive);

/** CMD-01: whether leader `l` may influence unit `u` (the 2IC's share, which
 *  depends on the General's reach, is settled in commandReach). */
export function influences(s: CbState, l: CbLeader, u: CbUnit): boolean {
  if (!l.alive || u.destroyed || l.side !== u.side) return false;
  const cmd = commandById(s, u.command);
  if (!cmd) return false;
  const cont = cmd.contingent !== null ? contingentById(s, cmd.contingent) : undefined;
  switch (l.rank) {
    case 'commander': return l.command === u.command;
    case 'contingent': return cont !== undefined && l.contingent === cont.id;
    case 'general': return !(cont && cont.independentAlly);
    case 'second': return !(cont && cont.independentAlly) && u.nation === l.nation;
  }
}

/** CMD-05/06: the ids of the units a leader has within command reach: those within
 *  1 JT of his command stand, or of the unit he is attached to (p.19), and then,
 *  link by link, those within 1 JT of troops already in reach; the chain runs only
 *  through troops he may influence (spec CMD-06 [INTERP], T-12). A 2IC reaches only
 *  troops of his nation that the General does not (spec A26). */
export function commandReach(s: CbState, l: CbLeader): string[] {
  let cands = liveUnits(s, l.side).filter((u) => influences(s, l, u));
  if (l.rank === 'second') {
    const g = generalOf(s, l.side);
    if (g) { const gr = commandReach(s, g); cands = cands.filter((u) => !gr.includes(u.id)); }
  }
  const with_ = l.attachedTo !== null ? unitById(s, l.attachedTo) : undefined;
  const reached = new Set<string>();
  const queue: CbUnit[] = [];
  for (const u of cands) {
    if ((with_ && (u.id === with_.id || unitsWithin(with_, u, DIST.reach))) || leaderWithin(l, u, DIST.reach)) { reached.add(u.id); queue.push(u); }
  }
  while (queue.length > 0) {
    const q = queue.shift()!;
    for (const u of cands) if (!reached.has(u.id) && unitsWithin(q, u, DIST.reach)) { reached.add(u.id); queue.push(u); }
  }
  return cands.filter((u) => reached.has(u.id)).map((u) => u.id);
}

/** Whether any enemy unit or stand is within `r` of u, edge to edge. */
export function enemyWithin(s: CbState, u: CbUnit, r: number, count: (e: CbUnit) => boolean = () => true): boolean {
  return liveUnits(s, u.side === 0 ? 1 : 0).some((e) => count(e) && unitsWithin(u, e, r));
}

/** CMD-08/09: the cost of a Control action over the troops in reach (less those the
 *  player excludes): 1; 2 if any is prone to spontaneous advance and within bow
 *  range of the enemy; 3 if such troops are being shot at (last turn, spec A6). */
export function controlCost(s: CbState, l: CbLeader, exclude: readonly string[] = []): number {
  let cost: number = ACTION_COST.control;
  for (const id of commandReach(s, l)) {
    if (exclude.includes(id)) continue;
    const u = unitById(s, id)!;
    if (!spontaneousProne(u)) continue;
    if (u.shotAtLastTurn) cost = Math.max(cost, ACTION_COST.controlProneShotAt);
    else if (enemyWithin(s, u, DIST.bow)) cost = Math.max(cost, ACTION_COST.controlProneInBow);
  }
  return cost;
}

export type CpAction =
  | { kind: 'control'; exclude?: string[] }
  | { kind: 'move'; double: boolean; to: { x: number; y: number }; attach?: string; detach?: boolean }
  | { kind: 'directShooting' }
  | { kind: 'steady'; mode: 'removeDps' | 'rally' | 'influenceTests'; unit?: string }
  | { kind: 'inspire' }
  | { kind: 'orders'; role: 'give' | 'receive'; other: string };

export interface CommandOptions { leaderRallyCost: 2 | 3; ordersModule: boolean }
export const DEFAULT_COMMAND_OPTIONS: CommandOptions = { leaderRallyCost: 3, ordersModule: false };

/** The CP cost of one action (p.20). */
export function actionCost(s: CbState, l: CbLeader, a: CpAction, o: CommandOptions = DEFAULT_COMMAND_OPTIONS): number {
  switch (a.kind) {
    case 'control': return controlCost(s, l, a.exclude);
    case 'move': return a.double ? ACTION_COST.doubleMove : ACTION_COST.move;
    case 'directShooting': return ACTION_COST.directShooting;
    case 'steady': return a.mode === 'rally' ? o.leaderRallyCost : ACTION_COST.steady;
    case 'inspire': return ACTION_COST.inspire;
    case 'orders': return ACTION_COST.orders;
  }
}

/** CMD-04/08 and the action rules of p.20: why an allocation is refused (empty
 *  when it is legal). Reach and distances are judged on the state given. */
export function allocationRefusals(s: CbState, l: CbLeader, actions: readonly CpAction[], o: CommandOptions = DEFAULT_COMMAND_OPTIONS): Refusal[] {
  const out: Refusal[] = [];
  const total = actions.reduce((a, x) => a + actionCost(s, l, x, o), 0);
  if (total > l.cp) out.push(no('CMD-04', `${l.name} has ${l.cp} command points; these actions cost ${total}.`, `${l.name} a ${l.cp} points de commandement ; ces actions en coûtent ${total}.`));
  const attached = l.attachedTo !== null ? unitById(s, l.attachedTo) : undefined;
  for (const a of actions) {
    if (a.kind === 'move') {
      const step = l.mounted ? DIST.leaderMove : DIST.footLeaderMove;
      const limit = a.double ? 2 * step : step;
      const dx = a.to.x - l.x, dy = a.to.y - l.y;
      if (dx * dx + dy * dy > limit * limit) out.push(no('MOV-K9', `${l.name} may move at most ${limit / DIST.javelin} javelin throws with this action.`, `${l.name} ne peut se déplacer que de ${limit / DIST.javelin} jets de javelot avec cette action.`));
      if (attached && !a.detach) out.push(no('CMD-08', `${l.name} is with a unit: he must detach to move on his own.`, `${l.name} accompagne une unité : il doit la quitter pour se déplacer seul.`));
      if (attached && a.detach && attached.status.routing) out.push(no('CMD-08', `${l.name} may not leave a routing unit.`, `${l.name} ne peut pas quitter une unité en déroute.`));
    }
    if (a.kind === 'inspire' && attached && attached.kind === 'special') out.push(no('CMD-08', 'Special troops may not be inspired.', 'Les troupes spéciales ne peuvent pas être galvanisées.'));
    if (a.kind === 'orders' && !o.ordersModule) out.push(no('CMD-40', 'Written orders are not in play in this game.', 'Les ordres écrits ne sont pas en jeu dans cette partie.'));
    if (a.kind === 'steady' && a.mode === 'rally') {
      const u = a.unit !== undefined ? unitById(s, a.unit) : undefined;
      if (!u || !u.shaken || !influences(s, l, u) || !nearLeader(s, l, u)) out.push(no('MOR-22', 'A leader rallies one shaken unit of his own within 1 javelin throw.', 'Un chef rallie une unité ébranlée des siennes à 1 jet de javelot.'));
    }
  }
  return out;
}

/** CMD-07: the leader's own 1 JT (from his unit when attached), no chaining. */
export function nearLeader(s: CbState, l: CbLeader, u: CbUnit): boolean {
  const with_ = l.attachedTo !== null ? unitById(s, l.attachedTo) : undefined;
  return (with_ !== undefined && (with_.id === u.id || unitsWithin(with_, u, DIST.reach))) || leaderWithin(l, u, DIST.reach);
}

/** CMD-04: the actions a leader takes when his player allocates none: Control alone,
 *  if he can afford it; otherwise nothing, and his troops test (spec T-20). */
export function defaultAllocation(s: CbState, l: CbLeader): CpAction[] {
  return controlCost(s, l) <= l.cp ? [{ kind: 'control' }] : [];
}

/** CMD-10: the ids of `side`'s units and stands under control this turn: in the
 *  reach of any leader of their chain who allocated Control (less his exclusions).
 *  Leaders absent from `allocations` take the default (CMD-04). */
export function controlledUnits(s: CbState, side: number, allocations: readonly { leader: string; actions: CpAction[] }[]): string[] {
  const byLeader = new Map(allocations.map((a) => [a.leader, a.actions]));
  const controlled = new Set<string>();
  for (const l of s.leaders) {
    if (l.side !== side || !l.alive) continue;
    const actions = byLeader.get(l.id) ?? defaultAllocation(s, l);
    for (const a of actions) if (a.kind === 'control') for (const id of commandReach(s, l)) if (!(a.exclude ?? []).includes(id)) controlled.add(id);
  }
  return liveUnits(s, side as 0 | 1).filter((u) => controlled.has(u.id)).map((u) => u.id);
}

/** MOR-06 / CMD Steady (p.20, spec A2): remove 2 DPs from every unshaken unit of his
 *  within 1 JT of him; or (MOR-22) rally one shaken unit to 3 DPs. Returns the new
 *  units and how many risk-to-leader rolls the steadying calls for (CMD-50: one per
 *  steadied unit within 1 JT of the enemy). */
export function steady(s: CbState, l: CbLeader, a: Extract<CpAction, { kind: 'steady' }>): { units: CbUnit[]; riskRolls: number } {
  let risk = 0;
  const units = s.units.map((u) => {
    if (!influences(s, l, u) || !nearLeader(s, l, u) || u.kind === 'special') return u;
    if (a.mode === 'removeDps' && !u.shaken && u.dps > 0) {
      if (enemyWithin(s, u, DIST.javelin)) risk++;
      return { ...u, dps: Math.max(0, u.dps - STEADY_DPS) };
    }
    if (a.mode === 'rally' && u.shaken && u.id === a.unit) {
      if (enemyWithin(s, u, DIST.javelin)) risk++;
      return { ...u, shaken: false, dps: RALLY_DPS, status: { ...u.status, rallying: false, mustWithdraw: false } };
    }
    return u;
  });
  return { units, riskRolls: risk };
}

