// Terrain Chart (Nabis 5.1), path steps (8.1, G-20), levels (G-70) and line of sight (9.2) on
// hand-built ground: a patch of the placeholder map is cleared, then only the features a rule
// names are laid down, so each test fails when that rule is switched off or its value changes.
import { afterEach, describe, expect, it } from 'vitest';
import { allHexes, between, dist, neighbours, type Hex } from '../../../src/rules/nabis/hex';
import { sideKey } from '../../../src/rules/nabis/data/map-sparta';
import { hasLos, isTown, level, meleeTerrainDrm, pathStep, shootTerrainDrm, stepCost, stepNA, terrainOf } from '../../../src/rules/nabis/terrain';
import { MAP } from '../../../src/rules/nabis/state';
import { scene } from './scene';

type Table = Record<number, unknown>;
const saved: [Table, number, boolean, unknown][] = [];
/** Sets (or, with undefined, deletes) one map entry, restored after the test. */
function put(t: Table, k: number, v: unknown): void {
  saved.push([t, k, k in t, t[k]]);
  if (v === undefined) delete t[k]; else t[k] = v;
}
afterEach(() => {
  for (const [t, k, had, v] of saved.reverse()) { if (had) t[k] = v; else delete t[k]; }
  saved.length = 0;
});

/** A hex whose neighbours, and theirs, are all on the map. */
const C: Hex = allHexes().find((h) => neighbours(h).every((n) => n > 0 && neighbours(n).every((m) => m > 0)))!;
const near = allHexes().filter((h) => dist(h, C) <= 2);
/** Clears the patch around C: clear level-0 hexes, no town, path, river or wall. */
function clearGround(): void {
  const m = MAP as unknown as Record<string, Table>;
  for (const h of near) {
    put(m.terrain, h, 'clear'); put(m.level, h, 0); put(m.town, h, undefined); put(m.path, h, undefined);
    for (const n of neighbours(h)) if (n > 0) for (const k of ['river', 'fortInside', 'pathLink']) put(m[k], sideKey(h, n), undefined);
  }
}
const T = MAP as unknown as Record<string, Table>;
const setT = (h: Hex, kind: string) => put(T.terrain, h, kind);
const wall = (a: Hex, b: Hex, inside: Hex) => put(T.fortInside, sideKey(a, b), inside);
const path = (a: Hex, b: Hex) => { put(T.path, a, true); put(T.path, b, true); put(T.pathLink, sideKey(a, b), true); };

const [A, B] = [C, neighbours(C)[0]];
/** Range-2 pairs from C: one midpoint (straight through a hex), two midpoints (along a hexside). */
const far = near.filter((h) => dist(h, C) === 2);
const STRAIGHT = far.find((h) => between(C, h).length === 1)!;
const ALONG = far.find((h) => between(C, h).length === 2)!;

describe('Nabis 5.1 Terrain Chart, shooting column: inside and outside', () => {
  it('Nabis 5.1 (G-06): temple, tower, sanctuary -3 shot at from outside, 0 from inside; town -2 either way', () => {
    for (const kind of ['temple', 'tower', 'sanctuary']) {
      clearGround();
      setT(B, kind);
      expect([kind, shootTerrainDrm(A, B), shootTerrainDrm(B, A)]).toEqual([kind, -3, 0]);
      setT(A, kind);
      expect([kind, 'inside', shootTerrainDrm(A, B)]).toEqual([kind, 'inside', 0]);
    }
    clearGround();
    setT(B, 'city');
    expect(shootTerrainDrm(A, B)).toBe(-2);
    setT(A, 'city');
    expect(shootTerrainDrm(A, B)).toBe(-2);
    setT(A, 'temple'); // another building kind is outside
    setT(B, 'tower');
    expect(shootTerrainDrm(A, B)).toBe(-3);
  });
  it('Nabis 5.1: a wall of the target hex at range 1: -3 shooting in, 0 shooting out; a wall elsewhere is not crossed', () => {
    clearGround();
    wall(A, B, B);
    expect([shootTerrainDrm(A, B), shootTerrainDrm(B, A)]).toEqual([-3, 0]);
    clearGround();
    const other = neighbours(B).find((n) => n !== A)!;
    wall(other, B, B);
    expect(shootTerrainDrm(A, B)).toBe(0);
  });
  it('Nabis 5.1: at range 2 a wall on a side of the target towards a midpoint counts once', () => {
    clearGround();
    const [m] = between(C, STRAIGHT);
    wall(m, STRAIGHT, STRAIGHT);
    expect([shootTerrainDrm(C, STRAIGHT), shootTerrainDrm(STRAIGHT, C)]).toEqual([-3, 0]);
    clearGround();
    const [m1, m2] = between(C, ALONG);
    wall(m1, ALONG, ALONG);
    expect(shootTerrainDrm(C, ALONG)).toBe(-3);
    wall(m2, ALONG, ALONG);
    expect(shootTerrainDrm(C, ALONG)).toBe(-3);
    clearGround();
    wall(m2, ALONG, ALONG);
    expect(shootTerrainDrm(C, ALONG)).toBe(-3);
    clearGround();
    wall(C, m1, m1); // a wall near the shooter, not the target's: no DRM
    expect(shootTerrainDrm(C, ALONG)).toBe(0);
    clearGround();
    wall(m1, ALONG, m1); // the target stands outside the wall it is shot across
    expect(shootTerrainDrm(C, ALONG)).toBe(0);
  });
});

describe('Nabis 8.1 / G-20: path steps and terrain forbidden to cavalry (option pathIgnoresNA)', () => {
  it('Nabis 8.1 (G-20): a path step into a temple costs 1 for cavalry; without the option it is NA', () => {
    clearGround();
    setT(B, 'temple');
    path(A, B);
    const yes = scene([]);
    expect([stepNA(yes, A, B, true), stepCost(yes, A, B, true), stepCost(yes, A, B, false)]).toEqual([false, 1, 1]);
    const no = scene([], {}, { pathIgnoresNA: 'no' });
    expect([stepNA(no, A, B, true), stepCost(no, A, B, true), stepCost(no, A, B, false), stepNA(no, A, B, false)]).toEqual([true, null, 1, false]);
  });
  it('Nabis 8.1 (G-20): a path step across a wall: cavalry allowed with the option, NA without', () => {
    clearGround();
    wall(A, B, B);
    path(A, B);
    expect([stepNA(scene([]), A, B, true), stepCost(scene([]), A, B, true)]).toEqual([false, 1]);
    const no = scene([], {}, { pathIgnoresNA: 'no' });
    expect([stepNA(no, A, B, true), stepCost(no, A, B, true), stepCost(no, A, B, false)]).toEqual([true, null, 1]);
  });
  it('Nabis 5.1 note 2: only two path hexes joined by the path make a path step', () => {
    clearGround();
    setT(B, 'temple');
    put(T.path, A, true); put(T.path, B, true); // both on a path, not joined across this side
    expect([pathStep(A, B), stepCost(scene([]), A, B, false), stepNA(scene([]), A, B, true)]).toEqual([false, 2, true]);
    clearGround();
    setT(B, 'temple');
    put(T.path, A, true); put(T.pathLink, sideKey(A, B), true);
    expect([pathStep(A, B), stepCost(scene([]), A, B, false)]).toEqual([false, 2]);
    clearGround();
    setT(B, 'temple');
    put(T.path, B, true); put(T.pathLink, sideKey(A, B), true);
    expect([pathStep(A, B), stepCost(scene([]), A, B, false)]).toEqual([false, 2]);
  });
  it('Nabis 5.1 note 2: a path step still pays for levels', () => {
    clearGround();
    path(A, B);
    put(T.level, B, 1);
    expect([stepCost(scene([]), A, B, false), stepCost(scene([]), A, B, true), stepCost(scene([]), B, A, true)]).toEqual([2, 3, 2]);
  });
});

describe('Nabis 5.1 Terrain Chart, levels: more than one level in one step (G-70, option multiLevel)', () => {
  it('Nabis 5.1 (G-70): two levels up cost per level by default (+2 / +4), once with multiLevel flat (+1 / +2)', () => {
    clearGround();
    put(T.level, B, 2);
    const per = scene([]);
    const flat = scene([], {}, { multiLevel: 'flat' });
    expect([stepCost(per, A, B, false), stepCost(per, A, B, true)]).toEqual([3, 5]);
    expect([stepCost(flat, A, B, false), stepCost(flat, A, B, true)]).toEqual([2, 3]);
    expect([stepCost(per, B, A, false), stepCost(per, B, A, true)]).toEqual([1, 3]);
    expect([stepCost(flat, B, A, false), stepCost(flat, B, A, true)]).toEqual([1, 2]);
  });
  it('Nabis 5.1 (G-70): attacking two levels up -2, down +2 by default; -1 / +1 with multiLevel flat', () => {
    clearGround();
    put(T.level, B, 2);
    const per = scene([]);
    const flat = scene([], {}, { multiLevel: 'flat' });
    expect([meleeTerrainDrm(per, A, B), meleeTerrainDrm(per, B, A)]).toEqual([-2, 2]);
    expect([meleeTerrainDrm(flat, A, B), meleeTerrainDrm(flat, B, A)]).toEqual([-1, 1]);
  });
});

describe('Nabis 9.2 line of sight on hand-built ground', () => {
  const s = scene([]);
  it('Nabis 9.1-i / 9.2-e: adjacent always, clear range 2 yes, range 3 never', () => {
    clearGround();
    setT(B, 'temple');
    expect([hasLos(s, A, B, false), hasLos(s, C, STRAIGHT, false), hasLos(s, C, ALONG, false)]).toEqual([true, true, true]);
    const three = allHexes().find((h) => dist(h, C) === 3)!;
    expect([hasLos(s, C, three, true), hasLos(s, C, three, false)]).toEqual([false, false]);
  });
  it('Nabis 9.2-b/c: a single midpoint: a temple or higher ground blocks, unless an end is higher', () => {
    clearGround();
    const [m] = between(C, STRAIGHT);
    setT(m, 'temple');
    expect(hasLos(s, C, STRAIGHT, true)).toBe(false);
    put(T.level, C, 1);
    expect([hasLos(s, C, STRAIGHT, true), hasLos(s, STRAIGHT, C, true)]).toEqual([true, true]);
    put(T.level, m, 1); // as high as the higher end: the temple blocks again
    expect(hasLos(s, C, STRAIGHT, true)).toBe(false);
    clearGround();
    put(T.level, m, 1); // clear hill higher than both ends
    expect(hasLos(s, C, STRAIGHT, true)).toBe(false);
    put(T.level, C, 1); // as high as one end: no longer higher than both
    expect([hasLos(s, C, STRAIGHT, true), hasLos(s, STRAIGHT, C, true)]).toEqual([true, true]);
    put(T.level, C, 0); put(T.level, STRAIGHT, 1);
    expect(hasLos(s, C, STRAIGHT, true)).toBe(true);
  });
  it('Nabis 9.2-b: two midpoints (along a hexside): blocked only if both block', () => {
    clearGround();
    const [m1, m2] = between(C, ALONG);
    setT(m1, 'temple');
    expect(hasLos(s, C, ALONG, true)).toBe(true);
    clearGround();
    setT(m2, 'tower');
    expect(hasLos(s, C, ALONG, true)).toBe(true);
    setT(m1, 'sanctuary');
    expect(hasLos(s, C, ALONG, true)).toBe(false);
    clearGround();
    put(T.level, m1, 1); setT(m2, 'city');
    expect(hasLos(s, C, ALONG, true)).toBe(false);
  });
  it('Nabis 9.2-d: a unit at the midpoint blocks non-archers, archers fire over it', () => {
    clearGround();
    const [m] = between(C, STRAIGHT);
    const t = scene([{ id: 'hastati1a', hex: m }]);
    expect([hasLos(t, C, STRAIGHT, false), hasLos(t, C, STRAIGHT, true)]).toEqual([false, true]);
  });
});

describe('Nabis 5.1: a hex missing from the map tables reads as clear ground at level 0', () => {
  it('Nabis 5.1: no terrain and no level entry: clear, level 0, a 1 MP step; isTown only for town hexes', () => {
    clearGround();
    put(T.terrain, B, undefined); put(T.level, B, undefined);
    expect([terrainOf(B), level(B), stepCost(scene([]), A, B, true), shootTerrainDrm(A, B)]).toEqual(['clear', 0, 1, 0]);
    put(T.level, B, 1);
    expect(level(B)).toBe(1);
    expect(isTown(B)).toBe(false);
    put(T.town, B, true);
    expect(isTown(B)).toBe(true);
    const town = allHexes().find((h) => MAP.town[h] && MAP.terrain[h] === 'city');
    expect(town !== undefined && isTown(town)).toBe(true);
  });
});
