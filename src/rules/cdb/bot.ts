// The steady Champs de Bataille bot (issue 14), in the game's own terms: it rolls and gives
// the best die to the corps with the most to do (4.1), then spends each corps's action
// points (4.2) on moves that bring its line forward as a group (5.1), marching while the
// enemy is far (9.3), and closes to contact only where the mêlée totals of 11.2 favour it;
// it turns to face an enemy on its flank, keeps its units beside friends near the enemy,
// keeps its generals out of bad fights, restrains impetuous units heading for a bad fight
// and demoralised ones that would flee (4.2, 9.5, 12.3). Choices of the combat steps take
// the standing orders of spec §9 (the `default` of each choice point: the best recoil hex,
// the best attacker to turn to, the weakest enemy to fight, the nearest target to shoot).
// Deterministic: it draws only from the seeded stream it is given, and falls back to a
// legal action it was given when it meets one it does not know (set-up actions).
import type { Seat } from '../../engine/contract';
import type { BotRandom } from '../../engine/draws';
import type { HexId } from '../../engine/hex';
import { legalActions, violation, type CdbAction } from './actions';
import { frontHexes, gridOf } from './grid';
import { possibleGroups } from './groups';
import { meleeTotals } from './melee';
import { newPlanMemo, OP, planMove, SPLIT_NONE, type MoveAction, type PlanMemo } from './movement';
import { printedMa } from './allowance';
import { spontaneousTargets } from './spontaneous-advance';
import { isImpetuous } from './units';
import { corpsOf, flagsOf, front, type CdbState, type Unit } from './state';

/** What a hex of distance is worth when it brings a unit nearer the nearest enemy. */
const APPROACH = 2;
/** What a point of the expected mêlée difference (11.2, dice equal) is worth. */
const PER_POINT = 3;
/** Contact is sought only for an expected difference of at least one point. */
const CONTACT = -2;
const FLANK_EXPOSED = -10;
const FLANK_ATTACK = 6;
const BAGGAGE_REACHED = 5;
/** A unit within this many hexes of an enemy wants a friend beside it (keeping the line). */
const LINE_RADIUS = 5;
const ALONE = -2;
/** A general's counter risks the corps (12.2): its fights count for more. */
const GENERAL_RISK = 2;
/** An action point is worth this much: a move must gain more than it costs. */
const AP_WORTH = 1;

const isBaggage = (u: Unit) => u.facing === null;

/** The expected difference of the 11.2 totals of u against e with equal dice (its factors). */
export function meleeEdge(p: CdbState, u: Unit, e: Unit): number {
  const [a, b] = meleeTotals(p, u, e, [0, 0]);
  return a.total - b.total;
}

/** How good it is for the bot's side that unit u stands where it stands in position p. */
function unitValue(p: CdbState, u: Unit, enemies: Unit[]): number {
  const g = gridOf(p);
  let near = 99;
  let v = 0;
  const myFront = u.facing === null ? [] : frontHexes(g, u);
  for (const e of enemies) {
    const d = g.distance(u.hex, e.hex);
    if (d < near) near = d;
    if (d !== 1) continue;
    if (e.facing === null) { v += BAGGAGE_REACHED; continue; }
    const iFaceIt = myFront.includes(e.hex), itFacesMe = frontHexes(g, e).includes(u.hex);
    const risk = front(u).general ? GENERAL_RISK : 1;
    if (iFaceIt && itFacesMe) {
      const edge = meleeEdge(p, u, e);
      v += CONTACT + PER_POINT * Math.max(-5, Math.min(5, edge)) * (edge < 0 ? risk : 1);
    } else if (itFacesMe) v += FLANK_EXPOSED * risk;
    else if (iFaceIt) v += FLANK_ATTACK;
  }
  v -= APPROACH * Math.max(0, near - 1);
  if (near <= LINE_RADIUS && !p.units.some((f) => f !== u && f.side === u.side && !isBaggage(f) && g.distance(f.hex, u.hex) === 1)) v += ALONE;
  return v;
}

/** The moves the bot weighs for one body (a unit or a group): straight ahead for each length
 *  its allowance allows (starting by either front edge), a pivot either way, a pivot then a
 *  step, and a step back for a lone unit. */
function movesFor(ids: number[], ma: number): MoveAction[] {
  const all = (op: number) => ids.map(() => op);
  const out: MoveAction[] = [];
  const mv = (ticks: number[][]) => out.push({ k: 'move', units: ids, split: SPLIT_NONE, ticks });
  for (let k = Math.min(ma, 6); k >= 1; k--) {
    for (const first of [OP.frontLeft, OP.frontRight]) {
      const other = first === OP.frontLeft ? OP.frontRight : OP.frontLeft;
      mv(Array.from({ length: k }, (_, i) => all(i % 2 ? other : first)));
    }
  }
  for (const piv of [OP.pivot1, OP.pivot5]) {
    mv([all(piv)]);
    if (ma > 1) { mv([all(piv), all(OP.frontLeft)]); mv([all(piv), all(OP.frontRight)]); }
  }
  if (ids.length === 1) { mv([all(OP.rearLeft)]); mv([all(OP.rearRight)]); }
  return out;
}

interface Scored { a: CdbAction; score: number }

/** The best move of the movement phase, with what it gains, or null when nothing is worth a point. */
function bestMove(s: CdbState, seat: Seat): Scored | null {
  const mine = s.units.filter((u) => u.side === seat && !isBaggage(u));
  const enemies = s.units.filter((u) => u.side !== seat);
  if (!enemies.length) return null;
  const canPay = (u: Unit) => (s.ap[String(u.corps)] ?? 0) >= 1 || (s.cincPoint && u.counters.some((c) => c.cinc));
  const bodies: number[][] = [];
  for (const c of s.corps) if (c.side === seat) for (const grp of possibleGroups(s, c.id)) bodies.push(grp);
  for (const u of mine) bodies.push([u.id]);
  const memo: PlanMemo = newPlanMemo();
  const byId = new Map(s.units.map((u) => [u.id, u]));
  let best: Scored | null = null;
  for (const ids of bodies) {
    const units = ids.map((id) => byId.get(id)!);
    if (!canPay(units[0])) continue;
    if (units.some((u) => flagsOf(s, u.id).moves > 0 && (s.startDistance[String(u.id)] ?? 0) <= 4)) continue;
    const ma = Math.min(...units.flatMap((u) => u.counters.map(printedMa)));
    const before = units.reduce((t, u) => t + unitValue(s, u, enemies), 0);
    for (const m of movesFor(ids, ma)) {
      const r = planMove(s, m, memo);
      if ('error' in r || r.plan.joins !== null) continue;
      const moved = new Map(units.map((u, i) => [u.id, { ...u, hex: r.plan.end[i].hex as HexId, facing: r.plan.end[i].facing }]));
      const q: CdbState = { ...s, units: s.units.map((u) => moved.get(u.id) ?? u) };
      const after = [...moved.values()].reduce((t, u) => t + unitValue(q, u, enemies), 0);
      const score = after - before - AP_WORTH * r.plan.pay.corps - (r.plan.pay.cinc ? 2 : 0);
      if (score > 0 && (!best || score > best.score)) best = { a: m, score };
    }
  }
  return best;
}

/** A restraint worth its points (4.2): an impetuous unit whose spontaneous advance (9.5) would
 *  take it into a bad fight or through its own friends, or a demoralised corps's unit that
 *  would otherwise flee (12.3). */
function restraintWanted(s: CdbState, seat: Seat): CdbAction | null {
  const g = gridOf(s);
  for (const u of s.units) {
    if (u.side !== seat || flagsOf(s, u.id).moved || flagsOf(s, u.id).restrained) continue;
    if (!isImpetuous(s, u) && !corpsOf(s, u).demoralised) continue;
    const a: CdbAction = { k: 'restrain', units: [u.id] };
    if (violation(s, seat, a)) continue;
    if (corpsOf(s, u).demoralised) return a;
    const ts = spontaneousTargets(s, u);
    if (!ts.length) continue;
    const friendInFront = u.facing !== null && frontHexes(g, u).some((h) => s.units.some((f) => f.hex === h && f.side === u.side));
    if (friendInFront || ts.some((t) => t.facing !== null && meleeEdge(s, u, t) < 1)) return a;
  }
  return null;
}

/** The weight of a corps when the dice are shared (4.1): its units, and more near the enemy. */
function corpsWeight(s: CdbState, corpsId: number): number {
  const g = gridOf(s);
  const units = s.units.filter((u) => u.corps === corpsId && !isBaggage(u));
  const enemies = s.units.filter((e) => units.length && e.side !== units[0].side);
  let near = 99;
  for (const u of units) for (const e of enemies) near = Math.min(near, g.distance(u.hex, e.hex));
  return units.length + (near <= 6 ? 6 : 0);
}

export function cdbBot(s: CdbState, seat: Seat, rnd: BotRandom, legalOf: (s: CdbState, seat: Seat) => CdbAction[] = legalActions): CdbAction {
  if (s.phase === 'move' && !s.combat && seat === s.active) {
    const r = restraintWanted(s, seat);
    if (r) return r;
    const m = bestMove(s, seat);
    if (m) return m.a;
    return { k: 'end' };
  }
  const legal = legalOf(s, seat);
  if (!legal.length) throw new Error('cdb bot: no legal action');
  // The combat steps' choices: the standing orders of spec §9 (each choice's default).
  if (s.combat) {
    const d = s.combat.pending.default;
    return legal.find((a) => a.k === 'choose' && a.answer === d) ?? legal[0];
  }
  if (s.phase === 'ap') return legal.find((a) => a.k === 'roll') ?? rnd.pick(legal);
  if (s.phase === 'assign') {
    const corps = s.corps.filter((c) => c.side === s.active).sort((a, b) => a.id - b.id);
    const w = corps.map((c) => corpsWeight(s, c.id));
    let best = legal[0], bv = -1;
    for (const a of legal) {
      if (a.k !== 'assign') continue;
      const v = a.dice.reduce((t, d, i) => t + d * (w[i] ?? 0), 0);
      if (v > bv) { bv = v; best = a; }
    }
    return best;
  }
  // An action the bot does not know (set-up): a legal one, drawn from the seeded stream.
  return rnd.pick(legal);
}
