// Special Troops in the game (MOR-S1..S3, p.26): the Hits the stand-in reports for a special
// stand (shooting, combat) are rolled here, one D6 a Hit, for a Critical Hit (a 1 from combat,
// 1–2 from any other cause); each Critical Hit is rolled for its effect: destroyed, or a
// rampage (MOR-S2). A rampaging stand turns to face the cause, turns again by a D6 (the lost
// diagram, A.8), and moves its whole roll at once, bursting through whatever it crosses; in
// each of its side's later Tactical Move halves it first rolls 4–6 to be destroyed, else moves
// on the same way (MOR-S3). A stand that leaves the table is removed [INTERP, spec MOR-S3.5].
import type { Ctx } from '../../engine/contract';
import { avdFromD6 } from './data/tables';
import type { CivGame } from './game';
import { chaptersOf, leaveTable } from './half-phases';
import { criticalEffect, rampageEnds, specialCritical } from './morale';
import { standPoly } from './geometry';
import { unitCentre } from './formation-changes';
import { onTable } from './deployment';
import { unitById, type CbUnit } from './state';
import { isElephant } from './data/troops';

const setUnit = (s: CivGame, u: CbUnit): CivGame => ({ ...s, units: s.units.map((x) => (x.id === u.id ? u : x)) });
const unitOf = (s: CivGame, id: string): CbUnit | undefined => unitById(s, id);

/** MOR-S1/S2: `hits` Hits on the special stand `id`, from combat or not, caused by `cause`. */
export function specialHits(s0: CivGame, id: string, hits: number, fromCombat: boolean, cause: CbUnit | undefined, ctx: Ctx): CivGame {
  let s = s0;
  for (let i = 0; i < hits; i++) {
    const u = unitOf(s, id);
    if (!u || u.destroyed || u.kind !== 'special') return s;
    const die = ctx.dice.d6();
    const critical = specialCritical(die, fromCombat);
    ctx.log({ t: 'criticalCheck', rule: 'MOR-S1', unit: id, die, critical, combat: fromCombat });
    if (!critical) continue;
    const effectDie = ctx.dice.d6();
    const effect = criticalEffect(u.type, effectDie);
    ctx.log({ t: 'criticalHit', rule: 'MOR-S2', unit: id, die: effectDie, effect });
    if (effect === 'destroyed') return setUnit(s, { ...u, destroyed: true, status: { ...u.status, inCombat: false, rampaging: false } });
    // A stand already rampaging keeps its way; a new rampage faces the cause first.
    if (u.status.rampaging) continue;
    const dirDie = ctx.dice.d6();
    const towards = cause ? unitCentre(cause) : unitCentre(u);
    const heading = cause ? chaptersOf(s).rampageHeading(u, towards, isElephant(u.type) && cause.kind !== 'special', dirDie) : u.stands[0].h;
    return rampage(s, { ...u, status: { ...u.status, inCombat: false } }, heading, ctx, dirDie);
  }
  return s;
}

/** MOR-S3: the rampaging stands of the side starting its Tactical Move half roll 4–6 to be
 *  destroyed, else rampage on along their heading. */
export function rampagesGoOn(s0: CivGame, ctx: Ctx): CivGame {
  let s = s0;
  for (const u0 of s.units) {
    const u = unitOf(s, u0.id)!;
    if (u.side !== s.active || u.destroyed || !u.status.rampaging) continue;
    const die = ctx.dice.d6();
    const ends = rampageEnds(die);
    ctx.log({ t: 'rampageRoll', rule: 'MOR-S3', unit: u.id, die, ends });
    if (ends) { s = setUnit(s, { ...u, destroyed: true, status: { ...u.status, rampaging: false } }); continue; }
    s = rampage(s, u, u.stands[0].h, ctx);
  }
  return s;
}

/** The rampage move itself (the stand-in's rampageMove: its whole roll, over the ground,
 *  bursting through), logged with its dice; off the table, the stand is removed. */
function rampage(s: CivGame, u: CbUnit, heading: number, ctx: Ctx, dirDie?: number): CivGame {
  const cb = chaptersOf(s);
  const d6 = Array.from({ length: cb.moveDice(u.type, false).move }, () => ctx.dice.d6());
  const pips = d6.map(avdFromD6);
  const r = cb.rampageMove(setUnit(s, u), u.id, heading, pips);
  for (const e of r.events) ctx.log(e.t === 'rampage' ? { ...e, pips, d6, ...(dirDie !== undefined ? { direction: dirDie } : {}) } : { ...e });
  const next: CivGame = { ...s, units: r.state.units };
  const moved = unitOf(next, u.id)!;
  if (moved.stands.every((st) => standPoly(st).every((p) => onTable(p.x, p.y)))) return next;
  return leaveTable(next, moved, ctx, 'MOR-S3');
}
