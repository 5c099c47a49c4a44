// Mêlée modifiers one at a time (Nabis 5.4 Mêlée Chart, 10.3 steps 4-8), on hand-built positions:
// each test moves one value of the chart and fails when melee.ts reads it wrongly (issue 12 §2).
// Around the defending Spartans in 0515 facing 3 (S): 0516 and 0415 are its front hexes,
// 0615 and 0414 its flanks, 0514 and 0614 its rear.
import { describe, expect, it } from 'vitest';
import { MELEE_OTHER } from '../../../src/rules/nabis/data/tables';
import { doAdvance, meleeCalc, rollMelee } from '../../../src/rules/nabis/melee';
import { dirTo, neighbour, sideOf } from '../../../src/rules/nabis/hex';
import { unitsAt, type Melee, type NState } from '../../../src/rules/nabis/state';
import { activate, lid, run, scene, uid, type Place } from './scene';

const melee = (a: number[], d: number[] = [515]): Melee => ({ a, d, au: [], du: [], done: false });

/** Attackers facing 0515 from 0516 (N), 0615 (NW), 0614 (SW: facing 4) as listed; Spartans in 0515 facing 3. */
function around(att: Place[], leaders: Record<string, number> = { pretor1: 516 }, options: Record<string, string> = {}, def: Place[] = [{ id: 'spartansa', hex: 515, f: 3 }]): NState {
  return activate(scene([...att, ...def], { pretor1: 516, ...leaders }, options), 'pretor1');
}
const H516: Place = { id: 'hastati1a', hex: 516, f: 0 };
const H615: Place = { id: 'hastati1b', hex: 615, f: 5 };
const H614: Place = { id: 'principes1a', hex: 614, f: 4 };

describe('Nabis 5.4: flank and rear (G-23)', () => {
  it('Nabis 5.4: through the front 0, a flank +2, the rear +3', () => {
    expect(meleeCalc(around([H516]), melee([516])).parts.facing).toBe(0);
    expect(meleeCalc(around([H615]), melee([615])).parts.facing).toBe(MELEE_OTHER.flank);
    expect(meleeCalc(around([H614]), melee([614])).parts.facing).toBe(MELEE_OTHER.rear);
  });
  it('Nabis 5.4: the rear together with the front or a flank +4', () => {
    expect(meleeCalc(around([H516, H614]), melee([516, 614])).parts.facing).toBe(MELEE_OTHER.rearPlus);
    expect(meleeCalc(around([H615, H614]), melee([614, 615])).parts.facing).toBe(MELEE_OTHER.rearPlus);
    expect(meleeCalc(around([H516, H615]), melee([516, 615])).parts.facing).toBe(MELEE_OTHER.flank);
  });
  it('Nabis 5.4 / 3.3-a: a routed defender has no facing: no flank or rear bonus', () => {
    const s = around([H614], {}, {}, [{ id: 'spartansa', hex: 515, dis: 2 }]);
    expect(meleeCalc(s, melee([614])).parts.facing).toBe(0);
  });
});

describe('Nabis 5.4: leaders (G-22 leaderDrm)', () => {
  const go = (o: Record<string, string>, def: Record<string, number> = { gorgopas: 515 }) => {
    const s = around([H516, H614], { flamininus: 614, ...def }, o);
    return meleeCalc(s, melee([516, 614])).parts.leaders;
  };
  it('Nabis 5.4: the bonuses of every leader with an attacking stack, less those with the defenders', () => {
    expect(go({})).toBe(1 + 2 - 1);             // Pretor I, Flamininus, less Gorgopas
    expect(go({}, {})).toBe(3);
  });
  it('Nabis 5.4 (leaderDrm best): the best bonus of each side', () => {
    expect(go({ leaderDrm: 'best' })).toBe(2 - 1);
    expect(go({ leaderDrm: 'best' }, {})).toBe(2);
    const t = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }], { pretor1: 517, gorgopas: 515 }, { leaderDrm: 'best' }), 'pretor1');
    expect(meleeCalc(t, melee([516])).parts.leaders).toBe(-1); // no attacking leader: 0 - 1
  });
  it('Nabis 5.4: a leader of the other side in an attacking hex never counts', () => {
    const s = around([H516], { nabis: 516 });
    expect(meleeCalc(s, melee([516])).parts.leaders).toBe(1);
  });
});

describe('Nabis 5.4: disorder of the two sides (G-59)', () => {
  it('Nabis 5.4: one discouraged attacker -1, all of them -2', () => {
    const s = around([{ ...H516, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }]);
    const m = melee([516]);
    expect(meleeCalc(s, m).parts.attDisorg).toBe(0);
    s.u[uid(s, 'hastati1b')].dis = 1;
    expect(meleeCalc(s, m).parts.attDisorg).toBe(MELEE_OTHER.attOneDisc);
    s.u[uid(s, 'hastati1a')].dis = 1;
    expect(meleeCalc(s, m).parts.attDisorg).toBe(MELEE_OTHER.attAllDisc);
  });
  it('Nabis 5.4: one discouraged defender +1, all discouraged or any routed +2, all routed +5', () => {
    const s = around([H516], {}, {}, [{ id: 'spartansa', hex: 515, f: 3, z: 0 }, { id: 'spartansb', hex: 515, f: 3, z: 1 }]);
    const m = melee([516]);
    const a = uid(s, 'spartansa'), b = uid(s, 'spartansb');
    expect(meleeCalc(s, m).parts.defDisorg).toBe(0);
    s.u[b].dis = 1;
    expect(meleeCalc(s, m).parts.defDisorg).toBe(MELEE_OTHER.defOneDisc);
    s.u[a].dis = 1;
    expect(meleeCalc(s, m).parts.defDisorg).toBe(MELEE_OTHER.defAllDiscOrRouted);
    s.u[a].dis = 0; s.u[b].dis = 2;
    expect(meleeCalc(s, m).parts.defDisorg).toBe(MELEE_OTHER.defAllDiscOrRouted);
    s.u[a].dis = 2; s.u[a].f = -1; s.u[b].f = -1;
    expect(meleeCalc(s, m).parts.defDisorg).toBe(MELEE_OTHER.defAllRouted);
  });
});

describe('Nabis 5.4 / 13.2.5-c: offensive fire', () => {
  it('Nabis 13.2.5-c: an attacker that fired offensively -2, but not a Lg (its pilum)', () => {
    const s = around([{ ...H516, z: 0 }, { id: 'velites1a', hex: 516, f: 0, z: 1 }]);
    const m = melee([516]);
    s.u[uid(s, 'hastati1a')].offFired = true;
    expect(meleeCalc(s, m).parts.offensiveFire).toBe(0);
    s.u[uid(s, 'velites1a')].offFired = true;
    expect(meleeCalc(s, m).parts.offensiveFire).toBe(MELEE_OTHER.offensiveFire);
  });
});

describe('Nabis 5.2.5-d (G-71 sweptExcluded)', () => {
  it('Nabis 5.2.5-d: a swept defender is left out of the strength, or counted under sweptExcluded no', () => {
    const def: Place[] = [{ id: 'spartansa', hex: 515, f: 3, z: 0 }, { id: 'spartansb', hex: 515, f: 3, z: 1 }];
    const go = (o: Record<string, string>) => {
      const s = around([H516], {}, o, def);
      s.ud[uid(s, 'hastati1a')].front.sp = 8;
      s.u[uid(s, 'spartansb')].swept = true;
      return meleeCalc(s, melee([516])).parts.ratio;
    };
    expect(go({})).toBe(2);                    // 8 v 4
    expect(go({ sweptExcluded: 'no' })).toBe(1); // 8 v 8
  });
});

describe('Nabis 10.6: the advance itself', () => {
  it('Nabis 10.6-e: a leader stays while one of his units stays behind; another contingent\'s leader never follows', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }], { pretor1: 516, pretor2: 516 });
    const r = run([], (ctx) => doAdvance(s, ctx, 516, 515, [uid(s, 'hastati1a')], 4));
    expect([s.l[lid(s, 'pretor1')].hex, s.l[lid(s, 'pretor2')].hex]).toEqual([516, 516]);
    expect(r.log).toEqual([{ t: 'advance', rule: 'Nabis 10.6-b', units: [uid(s, 'hastati1a')], to: 515 }]);
    run([], (ctx) => doAdvance(s, ctx, 516, 515, [uid(s, 'hastati1b')], 4));
    expect([s.l[lid(s, 'pretor1')].hex, s.l[lid(s, 'pretor2')].hex]).toEqual([515, 516]);
  });
  it('Nabis 10.6-c / 5.2.5-d / 11.2-c: units advancing onto a friendly stack are swept in; the advance ends a rest', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 515, f: 0 }], {});
    const a = uid(s, 'hastati1a');
    s.u[a].rest = true;
    run([], (ctx) => doAdvance(s, ctx, 516, 515, [a], 2));
    expect([s.u[a].hex, s.u[a].swept, s.u[a].rest, s.u[uid(s, 'hastati1b')].swept]).toEqual([515, true, false, false]);
    const t = scene([{ id: 'hastati1a', hex: 516, f: 0 }], {});
    run([], (ctx) => doAdvance(t, ctx, 516, 515, [a], 2));
    expect(t.u[a].swept).toBe(false);
  });
  it('Nabis 5.2.4-a / 10.6-c: a unit advancing onto a friendly stack goes beneath it (the standing choice; the stack it joins keeps its top unit)', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 515, f: 0 }], {});
    const a = uid(s, 'hastati1a'), b = uid(s, 'hastati1b');
    run([], (ctx) => doAdvance(s, ctx, 516, 515, [a], 2));
    expect(unitsAt(s, 515)).toEqual([b, a]);
    expect(s.u[a].z).toBeGreaterThan(s.u[b].z);
  });
});

describe('Nabis 10.4-a / 5.5: the letters of each column', () => {
  /** Hastati I in 0516 against Mercenaries in 0515; the d10 chosen so the modified roll is `target`. */
  const fightAt = (target: number, weak = false) => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }, { attackerRetreat: 'policy' }), 'pretor1');
    s.ud[uid(s, 'hastati1a')].front.sp = 8; // 8 v 4: DRM +6
    if (weak) { s.l[lid(s, 'gorgopas')].hex = 515; s.l[lid(s, 'gorgopas')].st = 'ok'; s.ld[lid(s, 'gorgopas')].front.bonus = 12; } // DRM -6
    const m: Melee = { a: [516], d: [515], au: [uid(s, 'hastati1a')], du: [uid(s, 'mercenariesa')], done: false };
    const roll = target - meleeCalc(s, m).drm;
    expect(roll >= 0 && roll <= 9).toBe(true);
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    const at = (id: string) => { const u = s.u[uid(s, id)]; return { hex: u.hex, fat: u.fat, dis: u.dis }; };
    return { s, r, a: at('hastati1a'), d: at('mercenariesa') };
  };
  it('Nabis 5.5: modified 5-6 R, 7-9 FR, 10-13 DR, 14-16 DrR for the defenders', () => {
    const r = fightAt(6).d, fr = fightAt(8).d, dr = fightAt(11).d, drr = fightAt(13 + 1).d;
    expect([r.hex !== 515, r.fat, r.dis]).toEqual([true, false, 0]);
    expect([fr.hex !== 515, fr.fat, fr.dis]).toEqual([true, true, 0]);
    expect([dr.hex !== 515, dr.fat, dr.dis]).toEqual([true, false, 1]);
    expect([drr.hex !== 515, drr.dis]).toEqual([true, 2]);
  });
  it('Nabis 5.5: modified -7..-4 DR, -3..0 FR for the attackers (policy retreat)', () => {
    const dr = fightAt(-5, true).a, fr = fightAt(-1, true).a;
    expect([dr.hex !== 516, dr.fat, dr.dis]).toEqual([true, false, 1]);
    expect([fr.hex !== 516, fr.fat, fr.dis]).toEqual([true, true, 0]);
  });
});

describe('Nabis 5.4 (G-23): flank and rear read for every attacking direction and every defending stack', () => {
  it('Nabis 5.4: an attacker through edge 0 of the defender counts like any other (its rear)', () => {
    const n0 = neighbour(515, 0);
    const f = [0, 1, 2, 3, 4, 5].find((x) => sideOf(x, 0) === 'rear')!;
    const s = around([{ id: 'hastati1a', hex: n0, f: dirTo(n0, 515) }], {}, {}, [{ id: 'spartansa', hex: 515, f }]);
    expect(meleeCalc(s, melee([n0])).parts.facing).toBe(MELEE_OTHER.rear);
  });
  it('Nabis 5.4 / G-23: each defending stack is judged by its own facing (lowest across stacks by default, highest under "highest")', () => {
    // One attacker 0516 touching two defending stacks: 0515 turned away from it, 0615 facing it.
    const A = 516, D1 = 515, D2 = [0, 1, 2, 3, 4, 5].map((d) => neighbour(A, d)).find((h) => h !== D1 && h > 0 && dirTo(h, D1) >= 0 && h !== 516)!;
    const rearOf = (d: number) => [0, 1, 2, 3, 4, 5].find((x) => sideOf(x, dirTo(d, A)) === 'rear')!;
    const frontOf = (d: number) => [0, 1, 2, 3, 4, 5].find((x) => sideOf(x, dirTo(d, A)) === 'front')!;
    const mk = (o: Record<string, string>) => around([{ id: 'hastati1a', hex: A, f: dirTo(A, D1) }], {}, o,
      [{ id: 'spartansa', hex: D1, f: rearOf(D1) }, { id: 'spartansb', hex: D2, f: frontOf(D2) }]);
    expect(meleeCalc(mk({}), melee([A], [D1, D2])).parts.facing).toBe(0);
    expect(meleeCalc(mk({ facingSeveral: 'highest' }), melee([A], [D1, D2])).parts.facing).toBe(MELEE_OTHER.rear);
    expect(meleeCalc(mk({}), melee([A], [D2, D1])).parts.facing).toBe(0);
  });
});
