// [PROPOSED] Spec Appendix A.4 (shooting), standing in for the missing pp. 37–38.
// The surviving pages fix: ranges S = 1 JT, L = 5 JT, Artillery 15 JT (SHO-K1); who
// shoots in which exchange (SEQ-03 via phase-limits.ts, SHO-K2); Rabble at half
// effect and UnS HI with half the shooting stands (SHO-K4, p.8); Artillery ignores
// armour and cover (SHO-K5, p.9); 1–3 DPs per shooting (MOR-C8, p.25); shaken units
// ignore shooting DPs (MOR-10, SHO-K6, p.26); Special Troops' Hits become critical
// checks (MOR-S1); one risk-to-leader roll per resolution (CMD-50).
import { polyDistFloor } from '../../../engine/plane';
import { LEADER_SHOT_HIT_ON, SHOOTING, SHOOTING_MODIFIERS, SHOOTING_STANDS } from '../data/provisional';
import { DIST } from '../data/scale';
import { troopType } from '../data/troops';
import { local, unitFrame, zoneOf } from '../facing';
import { standPoly } from '../geometry';
import { unitCentre } from '../formation-changes';
import { addDps } from '../morale';
import { mayShoot } from '../phase-limits';
import type { ChapterEvent, ShootingResult, ShotDie } from '../missing-chapters';
import type { CbStand, CbState, CbUnit } from '../state';
import { pev } from './events';

const CT = 4;

function nearestStand(from: CbStand, target: CbUnit): { s: CbStand; gap: number } {
  const p = standPoly(from);
  let best = target.stands[0], gap = Infinity;
  for (const s of target.stands) { const g = polyDistFloor(p, standPoly(s)); if (g < gap || (g === gap && s.id < best.id)) { best = s; gap = g; } }
  return { s: best, gap };
}

/** A.4 shooting stands: formed units their front rank (Bowmen the front 2 ranks),
 *  unformed units all stands; Artillery 1. */
function candidateStands(u: CbUnit): CbStand[] {
  if (u.type === 'artillery') return u.stands.slice(0, SHOOTING_STANDS.artilleryStands);
  if (u.formation === 'unformed' || u.formation === 'none') return u.stands;
  const f = unitFrame(u);
  const vs = [...new Set(u.stands.map((s) => local(f.o, f.h, s).v))].sort((a, b) => b - a);
  const ranks: number[] = [];
  for (const v of vs) if (!ranks.some((r) => Math.abs(r - v) <= CT)) ranks.push(v);
  const kept = ranks.slice(0, u.type === 'bowmen' ? SHOOTING_STANDS.bowmenRanks : 1);
  return u.stands.filter((s) => { const v = local(f.o, f.h, s).v; return kept.some((r) => Math.abs(r - v) <= CT); });
}

/** A.4: one die per shooting stand within reach, with the score it needs and the
 *  modifiers for the target stand nearest to it (SHO-K5: armour per stand shot at). */
export function shootingDice(_s: CbState, shooter: CbUnit, target: CbUnit, phase: 'longRange' | 'shortRange', o: { stationaryInTactical?: boolean; targetInCover?: boolean } = {}): ShotDie[] {
  if (shooter.shaken || !mayShoot(shooter, target, phase, !!o.stationaryInTactical)) return [];
  const t = troopType(shooter.type)!;
  const artillery = shooter.type === 'artillery';
  const longInShort = t.long && (t.id === 'horseArchers' || t.chariot || ((t.id === 'bowmen' || t.id === 'missileTroops') && !!o.stationaryInTactical));
  const reach = artillery ? DIST.artillery : phase === 'shortRange' && !longInShort ? DIST.javelin : DIST.bow;
  let stands = candidateStands(shooter).filter((s) => nearestStand(s, target).gap <= reach);
  const uns = shooter.stands.filter((s) => s.uns).length * 2 > shooter.stands.length;
  if (shooter.type === 'rabble' || uns) stands = stands.slice(0, Math.ceil(stands.length / 2));
  const targetLight = troopType(target.type)!.light;
  return stands.map((s) => {
    const near = nearestStand(s, target);
    const need = artillery ? SHOOTING.hitArtillery : near.gap <= SHOOTING_STANDS.shortRange ? SHOOTING.hitShort : SHOOTING.hitLong;
    const modifiers: { rule: string; value: number }[] = [];
    if (!artillery && near.s.armoured) modifiers.push({ rule: 'A.4 armoured', value: SHOOTING_MODIFIERS.armoured });
    if (!artillery && o.targetInCover) modifiers.push({ rule: 'A.4 cover', value: SHOOTING_MODIFIERS.cover });
    if (target.formation === 'unformed' && targetLight) modifiers.push({ rule: 'A.4 unformed light troops', value: SHOOTING_MODIFIERS.unformedLight });
    if (target.formation === 'column') modifiers.push({ rule: 'A.4 column', value: SHOOTING_MODIFIERS.column });
    return { stand: s.id, need, modifiers };
  });
}

/** A.4: a Hit when the die plus its modifiers reaches the score; 1 DP a Hit, at most 3
 *  on one target in one exchange counting `already`; Special Troops roll critical
 *  checks instead. The target is marked shot at (MOR-05, CMD-09). */
export function resolveShooting(target: CbUnit, shots: readonly ShotDie[], rolls: readonly number[], already: number): ShootingResult {
  let hits = 0;
  shots.forEach((d, i) => { if (rolls[i] + d.modifiers.reduce((a, m) => a + m.value, 0) >= d.need) hits++; });
  const marked: CbUnit = { ...target, turn: { ...target.turn, shotAt: true } };
  if (target.kind === 'special') {
    return { unit: marked, hits, dps: 0, riskToLeaders: false, criticalChecks: hits, events: [pev('shooting', 'A.4', { unit: target.id, cites: 'MOR-S1', hits, dps: 0 })] };
  }
  const dps = Math.min(hits, Math.max(0, SHOOTING.maxDpsPerTarget - already));
  const applied = addDps(marked, dps, 'shooting');
  const events: ChapterEvent[] = [pev('shooting', 'A.4', { unit: target.id, cites: 'MOR-C8', hits, dps, rolls: rolls.slice(0, shots.length) }), ...applied.events.map((e) => ({ ...e, provisional: false }))];
  return { unit: applied.unit, hits, dps, riskToLeaders: dps > 0, criticalChecks: 0, events };
}

/** A.4 / SHO-K7: a detached leader or mounted messenger beyond 1 JT of friends, shot
 *  at with one D6 per shooting stand, is hit on a 6; the hit's effect is CMD-51's
 *  second roll (leaders.ts). */
export function shootAtLeader(leaderId: string, rolls: readonly number[]): { hit: boolean; events: ChapterEvent[] } {
  const hit = rolls.some((d) => d >= LEADER_SHOT_HIT_ON);
  return { hit, events: [pev('shootLeader', 'A.4', { leader: leaderId, rolls: [...rolls], hit, cites: 'SHO-K7' })] };
}

/** A.4 "Infantry shooting in combat" (Combat step c, p.41 by name): infantry with a
 *  short-range capability that stood to receive shoot once at the charger that
 *  contacted their front, at 4+ as within 1 JT; the DPs apply before the melee. */
export function receiveShooting(s: CbState, receiver: CbUnit, charger: CbUnit, rolls: readonly number[]): ShootingResult | null {
  const t = troopType(receiver.type)!;
  if (!t.short || (t.category !== 'LI' && t.category !== 'HI') || receiver.shaken) return null;
  // Judged by the charger's centre: its front edge lies on the edge it touches.
  if (zoneOf(receiver, unitCentre(charger)) !== 'front') return null;
  const dice = shootingDice(s, receiver, charger, 'shortRange');
  if (!dice.length) return null;
  return resolveShooting(charger, dice, rolls, 0);
}
