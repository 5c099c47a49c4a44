// The shared hex module (src/engine/hex): coordinates in both orientations,
// neighbours, distance, integer line of sight, vertex and edge facing.
import { describe, expect, it } from 'vitest';
import {
  aboutTurn, axialDistance, axialToOffset, edgeFacingSide, edgeTowards, EDGE_DIRS, fewestPivotsToFront,
  flankEdges, frontEdges, hexesBetween, inFrontArc, inFrontSector, lineIsClear, makeGrid, nudgedLine,
  offsetToAxial, OFF_MAP, pivotsBetween, rearEdges, sideOfEdge, step, withinRange, type Axial, type OffsetLayout,
} from '../../../src/engine/hex';

const A = (q: number, r: number): Axial => ({ q, r });
const LAYOUTS: OffsetLayout[] = [
  { orientation: 'flat', shifted: 'even' }, { orientation: 'flat', shifted: 'odd' },
  { orientation: 'pointy', shifted: 'even' }, { orientation: 'pointy', shifted: 'odd' },
];

describe('axial coordinates', () => {
  it('the six edge directions are clockwise and opposite directions cancel, in both orientations', () => {
    for (const o of ['flat', 'pointy'] as const) {
      for (let d = 0; d < 6; d++) {
        const v = EDGE_DIRS[o][d], w = EDGE_DIRS[o][(d + 3) % 6];
        expect([v[0] + w[0], v[1] + w[1]]).toEqual([0, 0]);
        expect(axialDistance(A(0, 0), A(v[0], v[1]))).toBe(1);
      }
    }
    // pointy-top numbering of the CdB spec §2.1: 0=E(+1,0) 1=SE(0,+1) 2=SW(−1,+1) 3=W 4=NW(0,−1) 5=NE(+1,−1)
    expect(EDGE_DIRS.pointy).toEqual([[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]]);
    // flat-top numbering of Nabis: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW
    expect(EDGE_DIRS.flat).toEqual([[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]]);
  });
  it('distance counts the target but not the start', () => {
    expect(axialDistance(A(0, 0), A(0, 0))).toBe(0);
    expect(axialDistance(A(0, 0), A(3, -1))).toBe(3);
    expect(axialDistance(A(-2, 4), A(1, 0))).toBe(4);
    expect(withinRange(A(0, 0), 2).length).toBe(19);
  });
  it('edgeTowards names the edge to an adjacent hex and -1 otherwise', () => {
    for (let d = 0; d < 6; d++) expect(edgeTowards('pointy', A(2, 3), step('pointy', A(2, 3), d))).toBe(d);
    expect(edgeTowards('pointy', A(0, 0), A(2, 0))).toBe(-1);
  });
  it('offset and axial convert both ways for every layout', () => {
    for (const l of LAYOUTS) for (let c = -3; c < 12; c++) for (let r = -3; r < 12; r++) {
      expect(axialToOffset(l, offsetToAxial(l, c, r))).toEqual({ col: c, row: r });
    }
  });
  it('offset neighbours follow the printed shifts', () => {
    // flat, even columns lower (Nabis): from 0105 (odd column) NE is 0204; from 0205 (even) NE is 0305
    const flat = makeGrid({ orientation: 'flat', shifted: 'even' }, 16, 20);
    expect(flat.neighbour(105, 1)).toBe(204);
    expect(flat.neighbour(205, 1)).toBe(305);
    expect(flat.neighbour(101, 0)).toBe(OFF_MAP);
    // pointy, odd rows shifted right: from (col 3,row 2) SE is (3,3); from (3,3) SE is (4,4)
    const pointy = makeGrid({ orientation: 'pointy', shifted: 'odd' }, 30, 22);
    expect(pointy.neighbour(302, 1)).toBe(303);
    expect(pointy.neighbour(303, 1)).toBe(404);
    expect(pointy.neighbour(302, 0)).toBe(402);
    expect(pointy.neighbour(3001, 0)).toBe(OFF_MAP);
    expect(pointy.all().length).toBe(660);
    for (const h of pointy.all()) for (let d = 0; d < 6; d++) {
      const n = pointy.neighbour(h, d);
      if (n !== OFF_MAP) { expect(pointy.neighbour(n, d + 3)).toBe(h); expect(pointy.edgeTo(h, n)).toBe(d); }
    }
  });
});

describe('vertex facing', () => {
  it('front, flank and rear edges of vertex f', () => {
    expect(frontEdges(4)).toEqual([4, 5]);
    expect(flankEdges(4)).toEqual([0, 3]);
    expect(rearEdges(4)).toEqual([1, 2]);
    expect(sideOfEdge(4, 5)).toBe('front');
    expect(sideOfEdge(4, 0)).toBe('flank');
    expect(sideOfEdge(4, 2)).toBe('rear');
    expect(aboutTurn(1)).toBe(4);
  });
  it('pivots and the unique fewest-pivot facing (CdB 6.3, spec T-6.3)', () => {
    expect(pivotsBetween(0, 3)).toBe(3);
    expect(pivotsBetween(5, 0)).toBe(1);
    // S faces 5 and K lies through edge 1: facings 0 (1 pivot) and 1 (2 pivots) put edge 1 in front
    expect(fewestPivotsToFront(5, 1)).toBe(0);
    for (let f = 0; f < 6; f++) for (let d = 0; d < 6; d++) {
      const g = fewestPivotsToFront(f, d);
      expect(frontEdges(g)).toContain(d);
      const other = frontEdges(g)[0] === d ? (d + 5) % 6 : d;
      expect(pivotsBetween(f, g)).toBeLessThan(pivotsBetween(f, other));
    }
  });
  it('edge facing sides', () => {
    expect(edgeFacingSide(0, 0)).toBe('front');
    expect(edgeFacingSide(0, 1)).toBe('frontFlank');
    expect(edgeFacingSide(0, 4)).toBe('rearFlank');
    expect(edgeFacingSide(0, 3)).toBe('rear');
  });
  it('the 60° front sector lies between the two front edge directions (CdB 2.1)', () => {
    // pointy, facing 4 (North): front edges NW (0,−1) and NE (+1,−1)
    expect(inFrontSector('pointy', A(0, 0), 4, A(0, -1))).toBe(true);
    expect(inFrontSector('pointy', A(0, 0), 4, A(1, -1))).toBe(true);
    expect(inFrontSector('pointy', A(0, 0), 4, A(1, -3))).toBe(true); // straight north, two rows up
    expect(inFrontSector('pointy', A(0, 0), 4, A(2, -1))).toBe(false); // east of the wedge
    expect(inFrontSector('pointy', A(0, 0), 4, A(-1, -1))).toBe(false);
    expect(inFrontSector('pointy', A(0, 0), 4, A(0, 0))).toBe(false);
  });
  it('the 120° front arc is wider than the sector and includes its bounding lines by default', () => {
    expect(inFrontArc('pointy', A(0, 0), 4, A(2, -1))).toBe(true); // on the ±60° line
    expect(inFrontArc('pointy', A(0, 0), 4, A(2, -1), true)).toBe(false);
    expect(inFrontArc('pointy', A(0, 0), 4, A(1, 0))).toBe(false); // due east: 90°
    expect(inFrontArc('flat', A(0, 0), 0, A(1, -2))).toBe(true);
  });
});

describe('integer line of sight', () => {
  it('a straight line through centres touches one hex per step', () => {
    expect(hexesBetween(A(0, 0), A(3, 0))).toEqual([A(1, 0), A(2, 0)]);
  });
  it('a line along hex edges touches both hexes on either side (edges count)', () => {
    // pointy: (0,0) to (1,1) runs along the edge between (1,0) and (0,1)
    const h = hexesBetween(A(0, 0), A(1, 1));
    expect(h).toHaveLength(2);
    expect(h).toContainEqual(A(1, 0));
    expect(h).toContainEqual(A(0, 1));
    expect(lineIsClear(A(0, 0), A(1, 1), (x) => x.q === 1 && x.r === 0)).toBe(false);
    expect(lineIsClear(A(0, 0), A(3, 0), (x) => x.q === 1 && x.r === 1)).toBe(true);
  });
  it('both nudged passes are connected paths and are symmetric in their ends', () => {
    for (const b of withinRange(A(0, 0), 6)) {
      for (const s of [1, -1] as const) {
        const line = nudgedLine(A(0, 0), b, s);
        for (let i = 1; i < line.length; i++) expect(axialDistance(line[i - 1], line[i])).toBe(1);
      }
      const there = hexesBetween(A(0, 0), b), back = hexesBetween(b, A(0, 0));
      expect([...back].sort((x, y) => x.q - y.q || x.r - y.r)).toEqual([...there].sort((x, y) => x.q - y.q || x.r - y.r));
    }
  });
  it('the grid maps lines to hex ids and keeps off-map hexes visible as OFF_MAP', () => {
    const g = makeGrid({ orientation: 'pointy', shifted: 'odd' }, 30, 22);
    expect(g.between(302, 602)).toEqual([402, 502]);
    expect(g.distance(101, 3022)).toBeGreaterThan(0);
  });
});
