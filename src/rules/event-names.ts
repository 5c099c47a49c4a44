// Names attached to a log event for the reader (each rule system's log-names.ts).
import type { LogEvent } from '../engine/contract';

/** A copy of the event carrying its names in a field that is not enumerable: the rules'
 *  own tests compare events with toEqual, and nothing serialises the log. */
export function withNames<N>(e: LogEvent, nm: N): LogEvent & { nm: N } {
  const ev = { ...e } as LogEvent & { nm: N };
  Object.defineProperty(ev, 'nm', { value: nm, enumerable: false });
  return ev;
}
