// Issue 13, item 2: a name an object answers from its prototype (constructor,
// __proto__, toString...) is never a table row. Every place that reads a table
// with a key from a header is fed every such name and must refuse it with a
// reason: never a TypeError, never acceptance.
import { describe, expect, it } from 'vitest';
import type { RuleSystem } from '../../src/engine/contract';
import { systems } from '../../src/rules/registry';
import { toy } from '../toy/toy';
import { LOOKUP_NAMES, PROTOTYPE_NAMES } from './corpus';
import { headerFromWire, headerToWire } from '../../src/engine/packet';
import { VerifyError } from '../../src/engine/errors';

const loadAll = async (): Promise<RuleSystem<any, any>[]> => [toy, ...(await Promise.all(systems.map((s) => s.load())))];

function defaults(sys: RuleSystem<any, any>): Record<string, any> {
  const o: Record<string, any> = {};
  for (const s of sys.options) o[s.id] = s.default;
  return o;
}

/** A refusal: a sentence, not an exception and not null. */
function refused(sys: RuleSystem<any, any>, scenario: string, options: Record<string, any>): string {
  let r: string | null;
  try { r = sys.validateConfig({ scenario, options }); } catch (e) { throw new Error(`validateConfig threw ${(e as Error).name}: ${(e as Error).message}`); }
  expect(typeof r).toBe('string');
  return r as string;
}

describe('prototype names in a header', () => {
  it('a system\'s default configuration is accepted (the tests below change one thing)', async () => {
    for (const sys of await loadAll()) expect(sys.validateConfig({ scenario: sys.scenarios[0].id, options: defaults(sys) })).toBeNull();
  });

  it('every option of every rule system refuses every prototype name as its value', async () => {
    for (const sys of await loadAll()) {
      for (const spec of sys.options) {
        for (const n of LOOKUP_NAMES) refused(sys, sys.scenarios[0].id, { ...defaults(sys), [spec.id]: n });
      }
    }
  });

  it('no rule system takes a prototype name for a scenario', async () => {
    for (const sys of await loadAll()) for (const n of LOOKUP_NAMES) refused(sys, n, defaults(sys));
  });

  it('DBA: army lists, free armies, their topography and the choices in a list', async () => {
    const dba = await systems.find((s) => s.id === 'dba')!.load();
    const d = defaults(dba);
    for (const n of LOOKUP_NAMES) {
      for (const seat of [0, 1]) {
        refused(dba, 'battle', { ...d, ['army' + seat]: n });
        refused(dba, 'battle', { ...d, ['army' + seat]: 'free', ['free' + seat]: Array(12).fill(n) });
        refused(dba, 'battle', { ...d, ['army' + seat]: 'free', ['free' + seat]: [...Array(11).fill('4Bd'), n] });
        refused(dba, 'battle', { ...d, ['army' + seat]: 'free', ['free' + seat]: Array(12).fill('4Bd'), ['topo' + seat]: n });
        refused(dba, 'battle', { ...d, ['choices' + seat]: Array(12).fill(n) });
      }
    }
  });

  it('Nabis: units and leaders rows', async () => {
    const nabis = await systems.find((s) => s.id === 'nabis')!.load();
    const d = defaults(nabis);
    const sc = nabis.scenarios[0].id;
    for (const n of LOOKUP_NAMES) {
      refused(nabis, sc, { ...d, units: [[n, 3, 3, 3, 2, 2, 2, 0]] });
      refused(nabis, sc, { ...d, leaders: [[n, 1, 1, 1, 1, 1, 1, 1, 1]] });
    }
  });

  it('the engine refuses an option named after a prototype property (the header cannot carry it)', () => {
    const pk = 'BA' + 'A'.repeat(85);
    for (const n of PROTOTYPE_NAMES.filter((x) => /^[A-Za-z0-9_.-]+$/.test(x))) {
      const w = [2, 'toy', 1, [[n, 1], ['scenario', 'field']].sort((a, b) => (a[0] < b[0] ? -1 : 1)), 1, 0, pk, 'A', 'en', 'A'.repeat(22), 'A'.repeat(43), 'A'.repeat(86)];
      let err: unknown;
      try { headerFromWire(w as any); } catch (e) { err = e; }
      expect(err, n).toBeInstanceOf(VerifyError);
      expect((err as VerifyError).code).toBe('malformed');
    }
    // The same header without it reads.
    const ok = headerFromWire([2, 'toy', 1, [['scenario', 'field']], 1, 0, pk, 'A', 'en', 'A'.repeat(22), 'A'.repeat(43), 'A'.repeat(86)]);
    expect(headerToWire(ok)[3]).toEqual([['scenario', 'field']]);
  });
});
