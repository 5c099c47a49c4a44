// [PROPOSED] The stand-in for the missing chapters, spec Appendix A ("CB-provisional"),
// as one MissingChapters implementation. Only missing-chapters.ts imports this file.
import { MANOEUVRES, MOVE_DICE, PROVISIONAL_VERSION, SHOOTING, LEADER_SHOT_HIT_ON } from '../data/provisional';
import type { MissingChapters } from '../missing-chapters';
import { charge, chargeReach, chargeRefusals, counterCharge, evade } from './charges';
import { applyCombat, combatPairs, combatResult, combatScore, pursuitCatch, pursuitMove, routEnds, routMove } from './combat';
import { armyLosses, battleResult, deploymentRefusals, rampageHeading, rampageMove, rampageTurn } from './ending';
import { actionsFit, interpenetration, leftTable, lineRelief, manoeuvreCost } from './manoeuvres';
import { fatigue, moveDistance, moverClass, obstacleDps, pathCost, pathPieces, terrainClass, travelOver } from './movement';
import { receiveShooting, resolveShooting, shootAtLeader, shootingDice } from './shooting';

export const CB_PROVISIONAL: MissingChapters = {
  version: PROVISIONAL_VERSION,
  provisional: true,
  moveDice: (type, phalanx) => (phalanx ? MOVE_DICE.phalanx : MOVE_DICE[type]),
  moveDistance, fatigue,
  moverClass, terrainClass, pathCost, pathPieces, travelOver, obstacleDps,
  manoeuvreCost, manoeuvreLimit: (kind) => MANOEUVRES[kind].limit, actionsFit, lineRelief, interpenetration, leftTable,
  shootingDice, resolveShooting, shootAtLeader, receiveShooting,
  leaderShotHitOn: LEADER_SHOT_HIT_ON,
  hitScore: (o) => (o.artillery ? SHOOTING.hitArtillery : o.withinJavelin ? SHOOTING.hitShort : SHOOTING.hitLong),
  maxShootingDps: SHOOTING.maxDpsPerTarget,
  chargeRefusals, chargeReach, charge, evade, counterCharge,
  combatPairs, combatScore, combatResult, applyCombat, routMove, routEnds, pursuitCatch, pursuitMove,
  armyLosses, battleResult, deploymentRefusals, rampageTurn, rampageHeading, rampageMove,
};
