// Integer vectors in table units (1 unit = 1 pace in DBA). All coordinates stay
// integers; rotation rounds once per coordinate (roundDiv, halves away from zero).
import { roundDiv } from './int';
import { TRIG_SCALE, cosS, sinS } from './trig';

export interface Vec { x: number; y: number }

export const v = (x: number, y: number): Vec => ({ x, y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const neg = (a: Vec): Vec => ({ x: 0 - a.x, y: 0 - a.y });
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
export const cross = (a: Vec, b: Vec): number => a.x * b.y - a.y * b.x;
export const len2 = (a: Vec): number => a.x * a.x + a.y * a.y;
export const eq = (a: Vec, b: Vec): boolean => a.x === b.x && a.y === b.y;

/** Unit vector of heading d scaled to length n (rounded per coordinate). */
export function dirN(d: number, n: number): Vec {
  return { x: roundDiv(n * cosS(d), TRIG_SCALE), y: roundDiv(n * sinS(d), TRIG_SCALE) };
}

/** a rotated counter-clockwise by d degrees (rounded per coordinate). */
export function rotate(a: Vec, d: number): Vec {
  const c = cosS(d), s = sinS(d);
  return { x: roundDiv(a.x * c - a.y * s, TRIG_SCALE), y: roundDiv(a.x * s + a.y * c, TRIG_SCALE) };
}

/** p rotated by d degrees about centre c. */
export function rotateAbout(p: Vec, c: Vec, d: number): Vec {
  return add(c, rotate(sub(p, c), d));
}

/** Whether |a − b| ≤ tol on each axis (the coincidence test of the kernel). */
export function near(a: Vec, b: Vec, tol: number): boolean {
  return Math.abs(a.x - b.x) <= tol && Math.abs(a.y - b.y) <= tol;
}

/** Squared distance compared with r² exactly. */
export function withinDist(a: Vec, b: Vec, r: number): boolean {
  return len2(sub(a, b)) <= r * r;
}

/** The integer heading (0..359) whose table direction best matches v: the largest
 *  dot product, ties to the smaller heading. Replaces atan2 with an exact search. */
const bearingMemo = new Map<string, number>();

export function bearing(a: Vec): number {
  const key = a.x + ',' + a.y;
  const hit = bearingMemo.get(key);
  if (hit !== undefined) return hit;
  const r = bearingSearch(a);
  if (bearingMemo.size > 4096) bearingMemo.clear();
  bearingMemo.set(key, r);
  return r;
}

function bearingSearch(a: Vec): number {
  let best = 0, bestDot = -Infinity;
  for (let d = 0; d < 360; d++) {
    const p = cosS(d) * a.x + sinS(d) * a.y; // exact: table values × integers
    if (p > bestDot) { bestDot = p; best = d; }
  }
  return best;
}
