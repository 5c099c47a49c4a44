// Morale (MOR-01..24, MOR-C0..C13, MOR-S1..S3, p.25–26) on hand-built positions.
import { describe, expect, it } from 'vitest';
import { addDps, breakUnit, burstThroughDps, capacity, criticalEffect, evadeDps, fatigueDps, fearsomeDps, flankRearChargeDps, friendlyLossDps, leaderDetachDps, obstacleDps, rallyStep, rampageEnds, recoveryRemoval, specialCritical, surpriseDps } from '../../../src/rules/civbel/morale';
import { recovery } from '../../../src/rules/civbel/sequence';
import { DEPTH, JT, leader, state, unit } from './helpers';
import { checkFormation } from '../../../src/rules/civbel/posed-formations';

const sp = (o: Parameters<typeof unit>[4] = {}) => unit('u', 0, 'X', 'spearmen', o);
const add = (u: ReturnType<typeof unit>, n: number, cause: Parameters<typeof addDps>[2]) => addDps(u, n, cause).unit;

describe('MOR-01, MOR-02 capacity and the shaken threshold (p.25), T-25', () => {
  it('capacity 5 exceptional, 4 high or average, 3 poor; a Legion its highest sub-unit', () => {
    expect(['exceptional', 'high', 'average', 'poor'].map((m) => capacity({ morale: [m as never] }))).toEqual([5, 4, 4, 3]);
    expect(capacity({ morale: ['average', 'average', 'exceptional'] })).toBe(5);
  });
  it('T-25: the DP beyond capacity shakes', () => {
    expect(add(sp({ dps: 4 }), 1, 'combat').shaken).toBe(true);
    expect(add(sp({ dps: 5, morale: ['exceptional'] }), 1, 'combat').shaken).toBe(true);
    expect(add(sp({ dps: 4, morale: ['exceptional'] }), 1, 'combat')).toMatchObject({ shaken: false, dps: 5 });
    expect(add(sp({ dps: 3, morale: ['poor'] }), 1, 'combat').shaken).toBe(true);
    const legion = sp({ dps: 5, morale: ['average', 'exceptional'], kind: 'legion', n: 6, subs: [0, 0, 0, 1, 1, 1] });
    expect(add(legion, 1, 'combat').shaken).toBe(true);
    expect(add({ ...legion, dps: 4 }, 1, 'combat')).toMatchObject({ shaken: false, dps: 5 });
  });
  it('MOR-03: a unit that breaks is shaken whatever its DPs', () => {
    expect(breakUnit(sp({ dps: 0 })).shaken).toBe(true);
  });
});

describe('MOR-10, MOR-12, MOR-13 shaken units and casualties (p.26), T-26, T-27', () => {
  it('T-26: a shaken unit of 4 stands loses a stand per combat, morale or obstacle DP, none for shooting', () => {
    const u = sp({ n: 4, shaken: true });
    expect(add(u, 2, 'combat').stands.length).toBe(2);
    expect(add(u, 2, 'shooting').stands.length).toBe(4);
    expect(add(u, 2, 'movement').stands.length).toBe(4);
    expect(add(u, 1, 'morale').stands.length).toBe(3);
    expect(add(u, 1, 'obstacle').stands.length).toBe(3);
  });
  it('T-27: an average unit with 3 DPs takes 3: shaken with one casualty from combat, none from shooting', () => {
    const c = add(sp({ n: 4, dps: 3 }), 3, 'combat');
    expect([c.shaken, c.stands.length]).toEqual([true, 3]);
    const s = add(sp({ n: 4, dps: 3 }), 3, 'shooting');
    expect([s.shaken, s.stands.length]).toEqual([true, 4]);
  });
  it('MOR-12/13: the default casualty is the rear of the largest sub-unit; the owner may choose; no stands left: destroyed', () => {
    const legion = sp({ kind: 'legion', n: 5, subs: [0, 0, 1, 1, 1], shaken: true });
    expect(addDps(legion, 1, 'combat').events.map((e) => e.stand)).toEqual(['u.4']);
    expect(addDps(legion, 1, 'combat', ['u.0']).events.map((e) => e.stand)).toEqual(['u.0']);
    const r = addDps(sp({ n: 1, shaken: true }), 2, 'combat');
    expect([r.unit.destroyed, r.events.map((e) => e.t)]).toEqual([true, ['casualty', 'destroyed']]);
  });
  it('MOR-12 (formation valid afterwards, FRM-04): a Line of ranks 4 and 4 loses its rear stand, then the front rank\'s end stand, never leaving 4 and 2', () => {
    // Spearmen facing +y: front rank y = 0, rear rank one stand depth behind, stands listed front rank first.
    const ranks = (ws: number[]) => {
      const u = sp({ n: ws.reduce((a, w) => a + w, 0), shaken: true });
      let k = 0;
      const stands = ws.flatMap((w, r) => Array.from({ length: w }, (_, i) => ({ ...u.stands[0], id: `u.${k++}`, x: i * JT, y: -r * DEPTH })));
      return { ...u, stands };
    };
    const rowsOf = (u: ReturnType<typeof sp>) => [...new Set(u.stands.map((s) => s.y))].sort((a, b) => b - a).map((y) => u.stands.filter((s) => s.y === y).length);
    const two = ranks([4, 4]);
    expect(checkFormation(two).ok).toBe(true);
    const r = addDps(two, 2, 'combat');
    expect(r.events.map((e) => e.stand)).toEqual(['u.7', 'u.3']);
    expect(rowsOf(r.unit)).toEqual([3, 3]);
    expect(checkFormation(r.unit).ok).toBe(true);
    // The first choice is kept whenever it leaves the Line sound: 4 and 3 from 4 and 4.
    expect(addDps(two, 1, 'combat').events.map((e) => e.stand)).toEqual(['u.7']);
    // Three ranks of 3: the rear, then the middle rank's end (3, 2, 2), not 3, 3, 1.
    const three = ranks([3, 3, 3]);
    const t = addDps(three, 2, 'combat');
    expect(t.events.map((e) => e.stand)).toEqual(['u.8', 'u.5']);
    expect(rowsOf(t.unit)).toEqual([3, 2, 2]);
    expect(checkFormation(t.unit).ok).toBe(true);
  });
  it('MOR-S1: Special Troop stands take no DPs', () => {
    expect(addDps(unit('el', 0, 'X', 'elephantIndian', { kind: 'special' }), 3, 'combat').events).toEqual([]);
  });
});

describe('MOR-05 DP removal in the Recovery Phase (p.25), T-28', () => {
  const mk = (grade: 'A' | 'B' | 'C', enemyGapJt: number, o: { shot?: boolean; moved?: boolean; shaken?: boolean; combat?: boolean } = {}) => {
    const u = sp({ grade, dps: 3, shaken: o.shaken });
    const me = { ...u, turn: { ...u.turn, shotAt: !!o.shot, moved: !!o.moved }, status: { ...u.status, inCombat: !!o.combat } };
    const s = state([me, unit('e', 1, 'E', 'spearmen', { x: 0, y: enemyGapJt * JT, h: 270 })]);
    return recovery(s).state.units[0].dps;
  };
  it('A: 1, +1 when not shot at and beyond 1 JT; B: 1; C: 1 only when not shot at and beyond 1 JT', () => {
    expect(mk('A', 3)).toBe(1);
    expect(mk('A', 3, { shot: true })).toBe(2);
    expect(mk('B', 3)).toBe(2);
    expect(mk('B', 0.5, { shot: true })).toBe(2);
    expect(mk('C', 3, { shot: true })).toBe(3);
    expect(mk('C', 0.8)).toBe(3);
    expect(mk('C', 2)).toBe(2);
  });
  it('a unit that moved, is shaken or is in combat removes nothing', () => {
    expect(mk('A', 3, { moved: true })).toBe(3);
    expect(mk('A', 3, { combat: true })).toBe(3);
    expect(recoveryRemoval({ ...sp({ dps: 3, shaken: true }) }, false)).toBe(0);
  });
});

describe('MOR-20, MOR-21, MOR-23 rallying (p.26), T-29', () => {
  const shaken = sp({ shaken: true });
  const rally = (enemy: ReturnType<typeof unit>, cameWithin = false) => {
    const me = { ...shaken, turn: { ...shaken.turn, enemyCameWithinBow: cameWithin } };
    return recovery(state([me, enemy])).state.units[0];
  };
  it('halted all turn with every non-broken enemy beyond bow range: unshaken with 3 DPs', () => {
    expect(rally(unit('e', 1, 'E', 'spearmen', { y: 6 * JT, h: 270 }))).toMatchObject({ shaken: false, dps: 3 });
  });
  it('an enemy within bow range (5 JT exactly) stops it and it must withdraw (MOR-21)', () => {
    const r = rally(unit('e', 1, 'E', 'spearmen', { y: 5 * JT, h: 270 }));
    expect([r.shaken, r.status.mustWithdraw]).toEqual([true, true]);
    expect(rally(unit('e', 1, 'E', 'spearmen', { y: 6 * JT, h: 270 }), true).status.mustWithdraw).toBe(true);
  });
  it('MOR-23: a routing enemy at 3 JT does not stop it', () => {
    const e = unit('e', 1, 'E', 'spearmen', { y: 3 * JT, h: 270 });
    expect(rally({ ...e, status: { ...e.status, routing: true } }).shaken).toBe(false);
  });
  it('an unshaken unit has nothing to rally from', () => {
    const u = sp({ dps: 1 });
    expect(rallyStep(u, false)).toBe(u);
  });
  it('a unit that moved does not rally this turn', () => {
    expect(rallyStep({ ...shaken, turn: { ...shaken.turn, moved: true } }, false).shaken).toBe(true);
  });
});

describe('MOR-C1, MOR-C2, MOR-C3, MOR-08 friendly units lost or retiring (p.25), T-30', () => {
  const obs = sp({ grade: 'B' });
  const f = (id: string, type: Parameters<typeof unit>[3], grade: 'A' | 'B' | 'C') => unit(id, 0, 'X', type, { grade });
  it('T-30', () => {
    expect(friendlyLossDps(obs, f('sk', 'skirmishers', 'A'), ['broken'], true).dps).toBe(1);
    expect(friendlyLossDps(obs, f('c', 'spearmen', 'C'), ['broken'], true).dps).toBe(1);
    expect(friendlyLossDps(obs, f('a', 'swordsmen', 'A'), ['destroyed'], true).dps).toBe(2);
    expect(friendlyLossDps(obs, f('hc', 'heavyCavalry', 'B'), ['retired'], true).dps).toBe(1);
    expect(friendlyLossDps(obs, f('hc', 'heavyCavalry', 'B'), ['retired', 'broken'], true).dps).toBe(2);
    expect(friendlyLossDps(obs, f('c', 'spearmen', 'C'), ['retired'], true).dps).toBe(0);
    expect(friendlyLossDps(obs, f('a', 'swordsmen', 'A'), ['destroyed'], false).dps).toBe(0);
  });
  it('once per observer and lost unit, when its rout passes within bow range later (spec A13)', () => {
    const first = friendlyLossDps(obs, f('b', 'spearmen', 'B'), ['broken'], true);
    expect(first).toEqual({ dps: 2, lossesSeen: ['b'] });
    expect(friendlyLossDps({ ...obs, lossesSeen: first.lossesSeen }, f('b', 'spearmen', 'B'), ['broken'], true).dps).toBe(0);
  });
  it('special stands neither cause nor take them (spec A17)', () => {
    expect(friendlyLossDps(obs, unit('el', 0, 'X', 'elephantIndian', { kind: 'special' }), ['destroyed'], true).dps).toBe(0);
  });
});

describe('the other causes of DPs (p.25–26)', () => {
  const hc = unit('hc', 0, 'X', 'heavyCavalry');
  it('MOR-C4, T-31: cavalry coming within 1 JT of Elephants, once per approach, unless the army has Elephants; camels against horse', () => {
    const first = fearsomeDps(hc, true, { what: 'elephants', ownArmyHasThem: false });
    expect(first).toEqual({ dps: 1, nearFearsome: true });
    expect(fearsomeDps({ ...hc, nearFearsome: true }, true, { what: 'elephants', ownArmyHasThem: false }).dps).toBe(0);
    const away = fearsomeDps({ ...hc, nearFearsome: true }, false, { what: 'elephants', ownArmyHasThem: false });
    expect(fearsomeDps({ ...hc, nearFearsome: away.nearFearsome }, true, { what: 'elephants', ownArmyHasThem: false }).dps).toBe(1);
    expect(fearsomeDps(hc, true, { what: 'elephants', ownArmyHasThem: true }).dps).toBe(0);
    expect(fearsomeDps(hc, true, { what: 'camels', ownArmyHasThem: false }).dps).toBe(1);
    expect(fearsomeDps({ ...hc, camel: true }, true, { what: 'camels', ownArmyHasThem: false }).dps).toBe(0);
    expect(fearsomeDps(sp(), true, { what: 'elephants', ownArmyHasThem: false }).dps).toBe(0);
  });
  it('MOR-C10, MOR-C11, MOR-C12: surprise 1, obstacles up to 4, evade 1, burst through 2 (1 for a Legion opening lanes), T-35', () => {
    expect([surpriseDps(), obstacleDps(6), obstacleDps(2), evadeDps(), burstThroughDps(false), burstThroughDps(true)]).toEqual([1, 4, 2, 1, 2, 1]);
  });
  it('MOR-C9: 1–2 fatigue DPs, none at 3 or more', () => {
    expect([fatigueDps(sp({ dps: 2 }), 3), fatigueDps(sp({ dps: 2 }), 1), fatigueDps(sp({ dps: 3 }), 2)]).toEqual([2, 1, 0]);
  });
  it('MOR-C7: the only attached leader leaving a unit in combat', () => {
    const u = { ...sp(), status: { ...sp().status, inCombat: true } };
    const s = state([u], [leader('a', 0, 'commander', { attachedTo: 'u' })]);
    expect(leaderDetachDps(s, u, 'a')).toBe(1);
    expect(leaderDetachDps({ ...s, leaders: [...s.leaders, leader('b', 0, 'general', { attachedTo: 'u' })] }, u, 'a')).toBe(0);
    expect(leaderDetachDps(s, sp(), 'a')).toBe(0);
  });
  it('T-33 / MOR-C13: a charge from behind the front line of a unit in line that cannot turn: 2, 1 if unformed chargers', () => {
    const line = sp({ n: 3 });
    expect(flankRearChargeDps(line, { x: -3 * JT, y: -100 }, false, false)).toBe(2);
    expect(flankRearChargeDps(line, { x: -3 * JT, y: 0 }, false, false)).toBe(2);
    expect(flankRearChargeDps(line, { x: -3 * JT, y: -100 }, false, true)).toBe(1);
    expect(flankRearChargeDps(line, { x: -3 * JT, y: 1 }, false, false)).toBe(0);
    expect(flankRearChargeDps(line, { x: -3 * JT, y: -100 }, true, false)).toBe(0);
    expect(flankRearChargeDps({ ...line, formation: 'unformed' }, { x: 0, y: -500 }, false, false)).toBe(0);
  });
});

describe('MOR-S1, MOR-S2, MOR-S3 special troops (p.26), T-34, T-35', () => {
  it('T-34', () => {
    expect([specialCritical(1, true), specialCritical(4, true)]).toEqual([true, false]);
    expect(criticalEffect('elephantIndian', 3)).toBe('rampage');
    expect(specialCritical(2, false)).toBe(true);
    expect(criticalEffect('artillery', 6)).toBe('destroyed');
    expect(criticalEffect('scythedChariot', 3)).toBe('destroyed');
    expect(specialCritical(3, false)).toBe(false);
    expect(specialCritical(2, true)).toBe(false);
  });
  it('MOR-S2: the critical-hit table', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => criticalEffect('artillery', d))).toEqual(Array(6).fill('destroyed'));
    expect([1, 2, 3, 4, 5, 6].map((d) => criticalEffect('scythedChariot', d))).toEqual(['destroyed', 'destroyed', 'destroyed', 'rampage', 'rampage', 'rampage']);
    expect([1, 2, 3, 4, 5, 6].map((d) => criticalEffect('elephantAfrican', d))).toEqual(['destroyed', 'destroyed', 'rampage', 'rampage', 'rampage', 'rampage']);
  });
  it('T-35 / MOR-S3: before each later rampage move 4–6 destroys the stand', () => {
    expect([1, 2, 3, 4, 5, 6].map(rampageEnds)).toEqual([false, false, false, true, true, true]);
  });
});
