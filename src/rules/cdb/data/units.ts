// The unit-type catalogue of Champs de Bataille (rules 2.3–2.8, spec §2.3 and §5.1).
// The printed counter tables are lost: the rulebook gives only Bw MA 2 (9.1), Cv and
// Cm MA 4 (2.8), Bw +2 against foot (10.4 example), Baggage value 1 and MA 0/2 (2.4).
// Everything else is a [RECON] placeholder rebuilt from DBA at 100 paces a hex, which
// players holding the printed counters may correct before a game.
import { der, ph, rb, type Provenance } from '../../../engine/provenance';
import type { Text } from '../../../engine/contract';

export const UNIT_TYPES = ['Kn', 'Cv', 'LH', 'El', 'Cm', 'Exp', 'Sp', 'Bd', 'Pk', 'Ax', 'Bw', 'Ps', 'Wb', 'Hd', 'Art', 'WW', 'Bag'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const QUALITIES = ['S', 'O', 'I', 'F', 'X'] as const;
export type Quality = (typeof QUALITIES)[number];

/** Which of the opponent's two tactical values applies: foot or mounted (2.3). Baggage is a non-combatant. */
export type UnitClass = 'mounted' | 'foot' | 'baggage';

/** Who may make ranged shots (10): Bw and Art always, WW only when (O) or (S). */
export type Shooting = 'no' | 'yes' | 'ordinaryOrSuperior';

export interface UnitTypeDef {
  code: UnitType;
  name: Text;
  cls: UnitClass;
  /** Light units (2.6): LH, Ps, Ax. */
  light: boolean;
  /** Skirmishers (2.6): LH, Ps. */
  skirmisher: boolean;
  shoots: Shooting;
  /** The source marks the type ⟨X⟩: changed since Vae Victis n°15 (metadata, not an option; spec C1). */
  changedSinceVV15: boolean;
  /** Movement allowance in hexes (a Fast counter adds FAST_MA_BONUS). */
  ma: number;
  /** Tactical value against foot and against mounted (the opponent's class decides). */
  tvFoot: number;
  tvMounted: number;
  /** Tactical value used when shooting, when it differs from the mêlée value (Art). */
  shootTv?: number;
  /** Shooting range in hexes (counted as distance). */
  range?: number;
  prov: Record<'ma' | 'tvFoot' | 'tvMounted' | 'shootTv' | 'range', Provenance>;
}

const t = (en: string, fr: string): Text => ({ en, fr });
const RECON_TV = ph('[RECON] DBA 2.2 combat factor (spec §5.1): the printed counter value is lost');
const RECON_MA = ph('[RECON] DBA tactical move at 100 paces a hex (spec §5.1): the printed counter value is lost');
const NONE = der('not used by this type');
const RECON_RANGE = ph('[RECON] DBA range at 100 paces a hex (spec §5.1, M5): no range is printed in the rulebook');
const P = (ma: Provenance, tvFoot: Provenance = RECON_TV, tvMounted: Provenance = RECON_TV, range: Provenance = NONE, shootTv: Provenance = NONE) =>
  ({ ma, tvFoot, tvMounted, range, shootTv });

const u = (code: UnitType, en: string, fr: string, cls: UnitClass, ma: number, tvFoot: number, tvMounted: number,
  prov: UnitTypeDef['prov'], more: Partial<UnitTypeDef> = {}): UnitTypeDef => ({
  code, name: t(en, fr), cls, light: false, skirmisher: false, shoots: 'no', changedSinceVV15: false, ma, tvFoot, tvMounted, prov, ...more,
});

/** The 17 types, in the rulebook's order (2.4). */
export const CATALOGUE: Record<UnitType, UnitTypeDef> = {
  Kn: u('Kn', 'Knights', 'Chevaliers', 'mounted', 3, 3, 4, P(RECON_MA)),
  Cv: u('Cv', 'Cavalry', 'Cavalerie', 'mounted', 4, 3, 3, P(rb('2.8: mounted infantry on horses moves as Cv with 4 MP'))),
  LH: u('LH', 'Light Horse', 'Cavalerie légère', 'mounted', 5, 2, 2, P(RECON_MA), { light: true, skirmisher: true }),
  El: u('El', 'Elephants', 'Éléphants', 'mounted', 3, 4, 5, P(RECON_MA)),
  Cm: u('Cm', 'Camels', 'Chameaux', 'mounted', 4, 2, 4, P(rb('2.8: mounted infantry on camels moves as Cm with 4 MP'))),
  Exp: u('Exp', 'Expendables', 'Sacrifiables', 'mounted', 4, 4, 4, P(RECON_MA), { changedSinceVV15: true }),
  Sp: u('Sp', 'Spears', 'Lances', 'foot', 2, 4, 4, P(RECON_MA)),
  Bd: u('Bd', 'Blades', 'Lames', 'foot', 2, 5, 3, P(RECON_MA)),
  Pk: u('Pk', 'Pikes', 'Piques', 'foot', 2, 3, 4, P(RECON_MA), { changedSinceVV15: true }),
  Ax: u('Ax', 'Auxilia', 'Auxilia', 'foot', 3, 3, 2, P(RECON_MA), { light: true }),
  Bw: u('Bw', 'Bowmen', 'Archers', 'foot', 2, 2, 4,
    P(rb('9.1 and the sidebar "Movement of Bowmen": MA 2 for every Bw'), rb('10.4 example: Bw shooting at Bw roll d6 + 2'), RECON_TV, RECON_RANGE),
    { shoots: 'yes', changedSinceVV15: true, range: 2 }),
  Ps: u('Ps', 'Psiloi', 'Psiloi', 'foot', 3, 2, 2, P(RECON_MA), { light: true, skirmisher: true }),
  Wb: u('Wb', 'Warband', 'Barbares', 'foot', 2, 3, 2, P(RECON_MA)),
  Hd: u('Hd', 'Hordes', 'Hordes', 'foot', 2, 3, 2, P(RECON_MA)),
  Art: u('Art', 'Artillery', 'Artillerie', 'foot', 2, 2, 2, P(RECON_MA, RECON_TV, RECON_TV, RECON_RANGE, RECON_TV),
    { shoots: 'yes', changedSinceVV15: true, range: 5, shootTv: 4 }),
  WW: u('WW', 'War Wagons', 'Chariots de guerre', 'foot', 2, 3, 4, P(RECON_MA, RECON_TV, RECON_TV, RECON_RANGE),
    { shoots: 'ordinaryOrSuperior', changedSinceVV15: true, range: 2 }),
  Bag: u('Bag', 'Baggage', 'Bagages', 'baggage', 2, 1, 1,
    P(rb('2.4: mobile baggage MA 2, immobile MA 0'), rb('2.4: combat value 1, defence only'), rb('2.4: combat value 1, defence only'))),
};

/** (F) counters move one hex further than the base type [RECON, spec §5.1]. */
export const FAST_MA_BONUS = 1;
export const FAST_MA_BONUS_PROV = ph('[RECON] DBM fast troops move further: +1 hex over the base type (spec §5.1)');

/** Kn, WW and Bd shot at by Bowmen use +4 (10.4 ⟨X⟩). */
export const TV_SHOT_BY_BOWMEN: Partial<Record<UnitType, number>> = { Kn: 4, WW: 4, Bd: 4 };

export const QUALITY_NAMES: Record<Quality, Text> = {
  S: t('Superior', 'Supérieure'), O: t('Ordinary', 'Ordinaire'), I: t('Inferior', 'Inférieure'),
  F: t('Fast', 'Rapide'), X: t('Exceptional', 'Exceptionnelle'),
};

/** The light and skirmisher sets of 2.6. */
export const isLight = (ty: UnitType): boolean => CATALOGUE[ty].light;
export const isSkirmisher = (ty: UnitType): boolean => CATALOGUE[ty].skirmisher;
export const isMounted = (ty: UnitType): boolean => CATALOGUE[ty].cls === 'mounted';

/** Permanently impetuous irregular counters (2.5 ⟨X⟩): type → qualities. */
export const PERMANENTLY_IMPETUOUS: Partial<Record<UnitType, Quality[]>> = {
  Kn: ['S', 'O', 'F'],
  Wb: ['S', 'O', 'I', 'F', 'X'],
  Bd: ['S', 'F'],
  Cm: ['S'],
  Hd: ['S', 'F'],
};

/** Counter equivalents lost (12.1 ⟨X⟩), in halves to stay in integers. */
export function ecHalves(ty: UnitType, q: Quality): number {
  if (ty === 'Ps') return 1;
  if (ty === 'Hd') return q === 'I' ? 0 : 1;
  if (ty === 'Bag') return 4; // army losses only
  return 2;
}
