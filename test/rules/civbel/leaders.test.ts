// Risk to leaders and the loss of leaders (CMD-02, CMD-50..56, p.22–23).
import { describe, expect, it } from 'vitest';
import { applyHit, contactedByEnemy, fateOnDestruction, hitEffect, isHit, loseLeader, mayBeShotAt, messengerKilled, riskRolls } from '../../../src/rules/civbel/leaders';
import { leaderLossDps } from '../../../src/rules/civbel/morale';
import { controlledUnits } from '../../../src/rules/civbel/command';
import { JT, command, contingent, leader, state, unit } from './helpers';

describe('CMD-50, CMD-51 risk to leaders (p.22–23), T-21, T-22', () => {
  it('CMD-50: one roll per shooting or combat resolution with DPs, one per casualty, one for steadying near the enemy', () => {
    expect(riskRolls({ kind: 'shooting', dps: 2 })).toBe(1);
    expect(riskRolls({ kind: 'shooting', dps: 0 })).toBe(0);
    expect(riskRolls({ kind: 'combat', dps: 3 })).toBe(1);
    expect(riskRolls({ kind: 'casualties', count: 2 })).toBe(2);
    expect(riskRolls({ kind: 'steadyNearEnemy' })).toBe(1);
  });
  it('a 1 is a Hit; the second roll: ≤1 killed, 2–3 lose 2 CPs, 4–6 lose 1', () => {
    expect([1, 2, 3, 4, 5, 6].map(isHit)).toEqual([true, false, false, false, false, false]);
    expect([1, 2, 3, 4, 5, 6].map((d) => hitEffect(d, false))).toEqual(['killed', 'loseTwo', 'loseTwo', 'loseOne', 'loseOne', 'loseOne']);
  });
  it('T-21: a 3-CP leader hit, second roll 3: 1 CP left; from combat while inspiring, 2 → 1 → killed', () => {
    const l = leader('l', 0, 'commander', { cp: 3 });
    expect(applyHit(l, hitEffect(3, false)).cp).toBe(1);
    expect(hitEffect(2, true)).toBe('killed');
    expect(hitEffect(4, true)).toBe('loseTwo');
    expect(applyHit(l, hitEffect(2, true))).toMatchObject({ alive: false, fate: 'killed' });
  });
  it('T-22: a 2-CP leader losing 2 CPs falls to 0 and is killed', () => {
    expect(applyHit(leader('l', 0, 'general', { cp: 2 }), 'loseTwo')).toMatchObject({ cp: 0, alive: false, fate: 'killed' });
    expect(applyHit(leader('l', 0, 'general', { cp: 2 }), 'loseOne')).toMatchObject({ cp: 1, alive: true });
  });
  it('CMD-52, T-24: a messenger hit is killed with no second roll', () => {
    expect([messengerKilled(1), messengerKilled(2)]).toEqual([true, false]);
  });
});

describe('CMD-53, CMD-54 detached leaders (p.23), T-43', () => {
  const s = state([unit('f', 0, 'X', 'spearmen', { x: 0 })], [leader('near', 0, 'general', { x: 0, y: -180 - 0.8 * JT - 60 }), leader('far', 0, 'general', { x: 0, y: -3 * JT }), leader('with', 0, 'commander', { attachedTo: 'f', x: 0, y: -90 })]);
  it('CMD-53: may be shot at only when detached and beyond javelin range of friends', () => {
    expect(s.leaders.map((l) => mayBeShotAt(s, l))).toEqual([false, true, false]);
  });
  it('T-43: enemy cavalry captures him 3 JT from friends; 0.8 JT from a friend he joins it; infantry makes him withdraw', () => {
    expect(contactedByEnemy(s, s.leaders[1], true)).toEqual({ kind: 'captured' });
    expect(contactedByEnemy(s, s.leaders[0], true)).toEqual({ kind: 'joins', unit: 'f' });
    expect(contactedByEnemy(s, s.leaders[1], false)).toEqual({ kind: 'withdraws' });
  });
});

describe('CMD-55, CMD-56 and CMD-02 the loss of leaders (p.19, p.23), T-23', () => {
  const units = [unit('shaken', 0, 'X', 'spearmen', { grade: 'A', shaken: true }), unit('cgrade', 0, 'X', 'spearmen', { grade: 'C' }), unit('bgrade', 0, 'X', 'spearmen', { grade: 'B' })];
  it('CMD-55: 1–3 killed, 4 captured, 5–6 joins the nearest A or B unit neither shaken nor routing, else lost', () => {
    expect([1, 2, 3, 4].map((d) => fateOnDestruction(d, units).kind)).toEqual(['killed', 'killed', 'killed', 'captured']);
    expect(fateOnDestruction(5, units)).toEqual({ kind: 'escapes', joins: 'bgrade' });
    expect(fateOnDestruction(6, units.slice(0, 2))).toEqual({ kind: 'lost' });
  });
  it('T-23 / CMD-02: the General captured: the second-in-command becomes General; his units within bow range take 2 DPs', () => {
    const s = state([unit('near', 0, 'X', 'spearmen', { x: 0 }), unit('far', 0, 'X', 'spearmen', { x: 8 * JT }), unit('ally', 0, 'A', 'lightCavalry', { x: JT, nation: 'numidian' })],
      [leader('g', 0, 'general', { x: 0, y: -90 }), leader('two', 0, 'second'), leader('k', 0, 'commander', { command: 'X', x: 0, y: -90 }), leader('al', 0, 'contingent', { contingent: 'na' })],
      [command('X', 0, 'k'), command('A', 0, 'z', 'na', 'cavalry')], [contingent('na', 0, 'al', 'numidian', true)]);
    const g = s.leaders[0];
    expect(s.units.map((u) => leaderLossDps(s, u, g))).toEqual([2, 0, 0]);
    expect(s.units.map((u) => leaderLossDps(s, u, s.leaders[2]))).toEqual([1, 0, 0]);
    const after = loseLeader(s, 'g', 'captured');
    expect(after.find((l) => l.id === 'g')).toMatchObject({ alive: false, fate: 'captured' });
    expect(after.find((l) => l.id === 'two')!.rank).toBe('general');
    expect(loseLeader(s, 'k', 'killed').find((l) => l.id === 'two')!.rank).toBe('second');
  });
});

describe('MOR-C6 leaders lost, and CMD-56 who commands after them (p.19, p.25), T-32', () => {
  // Commander k of command X at the origin; X units at 4 JT and 6 JT; a Y unit at 4 JT;
  // an independent allied unit at 1 JT.
  const s = state(
    [unit('x4', 0, 'X', 'spearmen', { x: 4 * JT + 60 + 120 }), unit('x6', 0, 'X', 'spearmen', { x: -(6 * JT + 60 + 121) }), unit('y4', 0, 'Y', 'spearmen', { y: -(4 * JT + 60 + 90 - 180) - 180 }), unit('al', 0, 'A', 'lightCavalry', { x: JT, y: 400, nation: 'numidian' })],
    [leader('g', 0, 'general', { x: 0, y: -90 }), leader('k', 0, 'commander', { command: 'X', x: 0, y: -90 }), leader('m', 0, 'commander', { command: 'Y', x: 99 * JT }), leader('ac', 0, 'contingent', { contingent: 'na', nation: 'numidian' })],
    [command('X', 0, 'k'), command('Y', 0, 'm'), command('A', 0, 'z', 'na', 'cavalry')], [contingent('na', 0, 'ac', 'numidian', true)]);
  it('T-32: his own units within bow range +1, beyond it 0, another command 0; the General +2 to all he commands within bow range; independent allies 0', () => {
    const k = s.leaders[1], g = s.leaders[0];
    expect(s.units.map((u) => leaderLossDps(s, u, k))).toEqual([1, 0, 0, 0]);
    expect(s.units.map((u) => leaderLossDps(s, u, g))).toEqual([2, 0, 2, 0]);
  });
  it('CMD-56: a lost Commander controls nothing; his troops answer only to his superiors', () => {
    const x4 = s.units[0].stands[0].x;
    const t = { ...s, leaders: s.leaders.map((l) => (l.id === 'k' || l.id === 'g' ? { ...l, x: x4 } : l)) };
    const none = [{ leader: 'm', actions: [] }, { leader: 'ac', actions: [] }];
    expect(controlledUnits(t, 0, [...none, { leader: 'g', actions: [] }])).toEqual(['x4']);
    const after = { ...t, leaders: loseLeader(t, 'k', 'killed') };
    expect(controlledUnits(after, 0, [...none, { leader: 'g', actions: [] }])).toEqual([]);
    expect(controlledUnits(after, 0, none)).toEqual(['x4']);
  });
});
