// What a sensible DBA player sees before moving (issue 14), for the steady bot: where
// the general may stand without costing PIPs, and where skirmishers belong. Integer
// geometry only (dirN, bearing, dot products).
import type { Seat } from '../../engine/contract';
import { bearing, dirN, dot, isqrt, normDeg, sub, type Vec } from '../../engine/plane';
import type { DbaAction } from './actions';
import { MOVE } from './data/troops';
import { fpAt, fpOf, onTable } from './geometry';
import type { DbaState, Elem } from './state';
import { areasUnder } from './terrain';
import { commandBroken } from './pip';

/** PIP-02: a general in woods, oasis, marsh or a town makes every other move cost one PIP more. */
const COSTLY = new Set(['Woods', 'Oasis', 'Marsh', 'BUA']);
export const costlyForGeneral = (s: DbaState, poly: ReturnType<typeof fpOf>): boolean => areasUnder(s, poly).some((f) => COSTLY.has(f.kind));

/** Skirmishers, whose place is on the flanks of the battle line, not behind it. */
export const SKIRMISH = new Set(['Ps', 'LH']);

const centroid = (els: Elem[]): Vec => {
  const n = Math.max(1, els.length);
  return { x: Math.trunc(els.reduce((a, e) => a + e.x, 0) / n), y: Math.trunc(els.reduce((a, e) => a + e.y, 0) / n) };
};

/** The battle's frame for `seat`: its forward heading (towards the enemy's centre) and
 *  the extent of its own main line across that heading. */
export function frame(s: DbaState, seat: Seat): { fwd: number; lo: number; hi: number; front: number; mid: Vec } | null {
  const els = onTable(s).filter((e) => !e.follower);
  const mine = els.filter((e) => e.side === seat);
  // The enemy's field army: a garrison in a town or camp does not draw the line off.
  const all = els.filter((e) => e.side !== seat), out = all.filter((e) => e.where !== 'bua' && e.where !== 'camp');
  const theirs = out.length ? out : all;
  const main = mine.filter((e) => !SKIRMISH.has(e.type));
  if (!main.length || !theirs.length) return null;
  const mid = centroid(main);
  const fwd = bearing(sub(centroid(theirs), mid));
  const u = dirN(fwd, 1000), l = dirN(fwd + 90, 1000);
  let lo = Infinity, hi = -Infinity, front = -Infinity;
  for (const e of main) {
    const p = sub(e, mid);
    const lat = Math.trunc(dot(p, l) / 1000), f = Math.trunc(dot(p, u) / 1000);
    lo = Math.min(lo, lat); hi = Math.max(hi, lat); front = Math.max(front, f);
  }
  return { fwd, lo, hi, front, mid };
}

/** A skirmisher tucked behind its own line (within its width, behind its front): where
 *  it should go instead, out beside the nearer flank; null when it is
 *  already out on a flank or ahead. */
export function flankPoint(s: DbaState, e: Elem): Vec | null {
  const fr = frame(s, e.side);
  if (!fr) return null;
  const u = dirN(fr.fwd, 1000), l = dirN(fr.fwd + 90, 1000);
  const p = sub(e, fr.mid);
  const lat = Math.trunc(dot(p, l) / 1000), f = Math.trunc(dot(p, u) / 1000);
  if (lat < fr.lo - 60 || lat > fr.hi + 60 || f > fr.front + 40) return null;
  const side = lat - fr.lo < fr.hi - lat ? fr.lo - 200 : fr.hi + 200;
  // Sideways first, level with where it stands (a slant would brush its own line's rear).
  const a = dirN(fr.fwd, f), b = dirN(fr.fwd + 90, side);
  return { x: fr.mid.x + a.x + b.x, y: fr.mid.y + a.y + b.y };
}

/** Moves of `e` towards point `to` (whole reach first, then shorter), ending facing `h`. */
export function movesTowards(e: Elem, to: Vec, h: number): DbaAction[] {
  const d = sub(to, e);
  const far = isqrt(d.x * d.x + d.y * d.y);
  if (far < 20) return [];
  const dirn = bearing(d);
  const out: DbaAction[] = [];
  for (const step of [MOVE[e.type].good - 10, Math.floor(MOVE[e.type].good / 2), 90, 40]) {
    const n = Math.min(step, far);
    if (n < 20) continue;
    const v = dirN(dirn, n);
    out.push({ k: 'move', id: e.id, x: e.x + v.x, y: e.y + v.y, h: normDeg(h) });
  }
  return out;
}

/** The general out of costly ground: moves to poses clear of it, towards the enemy first. */
export function generalOut(s: DbaState, g: Elem, fwd: number): DbaAction[] {
  const out: DbaAction[] = [];
  const reach = MOVE[g.type].good;
  for (const turn of [0, 45, -45, 90, -90, 135, -135, 180]) for (const n of [reach - 10, Math.floor((reach * 3) / 4), Math.floor(reach / 2), Math.floor(reach / 4)]) {
    const v = dirN(fwd + turn, n);
    const pose = { x: g.x + v.x, y: g.y + v.y, h: normDeg(fwd) };
    if (costlyForGeneral(s, fpAt(pose, g.w, g.d))) continue;
    out.push({ k: 'move', id: g.id, ...pose });
  }
  return out;
}

/** Whether the general is out of touch with his army: most of his other elements stand
 *  beyond his command distance or out of his sight (PIP-02 case 2, INTERP-5), so that
 *  each of their moves costs a PIP more. */
export function generalAdrift(s: DbaState, g: Elem): boolean {
  const others = onTable(s).filter((e) => e.side === g.side && !e.follower && e.id !== g.id);
  if (others.length < 2) return false;
  return 2 * others.filter((e) => commandBroken(s, e, g)).length > others.length;
}

/** Where the general belongs: behind the middle of his main line, `back` paces short of
 *  its front, so that the whole line stays within his command distance. */
export function generalPost(s: DbaState, seat: Seat, back: number): Vec | null {
  const fr = frame(s, seat);
  if (!fr) return null;
  const a = dirN(fr.fwd, fr.front - back);
  return { x: fr.mid.x + a.x, y: fr.mid.y + a.y };
}
