// The rulebook's sections, by which the log and the refusals name a rule: DBA 2.2 numbers
// no paragraphs, so a player finds a rule under its heading. Spec IDs stay internal.

/** The rulebook's section for each family of rule IDs, in the rulebook's own French words. */
const SECTION: Record<string, [string, string]> = {
  ARMY: ['Army size and representation', 'Taille de l’armée et représentation des troupes'],
  TROOP: ['Troop definitions', 'Définition des troupes'],
  BASE: ['Basing', 'Socler vos figurines'],
  TER: ['Creating the battlefield', 'Créer le champ de bataille'],
  CAMP: ['Camps', 'Camps'],
  GAR: ['Camp and town garrisons', 'Garnisons de camps et de villes'],
  DEP: ['Deployment', 'Déploiement'],
  SEQ: ['Sequence of play', 'Séquence de jeu'],
  PIP: ['PIP dice', 'Lancement des dés de points d’initiative'],
  MOV: ['Tactical moves', 'Mouvements tactiques'],
  RIV: ['Crossing rivers', 'Traversée des rivières'],
  INT: ['Interpenetration of friends', 'Interpénétration de troupes amies'],
  ZOC: ['Moving across an enemy’s front', 'Passage devant le front d’un élément ennemi'],
  CON: ['Moving into contact', 'Mouvement pour contacter l’ennemi'],
  BRK: ['Breaking off', 'Rupture d’un combat rapproché'],
  DIST: ['Tactical move distances', 'Distances tactiques de mouvement'],
  '2ND': ['Tactical move distances', 'Distances tactiques de mouvement'], // second moves are listed there
  SHO: ['Distant shooting', 'Tirs à distance'],
  CC: ['Close combat', 'Combat rapproché'],
  RES: ['Resolving shooting and close combat', 'Résolution des tirs ou des combats rapprochés'],
  OUT: ['Combat outcomes', 'Résultat des combats'],
  REC: ['Combat outcomes', 'Résultat des combats'],
  FLE: ['Combat outcomes', 'Résultat des combats'],
  PUR: ['Combat outcomes', 'Résultat des combats'],
  VIC: ['Victory and defeat', 'Victoire et défaite'],
};

/** The rulebook's section of a rule ID ("DBA MOV-02" → "Tactical moves"), or null. */
export function sectionOf(rule: string, fr: boolean): string | null {
  const fam = /^DBA ([A-Z0-9]+)(?:-|$)/.exec(rule)?.[1];
  const sec = fam ? SECTION[fam] : undefined;
  return sec ? sec[fr ? 1 : 0] : null;
}
