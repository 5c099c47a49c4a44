// Refusals in the player's words (issue 12). Nabis refuses an action only as a whole
// ("not available now", legality being the list of legal actions), under the rule its
// kind of decision answers to (RULE_OF); here that becomes a sentence about that kind
// of decision and the rulebook's number ("rule 8.1", "rule 6, phase C"). Built only
// where a refusal is shown.
import type { Lang, Violation } from '../../engine/contract';
import { RULE_OF, type NAction } from './actions';

type T2 = [string, string];

/** What cannot be done now, for each kind of decision. */
export const REFUSED: Record<NAction['k'], T2> = {
  done: ['this cannot be ended now', 'on ne peut pas terminer ceci maintenant'],
  face: ['this unit may not take that facing now', 'cette unité ne peut pas prendre cette orientation maintenant'],
  place: ['this unit may not be placed there now', 'cette unité ne peut pas être placée là maintenant'],
  shoot: ['this shot is not allowed now', 'ce tir n’est pas permis maintenant'],
  lead: ['this leader may not be activated now', 'ce chef ne peut pas être activé maintenant'],
  move: ['this move is not allowed now', 'ce mouvement n’est pas permis maintenant'],
  lmove: ['this leader may not move there now', 'ce chef ne peut pas aller là maintenant'],
  melee: ['this mêlée may not be declared now', 'cette mêlée ne peut pas être déclarée maintenant'],
  resolve: ['this mêlée may not be resolved now', 'cette mêlée ne peut pas être résolue maintenant'],
  dfire: ['this defensive fire is not allowed now', 'ce tir défensif n’est pas permis maintenant'],
  retreat: ['this retreat is not allowed now', 'cette retraite n’est pas permise maintenant'],
  realloc: ['this stack may not change mêlée now', 'cette pile ne peut pas changer de mêlée maintenant'],
  advance: ['this advance after combat is not allowed now', 'cette avance après combat n’est pas permise maintenant'],
  fire: ['Sparta’s fire is not allowed now', 'l’incendie de Sparte n’est pas permis maintenant'],
  orders: ['these standing orders may not be given now', 'ces ordres permanents ne peuvent pas être donnés maintenant'],
};

/** Messages Nabis gives with a refusal (actions.ts, index.ts), in the player's words. */
export const MESSAGES: Record<string, T2> = {
  'this action is not available now': ['this action is not available now', 'cette action n’est pas possible maintenant'],
  'nothing to end here': ['there is nothing to end now', 'il n’y a rien à terminer maintenant'],
};

/** The rule as the rulebook numbers it: "Nabis 13.2.1[BS]-a" → "13.2.1", "Nabis 6.C" →
 *  "6, phase C"; null for what the rulebook does not number (standing orders). */
export function ruleNumber(rule: string, fr: boolean): string | null {
  const m = /^Nabis (\d+(?:\.\d+)*)(?:\.([A-F]))?(?:\[[A-Z]+\])?(?:-[a-z])?$/.exec(rule);
  if (!m) return null;
  return m[2] ? `${m[1]}, ${fr ? 'phase' : 'phase'} ${m[2]}` : m[1];
}

export function describeRefusal(_s: unknown, v: Violation, lang: Lang): string {
  const fr = lang === 'fr';
  const kind = (Object.keys(RULE_OF) as NAction['k'][]).find((k) => RULE_OF[k] === v.rule);
  const own = MESSAGES[v.message];
  const words = kind && v.message === 'this action is not available now' ? REFUSED[kind] : own ?? ['the rules do not allow this action', 'les règles ne permettent pas cette action'];
  const n = ruleNumber(v.rule, fr);
  return n ? `${words[fr ? 1 : 0]} (${fr ? 'règle' : 'rule'} ${n})` : words[fr ? 1 : 0];
}
