// Recoil (CdB 11.6) and passing through friends (CdB 8.2), as a planned work queue.
import { describe, expect, it } from 'vitest';
import { facingToward, mayPassThrough, recoil } from '../../../src/rules/cdb/recoil';
import type { Unit } from '../../../src/rules/cdb/state';
import { ax, counter, G, N, position, S, unit } from './helpers';

const hexOf = (units: Unit[], id: number) => units.find((u) => u.id === id)?.hex;

describe('CdB 8.2: who may pass through whom', () => {
  const f = (t: Parameters<typeof counter>[0], facing: number | null = N) => unit(2, 0, ax(0, 1), facing, counter(t));
  const m = (t: Parameters<typeof counter>[0], facing: number = N) => unit(1, 0, ax(0, 0), facing, counter(t));
  const pass = (a: Unit, b: Unit, extra: Unit[] = []) => mayPassThrough(position([a, b, ...extra]), a, b);
  it('Psiloi through any friend of the same or reverse facing; mounted through Psiloi; Bw and Bd through each other; foot through baggage', () => {
    expect(pass(m('Ps'), f('Sp'))).toBe(true);
    expect(pass(m('Ps'), f('Sp', S))).toBe(true);
    expect(pass(m('Ps'), f('Sp', 5))).toBe(false);
    expect(pass(m('Cv'), f('Ps'))).toBe(true);
    expect(pass(m('Cv'), f('Sp'))).toBe(false);
    expect(pass(m('Bw'), f('Bd'))).toBe(true);
    expect(pass(m('Bd'), f('Bw'))).toBe(true);
    expect(pass(m('Sp'), f('Bd'))).toBe(false);
    expect(pass(m('Sp'), f('Bag', null))).toBe(true);
    expect(pass(m('Kn'), f('Bag', null))).toBe(false);
  });
  it('never through a friend next to an enemy', () => {
    expect(pass(m('Ps'), f('Sp'), [unit(9, 1, ax(0, 2), N, counter('Sp'))])).toBe(false);
  });
});

describe('CdB 11.6: recoil', () => {
  const lone = unit(1, 0, ax(0, 0), N, counter('Bd')); // rear hexes (0,1) SE and (−1,1) SW
  it('into an empty rear hex, same facing; an empty hex out of enemy zones comes first', () => {
    const r = recoil(position([lone]), 1);
    expect([ax(0, 1), ax(-1, 1)]).toContain(hexOf(r.position.units, 1));
    expect(r.position.units[0].facing).toBe(N);
    // (0,1) is in the zone of an enemy at (1,1) facing 3 (W edge → (0,1)): (−1,1) is taken
    const foe = unit(9, 1, ax(1, 1), 3, counter('Sp'));
    expect(hexOf(recoil(position([lone, foe]), 1).position.units, 1)).toBe(ax(-1, 1));
    // whatever the owner would prefer
    expect(hexOf(recoil(position([lone, foe]), 1, { choose: (_u, hs) => hs[hs.length - 1] }).position.units, 1)).toBe(ax(-1, 1));
  });
  it('into an enemy zone when nothing else is left', () => {
    const foe = unit(9, 1, ax(1, 1), 3, counter('Sp'));
    const block = unit(10, 1, ax(-1, 1), N, counter('Sp'));
    expect(hexOf(recoil(position([lone, foe, block]), 1).position.units, 1)).toBe(ax(0, 1));
  });
  it('destroyed with no legal rear hex: enemies, impassable ground, fortifications, the map edge (spec A31)', () => {
    const r = recoil(position([lone, unit(9, 1, ax(0, 1), N, counter('Sp'))], { cells: { [ax(-1, 1)]: { ground: 'clear', kind: 'open', impassable: true } } }), 1);
    expect(r.steps).toEqual([{ k: 'destroyed', unit: 1, rule: 'CdB 11.6' }]);
    expect(hexOf(r.position.units, 1)).toBeUndefined();
    const fort = recoil(position([lone], { cells: { [ax(0, 1)]: { ground: 'clear', kind: 'open', fortification: true }, [ax(-1, 1)]: { ground: 'clear', kind: 'open', fortification: true } } }), 1);
    expect(fort.steps[0].k).toBe('destroyed');
    const edge = unit(1, 0, G.id(10, 22), N, counter('Bd'));
    const back = unit(1, 0, G.id(10, 22), S, counter('Bd'));
    expect(recoil(position([edge]), 1).steps[0].k).toBe('destroyed'); // facing North on the South edge
    expect(recoil(position([back]), 1).steps[0].k).toBe('move');
  });
  it('under a flank attack it is destroyed (CdB 11.4)', () => {
    expect(recoil(position([lone]), 1, { flankAttacked: true }).steps).toEqual([{ k: 'destroyed', unit: 1, rule: 'CdB 11.4' }]);
  });
  it('after a shot it first turns to face the shooter, then recoils (⟨X⟩; spec T-10.4)', () => {
    expect(facingToward(G, ax(0, -2), S, ax(0, 0))).toBe(S); // already facing
    expect(facingToward(G, ax(0, 0), N, ax(-1, 2))).toBe(S); // due south: only facing 1's sector holds it
    expect(facingToward(G, ax(0, 0), N, ax(0, 2))).toBe(0); // along the SE edge: facings 0 and 1; 0 is 2 pivots from North, 1 is 3
    const r = recoil(position([lone]), 1, { shooterHex: ax(2, 0) }); // shooter due east: facing 5 (NE, E) or 0 (E, SE)
    expect(r.position.units[0].facing).toBe(5);
    expect([ax(-1, 0), ax(-1, 1)]).toContain(hexOf(r.position.units, 1)); // rear of facing 5: W and SW
  });
  it('straight back through a friend it may pass, to the first empty hex', () => {
    const ps = unit(1, 0, ax(0, 0), N, counter('Ps'));
    const sp1 = unit(2, 0, ax(0, 1), N, counter('Sp'));
    const sp2 = unit(3, 0, ax(-1, 1), N, counter('Sp'));
    const r = recoil(position([ps, sp1, sp2]), 1);
    expect([ax(0, 2), ax(-2, 2)]).toContain(hexOf(r.position.units, 1));
    expect(hexOf(r.position.units, 2)).toBe(ax(0, 1));
  });
  it('pushes back a friend of the same facing it cannot pass, in a chain; never elephants', () => {
    const a = unit(1, 0, ax(0, 0), N, counter('Ax'));
    const sp = unit(2, 0, ax(0, 1), N, counter('Sp'));
    const sp2 = unit(3, 0, ax(0, 2), N, counter('Sp'));
    const foe = unit(9, 1, ax(-2, 1), 0, counter('Bd')); // covers (−1,1): the empty hex is in an enemy zone
    const r = recoil(position([a, sp, sp2, foe]), 1);
    expect(hexOf(r.position.units, 1)).toBe(ax(0, 1));
    expect(hexOf(r.position.units, 2)).not.toBe(ax(0, 1));
    expect(G.distance(hexOf(r.position.units, 2)!, ax(0, 1))).toBe(1);
    const el = unit(2, 0, ax(0, 1), N, counter('El'));
    const el2 = unit(4, 0, ax(-1, 1), N, counter('El'));
    expect(recoil(position([a, el, el2]), 1).steps).toEqual([{ k: 'destroyed', unit: 1, rule: 'CdB 11.6' }]);
  });
  it('joins a friend of its corps as the front rank when the stack is legal (CdB 8.1)', () => {
    const bd = unit(1, 0, ax(0, 0), N, counter('Bd'));
    const bd2 = unit(2, 0, ax(0, 1), N, counter('Bd'));
    const other = unit(3, 0, ax(-1, 1), N, counter('Bd'));
    const foe = unit(9, 1, ax(-2, 1), 0, counter('Sp'));
    const r = recoil(position([bd, bd2, other, foe]), 1, { choose: () => ax(0, 1) });
    expect(r.steps).toEqual([{ k: 'move', unit: 1, to: ax(0, 1), onTop: 2 }]);
    const stack = r.position.units.find((u) => u.id === 2)!;
    expect(stack.counters.map((c) => c.id)).toEqual([bd.counters[0].id, bd2.counters[0].id]);
    expect(r.position.units.find((u) => u.id === 1)).toBeUndefined();
    // with recoilIntoFriend = push, the friend is pushed back instead
    const q = position([bd, bd2, other, foe], { options: { recoilIntoFriend: 'push' } });
    const pushed = recoil(q, 1, { choose: () => ax(0, 1) });
    expect(hexOf(pushed.position.units, 1)).toBe(ax(0, 1));
    expect(hexOf(pushed.position.units, 2)).not.toBe(ax(0, 1));
  });
});

describe('CdB 11.6: displacing a friendly skirmisher of another facing', () => {
  const bd = unit(1, 0, ax(0, 0), N, counter('Bd'));
  const ps = unit(2, 0, ax(0, 1), 0, counter('Ps')); // faces E
  const wall = { [ax(-1, 1)]: { ground: 'clear' as const, kind: 'open', impassable: true } };
  it('goes to one of the two hexes beyond it, away from the recoiler, keeping its facing', () => {
    const r = recoil(position([bd, ps], { cells: wall }), 1);
    expect(hexOf(r.position.units, 1)).toBe(ax(0, 1));
    expect([ax(0, 2), ax(-1, 2)]).toContain(hexOf(r.position.units, 2));
    expect(r.position.units.find((u) => u.id === 2)!.facing).toBe(0);
  });
  it('not when it stands in an enemy zone of control, nor a non-skirmisher', () => {
    const foe = unit(9, 1, ax(1, 1), 3, counter('Sp')); // its front hexes: W (0,1) and NW (1,0)
    expect(recoil(position([bd, ps, foe], { cells: wall }), 1).steps[0].k).toBe('destroyed');
    const sp = unit(2, 0, ax(0, 1), 0, counter('Sp'));
    expect(recoil(position([bd, sp], { cells: wall }), 1).steps[0].k).toBe('destroyed');
  });
});
