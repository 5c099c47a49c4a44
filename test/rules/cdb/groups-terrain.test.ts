// Groups (CdB 5.1), terrain (CdB 1.2) and movement allowances (CdB 9.1, CdB 9.6, CdB 2.8).
import { describe, expect, it } from 'vitest';
import { moveAllowance, printedMa, strategicMode, wagonMayEnter, wagonMustMoveAlone } from '../../../src/rules/cdb/allowance';
import { checkColumnInDifficult, checkGroup, possibleGroups } from '../../../src/rules/cdb/groups';
import { canSee, mayEnterWood, woodOf } from '../../../src/rules/cdb/terrain';
import { ax, BROKEN, counter, hill, MARSH, N, position, unit, WOOD } from './helpers';

describe('CdB 5.1: groups (spec T-5.1-a..d; CdB M8)', () => {
  it('T-5.1-a: three adjacent units of one corps facing North are one group', () => {
    const us = [0, 1, 2].map((q, i) => unit(i + 1, 0, ax(q, 0), N, counter('Sp')));
    const p = position(us);
    expect(checkGroup(p, us)).toBeNull();
    expect(possibleGroups(p, 1)).toEqual([[1, 2, 3]]);
  });
  it('T-5.1-b: (0,0) and (2,0) only are not adjacent: no group', () => {
    const us = [unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(2, 0), N, counter('Sp'))];
    expect(checkGroup(position(us), us)?.rule).toBe('CdB 5.1');
    expect(possibleGroups(position(us), 1)).toEqual([]);
  });
  it('T-5.1-c: different facings are not a group; nor are different corps', () => {
    const us = [unit(1, 0, ax(0, 0), 4, counter('Sp')), unit(2, 0, ax(1, 0), 5, counter('Sp'))];
    expect(checkGroup(position(us), us)?.message).toMatch(/one facing/);
    const vs = [unit(1, 0, ax(0, 0), 4, counter('Sp'), 1), unit(2, 0, ax(1, 0), 4, counter('Sp'), 3)];
    expect(checkGroup(position(vs), vs)?.message).toMatch(/one corps/);
  });
  it('T-5.1-d: the middle unit in an enemy zone of control is left out, splitting the line', () => {
    const us = [0, 1, 2].map((q, i) => unit(i + 1, 0, ax(q, 0), N, counter('Sp')));
    // an enemy at (2,−1) facing 2 covers (1,0) (SW) and (1,−1) (W) only
    const q = position([...us, unit(9, 1, ax(2, -1), 2, counter('Sp'))]);
    expect(possibleGroups(q, 1)).toEqual([]);
    expect(checkGroup(q, us)?.message).toMatch(/moves alone/);
    expect(possibleGroups(position(us), 1)).toEqual([[1, 2, 3]]);
  });
});

describe('CdB 1.2: difficult terrain, woods and sight (CdB C16)', () => {
  const cells = { [ax(0, -1)]: WOOD, [ax(1, -1)]: WOOD, [ax(0, -2)]: WOOD, [ax(5, 0)]: WOOD };
  it('a wood is its connected wood hexes', () => {
    const p = position([], { cells });
    expect(woodOf(p, ax(0, -1))).toEqual([ax(0, -1), ax(1, -1), ax(0, -2)].sort((a, b) => a - b));
    expect(woodOf(p, ax(3, 3))).toEqual([]);
  });
  it('a unit enters a wood only if its move began in or next to that wood', () => {
    const p = position([], { cells });
    expect(mayEnterWood(p, ax(0, 0), ax(0, -2))).toBe(true); // began next to (0,-1)
    expect(mayEnterWood(p, ax(0, 2), ax(0, -1))).toBe(false);
    expect(mayEnterWood(p, ax(4, 0), ax(0, -1))).toBe(false); // next to another wood
    expect(mayEnterWood(p, ax(0, 2), ax(3, 3))).toBe(true);
  });
  it('a group ending in difficult terrain must be a single column; Psiloi are exempt', () => {
    const marsh = { [ax(0, 0)]: MARSH, [ax(1, 0)]: MARSH, [ax(0, 1)]: MARSH };
    const line = [unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(1, 0), N, counter('Sp'))];
    expect(checkColumnInDifficult(position(line, { cells: marsh }), line)?.rule).toBe('CdB 1.2');
    const column = [unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(0, 1), N, counter('Sp')), unit(3, 0, ax(0, 2), N, counter('Sp'))];
    expect(checkColumnInDifficult(position(column, { cells: marsh }), column)).toBeNull();
    const psLine = [unit(1, 0, ax(0, 0), N, counter('Ps')), unit(2, 0, ax(1, 0), N, counter('Ps'))];
    expect(checkColumnInDifficult(position(psLine, { cells: marsh }), psLine)).toBeNull();
    expect(checkColumnInDifficult(position(line), line)).toBeNull(); // clear ground
  });
  it('woods and oases limit sight to 2 hexes; with woodSight = across, only when crossed', () => {
    const w = { [ax(0, 0)]: WOOD };
    const p = position([], { cells: w });
    expect(canSee(p, ax(0, 0), ax(0, -2))).toBe(true);
    expect(canSee(p, ax(0, 0), ax(0, -3))).toBe(false);
    expect(canSee(position([], { cells: w, options: { woodSight: 'across' } }), ax(0, 0), ax(0, -3))).toBe(true);
  });
  it('CdB 10.2: woods, orchards and hills higher than both ends block sight; units block only shooting', () => {
    const p = position([unit(1, 0, ax(1, 0), N, counter('Sp'))], { cells: { [ax(2, 0)]: hill(1), [ax(0, 3)]: WOOD } });
    expect(canSee(p, ax(0, 0), ax(4, 0))).toBe(false); // hill level 1 between two level-0 hexes
    expect(canSee(position([], { cells: { [ax(2, 0)]: hill(1), [ax(4, 0)]: hill(1) } }), ax(0, 0), ax(4, 0))).toBe(true);
    expect(canSee(p, ax(0, 2), ax(0, 4))).toBe(true); // sight reaches two hexes across a wood
    expect(canSee(p, ax(0, 2), ax(0, 4), 'shooting')).toBe(false); // a shot does not cross it
    expect(canSee(p, ax(0, 1), ax(0, 4))).toBe(false); // three: blocked
    const q = position([unit(1, 0, ax(1, 0), N, counter('Sp'))]);
    expect(canSee(q, ax(0, 0), ax(3, 0))).toBe(true);
    expect(canSee(q, ax(0, 0), ax(3, 0), 'shooting')).toBe(false);
  });
});

describe('CdB 9.6 and CdB 9.1: movement allowances (spec T-9.6, T-9.1; CdB C14, CdB M12)', () => {
  const b = ax(1, 0), d = ax(2, 0);
  const p = position([], { cells: { [b]: BROKEN, [d]: MARSH } });
  const open = [ax(0, 0), ax(0, -1)], broken = [ax(0, 0), b], difficult = [ax(0, 0), d];
  it('in broken ground LH lose 1, Cv 1, each (F) mounted 1 more; Kn (O) nothing; foot nothing', () => {
    const m = (c: ReturnType<typeof counter>) => [moveAllowance(p, c, open), moveAllowance(p, c, broken)];
    expect(m(counter('LH', 'F'))).toEqual([6, 4]);
    expect(m(counter('LH'))).toEqual([5, 4]);
    expect(m(counter('Cv', 'F'))).toEqual([5, 3]);
    expect(m(counter('Kn', 'F'))).toEqual([4, 3]);
    expect(m(counter('Kn'))).toEqual([3, 3]);
    expect(m(counter('Ax'))).toEqual([3, 3]);
  });
  it('any mounted unit has 2 for a move in difficult ground', () => {
    for (const t of ['Kn', 'Cv', 'LH', 'El', 'Cm', 'Exp'] as const) expect(moveAllowance(p, counter(t), difficult), t).toBe(2);
    expect(moveAllowance(p, counter('Ps'), difficult)).toBe(3);
  });
  it('the start hex counts ("moves in"), unless terrainDuringMove = entered', () => {
    const startBroken = [b, ax(1, 1)];
    expect(moveAllowance(p, counter('LH'), startBroken)).toBe(4);
    expect(moveAllowance({ ...p, options: { ...p.options, terrainDuringMove: 'entered' } }, counter('LH'), startBroken)).toBe(5);
  });
  it('Bowmen move 2 whatever the counter prints (CdB sidebar-bowmen: old counters show 3); immobile baggage 0', () => {
    expect(printedMa(counter('Bw', 'O', { ma: 3 }))).toBe(2);
    expect(printedMa(counter('Bag', 'I', { mobile: false }))).toBe(0);
    expect(printedMa(counter('Bag', 'I'))).toBe(2);
  });
  it('CdB 2.8: mounted infantry beyond 4 hexes moves as mounted with 4', () => {
    const mi = counter('Ax', 'O', { mountedInfantry: 'camel', ma: 2 });
    expect(strategicMode(mi, 6)).toBe(true);
    expect(strategicMode(mi, 4)).toBe(false);
    expect(moveAllowance(p, mi, open, true)).toBe(4);
    expect(moveAllowance(p, mi, difficult, true)).toBe(2);
    expect(moveAllowance(p, mi, open, false)).toBe(2);
  });
  it('wagons: no difficult ground off-road, alone in broken ground off-road', () => {
    const ww = counter('WW', 'O', { wagon: true });
    const roadCells = { ...p.map.cells, [String(d)]: { ...MARSH, road: true } };
    expect(wagonMayEnter(p, ww, d)).toBe(false);
    expect(wagonMayEnter({ ...p, map: { ...p.map, cells: roadCells } }, ww, d)).toBe(true);
    expect(wagonMayEnter(p, counter('Sp'), d)).toBe(true);
    expect(wagonMustMoveAlone(p, ww, broken)).toBe(true);
    expect(wagonMustMoveAlone(p, ww, open)).toBe(false);
  });
});
