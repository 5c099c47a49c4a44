// The rule system object (CdB 3): configuration, set-up (spec §6.3 armies, fixed deployment),
// representative legal moves with a check that accepts any legal move, and the invariants.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import { OP } from '../../../src/rules/cdb/movement';
import { scripted } from './game-helpers';

const fresh = () => cdb.setup({ scenario: 'hittite-mycenaean', options: {} });

describe('CdB rule system', () => {
  it('checks its configuration', () => {
    expect(cdb.validateConfig({ scenario: 'hittite-mycenaean', options: {} })).toBeNull();
    expect(cdb.validateConfig({ scenario: 'cannae', options: {} })).toMatch(/scenario/);
    expect(cdb.validateConfig({ scenario: 'hittite-mycenaean', options: { cincPoint: 'sometimes' } })).toMatch(/cincPoint/);
    expect(fresh().options.cincPoint).toBe('combine');
    expect(cdb.setup({ scenario: 'hittite-mycenaean', options: { cincPoint: 'whole' } }).options.cincPoint).toBe('whole');
  });
  it('sets up three corps a side with their generals and baggage, sound by the invariants', () => {
    const s = fresh();
    expect(s.corps.map((c) => c.side)).toEqual([0, 0, 0, 1, 1, 1]);
    for (const c of s.corps) expect(s.units.some((u) => u.corps === c.id && u.counters.some((k) => k.id === c.general && k.general))).toBe(true);
    expect(s.units.filter((u) => u.counters[0].type === 'Bag')).toHaveLength(12);
    expect(s.units.flatMap((u) => u.counters).filter((c) => c.cinc)).toHaveLength(2);
    expect(cdb.invariants!(s)).toEqual([]);
    expect(cdb.turnNumber!(s)).toBe(1);
  });
  it('the invariants see a broken state', () => {
    const s = fresh();
    s.units[1].hex = s.units[0].hex;
    s.units[2].facing = 7;
    expect(cdb.invariants!(s).join('; ')).toMatch(/two units in hex.*facing 7|facing 7.*two units/);
  });
  it('legalActions lists representative moves; check accepts a legal move that is not listed, and refuses an illegal one', () => {
    const s = cdb.apply(fresh(), 0, { k: 'roll' }, scripted([6, 6, 6]));
    const legal = cdb.legalActions(s, 0);
    expect(legal.filter((a) => a.k === 'move').length).toBeGreaterThan(50);
    for (const a of legal.slice(0, 40)) expect(cdb.check(s, 0, a)).toBeNull();
    const psiloi = s.units.find((u) => u.side === 0 && u.counters[0].type === 'Ps')!;
    const zigzag = { k: 'move' as const, units: [psiloi.id], split: 0 as const, ticks: [[OP.frontRight], [OP.frontLeft], [OP.frontRight]] };
    expect(legal.some((a) => JSON.stringify(a) === JSON.stringify(zigzag))).toBe(false);
    expect(cdb.check(s, 0, zigzag)).toBeNull();
    expect(cdb.check(s, 0, { ...zigzag, ticks: [...zigzag.ticks, [OP.frontLeft]] })?.rule).toBe('CdB 9.6');
    expect(() => cdb.apply(s, 1, { k: 'end' }, scripted([]))).toThrow(/other player/);
  });
});
