// The mêlée phase end to end: obligation and order (CdB 11.1), the 6.3 designation rounds
// (CdB 6.3, spec T-6.3), one mêlée resolved with its results applied (CdB 11.2–11.7, spec
// T-11.4) and the advance after mêlée (CdB 11.9).
import { describe, expect, it } from 'vitest';
import { decider, defaults, settle } from '../../../src/rules/cdb/choices';
import { designations, meleeObligations, meleePhase, newMeleeTurn, resolveOneMelee } from '../../../src/rules/cdb/melee-phase';
import { mustAdvanceAfterMelee } from '../../../src/rules/cdb/melee-advance';
import type { Counter, Unit } from '../../../src/rules/cdb/state';
import { ax, counter, irr, N, position, S, unit } from './helpers';

const at = (units: Unit[], id: number) => units.find((u) => u.id === id);
const stream = (xs: number[]) => { let i = 0; return () => xs[i++ % xs.length]; };
const duel = (a: Counter, x: Counter, others: Unit[] = [], options = {}) =>
  position([unit(1, 0, ax(0, 0), N, a), unit(11, 1, ax(0, -1), S, x), ...others], { options });

describe('CdB 11.9: advance after mêlée', () => {
  it('Knights advance into the hex of the enemy they destroyed, without turning', () => {
    const p = duel(counter('Kn'), counter('Sp')); // Kn 6+3 = 9 against Sp 1+4 = 5: Sp destroyed by Kn in clear (row 2)
    const r = resolveOneMelee(p, 1, 11, [6, 1], newMeleeTurn(), defaults);
    expect(at(r.position.units, 11)).toBeUndefined();
    expect(at(r.position.units, 1)).toMatchObject({ hex: ax(0, -1), facing: N });
    expect(r.log.at(-1)).toMatchObject({ t: 'cdb.advanceAfterMelee', rule: 'CdB 11.9' });
  });
  it('not chariots, not Kn (X), not against Psiloi', () => {
    const p = duel(counter('Kn'), counter('Sp'));
    const [kn, sp] = p.units;
    expect(mustAdvanceAfterMelee(p, kn, sp, true)).toBe(true);
    const chariot = { ...kn, counters: [counter('Kn', 'O', { chariot: true })] };
    expect(mustAdvanceAfterMelee(p, chariot, sp, true)).toBe(false);
    expect(mustAdvanceAfterMelee(p, { ...kn, counters: [counter('Kn', 'X')] }, sp, true)).toBe(false);
    expect(mustAdvanceAfterMelee(p, kn, { ...sp, counters: [counter('Ps')] }, true)).toBe(false);
  });
  it('regular Blades stay; irregular Blades and Spears advance after a won mêlée, not against Psiloi or mounted (option advanceSpears)', () => {
    const r = resolveOneMelee(duel(counter('Bd'), counter('Sp')), 1, 11, [6, 1], newMeleeTurn(), defaults);
    expect(at(r.position.units, 11)).toBeUndefined();
    expect(at(r.position.units, 1)!.hex).toBe(ax(0, 0));
    const ir = resolveOneMelee(duel(irr('Bd'), counter('Sp')), 1, 11, [6, 1], newMeleeTurn(), defaults);
    expect(at(ir.position.units, 1)!.hex).toBe(ax(0, -1));
    const p = duel(counter('Sp'), counter('Bd'));
    const [sp, bd] = p.units;
    expect(mustAdvanceAfterMelee(p, sp, bd, true)).toBe(true);
    expect(mustAdvanceAfterMelee(p, sp, bd, false)).toBe(false);
    expect(mustAdvanceAfterMelee(p, sp, { ...bd, counters: [counter('Cv')] }, true)).toBe(false);
    const q = duel(counter('Sp'), counter('Bd'), [], { advanceSpears: 'irregular' });
    expect(mustAdvanceAfterMelee(q, q.units[0], q.units[1], true)).toBe(false);
    expect(mustAdvanceAfterMelee(q, { ...q.units[0], counters: [irr('Sp')] }, q.units[1], true)).toBe(true);
  });
  it('impetuous foot do not advance after engaging skirmishers; a demoralised corps never advances', () => {
    const p = duel(irr('Wb'), counter('Ps'));
    expect(mustAdvanceAfterMelee(p, p.units[0], p.units[1], true)).toBe(false);
    expect(mustAdvanceAfterMelee(p, p.units[0], { ...p.units[1], counters: [counter('Sp')] }, false)).toBe(true); // impetuous: even without a win
    const broken = { ...duel(counter('Kn'), counter('Sp')), corps: [{ id: 1, side: 0 as const, general: 0, regularGeneral: true, allied: false, demoralised: true, generalLost: false, generalOffMap: false }] };
    expect(mustAdvanceAfterMelee(broken, broken.units[0], broken.units[1], true)).toBe(false);
  });
});

describe('CdB 11.4: a flank attack in a resolved mêlée (spec T-11.4)', () => {
  it('X, attacked in its flank, is destroyed instead of recoiling', () => {
    const f = unit(2, 0, ax(1, -1), 3, counter('Bd'));
    const p = duel(counter('Bd'), counter('Sp'), [f]);
    const r = resolveOneMelee(p, 1, 11, [4, 4], newMeleeTurn(), defaults);
    expect(r.log.map((e) => e.t)).toEqual(['cdb.melee', 'cdb.flankAttack', 'cdb.destroyed']);
    expect(at(r.position.units, 11)).toBeUndefined();
    expect(r.turn.overlapped).toEqual([2]);
  });
});

describe('CdB 11.1: obligation, order, once only', () => {
  const a1 = unit(1, 0, ax(0, 0), N, counter('Bd'));
  const a2 = unit(2, 0, ax(-1, 0), N, counter('Bd'));
  const x = unit(11, 1, ax(0, -1), S, counter('Bd'));
  it('every active unit in frontal contact must fight; an enemy is attacked only once, so the second is free after the first', () => {
    const p = position([a1, a2, x]);
    expect(meleeObligations(p, 0, newMeleeTurn()).map((o) => o.unit.id)).toEqual([1, 2]);
    const r = resolveOneMelee(p, 1, 11, [3, 4], newMeleeTurn(), defaults); // 3+5 against 4+5−1 (a2 overlaps): a draw
    expect(r.outcome.row).toBe(1);
    expect(meleeObligations(r.position, 0, r.turn)).toEqual([]);
    expect(() => resolveOneMelee(r.position, 2, 11, [3, 3], r.turn, defaults)).toThrow(/CdB 11.1/);
  });
  it('a unit fights one enemy a player-turn, even with two in frontal contact', () => {
    const x1 = unit(11, 1, ax(0, -1), S, counter('Bd'));
    const x2 = unit(12, 1, ax(1, -1), S, counter('Bd')); // its zone: (1,0) and (0,0)
    const p = position([a1, x1, x2]);
    expect(meleeObligations(p, 0, newMeleeTurn())[0].targets.map((t) => t.id)).toEqual([11, 12]);
    const r = resolveOneMelee(p, 1, 11, [4, 3], newMeleeTurn(), defaults); // 4+5−1 (x2 overlaps) against 3+5: a draw
    expect(r.outcome.row).toBe(1);
    expect(meleeObligations(r.position, 0, r.turn)).toEqual([]);
  });
  it('the phase resolves them in the active player\'s order (default: lowest id), asking when asked to', () => {
    const p = position([a1, a2, x]);
    const r = meleePhase(p, 0, stream([3, 3]), defaults);
    expect(r.log.filter((e) => e.t === 'cdb.melee').map((e) => e.unit)).toEqual([1]);
    const second = meleePhase(p, 0, stream([3, 3]), decider([2]));
    expect(second.log.filter((e) => e.t === 'cdb.melee').map((e) => e.unit)).toEqual([2]);
    expect(settle(() => meleePhase(p, 0, stream([3, 3]), decider([], true)))).toMatchObject({ done: false, pending: { kind: 'meleeTarget', options: [1, 2], default: 1, rule: 'CdB 11.1' } });
  });
  it('only frontal contact (or baggage in the zone) can be engaged (spec A18)', () => {
    const side = unit(11, 1, ax(0, -1), 3, counter('Bd')); // faces W: a1 is not in its zone
    expect(meleeObligations(position([a1, side]), 0, newMeleeTurn())).toEqual([]);
    const bag = unit(12, 1, ax(0, -1), null, counter('Bag'));
    expect(meleeObligations(position([a1, bag]), 0, newMeleeTurn()).map((o) => o.targets.map((t) => t.id))).toEqual([[12]]);
  });
});

describe('CdB 6.3: the designation rounds (spec T-6.3)', () => {
  it('the enemy Sp turns one vertex to face the Kn, then they fight', () => {
    const k = unit(1, 0, ax(0, 0), N, counter('Kn'));
    const s = unit(11, 1, ax(0, -1), 5, counter('Sp'));
    const r = meleePhase(position([k, s]), 0, stream([1, 1]), defaults);
    expect(r.log[0]).toMatchObject({ t: 'cdb.turnToFace', rule: 'CdB 6.3', unit: 11, attacker: 1, facing: 0 });
    expect(r.log[1]).toMatchObject({ t: 'cdb.melee', unit: 1, enemy: 11 });
  });
  it('with two possible attackers the designating player picks (spec N8 default: the better value difference, then lower id); each attacker once', () => {
    const k1 = unit(1, 0, ax(0, 0), N, counter('Bd'));
    const k2 = unit(2, 0, ax(-1, 0), N, counter('Kn'));
    const s = unit(11, 1, ax(0, -1), 5, counter('Sp'));
    const p = position([k1, k2, s]);
    expect(settle(() => designations(p, 0, decider([], true), []))).toEqual({ done: false, pending: { kind: 'designation', side: 0, unit: 11, options: [1, 2], default: 1, rule: 'CdB 6.3' } });
    const log: { t: string }[] = [];
    const q = designations(p, 0, decider([2]), log as never);
    expect(at(q.units, 11)!.facing).not.toBe(5);
    expect(log).toMatchObject([{ attacker: 2 }]);
  });
  it('each attacker is designated once (spec A40): a second enemy it holds does not turn', () => {
    const k = unit(1, 0, ax(0, 0), N, counter('Kn'));
    const s1 = unit(11, 1, ax(0, -1), 5, counter('Sp'));
    const s2 = unit(12, 1, ax(1, -1), 0, counter('Sp')); // K lies on its flank
    const q = designations(position([k, s1, s2]), 0, defaults, []);
    expect(at(q.units, 11)!.facing).not.toBe(5);
    expect(at(q.units, 12)!.facing).toBe(0);
  });
  it('the active player designates first, then the inactive player for the active units (spec A17)', () => {
    // active Bd at (0,0) facing E (0): the inactive Sp at (0,−1) facing S has it in its zone
    const a = unit(1, 0, ax(0, 0), 0, counter('Bd'));
    const e = unit(11, 1, ax(0, -1), S, counter('Sp'));
    const log: { t: string; unit: number }[] = [];
    const q = designations(position([a, e]), 0, defaults, log as never);
    expect(log.map((x) => x.unit)).toEqual([1]);
    expect(at(q.units, 1)!.facing).toBe(4); // (0,−1) lies NW: facing 4 (2 vertices from 0) rather than 3 (3 vertices)
  });
});
