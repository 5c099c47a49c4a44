// The decision a DBA player faces, in a few words for the app's prompt, and the one
// action that settles it when there is one (a roll): the app keeps it in view as the
// main button.
import type { Lang } from '../../engine/contract';
import type { DbaAction } from '../../rules/dba/actions';
import type { DbaState } from '../../rules/dba/state';
import { actionLabel, hasDestination } from './labels';

type T2 = [string, string];
const WHAT: Partial<Record<DbaState['phase'], T2>> = {
  initiative: ['roll for aggression', 'lancez le jet d\'agressivité'],
  terrain: ['choose a terrain layout', 'choisissez un plan de terrain'],
  edge: ['say which table edge you prefer (a die decides)', 'dites quel bord de table vous préférez (un dé décide)'],
  campD: ['place your camp', 'placez votre camp'],
  campA: ['place your camp', 'placez votre camp'],
  deployD: ['deploy your elements in your zone', 'déployez vos éléments dans votre zone'],
  deployA: ['deploy your elements in your zone', 'déployez vos éléments dans votre zone'],
  swaps: ['swap elements, or finish', 'échangez des éléments, ou terminez'],
  pips: ['roll for PIPs', 'lancez le jet de PIP'],
  move: ['move your elements, then end movement', 'déplacez vos éléments, puis terminez le mouvement'],
  shoot: ['shoot, then end shooting', 'tirez, puis terminez le tir'],
  combat: ['resolve the close combats', 'résolvez les corps à corps'],
};
/** The phases whose whole decision is one roll. */
const ROLL_PHASES = new Set<DbaState['phase']>(['initiative', 'pips']);

export function decision(s: DbaState, legal: DbaAction[], lang: Lang, describe: (a: DbaAction) => string): { text: string; main: number | null } | null {
  if (legal.length === 0) return null;
  const fr = lang === 'fr' ? 1 : 0;
  const what = WHAT[s.phase];
  if (legal.length === 1 && !hasDestination(legal[0])) {
    const text = what && ROLL_PHASES.has(s.phase) ? what[fr] : actionLabel(s, legal[0], lang, () => describe(legal[0]));
    return { text: text[0].toLowerCase() + text.slice(1), main: 0 };
  }
  return what ? { text: what[fr], main: null } : null;
}
