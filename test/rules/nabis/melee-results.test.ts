// Mêlée results on hand-built positions, second part (Nabis 10.4-10.6, 5.2.5-d; issue 12 §2):
// who suffers a result, what a roll returns when it ends early, who follows an advance.
import { describe, expect, it } from 'vitest';
import { doAdvance, meleeCalc, rollMelee } from '../../../src/rules/nabis/melee';
import type { Melee } from '../../../src/rules/nabis/state';
import { activate, lid, run, scene, uid, type Place } from './scene';

const act = (units: Place[], leaders: Record<string, number> = {}, o: Record<string, string> = {}) =>
  activate(scene(units, { pretor1: 516, ...leaders }, o), 'pretor1');

describe('Nabis 10.2-f: a mêlée that ends before its roll returns nothing to do', () => {
  it('Nabis 10.2-f: cancelled or emptied, no advance, no leader check, no retreat', () => {
    const s = act([{ id: 'hastati1a', hex: 518, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }]);
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    expect(run([], (ctx) => rollMelee(s, ctx, m)).out).toEqual({ opts: [], checks: [], retreat: null });
    const t = act([{ id: 'hastati1a', hex: 516, f: 0 }]);
    expect(run([], (ctx) => rollMelee(t, ctx, m)).out).toEqual({ opts: [], checks: [], retreat: null });
  });
});

describe('Nabis 5.2.5-d (G-71): units swept into a stack take no part in the mêlée but suffer its result', () => {
  it('Nabis 5.2.5-d: a swept defender retreats with its stack on an R', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'spartansa', hex: 515, f: 3, z: 0 }, { id: 'spartansb', hex: 515, f: 3, z: 1 }]);
    s.u[uid(s, 'spartansb')].swept = true;
    s.ud[uid(s, 'hastati1a')].front.sp = 8;
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    run([5 - meleeCalc(s, m).drm], (ctx) => rollMelee(s, ctx, m)); // modified 5: R for the defenders
    const a = s.u[uid(s, 'spartansa')], b = s.u[uid(s, 'spartansb')];
    expect(a.hex).not.toBe(515);
    expect([b.hex, b.atk]).toEqual([a.hex, true]);
  });
  it('Nabis 5.2.5-d: a swept attacker is fatigued and retreats with its stack on an FR', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }, { id: 'mercenariesa', hex: 515, f: 3 }], { gorgopas: 515 }, { attackerRetreat: 'policy' });
    s.u[uid(s, 'hastati1b')].swept = true;
    s.ld[lid(s, 'gorgopas')].front.bonus = 12;
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    run([-1 - meleeCalc(s, m).drm], (ctx) => rollMelee(s, ctx, m));
    const a = s.u[uid(s, 'hastati1a')], b = s.u[uid(s, 'hastati1b')];
    expect([a.fat, b.fat, a.hex !== 516, b.hex]).toEqual([true, true, true, a.hex]);
    expect(b.firstOff).toBe(false); // it made no offensive mêlée
  });
});

describe('Nabis 10.5-g: an extra level that routs is not followed by another R', () => {
  it('Nabis 10.5-e/g: a discouraged defender unable to retreat routs and makes only its 2-hex rout move', () => {
    // Mercenaries in the corner 1620 attacked from 1520 (facing SE); 1619 holds Laconians (another name).
    const s = act([{ id: 'hastati1a', hex: 1520, f: 2 }, { id: 'mercenariesa', hex: 1620, f: 5, dis: 1 }, { id: 'laconiansa', hex: 1619, f: 0 }], { pretor1: 1520 });
    s.ud[uid(s, 'hastati1a')].front.sp = 8;
    const m: Melee = { a: [1520], d: [1620], au: [], du: [], done: false };
    const r = run([5 - meleeCalc(s, m).drm, 0, 0, 0], (ctx) => rollMelee(s, ctx, m));
    const moves = r.log.filter((e) => e.t === 'routMove');
    expect(moves.map((e) => e.rule)).toEqual(['Nabis 12.2.1-b']);
    expect(s.u[uid(s, 'mercenariesa')].dis).toBe(2);
  });
});

describe('Nabis 13.3.2-j: Triarii among several attacking stacks', () => {
  it('Nabis 13.3.2-j: one Triarii stack among the attackers is enough for the 5 VP', () => {
    const s = act([{ id: 'triarii1a', hex: 516, f: 0 }, { id: 'hastati1a', hex: 614, f: 4 }, { id: 'spartansa', hex: 515, f: 3 }]);
    const m: Melee = { a: [516, 614], d: [515], au: [], du: [], done: false };
    run([4 - meleeCalc(s, m).drm], (ctx) => rollMelee(s, ctx, m));
    expect(s.vp[1]).toBe(5);
  });
});

describe('Nabis 10.6-d: a leader follows an advance of one of his units', () => {
  it('Nabis 10.6-d: the Pretor follows his Hastati advancing with another legion\'s Hastati (one name under nameNumeral no)', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati2a', hex: 516, f: 0, z: 1 }], { pretor1: 516 }, { nameNumeral: 'no' });
    run([], (ctx) => doAdvance(s, ctx, 516, 515, [uid(s, 'hastati1a'), uid(s, 'hastati2a')], 0));
    expect(s.l[lid(s, 'pretor1')].hex).toBe(515);
  });
});
