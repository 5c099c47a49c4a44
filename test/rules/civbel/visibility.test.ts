// Line of sight (p.23, VIS-01..08, spec §8.7, T-39) on hand-built positions. The
// observer O stands at the origin facing +y (its stand covers y −180..0); the
// target T faces it (−y), posed by its front edge at y = `at`.
import { describe, expect, it } from 'vitest';
import type { Vec } from '../../../src/engine/plane';
import type { CbTerrain, TerrainKind } from '../../../src/rules/civbel/terrain';
import { canSee, mutualSight, nearestVisibleEnemy, surpriseOnSight, visibleEnemies, type SightContext } from '../../../src/rules/civbel/visibility';
import type { CbUnit } from '../../../src/rules/civbel/state';
import { JT, leader, state, unit } from './helpers';

const O = unit('O', 0, 'X', 'spearmen');
const target = (at: number, o: Parameters<typeof unit>[4] = {}) => unit('T', 1, 'E', 'spearmen', { y: at, h: 270, ...o });
/** Three stands abreast centred on x = 0 with their front edge at y (facing +y). */
const screen = (id: string, y: number, o: Parameters<typeof unit>[4] = {}) => unit(id, 0, 'X', 'spearmen', { x: -JT, y, n: 3, ...o });
const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const area = (id: string, kind: TerrainKind, poly: Vec[], level = 0, crest?: Vec[]): CbTerrain => ({ id, kind, poly, level, crest });
const sees = (units: CbUnit[], terrain: CbTerrain[] = [], extra: Partial<SightContext> = {}, t: CbUnit = units[1]) => canSee({ units, terrain, ...extra }, units[0], t);

describe('VIS-01: formed units, towns, marshes and crest lines block', () => {
  const T = target(10 * JT);
  it('sight is unlimited in distance over open ground', () => {
    expect(sees([O, T])).toBe(true);
  });
  it('T-39: a formed unit between blocks; the same unit unformed in one rank does not hide what is within 1 JT behind it', () => {
    expect(sees([O, T, screen('B', 5 * JT)])).toBe(false);
    expect(sees([O, T, screen('B', 10 * JT - 192, { formation: 'unformed' })])).toBe(true);
    expect(sees([O, T, screen('B', 10 * JT - 192)])).toBe(false);
  });
  it('a town or a marsh between blocks', () => {
    for (const kind of ['town', 'marsh'] as const) expect(sees([O, T], [area('a', kind, rect(-1000, 1000, 1000, 1500))])).toBe(false);
  });
  it('a crest line between blocks, unless the observer stands on it', () => {
    const hill = (y: number) => area('h', 'hill', rect(-1000, y - 300, 1000, y + 300), 1, [{ x: -1000, y }, { x: 1000, y }]);
    expect(sees([O, T], [hill(1200)])).toBe(false);
    // A crest that touches the observer's front edge at its middle and lies just
    // ahead of every corner: every sight line crosses it, but he stands on it.
    const crest = (dy: number) => area('h', 'hill', rect(-1000, -300, 1000, 300), 1, [{ x: -1000, y: 5 + dy }, { x: 0, y: dy }, { x: 1000, y: 5 + dy }]);
    expect(sees([O, T], [crest(0)])).toBe(true);
    expect(sees([O, T], [crest(10)])).toBe(false);
  });
});

describe('VIS-02: dense woods and towns limit sight inside or into them to 1 JT', () => {
  const wood = area('w', 'denseWood', rect(-1000, 100, 1000, 3000));
  it('T-39: a target in a dense wood 0.9 JT away is seen; 1.5 JT away it is not', () => {
    expect(sees([O, target(0.9 * JT)], [wood])).toBe(true);
    expect(sees([O, target(1.5 * JT)], [wood])).toBe(false);
  });
  it('moving inside a dense wood does not reveal (no VIS-03 exception there)', () => {
    // 3 JT away, just inside the wood's edge: the sight line enters it only briefly.
    const shallow = area('w', 'denseWood', rect(-1000, 3 * JT - 20, 1000, 3000));
    expect(sees([O, target(3 * JT)], [shallow], { moved: ['T'] })).toBe(false);
    expect(sees([O, target(3 * JT)], [area('v', 'lightCover', shallow.poly)], { moved: ['T'] })).toBe(true);
  });
  it('from deep inside a wood a unit does not see out; from just inside it does', () => {
    const T = target(10 * JT);
    expect(sees([O, T], [area('w', 'denseWood', rect(-1000, -1000, 1000, 1.5 * JT))])).toBe(false);
    expect(sees([O, T], [area('w', 'denseWood', rect(-1000, -1000, 1000, 0.5 * JT))])).toBe(true);
  });
});

describe('VIS-03: in marshes, dunes and light cover troops are seen within 1 JT, or when they move', () => {
  it('T-39: a target in a vineyard 3 JT away is seen if it moved this phase, not otherwise', () => {
    const vineyard = area('v', 'lightCover', rect(-1000, 2 * JT, 1000, 6 * JT));
    const T = target(3 * JT);
    expect(sees([O, T], [vineyard])).toBe(false);
    expect(sees([O, T], [vineyard], { moved: ['T'] })).toBe(true);
    expect(sees([O, { ...T, turn: { ...T.turn, moved: true } }], [vineyard])).toBe(true);
    expect(sees([O, target(0.9 * JT)], [area('v', 'lightCover', rect(-1000, 100, 1000, 6 * JT))])).toBe(true);
    expect(sees([O, target(1.5 * JT)], [area('v', 'lightCover', rect(-1000, 100, 1000, 6 * JT))])).toBe(false);
  });
  it('dunes hide like light cover', () => {
    expect(sees([O, target(3 * JT)], [area('d', 'dunes', rect(-1000, 2 * JT, 1000, 6 * JT))])).toBe(false);
  });
  it('troops inside a marsh who moved are seen at any distance (spec §8.7)', () => {
    const marsh = area('m', 'marsh', rect(-1000, 2 * JT, 1000, 6 * JT));
    expect(sees([O, target(4 * JT)], [marsh])).toBe(false);
    expect(sees([O, target(4 * JT)], [marsh], { moved: ['T'] })).toBe(true);
  });
});

describe('VIS-04: troops on the edge of cover see out, and are seen only from 1 JT unless they move or shoot', () => {
  // The target's stand (y 2400..2580) straddles the wood's edge at y = 2500.
  const edgeWood = area('w', 'denseWood', rect(-1000, 2500, 1000, 4000));
  const T = target(10 * JT);
  it('hidden while still; seen once it moves or shoots', () => {
    expect(sees([O, T], [edgeWood])).toBe(false);
    expect(sees([O, T], [edgeWood], { shot: ['T'] })).toBe(true);
    expect(sees([O, T], [edgeWood], { moved: ['T'] })).toBe(true);
  });
  it('shooting does not reveal troops wholly inside cover', () => {
    expect(sees([O, T], [area('v', 'lightCover', rect(-1000, 2300, 1000, 4000))], { shot: ['T'] })).toBe(false);
  });
  it('the troops on the edge see out', () => {
    expect(canSee({ units: [O, T], terrain: [edgeWood] }, T, O)).toBe(true);
  });
});

describe('VIS-05: elevation', () => {
  const ownHill = (level: number) => area('own', 'hill', rect(-1000, -1000, 1000, 100), level, [{ x: -1000, y: -400 }, { x: 1000, y: -400 }]);
  const T = target(10 * JT);
  it('T-39: from a hill, troops on low ground 2 JT away are seen over; 0.5 JT away they block', () => {
    const far = screen('B', 2 * JT + 180), near = screen('B', JT / 2 + 180);
    expect(sees([O, T, far], [ownHill(1)])).toBe(true);
    expect(sees([O, T, near], [ownHill(1)])).toBe(false);
    expect(sees([O, T, far])).toBe(false);
  });
  it('woods and towns are not seen over from a hill', () => {
    for (const kind of ['denseWood', 'town'] as const) expect(sees([O, T], [ownHill(1), area('w', kind, rect(-1000, 1000, 1000, 1400))])).toBe(false);
  });
  it('dead ground: beyond a lower hill\'s crest, enemy closer than bow range to it are hidden', () => {
    const lower = area('low', 'hill', rect(-1000, 900, 1000, 1500), 1, [{ x: -1000, y: 1200 }, { x: 1000, y: 1200 }]);
    expect(sees([O, target(1200 + 3 * JT)], [ownHill(2), lower])).toBe(false);
    expect(sees([O, target(1200 + 6 * JT)], [ownHill(2), lower])).toBe(true);
    // From a hill of the same height the crest blocks outright.
    expect(sees([O, target(1200 + 6 * JT)], [ownHill(1), lower])).toBe(false);
  });
});

describe('VIS-06: Special Troop stands, leaders and messengers do not block, and see like troops', () => {
  const T = target(10 * JT);
  it('T-39: a Special Troop stand between does not block', () => {
    expect(sees([O, T, screen('S', 5 * JT, { kind: 'special' })])).toBe(true);
  });
  it('a leader sees, and is hidden, like troops', () => {
    const L = leader('L', 0, 'commander', { x: 0, y: 0 });
    expect(canSee({ units: [T], terrain: [] }, L, T)).toBe(true);
    expect(canSee({ units: [T, screen('B', 5 * JT)], terrain: [] }, L, T)).toBe(false);
    expect(canSee({ units: [T], terrain: [] }, T, L)).toBe(true);
  });
});

describe('VIS-07: an unformed unit in one rank hides only what is more than 1 JT behind it', () => {
  const T = target(10 * JT);
  it('T-39: target 0.8 JT behind it: seen; 1.5 JT behind: not', () => {
    expect(sees([O, T, screen('B', 10 * JT - 0.8 * JT, { formation: 'unformed' })])).toBe(true);
    expect(sees([O, T, screen('B', 10 * JT - 1.5 * JT, { formation: 'unformed' })])).toBe(false);
  });
  it('two ranks of an unformed unit block like a formed unit', () => {
    const one = screen('B', 10 * JT - 0.8 * JT, { formation: 'unformed' });
    const second = screen('B2', 10 * JT - 0.8 * JT - 200);
    const twoRanks: CbUnit = { ...one, stands: [...second.stands.map((s, i) => ({ ...s, id: `B.r${i}` })), ...one.stands] };
    expect(sees([O, T, twoRanks])).toBe(false);
  });
});

describe('VIS-08: the nearest visible enemy; mutual sight for signals', () => {
  it('a nearer enemy hidden behind a formed unit is passed over for a farther visible one', () => {
    const hidden = unit('E1', 1, 'E', 'spearmen', { y: 4 * JT, h: 270 });
    const seen = unit('E2', 1, 'E', 'spearmen', { x: 6 * JT, y: 6 * JT, h: 270 });
    const wall = screen('B', 2 * JT);
    const s = state([O, wall, hidden, seen]);
    expect(visibleEnemies(s, [], O).map((u) => u.id)).toEqual(['E2']);
    expect(nearestVisibleEnemy(s, [], O)?.id).toBe('E2');
    expect(nearestVisibleEnemy(state([O, hidden, seen]), [], O)?.id).toBe('E1');
    expect(nearestVisibleEnemy(state([O, wall, hidden]), [], O)).toBeUndefined();
  });
  it('two leaders on either side of a formed unit cannot signal each other', () => {
    const a = leader('A', 0, 'general', { x: 0, y: 0 }), b = leader('B', 0, 'commander', { x: 0, y: 6 * JT });
    expect(mutualSight({ units: [], terrain: [] }, a, b)).toBe(true);
    expect(mutualSight({ units: [screen('W', 3 * JT)], terrain: [] }, a, b)).toBe(false);
    // In a vineyard, B sees A but is not seen by him: no signal either way.
    const vineyard = area('v', 'lightCover', rect(-1000, 5 * JT, 1000, 7 * JT));
    expect(canSee({ units: [], terrain: [vineyard] }, b, a)).toBe(true);
    expect(mutualSight({ units: [], terrain: [vineyard] }, b, a)).toBe(false);
  });
});

describe('MOR-C5: surprise when a hidden enemy appears within bow range', () => {
  const ctx = (units: CbUnit[]) => ({ units, terrain: [] });
  it('an enemy not seen before, now seen 4 JT away: 1 DP; already seen, beyond bow range, or still hidden: none', () => {
    const e4 = target(4 * JT), e6 = target(6 * JT);
    expect(surpriseOnSight(ctx([O, e4]), O, e4, false)).toBe(1);
    expect(surpriseOnSight(ctx([O, e4]), O, e4, true)).toBe(0);
    expect(surpriseOnSight(ctx([O, e6]), O, e6, false)).toBe(0);
    expect(surpriseOnSight(ctx([O, e4, screen('B', 2 * JT)]), O, e4, false)).toBe(0);
  });
  it('fresh enemy arriving from off the table within bow range and seen: 1 DP', () => {
    const e4 = target(4 * JT);
    expect(surpriseOnSight(ctx([O, e4]), O, e4, true, true)).toBe(1);
  });
});
