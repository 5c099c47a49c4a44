// CC-03 (spec §8.8): at the end of the movement phase, elements contacted on a flank
// or the rear, and not in frontal combat, turn to face their first attacker, who makes
// room by stepping back. The column case (option cc03 "column"): a friend in column
// with the element, whose flank the attacker's front edge also touches, turns too and
// lines up behind it. A further friend in the column that the turned elements now
// overlap is pushed back (option cc03push "push", column-push.ts); games recorded before
// that option let it block instead. If no room can be made, the element does not turn
// (INTERP-22).
import type { Ctx } from '../../engine/contract';
import { dirN, normDeg, overlaps, poseFromFL } from '../../engine/plane';
import { onBoard } from './terrain';
import { cornersAt, cornersOf, edgeContactPoly, enemiesOf, flankL, flankR, fpAt, fpOf, inFrontalCombat, onTable, rear, support } from './geometry';
import type { DbaState, Elem } from './state';
import { noteTouches } from './moves-outcome';
import { columnOf, pushPlan } from './column-push';
import { firstContact } from './first-contact';

export function turnToFace(s: DbaState, ctx: Ctx): void {
  const order = onTable(s).filter((e) => e.stamp > 0).sort((a, b) => a.stamp - b.stamp || a.id - b.id);
  for (const e of order) {
    if (e.status !== 'on' || inFrontalCombat(s, e)) continue;
    // §8.8 step 1: the first enemy to have made that contact, by the record of option
    // cc43 (INTERP-43); games recorded before it take the first in element order.
    const on = enemiesOf(s, e).filter((o) => flankL(o, e) || flankR(o, e) || rear(o, e));
    const a = firstContact(s, e, on) ?? on[0];
    if (!a) continue;
    const second = s.opt.cc03 === 'column' && !rear(a, e) ? columnMate(s, e, a) : null;
    // The attacker makes room (§8.8 step 4): it steps straight back the least distance,
    // pace by pace up to one base depth of the turning element, that clears the turn.
    let done = false;
    const pushing = s.opt.cc03push === 'push';
    const pushedNow: Elem[] = [];
    for (let t = 0; t <= e.d && !done; t++) {
      const back = dirN(a.h + 180, t);
      const aPose = { x: a.x + back.x, y: a.y + back.y, h: a.h };
      const aPoly = fpAt(aPose, a.w, a.d);
      const A = cornersAt(aPose, a.w, a.d);
      const p = poseFromFL(A.FR, a.h + 180, e.w);
      const poly = fpAt(p, e.w, e.d);
      // The second of a column lines up behind the first (G-SUPPORT).
      const p2 = second ? poseFromFL(cornersAt(p, e.w, e.d).RL, p.h, second.w) : null;
      const poly2 = second && p2 ? fpAt(p2, second.w, second.d) : null;
      const others = onTable(s).filter((o) => o.id !== e.id && o.id !== a.id && o.id !== second?.id);
      // §8.8 step 3: further friends of the column are pushed back out of the way; a push
      // that cannot be made leaves this step-back of the attacker no good (INTERP-22).
      const plan = pushing ? pushPlan(s, columnOf(s, e).filter((f) => f.id !== second?.id), poly2 ? [poly, poly2] : [poly], [e.id, a.id, second?.id ?? -1], aPoly) : null;
      if (pushing && plan === null) continue;
      const fp = (o: Elem) => { const q = plan?.get(o.id); return q ? fpAt(q, o.w, o.d) : fpOf(o); };
      if (others.some((o) => overlaps(poly, fp(o)) || (poly2 !== null && overlaps(poly2, fp(o))) || (t > 0 && overlaps(aPoly, fp(o))))) continue;
      if (t > 0 && !onBoard(aPoly)) break;
      if (poly2 !== null && !onBoard(poly2)) break;
      if (t > 0) { a.x = aPose.x + 0; a.y = aPose.y + 0; ctx.log({ t: 'makeRoom', rule: 'DBA CC-03', el: a.id, dist: t }); }
      for (const [id, q] of plan ?? []) { const f = s.els.find((x) => x.id === id) as Elem; f.x = q.x + 0; f.y = q.y + 0; pushedNow.push(f); ctx.log({ t: 'pushBack', rule: 'DBA CC-03', el: id, by: e.id }); }
      e.x = p.x + 0; e.y = p.y + 0; e.h = normDeg(p.h);
      if (second && p2) { second.x = p2.x + 0; second.y = p2.y + 0; second.h = normDeg(p2.h); ctx.log({ t: 'turn', rule: 'DBA CC-03', el: second.id, to: a.id }); }
      done = true;
    }
    if (!done) { ctx.log({ t: 'noTurn', rule: 'DBA CC-03', el: e.id }); continue; } // INTERP-22
    ctx.log({ t: 'turn', rule: 'DBA CC-03', el: e.id, to: a.id });
    // The turn conforms nothing else: touches it leaves with other enemies are kept (option pur01).
    noteTouches(s, [...(second ? [e, second, a] : [e, a]), ...pushedNow]);
  }
  for (const e of s.els) e.stamp = 0;
}

/** CC-03 column case: a friend of e in column with it (G-SUPPORT either way, same facing)
 *  whose side edge the attacker's front edge also touches along a stretch, not in
 *  frontal combat itself. */
function columnMate(s: DbaState, e: Elem, a: Elem): Elem | null {
  const A = cornersOf(a);
  for (const f of onTable(s)) {
    if (f.side !== e.side || f.id === e.id || f.h !== e.h || !(support(f, e) || support(e, f)) || inFrontalCombat(s, f)) continue;
    const F = cornersOf(f);
    if (edgeContactPoly([A.FL, A.FR], [F.FL, F.RL]) || edgeContactPoly([A.FL, A.FR], [F.FR, F.RR])) return f;
  }
  return null;
}
