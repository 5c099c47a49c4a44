// The steady Civitates Bellantes bot's short moves and charges at evaders (issue 14,
// session 17), in hand-built positions. Checked by hand: with shortMoveCounts always true
// the first test goes red (the Legion side-steps for a sliver); without its lining-up clause
// the second goes red (the horse ends its half); with the evade DP worth its old share the
// third goes red (the Legion charges the light horse).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { bestMove, chargeWorth, civbelBot, SHORT_MARGIN } from '../../../src/rules/civbel/bot';
import { chargeDeclarable } from '../../../src/rules/civbel/bot-close';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { responseFor } from '../../../src/rules/civbel/half-phases';
import { TABLE } from '../../../src/rules/civbel/deployment';
import { JT } from '../../../src/rules/civbel/data/scale';
import { frontAt, greatPlains, ix, placeBefore, scripted, unitOf } from './helpers';

const bot = (s: CivGame) => civbelBot(s, 0, new BotRandom(1));
const place = placeBefore;

describe('A.3 short moves: no shuffling', () => {
  it('A.3: a Legion with light horse off its left rear does not side-step towards it for a sliver; it ends its half', () => {
    const s = greatPlains('tactical', { keep: ['legio2', 'numB'] });
    place(s, 'numB', 'legio2', -2.4, -8.1);
    const left = { k: 'move', unit: ix(s, 'legio2'), how: 'sideStep', angle: 90 } as const;
    expect(civbel.check(s, 0, left)).toBeNull();
    // The side-step gains something (a diagonal sliver nearer), far below SHORT_MARGIN of the Legion.
    const gain = bestMove(s, [left])[0].gain;
    expect(gain).toBeGreaterThan(0.01);
    expect(gain).toBeLessThan(SHORT_MARGIN * s.startPoints.legio2);
    expect(bot(s)).toEqual({ k: 'done' });
  });

  it('A.3, A.5: horse side-steps to line up a charge on slingers (within the 45° wheel and its reach next turn) for less than the margin', () => {
    const s = greatPlains('tactical', { keep: ['italians', 'slingB'] });
    s.responses.slingB = 'stand';
    place(s, 'slingB', 'italians', 1, 2.25);
    expect(chargeDeclarable(s, unitOf(s, 'italians'), unitOf(s, 'slingB'))).toBe(false);
    const right = { k: 'move', unit: ix(s, 'italians'), how: 'sideStep', angle: -90 } as const;
    const gain = bestMove(s, [right])[0].gain;
    expect(gain).toBeLessThan(SHORT_MARGIN * s.startPoints.italians);
    const a = bot(s);
    expect(a).toEqual(right);
    const t = civbel.apply(s, 0, a, scripted([3, 3, 3]));
    expect(chargeDeclarable(t, unitOf(t, 'italians'), unitOf(t, 'slingB'))).toBe(true);
    expect(chargeWorth(t, unitOf(t, 'italians'), unitOf(t, 'slingB'), 3)).toBeGreaterThan(0.05);
    // On the same board the side-step back, which would undo it, is not taken.
    const again = { ...t, moved: [] };
    expect(bot(again)).not.toEqual({ k: 'move', unit: ix(s, 'italians'), how: 'sideStep', angle: 90 });
  });
});

describe('A.5 Evade: no charges at evaders for nothing', () => {
  it('A.5, MOR-C11: a Legion does not charge light horse that will evade in the open (no catch, the DP alone is no use)', () => {
    const s = greatPlains('charges', { keep: ['legio1', 'numB'] });
    place(s, 'numB', 'legio1', 2, 0);
    expect(responseFor(s, unitOf(s, 'numB'), unitOf(s, 'legio1'))).toBe('evade');
    expect(bot(s)).toEqual({ k: 'done' });
  });

  it('A.5, A.3: the same Legion charges the light horse when its run would take it off the table', () => {
    const s = greatPlains('charges', { keep: ['legio1', 'numB'] });
    // Both near Carthage's table edge: the horse's front 2 JT before the Legion, its rear ~1½ JT from the edge.
    const o = unitFrame(unitOf(s, 'legio1')).o;
    frontAt(unitOf(s, 'legio1'), o.x, TABLE.h - 6 * JT);
    place(s, 'numB', 'legio1', 2, 0);
    const v = chargeWorth(s, unitOf(s, 'legio1'), unitOf(s, 'numB'), 2);
    expect(v).toBeGreaterThan(0.05);
    expect(bot(s)).toMatchObject({ k: 'charge', unit: ix(s, 'legio1'), target: ix(s, 'numB') });
  });
});
