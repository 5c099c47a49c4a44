// Camps (CAMP-01, GAR-01/02): a rectangle 320 × 160 p (L + W = 3 BW ≤ 4 BW) with its
// long side on the owner's base edge, posed like a base facing into the table.
import { footprint, type Poly } from '../../engine/plane';
import type { Camp } from './state';

export const CAMP_L = 320;
export const CAMP_D = 160;

export function campPoly(c: Camp): Poly {
  return footprint({ x: c.x, y: c.y, h: c.h }, c.l, c.dp);
}
