// Recoil (rule 11.6) and passing through friends (8.2), resolved as an explicit work queue:
// the recoil is planned first (which hex, which friends are pushed or passed, recursively,
// with a guard against pushing a unit twice), then the planned steps are applied in order,
// the furthest pushed unit first, friendly skirmishers of another facing displaced. The
// consequences (units an elephant pushes flee, destruction's side effects of 11.7) are
// applied by combat-results.ts.
import { edgeTowards, inFrontSector, pivotsBetween, type HexGrid, type HexId } from '../../engine/hex';
import { isMounted, isSkirmisher } from './data/units';
import { frontHexes, gridOf, rearHexes } from './grid';
import { opt } from './options';
import { recoilHexByOrders } from './orders';
import { checkStack } from './stacking';
import { cellAt, front, unitAt, type Position, type Unit } from './state';
import { inZocOf, zocHolders } from './zoc';

/** 8.2: whether `mover` may pass through the friend `f` (never a friend next to an enemy). */
export function mayPassThrough(p: Position, mover: Unit, f: Unit): boolean {
  const g = gridOf(p);
  if (p.units.some((e) => e.side !== f.side && g.distance(e.hex, f.hex) === 1)) return false;
  const m = front(mover).type, t = front(f).type;
  if (t === 'Bag') return !isMounted(m) && m !== 'Bag';
  const sameOrReverse = mover.facing !== null && f.facing !== null && (mover.facing === f.facing || (mover.facing + 3) % 6 === f.facing);
  if (!sameOrReverse) return false;
  if (m === 'Ps') return true;
  if (isMounted(m) && t === 'Ps') return true;
  return (m === 'Bw' && t === 'Bd') || (m === 'Bd' && t === 'Bw');
}

/** Never pushed back (11.6). */
const UNPUSHABLE = ['El', 'WW', 'Art', 'Bag'];

export type Step =
  | { k: 'move'; unit: number; to: HexId; onTop?: number }
  | { k: 'destroyed'; unit: number; rule: string };

interface Option { hex: HexId; cls: 1 | 2 | 3; steps: Step[] }

/** Chooses among the rear hexes of the best priority class (the owner's choice, 11.6). */
export type RecoilChooser = (u: Unit, hexes: HexId[]) => HexId;

/** The choice when nobody is asked: the owner's standing order (spec N2/N7, orders.ts). */
export function defaultChooser(p: Position): RecoilChooser {
  return (u, hexes) => recoilHexByOrders(p, u, hexes);
}

/** The options for unit u to recoil (11.6), each with the steps it implies; `busy` holds the
 *  units already moving in this cascade (the cycle guard). */
function options(p: Position, u: Unit, busy: Set<number>, choose: RecoilChooser): Option[] {
  const g = gridOf(p);
  const out: Option[] = [];
  const enemyZoc = (h: HexId) => zocHolders(p, u.side, h).length > 0;
  for (const h of rearHexes(g, u)) {
    if (!g.onMap(h)) continue; // off the map counts as impassable (spec A31)
    const cell = cellAt(p, h);
    if (cell.impassable || cell.fortification) continue;
    const there = unitAt(p, h);
    if (!there) { out.push({ hex: h, cls: enemyZoc(h) ? 3 : 1, steps: [{ k: 'move', unit: u.id, to: h }] }); continue; }
    if (there.side !== u.side || busy.has(there.id)) continue;
    const cls: 1 | 2 | 3 = enemyZoc(h) ? 3 : 2;
    if (there.facing === u.facing && mayPassThrough(p, u, there)) {
      // Straight back through friends it may pass until an empty hex.
      const d = edgeTowards(g.orientation, g.axial(u.hex), g.axial(h));
      let x = h;
      let ok = false;
      for (;;) {
        x = g.neighbour(x, d);
        if (!g.onMap(x) || cellAt(p, x).impassable || cellAt(p, x).fortification) break;
        const y = unitAt(p, x);
        if (!y) { ok = true; break; }
        if (y.side !== u.side || y.facing !== u.facing || !mayPassThrough(p, u, y)) break;
      }
      if (ok) out.push({ hex: h, cls: enemyZoc(x) ? 3 : cls, steps: [{ k: 'move', unit: u.id, to: x }] });
      continue;
    }
    // Displacing a friendly skirmisher of another facing, unless it stands in an enemy zone:
    // it goes to one of the two hexes beyond it, away from the recoiler, with the normal
    // consequences of a recoil (planned as a recoil of the recoiler's facing; it keeps its own).
    if (there.facing !== u.facing && there.facing !== null && isSkirmisher(front(there).type)) {
      if (p.units.some((e) => e.side !== there.side && inZocOf(g, there, e))) continue;
      const virtual: Unit = { ...there, facing: u.facing };
      const pv: Position = { ...p, units: p.units.map((x) => (x.id === there.id ? virtual : x)) };
      const displaced = plan(pv, virtual, new Set([...busy, u.id]), choose);
      if (displaced) out.push({ hex: h, cls, steps: [...displaced, { k: 'move', unit: u.id, to: h }] });
      continue;
    }
    // Joining as the front rank, through the friend's front hex, when the stack is legal (8.1).
    // Preferred to pushing the friend when both are possible (option recoilIntoFriend = join).
    const mayJoin = there.corps === u.corps && there.facing === u.facing && frontHexes(g, there).includes(u.hex) && !checkStack([...u.counters, ...there.counters]);
    const mayPush = there.facing === u.facing && !UNPUSHABLE.includes(front(there).type);
    if (mayJoin && !(mayPush && opt(p.options, 'recoilIntoFriend') === 'push')) {
      out.push({ hex: h, cls, steps: [{ k: 'move', unit: u.id, to: h, onTop: there.id }] });
      continue;
    }
    // Pushing back a friend of the same facing, which recoils in turn (never El, WW, Art, Bag).
    if (mayPush) {
      const pushed = plan(p, there, new Set([...busy, u.id]), choose);
      if (pushed) out.push({ hex: h, cls, steps: [...pushed, { k: 'move', unit: u.id, to: h }] });
    }
  }
  return out;
}

/** The steps of u's recoil, or null when it has no legal rear hex. */
function plan(p: Position, u: Unit, busy: Set<number>, choose: RecoilChooser): Step[] | null {
  const opts = options(p, u, new Set([...busy, u.id]), choose);
  if (!opts.length) return null;
  const best = Math.min(...opts.map((o) => o.cls));
  const pool = opts.filter((o) => o.cls === best);
  const pick = choose(u, pool.map((o) => o.hex));
  return (pool.find((o) => o.hex === pick) ?? pool[0]).steps;
}

/** The facing with the fewest pivots from f that has `target` in its front sector (the 60°
 *  wedge of the front hexes, spec §2.1). Unique: a target on the line between two sectors
 *  lies in two neighbouring facings, whose pivot counts from f differ by one. */
export function facingToward(g: HexGrid, from: HexId, f: number, target: HexId): number {
  let best = f, bestPivots = Infinity;
  for (let k = 0; k < 6; k++) {
    if (!g.inFrontSector(from, k, target)) continue;
    const n = pivotsBetween(f, k);
    if (n < bestPivots) { best = k; bestPivots = n; }
  }
  return best;
}

export interface RecoilOutcome { position: Position; steps: Step[] }

/** 11.6: u recoils. After a shot it first turns to face the shooter with the fewest pivots
 *  (⟨X⟩). Under a flank attack, or with no legal rear hex, it is destroyed instead. */
export function recoil(p: Position, unitId: number, o: { shooterHex?: HexId; flankAttacked?: boolean; choose?: RecoilChooser } = {}): RecoilOutcome {
  const g = gridOf(p);
  let u = p.units.find((x) => x.id === unitId);
  if (!u) throw new Error(`cdb: no unit ${unitId}`);
  let pos = p;
  if (o.shooterHex !== undefined && u.facing !== null) {
    u = { ...u, facing: facingToward(g, u.hex, u.facing, o.shooterHex) };
    pos = { ...p, units: p.units.map((x) => (x.id === unitId ? u! : x)) };
  }
  if (o.flankAttacked) return apply(pos, [{ k: 'destroyed', unit: unitId, rule: 'CdB 11.4' }]);
  const steps = plan(pos, u, new Set(), o.choose ?? defaultChooser(pos));
  return apply(pos, steps ?? [{ k: 'destroyed', unit: unitId, rule: 'CdB 11.6' }]);
}

/** Applies the planned steps in order (the work queue). */
function apply(p: Position, steps: Step[]): RecoilOutcome {
  let units = p.units.slice();
  for (const s of steps) {
    if (s.k === 'destroyed') { units = units.filter((x) => x.id !== s.unit); continue; }
    const mover = units.find((x) => x.id === s.unit)!;
    if (s.onTop !== undefined) {
      const base = units.find((x) => x.id === s.onTop)!;
      units = units.filter((x) => x.id !== mover.id).map((x) => (x.id === base.id ? { ...x, counters: [...mover.counters, ...x.counters] } : x));
    } else units = units.map((x) => (x.id === mover.id ? { ...x, hex: s.to } : x));
  }
  return { position: { ...p, units }, steps };
}
