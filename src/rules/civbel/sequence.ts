// The sequence of play (SEQ-01..11, p.17): initiative, the phases and their
// half-phases, right-to-left order, and the Recovery Phase.
import type { Seat } from '../../engine/contract';
import { dirN } from '../../engine/plane';
import { DIST } from './data/scale';
import { enemyWithin } from './command';
import { nonBroken, rallyStep, recoveryRemoval, type MoraleEvent } from './morale';
import type { CbState, CbUnit } from './state';

/** SEQ-01: each player rolls 1 D6 and adds his General's CPs (0 with no General,
 *  spec SEQ-01 [INTERP]); ties are rolled again. `rolls` are the D6 pairs in the
 *  order thrown; returns the winner and how many pairs were used, or null if every
 *  pair given tied (the caller rolls again). */
export function rollInitiative(rolls: readonly [number, number][], generalCp: [number, number]): { winner: Seat; used: number; totals: [number, number] } | null {
  for (let i = 0; i < rolls.length; i++) {
    const t: [number, number] = [rolls[i][0] + generalCp[0], rolls[i][1] + generalCp[1]];
    if (t[0] !== t[1]) return { winner: t[0] > t[1] ? 0 : 1, used: i + 1, totals: t };
  }
  return null;
}

/** SEQ-01/02: the winner chooses to go first or second; the player going first has
 *  the initiative for every phase of the turn. */
export function initiativePlayer(winner: Seat, choice: 'first' | 'second'): Seat {
  return choice === 'first' ? winner : winner === 0 ? 1 : 0;
}

/** SEQ-03, §3.2: the phases of a turn in order. Every phase but Combat and Recovery
 *  is played by the initiative player, then by the other (half-phases). */
export const PHASES = ['command', 'approach', 'longRange', 'tactical', 'shortRange', 'combat', 'recovery'] as const;
export type Phase = (typeof PHASES)[number];
export interface Step { phase: Phase; half: 0 | 1 | null }

/** SEQ-03/10: the step after `st`; null after Recovery (the turn is over). A phase
 *  ends only when both players have completed it. */
export function nextStep(st: Step): Step | null {
  if ((st.phase === 'combat' || st.phase === 'recovery') || st.half === 1) {
    const i = PHASES.indexOf(st.phase);
    if (i === PHASES.length - 1) return null;
    const p = PHASES[i + 1];
    return { phase: p, half: p === 'combat' || p === 'recovery' ? null : 0 };
  }
  return { phase: st.phase, half: 1 };
}

/** Who acts in a step: the initiative player in the first half, the other in the
 *  second; both in Combat (resolved simultaneously) and Recovery. */
export function actor(st: Step, initiative: Seat): Seat | 'both' {
  return st.half === null ? 'both' : st.half === 0 ? initiative : initiative === 0 ? 1 : 0;
}

/** SEQ-04: right-to-left from the acting player's view: descending position along
 *  his right-hand vector (player 0 faces +y, so his right is +x; player 1 the
 *  reverse; spec §8.9), ties by id. Measured at each unit's first stand. */
export function rightToLeft(units: readonly CbUnit[], side: Seat): CbUnit[] {
  const right = dirN(side === 0 ? 0 : 180, 1);
  const key = (u: CbUnit) => (u.stands.length ? u.stands[0].x * right.x + u.stands[0].y * right.y : 0);
  return [...units].sort((a, b) => key(b) - key(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** SEQ-03 phase 7, MOR-05, MOR-20: the Recovery Phase: eligible units remove DPs,
 *  shaken units that met the conditions rally; then the turn's records are cleared. */
export function recovery(s: CbState): { state: CbState; events: MoraleEvent[] } {
  const events: MoraleEvent[] = [];
  const units = s.units.map((u) => {
    if (u.destroyed || u.kind === 'special') return u;
    let next = u;
    const removed = recoveryRemoval(u, enemyWithin(s, u, DIST.javelin));
    if (removed > 0) { next = { ...next, dps: next.dps - removed }; events.push({ t: 'dp', rule: 'MOR-05', unit: u.id, dps: next.dps }); }
    if (u.shaken) {
      next = rallyStep(next, enemyWithin(s, u, DIST.bow, nonBroken));
      if (!next.shaken) events.push({ t: 'dp', rule: 'MOR-20', unit: u.id, dps: next.dps });
    }
    return { ...next, shotAtLastTurn: u.turn.shotAt, turn: { controlled: false, moved: false, shotAt: false, enemyCameWithinBow: false } };
  });
  return { state: { ...s, units }, events };
}
