// Every [INT] reading of the spec that changes behaviour is a named option, with the
// spec's default. Values travel in GameConfig.options.
import type { OptionSpec, Text } from '../../engine/contract';

const t = (en: string, fr: string): Text => ({ en, fr });
const yesNo = (def: string) => ({ choices: [{ value: 'yes', label: t('Yes', 'Oui') }, { value: 'no', label: t('No', 'Non') }], default: def });

export const OPTIONS: OptionSpec[] = [
  { id: 'reducedRomans', label: t('Reduced Roman army', 'Armée romaine réduite'), help: t('Variant: the Third Group of Legions is removed (Nabis 13.4.3-a).', 'Variante : le troisième groupe de légions est retiré (Nabis 13.4.3-a).'), rule: 'Nabis 13.4.3-a', ...yesNo('no') },
  { id: 'freeSpartans', label: t('Free Spartan placement', 'Placement libre spartiate'), help: t('Variant: the Spartan places his units anywhere north of the Magoulitsa after the Roman set-up (Nabis 13.4.3-b).', 'Variante : le Spartiate place ses unités au nord de la Magoulitsa après les Romains (Nabis 13.4.3-b).'), rule: 'Nabis 13.4.3-b', ...yesNo('no') },
  { id: 'cleared', label: t('Cleared district', 'Quartier nettoyé'), help: t('Whether a district free of valiant Spartans also needs a valiant Roman unit in it (Nabis 13.2.3-c, G-16).', 'Un quartier sans Spartiate vaillant doit-il aussi contenir une unité romaine vaillante (Nabis 13.2.3-c, G-16).'), rule: 'Nabis 13.2.3-c',
    choices: [{ value: 'presence', label: t('Needs a valiant Roman', 'Romain vaillant requis') }, { value: 'literal', label: t('Literal text', 'Texte littéral') }, { value: 'sticky', label: t('Once entered', 'Une fois entré') }], default: 'presence' },
  { id: 'pathIgnoresNA', label: t('Path cancels NA', 'Le chemin annule NA'), help: t('A path-to-path step also ignores terrain that is not allowed to the unit (Nabis 8.1 step cost, G-20).', 'Un pas de chemin à chemin ignore aussi les terrains interdits (Nabis 8.1, G-20).'), rule: 'Nabis 8.1', ...yesNo('yes') },
  { id: 'riverCavalry', label: t('River cost for cavalry', 'Coût de rivière (cavalerie)'), help: t('Extra MP for cavalry crossing the river, printed 0 (Terrain Chart, G-19).', 'PM en plus pour la cavalerie qui franchit la rivière, imprimé 0 (G-19).'), rule: 'Nabis 5.1',
    choices: [{ value: 0, label: t('0 (as printed)', '0 (imprimé)') }, { value: 1, label: t('+1', '+1') }], default: 0 },
  { id: 'leaderDrm', label: t('Leader DRM in mêlée', 'Modificateur des chefs en mêlée'), help: t('Sum of all leaders\' bonuses on each side, or the best single bonus per side (Nabis 5.4, G-22).', 'Somme des bonus des chefs de chaque camp, ou meilleur bonus par camp (Nabis 5.4, G-22).'), rule: 'Nabis 5.4',
    choices: [{ value: 'sum', label: t('Sum', 'Somme') }, { value: 'best', label: t('Best', 'Meilleur') }], default: 'sum' },
  { id: 'jaFrontSurcharge', label: t('Ja pay the enemy-front turn surcharge', 'Les Ja paient le surcoût de pivot'), help: t('Ja units turn free but pay +1 per angle in an enemy front hex (Nabis 8.2-e, G-24).', 'Les Ja pivotent gratuitement mais paient +1 par angle dans un hex de front ennemi (Nabis 8.2-e, G-24).'), rule: 'Nabis 8.2-e', ...yesNo('yes') },
  { id: 'nameNumeral', label: t('Legion numeral in the name', 'Numéro de légion dans le nom'), help: t('"Hastati I" and "Hastati II" count as different names for stacking (Nabis 5.2.1-a, G-72).', '« Hastati I » et « Hastati II » sont des noms différents pour l\'empilement (Nabis 5.2.1-a, G-72).'), rule: 'Nabis 5.2.1-a', ...yesNo('yes') },
  { id: 'shootCap', label: t('Cap on shooting DRM', 'Plafond des modificateurs de tir'), help: t('The ±7 cap is written only for mêlée (Nabis 9.3-d, G-60).', 'Le plafond ±7 n\'est écrit que pour la mêlée (Nabis 9.3-d, G-60).'), rule: 'Nabis 9.3-d',
    choices: [{ value: 'none', label: t('None', 'Aucun') }, { value: 'seven', label: t('±7', '±7') }], default: 'none' },
  { id: 'heptagonSpartan', label: t('Spartan Heptagon VP', 'PV spartiates de l\'Heptagone'), help: t('Any Spartan combat unit scores, or only a valiant one (Nabis 13.3.2-m, G-58).', 'Toute unité spartiate compte, ou seulement une vaillante (Nabis 13.3.2-m, G-58).'), rule: 'Nabis 13.3.2-m',
    choices: [{ value: 'any', label: t('Any unit', 'Toute unité') }, { value: 'valiant', label: t('Valiant only', 'Vaillante seulement') }], default: 'any' },
  { id: 'triariiVp', label: t('Triarii VP', 'PV des triaires'), help: t('The Triarii VP are scored once per game, or each time (Nabis 13.3.2-j/k, G-42).', 'Les PV des triaires comptent une fois, ou à chaque fois (Nabis 13.3.2-j/k, G-42).'), rule: 'Nabis 13.3.2-j',
    choices: [{ value: 'once', label: t('Once', 'Une fois') }, { value: 'each', label: t('Each time', 'À chaque fois') }], default: 'once' },
  { id: 'emptyContingentVp', label: t('VP for a leader without units', 'PV pour un chef sans unités'), help: t('A contingent leader removed because his units are gone counts as killed (Nabis 7.1-c, G-47).', 'Un chef retiré faute d\'unités compte comme tué (Nabis 7.1-c, G-47).'), rule: 'Nabis 7.1-c', ...yesNo('yes') },
  { id: 'vpQuality', label: t('Quality for VP', 'Qualité pour les PV'), help: t('Eliminated units score by their printed front quality or their current quality (Nabis 13.3.2-b, G-46).', 'Les unités éliminées rapportent selon la qualité imprimée au recto ou la qualité actuelle (G-46).'), rule: 'Nabis 13.3.2-b',
    choices: [{ value: 'front', label: t('Printed front', 'Recto imprimé') }, { value: 'current', label: t('Current side', 'Face actuelle') }], default: 'front' },
  { id: 'woundedBonus', label: t('Wounded leader bonus change', 'Bonus d\'un chef blessé'), help: t('Marker values are missing: the wounded leader\'s bonus changes by this amount, not below 0 (Nabis 7.5.1-a, G-02).', 'Valeurs du marqueur absentes : le bonus du chef blessé change de ce montant, sans descendre sous 0 (G-02).'), rule: 'Nabis 7.5.1-a',
    choices: [{ value: -1, label: t('-1', '-1') }, { value: 0, label: t('0', '0') }], default: -1 },
  { id: 'rallyTest', label: t('Rally tests', 'Tests de ralliement'), help: t('Every eligible unit tests automatically, since failing costs nothing (Nabis 12.3-h, G-38).', 'Toute unité éligible teste automatiquement, l\'échec ne coûtant rien (Nabis 12.3-h, G-38).'), rule: 'Nabis 12.3-h',
    choices: [{ value: 'always', label: t('Always', 'Toujours') }, { value: 'never', label: t('Never', 'Jamais') }], default: 'always' },
  { id: 'defensiveFire', label: t('Defensive fire', 'Tir défensif'), help: t('Standing order of the defender for D.4.1: always fire at the best target, never, or ask (a hand-off) (Nabis 9.1-h, DP-15).', 'Ordre permanent du défenseur en D.4.1 : toujours tirer, jamais, ou demander (Nabis 9.1-h, DP-15).'), rule: 'Nabis 9.1-h',
    choices: [{ value: 'always', label: t('Always', 'Toujours') }, { value: 'never', label: t('Never', 'Jamais') }, { value: 'ask', label: t('Ask', 'Demander') }], default: 'always' },
  { id: 'defenderAdvance', label: t('Defender advance', 'Avance du défenseur'), help: t('Standing order when the defender may advance: never, or always with the first eligible stack (Nabis 10.6-a, DP-20).', 'Ordre permanent quand le défenseur peut avancer : jamais, ou toujours (Nabis 10.6-a, DP-20).'), rule: 'Nabis 10.6-a',
    choices: [{ value: 'never', label: t('Never', 'Jamais') }, { value: 'always', label: t('Always', 'Toujours') }], default: 'never' },
  { id: 'restOrder', label: t('Resting markers', 'Marqueurs au repos'), help: t('Standing order for Phase A: rest every eligible fatigued unit, or none (Nabis 11.2-a, DP-04).', 'Ordre permanent de la phase A : mettre au repos toute unité fatiguée éligible, ou aucune (DP-04).'), rule: 'Nabis 11.2-a',
    choices: [{ value: 'auto', label: t('All eligible', 'Toutes les éligibles') }, { value: 'none', label: t('None', 'Aucune') }], default: 'auto' },
  { id: 'sweptExcluded', label: t('Units swept into an attacked hex', 'Unités entraînées dans un hex attaqué'), help: t('They are left out of every mêlée DRM but suffer the result (Nabis 5.2.5-d, G-71).', 'Elles sont exclues des modificateurs mais subissent le résultat (Nabis 5.2.5-d, G-71).'), rule: 'Nabis 5.2.5-d', ...yesNo('yes') },
  { id: 'spartaFireRouted', label: t('Sparta fire on routed units', 'Incendie sur unités en déroute'), help: t('Routed Roman units may be chosen by the Sparta fire (Nabis 13.2.4-b, G-43).', 'Les unités romaines en déroute peuvent être choisies (Nabis 13.2.4-b, G-43).'), rule: 'Nabis 13.2.4-b', ...yesNo('yes') },
  { id: 'attackerRetreat', label: t('Retreat of attacking stacks', 'Retraite des attaquants'), help: t('The active player chooses his own retreat hex and facing change (own log), or lets the standing retreat policy place them (Nabis 10.5-b, DP-19).', 'Le joueur actif choisit l\'hex et le pivot de ses retraites, ou laisse la politique permanente décider (Nabis 10.5-b, DP-19).'), rule: 'Nabis 10.5-b',
    choices: [{ value: 'choose', label: t('Choose', 'Choisir') }, { value: 'policy', label: t('Standing policy', 'Politique permanente') }], default: 'choose' },
  { id: 'routDiversion', label: t('Blocked 2-hex rout', 'Déroute de 2 hex bloquée'), help: t('When the straight hex of an immediate rout is blocked, the unit diverts to another closer hex, or is eliminated (Nabis 12.2.1-c, G-33).', 'Si l\'hex droit d\'une déroute immédiate est bloqué, l\'unité dévie vers un autre hex plus proche, ou est éliminée (G-33).'), rule: 'Nabis 12.2.1-c',
    choices: [{ value: 'divert', label: t('Divert', 'Dévier') }, { value: 'eliminate', label: t('Eliminated', 'Éliminée') }], default: 'divert' },
  { id: 'traversalRoll', label: t('Traversal checks', 'Tests de traversée'), help: t('One d10 per traversed unit, or one per traversed stack against its best quality (Nabis 12.2.3-a, G-36).', 'Un d10 par unité traversée, ou un par pile contre sa meilleure qualité (G-36).'), rule: 'Nabis 12.2.3-a',
    choices: [{ value: 'unit', label: t('Per unit', 'Par unité') }, { value: 'stack', label: t('Per stack', 'Par pile') }], default: 'unit' },
  { id: 'citadelInitiative', label: t('Nabis in the Citadel: initiative bonus', 'Nabis dans la citadelle : bonus d\'initiative'), help: t('Whether Nabis in the Citadel still adds his bonus to the initiative roll (Nabis 6.C-d, G-44).', 'Nabis dans la citadelle ajoute-t-il encore son bonus à l\'initiative (G-44).'), rule: 'Nabis 6.C-d', ...yesNo('yes') },
  { id: 'qualityCombine', label: t('Quality with several stacks', 'Qualité avec plusieurs piles'), help: t('Per stack first (attacker best, defender weakest), then the best of each side; or, as the chart clarification reads literally, the best unit of each side when several stacks fight (Nabis 5.2.5-a, G-21).', 'Par pile puis le meilleur de chaque camp ; ou, à la lettre de la table, la meilleure unité de chaque camp quand plusieurs piles combattent (G-21).'), rule: 'Nabis 5.2.5-a',
    choices: [{ value: 'perStack', label: t('Per stack', 'Par pile') }, { value: 'literal', label: t('Best unit (literal)', 'Meilleure unité (à la lettre)') }], default: 'perStack' },
];

export type Opts = Record<string, string | number>;

export function readOptions(raw: Record<string, unknown>): Opts {
  const o: Opts = {};
  for (const s of OPTIONS) {
    const v = raw[s.id];
    o[s.id] = typeof v === 'string' || typeof v === 'number' ? v : s.default;
  }
  return o;
}

export function validateOptions(raw: Record<string, unknown>): string | null {
  for (const s of OPTIONS) {
    const v = raw[s.id];
    if (v === undefined) continue;
    if (!s.choices.some((c) => c.value === v)) return `option ${s.id}: value ${String(v)} is not one of its choices`;
  }
  return null;
}
