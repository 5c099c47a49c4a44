// The optional orders module (option `ordersModule`, p.20 "Give or Receive Orders", p.22
// "Orders"): written orders held as data and shown, never enforced (the book: "within the
// spirit"; spec CMD-40 and errata row 3); orders changed by the leader who issued them, the
// superior spending 2 CPs to give and the subordinate 2 to listen, delivered by base contact
// (CMD-40: he must listen if he has the CPs), by messenger (CMD-41: 10 JT a turn from a
// mounted sender, 6 from one on foot, moving in the Command Phase as a detached leader) or by
// a pre-arranged signal (within 10 JT and in sight, VIS-08; at most one signal per CP of the
// General); and units re-assigned between a superior's commands the same way (ORG-06).
// Pure functions over the game state; actions.ts checks and applies them.
import { isqrt } from '../../engine/plane';
import { COMMAND_STAND_DIAMETER, DIST } from './data/scale';
import { beyondFriends } from './leaders';
import { mutualSight } from './visibility';
import { commandById, contingentById, leaderById, type CbCommand, type CbLeader, type CbState } from './state';
import type { Refusal } from './command';

/** CMD-40: 1 advance towards and attack the enemy in front; 2 move to and defend a position
 *  (x, y on the table); 3 defend the current position. */
export interface HeldOrder { n: 1 | 2 | 3; x?: number; y?: number }
/** What a superior sends: a new order, or (ORG-06) a unit for the listener's command. */
export type OrderContent = HeldOrder | { unit: string };
export type Delivery = 'contact' | 'messenger' | 'signal';
export const DELIVERIES: readonly Delivery[] = ['contact', 'messenger', 'signal'];
/** An order sent and not yet heard: `arrived` once it has reached the listener. */
export interface PendingOrder { from: string; to: string; what: OrderContent; via: Delivery; arrived: boolean }
/** CMD-41: a messenger on the table, carrying the pending order to `to`. */
export interface Messenger { from: string; to: string; x: number; y: number; foot: boolean }
export interface OrdersState {
  /** Each holder's order, by leader id; absent: order 1 (DEFAULT_ORDER). */
  held: Record<string, HeldOrder>;
  /** The holders whose initial orders their player has set (once, in Turn 1). */
  initial: string[];
  /** Each issuer's pre-arranged signals, declared in Turn 1 (at most one per CP). */
  signals: Record<string, HeldOrder[]>;
  pending: PendingOrder[];
  messengers: Messenger[];
}

/** The order a holder has when his player sets none (README: the least binding of the three,
 *  and the one the book expects a defending contingent to be changed to). */
export const DEFAULT_ORDER: HeldOrder = { n: 1 };
export const emptyOrders = (): OrdersState => ({ held: {}, initial: [], signals: {}, pending: [], messengers: [] });
export const ORDERS_COST = 2;

const no = (rule: string, en: string, fr: string): Refusal => ({ rule, en, fr });
const general = (s: CbState, side: number): CbLeader | undefined => s.leaders.find((l) => l.side === side && l.rank === 'general' && l.alive);
const isAllyLeader = (s: CbState, l: CbLeader): boolean => l.rank === 'contingent' && l.contingent !== null && !!contingentById(s, l.contingent)?.independentAlly;

/** CMD-40, ORG-04: who issues `l`'s orders. A Contingent Commander's come from the General; an
 *  independent ally is General of his own contingent: he holds an order, set by his player at
 *  the start, which nobody above him changes (null). Where a command belongs to no contingent
 *  its Commander is the General's direct subordinate and holds the order of his command
 *  (p.20, "the orders of an entire command", [INTERP]); in the ally's contingent its Commanders
 *  hold his. Commanders inside an ordinary contingent follow their Contingent Commander's
 *  order and hold none (p.22), nor does the second-in-command. */
export function issuerOf(s: CbState, l: CbLeader): CbLeader | null | undefined {
  if (!l.alive) return undefined;
  if (l.rank === 'contingent') return isAllyLeader(s, l) ? null : general(s, l.side) ?? undefined;
  if (l.rank !== 'commander' || l.command === null) return undefined;
  const cmd = commandById(s, l.command);
  if (!cmd) return undefined;
  if (cmd.contingent === null) return general(s, l.side) ?? undefined;
  const cont = contingentById(s, cmd.contingent);
  if (!cont?.independentAlly) return undefined;
  const ally = leaderById(s, cont.leader);
  return ally && ally.alive ? ally : undefined;
}

/** The leaders of `side` that hold an order (issuer known or null). */
export const holders = (s: CbState, side: number): CbLeader[] => s.leaders.filter((l) => l.side === side && issuerOf(s, l) !== undefined);
export const orderOf = (o: OrdersState, id: string): HeldOrder => o.held[id] ?? DEFAULT_ORDER;
export const sameOrder = (a: HeldOrder, b: HeldOrder): boolean => a.n === b.n && (a.n !== 2 || (a.x === b.x && a.y === b.y));

/** ORG-06: whether command `cmd` is under superior `l`: the General's commands are all but the
 *  independent ally's; the ally's and a Contingent Commander's are those of his contingent. */
export function commandUnder(s: CbState, l: CbLeader, cmd: CbCommand): boolean {
  if (!l.alive || cmd.side !== l.side) return false;
  if (l.rank === 'general') return cmd.contingent === null || !contingentById(s, cmd.contingent)?.independentAlly;
  if (l.rank === 'contingent') return cmd.contingent !== null && cmd.contingent === l.contingent;
  return false;
}

/** CMD-40: the two leaders' command stands touch (circles of COMMAND_STAND_DIAMETER). */
export const inContact = (a: { x: number; y: number }, b: { x: number; y: number }): boolean => {
  const dx = a.x - b.x, dy = a.y - b.y;
  return dx * dx + dy * dy <= COMMAND_STAND_DIAMETER * COMMAND_STAND_DIAMETER;
};

/** CMD-41: how far a messenger goes in one Command Phase: 10 JT from a mounted sender, 6 on foot. */
export const messengerStep = (foot: boolean): number => (foot ? DIST.messengerFoot : DIST.messengerMounted);

export interface GiveOrder { from: CbLeader; to: CbLeader; what: OrderContent; via: Delivery }

/** CMD-40, CMD-41, ORG-06, VIS-08: why a superior may not send this (empty when he may). */
export function giveRefusals(s: CbState, o: OrdersState, g: GiveOrder): Refusal[] {
  const { from, to, what, via } = g;
  const out: Refusal[] = [];
  if ('unit' in what) {
    const u = s.units.find((x) => x.id === what.unit);
    const src = u ? commandById(s, u.command) : undefined;
    const dst = to.rank === 'commander' && to.command !== null ? commandById(s, to.command) : undefined;
    // commandUnder also refuses an enemy unit: its command is not of the sender's side.
    if (!u || u.destroyed || !src || !dst || src.id === dst.id || !commandUnder(s, from, src) || !commandUnder(s, from, dst))
      out.push(no('ORG-06', `${from.name} may move a unit only from one of the commands under him to another.`, `${from.name} ne peut faire passer une unité que d'un des commandements sous ses ordres à un autre.`));
    else if (dst.contingent !== null && contingentById(s, dst.contingent)!.nation !== u.nation)
      out.push(no('ORG-03', `${u.name} is not of the nation of ${to.name}'s contingent.`, `${u.name} n'est pas de la nation du contingent de ${to.name}.`));
    if (via === 'signal') out.push(no('CMD-40', 'A pre-arranged signal changes an order; troops are moved by word or by messenger.', 'Un signal convenu change un ordre ; les troupes sont réaffectées de vive voix ou par messager.'));
  } else {
    if (issuerOf(s, to)?.id !== from.id) out.push(no('CMD-40', `Only the leader who issued ${to.name}'s orders may change them.`, `Seul le chef qui a donné ses ordres à ${to.name} peut les changer.`));
    if (via === 'signal') {
      if (!o.signals[from.id]?.some((x) => sameOrder(x, what))) out.push(no('CMD-40', `${from.name} has no pre-arranged signal for this order.`, `${from.name} n'a pas de signal convenu pour cet ordre.`));
      const dx = from.x - to.x, dy = from.y - to.y;
      if (dx * dx + dy * dy > DIST.signal * DIST.signal || !mutualSight({ units: s.units, terrain: s.terrain ?? [] }, from, to))
        out.push(no('VIS-08', `A signal needs ${from.name} and ${to.name} within 10 javelin throws of each other and in sight.`, `Un signal demande que ${from.name} et ${to.name} soient à 10 jets de javelot l'un de l'autre et se voient.`));
    }
  }
  if (via === 'contact' && !inContact(from, to)) out.push(no('CMD-40', `${from.name} must be in contact with ${to.name} to tell him in person.`, `${from.name} doit être au contact de ${to.name} pour lui parler en personne.`));
  if (o.pending.some((p) => p.to === to.id)) out.push(no('CMD-40', `An order for ${to.name} is already waiting to be heard.`, `Un ordre pour ${to.name} attend déjà d'être écouté.`));
  return out;
}

/** The pending order from `from` that has reached `to`, if any. */
export const arrivedFrom = (o: OrdersState, to: string, from: string): PendingOrder | undefined => o.pending.find((p) => p.to === to && p.from === from && p.arrived);

/** CMD-40: `l` must listen now: an order has reached him, its sender is in base contact with
 *  him, and he has the 2 CPs (his rating). Returns that order. */
export function mustListen(s: CbState, o: OrdersState, l: CbLeader): PendingOrder | undefined {
  if (!l.alive || l.cp < ORDERS_COST) return undefined;
  return o.pending.find((p) => { const f = leaderById(s, p.from); return p.to === l.id && p.arrived && !!f && f.alive && inContact(f, l); });
}

export interface MessengerEvent { t: 'messengerMoved' | 'orderArrived' | 'orderLapsed'; rule: string; from: string; to: string }

/** CMD-41: at the end of `side`'s Command half, its messengers ride (or run) straight to their
 *  leader, 10 JT (6 JT on foot) at most, and deliver on reaching base contact. An order whose
 *  sender or listener has left play lapses. */
export function moveMessengers(s: CbState, o: OrdersState, side: number): { orders: OrdersState; events: MessengerEvent[] } {
  const events: MessengerEvent[] = [];
  let pending = o.pending;
  const messengers: Messenger[] = [];
  for (const m of o.messengers) {
    const from = leaderById(s, m.from), to = leaderById(s, m.to);
    if (!from || from.side !== side) { messengers.push(m); continue; }
    if (!to || !to.alive || !from.alive) {
      pending = pending.filter((p) => p.to !== m.to);
      events.push({ t: 'orderLapsed', rule: 'CMD-41', from: m.from, to: m.to });
      continue;
    }
    const step = messengerStep(m.foot);
    const dx = to.x - m.x, dy = to.y - m.y;
    const d = isqrt(dx * dx + dy * dy);
    const reach = d - COMMAND_STAND_DIAMETER;
    if (reach <= step) {
      pending = pending.map((p) => (p.to === m.to && p.from === m.from ? { ...p, arrived: true } : p));
      events.push({ t: 'orderArrived', rule: 'CMD-41', from: m.from, to: m.to });
      continue;
    }
    // Integer steps along the line: the rounding never carries him past `step`.
    const x = m.x + Math.trunc((dx * step) / d), y = m.y + Math.trunc((dy * step) / d);
    messengers.push({ ...m, x, y });
    events.push({ t: 'messengerMoved', rule: 'CMD-41', from: m.from, to: m.to });
  }
  return { orders: { ...o, pending, messengers }, events };
}

/** CMD-53: a mounted messenger beyond 1 JT of friends may be shot at, as a detached leader
 *  (a runner may not). The stand-in's shooting does not aim at leaders yet (README). */
export function messengerMayBeShotAt(s: CbState, m: Messenger, side: 0 | 1): boolean {
  return !m.foot && beyondFriends(s, { side, x: m.x, y: m.y });
}
