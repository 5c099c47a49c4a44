// The CdB board's highlights (src/views/cdb/picks.ts): every legal move starts at its first
// unit's hex and is highlighted where the rules' plan ends it; the dice, the end of the phase
// and the answers to combat choices are offered in the tray, their hexes highlighted.
import { describe, expect, it } from 'vitest';
import { cdb, type CdbAction, type CdbState } from '../../src/rules/cdb';
import { isGeneral, planOf, sourcesOf, targetsOf } from '../../src/views/cdb/picks';
import { scripted } from '../rules/cdb/game-helpers';

const fresh = () => cdb.setup({ scenario: 'hittite-mycenaean', options: {} });

describe('CdB board highlights', () => {
  it('before the roll: only the dice, offered in the tray', () => {
    const s = fresh();
    const legal = cdb.legalActions(s, 0);
    expect(legal.map((a) => a.k)).toEqual(['roll']);
    expect(legal.every(isGeneral)).toBe(true);
    expect(sourcesOf(s, legal[0])).toEqual([]);
  });
  it('in the movement phase: each move from a unit of the side to play, to the hex the plan ends it in', () => {
    let s: CdbState = fresh();
    s = cdb.apply(s, 0, { k: 'roll' }, scripted([6, 6, 6, 6, 6, 6]));
    if (s.phase === 'assign') s = cdb.apply(s, 0, cdb.legalActions(s, 0)[0], scripted([]));
    expect(s.phase).toBe('move');
    const legal = cdb.legalActions(s, 0);
    const moves = legal.filter((a): a is CdbAction & { k: 'move' } => a.k === 'move');
    expect(moves.length).toBeGreaterThan(10);
    for (const m of moves) {
      const [from] = sourcesOf(s, m);
      expect(s.units.find((u) => u.hex === from)?.side).toBe(0);
      const t = targetsOf(s, m)!;
      expect(t[1]).toBe('go');
      expect(t[0][0]).toBe(planOf(s, m)!.end[0].hex);
    }
    expect(legal.filter(isGeneral).map((a) => a.k)).toEqual(['end']);
    // A unit that moves forward one hex: its target is a neighbour of its hex.
    const one = moves.find((m) => { const t = targetsOf(s, m)![0][0]; return t !== sourcesOf(s, m)[0]; })!;
    expect(one).toBeDefined();
    console.log(`legal actions after the roll: ${legal.length} (${moves.length} moves)`);
  });
});
