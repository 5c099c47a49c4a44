// The steady bot closing in (issue 14): what a Civitates Bellantes player weighs when his
// line nears the enemy's, all read off the rules' own functions.
// - A charge counts only where the stand-in would let it be declared (A.5 step a:
//   the target in the front zone, one wheel of at most 45°, light troops not at the front
//   of formed heavy troops...), for the unit's own charges and for the enemy's: a unit a
//   foot to the side of the enemy's front is neither a threat nor threatened.
// - Tactical moves aimed at an enemy: a wheel or an incline that turns the unit's front
//   to the enemy's (A.3), so that a charge next turn is straight and legal.
// - A.6 gives a minor victory only to the side 10 points of losses ahead: when it is not
//   ahead by that, a player closes and charges more readily as the turn limit nears.
// - Troops that shoot (light troops above all) count what their volleys would do from
//   where they stand (A.4), so they stand within reach of a target, not idle behind.
import type { Seat } from '../../engine/contract';
import { bearing, deltaDeg, dirN, sub } from '../../engine/plane';
import type { CivAction } from './actions';
import { violation } from './actions';
import { JT } from './data/scale';
import { moveUnit, unitFrame, unitGapFloor } from './facing';
import { unitCentre } from './formation-changes';
import { headingOf, poseOk } from './moves';
import type { CivGame } from './game';
import { chaptersOf, startPointsMap } from './half-phases';
import type { CbUnit } from './state';
import { troopType } from './data/troops';
import { capacity } from './morale';
import { mayShoot } from './phase-limits';

type Move = Extract<CivAction, { k: 'move' }>;

/** A.6: the loss ratios' difference that gives a minor victory at the turn limit. */
export const MINOR_MARGIN = 10;

/** A.5 step a, as it would stand at the next declaration: whether `c` could declare a
 *  charge on `t` with its most dice, were it controlled and not halted then (its
 *  Command Phase comes first). Sight is not asked (dear; the open plain sees all). */
export function chargeDeclarable(s: CivGame, c: CbUnit, t: CbUnit): boolean {
  const cb = chaptersOf(s);
  const dice = cb.moveDice(c.type, c.type === 'phalangites').charge;
  if (dice < 1) return false;
  const free: CbUnit = { ...c, turn: { ...c.turn, controlled: true }, status: { ...c.status, halted: false } };
  if (cb.chargeRefusals(s, free, t, dice, { visible: true, hasAttachedLeader: false }).length) return false;
  // Room at the contact (the game's contact pose: up to 6 plane units back from it).
  const r = cb.charge(s, c.id, t.id, [99]);
  if (!r.ok || !r.contact) return false;
  const placed = r.state.units.find((x) => x.id === c.id)!;
  for (let k = 0; k <= 6; k++) if (poseOk(r.state, k === 0 ? placed : moveUnit(placed, unitCentre(placed), 0, dirN(headingOf(placed) + 180, k)))) return true;
  return false;
}

/** How far ahead (positive) or behind the side stands on A.6's loss ratios. */
export function lossLead(s: CivGame, side: Seat): number {
  const cb = chaptersOf(s);
  const sp = startPointsMap(s);
  return cb.armyLosses(s, side === 0 ? 1 : 0, sp).percent - cb.armyLosses(s, side, sp).percent;
}

/** 0 at the start, 1 at the turn limit, when the side is not yet ahead by A.6's margin
 *  for a minor victory; 0 when it is (it then guards what it has). */
export function urgency(s: CivGame, side: Seat): number {
  if (lossLead(s, side) >= MINOR_MARGIN) return 0;
  return Math.min(1, s.turn / Math.max(1, s.turnLimit));
}

/** Tactical moves that turn a unit's front towards an enemy within 12 JT (A.3): a wheel
 *  by the angle to the enemy's front (formed units, at most 90°) and an incline (at
 *  most 45°), each kept only when the rules take it. */
export function aimedMoves(s: CivGame, seat: Seat, units: readonly number[]): Move[] {
  const out: Move[] = [];
  for (const ui of units) {
    const u = s.units[ui];
    const f = unitFrame(u);
    const seen = new Set<string>();
    for (const e of s.units) {
      if (e.side === u.side || e.destroyed || e.status.routing || unitGapFloor(u, e) > 12 * JT) continue;
      const to = unitFrame(e).o;
      const by = Math.round(deltaDeg(f.h, bearing(sub(to, f.o))));
      if (Math.abs(by) < 5 || Math.abs(by) > 90) continue;
      const cands: Move[] = [{ k: 'move', unit: ui, how: 'wheel', angle: by }];
      if (Math.abs(by) <= 45) cands.push({ k: 'move', unit: ui, how: 'incline', angle: by });
      for (const a of cands) {
        const key = `${a.how}${a.angle}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (!violation(s, seat, a)) out.push(a);
      }
    }
  }
  return out;
}

/** How far below even a charge may be and still be taken: a tenth of the charger's
 *  points at the turn limit, scaled by the urgency (nothing while ahead by A.6's margin). */
export function riskTaken(s: CivGame, side: Seat, charger: CbUnit): number {
  return urgency(s, side) * RISK_SHARE * (s.startPoints[charger.id] ?? 1);
}
export const RISK_SHARE = 0.1;

/** What the unit's shooting is worth where it stands (A.4 through the rules' shootingDice:
 *  each die hits on its need less its modifiers): in each missile exchange the best
 *  target it may shoot at (SEQ-03 mayShoot), its expected hits as DPs, each a share of
 *  that enemy's points over its capacity. Light troops earn their keep by it. */
export function shotWorth(s: CivGame, u: CbUnit, dpShare: number): number {
  const t = troopType(u.type)!;
  if (!(t.long || t.short) || u.shaken || u.status.inCombat) return 0;
  const cb = chaptersOf(s);
  let v = 0;
  for (const phase of ['longRange', 'shortRange'] as const) {
    let best = 0;
    for (const e of s.units) {
      if (e.side === u.side || e.destroyed || e.status.routing || e.status.inCombat || !mayShoot(u, e, phase, false)) continue;
      let hits = 0;
      for (const d of cb.shootingDice(s, u, e, phase)) hits += Math.min(6, Math.max(0, 7 - (d.need - d.modifiers.reduce((a, m) => a + m.value, 0)))) / 6;
      best = Math.max(best, (hits * dpShare * (s.startPoints[e.id] ?? 1)) / Math.max(1, capacity(e)));
    }
    v += best;
  }
  return v;
}

/** The fight a charger of `c` on `t` would join (A.5 combatPairs in the contact state):
 *  the friend already paired with t when c only supports (null when c pairs off with t),
 *  the support each side would have [friend or c, t], and before c came [friend, t]. */
export function meleeInContact(at: CivGame, cId: string, tId: string): { friend: string | null; support: [number, number]; before: [number, number] } {
  const cb = chaptersOf(at);
  const pair = cb.combatPairs(at).find((p) => p.a === tId || p.b === tId);
  if (!pair) return { friend: null, support: [0, 0], before: [0, 0] };
  const tIsA = pair.a === tId;
  const mine = tIsA ? pair.b : pair.a;
  const sup: [number, number] = tIsA ? [pair.supportB, pair.supportA] : [pair.supportA, pair.supportB];
  if (mine === cId) return { friend: null, support: sup, before: sup };
  return { friend: mine, support: sup, before: [Math.max(0, sup[0] - 1), sup[1]] };
}
