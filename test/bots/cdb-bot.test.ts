// The steady Champs de Bataille bot judges fights by what each side stands to lose over the
// dice (11.2 totals read through the results table of 11.5, the flank rule of 11.4 and the
// rear rank of 11.7), judges an enemy's threat from where it would stand to strike (the
// friends beside the unit overlap it, 11.3), and keeps its units out of a full rear rank
// near the enemy (11.7), and spends points a move is worth even below their price (4.2).
// Each test builds a position by hand; the ones marked "(red …)" were seen to fail with the
// behaviour taken out of src/rules/cdb/bot.ts (the mêlée edge of 11.2 instead of meleeOdds; the
// enemy judged where it stands; no rear-rank term; a move played only above its price).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { cdb, type CdbAction, type CdbState } from '../../src/rules/cdb';
import { meleeEdge, meleeOdds, threatOn } from '../../src/rules/cdb/bot';
import { frontHexes, rearHexes } from '../../src/rules/cdb/grid';
import { game, playMovement, scripted } from '../rules/cdb/game-helpers';
import { ax, corps, counter, G, irr, N, S, unit } from '../rules/cdb/helpers';

const bot = (s: CdbState, seat: 0 | 1 = 0): CdbAction => cdb.bot!(s, seat, new BotRandom(1));
const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;
const pair = (t: 'Sp' | 'Wb') => [counter(t), counter(t)];




describe('cdb steady bot: fights judged by the results table (11.2, 11.5, 11.7)', () => {
  it('meleeOdds: a pair of Spears against Knights in the open loses 4 halves 1 time in 6 (11.5 row 2: destroyed by Knights), the Knights 2 halves 1 time in 6 (row 3) and recoil 20 times in 36', () => {
    const s = game([unit(1, 0, ax(0, 0), N, pair('Sp')), unit(2, 1, ax(0, -1), S, counter('Kn'))]);
    const sp = unitOf(s, 1), kn = unitOf(s, 2);
    expect(meleeEdge(s, sp, kn)).toBe(2); // 4 + 1 (8.1) against 3: the totals favour the Spears
    const o = meleeOdds(s, sp, kn);
    // The pair's 4 halves and one more for the hole the Knights advance into (11.9: the bot's weight).
    expect(o.lossA).toBeCloseTo(5 * 6 / 36, 9);
    expect(o.lossX).toBeCloseTo(3 * 6 / 36 + 0.25 * 20 / 36, 9); // the Knights destroyed: 2 halves and the hole
  });
  it('meleeOdds: a unit destroyed with friends in both rear hexes takes the cheaper of them with it (11.7)', () => {
    const kn = unit(2, 1, ax(0, -1), S, counter('Kn'));
    const alone = game([unit(1, 0, ax(0, 0), N, pair('Sp')), kn]);
    const s = game([unit(1, 0, ax(0, 0), N, pair('Sp')), kn, unit(3, 0, ax(-1, 1), N, counter('Cv')), unit(4, 0, ax(0, 1), N, counter('Ps'))]);
    expect(rearHexes(G, unitOf(s, 1)).sort()).toEqual([ax(-1, 1), ax(0, 1)].sort());
    const o = meleeOdds(s, unitOf(s, 1), unitOf(s, 2)), o0 = meleeOdds(alone, unitOf(alone, 1), unitOf(alone, 2));
    expect(o.lossA - o0.lossA).toBeCloseTo(1 * 6 / 36, 9); // the Psiloi (1 half) go with the Spears
  });
  it('(red with the edge of 11.2 alone) Spears do not charge a lone Knight whose total is worse: the table makes the fight a loss for them', () => {
    const s = game([unit(1, 0, ax(0, 0), N, pair('Sp')), unit(2, 1, ax(1, -3), S, counter('Kn'))]);
    expect(meleeEdge(s, unitOf(s, 1), unitOf(s, 2))).toBeGreaterThan(0);
    const end = playMovement(s);
    expect(frontHexes(G, unitOf(end, 1))).not.toContain(unitOf(end, 2).hex);
  });
  it('(red when the enemy is judged where it stands) a Knight threatens a lone pair of Spears (the table: 11.5), not the middle of a line of three, which overlaps it from both sides (11.3)', () => {
    const kn = unit(9, 1, ax(2, -4), S, counter('Kn'));
    const lone = game([unit(1, 0, ax(0, 0), N, pair('Sp')), kn]);
    const line = game([unit(1, 0, ax(0, 0), N, pair('Sp')), unit(2, 0, ax(-1, 0), N, pair('Sp')), unit(3, 0, ax(1, 0), N, pair('Sp')), kn]);
    expect(G.distance(ax(0, 0), kn.hex)).toBe(4); // Knights: 3 MP and a step
    expect(threatOn(lone, unitOf(lone, 1))).toBeGreaterThan(0.15);
    expect(threatOn(line, unitOf(line, 1))).toBe(0);
  });
});

/** The friends (not baggage) u stands in a full rear rank of (11.7): one of their two rear hexes, a friend in the other. */
function rearRanksOf(s: CdbState, id: number): number[] {
  const u = unitOf(s, id);
  return s.units.filter((f) => f.side === u.side && f.id !== u.id && f.facing !== null && rearHexes(G, f).includes(u.hex)
    && rearHexes(G, f).every((h) => s.units.some((x) => x.hex === h && x.side === u.side && x.facing !== null))).map((f) => f.id);
}

describe('cdb steady bot: no second rank behind a line near the enemy (11.7)', () => {
  it('(red without the rear-rank term) Cavalry behind a line of Spears facing Knights does not step into the hex that fills both rear ranks', () => {
    // The line (corps 3) has no points left; the Cavalry (corps 1) has six.
    const cs = [corps(1, 0, -1, { generalOffMap: true }), corps(3, 0, -1, { generalOffMap: true }), corps(2, 1, -1, { generalOffMap: true })];
    const s = game([
      unit(1, 0, ax(0, 0), N, pair('Sp'), 3), unit(2, 0, ax(1, 0), N, pair('Sp'), 3),
      unit(3, 0, ax(-1, 1), N, counter('Ps'), 3), unit(4, 0, ax(1, 1), N, counter('Ps'), 3),
      unit(5, 0, ax(-1, 3), N, counter('Cv')),
      unit(9, 1, ax(1, -4), S, counter('Kn')),
    ], { corps: cs, ap: { 1: 6, 3: 0 } });
    const end = playMovement(s);
    expect(rearRanksOf(end, 5)).toEqual([]);
  });
});

describe('cdb steady bot: points spent (4.2)', () => {
  it('(red when a move must gain more than its price) irregular Spears held to one hex pay 3 points for it rather than lose them at the end of the phase', () => {
    const cs = [corps(1, 0, -1, { generalOffMap: true }), corps(3, 0, -1, { generalOffMap: true }), corps(2, 1, -1, { generalOffMap: true })];
    const s = game([
      unit(1, 0, ax(-3, 8), N, [irr('Sp'), irr('Sp')]),
      // A friend of another corps where both ways straight ahead end their second hex.
      unit(2, 0, ax(-2, 6), N, [counter('Sp'), counter('Sp')], 3),
      unit(9, 1, ax(0, -9), S, counter('Sp')),
    ], { corps: cs, ap: { 1: 3, 3: 0 } });
    const a = bot(s);
    expect(a.k).toBe('move');
    if (a.k === 'move') {
      expect(a.units).toEqual([1]);
      const next = cdb.apply(s, 0, a, scripted([]));
      expect(G.distance(unitOf(next, 1).hex, ax(-3, 8))).toBe(1);
      expect(next.ap['1']).toBe(0); // 1, +1 irregulars not using their whole allowance, +1 general off the map (4.2)
    }
  });
});

describe('cdb steady bot: the last turns (13)', () => {
  const wbAndKnight = (turn: number) => game([unit(1, 0, ax(0, 0), N, pair('Wb')), unit(9, 1, ax(3, -6), S, counter('Kn'))], { more: { turn } });
  it('Warband keeps out of a Knight\'s reach (a Warband beaten by Knights in the open is destroyed already in row 2, 11.5) while the battle is young', () => {
    const s = wbAndKnight(3);
    expect(G.distance(ax(0, 0), ax(3, -6))).toBe(6);
    const end = playMovement(s);
    expect(G.distance(unitOf(end, 1).hex, unitOf(end, 9).hex)).toBeGreaterThan(3 + 1); // Knights: 3 MP and a step
  });
  it('(red without the late push) in the last four game turns, a battle not won by then being a draw, the same Warband goes in', () => {
    const s = wbAndKnight(10);
    const end = playMovement(s);
    expect(G.distance(unitOf(end, 1).hex, unitOf(end, 9).hex)).toBeLessThanOrEqual(3 + 1);
  });
});
