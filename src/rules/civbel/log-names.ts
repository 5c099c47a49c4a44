// Names for the log: each event naming a unit or a leader carries, in its
// non-enumerable `nm` field, their names at the moment it happened (src/rules/event-names.ts).
import type { Ctx, LogEvent } from '../../engine/contract';
import { withNames } from '../event-names';
import type { CbState } from './state';

export interface Names {
  units: Record<string, string>;
  leaders: Record<string, string>;
  /** The sides' names [English, French] when the players chose the armies (game.ts sideNames). */
  sides?: [string, string][];
}

export function namingCtx(s: CbState & { sideNames?: [string, string][] }, ctx: Ctx): Ctx {
  return {
    dice: ctx.dice,
    log(e: LogEvent) {
      const units: Record<string, string> = {};
      const leaders: Record<string, string> = {};
      // Units may be named as the subject, the target, the one evaded or retired from, the one bursting through, the one a leader joins, or the friend passed through.
      for (const key of ['unit', 'target', 'from', 'by', 'joins', 'through']) {
        const id = e[key];
        if (typeof id === 'string') { const u = s.units.find((x) => x.id === id); if (u) units[u.id] = u.name; }
      }
      // Leaders as the subject, and (orders, CMD-40) the one an order goes to or comes from.
      for (const key of ['leader', 'to', 'from']) {
        const id = e[key];
        if (typeof id === 'string') { const l = s.leaders.find((x) => x.id === id); if (l) leaders[l.id] = l.name; }
      }
      ctx.log(withNames<Names>(e, { units, leaders, ...(s.sideNames ? { sides: s.sideNames.map((x) => [...x] as [string, string]) } : {}) }));
    },
  };
}
