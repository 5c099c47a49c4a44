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
  { id: 'riverCavalry', label: t('River cost for cavalry', 'Coût de rivière (cavalerie)'), help: t('Extra MP for cavalry crossing the river, printed 0 (Nabis 5.1 Terrain Chart, G-19).', 'PM en plus pour la cavalerie qui franchit la rivière, imprimé 0 (Nabis 5.1, G-19).'), rule: 'Nabis 5.1',
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
  { id: 'vpQuality', label: t('Quality for VP', 'Qualité pour les PV'), help: t('Eliminated units score by their printed front quality or their current quality (Nabis 13.3.2-b, G-46).', 'Les unités éliminées rapportent selon la qualité imprimée au recto ou la qualité actuelle (Nabis 13.3.2-b, G-46).'), rule: 'Nabis 13.3.2-b',
    choices: [{ value: 'front', label: t('Printed front', 'Recto imprimé') }, { value: 'current', label: t('Current side', 'Face actuelle') }], default: 'front' },
  { id: 'woundedBonus', label: t('Wounded leader bonus change', 'Bonus d\'un chef blessé'), help: t('Marker values are missing: the wounded leader\'s bonus changes by this amount, not below 0 (Nabis 7.5.1-a, G-02).', 'Valeurs du marqueur absentes : le bonus du chef blessé change de ce montant, sans descendre sous 0 (Nabis 7.5.1-a, G-02).'), rule: 'Nabis 7.5.1-a',
    choices: [{ value: -1, label: t('-1', '-1') }, { value: 0, label: t('0', '0') }], default: -1 },
  { id: 'rallyTest', label: t('Rally tests', 'Tests de ralliement'), help: t('Every eligible unit tests automatically, since failing costs nothing (Nabis 12.3-h, G-38).', 'Toute unité éligible teste automatiquement, l\'échec ne coûtant rien (Nabis 12.3-h, G-38).'), rule: 'Nabis 12.3-h',
    choices: [{ value: 'always', label: t('Always', 'Toujours') }, { value: 'never', label: t('Never', 'Jamais') }], default: 'always' },
  { id: 'defensiveFire', label: t('Defensive fire', 'Tir défensif'), help: t('Standing order of the defender for D.4.1: always fire at the best target, never, or ask (a hand-off) (Nabis 9.1-h, DP-15).', 'Ordre permanent du défenseur en D.4.1 : toujours tirer, jamais, ou demander (Nabis 9.1-h, DP-15).'), rule: 'Nabis 9.1-h',
    choices: [{ value: 'always', label: t('Always', 'Toujours') }, { value: 'never', label: t('Never', 'Jamais') }, { value: 'ask', label: t('Ask', 'Demander') }], default: 'always' },
  { id: 'defenderAdvance', label: t('Defender advance', 'Avance du défenseur'), help: t('Standing order when the defender may advance: never, or always with the first eligible stack (Nabis 10.6-a, DP-20).', 'Ordre permanent quand le défenseur peut avancer : jamais, ou toujours (Nabis 10.6-a, DP-20).'), rule: 'Nabis 10.6-a',
    choices: [{ value: 'never', label: t('Never', 'Jamais') }, { value: 'always', label: t('Always', 'Toujours') }], default: 'never' },
  { id: 'restOrder', label: t('Resting markers', 'Marqueurs au repos'), help: t('Standing order for Phase A: rest every eligible fatigued unit, or none (Nabis 11.2-a, DP-04).', 'Ordre permanent de la phase A : mettre au repos toute unité fatiguée éligible, ou aucune (Nabis 11.2-a, DP-04).'), rule: 'Nabis 11.2-a',
    choices: [{ value: 'auto', label: t('All eligible', 'Toutes les éligibles') }, { value: 'none', label: t('None', 'Aucune') }], default: 'auto' },
  { id: 'sweptExcluded', label: t('Units swept into an attacked hex', 'Unités entraînées dans un hex attaqué'), help: t('They are left out of every mêlée DRM but suffer the result (Nabis 5.2.5-d, G-71).', 'Elles sont exclues des modificateurs mais subissent le résultat (Nabis 5.2.5-d, G-71).'), rule: 'Nabis 5.2.5-d', ...yesNo('yes') },
  { id: 'spartaFireRouted', label: t('Sparta fire on routed units', 'Incendie sur unités en déroute'), help: t('Routed Roman units may be chosen by the Sparta fire (Nabis 13.2.4-b, G-43).', 'Les unités romaines en déroute peuvent être choisies (Nabis 13.2.4-b, G-43).'), rule: 'Nabis 13.2.4-b', ...yesNo('yes') },
  { id: 'attackerRetreat', label: t('Retreat of attacking stacks', 'Retraite des attaquants'), help: t('The active player chooses his own retreat hex and facing change (own log), or lets the standing retreat policy place them (Nabis 10.5-b, DP-19).', 'Le joueur actif choisit l\'hex et le pivot de ses retraites, ou laisse la politique permanente décider (Nabis 10.5-b, DP-19).'), rule: 'Nabis 10.5-b',
    choices: [{ value: 'choose', label: t('Choose', 'Choisir') }, { value: 'policy', label: t('Standing policy', 'Politique permanente') }], default: 'choose' },
  { id: 'routDiversion', label: t('Blocked 2-hex rout', 'Déroute de 2 hex bloquée'), help: t('When the straight hex of an immediate rout is blocked, the unit diverts to another closer hex, or is eliminated (Nabis 12.2.1-c, G-33).', 'Si l\'hex droit d\'une déroute immédiate est bloqué, l\'unité dévie vers un autre hex plus proche, ou est éliminée (Nabis 12.2.1-c, G-33).'), rule: 'Nabis 12.2.1-c',
    choices: [{ value: 'divert', label: t('Divert', 'Dévier') }, { value: 'eliminate', label: t('Eliminated', 'Éliminée') }], default: 'divert' },
  { id: 'traversalRoll', label: t('Traversal checks', 'Tests de traversée'), help: t('One d10 per traversed unit, or one per traversed stack against its best quality (Nabis 12.2.3-a, G-36).', 'Un d10 par unité traversée, ou un par pile contre sa meilleure qualité (Nabis 12.2.3-a, G-36).'), rule: 'Nabis 12.2.3-a',
    choices: [{ value: 'unit', label: t('Per unit', 'Par unité') }, { value: 'stack', label: t('Per stack', 'Par pile') }], default: 'unit' },
  { id: 'citadelInitiative', label: t('Nabis in the Citadel: initiative bonus', 'Nabis dans la citadelle : bonus d\'initiative'), help: t('Whether Nabis in the Citadel still adds his bonus to the initiative roll (Nabis 6.C-d, G-44).', 'Nabis dans la citadelle ajoute-t-il encore son bonus à l\'initiative (Nabis 6.C-d, G-44).'), rule: 'Nabis 6.C-d', ...yesNo('yes') },
  { id: 'qualityCombine', label: t('Quality with several stacks', 'Qualité avec plusieurs piles'), help: t('Per stack first (attacker best, defender weakest), then the best of each side; or, as the chart clarification reads literally, the best unit of each side when several stacks fight (Nabis 5.2.5-a, G-21).', 'Par pile puis le meilleur de chaque camp ; ou, à la lettre de la table, la meilleure unité de chaque camp quand plusieurs piles combattent (Nabis 5.2.5-a, G-21).'), rule: 'Nabis 5.2.5-a',
    choices: [{ value: 'perStack', label: t('Per stack', 'Par pile') }, { value: 'literal', label: t('Best unit (literal)', 'Meilleure unité (à la lettre)') }], default: 'perStack' },
  // Options added after the first recorded games (see LATE below).
  { id: 'losTerrain', label: t('Terrain blocking line of sight', 'Terrain bloquant la ligne de vue'), help: t('The Terrain Chart has no LOS column: town, temple, tower and sanctuary hexes block, or no terrain blocks and only units and higher ground do (Nabis 9.2-b, G-05).', 'La table des terrains n\'a pas de colonne LdV : les hex de ville, temple, tour et sanctuaire bloquent, ou aucun terrain ne bloque et seuls les unités et le relief le font (Nabis 9.2-b, G-05).'), rule: 'Nabis 9.2-b',
    choices: [{ value: 'blocks', label: t('Built-up hexes block', 'Les hex bâtis bloquent') }, { value: 'open', label: t('No terrain blocks', 'Aucun terrain ne bloque') }], default: 'blocks' },
  { id: 'minMoveSurcharges', label: t('Minimum move and surcharges', 'Mouvement minimum et surcoûts'), help: t('The one-hex minimum move waives every cost, or only the terrain cost, so that disengagement and stacking surcharges must still fit in the MA (Nabis 8.1-e, G-26).', 'Le mouvement minimum d\'un hex dispense de tout coût, ou du seul coût de terrain : les surcoûts de désengagement et d\'empilement doivent tenir dans le PM (Nabis 8.1-e, G-26).'), rule: 'Nabis 8.1-e',
    choices: [{ value: 'covered', label: t('All costs waived', 'Tous coûts couverts') }, { value: 'paid', label: t('Surcharges paid', 'Surcoûts payés') }], default: 'covered' },
  { id: 'stackPassCost', label: t('Stacking cost when passing through', 'Coût d\'empilement en traversée'), help: t('The +1 MP to join a stack is paid only where the move ends, or on every entry into a hex holding friendly units (Nabis 5.2.4-a, G-27).', 'Le +1 PM pour rejoindre une pile ne se paie qu\'à la fin du mouvement, ou à chaque entrée dans un hex ami occupé (Nabis 5.2.4-a, G-27).'), rule: 'Nabis 5.2.4-a',
    choices: [{ value: 'end', label: t('At the end only', 'À l\'arrivée seulement') }, { value: 'each', label: t('Every entry', 'À chaque entrée') }], default: 'end' },
  { id: 'replacementTiming', label: t('Replacement of a leader killed while active', 'Remplaçant d\'un chef tué pendant son activation'), help: t('A leader killed during his own activation counts as activated, so his replacement waits for next turn, or it activates right after that activation (Nabis 7.6-e, G-29).', 'Un chef tué pendant sa propre activation compte comme activé et son remplaçant attend le tour suivant, ou il s\'active juste après (Nabis 7.6-e, G-29).'), rule: 'Nabis 7.6-e',
    choices: [{ value: 'nextTurn', label: t('Next turn', 'Tour suivant') }, { value: 'now', label: t('Right after', 'Juste après') }], default: 'nextTurn' },
  { id: 'surrounded', label: t('"Surrounded"', '« Encerclé »'), help: t('A hex is surrounded when each neighbour is enemy-occupied, off the map or impassable, or only when each neighbour holds an enemy unit (Nabis 7.5-c, G-31).', 'Un hex est encerclé quand chaque voisin est occupé par l\'ennemi, hors carte ou infranchissable, ou seulement quand chaque voisin contient une unité ennemie (Nabis 7.5-c, G-31).'), rule: 'Nabis 7.5-c',
    choices: [{ value: 'blocked', label: t('Enemy, edge or impassable', 'Ennemi, bord ou infranchissable') }, { value: 'enemy', label: t('Enemy on all six sides', 'Ennemi sur les six côtés') }], default: 'blocked' },
  { id: 'routEndIllegal', label: t('Phase E rout ending in an illegal stack', 'Déroute de la phase E finissant en pile illégale'), help: t('A Phase E rout whose last hex would break stacking stops at the last legal hex of its path, or the unit is eliminated as in an immediate rout (Nabis 12.2.2-c, G-34).', 'Une déroute de phase E dont le dernier hex violerait l\'empilement s\'arrête au dernier hex légal, ou l\'unité est éliminée comme en déroute immédiate (Nabis 12.2.2-c, G-34).'), rule: 'Nabis 12.2.2-c',
    choices: [{ value: 'stop', label: t('Stop short', 'S\'arrête avant') }, { value: 'eliminate', label: t('Eliminated', 'Éliminée') }], default: 'stop' },
  { id: 'traversedRouted', label: t('Routed unit traversed by a rout', 'Unité en déroute traversée'), help: t('An already routed unit that is passed through makes a 2-hex immediate rout move, or a full Phase E rout move on its MA (Nabis 12.2.3-a, G-35).', 'Une unité déjà en déroute traversée fait une déroute immédiate de 2 hex, ou une déroute complète de phase E sur son PM (Nabis 12.2.3-a, G-35).'), rule: 'Nabis 12.2.3-a',
    choices: [{ value: 'two', label: t('2 hexes', '2 hex') }, { value: 'full', label: t('Full rout move', 'Déroute complète') }], default: 'two' },
  { id: 'arcBoundary', label: t('Targets on the edge of the front arc', 'Cibles en bordure de l\'arc frontal'), help: t('Beyond range 1, a target whose bearing is exactly 60° off the facing vertex is in the front arc, or outside it (Nabis 9.1-b, G-49).', 'Au-delà de la portée 1, une cible à exactement 60° du sommet de front est dans l\'arc frontal, ou hors de l\'arc (Nabis 9.1-b, G-49).'), rule: 'Nabis 9.1-b',
    choices: [{ value: 'in', label: t('In arc', 'Dans l\'arc') }, { value: 'out', label: t('Out of arc', 'Hors de l\'arc') }], default: 'in' },
  { id: 'oocReference', label: t('Leader an out-of-command unit moves toward', 'Chef vers lequel se déplace une unité hors commandement'), help: t('An out-of-command unit must end closer to its contingent leader even in the army commander\'s activation, or to the activating leader (Nabis 7.4-a, G-63).', 'Une unité hors commandement doit finir plus près de son chef de contingent même quand le commandant en chef l\'active, ou du chef qui l\'active (Nabis 7.4-a, G-63).'), rule: 'Nabis 7.4-a',
    choices: [{ value: 'contingent', label: t('Contingent leader', 'Chef de contingent') }, { value: 'activating', label: t('Activating leader', 'Chef activant') }], default: 'contingent' },
  { id: 'multiLevel', label: t('Climbing more than one level', 'Changement de plus d\'un niveau'), help: t('A step or attack across more than one level counts the movement cost and mêlée DRM once per level, or once for the whole difference (Nabis 5.1 Terrain Chart, G-70).', 'Un pas ou une attaque sur plus d\'un niveau compte le coût et le modificateur de mêlée par niveau, ou une seule fois (Nabis 5.1, G-70).'), rule: 'Nabis 5.1',
    choices: [{ value: 'perLevel', label: t('Per level', 'Par niveau') }, { value: 'flat', label: t('Once', 'Une fois') }], default: 'perLevel' },
  { id: 'frontEntry', label: t('Entering an enemy front hex', 'Entrée dans un hex de front ennemi'), help: t('Entering an enemy front hex costs nothing extra, the surcharge being the one for leaving it, or +1 MP (Nabis 4-c, G-25).', 'Entrer dans un hex de front ennemi ne coûte rien de plus, le surcoût étant celui de la sortie, ou +1 PM (Nabis 4-c, G-25).'), rule: 'Nabis 4-c',
    choices: [{ value: 'free', label: t('No extra cost', 'Sans surcoût') }, { value: 'plusOne', label: t('+1 MP', '+1 PM') }], default: 'free' },
  { id: 'facingSeveral', label: t('Flank and rear with several defending stacks', 'Flanc et arrière avec plusieurs piles en défense'), help: t('When several stacks defend, the flank/rear DRM is the lowest of their values, or the highest (Nabis 5.4 Mêlée Chart, G-23).', 'Quand plusieurs piles défendent, le modificateur de flanc/arrière est la plus faible de leurs valeurs, ou la plus forte (Nabis 5.4, G-23).'), rule: 'Nabis 5.4',
    choices: [{ value: 'lowest', label: t('Lowest', 'Le plus faible') }, { value: 'highest', label: t('Highest', 'Le plus fort') }], default: 'lowest' },
  { id: 'rallyRoll', label: t('Rally dice for a stack', 'Dés de ralliement d\'une pile'), help: t('A stack rallies on one d10 against its highest quality, or each unit needing it rolls its own d10 against its own quality (Nabis 12.3-g, G-37).', 'Une pile se rallie sur un d10 contre sa meilleure qualité, ou chaque unité concernée lance son propre d10 contre sa propre qualité (Nabis 12.3-g, G-37).'), rule: 'Nabis 12.3-g',
    choices: [{ value: 'stack', label: t('One die per stack', 'Un dé par pile') }, { value: 'unit', label: t('One die per unit', 'Un dé par unité') }], default: 'stack' },
  { id: 'meleeIntoNA', label: t('Mêlée into forbidden terrain', 'Mêlée dans un terrain interdit'), help: t('Cavalry may attack a hex it could not enter (sanctuary, across a wall), or not (Nabis 10.2-b, G-61).', 'La cavalerie peut attaquer un hex où elle ne pourrait pas entrer (sanctuaire, à travers un mur), ou non (Nabis 10.2-b, G-61).'), rule: 'Nabis 10.2-b',
    choices: [{ value: 'allowed', label: t('Allowed', 'Permise') }, { value: 'forbidden', label: t('Forbidden', 'Interdite') }], default: 'allowed' },
  { id: 'restCombat', label: t('Resting units that fight', 'Unités au repos qui combattent'), help: t('A resting unit keeps its marker when it fires or attacks without moving, or loses it as if it had moved (Nabis 11.2-c, G-68).', 'Une unité au repos garde son marqueur quand elle tire ou attaque sans bouger, ou le perd comme si elle avait bougé (Nabis 11.2-c, G-68).'), rule: 'Nabis 11.2-c',
    choices: [{ value: 'keeps', label: t('Keeps it', 'Le garde') }, { value: 'loses', label: t('Loses it', 'Le perd') }], default: 'keeps' },
  { id: 'triariiRetreat', label: t('Triarii restriction in retreats', 'Restriction des triaires en retraite'), help: t('The Triarii restriction covers only voluntary moves and advances, or retreats after mêlée too (Nabis 13.2.5-d, G-41).', 'La restriction des triaires ne vise que les mouvements volontaires et les avances, ou aussi les retraites après mêlée (Nabis 13.2.5-d, G-41).'), rule: 'Nabis 13.2.5-d',
    choices: [{ value: 'exempt', label: t('Retreats exempt', 'Retraites exemptées') }, { value: 'covered', label: t('Retreats covered', 'Retraites concernées') }], default: 'exempt' },
  { id: 'retreatFront', label: t('Front-hex retreat penalty', 'Pénalité de retraite vers le front'), help: t('Whether a retreat goes into a front hex is judged with the facing held before the retreat, or with the facing after its ±1 change (Nabis 10.5-d, G-54).', 'La retraite vers un hex de front se juge avec l\'orientation d\'avant la retraite, ou avec celle d\'après son pivot de ±1 (Nabis 10.5-d, G-54).'), rule: 'Nabis 10.5-d',
    choices: [{ value: 'before', label: t('Facing before', 'Orientation avant') }, { value: 'after', label: t('Facing after', 'Orientation après') }], default: 'before' },
  { id: 'routOrder', label: t('Phase E rout order', 'Ordre des déroutes en phase E'), help: t('In step E3 the attacker\'s routed units move first, or the defender\'s (Nabis 12.2.2-a, G-39).', 'À l\'étape E3, les unités en déroute de l\'attaquant bougent d\'abord, ou celles du défenseur (Nabis 12.2.2-a, G-39).'), rule: 'Nabis 12.2.2-a',
    choices: [{ value: 'attacker', label: t('Attacker first', 'Attaquant d\'abord') }, { value: 'defender', label: t('Defender first', 'Défenseur d\'abord') }], default: 'attacker' },
  { id: 'meleeLeaderChecks', label: t('When mêlée leader checks happen', 'Moment des tests des chefs en mêlée'), help: t('The leader casualty checks of a mêlée come after all its results, retreats and advances included, or right after the roll, before any result (Nabis 10.4-c, G-32).', 'Les tests de pertes des chefs d\'une mêlée viennent après tous ses résultats, retraites et avances comprises, ou juste après le jet, avant tout résultat (Nabis 10.4-c, G-32).'), rule: 'Nabis 10.4-c',
    choices: [{ value: 'after', label: t('After the results', 'Après les résultats') }, { value: 'roll', label: t('At the roll', 'Au jet') }], default: 'after' },
  { id: 'citadelExit', label: t('Leaving the Citadel', 'Sortie de la citadelle'), help: t('Nabis may never leave the Citadel, or he may leave it at his activation for an adjacent hex holding a Spartan unit, spending all his MP (Nabis 13.2.2-c, G-44).', 'Nabis ne peut jamais quitter la citadelle, ou il peut en sortir lors de son activation vers un hex adjacent occupé par une unité spartiate, en dépensant tous ses PM (Nabis 13.2.2-c, G-44).'), rule: 'Nabis 13.2.2-c',
    choices: [{ value: 'never', label: t('Never', 'Jamais') }, { value: 'exit', label: t('May leave', 'Peut sortir') }], default: 'never' },
  { id: 'attackerNoRetreat', label: t('Attacker unable to retreat', 'Attaquant sans retraite possible'), help: t('An attacking unit with no legal retreat hex stays in place with an extra level like a defender, or is eliminated, the text giving that relief to the defender only (Nabis 10.5-e, G-53).', 'Une unité attaquante sans hex de retraite légal reste en place avec un niveau de plus comme un défenseur, ou est éliminée, le texte ne donnant ce répit qu\'au défenseur (Nabis 10.5-e, G-53).'), rule: 'Nabis 10.5-e',
    choices: [{ value: 'stay', label: t('Stays, extra level', 'Reste, niveau en plus') }, { value: 'eliminated', label: t('Eliminated', 'Éliminée') }], default: 'stay' },
];

/** Options added after games were recorded with rulesVersion 1. They are kept in the
 *  state only when the header names them, so that an older header (without them) replays
 *  to the same state hashes; absent means the default (read them with `opt`). */
const LATE = new Set(['losTerrain', 'minMoveSurcharges', 'stackPassCost', 'replacementTiming', 'surrounded', 'routEndIllegal', 'traversedRouted', 'arcBoundary', 'oocReference', 'multiLevel', 'frontEntry', 'facingSeveral', 'rallyRoll', 'meleeIntoNA', 'restCombat', 'triariiRetreat', 'retreatFront', 'routOrder', 'meleeLeaderChecks', 'citadelExit', 'attackerNoRetreat']);

export type Opts = Record<string, string | number>;

export function readOptions(raw: Record<string, unknown>): Opts {
  const o: Opts = {};
  for (const s of OPTIONS) {
    const v = raw[s.id];
    if (typeof v === 'string' || typeof v === 'number') o[s.id] = v;
    else if (!LATE.has(s.id)) o[s.id] = s.default;
  }
  return o;
}

const DEFAULTS: Opts = Object.fromEntries(OPTIONS.map((s) => [s.id, s.default]));

/** An option's value in a state's options, its default when the header does not name it. */
export function opt(o: Opts, id: string): string | number {
  const v = o[id];
  if (v !== undefined) return v;
  if (!(id in DEFAULTS)) throw new Error('unknown option ' + id);
  return DEFAULTS[id];
}

export function validateOptions(raw: Record<string, unknown>): string | null {
  for (const s of OPTIONS) {
    const v = raw[s.id];
    if (v === undefined) continue;
    if (!s.choices.some((c) => c.value === v)) return `option ${s.id}: value ${String(v)} is not one of its choices`;
  }
  return null;
}
