// Actions as integers for packets. Every code is bounded; decode throws on anything malformed.
//   roll      [0]
//   assign    [1, n, die…]                       n ≤ 8, dice 1..6
//   move      [2, split, n, id…, t, op…(t·n)]   n ≤ 24, t ≤ 16, ops 0..9
//   restrain  [3, n, id…]
//   end       [4]
//   choose    [5, answer]                        answer ≤ 9999 (a hex, a unit id, 0 or 1)
import { readCode } from '../../engine/action-code';
import type { CdbAction } from './actions';
import { MAX_MEMBERS, MAX_OP, MAX_TICKS, type Split } from './movement';

const MAX_CORPS = 8;
const MAX_ID = 9999;

export function encode(a: CdbAction): number[] {
  switch (a.k) {
    case 'roll': return [0];
    case 'assign': return [1, a.dice.length, ...a.dice];
    case 'move': return [2, a.split, a.units.length, ...a.units, a.ticks.length, ...a.ticks.flat()];
    case 'restrain': return [3, a.units.length, ...a.units];
    case 'end': return [4];
    case 'choose': return [5, a.answer];
  }
}

export function decode(code: number[]): CdbAction {
  const { next, fail, end } = readCode('cdb', code, 4 + MAX_MEMBERS + MAX_TICKS * MAX_MEMBERS);
  const ids = (n: number) => Array.from({ length: n }, () => next(MAX_ID, 'unit'));
  let a: CdbAction;
  switch (next(5, 'kind')) {
    case 0: a = { k: 'roll' }; break;
    case 1: { const n = next(MAX_CORPS, 'count'); if (n < 1) fail('no dice'); a = { k: 'assign', dice: Array.from({ length: n }, () => { const d = next(6, 'die'); if (d < 1) fail('die out of range'); return d; }) }; break; }
    case 2: {
      const split = next(2, 'split') as Split;
      const n = next(MAX_MEMBERS, 'count');
      if (n < 1) fail('no unit');
      const units = ids(n);
      const t = next(MAX_TICKS, 'steps');
      if (t < 1) fail('no step');
      const ticks = Array.from({ length: t }, () => Array.from({ length: n }, () => next(MAX_OP, 'step')));
      a = { k: 'move', units, split, ticks };
      break;
    }
    case 3: { const n = next(MAX_MEMBERS, 'count'); if (n < 1) fail('no unit'); a = { k: 'restrain', units: ids(n) }; break; }
    case 4: a = { k: 'end' }; break;
    default: a = { k: 'choose', answer: next(MAX_ID, 'answer') };
  }
  end();
  return a;
}
