// The combat results table (CdB 11.5, source table "RÉSULTATS DE COMBAT") and the flank
// conversion (CdB 11.4); spec T-fn2, T-10.4, T-11.4 and §5.7.
import { describe, expect, it } from 'vitest';
import { combatResult, resultRow, type ResultContext } from '../../../src/rules/cdb/results';
import type { Ground } from '../../../src/rules/cdb/data/terrain';
import type { Quality, UnitType } from '../../../src/rules/cdb/data/units';

const r = (row: 1 | 2 | 3, loser: UnitType, by: UnitType, more: Partial<ResultContext> = {}) =>
  combatResult(row, { loserType: loser, loserQuality: 'O', loserGround: 'clear' as Ground, opponentType: by, opponentQuality: 'O' as Quality, mode: 'melee', ...more }).outcome;

describe('CdB 11.5: which row of the table, from the totals compared in 11.2 (spec A30)', () => {
  it('equal, more than half, half or less, in exact arithmetic', () => {
    expect(resultRow(4, 4)).toBe(1);
    expect(resultRow(4, 2)).toBe(3);
    expect(resultRow(5, 3)).toBe(2);
    expect(resultRow(5, 2)).toBe(3);
    expect(resultRow(7, 4)).toBe(2);
    expect(resultRow(1, -1)).toBe(3);
  });
});

describe('CdB 11.5: results by loser type', () => {
  it('row 1: Expendables destroyed, everyone else stays', () => {
    expect(r(1, 'Exp', 'Sp')).toBe('destroyed');
    expect(r(1, 'Kn', 'Sp')).toBe('none');
  });
  it('T-fn2 (footnote 2 of the shooting rules; spec I8): Psiloi flee from heavy foot, recoil in broken ground, die to Ax doubled and Kn in the open', () => {
    expect(r(2, 'Ps', 'Sp')).toBe('flee');
    expect(r(3, 'Ps', 'Sp')).toBe('flee');
    expect(r(2, 'Ps', 'Sp', { loserGround: 'broken' })).toBe('recoil');
    expect(r(3, 'Ps', 'Ax')).toBe('destroyed');
    expect(r(2, 'Ps', 'Kn')).toBe('destroyed');
    expect(r(2, 'Ps', 'El')).toBe('recoil');
    expect(r(2, 'Ps', 'Bw', { mode: 'shot' })).toBe('recoil');
    expect(r(3, 'Ps', 'Bw', { mode: 'shot' })).toBe('destroyed'); // the table wins over footnote 2 (spec I8)
    expect(r(3, 'Ps', 'Sp', { loserQuality: 'X' })).toBe('destroyed');
    expect(r(3, 'Ps', 'Cv', { loserGround: 'broken' })).toBe('flee');
  });
  it('CdB 11.4: under flank attack a recoil or a flight becomes destruction (spec T-11.4, A12; CdB C6)', () => {
    expect(r(2, 'Ps', 'Sp', { flankAttacked: true })).toBe('destroyed');
    expect(r(2, 'Bd', 'Bd', { flankAttacked: true })).toBe('destroyed');
    expect(r(1, 'Bd', 'Bd', { flankAttacked: true })).toBe('none');
    expect(r(2, 'Ps', 'Sp', { flankAttacked: true, flankFleeFlees: true })).toBe('flee');
    expect(combatResult(2, { loserType: 'Bd', loserQuality: 'O', loserGround: 'clear', opponentType: 'Bd', opponentQuality: 'O', mode: 'melee', flankAttacked: true }).flankConverted).toBe(true);
  });
  it('T-10.4: Bowmen beaten by Bowmen recoil (7 against 4), destroyed when doubled (4 against 8; CdB M1)', () => {
    expect(resultRow(7, 4)).toBe(2);
    expect(r(2, 'Bw', 'Bw', { mode: 'shot' })).toBe('recoil');
    expect(resultRow(8, 4)).toBe(3);
    expect(r(3, 'Bw', 'Bw', { mode: 'shot' })).toBe('destroyed');
    expect(r(2, 'Bw', 'Cv')).toBe('destroyed');
  });
  it('row 2: elephants, knights, other mounted', () => {
    expect(r(2, 'El', 'LH')).toBe('destroyed');
    expect(r(2, 'El', 'Sp')).toBe('recoil');
    expect(r(2, 'El', 'Sp', { loserGround: 'difficult' })).toBe('destroyed');
    expect(r(2, 'Kn', 'El')).toBe('destroyed');
    expect(r(2, 'Kn', 'Bw', { opponentQuality: 'S', firstMelee: true })).toBe('destroyed');
    expect(r(2, 'Kn', 'Bw', { opponentQuality: 'S' })).toBe('recoil');
    expect(r(2, 'Kn', 'Bw', { firstMelee: true })).toBe('recoil');
    expect(r(2, 'Kn', 'Sp', { loserGround: 'difficult' })).toBe('destroyed');
    expect(r(2, 'Cv', 'Exp')).toBe('flee');
    expect(r(2, 'LH', 'Sp', { loserGround: 'difficult' })).toBe('flee');
    expect(r(2, 'Cm', 'Sp')).toBe('recoil');
  });
  it('row 2: foot', () => {
    expect(r(2, 'Sp', 'Kn')).toBe('destroyed');
    expect(r(2, 'Sp', 'Kn', { loserGround: 'broken' })).toBe('recoil');
    expect(r(2, 'Pk', 'Cm', { opponentQuality: 'S' })).toBe('destroyed');
    expect(r(2, 'Pk', 'Cm')).toBe('recoil');
    expect(r(2, 'Bd', 'Wb', { loserGround: 'difficult' })).toBe('destroyed');
    expect(r(2, 'Ax', 'Kn')).toBe('destroyed');
    expect(r(2, 'Ax', 'Exp')).toBe('recoil');
    expect(r(2, 'Wb', 'El', { loserGround: 'broken' })).toBe('destroyed');
    expect(r(2, 'Wb', 'Exp')).toBe('destroyed');
    expect(r(2, 'Hd', 'Wb', { loserGround: 'broken' })).toBe('destroyed');
    expect(r(2, 'Hd', 'Sp')).toBe('recoil');
  });
  it('row 2: expendables, artillery, war wagons (CdB M2), baggage', () => {
    expect(r(2, 'Exp', 'Ps')).toBe('destroyed');
    expect(r(2, 'Art', 'Ps')).toBe('destroyed');
    expect(r(2, 'Art', 'Bw', { mode: 'shot' })).toBe('recoil');
    expect(r(2, 'WW', 'Art', { mode: 'shot' })).toBe('destroyed');
    expect(r(2, 'WW', 'Art', { mode: 'shot', loserQuality: 'X' })).toBe('none');
    expect(r(2, 'WW', 'El')).toBe('destroyed');
    expect(r(2, 'WW', 'Sp')).toBe('none');
    expect(r(2, 'Bag', 'Ps')).toBe('destroyed');
    expect(r(2, 'Bag', 'Bw', { mode: 'shot', mobile: true })).toBe('flee');
    expect(r(2, 'Bag', 'Bw', { mode: 'shot', mobile: false })).toBe('none');
  });
  it('row 3: light horse, cavalry, and every other type destroyed (CdB M1)', () => {
    expect(r(3, 'LH', 'Cv')).toBe('destroyed');
    expect(r(3, 'LH', 'Bw')).toBe('destroyed');
    expect(r(3, 'LH', 'Bw', { mode: 'shot' })).toBe('flee');
    expect(r(3, 'LH', 'Ax', { loserGround: 'difficult' })).toBe('destroyed');
    expect(r(3, 'LH', 'Ax')).toBe('flee');
    expect(r(3, 'Cv', 'Sp')).toBe('flee');
    expect(r(3, 'Cv', 'Pk', { loserGround: 'broken' })).toBe('destroyed');
    expect(r(3, 'Cv', 'Bd')).toBe('destroyed');
    for (const t of ['Kn', 'El', 'Cm', 'Exp', 'Sp', 'Bd', 'Pk', 'Ax', 'Bw', 'Wb', 'Hd', 'Art', 'WW', 'Bag'] as const) expect(r(3, t, 'Ps'), t).toBe('destroyed');
  });
});
