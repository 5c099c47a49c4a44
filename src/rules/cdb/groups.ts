// Groups (rule 5.1) and the column a group must form to end in difficult terrain (1.2).
import type { Violation } from '../../engine/contract';
import { frontEdges, rearEdges } from '../../engine/hex';
import { gridOf } from './grid';
import { cellAt, enemiesOf, type Position, type Unit } from './state';
import { inZocOf } from './zoc';

/** 5.1: a unit in an enemy zone of control at the start of the move cannot join a group. */
export function mayJoinGroup(p: Position, u: Unit): boolean {
  const g = gridOf(p);
  return u.facing !== null && !enemiesOf(p, u).some((e) => inZocOf(g, u, e));
}

/** 5.1: whether these units form one group: same corps, same facing, each adjacent to
 *  another member (connected), none in an enemy zone at the start of the move. */
export function checkGroup(p: Position, members: Unit[]): Violation | null {
  if (members.length < 2) return null;
  const g = gridOf(p);
  const [first] = members;
  if (members.some((u) => u.corps !== first.corps)) return { rule: 'CdB 5.1', message: 'a group is of one corps' };
  if (members.some((u) => u.facing !== first.facing)) return { rule: 'CdB 5.1', message: 'a group has one facing' };
  if (members.some((u) => !mayJoinGroup(p, u))) return { rule: 'CdB 5.1', message: 'a unit in an enemy zone of control moves alone' };
  const reached = new Set([first.id]);
  const todo = [first];
  while (todo.length) {
    const x = todo.pop()!;
    for (const y of members) if (!reached.has(y.id) && g.distance(x.hex, y.hex) === 1) { reached.add(y.id); todo.push(y); }
  }
  if (reached.size !== members.length) return { rule: 'CdB 5.1', message: 'the members of a group must touch one another' };
  return null;
}

/** 5.1: the largest groups a corps could move as now (connected components of eligible
 *  units of the corps by facing); lone units are left out. Sorted by lowest unit id. */
export function possibleGroups(p: Position, corps: number): number[][] {
  const g = gridOf(p);
  const eligible = p.units.filter((u) => u.corps === corps && mayJoinGroup(p, u));
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const u of [...eligible].sort((a, b) => a.id - b.id)) {
    if (seen.has(u.id)) continue;
    const comp = [u];
    seen.add(u.id);
    for (let i = 0; i < comp.length; i++)
      for (const v of eligible) if (!seen.has(v.id) && v.facing === u.facing && g.distance(comp[i].hex, v.hex) === 1) { seen.add(v.id); comp.push(v); }
    if (comp.length > 1) out.push(comp.map((x) => x.id).sort((a, b) => a - b));
  }
  return out;
}

/** 1.2 ⟨X⟩: a group ending its move with a member in difficult terrain must be a single
 *  column: members touch only through front or rear hexes and form one chain. Groups of
 *  Psiloi only are exempt (French "without being in column", spec C16). */
export function checkColumnInDifficult(p: Position, members: Unit[]): Violation | null {
  if (members.length < 2) return null;
  if (!members.some((u) => cellAt(p, u.hex).ground === 'difficult')) return null;
  if (members.every((u) => u.counters.every((c) => c.type === 'Ps'))) return null;
  const g = gridOf(p);
  const f = members[0].facing ?? 0;
  const axis = [...frontEdges(f), ...rearEdges(f)];
  for (const a of members) {
    const touching = members.filter((b) => b !== a && g.distance(a.hex, b.hex) === 1);
    if (touching.some((b) => !axis.includes(g.edgeTo(a.hex, b.hex))) || touching.length > 2)
      return { rule: 'CdB 1.2', message: 'a group ending in difficult terrain must be a single column' };
  }
  // One chain: a connected set where each member touches at most two others and the ends one.
  const ends = members.filter((a) => members.filter((b) => b !== a && g.distance(a.hex, b.hex) === 1).length === 1);
  if (ends.length !== 2) return { rule: 'CdB 1.2', message: 'a group ending in difficult terrain must be a single column' };
  return null;
}

