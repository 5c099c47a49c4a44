// Further rule IDs: mêlée formation and advance, command limits, shooting procedure, VP lines.
import { describe, expect, it } from 'vitest';
import { nabis } from '../../../src/rules/nabis';
import { legal } from '../../../src/rules/nabis/actions';
import { casualtyCheck } from '../../../src/rules/nabis/leaders';
import { candidateMelees, doAdvance, meleeCalc, rollMelee } from '../../../src/rules/nabis/melee';
import { eliminate, rout, runRouts, type RoutJob } from '../../../src/rules/nabis/rout';
import { rangedShooters, rangedTargets, resolveShot, shotCalc } from '../../../src/rules/nabis/shooting';
import { phaseE } from '../../../src/rules/nabis/sequence';
import { spartaFire } from '../../../src/rules/nabis/scenario-sparta';
import { MAP, type Melee } from '../../../src/rules/nabis/state';
import { endGameVp } from '../../../src/rules/nabis/victory';
import { allHexes } from '../../../src/rules/nabis/hex';
import { config, ctxOf, scripted } from './helpers';
import { activate, lid, run, scene, uid } from './scene';

describe('mêlée formation and advance', () => {
  it('Nabis 10.2-f: a mêlée whose attackers are all gone after defensive fire is cancelled without a roll (G-51)', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }), 'pretor1');
    const m: Melee = { a: [516], d: [515], au: [uid(s, 'hastati1a')], du: [], done: false };
    s.u[uid(s, 'hastati1a')].hex = 518; // driven away
    const r = run([], (ctx) => rollMelee(s, ctx, m));
    expect(r.log.map((e) => e.t)).toEqual(['meleeCancelled']);
  });
  it('Nabis 10.2-d: every declared mêlée must be resolved; the active player picks the order (D.4)', () => {
    const s = activate(scene([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 318, f: 0 },
      { id: 'mercenariesa', hex: 515, f: 3 }, { id: 'mercenariesb', hex: 317, f: 3 },
    ], { pretor1: 516 }), 'pretor1');
    s.act!.stage = 'declare';
    let t = nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([])));
    t = nabis.apply(t, 0, { k: 'melee', d: [317], a: [318] }, ctxOf(scripted([])));
    expect(t.act!.stage).toBe('resolve');
    expect(legal(t, 0)).toEqual([{ k: 'resolve', m: 0 }, { k: 'resolve', m: 1 }]);
  });
  it('Nabis 10.6-b: the advance comes from one stack; all its eligible units or a part of them', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }), 'pretor1');
    s.act!.melees = [{ a: [516], d: [515], au: [], du: [], done: false }];
    s.act!.cur = 0; s.act!.stage = 'advance'; s.act!.adv = { hexes: [515], from: [516] };
    s.u[uid(s, 'mercenariesa')].hex = 0; s.u[uid(s, 'mercenariesa')].elim = true;
    const adv = legal(s, 0).filter((a) => a.k === 'advance');
    expect(adv.every((a) => a.k === 'advance' && a.from === 516 && a.to === 515)).toBe(true);
    expect(adv.some((a) => a.k === 'advance' && a.u === -1)).toBe(true);
    expect(adv.some((a) => a.k === 'advance' && a.u === uid(s, 'hastati1b'))).toBe(true);
    expect(legal(s, 0).some((a) => a.k === 'done')).toBe(false); // mandatory
  });
  it('Nabis 10.6-c / 10.6-d / 10.6-e: advancing units take any facing, count as moved; a leader follows when none of his units stays', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }], { pretor1: 516 });
    run([], (ctx) => doAdvance(s, ctx, 516, 515, [uid(s, 'hastati1a')], 4));
    expect([s.u[uid(s, 'hastati1a')].hex, s.u[uid(s, 'hastati1a')].f, s.u[uid(s, 'hastati1a')].mv]).toEqual([515, 4, true]);
    expect(s.l[lid(s, 'pretor1')].hex).toBe(515);
  });
});

describe('command limits and shooting procedure', () => {
  it('Nabis 7.4-b: out-of-command units neither fire in D.2 nor start a mêlée, but fire defensively', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }), 'pretor1');
    s.u[uid(s, 'hastati1a')].ooc = true;
    expect(candidateMelees(s)).toEqual([]);
    const t = activate(scene([{ id: 'cretansa', hex: 1309, f: 3 }, { id: 'hastati1a', hex: 1311, f: 0 }], { pythagoras: 1309 }), 'pythagoras');
    t.u[uid(t, 'cretansa')].ooc = true;
    expect(rangedShooters(t, t.act!.units.filter((i) => !t.u[i].ooc), false)).toEqual([]);
  });
  it('Nabis 9.3-b: combined fire uses the range of the farthest shooter', () => {
    const s = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'cretansb', hex: 615, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    expect(shotCalc(s, [uid(s, 'cretansa')], 517)!.range).toBe(1);
    expect(shotCalc(s, [uid(s, 'cretansa'), uid(s, 'cretansb')], 517)!.range).toBe(2);
  });
  it('Nabis 9.3-c: each shooter needs LOS (a town hex between blocks)', () => {
    const s = scene([{ id: 'cretansa', hex: 1012, f: 0 }, { id: 'hastati1a', hex: 1010, f: 0 }]);
    expect(rangedShooters(s, [uid(s, 'cretansa')], true)).toEqual([uid(s, 'cretansa')]);
    expect(rangedTargets(s, uid(s, 'cretansa'))).toEqual([]);
  });
  it('Nabis 9.3-d: no cap on shooting DRM (G-60), ±7 with the option', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'equites1a', hex: 517, f: 0 }]);
    s.ud[uid(s, 'cretansa')].front.sp = 1; s.ud[uid(s, 'equites1a')].front.sp = 1;
    s.u[uid(s, 'cretansa')].mv = true; s.u[uid(s, 'cretansa')].dis = 1;
    expect(shotCalc(s, [uid(s, 'cretansa')], 517)!.drm).toBe(-6);
  });
  it('Nabis 6.D-b: effects apply at once: a routed target is gone before the next decision', () => {
    const s = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    s.ud[uid(s, 'cretansa')].front.sp = 8;
    run([8], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(519);
  });
  it('Nabis 12.2.3-c: a routed unit receiving R makes a 1-hex rout move, or is eliminated if it cannot', () => {
    const s = scene([{ id: 'hastati1a', hex: 515, dis: 2 }]);
    run([], (ctx) => { const q: RoutJob[] = [{ units: [uid(s, 'hastati1a')], steps: 1, causers: [] }]; runRouts(s, ctx, q); });
    expect(s.u[uid(s, 'hastati1a')].hex).toBe(516);
  });
  it('Nabis 12.3-h: with the "never" option no rally die is rolled in Phase E', () => {
    const s = scene([{ id: 'hastati1a', hex: 515, dis: 1 }], {}, { rallyTest: 'never' });
    s.turn = 8;
    const r = run([], (ctx) => phaseE(s, ctx));
    expect(r.log.some((e) => e.t === 'rally')).toBe(false);
    expect(s.result).not.toBeNull();
  });
  it('Nabis 7.5-a: a casualty check of 7 wounds the leader', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }], { pretor1: 515 });
    run([7], (ctx) => casualtyCheck(s, ctx, lid(s, 'pretor1'), 'x'));
    expect(s.l[lid(s, 'pretor1')].st).toBe('wounded');
  });
});

describe('victory point lines', () => {
  const elimVp = (q: number) => { const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati1b', hex: 318 }]); s.ud[uid(s, 'hastati1a')].front.q = q; run([], (ctx) => eliminate(s, ctx, uid(s, 'hastati1a'), 'shoot', 'x')); return s.vp[1]; };
  it('Nabis 13.3.2-b: 1 VP for an eliminated unit of quality 4 or less', () => { expect(elimVp(4)).toBe(1); });
  it('Nabis 13.3.2-c: 2 VP for quality 5 or 6', () => { expect([elimVp(5), elimVp(6)]).toEqual([2, 2]); });
  it('Nabis 13.3.2-d: 3 VP for quality 7', () => { expect(elimVp(7)).toBe(3); });
  it('Nabis 13.3.2-e: 3 VP for a contingent leader killed', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }], { pretor1: 515 });
    run([9], (ctx) => casualtyCheck(s, ctx, lid(s, 'pretor1'), 'x'));
    expect(s.vp[1]).toBe(3);
  });
  it('Nabis 13.3.2-g: 1 VP per Heptagon hex held by a valiant Roman at the end', () => {
    const a = endGameVp(scene([{ id: 'hastati1a', hex: MAP.heptagon[0] }]))[0];
    const b = endGameVp(scene([{ id: 'hastati1a', hex: MAP.heptagon[0], dis: 1 }]))[0];
    expect(a - b).toBeGreaterThanOrEqual(1);
  });
  it('Nabis 13.3.2-h: 2 VP per Temple/Sanctuary hex held by a valiant Roman', () => {
    expect(endGameVp(scene([{ id: 'hastati1a', hex: MAP.temple[0] }, { id: 'hastati1b', hex: MAP.sanctuary[0] }]))[0]).toBe(4);
  });
  it('Nabis 13.3.2-i: 1 VP to Rome each time the Sparta fire is used', () => {
    const s = scene([{ id: 'hastati1a', hex: 1010 }], { pythagoras: 1009 });
    run([], (ctx) => { spartaFire(s, ctx, [uid(s, 'hastati1a')]); spartaFire(s, ctx, [uid(s, 'hastati1a')]); });
    expect(s.vp[0]).toBe(2);
  });
  it('Nabis 13.3.2-l: 2 VP per district controlled by the Spartans', () => {
    expect(endGameVp(scene([]))[1]).toBe(8);
    const pit = allHexes().find((h) => MAP.district[h] === 'pitane')!;
    expect(endGameVp(scene([{ id: 'hastati1a', hex: pit }]))[1]).toBe(6);
  });
  it('Nabis 13.3.2-o: 4 VP per Temple/Sanctuary hex held by a Spartan unit', () => {
    expect(endGameVp(scene([{ id: 'spartansa', hex: MAP.temple[0] }]))[1]).toBe(8 + 4);
  });
  it('Nabis 13.3.2-j: the Triarii mêlée VP once per game by default (G-42), each time with the option', () => {
    for (const [opt, want] of [['once', 5], ['each', 10]] as [string, number][]) {
      const s = activate(scene([{ id: 'triarii1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }, { triariiVp: opt }), 'pretor1');
      const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
      const roll = 4 - meleeCalc(s, m).drm; // a modified 4: no effect either side
      run([roll, roll], (ctx) => { rollMelee(s, ctx, m); s.u.forEach((u) => { u.atk = false; }); rollMelee(s, ctx, m); });
      expect(s.vp[1]).toBe(want);
    }
  });
});

describe('named options for [INT] readings', () => {
  it('Nabis 12.2.1-c (G-33 option "eliminate"): a blocked straight rout hex eliminates instead of diverting', () => {
    const s = scene([{ id: 'hastati1a', hex: 314 }, { id: 'spartansa', hex: 315, f: 0 }], {}, { routDiversion: 'eliminate' });
    run([], (ctx) => { const q: RoutJob[] = []; q.push({ units: [uid(s, 'hastati1a')], steps: 2, causers: [] }); s.u[uid(s, 'hastati1a')].dis = 2; s.u[uid(s, 'hastati1a')].f = -1; runRouts(s, ctx, q); });
    expect(s.u[uid(s, 'hastati1a')].elim).toBe(true);
  });
  it('Nabis 12.2.3-a (G-36 option "stack"): one traversal die for a traversed stack', () => {
    for (const [opt, dice] of [['unit', 2], ['stack', 1]] as [string, number][]) {
      const s = scene([{ id: 'hastati1a', hex: 510 }, { id: 'principes1a', hex: 511, z: 0 }, { id: 'principes1b', hex: 511, z: 1 }], {}, { traversalRoll: opt });
      const r = run([0, 0], (ctx) => { const q: RoutJob[] = []; rout(s, ctx, uid(s, 'hastati1a'), q, 'x'); runRouts(s, ctx, q); });
      expect(2 - r.left).toBe(dice);
    }
  });
  it('Nabis 5.2.5-a (G-21 option "literal"): with several stacks, the best defending unit counts', () => {
    const s = activate(scene([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3, z: 0 }, { id: 'mercenariesb', hex: 515, f: 3, z: 1 }, { id: 'helotsa', hex: 615, f: 3 },
    ], { pretor1: 516 }, { qualityCombine: 'literal' }), 'pretor1');
    s.ud[uid(s, 'hastati1a')].front.q = 5; s.ud[uid(s, 'mercenariesa')].front.q = 6; s.ud[uid(s, 'mercenariesb')].front.q = 3; s.ud[uid(s, 'helotsa')].front.q = 4;
    const m: Melee = { a: [516], d: [515, 615], au: [], du: [], done: false };
    expect(meleeCalc(s, m).parts.quality).toBe(-1); // 5 < best unit 6
    s.o.qualityCombine = 'perStack';
    expect(meleeCalc(s, m).parts.quality).toBe(1);  // per stack: 3 and 4, best 4 < 5
  });
});

describe('DP-19: the attacker chooses his own retreat', () => {
  it('Nabis 10.5-b / 10.5-c (DP-19): an R on the attackers hands the active player the retreat hex and a facing change of one angle', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 219, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }, { defensiveFire: 'never' }), 'pretor1');
    s.u[uid(s, 'hastati1a')].pilum = false;
    s.ud[uid(s, 'hastati1a')].front.sp = 1; s.ud[uid(s, 'hastati1a')].front.q = 1;
    s.act!.stage = 'declare';
    const drm = meleeCalc(s, { a: [516], d: [515], au: [], du: [], done: false }).drm;
    const roll = 2 - drm; // modified 2: F for the defender, R for the attacker
    expect(roll >= 1 && roll <= 8).toBe(true);
    let t = nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([roll])));
    expect(t.act!.stage).toBe('retreat');
    const opts = legal(t, 0);
    expect(opts.length % 3).toBe(0);
    const pick = opts.find((a) => a.k === 'retreat' && a.df === 1)!;
    t = nabis.apply(t, 0, pick, ctxOf(scripted(Array(40).fill(1)))); // the turn then runs on to the next initiative
    const u = t.u[uid(t, 'hastati1a')];
    expect(pick.k === 'retreat' && u.hex === pick.to).toBe(true);
    expect(u.f).toBe(1);
  });
  it('DP-19 with the "policy" option: no decision, the DP-17 policy places the retreat', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 219, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }, { defensiveFire: 'never', attackerRetreat: 'policy' }), 'pretor1');
    s.u[uid(s, 'hastati1a')].pilum = false;
    s.ud[uid(s, 'hastati1a')].front.sp = 1; s.ud[uid(s, 'hastati1a')].front.q = 1;
    s.act!.stage = 'declare';
    const drm = meleeCalc(s, { a: [516], d: [515], au: [], du: [], done: false }).drm;
    const t = nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([2 - drm, ...Array(40).fill(1)])));
    expect(t.act?.stage).not.toBe('retreat');
    expect(t.u[uid(t, 'hastati1a')].hex).not.toBe(516);
  });
});

describe('Nabis 10.2-e: re-allocation of attacking stacks', () => {
  it('Nabis 10.2-e: an attacking stack may switch to another declared mêlée while every marked defender stays attacked', () => {
    // Defenders 0515 and 0514. 0516 (facing N) faces 0515; 0614 (facing W) faces both; 0414 (facing E) faces both.
    const s = activate(scene([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 414, f: 1 }, { id: 'hastati2a', hex: 614, f: 4 },
      { id: 'mercenariesa', hex: 515, f: 3 }, { id: 'mercenariesb', hex: 514, f: 3 },
    ], { flamininus: 516 }), 'flamininus');
    s.act!.melees = [
      { a: [516, 614], d: [515], au: [], du: [], done: false },
      { a: [414], d: [514], au: [], du: [], done: false },
    ];
    s.act!.stage = 'resolve';
    const r = legal(s, 0).filter((a) => a.k === 'realloc');
    expect(r).toContainEqual({ k: 'realloc', h: 614, from: 0, to: 1 });
    expect(r.some((a) => a.k === 'realloc' && a.h === 516)).toBe(false); // 0516 does not face 0514
    const t = nabis.apply(s, 0, { k: 'realloc', h: 614, from: 0, to: 1 }, ctxOf(scripted([])));
    expect(t.act!.melees[1].a).toEqual([414, 614]);
    expect(t.act!.melees[0].a).toEqual([516]);
    expect(legal(t, 0).some((a) => a.k === 'realloc' && a.h === 614)).toBe(false); // once per stack
  });
});
