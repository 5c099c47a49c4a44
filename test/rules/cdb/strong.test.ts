// The strong bot (issue 14): a search over the steady bot's candidates, its playouts through
// the enemy's next player-turn with dice from the bot's own stream. Positions built by hand.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { cdb, type CdbState } from '../../../src/rules/cdb';
import { cdbValue, MARGIN, strongCandidates, strongPick } from '../../../src/rules/cdb/strong';
import { steadyMoveChoice } from '../../../src/rules/cdb/bot';
import { frontHexes } from '../../../src/rules/cdb/grid';
import { game } from './game-helpers';
import { ax, counter, G, N, S, unit } from './helpers';

const strong = (s: CdbState, seed = 1) => cdb.bot!(s, 0, new BotRandom(seed), 'strong');
const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;

describe('cdb strong bot: what it weighs', () => {
  it('the steady choice first, then other bodies\' best moves and ending the movement, all distinct and legal', () => {
    const s = game([
      unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(3, 0, ax(3, 0), N, counter('Ps')),
      unit(9, 1, ax(1, -4), S, counter('Kn')),
    ]);
    const cands = strongCandidates(cdb, s, 0, new BotRandom(1));
    expect(cands[0]).toEqual(steadyMoveChoice(s, 0));
    expect(cands.length).toBeGreaterThanOrEqual(2);
    expect(cands).toContainEqual({ k: 'end' });
    expect(new Set(cands.map((a) => JSON.stringify(a))).size).toBe(cands.length);
    for (const a of cands) expect(cdb.check(s, 0, a)).toBeNull();
  });
  it('at most three candidates (the steady choice, one other body\'s best move, ending the movement): a decision stays short', () => {
    const s = game([
      unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(2, 0, ax(-4, 0), N, counter('Cv')), unit(3, 0, ax(4, 0), N, counter('Ps')), unit(4, 0, ax(-7, 2), N, counter('Cv')),
      unit(9, 1, ax(1, -4), S, counter('Kn')), unit(10, 1, ax(-3, -4), S, counter('Ps')),
    ]);
    const cands = strongCandidates(cdb, s, 0, new BotRandom(1));
    expect(cands.length).toBe(3);
    expect(cands[2]).toEqual({ k: 'end' });
  });
  it('the steady choice stands unless another candidate\'s playouts average more than MARGIN (half a counter lost) better', () => {
    expect(MARGIN).toBeGreaterThan(0);
    expect(strongPick([10, 10 + MARGIN, 0])).toBe(0);
    expect(strongPick([10, 10 + MARGIN + 1, 0])).toBe(1);
    expect(strongPick([10, 10 + MARGIN + 1, 10 + MARGIN + 2])).toBe(2);
    expect(strongPick([10, 9, 8])).toBe(0);
  });
  it('far from the enemy it plays the steady move without a search', () => {
    const s = game([unit(1, 0, ax(0, 9), N, [counter('Sp'), counter('Sp')]), unit(9, 1, ax(0, -9), S, counter('Sp'))]);
    expect(strongCandidates(cdb, s, 0, new BotRandom(1))).toEqual([steadyMoveChoice(s, 0)]);
    expect(strong(s)).toEqual(steadyMoveChoice(s, 0));
  });
  it('a playout\'s end is judged by the counters lost (12.1, 13): a lost enemy counter raises the value', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(9, 1, ax(0, -5), S, counter('Sp')), unit(10, 1, ax(3, -5), S, counter('Sp'))]);
    const lost: CdbState = { ...s, units: s.units.filter((u) => u.id !== 10), lost: [{ side: 1, corps: 2, counter: unitOf(s, 10).counters[0], how: 'destroyed' }] };
    expect(cdbValue(lost, 0)).toBeGreaterThan(cdbValue(s, 0));
    expect(cdbValue({ ...s, result: { winner: 0, reason: 'x' } }, 0)).toBeGreaterThan(cdbValue(lost, 0));
  });
});

describe('cdb strong bot: plays sensibly and deterministically', () => {
  it('Spears close with Cavalry they outfight (11.2, 11.5): its move ends in frontal contact', () => {
    let s = game([unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(2, 1, ax(1, -3), S, counter('Cv'))]);
    for (let guard = 0; guard < 10; guard++) {
      const a = strong(s);
      expect(cdb.check(s, 0, a)).toBeNull();
      if (a.k === 'end') break;
      s = cdb.apply(s, 0, a, { dice: { roll: () => 1, d6: () => 1, d10: () => 0 }, log: () => {} });
    }
    expect(frontHexes(G, unitOf(s, 1))).toContain(unitOf(s, 2).hex);
  });
  it('the same state and seed give the same action', () => {
    const s = game([
      unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(3, 0, ax(3, 0), N, counter('Ps')),
      unit(9, 1, ax(1, -4), S, counter('Kn')), unit(10, 1, ax(4, -4), S, counter('Kn')),
    ]);
    expect(strong(s, 7)).toEqual(strong(s, 7));
  });
});
