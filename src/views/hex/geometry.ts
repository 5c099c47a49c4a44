// Drawing geometry of a rectangular CCRR hex map, for both orientations of the platform's
// grid (src/engine/hex): where each hex's centre lies, its corners, the corner a vertex
// facing points at and the two corners of each edge, in the rule systems' own numbering.
// Floats are fine here: this is drawing only, never a game decision.
import type { OffsetLayout } from '../../engine/hex';

export type Pt = [number, number];

export interface HexGeo {
  layout: OffsetLayout;
  cols: number;
  rows: number;
  /** Circumradius at play zoom (one unit = one CSS pixel). */
  R: number;
  /** The whole map's size at play zoom. */
  W: number;
  H: number;
  cx(h: number): number;
  cy(h: number): number;
  /** The six corners around the centre, clockwise from east (flat) or east-south-east (pointy). */
  corners: Pt[];
  /** The corner vertex facing f points at (vertex f lies between edges f and f + 1). */
  vertex(f: number): Pt;
  /** The two corners of edge d. */
  edge(d: number): [Pt, Pt];
  /** The hex's outline, scaled by k about its centre. */
  hexPath(h: number, k?: number): string;
  /** Every hex, column by column. */
  hexes: number[];
  label(h: number): string;
}

const SIN60 = 0.8660254;

export function hexGeometry(layout: OffsetLayout, cols: number, rows: number, R: number): HexGeo {
  const half = R * SIN60; // half the distance between opposite edges
  const col = (h: number) => Math.floor(h / 100), row = (h: number) => h % 100;
  const flat = layout.orientation === 'flat';
  const shifted = (n: number) => (layout.shifted === 'odd' ? n % 2 === 1 : n % 2 === 0);
  // flat: corner i at 60°·i (y down); pointy: at 30° + 60°·i.
  const corners: Pt[] = flat
    ? [[R, 0], [R / 2, half], [-R / 2, half], [-R, 0], [-R / 2, -half], [R / 2, -half]]
    : [[half, R / 2], [0, R], [-half, R / 2], [-half, -R / 2], [0, -R], [half, -R / 2]];
  const cx = flat ? (h: number) => R + 1.5 * R * (col(h) - 1) : (h: number) => half * (2 * col(h) - 1) + (shifted(row(h)) ? half : 0);
  const cy = flat ? (h: number) => half + 2 * half * (row(h) - 1) + (shifted(col(h)) ? half : 0) : (h: number) => R + 1.5 * R * (row(h) - 1);
  // flat (edges 0 N … 5 NW): vertex f is corner f + 5, edge d runs from corner d + 4 to d + 5.
  // pointy (edges 0 E … 5 NE): vertex f is corner f, edge d runs from corner d + 5 to d.
  const vertex = (f: number): Pt => corners[flat ? (f + 5) % 6 : ((f % 6) + 6) % 6];
  const edge = (d: number): [Pt, Pt] => (flat ? [corners[(4 + d) % 6], corners[(5 + d) % 6]] : [corners[(d + 5) % 6], corners[d % 6]]);
  const hexes: number[] = [];
  for (let c = 1; c <= cols; c++) for (let r = 1; r <= rows; r++) hexes.push(c * 100 + r);
  return {
    layout, cols, rows, R,
    W: flat ? R * (1.5 * cols + 0.5) : half * (2 * cols + 1),
    H: flat ? half * (2 * rows + 1) : R * (1.5 * rows + 0.5),
    cx, cy, corners, vertex, edge, hexes,
    hexPath(h, k = 1) {
      const x = cx(h), y = cy(h);
      return corners.map(([dx, dy], i) => `${i ? 'L' : 'M'}${(x + dx * k).toFixed(1)},${(y + dy * k).toFixed(1)}`).join('') + 'Z';
    },
    label: (h) => String(h).padStart(4, '0'),
  };
}
