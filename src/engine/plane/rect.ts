// Rectangular bases (elements) posed by the midpoint of their front edge and an
// integer heading, the model of DBA spec §8.1. Corners are derived by rounding the
// half-width and depth vectors once each (roundDiv), so two bases snapped to each
// other share corners exactly.
import { add, dirN, neg, sub, type Vec } from './vec';
import type { Poly } from './polygon';
import { normDeg } from './trig';

export interface Pose { x: number; y: number; h: number }

export interface Corners { FL: Vec; FR: Vec; RL: Vec; RR: Vec }

/** Right-hand half-width vector: r = heading − 90°, length w/2. */
export function halfRight(h: number, w: number): Vec {
  return dirN(h - 90, w / 2);
}

/** Forward vector of length n. */
export function fwd(h: number, n: number): Vec {
  return dirN(h, n);
}

// dirN of a base's half-width and depth recur for the same few (heading, length)
// pairs all game; the vectors are a pure function of those integers, so they are
// memoised (and only read here, never handed out).
const dirMemo = new Map<number, Vec>();

function dirMemoised(h: number, n: number): Vec {
  const twice = 2 * n;
  if (!Number.isInteger(twice) || twice < 0 || twice >= 65536) return dirN(h, n);
  const key = normDeg(h) * 65536 + twice;
  let v = dirMemo.get(key);
  if (v === undefined) {
    v = dirN(h, n);
    if (dirMemo.size > 8192) dirMemo.clear();
    dirMemo.set(key, v);
  }
  return v;
}

export function corners(p: Pose, w: number, d: number): Corners {
  const hr = dirMemoised(p.h - 90, w / 2);
  const f = dirMemoised(p.h, d);
  // Same sums as FL = P − hr, FR = P + hr, back = −f; "0 −" keeps −0 out as neg() does.
  const FL = { x: p.x - hr.x, y: p.y - hr.y }, FR = { x: p.x + hr.x, y: p.y + hr.y };
  const bx = 0 - f.x, by = 0 - f.y;
  return { FL, FR, RL: { x: FL.x + bx, y: FL.y + by }, RR: { x: FR.x + bx, y: FR.y + by } };
}

/** Footprint polygon, counter-clockwise: FR, FL, RL, RR. */
export function footprint(p: Pose, w: number, d: number): Poly {
  const c = corners(p, w, d);
  return [c.FR, c.FL, c.RL, c.RR];
}

/** Pose whose front-left corner is `fl`, facing h. */
export function poseFromFL(fl: Vec, h: number, w: number): Pose {
  const P = add(fl, halfRight(h, w));
  return { x: P.x + 0, y: P.y + 0, h: normDeg(h) }; // + 0 turns a stray -0 into 0
}

/** Pose whose front-right corner is `fr`, facing h. */
export function poseFromFR(fr: Vec, h: number, w: number): Pose {
  const P = sub(fr, halfRight(h, w));
  return { x: P.x + 0, y: P.y + 0, h: normDeg(h) }; // + 0 turns a stray -0 into 0
}

/** Centre point (rounded). */
export function centre(p: Pose, d: number): Vec {
  return add({ x: p.x, y: p.y }, neg(fwd(p.h, Math.floor(d / 2))));
}
