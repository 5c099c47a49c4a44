// The steady bot takes a unit out of a frontal contact it would lose before the combat phase
// makes it fight (issue 14; rules 7.2, 11.1, 4.2): above all the commander-in-chief's, and by
// the rearward move 4.2 lets it pay. Session 17's game (strong as the Mycenaeans, seed 1, game
// 0, turn 4): the C-in-C's Cavalry, recoiled into contact with Knights, fought them and was
// destroyed while its corps kept its point: a step back cost 3 (4.2 base, M2, G2), the whole
// allowance back 2 (no M2), paid by the corps's point and the C-in-C's. Each test builds the
// position by hand; the first goes red when escapeMove is taken out of steadyMoveChoice or
// when the rearward moves of every length are cut back to one step (moveFamilies); the last
// when rankedMoves no longer refuses a general's move into a contact he would leave.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { cdb, type CdbAction, type CdbState } from '../../../src/rules/cdb';
import { escapeMove, generalIntoLosingContact, rankedMoves } from '../../../src/rules/cdb/bot';
import { gridOf } from '../../../src/rules/cdb/grid';
import { frontalContact } from '../../../src/rules/cdb/zoc';
import { game, scripted } from './game-helpers';
import { ax, G, irr, N, S, unit } from './helpers';

const bot = (s: CdbState, seat: 0 | 1 = 0): CdbAction => cdb.bot!(s, seat, new BotRandom(1));
const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;

/** The C-in-C's irregular Cavalry (corps 1's general too) in frontal contact with lone Knights,
 *  3 against 4 (CdB 11.2); a pair of Spears of the same corps far off could spend the corps's one point. */
const caught = (cinc = true): CdbState => game([
  unit(1, 0, ax(0, 0), N, irr('Cv', 'O', { general: true, cinc })),
  unit(2, 0, ax(6, 3), N, [irr('Sp'), irr('Sp')]),
  unit(3, 1, ax(0, -1), S, irr('Kn')),
  unit(4, 1, ax(8, -8), S, irr('Sp')),
], { ap: { 1: 1, 2: 0 }, more: { cincPoint: cinc } });

describe('cdb steady bot: out of a losing contact (CdB 7.2, 11.1)', () => {
  it('the C-in-C\'s Cavalry facing Knights leaves their zone with the corps\'s last point and his own, before the Spears move (CdB 7.2, 4.2)', () => {
    const s = caught();
    expect(frontalContact(G, unitOf(s, 1), unitOf(s, 3))).toBe(true);
    const a = bot(s);
    expect(a.k).toBe('move');
    if (a.k !== 'move') return;
    expect(a.units).toEqual([1]);
    const after = cdb.apply(s, 0, a, scripted([]));
    const cv = unitOf(after, 1), kn = unitOf(after, 3);
    expect(gridOf(after).distance(cv.hex, kn.hex)).toBeGreaterThan(1);
    // Paid with the corps's point and the C-in-C's (a step back alone would cost 3).
    expect(after.ap['1']).toBe(0);
    expect(after.cincPoint).toBe(false);
  });
  it('a general in a fight he wins stays in it (CdB 11.1): Knights against Psiloi', () => {
    const s = game([
      unit(1, 0, ax(0, 0), N, irr('Kn', 'O', { general: true, cinc: true })),
      unit(3, 1, ax(0, -1), S, irr('Ps')),
    ], { ap: { 1: 1, 2: 0 }, more: { cincPoint: true } });
    expect(escapeMove(s, 0)).toBeNull();
  });
  it('nor does the C-in-C ride into such a contact: within the Knights\' reach, the steady bot keeps him out of their front (CdB 11.1, 12.2)', () => {
    const s = game([
      unit(1, 0, ax(0, 0), N, irr('Cv', 'O', { general: true, cinc: true })),
      unit(5, 0, ax(8, 6), N, [irr('Sp'), irr('Sp')]),
      unit(3, 1, ax(-2, -3), S, irr('Kn')),
      unit(4, 1, ax(1, -3), S, irr('Sp')),
    ], { ap: { 1: 6, 2: 0 }, more: { cincPoint: true } });
    // Two hexes straight ahead would put him in the Knights' front, facing them: a fight he would leave.
    expect(generalIntoLosingContact(s, { k: 'move', units: [1], split: 0, ticks: [[1], [2]] })).toBe(true);
    for (const m of rankedMoves(s, 0)) expect(generalIntoLosingContact(s, m.a)).toBe(false);
    const after = cdb.apply(s, 0, bot(s), scripted([]));
    expect(frontalContact(G, unitOf(after, 1), unitOf(after, 3))).toBe(false);
  });
});
