// Where the steady DBA bot sets its army down (issue 14: games drawn at the time limit,
// the line held on the bank of a difficult river). Each test
// builds the position by hand and fails when the behaviour behind it is removed.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { dba } from '../../../src/rules/dba';
import type { Feature } from '../../../src/rules/dba/state';
import { position } from './helpers';
import { linePlan, wayBlocked } from '../../../src/rules/dba/bot-deploy';

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

describe('steady DBA bot: the battle row and bad going', () => {
  // A Hittite-like army (general and two more chariots, Cavalry, six Spears, Psiloi,
  // Horde) deploying from the south edge, a steep hill (bad going, TER-02) across the
  // right-hand end of its front row, 200 paces ahead of it.
  const army = () => {
    const specs: Parameters<typeof position>[0] = [{ id: 0, side: 0, base: 'HCh', f: 'N', x: [100, 260], y: [100, 260], gen: true }];
    const bases = ['HCh', 'HCh', '3Cv', '4Sp', '4Sp', '4Sp', '4Sp', '4Sp', '4Sp', '2Ps', '5Hd'];
    bases.forEach((base, i) => specs.push({ id: i + 1, side: 0, base, f: 'N', x: [100, 260], y: [100, 260] }));
    const hill: Feature = { kind: 'SteepHill', compulsory: false, p: [1750, 900, 480, 320, 0] };
    const s = position(specs, { phase: 'deployD', terrain: [hill] });
    return s;
  };
  it('DEP-04, TER-02: no chariot, cavalry or heavy foot is planned where bad going lies on its way ahead; those bases stand behind the clear part of the row, the general with them', () => {
    const s = army();
    const plan = linePlan(s, 0);
    expect(plan.size).toBe(12);
    for (const e of s.els) {
      const p = plan.get(e.id)!;
      if (e.type !== 'Ps') expect(wayBlocked(s, p), `#${e.id} ${e.type}`).toBe(false);
    }
    // The row itself is not given up: its clear slots are all filled, and the bases that
    // gave up theirs (4 here) form a second line behind it.
    const front = [...plan.values()].filter((p) => p.y === 560);
    expect(front.length).toBeGreaterThanOrEqual(6);
    const back = [...plan.values()].filter((p) => p.y === 380);
    expect(back.length).toBeGreaterThanOrEqual(5);
    const gen = plan.get(0)!;
    expect(gen.y).toBe(380);
    expect(gen.x).toBeLessThan(1400);
  });
});
