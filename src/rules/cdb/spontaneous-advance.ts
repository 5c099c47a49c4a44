// Spontaneous advances (rule 9.5 ⟨X⟩, the friends' reactions of 8.2): at the end of the
// active player's movement phase every impetuous unit that neither moved nor was restrained
// and is not exempt (advance.ts mustAdvance) advances alone on its target: two moves of its
// whole allowance, or one when an enemy is within 4 hexes; a first move that ends within 4
// hexes cancels the second (spec §4 9.5 [INTERP]). It turns (1 MP a vertex) to bring the
// target into its front and steps into the front hex nearer the target; it stops when an
// enemy is in its zone of control or its path is barred.
//
// Readings fixed here (the owner's path choice is not offered yet, spec §4 9.5 "the engine
// should propose"): the path is this greedy one, ties to the lower hex id. A friend on the
// path must be passed (8.2), except elephants, which it goes around by the other front hex
// (French, spec C12), and friends next to an enemy, which stop it. It may not end in a
// friend: with no point left to leave it, it stops before. Each friend passed reacts at once
// (8.2): foot passed by Knights flee; impetuous troops advance in their turn (unless they
// already have); others recoil if they can (never destroyed for it).
import type { Seat } from '../../engine/contract';
import type { HexId } from '../../engine/hex';
import { pivotsBetween } from '../../engine/hex';
import { isMounted } from './data/units';
import { moveAllowance } from './allowance';
import { advanceTargets, mayIgnore, mustAdvance, ADVANCE_PRIORITY_RADIUS } from './advance';
import { defaults, type CdbEvent, type Decider } from './choices';
import { alliesReliableOnContact } from './demoralisation';
import type { Log } from './combat-results';
import { flee } from './flight';
import { frontHexes, gridOf } from './grid';
import { defaultChooser, facingToward, recoil } from './recoil';
import { opt } from './options';
import { givesOverlap } from './shooting-phase';
import { cellAt, front, unitAt, type Position, type Unit } from './state';
import { isImpetuous } from './units';
import { inZocOf, zocEntry } from './zoc';

/** Two moves at most (9.5). */
export const ADVANCE_MOVES = 2;

const byId = (p: Position, id: number): Unit | undefined => p.units.find((u) => u.id === id);
const setUnit = (p: Position, u: Unit): Position => ({ ...p, units: p.units.map((x) => (x.id === u.id ? u : x)) });

/** 9.5 third priority (spec [INTERP]): the enemies nearest in movement points, pivots
 *  included, to a position from which they lie in a front hex. Breadth-first over (hex,
 *  facing); enemies and impassable hexes block, friends are passed. */
export function nearestByMovePoints(p: Position, u: Unit, foes: Unit[]): Unit[] {
  const g = gridOf(p);
  if (u.facing === null || !foes.length) return [];
  const key = (h: HexId, f: number) => h * 8 + f;
  const seen = new Set<number>([key(u.hex, u.facing)]);
  let layer: [HexId, number][] = [[u.hex, u.facing]];
  const foeHexes = new Map(foes.map((e) => [e.hex, e]));
  for (let cost = 0; layer.length && cost < 400; cost++) {
    const hit = new Set<Unit>();
    // Each entry's front hexes, worked out once for the test and the expansion below.
    const fronts = layer.map(([h, f]) => frontHexes(g, { ...u, hex: h, facing: f }));
    for (const fr of fronts) for (const fh of fr) { const e = foeHexes.get(fh); if (e) hit.add(e); }
    if (hit.size) return [...hit].sort((a, b) => a.id - b.id);
    const next: [HexId, number][] = [];
    for (let k = 0; k < layer.length; k++) {
      const [h, f] = layer[k];
      for (const nf of [(f + 1) % 6, (f + 5) % 6]) if (!seen.has(key(h, nf))) { seen.add(key(h, nf)); next.push([h, nf]); }
      for (const nh of fronts[k]) {
        if (!g.onMap(nh) || cellAt(p, nh).impassable || seen.has(key(nh, f))) continue;
        const there = unitAt(p, nh);
        if (there && there.side !== u.side) continue;
        seen.add(key(nh, f));
        next.push([nh, f]);
      }
    }
    layer = next;
  }
  return [];
}

/** 9.5: the targets of u's advance, best priority first, ties left to the owner. */
export function spontaneousTargets(p: Position, u: Unit, ignored: number[] = []): Unit[] {
  const near = advanceTargets(p, u, ignored);
  if (near) return near;
  const foes = p.units.filter((e) => e.side !== u.side && !(ignored.includes(e.id) && mayIgnore(p, u, e)));
  return nearestByMovePoints(p, u, foes);
}

export interface AdvanceFacts {
  /** Units that moved at least one hex this phase, alone or in a group. */
  moved?: number[];
  /** Units restrained this phase (4.2). */
  restrained?: number[];
  /** Enemies each advancing unit's owner chose to ignore, where 9.5 allows it. */
  ignored?: Record<number, number[]>;
}

const enemyWithin = (p: Position, u: Unit, n: number): boolean => {
  const g = gridOf(p);
  return p.units.some((e) => e.side !== u.side && g.distance(e.hex, u.hex) <= n);
};
const holdsEnemy = (p: Position, u: Unit): boolean => {
  const g = gridOf(p);
  return p.units.some((e) => e.side !== u.side && inZocOf(g, e, u));
};

/** 8.2: the reaction of friend f passed by the advancing unit a. */
function react(p: Position, a: Unit, fId: number, queue: number[], done: Set<number>, d: Decider, log: Log): Position {
  const f = byId(p, fId);
  if (!f) return p;
  if (front(a).type === 'Kn' && !isMounted(front(f).type) && front(f).type !== 'Bag') {
    log.push({ t: 'cdb.passedReaction', rule: 'CdB 8.2', unit: f.id, by: a.id, reaction: 'flee' });
    return flee(p, f.id, { recoilFirst: true }, d, log);
  }
  if (isImpetuous(p, f)) {
    if (!done.has(f.id) && !queue.includes(f.id)) { queue.push(f.id); log.push({ t: 'cdb.passedReaction', rule: 'CdB 8.2', unit: f.id, by: a.id, reaction: 'advance' }); }
    return p;
  }
  const r = recoil(p, f.id, { choose: defaultChooser(p) });
  if (r.steps.some((s) => s.k === 'destroyed')) return p; // not eliminated when it cannot recoil
  log.push({ t: 'cdb.passedReaction', rule: 'CdB 8.2', unit: f.id, by: a.id, reaction: 'recoil' });
  return r.position;
}

/** One move of the whole allowance toward the target. Returns the position and whether the
 *  advance must stop (an enemy in its zone, or barred). */
function oneMove(p: Position, id: number, targetId: number, queue: number[], done: Set<number>, d: Decider, log: Log): { position: Position; stop: boolean } {
  const g = gridOf(p);
  let q = p;
  const start = byId(q, id)!;
  const touched: HexId[] = [start.hex];
  let spent = 0;
  let inside: number | undefined; // the friend whose hex it is passing through
  const pending: number[] = []; // friends passed, reacting once it has left them
  let barred = false;
  for (let guard = 0; guard < 40; guard++) {
    const u = byId(q, id);
    // A friend's reaction (8.2: a recoil or flight pushing it) may have taken it off the map.
    if (!u) return { position: q, stop: true };
    const target = byId(q, targetId);
    if (!inside && holdsEnemy(q, u)) return { position: q, stop: true };
    const ma = moveAllowance(q, front(u), touched);
    if (spent >= ma || !target || u.facing === null) break;
    const want = facingToward(g, u.hex, u.facing, target.hex);
    if (want !== u.facing && !inside) {
      const right = (u.facing + 1) % 6, left = (u.facing + 5) % 6;
      const step = pivotsBetween(right, want) <= pivotsBetween(left, want) ? right : left;
      q = setUnit(q, { ...u, facing: step });
      spent += 1;
      log.push({ t: 'cdb.advancePivot', rule: 'CdB 9.5', unit: id, facing: step });
      continue;
    }
    const fronts = frontHexes(g, u).filter((h) => g.onMap(h)).sort((a, b) => g.distance(a, target.hex) - g.distance(b, target.hex) || a - b);
    let next: HexId | undefined;
    let entersZoc = false;
    let lastPointInFriend = false;
    for (const h of fronts) {
      const cell = cellAt(q, h);
      if (cell.impassable) continue;
      if (front(u).wagon && cell.ground === 'difficult' && !cell.road) continue;
      const there = q.units.find((x) => x.hex === h && x.id !== id);
      if (there && there.side !== u.side) continue;
      if (there && front(there).type === 'El') continue; // gone around (C12)
      if (there && q.units.some((e) => e.side !== there.side && g.distance(e.hex, there.hex) === 1)) continue; // 8.2: never through a friend next to an enemy
      if (there && spent + 1 >= ma) { lastPointInFriend = true; continue; } // may not end in a friend
      const ze = zocEntry(q, u, h, u.facing);
      if (!ze.allowed) continue; // 7.1: never into a zone showing a flank
      next = h; entersZoc = ze.stops; break;
    }
    if (next === undefined && lastPointInFriend) break; // it stops before the friend; a second move may go on
    if (next === undefined) { log.push({ t: 'cdb.advanceBarred', rule: 'CdB 9.5', unit: id }); barred = true; break; }
    const friend = q.units.find((x) => x.hex === next && x.id !== id);
    q = setUnit(q, { ...u, hex: next });
    spent += 1;
    touched.push(next);
    log.push({ t: 'cdb.advanceStep', rule: 'CdB 9.5', unit: id, to: next });
    if (inside !== undefined) { pending.push(inside); inside = undefined; }
    if (friend) inside = friend.id;
    for (const f of pending.splice(0)) { const me = byId(q, id); if (me) q = react(q, me, f, queue, done, d, log); }
    if (entersZoc && inside === undefined) return { position: q, stop: true }; // 7.1: it stops in an enemy zone
  }
  const now = byId(q, id);
  if (!now) return { position: q, stop: true };
  if (inside !== undefined) {
    // Its points ran out, or its way is barred, inside a friend: it stops in the last empty
    // hex before (spec §4 9.5 [INTERP]); that friend was not passed.
    const empty = (h: HexId) => !q.units.some((x) => x.hex === h && x.id !== id);
    const back = [...touched.slice(0, -1)].reverse().find(empty) ?? touched[0];
    q = setUnit(q, { ...now, hex: back });
    log.push({ t: 'cdb.advanceStep', rule: 'CdB 9.5', unit: id, to: back });
    return { position: q, stop: barred };
  }
  return { position: q, stop: barred || holdsEnemy(q, now) };
}

/** 9.5, one unit: target (owner's pick among ties), then its moves. */
export function advanceUnit(p: Position, id: number, facts: AdvanceFacts, queue: number[], done: Set<number>, d: Decider, log: Log): Position {
  const u = byId(p, id);
  if (!u) return p;
  // The owner may ignore some enemies (9.5): asked for each one that would be a target,
  // default not ignored; the list in facts stands as answers already given.
  const ignored = [...(facts.ignored?.[id] ?? [])];
  let ts = spontaneousTargets(p, u, ignored);
  const asked = new Set<number>();
  for (let guard = 0; guard < 50; guard++) {
    const t = ts.find((e) => !asked.has(e.id) && !ignored.includes(e.id) && mayIgnore(p, u, e));
    if (!t) break;
    asked.add(t.id);
    if (d.pick({ kind: 'ignoreTarget', side: u.side, unit: t.id, options: [0, 1], default: 0, rule: 'CdB 9.5' }) === 1) {
      ignored.push(t.id);
      ts = spontaneousTargets(p, u, ignored);
    }
  }
  if (!ts.length) return p;
  const tId = d.pick({ kind: 'advanceTarget', side: u.side, unit: id, options: ts.map((t) => t.id), default: ts[0].id, rule: 'CdB 9.5' });
  log.push({ t: 'cdb.advance', rule: 'CdB 9.5', unit: id, target: tId });
  const moves = enemyWithin(p, u, ADVANCE_PRIORITY_RADIUS) ? 1 : ADVANCE_MOVES;
  let q = p;
  for (let m = 0; m < moves; m++) {
    const r = oneMove(q, id, tId, queue, done, d, log);
    q = r.position;
    const now = byId(q, id);
    if (r.stop || !now) break;
    // 9.3: a first move ending within 4 hexes cancels the second (option advanceSecondMove).
    if (opt(q.options, 'advanceSecondMove') === 'cancelled' && enemyWithin(q, now, ADVANCE_PRIORITY_RADIUS)) break;
  }
  return q;
}

/** 9.5 at the end of the movement phase: every impetuous unit of the active side that must
 *  advance does, in the owner's order (default: by id), then the friends its passage set
 *  off. Exempt: moved, restrained, an enemy in or holding its zone, giving an overlap, an
 *  unreliable ally, a demoralised corps (advance.ts). `log`: where the events go as they happen
 *  (the report's log; see combat-steps.ts). */
export function spontaneousAdvances(p: Position, active: Seat, facts: AdvanceFacts = {}, d: Decider = defaults, log: Log = []): { position: Position; log: CdbEvent[]; advanced: number[] } {
  const done = new Set<number>();
  // The overlap test is the costly one: asked last (mustAdvance with it = mustAdvance without it and not overlapping).
  const due = (q: Position) => q.units.filter((u) => u.side === active && !done.has(u.id) && mustAdvance(q, u, {
    moved: (facts.moved ?? []).includes(u.id), restrained: (facts.restrained ?? []).includes(u.id),
    unreliableAlly: q.corps.some((c) => c.id === u.corps && c.allied && c.unreliable === true),
  }) && !givesOverlap(q, u)).map((u) => u.id).sort((a, b) => a - b);
  let q = p;
  const queue: number[] = [];
  for (let guard = 0; guard < 500; guard++) {
    let id: number | undefined = queue.shift();
    if (id === undefined) {
      const list = due(q);
      if (!list.length) break;
      id = d.pick({ kind: 'advanceTarget', side: active, unit: -1, options: list, default: list[0], rule: 'CdB 9.5' });
    }
    if (done.has(id)) continue;
    done.add(id);
    q = advanceUnit(q, id, facts, queue, done, d, log);
  }
  return { position: alliesReliableOnContact(q, log), log, advanced: [...done] };
}
