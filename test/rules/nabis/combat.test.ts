// Shooting and mêlée (Nabis 9, 10, 5.2.5), with the Issos examples T-02..T-05.
// The Issos hexes are moved two rows north (1319 -> 1317 ...) because 1521 lies off
// the 20-row Nabis map; adjacency and directions are unchanged by the shift.
import { describe, expect, it } from 'vitest';
import { legal } from '../../../src/rules/nabis/actions';
import { advanceOptions, candidateMelees, leaderChecks, meleeCalc, rollMelee } from '../../../src/rules/nabis/melee';
import { unitDestinations } from '../../../src/rules/nabis/movement';
import { canShoot, rangedShooters, rangedTargets, resolveShot, shotCalc } from '../../../src/rules/nabis/shooting';
import { hasLos } from '../../../src/rules/nabis/terrain';
import type { Melee, NState } from '../../../src/rules/nabis/state';
import { activate, lid, run, scene, uid } from './scene';

/** T-02..T-05 position: Roman "Philotas" cavalry stack, Spartan archers and javelinists. */
function issos(): NState {
  const s = scene([
    { id: 'equites1a', hex: 1317, f: 2, z: 0 }, { id: 'equites2a', hex: 1317, f: 2, z: 1 },
    { id: 'cretansa', hex: 1315, f: 3 }, { id: 'cretansb', hex: 1116, f: 2 },
    { id: 'helotsa', hex: 1418, f: 5, z: 0 }, { id: 'helotsb', hex: 1418, f: 5, z: 1 },
  ], { pretor1: 1317 }, { nameNumeral: 'no' });
  const set = (id: string, sp: number, q: number, ma = 6) => { const d = s.ud[uid(s, id)]; d.front = { sp, q, ma }; };
  set('equites1a', 4, 7); set('equites2a', 2, 6); set('cretansa', 4, 5, 4); set('cretansb', 4, 5, 4); set('helotsa', 4, 3, 5); set('helotsb', 4, 3, 5);
  s.ld[lid(s, 'pretor1')].front.bonus = 2;
  s.ud[uid(s, 'equites2a')].contingent = 'leg1';
  return s;
}

describe('Issos worked examples (T-02..T-05)', () => {
  it('T-02a: a combined archer shot whose farthest shooter is at range 3 is NA (G-09: the printed example used range 3)', () => {
    const s = issos();
    s.u[uid(s, 'cretansb')].hex = 1016; // range 3
    expect(shotCalc(s, [uid(s, 'cretansa'), uid(s, 'cretansb')], 1317)).toBeNull();
  });
  it('T-02b: archers 8 SP at range 2 on a 6 SP Ca stack: DRM -1, natural 9 -> 8 discourages the top unit; Philotas check 4', () => {
    const s = issos();
    const sh = [uid(s, 'cretansa'), uid(s, 'cretansb')];
    expect(shotCalc(s, sh, 1317)!.drm).toBe(-1);
    expect(shotCalc(s, sh, 1317)!.cell).toEqual([7, 0]);
    const r = run([9, 4], (ctx) => resolveShot(s, ctx, sh, 1317, 'Nabis 6.B-a'));
    expect(r.left).toBe(0); // the leader check used the second die (the printed example forgets it, G-10)
    expect(s.u[uid(s, 'equites1a')].dis).toBe(1);
    expect(s.u[uid(s, 'equites2a')].dis).toBe(0);
    expect(s.l[lid(s, 'pretor1')].st).toBe('ok');
  });
  it('T-02b variant: Philotas check 7 wounds, 9 kills', () => {
    const a = issos();
    run([9, 7], (ctx) => resolveShot(a, ctx, [uid(a, 'cretansa'), uid(a, 'cretansb')], 1317, 'x'));
    expect(a.l[lid(a, 'pretor1')].st).toBe('wounded');
    const b = issos();
    run([9, 9], (ctx) => resolveShot(b, ctx, [uid(b, 'cretansa'), uid(b, 'cretansb')], 1317, 'x'));
    expect(b.l[lid(b, 'pretor1')].repl).toBe(1);
  });
  it('T-03: the stack moves 1317 -> 1318 for 1 MP; from facing 3 it must turn first (turning in 1318, an enemy front hex, costs 2)', () => {
    const s = issos();
    const g = [uid(s, 'equites1a'), uid(s, 'equites2a')];
    expect(unitDestinations(s, g, false).some((d) => d.to === 1318 && d.f === 2)).toBe(true);
    for (const i of g) { s.u[i].f = 3; s.ud[i].front.ma = 2; }
    expect(unitDestinations(s, g, false).some((d) => d.to === 1318 && d.f === 2)).toBe(true);  // turn in 1317 (1) + step (1)
    expect(unitDestinations(s, g, false).some((d) => d.to === 1318 && d.f === 1)).toBe(false); // one more angle in 1318 costs 2
  });
  it('T-04: defensive fire by the top Ja (4 SP) on the 6 SP Ca stack: DRM -3, roll 6 -> 3, no effect; the stack is marked as shot at', () => {
    const s = issos();
    for (const i of [uid(s, 'equites1a'), uid(s, 'equites2a')]) s.u[i].hex = 1318;
    s.l[lid(s, 'pretor1')].hex = 1318;
    expect(shotCalc(s, [uid(s, 'helotsa')], 1318)!.drm).toBe(-3);
    run([6], (ctx) => resolveShot(s, ctx, [uid(s, 'helotsa')], 1318, 'Nabis 9.1-h'));
    expect(s.u[uid(s, 'equites1a')].dis).toBe(0);
    expect(s.u[uid(s, 'equites1a')].shot && s.u[uid(s, 'equites2a')].shot).toBe(true);
    expect(canShoot(s, uid(s, 'equites1a'))).toBe(false); // D.4.2: Ca cannot shoot
  });
  it('T-05: mêlée DRM +5 (printed +6 omits the discouraged attacker, G-10), roll 7 -> 12: D+R / mandatory advance by the valiant unit only', () => {
    const s = issos();
    for (const i of [uid(s, 'equites1a'), uid(s, 'equites2a')]) s.u[i].hex = 1318;
    s.l[lid(s, 'pretor1')].hex = 1318;
    s.u[uid(s, 'equites1a')].dis = 1;
    activate(s, 'pretor1');
    const m: Melee = { a: [1318], d: [1418], au: [uid(s, 'equites1a'), uid(s, 'equites2a')], du: [uid(s, 'helotsa'), uid(s, 'helotsb')], done: false };
    const c = meleeCalc(s, m);
    expect(c.parts).toEqual({ terrain: 0, ratio: 0, type: 3, quality: 1, leaders: 2, offensiveFire: 0, facing: 0, attDisorg: -1, defDisorg: 0 });
    expect(c.drm).toBe(5);
    const r = run([7], (ctx) => rollMelee(s, ctx, m));
    expect(s.u[uid(s, 'helotsa')].dis).toBe(1);
    expect(s.u[uid(s, 'helotsb')].dis).toBe(1);
    // DP-17 policy retreat: a non-front hex, not next to the enemy, furthest north -> 1518 (the printed owner chose 1521's analogue 1519)
    expect(s.u[uid(s, 'helotsa')].hex).toBe(1518);
    expect(r.out.opts).toEqual([{ from: 1318, to: 1418, units: [uid(s, 'equites2a')] }]);
    expect(r.out.checks).toEqual([]);
  });
});

describe('Nabis 9: shooting', () => {
  const duel = (extra: Parameters<typeof scene>[0] = []) => scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }, ...extra]);
  it('Nabis 9.1-a / 9.1-b: only units able to shoot, through their front arc', () => {
    const s = duel();
    expect(rangedTargets(s, uid(s, 'cretansa'))).toEqual([517]);
    s.u[uid(s, 'cretansa')].f = 0;
    expect(rangedTargets(s, uid(s, 'cretansa'))).toEqual([]);
    s.u[uid(s, 'hastati1a')].pilum = false;
    expect(canShoot(s, uid(s, 'hastati1a'))).toBe(false); // a Lg without its Pilum marker (13.2.5-a)
    s.u[uid(s, 'hastati1a')].pilum = true;
    expect(canShoot(s, uid(s, 'hastati1a'))).toBe(true);
  });
  it('Nabis 9.1-c: a stack is the target of one shooting attack per activation', () => {
    const s = duel();
    run([0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    s.u[uid(s, 'cretansa')].fired = false;
    expect(rangedTargets(s, uid(s, 'cretansa'))).toEqual([]);
  });
  it('Nabis 9.1-d: different types never combine', () => {
    const s = duel([{ id: 'helotsa', hex: 415, f: 3 }]);
    expect(shotCalc(s, [uid(s, 'cretansa'), uid(s, 'helotsa')], 517)).toBeNull();
  });
  it('Nabis 9.1-e / 5.2.5-b: only the top unit of a stack fires', () => {
    const s = duel([{ id: 'cretansb', hex: 515, f: 3 }]);
    expect(rangedShooters(s, [uid(s, 'cretansa'), uid(s, 'cretansb')], true)).toEqual([uid(s, 'cretansa')]);
  });
  it('Nabis 9.1-f: a unit may fire again in a later activation', () => {
    const s = duel();
    run([0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    s.u.forEach((u) => { u.fired = false; u.shot = false; });
    expect(rangedShooters(s, [uid(s, 'cretansa')], true)).toEqual([uid(s, 'cretansa')]);
  });
  it('Nabis 9.1-g: no ranged fire when adjacent to any enemy, nor at an adjacent target', () => {
    const s = duel([{ id: 'hastati1b', hex: 514, f: 3 }]);
    expect(rangedShooters(s, [uid(s, 'cretansa')], true)).toEqual([]);
  });
  it('Nabis 9.1-h: defensive and offensive fire at an adjacent stack in a front hex', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }), 'pretor1');
    s.u[uid(s, 'hastati1a')].pilum = true;
    s.act!.stage = 'declare';
    expect(candidateMelees(s)).toEqual([{ a: [516], d: [515] }]);
  });
  it('Nabis 9.1-i: Lg/Pe/Ja have range 1 only, Ar up to 2', () => {
    const s = scene([{ id: 'mercenariesa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    expect(rangedTargets(s, uid(s, 'mercenariesa'))).toEqual([]);
  });
  it('Nabis 9.2-a / 9.2-b / 9.2-d: LOS centre to centre; town hexes block; archers fire over units', () => {
    expect(hasLos(scene([]), 1013, 1011, true)).toBe(true);   // 1012 is clear
    expect(hasLos(scene([]), 1012, 1010, true)).toBe(false);  // 1011 is a town hex
    const s = scene([{ id: 'hastati1a', hex: 516 }]);
    expect(hasLos(s, 515, 517, true)).toBe(true);
    expect(hasLos(s, 515, 517, false)).toBe(false);
  });
  it('Nabis 9.2-c: an obstacle is ignored when an end is higher (range 2: at the midpoint)', () => {
    // 1003 (level 1) to 1005 over 1004 (Citadel, town, level 1): blocked; from the 1103 hill over 1104? 1104 is level 0 town
    expect(hasLos(scene([]), 1103, 1105, true)).toBe(true);
    expect(hasLos(scene([]), 1203, 1205, true)).toBe(false);
  });
  it('Nabis 9.2-e: adjacent targets always have LOS', () => { expect(hasLos(scene([]), 1010, 1011, false)).toBe(true); });
  it('Nabis 9.3-a..e (T-09): DRM for shooter and target strength, types, moved and discouraged shooters', () => {
    const s = duel();
    const i = uid(s, 'cretansa');
    s.ud[i].front.sp = 4;
    expect(shotCalc(s, [i], 517)!.parts.shooterSp).toBe(-1);
    s.ud[i].front.sp = 7; expect(shotCalc(s, [i], 517)!.parts.shooterSp).toBe(0);
    s.ud[i].front.sp = 8; expect(shotCalc(s, [i], 517)!.parts.shooterSp).toBe(1);
    const t = uid(s, 'hastati1a');
    for (const [sp, v] of [[3, -1], [4, 0], [7, 0], [8, 1], [9, 1]]) { s.ud[t].front.sp = sp; expect(shotCalc(s, [i], 517)!.parts.targetSp).toBe(v); }
    expect(shotCalc(s, [i], 517)!.parts.targetType).toBe(-1); // Lg
    s.u[i].mv = true; expect(shotCalc(s, [i], 517)!.parts.moved).toBe(-1);
    s.u[i].dis = 1; expect(shotCalc(s, [i], 517)!.parts.discouraged).toBe(-1);
  });
  it('Nabis 9.3-e: >= second number routs the top unit, >= first discourages', () => {
    const s = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    s.ud[uid(s, 'cretansa')].front.sp = 7; s.ud[uid(s, 'hastati1a')].front.sp = 4; // DRM -1 (Lg)
    run([7], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));   // 6 >= 6 at range 1 (5/6): rout
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(2);
  });
  it('Nabis 9.3-f: a natural 9 checks every leader in the target hex', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }], { pretor1: 517, flamininus: 517 });
    const r = run([9, 0, 0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(r.log.filter((e) => e.t === 'leaderCheck').length).toBe(2);
  });
  it('Nabis 9.3-g: side effects: rest markers removed, pilum spent, Triarii VP', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'triarii1a', hex: 517, f: 0, fat: true }]);
    s.u[uid(s, 'triarii1a')].rest = true;
    s.ud[uid(s, 'cretansa')].front.sp = 8; s.ud[uid(s, 'triarii1a')].front.sp = 4;
    run([9 - 0, 0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(s.u[uid(s, 'triarii1a')].rest).toBe(false);
    expect(s.u[uid(s, 'triarii1a')].dis).toBe(1);
    expect(s.vp[1]).toBe(3); // 13.3.2-k
    expect(s.fl.triShot).toBe(1);
  });
});

describe('Nabis 10: mêlée', () => {
  const fight = () => activate(scene([
    { id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 415, f: 1 },
    { id: 'mercenariesa', hex: 515, f: 3 }, { id: 'mercenariesb', hex: 615, f: 3 },
  ], { pretor1: 516 }), 'pretor1');
  it('Nabis 10.1-a / 10.2-b: a stack that attacks must attack every enemy stack in its front hexes', () => {
    const s = fight();
    // 0516 facing 0 has 0515 (N) and 0615 (NE) in front: a lone attack on one of them is not offered.
    const c = candidateMelees(s).filter((m) => m.a.length === 1 && m.a[0] === 516);
    expect(c.every((m) => m.d.length === 2)).toBe(true);
    expect(c.length).toBeGreaterThan(0);
  });
  it('Nabis 10.2-c: several stacks may attack one stack', () => {
    const s = fight();
    expect(candidateMelees(s).some((m) => m.a.length === 2)).toBe(true);
  });
  it('Nabis 10.1-b: routed and out-of-command stacks cannot start a mêlée', () => {
    const s = fight();
    s.u[uid(s, 'hastati1a')].ooc = true;
    expect(candidateMelees(s).some((m) => m.a.includes(516))).toBe(false);
  });
  it('Nabis 10.1-c: a stack can be attacked only once per enemy activation', () => {
    const s = fight();
    for (const i of [uid(s, 'mercenariesa'), uid(s, 'mercenariesb')]) s.u[i].atk = true;
    expect(candidateMelees(s)).toEqual([]);
  });
  it('Nabis 10.2-a / 10.2-d: declared mêlées are resolved after all are declared; the active player attacks', () => {
    const s = fight();
    s.act!.stage = 'declare';
    s.dec = 0;
    expect(legal(s, 0).some((a) => a.k === 'melee')).toBe(true);
    expect(legal(s, 1)).toEqual([]);
  });
  it('Nabis 5.2.5-a / 5.2.5-c: attacking stack uses its highest quality, defending its lowest; SP are totalled', () => {
    const s = activate(scene([
      { id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 },
      { id: 'mercenariesa', hex: 515, f: 3, z: 0 }, { id: 'mercenariesb', hex: 515, f: 3, z: 1 },
    ], { pretor1: 516 }), 'pretor1');
    s.ud[uid(s, 'hastati1b')].front.q = 3; s.ud[uid(s, 'hastati1a')].front.q = 5;
    s.ud[uid(s, 'mercenariesa')].front.q = 6; s.ud[uid(s, 'mercenariesb')].front.q = 5;
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    expect(meleeCalc(s, m).parts.quality).toBe(0); // 5 vs 5
    s.ud[uid(s, 'hastati1a')].front.sp = 4; s.ud[uid(s, 'hastati1b')].front.sp = 4;
    expect(meleeCalc(s, m).parts.ratio).toBe(1); // 8 vs 8
  });
  it('Nabis 5.2.5-d: units swept into an attacked hex are left out of the DRM (G-71) but suffer the result', () => {
    const s = fight();
    s.u[uid(s, 'mercenariesb')].hex = 515; s.u[uid(s, 'mercenariesb')].swept = true;
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    const before = meleeCalc(s, m).parts.ratio;
    s.u[uid(s, 'mercenariesb')].swept = false;
    expect(meleeCalc(s, m).parts.ratio).toBeLessThanOrEqual(before);
  });
  it('Nabis 10.4-a / 10.4-b: results to every unit of each column, the defender column first', () => {
    // Modified 3 (F / R): the defending stack is fatigued, then the attacking stack retreats.
    const s = activate(scene([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3, z: 0 }, { id: 'mercenariesb', hex: 515, f: 3, z: 1 }, { id: 'mercenariesc', hex: 615, f: 3 },
    ], { pretor1: 516 }, { attackerRetreat: 'policy' }), 'pretor1');
    s.ud[uid(s, 'hastati1a')].front.sp = 3; // 3 against 8: ratio -1
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    expect(meleeCalc(s, m).drm).toBe(3); // ratio -1, Lg v Pe +3, Pretor I +1, quality 5 v 5
    const r = run([0], (ctx) => rollMelee(s, ctx, m));
    expect(r.left).toBe(0);
    expect([s.u[uid(s, 'mercenariesa')].fat, s.u[uid(s, 'mercenariesb')].fat, s.u[uid(s, 'mercenariesc')].fat]).toEqual([true, true, false]); // every unit of the attacked stack, no other
    expect([s.u[uid(s, 'mercenariesa')].hex, s.u[uid(s, 'mercenariesb')].hex]).toEqual([515, 515]); // F has no R
    expect(s.u[uid(s, 'hastati1a')].hex).not.toBe(516);                                               // the attacker's R
    expect(s.u[uid(s, 'hastati1a')].fat).toBe(false);
    const order = r.log.filter((e) => e.t === 'fatigued' || e.t === 'retreat').map((e) => e.t);
    expect(order).toEqual(['fatigued', 'fatigued', 'retreat']);
  });
  it('Nabis 5.4: all mêlée modifiers are cumulative up to plus or minus 7', () => {
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, dis: 2 }], { pretor1: 516 }), 'pretor1');
    s.ud[uid(s, 'hastati1a')].front.sp = 9; s.ud[uid(s, 'mercenariesa')].front.sp = 1;
    expect([meleeCalc(s, m).raw, meleeCalc(s, m).drm]).toEqual([11, 7]); // +2 ratio, +3 type, +1 leader, +5 all routed
    s.ud[uid(s, 'mercenariesa')].front.sp = 5;
    expect([meleeCalc(s, m).raw, meleeCalc(s, m).drm]).toEqual([10, 7]);
    s.ud[uid(s, 'hastati1a')].front.sp = 4; // 4 v 5: ratio 0
    expect([meleeCalc(s, m).raw, meleeCalc(s, m).drm]).toEqual([9, 7]);
    s.l[lid(s, 'pretor1')].st = 'dead'; s.l[lid(s, 'pretor1')].hex = 0;
    expect([meleeCalc(s, m).raw, meleeCalc(s, m).drm]).toEqual([8, 7]);
    s.u[uid(s, 'mercenariesa')].dis = 1; s.u[uid(s, 'mercenariesa')].f = 3; // all discouraged: +2
    expect([meleeCalc(s, m).raw, meleeCalc(s, m).drm]).toEqual([5, 5]);
    const t = activate(scene([{ id: 'velites1a', hex: 516, f: 0, dis: 1 }, { id: 'spartansa', hex: 515, f: 3 }], { pretor1: 516, gorgopas: 515 }), 'pretor1');
    t.ud[uid(t, 'velites1a')].front.sp = 1; t.ud[uid(t, 'spartansa')].front.sp = 9;
    expect([meleeCalc(t, m).raw, meleeCalc(t, m).drm]).toEqual([-7, -7]);
    t.u[uid(t, 'velites1a')].offFired = true; // -2 offensive fire
    expect([meleeCalc(t, m).raw, meleeCalc(t, m).drm]).toEqual([-9, -7]);
  });
  it('Nabis 10.4-c: natural 0 checks the attacking leaders, natural 9 the defending ones, on the d10 after the results', () => {
    const go = (roll: number) => {
      const s = fight();
      s.l[lid(s, 'gorgopas')].hex = 515; s.l[lid(s, 'gorgopas')].st = 'ok';
      const m: Melee = { a: [516], d: [515], au: [uid(s, 'hastati1a')], du: [uid(s, 'mercenariesa')], done: false };
      return { s, m, out: run([roll], (ctx) => rollMelee(s, ctx, m)).out };
    };
    const zero = go(0), nine = go(9), five = go(5);
    expect(zero.out.checks).toEqual([lid(zero.s, 'pretor1')]);
    expect(nine.out.checks).toEqual([lid(nine.s, 'gorgopas')]);
    expect(five.out.checks).toEqual([]);
    // The check itself: one d10 per leader, 7-8 wounds (5.5).
    const r = run([7], (ctx) => leaderChecks(zero.s, ctx, zero.out.checks, zero.m));
    expect(r.log.filter((e) => e.t === 'leaderCheck').map((e) => [e.rule, (e as unknown as { roll: number }).roll])).toEqual([['Nabis 10.4-c', 7]]);
    expect(zero.s.l[lid(zero.s, 'pretor1')].st).toBe('wounded');
  });
  it('Nabis 10.4-d: a Triarii attacker gives the Spartans 5 VP once (13.3.2-j, G-42)', () => {
    const s = activate(scene([{ id: 'triarii1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }), 'pretor1');
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    run([4], (ctx) => rollMelee(s, ctx, m));
    expect(s.vp[1]).toBe(5);
  });
  it('Nabis 10.6-a / 10.6-c / 12.1-e: discouraged units never advance; stacking and Triarii limits apply', () => {
    const s = fight();
    s.u[uid(s, 'mercenariesa')].hex = 0; s.u[uid(s, 'mercenariesa')].elim = true;
    s.u[uid(s, 'hastati1a')].dis = 1;
    expect(advanceOptions(s, [516], [515], 0, [uid(s, 'hastati1a')])).toEqual([]);
    s.u[uid(s, 'hastati1a')].dis = 0;
    expect(advanceOptions(s, [516], [515], 0, [uid(s, 'hastati1a')]).length).toBe(1);
  });
});
