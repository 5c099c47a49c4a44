// Changing formation in play (p.28, FRM-10..12; costs and limits from the stand-in's A.3):
// a unit free to move in the Approach or Tactical Move half changes formation instead of
// moving. The poses come from formation-changes.ts (turning every stand 90°, or re-forming
// on the spot about the unit's centre); posed-formations.ts checks the result.
//
// Our readings (README "Changing formation in play"):
// - the change is the unit's action for the half (A.3 prices it at half the move and allows
//   two half-move actions; we offer the change alone, so no die is rolled);
// - unformed troops re-forming ("reform", A.3) may not be shaken or within 1 JT of the enemy;
// - a Wedge is offered in play to Shock Cavalry and Cataphracts only: which peoples' foot may
//   form one (FRM-05) is in the army list, not the game state; they may deploy in it.
import type { Ctx, Violation } from '../../engine/contract';
import { DIST } from './data/scale';
import { evenRanks, wedgeRanks } from './deploy-formations';
import { changeMethod, formOnTheSpot, turnEveryStand } from './formation-changes';
import { formationAllowed, lineShapeOk, wedgeShapeOk, type Formation } from './formations';
import type { CivGame } from './game';
import { unitGapFloor } from './facing';
import { poseOk } from './moves';
import { liveUnits, type CbUnit } from './state';

/** What a unit may form, by code (the codec's integers). */
export const FORM_TARGETS = ['line1', 'line2', 'line3', 'column', 'wedge', 'unformed', 'acies'] as const;
export type FormTarget = (typeof FORM_TARGETS)[number];
/** FRM-10/11: which way every stand turns (0: re-formed on the spot, FRM-12). */
export const FORM_TURNS = ['spot', 'right', 'left'] as const;
export type FormTurn = (typeof FORM_TURNS)[number];

const formationOf = (t: FormTarget): Formation => (t === 'line1' || t === 'line2' || t === 'line3' ? 'line' : t);
const v = (rule: string, message: string): Violation => ({ rule, message });

/** The unit as it would stand after the change, or the reason it cannot. */
export function formed(s: CivGame, u: CbUnit, to: FormTarget, turn: FormTurn): CbUnit | Violation {
  const f = formationOf(to), n = u.stands.length;
  if (u.kind === 'special') return v('FRM-03', `${u.name} has no formation`);
  if (u.kind === 'legion' ? f !== 'acies' && f !== 'column' : f === 'acies') return v('FRM-07', u.kind === 'legion' ? `${u.name} forms Acies or a Column of one file per line` : 'only Legions form Acies');
  if (u.kind !== 'legion' && !formationAllowed(u.type, f, { ...u.status, shaken: u.shaken, current: u.formation })) {
    return v('FRM-02', f === 'unformed' ? `${u.name} may not become unformed by choice` : `${u.name} may not form up now`);
  }
  if (u.formation === 'unformed' && f !== 'unformed') {
    // A.3 "re-form": not shaken, and clear of the enemy by 1 JT.
    if (u.shaken) return v('A.3', `${u.name} cannot re-form while shaken`);
    if (liveUnits(s, u.side === 0 ? 1 : 0).some((e) => unitGapFloor(u, e) < DIST.reach)) return v('A.3', `${u.name} cannot re-form within one javelin throw of the enemy`);
  }
  if (f === 'unformed') return turn === 'spot' ? { ...u, formation: 'unformed' } : v('FRM-12', 'troops become unformed where they stand');
  if (f === 'wedge' && u.type !== 'shockCavalry' && u.type !== 'cataphracts') return v('FRM-05', `${u.name} may not form a Wedge`);
  // Acies is never formed on the spot (FRM-06), so only Line, Column and Wedge need ranks.
  const ranks = f === 'column' ? Array<number>(n).fill(1) : f === 'wedge' ? wedgeRanks(n) : evenRanks(n, to === 'line1' ? 1 : to === 'line2' ? 2 : 3);
  if (f === 'line' && !lineShapeOk(ranks)) return v('FRM-04', `${u.name} is too narrow for a Line that deep`);
  if (f === 'wedge' && !wedgeShapeOk(ranks)) return v('FRM-05', `${u.name} has too many or too few stands for a Wedge`);
  // changeMethod: unformed troops re-form on the spot (A.3), having no ranks to turn.
  if (changeMethod(u, f) === 'turnStands') {
    if (turn === 'spot') return v('FRM-10', `${u.name} changes that way by turning every stand: say to which side`);
    // FRM-11: a Column turned back makes a single-rank Line (or the Legion's Acies).
    if (f === 'line' && to !== 'line1') return v('FRM-11', `${u.name} turns from Column into a single-rank Line`);
    return turnEveryStand(u, f === 'line' ? 'line' : f === 'acies' ? 'acies' : 'column', turn);
  }
  if (turn !== 'spot') return v('FRM-12', `${u.name} makes that change on the spot, facing as it does`);
  if (u.kind === 'legion') return v('FRM-06', `${u.name} changes between Acies and its Column by turning every stand`);
  return formOnTheSpot(u, f, ranks);
}

const isViolation = (x: CbUnit | Violation): x is Violation => (x as Violation).rule !== undefined;

/** Why unit `ui` may make no formation change at all now, or null. */
function changeBarred(s: CivGame, ui: number, free: (s: CivGame, ui: number) => boolean): Violation | null {
  if (s.phase !== 'approach' && s.phase !== 'tactical') return v('SEQ-03', 'troops change formation in the Approach and Tactical Move Phases');
  if (s.planned !== undefined) return v('SEQ-03', 'formation changes are not ordered ahead');
  const u = s.units[ui];
  if (!u || u.side !== s.active || u.destroyed) return v('SEQ-03', 'only your own troops move');
  if (!free(s, ui)) return v('CMD-10', `${u.name} is not free to move (not controlled, halted, in melee, routing or retiring)`);
  return null;
}

const sameStand = (a: CbUnit['stands'][number], b: CbUnit['stands'][number]) => a.x === b.x && a.y === b.y && a.h === b.h;

/** Why unit `ui` may not change formation so now, or null. `free`: may it act in this half. */
export function formRefusal(s: CivGame, ui: number, to: FormTarget, turn: FormTurn, free: (s: CivGame, ui: number) => boolean): Violation | null {
  const barred = changeBarred(s, ui, free);
  if (barred) return barred;
  const u = s.units[ui];
  const t = formed(s, u, to, turn);
  if (isViolation(t)) return t;
  if (t.formation === u.formation && t.stands.every((st, i) => sameStand(st, u.stands[i]))) return v('FRM-12', `${u.name} already stands so`);
  // clearOfOthers passes over the unit's own old pose (same id).
  if (!poseOk(s, t)) return v('FRM-12', `${u.name} has no room to form so where it stands`);
  return null;
}

/** The changes offered to the acting side's units. */
export function formChoices(s: CivGame, free: (s: CivGame, ui: number) => boolean): { unit: number; to: FormTarget; turn: FormTurn }[] {
  const out: { unit: number; to: FormTarget; turn: FormTurn }[] = [];
  s.units.forEach((_, ui) => {
    // Spares trying 21 changes on a unit that may make none.
    if (changeBarred(s, ui, free)) return;
    for (const to of FORM_TARGETS) for (const turn of FORM_TURNS) if (!formRefusal(s, ui, to, turn, free)) out.push({ unit: ui, to, turn });
  });
  return out;
}

/** The change made: the unit's new pose, having used its half (A.3), and the half marked
 *  used; the caller puts the unit in its place with the stand-in's fatigue. */
export function applyForm(s: CivGame, ui: number, to: FormTarget, turn: FormTurn, ctx: Ctx): { state: CivGame; unit: CbUnit } {
  const u = s.units[ui];
  const t = formed(s, u, to, turn) as CbUnit;
  const unit: CbUnit = { ...t, turn: { ...t.turn, moved: true }, lastAction: 'move' };
  const rule = u.formation === 'unformed' ? 'A.3' : changeMethod(u, formationOf(to)) === 'turnStands' ? (formationOf(to) === 'column' ? 'FRM-10' : 'FRM-11') : 'FRM-12';
  ctx.log({ t: 'formed', rule, unit: u.id, side: u.side, from: u.formation, to, turn });
  return { state: { ...s, moved: [...s.moved, ui] }, unit };
}
