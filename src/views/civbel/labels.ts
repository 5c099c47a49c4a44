// Words of the Civitates Bellantes table (English and French) for what the table and
// its panels show: phases, troop types, formations, a unit's state. The actions and
// the log speak through the rule system's describe.ts; nothing here decides a rule.
import { agree, unitNoun } from '../../rules/civbel/grammar';
import type { Lang } from '../../engine/contract';
import type { GamePhase } from '../../rules/civbel/game';
import type { TroopTypeId } from '../../rules/civbel/data/troops';
import type { Formation } from '../../rules/civbel/formations';
import type { CbLeader, CbUnit } from '../../rules/civbel/state';

export type T2 = [string, string];
export const tr = (lang: Lang, t: T2) => (lang === 'fr' ? t[1] : t[0]);

export const PHASE: Record<GamePhase, T2> = {
  army: ['Choice of armies', 'Choix des armées'],
  deploy: ['Deployment', 'Déploiement'],
  ratings: ['Command points', 'Points de commandement'],
  initiative: ['Initiative', 'Initiative'],
  choose: ['Initiative: first or second', 'Initiative : premier ou second'],
  command: ['Command phase', 'Phase de commandement'],
  approach: ['Approach marches', 'Marches d\'approche'],
  tactical: ['Tactical moves', 'Mouvements tactiques'],
  charges: ['Charge declarations', 'Déclarations de charge'],
  over: ['Battle over', 'Bataille terminée'],
};

/** What the player is asked, in a few words, for the app's prompt. */
export const WHAT: Record<GamePhase, T2> = {
  army: ['choose your army in secret, then seal it', 'choisissez votre armée en secret, puis scellez-la'],
  deploy: ['deploy your army in secret, then seal it', 'déployez votre armée en secret, puis scellez-la'],
  ratings: ['roll your leaders\' command points', 'lancez les points de commandement des chefs'],
  initiative: ['roll for the initiative', 'lancez l\'initiative'],
  choose: ['choose to go first or second', 'choisissez de jouer en premier ou en second'],
  command: ['give your leaders their actions, then end the command phase', 'donnez leurs actions à vos chefs, puis terminez la phase de commandement'],
  approach: ['march your units toward the enemy, then end the half-phase', 'faites marcher vos unités vers l\'ennemi, puis terminez la demi-phase'],
  tactical: ['move your units, then end the half-phase', 'déplacez vos unités, puis terminez la demi-phase'],
  charges: ['declare your charges, then end the declarations', 'déclarez vos charges, puis terminez les déclarations'],
  over: ['the battle is over', 'la bataille est terminée'],
};

/** The initiative player's Approach ordered ahead (relaxed messages, spec §10.2). */
export const ORDERING: T2 = [
  'order your marches: they are made after the enemy\'s command phase; then end the half-phase',
  'ordonnez vos marches : elles se feront après la phase de commandement adverse ; puis terminez la demi-phase',
];

/** The stand-in's label, wherever a result may come from it (issue 11). */
export const PROVISIONAL: T2 = [
  'Movement, shooting and combat are a stand-in: the rulebook\'s pages are missing.',
  'Mouvement, tir et combat sont une règle de remplacement : les pages du livre manquent.',
];

/** Troop types: the short code drawn on a stand, and the name. */
export const TROOP: Record<TroopTypeId, { code: string; name: T2 }> = {
  skirmishers: { code: 'Sk', name: ['Skirmishers', 'Tirailleurs'] },
  missileTroops: { code: 'Mi', name: ['Missile troops', 'Troupes de tir'] },
  javelinmen: { code: 'Jv', name: ['Javelinmen', 'Javeliniers'] },
  rabble: { code: 'Rb', name: ['Rabble', 'Cohue'] },
  shockInfantry: { code: 'SI', name: ['Shock infantry', 'Infanterie de choc'] },
  phalangites: { code: 'Ph', name: ['Phalangites', 'Phalangites'] },
  spearmen: { code: 'Sp', name: ['Spearmen', 'Lanciers'] },
  bowmen: { code: 'Bw', name: ['Bowmen', 'Archers'] },
  swordsmen: { code: 'Sw', name: ['Swordsmen', 'Épéistes'] },
  lightCavalry: { code: 'LC', name: ['Light cavalry', 'Cavalerie légère'] },
  horseArchers: { code: 'HA', name: ['Horse archers', 'Archers à cheval'] },
  lightChariotCeltic: { code: 'LCh', name: ['Light chariots (Celtic)', 'Chars légers (celtes)'] },
  lightChariotIndian: { code: 'LCh', name: ['Light chariots (Indian)', 'Chars légers (indiens)'] },
  heavyChariot: { code: 'HCh', name: ['Heavy chariots', 'Chars lourds'] },
  heavyCavalry: { code: 'HC', name: ['Heavy cavalry', 'Cavalerie lourde'] },
  shockCavalry: { code: 'SC', name: ['Shock cavalry', 'Cavalerie de choc'] },
  cataphracts: { code: 'Ct', name: ['Cataphracts', 'Cataphractaires'] },
  artillery: { code: 'Art', name: ['Artillery', 'Artillerie'] },
  elephantIndian: { code: 'El', name: ['Indian elephant', 'Éléphant indien'] },
  elephantAfrican: { code: 'El', name: ['African elephant', 'Éléphant africain'] },
  scythedChariot: { code: 'Sc', name: ['Scythed chariot', 'Char à faux'] },
};

export const FORMATION: Record<Formation, T2> = {
  line: ['line', 'ligne'], wedge: ['wedge', 'coin'], column: ['column', 'colonne'],
  acies: ['acies (legion lines)', 'acies (lignes de la légion)'], unformed: ['unformed', 'sans formation'], none: ['no formation', 'sans formation'],
};

export const RANK: Record<CbLeader['rank'], T2> = {
  general: ['General', 'Général'], second: ['Second-in-command', 'Commandant en second'],
  contingent: ['Contingent commander', 'Chef de contingent'], commander: ['Commander', 'Commandant'],
};

const STATUS: Partial<Record<keyof CbUnit['status'], T2>> = {
  halted: ['halted', 'arrêté·e·s'], spontaneous: ['advancing on its own', 'en avance spontanée'], pursuing: ['pursuing', 'en poursuite'],
  looting: ['looting', 'au pillage'], routing: ['routing', 'en déroute'], retiring: ['retiring', 'en retraite'], evading: ['evading', 'en esquive'],
  rallying: ['rallying', 'en ralliement'], mustWithdraw: ['must withdraw', 'doit se retirer'], inCombat: ['in combat', 'au combat'],
  charging: ['charging', 'en charge'], rampaging: ['rampaging', 'déchaîné·e·s'],
};

/** A unit's state in a few words: formation, disorder, shaken, what it is doing. */
export function unitState(u: CbUnit, capacity: number, lang: Lang): string[] {
  const fr = lang === 'fr';
  const out: string[] = [];
  if (u.kind !== 'special') out.push(tr(lang, FORMATION[u.formation]));
  if (u.kind !== 'special') out.push(fr ? `désordre ${u.dps} / ${capacity}` : `disorder ${u.dps} / ${capacity}`);
  // French agrees with the unit's name: "les Vélites I … ébranlés", "la Légion I … ébranlée".
  const n = unitNoun(u.name, fr);
  const agreeing = (w: string) => w.replace(/·e/g, n.feminine ? 'e' : '').replace(/·s/g, n.plural ? 's' : '');
  if (u.shaken) out.push(fr ? agree(n, 'ébranlé') : 'shaken');
  if (u.destroyed) out.push(fr ? agree(n, 'détruit') : 'destroyed');
  for (const [k, v] of Object.entries(u.status) as [keyof CbUnit['status'], boolean][]) if (v && STATUS[k]) out.push(agreeing(tr(lang, STATUS[k]!)));
  return out;
}

/** Distance in javelin throws, to the half (the book's pip), for the measure. */
export function jtText(units: number, jt: number, lang: Lang): string {
  const halves = Math.round((units / jt) * 2);
  const whole = Math.floor(halves / 2), half = halves % 2 === 1;
  const n = `${whole === 0 && half ? '' : whole}${half ? '½' : ''}`;
  return lang === 'fr' ? `${n} JJ` : `${n} JT`;
}

/** A Legion in words: its kind, then its stands by type ("manipular legion: 6 Swordsmen, 3 Spearmen"). */
export function legionWords(u: CbUnit, lang: Lang): string {
  const fr = lang === 'fr';
  const kind = u.legionKind === 'cohort' ? (fr ? 'légion de cohortes' : 'cohort legion') : (fr ? 'légion manipulaire' : 'manipular legion');
  const count = new Map<TroopTypeId, number>();
  for (const st of u.stands) count.set(st.type, (count.get(st.type) ?? 0) + 1);
  return `${kind}${fr ? ' : ' : ': '}${[...count].map(([t, n]) => `${n} ${tr(lang, TROOP[t].name)}`).join(', ')}`;
}
