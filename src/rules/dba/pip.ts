// PIP costs (PIP-01, PIP-02), the normative pseudo-code of spec §5.7.
import { polysWithin } from '../../engine/plane';
import { PIP_HEAVY } from './data/troops';
import { fpOf } from './geometry';
import type { DbaState, Elem } from './state';
import { areasUnder, segmentCrossesCrest, segmentEnters } from './terrain';
import { campPoly } from './camp';
import { overlaps } from '../../engine/plane';

export function generalOf(s: DbaState, side: number): Elem | null {
  return s.els.find((e) => e.side === side && e.gen && e.status === 'on') ?? null;
}

const mid = (e: Elem) => {
  const p = fpOf(e);
  return { x: Math.floor((p[0].x + p[2].x) / 2), y: Math.floor((p[0].y + p[2].y) / 2) };
};

/** PIP-02 case 2 for one element (INTERP-5): out of command distance or separated. */
export function commandBroken(s: DbaState, e: Elem, g: Elem): boolean {
  const a = fpOf(e), b = fpOf(g);
  if (!polysWithin(a, b, 1200)) return true;
  if (polysWithin(a, b, 600)) return false;
  const p = mid(e), q = mid(g);
  if (segmentCrossesCrest(s, p, q)) return true;
  if (segmentEnters(s, p, q, ['BUA', 'Woods', 'Oasis', 'Dunes'])) return true;
  return s.camps.some((c) => c !== null && overlaps([p, q, { x: q.x + 1, y: q.y }], campPoly(c), 0));
}

/** PIP-02: cost of a tactical move by `els` (1..4); flat 1 in the side's first bound (INTERP-42). */
export function pipCost(s: DbaState, els: Elem[], opts: { dismounts?: boolean; bua?: boolean } = {}): number {
  const side = els[0].side;
  if (!s.hadBound[side]) return 1;
  let c = 1;
  if (els.some((e) => PIP_HEAVY.has(e.type)) || opts.dismounts || opts.bua) c++;
  const g = generalOf(s, side);
  const hasGen = g !== null && els.some((e) => e.id === g.id);
  if (!g) c++;
  else if (!hasGen && els.every((e) => commandBroken(s, e, g))) c++;
  if (g && !hasGen) {
    const under = areasUnder(s, fpOf(g)).map((f) => f.kind);
    if (g.where !== '' || under.some((k) => k === 'Woods' || k === 'Oasis' || k === 'Marsh' || k === 'BUA')) c++;
  }
  return c;
}
