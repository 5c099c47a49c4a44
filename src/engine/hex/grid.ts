// A rectangular hex map whose hexes are numbered CCRR (column × 100 + row, both
// from 1), as printed on wargame maps. Everything a rule system asks of its map's
// geometry goes through here; the arithmetic itself is in axial.ts and facing.ts.
import { axialDistance, edgeTowards, step, type Axial, type Orientation } from './axial';
import { inFrontArc, inFrontSector } from './facing';
import { hexesBetween } from './line';
import { axialToOffset, offsetToAxial, type OffsetLayout } from './offset';

export type HexId = number; // col * 100 + row; -1 for "off the map"
export const OFF_MAP: HexId = -1;

export interface HexGrid {
  readonly layout: OffsetLayout;
  readonly orientation: Orientation;
  readonly cols: number;
  readonly rows: number;
  id(col: number, row: number): HexId;
  col(h: HexId): number;
  row(h: HexId): number;
  onMap(h: HexId): boolean;
  axial(h: HexId): Axial;
  /** The hex at axial a, or OFF_MAP. */
  fromAxial(a: Axial): HexId;
  /** The neighbour through edge d, or OFF_MAP. */
  neighbour(h: HexId, d: number): HexId;
  /** The six neighbours in edge order, OFF_MAP where the map ends. */
  neighbours(h: HexId): HexId[];
  distance(a: HexId, b: HexId): number;
  /** Edge from a to an adjacent b, or -1. */
  edgeTo(a: HexId, b: HexId): number;
  /** Hexes touched by the line of sight strictly between a and b (may include OFF_MAP). */
  between(a: HexId, b: HexId): HexId[];
  inFrontArc(from: HexId, facing: number, target: HexId, edgeOut?: boolean): boolean;
  inFrontSector(from: HexId, facing: number, target: HexId): boolean;
  /** Every hex, ascending. */
  all(): HexId[];
  label(h: HexId): string;
}

export function makeGrid(layout: OffsetLayout, cols: number, rows: number): HexGrid {
  if (cols < 1 || cols > 99 || rows < 1 || rows > 99) throw new Error('hex grid: 1..99 columns and rows');
  const o = layout.orientation;
  const id = (c: number, r: number): HexId => c * 100 + r;
  const col = (h: HexId): number => Math.floor(h / 100);
  const row = (h: HexId): number => h % 100;
  const onMap = (h: HexId): boolean => {
    if (h < 0) return false;
    const c = col(h), r = row(h);
    return c >= 1 && c <= cols && r >= 1 && r <= rows;
  };
  const axial = (h: HexId): Axial => offsetToAxial(layout, col(h), row(h));
  const fromAxial = (a: Axial): HexId => {
    const { col: c, row: r } = axialToOffset(layout, a);
    return c >= 1 && c <= cols && r >= 1 && r <= rows ? id(c, r) : OFF_MAP;
  };
  const neighbour = (h: HexId, d: number): HexId => fromAxial(step(o, axial(h), d));
  let every: HexId[] | null = null;
  return {
    layout, orientation: o, cols, rows, id, col, row, onMap, axial, fromAxial, neighbour,
    neighbours: (h) => [0, 1, 2, 3, 4, 5].map((d) => neighbour(h, d)),
    distance: (a, b) => axialDistance(axial(a), axial(b)),
    edgeTo: (a, b) => edgeTowards(o, axial(a), axial(b)),
    between: (a, b) => hexesBetween(axial(a), axial(b)).map(fromAxial),
    inFrontArc: (from, f, target, edgeOut = false) => inFrontArc(o, axial(from), f, axial(target), edgeOut),
    inFrontSector: (from, f, target) => inFrontSector(o, axial(from), f, axial(target)),
    all: () => {
      if (!every) { every = []; for (let c = 1; c <= cols; c++) for (let r = 1; r <= rows; r++) every.push(id(c, r)); }
      return every.slice();
    },
    label: (h) => String(h).padStart(4, '0'),
  };
}
