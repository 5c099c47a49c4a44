// The sequence of play (Nabis 6): set-up, Phases A to E, initiative (6.C), the
// activation order (ratings, ties, the attacker's precedence), the activation steps
// D.1-D.7, and rest, rally and rout in Phase E.
import type { Ctx } from '../../engine/contract';
import { activatable, phaseA } from './command';
import { dist, frontDirs, inFrontArc, mod6, neighbours, type Hex } from './hex';
import { killLeader } from './leaders';
import { leaderChecks } from './melee';
import { opt } from './options';
import { phaseERout, runRouts, type RoutJob } from './rout';
import { fireBeforeOoc } from './scenario-sparta';
import { rangedShooters, rangedTargets } from './shooting';
import { MAP, adjacentEnemy, alive, armyCmd, lalive, leadersAt, lval, quality, side, stackFacing, stackLegal, unitsAt, type NState, type Seat } from './state';
import { checkDecisive, endTurnVp, finalResult, noteEntries, valiantHexes } from './victory';

export const ATTACKER: Seat = 0; // Romans (13.2[BS], 6-b)

function resetActivationFlags(s: NState): void {
  for (const u of s.u) { u.mv = false; u.shot = false; u.atk = false; u.swept = false; u.fired = false; u.offFired = false; }
}

/** Start of a game turn: Phase A, then Phase B with the defender first (6.B-b). */
export function startTurn(s: NState, ctx: Ctx): void {
  ctx.log({ t: 'turn', rule: 'Nabis 6-a', turn: s.turn });
  for (const l of s.l) { l.done = false; l.inact = false; }
  s.queue = [];
  s.alt = { rating: -1, next: ATTACKER };
  s.ini = { r: [], diff: 0, win: -1, kase: 0, stage: 0, forced: -1 };
  phaseA(s, ctx);
  s.phase = 'B';
  s.bSeat = 1;
  resetActivationFlags(s); // 6.B-c: each player's Phase B step counts as one activation
  s.dec = 1;
}

/** Phase B eligibility of a side (6.B-a). */
export function archers(s: NState, seat: Seat): number[] {
  const mine = s.u.map((_, i) => i).filter((i) => alive(s, i) && side(s, i) === seat && !s.u[i].ooc);
  return rangedShooters(s, mine, true).filter((i) => rangedTargets(s, i).length > 0);
}

export function endPhaseB(s: NState, ctx: Ctx): void {
  if (s.bSeat === 1) { s.bSeat = 0; resetActivationFlags(s); s.dec = 0; return; }
  initiative(s, ctx);
}

/** 6.C-d..h: 2d6 + army commander's bonus, Roman roll first (RE-1). */
function initiative(s: NState, ctx: Ctx): void {
  s.phase = 'C';
  const r: number[] = [], dice: number[][] = [], bonuses: number[] = [];
  for (const seat of [0, 1] as Seat[]) {
    const a = ctx.dice.d6(), b = ctx.dice.d6();
    dice.push([a, b]);
    const ac = armyCmd(s, seat);
    const inCit = ac >= 0 && s.l[ac].cit && s.o.citadelInitiative !== 'yes';
    const bonus = ac >= 0 && lalive(s, ac) && !inCit ? lval(s, ac).bonus : 0; // G-44: Nabis in the Citadel keeps it by default
    r.push(a + b + bonus);
    bonuses.push(bonus);
  }
  const diff = Math.abs(r[0] - r[1]);
  const win = diff === 0 ? -1 : r[0] > r[1] ? 0 : 1;
  const kase = diff === 0 ? 1 : diff <= 3 ? 2 : diff <= 7 ? 3 : 4;
  s.ini = { r, diff, win, kase, stage: kase === 1 ? 5 : 1, forced: -1 };
  ctx.log({ t: 'initiative', rule: 'Nabis 6.C-d', rome: r[0], sparta: r[1], diff, kase, winner: win, dice, bonus: bonuses });
  s.phase = 'D';
  nextActivation(s, ctx);
}

/** Leaders still to activate this turn (6.C-i). */
export function waitingLeaders(s: NState, seat: number): number[] {
  return s.l.map((_, i) => i).filter((l) => s.ld[l].side === seat && lalive(s, l) && !s.l[l].done && !s.l[l].inact);
}

/** Chooses who decides next in Phase C/D, or starts the next activation, or goes to Phase E. */
export function nextActivation(s: NState, ctx: Ctx): void {
  s.act = null;
  s.pick = '';
  s.dec = -1;
  while (s.queue.length) { // 7.6-e replacements and the C.3 forced activation
    const l = s.queue.shift()!;
    if (lalive(s, l) && !s.l[l].done && !s.l[l].inact) { startActivation(s, ctx, l); return; }
  }
  const ini = s.ini;
  if (ini.stage === 1) {
    if (waitingLeaders(s, ini.win).length) { s.pick = 'first'; s.dec = ini.win; return; }
    ini.stage = 2;
  }
  if (ini.stage === 2) {
    ini.stage = 5;
    if (ini.kase >= 3 && waitingLeaders(s, 1 - ini.win).length) { ini.stage = 3; s.pick = 'force'; s.dec = ini.win; return; }
  }
  if (ini.stage === 3 || ini.stage === 4) return; // waiting for the winner's designation
  // Normal order (6.C-a..c).
  const all = [...waitingLeaders(s, 0), ...waitingLeaders(s, 1)];
  if (!all.length) { phaseE(s, ctx); return; }
  const rating = Math.min(...all.map((l) => lval(s, l).rating));
  const tier = all.filter((l) => lval(s, l).rating === rating);
  const sides = [0, 1].filter((seat) => tier.some((l) => s.ld[l].side === seat));
  let chooser: number;
  if (sides.length === 2) {
    if (s.alt.rating !== rating) s.alt = { rating, next: ATTACKER };
    chooser = s.alt.next;
  } else chooser = sides[0];
  const mine = tier.filter((l) => s.ld[l].side === chooser);
  if (mine.length === 1) { tierStart(s, ctx, mine[0]); return; }
  s.pick = 'tier';
  s.dec = chooser;
}

export function tierStart(s: NState, ctx: Ctx, l: number): void {
  const rating = lval(s, l).rating;
  const seat = s.ld[l].side;
  const others = [...waitingLeaders(s, 1 - seat)].filter((x) => lval(s, x).rating === rating);
  if (s.alt.rating === rating) s.alt.next = others.length ? 1 - seat : seat; // 6.C-c alternation
  startActivation(s, ctx, l);
}

/** Candidate leaders of the current Phase C decision. */
export function pickCandidates(s: NState): number[] {
  if (s.pick === 'first') return waitingLeaders(s, s.ini.win);
  if (s.pick === 'force') return waitingLeaders(s, 1 - s.ini.win);
  if (s.pick === 'inact') return waitingLeaders(s, 1 - s.ini.win).filter((l) => l !== s.ini.forced);
  if (s.pick === 'tier') {
    const all = [...waitingLeaders(s, 0), ...waitingLeaders(s, 1)];
    const rating = Math.min(...all.map((l) => lval(s, l).rating));
    return waitingLeaders(s, s.dec).filter((l) => lval(s, l).rating === rating);
  }
  return [];
}

export function applyPick(s: NState, ctx: Ctx, l: number): void {
  const p = s.pick;
  s.pick = '';
  if (p === 'first') { s.ini.stage = 2; ctx.log({ t: 'firstLeader', rule: 'Nabis 6.C-f', leader: l }); startActivation(s, ctx, l); return; }
  if (p === 'force') {
    s.ini.forced = l;
    ctx.log({ t: 'forced', rule: 'Nabis 6.C-g', leader: l });
    if (s.ini.kase === 4 && waitingLeaders(s, 1 - s.ini.win).some((x) => x !== l)) { s.ini.stage = 4; s.pick = 'inact'; s.dec = s.ini.win; return; }
    s.ini.stage = 5; s.queue.unshift(l); nextActivation(s, ctx); return;
  }
  if (p === 'inact') {
    s.l[l].inact = true;
    ctx.log({ t: 'inactive', rule: 'Nabis 6.C-h', leader: l });
    s.ini.stage = 5; s.queue.unshift(s.ini.forced); nextActivation(s, ctx); return;
  }
  tierStart(s, ctx, l);
}

/** D.0 (7.2-b): the activation begins. */
export function startActivation(s: NState, ctx: Ctx, l: number): void {
  resetActivationFlags(s);
  const L = s.l[l];
  L.done = true;
  L.bound = -1; // 7.5-d: free again at his next activation
  const [units, oocUnits, noMove] = activatable(s, l);
  const seat = s.ld[l].side as Seat;
  const adjCit = !L.cit && neighbours(L.hex).includes(MAP.citadel);
  const fireOk = s.ld[l].id === 'pythagoras' && L.repl === 0; // 13.2.4-d
  s.act = { l, seat, stage: 'move', units, oocUnits, noMove, lmoved: false, melees: [], cur: -1, adv: null, fireOk, adjCit, pend: [], ret: null, moved: [] };
  s.dec = seat;
  ctx.log({ t: 'activate', rule: 'Nabis 6.D-a', leader: l });
}

export function endActivation(s: NState, ctx: Ctx): void {
  ctx.log({ t: 'endActivation', rule: 'Nabis 6.D-a', leader: s.act!.l });
  resetActivationFlags(s);
  nextActivation(s, ctx);
}

/** After a mêlée is over: the next one, or D.5. */
export function afterMelee(s: NState, ctx: Ctx): void {
  const a = s.act!;
  if (a.pend.length) { const p = a.pend; a.pend = []; leaderChecks(s, ctx, p, a.melees[a.cur]); }
  if (a.cur >= 0) a.melees[a.cur].done = true;
  a.cur = -1;
  a.adv = null;
  a.stage = a.melees.some((m) => !m.done) ? 'resolve' : 'ooc';
  fireBeforeOoc(s);
  s.dec = a.seat;
}

/** G-75: the facing whose front arc holds the nearest enemy (lowest index on ties). */
export function faceNearestEnemy(s: NState, h: Hex, seat: Seat): number {
  let best = -1, bd = 1e9;
  for (let i = 0; i < s.u.length; i++) {
    if (!alive(s, i) || side(s, i) === seat) continue;
    const d = dist(h, s.u[i].hex);
    if (d < bd || (d === bd && s.u[i].hex < s.u[best].hex)) { bd = d; best = i; }
  }
  if (best < 0) return seat === 0 ? 0 : 3;
  const t = s.u[best].hex;
  for (let f = 0; f < 6; f++) if (bd === 1 ? frontDirs(f).some((d) => neighbours(h)[d] === t) : inFrontArc(h, f, t, opt(s.o, 'arcBoundary') === 'out')) return f; // G-49
  return 0;
}

/** E3 (12.2.2): routed units move, routed stacks together (DP-23, DP-31); the attacker's first,
 *  or the defender's (G-39 option routOrder). Stops at a decisive result. */
export function routPhase(s: NState, ctx: Ctx): void {
  const first: Seat = opt(s.o, 'routOrder') === 'defender' ? ((1 - ATTACKER) as Seat) : ATTACKER;
  const order: Seat[] = [first, (1 - first) as Seat];
  for (const seat of order) {
    const moved: Record<number, boolean> = {};
    for (let i = 0; i < s.u.length; i++) {
      if (!alive(s, i) || side(s, i) !== seat || s.u[i].dis !== 2 || moved[i]) continue;
      // 5.2.6-a (late option stackRout): a routed stack moves as one, unless its owner's order is 'separate'.
      const group = opt(s.o, 'stackRout') === 'separate' ? [i] : unitsAt(s, s.u[i].hex).filter((j) => side(s, j) === seat && s.u[j].dis === 2);
      for (const j of group) moved[j] = true;
      const q: RoutJob[] = [];
      phaseERout(s, ctx, group, q);
      runRouts(s, ctx, q);
      if (s.result) return;
    }
  }
}

/** Phase E (6.E-a): rest, rally, rout, then the end of the turn. */
export function phaseE(s: NState, ctx: Ctx): void {
  s.phase = 'D';
  s.act = null;
  s.dec = -1;
  restFlips(s, ctx);
  if (s.o.rallyTest === 'always') rallyPhase(s, ctx);
  routPhase(s, ctx);
  if (s.result) return;
  // E4: VP of the turn, markers off, next turn.
  endTurnVp(s, ctx);
  for (const u of s.u) { u.ooc = false; u.rest = false; }
  noteEntries(s);
  checkDecisive(s, ctx);
  if (s.result) return;
  if (s.turn >= s.lastTurn) { finalResult(s, ctx); return; }
  s.turn += 1;
  startTurn(s, ctx);
}

/** Rally test of one stack (12.3-c..g, G-37). */
export function rally(s: NState, ctx: Ctx, h: Hex, seat: Seat): void {
  const us = unitsAt(s, h).filter((i) => side(s, i) === seat);
  const need = us.filter((i) => s.u[i].dis > 0);
  // 12.3-e: the best single bonus of the unit's contingent leader or an army commander, stacked or adjacent.
  let bonus = 0;
  const near = [h, ...neighbours(h).filter((n) => n > 0)];
  for (const n of near) for (const l of leadersAt(s, n)) {
    if (s.ld[l].side !== seat) continue;
    if (s.ld[l].role === 'army' || us.some((i) => s.ud[i].contingent === s.ld[l].contingent)) bonus = Math.max(bonus, lval(s, l).bonus);
  }
  // G-37 option rallyRoll: one d10 for the stack against its highest quality, or one per unit against its own.
  const perUnit = opt(s.o, 'rallyRoll') === 'unit';
  const stackQ = Math.max(...us.map((i) => quality(s, i)));
  const stackRoll = perUnit ? 0 : ctx.dice.d10();
  const nf = stackFacing(s, h);
  for (const i of need) {
    const roll = perUnit ? ctx.dice.d10() : stackRoll;
    const q = perUnit ? quality(s, i) : stackQ;
    const mod = roll + (s.u[i].dis === 2 ? 1 : 0) - bonus;
    const ok = roll === 0 || mod <= q;
    ctx.log({ t: 'rally', rule: 'Nabis 12.3-d', unit: i, roll, mod, q, ok });
    if (!ok) continue;
    if (s.u[i].dis === 1) s.u[i].dis = 0; // 12.3-f: keep the facing (DP-30)
    else { s.u[i].dis = 1; s.u[i].f = nf >= 0 ? nf : faceNearestEnemy(s, h, seat); }
  }
  void mod6;
}

/** Housekeeping after every action: the continuous victory checks (3.1). */
export function afterAction(s: NState, ctx: Ctx): void {
  if (opt(s.o, 'loneLeader') === 'open') catchLoneLeaders(s, ctx);
  const valiant = valiantHexes(s); // noting entries changes no unit
  noteEntries(s, valiant);
  checkDecisive(s, ctx, valiant);
  if (s.result) { s.phase = 'over'; s.dec = -1; s.act = null; }
}

/** G-74 option loneLeader 'open': a leader alone in a hex that enemy units entered is killed (as in 7.5-b). */
function catchLoneLeaders(s: NState, ctx: Ctx): void {
  for (let l = 0; l < s.l.length; l++) {
    if (!lalive(s, l) || s.l[l].cit) continue;
    const us = unitsAt(s, s.l[l].hex);
    if (us.length && us.every((i) => side(s, i) !== s.ld[l].side)) killLeader(s, ctx, l, (1 - s.ld[l].side) as Seat);
  }
}

/** E1 (11.2-d). */
export function restFlips(s: NState, ctx: Ctx): void {
  // E1 (11.2-d): resting units flip to fresh, top down while the stack stays legal.
  const order = s.u.map((_, i) => i).sort((a, b) => s.u[a].hex - s.u[b].hex || s.u[a].z - s.u[b].z || a - b);
  for (const i of order) {
    const u = s.u[i];
    if (!alive(s, i) || !u.rest) continue;
    u.rest = false;
    if (adjacentEnemy(s, u.hex, side(s, i))) continue;
    u.fat = false;
    if (!stackLegal(s, unitsAt(s, u.hex))) { u.fat = true; continue; } // 5.1-c
    ctx.log({ t: 'rested', rule: 'Nabis 11.2-d', unit: i });
  }
}

/** E2 (12.3). */
export function rallyPhase(s: NState, ctx: Ctx): void {
  // E2 (12.3): one d10 per stack, Romans first, by lowest unit index (G-39).
    for (const seat of [0, 1] as Seat[]) {
      const done: Record<number, boolean> = {};
      for (let i = 0; i < s.u.length; i++) {
        const h = s.u[i].hex;
        if (!alive(s, i) || side(s, i) !== seat || s.u[i].dis === 0 || done[h]) continue;
        done[h] = true;
        if (adjacentEnemy(s, h, seat)) continue; // 12.3-b
        rally(s, ctx, h, seat);
      }
    }
}
