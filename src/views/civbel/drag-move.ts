// A dragged pose turned into the move the rules offer. The stand-in's moves (spec
// Appendix A.1, A.3) are a way and an angle whose distance is rolled, so the player's
// drag says where the unit should head, and this picks the nearest legal way to go
// there: a march in the Approach Phase; an about face when the unit is turned (or
// dragged) round; a wheel when it is turned on the spot; an incline when it is dragged
// off its heading; else a straight advance. The rules still judge the action (sys.check).
import type { CivAction, CivGame } from '../../rules/civbel';
import type { Pose } from '../table/geometry';

/** Headings, and offsets of the drag from the heading, under this many degrees count as straight ahead. */
export const STRAIGHT = 8;
/** Turned by at least this much on the spot: an about face. */
export const ABOUT = 135;
/** The stand-in's widest incline and wheel (A.3). */
export const MAX_INCLINE = 45;
export const MAX_WHEEL = 90;
/** A drag shorter than this (table units) is a turn on the spot, not a move. */
export const MIN_DRAG = 30;

/** An angle in degrees brought into (-180, 180]. */
export function signedDeg(a: number): number {
  let r = ((a % 360) + 360) % 360;
  if (r > 180) r -= 360;
  return r;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The move nearest to putting unit `ui`'s first stand at `to`, or null when the unit has
 *  no stand. Formed is whether the unit may wheel (A.3: only formed units wheel). */
export function moveToward(s: CivGame, ui: number, to: Pose): Extract<CivAction, { k: 'move' }> | null {
  const u = s.units[ui];
  const f = u?.stands[0];
  if (!u || !f) return null;
  if (s.phase === 'approach') return { k: 'move', unit: ui, how: 'march', angle: 0 };
  const turn = signedDeg(to.h - f.h);
  if (Math.abs(turn) >= ABOUT) return { k: 'move', unit: ui, how: 'aboutFace', angle: 0 };
  const formed = u.formation !== 'unformed' && u.formation !== 'none';
  const dx = to.x - f.x, dy = to.y - f.y;
  const far = Math.hypot(dx, dy) >= MIN_DRAG;
  const off = far ? signedDeg((Math.atan2(dy, dx) * 180) / Math.PI - f.h) : 0;
  // Turned by hand: a wheel for a formed unit; an unformed one turns by inclining.
  if (Math.abs(turn) >= STRAIGHT && formed) return { k: 'move', unit: ui, how: 'wheel', angle: Math.round(clamp(turn, -MAX_WHEEL, MAX_WHEEL)) };
  if (far && Math.abs(off) > 90) return { k: 'move', unit: ui, how: 'aboutFace', angle: 0 };
  const lean = far ? off : turn;
  if (Math.abs(lean) < STRAIGHT) return { k: 'move', unit: ui, how: 'advance', angle: 0 };
  return { k: 'move', unit: ui, how: 'incline', angle: Math.round(clamp(lean, -MAX_INCLINE, MAX_INCLINE)) };
}
