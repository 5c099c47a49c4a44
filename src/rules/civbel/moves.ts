// Where a unit may stand after a move, and moves cut short where they would not be
// allowed. The stand-in (spec Appendix A) says how far and in which direction; the
// board says where a unit must stop: no stand on another (spec §8.1), on the table,
// a march short of bow range and a tactical move short of 1 JT from the enemy
// (SEQ-03, phase-limits.ts). A move is tried in steps of ¼ JT along its path (shorter
// than any stand's depth, so it never jumps a unit) and stops near the first illegal
// step, found to 1/30 JT.
import { add, dirN, hull, len2, normDeg, overlaps, roundDiv, sub, type Poly, type Vec } from '../../engine/plane';
import { checkFormation } from './posed-formations';
import { onTable } from './deployment';
import { JT } from './data/scale';
import { moveUnit, unitFrame } from './facing';
import { unitCentre } from './formation-changes';
import { standPoly } from './geometry';
import { liveUnits, type CbState, type CbUnit } from './state';

/** Coarse steps shorter than any stand's depth (so no stand is jumped), then refined. */
const STEP = JT / 4;
const FINE = JT / 30;

/** Whether every corner of every stand lies on the table. */
export const unitOnTable = (u: CbUnit): boolean => u.stands.every((st) => standPoly(st).every((p) => onTable(p.x, p.y)));

/** Whether `u` overlaps no stand of another live unit (the invariants' test). */
export function clearOfOthers(s: CbState, u: CbUnit, ignore: readonly string[] = []): boolean {
  const mine = u.stands.map(standPoly);
  const c = unitCentre(u);
  const near = 4 * JT + u.stands.length * JT;
  for (const v of liveUnits(s)) {
    if (v.id === u.id || ignore.includes(v.id)) continue;
    for (const st of v.stands) {
      if (Math.abs(st.x - c.x) > near || Math.abs(st.y - c.y) > near) continue;
      const p = standPoly(st);
      if (mine.some((m) => overlaps(m, p))) return false;
    }
  }
  return true;
}

/** Spec §8.6 (late option `sweptPaths`): whether the game checks the ground a move sweeps
 *  for other stands. Absent (games recorded before the option): only where a move ends, and
 *  each ¼ JT step of a straight move, were checked. Read from the game's options; a bare
 *  battle state (no options) is not checked. */
export const pathsChecked = (s: CbState): boolean => (s as { options?: Record<string, unknown> }).options?.sweptPaths === 'checked';

const box = (p: Poly): [number, number, number, number] => {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const q of p) { if (q.x < x0) x0 = q.x; if (q.x > x1) x1 = q.x; if (q.y < y0) y0 = q.y; if (q.y > y1) y1 = q.y; }
  return [x0, y0, x1, y1];
};

/** Spec §8.6: every live unit (not `from` itself, not one in `ignore`, and, when `among` is
 *  given, only those it names) with a stand on the ground the unit sweeps going from pose
 *  `from` to pose `to`: for each of its stands, the convex hull of its two footprints (exact
 *  for a straight move; the rampage's test, ending.ts). Touching is not crossing (the plane's
 *  `overlaps`). */
export function sweptUnits(s: CbState, from: CbUnit, to: CbUnit, ignore: readonly string[] = [], among?: readonly string[]): CbUnit[] {
  const swept: { p: Poly; b: [number, number, number, number] }[] = [];
  for (const st of from.stands) {
    const end = to.stands.find((x) => x.id === st.id);
    if (!end) continue;
    const p = hull([...standPoly(st), ...standPoly(end)]);
    swept.push({ p, b: box(p) });
  }
  if (!swept.length) return [];
  // Stands whose pose lies 2 JT or more outside every swept box cannot meet them (a stand's
  // corners lie within ~1 JT of its pose): skipped before their footprints are worked out.
  const far = 2 * JT;
  const x0 = Math.min(...swept.map((w) => w.b[0])) - far, y0 = Math.min(...swept.map((w) => w.b[1])) - far;
  const x1 = Math.max(...swept.map((w) => w.b[2])) + far, y1 = Math.max(...swept.map((w) => w.b[3])) + far;
  return liveUnits(s).filter((v) => v.id !== from.id && !ignore.includes(v.id) && (!among || among.includes(v.id)) && v.stands.some((st) => {
    if (st.x < x0 || st.x > x1 || st.y < y0 || st.y > y1) return false;
    const q = standPoly(st), qb = box(q);
    return swept.some(({ p, b }) => b[0] <= qb[2] && qb[0] <= b[2] && b[1] <= qb[3] && qb[1] <= b[3] && overlaps(p, q));
  }));
}

/** Spec §8.6: the unit on the ground swept from `from` to `to` (sweptUnits) nearest to where
 *  the move starts (ties: the lower id), or null when the way is clear. */
export function sweptBlocker(s: CbState, from: CbUnit, to: CbUnit, ignore: readonly string[] = []): CbUnit | null {
  const c = unitCentre(from);
  let best: CbUnit | null = null, bestD = Infinity;
  for (const v of sweptUnits(s, from, to, ignore)) {
    const d = len2(sub(unitCentre(v), c));
    if (d < bestD || (d === bestD && best !== null && v.id < best.id)) { best = v; bestD = d; }
  }
  return best;
}

/** Spec §8.6 "for rotations, sample at ≤ 2° steps": the first unit whose stands the unit
 *  sweeps turning rigidly by `by` degrees about `pivot` (a wheel), each 2° (or less) step's
 *  footprints joined by their hull; null when the way is clear. */
export function turnBlocker(s: CbState, u: CbUnit, pivot: Vec, by: number, ignore: readonly string[] = []): CbUnit | null {
  const n = Math.max(1, Math.ceil(Math.abs(by) / 2));
  let prev = u;
  for (let i = 1; i <= n; i++) {
    const cur = rigidTurn(u, pivot, Math.trunc((by * i) / n));
    const b = sweptBlocker(s, prev, cur, ignore);
    if (b) return b;
    prev = cur;
  }
  return null;
}

/** Whether no two of the unit's own stands overlap. */
export function selfClear(u: CbUnit): boolean {
  const p = u.stands.map(standPoly);
  for (let i = 0; i < p.length; i++) for (let j = i + 1; j < p.length; j++) if (overlaps(p[i], p[j])) return false;
  return true;
}

/** A pose the unit may hold: on the table, on no other stand, its own stands apart
 *  and its formation sound (the invariants' tests, FRM-01..07). */
export const poseOk = (s: CbState, u: CbUnit): boolean => unitOnTable(u) && selfClear(u) && checkFormation(u).ok && clearOfOthers(s, u);

/** The unit turned rigidly by `by` degrees about `pivot`. Rounding each turned stand
 *  to the plane unit can leave neighbours a unit inside each other at oblique
 *  headings, so the stands are then spread from the unit's centre by 1–3 parts in
 *  240 (at most a few plane units, inside the contact tolerance of 1/64 JT). */
export function rigidTurn(u: CbUnit, pivot: Vec, by: number): CbUnit {
  const t = moveUnit(u, pivot, normDeg(by), { x: 0, y: 0 });
  if (selfClear(t)) return t;
  const c = unitCentre(t);
  for (let k = 1; k <= 3; k++) {
    const spread = { ...t, stands: t.stands.map((st) => ({ ...st, x: c.x + roundDiv((st.x - c.x) * (JT + k), JT), y: c.y + roundDiv((st.y - c.y) * (JT + k), JT) })) };
    if (selfClear(spread)) return spread;
  }
  return t;
}

export interface Slid { unit: CbUnit; dist: number; offTable: boolean }

/** The unit (already turned) moved up to `dist` along heading `dir`, stopping at the
 *  last pose that passes `ok` and `poseOk`. `offTable` is set when the move was cut
 *  because it would carry a stand off the table (routers and evaders leave it).
 *  A.3 "Interpenetrate friends": the units named in `through` do not stop the move, which
 *  passes through them and ends at the last pose short of its reach clear of every stand. */
export function slide(s: CbState, u: CbUnit, dir: number, dist: number, ok: (x: CbUnit) => boolean = () => true, through: readonly string[] = []): Slid {
  const c = unitCentre(u);
  const at = (d: number): CbUnit => moveUnit(u, c, 0, dirN(dir, d));
  // Spec §8.6 (option sweptPaths): the ground between the last legal pose and this one is
  // clear too (the hull of each stand's two footprints), not only the pose itself.
  const sweep = pathsChecked(s);
  const legal = (x: CbUnit, from: CbUnit): boolean => clearOfOthers(s, x, through) && (!sweep || !sweptBlocker(s, from, x, through)) && ok(x);
  // Where the move may stop: on no friend it passes through either.
  const clear = (x: CbUnit): boolean => !through.length || clearOfOthers(s, x);
  let lo = 0, front = u, end = u, endAt = 0, offTable = false;
  for (let d = STEP; lo < dist; d += STEP) {
    const hi = Math.min(d, dist);
    const next = at(hi);
    const off = !unitOnTable(next);
    if (!off && legal(next, front)) {
      lo = hi; front = next;
      if (clear(next)) { end = next; endAt = hi; }
      continue;
    }
    // Refine between the last legal step and this one to 1/30 JT.
    let a = lo, b = hi;
    while (b - a > FINE) {
      const m = (a + b) >> 1;
      const x = at(m);
      if (unitOnTable(x) && legal(x, front)) { a = m; front = x; } else b = m;
    }
    lo = a; offTable = off;
    if (clear(front)) { end = front; endAt = a; }
    break;
  }
  if (end === front) return { unit: end, dist: endAt, offTable };
  // Stopped on a friend it passes through: back to the furthest clear pose, found to 1/30 JT
  // between the last clear step and the next (where it entered that friend).
  let a = endAt, b = Math.min(endAt + STEP, lo);
  while (b - a > FINE) {
    const m = (a + b) >> 1;
    const x = at(m);
    if (clear(x)) { a = m; end = x; } else b = m;
  }
  return { unit: end, dist: a, offTable: false };
}

/** The unit turned by `by` degrees about `pivot`, or null when the turned pose is not allowed. */
export function turned(s: CbState, u: CbUnit, pivot: Vec, by: number): CbUnit | null {
  const t = rigidTurn(u, pivot, by);
  return poseOk(s, t) ? t : null;
}

/** The front corner a wheel pivots on: the left one for a wheel to the left
 *  (counter-clockwise, positive degrees), the right one otherwise. */
export function wheelPivot(u: CbUnit, by: number): Vec {
  const f = unitFrame(u);
  return add(f.o, dirN(f.h + (by > 0 ? 90 : -90), Math.floor(f.w / 2)));
}

/** The unit's heading (its first stand's). */
export const headingOf = (u: CbUnit): number => u.stands[0].h;
