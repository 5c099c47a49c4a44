// Grades, morale classes, points extras, unit and leader points, dice (pp. 7, 10–11,
// 15, 19–23, 25). Each table carries its page.
import { rb, type Provenance } from './provenance';

export type Grade = 'A' | 'B' | 'C';
export type MoraleClass = 'exceptional' | 'high' | 'average' | 'poor';

export const GRADES: readonly Grade[] = ['A', 'B', 'C'];
/** Grade order for "equal or higher grade" (MOR-08): A > B > C. */
export const GRADE_RANK: Record<Grade, number> = { A: 3, B: 2, C: 1 };
export const GRADE_SOURCE = rb(10, 'Training and Experience');

export interface MoraleRow { id: MoraleClass; value: number; capacity: number; points: number }
/** Morale Value (p.10–11), DPs held before the next one shakes (p.25, MOR-01), stand
 *  points extra (p.15). */
export const MORALE: readonly MoraleRow[] = [
  { id: 'exceptional', value: 2, capacity: 5, points: 10 },
  { id: 'high', value: 1, capacity: 4, points: 5 },
  { id: 'average', value: 0, capacity: 4, points: 0 },
  { id: 'poor', value: -1, capacity: 3, points: -3 },
];
export const MORALE_SOURCE: Record<keyof Omit<MoraleRow, 'id'>, Provenance> = {
  value: rb(11, 'Morale'), capacity: rb(25, 'Death, Disorder and Desertion Points'), points: rb(15, 'Points Values'),
};
const MORALE_BY_ID = new Map<string, MoraleRow>(MORALE.map((m) => [m.id, m]));
export function moraleRow(id: string): MoraleRow | undefined {
  return MORALE_BY_ID.get(id);
}

/** Troop point extras per stand (p.15). */
export const STAND_EXTRAS = {
  gradeA: 5,
  gradeB: 2,
  integralInfantry: 3,
  armouredCavalry: 3,
  armouredInfantry: 2,
  sparabara: 1,
  indianElephant: 10,
  /** Under-strength HI pay half the basic cost ("! basic cost", the ½ glyph, spec G4). */
  unsDivisor: 2,
} as const;

/** Unit points (p.15). */
export const UNIT_POINTS = { legion: 20, other: 10 } as const;

/** Leader points (p.15). The reduction for a leader on foot is lost with p.16 (spec
 *  G5): its value is ours, a placeholder of 10. */
export const LEADER_POINTS = { general: 100, contingent: 75, secondInCommandExtra: 25, commander: 50, onFootReduction: 10 } as const;

export const POINTS_SOURCES: Record<string, Provenance> = {
  STAND_EXTRAS: rb(15, 'Points Values: Troop Point Extras'),
  UNIT_POINTS: rb(15, 'Points Values: Unit Points'),
  'LEADER_POINTS.general/contingent/secondInCommandExtra/commander': rb(15, 'Points Values: Command Points'),
  'LEADER_POINTS.onFootReduction': { src: 'ours', note: 'the value is lost at the foot of p.15 (spec G5); 10 is the spec\'s placeholder' },
};

/** The Average Die, faces 2,3,3,4,4,5 (p.7; the glyphs are lost, the D6 rule fixes them). */
export const AVD_FACES: readonly number[] = [2, 3, 3, 4, 4, 5];
/** "Throw a D6 and count 1 as a 3, and 6 as a 4" (p.7). */
export function avdFromD6(d6: number): number {
  return d6 === 1 ? 3 : d6 === 6 ? 4 : d6;
}
export const DICE_SOURCE = rb(7, 'What You Need to Play: Dice');

/** Leaders' Command Points (p.19). */
export const CP = { commander: 3, min: 2, max: 5, exceptionalBonus: 1 } as const;
/** Inspire bonus by the leader's CP rating (p.20, spec §5.6). */
export const INSPIRE_BONUS: Record<number, number> = { 2: 1, 3: 1, 4: 2, 5: 3 };
/** Command Point costs of the allocation actions (p.20). */
export const ACTION_COST = { control: 1, controlProneInBow: 2, controlProneShotAt: 3, move: 1, doubleMove: 2, directShooting: 1, steady: 3, inspire: 2, orders: 2 } as const;
/** Steady removes 2 DPs (p.20); rallying restores a unit with 3 DPs (p.26). */
export const STEADY_DPS = 2;
export const RALLY_DPS = 3;
export const CMD_SOURCES: Record<string, Provenance> = {
  CP: rb(19, 'Command Points (CPs) and Command Reach'),
  INSPIRE_BONUS: rb(20, 'Command Point Allocation: Inspire Troops'),
  ACTION_COST: rb(20, 'Command Point Allocation'),
  STEADY_DPS: rb(20, 'Command Point Allocation: Steady Troops'),
  RALLY_DPS: rb(26, 'Rallying Shaken Units'),
};
