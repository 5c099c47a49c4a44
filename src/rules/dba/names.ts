// Elements and armies as players name them in the log: "Cv #14" (the troop type the
// army lists print, and the element's number on the table), the general marked with
// his army ("Cv #14 (Hittite Empire general)"), and moves in players' words (advance so
// many paces, wheel 30° left, turn about, move back) measured from the pose before.
import type { Lang } from '../../engine/contract';
import { deltaDeg, dirN, isqrt, rotate } from '../../engine/plane';
import { ARMY_LISTS } from './data/armies';
import type { DbaState, Elem } from './state';

type T2 = [string, string];
export type Pose3 = { x: number; y: number; h: number };

/** The army's name without its dates ("Hittite Empire"), in the reader's language. */
export function armyName(s: DbaState, side: number, fr: boolean): string {
  const a = s.armies[side];
  if (!a) return '?';
  const list = ARMY_LISTS[a.list];
  const full = list ? list.name[fr ? 'fr' : 'en'] : a.list === 'free' ? (fr ? 'armée libre' : 'free army') : a.name;
  return full.replace(/\s*\([^)]*\d[^)]*\)\s*$/, ''); // the dates, not a name in brackets ("Trojan War (Trojan)")
}

/** "Cv #14", or "Cv #14 (Hittite Empire general)" (French: "Cv #14 (général, Empire hittite)"). */
export function elemLabel(s: DbaState, id: number, fr: boolean): string {
  if (id === 26) return fr ? 'la garnison de la ville' : 'the BUA garrison'; // its denizens, fighting as one element (GAR-04)
  const e = s.els.find((x) => x.id === id);
  if (!e) return fr ? 'un élément retiré' : 'a removed element';
  const base = `${e.type} #${id}`;
  if (e.follower) return fr ? `${base} (valets du camp, ${armyName(s, e.side, fr)})` : `${base} (${armyName(s, e.side, fr)} camp followers)`;
  if (!e.gen) return base;
  return fr ? `${base} (général, ${armyName(s, e.side, fr)})` : `${base} (${armyName(s, e.side, fr)} general)`;
}

export const EDGE_WORD: T2[] = [['south', 'sud'], ['east', 'est'], ['north', 'nord'], ['west', 'ouest']];

const DIR_WORD: T2[] = [
  ['ahead', 'vers l\'avant'], ['ahead and to the left', 'vers l\'avant gauche'], ['to the left', 'vers la gauche'], ['back and to the left', 'vers l\'arrière gauche'],
  ['back', 'vers l\'arrière'], ['back and to the right', 'vers l\'arrière droit'], ['to the right', 'vers la droite'], ['ahead and to the right', 'vers l\'avant droit'],
];

/** Forward and leftward components (paces) of a displacement, for a heading h. */
function along(h: number, dx: number, dy: number): { fwd: number; left: number } {
  const f = dirN(h, 1000);
  return { fwd: Math.round((dx * f.x + dy * f.y) / 1000), left: Math.round((dx * -f.y + dy * f.x) / 1000) };
}

/** Which way a displacement went, seen from the element's facing before it moved (eight words). */
export function directionWord(h: number, dx: number, dy: number, fr: boolean): string {
  const { fwd, left } = along(h, dx, dy);
  // Octants by integer comparisons: tan 22.5° ≈ 0.4142 ≈ 41/99.
  const ax = Math.abs(fwd), ay = Math.abs(left);
  let k: number;
  if (ay * 99 <= ax * 41) k = fwd >= 0 ? 0 : 4;
  else if (ax * 99 <= ay * 41) k = left > 0 ? 2 : 6;
  else k = fwd > 0 ? (left > 0 ? 1 : 7) : (left > 0 ? 3 : 5);
  return DIR_WORD[k][fr ? 1 : 0];
}

const dist = (dx: number, dy: number) => isqrt(dx * dx + dy * dy);
const turnWord = (dh: number, fr: boolean) => (Math.abs(dh) === 180 ? (fr ? 'fait demi-tour' : 'turns about') : fr ? `pivote de ${Math.abs(dh)}° à ${dh > 0 ? 'gauche' : 'droite'}` : `wheels ${Math.abs(dh)}° ${dh > 0 ? 'left' : 'right'}`);

/** A single element's move from `e` to `to` in players' words (without the element's name). */
export function moveWords(e: Pose3 & { w: number }, to: Pose3, lang: Lang): string {
  const fr = lang === 'fr';
  const dh = deltaDeg(e.h, to.h);
  const dx = to.x - e.x, dy = to.y - e.y;
  const { fwd, left } = along(e.h, dx, dy);
  const d = dist(dx, dy);
  if (d === 0) return dh === 0 ? (fr ? 'reste en place' : 'stays where it is') : Math.abs(dh) === 180 ? (fr ? 'fait demi-tour sur place' : 'turns about on the spot') : fr ? `pivote sur place de ${Math.abs(dh)}° à ${dh > 0 ? 'gauche' : 'droite'}` : `turns ${Math.abs(dh)}° ${dh > 0 ? 'left' : 'right'} on the spot`;
  if (dh === 0) {
    if (Math.abs(left) <= 2) return fwd >= 0 ? (fr ? `avance de ${fwd} pas` : `advances ${fwd} paces`) : (fr ? `recule de ${-fwd} pas` : `moves back ${-fwd} paces`);
    return fr ? `se déplace de ${d} pas ${directionWord(e.h, dx, dy, fr)} sans changer de face` : `moves ${d} paces ${directionWord(e.h, dx, dy, fr)}, keeping its facing`;
  }
  // A wheel pivots on the front corner on the side it turns to; the rest is an advance.
  const half = Math.floor(e.w / 2);
  const l = dirN(e.h + 90, half);
  const pivot = dh > 0 ? { x: e.x + l.x, y: e.y + l.y } : { x: e.x - l.x, y: e.y - l.y };
  const r = rotate({ x: e.x - pivot.x, y: e.y - pivot.y }, dh);
  const wheeled = { x: pivot.x + r.x, y: pivot.y + r.y };
  const rest = along(to.h, to.x - wheeled.x, to.y - wheeled.y);
  const outer = Math.round((Math.abs(dh) * 314 * e.w) / 18000); // the arc the outer corner sweeps
  if (Math.abs(rest.left) <= 3 && rest.fwd >= -3 && Math.abs(dh) < 180) {
    const then = rest.fwd > 3 ? (fr ? ` puis avance de ${rest.fwd} pas` : ` then advances ${rest.fwd} paces`) : '';
    return fr ? `${turnWord(dh, fr)} (l'angle extérieur parcourt ${outer} pas)${then}` : `${turnWord(dh, fr)} (its outer corner sweeps ${outer} paces)${then}`;
  }
  return fr ? `${Math.abs(dh) === 180 ? 'fait demi-tour' : `tourne de ${Math.abs(dh)}° à ${dh > 0 ? 'gauche' : 'droite'}`} et va ${d} pas ${directionWord(e.h, dx, dy, fr)}`
    : `${Math.abs(dh) === 180 ? 'turns about' : `turns ${Math.abs(dh)}° ${dh > 0 ? 'left' : 'right'}`} and goes ${d} paces ${directionWord(e.h, dx, dy, fr)}`;
}

/** Where a pose lies on the table for its side: paces in from its own edge and from its left. */
export function fromEdge(s: DbaState, e: Elem | undefined, x: number, y: number): { inDist: number; along: number } {
  const edge = e ? s.edge[e.side] : 0;
  return { inDist: [y, 2400 - x, 2400 - y, x][edge] ?? 0, along: [x, y, 2400 - x, 2400 - y][edge] ?? 0 };
}

/** An element as a refusal names it ("Cv #14", "Cv #14 (Hittite Empire general)"): the
 *  log's English label, never a bare number; refusal-words.ts finds the element number in
 *  it and names the element again in the player's language. */
export const refLabel = (s: DbaState, id: number): string => elemLabel(s, id, false);
