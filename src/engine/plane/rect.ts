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

export function corners(p: Pose, w: number, d: number): Corners {
  const P = { x: p.x, y: p.y };
  const hr = halfRight(p.h, w);
  const back = neg(fwd(p.h, d));
  const FL = sub(P, hr), FR = add(P, hr);
  return { FL, FR, RL: add(FL, back), RR: add(FR, back) };
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
