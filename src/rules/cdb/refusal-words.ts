// Champs de Bataille refusals in the player's words (issue 12 §3, as DBA, Nabis and
// Civitates Bellantes do). The rules refuse in English inside (bots try many candidates);
// here, where one refusal is shown, its text is matched against the templates below and
// said in the player's language, with its rule named as the rulebook numbers it
// ("rule 9.4" / "règle 9.4"). The set-up and army refusals carry their own French
// (army.ts, setup.ts: `Refusal.fr`), which is used as it is.
import type { Lang, Violation } from '../../engine/contract';

type T2 = [string, string];

/** Every refusal of play the rules give a player, English template → French; {0} is a number. */
export const REFUSALS: T2[] = [
  // actions.ts: the sequence, pending choices, restraint
  ['the game is over', 'la partie est terminée'],
  ['the battle is being set up', 'la bataille est en cours de préparation'],
  ['the set-up is over', 'la préparation est terminée'],
  ['the other player has a choice to make', 'l’autre joueur a un choix à faire'],
  ['a choice is to be made first', 'un choix est à faire d’abord'],
  ['that is not one of the choices offered', 'ce n’est pas l’un des choix proposés'],
  ['it is the other player\'s turn', 'c’est le tour de l’autre joueur'],
  ['the dice are rolled at the start of the turn', 'les dés se lancent au début du tour'],
  ['no dice to assign now', 'aucun dé à attribuer maintenant'],
  ['the rolled dice, each corps with an irregular general keeping its own', 'les dés lancés, chaque corps mené par un général irrégulier gardant le sien'],
  ['the movement phase ends only once it has begun', 'la phase de mouvement ne se termine qu’une fois commencée'],
  ['no choice is pending', 'aucun choix n’est en attente'],
  ['restraint is an activation of the movement phase', 'retenir des troupes est une activation de la phase de mouvement'],
  ['name each unit once', 'nommer chaque unité une seule fois'],
  ['only impetuous units and units of a demoralised corps are restrained, once', 'seules les unités impétueuses et celles d’un corps démoralisé se retiennent, une fois'],
  ['this restraint costs {0} action points, more than the corps has left', 'retenir ces troupes coûte {0} points d’action, plus qu’il n’en reste au corps'],
  // orders.ts: the standing orders (spec §9)
  ['standing orders are given in one\'s own turn, before the combat steps', 'les ordres permanents se donnent pendant son propre tour, avant les combats'],
  ['these are not standing orders', 'ce ne sont pas des ordres permanents'],
  ['standing orders are given once a turn', 'les ordres permanents se donnent une fois par tour'],
  ['these standing orders are already in force', 'ces ordres permanents sont déjà en vigueur'],
  // allies.ts
  ['an unreliable ally may not move within 12 hexes of the enemy', 'un allié peu sûr ne peut pas s’approcher à 12 hexagones ou moins de l’ennemi'],
  // groups.ts
  ['a group is of one corps', 'un groupe est d’un seul corps'],
  ['a group has one facing', 'un groupe a une seule orientation'],
  ['a unit in an enemy zone of control moves alone', 'une unité dans une zone de contrôle ennemie se déplace seule'],
  ['the members of a group must touch one another', 'les membres d’un groupe doivent se toucher'],
  ['a group ending in difficult terrain must be a single column', 'un groupe qui finit en terrain difficile doit former une seule colonne'],
  // march.ts
  ['within 4 hexes of an enemy at the start of the phase: one move only', 'à 4 hexagones ou moins d’un ennemi au début de la phase : un seul mouvement'],
  ['its first move brought it within 4 hexes of an enemy: no further move', 'son premier mouvement l’a amenée à 4 hexagones ou moins d’un ennemi : plus d’autre mouvement'],
  ['a march move may not come within 4 hexes of an enemy', 'un mouvement de marche ne peut pas approcher à 4 hexagones ou moins d’un ennemi'],
  ['irregular units make only one move a turn', 'les unités irrégulières ne font qu’un seul mouvement par tour'],
  ['regular units and light troops make at most two moves a turn', 'les unités régulières et les troupes légères font au plus deux mouvements par tour'],
  // zoc.ts
  ['in the zone of control of an enemy on its flank or rear', 'dans la zone de contrôle d’un ennemi sur son flanc ou ses arrières'],
  ['its movement allowance is not greater than that of every enemy holding it', 'son potentiel de mouvement n’est pas supérieur à celui de chaque ennemi qui la retient'],
  // demoralisation.ts
  ['a demoralised corps moves a single counter', 'un corps démoralisé déplace un seul pion'],
  ['a demoralised corps makes no march moves', 'un corps démoralisé ne fait pas de mouvement de marche'],
  ['a demoralised corps moves one counter a turn', 'un corps démoralisé déplace un pion par tour'],
  // shooting.ts
  ['this type does not shoot', 'ce type de troupe ne tire pas'],
  ['an unreliable ally does not shoot', 'un allié peu sûr ne tire pas'],
  ['it made march moves or fled this turn', 'elle a fait des mouvements de marche ou a fui ce tour'],
  ['artillery (O) or (S) that moved does not shoot', 'l’artillerie (O) ou (S) qui s’est déplacée ne tire pas'],
  ['in contact with an enemy zone of control', 'au contact d’une zone de contrôle ennemie'],
  ['it gives an overlap', 'elle procure un débordement'],
  // stacking.ts
  ['only counters of one type stack (with an extra Psiloi where the list allows)', 'seuls des pions d’un même type s’empilent (avec un Psiloi de plus là où la liste le permet)'],
  ['at most 4 pikes in a hex', 'au plus 4 piquiers par hexagone'],
  ['pikes stack only with pikes of the same quality', 'les piquiers ne s’empilent qu’avec des piquiers de même qualité'],
  ['at most 2 counters in a hex', 'au plus 2 pions par hexagone'],
  ['cavalry stack as two (I), or (O) or (S) supported by (O)', 'la cavalerie s’empile par deux (I), ou (O) ou (S) soutenue par une (O)'],
  ['only Auxilia (X) stack', 'seuls les Auxilia (X) s’empilent'],
  ['a Psiloi is supported by a Psiloi (O)', 'un Psiloi est soutenu par un Psiloi (O)'],
  ['this type does not stack', 'ce type de troupe ne s’empile pas'],
  // movement.ts: a move's plan
  ['units move only in the movement phase', 'les unités ne se déplacent que pendant la phase de mouvement'],
  ['a move names each unit once', 'un mouvement nomme chaque unité une seule fois'],
  ['a move has 1 to 16 steps', 'un mouvement compte de 1 à 16 pas'],
  ['only the active player moves, and only his own units', 'seul le joueur actif déplace, et seulement ses propres unités'],
  ['each step gives every member an action, and someone acts', 'chaque pas donne une action à chaque membre, et quelqu’un agit'],
  ['baggage moves alone', 'les bagages se déplacent seuls'],
  ['baggage steps through any edge and never turns; other units step only into their front or rear hexes', 'les bagages passent par n’importe quel côté et ne pivotent jamais ; les autres unités n’avancent que vers leurs hexagones avant ou arrière'],
  ['only a stack splits', 'seule une pile se sépare'],
  ['the front counter leaves its stack by a step into a front hex, and only advances', 'le pion de tête quitte sa pile par un pas vers un hexagone avant, et ne fait qu’avancer'],
  ['the rear counter moves back alone through its rear hexes only', 'le pion arrière recule seul, par ses hexagones arrière uniquement'],
  ['forward and rearward movement may not be combined in one move, and a rearward move has no change of facing', 'on ne combine pas avance et recul dans un même mouvement, et un recul se fait sans changer d’orientation'],
  ['only a lone unit or a group of skirmishers moves rearward', 'seule une unité isolée ou un groupe de tirailleurs recule'],
  ['a unit in an enemy zone of control cannot change facing in its movement phase', 'une unité dans une zone de contrôle ennemie ne peut pas changer d’orientation pendant sa phase de mouvement'],
  ['a unit in an enemy zone of control leaves it only by a rearward move', 'une unité dans une zone de contrôle ennemie n’en sort qu’en reculant'],
  ['a unit or group stops as soon as it enters an enemy zone of control', 'une unité ou un groupe s’arrête dès qu’il entre dans une zone de contrôle ennemie'],
  ['entering a friend to support it ends the move', 'entrer chez un ami pour le soutenir termine le mouvement'],
  ['a unit moving in a group turns one vertex per move', 'une unité qui se déplace en groupe pivote d’un sommet par mouvement'],
  ['a unit may not leave the map', 'une unité ne peut pas quitter la carte'],
  ['impassable ground', 'terrain infranchissable'],
  ['a unit may not enter an enemy\'s hex', 'une unité ne peut pas entrer dans l’hexagone d’un ennemi'],
  ['wagons enter difficult ground only along a road', 'les chariots n’entrent en terrain difficile que par une route'],
  ['a unit enters a wood only if it began its move in or next to that wood', 'une unité n’entre dans un bois que si elle a commencé son mouvement dedans ou à côté'],
  ['a unit may not enter an enemy zone of control showing its flank or rear', 'une unité ne peut pas entrer dans une zone de contrôle ennemie en présentant son flanc ou ses arrières'],
  ['a unit leaving an enemy zone of control may not move directly into another', 'une unité qui quitte une zone de contrôle ennemie ne peut pas entrer directement dans une autre'],
  ['a group keeps one facing after every step', 'un groupe garde une seule orientation après chaque pas'],
  ['the members of a group must touch one another after every step', 'les membres d’un groupe doivent se toucher après chaque pas'],
  ['two members may not share a hex', 'deux membres ne peuvent pas partager un hexagone'],
  ['a unit may pass through this friend only as the table of 8.2 allows (never one next to an enemy)', 'une unité ne traverse cet ami que comme le permet la table de la règle 8.2 (jamais un ami au contact de l’ennemi)'],
  ['a move may not end in a friend\'s hex except to support it from behind with the same facing', 'un mouvement ne finit dans l’hexagone d’un ami que pour le soutenir par l’arrière, avec la même orientation'],
  ['every member of a group has the allowance of its slowest member', 'chaque membre d’un groupe a le potentiel de son membre le plus lent'],
  ['more movement points than the unit\'s allowance for this move', 'plus de points de mouvement que le potentiel de l’unité pour ce mouvement'],
  ['wagons off-road in broken ground move one at a time', 'les chariots hors route en terrain accidenté se déplacent un par un'],
  ['Bowmen may not move into contact with the front of mounted enemies they could shoot at', 'les archers ne peuvent pas venir au contact du front d’ennemis montés sur lesquels ils pourraient tirer'],
  ['this move costs {0} action points, more than the corps has left', 'ce mouvement coûte {0} points d’action, plus qu’il n’en reste au corps'],
];

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = REFUSALS.map(([en, fr]) => ({ en, fr, re: new RegExp(`^${escape(en).replace(/\\\{\d\\\}/g, '(.+?)')}$`) }));

/** The template a refusal's text was built from, with the values put in it, or null. */
export function refusalEntry(message: string): { en: string; fr: string; values: string[] } | null {
  for (const m of MATCHERS) {
    const hit = m.re.exec(message);
    if (hit) return { en: m.en, fr: m.fr, values: hit.slice(1) };
  }
  return null;
}

/** Rule IDs of the spec that stand for a place in the rulebook: the elephant's fall is
 *  part of the combat results (11.7), an ally changing sides part of the allies (4.3), the
 *  corps plan part of the deployment (14.3), the terrain placement is the rulebook's
 *  sidebar on terrain, the 200-point options its sidebar "options for 200-point games". */
const RULEBOOK: Record<string, string> = { M10: '11.7', M17: '4.3', S7: '14.3', A23: '14.3', C9: '14.3', N10: '14.3', C8: 'terrain', 'sidebar-terrain': 'terrain', 'sidebar-200': 'options200' };

/** "rule 9.4" / "règle 9.4", "see the sidebar on terrain" / "voir l’encadré sur le terrain"; null
 *  for an ID the rulebook does not number. */
export function ruleName(rule: string | undefined, fr: boolean): string | null {
  const id = (rule ?? '').replace(/^CdB /, '');
  const at = RULEBOOK[id] ?? id;
  if (at === 'terrain') return fr ? 'voir l’encadré sur le terrain' : 'see the sidebar on terrain';
  if (at === 'options200') return fr ? 'voir les options de jeu à 200 points' : 'see the options for 200-point games';
  if (/^\d+(\.\d+)*$/.test(at)) return fr ? `règle ${at}` : `rule ${at}`;
  return null;
}

export function describeRefusal(_s: unknown, v: Violation & { fr?: string }, lang: Lang): string {
  const fr = lang === 'fr';
  const hit = refusalEntry(v.message);
  // The catalogue first: a stacking refusal met while deploying carries a French of its own
  // less precise than the catalogue's (setup.ts).
  const words = hit ? (fr ? hit.fr : hit.en).replace(/\{(\d)\}/g, (_, i: string) => hit.values[Number(i)] ?? '')
    : typeof v.fr === 'string' ? (fr ? v.fr : v.message)
      : fr ? 'les règles ne permettent pas cette action' : 'the rules do not allow this action';
  const name = ruleName(v.rule, fr);
  return name ? `${words} (${name})` : words;
}
