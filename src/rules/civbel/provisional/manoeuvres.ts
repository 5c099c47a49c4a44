// [PROPOSED] Spec Appendix A.3 (manoeuvre costs), standing in for the missing
// pp. 31–35. The surviving pages fix: refusing a flank and facing the rear rank about
// only for stationary Lines and Acies (MAN-K1, p.27); Legion line relief only in
// Acies, in the Tactical Move Phase, removing 1 DP (MOR-07, MAN-K2, p.25); dismounted
// cavalry as UnS HI (MAN-K3, p.8); formation changes per FRM-10..12.
import { add, dirN, roundDiv } from '../../../engine/plane';
import { DEPLOYMENT, MANOEUVRE_RULES, MANOEUVRES, type ManoeuvreKind } from '../data/provisional';
import { standPoly } from '../geometry';
import { troopType } from '../data/troops';
import { local, unitFrame } from '../facing';
import type { ChapterEvent, Refusal } from '../missing-chapters';
import type { CbUnit } from '../state';
import { pev, refuse } from './events';

const CT = 4;

/** The outer corner's arc for a wheel of `angle` degrees by a front `width` wide:
 *  angle × width × π / 180, π as 355/113, rounded up (integers only). */
export function wheelArc(width: number, angle: number): number {
  const num = Math.abs(angle) * width * MANOEUVRE_RULES.piNum, den = 180 * MANOEUVRE_RULES.piDen;
  return Math.floor((num + den - 1) / den);
}

/** A.3: what the manoeuvre costs out of the rolled move, or why it is refused. */
export function manoeuvreCost(u: CbUnit, kind: ManoeuvreKind, o: { rolled: number; distance?: number; angle?: number; onlyAction?: boolean; stationary?: boolean; enemyWithin1Jt?: boolean }): number | Refusal {
  const row = MANOEUVRES[kind];
  const formed = u.formation !== 'unformed' && u.formation !== 'none';
  const dist = o.distance ?? 0;
  if (row.limit !== undefined && kind !== 'passGap' && dist > row.limit) return refuse('A.3', `${u.name} may move at most ${row.limit === 120 ? 'half a javelin throw' : 'one javelin throw'} that way.`, `${u.name} ne peut avancer ainsi que ${row.limit === 120 ? "d'un demi-jet de javelot" : "d'un jet de javelot"} au plus.`);
  if (row.maxAngle !== undefined && Math.abs(o.angle ?? 0) > row.maxAngle) return refuse('A.3', `${u.name} may incline at most 45°.`, `${u.name} ne peut obliquer que de 45° au plus.`);
  switch (kind) {
    case 'wheel':
      if (!formed) return refuse('A.3', `${u.name} is unformed and has nothing to wheel.`, `${u.name} est en désordre et ne peut pas pivoter.`);
      return wheelArc(unitFrame(u).w, o.angle ?? 0);
    case 'refuseFlank':
      // MAN-K1 (p.27): stationary Lines and Acies only; free (spec A31: not a move).
      if (!o.stationary || (u.formation !== 'line' && u.formation !== 'acies')) return refuse('MAN-K1', `Only a stationary line may refuse a flank or face its rear rank about.`, `Seule une ligne immobile peut refuser un flanc ou faire volte-face au dernier rang.`);
      return 0;
    case 'reform':
      if (u.shaken || o.enemyWithin1Jt) return refuse('A.3', `${u.name} cannot re-form while shaken or within one javelin throw of the enemy.`, `${u.name} ne peut se reformer ni ébranlée ni à moins d'un jet de javelot de l'ennemi.`);
      return o.rolled;
    case 'formationChange':
      return u.grade === 'A' && MANOEUVRE_RULES.aGradeFreeChange && o.onlyAction ? 0 : Math.floor(o.rolled / 2);
    case 'deepenThin':
      if (u.formation !== 'line') return refuse('A.3', `Only a line deepens or thins its ranks.`, `Seule une ligne peut doubler ou dédoubler ses rangs.`);
      return Math.floor(o.rolled / 2);
    case 'mountDismount':
      if (troopType(u.type)!.category !== 'CAV') return refuse('MAN-K3', `Only cavalry mount or dismount.`, `Seule la cavalerie peut monter ou mettre pied à terre.`);
      return o.rolled;
    case 'passGap':
      if (dist < (row.limit ?? 0)) return refuse('A.3', `The gap is narrower than one javelin throw.`, `Le passage est plus étroit qu'un jet de javelot.`);
      return Math.floor(o.rolled / 2);
    default:
      return row.cost === 'free' ? 0 : row.cost === 'half' ? Math.floor(o.rolled / 2) : row.cost === 'whole' ? o.rolled : dist;
  }
}

/** A.3 "Half Moves and Multiple Actions": one action within the move, or at most two
 *  each costing no more than half of it. */
export function actionsFit(costs: readonly number[], rolled: number): boolean {
  if (costs.length <= 1) return (costs[0] ?? 0) <= rolled;
  return costs.length <= MANOEUVRE_RULES.maxActions && costs.every((c) => 2 * c <= rolled);
}

/** A.3 Legion line relief, MOR-07: a Legion in Acies, not shaken, once a turn: the
 *  front line and the next change places (each stand moved straight forward or
 *  back, at its true pose), and the Legion removes 1 DP. */
export function lineRelief(u: CbUnit, alreadyThisTurn: boolean): { unit: CbUnit; events: ChapterEvent[] } | Refusal {
  if (u.kind !== 'legion' || u.formation !== 'acies' || u.shaken || alreadyThisTurn) {
    return refuse('MOR-07', `Only an unshaken Legion in Acies may relieve its lines, once a turn.`, `Seule une légion en acies non ébranlée peut relever ses lignes, une fois par tour.`);
  }
  const f = unitFrame(u);
  const vs = u.stands.map((s) => local(f.o, f.h, s).v);
  const top = Math.max(...vs);
  const second = Math.max(...vs.filter((v) => v < top - CT));
  if (!Number.isFinite(second)) return refuse('MOR-07', `${u.name} has only one line.`, `${u.name} n'a qu'une ligne.`);
  const gap = top - second;
  const back = dirN(f.h + 180, gap), fore = dirN(f.h, gap);
  const stands = u.stands.map((s, i) => {
    const by = Math.abs(vs[i] - top) <= CT ? back : Math.abs(vs[i] - second) <= CT ? fore : null;
    if (!by) return s;
    const p = add(s, by);
    return { ...s, x: p.x + 0, y: p.y + 0 };
  });
  const dps = Math.max(0, u.dps - 1);
  return { unit: { ...u, stands, dps }, events: [pev('lineRelief', 'A.3', { unit: u.id, cites: 'MOR-07', dps, gap: roundDiv(gap, 1) })] };
}

/** A.3 Interpenetrate friends: allowed if either unit is unformed or Light troops
 *  (Legion line relief aside); a formed unit passed through within bow range of the
 *  enemy takes 1 DP. */
export function interpenetration(mover: CbUnit, passed: CbUnit, withinBow: boolean): { allowed: boolean; dps: number } {
  const loose = (u: CbUnit) => u.formation === 'unformed' || troopType(u.type)!.light;
  const allowed = loose(mover) || loose(passed);
  const formed = passed.formation !== 'unformed' && passed.formation !== 'none';
  return { allowed, dps: allowed && formed && withinBow ? MANOEUVRE_RULES.interpenetratedDp : 0 };
}

/** A.3 Leaving the table: a unit any part of whose footprint is beyond the edge of
 *  the table (A.7's 45 × 30 JT by default) has left it. */
export function leftTable(u: CbUnit): boolean {
  return u.stands.some((s) => standPoly(s).some((p) => p.x < 0 || p.y < 0 || p.x > DEPLOYMENT.width || p.y > DEPLOYMENT.height));
}
