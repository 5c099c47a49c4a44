// Destruction (rule 11.7): the rear-rank loss behind a destroyed unit, and the enemy lost
// when a unit cannot recoil between two enemies showing it their flank or rear. These return
// the candidates; their owner picks one (the default pick stands in for the standing orders
// N4 and N5 until they exist).
import { cheaperLoss } from './orders';
import { gridOf, rearHexes } from './grid';
import { cellAt, front, unitAt, type Position, type Unit } from './state';
import { sideTowards } from './zoc';

/** 11.7: the friendly units of which one is also destroyed when u is destroyed. Both rear
 *  hexes must hold friends. Nothing when u or a rear unit is baggage, when a rear hex is a
 *  fortification, when the loss comes from shooting (unless u is an elephant); when u is
 *  Psiloi only Psiloi behind it can be lost (French: any other type can take Psiloi with it,
 *  spec C5). */
export function rearRankCandidates(p: Position, u: Unit, byShooting: boolean): Unit[] {
  const g = gridOf(p);
  const hexes = rearHexes(g, u);
  if (hexes.length !== 2 || hexes.some((h) => !g.onMap(h))) return [];
  const behind = hexes.map((h) => unitAt(p, h));
  if (behind.some((b) => !b || b.side !== u.side)) return [];
  const rear = behind as Unit[];
  const t = front(u).type;
  if (t === 'Bag' || rear.some((b) => front(b).type === 'Bag')) return [];
  if (hexes.some((h) => cellAt(p, h).fortification)) return [];
  if (byShooting && t !== 'El') return [];
  if (t === 'Ps') return rear.filter((b) => front(b).type === 'Ps');
  return rear;
}

/** 11.7: a unit that cannot recoil because both rear hexes hold enemies destroys one of them
 *  when both show it their flank or rear (it is destroyed itself). */
export function blockingEnemyCandidates(p: Position, u: Unit): Unit[] {
  const g = gridOf(p);
  const behind = rearHexes(g, u).map((h) => unitAt(p, h));
  if (behind.length !== 2 || behind.some((b) => !b || b.side === u.side)) return [];
  const rear = behind as Unit[];
  return rear.every((e) => { const s = sideTowards(g, e, u.hex); return s === 'flank' || s === 'rear'; }) ? rear : [];
}

/** The default pick among candidates (spec N4, N5): the lower counter-equivalents, then the
 *  lower tactical value against foot, then the lower unit id (orders.ts). */
export const defaultLoss = cheaperLoss;
