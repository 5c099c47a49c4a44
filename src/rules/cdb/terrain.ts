// Terrain (rule 1.2): ground classes, woods and their entry rule, and sight (1.2, 10.2).
import type { HexId } from '../../engine/hex';
import { SHORT_SIGHT_HEXES, TERRAIN_KINDS, type Ground, type TerrainKind } from './data/terrain';
import { gridOf } from './grid';
import { opt } from './options';
import { cellAt, type Position } from './state';

export const groundAt = (p: Position, h: HexId): Ground => cellAt(p, h).ground;
export const kindAt = (p: Position, h: HexId): TerrainKind => TERRAIN_KINDS[cellAt(p, h).kind] ?? TERRAIN_KINDS.open;
export const levelAt = (p: Position, h: HexId): number => cellAt(p, h).level ?? 0;
/** 11.2 "behind a river" [INTERP M11 b, river hexes]: u stands out of the river and the enemy it
 *  fights stands in one. */
export const behindRiver = (p: Position, u: { hex: HexId }, e: { hex: HexId }): boolean => !cellAt(p, u.hex).river && cellAt(p, e.hex).river === true;

/** CdB M11 (a): a hex side as a number, the lower hex id × 10000 + the higher. */
export const sideKey = (a: HexId, b: HexId): number => (a < b ? a * 10000 + b : b * 10000 + a);
/** CdB M11 (a): whether a river runs along one of the sides of hex h (its bank). */
export const onRiverSide = (p: Position, h: HexId): boolean => !!p.map.riverSides?.some((k) => Math.floor(k / 10000) === h || k % 10000 === h);
/** CdB M11 (a) [INTERP]: u defends across a river side from e: a river runs along a side of u's
 *  hex and the hex beyond that side is nearer e than u is (for a mêlée, the side between them). */
export function defendsAcrossRiver(p: Position, u: { hex: HexId }, e: { hex: HexId }): boolean {
  const rs = p.map.riverSides;
  if (!rs?.length) return false;
  const g = gridOf(p), d = g.distance(u.hex, e.hex);
  return g.neighbours(u.hex).some((n) => rs.includes(sideKey(u.hex, n)) && g.distance(n, e.hex) < d);
}

/** The hexes of the wood that h belongs to (connected wood hexes), or [] when h is no wood. */
export function woodOf(p: Position, h: HexId): HexId[] {
  if (cellAt(p, h).kind !== 'wood') return [];
  const g = gridOf(p);
  const seen = new Set<HexId>([h]);
  const todo = [h];
  while (todo.length) {
    const x = todo.pop()!;
    for (const n of g.neighbours(x)) if (g.onMap(n) && !seen.has(n) && cellAt(p, n).kind === 'wood') { seen.add(n); todo.push(n); }
  }
  return [...seen].sort((a, b) => a - b);
}

/** 1.2: a unit may enter a wood hex during a move only if it began that move in, or next
 *  to, a hex of that same wood. */
export function mayEnterWood(p: Position, moveStart: HexId, h: HexId): boolean {
  const wood = woodOf(p, h);
  if (wood.length === 0) return true;
  const g = gridOf(p);
  return wood.includes(moveStart) || wood.some((w) => g.distance(w, moveStart) === 1);
}

/** Sight between hex centres (1.2, 10.2). Woods and oases limit sight to 2 hexes: with the
 *  option woodSight = anyHex, whenever the line touches one, its ends included (spec A8).
 *  Within that, sight crosses a wood hex; a shot does not (10.2: intermediate woods block
 *  shooting). Orchards, buildings and a hill level higher than both ends always block.
 *  Units block only shots (10.2), not the sight of command (spec A10). */
export function canSee(p: Position, a: HexId, b: HexId, purpose: 'sight' | 'shooting' = 'sight'): boolean {
  const g = gridOf(p);
  const mid = g.between(a, b).filter((h) => g.onMap(h));
  if (g.distance(a, b) > SHORT_SIGHT_HEXES) {
    const touched = opt(p.options, 'woodSight') === 'anyHex' ? [a, b, ...mid] : mid;
    if (touched.some((h) => kindAt(p, h).shortSight)) return false;
  }
  const top = Math.max(levelAt(p, a), levelAt(p, b));
  for (const h of mid) {
    const k = kindAt(p, h);
    if (k.blocksSight && (purpose === 'shooting' || !k.shortSight)) return false;
    if (levelAt(p, h) > top) return false;
    if (purpose === 'shooting' && p.units.some((u) => u.hex === h)) return false;
  }
  return true;
}
