// Geometry, data and the transcribed charts (Nabis 0-5, T-06, T-09, T-11).
import { describe, expect, it } from 'vitest';
import { MELEE_TYPE, TERRAIN, leaderCheck, meleeResult, ratioDrm, shootingCell, vpForQuality } from '../../../src/rules/nabis/data/tables';
import { dist, dirTo, frontDirs, flankDirs, inFrontArc, neighbour, rearDirs, sideOf, yy } from '../../../src/rules/nabis/hex';
import { nabis, placeholderValues } from '../../../src/rules/nabis';
import { stackLegal } from '../../../src/rules/nabis/state';
import { config, ctxOf } from './helpers';
import type { LogEvent } from '../../../src/engine/contract';
import { scene, uid } from './scene';

describe('hex geometry (spec §2.1)', () => {
  it('distance check values of §2.1', () => {
    expect(dist(1420, 1521)).toBe(1);
    expect(dist(1320, 1420)).toBe(1);
    expect(dist(1113, 1211)).toBe(2);
    expect(dist(517, 320)).toBe(4);
  });
  it('set-up pairs are adjacent (even columns half a hex lower)', () => {
    for (const [a, b] of [[416, 517], [817, 918], [213, 314], [511, 610], [1005, 1106], [1012, 1113], [209, 310], [410, 511]]) expect(dist(a, b)).toBe(1);
  });
  it('neighbour table for odd and even columns', () => {
    expect([0, 1, 2, 3, 4, 5].map((d) => neighbour(505, d))).toEqual([504, 604, 605, 506, 405, 404]);
    expect([0, 1, 2, 3, 4, 5].map((d) => neighbour(605, d))).toEqual([604, 705, 706, 606, 506, 505]);
  });
  it('"closer to the southern edge" is a larger y', () => {
    expect(yy(506)).toBeGreaterThan(yy(505));
    expect(yy(605)).toBeGreaterThan(yy(505));
  });
});

describe('Nabis 0-3: general rules, leaders, units, facing', () => {
  it('Nabis 0-a: two players, one army each', () => { expect(nabis.seats.length).toBe(2); const s = nabis.setup(config()); expect(new Set(s.ud.map((d) => d.side))).toEqual(new Set([0, 1])); });
  it('Nabis 0.2-a: the scenario lasts 8 half-hour turns', () => { expect(nabis.setup(config()).lastTurn).toBe(8); });
  it('Nabis 0.3-a: the d10 is read 0-9 (a natural 0 is zero)', () => { expect(meleeResult(0 + 0).def).toBe('NE'); expect(leaderCheck(0)).toBe('none'); });
  it('Nabis 0.3-b / 6.C-d: the initiative is two d6 per side plus the army commander\'s bonus; no d10 is rolled for it', () => {
    const rolls: string[] = [];
    const six = [6, 6, 1, 1];
    const dice = { roll: (n: number) => { throw new Error('roll ' + n); }, d6: () => { rolls.push('d6'); return six.shift()!; }, d10: () => { rolls.push('d10'); return 5; } };
    const log: LogEvent[] = [];
    let s = nabis.setup(config());
    s = nabis.apply(s, 0, { k: 'done' }, ctxOf(dice, log));
    s = nabis.apply(s, 1, { k: 'done' }, ctxOf(dice, log));
    expect(rolls.slice(0, 4)).toEqual(['d6', 'd6', 'd6', 'd6']);
    const ini = log.find((e) => e.t === 'initiative')!;
    expect([ini.rome, ini.sparta]).toEqual([6 + 6 + 2, 1 + 1 + 0]); // Flamininus +2, Nabis +0
  });
  it('Nabis 1.1-a: contingent leaders and one army commander per army', () => {
    const s = nabis.setup(config());
    for (const seat of [0, 1]) expect(s.ld.filter((l) => l.side === seat && l.role === 'army').length).toBe(1);
    expect(s.ld.filter((l) => l.role === 'contingent').length).toBe(5);
  });
  it('Nabis 1.2-a: every leader has bonus, rating, radius and MA', () => {
    for (const l of nabis.setup(config()).ld) for (const k of ['bonus', 'rating', 'radius', 'ma'] as const) expect(Number.isInteger(l.front[k])).toBe(true);
  });
  it('Nabis 2.1-a: units have name, type, SP, quality, MA and a shooting asterisk', () => {
    const s = nabis.setup(config());
    const lac = s.ud.find((d) => d.tpl === 'Laconians')!;
    expect([lac.type, lac.front.sp, lac.front.q, lac.front.ma, lac.canShoot]).toEqual(['Pe', 4, 4, 4, true]);
  });
  it('Nabis 2.2-a: six unit types, infantry and cavalry', () => { expect(Object.keys(MELEE_TYPE).sort()).toEqual(['Ar', 'Ca', 'Ho', 'Ja', 'Lg', 'Pe']); });
  it('Nabis 2.3-a: fatigue and disorganization are independent tracks', () => {
    const s = scene([{ id: 'hastati1a', hex: 505, fat: true, dis: 1 }]);
    expect([s.u[uid(s, 'hastati1a')].fat, s.u[uid(s, 'hastati1a')].dis]).toEqual([true, 1]);
  });
  it('Nabis 3-a / 3.1-a: two front, two flank and two rear hexes per facing', () => {
    for (let f = 0; f < 6; f++) {
      const all = [...frontDirs(f), ...flankDirs(f), ...rearDirs(f)].sort();
      expect(all).toEqual([0, 1, 2, 3, 4, 5]);
    }
    expect(frontDirs(0)).toEqual([0, 1]);
    expect(sideOf(0, 3)).toBe('rear');
    expect(sideOf(0, 2)).toBe('flank');
  });
  it('Nabis 3-b: facing governs shooting arcs (front arc at range 2, G-49)', () => {
    expect(inFrontArc(505, 3, 507)).toBe(true);   // straight south
    expect(inFrontArc(505, 0, 507)).toBe(false);
    expect(inFrontArc(505, 0, 503)).toBe(true);
    expect(inFrontArc(505, 0, 704)).toBe(true);   // along the NE front direction: 30° off the facing vertex
    expect(inFrontArc(505, 0, 705)).toBe(true);   // exactly 60° off it: the boundary counts (G-49 default)
    expect(inFrontArc(505, 0, 706)).toBe(false);  // 90°
  });
  it('Nabis 3.2-a: leaders have no facing', () => { const s = nabis.setup(config()); expect('f' in s.l[0]).toBe(false); });
  it('Nabis 3.3-a: routed units have no facing', () => { const s = scene([{ id: 'hastati1a', hex: 505, dis: 2 }]); expect(s.u[uid(s, 'hastati1a')].f).toBe(-1); });
});

describe('Nabis 5: stacking (T-06)', () => {
  const two = (a: string, b: string, over: Record<string, number> = {}) => {
    const s = scene([{ id: a, hex: 505 }, { id: b, hex: 505 }]);
    for (const [k, v] of Object.entries(over)) s.ud[uid(s, k)].front.sp = v;
    return stackLegal(s, [uid(s, a), uid(s, b)]);
  };
  it('Nabis 5.2.1-a: two Laconians Pe stack (8 SP)', () => { expect(two('laconiansa', 'laconiansb')).toBe(true); });
  it('Nabis 5.2.1-a: Laconians Pe and Argos Pe may not (different name)', () => { expect(two('laconiansa', 'argospea')).toBe(false); });
  it('Nabis 5.2.1-a: Argos Pe and Argos Ho may not (different type)', () => { expect(two('argospea', 'argoshoa')).toBe(false); });
  it('Nabis 5.1-a: 10 SP is over the limit, 9 SP plus leaders is fine', () => {
    expect(two('laconiansa', 'laconiansb', { laconiansa: 5, laconiansb: 5 })).toBe(false);
    expect(two('laconiansa', 'laconiansb', { laconiansa: 4, laconiansb: 5 })).toBe(true);
  });
  it('Nabis 5.1-a: the SP counted is the current side (G-15)', () => {
    const s = scene([{ id: 'laconiansa', hex: 505, fat: true }, { id: 'laconiansb', hex: 505 }]);
    s.ud[uid(s, 'laconiansa')].back.sp = 5; s.ud[uid(s, 'laconiansb')].front.sp = 5;
    expect(stackLegal(s, [uid(s, 'laconiansa'), uid(s, 'laconiansb')])).toBe(false);
    s.ud[uid(s, 'laconiansa')].back.sp = 4;
    expect(stackLegal(s, [uid(s, 'laconiansa'), uid(s, 'laconiansb')])).toBe(true);
  });
  it('Nabis 5.2.1-a (G-72): the legion numeral is part of the name, as an option', () => {
    expect(two('hastati1a', 'hastati2a')).toBe(false);
    const s = nabis.setup(config({ nameNumeral: 'no' }));
    expect(stackLegal(s, [uid(s, 'hastati1a'), uid(s, 'hastati2a')])).toBe(true);
  });
});

describe('charts (T-09, T-11)', () => {
  it('T-11 Mêlée Results rows', () => {
    const r = (m: number) => { const x = meleeResult(m); return x.def + '/' + x.att; };
    expect([-7, -4].map(r)).toEqual(['AdvPossible/DR', 'AdvPossible/DR']);
    expect([-3, 0].map(r)).toEqual(['NE/FR', 'NE/FR']);
    expect([1, 3].map(r)).toEqual(['F/R', 'F/R']);
    expect(r(4)).toBe('NE/NE');
    expect([5, 6].map(r)).toEqual(['R/Adv', 'R/Adv']);
    expect([7, 9].map(r)).toEqual(['FR/Adv', 'FR/Adv']);
    expect([10, 13].map(r)).toEqual(['DR/Adv', 'DR/Adv']);
    expect([14, 16].map(r)).toEqual(['DrR/Adv', 'DrR/Adv']);
  });
  it('T-11 strength ratio, rounded in the defender\'s favour', () => {
    const cases: [number, number, number][] = [[8, 4, 2], [7, 4, 1], [4, 4, 1], [6, 8, 0], [4, 8, 0], [3, 8, -1], [3, 9, -1], [2, 8, -2], [2, 7, -2]];
    for (const [a, d, v] of cases) expect(ratioDrm(a, d)).toBe(v);
  });
  it('T-11 leader check: 0-6 none, 7-8 wounded, 9 killed', () => {
    expect([0, 6, 7, 8, 9].map(leaderCheck)).toEqual(['none', 'none', 'wound', 'wound', 'kill']);
  });
  it('Shooting Chart: Ar 5/6 and 7/- ; Lg, Pe, Ja 6/7 ; range 3 NA (G-08, G-09)', () => {
    expect(shootingCell('Ar', 1)).toEqual([5, 6]);
    expect(shootingCell('Ar', 2)).toEqual([7, 0]);
    expect(shootingCell('Ar', 3)).toBeNull();
    expect(shootingCell('Pe', 1)).toEqual([6, 7]);
    expect(shootingCell('Pe', 2)).toBeNull();
    expect(shootingCell('Ho', 1)).toBeNull();
    expect(shootingCell('Ca', 1)).toBeNull();
  });
  it('Terrain Chart values (G-06, G-07)', () => {
    expect([TERRAIN.clear.inf, TERRAIN.city.inf, TERRAIN.city.melee, TERRAIN.temple.cav, TERRAIN.sanctuary.melee]).toEqual([1, 2, -1, null, -2]);
  });
  it('13.3.2-b/c/d VP by quality', () => { expect([1, 4, 5, 6, 7].map(vpForQuality)).toEqual([1, 1, 2, 2, 3]); });
  it('mêlée type matrix (5.4)', () => { expect(MELEE_TYPE.Ca.Ja).toBe(3); expect(MELEE_TYPE.Ja.Lg).toBe(-2); expect(MELEE_TYPE.Lg.Pe).toBe(3); });
});

describe('data provenance', () => {
  it('lists the placeholder values (G-01..G-03)', () => {
    const p = placeholderValues();
    expect(p.some((x) => x.what === 'map')).toBe(true);
    expect(p.some((x) => x.what === 'unit Hastati')).toBe(true);
    expect(p.some((x) => x.what === 'unit Laconians' && x.field === 'front')).toBe(false); // the 5.2.1 example gives them
  });
  it('unit and leader values can be edited through the game config', () => {
    const c = config({ units: [['Hastati', 5, 6, 4, 5, 5, 3, 0]], leaders: [['gorgopas', 2, 1, 5, 6, 0, 2, 3, 3]] });
    expect(nabis.validateConfig(c)).toBeNull();
    const s = nabis.setup(c);
    expect(s.ud[uid(s, 'hastati2b')].front).toEqual({ sp: 5, q: 6, ma: 4 });
    expect(s.ld.find((l) => l.id === 'gorgopas')!.front.radius).toBe(5);
    expect(nabis.validateConfig(config({ units: [['Nobody', 1, 1, 1, 1, 1, 1, 0]] }))).toMatch(/unknown/);
    expect(nabis.validateConfig(config({ cleared: 'maybe' }))).toMatch(/cleared/);
  });
  it('dirTo finds adjacency', () => { expect(dirTo(505, 506)).toBe(3); expect(dirTo(505, 507)).toBe(-1); });
});
