// The CdB board's own words (status, tray, legend, the provisional notice), English and French.
// The actions' and events' words are the rule system's (src/rules/cdb/describe.ts).
export type L2 = { en: string; fr: string };
export const tr = (t: L2, lang: string) => (lang === 'fr' ? t.fr : t.en);

export const SIDE_NAME: L2[] = [{ en: 'Mycenaeans', fr: 'Mycéniens' }, { en: 'Hittites', fr: 'Hittites' }];
export const PHASE: Record<string, L2> = {
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
export const FACING_SHORT: L2[] = [{ en: 'ESE', fr: 'ESE' }, { en: 'S', fr: 'S' }, { en: 'WSW', fr: 'OSO' }, { en: 'WNW', fr: 'ONO' }, { en: 'N', fr: 'N' }, { en: 'ENE', fr: 'ENE' }];
export const ARROW = ['↘', '↓', '↙', '↖', '↑', '↗'];

/** The marker badges (ux.md §3: a letter in a corner), and what each means. */
export const MARKER: Record<string, L2> = {
  D: { en: 'corps demoralised', fr: 'corps démoralisé' },
  U: { en: 'unreliable ally', fr: 'allié peu fiable' },
  F: { en: 'fled this turn', fr: 'a fui ce tour' },
  H: { en: 'held back this turn', fr: 'retenu ce tour' },
  S: { en: 'shot this turn', fr: 'a tiré ce tour' },
  M: { en: 'fought in mêlée this turn', fr: 'a combattu en mêlée ce tour' },
};

export const CHOICE_HINT: Record<string, L2> = {
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
