// Control tests, spontaneous advance and looting (CMD-20..37, p.21).
import { describe, expect, it } from 'vitest';
import { baggageContact, becomesLooter, controlDie, controlTest, mustTestAnyway, spontaneousProne } from '../../../src/rules/civbel/control-test';
import { AVD_FACES } from '../../../src/rules/civbel/data/tables';
import { unit } from './helpers';

const withStatus = (u: ReturnType<typeof unit>, st: Partial<ReturnType<typeof unit>['status']>) => ({ ...u, status: { ...u.status, ...st } });
const spear = unit('s', 0, 'X', 'spearmen', { grade: 'B' });

describe('CMD-22 the control die (p.21), T-15', () => {
  it('AvD for Artillery and A Grade; D6 for others, Elephants included (spec A36)', () => {
    expect(controlDie(unit('a', 0, 'X', 'spearmen', { grade: 'A' }))).toBe('AvD');
    expect(controlDie(unit('art', 0, 'X', 'artillery', { kind: 'special' }))).toBe('AvD');
    expect(controlDie(spear)).toBe('D6');
    expect(controlDie(unit('el', 0, 'X', 'elephantIndian', { kind: 'special' }))).toBe('D6');
  });
  it('T-15: an A Grade unit and Artillery on AvD 2 halt', () => {
    expect(controlTest(unit('a', 0, 'X', 'spearmen', { grade: 'A' }), { die: 2, visibleEnemy: true }).outcome).toBe('halted');
    expect(controlTest(unit('art', 0, 'X', 'artillery', { kind: 'special' }), { die: 2, visibleEnemy: true }).outcome).toBe('halted');
  });
  it('T-44 / CMD-26: "act as the player wishes" is 2 in 6 on a D6, 4 in 6 on an AvD', () => {
    const wished = (faces: number[]) => faces.filter((d) => controlTest(spear, { die: d, visibleEnemy: false }).outcome === 'asWished').length;
    expect(wished([1, 2, 3, 4, 5, 6])).toBe(2);
    expect(wished([...AVD_FACES])).toBe(4);
  });
});

describe('CMD-20, CMD-23, CMD-25 results (p.21), T-14', () => {
  const moved = { ...spear, lastAction: 'move' as const };
  it('T-14: B Grade Spearmen that moved last turn: 3 as wished, 1 halted, 6 repeats the move', () => {
    expect(controlTest(moved, { die: 3, visibleEnemy: true }).outcome).toBe('asWished');
    expect(controlTest(moved, { die: 1, visibleEnemy: true }).outcome).toBe('halted');
    expect(controlTest(moved, { die: 6, visibleEnemy: true }).outcome).toBe('continue');
    expect(controlTest(moved, { die: 4, visibleEnemy: true }).band).toBe('asWished');
    expect(controlTest(moved, { die: 5, visibleEnemy: true }).band).toBe('high');
  });
  it('CMD-25: a unit halted last turn that "continues" stays halted', () => {
    expect(controlTest(spear, { die: 6, visibleEnemy: true }).outcome).toBe('halted');
  });
  it('CMD-23: +1 when charging; totals above 6 read as 5–6', () => {
    const r = controlTest(withStatus(moved, { charging: true }), { die: 6, visibleEnemy: true });
    expect([r.score, r.band, r.modifiers]).toEqual([7, 'high', [{ rule: 'CMD-23', value: 1, why: 'charging' }]]);
    expect(controlTest(withStatus(moved, { charging: true }), { die: 2, visibleEnemy: true }).outcome).toBe('asWished');
  });
  it('CMD-23: the optional +1 of an inspiring leader within 1 JT, taken when it helps (spec A8)', () => {
    expect(controlTest(moved, { die: 2, visibleEnemy: true, inspiringLeaderNear: true }).outcome).toBe('asWished');
    expect(controlTest(moved, { die: 4, visibleEnemy: true, inspiringLeaderNear: true }).score).toBe(4);
    expect(controlTest(moved, { die: 4, visibleEnemy: true, inspiringLeaderNear: true, inspirePolicy: 'always' }).outcome).toBe('continue');
    expect(controlTest(moved, { die: 2, visibleEnemy: true, inspiringLeaderNear: true, inspirePolicy: 'never' }).outcome).toBe('halted');
  });
});

describe('CMD-30, CMD-31 spontaneous advance (p.21), T-16', () => {
  const shock = unit('sh', 0, 'X', 'shockInfantry', { grade: 'B' });
  it('prone troops: Scythed Chariots; unshaken Shock Infantry, B/C Shock Cavalry, Rabble; not when pursuing or looting', () => {
    expect(spontaneousProne(shock)).toBe(true);
    expect(spontaneousProne(unit('sc', 0, 'X', 'scythedChariot', { kind: 'special' }))).toBe(true);
    expect(spontaneousProne(unit('c', 0, 'X', 'shockCavalry', { grade: 'B' }))).toBe(true);
    expect(spontaneousProne(unit('c', 0, 'X', 'shockCavalry', { grade: 'A' }))).toBe(false);
    expect(spontaneousProne(unit('r', 0, 'X', 'rabble', { grade: 'C', shaken: true }))).toBe(false);
    expect(spontaneousProne(withStatus(shock, { pursuing: true }))).toBe(false);
    expect(spontaneousProne(spear)).toBe(false);
  });
  it('T-16: D6 2 with a visible enemy advances; with none it halts; D6 5, none visible, halted last turn: stays halted', () => {
    expect(controlTest(shock, { die: 2, visibleEnemy: true }).outcome).toBe('spontaneousAdvance');
    expect(controlTest(shock, { die: 2, visibleEnemy: false }).outcome).toBe('halted');
    expect(controlTest(shock, { die: 5, visibleEnemy: true }).outcome).toBe('spontaneousAdvance');
    expect(controlTest(shock, { die: 5, visibleEnemy: false }).outcome).toBe('halted');
    expect(controlTest(shock, { die: 3, visibleEnemy: true }).outcome).toBe('asWished');
    expect(controlTest(unit('c', 0, 'X', 'shockCavalry', { grade: 'A' }), { die: 2, visibleEnemy: true }).outcome).toBe('halted');
  });
});

describe('CMD-21, CMD-23 pursuers and looters (p.21), T-17, T-18', () => {
  const pursuer = withStatus({ ...spear, lastAction: 'pursue' as const }, { pursuing: true });
  it('CMD-21: they test whether or not controlled when the player wants them to stop', () => {
    expect(mustTestAnyway(pursuer, { playerWantsStop: true, seesReachableBaggage: false })).toBe(true);
    expect(mustTestAnyway(pursuer, { playerWantsStop: false, seesReachableBaggage: false })).toBe(false);
    expect(mustTestAnyway(spear, { playerWantsStop: true, seesReachableBaggage: true })).toBe(false);
  });
  it('T-17: D6 2 (+1) stops; D6 1 (+1) keeps pursuing; D6 5 (+1) keeps pursuing', () => {
    expect(controlTest(pursuer, { die: 2, visibleEnemy: true }).outcome).toBe('asWished');
    expect(controlTest(pursuer, { die: 1, visibleEnemy: true }).outcome).toBe('keepsPursuing');
    expect(controlTest(pursuer, { die: 5, visibleEnemy: true }).outcome).toBe('keepsPursuing');
    expect(controlTest(withStatus(spear, { looting: true }), { die: 1, visibleEnemy: true }).outcome).toBe('keepsLooting');
  });
  it('T-18: a steadying leader within 1 JT moves the score towards 3–4', () => {
    const a = controlTest(pursuer, { die: 4, visibleEnemy: true, steadyingLeaderNear: true });
    expect([a.score, a.outcome]).toEqual([4, 'asWished']);
    const b = controlTest(pursuer, { die: 1, visibleEnemy: true, steadyingLeaderNear: true });
    expect([b.score, b.outcome]).toEqual([3, 'asWished']);
    expect(controlTest(moved(), { die: 1, visibleEnemy: true, steadyingLeaderNear: true }).score).toBe(1);
  });
  function moved() { return { ...spear, lastAction: 'move' as const }; }
});

describe('CMD-35, CMD-36, CMD-37 looting (p.21), T-41', () => {
  const pursuer = withStatus(spear, { pursuing: true });
  const camp = { id: 'camp', owner: 1 as const, controller: 1 as const, fortified: false };
  it('T-41: a pursuer seeing reachable baggage loots unless it gets "as the player wishes"', () => {
    expect(mustTestAnyway(pursuer, { playerWantsStop: false, seesReachableBaggage: true })).toBe(true);
    expect(becomesLooter(pursuer, controlTest(pursuer, { die: 5, visibleEnemy: true }), camp)).toBe(true);
    expect(becomesLooter(pursuer, controlTest(pursuer, { die: 2, visibleEnemy: true }), camp)).toBe(false);
    expect(becomesLooter(pursuer, controlTest(pursuer, { die: 5, visibleEnemy: true }), { fortified: true })).toBe(false);
  });
  it('Special Troops never loot', () => {
    const el = withStatus(unit('el', 0, 'X', 'elephantIndian', { kind: 'special' }), { pursuing: true });
    expect(becomesLooter(el, controlTest(el, { die: 5, visibleEnemy: true }), camp)).toBe(false);
  });
  it('CMD-37: the camp changes sides on contact, and back', () => {
    const taken = baggageContact(camp, 0);
    expect(taken.controller).toBe(0);
    expect(baggageContact(taken, 1).controller).toBe(1);
  });
});
