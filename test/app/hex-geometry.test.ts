// The shared hex drawing (src/views/hex/geometry.ts) agrees with the platform's grid
// (src/engine/hex) in both orientations: each edge d faces the grid's neighbour d, each
// vertex f lies between edges f and f + 1, and pointy vertex 1 points South, 4 North (spec §2.1).
import { describe, expect, it } from 'vitest';
import { makeGrid, type OffsetLayout } from '../../src/engine/hex';
import { hexGeometry } from '../../src/views/hex/geometry';

const layouts: [OffsetLayout, number, number][] = [[{ orientation: 'flat', shifted: 'even' }, 16, 20], [{ orientation: 'pointy', shifted: 'odd' }, 30, 22]];

describe('hex drawing geometry', () => {
  for (const [layout, cols, rows] of layouts) {
    it(`${layout.orientation}: edges face the grid's neighbours, vertices lie between their edges`, () => {
      const geo = hexGeometry(layout, cols, rows, 30);
      const grid = makeGrid(layout, cols, rows);
      let checked = 0;
      for (const h of grid.all()) {
        for (let d = 0; d < 6; d++) {
          const n = grid.neighbour(h, d);
          if (n < 0) continue;
          const [[x1, y1], [x2, y2]] = geo.edge(d);
          const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
          const dx = geo.cx(n) - geo.cx(h), dy = geo.cy(n) - geo.cy(h);
          // The neighbour's centre is twice the edge's midpoint away, in its direction.
          expect(Math.abs(dx - 2 * mx)).toBeLessThan(0.01);
          expect(Math.abs(dy - 2 * my)).toBeLessThan(0.01);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(cols * rows * 4);
      for (let f = 0; f < 6; f++) {
        const v = geo.vertex(f);
        expect(geo.edge(f)[1]).toEqual(v);
        expect(geo.edge((f + 1) % 6)[0]).toEqual(v);
      }
      // The whole map fits its size, and no hex is off it.
      for (const h of geo.hexes) {
        expect(geo.cx(h) - geo.R * 0.866).toBeGreaterThanOrEqual(-0.01);
        expect(geo.cx(h) + geo.R * 0.866).toBeLessThanOrEqual(geo.W + 0.01);
        expect(geo.cy(h) + geo.R * 0.866).toBeLessThanOrEqual(geo.H + 0.01);
      }
    });
  }
  it('pointy (CdB): vertex 1 points South, vertex 4 North', () => {
    const geo = hexGeometry({ orientation: 'pointy', shifted: 'odd' }, 30, 22, 28);
    expect(geo.vertex(1)).toEqual([0, 28]);
    expect(geo.vertex(4)).toEqual([0, -28]);
  });
});
