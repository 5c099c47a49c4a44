// Turning before combat (rule 6.3 ⟨X⟩): who must turn, who may be designated, and the turn.
import { gridOf } from './grid';
import { turnToFace } from './facing';
import type { Position, Unit } from './state';
import { frontalContact, inZocOf } from './zoc';

/** 6.3 step 1: units of `side` in the zone of at least one enemy and in frontal contact with
 *  none, each with the enemies whose zone holds it (its possible attackers, lowest id first). */
export function unitsToTurn(p: Position, side: number): { unit: Unit; attackers: Unit[] }[] {
  const g = gridOf(p);
  const out: { unit: Unit; attackers: Unit[] }[] = [];
  const foes = p.units.filter((e) => e.side !== side && e.facing !== null);
  for (const u of p.units) {
    if (u.side !== side || u.facing === null) continue;
    if (foes.some((e) => frontalContact(g, u, e))) continue;
    const attackers = foes.filter((e) => inZocOf(g, u, e)).sort((a, b) => a.id - b.id);
    if (attackers.length) out.push({ unit: u, attackers });
  }
  return out.sort((a, b) => a.unit.id - b.unit.id);
}

/** 6.3 step 2: u turns, by the fewest vertices and at no cost, to put the designated attacker
 *  in one of its front hexes; the "no pivot in a zone of control" rule does not apply here. */
export function applyDesignation(p: Position, unitId: number, attackerId: number): Position {
  const g = gridOf(p);
  const u = p.units.find((x) => x.id === unitId), a = p.units.find((x) => x.id === attackerId);
  if (!u || !a) throw new Error('cdb: unknown unit in a designation');
  const facing = turnToFace(g, u, a);
  return { ...p, units: p.units.map((x) => (x.id === unitId ? { ...x, facing } : x)) };
}
