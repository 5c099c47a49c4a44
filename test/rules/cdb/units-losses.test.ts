// Units (CdB 2.3, CdB 2.5), losses and demoralisation (CdB 12.1, CdB 12.2), victory (CdB 13).
import { describe, expect, it } from 'vitest';
import { armyBroken, armyHalves, corpsHalves, failsGeneralLossTest, reachesThreshold, thresholdHalves } from '../../../src/rules/cdb/losses';
import { DEFAULT_OPTIONS } from '../../../src/rules/cdb/options';
import { fightingQuality, isImpetuous, permanentlyImpetuous } from '../../../src/rules/cdb/units';
import { ax, corps, counter, irr, N, position, S, unit } from './helpers';

describe('CdB 2.3: the (X) qualities (spec T-2.4)', () => {
  const kx = counter('Kn', 'X'), axx = counter('Ax', 'X'), wwx = counter('WW', 'X');
  const melee = (enemyType: Parameters<typeof counter>[0], enemyInFront = true) => ({ mode: 'melee' as const, enemyType, enemyInFront });
  it('cataphracts: (S) against LH, Sp, Pk, Bw and when shot at; (I) against Kn, Bd, Wb; (O) otherwise', () => {
    for (const t of ['Sp', 'Pk', 'LH', 'Bw'] as const) expect(fightingQuality(kx, melee(t))).toBe('S');
    for (const t of ['Kn', 'Bd', 'Wb'] as const) expect(fightingQuality(kx, melee(t))).toBe('I');
    for (const t of ['Ax', 'Cv'] as const) expect(fightingQuality(kx, melee(t))).toBe('O');
    expect(fightingQuality(kx, { mode: 'shotAt', enemyType: 'Bw', enemyInFront: true })).toBe('S');
  });
  it('Auxilia (X): (S) only to their front against Kn, Exp, Sp, Bd, Wb, Hd; War Wagons (X): (O) only facing elephants', () => {
    expect(fightingQuality(axx, melee('Wb'))).toBe('S');
    expect(fightingQuality(axx, melee('Cv'))).toBe('I');
    expect(fightingQuality(axx, melee('Sp', false))).toBe('I');
    expect(fightingQuality(wwx, melee('El'))).toBe('O');
    expect(fightingQuality(wwx, melee('Kn'))).toBe('I');
    expect(fightingQuality(counter('Bd', 'X'), melee('Kn'))).toBe('O');
    expect(fightingQuality(counter('Bd', 'S'), melee('Kn'))).toBe('S');
  });
});

describe('CdB 2.5: impetuous units', () => {
  it('permanently: irregular Kn (S/O/F), every irregular Wb, Bd (S/F), Cm (S), Hd (S/F)', () => {
    expect(permanentlyImpetuous(irr('Kn', 'O'))).toBe(true);
    expect(permanentlyImpetuous(irr('Kn', 'I'))).toBe(false);
    expect(permanentlyImpetuous(counter('Kn', 'O'))).toBe(false);
    expect(permanentlyImpetuous(irr('Wb', 'I'))).toBe(true);
    expect(permanentlyImpetuous(irr('Bd', 'O'))).toBe(false);
    expect(permanentlyImpetuous(irr('Bd', 'F'))).toBe(true);
    expect(permanentlyImpetuous(irr('Cm', 'S'))).toBe(true);
    expect(permanentlyImpetuous(irr('Cm', 'O'))).toBe(false);
    expect(permanentlyImpetuous(irr('Hd', 'S'))).toBe(true);
  });
  it('dynamically: strictly nearer an enemy of a demoralised corps; never in a demoralised corps', () => {
    const sp = unit(1, 0, ax(0, 0), N, counter('Sp'), 1);
    const broken = unit(2, 1, ax(0, -3), S, counter('Sp'), 2);
    const sound = unit(3, 1, ax(5, -5), S, counter('Sp'), 3);
    const cs = [corps(1, 0, 0), corps(2, 1, 0, { demoralised: true }), corps(3, 1, 0)];
    expect(isImpetuous(position([sp, broken, sound], { corps: cs }), sp)).toBe(true);
    expect(isImpetuous(position([sp, broken, { ...sound, hex: ax(3, -3) }], { corps: cs }), sp)).toBe(false); // equal: not strictly
    const wb = unit(1, 0, ax(0, 0), N, irr('Wb'), 1);
    expect(isImpetuous(position([wb], { corps: [corps(1, 0, 0)] }), wb)).toBe(true);
    expect(isImpetuous(position([wb], { corps: [corps(1, 0, 0, { demoralised: true })] }), wb)).toBe(false);
  });
});

describe('CdB 12.1 and CdB 12.2: losses and demoralisation (spec T-12.1, T-12.2)', () => {
  it('T-12.1: Hd (I), Hd (O), Ps, Bag and Kn lost: corps 2.0, army 4.0', () => {
    const lost = [counter('Hd', 'I'), counter('Hd'), counter('Ps'), counter('Bag', 'I'), counter('Kn')];
    expect(corpsHalves(lost)).toBe(4);
    expect(armyHalves(lost)).toBe(8);
  });
  it('T-12.2: 13 counter-equivalents break at 5, or 4.5 with Psiloi or Hordes; 4 Bd and 1 Ps lost reach it', () => {
    const thirteen = Array.from({ length: 13 }, () => counter('Bd'));
    expect(thresholdHalves(thirteen, DEFAULT_OPTIONS)).toBe(10);
    const withPs = [...Array.from({ length: 12 }, () => counter('Bd')), counter('Ps'), counter('Ps')];
    expect(corpsHalves(withPs)).toBe(26);
    expect(thresholdHalves(withPs, DEFAULT_OPTIONS)).toBe(9);
    expect(reachesThreshold(4 * 2 + 1, 9)).toBe(true);
    expect(reachesThreshold(4 * 2, 9)).toBe(false);
  });
  it('the half option (200 points): 13 break at 7, or 6.5 with Psiloi', () => {
    const half = { ...DEFAULT_OPTIONS, demoralisationThreshold: 'half' };
    expect(thresholdHalves(Array.from({ length: 13 }, () => counter('Bd')), half)).toBe(14);
    expect(thresholdHalves([...Array.from({ length: 12 }, () => counter('Bd')), counter('Ps'), counter('Ps')], half)).toBe(13);
  });
  it('the general-loss test: a die at or below the losses, the general included', () => {
    expect(failsGeneralLossTest(2, 4)).toBe(true);
    expect(failsGeneralLossTest(3, 4)).toBe(false);
    expect(failsGeneralLossTest(1, 1)).toBe(false); // half a counter lost: a 1 is not at or below 0.5
  });
});

describe('CdB 13: victory (spec T-13)', () => {
  it('an army of 45 breaks at 22.5 lost', () => {
    expect(armyBroken(46, 90)).toBe(true);
    expect(armyBroken(45, 90)).toBe(true);
    expect(armyBroken(44, 90)).toBe(false);
  });
});
