// Retreat after mêlée (Nabis 10.5) with the standing retreat policy of DP-17/DP-18.
import type { Ctx } from '../../engine/contract';
import { dirTo, mod6, neighbour, neighbours, sideOf, yy, type Hex } from './hex';
import { properUnit } from './leaders';
import { triariiBlocked } from './movement';
import { opt } from './options';
import { eliminate, extraLevel, type RoutJob } from './rout';
import { stepNA } from './terrain';
import { MAP, alive, arrive, barred, enemyIn, isCav, leadersAt, side, stackLegal, unitsAt, type NState, type Seat } from './state';

function legalRetreatHex(s: NState, seat: Seat, from: Hex, to: Hex, group: number[]): boolean {
  if (to <= 0 || barred(s, to, seat) || to === MAP.citadel) return false; // 10.5-b, G-74
  if (group.some((i) => stepNA(s, from, to, isCav(s, i)))) return false;
  if (opt(s.o, 'triariiRetreat') === 'covered' && triariiBlocked(s, group, to)) return false; // 13.2.5-d, G-41 option
  return stackLegal(s, [...unitsAt(s, to).filter((i) => !group.includes(i)), ...group]);
}

/** DP-17 ranking: no extra level, not next to an enemy, progress to the own edge, fewest enemies, lowest direction. */
function rank(s: NState, seat: Seat, from: Hex, facing: number, d: number): number[] {
  const n = neighbour(from, d);
  const front = facing >= 0 && sideOf(facing, d) === 'front' ? 1 : 0;
  const adjEnemies = neighbours(n).filter((x) => x > 0 && enemyIn(s, x, seat)).length;
  const progress = seat === 0 ? -yy(n) : yy(n);
  return [front, adjEnemies > 0 ? 1 : 0, progress, adjEnemies, d];
}

function rankedDirs(s: NState, seat: Seat, from: Hex, facing: number): number[] {
  return [0, 1, 2, 3, 4, 5].sort((a, b) => {
    const x = rank(s, seat, from, facing, a), y = rank(s, seat, from, facing, b);
    for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k] - y[k];
    return 0;
  });
}

/** Hexes the whole group may retreat into, best first by the DP-17 ranking (10.5-b). */
export function retreatChoices(s: NState, units: number[]): Hex[] {
  const group = units.filter((i) => alive(s, i) && s.u[i].dis !== 2);
  if (!group.length) return [];
  const from = s.u[group[0]].hex, seat = side(s, group[0]);
  return rankedDirs(s, seat, from, s.u[group[0]].f).map((d) => neighbour(from, d)).filter((to) => legalRetreatHex(s, seat, from, to, group));
}

/** Retreats the non-routed `units` of one hex one hex (10.5-a..h); `choice` is the owner's
 *  hex and facing change (10.5-c), otherwise the standing policy decides. */
export function retreatStack(s: NState, ctx: Ctx, units: number[], q: RoutJob[], choice?: { to: Hex; df: number }): void {
  const group = units.filter((i) => alive(s, i) && s.u[i].dis !== 2);
  if (!group.length) return;
  const from = s.u[group[0]].hex;
  const seat = side(s, group[0]);
  const facing = s.u[group[0]].f;
  let dirs = rankedDirs(s, seat, from, facing);
  if (choice) { const d = dirTo(from, choice.to); dirs = [d, ...dirs.filter((x) => x !== d)]; }
  const leaders = leadersAt(s, from).filter((l) => s.ld[l].side === seat);
  // 10.5-d: into a front hex costs an extra level. G-54 option retreatFront: judged with the facing
  // before the retreat, or with the facing held on arrival (after the ±1 change of 10.5-c).
  const after = opt(s.o, 'retreatFront') === 'after';
  const penalty = (members: number[], d: number, f: number) => {
    if (f >= 0 && sideOf(f, d) === 'front') for (const i of members) extraLevel(s, ctx, i, q);
  };
  const moveTo = (members: number[], d: number) => {
    const to = neighbour(from, d);
    const joined = unitsAt(s, to).length > 0;
    for (const i of members) { arrive(s, i, to, false); s.u[i].mv = true; s.u[i].rest = false; if (joined) s.u[i].swept = true; } // 5.2.5-d
    ctx.log({ t: 'retreat', rule: 'Nabis 10.5-b', units: members, to });
    if (!after) penalty(members, d, facing);
    return to;
  };
  const whole = dirs.find((d) => legalRetreatHex(s, seat, from, neighbour(from, d), group));
  let firstTo = 0;
  if (whole !== undefined) {
    firstTo = moveTo(group, whole);
    if (choice && choice.df && !unitsAt(s, firstTo).some((i) => !group.includes(i) && s.u[i].dis !== 2)) {
      for (const i of group) if (alive(s, i) && s.u[i].dis !== 2 && s.u[i].hex === firstTo) s.u[i].f = mod6(s.u[i].f + choice.df); // 10.5-c
    }
    if (after) penalty(group, whole, s.u[group[0]].f);
  }
  else {
    // 10.5-f: split, top units first into the best hex that takes them; the rest stay.
    const left: number[] = [];
    for (const i of group) {
      const d = dirs.find((x) => legalRetreatHex(s, seat, from, neighbour(from, x), [i]));
      if (d === undefined) left.push(i);
      else { const to = moveTo([i], d); if (!firstTo) firstTo = to; if (after) penalty([i], d, s.u[i].f); }
    }
    for (const i of left) {
      ctx.log({ t: 'noRetreat', rule: 'Nabis 10.5-e', unit: i });
      // G-53 option attackerNoRetreat: an attacker with no hex at all (10.5-e, not a unit left behind
      // by a split, 10.5-f) stays with an extra level like a defender, or is eliminated.
      if (!firstTo && s.act && s.act.seat === seat && opt(s.o, 'attackerNoRetreat') === 'eliminated') eliminate(s, ctx, i, 'melee', 'Nabis 10.5-e');
      else extraLevel(s, ctx, i, q);
    }
  }
  // 10.5-h: leaders go with the retreating units when none of theirs stays.
  if (firstTo) {
    for (const l of leaders) {
      if (unitsAt(s, from).some((i) => properUnit(s, l, i))) continue;
      if (unitsAt(s, firstTo).some((i) => properUnit(s, l, i))) s.l[l].hex = firstTo;
    }
  }
}
