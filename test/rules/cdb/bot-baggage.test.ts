// A demoralised corps holds back its baggage first (issue 14; rules 12.3, 13, 4.2): its other
// counters count in full for the enemy's victory whether they flee or not (13), its baggage
// only once lost, and its flight (12.3) takes the baggage off the map. Session 19's games
// (steady against random, seed 1, even games 0–38, steady as the Mycenaeans): 14 baggage
// counters fled off the map, 2 halves each toward the army's break. Position built by hand; it
// goes red when restraintWanted no longer puts the baggage first.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import { restraintWanted } from '../../../src/rules/cdb/bot';
import { game } from './game-helpers';
import { ax, corps, counter, irr, N, S, unit } from './helpers';

describe('cdb steady bot: a demoralised corps restrains its baggage first (CdB 12.3, 13)', () => {
  it('the baggage is held back before the Spears', () => {
    const s = game([
      unit(1, 0, ax(0, 0), N, [irr('Sp'), irr('Sp')]),
      unit(2, 0, ax(3, 3), null, counter('Bag', 'I')),
      unit(9, 1, ax(0, -9), S, irr('Sp')),
    ], { corps: [corps(1, 0, -1, { demoralised: true, generalOffMap: true }), corps(2, 1, -1, { generalOffMap: true })], ap: { 1: 6, 2: 0 } });
    const r = restraintWanted(s, 0);
    expect(r).toEqual({ k: 'restrain', units: [2] });
    expect(cdb.check(s, 0, r!)).toBeNull();
  });
});
