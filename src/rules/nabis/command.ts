// Command (Nabis 7.2-7.4) and Phase A (6.A): the command check and the resting markers.
import type { Ctx } from '../../engine/contract';
import { dist } from './hex';
import { opt } from './options';
import { orderOf } from './orders';
import { adjacentEnemy, alive, armyCmd, contLeader, lalive, lval, side, type NState, type Seat } from './state';

/** A leader gives command when alive on the map and not in the Citadel (7.2-a, 13.2.2-c). */
export function commands(s: NState, l: number): boolean {
  return l >= 0 && lalive(s, l) && !s.l[l].cit;
}

/** 7.2-a: within the contingent leader's radius or an army commander's. */
export function inCommand(s: NState, i: number): boolean {
  const seat = side(s, i);
  const cl = contLeader(s, s.ud[i].contingent);
  const h = s.u[i].hex;
  if (commands(s, cl) && dist(h, s.l[cl].hex) <= lval(s, cl).radius) return true;
  const ac = armyCmd(s, seat);
  return commands(s, ac) && dist(h, s.l[ac].hex) <= lval(s, ac).radius;
}

/** Phase A (6.A-a, 6.A-b): command markers for the turn, then resting markers (DP-04 standing order). */
export function phaseA(s: NState, ctx: Ctx): void {
  for (let i = 0; i < s.u.length; i++) {
    if (!alive(s, i)) continue;
    s.u[i].ooc = !inCommand(s, i);
  }
  ctx.log({ t: 'command', rule: 'Nabis 7.2-a', ooc: s.u.map((u, i) => (alive(s, i) && u.ooc ? i : -1)).filter((i) => i >= 0) });
  // DP-04: each side's own standing order (orders.ts), the header's until it sets one.
  const auto = [orderOf(s, 0, 'restOrder') === 'auto', orderOf(s, 1, 'restOrder') === 'auto'];
  if (!auto[0] && !auto[1]) return;
  const rested: number[] = [];
  for (let i = 0; i < s.u.length; i++) {
    const u = s.u[i];
    // 11.2-a: useful only on fatigued units; never routed ones; not next to an enemy.
    if (!alive(s, i) || !auto[side(s, i)] || !u.fat || u.dis === 2 || adjacentEnemy(s, u.hex, side(s, i))) continue;
    u.rest = true;
    rested.push(i);
  }
  if (rested.length) ctx.log({ t: 'rest', rule: 'Nabis 11.2-a', units: rested });
}

/** Units a leader activates (7.2-b): [in command, out of command, may not move (7.1-f)]. */
export function activatable(s: NState, l: number): [number[], number[], number[]] {
  const d = s.ld[l];
  const inC: number[] = [], ooc: number[] = [], noMove: number[] = [];
  if (!commands(s, l)) return [inC, ooc, noMove];
  const seat = d.side as Seat;
  const ac = armyCmd(s, seat);
  for (let i = 0; i < s.u.length; i++) {
    if (!alive(s, i) || side(s, i) !== seat) continue;
    if (d.role === 'contingent' && s.ud[i].contingent !== d.contingent) continue;
    if (d.role === 'army' && dist(s.u[i].hex, s.l[l].hex) > lval(s, l).radius) continue; // measured at the start (7.2-b)
    (s.u[i].ooc ? ooc : inC).push(i);
    // 7.1-f, G-28 option armyStackMove: the army commander's stack stays put, or may move.
    if (d.role === 'contingent' && ac >= 0 && lalive(s, ac) && s.l[ac].hex === s.u[i].hex && opt(s.o, 'armyStackMove') === 'stays') noMove.push(i);
  }
  return [inC, ooc, noMove];
}
