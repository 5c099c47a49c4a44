// The sequence of play (SEQ-01..11, p.17).
import { describe, expect, it } from 'vitest';
import { PHASES, actor, initiativePlayer, nextStep, recovery, rightToLeft, rollInitiative, type Step } from '../../../src/rules/civbel/sequence';
import { JT, state, unit } from './helpers';

describe('SEQ-01, SEQ-02 initiative (p.17), T-10', () => {
  it('T-10: A (General 3) and B (General 5): 4+3 v 2+5 tie, re-roll 5+3 v 1+5: A wins and chooses second, so B has the initiative', () => {
    const r = rollInitiative([[4, 2], [5, 1]], [3, 5]);
    expect(r).toEqual({ winner: 0, used: 2, totals: [8, 6] });
    expect(initiativePlayer(r!.winner, 'second')).toBe(1);
    expect(initiativePlayer(r!.winner, 'first')).toBe(0);
  });
  it('the General\'s CPs count; without a General, 0; all ties: roll again', () => {
    expect(rollInitiative([[3, 4]], [2, 0])!.winner).toBe(0);
    expect(rollInitiative([[3, 4]], [0, 0])!.winner).toBe(1);
    expect(rollInitiative([[3, 3], [2, 2]], [1, 1])).toBeNull();
  });
});

describe('SEQ-03, SEQ-10 phases and half-phases (p.17, spec §3.2)', () => {
  it('seven phases in order', () => {
    expect(PHASES).toEqual(['command', 'approach', 'longRange', 'tactical', 'shortRange', 'combat', 'recovery']);
  });
  it('each phase but Combat and Recovery is played by the initiative player, then the other; the turn ends after Recovery', () => {
    const steps: Step[] = [];
    for (let st: Step | null = { phase: 'command', half: 0 }; st; st = nextStep(st)) steps.push(st);
    expect(steps.map((s) => `${s.phase}${s.half ?? ''}`)).toEqual(['command0', 'command1', 'approach0', 'approach1', 'longRange0', 'longRange1', 'tactical0', 'tactical1', 'shortRange0', 'shortRange1', 'combat', 'recovery']);
    expect(steps.map((s) => actor(s, 1))).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 'both', 'both']);
  });
});

describe('SEQ-04 right to left (p.17, spec §8.9)', () => {
  const us = [unit('a', 0, 'X', 'spearmen', { x: 0 }), unit('b', 0, 'X', 'spearmen', { x: 5 * JT }), unit('c', 0, 'X', 'spearmen', { x: 2 * JT }), unit('d', 0, 'X', 'spearmen', { x: 2 * JT })];
  it('player 0 faces +y: his right is +x', () => {
    expect(rightToLeft(us, 0).map((u) => u.id)).toEqual(['b', 'c', 'd', 'a']);
  });
  it('player 1 faces −y: his right is −x', () => {
    expect(rightToLeft(us, 1).map((u) => u.id)).toEqual(['a', 'c', 'd', 'b']);
  });
});

describe('SEQ-03 phase 7: the Recovery Phase clears the turn\'s record', () => {
  it('"shot at" passes to last turn (CMD-09), the rest is cleared', () => {
    const u = unit('a', 0, 'X', 'spearmen');
    const s = state([{ ...u, turn: { controlled: true, moved: true, shotAt: true, enemyCameWithinBow: true } }]);
    const r = recovery(s).state.units[0];
    expect([r.shotAtLastTurn, r.turn]).toEqual([true, { controlled: false, moved: false, shotAt: false, enemyCameWithinBow: false }]);
  });
});
