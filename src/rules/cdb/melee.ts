// Mêlée (rule 11): overlaps (11.3), flank attacks (11.4) and the totals of 11.2 with the
// tactical modifiers (table §2) and the troop-quality modifiers (table §3), then the result
// (11.5). Pure: nothing moves here; recoil, flight and destruction are applied elsewhere.
import type { HexGrid } from '../../engine/hex';
import { CATALOGUE, isMounted } from './data/units';
import { gridOf } from './grid';
import { opt } from './options';
import { combatResult, resultRow, type Result } from './results';
import { meleeSupport } from './stacking';
import { cellAt, front, type Position, type Unit } from './state';
import { behindRiver, defendsAcrossRiver, levelAt } from './terrain';
import { fightingQuality } from './units';
import { frontalContact, inZocOf, sideTowards, zocOf } from './zoc';

export const MAX_OVERLAP_PENALTY = 3;

export interface Overlap { unit: number; flankAttack: boolean }

const adjacent = (g: HexGrid, a: Unit, b: Unit): boolean => g.distance(a.hex, b.hex) === 1;
const inEnemyZoc = (p: Position, g: HexGrid, u: Unit): boolean => p.units.some((e) => e.side !== u.side && inZocOf(g, u, e));

/** 11.3 and 11.4: the units of the engager's side that overlap the engaged enemy `x`, fought
 *  by `engager`. (a) Automatic side overlap: x in one of F's flank hexes and F in one of x's
 *  flank or rear hexes [INTERP spec A1]. (b) Front overlap: x in one of F's front hexes, unless
 *  F's other front hex holds an enemy in frontal contact with F. Elephants do not overlap a
 *  mounted friend's fight unless it is Elephants too (⟨X⟩). An overlap is a flank attack when x
 *  presents its flank or rear to F, x is in F's zone, and F is in no enemy zone (French 11.4:
 *  it still overlaps, spec C4). Overlaps are always taken (spec N9). */
export function overlapsOn(p: Position, x: Unit, engager: Unit): Overlap[] {
  const g = gridOf(p);
  const out: Overlap[] = [];
  for (const f of p.units) {
    if (f.side !== engager.side || f.id === engager.id || f.facing === null || !adjacent(g, f, x)) continue;
    const fromF = sideTowards(g, f, x.hex);
    const fromX = sideTowards(g, x, f.hex);
    const side = fromF === 'flank' && (fromX === 'flank' || fromX === 'rear' || x.facing === null);
    let frontOverlap = false;
    if (fromF === 'front') {
      const other = zocOf(g, f).find((h) => h !== x.hex);
      const blocked = p.units.some((e) => e.side !== f.side && e.hex === other && frontalContact(g, f, e));
      frontOverlap = !blocked;
    }
    if (!side && !frontOverlap) continue;
    if (front(f).type === 'El' && isMounted(front(engager).type) && front(engager).type !== 'El') continue;
    const flankAttack = (fromX === 'flank' || fromX === 'rear') && fromF === 'front' && !inEnemyZoc(p, g, f);
    out.push({ unit: f.id, flankAttack });
  }
  return out;
}

export interface Item { id: string; value: number }
export interface Total { die: number; tv: number; items: Item[]; beforeQuality: number; quality: Item[]; total: number }

const TERRAIN_MINUS_TWO = '11.2-terrain';

/** 11.3, spec C19: how many overlaps count. One unit a hex, so "at most −1 per hex edge"
 *  (English) counts each; with overlapCapPer = side (French "par côté") at most one from each
 *  side of u: front, left flank, right flank, rear (its two rear edges are one side). */
function overlapCount(p: Position, u: Unit, overlaps: Overlap[]): number {
  if (opt(p.options, 'overlapCapPer') !== 'side' || u.facing === null) return overlaps.length;
  const g = gridOf(p);
  const f = u.facing;
  const sides = new Set<string>();
  for (const o of overlaps) {
    const x = p.units.find((y) => y.id === o.unit);
    if (!x) continue;
    const e = g.edgeTo(u.hex, x.hex);
    const k = (e - f + 6) % 6;
    sides.add(k <= 1 ? 'front' : k === 2 ? 'right' : k === 5 ? 'left' : 'rear');
  }
  return sides.size;
}

/** CdB M13 [INTERP], option fortifications: foot in a fortification hex fighting an enemy
 *  that is not in one defends it (+1, the rules giving fortifications no bonus of their own). */
export const defendsFortification = (p: Position, u: Unit, e: Unit): boolean =>
  opt(p.options, 'fortifications') === 'plusOne' && CATALOGUE[front(u).type].cls === 'foot' && cellAt(p, u.hex).fortification === true && !cellAt(p, e.hex).fortification;

/** Tactical modifiers (table §2) of unit u fighting enemy e in mêlée, with the overlaps on u. */
function tactical(p: Position, u: Unit, e: Unit, overlaps: Overlap[], defending: boolean): Item[] {
  const items: Item[] = [];
  const c = front(u);
  // 11.2: one +1 for a position of advantage, higher on a hill or behind a river; CdB M13
  // [INTERP, option fortifications]: or foot in a fortification fighting an enemy outside one.
  if (levelAt(p, u.hex) > levelAt(p, e.hex)) items.push({ id: '11.2-advantage', value: 1 });
  // CdB M11 (a): the unit attacked defending across a river that runs along hex sides.
  else if (behindRiver(p, u, e) || (defending && defendsAcrossRiver(p, u, e))) items.push({ id: '11.2-river', value: 1 });
  else if (defendsFortification(p, u, e)) items.push({ id: 'M13', value: 1 });
  const ov = Math.min(MAX_OVERLAP_PENALTY, overlapCount(p, u, overlaps));
  if (ov) items.push({ id: '11.3', value: -ov });
  const corps = p.corps.find((k) => k.id === u.corps);
  if (corps?.demoralised) items.push({ id: '12.3', value: c.general ? -1 : -2 });
  const rough = (h: number) => cellAt(p, h).ground !== 'clear';
  // The four −2 rows of the table. They name disjoint types, so at most one applies (spec A25).
  const rows = [
    isMounted(c.type) && (rough(u.hex) || rough(e.hex)),
    rough(u.hex) && ((c.type === 'Wb' && (c.quality === 'S' || c.quality === 'O')) || c.type === 'Bd'),
    rough(u.hex) && ((c.type === 'Hd' && c.quality === 'O') || c.type === 'Sp' || c.type === 'Bag'),
    rough(u.hex) && c.type === 'Pk',
  ].filter(Boolean).length;
  if (rows) items.push({ id: TERRAIN_MINUS_TWO, value: -2 });
  return items;
}

/** 11.2: both totals of a mêlée between the active unit a and the enemy x, with their dice.
 *  Quality modifiers (table §3) are computed from the totals before quality, for both sides at
 *  once [INTERP spec §5.6]. */
export function meleeTotals(p: Position, a: Unit, x: Unit, dice: [number, number]): [Total, Total] {
  const g = gridOf(p);
  const ovOnX = overlapsOn(p, x, a);
  const ovOnA = overlapsOn(p, a, x);
  const part = (u: Unit, e: Unit, die: number, ovOnU: Overlap[], defending: boolean) => {
    const c = front(u), ec = front(e);
    const tv = isMounted(ec.type) ? c.tvMounted : c.tvFoot;
    const items = [...tactical(p, u, e, ovOnU, defending)];
    const support = meleeSupport(u.counters, { enemy: ec, inClear: cellAt(p, u.hex).ground === 'clear', warbandNeedsClear: opt(p.options, 'warbandSupport') === 'clear' });
    if (support) items.unshift({ id: '8.1', value: support });
    const beforeQuality = die + tv + items.reduce((s, i) => s + i.value, 0);
    return { die, tv, items, beforeQuality };
  };
  const ta = part(a, x, dice[0], ovOnA, false), tx = part(x, a, dice[1], ovOnX, true);
  const quality = (u: Unit, e: Unit, mine: number, theirs: number, active: boolean): Item[] => {
    const c = front(u), ec = front(e);
    const q = fightingQuality(c, { mode: 'melee', enemyType: ec.type, enemyInFront: sideTowards(g, u, e.hex) === 'front' });
    const eq = fightingQuality(ec, { mode: 'melee', enemyType: c.type, enemyInFront: sideTowards(g, e, u.hex) === 'front' });
    const sameType = c.type === ec.type, sameQuality = q === eq;
    const different = opt(p.options, 'mixedTypeQuality') === 'bothDiffer' ? !sameType && !sameQuality : !(sameType && sameQuality);
    const out: Item[] = [];
    if (q === 'S' && mine < theirs && different && ec.type !== 'El') out.push({ id: '11.2-S', value: 1 });
    if (q === 'I' && mine <= theirs) out.push({ id: '11.2-I', value: -1 });
    if (q === 'F' && !active && mine < theirs) out.push({ id: '11.2-F', value: -1 });
    return out;
  };
  const qa = quality(a, x, ta.beforeQuality, tx.beforeQuality, true);
  const qx = quality(x, a, tx.beforeQuality, ta.beforeQuality, false);
  // Fields written out (not spread): the same object, made several times faster for the bot.
  const fin = (t: typeof ta, q: Item[]): Total => ({ die: t.die, tv: t.tv, items: t.items, beforeQuality: t.beforeQuality, quality: q, total: t.beforeQuality + q.reduce((s, i) => s + i.value, 0) });
  return [fin(ta, qa), fin(tx, qx)];
}

export interface MeleeOutcome {
  totals: [Total, Total];
  row: 1 | 2 | 3;
  /** Each side's result: the loser's from the table; the winner 'none'. Both on equal scores. */
  results: [Result, Result];
}

/** 11.2 steps 2–5 and 11.5: totals, row, and each side's result. `firstMelee`: the two came
 *  into contact this player-turn (spec A11). */
export function resolveMelee(p: Position, a: Unit, x: Unit, dice: [number, number], firstMelee = false): MeleeOutcome {
  const totals = meleeTotals(p, a, x, dice);
  const [ta, tx] = totals;
  const hi = Math.max(ta.total, tx.total), lo = Math.min(ta.total, tx.total);
  const row = resultRow(hi, lo);
  const flankOn = (u: Unit, by: Unit) => overlapsOn(p, u, by).some((o) => o.flankAttack);
  const resultFor = (u: Unit, e: Unit, loses: boolean): Result => {
    if (!loses) return { outcome: 'none', entry: '', flankConverted: false };
    const c = front(u), ec = front(e);
    return combatResult(row, {
      loserType: c.type, loserQuality: c.quality, loserGround: cellAt(p, u.hex).ground,
      opponentType: ec.type, opponentQuality: ec.quality, mode: 'melee', firstMelee,
      flankAttacked: flankOn(u, e), mobile: c.mobile === true, flankFleeFlees: opt(p.options, 'flankFlee') === 'flees',
    });
  };
  const equal = ta.total === tx.total;
  return { totals, row, results: [resultFor(a, x, equal || ta.total < tx.total), resultFor(x, a, equal || tx.total < ta.total)] };
}
