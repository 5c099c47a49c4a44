// The strong DBA bot (issue 14): in its movement phase, the steady bot's first four
// choices are each played out to the end of the movement (the remaining moves by the
// steady bot) and judged as DBA judges a battle: elements lost on each side (VIC-01,
// VIC-02), the general above all; then every fight standing front to front at that
// point, at what it is worth over the 36 throws of the two dice (bot-fights fightOdds:
// a base that cannot recoil is lost by any defeat, REC-03), rather than by one throw
// drawn in a playout, whose luck would outweigh the choice; then how near its elements
// stand to the enemy. The steady choice stands unless another is clearly better.
import type { RuleSystem, Seat } from '../../engine/contract';
import type { BotRandom } from '../../engine/draws';
import { polyDistFloor } from '../../engine/plane';
import { searchChoice, type SearchHooks } from '../../engine/search';
import type { DbaAction } from './actions';
import { enemiesOf, f2f, fpOf, onTable } from './geometry';
import { fightOdds, recoilRoom } from './bot-fights';
import { MOVE } from './data/troops';
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

/** dbaValue, with the fights standing front to front counted at their worth over the
 *  dice (in thousandths of an element, as losses are): each will be fought in the
 *  combat to come (CC-01), whoever's bound it is; and, for a base not yet fighting, half
 *  the worst fight an enemy within a move of it could start (a Psiloi run out in front
 *  of Knights in the open, OUT-07). */
export function dbaValueAhead(s: DbaState, seat: Seat): number {
  let v = dbaValue(s, seat);
  if (s.phase === 'over') return v;
  for (const e of onTable(s)) {
    if (e.side !== seat || e.follower) continue;
    let fighting = false, threat = 0;
    for (const t of enemiesOf(s, e)) {
      if (f2f(e, t)) { fighting = true; v += 10 * fightOdds(s, e.id, t.id, 0, !recoilRoom(s, t.id), !recoilRoom(s, e.id)); continue; }
      // An enemy within a move of a base left standing alone may charge it next bound:
      // the worst such fight counts for half (he may have neither the PIP nor the wish).
      if (t.where === '' && polyDistFloor(fpOf(e), fpOf(t)) <= MOVE[t.type].good) threat = Math.min(threat, fightOdds(s, e.id, t.id));
    }
    if (!fighting) v += 5 * threat;
  }
  return v;
}

/** The steady bot's choices played out, and how much better (in thousandths of an
 *  element) another must be than its first to overrule it. */
const CANDIDATES = 4;
const MARGIN = 40;

/** Kinds of move the steady bot makes one of, whatever else it might do. */
const SOLO = new Set(['assaultBua', 'assault', 'land', 'enterBua', 'enterCamp', 'revolt']);
/** The other moves of the same kind as `a` the steady bot might pick next. */
function sameKind(s: DbaState, seat: Seat, a: DbaAction): DbaAction[] {
  const mine = s.els.filter((e) => e.side === seat);
  switch (a.k) {
    case 'assaultBua': return mine.flatMap((e) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((side): DbaAction => ({ k: 'assaultBua', id: e.id, side })));
    case 'assault': return mine.map((e): DbaAction => ({ k: 'assault', id: e.id, camp: a.camp }));
    case 'enterBua': return mine.map((e): DbaAction => ({ k: 'enterBua', id: e.id }));
    default: return [];
  }
}

export function strongDba(sys: RuleSystem<DbaState, DbaAction>, s: DbaState, seat: Seat, rnd: BotRandom): DbaAction {
  const hooks: SearchHooks<DbaState, DbaAction> = {
    // The steady bot's first choice and its next ones of other kinds (a second assault
    // on the same town is no alternative to the first); ending the movement early is not
    // offered: a playout cut short would rate standing still too kindly.
    candidates(st, se, r) {
      const out: DbaAction[] = [];
      const not: DbaAction[] = [];
      for (let k = 0; k < CANDIDATES; k++) {
        const a = steadyMove(sys, st, se, r, not);
        if (a.k === 'endMove' || a.k === 'river') { if (!out.length) out.push(a); break; }
        out.push(a);
        not.push(a);
        if (SOLO.has(a.k)) not.push(...sameKind(st, se, a));
      }
      return out;
    },
    steady: (st, se, r) => sys.bot!(st, se, r),
    evaluate: dbaValueAhead,
    // To the end of this movement: its fights then judged over all the dice.
    horizon: (start, now) => now.active !== start.active || now.phase !== 'move',
    // The rest of the movement is the steady bot's, hardly luck: one playout, its dice
    // only for a river test (RIV-02).
    playouts: 1,
    budget: 120,
    margin: MARGIN,
  };
  return searchChoice(sys, s, seat, rnd, hooks);
}
