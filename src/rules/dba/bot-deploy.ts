// Where the steady DBA bot sets its army down (issue 14): one battle line across the
// front row of its deployment zone, its general behind the middle of it. A line of
// side-by-side bases moves as one group for a single PIP (MOV-03, PIP-01), so the whole
// army can close on the enemy from its first bound; bases scattered over the zone each
// cost a PIP of their own and arrive one by one. Skirmishers take the ends of the line
// (their place is on the flanks, not behind it). A base left outside the line may raid
// the enemy's camp.
import type { Seat } from '../../engine/contract';
import type { BotRandom } from '../../engine/draws';
import { dirN, normDeg, polyDistFloor } from '../../engine/plane';
import { fpAt, fpOf } from './geometry';
import type { DbaAction } from './actions';
import { deploySlots, linesOf } from './candidates';
import { SKIRMISH, movesTowards } from './bot-sense';
import { MOUNTED, MOVE } from './data/troops';
import type { DbaState, Elem } from './state';

/** Slots per row of the deployment zone offered by deploySlots (front row first). */
const ROW = 10;

export interface Pose { x: number; y: number; h: number }

/** The planned pose of every element of `seat` (camp followers aside): the front row
 *  filled from its middle outwards, the general and any bases beyond a row behind its
 *  middle. Deterministic: by element ids only. */
export function linePlan(s: DbaState, seat: Seat): Map<number, Pose> {
  const slots = deploySlots(s, seat);
  const plan = new Map<number, Pose>();
  if (slots.length < 2 * ROW) return plan;
  const own = s.els.filter((e) => e.side === seat && !e.follower).sort((a, b) => a.id - b.id);
  const gen = own.find((e) => e.gen);
  const rest = own.filter((e) => !e.gen);
  // Skirmishers are the first to stand behind when the row is full, then the last ids.
  const spare = Math.max(0, rest.length - ROW);
  const behind = [...rest.filter((e) => SKIRMISH.has(e.type)), ...[...rest].reverse().filter((e) => !SKIRMISH.has(e.type))].slice(0, spare);
  const front = rest.filter((e) => !behind.includes(e));
  // Skirmishers to the two ends of the line, alternately, the rest in the middle.
  const skirm = front.filter((e) => SKIRMISH.has(e.type)), core = front.filter((e) => !SKIRMISH.has(e.type));
  const left: Elem[] = [], right: Elem[] = [];
  skirm.forEach((e, i) => (i % 2 === 0 ? left : right).push(e));
  const row = [...left, ...core, ...right.reverse()];
  const k0 = Math.floor((ROW - row.length) / 2);
  row.forEach((e, i) => plan.set(e.id, slots[k0 + i]));
  // Behind the middle: the general first, then the spare bases beside him.
  const back = gen ? [gen, ...behind] : behind;
  const mid = ROW / 2 - 1;
  back.forEach((e, i) => plan.set(e.id, slots[ROW + mid + (i % 2 === 0 ? i / 2 : -(i + 1) / 2)]));
  return plan;
}

/** A move of a base standing outside any line of three towards the enemy's camp (to
 *  the ground just in front of it, from where it enters next bound, GAR-02), when the
 *  camp is not yet ours, ending beyond the reach of every enemy in the field. Skirmishers and fast mounted troops only, never the general:
 *  the nearest such base goes. `free`: the bases that may move; `all`: the whole army. */
export function raidMove(s: DbaState, seat: Seat, free: Elem[], all: Elem[], legal: (a: DbaAction) => boolean): DbaAction | null {
  const camp = s.camps[1 - seat];
  if (!camp || camp.controller === seat) return null;
  const inLine = new Set(linesOf(all).filter((l) => l.length >= 3).flat().map((e) => e.id));
  const fast = (e: Elem) => SKIRMISH.has(e.type) || (MOUNTED.has(e.type) && MOVE[e.type].good >= 300);
  const front = dirN(camp.h, Math.floor(camp.dp / 2) + 60);
  const goal = { x: camp.x + front.x, y: camp.y + front.y };
  const d2 = (e: Elem) => (e.x - goal.x) ** 2 + (e.y - goal.y) ** 2;
  const raiders = free.filter((e) => !e.gen && e.where === '' && fast(e) && !inLine.has(e.id)).sort((a, b) => d2(a) - d2(b) || a.id - b.id);
  // Not where an enemy in the field can reach it next bound: a lone skirmisher met on
  // the way is lost for nothing (Ps against mounted troops, OUT-07).
  const foes = s.els.filter((o) => o.side !== seat && o.status === 'on' && !o.follower && o.where === '');
  const safe = (e: Elem, a: DbaAction) => a.k !== 'move' || foes.every((o) => polyDistFloor(fpAt({ x: a.x, y: a.y, h: a.h }, e.w, e.d), fpOf(o)) > MOVE[o.type].good + 40);
  for (const e of raiders.slice(0, 1)) for (const a of movesTowards(e, goal, normDeg(camp.h + 180))) if (safe(e, a) && legal(a)) return a;
  return null;
}

/** The attacker's preferred edge (DEP-02: granted on a 4 to 6, else one of the other
 *  three): with a river on the table, an edge from which the armies advance along it,
 *  not across it. A river that proves difficult (RIV-02) holds a line on its bank, in
 *  it at 100 p a bound (MOV-09) and able to go only straight ahead (RIV-01), within
 *  the zone of control of an enemy standing back from the far bank: the battle is a
 *  draw at the time limit. The river runs south-north (axis 0) or west-east (axis 1);
 *  the south and north edges (0, 2) face along the first, east and west (1, 3) along
 *  the second. Without a river, or when no such edge may be chosen, the die decides. */
export function botEdge(s: DbaState, acts: DbaAction[], rnd: BotRandom): DbaAction {
  const river = s.terrain.find((f) => f.kind === 'River');
  if (river) {
    const along = acts.filter((a) => a.k === 'edge' && (river.p[0] === 0 ? a.pref % 2 === 0 : a.pref % 2 === 1));
    if (along.length) return rnd.pick(along);
  }
  return rnd.pick(acts);
}

/** The defender's terrain (TER-06), as the steady bot lays it: a layout without a river
 *  (a river that proves difficult to cross holds both armies on its banks, and the battle
 *  is a draw at the time limit) and without a town (its townsfolk lost count two
 *  elements, VIC-02, GAR-12) where the rules allow one; failing that, one without a river.
 *  Besides the layouts offered, each is tried with its river or town replaced by a hill,
 *  a wood or other ground its topography allows, laid where the offered layouts lay their
 *  areas (clear of the table's middle); `legal` says which the rules accept. The die
 *  decides among equals. */
export function botTerrain(acts: DbaAction[], rnd: BotRandom, legal: (a: DbaAction) => boolean): DbaAction {
  const layouts = acts.filter((a): a is Extract<DbaAction, { k: 'terrain' }> => a.k === 'terrain');
  const has = (a: DbaAction, kind: string) => a.k === 'terrain' && a.f.some((f) => f.kind === kind);
  const spots = [[600, 700], [1800, 1700], [1750, 650], [650, 1750]];
  const variants: DbaAction[] = [];
  for (const a of layouts) {
    // A town that is compulsory may give way to a road (ARABLE: one or the other), off the
    // middle line where roads may cross only two quarters (TER-05).
    for (const road of [-1, 0, 1, 2, 3]) for (const kind of ['SteepHill', 'GentleHill', 'Woods', 'Rough', 'Dunes', 'Marsh'] as const) {
      const used = new Set(a.f.filter((f) => f.kind !== 'River' && f.kind !== 'BUA' && f.kind !== 'Road' && f.kind !== 'Waterway').map((f) => `${f.p[0]},${f.p[1]}`));
      const free = spots.filter(([x, y]) => !used.has(`${x},${y}`));
      let k = 0;
      const f = a.f.map((x) => {
        if (x.kind === 'BUA' && road >= 0) return { kind: 'Road' as const, compulsory: x.compulsory, p: [road % 2, road < 2 ? 450 : 1200] };
        if ((x.kind !== 'River' && x.kind !== 'BUA') || k >= free.length) return x;
        const [sx, sy] = free[k++];
        return { kind, compulsory: x.compulsory, p: [sx, sy, 480, 320, (k * 30) % 180] };
      });
      if (k > 0 || road >= 0) variants.push({ k: 'terrain', f });
    }
  }
  const open = [...layouts, ...variants].filter((a) => !has(a, 'River') && !has(a, 'BUA'));
  const dry = [...layouts, ...variants].filter((a) => !has(a, 'River'));
  for (const pool of [open, dry]) {
    const ok = pool.filter(legal);
    if (ok.length) return rnd.pick(ok);
  }
  return rnd.pick(acts);
}
