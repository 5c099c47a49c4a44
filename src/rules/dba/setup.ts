// Pre-battle sequence (spec §3.1, DEP-01..06, CAMP-01, ARMY-01..03): armies from the
// configuration, the aggression roll, edges, camps, deployment and swaps.
import type { GameConfig, Seat } from '../../engine/contract';
import { footprint, inside, overlaps, polysWithin, type Pose } from '../../engine/plane';
import { ARMY_LISTS, FREE_DEFAULTS } from './data/armies';
import { BASES, BW, MOUNTED } from './data/troops';
import { TOPOGRAPHIES, type Topography } from './data/terrain';
import type { ArmyInfo, Camp, DbaState, Elem } from './state';
import { areasUnder, featurePoly, onBoard, polyInBad } from './terrain';
import { CAMP_D, CAMP_L, campPoly } from './camp';
import { fpOf, onTable } from './geometry';

const B = 2400;

/** ARMY-01 / LIST-01..06: the 12 bases of a seat's army from the configuration, or why not. */
export function armyFromConfig(c: GameConfig, seat: Seat): ArmyInfo | string {
  const o = c.options;
  const id = (o['army' + seat] ?? (seat === 0 ? 'I/24b' : 'I/26a')) as string;
  const cf = o['cf' + seat];
  if (cf !== undefined && cf !== 0 && cf !== 1) return `cf${seat}: 0 or 1 (camp followers, ARMY-03)`;
  if (id === 'free') {
    const bases = o['free' + seat];
    if (!Array.isArray(bases) || bases.length !== 12 || bases.some((b) => typeof b !== 'string' || !Object.hasOwn(BASES, b) || b === 'CF')) return `free army ${seat}: 12 troop base codes needed`;
    const topo = (o['topo' + seat] ?? FREE_DEFAULTS.topography) as Topography;
    if (!TOPOGRAPHIES.includes(topo)) return 'unknown topography';
    const ag = (o['ag' + seat] ?? FREE_DEFAULTS.aggression) as number;
    if (!Number.isInteger(ag) || ag < 0 || ag > 4) return 'aggression 0 to 4';
    return { list: 'free', name: 'Free army', topography: topo, aggression: ag, bases: bases as string[], general: 0, dismount: bases.map(() => null), followers: o['cf' + seat] === 1 };
  }
  // Own properties only: a header naming `constructor` or `__proto__` names no list.
  const list = typeof id === 'string' && Object.hasOwn(ARMY_LISTS, id) ? ARMY_LISTS[id] : undefined;
  if (!list) return `unknown army list ${String(id)}`;
  const picks = (o['choices' + seat] ?? []) as unknown[];
  if (!Array.isArray(picks)) return 'choices must be an array';
  let k = 0;
  const bases: string[] = [];
  const dismount: (string | null)[] = [];
  let general = -1;
  for (const en of list.entries) {
    for (let i = 0; i < en.count; i++) {
      let b = en.choices[0];
      if (en.choices.length > 1) {
        const p = picks[k++];
        if (p !== undefined) {
          if (typeof p !== 'string' || !en.choices.includes(p)) return `choice ${p} not allowed in ${id}`;
          b = p;
        }
      }
      if (en.general && general < 0) general = bases.length;
      bases.push(b);
      dismount.push(en.dismount ?? null);
    }
  }
  if (bases.length !== 12) return 'an army has 12 elements';
  return { list: id, name: list.name.en, topography: list.topography, aggression: list.aggression, bases, general, dismount, followers: o['cf' + seat] === 1 };
}

export function makeElements(armies: [ArmyInfo, ArmyInfo]): Elem[] {
  const out: Elem[] = [];
  const follower = (side: Seat): Elem => ({
    id: 24 + side, side, base: 'CF', type: 'CF', gen: false, x: 0, y: 0, h: 90, w: BW, d: BASES.CF.depth, status: 'reserve', moves: 0, moved: false,
    dismountTo: '', dismountedNow: false, stamp: 0, bowFront: [], where: '', follower: true, fought: false,
  });
  for (const side of [0, 1] as Seat[]) {
    armies[side].bases.forEach((b, i) => {
      const def = BASES[b];
      out.push({
        id: side * 12 + i, side, base: b, type: def.type, gen: i === armies[side].general, x: 0, y: 0, h: 90, w: BW, d: def.depth,
        status: 'reserve', moves: 0, moved: false, dismountTo: armies[side].dismount[i] ?? '', dismountedNow: false, stamp: 0, bowFront: [],
        where: '', follower: false, fought: false,
      });
    });
  }
  // ARMY-03: one optional camp-follower element per army, ids 24 and 25.
  for (const side of [0, 1] as Seat[]) if (armies[side].followers) out.push(follower(side));
  return out;
}

/** Heading facing into the table from base edge e (0 south … 3 west). */
export const inward = (edge: number): number => [90, 180, 270, 0][edge];

/** Distance of a point from a board edge. */
export function fromEdge(edge: number, p: { x: number; y: number }): number {
  return [p.y, B - p.x, B - p.y, p.x][edge];
}

function shoreDepth(s: DbaState, edge: number): number {
  const w = s.terrain.find((f) => f.kind === 'Waterway' && f.p[0] === edge);
  return w ? w.p[1] : 0;
}

/** CAMP-01: the camp posed with its back on the base edge (or the shore), centred at `pos` along it. */
export function campAt(s: DbaState, seat: Seat, pos: number): Camp {
  const e = s.edge[seat];
  const off = shoreDepth(s, e) + CAMP_D;
  const P = [{ x: pos, y: off }, { x: B - off, y: pos }, { x: pos, y: B - off }, { x: off, y: pos }][e];
  return { owner: seat, x: P.x, y: P.y, h: inward(e), l: CAMP_L, dp: CAMP_D, controller: seat, everTaken: false };
}

export function campProblem(s: DbaState, c: Camp): string | null {
  const poly = campPoly(c);
  if (!onBoard(poly)) return 'DBA CAMP-01: the camp must be on the table';
  if (areasUnder(s, poly).length) return 'DBA CAMP-01: a camp stands in good going clear of terrain features';
  if (s.terrain.some((f) => (f.kind === 'River' || f.kind === 'Road' || f.kind === 'Waterway') && overlaps(poly, featurePoly(f)))) return 'DBA CAMP-01: not on a river, road or waterway';
  const other = s.camps[1 - c.owner];
  if (other && overlaps(poly, campPoly(other))) return 'DBA CAMP-01: camps may not overlap';
  return null;
}

/** DEP-04 / INTERP-46 / INTERP-45: why this deployment pose is illegal, or null. */
export function deployProblem(s: DbaState, e: Elem, p: Pose): string | null {
  const poly = footprint(p, e.w, e.d);
  if (!onBoard(poly)) return 'DBA DEP-04: on the table';
  // DEP-04 / GAR-03: one foot element of the BUA's owner may be placed in it as its garrison,
  // however far it is.
  const bua = s.terrain.find((f) => f.kind === 'BUA');
  if (bua && overlaps(poly, featurePoly(bua))) {
    if (!s.bua || s.bua.owner !== e.side || MOUNTED.has(e.type)) return 'DBA GAR-03: only the owner\'s foot garrison the BUA';
    if (!poly.every((v) => inside(v, featurePoly(bua)))) return 'DBA GAR-03: the garrison stands wholly inside the BUA';
    if (onTable(s).some((o) => o.id !== e.id && overlaps(fpOf(o), featurePoly(bua)))) return 'DBA GAR-03: one garrison only';
    return null;
  }
  const edge = s.edge[e.side];
  const shore = shoreDepth(s, edge);
  if (poly.some((v) => fromEdge(edge, v) > 600 + shore)) return 'DBA DEP-04: the whole base within 600 p of the base edge or shore';
  const sides = [(edge + 1) % 4, (edge + 3) % 4];
  // DEP-04 (rulebook line 230, "sauf dans un camp ou une ville"): with option dep04camp
  // 'exempt' an element wholly inside its own camp may stand nearer; games recorded
  // before it held a camp's garrison to the 300 p too.
  const inOwnCamp = s.opt.dep04camp === 'exempt' && s.camps.some((c) => c !== null && c.owner === e.side && poly.every((v) => inside(v, campPoly(c))));
  if (!inOwnCamp && poly.some((v) => sides.some((sd) => fromEdge(sd, v) < 300))) return 'DBA DEP-04: not within 300 p of a side edge';
  if (s.terrain.some((f) => f.kind === 'Waterway' && overlaps(poly, featurePoly(f)))) return 'DBA DEP-04: not in the waterway';
  for (const c of s.camps) {
    if (!c || !overlaps(poly, campPoly(c))) continue;
    // GAR-01: one troop element of the owner may hold its camp, wholly inside it.
    if (c.owner !== e.side || !poly.every((v) => inside(v, campPoly(c)))) return 'DBA DEP-04: only inside your own camp';
    if (onTable(s).some((o) => o.id !== e.id && overlaps(fpOf(o), campPoly(c)))) return 'DBA GAR-01: the camp holds one element';
  }
  for (const o of onTable(s)) if (o.id !== e.id && overlaps(poly, fpOf(o))) return 'DBA DEP-04: bases may not overlap';
  if (!Number.isInteger(p.h) || p.h < 0 || p.h > 359) return 'DBA DEP-04: heading 0 to 359';
  void polysWithin; void polyInBad;
  return null;
}
