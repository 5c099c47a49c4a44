// Where each shipped data value comes from: 'rulebook' = transcribed from the rulebook's
// tables (through spec §1–§6); 'derived' = computed from such values; 'placeholder' = our
// own choice where the rules give none, to be replaced when a source is found.
import type { Provenance } from './troops';

export const DATA_SOURCES: Record<string, { src: Provenance; note: string }> = {
  'troops.BW': { src: 'rulebook', note: 'BASE-01: 40 mm frontage at 15 mm, 1 mm = 4 p (§1.1)' },
  'troops.BASES': { src: 'rulebook', note: 'BASE-01 depth table, "other scales" column; 5Hd per DMG-1' },
  'troops.COMBAT_FACTOR': { src: 'rulebook', note: 'RES-01 combat factors' },
  'troops.MOVE': { src: 'derived', note: 'DIST-02 allowances arranged per type (spec §5.1)' },
  'troops.SHOOT_RANGE': { src: 'rulebook', note: 'SHO-01' },
  'tables.passTactical/passRecoil/pushable': { src: 'rulebook', note: 'INT-01, INT-02, REC-02; DMG-3 reading is an option' },
  'tables.rearSupport/psSupport': { src: 'rulebook', note: 'RES-02, RES-03' },
  'terrain.GOING/topographies': { src: 'rulebook', note: '§2.2, §2.3; DMG-2 reading is an option' },
  'terrain.TER': { src: 'rulebook', note: 'TER-01..10 constants (§5.8)' },
  'armies.I/24a, I/24b, I/26a, I/26b': { src: 'rulebook', note: 'the four lists printed in the rulebook (§6.1); DMG-4 duplicate dropped' },
  'armies.FREE_DEFAULTS': { src: 'placeholder', note: 'topography ARABLE and aggression 2 for a free army that names none' },
  'camp.CAMP_L/CAMP_D': { src: 'placeholder', note: 'a 320 × 160 p camp: within CAMP-01 (L + W ≤ 4 BW, room for one element)' },
  'candidates.terrainLayouts': { src: 'placeholder', note: 'template positions and sizes the bots offer; any valid layout is accepted' },
  'terrain.ovalPoly': { src: 'derived', note: '24-sided ovals for "roughly oval" features (spec §8.12 suggests 32 sides)' },
};
