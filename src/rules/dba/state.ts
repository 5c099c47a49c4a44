// The state of a DBA battle (spec §2.6, §11.2), integers and plain data only.
import type { Seat } from '../../engine/contract';
import type { Troop } from './data/troops';
import type { AreaKind, FeatureKind, Topography } from './data/terrain';

export type Phase = 'initiative' | 'terrain' | 'edge' | 'campD' | 'campA' | 'deployD' | 'deployA' | 'swaps' | 'pips' | 'move' | 'shoot' | 'combat' | 'over';
export type Status = 'on' | 'dead' | 'lost' | 'reserve';

export interface Elem {
  id: number;
  side: Seat;
  base: string;
  type: Troop;
  gen: boolean;
  /** Pose: front-edge midpoint and integer heading (spec §8.1). */
  x: number; y: number; h: number;
  w: number; d: number;
  status: Status;
  /** Tactical moves made this bound (2ND-01). */
  moves: number;
  /** Moved or made an outcome move this bound (SHO-05, INTERP-12). */
  moved: boolean;
  /** Base the element may dismount to ('' if none), and whether it did this bound (2ND-01). */
  dismountTo: string;
  dismountedNow: boolean;
  /** Order stamp of the first enemy flank/rear contact (CC-03, INTERP-43); 0 when none. */
  stamp: number;
  /** Ids of enemy Bw whose front this Kn moved into this bound (OUT-06 Kn line, INTERP-17). */
  bowFront: number[];
  /** 'camp' when in its own camp; 'enemyCamp' when holding a captured camp (GAR-02). */
  where: '' | 'camp' | 'enemyCamp' | 'bua' | 'sack';
  /** Camp followers never leave their camp (ARMY-03). */
  follower: boolean;
  /** Fought as a frontal combatant this phase, or its frontal opponent recoiled/fled/died this bound (CC-04 exposure). */
  fought: boolean;
}

export interface Feature {
  kind: FeatureKind;
  /** Area features: centre x, y, length, width, angle (degrees): a 24-sided oval (spec §8.12).
   *  Waterway: [edge, depth] or [edge, depth, beach width] (TER-08). River: [axis (0 = runs south-north, 1 = west-east), offset, width]. Road: [axis, offset]. */
  p: number[];
  compulsory: boolean;
}

export interface Camp { owner: Seat; x: number; y: number; h: number; l: number; dp: number; controller: Seat; everTaken: boolean }

export interface ArmyInfo { list: string; name: string; topography: Topography; aggression: number; bases: string[]; general: number; dismount: (string | null)[]; followers: boolean }

export interface DbaState {
  phase: Phase;
  active: Seat;
  bound: number;
  pips: number;
  /** Side has had its first bound (PIP-02 exemption, INTERP-42). */
  hadBound: [boolean, boolean];
  attacker: Seat;
  /** Base edge per seat: 0 south (y = 0), 1 east, 2 north, 3 west. -1 before DEP-02. */
  edge: [number, number];
  armies: [ArmyInfo, ArmyInfo];
  terrain: Feature[];
  river: 'none' | 'unknown' | 'easy' | 'difficult' | 'test';
  riverBan: boolean;
  camps: [Camp | null, Camp | null];
  els: Elem[];
  stampNext: number;
  swapsLeft: number;
  /** Frontal combats still to fight this phase, as [element id, element id] (INTERP-21). */
  pending: number[][];
  /** Shooting targets still to resolve, with their shooters (first = primary) (SHO-06). */
  shots: { target: number; shooters: number[] }[];
  result: { winner: Seat | -1; reason: string } | null;
  /** Standing fire orders per seat (spec §10.3 N1): troop types in order of preference;
   *  empty = the default (nearest target). Set in the owner's own bound. */
  orders: [Troop[], Troop[]];
  /** The BUA (GAR-03..12), if the defender placed one: its owner, who controls it now,
   *  whether its denizens still defend it, and the element sacking it (-1 if none).
   *  `survivors` (games naming option gar10 only, LATE_OPTIONS): false once the denizens
   *  themselves were destroyed, so that they cannot revolt (GAR-10). */
  bua: { owner: Seat; controller: Seat; denizens: boolean; sacker: number; survivors?: boolean } | null;
  /** DEP-07: elements held back for a littoral landing, per seat. */
  landing: [number[], number[]];
  /** Option pur01: touches between enemies in no named relation that an outcome move
   *  (PUR-01 with INTERP-19, FLE-02, REC-01), a turn to face (CC-03) or a mover that could
   *  not conform across a gap of less than 1 BW (CON-03, con03.ts) left, as
   *  [mover id, x, y, h, enemy id, x, y, h]; a record holds while both poses are
   *  unchanged (noteTouches). Present only in games whose header names pur01 (LATE_OPTIONS). */
  unconformed?: number[][];
  /** Option cc43 (first-contact.ts): the enemy fronts that reached an element's flank or
   *  rear, in the order they did (INTERP-43), as [element id, x, y, h, enemy id, x, y, h];
   *  an entry holds while both poses are unchanged. Present only in games whose header
   *  names cc43 (LATE_OPTIONS), from the first such contact on. */
  contacts?: number[][];
  /** Resolved option values (copied from the config). */
  opt: Record<string, string | number>;
}

export const AREA = (f: Feature): f is Feature & { kind: AreaKind } => !['Waterway', 'River', 'Road'].includes(f.kind);
