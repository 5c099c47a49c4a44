// A "flank attack" on an enemy no friend holds in front is a frontal fight (issue 14; rules
// 6.3, 11.1, 12.2): before the combat the enemy turns to face the unit whose zone holds it.
// Session 18's game 0 (strong as the Mycenaeans, seed 1), turn 6: the C-in-C's Cavalry, out
// of contact since turn 4, stepped onto the Hittite C-in-C's Knights' flank (the steady bot
// ranked it second, the strong bot played it); the Knights turned to face it (6.3) and it was
// destroyed at 3 against 4. Positions built by hand; each test goes red when enemyAtFight no
// longer turns the enemy (contactOdds then sees no fight, generalIntoLosingContact says no).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { cdb, type CdbAction, type CdbState } from '../../../src/rules/cdb';
import { enemyAtFight, generalIntoLosingContact, rankedMoves } from '../../../src/rules/cdb/bot';
import { frontHexes } from '../../../src/rules/cdb/grid';
import { strongCandidates } from '../../../src/rules/cdb/strong';
import { sideTowards } from '../../../src/rules/cdb/zoc';
import { game, scripted } from './game-helpers';
import { ax, G, irr, N, unit } from './helpers';

/** The C-in-C's irregular Cavalry (facing North) a step from the flank of lone Knights that face
 *  West-South-West (2); `held`: a pair of Spears holds the Knights in front. */
const besideKnights = (held: boolean): CdbState => game([
  unit(1, 0, ax(0, 0), N, irr('Cv', 'O', { general: true, cinc: true })),
  unit(2, 0, ax(6, 3), N, [irr('Sp'), irr('Sp')]),
  ...(held ? [unit(5, 0, ax(-1, -1), 5, [irr('Sp'), irr('Sp')])] : []),
  unit(3, 1, ax(0, -2), 2, irr('Kn', 'O', { general: true, cinc: true })),
  unit(4, 1, ax(8, -8), 1, irr('Sp')),
], { ap: { 1: 6, 2: 0 }, more: { cincPoint: true } });

/** One step through the North-West front edge: onto the hex beside the Knights' flank, facing them. */
const step: CdbAction = { k: 'move', units: [1], split: 0, ticks: [[1]] };

describe('cdb bots: an enemy no friend holds turns to face the flank attacker (CdB 6.3)', () => {
  it('the step puts the Knights in the Cavalry\'s front and the Cavalry on the Knights\' flank', () => {
    const s = besideKnights(false);
    const after = cdb.apply(s, 0, step, scripted([]));
    const cv = after.units.find((u) => u.id === 1)!, kn = after.units.find((u) => u.id === 3)!;
    expect(sideTowards(G, kn, cv.hex)).toBe('flank');
    expect(sideTowards(G, cv, kn.hex)).toBe('front');
  });
  it('the C-in-C\'s step onto unheld Knights\' flank is a losing contact: neither level plays it (CdB 6.3, 11.1, 12.2)', () => {
    const s = besideKnights(false);
    expect(generalIntoLosingContact(s, step)).toBe(true);
    for (const m of rankedMoves(s, 0)) expect(generalIntoLosingContact(s, m.a)).toBe(false);
    for (const a of strongCandidates(cdb, s, 0, new BotRandom(1))) expect(generalIntoLosingContact(s, a)).toBe(false);
  });
  it('with Spears holding the Knights in front, the same step is a true flank attack (CdB 11.4): not refused', () => {
    expect(generalIntoLosingContact(besideKnights(true), step)).toBe(false);
  });
});

describe('cdb bots: held in the zones of two, the enemy turns to the one designated (CdB 6.3, N8)', () => {
  it('Knights in the zones of Spears and Cavalry turn to the Spears (the better value against them): the Cavalry takes them in flank', () => {
    // The Knights (facing West-South-West) have the Cavalry on their South-East flank edge
    // and the Spears on their East rear edge, both facing them; no one holds them in front.
    const s = game([
      unit(1, 0, ax(0, -1), N, irr('Cv')),
      unit(2, 0, ax(1, -2), 3, [irr('Sp'), irr('Sp')]),
      unit(3, 1, ax(0, -2), 2, irr('Kn')),
    ]);
    const cv = s.units.find((u) => u.id === 1)!, sp = s.units.find((u) => u.id === 2)!, kn = s.units.find((u) => u.id === 3)!;
    expect(frontHexes(G, cv)).toContain(kn.hex);
    expect(frontHexes(G, sp)).toContain(kn.hex);
    expect(enemyAtFight(s, cv, kn)).toBeNull();
    const met = enemyAtFight(s, sp, kn);
    expect(met && frontHexes(G, met[1])).toContain(sp.hex);
  });
});
