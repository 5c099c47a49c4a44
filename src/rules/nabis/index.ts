// Nabis, the Last of the Spartans (Battle of Sparta, 195 BC) as a Tessera rule system.
import { clone } from '../../engine/canonical';
import type { GameConfig, RuleSystem, Seat, Waiting } from '../../engine/contract';
import { IllegalAction } from '../../engine/contract';
import { applyLegal, isLegal, legal, RULE_OF, settle, type NAction } from './actions';
import { remember, seal } from './memo';
import { nabisBot } from './bot';
import { strongNabis } from './strong';
import { decode, encode } from './codec';
import { describeAction, describeEvent } from './describe';
import { describeRefusal } from './refusal-words';
import { namingCtx } from './log-names';
import { OPTIONS, validateOptions } from './options';
import { orderChoices } from './orders';
import { SCENARIO_ID, checkOverrides, setupState } from './scenario-sparta';
import type { NState } from './state';
import { invariantErrors } from './invariants';

export type { NState } from './state';
export type { NAction } from './actions';
export { placeholderValues } from './data/placeholders';

const KIND: Record<string, { en: string; fr: string }> = {
  nabisWounded: { en: 'decisive Roman victory: Nabis wounded', fr: 'victoire romaine décisive : Nabis blessé' },
  nabisKilled: { en: 'decisive Roman victory: Nabis killed', fr: 'victoire romaine décisive : Nabis tué' },
  districtsCleared: { en: 'decisive Roman victory: the four districts are cleared', fr: 'victoire romaine décisive : les quatre quartiers sont nettoyés' },
  flamininusKilled: { en: 'decisive Spartan victory: Flamininus killed', fr: 'victoire spartiate décisive : Flamininus tué' },
  major: { en: 'major victory', fr: 'victoire majeure' },
  minor: { en: 'minor victory', fr: 'victoire mineure' },
  draw: { en: 'draw', fr: 'match nul' },
};

// The legal actions of a sealed state are remembered with it (memo.ts): the bot,
// the check and the view all ask for them. The list ends with a few of the free §9
// 'orders' actions (orders.ts), which the rule steps never count (settle looks at
// the decisions only).
function legalOf(s: NState, seat: Seat): NAction[] {
  return remember(s, 'legalAll' + seat, () => {
    const core = remember(s, 'legal' + seat, () => legal(s, seat));
    const orders = core.length ? orderChoices(s, seat as 0 | 1) : [];
    return orders.length ? [...core, ...orders] : core;
  });
}
/** isLegal, remembered with a sealed state (check and apply both ask). */
function legalNow(s: NState, seat: Seat, a: NAction): boolean {
  return remember(s, 'ok' + seat + ':' + encode(a).join(), () => isLegal(s, seat, a));
}

export const nabis: RuleSystem<NState, NAction> = {
  id: 'nabis',
  rulesVersion: 1,
  name: { en: 'Nabis, the Last of the Spartans', fr: 'Nabis, le dernier des Spartiates' },
  seats: [{ en: 'Romans (Flamininus)', fr: 'Romains (Flamininus)' }, { en: 'Spartans (Nabis)', fr: 'Spartiates (Nabis)' }],
  scenarios: [{ id: SCENARIO_ID, name: { en: 'Battle of Sparta, 195 BC', fr: 'Bataille de Sparte, 195 av. J.-C.' }, summary: { en: '8 turns; the Romans attack. Placeholder counters and map.', fr: '8 tours ; les Romains attaquent. Pions et carte provisoires.' } }],
  options: OPTIONS,

  validateConfig(c: GameConfig) {
    if (c.scenario !== SCENARIO_ID) return 'unknown scenario';
    return validateOptions(c.options) ?? checkOverrides(c.options);
  },

  setup(c) { return setupState(c); },

  waitingFor(s): Waiting {
    if (s.phase === 'over' && s.result) {
      const k = KIND[s.result.kind] ?? KIND.draw;
      const w = s.result.winner;
      const who = w < 0 ? null : this.seats[w];
      return { kind: 'over', winner: w < 0 ? null : (w as Seat), result: { en: who ? `${k.en} (${who.en}); VP ${s.vp[0]}-${s.vp[1]}` : `${k.en}; VP ${s.vp[0]}-${s.vp[1]}`, fr: who ? `${k.fr} (${who.fr}) ; PV ${s.vp[0]}-${s.vp[1]}` : `${k.fr} ; PV ${s.vp[0]}-${s.vp[1]}` } };
    }
    return { kind: 'decide', seat: s.dec as Seat };
  },

  legalActions(s, seat) { return legalOf(s, seat); },

  check(s, seat, a) {
    // isLegal (remembered on a sealed state) is cheaper than matching against every legal action.
    if (legalNow(s, seat, a)) return null;
    return { rule: RULE_OF[a.k] ?? 'Nabis 6-a', message: 'this action is not available now' };
  },

  apply(prev, seat, a, ctx) {
    // The copy is identical to prev, so legality is judged on prev, where check has usually just judged it.
    if (!legalNow(prev, seat, a)) throw new IllegalAction(RULE_OF[a.k], 'this action is not available now');
    // The counter definitions, options and map never change after set-up: share them, copy the rest.
    const { map, ...rest } = prev;
    const s: NState = { ...clone({ ...rest, ud: [], ld: [], o: {} }), ud: prev.ud, ld: prev.ld, o: prev.o };
    if (map) s.map = map; // the painted map never changes either
    applyLegal(s, seat, a, namingCtx(s, ctx));
    seal(s);
    return s;
  },

  encodeAction: encode,
  decodeAction: decode,
  describeAction,
  describeEvent,
  describeRefusal,
  bot(s, seat, rnd, level) { return level === 'strong' ? strongNabis(this, s, seat, rnd) : nabisBot(s, seat, rnd); },
  turnNumber: (s) => s.turn,
  invariants: invariantErrors,
  // Nabis §9: the header options are both sides' starting orders (9.1-h, 10.6-a,
  // 11.2-a, 10.5-b); each side then changes its own by the free `orders` action,
  // which the board view's own panel offers.
  standingOrders: { options: ['defensiveFire', 'defenderAdvance', 'restOrder', 'attackerRetreat'] },
};

/** Runs the automatic steps of a fresh state (used by tests that build states by hand). */
export { settle };
