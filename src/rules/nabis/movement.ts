// Movement (Nabis 8): front-hex steps, facing changes, disengagement, stacking costs,
// the minimum move (8.1-e), the retreat move (8.3-b), out-of-command moves (7.4-a),
// the Triarii restriction (13.2.5-d) and leader movement (7.1, 5.1-d).
import { dist, frontDirs, mod6, neighbour, neighbours, rearDirs, type Hex } from './hex';
import { properAt } from './leaders';
import { opt } from './options';
import { stepCost, stepNA } from './terrain';
import { MAP, adjacentEnemy, alive, barred, contLeader, enemyIn, isCav, lalive, lval, ma, side, stackFacing, stackLegal, unitsAt, type NState, type Seat } from './state';

/** Hexes that are front hexes of non-routed enemy units of `seat` (4-b), computed once per search. */
export function enemyFrontSet(s: NState, seat: Seat): Record<number, boolean> {
  const out: Record<number, boolean> = {};
  for (let i = 0; i < s.u.length; i++) {
    if (!alive(s, i) || side(s, i) === seat || s.u[i].dis === 2) continue;
    for (const d of frontDirs(s.u[i].f)) { const n = neighbour(s.u[i].hex, d); if (n > 0) out[n] = true; }
  }
  return out;
}

export interface Dest { to: Hex; f: number }

/** 13.2.5-d: Triarii may not enter a hex next to an enemy before a Lg of their contingent routs. */
export function triariiBlocked(s: NState, group: number[], to: Hex): boolean {
  const t = group.find((i) => s.ud[i].triarii);
  if (t === undefined || s.fl.released.includes(s.ud[t].contingent)) return false;
  return adjacentEnemy(s, to, side(s, t));
}

/** A snapshot of who is where, built once per search (the searches visit many hexes). */
interface Board { units: Record<number, number[]>; barred: Record<number, boolean>; adjEnemy: Record<number, boolean> }
function board(s: NState, seat: Seat): Board {
  const b: Board = { units: {}, barred: {}, adjEnemy: {} };
  for (let i = 0; i < s.u.length; i++) {
    if (!alive(s, i)) continue;
    (b.units[s.u[i].hex] ??= []).push(i);
    if (side(s, i) !== seat) {
      b.barred[s.u[i].hex] = true;
      for (const n of neighbours(s.u[i].hex)) if (n > 0) b.adjEnemy[n] = true;
    }
  }
  for (let l = 0; l < s.l.length; l++) if (s.ld[l].side !== seat && lalive(s, l)) b.barred[s.l[l].hex] = true; // G-74
  return b;
}

function canEnter(s: NState, b: Board, group: number[], from: Hex, to: Hex): boolean {
  if (to <= 0 || b.barred[to] || to === MAP.citadel) return false; // 4-d, 13.2.2-a, G-74
  const t = group.find((i) => s.ud[i].triarii);
  if (t !== undefined && !s.fl.released.includes(s.ud[t].contingent) && b.adjEnemy[to]) return false; // 13.2.5-d
  void from;
  return true;
}

function endLegal(s: NState, b: Board, group: number[], to: Hex): boolean {
  return stackLegal(s, [...(b.units[to] ?? []).filter((i) => !group.includes(i)), ...group]);
}

/** Turning cost per hex angle (8.2-a, 8.2-c, 8.2-e, G-24). */
function turnCost(s: NState, group: number[], h: Hex, front: Record<number, boolean>): number {
  const ja = s.ud[group[0]].type === 'Ja';
  const surcharge = front[h] ? (ja && s.o.jaFrontSurcharge !== 'yes' ? 0 : 1) : 0;
  return (ja ? 0 : 1) + surcharge;
}

/** Every end (hex, facing) the group can reach this activation. `ooc`: 7.4-a half MA, ending closer to the contingent leader. */
export function unitDestinations(s: NState, group: number[], ooc: boolean): Dest[] {
  const seat = side(s, group[0]);
  const cav = isCav(s, group[0]);
  const h0 = s.u[group[0]].hex, f0 = s.u[group[0]].f;
  let mp = Math.min(...group.map((i) => ma(s, i)));
  if (ooc) mp = Math.ceil(mp / 2);
  const leaving = unitsAt(s, h0).some((i) => !group.includes(i)); // 5.2.4-a, G-27
  let refHex = 0;
  if (ooc) {
    // 7.4-a, G-63 option oocReference: toward the contingent leader, or toward the
    // activating army commander during his activation.
    const act = s.act;
    if (act && s.ld[act.l].role === 'army' && opt(s.o, 'oocReference') === 'activating') refHex = s.l[act.l].hex;
    else {
      const cl = contLeader(s, s.ud[group[0]].contingent);
      if (cl < 0 || !lalive(s, cl) || s.l[cl].cit) return [];
      refHex = s.l[cl].hex;
    }
  }
  const closerOk = (to: Hex) => !ooc || dist(to, refHex) < dist(h0, refHex); // 7.4-a, G-63
  const front = enemyFrontSet(s, seat);
  const bd = board(s, seat);
  // 5.2.4-a, G-27 option stackPassCost: the join cost only where the move ends, or on every entry.
  const passPays = opt(s.o, 'stackPassCost') === 'each';
  const friendsAt = (h: Hex) => (bd.units[h] ?? []).some((i) => !group.includes(i));
  // 4-c, G-25 option frontEntry: entering an enemy front hex is free, or costs +1.
  const entryPays = opt(s.o, 'frontEntry') === 'plusOne';
  const entry = (n: Hex) => (entryPays && front[n] ? 1 : 0);
  const best: Record<number, number> = {};
  const key = (h: Hex, f: number) => h * 8 + f;
  best[key(h0, f0)] = 0;
  // Bucket queue: costs are small integers.
  const buckets: number[][] = [];
  for (let c = 0; c <= mp; c++) buckets.push([]);
  buckets[0].push(key(h0, f0));
  for (let bc = 0; bc <= mp; bc++) for (let bi = 0; bi < buckets[bc].length; bi++) {
    const kk = buckets[bc][bi];
    const c = bc, h = Math.floor(kk / 8), f = kk % 8;
    if (best[kk] !== c) continue;
    const relax = (nc: number, nh: Hex, nf: number) => {
      if (nc > mp) return;
      const k = key(nh, nf);
      if (best[k] === undefined || nc < best[k]) { best[k] = nc; buckets[nc].push(k); }
    };
    const tc = turnCost(s, group, h, front);
    relax(c + tc, h, mod6(f + 1));
    relax(c + tc, h, mod6(f - 1));
    for (const d of frontDirs(f)) { // 8.1-c
      const n = neighbour(h, d);
      if (!canEnter(s, bd, group, h, n)) continue;
      const sc = stepCost(s, h, n, cav);
      if (sc === null) continue;
      relax(c + sc + (front[h] ? 1 : 0) + (h === h0 && leaving ? 1 : 0) + (passPays && friendsAt(n) ? 1 : 0) + entry(n), n, f);
    }
  }
  const out: Record<number, Dest> = {};
  const add = (to: Hex, f: number) => {
    const others = (bd.units[to] ?? []).filter((i) => !group.includes(i));
    const joinsStack = others.length > 0;
    const nr = others.find((i) => s.u[i].dis !== 2);
    const sf = nr === undefined ? -1 : s.u[nr].f;
    const ff = joinsStack && sf >= 0 ? sf : f; // 5.2.3-a
    out[key(to, ff)] = { to, f: ff };
  };
  for (const k of Object.keys(best)) {
    const kk = Number(k);
    const h = Math.floor(kk / 8), f = kk % 8;
    if (h === h0 && f === f0) continue;
    if (h !== h0 && !endLegal(s, bd, group, h)) continue;
    if (!closerOk(h)) continue;
    const join = !passPays && h !== h0 && friendsAt(h) ? 1 : 0;
    if (best[kk] + join > mp) continue;
    add(h, f);
  }
  // 8.1-e minimum move: one front hex, facing unchanged, whatever the terrain cost. G-26 option
  // minMoveSurcharges: it waives the surcharges too, or they (disengagement 8.3-a, leaving and
  // joining a stack 5.2.4-a) must still fit in the MP.
  const surchargesPaid = opt(s.o, 'minMoveSurcharges') === 'paid';
  for (const d of frontDirs(f0)) {
    const n = neighbour(h0, d);
    if (!canEnter(s, bd, group, h0, n) || stepNA(s, h0, n, cav) || !endLegal(s, bd, group, n) || !closerOk(n)) continue;
    if (surchargesPaid && (front[h0] ? 1 : 0) + (leaving ? 1 : 0) + (friendsAt(n) ? 1 : 0) + entry(n) > mp) continue;
    add(n, f0);
  }
  // 8.3-b retreat move: one rear hex, facing unchanged, whole MA, terrain costs ignored.
  for (const d of rearDirs(f0)) {
    const n = neighbour(h0, d);
    if (!canEnter(s, bd, group, h0, n) || stepNA(s, h0, n, cav) || !endLegal(s, bd, group, n) || !closerOk(n)) continue; // 7.4-c
    add(n, f0);
  }
  return Object.keys(out).map(Number).sort((a, b) => a - b).map((k) => out[k]);
}

/** Whether leader l may move this activation as far as the Citadel is concerned (13.2.2-c, G-44). */
export function citadelLeavable(s: NState, l: number): boolean {
  return !s.l[l].cit || opt(s.o, 'citadelExit') === 'exit';
}

/** Hexes the active leader can end in (7.1-b, 5.1-d, 8.3-a), plus the Citadel for Nabis (13.2.2-b). */
export function leaderDestinations(s: NState, l: number, adjCitadelAtStart: boolean): Hex[] {
  const seat = s.ld[l].side as Seat;
  const h0 = s.l[l].hex;
  // 13.2.2-c, G-44 option citadelExit: no exit, or one step onto an adjacent Spartan unit with all his MP.
  if (s.l[l].cit) return citadelLeavable(s, l) ? neighbours(h0).filter((n) => n > 0 && !barred(s, n, seat) && properAt(s, l, n)).sort((a, b) => a - b) : [];
  const mp = lval(s, l).ma;
  const front = enemyFrontSet(s, seat);
  const bd = board(s, seat);
  const best: Record<number, number> = { [h0]: 0 };
  const buckets: number[][] = [];
  for (let c = 0; c <= mp; c++) buckets.push([]);
  buckets[0].push(h0);
  for (let c = 0; c <= mp; c++) for (let bi = 0; bi < buckets[c].length; bi++) {
    const h = buckets[c][bi];
    if (best[h] !== c) continue;
    for (const n of neighbours(h)) {
      if (n <= 0 || bd.barred[n] || n === MAP.citadel) continue;
      const sc = stepCost(s, h, n, false);
      if (sc === null) continue;
      const nc = c + sc + (front[h] ? 1 : 0);
      if (nc > mp) continue;
      if (best[n] === undefined || nc < best[n]) { best[n] = nc; buckets[nc].push(n); }
    }
  }
  const out = Object.keys(best).map(Number).filter((h) => h !== h0 && properAt(s, l, h));
  if (s.ld[l].id === 'nabis' && adjCitadelAtStart) out.push(MAP.citadel);
  return out.sort((a, b) => a - b);
}
