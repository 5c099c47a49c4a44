// A Legion in Acies detaching a sub-unit as a new unit (p.13, p.27 FRM-07; p.26 MOR-11;
// spec §2.3 and case T-42): "A Legion in Acies may detach a group of unengaged stands to
// form a new unit. The new unit acts independently of its parent Legion for the rest of the
// game, starting off with the same DPs as the Legion had when they separated. The unit may
// not later re-join with the Legion." "Shaken Legions cannot detach stands/sub-units."
//
// Our readings (README "Detaching from a Legion"):
// - the group detached is one whole sub-unit (one line of the Acies): a non-Legion unit has
//   one troop type and morale (p.13), and a sub-unit is the only group the book names;
// - it is done in the owner's Tactical half (spec D11 [INTERP]) by a Legion free to move;
// - the detached line closes up into a Line where it stood (a manipular line drops its
//   quincunx gaps, which only a Legion in Acies keeps), centred where the line was;
// - what is left of the Legion must still stand in Acies (so the middle of three lines
//   cannot leave); a Legion left with fewer than 5 stands or one sub-unit stops being one
//   as p.13 says (reduced-legion.ts, option legionReduced);
// - the Legion's starting points are shared by stands, so losses count as before.
import type { Ctx, Violation } from '../../engine/contract';
import { fromLocal, local, standsInContact } from './facing';
import type { CivGame } from './game';
import { capacity } from './morale';
import { poseOk } from './moves';
import { reducedLegionDissolves } from './options';
import { legionReduced } from './reduced-legion';
import { checkFormation } from './posed-formations';
import { liveUnits, type CbStand, type CbUnit } from './state';
import { JT } from './data/scale';

const v = (rule: string, message: string): Violation => ({ rule, message });

/** The first k from 1 that `taken` leaves free. */
function firstFree(taken: (k: number) => boolean): number {
  let k = 1;
  while (taken(k)) k++;
  return k;
}

/** The detachment's name: "Legion I detachment", then "… detachment 2" (names.ts says it in French). */
export function detachmentName(s: CivGame, parent: CbUnit): string {
  const name = (k: number) => (k === 1 ? `${parent.name} detachment` : `${parent.name} detachment ${k}`);
  return name(firstFree((k) => s.units.some((u) => u.name === name(k))));
}

/** A new unit id: "legio1-d1", "legio1-d2"… (ids key the state's maps, so never reused). */
const detachmentId = (s: CivGame, parent: CbUnit): string => `${parent.id}-d${firstFree((k) => s.units.some((u) => u.id === `${parent.id}-d${k}`))}`;

const subsOf = (u: CbUnit): number[] => [...new Set(u.stands.map((st) => st.sub))].sort((a, b) => a - b);

/** Where line `sub` stands in the Legion, front to rear (how the player names it). */
export function lineOf(u: CbUnit, sub: number): 'front' | 'middle' | 'rear' {
  const s0 = u.stands[0];
  const fwd = (x: number) => Math.max(...u.stands.filter((st) => st.sub === x).map((st) => local(s0, s0.h, st).v));
  const order = subsOf(u).sort((a, b) => fwd(b) - fwd(a));
  const k = order.indexOf(sub);
  return k === 0 ? 'front' : k === order.length - 1 ? 'rear' : 'middle';
}

/** The Legion without sub-unit `sub`, and the new unit that sub-unit becomes, closed up. */
function split(s: CivGame, u: CbUnit, sub: number): { rest: CbUnit; unit: CbUnit } {
  const s0 = u.stands[0];
  const mine = u.stands.filter((st) => st.sub === sub).map((st) => ({ st, ...local(s0, s0.h, st) })).sort((a, b) => a.u - b.u);
  const mid = mine[0].u + mine[mine.length - 1].u; // twice the line's centre, to stay in integers
  const n = mine.length;
  const stands: CbStand[] = mine.map(({ st, v: fwd }, k) => ({ ...st, ...fromLocal(s0, s0.h, (mid + (2 * k - (n - 1)) * JT) / 2, fwd), sub: 0 }));
  const morale = [u.morale[sub] ?? u.morale[0]];
  const { legionKind: _legion, ...plain } = u;
  const unit: CbUnit = {
    ...plain,
    id: detachmentId(s, u),
    name: detachmentName(s, u),
    kind: 'unit',
    type: stands[0].type,
    morale,
    stands,
    formation: 'line',
    dps: Math.min(u.dps, capacity({ morale })),
    shaken: false,
    status: { ...u.status },
    turn: { ...u.turn, moved: true },
    lossesSeen: [...u.lossesSeen],
  };
  // The Legion's lines left are numbered afresh, each with its own morale (p.25: the highest
  // morale of those left says when it is shaken); DPs beyond that are lost with the line.
  const left = subsOf(u).filter((x) => x !== sub);
  const keep = u.stands.filter((st) => st.sub !== sub).map((st) => ({ ...st, sub: left.indexOf(st.sub) }));
  const restMorale = left.map((x) => u.morale[x] ?? u.morale[0]);
  const rest: CbUnit = { ...u, stands: keep, type: keep[0].type, morale: restMorale, dps: Math.min(u.dps, capacity({ morale: restMorale })) };
  return { rest, unit };
}

/** Why Legion `ui` may detach no line at all now, or null (FRM-07, MOR-11, spec D11). */
function detachBarred(s: CivGame, ui: number, free: (s: CivGame, ui: number) => boolean): Violation | null {
  if (s.phase !== 'tactical' || s.planned !== undefined) return v('FRM-07', 'a Legion detaches troops in its own Tactical Move Phase');
  const u = s.units[ui];
  if (!u || u.side !== s.active || u.destroyed) return v('FRM-07', 'only your own Legions detach troops');
  if (u.kind !== 'legion') return v('FRM-07', `${u.name} is not a Legion: only a Legion detaches troops`);
  if (u.shaken) return v('MOR-11', `${u.name} is shaken: a shaken Legion cannot detach troops`);
  if (u.formation !== 'acies') return v('FRM-07', `${u.name} is not in Acies: only a Legion in Acies detaches troops`);
  // A Legion down to one line (kept a Legion where games were recorded without legionReduced)
  // has no other line to stay behind.
  if (subsOf(u).length < 2) return v('FRM-07', `${u.name} has only one line`);
  if (!free(s, ui)) return v('FRM-07', `${u.name} is not free to move (not controlled, halted, in melee, routing or retiring)`);
  return null;
}

/** Why Legion `ui` may not detach sub-unit `sub` now, or null (FRM-07, MOR-11, spec D11). */
export function detachRefusal(s: CivGame, ui: number, sub: number, free: (s: CivGame, ui: number) => boolean): Violation | null {
  const barred = detachBarred(s, ui, free);
  if (barred) return barred;
  const u = s.units[ui];
  if (!subsOf(u).includes(sub)) return v('FRM-07', `${u.name} has no such line`);
  const mine = u.stands.filter((st) => st.sub === sub);
  const mineUnit: CbUnit = { ...u, stands: mine };
  if (liveUnits(s, u.side === 0 ? 1 : 0).some((e) => standsInContact(mineUnit, e).length > 0)) return v('FRM-07', `that line of ${u.name} is engaged: only unengaged troops detach`);
  const { rest, unit } = split(s, u, sub);
  // p.13: a Legion left below 5 stands or with one line stops being one (reduced-legion.ts),
  // and no longer needs to stand in Acies; where games keep it a Legion, it must.
  const dissolves = legionReduced(rest) && reducedLegionDissolves(s.options);
  if (!dissolves && !checkFormation(rest).ok) return v('FRM-07', `${u.name} would no longer stand in Acies: only its front or rear line may leave`);
  const after: CivGame = { ...s, units: [...s.units.map((x) => (x.id === u.id ? rest : x)), unit] };
  if (!poseOk(after, unit)) return v('FRM-07', `that line of ${u.name} has no room to form a Line where it stands`);
  return null;
}

/** The detachments offered: each line of each of the active side's Legions that may leave. */
export function detachChoices(s: CivGame, free: (s: CivGame, ui: number) => boolean): { unit: number; sub: number }[] {
  const out: { unit: number; sub: number }[] = [];
  s.units.forEach((u, ui) => {
    // Spares splitting every line of a unit that may detach none.
    if (detachBarred(s, ui, free)) return;
    for (const sub of subsOf(u)) if (!detachRefusal(s, ui, sub, free)) out.push({ unit: ui, sub });
  });
  return out;
}

/** FRM-07: the line leaves as a new unit at the end of the list (indices stay as they were). */
export function applyDetach(s: CivGame, ui: number, sub: number, ctx: Ctx): CivGame {
  const u = s.units[ui];
  const { rest, unit } = split(s, u, sub);
  // The Legion's points are shared by stands between it and the new unit (A.6 losses).
  const points = s.startPoints[u.id] ?? 0;
  const share = Math.floor((points * unit.stands.length) / u.stands.length);
  const units = s.units.map((x, i) => (i === ui ? rest : x));
  units.push(unit);
  ctx.log({ t: 'detached', rule: 'FRM-07', unit: u.id, side: u.side, line: lineOf(u, sub), into: unit.id, newName: unit.name, stands: unit.stands.length, dps: unit.dps });
  return { ...s, units, moved: [...s.moved, units.length - 1], startPoints: { ...s.startPoints, [u.id]: points - share, [unit.id]: share } };
}
