// Camps (CAMP-01, GAR-01/02): a rectangle 320 × 160 p (L + W = 3 BW ≤ 4 BW) with its
// long side on the owner's base edge, posed like a base facing into the table.
import type { Poly } from '../../engine/plane';
import { fpAt } from './geometry';
import type { Camp } from './state';

export const CAMP_L = 320;
export const CAMP_D = 160;

export function campPoly(c: Camp): Poly {
  return fpAt(c, c.l, c.dp); // shared, read-only
}
