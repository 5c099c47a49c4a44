// The steady Civitates Bellantes bot commits its troops (issue 14, session 19), in
// hand-built positions. Checked by hand: with closingGap measuring the nearest enemy of all
// (as before session 19) the first test goes red (the Legion stands beside the horse); with a
// failed charge priced at a full dpWorth (before session 19) the second goes red.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { chargeWorth, civbelBot, closingGap } from '../../../src/rules/civbel/bot';
import { inFrontZone, moveUnit, unitGapFloor } from '../../../src/rules/civbel/facing';
import { unitCentre } from '../../../src/rules/civbel/formation-changes';
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

describe('A.5: a charge that may fall short', () => {
  it('A.5, MOR-C13: a Legion charges foot that shows it its rear 3¼ JT off, though its two dice may fall short (1 DP, priced as any DP short of a break)', () => {
    const s = greatPlains('charges', { keep: ['legio2', 'carthFoot'] });
    s.turn = 1;
    const foot = unitOf(s, 'carthFoot');
    Object.assign(foot, moveUnit(foot, unitCentre(foot), 180, { x: 0, y: 0 }));
    placeBefore(s, 'carthFoot', 'legio2', 4, 0);
    const l = unitOf(s, 'legio2');
    expect(unitGapFloor(l, unitOf(s, 'carthFoot'))).toBe(3.25 * JT);
    expect(chargeWorth(s, l, unitOf(s, 'carthFoot'), 2)).toBeGreaterThan(0.05);
    expect(bot(s)).toMatchObject({ k: 'charge', unit: ix(s, 'legio2'), target: ix(s, 'carthFoot') });
  });
});
