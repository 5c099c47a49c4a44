// Units and leaders named as the army lists name them, in the player's language. The
// state and the log keep the English name (it is what the header's army list says);
// the French one, and how a sentence says it (grammar.ts), are looked up here, from the
// same lists, when words are built.
import type { ArmyList, LeaderSpec, NameGrammar } from './army';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from './data/scenarios';
import { MAX_COMMANDS, MAX_UNITS } from './army-choice';
import { LEADER_NAMES, LEGION_NAME, TROOP_NAMES, type Named } from './data/army-names';

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

/** Every name a built army can give (army-choice.ts): troop types and Legions numbered up to
 *  the most units an army may have, Commanders up to the most commands, and the ranks. */
function builtEntries(out: Map<string, Entry>): void {
  const put = (x: Named, suffix: string, kind: Entry['kind']) => out.set(x.en + suffix, { fr: x.fr + suffix, grammar: x.grammar, kind });
  for (let k = 1; k <= MAX_UNITS; k++) {
    for (const t of [...Object.values(TROOP_NAMES), LEGION_NAME]) put(t, ` ${k}`, 'unit');
    if (k <= MAX_COMMANDS) put(LEADER_NAMES.commander, ` ${k}`, 'leader');
  }
  put(LEADER_NAMES.general, '', 'leader'); put(LEADER_NAMES.second, '', 'leader'); put(LEADER_NAMES.ally, '', 'leader');
}

/** The second side's names when both armies share one (army-choice.ts distinctNames): " (2)". */
function secondSides(out: Map<string, Entry>): void {
  for (const [name, e] of [...out]) out.set(`${name} (2)`, { ...e, ...(e.fr !== undefined ? { fr: `${e.fr} (2)` } : {}) });
}

const LISTED = entries([GREAT_PLAINS_ROME, GREAT_PLAINS_CARTHAGE]);
builtEntries(LISTED);
secondSides(LISTED);

/** FRM-07 (legion-detach.ts): a line detached from a Legion is named after it,
 *  "Legion I detachment" (a second one "Legion I detachment 2"), "Détachement de la Légion I". */
const DETACHMENT = /^(.+) detachment(?: (\d+))?$/;
const VOWEL = /^[aeiouyàâäéèêëîïôöûüœæh]/i;

function detachment(name: string): Entry | undefined {
  const m = DETACHMENT.exec(name);
  const parent = m ? LISTED.get(m[1]) : undefined;
  if (!m || !parent || parent.kind !== 'unit') return undefined;
  const fr = parent.fr ?? m[1], g = parent.grammar?.fr ?? 'ms';
  const of = g.endsWith('p') ? `des ${fr}` : VOWEL.test(fr) ? `de l'${fr}` : g === 'fs' ? `de la ${fr}` : `du ${fr}`;
  return { fr: `Détachement${m[2] ? ' ' + m[2] : ''} ${of}`, grammar: { fr: 'ms' }, kind: 'unit' };
}

const entry = (name: string): Entry | undefined => LISTED.get(name) ?? detachment(name);

/** A unit's or leader's name in the player's language (the English name when the list gives no other). */
export function nameIn(name: string, fr: boolean): string {
  return fr ? entry(name)?.fr ?? name : name;
}

/** How the army list says a name in a sentence; undefined when it does not say. */
export function grammarOf(name: string): NameGrammar | undefined {
  return entry(name)?.grammar;
}

/** Whether the army lists name a unit or a leader so; undefined for anything else (a number). */
export function kindOf(name: string): 'unit' | 'leader' | undefined {
  return entry(name)?.kind;
}
