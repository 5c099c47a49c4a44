// ORG-01..20, ORG-05, spec §10 D25 (army-choice.ts): the army code's every bound, the army
// list a built choice makes, the builder's own refusals word for word (player-facing, in
// English and French) and the names a second army takes when both share one. Each case is
// built by hand; these pin what mutation testing found unguarded (issue 11).
import { builtUnit, smallArmy } from './helpers';
import { describe, expect, it } from 'vitest';
import { armyCode, armyFromCode, armyListOf, choiceRefusals, distinctNames, MAX_ARMY_WORDS, MAX_COMMANDS, MAX_STANDS, MAX_UNITS, TYPE_IDS, type BuiltArmy, type BuiltUnit } from '../../../src/rules/civbel/army-choice';
import type { ArmyList } from '../../../src/rules/civbel/army';
import { CITIES } from '../../../src/rules/civbel/data/army-names';

const plain = builtUnit, small = smallArmy;

describe('ORG-05: the army code, field by field', () => {
  it('a small army\'s code, word for word', () => {
    // [1, Sparta, no flags, no ally, 2 commands (infantry, cavalry), 3 units: Spearmen 6 C average, Skirmishers 2, Light cavalry 3]
    expect(armyCode(small())).toEqual([1, 3, 0, 0, 2, 0, 0, 1, 0, 3, 0, 0, 6, 6, 2, 2, 0, 0, 0, 0, 2, 2, 2, 0, 0, 1, 9, 3, 2, 2, 0]);
    expect(armyCode({ sample: 1 })).toEqual([0, 1]);
    expect(armyFromCode([0, 0])).toEqual({ sample: 0 });
    expect(armyFromCode([0, 1])).toEqual({ sample: 1 });
    // Flags: exceptional 1, second 2; the ally as its city + 1.
    expect(armyCode(small({ exceptional: true, ally: 0 })).slice(0, 4)).toEqual([1, 3, 1, 1]);
    expect(armyCode(small({ second: true, ally: 13 })).slice(0, 4)).toEqual([1, 3, 2, 14]);
    // An empty army reads (its refusals are the builder's, not the code's).
    expect(armyFromCode([1, 0, 0, 0, 0, 0])).toEqual({ city: 0, exceptional: false, second: false, ally: null, commands: [], units: [] });
  });
  // One command, then a unit, a one-line Legion and a special stand, every field 0.
  const T = [1, 0, 0, 0, 1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0];
  const at = (i: number, x: number) => T.map((y, k) => (k === i ? x : y));
  const fields: [string, number, number][] = [
    ['kind of choice', 0, 1], ['city', 1, CITIES.length - 1], ['army flags', 2, 31], ['ally', 3, CITIES.length],
    ['command kind', 5, 2], ['allied and on foot', 6, 3],
    ['unit command', 9, MAX_COMMANDS - 1], ['unit type', 10, TYPE_IDS.length - 1], ['unit stands', 11, MAX_STANDS], ['unit grade', 12, 2], ['unit morale', 13, 3], ['unit flags', 14, 63],
    ['Legion command', 16, MAX_COMMANDS - 1], ['cohort', 17, 1], ['Legion grade', 18, 2], ['line type', 20, TYPE_IDS.length - 1], ['line stands', 21, MAX_STANDS], ['line morale', 22, 3], ['line flags', 23, 3],
    ['special command', 25, MAX_COMMANDS - 1], ['special type', 26, TYPE_IDS.length - 1],
  ];
  it('every field reads up to its bound and no further, whole and not negative', () => {
    expect(armyFromCode(T)).not.toBeNull();
    for (const [what, i, max] of fields) {
      if (i === 0) continue; // the kind of choice changes the shape: below
      const top = armyFromCode(at(i, max));
      expect(top, what).not.toBeNull();
      expect(armyCode(top!), what).toEqual(at(i, max));
      expect(armyFromCode(at(i, max + 1)), what).toBeNull();
      expect(armyFromCode(at(i, -1)), what).toBeNull();
      expect(armyFromCode(at(i, 0.5)), what).toBeNull();
    }
    expect(armyFromCode([2, 0])).toBeNull();
    expect(armyFromCode([-1, 0])).toBeNull();
    expect(armyFromCode([0, -1])).toBeNull();
    expect(armyFromCode([0, 0.5])).toBeNull();
    expect(armyFromCode([0, NaN])).toBeNull();
    expect(armyFromCode([0])).toBeNull();
    expect(armyFromCode([])).toBeNull();
    // The unit's kind: 3 is none.
    expect(armyFromCode(at(8, 3))).toBeNull();
  });
  it('the values read are the ones the code says (the top of each field)', () => {
    const c = armyFromCode(at(1, 13)) as BuiltArmy;
    expect(c.city).toBe(13);
    expect((armyFromCode(at(3, 14)) as BuiltArmy).ally).toBe(13);
    expect((armyFromCode(at(3, 1)) as BuiltArmy).ally).toBe(0);
    expect((armyFromCode(at(2, 3)) as BuiltArmy)).toMatchObject({ exceptional: true, second: true });
    expect((armyFromCode(at(2, 2)) as BuiltArmy)).toMatchObject({ exceptional: false, second: true });
    expect((armyFromCode(at(5, 2)) as BuiltArmy).commands).toEqual([{ kind: 'elephant', allied: false }]);
    expect((armyFromCode(at(6, 1)) as BuiltArmy).commands).toEqual([{ kind: 'infantry', allied: true }]);
    expect((armyFromCode(at(6, 2)) as BuiltArmy).commands).toEqual([{ kind: 'infantry', allied: false, onFoot: true }]);
    expect((armyFromCode(at(2, 4)) as BuiltArmy)).toMatchObject({ exceptional: false, second: false, generalOnFoot: true });
    expect((armyFromCode(at(2, 8)) as BuiltArmy)).toEqual(expect.objectContaining({ secondOnFoot: true }));
    expect((armyFromCode(at(2, 16)) as BuiltArmy)).toEqual(expect.objectContaining({ allyOnFoot: true }));
    expect(Object.keys(armyFromCode(at(2, 3)) as BuiltArmy)).not.toContain('generalOnFoot');
    const u = (armyFromCode(at(14, 63)) as BuiltArmy).units[0];
    expect(u).toMatchObject({ armoured: true, uns: true, integralInfantry: true, sparabara: true, camel: true, hoplite: true });
    for (const [bit, k] of [[1, 'armoured'], [2, 'uns'], [4, 'integralInfantry'], [8, 'sparabara'], [16, 'camel'], [32, 'hoplite']] as const) {
      const one = (armyFromCode(at(14, bit)) as BuiltArmy).units[0] as Extract<BuiltUnit, { kind: 'unit' }>;
      expect(Object.entries(one).filter(([, x]) => x === true).map(([key]) => key), k).toEqual([k]);
    }
    expect((armyFromCode(at(12, 2)) as BuiltArmy).units[0]).toMatchObject({ grade: 'C' });
    expect((armyFromCode(at(13, 3)) as BuiltArmy).units[0]).toMatchObject({ morale: MORALE_LAST });
    const l = (armyFromCode(at(23, 3)) as BuiltArmy).units[1];
    expect(l).toMatchObject({ kind: 'legion', legionKind: 'manipular', subunits: [{ armoured: true, uns: true }] });
    expect((armyFromCode(at(17, 1)) as BuiltArmy).units[1]).toMatchObject({ legionKind: 'cohort' });
    expect((armyFromCode(at(26, 20)) as BuiltArmy).units[2]).toEqual({ kind: 'special', command: 0, type: TYPE_IDS[20] });
  });
  it('the longest code (8 commands, 24 three-line Legions) reads; the counts go no further', () => {
    const legion = (k: number) => [1, k % MAX_COMMANDS, 1, 0, 3, ...[0, 1, 2].flatMap(() => [8, 3, 1, 0])];
    const code = [1, 0, 0, 0, MAX_COMMANDS, ...Array.from({ length: MAX_COMMANDS }, () => [0, 0]).flat(), MAX_UNITS, ...Array.from({ length: MAX_UNITS }, (_, k) => legion(k)).flat()];
    expect(code.length).toBe(MAX_ARMY_WORDS);
    const c = armyFromCode(code) as BuiltArmy;
    expect(c).not.toBeNull();
    expect([c.commands.length, c.units.length]).toEqual([MAX_COMMANDS, MAX_UNITS]);
    expect(armyCode(c)).toEqual(code);
    // 25 units, or a fourth line: refused (the first also too long to read at all).
    const more = [1, 0, 0, 0, 1, 0, 0, MAX_UNITS + 1, ...Array.from({ length: MAX_UNITS + 1 }, () => [2, 0, 0]).flat()];
    expect(more.length).toBeLessThan(MAX_ARMY_WORDS);
    expect(armyFromCode(more)).toBeNull();
    expect(armyFromCode([...more.slice(0, 7), MAX_UNITS, ...more.slice(8, -3)])).not.toBeNull();
    expect(armyFromCode([1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 4, ...[0, 1, 2, 3].flatMap(() => [8, 3, 1, 0])])).toBeNull();
    expect(armyFromCode([1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 3, ...[0, 1, 2].flatMap(() => [8, 3, 1, 0])])).not.toBeNull();
  });
  it('a code longer than the longest is refused before a word of it is read (a hostile packet costs nothing)', () => {
    let reads = 0;
    const long = new Proxy([...Array(MAX_ARMY_WORDS + 1)].map(() => 0), { get: (t, k) => { if (typeof k === 'string' && /^\d+$/.test(k)) reads++; return Reflect.get(t, k); } });
    expect(armyFromCode(long)).toBeNull();
    expect(reads).toBe(0);
  });
});
const MORALE_LAST = 'poor';

describe('ORG-01..04: the army list a built choice makes', () => {
  const army: BuiltArmy = {
    city: 8, exceptional: true, second: true, ally: 11,
    commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: true }],
    units: [
      { kind: 'legion', command: 0, legionKind: 'cohort', grade: 'A', subunits: [{ type: 'swordsmen', stands: 3, morale: 'high', armoured: true, uns: false }, { type: 'swordsmen', stands: 3, morale: 'average', armoured: false, uns: true }] },
      plain(0, 'spearmen', 4, { hoplite: true, armoured: true }),
      plain(1, 'lightCavalry', 3, { camel: true }),
      { kind: 'legion', command: 0, legionKind: 'manipular', grade: 'B', subunits: [{ type: 'swordsmen', stands: 3, morale: 'average', armoured: false, uns: false }] },
      plain(0, 'spearmen', 4, { integralInfantry: true, sparabara: true }),
      { kind: 'special', command: 1, type: 'artillery' },
    ],
  };
  const title = { fr: 'ms', title: true };
  it('its leaders, contingent and commands: ids the side\'s own, names by rank in both languages', () => {
    const l = armyListOf(army, 0);
    expect({ ...l, units: [] }).toEqual({
      name: 'Pergamon', nameFr: 'Pergame', nation: 'pergamon', year: -203,
      general: { id: 'a-gen', name: 'General', nameFr: 'Général', grammar: title, mounted: true, exceptional: true },
      secondInCommand: { id: 'a-second', name: 'Second-in-command', nameFr: 'Commandant en second', grammar: title, mounted: true },
      contingents: [{ id: 'a-ally', nation: 'bibracte', independentAlly: true, leader: { id: 'a-allyc', name: 'Allied commander', nameFr: 'Chef allié', grammar: title, mounted: true } }],
      commands: [
        { id: 'a-c1', kind: 'infantry', leader: { id: 'a-c1l', name: 'Commander 1', nameFr: 'Commandant 1', grammar: title, mounted: true } },
        { id: 'a-c2', kind: 'cavalry', leader: { id: 'a-c2l', name: 'Commander 2', nameFr: 'Commandant 2', grammar: title, mounted: true }, contingent: 'a-ally' },
      ],
      units: [],
    });
    // Neither exceptional nor a second: no such keys; no ally: no contingent.
    const plainList = armyListOf(small(), 1);
    expect(plainList.general).toEqual({ id: 'b-gen', name: 'General', nameFr: 'Général', grammar: title, mounted: true });
    expect('secondInCommand' in plainList).toBe(false);
    expect(plainList.contingents).toEqual([]);
    expect(plainList.commands.map((c) => 'contingent' in c)).toEqual([false, false]);
    expect(plainList.units.map((u) => 'nation' in u)).toEqual([false, false, false]);
  });
  it('its units: numbered by type (Legions apart), flags only where set, the allied command\'s troops of the ally\'s nation', () => {
    expect(armyListOf(army, 0).units).toEqual([
      { kind: 'legion', id: 'a-u1', command: 'a-c1', name: 'Legion 1', nameFr: 'Légion 1', grammar: { fr: 'fs' }, legionKind: 'cohort', grade: 'A', subunits: [
        { name: 'first line', type: 'swordsmen', stands: 3, morale: 'high', armoured: true },
        { name: 'second line', type: 'swordsmen', stands: 3, morale: 'average', uns: true }] },
      { kind: 'unit', id: 'a-u2', command: 'a-c1', name: 'Spearmen 1', nameFr: 'Lanciers 1', grammar: { plural: true, fr: 'mp' }, type: 'spearmen', stands: 4, grade: 'C', morale: 'average', armoured: true, hoplite: true },
      { kind: 'unit', id: 'a-u3', command: 'a-c2', nation: 'bibracte', name: 'Light cavalry 1', nameFr: 'Cavalerie légère 1', grammar: { fr: 'fs' }, type: 'lightCavalry', stands: 3, grade: 'C', morale: 'average', camel: true },
      { kind: 'legion', id: 'a-u4', command: 'a-c1', name: 'Legion 2', nameFr: 'Légion 2', grammar: { fr: 'fs' }, legionKind: 'manipular', grade: 'B', subunits: [{ name: 'hastati', type: 'swordsmen', stands: 3, morale: 'average' }] },
      { kind: 'unit', id: 'a-u5', command: 'a-c1', name: 'Spearmen 2', nameFr: 'Lanciers 2', grammar: { plural: true, fr: 'mp' }, type: 'spearmen', stands: 4, grade: 'C', morale: 'average', integralInfantry: true, sparabara: true },
      { kind: 'special', id: 'a-u6', command: 'a-c2', nation: 'bibracte', name: 'Artillery 1', nameFr: 'Artillerie 1', grammar: { fr: 'fs' }, type: 'artillery' },
    ]);
    // A manipular Legion's three lines.
    const three = armyListOf(small({ units: [{ kind: 'legion', command: 0, legionKind: 'manipular', grade: 'B', subunits: [0, 1, 2].map(() => ({ type: 'swordsmen' as const, stands: 3, morale: 'average' as const, armoured: false, uns: false })) }] }), 0);
    expect(three.units[0].kind === 'legion' && three.units[0].subunits.map((s) => s.name)).toEqual(['hastati', 'principes', 'triarii']);
    // A command marked allied in an army with no ally stays the army's own (the builder refuses it: ORG-04).
    const noAlly = armyListOf(small({ commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: true }] }), 0);
    expect(noAlly.contingents).toEqual([]);
    expect('contingent' in noAlly.commands[1]).toBe(false);
    expect('nation' in noAlly.units[2]).toBe(false);
  });
  it('a draft in the builder (a unit whose command was removed, a fourth line) still makes a list to show', () => {
    const draft = small({ ally: 10, commands: [{ kind: 'infantry', allied: true }], units: [plain(0, 'spearmen', 4), plain(5, 'spearmen', 4), { kind: 'legion', command: 0, legionKind: 'cohort', grade: 'B', subunits: [0, 1, 2, 3].map(() => ({ type: 'swordsmen' as const, stands: 3, morale: 'average' as const, armoured: false, uns: false })) }] });
    const l = armyListOf(draft, 0);
    expect(l.units.map((u) => [u.command, u.nation])).toEqual([['a-c1', 'cirta'], ['a-c6', undefined], ['a-c1', 'cirta']]);
    expect(l.units[2].kind === 'legion' && l.units[2].subunits.map((s) => s.name)).toEqual(['first line', 'second line', 'third line', 'third line']);
  });
  it('a sample keeps its list, its French name and its own ids', () => {
    const rome = armyListOf({ sample: 0 }, 0), carthage = armyListOf({ sample: 1 }, 1);
    expect([rome.name, rome.nameFr, carthage.name, carthage.nameFr]).toEqual(['Rome', 'Rome', 'Carthage and Numidia', 'Carthage et la Numidie']);
    expect(rome.general.id).toBe('a-scipio');
    expect(rome.secondInCommand).toBeUndefined();
    expect(carthage.contingents[0].leader.id).toBe('b-' + carthage.contingents[0].leader.id.slice(2));
    expect(carthage.commands.filter((c) => c.contingent === undefined).length).toBeGreaterThan(0);
    expect(carthage.commands.every((c) => c.leader.id.startsWith('b-'))).toBe(true);
    expect(carthage.units.every((u) => u.command.startsWith('b-') && u.id.startsWith('b-'))).toBe(true);
  });
});

describe('ORG-01, ORG-03, ORG-04: the builder\'s refusals, in the player\'s words', () => {
  const refusal = (rule: string, code: string, en: string, fr: string) => ({ rule, code, subject: '', text: { en, fr } });
  const NO_COMMAND = refusal('ORG-01', 'noCommand', 'An army has at least one command.', 'Une armée compte au moins un commandement.');
  const NO_TROOPS = refusal('ORG-01', 'noTroops', 'An army has troops.', 'Une armée a des troupes.');
  const NO_HOME = refusal('ORG-01', 'unitWithoutCommand', 'Every unit belongs to one of the army\'s commands.', 'Chaque unité appartient à l\'un des commandements de l\'armée.');
  const NO_ALLY = refusal('ORG-04', 'alliedWithoutAlly', 'A command is marked allied, but the army has no allied contingent.', 'Un commandement est marqué allié, mais l\'armée n\'a pas de contingent allié.');
  const EMPTY = refusal('ORG-03', 'emptyContingent', 'The allied contingent has no command.', 'Le contingent allié n\'a aucun commandement.');
  const OWN = refusal('ORG-04', 'allyOwnNation', 'Allies are foreign: the allied contingent comes from another city than the army\'s.', 'Les alliés sont étrangers : le contingent allié vient d\'une autre cité que l\'armée.');
  it('each alone, word for word, and nothing of the organisation validator after them', () => {
    expect(choiceRefusals(small({ commands: [], units: [] }), 0, 660)).toEqual([NO_COMMAND, NO_TROOPS]);
    expect(choiceRefusals(small({ units: [] }), 0, 660)).toEqual([NO_TROOPS]);
    // With no command every unit has none (and the validator would add its own words).
    expect(choiceRefusals(small({ commands: [] }), 0, 660)).toEqual([NO_COMMAND, NO_HOME]);
    // The unit's command one past the last: refused; the last: not.
    expect(choiceRefusals(small({ units: [...small().units, plain(2, 'spearmen', 2)] }), 0, 660)).toEqual([NO_HOME]);
    expect(choiceRefusals(small({ units: [...small().units, plain(1, 'lightCavalry', 2)] }), 0, 660)).toEqual([]);
    expect(choiceRefusals(small({ commands: [{ kind: 'infantry', allied: true }, { kind: 'cavalry', allied: false }] }), 0, 660)).toEqual([NO_ALLY]);
    expect(choiceRefusals(small({ ally: 10 }), 0, 660)).toEqual([EMPTY]);
    expect(choiceRefusals(small({ ally: 3, commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: true }] }), 0, 660)).toEqual([OWN]);
    expect(choiceRefusals(small({ ally: 3 }), 0, 660)).toEqual([EMPTY, OWN]);
    // The allied contingent of another city with a command of its own: taken.
    expect(choiceRefusals(small({ ally: 4, commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: true }] }), 0, 660)).toEqual([]);
    // A sample is judged by the validator alone.
    expect(choiceRefusals({ sample: 0 }, 0, 659).map((r) => r.code)).toEqual(['overPoints']);
  });
});

describe('the second army\'s names apart from the first\'s', () => {
  const leader = (id: string, name: string, nameFr?: string) => ({ id, name, ...(nameFr !== undefined ? { nameFr } : {}), mounted: true });
  const list = (p: string, over: Partial<ArmyList> = {}): ArmyList => ({
    name: 'X', nation: 'x', year: -203,
    general: leader(`${p}g`, 'Hanno'),
    contingents: [{ id: `${p}k`, nation: 'y', independentAlly: true, leader: leader(`${p}kl`, 'Masinissa', 'Massinissa') }],
    commands: [{ id: `${p}c`, kind: 'infantry', leader: leader(`${p}cl`, 'Mago') }, { id: `${p}d`, kind: 'cavalry', leader: leader(`${p}dl`, 'Hasdrubal'), contingent: `${p}k` }],
    units: [{ kind: 'unit', id: `${p}u`, command: `${p}c`, name: 'Spearmen 1', nameFr: 'Lanciers 1', type: 'spearmen', stands: 4, grade: 'C', morale: 'average' }],
    ...over,
  });
  it('every name the first army uses (general, second, contingent leaders, commanders, units) takes " (2)" in the second, French too', () => {
    const first = list('a-', { secondInCommand: leader('a-s', 'Gisco') });
    // Each of the first army's names, each in a different place of the second army.
    const second = list('b-', {
      general: leader('b-g', 'Gisco', 'Giscon'), secondInCommand: leader('b-s', 'Hanno'),
      contingents: [{ id: 'b-k', nation: 'y', independentAlly: true, leader: leader('b-kl', 'Mago') }],
      commands: [{ id: 'b-c', kind: 'infantry', leader: leader('b-cl', 'Masinissa', 'Massinissa') }, { id: 'b-d', kind: 'cavalry', leader: leader('b-dl', 'Spearmen 1') }, { id: 'b-e', kind: 'cavalry', leader: leader('b-el', 'Syphax') }],
      units: [{ kind: 'unit', id: 'b-u', command: 'b-c', name: 'Hasdrubal', type: 'spearmen', stands: 4, grade: 'C', morale: 'average' }, { kind: 'special', id: 'b-v', command: 'b-c', name: 'Artillery 1', nameFr: 'Artillerie 1', type: 'artillery' }],
    });
    const d = distinctNames(first, second);
    expect(d.general).toEqual(leader('b-g', 'Gisco (2)', 'Giscon (2)'));
    expect(d.secondInCommand).toEqual(leader('b-s', 'Hanno (2)'));
    expect(d.contingents[0].leader).toEqual(leader('b-kl', 'Mago (2)'));
    expect(d.commands.map((c) => c.leader)).toEqual([leader('b-cl', 'Masinissa (2)', 'Massinissa (2)'), leader('b-dl', 'Spearmen 1 (2)'), leader('b-el', 'Syphax')]);
    expect(d.units.map((u) => [u.name, u.nameFr])).toEqual([['Hasdrubal (2)', undefined], ['Artillery 1', 'Artillerie 1']]);
    expect('nameFr' in d.units[0]).toBe(false);
    // Everything else as it was.
    expect({ ...d, general: 0, secondInCommand: 0, contingents: 0, commands: 0, units: 0 }).toEqual({ ...second, general: 0, secondInCommand: 0, contingents: 0, commands: 0, units: 0 });
    expect(d.contingents[0].id).toBe('b-k');
    expect(d.commands[2]).toEqual(second.commands[2]);
    // A first army without a second-in-command: none of its names is "undefined"; a second without one keeps none.
    const noSecond = distinctNames(list('a-'), list('b-', { general: leader('b-g', 'Gisco') }));
    expect(noSecond.general.name).toBe('Gisco');
    expect('secondInCommand' in noSecond).toBe(false);
  });
});
