// MOV-07 group moves as the bots and legalActions propose them (group-moves.ts decides
// their legality): a line narrowing into a column, a shift lining a member up with an
// enemy in front, a column following the road it stands on.
import { dirN } from '../../engine/plane';
import type { DbaAction } from './actions';
import { MOVE } from './data/troops';
import { support } from './geometry';
import { lineUpShifts } from './group-moves';
import { poseOnRoad } from './movement';
import type { DbaState, Elem } from './state';

/** MOV-07a: the line (side-by-side members, one heading) forms a column behind its middle
 *  member (or member `headId`), which advances `adv`; the others fall in behind, nearest first. */
export function columnPlan(line: Elem[], adv: number, headId = -1): DbaAction | null {
  if (line.length < 2 || line.some((e) => e.h !== line[0].h)) return null;
  const h = line[0].h, r = dirN(h - 90, 1000);
  const along = (e: Elem) => e.x * r.x + e.y * r.y;
  const sorted = [...line].sort((a, b) => along(a) - along(b) || a.id - b.id);
  const head = sorted.find((e) => e.id === headId) ?? sorted[Math.floor((sorted.length - 1) / 2)];
  const rest = sorted.filter((e) => e.id !== head.id).sort((a, b) => Math.abs(along(a) - along(head)) - Math.abs(along(b) - along(head)) || a.id - b.id);
  const ids = [head.id], at = [{ ...add(head, dirN(h, adv)), h }];
  let back = head.d;
  for (const e of rest) {
    ids.push(e.id);
    at.push({ ...add(head, dirN(h, adv - back)), h });
    back += e.d;
  }
  return { k: 'reform', ids, at };
}

const add = (p: { x: number; y: number }, v: { x: number; y: number }) => ({ x: p.x + v.x, y: p.y + v.y });

/** MOV-07d: for each member with an enemy facing it within `reach` in front and out of
 *  line by at most ½ BW: advance until it is 100 p away (less than 1 BW), shift to line up
 *  with it, then (if `contact`) advance onto it. */
export function shiftPlans(s: DbaState, line: Elem[], contact: boolean, reach = 159): DbaAction[] {
  const ids = line.map((e) => e.id).sort((a, b) => a - b);
  return lineUpShifts(s, line, reach).map((p) => {
    const dist = Math.max(0, p.gap - 100);
    return { k: 'shift', ids, dist, shift: p.shift, then: contact ? p.gap - dist : 0 };
  });
}

/** Columns among `mine`: chains of two or more elements each exactly behind the one before (G-SUPPORT), head first. */
export function columnsOf(mine: Elem[]): Elem[][] {
  const out: Elem[][] = [];
  for (const e of mine) {
    if (mine.some((f) => f.id !== e.id && support(e, f))) continue; // not a head
    const col = [e];
    for (let next = mine.find((f) => support(f, e)); next && col.length < 12; next = mine.find((f) => support(f, col[col.length - 1]))) col.push(next);
    if (col.length >= 2) out.push(col);
  }
  return out;
}

/** MOV-07c: a column whose head stands on a road follows it straight on (for `frac` of the road rate). */
export function followPlan(s: DbaState, col: Elem[], frac: number): DbaAction | null {
  const head = col[0];
  if (!poseOnRoad(s, head, head.w, head.d)) return null;
  const rate = Math.min(...col.map((e) => MOVE[e.type].road));
  return { k: 'follow', ids: col.map((e) => e.id), dist: Math.floor((rate * frac) / 4) - 2, turn: 0, then: 0 };
}

/** The member of a line standing on a road (INTERP-47), to head a column that will follow it. */
export function onRoadMember(s: DbaState, line: Elem[]): Elem | null {
  return line.find((e) => poseOnRoad(s, e, e.w, e.d)) ?? null;
}
