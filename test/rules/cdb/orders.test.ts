// Standing orders (spec §9): each side sets its own during its own player-turn with the free
// 'orders' action; every order changes what its choice point takes when nobody is asked, and
// the `reply` order lets the game answer the inactive side's choices at once. Each test builds
// a position where two settings of one order give different outcomes, and checks both:
// CdB N1 (shot target), CdB N2 and CdB N7 (recoil hex, own and pushed), CdB N3 (flight detour),
// CdB N4 (rear-rank loss), CdB N8 (6.3 designations).
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import { decider, settle, type CdbEvent } from '../../../src/rules/cdb/choices';
import { applyResult, destroyUnit } from '../../../src/rules/cdb/combat-results';
import { frontHexes } from '../../../src/rules/cdb/grid';
import { flee } from '../../../src/rules/cdb/flight';
import { designationRound } from '../../../src/rules/cdb/melee-phase';
import { DEFAULT_ORDERS, ORDER_IDS, ORDER_VALUES, type CdbOrders } from '../../../src/rules/cdb/orders';
import { recoil } from '../../../src/rules/cdb/recoil';
import { shootingPhase } from '../../../src/rules/cdb/shooting-phase';
import type { Cell, Position } from '../../../src/rules/cdb/state';
import { stateHash } from '../../../src/engine/canonical';
import { game, scripted } from './game-helpers';
import { ax, counter, G, N, position, S, unit } from './helpers';

/** The position with `side`'s orders changed as told (the other side's at their defaults). */
function ordered<P extends Position>(p: P, side: 0 | 1, o: Partial<CdbOrders>): P {
  const v: [CdbOrders, CdbOrders] = [{ ...DEFAULT_ORDERS }, { ...DEFAULT_ORDERS }];
  v[side] = { ...v[side], ...o };
  return { ...p, orders: { v, at: [0, 0] } };
}
const stream = (xs: number[]) => { let i = 0; return () => xs[i++ % xs.length]; };
const asked = <T>(run: () => T) => { const r = settle(run); if (r.done) throw new Error('nothing was asked'); return r.pending; };
const WALL: Cell = { ground: 'difficult', kind: 'wood', impassable: true };

describe('CdB N1: the target of the inactive side\'s shooters among the equidistant nearest', () => {
  // Hittite Bowmen (seat 1, inactive) facing South; two enemies 2 hexes away: Cavalry (mounted,
  // the Bowmen's better value applies) and Psiloi (the lower value).
  const bw = unit(1, 1, ax(0, 0), S, counter('Bw'));
  const cv = unit(11, 0, ax(0, 2), N, counter('Cv'));
  const ps = unit(12, 0, ax(-2, 2), N, counter('Ps'));
  const friend = unit(2, 1, ax(-8, 0), S, counter('Sp')); // pulls seat 1's army centre West
  const p = position([bw, cv, ps, friend]);
  const target = (q: Position) => asked(() => shootingPhase(q, 0, stream([3, 3]), decider([], true))).default;
  it('best odds (the default): the Cavalry, against which the Bowmen\'s value minus its own is largest', () => {
    const gap = (t: typeof cv) => (t === cv ? bw.counters[0].tvMounted : bw.counters[0].tvFoot) - t.counters[0].tvFoot;
    expect(gap(cv)).toBeGreaterThan(gap(ps));
    expect(target(p)).toBe(11);
  });
  it('weakest: the Psiloi, the lower value', () => {
    expect(ps.counters[0].tvFoot).toBeLessThan(cv.counters[0].tvFoot);
    expect(target(ordered(p, 1, { shots: 'weakest' }))).toBe(12);
  });
  it('nearest the army\'s centre: the Psiloi with a friend far West, the Cavalry with one far East', () => {
    expect(target(ordered(p, 1, { shots: 'centre' }))).toBe(12);
    const east = unit(2, 1, ax(8, 0), S, counter('Sp'));
    expect(target(position([bw, cv, ps, east]))).toBe(11);
    expect(target(ordered(position([bw, cv, ps, east]), 1, { shots: 'centre' }))).toBe(11);
    expect(target(ordered(position([bw, cv, ps, east]), 1, { shots: 'weakest' }))).toBe(12);
  });
  it('the other side\'s orders change nothing for these Bowmen', () => {
    expect(target(ordered(p, 0, { shots: 'weakest' }))).toBe(11);
  });
});

describe('CdB N2: the recoil hex of the inactive side\'s unit, in the turn (spec §9)', () => {
  // Spears against Spears, dice 4 and 3: the Hittite spears (seat 1, facing South) recoil; both
  // rear hexes, North-West (its rear right) and North-East (its rear left), are empty.
  const duel = () => game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(11, 1, ax(0, -1), S, counter('Sp'))]);
  const end = (s: ReturnType<typeof duel>) => cdb.apply(s, 0, { k: 'end' }, scripted([4, 3]));
  it('asked (reply: ask me), the offered default is the order: toward the edge, then the lower hex; left; right', () => {
    expect(end(duel()).combat!.pending).toMatchObject({ kind: 'recoilHex', side: 1, default: ax(0, -2) });
    expect(end(ordered(duel(), 1, { recoil: 'right' })).combat!.pending.default).toBe(ax(0, -2));
    expect(end(ordered(duel(), 1, { recoil: 'left' })).combat!.pending.default).toBe(ax(1, -2));
  });
  it('toward the army\'s centre: the hex nearer the friends to the East', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(11, 1, ax(0, -1), S, counter('Sp')), unit(12, 1, ax(8, -6), S, counter('Sp'))]);
    expect(end(s).combat!.pending.default).toBe(ax(0, -2));
    expect(end(ordered(s, 1, { recoil: 'centre' })).combat!.pending.default).toBe(ax(1, -2));
  });
  it('reply by orders: nobody is asked, the unit recoils where the order says, and the turn goes on', () => {
    const s = end(ordered(duel(), 1, { reply: 'orders', recoil: 'left' }));
    expect(s.combat).toBeUndefined();
    expect(s.units.find((u) => u.id === 11)!.hex).toBe(ax(1, -2));
    expect([s.active, s.phase]).toEqual([1, 'ap']);
    expect(end(ordered(duel(), 1, { reply: 'orders' })).units.find((u) => u.id === 11)!.hex).toBe(ax(0, -2));
  });
  it('the active side\'s own choices are still asked, whatever its reply order', () => {
    // Dice 3 and 4: the active player's spears recoil; its own choice, asked of it.
    const s = cdb.apply(ordered(duel(), 0, { reply: 'orders' }), 0, { k: 'end' }, scripted([3, 4]));
    expect(s.combat!.pending).toMatchObject({ kind: 'recoilHex', side: 0 });
  });
});

describe('CdB N7: a friend pushed by a recoil goes where its owner\'s order says (never asked)', () => {
  // A (facing North) recoils: its rear South-West is impassable, so it pushes B (another corps,
  // same facing) from the South-East; B's rear hexes are both empty.
  const a = unit(1, 0, ax(0, 0), N, counter('Sp'));
  const b = unit(2, 0, ax(0, 1), N, counter('Sp'), 3);
  const p = position([a, b], { cells: { [ax(-1, 1)]: WALL } });
  const bAfter = (q: Position) => recoil(q, 1).position.units.find((u) => u.id === 2)!.hex;
  it('toward the edge (the default), then the lower hex: South-West; to the right: South-East', () => {
    expect(bAfter(p)).toBe(ax(-1, 2));
    expect(bAfter(ordered(p, 0, { recoil: 'right' }))).toBe(ax(0, 2));
    expect(bAfter(ordered(p, 0, { recoil: 'left' }))).toBe(ax(-1, 2));
  });
});

describe('CdB N3: the detour side of a flight', () => {
  // A unit of seat 0 flees South; both hexes toward its edge are impassable: it sidesteps West
  // or East, as straight as each other. Its friends stand far to the East.
  const fleer = unit(1, 0, ax(0, 0), N, counter('Sp'));
  const friends = [unit(2, 0, ax(8, 0), N, counter('Sp')), unit(3, 0, ax(8, 1), N, counter('Sp'))];
  const p = position([fleer, ...friends], { cells: { [ax(0, 1)]: WALL, [ax(-1, 1)]: WALL } });
  const firstStep = (q: Position) => { const log: CdbEvent[] = []; flee(q, 1, { recoilFirst: false }, decider(), log); return log.find((e) => e.t === 'cdb.fleeStep')!.to; };
  it('straight back (the default): the lower hex, West; toward the centre: East, toward the friends', () => {
    expect(firstStep(p)).toBe(ax(-1, 0));
    expect(firstStep(ordered(p, 0, { flight: 'centre' }))).toBe(ax(1, 0));
  });
});

describe('CdB N11: a unit fleeing from its own elephant\'s recoil takes its owner\'s N3 flight order', () => {
  // The elephant recoils into the Spears behind it (another friend blocks its other rear hex):
  // they are pushed to 1513 and flee (11.6); both hexes toward their edge are walls, so they
  // sidestep, West (the default) or East toward their friends (order "centre").
  const el = unit(1, 0, ax(0, 0), N, counter('El'));
  const sp = unit(2, 0, ax(0, 1), N, counter('Sp'));
  const block = unit(3, 0, ax(-1, 1), 0, counter('Sp'));
  const friends = [unit(5, 0, ax(8, 0), N, counter('Sp')), unit(6, 0, ax(8, 1), N, counter('Sp'))];
  const walls = Object.fromEntries(frontHexes(G, unit(9, 0, 1513, S, counter('Sp'))).map((h) => [h, WALL]));
  const p = position([el, sp, block, ...friends], { cells: walls });
  const fled = (q: Position) => { const log: CdbEvent[] = []; applyResult(q, 1, 'recoil', {}, decider(), log); return log.filter((e) => e.unit === 2).map((e) => [e.t, e.to ?? null]); };
  it('straight back by default (West, the lower hex); toward the friends under "centre" (East); nothing is asked', () => {
    expect(fled(p)).toEqual([['cdb.pushed', 1513], ['cdb.elephantPanic', null], ['cdb.flee', null], ['cdb.fleeStep', 1413], ['cdb.fleeStep', 1414]]);
    expect(fled(ordered(p, 0, { flight: 'centre' }))).toEqual([['cdb.pushed', 1513], ['cdb.elephantPanic', null], ['cdb.flee', null], ['cdb.fleeStep', 1613], ['cdb.fleeStep', 1714]]);
  });
});

describe('CdB N4: which of the two units behind a destroyed one goes with it (CdB 11.7)', () => {
  // Spears destroyed with two friends behind: Psiloi (S), the cheaper, and Spears (I), the worse quality.
  const u = unit(1, 1, ax(0, 0), S, counter('Sp'));
  const ps = unit(2, 1, ax(0, -1), S, counter('Ps', 'S'));
  const sp = unit(3, 1, ax(1, -1), S, counter('Sp', 'I'));
  const p = position([u, ps, sp]);
  const lost = (q: Position) => asked(() => destroyUnit(q, 1, { byShooting: false }, decider([], true), [])).default;
  it('the cheaper one (the default): the Psiloi; keep the better quality: the inferior Spears go', () => {
    expect(lost(p)).toBe(2);
    expect(lost(ordered(p, 1, { rearLoss: 'quality' }))).toBe(3);
  });
  it('answered by the orders when they say so', () => {
    const byOrders = decider([], true, () => true);
    const left = (q: Position) => destroyUnit(q, 1, { byShooting: false }, byOrders, []).units.map((x) => x.id);
    expect(left(ordered(p, 1, { rearLoss: 'quality' }))).toEqual([2]);
    expect(left(p)).toEqual([3]);
  });
});

describe('CdB N8: the inactive side\'s 6.3 designations', () => {
  // E (seat 0, facing North) stands between X (West, Psiloi) and Y (East, superior Spears),
  // both holding it in their zone; Z (seat 1) stands at its North-East, facing away.
  const e = unit(1, 0, ax(0, 0), N, counter('Sp'));
  const x = unit(11, 1, ax(-1, 0), 0, counter('Ps'));
  const y = unit(12, 1, ax(1, 0), 3, counter('Sp', 'S'));
  const z = unit(13, 1, ax(1, -1), N, counter('Sp'));
  const p = position([e, x, y, z]);
  const named = (q: Position) => asked(() => designationRound(q, 1, decider([], true), [])).default;
  it('best odds (the default): Y, the better value difference against E', () => {
    expect(named(p)).toBe(12);
  });
  it('open a flank: X, since turning to X leaves Y at E\'s rear and Z on its flank (turning to Y puts Z in its front)', () => {
    expect(named(ordered(p, 1, { designation: 'flank' }))).toBe(11);
  });
});

describe('CdB §9: the orders action', () => {
  const base = () => game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(11, 1, ax(0, -4), S, counter('Sp'))]);
  const mine: CdbOrders = { ...DEFAULT_ORDERS, reply: 'orders', recoil: 'left' };
  it('free, in one\'s own turn before the combat steps, once a player-turn, and only to change something', () => {
    const s = base();
    expect(cdb.check(s, 0, { k: 'orders', o: mine })).toBeNull();
    expect(cdb.check(s, 1, { k: 'orders', o: mine })?.message).toMatch(/other player/);
    expect(cdb.check(s, 0, { k: 'orders', o: { ...DEFAULT_ORDERS } })?.message).toMatch(/already in force/);
    expect(cdb.check(s, 0, { k: 'orders', o: { ...mine, recoil: 'back' } })?.message).toMatch(/not standing orders/);
    const t = cdb.apply(s, 0, { k: 'orders', o: mine }, scripted([]));
    expect([t.phase, t.active, t.ap]).toEqual([s.phase, s.active, s.ap]);
    expect(t.orders).toEqual({ v: [mine, DEFAULT_ORDERS], at: [1, 0] });
    expect(cdb.check(t, 0, { k: 'orders', o: { ...mine, recoil: 'right' } })?.message).toMatch(/once a turn/);
    expect(cdb.legalActions(t, 0).some((a) => a.k === 'orders')).toBe(false);
    expect(cdb.check({ ...s, phase: 'ap' }, 0, { k: 'orders', o: mine })).toBeNull();
    const pending = cdb.apply(game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(11, 1, ax(0, -1), S, counter('Sp'))]), 0, { k: 'end' }, scripted([3, 4]));
    expect(cdb.check(pending, 0, { k: 'orders', o: mine })?.message).toMatch(/choice is to be made first/);
    expect(cdb.check({ ...s, phase: 'shooting' }, 0, { k: 'orders', o: mine })?.message).toMatch(/before the combat steps/);
  });
  it('the legal actions offer one: the reply order switched; the next turn it may change again', () => {
    const offered = cdb.legalActions(base(), 0).filter((a) => a.k === 'orders');
    expect(offered).toEqual([{ k: 'orders', o: { ...DEFAULT_ORDERS, reply: 'orders' } }]);
    const t = cdb.apply(base(), 0, { k: 'orders', o: mine }, scripted([]));
    expect(cdb.check({ ...t, turn: 2 }, 0, { k: 'orders', o: DEFAULT_ORDERS })).toBeNull();
  });
  it('a game that never sets orders keeps its states (and hashes) as before: no orders in them', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(11, 1, ax(0, -1), S, counter('Sp'))]);
    const t = cdb.apply(cdb.apply(s, 0, { k: 'end' }, scripted([4, 3])), 1, { k: 'choose', answer: ax(0, -2) }, scripted([]));
    expect(['orders' in s, 'orders' in t, t.active]).toEqual([false, false, 1]);
    expect(stateHash(t)).toBe(stateHash(JSON.parse(JSON.stringify(t))));
  });
  it('travels as bounded integers; anything malformed is refused', () => {
    for (const id of ORDER_IDS) for (const v of ORDER_VALUES[id]) {
      const a = { k: 'orders' as const, o: { ...DEFAULT_ORDERS, [id]: v } };
      expect(cdb.decodeAction(cdb.encodeAction(a))).toEqual(a);
    }
    expect(cdb.encodeAction({ k: 'orders', o: mine })).toEqual([17, 1, 0, 2, 0, 0, 0]);
    expect(() => cdb.decodeAction([17, 1, 0, 2, 0, 0])).toThrow(/too short/);
    expect(() => cdb.decodeAction([17, 1, 0, 4, 0, 0, 0])).toThrow(/out of range/);
    expect(() => cdb.decodeAction([17, 1, 0, 2, 0, 0, 0, 0])).toThrow(/trailing/);
    expect(() => cdb.decodeAction([18])).toThrow();
  });
  it('reads in English and French, naming what changes and the rule as the rulebook numbers it', () => {
    const s = base();
    expect(cdb.describeAction(s, { k: 'orders', o: mine }, 'en')).toBe('standing orders: answer my choices by these orders during the opponent\'s turn; recoil to the left (rule 11.6)');
    expect(cdb.describeAction(s, { k: 'orders', o: mine }, 'fr')).toBe('ordres permanents : répondre à mes choix selon ces ordres pendant le tour adverse ; reculer à gauche (règle 11.6)');
    // The orders in force (the app's "current"): all of them.
    const cur = cdb.standingOrders!.current!(s, 0)!;
    expect(cdb.standingOrders!.isAction!(cur)).toBe(true);
    expect(cdb.describeAction(s, cur, 'en').split('; ')).toHaveLength(ORDER_IDS.length);
  });
  it('logged, so that the opponent\'s replay says what changed, in both languages', () => {
    const ctx = scripted([]);
    cdb.apply(base(), 0, { k: 'orders', o: mine }, ctx);
    expect(ctx.events).toHaveLength(1);
    const e = ctx.events[0];
    expect(cdb.describeEvent(e, 'en')).toMatch(/^the \S+ sets? (its|their) standing orders: answer my choices by these orders during the opponent's turn; recoil to the left \(rule 11\.6\)$/);
    expect(cdb.describeEvent(e, 'fr')).toMatch(/^les? \S+ donnen?t? (ses|leurs) ordres permanents : répondre à mes choix selon ces ordres pendant le tour adverse ; reculer à gauche \(règle 11\.6\)$/);
  });
  it('refusals read in both languages', () => {
    const s = cdb.apply(base(), 0, { k: 'orders', o: mine }, scripted([]));
    const v = cdb.check(s, 0, { k: 'orders', o: DEFAULT_ORDERS })!;
    expect(cdb.describeRefusal!(s, v, 'en')).toBe('standing orders are given once a turn');
    expect(cdb.describeRefusal!(s, v, 'fr')).toBe('les ordres permanents se donnent une fois par tour');
  });
});
