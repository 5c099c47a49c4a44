// The orders module's rules as pure functions (orders.ts), on the Great Plains armies with the
// module on: who holds and issues orders (CMD-40, p.22), which commands a superior may move a
// unit between (ORG-06, p.19), base contact and signals (CMD-40, VIS-08), the must-listen rule,
// and messengers (CMD-41). Each test fails when its rule's condition or value changes (the
// survivors of `npm run mutate -- civbel src/rules/civbel/orders.ts`).
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { COMMAND_STAND_DIAMETER, DIST } from '../../../src/rules/civbel/data/scale';
import { commandById } from '../../../src/rules/civbel/state';
import { arrivedFrom, commandUnder, emptyOrders, giveRefusals, holders, inContact, issuerOf, messengerMayBeShotAt, moveMessengers, mustListen, sameOrder, type OrdersState } from '../../../src/rules/civbel/orders';
import { scripted } from './helpers';

// Leaders by index (Great Plains): 0 Scipio (General), 1 r1c, 2 r2c, 3 Laelius, 4 Massinissa;
// 5 Hasdrubal (General), 6 Syphax (independent ally), 7 c1c, 8 c2c, 9 c3c (Syphax's).
const game = (): CivGame => civbel.apply(civbel.setup({ scenario: 'great-plains', options: { ordersModule: 'on' } }), 0, { k: 'roll' }, scripted([2, 5, 3]));
const L = (s: CivGame, i: number) => s.leaders[i];
const ids = (ls: { id: string }[]) => ls.map((l) => l.id);
const rules = (r: { rule: string; en: string }[]) => r.map((x) => `${x.rule}: ${x.en}`);
const orders = (over: Partial<OrdersState> = {}): OrdersState => ({ ...emptyOrders(), ...over });
/** Leader `i` put at (x, y) on his own. */
const put = (s: CivGame, i: number, x: number, y: number) => { s.leaders[i] = { ...s.leaders[i], x, y, attachedTo: null }; };

describe('CMD-40: who holds orders, and from whom', () => {
  it('Rome: the commanders of commands in no contingent, from Scipio; Carthage: Syphax (his own) and the commanders, his from him', () => {
    const s = game();
    expect(ids(holders(s, 0))).toEqual(['r1c', 'r2c', 'laelius', 'massinissa']);
    expect(ids(holders(s, 1))).toEqual(['syphax', 'c1c', 'c2c', 'c3c']);
    expect(issuerOf(s, L(s, 9))?.id).toBe('syphax');
    expect(issuerOf(s, L(s, 7))?.id).toBe('hasdrubal');
  });
  it('a dead leader holds nothing; with Syphax dead his commander holds nothing; with Scipio dead nobody issues Rome\'s', () => {
    const s = game();
    s.leaders[6] = { ...L(s, 6), alive: false };
    expect(issuerOf(s, L(s, 9))).toBeUndefined();
    expect(issuerOf(s, L(s, 6))).toBeUndefined();
    const r = game();
    r.leaders[0] = { ...L(r, 0), alive: false };
    expect(issuerOf(r, L(r, 1))).toBeUndefined();
  });
});

describe('CMD-40: orders compared (a signal must carry the order given)', () => {
  it('order 2 is the same only with the same position; 1 and 3 by their number alone', () => {
    expect(sameOrder({ n: 2, x: 1, y: 2 }, { n: 2, x: 1, y: 2 })).toBe(true);
    expect(sameOrder({ n: 2, x: 1, y: 2 }, { n: 2, x: 1, y: 3 })).toBe(false);
    expect(sameOrder({ n: 2, x: 1, y: 2 }, { n: 2, x: 2, y: 2 })).toBe(false);
    expect(sameOrder({ n: 1 }, { n: 1, x: 5, y: 5 })).toBe(true);
    expect(sameOrder({ n: 1 }, { n: 3 })).toBe(false);
  });
});

describe('ORG-06: the commands under a superior', () => {
  it('the General: all his army\'s but the independent ally\'s; the ally: his contingent\'s; a commander: none', () => {
    const s = game();
    const cmd = (id: string) => commandById(s, id)!;
    expect(commandUnder(s, L(s, 0), cmd('r1'))).toBe(true);
    expect(commandUnder(s, L(s, 0), cmd('c1'))).toBe(false);
    expect(commandUnder(s, L(s, 5), cmd('c1'))).toBe(true);
    expect(commandUnder(s, L(s, 5), cmd('c3'))).toBe(false);
    expect(commandUnder(s, L(s, 6), cmd('c3'))).toBe(true);
    expect(commandUnder(s, L(s, 6), cmd('c1'))).toBe(false);
    expect(commandUnder(s, L(s, 7), cmd('c1'))).toBe(false);
    s.leaders[5] = { ...L(s, 5), alive: false };
    expect(commandUnder(s, L(s, 5), cmd('c1'))).toBe(false);
  });
});

describe('CMD-40: base contact of two command stands', () => {
  it('centres one stand across apart touch, one unit more do not, on a slant too', () => {
    const D = COMMAND_STAND_DIAMETER; // 120: a 72-96-120 triangle
    expect(inContact({ x: 0, y: 0 }, { x: D, y: 0 })).toBe(true);
    expect(inContact({ x: 0, y: 0 }, { x: D + 1, y: 0 })).toBe(false);
    expect(inContact({ x: 0, y: 0 }, { x: 72, y: 96 })).toBe(true);
    expect(inContact({ x: 0, y: 0 }, { x: 72, y: 97 })).toBe(false);
  });
});

describe('CMD-40, VIS-08: giving an order', () => {
  it('only the issuer; in person only in contact; one order waiting at a time', () => {
    const s = game();
    put(s, 0, 3000, 100); put(s, 1, 3100, 100); put(s, 2, 6000, 100);
    expect(rules(giveRefusals(s, orders(), { from: L(s, 1), to: L(s, 2), what: { n: 3 }, via: 'messenger' }))).toEqual(['CMD-40: Only the leader who issued Second legate\'s orders may change them.']);
    expect(rules(giveRefusals(s, orders(), { from: L(s, 0), to: L(s, 2), what: { n: 3 }, via: 'contact' }))).toEqual(['CMD-40: Scipio must be in contact with Second legate to tell him in person.']);
    expect(giveRefusals(s, orders(), { from: L(s, 0), to: L(s, 1), what: { n: 3 }, via: 'contact' })).toEqual([]);
    const waiting = orders({ pending: [{ from: 'scipio', to: 'r1c', what: { n: 1 }, via: 'messenger', arrived: false }] });
    expect(rules(giveRefusals(s, waiting, { from: L(s, 0), to: L(s, 1), what: { n: 3 }, via: 'contact' }))).toEqual(['CMD-40: An order for First legate is already waiting to be heard.']);
  });
  it('a signal: only one pre-arranged for that very order, within 10 JT (exactly 10 will do)', () => {
    const s = game();
    put(s, 0, 3000, 100); put(s, 1, 3000 + DIST.signal, 100);
    const signals = orders({ signals: { scipio: [{ n: 2, x: 500, y: 500 }] } });
    expect(giveRefusals(s, signals, { from: L(s, 0), to: L(s, 1), what: { n: 2, x: 500, y: 500 }, via: 'signal' })).toEqual([]);
    expect(rules(giveRefusals(s, signals, { from: L(s, 0), to: L(s, 1), what: { n: 2, x: 500, y: 600 }, via: 'signal' }))).toEqual(['CMD-40: Scipio has no pre-arranged signal for this order.']);
    expect(rules(giveRefusals(s, orders(), { from: L(s, 0), to: L(s, 1), what: { n: 2, x: 500, y: 500 }, via: 'signal' }))).toEqual(['CMD-40: Scipio has no pre-arranged signal for this order.']);
    put(s, 1, 3000 + DIST.signal + 1, 100);
    expect(giveRefusals(s, signals, { from: L(s, 0), to: L(s, 1), what: { n: 2, x: 500, y: 500 }, via: 'signal' }).map((r) => r.rule)).toEqual(['VIS-08']);
  });
  it('ORG-06: a unit is moved by word or messenger, not by signal, and only between commands under the sender', () => {
    const s = game();
    put(s, 0, 3000, 100); put(s, 2, 3100, 100);
    expect(giveRefusals(s, orders(), { from: L(s, 0), to: L(s, 2), what: { unit: 'velites1' }, via: 'contact' })).toEqual([]);
    expect(rules(giveRefusals(s, orders({ signals: { scipio: [{ n: 1 }] } }), { from: L(s, 0), to: L(s, 2), what: { unit: 'velites1' }, via: 'signal' }))).toContain('CMD-40: A pre-arranged signal changes an order; troops are moved by word or by messenger.');
    expect(giveRefusals(s, orders(), { from: L(s, 0), to: L(s, 2), what: { unit: 'velites2' }, via: 'contact' }).map((r) => r.rule)).toEqual(['ORG-06']);
    expect(giveRefusals(s, orders(), { from: L(s, 0), to: L(s, 2), what: { unit: 'celtA' }, via: 'contact' }).map((r) => r.rule)).toEqual(['ORG-06']);
  });
});

describe('CMD-40: who must listen', () => {
  it('a leader in contact with the sender of an order that reached him, with the 2 CPs to listen (exactly 2 will do)', () => {
    const s = game();
    put(s, 0, 3000, 100); put(s, 1, 3100, 100);
    const o = orders({ pending: [{ from: 'scipio', to: 'r1c', what: { n: 3 }, via: 'contact', arrived: true }] });
    s.leaders[1] = { ...L(s, 1), cp: 2 };
    expect(mustListen(s, o, L(s, 1))?.from).toBe('scipio');
    s.leaders[1] = { ...L(s, 1), cp: 1 };
    expect(mustListen(s, o, L(s, 1))).toBeUndefined();
    s.leaders[1] = { ...L(s, 1), cp: 3 };
    put(s, 0, 3000, 1000);
    expect(mustListen(s, o, L(s, 1))).toBeUndefined();
    expect(mustListen(s, orders({ pending: [{ ...o.pending[0], arrived: false }] }), L(s, 1))).toBeUndefined();
  });
});

describe('CMD-41: messengers in their side\'s Command Phase', () => {
  it('a mounted messenger rides 10 JT straight at his leader (along y too); the other side\'s waits; arriving marks only his own order', () => {
    const s = game();
    put(s, 1, 3000, 6000);
    const o = orders({
      messengers: [{ from: 'scipio', to: 'r1c', x: 3000, y: 100, foot: false }, { from: 'hasdrubal', to: 'c1c', x: 100, y: 100, foot: false }],
      pending: [{ from: 'scipio', to: 'r1c', what: { n: 3 }, via: 'messenger', arrived: false }],
    });
    const r = moveMessengers(s, o, 0);
    expect(r.orders.messengers).toEqual([{ from: 'scipio', to: 'r1c', x: 3000, y: 100 + DIST.messengerMounted, foot: false }, o.messengers[1]]);
    expect(r.events).toEqual([{ t: 'messengerMoved', rule: 'CMD-41', from: 'scipio', to: 'r1c' }]);
    put(s, 1, 3000, 100 + COMMAND_STAND_DIAMETER + DIST.messengerMounted);
    const a = moveMessengers(s, { ...o, pending: [...o.pending, { from: 'laelius', to: 'r1c', what: { n: 1 }, via: 'messenger', arrived: false }] }, 0);
    expect(a.events).toEqual([{ t: 'orderArrived', rule: 'CMD-41', from: 'scipio', to: 'r1c' }]);
    expect(a.orders.pending.map((p) => p.arrived)).toEqual([true, false]);
  });
  it('an order whose listener has fallen lapses, and only his', () => {
    const s = game();
    s.leaders[1] = { ...L(s, 1), alive: false };
    const o = orders({
      messengers: [{ from: 'scipio', to: 'r1c', x: 3000, y: 100, foot: false }],
      pending: [{ from: 'scipio', to: 'r1c', what: { n: 3 }, via: 'messenger', arrived: false }, { from: 'scipio', to: 'r2c', what: { n: 3 }, via: 'contact', arrived: true }],
    });
    const r = moveMessengers(s, o, 0);
    expect(r.events).toEqual([{ t: 'orderLapsed', rule: 'CMD-41', from: 'scipio', to: 'r1c' }]);
    expect(r.orders.messengers).toEqual([]);
    expect(r.orders.pending.map((p) => p.to)).toEqual(['r2c']);
  });
});

/** Syphax an ordinary Contingent Commander (not an independent ally), under Hasdrubal. */
function ordinaryContingent(): CivGame {
  const s = game();
  s.contingents = s.contingents.map((c) => (c.id === 'syphaxC' ? { ...c, independentAlly: false } : c));
  return s;
}

describe('CMD-40, ORG-04, ORG-06: an ordinary contingent (Syphax no independent ally)', () => {
  it('Syphax takes his orders from Hasdrubal, and his chief holds none: he follows Syphax\'s', () => {
    const s = ordinaryContingent();
    expect(issuerOf(s, L(s, 6))?.id).toBe('hasdrubal');
    expect(issuerOf(s, L(s, 9))).toBeUndefined();
    expect(ids(holders(s, 1))).toEqual(['syphax', 'c1c', 'c2c']);
  });
  it('the General\'s commands now include the contingent\'s; Syphax\'s only his own contingent\'s; a commander none, even in a contingent', () => {
    const s = ordinaryContingent();
    s.contingents = [...s.contingents, { id: 'carthC', side: 1, nation: 'carthaginian', independentAlly: false, leader: 'c1c' }];
    s.commands = s.commands.map((c) => (c.id === 'c1' ? { ...c, contingent: 'carthC' } : c));
    s.leaders[9] = { ...L(s, 9), contingent: 'syphaxC' };
    const cmd = (id: string) => commandById(s, id)!;
    expect(commandUnder(s, L(s, 5), cmd('c3'))).toBe(true);
    expect(commandUnder(s, L(s, 6), cmd('c3'))).toBe(true);
    expect(commandUnder(s, L(s, 6), cmd('c1'))).toBe(false);
    expect(commandUnder(s, L(s, 6), cmd('c2'))).toBe(false);
    expect(commandUnder(s, L(s, 9), cmd('c3'))).toBe(false);
  });
  it('ORG-03: Hasdrubal may not send Celtiberians into the Numidian contingent; Numidians may leave it for a command in none', () => {
    const s = ordinaryContingent();
    expect(giveRefusals(s, orders(), { from: L(s, 5), to: L(s, 9), what: { unit: 'celtA' }, via: 'messenger' })).toEqual([
      { rule: 'ORG-03', en: 'Celtiberians A is not of the nation of Numidian chief\'s contingent.', fr: 'Celtiberians A n\'est pas de la nation du contingent de Numidian chief.' },
    ]);
    expect(giveRefusals(s, orders(), { from: L(s, 5), to: L(s, 7), what: { unit: 'numA' }, via: 'messenger' })).toEqual([]);
  });
});

describe('ORG-06: which units a superior may move, in both languages', () => {
  const refused = (s: CivGame, what: { unit: string }, to = 2) => giveRefusals(s, orders(), { from: L(s, 0), to: L(s, to), what, via: 'messenger' }).map((r) => r.rule);
  it('not a destroyed unit, an unknown one, one of a command not in play, nor into the General\'s hands (he leads no command)', () => {
    const s = game();
    expect(refused(s, { unit: 'velites1' })).toEqual([]);
    s.units = s.units.map((u) => (u.id === 'velites1' ? { ...u, destroyed: true } : u));
    expect(refused(s, { unit: 'velites1' })).toEqual(['ORG-06']);
    expect(refused(s, { unit: 'nobody' })).toEqual(['ORG-06']);
    const t = game();
    t.units = t.units.map((u) => (u.id === 'velites1' ? { ...u, command: 'r9' } : u));
    expect(refused(t, { unit: 'velites1' })).toEqual(['ORG-06']);
    expect(refused(game(), { unit: 'velites1' }, 0)).toEqual(['ORG-06']);
  });
  it('every refusal said in English and French', () => {
    const s = game();
    put(s, 0, 3000, 100); put(s, 1, 100, 100); put(s, 2, 3000 + DIST.signal + 1, 100);
    const all = (g: Parameters<typeof giveRefusals>[2], o = orders()) => giveRefusals(s, o, g);
    expect(all({ from: L(s, 0), to: L(s, 2), what: { unit: 'velites2' }, via: 'signal' })).toEqual([
      { rule: 'ORG-06', en: 'Scipio may move a unit only from one of the commands under him to another.', fr: 'Scipio ne peut faire passer une unité que d\'un des commandements sous ses ordres à un autre.' },
      { rule: 'CMD-40', en: 'A pre-arranged signal changes an order; troops are moved by word or by messenger.', fr: 'Un signal convenu change un ordre ; les troupes sont réaffectées de vive voix ou par messager.' },
    ]);
    expect(all({ from: L(s, 1), to: L(s, 2), what: { n: 3 }, via: 'signal' })).toEqual([
      { rule: 'CMD-40', en: 'Only the leader who issued Second legate\'s orders may change them.', fr: 'Seul le chef qui a donné ses ordres à Second legate peut les changer.' },
      { rule: 'CMD-40', en: 'First legate has no pre-arranged signal for this order.', fr: 'First legate n\'a pas de signal convenu pour cet ordre.' },
      { rule: 'VIS-08', en: 'A signal needs First legate and Second legate within 10 javelin throws of each other and in sight.', fr: 'Un signal demande que First legate et Second legate soient à 10 jets de javelot l\'un de l\'autre et se voient.' },
    ]);
    const waiting = orders({ pending: [{ from: 'scipio', to: 'r2c', what: { n: 1 }, via: 'messenger', arrived: false }] });
    expect(all({ from: L(s, 0), to: L(s, 2), what: { n: 3 }, via: 'contact' }, waiting)).toEqual([
      { rule: 'CMD-40', en: 'Scipio must be in contact with Second legate to tell him in person.', fr: 'Scipio doit être au contact de Second legate pour lui parler en personne.' },
      { rule: 'CMD-40', en: 'An order for Second legate is already waiting to be heard.', fr: 'Un ordre pour Second legate attend déjà d\'être écouté.' },
    ]);
  });
  it('an order waiting for another leader does not stop this one', () => {
    const s = game();
    const waiting = orders({ pending: [{ from: 'scipio', to: 'r2c', what: { n: 1 }, via: 'messenger', arrived: false }] });
    expect(giveRefusals(s, waiting, { from: L(s, 0), to: L(s, 1), what: { n: 3 }, via: 'messenger' })).toEqual([]);
  });
});

describe('VIS-08: 10 JT measured on the slant', () => {
  it('8 JT across and 8 JT up is beyond 10 JT; 7 and 7 are within it (nothing between them to block the sight)', () => {
    const s = game();
    s.units = [];
    const near = (DIST.signal * 7) / 10;
    put(s, 0, 3000, 100); put(s, 1, 3000 + near, 100 + near);
    expect(giveRefusals(s, orders({ signals: { scipio: [{ n: 3 }] } }), { from: L(s, 0), to: L(s, 1), what: { n: 3 }, via: 'signal' })).toEqual([]);
    const d = (DIST.signal * 8) / 10;
    put(s, 0, 3000, 100); put(s, 1, 3000 + d, 100 + d);
    const signals = orders({ signals: { scipio: [{ n: 3 }] } });
    expect(giveRefusals(s, signals, { from: L(s, 0), to: L(s, 1), what: { n: 3 }, via: 'signal' }).map((r) => r.rule)).toEqual(['VIS-08']);
  });
});

describe('CMD-40: an order that has reached its leader, and who must listen to it', () => {
  const arrived = { from: 'scipio', to: 'r1c', what: { n: 3 as const }, via: 'messenger' as const, arrived: true };
  it('arrivedFrom finds only the order from that sender to that leader that has arrived', () => {
    const o = orders({ pending: [{ ...arrived, to: 'r2c' }, { ...arrived, from: 'laelius' }, { ...arrived, arrived: false }, arrived] });
    expect(arrivedFrom(o, 'r1c', 'scipio')).toBe(o.pending[3]);
    expect(arrivedFrom(orders({ pending: o.pending.slice(0, 3) }), 'r1c', 'scipio')).toBeUndefined();
  });
  it('a leader need not listen to an order for another, nor to one whose sender has fallen or is unknown', () => {
    const s = game();
    put(s, 0, 3000, 100); put(s, 1, 3100, 100); put(s, 2, 3000, 200);
    expect(mustListen(s, orders({ pending: [{ ...arrived, to: 'r2c' }] }), L(s, 1))).toBeUndefined();
    expect(mustListen(s, orders({ pending: [{ ...arrived, from: 'nobody' }] }), L(s, 1))).toBeUndefined();
    s.leaders[0] = { ...L(s, 0), alive: false };
    expect(mustListen(s, orders({ pending: [arrived] }), L(s, 1))).toBeUndefined();
  });
});

describe('CMD-41: a messenger delivers only his own order', () => {
  it('Scipio\'s messenger reaching the First legate marks Scipio\'s order to him, not Scipio\'s order to the Second legate', () => {
    const s = game();
    put(s, 1, 3000, 100 + COMMAND_STAND_DIAMETER + 10);
    const o = orders({
      messengers: [{ from: 'scipio', to: 'r1c', x: 3000, y: 100, foot: false }],
      pending: [{ from: 'scipio', to: 'r1c', what: { n: 3 }, via: 'messenger', arrived: false }, { from: 'scipio', to: 'r2c', what: { n: 3 }, via: 'messenger', arrived: false }],
    });
    expect(moveMessengers(s, o, 0).orders.pending.map((p) => p.arrived)).toEqual([true, false]);
  });
  it('CMD-53: a mounted messenger alone may be shot at, by his own side\'s reckoning of friends', () => {
    const s = game();
    const far = { from: 'scipio', to: 'r1c', x: 3000, y: 100, foot: false };
    const legion = s.units.find((u) => u.id === 'legio1')!.stands[0];
    const near = { ...far, x: legion.x, y: legion.y };
    expect(messengerMayBeShotAt(s, far, 0)).toBe(true);
    expect(messengerMayBeShotAt(s, { ...far, foot: true }, 0)).toBe(false);
    expect(messengerMayBeShotAt(s, near, 0)).toBe(false);
    expect(messengerMayBeShotAt(s, near, 1)).toBe(true);
  });
});

describe('the orders state of a new game', () => {
  it('holds nothing', () => {
    expect(emptyOrders()).toEqual({ held: {}, initial: [], signals: {}, pending: [], messengers: [] });
  });
});

describe('ORG-03, CMD-40: a unit of the contingent\'s own nation, and the second of two signals', () => {
  it('Hasdrubal may send Carthaginian foot into a Carthaginian contingent', () => {
    const s = ordinaryContingent();
    s.contingents = [...s.contingents, { id: 'carthC', side: 1, nation: 'carthaginian', independentAlly: false, leader: 'c1c' }];
    s.commands = s.commands.map((c) => (c.id === 'c1' ? { ...c, contingent: 'carthC' } : c));
    expect(giveRefusals(s, orders(), { from: L(s, 5), to: L(s, 7), what: { unit: 'carthFoot' }, via: 'messenger' })).toEqual([]);
  });
  it('a General with two pre-arranged signals may give either', () => {
    const s = game();
    put(s, 0, 3000, 100); put(s, 1, 3100, 100);
    const two = orders({ signals: { scipio: [{ n: 1 }, { n: 3 }] } });
    expect(giveRefusals(s, two, { from: L(s, 0), to: L(s, 1), what: { n: 3 }, via: 'signal' })).toEqual([]);
  });
});
