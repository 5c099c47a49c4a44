// Standing orders (spec §9, N1–N11): what each side lets the game decide for it while the
// other side plays, so that a player-turn is one message. Each side sets its own with the
// free action { k: 'orders', o } during its own player-turn, before its combat steps
// (phases 'ap', 'assign', 'move'), at most once a player-turn, and only to change something
// (so a bot drawing legal actions never loops on it). The orders are public once played.
//
// The state holds them (`orders`) only once the first such action is played: a game that
// never plays one keeps exactly the states, and so the hashes, it had before they existed
// (every golden game). Absent orders are the DEFAULTS below, which are the rules' defaults
// as built before (spec §9's deterministic defaults, the first value of each order).
//
// The choice points that read them:
//   reply   — spec §9: the inactive side's choices are asked (one message more each time,
//             as before) or answered by these orders at once (every choice whose side is not
//             the active player: shots N1, recoil N2, rear-rank loss N4, N5, N6, designations N8).
//   shots   — N1: the target among the equidistant nearest (shooting-phase.ts).
//   recoil  — N2/N7: the rear hex when both are of the same priority class, the owner's own
//             unit recoiling or a friend pushed or displaced (recoil.ts).
//   flight  — N3/N11: the hex of the two toward the edge when both keep the flight as straight (flight.ts).
//   rearLoss — N4: which of the two units behind a destroyed one goes with it (combat-results.ts).
//   designation — N8: which of its units an enemy must turn to face (6.3, melee-phase.ts).
// N5 (the enemies blocking a recoil), N6 (an elephant's rear) and N9 (overlaps: always, never
// harmful) keep their fixed defaults: rare, or without a choice worth a setting.
import type { Seat } from '../../engine/contract';
import type { HexId } from '../../engine/hex';
import type { ChoicePoint } from './choices';
import { ecHalves, isMounted, type Quality } from './data/units';
import { gridOf, homeEdge, rearHexes } from './grid';
import { applyDesignation } from './turning';
import { front, type Position, type Unit } from './state';
import { sideTowards } from './zoc';

export const ORDER_IDS = ['reply', 'shots', 'recoil', 'flight', 'rearLoss', 'designation'] as const;
export type OrderId = (typeof ORDER_IDS)[number];
export type CdbOrders = Record<OrderId, string>;

/** The values of each order, in codec order (links carry these indexes: never reorder);
 *  the first is the default. */
export const ORDER_VALUES: Record<OrderId, readonly string[]> = {
  reply: ['ask', 'orders'],
  shots: ['best', 'weakest', 'centre'],
  recoil: ['edge', 'centre', 'left', 'right'],
  flight: ['straight', 'centre'],
  rearLoss: ['cheaper', 'quality'],
  designation: ['best', 'flank'],
};

/** The decision point of spec §9 each order answers, as the spec numbers it. */
export const ORDER_RULE: Record<OrderId, string> = {
  reply: 'CdB §9', shots: 'CdB N1', recoil: 'CdB N2', flight: 'CdB N3', rearLoss: 'CdB N4', designation: 'CdB N8',
};

export const DEFAULT_ORDERS: CdbOrders = Object.fromEntries(ORDER_IDS.map((id) => [id, ORDER_VALUES[id][0]])) as CdbOrders;

/** In the state once a side has set its orders: both sides' orders, and the game turn in
 *  which each last set them (0: never), for the once-a-player-turn limit. */
export interface OrdersState { v: [CdbOrders, CdbOrders]; at: [number, number] }

export function orderOf(p: Position, side: Seat, id: OrderId): string {
  return p.orders ? p.orders.v[side][id] : DEFAULT_ORDERS[id];
}

export function ordersOf(p: Position, side: Seat): CdbOrders {
  return p.orders ? { ...p.orders.v[side] } : { ...DEFAULT_ORDERS };
}

export const sameOrders = (a: CdbOrders, b: CdbOrders): boolean => ORDER_IDS.every((id) => a[id] === b[id]);

export function validOrders(o: unknown): o is CdbOrders {
  if (!o || typeof o !== 'object') return false;
  const r = o as Record<string, unknown>;
  return Object.keys(r).length === ORDER_IDS.length && ORDER_IDS.every((id) => typeof r[id] === 'string' && ORDER_VALUES[id].includes(r[id] as string));
}

/** Why `side` may not give orders `o` now (phase, state checked by the caller: its own turn), or null. */
export function ordersRefusal(s: Position & { turn: number; phase: string; combat?: unknown }, side: Seat, o: unknown): string | null {
  if (!['ap', 'assign', 'move'].includes(s.phase) || s.combat) return 'standing orders are given in one\'s own turn, before the combat steps';
  if (!validOrders(o)) return 'these are not standing orders';
  if (s.orders && s.orders.at[side] === s.turn) return 'standing orders are given once a turn';
  if (sameOrders(o, ordersOf(s, side))) return 'these standing orders are already in force';
  return null;
}

/** Plays a legal 'orders' action: the first one brings both sides' orders into the state. */
export function setOrders(s: Position & { turn: number }, side: Seat, o: CdbOrders): void {
  if (!s.orders) s.orders = { v: [{ ...DEFAULT_ORDERS }, { ...DEFAULT_ORDERS }], at: [0, 0] };
  const mine = {} as CdbOrders;
  for (const id of ORDER_IDS) mine[id] = o[id];
  s.orders.v[side] = mine;
  s.orders.at[side] = s.turn;
}

/** The one 'orders' action the legal-action list offers (the contract allows representatives;
 *  `check` accepts every other legal set): the same orders with `reply` switched. */
export function offeredOrders(p: Position, side: Seat): CdbOrders {
  const cur = ordersOf(p, side);
  return { ...cur, reply: cur.reply === 'ask' ? 'orders' : 'ask' };
}

/** Spec §9 `reply`: a choice the game answers at once by its owner's orders (not asked). */
export function answeredByOrders(p: Position, active: Seat, c: ChoicePoint): boolean {
  return c.side !== active && orderOf(p, c.side, 'reply') === 'orders';
}

// ---- the geometry the orders use (integers only)

/** Twice the x and the y of a hex's centre in units where the row height is 1 and a hex
 *  is 2 wide (pointy-top, odd rows shifted): distances squared compare as x² + 3y². */
function planeOf(p: Position, h: HexId): [number, number] {
  const a = gridOf(p).axial(h);
  return [2 * a.q + a.r, a.r];
}

/** The centre of a side's army (its units but baggage), as a sum and a count, so that the
 *  squared distance of hex h to it, times n², stays an integer. */
export function nearCentre(p: Position, side: Seat): (h: HexId) => number {
  const own = p.units.filter((u) => u.side === side && front(u).type !== 'Bag');
  const n = Math.max(1, own.length);
  let sx = 0, sy = 0;
  for (const u of own) { const [x, y] = planeOf(p, u.hex); sx += x; sy += y; }
  return (h) => { const [x, y] = planeOf(p, h); const dx = n * x - sx, dy = n * y - sy; return dx * dx + 3 * dy * dy; };
}

// ---- N1: the target among the equidistant nearest

/** Spec N1: the shooter's owner's order; ties to the lower hex. best (the default): the target
 *  against which the shooter's value minus the target's is largest; weakest: the lowest value;
 *  centre: the one nearest the centre of the shooter's army. */
export function shotTargetByOrders(p: Position, s: Unit, ts: Unit[]): Unit {
  const o = orderOf(p, s.side, 'shots');
  let key: (t: Unit) => number;
  if (o === 'weakest') key = (t) => front(t).tvFoot;
  else if (o === 'centre') { const c = nearCentre(p, s.side); key = (t) => c(t.hex); }
  else key = (t) => front(t).tvFoot - (isMounted(front(t).type) ? front(s).tvMounted : front(s).tvFoot);
  return [...ts].sort((a, b) => key(a) - key(b) || a.hex - b.hex)[0];
}

// ---- N2/N7: the rear hex of a recoil

/** Spec N2/N7: among rear hexes of the same priority class (11.6), by the owner's order;
 *  edge (the default): the hex nearer the owner's edge, then the lower hex number; centre:
 *  nearer the centre of the owner's army, then as edge; left / right: as the unit faces. */
export function recoilHexByOrders(p: Position, u: Unit, hexes: HexId[]): HexId {
  const g = gridOf(p);
  const south = homeEdge(u.side) === 'S';
  const edge = (a: HexId, b: HexId) => { const ra = g.row(a), rb = g.row(b); return ra !== rb ? (south ? rb - ra : ra - rb) : a - b; };
  const o = orderOf(p, u.side, 'recoil');
  if (o === 'left' || o === 'right') {
    // Facing vertex f, the rear edges are f+3 (rear right) and f+4 (rear left), edges numbered clockwise.
    const [rearRight, rearLeft] = rearHexes(g, u);
    const want = o === 'left' ? rearLeft : rearRight;
    if (hexes.includes(want)) return want;
  }
  if (o === 'centre') { const c = nearCentre(p, u.side); return [...hexes].sort((a, b) => c(a) - c(b) || edge(a, b))[0]; }
  return [...hexes].sort(edge)[0];
}

// ---- N3/N11: the flight's way

/** Spec N3/N11: orders the fleer's next hexes. straight (the default): the one nearer its
 *  starting column, then the lower hex number; centre: nearer its starting column, then
 *  nearer the centre of its army, then the lower hex number. */
export function flightOrder(p: Position, u: Unit, startCol: number): (a: HexId, b: HexId) => number {
  const g = gridOf(p);
  const straight = (h: HexId) => Math.abs(g.col(h) - startCol);
  if (orderOf(p, u.side, 'flight') === 'centre') {
    const c = nearCentre(p, u.side);
    return (a, b) => straight(a) - straight(b) || c(a) - c(b) || a - b;
  }
  return (a, b) => straight(a) - straight(b) || a - b;
}

// ---- N4: the rear-rank loss

/** Spec N4/N5 default: the lower counter-equivalents, then the lower value against foot,
 *  then the lower unit id. */
export function cheaperLoss(candidates: Unit[]): Unit | null {
  const key = (x: Unit) => [x.counters.reduce((s, c) => s + ecHalves(c.type, c.quality), 0), front(x).tvFoot, x.id];
  return [...candidates].sort((a, b) => { const ka = key(a), kb = key(b); return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2]; })[0] ?? null;
}

/** Quality from worst to best (DBM: Inferior, Fast, Ordinary and Exceptional, Superior). */
const QUALITY_RANK: Record<Quality, number> = { I: 0, F: 1, O: 2, X: 2, S: 3 };

/** Spec N4: the owner's order. cheaper (the default): as cheaperLoss; quality: the worse
 *  quality goes first (the better one is kept), then as cheaperLoss. */
export function rearLossByOrders(p: Position, side: Seat, candidates: Unit[]): Unit {
  if (orderOf(p, side, 'rearLoss') === 'quality') {
    const worst = Math.min(...candidates.map((c) => QUALITY_RANK[front(c).quality]));
    return cheaperLoss(candidates.filter((c) => QUALITY_RANK[front(c).quality] === worst))!;
  }
  return cheaperLoss(candidates)!;
}

// ---- N8: the 6.3 designations

const tvAgainst = (u: Unit, e: Unit): number => (isMounted(front(e).type) ? front(u).tvMounted : front(u).tvFoot);

/** Spec N8: the designator's order. best (the default): the unit with the best value
 *  difference against the enemy, then the lower id; flank: the one whose designation leaves
 *  most of the designator's other units on the enemy's flank or rear, then as best. */
export function designationByOrders(p: Position, designator: Seat, enemy: Unit, free: Unit[]): Unit {
  const diff = (a: Unit) => tvAgainst(a, enemy) - tvAgainst(enemy, a);
  if (orderOf(p, designator, 'designation') === 'flank') {
    const g = gridOf(p);
    const threat = (a: Unit): number => {
      const turned = applyDesignation(p, enemy.id, a.id).units.find((x) => x.id === enemy.id)!;
      return p.units.filter((x) => x.side === designator && x.id !== a.id && g.distance(x.hex, turned.hex) === 1 && sideTowards(g, turned, x.hex) !== 'front' && sideTowards(g, turned, x.hex) !== null).length;
    };
    return [...free].sort((a, b) => threat(b) - threat(a) || diff(b) - diff(a) || a.id - b.id)[0];
  }
  return [...free].sort((a, b) => diff(b) - diff(a) || a.id - b.id)[0];
}
