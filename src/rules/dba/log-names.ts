// The names a player needs to read an event, attached when it is logged: the rules log
// element ids; the log reads them as the army lists do ("Cv #14, Hittite Empire
// general"), in both languages, and says where a fleeing element ended (distance and
// direction from where it stood). Events are not part of any hash (only states are),
// so this changes no recorded game; the rules never read these fields.
import type { Ctx, LogEvent } from '../../engine/contract';
import { isqrt } from '../../engine/plane';
import { armyName as armyOf, directionWord, elemLabel } from './names';
import type { DbaState } from './state';
import { withNames } from '../event-names';

/** What an event's `nm` field holds: each element named, [English, French]. */
export interface DbaNames { el?: Record<number, [string, string]>; army?: [string, string][]; went?: { dist: number; dir: [string, string] } }

const EL_KEYS = ['el', 'a', 'b', 'shooter', 'target', 'through', 'by', 'to', 'loser'];

function idsOf(e: LogEvent): number[] {
  const out: number[] = [];
  for (const k of EL_KEYS) if (typeof e[k] === 'number' && (e[k] as number) >= 0) out.push(e[k] as number);
  if (Array.isArray(e.aiders)) for (const x of e.aiders) if (typeof x === 'number') out.push(x);
  if (typeof e.ids === 'string') for (const x of e.ids.split(',')) if (/^\d+$/.test(x)) out.push(Number(x));
  return out;
}

/** The logging context for one action, and `finish` to call once the action is applied. */
export function namingCtx(s: DbaState, ctx: Ctx): { ctx: Ctx; finish(): void } {
  const flights: { ev: LogEvent & { nm: DbaNames }; id: number; x: number; y: number; h: number }[] = [];
  return {
    ctx: {
      dice: ctx.dice,
      log(e: LogEvent) {
        const nm: DbaNames = {};
        const ids = idsOf(e);
        if (ids.length) { nm.el = {}; for (const id of ids) nm.el[id] = [elemLabel(s, id, false), elemLabel(s, id, true)]; }
        if (['winner', 'side', 'camp'].some((k) => typeof e[k] === 'number')) nm.army = [0, 1].map((side) => [armyOf(s, side, false), armyOf(s, side, true)] as [string, string]);
        const ev = withNames(e, nm);
        if (e.t === 'flee' && typeof e.el === 'number') {
          const el = s.els.find((x) => x.id === e.el);
          if (el) flights.push({ ev, id: el.id, x: el.x, y: el.y, h: el.h });
        }
        ctx.log(ev);
      },
    },
    finish() {
      for (const f of flights) {
        const el = s.els.find((x) => x.id === f.id);
        if (!el || el.status !== 'on') continue;
        const dx = el.x - f.x, dy = el.y - f.y;
        f.ev.nm.went = { dist: isqrt(dx * dx + dy * dy), dir: [directionWord(f.h, dx, dy, false), directionWord(f.h, dx, dy, true)] };
      }
    },
  };
}
