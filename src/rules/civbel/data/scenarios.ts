// Our sample scenario "Great Plains, 203 BC" (spec §6.3) and the Cannae leaders
// fixture (spec §6.4). Both are ours: the book has no scenarios or army lists; the
// Cannae command points are the book's illustration on p.21.
import type { ArmyList, LegionSpec, NameGrammar, PlainUnitSpec } from '../army';
import { ours, type Provenance } from './provenance';

/** A name as the army list gives it, in English and French, with how a sentence says it
 *  ('fs': "la Légion I avance"; 'mp+': plural in both languages, "Velites I advance",
 *  "les Vélites I avancent"). */
type Named = [string, string, 'fs' | 'mp+'];
const grammar = (g: Named[2]): NameGrammar => (g === 'mp+' ? { plural: true, fr: 'mp' } : { fr: g });
const legion = (id: string, [name, nameFr, g]: Named, command: string): LegionSpec => ({
  kind: 'legion', id, name, nameFr, grammar: grammar(g), command, legionKind: 'manipular', grade: 'B',
  subunits: [
    { name: 'hastati', type: 'swordsmen', stands: 3, morale: 'average' },
    { name: 'principes', type: 'swordsmen', stands: 3, morale: 'average' },
    { name: 'triarii', type: 'spearmen', stands: 3, morale: 'high', armoured: true, uns: true },
  ],
});
const unit = (id: string, [name, nameFr, g]: Named, command: string, type: PlainUnitSpec['type'], stands: number, grade: PlainUnitSpec['grade'], morale: PlainUnitSpec['morale'], extra: Partial<PlainUnitSpec> = {}): PlainUnitSpec =>
  ({ kind: 'unit', id, name, nameFr, grammar: grammar(g), command, type, stands, grade, morale, ...extra });

export const GREAT_PLAINS_ROME: ArmyList = {
  name: 'Rome', nation: 'roman', year: -203,
  general: { id: 'scipio', name: 'Scipio', nameFr: 'Scipion', mounted: true, exceptional: true },
  contingents: [],
  commands: [
    { id: 'r1', kind: 'infantry', leader: { id: 'r1c', grammar: { fr: 'ms', title: true }, name: 'First legate', nameFr: 'Premier légat', mounted: true } },
    { id: 'r2', kind: 'infantry', leader: { id: 'r2c', grammar: { fr: 'ms', title: true }, name: 'Second legate', nameFr: 'Second légat', mounted: true } },
    { id: 'r3', kind: 'cavalry', leader: { id: 'laelius', name: 'Laelius', nameFr: 'Lælius', mounted: true } },
    { id: 'r4', kind: 'cavalry', leader: { id: 'massinissa', name: 'Massinissa', mounted: true } },
  ],
  units: [
    legion('legio1', ['Legion I', 'Légion I', 'fs'], 'r1'),
    unit('velites1', ['Velites I', 'Vélites I', 'mp+'], 'r1', 'skirmishers', 2, 'C', 'average'),
    legion('legio2', ['Legion II', 'Légion II', 'fs'], 'r2'),
    unit('velites2', ['Velites II', 'Vélites II', 'mp+'], 'r2', 'skirmishers', 2, 'C', 'average'),
    unit('italians', ['Italian horse', 'Cavalerie italienne', 'fs'], 'r3', 'heavyCavalry', 3, 'B', 'average'),
    // Massinissa's Numidians serve Rome: subject allies count as Roman (p.14).
    unit('numidiansR', ['Numidians', 'Numides', 'mp+'], 'r4', 'lightCavalry', 3, 'B', 'average', { nation: 'numidian', employedBy: 'roman' }),
  ],
};

export const GREAT_PLAINS_CARTHAGE: ArmyList = {
  name: 'Carthage and Numidia', nation: 'carthaginian', year: -203,
  general: { id: 'hasdrubal', name: 'Hasdrubal', mounted: true },
  contingents: [{ id: 'syphaxC', nation: 'numidian', independentAlly: true, leader: { id: 'syphax', name: 'Syphax', mounted: true } }],
  commands: [
    { id: 'c1', kind: 'infantry', leader: { id: 'c1c', grammar: { fr: 'ms', title: true }, name: 'Celtiberian chief', nameFr: 'Chef celtibère', mounted: true } },
    { id: 'c2', kind: 'infantry', leader: { id: 'c2c', grammar: { fr: 'ms', title: true }, name: 'Carthaginian officer', nameFr: 'Officier carthaginois', mounted: true } },
    { id: 'c3', kind: 'cavalry', contingent: 'syphaxC', leader: { id: 'c3c', grammar: { fr: 'ms', title: true }, name: 'Numidian chief', nameFr: 'Chef numide', mounted: true } },
  ],
  units: [
    unit('celtA', ['Celtiberians A', 'Celtibères A', 'mp+'], 'c1', 'shockInfantry', 4, 'B', 'high', { people: 'celtiberian', employedBy: 'carthaginian', nation: 'celtiberian' }),
    unit('celtB', ['Celtiberians B', 'Celtibères B', 'mp+'], 'c1', 'shockInfantry', 4, 'B', 'high', { people: 'celtiberian', employedBy: 'carthaginian', nation: 'celtiberian' }),
    unit('slingA', ['Balearic slingers A', 'Frondeurs baléares A', 'mp+'], 'c1', 'missileTroops', 2, 'C', 'average', { employedBy: 'carthaginian', nation: 'balearic' }),
    unit('carthFoot', ['Carthaginian foot', 'Infanterie carthaginoise', 'fs'], 'c2', 'spearmen', 4, 'C', 'average'),
    unit('slingB', ['Slingers B', 'Frondeurs B', 'mp+'], 'c2', 'missileTroops', 2, 'C', 'average', { employedBy: 'carthaginian', nation: 'balearic' }),
    unit('carthHorse', ['Carthaginian horse', 'Cavalerie carthaginoise', 'fs'], 'c2', 'heavyCavalry', 3, 'B', 'average'),
    unit('numA', ['Numidian horse A', 'Cavalerie numide A', 'fs'], 'c3', 'lightCavalry', 4, 'C', 'average', { nation: 'numidian' }),
    unit('numB', ['Numidian horse B', 'Cavalerie numide B', 'fs'], 'c3', 'lightCavalry', 4, 'C', 'average', { nation: 'numidian' }),
  ],
};

/** The spec's totals for the two sample armies (§6.3, T-05). */
export const GREAT_PLAINS_POINTS = { rome: 660, carthage: 657, legion: 119 } as const;

/** The scenario frame (spec §6.3): table and zones in JT, first-turn initiative, turn limit. */
export const GREAT_PLAINS = { basing: '15mm', tableJt: [45, 30], deployDepthJt: 6, deployWidthJt: 33, firstTurnInitiative: 'rome', turnLimit: 12 } as const;

/** Cannae (p.21): Varro 3 (or even 2), Aemilius Paulus 4, Hannibal 5, Hasdrubal 4,
 *  every other leader 3. Fixed by the scenario, so no CP die is rolled (T-45). */
export const CANNAE_LEADERS: readonly { id: string; name: string; side: 'rome' | 'carthage'; rank: 'general' | 'contingent' | 'commander'; cp: number }[] = [
  { id: 'paulus', name: 'Aemilius Paulus', side: 'rome', rank: 'general', cp: 4 },
  { id: 'varro', name: 'Varro', side: 'rome', rank: 'contingent', cp: 3 },
  { id: 'hannibal', name: 'Hannibal', side: 'carthage', rank: 'general', cp: 5 },
  { id: 'hasdrubalCannae', name: 'Hasdrubal', side: 'carthage', rank: 'contingent', cp: 4 },
  { id: 'otherLeader', name: 'Any other leader', side: 'carthage', rank: 'commander', cp: 3 },
];

export const SCENARIO_SOURCES: Record<string, Provenance> = {
  GREAT_PLAINS_ROME: ours('spec §6.3 sample army, built from the battle Polybius describes on p.1'),
  GREAT_PLAINS_CARTHAGE: ours('spec §6.3 sample army'),
  GREAT_PLAINS: ours('spec §6.3 scenario frame'),
  FIELD: ours('scenario "A broken field" (data/field.ts): its four terrain pieces, their places and sizes; the book has no scenarios'),
  CANNAE_LEADERS: ours('spec §6.4 fixture; the values are the illustration the book gives on p.21 (Control Tests)'),
};
