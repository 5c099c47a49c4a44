// The steady Civitates Bellantes bot and light horse that evades (issue 14, session 18), in
// hand-built positions. A Legion held 1 JT off by Numidian light horse shooting at it (a
// tactical move stops 1 JT from the enemy, MOV-K3) charges it when the charge gains ground
// toward the enemy worth fighting behind and takes the horse out of its volleys' range
// (A.5 Evade, evadeGain); with nothing behind the horse it does not (the DPs it keeps,
// MOR-05). Checked by hand: with evadeGain returning 0 the first test goes red; with the
// charger's kept DPs not counted (evadeWorth's cost removed) the second does.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { type CivGame } from '../../../src/rules/civbel';
import { chargeWorth, civbelBot, evadeGain } from '../../../src/rules/civbel/bot';
import { responseFor } from '../../../src/rules/civbel/half-phases';
import { greatPlains, ix, placeBefore, unitOf } from './helpers';

const bot = (s: CivGame) => civbelBot(s, 0, new BotRandom(1));
const place = placeBefore;

describe('A.5 Evade: a charge that opens the way', () => {
  it('A.5, MOV-K3: a Legion charges light horse shooting at it from 1 JT when formed foot stand 7 JT behind the horse', () => {
    const s = greatPlains('charges', { keep: ['legio1', 'numB', 'carthFoot'] });
    s.turn = 6;
    unitOf(s, 'legio1').dps = 1; // this turn's volley: a charge keeps it (MOR-05)
    place(s, 'numB', 'legio1', 1, 0);
    place(s, 'carthFoot', 'legio1', 8, 0);
    expect(responseFor(s, unitOf(s, 'numB'), unitOf(s, 'legio1'))).toBe('evade');
    expect(evadeGain(s, unitOf(s, 'legio1'), unitOf(s, 'numB'), 2)).toBeGreaterThan(0);
    expect(bot(s)).toMatchObject({ k: 'charge', unit: ix(s, 'legio1'), target: ix(s, 'numB') });
  });

  it('A.5, MOR-05: the same Legion does not charge the horse when no enemy worth fighting stands behind it', () => {
    const s = greatPlains('charges', { keep: ['legio1', 'numB'] });
    s.turn = 6;
    unitOf(s, 'legio1').dps = 1;
    place(s, 'numB', 'legio1', 1, 0);
    // The horse's run takes it out of bow range (a volley stopped) but the Legion gains no
    // ground worth having: the DP it would keep outweighs the volley.
    expect(evadeGain(s, unitOf(s, 'legio1'), unitOf(s, 'numB'), 2)).toBeGreaterThan(0);
    expect(chargeWorth(s, unitOf(s, 'legio1'), unitOf(s, 'numB'), 2, true)).toBeLessThan(0);
    expect(bot(s)).toEqual({ k: 'done' });
  });
});
