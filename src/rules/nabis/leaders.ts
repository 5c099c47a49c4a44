// Leaders (Nabis 7.1, 7.5, 7.6): wounds, death, replacement, and what happens to a
// leader whose unit is lost. Army commanders' fates end the game (13.3.2-p/q).
import type { Ctx } from '../../engine/contract';
import { leaderCheck } from './data/tables';
import { dist, neighbours, type Hex } from './hex';
import { opt } from './options';
import { MAP, alive, armyCmd, contLeader, enemyIn, lalive, leadersAt, side, sp, unitsAt, type NState, type Seat } from './state';

/** Units a leader may stack with (5.1-d): his army for an army commander, his contingent otherwise. */
export function properUnit(s: NState, l: number, i: number): boolean {
  const d = s.ld[l];
  if (!alive(s, i) || side(s, i) !== d.side) return false;
  return d.role === 'army' || s.ud[i].contingent === d.contingent;
}

export function properAt(s: NState, l: number, h: Hex): boolean {
  return unitsAt(s, h).some((i) => properUnit(s, l, i));
}

/** Nearest proper unit's hex, ties to the lowest unit index (DP-24). */
export function nearestProperHex(s: NState, l: number, from: Hex): Hex {
  let best = -1, bd = 1e9;
  for (let i = 0; i < s.u.length; i++) {
    if (!properUnit(s, l, i)) continue;
    const d = from > 0 ? dist(from, s.u[i].hex) : 0;
    if (d < bd) { bd = d; best = i; }
  }
  return best < 0 ? 0 : s.u[best].hex;
}

function decisive(s: NState, winner: Seat, kind: string): void {
  if (!s.result) s.result = { winner, kind };
}

/** Leader casualty check on one d10 (5.3 / 5.5, 7.5-a). */
export function casualtyCheck(s: NState, ctx: Ctx, l: number, rule: string): void {
  if (!lalive(s, l) || s.l[l].cit) return; // 13.2.2-c: safe in the Citadel
  const roll = ctx.dice.d10();
  const r = leaderCheck(roll);
  ctx.log({ t: 'leaderCheck', rule, leader: l, roll, result: r });
  if (r === 'wound') woundLeader(s, ctx, l);
  else if (r === 'kill') killLeader(s, ctx, l, (1 - s.ld[l].side) as Seat);
}

/** The leaders of `listed` that a casualty check still applies to (9.3-f, 10.4-c; late option
 *  leaderCheckStack): under 'present', those still in the stack when the check is made, stacked
 *  with one of the units it held at the roll (a leader rides with his routed or retreating
 *  unit, 7.5-d), so a leader placed elsewhere, or killed and replaced elsewhere, is not checked
 *  again on the same natural 9; under 'listed', as in older games, everyone present at the roll. */
export function stillInStack(s: NState, listed: number[], stack: number[]): number[] {
  if (opt(s.o, 'leaderCheckStack') !== 'present') return listed;
  return listed.filter((l) => lalive(s, l) && unitsAt(s, s.l[l].hex).some((i) => stack.includes(i)));
}

export function woundLeader(s: NState, ctx: Ctx, l: number): void {
  if (s.l[l].st === 'wounded') { killLeader(s, ctx, l, (1 - s.ld[l].side) as Seat); return; } // 7.5.1-a: a second wound kills
  s.l[l].st = 'wounded';
  ctx.log({ t: 'wounded', rule: 'Nabis 7.5.1-a', leader: l });
  if (s.ld[l].id === 'nabis') decisive(s, 0, 'nabisWounded'); // 13.3.2-p (A)
}

/** Death (7.5.2) and replacement (7.6). `by` is the seat credited. */
export function killLeader(s: NState, ctx: Ctx, l: number, by: Seat): void {
  const d = s.ld[l];
  const where = s.l[l].hex;
  ctx.log({ t: 'killed', rule: 'Nabis 7.5.2-a', leader: l });
  if (d.role === 'army') {
    s.l[l].st = 'dead'; s.l[l].hex = 0;
    if (d.id === 'flamininus') decisive(s, 1, 'flamininusKilled'); // 13.3.2-q
    if (d.id === 'nabis') decisive(s, 0, 'nabisKilled');          // 13.3.2-p (A)
    return;
  }
  s.vp[by] += 3; s.fl.lk[by] += 1; // 13.3.2-e, replacements included (7.6-c)
  replaceLeader(s, ctx, l, where);
}

/** 7.6-b: the counter flips to the replacement, placed on a unit of the contingent. */
function replaceLeader(s: NState, ctx: Ctx, l: number, where: Hex): void {
  const d = s.ld[l];
  let best = -1, key: number[] = [];
  for (let i = 0; i < s.u.length; i++) {
    if (!properUnit(s, l, i)) continue;
    const k = [where > 0 ? dist(where, s.u[i].hex) : 0, -sp(s, i), i]; // DP-24 default
    if (best < 0 || k[0] < key[0] || (k[0] === key[0] && (k[1] < key[1] || (k[1] === key[1] && k[2] < key[2])))) { best = i; key = k; }
  }
  const L = s.l[l];
  if (best < 0) { L.st = 'dead'; L.hex = 0; ctx.log({ t: 'noReplacement', rule: 'Nabis 7.6-b', leader: l }); return; }
  L.st = 'ok'; L.repl += 1; L.hex = s.u[best].hex; L.bound = -1; L.cit = false;
  ctx.log({ t: 'replacement', rule: 'Nabis 7.6-b', leader: l, hex: L.hex });
  // 7.6-e: a replacement for a leader not yet activated this turn activates right after the current leader.
  if (s.phase === 'D' && !L.done && !L.inact && !(s.act && s.act.l === l) && !s.queue.includes(l)) s.queue.push(l);
  // G-29 option replacementTiming: a leader killed during his own activation counts as activated
  // (his replacement waits for next turn), or under 'now' his replacement activates right after it.
  if (s.phase === 'D' && s.act && s.act.l === l && !L.inact && opt(s.o, 'replacementTiming') === 'now' && !s.queue.includes(l)) { L.done = false; s.queue.push(l); }
  void d;
}

/** 7.5-c "surrounded" (G-31 option surrounded): all six neighbours enemy-occupied, off the
 *  map or impassable (the Citadel); under 'enemy', all six must hold enemy units. */
export function surrounded(s: NState, h: Hex, seat: Seat): boolean {
  if (opt(s.o, 'surrounded') === 'enemy') return neighbours(h).every((n) => n > 0 && enemyIn(s, n, seat));
  return neighbours(h).every((n) => n <= 0 || enemyIn(s, n, seat) || n === MAP.citadel);
}

export type LossCause = 'melee' | 'shoot' | 'routOff' | 'rout';

/** A leader whose hex no longer holds a unit he may stack with, after a loss (7.5-b/c/e/f). */
export function orphanLeaders(s: NState, ctx: Ctx, h: Hex, seat: Seat, cause: LossCause, wasSurrounded: boolean): void {
  for (const l of leadersAt(s, h)) {
    if (s.ld[l].side !== seat || properAt(s, l, h)) continue;
    if (unitsAt(s, h).some((i) => side(s, i) === seat) && s.ld[l].role === 'army') continue;
    const enemy = (1 - seat) as Seat;
    if (cause === 'melee' || cause === 'rout') { killLeader(s, ctx, l, enemy); continue; } // 7.5-b, 7.5-e
    const to = nearestProperHex(s, l, h);
    if (cause === 'shoot' && (wasSurrounded || to === 0)) { killLeader(s, ctx, l, enemy); continue; } // 7.5-c
    if (to === 0) { removeSafe(s, ctx, l); continue; } // 7.5-f
    s.l[l].hex = to; s.l[l].bound = -1;
    ctx.log({ t: 'leaderPlaced', rule: cause === 'shoot' ? 'Nabis 7.5-c' : 'Nabis 7.5-f', leader: l, hex: to });
  }
}

/** 7.1-d / 7.5-f: removed unharmed, no VP. */
export function removeSafe(s: NState, ctx: Ctx, l: number): void {
  s.l[l].st = 'dead'; s.l[l].hex = 0;
  ctx.log({ t: 'leaderRemoved', rule: 'Nabis 7.5-f', leader: l });
  if (s.ld[l].role === 'army') {
    // An army commander cannot stay without an army; the text gives no VP (7.5-f).
  }
}

/** 7.1-c: a contingent whose units are all gone loses its leader (counted killed, G-47),
 *  unless he left the map with the last unit (7.1-d). */
export function contingentCheck(s: NState, ctx: Ctx, contingent: string, leftWithLast: boolean): void {
  const l = contLeader(s, contingent);
  if (l < 0 || !lalive(s, l)) return;
  const any = s.u.some((_, i) => alive(s, i) && s.ud[i].contingent === contingent);
  if (any) return;
  const enemy = (1 - s.ld[l].side) as Seat;
  if (leftWithLast || s.o.emptyContingentVp !== 'yes') { removeSafe(s, ctx, l); return; }
  s.vp[enemy] += 3; s.fl.lk[enemy] += 1;
  s.l[l].st = 'dead'; s.l[l].hex = 0;
  ctx.log({ t: 'contingentGone', rule: 'Nabis 7.1-c', leader: l });
}

export { armyCmd };
