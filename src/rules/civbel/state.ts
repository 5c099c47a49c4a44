// The battle state: plain objects, integers, strings and booleans only, so that it
// hashes canonically. Lengths are plane units (data/scale.ts: 240 per JT);
// headings integer degrees (0 = +x, counter-clockwise), poses the front-edge
// midpoint of a stand as on the platform's plane (src/engine/plane/rect.ts).
import type { Seat } from '../../engine/contract';
import type { Grade, MoraleClass } from './data/tables';
import type { TroopTypeId } from './data/troops';
import type { Formation } from './formations';
import type { CbTerrain } from './terrain';

export interface CbStand {
  id: string;
  x: number; y: number; h: number;
  /** Depth in plane units (frontage is always 1 JT). */
  d: number;
  type: TroopTypeId;
  /** Index of its sub-unit (Legions), else 0. */
  sub: number;
  uns: boolean;
  armoured: boolean;
}

/** What a unit did last turn, for a control test's "continue" (CMD-25). */
export type LastAction = 'halt' | 'move' | 'march' | 'charge' | 'rally' | 'pursue' | 'loot' | 'shoot';

export interface CbUnit {
  id: string;
  side: Seat;
  name: string;
  command: string;
  nation: string;
  /** A unit, a Legion, or a Special Troop stand (which is not a unit, p.14, but is
   *  kept in the same list so that lookups, reach and ordering treat all alike). */
  kind: 'unit' | 'legion' | 'special';
  legionKind?: 'manipular' | 'cohort';
  /** The type (a Legion's: of its first sub-unit; combat uses the majority in contact). */
  type: TroopTypeId;
  grade: Grade | null;
  /** Morale class per sub-unit (one for a plain unit, none for a special stand). */
  morale: MoraleClass[];
  camel: boolean;
  stands: CbStand[];
  formation: Formation;
  dps: number;
  shaken: boolean;
  destroyed: boolean;
  status: {
    halted: boolean; spontaneous: boolean; pursuing: boolean; looting: boolean; routing: boolean;
    retiring: boolean; evading: boolean; rallying: boolean; mustWithdraw: boolean; inCombat: boolean;
    /** Declared a charge last turn and is still in it or its melee (CMD-23, spec A7). */
    charging: boolean;
    rampaging: boolean;
  };
  /** This turn's record (MOR-05, MOR-20, CMD-10). */
  turn: { controlled: boolean; moved: boolean; shotAt: boolean; enemyCameWithinBow: boolean };
  /** Target of enemy shooting last turn (CMD-09). */
  shotAtLastTurn: boolean;
  lastAction: LastAction;
  /** Within 1 JT of enemy elephants or camels at the last check (MOR-C4 is edge-triggered). */
  nearFearsome: boolean;
  /** Friendly units whose loss this unit has already been shaken by (MOR-C1/C3, spec A13), sorted. */
  lossesSeen: string[];
}

export type Rank = 'general' | 'second' | 'contingent' | 'commander';

export interface CbLeader {
  id: string;
  side: Seat;
  rank: Rank;
  name: string;
  nation: string;
  cp: number;
  mounted: boolean;
  /** The command he leads (Commanders) or the contingent (Contingent Commanders). */
  command: string | null;
  contingent: string | null;
  attachedTo: string | null;
  /** Centre of his command stand. */
  x: number; y: number;
  alive: boolean;
  fate: '' | 'killed' | 'captured' | 'lost';
}

export interface CbCommand { id: string; side: Seat; kind: 'infantry' | 'cavalry' | 'elephant'; leader: string; contingent: string | null }
export interface CbContingent { id: string; side: Seat; nation: string; independentAlly: boolean; leader: string }
/** Baggage or a camp (CMD-35..37). Where it stands (option `pursuit`, ours): an upright
 *  rectangle `w` by `d` plane units centred on (x, y); absent in games that place none. */
export interface CbBaggage { id: string; owner: Seat; controller: Seat; fortified: boolean; x?: number; y?: number; w?: number; d?: number }

export interface CbState {
  turn: number;
  initiative: Seat;
  units: CbUnit[];
  leaders: CbLeader[];
  commands: CbCommand[];
  contingents: CbContingent[];
  baggage: CbBaggage[];
  /** The terrain pieces (scenario "A broken field"); absent on the open plain, as in every
   *  game recorded before terrain existed. */
  terrain?: CbTerrain[];
}

export const unitById = (s: CbState, id: string): CbUnit | undefined => s.units.find((u) => u.id === id);
export const leaderById = (s: CbState, id: string): CbLeader | undefined => s.leaders.find((l) => l.id === id);
export const commandById = (s: CbState, id: string): CbCommand | undefined => s.commands.find((c) => c.id === id);
export const contingentById = (s: CbState, id: string): CbContingent | undefined => s.contingents.find((c) => c.id === id);
export const liveUnits = (s: CbState, side?: Seat): CbUnit[] => s.units.filter((u) => !u.destroyed && (side === undefined || u.side === side));
