// Movement, facing, stacking costs and command (Nabis 4, 5, 7, 8, 13.2.2, 13.2.5-d).
import { describe, expect, it } from 'vitest';
import { legal, isLegal } from '../../../src/rules/nabis/actions';
import { activatable, inCommand, phaseA } from '../../../src/rules/nabis/command';
import { leaderDestinations, unitDestinations } from '../../../src/rules/nabis/movement';
import { nabis } from '../../../src/rules/nabis';
import { activate, lid, scene, uid } from './scene';
import { ctxOf, scripted } from './helpers';

const dests = (s: ReturnType<typeof scene>, id: string, ooc = false) => unitDestinations(s, [uid(s, id)], ooc);
const reach = (s: ReturnType<typeof scene>, id: string, to: number, f?: number, ooc = false) => dests(s, id, ooc).some((d) => d.to === to && (f === undefined || d.f === f));

describe('Nabis 8: movement', () => {
  it('Nabis 8.1-a: MA of the current side; a fatigued unit uses its back', () => {
    const s = scene([{ id: 'hastati1a', hex: 519, f: 0 }], { pretor1: 519 });
    expect(reach(s, 'hastati1a', 515)).toBe(true); // 4 MP
    s.u[uid(s, 'hastati1a')].fat = true;              // back MA 3
    expect(reach(s, 'hastati1a', 515)).toBe(false);
    expect(reach(s, 'hastati1a', 516)).toBe(true);
  });
  it('Nabis 8.1-c: steps only into the two front hexes', () => {
    const s = scene([{ id: 'hastati1a', hex: 517, f: 0 }]);
    expect(reach(s, 'hastati1a', 519)).toBe(true);  // turn 2 angles (front SE+S), then 2 steps: 4 MP
    expect(reach(s, 'hastati1a', 520)).toBe(false); // 2 + 3 steps: 5 MP
    expect(reach(s, 'hastati1a', 516, 0)).toBe(true);
  });
  it('Nabis 8.1-d: stacking must be legal where a move ends', () => {
    const s = scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'principes1a', hex: 516, f: 0 }]);
    expect(reach(s, 'hastati1a', 516)).toBe(false); // different names
  });
  it('Nabis 8.1-e: the minimum move of one front hex, whatever the cost (G-26)', () => {
    const s = scene([{ id: 'hastati1a', hex: 611, f: 1, fat: true }]); // 0711 is a walled town hex: 2 + 2 MP > MA 3
    expect(reach(s, 'hastati1a', 711, 1)).toBe(true);
    expect(reach(s, 'hastati1a', 711, 0)).toBe(false); // no facing change with it
  });
  it('Nabis 8.1-f: no unit leaves the map voluntarily', () => {
    const s = scene([{ id: 'hastati1a', hex: 501, f: 0 }]);
    expect(dests(s, 'hastati1a').every((d) => d.to > 0 && d.to % 100 >= 1)).toBe(true);
  });
  it('Nabis 8.1-b: one unit finishes its move before another; a unit moves once per activation', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 417, f: 0 }], { pretor1: 517 }), 'pretor1');
    const mv = legal(s, 0).find((a) => a.k === 'move' && a.u === uid(s, 'hastati1a'))!;
    const t = nabis.apply(s, 0, mv, ctxOf(scripted([])));
    expect(legal(t, 0).some((a) => a.k === 'move' && a.u === uid(s, 'hastati1a'))).toBe(false);
    expect(legal(t, 0).some((a) => a.k === 'move' && a.u === uid(s, 'hastati1b'))).toBe(true);
  });
  it('Nabis 8.2-a: each hex angle costs 1 MP', () => {
    const s = scene([{ id: 'hastati1a', hex: 517, f: 0 }]);
    expect(reach(s, 'hastati1a', 517, 3)).toBe(true);  // 3 MP
    expect(reach(s, 'hastati1a', 518, 3)).toBe(true);  // 3 + 1
    expect(reach(s, 'hastati1a', 519, 3)).toBe(false); // 3 + 2
  });
  it('Nabis 8.2-b: a facing change alone counts as movement', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 417, f: 0 }], { pretor1: 517 }), 'pretor1');
    s.u[uid(s, 'hastati1a')].rest = true; s.u[uid(s, 'hastati1a')].fat = true;
    const t = nabis.apply(s, 0, { k: 'move', u: uid(s, 'hastati1a'), all: false, to: 517, f: 1, top: false }, ctxOf(scripted([])));
    expect(t.u[uid(s, 'hastati1a')].mv).toBe(true);
    expect(t.u[uid(s, 'hastati1a')].rest).toBe(false); // 11.2-c
  });
  it('Nabis 8.2-c: Ja units turn at no MP cost', () => {
    const s = scene([{ id: 'velites1a', hex: 517, f: 0 }]);
    expect(reach(s, 'velites1a', 519 + 3, 3)).toBe(false);
    expect(reach(s, 'velites1a', 520, 3)).toBe(true); // turn free, 3 steps south within MA 5
  });
  it('Nabis 8.2-d: routed units have no facing and do not move voluntarily (12.2.3-e)', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 517, dis: 2 }], { pretor1: 517 }), 'pretor1');
    expect(legal(s, 0).some((a) => a.k === 'move')).toBe(false);
  });
  it('Nabis 8.2-e / 4-b: turning in an enemy front hex costs +1 per angle (G-24 for Ja)', () => {
    // Spartan unit in 0515 facing south (front 0516 and 0415): 0516 is in its front.
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }]);
    expect(reach(s, 'hastati1a', 516, 2)).toBe(true);  // 2 angles x 2 MP = 4
    expect(reach(s, 'hastati1a', 516, 3)).toBe(false); // 3 angles x 2 = 6
    const j = scene([{ id: 'velites1a', hex: 516, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }]);
    expect(reach(j, 'velites1a', 516, 3)).toBe(true);  // Ja: 1 per angle = 3
  });
  it('Nabis 8.3-a: leaving an enemy front hex costs +1 MP', () => {
    const free = scene([{ id: 'hastati1a', hex: 516, f: 1 }]);
    const held = scene([{ id: 'hastati1a', hex: 516, f: 1 }, { id: 'spartansa', hex: 515, f: 3 }]);
    // 0516 facing E: NE 0616 then NE 0715 then NE 0815 then NE 0914 ... 4 steps within 4 MP only without the surcharge
    const far = free.u[uid(free, 'hastati1a')].hex;
    expect(far).toBe(516);
    const n4 = dests(free, 'hastati1a').filter((d) => d.f === 1).length;
    const n4h = dests(held, 'hastati1a').filter((d) => d.f === 1).length;
    expect(n4h).toBeLessThan(n4);
  });
  it('Nabis 8.3-b: the retreat move, one rear hex whatever the cost, facing kept', () => {
    const s = scene([{ id: 'hastati1a', hex: 517, f: 0 }]);
    expect(reach(s, 'hastati1a', 518, 0)).toBe(true);
    expect(reach(s, 'hastati1a', 417, 0)).toBe(true); // SW is the other rear hex of facing 0 (odd column 5 -> 0417)
  });
  it('Nabis 4-a / 4-c: no zones of control; a unit may enter an enemy front hex', () => {
    const s = scene([{ id: 'hastati1a', hex: 518, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }]);
    expect(reach(s, 'hastati1a', 516)).toBe(true);
  });
  it('Nabis 4-d: combat units never enter an enemy-occupied hex', () => {
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }]);
    expect(reach(s, 'hastati1a', 515)).toBe(false);
  });
  it('Nabis 5.2.4-a: joining and leaving a stack cost +1 MP each (G-27)', () => {
    const s = scene([{ id: 'hastati1a', hex: 519, f: 0 }, { id: 'hastati1b', hex: 515, f: 0 }]);
    expect(reach(s, 'hastati1a', 515)).toBe(false); // 4 steps + 1 join
    const t = scene([{ id: 'hastati1a', hex: 519, f: 0 }, { id: 'hastati1b', hex: 519, f: 0 }]);
    expect(reach(t, 'hastati1a', 515)).toBe(false); // 1 leave + 4 steps
    expect(unitDestinations(t, [uid(t, 'hastati1a'), uid(t, 'hastati1b')], false).some((d) => d.to === 515)).toBe(true); // 5.2.4-b: the stack moves free
  });
  it('Nabis 5.2.3-a / 5.2.3-b: a unit joining a stack takes its facing', () => {
    const s = scene([{ id: 'hastati1a', hex: 518, f: 0 }, { id: 'hastati1b', hex: 517, f: 2 }]);
    const d = dests(s, 'hastati1a').filter((x) => x.to === 517);
    expect(d.length).toBe(1);
    expect(d[0].f).toBe(2);
  });
  it('Nabis 5.2.4-b: a stack moves as one counter with the whole-stack action', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 519, f: 0 }, { id: 'hastati1b', hex: 519, f: 0 }], { pretor1: 519 }), 'pretor1');
    const top = uid(s, 'hastati1a');
    const t = nabis.apply(s, 0, { k: 'move', u: top, all: true, to: 515, f: 0, top: false }, ctxOf(scripted([])));
    expect([t.u[top].hex, t.u[uid(s, 'hastati1b')].hex]).toEqual([515, 515]);
  });
  it('Nabis 5.1-b: units may pass through friends; stacking is checked only at the end', () => {
    const s = scene([{ id: 'hastati1a', hex: 519, f: 0 }, { id: 'principes1a', hex: 518, f: 0 }]);
    expect(reach(s, 'hastati1a', 517)).toBe(true);
    expect(reach(s, 'hastati1a', 518)).toBe(false);
  });
});

describe('Nabis 7: command', () => {
  it('Nabis 7.2-a (T-07): radius 5 means distance 5 in command, 6 out', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati1b', hex: 514 }], { pretor1: 520 });
    s.ld[lid(s, 'pretor1')].front.radius = 5;
    expect(inCommand(s, uid(s, 'hastati1a'))).toBe(true);
    expect(inCommand(s, uid(s, 'hastati1b'))).toBe(false);
  });
  it('Nabis 6.A-a: the Phase A check marks units out of command for the turn', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati1b', hex: 510 }], { pretor1: 519 });
    phaseA(s, ctxOf(scripted([])));
    expect([s.u[uid(s, 'hastati1a')].ooc, s.u[uid(s, 'hastati1b')].ooc]).toEqual([false, true]);
  });
  it('Nabis 7-a / 7.2-b: a contingent leader activates only his contingent', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati2a', hex: 516 }], { pretor1: 515 });
    const [inC] = activatable(s, lid(s, 'pretor1'));
    expect(inC).toEqual([uid(s, 'hastati1a')]);
  });
  it('Nabis 7-b / 7.2-b: the army commander activates any unit of his army within his radius', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati2a', hex: 516 }, { id: 'hastati3a', hex: 505 }], { flamininus: 517 });
    const [inC] = activatable(s, lid(s, 'flamininus'));
    expect(inC.sort()).toEqual([uid(s, 'hastati1a'), uid(s, 'hastati2a')].sort());
  });
  it('Nabis 7.2-c: a unit can act in its leader\'s and in the army commander\'s activation', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }], { flamininus: 517, pretor1: 515 });
    expect(activatable(s, lid(s, 'pretor1'))[0]).toContain(uid(s, 'hastati1a'));
    expect(activatable(s, lid(s, 'flamininus'))[0]).toContain(uid(s, 'hastati1a'));
  });
  it('Nabis 7.2-d / 7.1-b / 5.1-d: the leader must end with a unit of his contingent; under a header without leaderLast (older games) his units may still move after him', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 219, f: 0 }, { id: 'hastati2a', hex: 515, f: 0 }], { pretor1: 517 }), 'pretor1');
    const d = leaderDestinations(s, lid(s, 'pretor1'), false);
    expect(d).not.toContain(515);
    const t = nabis.apply(s, 0, { k: 'move', u: uid(s, 'hastati1a'), all: false, to: 516, f: 0, top: false }, ctxOf(scripted([])));
    expect(isLegal(t, 0, { k: 'done' })).toBe(false); // alone: he must move to a unit of his contingent
    const u = nabis.apply(t, 0, { k: 'lmove', to: 516 }, ctxOf(scripted([])));
    expect(legal(u, 0).some((a) => a.k === 'move')).toBe(true);
  });
  it('Nabis 7.1-a / 7.1-e: a contingent leader rides with his unit moved by the army commander', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }], { flamininus: 518, pretor1: 517 }), 'flamininus');
    const t = nabis.apply(s, 0, { k: 'move', u: uid(s, 'hastati1a'), all: false, to: 516, f: 0, top: false }, ctxOf(scripted([])));
    expect(t.l[lid(s, 'pretor1')].hex).toBe(516);
  });
  it('Nabis 7.1-f: a unit stacked with the army commander is not moved by its contingent leader (G-28)', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 417, f: 0 }], { flamininus: 517, pretor1: 417 }), 'pretor1');
    expect(legal(s, 0).some((a) => a.k === 'move' && a.u === uid(s, 'hastati1a'))).toBe(false);
    expect(legal(s, 0).some((a) => a.k === 'move' && a.u === uid(s, 'hastati1b'))).toBe(true);
  });
  it('Nabis 7.3-a / 7.4-a: out-of-command units move in D.5 only, half MA, ending closer to their leader', () => {
    const s = scene([{ id: 'hastati1a', hex: 510, f: 3 }], { pretor1: 518 });
    s.u[uid(s, 'hastati1a')].ooc = true;
    const d = unitDestinations(s, [uid(s, 'hastati1a')], true);
    expect(d.length).toBeGreaterThan(0);
    expect(d.every((x) => Math.abs((x.to % 100) - 18) < 8)).toBe(true);
    expect(d.some((x) => x.to === 512)).toBe(true);   // 2 MP = ceil(4/2)
    expect(d.some((x) => x.to === 513)).toBe(false);
    expect(d.some((x) => x.to === 510)).toBe(false);  // turning in place is not closer
    activate(s, 'pretor1');
    expect(s.act!.oocUnits).toEqual([uid(s, 'hastati1a')]);
    expect(legal(s, 0).some((a) => a.k === 'move')).toBe(false); // not in D.1
  });
  it('Nabis 7.4-c: the 8.3 retreat move of an out-of-command unit only if it ends closer', () => {
    const s = scene([{ id: 'hastati1a', hex: 510, f: 0 }], { pretor1: 518 });
    expect(unitDestinations(s, [uid(s, 'hastati1a')], true).some((x) => x.to === 511)).toBe(true);
    const t = scene([{ id: 'hastati1a', hex: 510, f: 3 }], { pretor1: 502 });
    expect(unitDestinations(t, [uid(t, 'hastati1a')], true).some((x) => x.to === 509)).toBe(true);
  });
  it('Nabis 7.3-b: no reinforcements in Nabis: every unit is on the map at set-up', () => {
    const s = nabis.setup({ scenario: 'sparta-195', options: {} });
    expect(s.u.every((u) => u.hex > 0)).toBe(true);
  });
});

describe('Nabis 13.2.2 Citadel and 13.2.5-d Triarii', () => {
  it('Nabis 13.2.2-a: no unit may enter the Citadel', () => {
    const s = scene([{ id: 'laconiansa', hex: 1005, f: 0 }]);
    expect(reach(s, 'laconiansa', 1004)).toBe(false);
  });
  it('Nabis 13.2.2-b: Nabis enters when adjacent at the start of his activation, spending all his MP', () => {
    const s = activate(scene([{ id: 'laconiansa', hex: 1005, f: 0 }], { nabis: 1005 }), 'nabis');
    s.dec = 1;
    expect(legal(s, 1).some((a) => a.k === 'lmove' && a.to === 1004)).toBe(true);
    const t = nabis.apply(s, 1, { k: 'lmove', to: 1004 }, ctxOf(scripted([])));
    expect(t.l[lid(s, 'nabis')].cit).toBe(true);
    const far = activate(scene([{ id: 'laconiansa', hex: 1007, f: 0 }], { nabis: 1007 }), 'nabis');
    expect(leaderDestinations(far, lid(far, 'nabis'), far.act!.adjCit)).not.toContain(1004);
  });
  it('Nabis 13.2.2-c: Nabis in the Citadel commands nobody and cannot be hurt', () => {
    const s = scene([{ id: 'laconiansa', hex: 1005, f: 0 }], { nabis: 1004 });
    s.l[lid(s, 'nabis')].cit = true;
    expect(activatable(s, lid(s, 'nabis'))[0]).toEqual([]);
    expect(inCommand(s, uid(s, 'laconiansa'))).toBe(false);
  });
  it('Nabis 13.2.5-d: Triarii may not enter a hex next to an enemy until a Lg of their contingent routs', () => {
    const s = scene([{ id: 'triarii1a', hex: 518, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }]);
    expect(reach(s, 'triarii1a', 516)).toBe(false);
    expect(reach(s, 'triarii1a', 517)).toBe(true);
    s.fl.released.push('leg1');
    expect(reach(s, 'triarii1a', 516)).toBe(true);
  });
});
