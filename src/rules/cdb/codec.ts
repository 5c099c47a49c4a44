// Actions as integers for packets. Every code is bounded; decode throws on anything malformed.
//   roll      [0]
//   assign    [1, n, die…]                       n ≤ 8, dice 1..6
//   move      [2, split, n, id…, t, op…(t·n)]   n ≤ 24, t ≤ 16, ops 0..9
//   restrain  [3, n, id…]
//   end       [4]
//   choose    [5, answer]                        answer ≤ 9999 (a hex, a unit id, 0 or 1)
//   orders    [17, value×6]                      each the index of its value in ORDER_VALUES (orders.ts)
// Set-up (14.3, setup.ts):
//   commitArmy [6, word×16]                      words ≤ 65535
//              [18, word×16, n, box…]            n ≤ 200, box numbers ≤ 127 (a built army sealed for its chooser)
//   revealArmy [7, word×8, n, army…]             n ≤ 200, army numbers ≤ 65535 (army.ts reads them)
//   route [21, kind, from, to]                   kind 0 road, 1 river, 2 water; columns ≤ 99
//   riverAcross [22, row]                        row ≤ 99
//   hill [8, hex]   terrain [9, kind]   place [10, hex]   terrainEnd [11]   side [12, edge]
//   baggage    [13, n, hex…]                     n ≤ 16
//   deploy     [14, corps, n, (hex, facing, m, id…)…, d, id…]   n ≤ 48, m ≤ 4
//   commitPlan [15, word×16]   revealPlan [16, word×8, n, sector…]   n ≤ 4, sectors 0..2
//   sealDeployment [23, word×16, n, box…]        n ≤ 230, box words ≤ 65535 (sidebar-200, sealed-deployment.ts)
//   openDeployment [24, word×8, n, word…]        n ≤ 230, words ≤ 65535 (sealed-deployment.ts reads them)
// Hidden units (14.3.3, hidden.ts):
//   hide       [19, counter, word×16, box×3]     box words ≤ 65535
//   reveal     [20, counter, hex, facing, place, word×8, c]   c = 0 (by its owner) or 1 + the action cut after
import { readCode } from '../../engine/action-code';
import type { CdbAction } from './actions';
import { ORDER_IDS, ORDER_VALUES, type CdbOrders } from './orders';
import { MAX_MEMBERS, MAX_OP, MAX_TICKS, type Split } from './movement';
import { MAX_DEPLOYMENT_WORDS } from './sealed-deployment';
import { BOX_MOD, DIGEST_WORDS, SALT_WORDS, WORD_MAX } from '../../engine/commitment';

const MAX_CORPS = 8;
/** A packet holds at most 4,000 actions (engine LIMITS). */
const MAX_CUT = 4000;
const MAX_ID = 9999;
const MAX_ARMY = 200, MAX_KIND = 15, MAX_BAGGAGE = 16, MAX_DEPLOYED = 48;
const MAX_SETUP_CODE = 4 + MAX_DEPLOYED * 7 + MAX_DEPLOYED * 4;

export function encode(a: CdbAction): number[] {
  switch (a.k) {
    case 'roll': return [0];
    case 'assign': return [1, a.dice.length, ...a.dice];
    case 'move': return [2, a.split, a.units.length, ...a.units, a.ticks.length, ...a.ticks.flat()];
    case 'restrain': return [3, a.units.length, ...a.units];
    case 'end': return [4];
    case 'choose': return [5, a.answer];
    case 'orders': return [17, ...ORDER_IDS.map((id) => ORDER_VALUES[id].indexOf(a.o[id]))];
    case 'commitArmy': return a.box ? [18, ...a.digest, a.box.length, ...a.box] : [6, ...a.digest];
    case 'revealArmy': return [7, ...a.salt, a.army.length, ...a.army];
    case 'route': return [21, a.kind, a.from, a.to];
    case 'riverAcross': return [22, a.row];
    case 'hill': return [8, a.hex];
    case 'terrain': return [9, a.kind];
    case 'place': return [10, a.hex];
    case 'terrainEnd': return [11];
    case 'side': return [12, a.edge];
    case 'baggage': return [13, a.hexes.length, ...a.hexes];
    case 'commitPlan': return [15, ...a.digest];
    case 'revealPlan': return [16, ...a.salt, a.plan.length, ...a.plan];
    case 'sealDeployment': return [23, ...a.digest, a.box.length, ...a.box];
    case 'openDeployment': return [24, ...a.salt, a.words.length, ...a.words];
    case 'hide': return [19, a.counter, ...a.digest, ...a.box];
    case 'reveal': return [20, a.counter, a.hex, a.facing, a.place, ...a.salt, a.cut === undefined ? 0 : a.cut + 1];
    case 'deploy': return [14, a.corps, a.units.length, ...a.units.flatMap((u) => [u.hex, u.facing, u.counters.length, ...u.counters]), a.dismount.length, ...a.dismount];
  }
}

export function decode(code: number[]): CdbAction {
  const { next, fail, end } = readCode('cdb', code, Math.max(4 + MAX_MEMBERS + MAX_TICKS * MAX_MEMBERS, MAX_SETUP_CODE));
  const ids = (n: number) => Array.from({ length: n }, () => next(MAX_ID, 'unit'));
  let a: CdbAction;
  switch (next(24, 'kind')) {
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
    case 5: a = { k: 'choose', answer: next(MAX_ID, 'answer') }; break;
    case 6: a = { k: 'commitArmy', digest: Array.from({ length: DIGEST_WORDS }, () => next(WORD_MAX, 'word')) }; break;
    case 7: { const salt = Array.from({ length: SALT_WORDS }, () => next(WORD_MAX, 'word')); const n = next(MAX_ARMY, 'count'); a = { k: 'revealArmy', salt, army: Array.from({ length: n }, () => next(WORD_MAX, 'army')) }; break; }
    case 8: a = { k: 'hill', hex: next(MAX_ID, 'hex') }; break;
    case 21: a = { k: 'route', kind: next(2, 'kind'), from: next(99, 'column'), to: next(99, 'column') }; break;
    case 22: a = { k: 'riverAcross', row: next(99, 'row') }; break;
    case 9: a = { k: 'terrain', kind: next(MAX_KIND, 'kind') }; break;
    case 10: a = { k: 'place', hex: next(MAX_ID, 'hex') }; break;
    case 11: a = { k: 'terrainEnd' }; break;
    case 12: a = { k: 'side', edge: next(1, 'edge') }; break;
    case 13: { const n = next(MAX_BAGGAGE, 'count'); if (n < 1) fail('no baggage'); a = { k: 'baggage', hexes: ids(n) }; break; }
    case 15: a = { k: 'commitPlan', digest: Array.from({ length: DIGEST_WORDS }, () => next(WORD_MAX, 'word')) }; break;
    case 18: { const digest = Array.from({ length: DIGEST_WORDS }, () => next(WORD_MAX, 'word')); const n = next(MAX_ARMY, 'count'); a = { k: 'commitArmy', digest, box: Array.from({ length: n }, () => next(BOX_MOD - 1, 'box')) }; break; }
    case 17: {
      const o = {} as CdbOrders;
      for (const id of ORDER_IDS) o[id] = ORDER_VALUES[id][next(ORDER_VALUES[id].length - 1, 'order')];
      a = { k: 'orders', o };
      break;
    }
    case 16: { const salt = Array.from({ length: SALT_WORDS }, () => next(WORD_MAX, 'word')); const n = next(4, 'count'); a = { k: 'revealPlan', salt, plan: Array.from({ length: n }, () => next(2, 'sector')) }; break; }
    case 23: { const digest = Array.from({ length: DIGEST_WORDS }, () => next(WORD_MAX, 'word')); const n = next(MAX_DEPLOYMENT_WORDS, 'count'); a = { k: 'sealDeployment', digest, box: Array.from({ length: n }, () => next(WORD_MAX, 'box')) }; break; }
    case 24: { const salt = Array.from({ length: SALT_WORDS }, () => next(WORD_MAX, 'word')); const n = next(MAX_DEPLOYMENT_WORDS, 'count'); a = { k: 'openDeployment', salt, words: Array.from({ length: n }, () => next(WORD_MAX, 'word')) }; break; }
    case 19: a = { k: 'hide', counter: next(MAX_ID, 'counter'), digest: Array.from({ length: DIGEST_WORDS }, () => next(WORD_MAX, 'word')), box: Array.from({ length: 3 }, () => next(WORD_MAX, 'box')) }; break;
    case 20: {
      const counter = next(MAX_ID, 'counter'), hex = next(MAX_ID, 'hex'), facing = next(5, 'facing'), place = next(2, 'place');
      const salt = Array.from({ length: SALT_WORDS }, () => next(WORD_MAX, 'word'));
      const c = next(MAX_CUT + 1, 'cut');
      a = c === 0 ? { k: 'reveal', counter, hex, facing, place, salt } : { k: 'reveal', counter, hex, facing, place, salt, cut: c - 1 };
      break;
    }
    case 14: {
      const corps = next(MAX_ID, 'corps');
      const n = next(MAX_DEPLOYED, 'count');
      if (n < 1) fail('no unit');
      const units = Array.from({ length: n }, () => { const hex = next(MAX_ID, 'hex'); const facing = next(5, 'facing'); const m = next(4, 'count'); if (m < 1) fail('no counter'); return { hex, facing, counters: ids(m) }; });
      a = { k: 'deploy', corps, units, dismount: ids(next(MAX_DEPLOYED * 4, 'count')) };
      break;
    }
    default: return fail('unknown kind');
  }
  end();
  return a;
}
