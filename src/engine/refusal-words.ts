// A refusal as a player reads it. Rule systems refuse in English inside (cheap: bots try
// hundreds of candidates); the player's words are built only here, where one refusal
// is shown, by the system's describeRefusal when it has one.
import type { Lang, RuleSystem, Text, Violation } from './contract';

/** The refusal's reason in `lang`, with the rule as the rulebook names it. */
export function refusalWords<S, A>(sys: RuleSystem<S, A>, state: S, v: Violation, lang: Lang): string {
  return sys.describeRefusal ? sys.describeRefusal(state, v, lang) : v.message;
}

/** "«advance Bd #5 …» is not allowed: path blocked by …", in both languages, for the
 *  error of a packet or an action that breaks a rule. */
export function refusedAction<S, A>(sys: RuleSystem<S, A>, state: S, action: Text, v: Violation): Text {
  return {
    en: `“${action.en}” is not allowed: ${refusalWords(sys, state, v, 'en')}`,
    fr: `«\u00a0${action.fr}\u00a0» n’est pas permis\u00a0: ${refusalWords(sys, state, v, 'fr')}`, // no break before French punctuation
  };
}
