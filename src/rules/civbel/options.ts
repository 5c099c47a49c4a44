// The readings of spec §9 and the optional modules that change what the code does,
// as named options (OptionSpec) whose values travel in the game header. Options with
// a single choice record a reading the engine applies with no alternative yet. The
// RuleSystem (next session) lists them; the modules read them through
// commandOptionsFrom.
import type { OptionSpec, Text } from '../../engine/contract';
import type { CommandOptions } from './command';
import { CURRENT_RULES_MODULE } from './missing-chapters';
import { POINTS_OPTION } from './army-step';

const t = (en: string, fr: string): Text => ({ en, fr });

export const OPTIONS: OptionSpec[] = [
  {
    id: 'rulesModule', rule: 'Appendix A',
    label: t('Missing chapters', 'Chapitres manquants'),
    help: t('Movement, shooting and combat are a stand-in: the rulebook\'s pages are missing. This names the stand-in\'s version.', 'Mouvement, tir et combat sont une règle de remplacement : les pages du livre manquent. Ceci nomme sa version.'),
    choices: [{ value: CURRENT_RULES_MODULE, label: t('Provisional rules, first version', 'Règles provisoires, première version') }],
    default: CURRENT_RULES_MODULE,
  },
  {
    id: 'leaderRallyCost', rule: 'MOR-22',
    label: t('Rallying by a leader', 'Ralliement par un chef'),
    help: t('A leader rallying a shaken unit spends 3 command points as the list of actions says, or 2 as the morale chapter says.', 'Un chef qui rallie une unité ébranlée dépense 3 points de commandement, comme le dit la liste des actions, ou 2, comme le dit le chapitre du moral.'),
    choices: [{ value: 3, label: t('3 points', '3 points') }, { value: 2, label: t('2 points', '2 points') }],
    default: 3,
  },
  {
    id: 'inspireOnTests', rule: 'CMD-23',
    label: t('Inspiring leaders and control tests', 'Chefs galvanisants et tests de contrôle'),
    help: t('The optional +1 of an inspiring leader within one javelin throw: taken only when it brings the test to "as the player wishes", always, or never.', 'Le +1 facultatif d\'un chef galvanisant à un jet de javelot : pris seulement s\'il amène le test à « comme le joueur le souhaite », toujours, ou jamais.'),
    choices: [{ value: 'ifImproves', label: t('When it helps', 'Quand il aide') }, { value: 'always', label: t('Always', 'Toujours') }, { value: 'never', label: t('Never', 'Jamais') }],
    default: 'ifImproves',
  },
  {
    id: 'shotAtMeans', rule: 'CMD-09',
    label: t('Troops being shot at', 'Troupes prises pour cible'),
    help: t('Keeping impetuous troops under control costs 3 points when they were shot at during the previous turn, since orders come before any shooting.', 'Tenir des troupes impétueuses coûte 3 points si elles ont été prises pour cible au tour précédent, car les ordres précèdent tout tir.'),
    choices: [{ value: 'lastTurn', label: t('Shot at last turn', 'Visées au tour précédent') }],
    default: 'lastTurn',
  },
  {
    id: 'ordersModule', rule: 'CMD-40',
    label: t('Written orders', 'Ordres écrits'),
    help: t('Each contingent holds a written order (attack the enemy in front, defend a position, hold where it stands), shown and never enforced, set at the start; a new order costs 2 command points to give and 2 to hear, and goes in person, by messenger or by a pre-arranged signal; troops move between commands the same way. Meant for games with several players.', 'Chaque contingent a un ordre écrit (attaquer l\'ennemi en face, défendre une position, tenir sur place), montré et jamais imposé, donné au début ; un nouvel ordre coûte 2 points de commandement à donner et 2 à écouter, et se transmet de vive voix, par messager ou par un signal convenu ; les troupes passent d\'un commandement à l\'autre de la même façon. Prévu pour les parties à plusieurs.'),
    choices: [{ value: 'off', label: t('Off', 'Non') }, { value: 'on', label: t('On', 'Oui') }],
    default: 'off',
  },
  {
    // Spec §10.2 (engineering, read with SEQ-03): how a turn travels in messages. Late:
    // games recorded before it hold no value in their state (strict, as they were played).
    id: 'packets', rule: 'SEQ-03, spec §10.2',
    label: t('Messages per turn', 'Messages par tour'),
    help: t('Strict, as the sequence of play runs: the command phase of each player, then the approach phase of each, then the tactical moves and the charges, each in its own message: up to 8 messages a turn. Relaxed: each player sends his command and approach phases in one message, up to 6 messages a turn; the second player sees the first player\'s approach orders before his command phase, and they are carried out after it; a move no longer allowed by then is void, with the reason given.',
      'Stricte, comme le veut la séquence de jeu : la phase de commandement de chaque joueur, puis la phase d\'approche de chacun, puis les mouvements tactiques et les charges, chacun dans son message : jusqu\'à 8 messages par tour. Souple : chaque joueur envoie ses phases de commandement et d\'approche en un seul message, jusqu\'à 6 messages par tour ; le second joueur voit les ordres d\'approche du premier avant sa phase de commandement, et ils s\'exécutent après elle ; un mouvement qui n\'est plus permis alors est annulé, avec sa raison.'),
    choices: [{ value: 'strict', label: t('Strict (up to 8 messages)', 'Stricte (jusqu\'à 8 messages)') }, { value: 'relaxed', label: t('Relaxed (up to 6 messages)', 'Souple (jusqu\'à 6 messages)') }],
    default: 'strict',
  },
  {
    // p.13, "A Legion reduced to less than 5 stands or a single sub-unit also cannot function
    // as a Legion" (with ORG-15). Late: games recorded before it kept such a Legion in Acies.
    id: 'legionReduced', rule: 'ORG-15 (p.13)',
    label: t('A Legion reduced below 5 stands', 'Une légion réduite à moins de 5 socles'),
    help: t('A Legion reduced to fewer than 5 stands, or to a single sub-unit, can no longer act as a Legion: it becomes an ordinary unit, unformed where it stands until it forms up again (rules as written; the rulebook does not say which formation, so unformed is our reading). "Kept": it stayed a Legion in its lines (games recorded before this option).',
      'Une légion réduite à moins de 5 socles, ou à une seule sous-unité, ne peut plus agir comme une légion : elle devient une unité ordinaire, en désordre de formation (non formée) là où elle est jusqu\'à ce qu\'elle se reforme (règle telle qu\'écrite ; le livre ne dit pas quelle formation, non formée est notre lecture). « Gardée » : elle restait une légion dans ses lignes (parties enregistrées avant cette option).'),
    choices: [{ value: 'unit', label: t('An ordinary unit (RAW)', 'Une unité ordinaire (littéral)') }, { value: 'kept', label: t('Kept as a Legion', 'Gardée comme légion') }],
    default: 'unit',
  },
  {
    // Spec §10 D1 (SEQ-01): the initiative winner's choice as a standing preference. Late:
    // games recorded before it asked the winner each turn, in a message of its own.
    id: 'initiativeChoice', rule: 'SEQ-01, spec §10 D1',
    label: t('Going first or second', 'Jouer en premier ou en second'),
    help: t('Standing preference: each player says ahead, during his command phase, whether he goes first or second when he wins the initiative roll (first until he changes it); the roll then needs no message of its own. Asked: the winner of the roll chooses each time, in a message of his own.',
      'Préférence permanente : chaque joueur dit d\'avance, pendant sa phase de commandement, s\'il joue en premier ou en second quand il gagne le jet d\'initiative (en premier tant qu\'il ne la change pas) ; le jet ne demande alors aucun message à part. Demandé : le vainqueur du jet choisit à chaque fois, dans un message à part.'),
    choices: [{ value: 'standing', label: t('Standing preference', 'Préférence permanente') }, { value: 'asked', label: t('Asked each turn', 'Demandé à chaque tour') }],
    default: 'standing',
  },
  {
    // Spec A.5 ("Pursuit", "Rout", results 3–4 and 5+) and §10 D19 (standing orders). Late:
    // games recorded before it held no value, and their winners halted after every combat.
    id: 'pursuit', rule: 'A.5, spec §10 D19',
    label: t('After a combat (provisional)', 'Après un combat (provisoire)'),
    help: t('Provisional rule (Charges and Combat): a winner whose enemy breaks pursues it at once and again at the start of each tactical move phase, each catch costing the fleeing unit a stand, until a control test stops it or the enemy is gone; a winner whose enemy retires may follow it up and stay in contact. Each unit has standing orders, set in its player\'s command phase: pursue a broken enemy (yes by default) and follow up a retiring one (no by default); shock troops prone to advance on their own and B or C grade horsemen always pursue. Each army has its baggage behind its lines: pursuers who see it may turn to looting, and an army whose baggage the enemy holds counts 15 points more of losses. "Winners halt": as games recorded before this option were played.',
      'Règle provisoire (Charges et combat) : un vainqueur dont l\'ennemi se débande le poursuit aussitôt, puis au début de chaque phase de mouvement tactique, chaque prise coûtant un socle au fuyard, jusqu\'à ce qu\'un test de contrôle l\'arrête ou que l\'ennemi ait disparu ; un vainqueur dont l\'ennemi recule peut le talonner et rester au contact. Chaque unité a ses ordres permanents, donnés dans la phase de commandement de son joueur : poursuivre un ennemi débandé (oui par défaut) et talonner un ennemi qui recule (non par défaut) ; les troupes de choc promptes à avancer d\'elles-mêmes et les cavaliers de classe B ou C poursuivent toujours. Chaque armée a ses bagages derrière ses lignes : des poursuivants qui les voient peuvent se mettre au pillage, et une armée dont l\'ennemi tient les bagages compte 15 points de pertes de plus. « Les vainqueurs s\'arrêtent » : comme dans les parties enregistrées avant cette option.'),
    choices: [{ value: 'rules', label: t('Pursuit, follow-up and baggage (provisional)', 'Poursuite, talonnement et bagages (provisoire)') }, { value: 'halt', label: t('Winners halt', 'Les vainqueurs s\'arrêtent') }],
    default: 'rules',
  },
  {
    // CMD-31 (p.21) and spec CMD-32. Late: games recorded before it held no value, and their
    // spontaneous advancers went straight ahead and never charged of their own accord.
    id: 'spontaneous', rule: 'CMD-31, CMD-32',
    label: t('Spontaneous advance', 'Avance spontanée'),
    help: t('Troops that advance of their own accord (impetuous shock troops, B or C grade shock horse, rabble, scythed chariots) make for the nearest enemy they can see, turning towards it as their move allows, and charge it when it is in reach, with all their charge dice, as the rulebook says. "Straight ahead": they move straight ahead and never charge of their own accord, as in games recorded before this option.',
      'Les troupes qui avancent d\'elles-mêmes (troupes de choc impétueuses, cavaliers de choc de classe B ou C, cohue, chars à faux) marchent sur l\'ennemi le plus proche qu\'elles voient, en tournant vers lui autant que leur mouvement le permet, et le chargent quand il est à portée, avec tous leurs dés de charge, comme le dit le livre. « Droit devant » : elles vont droit devant elles et ne chargent jamais d\'elles-mêmes, comme dans les parties enregistrées avant cette option.'),
    choices: [{ value: 'nearest', label: t('On the nearest enemy seen', 'Sur l\'ennemi le plus proche en vue') }, { value: 'ahead', label: t('Straight ahead', 'Droit devant') }],
    default: 'nearest',
  },
  {
    // Spec §8.6 ("no overlap with other stands, friend or foe, along the swept path"), for every
    // move of the stand-in (A.1, A.3, A.5). Late: games recorded before it checked where a move
    // ended and each quarter-javelin-throw step of a straight move, never a wheel's or a charge's way.
    id: 'sweptPaths', rule: 'spec §8.6, A.1, A.3, A.5',
    label: t('Moving past other troops (provisional)', 'Passer près d\'autres troupes (provisoire)'),
    help: t('Provisional rule (Movement and Manoeuvre): the whole ground a unit crosses must be clear of other troops, friends or enemies, not only the place where it stops. A wheel that would swing through another unit is refused, and so is a charge whose way to its target runs through other troops; a straight move, a rout, an evade or a pursuit stops short of the first unit in its way. Turning about on the spot needs only room where the unit ends. "Only where it ends": as games recorded before this option were played, when only the end of a move, and each step of a straight move, was checked.',
      'Règle provisoire (Mouvement et Manœuvre) : tout le terrain que traverse une unité doit être libre d\'autres troupes, amies ou ennemies, et pas seulement l\'endroit où elle s\'arrête. Un pivot qui balaierait une autre unité est refusé, comme une charge dont le chemin vers sa cible traverse d\'autres troupes ; un mouvement en ligne droite, une déroute, une esquive ou une poursuite s\'arrête avant la première unité sur son chemin. Faire demi-tour sur place ne demande que la place où l\'unité finit. « Seulement là où il finit » : comme dans les parties enregistrées avant cette option, où seule la fin d\'un mouvement, et chaque pas d\'un mouvement en ligne droite, étaient vérifiés.'),
    choices: [{ value: 'checked', label: t('The whole way (provisional)', 'Tout le chemin (provisoire)') }, { value: 'ends', label: t('Only where it ends', 'Seulement là où il finit') }],
    default: 'checked',
  },
  {
    // Spec A.3 "Leaving the table": "Pursuers that leave may return at the exit point after one
    // full turn if a control test gives 3–4; otherwise they are out of play." Only with the
    // option pursuit. Late: games recorded before it lost every pursuer carried off the table.
    id: 'offTablePursuers', rule: 'A.3',
    label: t('Pursuers who leave the table (provisional)', 'Poursuivants qui quittent la table (provisoire)'),
    help: t('Provisional rule (Manoeuvre): troops carried off the table by a pursuit are out of the battle for a whole turn and count as lost meanwhile; at the start of their side\'s tactical moves the turn after, they take a control test: on 3 or 4 they come back where they left, facing the table, otherwise they are out of the battle. A leader with them stays behind on the table. "Lost": as games recorded before this option were played, pursuers who left the table never came back.',
      'Règle provisoire (Manœuvre) : les troupes qu\'une poursuite emporte hors de la table sont hors de la bataille pendant un tour entier et comptent comme perdues pendant ce temps ; au début des mouvements tactiques de leur camp au tour suivant, elles passent un test de contrôle : sur 3 ou 4 elles reviennent là où elles sont sorties, face à la table, sinon elles sont hors de la bataille. Un chef qui les accompagnait reste en arrière sur la table. « Perdues » : comme dans les parties enregistrées avant cette option, les poursuivants sortis de la table ne revenaient jamais.'),
    choices: [{ value: 'return', label: t('May come back (provisional)', 'Peuvent revenir (provisoire)') }, { value: 'lost', label: t('Lost', 'Perdues') }],
    default: 'return',
  },
  {
    // CMD-35..37 with A.6 (ours): baggage on the fixed armies' broken field, with the option
    // pursuit. Late: games recorded before it on that field had none.
    id: 'fieldBaggage', rule: 'CMD-35',
    label: t('Baggage on the broken field', 'Bagages sur le terrain accidenté'),
    help: t('With pursuit and baggage in play, each army on the broken field of the sample battle has its baggage behind its lines, in the middle of its own table edge, clear of the hill, the wood, the marsh and the scrub, as on the open plain. "None": as games recorded before this option were played, the armies there had no baggage.',
      'Avec la poursuite et les bagages en jeu, chaque armée du terrain accidenté de la bataille d\'exemple a ses bagages derrière ses lignes, au milieu de son bord de table, à l\'écart de la colline, du bois, du marais et des broussailles, comme en plaine dégagée. « Aucun » : comme dans les parties enregistrées avant cette option, les armées n\'y avaient pas de bagages.'),
    choices: [{ value: 'placed', label: t('Behind each army', 'Derrière chaque armée') }, { value: 'none', label: t('None', 'Aucun') }],
    default: 'placed',
  },
  {
    // Spec A.3 "Interpenetrate friends": "Allowed if either unit is unformed or Light troops
    // [...]. It must end clear. A formed unit passed through within bow range takes 1 DP."
    // For the moves a player orders (marches, advances, inclines, a wheel's straight part).
    // Late: games recorded before it stopped every move at the first friend in its way.
    id: 'interpenetration', rule: 'A.3',
    label: t('Passing through friends (provisional)', 'Traverser des amis (provisoire)'),
    help: t('Provisional rule (Manoeuvre): a unit may move through friendly troops when either of the two is light troops or unformed, as skirmishers fall back through their battle line. It must end its move clear of them; a formed unit passed through within bow range of the enemy takes 1 disorder point. Charges, routs, evades and pursuits still stop at friends. "Never": as games recorded before this option were played, every move stopped at the first friend in its way.',
      'Règle provisoire (Manœuvre) : une unité peut traverser des troupes amies quand l\'une des deux est faite de troupes légères ou est sans formation, comme des tirailleurs qui se replient à travers leur ligne de bataille. Elle doit finir son mouvement dégagée d\'elles ; une unité en ordre traversée à portée d\'arc de l\'ennemi reçoit 1 point de désordre. Les charges, les déroutes, les esquives et les poursuites s\'arrêtent toujours devant des amis. « Jamais » : comme dans les parties enregistrées avant cette option, tout mouvement s\'arrêtait au premier ami sur son chemin.'),
    choices: [{ value: 'friends', label: t('Where either is light or unformed (provisional)', 'Quand l\'une est légère ou sans formation (provisoire)') }, { value: 'never', label: t('Never', 'Jamais') }],
    default: 'friends',
  },
  POINTS_OPTION,
  {
    id: 'hopliteSupplement', rule: 'Hoplite Battle Supplement',
    label: t('Hoplite battle supplement', 'Supplément de bataille hoplite'),
    help: t('Unavailable: its pages are missing from our copy of the rulebook.', 'Indisponible : ses pages manquent à notre exemplaire du livre.'),
    choices: [{ value: 'off', label: t('Off (unavailable)', 'Non (indisponible)') }],
    default: 'off',
  },
];

const BY_ID = new Map(OPTIONS.map((o) => [o.id, o]));

/** Options added after games were recorded: a state holds one only when its header
 *  names it, so the states of older games, and their hashes, stay as they were; an
 *  absent one reads as its default (`packetMode`). */
export const LATE_OPTIONS: readonly string[] = ['packets', 'legionReduced', 'initiativeChoice', 'armyPoints', 'pursuit', 'spontaneous', 'sweptPaths', 'offTablePursuers', 'fieldBaggage', 'interpenetration'];

/** Every option's value from a header, defaults filled in (late options only when
 *  named); a string naming the first unknown value otherwise. Only the options' own
 *  ids are read. */
export function resolveOptions(given: Record<string, unknown>): Record<string, string | number> | string {
  const out: Record<string, string | number> = {};
  for (const o of OPTIONS) {
    if (LATE_OPTIONS.includes(o.id) && !Object.hasOwn(given, o.id)) continue;
    const v = Object.hasOwn(given, o.id) ? given[o.id] : o.default;
    if (!o.choices.some((c) => c.value === v)) return `option ${o.id}: unknown value`;
    out[o.id] = v as string | number;
  }
  return out;
}

export function optionSpec(id: string): OptionSpec | undefined {
  return BY_ID.get(id);
}

/** The command module's settings from resolved options. */
export function commandOptionsFrom(o: Record<string, string | number>): CommandOptions {
  return { leaderRallyCost: o.leaderRallyCost === 2 ? 2 : 3, ordersModule: o.ordersModule === 'on' };
}

/** Spec §10.2: the packet structure of a turn, strict (the default, as every game
 *  recorded before the option) or relaxed. */
/** p.13 (option legionReduced): whether a Legion reduced below 5 stands or to one sub-unit
 *  becomes an ordinary unit; absent (games recorded before the option): it was kept. */
export const reducedLegionDissolves = (o: Record<string, string | number>): boolean => o.legionReduced === 'unit';

export function packetMode(o: Record<string, string | number>): 'strict' | 'relaxed' {
  return o.packets === 'relaxed' ? 'relaxed' : 'strict';
}

/** Spec §10 D1 (option initiativeChoice): whether the initiative winner's standing
 *  preference decides at once; absent (games recorded before the option): he was asked. */
export const initiativeByPreference = (o: Record<string, string | number>): boolean => o.initiativeChoice === 'standing';

/** A.5, spec §10 D19 (option pursuit): whether winners pursue, follow up and loot, and the
 *  armies have baggage; absent (games recorded before the option): winners halted. */
export const pursuitOn = (o: Record<string, string | number>): boolean => o.pursuit === 'rules';

/** CMD-31 (option spontaneous): whether spontaneous advancers make for and charge the nearest
 *  enemy they see; absent (games recorded before the option): straight ahead, no charge. */
/** A.3 (option interpenetration): whether moves pass through friends where the rule allows. */
export const throughFriends = (o: Record<string, string | number>): boolean => o.interpenetration === 'friends';

export const spontaneousOnNearest = (o: Record<string, string | number>): boolean => o.spontaneous === 'nearest';

/** A.3 (option offTablePursuers, with the option pursuit): whether pursuers carried off the
 *  table may come back; absent (games recorded before the option): they were lost. */
export const pursuersMayReturn = (o: Record<string, string | number>): boolean => pursuitOn(o) && o.offTablePursuers === 'return';

/** CMD-35 (option fieldBaggage, with the option pursuit): whether the fixed armies' broken field
 *  has baggage; absent (games recorded before the option): it had none. */
export const fieldBaggageOn = (o: Record<string, string | number>): boolean => pursuitOn(o) && o.fieldBaggage === 'placed';
