// Which unit of a full rear rank the steady bot gives up with the friend destroyed in front
// of it (issue 14; rules 11.7, 12.2): the standing order's cheaper one (N4), but never a
// general's while a unit without one may go. Session 19's game 8 (steady against random,
// seed 1, steady as the Mycenaeans), turn 3: Knights destroyed corps 2's Spears and the bot
// answered the rear-rank choice with the default, the lower id: the general's Cavalry, beside
// a plain Cavalry of the same value. Position built by hand; it goes red when rearLossPick is
// taken out of cdbBot (the default is answered).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { cdb, type CdbState } from '../../../src/rules/cdb';
import { game, scripted } from './game-helpers';
import { ax, irr, N, S, unit } from './helpers';

/** Seat 1's Knights in frontal contact with seat 0's Spears, behind which stand the general's
 *  Cavalry (id 1, the lower) and a plain Cavalry (id 2): seat 1 to end its movement. */
const spearsWithGeneralBehind = (): CdbState => game([
  unit(1, 0, ax(-1, 1), N, irr('Cv', 'O', { general: true })),
  unit(2, 0, ax(0, 1), N, irr('Cv')),
  unit(3, 0, ax(0, 0), N, [irr('Sp'), irr('Sp')]),
  unit(9, 1, ax(0, -1), S, irr('Kn', 'O', { general: true })),
], { more: { active: 1 } });

describe('cdb steady bot: the rear-rank loss (CdB 11.7, 12.2)', () => {
  it('the plain Cavalry goes with the destroyed Spears, not the general\'s (the default would lose him)', () => {
    const s0 = spearsWithGeneralBehind();
    // Knights 3 + 6 against Spears 4 + 1 (rear support) + 1: row 2, Spears in the open destroyed.
    const s = cdb.apply(s0, 1, { k: 'end' }, scripted([6, 1, 1, 1, 1, 1]));
    expect(s.combat?.pending.kind).toBe('rearLoss');
    expect(s.combat!.pending.side).toBe(0);
    expect(s.combat!.pending.default).toBe(1);
    expect(cdb.bot!(s, 0, new BotRandom(1))).toEqual({ k: 'choose', answer: 2 });
  });
});
