// Integer line of sight between hex centres. A centre-to-centre line can run
// exactly along a hex edge; the line is therefore drawn twice, nudged to either
// side, and a hex counts as touched when either pass enters it (edges included).
// Coordinates are scaled to integers so the nudge never meets a rounding tie.
import { axialDistance, sameHex, type Axial } from './axial';

/** ⌊n / d⌋ for integers, d > 0. */
function floorDiv(n: number, d: number): number {
  const q = Math.trunc(n / d);
  return n % d !== 0 && n < 0 ? q - 1 : q;
}

/** Rounds the cube point (x, y, z) / den to the nearest hex. */
function cubeRound(x: number, y: number, z: number, den: number): Axial {
  let rx = floorDiv(2 * x + den, 2 * den), ry = floorDiv(2 * y + den, 2 * den), rz = floorDiv(2 * z + den, 2 * den);
  const dx = Math.abs(x - rx * den), dy = Math.abs(y - ry * den), dz = Math.abs(z - rz * den);
  if (dx > dy && dx > dz) rx = 0 - ry - rz;
  else if (dy > dz) ry = 0 - rx - rz;
  else rz = 0 - rx - ry;
  return { q: rx, r: rz };
}

/** Scale of the sample points: large enough that a nudge of at most 3 units stays
 *  below half the smallest gap (SCALE / 2) between a sample and a rounding boundary. */
const SCALE = 32;

/** The hexes a line from a to b passes through, nudged to one side, ends included. */
export function nudgedLine(a: Axial, b: Axial, side: 1 | -1): Axial[] {
  const n = axialDistance(a, b);
  if (n === 0) return [{ q: a.q, r: a.r }];
  const ax = a.q, az = a.r, ay = 0 - ax - az;
  const bx = b.q, bz = b.r, by = 0 - bx - bz;
  const den = n * SCALE;
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const x = (ax * n + (bx - ax) * i) * SCALE + side * 1;
    const y = (ay * n + (by - ay) * i) * SCALE + side * 2;
    const z = (az * n + (bz - az) * i) * SCALE - side * 3;
    out.push(cubeRound(x, y, z, den));
  }
  return out;
}

/** Every hex strictly between a and b that the line of sight touches, in order of
 *  distance from a (for equal distances, the positive nudge first). */
export function hexesBetween(a: Axial, b: Axial): Axial[] {
  const plus = nudgedLine(a, b, 1), minus = nudgedLine(a, b, -1);
  const out: Axial[] = [];
  const n = plus.length - 1;
  for (let i = 1; i < n; i++) {
    for (const h of [plus[i], minus[i]]) {
      if (sameHex(h, a) || sameHex(h, b)) continue;
      if (!out.some((o) => sameHex(o, h))) out.push(h);
    }
  }
  return out;
}

/** Whether the line from a to b is clear: no intermediate hex it touches is blocking. */
export function lineIsClear(a: Axial, b: Axial, blocks: (h: Axial) => boolean): boolean {
  for (const h of hexesBetween(a, b)) if (blocks(h)) return false;
  return true;
}
