// A quick, conservative verdict for the bots and legalActions, which only need to know
// whether an action is legal and try hundreds of candidates per decision. Each test
// below restates a refusal that the move's code always reaches before any die is
// rolled, so when it holds the action is illegal whatever the full check would report
// first. `true` means surely illegal; `false` means ask dba.check, which is unchanged,
// so the violation it reports stays the same. Keep these in step with movement.ts.
import type { Seat } from '../../engine/contract';
import { normDeg, polysWithin } from '../../engine/plane';
import type { DbaAction } from './actions';
import { MOVE, RIVER_MOVE } from './data/troops';
import type { Camp, DbaState, Elem } from './state';
import { allowance, contactPose, maxCornerShift, sweptArea } from './movement';
import { buaAssaultPose, buaPoly, mayEnterBua } from './bua';
import { campHolder } from './camp-assault';
import { campPoly } from './camp';
import { fpOf, inCloseCombat } from './geometry';
import { Refusal } from './refuse';
import { freePivot } from './pivot';
import type { Pose } from '../../engine/plane';

/** The largest DBA DIST-02 allowance any going could give e (road, good, bad, river). */
function reach(e: Elem): number {
  const m = MOVE[e.type];
  return Math.max(m.good, m.road, m.bad ?? 0, RIVER_MOVE);
}

/** DBA DIST-02 as checkPath applies it to a single element moving to `to`: beyond the
 *  allowance of the going met (or DIST-03's refusal of that going) is illegal. */
function tooFar(s: DbaState, e: Elem, to: Pose): boolean {
  const shift = maxCornerShift(e, to), r = reach(e);
  if (shift > r * r) return true;
  try {
    const lim = allowance(s, e, sweptArea(e, to), e.type, to);
    return shift > lim * lim;
  } catch (x) {
    if (x instanceof Refusal) return true;
    throw x;
  }
}

/** A verdict function for one state and seat; it memoises per element what it learns. */
export function quickVerdict(s: DbaState, seat: Seat): (a: DbaAction) => boolean {
  const busy = new Map<number, boolean>();
  const find = (id: number): Elem | undefined => s.els.find((e) => e.id === id);
  // DBA BRK-01: every single-element move, contact, camp or BUA move of an element in
  // close combat is refused (commonMover's own refusals are illegal all the same).
  const inContact = (e: Elem): boolean => {
    let b = busy.get(e.id);
    if (b === undefined) { b = inCloseCombat(s, e); busy.set(e.id, b); }
    return b;
  };
  let bua: boolean | undefined;
  const enterable = (): boolean => (bua ??= mayEnterBua(s, seat));
  const held: (boolean | undefined)[] = [undefined, undefined];
  const heldByEnemy = (side: number): boolean => {
    let h = held[side];
    if (h === undefined) { const o = campHolder(s, s.camps[side] as Camp); h = o !== null && o.side !== seat; held[side] = h; }
    return h;
  };
  return (a) => {
    if (s.phase !== 'move' || seat !== s.active) return false;
    switch (a.k) {
      case 'contact': {
        const e = find(a.id), t = find(a.target);
        if (!e || !t || e.status !== 'on' || t.status !== 'on' || e.side !== seat) return false;
        const to = contactPose(e, t, a.kind);
        // DIST-01: the free pivot from an overlap onto a flank is not measured (pivot.ts).
        return inContact(e) || (!freePivot(s, e, t, a.kind, to) && tooFar(s, e, to));
      }
      case 'assaultBua': {
        const e = find(a.id), p = buaPoly(s);
        if (!e || !p || e.status !== 'on' || e.side !== seat || !s.bua || a.side < 0 || a.side >= p.length) return false;
        return inContact(e) || tooFar(s, e, buaAssaultPose(s, e, a.side));
      }
      case 'move': {
        const e = find(a.id);
        if (!e || e.status !== 'on' || e.side !== seat) return false;
        return inContact(e);
      }
      case 'reform': case 'shift': case 'follow': {
        // DBA 2ND-01: only a column following a road moves again (group-moves.ts settle);
        // DBA DIST-02: a member's end pose beyond any allowance (reform gives it).
        const els = a.ids.map(find);
        if (els.some((e) => !e || e.status !== 'on' || e.side !== seat)) return false;
        if (a.k !== 'follow' && els.some((e) => e!.moves > 0)) return true;
        if (a.k === 'reform' && a.at.length === els.length) return els.some((e, i) => maxCornerShift(e!, { x: a.at[i].x, y: a.at[i].y, h: normDeg(a.at[i].h) }) > reach(e!) * reach(e!));
        return false;
      }
      case 'enterCamp': case 'assault': case 'enterBua': {
        const e = find(a.id);
        if (!e || e.status !== 'on' || e.side !== seat) return false;
        if (inContact(e)) return true;
        // DBA GAR-04: a BUA held, or defended against this side, is not entered.
        if (a.k === 'enterBua') return !enterable();
        // DBA GAR-02: an empty camp (or one held by friends) is entered, not assaulted.
        if (a.k === 'assault') { const c = s.camps[a.camp]; return !!c && !heldByEnemy(a.camp); }
        // DBA DIST-02 for entering a camp: its polygon beyond any allowance.
        const c = a.k === 'enterCamp' ? s.camps[a.camp] : null;
        return c !== null && c !== undefined && !polysWithin(fpOf(e), campPoly(c), reach(e));
      }
    }
    return false;
  };
}
