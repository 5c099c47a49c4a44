// An army as a player lists it before the battle (ORG, pp. 13–15): leaders,
// contingents, commands, units, legions and special troop stands. Plain data, as
// it travels in a game header; organisation.ts validates it, points.ts prices it.
import type { Grade, MoraleClass } from './data/tables';
import type { TroopTypeId } from './data/troops';

/** How a name is said in a sentence (ours): English number, French gender and number,
 *  and whether it is a title ("the First legate", "le Premier légat") rather than a
 *  proper name. Unit names take the French article ("les Numides"); proper names none. */
export interface NameGrammar { plural?: boolean; fr: 'ms' | 'fs' | 'mp' | 'fp'; title?: boolean }

export interface LeaderSpec {
  id: string;
  name: string;
  /** The name in French, when it differs (the log and the table name him so). */
  nameFr?: string;
  /** How the log says the name (masculine singular proper name when absent). */
  grammar?: NameGrammar;
  mounted: boolean;
  /** CPs fixed by the scenario (CMD-03); otherwise rolled (Commanders always 3). */
  cp?: number;
  /** A historically exceptional General may add 1 to his CP roll (p.19; Generals only, spec A27). */
  exceptional?: boolean;
}

interface UnitBase {
  id: string;
  name: string;
  /** The name in French, when it differs (the log and the table name it so). */
  nameFr?: string;
  /** How the log says the name (feminine singular, like "unité", when absent). */
  grammar?: NameGrammar;
  command: string;
  /** The troops' own nation; the army's when absent. */
  nation?: string;
  /** Mercenaries, subjects and auxiliaries count as the nation employing them (p.14). */
  employedBy?: string;
}

export interface PlainUnitSpec extends UnitBase {
  kind: 'unit';
  type: TroopTypeId;
  stands: number;
  grade: Grade;
  morale: MoraleClass;
  armoured?: boolean;
  /** Under-strength HI (p.8). */
  uns?: boolean;
  integralInfantry?: boolean;
  sparabara?: boolean;
  camel?: boolean;
  /** Hoplite Spearmen (Phalanx Infantry, p.9). */
  hoplite?: boolean;
  /** People, for wedge eligibility (ORG-18): 'celtiberian', 'german', 'dacian', 'roman'. */
  people?: string;
}

export interface SubunitSpec {
  name: string;
  type: TroopTypeId;
  stands: number;
  morale: MoraleClass;
  armoured?: boolean;
  uns?: boolean;
}

export interface LegionSpec extends UnitBase {
  kind: 'legion';
  legionKind: 'manipular' | 'cohort';
  grade: Grade;
  subunits: SubunitSpec[];
}

export interface SpecialSpec extends UnitBase {
  kind: 'special';
  type: TroopTypeId;
  /** Special Troop stands have neither (ORG-13); present only to be refused. */
  grade?: Grade;
  morale?: MoraleClass;
}

export type UnitSpec = PlainUnitSpec | LegionSpec | SpecialSpec;

export interface CommandSpec {
  id: string;
  kind: 'infantry' | 'cavalry' | 'elephant';
  /** The subordinate Commander at its head (ORG-01). */
  leader: LeaderSpec;
  /** The contingent it belongs to, if any (ORG-03). */
  contingent?: string;
}

export interface ContingentSpec {
  id: string;
  nation: string;
  /** An independent allied contingent (ORG-04): the General has no influence over it. */
  independentAlly: boolean;
  leader: LeaderSpec;
}

export interface ArmyList {
  name: string;
  /** The name in French, when it differs. */
  nameFr?: string;
  nation: string;
  /** Year of the battle, negative BC (wedge and quincunx dates, ORG-18, FRM-07). */
  year: number;
  general: LeaderSpec;
  /** A Contingent Commander with no contingent, at most one per army (p.15, p.19). */
  secondInCommand?: LeaderSpec;
  contingents: ContingentSpec[];
  commands: CommandSpec[];
  units: UnitSpec[];
  /** The agreed points limit, if any (ORG-20). */
  pointsLimit?: number;
}

/** The nation a unit counts as (p.14): its employer, else its own, else the army's. */
export function nationOf(army: ArmyList, u: UnitSpec): string {
  return u.employedBy ?? u.nation ?? army.nation;
}

/** Every leader of the army, General first. */
export function leadersOf(army: ArmyList): { rank: 'general' | 'second' | 'contingent' | 'commander'; spec: LeaderSpec }[] {
  return [
    { rank: 'general', spec: army.general },
    ...(army.secondInCommand ? [{ rank: 'second' as const, spec: army.secondInCommand }] : []),
    ...army.contingents.map((c) => ({ rank: 'contingent' as const, spec: c.leader })),
    ...army.commands.map((c) => ({ rank: 'commander' as const, spec: c.leader })),
  ];
}
