// Each seat's own standing orders (spec §9; DP-04, DP-15, DP-19, DP-20): the free
// 'orders' action, the per-seat values read by the rules, the header as the starting
// value, the codec, and old games keeping their state hashes.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { stateHash } from '../../../src/engine/canonical';
import { parseInput } from '../../../src/engine/link';
import { verifyGame } from '../../../src/engine/verify';
import type { LogEvent } from '../../../src/engine/contract';
import { BotRandom } from '../../../src/engine/draws';
import { nabis, type NAction, type NState } from '../../../src/rules/nabis';
import { legal } from '../../../src/rules/nabis/actions';
import { phaseA } from '../../../src/rules/nabis/command';
import { meleeCalc } from '../../../src/rules/nabis/melee';
import { ORDER_IDS, ORDER_VALUES, orderOf, ordersOf, type StandingOrders } from '../../../src/rules/nabis/orders';
import type { Seat } from '../../../src/rules/nabis/state';
import { config, ctxOf, scripted, seededDice } from './helpers';
import { activate, run, scene, uid } from './scene';

const copy = (s: NState): NState => JSON.parse(JSON.stringify(s));
/** `seat` sets its orders through the rule system (the game made to wait for it), then the game waits for `back` again. */
function withOrders(s: NState, seat: Seat, patch: Partial<StandingOrders>, back: Seat = s.dec as Seat): NState {
  const t0 = copy(s);
  t0.dec = seat;
  const t = copy(nabis.apply(t0, seat, { k: 'orders', o: { ...ordersOf(t0, seat), ...patch } }, ctxOf(scripted([]))));
  t.dec = back;
  return t;
}
const ordersAct = (o: StandingOrders): NAction => ({ k: 'orders', o });

/** Rome (pretor1's Hastati in 0516) attacks the Mercenaries in 0515 (a unit that can shoot). */
function attackScene(options: Record<string, string> = {}): NState {
  const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 219, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }, options), 'pretor1');
  s.act!.stage = 'declare';
  return s;
}

describe('the free §9 orders action', () => {
  it('§9: legal only for the seat the game waits for; free (no dice, no phase or seat change); must change something; never twice in a row', () => {
    let s = nabis.setup(config());
    expect(s.so).toBeUndefined();
    const mine = ordersOf(s, 0);
    const changed = { ...mine, defensiveFire: 'ask' };
    expect(nabis.check(s, 1, ordersAct({ ...ordersOf(s, 1), defensiveFire: 'ask' }))).not.toBeNull(); // Sparta does not decide now
    expect(nabis.check(s, 0, ordersAct(mine))).not.toBeNull(); // no change
    expect(nabis.check(s, 0, ordersAct({ ...mine, restOrder: 'sometimes' }))).not.toBeNull();
    expect(nabis.check(s, 0, ordersAct(changed))).toBeNull();
    // Several orders at once are legal too, though the list offers one change at a time.
    expect(nabis.check(s, 0, ordersAct({ defensiveFire: 'never', defenderAdvance: 'always', restOrder: 'none', attackerRetreat: 'policy' }))).toBeNull();
    const listed = nabis.legalActions(s, 0).filter((a) => a.k === 'orders');
    expect(listed.length).toBe(ORDER_IDS.reduce((n, id) => n + ORDER_VALUES[id].length - 1, 0));
    const before = { phase: s.phase, dec: s.dec, setupSeat: s.setupSeat, u: JSON.stringify(s.u) };
    s = nabis.apply(s, 0, ordersAct(changed), ctxOf(scripted([]))); // scripted([]) throws on any die
    expect({ phase: s.phase, dec: s.dec, setupSeat: s.setupSeat, u: JSON.stringify(s.u) }).toEqual(before);
    expect(nabis.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    expect(ordersOf(s, 0)).toEqual(changed);
    // Not again before another decision: the random bot cannot loop on free actions.
    expect(nabis.check(s, 0, ordersAct({ ...changed, restOrder: 'none' }))).not.toBeNull();
    expect(nabis.legalActions(s, 0).some((a) => a.k === 'orders')).toBe(false);
    s = nabis.apply(s, 0, { k: 'face', u: uid(s, 'hastati1a'), f: 1 }, ctxOf(scripted([])));
    expect(nabis.check(s, 0, ordersAct({ ...changed, restOrder: 'none' }))).toBeNull();
  });

  it('§9: the header options are both seats\' orders until a seat sets its own; the first action copies them into the state', () => {
    const s = nabis.setup(config({ defensiveFire: 'never', restOrder: 'none' }));
    expect(s.so).toBeUndefined();
    for (const seat of [0, 1] as Seat[]) expect(ordersOf(s, seat)).toEqual({ defensiveFire: 'never', defenderAdvance: 'never', restOrder: 'none', attackerRetreat: 'choose' });
    const t = nabis.apply(s, 0, ordersAct({ ...ordersOf(s, 0), defensiveFire: 'always' }), ctxOf(scripted([])));
    expect(orderOf(t, 0, 'defensiveFire')).toBe('always');
    expect(ordersOf(t, 1)).toEqual(ordersOf(s, 1)); // the other seat keeps the header's
    expect(t.o.defensiveFire).toBe('never'); // the header options themselves never change
  });

  it('§9: a game that never plays the action keeps the state (and hash) it had before: no "so" key; one that does hashes differently', async () => {
    const s = nabis.setup(config());
    const d = seededDice(4);
    const t = nabis.apply(s, 0, { k: 'done' }, ctxOf(d));
    expect('so' in t).toBe(false);
    const u = nabis.apply(s, 0, ordersAct({ ...ordersOf(s, 0), defenderAdvance: 'always' }), ctxOf(scripted([])));
    expect('so' in u).toBe(true);
    expect(await stateHash(u)).not.toBe(await stateHash(s));
    const v = nabis.apply(u, 0, { k: 'done' }, ctxOf(seededDice(4)));
    expect(v.so).toEqual({ v: [ordersOf(u, 0), ordersOf(u, 1)], j: false });
    const { so: _so, ...rest } = v;
    expect(await stateHash(rest)).toBe(await stateHash(t)); // apart from the orders, the same game
  });

  it('§9 codec: every combination of orders round-trips through the integer code; bad codes are refused', () => {
    let n = 0;
    for (const a of ORDER_VALUES.defensiveFire) for (const b of ORDER_VALUES.defenderAdvance) for (const c of ORDER_VALUES.restOrder) for (const d of ORDER_VALUES.attackerRetreat) {
      const act: NAction = ordersAct({ defensiveFire: a, defenderAdvance: b, restOrder: c, attackerRetreat: d });
      const code = nabis.encodeAction(act);
      expect(code[0]).toBe(14);
      expect(code.length).toBe(5);
      expect(nabis.decodeAction(code)).toEqual(act);
      n++;
    }
    expect(n).toBe(24);
    expect(() => nabis.decodeAction([14, 3, 0, 0, 0])).toThrow();
    expect(() => nabis.decodeAction([14, 0, 2, 0, 0])).toThrow();
    expect(() => nabis.decodeAction([14, 0, 0, 0])).toThrow();
  });

  it('§9 describeAction in English and French names the seat and every order', () => {
    const s = nabis.setup(config());
    const o: StandingOrders = { defensiveFire: 'always', defenderAdvance: 'never', restOrder: 'auto', attackerRetreat: 'policy' };
    const a = ordersAct(o);
    expect(nabis.describeAction(s, a, 'en')).toBe('Rome sets its standing orders: defensive fire always, no advance after defending, every eligible unit rests, own retreats by the standing policy');
    expect(nabis.describeAction(s, a, 'fr')).toBe('Rome fixe ses ordres permanents : tir défensif toujours, pas d\'avance après une défense, repos de toutes les unités éligibles, retraites selon la politique permanente');
    const t = copy(s); t.dec = 1;
    expect(nabis.describeAction(t, ordersAct({ ...o, defensiveFire: 'ask' }), 'en')).toMatch(/^Sparta sets its standing orders: defensive fire on request, /);
  });

  it('§9: the bot never spends a decision on orders; legal() (what the automatic steps look at) never lists them', () => {
    const s = nabis.setup(config());
    expect(legal(s, 0).some((a) => a.k === 'orders')).toBe(false);
    expect(nabis.bot!(s, 0, new BotRandom(1)).k).not.toBe('orders');
  });
});

describe('each seat\'s orders take effect for that seat only', () => {
  it('DP-15: the defender\'s own "ask" hands the fire decision to him even when the header says "always"', () => {
    const s = withOrders(attackScene({ defensiveFire: 'always' }), 1, { defensiveFire: 'ask' });
    const t = nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([])));
    expect(t.act!.stage).toBe('defFire');
    expect(nabis.waitingFor(t)).toEqual({ kind: 'decide', seat: 1 });
  });
  it('DP-15: the attacker\'s orders do not touch the defender: Rome "ask"/"never", the Spartan defender fires by the header\'s "always"', () => {
    const s = withOrders(attackScene({ defensiveFire: 'always' }), 0, { defensiveFire: 'never' });
    const log: LogEvent[] = [];
    // The defensive shot takes the first die; the mêlée the rest.
    const t = nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted(Array(60).fill(5)), log));
    expect(log.some((e) => e.t === 'shoot' && e.rule === 'Nabis 9.1-h' && e.target === 516)).toBe(true);
    expect(t.u[uid(t, 'mercenariesa')].offFired).toBe(true);
  });
  it('DP-15: the defender\'s own "never" stops the fire the header would order', () => {
    const s = withOrders(attackScene({ defensiveFire: 'always' }), 1, { defensiveFire: 'never' });
    const log: LogEvent[] = [];
    nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted(Array(60).fill(5)), log));
    expect(log.some((e) => e.t === 'shoot' && e.rule === 'Nabis 9.1-h')).toBe(false);
  });
  it('DP-15 default: with no orders set, the header\'s "ask" is the defender\'s', () => {
    const t = nabis.apply(attackScene({ defensiveFire: 'ask' }), 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([])));
    expect(t.act!.stage).toBe('defFire');
  });

  /** A weak Roman attack that rolls AdvPossible / DR (mod -4): the Mercenaries may advance into the vacated 0516. */
  function advanceScene(options: Record<string, string>): NState {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 219, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 219, pythagoras: 515, gorgopas: 515 }, { defensiveFire: 'never', ...options }), 'pretor1');
    s.u[uid(s, 'hastati1a')].pilum = false;
    s.u[uid(s, 'hastati1a')].dis = 1;
    s.ud[uid(s, 'hastati1a')].front.sp = 1; s.ud[uid(s, 'hastati1a')].front.q = 1;
    s.ud[uid(s, 'mercenariesa')].front.sp = 9;
    s.act!.stage = 'declare';
    expect(meleeCalc(s, { a: [516], d: [515], au: [], du: [], done: false }).drm).toBe(-4);
    return s;
  }
  const mercAfter = (s: NState) => nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([0, ...Array(80).fill(1)]))).u[uid(s, 'mercenariesa')].hex;
  it('DP-20: the defender\'s own "always" advances his stack although the header says "never"', () => {
    expect(mercAfter(advanceScene({ defenderAdvance: 'never', attackerRetreat: 'policy' }))).toBe(515);
    expect(mercAfter(withOrders(advanceScene({ defenderAdvance: 'never', attackerRetreat: 'policy' }), 1, { defenderAdvance: 'always' }))).toBe(516);
  });
  it('DP-20: the attacker\'s "always" does not move the defender; the defender\'s "never" overrides the header\'s "always"', () => {
    expect(mercAfter(withOrders(advanceScene({ defenderAdvance: 'never', attackerRetreat: 'policy' }), 0, { defenderAdvance: 'always' }))).toBe(515);
    expect(mercAfter(advanceScene({ defenderAdvance: 'always', attackerRetreat: 'policy' }))).toBe(516);
    expect(mercAfter(withOrders(advanceScene({ defenderAdvance: 'always', attackerRetreat: 'policy' }), 1, { defenderAdvance: 'never' }))).toBe(515);
  });

  /** A weak Roman attack that rolls modified 2: F for the defender, R for the attacker. */
  function retreatScene(options: Record<string, string>): { s: NState; roll: number } {
    const s = attackScene({ defensiveFire: 'never', ...options });
    s.u[uid(s, 'hastati1a')].pilum = false;
    s.ud[uid(s, 'hastati1a')].front.sp = 1; s.ud[uid(s, 'hastati1a')].front.q = 1;
    return { s, roll: 2 - meleeCalc(s, { a: [516], d: [515], au: [], du: [], done: false }).drm };
  }
  it('DP-19: the attacker\'s own "policy" places his retreat with no decision, although the header says "choose"', () => {
    const { s, roll } = retreatScene({ attackerRetreat: 'choose' });
    expect(nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([roll]))).act!.stage).toBe('retreat');
    const p = withOrders(s, 0, { attackerRetreat: 'policy' });
    const t = nabis.apply(p, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([roll, ...Array(40).fill(1)])));
    expect(t.act?.stage).not.toBe('retreat');
    expect(t.u[uid(t, 'hastati1a')].hex).not.toBe(516);
  });
  it('DP-19: the defender\'s "policy" leaves the attacker his choice; the attacker\'s "choose" overrides a header "policy"', () => {
    const a = retreatScene({ attackerRetreat: 'choose' });
    expect(nabis.apply(withOrders(a.s, 1, { attackerRetreat: 'policy' }), 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([a.roll]))).act!.stage).toBe('retreat');
    const b = retreatScene({ attackerRetreat: 'policy' });
    expect(nabis.apply(withOrders(b.s, 0, { attackerRetreat: 'choose' }), 0, { k: 'melee', d: [515], a: [516] }, ctxOf(scripted([b.roll]))).act!.stage).toBe('retreat');
  });

  it('DP-04: each side\'s own resting order in Phase A: Rome "none" leaves its fatigued units without the marker, Sparta keeps the header\'s "auto"', () => {
    const base = scene([{ id: 'hastati1a', hex: 314, fat: true }, { id: 'spartansa', hex: 1210, fat: true }], { pretor1: 314 }, { restOrder: 'auto' });
    const rested = (s: NState) => { run([], (ctx) => phaseA(s, ctx)); return [s.u[uid(s, 'hastati1a')].rest, s.u[uid(s, 'spartansa')].rest]; };
    expect(rested(copy(base))).toEqual([true, true]);
    expect(rested(withOrders(base, 0, { restOrder: 'none' }))).toEqual([false, true]);
    expect(rested(withOrders(base, 1, { restOrder: 'none' }))).toEqual([true, false]);
    const none = scene([{ id: 'hastati1a', hex: 314, fat: true }, { id: 'spartansa', hex: 1210, fat: true }], { pretor1: 314 }, { restOrder: 'none' });
    expect(rested(copy(none))).toEqual([false, false]);
    expect(rested(withOrders(none, 1, { restOrder: 'auto' }))).toEqual([false, true]);
  });
});

describe('§9 orders in whole games', () => {
  it('a recorded signed game with orders from both seats (golden-orders.json, instant dice) still verifies, every state hash included', async () => {
    const parsed = parseInput(readFileSync(new URL('./golden-orders.json', import.meta.url), 'utf8'));
    if (parsed.kind !== 'game') throw new Error('not a game file');
    const p = await verifyGame(nabis, parsed.game); // throws on any signature, legality or state-hash difference
    expect(p.waiting.kind).toBe('over');
    const bySeat = [0, 0];
    for (const pk of parsed.game.packets) for (const c of pk.actions) if (c[0] === 14) bySeat[pk.seat]++;
    expect(bySeat[0] + bySeat[1]).toBeGreaterThan(20);
    expect(bySeat.every((n) => n > 0)).toBe(true);
  });

  it('a bot game with random orders mixed in (as the fuzz bot may pick them) ends, each orders action changing only its seat', () => {
    let s = nabis.setup(config());
    const rnd = new BotRandom(77);
    const dice = seededDice(77);
    let played = 0;
    for (let n = 0; n < 20000; n++) {
      const w = nabis.waitingFor(s);
      if (w.kind === 'over') break;
      const opts = nabis.legalActions(s, w.seat).filter((a) => a.k === 'orders');
      const a = opts.length && rnd.below(6) === 0 ? rnd.pick(opts) : nabis.bot!(s, w.seat, rnd);
      const other = ordersOf(s, (1 - w.seat) as Seat);
      s = nabis.apply(s, w.seat, a, ctxOf(dice));
      if (a.k === 'orders') { played++; expect(ordersOf(s, (1 - w.seat) as Seat)).toEqual(other); expect(ordersOf(s, w.seat)).toEqual(a.o); }
      expect(nabis.invariants!(s)).toEqual([]);
    }
    expect(nabis.waitingFor(s).kind).toBe('over');
    expect(played).toBeGreaterThan(5);
  }, 120_000);
});
