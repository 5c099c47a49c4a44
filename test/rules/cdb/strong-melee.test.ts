// The strong Champs de Bataille bot chooses the order of its mêlées (issue 14; rules 11.1,
// 11.2): each obliged fight judged exactly over the 36 throws as the one fought next, the fights
// still due counted at their odds in each resulting position. The position is built by hand;
// the test goes red when the strong bot leaves the choice to the standing order (the lowest
// unit id first: strongMeleeChoice taken out of strongCdb) or judges each fight alone (the
// fights still due, dueNet, taken out).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { cdb, type CdbState } from '../../../src/rules/cdb';
import { meleeOdds } from '../../../src/rules/cdb/bot';
import { defaults } from '../../../src/rules/cdb/choices';
import { engageable, meleeObligations, newMeleeTurn, resolveOneMelee } from '../../../src/rules/cdb/melee-phase';
import { game, scripted } from './game-helpers';
import { ax, counter, N, S, unit } from './helpers';

const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;

/** Knights (1) in frontal contact with Blades (3), a pair of Spears (2) beside them with Psiloi
 *  (4) beside the Blades; the movement phase ended, the mêlée step asks which fights first. */
const line = (): CdbState => {
  const s = game([
    unit(1, 0, ax(0, 0), N, counter('Kn')), unit(2, 0, ax(1, 0), N, [counter('Sp'), counter('Sp')]),
    unit(3, 1, ax(0, -1), S, counter('Bd')), unit(4, 1, ax(1, -1), S, counter('Ps')),
  ]);
  return cdb.apply(s, 0, { k: 'end' }, scripted([]));
};

describe('cdb strong bot: the order of its mêlées (CdB 11.1)', () => {
  it('the Spears fight the Psiloi first, so that the Knights fight the Blades: two fights instead of one (CdB 11.1, 11.2)', () => {
    const s = line();
    expect(s.combat?.pending.kind).toBe('meleeTarget');
    expect(s.combat?.pending.options).toEqual([1, 2]);
    expect(s.combat?.pending.default).toBe(1);
    // The Knights have both enemies in their front; the standing order sends them first (the
    // lowest id) against the weakest, the Psiloi (11.2) ...
    expect(engageable(s, unitOf(s, 1), newMeleeTurn()).map((e) => e.id)).toEqual([3, 4]);
    // ... after which nobody is left to fight (11.1: an enemy fights once a turn), and the Blades stand unfought.
    for (const dice of [[6, 1], [1, 6], [3, 3]] as [number, number][]) {
      const r = resolveOneMelee(s, 1, 4, dice, newMeleeTurn(), defaults, false, []);
      expect(meleeObligations(r.position, 0, r.turn)).toEqual([]);
    }
    // The Spears' fight against the Psiloi first, then the Knights' against the Blades: both are worth having.
    const k = meleeOdds(s, unitOf(s, 1), unitOf(s, 3)), sp = meleeOdds(s, unitOf(s, 2), unitOf(s, 4));
    expect(k.lossX - k.lossA).toBeGreaterThan(0);
    expect(sp.lossX - sp.lossA).toBeGreaterThan(0);
    expect(cdb.bot!(s, 0, new BotRandom(1), 'strong')).toEqual({ k: 'choose', answer: 2 });
  });
  it('the steady bot keeps the standing order (CdB 11.1)', () => {
    const s = line();
    expect(cdb.bot!(s, 0, new BotRandom(1), 'steady')).toEqual({ k: 'choose', answer: 1 });
  });
});
