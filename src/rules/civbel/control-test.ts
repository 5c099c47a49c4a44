// Control tests, spontaneous advance and looting (CMD-20..37, p.21). Dice come in
// as integers already rolled on the die controlDie names; nothing here rolls.
import { CONTROL_BANDS, CONTROL_MODIFIERS, type ControlBand } from './data/rolls';
import type { CbBaggage, CbUnit } from './state';

/** CMD-22: 1 AvD for Artillery stands and A Grade units, 1 D6 for everyone else
 *  (Elephants and Scythed Chariots included, spec A36). */
export function controlDie(u: Pick<CbUnit, 'type' | 'grade'>): 'AvD' | 'D6' {
  return u.type === 'artillery' || u.grade === 'A' ? 'AvD' : 'D6';
}

/** CMD-30: Scythed Chariots, and unshaken Shock Infantry, B/C Grade Shock Cavalry or
 *  Rabble, when not already pursuing or looting. */
export function spontaneousProne(u: Pick<CbUnit, 'type' | 'grade' | 'shaken' | 'status'>): boolean {
  if (u.status.pursuing || u.status.looting) return false;
  if (u.type === 'scythedChariot') return true;
  if (u.shaken) return false;
  return u.type === 'shockInfantry' || u.type === 'rabble' || (u.type === 'shockCavalry' && u.grade !== 'A');
}

export type ControlOutcome = 'halted' | 'asWished' | 'continue' | 'spontaneousAdvance' | 'keepsPursuing' | 'keepsLooting';

export interface ControlTestInput {
  /** The die as rolled on controlDie(u): 1–6 for a D6, 2–5 for an AvD. */
  die: number;
  /** A visible enemy to advance on exists (VIS; spontaneous advance, CMD-31). */
  visibleEnemy: boolean;
  /** An inspiring leader within 1 JT, and when his optional +1 is taken (spec A8). */
  inspiringLeaderNear?: boolean;
  inspirePolicy?: 'never' | 'ifImproves' | 'always';
  /** A steadying leader within 1 JT of this pursuing or looting unit (optional ±1). */
  steadyingLeaderNear?: boolean;
}

/** A control-test modifier: its rule, its value and why it applies (for the log's words). */
export interface ControlModifier { rule: string; value: number; why: 'charging' | 'inspiring' | 'steadying' }
export interface ControlTestResult { score: number; modifiers: ControlModifier[]; band: ControlBand; outcome: ControlOutcome }

const bandOf = (score: number): ControlBand => {
  const c = Math.min(6, Math.max(1, score)); // spec CMD-23 [INTERP]: below 1 reads 1–2, above 6 reads 5–6
  return CONTROL_BANDS.find((b) => c >= b.from && c <= b.to)!.band;
};

/** CMD-20..26, CMD-31: one unit's control test. */
export function controlTest(u: Pick<CbUnit, 'type' | 'grade' | 'shaken' | 'status' | 'lastAction'>, t: ControlTestInput): ControlTestResult {
  const modifiers: ControlModifier[] = [];
  let score = t.die;
  const chasing = u.status.pursuing || u.status.looting;
  if (u.status.charging || chasing) { modifiers.push({ rule: 'CMD-23', value: CONTROL_MODIFIERS.chargingLootingPursuing, why: 'charging' }); score += CONTROL_MODIFIERS.chargingLootingPursuing; }
  if (t.inspiringLeaderNear) {
    const policy = t.inspirePolicy ?? 'ifImproves';
    if (policy === 'always' || (policy === 'ifImproves' && bandOf(score) === 'low' && bandOf(score + 1) === 'asWished')) {
      modifiers.push({ rule: 'CMD-23', value: CONTROL_MODIFIERS.inspiringLeader, why: 'inspiring' }); score += CONTROL_MODIFIERS.inspiringLeader;
    }
  }
  if (t.steadyingLeaderNear && chasing) {
    // Always towards "act as the player wishes" (spec CMD-23 [INTERP]).
    const b = bandOf(score);
    const m = b === 'low' ? CONTROL_MODIFIERS.steadyingLeader : b === 'high' ? -CONTROL_MODIFIERS.steadyingLeader : 0;
    if (m !== 0) { modifiers.push({ rule: 'CMD-23', value: m, why: 'steadying' }); score += m; }
  }
  const band = bandOf(score);
  return { score, modifiers, band, outcome: outcomeOf(u, band, t.visibleEnemy) };
}

function outcomeOf(u: Pick<CbUnit, 'type' | 'grade' | 'shaken' | 'status' | 'lastAction'>, band: ControlBand, visibleEnemy: boolean): ControlOutcome {
  if (band === 'asWished') return 'asWished';
  if (u.status.looting) return 'keepsLooting';
  if (u.status.pursuing) return 'keepsPursuing';
  if (spontaneousProne(u) && visibleEnemy) return 'spontaneousAdvance';
  if (band === 'low') return 'halted';
  // CMD-25: "continue the last turn's action, if possible"; a unit that was halted stays so.
  return u.lastAction === 'halt' ? 'halted' : 'continue';
}

/** CMD-21, CMD-35: who must test whether or not controlled: pursuers and looters
 *  the player wants to stop, and pursuers that see enemy baggage or an unfortified
 *  camp they could reach this turn (spec A28). */
export function mustTestAnyway(u: Pick<CbUnit, 'status'>, o: { playerWantsStop: boolean; seesReachableBaggage: boolean }): boolean {
  if (u.status.looting) return o.playerWantsStop;
  if (u.status.pursuing) return o.playerWantsStop || o.seesReachableBaggage;
  return false;
}

/** CMD-35/36: a pursuer that sees reachable baggage becomes a Looter unless its test
 *  gives "act as the player wishes"; Special Troops never loot. */
export function becomesLooter(u: Pick<CbUnit, 'kind' | 'status'>, test: ControlTestResult, baggage: Pick<CbBaggage, 'fortified'>): boolean {
  return u.kind !== 'special' && u.status.pursuing && !baggage.fortified && test.band !== 'asWished';
}

/** CMD-36/37: baggage is captured on contact and belongs to whoever touched it last. */
export function baggageContact(b: CbBaggage, side: 0 | 1): CbBaggage {
  return b.controller === side ? b : { ...b, controller: side };
}
