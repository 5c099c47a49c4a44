// The game state (plain data only: integers, strings, booleans, arrays, objects)
// and the board queries every chapter needs.
import { opt, type Opts } from './options';
import type { StandingOrders } from './orders';
import type { UnitDef } from './data/units';
import type { LeaderDef } from './data/leaders';
import { SPARTA_MAP, sideKey, type MapDef } from './data/map-sparta';
import { resolveMap, type MapRow } from './data/map-rows';
import { dist, frontDirs, neighbour, neighbours, type Hex } from './hex';
import { STACK_LIMIT } from './data/tables';

export type Seat = 0 | 1;
export const ROME: Seat = 0;
export const SPARTA: Seat = 1;
/** The placeholder map, and the fixed places every map shares (Citadel, Heptagon, Temple,
 *  Sanctuary, districts, the Magoulitsa's north bank for 13.4.3-b). A game's own terrain,
 *  levels and hexsides: mapOf(s). */
export const MAP = SPARTA_MAP;
/** The map this game plays on: the header's painted rows over the placeholder (issue 15). */
export const mapOf = (s: NState): MapDef => resolveMap(s.map);

export interface Unit {
  hex: Hex;          // 0 when off the map (eliminated)
  z: number;         // stacking order, lower = nearer the top
  f: number;         // facing 0..5, -1 when routed (3.3-a)
  fat: boolean;      // fatigued (back of the counter)
  dis: 0 | 1 | 2;    // valiant, discouraged, routed
  elim: boolean;
  elimBy: number;    // seat credited with the elimination, -1 none
  vpq: number;       // VP scored for it
  ooc: boolean;      // out of command this turn (7.2-a)
  rest: boolean;     // au repos (11.2)
  pilum: boolean;    // Lg Pilum marker (13.2.5-a)
  mv: boolean;       // moved this activation
  shot: boolean;     // target of a shot this activation (9.1-c)
  atk: boolean;      // attacked in mêlée this activation (10.1-c)
  swept: boolean;    // stacked into an attacked hex by a mêlée this activation (5.2.5-d)
  fired: boolean;    // fired in this step (one shot per unit per step)
  offFired: boolean; // used offensive fire in the current mêlée
  firstOff: boolean; // has made its first offensive mêlée (pilum duty, 13.2.5-b)
}

export type LeaderStatus = 'ok' | 'wounded' | 'dead';
export interface Leader {
  hex: Hex;          // 0 when off the map
  st: LeaderStatus;
  repl: number;      // how many times replaced (>0: the replacement side is up)
  inact: boolean;    // "inactive" marker (6.C-h)
  done: boolean;     // activated this turn (6.C-i)
  cit: boolean;      // Nabis in the Citadel (13.2.2)
  bound: number;     // unit he must stay with until his next activation (7.5-d), -1 none
}

export interface Melee {
  a: Hex[];          // attacking stacks (hexes) at declaration
  d: Hex[];          // defending stacks (hexes)
  au: number[];      // attacking units at declaration
  du: number[];      // defending units at declaration
  done: boolean;
}

export type Stage = 'move' | 'shoot' | 'declare' | 'resolve' | 'defFire' | 'offFire' | 'retreat' | 'advance' | 'ooc' | 'fire';

export interface Activation {
  l: number;
  seat: Seat;
  stage: Stage;
  units: number[];   // in-command units this leader activates (7.2-b)
  oocUnits: number[];
  noMove: number[];  // may shoot and fight but not move (7.1-f)
  lmoved: boolean;
  melees: Melee[];
  cur: number;       // mêlée being resolved, -1 none
  adv: { hexes: Hex[]; from: Hex[] } | null; // pending mandatory advance
  fireOk: boolean;   // Sparta fire available at the end (13.2.4)
  adjCit: boolean;   // Nabis adjacent to the Citadel at the start (13.2.2-b)
  pend: number[];    // leader checks waiting for the advance (G-32)
  ret: { hexes: Hex[]; units: number[]; recoil: number[]; defAdv: boolean } | null; // attacker retreats to choose (DP-19)
  moved: Hex[];      // attacking stacks already re-allocated once (10.2-e)
}

export interface Initiative { r: number[]; diff: number; win: number; kase: number; stage: number; forced: number }

export interface NState {
  o: Opts;
  ud: UnitDef[];
  ld: LeaderDef[];
  u: Unit[];
  l: Leader[];
  turn: number;
  lastTurn: number;
  phase: 'setup' | 'B' | 'C' | 'D' | 'over';
  setupSeat: Seat;
  pick: '' | 'first' | 'force' | 'inact' | 'tier';
  bSeat: Seat;
  ini: Initiative;
  alt: { rating: number; next: number };
  act: Activation | null;
  queue: number[];   // leaders that activate next (replacements 7.6-e, forced C.3)
  dec: number;       // seat to decide, -1 none
  vp: number[];
  fl: { lk: number[]; triShot: number; triMelee: number; released: string[]; fireUses: number; hepTurns: number; everEntered: string[]; endVp: number[] };
  result: { winner: number; kind: string } | null;
  /** Each seat's standing orders (spec §9, orders.ts), present only once one was set:
   *  v[seat], and j = the last action was an 'orders' one. Absent: the header's options. */
  so?: { v: StandingOrders[]; j: boolean };
  /** The header's map rows (data/map-rows.ts), present only when the players painted the map. */
  map?: MapRow[];
}

// ---- values of a unit and a leader on their current side

export const ud = (s: NState, i: number) => s.ud[i];
export const side = (s: NState, i: number): Seat => s.ud[i].side;
export const cur = (s: NState, i: number) => (s.u[i].fat ? s.ud[i].back : s.ud[i].front);
export const sp = (s: NState, i: number) => cur(s, i).sp;
export const quality = (s: NState, i: number) => cur(s, i).q;
export const ma = (s: NState, i: number) => cur(s, i).ma;
export const isCav = (s: NState, i: number) => s.ud[i].type === 'Ca';
export const alive = (s: NState, i: number) => !s.u[i].elim && s.u[i].hex > 0;

export function lval(s: NState, l: number) {
  const d = s.ld[l];
  const v = s.l[l].repl > 0 ? d.repl : d.front;
  if (s.l[l].st !== 'wounded') return v;
  return { ...v, bonus: Math.max(0, v.bonus + (s.o.woundedBonus as number)) };
}
export const lalive = (s: NState, l: number) => s.l[l].st !== 'dead' && s.l[l].hex > 0;
export const armyCmd = (s: NState, seat: Seat) => s.ld.findIndex((d) => d.side === seat && d.role === 'army');
export const contLeader = (s: NState, c: string) => s.ld.findIndex((d) => d.contingent === c);

/** Combat units in a hex, top first (5.2.5-b). */
export function unitsAt(s: NState, h: Hex): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.u.length; i++) if (s.u[i].hex === h && !s.u[i].elim) out.push(i);
  return out.length > 1 ? out.sort((a, b) => s.u[a].z - s.u[b].z || a - b) : out;
}
/** The units of every occupied hex (as unitsAt, in index order), for a state that does not change meanwhile. */
export function occupants(s: NState): Map<Hex, number[]> {
  const m = new Map<Hex, number[]>();
  for (let i = 0; i < s.u.length; i++) {
    if (s.u[i].elim) continue;
    const l = m.get(s.u[i].hex);
    if (l) l.push(i); else m.set(s.u[i].hex, [i]);
  }
  return m;
}
export const leadersAt = (s: NState, h: Hex): number[] => s.l.map((_, i) => i).filter((i) => lalive(s, i) && s.l[i].hex === h && !s.l[i].cit);
/** Side of the top unit in h (unitsAt(s, h)[0]), or -1; found in one pass, as it is asked very often. */
export function occupant(s: NState, h: Hex): number {
  let top = -1;
  for (let i = 0; i < s.u.length; i++) {
    const u = s.u[i];
    if (u.hex !== h || u.elim) continue;
    if (top < 0 || u.z < s.u[top].z) top = i; // ties keep the lower index, as unitsAt's order does
  }
  return top < 0 ? -1 : side(s, top);
}
export const enemyIn = (s: NState, h: Hex, seat: Seat) => occupant(s, h) === 1 - seat;
/** Entering is barred by enemy units, and by a lone enemy leader's hex (4-d, G-74 option loneLeader). */
export function barred(s: NState, h: Hex, seat: Seat): boolean {
  if (enemyIn(s, h, seat)) return true;
  if (opt(s.o, 'loneLeader') === 'open') return false;
  for (let l = 0; l < s.l.length; l++) if (s.ld[l].side !== seat && lalive(s, l) && s.l[l].hex === h) return true;
  return false;
}
export const friendIn = (s: NState, h: Hex, seat: Seat) => occupant(s, h) === seat;
export const stackSp = (s: NState, h: Hex) => unitsAt(s, h).reduce((a, i) => a + sp(s, i), 0);

export function adjacentEnemy(s: NState, h: Hex, seat: Seat): boolean {
  for (const n of neighbours(h)) if (n > 0 && enemyIn(s, n, seat)) return true;
  return false;
}

/** Whether h is a front hex of a non-routed enemy combat unit (4-b, 8.3-a). */
export function inEnemyFront(s: NState, h: Hex, seat: Seat): boolean {
  for (const n of neighbours(h)) {
    if (n <= 0) continue;
    for (const e of unitsAt(s, n)) {
      if (side(s, e) === seat || s.u[e].dis === 2) continue;
      if (frontDirs(s.u[e].f).some((d) => neighbour(n, d) === h)) return true;
    }
  }
  return false;
}

/** Stacking (5.1-a, 5.2.1-a): total SP at most 9, same name and type. */
export function stackLegal(s: NState, units: number[]): boolean {
  if (units.length === 0) return true;
  const n = s.ud[units[0]].name, t = s.ud[units[0]].type;
  let total = 0;
  for (const i of units) {
    if (s.ud[i].name !== n || s.ud[i].type !== t) return false;
    total += sp(s, i);
  }
  return total <= STACK_LIMIT;
}

export const distTo = dist;

/** Facing shared by the non-routed units of a stack, or -1. */
export function stackFacing(s: NState, h: Hex): number {
  for (const i of unitsAt(s, h)) if (s.u[i].dis !== 2) return s.u[i].f;
  return -1;
}

export function hexsideKey(a: Hex, b: Hex): number { return sideKey(a, b); }

export function other(seat: Seat): Seat { return (1 - seat) as Seat; }

export function setZTop(s: NState, i: number, h: Hex, top: boolean): void {
  const here = unitsAt(s, h).filter((x) => x !== i);
  if (here.length === 0) { s.u[i].z = 0; return; }
  const zs = here.map((x) => s.u[x].z);
  s.u[i].z = top ? Math.min(...zs) - 1 : Math.max(...zs) + 1;
}

/** A unit arrives in a hex; a non-routed one takes on the facing of the non-routed units there (5.2.3-a/b). */
export function arrive(s: NState, i: number, to: Hex, top: boolean): void {
  setZTop(s, i, to, top);
  const f = unitsAt(s, to).filter((x) => x !== i && s.u[x].dis !== 2).map((x) => s.u[x].f);
  s.u[i].hex = to;
  if (s.u[i].dis !== 2 && f.length) s.u[i].f = f[0];
}
