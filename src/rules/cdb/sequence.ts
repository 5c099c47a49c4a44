// The sequence of play (rule 3, spec §3.1): each game turn the attacker's player-turn, then
// the defender's; each player-turn: action points (4.1), movement (4.2, 9), shooting (10),
// mêlée (11), then the end-of-turn checks (12.2, 13). The combat steps are combat-steps.ts.
import type { Ctx, Seat } from '../../engine/contract';
import { apAssignments, dieIsFree } from './action-points';
import { regainsReliability, unreliableAfterFirstRoll } from './allies';
import { armyHalves, armyBroken, corpsHalves, failsGeneralLossTest, reachesThreshold } from './losses';
import { runCombatSteps } from './combat-steps';
import { markDefections, startOfGameTurn } from './demoralisation';
import type { CdbEvent } from './choices';
import { enemyDistance } from './march';
import { countersWithHidden, FAR, type CdbState, type Corps } from './state';

export const activeCorps = (s: CdbState): Corps[] => s.corps.filter((c) => c.side === s.active).sort((a, b) => a.id - b.id);

/** 4.1: the commander-in-chief is lost when no counter of the side carries him any more. */
export const cincLost = (s: CdbState, side: Seat): boolean => !s.units.some((u) => u.side === side && u.counters.some((c) => c.cinc));

/** A corps's losses so far, in halves (12.1). */
export const corpsLost = (s: CdbState, corpsId: number): number =>
  s.corpsTotal[String(corpsId)] - corpsHalves(countersWithHidden(s, (u) => u.corps === corpsId));

/** 4.1 (spec 1b): one d6 per corps of the active player, in corps order. */
export function rollActionDice(s: CdbState, ctx: Ctx): void {
  const corps = activeCorps(s);
  s.rolled = corps.map(() => ctx.dice.d6());
  ctx.log({ t: 'apDice', rule: 'CdB 4.1', side: s.active, corps: corps.map((c) => c.id), dice: [...s.rolled] });
  const choices = apAssignments(s, corps, s.rolled, cincLost(s, s.active));
  if (choices.length > 1) s.phase = 'assign';
  else assignActionDice(s, s.rolled, ctx);
}

/** The assignments the active player may choose from (4.1, spec 1c). */
export const assignmentChoices = (s: CdbState): number[][] => apAssignments(s, activeCorps(s), s.rolled, cincLost(s, s.active));

/** 4.1 (spec 1d–1f): each corps's die sets its AP; an ally's first roll and an unreliable
 *  ally's 6 (4.3); the general-loss test (12.2); then the movement phase begins. */
export function assignActionDice(s: CdbState, dice: number[], ctx: Ctx): void {
  const corps = activeCorps(s);
  const free = corps.map((c) => dieIsFree(s, c, cincLost(s, s.active)));
  s.ap = {};
  corps.forEach((c, i) => {
    const die = dice[i];
    s.ap[String(c.id)] = die;
    if (!s.rolledOnce.includes(c.id)) {
      s.rolledOnce.push(c.id);
      if (unreliableAfterFirstRoll(c, die)) { c.unreliable = true; ctx.log({ t: 'allyUnreliable', rule: 'CdB 4.3', corps: c.id, side: c.side, die }); }
    } else if (c.unreliable && regainsReliability({ die })) {
      c.unreliable = false;
      ctx.log({ t: 'allyReliable', rule: 'CdB 4.3', corps: c.id, side: c.side, die });
    }
    if (c.generalLost && !c.demoralised && !s.lossTested.includes(c.id)) {
      s.lossTested.push(c.id);
      const lost = corpsLost(s, c.id);
      const fails = failsGeneralLossTest(die, lost);
      if (fails) c.demoralised = true;
      ctx.log({ t: 'generalLossTest', rule: 'CdB 12.2', corps: c.id, side: c.side, die, lost, demoralised: fails });
    }
  });
  s.cincPoint = !cincLost(s, s.active);
  ctx.log({ t: 'apSet', rule: 'CdB 4.1', side: s.active, corps: corps.map((c) => c.id), ap: corps.map((c) => s.ap[String(c.id)]), free: free.some((f) => f) });
  startMovement(s);
}

/** 9.3: the distances at the start of the movement phase decide who may march. */
function startMovement(s: CdbState): void {
  s.phase = 'move';
  s.startDistance = {};
  for (const u of s.units) {
    const d = enemyDistance(s, u.side, [u.hex]);
    s.startDistance[String(u.id)] = Number.isFinite(d) ? d : FAR;
  }
}

/** The active player ends his movement: the combat steps (2c, 2d, 3, 4), then the end of
 *  the player-turn, unless a step stops at a player's choice. */
export function endMovement(s: CdbState, ctx: Ctx): void {
  if (runCombatSteps(s, ctx, 'advance')) endPlayerTurn(s, ctx);
}

/** A player answers the pending choice of a combat step: the step goes on (or re-stops). */
export function answerChoice(s: CdbState, answer: number, ctx: Ctx): void {
  const c = s.combat;
  if (!c) throw new Error('cdb: no choice pending');
  if (runCombatSteps(s, ctx, c.step, [...c.answers, answer], c.dice)) endPlayerTurn(s, ctx);
}

/** Spec E1–E3, then the other player's turn (3): the attacker first in every game turn. */
export function endPlayerTurn(s: CdbState, ctx: Ctx): void {
  s.phase = 'end';
  // E1 (12.2): a corps at or over its threshold is demoralised.
  for (const c of s.corps) {
    if (c.demoralised) continue;
    const lost = corpsLost(s, c.id);
    if (reachesThreshold(lost, s.corpsThreshold[String(c.id)])) {
      c.demoralised = true;
      ctx.log({ t: 'demoralised', rule: 'CdB 12.2', corps: c.id, side: c.side, lost });
    }
  }
  // E2 (4.3): an unreliable ally whose army has a demoralised corps changes sides next game turn
  // (the sample armies have no allies and no nationality yet).
  const e2: CdbEvent[] = [];
  markDefections(s.corps, {}, e2);
  for (const e of e2) ctx.log(e);
  // E3 (13, spec M18): half the enemy army destroyed; demoralised corps count in full.
  const broken = ([0, 1] as Seat[]).map((side) => {
    let left = armyHalves(countersWithHidden(s, (u) => u.side === side && !s.corps.find((c) => c.id === u.corps)?.demoralised));
    left = Math.max(0, left);
    return armyBroken(s.armyTotal[side] - left, s.armyTotal[side]);
  });
  if (broken[0] || broken[1]) {
    const winner: Seat | null = broken[0] && broken[1] ? null : broken[0] ? 1 : 0;
    return finish(s, winner, 'armyBroken', ctx);
  }
  s.flags = {};
  s.rolled = [];
  s.ap = {};
  s.startDistance = {};
  s.cincPoint = true;
  if (s.active === s.attacker) s.active = (1 - s.attacker) as Seat;
  else {
    if (s.turn >= s.lastTurn) return finish(s, null, 'lastTurn', ctx);
    s.turn += 1;
    s.active = s.attacker;
    // 4.3, spec M17: corps marked to defect change sides as the game turn begins.
    const g = startOfGameTurn(s);
    for (const e of g.log) ctx.log(e);
    s.units = g.position.units;
    s.corps = g.position.corps;
  }
  s.phase = 'ap';
  ctx.log({ t: 'playerTurn', rule: 'CdB 3', turn: s.turn, side: s.active });
}

function finish(s: CdbState, winner: Seat | null, reason: string, ctx: Ctx): void {
  s.phase = 'over';
  s.result = { winner, reason };
  ctx.log({ t: 'gameOver', rule: reason === 'armyBroken' ? 'CdB 13' : 'CdB 3', winner: winner === null ? -1 : winner, reason });
}
