// The steady Champs de Bataille bot judges fights by what each side stands to lose over the
// dice (11.2 totals read through the results table of 11.5, the flank rule of 11.4 and the
// rear rank of 11.7), judges an enemy's threat from where it would stand to strike (the
// friends beside the unit overlap it, 11.3), and keeps its units out of a full rear rank
// near the enemy (11.7). Each test builds a position by hand; the ones marked so fail with
// the behaviour switched off (ODDS.on / REAR.on = false in src/rules/cdb/bot.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { cdb, type CdbAction, type CdbState } from '../../src/rules/cdb';
import { meleeEdge, meleeOdds, ODDS, REAR } from '../../src/rules/cdb/bot';
import { frontHexes, rearHexes } from '../../src/rules/cdb/grid';
import { game, scripted } from '../rules/cdb/game-helpers';
import { ax, counter, G, N, S, unit } from '../rules/cdb/helpers';

const bot = (s: CdbState, seat: 0 | 1 = 0): CdbAction => cdb.bot!(s, seat, new BotRandom(1));
const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;
afterEach(() => { ODDS.on = true; REAR.on = true; });
const pair = (t: 'Sp' | 'Wb') => [counter(t), counter(t)];

function playMovement(s: CdbState, seat: 0 | 1 = 0): CdbState {
  for (let guard = 0; guard < 40; guard++) {
    const a = bot(s, seat);
    expect(cdb.check(s, seat, a)).toBeNull();
    if (a.k === 'end') break;
    s = cdb.apply(s, seat, a, scripted([]));
  }
  return s;
}



describe('cdb steady bot: fights judged by the results table (11.2, 11.5, 11.7)', () => {
  it('meleeOdds: a pair of Spears against Knights in the open loses 4 halves 1 time in 6 (11.5 row 2: destroyed by Knights), the Knights 2 halves 1 time in 6 (row 3) and recoil 20 times in 36', () => {
    const s = game([unit(1, 0, ax(0, 0), N, pair('Sp')), unit(2, 1, ax(0, -1), S, counter('Kn'))]);
    const sp = unitOf(s, 1), kn = unitOf(s, 2);
    expect(meleeEdge(s, sp, kn)).toBe(2); // 4 + 1 (8.1) against 3: the totals favour the Spears
    const o = meleeOdds(s, sp, kn);
    expect(o.lossA).toBeCloseTo(4 * 6 / 36, 9);
    expect(o.lossX).toBeCloseTo(2 * 6 / 36 + 0.25 * 20 / 36, 9);
  });
  it('meleeOdds: a unit destroyed with friends in both rear hexes takes the cheaper of them with it (11.7)', () => {
    const kn = unit(2, 1, ax(0, -1), S, counter('Kn'));
    const alone = game([unit(1, 0, ax(0, 0), N, pair('Sp')), kn]);
    const s = game([unit(1, 0, ax(0, 0), N, pair('Sp')), kn, unit(3, 0, ax(-1, 1), N, counter('Cv')), unit(4, 0, ax(0, 1), N, counter('Ps'))]);
    expect(rearHexes(G, unitOf(s, 1)).sort()).toEqual([ax(-1, 1), ax(0, 1)].sort());
    const o = meleeOdds(s, unitOf(s, 1), unitOf(s, 2)), o0 = meleeOdds(alone, unitOf(alone, 1), unitOf(alone, 2));
    expect(o.lossA - o0.lossA).toBeCloseTo(1 * 6 / 36, 9); // the Psiloi (1 half) go with the Spears
  });
  it('(red without ODDS) Spears do not charge a lone Knight whose total is worse: the table makes the fight a loss for them', () => {
    const s = game([unit(1, 0, ax(0, 0), N, pair('Sp')), unit(2, 1, ax(1, -3), S, counter('Kn'))]);
    expect(meleeEdge(s, unitOf(s, 1), unitOf(s, 2))).toBeGreaterThan(0);
    const end = playMovement(s);
    expect(frontHexes(G, unitOf(end, 1))).not.toContain(unitOf(end, 2).hex);
  });
  it('(red without ODDS) Warband beside Spears does not charge Knights (a Warband beaten by Knights in the open is destroyed already in row 2)', () => {
    const s = game([unit(1, 0, ax(0, 0), N, pair('Wb')), unit(2, 1, ax(0, -2), S, counter('Kn'))]);
    const end = playMovement(s);
    expect(frontHexes(G, unitOf(end, 1))).not.toContain(unitOf(end, 2).hex);
  });
});
