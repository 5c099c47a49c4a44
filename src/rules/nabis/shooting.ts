// Shooting (Nabis 9): who may fire, at what, line of sight, the Shooting DRM (5.3),
// the result on the top unit, leader checks on a natural 9, and side effects (9.3-g).
import type { Ctx } from '../../engine/contract';
import { SHOOT_DRM, shootingCell, type UnitType } from './data/tables';
import { dist, frontDirs, inFrontArc, neighbour, type Hex } from './hex';
import { casualtyCheck, stillInStack } from './leaders';
import { discourage, rout, runRouts, type RoutJob } from './rout';
import { opt } from './options';
import { hasLos, shootTerrainDrm } from './terrain';
import { adjacentEnemy, alive, leadersAt, mapOf, side, sp, stackSp, unitsAt, type NState } from './state';

/** Chart row of a shooter: Lg fire on the "Lg, Pe, Ja" row with a Pilum marker (13.2.5-a). */
export function canShoot(s: NState, i: number): boolean {
  if (!alive(s, i) || s.u[i].dis === 2) return false; // G-69: routed units have no front
  const d = s.ud[i];
  if (d.type === 'Lg') return s.u[i].pilum;
  return d.canShoot && (d.type === 'Ar' || d.type === 'Pe' || d.type === 'Ja');
}

export const isTop = (s: NState, i: number) => unitsAt(s, s.u[i].hex)[0] === i;

/** Target hex lies in the shooter's front (9.1-b; range 1: its two front hexes). */
export function targetInArc(s: NState, i: number, target: Hex): boolean {
  const h = s.u[i].hex, f = s.u[i].f;
  if (f < 0) return false;
  if (dist(h, target) === 1) return frontDirs(f).some((d) => neighbour(h, d) === target);
  return inFrontArc(h, f, target, opt(s.o, 'arcBoundary') === 'out'); // G-49
}

/** One shooter may hit `target` at its own range (chart not NA, arc, LOS). */
export function canHit(s: NState, i: number, target: Hex): boolean {
  const r = dist(s.u[i].hex, target);
  return shootingCell(s.ud[i].type, r) !== null && targetInArc(s, i, target) && hasLos(s, s.u[i].hex, target, s.ud[i].type === 'Ar');
}

/** Ranged shooters (Phase B: Ar only; D.2): top, able, not adjacent to any enemy (6.B-a, 9.1-g). */
export function rangedShooters(s: NState, candidates: number[], archersOnly: boolean): number[] {
  return candidates.filter((i) => canShoot(s, i) && !s.u[i].fired && isTop(s, i) && (!archersOnly || s.ud[i].type === 'Ar') && !adjacentEnemy(s, s.u[i].hex, side(s, i)));
}

/** Enemy stacks a ranged shooter may fire at: not adjacent (9.1-g), not yet shot at (9.1-c). */
export function rangedTargets(s: NState, i: number): Hex[] {
  const out: Hex[] = [];
  const seat = side(s, i);
  // 9.1-c, G-50 option phaseBTargets: each Phase B step is one activation (one shot per target), or the limit does not apply there.
  const once = s.phase !== 'B' || opt(s.o, 'phaseBTargets') === 'once';
  for (let j = 0; j < s.u.length; j++) {
    if (!alive(s, j) || side(s, j) === seat || !isTop(s, j) || (once && s.u[j].shot)) continue;
    const h = s.u[j].hex;
    if (dist(s.u[i].hex, h) < 2) continue;
    if (canHit(s, i, h)) out.push(h);
  }
  return out.sort((a, b) => a - b);
}

export interface ShotCalc { range: number; cell: [number, number]; drm: number; parts: Record<string, number> }

/** Shooting DRM and chart cell (5.2, 5.3, 9.3-b..d). Null when the shot is NA. */
export function shotCalc(s: NState, shooters: number[], target: Hex): ShotCalc | null {
  if (!shooters.length) return null;
  const type = s.ud[shooters[0]].type as UnitType;
  if (shooters.some((i) => s.ud[i].type !== type)) return null; // 9.1-d
  const range = Math.max(...shooters.map((i) => dist(s.u[i].hex, target)));
  const cell = shootingCell(type, range);
  if (!cell) return null;
  const parts: Record<string, number> = {};
  parts.terrain = Math.min(...shooters.map((i) => shootTerrainDrm(s.u[i].hex, target, mapOf(s))));
  const ssp = shooters.reduce((a, i) => a + sp(s, i), 0);
  parts.shooterSp = ssp < 7 ? SHOOT_DRM.shooterUnder7 : ssp > 7 ? SHOOT_DRM.shooterOver7 : 0;
  const tsp = stackSp(s, target);
  parts.targetSp = tsp <= SHOOT_DRM.targetSmallMax ? SHOOT_DRM.targetSmall : tsp >= SHOOT_DRM.targetLargeMin ? SHOOT_DRM.targetLarge : 0;
  const top = unitsAt(s, target)[0];
  const tt = top === undefined ? 'Pe' : s.ud[top].type;
  parts.targetType = tt === 'Lg' || tt === 'Ho' ? SHOOT_DRM.targetLgHo : tt === 'Ca' ? SHOOT_DRM.targetCa : 0;
  parts.moved = shooters.some((i) => s.u[i].mv && s.ud[i].type !== 'Lg') ? SHOOT_DRM.moved : 0;
  parts.discouraged = shooters.some((i) => s.u[i].dis === 1) ? SHOOT_DRM.discouraged : 0;
  let drm = Object.values(parts).reduce((a, b) => a + b, 0);
  if (s.o.shootCap === 'seven') drm = Math.max(-7, Math.min(7, drm)); // G-60
  return { range, cell, drm, parts };
}

/** Resolves one shot (9.3-d..g). */
export function resolveShot(s: NState, ctx: Ctx, shooters: number[], target: Hex, rule: string): void {
  const calc = shotCalc(s, shooters, target)!;
  const top = unitsAt(s, target)[0];
  const leaders = leadersAt(s, target);
  const stack = unitsAt(s, target);
  const roll = ctx.dice.d10();
  const mod = roll + calc.drm;
  const [dNum, rNum] = calc.cell;
  const res = rNum > 0 && mod >= rNum ? 'rout' : mod >= dNum ? 'discouraged' : 'none';
  ctx.log({ t: 'shoot', rule, shooters, target, roll, drm: calc.drm, parts: calc.parts, range: calc.range, result: res, unit: top });
  for (const i of unitsAt(s, target)) { s.u[i].shot = true; s.u[i].rest = false; } // 9.1-c, 11.2-c
  for (const i of shooters) { s.u[i].fired = true; if (s.ud[i].type === 'Lg') s.u[i].pilum = false; } // 13.2.5-b
  if (opt(s.o, 'restCombat') === 'loses') for (const i of shooters) s.u[i].rest = false; // 11.2-c, G-68 option
  const q: RoutJob[] = [];
  if (res !== 'none' && top !== undefined) {
    if (s.ud[top].triarii && (s.o.triariiVp === 'each' || s.fl.triShot === 0)) { s.fl.triShot += 1; s.vp[1] += 3; ctx.log({ t: 'vp', rule: 'Nabis 13.3.2-k', seat: 1, vp: 3 }); }
    // 7.5-c (late option shotRoutLeader): a routed unit destroyed by a rout shot is destroyed
    // "as a result of shooting": its leader goes to the nearest unit of his contingent.
    if (res === 'rout') rout(s, ctx, top, q, 'Nabis 9.3-e', opt(s.o, 'shotRoutLeader') === 'placed' ? 'shoot' : 'rout');
    else discourage(s, ctx, top, q, 'Nabis 9.3-e');
    runRouts(s, ctx, q);
  }
  if (roll === 9) for (const l of stillInStack(s, leaders.sort((a, b) => a - b), stack)) casualtyCheck(s, ctx, l, 'Nabis 9.3-f'); // RE-3
  void side;
}
