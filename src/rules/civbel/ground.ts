// The ground a game is fought on, and what it does in play. Games on the open plain
// ("Great Plains") have no `terrain` in their state; "A broken field" has the pieces of
// data/field.ts. The stand-in (A.2) prices movement through them and gives their
// combat factors; the surviving pages (VIS) say how they block sight.
import { add, dirN, inside, type Vec } from '../../engine/plane';
import { unitCentre } from './formation-changes';
import type { MissingChapters } from './missing-chapters';
import type { CbUnit } from './state';
import type { CbTerrain } from './terrain';

/** The terrain pieces of a game (none on the open plain). */
export const terrainOf = (s: { terrain?: readonly CbTerrain[] }): readonly CbTerrain[] => s.terrain ?? [];

/** A.2 [INTERP]: how far a unit moving straight along `dir` gets on a move of `rolled`,
 *  its path measured at its centre: each length inside a piece costs its factor (×½
 *  ground costs twice), and it stops before ground it may not enter. The largest whole
 *  unit of distance whose path costs no more than the roll. */
export function reachOver(cb: MissingChapters, terrain: readonly CbTerrain[], u: CbUnit, dir: number, rolled: number): { dist: number; broken: boolean } {
  if (!terrain.length || rolled <= 0) return { dist: Math.max(0, rolled), broken: false };
  const from = unitCentre(u);
  // A unit already standing in ground it may not enter (horse carried into a wood by a
  // rout) may still walk out of it: that piece is not counted [INTERP].
  terrain = terrain.filter((t) => !(inside(from, t.poly) && cb.pathCost(u, [{ terrain: cb.terrainClass(t), length: 1 }], rolled) === null));
  const cost = (d: number): number | null => cb.pathCost(u, cb.pathPieces(from, add(from, dirN(dir, d)), terrain), rolled);
  const ok = (d: number): boolean => { const c = cost(d); return c !== null && c <= rolled; };
  let lo = 0, hi = rolled;
  if (ok(hi)) lo = hi;
  else while (hi - lo > 1) { const m = (lo + hi) >> 1; if (ok(m)) lo = m; else hi = m; }
  // pathPieces lists only pieces the path runs through (length > 0).
  const broken = cb.pathPieces(from, add(from, dirN(dir, lo)), terrain).some((p) => p.terrain === 'broken');
  return { dist: lo, broken };
}

/** The pieces a unit stands in, at its centre. */
export function piecesUnder(terrain: readonly CbTerrain[], u: CbUnit): CbTerrain[] {
  const c: Vec = unitCentre(u);
  return terrain.filter((t) => inside(c, t.poly));
}

/** A.2 combat: the unit stands (at its centre) in broken ground. */
export const inBrokenGround = (cb: MissingChapters, terrain: readonly CbTerrain[], u: CbUnit): boolean =>
  piecesUnder(terrain, u).some((t) => cb.terrainClass(t) === 'broken');
