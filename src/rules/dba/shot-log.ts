// The shooting event's itemised terms (RES-01, SHO-06) and outcome (OUT-02, OUT-06/07),
// for the log only: resolveShot (shooting.ts) keeps its own arithmetic and outcome;
// test/rules/dba/roll-events.test.ts checks over whole games that both agree.
import { DENIZEN_FACTOR, MOUNTED, type Troop } from './data/troops';
import { DENIZENS } from './bua';
import { combatFactor, goodForWinner, inBad } from './combat';
import { factor, rollFields, type Factor, type RollOutcome } from './factors';
import { outcome } from './outcome';
import type { DbaState, Elem } from './state';

/** A shooter's or target's tactical factors: the general, its camp, its BUA; the target
 *  also loses 1 per aiding shooter (SHO-06). */
function shotItems(e: Elem, aiders: number): Factor[] {
  const out: Factor[] = [];
  if (e.where === 'camp' && !MOUNTED.has(e.type)) out.push(factor(2, 'camp'));
  if (e.where === 'bua' && !MOUNTED.has(e.type)) out.push(factor(3, 'bua'));
  if (e.gen) out.push(factor(1, 'general'));
  if (aiders) out.push(factor(-aiders, 'aiders'));
  return out;
}

/** The extra fields of the 'shoot' event of shooter P at target T. A shooter that lost
 *  to a target not shooting back is named as the loser with 'none' (OUT-02). */
export function shotFields(s: DbaState, P: Elem, T: Elem, aiders: number, tp: number, tt: number, mutual: boolean): Record<string, unknown> {
  const cfT = T.id === DENIZENS ? DENIZEN_FACTOR : combatFactor(T, P.type, true);
  const side = (e: Elem, tot: number) => ({ type: (e.id === DENIZENS ? 'Den' : e.type) as Troop | 'Den', total: tot, bad: e.id === DENIZENS ? false : inBad(s, e), inBuaCamp: e.where !== '' });
  const interp38 = s.opt.interp38 as 'destroyed';
  const out: RollOutcome = tt < tp ? { loser: T.id, res: outcome(side(T, tt), side(P, tp), { shooting: true, goodForWinner: goodForWinner(s, T, P), interp38 }) }
    : tp < tt ? { loser: P.id, res: mutual ? outcome(side(P, tp), side(T, tt), { shooting: true, goodForWinner: goodForWinner(s, P, T), interp38 }) : 'none' }
      : { loser: -1, res: 'none' };
  return { ...rollFields(combatFactor(P, T.type, true), cfT, shotItems(P, 0), shotItems(T, aiders), out), mutual };
}
