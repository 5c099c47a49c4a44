// The position the rules core reads. Plain data (integers, strings, booleans, arrays,
// objects) so that it can travel into a state hash unchanged once the system is wired.
//
// Design decisions (see README.md):
// - Hexes are CCRR numbers on a pointy-top grid (src/engine/hex), columns along the
//   long North and South edges; seat 0's home edge is South, seat 1's North.
// - A unit is a hex occupant: one counter or a stack, front rank first (8.1).
// - Facing is the vertex index 0..5 of spec §2.1 (vertex k between edges k and k+1;
//   1 points South, 4 North); baggage has none (null).
// - A counter carries its own values (allowance, tactical values, range) so that values
//   corrected by the players before a game apply without a lookup.
import type { Seat } from '../../engine/contract';
import type { HexId } from '../../engine/hex';
import type { OptionValues } from './options';
import type { Ground } from './data/terrain';
import type { Quality, UnitType } from './data/units';

export interface Counter {
  id: number;
  type: UnitType;
  quality: Quality;
  regular: boolean;
  ma: number;
  tvFoot: number;
  tvMounted: number;
  range?: number;
  general?: boolean;
  cinc?: boolean;
  chariot?: boolean;
  /** War wagons, vehicle artillery, wagon baggage (9.6). */
  wagon?: boolean;
  /** Artillery on a vehicle shoots all round (10.2). */
  vehicle?: boolean;
  /** A Psiloi counter armed with bows (support table). */
  bowArmed?: boolean;
  /** The army list lets Psiloi support this counter (support table). */
  psSupport?: boolean;
  /** The army list lets Psiloi (S)/(I) support this cavalry (support table ⟨X⟩). */
  cvPsSupport?: boolean;
  mountedInfantry?: 'horse' | 'camel';
  /** Baggage: mobile (MA 2) or immobile (MA 0) (2.4). */
  mobile?: boolean;
}

export interface Unit {
  id: number;
  side: Seat;
  corps: number;
  hex: HexId;
  /** Vertex 0..5, null for baggage (6.1). */
  facing: number | null;
  /** Front rank first (8.1). */
  counters: Counter[];
}

export interface Cell {
  ground: Ground;
  /** A key of TERRAIN_KINDS. */
  kind: string;
  level?: number;
  road?: boolean;
  fortification?: boolean;
  impassable?: boolean;
  /** The hex lies on a river (river hexes are broken ground, spec M11 b). */
  river?: boolean;
}

export interface CdbMap {
  cols: number;
  rows: number;
  /** Hexes that are not open clear ground, keyed by String(hex). */
  cells: Record<string, Cell>;
}

export interface Corps {
  id: number;
  side: Seat;
  /** The counter id of its general. */
  general: number;
  regularGeneral: boolean;
  allied: boolean;
  demoralised: boolean;
  generalLost: boolean;
  generalOffMap: boolean;
  /** Allied corps (4.3): its nationality, and whether it is unreliable now. */
  nationality?: string;
  unreliable?: boolean;
  /** A compulsory same-nationality allied general (Arab lists, 14.2): never defects. */
  compulsoryAlly?: boolean;
  /** 4.3: it changes sides at the start of the next game turn (set at the end of a player-turn). */
  defecting?: boolean;
  /** 4.3, spec M17: the side it belonged to before it changed sides; such a corps counts in
   *  neither army's victory totals. */
  defectedFrom?: Seat;
}

export interface Position {
  map: CdbMap;
  units: Unit[];
  corps: Corps[];
  options: OptionValues;
  /** Counters lost so far (12.1), in the order they were lost; absent means none. Added by the
   *  combat rules (combat-results.ts) so that demoralisation and victory can count them. */
  lost?: Lost[];
}

/** A lost counter (12.1): eliminated, or gone off the map (flight). Baggage counts for
 *  victory only when destroyed in combat or fled off the map (13, spec I5). */
export interface Lost { side: Seat; corps: number; counter: Counter; how: 'destroyed' | 'offMap' }

export const CLEAR: Cell = { ground: 'clear', kind: 'open' };
export const cellAt = (p: Position, h: HexId): Cell => p.map.cells[String(h)] ?? CLEAR;
export const unitAt = (p: Position, h: HexId): Unit | undefined => p.units.find((u) => u.hex === h);
export const unitById = (p: Position, id: number): Unit => {
  const u = p.units.find((x) => x.id === id);
  if (!u) throw new Error(`cdb: no unit ${id}`);
  return u;
};
export const front = (u: Unit): Counter => u.counters[0];
export const enemiesOf = (p: Position, u: Unit): Unit[] => p.units.filter((e) => e.side !== u.side);
export const corpsOf = (p: Position, u: Unit): Corps => {
  const c = p.corps.find((x) => x.id === u.corps);
  if (!c) throw new Error(`cdb: no corps ${u.corps}`);
  return c;
};
