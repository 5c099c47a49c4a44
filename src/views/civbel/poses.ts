// Which of the rules' offered actions put a unit somewhere the player can drag it: any
// action naming a unit (by index) with a pose (x, y, h), whatever its kind, so that the
// view takes the movement and charges the rules offer when they land without knowing
// them. The pose is taken as the pose of the unit's first stand (its front-edge
// midpoint, the plane's convention); the unit's other stands keep their places
// relative to it on the ghost when the rules cannot preview the move without dice.
import type { Pose } from '../table/geometry';
import { rad } from '../table/geometry';
import type { CbStand, CbUnit } from '../../rules/civbel/state';

export type Posed = { unit: number; pose: Pose };

/** The unit and pose an action carries, or null. */
export function poseOf(a: unknown): Posed | null {
  if (!a || typeof a !== 'object') return null;
  const o = a as Record<string, unknown>;
  const n = (k: string) => typeof o[k] === 'number' && Number.isFinite(o[k] as number);
  if (!n('unit') || !n('x') || !n('y') || !n('h')) return null;
  return { unit: o.unit as number, pose: { x: o.x as number, y: o.y as number, h: o.h as number } };
}

/** The offered action of this kind for this unit to try a dragged pose with: the first
 *  posed action offered for the unit (its kind and other fields kept). */
export function dragTemplate<A>(legal: readonly A[], unit: number): A | null {
  return legal.find((a) => poseOf(a)?.unit === unit) ?? null;
}

/** The same action at another pose (integers, heading within [0, 360)). */
export function atPose<A>(a: A, p: Pose): A {
  return { ...a, x: Math.round(p.x), y: Math.round(p.y), h: ((Math.round(p.h) % 360) + 360) % 360 } as A;
}

/** The unit moved rigidly so that its first stand stands at `to`: a ghost for the
 *  player to judge while the rules judge the pose itself. */
export function carried(u: CbUnit, to: Pose): CbStand[] {
  const f = u.stands[0];
  if (!f) return [];
  const turn = rad(to.h - f.h), c = Math.cos(turn), s = Math.sin(turn);
  return u.stands.map((st) => {
    const dx = st.x - f.x, dy = st.y - f.y;
    return { ...st, x: to.x + dx * c - dy * s, y: to.y + dx * s + dy * c, h: (((st.h + to.h - f.h) % 360) + 360) % 360 };
  });
}
