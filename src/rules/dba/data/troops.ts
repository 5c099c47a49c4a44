// Troop catalogue (spec §1.2, §2.4, §5.1–5.3), 15 mm metric profile: 1 mm = 4 paces,
// every base 40 mm = 160 p wide (BASE-01). Provenance: 'rulebook' = transcribed
// from the basing, movement and factor tables; 'derived' = computed from them.

export type Troop = 'El' | 'Kn' | 'Cv' | 'LH' | 'SCh' | 'Cm' | 'Sp' | 'Pk' | 'Bd' | 'Ax' | 'Bw' | 'Ps' | 'Wb' | 'Hd' | 'Art' | 'WWg' | 'CF';
export type Provenance = 'rulebook' | 'derived' | 'placeholder';

export const TROOPS: readonly Troop[] = ['El', 'Kn', 'Cv', 'LH', 'SCh', 'Cm', 'Sp', 'Pk', 'Bd', 'Ax', 'Bw', 'Ps', 'Wb', 'Hd', 'Art', 'WWg', 'CF'];

/** TROOP-01: the mounted classes; everything else, camp followers and denizens included, is foot (TROOP-02). */
export const MOUNTED: ReadonlySet<Troop> = new Set<Troop>(['El', 'Kn', 'Cv', 'LH', 'SCh', 'Cm']);

/** Base width in paces (BASE-01, 40 mm at 15 mm scale). */
export const BW = 160;

export interface BaseDef { code: string; type: Troop; depth: number; camel?: boolean; lit?: boolean; src: Provenance }

/** BASE-01 depth table, "other scales" column (mm × 4 = paces). 5Hd follows DMG-1. */
export const BASES: Record<string, BaseDef> = Object.fromEntries(([
  ['El', 'El', 160], ['3Kn', 'Kn', 120], ['4Kn', 'Kn', 120], ['6Kn', 'Kn', 240], ['HCh', 'Kn', 160],
  ['3Cv', 'Cv', 120], ['6Cv', 'Cv', 240], ['LCh', 'Cv', 160], ['2LH', 'LH', 120], ['2Cm', 'LH', 120, { camel: true }],
  ['SCh', 'SCh', 160], ['3Cm', 'Cm', 120, { camel: true }], ['4Sp', 'Sp', 60], ['3Sp', 'Sp', 80], ['4Pk', 'Pk', 60],
  ['4Bd', 'Bd', 60], ['3Bd', 'Bd', 80], ['6Bd', 'Bd', 160], ['4Ax', 'Ax', 80], ['3Ax', 'Ax', 80],
  ['4Bw', 'Bw', 80], ['4Lb', 'Bw', 80], ['4Cb', 'Bw', 80], ['3Bw', 'Bw', 80], ['3Lb', 'Bw', 80], ['3Cb', 'Bw', 80],
  ['8Bw', 'Bw', 160], ['8Lb', 'Bw', 160], ['8Cb', 'Bw', 160], ['2Ps', 'Ps', 80], ['4Wb', 'Wb', 60], ['3Wb', 'Wb', 80],
  ['5Hd', 'Hd', 120], ['7Hd', 'Hd', 120], ['Art', 'Art', 160], ['WWg', 'WWg', 320], ['Lit', 'WWg', 320, { lit: true }],
  ['CF', 'CF', 80],
] as [string, Troop, number, { camel?: boolean; lit?: boolean }?][]).map(([code, type, depth, x]) => [code, { code, type, depth, src: 'rulebook' as Provenance, ...(x ?? {}) }]));

/** RES-01 combat factors [vs foot, vs mounted]; Art in close combat is +2 (ArtClose). */
export const COMBAT_FACTOR: Record<Troop | 'ArtClose', [number, number]> = {
  Bd: [5, 3], El: [4, 5], Sp: [4, 4], SCh: [4, 4], Art: [4, 4], Kn: [3, 4], Pk: [3, 4], WWg: [3, 4], Cv: [3, 3],
  Ax: [3, 2], Wb: [3, 2], Hd: [3, 2], Bw: [2, 4], Cm: [2, 4], LH: [2, 2], Ps: [2, 2], ArtClose: [2, 2], CF: [1, 1],
};
/** Denizens of a BUA fight at +1 either way (RES-01). */
export const DENIZEN_FACTOR = 1;

/** DIST-02 allowances in paces: good going off road, bad going off road (null = forbidden, DIST-03), road only. */
export const MOVE: Record<Troop, { good: number; bad: number | null; road: number }> = {
  LH: { good: 500, bad: 200, road: 500 },
  Cv: { good: 400, bad: 200, road: 400 }, Cm: { good: 400, bad: 200, road: 400 }, SCh: { good: 400, bad: 200, road: 400 },
  Kn: { good: 300, bad: 200, road: 400 }, El: { good: 300, bad: 200, road: 400 },
  Ax: { good: 300, bad: 300, road: 400 }, Ps: { good: 300, bad: 300, road: 400 },
  Sp: { good: 200, bad: 200, road: 400 }, Pk: { good: 200, bad: 200, road: 400 }, Bd: { good: 200, bad: 200, road: 400 },
  Bw: { good: 200, bad: 200, road: 400 }, Wb: { good: 200, bad: 200, road: 400 }, Hd: { good: 200, bad: 200, road: 400 },
  Art: { good: 200, bad: null, road: 400 }, WWg: { good: 200, bad: null, road: 400 }, CF: { good: 0, bad: null, road: 0 },
};
/** DIST-02: the cap while the front is in a river that is not easy. */
export const RIVER_MOVE = 100;

/** SHO-01 ranges in paces (Lit never shoots). */
export const SHOOT_RANGE: Partial<Record<Troop, number>> = { Art: 500, Bw: 200, WWg: 200 };

/** PIP-02 case 1: types that cost +1 PIP to move. */
export const PIP_HEAVY: ReadonlySet<Troop> = new Set<Troop>(['El', 'Hd', 'WWg', 'Art']);
/** PUR-01 / BRK-03: impetuous types that must pursue. */
export const PURSUERS: ReadonlySet<Troop> = new Set<Troop>(['Kn', 'SCh', 'Wb', 'Hd']);
/** Tactical-factor −2 exemption for own bad going (RES-01 table). */
export const BAD_GOING_EXEMPT: ReadonlySet<Troop> = new Set<Troop>(['Ax', 'Bw', 'Wb', 'Ps']);

export function isMounted(t: Troop): boolean { return MOUNTED.has(t); }
