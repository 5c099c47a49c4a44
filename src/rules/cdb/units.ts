// Units (rule 2): the (X) qualities read as S, O or I by situation (2.3, spec §2.4) and
// impetuous units (2.5 ⟨X⟩).
import type { HexGrid } from '../../engine/hex';
import { PERMANENTLY_IMPETUOUS, type Quality, type UnitType } from './data/units';
import type { Corps, Counter, Position, Unit } from './state';
import { gridOf } from './grid';

export interface QualitySituation {
  mode: 'melee' | 'shotAt' | 'shooting';
  enemyType: UnitType;
  /** The enemy is to this unit's front (Ax (X) only gains in frontal fights). */
  enemyInFront: boolean;
}

/** 2.3: the quality a counter fights at. Kn (X) (cataphracts) count (S) when shot at and in
 *  mêlée against LH, Sp, Pk, Bw, (I) against Kn, Bd, Wb, (O) otherwise. Ax (X) count (S) in
 *  frontal mêlée against Kn, Exp, Sp, Bd, Wb, Hd, (I) otherwise. WW (X) count (O) in frontal
 *  combat against El, (I) otherwise. Any other (X) counts (O) [INTERP spec §2.4]. */
export function fightingQuality(c: Counter, s: QualitySituation): Quality {
  if (c.quality !== 'X') return c.quality;
  switch (c.type) {
    case 'Kn':
      if (s.mode === 'shotAt') return 'S';
      if (s.mode === 'melee' && ['LH', 'Sp', 'Pk', 'Bw'].includes(s.enemyType)) return 'S';
      if (s.mode === 'melee' && ['Kn', 'Bd', 'Wb'].includes(s.enemyType)) return 'I';
      return 'O';
    case 'Ax':
      return s.mode === 'melee' && s.enemyInFront && ['Kn', 'Exp', 'Sp', 'Bd', 'Wb', 'Hd'].includes(s.enemyType) ? 'S' : 'I';
    case 'WW':
      return s.enemyInFront && s.enemyType === 'El' ? 'O' : 'I';
    default:
      return 'O';
  }
}

/** 2.5: permanently impetuous: irregular Kn (S)/(O)/(F), every irregular Wb, irregular
 *  Bd (S)/(F), Cm (S), Hd (S)/(F). */
export const permanentlyImpetuous = (c: Counter): boolean =>
  !c.regular && (PERMANENTLY_IMPETUOUS[c.type]?.includes(c.quality) ?? false);

/** 2.5: whether a unit is impetuous now. Never in a demoralised corps; never baggage.
 *  Otherwise permanently (its front rank), or dynamically: strictly nearer an enemy of a
 *  demoralised corps than any enemy of a corps that is not. */
export function isImpetuous(p: Position, u: Unit): boolean {
  const corps = (id: number): Corps | undefined => p.corps.find((c) => c.id === id);
  if (corps(u.corps)?.demoralised) return false;
  const top = u.counters[0];
  if (top.type === 'Bag') return false;
  if (permanentlyImpetuous(top)) return true;
  const g: HexGrid = gridOf(p);
  let nearBroken = Infinity, nearSound = Infinity;
  for (const e of p.units) {
    if (e.side === u.side) continue;
    const d = g.distance(u.hex, e.hex);
    if (corps(e.corps)?.demoralised) nearBroken = Math.min(nearBroken, d);
    else nearSound = Math.min(nearSound, d);
  }
  return nearBroken < nearSound;
}
