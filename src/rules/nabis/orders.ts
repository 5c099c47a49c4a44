// Standing orders of each seat (spec §9): the choices the rules let a player set in
// advance for the decisions that come up while the other player acts, so that one
// activation is one message. The header options defensiveFire (DP-15), defenderAdvance
// (DP-20), restOrder (DP-04) and attackerRetreat (DP-19, which settles whether the
// DP-17/DP-18 policy also places the active player's own retreats) are the starting
// orders of both seats. A seat changes its own with the free action
//   { k: 'orders', o: { defensiveFire, defenderAdvance, restOrder, attackerRetreat } }
// (no dice, no phase change), legal whenever the game waits for that seat, so it travels
// in that player's next message and is public once played.
//
// The per-seat values enter the state (`so`) only when the first such action is played:
// a game that never plays one keeps exactly the state, and so the state hashes, it had
// before this action existed. To keep free actions from looping (the random bot picks
// from the legal actions), an order must change something and may not follow another
// 'orders' action directly: some other decision comes between two of them.
import { opt } from './options';
import type { NState, Seat } from './state';

export const ORDER_IDS = ['defensiveFire', 'defenderAdvance', 'restOrder', 'attackerRetreat'] as const;
export type OrderId = (typeof ORDER_IDS)[number];
export type StandingOrders = Record<OrderId, string>;

/** The values of each order, in codec order: links carry these indexes, never reorder them. */
export const ORDER_VALUES: Record<OrderId, readonly string[]> = {
  defensiveFire: ['always', 'never', 'ask'],
  defenderAdvance: ['never', 'always'],
  restOrder: ['auto', 'none'],
  attackerRetreat: ['choose', 'policy'],
};

/** The decision point each order answers (spec §9) and the rule it applies. */
export const ORDER_RULE: Record<OrderId, string> = {
  defensiveFire: 'Nabis 9.1-h, DP-15',
  defenderAdvance: 'Nabis 10.6-a, DP-20',
  restOrder: 'Nabis 11.2-a, DP-04',
  attackerRetreat: 'Nabis 10.5-b, DP-19',
};

type L2 = { en: string; fr: string };
/** Words for the log line, the view's labels and its one-line explanations (our own words). */
//   title/label: to the player who sets them; name/plain: neutral, for showing the opponent's.
export const ORDER_TEXT: Record<OrderId, { title: L2; name: L2; help: L2; values: Record<string, { label: L2; plain: L2; log: L2; help: L2 }> }> = {
  defensiveFire: {
    title: { en: 'Defensive fire', fr: 'Tir défensif' },
    name: { en: 'Defensive fire', fr: 'Tir défensif' },
    help: { en: 'When your stacks are attacked in mêlée, before the roll.', fr: 'Quand vos piles sont attaquées en mêlée, avant le jet.' },
    values: {
      always: { label: { en: 'Always', fr: 'Toujours' }, plain: { en: 'Always', fr: 'Toujours' }, log: { en: 'defensive fire always', fr: 'tir défensif toujours' }, help: { en: 'Every top unit that can shoot fires at the most promising attacker.', fr: 'Chaque unité du dessus qui peut tirer vise l\'attaquant le plus prometteur.' } },
      never: { label: { en: 'Never', fr: 'Jamais' }, plain: { en: 'Never', fr: 'Jamais' }, log: { en: 'defensive fire never', fr: 'tir défensif jamais' }, help: { en: 'Your units hold their fire.', fr: 'Vos unités ne tirent pas.' } },
      ask: { label: { en: 'Ask me', fr: 'Me demander' }, plain: { en: 'Ask (one more message)', fr: 'Demander (un message de plus)' }, log: { en: 'defensive fire on request', fr: 'tir défensif sur demande' }, help: { en: 'The game stops and waits for your choice: one more message each time.', fr: 'La partie s\'arrête et attend votre choix : un message de plus à chaque fois.' } },
    },
  },
  defenderAdvance: {
    title: { en: 'Advance after defending', fr: 'Avance après une défense' },
    name: { en: 'Advance after defending', fr: 'Avance après une défense' },
    help: { en: 'When a mêlée you defend lets your stack move into a hex the attacker left.', fr: 'Quand une mêlée où vous défendez permet à votre pile d\'entrer dans un hex laissé par l\'attaquant.' },
    values: {
      never: { label: { en: 'Never', fr: 'Jamais' }, plain: { en: 'Never', fr: 'Jamais' }, log: { en: 'no advance after defending', fr: 'pas d\'avance après une défense' }, help: { en: 'Your defenders stay where they are.', fr: 'Vos défenseurs restent en place.' } },
      always: { label: { en: 'Always', fr: 'Toujours' }, plain: { en: 'Always', fr: 'Toujours' }, log: { en: 'advance after defending', fr: 'avance après une défense' }, help: { en: 'The first stack that may advance does, keeping its facing.', fr: 'La première pile qui peut avancer avance, en gardant son front.' } },
    },
  },
  restOrder: {
    title: { en: 'Resting markers', fr: 'Marqueurs de repos' },
    name: { en: 'Resting markers', fr: 'Marqueurs de repos' },
    help: { en: 'At the start of each turn (Phase A), for your fatigued units.', fr: 'Au début de chaque tour (phase A), pour vos unités fatiguées.' },
    values: {
      auto: { label: { en: 'All eligible', fr: 'Toutes les éligibles' }, plain: { en: 'All eligible units rest', fr: 'Toutes les éligibles' }, log: { en: 'every eligible unit rests', fr: 'repos de toutes les unités éligibles' }, help: { en: 'Each fatigued unit away from the enemy rests and may recover at the end of the turn.', fr: 'Chaque unité fatiguée loin de l\'ennemi se repose et peut récupérer en fin de tour.' } },
      none: { label: { en: 'None', fr: 'Aucune' }, plain: { en: 'None', fr: 'Aucune' }, log: { en: 'no resting markers', fr: 'aucun marqueur de repos' }, help: { en: 'No unit rests (a moved or attacked unit loses the marker anyway).', fr: 'Aucune unité ne se repose (bouger ou être attaqué fait de toute façon perdre le marqueur).' } },
    },
  },
  attackerRetreat: {
    title: { en: 'Retreats of your attackers', fr: 'Retraites de vos attaquants' },
    name: { en: 'Retreats of attacking stacks', fr: 'Retraites des attaquants' },
    help: { en: 'When your own attack goes wrong and your stacks must fall back.', fr: 'Quand votre propre attaque tourne mal et que vos piles doivent reculer.' },
    values: {
      choose: { label: { en: 'I choose', fr: 'Je choisis' }, plain: { en: 'Chosen by the player', fr: 'Choisies par le joueur' }, log: { en: 'own retreats chosen by hand', fr: 'retraites choisies à la main' }, help: { en: 'You pick the hex and the facing change of each retreating stack.', fr: 'Vous choisissez l\'hex et le pivot de chaque pile qui recule.' } },
      policy: { label: { en: 'Standing policy', fr: 'Politique permanente' }, plain: { en: 'Standing policy', fr: 'Politique permanente' }, log: { en: 'own retreats by the standing policy', fr: 'retraites selon la politique permanente' }, help: { en: 'They retreat like your defenders: the safest hex, facing kept (DP-17, DP-18).', fr: 'Elles reculent comme vos défenseurs : l\'hex le plus sûr, front gardé (DP-17, DP-18).' } },
    },
  },
};

/** The order `id` of `seat`: its own when it has set its orders, otherwise the header's. */
export function orderOf(s: NState, seat: Seat, id: OrderId): string {
  return s.so ? s.so.v[seat][id] : (opt(s.o, id) as string);
}

export function ordersOf(s: NState, seat: Seat): StandingOrders {
  const o = {} as StandingOrders;
  for (const id of ORDER_IDS) o[id] = orderOf(s, seat, id);
  return o;
}

export function sameOrders(a: StandingOrders, b: StandingOrders): boolean {
  return ORDER_IDS.every((id) => a[id] === b[id]);
}

export function validOrders(o: unknown): o is StandingOrders {
  if (!o || typeof o !== 'object') return false;
  const r = o as Record<string, unknown>;
  return Object.keys(r).length === ORDER_IDS.length && ORDER_IDS.every((id) => typeof r[id] === 'string' && ORDER_VALUES[id].includes(r[id] as string));
}

/** Whether `seat` may set its orders now: the game waits for it, and its previous action was not already one. */
export function ordersOpen(s: NState, seat: Seat): boolean {
  return s.phase !== 'over' && s.dec === seat && !(s.so && s.so.j);
}

/** §9: a legal 'orders' action sets valid values and changes at least one of the seat's orders. */
export function ordersLegal(s: NState, seat: Seat, o: unknown): boolean {
  return ordersOpen(s, seat) && validOrders(o) && !sameOrders(o, ordersOf(s, seat));
}

/** What the legal-action list offers (representative, as the contract allows: each
 *  single change of one order). Any other legal combination is accepted by `check`. */
export function orderChoices(s: NState, seat: Seat): { k: 'orders'; o: StandingOrders }[] {
  if (!ordersOpen(s, seat)) return [];
  const cur = ordersOf(s, seat);
  const out: { k: 'orders'; o: StandingOrders }[] = [];
  for (const id of ORDER_IDS) for (const v of ORDER_VALUES[id]) if (v !== cur[id]) out.push({ k: 'orders', o: { ...cur, [id]: v } });
  return out;
}

/** Plays a legal 'orders' action: the first one copies both seats' header orders into the state. */
export function setOrders(s: NState, seat: Seat, o: StandingOrders): void {
  if (!s.so) s.so = { v: [ordersOf(s, 0), ordersOf(s, 1)], j: false };
  const mine = {} as StandingOrders;
  for (const id of ORDER_IDS) mine[id] = o[id];
  s.so.v[seat] = mine;
  s.so.j = true;
}
