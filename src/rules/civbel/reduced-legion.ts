// p.13 (with ORG-15): "A Legion reduced to less than 5 stands or a single sub-unit also
// cannot function as a Legion." Casualties are taken in many places (morale, shooting,
// combat, pursuit), so the check runs once at the end of every action.
import type { Ctx } from '../../engine/contract';
import type { CivGame } from './game';
import { reducedLegionDissolves } from './options';
import type { CbUnit } from './state';

/** Fewer than 5 stands, or every stand of one sub-unit. */
export const legionReduced = (u: CbUnit): boolean =>
  u.kind === 'legion' && !u.destroyed && (u.stands.length < 5 || u.stands.every((st) => st.sub === u.stands[0].sub));

/** Each Legion reduced so becomes an ordinary unit, unformed where it stands [INTERP: the
 *  rulebook names no formation]; its stands stay where they are. Off under option
 *  legionReduced 'kept' (and in games recorded before it). */
export function dissolveReducedLegions(s: CivGame, ctx: Ctx): CivGame {
  if (!reducedLegionDissolves(s.options)) return s;
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (!legionReduced(u)) continue;
    s.units[i] = { ...u, kind: 'unit', formation: 'unformed' };
    ctx.log({ t: 'legionDissolved', rule: 'ORG-15', unit: u.id, side: u.side, stands: u.stands.length, subs: new Set(u.stands.map((st) => st.sub)).size });
  }
  return s;
}
