// Standing orders: choices the rule systems let a player make in advance, for the
// opponent's turn. They live in the rule systems (not changed here); this table
// only tells the app where each system keeps them, so Settings, New game and the
// game screen can name and reach them:
// - Nabis: game options chosen at creation (Nabis 9.1-h, 10.6-a, 11.2-a, 10.5-b) as
//   both sides' starting orders, then a free in-game action `{ k: 'orders', o }` (§9)
//   by which each side changes its own, shown in the board view's own panel;
// - DBA: a free in-game action, `{ k: 'orders', prio }` (DBA §10.3), set in one's own bound.
import type { Seat } from '../engine/contract';

export interface StandingOrders {
  /** Option ids (of the system's OptionSpec list) that are standing orders. */
  options?: string[];
  /** Whether a legal action sets standing orders. */
  isAction?: (a: unknown) => boolean;
  /** The action that would restate the orders in force (for their description). */
  current?: (state: unknown, seat: Seat) => unknown;
}

export const STANDING: Record<string, StandingOrders> = {
  nabis: { options: ['defensiveFire', 'defenderAdvance', 'restOrder', 'attackerRetreat'] },
  dba: {
    isAction: (a) => !!a && typeof a === 'object' && (a as { k?: unknown }).k === 'orders',
    current: (state, seat) => {
      const o = (state as { orders?: unknown[][] } | null)?.orders?.[seat];
      return Array.isArray(o) ? { k: 'orders', prio: [...o] } : null;
    },
  },
};

export function standingOf(system: string): StandingOrders {
  return STANDING[system] ?? {};
}
