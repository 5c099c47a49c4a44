// ORG-05, ORG-20, spec §10 D25 (army-step.ts): the armies sealed then shown in the scenario
// "choose-armies", each step's refusal word for word, the boxes a seal carries, what the log
// says when an army is shown, what takes the field, and the points option (its words are the
// player's). Positions built by hand; these pin what mutation testing found unguarded (issue 11).
import { describe, expect, it } from 'vitest';
import type { Ctx, LogEvent, Seat } from '../../../src/engine/contract';
import { saltWords, WORD_MAX } from '../../../src/engine/commitment';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { armyListOf, type BuiltArmy } from '../../../src/rules/civbel/army-choice';
import { choiceViolation, ELEPHANT_ARMY, HOPLITE_ARMY, pointsLimit, POINTS_OPTION, publicArmy, revealArmyAction, revealArmyViolation, sealArmyAction, sealArmyViolation } from '../../../src/rules/civbel/army-step';
import { unitPoints } from '../../../src/rules/civbel/points';

const ctx = (events: LogEvent[] = []): Ctx => ({ dice: { roll: () => 3, d6: () => 3, d10: () => 3 } as never, log: (e) => events.push(e) });
const act = (s: CivGame, seat: Seat, a: CivAction, events?: LogEvent[]) => civbel.apply(s, seat, a, ctx(events));
const start = (points = 660) => civbel.setup({ scenario: 'choose-armies', options: { armyPoints: points } });
const SALT = saltWords(new Uint8Array(16).fill(7), 'civbel-army');

describe('ORG-20: the points option (its words are the player\'s)', () => {
  it('its label, help and choices in English and French; 660 when the game has none', () => {
    expect(POINTS_OPTION).toEqual({
      id: 'armyPoints', rule: 'ORG-20',
      label: { en: 'Army points (when the players choose their armies)', fr: 'Points d\'armée (quand les joueurs choisissent leurs armées)' },
      help: { en: 'The most an army may cost in the scenario where each player chooses his own. The two sample armies cost 660 and 657.', fr: 'Le coût maximal d\'une armée dans le scénario où chaque joueur choisit la sienne. Les deux armées d\'exemple coûtent 660 et 657.' },
      choices: [500, 660, 800, 1000].map((p) => ({ value: p, label: { en: `${p} points`, fr: `${p} points` } })),
      default: 660,
    });
    expect(pointsLimit({ armyPoints: 800 })).toBe(800);
    expect(pointsLimit({})).toBe(660);
    expect(pointsLimit({ armyPoints: '800' })).toBe(660);
  });
});

describe('ORG-01..20: the built armies offered to bots and fuzz, as they take the field', () => {
  const shape = (c: BuiltArmy) => {
    const l = armyListOf(c, 0);
    return { name: l.name, second: !!l.secondInCommand, exceptional: !!l.general.exceptional, units: l.units.map((u) => u.kind === 'unit' ? [u.name, u.stands, u.grade, u.morale, ...['armoured', 'uns', 'integralInfantry', 'sparabara', 'camel', 'hoplite'].filter((k) => (u as unknown as Record<string, boolean>)[k])] : [u.name]) };
  };
  it('the Seleucid-like host: a phalanx, horse and two Indian elephants, no flags', () => {
    expect(shape(ELEPHANT_ARMY)).toEqual({ name: 'Antioch', second: false, exceptional: false, units: [
      ['Phalangites 1', 6, 'B', 'average'], ['Phalangites 2', 6, 'B', 'average'], ['Skirmishers 1', 2, 'C', 'average'], ['Heavy cavalry 1', 3, 'B', 'average'],
      ['Light cavalry 1', 3, 'C', 'average'], ['Indian elephant 1'], ['Indian elephant 2'], ['Skirmishers 2', 2, 'C', 'average']] });
  });
  it('the small Greek army: two hoplite Spearmen units, no second-in-command', () => {
    expect(shape(HOPLITE_ARMY)).toEqual({ name: 'Sparta', second: false, exceptional: false, units: [
      ['Spearmen 1', 8, 'B', 'high', 'hoplite'], ['Spearmen 2', 4, 'C', 'average', 'hoplite'], ['Skirmishers 1', 2, 'C', 'average'], ['Skirmishers 2', 2, 'C', 'average'],
      ['Light cavalry 1', 3, 'C', 'average'], ['Heavy cavalry 1', 3, 'B', 'average']] });
  });
});

describe('ORG-05, A.7: why an army may not take the field', () => {
  it('the first refusal in the player\'s words; an army too deep for its zone: A.7', () => {
    expect(choiceViolation(start(500), 0, { sample: 0 })).toEqual({ rule: 'ORG-20', message: 'The army costs 660 points, more than the agreed 500.' });
    expect(choiceViolation(start(), 0, { ...HOPLITE_ARMY, commands: [] })).toEqual({ rule: 'ORG-01', message: 'An army has at least one command.' });
    expect(choiceViolation(start(), 0, HOPLITE_ARMY)).toBeNull();
    const skirm = { kind: 'unit' as const, command: 0, type: 'skirmishers' as const, stands: 12, grade: 'C' as const, morale: 'average' as const, armoured: false, uns: false, integralInfantry: false, sparabara: false, camel: false, hoplite: false };
    const deep: BuiltArmy = { ...HOPLITE_ARMY, units: [...[...Array(11)].map((): BuiltArmy['units'][number] => skirm), ...HOPLITE_ARMY.units.slice(4)] };
    expect(choiceViolation(start(1000), 1, deep)).toEqual({ rule: 'A.7', message: 'the army does not fit in its deployment zone, even in several rows' });
  });
  it('a seal: 16 words of 16 bits, once, in the armies\' step only', () => {
    const s = start();
    const d = (n: number, w = 5) => Array(n).fill(w);
    const WORDS = { rule: 'ORG-05', message: 'a sealed army is 16 words' };
    expect(sealArmyViolation(s, 0, d(16))).toBeNull();
    expect(sealArmyViolation(s, 0, d(16, 0))).toBeNull();
    expect(sealArmyViolation(s, 0, d(16, WORD_MAX))).toBeNull();
    expect(sealArmyViolation(s, 0, d(15))).toEqual(WORDS);
    expect(sealArmyViolation(s, 0, d(17))).toEqual(WORDS);
    expect(sealArmyViolation(s, 0, d(16, WORD_MAX + 1))).toEqual(WORDS);
    expect(sealArmyViolation(s, 0, [...d(15), -1])).toEqual(WORDS);
    expect(sealArmyViolation(s, 0, [...d(15), 0.5])).toEqual(WORDS);
    const ONCE = { rule: 'ORG-05', message: 'each player seals his army once, before the battle' };
    expect(sealArmyViolation(civbel.setup({ scenario: 'great-plains', options: {} }), 0, d(16))).toEqual(ONCE);
    expect(sealArmyViolation({ ...s, armyStep: undefined }, 0, d(16))).toEqual(ONCE);
    expect(sealArmyViolation({ ...s, phase: 'deploy' }, 0, d(16))).toEqual(ONCE);
    const t = act(s, 0, sealArmyAction({ sample: 0 }));
    expect(sealArmyViolation(t, 0, d(16))).toEqual(ONCE);
    expect(sealArmyViolation(t, 1, d(16))).toBeNull();
  });
  it('a reveal: once both have sealed, once each', () => {
    const BOTH = { rule: 'ORG-05', message: 'an army is shown once both players have sealed theirs' };
    let s = act(start(), 0, sealArmyAction({ sample: 0 }));
    const r0 = revealArmyAction({ sample: 0 });
    expect(revealArmyViolation(s, 0, r0)).toEqual(BOTH);
    s = act(s, 1, sealArmyAction({ sample: 1 }));
    expect(revealArmyViolation(s, 0, r0)).toBeNull();
    expect(revealArmyViolation({ ...s, phase: 'deploy' }, 0, r0)).toEqual(BOTH);
    expect(revealArmyViolation({ ...s, armyStep: undefined }, 0, r0)).toEqual(BOTH);
    s = act(s, 1, revealArmyAction({ sample: 1 }));
    expect(revealArmyViolation(s, 1, revealArmyAction({ sample: 1 }))).toEqual(BOTH);
    expect(revealArmyViolation(s, 0, r0)).toBeNull();
  });
});

describe('ORG-05, D25: sealing and showing, as the state and the log keep them', () => {
  it('a seal logs its side and passes to the second player; the boxes are kept per side, only when sent', () => {
    const events: LogEvent[] = [];
    // The step as the scenario starts it: nothing sealed, shown or kept.
    expect(start().armyStep).toEqual({ digests: [[], []], revealed: [false, false], codes: [[], []] });
    let s = act(start(), 0, sealArmyAction({ sample: 0 }), events);
    expect(s.active).toBe(1);
    expect(s.armyStep!.boxes).toBeUndefined();
    s = act(s, 1, sealArmyAction({ sample: 1 }, SALT, [9, 8, 7]), events);
    expect(s.armyStep!.boxes).toEqual([[], [9, 8, 7]]);
    expect(events).toEqual([{ t: 'armySealed', rule: 'ORG-05', side: 0 }, { t: 'armySealed', rule: 'ORG-05', side: 1 }]);
    let t = act(start(), 0, sealArmyAction({ sample: 0 }, SALT, [1, 2]));
    t = act(t, 1, sealArmyAction({ sample: 1 }, SALT, [3]));
    expect(t.armyStep!.boxes).toEqual([[1, 2], [3]]);
    // Only the first player's device sent a box: the second's stays empty.
    const u = act(act(start(), 0, sealArmyAction({ sample: 0 }, SALT, [4])), 1, sealArmyAction({ sample: 1 }));
    expect(u.armyStep!.boxes).toEqual([[4], []]);
    expect(t.armyStep!.digests.map((d) => d.length)).toEqual([16, 16]);
  });
  it('a reveal logs the army\'s name in both languages, its units and points; both shown, both take the field', () => {
    const events: LogEvent[] = [];
    let s = act(start(), 0, sealArmyAction({ sample: 1 }));
    s = act(s, 1, sealArmyAction(ELEPHANT_ARMY));
    s = act(s, 1, revealArmyAction(ELEPHANT_ARMY), events);
    expect(s.active).toBe(0);
    expect(s.armyStep!.revealed).toEqual([false, true]);
    s = act(s, 0, revealArmyAction({ sample: 1 }), events);
    expect(events).toEqual([
      { t: 'armyRevealed', rule: 'ORG-05', side: 1, army: 'Antioch', armyFr: 'Antioche', units: 8, points: 596 },
      { t: 'armyRevealed', rule: 'ORG-05', side: 0, army: 'Carthage and Numidia', armyFr: 'Carthage et la Numidie', units: 8, points: 657 },
    ]);
    const carthage = armyListOf({ sample: 1 }, 0), antioch = armyListOf(ELEPHANT_ARMY, 1);
    expect(s.armies).toEqual([carthage, antioch]);
    expect(s.sideNames).toEqual([['Carthage', 'Carthage'], ['Antioch', 'Antioche']]);
    expect(s.startPoints).toEqual(Object.fromEntries([...carthage.units, ...antioch.units].map((u) => [u.id, unitPoints(u)])));
    expect(s.commands.map((c) => [c.id, c.side, c.kind, c.contingent])).toEqual([
      ...carthage.commands.map((c) => [c.id, 0, c.kind, c.contingent ?? null]),
      ['b-c1', 1, 'infantry', null], ['b-c2', 1, 'cavalry', null], ['b-c3', 1, 'elephant', null],
    ]);
    expect(s.contingents.map((c) => [c.id, c.side])).toEqual(carthage.contingents.map((c) => [c.id, 0]));
    expect(s.contingents.length).toBe(1);
    expect(s.leaders.filter((l) => l.side === 1).map((l) => l.id).sort()).toEqual(['b-c1l', 'b-c2l', 'b-c3l', 'b-gen']);
    expect(s.leaders.filter((l) => l.side === 0).length).toBe(1 + carthage.commands.length + carthage.contingents.length + (carthage.secondInCommand ? 1 : 0));
    expect(s.exceptional).toEqual(carthage.general.exceptional ? [carthage.general.id] : []);
    expect(s.units.length).toBe(16);
    expect([s.phase, s.armyStep, s.deploy]).toEqual(['deploy', undefined, { digests: [[], []], revealed: [false, false] }]);
  });
  it('two Carthages: the second side named "Carthage (2)"', () => {
    let s = act(start(), 0, sealArmyAction({ sample: 1 }));
    s = act(s, 1, sealArmyAction({ sample: 1 }));
    s = act(s, 1, revealArmyAction({ sample: 1 }));
    s = act(s, 0, revealArmyAction({ sample: 1 }));
    expect(s.sideNames).toEqual([['Carthage', 'Carthage'], ['Carthage (2)', 'Carthage (2)']]);
  });
  it('the offered army behind a public seal is found (the bots show it); a private seal or none: nothing', () => {
    let s = start();
    expect(publicArmy(s, 0)).toBeNull();
    s = act(s, 0, sealArmyAction(HOPLITE_ARMY));
    expect(publicArmy(s, 0)).toEqual(HOPLITE_ARMY);
    expect(publicArmy(s, 1)).toBeNull();
    s = act(s, 1, sealArmyAction(ELEPHANT_ARMY, SALT));
    expect(publicArmy(s, 1)).toBeNull();
    expect(civbel.legalActions(s, 1)).toEqual([]);
    expect(publicArmy({ ...s, armyStep: undefined }, 0)).toBeNull();
    s = act(s, 1, revealArmyAction(ELEPHANT_ARMY, SALT));
    expect(civbel.legalActions(s, 0)).toEqual([revealArmyAction(HOPLITE_ARMY)]);
  });
});
