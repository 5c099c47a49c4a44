// The strong DBA bot (issue 14): in its movement phase, the steady bot's first three
// choices and ending the movement are each played out to the end of the bound (the
// remaining moves, shooting and combat, with dice from the bot's own stream) and judged
// as DBA judges a battle: elements lost on each side (VIC-01, VIC-02), the general above
// all; then how many of its elements stand in contact, the fight being what wins.
import type { RuleSystem, Seat } from '../../engine/contract';
import type { BotRandom } from '../../engine/draws';
import { polyDistFloor } from '../../engine/plane';
import { searchChoice, type SearchHooks } from '../../engine/search';
import type { DbaAction } from './actions';
import { enemiesOf, fpOf, onTable } from './geometry';
import { steadyMove } from './index';
import type { DbaState } from './state';
import { generalLost, losses } from './victory';

export function dbaValue(s: DbaState, seat: Seat): number {
  const foe = (1 - seat) as Seat;
  if (s.phase === 'over' && s.result) return s.result.winner === seat ? 100000 : s.result.winner === -1 ? 0 : -100000;
  let v = 1000 * (losses(s, foe) - losses(s, seat));
  if (generalLost(s, seat)) v -= 2000;
  if (generalLost(s, foe)) v += 2000;
  // Closing in: each of its elements counts less the farther it stands from the enemy.
  for (const e of onTable(s)) {
    if (e.side !== seat || e.follower) continue;
    let gap = 2400;
    for (const o of enemiesOf(s, e)) gap = Math.min(gap, polyDistFloor(fpOf(e), fpOf(o)));
    v -= Math.floor(gap / 40);
  }
  return v;
}

export function strongDba(sys: RuleSystem<DbaState, DbaAction>, s: DbaState, seat: Seat, rnd: BotRandom): DbaAction {
  const hooks: SearchHooks<DbaState, DbaAction> = {
    candidates(st, se, r) {
      const out: DbaAction[] = [];
      for (let k = 0; k < 3; k++) {
        const a = steadyMove(sys, st, se, r, out);
        if (a.k === 'endMove') break;
        out.push(a);
      }
      out.push({ k: 'endMove' });
      return out;
    },
    steady: (st, se, r) => sys.bot!(st, se, r),
    evaluate: dbaValue,
    // To the end of this bound: its combats fought, the enemy about to roll his PIPs.
    horizon: (start, now) => now.active !== start.active || now.phase === 'over',
    playouts: 3,
    budget: 120,
  };
  return searchChoice(sys, s, seat, rnd, hooks);
}
