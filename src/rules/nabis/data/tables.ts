// The rulebook's charts, transcribed (Terrain Chart, Shooting Chart, Mêlée Chart, results).
import { rb, type Provenance } from './provenance';

export type TerrainKind = 'clear' | 'city' | 'temple' | 'tower' | 'sanctuary';
export type UnitType = 'Ho' | 'Lg' | 'Pe' | 'Ja' | 'Ar' | 'Ca';
export const UNIT_TYPES: UnitType[] = ['Lg', 'Ho', 'Pe', 'Ja', 'Ar', 'Ca'];

/** null = NA (not allowed). Terrain Chart, Nabis 5.1 (G-06: Temple, Tower, Sanctuary read as one row). */
export const TERRAIN: Record<TerrainKind, { inf: number; cav: number | null; shoot: [number, number]; melee: number; prov: Provenance }> = {
  clear: { inf: 1, cav: 1, shoot: [0, 0], melee: 0, prov: rb('Terrain Chart') },
  city: { inf: 2, cav: 2, shoot: [-2, -2], melee: -1, prov: rb('Terrain Chart') },
  // shoot: [outside->inside, inside->outside]
  temple: { inf: 2, cav: null, shoot: [-3, 0], melee: -2, prov: rb('Terrain Chart (G-06)') },
  tower: { inf: 2, cav: null, shoot: [-3, 0], melee: -2, prov: rb('Terrain Chart (G-06)') },
  sanctuary: { inf: 2, cav: null, shoot: [-3, 0], melee: -2, prov: rb('Terrain Chart (G-06)') },
};

/** Hexside/overlay features and level changes (Terrain Chart). */
export const FEATURES = {
  fortification: { inf: 2, cav: null as number | null, shoot: [-3, 0] as [number, number], melee: [-3, 1] as [number, number], prov: rb('Terrain Chart') },
  river: { inf: 1, cav: 0, shoot: 0, melee: -1, prov: rb('Terrain Chart (G-19: cavalry 0 as printed)') },
  levelUp: { inf: 1, cav: 2, melee: -1, prov: rb('Terrain Chart, +1 level') },
  levelDown: { inf: 0, cav: 1, melee: 1, prov: rb('Terrain Chart, -1 level') },
  path: { cost: 1, prov: rb('Terrain Chart note 2') },
};

/** Shooting Chart (Nabis 5.2): per range 1..4+, [discourage, rout]; rout 0 = none; null = NA. */
export const SHOOTING: Partial<Record<UnitType, ([number, number] | null)[]>> = {
  Ar: [[5, 6], [7, 0], null, null],
  Lg: [[6, 7], null, null, null],
  Pe: [[6, 7], null, null, null],
  Ja: [[6, 7], null, null, null],
};
export const SHOOTING_PROV = rb('Shooting Chart (G-08: "5.6" read 5/6; G-09: Ar range 3 NA)');

export function shootingCell(type: UnitType, range: number): [number, number] | null {
  const row = SHOOTING[type];
  if (!row || range < 1) return null;
  return row[Math.min(range, 4) - 1];
}

/** Shooting modifiers (Nabis 5.3). */
export const SHOOT_DRM = {
  shooterUnder7: -1, shooterOver7: 1, targetSmall: -1, targetSmallMax: 3, targetLarge: 1, targetLargeMin: 8,
  targetLgHo: -1, targetCa: -2, moved: -1, discouraged: -1, prov: rb('Shooting modifiers'),
};

/** Mêlée type matrix (Nabis 5.4): row attacker, column defender, order Lg Ho Pe Ja Ar Ca. */
export const MELEE_TYPE: Record<UnitType, Record<UnitType, number>> = {
  Lg: { Lg: 0, Ho: 1, Pe: 3, Ja: 2, Ar: 2, Ca: 1 },
  Ho: { Lg: 0, Ho: 0, Pe: 2, Ja: 1, Ar: 2, Ca: 1 },
  Pe: { Lg: -1, Ho: -1, Pe: 0, Ja: 2, Ar: 2, Ca: 0 },
  Ja: { Lg: -2, Ho: -2, Pe: -2, Ja: 0, Ar: 1, Ca: -1 },
  Ar: { Lg: -2, Ho: -2, Pe: -2, Ja: 0, Ar: 0, Ca: -2 },
  Ca: { Lg: -1, Ho: 0, Pe: 2, Ja: 3, Ar: 3, Ca: 0 },
};

/** Strength ratio, rounded in the defender's favour, with integer comparisons (Nabis 5.4). */
export function ratioDrm(a: number, d: number): number {
  if (a >= 2 * d) return 2;
  if (a >= d) return 1;
  if (2 * a >= d) return 0;
  if (3 * a >= d) return -1;
  return -2;
}

export const MELEE_OTHER = {
  offensiveFire: -2, flank: 2, rear: 3, rearPlus: 4, attOneDisc: -1, attAllDisc: -2,
  defOneDisc: 1, defAllDiscOrRouted: 2, defAllRouted: 5, cap: 7, prov: rb('Mêlée Chart, other modifiers'),
};

export type ResultCode = 'NE' | 'F' | 'R' | 'FR' | 'DR' | 'DrR' | 'Adv' | 'AdvPossible';
/** Mêlée Results (Nabis 5.5): [from, to, defenders, attackers]. */
export const MELEE_RESULTS: [number, number, ResultCode, ResultCode][] = [
  [-7, -4, 'AdvPossible', 'DR'],
  [-3, 0, 'NE', 'FR'],
  [1, 3, 'F', 'R'],
  [4, 4, 'NE', 'NE'],
  [5, 6, 'R', 'Adv'],
  [7, 9, 'FR', 'Adv'],
  [10, 13, 'DR', 'Adv'],
  [14, 16, 'DrR', 'Adv'],
];

export function meleeResult(modified: number): { def: ResultCode; att: ResultCode } {
  for (const [a, b, d, t] of MELEE_RESULTS) if (modified >= a && modified <= b) return { def: d, att: t };
  throw new Error('mêlée result out of range: ' + modified);
}

/** Leader casualty check (Nabis 5.3, 5.5): 0-6 none, 7-8 wounded, 9 killed. */
export function leaderCheck(d10: number): 'none' | 'wound' | 'kill' {
  return d10 <= 6 ? 'none' : d10 <= 8 ? 'wound' : 'kill';
}

/** Victory points per eliminated unit by printed front quality (Nabis 13.3.2-b/c/d). */
export function vpForQuality(q: number): number { return q <= 4 ? 1 : q <= 6 ? 2 : 3; }

export const STACK_LIMIT = 9; // Nabis 5.1-a
