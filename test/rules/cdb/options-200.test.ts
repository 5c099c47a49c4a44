// The 200-point options of the rulebook's sidebar (CdB sidebar-200: the march limit and the
// simplified game), the map size (CdB M16) and fortifications (CdB M13). Each position is
// built by hand; each option switched, and the rules seen to change.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import { meleeTotals } from '../../../src/rules/cdb/melee';
import { candidateMoves, OP, planMove, SPLIT_NONE, type MoveAction } from '../../../src/rules/cdb/movement';
import { describeRefusal } from '../../../src/rules/cdb/refusal-words';
import { cincLost } from '../../../src/rules/cdb/sequence';
import type { CdbState, Counter } from '../../../src/rules/cdb/state';
import { game, scripted } from './game-helpers';
import { ax, counter, hill, irr, N, position, S, unit } from './helpers';

const lone = (id: number, ...ops: number[]): MoveAction => ({ k: 'move', units: [id], split: SPLIT_NONE, ticks: ops.map((o) => [o]) });
const err = (s: CdbState, a: MoveAction) => { const r = planMove(s, a); return 'error' in r ? r.error : null; };
/** Unit 1 alone far from the one enemy (10 hexes): 9.3 never stops it; pivots keep it there;
 *  points enough for the irregulars' surcharges (4.2). */
const far = (c: Counter | Counter[], marchLimit?: string): CdbState =>
  game([unit(1, 0, ax(0, 0), N, c), unit(99, 1, ax(0, -10), S, counter('Sp'))], { ap: { 1: 20 }, ...(marchLimit ? { options: { marchLimit } } : {}) });
/** Unit 1 after n moves (pivots one way and back), each applied by the rule system. */
function afterMoves(s: CdbState, n: number): CdbState {
  for (let i = 0; i < n; i++) s = cdb.apply(s, 0, lone(1, i % 2 ? OP.pivot5 : OP.pivot1), scripted([]));
  return s;
}
const third = lone(1, OP.pivot1), second = lone(1, OP.pivot5);

describe('CdB sidebar-200: the march limit (option marchLimit)', () => {
  it('regular units make two moves a turn, not three; without the option only the action points limit them', () => {
    expect(err(afterMoves(far(counter('Cv')), 2), third)).toBeNull(); // the old behaviour, the option absent
    expect(err(afterMoves(far(counter('Cv'), 'none'), 2), third)).toBeNull();
    const limited = far(counter('Cv'), 'twoOne');
    expect(err(afterMoves(limited, 1), second)).toBeNull();
    expect(err(afterMoves(limited, 2), third)?.rule).toBe('CdB sidebar-200');
  });
  it('irregular units make one move a turn', () => {
    expect(err(afterMoves(far(irr('Cv')), 1), second)).toBeNull();
    expect(err(afterMoves(far(irr('Cv'), 'twoOne'), 1), second)?.rule).toBe('CdB sidebar-200');
    expect(err(afterMoves(far(irr('Cv'), 'twoOne'), 0), second)).toBeNull(); // the first move is free of it
  });
  it('light troops make two moves even when irregular (light horse, Psiloi, Auxilia), and no more', () => {
    for (const ty of ['LH', 'Ps', 'Ax'] as const) {
      const s = far(irr(ty), 'twoOne');
      expect(err(afterMoves(s, 1), second)).toBeNull();
      expect(err(afterMoves(s, 2), third)?.rule).toBe('CdB sidebar-200');
    }
  });
  it('a stack holding an irregular counter that is not light moves once', () => {
    const s = far([counter('Sp'), irr('Sp')], 'twoOne');
    expect(err(afterMoves(s, 1), second)?.rule).toBe('CdB sidebar-200');
  });
  it('the moves offered to players and bots stop at the limit', () => {
    const movesOf1 = (s: CdbState) => candidateMoves(s, []).filter((a) => a.units.includes(1)).length;
    expect(movesOf1(afterMoves(far(irr('Cv')), 1))).toBeGreaterThan(0);
    expect(movesOf1(afterMoves(far(irr('Cv'), 'twoOne'), 1))).toBe(0);
    expect(movesOf1(afterMoves(far(counter('Cv'), 'twoOne'), 1))).toBeGreaterThan(0);
  });
  it('the refusal reads in the player\'s words, English and French, naming the sidebar', () => {
    const v = err(afterMoves(far(irr('Cv'), 'twoOne'), 1), second)!;
    expect(describeRefusal(null, v, 'en')).toBe('irregular units make only one move a turn (see the options for 200-point games)');
    expect(describeRefusal(null, v, 'fr')).toBe('les unités irrégulières ne font qu’un seul mouvement par tour (voir les options de jeu à 200 points)');
  });
});

describe('CdB sidebar-200: the simplified game (option simplified), fixed scenario', () => {
  const all = (s: CdbState) => s.units.flatMap((u) => u.counters);
  it('the armies take the field without baggage and without a commander-in-chief', () => {
    const full = cdb.setup({ scenario: 'hittite-mycenaean', options: {} });
    expect(all(full).filter((c) => c.type === 'Bag').length).toBeGreaterThan(0);
    expect(all(full).filter((c) => c.cinc).length).toBe(2);
    const simple = cdb.setup({ scenario: 'hittite-mycenaean', options: { simplified: 'yes' } });
    expect(all(simple).filter((c) => c.type === 'Bag')).toEqual([]);
    expect(all(simple).filter((c) => c.cinc)).toEqual([]);
    expect(all(simple).filter((c) => c.general).length).toBe(6); // every corps keeps its general
    expect(cdb.invariants!(simple)).toEqual([]);
    expect(cdb.setup({ scenario: 'hittite-mycenaean', options: { simplified: 'no' } }).units).toEqual(full.units);
  });
  it('without a commander-in-chief the army plays as one whose commander is lost (4.1: no free dice, no extra point)', () => {
    expect([0, 1].map((side) => cincLost(cdb.setup({ scenario: 'hittite-mycenaean', options: {} }), side as 0 | 1))).toEqual([false, false]);
    expect([0, 1].map((side) => cincLost(cdb.setup({ scenario: 'hittite-mycenaean', options: { simplified: 'yes' } }), side as 0 | 1))).toEqual([true, true]);
  });
});

describe('CdB M16: the map size (option mapSize)', () => {
  it('22 × 30 hexes by default, old headers included; 28 × 36 on demand', () => {
    for (const scenario of ['battle', 'battle-open', 'hittite-mycenaean']) {
      expect(cdb.setup({ scenario, options: {} }).map).toMatchObject({ cols: 30, rows: 22 });
      expect(cdb.setup({ scenario, options: { mapSize: '22x30' } }).map).toMatchObject({ cols: 30, rows: 22 });
      expect(cdb.setup({ scenario, options: { mapSize: '28x36' } }).map).toMatchObject({ cols: 36, rows: 28 });
    }
  });
  it('the fixed scenario deploys along the edges of the larger map, centred', () => {
    const big = cdb.setup({ scenario: 'hittite-mycenaean', options: { mapSize: '28x36' } });
    expect(cdb.invariants!(big)).toEqual([]);
    const rowOf = (h: number) => h % 100, colOf = (h: number) => Math.floor(h / 100);
    expect(Math.max(...big.units.filter((u) => u.side === 0).map((u) => rowOf(u.hex)))).toBe(28); // its baggage on the South edge row
    expect(Math.min(...big.units.filter((u) => u.side === 1).map((u) => rowOf(u.hex)))).toBe(1);
    const small = cdb.setup({ scenario: 'hittite-mycenaean', options: {} });
    const cols = (s: CdbState) => s.units.map((u) => colOf(u.hex));
    expect(Math.min(...cols(big))).toBe(Math.min(...cols(small)) + 3); // 3 more columns on each side
    expect(Math.max(...cols(big))).toBe(Math.max(...cols(small)) + 3);
  });
  it('the option is named only in headers that carry it (a late option)', () => {
    expect('mapSize' in cdb.setup({ scenario: 'battle', options: {} }).options).toBe(false);
    expect(cdb.validateConfig({ scenario: 'battle', options: { mapSize: '40x40' } })).toMatch(/mapSize/);
  });
});

describe('CdB M13: foot defending fortifications (option fortifications)', () => {
  const FORT = { ground: 'clear' as const, kind: 'open', fortification: true };
  const mine = (c = counter('Sp')) => unit(1, 0, ax(0, 0), N, c);
  const foe = (c = counter('Sp')) => unit(11, 1, ax(0, -1), S, c);
  const items = (cells: Record<number, typeof FORT | ReturnType<typeof hill>>, a = mine(), x = foe(), fortifications?: string) =>
    meleeTotals(position([a, x], { cells, options: fortifications ? { fortifications } : {} }), a, x, [3, 3])[0].items;
  it('+1 for foot in a fortification fighting an enemy outside one', () => {
    expect(items({ [ax(0, 0)]: FORT })).toEqual([{ id: 'M13', value: 1 }]);
    expect(items({ [ax(0, 0)]: FORT }, mine(), foe(), 'none')).toEqual([]);
    expect(items({})).toEqual([]);
  });
  it('not for mounted troops, nor against an enemy in a fortification too', () => {
    expect(items({ [ax(0, 0)]: FORT }, mine(counter('Cv')))).toEqual([]);
    expect(items({ [ax(0, 0)]: FORT, [ax(0, -1)]: FORT })).toEqual([]);
  });
  it('one +1 for a position of advantage: a fortified hill gives +1, not +2', () => {
    expect(items({ [ax(0, 0)]: { ...FORT, level: 1 } })).toEqual([{ id: '11.2-advantage', value: 1 }]);
    expect(meleeTotals(position([mine(), foe()], { cells: { [ax(0, 0)]: FORT } }), mine(), foe(), [3, 3])[0].total)
      .toBe(meleeTotals(position([mine(), foe()]), mine(), foe(), [3, 3])[0].total + 1);
  });
});
