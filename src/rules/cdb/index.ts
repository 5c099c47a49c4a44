// Champs de Bataille as a Tessera rule system (registered in src/rules/registry.ts; its
// board view is built apart): see README.md.
import { clone } from '../../engine/canonical';
import type { GameConfig, RuleSystem, Waiting } from '../../engine/contract';
import { IllegalAction } from '../../engine/contract';
import { cdbBot } from './bot';
import { strongCdb } from './strong';
import { applyLegal, legalActions, RULE_OF, takePlanned, violation, type CdbAction } from './actions';
import { decode, encode } from './codec';
import { describeAction, describeEvent, winWords } from './describe';
import { describeRefusal } from './refusal-words';
import { sideWords } from './side-names';
import { invariantErrors } from './invariants';
import { namingCtx } from './log-names';
import { OPTIONS } from './options';
import { ordersOf } from './orders';
import { BATTLE_ID, BATTLE_OPEN_ID, SCENARIO_ID, setupStart, setupState } from './scenario';
import type { CdbState } from './state';
import { checkValueRows, readCorrections } from './values';
import { botReveal, cutHolds, firstTrigger, hiddenSalt } from './hidden';

export type { CdbState } from './state';
export type { CdbAction } from './actions';
/** For a player's device (app, bot): its army and corps plan committed with its own salt (S1, S7). */
export { commitAction, revealAction, OFFERED_ARMIES, PUBLIC_SALT, planViolation, sectorOf } from './setup';
export { hideAction, revealAction as revealHiddenAction, openHidden, hiddenSalt, firstTrigger, PLACES, type HiddenUnit } from './hidden';
export { armyCode, armyFromCode, checkArmy, type ArmyChoice } from './army';

// legalActions is asked for by the bot, the view and the tests on the same state: remembered per state object.
const legalMemo = new WeakMap<CdbState, CdbAction[][]>();

export const cdb: RuleSystem<CdbState, CdbAction> = {
  id: 'cdb',
  rulesVersion: 1,
  name: { en: 'Champs de Bataille', fr: 'Champs de Bataille' },
  // Seat 0 always holds the South edge (grid.ts); who attacks is rolled in a battle (14.3.1).
  // The fixed scenario's armies are named by the board view (view.seatName).
  seats: [{ en: 'First player (South edge)', fr: 'Premier joueur (bord sud)' }, { en: 'Second player (North edge)', fr: 'Second joueur (bord nord)' }],
  scenarios: [
    { id: SCENARIO_ID, name: { en: 'Hittites against Mycenaeans', fr: 'Hittites contre Mycéniens' },
      summary: { en: 'The sample armies, three corps each, on an open field; fixed deployment.', fr: 'Les armées d\'exemple, trois corps chacune, en terrain dégagé ; déploiement fixé.' } },
    { id: BATTLE_ID, name: { en: 'A battle set up by the players', fr: 'Une bataille préparée par les joueurs' },
      summary: { en: 'Each player chooses an army in secret; the aggression roll makes one the attacker; the attacker places steep hills, the defender rolls where woods, marshes and other ground fall; then the side, the baggage, a secret plan for the corps and the deployment, corps by corps (chapter 14).',
        fr: 'Chaque joueur choisit une armée en secret ; le jet d\'agressivité désigne l\'attaquant ; l\'attaquant place des collines escarpées, le défenseur tire aux dés l\'emplacement des bois, marais et autres terrains ; puis le bord, les bagages, un plan secret des corps et le déploiement, corps par corps (chapitre 14).' } },
    { id: BATTLE_OPEN_ID, name: { en: 'A battle on open ground', fr: 'Une bataille en terrain dégagé' },
      summary: { en: 'As the battle set up by the players, without terrain: armies chosen in secret, side, baggage, secret plan and deployment on a bare field.',
        fr: 'Comme la bataille préparée par les joueurs, sans terrain : armées choisies en secret, bord, bagages, plan secret et déploiement sur un champ nu.' } },
  ],
  options: OPTIONS,

  validateConfig(c: GameConfig) {
    if (![SCENARIO_ID, BATTLE_ID, BATTLE_OPEN_ID].includes(c.scenario)) return 'unknown scenario';
    for (const o of OPTIONS) {
      const v = c.options[o.id];
      if (v !== undefined && !o.choices.some((x) => x.value === v)) return `option ${o.id}: value ${String(v)} is not one of its choices`;
    }
    return checkValueRows(c.options.unitValues);
  },

  setup(c) {
    const picked: Record<string, string | number> = {};
    for (const o of OPTIONS) { const v = c.options[o.id]; if (typeof v === 'string' || typeof v === 'number') picked[o.id] = v; }
    return c.scenario === SCENARIO_ID ? setupState(picked, readCorrections(c.options)) : setupStart(c.scenario, picked, readCorrections(c.options));
  },

  waitingFor(s): Waiting {
    if (s.phase === 'over' && s.result) {
      const w = s.result.winner;
      if (w === null) return { kind: 'over', winner: null, result: { en: 'draw', fr: 'match nul' } };
      const side = sideWords(s)[w];
      return { kind: 'over', winner: w, result: { en: winWords(side, false), fr: winWords(side, true) } };
    }
    // A choice of a combat step belongs to its player, the inactive one included (spec §9).
    return { kind: 'decide', seat: s.setup ? s.setup.seat : s.combat ? s.combat.pending.side : s.active };
  },

  legalActions(s, seat) {
    let m = legalMemo.get(s);
    if (!m) { m = []; legalMemo.set(s, m); }
    return (m[seat] ??= legalActions(s, seat));
  },

  check(s, seat, a) { return violation(s, seat, a); },

  apply(prev, seat, a, ctx) {
    const v = violation(prev, seat, a);
    if (v) throw new IllegalAction(v.rule ?? RULE_OF[a.k], v.message);
    const plan = takePlanned(prev, a); // the move's plan made by the check just above
    const s = clone(prev);
    applyLegal(s, a, namingCtx(s, ctx), seat, plan);
    return s;
  },

  // Spec §9: each side's standing orders, a free action in its own turn (orders.ts); the
  // board view has the panel that sets them.
  standingOrders: {
    isAction: (a) => a.k === 'orders',
    current: (state, seat) => ({ k: 'orders', o: ordersOf(state, seat) }),
  },

  // 14.3.3, N10, spec §9.3: a hidden unit the other side's packet uncovered cuts it (hidden.ts).
  cut: {
    at: (a) => (a.k === 'reveal' ? a.cut : undefined),
    holds: (s, seat, a) => a.k === 'reveal' && cutHolds(s, seat, a),
    answer: (states, seat, secret) => firstTrigger(states, seat, (counter) => hiddenSalt(counter, secret)),
    hiding: (s, seat) => s.hidden.some((h) => h.side === seat),
  },

  encodeAction: encode,
  decodeAction: decode,
  describeAction,
  describeEvent,
  describeRefusal,
  turnNumber: (s) => s.turn,
  invariants: invariantErrors,
  bot(s, seat, rnd, level) {
    const shown = botReveal(s, seat);
    if (shown) return shown;
    if (level === 'strong' && s.phase === 'move' && !s.combat && seat === s.active) return strongCdb(cdb, s, seat, rnd);
    return cdbBot(s, seat, rnd, (x, k) => cdb.legalActions(x, k));
  },
};
