// The army builder (ORG-01..20, CMD-03): points as p.15 prices them, and a typed
// refusal naming the rule for every organisation and points violation.
import { describe, expect, it } from 'vitest';
import type { ArmyList, PlainUnitSpec, UnitSpec } from '../../../src/rules/civbel/army';
import { armyPoints, standPoints, unitPoints } from '../../../src/rules/civbel/points';
import { validateArmy } from '../../../src/rules/civbel/organisation';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_POINTS, GREAT_PLAINS_ROME } from '../../../src/rules/civbel/data/scenarios';

const pts = (s: Parameters<typeof standPoints>[0]) => standPoints(s).total;
const u = (id: string, type: PlainUnitSpec['type'], stands = 2, extra: Partial<PlainUnitSpec> = {}): PlainUnitSpec =>
  ({ kind: 'unit', id, name: id, command: 'k1', type, stands, grade: 'B', morale: 'average', ...extra });
const el = (id: string, type: 'elephantAfrican' | 'elephantIndian' | 'artillery' | 'scythedChariot' = 'elephantAfrican'): UnitSpec => ({ kind: 'special', id, name: id, command: 'k1', type });

function army(kind: 'infantry' | 'cavalry' | 'elephant', units: UnitSpec[], extra: Partial<ArmyList> = {}): ArmyList {
  return { name: 'Test', nation: 'spartan', year: -400, general: { id: 'g', name: 'General', mounted: true }, contingents: [], commands: [{ id: 'k1', kind, leader: { id: 'l1', name: 'Commander', mounted: true } }], units, ...extra };
}
const rules = (a: ArmyList) => validateArmy(a).map((x) => `${x.rule} ${x.code}`);

describe('ORG-20 points (p.15)', () => {
  it('T-04: stand costs', () => {
    expect(pts({ type: 'swordsmen', grade: 'B', morale: 'average' })).toBe(10);
    expect(pts({ type: 'spearmen', grade: 'B', morale: 'high', armoured: true, uns: true })).toBe(13);
    expect(pts({ type: 'swordsmen', grade: 'A', morale: 'exceptional', armoured: true })).toBe(25);
    expect(pts({ type: 'rabble', grade: 'C', morale: 'poor' })).toBe(1);
    expect(pts({ type: 'heavyCavalry', grade: 'A', morale: 'average', armoured: true })).toBe(18);
    expect(pts({ type: 'cataphracts', grade: 'B', morale: 'high', armoured: true })).toBe(22);
    expect(pts({ type: 'heavyCavalry', grade: 'B', morale: 'average', integralInfantry: true })).toBe(15);
    expect(pts({ type: 'bowmen', grade: 'C', morale: 'average', sparabara: true })).toBe(7);
    expect(pts({ type: 'elephantIndian', grade: null, morale: null })).toBe(45);
    expect(pts({ type: 'elephantAfrican', grade: null, morale: null })).toBe(35);
  });
  it('under-strength halves only the basic cost, and only for Heavy Infantry', () => {
    expect(pts({ type: 'shockInfantry', grade: 'C', morale: 'average', uns: true })).toBe(3);
    expect(pts({ type: 'skirmishers', grade: 'C', morale: 'average', uns: true })).toBe(4);
  });
  it('T-05: the sample armies of spec §6.3 cost 660 and 657, a Legion 119', () => {
    expect(unitPoints(GREAT_PLAINS_ROME.units[0])).toBe(GREAT_PLAINS_POINTS.legion);
    expect(armyPoints(GREAT_PLAINS_ROME)).toBe(GREAT_PLAINS_POINTS.rome);
    expect(armyPoints(GREAT_PLAINS_CARTHAGE)).toBe(GREAT_PLAINS_POINTS.carthage);
    expect([GREAT_PLAINS_POINTS.rome, GREAT_PLAINS_POINTS.carthage, GREAT_PLAINS_POINTS.legion]).toEqual([660, 657, 119]);
  });
  it('both sample armies validate', () => {
    expect(validateArmy(GREAT_PLAINS_ROME)).toEqual([]);
    expect(validateArmy(GREAT_PLAINS_CARTHAGE)).toEqual([]);
  });
  it('leaders: a second-in-command costs 100, a leader on foot 10 less (our placeholder, spec G5)', () => {
    const a = army('infantry', [u('a', 'spearmen', 2, { grade: 'C' })], { secondInCommand: { id: 's', name: 'Second', mounted: true } });
    expect(armyPoints(a)).toBe(100 + 100 + 50 + 16 + 10);
    a.general.mounted = false;
    expect(armyPoints(a)).toBe(90 + 100 + 50 + 16 + 10);
  });
  it('an army over its agreed points limit is refused under ORG-20', () => {
    const a = { ...GREAT_PLAINS_ROME, pointsLimit: 659 };
    expect(rules(a)).toEqual(['ORG-20 overPoints']);
    expect(validateArmy({ ...GREAT_PLAINS_ROME, pointsLimit: 660 })).toEqual([]);
  });
});

describe('ORG-02 command types (p.14), T-06', () => {
  it('infantry commands', () => {
    expect(rules(army('infantry', [u('a', 'spearmen'), u('b', 'spearmen'), u('c', 'spearmen'), u('d', 'lightCavalry'), u('e', 'heavyCavalry')]))).toEqual(['ORG-02 infantryCavalry']);
    expect(rules(army('infantry', [u('a', 'spearmen'), u('b', 'spearmen'), u('d', 'lightCavalry')]))).toEqual([]);
    expect(rules(army('infantry', [u('a', 'spearmen'), u('d', 'lightCavalry')]))).toEqual(['ORG-02 infantryMajority']);
    expect(rules(army('infantry', [u('a', 'spearmen'), el('x', 'artillery'), el('y')]))).toEqual([]);
  });
  it('cavalry commands', () => {
    expect(rules(army('cavalry', [u('a', 'spearmen'), u('d', 'lightCavalry')]))).toEqual([]);
    expect(rules(army('cavalry', [u('c1', 'lightCavalry'), u('c2', 'heavyCavalry'), u('h1', 'spearmen'), u('h2', 'swordsmen')]))).toEqual(['ORG-02 cavalryHeavyInfantry']);
    expect(rules(army('cavalry', [u('c1', 'lightCavalry'), u('c2', 'heavyCavalry'), u('h1', 'spearmen'), u('li1', 'skirmishers')]))).toEqual([]);
    expect(rules(army('cavalry', [u('c1', 'lightCavalry'), u('li1', 'skirmishers'), u('li2', 'skirmishers')]))).toEqual(['ORG-02 cavalryMajority']);
    expect(rules(army('cavalry', [u('c1', 'lightCavalry'), el('e'), el('s', 'scythedChariot')]))).toEqual([]);
    expect(rules(army('cavalry', [u('c1', 'lightCavalry'), el('a', 'artillery')]))).toEqual(['ORG-02 cavalryArtillery']);
  });
  it('elephant commands', () => {
    expect(rules(army('elephant', [el('e1'), el('e2'), u('l', 'skirmishers', 4)]))).toEqual([]);
    expect(rules(army('elephant', [el('e1'), el('e2'), u('l', 'skirmishers', 5)]))).toEqual(['ORG-02 elephantEscort']);
    expect(rules(army('elephant', [el('e1'), u('c', 'lightCavalry', 1)]))).toEqual(['ORG-02 elephantOther']);
    expect(rules(army('elephant', [u('l', 'skirmishers', 1)]))).toEqual(['ORG-02 elephantNone', 'ORG-02 elephantEscort']);
  });
  it('ORG-01: every unit in a command, no empty command', () => {
    const a = army('infantry', [u('a', 'spearmen', 2, { command: 'nowhere' })]);
    expect(rules(a)).toEqual(['ORG-01 unitWithoutCommand', 'ORG-01 emptyCommand']);
  });
});

describe('ORG-03/ORG-04 contingents and independent allies (p.14), T-07', () => {
  const sparta = (units: UnitSpec[]): ArmyList => ({
    name: 'Sparta', nation: 'spartan', year: -418, general: { id: 'g', name: 'Agis', mounted: false },
    contingents: [
      { id: 'spC', nation: 'spartan', independentAlly: false, leader: { id: 'spL', name: 'Spartan polemarch', mounted: false } },
      { id: 'atC', nation: 'athenian', independentAlly: true, leader: { id: 'atL', name: 'Athenian strategos', mounted: false } },
    ],
    commands: [
      { id: 'sp1', kind: 'infantry', contingent: 'spC', leader: { id: 'c1', name: 'Lochagos', mounted: false } },
      { id: 'at1', kind: 'infantry', contingent: 'atC', leader: { id: 'c2', name: 'Taxiarch', mounted: false } },
    ],
    units: [u('spartans', 'spearmen', 4, { command: 'sp1', hoplite: true }), u('athenians', 'spearmen', 4, { command: 'at1', nation: 'athenian', hoplite: true }), ...units],
  });
  it('the base army validates', () => expect(rules(sparta([]))).toEqual([]));
  it('a Spartan unit in the Athenian contingent is refused', () => {
    expect(rules(sparta([u('sp2', 'spearmen', 2, { command: 'at1' })]))).toEqual(['ORG-03 contingentNation']);
  });
  it('an Athenian unit in the Spartan contingent is refused', () => {
    expect(rules(sparta([u('at2', 'spearmen', 2, { command: 'sp1', nation: 'athenian' })]))).toEqual(['ORG-03 contingentNation']);
  });
  it('a mercenary employed by Sparta serves in the Spartan contingent', () => {
    expect(rules(sparta([u('merc', 'javelinmen', 2, { command: 'sp1', nation: 'thracian', employedBy: 'spartan' })]))).toEqual([]);
  });
  it('independent allies outside their contingent, or split over two, are refused', () => {
    const a = sparta([]);
    a.commands.push({ id: 'free', kind: 'infantry', leader: { id: 'c3', name: 'Free', mounted: false } });
    a.units.push(u('at3', 'spearmen', 2, { command: 'free', nation: 'athenian' }));
    expect(rules(a)).toEqual(['ORG-04 allyOutside']);
    const b = sparta([]);
    b.contingents.push({ id: 'atC2', nation: 'athenian', independentAlly: true, leader: { id: 'x', name: 'X', mounted: false } });
    expect(rules(b)).toEqual(['ORG-04 splitAllies']);
  });
  it('ORG-05: names are unique and references resolve', () => {
    const a = sparta([]);
    a.commands[1].contingent = 'ghost';
    a.units.push(u('spartans', 'spearmen', 2, { command: 'sp1' }));
    expect(rules(a)).toEqual(['ORG-05 duplicateId', 'ORG-05 unknownContingent']);
  });
});

describe('ORG-10..ORG-17 grades, units and Legions (pp. 8–13), T-08', () => {
  it('T-08: grade restrictions', () => {
    expect(rules(army('infantry', [u('s', 'shockInfantry', 2, { grade: 'A' })]))).toEqual(['ORG-10 shockGradeA']);
    expect(rules(army('infantry', [u('r', 'rabble', 2, { grade: 'B' })]))).toEqual(['ORG-11 rabbleGrade']);
    expect(rules(army('cavalry', [u('c', 'lightCavalry', 2, { grade: 'B', camel: true })]))).toEqual(['ORG-12 camelGrade']);
    expect(rules(army('elephant', [{ kind: 'special', id: 'e', name: 'e', command: 'k1', type: 'elephantIndian', grade: 'B' }]))).toEqual(['ORG-13 specialGraded']);
    expect(rules(army('infantry', [u('s', 'shockInfantry', 2, { grade: 'B' }), u('r', 'rabble', 2, { grade: 'C' })]))).toEqual([]);
  });
  it('ORG-14: a unit has one valid type, grade and morale, and only fitting attributes', () => {
    expect(rules(army('infantry', [u('x', 'hoplites' as never)]))).toEqual(['ORG-14 unknownType']);
    expect(rules(army('infantry', [u('x', 'spearmen', 2, { morale: 'hasOwnProperty' as never })]))).toEqual(['ORG-14 unknownMorale']);
    expect(rules(army('infantry', [u('x', 'skirmishers', 2, { uns: true })]))).toEqual(['ORG-14 unsNotHeavy']);
    expect(rules(army('infantry', [u('x', 'spearmen', 2, { sparabara: true })]))).toEqual(['ORG-14 sparabaraNotBowmen']);
    expect(rules(army('infantry', [u('x', 'spearmen', 0)]))).toEqual(['ORG-14 noStands']);
    expect(rules(army('infantry', [u('x', 'elephantIndian')]))).toEqual(['ORG-13 specialInUnit']);
  });
  const leg = (kind: 'manipular' | 'cohort', sizes: number[], types = ['swordsmen', 'swordsmen', 'spearmen'], unsLast = true): UnitSpec => ({
    kind: 'legion', id: 'L', name: 'Legion', command: 'k1', legionKind: kind, grade: 'B',
    subunits: sizes.map((n, i) => ({ name: `s${i}`, type: types[i] as PlainUnitSpec['type'], stands: n, morale: 'average', uns: unsLast && i === 2 })),
  });
  it('ORG-15: 5–12 Heavy Infantry stands in two or three sub-units', () => {
    expect(rules(army('infantry', [leg('manipular', [3, 3, 3])]))).toEqual([]);
    expect(rules(army('infantry', [leg('manipular', [2, 2])]))).toEqual(['ORG-15 legionStands']);
    expect(rules(army('infantry', [leg('cohort', [5, 4, 4], ['swordsmen', 'swordsmen', 'swordsmen'], false)]))).toEqual(['ORG-15 legionStands']);
    expect(rules(army('infantry', [leg('cohort', [6], ['swordsmen'], false)]))).toEqual(['ORG-15 legionSubunits']);
    expect(rules(army('infantry', [leg('manipular', [3, 3, 3], ['swordsmen', 'skirmishers', 'spearmen'])]))).toEqual(['ORG-15 legionNotHeavy']);
  });
  it('ORG-16: manipular sub-units are equal and the triarii under-strength Spearmen', () => {
    expect(rules(army('infantry', [leg('manipular', [4, 3, 3])]))).toEqual(['ORG-16 manipularUnequal']);
    expect(rules(army('infantry', [leg('manipular', [3, 3, 3], ['swordsmen', 'swordsmen', 'spearmen'], false)]))).toEqual(['ORG-16 triariiNotUnsSpearmen']);
    expect(rules(army('infantry', [leg('manipular', [3, 3], ['swordsmen', 'spearmen'], false)]))).toEqual([]);
  });
  it('ORG-17: a cohort Legion is all Swordsmen, its sub-units of any size', () => {
    expect(rules(army('infantry', [leg('cohort', [4, 3, 3], ['swordsmen', 'swordsmen', 'swordsmen'], false)]))).toEqual([]);
    expect(rules(army('infantry', [leg('cohort', [4, 3, 3], ['swordsmen', 'swordsmen', 'spearmen'], false)]))).toEqual(['ORG-17 cohortNotSwordsmen']);
  });
  it('CMD-03: fixed command points within 2–5, Commanders 3, only the General exceptional', () => {
    const a = army('infantry', [u('a', 'spearmen')]);
    a.general.cp = 6;
    a.commands[0].leader.cp = 4;
    a.commands[0].leader.exceptional = true;
    expect(rules(a)).toEqual(['CMD-03 cpRange', 'CMD-03 commanderCp', 'CMD-03 exceptionalNotGeneral']);
  });
  it('every refusal is worded in English and French', () => {
    const a = army('elephant', [u('l', 'rabble', 5, { grade: 'A' })]);
    for (const x of validateArmy(a)) { expect(x.text.en.length).toBeGreaterThan(10); expect(x.text.fr.length).toBeGreaterThan(10); expect(x.text.fr).not.toBe(x.text.en); }
  });
});
