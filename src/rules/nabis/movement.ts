// Movement (Nabis 8): front-hex steps, facing changes, disengagement, stacking costs,
// the minimum move (8.1-e), the retreat move (8.3-b), out-of-command moves (7.4-a),
// the Triarii restriction (13.2.5-d) and leader movement (7.1, 5.1-d).
import { COLS, ROWS, dist, frontDirs, mod6, neighbour, neighbours, rearDirs, type Hex } from './hex';
import { properAt } from './leaders';
import { opt } from './options';
import { isSealed, remember } from './memo';
import { stepCost, stepNA } from './terrain';
import { MAP, adjacentEnemy, alive, barred, contLeader, isCav, lalive, lval, ma, side, stackLegal, unitsAt, type NState, type Seat } from './state';

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

// ---- search machinery. The searches run thousands of times per game (bot, legality,
// replays), so the map's step costs are tabulated once per set of options and the
// per-search scratch lives in typed arrays reused from call to call, stamped with a
// generation number instead of being cleared. Results are the same as a plain search:
// the searches are exact shortest-cost searches whose answer is a set, sorted at the end.

// Hex numbers are column * 100 + row, so every hex of the 16 x 20 map is below HEXN.
const HEXN = 1700;
const NB = new Int16Array(HEXN * 6).fill(-1);
for (let c = 1; c <= COLS; c++) for (let r = 1; r <= ROWS; r++) { const h = c * 100 + r; for (let d = 0; d < 6; d++) NB[h * 6 + d] = neighbour(h, d); }

/** Step cost (-1 when NA) and NA flag per (hex, direction), for infantry [0] and cavalry [1] (8.1, 5.1). */
interface StepTables { cost: Int8Array[]; na: Uint8Array[] }
const stepTables = new Map<string, StepTables>();
let lastTables: { p: unknown; r: unknown; m: unknown; t: StepTables } | null = null;
function tablesFor(s: NState): StepTables {
  // Only these options enter stepCost and stepNA (G-20, G-19, G-70).
  const p = s.o.pathIgnoresNA, r = s.o.riverCavalry, m = opt(s.o, 'multiLevel');
  if (lastTables && lastTables.p === p && lastTables.r === r && lastTables.m === m) return lastTables.t;
  const sig = `${p}|${r}|${m}`;
  let t = stepTables.get(sig);
  if (t) { lastTables = { p, r, m, t }; return t; }
  t = { cost: [new Int8Array(HEXN * 6).fill(-1), new Int8Array(HEXN * 6).fill(-1)], na: [new Uint8Array(HEXN * 6), new Uint8Array(HEXN * 6)] };
  for (let c = 1; c <= COLS; c++) for (let r = 1; r <= ROWS; r++) {
    const h = c * 100 + r;
    for (let d = 0; d < 6; d++) {
      const n = NB[h * 6 + d];
      if (n <= 0) continue;
      for (let k = 0; k < 2; k++) {
        const sc = stepCost(s, h, n, k === 1);
        t.cost[k][h * 6 + d] = sc === null ? -1 : sc;
        t.na[k][h * 6 + d] = stepNA(s, h, n, k === 1) ? 1 : 0;
      }
    }
  }
  stepTables.set(sig, t);
  lastTables = { p, r, m, t };
  return t;
}

// Per-hex board flags, valid while hexStamp equals boardGen.
const F_BARRED = 1, F_FRONT = 2, F_ADJ = 4;
let boardGen = 0;
const hexStamp = new Int32Array(HEXN);
const hexFlags = new Uint8Array(HEXN);
const hexHead = new Int16Array(HEXN);   // first alive unit in the hex (lowest index), -1 none
let unitNext = new Int16Array(64);      // next alive unit in the same hex, by index
// Per-search marks, valid while their stamp equals gen.
let gen = 0;
const endStamp = new Int32Array(HEXN);
const hexEnd = new Int8Array(HEXN);     // endLegal memo: 1 legal, 2 not
const keyStamp = new Int32Array(HEXN * 8);
const keyBest = new Int16Array(HEXN * 8);
const outStamp = new Int32Array(HEXN * 8);
// The board last built, reused when asked again of the same sealed (unchanging) state.
let boardOf: NState | null = null, boardSeat = -1;

function touch(h: Hex): void {
  if (hexStamp[h] !== boardGen) { hexStamp[h] = boardGen; hexFlags[h] = 0; hexHead[h] = -1; }
}
const flagsAt = (h: Hex): number => (hexStamp[h] === boardGen ? hexFlags[h] : 0);
const headAt = (h: Hex): number => (hexStamp[h] === boardGen ? hexHead[h] : -1);

/** Who is where for `seat`'s search: alive units per hex, hexes barred by enemy units and
 *  lone enemy leaders (4-d, G-74), enemy front hexes (4-b) and hexes next to an enemy (13.2.5-d).
 *  Also starts a new search (fresh per-search marks). */
function buildBoard(s: NState, seat: Seat): void {
  gen++;
  if (boardOf === s && boardSeat === seat && isSealed(s)) return;
  boardOf = s; boardSeat = seat;
  boardGen++;
  const n = s.u.length;
  if (unitNext.length < n) unitNext = new Int16Array(n * 2);
  for (let i = n - 1; i >= 0; i--) {
    const u = s.u[i];
    if (u.elim || u.hex <= 0) continue;
    const h = u.hex;
    touch(h);
    unitNext[i] = hexHead[h];
    hexHead[h] = i;
    if (s.ud[i].side === seat) continue;
    hexFlags[h] |= F_BARRED;
    if (u.dis !== 2) for (const d of frontDirs(u.f)) { const m = NB[h * 6 + d]; if (m > 0) { touch(m); hexFlags[m] |= F_FRONT; } }
    for (let d = 0; d < 6; d++) { const m = NB[h * 6 + d]; if (m > 0) { touch(m); hexFlags[m] |= F_ADJ; } }
  }
  if (opt(s.o, 'loneLeader') === 'open') return;
  for (let l = 0; l < s.l.length; l++) if (s.ld[l].side !== seat && lalive(s, l)) { touch(s.l[l].hex); hexFlags[s.l[l].hex] |= F_BARRED; } // G-74
}

/** Every end (hex, facing) the group can reach this activation. `ooc`: 7.4-a half MA, ending closer to the contingent leader. */
export function unitDestinations(s: NState, group: number[], ooc: boolean): Dest[] {
  return remember(s, 'ud' + (ooc ? 'o' : 'i') + group.join(','), () => searchUnit(s, group, ooc));
}

function searchUnit(s: NState, group: number[], ooc: boolean): Dest[] {
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
  const tri = group.find((i) => s.ud[i].triarii);
  const triBound = tri !== undefined && !s.fl.released.includes(s.ud[tri].contingent); // 13.2.5-d
  buildBoard(s, seat);
  const tab = tablesFor(s);
  const cost = tab.cost[cav ? 1 : 0], na = tab.na[cav ? 1 : 0];
  const front = (h: Hex) => (flagsAt(h) & F_FRONT ? 1 : 0);
  const canEnter = (to: Hex): boolean => {
    if (to <= 0 || to === MAP.citadel) return false; // 13.2.2-a
    const fl = flagsAt(to);
    return !(fl & F_BARRED) && !(triBound && fl & F_ADJ); // 4-d, G-74, 13.2.5-d
  };
  const friendsAt = (h: Hex): boolean => {
    for (let i = headAt(h); i >= 0; i = unitNext[i]) if (!group.includes(i)) return true;
    return false;
  };
  const endLegal = (to: Hex): boolean => {
    if (endStamp[to] !== gen) {
      const us: number[] = [];
      for (let i = headAt(to); i >= 0; i = unitNext[i]) if (!group.includes(i)) us.push(i);
      endStamp[to] = gen;
      hexEnd[to] = stackLegal(s, [...us, ...group]) ? 1 : 2;
    }
    return hexEnd[to] === 1;
  };
  // 5.2.4-a, G-27 option stackPassCost: the join cost only where the move ends, or on every entry.
  const passPays = opt(s.o, 'stackPassCost') === 'each';
  // 4-c, G-25 option frontEntry: entering an enemy front hex is free, or costs +1.
  const entryPays = opt(s.o, 'frontEntry') === 'plusOne';
  const entry = (n: Hex) => (entryPays ? front(n) : 0);
  const ja = s.ud[group[0]].type === 'Ja';
  const jaFree = ja && s.o.jaFrontSurcharge !== 'yes';
  // Bucket queue: costs are small integers.
  const reached: number[] = [];
  const buckets: number[][] = [];
  for (let c = 0; c <= mp; c++) buckets.push([]);
  const relax = (nc: number, k: number) => {
    if (nc > mp) return;
    if (keyStamp[k] !== gen) { keyStamp[k] = gen; keyBest[k] = nc; reached.push(k); buckets[nc].push(k); }
    else if (nc < keyBest[k]) { keyBest[k] = nc; buckets[nc].push(k); }
  };
  relax(0, h0 * 8 + f0);
  for (let c = 0; c <= mp; c++) {
    const bucket = buckets[c];
    for (let bi = 0; bi < bucket.length; bi++) {
      const kk = bucket[bi];
      if (keyBest[kk] !== c) continue;
      const h = kk >> 3, f = kk & 7;
      const fr = front(h);
      // Turning cost per hex angle (8.2-a, 8.2-c, 8.2-e, G-24).
      const tc = (ja ? 0 : 1) + (fr && !jaFree ? 1 : 0);
      relax(c + tc, h * 8 + mod6(f + 1));
      relax(c + tc, h * 8 + mod6(f - 1));
      for (let e = 0; e < 2; e++) { // 8.1-c
        const d = mod6(f + e);
        const n = NB[h * 6 + d];
        if (!canEnter(n)) continue;
        const sc = cost[h * 6 + d];
        if (sc < 0) continue;
        relax(c + sc + fr + (h === h0 && leaving ? 1 : 0) + (passPays && friendsAt(n) ? 1 : 0) + entry(n), n * 8 + f);
      }
    }
  }
  const out: number[] = [];
  const add = (to: Hex, f: number) => {
    let sf = -1, joins = false;
    for (let i = headAt(to); i >= 0; i = unitNext[i]) {
      if (group.includes(i)) continue;
      joins = true;
      if (s.u[i].dis !== 2) { sf = s.u[i].f; break; }
    }
    const k = to * 8 + (joins && sf >= 0 ? sf : f); // 5.2.3-a
    if (outStamp[k] !== gen) { outStamp[k] = gen; out.push(k); }
  };
  for (const kk of reached) {
    const h = kk >> 3, f = kk & 7;
    if (h === h0 && f === f0) continue;
    if (h !== h0 && !endLegal(h)) continue;
    if (!closerOk(h)) continue;
    const join = !passPays && h !== h0 && friendsAt(h) ? 1 : 0;
    if (keyBest[kk] + join > mp) continue;
    add(h, f);
  }
  // 8.1-e minimum move: one front hex, facing unchanged, whatever the terrain cost. G-26 option
  // minMoveSurcharges: it waives the surcharges too, or they (disengagement 8.3-a, leaving and
  // joining a stack 5.2.4-a) must still fit in the MP.
  const surchargesPaid = opt(s.o, 'minMoveSurcharges') === 'paid';
  for (const d of frontDirs(f0)) {
    const n = NB[h0 * 6 + d];
    if (!canEnter(n) || na[h0 * 6 + d] || !endLegal(n) || !closerOk(n)) continue;
    if (surchargesPaid && front(h0) + (leaving ? 1 : 0) + (friendsAt(n) ? 1 : 0) + entry(n) > mp) continue;
    add(n, f0);
  }
  // 8.3-b retreat move: one rear hex, facing unchanged, whole MA, terrain costs ignored.
  for (const d of rearDirs(f0)) {
    const n = NB[h0 * 6 + d];
    if (!canEnter(n) || na[h0 * 6 + d] || !endLegal(n) || !closerOk(n)) continue; // 7.4-c
    add(n, f0);
  }
  out.sort((a, b) => a - b);
  return out.map((k) => ({ to: k >> 3, f: k & 7 }));
}

/** Whether leader l may move this activation as far as the Citadel is concerned (13.2.2-c, G-44). */
export function citadelLeavable(s: NState, l: number): boolean {
  return !s.l[l].cit || opt(s.o, 'citadelExit') === 'exit';
}

/** Hexes the active leader can end in (7.1-b, 5.1-d, 8.3-a), plus the Citadel for Nabis (13.2.2-b). */
export function leaderDestinations(s: NState, l: number, adjCitadelAtStart: boolean): Hex[] {
  return remember(s, 'ld' + l + (adjCitadelAtStart ? 'c' : ''), () => searchLeader(s, l, adjCitadelAtStart));
}

function searchLeader(s: NState, l: number, adjCitadelAtStart: boolean): Hex[] {
  const seat = s.ld[l].side as Seat;
  const h0 = s.l[l].hex;
  // 13.2.2-c, G-44 option citadelExit: no exit, or one step onto an adjacent Spartan unit with all his MP.
  if (s.l[l].cit) return citadelLeavable(s, l) ? neighbours(h0).filter((n) => n > 0 && !barred(s, n, seat) && properAt(s, l, n)).sort((a, b) => a - b) : [];
  const mp = lval(s, l).ma;
  buildBoard(s, seat);
  const cost = tablesFor(s).cost[0];
  const reached: number[] = [];
  const buckets: number[][] = [];
  for (let c = 0; c <= mp; c++) buckets.push([]);
  keyStamp[h0] = gen; keyBest[h0] = 0; reached.push(h0); buckets[0].push(h0);
  for (let c = 0; c <= mp; c++) for (let bi = 0; bi < buckets[c].length; bi++) {
    const h = buckets[c][bi];
    if (keyBest[h] !== c) continue;
    const fr = flagsAt(h) & F_FRONT ? 1 : 0;
    for (let d = 0; d < 6; d++) {
      const n = NB[h * 6 + d];
      if (n <= 0 || flagsAt(n) & F_BARRED || n === MAP.citadel) continue;
      const sc = cost[h * 6 + d];
      if (sc < 0) continue;
      const nc = c + sc + fr;
      if (nc > mp) continue;
      if (keyStamp[n] !== gen) { keyStamp[n] = gen; keyBest[n] = nc; reached.push(n); buckets[nc].push(n); }
      else if (nc < keyBest[n]) { keyBest[n] = nc; buckets[nc].push(n); }
    }
  }
  const out = reached.filter((h) => h !== h0 && properAt(s, l, h));
  if (s.ld[l].id === 'nabis' && adjCitadelAtStart) out.push(MAP.citadel);
  return out.sort((a, b) => a - b);
}
