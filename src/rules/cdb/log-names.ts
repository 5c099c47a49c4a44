// Names for the log: each event that names units or corps carries, in its non-enumerable
// `nm` field, the words for them at the moment it happened (src/rules/event-names.ts).
import type { Ctx, LogEvent, Text } from '../../engine/contract';
import { withNames } from '../event-names';
import { CATALOGUE } from './data/units';
import type { Corps, Position, Unit } from './state';
import { sideWords, type SideWords } from './side-names';

/** `sides`: the words for each side when the players chose the armies (absent: the fixed scenario's). */
export interface Names { units: Record<string, Text>; corps: Record<string, number>; sides?: SideWords[] }

/** "Spears (O) + Spears (O), corps 2" / "Lances (O) + Lances (O), corps 2".
 *  `sided`: the corps named with the side it serves, "…, the Mycenaeans' corps 2" / "…, corps 2
 *  des Mycéniens". The log names units of both armies in one line, and both number their corps
 *  from 1 and field the same troop types: without the side, "Cavalry (O), corps 1 attacks
 *  Knights (O), corps 1" does not say whose is whose. The board and the action buttons name
 *  only the player's own units, so they leave it out. */
export function unitName(p: Position & { armies?: number[][] }, u: Unit, sided = false): Text {
  const part = (fr: boolean) => u.counters.map((c) => {
    const base = `${CATALOGUE[c.type].name[fr ? 'fr' : 'en']} (${c.quality})`;
    if (c.cinc) return base + (fr ? ' avec le général en chef' : ' with the commander-in-chief');
    if (c.general) return base + (fr ? ' avec le général' : ' with the general');
    return base;
  }).join(' + ');
  const n = corpsNumber(p, u.corps);
  const of = sided ? sideWords(p)[u.side].of : undefined;
  return {
    en: `${part(false)}, ${of ? `${of.en} ` : ''}corps ${n}`,
    fr: `${part(true)}, corps ${n}${of ? ` ${of.fr}` : ''}`,
  };
}

/** A corps's number within its army, from 1. */
export function corpsNumber(p: Position, id: number): number {
  const c = p.corps.find((x) => x.id === id);
  if (!c) return 0;
  return p.corps.filter((x: Corps) => x.side === c.side && x.id <= id).length;
}

/** The fields of a log event that hold unit ids (the combat events name a unit, its target,
 *  enemy, attacker, the unit that pushed or swept it, the elephant, the supporters). */
const UNIT_FIELDS = ['units', 'unit', 'target', 'enemy', 'attacker', 'by', 'elephant', 'behind', 'supports'];
const unitIdsOf = (e: LogEvent): number[] => UNIT_FIELDS.flatMap((f) => { const v = e[f]; return Array.isArray(v) ? (v as number[]) : typeof v === 'number' ? [v] : []; });

export function namingCtx(p: Position & { armies?: number[][] }, ctx: Ctx): Ctx {
  return {
    dice: ctx.dice,
    log(e: LogEvent) {
      const units: Record<string, Text> = {};
      const corps: Record<string, number> = {};
      for (const id of unitIdsOf(e)) { const u = p.units.find((x) => x.id === id); if (u) units[String(id)] = unitName(p, u, true); }
      const cs = Array.isArray(e.corps) ? (e.corps as number[]) : typeof e.corps === 'number' ? [e.corps] : [];
      for (const id of cs) corps[String(id)] = corpsNumber(p, id);
      ctx.log(withNames<Names>(e, { units, corps, ...(p.armies ? { sides: sideWords(p) } : {}) }));
    },
  };
}
