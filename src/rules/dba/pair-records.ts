// The state's memory of a pair of elements as they stood, [id, x, y, h, id, x, y, h]:
// unconformed touches (option pur01, moves-outcome.ts noteTouches) and first contacts
// (option cc43, first-contact.ts). An entry holds while both elements are on the table
// at the poses recorded: once either moves, turns, recoils or leaves, it has lapsed.
import type { DbaState, Elem } from './state';

export const pairEntry = (a: Elem, b: Elem): number[] => [a.id, a.x, a.y, a.h, b.id, b.x, b.y, b.h];

const at = (e: Elem | undefined, r: number[], i: number) => !!e && e.status === 'on' && e.x === r[i + 1] && e.y === r[i + 2] && e.h === r[i + 3];

/** The entries of `rows` that still hold, in their order. */
export function holding(s: DbaState, rows: number[][]): number[][] {
  const byId = (id: number) => s.els.find((e) => e.id === id);
  return rows.filter((r) => at(byId(r[0]), r, 0) && at(byId(r[4]), r, 4));
}
