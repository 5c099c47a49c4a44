// Armies, terrain, deployment, camps, sequence and victory: ARMY, LIST, TROOP, BASE, TER, DEP,
// CAMP, GAR-02, SEQ, VIC (spec §2–§4.8, §4.25, §7.3).
import { describe, expect, it } from 'vitest';
import { dba, type DbaState } from '../../../src/rules/dba';
import { armyFromConfig, campAt, campProblem, deployProblem } from '../../../src/rules/dba/setup';
import { terrainProblem } from '../../../src/rules/dba/terrain';
import { BASES, MOUNTED, TROOPS } from '../../../src/rules/dba/data/troops';
import { ARMY_LISTS } from '../../../src/rules/dba/data/armies';
import { losses, loser } from '../../../src/rules/dba/victory';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position } from './helpers';

const cfg = (o: Record<string, unknown> = {}) => ({ scenario: 'battle', options: o as Record<string, string | number | string[]> });
const area = (kind: Feature['kind'], x: number, y: number, compulsory = false, l = 480, w = 320): Feature => ({ kind, compulsory, p: [x, y, l, w, 0] });

describe('DBA ARMY / LIST / TROOP / BASE data', () => {
  it('DBA ARMY-01 / LIST-01: I/24b is 12 elements with one HCh general; "or" choices travel in the config', () => {
    const a = armyFromConfig(cfg({ army0: 'I/24b' }), 0);
    if (typeof a === 'string') throw new Error(a);
    expect(a.bases.length).toBe(12);
    expect(a.bases[a.general]).toBe('HCh');
    expect(a.bases.filter((b) => b === '3Sp').length).toBe(6);
    const b = armyFromConfig(cfg({ army1: 'I/26b', choices1: ['4Pk', '4Wb'] }), 1);
    if (typeof b === 'string') throw new Error(b);
    expect(b.bases.slice(8, 10)).toEqual(['4Pk', '4Wb']);
    expect(b.dismount[0]).toBe('4Bd');
    expect(armyFromConfig(cfg({ army0: 'I/24a', choices0: ['4Bd'] }), 0)).toMatch(/not allowed/);
    expect(armyFromConfig(cfg({ army0: 'free', free0: ['3Kn'] }), 0)).toMatch(/12/);
  });
  it('DBA LIST-01: every shipped list totals 12 elements with one general, all sourced from the rulebook', () => {
    for (const l of Object.values(ARMY_LISTS)) {
      expect(l.entries.reduce((n, e) => n + e.count, 0)).toBe(12);
      expect(l.entries.filter((e) => e.general).length).toBe(1);
      expect(l.src).toBe('rulebook');
    }
  });
  it('DBA TROOP-01/TROOP-02 / BASE-01: mounted classes, foot for the rest, equal widths, transcribed depths', () => {
    expect([...MOUNTED].sort()).toEqual(['Cm', 'Cv', 'El', 'Kn', 'LH', 'SCh']);
    expect(TROOPS.filter((t) => !MOUNTED.has(t)).length).toBe(11);
    expect(BASES['4Pk'].depth).toBe(60);
    expect(BASES['WWg'].depth).toBe(320);
    expect(BASES['6Kn'].depth).toBe(240);
    expect(BASES['5Hd'].type).toBe('Hd');
  });
  it('validateConfig refuses unknown lists and option values', () => {
    expect(dba.validateConfig(cfg())).toBeNull();
    expect(dba.validateConfig(cfg({ army0: 'I/99' }))).toMatch(/unknown/);
    expect(dba.validateConfig(cfg({ dmg3: 'nonsense' }))).toMatch(/dmg3/);
  });
});

describe('DBA TER terrain validators', () => {
  const arable = (extra: Feature[]) => terrainProblem([{ kind: 'Road', compulsory: true, p: [0, 1200] }, ...extra], 'ARABLE', 'Road');
  it('DBA TER-06: 1–2 compulsory and 2–3 optional features of the topography', () => {
    expect(arable([area('Woods', 600, 700), area('SteepHill', 1750, 1700)])).toBeNull();
    expect(arable([area('Woods', 600, 700)])).toMatch(/TER-06/);
    expect(arable([area('Marsh', 600, 700), area('SteepHill', 1750, 1700)])).toMatch(/not allowed/);
  });
  it('DBA TER-06: at least 3 quarters with a feature, 2 with bad going, river or waterway', () => {
    expect(terrainProblem([{ kind: 'Road', compulsory: true, p: [0, 1200] }, area('GentleHill', 600, 700), area('GentleHill', 1750, 1700)], 'ARABLE', 'Road')).toMatch(/2 quarters/);
  });
  it('DBA TER-01: size limits and gaps', () => {
    expect(arable([area('Woods', 600, 700, false, 1000, 500), area('SteepHill', 1750, 1700)])).toMatch(/9 BW/);
    expect(arable([area('Woods', 600, 700, false, 700, 300), area('SteepHill', 1750, 1700)])).toMatch(/twice/);
    expect(arable([area('Woods', 600, 700, false, 480, 100), area('SteepHill', 1750, 1700)])).toMatch(/1 BW/);
    expect(arable([area('Woods', 600, 700), area('SteepHill', 800, 1050)])).toMatch(/apart/);
  });
  it('DBA TER-07..09: BUA in a corner square, waterway 200–600 p, river ≤ 1 BW and 600 p from other edges', () => {
    expect(terrainProblem([area('BUA', 1200, 1200, true, 320, 320), area('Woods', 600, 700), area('SteepHill', 1750, 1700)], 'ARABLE', 'Road')).toMatch(/TER-07/);
    expect(terrainProblem([{ kind: 'Waterway', compulsory: true, p: [1, 700] }, area('Woods', 600, 700), area('SteepHill', 1750, 1700)], 'LITTORAL', 'Road')).toMatch(/TER-08/);
    expect(arable([{ kind: 'River', compulsory: false, p: [1, 1200, 200] }, area('SteepHill', 1750, 1700)])).toMatch(/TER-09/);
    expect(arable([{ kind: 'River', compulsory: false, p: [1, 500, 120] }, area('SteepHill', 1750, 1700)])).toMatch(/TER-09/);
  });
  it('DBA DMG-2: HILLY\'s doubtful entry is Road by default, Gentle Hills with the option', () => {
    const f = (k: Feature['kind']) => [area('SteepHill', 600, 700, true), area('Woods', 1750, 1700), k === 'Road' ? { kind: k, compulsory: false, p: [0, 1200] } : area(k, 1750, 650)];
    expect(terrainProblem(f('Road'), 'HILLY', 'Road')).toBeNull();
    expect(terrainProblem(f('GentleHill'), 'HILLY', 'Road')).toMatch(/not allowed/);
    expect(terrainProblem(f('GentleHill'), 'HILLY', 'GentleHill')).toBeNull();
  });
});

function throughTerrain(seatDice: number[]): DbaState {
  let s = dba.setup(cfg({ army0: 'I/24b', army1: 'I/26a' }));
  s = dba.apply(s, 0, { k: 'initiative' }, fixedDice(seatDice));
  return s;
}

describe('DBA DEP pre-battle sequence', () => {
  it('DBA DEP-01 (INTERP-3): each rolls d6 + Ag; the lower total defends; a tie is rolled again', () => {
    // Hittites Ag 2, Achaians Ag 4: 3+2 = 5 against 1+4 = 5 (tie), then 6+2 against 1+4.
    const s = throughTerrain([3, 1, 6, 1]);
    expect(s.attacker).toBe(0);
    expect(s.active).toBe(1);
    expect(s.phase).toBe('terrain');
  });
  it('DBA DEP-02: the attacker\'s preferred edge comes on 4–6; 1–3 pick the other edges in order', () => {
    const s = throughTerrain([6, 1]);
    const t = dba.apply(s, 1, dba.legalActions(s, 1)[0], fixedDice([]));
    const u = dba.apply(t, 0, { k: 'edge', pref: 0 }, fixedDice([5]));
    expect(u.edge).toEqual([0, 2]);
    const v = dba.apply(t, 0, { k: 'edge', pref: 0 }, fixedDice([1]));
    expect(v.edge).toEqual([1, 3]);
  });
  it('T-DEP-1 (DBA DEP-04): an element with a corner 290 p from a side edge is illegal; 300 p is legal', () => {
    const s = position([]);
    s.els = dba.setup(cfg()).els;
    s.edge = [0, 2];
    const e = s.els[0];
    expect(deployProblem(s, e, { x: 290 + 80, y: 400, h: 90 })).toMatch(/side edge/);
    expect(deployProblem(s, e, { x: 300 + 80, y: 400, h: 90 })).toBeNull();
    expect(deployProblem(s, e, { x: 1200, y: 700, h: 90 })).toMatch(/600/);
  });
  it('DBA DEP-06: the defender swaps at most two pairs', () => {
    const s = position([{ id: 0, side: 0, base: '3Sp', f: 'N', x: [400, 560], y: [300, 380] }, { id: 1, side: 0, base: '3Sp', f: 'N', x: [800, 960], y: [300, 380] }], { phase: 'swaps' });
    s.swapsLeft = 2;
    let t = dba.apply(s, 0, { k: 'swap', a: 0, b: 1 }, fixedDice([]));
    expect(get(t, 0).x).toBe(880);
    t = dba.apply(t, 0, { k: 'swap', a: 0, b: 1 }, fixedDice([]));
    expect(dba.check(t, 0, { k: 'swap', a: 0, b: 1 })?.rule).toBe('DBA DEP-06');
  });
  it('DBA CAMP-01: a camp stands on its own base edge, in good going, clear of the other camp', () => {
    const s = position([]);
    s.edge = [0, 2];
    expect(campProblem(s, campAt(s, 0, 1200))).toBeNull();
    s.terrain = [area('Woods', 1200, 200, false, 480, 320)];
    expect(campProblem(s, campAt(s, 0, 1200))).toMatch(/CAMP-01/);
  });
});

describe('DBA GAR-02 / VIC', () => {
  it('DBA GAR-02 / VIC-02 (INTERP-41): entering an empty enemy camp takes it, worth 2 losses; own troops retake it', () => {
    const s = position([{ id: 0, side: 0, base: '3Cv', f: 'N', x: [1040, 1200], y: [1880, 2000], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [200, 360], y: [1500, 1560] }]);
    s.camps[1] = campAt({ ...s, edge: [0, 2] }, 1, 1200);
    const t = dba.apply(s, 0, { k: 'enterCamp', id: 0, camp: 1 }, fixedDice([]));
    expect(t.camps[1]!.controller).toBe(0);
    expect(losses(t, 1)).toBe(2);
    expect(get(t, 0).where).toBe('enemyCamp');
  });
  const lost = (side: 0 | 1, n: number, base = '4Bd', gen = false) => Array.from({ length: n }, (_, i) => ({ id: side * 12 + i, side, base, f: 'N' as const, x: [0, 160] as [number, number], y: [0, 60] as [number, number], gen: gen && i === 0 }));
  const withLosses = (a: ReturnType<typeof lost>, b: ReturnType<typeof lost>, camp = false) => {
    const s = position([...a, ...b]);
    for (const e of s.els) e.status = 'dead';
    if (camp) s.camps[0] = { ...campAt({ ...s, edge: [0, 2] }, 0, 1200), controller: 1 };
    return s;
  };
  it('T-VIC-1 (DBA VIC-01): A lost 4, B lost 3: A loses', () => expect(loser(withLosses(lost(0, 4), lost(1, 3)))).toBe(0));
  it('T-VIC-2 (DBA VIC-01): A lost its general only against none: A loses', () => expect(loser(withLosses(lost(0, 1, '4Bd', true), []))).toBe(0));
  it('T-VIC-3 (DBA VIC-01): A lost its general, B lost 1: play continues', () => expect(loser(withLosses(lost(0, 1, '4Bd', true), lost(1, 1)))).toBeNull());
  it('T-VIC-4 (DBA VIC-02): A lost 2 and its camp against B 3: A loses 4 to 3', () => expect(loser(withLosses(lost(0, 2), lost(1, 3), true))).toBe(0));
  it("T-VIC-5 (DBA VIC-01): 3 SCh and 1 Bd lost count 1", () => {
    const s = withLosses([...lost(0, 3, 'SCh'), { ...lost(0, 4)[3] }], []);
    expect(losses(s, 0)).toBe(1);
    expect(loser(s)).toBeNull(); // 1 > 0 but neither 4 lost nor the general: no defeat
  });
  it('DBA VIC-03: elements off the table count as lost', () => {
    const s = withLosses(lost(0, 4), []);
    for (const e of s.els) e.status = 'lost';
    expect(losses(s, 0)).toBe(4);
  });
});

describe('DBA SEQ-01/SEQ-02 sequence of play', () => {
  it('DBA SEQ-01: PIPs, moves, shooting, combat, end of bound; the other side then rolls', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [940, 1000], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [1000, 1060], gen: true }], { phase: 'pips' });
    let t = dba.apply(s, 0, { k: 'pips' }, fixedDice([4]));
    expect(t.pips).toBe(4);
    t = dba.apply(t, 0, { k: 'endMove' }, fixedDice([]));
    expect(t.phase).toBe('combat');
    expect(t.pending).toEqual([[0, 12]]);
    t = dba.apply(t, 0, { k: 'endBound' }, fixedDice([3, 3]));
    expect(t.active).toBe(1);
    expect(t.phase).toBe('pips');
    expect(dba.legalActions(t, 0)).toEqual([]);
  });
});
