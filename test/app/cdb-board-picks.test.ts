// The CdB board's highlights (src/views/cdb/picks.ts): every legal move starts at its first
// unit's hex and is highlighted where the rules' plan ends it; the dice, the end of the phase
// and the answers to combat choices are offered in the tray, their hexes highlighted.
import { describe, expect, it } from 'vitest';
import { cdb, type CdbAction, type CdbState } from '../../src/rules/cdb';
import { choiceSubject, isGeneral, planOf, sourcesOf, targetsOf } from '../../src/views/cdb/picks';
import { correctionsInState } from '../../src/views/cdb/provisional';
import { valueReport } from '../../src/rules/cdb/values';
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
  it('a pending choice: a recoil hex is a destination, a designated attacker a target, the unit it is about ringed', () => {
    const s = fresh();
    const [u, e] = [s.units[0], s.units.find((x) => x.side === 1)!];
    s.combat = { step: 'melee', answers: [], dice: [], pending: { kind: 'recoilHex', side: 0, unit: u.id, options: [1010, 1011], default: 1010, rule: 'CdB 11.6' } };
    expect(targetsOf(s, { k: 'choose', answer: 1011 })).toEqual([[1011], 'go']);
    expect(isGeneral({ k: 'choose', answer: 1011 })).toBe(true);
    expect(choiceSubject(s)).toBe(u.hex);
    s.combat.pending = { kind: 'designation', side: 1, unit: e.id, options: [u.id], default: u.id, rule: 'CdB 6.3' };
    expect(targetsOf(s, { k: 'choose', answer: u.id })).toEqual([[u.hex], 'hit']);
    s.combat.pending = { kind: 'ignoreTarget', side: 0, unit: u.id, options: [0, 1], default: 0, rule: 'CdB 9.5' };
    expect(targetsOf(s, { k: 'choose', answer: 1 })).toBeNull();
  });
  it('the provisional notice counts the values the game\'s counters do not correct', () => {
    const plain = fresh();
    expect(correctionsInState(plain)).toEqual({});
    const corrected = cdb.setup({ scenario: 'hittite-mycenaean', options: { unitValues: [['Sp', 'tvFoot', 5], ['Kn', 'ma', 4]] } });
    expect(correctionsInState(corrected)).toEqual({ Sp: { tvFoot: 5 }, Kn: { ma: 4 } });
    expect(valueReport(correctionsInState(corrected)).provisional.length).toBe(valueReport({}).provisional.length - 2);
  });
});
