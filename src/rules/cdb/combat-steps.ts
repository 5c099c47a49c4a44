// The steps after the movement phase (spec §3.1, A29): 2c spontaneous advances (9.5), 2d the
// flight of demoralised corps (12.3), 3 shooting (10), 4 mêlée (11), each a pure phase
// function over the position. A step that meets a player's choice stops (settle); the state
// keeps the position from before the step, the answers given and the dice drawn so far, and
// waits for that player. Each answer re-runs the step from that position with the same dice
// (so no die is drawn twice) and one answer more, until it ends; then the state takes the
// result, and the next step begins.
// The log goes with the action that made it happen: each run of a step logs the events it
// reached that the step's earlier runs (with one answer fewer) had not, so that a mêlée or a
// shot stopped at a recoil choice is told, dice, modifiers, totals and results, in the entry
// that rolled its dice, and the recoil in the entry that chose it. Presentation only: the
// state, the dice and the answers are the same as when the whole step was logged at its end.
import type { Ctx } from '../../engine/contract';
import { decider, settle, type CdbEvent } from './choices';
import { demoralisedFlight } from './demoralisation';
import { meleePhase } from './melee-phase';
import { answeredByOrders } from './orders';
import { shootingPhase } from './shooting-phase';
import { spontaneousAdvances } from './spontaneous-advance';
import { gridOf } from './grid';
import { setFlags, type CdbState, type CombatStep, type Position, type TurnFlags } from './state';

type StepName = CombatStep['step'];
export const COMBAT_STEPS: StepName[] = ['advance', 'flight', 'shooting', 'melee'];

interface StepResult { position: Position; log: CdbEvent[]; flags: [number, Partial<TurnFlags>][] }

/** Unit ids whose turn flags (spec §2.8) satisfy f. */
const idsWhere = (s: CdbState, f: (t: TurnFlags) => boolean): number[] =>
  Object.keys(s.flags).filter((k) => f(s.flags[k])).map(Number).sort((a, b) => a - b);

/** Spec A11: pairs of enemies in contact now of which one was not adjacent to any enemy at the
 *  start of the movement phase (9.3 distances): they came into contact this player-turn. */
function newContacts(s: CdbState): [number, number][] {
  const g = gridOf(s);
  const out: [number, number][] = [];
  for (const a of s.units) for (const x of s.units) {
    if (a.side !== s.active || x.side === a.side || g.distance(a.hex, x.hex) !== 1) continue;
    if ((s.startDistance[String(a.id)] ?? 1) > 1 || (s.startDistance[String(x.id)] ?? 1) > 1) out.push([a.id, x.id]);
  }
  return out;
}

/** `log`: where the step's events go as they happen (its result's log), kept when it stops. */
function runStep(s: CdbState, step: StepName, roll: () => number, answers: number[], log: CdbEvent[]): StepResult {
  // Spec §9: the inactive side's choices, asked, or answered by its standing orders (orders.ts).
  const d = decider(answers, true, (c) => answeredByOrders(s, s.active, c));
  const mark = (ids: number[], f: Partial<TurnFlags>): [number, Partial<TurnFlags>][] => ids.map((id) => [id, f]);
  switch (step) {
    case 'advance': {
      const r = spontaneousAdvances(s, s.active, { moved: idsWhere(s, (f) => f.moved), restrained: idsWhere(s, (f) => f.restrained) }, d, log);
      return { position: r.position, log: r.log, flags: mark(r.advanced, { advanced: true, moved: true }) };
    }
    case 'flight': {
      const r = demoralisedFlight(s, s.active, idsWhere(s, (f) => f.restrained), d, log);
      return { position: r.position, log: r.log, flags: mark(r.fled, { fled: true, moved: true }) };
    }
    case 'shooting': {
      const facts = { marched: idsWhere(s, (f) => f.moves > 1), fled: idsWhere(s, (f) => f.fled), moved: idsWhere(s, (f) => f.moved) };
      const r = shootingPhase(s, s.active, roll, d, facts, { shot: idsWhere(s, (f) => f.shot), shotAt: [] }, log);
      return { position: r.position, log: r.log, flags: [...mark(r.turn.shot, { shot: true }), ...mark(r.turn.shotAt, { shotAt: true })] };
    }
    case 'melee': {
      const r = meleePhase(s, s.active, roll, d, { turn: { fought: idsWhere(s, (f) => f.fought), overlapped: [] }, newContacts: newContacts(s), log });
      return { position: r.position, log: r.log, flags: mark(r.turn.fought, { fought: true }) };
    }
  }
}

/** Runs the combat steps from `from` (with the answers and dice of a step under way) until
 *  one stops at a choice (the state then rests in that step's phase) or all have ended
 *  (returns true: the player-turn may end). */
export function runCombatSteps(s: CdbState, ctx: Ctx, from: StepName, answers: number[] = [], dice: number[] = []): boolean {
  for (let i = COMBAT_STEPS.indexOf(from); i < COMBAT_STEPS.length; i++) {
    const step = COMBAT_STEPS[i];
    const drawn = [...dice];
    let next = 0;
    const roll = () => { if (next < drawn.length) return drawn[next++]; const v = ctx.dice.d6(); drawn.push(v); next++; return v; };
    const log: CdbEvent[] = [];
    const r = settle(() => runStep(s, step, roll, answers, log));
    s.phase = step;
    // Logged before the state takes the result, so that the names are those of the units that acted;
    // only what the earlier runs of this step did not reach (they logged it in their own entries).
    const told = loggedBefore(s, step, answers, dice);
    for (const e of log.slice(told)) ctx.log(e);
    if (!r.done) {
      s.combat = { step, answers: [...answers], dice: drawn, pending: r.pending };
      return false;
    }
    s.units = r.value.position.units;
    s.corps = r.value.position.corps;
    if (r.value.position.lost) s.lost = r.value.position.lost;
    for (const [id, f] of r.value.flags) setFlags(s, id, f);
    delete s.combat;
    answers = [];
    dice = [];
  }
  return true;
}

/** How many of a step's events its earlier runs logged: those of the run with one answer fewer,
 *  which stopped at the choice this last answer settles, with the dice it had drawn (the step is
 *  pure, so it reaches that choice again the same way). None when the step starts now. */
function loggedBefore(s: CdbState, step: StepName, answers: number[], dice: number[]): number {
  if (!answers.length) return 0;
  let next = 0;
  const roll = () => { if (next >= dice.length) throw new Error('cdb: a combat step drew a die it had not drawn before'); return dice[next++]; };
  const log: CdbEvent[] = [];
  settle(() => runStep(s, step, roll, answers.slice(0, -1), log));
  return log.length;
}
