// Discouragement and rout (Nabis 12): the fatigue/disorganization state machine
// (table §5.6), the immediate rout move (12.2.1), the Phase E rout move (12.2.2)
// and the traversal checks (12.2.3-a). Rout moves are queued and processed in
// order so that a traversed unit waits for the unit that caused its rout.
import type { Ctx } from '../../engine/contract';
import { vpForQuality } from './data/tables';
import { col, neighbour, yy, type Hex } from './hex';
import { contingentCheck, orphanLeaders, properUnit, surrounded, type LossCause } from './leaders';
import { opt } from './options';
import { stepCost, stepNA } from './terrain';
import { MAP, alive, barred, enemyIn, inEnemyFront, isCav, leadersAt, ma, quality, setZTop, side, stackLegal, unitsAt, type NState, type Seat } from './state';

/** Rout edge (12.2.1-b): Romans south (row 20); Spartans north (G-04). */
export const edgeDir = (seat: Seat): number => (seat === 0 ? 3 : 0);
const closerDirs = (seat: Seat): number[] => (seat === 0 ? [3, 2, 4] : [0, 5, 1]);
const closer = (seat: Seat, a: Hex, b: Hex): boolean => (seat === 0 ? yy(b) > yy(a) : yy(b) < yy(a));

/** steps: 1 or 2 for an immediate rout move, -1 for a full Phase E rout move (G-35 option). */
export interface RoutJob { units: number[]; steps: number; causers: number[] }

/** Eliminates a unit; the enemy scores it (13.3.2-b/c/d, 12.2.3-g). */
export function eliminate(s: NState, ctx: Ctx, i: number, cause: LossCause, rule: string): void {
  const h = s.u[i].hex;
  const seat = side(s, i);
  const wasSurrounded = h > 0 && surrounded(s, h, seat);
  const q = s.o.vpQuality === 'current' ? quality(s, i) : s.ud[i].front.q;
  const vp = vpForQuality(q);
  const enemy = (1 - seat) as Seat;
  Object.assign(s.u[i], { elim: true, hex: 0, elimBy: enemy, vpq: vp, rest: false });
  s.vp[enemy] += vp;
  ctx.log({ t: 'eliminated', rule, unit: i, vp });
  if (h > 0) orphanLeaders(s, ctx, h, seat, cause, wasSurrounded);
  contingentCheck(s, ctx, s.ud[i].contingent, cause === 'routOff');
}

/** A unit becomes routed (12.2.1-a): marker, no facing, no rest; queues its 2-hex move. */
export function becomeRouted(s: NState, ctx: Ctx, i: number, q: RoutJob[], causers: number[], rule: string): void {
  const u = s.u[i];
  u.dis = 2; u.f = -1; u.rest = false;
  ctx.log({ t: 'routed', rule, unit: i });
  // 13.2.5-d: the first rout of a Lg unit lifts the Triarii restriction of its contingent.
  if (s.ud[i].type === 'Lg' && !s.fl.released.includes(s.ud[i].contingent)) {
    s.fl.released.push(s.ud[i].contingent);
    s.fl.released.sort();
  }
  q.push({ units: [i], steps: 2, causers });
}

/** "D" result or discouraged shooting result (12.1, 12.2.3-b). */
export function discourage(s: NState, ctx: Ctx, i: number, q: RoutJob[], rule: string): void {
  const u = s.u[i];
  if (u.dis === 0) { u.dis = 1; ctx.log({ t: 'discouraged', rule, unit: i }); return; }  // 12.1-a
  if (u.dis === 1 && !u.fat) { u.fat = true; ctx.log({ t: 'fatigued', rule: 'Nabis 12.1-b', unit: i }); return; }
  if (u.dis === 1) { becomeRouted(s, ctx, i, q, [], 'Nabis 12.1-c'); return; }
  q.push({ units: [i], steps: 2, causers: [] }); // 12.2.3-b: another 2-hex rout move
}

/** Rout result (Dr, rout shot): routed, or eliminated if already routed (12.1-d, 12.2.3-d).
 *  `cause` says what a leader riding the unit suffers (7.5-b/c/e): a shot places him (7.5-c). */
export function rout(s: NState, ctx: Ctx, i: number, q: RoutJob[], rule: string, cause: LossCause = 'rout'): void {
  if (s.u[i].dis === 2) { eliminate(s, ctx, i, cause, 'Nabis 12.2.3-d'); return; }
  becomeRouted(s, ctx, i, q, [], rule);
}

/** F result (11-b). */
export function fatigue(s: NState, ctx: Ctx, i: number): void {
  if (!s.u[i].fat) { s.u[i].fat = true; ctx.log({ t: 'fatigued', rule: 'Nabis 11-b', unit: i }); }
}

/** Extra level of disorganization (10.5-g): valiant -> discouraged -> routed -> eliminated. */
export function extraLevel(s: NState, ctx: Ctx, i: number, q: RoutJob[]): void {
  const u = s.u[i];
  if (u.dis === 0) { u.dis = 1; ctx.log({ t: 'discouraged', rule: 'Nabis 10.5-g', unit: i }); }
  else if (u.dis === 1) becomeRouted(s, ctx, i, q, [], 'Nabis 10.5-g');
  else eliminate(s, ctx, i, 'melee', 'Nabis 10.5-g');
}

/** Leaders ride with a routing group when no other friendly unit stays in the hex (7.5-d). */
function ridingLeaders(s: NState, from: Hex, group: number[], seat: Seat): number[] {
  const stay = unitsAt(s, from).filter((i) => !group.includes(i) && side(s, i) === seat);
  return leadersAt(s, from).filter((l) => s.ld[l].side === seat && !stay.some((i) => properUnit(s, l, i)) && group.some((i) => properUnit(s, l, i)));
}

function place(s: NState, group: number[], riders: number[], to: Hex): void {
  for (const i of group) { setZTop(s, i, to, false); s.u[i].hex = to; s.u[i].mv = true; s.u[i].rest = false; }
  for (const l of riders) { s.l[l].hex = to; s.l[l].bound = group[0]; }
}

function enterable(s: NState, seat: Seat, from: Hex, to: Hex, cav: boolean): boolean {
  return !barred(s, to, seat) && to !== MAP.citadel && !stepNA(s, from, to, cav);
}

/** Traversal checks (12.2.3-a) for a group passing through hex h. */
function traverse(s: NState, ctx: Ctx, h: Hex, seat: Seat, job: RoutJob, q: RoutJob[]): void {
  let stackRoll = -1; // G-36 option: one die for the whole stack
  for (const t of unitsAt(s, h)) {
    if (side(s, t) !== seat || job.units.includes(t) || job.causers.includes(t)) continue;
    // 12.2.3-a, G-35 option traversedRouted: a 2-hex immediate rout move, or a full Phase E one.
    if (s.u[t].dis === 2) { q.push({ units: [t], steps: opt(s.o, 'traversedRouted') === 'full' ? -1 : 2, causers: job.units }); continue; }
    if (s.o.traversalRoll === 'stack' && stackRoll < 0) stackRoll = ctx.dice.d10();
    const roll = stackRoll >= 0 ? stackRoll : ctx.dice.d10();
    const fails = roll > quality(s, t);
    ctx.log({ t: 'traversal', rule: 'Nabis 12.2.3-a', unit: t, roll, q: quality(s, t), fails });
    if (fails) becomeRouted(s, ctx, t, q, job.units, 'Nabis 12.2.3-a');
  }
}

/** Immediate rout move of 1 or 2 hexes (12.2.1, 12.2.3-b/c) for one job. */
function forcedRout(s: NState, ctx: Ctx, job: RoutJob, q: RoutJob[]): void {
  const group = job.units.filter((i) => alive(s, i));
  if (group.length === 0) return;
  const from = s.u[group[0]].hex;
  const seat = side(s, group[0]);
  const cav = isCav(s, group[0]);
  const straight = edgeDir(seat);
  // Enumerate every sequence of closer steps; pick per DP-22.
  type Opt = { path: Hex[]; off: boolean; ok: boolean; bends: number; trav: number; dc: number; c: number };
  const opts: Opt[] = [];
  const walk = (h: Hex, path: Hex[], bends: number) => {
    if (path.length === job.steps) {
      const end = path[path.length - 1];
      const ok = stackLegal(s, [...unitsAt(s, end).filter((i) => !group.includes(i)), ...group]);
      const trav = path.slice(0, -1).reduce((a, x) => a + unitsAt(s, x).filter((i) => side(s, i) === seat).length, 0);
      opts.push({ path: [...path], off: false, ok, bends, trav, dc: Math.abs(col(end) - col(from)), c: col(end) });
      return;
    }
    // 12.2.1-b/c (G-33): straight toward the edge; divert only when the straight hex is blocked.
    const sn = neighbour(h, straight);
    const straightOpen = sn < 0 || enterable(s, seat, h, sn, cav) || s.o.routDiversion === 'eliminate';
    for (const d of closerDirs(seat)) {
      if (straightOpen && d !== straight) continue;
      const n = neighbour(h, d);
      const b = bends + (d === straight ? 0 : 1);
      if (n < 0) { opts.push({ path: [...path], off: true, ok: false, bends: b, trav: 0, dc: 0, c: 0 }); continue; } // 12.2.3-g
      if (!enterable(s, seat, h, n, cav)) continue;
      walk(n, [...path, n], b);
    }
  };
  walk(from, [], 0);
  const riders = ridingLeaders(s, from, group, seat);
  if (opts.length === 0) {
    ctx.log({ t: 'routBlocked', rule: 'Nabis 12.2.1-c', units: group });
    for (const l of riders) s.l[l].bound = group[0];
    for (const i of group) eliminate(s, ctx, i, 'rout', 'Nabis 12.2.1-c');
    return;
  }
  const rank = (o: Opt) => [o.ok ? 0 : o.off ? 1 : 2, o.bends, o.trav, o.dc, o.c];
  // The first in DP-22 order (the sort is stable: ties keep the enumeration order), ranks worked out once.
  const ranked = opts.map((o) => ({ o, r: rank(o) }));
  ranked.sort((a, b) => { const x = a.r, y = b.r; for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k] - y[k]; return 0; });
  const best = ranked[0].o;
  ctx.log({ t: 'routMove', rule: job.steps === 2 ? 'Nabis 12.2.1-b' : 'Nabis 12.2.3-c', units: group, path: best.path, off: best.off });
  // Passing through: every hex of the path but the last one (12.2.3-a, 5.2.6-c).
  const through = best.off ? best.path : best.path.slice(0, -1);
  for (const h of through) traverse(s, ctx, h, seat, job, q);
  if (best.off) {
    if (best.path.length) place(s, group, riders, best.path[best.path.length - 1]);
    for (const i of group) eliminate(s, ctx, i, 'routOff', 'Nabis 12.2.3-g');
    return;
  }
  const end = best.path[best.path.length - 1];
  place(s, group, riders, end);
  if (!best.ok) for (const i of group) eliminate(s, ctx, i, 'rout', 'Nabis 12.2.1-d');
}

/** 5.2.6-a (late option stackRout 'together'): the immediate rout moves that one result gave to
 *  units of one stack become one move of that stack, in the order of their first unit. */
export function routTogether(s: NState, q: RoutJob[]): RoutJob[] {
  const out: RoutJob[] = [];
  for (const job of q) {
    const h = s.u[job.units[0]].hex;
    const same = out.find((o) => o.steps === job.steps && o.steps > 0 && h > 0 && s.u[o.units[0]].hex === h);
    if (same) { same.units = [...same.units, ...job.units]; same.causers = [...same.causers, ...job.causers]; }
    else out.push({ ...job, units: [...job.units] });
  }
  return out;
}

/** Processes queued rout moves in order (the canonical cascade order, §10.3). */
export function runRouts(s: NState, ctx: Ctx, q: RoutJob[]): void {
  let guard = 0;
  while (q.length) {
    if (++guard > 500) throw new Error('rout cascade does not end');
    const job = q.shift()!;
    if (job.steps < 0) phaseERout(s, ctx, job.units, q, job.causers);
    else forcedRout(s, ctx, job, q);
  }
}

/** Phase E rout move (12.2.2): the whole MA toward the edge, straight when possible. */
export function phaseERout(s: NState, ctx: Ctx, group: number[], q: RoutJob[], causers: number[] = []): void {
  group = group.filter((i) => alive(s, i));
  if (!group.length) return;
  const seat = side(s, group[0]);
  const cav = isCav(s, group[0]);
  const start = s.u[group[0]].hex;
  const riders = ridingLeaders(s, start, group, seat);
  const mp = Math.min(...group.map((i) => ma(s, i)));
  const others = unitsAt(s, start).filter((i) => !group.includes(i));
  // 12.2.2-a, 5.2.4-a (option routJoinCost): joining a stack costs +1 MP as in any move: where the
  // rout ends, or on every friendly hex entered under G-27 stackPassCost 'each'. Games recorded
  // before the option paid nothing ('free').
  const join = opt(s.o, 'routJoinCost') !== 'paid' ? 'none' : opt(s.o, 'stackPassCost') === 'each' ? 'each' : 'end';
  const friendsAt = (h: Hex) => unitsAt(s, h).some((i) => !group.includes(i));
  let pos = start, spent = 0;
  const path: Hex[] = [];
  const spentAt: number[] = [];
  let off = false;
  for (;;) {
    const first = path.length === 0;
    const cands: { n: Hex; cost: number; d: number }[] = [];
    for (const d of closerDirs(seat)) {
      const n = neighbour(pos, d);
      if (n < 0) { cands.push({ n: -1, cost: 1, d }); continue; }
      if (!enterable(s, seat, pos, n, cav) || !closer(seat, pos, n)) continue;
      const c = stepCost(s, pos, n, cav);
      if (c === null) continue;
      const extra = (inEnemyFront(s, pos, seat) ? 1 : 0) + (first && others.length ? 1 : 0) + (join === 'each' && friendsAt(n) ? 1 : 0);
      cands.push({ n, cost: c + extra, d });
    }
    const afford = cands.filter((c) => first || spent + c.cost <= mp); // 12.2.2-a: first step always allowed
    if (!afford.length) break;
    const straight = afford.find((c) => c.d === edgeDir(seat));
    const pick = straight ?? afford.sort((a, b) => {
      const ta = a.n < 0 ? 0 : unitsAt(s, a.n).length, tb = b.n < 0 ? 0 : unitsAt(s, b.n).length;
      return ta - tb || Math.abs(col(a.n) - col(start)) - Math.abs(col(b.n) - col(start)) || col(a.n) - col(b.n);
    })[0];
    if (pick.n < 0) { off = true; break; }
    spent += pick.cost;
    spentAt.push(spent);
    path.push(pick.n);
    pos = pick.n;
  }
  if (!off && path.length === 0) {
    ctx.log({ t: 'routBlocked', rule: 'Nabis 12.2.2-c', units: group });
    for (const i of group) eliminate(s, ctx, i, 'rout', 'Nabis 12.2.2-c');
    return;
  }
  const job: RoutJob = { units: group, steps: 0, causers };
  const legalAt = (h: Hex) => stackLegal(s, [...unitsAt(s, h).filter((i) => !group.includes(i)), ...group]);
  // 12.2.2-c, G-34 option routEndIllegal: an illegal last hex eliminates the unit there, as in 12.2.1-d.
  if (!off && opt(s.o, 'routEndIllegal') === 'eliminate' && !legalAt(path[path.length - 1])) {
    ctx.log({ t: 'routMove', rule: 'Nabis 12.2.2-a', units: group, path, off });
    for (const h of path.slice(0, -1)) traverse(s, ctx, h, seat, job, q);
    place(s, group, riders, path[path.length - 1]);
    for (const i of group) if (alive(s, i)) eliminate(s, ctx, i, 'rout', 'Nabis 12.2.2-c');
    return;
  }
  // G-34: stop at the last hex of the path where the stack is legal and, when joining a stack
  // there is paid at the end, where the MP left pay for it (the first hex is always allowed, 8.1-e).
  const canStop = (k: number) => legalAt(path[k]) && (join !== 'end' || k === 0 || !friendsAt(path[k]) || spentAt[k] + 1 <= mp);
  let stop = path.length - 1;
  if (!off) while (stop >= 0 && !canStop(stop)) stop--;
  const through = off ? path : path.slice(0, Math.max(0, stop));
  ctx.log({ t: 'routMove', rule: 'Nabis 12.2.2-a', units: group, path: off ? path : path.slice(0, stop + 1), off });
  for (const h of through) traverse(s, ctx, h, seat, job, q);
  if (off) {
    if (path.length) place(s, group, riders, path[path.length - 1]);
    for (const i of group) eliminate(s, ctx, i, 'routOff', 'Nabis 12.2.3-g');
    return;
  }
  if (stop >= 0) place(s, group, riders, path[stop]);
}
