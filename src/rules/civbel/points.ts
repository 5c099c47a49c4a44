// Points values (ORG-20, p.15): stand cost = basic cost (halved for under-strength
// HI) + extras; army cost = stands + unit surcharges + leaders.
import { leadersOf, type ArmyList, type LeaderSpec, type PlainUnitSpec, type SubunitSpec, type UnitSpec } from './army';
import { LEADER_POINTS, STAND_EXTRAS, UNIT_POINTS, moraleRow, type Grade, type MoraleClass } from './data/tables';
import { troopType, type TroopTypeId } from './data/troops';

export interface StandTraits {
  type: TroopTypeId;
  grade: Grade | null;
  morale: MoraleClass | null;
  armoured?: boolean;
  uns?: boolean;
  integralInfantry?: boolean;
  sparabara?: boolean;
}

/** Points of one stand (ORG-20), itemised. Unknown types cost nothing here: the
 *  organisation validator refuses them. */
export function standPoints(s: StandTraits): { total: number; items: { what: string; pts: number }[] } {
  const t = troopType(s.type);
  if (!t) return { total: 0, items: [] };
  const items: { what: string; pts: number }[] = [];
  if (t.category === 'SPECIAL') {
    items.push({ what: 'special', pts: t.points });
    if (t.id === 'elephantIndian') items.push({ what: 'indianElephant', pts: STAND_EXTRAS.indianElephant });
  } else {
    const uns = !!s.uns && t.category === 'HI';
    items.push({ what: uns ? 'basicUnderStrength' : 'basic', pts: uns ? t.points / STAND_EXTRAS.unsDivisor : t.points });
    if (s.grade === 'A') items.push({ what: 'gradeA', pts: STAND_EXTRAS.gradeA });
    if (s.grade === 'B') items.push({ what: 'gradeB', pts: STAND_EXTRAS.gradeB });
    const m = s.morale ? moraleRow(s.morale) : undefined;
    if (m && m.points !== 0) items.push({ what: 'morale', pts: m.points });
    if (s.integralInfantry && t.category === 'CAV') items.push({ what: 'integralInfantry', pts: STAND_EXTRAS.integralInfantry });
    if (s.armoured && t.category === 'CAV' && t.id !== 'cataphracts') items.push({ what: 'armouredCavalry', pts: STAND_EXTRAS.armouredCavalry });
    if (s.armoured && (t.category === 'HI' || t.category === 'LI')) items.push({ what: 'armouredInfantry', pts: STAND_EXTRAS.armouredInfantry });
    if (s.sparabara && t.id === 'bowmen') items.push({ what: 'sparabara', pts: STAND_EXTRAS.sparabara });
  }
  return { total: items.reduce((a, i) => a + i.pts, 0), items };
}

const subTraits = (grade: Grade, s: SubunitSpec): StandTraits => ({ type: s.type, grade, morale: s.morale, armoured: s.armoured, uns: s.uns });
const plainTraits = (u: PlainUnitSpec): StandTraits => ({ type: u.type, grade: u.grade, morale: u.morale, armoured: u.armoured, uns: u.uns, integralInfantry: u.integralInfantry, sparabara: u.sparabara });

/** Points of a unit (or special stand) with its unit surcharge (p.15). */
export function unitPoints(u: UnitSpec): number {
  switch (u.kind) {
    case 'special': return standPoints({ type: u.type, grade: null, morale: null }).total;
    case 'unit': return u.stands * standPoints(plainTraits(u)).total + UNIT_POINTS.other;
    case 'legion': return u.subunits.reduce((a, s) => a + s.stands * standPoints(subTraits(u.grade, s)).total, 0) + UNIT_POINTS.legion;
  }
}

export function leaderPoints(rank: 'general' | 'second' | 'contingent' | 'commander', l: LeaderSpec): number {
  const base = rank === 'general' ? LEADER_POINTS.general
    : rank === 'second' ? LEADER_POINTS.contingent + LEADER_POINTS.secondInCommandExtra
    : rank === 'contingent' ? LEADER_POINTS.contingent : LEADER_POINTS.commander;
  return base - (l.mounted ? 0 : LEADER_POINTS.onFootReduction);
}

export function armyPoints(army: ArmyList): number {
  return army.units.reduce((a, u) => a + unitPoints(u), 0) + leadersOf(army).reduce((a, l) => a + leaderPoints(l.rank, l.spec), 0);
}
