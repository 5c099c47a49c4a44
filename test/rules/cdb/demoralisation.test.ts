// End of player-turn (CdB 12.2 trigger 1, CdB 4.3 defection, CdB 13 victory, CdB M17,
// CdB M18) and the consequences of demoralisation (CdB 12.3).
import { describe, expect, it } from 'vitest';
import { armyLedger, demoralisedActivation, demoralisedFlight, endOfPlayerTurn, startOfGameTurn } from '../../../src/rules/cdb/demoralisation';
import { meleeTotals } from '../../../src/rules/cdb/melee';
import type { Counter, Lost, Position, Unit } from '../../../src/rules/cdb/state';
import { ax, corps, counter, G, N, position, S, unit } from './helpers';

const line = (firstId: number, side: 0 | 1, corpsId: number, row: number, cs: Counter[]): Unit[] =>
  cs.map((c, i) => unit(firstId + i, side, G.id(1 + i, row), side === 0 ? N : S, c, corpsId));
const many = (n: number, t: Parameters<typeof counter>[0] = 'Bd') => Array.from({ length: n }, () => counter(t));
const lost = (side: 0 | 1, corpsId: number, cs: Counter[]): Lost[] => cs.map((c) => ({ side, corps: corpsId, counter: c, how: 'destroyed' }));
const withLost = (p: Position, l: Lost[]): Position => ({ ...p, lost: l });

describe('CdB 12.2 at the end of the player-turn (spec T-12.2)', () => {
  const units = [...line(1, 0, 1, 20, [...many(8), counter('Ps')]), unit(99, 1, G.id(5, 2), S, counter('Bd'), 2)];
  const base = position(units, { corps: [corps(1, 0, 0), corps(2, 1, 0), corps(3, 1, 0, { allied: true, unreliable: true })] });
  it('13 counter-equivalents with Psiloi: 4 Bd and 1 Ps lost (4.5) demoralise; 4 Bd alone do not', () => {
    const r = endOfPlayerTurn(withLost(base, lost(0, 1, [...many(4), counter('Ps')])), 0);
    expect(r.position.corps[0].demoralised).toBe(true);
    expect(r.log[0]).toEqual({ t: 'cdb.demoralised', rule: 'CdB 12.2', corps: 1 });
    expect(endOfPlayerTurn(withLost(base, lost(0, 1, many(4))), 0).position.corps[0].demoralised).toBe(false);
  });
  it('CdB 4.3: an enemy corps demoralised makes the unreliable allies reliable again', () => {
    const r = endOfPlayerTurn(withLost(base, lost(0, 1, [...many(4), counter('Ps')])), 0);
    expect(r.position.corps[2].unreliable).toBe(false);
    expect(r.log.map((e) => e.t)).toContain('cdb.reliable');
  });
});

describe('CdB 4.3 and CdB M17: defection, next game turn, out of both totals (spec T-4.3)', () => {
  const units = [...line(1, 0, 1, 20, many(3)), ...line(10, 0, 3, 21, many(3)), ...line(20, 1, 2, 2, many(6))];
  const p = position(units, { corps: [corps(1, 0, 0, { demoralised: true }), corps(2, 1, 0), corps(3, 0, 0, { allied: true, unreliable: true, regularGeneral: false, nationality: 'Arab' })] });
  it('an unreliable irregular ally of another nationality whose army has a demoralised corps changes sides at the next game turn', () => {
    const r = endOfPlayerTurn(p, 1, { nationality: ['Persian', 'Roman'] });
    expect(r.position.corps[2].defecting).toBe(true);
    expect(r.position.units.find((u) => u.id === 10)!.side).toBe(0); // not yet
    const next = startOfGameTurn(r.position).position;
    expect(next.units.find((u) => u.id === 10)!.side).toBe(1);
    expect(next.corps[2]).toMatchObject({ side: 1, defectedFrom: 0, defecting: false });
    expect(armyLedger(p, 0).total).toBe(12);
    expect(armyLedger(next, 0).total).toBe(6);
    expect(armyLedger(next, 1).total).toBe(12); // uncounted for its new owner too
  });
  it('not one of the same nationality, nor a regular one', () => {
    expect(endOfPlayerTurn(p, 1, { nationality: ['Arab', 'Roman'] }).position.corps[2].defecting).toBeFalsy();
    const reg = { ...p, corps: p.corps.map((c) => (c.id === 3 ? { ...c, regularGeneral: true } : c)) };
    expect(endOfPlayerTurn(reg, 1, { nationality: ['Persian', 'Roman'] }).position.corps[2].defecting).toBeFalsy();
  });
});

describe('CdB 13: victory at the end of the player-turn (spec T-13, CdB M18)', () => {
  // Army B: corps 2 demoralised, 11 on the map; corps 3, 22 on the map and 12 lost: 45 in all
  const b = [...line(100, 1, 2, 2, many(11)), ...line(200, 1, 3, 3, many(22))];
  const a = line(1, 0, 1, 20, many(10));
  const cs = [corps(1, 0, 0), corps(2, 1, 0, { demoralised: true }), corps(3, 1, 0)];
  it('23 of 45 lost, the demoralised corps counted in full: A wins; 22 of 45 is not enough', () => {
    const p = withLost(position([...a, ...b], { corps: cs }), lost(1, 3, many(12)));
    expect(armyLedger(p, 1)).toEqual({ total: 90, lost: 46 });
    expect(endOfPlayerTurn(p, 0).over).toEqual({ winner: 0 });
    const b2 = [...line(100, 1, 2, 2, many(11)), ...line(200, 1, 3, 3, many(23))]; // still 45: 11 + 23 + 11 lost
    const q = withLost(position([...a, ...b2], { corps: cs }), lost(1, 3, many(11)));
    expect(armyLedger(q, 1)).toEqual({ total: 90, lost: 44 });
    expect(endOfPlayerTurn(q, 0).over).toBeUndefined();
  });
  it('baggage counts for the army only when lost, not while a demoralised corps keeps it on the map', () => {
    const p = position([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(1, 0), null, counter('Bag'))], { corps: [corps(1, 0, 0, { demoralised: true })] });
    expect(armyLedger(p, 0)).toEqual({ total: 2 + 4, lost: 2 });
  });
  it('both armies broken at the same check: a draw, or the active player\'s win with bothBroken = active', () => {
    const p = withLost(position([...line(1, 0, 1, 20, many(2)), ...line(10, 1, 2, 2, many(2))], { corps: [corps(1, 0, 0), corps(2, 1, 0)] }), [...lost(0, 1, many(2)), ...lost(1, 2, many(2))]);
    expect(endOfPlayerTurn(p, 0).over).toEqual({ winner: null });
    expect(endOfPlayerTurn({ ...p, options: { ...p.options, bothBroken: 'active' } }, 1).over).toEqual({ winner: 1 });
  });
});

describe('CdB 12.3: consequences of demoralisation', () => {
  const cs = [corps(1, 0, 0, { demoralised: true }), corps(2, 1, 0)];
  it('unrestrained units flee toward their edge at the end of the movement phase, with no recoil first (spec A13)', () => {
    const u = unit(1, 0, ax(0, 0), N, counter('Sp'));
    const r = demoralisedFlight(position([u], { corps: cs }), 0, []);
    expect(r.fled).toEqual([1]);
    expect(r.position.units[0]).toMatchObject({ facing: S });
    expect(G.row(r.position.units[0].hex) - G.row(ax(0, 0))).toBe(2); // Sp 2 [RECON], no recoil hex
    expect(demoralisedFlight(position([u], { corps: cs }), 0, [1]).fled).toEqual([]);
    const withRecoil = demoralisedFlight(position([u], { corps: cs, options: { demoralisedRecoil: 'yes' } }), 0, []);
    expect(G.row(withRecoil.position.units[0].hex) - G.row(ax(0, 0))).toBe(3);
  });
  it('not when in an enemy zone or holding an enemy in its own', () => {
    const u = unit(1, 0, ax(0, 0), N, counter('Sp'));
    const e = unit(11, 1, ax(0, -2), S, counter('Sp'));
    const close = unit(11, 1, ax(0, -1), 0, counter('Sp')); // in u's zone, facing away
    expect(demoralisedFlight(position([u, e], { corps: cs }), 0, []).fled).toEqual([1]);
    expect(demoralisedFlight(position([u, close], { corps: cs }), 0, []).fled).toEqual([]);
  });
  it('−2 in combat, −1 for the general', () => {
    const a = unit(1, 0, ax(0, 0), N, counter('Bd'));
    const x = unit(11, 1, ax(0, -1), S, counter('Bd'));
    expect(meleeTotals(position([a, x], { corps: cs }), a, x, [3, 3])[0].items).toEqual([{ id: '12.3', value: -2 }]);
    const g = { ...a, counters: [counter('Bd', 'O', { general: true })] };
    expect(meleeTotals(position([g, x], { corps: cs }), g, x, [3, 3])[0].items).toEqual([{ id: '12.3', value: -1 }]);
  });
  it('its points move one counter once, without march moves; restraints are free of that limit (spec A41)', () => {
    expect(demoralisedActivation({ restraint: false, counters: 1, marchMove: false }, 0)).toBeNull();
    expect(demoralisedActivation({ restraint: false, counters: 2, marchMove: false }, 0)?.rule).toBe('CdB 12.3');
    expect(demoralisedActivation({ restraint: false, counters: 1, marchMove: true }, 0)?.rule).toBe('CdB 12.3');
    expect(demoralisedActivation({ restraint: false, counters: 1, marchMove: false }, 1)?.rule).toBe('CdB 12.3');
    expect(demoralisedActivation({ restraint: true, counters: 3, marchMove: false }, 5)).toBeNull();
  });
});
