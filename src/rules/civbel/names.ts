// Units and leaders named as the army lists name them, in the player's language. The
// state and the log keep the English name (it is what the header's army list says);
// the French one, and how a sentence says it (grammar.ts), are looked up here, from the
// same lists, when words are built.
import type { ArmyList, LeaderSpec, NameGrammar } from './army';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from './data/scenarios';

interface Entry { fr?: string; grammar?: NameGrammar; kind: 'unit' | 'leader' }

function entries(lists: readonly ArmyList[]): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const put = (kind: Entry['kind']) => (x: { name: string; nameFr?: string; grammar?: NameGrammar } | undefined) => { if (x) out.set(x.name, { fr: x.nameFr, grammar: x.grammar, kind }); };
  for (const a of lists) {
    const leaders: (LeaderSpec | undefined)[] = [a.general, a.secondInCommand, ...a.contingents.map((c) => c.leader), ...a.commands.map((c) => c.leader)];
    leaders.forEach(put('leader'));
    a.units.forEach(put('unit'));
  }
  return out;
}

const LISTED = entries([GREAT_PLAINS_ROME, GREAT_PLAINS_CARTHAGE]);

/** A unit's or leader's name in the player's language (the English name when the list gives no other). */
export function nameIn(name: string, fr: boolean): string {
  return fr ? LISTED.get(name)?.fr ?? name : name;
}

/** How the army list says a name in a sentence; undefined when it does not say. */
export function grammarOf(name: string): NameGrammar | undefined {
  return LISTED.get(name)?.grammar;
}

/** Whether the army lists name a unit or a leader so; undefined for anything else (a number). */
export function kindOf(name: string): 'unit' | 'leader' | undefined {
  return LISTED.get(name)?.kind;
}
