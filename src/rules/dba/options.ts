// Every interpretation of spec §9 as a named option (OptionSpec), defaults as the
// spec proposes. Options with a single choice record a reading the engine applies
// but has no alternative for yet; the value still travels in the header so a
// later alternative stays a configuration change.
import type { OptionSpec, Text } from '../../engine/contract';

type Row = [id: string, rule: string, label: Text, help: Text, choices?: [string, Text][]];

const P: Text = { en: 'As the specification proposes', fr: 'Comme le propose la spécification' };

const ROWS: Row[] = [
  ['interp1', 'INTERP-1', { en: 'Units', fr: 'Unités' }, { en: 'Lengths in paces, 15 mm metric profile: base width 160 p, board 2400 p (INTERP-1).', fr: 'Longueurs en pas, profil 15 mm métrique : largeur de socle 160 p, table 2400 p (INTERP-1).' }],
  ['interp2', 'INTERP-2', { en: 'Roads', fr: 'Routes' }, { en: 'A road runs to the opposite edge through two quarters (INTERP-2).', fr: 'Une route va au bord opposé par deux quarts (INTERP-2).' }],
  ['interp3', 'INTERP-3', { en: 'Initiative ties', fr: 'Égalité d\'initiative' }, { en: 'On a tie both players roll again (INTERP-3).', fr: 'En cas d\'égalité, les deux joueurs relancent (INTERP-3).' }],
  ['interp4', 'INTERP-4', { en: 'Littoral landing', fr: 'Débarquement' }, { en: 'Reserves are named at deployment and must land in the first bound as one group (INTERP-4).', fr: 'Les réserves sont désignées au déploiement et débarquent au premier tour en un groupe (INTERP-4).' }],
  ['interp5', 'INTERP-5', { en: 'Command distance', fr: 'Distance de commandement' }, { en: 'Footprint distance; a group pays only if every member is out of command; a group with the general never pays (INTERP-5).', fr: 'Distance entre socles ; un groupe ne paie que si tous ses membres sont hors commandement ; jamais avec le général (INTERP-5).' }],
  ['interp6', 'INTERP-6', { en: 'Group direction', fr: 'Sens des groupes' }, { en: 'Groups never move backwards; wheels move the free end forward (INTERP-6).', fr: 'Les groupes ne reculent jamais ; les conversions avancent le bout libre (INTERP-6).' }],
  ['interp7', 'INTERP-7', { en: 'Easy river', fr: 'Rivière facile' }, { en: 'An easy river moves as good going (INTERP-7).', fr: 'Une rivière facile se traverse comme du terrain dégagé (INTERP-7).' }],
  ['interp8', 'INTERP-8', { en: 'Zone of control', fr: 'Zone de contrôle' }, { en: 'ZOC binds from the start of a move or from entry; "to its rear" is an about-turn, optionally followed by a straight move (INTERP-8).', fr: 'La ZdC s\'applique dès le départ ou dès l\'entrée ; « vers l\'arrière » est un demi-tour suivi d\'un mouvement droit (INTERP-8).' }],
  ['interp9', 'INTERP-9', { en: 'Break-off pursuit', fr: 'Poursuite après rupture' }, { en: 'Impetuous opponents pursue at once, in the breaking player\'s movement (INTERP-9).', fr: 'Les impétueux poursuivent aussitôt, pendant le mouvement de celui qui rompt (INTERP-9).' }],
  ['interp10', 'INTERP-10', { en: 'Move measurement', fr: 'Mesure des mouvements' }, { en: 'Each corner\'s straight displacement is measured (rules as written), or the path length of each corner (INTERP-10).', fr: 'On mesure le déplacement rectiligne de chaque coin (règle littérale), ou la longueur du chemin (INTERP-10).' },
    [['displacement', { en: 'Corner displacement (RAW)', fr: 'Déplacement des coins (littéral)' }], ['path', { en: 'Corner path length', fr: 'Longueur du chemin' }]]],
  ['interp11', 'INTERP-11', { en: 'Mixed terrain moves', fr: 'Mouvements mixtes' }, { en: 'The whole move takes the most restrictive rate met on its path (INTERP-11).', fr: 'Tout le mouvement prend la vitesse la plus restrictive rencontrée (INTERP-11).' }],
  ['interp12', 'INTERP-12', { en: 'Artillery that moved', fr: 'Artillerie ayant bougé' }, { en: 'Art that made any move this bound may not shoot (INTERP-12).', fr: 'L\'artillerie ayant fait un mouvement ce tour ne tire pas (INTERP-12).' }],
  ['interp13', 'INTERP-13', { en: 'Compulsory shooting', fr: 'Tir obligatoire' }, { en: 'Shooters with a legal target must shoot; mutual pairs first (INTERP-13).', fr: 'Les tireurs ayant une cible légale tirent ; paires mutuelles d\'abord (INTERP-13).' }],
  ['interp14', 'INTERP-14', { en: 'Artillery factor', fr: 'Facteur d\'artillerie' }, { en: 'Art is +4 in any shooting exchange, +2 in close combat (INTERP-14).', fr: 'Artillerie +4 dans tout échange de tir, +2 au corps à corps (INTERP-14).' }],
  ['interp15', 'INTERP-15', { en: 'Psiloi support', fr: 'Soutien des psiloï' }, { en: 'At most +1, frontal combat only (INTERP-15).', fr: 'Au plus +1, en combat frontal seulement (INTERP-15).' }],
  ['interp16', 'INTERP-16', { en: 'The −2 factor', fr: 'Le facteur −2' }, { en: 'Applied once even when several clauses apply (INTERP-16).', fr: 'Appliqué une seule fois (INTERP-16).' }],
  ['interp17', 'INTERP-17', { en: 'Reading the outcome table', fr: 'Lecture des résultats' }, { en: 'Going is judged from the loser; Ps lines from the winner\'s type (INTERP-17).', fr: 'Le terrain est jugé pour le perdant ; pour les Ps, selon le type du vainqueur (INTERP-17).' }],
  ['interp18', 'INTERP-18', { en: 'Rear shot', fr: 'Tir dans le dos' }, { en: 'A shot is at the rear when the primary shooter reaches only the target\'s rear edge (INTERP-18).', fr: 'Le tir est dans le dos si le tireur principal n\'atteint que le bord arrière (INTERP-18).' }],
  ['interp19', 'INTERP-19', { en: 'Pursuit', fr: 'Poursuite' }, { en: 'No pursuit if the full distance leaves the table or enters bad going other than Marsh or Rough; otherwise stop at first contact (INTERP-19).', fr: 'Pas de poursuite si elle sort de la table ou entre en mauvais terrain autre que marais ou accidenté (INTERP-19).' }],
  ['interp20', 'INTERP-20', { en: 'Nearest shooter', fr: 'Tireur le plus proche' }, { en: 'Distance, then lateral overlap, then lowest id (INTERP-20).', fr: 'Distance, puis recouvrement latéral, puis plus petit numéro (INTERP-20).' }],
  ['interp21', 'INTERP-21', { en: 'Combat list', fr: 'Liste des combats' }, { en: 'Frontal pairs are fixed at the start of the combat phase; each element fights once (INTERP-21).', fr: 'Les paires frontales sont fixées au début de la phase ; chacun combat une fois (INTERP-21).' }],
  ['interp22', 'INTERP-22', { en: 'Turning to face', fr: 'Faire face' }, { en: 'If the attacker cannot make room, the element does not turn (INTERP-22).', fr: 'Si l\'attaquant ne peut faire place, l\'élément ne pivote pas (INTERP-22).' }],
  ['interp23', 'INTERP-23', { en: 'Conforming', fr: 'Alignement' }, { en: 'Conforming needs an actual touch and is free, without overlap (INTERP-23).', fr: 'L\'alignement exige un contact réel, est gratuit et sans chevauchement (INTERP-23).' }],
  ['interp24', 'INTERP-24', { en: 'Providing rear support', fr: 'Soutien arrière' }, { en: 'An element provides rear support only when its factor would apply (INTERP-24).', fr: 'Un élément soutient seulement si son facteur s\'applique (INTERP-24).' }],
  ['interp25', 'INTERP-25', { en: 'Push chains', fr: 'Poussées en chaîne' }, { en: 'Pushes chain through same-facing friends; a blocked chain destroys the recoiler (INTERP-25).', fr: 'Les poussées se propagent ; une chaîne bloquée détruit l\'élément qui recule (INTERP-25).' }],
  ['interp26', 'INTERP-26', { en: 'Flight path', fr: 'Trajet de fuite' }, { en: '10 p steps, headings tried 1° apart within 90° (INTERP-26).', fr: 'Pas de 10 p, caps essayés de degré en degré jusqu\'à 90° (INTERP-26).' }],
  ['interp27', 'INTERP-27', { en: 'Off the table', fr: 'Hors de la table' }, { en: 'An outcome move ending partly off the table loses the element; tactical moves may not leave (INTERP-27).', fr: 'Un mouvement de résultat qui sort même partiellement fait perdre l\'élément (INTERP-27).' }],
  ['interp28', 'INTERP-28', { en: 'Doubled totals', fr: 'Totaux doublés' }, { en: 'Doubled means 2 × loser ≤ winner, literally, on integers (INTERP-28).', fr: 'Doublé : 2 × perdant ≤ vainqueur, littéralement (INTERP-28).' }],
  ['interp29', 'INTERP-29', { en: 'Dismounting', fr: 'Démonter' }, { en: 'The foot base replaces the mounted one at the front-edge midpoint at the start of the move (INTERP-29).', fr: 'Le socle à pied remplace le monté au milieu du bord avant, au début du mouvement (INTERP-29).' }],
  ['interp30', 'INTERP-30', { en: 'River rolls', fr: 'Jets de rivière' }, { en: 'A crossing of an unknown river is declared first, which rolls its nature (INTERP-30).', fr: 'La traversée d\'une rivière inconnue est d\'abord déclarée, ce qui tire sa nature (INTERP-30).' }],
  ['interp31', 'INTERP-31', { en: 'BUA movement', fr: 'Mouvement en ville' }, { en: 'Movement inside a BUA is not measured; the active player names which attackers fight (INTERP-31).', fr: 'Le mouvement dans une ville n\'est pas mesuré ; le joueur actif désigne les assaillants (INTERP-31).' }],
  ['interp32', 'INTERP-32', { en: 'War wagon front', fr: 'Front des chariots' }, { en: 'The first edge touched by an enemy front is the front until contact ends (INTERP-32).', fr: 'Le premier bord touché est le front jusqu\'à la fin du contact (INTERP-32).' }],
  ['interp33', 'INTERP-33', { en: 'Hills', fr: 'Collines' }, { en: 'Height rises from the hill\'s edge to its crest; uphill compares front edges (as proposed), or then the centres when touching fronts are level (INTERP-33).', fr: 'L\'altitude croît du bord à la crête ; on compare les bords avant (proposé), ou ensuite les centres quand ils sont au même niveau (INTERP-33).' },
    [['proposed', P], ['frontThenCentre', { en: 'Front edges, then centres', fr: 'Bords avant, puis centres' }]]],
  ['interp34', 'INTERP-34', { en: 'Bank bonus', fr: 'Défense de berge' }, { en: 'The bank bonus needs the opponent at least partly in a river that is not easy (INTERP-34).', fr: 'Le bonus de berge exige l\'adversaire au moins en partie dans une rivière non facile (INTERP-34).' }],
  ['interp35', 'INTERP-35', { en: 'Shooting corridor', fr: 'Couloir de tir' }, { en: 'Troops inside the hull of the shooting edge and the target\'s reachable edge block the shot (INTERP-35).', fr: 'Les troupes dans l\'enveloppe entre tireur et cible bloquent le tir (INTERP-35).' }],
  ['interp36', 'INTERP-36', { en: 'Corner overlap', fr: 'Débordement par le coin' }, { en: 'Same-handed front corners meeting overlap in any orientation; at most −1 per flank (INTERP-36).', fr: 'Coins avant de même côté joints : débordement, au plus −1 par flanc (INTERP-36).' }],
  ['interp37', 'INTERP-37', { en: 'Big Battles victory', fr: 'Victoire en grande bataille' }, { en: 'Cumulative losses (INTERP-37); Big Battles are not played here.', fr: 'Pertes cumulées (INTERP-37) ; pas de grande bataille ici.' }],
  ['interp38', 'INTERP-38', { en: 'Followers doubled by artillery', fr: 'Suivants doublés par l\'artillerie' }, { en: 'Camp followers or denizens doubled by Art shooting are destroyed (rules as written) or surrender (INTERP-38).', fr: 'Suivants ou citadins doublés par un tir d\'artillerie : détruits (littéral) ou se rendent (INTERP-38).' },
    [['destroyed', { en: 'Destroyed (RAW)', fr: 'Détruits (littéral)' }], ['surrender', { en: 'Surrender', fr: 'Se rendent' }]]],
  ['interp39', 'INTERP-39', { en: 'Settled table entries', fr: 'Entrées confirmées' }, { en: 'Outcome entries checked against the French text are kept as written (INTERP-39).', fr: 'Les résultats vérifiés sur le texte sont gardés tels quels (INTERP-39).' }],
  ['interp40', 'INTERP-40', { en: 'Victory timing', fr: 'Moment de la victoire' }, { en: 'Checked at the end of every bound after close combat (INTERP-40).', fr: 'Vérifiée à la fin de chaque tour après le corps à corps (INTERP-40).' }],
  ['interp41', 'INTERP-41', { en: 'Camps', fr: 'Camps' }, { en: 'An enemy entering an empty camp takes it; own troops retake it (INTERP-41).', fr: 'L\'ennemi entrant dans un camp vide le prend ; ses propres troupes le reprennent (INTERP-41).' }],
  ['interp42', 'INTERP-42', { en: 'First bound', fr: 'Premier tour' }, { en: 'Each side\'s first bound has flat 1-PIP moves (INTERP-42).', fr: 'Le premier tour de chaque camp a des mouvements à 1 PIP (INTERP-42).' }],
  ['interp43', 'INTERP-43', { en: 'First to contact', fr: 'Premier au contact' }, { en: 'Order of group members, then order of moves (INTERP-43).', fr: 'Ordre des membres du groupe, puis des mouvements (INTERP-43).' }],
  ['interp44', 'INTERP-44', { en: 'Sacking element', fr: 'Élément en pillage' }, { en: 'A sacking element may be attacked but not shot (INTERP-44).', fr: 'Un élément qui pille peut être attaqué mais pas visé (INTERP-44).' }],
  ['interp45', 'INTERP-45', { en: 'Deploying in bad going', fr: 'Déploiement en mauvais terrain' }, { en: 'Any type may deploy in bad going (INTERP-45).', fr: 'Tout type peut se déployer en mauvais terrain (INTERP-45).' }],
  ['interp46', 'INTERP-46', { en: 'Deployment extent', fr: 'Zone de déploiement' }, { en: 'The whole base lies within 600 p of the base edge; swaps exchange poses (INTERP-46).', fr: 'Tout le socle à moins de 600 p du bord ; les échanges permutent les positions (INTERP-46).' }],
  ['interp47', 'INTERP-47', { en: 'On a road', fr: 'Sur la route' }, { en: 'The road crosses the front edge and the centre is within half a base of it (INTERP-47).', fr: 'La route croise le bord avant et le centre est à moins d\'une demi-largeur (INTERP-47).' }],
  ['interp48', 'INTERP-48', { en: 'Unlisted going', fr: 'Terrain non listé' }, { en: 'BUA, beach and an easy river count as good going for rates (INTERP-48).', fr: 'Ville, plage et rivière facile comptent comme terrain dégagé (INTERP-48).' }],
  ['interp49', 'INTERP-49', { en: 'Narrowing a group', fr: 'Réduire le front' }, { en: 'Repositioned members move straight, ignoring group-mates (INTERP-49).', fr: 'Les membres déplacés vont en ligne droite (INTERP-49).' }],
  ['interp50', 'INTERP-50', { en: 'Light horse extra move', fr: 'Mouvement supplémentaire de CL' }, { en: 'Illegal if it starts or comes within one base width of an enemy (INTERP-50).', fr: 'Interdit s\'il part ou passe à moins d\'une largeur de socle d\'un ennemi (INTERP-50).' }],
  ['interp51', 'INTERP-51', { en: 'SCh and Wb extra move', fr: 'Mouvement supplémentaire de ChF et Gu' }, { en: 'It must end in close combat, as an overlap or as rear support (INTERP-51).', fr: 'Il doit finir au contact, en débordement ou en soutien (INTERP-51).' }],
  ['interp52', 'INTERP-52', { en: 'Artillery in the enemy bound', fr: 'Artillerie au tour adverse' }, { en: 'It shoots only back at an element shooting at it (INTERP-52).', fr: 'Elle ne tire que sur un élément qui lui tire dessus (INTERP-52).' }],
  ['interp53', 'INTERP-53', { en: 'Camp position', fr: 'Position du camp' }, { en: 'Entirely within its owner\'s half of the table (INTERP-53).', fr: 'Entièrement dans la moitié du propriétaire (INTERP-53).' }],
  ['mov06', 'MOV-06', { en: 'Columns', fr: 'Colonnes' }, { en: 'A group moving through bad going or across a river that is not easy must be a column one element wide (MOV-06, rules as written); "free" lets any group through (the reading of games recorded before this option).', fr: 'Un groupe qui traverse un terrain difficile ou une rivière non facile doit être une colonne d\'un élément de large (MOV-06, littéral) ; « libre » laisse passer tout groupe (lecture des parties enregistrées avant cette option).' },
    [['column', { en: 'Columns (RAW)', fr: 'Colonnes (littéral)' }], ['free', { en: 'Any group', fr: 'Tout groupe' }]]],
  ['gar05', 'GAR-05', { en: 'BUA by a river', fr: 'Ville au bord d\'une rivière' }, { en: 'The occupants of a BUA get the +1 bank bonus against an assailant still partly in a river that is not easy (GAR-05, rules as written); "none" fights without it (games recorded before this option).', fr: 'Les occupants d\'une ville ont le +1 de berge contre un assaillant encore en partie dans une rivière non facile (GAR-05, littéral) ; « aucun » : sans ce bonus (parties enregistrées avant cette option).' },
    [['bank', { en: 'Bank bonus (RAW)', fr: 'Bonus de berge (littéral)' }], ['none', { en: 'None', fr: 'Aucun' }]]],
  ['cc03', 'CC-03', { en: 'Turning a column', fr: 'Colonne qui fait face' }, { en: 'An element in column behind (or before) one contacted on the flank, whose flank the same enemy front touches, turns too and lines up behind it (CC-03, rules as written); "single" turns only the first (games recorded before this option).', fr: 'Un élément en colonne avec celui contacté de flanc, dont le flanc touche le même front ennemi, fait face aussi et s\'aligne derrière lui (CC-03, littéral) ; « seul » : seul le premier fait face (parties enregistrées avant cette option).' },
    [['column', { en: 'Both turn (RAW)', fr: 'Les deux font face (littéral)' }], ['single', { en: 'First only', fr: 'Le premier seul' }]]],
  ['dmg2', 'DMG-2', { en: 'Hilly optional feature', fr: 'Élément optionnel en colline' }, { en: 'The repeated "River" in the HILLY list is read as Road (likely) or Gentle Hills (DMG-2).', fr: 'La « Rivière » répétée de la liste COLLINES se lit Route (probable) ou Collines douces (DMG-2).' },
    [['Road', { en: 'Road', fr: 'Route' }], ['GentleHill', { en: 'Gentle Hills', fr: 'Collines douces' }]]],
  ['dmg3', 'DMG-3', { en: 'Recoil through spears', fr: 'Recul à travers les lances' }, { en: 'The garbled recoil line reads Sp through Sp or Bd (default) or Bd through Sp or Bd (DMG-3).', fr: 'La ligne abîmée se lit Lances à travers Lances ou Lames (défaut) ou Lames à travers Lances ou Lames (DMG-3).' },
    [['SpThroughSpBd', { en: 'Sp through Sp or Bd', fr: 'Lances à travers Lances ou Lames' }], ['BdThroughSpBd', { en: 'Bd through Sp or Bd', fr: 'Lames à travers Lances ou Lames' }]]],
];

export const OPTIONS: OptionSpec[] = ROWS.map(([id, rule, label, help, choices]) => ({
  id, rule, label, help,
  choices: (choices ?? [['proposed', P]]).map(([value, l]) => ({ value, label: l })),
  default: (choices ?? [['proposed', P]])[0][0],
}));

export function optionDefaults(): Record<string, string | number> {
  return Object.fromEntries(OPTIONS.map((o) => [o.id, o.default]));
}

/** Options added after games were recorded. When a header lacks one, the state does
 *  not carry it either (so old games keep their hashes) and the rules read its
 *  absence as the behaviour those games were played under; new games record the
 *  default. Absent means: mov06 "free", gar05 "none", cc03 "single". */
export const LATE_OPTIONS: readonly string[] = ['mov06', 'gar05', 'cc03'];
