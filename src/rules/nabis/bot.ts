// The steady bot, in the game's own terms: the Romans close in on the Spartans and on the
// places that score (districts, Heptagon, temple and sanctuary, 13.3.2), the Spartans make
// for those places and hold them, behind the walls, letting the Romans come to them; both
// shoot when they can and attack only when the mêlée DRM favours them, never with archers
// against cavalry, never with Triarii while their attack would still hand Sparta victory
// points (13.3.2-j), and the Spartans do not sally out of the town (10.6: the winner must
// advance, out of the walls) unless the odds are overwhelming. Nabis keeps next to the
// Citadel, where his radius reaches the units that face the Romans, and enters it before the
// Romans can reach him (13.2.2); Pythagoras's fire (13.2.4) is used when it is worth its VP.
// Falls back to a random legal action. Every choice leads to an end: each unit moves
// once per activation and every stage has an end.
import type { BotRandom } from '../../engine/draws';
import { leaderMustMove, legal, moveGroup, type NAction } from './actions';
import { dist, frontDirs, inFrontArc, neighbour } from './hex';
import { opt } from './options';
import { properAt } from './leaders';
import { candidateMelees, meleeCalc } from './melee';
import { leaderDestinations, unitDestinations } from './movement';
import { shotCalc } from './shooting';
import { faceNearestEnemy } from './sequence';
import { vpForQuality } from './data/tables';
import { MAP, alive, lval, occupants, quality, side, unitsAt, type NState, type Seat } from './state';

function enemyHexes(s: NState, seat: Seat): number[] {
  return [...new Set(s.u.filter((u, i) => alive(s, i) && side(s, i) !== seat).map((u) => u.hex))];
}
function nearestOf(h: number, enemies: number[]): number {
  let bd = 99;
  for (const e of enemies) bd = Math.min(bd, dist(h, e));
  return bd;
}

/** The nearest enemy unit's hex (ties to the lowest hex, as faceNearestEnemy), or -1. */
function nearestEnemyHex(s: NState, h: number, seat: Seat): number {
  let best = -1, bd = 99;
  for (let i = 0; i < s.u.length; i++) {
    if (!alive(s, i) || side(s, i) === seat || s.u[i].hex <= 0) continue;
    const d = dist(h, s.u[i].hex);
    if (d < bd || (d === bd && s.u[i].hex < best)) { bd = d; best = s.u[i].hex; }
  }
  return best;
}
/** Whether a stack in `h` facing `f` has hex `t` in front (in a front hex when adjacent, in its front arc otherwise). */
function faces(s: NState, h: number, f: number, t: number): boolean {
  return dist(h, t) === 1 ? frontDirs(f).some((d) => neighbour(h, d) === t) : inFrontArc(h, f, t, opt(s.o, 'arcBoundary') === 'out');
}

function enemyInFront(s: NState, occ: Map<number, number[]>, h: number, f: number, seat: Seat): boolean {
  return frontDirs(f).some((d) => { const n = neighbour(h, d); return n > 0 && (occ.get(n) ?? []).some((i) => side(s, i) !== seat); });
}

/** The hexes that score at the end (13.3.2): the Heptagon, the temple and sanctuary, and
 *  every district hex (a district is the Romans' to clear, the Spartans' to hold). */
export const OBJECTIVES: number[] = [...new Set([...MAP.heptagon, ...MAP.temple, ...MAP.sanctuary, ...Object.keys(MAP.district).map(Number)])].sort((x, y) => x - y);

/** Where a unit heads for: the Romans for the Spartans and the places that score, the
 *  Spartans for the Romans who come near, else for the places that score not yet held. */
function targetsFor(s: NState, seat: Seat, occ: Map<number, number[]>): number[] {
  const enemies = enemyHexes(s, seat);
  const held = (h: number) => (occ.get(h) ?? []).some((i) => side(s, i) === seat);
  const places = OBJECTIVES.filter((h) => !held(h) && h !== MAP.citadel);
  return seat === 0 ? [...enemies, ...places] : enemies;
}

function moveChoice(s: NState, seat: Seat): NAction | null {
  const a = s.act!;
  const list = a.stage === 'move' ? a.units.filter((i) => !a.noMove.includes(i)) : a.oocUnits;
  const occ0 = occupants(s);
  const enemies = targetsFor(s, seat, occ0);
  const freePlaces = OBJECTIVES.filter((h) => !(occ0.get(h) ?? []).length && h !== MAP.citadel);
  // The state does not change while the bot thinks: who is where, and each hex's distance
  // to the nearest enemy, are worked out once (many destinations share a hex).
  const occ = occ0;
  const near = new Map<number, number>();
  const nearestEnemy = (h: number, _seat: Seat) => { let d = near.get(h); if (d === undefined) near.set(h, (d = nearestOf(h, enemies))); return d; };
  for (const i of list) {
    if (!alive(s, i) || s.u[i].mv || s.u[i].dis === 2) continue;
    const stack = unitsAt(s, s.u[i].hex);
    const all = stack.length > 1 && stack[0] === i && moveGroup(s, i, true) !== null;
    if (stack.length > 1 && !all && stack[0] !== i) continue;
    const g = all ? stack : [i];
    const here = s.u[i].hex;
    if (enemyInFront(s, occ, here, s.u[i].f, seat)) continue; // already engaged
    // The defender holds what scores: a Spartan on a scoring hex stays, even with Romans
    // near (the walls, 5.1 Terrain Chart, fight for him); one elsewhere makes for the
    // nearest free one rather than for the Romans.
    const onPlace = OBJECTIVES.includes(here);
    const spartanHolds = seat === 1 && (onPlace || !freePlaces.length);
    if (spartanHolds) {
      // ...facing the nearest Roman once he is within a move of him (a flank or rear attack, 10.3 step 8, costs dear).
      const t = nearestEnemyHex(s, here, seat);
      if (t > 0 && dist(here, t) <= 4 && !faces(s, here, s.u[i].f, t)) {
        const f = faceNearestEnemy(s, here, seat);
        const turn = unitDestinations(s, g, a.stage === 'ooc').find((d) => d.to === here && d.f === f);
        if (turn) return { k: 'move', u: i, all, to: here, f, top: false };
      }
      continue;
    }
    const goal = seat === 1 ? (h: number) => nearestOf(h, freePlaces) : (h: number) => nearestEnemy(h, seat);
    const g0 = goal(here);
    let best: { to: number; f: number } | null = null, bk = [g0, 1, 1];
    for (const d of unitDestinations(s, g, a.stage === 'ooc')) {
      if (d.to <= 0 || (occ.get(d.to) ?? []).some((j) => !g.includes(j))) continue;
      const t = nearestEnemyHex(s, d.to, seat);
      // Nearer the goal; then in contact, facing it; then facing the nearest enemy (no flank to him).
      const k = [goal(d.to), enemyInFront(s, occ, d.to, d.f, seat) ? 0 : 1, t > 0 && faces(s, d.to, d.f, t) ? 0 : 1];
      if (k[0] < bk[0] || (k[0] === bk[0] && (k[1] < bk[1] || (k[1] === bk[1] && k[2] < bk[2])))) { bk = k; best = d; }
    }
    if (best) return { k: 'move', u: i, all, to: best.to, f: best.f, top: false };
  }
  return null;
}

/** Where a leader ends his move (7.1-b: stacked with one of his units): where the most of
 *  the units he commands stand within his command radius for the next command check
 *  (7.2), out of the enemy's reach when that costs nothing, near where he stands. */
export function leaderSpot(s: NState, l: number, dests: number[], seat: Seat): number {
  const radius = lval(s, l).radius, cont = s.ld[l].contingent, army = s.ld[l].role === 'army';
  const mine = s.u.map((_, i) => i).filter((i) => alive(s, i) && side(s, i) === seat && (army || s.ud[i].contingent === cont));
  const enemies = enemyHexes(s, seat);
  let best = dests[0], bk = [-1, -1, -99];
  for (const h of dests) {
    const k = [mine.filter((i) => dist(s.u[i].hex, h) <= radius).length, nearestOf(h, enemies) > 1 ? 1 : 0, -dist(s.l[l].hex, h)];
    if (k[0] > bk[0] || (k[0] === bk[0] && (k[1] > bk[1] || (k[1] === bk[1] && k[2] > bk[2])))) { bk = k; best = h; }
  }
  return best;
}

/** Whether key `k` beats key `b`, compared item by item (an empty `b` loses to anything). */
const ahead = (k: number[], b: number[]): boolean => { for (let j = 0; j < k.length; j++) if (k[j] !== b[j]) return b[j] === undefined || k[j] > b[j]; return false; };
/** Hexes from the nearest enemy that put a leader beyond a Roman's move and attack (MA 4, 8.1). */
const SAFE = 6;
/** Nabis enters the Citadel once a Roman is this near: in the town (2 MP a hex, Terrain Chart)
 *  the Roman is then within a move of him; sooner, he would give up his command (13.2.2-c) for
 *  turns on end, later he may not be activated again in time (6.C-h). */
const REFUGE = 3;

/** Where Nabis, the army commander, ends his move (7.1-b, 7.2-b): next to the Citadel, so
 *  that he can take refuge there at his next activation (13.2.2-b); then out of the enemy's
 *  reach (SAFE hexes or more from the nearest enemy, else as far as he can); then with the
 *  most of his units that have an enemy within 3 hexes inside his command radius; then the
 *  most units in all; then the nearest to where he stands (his own hex is a candidate). */
export function commanderSpot(s: NState, l: number, dests: number[], seat: Seat): number {
  const radius = lval(s, l).radius, here = s.l[l].hex;
  const enemies = enemyHexes(s, seat);
  const mine = s.u.map((_, i) => i).filter((i) => alive(s, i) && side(s, i) === seat && s.u[i].hex > 0);
  const fighting = mine.filter((i) => nearestOf(s.u[i].hex, enemies) <= 3);
  let best = here, bk: number[] = [];
  for (const h of [here, ...dests]) {
    if (h !== here && !properAt(s, l, h)) continue;
    const k = [dist(h, MAP.citadel) === 1 ? 1 : 0, Math.min(nearestOf(h, enemies), SAFE), fighting.filter((i) => dist(s.u[i].hex, h) <= radius).length, mine.filter((i) => dist(s.u[i].hex, h) <= radius).length, -dist(here, h)];
    if (ahead(k, bk)) { bk = k; best = h; }
  }
  return best;
}

/** Whether a mêlée is one a sensible player would declare at all, whatever its DRM:
 *  archers do not charge cavalry (nor anyone unless the DRM is +3 or better), and Triarii do not attack while their attack would
 *  give Sparta 5 VP (13.3.2-j: always under "each", the first time otherwise). */
export function meleeWorthy(s: NState, att: number[], def: number[], seat: Seat): boolean {
  const mine = att.flatMap((h) => unitsAt(s, h)).filter((i) => side(s, i) === seat);
  const theirs = def.flatMap((h) => unitsAt(s, h)).filter((i) => side(s, i) !== seat);
  if (mine.some((i) => s.ud[i].type === 'Ar') && theirs.some((i) => s.ud[i].type === 'Ca')) return false;
  // Archers are there to shoot: they close only when the odds are overwhelming.
  if (mine.some((i) => s.ud[i].type === 'Ar') && meleeCalc(s, { a: att, d: def, au: [], du: [], done: false }).drm < 3) return false;
  if (mine.some((i) => s.ud[i].triarii) && (s.o.triariiVp === 'each' || s.fl.triMelee === 0)) return false;
  if (seat === 1 && att.some((h) => MAP.town[h]) && def.some((h) => !MAP.town[h]) && meleeCalc(s, { a: att, d: def, au: [], du: [], done: false }).drm < 4) return false;
  return true;
}

/** What the Sparta fire (13.2.4) costs: 1 VP to Rome (13.2.4-c, 13.3.2-i), in tenths of a VP. */
const FIRE_COST = 10;

/** What discouraging this Roman unit with the Sparta fire (13.2.4-b: a D result, 12.1) is
 *  worth to Sparta, in tenths of a VP: a unit it routs (12.1-c) is as good as half lost (it
 *  scores its VP if it never rallies) and clears nothing while routed; a valiant one is
 *  discouraged only until it rallies, unless the game ends with it on a place that scores
 *  (13.3.2-f/g/h); a fatigue alone, or one more rout move, little. */
export function fireValue(s: NState, i: number): number {
  const u = s.u[i], vp = 10 * vpForQuality(quality(s, i));
  if (u.dis === 2) return vp / 5;
  if (u.dis === 1) return u.fat ? vp / 2 + 5 : 2;
  return (s.turn >= s.lastTurn && OBJECTIVES.includes(u.hex) ? 10 : 0) + vp / 5;
}

export function nabisBot(s: NState, seat: Seat, rnd: BotRandom): NAction {
  const a0 = s.act;
  if (s.phase === 'D' && !s.pick && a0 && (a0.stage === 'move' || a0.stage === 'ooc')) {
    const m = moveChoice(s, seat);
    if (m) return m;
    if (a0.stage === 'ooc') return { k: 'done' };
    // Nabis takes refuge in the Citadel when Romans could reach him before his next
    // activation (13.2.2; the enemy may well win the initiative and keep him inactive, 6.C-h):
    // his wound would lose the game (13.3.2-p).
    if (s.ld[a0.l].id === 'nabis' && a0.adjCit && !a0.lmoved && nearestOf(s.l[a0.l].hex, enemyHexes(s, seat)) <= REFUGE) return { k: 'lmove', to: MAP.citadel };
    if (!a0.lmoved && !s.l[a0.l].cit && (leaderMustMove(s) || !properAt(s, a0.l, s.l[a0.l].hex))) {
      const dests = leaderDestinations(s, a0.l, a0.adjCit);
      if (dests.length) return { k: 'lmove', to: leaderSpot(s, a0.l, dests, seat) };
    }
    // Nabis does not idle at the back: his next activation commands every unit of the army
    // within his radius (7.2-b), so he ends where the most units facing the Romans will be
    // within it, out of their reach (his wound or death loses the game, 13.3.2-p).
    if (!a0.lmoved && !s.l[a0.l].cit && s.ld[a0.l].role === 'army' && seat === 1) {
      const to = commanderSpot(s, a0.l, leaderDestinations(s, a0.l, a0.adjCit), seat);
      if (to !== s.l[a0.l].hex) return { k: 'lmove', to };
    }
    return { k: 'done' };
  }
  const acts = legal(s, seat);
  if (!acts.length) throw new Error('nabis bot: no legal action');
  const has = (k: NAction['k']) => acts.some((x) => x.k === k);
  const done = acts.find((x) => x.k === 'done');
  if (s.phase === 'setup') return done ?? rnd.pick(acts);
  const shots = acts.filter((x): x is Extract<NAction, { k: 'shoot' }> => x.k === 'shoot');
  if (s.phase === 'B') {
    const good = shots.filter((x) => (shotCalc(s, x.s, x.t)?.drm ?? -9) >= -2);
    return good.length ? good[good.length - 1] : done!;
  }
  if (s.pick) return rnd.pick(acts);
  const a = s.act!;
  switch (a.stage) {
    case 'move': case 'ooc': {
      const m = moveChoice(s, seat);
      if (m) return m;
      if (!done || (!properAt(s, a.l, s.l[a.l].hex) && has('lmove'))) {
        const dests = leaderDestinations(s, a.l, a.adjCit);
        if (dests.length) return { k: 'lmove', to: leaderSpot(s, a.l, dests, seat) };
      }
      return done ?? rnd.pick(acts);
    }
    case 'shoot': {
      const good = shots.filter((x) => (shotCalc(s, x.s, x.t)?.drm ?? -9) >= -2);
      return good.length ? good[good.length - 1] : done!;
    }
    case 'declare': {
      let best: NAction | null = null, bd = 0;
      for (const c of candidateMelees(s)) {
        if (!meleeWorthy(s, c.a, c.d, seat)) continue;
        const m = { a: c.a, d: c.d, au: [], du: [], done: false };
        const drm = meleeCalc(s, m).drm;
        if (drm >= 1 && drm > bd - (best ? 0 : 1)) { bd = drm; best = { k: 'melee', d: c.d, a: c.a }; }
      }
      return best ?? done!;
    }
    case 'offFire': return done ?? shots[0] ?? rnd.pick(acts);
    case 'resolve': return acts.find((x) => x.k === 'resolve') ?? acts[0];
    case 'retreat': return acts[0]; // the DP-17 ranking puts the best hex first, facing kept
    case 'defFire': return acts.find((x) => x.k === 'dfire') ?? done!;
    case 'advance': {
      const adv = acts.filter((x): x is Extract<NAction, { k: 'advance' }> => x.k === 'advance' && x.u < 0);
      if (adv.length) {
        const f = faceNearestEnemy(s, adv[0].to, seat);
        return adv.find((x) => x.f === f) ?? adv[0];
      }
      return rnd.pick(acts);
    }
    case 'fire': {
      const fires = acts.filter((x): x is Extract<NAction, { k: 'fire' }> => x.k === 'fire');
      let best: NAction | null = null, bv = FIRE_COST;
      for (const f of fires) { const v = f.u.reduce((t, i) => t + fireValue(s, i), 0); if (v > bv) { bv = v; best = f; } }
      return best ?? done ?? fires[0];
    }
    default: return rnd.pick(acts);
  }
}
