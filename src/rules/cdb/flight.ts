// Flight (rule 11.8): a normal recoil first (11.6, with its consequences), then the unit
// turns to face its own map edge and moves a distance equal to its allowance toward it,
// terrain included (9.6). It may not stop short unless it leaves the map or is eliminated.
//
// Readings fixed here (spec A33, N3): each hex is a step into one of the two front hexes
// facing the edge, the one that keeps the unit nearer its starting column first, then the
// lower hex id, or toward the army's centre (the owner's standing order, orders.ts: the flight path is not asked, spec N3/N11). When
// both are blocked (enemy, impassable, enemy zone of control ⟨X⟩, or the map's side) it may
// turn one vertex and sidestep into the hex beside it, but never twice running ("not more
// than one vertex in a row"); otherwise it is eliminated with no effect on its neighbours.
// Turning costs nothing: the distance is counted in hexes. Friends it may pass (8.2) are
// passed; it may not end its move in a friend, so it goes on to the next empty hex. A friend
// it can neither pass nor go around is passed "illegally": it is put behind the fleer with
// the same facing and follows it, up to its own allowance (spec A33: a follower chain). When
// the fleer stands in a friend it is passing, that friend keeps its hex and the swept one
// takes the fleer's other rear hex; with neither free the friend cannot be passed at all.
import type { HexId } from '../../engine/hex';
import { moveAllowance } from './allowance';
import { applyRecoil, removeUnit, type Log } from './combat-results';
import type { Decider } from './choices';
import { facingOwnEdge, frontHexes, gridOf, rearHexes } from './grid';
import { flightOrder } from './orders';
import { mayPassThrough } from './recoil';
import { cellAt, front, unitAt, type Position, type Unit } from './state';
import { zocHolders } from './zoc';

const byId = (p: Position, id: number): Unit | undefined => p.units.find((u) => u.id === id);
const setUnit = (p: Position, u: Unit): Position => ({ ...p, units: p.units.map((x) => (x.id === u.id ? u : x)) });

/** Longest run before giving up (a flight never needs more than the map's length). */
const MAX_STEPS = 60;

export interface FlightOptions {
  /** 11.8 step 1. False for the demoralised flight of 12.3 (spec A13) and for a unit an
   *  elephant pushed (it has just recoiled). */
  recoilFirst: boolean;
  shooterHex?: HexId;
  flankAttacked?: boolean;
}

/** 11.8: u flees. Returns the new position; the log tells each hex. */
export function flee(p: Position, unitId: number, o: FlightOptions, d: Decider, log: Log): Position {
  let q = p;
  // Baggage has no facing, hence no rear hexes: it starts running at once (2.4, 11.8).
  if (o.recoilFirst && byId(q, unitId)?.facing !== null) {
    q = applyRecoil(q, unitId, { shooterHex: o.shooterHex, flankAttacked: o.flankAttacked }, d, log);
    if (!byId(q, unitId)) return q;
  }
  return run(q, unitId, log);
}

function run(p: Position, unitId: number, log: Log): Position {
  const g = gridOf(p);
  let u = byId(p, unitId)!;
  const edge = facingOwnEdge(u.side);
  // Baggage has no facing: it moves as if facing its edge and keeps none (2.4).
  if (u.facing !== null && u.facing !== edge) {
    u = { ...u, facing: edge };
    p = setUnit(p, u);
  }
  log.push({ t: 'cdb.flee', rule: 'CdB 11.8', unit: u.id, from: u.hex });
  const startCol = g.col(u.hex);
  const way = flightOrder(p, u, startCol); // spec N3/N11: the owner's standing order
  const touched: HexId[] = [u.hex];
  const followers: { id: number; left: number }[] = [];
  const look: Unit = { ...u, facing: edge };
  const blocked = (h: HexId): boolean => {
    if (!g.onMap(h)) return true;
    const c = cellAt(p, h);
    if (c.impassable) return true;
    const there = unitAt(p, h);
    if (there && there.side !== u.side) return true;
    return zocHolders(p, u.side, h).length > 0; // ⟨X⟩ never into an enemy zone of control
  };
  let sidestepped = false;
  let done = 0;
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    const ma = moveAllowance(p, front(u), touched);
    const here = byId(p, unitId)!;
    const fronts = frontHexes(g, { ...look, hex: here.hex });
    // Leaving the map by the own edge: it must when it has the points (11.8), or when its
    // points ended in a friend on the edge row (the next empty hex is off the map).
    const inFriendHere = p.units.some((x) => x.hex === here.hex && x.id !== unitId);
    if ((done < ma || inFriendHere) && fronts.some((h) => !g.onMap(h) && offOwnEdge(p, here.hex, u.side))) {
      return removeUnit(p, unitId, 'offMap', 'CdB 11.8', log); // followers stay where they stand
    }
    const inFriend = p.units.some((x) => x.hex === here.hex && x.id !== unitId);
    if (done >= ma && !inFriend) break;
    const order = [...fronts].filter((h) => g.onMap(h)).sort(way);
    let next: HexId | undefined = order.find((h) => !blocked(h) && (!occupiedByFriend(p, h, unitId) || passable(p, here, h)));
    let illegal: Unit | undefined;
    let behind: HexId | undefined;
    if (next === undefined) {
      // A friend it can neither pass nor go around: passed illegally (11.8), and put at the
      // fleer's rear. A rear hex already holding another friend (the one the fleer stands in)
      // cannot take it (one unit a hex, 8): then the other rear hex, else no illegal pass.
      for (const f of order) {
        if (blocked(f) || !occupiedByFriend(p, f, unitId)) continue;
        const swept = unitAt(p, f)!;
        const rear = [here.hex, ...rearHexes(g, { ...look, hex: f }).filter((h) => h !== here.hex)];
        const free = rear.find((h) => g.onMap(h) && !cellAt(p, h).impassable && !p.units.some((x) => x.hex === h && x.id !== unitId && x.id !== swept.id));
        if (free !== undefined) { next = f; illegal = swept; behind = free; break; }
      }
    }
    if (next === undefined && !sidestepped) {
      const sides = [g.neighbour(here.hex, 0), g.neighbour(here.hex, 3)].filter((h) => g.onMap(h) && !blocked(h) && !occupiedByFriend(p, h, unitId));
      sides.sort(way);
      if (sides.length) { next = sides[0]; sidestepped = true; }
    } else if (next !== undefined) sidestepped = false;
    if (next === undefined) {
      log.push({ t: 'cdb.fleeBlocked', rule: 'CdB 11.8', unit: unitId });
      return removeUnit(p, unitId, 'destroyed', 'CdB 11.8', log);
    }
    // Move: the fleer steps in, followers close up behind along the trail.
    const trail = [here.hex, ...followers.map((f) => byId(p, f.id)?.hex ?? here.hex)];
    let q = setUnit(p, { ...byId(p, unitId)!, hex: next });
    if (illegal) {
      // The passed friend is put directly behind the fleer, same facing; the followers it
      // already has stay behind that one (the chain is unbroken).
      log.push({ t: 'cdb.swept', rule: 'CdB 11.8', unit: illegal.id, by: unitId });
      followers.unshift({ id: illegal.id, left: moveAllowance(p, front(illegal), [illegal.hex]) }); // being put behind is not a move
      q = setUnit(q, { ...byId(q, illegal.id)!, hex: behind!, facing: front(illegal).type === 'Bag' ? null : edge });
    } else {
      for (let i = 0; i < followers.length; i++) {
        const f = followers[i];
        // A follower that stops holds the ones behind it; it stops at a friend the fleer
        // passed through (it may not end its move in one: one unit a hex, 8).
        if (f.left <= 0 || !byId(q, f.id) || q.units.some((x) => x.hex === trail[i] && x.id !== f.id)) break;
        q = setUnit(q, { ...byId(q, f.id)!, hex: trail[i] });
        f.left -= 1;
      }
    }
    p = q;
    touched.push(next);
    done += 1;
    log.push({ t: 'cdb.fleeStep', rule: 'CdB 11.8', unit: unitId, to: next });
  }
  return p;
}

const occupiedByFriend = (p: Position, h: HexId, self: number): boolean => {
  const x = unitAt(p, h);
  return x !== undefined && x.id !== self;
};

/** 8.2: the fleer may pass through the friend in h (facing its edge). */
function passable(p: Position, u: Unit, h: HexId): boolean {
  const f = unitAt(p, h)!;
  return f.side === u.side && mayPassThrough(p, u, f);
}

/** The hex lies on the owner's edge row (its front hexes off the map lead off that edge). */
function offOwnEdge(p: Position, h: HexId, side: number): boolean {
  const g = gridOf(p);
  return side === 0 ? g.row(h) === g.rows : g.row(h) === 1;
}
