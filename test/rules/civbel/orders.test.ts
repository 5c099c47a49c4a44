// The optional orders module (option ordersModule): CMD-40 orders held, given and heard
// (2 CPs each side, must-listen in base contact), CMD-41 messengers (10 JT a turn from a
// mounted sender, 6 JT on foot), pre-arranged signals (10 JT, in sight, at most one per CP),
// ORG-06 re-assigning a unit between a superior's commands, CMD-53 for messengers. Positions
// are built by hand on the Great Plains armies: the leaders are placed where each test needs
// them, behind the lines (y = 100) so no troops stand between them.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/engine/contract';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { civbelBot } from '../../../src/rules/civbel/bot';
import { decode, encode } from '../../../src/rules/civbel/codec';
import { JT } from '../../../src/rules/civbel/data/scale';
import type { Cp } from '../../../src/rules/civbel/game';
import { DEFAULT_ORDER, issuerOf, messengerMayBeShotAt, orderOf } from '../../../src/rules/civbel/orders';
import { scripted } from './helpers';

const ON = { scenario: 'great-plains', options: { ordersModule: 'on' } };
const OFF = { scenario: 'great-plains', options: {} };
// Leaders by index (Great Plains): 0 Scipio (General), 1 r1c, 2 r2c, 3 Laelius, 4 Massinissa;
// 5 Hasdrubal (General), 6 Syphax (independent ally), 7 c1c, 8 c2c, 9 c3c (Syphax's).
const SCIPIO = 0, R1C = 1, R2C = 2, LAELIUS = 3, HASDRUBAL = 5, SYPHAX = 6, C1C = 7, C3C = 9;
const LEGIO1 = 0, NUMA = 12;

/** Turn 1, Rome's Command half, with CP ratings Scipio 3, Hasdrubal 5 (commanders 3). */
const turn1 = (cfg: { scenario: string; options: Record<string, string> } = ON): CivGame => civbel.apply(civbel.setup(cfg), 0, { k: 'roll' }, scripted([2, 5, 3]));
/** The game with leaders moved by hand (index → x, y) and other fields set. */
function at(s: CivGame, places: Record<number, [number, number]>, over: Partial<CivGame> = {}): CivGame {
  return { ...s, leaders: s.leaders.map((l, i) => (places[i] ? { ...l, x: places[i][0], y: places[i][1], attachedTo: null } : l)), ...over };
}
const give = (other: number, via: 'contact' | 'messenger' | 'signal', order: 0 | 1 | 2 | 3, extra: Partial<Extract<Cp, { kind: 'orders' }>> = {}): Cp => ({ kind: 'orders', role: 'give', other, via, order, x: 0, y: 0, ...extra });
const listen = (other: number): Cp => ({ kind: 'orders', role: 'receive', other });
const alloc = (leader: number, ...actions: Cp[]): CivAction => ({ k: 'allocate', leader, actions });
function act(s: CivGame, a: CivAction, ctx: Ctx = scripted([])): CivGame {
  expect(civbel.check(s, s.active, a)).toBeNull();
  const t = civbel.apply(s, s.active, a, ctx);
  expect(civbel.invariants!(t)).toEqual([]);
  return t;
}
const refused = (s: CivGame, a: CivAction) => civbel.check(s, s.active, a);

describe('CMD-40 option ordersModule off: nothing changes', () => {
  it('holds no orders and refuses every orders action, naming the rule', () => {
    const s = turn1(OFF);
    expect('orders' in s).toBe(false);
    expect(refused(s, alloc(SCIPIO, give(R1C, 'messenger', 3)))?.rule).toBe('CMD-40');
    expect(refused(s, { k: 'initialOrder', leader: R1C, order: 3, x: 0, y: 0 })?.rule).toBe('CMD-40');
    expect(refused(s, { k: 'signals', leader: SCIPIO, list: [1, 0, 0] })?.rule).toBe('CMD-40');
    expect(civbel.legalActions(s, 0).some((a) => a.k === 'initialOrder' || a.k === 'signals' || (a.k === 'allocate' && a.actions.some((x) => x.kind === 'orders')))).toBe(false);
  });
});

describe('CMD-40 orders as data', () => {
  it('the General issues his commanders\' orders; the independent ally holds his own and issues his commanders\'', () => {
    const s = turn1();
    expect(issuerOf(s, s.leaders[R1C])?.id).toBe('scipio');
    expect(issuerOf(s, s.leaders[C1C])?.id).toBe('hasdrubal');
    expect(issuerOf(s, s.leaders[SYPHAX])).toBeNull();
    expect(issuerOf(s, s.leaders[C3C])?.id).toBe('syphax');
    expect(issuerOf(s, s.leaders[SCIPIO])).toBeUndefined();
  });
  it('order 1 until set; initial orders set once in Turn 1, free, then shown in the log', () => {
    let s = turn1();
    expect(orderOf(s.orders!, 'r1c')).toEqual(DEFAULT_ORDER);
    const ctx = scripted([]);
    s = act(s, { k: 'initialOrder', leader: R1C, order: 2, x: 2400, y: 2000 }, ctx);
    expect(orderOf(s.orders!, 'r1c')).toEqual({ n: 2, x: 2400, y: 2000 });
    expect(s.cpLeft.r1c).toBe(3); // free
    expect(refused(s, { k: 'initialOrder', leader: R1C, order: 3, x: 0, y: 0 })?.rule).toBe('CMD-40');
    expect(refused(s, { k: 'initialOrder', leader: SCIPIO, order: 3, x: 0, y: 0 })?.rule).toBe('CMD-40');
    const words = civbel.describeEvent(ctx.events[0], 'en');
    expect(words).toMatch(/initial order/);
    expect(refused({ ...s, turn: 2 }, { k: 'initialOrder', leader: R2C, order: 3, x: 0, y: 0 })?.rule).toBe('CMD-40');
  });
});

describe('CMD-40 changing orders: 2 CPs to give, 2 to listen, by the leader who issued them', () => {
  it('in base contact the order is heard at once when the subordinate listens; each side pays 2', () => {
    let s = at(turn1(), { [SCIPIO]: [3000, 100], [R1C]: [3000 + 100, 100] });
    s = act(s, alloc(SCIPIO, give(R1C, 'contact', 3)));
    expect(s.cpLeft.scipio).toBe(1);
    expect(orderOf(s.orders!, 'r1c').n).toBe(1);
    s = act(s, alloc(R1C, listen(SCIPIO)));
    expect(s.cpLeft.r1c).toBe(1);
    expect(orderOf(s.orders!, 'r1c').n).toBe(3);
    expect(s.orders!.pending).toEqual([]);
  });
  it('only the issuer changes an order; an ally\'s own order has no issuer', () => {
    const s = at(turn1(), { [LAELIUS]: [3000, 100], [R1C]: [3100, 100] });
    expect(refused(s, alloc(LAELIUS, give(R1C, 'contact', 3)))?.rule).toBe('CMD-40');
    const c = { ...at(s, { [HASDRUBAL]: [3000, 7000], [SYPHAX]: [3100, 7000] }), active: 1 as const };
    expect(refused(c, alloc(HASDRUBAL, give(SYPHAX, 'contact', 3)))?.rule).toBe('CMD-40');
  });
  it('contact means the command stands touch', () => {
    const s = at(turn1(), { [SCIPIO]: [3000, 100], [R1C]: [3000 + JT / 2 + 1, 100] });
    expect(refused(s, alloc(SCIPIO, give(R1C, 'contact', 3)))?.rule).toBe('CMD-40');
  });
  it('in contact he MUST listen if he has the CPs: any other allocation is refused, and a leader left out listens at the end', () => {
    let s = at(turn1(), { [SCIPIO]: [3000, 100], [R1C]: [3100, 100] });
    s = act(s, alloc(SCIPIO, give(R1C, 'contact', 3)));
    expect(refused(s, alloc(R1C, { kind: 'control', exclude: [] }))?.rule).toBe('CMD-40');
    // Without the CPs to listen, he need not.
    const poor = { ...s, leaders: s.leaders.map((l, i) => (i === R1C ? { ...l, cp: 1 } : l)) };
    expect(refused(poor, alloc(R1C, { kind: 'control', exclude: [] }))).toBeNull();
    const ctx = scripted([], 3);
    const t = act(s, { k: 'done' }, ctx);
    expect(orderOf(t.orders!, 'r1c').n).toBe(3);
    expect(ctx.events.some((e) => e.t === 'mustListen')).toBe(true);
  });
  it('away from his superior he may decline: the order waits and he listens in a later turn', () => {
    let s = at(turn1(), { [SCIPIO]: [3000, 100], [R1C]: [3000 + 4 * JT, 100] });
    s = act(s, alloc(SCIPIO, give(R1C, 'messenger', 3)));
    s = act(s, { k: 'done' }, scripted([], 3));
    expect(s.orders!.pending[0]).toMatchObject({ to: 'r1c', arrived: true });
    // Next Rome Command half: he may allocate Control without listening.
    const later = { ...s, phase: 'command' as const, active: 0 as const, allocations: [], cpLeft: {} };
    expect(refused(later, alloc(R1C, { kind: 'control', exclude: [] }))).toBeNull();
    // One order at a time: the General may not send another while this one waits (ours).
    expect(refused({ ...later, allocations: [] }, alloc(SCIPIO, give(R1C, 'messenger', 1)))?.rule).toBe('CMD-40');
    const t = act(later, alloc(R1C, listen(SCIPIO)));
    expect(orderOf(t.orders!, 'r1c').n).toBe(3);
    expect(refused(t, alloc(SCIPIO, give(R1C, 'messenger', 1)))).toBeNull();
  });
});

describe('CMD-41 messengers', () => {
  const sendAndEnd = (gap: number, mounted = true): CivGame => {
    let s = at(turn1(), { [SCIPIO]: [1000, 100], [R1C]: [1000 + JT / 2 + gap, 100] });
    if (!mounted) s = { ...s, leaders: s.leaders.map((l, i) => (i === SCIPIO ? { ...l, mounted: false } : l)) };
    s = act(s, alloc(SCIPIO, give(R1C, 'messenger', 3)));
    expect(refused(s, alloc(R1C, listen(SCIPIO)))?.rule).toBe('CMD-40'); // not there yet
    return act(s, { k: 'done' }, scripted([], 3));
  };
  it('a mounted General\'s messenger rides 10 JT in the Command Phase and delivers on contact', () => {
    expect(sendAndEnd(10 * JT).orders!.pending[0].arrived).toBe(true);
    const s = sendAndEnd(10 * JT + 1);
    expect(s.orders!.pending[0].arrived).toBe(false);
    expect(s.orders!.messengers[0]).toMatchObject({ x: 1000 + 10 * JT, y: 100, foot: false });
  });
  it('a foot General\'s messenger runs 6 JT', () => {
    expect(sendAndEnd(6 * JT, false).orders!.pending[0].arrived).toBe(true);
    const s = sendAndEnd(6 * JT + 1, false);
    expect(s.orders!.pending[0].arrived).toBe(false);
    expect(s.orders!.messengers[0]).toMatchObject({ x: 1000 + 6 * JT, foot: true });
  });
  it('CMD-53: a mounted messenger beyond 1 JT of friends may be shot at, a runner or one near friends not', () => {
    const s = turn1();
    expect(messengerMayBeShotAt(s, { from: 'scipio', to: 'r1c', x: 100, y: 100, foot: false }, 0)).toBe(true);
    expect(messengerMayBeShotAt(s, { from: 'scipio', to: 'r1c', x: 100, y: 100, foot: true }, 0)).toBe(false);
    const st = s.units[LEGIO1].stands[0];
    expect(messengerMayBeShotAt(s, { from: 'scipio', to: 'r1c', x: st.x, y: st.y, foot: false }, 0)).toBe(false);
  });
});

describe('CMD-40 pre-arranged signals', () => {
  it('at most one signal per CP of the General, declared in Turn 1', () => {
    const s = turn1(); // Scipio 3 CPs
    expect(refused(s, { k: 'signals', leader: SCIPIO, list: [1, 0, 0, 3, 0, 0, 1, 0, 0, 3, 0, 0] })?.rule).toBe('CMD-40');
    expect(refused(s, { k: 'signals', leader: SCIPIO, list: [1, 0, 0, 3, 0, 0, 1, 0, 0] })).toBeNull();
    expect(refused(s, { k: 'signals', leader: R1C, list: [1, 0, 0] })?.rule).toBe('CMD-40');
  });
  const signalled = (gap: number): CivGame => {
    const s = act(at(turn1(), { [SCIPIO]: [1000, 100], [R1C]: [1000 + gap, 100] }), { k: 'signals', leader: SCIPIO, list: [1, 0, 0] });
    return { ...s, orders: { ...s.orders!, held: { r1c: { n: 3 as const } } } };
  };
  it('within 10 JT and in sight, the signalled order is heard at once when he listens', () => {
    let s = signalled(10 * JT);
    s = act(s, alloc(SCIPIO, give(R1C, 'signal', 1)));
    expect(s.orders!.pending[0]).toMatchObject({ arrived: true, via: 'signal' });
    s = act(s, alloc(R1C, listen(SCIPIO)));
    expect(orderOf(s.orders!, 'r1c').n).toBe(1);
  });
  it('beyond 10 JT, or an order with no signal for it, is refused', () => {
    expect(refused(signalled(10 * JT + 1), alloc(SCIPIO, give(R1C, 'signal', 1)))?.rule).toBe('VIS-08');
    expect(refused(signalled(5 * JT), alloc(SCIPIO, give(R1C, 'signal', 2, { x: 900, y: 900 })))?.rule).toBe('CMD-40');
  });
  it('out of sight (a wood between them) is refused', () => {
    const s = signalled(6 * JT);
    const wood = { id: 'w', kind: 'denseWood', level: 0, poly: [{ x: 1000 + 2 * JT, y: 0 }, { x: 1000 + 4 * JT, y: 0 }, { x: 1000 + 4 * JT, y: 400 }, { x: 1000 + 2 * JT, y: 400 }] };
    expect(refused({ ...s, terrain: [wood as never] }, alloc(SCIPIO, give(R1C, 'signal', 1)))?.rule).toBe('VIS-08');
  });
});

describe('ORG-06 re-assigning troops', () => {
  it('the General moves a unit from one of his commands to another, both paying 2 CPs', () => {
    let s = at(turn1(), { [SCIPIO]: [3000, 100], [R2C]: [3100, 100] });
    s = act(s, alloc(SCIPIO, give(R2C, 'contact', 0, { unit: LEGIO1 })));
    expect(s.cpLeft.scipio).toBe(1);
    expect(s.units[LEGIO1].command).toBe('r1');
    s = act(s, alloc(R2C, listen(SCIPIO)));
    expect(s.cpLeft.r2c).toBe(1);
    expect(s.units[LEGIO1].command).toBe('r2');
  });
  it('only between commands under him: not the ally\'s troops for the General, not out of his contingent for the ally', () => {
    const c = { ...at(turn1(), { [HASDRUBAL]: [3000, 7000], [C1C]: [3100, 7000], [SYPHAX]: [5000, 7000] }), active: 1 as const };
    expect(refused(c, alloc(HASDRUBAL, give(C1C, 'contact', 0, { unit: NUMA })))?.rule).toBe('ORG-06');
    expect(refused(c, alloc(SYPHAX, give(C1C, 'messenger', 0, { unit: NUMA })))?.rule).toBe('ORG-06');
    expect(refused(c, alloc(HASDRUBAL, give(C1C, 'contact', 0, { unit: 9 })))).toBeNull(); // carthFoot, c2 → c1
  });
});

describe('ORG-06 with p.20: a unit heard into a command counts in its Control at once (fuzz seed 870)', () => {
  it('the Celtiberians, prone to advance and within bow range, heard into the Carthaginian officer\'s command make his Control cost 2: listening and Control no longer fit his 3 CPs', () => {
    const CELT_A = 6, C2C = 8;
    const base = turn1();
    const celt = base.units[CELT_A].stands[0];
    let c: CivGame = { ...at(base, { [HASDRUBAL]: [celt.x + 100, celt.y + 400], [C2C]: [celt.x, celt.y + 400] }), active: 1 as const };
    c = { ...c, units: c.units.map((u, i) => (i === LEGIO1 ? { ...u, stands: u.stands.map((st) => ({ ...st, y: st.y + (celt.y - 4 * JT - u.stands[0].y), x: st.x + (celt.x - u.stands[0].x) })) } : u)) };
    expect(c.units[CELT_A].command).not.toBe(c.leaders[C2C].command);
    c = act(c, alloc(HASDRUBAL, give(C2C, 'contact', 0, { unit: CELT_A })));
    expect(refused(c, alloc(C2C, listen(HASDRUBAL), { kind: 'control', exclude: [] }))?.rule).toBe('CMD-04');
    const t = act(c, alloc(C2C, listen(HASDRUBAL)));
    expect(t.units[CELT_A].command).toBe(t.leaders[C2C].command);
    act(t, { k: 'done' });
  });
});

describe('codec: old codes read the same, new ones round-trip (CMD-40)', () => {
  it('pins the old allocation code and the new opcodes', () => {
    expect(decode([2, 0, 1, 5, 0, 3])).toEqual({ k: 'allocate', leader: 0, actions: [{ kind: 'orders', role: 'give', other: 3 }] });
    expect(encode({ k: 'allocate', leader: 0, actions: [{ kind: 'orders', role: 'give', other: 3 }] })).toEqual([2, 0, 1, 5, 0, 3]);
    const a: CivAction = alloc(SCIPIO, give(R2C, 'messenger', 0, { unit: LEGIO1 }), { kind: 'control', exclude: [] });
    expect(encode(a)).toEqual([2, 0, 2, 6, 0, 2, 1, 0, 0, 0, 1, 0, 0]);
    expect(decode(encode(a))).toEqual(a);
    const i: CivAction = { k: 'initialOrder', leader: 4, order: 2, x: 2400, y: 3000 };
    expect(encode(i)).toEqual([17, 4, 1, 2400, 3000]);
    expect(decode(encode(i))).toEqual(i);
    // The delivery travels as its place in the list: contact 0, messenger 1, signal 2.
    const sig: CivAction = alloc(SCIPIO, give(R2C, 'signal', 3));
    expect(encode(sig).slice(5, 7)).toEqual([2, 2]);
    expect(decode(encode(sig))).toEqual(sig);
    const word: CivAction = alloc(SCIPIO, give(R2C, 'contact', 3));
    expect(encode(word).slice(5, 7)).toEqual([2, 0]);
    expect(decode(encode(word))).toEqual(word);
    const g: CivAction = { k: 'signals', leader: 0, list: [1, 0, 0, 3, 0, 0] };
    expect(encode(g)).toEqual([18, 0, 2, 0, 0, 0, 2, 0, 0]);
    expect(decode(encode(g))).toEqual(g);
  });
});

describe('words for every new action and event, English and French, leaders by name', () => {
  it('describes actions and events without internal identifiers', () => {
    let s = at(turn1(), { [SCIPIO]: [1000, 100], [R1C]: [1000 + 4 * JT, 100] });
    const texts: string[] = [];
    const ctx = scripted([], 3);
    const actions: CivAction[] = [{ k: 'signals', leader: SCIPIO, list: [1, 0, 0] }, { k: 'initialOrder', leader: R2C, order: 2, x: 2400, y: 2400 }, alloc(SCIPIO, give(R1C, 'messenger', 3)), { k: 'done' }];
    for (const a of actions) { for (const l of ['en', 'fr'] as const) texts.push(civbel.describeAction(s, a, l)); s = act(s, a, ctx); }
    for (const e of ctx.events.filter((x) => ['signalsDeclared', 'initialOrder', 'orderSent', 'orderArrived'].includes(x.t))) for (const l of ['en', 'fr'] as const) texts.push(civbel.describeEvent(e, l));
    const joined = texts.join('\n');
    expect(joined).toMatch(/messenger/);
    expect(joined).toMatch(/messager/);
    expect(joined).toMatch(/Scipio/);
    expect(joined).not.toMatch(/r1c|scipio|orderSent|undefined|NaN/);
  });
});

describe('the bot with orders on (CMD-40)', () => {
  it('gives each holder order 1 in Turn 1 and spends no command points on orders', () => {
    let s = turn1();
    const rnd = { below: (n: number) => n - 1 };
    const seen: CivAction[] = [];
    while (s.phase === 'command' && s.turn === 1) {
      const a = civbelBot(s, s.active, rnd as never);
      seen.push(a);
      s = civbel.apply(s, s.active, a, scripted([], 3));
    }
    expect(seen.filter((a) => a.k === 'initialOrder').map((a) => (a as { leader: number }).leader).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
    expect(seen.every((a) => a.k !== 'initialOrder' || a.order === 1)).toBe(true);
    expect(seen.some((a) => a.k === 'allocate' && a.actions.some((x) => x.kind === 'orders'))).toBe(false);
  });
});
