// The CdB set-up on the board (src/views/cdb/setup.tsx): a device seals its army and its corps
// plan with a salt from its own per-game secret (engine/session.ts viewSecret) and finds them
// again by itself to reveal them; another device's secret opens nothing.
import { describe, expect, it } from 'vitest';
import { cdb, type CdbState } from '../../src/rules/cdb';
import { commitWords, saltWords } from '../../src/engine/commitment';
import { viewSecret } from '../../src/engine/session';
import { toB64 } from '../../src/engine/bytes';
import { commitAction, OFFERED_ARMIES, revealAction } from '../../src/rules/cdb/setup';
import { ARMY_SALT, armyLine, isSealedStep, myArmy, myPlan, PLAN_SALT } from '../../src/views/cdb/setup';
import { scripted } from '../rules/cdb/game-helpers';

const seed = (k: number) => toB64(new Uint8Array(32).fill(k));
const nonce = (k: number) => toB64(new Uint8Array(16).fill(k));

describe('the view secret (board contract)', () => {
  it('fixed for one seat of one game, different for another seat nonce or another device', () => {
    const s = viewSecret(seed(1), nonce(1));
    expect(s.length).toBe(32);
    expect(viewSecret(seed(1), nonce(1))).toEqual(s);
    expect(viewSecret(seed(1), nonce(2))).not.toEqual(s);
    expect(viewSecret(seed(2), nonce(1))).not.toEqual(s);
  });
});

describe('CdB S1 and S7 on the board: sealed with the device\'s secret, opened by the device itself', () => {
  const mine = viewSecret(seed(1), nonce(1)), theirs = viewSecret(seed(2), nonce(2)), other = viewSecret(seed(3), nonce(3));
  it('the army: found again from the digest with this device\'s secret only', () => {
    let s: CdbState = cdb.setup({ scenario: 'battle', options: {} });
    expect(isSealedStep(s)).toBe(true);
    s = cdb.apply(s, 0, commitAction(OFFERED_ARMIES[2], saltWords(mine, ARMY_SALT)), scripted([]));
    expect(myArmy(s, 0, mine)).toEqual(OFFERED_ARMIES[2]);
    expect(myArmy(s, 0, other)).toBeNull();
    s = cdb.apply(s, 1, commitAction(OFFERED_ARMIES[1], saltWords(theirs, ARMY_SALT)), scripted([]));
    // The legal actions cannot reveal a real salt's army: the device does.
    expect(cdb.legalActions(s, 1)).toEqual([]);
    const reveal = revealAction(myArmy(s, 1, theirs)!, saltWords(theirs, ARMY_SALT));
    expect(cdb.check(s, 1, reveal)).toBeNull();
    expect(cdb.check(s, 1, revealAction(OFFERED_ARMIES[0], saltWords(theirs, ARMY_SALT)))).not.toBeNull();
  });

  it('the plan: found again from its digest', () => {
    const s = { setup: { plans: [commitWords([2, 0], saltWords(mine, PLAN_SALT)), []] }, corps: [{ id: 1, side: 0 }, { id: 2, side: 0 }, { id: 3, side: 1 }] } as unknown as CdbState;
    expect(myPlan(s, 0, mine)).toEqual([2, 0]);
    expect(myPlan(s, 0, other)).toBeNull();
  });

  it('the armies offered in words: name, corps, counters, points or sample', () => {
    expect(armyLine(OFFERED_ARMIES[0], 'en').detail).toMatch(/^3 corps · 36 counters · sample army/);
    expect(armyLine(OFFERED_ARMIES[2], 'fr').name).toBe('Armée libre');
    expect(armyLine(OFFERED_ARMIES[2], 'en').detail).toMatch(/2 corps · 28 counters · 200 points/);
  });
});
