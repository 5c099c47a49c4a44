// Refusals in the player's words (issue 11, as issue 12 did for DBA and Nabis). The
// rules refuse in English inside (bots try many candidates); here, where one refusal is
// shown, its text is matched against the templates below, said in the player's language
// with units and leaders named as the army lists name them, and its rule named as the
// rulebook does (rule-names.ts): "see “Control Tests”, p.21", or the stand-in's chapter.
import type { Lang, Violation } from '../../engine/contract';
import { kindOf } from './names';
import { leaderNoun, the, unitNoun, type Noun } from './grammar';
import { isStandIn, ruleName } from './rule-names';

type T2 = [string, string];

/** Every refusal the rules give a player, English template → French; {0}, {1} are names or numbers.
 *  In French, [one|many] agrees with {0}'s number and ·e ·s mark a participle's feminine and plural
 *  (grammar.ts); names take their article ("la Légion I est hors de la zone"). */
export const REFUSALS: T2[] = [
  // actions.ts: the sequence, the Command Phase, standing orders
  ['the game is over', 'la partie est terminée'],
  ['it is the other player\'s turn to act', 'c’est à l’autre joueur d’agir'],
  ['there is nothing to roll now', 'il n’y a rien à lancer maintenant'],
  ['only the winner of the initiative roll chooses, once', 'seul le vainqueur du jet d’initiative choisit, une fois'],
  ['the winner of the initiative roll is asked each turn in this game', 'dans cette partie, le vainqueur du jet d’initiative est consulté à chaque tour'],
  ['your preference for the initiative is set in your Command Phase', 'votre préférence pour l’initiative se règle pendant votre phase de commandement'],
  ['your preference for the initiative has already been set this turn', 'votre préférence pour l’initiative a déjà été réglée ce tour'],
  ['that is already your preference for the initiative', 'c’est déjà votre préférence pour l’initiative'],
  ['a preference by the distance of the enemy says when you go first', 'une préférence selon la distance de l’ennemi dit quand vous jouez en premier'],
  ['command points are allocated in the Command Phase', 'les points de commandement se répartissent pendant la phase de commandement'],
  ['stopping pursuit or looting is decided in the Command Phase', 'arrêter une poursuite ou un pillage se décide pendant la phase de commandement'],
  ['only your pursuing or looting units can be told to stop', 'seules vos unités en poursuite ou au pillage peuvent recevoir l’ordre de s’arrêter'],
  ['already told to stop', 'elle a déjà reçu l’ordre de s’arrêter'],
  ['no half-phase to end now', 'aucune demi-phase à terminer maintenant'],
  ['standing orders for charge responses are set in your Command Phase', 'les ordres permanents de réponse aux charges se donnent pendant votre phase de commandement'],
  ['standing orders are given to your own troops', 'les ordres permanents se donnent à vos propres troupes'],
  ['no such standing order', 'cet ordre permanent n’existe pas'],
  ['{0} has already been given its standing order this turn', '{0} [a|ont] déjà reçu [son|leur] ordre permanent ce tour'],
  ['{0} already has that standing order', '{0} [a|ont] déjà cet ordre permanent'],
  ['winners halt after combat in this game', 'dans cette partie, les vainqueurs s’arrêtent après un combat'],
  ['standing orders for after a combat are set in your Command Phase', 'les ordres permanents pour après un combat se donnent pendant votre phase de commandement'],
  ['{0} has already been given its orders for after a combat this turn', '{0} [a|ont] déjà reçu [ses|leurs] ordres pour après un combat ce tour'],
  ['{0} already has those orders for after a combat', '{0} [a|ont] déjà ces ordres pour après un combat'],
  ['no such leader of yours', 'ce chef n’est pas des vôtres'],
  ['{0} has already been given his actions this turn', '{0} a déjà reçu ses actions ce tour'],
  ['too many actions for one leader', 'trop d’actions pour un seul chef'],
  ['only your own troops are left out of Control', 'seules vos propres troupes peuvent être laissées hors du contrôle'],
  ['a leader stays on the table', 'un chef reste sur la table'],
  ['a leader attaches to a friendly unit within 1 javelin throw of where he ends', 'un chef se joint à une unité amie à 1 jet de javelot au plus de l’endroit où il s’arrête'],
  ['no such unit', 'cette unité n’existe pas'],
  ['no such leader', 'ce chef n’existe pas'],
  // army-step.ts: the armies sealed, then shown (ORG-05, ORG-20, scenario choose-armies)
  ['each player seals his army once, before the battle', 'chaque joueur scelle son armée une fois, avant la bataille'],
  ['a sealed army is 16 words', 'une armée scellée compte 16 mots'],
  ['an army is shown once both players have sealed theirs', 'une armée se montre quand les deux joueurs ont scellé la leur'],
  ['this is not the army that was sealed', 'ce n’est pas l’armée qui a été scellée'],
  ['the army shown cannot be read', 'l’armée montrée est illisible'],
  ['the army does not fit in its deployment zone, even in several rows', 'l’armée ne tient pas dans sa zone de déploiement, même sur plusieurs rangs'],
  ['The army costs {0} points, more than the agreed {1}.', 'L’armée coûte {0} points, plus que les {1} convenus.'],
  // deploy-choice.ts: the sealed deployment (D25, A.7, §6.3)
  ['each player seals his deployment once, before the battle', 'chaque joueur scelle son déploiement une fois, avant la bataille'],
  ['a sealed deployment is 16 words', 'un déploiement scellé compte 16 mots'],
  ['a deployment is revealed once both players have sealed theirs', 'un déploiement se dévoile quand les deux joueurs ont scellé le leur'],
  ['this is not the deployment that was sealed', 'ce n’est pas le déploiement qui a été scellé'],
  ['a deployment places each of your {0} units', 'un déploiement place chacune de vos {0} unités'],
  ['a heading is 0 to 359 degrees', 'une orientation va de 0 à 359 degrés'],
  ['{0} is outside the deployment zone.', '{0} [est|sont] hors de la zone de déploiement.'],
  ['{0} overlaps {1}.', '{0} [empiète|empiètent] sur {1}.'],
  ['{0} is not in a sound formation.', '{0} [n’est|ne sont] pas dans une formation correcte.'],
  // deploy-formations.ts and deploy-choice.ts: formations and leaders chosen at deployment
  ['a deployment gives a formation to each of your {0} units', 'un déploiement donne une formation à chacune de vos {0} unités'],
  ['a deployment places each of your {0} leaders', 'un déploiement place chacun de vos {0} chefs'],
  ['{0} is attached to {1} but stands more than 1 javelin throw from it.', '{0} accompagne {1} mais se tient à plus d’un jet de javelot.'],
  ['{0} deploys in Acies or in a Column of one file per line', '{0} se déploie en acies ou en colonne d’une file par ligne'],
  ['{0} has no formation', '{0} : pas de formation pour les troupes spéciales'],
  ['{0} may not be unformed by choice', '{0} : ces troupes ne peuvent pas se mettre sans formation de leur plein gré'],
  ['{0} is always unformed', '{0} : ces troupes sont toujours sans formation'],
  ['{0} may not form a Wedge', '{0} : ces troupes ne peuvent pas se former en coin'],
  ['{0} has too many or too few stands for a Wedge', '{0} : trop ou trop peu de socles pour un coin'],
  ['{0} is too narrow for a Line {1} ranks deep', '{0} : trop peu de socles de front pour une ligne de {1} rangs'],
  // command.ts: an allocation's cost and moves
  ['{0} has {1} command points; these actions cost {2}.', '{0} a {1} points de commandement ; ces actions en coûtent {2}.'],
  ['{0} may move at most {1} javelin throws with this action.', '{0} ne peut se déplacer que de {1} jets de javelot avec cette action.'],
  ['{0} is with a unit: he must detach to move on his own.', '{0} accompagne une unité : il doit la quitter pour se déplacer seul.'],
  ['{0} may not leave a routing unit.', '{0} ne peut pas quitter une unité en déroute.'],
  ['Special troops may not be inspired.', 'Les troupes spéciales ne peuvent pas être galvanisées.'],
  ['Written orders are not in play in this game.', 'Les ordres écrits ne sont pas en jeu dans cette partie.'],
  ['A leader rallies one shaken unit of his own within 1 javelin throw.', 'Un chef rallie une unité ébranlée des siennes à 1 jet de javelot.'],
  // half-phases.ts: moves
  ['troops move in the Approach and Tactical Move Phases', 'les troupes se déplacent pendant les phases d’approche et de mouvement tactique'],
  ['only your own troops move', 'seules vos propres troupes se déplacent'],
  ['{0} has already moved in this phase', '{0} [s’est|se sont] déjà déplacé·e·s pendant cette phase'],
  ['{0} already has its order for this phase', '{0} [a|ont] déjà reçu [son|leur] ordre pour cette phase'],
  ['{0} may not march: only controlled troops beyond bow range of the enemy march in the Approach Phase', '{0} ne [peut|peuvent] pas faire de marche : seules les troupes contrôlées hors de portée d’arc de l’ennemi marchent pendant la phase d’approche'],
  ['{0} is not free to move (not controlled, halted, in melee, routing or retiring)', '{0} [n’est|ne sont] pas libre[|s] de se déplacer (non contrôlé·e·s, arrêté·e·s, en mêlée, en déroute ou en recul)'],
  ['the Approach Phase is for marches; other moves are made in the Tactical Move Phase', 'la phase d’approche est celle des marches ; les autres mouvements se font pendant la phase de mouvement tactique'],
  ['an incline is at most 45° off the heading', 'une oblique s’écarte de 45° au plus de la direction de la troupe'],
  ['only formed units wheel', 'seules les unités en formation pivotent'],
  ['a wheel turns by 1° to 90°', 'un pivot tourne de 1° à 90°'],
  ['this move takes no angle', 'ce mouvement ne prend pas d’angle'],
  ['a side-step goes straight to the left or to the right', 'un pas de côté se fait droit à gauche ou à droite'],
  ['{0} has no room to face about', '{0} [n’a|n’ont] pas la place de faire demi-tour'],
  // actions.ts and orders.ts: the orders module (CMD-40/41, ORG-06)
  ['no order from {0} has reached {1}', '{1} : aucun ordre envoyé par {0} n’est arrivé'],
  ['a new order says what it is and how it goes', 'un nouvel ordre dit ce qu’il est et comment il est transmis'],
  ['the position to defend is on the table', 'la position à défendre est sur la table'],
  ['orders go to a leader of your own', 'les ordres vont à l’un de vos propres chefs'],
  ['one order at a time for {0}', 'un seul ordre à la fois pour {0}'],
  ['{0} is in contact with {1}: he must listen to his order', '{0} est au contact avec {1} : il doit écouter son ordre'],
  ['written orders are not in play in this game', 'les ordres écrits ne sont pas en jeu dans cette partie'],
  ['initial orders are set in your Command Phase of the first turn', 'les ordres initiaux se donnent pendant votre phase de commandement du premier tour'],
  ['only a leader of yours who holds orders is given initial orders', 'seul l’un de vos chefs qui reçoit des ordres a des ordres initiaux'],
  ['{0} already has his initial orders', '{0} a déjà ses ordres initiaux'],
  ['orders are 1, 2 with a position on the table, or 3', 'les ordres sont 1, 2 avec une position sur la table, ou 3'],
  ['pre-arranged signals are declared in your Command Phase of the first turn', 'les signaux convenus se déclarent pendant votre phase de commandement du premier tour'],
  ['only a leader of yours who issues orders has signals', 'seul l’un de vos chefs qui donne des ordres a des signaux'],
  ['{0} has already declared his signals', '{0} a déjà déclaré ses signaux'],
  ['each signal is an order', 'chaque signal est un ordre'],
  ['{0} may have at most one pre-arranged signal per command point ({1})', '{0} peut avoir au plus un signal convenu par point de commandement ({1})'],
  // formation-action.ts (FRM-02..12, A.3)
  ['troops change formation in the Approach and Tactical Move Phases', 'les troupes changent de formation pendant les phases d’approche et de mouvement tactique'],
  ['formation changes are not ordered ahead', 'les changements de formation ne s’ordonnent pas à l’avance'],
  ['{0} forms Acies or a Column of one file per line', '{0} se [forme|forment] en acies ou en colonne d’une file par ligne'],
  ['only Legions form Acies', 'seules les légions se forment en acies'],
  ['{0} may not become unformed by choice', '{0} ne [peut|peuvent] pas se disperser de [son|leur] plein gré'],
  ['{0} may not form up now', '{0} ne [peut|peuvent] pas se former maintenant'],
  ['{0} cannot re-form while shaken', '{0} ne [peut|peuvent] pas se reformer en étant ébranlé·e·s'],
  ['{0} cannot re-form within one javelin throw of the enemy', '{0} ne [peut|peuvent] pas se reformer à moins d’un jet de javelot de l’ennemi'],
  ['troops become unformed where they stand', 'les troupes se dispersent là où elles sont'],
  ['{0} is too narrow for a Line that deep', '{0} [n’a|n’ont] pas assez de socles pour une ligne aussi profonde'],
  ['{0} has too many or too few stands for a Wedge', '{0} [a|ont] trop ou trop peu de socles pour un coin'],
  ['{0} changes that way by turning every stand: say to which side', '{0} [change|changent] ainsi de formation en tournant chaque socle : dites de quel côté'],
  ['{0} turns from Column into a single-rank Line', '{0} [passe|passent] de la colonne à une ligne sur un seul rang'],
  ['{0} makes that change on the spot, facing as it does', '{0} [fait|font] ce changement sur place, face au même côté'],
  ['{0} changes between Acies and its Column by turning every stand', '{0} [passe|passent] de l’acies à sa colonne en tournant chaque socle'],
  ['{0} already stands so', '{0} [est|sont] déjà formé·e·s ainsi'],
  ['{0} has no room to form so where it stands', '{0} [n’a|n’ont] pas la place de se former ainsi sans bouger'],
  // legion-detach.ts (FRM-07, MOR-11)
  ['a Legion detaches troops in its own Tactical Move Phase', 'une légion détache des troupes pendant sa propre phase de mouvement tactique'],
  ['only your own Legions detach troops', 'seules vos propres légions détachent des troupes'],
  ['{0} is not a Legion: only a Legion detaches troops', '{0} [n’est|ne sont] pas une légion : seule une légion détache des troupes'],
  ['{0} is shaken: a shaken Legion cannot detach troops', '{0} [est ébranlée|sont ébranlées] : une légion ébranlée ne peut pas détacher de troupes'],
  ['{0} is not in Acies: only a Legion in Acies detaches troops', '{0} [n’est|ne sont] pas en acies : seule une légion en acies détache des troupes'],
  ['{0} has no such line', '{0} [n’a|n’ont] pas cette ligne'],
  ['that line of {0} is engaged: only unengaged troops detach', 'cette ligne de {0} est engagée : seules des troupes non engagées se détachent'],
  ['{0} would no longer stand in Acies: only its front or rear line may leave', '{0} ne [serait|seraient] plus en acies : seule sa première ou sa dernière ligne peut partir'],
  ['that line of {0} has no room to form a Line where it stands', 'cette ligne de {0} n’a pas la place de se former en ligne là où elle est'],
  // line-relief.ts (MOR-07)
  ['a Legion relieves its lines in its own Tactical Move Phase', 'une légion relève ses lignes pendant sa propre phase de mouvement tactique'],
  ['only your own Legions relieve their lines', 'seules vos propres légions relèvent leurs lignes'],
  ['{0} is not a Legion: only a Legion relieves its lines', '{0} [n’est|ne sont] pas une légion : seule une légion relève ses lignes'],
  ['{0} is shaken: a shaken Legion cannot relieve its lines', '{0} [est ébranlée|sont ébranlées] : une légion ébranlée ne peut pas relever ses lignes'],
  ['{0} is not in Acies: only a Legion in Acies relieves its lines', '{0} [n’est|ne sont] pas en acies : seule une légion en acies relève ses lignes'],
  ['{0} is not free to act (not controlled, halted, routing or retiring, or already moved)', '{0} [n’est|ne sont] pas libre·s d’agir (hors de contrôle, à l’arrêt, en déroute ou en retraite, ou déjà déplacé·e·s)'],
  ['{0} has only one line', '{0} [n’a|n’ont] qu’une ligne'],
  ['{0} has no room to relieve its lines', '{0} [n’a|n’ont] pas la place de relever ses lignes'],
  ['{0} cannot wheel: the way is blocked by {1}', '{0} ne [peut|peuvent] pas pivoter : le chemin est barré par {1}'],
  // half-phases.ts and the stand-in's charges (provisional/charges.ts)
  ['{0} advances of its own accord: it charges the nearest enemy it sees, or no one', '{0} [avance|avancent] de [son|leur] propre chef : [sa|leur] seule charge possible est sur l’ennemi le plus proche en vue'],
  ['charges are declared at the start of the Combat Phase', 'les charges se déclarent au début de la phase de combat'],
  ['only your own troops charge', 'seules vos propres troupes chargent'],
  ['a charge is made at an enemy unit', 'une charge se fait sur une unité ennemie'],
  ['{0} has already declared a charge', '{0} [a|ont] déjà déclaré une charge'],
  ['{0} is already in melee', '{0} [est|sont] déjà en mêlée'],
  ['{0} has no room to reach {1}', '{0} [n’a|n’ont] pas la place d’atteindre {1}'],
  ['{0} cannot charge {1}: the way is blocked by {2}', '{0} ne [peut|peuvent] pas charger {1} : le chemin est barré par {2}'],
  ['{0} is halted and may not charge.', '{0} [est|sont] arrêté·e·s et ne [peut|peuvent] pas charger.'],
  ['{0} is not controlled and may not charge.', '{0} [n’est|ne sont] pas contrôlé·e·s et ne [peut|peuvent] pas charger.'],
  ['{0} is in no state to charge.', '{0} [n’est|ne sont] pas en état de charger.'],
  ['{0} may not charge in column or as artillery.', '{0} ne [peut|peuvent] charger ni en colonne ni comme artillerie.'],
  ['{0} may declare 1 to {1} charge dice.', '{0} [peut|peuvent] annoncer de 1 à {1} dés de charge.'],
  ['{0} is not visible in front of {1}.', '{0} [n’est|ne sont] pas visible[|s] devant {1}.'],
  ['{0} is out of reach of {1} charge dice.', '{0} [est|sont] hors de portée de {1} dés de charge.'],
  ['{0} cannot cross the ground between it and {1}.', '{0} ne [peut|peuvent] franchir le terrain jusqu’à {1}.'],
  ['{0} cannot reach {1} with one wheel of at most 45°.', '{0} ne [peut|peuvent] atteindre {1} en pivotant de 45° au plus.'],
  ['{0} may not evade.', '{0} ne [peut|peuvent] pas esquiver.'],
  ['{0} may not counter-charge.', '{0} ne [peut|peuvent] pas contre-charger.'],
  ['{0} is halted and may not counter-charge.', '{0} [est|sont] arrêté·e·s et ne [peut|peuvent] pas contre-charger.'],
  ['No such unit.', 'Cette unité n’existe pas.'],
  ['Light troops may not charge the front of formed, unshaken heavy infantry or cavalry.', 'Les troupes légères ne peuvent charger de front l’infanterie lourde ou la cavalerie en ordre et non ébranlée.'],
];

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The most specific template first: "{0} is halted and may not counter-charge." before "{0} may not counter-charge.".
const MATCHERS = [...REFUSALS].sort((a, b) => b[0].replace(/\{\d\}/g, '').length - a[0].replace(/\{\d\}/g, '').length).map(([en, fr]) => ({ en, fr, re: new RegExp(`^${escape(en).replace(/\\\{\d\\\}/g, '(.+?)')}$`) }));

/** The template a refusal's text was built from, with the values put in it, or null. */
export function refusalEntry(message: string): { en: string; fr: string; values: string[] } | null {
  for (const m of MATCHERS) {
    const hit = m.re.exec(message);
    if (hit) return { en: m.en, fr: m.fr, values: hit.slice(1) };
  }
  return null;
}

/** A value of a refusal as a noun when the army lists name a unit or a leader so. */
function nounFor(value: string | undefined, fr: boolean): Noun | null {
  const k = value === undefined ? undefined : kindOf(value);
  return k === 'unit' ? unitNoun(value!, fr) : k === 'leader' ? leaderNoun(value!, fr) : null;
}
const EN_PLURAL: Record<string, string> = { is: 'are', has: 'have', overlaps: 'overlap' };

/** A template said with its values, the verb agreeing with {0}: "Velites I are outside",
 *  "les Vélites I sont hors de la zone", "la Légion I s'est déjà déplacée". */
function agreeing(template: string, values: readonly string[], fr: boolean): string {
  const subject = nounFor(values[0], fr);
  const plural = subject?.plural ?? false, feminine = subject?.feminine ?? false;
  let t = template;
  if (fr) t = t.replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, one: string, many: string) => (plural ? many : one)).replace(/·e/g, feminine ? 'e' : '').replace(/·s/g, plural ? 's' : '');
  else if (plural) t = t.replace(/^\{0\} (is|has|overlaps)\b/, (_, v: string) => `{0} ${EN_PLURAL[v]}`).replace(/\bits\b/, 'their');
  return t.replace(/\{(\d)\}/g, (_, i: string) => { const v = values[Number(i)] ?? '', n = nounFor(v, fr); return n ? (fr ? the(n) : n.name) : v; });
}

export function describeRefusal(_s: unknown, v: Violation, lang: Lang): string {
  const fr = lang === 'fr';
  const hit = refusalEntry(v.message);
  const words = hit ? agreeing(fr ? hit.fr : hit.en, hit.values, fr).replace(/\.$/, '') : fr ? 'les règles ne permettent pas cette action' : 'the rules do not allow this action';
  const name = ruleName(v.rule, fr);
  if (!name) return words;
  if (isStandIn(v.rule)) return fr ? `${words} (règle provisoire\u00a0: ${name})` : `${words} (provisional rule: ${name})`;
  // "Control Tests, p.21" → see “Control Tests”, p.21 (French: no line break inside « »).
  const [, title, page] = /^(.*?)(, p\.\s?\d+)?$/.exec(name)!;
  return fr ? `${words} (voir «\u00a0${title}\u00a0»${page ?? ''})` : `${words} (see “${title}”${page ?? ''})`;
}
