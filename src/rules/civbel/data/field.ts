// The terrain of our scenario "A broken field" (ours: the book has no scenarios, and
// the sample "Great Plains" of spec §6.3 is an open plain). The same two armies and
// deployment; four pieces stand in the 18 JT between the deployment zones (6 JT from
// each long edge), so the fixed deployment is clear of them. Provenance: SCENARIO_SOURCES.FIELD. Rome deploys along y = 0
// facing +y, Carthage along y = 30 JT facing −y. Coordinates in plane units (JT = 240).
import { JT } from './scale';
import type { CbTerrain } from '../terrain';
import type { Vec } from '../../../engine/plane';

/** An octagon of w × h JT centred on (cx, cy) JT: a convex piece with its corners cut. */
function octagon(cx: number, cy: number, w: number, h: number): Vec[] {
  const x0 = (cx - w / 2) * JT, x1 = (cx + w / 2) * JT, y0 = (cy - h / 2) * JT, y1 = (cy + h / 2) * JT;
  const k = Math.min(w, h) * JT / 4;
  // Counter-clockwise on the plane (y up the table).
  return [
    { x: x0 + k, y: y0 }, { x: x1 - k, y: y0 }, { x: x1, y: y0 + k }, { x: x1, y: y1 - k },
    { x: x1 - k, y: y1 }, { x: x0 + k, y: y1 }, { x: x0, y: y1 - k }, { x: x0, y: y0 + k },
  ].map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }));
}

export const FIELD: readonly CbTerrain[] = [
  // A low hill on Rome's right of centre, its crest along its length (VIS-01, VIS-05).
  { id: 'hill', kind: 'hill', poly: octagon(30, 13, 7, 4), level: 1, crest: [{ x: 27 * JT, y: 13 * JT }, { x: 33 * JT, y: 13 * JT }] },
  // A dense wood on Carthage's left (facing Rome): no horse may enter it (A.2).
  { id: 'wood', kind: 'denseWood', poly: octagon(36, 19, 5, 4), level: 0 },
  // A marsh on the other flank.
  { id: 'marsh', kind: 'marsh', poly: octagon(8, 16, 6, 3), level: 0 },
  // Scrub in the centre-left: broken ground that hides troops standing in it.
  { id: 'scrub', kind: 'lightCover', poly: octagon(17, 14, 5, 3), level: 0 },
];
