// The troop catalogue and tables transcribed from the surviving pages (pp. 7–26),
// pinned value by value: a changed value fails here.
import { describe, expect, it } from 'vitest';
import { TROOP_TYPES, troopType } from '../../../src/rules/civbel/data/troops';
import { ACTION_COST, AVD_FACES, CP, INSPIRE_BONUS, LEADER_POINTS, MORALE, STAND_EXTRAS, UNIT_POINTS, avdFromD6, moraleRow } from '../../../src/rules/civbel/data/tables';
import { BASING, DIST, JT } from '../../../src/rules/civbel/data/scale';
import { DP_CAUSE, DP_REMOVAL, FATE, RISK, SPECIAL } from '../../../src/rules/civbel/data/rolls';
import { COMBAT_RESULTS, MOVE_DICE, PROVISIONAL_SOURCES, PROVISIONAL_VERSION, RAMPAGE_DIRECTIONS, SHOOTING } from '../../../src/rules/civbel/data/provisional';
import { SCENARIO_SOURCES } from '../../../src/rules/civbel/data/scenarios';

// [id, category, A, D, S, L, basic points], transcribed from pp. 8–9 and p.15.
const CATALOGUE: [string, string, number | null, number | null, boolean, boolean, number][] = [
  ['skirmishers', 'LI', 1, 1, true, false, 4], ['missileTroops', 'LI', 0, 1, true, true, 4], ['javelinmen', 'LI', 2, 2, true, false, 6], ['rabble', 'LI', 2, 0, true, false, 4],
  ['shockInfantry', 'HI', 3, 2, false, false, 6], ['phalangites', 'HI', 1, 1, false, false, 8], ['spearmen', 'HI', 2, 2, false, false, 8], ['bowmen', 'HI', 1, 2, true, true, 6], ['swordsmen', 'HI', 3, 3, false, false, 8],
  ['lightCavalry', 'CAV', 2, 0, true, false, 8], ['horseArchers', 'CAV', 1, 0, true, true, 8], ['lightChariotCeltic', 'CAV', 4, 2, true, false, 10], ['lightChariotIndian', 'CAV', 3, 1, true, true, 10],
  ['heavyChariot', 'CAV', 5, 2, true, true, 15], ['heavyCavalry', 'CAV', 3, 1, true, false, 10], ['shockCavalry', 'CAV', 4, 1, false, false, 10], ['cataphracts', 'CAV', 5, 1, false, false, 15],
  ['artillery', 'SPECIAL', null, null, false, true, 35], ['elephantIndian', 'SPECIAL', 5, 4, false, false, 35], ['elephantAfrican', 'SPECIAL', 4, 3, false, false, 35], ['scythedChariot', 'SPECIAL', 0, null, false, false, 35],
];

describe('ORG troop catalogue (pp. 8–9, points p.15)', () => {
  it('every type has its A/D/S/L factors, category and basic points as printed', () => {
    expect(TROOP_TYPES.map((t) => [t.id, t.category, t.attack, t.defence, t.short, t.long, t.points])).toEqual(CATALOGUE);
  });
  it('Light Troops, Mounted Troops and formability follow p.8 and p.27 (spec A35)', () => {
    expect(TROOP_TYPES.filter((t) => t.light).map((t) => t.id)).toEqual(['skirmishers', 'missileTroops', 'javelinmen', 'rabble', 'lightCavalry', 'horseArchers']);
    expect(TROOP_TYPES.filter((t) => t.mounted && t.category === 'SPECIAL').map((t) => t.id)).toEqual(['elephantIndian', 'elephantAfrican', 'scythedChariot']);
    expect(TROOP_TYPES.filter((t) => t.formable === 'either').map((t) => t.id)).toEqual(['javelinmen', 'heavyCavalry']);
    expect(troopType('artillery')!.longMultiple).toBe(3);
  });
  it('every value carries its page', () => {
    for (const t of TROOP_TYPES) expect(t.src.src === 'rulebook' && (t.src.page === 8 || t.src.page === 9)).toBe(true);
  });
  it('a name from input that is not a type is unknown, even an Object.prototype key', () => {
    expect(troopType('constructor')).toBeUndefined();
    expect(moraleRow('toString')).toBeUndefined();
  });
});

describe('grades, morale and points tables (pp. 10–11, 15, 25)', () => {
  it('Morale Values, DP capacities (MOR-01) and points extras', () => {
    expect(MORALE.map((m) => [m.id, m.value, m.capacity, m.points])).toEqual([['exceptional', 2, 5, 10], ['high', 1, 4, 5], ['average', 0, 4, 0], ['poor', -1, 3, -3]]);
  });
  it('stand extras, unit and leader points (ORG-20)', () => {
    expect(STAND_EXTRAS).toEqual({ gradeA: 5, gradeB: 2, integralInfantry: 3, armouredCavalry: 3, armouredInfantry: 2, sparabara: 1, indianElephant: 10, unsDivisor: 2 });
    expect(UNIT_POINTS).toEqual({ legion: 20, other: 10 });
    expect(LEADER_POINTS).toEqual({ general: 100, contingent: 75, secondInCommandExtra: 25, commander: 50, onFootReduction: 10 });
  });
  it('T-01: the Average Die and its D6 substitute (p.7)', () => {
    expect([1, 2, 3, 4, 5, 6].map(avdFromD6)).toEqual([3, 2, 3, 4, 5, 4]);
    expect([...AVD_FACES].sort()).toEqual([2, 3, 3, 4, 4, 5]);
  });
  it('command points, Inspire bonuses and action costs (pp. 19–20, spec §5.6)', () => {
    expect(CP).toEqual({ commander: 3, min: 2, max: 5, exceptionalBonus: 1 });
    expect(INSPIRE_BONUS).toEqual({ 2: 1, 3: 1, 4: 2, 5: 3 });
    expect(ACTION_COST).toEqual({ control: 1, controlProneInBow: 2, controlProneShotAt: 3, move: 1, doubleMove: 2, directShooting: 1, steady: 3, inspire: 2, orders: 2 });
  });
  it('risk to leaders, DP causes and removal, special troops (pp. 22–26)', () => {
    expect(RISK).toEqual({ hitOn: 1, killedUpTo: 1, loseTwoUpTo: 3, inspiringCombatModifier: -1 });
    expect(FATE).toEqual({ killedUpTo: 3, capturedOn: 4 });
    expect(DP_REMOVAL).toEqual({ A: { always: 1, ifQuiet: 1 }, B: { always: 1, ifQuiet: 0 }, C: { always: 0, ifQuiet: 1 } });
    expect(SPECIAL).toEqual({ criticalCombatUpTo: 1, criticalOtherUpTo: 2, destroyedUpTo: 2, elephantRampageFrom: 3, chariotRampageFrom: 4, rampageDestroyedFrom: 4 });
    expect([DP_CAUSE.equalOrHigherLost, DP_CAUSE.generalLost, DP_CAUSE.burstThrough, DP_CAUSE.burstThroughOpeningLanes, DP_CAUSE.flankRearCharge, DP_CAUSE.flankRearChargeUnformed, DP_CAUSE.fatigueImmuneAt, DP_CAUSE.obstacleMax]).toEqual([2, 2, 2, 1, 2, 1, 3, 4]);
  });
});

describe('scale (pp. 11–13, T-02)', () => {
  it('JT, bow range, pip and artillery range in plane units', () => {
    expect(JT).toBe(240);
    expect([DIST.javelin, DIST.bow, DIST.pip, DIST.artillery, DIST.aciesGap]).toEqual([240, 1200, 120, 3600, 120]);
  });
  it('T-02: the three basing profiles, with 15mm depth ¾ JT (bow 200mm, pip 20mm, artillery 600mm at 40mm per JT)', () => {
    expect(BASING.map((b) => [b.id, b.frontageMm, b.depthMm, b.depth])).toEqual([['6mm', 20, 20, 240], ['15mm', 40, 30, 180], ['25mm', 60, 40, 160]]);
    const b15 = BASING[1];
    expect([DIST.bow, DIST.pip, DIST.artillery].map((d) => (d * b15.frontageMm) / JT)).toEqual([200, 20, 600]);
    expect((DIST.bow * BASING[2].frontageMm) / JT).toBe(300);
    for (const b of BASING) expect(b.src.src).toBe('ours');
  });
});

describe('provenance of the stand-in and of our own data', () => {
  it('Appendix A values are labelled provisional, under one version', () => {
    expect(PROVISIONAL_VERSION).toBe('CB-provisional-0');
    for (const p of Object.values(PROVISIONAL_SOURCES)) expect(p.src).toBe('provisional');
    expect(MOVE_DICE.lightCavalry).toEqual({ move: 5, charge: 3 });
    expect(SHOOTING).toEqual({ hitShort: 4, hitLong: 5, hitArtillery: 4, maxDpsPerTarget: 3 });
    expect(COMBAT_RESULTS.map((r) => r.loserDps)).toEqual([1, 1, 2, 3]);
    expect(RAMPAGE_DIRECTIONS.other).toEqual([0, 45, -45, 90, -90, 180]);
  });
  it('the sample scenario and the Cannae fixture are ours', () => {
    for (const p of Object.values(SCENARIO_SOURCES)) expect(p.src).toBe('ours');
  });
});
