// Risk to leaders and the loss of leaders (CMD-02, CMD-50..56, p.22–23). Dice are
// integers passed in; the caller rolls one D6 per risk roll this module counts.
import { FATE, RISK } from './data/rolls';
import { DIST } from './data/scale';
import { leaderWithin } from './geometry';
import { liveUnits, type CbLeader, type CbState, type CbUnit } from './state';

/** What put a leader at risk (CMD-50). */
export type RiskCause =
  | { kind: 'shooting'; dps: number }
  | { kind: 'combat'; dps: number }
  | { kind: 'casualties'; count: number }
  | { kind: 'steadyNearEnemy' };

/** CMD-50: how many risk rolls a cause calls for: one per shooting or combat
 *  resolution that inflicts any DP (spec CMD-50 [INTERP]), one per casualty, one for
 *  steadying a unit within 1 JT of the enemy. */
export function riskRolls(c: RiskCause): number {
  switch (c.kind) {
    case 'shooting': case 'combat': return c.dps > 0 ? 1 : 0;
    case 'casualties': return c.count;
    case 'steadyNearEnemy': return 1;
  }
}

export const isHit = (d6: number): boolean => d6 === RISK.hitOn;

export type HitEffect = 'killed' | 'loseTwo' | 'loseOne';

/** CMD-51: the second roll after a Hit; −1 when the Hit came from a combat result
 *  and the leader was inspiring. */
export function hitEffect(d6: number, combatWhileInspiring: boolean): HitEffect {
  const r = d6 + (combatWhileInspiring ? RISK.inspiringCombatModifier : 0);
  return r <= RISK.killedUpTo ? 'killed' : r <= RISK.loseTwoUpTo ? 'loseTwo' : 'loseOne';
}

/** CMD-51: lost CPs are permanent; a leader at 0 CPs is killed. */
export function applyHit(l: CbLeader, e: HitEffect): CbLeader {
  const cp = e === 'killed' ? 0 : l.cp - (e === 'loseTwo' ? 2 : 1);
  return cp <= 0 ? { ...l, cp: 0, alive: false, fate: 'killed', attachedTo: null } : { ...l, cp };
}

/** CMD-52: a messenger that is Hit is killed, with no second roll. */
export const messengerKilled = (d6: number): boolean => isHit(d6);

export type Fate = { kind: 'killed' } | { kind: 'captured' } | { kind: 'escapes'; joins: string } | { kind: 'lost' };

/** CMD-55: his unit destroyed by enemy in contact or by an obstacle: 1–3 killed,
 *  4 captured, 5–6 escapes to the nearest friendly A or B Grade unit neither shaken
 *  nor routing, else lost. `nearest` lists his side's candidate units nearest first. */
export function fateOnDestruction(d6: number, nearest: readonly CbUnit[]): Fate {
  if (d6 <= FATE.killedUpTo) return { kind: 'killed' };
  if (d6 === FATE.capturedOn) return { kind: 'captured' };
  const to = nearest.find((u) => !u.destroyed && u.kind !== 'special' && (u.grade === 'A' || u.grade === 'B') && !u.shaken && !u.status.routing);
  return to ? { kind: 'escapes', joins: to.id } : { kind: 'lost' };
}

/** CMD-54: enemy moving into contact with a detached leader (or messenger): captured
 *  by cavalry unless within 1 JT of a friendly unit, which he joins; any other
 *  enemy advance makes him withdraw, keeping 1 JT ahead. */
export function contactedByEnemy(s: CbState, l: CbLeader, enemyIsCavalry: boolean): { kind: 'captured' } | { kind: 'joins'; unit: string } | { kind: 'withdraws' } {
  const friend = liveUnits(s, l.side).find((u) => u.kind !== 'special' && leaderWithin(l, u, DIST.javelin));
  if (enemyIsCavalry) return friend ? { kind: 'joins', unit: friend.id } : { kind: 'captured' };
  return { kind: 'withdraws' };
}

/** CMD-53: detached leaders and mounted messengers beyond javelin range of friends
 *  may be shot at (the qualifier read for both, spec CMD-53 [INTERP]). */
export function mayBeShotAt(s: CbState, l: CbLeader): boolean {
  return l.alive && l.attachedTo === null && beyondFriends(s, l);
}

/** CMD-53: a stand of `side` at (x, y) more than 1 JT from every unit of its side. */
export const beyondFriends = (s: CbState, p: Pick<CbLeader, 'side' | 'x' | 'y'>): boolean => !liveUnits(s, p.side).some((u) => leaderWithin(p, u, DIST.javelin));

/** CMD-02, CMD-56: a leader lost (killed, captured or lost) leaves play; when he was
 *  the General, the second-in-command becomes General. Captured or lost count as
 *  killed for every purpose. */
export function loseLeader(s: CbState, id: string, fate: 'killed' | 'captured' | 'lost'): CbLeader[] {
  const gone = s.leaders.find((l) => l.id === id);
  if (!gone) return s.leaders;
  const promote = gone.rank === 'general' ? s.leaders.find((l) => l.side === gone.side && l.rank === 'second' && l.alive) : undefined;
  return s.leaders.map((l) => (l.id === id ? { ...l, alive: false, fate, attachedTo: null } : promote && l.id === promote.id ? { ...l, rank: 'general' as const } : l));
}
