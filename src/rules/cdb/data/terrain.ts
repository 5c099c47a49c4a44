// Terrain of Champs de Bataille (rule 1.2 and the scattered effects compiled in spec §5.2).
// A hex has one ground class (clear, broken or difficult) and a kind naming the feature;
// elevation, roads, rivers, fortifications and impassable ground are separate properties.
import type { Text } from '../../../engine/contract';

export type Ground = 'clear' | 'broken' | 'difficult';

export interface TerrainKind {
  id: string;
  ground: Ground;
  name: Text;
  /** Blocks a line of sight through it (10.2): woods, orchards, buildings. */
  blocksSight: boolean;
  /** Sight into, out of or across it reaches 2 hexes only (1.2): woods and oases. */
  shortSight: boolean;
  /** A unit may enter it only if it began the move in or next to the same feature (1.2, woods). */
  entryFromEdge: boolean;
  /** Where the Psiloi ambush of 14.3 may hide (broken), or any ambush (woods, oases). */
  ambush: 'none' | 'psiloi' | 'any';
}

const t = (en: string, fr: string): Text => ({ en, fr });
const k = (id: string, ground: Ground, en: string, fr: string, more: Partial<TerrainKind> = {}): TerrainKind =>
  ({ id, ground, name: t(en, fr), blocksSight: false, shortSight: false, entryFromEdge: false, ambush: 'none', ...more });

/** The members of each class listed in 1.2 (gentle hills are clear ground with elevation). */
export const TERRAIN_KINDS: Record<string, TerrainKind> = {
  open: k('open', 'clear', 'Open ground', 'Terrain dégagé'),
  cultivated: k('cultivated', 'clear', 'Cultivated fields', 'Terres cultivées'),
  marshy: k('marshy', 'broken', 'Soft marshy ground', 'Terrain moyennement marécageux', { ambush: 'psiloi' }),
  rocky: k('rocky', 'broken', 'Rocky ground', 'Terrain rocailleux', { ambush: 'psiloi' }),
  mud: k('mud', 'broken', 'Muddy ground', 'Terrain boueux', { ambush: 'psiloi' }),
  river: k('river', 'broken', 'River', 'Rivière'),
  frozen: k('frozen', 'broken', 'Frozen river or lake', 'Rivière ou lac gelé', { ambush: 'psiloi' }),
  brush: k('brush', 'broken', 'Low brush', 'Broussailles', { ambush: 'psiloi' }),
  wood: k('wood', 'difficult', 'Wood', 'Bois', { blocksSight: true, shortSight: true, entryFromEdge: true, ambush: 'any' }),
  orchard: k('orchard', 'difficult', 'Orchard', 'Verger', { blocksSight: true }),
  olive: k('olive', 'difficult', 'Olive grove', 'Oliveraie'),
  oasis: k('oasis', 'difficult', 'Oasis', 'Oasis', { shortSight: true, ambush: 'any' }),
  enclosure: k('enclosure', 'difficult', 'Enclosures', 'Enclos'),
  marsh: k('marsh', 'difficult', 'Marsh', 'Marais'),
  buildings: k('buildings', 'difficult', 'Buildings', 'Zone bâtie', { blocksSight: true }),
};

/** Woods and oases limit sight to this many hexes (1.2). */
export const SHORT_SIGHT_HEXES = 2;
