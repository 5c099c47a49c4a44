// Changing formation (p.28, FRM-10..12) as templates on the plane: the new stand
// poses, which posed-formations.ts then checks. The time and distance each change
// costs are on the missing p.32 (FRM-13; the stand-in's A.3).
import { add, centre, dirN, normDeg, roundDiv, sub, type Vec } from '../../engine/plane';
import { JT } from './data/scale';
import type { Formation } from './formations';
import type { CbStand, CbUnit } from './state';

export type ChangeMethod = 'turnStands' | 'onTheSpot';

const singleRank = (u: CbUnit): boolean => {
  const s0 = u.stands[0], f = dirN(s0.h, 1024);
  return u.stands.every((s) => s.h === s0.h && Math.abs((s.x - s0.x) * f.x + (s.y - s0.y) * f.y) <= 4 * 1024);
};

/** How a change is made: FRM-10 Acies or a single-rank Line into Column, and FRM-11
 *  Column into Acies or a single Line, by turning every stand 90°; FRM-12 every
 *  other change on the spot, about the unit's centre. */
export function changeMethod(u: CbUnit, to: Formation): ChangeMethod {
  if (to === 'column' && (u.formation === 'acies' || (u.formation === 'line' && singleRank(u)))) return 'turnStands';
  if (u.formation === 'column' && (to === 'acies' || to === 'line')) return 'turnStands';
  return 'onTheSpot';
}

/** A stand turned `by` degrees about its own centre. */
function turnStand(s: CbStand, by: number): CbStand {
  const c = centre(s, s.d), h = normDeg(s.h + by);
  const p = add(c, dirN(h, s.d / 2));
  return { ...s, x: p.x, y: p.y, h };
}

/** FRM-10/11: every stand turns 90° (right: −90, left: +90) about its centre, so an
 *  end stand becomes the head of the Column, or the Column becomes a single Line. A
 *  Legion's Acies turned so becomes its Column of several files, one file per line
 *  (FRM-06), and that Column turned back becomes the Acies again. */
export function turnEveryStand(u: CbUnit, to: 'column' | 'line' | 'acies', side: 'right' | 'left'): CbUnit {
  const by = side === 'right' ? -90 : 90;
  return { ...u, formation: to, stands: u.stands.map((s) => turnStand(s, by)) };
}

/** The unit's centre: the rounded mean of its stands' centres. */
export function unitCentre(u: CbUnit): Vec {
  let x = 0, y = 0;
  for (const s of u.stands) { const c = centre(s, s.d); x += c.x; y += c.y; }
  return { x: roundDiv(x, u.stands.length), y: roundDiv(y, u.stands.length) };
}

/** FRM-12: re-form on the spot into ranks of the given sizes (front first), facing
 *  the way the unit faced, the new block centred where the old one was. Stands
 *  keep their order: the first fill the front rank from the left. */
export function formOnTheSpot(u: CbUnit, to: Formation, rankSizes: readonly number[]): CbUnit {
  const h = u.stands[0].h, d = u.stands[0].d;
  const pitch = to === 'column' ? Math.max(JT, d) : d;
  const c = unitCentre(u);
  const width = Math.max(...rankSizes);
  const depth = (rankSizes.length - 1) * pitch + d;
  // Front-left corner of the block from the centre, then each stand's front-edge midpoint.
  const fl = sub(add(c, dirN(h, depth / 2)), dirN(h - 90, (width * JT) / 2));
  const stands: CbStand[] = [];
  let i = 0;
  rankSizes.forEach((n, k) => {
    const offset = Math.floor((width - n) / 2) * JT; // a short rear rank sits behind the middle, stand on stand
    for (let j = 0; j < n && i < u.stands.length; j++, i++) {
      const p = add(add(fl, dirN(h - 90, offset + j * JT + JT / 2)), dirN(h, -k * pitch));
      stands.push({ ...u.stands[i], x: p.x, y: p.y, h });
    }
  });
  // FRM-05: the point of a Wedge stands in the middle of the two files behind it.
  if (to === 'wedge' && rankSizes[0] === 1 && rankSizes.length > 1) stands[0] = { ...stands[0], ...add(stands[0], dirN(h - 90, JT / 2)) };
  return { ...u, formation: to, stands };
}
