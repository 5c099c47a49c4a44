// The decisions of Nabis as small actions: what is legal now, and how each is applied.
import type { Ctx } from '../../engine/contract';
import { IllegalAction } from '../../engine/contract';
import { dirTo, frontDirs, neighbour, type Hex } from './hex';
import { properAt } from './leaders';
import { advanceOptions, anyCandidateMelee, candidateMelees, meleeBarred, defenderAdvance, doAdvance, meleeUnits, pendingRetreats, rollMelee, routedRecoil, toRetreat } from './melee';
import { remember } from './memo';
import { opt } from './options';
import { orderOf, ordersLegal, setOrders, type StandingOrders } from './orders';
import { retreatChoices, retreatStack } from './retreat';
import { runRouts, type RoutJob } from './rout';
import { citadelLeavable, leaderDestinations, unitDestinations } from './movement';
import { canShoot, isTop, rangedShooters, rangedTargets, resolveShot, shotCalc } from './shooting';
import { fireBeforeOoc, fireLegal, fireTargets, freePlacementHexes, spartaFire } from './scenario-sparta';
import { afterAction, afterMelee, applyPick, archers, endActivation, endPhaseB, pickCandidates, startTurn } from './sequence';
import { MAP, alive, leadersAt, ma, occupants, setZTop, side, stackFacing, unitsAt, type Melee, type NState, type Seat } from './state';

export type NAction =
  | { k: 'done' }
  | { k: 'face'; u: number; f: number }
  | { k: 'place'; u: number; h: Hex }
  | { k: 'shoot'; t: Hex; s: number[] }
  | { k: 'lead'; l: number }
  | { k: 'move'; u: number; all: boolean; to: Hex; f: number; top: boolean }
  | { k: 'lmove'; to: Hex }
  | { k: 'melee'; d: Hex[]; a: Hex[] }
  | { k: 'resolve'; m: number }
  | { k: 'dfire'; u: number; t: Hex }
  | { k: 'retreat'; from: Hex; to: Hex; df: number }
  | { k: 'realloc'; h: Hex; from: number; to: number }
  | { k: 'advance'; from: Hex; to: Hex; u: number; f: number }
  | { k: 'fire'; u: number[] }
  | { k: 'orders'; o: StandingOrders }; // a seat's own standing orders (spec §9, see orders.ts): free

/** The rule each kind of decision answers to (for refusals). */
export const RULE_OF: Record<NAction['k'], string> = {
  done: 'Nabis 6-a', face: 'Nabis 13.2.1[BS]-a', place: 'Nabis 13.4.3-b', shoot: 'Nabis 9.3', lead: 'Nabis 6.C', move: 'Nabis 8.1',
  lmove: 'Nabis 7.1-b', melee: 'Nabis 10.2', resolve: 'Nabis 10.3', dfire: 'Nabis 9.1-h', retreat: 'Nabis 10.5-b', realloc: 'Nabis 10.2-e', advance: 'Nabis 10.6', fire: 'Nabis 13.2.4-a',
  orders: 'Nabis §9 (DP-04, DP-15, DP-19, DP-20)',
};

// ---------- who may act now

function movers(s: NState): number[] {
  const a = s.act!;
  // 7.2-d (late option leaderLast): his units move before the leader; once he has moved, none may.
  if (a.stage === 'move' && a.lmoved && opt(s.o, 'leaderLast') === 'last') return [];
  const list = a.stage === 'move' ? a.units.filter((i) => !a.noMove.includes(i)) : a.oocUnits;
  return list.filter((i) => alive(s, i) && !s.u[i].mv && s.u[i].dis !== 2); // 8.1-b, 12.2.3-e
}

/** The group a move action moves (5.2.4-b): the whole stack when `all`. */
export function moveGroup(s: NState, u: number, all: boolean): number[] | null {
  const a = s.act!;
  const ok = movers(s);
  if (!ok.includes(u)) return null;
  if (!all) return [u];
  const stack = unitsAt(s, s.u[u].hex);
  if (stack.length < 2 || !stack.every((i) => ok.includes(i))) return null;
  void a;
  return stack;
}

/** Active leader must end D.1 stacked with a proper unit, unless no such hex is reachable (5.1-d, G-74). */
export function leaderMustMove(s: NState): boolean {
  const a = s.act!;
  const L = s.l[a.l];
  if (L.cit || a.lmoved || properAt(s, a.l, L.hex)) return false;
  return leaderDestinations(s, a.l, a.adjCit).length > 0;
}

function offShooters(s: NState, m: Melee): number[] {
  const seat = s.act!.seat;
  return m.a.flatMap((h) => unitsAt(s, h).slice(0, 1)).filter((i) => side(s, i) === seat && canShoot(s, i) && !s.u[i].offFired && s.u[i].dis !== 2);
}
function offTargets(s: NState, i: number, m: Melee): Hex[] {
  const h = s.u[i].hex, f = s.u[i].f;
  return m.d.filter((t) => unitsAt(s, t).some((j) => side(s, j) !== side(s, i)) && !unitsAt(s, t).some((j) => s.u[j].shot) && frontDirs(f).some((d) => neighbour(h, d) === t));
}
/** 13.2.5-b, G-40: a Lg top unit with its pilum must fire before its first offensive mêlée, when it legally can. */
function pilumDue(s: NState, m: Melee): boolean {
  return offShooters(s, m).some((i) => s.ud[i].type === 'Lg' && s.u[i].pilum && !s.u[i].firstOff && offTargets(s, i, m).length > 0);
}

export function defShooters(s: NState, m: Melee): number[] {
  const seat = (1 - s.act!.seat) as Seat;
  return m.d.flatMap((h) => unitsAt(s, h).slice(0, 1)).filter((i) => side(s, i) === seat && canShoot(s, i) && !s.u[i].offFired);
}
export function defTargets(s: NState, i: number, m: Melee): Hex[] {
  const h = s.u[i].hex, f = s.u[i].f;
  return m.a.filter((t) => unitsAt(s, t).some((j) => side(s, j) !== side(s, i)) && !unitsAt(s, t).some((j) => s.u[j].shot) && frontDirs(f).some((d) => neighbour(h, d) === t));
}

function subsets<T>(xs: T[], max: number): T[][] {
  const out: T[][] = [];
  const n = Math.min(xs.length, 6);
  for (let m = 1; m < 1 << n; m++) { const sub = xs.slice(0, n).filter((_, k) => m & (1 << k)); if (sub.length <= max) out.push(sub); }
  return out;
}

/** Ranged shots from a pool of shooters: each target with every same-type group in range (9.3-a/b). */
function shotActions(s: NState, shooters: number[]): NAction[] {
  const out: NAction[] = [];
  const targets = [...new Set(shooters.flatMap((i) => rangedTargets(s, i)))].sort((a, b) => a - b);
  for (const t of targets) {
    const able = shooters.filter((i) => rangedTargets(s, i).includes(t));
    for (const type of [...new Set(able.map((i) => s.ud[i].type))].sort()) {
      for (const g of subsets(able.filter((i) => s.ud[i].type === type), 3)) if (shotCalc(s, g, t)) out.push({ k: 'shoot', t, s: g });
    }
  }
  return out;
}

/** 10.2-e: an attacking stack may switch to another unresolved mêlée whose defender it faces,
 *  as long as every marked defender stays attacked. Once per stack per activation (so play ends). */
function reallocations(s: NState): NAction[] {
  const a = s.act!;
  const out: NAction[] = [];
  a.melees.forEach((m, i) => {
    if (m.done || m.a.length < 2) return;
    for (const h of m.a) {
      if (a.moved.includes(h)) continue;
      const rest = m.a.filter((x) => x !== h);
      const front = (x: Hex) => { const f = stackFacing(s, x); return f < 0 ? [] : frontDirs(f).map((d) => neighbour(x, d)); };
      if (!m.d.every((d) => rest.some((x) => front(x).includes(d)))) continue;
      a.melees.forEach((n, j) => {
        if (j === i || n.done || !n.d.some((d) => front(h).includes(d) && !meleeBarred(s, h, d))) return; // G-61 option
        out.push({ k: 'realloc', h, from: i, to: j });
      });
    }
  });
  return out;
}

// ---------- legal actions

export function legal(s: NState, seat: Seat): NAction[] {
  if (s.phase === 'over' || s.dec !== seat) return [];
  const out: NAction[] = [];
  if (s.phase === 'setup') {
    for (let i = 0; i < s.u.length; i++) {
      if (!alive(s, i) || side(s, i) !== seat || s.u[i].mv) continue;
      for (let f = 0; f < 6; f++) if (f !== s.u[i].f) out.push({ k: 'face', u: i, f });
      if (seat === 1 && s.o.freeSpartans === 'yes' && !s.u[i].shot) for (const h of freePlacementHexes(s)) out.push({ k: 'place', u: i, h });
    }
    out.push({ k: 'done' });
    return out;
  }
  if (s.phase === 'B') {
    const mine = s.u.map((_, i) => i).filter((i) => alive(s, i) && side(s, i) === seat && !s.u[i].ooc);
    out.push(...shotActions(s, rangedShooters(s, mine, true)));
    out.push({ k: 'done' });
    return out;
  }
  if (s.pick) { for (const l of pickCandidates(s)) out.push({ k: 'lead', l }); return out; }
  const a = s.act;
  if (!a) return [];
  switch (a.stage) {
    case 'move':
    case 'ooc': {
      const ms = movers(s);
      const occ = occupants(s);
      for (const i of ms) {
        const stack = unitsAt(s, s.u[i].hex);
        const groups: [number[], boolean][] = [[[i], false]];
        if (stack[0] === i && stack.length > 1 && stack.every((j) => ms.includes(j))) groups.push([stack, true]);
        for (const [g, all] of groups) {
          for (const d of unitDestinations(s, g, a.stage === 'ooc')) {
            out.push({ k: 'move', u: i, all, to: d.to, f: d.f, top: false });
            if ((occ.get(d.to) ?? []).some((j) => !g.includes(j))) out.push({ k: 'move', u: i, all, to: d.to, f: d.f, top: true });
          }
        }
      }
      if (a.stage === 'move' && !a.lmoved && citadelLeavable(s, a.l)) for (const h of leaderDestinations(s, a.l, a.adjCit)) out.push({ k: 'lmove', to: h });
      if (a.stage === 'ooc' || !leaderMustMove(s)) out.push({ k: 'done' });
      return out;
    }
    case 'shoot':
      out.push(...shotActions(s, rangedShooters(s, a.units.filter((i) => !s.u[i].ooc), false)));
      out.push({ k: 'done' });
      return out;
    case 'declare':
      for (const c of candidateMelees(s)) out.push({ k: 'melee', d: c.d, a: c.a });
      out.push({ k: 'done' });
      return out;
    case 'resolve':
      a.melees.forEach((m, i) => { if (!m.done) out.push({ k: 'resolve', m: i }); });
      out.push(...reallocations(s));
      return out;
    case 'defFire': {
      const m = a.melees[a.cur];
      for (const i of defShooters(s, m)) for (const t of defTargets(s, i, m)) out.push({ k: 'dfire', u: i, t });
      out.push({ k: 'done' });
      return out;
    }
    case 'offFire': {
      const m = a.melees[a.cur];
      const sh = offShooters(s, m);
      const targets = [...new Set(sh.flatMap((i) => offTargets(s, i, m)))].sort((x, y) => x - y);
      for (const t of targets) {
        const able = sh.filter((i) => offTargets(s, i, m).includes(t));
        for (const type of [...new Set(able.map((i) => s.ud[i].type))].sort()) {
          for (const g of subsets(able.filter((i) => s.ud[i].type === type), 3)) if (shotCalc(s, g, t)) out.push({ k: 'shoot', t, s: g });
        }
      }
      if (!pilumDue(s, m)) out.push({ k: 'done' });
      return out;
    }
    case 'retreat': {
      const r = a.ret!;
      const from = r.hexes[0];
      for (const to of retreatChoices(s, toRetreat(s, r.units, from))) for (const df of [0, -1, 1]) out.push({ k: 'retreat', from, to, df });
      return out;
    }
    case 'advance': {
      const m = a.melees[a.cur];
      for (const o of advanceOptions(s, a.adv!.from, a.adv!.hexes, a.seat, meleeUnits(s, m, 'a', true))) {
        for (let f = 0; f < 6; f++) {
          out.push({ k: 'advance', from: o.from, to: o.to, u: -1, f });
          if (o.units.length > 1) for (const i of o.units) out.push({ k: 'advance', from: o.from, to: o.to, u: i, f });
        }
      }
      return out;
    }
    case 'fire': {
      const t = fireTargets(s);
      for (const i of t) out.push({ k: 'fire', u: [i] });
      for (const i of t) for (const j of t) if (i < j && fireLegal(s, [i, j])) out.push({ k: 'fire', u: [i, j] });
      out.push({ k: 'done' });
      return out;
    }
  }
  return out;
}

// ---------- apply

export function encodeKey(a: NAction): string { return JSON.stringify(a); }

function sameAction(x: NAction, y: NAction): boolean { return x.k === y.k && encodeKey(x) === encodeKey(y); }

/** Legality without enumerating everything (movement is the costly part). */
export function isLegal(s: NState, seat: Seat, act: NAction): boolean {
  if (act.k === 'orders') return ordersLegal(s, seat, act.o);
  if (s.phase === 'over' || s.dec !== seat) return false;
  const a = s.act;
  if (act.k === 'move' && s.phase === 'D' && !s.pick && a && (a.stage === 'move' || a.stage === 'ooc')) {
    const g = moveGroup(s, act.u, act.all);
    if (!g || (act.all && unitsAt(s, s.u[act.u].hex)[0] !== act.u)) return false;
    if (act.top && !unitsAt(s, act.to).some((j) => !g.includes(j))) return false;
    return unitDestinations(s, g, a.stage === 'ooc').some((d) => d.to === act.to && d.f === act.f);
  }
  if (act.k === 'lmove' && s.phase === 'D' && !s.pick && a && a.stage === 'move') {
    return !a.lmoved && citadelLeavable(s, a.l) && leaderDestinations(s, a.l, a.adjCit).includes(act.to);
  }
  if (act.k === 'done' && s.phase === 'D' && !s.pick && a && a.stage === 'move') return !leaderMustMove(s);
  if (act.k === 'done' && s.phase === 'D' && !s.pick && a && a.stage === 'ooc') return true;
  return remember(s, 'legal' + seat, () => legal(s, seat)).some((x) => sameAction(x, act));
}

/** Whether the movement stage offers anything but its end (cheap: stops at the first option). */
export function anyMove(s: NState): boolean {
  const a = s.act!;
  // Turning in place is a move (8.2-b): any mover with the MP to turn has something to do.
  if (a.stage === 'move' && movers(s).some((i) => s.ud[i].type === 'Ja' || ma(s, i) >= 2)) return true;
  for (const i of movers(s)) if (unitDestinations(s, [i], a.stage === 'ooc').length) return true;
  if (a.stage === 'move' && !a.lmoved && citadelLeavable(s, a.l) && leaderDestinations(s, a.l, a.adjCit).length) return true;
  return false;
}

/** Applies one legal action (already checked against `legal`), then runs the automatic steps. */
export function applyAction(s: NState, seat: Seat, act: NAction, ctx: Ctx): void {
  if (!isLegal(s, seat, act)) throw new IllegalAction(RULE_OF[act.k], 'this action is not available now');
  applyLegal(s, seat, act, ctx);
}

/** applyAction for an action whose legality was already established on an identical state. */
export function applyLegal(s: NState, seat: Seat, act: NAction, ctx: Ctx): void {
  // §9 standing orders: a free action, nothing else runs (the state was already settled).
  if (act.k === 'orders') { setOrders(s, seat, act.o); return; }
  if (s.so) s.so.j = false; // another 'orders' may follow this decision
  perform(s, seat, act, ctx);
  settle(s, ctx);
}

function perform(s: NState, seat: Seat, act: NAction, ctx: Ctx): void {
  if (s.phase === 'setup') {
    if (act.k === 'face') { s.u[act.u].f = act.f; s.u[act.u].mv = true; return; }
    if (act.k === 'place') {
      const from = s.u[act.u].hex;
      for (const l of leadersAt(s, from)) s.l[l].hex = act.h; // a leader keeps to his counter (13.2.1[SR]-c)
      s.u[act.u].hex = act.h; s.u[act.u].shot = true;
      return;
    }
    for (const u of s.u) { u.mv = false; u.shot = false; }
    if (s.setupSeat === 0) { s.setupSeat = 1; s.dec = 1; return; }
    startTurn(s, ctx);
    return;
  }
  if (s.phase === 'B') {
    if (act.k === 'shoot') { resolveShot(s, ctx, act.s, act.t, 'Nabis 6.B-a'); return; }
    endPhaseB(s, ctx);
    return;
  }
  if (act.k === 'lead') { applyPick(s, ctx, act.l); return; }
  const a = s.act!;
  switch (act.k) {
    case 'move': {
      const g = moveGroup(s, act.u, act.all)!;
      const from = s.u[g[0]].hex;
      for (const i of g) { setZTop(s, i, act.to, act.top); s.u[i].hex = act.to; s.u[i].f = act.f; s.u[i].mv = true; s.u[i].rest = false; } // 8.2-b, 11.2-c
      // 7.1-e: a contingent leader rides with his units moved by the army commander.
      for (const l of leadersAt(s, from)) {
        if (l === a.l || s.ld[l].side !== seat || properAt(s, l, from)) continue;
        if (g.some((i) => s.ud[i].contingent === s.ld[l].contingent || s.ld[l].role === 'army')) s.l[l].hex = act.to;
      }
      ctx.log({ t: 'move', rule: a.stage === 'ooc' ? 'Nabis 7.4-a' : 'Nabis 8.1-a', units: g, from, to: act.to, f: act.f });
      return;
    }
    case 'lmove': {
      const L = s.l[a.l];
      const from = L.hex;
      a.lmoved = true;
      if (act.to === MAP.citadel) { L.cit = true; L.hex = MAP.citadel; ctx.log({ t: 'citadel', rule: 'Nabis 13.2.2-b', leader: a.l }); return; }
      const exit = L.cit; // G-44 option citadelExit
      L.cit = false;
      L.hex = act.to;
      ctx.log({ t: 'lmove', rule: exit ? 'Nabis 13.2.2-c' : 'Nabis 7.1-b', leader: a.l, from, to: act.to });
      return;
    }
    case 'shoot':
      if (a.stage === 'offFire') {
        for (const i of act.s) s.u[i].offFired = true;
        resolveShot(s, ctx, act.s, act.t, 'Nabis 9.1-h');
        return;
      }
      resolveShot(s, ctx, act.s, act.t, 'Nabis 9.1-g');
      return;
    case 'melee': {
      const au = act.a.flatMap((h) => unitsAt(s, h));
      const du = act.d.flatMap((h) => unitsAt(s, h));
      a.melees.push({ a: act.a, d: act.d, au, du, done: false });
      ctx.log({ t: 'declare', rule: 'Nabis 10.2-d', att: act.a, def: act.d });
      return;
    }
    case 'realloc': {
      const from = a.melees[act.from], to = a.melees[act.to];
      from.a = from.a.filter((x) => x !== act.h);
      to.a = [...to.a, act.h].sort((x, y) => x - y);
      const us = unitsAt(s, act.h);
      from.au = from.au.filter((i) => !us.includes(i));
      to.au = [...to.au, ...us];
      a.moved.push(act.h);
      ctx.log({ t: 'realloc', rule: 'Nabis 10.2-e', hex: act.h, from: act.from, to: act.to });
      return;
    }
    case 'resolve':
      a.cur = act.m;
      // D.4: each mêlée in the order the active player chose; logged so that a mêlée begun
      // without a decision (the last one, or a single candidate) is named before its shots.
      ctx.log({ t: 'meleeStart', rule: 'Nabis 6.D-a', n: act.m + 1, att: a.melees[act.m].a, def: a.melees[act.m].d });
      for (const i of [...a.melees[act.m].au, ...a.melees[act.m].du]) s.u[i].offFired = false;
      defensiveFire(s, ctx);
      return;
    case 'dfire':
      s.u[act.u].offFired = true;
      resolveShot(s, ctx, [act.u], act.t, 'Nabis 9.1-h');
      return;
    case 'retreat': {
      const r = a.ret!;
      const q: RoutJob[] = [];
      retreatStack(s, ctx, toRetreat(s, r.units, act.from), q, { to: act.to, df: act.df });
      runRouts(s, ctx, q);
      // the next stacks: nothing left to retreat, or no whole-stack hex left (split or stay, 10.5-e/f)
      r.hexes = pendingRetreats(s, ctx, r.units, r.hexes.filter((h) => h !== act.from));
      if (!r.hexes.length) {
        const m = a.melees[a.cur];
        routedRecoil(s, ctx, r.recoil);
        if (r.defAdv && orderOf(s, (1 - a.seat) as Seat, 'defenderAdvance') === 'always') defenderAdvance(s, ctx, m, meleeUnits(s, m, 'd', false));
        a.ret = null;
        afterMelee(s, ctx);
      }
      return;
    }
    case 'advance': {
      const m = a.melees[a.cur];
      const o = advanceOptions(s, a.adv!.from, a.adv!.hexes, a.seat, meleeUnits(s, m, 'a', true)).find((x) => x.from === act.from && x.to === act.to)!;
      doAdvance(s, ctx, act.from, act.to, act.u < 0 ? o.units : [act.u], act.f);
      afterMelee(s, ctx);
      return;
    }
    case 'fire':
      spartaFire(s, ctx, act.u);
      afterFire(s, ctx);
      return;
    case 'done':
      doneStage(s, ctx);
      return;
  }
}

function doneStage(s: NState, ctx: Ctx): void {
  const a = s.act!;
  switch (a.stage) {
    case 'move': a.stage = 'shoot'; return;
    case 'shoot': a.stage = 'declare'; return;
    case 'declare':
      a.stage = a.melees.length ? 'resolve' : 'ooc';
      fireBeforeOoc(s);
      for (const m of a.melees) for (const h of m.d) for (const i of unitsAt(s, h)) void i;
      return;
    case 'defFire': offensiveStage(s); return;
    case 'offFire': roll(s, ctx); return;
    case 'ooc':
      if (a.fireOk && fireTargets(s).length) { a.stage = 'fire'; return; }
      endActivation(s, ctx);
      return;
    case 'fire': afterFire(s, ctx); return;
    default: throw new IllegalAction('Nabis 6.D-a', 'nothing to end here');
  }
}

function afterFire(s: NState, ctx: Ctx): void {
  if (opt(s.o, 'spartaFireTiming') === 'beforeD5') { s.act!.fireOk = false; s.act!.stage = 'ooc'; return; }
  endActivation(s, ctx);
}

/** D.4.1 with the defender's own standing order (DP-15, orders.ts). */
function defensiveFire(s: NState, ctx: Ctx): void {
  const a = s.act!;
  const m = a.melees[a.cur];
  const order = orderOf(s, (1 - a.seat) as Seat, 'defensiveFire');
  if (order === 'ask' && defShooters(s, m).some((i) => defTargets(s, i, m).length)) { a.stage = 'defFire'; s.dec = 1 - a.seat; return; }
  if (order === 'always') {
    for (const i of defShooters(s, m)) {
      if (!alive(s, i) || !isTop(s, i)) continue;
      const ts = defTargets(s, i, m);
      if (!ts.length) continue;
      // DP-15 target policy: best DRM, then a leader present, then larger SP, then lower hex.
      const key = (t: Hex) => [-(shotCalc(s, [i], t)?.drm ?? -99), leadersAt(s, t).length ? 0 : 1, -unitsAt(s, t).length, t];
      const t = [...ts].sort((x, y) => { const p = key(x), q = key(y); for (let k = 0; k < 4; k++) if (p[k] !== q[k]) return p[k] - q[k]; return 0; })[0];
      s.u[i].offFired = true;
      resolveShot(s, ctx, [i], t, 'Nabis 9.1-h');
      if (s.result) return;
    }
  }
  offensiveStage(s);
}

function offensiveStage(s: NState): void {
  const a = s.act!;
  a.stage = 'offFire';
  s.dec = a.seat;
  const m = a.melees[a.cur];
  // 10.2-f: no attacker left after the defensive fire cancels the mêlée.
  if (!meleeUnits(s, m, 'a', true).length) a.stage = 'offFire';
}

function roll(s: NState, ctx: Ctx): void {
  const a = s.act!;
  const m = a.melees[a.cur];
  const r = rollMelee(s, ctx, m);
  a.pend = r.checks;
  if (r.retreat) { a.stage = 'retreat'; a.ret = r.retreat; s.dec = a.seat; return; }
  if (r.opts.length) { a.stage = 'advance'; a.adv = { hexes: [...new Set(r.opts.map((o) => o.to))].sort((x, y) => x - y), from: [...new Set(r.opts.map((o) => o.from))].sort((x, y) => x - y) }; s.dec = a.seat; return; }
  afterMelee(s, ctx);
}

/** Runs what needs no decision: stages with nothing to choose, single candidates, Phase B without shots. */
export function settle(s: NState, ctx: Ctx): void {
  for (let guard = 0; guard < 10000; guard++) {
    afterAction(s, ctx);
    if (s.phase === 'over') return;
    if (s.dec < 0) throw new Error('nabis: no seat to decide');
    const seat = s.dec as Seat;
    if (s.phase === 'setup') return;
    if (s.phase === 'B' && !archers(s, seat).length) { endPhaseB(s, ctx); continue; }
    if (s.phase === 'D' && !s.pick && s.act && (s.act.stage === 'move' || s.act.stage === 'ooc')) {
      if (anyMove(s)) return;
      perform(s, seat, { k: 'done' }, ctx);
      continue;
    }
    if (s.phase !== 'B' && !s.pick && s.act && s.act.stage === 'declare') {
      // The legal actions here are the candidate mêlées and 'done': only whether a candidate exists matters.
      if (anyCandidateMelee(s)) return;
      perform(s, seat, { k: 'done' }, ctx);
      continue;
    }
    const acts = legal(s, seat);
    if (acts.length === 1 && (acts[0].k === 'done' || acts[0].k === 'lead' || acts[0].k === 'resolve')) { perform(s, seat, acts[0], ctx); continue; }
    if (acts.length === 0) throw new Error('nabis: a decision with no legal action at ' + s.phase + '/' + (s.act?.stage ?? s.pick));
    return;
  }
  throw new Error('nabis: automatic steps do not end');
}

export { dirTo };
