// The names a player needs to read an event, attached when it is logged: the rules log
// counter and leader indices and hexes; the log reads them as the counters do
// ("Hastati II", "Pretor I"), with where each unit stood before and after, the stacks
// in the hexes an event names, and the shooting chart cell a shot was read on.
// Events are not part of any hash (only states are hashed), so this changes no
// recorded game; the rules themselves never read these fields.
import type { Ctx, LogEvent } from '../../engine/contract';
import { shootingCell, type UnitType } from './data/tables';
import { unitsAt, type NState } from './state';
import { withNames } from '../event-names';

/** What an event's `nm` field holds (all keys optional). */
export interface Names {
  /** Counter names by unit index. */
  u?: Record<number, string>;
  /** Each named unit's hex now (0 when off the map) and, when it changed since the last event, before. */
  at?: Record<number, number>;
  was?: Record<number, number>;
  /** Each named unit's disorganisation when the event was logged (0 valiant, 1 discouraged, 2 routed). */
  dis?: Record<number, number>;
  /** Leader names by leader index, and each one's hex. */
  l?: Record<number, string>;
  lat?: Record<number, number>;
  /** The counters stacked in each hex the event names (target, attackers, defenders...), top first. */
  st?: Record<number, string[]>;
  /** A shot: the chart cell [discouraged at, rout at (0: none)] for the shooters' type and range. */
  cell?: [number, number];
}

const UNIT_KEYS = ['unit', 'units', 'shooters', 'ooc'];
const HEX_KEYS = ['target', 'att', 'def'];

function list(v: unknown): number[] {
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : typeof v === 'number' ? [v] : [];
}

/** The context the rules log through during one action, naming what each event refers to. */
export function namingCtx(s: NState, ctx: Ctx): Ctx {
  const last = s.u.map((u) => u.hex);
  return {
    dice: ctx.dice,
    log(e: LogEvent) {
      const nm: Names = {};
      const units = UNIT_KEYS.flatMap((k) => list(e[k])).filter((i) => s.ud[i]);
      if (units.length) {
        nm.u = {}; nm.at = {}; nm.dis = {};
        for (const i of units) {
          nm.u[i] = s.ud[i].name;
          nm.at[i] = s.u[i].elim ? 0 : s.u[i].hex;
          nm.dis[i] = s.u[i].dis;
          if (last[i] !== nm.at[i] && last[i] > 0) (nm.was ??= {})[i] = last[i];
        }
      }
      if (typeof e.leader === 'number' && s.ld[e.leader]) { nm.l = { [e.leader]: s.ld[e.leader].name }; nm.lat = { [e.leader]: s.l[e.leader].hex }; }
      const hexes = HEX_KEYS.flatMap((k) => list(e[k]));
      if (e.t === 'realloc' && typeof e.hex === 'number') hexes.push(e.hex);
      if (hexes.length) { nm.st = {}; for (const h of hexes) nm.st[h] = unitsAt(s, h).map((i) => s.ud[i].name); }
      if (e.t === 'shoot' && typeof e.range === 'number') {
        const first = list(e.shooters)[0];
        const cell = first === undefined ? null : shootingCell(s.ud[first].type as UnitType, e.range);
        if (cell) nm.cell = cell;
      }
      for (let i = 0; i < s.u.length; i++) last[i] = s.u[i].elim ? 0 : s.u[i].hex;
      ctx.log(withNames(e, nm));
    },
  };
}
