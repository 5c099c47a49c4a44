// What must hold in every state (checked after every action by the fuzz and the tests):
// one unit a hex (8), legal stacks of one corps (8, 8.1), facings (6.1), units on the map,
// unique counters, action points within the dice, losses never negative (12.1).
import { checkStack } from './stacking';
import { gridOf } from './grid';
import { corpsHalves } from './losses';
import { countersWithHidden, FAR, type CdbState } from './state';

export function invariantErrors(s: CdbState): string[] {
  const out: string[] = [];
  const g = gridOf(s);
  const hexes = new Set<number>();
  const counters = new Set<number>();
  const unitIds = new Set<number>();
  for (const u of s.units) {
    if (unitIds.has(u.id)) out.push(`unit ${u.id} twice`);
    unitIds.add(u.id);
    if (u.id >= s.nextUnit) out.push(`unit ${u.id} not below the next id`);
    if (!g.onMap(u.hex)) out.push(`unit ${u.id} off the map`);
    if (hexes.has(u.hex)) out.push(`two units in hex ${u.hex}`);
    hexes.add(u.hex);
    if (u.counters.length === 0) out.push(`unit ${u.id} has no counter`);
    const corps = s.corps.find((c) => c.id === u.corps);
    if (!corps || corps.side !== u.side) out.push(`unit ${u.id}: corps ${u.corps} is not of its side`);
    const bag = u.counters[0]?.type === 'Bag';
    if (bag ? u.facing !== null : !(Number.isInteger(u.facing) && u.facing! >= 0 && u.facing! <= 5)) out.push(`unit ${u.id}: facing ${u.facing}`);
    const v = checkStack(u.counters);
    if (v) out.push(`unit ${u.id}: ${v.message}`);
    for (const c of u.counters) { if (counters.has(c.id)) out.push(`counter ${c.id} twice`); counters.add(c.id); }
  }
  // 14.3.3: a hidden counter is nowhere else, and belongs to a corps of its side.
  for (const h of s.hidden) {
    if (counters.has(h.counter.id)) out.push(`counter ${h.counter.id} hidden and on the map`);
    counters.add(h.counter.id);
    if (s.corps.find((c) => c.id === h.corps)?.side !== h.side) out.push(`hidden counter ${h.counter.id}: corps ${h.corps} is not of its side`);
  }
  for (const c of s.corps) {
    const now = corpsHalves(countersWithHidden(s, (u) => u.corps === c.id));
    if (now > s.corpsTotal[String(c.id)]) out.push(`corps ${c.id} has more than at set-up`);
  }
  for (const [k, v] of Object.entries(s.ap)) if (!Number.isInteger(v) || v < 0 || v > 6) out.push(`corps ${k}: ${v} AP`);
  for (const [k, v] of Object.entries(s.startDistance)) if (!Number.isInteger(v) || v < 1 || v > FAR) out.push(`unit ${k}: start distance ${v}`);
  if (s.phase === 'move' && s.rolled.length === 0) out.push('movement without a roll');
  if ((s.phase === 'over') !== (s.result !== null)) out.push('result and phase disagree');
  if (s.combat) {
    if (s.phase !== s.combat.step) out.push(`a choice of step ${s.combat.step} pending in phase ${s.phase}`);
    if (s.combat.pending.options.length < 2) out.push('a pending choice without alternatives');
    if (s.combat.dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) out.push('a kept die out of range');
  } else if (!['ap', 'assign', 'move', 'over'].includes(s.phase) && !(s.phase === 'setup' && s.setup)) out.push(`resting in phase ${s.phase}`);
  if ((s.phase === 'setup') !== (s.setup !== undefined)) out.push('set-up state and phase disagree');
  for (const u of s.units) for (const c of u.counters) if (c.dismountTo) out.push(`counter ${c.id} on the map still choosing its form`);
  if (s.turn < 1 || s.turn > s.lastTurn) out.push(`turn ${s.turn}`);
  return out;
}
