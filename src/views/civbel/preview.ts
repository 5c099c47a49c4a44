// What an offered Civitates Bellantes action would change, for the table's ghosts, and
// which units and leaders it concerns. No rules here: the action is applied by the rule
// system to a copy with dice that refuse to roll.
import type { BoardProps } from '../../app/board-contract';
import type { CivAction, CivGame } from '../../rules/civbel';
import type { CbStand, CbUnit } from '../../rules/civbel/state';
import type { Dice } from '../../engine/draws';
import type { Lang } from '../../engine/contract';
import { JT } from '../../rules/civbel/data/scale';
import { AVD_FACES } from '../../rules/civbel/data/tables';
import { chaptersOf } from '../../rules/civbel/half-phases';
import { NO_DICE } from '../table/geometry';
import { carried, poseOf } from './poses';

export type Ghosts = { stands: { u: CbUnit; st: CbStand[] }[]; leaders: { i: number; x: number; y: number }[] };

/** What an action would change, for the ghost: applied to a copy with dice that refuse
 *  to roll; a posed action the rules cannot preview without dice is shown at its pose. */
export function preview(sys: BoardProps<CivGame, CivAction>['sys'], s: CivGame, a: CivAction): Ghosts {
  const out: Ghosts = { stands: [], leaders: [] };
  let next: CivGame | null = null;
  // A move's distance is rolled: its ghost shows where an average roll would take it.
  const dice = a.k === 'move' ? averageDice() : NO_DICE;
  try { next = sys.apply(s, s.active, a, { dice, log() {} }); } catch { next = null; }
  if (next) {
    next.units.forEach((n, i) => {
      const o = s.units[i];
      if (o && !n.destroyed && n.stands.some((st, k) => !o.stands[k] || st.x !== o.stands[k].x || st.y !== o.stands[k].y || st.h !== o.stands[k].h)) out.stands.push({ u: n, st: n.stands });
    });
    next.leaders.forEach((n, i) => { const o = s.leaders[i]; if (o && n.alive && (n.x !== o.x || n.y !== o.y)) out.leaders.push({ i, x: n.x, y: n.y }); });
  }
  const p = poseOf(a);
  if (p && !out.stands.length && s.units[p.unit]) out.stands.push({ u: s.units[p.unit], st: carried(s.units[p.unit], p.pose) });
  // A leader's Move action (CMD-08) takes effect when the half-phase ends: shown where he goes.
  if (a.k === 'allocate' && !out.leaders.length) for (const c of a.actions) if (c.kind === 'move') out.leaders.push({ i: a.leader, x: c.x, y: c.y });
  return out;
}

/** Whether an action puts something somewhere (armed first, confirmed on a second tap): a
 *  move, a formation change, a Legion's detachment or its line relief is seen as a ghost before it is made. */
export const hasDestination = (a: CivAction) => !!poseOf(a) || a.k === 'move' || a.k === 'form' || a.k === 'detach' || a.k === 'relieve' || (a.k === 'allocate' && a.actions.some((c) => c.kind === 'move'));

/** The units and leaders an action concerns, for rings and for the selected piece's list. */
export function concerns(a: CivAction): { units: number[]; leaders: number[] } {
  const p = poseOf(a);
  if (p) return { units: [p.unit], leaders: [] };
  if (a.k === 'allocate') return { units: a.actions.flatMap((c) => (c.kind === 'steady' && c.unit >= 0 ? [c.unit] : c.kind === 'move' && c.attach >= 0 ? [c.attach] : [])), leaders: [a.leader] };
  if (a.k === 'stop' || a.k === 'move' || a.k === 'respond') return { units: [a.unit], leaders: [] };
  if (a.k === 'charge') return { units: [a.unit, a.target], leaders: [] };
  return { units: [], leaders: [] };
}


/** Dice that roll 3 and 4 in turn: the Average Die's mean (3½ a die), for a move's ghost. */
export function averageDice(): Dice {
  let n = 0;
  const next = () => (n++ % 2 === 0 ? 3 : 4);
  return { roll: () => next(), d6: () => next(), d10: () => next() };
}

const HOW_SHORT: Record<string, [string, string]> = {
  march: ['march', 'marche'], advance: ['advance', 'avance'], incline: ['incline', 'oblique'], wheel: ['wheel', 'pivot'], aboutFace: ['about face', 'demi-tour'],
};
/** A few words over the dragged unit: the move it makes and how far the dice may take it ("incline 20° · 2–5 JT"). */
export function moveNote(s: CivGame, a: Extract<CivAction, { k: 'move' }>, lang: Lang): string {
  const fr = lang === 'fr';
  const how = (HOW_SHORT[a.how] ?? HOW_SHORT.advance)[fr ? 1 : 0];
  const angle = a.angle ? ` ${Math.abs(a.angle)}° ${a.angle > 0 ? (fr ? 'g.' : 'L') : (fr ? 'd.' : 'R')}` : '';
  const [lo, hi] = rolledJt(s, a);
  return a.how === 'aboutFace' ? how : `${how}${angle} · ${lo}–${hi} ${fr ? 'JJ' : 'JT'}`;
}

function rolledJt(s: CivGame, a: Extract<CivAction, { k: 'move' }>): [string, string] {
  const u = s.units[a.unit];
  if (!u) return ['0', '0'];
  const cb = chaptersOf(s);
  const n = cb.moveDice(u.type, u.type === 'phalangites').move;
  const march = a.how === 'march';
  const lo = cb.moveDistance(u, Array(n).fill(Math.min(...AVD_FACES)), march);
  const hi = cb.moveDistance(u, Array(n).fill(Math.max(...AVD_FACES)), march);
  const jt = (d: number) => { const h = Math.round((d * 2) / JT); return h === 1 ? '½' : `${Math.floor(h / 2)}${h % 2 ? '½' : ''}`; };
  return [jt(lo), jt(hi)];
}

/** The distances a move may roll, in words: "rolls 1½ to 2½ JT" (least and most of the
 *  Average Die on each of its move dice, the stand-in's A.1). */
export function rollRange(s: CivGame, a: Extract<CivAction, { k: 'move' }>, lang: Lang): string {
  if (a.how === 'aboutFace') return lang === 'fr' ? 'sur place' : 'on the spot';
  const [lo, hi] = rolledJt(s, a);
  return lang === 'fr' ? `distance au dé : ${lo} à ${hi} JJ ; le fantôme montre un jet moyen` : `rolled distance: ${lo} to ${hi} JT; the ghost shows an average roll`;
}
