// The half-phases of the missing chapters (SEQ-03 phases 2–6), played through the one
// interface `MissingChapters` (today the stand-in, spec Appendix A): the Approach and
// Tactical Move Phases (a move per unit, A.1, A.3), the two missile exchanges (A.4,
// automated as spec §10.2 recommends: every unit shoots at its nearest eligible
// target), charge declarations (A.5 step a) and their resolution with the charged
// side's standing orders (D13–D15), the combat (A.5), routs, and victory (A.6).
// Every result of the stand-in is logged with `provisional: true`.
import type { Ctx, Seat, Violation } from '../../engine/contract';
import { bearing, dirN, isqrtCeil, len2, normDeg, sub } from '../../engine/plane';
import { avdFromD6 } from './data/tables';
import { DIST, JT } from './data/scale';
import { troopType } from './data/troops';
import { inFrontZone, moveUnit, standsInContact, unitFrame, unitGapFloor } from './facing';
import { unitCentre } from './formation-changes';
import { other, UNROLLED_HOWS, type CivGame, type MoveHow, type ResponseOrder } from './game';
import { chaptersFor, type ChapterEvent, type MissingChapters, type MoveSummary } from './missing-chapters';
import { addDps, closeRanks, type MoraleEvent } from './morale';
import { applyHit, fateOnDestruction, hitEffect, isHit, loseLeader, riskRolls, type RiskCause } from './leaders';
import { headingOf, pathsChecked, poseOk, rigidTurn, slide, sweptBlocker, sweptUnits, turnBlocker, turned, wheelPivot } from './moves';
import { marchEndOk, mayMarch, mayShoot, tacticalEndOk, type ApproachView } from './phase-limits';
import { rightToLeft } from './sequence';
import { liveUnits, type CbState, type CbUnit } from './state';
import { spontaneousProne } from './control-test';
import { canSee, nearestVisibleEnemy } from './visibility';
import { inBrokenGround, reachOver, terrainOf } from './ground';
import { unitsWithin } from './geometry';
import { rampagesGoOn, specialHits } from './special-troops';
import { afterCombatMove, baggageContacts, pursuersMove, pursuersReturn } from './pursuit';
import { spontaneousOnNearest, throughFriends } from './options';

export const chaptersOf = (s: CivGame): MissingChapters => chaptersFor(s.options);

/** The open plain of the scenario: every enemy counts for the Approach Phase (no
 *  terrain to hide in; formed troops do not ignore light troops: ours). */
const OPEN_PLAIN: ApproachView = { visible: () => true, ignorableLight: () => false };
/** SEQ-03 phase 2 counts the enemy the unit can see (VIS): on the open plain, all of it. */
function approachView(s: CivGame, u: CbUnit): ApproachView {
  const terrain = terrainOf(s);
  if (!terrain.length) return OPEN_PLAIN;
  return { visible: (e) => canSee({ units: s.units, terrain }, u, e), ignorableLight: () => false };
}

const v = (rule: string, message: string): Violation => ({ rule, message });
const setUnit = <S extends CbState>(s: S, u: CbUnit): S => ({ ...s, units: s.units.map((x) => (x.id === u.id ? u : x)) });
const unitOf = (s: CbState, id: string): CbUnit => s.units.find((u) => u.id === id)!;
/** n Average Dice, each a d6 read as the rulebook says (p.7: 1 counts 3, 6 counts 4):
 *  the pips, and the d6 faces they came from so that the log gives both on one line. */
const rollAvd = (ctx: Ctx, n: number): { pips: number[]; d6: number[] } => {
  const d6 = Array.from({ length: n }, () => ctx.dice.d6());
  return { pips: d6.map(avdFromD6), d6 };
};
/** The stand-in's events that give the dice as pips, with the d6 faces they came from. */
const withD6 = (events: readonly ChapterEvent[], d6: readonly number[]): ChapterEvent[] => events.map((e) => (Array.isArray(e.pips) ? { ...e, d6: [...d6] } : e));
/** How far a unit went: its centre's shift, in plane units. */
const shift = (a: CbUnit, b: CbUnit): number => isqrtCeil(len2(sub(unitCentre(b), unitCentre(a))));
const isFormed = (u: CbUnit): boolean => u.formation !== 'unformed' && u.formation !== 'none';
const phalanx = (u: CbUnit): boolean => u.type === 'phalangites';
function logAll(ctx: Ctx, events: readonly (ChapterEvent | MoraleEvent)[]): void {
  for (const e of events) ctx.log({ ...e });
}

// ——— Movement: the Approach and Tactical Move Phases ———

/** Whether a unit of the acting side is still free to act in this half-phase: controlled
 *  this turn (CMD-10) and not halted (CMD-24), in no rout, retreat or rampage, not yet
 *  moved, and in no melee unless the action is one a unit makes in melee (a Legion's line
 *  relief, MOR-07). */
export function freeToAct(s: CivGame, ui: number, inMelee = false): boolean {
  const u = s.units[ui];
  if (!u || u.destroyed || u.side !== s.active || s.moved.includes(ui)) return false;
  const st = u.status;
  return u.turn.controlled && !st.halted && !st.routing && (inMelee || !st.inCombat) && !st.retiring && !st.evading && !st.rampaging && !st.pursuing && !st.looting;
}

/** Whether a unit may still move in this half-phase (`freeToAct`, in no melee); in the
 *  Approach Phase only beyond bow range of the enemy (SEQ-03). */
export function mayMove(s: CivGame, ui: number): boolean {
  if (!freeToAct(s, ui)) return false;
  if (s.phase === 'approach') { const u = s.units[ui]; return mayMarch(s, u, approachView(s, u)); }
  return s.phase === 'tactical';
}

/** Whether an enemy unit stands within bow range of `u` (A.3: the DP of a formed unit passed
 *  through, and the fatigue of a move near the enemy). */
const withinBowOfEnemy = (s: CivGame, u: CbUnit): boolean => liveUnits(s, other(u.side)).some((e) => unitGapFloor(u, e) <= DIST.bow);

/** The moves offered for a unit (representative; check takes any angle in bounds). */
export function moveChoices(s: CivGame, ui: number): { how: MoveHow; angle: number }[] {
  if (!mayMove(s, ui)) return [];
  if (s.phase === 'approach') return [{ how: 'march', angle: 0 }];
  const u = s.units[ui];
  const out: { how: MoveHow; angle: number }[] = [{ how: 'advance', angle: 0 }, { how: 'incline', angle: 30 }, { how: 'incline', angle: -30 }];
  if (isFormed(u)) out.push({ how: 'wheel', angle: 45 }, { how: 'wheel', angle: -45 });
  out.push({ how: 'aboutFace', angle: 0 });
  out.push({ how: 'slowWalk', angle: 0 }, { how: 'sideStep', angle: 90 }, { how: 'sideStep', angle: -90 }, { how: 'stepBack', angle: 0 });
  return out.filter((m) => !moveRefusal(s, ui, m.how, m.angle));
}

/** Why a move is refused, or null (SEQ-03, A.1, A.3). */
export function moveRefusal(s: CivGame, ui: number, how: MoveHow, angle: number): Violation | null {
  if (s.phase !== 'approach' && s.phase !== 'tactical') return v('SEQ-03', 'troops move in the Approach and Tactical Move Phases');
  const u = s.units[ui];
  if (!u || u.side !== s.active || u.destroyed) return v('SEQ-03', 'only your own troops move');
  if (s.moved.includes(ui)) return s.planned !== undefined ? v('A.3', `${u.name} already has its order for this phase`) : v('A.3', `${u.name} has already moved in this phase`);
  if (!mayMove(s, ui)) return s.phase === 'approach'
    ? v('SEQ-03', `${u.name} may not march: only controlled troops beyond bow range of the enemy march in the Approach Phase`)
    : v('CMD-10', `${u.name} is not free to move (not controlled, halted, in melee, routing or retiring)`);
  if ((how === 'march') !== (s.phase === 'approach')) return v('SEQ-03', 'the Approach Phase is for marches; other moves are made in the Tactical Move Phase');
  if (how === 'incline' && (angle < -45 || angle > 45 || angle === 0)) return v('A.3', 'an incline is at most 45° off the heading');
  if (how === 'wheel') {
    if (!isFormed(u)) return v('A.3', 'only formed units wheel');
    if (angle < -90 || angle > 90 || angle === 0) return v('A.3', 'a wheel turns by 1° to 90°');
    // Spec §8.6 (option sweptPaths): the ground the declared wheel sweeps is clear of other
    // troops (a shorter roll wheels less, over part of that ground).
    if (pathsChecked(s)) {
      const b = turnBlocker(s, u, wheelPivot(u, angle), angle);
      if (b) return v('A.3', `${u.name} cannot wheel: the way is blocked by ${b.name}`);
    }
  }
  if ((how === 'march' || how === 'advance' || how === 'aboutFace' || how === 'slowWalk' || how === 'stepBack') && angle !== 0) return v('A.3', 'this move takes no angle');
  if (how === 'sideStep' && angle !== 90 && angle !== -90) return v('A.3', 'a side-step goes straight to the left or to the right');
  if (how === 'aboutFace' && !turned(s, u, unitCentre(u), 180)) return v('A.3', `${u.name} has no room to face about`);
  return null;
}

/** One unit's move, with its rolled distance (A.1: AvD per move die, pips × ½ JT; a
 *  march counts 1 JT a pip in Column or unformed), cut where the board stops it. */
export function applyMove(s0: CivGame, ui: number, how: MoveHow, angle: number, ctx: Ctx): CivGame {
  const cb = chaptersOf(s0);
  let s = s0;
  const u = s.units[ui];
  // A.3: the slow walk, side-step and step back go their set distance without dice.
  const unrolled = UNROLLED_HOWS.includes(how);
  const { pips, d6 } = unrolled ? { pips: [] as number[], d6: [] as number[] } : rollAvd(ctx, cb.moveDice(u.type, phalanx(u)).move);
  // A.3's table: the slow walk goes up to 1 JT, the side-step and step back up to ½ JT.
  const rolled = unrolled ? cb.manoeuvreLimit(manoeuvreOf(how)) ?? 0 : cb.moveDistance(u, pips, how === 'march');
  const endOk = how === 'march' ? (x: CbUnit) => marchEndOk(s, x, approachView(s, x)) : (x: CbUnit) => tacticalEndOk(s, x);
  // A.2: terrain slows the move (its path measured at the unit's centre, ground.ts).
  const terrain = terrainOf(s);
  let moved = u, dist = 0, turnedBy = 0, broken = false;
  const through = friendsPassable(s, u);
  let slidFrom = u;
  if (how === 'aboutFace') {
    moved = turned(s, u, unitCentre(u), 180) ?? u;
    turnedBy = moved === u ? 0 : 180;
  } else if (how === 'wheel') {
    const cost = cb.manoeuvreCost(u, 'wheel', { rolled, angle: Math.abs(angle) });
    const arc = typeof cost === 'number' ? cost : rolled;
    const by = arc <= rolled ? angle : Math.trunc((angle * rolled) / Math.max(1, arc));
    const w = by === 0 ? null : turned(s, u, wheelPivot(u, by), by);
    // Spec §8.6 (option sweptPaths): a wheel whose way another unit blocks is not made.
    if (w && endOk(w) && !(pathsChecked(s) && turnBlocker(s, u, wheelPivot(u, by), by))) { moved = w; turnedBy = by; }
    const rest = reachOver(cb, terrain, moved, headingOf(moved), Math.max(0, rolled - (turnedBy === angle ? arc : rolled)));
    slidFrom = moved;
    const r = slide(s, moved, headingOf(moved), rest.dist, endOk, through);
    moved = r.unit; dist = r.dist; broken = rest.broken && r.dist > 0;
  } else {
    const dir = normDeg(headingOf(u) + (how === 'incline' || how === 'sideStep' ? angle : how === 'stepBack' ? 180 : 0));
    const reach = reachOver(cb, terrain, u, dir, rolled);
    const r = slide(s, u, dir, reach.dist, endOk, through);
    moved = r.unit; dist = r.dist; broken = reach.broken && r.dist > 0;
  }
  moved = { ...moved, turn: { ...moved.turn, moved: true }, lastAction: how === 'march' ? 'march' : 'move' };
  ctx.log({ t: 'unitMoved', rule: how === 'march' || how === 'advance' || how === 'incline' ? 'A.1' : 'A.3', provisional: cb.provisional, unit: u.id, side: u.side, how, angle: turnedBy || angle, pips, d6, rolled, dist });
  moved = fatigued(s, moved, { manoeuvres: [manoeuvreOf(how)], enteredBroken: broken, beyondSlowWalk: dist > JT }, ctx);
  s = passedThrough(setUnit(s, moved), slidFrom, moved, through, ctx);
  // CMD-37: troops that reach baggage take it (only games that place baggage have any).
  return baggageContacts({ ...s, moved: [...s.moved, ui] }, ctx);
}


/** The manoeuvre a move is for A.1's fatigue (A.3: the slow walk, side-step and step back cause none). */
const manoeuvreOf = (how: MoveHow): MoveSummary['manoeuvres'][number] =>
  how === 'wheel' ? 'wheel' : how === 'aboutFace' ? 'aboutFace' : how === 'incline' ? 'incline' : how === 'slowWalk' ? 'slowWalk' : how === 'sideStep' || how === 'stepBack' ? 'sideStep' : 'advance';

/** A.3 "Interpenetrate friends" (option interpenetration): the friends a unit's move may pass
 *  through: those not in melee where either unit is light troops or unformed. */
function friendsPassable(s: CivGame, u: CbUnit): string[] {
  if (!throughFriends(s.options)) return [];
  const cb = chaptersOf(s);
  return liveUnits(s, u.side).filter((v) => v.id !== u.id && !v.status.inCombat && cb.interpenetration(u, v, false).allowed).map((v) => v.id);
}

/** A.3: each friend the move passed through, and the DP a formed one takes within bow range
 *  of the enemy. The straight part of the move sweeps them (a wheel never passes a friend). */
function passedThrough(s0: CivGame, before: CbUnit, after: CbUnit, through: readonly string[], ctx: Ctx): CivGame {
  if (!through.length) return s0;
  let s = s0;
  for (const v0 of sweptUnits(s, before, after, [], through)) {
    const v = unitOf(s, v0.id);
    const near = withinBowOfEnemy(s, v);
    const { dps } = chaptersOf(s).interpenetration(before, v, near);
    ctx.log({ t: 'passedThrough', rule: 'A.3', provisional: true, unit: before.id, through: v.id, dps });
    if (dps > 0) {
      const r = addDps(v, dps, 'movement');
      logAll(ctx, r.events);
      s = setUnit(s, r.unit);
    }
  }
  return s;
}

/** A.1 fatigue (MOR-C9): the DPs a unit takes for its move or manoeuvre when it ends
 *  within bow range of the enemy. */
function fatigued(s: CivGame, u: CbUnit, m: Omit<MoveSummary, 'nearVisibleEnemy'>, ctx: Ctx): CbUnit {
  const near = withinBowOfEnemy(s, u);
  const f = chaptersOf(s).fatigue(u, { ...m, nearVisibleEnemy: near });
  if (f.dps <= 0) return u;
  const r = addDps(u, f.dps, 'movement');
  logAll(ctx, [...f.events, ...r.events]);
  return r.unit;
}

/** A formation change made instead of moving (formation-action.ts), with its fatigue. */
export const manoeuvreFatigue = (s: CivGame, u: CbUnit, kind: 'formationChange' | 'reform', ctx: Ctx): CivGame =>
  setUnit(s, fatigued(s, u, { manoeuvres: [kind], enteredBroken: false, beyondSlowWalk: false }, ctx));

/** A unit moved by a rule of the stand-in (rout, evade, retire, failed charge) put
 *  where the board allows: the same turn and direction, cut short at the last legal
 *  step; a stand carried off the table takes the unit off it (A.3). */
export function settleMove(s: CbState, before: CbUnit, after: CbUnit): { unit: CbUnit; offTable: boolean } {
  // The stands the move kept, where they stood (a Line that lost stands closes its ranks, FRM-04).
  const kept = closeRanks({ ...before, stands: before.stands.filter((x) => after.stands.some((y) => y.id === x.id)) });
  if (!kept.stands.length) return { unit: after, offTable: false };
  const test = setUnit(s, after);
  const sweep = pathsChecked(s);
  if (!sweep && poseOk(test, after)) return { unit: after, offTable: false };
  const by = normDeg(headingOf(after) - headingOf(kept));
  const c0 = unitCentre(kept), c1 = unitCentre(after);
  const d = sub(c1, c0);
  const dist = isqrtCeil(len2(d));
  let start = rigidTurn(kept, c0, by);
  if (!poseOk(s, start)) start = kept;
  // Spec §8.6 (option sweptPaths): the turn on the spot, then the straight way, clear of others.
  if (sweep && poseOk(test, after) && !sweptBlocker(s, start, after)) return { unit: after, offTable: false };
  const r = dist > 0 ? slide(s, start, bearing(d), dist) : { unit: start, offTable: false };
  return { unit: { ...after, stands: r.unit.stands }, offTable: r.offTable };
}

export function leaveTable(s: CivGame, u: CbUnit, ctx: Ctx, rule = 'A.3'): CivGame {
  ctx.log({ t: 'leftTable', rule, provisional: true, unit: u.id, side: u.side });
  return setUnit(s, { ...u, destroyed: true, status: { ...u.status, inCombat: false, rampaging: false } });
}

/** The start of a player's Tactical Move half (A.5): his routers rout on, or stop when
 *  beyond 5 JT of every non-broken enemy; his spontaneous advancers (CMD-23) move
 *  straight ahead their full move. */
export function tacticalStart(s0: CivGame, ctx: Ctx): CivGame {
  const cb = chaptersOf(s0);
  // MOR-S3: rampaging stands first (4–6 destroyed, else on along their way).
  let s = rampagesGoOn(s0, ctx);
  for (const u0 of rightToLeft(liveUnits(s, s.active), s.active)) {
    const u = unitOf(s, u0.id);
    if (u.status.routing) {
      if (cb.routEnds(s, u)) { s = setUnit(s, { ...u, status: { ...u.status, routing: false } }); ctx.log({ t: 'routEnds', rule: 'A.5', provisional: true, unit: u.id }); continue; }
      const enemies = liveUnits(s, other(u.side)).filter((e) => !e.status.routing);
      if (!enemies.length) continue;
      const from = enemies.map((e) => ({ e, d: unitGapFloor(u, e) })).sort((a, b) => a.d - b.d || (a.e.id < b.e.id ? -1 : 1))[0].e;
      const { pips, d6 } = rollAvd(ctx, cb.moveDice(u.type, phalanx(u)).move);
      const r = settleMove(s, u, cb.routMove(u, unitCentre(from), pips, s));
      ctx.log({ t: 'rout', rule: 'A.5', provisional: true, unit: u.id, pips, d6, rolled: cb.moveDistance(u, pips, false), dist: shift(u, r.unit) });
      s = r.offTable ? leaveTable(s, r.unit, ctx) : setUnit(s, r.unit);
    } else if (u.status.spontaneous && !u.status.inCombat && !u.status.halted && spontaneousOnNearest(s.options)) {
      // CMD-31: on the nearest enemy it sees, at full speed; no enemy in sight, no advance.
      const e = nearestVisibleEnemy(s, terrainOf(s), u);
      if (!e) { ctx.log({ t: 'spontaneousNone', rule: 'CMD-31', unit: u.id }); continue; }
      const aim = aimAt(u, e);
      ctx.log({ t: 'spontaneousAim', rule: 'CMD-31', unit: u.id, target: e.id });
      s = applyMove(s, s.units.indexOf(u), aim.how, aim.angle, ctx);
    } else if (u.status.spontaneous && !u.status.inCombat && !u.status.halted) {
      const { pips, d6 } = rollAvd(ctx, cb.moveDice(u.type, phalanx(u)).move);
      const r = slide(s, u, headingOf(u), cb.moveDistance(u, pips, false), (x) => tacticalEndOk(s, x));
      s = setUnit(s, { ...r.unit, turn: { ...r.unit.turn, moved: true }, lastAction: 'move' });
      ctx.log({ t: 'spontaneousMove', rule: 'A.1', provisional: true, cites: 'CMD-23', unit: u.id, pips, d6, dist: r.dist });
    }
  }
  // MOV-K4, A.5 (option pursuit): pursuers after their routers, looters to the baggage; then
  // A.3 (option offTablePursuers): his pursuers that left the table may come back.
  return pursuersReturn(pursuersMove(s, ctx), ctx);
}

/** Spec CMD-32: the move that takes `u` most directly at `e`'s nearest stand: straight on,
 *  an incline (A.3: 45° at most), or a wheel towards it (formed troops, up to 90°). */
export function aimAt(u: CbUnit, e: CbUnit): { how: MoveHow; angle: number } {
  const c = unitCentre(u);
  const t = e.stands.reduce((b, st) => (len2(sub(st, c)) < len2(sub(b, c)) ? st : b), e.stands[0]);
  const rel = normDeg(bearing(sub(t, c)) - headingOf(u) + 180) - 180;
  if (rel === 0) return { how: 'advance', angle: 0 };
  if (rel >= -45 && rel <= 45) return { how: 'incline', angle: rel };
  if (isFormed(u)) return { how: 'wheel', angle: Math.max(-90, Math.min(90, rel)) };
  return { how: 'incline', angle: rel < 0 ? -45 : 45 };
}

/** CMD-31 (option spontaneous): at the start of a player's charge declarations, each of his
 *  spontaneous advancers charges the nearest enemy it sees, with all its charge dice,
 *  where A.5 lets it (in its front, in reach, room to reach it). */
export function spontaneousCharges(s: CivGame, ctx: Ctx): CivGame {
  if (!spontaneousOnNearest(s.options)) return s;
  const cb = chaptersOf(s);
  let t = s;
  for (const u of rightToLeft(liveUnits(s, s.active), s.active)) {
    if (!u.status.spontaneous || u.status.inCombat || u.status.halted || u.shaken) continue;
    const e = nearestVisibleEnemy(t, terrainOf(t), u);
    const dice = cb.moveDice(u.type, phalanx(u)).charge;
    if (!e || dice < 1 || !inFrontZone(u, e) || !unitsWithin(u, e, dice * REACH_PER_DIE)) continue;
    const ui = t.units.indexOf(u), ti = t.units.indexOf(e);
    if (chargeRefusal(t, ui, ti, dice, true)) continue;
    t = { ...t, declared: [...t.declared, { unit: ui, target: ti, dice }] };
    ctx.log({ t: 'spontaneousCharge', rule: 'CMD-31', unit: u.id, target: e.id, dice });
  }
  return t;
}

// ——— Risk to leaders (CMD-50, CMD-51) ———

/** CMD-50/51: each leader attached to a unit that took DPs from a shooting or combat
 *  resolution makes one risk roll; on a Hit the second roll takes CPs or kills him.
 *  The CPs he has left this turn never exceed his rating (CMD-04). */
export function riskToAttached(s: CivGame, unitId: string, cause: RiskCause, ctx: Ctx): CivGame {
  let next = s;
  for (const l0 of s.leaders) {
    if (!l0.alive || l0.attachedTo !== unitId) continue;
    for (let i = 0; i < riskRolls(cause); i++) {
      const l = next.leaders.find((x) => x.id === l0.id)!;
      const die = ctx.dice.d6();
      if (!isHit(die)) { ctx.log({ t: 'risk', rule: 'CMD-50', leader: l.id, die, hit: false }); continue; }
      const second = ctx.dice.d6();
      const effect = hitEffect(second, false);
      const after = applyHit(l, effect);
      ctx.log({ t: 'risk', rule: 'CMD-51', leader: l.id, die, second, effect, hit: true });
      const cpLeft = next.cpLeft[l.id] === undefined ? next.cpLeft : { ...next.cpLeft, [l.id]: after.alive ? Math.min(next.cpLeft[l.id], after.cp) : 0 };
      next = { ...next, leaders: next.leaders.map((x) => (x.id === l.id ? after : x)), cpLeft };
      if (!after.alive) break;
    }
  }
  return next;
}

/** CMD-55/56: a leader whose unit was destroyed in combat rolls his fate (1–3 killed,
 *  4 captured, 5–6 escapes to the nearest friendly A or B unit fit to take him, else
 *  lost); one whose unit left the table goes with it (ours: `rolled` false). */
export function leaderFates(s: CivGame, ctx: Ctx, rolled: boolean): CivGame {
  let next = s;
  for (const l of s.leaders) {
    if (!l.alive || l.attachedTo === null) continue;
    const u = unitOf(next, l.attachedTo);
    if (!u || !u.destroyed) continue;
    // A.3 (option offTablePursuers): a pursuer off the table is not destroyed; its leader
    // stays behind on the table, detached where he stands (ours), and rolls no fate.
    if (next.offTable?.[u.id] !== undefined) {
      ctx.log({ t: 'leaderStaysBehind', rule: 'A.3', provisional: true, leader: l.id, unit: u.id });
      next = { ...next, leaders: next.leaders.map((x) => (x.id === l.id ? { ...x, attachedTo: null } : x)) };
      continue;
    }
    const d6 = rolled ? ctx.dice.d6() : 0;
    const nearest = liveUnits(next, l.side).map((x) => ({ x, d: unitGapFloor(u, x) })).sort((a, b) => a.d - b.d || (a.x.id < b.x.id ? -1 : 1)).map((p) => p.x);
    const fate = rolled ? fateOnDestruction(d6, nearest) : { kind: 'lost' as const };
    ctx.log({ t: 'leaderFate', rule: 'CMD-55', leader: l.id, unit: u.id, d6, fate: fate.kind, joins: fate.kind === 'escapes' ? fate.joins : '' });
    if (fate.kind === 'escapes') {
      const c = unitCentre(unitOf(next, fate.joins));
      next = { ...next, leaders: next.leaders.map((x) => (x.id === l.id ? { ...x, attachedTo: fate.joins, x: c.x, y: c.y } : x)) };
    } else {
      next = { ...next, leaders: loseLeader(next, l.id, fate.kind), cpLeft: next.cpLeft[l.id] === undefined ? next.cpLeft : { ...next.cpLeft, [l.id]: 0 } };
    }
  }
  return next;
}

// ——— The missile exchanges (A.4, automated) ———

/** One missile exchange: the initiative player's units shoot, then the other's, right
 *  to left, each at its nearest eligible visible enemy not in melee (SHO-K3), at most
 *  3 DPs on a target in the exchange (SHO-K8). Units in melee do not shoot (ours). */
export function shootingExchange(s0: CivGame, phase: 'longRange' | 'shortRange', ctx: Ctx): CivGame {
  const cb = chaptersOf(s0);
  let s = s0;
  const already = new Map<string, number>();
  for (const side of [s.initiative, other(s.initiative)]) {
    for (const u0 of rightToLeft(liveUnits(s, side), side)) {
      const u = unitOf(s, u0.id);
      if (u.destroyed || u.shaken || u.status.inCombat || u.status.routing || (u.type === 'artillery' && u.turn.moved)) continue;
      const stationary = !u.turn.moved;
      // Sight lines are dear: looked for only when an enemy is within the unit's reach.
      const t = troopType(u.type)!;
      const reach = (t.longMultiple ?? 1) * DIST.bow;
      if (!(t.long || t.short) || !liveUnits(s, other(side)).some((e) => unitsWithin(u, e, reach))) continue;
      // SHO-K3 as shootingTargets: the nearest eligible enemy (edge to edge, ties to the lower
      // id) that is visible; sight is asked nearest first, so it is asked as little as possible.
      const sight = { units: s.units, terrain: terrainOf(s) };
      const target = liveUnits(s, other(side)).filter((e) => !e.status.inCombat && mayShoot(u, e, phase, stationary))
        .map((e) => ({ e, d: unitGapFloor(u, e) })).sort((a, b) => a.d - b.d || (a.e.id < b.e.id ? -1 : 1))
        .find((x) => canSee(sight, u, x.e))?.e;
      if (!target) continue;
      const dice = cb.shootingDice(s, u, target, phase, { stationaryInTactical: stationary });
      if (!dice.length) continue;
      const rolls = dice.map(() => ctx.dice.d6());
      const r = cb.resolveShooting(target, dice, rolls, already.get(target.id) ?? 0);
      already.set(target.id, (already.get(target.id) ?? 0) + r.dps);
      ctx.log({ t: 'volley', rule: 'A.4', provisional: cb.provisional, unit: u.id, target: target.id, side, phase, dice: rolls, need: dice.map((d) => d.need - d.modifiers.reduce((a, m) => a + m.value, 0)), mods: dice.map((d) => d.modifiers) });
      logAll(ctx, r.events);
      s = setUnit(setUnit(s, r.unit), { ...unitOf(s, u.id), lastAction: 'shoot' });
      if (r.riskToLeaders) s = riskToAttached(s, target.id, { kind: 'shooting', dps: r.dps }, ctx);
      // MOR-S1: a special stand's Hits are rolled for Critical Hits (1–2, not from combat).
      if (r.criticalChecks > 0) s = specialHits(s, target.id, r.criticalChecks, false, unitOf(s, u.id), ctx);
    }
  }
  return s;
}

// ——— Charges (A.5) ———

/** The charger placed in contact (the plan for any roll), backed off by up to 1/40 JT
 *  when rounding leaves it a hair inside another stand; null when it cannot stand there. */
function contactPose(s: CbState, cb: MissingChapters, chargerId: string, targetId: string): CbState | null {
  const r = cb.charge(s, chargerId, targetId, [99]);
  if (!r.ok || !r.contact) return null;
  const c = unitOf(r.state, chargerId);
  for (let k = 0; k <= 6; k++) {
    const back = k === 0 ? c : moveUnit(c, unitCentre(c), 0, dirN(headingOf(c) + 180, k));
    if (poseOk(r.state, back)) return setUnit(r.state, back);
  }
  return null;
}

/** Spec §8.6 (option sweptPaths): the unit on the charger's way to its contact pose (each
 *  stand's straight way, start to contact; the target itself aside), or null. */
const chargeBlocker = (s: CbState, from: CbUnit, to: CbUnit, targetId: string): CbUnit | null => (pathsChecked(s) ? sweptBlocker(s, from, to, [targetId]) : null);

const hasLeader = (s: CbState, u: CbUnit): boolean => s.leaders.some((l) => l.alive && l.attachedTo === u.id);

/** Why a charge is refused, or null: A.5 step a (CMD-24, CMB-K1, CMB-K10), a contact
 *  position clear of other troops and (option sweptPaths, spec §8.6) a way to it clear of
 *  them: each of the charger's stands from where it stands to where it makes contact. */
export function chargeRefusal(s: CivGame, ui: number, ti: number, dice: number, spontaneous = false): Violation | null {
  if (s.phase !== 'charges') return v('A.5', 'charges are declared at the start of the Combat Phase');
  const u = s.units[ui], t = s.units[ti];
  if (!u || u.side !== s.active || u.destroyed) return v('A.5', 'only your own troops charge');
  if (!t || t.side === s.active || t.destroyed) return v('A.5', 'a charge is made at an enemy unit');
  // CMD-31: a spontaneous advancer's charge is the rule's, never the player's.
  if (u.status.spontaneous && !spontaneous && spontaneousOnNearest(s.options)) return v('CMD-31', `${u.name} advances of its own accord: it charges the nearest enemy it sees, or no one`);
  if (s.declared.some((d) => d.unit === ui)) return v('A.5', `${u.name} has already declared a charge`);
  if (u.status.inCombat) return v('A.5', `${u.name} is already in melee`);
  const cb = chaptersOf(s);
  // Sight (VIS) is the dearest test: asked only when the others pass.
  const r0 = cb.chargeRefusals(s, u, t, dice, { visible: true, hasAttachedLeader: hasLeader(s, u) });
  if (r0.length) return v(r0[0].rule, r0[0].en);
  const visible = canSee({ units: s.units, terrain: terrainOf(s) }, u, t);
  const r = visible ? [] : cb.chargeRefusals(s, u, t, dice, { visible, hasAttachedLeader: hasLeader(s, u) });
  if (r.length) return v(r[0].rule, r[0].en);
  const placed = contactPose(s, cb, u.id, t.id);
  if (!placed) return v('A.5', `${u.name} has no room to reach ${t.name}`);
  const b = chargeBlocker(s, u, unitOf(placed, u.id), t.id);
  if (b) return v('A.5', `${u.name} cannot charge ${t.name}: the way is blocked by ${b.name}`);
  return null;
}

/** A.5: the farthest one charge die takes a charger (an AvD's best, 5 pips of ½ JT). */
const REACH_PER_DIE = (5 * JT) / 2;

/** Charges offered for the acting side: each free unit at each enemy in reach with
 *  the fewest dice that reach and with the most (check takes any number between). */
export function chargeChoices(s: CivGame): { unit: number; target: number; dice: number }[] {
  if (s.phase !== 'charges') return [];
  const cb = chaptersOf(s);
  const out: { unit: number; target: number; dice: number }[] = [];
  s.units.forEach((u, ui) => {
    if (u.side !== s.active || u.destroyed || u.shaken || u.status.inCombat || s.declared.some((d) => d.unit === ui)) return;
    const max = cb.moveDice(u.type, phalanx(u)).charge;
    if (max < 1) return;
    s.units.forEach((t, ti) => {
      const reach = REACH_PER_DIE;
      if (t.side === s.active || t.destroyed || !unitsWithin(u, t, max * reach) || !inFrontZone(u, t)) return;
      const gap = unitGapFloor(u, t);
      const least = Math.max(1, Math.ceil(gap / reach));
      if (least > max) return;
      for (const dice of least === max ? [max] : [least, max]) if (!chargeRefusal(s, ui, ti, dice)) out.push({ unit: ui, target: ti, dice });
    });
  });
  return out;
}

/** D13: the response a standing order gives (the `auto` default deterministic). */
export function responseFor(s: CivGame, target: CbUnit, charger: CbUnit): 'stand' | 'evade' | 'counter' {
  const order: ResponseOrder = s.responses[target.id] ?? 'auto';
  const tt = troopType(target.type)!, ct = troopType(charger.type)!;
  const mayEvade = !target.status.inCombat && (tt.light || (tt.mounted && target.formation === 'unformed'));
  const mayCounter = !target.status.halted && !target.shaken && !target.status.inCombat && (tt.mounted || spontaneousProne(target)) && inFrontZone(target, charger);
  if (order === 'evade') return mayEvade ? 'evade' : 'stand';
  if (order === 'counter') return mayCounter ? 'counter' : 'stand';
  if (order === 'stand') return 'stand';
  if (mayEvade && !ct.light) return 'evade';
  if (mayCounter && tt.mounted && ct.mounted) return 'counter';
  return 'stand';
}

/** A.5 steps b–c: every declared charge in order (the initiative player's right to
 *  left, then the other's), with the target's standing order, the charge move, and
 *  infantry that stood shooting at the charger that reached their front. */
export function resolveCharges(s0: CivGame, ctx: Ctx): CivGame {
  const cb = chaptersOf(s0);
  let s = s0;
  const ordered = [s.initiative, other(s.initiative)].flatMap((side) => {
    const mine = s.declared.filter((d) => s.units[d.unit].side === side);
    const order = rightToLeft(mine.map((d) => s.units[d.unit]), side).map((u) => u.id);
    return mine.slice().sort((a, b) => order.indexOf(s.units[a.unit].id) - order.indexOf(s.units[b.unit].id));
  });
  for (const d of ordered) {
    const c = s.units[d.unit], t = s.units[d.target];
    if (c.destroyed || t.destroyed || c.status.inCombat || c.status.routing || c.shaken) { ctx.log({ t: 'chargeCancelled', rule: 'A.5', provisional: true, unit: c.id, target: t.id }); continue; }
    const response = responseFor(s, t, c);
    ctx.log({ t: 'chargeResponse', rule: 'A.5', provisional: true, unit: t.id, target: c.id, response, standing: s.responses[t.id] ?? 'auto' });
    const { pips, d6 } = rollAvd(ctx, d.dice);
    if (response === 'evade') {
      const ev = rollAvd(ctx, cb.moveDice(t.type, phalanx(t)).move);
      const e = cb.evade(s, t.id, c.id, ev.pips);
      if ('state' in e) {
        const fixed = settleMove(s, t, unitOf(e.state, t.id));
        logAll(ctx, withD6(e.events, ev.d6));
        s = fixed.offTable ? leaveTable(s, fixed.unit, ctx) : setUnit(s, fixed.unit);
        if (fixed.offTable) continue;
        s = chargeMove(s, cb, c.id, t.id, pips, d6, false, ctx);
        if (unitOf(s, c.id).status.inCombat && standsInContact(unitOf(s, c.id), unitOf(s, t.id)).length) s = { ...s, caught: [...s.caught, t.id] };
        continue;
      }
    }
    if (response === 'counter') {
      const cpips = rollAvd(ctx, cb.moveDice(t.type, phalanx(t)).charge).pips;
      const r = cb.counterCharge(s, c.id, t.id, pips, cpips);
      if (r.ok) {
        const mc = unitOf(r.state, c.id), mt = unitOf(r.state, t.id);
        const next = setUnit(setUnit(s, mt), mc);
        const posed = poseOk(next, mc) && poseOk(next, mt);
        // Spec §8.6 (option sweptPaths): each side's way to the meeting place clear of others.
        const by = posed ? chargeBlocker(s, c, mc, t.id) ?? chargeBlocker(s, t, mt, c.id) : null;
        if (posed && !by) {
          logAll(ctx, r.events);
          s = { ...next, charged: [...next.charged, ...(r.contact ? [c.id, t.id] : [])] };
          continue;
        }
        ctx.log({ t: 'counterBlocked', rule: 'A.5', provisional: true, unit: t.id, ...(by ? { by: by.id } : {}) });
      } else if (r.refusals.some((x) => x.rule === 'A.2')) {
        // A.2: ground it may not enter lies on the way; it stands (terrain games only).
        ctx.log({ t: 'counterBlocked', rule: 'A.2', provisional: true, unit: t.id, ground: true });
      }
    }
    s = chargeMove(s, cb, c.id, t.id, pips, d6, true, ctx);
    const mc = unitOf(s, c.id);
    if (mc.status.inCombat && standsInContact(mc, unitOf(s, t.id)).length) {
      const receiver = unitOf(s, t.id);
      const dice = cb.shootingDice(s, receiver, mc, 'shortRange');
      if (dice.length) {
        const rolls = dice.map(() => ctx.dice.d6());
        const r = cb.receiveShooting(s, receiver, mc, rolls);
        if (r) { logAll(ctx, r.events); s = setUnit(s, r.unit); }
      }
    }
  }
  return { ...s, declared: [] };
}

/** The charge move (A.5): contact and conform where the charger can stand, else it
 *  stays short; the failure move cut where the board stops it. */
function chargeMove(s: CivGame, cb: MissingChapters, cId: string, tId: string, pips: readonly number[], d6: readonly number[], penalty: boolean, ctx: Ctx): CivGame {
  const before = unitOf(s, cId);
  const r = cb.charge(s, cId, tId, pips, { penaltyOnFail: penalty });
  if (!r.ok) return s;
  if (r.contact) {
    const placed = contactPose(s, cb, cId, tId);
    if (!placed) { ctx.log({ t: 'chargeBlocked', rule: 'A.5', provisional: true, unit: cId, target: tId }); return s; }
    // Spec §8.6 (option sweptPaths): troops moved onto its way since the declaration (an
    // evader, an earlier charge) stop it where it stands; the log names them.
    const b = chargeBlocker(s, before, unitOf(placed, cId), tId);
    if (b) { ctx.log({ t: 'chargeBlocked', rule: 'A.5', provisional: true, unit: cId, target: tId, by: b.id }); return s; }
    logAll(ctx, withD6(r.events, d6));
    // The contact pose from the plan, with the target as the roll left it (MOR-C13 DPs).
    const next = setUnit(setUnit(s, unitOf(r.state, tId)), unitOf(placed, cId));
    return { ...next, charged: [...next.charged, cId] };
  }
  logAll(ctx, withD6(r.events, d6));
  const fixed = settleMove(s, before, unitOf(r.state, cId));
  return setUnit(s, fixed.unit);
}

// ——— Combat (A.5) ———

/** Every pair in contact fights: scores for all first (simultaneous), results applied
 *  right to left of the initiative player; losers retire or break and rout at once. */
export function combatStep(s0: CivGame, ctx: Ctx): CivGame {
  const cb = chaptersOf(s0);
  let s = s0;
  const pairs = cb.combatPairs(s);
  const scored = pairs.map((p) => {
    const a = unitOf(s, p.a), b = unitOf(s, p.b);
    const da = ctx.dice.d6(), db = ctx.dice.d6();
    const sa = cb.combatScore(s, a, { opponent: b, d6: da, charged: s.charged.includes(a.id), support: p.supportA, caughtEvading: s.caught.includes(a.id), inBrokenGround: inBrokenGround(cb, terrainOf(s), a) });
    const sb = cb.combatScore(s, b, { opponent: a, d6: db, charged: s.charged.includes(b.id), support: p.supportB, caughtEvading: s.caught.includes(b.id), inBrokenGround: inBrokenGround(cb, terrainOf(s), b) });
    ctx.log({ t: 'melee', rule: 'A.5', provisional: cb.provisional, unit: a.id, target: b.id, d6: [da, db], cv: [sa.cv, sb.cv], modifiers: [sa.modifiers, sb.modifiers], score: [sa.score, sb.score] });
    return { p, sa: sa.score, sb: sb.score };
  });
  for (const { p, sa, sb } of scored) s = resolvePair(s, p, sa, sb, ctx);
  // (f) Follow-on combats (A.5, option pursuit): a pursuer or follow-up that met a fresh enemy
  // in (e) fights it at once, as a charger (A), in the order they met; the results of these
  // fights lead to no further follow-on combat this phase (ours).
  const followOn = s.followOn ?? [];
  if (s.followOn) { s = { ...s }; delete s.followOn; }
  for (const [pid, eid] of followOn) {
    const a = unitOf(s, pid), b = unitOf(s, eid);
    if (a.destroyed || b.destroyed || a.status.routing || b.status.routing || !standsInContact(a, b).length) continue;
    const da = ctx.dice.d6(), db = ctx.dice.d6();
    const sa = cb.combatScore(s, a, { opponent: b, d6: da, charged: true, support: 0, inBrokenGround: inBrokenGround(cb, terrainOf(s), a) });
    const sb = cb.combatScore(s, b, { opponent: a, d6: db, charged: s.charged.includes(b.id), support: 0, inBrokenGround: inBrokenGround(cb, terrainOf(s), b) });
    ctx.log({ t: 'melee', rule: 'A.5', provisional: cb.provisional, unit: a.id, target: b.id, d6: [da, db], cv: [sa.cv, sb.cv], modifiers: [sa.modifiers, sb.modifiers], score: [sa.score, sb.score], followOn: true });
    s = resolvePair(s, { a: pid, b: eid }, sa.score, sb.score, ctx);
    if (s.followOn) { s = { ...s }; delete s.followOn; }
  }
  return markContacts(leaderFates(s, ctx, true));
}

/** One pair's result applied (A.5): DPs, a special stand's critical checks, risk to attached
 *  leaders, the loser's rout or retire, and step (e) for the winner. */
function resolvePair(s: CivGame, p: { a: string; b: string }, sa: number, sb: number, ctx: Ctx): CivGame {
  const cb = chaptersOf(s);
  const a = unitOf(s, p.a), b = unitOf(s, p.b);
  if (a.destroyed || b.destroyed || a.status.routing || b.status.routing) return s;
  const r = cb.applyCombat(s, p.a, p.b, sa, sb);
  logAll(ctx, r.events);
  let next: CivGame = { ...s, units: r.state.units };
  // MOR-S1: a special stand's Hits in combat are rolled for Critical Hits (a 1).
  for (const e of r.events) if (e.t === 'specialHits' && typeof e.unit === 'string') next = specialHits(next, e.unit, Number(e.hits), true, unitOf(next, e.unit === p.a ? p.b : p.a), ctx);
  for (const id of [p.a, p.b]) {
    const was = unitOf(s, id);
    const hurt = (u: CbUnit) => u.dps !== was.dps || u.shaken !== was.shaken || u.stands.length !== was.stands.length || u.destroyed;
    if (hurt(unitOf(next, id))) next = riskToAttached(next, id, { kind: 'combat', dps: 1 }, ctx);
    const now = unitOf(next, id);
    if (now.destroyed) continue;
    if (now.status.routing && !was.status.routing) {
      const winner = unitOf(next, id === p.a ? p.b : p.a);
      const { pips, d6 } = rollAvd(ctx, cb.moveDice(now.type, phalanx(now)).move);
      const fixed = settleMove(next, now, cb.routMove(now, unitFrame(winner).o, pips, next));
      ctx.log({ t: 'rout', rule: 'A.5', provisional: true, unit: id, pips, d6, rolled: cb.moveDistance(now, pips, false), dist: shift(now, fixed.unit) });
      next = fixed.offTable ? leaveTable(next, fixed.unit, ctx) : setUnit(next, fixed.unit);
      // Step (e), option pursuit (D19): the winner pursues by its orders, or halts.
      next = afterCombatMove(next, winner.id, was, ctx);
    } else if (now.stands.some((st) => { const o = was.stands.find((x) => x.id === st.id); return !!o && (o.x !== st.x || o.y !== st.y); })) {
      const fixed = settleMove(next, was, now);
      next = fixed.offTable ? leaveTable(next, fixed.unit, ctx) : setUnit(next, fixed.unit);
      // Step (e), option pursuit (D19): the winner follows up a retiring loser by its order.
      if (!fixed.offTable && now.status.retiring && !was.status.retiring) next = afterCombatMove(next, id === p.a ? p.b : p.a, was, ctx);
    }
  }
  return next;
}


/** In melee = in base contact with a live enemy (spec §8.1). */
export function markContacts<S extends CbState>(s: S): S {
  const live = liveUnits(s);
  return {
    ...s,
    units: s.units.map((u) => {
      if (u.destroyed) return u.status.inCombat ? { ...u, status: { ...u.status, inCombat: false } } : u;
      const inCombat = live.some((e) => e.side !== u.side && standsInContact(u, e).length > 0);
      return inCombat === u.status.inCombat ? u : { ...u, status: { ...u.status, inCombat } };
    }),
  };
}

// ——— Victory (A.6) ———

export function startPointsMap(s: CivGame): Map<string, number> {
  return new Map(Object.entries(s.startPoints));
}

/** A.6 at the end of the Recovery Phase: an army at 50% losses breaks; at the turn
 *  limit a ratio lower by 10 points is a minor victory; otherwise the game goes on. */
export function victoryCheck(s: CivGame, ctx: Ctx): CivGame {
  const cb = chaptersOf(s);
  const sp = startPointsMap(s);
  const r = cb.battleResult(s, sp, s.turnLimit);
  if (!r.over) return s;
  const losses: [number, number] = [cb.armyLosses(s, 0, sp).percent, cb.armyLosses(s, 1, sp).percent];
  ctx.log({ t: 'gameOver', rule: 'A.6', provisional: cb.provisional, winner: r.winner ?? -1, reason: r.kind, losses });
  return { ...s, phase: 'over', result: { winner: r.winner, reason: r.kind, losses } };
}
