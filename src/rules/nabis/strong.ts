// The strong Nabis bot (issue 14): the steady bot, searched (engine/search.ts) where the
// battle is decided — which mêlées to declare, what to shoot, which leader to activate,
// whether and on whom Pythagoras's fire falls (13.2.4),
// where to retreat and advance, and where a unit near the enemy moves (into contact as the
// steady bot would, out of contact, onto a place that scores, or no further) — each
// candidate played out through the end of the activation AND the one after it, so the
// enemy's answer is seen, and judged in victory points (13.3.2): those scored, those the
// positions would score at the end, and those each side's shaken units put at risk, with
// three cleared districts weighed as the threat of the fourth (13.3.2-p). Where the steady
// Spartans would end an activation idle, a spare valiant unit's march toward an undefended
// district (13.2.3) is weighed too. The steady choice stands unless another beats it by a
// clear margin (1 VP a playout): four playouts are noisy, and overruling steady on the dice
// alone made strong play worse than steady (45 % against it before the margin).
import type { BotRandom } from '../../engine/draws';
import { searchChoice, type SearchHooks } from '../../engine/search';
import { legal, moveGroup, type NAction } from './actions';
import { vpForQuality } from './data/tables';
import { candidateMelees, meleeCalc } from './melee';
import { OBJECTIVES, fireValue, meleeWorthy, nabisBot } from './bot';
import { dist, neighbours } from './hex';
import { unitDestinations } from './movement';
import type { RuleSystem } from '../../engine/contract';
import { shotCalc } from './shooting';
import { alive, occupants, quality, side, type NState, type Seat } from './state';
import { clearedByRome, endGameVp } from './victory';
import { DISTRICTS } from './data/map-sparta';
import { MAP } from './state';

/** Tenths of a VP a unit's state puts at risk: a discouraged unit is part lost, a routed one mostly. */
const RISK = [0, 3, 7];
/** Tenths of a VP for Rome when three districts are cleared (13.2.3-c): the fourth ends the
 *  game in a decisive Roman victory (13.3.2-p), far more than the 1 VP each scores at the end. */
const FOURTH_DISTRICT = 30;

export function nabisValue(s: NState, seat: Seat): number {
  if (s.result) return s.result.winner === seat ? 100000 : s.result.winner === -1 ? 0 : -100000;
  const e = endGameVp(s);
  let v = 10 * (s.vp[seat] + e[seat] - s.vp[1 - seat] - e[1 - seat]);
  if (DISTRICTS.filter((d) => clearedByRome(s, d)).length >= 3) v += seat === 0 ? FOURTH_DISTRICT : -FOURTH_DISTRICT;
  for (let i = 0; i < s.u.length; i++) {
    if (s.u[i].elim || s.u[i].hex <= 0) continue;
    const risk = RISK[s.u[i].dis] * vpForQuality(quality(s, i)) + (s.u[i].fat ? 2 : 0);
    v += side(s, i) === seat ? -risk : risk;
  }
  return v;
}

/** Enemy units within `r` hexes of `h`. */
function enemyWithin(s: NState, seat: Seat, h: number, r: number): boolean {
  for (let i = 0; i < s.u.length; i++) if (alive(s, i) && side(s, i) !== seat && dist(s.u[i].hex, h) <= r) return true;
  return false;
}

/** Other places for the unit the steady bot moves, when the enemy is near enough for it to
 *  matter before the enemy's next activation: the nearest one out of the enemy's contact
 *  (wait for him there), the nearest place that scores (13.3.2), and ending the movement
 *  (the units not yet moved stay where they stand). */
function moveAlternatives(s: NState, seat: Seat, steady: Extract<NAction, { k: 'move' }>, acts: NAction[], add: (a: NAction) => void): void {
  const from = s.u[steady.u].hex;
  if (!enemyWithin(s, seat, from, 2) && !enemyWithin(s, seat, steady.to, 1)) return;
  const g = moveGroup(s, steady.u, steady.all);
  if (!g) return;
  const occ = occupants(s);
  const enemyAt = (h: number) => (occ.get(h) ?? []).some((i) => side(s, i) !== seat);
  const inContact = (h: number) => neighbours(h).some((n) => n > 0 && enemyAt(n));
  const dests = unitDestinations(s, g, s.act!.stage === 'ooc')
    .filter((d) => d.to > 0 && !(occ.get(d.to) ?? []).some((j) => !g.includes(j)) && d.to !== steady.to);
  const byNear = (xs: typeof dests) => xs.sort((x, y) => dist(x.to, steady.to) - dist(y.to, steady.to) || x.to - y.to || x.f - y.f)[0];
  const safe = inContact(steady.to) ? byNear(dests.filter((d) => !inContact(d.to))) : undefined;
  if (safe) add({ k: 'move', u: steady.u, all: steady.all, to: safe.to, f: safe.f, top: false });
  const place = byNear(dests.filter((d) => OBJECTIVES.includes(d.to)));
  if (place) add({ k: 'move', u: steady.u, all: steady.all, to: place.to, f: place.f, top: false });
  if (acts.some((x) => x.k === 'done')) add({ k: 'done' });
}

/** A district (13.2.3) with no valiant Spartan in any of its hexes: the Romans clear it by
 *  entering it (13.2.3-c), and the fourth cleared ends the game (13.3.2-p). */
function undefended(s: NState): Set<string> {
  const out = new Set<string>(DISTRICTS);
  for (let i = 0; i < s.u.length; i++) {
    const d = MAP.district[s.u[i].hex];
    if (d && !s.u[i].elim && side(s, i) === 1 && s.u[i].dis === 0) out.delete(d);
  }
  return out;
}

/** When the steady Spartans would end their movement idle (every one holding where he
 *  stands), the moves that send a valiant unit toward a district no valiant Spartan holds
 *  (13.2.3): the nearest step toward it of up to two units that are not the last valiant
 *  defender of their own district and not already engaged. Exported for its tests. */
export function reinforcements(s: NState, add: (a: NAction) => void): void {
  const a = s.act!;
  const open = undefended(s);
  if (!open.size) return;
  const occ = occupants(s);
  const enemyAt = (h: number) => (occ.get(h) ?? []).some((i) => side(s, i) !== 1);
  const goals = Object.keys(MAP.district).map(Number).filter((h) => open.has(MAP.district[h]) && !enemyAt(h));
  if (!goals.length) return;
  const far = (h: number) => { let d = 99; for (const g of goals) d = Math.min(d, dist(h, g)); return d; };
  const valiantIn = (d: string) => s.u.filter((u, i) => !u.elim && side(s, i) === 1 && u.dis === 0 && MAP.district[u.hex] === d).length;
  const list = a.stage === 'move' ? a.units.filter((i) => !a.noMove.includes(i)) : a.oocUnits;
  let n = 0;
  const leaving = new Map<string, number>();
  for (const i of [...list].sort((x, y) => far(s.u[x].hex) - far(s.u[y].hex) || x - y)) {
    if (n >= 2) break;
    const u = s.u[i];
    if (!alive(s, i) || u.mv || u.dis !== 0 || occupants(s).get(u.hex)!.length > 1) continue;
    const home = MAP.district[u.hex];
    if (home && valiantIn(home) - (leaving.get(home) ?? 0) <= 1) continue;
    if (neighbours(u.hex).some((h) => h > 0 && enemyAt(h))) continue;
    const g = moveGroup(s, i, false);
    if (!g) continue;
    let best: { to: number; f: number } | null = null, bd = far(u.hex);
    for (const d of unitDestinations(s, g, a.stage === 'ooc')) {
      if (d.to <= 0 || (occ.get(d.to) ?? []).length) continue;
      const k = far(d.to);
      if (k < bd || (best && k === bd && d.to < best.to)) { bd = k; best = d; }
    }
    if (best) {
      add({ k: 'move', u: i, all: false, to: best.to, f: best.f, top: false });
      n++;
      if (home) leaving.set(home, (leaving.get(home) ?? 0) + 1);
    }
  }
}

/** The actions the strong bot weighs, the steady choice first (exported for its tests). */
export function strongCandidates(s: NState, seat: Seat, rnd: BotRandom): NAction[] {
  const steady = nabisBot(s, seat, rnd);
  const key = (a: NAction) => JSON.stringify(a);
  const out: NAction[] = [steady];
  const add = (a: NAction) => { if (out.length < 5 && !out.some((b) => key(b) === key(a))) out.push(a); };
  if (s.phase === 'setup' || !s.act && !s.pick && s.phase !== 'B') return out;
  const acts = legal(s, seat);
  const stage = s.pick ? 'pick' : s.phase === 'B' ? 'shoot' : s.act!.stage;
  switch (stage) {
    case 'pick': for (const a of acts) add(a); break;
    case 'move': case 'ooc':
      if (steady.k === 'move') moveAlternatives(s, seat, steady, acts, add);
      else if (seat === 1 && !s.pick) reinforcements(s, add);
      break;
    case 'declare': {
      const ms = candidateMelees(s).filter((c) => meleeWorthy(s, c.a, c.d, seat))
        .map((c) => ({ c, drm: meleeCalc(s, { a: c.a, d: c.d, au: [], du: [], done: false }).drm }))
        .filter((x) => x.drm >= -1).sort((x, y) => y.drm - x.drm);
      for (const { c } of ms.slice(0, 3)) add({ k: 'melee', d: c.d, a: c.a });
      add({ k: 'done' });
      break;
    }
    case 'shoot': {
      const shots = acts.filter((x): x is Extract<NAction, { k: 'shoot' }> => x.k === 'shoot')
        .map((x) => ({ x, drm: shotCalc(s, x.s, x.t)?.drm ?? -9 })).sort((a, b) => b.drm - a.drm);
      for (const { x } of shots.slice(0, 3)) add(x);
      if (acts.some((x) => x.k === 'done')) add({ k: 'done' });
      break;
    }
    case 'fire': {
      // Pythagoras's fire (13.2.4): the most telling ones and none, weighed against its VP (13.2.4-c).
      const fires = acts.filter((x): x is Extract<NAction, { k: 'fire' }> => x.k === 'fire')
        .map((x) => ({ x, v: x.u.reduce((t, i) => t + fireValue(s, i), 0) })).sort((a, b) => b.v - a.v);
      for (const { x } of fires.slice(0, 3)) add(x);
      add({ k: 'done' });
      break;
    }
    case 'retreat': case 'advance': for (const a of acts.slice(0, 4)) add(a); break;
    default: break;
  }
  return out;
}

/** Leaders activated so far this turn (6.C-i). */
function activated(s: NState): number {
  let n = 0;
  for (const L of s.l) if (L.done) n++;
  return n;
}

export const HOOKS: SearchHooks<NState, NAction> = {
  candidates: strongCandidates,
  steady: (s, seat, rnd) => nabisBot(s, seat, rnd),
  evaluate: nabisValue,
  // To the end of the activation after this one (after the next two for a leader's pick),
  // so the enemy's answer is seen, or the turn's end.
  horizon: (start, now, n) => n > 0 && (now.turn !== start.turn || !!now.result || activated(now) >= activated(start) + (start.act ? 2 : 3)),
  playouts: 4,
  budget: 1600,
  // Overrule the steady choice only for a clear gain, 1 VP a playout on average (in
  // tenths): with four playouts a lucky candidate otherwise wins on the dice alone.
  margin: 10,
};

export function strongNabis(sys: RuleSystem<NState, NAction>, s: NState, seat: Seat, rnd: BotRandom): NAction {
  return searchChoice(sys, s, seat, rnd, HOOKS);
}
