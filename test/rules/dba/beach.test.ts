// The Waterway's optional beach or flood plain: TER-08, INTERP-48, with CAMP-01 and DEP-07.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { decode, encode } from '../../../src/rules/dba/actions';
import { MOVE } from '../../../src/rules/dba/data/troops';
import { fpOf } from '../../../src/rules/dba/geometry';
import { allowance, sweptArea } from '../../../src/rules/dba/movement';
import { campAt, campProblem } from '../../../src/rules/dba/setup';
import type { Feature } from '../../../src/rules/dba/state';
import { beachPoly, terrainProblem } from '../../../src/rules/dba/terrain';
import { overlaps } from '../../../src/engine/plane';
import { fixedDice, get, position, type Spec } from './helpers';

// A west Waterway 300 p deep with a 150 p beach: the beach is the strip x 300..450.
const water = (beach?: number): Feature => ({ kind: 'Waterway', compulsory: true, p: beach === undefined ? [3, 300] : [3, 300, beach] });
const woods: Feature = { kind: 'Woods', compulsory: false, p: [1800, 700, 480, 320, 0] };
const marsh: Feature = { kind: 'Marsh', compulsory: false, p: [1750, 1750, 480, 320, 0] };

describe('DBA TER-08 beach', () => {
  it('DBA TER-08: a Waterway may have a beach up to 200 p wide along its shore, and the placement carries it', () => {
    expect(terrainProblem([water(150), woods, marsh], 'LITTORAL', 'Road')).toBeNull();
    expect(terrainProblem([water(200), woods, marsh], 'LITTORAL', 'Road')).toBeNull();
    expect(terrainProblem([water(201), woods, marsh], 'LITTORAL', 'Road')).toMatch(/^TER-08/);
    expect(terrainProblem([water(0), woods, marsh], 'LITTORAL', 'Road')).toMatch(/^TER-08/);
    expect(beachPoly(water(150))).toEqual([{ x: 300, y: 0 }, { x: 450, y: 0 }, { x: 450, y: 2400 }, { x: 300, y: 2400 }]);
    expect(beachPoly(water())).toBeNull();
    expect(beachPoly({ kind: 'Waterway', compulsory: true, p: [0, 250, 100] })).toEqual([{ x: 0, y: 250 }, { x: 2400, y: 250 }, { x: 2400, y: 350 }, { x: 0, y: 350 }]);
    const a = { k: 'terrain' as const, f: [water(150), woods, marsh] };
    expect(decode(encode(a))).toEqual(a);
  });
  it('DBA TER-08 / INTERP-48: the beach is good going, so no area feature stands on it', () => {
    const near: Feature = { kind: 'Woods', compulsory: false, p: [560, 1200, 480, 320, 90] }; // x 400..720
    expect(terrainProblem([water(), near, marsh], 'LITTORAL', 'Road')).toBeNull();
    expect(terrainProblem([water(50), near, marsh], 'LITTORAL', 'Road')).toBeNull(); // beach to x 350
    expect(terrainProblem([water(150), near, marsh], 'LITTORAL', 'Road')).toMatch(/^TER-08/);
  });
  it('INTERP-48: a move over the beach is at the good-going rate', () => {
    const cv: Spec = { id: 0, side: 0, base: '3Cv', f: 'N', x: [310, 470], y: [600, 680], gen: true };
    const foe: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1600, 1760], y: [2000, 2060] };
    const s = position([cv, foe], { terrain: [water(150), woods, marsh] });
    const to = { x: 390, y: 1080, h: 90 };
    const swept = sweptArea(get(s, 0), to);
    expect(overlaps(swept, beachPoly(s.terrain[0])!)).toBe(true);
    expect(allowance(s, get(s, 0), swept, 'Cv', to)).toBe(MOVE.Cv.good);
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 390, y: 1080, h: 90 })).toBeNull();
  });
  it('DBA CAMP-01 / DEP-07 (INTERP-4): a camp may stand on the beach against the shore, and a landing may come ashore on it', () => {
    const specs: Spec[] = [
      { id: 0, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [300, 360], gen: true },
      { id: 5, side: 0, base: '4Sp', f: 'N', x: [0, 160], y: [0, 60] },
      { id: 6, side: 0, base: '4Sp', f: 'N', x: [0, 160], y: [0, 60] },
      { id: 12, side: 1, base: '4Bd', f: 'S', x: [1600, 1760], y: [2000, 2060] },
    ];
    const s = position(specs, { terrain: [water(150), woods, marsh], hadBound: [false, true] });
    s.edge = [3, 1];
    const camp = campAt(s, 0, 1200);
    expect(campProblem(s, camp)).toBeNull();
    s.edge = [0, 2];
    s.armies[0] = { ...s.armies[0], topography: 'LITTORAL' };
    get(s, 5).status = 'reserve';
    get(s, 6).status = 'reserve';
    s.landing[0] = [5, 6];
    const t = dba.apply(s, 0, { k: 'land', at: [{ x: 360, y: 1080, h: 0 }, { x: 360, y: 1240, h: 0 }] }, fixedDice([]));
    expect(overlaps(fpOf(get(t, 5)), beachPoly(t.terrain[0])!)).toBe(true);
  });
});
