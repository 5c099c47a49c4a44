// The steady bot takes in flank an enemy that a friend holds in frontal contact (issue 14;
// rules 11.3, 11.4, 6.3): the enemy cannot turn to face the flanker, is overlapped, and a
// recoil becomes its destruction. Each test builds the position by hand and asks the bot;
// each goes red when the flank search (flankMoves) is taken out of rankedMoves, the last when
// the move is weighed by the mover's own place only (the friends beside, `engaged`).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { cdb, type CdbAction, type CdbState } from '../../../src/rules/cdb';
import { meleeOdds, positionValue, rankedMoves } from '../../../src/rules/cdb/bot';
import { frontHexes } from '../../../src/rules/cdb/grid';
import { sideTowards } from '../../../src/rules/cdb/zoc';
import { game, scripted } from './game-helpers';
import { ax, counter, G, N, S, unit } from './helpers';

const bot = (s: CdbState, seat: 0 | 1 = 0): CdbAction => cdb.bot!(s, seat, new BotRandom(1));
const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;

/** A pair of Spears holds Knights in frontal contact; the bot's Cavalry stands 3 hexes off,
 *  out of the Knights' front. */
const held = (): CdbState => game([
  unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]),
  unit(2, 0, ax(3, 0), N, counter('Cv')),
  unit(3, 1, ax(0, -1), S, counter('Kn')),
]);

describe('cdb steady bot: the flank of an enemy held in front (11.4)', () => {
  it('Cavalry rides round onto the flank of Knights a pair of Spears holds, facing them (CdB 11.4)', () => {
    const s = held();
    const a = bot(s);
    expect(a.k).toBe('move');
    const after = cdb.apply(s, 0, a, scripted([]));
    const cv = unitOf(after, 2), kn = unitOf(after, 3);
    expect(G.distance(cv.hex, kn.hex)).toBe(1);
    expect(frontHexes(G, cv)).toContain(kn.hex);
    expect(sideTowards(G, kn, cv.hex)).not.toBe('front');
  });
  it('there the Knights beaten by the Spears are destroyed instead of recoiling: the pair\'s fight is worth far more (CdB 11.4)', () => {
    const s = held();
    const before = meleeOdds(s, unitOf(s, 1), unitOf(s, 3));
    const after = cdb.apply(s, 0, bot(s), scripted([]));
    const now = meleeOdds(after, unitOf(after, 1), unitOf(after, 3));
    // The Knights' expected loss at least doubles; the Spears' falls.
    expect(now.lossX).toBeGreaterThan(2 * before.lossX);
    expect(now.lossA).toBeLessThan(before.lossA);
  });
  it('the flank move is weighed by what it does to the friend\'s fight too, not by the Cavalry\'s own place alone (CdB 11.3, 11.4)', () => {
    const s = held();
    const [best] = rankedMoves(s, 0);
    const after = cdb.apply(s, 0, best.a, scripted([]));
    const whole = positionValue(after, 0) - positionValue(s, 0);
    // Score = gain - points spent; the gain is the change of the whole side's places here.
    expect(best.score + best.cost).toBeCloseTo(whole, 6);
  });
});
