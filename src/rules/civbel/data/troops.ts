// The troop catalogue of pp. 8–9 (ORG, spec §2.1) with the basic stand points of
// p.15. A and D are the Attack and Defence factors, S and L the short- and
// long-range missile capabilities; null where the book prints "-".
import { rb, type Provenance } from './provenance';

export type Category = 'LI' | 'HI' | 'CAV' | 'SPECIAL';

export type TroopTypeId =
  | 'skirmishers' | 'missileTroops' | 'javelinmen' | 'rabble'
  | 'shockInfantry' | 'phalangites' | 'spearmen' | 'bowmen' | 'swordsmen'
  | 'lightCavalry' | 'horseArchers' | 'lightChariotCeltic' | 'lightChariotIndian' | 'heavyChariot'
  | 'heavyCavalry' | 'shockCavalry' | 'cataphracts'
  | 'artillery' | 'elephantIndian' | 'elephantAfrican' | 'scythedChariot';

export interface TroopType {
  id: TroopTypeId;
  category: Category;
  attack: number | null;
  defence: number | null;
  short: boolean;
  long: boolean;
  /** Artillery's range multiple of bow range ("L3"). */
  longMultiple?: number;
  /** Light Troops = LI + Light Cavalry + Horse Archers (p.8). */
  light: boolean;
  /** Mounted Troops = Cavalry + Scythed Chariots + Elephants (p.8). */
  mounted: boolean;
  chariot: boolean;
  /** Formation (p.27): always unformed, formed or unformed at will, or formed. Special troops: none. */
  formable: 'unformed' | 'either' | 'formed' | 'none';
  /** Basic stand points (p.15). */
  points: number;
  src: Provenance;
}

const P8 = rb(8, 'Organising Troops'), P9 = rb(9, 'Organising Troops');

function t(id: TroopTypeId, category: Category, attack: number | null, defence: number | null, short: boolean, long: boolean, formable: TroopType['formable'], points: number, src: Provenance, extra: Partial<TroopType> = {}): TroopType {
  const light = category === 'LI' || id === 'lightCavalry' || id === 'horseArchers';
  const mounted = category === 'CAV' || id === 'scythedChariot' || id === 'elephantIndian' || id === 'elephantAfrican';
  const chariot = id === 'lightChariotCeltic' || id === 'lightChariotIndian' || id === 'heavyChariot' || id === 'scythedChariot';
  return { id, category, attack, defence, short, long, light, mounted, chariot, formable, points, src, ...extra };
}

// Formability: chariots always unformed; light troops normally unformed (spec A35:
// always, except Javelinmen); Javelinmen and Heavy Cavalry either (p.27).
export const TROOP_TYPES: readonly TroopType[] = [
  t('skirmishers', 'LI', 1, 1, true, false, 'unformed', 4, P8),
  t('missileTroops', 'LI', 0, 1, true, true, 'unformed', 4, P8),
  t('javelinmen', 'LI', 2, 2, true, false, 'either', 6, P8),
  t('rabble', 'LI', 2, 0, true, false, 'unformed', 4, P8, { src: rb(8, 'Organising Troops', 'shoots at half effect') }),
  t('shockInfantry', 'HI', 3, 2, false, false, 'formed', 6, P8),
  t('phalangites', 'HI', 1, 1, false, false, 'formed', 8, P8),
  t('spearmen', 'HI', 2, 2, false, false, 'formed', 8, P9),
  t('bowmen', 'HI', 1, 2, true, true, 'formed', 6, P9),
  t('swordsmen', 'HI', 3, 3, false, false, 'formed', 8, P9),
  t('lightCavalry', 'CAV', 2, 0, true, false, 'unformed', 8, P9),
  t('horseArchers', 'CAV', 1, 0, true, true, 'unformed', 8, P9),
  t('lightChariotCeltic', 'CAV', 4, 2, true, false, 'unformed', 10, rb(9, 'Organising Troops', 'Celtic and Libyan types; points: "other cavalry" (spec ORG-20 INTERP)')),
  t('lightChariotIndian', 'CAV', 3, 1, true, true, 'unformed', 10, rb(9, 'Organising Troops', 'points: "other cavalry" (spec ORG-20 INTERP)')),
  t('heavyChariot', 'CAV', 5, 2, true, true, 'unformed', 15, P9),
  t('heavyCavalry', 'CAV', 3, 1, true, false, 'either', 10, P9),
  t('shockCavalry', 'CAV', 4, 1, false, false, 'formed', 10, P9),
  t('cataphracts', 'CAV', 5, 1, false, false, 'formed', 15, rb(9, 'Organising Troops', 'always armoured')),
  t('artillery', 'SPECIAL', null, null, false, true, 'none', 35, rb(9, 'Special Troops', 'L3: three times bow range; ignores armour and cover'), { longMultiple: 3 }),
  t('elephantIndian', 'SPECIAL', 5, 4, false, false, 'none', 35, rb(9, 'Special Troops', '+10 points as an Indian Elephant (p.15)')),
  t('elephantAfrican', 'SPECIAL', 4, 3, false, false, 'none', 35, P9),
  t('scythedChariot', 'SPECIAL', 0, null, false, false, 'none', 35, rb(9, 'Special Troops', 'attack grows with impetus (p.30, missing)')),
];

const BY_ID = new Map<string, TroopType>(TROOP_TYPES.map((x) => [x.id, x]));

/** The type named `id`, or undefined for a name that is not in the catalogue
 *  (a Map lookup: `id` may come from a player's input). */
export function troopType(id: string): TroopType | undefined {
  return BY_ID.get(id);
}

export const isSpecial = (id: TroopTypeId): boolean => troopType(id)!.category === 'SPECIAL';
export const isInfantry = (id: TroopTypeId): boolean => { const c = troopType(id)!.category; return c === 'LI' || c === 'HI'; };
export const isElephant = (id: TroopTypeId): boolean => id === 'elephantIndian' || id === 'elephantAfrican';
