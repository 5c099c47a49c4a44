// Terrain catalogue and home topographies (spec §2.2, §2.3), transcribed.
import type { Troop } from './troops';

export type AreaKind = 'SteepHill' | 'GentleHill' | 'Woods' | 'Marsh' | 'Rough' | 'Dunes' | 'Oasis' | 'BUA';
export type LinearKind = 'Waterway' | 'River' | 'Road';
export type FeatureKind = AreaKind | LinearKind;
export type Topography = 'ARABLE' | 'FOREST' | 'HILLY' | 'STEPPE' | 'DRY' | 'TROPICAL' | 'LITTORAL';

export const AREA_KINDS: readonly AreaKind[] = ['SteepHill', 'GentleHill', 'Woods', 'Marsh', 'Rough', 'Dunes', 'Oasis', 'BUA'];
export const FEATURE_KINDS: readonly FeatureKind[] = [...AREA_KINDS, 'Waterway', 'River', 'Road'];

/** TER: going of each area feature ('bad' may be lifted for camels: Dunes, Oasis). BUA is neither. */
export const GOING: Record<AreaKind, 'good' | 'bad' | 'neither'> = {
  SteepHill: 'bad', GentleHill: 'good', Woods: 'bad', Marsh: 'bad', Rough: 'bad', Dunes: 'bad', Oasis: 'bad', BUA: 'neither',
};

/** Bad going for a type, with the camel exception (Dunes, Oasis good for 3Cm/2Cm). */
export function badFor(kind: AreaKind, camel: boolean): boolean {
  if (GOING[kind] !== 'bad') return false;
  return !(camel && (kind === 'Dunes' || kind === 'Oasis'));
}

/** TER-04: features whose edge blocks shooting (hill crests are handled apart). */
export const BLOCKS_SHOOTING: ReadonlySet<AreaKind> = new Set<AreaKind>(['Woods', 'Oasis']);
/** TER-01: long-and-thin allowed. */
export const MAY_BE_THIN: ReadonlySet<AreaKind> = new Set<AreaKind>(['Rough', 'Marsh']);
/** FLE-02 / PUR-01: bad going that fleeing troops and pursuers do not avoid. */
export const NOT_AVOIDED: ReadonlySet<AreaKind> = new Set<AreaKind>(['Marsh', 'Rough']);

export interface TopographyDef {
  /** Each inner array is one "or" choice of compulsory feature; at least one must be used. */
  compulsory: FeatureKind[];
  optional: FeatureKind[];
  /** LITTORAL's "either X or Y" pairs among the optional features. */
  exclusive?: [FeatureKind, FeatureKind][];
}

/** §2.3 table. HILLY's second "River" is DMG-2: read as the option `dmg2` chooses (Road by default). */
export function topographies(dmg2: 'Road' | 'GentleHill'): Record<Topography, TopographyDef> {
  return {
    ARABLE: { compulsory: ['BUA', 'Road'], optional: ['River', 'SteepHill', 'GentleHill', 'Woods', 'Road', 'Waterway'] },
    FOREST: { compulsory: ['Woods'], optional: ['River', 'Marsh', 'GentleHill'] },
    HILLY: { compulsory: ['SteepHill'], optional: ['River', 'Woods', 'BUA', dmg2] },
    STEPPE: { compulsory: ['GentleHill'], optional: ['River', 'Rough', 'BUA', 'Road'] },
    DRY: { compulsory: ['Rough'], optional: ['Dunes', 'SteepHill', 'Oasis', 'BUA'] },
    TROPICAL: { compulsory: ['Woods'], optional: ['River', 'Marsh', 'Rough', 'BUA', 'Road'] },
    LITTORAL: { compulsory: ['Waterway'], optional: ['SteepHill', 'Marsh', 'Woods', 'Dunes', 'BUA', 'River'], exclusive: [['SteepHill', 'Marsh'], ['Woods', 'Dunes']] },
  };
}

export const TOPOGRAPHIES: readonly Topography[] = ['ARABLE', 'FOREST', 'HILLY', 'STEPPE', 'DRY', 'TROPICAL', 'LITTORAL'];

/** TER constants in paces (spec §5.8). */
export const TER = {
  board: 2400,
  areaLplusW: 9 * 160,
  minDim: 160,
  gap: 160,
  buaCorner: 900,
  waterwayMin: 200,
  waterwayMax: 600,
  /** TER-08: within 400 p of its edge for half its length (option ter08). */
  waterwayNear: 400,
  /** TER-08: an optional beach or flood plain along the shore, up to 200 p wide. */
  beachMax: 200,
  riverMaxWidth: 160,
  riverEdgeClear: 600,
  campLplusW: 4 * 160,
};

export type _TroopUsed = Troop;
