// A rule as the rulebook names it: the section of its contents page (p.3–4) and the
// page, instead of the specification's IDs ("CMD-03" → "Command Points and Command
// Radius, p.19"). The missing chapters' stand-in is named by the chapter it stands in
// for, and always as a provisional rule (issue 11).
type T2 = [string, string];
type Section = { from: number; to: number; page: number; name: T2 };

/** The surviving chapters' sections by spec family and ID number (spec §4, rulebook pp. 8–28). */
const SECTIONS: Record<string, Section[]> = {
  ORG: [
    { from: 1, to: 9, page: 14, name: ['Organising the Army', 'Organiser l’armée'] },
    // ORG-15..17, the Legion's make-up (p.13), within Organising Troops.
    { from: 15, to: 17, page: 13, name: ['Legions', 'Légions'] },
    { from: 10, to: 19, page: 8, name: ['Organising Troops', 'Organiser les troupes'] },
    { from: 20, to: 29, page: 15, name: ['Points Values', 'Valeur en points'] },
  ],
  SEQ: [{ from: 0, to: 99, page: 17, name: ['Sequence of Play', 'Séquence de jeu'] }],
  CMD: [
    { from: 1, to: 2, page: 19, name: ['Chain of Command', 'Chaîne de commandement'] },
    { from: 3, to: 3, page: 19, name: ['Command Points and Command Radius', 'Points de commandement et rayon de commandement'] },
    // CMD-04 (spending the points, p.20) belongs with the allocation actions.
    { from: 4, to: 4, page: 20, name: ['Command Point Allocation', 'Répartition des points de commandement'] },
    { from: 5, to: 7, page: 19, name: ['Command Points and Command Radius', 'Points de commandement et rayon de commandement'] },
    { from: 8, to: 10, page: 20, name: ['Command Point Allocation', 'Répartition des points de commandement'] },
    { from: 20, to: 26, page: 21, name: ['Control Tests', 'Tests de contrôle'] },
    { from: 30, to: 32, page: 21, name: ['Spontaneous Advance', 'Avance spontanée'] },
    { from: 35, to: 37, page: 21, name: ['Looting', 'Pillage'] },
    { from: 40, to: 41, page: 22, name: ['Orders', 'Ordres'] },
    { from: 50, to: 56, page: 22, name: ['Risk to Leaders', 'Risques pour les chefs'] },
  ],
  VIS: [{ from: 0, to: 99, page: 23, name: ['Visibility', 'Visibilité'] }],
  MOR: [
    { from: 1, to: 3, page: 25, name: ['Death, Disorder and Desertion Points', 'Points de pertes, de désordre et de désertion'] },
    { from: 5, to: 7, page: 25, name: ['DP Removal', 'Retrait des points de désordre'] },
    { from: 8, to: 8, page: 25, name: ['Causes of DPs', 'Causes des points de désordre'] },
    { from: 10, to: 13, page: 26, name: ['Shaken Units and Casualties', 'Unités ébranlées et pertes'] },
    { from: 20, to: 24, page: 26, name: ['Rallying Shaken Units', 'Rallier les unités ébranlées'] },
  ],
  FRM: [
    { from: 1, to: 3, page: 27, name: ['Unformed Troops', 'Troupes sans formation'] },
    { from: 4, to: 8, page: 27, name: ['Unit Formations', 'Formations des unités'] },
    { from: 10, to: 13, page: 28, name: ['Changing Formation', 'Changer de formation'] },
    { from: 20, to: 25, page: 28, name: ['Command Formations', 'Formations de commandement'] },
  ],
};
/** Lettered families of the morale chapter: MOR-C (causes), MOR-S (special troops). */
const LETTERED: Record<string, Section> = {
  'MOR-C': { from: 0, to: 99, page: 25, name: ['Causes of DPs', 'Causes des points de désordre'] },
  'MOR-S': { from: 0, to: 99, page: 26, name: ['Special Troops and DPs', 'Troupes spéciales et points de désordre'] },
};
/** Facts the surviving pages reveal of the missing chapters (MOV-K, SHO-K, CMB-K), by chapter. */
const MISSING: Record<string, T2> = {
  MOV: ['Movement', 'Mouvement'], MAN: ['Manoeuvre', 'Manœuvre'], SHO: ['Shooting', 'Tir'], CMB: ['Combat', 'Combat'],
};
/** The stand-in's sections (spec Appendix A), named by the chapter each stands in for. */
const STAND_IN: Record<string, T2> = {
  'A.1': ['Movement', 'Mouvement'], 'A.2': ['Effects of Terrain', 'Effets du terrain'], 'A.3': ['Manoeuvre', 'Manœuvre'],
  'A.4': ['Shooting', 'Tir'], 'A.5': ['Charges and Combat', 'Charges et combat'], 'A.6': ['Victory', 'Victoire'],
  'A.7': ['Deployment', 'Déploiement'], 'A.8': ['Rampaging Special Troops', 'Troupes spéciales déchaînées'],
};

/** Whether a rule is the stand-in's (an Appendix A section). */
export const isStandIn = (rule: string): boolean => /^A\.\d/.test(rule) || rule === 'Appendix A';

/** The rulebook's name of a rule ("Control Tests, p.21"), or null when it has none. */
export function ruleName(rule: string, fr: boolean): string | null {
  const i = fr ? 1 : 0;
  const standIn = /^(A\.\d)/.exec(rule)?.[1];
  if (standIn) return STAND_IN[standIn]?.[i] ?? null;
  if (rule === 'Appendix A') return fr ? 'mouvement, tir et combat' : 'movement, shooting and combat';
  if (rule === 'Hoplite Battle Supplement') return fr ? 'Supplément hoplite, p. 49' : 'Hoplite Battle Supplement, p.49';
  const m = /^([A-Z]{3})-([A-Z]?)(\d+)/.exec(rule);
  if (!m) return null;
  const page = (p: number) => (fr ? `p. ${p}` : `p.${p}`);
  if (m[2] === 'K' && MISSING[m[1]]) return fr ? `${MISSING[m[1]][1]} (chapitre manquant)` : `${MISSING[m[1]][0]} (missing chapter)`;
  const n = Number(m[3]);
  const sec = m[2] ? LETTERED[`${m[1]}-${m[2]}`] : SECTIONS[m[1]]?.find((x) => n >= x.from && n <= x.to);
  return sec ? `${sec.name[i]}, ${page(sec.page)}` : null;
}

/** " (rule: Control Tests, p.21)", or " (provisional rule: Movement)" for the stand-in; "" when unnamed. */
export function ruleSuffix(rule: unknown, provisional: boolean, fr: boolean): string {
  if (typeof rule !== 'string') return provisional ? (fr ? ' (règle provisoire)' : ' (provisional rule)') : '';
  const prov = provisional || isStandIn(rule);
  const name = ruleName(rule, fr);
  const word = prov ? (fr ? 'règle provisoire' : 'provisional rule') : (fr ? 'règle' : 'rule');
  if (!name) return prov ? ` (${word})` : '';
  return fr ? ` (${word} : ${name})` : ` (${word}: ${name})`;
}
