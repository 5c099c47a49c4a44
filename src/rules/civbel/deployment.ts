// The scenario "Great Plains, 203 BC" (spec §6.3, ours): the two sample armies of
// data/scenarios.ts on an open 45 × 30 JT table, each in a fixed deployment in its
// 6 JT zone by its long edge, centred, 33 JT wide. Rome (seat 0) faces +y, Carthage
// (seat 1) faces -y. Units stand in one row in list order, ½ JT apart: plain units in
// a single-rank Line (or unformed when their type cannot form), Legions in a
// manipular Acies of one line per sub-unit (FRM-07). Leaders stand behind their
// troops. Command points are rolled in the game's first step (CMD-03), so a leader
// whose rating is not fixed starts at 0.
import type { Seat } from '../../engine/contract';
import { dirN } from '../../engine/plane';
import { leadersOf, nationOf, type ArmyList, type UnitSpec } from './army';
import { DIST, JT, basing } from './data/scale';
import { GREAT_PLAINS, GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from './data/scenarios';
import { formationAllowed } from './formations';
import type { CbCommand, CbContingent, CbLeader, CbStand, CbUnit } from './state';

export const SCENARIO_ID = 'great-plains';
export const TABLE = { w: GREAT_PLAINS.tableJt[0] * JT, h: GREAT_PLAINS.tableJt[1] * JT };
const DEPTH = basing(GREAT_PLAINS.basing)!.depth;
const GAP = JT / 2;

interface Placed { units: CbUnit[]; leaders: CbLeader[]; commands: CbCommand[]; contingents: CbContingent[]; exceptional: string[] }

const blankUnit = (side: Seat, army: ArmyList, u: UnitSpec): Omit<CbUnit, 'stands' | 'formation' | 'type' | 'grade' | 'morale' | 'kind'> => ({
  id: u.id, side, name: u.name, command: u.command, nation: nationOf(army, u), camel: false, dps: 0, shaken: false, destroyed: false,
  status: { halted: false, spontaneous: false, pursuing: false, looting: false, routing: false, retiring: false, evading: false, rallying: false, mustWithdraw: false, inCombat: false, charging: false, rampaging: false },
  turn: { controlled: false, moved: false, shotAt: false, enemyCameWithinBow: false }, shotAtLastTurn: false, lastAction: 'halt', nearFearsome: false, lossesSeen: [],
});

/** A unit's width along its front, for the row. */
function width(u: UnitSpec): number {
  if (u.kind === 'legion') return Math.max(...u.subunits.map((s) => s.stands * (JT + GAP) - GAP));
  return u.kind === 'special' ? JT : u.stands * JT;
}

/** Where a unit stands: the midpoint of its front rank's front edge and its heading. */
export interface Pose { x: number; y: number; h: number }

/** A unit of the list standing at `pose` in its deployment formation: plain units in a
 *  single-rank Line (or unformed when their type cannot form), Legions in a manipular
 *  Acies of one line per sub-unit ½ JT apart (FRM-07), a special stand alone. */
export function unitAt(side: Seat, army: ArmyList, spec: UnitSpec, pose: Pose): CbUnit {
  const base = blankUnit(side, army, spec);
  const half = width(spec) / 2;
  const stands: CbStand[] = [];
  const stand = (i: number, lat: number, back: number, type: CbStand['type'], sub: number, uns: boolean, armoured: boolean) => {
    const r = dirN(pose.h - 90, lat - half), b = dirN(pose.h, back);
    stands.push({ id: `${spec.id}.${i}`, x: pose.x + r.x - b.x, y: pose.y + r.y - b.y, h: pose.h, d: DEPTH, type, sub, uns, armoured });
  };
  if (spec.kind === 'legion') {
    let i = 0;
    spec.subunits.forEach((sub, k) => { for (let j = 0; j < sub.stands; j++) stand(i++, JT / 2 + j * (JT + GAP), k * (DEPTH + GAP), sub.type, k, !!sub.uns, !!sub.armoured); });
    return { ...base, kind: 'legion', legionKind: spec.legionKind, type: spec.subunits[0].type, grade: spec.grade, morale: spec.subunits.map((x) => x.morale), stands, formation: 'acies' };
  }
  if (spec.kind === 'special') {
    stand(0, JT / 2, 0, spec.type, 0, false, false);
    return { ...base, kind: 'special', type: spec.type, grade: null, morale: [], stands, formation: 'none' };
  }
  for (let j = 0; j < spec.stands; j++) stand(j, JT / 2 + j * JT, 0, spec.type, 0, !!spec.uns, !!spec.armoured);
  return { ...base, kind: 'unit', type: spec.type, grade: spec.grade, morale: [spec.morale], camel: !!spec.camel, stands, formation: formationAllowed(spec.type, 'line') ? 'line' : 'unformed' };
}

/** How deep a unit stands behind its front edge in its deployment formation. */
export const unitDepth = (spec: UnitSpec): number => (spec.kind === 'legion' ? spec.subunits.length * (DEPTH + GAP) - GAP : DEPTH);

/** The zone's width (§6.3) a row of the fixed deployment may fill. */
const ROW_MAX = GREAT_PLAINS.deployWidthJt * JT;

/** The fixed deployment's rows: units in list order, ½ JT apart, each row centred and no
 *  wider than the zone; an army too wide for one row goes on in a second row behind the
 *  first (½ JT behind its deepest unit), and so on. Each unit's lateral offset of its
 *  centre from the table's middle, and how far its row stands behind the zone's front edge. */
function rows(army: ArmyList): { lat: number; back: number }[] {
  const out: { lat: number; back: number }[] = [];
  let start = 0, back = 0;
  while (start < army.units.length) {
    let end = start + 1, w = width(army.units[start]);
    while (end < army.units.length && w + GAP + width(army.units[end]) <= ROW_MAX) w += GAP + width(army.units[end++]);
    let along = -Math.floor(w / 2);
    for (let i = start; i < end; i++) { out.push({ lat: along + width(army.units[i]) / 2, back }); along += width(army.units[i]) + GAP; }
    back += Math.max(...army.units.slice(start, end).map(unitDepth)) + GAP;
    start = end;
  }
  return out;
}

/** Whether the fixed deployment's rows fit in the zone's depth (§6.3, A.7): an army chosen
 *  by a player must, so that its placeholder poses and the bots' layouts are legal. */
export function rowFits(side: Seat, army: ArmyList): boolean {
  const r = rows(army);
  return army.units.every((u, i) => width(u) <= ROW_MAX && r[i].back + unitDepth(u) <= GREAT_PLAINS.deployDepthJt * JT);
}

/** The fixed deployment's poses: the rows above, on the zone's front edge. */
export function rowPoses(side: Seat, army: ArmyList): Pose[] {
  const h = side === 0 ? 90 : 270;
  const right = dirN(h - 90, 1), fwd = dirN(h, 1);
  const frontY = side === 0 ? GREAT_PLAINS.deployDepthJt * JT : TABLE.h - GREAT_PLAINS.deployDepthJt * JT;
  return rows(army).map(({ lat, back }) => ({ x: TABLE.w / 2 + right.x * lat - fwd.x * back, y: frontY + right.y * lat - fwd.y * back, h }));
}

export function placeArmy(side: Seat, army: ArmyList): Placed {
  const h = side === 0 ? 90 : 270;
  const fwd = dirN(h, 1), right = dirN(h - 90, 1);
  const frontY = side === 0 ? GREAT_PLAINS.deployDepthJt * JT : TABLE.h - GREAT_PLAINS.deployDepthJt * JT;
  const at = (lat: number, back: number) => ({ x: TABLE.w / 2 + right.x * lat - fwd.x * back, y: frontY + right.y * lat - fwd.y * back });
  const poses = rowPoses(side, army);
  const units: CbUnit[] = army.units.map((spec, i) => unitAt(side, army, spec, poses[i]));
  // Behind each unit's first stand (from the player's view), at its rear.
  const placesOf = rows(army);
  const rear: Record<string, { lat: number; back: number }> = {};
  army.units.forEach((spec, i) => { rear[spec.id] = { lat: placesOf[i].lat - width(spec) / 2 + JT / 2, back: placesOf[i].back + unitDepth(spec) }; });
  // Leaders: each Commander ½ JT behind the first unit of his command; contingent
  // leaders 1 JT to his right; the General and his second behind the centre.
  const leaders: CbLeader[] = [];
  const behind = (lat: number, back: number) => at(lat, back + GAP + JT / 4);
  const deepest = Math.max(...Object.values(rear).map((r) => r.back));
  for (const { rank, spec } of leadersOf(army)) {
    const cmd = rank === 'commander' ? army.commands.find((c) => c.leader.id === spec.id)! : undefined;
    const cont = rank === 'contingent' ? army.contingents.find((c) => c.leader.id === spec.id)! : undefined;
    let p = behind(0, deepest + (rank === 'second' ? JT : 0));
    if (cmd || cont) {
      const firstCmd = cmd ?? army.commands.find((c) => c.contingent === cont!.id);
      const first = firstCmd ? army.units.find((u) => u.command === firstCmd.id) : undefined;
      if (first) { const r = rear[first.id]; p = behind(r.lat + (cont ? JT : 0), r.back); }
    }
    leaders.push({
      id: spec.id, side, rank, name: spec.name, nation: cont ? cont.nation : army.nation,
      cp: spec.cp ?? (rank === 'commander' ? 3 : 0), mounted: spec.mounted,
      command: cmd ? cmd.id : null, contingent: cont ? cont.id : null, attachedTo: null, x: p.x, y: p.y, alive: true, fate: '',
    });
  }
  const commands: CbCommand[] = army.commands.map((c) => ({ id: c.id, side, kind: c.kind, leader: c.leader.id, contingent: c.contingent ?? null }));
  const contingents: CbContingent[] = army.contingents.map((c) => ({ id: c.id, side, nation: c.nation, independentAlly: c.independentAlly, leader: c.leader.id }));
  const exceptional = leadersOf(army).filter((x) => x.rank === 'general' && x.spec.exceptional).map((x) => x.spec.id);
  return { units, leaders, commands, contingents, exceptional };
}

/** Both armies deployed; Rome is seat 0. */
export function deployGreatPlains(): Placed {
  const a = placeArmy(0, GREAT_PLAINS_ROME), b = placeArmy(1, GREAT_PLAINS_CARTHAGE);
  return { units: [...a.units, ...b.units], leaders: [...a.leaders, ...b.leaders], commands: [...a.commands, ...b.commands], contingents: [...a.contingents, ...b.contingents], exceptional: [...a.exceptional, ...b.exceptional] };
}

/** Whether a point is on the table. */
export const onTable = (x: number, y: number): boolean => x >= 0 && y >= 0 && x <= TABLE.w && y <= TABLE.h;
export { DIST };
