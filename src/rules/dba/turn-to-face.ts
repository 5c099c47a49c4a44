// CC-03 (spec §8.8): at the end of the movement phase, elements contacted on a flank
// or the rear, and not in frontal combat, turn to face their first attacker, who makes
// room by stepping back. Not modelled: the column case (a second element turning, a
// third pushed back); if no room can be made, the element does not turn (INTERP-22).
import type { Ctx } from '../../engine/contract';
import { corners, dirN, footprint, normDeg, overlaps, poseFromFL } from '../../engine/plane';
import { onBoard } from './terrain';
import { enemiesOf, flankL, flankR, fpOf, inFrontalCombat, onTable, rear } from './geometry';
import type { DbaState } from './state';

export function turnToFace(s: DbaState, ctx: Ctx): void {
  const order = onTable(s).filter((e) => e.stamp > 0).sort((a, b) => a.stamp - b.stamp || a.id - b.id);
  for (const e of order) {
    if (e.status !== 'on' || inFrontalCombat(s, e)) continue;
    const a = enemiesOf(s, e).find((o) => flankL(o, e) || flankR(o, e) || rear(o, e));
    if (!a) continue;
    // The attacker makes room (§8.8 step 4): it steps straight back the least distance,
    // pace by pace up to one base depth of the turning element, that clears the turn.
    let done = false;
    for (let t = 0; t <= e.d && !done; t++) {
      const back = dirN(a.h + 180, t);
      const aPose = { x: a.x + back.x, y: a.y + back.y, h: a.h };
      const aPoly = footprint(aPose, a.w, a.d);
      const A = corners(aPose, a.w, a.d);
      const p = poseFromFL(A.FR, a.h + 180, e.w);
      const poly = footprint(p, e.w, e.d);
      const others = onTable(s).filter((o) => o.id !== e.id && o.id !== a.id);
      if (others.some((o) => overlaps(poly, fpOf(o)) || (t > 0 && overlaps(aPoly, fpOf(o))))) continue;
      if (t > 0 && !onBoard(aPoly)) break;
      if (t > 0) { a.x = aPose.x + 0; a.y = aPose.y + 0; ctx.log({ t: 'makeRoom', rule: 'DBA CC-03', el: a.id, dist: t }); }
      e.x = p.x + 0; e.y = p.y + 0; e.h = normDeg(p.h);
      done = true;
    }
    if (!done) { ctx.log({ t: 'noTurn', rule: 'DBA CC-03', el: e.id }); continue; } // INTERP-22
    ctx.log({ t: 'turn', rule: 'DBA CC-03', el: e.id, to: a.id });
  }
  for (const e of s.els) e.stamp = 0;
}
