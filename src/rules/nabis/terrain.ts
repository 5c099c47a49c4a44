// Terrain Chart effects (Nabis 5.1): step costs, hexside features, levels, line of sight
// (9.2) and the terrain DRMs of shooting and mêlée.
import { FEATURES, TERRAIN } from './data/tables';
import { sideKey, type MapDef } from './data/map-sparta';
import { between, dist, type Hex } from './hex';
import { opt } from './options';
import { MAP, mapOf, unitsAt, type NState } from './state';

// Each query reads the game's map (mapOf(s)); the hex-only ones take it as their last
// argument, the placeholder map when none is given (tests, the fixed places).
export const level = (h: Hex, m: MapDef = MAP) => m.level[h] ?? 0;
export const terrainOf = (h: Hex, m: MapDef = MAP) => m.terrain[h] ?? 'clear';
export const isTown = (h: Hex, m: MapDef = MAP) => !!m.town[h];

/** Hex terrain forbidden to the class (NA), ignoring hexsides. */
export function hexNA(h: Hex, cav: boolean, m: MapDef = MAP): boolean {
  return cav && TERRAIN[terrainOf(h, m)].cav === null;
}

/** Whether the hexside a-b carries a wall (fortification). */
export const fortBetween = (a: Hex, b: Hex, m: MapDef = MAP): boolean => m.fortInside[sideKey(a, b)] !== undefined;
export const riverBetween = (a: Hex, b: Hex, m: MapDef = MAP): boolean => !!m.river[sideKey(a, b)];

/** Entering b from a for the class is forbidden (NA), counting hexside walls; path-to-path steps per G-20. */
export function stepNA(s: NState, a: Hex, b: Hex, cav: boolean): boolean {
  const m = mapOf(s);
  if (pathStep(a, b, m) && s.o.pathIgnoresNA === 'yes') return false;
  if (hexNA(b, cav, m)) return true;
  return cav && fortBetween(a, b, m);
}

export function pathStep(a: Hex, b: Hex, m: MapDef = MAP): boolean {
  return !!m.path[a] && !!m.path[b] && !!m.pathLink[sideKey(a, b)];
}

/** Levels counted for a difference dl (G-70 option multiLevel): each level, or once for any difference. */
const levels = (s: NState, dl: number): number => (opt(s.o, 'multiLevel') === 'flat' ? Math.min(1, Math.abs(dl)) : Math.abs(dl));

function levelCost(s: NState, a: Hex, b: Hex, cav: boolean): number {
  const m = mapOf(s);
  const dl = level(b, m) - level(a, m);
  // Terrain Chart level rows, G-70: more than one level costs per level by default.
  if (dl > 0) return levels(s, dl) * (cav ? FEATURES.levelUp.cav : FEATURES.levelUp.inf);
  if (dl < 0) return levels(s, dl) * (cav ? FEATURES.levelDown.cav : FEATURES.levelDown.inf);
  return 0;
}

/** MP to step from a into adjacent b (Nabis 8.1 step cost), or null when NA. */
export function stepCost(s: NState, a: Hex, b: Hex, cav: boolean): number | null {
  const m = mapOf(s);
  if (pathStep(a, b, m)) {
    const lc = levelCost(s, a, b, cav);
    if (s.o.pathIgnoresNA === 'yes' || !stepNA(s, a, b, cav)) return FEATURES.path.cost + lc;
    return null;
  }
  const t = TERRAIN[terrainOf(b, m)];
  const base = cav ? t.cav : t.inf;
  if (base === null) return null;
  let c = base;
  if (riverBetween(a, b, m)) c += cav ? (s.o.riverCavalry as number) : FEATURES.river.inf;
  if (fortBetween(a, b, m)) { if (cav) return null; c += FEATURES.fortification.inf; }
  return c + levelCost(s, a, b, cav);
}

/** Shooting terrain DRM for a target hex seen from a shooter hex (Terrain Chart, shooting column). */
export function shootTerrainDrm(from: Hex, target: Hex, m: MapDef = MAP): number {
  const t = TERRAIN[terrainOf(target, m)];
  // Temple/Tower/Sanctuary: -3 from outside to inside, 0 from inside to outside.
  const inside = terrainOf(from, m) === terrainOf(target, m) && terrainOf(target, m) !== 'clear' && terrainOf(target, m) !== 'city';
  let drm = inside ? t.shoot[1] : t.shoot[0];
  // A wall of the target hex crossed by the line of fire (range 1: the shared side;
  // range 2: a side towards an intermediate hex).
  const crossing = dist(from, target) === 1 ? [from] : between(from, target);
  let wall = 0;
  for (const n of crossing) {
    const ins = m.fortInside[sideKey(n, target)];
    if (ins === undefined) continue;
    wall = Math.min(wall, ins === target ? FEATURES.fortification.shoot[0] : FEATURES.fortification.shoot[1]);
  }
  drm += wall;
  return drm;
}

/** Mêlée terrain DRM for one attacking hex against one adjacent defending hex (Terrain Chart, mêlée column). */
export function meleeTerrainDrm(s: NState, att: Hex, def: Hex): number {
  const m = mapOf(s);
  let drm = TERRAIN[terrainOf(def, m)].melee;
  const k = sideKey(att, def);
  if (m.river[k]) drm += FEATURES.river.melee;
  const ins = m.fortInside[k];
  if (ins !== undefined) drm += ins === def ? FEATURES.fortification.melee[0] : FEATURES.fortification.melee[1];
  const dl = level(def, m) - level(att, m);
  if (dl > 0) drm += levels(s, dl) * FEATURES.levelUp.melee; // G-70
  if (dl < 0) drm += levels(s, dl) * FEATURES.levelDown.melee;
  return drm;
}

/** LOS-blocking terrain (9.2-b, G-05 option losTerrain): town, temple, tower, sanctuary
 *  hexes by default; none under 'open' (units and higher ground still block). */
function terrainBlocks(s: NState, h: Hex): boolean { return terrainOf(h, mapOf(s)) !== 'clear' && opt(s.o, 'losTerrain') !== 'open'; }

/** Line of sight (Nabis 9.2). Written for ranges 1 and 2, the only ranges the
 *  Shooting Chart allows in Nabis (9.1-i). */
export function hasLos(s: NState, from: Hex, to: Hex, archer: boolean): boolean {
  const d = dist(from, to);
  if (d <= 1) return true; // 9.2-e
  if (d > 2) return false;
  const mids = between(from, to);
  const m = mapOf(s);
  const lv = (h: Hex) => level(h, m);
  const blocks = (h: Hex): boolean => {
    const high = Math.max(lv(from), lv(to));
    // 9.2-c: at range 2 an obstacle is at the midpoint, ignored when either end is higher.
    if (high > lv(h)) return false;
    if (terrainBlocks(s, h)) return true;
    if (lv(h) > lv(from) && lv(h) > lv(to)) return true;
    return !archer && unitsAt(s, h).length > 0; // 9.2-d: archers fire over units
  };
  // One midpoint: it decides. Two (the line runs along their common side): blocked only if both block.
  return mids.length === 1 ? !blocks(mids[0]) : !mids.every(blocks);
}
