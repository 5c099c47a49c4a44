// March moves (CdB 9.3, spec T-9.3) and turning before combat (CdB 6.3, spec T-6.3).
import { describe, expect, it } from 'vitest';
import { checkMarchMove, enemyDistance } from '../../../src/rules/cdb/march';
import { applyDesignation, unitsToTurn } from '../../../src/rules/cdb/turning';
import { frontalContact } from '../../../src/rules/cdb/zoc';
import { ax, counter, G, N, position, unit } from './helpers';

describe('CdB 9.3: march moves (spec T-9.3)', () => {
  const foe = unit(9, 1, ax(0, -9), 1, counter('Sp'));
  it('a unit 9 hexes away whose first move ends 5 away may move again, but not to within 4', () => {
    const u = unit(1, 0, ax(0, -4), N, counter('Cv')); // 5 from the enemy after move 1
    const p = position([u, foe]);
    expect(enemyDistance(p, 0, [u.hex])).toBe(5);
    expect(checkMarchMove(p, [u], { atPhaseStart: 9, moveNumber: 2, path: [ax(0, -4), ax(0, -5), ax(0, -6)] })?.message).toMatch(/may not come within 4/);
    expect(checkMarchMove(p, [u], { atPhaseStart: 9, moveNumber: 2, path: [ax(0, -4), ax(1, -4)] })).toBeNull();
  });
  it('a unit starting the phase 4 hexes away makes one move only; so does one whose first move ended within 4', () => {
    const near = unit(1, 0, ax(0, -5), N, counter('Cv'));
    const p = position([near, foe]);
    expect(checkMarchMove(p, [near], { atPhaseStart: 4, moveNumber: 2, path: [ax(0, -5), ax(1, -5)] })?.message).toMatch(/start of the phase/);
    expect(checkMarchMove(p, [near], { atPhaseStart: 9, moveNumber: 2, path: [ax(0, -5), ax(1, -5)] })?.message).toMatch(/first move/);
    expect(checkMarchMove(p, [near], { atPhaseStart: 4, moveNumber: 1, path: [ax(0, -5), ax(0, -6)] })).toBeNull();
  });
});

describe('CdB 6.3: turning before combat (spec T-6.3, A17, A40)', () => {
  const k = unit(1, 0, ax(0, 0), 4, counter('Kn'));
  const s = unit(2, 1, ax(0, -1), 5, counter('Sp'));
  it('the Spears, held by the Knights and in frontal contact with nothing, must turn; the designation is forced', () => {
    const p = position([k, s]);
    expect(unitsToTurn(p, 1).map((x) => [x.unit.id, x.attackers.map((a) => a.id)])).toEqual([[2, [1]]]);
    expect(unitsToTurn(p, 0)).toEqual([]); // the Knights are not in the Spears' zone
    const q = applyDesignation(p, 2, 1);
    expect(q.units.find((u) => u.id === 2)?.facing).toBe(0);
    expect(frontalContact(G, q.units[0], q.units[1])).toBe(true);
  });
  it('a unit already in frontal contact with another enemy does not turn', () => {
    const other = unit(3, 0, ax(1, -2), 2, counter('Bd')); // front SW → (0,−1), W → (0,−2)
    const s2 = { ...s, facing: 0 }; // front E → (1,−1) and SE → (0,0)... faces the Knights
    const s3 = { ...s, facing: 5 }; // front NE → (1,−2) and E: in contact with `other`
    expect(frontalContact(G, s3, other)).toBe(true);
    expect(unitsToTurn(position([k, s3, other]), 1)).toEqual([]);
    expect(unitsToTurn(position([k, s2]), 1)).toEqual([]);
  });
  it('two adjacent enemies where neither holds the other do not turn', () => {
    const away = unit(2, 1, ax(0, -1), 4, counter('Sp'));
    const back = unit(1, 0, ax(0, 0), 1, counter('Kn'));
    expect(unitsToTurn(position([back, away]), 1)).toEqual([]);
    expect(unitsToTurn(position([back, away]), 0)).toEqual([]);
  });
});
