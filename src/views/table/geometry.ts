// Geometry of a measured table for drawing only (floats are fine here: the rules keep
// their integer plane). Table units up, screen units down: every view draws y as
// `H - y` for a table H deep.
import type { Dice } from '../../engine/draws';
import type { Poly } from '../../engine/plane';

/** A stand's pose: the front-edge midpoint and the heading (degrees, 0 = +x, counter-clockwise). */
export type Pose = { x: number; y: number; h: number };

export const rad = (d: number) => (d * Math.PI) / 180;

/** The screen y of table y on a table `depth` deep, and a polygon's SVG points. */
export function flipper(depth: number) {
  const sy = (y: number) => depth - y;
  const pts = (p: Poly) => p.map((v) => `${v.x},${sy(v.y)}`).join(' ');
  return { sy, pts };
}

/** An angle brought into (-90, 90], so text drawn at it reads upright. */
export function upright(a: number): number {
  let r = ((a % 360) + 360) % 360;
  if (r > 180) r -= 360;
  if (r > 90) r -= 180;
  if (r <= -90) r += 180;
  return r;
}

export function samePose(a: Pose, b: Pose): boolean {
  return a.x === b.x && a.y === b.y && a.h === b.h;
}

/** Distance from a point to a convex polygon (0 inside). */
export function distTo(x: number, y: number, p: Poly): number {
  let inside = true, best = Infinity;
  for (let i = 0; i < p.length; i++) {
    const a = p[i], b = p[(i + 1) % p.length];
    const ex = b.x - a.x, ey = b.y - a.y;
    if (ex * (y - a.y) - ey * (x - a.x) < 0) inside = false;
    const l2 = ex * ex + ey * ey || 1;
    const t = Math.max(0, Math.min(1, ((x - a.x) * ex + (y - a.y) * ey) / l2));
    best = Math.min(best, Math.hypot(x - a.x - t * ex, y - a.y - t * ey));
  }
  return inside ? 0 : best;
}

/** A mouse that hovers: on a phone, the compatibility mouse events of a tap (and the
 *  synthetic ones after a scroll) must not preview whatever button lies under the finger. */
export function finePointer(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/** Dice that refuse to roll: a preview applies an action to a copy with these, and
 *  falls back to the action's own destination when the rules would roll. */
export const NO_DICE: Dice = {
  roll() { throw new Error('preview'); },
  d6() { throw new Error('preview'); },
  d10() { throw new Error('preview'); },
};

/** A heading in whole degrees within [0, 360). */
export const normHeading = (h: number) => ((Math.round(h) % 360) + 360) % 360;

/** A label at a size that fits `span` table units: down to 70 % of `font`, then cut with
 *  an ellipsis (the view shows the whole text elsewhere). */
export function fitLabel(text: string, span: number, font: number): { text: string; size: number } {
  const per = 0.58; // average glyph width over font size, bold sans-serif
  if (text.length * per * font <= span) return { text, size: font };
  const size = Math.max(font * 0.7, span / (text.length * per));
  if (text.length * per * size <= span) return { text, size };
  const n = Math.max(3, Math.floor(span / (per * size)) - 1);
  return { text: text.slice(0, n).trimEnd() + '…', size };
}
