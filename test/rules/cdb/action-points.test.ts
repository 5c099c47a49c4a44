// Action points (CdB 4.1, CdB 4.2): dice, the cost of an activation, the commander's point.
import { describe, expect, it } from 'vitest';
import { activationCost, apAssignments, commandDistance, payment, type Activation } from '../../../src/rules/cdb/action-points';
import type { Unit } from '../../../src/rules/cdb/state';
import { ax, BROKEN, corps, counter, irr, N, position, S, unit, WOOD } from './helpers';

const ids = (us: Unit[], v: number) => Object.fromEntries(us.map((u) => [u.id, v]));

describe('CdB 4.1: determining action points (spec T-4.1)', () => {
  it('two regular generals (CdB 2.2) assign the dice [5, 3] either way', () => {
    const p = position([]);
    expect(apAssignments(p, [corps(1, 0, 1), corps(2, 0, 2)], [5, 3], false)).toEqual([[3, 5], [5, 3]]);
  });
  it('an irregular general\'s die is bound before the roll; so is an ally\'s; all once the CinC is lost', () => {
    const p = position([]);
    expect(apAssignments(p, [corps(1, 0, 1), corps(2, 0, 2, { regularGeneral: false })], [5, 3], false)).toEqual([[5, 3]]);
    expect(apAssignments(p, [corps(1, 0, 1), corps(2, 0, 2, { allied: true }), corps(3, 0, 3)], [5, 3, 1], false)).toEqual([[1, 3, 5], [5, 3, 1]]);
    expect(apAssignments(p, [corps(1, 0, 1), corps(2, 0, 2)], [5, 3], true)).toEqual([[5, 3]]);
    expect(apAssignments(position([], { options: { cincLossFixesDice: 'no' } }), [corps(1, 0, 1), corps(2, 0, 2)], [5, 3], true)).toHaveLength(2);
  });
});

describe('CdB 4.2: cost of an activation', () => {
  // A corps whose general is in the moving body unless said otherwise.
  const mk = (us: Unit[], extra: Unit[] = [], cells = {}, options = {}) => {
    const genId = us[0].counters[0].id;
    return { p: position([...us, ...extra], { cells, options }), c: corps(1, 0, genId, { regularGeneral: us[0].counters[0].regular }) };
  };
  const move = (us: Unit[], more: Partial<Activation> = {}): Activation =>
    ({ kind: 'move', units: us, spent: ids(us, us[0].counters[0].ma), allowance: ids(us, us[0].counters[0].ma), ...more });

  it('T-NotesMove-1 (CdB 4.2-M3, CdB C20): irregular cavalry pay 1, 2, 2; the fourth move needs the CinC\'s point', () => {
    const g = [unit(1, 0, ax(0, 0), N, irr('Cv', 'O', { general: true, cinc: true })), unit(2, 0, ax(1, 0), N, irr('Cv'))];
    const { p, c } = mk(g);
    const costs = [1, 2, 3].map((n) => activationCost(p, c, move(g, { moveNumber: n })).total);
    expect(costs).toEqual([1, 2, 2]);
    expect(activationCost(p, c, move(g, { moveNumber: 2 })).items.map((i) => i.id)).toEqual(['4.2', '4.2-M3']);
    expect(payment(p, 2, 6 - 5, true, true)).toEqual({ corps: 1, cinc: 1 });
    expect(payment(p, 2, 6 - 5, true, false)).toBeNull();
    expect(payment(position([], { options: { cincPoint: 'whole' } }), 2, 1, true, true)).toBeNull();
    // C20: with the French "group" wording a lone irregular unit pays no surcharge
    const lone = [g[0]];
    expect(activationCost(p, c, move(lone, { moveNumber: 2 })).total).toBe(2);
    expect(activationCost({ ...p, options: { ...p.options, marchSurchargeScope: 'group' } }, c, move(lone, { moveNumber: 2 })).total).toBe(1);
  });
  it('T-NotesMove-2: regular cavalry pay 1 a move: 6 moves on 6 points', () => {
    const g = [unit(1, 0, ax(0, 0), N, counter('Cv', 'O', { general: true })), unit(2, 0, ax(1, 0), N, counter('Cv'))];
    const { p, c } = mk(g);
    expect([1, 2, 3, 4, 5, 6].map((n) => activationCost(p, c, move(g, { moveNumber: n })).total)).toEqual([1, 1, 1, 1, 1, 1]);
  });
  it('T-AP-M1/M2 (CdB 4.2-M1, CdB 4.2-M2): irregular Blades: 1 hex short of the allowance 2; a pivot 2; next to a wood 1', () => {
    const g = [unit(1, 0, ax(0, 0), N, irr('Bd', 'O', { general: true })), unit(2, 0, ax(1, 0), N, irr('Bd'))];
    const { p, c } = mk(g);
    const r = activationCost(p, c, move(g, { spent: ids(g, 1) }));
    expect([r.total, r.items.map((i) => i.id)]).toEqual([2, ['4.2', '4.2-M2']]);
    const r2 = activationCost(p, c, move(g, { pivoted: true, spent: ids(g, 2) }));
    expect([r2.total, r2.items.map((i) => i.id)]).toEqual([2, ['4.2', '4.2-M1']]);
    expect(activationCost(p, c, move(g, { spent: ids(g, 1), cameAdjacent: true })).total).toBe(1);
    // light troops and cavalry escape M1; regulars escape both
    const ax2 = [unit(1, 0, ax(0, 0), N, irr('Ax', 'O', { general: true }))];
    expect(activationCost(mk(ax2).p, mk(ax2).c, move(ax2, { pivoted: true, spent: ids(ax2, 1) })).total).toBe(1);
    const reg = [unit(1, 0, ax(0, 0), N, counter('Bd', 'O', { general: true }))];
    expect(activationCost(mk(reg).p, mk(reg).c, move(reg, { pivoted: true, spent: ids(reg, 1) })).total).toBe(1);
  });
  it('CdB C2 (group movement, 9.4): a member held to its group\'s slowest pace still pays M2, unless the option excuses it', () => {
    const g = [unit(1, 0, ax(0, 0), N, irr('Kn', 'O', { general: true })), unit(2, 0, ax(1, 0), N, irr('Bd'))];
    const a = move(g, { spent: ids(g, 2), allowance: { 1: 3, 2: 2 }, groupAllowance: 2 });
    const { p, c } = mk(g);
    expect(activationCost(p, c, a).items.map((i) => i.id)).toContain('4.2-M2');
    const q = { ...p, options: { ...p.options, groupSlowestExemptsM2: 'yes' } };
    expect(activationCost(q, c, a).items.map((i) => i.id)).not.toContain('4.2-M2');
  });
  it('CdB 4.2-M2 option fullAllowance: compared with the allowance after terrain, or as printed', () => {
    const g = [unit(1, 0, ax(0, 0), N, irr('Cv', 'F', { general: true }))];
    const a = move(g, { spent: { 1: 3 }, allowance: { 1: 3 }, printed: { 1: 5 } });
    const { p, c } = mk(g);
    expect(activationCost(p, c, a).total).toBe(1);
    expect(activationCost({ ...p, options: { ...p.options, fullAllowance: 'printed' } }, c, a).total).toBe(2);
  });
  it('T-AP-M4 (CdB 4.2-M4): Cv with Sp +1; a mounted general with Sp +0; Cv with Ps +0; El with Sp +0 unless all mounted count', () => {
    const cost = (a: Unit, b: Unit, options = {}) => { const { p, c } = mk([a, b], [], {}, options); return activationCost(p, c, move([a, b], { spent: ids([a, b], 2), allowance: ids([a, b], 2) })).total; };
    expect(cost(unit(1, 0, ax(0, 0), N, counter('Sp', 'O', { general: true })), unit(2, 0, ax(1, 0), N, counter('Cv')))).toBe(2);
    expect(cost(unit(1, 0, ax(0, 0), N, counter('Cv', 'O', { general: true })), unit(2, 0, ax(1, 0), N, counter('Sp')))).toBe(1);
    expect(cost(unit(1, 0, ax(0, 0), N, counter('Ps', 'O', { general: true })), unit(2, 0, ax(1, 0), N, counter('Cv')))).toBe(1);
    expect(cost(unit(1, 0, ax(0, 0), N, counter('Sp', 'O', { general: true })), unit(2, 0, ax(1, 0), N, counter('El')))).toBe(1);
    expect(cost(unit(1, 0, ax(0, 0), N, counter('Sp', 'O', { general: true })), unit(2, 0, ax(1, 0), N, counter('El')), { mixedGroupTypes: 'allMounted' })).toBe(2);
  });
  it('CdB 4.2-R1: restraining irregulars +1, waived for foot in broken ground, not for mounted', () => {
    const foot = [unit(1, 0, ax(0, 0), N, irr('Wb', 'O', { general: true }))];
    const horse = [unit(1, 0, ax(0, 0), N, irr('Kn', 'O', { general: true }))];
    const r = (us: Unit[], cells = {}) => { const { p, c } = mk(us, [unit(9, 1, ax(0, -6), S, counter('Sp'))], cells); return activationCost(p, c, { kind: 'restraint', units: us }).total; };
    expect(r(foot)).toBe(2);
    expect(r(foot, { [ax(0, 0)]: BROKEN })).toBe(1);
    expect(r(horse, { [ax(0, 0)]: BROKEN })).toBe(2);
    expect(r([unit(1, 0, ax(0, 0), N, counter('Wb', 'O', { general: true }))])).toBe(1);
    // Defending a river bank (spec R1, M11): foot beside a river hex, or in one, is waived too.
    expect(r(foot, { [ax(1, 0)]: { ground: 'broken', kind: 'river', river: true } })).toBe(1);
    expect(r(foot, { [ax(2, 0)]: { ground: 'broken', kind: 'river', river: true } })).toBe(2); // two hexes away: no bank
    // a group half in broken ground: every member must hold an advantage, or any with the option
    const pair = [foot[0], unit(2, 0, ax(1, 0), N, irr('Wb'))];
    const { p, c } = mk(pair, [unit(9, 1, ax(0, -6), S, counter('Sp'))], { [ax(0, 0)]: BROKEN });
    expect(activationCost(p, c, { kind: 'restraint', units: pair }).total).toBe(2);
    expect(activationCost({ ...p, options: { ...p.options, restraintAdvantage: 'any' } }, c, { kind: 'restraint', units: pair }).total).toBe(1);
  });
  it('T-AP-G (CdB 4.2-G1, CdB 4.2-G2): out of view beyond 6, in view beyond 12, general lost or next to an enemy', () => {
    const gen = unit(1, 0, ax(0, 0), N, counter('Cv', 'O', { general: true }));
    const c = corps(1, 0, gen.counters[0].id);
    const at = (q: number, r: number) => unit(2, 0, ax(q, r), N, counter('Sp'));
    const cost = (u: Unit, extra: Unit[] = [], cells = {}, cc = c) => activationCost(position([gen, u, ...extra], { cells }), cc, move([u])).items.map((i) => i.id);
    expect(cost(at(8, 0), [], { [ax(4, 0)]: WOOD })).toEqual(['4.2', '4.2-G1']);
    expect(cost(at(8, 0))).toEqual(['4.2']);
    expect(cost(at(13, 0))).toEqual(['4.2', '4.2-G1']);
    expect(cost(at(12, 0))).toEqual(['4.2']);
    expect(cost(at(2, 0), [], {}, { ...c, generalLost: true })).toEqual(['4.2', '4.2-G2']);
    expect(cost(at(2, 0), [unit(9, 1, ax(0, -1), S, counter('Sp'))])).toEqual(['4.2', '4.2-G2']);
  });
  it('command distance goes around enemy units (spec A9), or straight with commandPath = plain', () => {
    const wall = [-1, 0, 1].map((q, i) => unit(20 + i, 1, ax(q, -1), S, counter('Sp')));
    const p = position(wall);
    expect(commandDistance(p, ax(0, 0), ax(0, -2), 0)).toBe(5); // round the east end of the line
    expect(commandDistance({ ...p, options: { ...p.options, commandPath: 'plain' } }, ax(0, 0), ax(0, -2), 0)).toBe(2);
  });
});
