// Mêlée rules pinned on hand-built positions (Nabis 10, issue 12 §2 mutation testing): which
// mêlées may be declared, what a roll does to options, flags and the log, the attacker's
// own retreats, and the advance. Around the defending Spartans in 0515: its neighbours are
// 0514 N, 0614 NE, 0615 SE, 0516 S, 0415 SW, 0414 NW (directions 0..5).
import { describe, expect, it } from 'vitest';
import { advanceOptions, advanceUnits, anyCandidateMelee, candidateMelees, defenderAdvance, doAdvance, meleeCalc, pendingRetreats, rollMelee, routedRecoil } from '../../../src/rules/nabis/melee';
import { legal } from '../../../src/rules/nabis/actions';
import { MAP, type Melee, type NState } from '../../../src/rules/nabis/state';
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
  it('Nabis 10.2-c (meleeGroups eachOrAll, older games): five stacks facing one enemy stack may attack it each alone or all together', () => {
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

describe('Nabis 10.6: who may advance, and where', () => {
  const pool = (s: NState, ...ids: string[]) => ids.map((id) => uid(s, id));
  it('Nabis 10.6-a / 12.1: a discouraged unit never advances; a valiant one of the same stack may', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0, z: 0, dis: 1 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }]);
    expect(advanceOptions(s, [516], [515], 0, pool(s, 'hastati1a', 'hastati1b'))).toEqual([{ from: 516, to: 515, units: [uid(s, 'hastati1b')] }]);
    expect(advanceUnits(s, 516, 515, 0, pool(s, 'hastati1a'))).toEqual([]);
  });
  it('Nabis 10.6-b / 5.2.5-d: only units that fought in the mêlée advance (not a unit swept into the stack)', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }]);
    expect(advanceUnits(s, 516, 515, 0, pool(s, 'hastati1b'))).toEqual([uid(s, 'hastati1b')]);
  });
  it('Nabis 10.6-b: only units of the advancing side: an enemy unit in the stack list is never moved', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 516, f: 0 }]);
    expect(advanceUnits(s, 516, 515, 0, pool(s, 'hastati1a', 'mercenariesa'))).toEqual([uid(s, 'hastati1a')]);
  });
  it('Nabis 10.6-e: the advancing stack must be adjacent to the vacated hex', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 715, f: 5 }]);
    expect(advanceOptions(s, [516, 715], [515], 0, pool(s, 'hastati1a', 'hastati1b')).map((o) => o.from)).toEqual([516]);
    expect(advanceOptions(s, [516, 715], [615], 0, pool(s, 'hastati1a', 'hastati1b')).map((o) => o.from)).toEqual([516, 715]);
  });
  it('Nabis 10.6-c / 5.1: the advance must respect stacking: no option into a hex it would overfill or mix', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'principes1a', hex: 515, f: 0 }]);
    expect(advanceOptions(s, [516], [515], 0, pool(s, 'hastati1a'))).toEqual([{ from: 516, to: 515, units: [uid(s, 'hastati1a')] }]);
    const r = run([], (ctx) => doAdvance(s, ctx, 516, 515, [uid(s, 'hastati1a')], 2)); // Hastati onto Principes: not the same name
    expect([s.u[uid(s, 'hastati1a')].hex, r.log]).toEqual([516, []]);
  });
  it('Nabis 4-d: no advance into a hex held only by an enemy leader (loneLeader barred); allowed under "open"', () => {
    for (const [o, n] of [[{}, 0], [{ loneLeader: 'open' }, 1]] as [Record<string, string>, number][]) {
      const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }], { gorgopas: 515 }, o);
      expect(advanceOptions(s, [516], [515], 0, pool(s, 'hastati1a')).length).toBe(n);
    }
  });
  it('Nabis 13.2.5 (Triarii): Triarii do not advance next to an enemy before a Lg of their contingent has routed (10.6-c)', () => {
    const s = scene([{ id: 'triarii1a', hex: 516, f: 0 }, { id: 'spartansa', hex: 514, f: 3 }]);
    expect(advanceOptions(s, [516], [515], 0, pool(s, 'triarii1a'))).toEqual([]);
    s.fl.released.push('leg1');
    expect(advanceOptions(s, [516], [515], 0, pool(s, 'triarii1a')).length).toBe(1);
  });
  it('Nabis 10.2-b / 8.1: cavalry does not advance into terrain it may not enter (the sanctuary); infantry may', () => {
    const s = scene([{ id: 'equites1a', hex: 1413, f: 0 }, { id: 'velites1a', hex: 1313, f: 0 }]);
    expect(MAP.terrain[1412]).toBe('sanctuary');
    expect(advanceOptions(s, [1413], [1412], 0, pool(s, 'equites1a'))).toEqual([]);
    expect(advanceUnits(s, 1413, 1412, 0, pool(s, 'equites1a'))).toEqual([]);
  });
});

describe('Nabis 10.6-a / DP-20: the defender\'s advance (standing order "always")', () => {
  it('Nabis 10.6-a: the first defending stack advances into the hex its attackers left, keeping its facing', () => {
    const s = act([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'mercenariesa', hex: 515, f: 2, z: 0 }, { id: 'mercenariesb', hex: 515, f: 2, z: 1 }], { pretor1: 517 });
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    const D = [uid(s, 'mercenariesa'), uid(s, 'mercenariesb')];
    const r = run([], (ctx) => defenderAdvance(s, ctx, m, D));
    expect(D.map((i) => [s.u[i].hex, s.u[i].f])).toEqual([[516, 2], [516, 2]]);
    expect(r.log).toEqual([{ t: 'advance', rule: 'Nabis 10.6-b', units: D, to: 516 }]);
  });
  it('Nabis 10.6-a: no defender advance while an attacking unit still holds the hex', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0, dis: 1 }, { id: 'mercenariesa', hex: 515, f: 3 }]);
    const r = run([], (ctx) => defenderAdvance(s, ctx, { a: [516], d: [515], au: [], du: [], done: false }, [uid(s, 'mercenariesa')]));
    expect([s.u[uid(s, 'mercenariesa')].hex, r.log.length]).toEqual([515, 0]);
  });
});

describe('Nabis 10.5 / DP-19: the attacking hexes still waiting for a retreat choice', () => {
  it('Nabis 10.5-a: a hex left with no unit to retreat (routed or gone) is dropped; a hex with a choice waits, untouched', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 614, f: 4, dis: 2 }, { id: 'mercenariesa', hex: 515, f: 3 }]);
    const U = [uid(s, 'hastati1a'), uid(s, 'hastati1b')];
    const r = run([], (ctx) => pendingRetreats(s, ctx, U, [614, 516]));
    expect([r.out, r.log, s.u[U[0]].hex]).toEqual([[516], [], 516]);
  });
  it('Nabis 10.5-e/f: when the first waiting stack has no hex taking it whole, it and the later ones go by the policy, and none waits', () => {
    // Hastati I in the corner 1620: its only other neighbour 1520 holds Principes (another name); Principes in 1520 may retreat.
    const s = act([{ id: 'hastati1a', hex: 1620, f: 0 }, { id: 'principes1a', hex: 1520, f: 1 }, { id: 'mercenariesa', hex: 1619, f: 3 }], { pretor1: 1520 });
    const U = [uid(s, 'hastati1a'), uid(s, 'principes1a')];
    const r = run([], (ctx) => pendingRetreats(s, ctx, U, [1620, 1520]));
    expect(r.out).toEqual([]);
    expect(s.u[U[0]].hex).toBe(1620); // stays, one extra level (10.5-e)
    expect(s.u[U[0]].dis).toBe(1);
    expect(s.u[U[1]].hex).not.toBe(1520); // retreated by the policy
    expect(r.log.map((e) => e.t)).toEqual(['noRetreat', 'discouraged', 'retreat']);
  });
  it('Nabis 10.5-e / DP-19: a stack with no retreat hex goes by the policy at once; the others wait for the choice', () => {
    for (const order of [[1620, 1520], [1520, 1620]]) {
      const s = act([{ id: 'hastati1a', hex: 1620, f: 0 }, { id: 'principes1a', hex: 1520, f: 1 }, { id: 'mercenariesa', hex: 1619, f: 3 }], { pretor1: 1520, gorgopas: 1619 });
      s.ld[lid(s, 'gorgopas')].front.bonus = 12;
      const m: Melee = { a: order, d: [1619], au: [], du: [], done: false };
      const roll = -1 - meleeCalc(s, m).drm; // FR for the attackers
      const r = run([roll], (ctx) => rollMelee(s, ctx, m));
      const H = uid(s, 'hastati1a'), P = uid(s, 'principes1a');
      expect(r.out.retreat).toEqual({ hexes: [1520], units: order[0] === 1620 ? [H, P] : [P, H], recoil: [], defAdv: false });
      expect([s.u[H].hex, s.u[H].dis, s.u[H].fat, s.u[P].hex, s.u[P].fat]).toEqual([1620, 1, true, 1520, true]);
    }
  });
});

describe('Nabis 12.2.3-c: the R of a column for routed units', () => {
  it('Nabis 12.2.3-c: each routed unit listed makes a 1-hex rout move; valiant units and units not listed stay', () => {
    const s = scene([{ id: 'hastati1a', hex: 510, dis: 2 }, { id: 'hastati1b', hex: 610, dis: 2 }, { id: 'principes1a', hex: 410 }]);
    const r = run([], (ctx) => routedRecoil(s, ctx, [uid(s, 'hastati1a'), uid(s, 'principes1a')]));
    expect([s.u[uid(s, 'hastati1a')].hex, s.u[uid(s, 'hastati1b')].hex, s.u[uid(s, 'principes1a')].hex]).toEqual([511, 610, 410]);
    expect(r.log.map((e) => [e.t, e.rule, (e as { path?: number[] }).path])).toEqual([['routMove', 'Nabis 12.2.3-c', [511]]]);
  });
  it('Nabis 5.2.6-a (stackRout together): two stacked routed units make the move as one stack; separately, one by one', () => {
    for (const [o, n] of [[{ stackRout: 'together' }, 1], [{ stackRout: 'separate' }, 2]] as [Record<string, string>, number][]) {
      const s = scene([{ id: 'hastati1a', hex: 510, dis: 2, z: 0 }, { id: 'hastati1b', hex: 510, dis: 2, z: 1 }], {}, o);
      const r = run([], (ctx) => routedRecoil(s, ctx, [uid(s, 'hastati1a'), uid(s, 'hastati1b')]));
      expect(r.log.filter((e) => e.t === 'routMove').length).toBe(n);
      expect([s.u[uid(s, 'hastati1a')].hex, s.u[uid(s, 'hastati1b')].hex]).toEqual([511, 511]);
    }
  });
});

describe('Nabis 10.4-c / RE-5: the leaders a natural 9 or 0 puts at risk', () => {
  /** Hastati I (0516) and Principes I (0614) against Laconians (0515, Gorgopas) and Mercenaries (0615, Nabis). */
  const two = (o: Record<string, string> = {}) => {
    const s = act([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'principes1a', hex: 614, f: 3 },
      { id: 'laconiansa', hex: 515, f: 3 }, { id: 'mercenariesa', hex: 615, f: 0 },
    ], { flamininus: 614, gorgopas: 515, nabis: 615 }, o);
    const m: Melee = { a: [516, 614], d: [515, 615], au: [uid(s, 'hastati1a'), uid(s, 'principes1a')], du: [uid(s, 'laconiansa'), uid(s, 'mercenariesa')], done: false };
    return { s, m };
  };
  it('Nabis 10.4-c: a natural 9 puts every leader of the defending stacks at risk, in ascending order (RE-5), none of the attackers', () => {
    const { s, m } = two();
    const r = run([9, ...Array(12).fill(0)], (ctx) => rollMelee(s, ctx, m));
    expect(r.out.checks).toEqual([lid(s, 'nabis'), lid(s, 'gorgopas')]);
  });
  it('Nabis 10.4-c: a natural 0 puts every leader of the attacking stacks at risk, in ascending order (RE-5)', () => {
    const { s, m } = two();
    const r = run([0, ...Array(12).fill(0)], (ctx) => rollMelee(s, ctx, m));
    expect(r.out.checks).toEqual([lid(s, 'flamininus'), lid(s, 'pretor1')]);
  });
  it('Nabis 10.4-c: any other natural roll puts no leader at risk', () => {
    for (const roll of [1, 8]) {
      const { s, m } = two();
      expect(run([roll, ...Array(12).fill(0)], (ctx) => rollMelee(s, ctx, m)).out.checks).toEqual([]);
    }
  });
  it('Nabis 10.4-c (G-32 "roll"): the checks of a natural 9 are made at once, before the results, in ascending order', () => {
    const { s, m } = two({ meleeLeaderChecks: 'roll' });
    const r = run([9, 1, 2, ...Array(12).fill(0)], (ctx) => rollMelee(s, ctx, m));
    expect(r.out.checks).toEqual([]);
    expect(r.log.slice(1, 3).map((e) => [e.t, (e as { leader?: number }).leader, (e as { roll?: number }).roll])).toEqual([
      ['leaderCheck', lid(s, 'nabis'), 1], ['leaderCheck', lid(s, 'gorgopas'), 2],
    ]);
  });
});

describe('Nabis 13.3.2-j: the Triarii mêlée VP', () => {
  it('Nabis 13.3.2-j: an attack with a Triarii unit gives the Spartans 5 VP, logged with its rule; one without gives nothing', () => {
    const s = act([{ id: 'triarii1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }]);
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    const r = run([4 - meleeCalc(s, m).drm], (ctx) => rollMelee(s, ctx, m));
    expect(r.log.filter((e) => e.t === 'vp')).toEqual([{ t: 'vp', rule: 'Nabis 13.3.2-j', seat: 1, vp: 5 }]);
    expect([s.vp[1], s.fl.triMelee]).toEqual([5, 1]);
    const { s: t, m: n, roll } = duel(4);
    run([roll], (ctx) => rollMelee(t, ctx, n));
    expect([t.vp[1], t.fl.triMelee]).toEqual([0, 0]);
  });
});

describe('Nabis 10.1 / 10.2-f: who may attack, and whom', () => {
  it('Nabis 10.1-c: a stack whose units were all attacked in this activation cannot be attacked again; the duty to attack it lapses (10.2-b)', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, SPARTANS, { id: 'perioecia', hex: 615, f: 5 }]);
    s.u[uid(s, 'perioecia')].atk = true;
    expect(candidateMelees(s)).toEqual([{ a: [516], d: [515] }]);
    expect(anyCandidateMelee(s)).toBe(true);
    s.u[uid(s, 'spartansa')].atk = true;
    expect(candidateMelees(s)).toEqual([]);
    expect(anyCandidateMelee(s)).toBe(false);
  });
  it('Nabis 10.2-d: an enemy stack already marked for a mêlée is not offered again, nor is a stack already declared as attacker', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 614, f: 4 }, SPARTANS]);
    s.act!.melees = [{ a: [614], d: [515], au: [], du: [], done: false }];
    expect(candidateMelees(s)).toEqual([]);
    const t = act([{ id: 'hastati1a', hex: 516, f: 0 }, SPARTANS]);
    t.act!.melees = [{ a: [516], d: [617], au: [], du: [], done: false }];
    expect(candidateMelees(t)).toEqual([]); // 0516 is in a declared mêlée already
  });
  it('Nabis 10.1-b: routed and out-of-command stacks cannot start a mêlée', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }, SPARTANS]);
    expect(candidateMelees(s)).toEqual([{ a: [516], d: [515] }]);
    s.u[uid(s, 'hastati1b')].ooc = true;
    expect(candidateMelees(s)).toEqual([]);
    s.u[uid(s, 'hastati1b')].ooc = false; s.u[uid(s, 'hastati1b')].dis = 2;
    expect(candidateMelees(s)).toEqual([]);
  });
  it('Nabis 10.2-b (G-61 meleeIntoNA forbidden): the bar is for cavalry only: infantry may still attack into the sanctuary', () => {
    const s = activate(scene([{ id: 'velites1a', hex: 1413, f: 0 }, { id: 'mercenariesa', hex: 1412, f: 3 }], { pretor1: 1413 }, { meleeIntoNA: 'forbidden' }), 'pretor1');
    expect(candidateMelees(s)).toEqual([{ a: [1413], d: [1412] }]);
  });
});

describe('Nabis 10.5-e/f / DP-19: a stack placed by the policy can take the hex another stack was waiting for', () => {
  it('Nabis 10.5-e: the waiting stack that lost its only hex stays with an extra level, and no choice is asked', () => {
    // Hastati (one name under nameNumeral no) attack the Mercenaries in 1519 from 1619 (6 SP) and 1520 (4 + 4 SP).
    // 1619's only free neighbour is 1620, holding 3 SP; the 1520 stack fits nowhere whole, so its top unit
    // goes to 1620 by the policy (7 SP there), which no longer takes the 6 SP of 1619.
    const s = act([
      { id: 'hastati2b', hex: 1619, f: 5 }, { id: 'hastati1a', hex: 1520, f: 0, z: 0 }, { id: 'hastati1b', hex: 1520, f: 0, z: 1 },
      { id: 'hastati2a', hex: 1620, f: 0 }, { id: 'mercenariesa', hex: 1519, f: 2 },
      { id: 'mercenariesb', hex: 1618, f: 3 }, { id: 'mercenariesc', hex: 1420, f: 1 }, { id: 'mercenariesd', hex: 1419, f: 1 },
    ], { pretor1: 1520, gorgopas: 1519 }, { nameNumeral: 'no' });
    // the F of the result turns them over: the fatigued SP are the ones that count
    for (const [id, n] of [['hastati2b', 6], ['hastati2a', 3], ['hastati1a', 4], ['hastati1b', 4]] as [string, number][]) s.ud[uid(s, id)].front.sp = s.ud[uid(s, id)].back.sp = n;
    s.ld[lid(s, 'gorgopas')].front.bonus = 12;
    const m: Melee = { a: [1619, 1520], d: [1519], au: [], du: [], done: false };
    const roll = -1 - meleeCalc(s, m).drm; // FR for the attackers
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    const at = (id: string) => [s.u[uid(s, id)].hex, s.u[uid(s, id)].dis];
    expect(r.out.retreat).toBeNull();
    expect([at('hastati1a'), at('hastati1b'), at('hastati2b')]).toEqual([[1620, 0], [1520, 1], [1619, 1]]);
  });
});

describe('Nabis 10.4-b / 10.6: the results of one roll, in order', () => {
  it('Nabis 10.2-f: the log of a cancelled mêlée and of an emptied one names the rule', () => {
    const { s, m, H, M } = duel(4);
    s.u[H].hex = 518;
    expect(run([], (ctx) => rollMelee(s, ctx, m)).log).toEqual([{ t: 'meleeCancelled', rule: 'Nabis 10.2-f' }]);
    const t = duel(4);
    t.s.u[t.M].hex = 0; t.s.u[t.M].elim = true;
    expect(run([], (ctx) => rollMelee(t.s, ctx, t.m)).log).toEqual([{ t: 'meleeEmpty', rule: 'Nabis 10.2-f' }]);
    void M;
  });
  it('Nabis 10.6-a / DP-20: after a DR for the attackers (retreat by policy), the defender advances into the hex they left under "always", not under "never"', () => {
    for (const [o, hex] of [['always', 516], ['never', 515]] as [string, number][]) {
      const { s, m, roll, M } = duel(-5, { attackerRetreat: 'policy', defenderAdvance: o }, { gorgopas: 515, pretor1: 516 });
      const r = run([roll], (ctx) => rollMelee(s, ctx, m));
      expect(s.u[M].hex).toBe(hex);
      expect(r.log.some((e) => e.t === 'advance')).toBe(hex === 516);
    }
  });
  it('Nabis 10.6-a / DP-20: an R for the attackers without "advance possible" (a modified 1 to 3: F for the defenders) lets no defender advance, even under "always"', () => {
    const { s, m, roll, M } = duel(2, { attackerRetreat: 'policy', defenderAdvance: 'always' }, { gorgopas: 515, pretor1: 516 });
    const r = run([roll, ...Array(10).fill(1)], (ctx) => rollMelee(s, ctx, m));
    expect(s.u[M].hex).toBe(515);
    expect(r.log.some((e) => e.t === 'advance')).toBe(false);
  });
  it('Nabis 10.6-e: a mandatory advance only into a hex the defenders left: a defender unable to retreat keeps its hex, and no advance', () => {
    // Mercenaries in the corner 1620 (its other neighbour 1520 holds the Laconians): R, no retreat hex, an extra level instead.
    const s = act([{ id: 'hastati1a', hex: 1619, f: 3 }, { id: 'mercenariesa', hex: 1620, f: 0 }, { id: 'laconiansa', hex: 1520, f: 0 }], { pretor1: 1619 });
    s.ud[uid(s, 'hastati1a')].front.sp = 8;
    const m: Melee = { a: [1619], d: [1620], au: [], du: [], done: false };
    const r = run([5 - meleeCalc(s, m).drm], (ctx) => rollMelee(s, ctx, m)); // modified 5: R, attackers Adv
    expect([s.u[uid(s, 'mercenariesa')].hex, s.u[uid(s, 'mercenariesa')].dis, r.out.opts]).toEqual([1620, 1, []]);
  });
  it('Nabis 10.6-a: after an Adv result the attackers\' options are the hexes the defenders left', () => {
    const { s, m, roll, H } = duel(6);
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    expect(r.out.opts).toEqual([{ from: 516, to: 515, units: [H] }]);
  });
  it('Nabis 10.5-a / 12.2.3-c: a defender routed by a Dr makes its 2-hex rout move, then a 1-hex rout move for the R', () => {
    const { s, m, roll, M } = duel(14);
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    expect(r.log.filter((e) => e.t === 'routMove').map((e) => [e.rule, (e as { path?: number[] }).path?.length])).toEqual([['Nabis 12.2.1-b', 2], ['Nabis 12.2.3-c', 1]]);
    expect(s.u[M].dis).toBe(2);
  });
  it('Nabis 8.1: infantry may advance into the sanctuary (only cavalry may not)', () => {
    const s = scene([{ id: 'velites1a', hex: 1413, f: 0 }]);
    expect(advanceUnits(s, 1413, 1412, 0, [uid(s, 'velites1a')])).toEqual([uid(s, 'velites1a')]);
  });
});

describe('Nabis 10.1-c / G-51: stacks partly attacked, partly activated', () => {
  it('Nabis 10.1-c / 5.2.5-d: a stack holding a unit not yet attacked (one swept in) may still be attacked', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { ...SPARTANS, z: 0 }, { id: 'spartansb', hex: 515, f: 3, z: 1 }]);
    s.u[uid(s, 'spartansa')].atk = true;
    expect(candidateMelees(s)).toEqual([{ a: [516], d: [515] }]);
    expect(anyCandidateMelee(s)).toBe(true);
  });
  it('Nabis 10.2-f (G-51): a stack holding a unit the leader did not activate cannot attack (another legion\'s Hastati, one name under nameNumeral no)', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati2a', hex: 516, f: 0, z: 1 }, SPARTANS], {}, { nameNumeral: 'no' });
    expect(s.act!.units).not.toContain(uid(s, 'hastati2a'));
    expect([candidateMelees(s), anyCandidateMelee(s)]).toEqual([[], false]);
  });
  it('Nabis 10.2-b: whether any mêlée may be declared: one stack with an attackable enemy in front is enough', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 318, f: 0 }, SPARTANS, { id: 'perioecia', hex: 317, f: 3 }]);
    expect(anyCandidateMelee(s)).toBe(true);
    s.u[uid(s, 'spartansa')].atk = true;
    expect(anyCandidateMelee(s)).toBe(true); // 0318 may still attack 0317
    s.u[uid(s, 'perioecia')].atk = true;
    expect(anyCandidateMelee(s)).toBe(false);
  });
  it('Nabis 10.2-f (G-51): a stack whose enemies in front were all attacked already takes part in no mêlée with the others', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 318, f: 0 }, SPARTANS, { id: 'perioecia', hex: 317, f: 3 }]);
    s.u[uid(s, 'perioecia')].atk = true;
    expect(candidateMelees(s)).toEqual([{ a: [516], d: [515] }]);
  });
});

describe('Nabis 10.2-e: re-allocating a stack between declared mêlées', () => {
  it('Nabis 10.2-e (G-61 meleeIntoNA forbidden): an infantry stack may still be moved to the other mêlée its front faces', () => {
    const s = act([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 614, f: 4 }, { id: 'principes1a', hex: 616, f: 0 },
      SPARTANS, { id: 'perioecia', hex: 615, f: 5 },
    ], {}, { meleeIntoNA: 'forbidden' });
    s.act!.stage = 'resolve';
    s.act!.melees = [{ a: [516, 614], d: [515], au: [], du: [], done: false }, { a: [616], d: [615], au: [], du: [], done: false }];
    s.dec = 0;
    expect(legal(s, 0)).toContainEqual({ k: 'realloc', h: 516, from: 0, to: 1 });
  });
});


describe('Nabis 10.4-a: the letters before R cite their rule in the log (issue 12 §3: every result with its rule)', () => {
  it('Nabis 12.1: the D of a DR discourages the attacker under rule 12.1', () => {
    const { s, m, roll, H } = duel(-5, {}, { gorgopas: 515 });
    const r = run([roll], (ctx) => rollMelee(s, ctx, m));
    expect(r.log.filter((e) => e.t === 'discouraged').map((e) => [e.rule, (e as { unit?: number }).unit])).toEqual([['Nabis 12.1', H]]);
  });
  it('Nabis 12.2.1-a: the Dr of a DrR routs the defender under rule 12.2.1-a', () => {
    const { s, m, roll, M } = duel(15); // a modified 15: DrR for the defenders
    const r = run([roll, ...Array(20).fill(1)], (ctx) => rollMelee(s, ctx, m));
    expect(r.log.find((e) => e.t === 'routed' && (e as { unit?: number }).unit === M)?.rule).toBe('Nabis 12.2.1-a');
  });
});

describe('Nabis 5.2.5-a (G-21 option "literal"): the literal reading only where several stacks fight', () => {
  it('Nabis 5.2.5-a: one stack against one stack: the stack\'s worst defender counts even under "literal"', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3, z: 0 }, { id: 'mercenariesb', hex: 515, f: 3, z: 1 }], {}, { qualityCombine: 'literal' });
    s.ud[uid(s, 'hastati1a')].front.q = 5; s.ud[uid(s, 'mercenariesa')].front.q = 6; s.ud[uid(s, 'mercenariesb')].front.q = 3;
    expect(meleeCalc(s, { a: [516], d: [515], au: [], du: [], done: false }).parts.quality).toBe(1); // 5 > 3
  });
  it('Nabis 5.2.5-a: two attacking stacks against one: under "literal" the best defending unit counts', () => {
    const s = act([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 615, f: 5 }, { id: 'mercenariesa', hex: 515, f: 3, z: 0 }, { id: 'mercenariesb', hex: 515, f: 3, z: 1 }], {}, { qualityCombine: 'literal' });
    s.ud[uid(s, 'hastati1a')].front.q = 5; s.ud[uid(s, 'hastati1b')].front.q = 5; s.ud[uid(s, 'mercenariesa')].front.q = 6; s.ud[uid(s, 'mercenariesb')].front.q = 3;
    const m: Melee = { a: [516, 615], d: [515], au: [], du: [], done: false };
    expect(meleeCalc(s, m).parts.quality).toBe(-1); // 5 < 6
    s.o.qualityCombine = 'perStack';
    expect(meleeCalc(s, m).parts.quality).toBe(1); // 5 > 3
  });
});
