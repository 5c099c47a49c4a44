// The decision a Civitates Bellantes player faces, in a few words for the app's prompt,
// and the one action that settles it when there is one (a roll).
import type { Lang } from '../../engine/contract';
import type { CivAction, CivGame } from '../../rules/civbel';
import { ORDERING, tr, WHAT } from './labels';

export function decision(s: CivGame, legal: readonly CivAction[], lang: Lang): { text: string; main: number | null } | null {
  if (legal.length === 0) return null;
  const roll = (s.phase === 'ratings' || s.phase === 'initiative') && legal.length === 1 && legal[0].k === 'roll';
  // Relaxed messages (spec §10.2): the initiative player's marches are orders, carried out later.
  const ordering = s.phase === 'approach' && s.planned !== undefined;
  return { text: tr(lang, ordering ? ORDERING : WHAT[s.phase]), main: roll ? 0 : null };
}
