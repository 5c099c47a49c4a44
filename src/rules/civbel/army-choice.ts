// The army each player fields in the scenario "choose-armies" (ORG-01..20, ORG-05 "the
// chain of command must be recorded before play", spec §10 D25): one of the two sample
// armies of §6.3, or an army built from the troop catalogue: commands of a kind (ORG-02),
// each with its units, Legions and special troop stands, an optional independent allied
// contingent (ORG-04), a General who may be historically exceptional, and a
// second-in-command. The choice travels as small integers (sealed, then revealed:
// army-step.ts); here it is read, bounded, turned into the army list the rest of the
// rules use, and judged by the organisation validator (organisation.ts) and the points
// limit the players agreed (ORG-20).
import type { Seat } from '../../engine/contract';
import type { ArmyList, LeaderSpec, LegionSpec, NameGrammar, SubunitSpec, UnitSpec } from './army';
import { CITIES, LEADER_NAMES, LEGION_NAME, SUBUNIT_NAMES, TROOP_NAMES } from './data/army-names';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from './data/scenarios';
import { GRADES, MORALE, type Grade, type MoraleClass } from './data/tables';
import { TROOP_TYPES, type TroopTypeId } from './data/troops';
import { validateArmy, type OrgViolation } from './organisation';

export type CommandKind = 'infantry' | 'cavalry' | 'elephant';
export const COMMAND_KINDS: readonly CommandKind[] = ['infantry', 'cavalry', 'elephant'];
export const TYPE_IDS: readonly TroopTypeId[] = TROOP_TYPES.map((t) => t.id);
export const MORALES: readonly MoraleClass[] = MORALE.map((m) => m.id);

/** A unit of a built army (the flags as army.ts has them). */
export type BuiltUnit =
  | { kind: 'unit'; command: number; type: TroopTypeId; stands: number; grade: Grade; morale: MoraleClass; armoured: boolean; uns: boolean; integralInfantry: boolean; sparabara: boolean; camel: boolean; hoplite: boolean }
  | { kind: 'legion'; command: number; legionKind: 'manipular' | 'cohort'; grade: Grade; subunits: { type: TroopTypeId; stands: number; morale: MoraleClass; armoured: boolean; uns: boolean }[] }
  | { kind: 'special'; command: number; type: TroopTypeId };

export interface BuiltArmy {
  /** Index in CITIES: the army's name and nationality. */
  city: number;
  exceptional: boolean;
  second: boolean;
  /** Leaders on foot rather than mounted (p.15 points, MOV-K9 moves); absent: mounted. */
  generalOnFoot?: boolean;
  secondOnFoot?: boolean;
  allyOnFoot?: boolean;
  /** The independent allied contingent's city (ORG-04), or null for none. */
  ally: number | null;
  commands: { kind: CommandKind; allied: boolean; onFoot?: boolean }[];
  units: BuiltUnit[];
}

export type ArmyChoice = { sample: 0 | 1 } | BuiltArmy;
export const SAMPLES: readonly ArmyList[] = [GREAT_PLAINS_ROME, GREAT_PLAINS_CARTHAGE];
const SAMPLE_FR = ['Rome', 'Carthage et la Numidie'];

/** The bounds of a built army as it travels (ours: the codec's, so a hostile packet costs bounded work). */
export const MAX_COMMANDS = 8, MAX_UNITS = 24, MAX_STANDS = 12;
/** Longest army code: a header, the commands, and every unit a three-sub-unit Legion. */
export const MAX_ARMY_WORDS = 6 + 2 * MAX_COMMANDS + MAX_UNITS * (5 + 3 * 4);

const FLAG = { armoured: 1, uns: 2, integralInfantry: 4, sparabara: 8, camel: 16, hoplite: 32 } as const;
const bits = (u: Partial<Record<keyof typeof FLAG, boolean>>): number => (Object.keys(FLAG) as (keyof typeof FLAG)[]).reduce((a, k) => a | (u[k] ? FLAG[k] : 0), 0);
const has = (b: number, k: keyof typeof FLAG): boolean => (b & FLAG[k]) !== 0;

/** The choice as integers below 128 (engine/commitment.ts `sealSmall` boxes them):
 *  sample [0, k]; built [1, city, flags, ally + 1, n, (kind, allied | 2·on foot) ×n, m, unit ×m]
 *  with header flags exceptional 1, second 2, and on foot: General 4, second 8, ally 16; and
 *  unit [0, command, type, stands, grade, morale, flags] | [1, command, cohort, grade, k,
 *  (type, stands, morale, flags) ×k] | [2, command, type]. */
export function armyCode(c: ArmyChoice): number[] {
  if ('sample' in c) return [0, c.sample];
  const flags = (c.exceptional ? 1 : 0) | (c.second ? 2 : 0) | (c.generalOnFoot ? 4 : 0) | (c.secondOnFoot ? 8 : 0) | (c.allyOnFoot ? 16 : 0);
  const out = [1, c.city, flags, c.ally === null ? 0 : c.ally + 1, c.commands.length];
  for (const k of c.commands) out.push(COMMAND_KINDS.indexOf(k.kind), (k.allied ? 1 : 0) | (k.onFoot ? 2 : 0));
  out.push(c.units.length);
  for (const u of c.units) {
    if (u.kind === 'unit') out.push(0, u.command, TYPE_IDS.indexOf(u.type), u.stands, GRADES.indexOf(u.grade), MORALES.indexOf(u.morale), bits(u));
    else if (u.kind === 'legion') {
      out.push(1, u.command, u.legionKind === 'cohort' ? 1 : 0, GRADES.indexOf(u.grade), u.subunits.length);
      for (const s of u.subunits) out.push(TYPE_IDS.indexOf(s.type), s.stands, MORALES.indexOf(s.morale), bits(s));
    } else out.push(2, u.command, TYPE_IDS.indexOf(u.type));
  }
  return out;
}

/** The choice a code says, or null when it is malformed (out of bounds, short or long).
 *  Reads at most MAX_ARMY_WORDS words, whatever it is given. */
export function armyFromCode(code: readonly number[]): ArmyChoice | null {
  if (code.length > MAX_ARMY_WORDS) return null;
  let i = 0;
  const next = (max: number): number => {
    const x = code[i++];
    if (!Number.isInteger(x) || x < 0 || x > max) throw new RangeError('army code');
    return x;
  };
  try {
    let c: ArmyChoice;
    if (next(1) === 0) c = { sample: next(1) as 0 | 1 };
    else {
      const city = next(CITIES.length - 1), flags = next(31), ally = next(CITIES.length) - 1;
      const commands = Array.from({ length: next(MAX_COMMANDS) }, () => {
        const kind = COMMAND_KINDS[next(2)], f = next(3);
        return { kind, allied: (f & 1) !== 0, ...(f & 2 ? { onFoot: true } : {}) };
      });
      const units = Array.from({ length: next(MAX_UNITS) }, (): BuiltUnit => {
        const kind = next(2), command = next(MAX_COMMANDS - 1);
        if (kind === 0) {
          const type = TYPE_IDS[next(TYPE_IDS.length - 1)], stands = next(MAX_STANDS), grade = GRADES[next(2)], morale = MORALES[next(3)], f = next(63);
          return { kind: 'unit', command, type, stands, grade, morale, armoured: has(f, 'armoured'), uns: has(f, 'uns'), integralInfantry: has(f, 'integralInfantry'), sparabara: has(f, 'sparabara'), camel: has(f, 'camel'), hoplite: has(f, 'hoplite') };
        }
        if (kind === 1) {
          const legionKind = next(1) === 1 ? 'cohort' : 'manipular', grade = GRADES[next(2)];
          const subunits = Array.from({ length: next(3) }, () => {
            const type = TYPE_IDS[next(TYPE_IDS.length - 1)], stands = next(MAX_STANDS), morale = MORALES[next(3)], f = next(3);
            return { type, stands, morale, armoured: has(f, 'armoured'), uns: has(f, 'uns') };
          });
          return { kind: 'legion', command, legionKind, grade, subunits };
        }
        return { kind: 'special', command, type: TYPE_IDS[next(TYPE_IDS.length - 1)] };
      });
      const foot = { ...(flags & 4 ? { generalOnFoot: true } : {}), ...(flags & 8 ? { secondOnFoot: true } : {}), ...(flags & 16 ? { allyOnFoot: true } : {}) };
      c = { city, exceptional: (flags & 1) !== 0, second: (flags & 2) !== 0, ...foot, ally: ally < 0 ? null : ally, commands, units };
    }
    return i === code.length ? c : null;
  } catch {
    return null;
  }
}

const PREFIX = ['a-', 'b-'] as const;
const named = (x: { en: string; fr: string; grammar: NameGrammar }, suffix = '') => ({ name: x.en + suffix, nameFr: x.fr + suffix, grammar: x.grammar });

/** A sample army with every id made the side's own (both sides may field the same list). */
function sampleOf(list: ArmyList, p: string): ArmyList {
  const leader = (l: LeaderSpec): LeaderSpec => ({ ...l, id: p + l.id });
  return {
    ...list,
    general: leader(list.general),
    ...(list.secondInCommand ? { secondInCommand: leader(list.secondInCommand) } : {}),
    contingents: list.contingents.map((c) => ({ ...c, id: p + c.id, leader: leader(c.leader) })),
    commands: list.commands.map((c) => ({ ...c, id: p + c.id, leader: leader(c.leader), ...(c.contingent !== undefined ? { contingent: p + c.contingent } : {}) })),
    units: list.units.map((u): UnitSpec => ({ ...u, id: p + u.id, command: p + u.command } as UnitSpec)),
  };
}

/** The army list a choice fields on `side`: ids the side's own, names as data/army-names.ts gives them. */
export function armyListOf(c: ArmyChoice, side: Seat): ArmyList {
  const p = PREFIX[side];
  if ('sample' in c) return { ...sampleOf(SAMPLES[c.sample], p), nameFr: SAMPLE_FR[c.sample] };
  const city = CITIES[c.city], ally = c.ally === null ? null : CITIES[c.ally];
  const lead = (id: string, x: { en: string; fr: string; grammar: NameGrammar }, suffix = '', onFoot = false): LeaderSpec => ({ id: p + id, ...named(x, suffix), mounted: !onFoot });
  const counts = new Map<string, number>();
  const numbered = (key: string): string => { const k = (counts.get(key) ?? 0) + 1; counts.set(key, k); return ` ${k}`; };
  const commandId = (k: number) => `${p}c${k + 1}`;
  const nationOf = (k: number) => (c.commands[k]?.allied && ally ? { nation: ally.id } : {});
  const units = c.units.map((u, i): UnitSpec => {
    const base = { id: `${p}u${i + 1}`, command: commandId(u.command), ...nationOf(u.command) };
    if (u.kind === 'legion') {
      const names = SUBUNIT_NAMES[u.legionKind];
      const subunits = u.subunits.map((s, k): SubunitSpec => ({ name: names[k] ?? names[2], type: s.type, stands: s.stands, morale: s.morale, ...(s.armoured ? { armoured: true } : {}), ...(s.uns ? { uns: true } : {}) }));
      return { kind: 'legion', ...base, ...named(LEGION_NAME, numbered('legion')), legionKind: u.legionKind, grade: u.grade, subunits } satisfies LegionSpec;
    }
    const name = named(TROOP_NAMES[u.type], numbered(u.type));
    if (u.kind === 'special') return { kind: 'special', ...base, ...name, type: u.type };
    const flags = (Object.keys(FLAG) as (keyof typeof FLAG)[]).filter((k) => u[k]);
    return { kind: 'unit', ...base, ...name, type: u.type, stands: u.stands, grade: u.grade, morale: u.morale, ...Object.fromEntries(flags.map((k) => [k, true])) };
  });
  return {
    name: city.en, nameFr: city.fr, nation: city.id, year: -203,
    general: { ...lead('gen', LEADER_NAMES.general, '', c.generalOnFoot), ...(c.exceptional ? { exceptional: true } : {}) },
    ...(c.second ? { secondInCommand: lead('second', LEADER_NAMES.second, '', c.secondOnFoot) } : {}),
    contingents: ally ? [{ id: `${p}ally`, nation: ally.id, independentAlly: true, leader: lead('allyc', LEADER_NAMES.ally, '', c.allyOnFoot) }] : [],
    commands: c.commands.map((k, i) => ({ id: commandId(i), kind: k.kind, leader: lead(`c${i + 1}l`, LEADER_NAMES.commander, ` ${i + 1}`, k.onFoot), ...(k.allied && ally ? { contingent: `${p}ally` } : {}) })),
    units,
  };
}

/** Everything wrong with a choice, as the organisation validator words it (ORG-01..20,
 *  CMD-03), with the agreed points limit (ORG-20). Empty when the army may take the field. */
export function choiceRefusals(c: ArmyChoice, side: Seat, pointsLimit: number): OrgViolation[] {
  const out: OrgViolation[] = [];
  const v = (rule: string, code: string, en: string, fr: string) => out.push({ rule, code, subject: '', text: { en, fr } });
  if (!('sample' in c)) {
    if (c.commands.length === 0) v('ORG-01', 'noCommand', 'An army has at least one command.', 'Une armée compte au moins un commandement.');
    if (c.units.length === 0) v('ORG-01', 'noTroops', 'An army has troops.', 'Une armée a des troupes.');
    if (c.units.some((u) => u.command >= c.commands.length)) v('ORG-01', 'unitWithoutCommand', 'Every unit belongs to one of the army\'s commands.', 'Chaque unité appartient à l\'un des commandements de l\'armée.');
    if (c.ally === null && c.commands.some((k) => k.allied)) v('ORG-04', 'alliedWithoutAlly', 'A command is marked allied, but the army has no allied contingent.', 'Un commandement est marqué allié, mais l\'armée n\'a pas de contingent allié.');
    if (c.ally !== null && !c.commands.some((k) => k.allied)) v('ORG-03', 'emptyContingent', 'The allied contingent has no command.', 'Le contingent allié n\'a aucun commandement.');
    if (c.ally !== null && c.ally === c.city) v('ORG-04', 'allyOwnNation', 'Allies are foreign: the allied contingent comes from another city than the army\'s.', 'Les alliés sont étrangers : le contingent allié vient d\'une autre cité que l\'armée.');
    if (out.length) return out;
  }
  return [...out, ...validateArmy({ ...armyListOf(c, side), pointsLimit })];
}

/** The names both armies share get the second side's " (2)" (a mirror of one sample, two built
 *  armies with Swordsmen 1), so that a log line names one unit only. */
export function distinctNames(first: ArmyList, second: ArmyList): ArmyList {
  const taken = new Set([first.general, first.secondInCommand, ...first.contingents.map((c) => c.leader), ...first.commands.map((c) => c.leader), ...first.units].filter((x) => x).map((x) => x!.name));
  const apart = <T extends { name: string; nameFr?: string }>(x: T): T => (taken.has(x.name) ? { ...x, name: `${x.name} (2)`, ...(x.nameFr !== undefined ? { nameFr: `${x.nameFr} (2)` } : {}) } : x);
  return {
    ...second,
    general: apart(second.general),
    ...(second.secondInCommand ? { secondInCommand: apart(second.secondInCommand) } : {}),
    contingents: second.contingents.map((c) => ({ ...c, leader: apart(c.leader) })),
    commands: second.commands.map((c) => ({ ...c, leader: apart(c.leader) })),
    units: second.units.map(apart),
  };
}
