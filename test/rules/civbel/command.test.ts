// Command and control (CMD-01..10, p.19–21) on hand-built positions.
import { describe, expect, it } from 'vitest';
import { actionCost, allocationRefusals, commandPoints, commandReach, controlCost, controlledUnits, defaultAllocation, inspireBonus, influences, steady } from '../../../src/rules/civbel/command';
import { CANNAE_LEADERS } from '../../../src/rules/civbel/data/scenarios';
import { JT, command, contingent, leader, state, unit } from './helpers';

// Stands face +y; a stand at x spans [x − 120, x + 120] and y ∈ [y − 180, y].
// A leader's command stand is a circle of radius 60: edge distance = gap − 60.
const at = (edgeFromPrev: number, prevRight: number) => prevRight + edgeFromPrev + JT / 2;

describe('CMD-03 command points (p.19), T-11, T-45', () => {
  it('Commanders 3 with no die; others the AvD, the exceptional General +1 up to 5; fixed values win', () => {
    expect(commandPoints('commander', { avd: null })).toBe(3);
    expect(commandPoints('general', { avd: 5, exceptional: true })).toBe(5);
    expect(commandPoints('general', { avd: 4, exceptional: true })).toBe(5);
    expect(commandPoints('general', { avd: 3, exceptional: true })).toBe(4);
    expect(commandPoints('contingent', { avd: 2 })).toBe(2);
    expect(commandPoints('contingent', { avd: 2, exceptional: true })).toBe(2);
    expect(commandPoints('general', { fixed: 5, avd: null })).toBe(5);
  });
  it('T-45: the Cannae leaders are fixed and consume no die', () => {
    expect(CANNAE_LEADERS.map((l) => commandPoints(l.rank, { fixed: l.cp, avd: null }))).toEqual([4, 3, 5, 4, 3]);
  });
  it('§5.6 Inspire bonus by current rating (spec A5), T-19', () => {
    expect([2, 3, 4, 5].map((cp) => inspireBonus(leader('l', 0, 'general', { cp })))).toEqual([1, 1, 2, 3]);
  });
});

describe('CMD-01 influence: who commands whom (p.19)', () => {
  const s = state(
    [unit('a', 0, 'k1', 'spearmen'), unit('b', 0, 'k2', 'spearmen'), unit('c', 0, 'k3', 'lightCavalry', { nation: 'numidian' })],
    [leader('g', 0, 'general'), leader('k1c', 0, 'commander', { command: 'k1' }), leader('cc', 0, 'contingent', { contingent: 'cn' }), leader('ally', 0, 'contingent', { contingent: 'na', nation: 'numidian' }), leader('two', 0, 'second')],
    [command('k1', 0, 'k1c', 'cn'), command('k2', 0, 'x'), command('k3', 0, 'y', 'na', 'cavalry')],
    [contingent('cn', 0, 'cc', 'roman', false), contingent('na', 0, 'ally', 'numidian', true)],
  );
  const inf = (l: string, u: string) => influences(s, s.leaders.find((x) => x.id === l)!, s.units.find((x) => x.id === u)!);
  it('a Commander only his command; a Contingent Commander his contingent', () => {
    expect([inf('k1c', 'a'), inf('k1c', 'b'), inf('cc', 'a'), inf('cc', 'b')]).toEqual([true, false, true, false]);
  });
  it('the General everything except an independent allied contingent, whose leader commands it', () => {
    expect([inf('g', 'a'), inf('g', 'b'), inf('g', 'c'), inf('ally', 'c')]).toEqual([true, true, false, true]);
  });
  it('the second-in-command troops of his nation only', () => {
    expect([inf('two', 'a'), inf('two', 'c')]).toEqual([true, false]);
  });
});

describe('CMD-05, CMD-06 command reach and its chain (p.19), T-12', () => {
  // L detached at x = 0; U1 0.9 JT from L's stand; U2 0.8 from U1; U3 (command Y) 0.5 from U2;
  // U4 (X) 0.5 from U3 (2 JT from U2); U5 exactly 1 JT behind U1; U6 1 JT + 1 unit in front of U2.
  const cy = -90;
  const u1x = at(0.9 * JT, 60), u2x = at(0.8 * JT, u1x + 120), u3x = at(0.5 * JT, u2x + 120), u4x = at(0.5 * JT, u3x + 120);
  const s = state([
    unit('U1', 0, 'X', 'spearmen', { x: u1x }), unit('U2', 0, 'X', 'spearmen', { x: u2x }), unit('U3', 0, 'Y', 'spearmen', { x: u3x }),
    unit('U4', 0, 'X', 'spearmen', { x: u4x }), unit('U5', 0, 'X', 'spearmen', { x: u1x, y: -180 - JT }), unit('U6', 0, 'X', 'spearmen', { x: u2x, y: JT + 1 + 180 }),
  ], [leader('L', 0, 'commander', { command: 'X', x: 0, y: cy })], [command('X', 0, 'L'), command('Y', 0, 'M')]);
  it('U1 direct, U2 and U5 by the chain; U3 is another command; U4 only through U3; U6 just beyond 1 JT', () => {
    expect(commandReach(s, s.leaders[0])).toEqual(['U1', 'U2', 'U5']);
  });
  it('an attached leader measures from any point of his unit', () => {
    const t = { ...s, leaders: [{ ...s.leaders[0], x: 5000, y: 5000, attachedTo: 'U4' }] };
    expect(commandReach(t, t.leaders[0])).toEqual(['U4']);
    const u = { ...s, leaders: [{ ...s.leaders[0], x: 5000, y: 5000, attachedTo: 'U3' }] };
    expect(commandReach(u, u.leaders[0])).toEqual(['U1', 'U2', 'U4', 'U5']);
  });
  it('the second-in-command reaches only what the General does not (spec A26)', () => {
    const t = state([unit('a', 0, 'X', 'spearmen', { x: 0 }), unit('b', 0, 'X', 'spearmen', { x: 10 * JT })],
      [leader('g', 0, 'general', { x: 0, y: cy }), leader('two', 0, 'second', { x: 10 * JT, y: cy })], [command('X', 0, 'none')]);
    expect(commandReach(t, t.leaders[1])).toEqual(['b']);
    expect(commandReach({ ...t, leaders: [t.leaders[0], { ...t.leaders[1], x: 0 }] }, { ...t.leaders[1], x: 0 })).toEqual([]);
  });
});

describe('CMD-08, CMD-09 the cost of Control (p.20), T-13', () => {
  const mk = (enemyGapJt: number, shot = false) => {
    const rabble = { ...unit('r', 0, 'X', 'rabble', { grade: 'C', x: 0 }), shotAtLastTurn: shot };
    const enemy = unit('e', 1, 'E', 'spearmen', { x: 0, y: enemyGapJt * JT, h: 270 });
    return state([rabble, enemy], [leader('L', 0, 'commander', { command: 'X', x: 0, y: -90, cp: 3 })], [command('X', 0, 'L')]);
  };
  it('1 normally; 2 with prone troops within bow range; 3 if they are being shot at', () => {
    expect(controlCost(mk(6), mk(6).leaders[0])).toBe(1);
    expect(controlCost(mk(5), mk(5).leaders[0])).toBe(2);
    expect(controlCost(mk(4), mk(4).leaders[0])).toBe(2);
    expect(controlCost(mk(6, true), mk(6, true).leaders[0])).toBe(3);
  });
  it('excluding the prone unit saves the extra cost (spec CMD-08 [INTERP])', () => {
    const s = mk(4);
    expect(controlCost(s, s.leaders[0], ['r'])).toBe(1);
  });
  it('CMD-04: Control (3) + Move (1) with 3 CPs is refused', () => {
    const s = mk(4, true);
    const l = { ...s.leaders[0], attachedTo: null };
    expect(allocationRefusals(s, l, [{ kind: 'control' }, { kind: 'move', double: false, to: { x: 0, y: 0 } }]).map((r) => r.rule)).toEqual(['CMD-04']);
    expect(allocationRefusals(s, l, [{ kind: 'control' }])).toEqual([]);
  });
});

describe('CMD allocation actions (p.20), T-19, T-20, T-50', () => {
  const s = state([unit('u', 0, 'X', 'spearmen', { x: 0 }), unit('el', 0, 'X', 'elephantIndian', { kind: 'special', x: 3 * JT }), { ...unit('rt', 0, 'X', 'spearmen', { x: 6 * JT }), status: { ...unit('z', 0, 'X', 'spearmen').status, routing: true } }],
    [leader('L', 0, 'commander', { command: 'X', x: 0, y: -90, cp: 3 })], [command('X', 0, 'L')]);
  const L = s.leaders[0];
  const move = (toJt: number, double = false) => ({ kind: 'move' as const, double, to: { x: L.x + toJt * JT, y: L.y } });
  it('MOV-K9: a mounted leader moves 5 JT for 1 CP, 10 JT for 2', () => {
    expect(allocationRefusals(s, L, [move(5)])).toEqual([]);
    expect(allocationRefusals(s, L, [move(7)]).map((r) => r.rule)).toEqual(['MOV-K9']);
    expect(allocationRefusals(s, L, [move(7, true)])).toEqual([]);
    expect(actionCost(s, L, move(7, true))).toBe(2);
  });
  it('MOV-K9: a leader on foot moves 1 JT per Move action (spec A12)', () => {
    const f = { ...L, mounted: false };
    expect(allocationRefusals(s, f, [move(1)])).toEqual([]);
    expect(allocationRefusals(s, f, [move(1.5)]).map((r) => r.rule)).toEqual(['MOV-K9']);
    expect(allocationRefusals(s, f, [move(1.5, true)])).toEqual([]);
  });
  it('CMD-08: an attached leader detaches to move, never from a routing unit', () => {
    expect(allocationRefusals(s, { ...L, attachedTo: 'u' }, [move(1)]).map((r) => r.rule)).toEqual(['CMD-08']);
    expect(allocationRefusals(s, { ...L, attachedTo: 'u' }, [{ ...move(1), detach: true }])).toEqual([]);
    expect(allocationRefusals(s, { ...L, attachedTo: 'rt' }, [{ ...move(1), detach: true }]).map((r) => r.rule)).toEqual(['CMD-08']);
  });
  it('T-19: inspiring while attached to an Elephant is refused', () => {
    expect(allocationRefusals(s, { ...L, attachedTo: 'el' }, [{ kind: 'inspire' }]).map((r) => r.rule)).toEqual(['CMD-08']);
    expect(allocationRefusals(s, { ...L, attachedTo: 'u' }, [{ kind: 'inspire' }])).toEqual([]);
  });
  it('costs: Direct Shooting 1, Steady 3, Inspire 2, Orders 2 (only with the orders module, CMD-40)', () => {
    expect([actionCost(s, L, { kind: 'directShooting' }), actionCost(s, L, { kind: 'steady', mode: 'removeDps' }), actionCost(s, L, { kind: 'inspire' }), actionCost(s, L, { kind: 'orders', role: 'give', other: 'x' })]).toEqual([1, 3, 2, 2]);
    expect(allocationRefusals(s, L, [{ kind: 'orders', role: 'give', other: 'x' }]).map((r) => r.rule)).toEqual(['CMD-40']);
    expect(allocationRefusals(s, L, [{ kind: 'orders', role: 'give', other: 'x' }], { leaderRallyCost: 3, ordersModule: true })).toEqual([]);
  });
  it('T-20: with nothing allocated a leader controls, if he can afford it', () => {
    expect(defaultAllocation(s, L)).toEqual([{ kind: 'control' }]);
    expect(defaultAllocation(s, { ...L, cp: 0 })).toEqual([]);
  });
});

describe('CMD-10 control status (p.21)', () => {
  const s = state([unit('near', 0, 'X', 'spearmen', { x: 0 }), unit('far', 0, 'X', 'spearmen', { x: 8 * JT }), unit('other', 0, 'Y', 'spearmen', { x: 2 * JT })],
    [leader('L', 0, 'commander', { command: 'X', x: 0, y: -90 }), leader('M', 0, 'commander', { command: 'Y', x: 40 * JT, y: -90 })], [command('X', 0, 'L'), command('Y', 0, 'M')]);
  it('units in the reach of a leader of their chain who spent Control are controlled', () => {
    expect(controlledUnits(s, 0, [{ leader: 'L', actions: [{ kind: 'control' }] }, { leader: 'M', actions: [] }])).toEqual(['near']);
    expect(controlledUnits(s, 0, [{ leader: 'L', actions: [{ kind: 'inspire' }] }, { leader: 'M', actions: [] }])).toEqual([]);
    expect(controlledUnits(s, 0, [{ leader: 'L', actions: [{ kind: 'control', exclude: ['near'] }] }, { leader: 'M', actions: [] }])).toEqual([]);
  });
  it('a leader absent from the allocations controls by default (CMD-04)', () => {
    expect(controlledUnits(s, 0, [{ leader: 'M', actions: [] }])).toEqual(['near']);
  });
});

describe('MOR-06 / MOR-22 Steady (p.20, p.26), spec A1 and A2', () => {
  const s = state([unit('a', 0, 'X', 'spearmen', { x: 0, dps: 3 }), unit('b', 0, 'X', 'spearmen', { x: JT, dps: 1 }), unit('c', 0, 'X', 'spearmen', { x: 5 * JT, dps: 3 }), unit('d', 0, 'X', 'spearmen', { x: 1.5 * JT, shaken: true })],
    [leader('L', 0, 'commander', { command: 'X', x: 0, y: -90 })], [command('X', 0, 'L')]);
  it('removes 2 DPs from every unshaken unit of his within 1 JT of him, no chain (CMD-07)', () => {
    const r = steady(s, s.leaders[0], { kind: 'steady', mode: 'removeDps' });
    expect(r.units.map((u) => u.dps)).toEqual([1, 0, 3, 0]);
    expect(r.riskRolls).toBe(0);
  });
  it('rallies one shaken unit to 3 DPs; the cost is 3 CPs, or 2 under the p.26 reading', () => {
    const r = steady(s, s.leaders[0], { kind: 'steady', mode: 'rally', unit: 'd' });
    expect([r.units[3].shaken, r.units[3].dps]).toEqual([false, 3]);
    expect(actionCost(s, s.leaders[0], { kind: 'steady', mode: 'rally', unit: 'd' })).toBe(3);
    expect(actionCost(s, s.leaders[0], { kind: 'steady', mode: 'rally', unit: 'd' }, { leaderRallyCost: 2, ordersModule: false })).toBe(2);
    expect(allocationRefusals(s, s.leaders[0], [{ kind: 'steady', mode: 'rally', unit: 'c' }]).map((x) => x.rule)).toEqual(['MOR-22']);
  });
  it('CMD-50: steadying a unit within 1 JT of the enemy calls for a risk roll', () => {
    const t = { ...s, units: [...s.units, unit('e', 1, 'E', 'spearmen', { x: -JT, y: JT, h: 270 })] };
    expect(steady(t, t.leaders[0], { kind: 'steady', mode: 'removeDps' }).riskRolls).toBe(1);
  });
});
