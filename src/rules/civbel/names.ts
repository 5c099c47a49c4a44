// Units and leaders named as the army lists name them, in the player's language. The
// state and the log keep the English name (it is what the header's army list says);
// the French one is looked up here, from the same lists, when words are built.
import type { ArmyList, LeaderSpec } from './army';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from './data/scenarios';

function frenchNames(lists: readonly ArmyList[]): Map<string, string> {
  const out = new Map<string, string>();
  const put = (x: { name: string; nameFr?: string } | undefined) => { if (x?.nameFr) out.set(x.name, x.nameFr); };
  for (const a of lists) {
    const leaders: (LeaderSpec | undefined)[] = [a.general, a.secondInCommand, ...a.contingents.map((c) => c.leader), ...a.commands.map((c) => c.leader)];
    leaders.forEach(put);
    a.units.forEach(put);
  }
  return out;
}

const FR = frenchNames([GREAT_PLAINS_ROME, GREAT_PLAINS_CARTHAGE]);

/** A unit's or leader's name in the player's language (the English name when the list gives no other). */
export function nameIn(name: string, fr: boolean): string {
  return fr ? FR.get(name) ?? name : name;
}
