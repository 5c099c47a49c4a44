// Painting the Sparta map from the printed one (issue 15): what a tap with a brush does to
// the header's `map` rows (src/rules/nabis/data/map-rows.ts), and what the rows say in a
// player's words. Pure: no DOM, no storage. Every result is checked by the rules' own
// checkMapRows before it is kept, so nothing invalid reaches a header.
import type { Wire } from '../../engine/canonical';
import type { Lang } from '../../engine/contract';
import { allHexes, hexLabel, type Hex } from '../../rules/nabis/hex';
import { SPARTA_MAP, sideKey, type MapDef } from '../../rules/nabis/data/map-sparta';
import { checkMapRows, hexRowOf, isFixedHex, LEVEL_MAX, mapWithRows, sideRowOf, type HexRow, type MapRow, type SideRow } from '../../rules/nabis/data/map-rows';
import { baseUnits } from '../../rules/nabis/data/units';
import { LEADERS } from '../../rules/nabis/data/leaders';

export type Brush =
  | { k: 'terrain'; t: 0 | 1 }
  | { k: 'level'; v: number }
  | { k: 'path' }
  | { k: 'river' }
  | { k: 'wall' }
  | { k: 'link' }
  | { k: 'erase' };

export const HEX_BRUSHES: Brush['k'][] = ['terrain', 'level', 'path', 'erase'];
export const isSideBrush = (b: Brush): boolean => b.k === 'river' || b.k === 'wall' || b.k === 'link';

type L2 = { en: string; fr: string };
const tr = (t: L2, lang: Lang) => (lang === 'fr' ? t.fr : t.en);

/** The map rows of a game's options (already checked by the rules; anything else is no map). */
export function mapRowsOf(options: Record<string, unknown>): MapRow[] {
  const m = options.map;
  return m !== undefined && checkMapRows(m) === null ? (m as MapRow[]) : [];
}

/** The options with these rows as the map (none: no `map` key, as an unpainted game's header). */
export function withMapRows(options: Record<string, Wire>, rows: MapRow[]): Record<string, Wire> {
  const { map: _m, ...rest } = options;
  if (!rows.length || checkMapRows(rows) !== null) return rest;
  return { ...rest, map: rows as unknown as Wire };
}

const hexRows = (rows: MapRow[]) => rows.filter((r): r is HexRow => r.length === 4);
const sideRows = (rows: MapRow[]) => rows.filter((r): r is SideRow => r.length === 5);

/** Rows in their one header order: hexes ascending, then hexsides ascending. */
function ordered(hexes: HexRow[], sides: SideRow[]): MapRow[] {
  return [...[...hexes].sort((a, b) => a[0] - b[0]), ...[...sides].sort((a, b) => sideKey(a[0], a[1]) - sideKey(b[0], b[1]))];
}

export type Painted = { ok: true; rows: MapRow[] } | { ok: false; message: string };

const FIXED_NAME: Record<number, L2> = {
  [SPARTA_MAP.citadel]: { en: 'the Citadel', fr: 'la Citadelle' },
  [SPARTA_MAP.heptagon[0]]: { en: 'the Heptagon', fr: "l'Heptagone" },
  [SPARTA_MAP.temple[0]]: { en: 'the Temple of Apollo', fr: "le temple d'Apollon" },
  [SPARTA_MAP.sanctuary[0]]: { en: 'the Sanctuary of Artemis', fr: "le sanctuaire d'Artémis" },
};
export const fixedName = (h: Hex, lang: Lang): string | null => (FIXED_NAME[h] ? tr(FIXED_NAME[h], lang) : null);

/** A tap on hex h with a hex brush. A named place is refused with its message. */
export function paintHex(rows: MapRow[], h: Hex, brush: Brush, lang: Lang): Painted {
  if (isFixedHex(h)) {
    const n = fixedName(h, lang) ?? hexLabel(h);
    return { ok: false, message: lang === 'fr' ? `${hexLabel(h)} est ${n}, un lieu nommé par la règle : il reste tel quel.` : `${hexLabel(h)} is ${n}, a place the rulebook names: it stays as it is.` };
  }
  const m = mapWithRows(rows);
  const hexes = hexRows(rows).filter((r) => r[0] !== h);
  if (brush.k !== 'erase') {
    const r = hexRowOf(m, h);
    if (brush.k === 'terrain') r[1] = brush.t;
    else if (brush.k === 'level') {
      if (!Number.isInteger(brush.v) || brush.v < 0 || brush.v > LEVEL_MAX) return { ok: false, message: lang === 'fr' ? `Le niveau va de 0 à ${LEVEL_MAX}.` : `A level is 0 to ${LEVEL_MAX}.` };
      r[2] = brush.v;
    } else if (brush.k === 'path') r[3] = r[3] ? 0 : 1;
    else return { ok: false, message: lang === 'fr' ? 'Ce pinceau peint un côté d\'hex : touchez près du côté voulu.' : 'This brush paints a hexside: tap near the side you mean.' };
    hexes.push(r);
  }
  return checked(ordered(hexes, sideRows(rows)), lang);
}

/** A tap on the side of hex h towards n with a hexside brush (a wall is built inside h). */
export function paintSide(rows: MapRow[], h: Hex, n: Hex, brush: Brush, lang: Lang): Painted {
  if (n <= 0) return { ok: false, message: lang === 'fr' ? 'Ce côté borde la carte : il n\'a pas de voisin.' : 'This side is the edge of the map: there is nothing beyond it.' };
  const m = mapWithRows(rows);
  const r = sideRowOf(m, h, n);
  if (brush.k === 'river') r[2] = r[2] ? 0 : 1;
  else if (brush.k === 'wall') r[3] = r[3] ? 0 : h;
  else if (brush.k === 'link') r[4] = r[4] ? 0 : 1;
  else return { ok: false, message: lang === 'fr' ? 'Ce pinceau peint un hex.' : 'This brush paints a hex.' };
  const sides = sideRows(rows).filter((x) => !(x[0] === r[0] && x[1] === r[1]));
  // A hexside painted back as the placeholder has it is no longer a correction.
  const def = sideRowOf(SPARTA_MAP, r[0], r[1]);
  if (r.some((v, i) => v !== def[i])) sides.push(r);
  return checked(ordered(hexRows(rows), sides), lang);
}

function checked(rows: MapRow[], lang: Lang): Painted {
  const why = checkMapRows(rows);
  if (why === null) return { ok: true, rows };
  return { ok: false, message: lang === 'fr' ? 'Cette correction de la carte est refusée : ' + why : 'This map correction is refused: ' + why };
}

// ---- words

const TERRAIN_WORD: Record<string, L2> = {
  clear: { en: 'clear', fr: 'terrain clair' }, city: { en: 'town', fr: 'ville' }, temple: { en: 'temple', fr: 'temple' },
  tower: { en: 'Heptagon (tower)', fr: 'Heptagone (tour)' }, sanctuary: { en: 'sanctuary', fr: 'sanctuaire' },
};

/** "town, level 1, path". */
export function hexWords(m: MapDef, h: Hex, lang: Lang): string {
  const fr = lang === 'fr';
  const lv = m.level[h] ?? 0;
  return [tr(TERRAIN_WORD[m.terrain[h] ?? 'clear'], lang), fr ? `niveau ${lv}` : `level ${lv}`, m.path[h] ? (fr ? 'chemin' : 'path') : ''].filter(Boolean).join(', ');
}

/** "river, wall (inside 0516)" or "nothing". */
export function sideWords(m: MapDef, a: Hex, b: Hex, lang: Lang): string {
  const fr = lang === 'fr';
  const r = sideRowOf(m, a, b);
  const w = [r[2] ? (fr ? 'rivière' : 'river') : '', r[3] ? (fr ? `rempart (intérieur ${hexLabel(r[3])})` : `wall (inside ${hexLabel(r[3])})`) : '', r[4] ? (fr ? 'chemin' : 'path') : ''].filter(Boolean);
  return w.length ? w.join(', ') : fr ? 'rien' : 'nothing';
}

export interface MapDiff { key: string; what: string; now: string; was: string }

/** Every painted hex and hexside that differs from the placeholder map, in words. */
export function mapDiffs(rows: MapRow[], lang: Lang): MapDiff[] {
  const m = mapWithRows(rows);
  const out: MapDiff[] = [];
  for (const r of hexRows(rows)) {
    const now = hexWords(m, r[0], lang), was = hexWords(SPARTA_MAP, r[0], lang);
    if (now !== was) out.push({ key: 'h' + r[0], what: (lang === 'fr' ? 'Hex ' : 'Hex ') + hexLabel(r[0]), now, was });
  }
  for (const r of sideRows(rows)) {
    const now = sideWords(m, r[0], r[1], lang), was = sideWords(SPARTA_MAP, r[0], r[1], lang);
    if (now !== was) out.push({ key: `s${r[0]}-${r[1]}`, what: (lang === 'fr' ? 'Côté ' : 'Hexside ') + `${hexLabel(r[0])}–${hexLabel(r[1])}`, now, was });
  }
  return out;
}

/** Hexes the players painted (their rows), and hexes that could be painted. */
export function paintedHexes(rows: MapRow[]): Hex[] { return hexRows(rows).map((r) => r[0]); }
export const PAINTABLE_HEXES: number = allHexes().filter((h) => !isFixedHex(h)).length;

/** Hexes of the map still as the placeholder has them, unchecked by the players. */
export const stillPlaceholderHexes = (rows: MapRow[]): number => PAINTABLE_HEXES - paintedHexes(rows).length;

/** "4 hexes painted by the players (3 differ), 316 still placeholder". */
export function mapSummary(rows: MapRow[], lang: Lang): string {
  const n = paintedHexes(rows).length, d = mapDiffs(rows, lang).length, left = stillPlaceholderHexes(rows);
  return lang === 'fr'
    ? `${n} hex peint${n > 1 ? 's' : ''} par les joueurs, ${d} différence${d > 1 ? 's' : ''}, ${left} hex provisoires`
    : `${n} hex${n === 1 ? '' : 'es'} painted by the players, ${d} difference${d === 1 ? '' : 's'}, ${left} hexes still placeholder`;
}

/** Start hexes named by the rulebook (13.2.1[BS]): side of the units or leaders there. */
export const START_HEXES: Map<Hex, number> = (() => {
  const out = new Map<Hex, number>();
  for (const u of baseUnits(false)) out.set(u.start, u.side);
  for (const l of LEADERS) if (l.start > 0 && !out.has(l.start)) out.set(l.start, l.side);
  return out;
})();
