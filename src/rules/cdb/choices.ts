// Choice points of the combat rules (recoil hex, rear-rank loss, designations, advance
// target, ...). The rules functions stay pure and never decide for a player: they ask a
// Decider. A Decider replays the answers already given, in order; when it runs out it either
// takes the default the rules give (the standing orders of spec §9, N1–N11) or stops the
// resolution with the pending choice, so that the caller can ask the player and re-run the
// same pure function with one answer more (deterministic, so the replay reaches the same point).
import type { Seat } from '../../engine/contract';

export type ChoiceKind =
  | 'recoilHex' | 'rearLoss' | 'blockingLoss' | 'elephantRear'
  | 'designation' | 'meleeTarget' | 'shotTarget' | 'advanceTarget'
  /** 9.5: ignore this enemy (1) or not (0) for the advance of the unit deciding. */
  | 'ignoreTarget';

export interface ChoicePoint {
  kind: ChoiceKind;
  /** Who chooses. */
  side: Seat;
  /** The unit the choice is about (the recoiler, the destroyed unit, the designated enemy...). */
  unit: number;
  /** Hex ids or unit ids, in the order the rules list them. */
  options: number[];
  /** What the rules (or the standing order) take when nobody answers. */
  default: number;
  rule: string;
}

/** Thrown inside a resolution, caught by `settle`: a player must choose before it can go on. */
export class PendingChoice {
  constructor(readonly choice: ChoicePoint) {}
}

export interface Decider {
  /** The answer to this choice point (one of its options). */
  pick(c: ChoicePoint): number;
}

/** Replays `answers` in order; then takes defaults (`ask` false) or stops with the choice (`ask` true).
 *  A choice `byOrders` names is never asked nor answered: its default is the owner's standing
 *  order (spec §9, orders.ts). An answer that is not one of the options is refused with a clear message. */
export function decider(answers: number[] = [], ask = false, byOrders: (c: ChoicePoint) => boolean = () => false): Decider {
  let i = 0;
  return {
    pick(c) {
      if (c.options.length <= 1) return c.options[0] ?? c.default;
      if (byOrders(c)) return c.default;
      if (i < answers.length) {
        const a = answers[i++];
        if (!c.options.includes(a)) throw new Error(`cdb: answer ${a} is not one of ${c.options.join(', ')} (${c.rule}, ${c.kind})`);
        return a;
      }
      if (ask) throw new PendingChoice(c);
      return c.default;
    },
  };
}

export const defaults: Decider = decider();

/** A log event of the combat rules: plain data, `t` its kind, `rule` the rule applied. */
export interface CdbEvent { t: string; rule: string; [k: string]: unknown }

export type Settled<T> = { done: true; value: T } | { done: false; pending: ChoicePoint };

/** Runs a resolution, turning a pending choice into a value the caller can show. */
export function settle<T>(run: () => T): Settled<T> {
  try {
    return { done: true, value: run() };
  } catch (e) {
    if (e instanceof PendingChoice) return { done: false, pending: e.choice };
    throw e;
  }
}
