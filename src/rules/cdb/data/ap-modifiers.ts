// The action-point cost modifiers of rule 4.2, as the rulebook lists them.
// IDs are the spec's (§4, rule 4.2); written here as "4.2-M1" etc. because the spec
// reuses M1–M22 for the list of things missing from both files (§8.4).
import type { Text } from '../../../engine/contract';

export interface ApModifier {
  id: string;
  value: number;
  applies: 'move' | 'restraint' | 'any';
  /** The source marks it ⟨X⟩ (changed since VV n°15). */
  changedSinceVV15: boolean;
  text: Text;
}

const t = (en: string, fr: string): Text => ({ en, fr });

export const AP_BASE_COST = 1;
/** The CinC's extra point pays for an activation that includes him (2.6, 4.2). */
export const CINC_POINTS = 1;

export const AP_MODIFIERS: ApModifier[] = [
  { id: '4.2-M1', value: 1, applies: 'move', changedSinceVV15: true,
    text: t('an irregular unit other than light troops or cavalry changes facing during the move', 'une unité irrégulière autre que légère ou cavalerie change d\'orientation pendant le mouvement') },
  { id: '4.2-M2', value: 1, applies: 'move', changedSinceVV15: true,
    text: t('an irregular non-light unit does not use its whole movement allowance, unless it comes next to an enemy, a river, a wood or impassable ground', 'une unité irrégulière non légère n\'utilise pas tout son potentiel, sauf si elle arrive au contact d\'un ennemi, d\'une rivière, d\'un bois ou d\'un terrain infranchissable') },
  { id: '4.2-M3', value: 1, applies: 'move', changedSinceVV15: false,
    text: t('each march move after the first, for a body with an irregular non-skirmisher', 'chaque mouvement de marche après le premier, pour un ensemble avec une unité irrégulière non tirailleur') },
  { id: '4.2-M4', value: 1, applies: 'move', changedSinceVV15: true,
    text: t('a group mixing horse (knights, cavalry, light horse or mounted infantry) with foot other than psiloi', 'un groupe mêlant cavaliers (chevaliers, cavalerie, cavalerie légère ou infanterie montée) et fantassins autres que psiloi') },
  { id: '4.2-R1', value: 1, applies: 'restraint', changedSinceVV15: false,
    text: t('restraining irregulars, unless all on foot in a position of advantage', 'retenir des irréguliers, sauf s\'ils sont tous à pied en position avantageuse') },
  { id: '4.2-G1', value: 1, applies: 'any', changedSinceVV15: false,
    text: t('every unit is beyond 12 hexes of its general in sight, or beyond 6 out of sight', 'toutes les unités sont à plus de 12 hexagones de leur général en vue, ou à plus de 6 hors de vue') },
  { id: '4.2-G2', value: 1, applies: 'any', changedSinceVV15: false,
    text: t('the corps general is next to an enemy, has left the map or is lost', 'le général du corps est au contact d\'un ennemi, a quitté la carte ou est éliminé') },
];

/** Command distances of G1 (4.2), in hexes. */
export const COMMAND_RANGE_IN_VIEW = 12;
export const COMMAND_RANGE_OUT_OF_VIEW = 6;
