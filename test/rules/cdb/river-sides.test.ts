// CdB M11, reading (a) [INTERP, option rivers 'sides']: a river along hex sides. Crossing it
// costs no movement point (9.6); the unit attacked (11.2) or shot at (10.4) across it adds +1;
// it counts as a river bank for restraint (4.2 R1) and for the 4.2-M2 waiver; the set-up's
// rivers (sidebar-terrain) run along sides. Positions built by hand; each red with the option off.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { CdbAction } from '../../../src/rules/cdb/actions';
import { activationCost } from '../../../src/rules/cdb/action-points';
import type { ArmyChoice } from '../../../src/rules/cdb/army';
import { meleeTotals } from '../../../src/rules/cdb/melee';
import { OP, planMove, SPLIT_NONE, type MoveAction } from '../../../src/rules/cdb/movement';
import { commitAction, revealAction, riverAcrossHexes, routeHexes } from '../../../src/rules/cdb/setup';
import { resolveShot } from '../../../src/rules/cdb/shooting';
import type { CdbState, Position, Unit } from '../../../src/rules/cdb/state';
import { defendsAcrossRiver, onRiverSide, sideKey } from '../../../src/rules/cdb/terrain';
import { gridOf } from '../../../src/rules/cdb/grid';
import { saltWords } from '../../../src/engine/commitment';
import { ax, corps, counter, irr, N, position, S, unit } from './helpers';
import { game, scripted } from './game-helpers';

const withSides = <P extends Position>(p: P, sides: [number, number][]): P => ({ ...p, map: { ...p.map, riverSides: sides.map(([a, b]) => sideKey(a, b)).sort((x, y) => x - y) } });
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('CdB M11 (a): the unit attacked across a river side adds +1 (11.2)', () => {
  const a = unit(1, 0, ax(0, 0), N, counter('Bd'));
  const x = unit(11, 1, ax(0, -1), 1, counter('Bd'));
  const p = position([a, x]);
  it('CdB M11: the defender across the side between them +1, the attacker nothing', () => {
    const [ta, tx] = meleeTotals(withSides(p, [[a.hex, x.hex]]), a, x, [3, 3]);
    expect(ids(ta.items)).not.toContain('11.2-river');
    expect(tx.items).toContainEqual({ id: '11.2-river', value: 1 });
    // The same side, the other attacking: the other defends it.
    const [tb, ty] = meleeTotals(withSides(p, [[a.hex, x.hex]]), x, a, [3, 3]);
    expect(ids(tb.items)).not.toContain('11.2-river');
    expect(ty.items).toContainEqual({ id: '11.2-river', value: 1 });
  });
  it('CdB M11: no river side, or one on a side of the defender\'s hex away from the attacker: nothing', () => {
    expect(ids(meleeTotals(p, a, x, [3, 3])[1].items)).not.toContain('11.2-river');
    const away = gridOf(p).neighbour(x.hex, 4);
    expect(ids(meleeTotals(withSides(p, [[x.hex, away]]), a, x, [3, 3])[1].items)).not.toContain('11.2-river');
    // A side toward a hex next to both (along the front, not between them): not across.
    const beside = gridOf(p).neighbours(x.hex).find((n) => gridOf(p).distance(n, a.hex) === 1)!;
    expect(ids(meleeTotals(withSides(p, [[x.hex, beside]]), a, x, [3, 3])[1].items)).not.toContain('11.2-river');
  });
});

describe('CdB M11 (a): the target shot at across a river side adds +1 (10.4)', () => {
  const a = unit(1, 0, ax(0, 0), N, counter('Bw'));
  const b = unit(2, 1, ax(0, -2), S, counter('Bw'));
  const p = position([a, b]);
  it('CdB M11: the side of the target\'s hex toward the shooter: +1 to the target, not to the shooter returning fire', () => {
    const r = resolveShot(withSides(p, [[b.hex, ax(0, -1)]]), a, b, [3, 3], { returnFire: true });
    expect(r.totals[1].items).toEqual([{ id: '10.4-river', value: 1 }]);
    expect(r.totals[0].items).toEqual([]);
    expect(resolveShot(p, a, b, [3, 3], { returnFire: true }).totals[1].items).toEqual([]);
    expect(defendsAcrossRiver(withSides(p, [[b.hex, ax(0, -1)]]), b, a)).toBe(true);
    expect(defendsAcrossRiver(withSides(p, [[b.hex, ax(0, -1)]]), a, b)).toBe(false);
  });
});

describe('CdB M11 (a): a river bank for restraint and for the 4.2-M2 waiver; no cost to cross (9.6)', () => {
  const foot = [unit(1, 0, ax(0, 0), N, irr('Wb', 'O', { general: true }))];
  const restraint = (sides: [number, number][]) => {
    const p = withSides(position([...foot, unit(9, 1, ax(0, -6), S, counter('Sp'))]), sides);
    return activationCost(p, corps(1, 0, foot[0].counters[0].id, { regularGeneral: false }), { kind: 'restraint', units: foot }).total;
  };
  it('CdB M11 (spec 4.2 R1): foot on a river side are waived the +1 of restraining irregulars', () => {
    expect(restraint([])).toBe(2);
    expect(restraint([[ax(0, 0), ax(1, 0)]])).toBe(1);
    expect(restraint([[ax(1, 0), ax(2, 0)]])).toBe(2); // a side of another hex: no bank
    expect(onRiverSide(withSides(position(foot), [[ax(0, 0), ax(1, 0)]]), ax(1, 0))).toBe(true);
  });
  const mover = (sides: [number, number][]): CdbState => withSides(game([unit(1, 0, ax(0, 0), N, irr('Wb')), unit(99, 1, ax(0, -10), S, counter('Sp'))], { ap: { 1: 20 } }), sides);
  const step: MoveAction = { k: 'move', units: [1], split: SPLIT_NONE, ticks: [[OP.frontLeft]] };
  const planOf = (s: CdbState) => { const r = planMove(s, step); if ('error' in r) throw new Error(r.error.message); return r.plan; };
  it('CdB M11 (CdB 4.2-M2): an irregular stopping short of its allowance beside a river side pays no +1', () => {
    const to = planOf(mover([])).end[0].hex;
    expect(ids(planOf(mover([])).cost.items)).toContain('4.2-M2');
    const far = gridOf(mover([])).neighbour(to, 4);
    expect(ids(planOf(mover([[to, far]])).cost.items)).not.toContain('4.2-M2');
  });
  it('CdB M11 (CdB 9.6): crossing a river side costs what crossing open ground does', () => {
    const open = planOf(mover([]));
    const across = planOf(mover([[ax(0, 0), open.end[0].hex]]));
    expect(across.end).toEqual(open.end);
    expect(across.cost.total).toBeLessThanOrEqual(open.cost.total);
  });
});

describe('CdB M11 (a): the set-up\'s rivers along hex sides (sidebar-terrain)', () => {
  const HIT: ArmyChoice = { sample: 0 }, MYC: ArmyChoice = { sample: 1 };
  const salt0 = saltWords(new Uint8Array(32).fill(1), 'army'), salt1 = saltWords(new Uint8Array(32).fill(2), 'army');
  const act = (s: CdbState, seat: 0 | 1, a: CdbAction, dice: number[] = []): CdbState => { const n = cdb.apply(s, seat, a, scripted(dice)); expect(cdb.invariants!(n)).toEqual([]); return n; };
  const mycAttack = (options: Record<string, string>): CdbState => {
    let s = act(cdb.setup({ scenario: 'battle', options }), 0, commitAction(HIT, salt0));
    s = act(s, 1, commitAction(MYC, salt1));
    s = act(s, 1, revealAction(MYC, salt1));
    return act(s, 0, revealAction(HIT, salt0), [1, 1]);
  };
  it('CdB M11: the defender\'s river across runs along the sides between two rows; its hexes keep their ground', () => {
    const s = act(act(mycAttack({ rivers: 'sides' }), 1, { k: 'terrainEnd' }), 0, { k: 'riverAcross', row: 11 });
    const row = riverAcrossHexes(s, 11);
    expect(row.every((h) => !s.map.cells[String(h)]?.river)).toBe(true);
    expect(s.map.riverSides!.length).toBe(2 * s.map.cols - 1);
    expect(row.every((h) => onRiverSide(s, h))).toBe(true);
    // Option off (the recorded games): river hexes, no sides.
    const b = act(act(mycAttack({}), 1, { k: 'terrainEnd' }), 0, { k: 'riverAcross', row: 11 });
    expect(b.map.riverSides).toBeUndefined();
    expect(row.every((h) => b.map.cells[String(h)]?.river)).toBe(true);
    expect(cdb.check(s, 0, { k: 'riverAcross', row: 12 })?.rule).toBe('sidebar-terrain'); // one river
  });
  it('CdB M11: the attacker\'s river of invasion along the East sides of its line; turned with the terrain when the side roll says so', () => {
    const s = act(mycAttack({ rivers: 'sides' }), 1, { k: 'route', kind: 1, from: 12, to: 18 });
    const line = routeHexes(s, 12, 18);
    expect(line.every((h) => !s.map.cells[String(h)]?.river && onRiverSide(s, h))).toBe(true);
    expect(s.map.riverSides!.every((k) => line.includes(Math.floor(k / 10000)) || line.includes(k % 10000))).toBe(true);
    const b = act(mycAttack({}), 1, { k: 'route', kind: 1, from: 12, to: 18 });
    expect(b.map.riverSides).toBeUndefined();
  });
});
