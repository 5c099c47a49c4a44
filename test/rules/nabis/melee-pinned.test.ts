// Mêlée rules pinned on hand-built positions (Nabis 10, issue 12 §2 mutation testing): which
// mêlées may be declared, what a roll does to options, flags and the log, the attacker's
// own retreats, and the advance. Around the defending Spartans in 0515: its neighbours are
// 0514 N, 0614 NE, 0615 SE, 0516 S, 0415 SW, 0414 NW (directions 0..5).
import { describe, expect, it } from 'vitest';
import { candidateMelees, meleeCalc, rollMelee } from '../../../src/rules/nabis/melee';
import type { Melee, NState } from '../../../src/rules/nabis/state';
import { activate, lid, run, scene, uid, type Place } from './scene';

const act = (units: Place[], leaders: Record<string, number> = {}, o: Record<string, string> = {}): NState =>
  activate(scene(units, { pretor1: 516, ...leaders }, o), 'pretor1');
const key = (c: { a: number[]; d: number[] }) => c.a.join(',') + '>' + c.d.join(',');

/** Roman stacks each holding 0515 as its only enemy-occupied front hex. */
const RING: Place[] = [
  { id: 'hastati1a', hex: 516, f: 0 },   // front 0515, 0615
  { id: 'hastati1b', hex: 614, f: 4 },   // front 0515, 0514
  { id: 'principes1a', hex: 415, f: 1 }, // front 0515, 0516
  { id: 'principes1b', hex: 414, f: 2 }, // front 0515, 0415
  { id: 'velites1a', hex: 615, f: 5 },   // front 0515, 0614
];
const SPARTANS: Place = { id: 'spartansa', hex: 515, f: 3 };

describe('Nabis 10.2-c: several stacks may attack one enemy stack', () => {
  it('Nabis 10.2-c: four stacks facing one enemy stack may attack it in any combination (15 mêlées)', () => {
    const c = candidateMelees(act([...RING.slice(0, 4), SPARTANS]));
    expect(c.every((x) => x.d.length === 1 && x.d[0] === 515)).toBe(true);
    expect(c.map((x) => x.a.join(',')).sort()).toEqual([
      '414', '414,415', '414,415,516', '414,415,516,614', '414,415,614', '414,516', '414,516,614', '414,614',
      '415', '415,516', '415,516,614', '415,614', '516', '516,614', '614',
    ]);
  });
  it('Nabis 10.2-c: five stacks facing one enemy stack may attack it each alone or all together', () => {
    const c = candidateMelees(act([...RING, SPARTANS])).map(key);
    for (const a of ['414', '415', '516', '614', '615', '414,415,516,614,615']) expect(c).toContain(a + '>515');
  });
});

describe('Nabis 10.2-b: a stack that attacks must attack both enemy stacks in its front hexes', () => {
  it('Nabis 10.2-b: one stack with enemies in both front hexes is offered one mêlée against both, once', () => {
    const c = candidateMelees(act([{ id: 'hastati1a', hex: 516, f: 0 }, SPARTANS, { id: 'perioecia', hex: 615, f: 5 }]));
    expect(c).toEqual([{ a: [516], d: [515, 615] }]);
  });
  it('Nabis 10.2-b: unless another friendly stack attacks the second enemy: then each may attack one', () => {
    // 0516 faces 0515 and 0615; 0616 facing N has 0615 alone in front (0716 is empty).
    const c = candidateMelees(act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 616, f: 0 }, SPARTANS, { id: 'perioecia', hex: 615, f: 5 }])).map(key);
    expect(c.sort()).toEqual(['516,616>515,615', '516>515,615', '616>615']); // never 0516 against 0515 alone

  });
});

/** Hastati I (0516, facing N) against Mercenaries (0515, facing S); the d10 chosen so the modified roll is `target`. */
function duel(target: number, o: Record<string, string> = {}, leaders: Record<string, number> = {}, extra: Place[] = []) {
  const weak = 'gorgopas' in leaders;
  const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }, ...extra], leaders, o);
  if (weak) s.ld[lid(s, 'gorgopas')].front.bonus = 12; // a modifier at the -7 cap
  else s.ud[uid(s, 'hastati1a')].front.sp = 8;        // 8 v 4: a modifier of +6
  const m: Melee = { a: [516], d: [515], au: [uid(s, 'hastati1a')], du: [uid(s, 'mercenariesa')], done: false };
  const roll = target - meleeCalc(s, m).drm;
  return { s, m, roll, H: uid(s, 'hastati1a'), M: uid(s, 'mercenariesa') };
}

describe('Nabis 10.3 / 11.2-c: what every rolled mêlée marks', () => {
  it('Nabis 11.2-c: the units attacked lose their au repos marker; a resting attacker keeps its own (G-68), or loses it under "loses"', () => {
    for (const [o, kept] of [[{}, true], [{ restCombat: 'loses' }, false]] as [Record<string, string>, boolean][]) {
      const { s, m, roll, H, M } = duel(4, o); // a modified 4: no effect on either side
      s.u[H].rest = true; s.u[M].rest = true;
      run([roll], (ctx) => rollMelee(s, ctx, m));
      expect([s.u[H].rest, s.u[M].rest, s.u[H].hex, s.u[M].hex]).toEqual([kept, false, 516, 515]);
    }
  });
  it('Nabis 10.1-c: the defending units are marked as attacked in this activation, the attackers are not', () => {
    const { s, m, roll, H, M } = duel(4);
    run([roll], (ctx) => rollMelee(s, ctx, m));
    expect([s.u[H].atk, s.u[M].atk, s.u[H].firstOff]).toEqual([false, true, true]);
  });
  it('Nabis 10.3 steps 9-10: the log gives the hexes, the natural roll, the modifier (clamped and raw), its parts and both columns', () => {
    const { s, m, roll } = duel(8);
    const calc = meleeCalc(s, m);
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    expect(r.log[0]).toEqual({ t: 'melee', rule: 'Nabis 10.3', att: [516], def: [515], roll, drm: calc.drm, raw: calc.raw, parts: calc.parts, def_: 'FR', att_: 'Adv' });
  });
});

describe('Nabis 10.5-b / DP-19: the attacker chooses the retreats of his own stacks', () => {
  it('Nabis 10.4-a / DP-19: F then R for the attackers: the F is applied at once, the retreat waits for the active player\'s choice', () => {
    const { s, m, roll, H } = duel(-1, {}, { gorgopas: 515 }); // Gorgopas's bonus made large: the modifier is the cap
    expect(roll >= 0 && roll <= 9).toBe(true);
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    expect(r.out.retreat).toEqual({ hexes: [516], units: [H], recoil: [], defAdv: false });
    expect([s.u[H].hex, s.u[H].fat, s.u[H].dis]).toEqual([516, true, 0]);
  });
  it('Nabis 10.6-a / DP-19: DR for the attackers with "advance possible" for the defenders: the pending retreat remembers the defender may advance', () => {
    const { s, m, roll, H } = duel(-5, {}, { gorgopas: 515 });
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    expect(r.out.retreat).toEqual({ hexes: [516], units: [H], recoil: [], defAdv: true });
    expect([s.u[H].hex, s.u[H].dis]).toEqual([516, 1]);
  });
  it('Nabis 10.5-a / 12.2.3-c: an attacker routed by the D of a DR makes its rout move, then a 1-hex rout move for the R; no choice is left', () => {
    const { s, m, roll, H } = duel(-5, {}, { gorgopas: 515 });
    s.u[H].dis = 1; s.u[H].fat = true; // discouraged and fatigued: a new D routs it (12.1)
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    expect(r.out.retreat).toBeNull();
    expect([s.u[H].hex, s.u[H].dis]).toEqual([519, 2]); // two hexes south (the Roman edge), then one more
    expect(r.log.slice(1).map((e) => [e.t, e.rule, (e as { path?: number[] }).path])).toEqual([
      ['routed', 'Nabis 12.1-c', undefined], ['routMove', 'Nabis 12.2.1-b', [517, 518]], ['routMove', 'Nabis 12.2.3-c', [519]],
    ]);
  });
});
