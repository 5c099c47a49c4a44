// The steady Champs de Bataille bot (issue 14), in the game's own terms: it rolls and gives
// the best die to the corps with the most to do (4.1), then spends each corps's action
// points (4.2) on moves that bring its line forward as a group (5.1), marching while the
// enemy is far (9.3), and closes to contact only where the fight is worth it: what each
// side expects to lose over the 36 throws, the 11.2 totals read through the results table
// (11.5), the flank rule (11.4) and the rear rank (11.7); it judges an enemy that can reach
// a unit from where that enemy would strike (its friends beside overlap it, 11.3), keeps out
// of a full rear rank near the enemy (11.7), and plays a move worth a quarter of its price
// rather than lose the points (4.2); in the last four game turns it goes in (13);
// it takes in flank an enemy a friend holds in front (11.4: a search of the lone unit's steps
// and pivots within its allowance) and weighs each move by what it also does to the fights of
// the friends beside it in frontal contact (11.3 overlaps, 11.4 flank attacks);
// it turns to face an enemy on its flank, keeps its units beside friends near the enemy,
// keeps its generals out of bad fights, restrains impetuous units heading for a bad fight
// and demoralised ones that would flee (4.2, 9.5, 12.3). Choices of the combat steps take
// the standing orders of spec §9 (the `default` of each choice point: the best recoil hex,
// the best attacker to turn to, the weakest enemy to fight, the nearest target to shoot).
// Each unit marches on the nearest enemy it outclasses in a corps not yet demoralised (or
// on baggage), and a loss weighs more as the corps nears its threshold (12.2, 13).
// Deterministic: it draws only from the seeded stream it is given, and falls back to a
// legal action it was given when it meets one it does not know (set-up actions).
import type { Seat } from '../../engine/contract';
import type { BotRandom } from '../../engine/draws';
import type { HexId } from '../../engine/hex';
import { legalActions, violation, type CdbAction } from './actions';
import { frontHexes, gridOf, rearHexes } from './grid';
import { checkGroup, mayJoinGroup, possibleGroups } from './groups';
import { isMounted, isSkirmisher } from './data/units';
import { meleeTotals, overlapsOn } from './melee';
import { combatResult, resultRow } from './results';
import { rearRankCandidates } from './destruction';
import { cheaperLoss, designationByOrders } from './orders';
import { opt } from './options';
import { ecHalves } from './data/units';
import { frontEdges } from '../../engine/hex';
import { newPlanMemo, OP, planMove, SPLIT_NONE, type MoveAction, type PlanMemo } from './movement';
import { printedMa } from './allowance';
import { advanceUnit, spontaneousTargets } from './spontaneous-advance';
import { defaults, type ChoicePoint } from './choices';
import { mustAdvance } from './advance';
import { isImpetuous } from './units';
import { cellAt, corpsOf, flagsOf, front, type CdbState, type Unit } from './state';
import { corpsLost } from './sequence';
import { frontalContact, inZocOf, sideTowards } from './zoc';
import { turnToFace } from './facing';

/** What a hex of distance is worth when it brings a unit nearer the nearest enemy. */
const APPROACH = 2;
/** Contact is sought only for an expected difference of at least one point. */
const CONTACT = -2;
const FLANK_EXPOSED = -10;
const THROUGH_FRIEND = -12;
const FLANK_ATTACK = 6;
const BAGGAGE_REACHED = 5;
/** A unit within this many hexes of an enemy wants a friend beside it (keeping the line). */
const LINE_RADIUS = 5;
const ALONE = -2;
/** A general's counter risks the corps (12.2): its fights count for more. */
const GENERAL_RISK = 2;
/** An action point is worth this much when moves are ranked. */
const AP_WORTH = 1;
/** ... and this much when a move is weighed against ending the phase (unspent points are lost, 4.2). */
const SPENT_WORTH = 0.25;

const isBaggage = (u: Unit) => u.facing === null;

/** The expected difference of the 11.2 totals of u against e with equal dice (its factors). */
export function meleeEdge(p: CdbState, u: Unit, e: Unit): number {
  const [a, b] = meleeTotals(p, u, e, [0, 0]);
  return a.total - b.total;
}

/** What a half counter-equivalent expected lost (12.1) is worth in a fight the unit is in (11.2, 11.5). */
const PER_HALF = 6;
/** ... and in a fight an enemy that can reach the unit next turn would bring on. */
const THREAT_HALF = 6;
/** A recoil (11.6) counted as this much of a half: ground given up, a line broken. */
const RECOIL_HALVES = 0.25;
/** A unit destroyed leaves a hole the winner advances into (11.9), on its friends' flank: this many halves more. */
const HOLE_HALVES = 1;
/** A general's counter lost (12.2: the corps tests its morale) counts this many halves more. */
const GENERAL_HALVES = 2;

const halvesOf = (u: Unit): number => u.counters.reduce((t, c) => t + ecHalves(c.type, c.quality), 0);

/** What a unit loses, in halves, by one result of 11.5: destroyed, its counters (a general
 *  more) and the cheaper of a full rear rank behind it (11.7); fleeing, half of them; recoiling, a little. */
function resultLoss(p: CdbState, u: Unit, outcome: string): number {
  if (outcome === 'destroyed') {
    const rear = cheaperLoss(rearRankCandidates(p, u, false));
    return halvesOf(u) + HOLE_HALVES + (u.counters.some((c) => c.general) ? GENERAL_HALVES : 0) + (rear ? halvesOf(rear) : 0);
  }
  if (outcome === 'flee') return halvesOf(u) / 2;
  return outcome === 'recoil' ? RECOIL_HALVES : 0;
}

/** The halves each side expects to lose when a fights x where they stand (11.2 totals, 11.5
 *  results, 11.4 flank conversion, 11.7 rear rank), over the 36 throws of the dice: the edge of
 *  the totals alone misjudges the table (Spears beating Knights mostly push them back, Knights
 *  beating Spears in the open destroy them). Quality modifiers (table §3) depend only on which
 *  total is higher before them, so three sums of the totals cover the 36 throws. */
export function meleeOdds(p: CdbState, a: Unit, x: Unit): { lossA: number; lossX: number } {
  const base = meleeTotals(p, a, x, [0, 0]);
  const d = base[0].beforeQuality - base[1].beforeQuality;
  const q: number[][] = [];
  // Ordinary troops on both sides have no quality modifier whatever the dice (units.ts fightingQuality).
  const plain = front(a).quality === 'O' && front(x).quality === 'O';
  for (const c of [-1, 0, 1]) {
    const t = plain || Math.sign(d) === c ? base : meleeTotals(p, a, x, [Math.max(0, c - d), Math.max(0, d - c)]);
    q.push([t[0].total - t[0].beforeQuality, t[1].total - t[1].beforeQuality]);
  }
  const flankOn = (u: Unit, by: Unit) => overlapsOn(p, u, by).some((o) => o.flankAttack);
  const flank = [flankOn(a, x), flankOn(x, a)];
  const memo = new Map<number, number>();
  const lossOf = (k: 0 | 1, row: 1 | 2 | 3): number => {
    const key = k * 4 + row;
    let v = memo.get(key);
    if (v === undefined) {
      const [u, e] = k === 0 ? [a, x] : [x, a];
      const c = front(u), ec = front(e);
      const r = combatResult(row, {
        loserType: c.type, loserQuality: c.quality, loserGround: cellAt(p, u.hex).ground, opponentType: ec.type, opponentQuality: ec.quality,
        mode: 'melee', firstMelee: false, flankAttacked: flank[k], mobile: c.mobile === true, flankFleeFlees: opt(p.options, 'flankFlee') === 'flees',
      });
      v = resultLoss(p, u, r.outcome);
      memo.set(key, v);
    }
    return v;
  };
  let lossA = 0, lossX = 0;
  for (let da = 1; da <= 6; da++) for (let dx = 1; dx <= 6; dx++) {
    const qc = q[Math.sign(d + da - dx) + 1];
    const ta = base[0].beforeQuality + da + qc[0], tx = base[1].beforeQuality + dx + qc[1];
    const row = resultRow(Math.max(ta, tx), Math.min(ta, tx));
    if (ta <= tx) lossA += lossOf(0, row);
    if (tx <= ta) lossX += lossOf(1, row);
  }
  return { lossA: lossA / 36, lossX: lossX / 36 };
}

/** Where enemy e would stand to attack u frontally: in each of u's front hexes that no other
 *  unit holds, facing u (e itself where it already stands so). */
function attackersAt(p: CdbState, u: Unit, e: Unit): Unit[] {
  const g = gridOf(p);
  const out: Unit[] = [];
  for (const h of frontHexes(g, u)) {
    if (!g.onMap(h) || p.units.some((f) => f.hex === h && f.id !== e.id)) continue;
    if (h === e.hex && e.facing !== null && frontHexes(g, e).includes(u.hex)) { out.push(e); continue; }
    const edge = g.edgeTo(h, u.hex);
    out.push({ ...e, hex: h as HexId, facing: [0, 1, 2, 3, 4, 5].find((f) => frontEdges(f)[0] === edge)! });
  }
  return out;
}

/** The worst expected net loss (halves) an enemy that can reach u next turn would inflict on it,
 *  each judged where it would stand to strike (11.2, 11.3: the friends beside u overlap it). */
function threatOf(p: CdbState, look: Look, u: Unit): number {
  const g = gridOf(p);
  let worst = 0;
  for (const e of look.enemies) {
    const d = g.distance(u.hex, e.hex);
    if (e.facing === null) continue;
    // 9.5: an impetuous enemy advances of its own accord, two moves when no enemy is within 4
    // hexes of it, on the nearest enemy: a friend nearer to it than u (the Spears in front of
    // the Psiloi) takes its charge.
    const imp = isImpetuous(p, e);
    if (d > reachOf(look, e) * (imp ? 2 : 1) + 1) continue;
    if (imp && p.units.some((f) => f.side === u.side && f.id !== u.id && g.distance(f.hex, e.hex) < d)) continue;
    const mine = corpsStake(p, look, u.corps), its = corpsStake(p, look, e.corps);
    for (const at of attackersAt(p, u, e)) { const o = oddsOf(p, look, at, u); worst = Math.max(worst, o.lossX * mine - o.lossA * its); }
  }
  return worst;
}

/** threatOf for a position as it stands (the tests ask it). */
export function threatOn(p: CdbState, u: Unit): number {
  return threatOf(p, { enemies: p.units.filter((e) => e.side !== u.side) }, u);
}

/** Standing in a full rear rank (both rear hexes of a friend held by friends) near the enemy
 *  costs this much a half of the unit: when the friend is destroyed, one of them goes too (11.7). */
const REAR_RANK = 2;
/** Beyond this distance from the nearest enemy, a rear rank risks nothing yet. */
const REAR_NEAR = 7;

/** How many friends near an enemy u stands in a full rear rank of (11.7): u in one of the
 *  friend's two rear hexes and a friend (not baggage) in the other. */
function fullRearRanks(p: CdbState, u: Unit): number {
  if (isBaggage(u)) return 0;
  const g = gridOf(p);
  let n = 0;
  for (const f of p.units) {
    if (f.side !== u.side || f.id === u.id || isBaggage(f) || g.distance(f.hex, u.hex) !== 1) continue;
    const rear = rearHexes(g, f);
    if (!rear.includes(u.hex)) continue;
    const other = rear.find((h) => h !== u.hex);
    if (other === undefined || !p.units.some((x) => x.hex === other && x.side === u.side && !isBaggage(x))) continue;
    if (p.units.some((e) => e.side !== u.side && !isBaggage(e) && g.distance(e.hex, f.hex) <= REAR_NEAR)) n++;
  }
  return n;
}

/** 9.5 and 8.2: an impetuous unit that has not moved and stands behind a friend will advance
 *  through it at the end of the movement phase, and foot passed through by Knights flees. */
function advancesThroughFriend(p: CdbState, u: Unit, moved: boolean): boolean {
  if (moved || u.facing === null || flagsOf(p, u.id).restrained || !mustAdvance(p, u)) return false;
  const g = gridOf(p);
  return frontHexes(g, u).some((h) => p.units.some((f) => f.hex === h && f.side === u.side));
}

/** What one decision looks up again and again: the enemies, and the fights already worked out. */
interface Look {
  enemies: Unit[];
  /** The enemies worth marching on: those of corps not yet demoralised (12.3: the others flee,
   *  and 13 already counts them in full) and baggage, all of them when none is left. */
  targets?: Unit[];
  /** What a half lost weighs for each corps (corpsStake), by corps id. */
  stakes?: Map<number, number>;
  /** The expected losses of fights (meleeOdds), keyed by both units' ids, hexes and facings and the units beside either. */
  odds?: Map<string, { lossA: number; lossX: number }>;
  /** Each hex's distance to the nearest enemy, and each enemy's slowest printed allowance (by id). */
  near?: Map<HexId, number>; reach?: Map<number, number>;
  /** Each hex's distance to the nearest target. */
  nearTarget?: Map<HexId, number>;
  /** The distance to the nearest prey, by hex and the unit's values (nearestPrey). */
  nearPrey?: Map<string, number>;
}

/** A unit's id, hex and facing as one number below 2^26 (ids below 2048, hexes col × 100 + row
 *  below 4096), or -1 when it does not fit: the fight is then keyed by text. Numbers are
 *  looked up several times faster than the text they replace. */
const packed = (u: Unit): number =>
  (u.id >= 0 && u.id < 2048 && u.hex >= 0 && u.hex < 4096 ? (u.id * 4096 + u.hex) * 8 + (u.facing ?? 7) : -1);

/** meleeOdds of a against x, remembered for the decision (keyed by both units and every unit beside either). */
function oddsOf(p: CdbState, look: Look, a: Unit, x: Unit): { lossA: number; lossX: number } {
  const g = gridOf(p);
  const ka = packed(a), kx = packed(x);
  // The units beside either, folded into two independent 32-bit sums (in the order of p.units).
  let h1 = 0, h2 = 0;
  for (const f of p.units) {
    if (f.id === a.id || f.id === x.id) continue;
    if (g.distance(f.hex, a.hex) !== 1 && g.distance(f.hex, x.hex) !== 1) continue;
    const k = packed(f) >= 0 ? packed(f) : f.id * 8192 + f.hex * 8 + (f.facing ?? 7);
    h1 = (Math.imul(h1, 31) + k) | 0;
    h2 = (Math.imul(h2 ^ k, 1000003) + 7) | 0;
  }
  const key = (ka >= 0 && kx >= 0 ? String(ka * 67108864 + kx) : a.id + ':' + a.hex + ':' + a.facing + '>' + x.id + ':' + x.hex + ':' + x.facing) + ':' + h1 + ':' + h2;
  const odds = (look.odds ??= new Map());
  let v = odds.get(key);
  if (v === undefined) { v = meleeOdds(p, a, x); odds.set(key, v); }
  return v;
}

/** A half counter-equivalent lost by a corps already demoralised counts this much: 13 counts
 *  the whole corps already, and its units flee (12.3). */
const DEMORALISED_STAKE = 0.3;

/** What a half lost by a unit of this corps weighs (12.2, 13): more as the corps nears its
 *  demoralisation threshold (the whole corps then counts for the enemy's victory and flees),
 *  little once it is demoralised. */
function corpsStake(p: CdbState, look: Look, corpsId: number): number {
  let v = look.stakes?.get(corpsId);
  if (v !== undefined) return v;
  const c = p.corps.find((k) => k.id === corpsId);
  const th = p.corpsThreshold[String(corpsId)] ?? 0;
  v = !c ? 1 : c.demoralised ? DEMORALISED_STAKE : 1 + (th > 0 ? Math.min(1, Math.max(0, corpsLost(p, corpsId)) / th) : 0);
  (look.stakes ??= new Map()).set(corpsId, v);
  return v;
}

/** The enemies to march on (Look.targets). */
function targetsOf(p: CdbState, look: Look): Unit[] {
  if (look.targets) return look.targets;
  // Baggage counts for the army when destroyed (13), whatever its corps.
  const live = look.enemies.filter((e) => isBaggage(e) || !p.corps.find((c) => c.id === e.corps)?.demoralised);
  return (look.targets = live.length ? live : look.enemies);
}

/** The distance from h to the nearest target (Look.targets): what approach is measured by. */
const nearestTarget = (p: CdbState, look: Look, h: HexId): number => {
  let near = look.nearTarget?.get(h);
  if (near !== undefined) return near;
  const g = gridOf(p);
  near = 99;
  for (const e of targetsOf(p, look)) near = Math.min(near, g.distance(h, e.hex));
  (look.nearTarget ??= new Map()).set(h, near);
  return near;
};

/** Whether u's printed value against e beats e's against u (2.3: foot or mounted), or e is baggage. */
function outclasses(u: Unit, e: Unit): boolean {
  if (isBaggage(e)) return true;
  const a = front(u), b = front(e);
  return (isMounted(b.type) ? a.tvMounted : a.tvFoot) > (isMounted(a.type) ? b.tvMounted : b.tvFoot);
}

/** How many hexes further back than a hex off the nearest target skirmishers without a prey
 *  of their own are content to stand: out of the fight their line is about to make. */
const SKIRMISH_OFF = 3;

/** The hexes of approach a skirmisher with no prey of its own still wants (2.6, 11.5): to keep
 *  up with the nearest of its formed friends, never to step out ahead of their line, and to
 *  stay SKIRMISH_OFF hexes back of the fight. */
function skirmishGap(p: CdbState, look: Look, u: Unit): number {
  const g = gridOf(p);
  const own = nearestTarget(p, look, u.hex);
  let line = 99, lineAt = 99;
  for (const f of p.units) {
    if (f.side !== u.side || f.id === u.id || isBaggage(f) || isSkirmisher(front(f).type)) continue;
    const d = g.distance(f.hex, u.hex);
    if (d < lineAt) { lineAt = d; line = nearestTarget(p, look, f.hex); }
  }
  return Math.max(0, own - 1 - (line < 99 ? Math.max(line, SKIRMISH_OFF) : SKIRMISH_OFF));
}

/** The distance from u (where it stands) to the nearest target it outclasses (outclasses: its
 *  prey: the Cavalry marches on Psiloi and baggage, not on Spears), else to the nearest target. */
function nearestPrey(p: CdbState, look: Look, u: Unit): number {
  const a = front(u);
  const skirmisher = isSkirmisher(a.type);
  const key = u.hex + ':' + a.tvFoot + ':' + a.tvMounted + ':' + (isMounted(a.type) ? 1 : 0) + (skirmisher ? ':s' : '');
  let near = look.nearPrey?.get(key);
  if (near !== undefined) return near;
  const g = gridOf(p);
  near = 99;
  // Skirmishers (2.6) hunt no baggage past the enemy's line: beaten by anything formed in the
  // open they are destroyed (11.5). With no prey of their own: -1 (skirmishGap).
  for (const e of targetsOf(p, look)) if (outclasses(u, e) && !(skirmisher && isBaggage(e))) near = Math.min(near, g.distance(u.hex, e.hex));
  if (near === 99) near = skirmisher ? -1 : nearestTarget(p, look, u.hex);
  (look.nearPrey ??= new Map()).set(key, near);
  return near;
}

const nearestEnemy = (p: CdbState, look: Look, h: HexId): number => {
  let near = look.near?.get(h);
  if (near !== undefined) return near;
  const g = gridOf(p);
  near = 99;
  for (const e of look.enemies) near = Math.min(near, g.distance(h, e.hex));
  (look.near ??= new Map()).set(h, near);
  return near;
};

/** The enemy's slowest printed allowance (11.2 threats: who can reach a unit next turn). */
function reachOf(look: Look, e: Unit): number {
  let r = look.reach?.get(e.id);
  if (r === undefined) { r = Math.min(...e.counters.map(printedMa)); (look.reach ??= new Map()).set(e.id, r); }
  return r;
}

/** In the last LATE_TURNS game turns threats are not weighed and a hex of approach is worth LATE_APPROACH. */
const LATE_TURNS = 4;
const LATE_APPROACH = 3;

/** Beyond this distance no enemy reaches a unit next turn (the longest allowance, 6, and a step). */
const FAR_AWAY = 7;

/** How good it is for the bot's side that unit u stands where it stands in position p;
 *  `moved`: it has moved this phase (9.5 exempts it from advancing of its own accord). */
function unitValue(p: CdbState, u: Unit, look: Look, moved: boolean): number {
  const g = gridOf(p);
  const near = nearestEnemy(p, look, u.hex);
  let v = advancesThroughFriend(p, u, moved) ? THROUGH_FRIEND : 0;
  // The last game turns (13: a battle not won by then is a draw): the line goes in.
  const late = p.turn > p.lastTurn - LATE_TURNS;
  const prey = nearestPrey(p, look, u);
  v -= (late ? LATE_APPROACH : APPROACH) * (prey >= 0 ? Math.max(0, prey - 1) : late ? Math.max(0, nearestTarget(p, look, u.hex) - 1) : skirmishGap(p, look, u));
  if (near > FAR_AWAY) return v;
  const myFront = u.facing === null ? [] : frontHexes(g, u);
  const risk = front(u).general ? GENERAL_RISK : 1;
  for (const e of look.enemies) {
    const d = g.distance(u.hex, e.hex);
    if (d === 1) {
      if (e.facing === null) { v += BAGGAGE_REACHED; continue; }
      const iFaceIt = myFront.includes(e.hex), itFacesMe = frontHexes(g, e).includes(u.hex);
      if (iFaceIt && itFacesMe) {
        const o = oddsOf(p, look, u, e);
        const net = o.lossX * corpsStake(p, look, e.corps) - o.lossA * corpsStake(p, look, u.corps);
        v += CONTACT + PER_HALF * net * (net < 0 ? risk : 1);
      } else if (itFacesMe) v += FLANK_EXPOSED * risk;
      else if (iFaceIt) v += FLANK_ATTACK;
    }
  }
  // Threats (11.2): the worst fight an enemy that can reach it next turn would bring on.
  if (near > 1 && u.facing !== null && !late) v -= THREAT_HALF * threatOf(p, look, u) * risk;
  v -= REAR_RANK * halvesOf(u) * fullRearRanks(p, u);
  if (near <= LINE_RADIUS && !p.units.some((f) => f !== u && f.side === u.side && !isBaggage(f) && g.distance(f.hex, u.hex) === 1)) v += ALONE;
  return v;
}

/** The steady bot's judgement of a whole position for `seat`: what each of its units' places
 *  is worth (the strong bot's playouts end on it). */
export function positionValue(s: CdbState, seat: Seat): number {
  const look: Look = { enemies: s.units.filter((u) => u.side !== seat) };
  if (!look.enemies.length) return 0;
  let v = 0;
  for (const u of s.units) if (u.side === seat && !isBaggage(u)) v += unitValue(s, u, look, flagsOf(s, u.id).moved);
  return v;
}

/** The moves the bot weighs for one body (a unit or a group), in families: straight ahead
 *  step by step up to its allowance (starting by either front edge; a family stops at the
 *  first length that breaks a rule no longer move can mend), a pivot either way, a pivot
 *  then a step, and a step back for a lone unit. A body in an enemy zone only steps back (7.2, 6.2). */
function moveFamilies(ids: number[], ma: number, inZone: boolean): MoveAction[][] {
  const all = (op: number) => ids.map(() => op);
  const mv = (ticks: number[][]): MoveAction => ({ k: 'move', units: ids, split: SPLIT_NONE, ticks });
  const out: MoveAction[][] = [];
  // In an enemy zone (7.2) a lone unit leaves by a rearward move of any length: the whole
  // allowance waives 4.2-M2, so the longest move back may cost a point less than one step.
  if (ids.length === 1 && inZone) {
    for (const first of [OP.rearLeft, OP.rearRight]) {
      const other = first === OP.rearLeft ? OP.rearRight : OP.rearLeft;
      out.push(Array.from({ length: Math.min(ma, 6) }, (_, k) => mv(Array.from({ length: k + 1 }, (_, i) => all(i % 2 ? other : first)))));
    }
    return out;
  }
  if (ids.length === 1) out.push([mv([all(OP.rearLeft)])], [mv([all(OP.rearRight)])]);
  if (inZone) return out;
  for (const first of [OP.frontLeft, OP.frontRight]) {
    const other = first === OP.frontLeft ? OP.frontRight : OP.frontLeft;
    out.push(Array.from({ length: Math.min(ma, 6) }, (_, k) => mv(Array.from({ length: k + 1 }, (_, i) => all(i % 2 ? other : first)))));
  }
  for (const piv of [OP.pivot1, OP.pivot5]) {
    out.push([mv([all(piv)])]);
    if (ma > 1) out.push([mv([all(piv), all(OP.frontLeft)])], [mv([all(piv), all(OP.frontRight)])]);
  }
  return out;
}

/** How many ticks the search for a flank attack looks ahead (steps and pivots). */
const FLANK_TICKS = 5;

/** 11.4: the moves that bring lone unit u onto the flank or rear of an enemy a friend holds in
 *  frontal contact (that enemy cannot turn to face it, 6.3), facing it: a search over steps
 *  through the front edges and pivots, at most FLANK_TICKS ticks (planMove then checks them). */
export function flankMoves(p: CdbState, u: Unit, ma: number): MoveAction[] {
  if (u.facing === null) return [];
  const g = gridOf(p);
  const held = p.units.filter((e) => e.side !== u.side && e.facing !== null && g.distance(e.hex, u.hex) <= ma + 1
    && p.units.some((f) => f.side === u.side && f.id !== u.id && g.distance(f.hex, e.hex) === 1 && frontalContact(g, f, e)));
  if (!held.length) return [];
  const goals = new Map<HexId, Unit[]>();
  for (const e of held) for (const h of g.neighbours(e.hex)) {
    if (!g.onMap(h) || sideTowards(g, e, h) === 'front' || (h !== u.hex && p.units.some((x) => x.hex === h))) continue;
    goals.set(h, [...(goals.get(h) ?? []), e]);
  }
  if (!goals.size) return [];
  const out: MoveAction[] = [];
  // Cheapest first (6.2: a vertex of pivot costs a point, a lone skirmisher's pivot one), within the allowance.
  const best = new Map<number, number>([[u.hex * 8 + u.facing, 0]]);
  const buckets: { hex: HexId; facing: number; ops: number[]; pivot: boolean; stop: boolean }[][] = [[{ hex: u.hex, facing: u.facing, ops: [], pivot: false, stop: false }]];
  for (let cost = 0; cost <= ma; cost++) for (const st of buckets[cost] ?? []) {
    if (st.ops.length >= FLANK_TICKS || best.get(st.hex * 8 + st.facing)! < cost) continue;
    const tries: [number, HexId, number, number][] = [];
    if (!st.stop) for (const op of [OP.frontLeft, OP.frontRight]) {
      const to = g.neighbour(st.hex, frontEdges(st.facing)[op - 1]);
      if (g.onMap(to) && !p.units.some((x) => x.hex === to)) tries.push([op, to, st.facing, 1]);
    }
    if (!st.pivot) for (let k = 1; k <= 5; k++) tries.push([OP.pivot1 + k - 1, st.hex, (st.facing + k) % 6, isSkirmisher(front(u).type) ? 1 : Math.min(k, 6 - k)]);
    for (const [op, hex, facing, c] of tries) {
      const key = hex * 8 + facing, to = cost + c;
      if (to > ma || (best.get(key) ?? 99) <= to) continue;
      best.set(key, to);
      const ops = [...st.ops, op];
      const es = goals.get(hex);
      if (es && es.some((e) => frontHexes(g, { ...u, hex, facing }).includes(e.hex))) out.push({ k: 'move', units: [u.id], split: SPLIT_NONE, ticks: ops.map((o) => [o]) });
      // Next to an enemy the search only turns (a zone of control stops the move, 7.1).
      const stop = p.units.some((e) => e.side !== u.side && g.distance(e.hex, hex) === 1);
      if (!(stop && op >= OP.pivot1)) (buckets[to] ??= []).push({ hex, facing, ops, pivot: op >= OP.pivot1, stop });
    }
  }
  return out;
}

/** Rules a longer move straight ahead breaks too: off the map, stopped in a zone, allowance, march. */
const DEAD_END = new Set(['CdB 1.1', 'CdB 7.1', 'CdB 9.6', 'CdB 9.4', 'CdB 9.3']);

export interface Scored { a: CdbAction; score: number; cost: number }

/** What a restraint of irregulars usually costs (4.2 with R1). */
const RESTRAINT_COST = 2;

/** The moves worth their points in the movement phase, the best of each body (a unit or a
 *  group), best first (ties: the body weighed first); empty when no move gains a quarter of its points.
 *  The steady bot plays the first; the strong bot (strong.ts) weighs the next ones too. */
export function rankedMoves(s: CdbState, seat: Seat): Scored[] {
  const mine = s.units.filter((u) => u.side === seat && !isBaggage(u));
  const look: Look = { enemies: s.units.filter((u) => u.side !== seat) };
  if (!look.enemies.length) return [];
  const canPay = (u: Unit) => (s.ap[String(u.corps)] ?? 0) >= 1 || (s.cincPoint && u.counters.some((c) => c.cinc));
  const bodies: number[][] = [];
  const byId = new Map(s.units.map((u) => [u.id, u]));
  const grouped = new Set<number>();
  for (const c of s.corps) {
    if (c.side !== seat) continue;
    for (const grp of possibleGroups(s, c.id)) {
      bodies.push(grp);
      for (const id of grp) grouped.add(id);
      // Its horse and its foot apart (4.2-M4 charges a mixed group; Knights behind foot move through it).
      const horse = grp.filter((id) => isMounted(front(byId.get(id)!).type));
      // And without its skirmishers (Psiloi): the line goes on, they stay out of the fight behind it.
      const formed = grp.filter((id) => !isSkirmisher(front(byId.get(id)!).type));
      for (const part of [horse, grp.filter((id) => !horse.includes(id)), formed])
        if (part.length > 1 && part.length < grp.length && !checkGroup(s, part.map((id) => byId.get(id)!))) bodies.push(part);
    }
  }
  // Lone moves: units outside any group, and any unit near the enemy (far from it, the line moves together).
  for (const u of mine) if (!grouped.has(u.id) || nearestEnemy(s, look, u.hex) <= FAR_AWAY - 1) bodies.push([u.id]);
  const memo: PlanMemo = newPlanMemo();
  // A unit's value where it stands is asked for by every body it belongs to: worked out once.
  const standing = new Map<number, number>();
  const valueNow = (u: Unit): number => {
    let v = standing.get(u.id);
    if (v === undefined) { v = unitValue(s, u, look, flagsOf(s, u.id).moved); standing.set(u.id, v); }
    return v;
  };
  // The friends in frontal contact (they must fight, 11.1): their fights change when a move
  // beside them overlaps the enemy or takes it in flank (11.3, 11.4).
  const g = gridOf(s);
  const engaged = mine.filter((f) => nearestEnemy(s, look, f.hex) <= 1 && look.enemies.some((e) => g.distance(e.hex, f.hex) === 1 && e.facing !== null && frontalContact(g, f, e)));
  const out: Scored[] = [];
  for (const ids of bodies) {
    let best: Scored | null = null;
    const units = ids.map((id) => byId.get(id)!);
    if (!canPay(units[0])) continue;
    if (units.some((u) => flagsOf(s, u.id).moves > 0 && (s.startDistance[String(u.id)] ?? 0) <= 4)) continue;
    const ma = Math.min(...units.flatMap((u) => u.counters.map(printedMa)));
    const before = units.reduce((t, u) => t + valueNow(u), 0);
    const inZone = units.some((u) => !mayJoinGroup(s, u));
    const families = moveFamilies(ids, ma, inZone);
    if (ids.length === 1 && !inZone) for (const m of flankMoves(s, units[0], ma)) families.push([m]);
    for (const family of families) for (const m of family) {
      const r = planMove(s, m, memo);
      if ('error' in r) { if (DEAD_END.has(r.error.rule ?? '')) break; continue; }
      if (r.plan.joins !== null) continue;
      const after = units.map((u, i) => ({ ...u, hex: r.plan.end[i].hex as HexId, facing: r.plan.end[i].facing }));
      // The position after the move is built only when the move ends near the enemy.
      const near = after.some((u) => nearestEnemy(s, look, u.hex) <= FAR_AWAY);
      const q: CdbState = near ? { ...s, units: s.units.map((u) => after[ids.indexOf(u.id)] ?? u) } : s;
      // 11.1, 12.2: no general goes into a frontal contact he would leave at once (escapeMove).
      if (near && generalsInLosingContact(q, look, after)) continue;
      let value = after.reduce((t, u, i) => t + unitValue(q, u, look, flagsOf(s, u.id).moved || r.plan.moved[i]), 0);
      // 11.3, 11.4: a move that overlaps (or takes in flank) an enemy a friend is fighting changes that friend's fight.
      if (near) for (const f of engaged) {
        if (ids.includes(f.id)) continue;
        if (!after.some((a, i) => g.distance(a.hex, f.hex) <= 2 || g.distance(units[i].hex, f.hex) <= 2)) continue;
        value += unitValue(q, f, look, flagsOf(s, f.id).moved) - valueNow(f);
      }
      const gain = value - before - (r.plan.pay.cinc ? 2 : 0);
      const score = gain - AP_WORTH * r.plan.pay.corps;
      // Points not spent are lost at the end of the phase (4.2): a move that gains more than a
      // quarter of its price is played when nothing better is left.
      if (gain > SPENT_WORTH * r.plan.pay.corps && (!best || score > best.score)) best = { a: m, score, cost: r.plan.pay.corps };
    }
    if (best) out.push(best);
  }
  // A stable sort: among equal scores the body weighed first stays first.
  return out.sort((x, y) => y.score - x.score);
}

/** A restraint worth its points (4.2): an impetuous unit whose spontaneous advance (9.5) would
 *  take it into a bad fight or through its own friends, or a demoralised corps's unit that
 *  would otherwise flee (12.3). */
export function restraintWanted(s: CdbState, seat: Seat): CdbAction | null {
  const g = gridOf(s);
  const wanted: Unit[] = [];
  for (const u of s.units) {
    if (u.side !== seat || flagsOf(s, u.id).moved || flagsOf(s, u.id).restrained) continue;
    if (corpsOf(s, u).demoralised) { wanted.push(u); continue; }
    if (!mustAdvance(s, u)) continue;
    const ts = spontaneousTargets(s, u);
    if (!ts.length) continue;
    const friendInFront = u.facing !== null && frontHexes(g, u).some((h) => s.units.some((f) => f.hex === h && f.side === u.side));
    if (friendInFront || ts.some((t) => t.facing !== null && meleeEdge(s, u, t) < 1)) wanted.push(u);
    else if (advanceExposes(s, u)) wanted.push(u);
  }
  if (!wanted.length) return null;
  // 13, 12.3: a demoralised corps's counters count in full for the enemy's victory whether they
  // flee or not, its baggage only once lost: its baggage is held back first, before its flight
  // takes it off the map (2 halves a counter).
  const tries: number[][] = wanted.filter(isBaggage).map((u) => [u.id]);
  // Then one restraint for as many as can be held back together (a group, 5.1), else one by one.
  for (const c of s.corps) {
    if (c.side !== seat) continue;
    const ids = new Set(wanted.filter((u) => u.corps === c.id).map((u) => u.id));
    for (const grp of possibleGroups(s, c.id)) { const sub = grp.filter((id) => ids.has(id)); if (sub.length > 1) tries.push(sub); }
  }
  for (const u of wanted) tries.push([u.id]);
  for (const units of tries) {
    const a: CdbAction = { k: 'restrain', units };
    if (!violation(s, seat, a)) return a;
  }
  return null;
}

/** What the threat on a unit may grow by through its own spontaneous advance (halves) before it is held back. */
const EXPOSED = 0.5;

/** 9.5: whether u's spontaneous advance (played out with the default choices) ends short of a
 *  fight but within reach of an enemy that would beat it (threatOf): Warband dashing two moves
 *  for the distant baggage, out of its line and into the Knights' charge. */
export function advanceExposes(s: CdbState, u: Unit): boolean {
  const q = { ...s, ...advanceUnit(s, u.id, {}, [], new Set(), defaults, []) } as CdbState;
  const v = q.units.find((x) => x.id === u.id);
  if (!v || v.facing === null) return !v;
  const g = gridOf(q);
  if (q.units.some((e) => e.side !== u.side && g.distance(e.hex, v.hex) === 1)) return false;
  return threatOn(q, v) > Math.max(EXPOSED, threatOn(s, u));
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

/** A general in contact leaves a fight whose expected net loss (halves, weighted by the corps'
 *  stakes) is below this: an even fight is no place for him (12.2: his loss tests the corps). */
const GENERAL_ESCAPE = 0;

/** How badly u's fights in frontal contact go (11.1: it must fight them), the worst of them:
 *  what the enemy expects to lose minus what u does (meleeOdds, weighted by the corps' stakes),
 *  and the edge of the 11.2 totals; null when u is in no frontal contact. */
function contactOdds(p: CdbState, look: Look, u: Unit): { net: number; edge: number } | null {
  if (u.facing === null) return null;
  const g = gridOf(p);
  let worst: { net: number; edge: number } | null = null;
  for (const e0 of look.enemies) {
    if (e0.facing === null || g.distance(e0.hex, u.hex) !== 1) continue;
    const met = enemyAtFight(p, u, e0);
    if (!met) continue;
    const [q, e] = met;
    const o = oddsOf(q, look, u, e);
    const net = o.lossX * corpsStake(p, look, e.corps) - o.lossA * corpsStake(p, look, u.corps);
    const edge = meleeEdge(q, u, e);
    if (!worst || net < worst.net) worst = { net, edge };
  }
  return worst;
}

/** The enemy e as u will meet it in the mêlée, with the position it stands in: e itself in
 *  frontal contact (7.3); turned to face u when u holds it in its zone, no unit of u's side
 *  holds it in front and u is the one it would be designated to face (6.3, N8's default: it
 *  turns before the combat, so u's "flank attack" is a frontal fight); null when they will not
 *  fight (u then takes it in flank, 11.4). Session 18's game 0 (strong as the Mycenaeans, seed 1),
 *  turn 6: the C-in-C's Cavalry stepped onto the Hittite C-in-C's Knights' flank, they turned
 *  to face it, and it was destroyed at 3 against 4. */
export function enemyAtFight(p: CdbState, u: Unit, e: Unit): [CdbState, Unit] | null {
  const g = gridOf(p);
  if (e.facing === null || u.facing === null) return null;
  if (frontalContact(g, u, e)) return [p, e];
  if (!inZocOf(g, e, u)) return null;
  if (p.units.some((f) => f.side === u.side && f.facing !== null && frontalContact(g, f, e))) return null;
  // Held in the zones of several, it turns to the one its enemy designates (6.3, N8 default): the others take it in flank.
  const holders = p.units.filter((f) => f.side === u.side && f.facing !== null && inZocOf(g, e, f)).sort((a, b) => a.id - b.id);
  if (holders.length > 1 && designationByOrders(p, u.side as Seat, e, holders).id !== u.id) return null;
  const turned: Unit = { ...e, facing: turnToFace(g, e, u) };
  return [{ ...p, units: p.units.map((x) => (x.id === e.id ? turned : x)) }, turned];
}

/** 7.2, 11.1 (issue 14): the move by which a unit in frontal contact it would lose leaves the
 *  enemy's zone before the combat phase makes it fight: a general (the commander-in-chief
 *  first) when his expected losses exceed the enemy's, any other unit when the 11.2 totals are
 *  against it too. Among the rearward moves 7.2 and 4.2 allow (any length: the whole allowance
 *  waives 4.2-M2), the one that leaves it best placed, less a point for each action point.
 *  Null when none is wanted or none is legal. */
export function escapeMove(s: CdbState, seat: Seat): CdbAction | null {
  const look: Look = { enemies: s.units.filter((u) => u.side !== seat) };
  const g = gridOf(s);
  const wanted: { u: Unit; rank: number; net: number }[] = [];
  for (const u of s.units) {
    // A unit that moved this phase went into contact by choice (and in a zone it stopped, 7.1).
    if (u.side !== seat || isBaggage(u) || mayJoinGroup(s, u) || flagsOf(s, u.id).moves > 0) continue;
    const c = contactOdds(s, look, u);
    if (!c) continue;
    const general = u.counters.some((k) => k.general), cinc = u.counters.some((k) => k.cinc);
    if (general ? c.net < GENERAL_ESCAPE : c.net < 0 && c.edge < 0) wanted.push({ u, rank: cinc ? 2 : general ? 1 : 0, net: c.net });
  }
  wanted.sort((a, b) => b.rank - a.rank || a.net - b.net);
  const memo: PlanMemo = newPlanMemo();
  for (const { u } of wanted) {
    const ma = Math.min(...u.counters.map(printedMa));
    let best: CdbAction | null = null, bv = -Infinity;
    for (const family of moveFamilies([u.id], ma, true)) for (const m of family) {
      const r = planMove(s, m, memo);
      if ('error' in r || r.plan.joins !== null) continue;
      const v0 = { ...u, hex: r.plan.end[0].hex as HexId, facing: r.plan.end[0].facing };
      // Out of the zone it left, not into another fight (7.2 forbids entering one directly).
      if (look.enemies.some((e) => e.facing !== null && g.distance(e.hex, v0.hex) === 1 && frontalContact(g, v0, e))) continue;
      const q: CdbState = { ...s, units: s.units.map((x) => (x.id === u.id ? v0 : x)) };
      const v = unitValue(q, v0, { enemies: look.enemies }, true) - AP_WORTH * r.plan.pay.corps;
      if (v > bv) { bv = v; best = m; }
    }
    if (best) return best;
  }
  return null;
}

/** Whether any general among `moved` (as they stand in q, after a move) is in a frontal contact
 *  he would leave at once (escapeMove's test: his expected losses there exceed the enemy's,
 *  11.1, 12.2). The one check rankedMoves and generalIntoLosingContact share. */
function generalsInLosingContact(q: CdbState, look: Look, moved: Unit[]): boolean {
  return moved.some((u) => u.counters.some((k) => k.general) && (contactOdds(q, look, u)?.net ?? 0) < GENERAL_ESCAPE);
}

/** Whether move a takes a general into a frontal contact he would leave at once
 *  (generalsInLosingContact, the enemy turned to face him by 6.3 included): rankedMoves leaves
 *  such moves out, so neither the steady bot nor the strong bot's candidates (strong.ts) play
 *  them (11.1, 12.2: his loss tests the corps). */
export function generalIntoLosingContact(s: CdbState, a: CdbAction): boolean {
  if (a.k !== 'move') return false;
  const r = planMove(s, a);
  if ('error' in r) return false;
  const after = a.units.map((id, i) => ({ ...s.units.find((x) => x.id === id)!, hex: r.plan.end[i].hex as HexId, facing: r.plan.end[i].facing }));
  const q: CdbState = { ...s, units: s.units.map((x) => after[a.units.indexOf(x.id)] ?? x) };
  return generalsInLosingContact(q, { enemies: q.units.filter((e) => e.side !== after[0].side) }, after);
}

/** The steady choice of the movement phase, from the ranked moves (rankedMoves). */
export function steadyMoveChoice(s: CdbState, seat: Seat, ranked: Scored[] = rankedMoves(s, seat)): CdbAction {
  // Those whose spontaneous advance (9.5) or flight (12.3) would hurt are held back, before
  // another move of their corps spends the points the restraint needs.
  // A unit in contact it would lose, above all the commander-in-chief's, leaves first (7.2, 11.1).
  const flee = escapeMove(s, seat);
  if (flee) return flee;
  const m = ranked[0];
  const r = restraintWanted(s, seat);
  if (!m) return r ?? { k: 'end' };
  if (r && r.k === 'restrain' && m.a.k === 'move') {
    const moves = m.a.units;
    const corps = s.units.find((u) => u.id === r.units[0])!.corps;
    const sameCorps = s.units.find((u) => u.id === moves[0])?.corps === corps;
    if (sameCorps && !r.units.every((id) => moves.includes(id)) && (s.ap[String(corps)] ?? 0) - m.cost < RESTRAINT_COST) return r;
  }
  return m.a;
}

/** 11.7, 12.2: which unit of a full rear rank goes with the friend destroyed in front of it:
 *  the standing order's cheaper one (N4), but never a general's when a unit without one may go
 *  (his loss tests his corps's morale, the C-in-C's every corps). The default of equal
 *  counters is the lower id, often the general's own: session 19's game 8 (steady against random, seed 1, steady as the
 *  Mycenaeans), turn 3, corps 2's general was lost behind his Spears beside a plain Cavalry. */
export function rearLossPick(s: CdbState, c: ChoicePoint): number {
  const units = c.options.map((id) => s.units.find((u) => u.id === id)).filter((u): u is Unit => !!u);
  const rank = (u: Unit) => (u.counters.some((k) => k.cinc) ? 2 : u.counters.some((k) => k.general) ? 1 : 0);
  const least = Math.min(...units.map(rank));
  const dflt = units.find((u) => u.id === c.default);
  if (!dflt || rank(dflt) === least) return c.default;
  return cheaperLoss(units.filter((u) => rank(u) === least))?.id ?? c.default;
}

export function cdbBot(s: CdbState, seat: Seat, rnd: BotRandom, legalOf: (s: CdbState, seat: Seat) => CdbAction[] = legalActions): CdbAction {
  if (s.phase === 'move' && !s.combat && seat === s.active) return steadyMoveChoice(s, seat);
  const legal = legalOf(s, seat);
  if (!legal.length) throw new Error('cdb bot: no legal action');
  // The combat steps' choices: the standing orders of spec §9 (each choice's default).
  if (s.combat) {
    const d = s.combat.pending.kind === 'rearLoss' ? rearLossPick(s, s.combat.pending) : s.combat.pending.default;
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
  // 14.3.3: an ambush offered at deployment is taken one time in two (so the fuzz meets them).
  const hide = legal.find((a) => a.k === 'hide');
  if (hide && rnd.below(2) === 0) return hide;
  // An action the bot does not know (set-up): a legal one, drawn from the seeded stream.
  return rnd.pick(legal);
}
