// One player's half of the Command Phase (SEQ-03 phase 1): allocations, leader moves,
// Steady with its risk rolls, control status, then control tests right to left.
import { describe, expect, it } from 'vitest';
import { commandPhase, type CommandPhaseInput } from '../../../src/rules/civbel/command-phase';
import { DEFAULT_COMMAND_OPTIONS } from '../../../src/rules/civbel/command';
import { describeEvent } from '../../../src/rules/civbel/describe';
import { JT, command, leader, state, unit } from './helpers';

const input = (o: Partial<CommandPhaseInput> = {}): CommandPhaseInput => ({ allocations: [], stop: [], visibleEnemy: () => true, seesReachableBaggage: () => false, ...o });
const run = (s: ReturnType<typeof state>, i: CommandPhaseInput, rolls: number[]) => {
  const r = commandPhase(s, 0, i, rolls, DEFAULT_COMMAND_OPTIONS);
  if (!r.ok) throw new Error(JSON.stringify(r.refusals));
  return r;
};
const u = (r: ReturnType<typeof run>, id: string) => r.state.units.find((x) => x.id === id)!;

describe('CMD-20 control tests in the Command Phase, right to left (SEQ-04)', () => {
  // near: next to the Commander; far1 at 10 JT, far2 at 20 JT (player 0: +x is his right).
  const s = state([unit('near', 0, 'X', 'spearmen'), unit('far1', 0, 'X', 'spearmen', { x: 10 * JT }), unit('far2', 0, 'X', 'spearmen', { x: 20 * JT })],
    [leader('L', 0, 'commander', { command: 'X', y: -90 })], [command('X', 0, 'L')]);
  it('only troops out of reach test, the rightmost first; controlled troops are marked so for the turn', () => {
    const r = run(s, input(), [1, 3]);
    expect(r.diceUsed).toBe(2);
    expect(r.events.filter((e) => e.t === 'controlTest').map((e) => [e.unit, e.value, e.outcome])).toEqual([['far2', 1, 'halted'], ['far1', 3, 'asWished']]);
    expect([u(r, 'near').turn.controlled, u(r, 'far1').turn.controlled, u(r, 'far2').turn.controlled]).toEqual([true, true, false]);
    expect(u(r, 'far2').status.halted).toBe(true);
  });
  it('with no Control allocated everyone tests', () => {
    expect(run(s, input({ allocations: [{ leader: 'L', actions: [] }] }), [3, 3, 3]).diceUsed).toBe(3);
  });
  it('CMD-22: an A Grade unit rolls the AvD: a 6 is not one of its faces', () => {
    const t = state([unit('a', 0, 'X', 'spearmen', { grade: 'A', x: 10 * JT })], [leader('L', 0, 'commander', { command: 'X', y: -90 })], [command('X', 0, 'L')]);
    expect(() => run(t, input(), [6])).toThrow(/AvD/);
    expect(run(t, input(), [4]).events[0]).toMatchObject({ die: 'AvD', outcome: 'asWished' });
  });
  it('CMD-04: an allocation beyond the leader\'s points is refused, naming the rule', () => {
    const r = commandPhase(s, 0, input({ allocations: [{ leader: 'L', actions: [{ kind: 'control' }, { kind: 'inspire' }, { kind: 'directShooting' }] }] }), [], DEFAULT_COMMAND_OPTIONS);
    expect(r.ok ? [] : r.refusals.map((x) => x.rule)).toEqual(['CMD-04']);
  });
  it('CMD-10: reach is judged after the leader\'s move; attaching needs him within 1 JT of the unit', () => {
    const r = run(s, input({ allocations: [{ leader: 'L', actions: [{ kind: 'control' }, { kind: 'move', double: true, to: { x: 10 * JT, y: -90 }, detach: false, attach: 'far1' }] }] }), [2, 2]);
    expect(r.events.filter((e) => e.t === 'controlTest').map((e) => e.unit)).toEqual(['far2', 'near']);
    expect(u(r, 'far1').turn.controlled).toBe(true);
    expect(r.state.leaders[0].attachedTo).toBe('far1');
    const bad = commandPhase(s, 0, input({ allocations: [{ leader: 'L', actions: [{ kind: 'move', double: false, to: { x: 0, y: -90 }, attach: 'far1' }] }] }), [], DEFAULT_COMMAND_OPTIONS);
    expect(bad.ok ? [] : bad.refusals.map((x) => x.rule)).toEqual(['CMD-08']);
  });
});

describe('the Command Phase\'s other steps', () => {
  it('MOR-C7: the only leader detaching from a unit in combat costs it 1 DP', () => {
    const inCombat = unit('c', 0, 'X', 'spearmen');
    const s = state([{ ...inCombat, status: { ...inCombat.status, inCombat: true } }], [leader('L', 0, 'commander', { command: 'X', attachedTo: 'c', y: -90 })], [command('X', 0, 'L')]);
    const r = run(s, input({ allocations: [{ leader: 'L', actions: [{ kind: 'move', double: false, to: { x: 0, y: -90 - JT }, detach: true }] }] }), [3]);
    expect([u(r, 'c').dps, r.state.leaders[0].attachedTo]).toEqual([1, null]);
  });
  it('CMD-08 with MOR-C7: a leader riding to join a unit that an earlier detaching DP destroyed moves, and stays on his own', () => {
    // A shaken one-stand unit in combat: the General's leaving costs it a DP, a casualty (MOR-12) that destroys it.
    const base = unit('v', 0, 'X', 'skirmishers', { shaken: true });
    const v = { ...base, status: { ...base.status, inCombat: true } };
    const s = state([v, unit('w', 0, 'X', 'spearmen', { x: 10 * JT })],
      [leader('G', 0, 'general', { attachedTo: 'v', y: -90 }), leader('L', 0, 'commander', { command: 'X', x: 10 * JT, y: -90 })], [command('X', 0, 'L')]);
    const r = run(s, input({ allocations: [
      { leader: 'G', actions: [{ kind: 'move', double: true, to: { x: 10 * JT, y: -90 }, detach: true, attach: 'w' }] },
      { leader: 'L', actions: [{ kind: 'move', double: true, to: { x: 0, y: -90 }, detach: false, attach: 'v' }] },
    ] }), [3, 3, 3]);
    expect(u(r, 'v').destroyed).toBe(true);
    expect(r.state.leaders.map((l) => [l.id, l.attachedTo, l.x])).toEqual([['G', 'w', 10 * JT], ['L', null, 0]]);
    const lost = r.events.filter((e) => e.t === 'attachLost');
    expect(lost).toEqual([{ t: 'attachLost', rule: 'CMD-08', leader: 'L', unit: 'v' }]);
    expect([describeEvent(lost[0], 'en'), describeEvent(lost[0], 'fr')]).toEqual([
      'a leader can no longer join a unit: he stays on his own where he ended (rule: Command Point Allocation, p.20)',
      'un chef ne peut plus se joindre à une unité : il reste seul là où il s\'est arrêté (règle : Répartition des points de commandement, p. 20)',
    ]);
  });
  it('CMD-50/51: steadying a unit within 1 JT of the enemy: a 1 is a Hit, then 2 costs him 2 CPs', () => {
    const s = state([unit('a', 0, 'X', 'spearmen', { dps: 3 }), unit('e', 1, 'E', 'spearmen', { y: JT, h: 270 })], [leader('L', 0, 'commander', { command: 'X', y: -90, cp: 3 })], [command('X', 0, 'L')]);
    const r = run(s, input({ allocations: [{ leader: 'L', actions: [{ kind: 'steady', mode: 'removeDps' }] }] }), [1, 2, 3]);
    expect([u(r, 'a').dps, r.state.leaders[0].cp]).toEqual([1, 1]);
    expect(r.events.filter((e) => e.t === 'risk').map((e) => e.rule)).toEqual(['CMD-51']);
  });
  it('CMD-23: an inspiring leader within 1 JT turns a 2 into "as the player wishes"', () => {
    const s = state([unit('a', 0, 'X', 'spearmen')], [leader('L', 0, 'commander', { command: 'X', y: -90 })], [command('X', 0, 'L')]);
    const r = run(s, input({ allocations: [{ leader: 'L', actions: [{ kind: 'inspire' }] }] }), [2]);
    expect(r.events[0]).toMatchObject({ score: 3, outcome: 'asWished' });
    expect(u(r, 'a').turn.controlled).toBe(true);
  });
  it('CMD-31: an uncontrolled Shock Infantry unit on a 2 advances spontaneously', () => {
    const s = state([unit('sh', 0, 'X', 'shockInfantry', { x: 10 * JT })], [leader('L', 0, 'commander', { command: 'X', y: -90 })], [command('X', 0, 'L')]);
    expect(u(run(s, input(), [2]), 'sh').status.spontaneous).toBe(true);
    expect(u(run(s, input({ visibleEnemy: () => false }), [2]), 'sh').status.halted).toBe(true);
  });
  it('CMD-21, CMD-35: a controlled pursuer told to stop tests; one seeing reachable baggage loots on anything but 3–4', () => {
    const p = unit('p', 0, 'X', 'heavyCavalry');
    const s = state([{ ...p, status: { ...p.status, pursuing: true } }], [leader('L', 0, 'commander', { command: 'X', y: -90 })], [command('X', 0, 'L')]);
    expect(run(s, input(), []).diceUsed).toBe(0);
    expect(u(run(s, input({ stop: ['p'] }), [2]), 'p').status.pursuing).toBe(false);
    expect(u(run(s, input({ stop: ['p'] }), [1]), 'p').status.pursuing).toBe(true);
    const looting = u(run(s, input({ seesReachableBaggage: () => true }), [5]), 'p');
    expect([looting.status.looting, looting.status.pursuing]).toEqual([true, false]);
    expect(u(run(s, input({ seesReachableBaggage: () => true }), [2]), 'p').status.looting).toBe(false);
  });
});
