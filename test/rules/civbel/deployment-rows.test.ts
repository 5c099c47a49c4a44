// §6.3, A.7 (deployment.ts rows, rowFits, rowPoses, placeArmy): an army chosen by a player
// stands in the fixed row of the scenario, units in list order ½ JT apart, each row centred
// and no wider than the zone's 33 JT, the next row ½ JT behind the deepest unit of the one
// before; it must fit the zone's 6 JT depth. Leaders stand behind their troops. Positions
// built by hand, the expected coordinates worked out from the rule (JT = 240, a 15mm stand
// ¾ JT deep; Rome's front edge at y = 6 JT facing +y, Carthage's at 24 JT facing -y, the
// table's middle at x = 22½ JT). These pin what mutation testing found unguarded (issue 11).
import { describe, expect, it } from 'vitest';
import { armyListOf, type BuiltArmy, type BuiltUnit } from '../../../src/rules/civbel/army-choice';
import type { ArmyList } from '../../../src/rules/civbel/army';
import { placeArmy, rowFits, rowPoses } from '../../../src/rules/civbel/deployment';

const JT = 240, MID = 5400, FRONT0 = 6 * JT, FRONT1 = 24 * JT;
const plain = (command: number, stands: number): BuiltUnit =>
  ({ kind: 'unit', command, type: 'spearmen', stands, grade: 'C', morale: 'average', armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false });
const legion3: BuiltUnit = { kind: 'legion', command: 0, legionKind: 'manipular', grade: 'B', subunits: [0, 1, 2].map(() => ({ type: 'swordsmen' as const, stands: 3, morale: 'average' as const, armoured: false, uns: false })) };
const built = (units: BuiltUnit[], over: Partial<BuiltArmy> = {}): ArmyList =>
  armyListOf({ city: 3, exceptional: false, second: false, ally: null, commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: false }], units, ...over }, 0);

describe('§6.3, A.7: the fixed rows of a chosen army', () => {
  it('a row exactly the zone\'s 33 JT wide stays one row, centred; ½ JT more and the last unit goes on in a second row', () => {
    // 12 + ½ + 12 + ½ + 8 = 33 JT.
    const one = built([plain(0, 12), plain(0, 12), plain(0, 8)]);
    expect(rowPoses(0, one)).toEqual([{ x: MID - 2520, y: FRONT0, h: 90 }, { x: MID + 480, y: FRONT0, h: 90 }, { x: MID + 3000, y: FRONT0, h: 90 }]);
    expect(rowPoses(1, one)).toEqual([{ x: MID + 2520, y: FRONT1, h: 270 }, { x: MID - 480, y: FRONT1, h: 270 }, { x: MID - 3000, y: FRONT1, h: 270 }]);
    // 12 + ½ + 12 + ½ + 9 = 34 JT: the 9 stands in a second row, ¾ JT + ½ JT behind.
    const two = built([plain(0, 12), plain(0, 12), plain(0, 9)]);
    expect(rowPoses(0, two)).toEqual([{ x: MID - 1500, y: FRONT0, h: 90 }, { x: MID + 1500, y: FRONT0, h: 90 }, { x: MID, y: FRONT0 - 300, h: 90 }]);
    expect(rowPoses(1, two)).toEqual([{ x: MID + 1500, y: FRONT1, h: 270 }, { x: MID - 1500, y: FRONT1, h: 270 }, { x: MID, y: FRONT1 + 300, h: 270 }]);
    expect(rowFits(0, one) && rowFits(0, two)).toBe(true);
  });
  it('the next row stands ½ JT behind the deepest unit of the row before (a Legion of three lines: 3¼ JT)', () => {
    // Legion 4 JT wide (three stands ½ JT apart), two units of 12: 29 JT; a third unit of 12 overflows.
    const l = built([legion3, plain(0, 12), plain(0, 12), plain(0, 12)]);
    const ys = rowPoses(0, l).map((p) => p.y);
    expect(ys).toEqual([FRONT0, FRONT0, FRONT0, FRONT0 - (3 * (180 + 120) - 120) - 120]);
    expect(rowFits(0, l)).toBe(true);
    // The Legion behind: the second row ½ JT behind the row's plain units' ¾ JT.
    const behind = built([plain(0, 12), plain(0, 12), plain(0, 12), legion3]);
    expect(rowPoses(0, behind).map((p) => p.y)).toEqual([FRONT0, FRONT0, FRONT0 - 300, FRONT0 - 300]);
    // Three rows: the third behind the second's deepest too.
    const three = built([plain(0, 12), plain(0, 12), plain(0, 12), legion3, plain(0, 12), plain(0, 12), plain(0, 12)]);
    expect(rowPoses(0, three).map((p) => p.y)).toEqual([FRONT0, FRONT0, FRONT0 - 300, FRONT0 - 300, FRONT0 - 300, FRONT0 - 300 - 900, FRONT0 - 300 - 900]);
    // 1¼ + 3¾ + ¾ = 5¾ JT: fits in 6.
    expect(rowFits(0, three)).toBe(true);
    // Two rows of Legions: 3¾ + 3¼ = 7 JT, too deep.
    const deep = built([legion3, plain(0, 12), plain(0, 12), legion3]);
    expect(rowPoses(0, deep).map((p) => p.y)).toEqual([FRONT0, FRONT0, FRONT0, FRONT0 - 900]);
    expect(rowFits(0, deep)).toBe(false);
  });
  it('a unit wider than the zone does not fit, however it is placed; one as wide as the zone does', () => {
    const wide = (stands: number): ArmyList => ({ ...built([plain(0, 4)]), units: [{ kind: 'unit', id: 'a-u1', command: 'a-c1', name: 'Spearmen 1', type: 'spearmen', stands, grade: 'C', morale: 'average' }] });
    expect(rowFits(0, wide(33))).toBe(true);
    expect(rowFits(0, wide(34))).toBe(false);
    expect(rowPoses(0, wide(33))).toEqual([{ x: MID, y: FRONT0, h: 90 }]);
  });
});

describe('§6.3: where the leaders of a chosen army stand', () => {
  it('each Commander ½ JT behind his command\'s first unit, the allied leader 1 JT to his right, the General behind the centre and his second 1 JT further back', () => {
    // Spearmen 6 (c1), Spearmen 2 (c1), Spearmen 3 (c2, allied): 6 + ½ + 2 + ½ + 3 = 12 JT, from -6 JT to +6 JT.
    const army = built([plain(0, 6), plain(0, 2), plain(1, 3)], { exceptional: true, second: true, ally: 10, commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: true }] });
    const p = placeArmy(0, army);
    // Behind a unit's first stand (½ JT in from its left end), ½ JT + ¼ JT behind its ¾ JT depth.
    const y = FRONT0 - 180 - 120 - 60;
    const at = (lat: number) => ({ x: MID + lat, y });
    expect(p.leaders.map((l) => [l.id, l.rank, l.x, l.y])).toEqual([
      ['a-gen', 'general', at(0).x, y],
      ['a-second', 'second', at(0).x, y - JT],
      ['a-allyc', 'contingent', at(840 + JT).x, y],
      ['a-c1l', 'commander', at(-1440 + 120).x, y],
      ['a-c2l', 'commander', at(840).x, y],
    ]);
    expect(p.leaders.map((l) => [l.nation, l.cp, l.command, l.contingent, l.mounted, l.side, l.alive, l.attachedTo, l.fate])).toEqual([
      ['sparta', 0, null, null, true, 0, true, null, ''],
      ['sparta', 0, null, null, true, 0, true, null, ''],
      ['cirta', 0, null, 'a-ally', true, 0, true, null, ''],
      ['sparta', 3, 'a-c1', null, true, 0, true, null, ''],
      ['sparta', 3, 'a-c2', null, true, 0, true, null, ''],
    ]);
    expect(p.leaders.map((l) => l.name)).toEqual(['General', 'Second-in-command', 'Allied commander', 'Commander 1', 'Commander 2']);
    expect(p.exceptional).toEqual(['a-gen']);
    // Only the General is counted historically exceptional (CMD-03), whatever a Commander's list says.
    expect(placeArmy(0, { ...army, commands: army.commands.map((c) => ({ ...c, leader: { ...c.leader, exceptional: true } })) }).exceptional).toEqual(['a-gen']);
    expect(p.commands).toEqual([
      { id: 'a-c1', side: 0, kind: 'infantry', leader: 'a-c1l', contingent: null },
      { id: 'a-c2', side: 0, kind: 'cavalry', leader: 'a-c2l', contingent: 'a-ally' },
    ]);
    expect(p.contingents).toEqual([{ id: 'a-ally', side: 0, nation: 'cirta', independentAlly: true, leader: 'a-allyc' }]);
    // Two allied contingents (a hand-made list): each leader by his own contingent's first unit.
    const two: ArmyList = {
      ...army,
      contingents: [...army.contingents, { id: 'a-ally2', nation: 'numantia', independentAlly: true, leader: { id: 'a-allyc2', name: 'Allied commander 2', mounted: true } }],
      commands: [...army.commands, { id: 'a-c3', kind: 'infantry', leader: { id: 'a-c3l', name: 'Commander 3', mounted: true }, contingent: 'a-ally2' }],
      units: [...army.units, { kind: 'unit', id: 'a-u4', command: 'a-c3', name: 'Spearmen 3', type: 'spearmen', stands: 2, grade: 'C', morale: 'average' }],
    };
    // 12 + ½ + 2 = 14½ JT now, from -7¼ JT: the new Spearmen's first stand at +5¼ JT.
    const pos = Object.fromEntries(placeArmy(0, two).leaders.map((l) => [l.id, [l.x, l.y, l.nation, l.contingent]]));
    expect(pos['a-allyc']).toEqual([MID + (-1740 + 1440 + 120 + 480 + 120) + 120 + JT, y, 'cirta', 'a-ally']);
    expect(pos['a-allyc2']).toEqual([MID + 1260 + 120 + JT, y, 'numantia', 'a-ally2']);
    // Carthage's side: the same, mirrored about the table's middle.
    const q = placeArmy(1, { ...army });
    expect(q.leaders.map((l) => [l.x, l.y])).toEqual(p.leaders.map((l) => [2 * MID - l.x, 2 * FRONT0 + (FRONT1 - FRONT0) - l.y]));
  });
  it('behind the deepest row; a Commander with no troops and an allied leader whose commands have none stand behind the centre', () => {
    const army = built([legion3, plain(0, 12), plain(0, 12), plain(1, 12)], { ally: 10, commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: false }, { kind: 'cavalry', allied: true }] });
    const p = placeArmy(0, army);
    // Row 2 (the Spearmen of c2) is 3¾ JT back and ¾ JT deep: the deepest rear is 4½ JT back.
    const centre = { x: MID, y: FRONT0 - 1080 - 180 };
    const byId = Object.fromEntries(p.leaders.map((l) => [l.id, { x: l.x, y: l.y }]));
    expect(byId['a-gen']).toEqual(centre);
    expect(byId['a-c3l']).toEqual(centre);
    expect(byId['a-allyc']).toEqual(centre);
    // Commander 1 behind the Legion's first stand, 3¼ JT deep: row 1 is 4 + ½ + 12 + ½ + 12 = 29 JT wide.
    expect(byId['a-c1l']).toEqual({ x: MID - 3480 + 120, y: FRONT0 - 780 - 180 });
    // Commander 2 behind the second row's unit (12 stands, centred).
    expect(byId['a-c2l']).toEqual({ x: MID - 1440 + 120, y: FRONT0 - 900 - 180 - 180 });
    expect(p.exceptional).toEqual([]);
    expect(p.units.map((u) => [u.id, u.stands[0].h])).toEqual([['a-u1', 90], ['a-u2', 90], ['a-u3', 90], ['a-u4', 90]]);
  });
});
