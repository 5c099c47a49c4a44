// The words an army built in the game is named with (ours: the book has no army lists).
// A built army takes the name of a city or people of the period from this list; its
// units are named by troop type and number ("Swordsmen 2", "les Épéistes 2"), its
// leaders by rank ("the General", "Commander 3"). How a sentence says each name
// (army.ts NameGrammar) travels with it.
import type { NameGrammar } from '../army';
import type { TroopTypeId } from './troops';
import { ours, type Provenance } from './provenance';

export interface Named { en: string; fr: string; grammar: NameGrammar }
const n = (en: string, fr: string, g: 'ms' | 'fs' | 'mp' | 'fp', plural = g.endsWith('p')): Named => ({ en, fr, grammar: plural ? { plural: true, fr: g } : { fr: g } });

/** Each troop type's name as a built unit takes it (English plural for troops, singular for a stand). */
export const TROOP_NAMES: Record<TroopTypeId, Named> = {
  skirmishers: n('Skirmishers', 'Tirailleurs', 'mp'),
  missileTroops: n('Missile troops', 'Troupes de tir', 'fp'),
  javelinmen: n('Javelinmen', 'Javeliniers', 'mp'),
  rabble: n('Rabble', 'Cohue', 'fs'),
  shockInfantry: n('Shock infantry', 'Infanterie de choc', 'fs'),
  phalangites: n('Phalangites', 'Phalangites', 'mp'),
  spearmen: n('Spearmen', 'Lanciers', 'mp'),
  bowmen: n('Bowmen', 'Archers', 'mp'),
  swordsmen: n('Swordsmen', 'Épéistes', 'mp'),
  lightCavalry: n('Light cavalry', 'Cavalerie légère', 'fs'),
  horseArchers: n('Horse archers', 'Archers à cheval', 'mp'),
  lightChariotCeltic: n('Light chariots', 'Chars légers', 'mp'),
  lightChariotIndian: n('Indian chariots', 'Chars indiens', 'mp'),
  heavyChariot: n('Heavy chariots', 'Chars lourds', 'mp'),
  heavyCavalry: n('Heavy cavalry', 'Cavalerie lourde', 'fs'),
  shockCavalry: n('Shock cavalry', 'Cavalerie de choc', 'fs'),
  cataphracts: n('Cataphracts', 'Cataphractaires', 'mp'),
  artillery: n('Artillery', 'Artillerie', 'fs'),
  elephantIndian: n('Indian elephant', 'Éléphant indien', 'ms'),
  elephantAfrican: n('African elephant', 'Éléphant africain', 'ms'),
  scythedChariot: n('Scythed chariot', 'Char à faux', 'ms'),
};

/** A built Legion: "Legion 2" / "la Légion 2". */
export const LEGION_NAME: Named = n('Legion', 'Légion', 'fs');

/** The names of a built Legion's sub-units (manipular: as the sample Legions; cohort: ours). */
export const SUBUNIT_NAMES = { manipular: ['hastati', 'principes', 'triarii'], cohort: ['first line', 'second line', 'third line'] } as const;

const title = (en: string, fr: string): Named => ({ en, fr, grammar: { fr: 'ms', title: true } });
/** Leaders of a built army, by rank; Commanders are numbered like their commands. */
export const LEADER_NAMES = {
  general: title('General', 'Général'),
  second: title('Second-in-command', 'Commandant en second'),
  ally: title('Allied commander', 'Chef allié'),
  commander: title('Commander', 'Commandant'),
} as const;

/** The cities and peoples a built army (or its independent allied contingent) may take its
 *  name and nationality from: the book's period, 500 BC to AD 500 (p.2). Names that take no
 *  article, so that "the army of X" and "de X" read in both languages. */
export const CITIES: readonly { id: string; en: string; fr: string }[] = [
  { id: 'rome', en: 'Rome', fr: 'Rome' },
  { id: 'carthage', en: 'Carthage', fr: 'Carthage' },
  { id: 'syracuse', en: 'Syracuse', fr: 'Syracuse' },
  { id: 'sparta', en: 'Sparta', fr: 'Sparte' },
  { id: 'athens', en: 'Athens', fr: 'Athènes' },
  { id: 'pella', en: 'Pella', fr: 'Pella' },
  { id: 'antioch', en: 'Antioch', fr: 'Antioche' },
  { id: 'alexandria', en: 'Alexandria', fr: 'Alexandrie' },
  { id: 'pergamon', en: 'Pergamon', fr: 'Pergame' },
  { id: 'numantia', en: 'Numantia', fr: 'Numance' },
  { id: 'cirta', en: 'Cirta', fr: 'Cirta' },
  { id: 'bibracte', en: 'Bibracte', fr: 'Bibracte' },
  { id: 'ctesiphon', en: 'Ctesiphon', fr: 'Ctésiphon' },
  { id: 'persepolis', en: 'Persepolis', fr: 'Persépolis' },
];

export const ARMY_NAME_SOURCES: Record<string, Provenance> = {
  TROOP_NAMES: ours('the troop types\' names as the catalogue of pp. 8–9 gives them, in our words and French'),
  CITIES: ours('cities of the book\'s period, to name a built army'),
  LEADER_NAMES: ours('ranks as p.19 names them'),
};
