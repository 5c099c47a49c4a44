// The steady Civitates Bellantes bot commits its troops (issue 14, session 19), in
// hand-built positions. Checked by hand: with closingGap measuring the nearest enemy of all
// (as before session 19) the first test goes red (the Legion stands beside the horse).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import type { CivGame } from '../../../src/rules/civbel';
import { civbelBot, closingGap } from '../../../src/rules/civbel/bot';
import { inFrontZone, unitGapFloor } from '../../../src/rules/civbel/facing';
import { JT } from '../../../src/rules/civbel/data/scale';
import { greatPlains, ix, placeBefore, unitOf } from './helpers';

const bot = (s: CivGame) => civbelBot(s, 0, new BotRandom(1));

describe('A.5 step a, A.6: the closing pull aims at the enemy in front', () => {
  it('A.5, A.6: a Legion with horse at its flank within 2 JT still closes on the foot 5 JT before it', () => {
    const s = greatPlains('tactical', { keep: ['legio2', 'numA', 'carthFoot'] });
    s.turn = 6;
    placeBefore(s, 'carthFoot', 'legio2', 5, 0);
    placeBefore(s, 'numA', 'legio2', -1, 5.5);
    const l = unitOf(s, 'legio2'), horse = unitOf(s, 'numA'), foot = unitOf(s, 'carthFoot');
    expect(inFrontZone(l, horse)).toBe(false);
    expect(unitGapFloor(l, horse)).toBeLessThan(2 * JT);
    expect(inFrontZone(l, foot)).toBe(true);
    expect(closingGap(s, l)).toBe(unitGapFloor(l, foot));
    expect(bot(s)).toMatchObject({ k: 'move', unit: ix(s, 'legio2') });
  });
});
