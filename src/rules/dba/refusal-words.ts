// Refusals in the player's words (issue 12): inside dba a refusal is the English text
// given to ill() (cheap, as refuse.ts explains); here, only when one refusal is shown,
// it is matched against this catalogue and said again in English or French, without the
// spec's IDs (INTERP-4, MOV-07d, enterCamp), elements named as the log names them and
// the rule named by the rulebook's section. The catalogue is keyed by the English text
// as the code writes it, `{}` standing for each interpolated value, so a refusal added
// to the rules without its words here fails test/rules/refusal-words.test.ts.
import type { Lang, Violation } from '../../engine/contract';
import { TERRAIN } from './describe';
import { sectionOf } from './rule-sections';
import { elemLabel } from './names';
import type { DbaState } from './state';

/** [the English text as ill() receives it, French, English as the player reads it when
 *  the source's words carry an ID]. In the French, {0}, {1} are the values in order. */
type Entry = [source: string, fr: string, en?: string];

const CATALOGUE: Entry[] = [
  // ---- sequence and set-up (play.ts)
  ['the battle is over', 'la bataille est terminée'],
  ['not your decision', 'ce n’est pas à vous de décider'],
  ['roll for initiative first', 'lancez d’abord le dé d’initiative'],
  ['place the terrain', 'placez le terrain'],
  ['choose your preferred edge', 'choisissez votre bord préféré'],
  ['edge 0 to 3', 'ce bord de table n’existe pas', 'there is no such table edge'],
  ['the preferred edge may not be next to the BUA', 'le bord préféré ne peut pas être voisin de la ville', 'the preferred edge may not be next to the town'],
  ['place your camp', 'placez votre camp'],
  ['that element is held back to land', 'cet élément est gardé en réserve pour débarquer'],
  ['not your element', 'cet élément n’est pas à vous'],
  ['deploy your elements', 'déployez vos éléments'],
  ['every element must be deployed', 'tous les éléments doivent être déployés'],
  ['at most two pairs', 'deux paires au plus peuvent être échangées', 'at most two pairs may be swapped'],
  ['swap two of your own elements', 'échangez deux de vos propres éléments'],
  ['the swapped elements must still deploy legally (INTERP-46)', 'les éléments échangés doivent rester déployés selon les règles'],
  ['swap or finish', 'échangez ou terminez'],
  ['roll the PIP die', 'lancez le dé de PIP'],
  ['the river\'s nature is already known', 'la nature de la rivière est déjà connue'],
  ['not a movement action', 'ce n’est pas une action de mouvement'],
  ['nobody shoots at that element', 'personne ne tire sur cet élément'],
  ['resolve the shooting', 'résolvez les tirs'],
  ['those two are not a pending combat', 'ces deux éléments ne sont pas en combat à résoudre'],
  ['fight or end the bound', 'combattez ou terminez le tour'],
  ['there is no such element (#{})', 'cet élément n’existe pas', 'there is no such element'],
  // ---- terrain (terrain.ts, linear.ts)
  ['TER-06: 1 or 2 compulsory features are needed', 'il faut 1 ou 2 éléments de terrain obligatoires', '1 or 2 compulsory features are needed'],
  ['TER-06: 2 or 3 optional features are needed', 'il faut 2 ou 3 éléments de terrain optionnels', '2 or 3 optional features are needed'],
  ['TER-06: {} is not compulsory in {}', '« {0} » n’est pas un terrain obligatoire pour une topographie {1}', '“{0}” is not a compulsory feature of {1} country'],
  ['TER-06: {} is not allowed in {}', '« {0} » n’est pas permis pour une topographie {1}', '“{0}” is not allowed in {1} country'],
  ['TER-06: either {} or {}, not both', 'soit « {0} », soit « {1} », mais pas les deux', 'either “{0}” or “{1}”, not both'],
  ['TER-06: at most one {}', 'au plus un terrain « {0} »', 'at most one “{0}”'],
  ['TER-06: at most 2 optional {}', 'au plus deux terrains optionnels « {0} »', 'at most two optional “{0}”'],
  ['TER-01: area features must be at least 1 BW apart', 'les terrains doivent être séparés d’au moins une largeur d’élément', 'area features must be at least one base width apart'],
  ['TER-06: at least 3 quarters must contain part of a feature', 'au moins 3 quarts de la table doivent contenir une partie d’un terrain', 'at least 3 quarters must contain part of a feature'],
  ['TER-06: at least 2 quarters must contain a waterway, a river or bad going', 'au moins 2 quarts de la table doivent contenir une étendue d’eau, une rivière ou du terrain difficile', 'at least 2 quarters must contain a waterway, a river or bad going'],
  ['TER-08: the beach is good going: no area feature on it', 'la plage est un bon terrain : aucun terrain n’y est posé', 'the beach is good going: no area feature on it'],
  ['TER-10: the road must reach the BUA', 'la route doit mener à la ville', 'the road must reach the town'],
  ['TER: feature values must be integers', 'les mesures d’un terrain sont des nombres entiers', 'feature values must be whole numbers'],
  ['TER-08: bad waterway', 'étendue d’eau mal décrite', 'this waterway is badly described'],
  ['TER-08: the shore must be 200 to 600 p from the edge', 'le rivage doit être entre 200 et 600 pas du bord', 'the shore must be 200 to 600 paces from the edge'],
  ['TER-08: a beach is 1 to 200 p wide', 'une plage a de 1 à 200 pas de large', 'a beach is 1 to 200 paces wide'],
  ['TER-09: bad river', 'rivière mal décrite', 'this river is badly described'],
  ['TER-09: a river is at most 1 BW wide', 'une rivière a au plus une largeur d’élément', 'a river is at most one base width wide'],
  ['TER-09: a river keeps 600 p from the edges it does not join', 'une rivière reste à 600 pas des bords qu’elle ne rejoint pas', 'a river keeps 600 paces from the edges it does not join'],
  ['TER-10: bad road', 'route mal décrite', 'this road is badly described'],
  ['TER-01: bad area feature', 'terrain mal décrit', 'this feature is badly described'],
  ['TER-01: give the length first', 'donnez d’abord la longueur', 'give the length first'],
  ['TER-01: no dimension under 1 BW', 'aucune dimension sous une largeur d’élément', 'no dimension under one base width'],
  ['TER-01: length + width must not exceed 9 BW', 'longueur et largeur ensemble ne dépassent pas 9 largeurs d’élément', 'length and width together must not exceed 9 base widths'],
  ['TER-01: length at most twice the width', 'la longueur est au plus le double de la largeur', 'the length is at most twice the width'],
  ['TER: the feature must lie on the table', 'le terrain doit être sur la table', 'the feature must lie on the table'],
  ['TER-07: a BUA lies wholly within 900 p of two edges', 'une ville est entièrement à moins de 900 pas de deux bords', 'a town lies wholly within 900 paces of two edges'],
  ['TER: off table', 'hors de la table', 'off the table'],
  ['TER-05: a {} crosses only 2 quarters', 'un terrain « {0} » ne traverse que 2 quarts de la table', 'a “{0}” crosses only 2 quarters of the table'],
  ['TER-10: a road does not cross the Waterway (INTERP-2)', 'une route ne traverse pas l’étendue d’eau', 'a road does not cross the waterway'],
  ['TER-08: the shore lies within 400 p of the edge for half its length', 'le rivage est à moins de 400 pas du bord sur la moitié de sa longueur', 'the shore lies within 400 paces of the edge for half its length'],
  // ---- camps and deployment (setup.ts)
  ['DBA CAMP-01: the camp must be on the table', 'le camp doit être sur la table', 'the camp must be on the table'],
  ['DBA CAMP-01: a camp stands in good going clear of terrain features', 'un camp est en bon terrain, hors de tout élément de terrain', 'a camp stands in good going clear of terrain features'],
  ['DBA CAMP-01: not on a river, road or waterway', 'un camp n’est pas sur une rivière, une route ou une étendue d’eau', 'a camp is not on a river, road or waterway'],
  ['DBA CAMP-01: camps may not overlap', 'les camps ne peuvent pas se chevaucher', 'camps may not overlap'],
  ['DBA DEP-04: on the table', 'le socle doit être sur la table', 'the base must be on the table'],
  ['DBA GAR-03: only the owner\'s foot garrison the BUA', 'seuls les fantassins de son propriétaire tiennent garnison dans la ville', 'only the owner’s foot garrison the town'],
  ['DBA GAR-03: the garrison stands wholly inside the BUA', 'la garnison est entièrement dans la ville', 'the garrison stands wholly inside the town'],
  ['DBA GAR-03: one garrison only', 'la ville n’a qu’une garnison', 'a town holds one garrison only'],
  ['DBA DEP-04: the whole base within 600 p of the base edge or shore', 'le socle doit être entièrement à moins de 600 pas de votre bord ou du rivage', 'the whole base must be within 600 paces of your edge or the shore'],
  ['DBA DEP-04: not within 300 p of a side edge', 'le socle ne peut pas être à moins de 300 pas d’un bord latéral', 'the base may not be within 300 paces of a side edge'],
  ['DBA DEP-04: not in the waterway', 'le socle ne peut pas être dans l’étendue d’eau', 'the base may not be in the waterway'],
  ['DBA DEP-04: only inside your own camp', 'dans un camp, on ne se déploie que dans le sien', 'the only camp an element deploys in is its own'],
  ['DBA GAR-01: the camp holds one element', 'le camp ne contient qu’un élément', 'the camp holds one element'],
  ['DBA DEP-04: bases may not overlap', 'les socles ne peuvent pas se chevaucher', 'bases may not overlap'],
  ['DBA DEP-04: heading 0 to 359', 'cette orientation n’existe pas', 'there is no such heading'],
  // ---- landing (landing.ts)
  ['only a LITTORAL army with a waterway on the table lands troops', 'seule une armée littorale, avec une étendue d’eau sur la table, débarque des troupes', 'only a littoral army with a waterway on the table lands troops'],
  ['hold back one of your undeployed elements', 'gardez en réserve un de vos éléments non déployés'],
  ['at most 4 elements land', '4 éléments au plus débarquent'],
  ['no landing is due', 'aucun débarquement n’est prévu'],
  ['all the reserve lands together (INTERP-4)', 'toute la réserve débarque ensemble', 'all the reserve lands together'],
  ['the landing costs 1 PIP', 'le débarquement coûte 1 PIP'],
  ['on the table', 'les troupes débarquent sur la table', 'the troops land on the table'],
  ['on land, not in the water', 'les troupes débarquent à terre, pas dans l’eau', 'the troops land on land, not in the water'],
  ['in good going (INTERP-4)', 'les troupes débarquent en bon terrain', 'the troops land in good going'],
  ['not in a camp', 'les troupes ne débarquent pas dans un camp', 'the troops do not land in a camp'],
  ['no room there', 'il n’y a pas la place ici', 'there is no room there'],
  ['landed troops may not touch an enemy', 'les troupes débarquées ne peuvent pas toucher un ennemi'],
  ['landed troops may not end in an enemy zone of control', 'les troupes débarquées ne peuvent pas finir devant le front d’un ennemi', 'landed troops may not end in front of an enemy, in its zone of control'],
  ['at least two landed elements touch the shore', 'au moins deux éléments débarqués touchent le rivage'],
  ['they land as one group (INTERP-4)', 'ils débarquent en un seul groupe', 'they land as one group'],
  // ---- tactical moves (movement.ts, group-moves.ts)
  ['Art and WWg may not enter bad going off road', 'l’artillerie et les chariots de guerre n’entrent pas en terrain difficile hors route', 'artillery and war wagons may not enter bad going off road'],
  ['tactical moves may not leave the table (INTERP-27)', 'un mouvement tactique ne sort pas de la table', 'a tactical move may not leave the table'],
  ['a corner would move more than {} p', 'un coin du socle irait à plus de {0} pas', 'a corner would move more than {0} paces'],
  ['declare the river crossing first (INTERP-30)', 'annoncez d’abord la traversée de la rivière', 'declare the river crossing first'],
  ['in the river, an element goes on crossing straight ahead', 'dans la rivière, un élément continue de traverser droit devant'],
  ['no more river crossings this bound', 'plus de traversée de rivière pendant ce tour'],
  ['the waterway is impassable', 'l’étendue d’eau est infranchissable'],
  ['a BUA is entered with enterBua or assaulted, not crossed (except along a road through a friendly one, TER-10)', 'on entre dans une ville ou on l’assaille, on ne la traverse pas (sauf sur une route à travers une ville amie)', 'a town is entered or assaulted, not crossed (except along a road through a friendly one)'],
  ['camps are entered only as a destination (enterCamp)', 'on n’entre dans un camp que pour y finir son mouvement', 'a camp is entered only to end the move there'],
  ['would end on {}', 'finirait sur {0}'],
  ['path blocked by {}', 'chemin barré par {0}'],
  ['would touch the enemy {} without a legal contact', 'toucherait l’ennemi {0} sans contact permis'],
  ['in an enemy zone of control: only contact, lining up, or going back', 'devant le front d’un ennemi (zone de contrôle) : seulement le contacter, s’aligner sur lui ou reculer', 'in front of an enemy (its zone of control): only contact it, line up with it, or go back'],
  ['an element that dismounted moves once', 'un élément qui a mis pied à terre ne bouge qu’une fois'],
  ['a LH extra move may not start or come within 1 BW of an enemy (INTERP-50)', 'le mouvement supplémentaire de la cavalerie légère ne commence pas et ne passe pas à moins d’une largeur d’élément d’un ennemi', 'a light horse extra move may not start or come within one base width of an enemy'],
  ['this element has already moved this bound', 'cet élément a déjà bougé pendant ce tour'],
  ['this move costs {} PIPs, {} left', 'ce mouvement coûte {0} PIP, il en reste {1}', 'PIPs this move needs: {0}; left: {1}'],
  ['keep 1 PIP for the landing (INTERP-4)', 'gardez 1 PIP pour le débarquement', 'keep 1 PIP for the landing'],
  ['not an element of yours on the table', 'ce n’est pas un de vos éléments sur la table'],
  ['camp followers never leave their camp', 'les valets du camp ne quittent jamais leur camp'],
  ['a sacking element stays until released', 'un élément qui pille reste jusqu’à ce qu’il soit libéré'],
  ['an element in contact may only break off', 'un élément au contact peut seulement rompre le combat'],
  ['this element may not dismount', 'cet élément ne peut pas mettre pied à terre'],
  ['no room for the foot base', 'pas de place pour le socle à pied'],
  ['a move is one straight sweep in games without waypoint moves', 'dans cette partie, un mouvement va en ligne droite (pas de point de passage)', 'in this game a move goes in one straight line (no waypoint)'],
  ['in or through an enemy zone of control, a waypoint move must end lined up with that enemy', 'dans ou à travers la zone de contrôle d’un ennemi, un mouvement avec point de passage finit aligné sur cet ennemi'],
  ['the target must be an enemy on the table', 'la cible doit être un ennemi sur la table'],
  ['Art and WWg may not move into contact', 'l’artillerie et les chariots de guerre ne viennent pas au contact', 'artillery and war wagons may not move into contact'],
  ['an overlap is only beside an enemy already in close combat', 'on ne déborde qu’à côté d’un ennemi déjà en combat rapproché'],
  ['only an element in frontal contact breaks off', 'seul un élément en contact de front rompt le combat'],
  ['an enemy is on its flank or rear', 'un ennemi est sur son flanc ou son arrière'],
  ['break off at least 200 p', 'rompez d’au moins 200 pas', 'break off at least 200 paces'],
  ['already moved', 'cet élément a déjà bougé', 'this element has already moved'],
  ['already moved this bound', 'cet élément a déjà bougé pendant ce tour', 'this element has already moved this bound'],
  ['an element is listed twice', 'un élément est nommé deux fois'],
  ['these elements do not form a group', 'ces éléments ne forment pas un groupe'],
  ['groups only advance or wheel forward (INTERP-6)', 'un groupe ne fait qu’avancer ou pivoter vers l’avant', 'a group only advances or wheels forward'],
  ['groups only advance (INTERP-6)', 'un groupe ne fait qu’avancer', 'a group only advances'],
  ['{} starts in contact with an enemy front', '{0} commence au contact du front d’un ennemi'],
  ['{} has already moved this bound', '{0} a déjà bougé pendant ce tour'],
  ['a group in bad going or crossing a river that is not easy moves as a column one element wide', 'un groupe en terrain difficile, ou traversant une rivière qui n’est pas facile, se déplace en colonne d’un élément de large'],
  ['{} and {} would end on each other', '{0} et {1} finiraient l’un sur l’autre'],
  ['{} would touch the enemy {} without a legal contact', '{0} toucherait l’ennemi {1} sans contact permis'],
  ['a group touching the enemy must make a legal contact', 'un groupe qui touche l’ennemi doit faire un contact permis'],
  ['a column moving again along a road may not contact the enemy', 'une colonne qui bouge à nouveau sur une route ne contacte pas l’ennemi'],
  ['give one end pose per member', 'donnez une position finale par membre du groupe', 'give one end position per member of the group'],
  ['a group changing its frontage keeps its facing', 'un groupe qui change de front garde son orientation'],
  ['the first member moves straight ahead (INTERP-6)', 'le premier membre avance droit devant', 'the first member moves straight ahead'],
  ['no member changes its place: this is a plain advance', 'aucun membre ne change de place : c’est une simple avance'],
  ['the new formation must be a group', 'la nouvelle formation doit être un groupe'],
  ['a group may narrow its frontage, never widen it or keep it (MOV-07)', 'un groupe peut réduire son front, jamais l’élargir ni le garder', 'a group may narrow its frontage, never widen it or keep it'],
  ['{} must end lined up behind another member of the group (INTERP-49)', '{0} doit finir aligné derrière un autre membre du groupe', '{0} must end lined up behind another member of the group'],
  ['a sideways shift is at most half a base width (MOV-07d)', 'un décalage latéral est d’au plus une demi-largeur d’élément', 'a sideways shift is at most half a base width'],
  ['a sideways shift must line a member up with an enemy less than 1 BW in front (MOV-07d)', 'un décalage latéral doit aligner un membre sur un ennemi à moins d’une largeur d’élément devant lui', 'a sideways shift must line a member up with an enemy less than one base width in front'],
  ['only a column one element wide follows a road', 'seule une colonne d’un élément de large suit une route'],
  ['a column follows the road forward, turning at most 90°', 'une colonne suit la route vers l’avant, en tournant de 90° au plus'],
  ['the head of the column must follow the road all the way (MOV-07c, INTERP-47)', 'la tête de la colonne doit suivre la route tout du long', 'the head of the column must follow the road all the way'],
  ['a corner would travel {} p along its path (INTERP-10)', 'un coin du socle parcourrait {0} pas sur son chemin', 'a corner would travel {0} paces along its path'],
  // ---- camps and towns (movement.ts, camp-assault.ts, bua.ts)
  ['that army has no camp', 'cette armée n’a pas de camp'],
  ['an empty camp is entered, not assaulted (enterCamp)', 'on entre dans un camp vide, on ne l’assaille pas', 'an empty camp is entered, not assaulted'],
  ['a camp is attacked by one element only', 'un camp n’est attaqué que par un seul élément'],
  ['the camp is held: only an empty camp is entered without combat', 'le camp est tenu : on n’entre sans combat que dans un camp vide'],
  ['the camp is more than {} p away', 'le camp est à plus de {0} pas', 'the camp is more than {0} paces away'],
  ['this base does not fit in the camp', 'ce socle ne tient pas dans le camp'],
  ['{} is in the way', '{0} est sur le chemin'],
  ['there is no BUA', 'il n’y a pas de ville', 'there is no town'],
  ['only an undefended BUA is entered without combat', 'on n’entre sans combat que dans une ville non défendue', 'only an undefended town is entered without combat'],
  ['the BUA is more than {} p away', 'la ville est à plus de {0} pas', 'the town is more than {0} paces away'],
  ['this base does not fit in the BUA', 'ce socle ne tient pas dans la ville', 'this base does not fit in the town'],
  ['nobody defends the BUA against you: enter it', 'personne ne défend la ville contre vous : entrez-y', 'nobody defends the town against you: enter it'],
  ['at most three elements attack a BUA', 'trois éléments au plus attaquent une ville', 'at most three elements attack a town'],
  ['no such side of the BUA', 'la ville n’a pas ce côté', 'the town has no such side'],
  ['a revolt is not in this game\'s rules (option gar10)', 'la révolte n’est pas dans les règles de cette partie', 'a revolt is not in this game’s rules'],
  ['only the BUA\'s original owner raises a revolt', 'seul le premier propriétaire de la ville la fait se révolter', 'only the town’s original owner raises a revolt'],
  ['the BUA is not under enemy control', 'la ville n’est pas aux mains de l’ennemi', 'the town is not under enemy control'],
  ['no denizens survive to revolt', 'aucun habitant ne survit pour se révolter'],
  ['an enemy element holds the BUA', 'un élément ennemi tient la ville', 'an enemy element holds the town'],
  ['a revolt costs {} PIPs', 'une révolte coûte {0} PIP'],
  ['a revolt is raised at the start of the bound, before any move', 'une révolte se déclenche au début du tour, avant tout mouvement'],
  ['the landing needs its PIP (INTERP-4)', 'le débarquement a besoin de son PIP', 'the landing needs its PIP'],
];

const TOPOGRAPHY: Record<string, [string, string]> = {
  ARABLE: ['arable', 'cultivée'], FOREST: ['forest', 'forestière'], HILLY: ['hilly', 'de collines'], STEPPE: ['steppe', 'de steppe'],
  DRY: ['dry', 'aride'], TROPICAL: ['tropical', 'tropicale'], LITTORAL: ['littoral', 'littorale'],
};

interface Compiled { re: RegExp; fr: string; en: string }
let compiled: { exact: Map<string, Compiled>; patterns: Compiled[] } | null = null;

/** The English a player reads for a source text that carries no value: its IDs removed. */
export function plainEnglish(source: string): string {
  return source.replace(/^(DBA )?[A-Z0-9]+(-\d+)?: /, '').replace(/ \([^()]*\)$/, '');
}

function catalogue(): NonNullable<typeof compiled> {
  if (compiled) return compiled;
  const exact = new Map<string, Compiled>();
  const patterns: Compiled[] = [];
  for (const [source, fr, en] of CATALOGUE) {
    const parts = source.split('{}');
    let n = 0;
    const indexed = (s: string) => s.replace(/\{\}/g, () => `{${n++}}`);
    const c: Compiled = {
      re: new RegExp('^' + parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)') + '$'),
      fr: fr.replace(/« /g, '«\u00a0').replace(/ [»:]/g, (x) => '\u00a0' + x[1]), // French spacing that never breaks
      en: en ?? indexed(plainEnglish(source)),
    };
    if (parts.length === 1) exact.set(source, c); else patterns.push(c);
  }
  compiled = { exact, patterns };
  return compiled;
}

/** The catalogue's entry for a refusal text, with the values it carries; null when none. */
export function refusalEntry(message: string): { fr: string; en: string; values: string[] } | null {
  const { exact, patterns } = catalogue();
  const hit = exact.get(message);
  if (hit) return { fr: hit.fr, en: hit.en, values: [] };
  for (const p of patterns) {
    const m = p.re.exec(message);
    if (m) return { fr: p.fr, en: p.en, values: m.slice(1) };
  }
  return null;
}

/** A value put back in the player's language: an element by its log name, a terrain
 *  feature or a home topography by its word, a number as it is. */
function valueWords(s: DbaState, v: string, fr: boolean): string {
  const el = /^[A-Za-z0-9]+ #(\d+)\b/.exec(v);
  if (el) return elemLabel(s, Number(el[1]), fr);
  const t = TERRAIN[v] ?? TOPOGRAPHY[v];
  return t ? t[fr ? 1 : 0] : v;
}


export function describeRefusal(s: DbaState, v: Violation, lang: Lang): string {
  const fr = lang === 'fr';
  const hit = refusalEntry(v.message);
  const words = hit
    ? (fr ? hit.fr : hit.en).replace(/\{(\d+)\}/g, (_, i: string) => valueWords(s, hit.values[Number(i)] ?? '', fr))
    : fr ? 'les règles ne permettent pas cette action' : 'the rules do not allow this action';
  const sec = sectionOf(v.rule, fr);
  return sec ? `${words} (${fr ? `voir «\u00a0${sec}\u00a0»` : `see “${sec}”`})` : words; // French: no line break inside « »
}
