// Spontaneous advances (CdB 9.5; CdB C21): who advances and on what.
import { describe, expect, it } from 'vitest';
import { advanceTargets, mayIgnore, mustAdvance } from '../../../src/rules/cdb/advance';
import { ax, corps, counter, irr, N, position, S, unit, WOOD, MARSH } from './helpers';

const cs = [corps(1, 0, 0), corps(2, 1, 0)];

describe('CdB 9.5: spontaneous advances', () => {
  const wb = unit(1, 0, ax(0, 0), N, irr('Wb'));
  const far = unit(9, 1, ax(0, -8), S, counter('Sp'));
  it('an impetuous unit that neither moved nor was restrained advances (spec I3)', () => {
    const p = position([wb, far], { corps: cs });
    expect(mustAdvance(p, wb)).toBe(true);
    expect(mustAdvance(p, wb, { moved: true })).toBe(false);
    expect(mustAdvance(p, wb, { restrained: true })).toBe(false);
    expect(mustAdvance(p, wb, { overlapping: true })).toBe(false);
    expect(mustAdvance(p, wb, { unreliableAlly: true })).toBe(false);
    const sp = unit(1, 0, ax(0, 0), N, counter('Sp'));
    expect(mustAdvance(position([sp, far], { corps: cs }), sp)).toBe(false); // not impetuous
  });
  it('not with an enemy in its zone, nor in an enemy zone; never in a demoralised corps', () => {
    const close = unit(9, 1, ax(0, -1), S, counter('Sp'));
    expect(mustAdvance(position([wb, close], { corps: cs }), wb)).toBe(false);
    expect(mustAdvance(position([wb, far], { corps: [corps(1, 0, 0, { demoralised: true }), cs[1]] }), wb)).toBe(false);
  });
  it('targets: the nearest enemy within 4; otherwise the nearest baggage in sight; otherwise the movement-point search', () => {
    const e3 = unit(8, 1, ax(0, -3), S, counter('Sp'));
    const e4 = unit(9, 1, ax(2, -4), S, counter('Sp'));
    expect(advanceTargets(position([wb, e3, e4], { corps: cs }), wb)?.map((e) => e.id)).toEqual([8]);
    const bag = unit(7, 1, ax(-3, -5), null, counter('Bag', 'I'));
    const farSp = unit(9, 1, ax(0, -6), S, counter('Sp'));
    expect(advanceTargets(position([wb, bag, farSp], { corps: cs }), wb)?.map((e) => e.id)).toEqual([7]);
    expect(advanceTargets(position([wb, bag, farSp], { corps: cs, cells: { [ax(-1, -1)]: WOOD, [ax(-2, -3)]: WOOD, [ax(-2, -2)]: WOOD, [ax(-1, -2)]: WOOD } }), wb)).toBeNull();
  });
  it('a mounted unit may ignore enemies in difficult ground; anyone, skirmishers outside the front sector (CdB C21)', () => {
    const kn = unit(1, 0, ax(0, 0), N, irr('Kn'));
    const inMarsh = unit(9, 1, ax(0, -2), S, counter('Sp'));
    const p = position([kn, inMarsh], { corps: cs, cells: { [ax(0, -2)]: MARSH } });
    expect(mayIgnore(p, kn, inMarsh)).toBe(true);
    expect(mayIgnore(p, wb, inMarsh)).toBe(false);
    expect(advanceTargets(p, kn, [9])).toBeNull();
    expect(advanceTargets(p, kn)?.map((e) => e.id)).toEqual([9]);
    const psSide = unit(9, 1, ax(3, 0), S, counter('Ps'));
    const psFront = unit(9, 1, ax(1, -3), S, counter('Ps'));
    expect(mayIgnore(position([wb, psSide]), wb, psSide)).toBe(true);
    expect(mayIgnore(position([wb, psFront]), wb, psFront)).toBe(false);
  });
});
