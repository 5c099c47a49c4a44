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

/** A.2 [INTERP]: how far a unit moving straight along `dir` gets on a move of `rolled`, its
 *  path measured at its centre (the stand-in's travelOver), and whether that path crossed
 *  broken ground (fatigue, MOR-C9). */
export function reachOver(cb: MissingChapters, terrain: readonly CbTerrain[], u: CbUnit, dir: number, rolled: number): { dist: number; broken: boolean } {
  const from = unitCentre(u);
  const dist = cb.travelOver(terrain, u, from, dir, rolled);
  // pathPieces lists only pieces the path runs through (length > 0).
  return { dist, broken: cb.pathPieces(from, add(from, dirN(dir, dist)), terrain).some((p) => p.terrain === 'broken') };
}

/** The pieces a unit stands in, at its centre. */
export function piecesUnder(terrain: readonly CbTerrain[], u: CbUnit): CbTerrain[] {
  const c: Vec = unitCentre(u);
  return terrain.filter((t) => inside(c, t.poly));
}

/** A.2 combat: the unit stands (at its centre) in broken ground. */
export const inBrokenGround = (cb: MissingChapters, terrain: readonly CbTerrain[], u: CbUnit): boolean =>
  piecesUnder(terrain, u).some((t) => cb.terrainClass(t) === 'broken');
