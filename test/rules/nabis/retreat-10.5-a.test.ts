// Nabis 10.5-a with DP-19 (the attacker chooses his own retreats): an attacking stack waiting
// for its retreat choice may be routed meanwhile by the rout move of another attacking stack
// that could not retreat (10.5-e/g, 12.2.3-a). It then has nothing left to retreat, and the
// game must not wait for a retreat decision that has no legal action (fuzz seed 373, found at
// 963718b: "a decision with no legal action at D/retreat").
import { describe, expect, it } from 'vitest';
import { nabis } from '../../../src/rules/nabis';
import { legal } from '../../../src/rules/nabis/actions';
import { meleeCalc } from '../../../src/rules/nabis/melee';
import { retreatChoices } from '../../../src/rules/nabis/retreat';
import type { NState } from '../../../src/rules/nabis/state';
import { ctxOf, scripted } from './helpers';
import { activate, scene, uid } from './scene';

/** The position of fuzz seed 373 (turn 2, Gorgopas's activation): Spartans attack 0211 from 0111 and 0112. */
function position(): NState {
  const s = activate(scene([
    { id: 'spartansa', hex: 111, f: 1 },                       // retreat choice: 0110 only
    { id: 'helotsa', hex: 112, f: 0, fat: true, dis: 1 },     // no retreat hex: stays, routs (10.5-e/g), routs through 0111
    { id: 'hastati1a', hex: 211, f: 3 },
    { id: 'velites1a', hex: 113, f: 0 }, { id: 'principes3b', hex: 212, f: 5 }, { id: 'hastati3b', hex: 114, f: 5 },
    { id: 'triarii1a', hex: 213, f: 5 }, { id: 'perioecib', hex: 210, f: 1 },
  ], { gorgopas: 111, flamininus: 113 }, { defensiveFire: 'never' }), 'gorgopas');
  s.act!.stage = 'declare';
  return s;
}

describe('Nabis 10.5-a (DP-19): a pending attacker retreat whose stack routed meanwhile', () => {
  it('Nabis 10.5-a / 10.5-e / 12.2.3-a (DP-19): the stack routed by a traversal has nothing to retreat; no empty retreat decision', () => {
    const s = position();
    const sp = uid(s, 'spartansa'), he = uid(s, 'helotsa');
    expect(retreatChoices(s, [sp]).length).toBeGreaterThan(0);
    expect(retreatChoices(s, [he])).toEqual([]);
    const drm = meleeCalc(s, { a: [111, 112], d: [211], au: [], du: [], done: false }).drm;
    const roll = 1 - drm; // modified 1: F for the defender, R for the attackers
    expect(roll >= 0 && roll <= 9).toBe(true);
    // the mêlée roll, the traversal check of the Spartans (9 > quality 7: fails), then anything
    const dice = scripted([roll, 9, ...Array(60).fill(5)]);
    let t = nabis.apply(s, 1, { k: 'melee', d: [211], a: [111, 112] }, ctxOf(dice));
    if (t.act?.stage === 'offFire') t = nabis.apply(t, 1, { k: 'done' }, ctxOf(dice));
    expect(t.u[he].dis).toBe(2);
    expect(t.u[sp].dis).toBe(2);                 // routed by the traversal check (12.2.3-a) ...
    expect(t.u[sp].hex).not.toBe(111);           // ... and gone with its rout move
    expect(t.act?.stage).not.toBe('retreat');    // nothing left to retreat (10.5-a)
    expect(legal(t, t.dec as 0 | 1).length).toBeGreaterThan(0);
  });
});
