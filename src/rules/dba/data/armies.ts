// Army lists (spec §6.1: the only four lists the rulebook carries) and a free army
// builder. Each list records where its values come from.
import type { Provenance } from './troops';
import type { Topography } from './terrain';

/** One list line: `count` elements chosen from `choices` (base codes); `dismount` is the `//` foot base. */
export interface ListEntry { count: number; choices: string[]; general?: boolean; dismount?: string; allSame?: boolean }

export interface ArmyList {
  id: string;
  name: { en: string; fr: string };
  topography: Topography;
  aggression: number;
  entries: ListEntry[];
  enemies: string[];
  src: Provenance;
}

export const ARMY_LISTS: Record<string, ArmyList> = {
  'I/24a': {
    id: 'I/24a', name: { en: 'Hittite Empire (1380-1275 BC)', fr: 'Empire hittite (1380-1275 av. J.-C.)' }, topography: 'ARABLE', aggression: 2, src: 'rulebook',
    entries: [
      { count: 1, choices: ['LCh'], general: true }, { count: 3, choices: ['LCh'] }, { count: 6, choices: ['3Sp'] },
      { count: 1, choices: ['2Ps'] }, { count: 1, choices: ['7Hd', '2Ps'] },
    ],
    enemies: ['I/4c', 'I/4d', 'I/6b', 'I/18', 'I/19', 'I/20b', 'I/21a', 'I/22a', 'I/24a', 'I/25a'],
  },
  'I/24b': {
    id: 'I/24b', name: { en: 'Hittite Empire (1274-1180 BC)', fr: 'Empire hittite (1274-1180 av. J.-C.)' }, topography: 'ARABLE', aggression: 2, src: 'rulebook',
    entries: [
      { count: 1, choices: ['HCh'], general: true }, { count: 2, choices: ['HCh'] }, { count: 1, choices: ['LCh'] },
      { count: 6, choices: ['3Sp'] }, { count: 1, choices: ['2Ps'] }, { count: 1, choices: ['7Hd', '2Ps'] },
    ],
    // DMG-4: the duplicated trailing "18" is dropped.
    enemies: ['I/4d', 'I/18', 'I/20a', 'I/20b', 'I/21a', 'I/22a', 'I/22b', 'I/24b', 'I/25a', 'I/26a', 'I/26b'],
  },
  'I/26a': {
    id: 'I/26a', name: { en: 'Later Mycenaean (Achaian)', fr: 'Mycéniens tardifs (Achéens)' }, topography: 'LITTORAL', aggression: 4, src: 'rulebook',
    entries: [
      { count: 1, choices: ['LCh'], general: true, dismount: '4Bd' }, { count: 3, choices: ['LCh'], dismount: '4Bd' }, { count: 4, choices: ['4Sp'] },
      { count: 2, choices: ['4Sp', '4Wb', '4Pk'] }, { count: 2, choices: ['2Ps'] },
    ],
    enemies: ['I/14d', 'I/24b', 'I/26a', 'I/26b', 'I/28'],
  },
  'I/26b': {
    id: 'I/26b', name: { en: 'Trojan War (Trojan)', fr: 'Guerre de Troie (Troyens)' }, topography: 'LITTORAL', aggression: 1, src: 'rulebook',
    entries: [
      { count: 1, choices: ['LCh'], general: true, dismount: '4Bd' }, { count: 3, choices: ['LCh'], dismount: '4Bd' }, { count: 4, choices: ['4Sp'] },
      { count: 2, choices: ['4Sp', '4Wb', '4Pk'] }, { count: 2, choices: ['2Ps'] },
    ],
    enemies: ['I/24b', 'I/26a', 'I/28'],
  },
};

export const LIST_IDS = Object.keys(ARMY_LISTS);

/** The free builder's defaults when the config names no topography or aggression: placeholders. */
export const FREE_DEFAULTS = { topography: 'ARABLE' as Topography, aggression: 2, src: 'placeholder' as Provenance };
