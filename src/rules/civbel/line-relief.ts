// Legion line relief as a player's action (p.13, p.25 MOR-07; the manoeuvre's own page, p.33,
// is missing: spec A.3 "Legion line relief", priced by the stand-in's `lineRelief`). A Legion in
// Acies, not shaken, swaps its front line and the line behind it in its Tactical Move Phase, as
// its whole move, once a turn, and removes 1 DP. In melee too: the book's Legion is "a single
// unit in multiple lines which are able to relieve each other in combat" (p.5), so the fresh
// line takes the fight where the tired one stood.
import type { Ctx, Violation } from '../../engine/contract';
import type { CivGame } from './game';
import { chaptersOf, freeToAct } from './half-phases';
import { poseOk } from './moves';

const v = (rule: string, message: string): Violation => ({ rule, message });

/** Why the Legion may not relieve its lines now, or null (MOR-07, A.3). */
export function reliefRefusal(s: CivGame, ui: number): Violation | null {
  if (s.phase !== 'tactical' || s.planned !== undefined) return v('MOR-07', 'a Legion relieves its lines in its own Tactical Move Phase');
  const u = s.units[ui];
  if (!u || u.side !== s.active || u.destroyed) return v('MOR-07', 'only your own Legions relieve their lines');
  if (u.kind !== 'legion') return v('MOR-07', `${u.name} is not a Legion: only a Legion relieves its lines`);
  if (u.shaken) return v('MOR-07', `${u.name} is shaken: a shaken Legion cannot relieve its lines`);
  if (u.formation !== 'acies') return v('MOR-07', `${u.name} is not in Acies: only a Legion in Acies relieves its lines`);
  if (!freeToAct(s, ui, true)) return v('MOR-07', `${u.name} is not free to act (not controlled, halted, routing or retiring, or already moved)`);
  const r = chaptersOf(s).lineRelief(u, false);
  if ('en' in r) return v('MOR-07', `${u.name} has only one line`);
  if (!poseOk({ ...s, units: s.units.map((x) => (x.id === u.id ? r.unit : x)) }, r.unit)) return v('MOR-07', `${u.name} has no room to relieve its lines`);
  return null;
}

/** The line reliefs offered: each of the active side's Legions that may make one. */
export const reliefChoices = (s: CivGame): number[] =>
  s.phase !== 'tactical' ? [] : s.units.flatMap((u, i) => (u.side === s.active && u.kind === 'legion' && !reliefRefusal(s, i) ? [i] : []));

/** The relief made: the two lines swapped, 1 DP removed, the Legion's move for the half spent. */
export function applyRelief(s: CivGame, ui: number, ctx: Ctx): CivGame {
  const u = s.units[ui];
  const r = chaptersOf(s).lineRelief(u, false);
  if ('en' in r) return s;
  for (const e of r.events) ctx.log({ ...e, side: u.side });
  const unit = { ...r.unit, turn: { ...r.unit.turn, moved: true }, lastAction: 'move' as const };
  return { ...s, units: s.units.map((x, i) => (i === ui ? unit : x)), moved: [...s.moved, ui] };
}
