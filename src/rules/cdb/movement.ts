// Movement as actions (rules 5.1, 6.2, 7, 8.1, 8.2, 9.1–9.4, 9.6, 1.2): a move is a list of
// ticks (spec 9.4 [INTERP]); in each tick every member of the unit or group stays, steps into
// a front hex (forward) or a rear hex (rearward, 9.2), or pivots. The whole move is checked
// tick by tick first, then priced with activationCost (spec §10.2 point 1) and paid (4.2).
import type { Violation } from '../../engine/contract';
import { frontEdges, pivotsBetween, rearEdges, type HexId } from '../../engine/hex';
import { activationCost, newCostMemo, payment, type Cost, type CostMemo } from './action-points';
import { standOffViolation } from './allies';
import { moveAllowance, printedMa, strategicMode, wagonMayEnter, wagonMustMoveAlone } from './allowance';
import { isMounted, isSkirmisher } from './data/units';
import { maxPivotsPerMove, pivotCost } from './facing';
import { frontHexes, gridOf, rearHexes } from './grid';
import { inLineOfFire, shoots } from './shooting';
import { checkColumnInDifficult, checkGroup } from './groups';
import { checkMarchMove, enemyDistance, movesAllowed } from './march';
import { mayPassThrough } from './recoil';
import { checkStack } from './stacking';
import { cellAt, corpsOf, flagsOf, front, unitById, type CdbState, type Counter, type Unit } from './state';
import { mayEnterWood, onRiverSide } from './terrain';
import { mayLeaveZoc, zocEntry, zocHolders } from './zoc';

/** What a member does in one tick. */
export const OP = { stay: 0, frontLeft: 1, frontRight: 2, rearLeft: 3, rearRight: 4, pivot1: 5, pivot2: 6, pivot3: 7, pivot4: 8, pivot5: 9, edge0: 10 } as const;
/** Baggage has no facing (6.1): it steps through any edge d, op edge0 + d. */
export const MAX_OP = OP.edge0 + 5;
/** Bounds that keep a move finite and its code short. */
export const MAX_TICKS = 16;
export const MAX_MEMBERS = 24;

/** 8.1: a stack may split: its front counter advances alone (front), or its rear counter moves back alone (rear). */
export type Split = 0 | 1 | 2;
export const SPLIT_NONE = 0, SPLIT_FRONT = 1, SPLIT_REAR = 2;

export interface MoveAction { k: 'move'; units: number[]; split: Split; ticks: number[][] }

const isEdgeStep = (op: number) => op >= OP.edge0;
const isStep = (op: number) => (op >= 1 && op <= 4) || isEdgeStep(op);
const isFrontStep = (op: number) => op === 1 || op === 2;
const isRearStep = (op: number) => op === 3 || op === 4;
const isPivot = (op: number) => op >= 5 && op <= 9;
/** The edge a step leaves by, for a unit facing f. */
const stepEdge = (f: number | null, op: number): number => (isEdgeStep(op) ? op - OP.edge0 : isFrontStep(op) ? frontEdges(f!)[op - 1] : rearEdges(f!)[op - 3]);

export interface MovePlan {
  corps: number;
  /** Final hex and facing of each member, in the order of the action's units. */
  end: { hex: HexId; facing: number | null }[];
  /** The lone mover entered a friend through its rear to form support (8.1): the friend's id. */
  joins: number | null;
  split: Split;
  moved: boolean[];
  spent: number[];
  cost: Cost;
  pay: { corps: number; cinc: number };
  moveNumber: number;
}

const bad = (rule: string, message: string): { error: Violation } => ({ error: { rule: `CdB ${rule}`, message } });

/** The unit a split moves: the front counter (8.1 "front counter advancing alone") or the rear one. */
function splitMover(u: Unit, split: Split, id: number): Unit {
  const c = split === SPLIT_FRONT ? u.counters[0] : u.counters[u.counters.length - 1];
  return { ...u, id, counters: [c] };
}

/** Answers remembered while many moves of one position are checked (legalActions). */
/** What moves planned on one state share: the bot and legalActions weigh many moves of the
 *  same bodies (a group's check of 5.1 is the same for every move it makes). */
export interface PlanMemo {
  cost: CostMemo; holders: Map<HexId, Unit[]>; occupant: Map<HexId, Unit> | null; groups: Map<string, Violation | null>;
  /** The units by id, and each hex's distance to the nearest enemy of the active side (9.3). */
  byId: Map<number, Unit> | null; enemyDistance: Map<HexId, number>;
}
export const newPlanMemo = (): PlanMemo => ({ cost: newCostMemo(), holders: new Map(), occupant: null, groups: new Map(), byId: null, enemyDistance: new Map() });

/** Validates a move tick by tick, then prices it. */
export function planMove(s: CdbState, a: MoveAction, memo: PlanMemo = newPlanMemo()): { error: Violation } | { plan: MovePlan } {
  const g = gridOf(s);
  // Enemies do not move during the active player's move: their zones are looked up once.
  const holdersAt = (h: HexId): Unit[] => {
    let x = memo.holders.get(h);
    if (!x) { x = zocHolders(s, s.active, h); memo.holders.set(h, x); }
    return x;
  };
  // Enemies do not move either: each hex's distance to the nearest one is worked out once.
  const enemyDistanceAt = (h: HexId): number => {
    let d = memo.enemyDistance.get(h);
    if (d === undefined) { d = enemyDistance(s, s.active, [h]); memo.enemyDistance.set(h, d); }
    return d;
  };
  if (s.phase !== 'move') return bad('3', 'units move only in the movement phase');
  if (a.units.length < 1 || a.units.length > MAX_MEMBERS || (a.units.length > 1 && new Set(a.units).size !== a.units.length)) return bad('5.1', 'a move names each unit once');
  if (a.ticks.length < 1 || a.ticks.length > MAX_TICKS) return bad('9.4', 'a move has 1 to 16 steps');
  // The first unit of each id, as a search of the list would find it.
  if (!memo.byId) { memo.byId = new Map(); for (const u of s.units) if (!memo.byId.has(u.id)) memo.byId.set(u.id, u); }
  const unitsById = memo.byId;
  const known = a.units.map((id) => unitsById.get(id));
  if (known.some((u) => !u || u.side !== s.active)) return bad('3', 'only the active player moves, and only his own units');
  const originals = known as Unit[];
  if (a.ticks.some((t) => t.length !== a.units.length || t.some((op) => !Number.isInteger(op) || op < 0 || op > MAX_OP) || t.every((op) => op === OP.stay)))
    return bad('9.4', 'each step gives every member an action, and someone acts');
  // 6.1, 2.4: baggage has no facing: it moves alone, stepping through any edge, never turning.
  const faceless = originals.map((u) => u.facing === null);
  if (faceless.some((b) => b) && originals.length > 1) return bad('5.1', 'baggage moves alone');
  if (a.ticks.some((t) => t.some((op, i) => op !== OP.stay && faceless[i] !== isEdgeStep(op)))) return bad('6.1', 'baggage steps through any edge and never turns; other units step only into their front or rear hexes');
  // 8.1 splits: the front counters of stacks advance, alone or as a group, into their front
  // hexes only; the rear counters move back, alone or as a group (FR "seule ou au sein d'un groupe").
  if (a.split !== SPLIT_NONE) {
    if (originals.some((u) => u.counters.length < 2)) return bad('8.1', 'only a stack splits');
    for (let i = 0; i < originals.length; i++) {
      const first = a.ticks.map((t) => t[i]).find((op) => op !== OP.stay);
      if (a.split === SPLIT_FRONT && (a.ticks.some((t) => isRearStep(t[i])) || first === undefined || !isFrontStep(first))) return bad('8.1', 'the front counter leaves its stack by a step into a front hex, and only advances');
      // FR 8.1 "reculer … uniquement sur ses hex. d'arrière": a rearward move, not only one hex (the spec says one).
      if (a.split === SPLIT_REAR && a.ticks.some((t) => t[i] !== OP.stay && !isRearStep(t[i]))) return bad('8.1', 'the rear counter moves back alone through its rear hexes only');
    }
  }
  const members: Unit[] = a.split === SPLIT_NONE ? originals : originals.map((u, i) => splitMover(u, a.split, s.nextUnit + i));
  const group = members.length > 1;
  const corps = corpsOf(s, members[0]);
  if (group) {
    // The members depend only on the units named and the split (splitMover numbers from s.nextUnit).
    const key = a.split + ':' + a.units.join('.');
    let v = memo.groups.get(key);
    if (v === undefined) { v = checkGroup(s, members); memo.groups.set(key, v); }
    if (v) return { error: v };
  }
  const flags = originals.map((u) => flagsOf(s, u.id));
  // A counter leaving its stack has made the stack's moves so far.
  const moveNumber = 1 + Math.max(...flags.map((f) => f.moves));
  // 9.3 (checked first: it is cheap and stops most second moves).
  const atPhaseStart = Math.min(...originals.map((u) => s.startDistance[String(u.id)] ?? enemyDistanceAt(u.hex)));
  // 9.1, 9.2: forward and rearward steps are not mixed; a rearward move has no pivot and is
  // made by a lone unit or a group of skirmishers only.
  let rearward = false, forwardOrPivot = false;
  for (const t of a.ticks) for (const op of t) { if (isRearStep(op)) rearward = true; else if (op !== OP.stay) forwardOrPivot = true; }
  if (rearward && forwardOrPivot) return bad('9.2', 'forward and rearward movement may not be combined in one move, and a rearward move has no change of facing');
  if (rearward && group && a.split !== SPLIT_REAR && !members.every((u) => u.counters.every((c) => isSkirmisher(c.type)))) return bad('9.2', 'only a lone unit or a group of skirmishers moves rearward');
  // Start of the move: zones of control (6.2, 7.2).
  const startZoc = members.map((u) => holdersAt(u.hex).length > 0);
  for (let i = 0; i < members.length; i++) {
    const steps = a.ticks.some((t) => isStep(t[i]));
    const pivots = a.ticks.some((t) => isPivot(t[i]));
    if (!startZoc[i]) continue;
    if (pivots) return bad('6.2', 'a unit in an enemy zone of control cannot change facing in its movement phase');
    if (!steps) continue;
    if (a.split === SPLIT_REAR) continue; // 8.1: the rear counter may move back even from a zone
    if (!rearward) return bad('7.2', 'a unit in an enemy zone of control leaves it only by a rearward move');
    const v = mayLeaveZoc(s, members[i], printedMa(front(members[i])), (e) => printedMa(front(e)));
    if (v) return { error: v };
  }
  // The ticks.
  const hex = members.map((u) => u.hex);
  const facing = members.map((u) => u.facing);
  const spent = members.map(() => 0);
  const pivotCount = members.map(() => 0);
  const touched: HexId[][] = members.map((u) => [u.hex]);
  const moved = members.map(() => false);
  const path: HexId[] = [...hex];
  const memberIds = new Set(members.map((u) => u.id));
  // The stack a split leaves behind (8.1).
  const leftBehind = new Map<number, Unit>(a.split === SPLIT_NONE ? []
    : originals.map((u) => [u.id, { ...u, counters: a.split === SPLIT_FRONT ? u.counters.slice(1) : u.counters.slice(0, -1) }]));
  const others = () => s.units.filter((u) => !memberIds.has(u.id)).map((u) => leftBehind.get(u.id) ?? u);
  // Who stands where, members apart (looked up at every step).
  memo.occupant ??= new Map(s.units.map((u) => [u.hex, u]));
  const occupants = memo.occupant;
  const stayingAt = (h: HexId): Unit | undefined => {
    const o = occupants.get(h);
    if (!o || memberIds.has(o.id)) return undefined;
    return leftBehind.get(o.id) ?? o;
  };
  let stopped = false;
  let pivoted = false;
  let cameAdjacent = false;
  let joins: number | null = null;
  for (let t = 0; t < a.ticks.length; t++) {
    if (stopped) return bad('7.1', 'a unit or group stops as soon as it enters an enemy zone of control');
    if (joins !== null) return bad('8.1', 'entering a friend to support it ends the move');
    const tick = a.ticks[t];
    for (let i = 0; i < members.length; i++) {
      const op = tick[i];
      if (op === OP.stay) continue;
      const now: Unit = { ...members[i], hex: hex[i], facing: facing[i] };
      if (isPivot(op)) {
        const f = facing[i] as number;
        const to = (f + op - 4) % 6;
        if (t > 0 && holdersAt(hex[i]).length > 0) return bad('6.2', 'a unit in an enemy zone of control cannot change facing in its movement phase');
        pivotCount[i] += pivotsBetween(f, to);
        if (pivotCount[i] > maxPivotsPerMove(now, group)) return bad('6.2', 'a unit moving in a group turns one vertex per move');
        spent[i] += pivotCost(now, f, to, !group);
        facing[i] = to;
        pivoted = true;
        continue;
      }
      const to = g.neighbour(hex[i], stepEdge(facing[i], op));
      if (!g.onMap(to)) return bad('1.1', 'a unit may not leave the map');
      const cell = cellAt(s, to);
      if (cell.impassable) return bad('1.2', 'impassable ground');
      if (stayingAt(to) && stayingAt(to)!.side !== now.side) return bad('8', 'a unit may not enter an enemy\'s hex');
      if (now.counters.some((c) => !wagonMayEnter(s, c, to))) return bad('9.6', 'wagons enter difficult ground only along a road');
      if (!mayEnterWood(s, members[i].hex, to)) return bad('1.2', 'a unit enters a wood only if it began its move in or next to that wood');
      const z = zocEntry(s, now, to, facing[i], holdersAt);
      if (!z.allowed) return bad('7.1', 'a unit may not enter an enemy zone of control showing its flank or rear');
      if (z.stops && startZoc[i] && t === 0 && a.split !== SPLIT_REAR) return bad('7.2', 'a unit leaving an enemy zone of control may not move directly into another');
      if (z.stops) stopped = true;
      spent[i] += 1;
      hex[i] = to;
      moved[i] = true;
      touched[i].push(to);
      path.push(to);
      if (!cameAdjacent && g.neighbours(to).some((n) => { if (!g.onMap(n)) return false; const o = stayingAt(n); const c = cellAt(s, n); return (o !== undefined && o.side !== now.side) || c.river === true || c.kind === 'wood' || c.impassable === true; })) cameAdjacent = true;
      // CdB M11 (a): a river along a side of the hex reached.
      if (!cameAdjacent && onRiverSide(s, to)) cameAdjacent = true;
    }
    // After each tick (9.4): one facing, connected, and legal positions (8, 8.1, 8.2).
    if (group && facing.some((f) => f !== facing[0])) return bad('9.4', 'a group keeps one facing after every step');
    if (group && !connected(s, hex)) return bad('9.4', 'the members of a group must touch one another after every step');
    if (hex.length > 1 && new Set(hex).size !== hex.length) return bad('8', 'two members may not share a hex');
    const last = t === a.ticks.length - 1;
    for (let i = 0; i < members.length; i++) {
      const friend = stayingAt(hex[i]);
      if (!friend || (a.split !== SPLIT_NONE && hex[i] === members[i].hex)) continue; // not yet out of its own stack
      const now: Unit = { ...members[i], hex: hex[i], facing: facing[i] };
      const cameFrom = touched[i][touched[i].length - 2];
      const throughRear = cameFrom !== undefined && rearHexes(g, friend).includes(cameFrom) && touched[i][touched[i].length - 1] === hex[i];
      const canJoin = !group && friend.corps === now.corps && friend.facing === facing[i] && throughRear && !checkStack([...friend.counters, ...now.counters]);
      if (canJoin && (last || !mayPassThrough(s, now, friend))) { joins = friend.id; continue; }
      if (!mayPassThrough(s, now, friend)) return bad('8.2', 'a unit may pass through this friend only as the table of 8.2 allows (never one next to an enemy)');
      if (last) return bad('8', 'a move may not end in a friend\'s hex except to support it from behind with the same facing');
    }
  }
  // After the move: allowance (9.1, 9.4, 9.6), column (1.2), wagons (9.6), marches (9.3), allies (4.3).
  // 2.8: mounted infantry far from the enemy moves as horse (the distance is asked only for them).
  const strategic = (u: Unit, c: Counter) => c.mountedInfantry !== undefined && strategicMode(c, enemyDistanceAt(u.hex));
  const allowance = members.map((u, i) => Math.min(...u.counters.map((c) => moveAllowance(s, c, touched[i], strategic(u, c)))));
  const printed = members.map((u) => Math.min(...u.counters.map(printedMa)));
  const groupAllowance = Math.min(...allowance);
  for (let i = 0; i < members.length; i++)
    if (spent[i] > (group ? groupAllowance : allowance[i])) return bad(group ? '9.4' : '9.6', group ? 'every member of a group has the allowance of its slowest member' : 'more movement points than the unit\'s allowance for this move');
  const after = members.map((u, i) => ({ ...u, hex: hex[i], facing: facing[i] }));
  const afterPos = () => ({ ...s, units: [...others(), ...after] });
  if (group) {
    const v = checkColumnInDifficult(afterPos(), after);
    if (v) return { error: v };
    if (members.some((u, i) => u.counters.some((c) => wagonMustMoveAlone(s, c, touched[i])))) return bad('9.6', 'wagons off-road in broken ground move one at a time');
  }
  // 11.1: Bowmen may not move into contact with the front of a mounted enemy they could shoot at.
  for (let i = 0; i < members.length; i++) {
    if (front(members[i]).type !== 'Bw' || !moved[i] || !shoots(members[i])) continue;
    const faced = s.units.filter((e) => e.side !== s.active && isMounted(front(e).type) && frontHexes(g, e).includes(hex[i]));
    if (faced.some((e) => inLineOfFire(s, members[i], e))) return bad('11.1', 'Bowmen may not move into contact with the front of mounted enemies they could shoot at');
  }
  const march = checkMarchMove(s, members, { atPhaseStart, moveNumber, path }, enemyDistanceAt);
  if (march) return { error: march };
  if (corps.unreliable) { const v = standOffViolation(s, afterPos(), corps.id); if (v) return { error: v }; }
  const byId = (xs: number[]) => { const o: Record<number, number> = {}; for (let i = 0; i < members.length; i++) o[members[i].id] = xs[i]; return o; };
  const cost = activationCost(s, corps, {
    kind: 'move', units: members, pivoted, spent: byId(spent), allowance: byId(allowance), printed: byId(printed),
    groupAllowance, cameAdjacent, moveNumber,
  }, memo.cost);
  const pay = payment(s, cost.total, s.ap[String(corps.id)] ?? 0, s.cincPoint, members.some((u) => u.counters.some((c) => c.cinc)));
  if (!pay) return bad('4.2', `this move costs ${cost.total} action points, more than the corps has left`);
  return { plan: { corps: corps.id, end: hex.map((h, i) => ({ hex: h, facing: facing[i] })), joins, split: a.split, moved, spent, cost, pay, moveNumber } };
}

function connected(s: CdbState, hexes: HexId[]): boolean {
  const g = gridOf(s);
  const seen = new Set([0]);
  const todo = [0];
  while (todo.length) {
    const i = todo.pop()!;
    for (let j = 0; j < hexes.length; j++) if (!seen.has(j) && g.distance(hexes[i], hexes[j]) === 1) { seen.add(j); todo.push(j); }
  }
  return seen.size === hexes.length;
}

/** Carries out a planned move on a copy the caller owns: positions, splits and joins (8.1),
 *  the AP paid (4.2) and the turn flags (§2.8). Returns the ids of the units now moved. */
export function carryOutMove(s: CdbState, a: MoveAction, plan: MovePlan): number[] {
  let ids = a.units;
  if (plan.split !== SPLIT_NONE) {
    ids = a.units.map((uid, i) => {
      const u = unitById(s, uid);
      const c = plan.split === SPLIT_FRONT ? u.counters.shift()! : u.counters.pop()!;
      const id = s.nextUnit++;
      s.units.push({ id, side: u.side, corps: u.corps, hex: plan.end[i].hex, facing: plan.end[i].facing, counters: [c] });
      s.flags[String(id)] = { ...flagsOf(s, uid), moves: plan.moveNumber - 1, moved: false };
      return id;
    });
  } else {
    ids.forEach((id, i) => { const u = unitById(s, id); u.hex = plan.end[i].hex; u.facing = plan.end[i].facing; });
  }
  for (let i = 0; i < ids.length; i++) {
    const f = flagsOf(s, ids[i]);
    s.flags[String(ids[i])] = { ...f, moves: f.moves + 1, moved: f.moved || plan.moved[i] };
  }
  if (plan.joins !== null) {
    const mover = unitById(s, ids[0]);
    const friend = unitById(s, plan.joins);
    friend.counters.push(...mover.counters); // 8.1: it goes to the bottom
    s.units = s.units.filter((u) => u.id !== mover.id);
    const fm = flagsOf(s, mover.id), ff = flagsOf(s, friend.id);
    s.flags[String(friend.id)] = { ...ff, moves: Math.max(ff.moves, fm.moves), moved: ff.moved || fm.moved };
    delete s.flags[String(mover.id)];
    ids = [friend.id];
  }
  s.ap[String(plan.corps)] -= plan.pay.corps;
  if (plan.pay.cinc) s.cincPoint = false;
  return ids;
}

// ---- Representative moves for legalActions (check accepts any legal move) ----

/** A few moves per unit and per group, enough for a player or a bot to make progress while
 *  each is checked in full: one step by either front edge, the whole allowance straight
 *  ahead, a pivot in place, one step back, and the two splits of a stack. Units that may not
 *  move again (9.3) or whose corps has no point left are skipped. */
export function candidateMoves(s: CdbState, groups: number[][]): MoveAction[] {
  const out: MoveAction[] = [];
  const straight = (k: number) => Array.from({ length: k }, (_, i) => (i % 2 ? OP.frontRight : OP.frontLeft));
  const canPay = (u: Unit) => (s.ap[String(u.corps)] ?? 0) >= 1 || (s.cincPoint && u.counters.some((c) => c.cinc));
  const mayMoveAgain = (u: Unit) => flagsOf(s, u.id).moves === 0 || ((s.startDistance[String(u.id)] ?? 0) > 4 && flagsOf(s, u.id).moves < movesAllowed(s, u));
  for (const u of s.units) {
    if (u.side !== s.active || !canPay(u) || !mayMoveAgain(u)) continue;
    const ma = Math.min(6, ...u.counters.map(printedMa));
    const lone = (ticks: number[][], split: Split = SPLIT_NONE) => out.push({ k: 'move', units: [u.id], split, ticks });
    if (u.facing === null) { if (ma > 0) for (let d = 0; d < 6; d++) lone([[OP.edge0 + d]]); continue; }
    lone([[OP.frontLeft]]);
    lone([[OP.frontRight]]);
    if (ma > 1) lone(straight(ma).map((op) => [op]));
    lone([[OP.pivot1]]);
    lone([[OP.pivot5]]);
    lone([[OP.rearLeft]]);
    if (u.counters.length > 1) { lone([[OP.frontLeft]], SPLIT_FRONT); lone([[OP.rearRight]], SPLIT_REAR); }
  }
  for (const ids of groups) {
    const units = ids.map((id) => unitById(s, id));
    if (!canPay(units[0]) || !units.every(mayMoveAgain)) continue;
    const ma = Math.min(6, ...units.flatMap((u) => u.counters.map(printedMa)));
    const all = (op: number) => ids.map(() => op);
    out.push({ k: 'move', units: ids, split: SPLIT_NONE, ticks: [all(OP.frontLeft)] });
    if (ma > 1) out.push({ k: 'move', units: ids, split: SPLIT_NONE, ticks: straight(ma).map(all) });
    out.push({ k: 'move', units: ids, split: SPLIT_NONE, ticks: [all(OP.pivot1)] });
    out.push({ k: 'move', units: ids, split: SPLIT_NONE, ticks: [all(OP.pivot5)] });
    if (units.every((u) => u.counters.length > 1)) out.push({ k: 'move', units: ids, split: SPLIT_FRONT, ticks: [all(OP.frontLeft)] });
  }
  return out;
}
