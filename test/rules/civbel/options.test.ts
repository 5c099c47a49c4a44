// The readings and optional modules as named options travelling in the header.
import { describe, expect, it } from 'vitest';
import { OPTIONS, commandOptionsFrom, optionSpec, resolveOptions } from '../../../src/rules/civbel/options';
import { actionCost } from '../../../src/rules/civbel/command';
import { leader, state, unit } from './helpers';

describe('options (spec §9 readings, optional modules)', () => {
  it('each has a rule, English and French label and help, and a default among its choices', () => {
    for (const o of OPTIONS) {
      expect(o.rule).toBeTruthy();
      expect(o.label.en && o.label.fr && o.help.en && o.help.fr).toBeTruthy();
      expect(o.help.fr).not.toBe(o.help.en);
      expect(o.choices.some((c) => c.value === o.default)).toBe(true);
    }
  });
  it('defaults fill an empty header; an unknown value is refused; inherited keys are not read', () => {
    expect(resolveOptions({})).toEqual({ rulesModule: 'CB-provisional-0', leaderRallyCost: 3, inspireOnTests: 'ifImproves', shotAtMeans: 'lastTurn', ordersModule: 'off', hopliteSupplement: 'off' });
    expect(resolveOptions({ hopliteSupplement: 'on' })).toBe('option hopliteSupplement: unknown value');
    expect(resolveOptions({ rulesModule: 'CB-provisional-9' })).toBe('option rulesModule: unknown value');
    expect(resolveOptions(Object.create({ leaderRallyCost: 7 }))).not.toBeTypeOf('string');
    expect(optionSpec('toString')).toBeUndefined();
  });
  it('MOR-22 (spec A1): the rally cost option reaches the command module', () => {
    const s = state([unit('u', 0, 'X', 'spearmen', { shaken: true })], [leader('L', 0, 'commander', { command: 'X', y: -90 })]);
    const two = commandOptionsFrom(resolveOptions({ leaderRallyCost: 2 }) as Record<string, string | number>);
    expect(actionCost(s, s.leaders[0], { kind: 'steady', mode: 'rally', unit: 'u' }, two)).toBe(2);
    expect(commandOptionsFrom(resolveOptions({}) as Record<string, string | number>)).toEqual({ leaderRallyCost: 3, ordersModule: false });
  });
});
