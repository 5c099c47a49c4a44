// The steady bot (issue 14), its own impetuous troops (9.5, 4.2): each test builds a position by
// hand and asks the bot what it holds back; the position is chosen so that a bot without the
// behaviour named would act otherwise.
import { describe, expect, it } from 'vitest';
import { game } from './game-helpers';
import { ax, counter, G, irr, N, S, unit } from './helpers';
import { advanceExposes, restraintWanted, steadyMoveChoice, threatOn } from '../../../src/rules/cdb/bot';
import { mustAdvance } from '../../../src/rules/cdb/advance';
import { spontaneousAdvances } from '../../../src/rules/cdb/spontaneous-advance';
import type { CdbState } from '../../../src/rules/cdb';

const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;

describe('cdb steady bot: an impetuous unit\'s dash for the distant baggage (9.5, 4.2)', () => {
  // A line of Spears with irregular Warband in its middle, 8 hexes from a Knight with its
  // baggage behind it: no enemy within 4 hexes, so the Warband's target is the baggage and it
  // advances two moves of 2 (9.5), out of its line, to 4 hexes from the Knight, within its
  // charge (two moves of 3 and a step, 9.5) where the Knight beats it (3 against 2 + 1, and
  // Warband beaten by Knights in the open is destroyed, 11.5).
  const line = () => game([
    unit(1, 0, ax(-1, 4), N, [counter('Sp'), counter('Sp')]),
    unit(2, 0, ax(0, 4), N, [irr('Wb'), irr('Wb')]),
    unit(3, 0, ax(1, 4), N, [counter('Sp'), counter('Sp')]),
    unit(8, 1, ax(0, -4), S, irr('Kn')),
    unit(9, 1, ax(0, -9), null, counter('Bag')),
  ]);

  it('the position is the one described: the Warband must advance, and its advance ends out of contact, nearer the Knight and threatened', () => {
    const s = line();
    expect(G.distance(unitOf(s, 2).hex, unitOf(s, 8).hex)).toBe(8);
    expect(mustAdvance(s, unitOf(s, 2))).toBe(true);
    const after = { ...s, ...spontaneousAdvances(s, 0).position } as CdbState;
    const wb = unitOf(after, 2);
    expect(G.distance(wb.hex, unitOf(after, 8).hex)).toBe(4);
    expect(threatOn(s, unitOf(s, 2))).toBe(0);
    expect(threatOn(after, wb)).toBeGreaterThan(0.5);
  });

  it('holds the Warband back (4.2) instead of letting it dash out of its line into the Knight\'s charge', () => {
    const s = line();
    expect(advanceExposes(s, unitOf(s, 2))).toBe(true);
    expect(restraintWanted(s, 0)).toEqual({ k: 'restrain', units: [2] });
    // Nothing else worth its points: the movement phase's choice is the restraint.
    expect(steadyMoveChoice(s, 0, [])).toEqual({ k: 'restrain', units: [2] });
  });

  it('lets the Warband go when its advance ends in no enemy\'s reach (the Knight 14 hexes off)', () => {
    const s = game([
      unit(1, 0, ax(-1, 8), N, [counter('Sp'), counter('Sp')]),
      unit(2, 0, ax(0, 8), N, [irr('Wb'), irr('Wb')]),
      unit(3, 0, ax(1, 8), N, [counter('Sp'), counter('Sp')]),
      unit(8, 1, ax(0, -6), S, irr('Kn')),
      unit(9, 1, ax(0, -9), null, counter('Bag')),
    ]);
    expect(mustAdvance(s, unitOf(s, 2))).toBe(true);
    expect(advanceExposes(s, unitOf(s, 2))).toBe(false);
    expect(restraintWanted(s, 0)).toBeNull();
  });
});
