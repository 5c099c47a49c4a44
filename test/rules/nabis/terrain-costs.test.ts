// Terrain Chart (Nabis 5.1, 8.1 step cost): every kind of step found on the placeholder map
// costs what the chart says, for infantry and for cavalry, and the mêlée and shooting columns.
import { describe, expect, it } from 'vitest';
import { allHexes, neighbours } from '../../../src/rules/nabis/hex';
import { sideKey } from '../../../src/rules/nabis/data/map-sparta';
import { level, meleeTerrainDrm, pathStep, stepCost, stepNA, terrainOf } from '../../../src/rules/nabis/terrain';
import { MAP } from '../../../src/rules/nabis/state';
import { scene } from './scene';

const s = scene([]);
const river = (a: number, b: number) => !!MAP.river[sideKey(a, b)];
const fort = (a: number, b: number) => MAP.fortInside[sideKey(a, b)] !== undefined;
/** The first step a -> b of the map that `want` accepts (no river, wall or path unless asked). */
function step(want: (a: number, b: number) => boolean): [number, number] {
  for (const a of allHexes()) for (const b of neighbours(a)) if (b > 0 && want(a, b)) return [a, b];
  throw new Error('no such step on the map');
}
const plain = (a: number, b: number) => !river(a, b) && !fort(a, b) && !pathStep(a, b);

describe('Nabis 5.1 Terrain Chart: step costs (infantry / cavalry)', () => {
  it('Nabis 5.1: clear 1/1, town 2/2, temple-tower-sanctuary 2/NA', () => {
    for (const [kind, inf, cav] of [['clear', 1, 1], ['city', 2, 2], ['temple', 2, null], ['sanctuary', 2, null]] as const) {
      const [a, b] = step((x, y) => plain(x, y) && level(x) === level(y) && terrainOf(y) === kind);
      expect([kind, stepCost(s, a, b, false), stepCost(s, a, b, true)]).toEqual([kind, inf, cav]);
      expect(stepNA(s, a, b, true)).toBe(cav === null);
    }
  });
  it('Nabis 5.1: river +1 for infantry, 0 for cavalry as printed (G-19), +1 with the option', () => {
    const [a, b] = step((x, y) => river(x, y) && !fort(x, y) && !pathStep(x, y) && level(x) === level(y) && terrainOf(y) === 'clear');
    expect([stepCost(s, a, b, false), stepCost(s, a, b, true)]).toEqual([2, 1]);
    const t = scene([], {}, { riverCavalry: 1 });
    expect(stepCost(t, a, b, true)).toBe(2);
  });
  it('Nabis 5.1: a wall: +2 for infantry, NA for cavalry', () => {
    const [a, b] = step((x, y) => fort(x, y) && !river(x, y) && !pathStep(x, y) && level(x) === level(y));
    const base = terrainOf(b) === 'clear' ? 1 : 2;
    expect([stepCost(s, a, b, false), stepCost(s, a, b, true), stepNA(s, a, b, true), stepNA(s, a, b, false)]).toEqual([base + 2, null, true, false]);
  });
  it('Nabis 5.1: one level up +1 / +2, one level down 0 / +1', () => {
    const [a, b] = step((x, y) => plain(x, y) && level(y) - level(x) === 1 && terrainOf(y) === 'clear');
    expect([stepCost(s, a, b, false), stepCost(s, a, b, true)]).toEqual([2, 3]);
    expect([stepCost(s, b, a, false), stepCost(s, b, a, true)]).toEqual(terrainOf(a) === 'clear' ? [1, 2] : [2, 3]);
  });
  it('Nabis 5.1 note 2: a path-to-path step costs 1 whatever the terrain', () => {
    const [a, b] = step((x, y) => pathStep(x, y) && level(x) === level(y) && terrainOf(y) !== 'clear');
    expect([stepCost(s, a, b, false), stepCost(s, a, b, true)]).toEqual([1, 1]);
  });
});

describe('Nabis 5.1 Terrain Chart: mêlée column', () => {
  it('Nabis 5.1: attacking into clear 0, town -1, temple -2; across a river -1; uphill -1, downhill +1', () => {
    for (const [kind, v] of [['clear', 0], ['city', -1], ['temple', -2]] as const) {
      const [a, b] = step((x, y) => plain(x, y) && level(x) === level(y) && terrainOf(y) === kind);
      expect([kind, meleeTerrainDrm(s, a, b)]).toEqual([kind, v]);
    }
    const [ra, rb] = step((x, y) => river(x, y) && !fort(x, y) && level(x) === level(y) && terrainOf(y) === 'clear');
    expect(meleeTerrainDrm(s, ra, rb)).toBe(-1);
    const [la, lb] = step((x, y) => plain(x, y) && level(y) - level(x) === 1 && terrainOf(y) === 'clear' && terrainOf(x) === 'clear');
    expect([meleeTerrainDrm(s, la, lb), meleeTerrainDrm(s, lb, la)]).toEqual([-1, 1]);
  });
  it('Nabis 5.1: a wall: -3 attacking in, +1 attacking out', () => {
    const [a, b] = step((x, y) => fort(x, y) && !river(x, y) && level(x) === level(y) && MAP.fortInside[sideKey(x, y)] === y && terrainOf(y) === 'city' && terrainOf(x) === 'clear');
    expect([meleeTerrainDrm(s, a, b), meleeTerrainDrm(s, b, a)]).toEqual([-1 - 3, 0 + 1]);
  });
});
