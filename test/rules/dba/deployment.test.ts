// Camps, deployment and linear terrain: DEP-03, DEP-05, TER-05, INTERP-45, INTERP-46,
// INTERP-53 (spec §4.4, §4.7, §9.2).
import { describe, expect, it } from 'vitest';
import { dba, type DbaState } from '../../../src/rules/dba';
import { overlaps } from '../../../src/engine/plane';
import { campPoly } from '../../../src/rules/dba/camp';
import { campAt, campProblem, deployProblem } from '../../../src/rules/dba/setup';
import { featurePoly, quarterPolys, terrainProblem } from '../../../src/rules/dba/terrain';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const cfg = (o: Record<string, unknown> = {}) => ({ scenario: 'battle', options: o as Record<string, string | number | string[]> });
const area = (kind: Feature['kind'], x: number, y: number, compulsory = false, l = 480, w = 320): Feature => ({ kind, compulsory, p: [x, y, l, w, 0] });
const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };

/** A battle set up to the edge roll: the defender (seat 1) has placed its terrain. */
function atEdge(): DbaState {
  let s = dba.setup(cfg({ army0: 'I/24b', army1: 'I/26a' }));
  s = dba.apply(s, 0, { k: 'initiative' }, fixedDice([6, 1])); // 6+2 against 1+4: seat 0 attacks; the defender is littoral
  const layout = dba.legalActions(s, 1).find((a) => a.k === 'terrain' && !a.f.some((f) => f.kind === 'BUA'));
  if (!layout) throw new Error('no terrain layout without a BUA');
  return dba.apply(s, 1, layout, fixedDice([]));
}

describe('DBA DEP-03 camps', () => {
  it('DEP-03: the defender places its camp first, then the attacker, then deployment starts with the defender', () => {
    let s = atEdge();
    expect(s.phase).toBe('edge');
    s = dba.apply(s, 0, { k: 'edge', pref: 0 }, fixedDice([6]));
    expect([s.phase, s.active]).toEqual(['campD', 1]);
    expect(dba.check(s, 0, { k: 'camp', pos: 1200 })?.rule).toBe('DBA SEQ-01'); // not the attacker's turn
    s = dba.apply(s, 1, dba.legalActions(s, 1)[0], fixedDice([]));
    expect(s.camps[1]).not.toBeNull();
    expect(s.camps[0]).toBeNull();
    expect([s.phase, s.active]).toEqual(['campA', 0]);
    s = dba.apply(s, 0, dba.legalActions(s, 0)[0], fixedDice([]));
    expect(s.camps[0]).not.toBeNull();
    expect([s.phase, s.active]).toEqual(['deployD', 1]);
  });
  it('DEP-03 / CAMP-02: a defender with a BUA has no camp; only the attacker places one', () => {
    const s = position([], { phase: 'edge', active: 0 });
    s.attacker = 0;
    s.edge = [-1, -1];
    s.terrain = [BUA];
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const t = dba.apply(s, 0, { k: 'edge', pref: 2 }, fixedDice([6]));
    expect([t.phase, t.active]).toEqual(['campA', 0]);
    const u = dba.apply(t, 0, dba.legalActions(t, 0)[0], fixedDice([]));
    expect(u.camps[0]).not.toBeNull();
    expect(u.camps[1]).toBeNull();
    expect([u.phase, u.active]).toEqual(['deployD', 1]);
  });
  it('INTERP-53: a camp lies entirely within its owner\'s half of the table, even behind the widest waterway', () => {
    for (const edge of [0, 1, 2, 3]) {
      for (const shore of [0, 600]) {
        const s = position([]);
        s.edge = [edge, (edge + 2) % 4];
        s.terrain = shore ? [{ kind: 'Waterway', compulsory: true, p: [edge, shore] }] : [];
        for (const pos of [300, 1200, 2100]) {
          const poly = campPoly(campAt(s, 0, pos));
          const depth = (v: { x: number; y: number }) => [v.y, 2400 - v.x, 2400 - v.y, v.x][edge];
          expect(poly.every((v) => depth(v) <= 1200)).toBe(true);
        }
      }
    }
    // The camps offered to a player are legal and in his half.
    let s = atEdge();
    s = dba.apply(s, 0, { k: 'edge', pref: 0 }, fixedDice([6]));
    const offered = dba.legalActions(s, 1);
    expect(offered.some((a) => a.k === 'camp')).toBe(true);
    for (const a of offered) {
      if (a.k !== 'camp') continue;
      const c = campAt(s, 1, a.pos);
      expect(campProblem(s, c)).toBeNull();
      expect(campPoly(c).every((v) => v.y >= 1200)).toBe(true); // seat 1 holds the north edge
    }
  });
});

describe('DBA DEP-05 / INTERP-45 / INTERP-46 deployment', () => {
  const one = (side: 0 | 1, base: string, terrain: Feature[] = []) => {
    const s = position([{ id: side * 12, side, base, f: 'N', x: [0, 160], y: [0, 60] }], { terrain });
    s.edge = [0, 2];
    get(s, side * 12).status = 'reserve';
    return { s, e: get(s, side * 12) };
  };
  it('DEP-05: the attacker deploys the same way from his own edge: 600 p deep, 300 p from the side edges', () => {
    const { s, e } = one(1, '4Bd');
    expect(deployProblem(s, e, { x: 1200, y: 1800, h: 270 })).toBeNull(); // front at 1800, rear at 1860
    expect(deployProblem(s, e, { x: 1200, y: 1790, h: 270 })).toMatch(/600/);
    expect(deployProblem(s, e, { x: 1200, y: 400, h: 270 })).toMatch(/600/); // the defender's zone
    expect(deployProblem(s, e, { x: 2400 - 300 - 80, y: 2000, h: 270 })).toBeNull();
    expect(deployProblem(s, e, { x: 2400 - 290 - 80, y: 2000, h: 270 })).toMatch(/side edge/);
  });
  it('DEP-05: the attacker has no BUA: he may not garrison the defender\'s', () => {
    const { s, e } = one(1, '4Bd', [{ ...BUA, p: [450, 1950, 320, 320, 0] }]);
    s.bua = { owner: 0, controller: 0, denizens: true, sacker: -1 };
    expect(deployProblem(s, e, { x: 450, y: 1950, h: 270 })).toMatch(/GAR-03/);
    const d = one(0, '4Bd', [{ ...BUA, p: [450, 1950, 320, 320, 0] }]);
    d.s.bua = { owner: 0, controller: 0, denizens: true, sacker: -1 };
    expect(deployProblem(d.s, d.e, { x: 450, y: 1950, h: 270 })).toBeNull(); // the defender's garrison, however far
  });
  it('INTERP-45: every type may deploy in bad going', () => {
    for (const base of ['Art', 'WWg', '3Kn', 'El', '4Bd']) {
      for (const kind of ['Marsh', 'Woods', 'Rough'] as Feature['kind'][]) {
        const { s, e } = one(0, base, [area(kind, 1200, 300, false, 600, 400)]);
        expect(deployProblem(s, e, { x: 1200, y: 380, h: 90 })).toBeNull();
      }
    }
  });
  it('INTERP-46: the whole base lies within the band and on the table, not in the waterway nor on another base', () => {
    const { s, e } = one(0, '4Bd');
    expect(deployProblem(s, e, { x: 1200, y: 600, h: 90 })).toBeNull(); // facing in, rear at 540
    expect(deployProblem(s, e, { x: 1200, y: 590, h: 270 })).toMatch(/600/); // facing back, rear at 650
    expect(deployProblem(s, e, { x: 1200, y: 30, h: 90 })).toMatch(/table/);
    const w = one(0, '4Bd', [{ kind: 'Waterway', compulsory: true, p: [0, 300] }]);
    expect(deployProblem(w.s, w.e, { x: 1200, y: 320, h: 90 })).toMatch(/waterway/);
    expect(deployProblem(w.s, w.e, { x: 1200, y: 900, h: 90 })).toBeNull(); // 600 p from the shore
    const o = position([{ id: 1, side: 0, base: '4Bd', f: 'N', x: [1100, 1260], y: [340, 400] }, { id: 0, side: 0, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] }]);
    o.edge = [0, 2];
    get(o, 0).status = 'reserve';
    expect(deployProblem(o, get(o, 0), { x: 1200, y: 420, h: 90 })).toMatch(/overlap/);
  });
  it('INTERP-46: a swap exchanges front-edge midpoints and headings, and must leave both deployments legal', () => {
    const specs: Spec[] = [
      { id: 0, side: 0, base: '3Sp', f: 'N', x: [400, 560], y: [300, 380] },
      { id: 1, side: 0, base: '3Cv', f: 'E', x: [800, 920], y: [300, 460] },
    ];
    const s = position(specs, { phase: 'swaps' });
    s.swapsLeft = 2;
    const t = dba.apply(s, 0, { k: 'swap', a: 0, b: 1 }, fixedDice([]));
    expect([get(t, 0).x, get(t, 0).y, get(t, 0).h]).toEqual([920, 380, 0]);
    expect([get(t, 1).x, get(t, 1).y, get(t, 1).h]).toEqual([480, 380, 90]);
    // A mounted element may not take the foot garrison's place in the BUA.
    const g = position([
      { id: 0, side: 0, base: '3Sp', f: 'N', x: [370, 530], y: [410, 490] },
      { id: 1, side: 0, base: '3Cv', f: 'N', x: [800, 960], y: [300, 420] },
    ], { phase: 'swaps', terrain: [BUA] });
    g.swapsLeft = 2;
    g.bua = { owner: 0, controller: 0, denizens: true, sacker: -1 };
    expect(dba.check(g, 0, { k: 'swap', a: 0, b: 1 })?.rule).toBe('DBA DEP-06');
  });
});

describe('DBA TER-05 linear features', () => {
  const quartersOf = (f: Feature) => quarterPolys().filter((q) => overlaps(q, featurePoly(f))).length;
  it('TER-05: a waterway, river or road runs from one edge to the opposite one', () => {
    const ends = (f: Feature) => { const p = featurePoly(f); return [Math.min(...p.map((v) => v.x)), Math.max(...p.map((v) => v.x)), Math.min(...p.map((v) => v.y)), Math.max(...p.map((v) => v.y))]; };
    expect(ends({ kind: 'Road', compulsory: false, p: [0, 600] }).slice(2)).toEqual([0, 2400]);
    expect(ends({ kind: 'River', compulsory: false, p: [1, 900, 120] }).slice(0, 2)).toEqual([0, 2400]);
    expect(ends({ kind: 'Waterway', compulsory: true, p: [1, 300] }).slice(2)).toEqual([0, 2400]);
    expect(quartersOf({ kind: 'Waterway', compulsory: true, p: [1, 600] })).toBe(2);
    expect(quartersOf({ kind: 'River', compulsory: false, p: [0, 900, 160] })).toBe(2);
  });
  it('TER-10: with a BUA placed, the road reaches it or passes through it', () => {
    const bua = area('BUA', 450, 450, true, 320, 320);
    const rest = [area('Woods', 1750, 650), area('SteepHill', 1750, 1700)];
    expect(terrainProblem([bua, { kind: 'Road', compulsory: false, p: [0, 450] }, ...rest], 'ARABLE', 'Road')).toBeNull();
    expect(terrainProblem([bua, { kind: 'Road', compulsory: false, p: [0, 900] }, ...rest], 'ARABLE', 'Road')).toMatch(/TER-10/);
  });
  const feats = (road: Feature) => [road, area('Woods', 600, 700), area('SteepHill', 1750, 1700)];
  const placing = (opts: Record<string, unknown>, topo = 'ARABLE') => {
    const s = dba.setup(cfg({ army0: 'free', free0: Array(12).fill('4Bd'), topo0: topo, ...opts }));
    s.phase = 'terrain';
    s.active = 0;
    s.attacker = 1;
    return s;
  };
  it('TER-05: a linear feature passes through only two quarters (late option ter05)', () => {
    expect(quartersOf({ kind: 'Road', compulsory: true, p: [0, 1200] })).toBe(4);
    const s = placing({ ter05: 'quarters' });
    const ok = { k: 'terrain' as const, f: feats({ kind: 'Road', compulsory: true, p: [0, 600] }) };
    expect(dba.check(s, 0, ok)).toBeNull();
    const centre = { k: 'terrain' as const, f: feats({ kind: 'Road', compulsory: true, p: [0, 1200] }) };
    expect(dba.check(s, 0, centre)?.rule).toBe('DBA TER-05');
    const river = { k: 'terrain' as const, f: [{ kind: 'Road', compulsory: true, p: [0, 600] }, area('Woods', 600, 700), { kind: 'River', compulsory: false, p: [1, 1200, 120] }] as Feature[] };
    expect(dba.check(s, 0, river)?.rule).toBe('DBA TER-05');
    // Games recorded before the option (ter05 absent, or "free") accept the centre line.
    expect(dba.check(placing({}), 0, centre)).toBeNull();
    expect(dba.check(placing({ ter05: 'free' }), 0, centre)).toBeNull();
  });
  it('TER-05: with the option, every topography still offers legal layouts, none crossing more than two quarters', () => {
    for (const topo of ['ARABLE', 'FOREST', 'HILLY', 'STEPPE', 'DRY', 'TROPICAL', 'LITTORAL']) {
      for (const dmg2 of ['Road', 'GentleHill']) {
        const s = placing({ ter05: 'quarters', dmg2 }, topo);
        const offered = dba.legalActions(s, 0);
        expect(offered.length, `${topo} ${dmg2}`).toBeGreaterThan(0);
        for (const a of offered) {
          if (a.k !== 'terrain') throw new Error('terrain expected');
          for (const f of a.f) if (['Waterway', 'River', 'Road'].includes(f.kind)) expect(quartersOf(f as Feature)).toBeLessThanOrEqual(2);
          expect(dba.check(s, 0, a)).toBeNull();
        }
      }
    }
  });
});
