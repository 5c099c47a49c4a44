// [PROPOSED] A.2 through ground.ts: how far a straight move gets over the terrain (the path
// of the unit's centre, each length at its cost factor), whether it crossed broken ground
// (fatigue, MOR-C9), and which pieces a unit stands in (combat). Hand-built units and pieces.
import { describe, expect, it } from 'vitest';
import { inBrokenGround, piecesUnder, reachOver, terrainOf } from '../../../src/rules/civbel/ground';
import { CURRENT_RULES_MODULE, missingChapters } from '../../../src/rules/civbel/missing-chapters';
import { unitCentre } from '../../../src/rules/civbel/formation-changes';
import type { CbTerrain, TerrainKind } from '../../../src/rules/civbel/terrain';
import { JT, unit } from './helpers';

const cb = missingChapters(CURRENT_RULES_MODULE)!;
/** A rectangle piece [x0, x1] × [y0, y1]. */
const piece = (kind: TerrainKind, x0: number, x1: number, y0: number, y1: number): CbTerrain =>
  ({ id: kind, kind, poly: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }], level: 0 });
// A unit facing +y (heading 90) whose centre is at (cx, cy).
function at(type: 'spearmen' | 'heavyCavalry', cx: number, cy: number) {
  const u = unit('u', 0, 'c', type, { x: 0, y: 0, h: 90 });
  const c = unitCentre(u);
  u.stands = u.stands.map((s) => ({ ...s, x: s.x + cx - c.x, y: s.y + cy - c.y }));
  return u;
}
const foot = at('spearmen', 1000, 1000), horse = at('heavyCavalry', 1000, 1000);
// Across the way ahead, from 1 JT to 3 JT in front of the centre.
const across = (kind: TerrainKind) => piece(kind, 0, 2000, 1000 + JT, 1000 + 3 * JT);

describe('A.2 reachOver: a straight move over the terrain', () => {
  it('no terrain, or terrain off the path: the whole roll, exactly, and no broken ground', () => {
    expect(reachOver(cb, [], foot, 90, 5 * JT)).toEqual({ dist: 5 * JT, broken: false });
    expect(reachOver(cb, [piece('lightCover', 3000, 4000, 0, 3000)], foot, 90, 5 * JT)).toEqual({ dist: 5 * JT, broken: false });
    expect(reachOver(cb, [across('marsh')], foot, 90, 0)).toEqual({ dist: 0, broken: false });
    expect(reachOver(cb, [across('marsh')], foot, 90, -5)).toEqual({ dist: 0, broken: false });
  });
  it('formed foot: a marsh (difficult, ×¼) 1 JT ahead leaves 1 JT + 2 JT ÷ 4 of a 3 JT roll; the path ends where its cost meets the roll', () => {
    const r = reachOver(cb, [across('marsh')], foot, 90, 3 * JT);
    expect(r.dist).toBe(JT + JT / 2);
    expect(r.broken).toBe(false);
    // One unit more would cost 4 more: over the roll.
    expect(cb.pathCost(foot, cb.pathPieces(unitCentre(foot), { x: 1000, y: 1000 + r.dist + 1 }, [across('marsh')]), 3 * JT)).toBeGreaterThan(3 * JT);
  });
  it('formed foot through scrub (broken, ×½): 1 JT, then 1 JT of scrub for the other 2 JT of the roll; it crossed broken ground', () => {
    expect(reachOver(cb, [across('lightCover')], foot, 90, 3 * JT)).toEqual({ dist: 2 * JT, broken: true });
    // Stopping short of the scrub: no broken ground.
    expect(reachOver(cb, [across('lightCover')], foot, 90, JT - 10)).toEqual({ dist: JT - 10, broken: false });
  });
  it('a move whose cost equals the roll exactly is made in full (cost ≤ roll)', () => {
    // 1 JT open + 1 JT of scrub at ×2 = 3 JT: the whole of a 3 JT roll, but 2 JT of ground.
    const scrub = piece('lightCover', 0, 2000, 1000 + JT, 1000 + 2 * JT);
    expect(reachOver(cb, [scrub], foot, 90, 3 * JT).dist).toBe(2 * JT);
  });
  it('horse may not enter a dense wood: it stops at the edge; standing in one, it may walk out', () => {
    expect(reachOver(cb, [across('denseWood')], horse, 90, 5 * JT).dist).toBe(JT);
    const inWood = piece('denseWood', 0, 2000, 500, 1500);
    const out = reachOver(cb, [inWood], horse, 90, 4 * JT);
    expect(out.dist).toBe(4 * JT);
    // Foot in the same wood is slowed by it (×¼): the wood still counts for foot.
    expect(reachOver(cb, [inWood], foot, 90, 4 * JT).dist).toBeLessThan(4 * JT);
  });
});

describe('A.2 in combat: the pieces a unit stands in', () => {
  it('at its centre: in the scrub it is in broken ground, in the marsh (difficult) it is not, outside both neither', () => {
    const scrub = piece('lightCover', 500, 1500, 500, 1500), marsh = piece('marsh', 500, 1500, 500, 1500), far = piece('lightCover', 3000, 4000, 3000, 4000);
    expect(piecesUnder([scrub, far], foot)).toEqual([scrub]);
    expect(piecesUnder([far], foot)).toEqual([]);
    expect(inBrokenGround(cb, [scrub], foot)).toBe(true);
    expect(inBrokenGround(cb, [marsh], foot)).toBe(false);
    expect(inBrokenGround(cb, [far], foot)).toBe(false);
  });
  it('a game on the open plain has no terrain; the broken field has its pieces', () => {
    expect(terrainOf({})).toEqual([]);
    expect(terrainOf({ terrain: [across('marsh')] })).toHaveLength(1);
  });
});

describe('A.2 travelOver on open ground: the whole budget, exactly', () => {
  it('at every heading, with no terrain, a move goes its full budget (a rounded step measuring a unit long does not cut it)', () => {
    const cb = missingChapters(CURRENT_RULES_MODULE)!;
    for (let h = 0; h < 360; h += 7) for (const budget of [1, 120, 599, 1200]) expect(cb.travelOver([], foot, unitCentre(foot), h, budget)).toBe(budget);
    expect(cb.travelOver([], foot, unitCentre(foot), 90, -5)).toBe(0);
    // Nor with terrain elsewhere on the table.
    const far = [piece('marsh', 9000, 9500, 9000, 9500)];
    for (let h = 0; h < 360; h += 7) expect(cb.travelOver(far, foot, unitCentre(foot), h, 599)).toBe(599);
  });
});
