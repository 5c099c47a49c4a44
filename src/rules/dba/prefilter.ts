// A quick, conservative verdict for the bots and legalActions, which only need to know
// whether an action is legal and try hundreds of candidates per decision. Each test
// below restates a refusal that the move's code always reaches before any die is
// rolled, so when it holds the action is illegal whatever the full check would report
// first. `true` means surely illegal; `false` means ask dba.check, which is unchanged,
// so the violation it reports stays the same. Keep these in step with movement.ts.
import type { Seat } from '../../engine/contract';
import { normDeg, overlaps, polysWithin } from '../../engine/plane';
import type { DbaAction } from './actions';
import { MOVE, RIVER_MOVE } from './data/troops';
import type { Camp, DbaState, Elem } from './state';
import { allowance, alongRoad, contactPose, maxCornerShift, sweptArea } from './movement';
import { buaAssaultPose, buaPoly, mayEnterBua } from './bua';
import { assaultPose, campHolder } from './camp-assault';
import { campPoly } from './camp';
import { fpAt, fpOf, inCloseCombat, onTable } from './geometry';
import { onBoard } from './terrain';
import { pipCost } from './pip';
import { aboutElem } from './memo';
import { Refusal } from './refuse';
import { freePivot } from './pivot';
import type { Poly, Pose } from '../../engine/plane';
import { passTactical } from './data/tables';

/** The largest DBA DIST-02 allowance any going could give e (road, good, bad, river);
 *  the road rate only where the table has a road (allowance gives it on a road only). */
function reach(s: DbaState, e: Elem): number {
  const m = MOVE[e.type];
  return Math.max(m.good, s.terrain.some((f) => f.kind === 'Road') ? m.road : 0, m.bad ?? 0, RIVER_MOVE);
}

/** DBA DIST-02 as checkPath applies it to a single element moving to `to`: beyond the
 *  allowance of the going met (or DIST-03's refusal of that going) is illegal. */
function tooFar(s: DbaState, e: Elem, to: Pose): boolean {
  const shift = maxCornerShift(e, to), r = reach(s, e);
  if (shift > r * r) return true;
  try {
    const lim = allowance(s, e, sweptArea(e, to), e.type, to);
    return shift > lim * lim;
  } catch (x) {
    if (x instanceof Refusal) return true;
    throw x;
  }
}

/** DBA 2ND-01 as secondMoveOk applies it to a single element's move not into contact. */
function secondMoveRefused(s: DbaState, e: Elem, to: Pose): boolean {
  if (e.moves === 0) return false;
  if (e.dismountedNow) return true;
  if ((e.type === 'Ps' && !s.hadBound[e.side]) || e.type === 'LH') return false; // their own tests: ask check
  return !alongRoad(s, e, to);
}

/** DBA MOV-02 / INT-01 as checkPath applies them to a single element moving alone when
 *  there is no BUA to pass through: it would end on an element, or its path crosses one
 *  it may not pass through. */
function blockedPath(s: DbaState, e: Elem, to: Pose, end: Poly): boolean {
  const swept = sweptArea(e, to);
  for (const o of onTable(s)) {
    if (o.id === e.id) continue;
    if (overlaps(end, fpOf(o))) return true;
    if (overlaps(swept, fpOf(o))) {
      const dh = normDeg(o.h - to.h);
      if (!(o.side === e.side && passTactical(e.type, o.type) && (dh === 0 || dh === 180))) return true;
    }
  }
  return false;
}

/** A verdict function for one state and seat; it memoises per element what it learns. */
export function quickVerdict(s: DbaState, seat: Seat): (a: DbaAction) => boolean {
  const busy = new Map<number, boolean>();
  const find = (id: number): Elem | undefined => s.els.find((e) => e.id === id);
  // DBA BRK-01: every single-element move, contact, camp or BUA move of an element in
  // close combat is refused (commonMover's own refusals are illegal all the same).
  const inContact = (e: Elem): boolean => {
    let b = busy.get(e.id);
    if (b === undefined) { b = aboutElem(s, e, 'cc', inCloseCombat); busy.set(e.id, b); }
    return b;
  };
  // PIP-01 for a single element's move (singleMove's pipCost, not dismounting).
  const pips = new Map<number, number>();
  const singleCost = (e: Elem): number => {
    let c = pips.get(e.id);
    if (c === undefined) { c = pipCost(s, [e], { dismounts: false, bua: e.where === 'bua' }); pips.set(e.id, c); }
    return c;
  };
  let bua: boolean | undefined;
  let bp: boolean | undefined;
  const noBua = (): boolean => (bp ??= buaPoly(s) === null);
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
        if (inContact(e)) return true;
        if (a.dis) return false; // another base moves: ask check
        // A waypoint move (option mov02): its two legs are for check to judge; its end
        // corners are still within the allowance from the start.
        if (a.via) return s.opt.mov02 !== 'waypoint' || maxCornerShift(e, { x: a.x, y: a.y, h: normDeg(a.h) }) > reach(s, e) * reach(s, e);
        // singleMove (not dismounting): 2ND-01 (secondMoveOk), then in checkPath DBA
        // MOV-02 off the table, DIST-02 beyond any allowance, MOV-02 ending on an element
        // or a path through an element (none is passed over in a BUA when there is no
        // BUA), then PIP-01 (payPips).
        const to: Pose = { x: a.x, y: a.y, h: normDeg(a.h) };
        const end = fpAt(to, e.w, e.d);
        if (!onBoard(end) || maxCornerShift(e, to) > reach(s, e) * reach(s, e)) return true;
        if (secondMoveRefused(s, e, to)) return true;
        if (noBua() && blockedPath(s, e, to, end)) return true;
        const cost = singleCost(e);
        return cost > s.pips || (s.landing[seat].length > 0 && s.pips - cost < 1);
      }
      case 'reform': case 'shift': case 'follow': {
        // DBA 2ND-01: only a column following a road moves again (group-moves.ts settle);
        // DBA DIST-02: a member's end pose beyond any allowance (reform gives it).
        const els = a.ids.map(find);
        if (els.some((e) => !e || e.status !== 'on' || e.side !== seat)) return false;
        if (a.k !== 'follow' && els.some((e) => e!.moves > 0)) return true;
        if (a.k === 'reform' && a.at.length === els.length) return els.some((e, i) => maxCornerShift(e!, { x: a.at[i].x, y: a.at[i].y, h: normDeg(a.at[i].h) }) > reach(s, e!) * reach(s, e!));
        return false;
      }
      case 'enterCamp': case 'assault': case 'enterBua': {
        const e = find(a.id);
        if (!e || e.status !== 'on' || e.side !== seat) return false;
        if (inContact(e)) return true;
        // DBA GAR-04: a BUA held, or defended against this side, is not entered.
        if (a.k === 'enterBua') return !enterable();
        // DBA GAR-02: an empty camp (or one held by friends) is entered, not assaulted.
        // CON-01, then DBA DIST-02 (checkPath, measured) for the pose flush on the camp.
        if (a.k === 'assault') {
          const c = s.camps[a.camp];
          if (!c) return false;
          if (!heldByEnemy(a.camp) || e.type === 'Art' || e.type === 'WWg') return true;
          return maxCornerShift(e, assaultPose(e, c)) > reach(s, e) * reach(s, e);
        }
        // DBA DIST-02 for entering a camp: its polygon beyond any allowance.
        const c = a.k === 'enterCamp' ? s.camps[a.camp] : null;
        return c !== null && c !== undefined && !polysWithin(fpOf(e), campPoly(c), reach(s, e));
      }
    }
    return false;
  };
}
