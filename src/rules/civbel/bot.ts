// A steady computer opponent for Civitates Bellantes: it spends its command points on
// Control (and Inspire when it can afford both), marches and advances its troops
// towards the enemy, lets the engine shoot for it, and charges where its attack beats
// the target's defence or the target is shaken or unformed, with all the dice it may.
// It only ever picks among the legal actions, so it cannot break a rule.
import type { Seat } from '../../engine/contract';
import type { BotRandom } from '../../engine/draws';
import type { CivAction } from './actions';
import { legalActions } from './actions';
import { troopType } from './data/troops';
import { JT } from './data/scale';
import { unitGapFloor } from './facing';
import type { CivGame } from './game';

const AVERAGE_REACH_PER_DIE = (7 * JT) / 4;

/** How much a charge is worth: the charger's attack against the target's defence,
 *  more against a shaken or unformed target; below 1 it is not made. */
function chargeValue(s: CivGame, a: Extract<CivAction, { k: 'charge' }>): number {
  const c = s.units[a.unit], t = s.units[a.target];
  const ct = troopType(c.type)!, tt = troopType(t.type)!;
  let v = (ct.attack ?? 0) - (tt.defence ?? 0);
  if (t.shaken) v += 2;
  if (t.formation === 'unformed' && !tt.light) v += 1;
  v -= Math.floor(c.dps / 2) - Math.floor(t.dps / 2);
  // An AvD averages 3½ pips of ½ JT: a target farther than the dice usually carry is a poor bet,
  // and light troops usually evade a charge that is not their own kind's.
  if (unitGapFloor(c, t) > a.dice * AVERAGE_REACH_PER_DIE) v -= 2;
  if (tt.light && !ct.light) v -= 1;
  return v + a.dice / 10;
}

export function civbelBot(s: CivGame, seat: Seat, rnd: BotRandom): CivAction {
  const legal = legalActions(s, seat);
  const done = legal.find((a) => a.k === 'done');
  const first = <K extends CivAction['k']>(k: K, ok: (a: Extract<CivAction, { k: K }>) => boolean = () => true) =>
    legal.find((a): a is Extract<CivAction, { k: K }> => a.k === k && ok(a as Extract<CivAction, { k: K }>));
  switch (s.phase) {
    case 'ratings': case 'initiative': return legal[0];
    case 'choose': return first('choose', (a) => a.first) ?? legal[0];
    case 'command': {
      const rich = first('allocate', (a) => a.actions.length === 2 && a.actions[0].kind === 'control' && a.actions[1].kind === 'inspire');
      return rich ?? first('allocate', (a) => a.actions.length === 1 && a.actions[0].kind === 'control') ?? done ?? legal[0];
    }
    case 'approach': return first('move', (a) => a.how === 'march') ?? done ?? legal[0];
    case 'tactical': return first('move', (a) => a.how === 'advance') ?? done ?? legal[0];
    case 'charges': {
      const charges = legal.filter((a): a is Extract<CivAction, { k: 'charge' }> => a.k === 'charge').map((a) => ({ a, v: chargeValue(s, a) })).filter((x) => x.v >= 1);
      if (!charges.length) return done ?? legal[0];
      const best = Math.max(...charges.map((x) => x.v));
      const top = charges.filter((x) => x.v === best);
      return top[rnd.below(top.length)].a;
    }
    default: return legal[rnd.below(legal.length)];
  }
}
