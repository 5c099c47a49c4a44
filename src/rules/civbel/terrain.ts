// Terrain pieces as far as the surviving pages use them: what blocks or limits sight
// (p.23, VIS-01..05). Movement and combat effects are on the missing p.31 and p.37.
// Areas are convex polygons on the plane; a hill also has a crest line (a polyline)
// and an elevation, so that higher ground can see over lower (VIS-05).
import type { Poly, Vec } from '../../engine/plane';

export type TerrainKind = 'hill' | 'fortress' | 'denseWood' | 'town' | 'marsh' | 'dunes' | 'lightCover';

export interface CbTerrain {
  id: string;
  kind: TerrainKind;
  /** The area, a convex polygon. */
  poly: Poly;
  /** Elevation of hills and fortresses (1 = a low hill); 0 elsewhere. */
  level: number;
  /** A hill's crest line (VIS-01 blocks sight across it). */
  crest?: Vec[];
}

/** VIS-01/02: areas that stop a line of sight passing through them (beyond 1 JT of
 *  their inside, VIS-02). The book names towns and marshes as blocking, and limits
 *  sight "inside or into" dense woods and towns to 1 JT. */
export const SIGHT_BLOCKING: readonly TerrainKind[] = ['denseWood', 'town', 'marsh'];

/** VIS-03/04: cover in which troops are seen only from within 1 JT. */
export const CONCEALING: readonly TerrainKind[] = ['denseWood', 'town', 'marsh', 'dunes', 'lightCover'];

/** VIS-03: cover inside which troops that move are seen anyway (not dense woods or
 *  towns, VIS-02, where the 1 JT limit has no exception). */
export const MOVING_REVEALS_INSIDE: readonly TerrainKind[] = ['marsh', 'dunes', 'lightCover'];

/** VIS-05: woods and towns are never seen into or over from higher ground. */
export const NEVER_SEEN_OVER: readonly TerrainKind[] = ['denseWood', 'town'];
