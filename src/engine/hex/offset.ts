// Offset (column, row) coordinates, as printed on maps, and their axial equivalents.
// flat-top maps shift alternate columns half a hex down; pointy-top maps shift
// alternate rows half a hex right. `shifted` names the parity that is shifted.
import type { Axial, Orientation } from './axial';

export interface OffsetLayout { orientation: Orientation; shifted: 'odd' | 'even' }

export function offsetToAxial(l: OffsetLayout, col: number, row: number): Axial {
  if (l.orientation === 'flat') {
    // A shifted column sits half a hex lower: its axial r is smaller than its row.
    const r = l.shifted === 'even' ? row - Math.floor((col + 1) / 2) : row - Math.floor(col / 2);
    return { q: col, r };
  }
  const q = l.shifted === 'odd' ? col - Math.floor(row / 2) : col - Math.floor((row + 1) / 2);
  return { q, r: row };
}

export function axialToOffset(l: OffsetLayout, a: Axial): { col: number; row: number } {
  if (l.orientation === 'flat') {
    const col = a.q;
    const row = l.shifted === 'even' ? a.r + Math.floor((col + 1) / 2) : a.r + Math.floor(col / 2);
    return { col, row };
  }
  const row = a.r;
  const col = l.shifted === 'odd' ? a.q + Math.floor(row / 2) : a.q + Math.floor((row + 1) / 2);
  return { col, row };
}
