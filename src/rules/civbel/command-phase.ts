// One player's half of the Command Phase (SEQ-03 phase 1, spec §3.2 [INTERP] order):
// check every allocation, move and attach or detach leaders, steady, settle who is
// controlled, then test the rest right to left. Dice come in as a list of integers,
// each as rolled on the die its test names (a D6: 1–6, an AvD: 2–5), used in order.
import type { Seat } from '../../engine/contract';
import { AVD_FACES } from './data/tables';
import { DIST } from './data/scale';
import { allocationRefusals, controlledUnits, influences, nearLeader, steady, type CommandOptions, type CpAction, type Refusal } from './command';
import { becomesLooter, controlDie, controlTest, mustTestAnyway, type ControlOutcome } from './control-test';
import { leaderWithin } from './geometry';
import { applyHit, hitEffect, isHit } from './leaders';
import { addDps, leaderDetachDps } from './morale';
import { rightToLeft } from './sequence';
import { liveUnits, unitById, type CbLeader, type CbState, type CbUnit } from './state';

export interface CommandPhaseInput {
  allocations: { leader: string; actions: CpAction[] }[];
  /** Pursuing or looting units the player wants to stop (CMD-21). */
  stop: string[];
  /** VIS, until line of sight is built: whether a unit sees an enemy to advance on. */
  visibleEnemy: (u: CbUnit) => boolean;
  /** Whether a pursuer sees enemy baggage it could reach this turn (CMD-35, spec A28). */
  seesReachableBaggage: (u: CbUnit) => boolean;
}

export interface CommandEvent { t: string; rule: string; [k: string]: unknown }

export type CommandPhaseResult = { ok: true; state: CbState; events: CommandEvent[]; diceUsed: number } | { ok: false; refusals: (Refusal & { leader: string })[] };

/** Where the phase's dice come from: a list as rolled (tests), or the game's own
 *  dice asked for one die of the named kind at a time (the RuleSystem). */
export type DieSource = readonly number[] | ((kind: 'D6' | 'AvD') => number);

class DiceQueue {
  used = 0;
  constructor(private readonly rolls: DieSource) {}
  next(kind: 'D6' | 'AvD'): number {
    let v: number;
    if (typeof this.rolls === 'function') { v = this.rolls(kind); this.used++; }
    else {
      if (this.used >= this.rolls.length) throw new Error('command phase: more dice needed');
      v = this.rolls[this.used++];
    }
    const ok = kind === 'D6' ? Number.isInteger(v) && v >= 1 && v <= 6 : AVD_FACES.includes(v);
    if (!ok) throw new Error(`command phase: ${v} is not a face of the ${kind}`);
    return v;
  }
}

export function commandPhase(s0: CbState, side: Seat, input: CommandPhaseInput, rolls: DieSource, o: CommandOptions): CommandPhaseResult {
  const byLeader = new Map(input.allocations.map((a) => [a.leader, a.actions]));
  const mine = s0.leaders.filter((l) => l.side === side && l.alive);
  // 1. Every allocation is checked on the state as it stands (CMD-04, CMD-08).
  const refusals: (Refusal & { leader: string })[] = [];
  for (const a of input.allocations) {
    const l = mine.find((x) => x.id === a.leader);
    if (!l) { refusals.push({ leader: a.leader, rule: 'CMD-01', en: 'No such leader of yours.', fr: 'Aucun de vos chefs ne porte ce nom.' }); continue; }
    for (const r of allocationRefusals(s0, l, a.actions, o)) refusals.push({ ...r, leader: l.id });
  }
  if (refusals.length) return { ok: false, refusals };

  const dice = new DiceQueue(rolls);
  const events: CommandEvent[] = [];
  let s = s0;
  const setUnit = (u: CbUnit) => { s = { ...s, units: s.units.map((x) => (x.id === u.id ? u : x)) }; };
  const setLeader = (l: CbLeader) => { s = { ...s, leaders: s.leaders.map((x) => (x.id === l.id ? l : x)) }; };

  // 2. Leader moves, attaching and detaching (p.20; MOR-C7).
  for (const l0 of mine) for (const a of byLeader.get(l0.id) ?? []) {
    if (a.kind !== 'move') continue;
    const l = s.leaders.find((x) => x.id === l0.id)!;
    if (a.detach && l.attachedTo !== null) {
      const from = unitById(s, l.attachedTo)!;
      const dp = leaderDetachDps(s, from, l.id);
      if (dp > 0) { setUnit(addDps(from, dp, 'morale').unit); events.push({ t: 'dp', rule: 'MOR-C7', unit: from.id, dps: dp }); }
    }
    let moved: CbLeader = { ...l, x: a.to.x, y: a.to.y, attachedTo: a.detach ? null : l.attachedTo };
    let lost = false;
    if (a.attach !== undefined) {
      const joinable = (u: CbUnit | undefined): u is CbUnit => !!u && u.side === side && !u.destroyed && leaderWithin(moved, u, DIST.javelin);
      const u = unitById(s, a.attach);
      if (joinable(u)) moved = { ...moved, attachedTo: u.id };
      // The allocations were checked on the half as it began: an earlier leader's detaching
      // DP (MOR-C7) may since have cost the unit a stand or destroyed it. He still moves,
      // and stays where he ended, with no unit (fuzz seed 12: Scipio left a one-stand
      // Velites unit, which the DP destroyed, as the First legate rode to join it).
      else if (joinable(unitById(s0, a.attach))) lost = true;
      else return { ok: false, refusals: [{ leader: l.id, rule: 'CMD-08', en: 'A leader attaches to a friendly unit within 1 javelin throw of where he ends.', fr: 'Un chef se joint à une unité amie à 1 jet de javelot de son point d\'arrivée.' }] };
    }
    setLeader(moved);
    events.push({ t: 'leaderMove', rule: 'CMD-08', leader: l.id });
    if (lost) events.push({ t: 'attachLost', rule: 'CMD-08', leader: l.id, unit: a.attach });
  }

  // 3. Steady (MOR-06, MOR-22) with its risk rolls (CMD-50, CMD-51).
  for (const l0 of mine) for (const a of byLeader.get(l0.id) ?? []) {
    if (a.kind !== 'steady' || a.mode === 'influenceTests') continue;
    const l = s.leaders.find((x) => x.id === l0.id)!;
    if (!l.alive) continue;
    const r = steady(s, l, a);
    s = { ...s, units: r.units };
    events.push({ t: 'steady', rule: a.mode === 'rally' ? 'MOR-22' : 'MOR-06', leader: l.id });
    for (let i = 0; i < r.riskRolls; i++) {
      const d = dice.next('D6');
      if (!isHit(d)) { events.push({ t: 'risk', rule: 'CMD-50', leader: l.id, die: d, hit: false }); continue; }
      const second = dice.next('D6');
      const effect = hitEffect(second, false);
      const after = applyHit(s.leaders.find((x) => x.id === l.id)!, effect);
      setLeader(after);
      events.push({ t: 'risk', rule: 'CMD-51', leader: l.id, die: d, second, effect, hit: true });
      if (!after.alive) break;
    }
  }

  // 4. Who is controlled (CMD-10), judged after the leaders' moves (spec CMD-10 [INTERP]).
  const controlled = new Set(controlledUnits(s, side, input.allocations.filter((a) => s.leaders.some((l) => l.id === a.leader && l.alive))));
  const inspiring = s.leaders.filter((l) => l.side === side && l.alive && (byLeader.get(l.id) ?? []).some((a) => a.kind === 'inspire'));
  const steadying = s.leaders.filter((l) => l.side === side && l.alive && (byLeader.get(l.id) ?? []).some((a) => a.kind === 'steady' && a.mode === 'influenceTests'));

  // 5. Control tests, right to left (SEQ-04): uncontrolled troops (CMD-20), and
  //    pursuers or looters told to stop or seeing baggage (CMD-21, CMD-35).
  for (const u0 of rightToLeft(liveUnits(s, side), side)) {
    const u = unitById(s, u0.id)!;
    const wantsStop = input.stop.includes(u.id);
    const baggage = u.status.pursuing && input.seesReachableBaggage(u);
    if (controlled.has(u.id) && !mustTestAnyway(u, { playerWantsStop: wantsStop, seesReachableBaggage: baggage })) {
      setUnit({ ...u, turn: { ...u.turn, controlled: true }, status: { ...u.status, halted: false, spontaneous: false } });
      continue;
    }
    const kind = controlDie(u);
    const die = dice.next(kind);
    const near = (ls: CbLeader[]) => ls.some((l) => influences(s, l, u) && nearLeader(s, l, u));
    const r = controlTest(u, { die, visibleEnemy: input.visibleEnemy(u), inspiringLeaderNear: near(inspiring), steadyingLeaderNear: near(steadying) });
    events.push({ t: 'controlTest', rule: 'CMD-20', unit: u.id, die: kind, value: die, score: r.score, modifiers: r.modifiers, outcome: r.outcome });
    const loots = baggage && becomesLooter(u, r, { fortified: false });
    if (loots) events.push({ t: 'looting', rule: 'CMD-35', unit: u.id });
    setUnit(afterTest(u, r.outcome, wantsStop, loots, controlled.has(u.id)));
  }
  return { ok: true, state: s, events, diceUsed: dice.used };
}

/** The flags a test leaves for the rest of the turn (CMD-23..25, CMD-31, CMD-35). */
function afterTest(u: CbUnit, outcome: ControlOutcome, wantsStop: boolean, loots: boolean, wasControlled: boolean): CbUnit {
  const st = { ...u.status, halted: false, spontaneous: false };
  let controlled = wasControlled;
  switch (outcome) {
    case 'asWished':
      controlled = true;
      if (wantsStop) { st.pursuing = false; st.looting = false; }
      break;
    case 'halted': st.halted = true; break;
    case 'spontaneousAdvance': st.spontaneous = true; break;
    case 'continue': case 'keepsPursuing': case 'keepsLooting': break;
  }
  if (loots) { st.looting = true; st.pursuing = false; }
  return { ...u, status: st, turn: { ...u.turn, controlled } };
}
