// Hand-built positions for the Champs de Bataille rules core. Hexes are written in the
// axial (q, r) of spec §2.1 and §7, with (0, 0) in the middle of the default map.
import type { Seat } from '../../../src/engine/contract';
import type { Quality, UnitType } from '../../../src/rules/cdb/data/units';
import { DEFAULT_COLS, DEFAULT_ROWS, gridFor } from '../../../src/rules/cdb/grid';
import { DEFAULT_OPTIONS, type OptionValues } from '../../../src/rules/cdb/options';
import type { Cell, Corps, Counter, Position, Unit } from '../../../src/rules/cdb/state';
import { counterValues, type Corrections } from '../../../src/rules/cdb/values';

export const G = gridFor(DEFAULT_COLS, DEFAULT_ROWS);
/** The hex id of axial (q, r), (0, 0) being hex 1511. */
export function ax(q: number, r: number): number {
  const h = G.fromAxial({ q: q + 10, r: r + 11 });
  if (h < 0) throw new Error(`off the map: ${q},${r}`);
  return h;
}
export const N = 4, S = 1; // facing North / South (spec §2.1)

let nextCounter = 1000;
/** A counter with the values set-up would give it (catalogue, `corr`, (F) +1). */
export function counter(type: UnitType, quality: Quality = 'O', more: Partial<Counter> = {}, corr: Corrections = {}): Counter {
  return { id: nextCounter++, type, quality, regular: true, ...counterValues(type, quality, corr), ...(type === 'Bag' ? { mobile: true } : {}), ...more };
}
export const irr = (type: UnitType, quality: Quality = 'O', more: Partial<Counter> = {}): Counter => counter(type, quality, { regular: false, ...more });

export function unit(id: number, side: Seat, hex: number, facing: number | null, counters: Counter[] | Counter, corps = side === 0 ? 1 : 2): Unit {
  return { id, side, corps, hex, facing, counters: Array.isArray(counters) ? counters : [counters] };
}

export function corps(id: number, side: Seat, general: number, more: Partial<Corps> = {}): Corps {
  return { id, side, general, regularGeneral: true, allied: false, demoralised: false, generalLost: false, generalOffMap: false, ...more };
}

export function position(units: Unit[], o: { cells?: Record<number, Cell>; corps?: Corps[]; options?: OptionValues } = {}): Position {
  const cells: Record<string, Cell> = {};
  for (const [k, v] of Object.entries(o.cells ?? {})) cells[k] = v;
  return { map: { cols: DEFAULT_COLS, rows: DEFAULT_ROWS, cells }, units, corps: o.corps ?? [], options: { ...DEFAULT_OPTIONS, ...(o.options ?? {}) } };
}

export const WOOD: Cell = { ground: 'difficult', kind: 'wood' };
export const BROKEN: Cell = { ground: 'broken', kind: 'rocky' };
export const MARSH: Cell = { ground: 'difficult', kind: 'marsh' };
export const hill = (level: number): Cell => ({ ground: 'clear', kind: 'open', level });
