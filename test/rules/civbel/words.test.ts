// Issue 11, words: a die with each modifier and the reason for it, units and leaders by
// the names their army list gives them in French, and rules named by the rulebook's
// sections (pp. 3–4 contents) instead of the specification's IDs; the stand-in's by the
// chapter it stands in for, always "provisional rule".
import { describe, expect, it } from 'vitest';
import type { Ctx, LogEvent } from '../../../src/engine/contract';
import { civbel } from '../../../src/rules/civbel';
import { withNames } from '../../../src/rules/event-names';
import { nameIn } from '../../../src/rules/civbel/names';
import { ruleName, ruleSuffix } from '../../../src/rules/civbel/rule-names';
import { a, de, leaderNoun, the, unitNoun } from '../../../src/rules/civbel/grammar';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from '../../../src/rules/civbel/data/scenarios';
import { namingCtx } from '../../../src/rules/civbel/log-names';
import type { CivGame } from '../../../src/rules/civbel';
import { tacticalStart } from '../../../src/rules/civbel/half-phases';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { scripted } from './helpers';

const named = (e: LogEvent, units: Record<string, string>, leaders: Record<string, string> = {}) => withNames(e, { units, leaders });

describe('civbel words: dice with their modifiers', () => {
  it('A.4: a volley gives each die, the score needed and the modifiers with their reasons', () => {
    const e = named({ t: 'volley', rule: 'A.4', provisional: true, unit: 'slingA', target: 'legio1', dice: [6, 4], need: [6, 6], mods: [[{ rule: 'A.4 armoured', value: -1 }], [{ rule: 'A.4 armoured', value: -1 }]] }, { slingA: 'Balearic slingers A', legio1: 'Legion I' });
    expect(civbel.describeEvent(e, 'en')).toBe('Balearic slingers A shoot at Legion I: 2 d6 (one a shooting stand): 6 and 4, each hitting on 6+ (5+ at this range, -1 armoured target) (provisional rule: Shooting)');
    expect(civbel.describeEvent(e, 'fr')).toBe('les Frondeurs baléares A tirent sur la Légion I : 2 d6 (un par socle qui tire) : 6 et 4, chacun touche sur 6+ (5+ à cette portée, -1 cible cuirassée) (règle provisoire : Tir)');
  });
  it('CMD-23: a control test names each modifier by its reason, not by one rule for all', () => {
    const e = named({ t: 'controlTest', rule: 'CMD-20', unit: 'numA', die: 'AvD', value: 3, modifiers: [{ rule: 'CMD-23', value: 1, why: 'charging' }, { rule: 'CMD-23', value: 1, why: 'inspiring' }], score: 5, outcome: 'asWished' }, { numA: 'Numidian horse A' });
    expect(civbel.describeEvent(e, 'en')).toBe('control test for Numidian horse A: average die 3 (+1 charging, looting or pursuing, +1 an inspiring leader near) = 5, it acts as its player wishes (rule: Control Tests, p.21)');
    expect(civbel.describeEvent(e, 'fr')).toBe('test de contrôle de la Cavalerie numide A : dé moyen 3 (+1 en charge, au pillage ou en poursuite, +1 un chef galvanisant proche) = 5, elle agit comme le souhaite son joueur (règle : Tests de contrôle, p. 21)');
  });

  it('A.5: a charge that reaches gives its Average Dice, the distance rolled and the distance needed', () => {
    const e = named({ t: 'chargeContact', rule: 'A.5', provisional: true, unit: 'legio2', target: 'carthHorse', pips: [4, 4], rolled: 960, needed: 840, zone: 'front' }, { legio2: 'Legion II', carthHorse: 'Carthaginian horse' });
    expect(civbel.describeEvent(e, 'en')).toBe('Legion II reaches Carthaginian horse (front): 2 average dice, 4 + 4 = 8 pips, so 4 javelin throws, 3½ needed (provisional rule: Charges and Combat)');
    expect(civbel.describeEvent(e, 'fr')).toBe('la Légion II atteint la Cavalerie carthaginoise de front : 2 dés moyens, 4 + 4 = 8 points, soit 4 jets de javelot, il en fallait 3½ (règle provisoire : Charges et combat)');
  });
});

describe('civbel words: distances', () => {
  it('half a javelin throw is "½", not "0½"', () => {
    const e = named({ t: 'chargeContact', rule: 'A.5', provisional: true, unit: 'celtB', target: 'italians', pips: [5], rolled: 600, needed: 120, zone: 'front' }, { celtB: 'Celtiberians B', italians: 'Italian horse' });
    expect(civbel.describeEvent(e, 'en')).toMatch(/so 2½ javelin throws, ½ needed/);
  });
});

describe('civbel words: an evade', () => {
  it('A.5: an evade gives its distance and the Average Dice it was rolled with', () => {
    const e = named({ t: 'evade', rule: 'A.5', provisional: true, unit: 'numA', from: 'legio1', pips: [5, 3, 4, 4], dist: 2400 }, { numA: 'Numidian horse A', legio1: 'Legion I' });
    expect(civbel.describeEvent(e, 'en')).toBe('Numidian horse A evades 10 javelin throws (4 average dice, 5 + 3 + 4 + 4 = 16 pips) (provisional rule: Charges and Combat)');
    expect(civbel.describeEvent(e, 'fr')).toBe('la Cavalerie numide A esquive sur 10 jets de javelot (4 dés moyens, 5 + 3 + 4 + 4 = 16 points) (règle provisoire : Charges et combat)');
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

describe('civbel words: sentences agree with the unit\'s name', () => {
  const ev = (t: string, extra: Record<string, unknown>, units: Record<string, string>) => named({ t, rule: 'MOR-01', unit: Object.keys(units)[0], ...extra }, units);
  it('French verbs and participles agree in gender and number, with the name\'s article', () => {
    expect(civbel.describeEvent(ev('shaken', {}, { v: 'Velites I' }), 'fr')).toBe('les Vélites I sont ébranlés (règle : Points de pertes, de désordre et de désertion, p. 25)');
    expect(civbel.describeEvent(ev('shaken', {}, { l: 'Legion I' }), 'fr')).toBe('la Légion I est ébranlée (règle : Points de pertes, de désordre et de désertion, p. 25)');
    expect(civbel.describeEvent(ev('destroyed', { rule: 'MOR-13' }, { f: 'Carthaginian foot' }), 'fr')).toMatch(/^l'Infanterie carthaginoise est détruite /);
    expect(civbel.describeEvent(ev('unitMoved', { rule: 'A.1', provisional: true, how: 'advance', angle: 0, pips: [3, 4, 2], rolled: 1080, dist: 1080 }, { n: 'Numidians' }), 'fr'))
      .toBe('les Numides avancent : 3 dés moyens, 3 + 4 + 2 = 9 points à ½ jet de javelot le point, soit 4½ jets de javelot, tout parcouru (règle provisoire : Mouvement)');
    expect(civbel.describeEvent(named({ t: 'chargeResponse', rule: 'A.5', provisional: true, unit: 's', target: 'h', response: 'evade', standing: 'auto' }, { s: 'Slingers B', h: 'Italian horse' }), 'fr'))
      .toBe('les Frondeurs B, chargés par la Cavalerie italienne, choisissent d\'esquiver (par défaut) (règle provisoire : Charges et combat)');
    expect(civbel.describeEvent(named({ t: 'controlTest', rule: 'CMD-20', unit: 'c', die: 'D6', value: 2, modifiers: [], score: 2, outcome: 'halted' }, { c: 'Celtiberians A' }), 'fr'))
      .toBe('test de contrôle des Celtibères A : d6 2 = 2, ils s\'arrêtent (règle : Tests de contrôle, p. 21)');
  });
  it('A.5: a combat result names the loser and what it does', () => {
    const r = (outcome: string) => named({ t: 'combatResult', rule: 'A.5', provisional: true, unit: 'h', target: 'c', scoreA: 8, scoreB: 3, diff: 5, outcome }, { h: 'Italian horse', c: 'Celtiberians B' });
    expect(civbel.describeEvent(r('break'), 'en')).toBe('result: Italian horse 8, Celtiberians B 3, difference 5: Celtiberians B lose and break (provisional rule: Charges and Combat)');
    expect(civbel.describeEvent(r('retire'), 'fr')).toBe('résultat : la Cavalerie italienne 8, les Celtibères B 3, écart 5 : les Celtibères B perdent et reculent (règle provisoire : Charges et combat)');
  });
  it('refusals agree with the unit they name, in both languages', () => {
    const r = (message: string, rule = 'A.7', lang: 'en' | 'fr' = 'fr') => civbel.describeRefusal!(null as never, { rule, message }, lang);
    expect(r('Velites I is outside the deployment zone.')).toBe('les Vélites I sont hors de la zone de déploiement (règle provisoire\u00a0: Déploiement)');
    expect(r('Velites I is outside the deployment zone.', 'A.7', 'en')).toBe('Velites I are outside the deployment zone (provisional rule: Deployment)');
    expect(r('Legion I has already moved in this phase', 'A.1')).toBe('la Légion I s’est déjà déplacée pendant cette phase (règle provisoire\u00a0: Mouvement)');
    expect(r('Numidians has already moved in this phase', 'A.1')).toBe('les Numides se sont déjà déplacés pendant cette phase (règle provisoire\u00a0: Mouvement)');
    expect(r('Celtiberians A is halted and may not charge.', 'A.5')).toBe('les Celtibères A sont arrêtés et ne peuvent pas charger (règle provisoire\u00a0: Charges et combat)');
  });
  it('English verbs agree in number: plural names take plural verbs', () => {
    expect(civbel.describeEvent(ev('shaken', {}, { v: 'Velites I' }), 'en')).toBe('Velites I are shaken (rule: Death, Disorder and Desertion Points, p.25)');
    expect(civbel.describeEvent(ev('shaken', {}, { l: 'Legion I' }), 'en')).toBe('Legion I is shaken (rule: Death, Disorder and Desertion Points, p.25)');
    expect(civbel.describeEvent(ev('casualty', { rule: 'MOR-10' }, { c: 'Celtiberians B' }), 'en')).toMatch(/^Celtiberians B lose a stand /);
  });
  it('"de" and "à" contract with the article; a unit the lists do not describe is "l\'unité X"', () => {
    const fr = (n: string) => unitNoun(n, true);
    expect([de(fr('Numidians')), de(fr('Legion II')), de(fr('Carthaginian foot')), a(fr('Velites II')), a(fr('Italian horse'))])
      .toEqual(['des Numides', 'de la Légion II', 'de l\'Infanterie carthaginoise', 'aux Vélites II', 'à la Cavalerie italienne']);
    expect([de(leaderNoun('First legate', true)), de(leaderNoun('Hasdrubal', true)), the(leaderNoun('Scipio', true))]).toEqual(['du Premier légat', 'd\'Hasdrubal', 'Scipion']);
    expect(the(fr('Gauls'))).toBe('l\'unité Gauls');
    expect(the(unitNoun('Gauls', false))).toBe('unit Gauls');
  });
  it('every unit and leader of the sample armies says how its name is used in a sentence', () => {
    for (const army of [GREAT_PLAINS_ROME, GREAT_PLAINS_CARTHAGE]) {
      for (const u of army.units) expect(u.grammar, u.name).toBeDefined();
      for (const c of army.commands) if (/legate|chief|officer/.test(c.leader.name)) expect(c.leader.grammar?.title, c.leader.name).toBe(true);
    }
  });
});

// Task of session 11: an Average Die reads as one line with the d6 it was read from
// (p.7: 1 counts 3, 6 counts 4), and a rout says how far the unit went, as a move does.

function game(phase: CivGame['phase']): CivGame {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options: {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = phase; s.half = 0; s.active = 0; s.initiative = 0;
  for (const u of s.units) u.turn.controlled = true;
  return s;
}
const ofUnit = (s: CivGame, id: string) => s.units.find((u) => u.id === id)!;
function frontAt(s: CivGame, id: string, x: number, y: number, h?: number): void {
  const u = ofUnit(s, id), f = unitFrame(u);
  u.stands = u.stands.map((st) => ({ ...st, x: st.x + x - f.o.x, y: st.y + y - f.o.y, h: h ?? st.h }));
}
const said = (ctx: { events: LogEvent[] }, t: string, lang: 'en' | 'fr') => civbel.describeEvent(ctx.events.find((e) => e.t === t)!, lang);

describe('civbel words: an Average Die with the d6 it was read from (p.7), on one line', () => {
  it('A.1: a march rolled d6 1 and 6 says 1 → 3 and 6 → 4 before adding them up', () => {
    const s = game('approach');
    const ctx = scripted([1, 6]);
    civbel.apply(s, 0, { k: 'move', unit: s.units.findIndex((u) => u.id === 'legio1'), how: 'march', angle: 0 }, ctx);
    expect(said(ctx, 'unitMoved', 'en')).toBe('Legion I marches: 2 average dice, d6 1 → 3 and d6 6 → 4, 3 + 4 = 7 pips at ½ javelin throw a pip, so 3½ javelin throws, all covered (provisional rule: Movement)');
    expect(said(ctx, 'unitMoved', 'fr')).toBe('la Légion I marche : 2 dés moyens, d6 1 → 3 et d6 6 → 4, 3 + 4 = 7 points à ½ jet de javelot le point, soit 3½ jets de javelot, tout parcouru (règle provisoire : Mouvement)');
  });
  it('CMD-20: an A grade unit left out of Control tests on an Average Die; its line gives the d6 1 it was read from', () => {
    let s = civbel.apply(civbel.setup({ scenario: 'great-plains', options: {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
    const li = s.units.findIndex((u) => u.id === 'legio1');
    s.units[li].grade = 'A';
    s.leaders.forEach((l, i) => {
      const a = { k: 'allocate' as const, leader: i, actions: [{ kind: 'control' as const, exclude: [li] }] };
      if (l.side === 0 && !civbel.check(s, 0, a)) s = civbel.apply(s, 0, a, scripted([]));
    });
    const ctx = scripted([1]);
    civbel.apply(s, 0, { k: 'done' }, ctx);
    const test = ctx.events.find((e) => e.t === 'controlTest')!;
    expect(test).toMatchObject({ unit: 'legio1', die: 'AvD', d6: 1, value: 3 });
    expect(civbel.describeEvent(test, 'en')).toMatch(/^control test for Legion I: average die, d6 1 → 3 /);
  });
  it('CMD-20: a control test on an Average Die gives the d6 and what it counts', () => {
    const e = named({ t: 'controlTest', rule: 'CMD-20', unit: 'numA', die: 'AvD', d6: 1, value: 3, modifiers: [], score: 3, outcome: 'halted' }, { numA: 'Numidian horse A' });
    expect(civbel.describeEvent(e, 'en')).toBe('control test for Numidian horse A: average die, d6 1 → 3 = 3, it halts (rule: Control Tests, p.21)');
    expect(civbel.describeEvent(e, 'fr')).toBe('test de contrôle de la Cavalerie numide A : dé moyen, d6 1 → 3 = 3, elle s\'arrête (règle : Tests de contrôle, p. 21)');
  });
});

describe('civbel words: a rout says how far the unit went (A.5)', () => {
  it('routers rolling d6 6, 2 and 1 run 4½ javelin throws and end that far back', () => {
    const s = game('tactical');
    frontAt(s, 'velites1', 20 * 240, 12 * 240);
    frontAt(s, 'celtA', 20 * 240, 14 * 240);
    ofUnit(s, 'velites1').status.routing = true;
    const ctx = scripted([6, 2, 1]);
    const t = tacticalStart(s, namingCtx(s, ctx));
    expect(unitFrame(ofUnit(s, 'velites1')).o.y - unitFrame(ofUnit(t, 'velites1')).o.y).toBeGreaterThanOrEqual(9 * 120);
    expect(said(ctx, 'rout', 'en')).toBe('Velites I rout: 3 average dice, d6 6 → 4, d6 2 → 2 and d6 1 → 3, 4 + 2 + 3 = 9 pips at ½ javelin throw a pip, so 4½ javelin throws; they end 4½ javelin throws back (provisional rule: Charges and Combat)');
    expect(said(ctx, 'rout', 'fr')).toBe('les Vélites I fuient en déroute : 3 dés moyens, d6 6 → 4, d6 2 → 2 et d6 1 → 3, 4 + 2 + 3 = 9 points à ½ jet de javelot le point, soit 4½ jets de javelot ; ils finissent 4½ jets de javelot en arrière (règle provisoire : Charges et combat)');
  });
  it('routers cut short by troops behind them say where they end, and why', () => {
    const s = game('tactical');
    frontAt(s, 'velites1', 20 * 240, 12 * 240);
    frontAt(s, 'celtA', 20 * 240, 14 * 240);
    frontAt(s, 'legio1', 20 * 240, 9 * 240);
    ofUnit(s, 'velites1').status.routing = true;
    const ctx = scripted([6, 2, 1]);
    tacticalStart(s, namingCtx(s, ctx));
    expect(said(ctx, 'rout', 'en')).toBe('Velites I rout: 3 average dice, d6 6 → 4, d6 2 → 2 and d6 1 → 3, 4 + 2 + 3 = 9 pips at ½ javelin throw a pip, so 4½ javelin throws; they end 2 javelin throws back, the way being taken (provisional rule: Charges and Combat)');
    expect(said(ctx, 'rout', 'fr')).toBe('les Vélites I fuient en déroute : 3 dés moyens, d6 6 → 4, d6 2 → 2 et d6 1 → 3, 4 + 2 + 3 = 9 points à ½ jet de javelot le point, soit 4½ jets de javelot ; ils finissent 2 jets de javelot en arrière, la voie étant prise (règle provisoire : Charges et combat)');
  });
});
