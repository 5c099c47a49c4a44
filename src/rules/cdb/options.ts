// Every reading the specification marks [INTERP] or [RECON] that the rules core uses is
// a named option: its value travels in the game header; the default is the spec's.
// Options read by code not written yet are listed in data/readings.ts with status 'later'.
import type { OptionSpec, Text } from '../../engine/contract';

const t = (en: string, fr: string): Text => ({ en, fr });
const yesNo = (def: 'yes' | 'no') => ({ choices: [{ value: 'yes', label: t('Yes', 'Oui') }, { value: 'no', label: t('No', 'Non') }], default: def });

export const OPTIONS: OptionSpec[] = [
  { id: 'groupSlowestExemptsM2', rule: 'CdB 9.4',
    label: t('Slow group excuses the unused-allowance cost', 'Groupe ralenti dispensé du surcoût de potentiel'),
    help: t('An irregular unit held back to the pace of its group\'s slowest member escapes the +1 for not using its whole allowance. The French original says it still pays (rules 4.2 and 9.4; the English text says otherwise).',
      'Une unité irrégulière freinée par le plus lent de son groupe échappe au +1 pour potentiel non utilisé. L\'original français dit qu\'elle le paie quand même (règles 4.2 et 9.4 ; le texte anglais dit le contraire).'),
    ...yesNo('no') },
  { id: 'fullAllowance', rule: 'CdB 4.2',
    label: t('Whole allowance means', 'Tout le potentiel signifie'),
    help: t('For the +1 of an irregular unit that does not use all its movement points: the allowance after the terrain reductions of 9.6, or as printed (rule 4.2).',
      'Pour le +1 d\'une unité irrégulière qui n\'utilise pas tous ses points : le potentiel après les réductions de terrain de 9.6, ou tel qu\'imprimé (règle 4.2).'),
    choices: [{ value: 'afterTerrain', label: t('After terrain', 'Après terrain') }, { value: 'printed', label: t('As printed', 'Imprimé') }], default: 'afterTerrain' },
  { id: 'marchSurchargeScope', rule: 'CdB 4.2',
    label: t('March-move surcharge applies to', 'Surcoût des mouvements de marche pour'),
    help: t('The +1 for each march move after the first: for a lone unit and a group (English), or for a group only (French wording) (rule 4.2).',
      'Le +1 par mouvement de marche après le premier : pour une unité seule et un groupe (anglais), ou pour un groupe seulement (texte français) (règle 4.2).'),
    choices: [{ value: 'unitOrGroup', label: t('Unit or group', 'Unité ou groupe') }, { value: 'group', label: t('Group only', 'Groupe seulement') }], default: 'unitOrGroup' },
  { id: 'mixedGroupTypes', rule: 'CdB 4.2',
    label: t('Horse in a mixed group', 'Cavaliers d\'un groupe mixte'),
    help: t('Which mounted troops make a group with foot pay +1: only those the rule names (knights, cavalry, light horse, mounted infantry), or every mounted type (rule 4.2).',
      'Quels montés rendent un groupe avec des fantassins plus cher de 1 : ceux que la règle nomme (chevaliers, cavalerie, cavalerie légère, infanterie montée), ou tous les montés (règle 4.2).'),
    choices: [{ value: 'named', label: t('Named types', 'Types nommés') }, { value: 'allMounted', label: t('All mounted', 'Tous les montés') }], default: 'named' },
  { id: 'cincPoint', rule: 'CdB 4.2',
    label: t('Commander\'s extra point', 'Point du général en chef'),
    help: t('The commander-in-chief\'s point may pay part of a move together with corps points, or only a whole move (rule 4.2).',
      'Le point du général en chef peut payer une partie d\'un mouvement avec les points du corps, ou seulement un mouvement entier (règle 4.2).'),
    choices: [{ value: 'combine', label: t('With corps points', 'Avec ceux du corps') }, { value: 'whole', label: t('Whole moves only', 'Mouvements entiers') }], default: 'combine' },
  { id: 'cincLossFixesDice', rule: 'CdB 4.1',
    label: t('Commander lost: dice fixed', 'Général en chef perdu : dés fixés'),
    help: t('Once the commander-in-chief is lost, every corps keeps its own die and no die is assigned freely (rule 4.1).',
      'Une fois le général en chef perdu, chaque corps garde son dé et aucun dé n\'est attribué librement (règle 4.1).'),
    ...yesNo('yes') },
  { id: 'terrainDuringMove', rule: 'CdB 9.6',
    label: t('Moving in broken or difficult ground', 'Se déplacer en terrain accidenté ou difficile'),
    help: t('The reduced allowance applies when the unit starts, enters or passes through such ground during the move, or only when it enters it (rule 9.6).',
      'Le potentiel réduit s\'applique si l\'unité commence, entre ou passe dans ce terrain pendant le mouvement, ou seulement si elle y entre (règle 9.6).'),
    choices: [{ value: 'touched', label: t('Start or enter', 'Départ ou entrée') }, { value: 'entered', label: t('Enter only', 'Entrée seulement') }], default: 'touched' },
  { id: 'woodSight', rule: 'CdB 1.2',
    label: t('Sight in woods', 'Vue dans les bois'),
    help: t('A line of sight that touches a wood or oasis hex, the ends included, reaches 2 hexes at most; or only one that crosses such a hex between the ends (rule 1.2).',
      'Une ligne de vue qui touche un hexagone de bois ou d\'oasis, extrémités comprises, porte à 2 hexagones au plus ; ou seulement celle qui en traverse un entre les extrémités (règle 1.2).'),
    choices: [{ value: 'anyHex', label: t('Ends included', 'Extrémités comprises') }, { value: 'across', label: t('Across only', 'Traversée seulement') }], default: 'anyHex' },
  { id: 'commandPath', rule: 'CdB 4.2',
    label: t('Command distance', 'Distance de commandement'),
    help: t('The distance to the corps general is the shortest path that avoids enemy units and impassable ground (none: too far); or the plain distance (rule 4.2).',
      'La distance au général du corps est le plus court chemin qui évite les unités ennemies et le terrain infranchissable (aucun : trop loin) ; ou la distance simple (règle 4.2).'),
    choices: [{ value: 'avoid', label: t('Around enemies', 'En contournant') }, { value: 'plain', label: t('Plain distance', 'Distance simple') }], default: 'avoid' },
  { id: 'demoralisationThreshold', rule: 'CdB 12.2',
    label: t('Corps breaks at', 'Le corps se démoralise à'),
    help: t('A corps is demoralised when its losses reach a third of its counters, or half of them (the option the rules strongly recommend for 200-point games) (rule 12.2).',
      'Un corps est démoralisé quand ses pertes atteignent le tiers de ses pions, ou la moitié (l\'option fortement conseillée à 200 points) (règle 12.2).'),
    choices: [{ value: 'third', label: t('A third', 'Un tiers') }, { value: 'half', label: t('Half', 'La moitié') }], default: 'third' },
  { id: 'mixedTypeQuality', rule: 'CdB 2.3',
    label: t('Superior bonus against', 'Bonus des supérieurs contre'),
    help: t('A superior unit\'s +1 is denied only against an enemy of the same type and the same quality; or it needs both to differ (quality modifiers table).',
      'Le +1 d\'une unité supérieure n\'est refusé que contre un ennemi de même type et de même qualité ; ou il faut que les deux diffèrent (table des modificateurs de qualité).'),
    choices: [{ value: 'eitherDiffers', label: t('Type or quality differs', 'Type ou qualité différent') }, { value: 'bothDiffer', label: t('Both differ', 'Les deux diffèrent') }], default: 'eitherDiffers' },
  { id: 'restraintAdvantage', rule: 'CdB 4.2',
    label: t('Restraint waiver needs', 'La dispense de retenue exige'),
    help: t('Foot escape the +1 for restraining irregulars in a position of advantage: every unit of the body must hold one, or any of them (rule 4.2).',
      'Les fantassins échappent au +1 de retenue des irréguliers en position avantageuse : chaque unité de l\'ensemble doit en occuper une, ou l\'une d\'elles (règle 4.2).'),
    choices: [{ value: 'every', label: t('Every unit', 'Chaque unité') }, { value: 'any', label: t('Any unit', 'Une unité') }], default: 'every' },
  { id: 'warbandSupport', rule: 'CdB 8.1',
    label: t('Warband rear rank', 'Second rang de barbares'),
    help: t('The support table lists no condition for warband: +1 always, or only in clear ground like spears and pikes (support table).',
      'La table de soutien ne donne aucune condition pour les barbares : +1 toujours, ou seulement en terrain dégagé comme les lances et les piques (table de soutien).'),
    choices: [{ value: 'always', label: t('Always', 'Toujours') }, { value: 'clear', label: t('Clear ground', 'Terrain dégagé') }], default: 'always' },
  { id: 'flankFlee', rule: 'CdB 11.4',
    label: t('Flight under a flank attack', 'Fuite sous une attaque de flanc'),
    help: t('A unit attacked in the flank that must flee is destroyed, since flight begins with a recoil; or it flees (rule 11.4).',
      'Une unité attaquée de flanc qui doit fuir est détruite, la fuite commençant par un recul ; ou elle fuit (règle 11.4).'),
    choices: [{ value: 'destroyed', label: t('Destroyed', 'Détruite') }, { value: 'flees', label: t('Flees', 'Fuit') }], default: 'destroyed' },
  { id: 'recoilIntoFriend', rule: 'CdB 11.6',
    label: t('Recoiling onto a friend', 'Reculer sur un ami'),
    help: t('When a recoiling unit could either join a friend behind it as its front rank or push it back, it joins; or it pushes (rules 8.1 and 11.6).',
      'Quand une unité qui recule peut soit se placer en premier rang d\'un ami derrière elle, soit le repousser, elle se place devant lui ; ou elle le repousse (règles 8.1 et 11.6).'),
    choices: [{ value: 'join', label: t('Join', 'Se placer devant') }, { value: 'push', label: t('Push', 'Repousser') }], default: 'join' },
  { id: 'artilleryPhase', rule: 'CdB 10.1',
    label: t('Artillery shoots in', 'L\'artillerie tire pendant'),
    help: t('Artillery shoots, and answers fire, only in its own player-turn, after its own movement (the reading the rest of rule 10.1 supports); or only in the enemy\'s player-turn, as the French sentence read alone says (rule 10.1). Artillery (O) or (S) that moved in its own turn does not shoot either way.',
      'L\'artillerie tire, et riposte, seulement pendant sa propre séquence, après son mouvement (lecture que soutient le reste de la règle 10.1) ; ou seulement pendant la séquence adverse, comme le dit la phrase française lue seule (règle 10.1). L\'artillerie (O) ou (S) qui a bougé pendant sa séquence ne tire pas, dans les deux cas.'),
    choices: [{ value: 'own', label: t('Its own turn', 'Sa séquence') }, { value: 'enemy', label: t('The enemy\'s turn', 'La séquence adverse') }], default: 'own' },
  { id: 'bothBroken', rule: 'CdB 13',
    label: t('Both armies broken at once', 'Deux armées brisées à la fois'),
    help: t('When both armies have lost half their strength at the same end-of-turn check, the game is a draw; or the player whose turn it was wins (rule 13).',
      'Quand les deux armées ont perdu la moitié de leur valeur au même contrôle de fin de séquence, la partie est nulle ; ou le joueur dont c\'était la séquence gagne (règle 13).'),
    choices: [{ value: 'draw', label: t('Draw', 'Nulle') }, { value: 'active', label: t('Active player wins', 'Le joueur actif gagne') }], default: 'draw' },
  { id: 'advanceSecondMove', rule: 'CdB 9.5',
    label: t('Impetuous advance: second move', 'Avance impétueuse : second mouvement'),
    help: t('An impetuous unit whose first spontaneous move ends within 4 hexes of an enemy makes no second move, as for march moves; or it makes it anyway, the 4-hex test being made only before the advance (rules 9.3 and 9.5).',
      'Une unité impétueuse dont le premier mouvement spontané s\'achève à 4 hexagones ou moins d\'un ennemi ne fait pas le second, comme pour les mouvements de marche ; ou le fait quand même, le test des 4 hexagones n\'ayant lieu qu\'avant l\'avance (règles 9.3 et 9.5).'),
    choices: [{ value: 'cancelled', label: t('Cancelled', 'Annulé') }, { value: 'kept', label: t('Kept', 'Maintenu') }], default: 'cancelled' },
  { id: 'demoralisedRecoil', rule: 'CdB 12.3',
    label: t('Flight of a demoralised corps', 'Fuite d\'un corps démoralisé'),
    help: t('The units of a demoralised corps flee at the end of their movement without the recoil that starts a flight after combat; or with it (rules 11.8 and 12.3).',
      'Les unités d\'un corps démoralisé fuient à la fin de leur mouvement sans le recul qui commence une fuite après un combat ; ou avec ce recul (règles 11.8 et 12.3).'),
    choices: [{ value: 'no', label: t('No recoil', 'Sans recul') }, { value: 'yes', label: t('Recoil first', 'Recul d\'abord') }], default: 'no' },
  { id: 'advanceSpears', rule: 'CdB 11.9',
    label: t('Spears that advance after a win', 'Lances qui avancent après une victoire'),
    help: t('After a won mêlée, every Spear unit must advance into the freed hex (the English text: "irregular" qualifies Blades only); or only irregular Spears, reading the French "Spears et Lames irréguliers" as qualifying both (rule 11.9).',
      'Après une mêlée gagnée, toute unité de Lances doit avancer dans l\'hexagone libéré (texte anglais : « irréguliers » ne qualifie que les Lames) ; ou seulement les Lances irrégulières, en lisant « Spears et Lames irréguliers » comme qualifiant les deux (règle 11.9).'),
    choices: [{ value: 'all', label: t('Every Spear', 'Toutes les Lances') }, { value: 'irregular', label: t('Irregular only', 'Irrégulières seulement') }], default: 'all' },
];

export type OptionValues = Record<string, string | number>;

export const DEFAULT_OPTIONS: OptionValues = Object.fromEntries(OPTIONS.map((o) => [o.id, o.default]));

export function opt(o: OptionValues, id: string): string | number {
  const v = o[id];
  if (v === undefined) {
    const spec = OPTIONS.find((x) => x.id === id);
    if (!spec) throw new Error(`cdb: unknown option ${id}`);
    return spec.default;
  }
  return v;
}
