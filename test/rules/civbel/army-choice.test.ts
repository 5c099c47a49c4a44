// ORG-01..20, ORG-05 and spec §10 D25 in the scenario "choose-armies": each player seals an
// army (a sample of §6.3 or one built from the catalogue), both are shown, checked by the
// organisation rules and the agreed points (ORG-20), and take the field before the sealed
// deployment. Each refusal names its rule; the sample armies validate at 660 and 657.
import { builtUnit, smallArmy } from './helpers';
import { describe, expect, it } from 'vitest';
import type { Ctx, LogEvent, Seat } from '../../../src/engine/contract';
import { commitWords, saltWords } from '../../../src/engine/commitment';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { armyCode, armyFromCode, armyListOf, choiceRefusals, distinctNames, MAX_ARMY_WORDS, type ArmyChoice, type BuiltArmy, type BuiltUnit } from '../../../src/rules/civbel/army-choice';
import { choiceViolation, ELEPHANT_ARMY, HOPLITE_ARMY, OFFERED_ARMIES, POINTS_OPTION, revealArmyAction, sealArmyAction } from '../../../src/rules/civbel/army-step';
import { rowFits, rowPoses } from '../../../src/rules/civbel/deployment';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from '../../../src/rules/civbel/data/scenarios';
import { armyPoints } from '../../../src/rules/civbel/points';
import { nameIn } from '../../../src/rules/civbel/names';
import { describeRefusal } from '../../../src/rules/civbel/refusal-words';

const CFG = { scenario: 'choose-armies', options: { armyPoints: 660 } };
const ctx = (events: LogEvent[] = []): Ctx => ({ dice: { roll: () => 3, d6: () => 3, d10: () => 3 } as never, log: (e) => events.push(e) });
const act = (s: CivGame, seat: Seat, a: CivAction, events?: LogEvent[]) => civbel.apply(s, seat, a, ctx(events));
const SALT0 = saltWords(new Uint8Array(16).fill(3), 'civbel-army');
const SALT1 = saltWords(new Uint8Array(16).fill(5), 'civbel-army');

const plain = builtUnit, small = smallArmy;
const firstRule = (c: ArmyChoice, limit = 660) => choiceRefusals(c, 0, limit)[0];
/** Both armies sealed and shown (the first player's `a`, the second Rome): the game at its deployment. */
function fieldBoth(a: ArmyChoice, b: ArmyChoice = { sample: 0 }): CivGame {
  let s = civbel.setup(CFG);
  s = act(s, 0, sealArmyAction(a));
  s = act(s, 1, sealArmyAction(b));
  s = act(s, 1, revealArmyAction(b));
  return act(s, 0, revealArmyAction(a));
}

describe('ORG-20, §6.3: the sample armies as offered', () => {
  it('Rome costs 660 and Carthage 657, each valid at 660 points and refused at 500 (ORG-20, points named)', () => {
    expect(armyPoints(armyListOf({ sample: 0 }, 0))).toBe(660);
    expect(armyPoints(armyListOf({ sample: 1 }, 1))).toBe(657);
    expect(choiceRefusals({ sample: 0 }, 0, 660)).toEqual([]);
    expect(choiceRefusals({ sample: 1 }, 1, 660)).toEqual([]);
    const r = firstRule({ sample: 0 }, 500);
    expect(r).toMatchObject({ rule: 'ORG-20', code: 'overPoints' });
    expect(r.text.en).toBe('The army costs 660 points, more than the agreed 500.');
    expect(r.text.fr).toBe('L\'armée coûte 660 points, plus que les 500 convenus.');
    expect(firstRule({ sample: 1 }, 656)?.rule).toBe('ORG-20');
    expect(firstRule({ sample: 1 }, 657)).toBeUndefined();
  });
  it('the elephant army offered to bots is valid, costs 596, and fields two Indian elephants', () => {
    expect(choiceRefusals(ELEPHANT_ARMY, 0, 660)).toEqual([]);
    const l = armyListOf(ELEPHANT_ARMY, 0);
    expect(armyPoints(l)).toBe(596);
    expect(l.units.filter((u) => u.kind === 'special').map((u) => u.name)).toEqual(['Indian elephant 1', 'Indian elephant 2']);
  });
  it('every points limit offered has an army on offer that fits it (so a bot always has a choice)', () => {
    expect(armyPoints(armyListOf(HOPLITE_ARMY, 0))).toBe(488);
    for (const limit of POINTS_OPTION.choices.map((c) => Number(c.value))) {
      const s = civbel.setup({ scenario: 'choose-armies', options: { armyPoints: limit } });
      const legal = civbel.legalActions(s, 0);
      expect(legal.length).toBeGreaterThan(0);
      expect(legal.length).toBe(OFFERED_ARMIES.filter((c) => armyPoints(armyListOf(c, 0)) <= limit).length);
    }
  });
  it('a side\'s ids are its own: both players may field the same sample', () => {
    const a = armyListOf({ sample: 0 }, 0), b = armyListOf({ sample: 0 }, 1);
    expect(a.units.map((u) => u.id)).toEqual(GREAT_PLAINS_ROME.units.map((u) => `a-${u.id}`));
    expect(b.units.map((u) => u.id)).toEqual(GREAT_PLAINS_ROME.units.map((u) => `b-${u.id}`));
    expect(b.commands.map((c) => c.id)).toEqual(['b-r1', 'b-r2', 'b-r3', 'b-r4']);
    const c = armyListOf({ sample: 1 }, 1);
    expect(c.commands[2].contingent).toBe('b-syphaxC');
    expect(c.contingents[0].id).toBe('b-syphaxC');
    // The second side's shared names take " (2)", in both languages.
    const d = distinctNames(a, b);
    expect(d.units[0].name).toBe('Legion I (2)');
    expect(nameIn(d.units[0].name, true)).toBe('Légion I (2)');
    expect(d.general.name).toBe('Scipio (2)');
    expect(distinctNames(a, c).units.map((u) => u.name)).toEqual(GREAT_PLAINS_CARTHAGE.units.map((u) => u.name));
  });
});

describe('the army code (bounded, as it travels)', () => {
  const legionArmy: BuiltArmy = {
    city: 0, exceptional: true, second: true, ally: 10,
    commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: true }],
    units: [
      { kind: 'legion', command: 0, legionKind: 'manipular', grade: 'B', subunits: [
        { type: 'swordsmen', stands: 3, morale: 'average', armoured: false, uns: false },
        { type: 'swordsmen', stands: 3, morale: 'average', armoured: false, uns: false },
        { type: 'spearmen', stands: 3, morale: 'high', armoured: true, uns: true }] },
      plain(0, 'skirmishers', 2),
      plain(1, 'lightCavalry', 4, { grade: 'B' }),
      { kind: 'special', command: 0, type: 'artillery' },
    ],
  };
  it('round-trips the samples and built armies, every number below 128', () => {
    for (const c of [...OFFERED_ARMIES, legionArmy, small()]) {
      const code = armyCode(c);
      expect(code.every((x) => Number.isInteger(x) && x >= 0 && x < 128)).toBe(true);
      expect(armyFromCode(code)).toEqual(c);
    }
  });
  it('refuses a short, long or out-of-range code without reading past its bound', () => {
    const code = armyCode(legionArmy);
    expect(armyFromCode(code.slice(0, -1))).toBeNull();
    expect(armyFromCode([...code, 0])).toBeNull();
    expect(armyFromCode([0, 2])).toBeNull();
    expect(armyFromCode([1, 14, 0, 0, 0, 0])).toBeNull(); // no 15th city
    // [1, city, flags, ally, 2 commands, (kind, allied) ×2, 3 units, then the first unit: kind, command, type, stands…]
    const stands = armyCode(small());
    expect(stands[13]).toBe(6); // the Spearmen's 6 stands
    expect(armyFromCode(stands.map((x, i) => (i === 13 ? 12 : x)))).not.toBeNull();
    expect(armyFromCode(stands.map((x, i) => (i === 13 ? 13 : x)))).toBeNull(); // 12 stands at most
    expect(armyFromCode(Array(MAX_ARMY_WORDS + 1).fill(0))).toBeNull();
    expect(armyFromCode([1, 0, 0, 0, 9])).toBeNull(); // 8 commands at most
  });
  it('leaders on foot travel as flag bits a code without them never sets (the old codes read the same)', () => {
    const foot: BuiltArmy = { ...legionArmy, generalOnFoot: true, secondOnFoot: true, allyOnFoot: true, commands: [{ kind: 'infantry', allied: false, onFoot: true }, { kind: 'cavalry', allied: true }] };
    const code = armyCode(foot);
    expect(armyFromCode(code)).toEqual(foot);
    expect(code.slice(0, 9)).toEqual([1, 0, 1 | 2 | 4 | 8 | 16, 11, 2, 0, 2, 1, 1]);
    // Without them, the words are the words of before: a game recorded then reads the same army.
    expect(armyCode(legionArmy).slice(0, 9)).toEqual([1, 0, 3, 11, 2, 0, 0, 1, 1]);
    expect(armyFromCode([1, 0, 32, 0, 0, 0])).toBeNull(); // no sixth flag
    expect(armyFromCode([1, 0, 0, 0, 1, 0, 4, 0])).toBeNull(); // a command's word holds two flags
  });
  it('a leader on foot costs 10 points less (p.15, the value ours: spec G5) and moves 1 JT a Move (MOV-K9)', () => {
    const mounted = armyListOf(legionArmy, 0);
    const foot = armyListOf({ ...legionArmy, generalOnFoot: true, allyOnFoot: true, commands: legionArmy.commands.map((c, i) => ({ ...c, onFoot: i === 1 })) }, 0);
    expect([foot.general.mounted, foot.secondInCommand?.mounted, foot.contingents[0].leader.mounted, foot.commands.map((c) => c.leader.mounted)]).toEqual([false, true, false, [true, false]]);
    expect(armyPoints(mounted) - armyPoints(foot)).toBe(30);
    // In the game: the General on foot takes the field on foot (his Move of 1 JT: command.test.ts MOV-K9).
    const s = fieldBoth({ ...small(), generalOnFoot: true });
    const gen = s.leaders.find((l) => l.id === 'a-gen')!;
    expect(gen.mounted).toBe(false);
    expect(s.leaders.filter((l) => l.side === 0).map((l) => l.mounted)).toEqual([false, true, true]);
    expect(s.leaders.filter((l) => l.side === 1).every((l) => l.mounted)).toBe(true);
  });
  it('names a built army\'s units by type and number, its leaders by rank, in both languages', () => {
    const l = armyListOf(legionArmy, 1);
    expect(l.name).toBe('Rome');
    expect(l.units.map((u) => u.name)).toEqual(['Legion 1', 'Skirmishers 1', 'Light cavalry 1', 'Artillery 1']);
    expect(l.units.map((u) => nameIn(u.name, true))).toEqual(['Légion 1', 'Tirailleurs 1', 'Cavalerie légère 1', 'Artillerie 1']);
    expect(l.general).toMatchObject({ id: 'b-gen', name: 'General', exceptional: true });
    expect(l.secondInCommand?.name).toBe('Second-in-command');
    expect(l.contingents).toEqual([{ id: 'b-ally', nation: 'cirta', independentAlly: true, leader: expect.objectContaining({ name: 'Allied commander' }) }]);
    expect(l.commands[1]).toMatchObject({ id: 'b-c2', contingent: 'b-ally', leader: { name: 'Commander 2' } });
    expect(l.units[2].nation).toBe('cirta');
    expect(choiceRefusals(legionArmy, 1, 1000)).toEqual([]);
  });
});

describe('the army builder refuses each violation, naming its rule', () => {
  const cases: [string, BuiltArmy, string, string][] = [
    ['a unit in no command', small({ units: [...small().units, plain(5, 'spearmen', 2)] }), 'ORG-01', 'unitWithoutCommand'],
    ['no troops', small({ units: [] }), 'ORG-01', 'noTroops'],
    ['an empty command', small({ commands: [...small().commands, { kind: 'infantry', allied: false }] }), 'ORG-01', 'emptyCommand'],
    ['a cavalry command mostly foot', small({ units: [plain(0, 'spearmen', 6), plain(1, 'spearmen', 2), plain(1, 'spearmen', 2), plain(1, 'lightCavalry', 2)] }), 'ORG-02', 'cavalryMajority'],
    ['an infantry command with two cavalry units', small({ units: [plain(0, 'spearmen', 6), plain(0, 'spearmen', 6), plain(0, 'spearmen', 6), plain(0, 'lightCavalry', 2), plain(0, 'lightCavalry', 2), plain(1, 'lightCavalry', 3)] }), 'ORG-02', 'infantryCavalry'],
    ['an elephant command without elephants', small({ commands: [...small().commands, { kind: 'elephant', allied: false }], units: [...small().units, plain(2, 'skirmishers', 2)] }), 'ORG-02', 'elephantNone'],
    ['an allied command without allies', small({ commands: [{ kind: 'infantry', allied: true }, { kind: 'cavalry', allied: false }] }), 'ORG-04', 'alliedWithoutAlly'],
    ['an allied contingent with no command', small({ ally: 10 }), 'ORG-03', 'emptyContingent'],
    ['allies of the army\'s own city', small({ ally: 3, commands: [{ kind: 'infantry', allied: false }, { kind: 'cavalry', allied: true }] }), 'ORG-04', 'allyOwnNation'],
    ['Shock Infantry of grade A', small({ units: [plain(0, 'shockInfantry', 4, { grade: 'A' }), plain(1, 'lightCavalry', 3)] }), 'ORG-10', 'shockGradeA'],
    ['Rabble of grade B', small({ units: [plain(0, 'rabble', 4, { grade: 'B' }), plain(1, 'lightCavalry', 3)] }), 'ORG-11', 'rabbleGrade'],
    ['camels of grade B', small({ units: [plain(0, 'spearmen', 4), plain(1, 'lightCavalry', 3, { camel: true, grade: 'B' })] }), 'ORG-12', 'camelGrade'],
    ['a special troop type as a unit', small({ units: [plain(0, 'artillery', 2), plain(1, 'lightCavalry', 3)] }), 'ORG-13', 'specialInUnit'],
    ['under-strength Light Infantry', small({ units: [plain(0, 'spearmen', 4), plain(0, 'skirmishers', 2, { uns: true }), plain(1, 'lightCavalry', 3)] }), 'ORG-14', 'unsNotHeavy'],
    ['a Legion of four stands', small({ units: [{ kind: 'legion', command: 0, legionKind: 'cohort', grade: 'B', subunits: [{ type: 'swordsmen', stands: 2, morale: 'average', armoured: false, uns: false }, { type: 'swordsmen', stands: 2, morale: 'average', armoured: false, uns: false }] }, plain(1, 'lightCavalry', 3)] }), 'ORG-15', 'legionStands'],
    ['a manipular Legion of unequal lines', small({ units: [{ kind: 'legion', command: 0, legionKind: 'manipular', grade: 'B', subunits: [{ type: 'swordsmen', stands: 3, morale: 'average', armoured: false, uns: false }, { type: 'swordsmen', stands: 4, morale: 'average', armoured: false, uns: false }] }, plain(1, 'lightCavalry', 3)] }), 'ORG-16', 'manipularUnequal'],
    ['a cohort Legion with Spearmen', small({ units: [{ kind: 'legion', command: 0, legionKind: 'cohort', grade: 'B', subunits: [{ type: 'swordsmen', stands: 3, morale: 'average', armoured: false, uns: false }, { type: 'spearmen', stands: 3, morale: 'average', armoured: false, uns: false }] }, plain(1, 'lightCavalry', 3)] }), 'ORG-17', 'cohortNotSwordsmen'],
  ];
  for (const [what, army, rule, code] of cases) {
    it(`${what}: ${rule}`, () => {
      const r = choiceRefusals(army, 0, 1000);
      expect(r.length).toBeGreaterThan(0);
      expect(r[0]).toMatchObject({ rule, code });
      expect(r[0].text.fr.length).toBeGreaterThan(10);
    });
  }
  it('the small army itself is valid (the cases break it one way each)', () => {
    expect(choiceRefusals(small(), 0, 660)).toEqual([]);
  });
  it('an army too wide and deep for the deployment zone is refused (A.7); one row that overflows goes on in a second', () => {
    const wide = small({ units: [...Array(11)].map(() => plain(0, 'skirmishers', 12)).concat([plain(1, 'lightCavalry', 3)]) });
    expect(choiceRefusals(wide, 0, 1000)).toEqual([]);
    const l = armyListOf(wide, 0);
    // 11 units of 12 stands, two a row (three would be 37 JT, wider than the zone's 33): 6 rows of ¾ JT ½ JT apart, 6¾ JT deep.
    const ys = [...new Set(rowPoses(0, l).map((p) => p.y))];
    expect(ys.length).toBeGreaterThan(1);
    expect(rowFits(0, l)).toBe(false);
    const s = civbel.setup({ scenario: 'choose-armies', options: { armyPoints: 1000 } });
    expect(choiceViolation(s, 0, wide)).toMatchObject({ rule: 'A.7' });
    // One unit fewer: five rows, 5¾ JT, fit.
    expect(choiceViolation(s, 0, { ...wide, units: wide.units.slice(1) })).toBeNull();
    const two = small({ units: [plain(0, 'skirmishers', 12), plain(0, 'skirmishers', 12), plain(0, 'skirmishers', 12), plain(1, 'lightCavalry', 3)] });
    expect(rowFits(0, armyListOf(two, 0))).toBe(true);
    expect(new Set(rowPoses(0, armyListOf(two, 0)).map((p) => p.y)).size).toBe(2);
  });
  it('the samples stand in one row, as the fixed battle has them', () => {
    expect(new Set(rowPoses(0, GREAT_PLAINS_ROME).map((p) => p.y)).size).toBe(1);
    expect(new Set(rowPoses(1, GREAT_PLAINS_CARTHAGE).map((p) => p.y)).size).toBe(1);
  });
});

describe('ORG-05, D25: the armies sealed, then shown (scenario choose-armies)', () => {
  const seal = (c: ArmyChoice, salt: number[]): CivAction => ({ k: 'sealArmy', digest: commitWords(armyCode(c), salt) });
  const reveal = (c: ArmyChoice, salt: number[]): CivAction => ({ k: 'revealArmy', salt, army: armyCode(c) });
  it('the first player seals, then the second; the second shows, then the first; then the sealed deployment', () => {
    const events: LogEvent[] = [];
    let s = civbel.setup(CFG);
    expect(s.phase).toBe('army');
    expect(s.units).toEqual([]);
    expect(civbel.check(s, 1, seal(ELEPHANT_ARMY, SALT1))?.rule).toBe('SEQ-03');
    expect(civbel.check(s, 0, reveal({ sample: 0 }, SALT0))).toMatchObject({ rule: 'ORG-05', message: 'an army is shown once both players have sealed theirs' });
    s = act(s, 0, seal({ sample: 0 }, SALT0), events);
    expect(civbel.check(s, 0, seal({ sample: 0 }, SALT0))?.rule).toBe('SEQ-03');
    s = act(s, 1, seal(ELEPHANT_ARMY, SALT1), events);
    expect(civbel.check(s, 1, seal(ELEPHANT_ARMY, SALT1))).toMatchObject({ rule: 'ORG-05', message: 'each player seals his army once, before the battle' });
    // Not what was sealed: another army, or the right one with another salt.
    expect(civbel.check(s, 1, reveal({ sample: 1 }, SALT1))).toMatchObject({ rule: 'ORG-05', message: 'this is not the army that was sealed' });
    expect(civbel.check(s, 1, reveal(ELEPHANT_ARMY, SALT0))?.message).toBe('this is not the army that was sealed');
    s = act(s, 1, reveal(ELEPHANT_ARMY, SALT1), events);
    expect(s.phase).toBe('army');
    expect(s.units).toEqual([]);
    expect(civbel.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    s = act(s, 0, reveal({ sample: 0 }, SALT0), events);
    expect(s.phase).toBe('deploy');
    expect(s.armyStep).toBeUndefined();
    expect(s.deploy).toEqual({ digests: [[], []], revealed: [false, false] });
    expect(s.units.filter((u) => u.side === 0).map((u) => u.name)).toEqual(GREAT_PLAINS_ROME.units.map((u) => u.name));
    expect(s.units.filter((u) => u.side === 1).map((u) => u.type)).toEqual(['phalangites', 'phalangites', 'skirmishers', 'heavyCavalry', 'lightCavalry', 'elephantIndian', 'elephantIndian', 'skirmishers']);
    expect(s.units.filter((u) => u.kind === 'special').length).toBe(2);
    expect(s.sideNames).toEqual([['Rome', 'Rome'], ['Antioch', 'Antioche']]);
    expect(s.startPoints['b-u1']).toBe(70);
    expect(civbel.invariants!(s)).toEqual([]);
    expect(events.map((e) => civbel.describeEvent(e, 'en'))).toEqual([
      'The first player seals an army (rule: Organising the Army, p.14)',
      'The second player seals an army (rule: Organising the Army, p.14)',
      'The second player shows an army: Antioch, 8 units, 596 points (rule: Organising the Army, p.14)',
      'The first player shows an army: Rome, 6 units, 660 points (rule: Organising the Army, p.14)',
    ]);
    expect(civbel.describeEvent(events[2], 'fr')).toBe('Le second joueur montre son armée : Antioche, 8 unités, 596 points (règle : Organiser l’armée, p. 14)');
    // From here the log names the sides by their armies.
    const later: LogEvent[] = [];
    s = act(s, 0, sealArmyLike(s, 0), later);
    expect(civbel.describeEvent(later[0], 'fr')).toMatch(/^Rome scelle son déploiement/);
    const t = act(s, 1, sealArmyLike(s, 1), later);
    expect(civbel.describeEvent(later[1], 'en')).toMatch(/^Antioch seals its deployment/);
    expect(t.phase).toBe('deploy');
  });
  it('an army over the agreed points is refused when shown (ORG-20), in the player\'s words', () => {
    let s = civbel.setup({ scenario: 'choose-armies', options: { armyPoints: 500 } });
    s = act(s, 0, seal({ sample: 0 }, SALT0));
    s = act(s, 1, seal({ sample: 1 }, SALT1));
    const v = civbel.check(s, 1, reveal({ sample: 1 }, SALT1))!;
    expect(v).toMatchObject({ rule: 'ORG-20', message: 'The army costs 657 points, more than the agreed 500.' });
    expect(describeRefusal(s, v, 'fr')).toMatch(/^L’armée coûte 657 points, plus que les 500 convenus/);
  });
  it('a code that cannot be read is refused as such, after its digest opens', () => {
    let s = civbel.setup(CFG);
    const bad = [1, 0, 0, 0, 0, 0, 7];
    s = act(s, 0, seal({ sample: 0 }, SALT0));
    s = act(s, 1, { k: 'sealArmy', digest: commitWords(bad, SALT1) });
    expect(civbel.check(s, 1, { k: 'revealArmy', salt: SALT1, army: bad })).toMatchObject({ rule: 'ORG-05', message: 'the army shown cannot be read' });
  });
  it('on the broken field: the same choice, then the armies meet the hill, the wood, the marsh and the scrub', () => {
    const open = civbel.setup(CFG), broken = civbel.setup({ ...CFG, scenario: 'choose-armies-field' });
    expect(open.terrain ?? []).toEqual([]);
    expect(broken.terrain!.map((t) => t.kind)).toEqual(['hill', 'denseWood', 'marsh', 'lightCover']);
    expect(broken.phase).toBe('army');
    expect(civbel.validateConfig({ ...CFG, scenario: 'choose-armies-moon' })).toMatch(/^unknown scenario choose-armies-moon/);
    let s = broken;
    for (const [seat, a] of [[0, sealArmyAction({ sample: 0 })], [1, sealArmyAction({ sample: 1 })], [1, revealArmyAction({ sample: 1 })], [0, revealArmyAction({ sample: 0 })]] as const) s = act(s, seat, a);
    expect(s.phase).toBe('deploy');
    expect(s.terrain).toEqual(broken.terrain);
    expect(civbel.invariants!(s)).toEqual([]);
  });
  it('both players fielding Rome: distinct ids, the second side\'s names and side name with " (2)"', () => {
    let s = civbel.setup(CFG);
    s = act(s, 0, sealArmyAction({ sample: 0 }));
    s = act(s, 1, sealArmyAction({ sample: 0 }));
    s = act(s, 1, revealArmyAction({ sample: 0 }));
    s = act(s, 0, revealArmyAction({ sample: 0 }));
    expect(new Set(s.units.map((u) => u.id)).size).toBe(12);
    expect(s.units.filter((u) => u.side === 1).map((u) => u.name)[0]).toBe('Legion I (2)');
    expect(s.leaders.filter((l) => l.side === 1).map((l) => l.name)[0]).toBe('Scipio (2)');
    expect(s.sideNames).toEqual([['Rome', 'Rome'], ['Rome (2)', 'Rome (2)']]);
    expect(s.exceptional).toEqual(['a-scipio', 'b-scipio']);
  });
  it('the codec carries the seal (with its box) and the reveal', () => {
    const box = Array.from({ length: 12 }, (_, i) => i * 10);
    for (const a of [sealArmyAction(ELEPHANT_ARMY), { ...sealArmyAction(ELEPHANT_ARMY), box }, revealArmyAction(ELEPHANT_ARMY, SALT0)] as CivAction[]) expect(civbel.decodeAction(civbel.encodeAction(a))).toEqual(a);
    expect(() => civbel.decodeAction([15, ...SALT0, 2, 0, 200])).toThrow(/army/);
    expect(() => civbel.decodeAction([19])).toThrow(/kind/);
    expect(() => civbel.decodeAction([23])).toThrow(/kind/);
  });
});

/** The deployment's first public layout (the rules' representative seal) for `seat`. */
function sealArmyLike(s: CivGame, seat: Seat): CivAction {
  return civbel.legalActions(s, seat)[0];
}
