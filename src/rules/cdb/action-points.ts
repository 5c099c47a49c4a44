// Action points (rule 4): the dice of each corps (4.1) and the cost of an activation (4.2).
import type { HexId } from '../../engine/hex';
import { AP_BASE_COST, COMMAND_RANGE_IN_VIEW, COMMAND_RANGE_OUT_OF_VIEW } from './data/ap-modifiers';
import { isLight, isMounted, isSkirmisher } from './data/units';
import { gridOf } from './grid';
import { opt } from './options';
import { cellAt, enemiesOf, front, type Corps, type Position, type Unit } from './state';
import { canSee, levelAt, onRiverSide } from './terrain';

// ---- 4.1 Determining action points ----

/** 4.1: a corps's die is assigned freely after the roll when its general is regular; it is
 *  fixed before the roll for an irregular general, an allied corps (4.3), and for every
 *  corps once the commander-in-chief is lost (option cincLossFixesDice, spec A35). */
export function dieIsFree(p: Position, c: Corps, cincLost: boolean): boolean {
  if (cincLost && opt(p.options, 'cincLossFixesDice') === 'yes') return false;
  return c.regularGeneral && !c.allied;
}

/** 4.1: every assignment of the rolled dice (dice[i] rolled for corps i) the owner may make:
 *  fixed corps keep their own die; free corps share the others in any order. Distinct
 *  assignments only, in lexicographic order. */
export function apAssignments(p: Position, corps: Corps[], dice: number[], cincLost: boolean): number[][] {
  const free = corps.map((c) => dieIsFree(p, c, cincLost));
  const pool = dice.filter((_, i) => free[i]).sort((a, b) => a - b);
  const out: number[][] = [];
  const seen = new Set<string>();
  const permute = (rest: number[], acc: number[]) => {
    if (rest.length === 0) {
      let k = 0;
      const full = dice.map((d, i) => (free[i] ? acc[k++] : d));
      const key = full.join(',');
      if (!seen.has(key)) { seen.add(key); out.push(full); }
      return;
    }
    for (let i = 0; i < rest.length; i++) permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, rest[i]]);
  };
  permute(pool, []);
  return out;
}

// ---- 4.2 Using action points ----

export interface Activation {
  kind: 'move' | 'restraint';
  /** The unit or the group, as at the start of the activation. */
  units: Unit[];
  /** The move included at least one change of facing (4.2-M1). */
  pivoted?: boolean;
  /** Movement points each unit spent in this move (4.2-M2), by unit id. */
  spent?: Record<number, number>;
  /** Each unit's own allowance for this move, after terrain (9.6) and as printed, by unit id. */
  allowance?: Record<number, number>;
  printed?: Record<number, number>;
  /** The group's allowance: its slowest member's (9.4). */
  groupAllowance?: number;
  /** A member became adjacent to an enemy, a river, a wood or impassable ground (4.2-M2 waiver). */
  cameAdjacent?: boolean;
  /** 1 for the first move of these units this turn, 2 for the second… (4.2-M3). */
  moveNumber?: number;
}

export interface CostItem { id: string; value: number }
export interface Cost { total: number; items: CostItem[] }

const irregular = (u: Unit): boolean => !front(u).regular;

/** Command distance (4.2): the shortest path from the general that avoids enemy units and
 *  impassable ground (spec A9), Infinity when there is none; the plain distance with the
 *  option commandPath = plain. */
export function commandDistance(p: Position, from: HexId, to: HexId, side: number, memo?: CostMemo): number {
  const g = gridOf(p);
  if (opt(p.options, 'commandPath') === 'plain') return g.distance(from, to);
  // One search per general and position, shared by every unit priced from it (legalActions).
  const field = memo ? memoField(memo, p, from, side) : distanceField(p, from, side);
  return field.get(to) ?? Infinity;
}

function memoField(memo: CostMemo, p: Position, from: HexId, side: number): Map<HexId, number> {
  const key = from + ':' + side;
  let field = memo.fields.get(key);
  if (!field) { field = sharedField(p, from, side); memo.fields.set(key, field); }
  return field;
}

/** Remembered answers for pricing many moves of one position (legalActions): the command
 *  distances from each general (one search instead of one per unit) and the lines of sight. */
export interface CostMemo {
  fields: Map<string, Map<HexId, number>>; sight: Map<string, boolean>;
  /** The items G1 and G2 of a body (they depend only on its corps and where its units start). */
  general: Map<string, string[]>;
}
export const newCostMemo = (): CostMemo => ({ fields: new Map(), sight: new Map(), general: new Map() });

// The fields depend only on the general's hex, the enemy hexes and the impassable ground, which
// change little within a player-turn: kept across positions, keyed by exactly those (bounded).
const fields = new Map<string, Map<HexId, number>>();
function sharedField(p: Position, from: HexId, side: number): Map<HexId, number> {
  const enemies = p.units.filter((u) => u.side !== side).map((u) => u.hex).sort((a, b) => a - b);
  const walls = Object.keys(p.map.cells).filter((k) => p.map.cells[k].impassable).sort();
  const key = `${p.map.cols}x${p.map.rows}|${from}|${enemies.join(',')}|${walls.join(',')}`;
  let f = fields.get(key);
  if (!f) { if (fields.size >= 256) fields.clear(); f = distanceField(p, from, side); fields.set(key, f); }
  return f;
}

/** Every hex's command distance from `from` (the same paths as commandDistance): enemy and
 *  impassable hexes are reached but not crossed. */
function distanceField(p: Position, from: HexId, side: number): Map<HexId, number> {
  const g = gridOf(p);
  const blocked = new Set(p.units.filter((u) => u.side !== side).map((u) => u.hex));
  const dist = new Map<HexId, number>([[from, 0]]);
  let layer = [from];
  while (layer.length) {
    const next: HexId[] = [];
    for (const h of layer) {
      const d = dist.get(h)!;
      for (const n of g.neighbours(h)) {
        if (!g.onMap(n) || dist.has(n)) continue;
        dist.set(n, d + 1);
        if (!(blocked.has(n) || cellAt(p, n).impassable)) next.push(n);
      }
    }
    layer = next;
  }
  return dist;
}

/** The corps general's unit, or null when he is lost or off the map. */
export function generalUnit(p: Position, c: Corps): Unit | null {
  if (c.generalLost || c.generalOffMap) return null;
  return p.units.find((u) => u.counters.some((k) => k.id === c.general)) ?? null;
}

/** 4.2 R1 waiver: entirely foot in a position of advantage (broken or difficult ground,
 *  higher than the nearest enemy, fortifications, in or beside a river): every member, or any with the option restraintAdvantage. */
function footInAdvantage(p: Position, units: Unit[]): boolean {
  const g = gridOf(p);
  if (units.some((u) => u.counters.some((c) => isMounted(c.type)))) return false;
  const holds = (u: Unit): boolean => {
    if (u.counters.some((c) => isMounted(c.type))) return false;
    const cell = cellAt(p, u.hex);
    if (cell.ground !== 'clear' || cell.fortification || cell.river) return true;
    // "defending a river bank" (spec R1): next to a river hex.
    if (g.neighbours(u.hex).some((n) => g.onMap(n) && cellAt(p, n).river === true)) return true;
    // CdB M11 (a): or on a river that runs along a side of its hex.
    if (onRiverSide(p, u.hex)) return true;
    const foes = enemiesOf(p, u);
    if (!foes.length) return false;
    const near = Math.min(...foes.map((e) => g.distance(u.hex, e.hex)));
    const nearest = foes.filter((e) => g.distance(u.hex, e.hex) === near);
    return nearest.every((e) => levelAt(p, u.hex) > levelAt(p, e.hex));
  };
  return opt(p.options, 'restraintAdvantage') === 'any' ? units.some(holds) : units.every(holds);
}

/** 4.2: the cost of one activation, itemised with the modifier IDs. */
export function activationCost(p: Position, corps: Corps, a: Activation, memo?: CostMemo): Cost {
  const items: CostItem[] = [{ id: '4.2', value: AP_BASE_COST }];
  const add = (id: string) => items.push({ id, value: 1 });
  const group = a.units.length > 1;
  if (a.kind === 'move') {
    // M1 ⟨X⟩: an irregular unit other than light or cavalry, and a change of facing.
    if (a.pivoted && a.units.some((u) => irregular(u) && !isLight(front(u).type) && front(u).type !== 'Cv')) add('4.2-M1');
    // M2 ⟨X⟩: an irregular non-light unit did not spend its whole allowance, unless waived.
    if (!a.cameAdjacent && a.spent) {
      const whole = (u: Unit): number => {
        const own = (opt(p.options, 'fullAllowance') === 'printed' ? a.printed : a.allowance)?.[u.id] ?? front(u).ma;
        if (group && a.groupAllowance !== undefined && opt(p.options, 'groupSlowestExemptsM2') === 'yes') return Math.min(own, a.groupAllowance);
        return own;
      };
      if (a.units.some((u) => irregular(u) && !isLight(front(u).type) && (a.spent![u.id] ?? 0) < whole(u))) add('4.2-M2');
    }
    // M3: each march move after the first, with an irregular non-skirmisher in the body.
    const m3Applies = opt(p.options, 'marchSurchargeScope') === 'group' ? group : true;
    if (m3Applies && (a.moveNumber ?? 1) >= 2 && a.units.some((u) => irregular(u) && !isSkirmisher(front(u).type))) add('4.2-M3');
    // M4 ⟨X⟩: a group mixing horse with foot other than Psiloi; a mounted general is ignored.
    if (group) {
      const horseTypes = opt(p.options, 'mixedGroupTypes') === 'allMounted' ? null : ['Kn', 'Cv', 'LH'];
      const horse = a.units.some((u) => {
        const c = front(u);
        if (c.general && isMounted(c.type)) return false;
        return c.mountedInfantry !== undefined || (horseTypes ? horseTypes.includes(c.type) : isMounted(c.type));
      });
      const foot = a.units.some((u) => { const c = front(u); return !isMounted(c.type) && c.type !== 'Ps' && c.type !== 'Bag' && c.mountedInfantry === undefined; });
      if (horse && foot) add('4.2-M4');
    }
  } else if (a.units.some(irregular) && !footInAdvantage(p, a.units)) add('4.2-R1');
  // G1 and G2: the corps general's position (the bot prices many moves of each body).
  let key = '';
  if (memo) { key = corps.id + '|'; for (const u of a.units) key += u.id + ':' + u.hex + ':' + u.side + ','; }
  let gItems = memo?.general.get(key);
  if (!gItems) { gItems = generalItems(p, corps, a.units, memo); memo?.general.set(key, gItems); }
  for (const id of gItems) add(id);
  return { total: items.reduce((s, i) => s + i.value, 0), items };
}

/** 4.2 G1 and G2 of an activation of these units of the corps, in that order. */
function generalItems(p: Position, corps: Corps, units: Unit[], memo?: CostMemo): string[] {
  const out: string[] = [];
  const gen = generalUnit(p, corps);
  if (!gen) return ['4.2-G2'];
  const g = gridOf(p);
  if (enemiesOf(p, gen).some((e) => g.distance(e.hex, gen.hex) === 1)) out.push('4.2-G2');
  const far = (u: Unit): boolean => {
    const d = commandDistance(p, gen.hex, u.hex, u.side, memo);
    const key = gen.hex + ':' + u.hex;
    let seen = memo?.sight.get(key);
    if (seen === undefined) { seen = canSee(p, gen.hex, u.hex); memo?.sight.set(key, seen); }
    return seen ? d > COMMAND_RANGE_IN_VIEW : d > COMMAND_RANGE_OUT_OF_VIEW;
  };
  if (units.every(far)) out.push('4.2-G1');
  return out;
}

/** 4.2: how an activation is paid: the commander-in-chief's point can pay for an activation
 *  that includes him, with corps points (option cincPoint = combine) or only a whole
 *  activation costing 1. Null when it cannot be paid. */
export function payment(p: Position, cost: number, corpsAp: number, cincPointLeft: boolean, includesCinc: boolean): { corps: number; cinc: number } | null {
  const useCinc = cincPointLeft && includesCinc && (opt(p.options, 'cincPoint') === 'combine' || cost === 1) && cost > corpsAp ? 1 : 0;
  const rest = cost - useCinc;
  return rest <= corpsAp ? { corps: rest, cinc: useCinc } : null;
}
