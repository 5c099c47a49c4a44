// Issue 11, words: a die with each modifier and the reason for it, units and leaders by
// the names their army list gives them in French, and rules named by the rulebook's
// sections (pp. 3–4 contents) instead of the specification's IDs; the stand-in's by the
// chapter it stands in for, always "provisional rule".
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/contract';
import { civbel } from '../../../src/rules/civbel';
import { withNames } from '../../../src/rules/event-names';
import { nameIn } from '../../../src/rules/civbel/names';
import { ruleName, ruleSuffix } from '../../../src/rules/civbel/rule-names';

const named = (e: LogEvent, units: Record<string, string>, leaders: Record<string, string> = {}) => withNames(e, { units, leaders });

describe('civbel words: dice with their modifiers', () => {
  it('A.4: a volley gives each die, the score needed and the modifiers with their reasons', () => {
    const e = named({ t: 'volley', rule: 'A.4', provisional: true, unit: 'slingA', target: 'legio1', dice: [6, 4], need: [6, 6], mods: [[{ rule: 'A.4 armoured', value: -1 }], [{ rule: 'A.4 armoured', value: -1 }]] }, { slingA: 'Balearic slingers A', legio1: 'Legion I' });
    expect(civbel.describeEvent(e, 'en')).toBe('Balearic slingers A shoots at Legion I: d6 6, 4 (needing 6+, 6+, with -1 armoured target) (provisional rule: Shooting)');
    expect(civbel.describeEvent(e, 'fr')).toBe('Frondeurs baléares A tire sur Légion I : d6 6, 4 (il faut 6+, 6+, dont -1 cible cuirassée) (règle provisoire : Tir)');
  });
  it('CMD-23: a control test names each modifier by its reason, not by one rule for all', () => {
    const e = named({ t: 'controlTest', rule: 'CMD-20', unit: 'numA', die: 'AvD', value: 3, modifiers: [{ rule: 'CMD-23', value: 1, why: 'charging' }, { rule: 'CMD-23', value: 1, why: 'inspiring' }], score: 5, outcome: 'asWished' }, { numA: 'Numidian horse A' });
    expect(civbel.describeEvent(e, 'en')).toBe('control test for Numidian horse A: average die 3 (+1 charging, looting or pursuing, +1 an inspiring leader near) = 5, it acts as its player wishes (rule: Control Tests, p.21)');
    expect(civbel.describeEvent(e, 'fr')).toBe('test de contrôle de Cavalerie numide A : dé moyen 3 (+1 en charge, au pillage ou en poursuite, +1 un chef galvanisant proche) = 5, elle agit comme le souhaite son joueur (règle : Tests de contrôle, p. 21)');
  });

  it('A.5: a charge that reaches gives its Average Dice, the distance rolled and the distance needed', () => {
    const e = named({ t: 'chargeContact', rule: 'A.5', provisional: true, unit: 'legio2', target: 'carthHorse', pips: [4, 4], rolled: 960, needed: 840, zone: 'front' }, { legio2: 'Legion II', carthHorse: 'Carthaginian horse' });
    expect(civbel.describeEvent(e, 'en')).toBe('Legion II reaches Carthaginian horse (front): average dice 4, 4, 4 javelin throws rolled, 3½ needed (provisional rule: Charges and Combat)');
    expect(civbel.describeEvent(e, 'fr')).toBe('Légion II atteint Cavalerie carthaginoise (front) : dés moyens 4, 4, 4 jets de javelot obtenus, 3½ nécessaires (règle provisoire : Charges et combat)');
  });
});

describe('civbel words: distances', () => {
  it('half a javelin throw is "½", not "0½"', () => {
    const e = named({ t: 'chargeContact', rule: 'A.5', provisional: true, unit: 'celtB', target: 'italians', pips: [5], rolled: 600, needed: 120, zone: 'front' }, { celtB: 'Celtiberians B', italians: 'Italian horse' });
    expect(civbel.describeEvent(e, 'en')).toMatch(/2½ javelin throws rolled, ½ needed/);
  });
});

describe('civbel words: an evade', () => {
  it('A.5: an evade gives its distance and the Average Dice it was rolled with', () => {
    const e = named({ t: 'evade', rule: 'A.5', provisional: true, unit: 'numA', from: 'legio1', pips: [5, 3, 4, 4], dist: 2400 }, { numA: 'Numidian horse A', legio1: 'Legion I' });
    expect(civbel.describeEvent(e, 'en')).toBe('Numidian horse A evades 10 javelin throws (average dice 5, 3, 4, 4) (provisional rule: Charges and Combat)');
    expect(civbel.describeEvent(e, 'fr')).toBe('Cavalerie numide A esquive sur 10 jets de javelot (dés moyens 5, 3, 4, 4) (règle provisoire : Charges et combat)');
  });
});

describe('civbel words: names and rules', () => {
  it('units and leaders by their army list\'s French names; a name the list does not translate stays', () => {
    expect(nameIn('Italian horse', true)).toBe('Cavalerie italienne');
    expect(nameIn('First legate', true)).toBe('Premier légat');
    expect(nameIn('Scipio', true)).toBe('Scipion');
    expect(nameIn('Scipio', false)).toBe('Scipio');
    expect(nameIn('Hasdrubal', true)).toBe('Hasdrubal');
  });
  it('rules by the rulebook\'s sections and pages; the stand-in by its chapter, provisional', () => {
    expect(ruleName('CMD-03', false)).toBe('Command Points and Command Radius, p.19');
    expect(ruleName('CMD-55', true)).toBe('Risques pour les chefs, p. 22');
    expect(ruleName('MOR-C7', false)).toBe('Causes of DPs, p.25');
    expect(ruleName('FRM-22', false)).toBe('Command Formations, p.28');
    expect(ruleName('SHO-K3', false)).toBe('Shooting (missing chapter)');
    expect(ruleName('A.5 armoured', true)).toBe('Charges et combat');
    expect(ruleSuffix('A.1', true, false)).toBe(' (provisional rule: Movement)');
    expect(ruleSuffix('A.1', false, true)).toBe(' (règle provisoire : Mouvement)');
    expect(ruleSuffix('SEQ-03', false, false)).toBe(' (rule: Sequence of Play, p.17)');
    expect(ruleSuffix(undefined, true, false)).toBe(' (provisional rule)');
    expect(ruleSuffix('nothing known', false, false)).toBe('');
  });
});
