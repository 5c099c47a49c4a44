// The CdB board's own words (status, tray, legend, the provisional notice), English and French,
// read with the app's `tx`. The actions' and events' words are the rule system's
// (src/rules/cdb/describe.ts); the sides are named by the armies (src/rules/cdb/side-names.ts).
import type { Text } from '../../engine/contract';
import type { CdbState } from '../../rules/cdb';
import { sideWords } from '../../rules/cdb/side-names';

/** A side's name for the board: the army chosen ("Hittites", "Free army"), capitalised. */
export const sideName = (s: CdbState, side: number): Text => {
  const t = sideWords(s)[side]?.the ?? { en: '?', fr: '?' };
  const bare = (x: string) => x.replace(/^(the|les|l') ?/i, '');
  const cap = (x: string) => (x ? x[0].toLocaleUpperCase() + x.slice(1) : x);
  return { en: cap(bare(t.en)), fr: cap(bare(t.fr)) };
};
export const PHASE: Record<string, Text> = {
  ap: { en: 'action points', fr: 'points d\'action' },
  assign: { en: 'assigning the dice', fr: 'attribution des dés' },
  move: { en: 'movement', fr: 'mouvement' },
  advance: { en: 'spontaneous advances', fr: 'avances spontanées' },
  flight: { en: 'flight', fr: 'fuite' },
  shooting: { en: 'shooting', fr: 'tir' },
  melee: { en: 'mêlée', fr: 'mêlée' },
  end: { en: 'end of turn', fr: 'fin du tour' },
  over: { en: 'game over', fr: 'partie finie' },
};
/** Vertex facings of the pointy-top grid (spec §2.1): 1 South, 4 North. */
export const FACING_SHORT: Text[] = [{ en: 'ESE', fr: 'ESE' }, { en: 'S', fr: 'S' }, { en: 'WSW', fr: 'OSO' }, { en: 'WNW', fr: 'ONO' }, { en: 'N', fr: 'N' }, { en: 'ENE', fr: 'ENE' }];
export const ARROW = ['↘', '↓', '↙', '↖', '↑', '↗'];

/** The marker badges (ux.md §3: a letter in a corner), and what each means. */
export const MARKER: Record<string, Text> = {
  D: { en: 'corps demoralised', fr: 'corps démoralisé' },
  U: { en: 'unreliable ally', fr: 'allié peu fiable' },
  F: { en: 'fled this turn', fr: 'a fui ce tour' },
  H: { en: 'held back this turn', fr: 'retenu ce tour' },
  S: { en: 'shot this turn', fr: 'a tiré ce tour' },
  M: { en: 'fought in mêlée this turn', fr: 'a combattu en mêlée ce tour' },
};

export const CHOICE_HINT: Record<string, Text> = {
  recoilHex: { en: 'Choose where it recoils (green hexes):', fr: 'Choisissez où il recule (cases vertes) :' },
  rearLoss: { en: 'Choose the counter lost:', fr: 'Choisissez le pion perdu :' },
  blockingLoss: { en: 'Choose the counter lost:', fr: 'Choisissez le pion perdu :' },
  elephantRear: { en: 'Choose who gives way to the elephant:', fr: 'Choisissez qui cède devant l\'éléphant :' },
  designation: { en: 'Choose the attacker it turns to face (orange hexes):', fr: 'Choisissez l\'assaillant auquel il fait face (cases orange) :' },
  meleeTarget: { en: 'Choose the mêlée:', fr: 'Choisissez la mêlée :' },
  shotTarget: { en: 'Choose the shot:', fr: 'Choisissez le tir :' },
  advanceTarget: { en: 'Choose the advance:', fr: 'Choisissez l\'avance :' },
  ignoreTarget: { en: 'Ignore this enemy for the advance?', fr: 'Ignorer cet ennemi pour l\'avance ?' },
};
