// Districts (13.2.3), victory points (13.3.2) and victory levels.
import type { Ctx } from '../../engine/contract';
import { vpForQuality } from './data/tables';
import { DISTRICTS, type District } from './data/map-sparta';
import { MAP, alive, quality, side, unitsAt, type NState } from './state';

const DISTRICT_HEXES: Record<string, number[]> = {};
for (const d of DISTRICTS) DISTRICT_HEXES[d] = Object.keys(MAP.district).map(Number).filter((h) => MAP.district[h] === d).sort((a, b) => a - b);
function districtHexes(d: District): number[] { return DISTRICT_HEXES[d]; }
const valiantOf = (s: NState, h: number, seat: number) => unitsAt(s, h).some((i) => side(s, i) === seat && s.u[i].dis === 0);

/** Hexes holding a valiant unit of each side: valiantOf for many hexes at once (this runs after every step). */
export function valiantHexes(s: NState): Set<number>[] {
  const out = [new Set<number>(), new Set<number>()];
  for (let i = 0; i < s.u.length; i++) if (!s.u[i].elim && s.u[i].dis === 0) out[side(s, i)].add(s.u[i].hex);
  return out;
}

/** 13.2.3-b: no valiant Roman unit in any of its hexes. */
export function controlledBySparta(s: NState, d: District): boolean {
  return !districtHexes(d).some((h) => valiantOf(s, h, 0));
}

/** 13.2.3-c with the G-16 option. */
export function clearedByRome(s: NState, d: District, valiant?: Set<number>[]): boolean {
  const hexes = districtHexes(d);
  const v = (h: number, seat: number) => (valiant ? valiant[seat].has(h) : valiantOf(s, h, seat));
  if (hexes.some((h) => v(h, 1))) return false;
  if (s.o.cleared === 'literal') return true;
  if (s.o.cleared === 'sticky') return s.fl.everEntered.includes(d);
  return hexes.some((h) => v(h, 0));
}

/** Keeps the "once entered by a valiant Roman" record of the sticky reading. */
export function noteEntries(s: NState, valiant: Set<number>[] = valiantHexes(s)): void {
  for (const d of DISTRICTS) {
    if (s.fl.everEntered.includes(d)) continue;
    if (districtHexes(d).some((h) => valiant[0].has(h))) { s.fl.everEntered.push(d); s.fl.everEntered.sort(); }
  }
}

/** 13.3.2-p (B): the four districts cleared. */
export function checkDecisive(s: NState, ctx: Ctx, valiant: Set<number>[] = valiantHexes(s)): void {
  if (s.result) return;
  if (DISTRICTS.every((d) => clearedByRome(s, d, valiant))) {
    s.result = { winner: 0, kind: 'districtsCleared' };
    ctx.log({ t: 'decisive', rule: 'Nabis 13.3.2-p', kind: 'districtsCleared' });
  }
}

const occupied = (s: NState, hexes: number[], seat: number, valiantOnly: boolean) =>
  hexes.filter((h) => unitsAt(s, h).some((i) => side(s, i) === seat && (!valiantOnly || s.u[i].dis === 0)));

/** 13.3.2-m: 2 VP at the end of each turn but the last for a Spartan unit on the Heptagon. */
export function endTurnVp(s: NState, ctx: Ctx): void {
  if (s.turn >= s.lastTurn) return;
  if (occupied(s, MAP.heptagon, 1, s.o.heptagonSpartan === 'valiant').length) {
    s.vp[1] += 2; s.fl.hepTurns += 1;
    ctx.log({ t: 'vp', rule: 'Nabis 13.3.2-m', seat: 1, vp: 2 });
  }
}

/** End-of-game VP (13.3.2-f, g, h, l, n, o). */
export function endGameVp(s: NState): number[] {
  const r = [0, 0];
  const cleared = DISTRICTS.filter((d) => clearedByRome(s, d)).length;
  r[0] += Math.min(3, cleared);
  r[0] += occupied(s, MAP.heptagon, 0, true).length;
  r[0] += 2 * occupied(s, [...MAP.temple, ...MAP.sanctuary], 0, true).length;
  r[1] += 2 * DISTRICTS.filter((d) => controlledBySparta(s, d)).length;
  if (occupied(s, MAP.heptagon, 1, s.o.heptagonSpartan === 'valiant').length) r[1] += 5;
  r[1] += 4 * occupied(s, [...MAP.temple, ...MAP.sanctuary], 1, false).length;
  return r;
}

/** 13.3.2-r: major (8+ more VP), minor, or a draw on equal VP (G-45). */
export function finalResult(s: NState, ctx: Ctx): void {
  const e = endGameVp(s);
  s.fl.endVp = e;
  s.vp[0] += e[0]; s.vp[1] += e[1];
  ctx.log({ t: 'endVp', rule: 'Nabis 13.3.2-r', rome: e[0], sparta: e[1], total: [...s.vp] });
  const d = s.vp[0] - s.vp[1];
  s.result = d === 0 ? { winner: -1, kind: 'draw' } : { winner: d > 0 ? 0 : 1, kind: Math.abs(d) >= 8 ? 'major' : 'minor' };
}

/** The VP each side should have, recounted from the state (fuzz invariant). */
export function recountVp(s: NState): number[] {
  const r = [0, 0];
  for (let i = 0; i < s.u.length; i++) {
    if (!s.u[i].elim) continue;
    const q = s.o.vpQuality === 'current' ? s.u[i].vpq : vpForQuality(s.ud[i].front.q);
    r[1 - side(s, i)] += s.o.vpQuality === 'current' ? q : q;
  }
  r[0] += 3 * s.fl.lk[0] + s.fl.fireUses + s.fl.endVp[0];
  r[1] += 3 * s.fl.lk[1] + 3 * s.fl.triShot + 5 * s.fl.triMelee + 2 * s.fl.hepTurns + s.fl.endVp[1];
  void alive; void quality;
  return r;
}
