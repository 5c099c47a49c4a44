// The Sparta map as the players correct it from the printed map (issue 15). The default
// map (map-sparta.ts) is a placeholder; a game's header may carry a `map` option: rows
// that each give one hex or one hexside whole, replacing the placeholder's. A header
// without it plays the placeholder map, so older games keep verifying.
//
//   hex row:      [hex, terrain, level, path]        terrain 0 clear, 1 town; level 0..3; path 0/1
//   hexside row:  [a, b, river, wall, pathLink]      a < b adjacent; river 0/1; wall 0 or the
//                                                    inside hex (a or b); pathLink 0/1
//
// Hex rows come first, in ascending hex order, then hexside rows in ascending (a, b)
// order, each at most once: one map has one header form. The places the rulebook names
// (the Citadel, the Heptagon, the Temple of Apollo, the Sanctuary of Artemis) are fixed:
// a row for their hexes is refused. The districts, the start hexes and the Magoulitsa's
// north bank for the free placement (13.4.3-b) are not painted either.
import { dirTo, onMap, type Hex } from '../hex';
import { CITADEL, HEPTAGON, SANCTUARY_ARTEMIS, SPARTA_MAP, TEMPLE_APOLLO, sideKey, type MapDef } from './map-sparta';
import type { TerrainKind } from './tables';

export type HexRow = [number, number, number, number];
export type SideRow = [number, number, number, number, number];
export type MapRow = HexRow | SideRow;

/** The terrains a hex row paints, by code. */
export const PAINT_TERRAINS: TerrainKind[] = ['clear', 'city'];
export const LEVEL_MAX = 3;
/** 320 hexes and their 897 inner hexsides: every row of a fully painted map, and no more. */
export const MAP_ROWS_MAX = 1300;

/** Hexes no row may paint: the places the rulebook names. */
export const FIXED_HEXES: Hex[] = [CITADEL, ...HEPTAGON, ...TEMPLE_APOLLO, ...SANCTUARY_ARTEMIS];
export const isFixedHex = (h: Hex): boolean => FIXED_HEXES.includes(h);

const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

/** Why a header's `map` option is refused, or null. The work is bounded before anything is
 *  read: the row count first, then each row's length, then its values. */
export function checkMapRows(raw: unknown): string | null {
  if (raw === undefined) return null;
  if (!Array.isArray(raw)) return 'map must be an array of rows';
  if (raw.length > MAP_ROWS_MAX) return `map: more than ${MAP_ROWS_MAX} rows`;
  let lastHex = 0, lastSide = 0, sides = false;
  for (let i = 0; i < raw.length; i++) {
    const r: unknown = raw[i];
    if (!Array.isArray(r) || (r.length !== 4 && r.length !== 5)) return `map row ${i + 1}: a hex row has 4 numbers, a hexside row 5`;
    if (r.length === 4) {
      if (sides) return `map row ${i + 1}: hex rows come before hexside rows`;
      const [h, t, lv, p] = r as unknown[];
      if (!isInt(h, 101, 9999) || !onMap(h)) return `map row ${i + 1}: no hex ${String(h)} on the map`;
      if (h <= lastHex) return `map row ${i + 1}: hex ${h} out of order or repeated`;
      if (isFixedHex(h)) return `map row ${i + 1}: hex ${h} is a named place and cannot be painted`;
      if (!isInt(t, 0, PAINT_TERRAINS.length - 1)) return `map row ${i + 1}: terrain must be 0 (clear) or 1 (town)`;
      if (!isInt(lv, 0, LEVEL_MAX)) return `map row ${i + 1}: level must be 0 to ${LEVEL_MAX}`;
      if (!isInt(p, 0, 1)) return `map row ${i + 1}: path must be 0 or 1`;
      lastHex = h;
    } else {
      sides = true;
      const [a, b, rv, w, pl] = r as unknown[];
      if (!isInt(a, 101, 9999) || !isInt(b, 101, 9999) || !onMap(a) || !onMap(b) || a >= b || dirTo(a, b) < 0) return `map row ${i + 1}: ${String(a)}-${String(b)} is not a hexside of the map`;
      const k = sideKey(a, b);
      if (k <= lastSide) return `map row ${i + 1}: hexside ${a}-${b} out of order or repeated`;
      if (!isInt(rv, 0, 1)) return `map row ${i + 1}: river must be 0 or 1`;
      if (w !== 0 && w !== a && w !== b) return `map row ${i + 1}: wall must be 0 or the hex inside it (${a} or ${b})`;
      if (!isInt(pl, 0, 1)) return `map row ${i + 1}: path link must be 0 or 1`;
      lastSide = k;
    }
  }
  return null;
}

function copyMap(m: MapDef): MapDef {
  return {
    ...m, terrain: { ...m.terrain }, level: { ...m.level }, town: { ...m.town }, path: { ...m.path },
    pathLink: { ...m.pathLink }, river: { ...m.river }, fortInside: { ...m.fortInside },
  };
}

/** The placeholder map with the rows in place (rows already checked). */
export function mapWithRows(rows: readonly MapRow[]): MapDef {
  const m = copyMap(SPARTA_MAP);
  for (const r of rows) {
    if (r.length === 4) {
      const [h, t, lv, p] = r;
      m.terrain[h] = PAINT_TERRAINS[t];
      // The town is its town-terrain hexes (a district hex painted clear leaves it; its district stays).
      if (t === 1) m.town[h] = true; else delete m.town[h];
      m.level[h] = lv;
      if (p) m.path[h] = true; else delete m.path[h];
    } else {
      const [a, b, rv, w, pl] = r;
      const k = sideKey(a, b);
      if (rv) m.river[k] = true; else delete m.river[k];
      if (w) m.fortInside[k] = w; else delete m.fortInside[k];
      if (pl) m.pathLink[k] = true; else delete m.pathLink[k];
    }
  }
  return m;
}

/** A hex of a map as a row (whatever the map says of it). */
export function hexRowOf(m: MapDef, h: Hex): HexRow {
  return [h, m.terrain[h] === 'city' ? 1 : 0, m.level[h] ?? 0, m.path[h] ? 1 : 0];
}
/** A hexside of a map as a row. */
export function sideRowOf(m: MapDef, a: Hex, b: Hex): SideRow {
  const [x, y] = a < b ? [a, b] : [b, a];
  const k = sideKey(x, y);
  return [x, y, m.river[k] ? 1 : 0, m.fortInside[k] ?? 0, m.pathLink[k] ? 1 : 0];
}

const cache = new WeakMap<object, MapDef>();
const byText = new Map<string, MapDef>();

/** The map a game plays on: the placeholder map, or the header's rows over it. Resolved
 *  once per rows array (states share it) and per distinct text. */
export function resolveMap(rows: readonly MapRow[] | undefined): MapDef {
  if (!rows) return SPARTA_MAP;
  const hit = cache.get(rows);
  if (hit) return hit;
  const key = JSON.stringify(rows);
  let m = byText.get(key);
  if (!m) {
    m = mapWithRows(rows);
    if (byText.size >= 8) byText.clear(); // a few games at a time; never grows without bound
    byText.set(key, m);
  }
  cache.set(rows, m);
  return m;
}
