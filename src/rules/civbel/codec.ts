// Actions as integers for packets. Every code is bounded; decode throws on anything malformed.
//   roll      [0]
//   choose    [1, first 0|1]
//   allocate  [2, leader, n ≤ 5, action…]   action: control [0, m ≤ 32, unit…]
//                                                    move [1, double, x, y, attach+1, detach]
//                                                    directShooting [2]
//                                                    steady [3, mode 0..2, unit+1]
//                                                    inspire [4]
//                                                    orders [5, role 0|1, leader]
//                                                    orders with content [6, role 0|1, leader, via 0..2, order 0..3, x, y, unit+1]
//                                                    (CMD-40/41, ORG-06, option ordersModule; 0 = re-assign the unit)
//   stop      [3, unit]
//   done      [4]
//   move      [5, unit, how 0..7, angle + 90]
//   charge    [6, unit, target, dice ≤ 5]
//   respond   [7, unit, order 0..3]
//   afterCombat [16, unit, pursue 0|1, follow 0|1]                (D19, option pursuit)
//   form      [21, unit, to 0..6, turn 0..2]                       (FRM-10..12: formation-action.ts FORM_TARGETS, FORM_TURNS)
//   detach    [20, unit, sub-unit 0..2]                           (FRM-07: a Legion's line leaves as a unit)
//   relieve   [22, unit]                                          (MOR-07: a Legion's line relief)
//   prefer    [12, 0 second | 1 first | 2 first if far | 3 first if near]   (D1, option initiativeChoice)
//   sealDeployment   [8, digest word ×16]                       (D25, A.7)
//                    [10, digest word ×16, n ≤ 96, box word ×n]  (the poses boxed for the sealing device)
//   revealDeployment [9, salt word ×8, n ≤ 32, (x, y, heading ≤ 359) ×n]
//                    [11, salt word ×8, n ≤ 32, (x, y, heading, formation ≤ 6) ×n, m ≤ 16, (x, y, unit + 1 ≤ n) ×m]
//                    (the second form: each unit's formation and each leader's place chosen, deploy-formations.ts)
//   initialOrder [17, leader, order − 1 (0..2), x, y]                 (CMD-40, option ordersModule)
//   signals    [18, leader, m ≤ 5, (order − 1, x, y) ×m]        (CMD-40, option ordersModule)
//   sealArmy   [13, digest word ×16]                             (ORG-05, scenario choose-armies)
//              [14, digest word ×16, n ≤ MAX_ARMY_WORDS, box number < 128 ×n]  (the army boxed for the sealing device)
//   revealArmy [15, salt word ×8, n ≤ MAX_ARMY_WORDS, army number < 128 ×n]  (army-choice.ts armyCode)
// Units and leaders are indices in the state's lists; x, y plane units on the table.
import { readCode } from '../../engine/action-code';
import type { CivAction } from './actions';
import { MAX_CP_ACTIONS } from './actions';
import { TABLE } from './deployment';
import { DIGEST_WORDS, SALT_WORDS, WORD_MAX } from '../../engine/commitment';
import { MAX_DEPLOY_LEADERS, MAX_DEPLOY_UNITS } from './deploy-choice';
import { DEPLOY_FORMS } from './deploy-formations';
import { MAX_ARMY_WORDS } from './army-choice';
import { BOX_MOD } from '../../engine/commitment';
import { MOVE_HOWS, RESPONSE_ORDERS, type Cp } from './game';
import { FORM_TARGETS, FORM_TURNS } from './formation-action';
import { DELIVERIES } from './orders';

const MAX_LEADER = 63;
const MAX_UNIT = 255;
const MAX_EXCLUDE = 32;
const MODES = ['removeDps', 'rally', 'influenceTests'] as const;
const MAX_LEN = Math.max(3 + MAX_CP_ACTIONS * (2 + MAX_EXCLUDE), 3 + SALT_WORDS + 4 * MAX_DEPLOY_UNITS + 3 * MAX_DEPLOY_LEADERS, 2 + DIGEST_WORDS + MAX_ARMY_WORDS, 2 + SALT_WORDS + MAX_ARMY_WORDS);

function encodeCp(a: Cp): number[] {
  switch (a.kind) {
    case 'control': return [0, a.exclude.length, ...a.exclude];
    case 'move': return [1, a.double ? 1 : 0, a.x, a.y, a.attach + 1, a.detach ? 1 : 0];
    case 'directShooting': return [2];
    case 'steady': return [3, MODES.indexOf(a.mode), a.unit + 1];
    case 'inspire': return [4];
    case 'orders':
      if (a.via === undefined && a.order === undefined) return [5, a.role === 'give' ? 0 : 1, a.other];
      return [6, a.role === 'give' ? 0 : 1, a.other, DELIVERIES.indexOf(a.via ?? 'contact'), a.order ?? 0, a.x ?? 0, a.y ?? 0, (a.unit ?? -1) + 1];
  }
}

export function encode(a: CivAction): number[] {
  switch (a.k) {
    case 'roll': return [0];
    case 'choose': return [1, a.first ? 1 : 0];
    case 'allocate': return [2, a.leader, a.actions.length, ...a.actions.flatMap(encodeCp)];
    case 'stop': return [3, a.unit];
    case 'done': return [4];
    case 'move': return [5, a.unit, MOVE_HOWS.indexOf(a.how), a.angle + 90];
    case 'charge': return [6, a.unit, a.target, a.dice];
    case 'respond': return [7, a.unit, RESPONSE_ORDERS.indexOf(a.order)];
    case 'afterCombat': return [16, a.unit, a.pursue ? 1 : 0, a.follow ? 1 : 0];
    case 'detach': return [20, a.unit, a.sub];
    case 'relieve': return [22, a.unit];
    case 'form': return [21, a.unit, FORM_TARGETS.indexOf(a.to), FORM_TURNS.indexOf(a.turn)];
    case 'initialOrder': return [17, a.leader, a.order - 1, a.x, a.y];
    case 'signals': return [18, a.leader, a.list.length / 3, ...a.list.map((w, i) => (i % 3 === 0 ? w - 1 : w))];
    case 'prefer': return [12, !a.first ? 0 : a.when === 'far' ? 2 : a.when === 'near' ? 3 : 1];
    case 'sealArmy': return a.box ? [14, ...a.digest, a.box.length, ...a.box] : [13, ...a.digest];
    case 'revealArmy': return [15, ...a.salt, a.army.length, ...a.army];
    case 'sealDeployment': return a.box ? [10, ...a.digest, a.box.length, ...a.box] : [8, ...a.digest];
    case 'revealDeployment': {
      if (!a.forms) return [9, ...a.salt, a.poses.length / 3, ...a.poses];
      const n = a.poses.length / 3, m = (a.leaders ?? []).length / 3;
      return [11, ...a.salt, n, ...Array.from({ length: n }, (_, i) => [...a.poses.slice(3 * i, 3 * i + 3), a.forms![i]]).flat(), m, ...(a.leaders ?? [])];
    }
  }
}

export function decode(code: number[]): CivAction {
  const { next, fail, end } = readCode('civbel', code, MAX_LEN);
  const cp = (): Cp => {
    switch (next(6, 'allocation kind')) {
      case 0: { const m = next(MAX_EXCLUDE, 'count'); return { kind: 'control', exclude: Array.from({ length: m }, () => next(MAX_UNIT, 'unit')) }; }
      case 1: {
        const double = next(1, 'double') === 1;
        const x = next(TABLE.w, 'x'), y = next(TABLE.h, 'y');
        return { kind: 'move', double, x, y, attach: next(MAX_UNIT + 1, 'unit') - 1, detach: next(1, 'detach') === 1 };
      }
      case 2: return { kind: 'directShooting' };
      case 3: { const mode = MODES[next(2, 'mode')]; return { kind: 'steady', mode, unit: next(MAX_UNIT + 1, 'unit') - 1 }; }
      case 4: return { kind: 'inspire' };
      case 5: { const role = next(1, 'role') === 0 ? 'give' : 'receive'; return { kind: 'orders', role, other: next(MAX_LEADER, 'leader') }; }
      default: {
        const role = next(1, 'role') === 0 ? 'give' : 'receive';
        const other = next(MAX_LEADER, 'leader');
        const via = DELIVERIES[next(DELIVERIES.length - 1, 'delivery')];
        const order = next(3, 'order') as 0 | 1 | 2 | 3;
        const x = next(TABLE.w, 'x'), y = next(TABLE.h, 'y');
        const u = next(MAX_UNIT + 1, 'unit') - 1;
        return { kind: 'orders', role, other, via, order, x, y, ...(u >= 0 ? { unit: u } : {}) };
      }
    }
  };
  let a: CivAction;
  const words = (n: number, what: string) => Array.from({ length: n }, () => next(WORD_MAX, what));
  const small = (n: number, what: string) => Array.from({ length: n }, () => next(BOX_MOD - 1, what));
  switch (next(22, 'kind')) {
    case 0: a = { k: 'roll' }; break;
    case 1: a = { k: 'choose', first: next(1, 'choice') === 1 }; break;
    case 2: {
      const leader = next(MAX_LEADER, 'leader');
      const n = next(MAX_CP_ACTIONS, 'count');
      a = { k: 'allocate', leader, actions: Array.from({ length: n }, cp) };
      break;
    }
    case 3: a = { k: 'stop', unit: next(MAX_UNIT, 'unit') }; break;
    case 4: a = { k: 'done' }; break;
    case 5: { const unit = next(MAX_UNIT, 'unit'); const how = MOVE_HOWS[next(MOVE_HOWS.length - 1, 'move')]; a = { k: 'move', unit, how, angle: next(180, 'angle') - 90 }; break; }
    case 6: a = { k: 'charge', unit: next(MAX_UNIT, 'unit'), target: next(MAX_UNIT, 'target'), dice: next(5, 'dice') }; break;
    case 7: a = { k: 'respond', unit: next(MAX_UNIT, 'unit'), order: RESPONSE_ORDERS[next(RESPONSE_ORDERS.length - 1, 'order')] }; break;
    case 21: { const unit = next(MAX_UNIT, 'unit'); const to = FORM_TARGETS[next(FORM_TARGETS.length - 1, 'formation')]; a = { k: 'form', unit, to, turn: FORM_TURNS[next(FORM_TURNS.length - 1, 'turn')] }; break; }
    case 20: a = { k: 'detach', unit: next(MAX_UNIT, 'unit'), sub: next(2, 'line') }; break;
    case 22: a = { k: 'relieve', unit: next(MAX_UNIT, 'unit') }; break;
    case 16: { const unit = next(MAX_UNIT, 'unit'); const pursue = next(1, 'pursue') === 1; a = { k: 'afterCombat', unit, pursue, follow: next(1, 'follow') === 1 }; break; }
    case 17: { const leader = next(MAX_LEADER, 'leader'); const order = (next(2, 'order') + 1) as 1 | 2 | 3; a = { k: 'initialOrder', leader, order, x: next(TABLE.w, 'x'), y: next(TABLE.h, 'y') }; break; }
    case 18: { const leader = next(MAX_LEADER, 'leader'); const m = next(MAX_CP_ACTIONS, 'count'); a = { k: 'signals', leader, list: Array.from({ length: m }, () => [next(2, 'order') + 1, next(TABLE.w, 'x'), next(TABLE.h, 'y')]).flat() }; break; }
    case 12: { const p = next(3, 'choice'); a = p === 2 ? { k: 'prefer', first: true, when: 'far' } : p === 3 ? { k: 'prefer', first: true, when: 'near' } : { k: 'prefer', first: p === 1 }; break; }
    case 8: a = { k: 'sealDeployment', digest: words(DIGEST_WORDS, 'digest') }; break;
    case 13: a = { k: 'sealArmy', digest: words(DIGEST_WORDS, 'digest') }; break;
    case 14: { const digest = words(DIGEST_WORDS, 'digest'); a = { k: 'sealArmy', digest, box: small(next(MAX_ARMY_WORDS, 'count'), 'box') }; break; }
    case 15: { const salt = words(SALT_WORDS, 'salt'); a = { k: 'revealArmy', salt, army: small(next(MAX_ARMY_WORDS, 'count'), 'army') }; break; }
    case 10: { const digest = words(DIGEST_WORDS, 'digest'); a = { k: 'sealDeployment', digest, box: words(next(4 * MAX_DEPLOY_UNITS + 3 * MAX_DEPLOY_LEADERS, 'count'), 'box') }; break; }
    case 11: {
      const salt = words(SALT_WORDS, 'salt');
      const n = next(MAX_DEPLOY_UNITS, 'count');
      const units = Array.from({ length: n }, () => [next(TABLE.w, 'x'), next(TABLE.h, 'y'), next(359, 'heading'), next(DEPLOY_FORMS.length - 1, 'formation')]);
      const m = next(MAX_DEPLOY_LEADERS, 'count');
      const leaders = Array.from({ length: m }, () => [next(TABLE.w, 'x'), next(TABLE.h, 'y'), next(n, 'unit')]).flat();
      a = { k: 'revealDeployment', salt, poses: units.flatMap((u) => u.slice(0, 3)), forms: units.map((u) => u[3]), leaders };
      break;
    }
    case 9: {
      const salt = words(SALT_WORDS, 'salt');
      const n = next(MAX_DEPLOY_UNITS, 'count');
      a = { k: 'revealDeployment', salt, poses: Array.from({ length: n }, () => [next(TABLE.w, 'x'), next(TABLE.h, 'y'), next(359, 'heading')]).flat() };
      break;
    }
    default: return fail('kind');
  }
  end();
  return a;
}
