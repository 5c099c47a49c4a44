// Victory and defeat (VIC-01..03, INTERP-40), checked at the end of every bound.
import type { Seat } from '../../engine/contract';
import type { DbaState } from './state';

/** L(side): troop elements destroyed or off the table, except SCh and camp followers, +2 for a captured camp. */
export function losses(s: DbaState, side: Seat): number {
  let n = s.els.filter((e) => e.side === side && (e.status === 'dead' || e.status === 'lost') && e.type !== 'SCh' && !e.follower).length;
  const camp = s.camps[side];
  if (camp && camp.controller !== side) n += 2; // VIC-02
  if (s.bua && s.bua.owner === side && s.bua.controller !== side) n += 2; // VIC-02, GAR-12
  return n;
}

export function generalLost(s: DbaState, side: Seat): boolean {
  return s.els.some((e) => e.side === side && e.gen && (e.status === 'dead' || e.status === 'lost'));
}

/** The side that has lost, or null (VIC-01: both conditions; both sides can never qualify at once). */
export function loser(s: DbaState): Seat | null {
  for (const side of [0, 1] as Seat[]) {
    const mine = losses(s, side), theirs = losses(s, (1 - side) as Seat);
    if ((generalLost(s, side) || mine >= 4) && mine > theirs) return side;
  }
  return null;
}
