// Terrain Chart effects (Nabis 5.1): step costs, hexside features, levels, line of sight
// (9.2) and the terrain DRMs of shooting and mêlée.
import { FEATURES, TERRAIN } from './data/tables';
import { sideKey } from './data/map-sparta';
import { between, dist, type Hex } from './hex';
import { opt } from './options';
import { MAP, unitsAt, type NState } from './state';

export const level = (h: Hex) => MAP.level[h] ?? 0;
export const terrainOf = (h: Hex) => MAP.terrain[h] ?? 'clear';
export const isTown = (h: Hex) => !!MAP.town[h];

/** Hex terrain forbidden to the class (NA), ignoring hexsides. */
export function hexNA(h: Hex, cav: boolean): boolean {
  return cav && TERRAIN[terrainOf(h)].cav === null;
}

/** Whether the hexside a-b carries a wall (fortification). */
export const fortBetween = (a: Hex, b: Hex): boolean => MAP.fortInside[sideKey(a, b)] !== undefined;
export const riverBetween = (a: Hex, b: Hex): boolean => !!MAP.river[sideKey(a, b)];

/** Entering b from a for the class is forbidden (NA), counting hexside walls; path-to-path steps per G-20. */
export function stepNA(s: NState, a: Hex, b: Hex, cav: boolean): boolean {
  if (pathStep(a, b) && s.o.pathIgnoresNA === 'yes') return false;
  if (hexNA(b, cav)) return true;
  return cav && fortBetween(a, b);
}

export function pathStep(a: Hex, b: Hex): boolean {
  return !!MAP.path[a] && !!MAP.path[b] && !!MAP.pathLink[sideKey(a, b)];
}

/** Levels counted for a difference dl (G-70 option multiLevel): each level, or once for any difference. */
const levels = (s: NState, dl: number): number => (opt(s.o, 'multiLevel') === 'flat' ? Math.min(1, Math.abs(dl)) : Math.abs(dl));

function levelCost(s: NState, a: Hex, b: Hex, cav: boolean): number {
  const dl = level(b) - level(a);
  // Terrain Chart level rows, G-70: more than one level costs per level by default.
  if (dl > 0) return levels(s, dl) * (cav ? FEATURES.levelUp.cav : FEATURES.levelUp.inf);
  if (dl < 0) return levels(s, dl) * (cav ? FEATURES.levelDown.cav : FEATURES.levelDown.inf);
  return 0;
}

/** MP to step from a into adjacent b (Nabis 8.1 step cost), or null when NA. */
export function stepCost(s: NState, a: Hex, b: Hex, cav: boolean): number | null {
  if (pathStep(a, b)) {
    const lc = levelCost(s, a, b, cav);
    if (s.o.pathIgnoresNA === 'yes' || !stepNA(s, a, b, cav)) return FEATURES.path.cost + lc;
    return null;
  }
  const t = TERRAIN[terrainOf(b)];
  const base = cav ? t.cav : t.inf;
  if (base === null) return null;
  let c = base;
  if (riverBetween(a, b)) c += cav ? (s.o.riverCavalry as number) : FEATURES.river.inf;
  if (fortBetween(a, b)) { if (cav) return null; c += FEATURES.fortification.inf; }
  return c + levelCost(s, a, b, cav);
}

/** Shooting terrain DRM for a target hex seen from a shooter hex (Terrain Chart, shooting column). */
export function shootTerrainDrm(from: Hex, target: Hex): number {
  const t = TERRAIN[terrainOf(target)];
  // Temple/Tower/Sanctuary: -3 from outside to inside, 0 from inside to outside.
  const inside = terrainOf(from) === terrainOf(target) && terrainOf(target) !== 'clear' && terrainOf(target) !== 'city';
  let drm = inside ? t.shoot[1] : t.shoot[0];
  // A wall of the target hex crossed by the line of fire (range 1: the shared side;
  // range 2: a side towards an intermediate hex).
  const crossing = dist(from, target) === 1 ? [from] : between(from, target);
  let wall = 0;
  for (const n of crossing) {
    const ins = MAP.fortInside[sideKey(n, target)];
    if (ins === undefined) continue;
    wall = Math.min(wall, ins === target ? FEATURES.fortification.shoot[0] : FEATURES.fortification.shoot[1]);
  }
  drm += wall;
  return drm;
}

/** Mêlée terrain DRM for one attacking hex against one adjacent defending hex (Terrain Chart, mêlée column). */
export function meleeTerrainDrm(s: NState, att: Hex, def: Hex): number {
  let drm = TERRAIN[terrainOf(def)].melee;
  const k = sideKey(att, def);
  if (MAP.river[k]) drm += FEATURES.river.melee;
  const ins = MAP.fortInside[k];
  if (ins !== undefined) drm += ins === def ? FEATURES.fortification.melee[0] : FEATURES.fortification.melee[1];
  const dl = level(def) - level(att);
  if (dl > 0) drm += levels(s, dl) * FEATURES.levelUp.melee; // G-70
  if (dl < 0) drm += levels(s, dl) * FEATURES.levelDown.melee;
  return drm;
}

/** LOS-blocking terrain (9.2-b, G-05 option losTerrain): town, temple, tower, sanctuary
 *  hexes by default; none under 'open' (units and higher ground still block). */
function terrainBlocks(s: NState, h: Hex): boolean { return terrainOf(h) !== 'clear' && opt(s.o, 'losTerrain') !== 'open'; }

/** Line of sight (Nabis 9.2). Written for ranges 1 and 2, the only ranges the
 *  Shooting Chart allows in Nabis (9.1-i). */
export function hasLos(s: NState, from: Hex, to: Hex, archer: boolean): boolean {
  const d = dist(from, to);
  if (d <= 1) return true; // 9.2-e
  if (d > 2) return false;
  const mids = between(from, to);
  const blocks = (h: Hex): boolean => {
    const high = Math.max(level(from), level(to));
    // 9.2-c: at range 2 an obstacle is at the midpoint, ignored when either end is higher.
    if (high > level(h)) return false;
    if (terrainBlocks(s, h)) return true;
    if (level(h) > level(from) && level(h) > level(to)) return true;
    return !archer && unitsAt(s, h).length > 0; // 9.2-d: archers fire over units
  };
  // One midpoint: it decides. Two (the line runs along their common side): blocked only if both block.
  return mids.length === 1 ? !blocks(mids[0]) : !mids.every(blocks);
}
