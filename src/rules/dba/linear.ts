// TER-05 (rulebook line 194): each linear feature (Waterway, River, Road) runs from one
// edge of the battlefield to the opposite one through only 2 of its 4 quarters. Our
// linear features are straight strips from edge to edge (terrain.ts), so the rule
// reduces to: the strip stays on one side of the centre line it runs along. With it,
// INTERP-2: a road never crosses the Waterway. Games recorded before option ter05
// (absent) checked neither.
import { overlaps } from '../../engine/plane';
import type { DbaState, Feature } from './state';
import { featurePoly, quarterPolys } from './terrain';
import { TER } from './data/terrain';

export const LINEAR: readonly Feature['kind'][] = ['Waterway', 'River', 'Road'];

/** Quarters a feature overlaps (positive area). */
export function quartersCrossed(f: Feature): number {
  const p = featurePoly(f);
  return quarterPolys().filter((q) => overlaps(q, p)).length;
}

/** Why this terrain breaks TER-05 (or INTERP-2: a road may cross any area feature but
 *  not the Waterway, so it runs parallel to one), or null. */
export function linearProblem(features: Feature[]): string | null {
  for (const f of features) if (LINEAR.includes(f.kind) && quartersCrossed(f) > 2) return `TER-05: a ${f.kind} crosses only 2 quarters`;
  const water = features.filter((f) => f.kind === 'Waterway');
  for (const r of features) if (r.kind === 'Road' && water.some((w) => overlaps(featurePoly(r), featurePoly(w)))) return 'TER-10: a road does not cross the Waterway (INTERP-2)';
  return null;
}

/** The option ter05 is on: new games check TER-05. */
export const checksLinear = (s: DbaState): boolean => s.opt.ter05 === 'quarters';

/** TER-08 (rulebook line 196, option ter08 'half400'): a Waterway lies within 400 paces
 *  of its edge for half its length. Our shores are straight, so the whole shore does:
 *  the depth is at most 400 p. Games recorded before ter08 accepted up to 600 p. */
export function waterwayProblem(s: DbaState, features: Feature[]): string | null {
  if (s.opt.ter08 !== 'half400') return null;
  for (const f of features) if (f.kind === 'Waterway' && f.p[1] > TER.waterwayNear) return 'TER-08: the shore lies within 400 p of the edge for half its length';
  return null;
}
