// Actions as short integer arrays (links must stay small).
import type { NAction } from './actions';
import { ORDER_IDS, ORDER_VALUES, type StandingOrders } from './orders';

const K = ['done', 'face', 'place', 'shoot', 'lead', 'melee', 'move', 'lmove', 'resolve', 'dfire', 'advance', 'fire', 'retreat', 'realloc', 'orders'] as const;

export function encode(a: NAction): number[] {
  switch (a.k) {
    case 'done': return [0];
    case 'face': return [1, a.u, a.f];
    case 'place': return [2, a.u, a.h];
    case 'shoot': return [3, a.t, ...a.s];
    case 'lead': return [4, a.l];
    case 'melee': return [5, a.d.length, ...a.d, ...a.a];
    case 'move': return [6, a.u, a.all ? 1 : 0, a.to, a.f, a.top ? 1 : 0];
    case 'lmove': return [7, a.to];
    case 'resolve': return [8, a.m];
    case 'dfire': return [9, a.u, a.t];
    case 'advance': return [10, a.from, a.to, a.u + 1, a.f];
    case 'fire': return [11, ...a.u];
    case 'retreat': return [12, a.from, a.to, a.df + 1];
    case 'realloc': return [13, a.h, a.from, a.to];
    // §9 standing orders: the index of each value in ORDER_VALUES, in ORDER_IDS order.
    case 'orders': return [14, ...ORDER_IDS.map((id) => ORDER_VALUES[id].indexOf(a.o[id]))];
  }
}

const int = (x: unknown, lo: number, hi: number): number => {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < lo || x > hi) throw new Error('nabis: bad action field');
  return x;
};
const hex = (x: unknown) => int(x, 101, 1620);
const unit = (x: unknown) => int(x, 0, 99);

export function decode(c: number[]): NAction {
  if (!Array.isArray(c) || c.length < 1) throw new Error('nabis: empty action');
  const n = c.length;
  const need = (len: number) => { if (n !== len) throw new Error('nabis: bad action length'); };
  switch (K[int(c[0], 0, K.length - 1)]) {
    case 'done': need(1); return { k: 'done' };
    case 'face': need(3); return { k: 'face', u: unit(c[1]), f: int(c[2], 0, 5) };
    case 'place': need(3); return { k: 'place', u: unit(c[1]), h: hex(c[2]) };
    case 'shoot': if (n < 3 || n > 8) throw new Error('nabis: bad shot'); return { k: 'shoot', t: hex(c[1]), s: c.slice(2).map(unit) };
    case 'lead': need(2); return { k: 'lead', l: int(c[1], 0, 20) };
    case 'melee': {
      const nd = int(c[1], 1, 6);
      if (n < 3 + nd || n > 2 + nd + 6) throw new Error('nabis: bad mêlée');
      return { k: 'melee', d: c.slice(2, 2 + nd).map(hex), a: c.slice(2 + nd).map(hex) };
    }
    case 'move': need(6); return { k: 'move', u: unit(c[1]), all: int(c[2], 0, 1) === 1, to: hex(c[3]), f: int(c[4], 0, 5), top: int(c[5], 0, 1) === 1 };
    case 'lmove': need(2); return { k: 'lmove', to: hex(c[1]) };
    case 'resolve': need(2); return { k: 'resolve', m: int(c[1], 0, 50) };
    case 'dfire': need(3); return { k: 'dfire', u: unit(c[1]), t: hex(c[2]) };
    case 'advance': need(5); return { k: 'advance', from: hex(c[1]), to: hex(c[2]), u: int(c[3], 0, 100) - 1, f: int(c[4], 0, 5) };
    case 'fire': if (n < 2 || n > 3) throw new Error('nabis: bad fire'); return { k: 'fire', u: c.slice(1).map(unit) };
    case 'realloc': need(4); return { k: 'realloc', h: hex(c[1]), from: int(c[2], 0, 50), to: int(c[3], 0, 50) };
    case 'retreat': need(4); return { k: 'retreat', from: hex(c[1]), to: hex(c[2]), df: int(c[3], 0, 2) - 1 };
    case 'orders': {
      need(1 + ORDER_IDS.length);
      const o = {} as StandingOrders;
      ORDER_IDS.forEach((id, k) => { o[id] = ORDER_VALUES[id][int(c[1 + k], 0, ORDER_VALUES[id].length - 1)]; });
      return { k: 'orders', o };
    }
  }
  throw new Error('nabis: unknown action');
}
