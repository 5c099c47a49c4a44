// Two enemies that reach a unit strike it front and flank (issue 14; rules 11.4, 9.5): beaten,
// it is destroyed instead of recoiling, so its threat counts the fight as a flank attack when a
// flank hex of it is open. Session 19's game 2 (steady against random, seed 1, the Mycenaeans),
// turn 4: corps 2's two Cavalry rode two hexes ahead of their Spears within reach of two
// Knights; each Cavalry was hit in front and flank and destroyed (11.4), and the corps was
// demoralised. Positions built by hand; the first goes red when threatOf no longer counts the
// second enemy's flank attack.
import { describe, expect, it } from 'vitest';
import { threatOn } from '../../../src/rules/cdb/bot';
import { game } from './game-helpers';
import { ax, irr, N, S, unit } from './helpers';

const cavalryBefore = (knights: number[][], friendsBeside = false) => game([
  unit(1, 0, ax(0, 0), N, irr('Cv')),
  ...(friendsBeside ? [unit(2, 0, ax(-1, 0), N, [irr('Sp'), irr('Sp')]), unit(3, 0, ax(1, 0), N, [irr('Sp'), irr('Sp')])] : []),
  ...knights.map(([q, r], i) => unit(10 + i, 1, ax(q, r), S, irr('Kn'))),
]);

describe('cdb steady bot: two enemies in reach strike front and flank (CdB 11.4)', () => {
  it('a lone Cavalry within reach of two Knights is more threatened than by one: beaten, it would be destroyed', () => {
    const one = threatOn(cavalryBefore([[0, -4]]), cavalryBefore([[0, -4]]).units[0]);
    const s2 = cavalryBefore([[0, -4], [2, -5]]);
    expect(threatOn(s2, s2.units[0])).toBeGreaterThan(one + 0.1);
  });
  it('with friends on both its flank hexes, no second enemy can take it in flank: the threat is that of one', () => {
    const s1 = cavalryBefore([[0, -4]], true), s2 = cavalryBefore([[0, -4], [2, -5]], true);
    expect(threatOn(s2, s2.units[0])).toBeCloseTo(threatOn(s1, s1.units[0]), 6);
  });
});
