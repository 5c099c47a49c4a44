// The rule each tactical factor of a combat or shooting total cites in the log (RES-01 and the
// rules that refine it). The table view shows these IDs next to each factor, so a wrong or
// empty ID would send a player to the wrong paragraph; every key is pinned here.
import { describe, expect, it } from 'vitest';
import { FACTOR_RULE, factor, sumOf, type FactorKey } from '../../../src/rules/dba/factors';

describe('DBA RES-01 tactical factors cite their rules', () => {
  const RULES: Record<FactorKey, string> = {
    camp: 'DBA RES-01', // +2 defending a camp
    bua: 'DBA GAR-04', // +3 foot garrison of a BUA
    general: 'DBA RES-01', // +1 general
    uphill: 'DBA TER-03', // +1 uphill
    bank: 'DBA INTERP-34', // +1 defending a river bank
    flankL: 'DBA CC-04', flankR: 'DBA CC-04', rear: 'DBA CC-04', // -1 per flank overlapped or contacted, -1 rear
    bad: 'DBA INTERP-16', // -2 bad going, counted once
    support: 'DBA RES-02', // rear support
    psSupport: 'DBA RES-03', // Ps support
    aiders: 'DBA SHO-06', // -1 per aiding shooter, at most -2
    buaBank: 'DBA GAR-05', // BUA occupants defend the bank
  };

  it('DBA RES-01: every factor key names its rule, and no key is missing or extra', () => {
    expect(Object.keys(FACTOR_RULE).sort()).toEqual(Object.keys(RULES).sort());
    for (const k of Object.keys(RULES) as FactorKey[]) expect(FACTOR_RULE[k], k).toBe(RULES[k]);
  });

  it('DBA RES-01: a factor carries value, rule and key; a total sums the values', () => {
    expect(factor(-2, 'bad')).toEqual([-2, 'DBA INTERP-16', 'bad']);
    expect(sumOf([factor(3, 'bua'), factor(1, 'general'), factor(-1, 'flankL')])).toBe(3);
  });
});
