// The mêlée DRM with several stacks or mixed stacks (Nabis 10.3 steps 4-8, 5.2.5, 5.4), on
// hand-built positions: which units and which stacks of each side count, and how the values of
// several stacks combine. Each test fails when melee.ts (meleeUnits, meleeCalc) reads it otherwise
// (issue 12 §2, the surviving mutants of lines 120-162). Around the Spartans in 0515 facing 3 (S):
// 0516 and 0415 are its front hexes, 0615 and 0414 its flanks, 0514 and 0614 its rear.
import { describe, expect, it } from 'vitest';
import { MELEE_OTHER, ratioDrm } from '../../../src/rules/nabis/data/tables';
import { meleeCalc } from '../../../src/rules/nabis/melee';
import { meleeTerrainDrm } from '../../../src/rules/nabis/terrain';
import { sp, type Melee, type NState } from '../../../src/rules/nabis/state';
import { activate, scene, uid, type Place } from './scene';

const melee = (a: number[], d: number[] = [515]): Melee => ({ a, d, au: [], du: [], done: false });
const roman = (units: Place[], leaders: Record<string, number> = { pretor1: 516 }, o: Record<string, string> = {}): NState =>
  activate(scene(units, leaders, o), 'pretor1');
/** Sets the current quality of the named units. */
const withQuality = (s: NState, q: Record<string, number>): NState => {
  for (const [id, v] of Object.entries(q)) s.ud[uid(s, id)].front.q = v;
  return s;
};
const SPARTANS: Place = { id: 'spartansa', hex: 515, f: 3 };

describe('Nabis 10.3 / 12.2.3-e / 5.2.5-d: the attacking units that count in the DRM', () => {
  it('Nabis 12.2.3-e: a routed unit in an attacking stack (it routed into it) adds neither strength nor quality', () => {
    const s = roman([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, dis: 2, z: 1 }, SPARTANS]);
    const a = uid(s, 'hastati1a'), b = uid(s, 'hastati1b'), d = uid(s, 'spartansa');
    s.ud[b].front.sp = 9;
    const c = meleeCalc(s, melee([516]));
    expect(c.parts.ratio).toBe(ratioDrm(sp(s, a), sp(s, d)));
    expect(c.parts.ratio).not.toBe(ratioDrm(sp(s, a) + 9, sp(s, d)));
  });
  it('Nabis 5.2.5-d (sweptExcluded yes): a unit swept into an attacking stack adds no strength', () => {
    const s = roman([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }, SPARTANS], { pretor1: 516 }, { sweptExcluded: 'yes' });
    const a = uid(s, 'hastati1a'), b = uid(s, 'hastati1b'), d = uid(s, 'spartansa');
    s.ud[b].front.sp = 9;
    s.u[b].swept = true;
    const c = meleeCalc(s, melee([516]));
    expect(c.parts.ratio).toBe(ratioDrm(sp(s, a), sp(s, d)));
    expect(c.parts.ratio).not.toBe(ratioDrm(sp(s, a) + 9, sp(s, d)));
  });
  it('Nabis 5.4 (G-23): an attacking hex left empty before the roll (its stack routed away by defensive fire) gives no rear bonus', () => {
    const s = roman([{ id: 'hastati1a', hex: 516, f: 0 }, SPARTANS]);
    expect(meleeCalc(s, melee([516, 614])).parts.facing).toBe(0);
    const t = roman([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 614, f: 4 }, SPARTANS]);
    expect(meleeCalc(t, melee([516, 614])).parts.facing).toBe(MELEE_OTHER.rearPlus); // the same hexes, held
  });
});

describe('Nabis 10.3 step 4: terrain, from the pairs of adjacent stacks only', () => {
  it('Nabis 10.3 step 4: an attacker south of the defender (attacking through edge 0) counts: uphill onto the 1415 hill', () => {
    const s = roman([{ id: 'hastati1a', hex: 1416, f: 0 }, { id: 'spartansa', hex: 1415, f: 3 }], { pretor1: 1416 });
    const v = meleeTerrainDrm(s, 1416, 1415);
    expect(v).toBeLessThan(0);
    expect(meleeCalc(s, melee([1416], [1415])).parts.terrain).toBe(v);
  });
  it('Nabis 10.3 step 4: a second attacker not adjacent to the defender on the hill does not give its uphill value', () => {
    // 1514 (hill) faces 1614 and 1515 (hill); 1714 (low) faces 1614 only.
    const s = roman([
      { id: 'hastati1a', hex: 1514, f: 2 }, { id: 'hastati1b', hex: 1714, f: 5 },
      { id: 'spartansa', hex: 1515, f: 0 }, { id: 'perioecia', hex: 1614, f: 0 },
    ], { pretor1: 1514 });
    const adjacent = [meleeTerrainDrm(s, 1514, 1515), meleeTerrainDrm(s, 1514, 1614), meleeTerrainDrm(s, 1714, 1614)];
    expect(meleeTerrainDrm(s, 1714, 1515)).toBeLessThan(Math.min(...adjacent)); // what a non-adjacent pair would add
    expect(meleeCalc(s, melee([1514, 1714], [1515, 1614])).parts.terrain).toBe(Math.min(...adjacent));
  });
});

describe('Nabis 10.3 step 7 / 5.2.5 (G-21 perStack): quality per stack, then the best of each side', () => {
  it('Nabis 5.2.5: an attacking stack is worth its best unit', () => {
    const s = withQuality(roman([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }, SPARTANS]), { hastati1a: 5, hastati1b: 8, spartansa: 7 });
    expect(meleeCalc(s, melee([516])).parts.quality).toBe(1);
  });
  it('Nabis 5.4 clarification: of several attacking stacks, the best value counts', () => {
    const s = withQuality(roman([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 614, f: 4 }, SPARTANS]), { hastati1a: 5, hastati1b: 8, spartansa: 7 });
    expect(meleeCalc(s, melee([516, 614])).parts.quality).toBe(1);
  });
  it('Nabis 5.2.5: a defending stack is worth its weakest unit', () => {
    const s = withQuality(roman([{ id: 'hastati1a', hex: 516, f: 0 }, { ...SPARTANS, z: 0 }, { id: 'spartansb', hex: 515, f: 3, z: 1 }]), { hastati1a: 7, spartansa: 9, spartansb: 5 });
    expect(meleeCalc(s, melee([516])).parts.quality).toBe(1);
  });
  it('Nabis 5.4 clarification: of several defending stacks, the best of the per-stack (weakest-unit) values counts', () => {
    // 0516 facing N attacks 0515 (Spartans 9 and 5: worth 5) and 0615 (Perioeci 8: worth 8).
    const s = withQuality(roman([
      { id: 'hastati1a', hex: 516, f: 0 }, { ...SPARTANS, z: 0 }, { id: 'spartansb', hex: 515, f: 3, z: 1 }, { id: 'perioecia', hex: 615, f: 4 },
    ], { pretor1: 516 }, { qualityCombine: 'perStack' }), { hastati1a: 7, spartansa: 9, spartansb: 5, perioecia: 8 });
    expect(meleeCalc(s, melee([516], [515, 615])).parts.quality).toBe(-1);
  });
});

describe('Nabis 5.4 (G-22): leaders of each side', () => {
  it('Nabis 5.4: when the Spartan attacks, the Roman leaders with the defenders count against him', () => {
    const s = activate(scene([{ id: 'spartansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 516, f: 0 }], { gorgopas: 515, flamininus: 516 }), 'gorgopas');
    expect(s.act!.seat).toBe(1);
    expect(meleeCalc(s, melee([515], [516])).parts.leaders).toBe(1 - 2); // Gorgopas less Flamininus
  });
  it('Nabis 5.4 (leaderDrm best): the best of several defending leaders counts', () => {
    const s = roman([{ id: 'hastati1a', hex: 516, f: 0 }, SPARTANS], { pretor1: 516, gorgopas: 515, nabis: 515 }, { leaderDrm: 'best' });
    expect(meleeCalc(s, melee([516])).parts.leaders).toBe(1 - 1); // Pretor I less Gorgopas (Nabis 0 is not the best)
  });
});

describe('Nabis 5.4 (G-23): flank and rear judged only from the attackers next to each defending stack', () => {
  it('Nabis 5.4: an attacker next to the second defending stack only is no flank attack on the first', () => {
    // 0516 facing N attacks 0515 (Spartans facing S: 0516 is its front) and 0615 (Perioeci facing N:
    // 0516 and 0616 are its rear); 0616 is not next to 0515.
    const s = roman([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 616, f: 0 }, SPARTANS, { id: 'perioecia', hex: 615, f: 0 },
    ], { pretor1: 516 }, { facingSeveral: 'lowest' });
    expect(meleeCalc(s, melee([516, 616], [515, 615])).parts.facing).toBe(0); // min(front 0, rear 3)
  });
});
