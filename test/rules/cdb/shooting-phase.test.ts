// The shooting phase: both sides in order, Bowmen must, once each, return fire (CdB 10.1,
// CdB 10.4, spec T-10.4), supports (CdB 10.3), the artillery phase (CdB C3), the friend
// saved from a recoil ⟨X⟩ (spec A36), unreliable allies (CdB 4.3).
import { describe, expect, it } from 'vitest';
import { decider, defaults, settle } from '../../../src/rules/cdb/choices';
import { newShootTurn, shootingPhase, shotTargets, supportersOf } from '../../../src/rules/cdb/shooting-phase';
import type { Unit } from '../../../src/rules/cdb/state';
import { ax, corps, counter, N, position, S, unit } from './helpers';

const at = (units: Unit[], id: number) => units.find((u) => u.id === id);
const stream = (xs: number[]) => { let i = 0; return () => xs[i++ % xs.length]; };
const shots = (log: { t: string }[]) => log.filter((e) => e.t === 'cdb.shot') as unknown as { unit: number; target: number; supports: number[]; returnFire: boolean; totals: number[] }[];

describe('CdB 10.4 in the phase: the Bowmen duel (spec T-10.4)', () => {
  const a = unit(1, 0, ax(0, 0), N, counter('Bw'));
  const b = unit(2, 1, ax(0, -2), S, counter('Bw'));
  it('dice 5 and 2: B answers in the same roll, loses 7 to 4 and recoils; both have shot, B does not shoot again', () => {
    const r = shootingPhase(position([a, b]), 0, stream([5, 2]), defaults);
    expect(shots(r.log)).toMatchObject([{ unit: 1, target: 2, returnFire: true, totals: [7, 4] }]);
    expect([ax(0, -3), ax(1, -3)]).toContain(at(r.position.units, 2)!.hex);
    expect(at(r.position.units, 2)!.facing).toBe(S);
    expect(r.turn.shot.sort()).toEqual([1, 2]);
  });
  it('a draw (5 against 5): B stays in range but has shot, once a player-turn', () => {
    const r = shootingPhase(position([a, b]), 0, stream([3, 3]), defaults);
    expect(shots(r.log).length).toBe(1);
    expect(at(r.position.units, 2)!.hex).toBe(ax(0, -2));
  });
  it('dice 2 and 6: A loses 4 to 8 and is destroyed (row 3, CdB M1)', () => {
    const r = shootingPhase(position([a, b]), 0, stream([2, 6]), defaults);
    expect(at(r.position.units, 1)).toBeUndefined();
    expect(r.position.lost?.length).toBe(1);
  });
});

describe('CdB 10.1: who shoots, in which order', () => {
  it('the inactive player\'s Bowmen must shoot after the active player\'s', () => {
    const sp = unit(1, 0, ax(0, 0), N, counter('Sp'));
    const bw = unit(2, 1, ax(0, -2), S, counter('Bw'));
    const r = shootingPhase(position([sp, bw]), 0, stream([6, 1]), defaults);
    expect(shots(r.log)).toMatchObject([{ unit: 2, target: 1, returnFire: false }]);
  });
  it('a target is shot at once a phase', () => {
    const bw1 = unit(1, 0, ax(0, 0), N, counter('Bw'));
    const bw2 = unit(2, 0, ax(1, 0), N, counter('Bw', 'S')); // another quality: no support, its own shot
    const t = unit(11, 1, ax(1, -2), S, counter('Sp'));
    expect(shotTargets(position([bw1, bw2, t]), bw2, newShootTurn()).map((u) => u.id)).toEqual([11]);
    const r = shootingPhase(position([bw1, bw2, t]), 0, stream([1, 1]), defaults);
    expect(shots(r.log).length).toBe(1);
  });
  it('War Wagons may hold their fire (the owner\'s choice; default: shoot)', () => {
    const ww = unit(1, 0, ax(0, 0), N, counter('WW'));
    const t = unit(11, 1, ax(0, -2), S, counter('Sp'));
    const p = position([ww, t]);
    expect(settle(() => shootingPhase(p, 0, stream([3, 3]), decider([], true)))).toMatchObject({ done: false, pending: { kind: 'shotTarget', options: [1, 0], default: 1 } });
    expect(shots(shootingPhase(p, 0, stream([3, 3]), decider([0])).log)).toEqual([]);
    expect(shots(shootingPhase(p, 0, stream([3, 3]), defaults).log).length).toBe(1);
  });
  it('CdB 4.3: an unreliable ally does not shoot', () => {
    const bw = unit(1, 0, ax(0, 0), N, counter('Bw'));
    const t = unit(11, 1, ax(0, -2), S, counter('Sp'));
    const p = position([bw, t], { corps: [corps(1, 0, 0, { allied: true, unreliable: true }), corps(2, 1, 0)] });
    expect(shots(shootingPhase(p, 0, stream([3, 3]), defaults).log)).toEqual([]);
    const q = position([bw, t], { corps: [corps(1, 0, 0, { allied: true, unreliable: false }), corps(2, 1, 0)] });
    expect(shots(shootingPhase(q, 0, stream([3, 3]), defaults).log).length).toBe(1);
  });
  it('CdB 4.3: an unreliable ally shot at is reliable again', () => {
    const bw = unit(1, 0, ax(0, 0), N, counter('Bw'));
    const t = unit(11, 1, ax(0, -2), S, counter('Sp'));
    const p = position([bw, t], { corps: [corps(1, 0, 0), corps(2, 1, 0, { allied: true, unreliable: true })] });
    const r = shootingPhase(p, 0, stream([3, 3]), defaults);
    expect(r.position.corps[1].unreliable).toBe(false);
    expect(r.log).toContainEqual({ t: 'cdb.reliable', rule: 'CdB 4.3', corps: 2 });
  });
});

describe('CdB C3: the artillery phase (option artilleryPhase)', () => {
  const art = unit(1, 0, ax(0, 0), N, counter('Art'));
  const t = unit(11, 1, ax(0, -3), S, counter('Sp'));
  it('by default artillery shoots in its own player-turn only, and not after moving when (O) or (S)', () => {
    expect(shots(shootingPhase(position([art, t]), 0, stream([3, 3]), defaults).log).length).toBe(1);
    expect(shots(shootingPhase(position([art, t]), 1, stream([3, 3]), defaults).log)).toEqual([]);
    expect(shots(shootingPhase(position([art, t]), 0, stream([3, 3]), defaults, { moved: [1] }).log)).toEqual([]);
  });
  it('with artilleryPhase = enemy, only in the enemy\'s', () => {
    const o = { options: { artilleryPhase: 'enemy' } };
    expect(shots(shootingPhase(position([art, t], o), 0, stream([3, 3]), defaults).log)).toEqual([]);
    expect(shots(shootingPhase(position([art, t], o), 1, stream([3, 3]), defaults).log).length).toBe(1);
  });
});

describe('CdB 10.3: shooting support', () => {
  const bw1 = unit(1, 0, ax(0, 0), N, counter('Bw'));
  const bw2 = unit(2, 0, ax(1, 0), N, counter('Bw'));
  const t = unit(11, 1, ax(1, -2), S, counter('Sp'));
  it('an adjacent Bowman of the same quality and corps with the same only target gives an overlap: −1 on the target, one shot', () => {
    const r = shootingPhase(position([bw1, bw2, t]), 0, stream([3, 3]), defaults);
    expect(shots(r.log)).toMatchObject([{ unit: 1, supports: [2] }]);
    expect(r.turn.shot.sort()).toEqual([1, 2]);
  });
  it('not of another quality or corps, nor in difficult ground ⟨X⟩', () => {
    const other = { ...bw2, counters: [counter('Bw', 'S')] };
    expect(supportersOf(position([bw1, other, t]), bw1, t, 0, {}, newShootTurn())).toEqual([]);
    expect(supportersOf(position([bw1, { ...bw2, corps: 3 }, t]), bw1, t, 0, {}, newShootTurn())).toEqual([]);
    expect(supportersOf(position([bw1, bw2, t], { cells: { [ax(1, 0)]: { ground: 'difficult', kind: 'marsh' } } }), bw1, t, 0, {}, newShootTurn())).toEqual([]);
  });
  it('a rank of Bowmen behind in clear ground supports too', () => {
    const stack = unit(1, 0, ax(0, 0), N, [counter('Bw'), counter('Bw')]);
    const r = shootingPhase(position([stack, t]), 0, stream([3, 3]), defaults);
    expect(shots(r.log)[0].totals[1]).toBe(3 + 4 - 1);
  });
});

describe('⟨X⟩ CdB 10.1: no shot when the target\'s recoil would destroy a friend (spec A36)', () => {
  it('a target between two friends showing it their flank cannot be shot', () => {
    const bw = unit(1, 0, ax(0, 0), N, counter('Bw'));
    const t = unit(11, 1, ax(0, -2), S, counter('Sp')); // rear hexes (0,−3) and (1,−3)
    const f1 = unit(2, 0, ax(0, -3), 3, counter('Sp'));
    const f2 = unit(3, 0, ax(1, -3), 3, counter('Sp'));
    expect(shotTargets(position([bw, t]), bw, newShootTurn()).map((u) => u.id)).toEqual([11]);
    expect(shotTargets(position([bw, t, f1, f2]), bw, newShootTurn())).toEqual([]);
    // it does not shoot at all, rather than at a farther enemy
    const far = unit(12, 1, ax(1, -3), S, counter('Sp'));
    expect(shotTargets(position([bw, t, f1, far]), bw, newShootTurn()).map((u) => u.id)).toEqual([11]);
    const far2 = unit(12, 1, ax(2, -2), S, counter('Sp')); // also at 2: equidistant, not forbidden
    expect(shotTargets(position([bw, t, f1, f2, far2]), bw, newShootTurn()).map((u) => u.id)).toEqual([12]);
  });
});
