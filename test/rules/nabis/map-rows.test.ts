// Issue 15: the Sparta map painted by the players travels in the header's `map` rows
// (data/map-rows.ts): each refused row gets its message, bounded work, and a game created
// with a painted map plays by it (Terrain Chart, Nabis 5.1; Mêlée Chart terrain, 5.4).
import { describe, expect, it } from 'vitest';
import { nabis } from '../../../src/rules/nabis';
import { checkMapRows, hexRowOf, MAP_ROWS_MAX, mapWithRows, resolveMap, sideRowOf, type MapRow } from '../../../src/rules/nabis/data/map-rows';
import { SPARTA_MAP, sideKey } from '../../../src/rules/nabis/data/map-sparta';
import { hasLos, meleeTerrainDrm, shootTerrainDrm, stepCost } from '../../../src/rules/nabis/terrain';
import { mapOf } from '../../../src/rules/nabis/state';
import { meleeCalc } from '../../../src/rules/nabis/melee';
import { config, playGame } from './helpers';
import { activate, scene, uid } from './scene';

const withMap = (rows: MapRow[]) => scene([], {}, { map: rows } as unknown as Record<string, string>);

describe('map rows: every refusal has its message', () => {
  const cases: [unknown, RegExp][] = [
    ['x', /array of rows/],
    [[[516, 0, 0]], /hex row has 4 numbers/],
    [[[1799, 0, 0, 0]], /no hex 1799/],
    [[[517, 0, 0, 0], [516, 0, 0, 0]], /out of order or repeated/],
    [[[516, 0, 0, 0], [516, 1, 0, 0]], /out of order or repeated/],
    [[[1004, 0, 0, 0]], /named place/],
    [[[808, 1, 0, 0]], /named place/],
    [[[516, 2, 0, 0]], /terrain must be 0 \(clear\) or 1 \(town\)/],
    [[[516, 0, 4, 0]], /level must be 0 to 3/],
    [[[516, 0, -1, 0]], /level must be 0 to 3/],
    [[[516, 0, 0, 2]], /path must be 0 or 1/],
    [[[516, 0, 0.5, 0]], /level must be/],
    [[[516, 518, 0, 0, 0]], /not a hexside/],
    [[[517, 516, 0, 0, 0]], /not a hexside/],
    [[[516, 517, 0, 0, 0], [516, 517, 1, 0, 0]], /out of order or repeated/],
    [[[516, 517, 0, 0, 0], [516, 0, 0, 0]], /hex rows come before hexside rows/],
    [[[516, 517, 2, 0, 0]], /river must be 0 or 1/],
    [[[516, 517, 0, 600, 0]], /wall must be 0 or the hex inside it/],
    [[[516, 517, 0, 0, 7]], /path link must be 0 or 1/],
    [[['516', 0, 0, 0]], /no hex/],
  ];
  for (const [rows, msg] of cases) it(`refuses ${JSON.stringify(rows)}`, () => {
    expect(checkMapRows(rows)).toMatch(msg);
    expect(nabis.validateConfig(config({ map: rows as never }))).toMatch(msg);
  });
  it('accepts a well-formed map and no map', () => {
    expect(checkMapRows(undefined)).toBeNull();
    expect(checkMapRows([[516, 1, 2, 1], [517, 0, 0, 0], [516, 517, 1, 516, 1]])).toBeNull();
  });
  it('refuses too many rows before reading any of them (bounded work)', () => {
    let read = 0;
    const rows = new Proxy(new Array(MAP_ROWS_MAX + 1).fill(null), { get(t, k) { if (k !== 'length' && typeof k === 'string' && /^\d+$/.test(k)) read++; return Reflect.get(t, k); } });
    expect(checkMapRows(rows)).toMatch(/more than 1300 rows/);
    expect(read).toBe(0);
  });
});

describe('a game plays on its painted map', () => {
  it('no map: the placeholder map, and no map key in the state (older games hash as before)', () => {
    const s = nabis.setup(config({}));
    expect('map' in s).toBe(false);
    expect(mapOf(s)).toBe(SPARTA_MAP);
  });
  it('rows read back as they were written', () => {
    const rows: MapRow[] = [[516, 1, 2, 1], [516, 517, 1, 516, 1]];
    const m = mapWithRows(rows);
    expect([hexRowOf(m, 516), sideRowOf(m, 517, 516)]).toEqual(rows);
    expect(resolveMap(rows)).toBe(resolveMap(rows));
    expect(SPARTA_MAP.terrain[516]).toBe('clear'); // the placeholder is untouched
  });
  it('Nabis 5.1: a hex painted town costs 2 MP to enter instead of 1', () => {
    expect(SPARTA_MAP.terrain[516]).toBe('clear');
    expect(stepCost(scene([]), 517, 516, false)).toBe(1);
    const s = withMap([[516, 1, 0, 0]]);
    expect(stepCost(s, 517, 516, false)).toBe(2);
    expect(shootTerrainDrm(517, 516, mapOf(s))).toBe(-2);
  });
  it('Nabis 5.4 step 4: a painted river and a painted hill change the mêlée terrain modifier', () => {
    expect(meleeTerrainDrm(scene([]), 517, 516)).toBe(0);
    expect(meleeTerrainDrm(withMap([[516, 0, 0, 0], [516, 517, 1, 0, 0]]), 517, 516)).toBe(-1);
    expect(meleeTerrainDrm(withMap([[516, 0, 1, 0]]), 517, 516)).toBe(-1);
    // A painted wall round 516 (inside 516): -3 attacking into it.
    expect(meleeTerrainDrm(withMap([[516, 517, 0, 516, 0]]), 517, 516)).toBe(-3);
    expect(SPARTA_MAP.fortInside[sideKey(516, 517)]).toBeUndefined();
  });
  it('Nabis 5.4: a whole mêlée read on a hex painted town', () => {
    const place = [{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'spartansa', hex: 516, f: 3 }];
    const plain = activate(scene(place, { pretor1: 517 }), 'pretor1');
    const painted = activate(scene(place, { pretor1: 517 }, { map: [[516, 1, 0, 0]] } as unknown as Record<string, string>), 'pretor1');
    const m = { a: [517], d: [516], au: [uid(plain, 'hastati1a')], du: [uid(plain, 'spartansa')], done: false };
    expect(meleeCalc(plain, m).parts.terrain).toBe(0);
    expect(meleeCalc(painted, m).parts.terrain).toBe(-1);
  });
  it('Nabis 9.2-b: a hex painted town blocks the line of sight across it (range 2)', () => {
    expect(hasLos(scene([]), 1013, 1011, true)).toBe(true); // 1012 is clear on the placeholder
    expect(hasLos(withMap([[1012, 1, 0, 0]]), 1013, 1011, true)).toBe(false);
  });
  it('Terrain Chart note 2: painted path hexes joined by a painted path link cost 1 MP, whatever the terrain', () => {
    expect(stepCost(withMap([[516, 1, 0, 0]]), 517, 516, false)).toBe(2);
    expect(stepCost(withMap([[516, 1, 0, 1], [517, 0, 0, 1], [516, 517, 0, 0, 1]]), 517, 516, false)).toBe(1);
    expect(stepCost(withMap([[516, 1, 0, 1], [517, 0, 0, 1]]), 517, 516, false)).toBe(2); // no link: no path step
  });
  it('bot against bot on a painted map: the game ends, every invariant holds, the map is shared by every state', () => {
    const map: MapRow[] = [[516, 1, 0, 0], [517, 1, 0, 0], [915, 0, 1, 0], [1012, 1, 2, 0], [1216, 1, 0, 0], [1014, 1015, 1, 0, 0], [815, 915, 0, 915, 0]];
    let shared: MapRow[] | undefined;
    const r = playGame(4, { map: map as never }, (s) => {
      expect(nabis.invariants!(s)).toEqual([]);
      shared ??= s.map;
      expect(s.map).toBe(shared); // apply shares it: not copied (nor hashed apart) at every action
    });
    expect(r.over).toBe(true);
    expect(r.state.map).toEqual(map);
    expect(mapOf(r.state).level[1012]).toBe(2);
  });
});

