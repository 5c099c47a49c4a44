// The Sparta map. The printed map is missing (G-03): this is a PLACEHOLDER map that
// agrees with every hex, place and feature the text mentions (spec §6.6): 16 x 20
// hexes, row 20 the southern edge, all 45 set-up hexes, four districts each holding a
// Spartan start hex, a Citadel next to Nabis (1005), the Heptagon, the Temple of
// Apollo, the Sanctuary of Artemis, walls (fortification hexsides) round the town,
// the Magoulitsa River between the two set-ups, two hills and a path into the town.
import { allHexes, col, dirTo, hexOf, neighbours, row, type Hex } from '../hex';
import { ph, rb, type Provenance } from './provenance';
import type { TerrainKind } from './tables';

export const DISTRICTS = ['pitane', 'limnai', 'mesoa', 'kynosoura'] as const;
export type District = (typeof DISTRICTS)[number];

function block(c0: number, c1: number, r0: number, r1: number): Hex[] {
  const out: Hex[] = [];
  for (let c = c0; c <= c1; c++) for (let r = r0; r <= r1; r++) out.push(hexOf(c, r));
  return out;
}

export const CITADEL: Hex = 1004;
const DISTRICT_HEXES: Record<District, Hex[]> = {
  pitane: block(7, 10, 3, 7).filter((h) => h !== CITADEL),
  mesoa: block(11, 13, 3, 7),
  kynosoura: block(7, 9, 8, 11),
  limnai: block(10, 13, 8, 11),
};
export const HEPTAGON: Hex[] = [808];
export const TEMPLE_APOLLO: Hex[] = [1408];
export const SANCTUARY_ARTEMIS: Hex[] = [1412];

/** Northernmost row still north of the Magoulitsa, per column 1..16. */
const RIVER_NORTH_ROW = [0, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13];
const PATH_HEXES: Hex[] = [811, 812, 813, 814, 815, 816, 817, 818, 819, 820];
const HILLS: Hex[] = [903, 1003, 1004, 1103, 1414, 1415, 1514, 1515];

export interface MapDef {
  terrain: Record<number, TerrainKind>;
  level: Record<number, number>;
  district: Record<number, District>;
  town: Record<number, boolean>;
  path: Record<number, boolean>;
  pathLink: Record<number, boolean>;   // hexside key -> joined by the path
  river: Record<number, boolean>;      // hexside key -> river
  fortInside: Record<number, Hex>;     // hexside key -> the inside hex of a wall
  north: Record<number, boolean>;      // north of the Magoulitsa (13.4.3-b)
  citadel: Hex;
  heptagon: Hex[];
  temple: Hex[];
  sanctuary: Hex[];
}

export const sideKey = (a: Hex, b: Hex): number => (a < b ? a * 10000 + b : b * 10000 + a);

function build(): MapDef {
  const m: MapDef = { terrain: {}, level: {}, district: {}, town: {}, path: {}, pathLink: {}, river: {}, fortInside: {}, north: {}, citadel: CITADEL, heptagon: HEPTAGON, temple: TEMPLE_APOLLO, sanctuary: SANCTUARY_ARTEMIS };
  for (const h of allHexes()) {
    m.terrain[h] = 'clear';
    m.level[h] = 0;
    m.north[h] = row(h) <= RIVER_NORTH_ROW[col(h)];
  }
  for (const d of DISTRICTS) for (const h of DISTRICT_HEXES[d]) { m.district[h] = d; m.town[h] = true; m.terrain[h] = 'city'; }
  m.town[CITADEL] = true; m.terrain[CITADEL] = 'city';
  for (const h of HEPTAGON) m.terrain[h] = 'tower';
  for (const h of TEMPLE_APOLLO) m.terrain[h] = 'temple';
  for (const h of SANCTUARY_ARTEMIS) m.terrain[h] = 'sanctuary';
  for (const h of HILLS) m.level[h] = 1;
  for (const h of PATH_HEXES) m.path[h] = true;
  for (let i = 0; i + 1 < PATH_HEXES.length; i++) m.pathLink[sideKey(PATH_HEXES[i], PATH_HEXES[i + 1])] = true;
  for (const h of allHexes()) {
    for (const n of neighbours(h)) {
      if (n < 0 || n < h) continue;
      if (m.north[h] !== m.north[n]) m.river[sideKey(h, n)] = true;
      if (!!m.town[h] !== !!m.town[n]) m.fortInside[sideKey(h, n)] = m.town[h] ? h : n;
    }
  }
  return m;
}

export const SPARTA_MAP: MapDef = build();

export const MAP_PROV: Record<string, Provenance> = {
  size: ph('G-03: at least 16 x 20 (columns 01-16, rows up to 20 in the set-up)'),
  numbering: rb('13.2.1[BS]: row xx20 is the southern edge'),
  startHexes: rb('13.2.1[BS] starting positions'),
  districts: ph('G-03: district hexes invented; each holds a Spartan start hex (G-16)'),
  citadel: ph('G-03: Citadel placed at 1004, adjacent to Nabis in 1005'),
  heptagon: ph('G-03/G-17: one Heptagon hex (tower terrain) at 0808'),
  temple: ph('G-03: Temple of Apollo at 1408'),
  sanctuary: ph('G-03: Sanctuary of Artemis at 1412'),
  walls: ph('G-03/G-18: fortification hexsides on every town/non-town hexside, inside = town'),
  river: ph('G-03: the Magoulitsa between the two set-ups (spec §6.6 [INT])'),
  hills: ph('G-03: two +1 level hills'),
  path: ph('G-03: a path from 0820 north to the town (0811)'),
};

export function isDirAdjacent(a: Hex, b: Hex): boolean { return dirTo(a, b) >= 0; }
