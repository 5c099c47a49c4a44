// Whom a unit shoots at (p.20, SHO-K3, spec T-49): the nearest eligible visible enemy,
// unless a leader within 1 JT spent Direct Shooting on it (controlled units and
// Artillery only), when the player chooses among the eligible. What a shot does is
// in the missing chapters (missing-chapters.ts).
import { DIST } from './data/scale';
import { unitGapFloor } from './facing';
import { leaderWithin } from './geometry';
import { mayShoot } from './phase-limits';
import type { CbLeader, CbState, CbUnit } from './state';
import type { CbTerrain } from './terrain';
import { visibleEnemies, type SightContext } from './visibility';
import type { Refusal } from './command';

/** p.20 Direct Shooting: the leader's own 1 JT (no chaining, CMD-07) reaches
 *  controlled units and Artillery stands. */
export function directShootingCovers(l: CbLeader, u: CbUnit): boolean {
  return l.alive && (u.turn.controlled || u.type === 'artillery') && leaderWithin(l, u, DIST.javelin);
}

/** The targets the unit may choose from in this exchange: every eligible visible enemy
 *  under Direct Shooting, otherwise only the nearest (edge to edge, ties to the lower
 *  id, spec §8.3). */
export function shootingTargets(s: CbState, terrain: readonly CbTerrain[], u: CbUnit, phase: 'longRange' | 'shortRange', o: { stationaryInTactical: boolean; direct: boolean; sight?: Omit<SightContext, 'units' | 'terrain'> }): CbUnit[] {
  const eligible = visibleEnemies(s, terrain, u, o.sight).filter((e) => mayShoot(u, e, phase, o.stationaryInTactical));
  const sorted = eligible.map((e) => ({ e, d: unitGapFloor(u, e) })).sort((a, b) => a.d - b.d || (a.e.id < b.e.id ? -1 : 1)).map((x) => x.e);
  return o.direct ? sorted : sorted.slice(0, 1);
}

/** Why a chosen target is refused, or null. */
export function targetRefusal(s: CbState, terrain: readonly CbTerrain[], u: CbUnit, targetId: string, phase: 'longRange' | 'shortRange', o: { stationaryInTactical: boolean; direct: boolean }): Refusal | null {
  const ok = shootingTargets(s, terrain, u, phase, o);
  if (ok.some((e) => e.id === targetId)) return null;
  return o.direct || ok.length === 0
    ? { rule: 'SEQ-03', en: `${u.name} cannot shoot at that target in this exchange.`, fr: `${u.name} ne peut pas tirer sur cette cible pendant cet échange.` }
    : { rule: 'SHO-K3', en: `${u.name} must shoot at the nearest enemy, ${ok[0].name}, unless a leader directs its shooting.`, fr: `${u.name} doit tirer sur l'ennemi le plus proche, ${ok[0].name}, sauf si un chef dirige son tir.` };
}
