// [PROPOSED] Spec Appendix A.1–A.2 (movement, fatigue, terrain), standing in for the
// missing pp. 29–31. The surviving pages fix: the ½-JT pip (MOV-K1, p.13), marches
// only beyond bow range (MOV-K2, p.17), fatigue 1–2 DPs within bow range and none at
// 3+ DPs (MOR-C9, p.25), obstacles up to 4 DPs (MOR-C10, p.25), no collective moves
// through difficult terrain (FRM-21, MOV-K12, p.28).
import { FATIGUE, MANOEUVRES, MARCH, OBSTACLE, TERRAIN_CLASS_OF, TERRAIN_COST, TERRAIN_LIMITS, type MoverClass, type ProvTerrain } from '../data/provisional';
import { DIST } from '../data/scale';
import { troopType, isElephant } from '../data/troops';
import { add, dirN, inside, isqrtCeil, len2, sub, type Vec } from '../../../engine/plane';
import { lengthInside } from '../geometry';
import { fatigueDps, obstacleDps as cappedObstacleDps } from '../morale';
import type { ChapterEvent, MoveSummary, PathPiece } from '../missing-chapters';
import type { CbUnit } from '../state';
import type { CbTerrain } from '../terrain';
import { pev } from './events';

const formed = (u: CbUnit): boolean => u.formation !== 'unformed' && u.formation !== 'none';

/** A.1: Σ pips × ½ JT (MOV-K1); a march counts 1 JT a pip for Column, March Column
 *  and unformed units. */
export function moveDistance(u: CbUnit, pips: readonly number[], march: boolean, inMarchColumn = false): number {
  const n = pips.reduce((a, b) => a + b, 0);
  const fast = march && (u.formation === 'column' || u.formation === 'unformed' || inMarchColumn);
  return n * (fast ? MARCH.pipFast : march ? MARCH.pipOther : DIST.pip);
}

/** A.1 fatigue and disorder, then MOR-C9's cap (1–2, none at 3+ DPs). */
export function fatigue(u: CbUnit, m: MoveSummary): { dps: number; events: ChapterEvent[] } {
  if (!m.nearVisibleEnemy || !formed(u)) return { dps: 0, events: [] };
  let n = 0;
  if (u.grade !== 'A' && m.manoeuvres.some((k) => !MANOEUVRES[k].noFatigue)) n += FATIGUE.manoeuvre;
  if (m.enteredBroken) n += FATIGUE.brokenGround;
  if (u.grade === 'C' && m.beyondSlowWalk) n += FATIGUE.cGradeBeyondSlowWalk;
  const dps = fatigueDps(u, Math.min(n, FATIGUE.cap));
  return { dps, events: dps > 0 ? [pev('fatigue', 'A.1', { unit: u.id, cites: 'MOR-C9', dps })] : [] };
}

/** A.2 columns: wheeled = chariots, Scythed Chariots and Artillery. */
export function moverClass(u: CbUnit): MoverClass {
  const t = troopType(u.type)!;
  if (t.chariot || u.type === 'artillery') return 'wheeled';
  if (isElephant(u.type)) return 'elephant';
  if (t.mounted) return 'mounted';
  return formed(u) ? 'formedFoot' : 'unformedFoot';
}

export const terrainClass = (t: CbTerrain): ProvTerrain => TERRAIN_CLASS_OF[t.kind];

/** A.2: a length d inside ×½ terrain costs 2d; crossing an obstacle or ford uses ½ of
 *  the rolled move; null = impassable (a bridge only in Column). */
export function pathCost(u: CbUnit, pieces: readonly PathPiece[], rolled: number): number | null {
  const cls = moverClass(u);
  let cost = 0;
  for (const p of pieces) {
    const f = TERRAIN_COST[p.terrain][cls];
    if (f === null) return null;
    if (TERRAIN_LIMITS.columnOnly.includes(p.terrain) && u.formation !== 'column' && formed(u)) return null;
    cost += f === 'half' ? Math.floor(rolled / 2) : p.length * f;
  }
  return cost;
}

/** A.2 obstacle DPs: max(0, D6 + modifiers − 2), capped at 4 by MOR-C10. */
export function obstacleDps(u: CbUnit, d6: number, fortificationOrSteepBank: boolean): { dps: number; events: ChapterEvent[] } {
  let score = d6 - OBSTACLE.subtract;
  if (!formed(u) || troopType(u.type)!.light) score += OBSTACLE.unformedOrLight;
  if (u.grade === 'A') score += OBSTACLE.gradeA;
  if (fortificationOrSteepBank) score += OBSTACLE.fortificationOrSteepBank;
  const dps = cappedObstacleDps(Math.max(0, score));
  return { dps, events: [pev('obstacle', 'A.2', { unit: u.id, cites: 'MOR-C10', d6, dps })] };
}

/** A straight path from a to b cut into the A.2 classes of the terrain it crosses
 *  (length inside each piece), the rest open ground. */
export function pathPieces(a: Vec, b: Vec, terrain: readonly CbTerrain[]): PathPiece[] {
  const total = isqrtCeil(len2(sub(b, a)));
  const out: PathPiece[] = [];
  let covered = 0;
  for (const t of terrain) {
    const length = lengthInside(a, b, t.poly);
    if (length > 0) { out.push({ terrain: terrainClass(t), length }); covered += length; }
  }
  if (total > covered) out.unshift({ terrain: 'open', length: total - covered });
  return out;
}

/** A.2 over the terrain of the battle (none on the open plain): what a straight path from
 *  a to b costs this unit (null: ground it may not enter), `rolled` pricing an obstacle's
 *  crossing at half the roll. Ground the unit already stands in at a does not bar it: it
 *  may walk out of a piece it may not enter [INTERP]. */
export function costOver(terrain: readonly CbTerrain[], u: CbUnit, a: Vec, b: Vec, rolled: number): number | null {
  const usable = terrain.filter((t) => !(inside(a, t.poly) && pathCost(u, [{ terrain: TERRAIN_CLASS_OF[t.kind], length: 1 }], 1) === null));
  const length = isqrtCeil(len2(sub(b, a)));
  return usable.length ? pathCost(u, pathPieces(a, b, usable), rolled) : length;
}

/** How far along `dir` from a a straight move of `budget` gets over the terrain: the largest
 *  whole distance whose path costs no more than the budget. */
export function travelOver(terrain: readonly CbTerrain[], u: CbUnit, a: Vec, dir: number, budget: number): number {
  if (!terrain.length || budget <= 0) return Math.max(0, budget);
  // A step rounded to whole units can measure a unit longer than d: that excess is not paid.
  const ok = (d: number) => {
    const step = dirN(dir, d);
    const c = costOver(terrain, u, a, add(a, step), budget);
    return c !== null && c - Math.max(0, isqrtCeil(len2(step)) - d) <= budget;
  };
  if (ok(budget)) return budget;
  let lo = 0, hi = budget;
  while (hi - lo > 1) { const m = (lo + hi) >> 1; if (ok(m)) lo = m; else hi = m; }
  return lo;
}
