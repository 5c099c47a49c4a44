// CON-03 (spec §8.6 step 3): where enemy elements leave a gap of less than 1 BW between
// them, a mover whose front edge touches an enemy it cannot conform to stays in edge
// contact, in no named relation, and does not fight this bound. A group member cannot
// conform when its re-posed footprint would overlap something (unconformable); a single
// element has conformed to its target and cannot conform to a second enemy standing
// less than 1 BW from it (gapTouch). Such touches are kept in the record of unconformed touches
// (option pur01, s.unconformed, noteTouches), which the CON-02 invariant exempts; games
// recorded before pur01 keep no record, and there the touch stays illegal as it was.
import { polysWithin, type Poly, type Pose, type Vec } from '../../engine/plane';
import { BW } from './data/troops';
import { cornersOf, fpAt, fpOf, frontTouches } from './geometry';
import type { DbaState, Elem } from './state';

/** The relation of spec §8.6 for each edge of the target T. */
export type EdgeKind = 'front' | 'flankL' | 'flankR' | 'rear';

/** Length (×L) along segment p–q shared with segment r–t lying on it within 2 p; 0 if none. */
function shared(p: Vec, q: Vec, r: Vec, t: Vec): number {
  const ex = q.x - p.x, ey = q.y - p.y, L = Math.abs(ex) + Math.abs(ey);
  if (L === 0) return 0;
  const off = (v: Vec) => Math.abs((v.x - p.x) * ey - (v.y - p.y) * ex);
  if (off(r) > 2 * L || off(t) > 2 * L) return 0;
  const proj = (v: Vec) => (v.x - p.x) * ex + (v.y - p.y) * ey;
  const l2 = ex * ex + ey * ey;
  const lo = Math.max(0, Math.min(proj(r), proj(t))), hi = Math.min(l2, Math.max(proj(r), proj(t)));
  return Math.max(0, Math.floor((hi - lo) / L));
}

/** §8.6 step 1: T's contacted edge, the one sharing the greatest length with M's front
 *  edge (ties: the earlier in front, left, right, rear); null if none is shared. */
export function contactedEdge(m: Elem, t: Elem): EdgeKind | null {
  const M = cornersOf(m), T = cornersOf(t);
  const edges: [EdgeKind, Vec, Vec][] = [['front', T.FL, T.FR], ['flankL', T.FL, T.RL], ['flankR', T.FR, T.RR], ['rear', T.RL, T.RR]];
  let best: EdgeKind | null = null, most = 2;
  for (const [k, p, q] of edges) {
    const l = shared(p, q, M.FL, M.FR);
    if (l > most) { most = l; best = k; }
  }
  return best;
}

/** CON-03 for mover `m` (at its end pose) touching enemy `t` in no named relation:
 *  true when the touch may stand unconformed. It needs the record of option pur01, m's
 *  front edge on t, and m's conformed pose (`poseFor`, §8.6 step 3) overlapping some
 *  element other than m and t (`blocked`). */
export function unconformable(s: DbaState, m: Elem, t: Elem, poseFor: (kind: EdgeKind) => Pose, blocked: (poly: Poly, skip: number[]) => boolean): boolean {
  if (!s.unconformed || !frontTouches(m, t)) return false;
  const kind = contactedEdge(m, t);
  if (kind === null) return false;
  const p = poseFor(kind);
  return blocked(fpAt(p, m.w, m.d), [m.id, t.id]);
}

/** CON-03 for a single element `m` (at its end pose) conformed to its target `t`: its
 *  front edge also touches enemy `o`, which stands less than 1 BW from `t` (the gap of
 *  CON-03). Having conformed to its target, m cannot conform to `o` as well, so that
 *  touch stays unconformed (the flank of a column, CC-03, is touched this way). */
export function gapTouch(s: DbaState, m: Elem, o: Elem, t: Elem): boolean {
  return !!s.unconformed && o.id !== t.id && frontTouches(m, o) && polysWithin(fpOf(o), fpOf(t), BW - 1);
}
