// Where the steady DBA bot sets its army down (issue 14: games drawn at the time limit,
// the line held on the bank of a difficult river). Each test
// builds the position by hand and fails when the behaviour behind it is removed.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { dba } from '../../../src/rules/dba';
import type { Feature } from '../../../src/rules/dba/state';
import { position } from './helpers';

describe('steady DBA bot: the attacker\'s edge', () => {
  const edgeChosen = (river: Feature, seed: number) => {
    const s = position([], { phase: 'edge', terrain: [river] });
    s.active = s.attacker;
    const a = dba.bot!(s, s.attacker, new BotRandom(seed), 'steady');
    return a.k === 'edge' ? a.pref : -1;
  };
  it('DEP-02, RIV-01: with a river running south-north, it prefers the south or north edge (the armies advance along it, not across it)', () => {
    for (let seed = 1; seed <= 12; seed++) expect([0, 2]).toContain(edgeChosen({ kind: 'River', compulsory: true, p: [0, 900, 120] }, seed));
  });
  it('DEP-02, RIV-01: with a river running west-east, it prefers the east or west edge', () => {
    for (let seed = 1; seed <= 12; seed++) expect([1, 3]).toContain(edgeChosen({ kind: 'River', compulsory: true, p: [1, 1200, 120] }, seed));
  });
});
