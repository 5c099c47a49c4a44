// After a combat, in the game (option `pursuit`, spec A.5 "Pursuit", "Rout" and the result
// table, §10 D19, MOV-K4, CMD-21, CMD-35..37, A.6): winners pursue or follow up by their
// standing orders, pursuers move again at the start of each Tactical Move half-phase, and
// pursuers that see the enemy's baggage may turn to looting. The stand-in's pursuit move
// and catch (provisional/combat.ts) come through `MissingChapters`; every event they
// decide is logged `provisional: true`. Without the option nothing here runs: winners halt.
import type { Ctx, Seat } from '../../engine/contract';
import { bearing, dirN, isqrtCeil, len2, normDeg, overlaps, polyDistFloor, sub, type Poly } from '../../engine/plane';
import { controlDie, controlTest, spontaneousProne } from './control-test';
import { avdFromD6 } from './data/tables';
import { JT } from './data/scale';
import { troopType } from './data/troops';
import { moveUnit, standsInContact } from './facing';
import { poseOk, rigidTurn } from './moves';
import { unitCentre } from './formation-changes';
import { DEFAULT_AFTER_COMBAT, other, type AfterCombatOrder, type CivGame } from './game';
import { standPoly } from './geometry';
import { terrainOf } from './ground';
import { chaptersOf, leaderFates, leaveTable, settleMove } from './half-phases';
import { rightToLeft } from './sequence';
import { liveUnits, type CbBaggage, type CbState, type CbUnit } from './state';
import { canSee } from './visibility';
import type { CbTerrain } from './terrain';

const CT = 4; // the contact tolerance, 1/64 JT (spec §8.1)
const unitOf = (s: CbState, id: string): CbUnit | undefined => s.units.find((u) => u.id === id);
const setUnit = <S extends CbState>(s: S, u: CbUnit): S => ({ ...s, units: s.units.map((x) => (x.id === u.id ? u : x)) });
const rollAvd = (ctx: Ctx, n: number): { pips: number[]; d6: number[] } => {
  const d6 = Array.from({ length: n }, () => ctx.dice.d6());
  return { pips: d6.map(avdFromD6), d6 };
};
const shift = (a: CbUnit, b: CbUnit): number => isqrtCeil(len2(sub(unitCentre(b), unitCentre(a))));

/** D19: a unit's standing orders after winning a combat (the defaults when it has none). */
export const afterCombatOrder = (s: CivGame, u: CbUnit): AfterCombatOrder => s.afterCombat?.[u.id] ?? DEFAULT_AFTER_COMBAT;

/** A.5 (result 5+): spontaneous-advance-prone troops (CMD-30) and B or C Grade mounted
 *  troops pursue whatever their orders. */
export function mustPursue(u: CbUnit): boolean {
  return spontaneousProne(u) || ((u.grade === 'B' || u.grade === 'C') && !!troopType(u.type)?.mounted);
}

/** In base contact with a live enemy that is not routing (a fresh enemy, A.5). */
const inFreshContact = (s: CbState, u: CbUnit, except = ''): boolean =>
  liveUnits(s, other(u.side)).some((e) => e.id !== except && !e.status.routing && standsInContact(u, e).length > 0);

/** A.5, D19: whether the winner of a combat whose enemy broke pursues it: by its order or
 *  because it must; never a Special Troop stand, a shaken unit or one still fighting another
 *  enemy (ours: it stays in that melee). */
export function pursuesBroken(s: CivGame, w: CbUnit, routerId: string): boolean {
  if (!s.pursuits || w.destroyed || w.kind === 'special' || w.shaken || inFreshContact(s, w, routerId)) return false;
  return mustPursue(w) || afterCombatOrder(s, w).pursue;
}

/** A.5 result 3–4, D19: whether the winner follows up the retiring loser (its order only). */
export function followsUp(s: CivGame, w: CbUnit, loserId: string): boolean {
  if (!s.pursuits || w.destroyed || w.kind === 'special' || w.shaken || inFreshContact(s, w, loserId)) return false;
  return afterCombatOrder(s, w).follow;
}

function endPursuit(s: CivGame, id: string, why: 'gone' | 'rallied' | 'fresh', ctx: Ctx): CivGame {
  const u = unitOf(s, id)!;
  const pursuits = { ...s.pursuits };
  delete pursuits[id];
  ctx.log({ t: 'pursuitEnds', rule: 'A.5', provisional: true, unit: id, why, side: u.side });
  return setUnit({ ...s, pursuits }, { ...u, status: { ...u.status, pursuing: false } });
}

/** A.5: one pursuit move of `pId` after `rId` (step e, or the start of a Tactical Move
 *  half-phase, MOV-K4): its move dice, the stand-in's pursuit move cut where the board
 *  stops it (a catch counts only if it got there), then the pursuit ends if the router is
 *  destroyed or the pursuer meets a fresh enemy (it halts in contact). */
function chase(s0: CivGame, pId: string, rId: string, ctx: Ctx, atOnce = false): CivGame {
  const cb = chaptersOf(s0);
  const p = unitOf(s0, pId)!;
  const { pips, d6 } = rollAvd(ctx, cb.moveDice(p.type, p.type === 'phalangites').move);
  const r = cb.pursuitMove(s0, pId, rId, pips);
  const moved = unitOf(r.state, pId)!;
  const fixed = settleMove(s0, p, moved);
  const cut = fixed.unit.stands.some((st, i) => st.x !== moved.stands[i].x || st.y !== moved.stands[i].y);
  let s: CivGame = { ...s0, units: cut ? s0.units : r.state.units };
  s = setUnit(s, fixed.unit);
  for (const e of r.events) {
    if (e.t === 'pursuit') ctx.log({ ...e, d6, dist: shift(p, fixed.unit), ...(cut ? { blocked: true } : {}), side: p.side });
    else if (!cut) ctx.log({ ...e });
  }
  if (fixed.offTable) return s.offTable ? offInPursuit(s, fixed.unit, ctx) : leaveTable(s, fixed.unit, ctx);
  s = { ...s, pursuits: { ...s.pursuits, [pId]: rId } };
  const router = unitOf(s, rId);
  if (!router || router.destroyed) return endPursuit(s, pId, 'gone', ctx);
  if (inFreshContact(s, unitOf(s, pId)!, rId)) return endPursuit(atOnce ? meets(s, pId, rId) : s, pId, 'fresh', ctx);
  return s;
}

/** A.3 "Leaving the table" (option offTablePursuers): a pursuer carried off the table leaves
 *  play (it counts as lost for A.6 while it is off) but may come back at its exit point; the
 *  state keeps the turn it left in, and the unit its last pose on the table. */
function offInPursuit(s: CivGame, u: CbUnit, ctx: Ctx): CivGame {
  ctx.log({ t: 'offInPursuit', rule: 'A.3', provisional: true, unit: u.id, side: u.side });
  const pursuits = { ...s.pursuits };
  delete pursuits[u.id];
  return setUnit({ ...s, pursuits, offTable: { ...s.offTable, [u.id]: s.turn } }, { ...u, destroyed: true, status: { ...u.status, pursuing: false, inCombat: false } });
}

/** A.3 "Pursuers that leave may return at the exit point after one full turn if a control test
 *  gives 3–4; otherwise they are out of play" (option offTablePursuers). At the start of its
 *  side's Tactical Move half-phase of the second turn after the one it left in (so a whole turn
 *  has passed with it off: ours), each such unit takes one control test (CMD-22, +1 for
 *  pursuing, CMD-23; no leader is near it). "As the player wishes" (3–4): it comes back where
 *  it left, faced about towards the table, unformed, having moved; any other result: it is out
 *  of play for the battle. Its place taken by other troops, it waits off the table and comes
 *  back at its side's next Tactical Move half-phase with no new test (ours; value 0). */
export function pursuersReturn(s0: CivGame, ctx: Ctx): CivGame {
  if (!s0.offTable) return s0;
  let s = s0;
  const waiting = s0.units.filter((u) => s0.offTable![u.id] !== undefined && u.side === s0.active);
  for (const u0 of rightToLeft(waiting, s0.active)) {
    const left = s.offTable![u0.id];
    if (left > 0 && s.turn < left + 2) continue;
    const offTable = { ...s.offTable };
    if (left > 0) {
      const kind = controlDie(u0);
      const d6 = ctx.dice.d6();
      const value = kind === 'AvD' ? avdFromD6(d6) : d6;
      const r = controlTest({ ...u0, status: { ...u0.status, pursuing: true } }, { die: value, visibleEnemy: false });
      const back = r.band === 'asWished';
      ctx.log({ t: 'returnTest', rule: 'A.3', provisional: true, cites: 'CMD-22', unit: u0.id, side: u0.side, die: kind, value, ...(kind === 'AvD' ? { d6 } : {}), score: r.score, modifiers: r.modifiers, back });
      if (!back) { delete offTable[u0.id]; s = { ...s, offTable }; continue; }
    }
    const turned = rigidTurn(u0, unitCentre(u0), 180);
    const placed: CbUnit = { ...turned, destroyed: false, lastAction: 'move', turn: { ...turned.turn, moved: true }, status: { ...turned.status, pursuing: false, looting: false, inCombat: false, halted: false, spontaneous: false } };
    if (!poseOk(s, placed)) {
      offTable[u0.id] = 0;
      ctx.log({ t: 'returnWaits', rule: 'A.3', provisional: true, unit: u0.id, side: u0.side });
      s = { ...s, offTable };
      continue;
    }
    delete offTable[u0.id];
    ctx.log({ t: 'returns', rule: 'A.3', provisional: true, unit: u0.id, side: u0.side });
    s = setUnit({ ...s, offTable }, placed);
  }
  return s;
}

/** A.5 "Follow-on combats": in step (e), a pursuer or follow-up in contact with a fresh enemy
 *  (the lowest id, if several) is listed to fight it at once in step (f). */
function meets(s: CivGame, id: string, except: string): CivGame {
  const u = unitOf(s, id)!;
  const e = liveUnits(s, other(u.side)).filter((x) => x.id !== except && !x.status.routing && standsInContact(u, x).length > 0).sort((x, y) => (x.id < y.id ? -1 : 1))[0];
  return e ? { ...s, followOn: [...(s.followOn ?? []), [id, e.id]] } : s;
}

/** Step (e) of the Combat Phase for one result (A.5): a winner whose enemy broke pursues
 *  at once; a winner whose enemy retired follows it up by its order, moving as the
 *  retirer moved so that it stays in contact; otherwise it halts. `loserBefore` is the
 *  loser as it stood before its retire or rout. */
export function afterCombatMove(s: CivGame, winnerId: string, loserBefore: CbUnit, ctx: Ctx): CivGame {
  const w = unitOf(s, winnerId), loser = unitOf(s, loserBefore.id);
  if (!s.pursuits || !w || !loser) return s;
  if (loser.status.routing && !loser.destroyed && pursuesBroken(s, w, loser.id)) {
    ctx.log({ t: 'pursuitBegins', rule: 'A.5', provisional: true, cites: 'D19', unit: w.id, target: loser.id, forced: !afterCombatOrder(s, w).pursue, side: w.side });
    return chase(s, w.id, loser.id, ctx, true);
  }
  if (loser.status.retiring && !loser.destroyed && followsUp(s, w, loser.id)) {
    const by = sub(unitCentre(loser), unitCentre(loserBefore));
    const fixed = settleMove(s, w, moveUnit(w, unitCentre(w), 0, by));
    const contact = standsInContact(fixed.unit, loser).length > 0;
    ctx.log({ t: 'followUp', rule: 'A.5', provisional: true, cites: 'D19', unit: w.id, target: loser.id, dist: shift(w, fixed.unit), contact, side: w.side });
    if (fixed.offTable) return leaveTable(s, fixed.unit, ctx);
    const next = setUnit(s, { ...fixed.unit, turn: { ...fixed.unit.turn, moved: true } });
    return inFreshContact(next, fixed.unit, loser.id) ? meets(next, w.id, loser.id) : next;
  }
  return s;
}

/** MOV-K4, A.5: "pursuers move up to their full move after the router": at the start of
 *  the acting player's Tactical Move half-phase, once his routers have routed on, the enemy
 *  units pursuing them move after them, right to left of their side, before he moves anything
 *  else (ours: each pursuit is played in its router's half, so the router always moves first).
 *  A pursuit ends when its router is destroyed, off the table or no longer routing (the
 *  pursuer halts). Then the acting player's looters go for the enemy's baggage (CMD-36). */
export function pursuersMove(s0: CivGame, ctx: Ctx): CivGame {
  if (!s0.pursuits) return s0;
  let s = s0;
  // A pursuer stopped by a control test (CMD-21) or turned looter (CMD-35) chases no more.
  const stale = Object.keys(s.pursuits!).filter((id) => !unitOf(s, id)?.status.pursuing || unitOf(s, id)!.destroyed).sort();
  if (stale.length) { const pursuits = { ...s.pursuits }; for (const id of stale) delete pursuits[id]; s = { ...s, pursuits }; }
  const before = s.units.filter((u) => u.destroyed).length;
  const chasers = other(s.active);
  for (const u0 of rightToLeft(liveUnits(s, chasers), chasers)) {
    const u = unitOf(s, u0.id)!;
    if (u.destroyed || !u.status.pursuing) continue;
    const rId = s.pursuits![u.id];
    const router = rId === undefined ? undefined : unitOf(s, rId);
    if (!router || router.destroyed) { s = endPursuit(s, u.id, 'gone', ctx); continue; }
    if (!router.status.routing) { s = endPursuit(s, u.id, 'rallied', ctx); continue; }
    if (inFreshContact(s, u, router.id)) { s = endPursuit(s, u.id, 'fresh', ctx); continue; }
    s = chase(s, u.id, router.id, ctx);
  }
  for (const u0 of rightToLeft(liveUnits(s, s.active), s.active)) {
    const u = unitOf(s, u0.id)!;
    if (!u.destroyed && u.status.looting) s = lootMove(s, u.id, ctx);
  }
  if (s.units.filter((u) => u.destroyed).length !== before) s = leaderFates(s, ctx, true);
  return baggageContacts(s, ctx);
}

// ——— Baggage (CMD-35..37, A.6) ———

/** Where baggage stands (ours): one unfortified baggage per side, 2 JT by 1 JT, at the
 *  middle of the side's own table edge, behind its deployment zone's troops. */
export const BAGGAGE_SIZE = { w: 2 * JT, d: JT } as const;
export function sideBaggage(side: Seat, table: { w: number; h: number }): CbBaggage {
  return { id: `baggage-${side}`, owner: side, controller: side, fortified: false, x: table.w / 2, y: side === 0 ? BAGGAGE_SIZE.d / 2 : table.h - BAGGAGE_SIZE.d / 2, w: BAGGAGE_SIZE.w, d: BAGGAGE_SIZE.d };
}

/** Baggage placed clear of the ground (ours): at the middle of the side's own table edge, or,
 *  if that touches a terrain piece, the nearest place along the edge that does not, tried
 *  each ½ JT to the right, then the left, of the middle (on the fixed broken field the middle
 *  is clear: the pieces stand between the deployment zones, data/field.ts). */
export function baggageClearOf(side: Seat, table: { w: number; h: number }, terrain: readonly CbTerrain[]): CbBaggage {
  const mid = sideBaggage(side, table);
  const clear = (b: CbBaggage) => !terrain.some((t) => overlaps(baggagePoly(b)!, t.poly));
  if (clear(mid)) return mid;
  for (let k = JT / 2; k <= table.w / 2 - BAGGAGE_SIZE.w / 2; k += JT / 2) {
    for (const x of [mid.x! + k, mid.x! - k]) { const b = { ...mid, x }; if (clear(b)) return b; }
  }
  return mid;
}

export function baggagePoly(b: CbBaggage): Poly | null {
  if (b.x === undefined || b.y === undefined || b.w === undefined || b.d === undefined) return null;
  const hw = b.w / 2, hd = b.d / 2;
  return [{ x: b.x - hw, y: b.y - hd }, { x: b.x + hw, y: b.y - hd }, { x: b.x + hw, y: b.y + hd }, { x: b.x - hw, y: b.y + hd }];
}

const baggageGap = (u: CbUnit, poly: Poly): number => Math.min(...u.stands.map((st) => polyDistFloor(standPoly(st), poly)));

/** The enemy baggage a unit would loot: the other side's, while that side holds it. */
const enemyBaggage = (s: CbState, u: CbUnit): CbBaggage | undefined => s.baggage.find((b) => b.owner !== u.side && b.controller !== u.side && baggagePoly(b) !== null);

/** CMD-35, spec A28: a pursuer sees the enemy's baggage (VIS, its centre) and could reach
 *  it with its maximum move this turn (every move die at its highest, straight: ours). */
export function seesReachableBaggage(s: CivGame, u: CbUnit): boolean {
  if (!s.pursuits || !u.status.pursuing || u.kind === 'special') return false;
  const b = enemyBaggage(s, u);
  if (!b) return false;
  const cb = chaptersOf(s);
  const most = cb.moveDistance(u, Array.from({ length: cb.moveDice(u.type, u.type === 'phalangites').move }, () => 5), false);
  if (baggageGap(u, baggagePoly(b)!) > most) return false;
  return canSee({ units: s.units, terrain: terrainOf(s) }, u, { x: b.x!, y: b.y! });
}

/** CMD-36: a looter moves its full move straight at the enemy's baggage (its centre's
 *  path, as far as its roll pays for over the ground), stopping on reaching it; unformed. */
function lootMove(s: CivGame, id: string, ctx: Ctx): CivGame {
  const u = unitOf(s, id)!;
  const b = s.baggage.find((x) => x.owner !== u.side && baggagePoly(x) !== null);
  if (!b) return s;
  const poly = baggagePoly(b)!;
  const gap = baggageGap(u, poly);
  if (gap <= CT) return s;
  const cb = chaptersOf(s);
  const { pips, d6 } = rollAvd(ctx, cb.moveDice(u.type, u.type === 'phalangites').move);
  const c = unitCentre(u);
  const dir = bearing(sub({ x: b.x!, y: b.y! }, c));
  const reach = cb.travelOver(terrainOf(s), u, c, dir, cb.moveDistance(u, pips, false));
  const moved = moveUnit(u, c, normDeg(dir - u.stands[0].h), dirN(dir, Math.min(reach, gap)));
  const fixed = settleMove(s, u, { ...moved, formation: 'unformed', lastAction: 'loot', turn: { ...moved.turn, moved: true } });
  ctx.log({ t: 'lootMove', rule: 'A.5', provisional: true, cites: 'CMD-36', unit: id, pips, d6, dist: shift(u, fixed.unit), side: u.side });
  return fixed.offTable ? leaveTable(s, fixed.unit, ctx) : setUnit(s, fixed.unit);
}

/** CMD-36/37, spec A29: baggage belongs to the side whose troops last touched it: a troop
 *  unit of the side not holding it in contact takes it (if both sides touch it, it stays
 *  with its holder). Special Troops never loot (CMD-36) and do not take it. */
export function baggageContacts<S extends CbState>(s: S, ctx: Ctx): S {
  let out = s;
  for (const b of s.baggage) {
    const poly = baggagePoly(b);
    if (!poly) continue;
    const touching = (side: Seat) => liveUnits(out, side).filter((u) => u.kind !== 'special' && baggageGap(u, poly) <= CT);
    const taker = touching(other(b.controller)).sort((x, y) => (x.id < y.id ? -1 : 1))[0];
    if (!taker || touching(b.controller).length) continue;
    out = { ...out, baggage: out.baggage.map((x) => (x.id === b.id ? { ...x, controller: taker.side } : x)) };
    ctx.log({ t: 'baggageTaken', rule: 'CMD-36', unit: taker.id, owner: b.owner, side: taker.side, retaken: taker.side === b.owner });
  }
  return out;
}
