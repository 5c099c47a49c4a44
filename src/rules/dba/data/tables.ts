// Interpenetration, push-back and rear-support tables (spec §5.4, §5.9), as data so
// a corrected reading (DMG-3) changes data, not code.
import { MOUNTED, type Troop } from './troops';

/** INT-01: may `mover` pass through friend `friend` in a tactical move (or a flight after its recoil)? */
export function passTactical(mover: Troop, friend: Troop): boolean {
  return (MOUNTED.has(mover) && friend === 'Ps') || mover === 'Ps';
}

/** INT-02: may a recoiling `rec` pass through a same-facing friend? `sp` is the DMG-3 reading. */
export function passRecoil(rec: Troop, friend: Troop, dmg3: 'SpThroughSpBd' | 'BdThroughSpBd'): boolean {
  if (MOUNTED.has(rec)) return friend !== 'Pk' && friend !== 'El';
  if (dmg3 === 'SpThroughSpBd' && rec === 'Sp') return friend === 'Sp' || friend === 'Bd';
  if (dmg3 === 'BdThroughSpBd' && rec === 'Bd') return friend === 'Sp' || friend === 'Bd';
  if (rec === 'Pk' || rec === 'Bw') return friend === 'Sp';
  if (rec === 'Ps') return friend !== 'Ps';
  return false;
}

/** REC-02: friends facing the same way that a recoiler may push back. */
export function pushable(friend: Troop): boolean {
  return friend !== 'El' && friend !== 'WWg';
}

/** RES-02: same-type rear support bonus of `t` against `enemy` (0 when none). */
export function rearSupport(t: Troop, enemy: Troop): number {
  const noPkWb = ['Cv', 'LH', 'SCh', 'Bw', 'Ps'].includes(enemy);
  if (t === 'Pk') return noPkWb ? 0 : 3;
  if (t === 'Wb') return noPkWb ? 0 : 1;
  if (t === 'Sp') return enemy === 'Kn' || enemy === 'Sp' ? 1 : 0;
  return 0;
}

/** RES-03: Ps support +1 for Sp, Bd, Ax fighting mounted or assaulting a BUA or camp. */
export function psSupport(t: Troop, enemyMounted: boolean, assaulting: boolean): number {
  return (t === 'Sp' || t === 'Bd' || t === 'Ax') && (enemyMounted || assaulting) ? 1 : 0;
}
