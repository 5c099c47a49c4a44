// How the steady DBA bot judges the fights a move would start (issue 14): every new
// front-to-front pair a move makes (a line closing up, a shift onto an enemy, a single
// contact) is scored as combat scores it (factors, overlaps, rear support, terrain;
// dice aside), and the move is taken only when the fights together favour it. Pure:
// states in, numbers out.
import type { Ctx, Seat } from '../../engine/contract';
import { clone } from '../../engine/canonical';
import { recoil } from './moves-outcome';
import { inBad, score } from './combat';
import { outcome, type Res } from './outcome';
import { enemiesOf, f2f } from './geometry';
import type { DbaState, Elem } from './state';

/** One fight a move starts: our element, its opponent, our total minus theirs (dice aside). */
export interface Fight { id: number; target: number; edge: number; gen: boolean; odds: number; room?: boolean }

const byId = (s: DbaState, id: number): Elem | undefined => s.els.find((x) => x.id === id);

/** The front-to-front pairs of `seat` in `after` that were not in `before`. */
export function fightsMade(before: DbaState, after: DbaState, seat: Seat): Fight[] {
  const out: Fight[] = [];
  for (const e of after.els) {
    if (e.side !== seat || e.status !== 'on') continue;
    for (const t of enemiesOf(after, e)) {
      if (!f2f(e, t)) continue;
      const e0 = byId(before, e.id), t0 = byId(before, t.id);
      if (e0 && t0 && e0.status === 'on' && t0.status === 'on' && f2f(e0, t0)) continue;
      out.push({ id: e.id, target: t.id, edge: score(after, e, t, 0, false).total - score(after, t, e, 0, false).total, gen: e.gen, odds: fightOdds(after, e.id, t.id), room: recoilRoom(after, e.id) });
    }
  }
  return out;
}

/** Whether fights started together are worth starting: none at all, or on the whole at
 *  least `need` each and none more than one worse, none by a base that could not recoil
 *  (REC-03) unless its edge is SURE_EDGE; the general (whose loss loses the
 *  battle once his side has lost more, VIC-01) only with a clear edge of 2. */
export function fightsWorth(fights: Fight[], need: number): boolean {
  if (!fights.length) return true;
  let sum = 0, odds = 0;
  for (const f of fights) {
    if (f.gen && (f.edge < 2 || f.odds < 0)) return false;
    if (f.edge < need - 1) return false;
    if (f.room === false && f.edge < SURE_EDGE) return false;
    sum += f.edge;
    odds += f.odds;
  }
  return sum >= need * fights.length && odds >= ODDS_STEP * need;
}

/** The edge at which a fight is worth making even with no room to recoil behind. */
export const SURE_EDGE = 3;

/** How much a loss of each kind is worth, in elements (VIC-01: four elements, or the
 *  general, lose the battle). A recoil or flight only gains ground. */
const RESULT_WORTH: Record<Res, number> = { none: 0, recoil: 10, flee: 30, destroyed: 100, surrender: 100 };
/** How much worse (in hundredths of an element) a fight may be for each step of daring. */
export const ODDS_STEP = 15;

/** What a fight between our `id` and enemy `target` in `s` is worth to us on average over
 *  the 36 throws of the two dice (RES-01 totals, OUT-05..07 results), in hundredths of an
 *  element: their losses less ours; the general's loss counts three. `lift` is added to
 *  our total (overlaps our friends will take away), and `pinned` makes their recoil or
 *  flight a loss (an enemy that cannot recoil is destroyed, REC-03); `stuck` does the
 *  same for our own recoil (a base with no room behind it is destroyed by any defeat). */
export function fightOdds(s: DbaState, id: number, target: number, lift = 0, pinned = false, stuck = false): number {
  const e = byId(s, id), t = byId(s, target);
  if (!e || !t) return 0;
  const se = score(s, e, t, 0, false), st = score(s, t, e, 0, false);
  const me = { type: e.type, bad: inBad(s, e), inBuaCamp: e.where !== '' };
  const them = { type: t.type, bad: inBad(s, t), inBuaCamp: t.where !== '' };
  let sum = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
    const ta = se.total + lift + a, tb = st.total + b;
    if (ta === tb) {
      if (outcome({ ...them, total: tb }, { ...me, total: ta }, { shooting: false }) === 'destroyed') sum += t.gen ? 300 : 100;
      if (outcome({ ...me, total: ta }, { ...them, total: tb }, { shooting: false }) === 'destroyed') sum -= e.gen ? 300 : 100;
    } else if (ta > tb) {
      const r = outcome({ ...them, total: tb }, { ...me, total: ta }, { shooting: false });
      const w = pinned && (r === 'recoil' || r === 'flee') ? 100 : RESULT_WORTH[r];
      sum += w === 100 && t.gen ? 300 : w;
    } else {
      const r = outcome({ ...me, total: ta }, { ...them, total: tb }, { shooting: false });
      const w = stuck && (r === 'recoil' || r === 'flee') ? 100 : RESULT_WORTH[r];
      sum -= w === 100 && e.gen ? 300 : w;
    }
  }
  return Math.trunc(sum / 36);
}

/** Overlaps on our element in a fight just made (CC-04) that friends standing beside it
 *  in its line, not yet fighting, can take away by closing on the overlapping enemies
 *  with the PIPs left: a line that goes in element by element pays the first contact's
 *  overlaps only if the rest never follow. */
export function overlapsToLift(after: DbaState, id: number, target: number, friendsFree: number, pipsLeft: number): number {
  const e = byId(after, id), t = byId(after, target);
  if (!e || !t) return 0;
  const over = score(after, e, t, 0, false).items.filter((f) => f[2] === 'flankL' || f[2] === 'flankR').length;
  return Math.max(0, Math.min(over, friendsFree, pipsLeft));
}

/** Whether our element `id` in `s` could recoil if beaten (REC-01..03): the rules' own
 *  recoil is tried on a copy. A base with a friend, the river bank, a camp or an enemy
 *  close behind it is destroyed by any defeat, so a fight it starts there risks a whole
 *  element for a recoil's worth of gain. */
export function recoilRoom(s: DbaState, id: number): boolean {
  const t = clone(s);
  const e = byId(t, id);
  if (!e || e.status !== 'on') return false;
  const quiet: Ctx = { dice: { roll: () => 1, d6: () => 1, d10: () => 1 }, log() {} };
  return recoil(t, e, quiet, false) && e.status === 'on';
}
