// Losses, demoralisation (rule 12) and victory (rule 13), counted in half counter-equivalents
// so that Psiloi and Hordes (½ each) stay in integers.
import { ecHalves } from './data/units';
import { opt, type OptionValues } from './options';
import type { Counter } from './state';

/** 12.1: a corps's total excludes its baggage (a loss for the army only). */
export const corpsHalves = (counters: Counter[]): number =>
  counters.filter((c) => c.type !== 'Bag').reduce((s, c) => s + ecHalves(c.type, c.quality), 0);

/** 13 [INTERP spec A20]: the army total counts baggage at 2 each. */
export const armyHalves = (counters: Counter[]): number => counters.reduce((s, c) => s + ecHalves(c.type, c.quality), 0);

/** 12.2: a corps's threshold, in halves: a third of its total rounded up to a whole counter,
 *  or to a half when it has Psiloi or Hordes; a half instead with the option (200 points). */
export function thresholdHalves(counters: Counter[], options: OptionValues): number {
  const h = corpsHalves(counters);
  const div = opt(options, 'demoralisationThreshold') === 'half' ? 2 : 3;
  const halfSteps = counters.some((c) => c.type === 'Ps' || c.type === 'Hd');
  // total / div rounded up: to 0.5 (one half) or to 1 (two halves)
  return halfSteps ? Math.ceil(h / div) : 2 * Math.ceil(h / (2 * div));
}

/** 12.2 trigger 1: at the end of a player-turn, losses at or above the threshold demoralise. */
export const reachesThreshold = (lostHalves: number, thresholdH: number): boolean => lostHalves >= thresholdH;

/** 12.2 trigger 2: after its general's loss, the corps's next AP die at or below its losses
 *  (the general included) demoralises it; the test is made once. */
export const failsGeneralLossTest = (die: number, lostHalves: number): boolean => 2 * die <= lostHalves;

/** 13: the first player to destroy half the enemy army's total wins (demoralised corps count in full). */
export const armyBroken = (lostHalves: number, totalHalves: number): boolean => 2 * lostHalves >= totalHalves;
