// Civitates Bellantes as a Tessera rule system. NOT registered (src/rules/registry.ts,
// src/cli/systems.ts): the lead decides. A game runs the CP ratings, the initiative,
// the Command Phase, the half-phases of the missing chapters through the stand-in
// (half-phases.ts), the Recovery Phase and the victory check, to a victory or the
// scenario's turn limit (see README.md).
import { clone } from '../../engine/canonical';
import type { GameConfig, RuleSystem, Waiting } from '../../engine/contract';
import { IllegalAction } from '../../engine/contract';
import { applyLegal, legalActions, RULE_OF, violation, type CivAction } from './actions';
import { dissolveReducedLegions } from './reduced-legion';
import { civbelBot } from './bot';
import { strongCivbel } from './strong';
import { decode, encode } from './codec';
import { GREAT_PLAINS, GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from './data/scenarios';
import { FIELD } from './data/field';

/** Our scenario with terrain (data/field.ts): the fixed deployment of "Great Plains". */
export const FIELD_SCENARIO_ID = 'broken-field';
import { unitPoints } from './points';
import { deployGreatPlains, SCENARIO_ID, TABLE } from './deployment';
import { DEPLOY_SCENARIO_ID } from './deploy-choice';
import { armyStepStart, CHOOSE_FIELD_SCENARIO_ID, CHOOSE_SCENARIO_ID, choosesArmies } from './army-step';
import { describeAction, describeEvent } from './describe';
import { describeRefusal } from './refusal-words';
import type { CivGame, OrderPreference } from './game';
import { invariantErrors } from './invariants';
import { namingCtx } from './log-names';
import { missingChapters } from './missing-chapters';
import { emptyOrders } from './orders';
import { fieldBaggageOn, initiativeByPreference, OPTIONS, pursuersMayReturn, pursuitOn, resolveOptions } from './options';
import { baggageClearOf } from './pursuit';

export type { CivGame } from './game';
export type { CivAction } from './actions';

const legalMemo = new WeakMap<CivGame, CivAction[][]>();

/** Why a header's options are unusable, or the resolved options. The missing
 *  chapters' version must be one this build knows (missing-chapters.ts). */
function configured(c: GameConfig): Record<string, string | number> | string {
  const known = [SCENARIO_ID, DEPLOY_SCENARIO_ID, FIELD_SCENARIO_ID, CHOOSE_SCENARIO_ID, CHOOSE_FIELD_SCENARIO_ID];
  if (!known.includes(c.scenario)) return `unknown scenario ${String(c.scenario)}: this build knows only ${known.map((k) => `"${k}"`).join(', ')}`;
  const version = Object.hasOwn(c.options, 'rulesModule') ? c.options.rulesModule : undefined;
  if (version !== undefined && (typeof version !== 'string' || !missingChapters(version)))
    return `the game names a version of the missing chapters this build does not know (${String(version)}); update the app to play it`;
  return resolveOptions(c.options);
}

export function setupGame(options: Record<string, string | number>): CivGame {
  const p = deployGreatPlains();
  return {
    turn: 1, initiative: 0, ...p, baggage: [],
    options, phase: 'ratings', half: 0, active: 0, rollWinner: 0, cpLeft: {}, allocations: [], stop: [],
    turnLimit: GREAT_PLAINS.turnLimit, result: null,
    moved: [], declared: [], charged: [], caught: [], ordered: [], responses: {},
    startPoints: Object.fromEntries([...GREAT_PLAINS_ROME.units, ...GREAT_PLAINS_CARTHAGE.units].map((u) => [u.id, unitPoints(u)])),
    // D1: both players go first on winning the initiative until they say otherwise.
    ...(initiativeByPreference(options) ? { orderPreference: ['first', 'first'] as [OrderPreference, OrderPreference] } : {}),
    // A.5, D19 (option pursuit): standing orders after combat, and who pursues whom.
    ...(pursuitOn(options) ? { afterCombat: {}, afterCombatSet: [], pursuits: {} } : {}),
    // CMD-40/41, ORG-06 (option ordersModule): every holder on order 1 until his player says.
    ...(options.ordersModule === 'on' ? { orders: emptyOrders() } : {}),
    // A.3 (option offTablePursuers): pursuers carried off the table, until they come back.
    ...(pursuersMayReturn(options) ? { offTable: {} } : {}),
  };
}

/** The result in words (A.6, provisional rule). */
function resultWords(s: CivGame): { en: string; fr: string } {
  const r = s.result;
  const w = s.sideNames?.[r?.winner ?? 0] ?? (r?.winner === 0 ? ['Rome', 'Rome'] : ['Carthage and Numidia', 'Carthage et la Numidie']);
  if (r && r.winner !== null && r.reason === 'break') return { en: `${w[0]} wins: the enemy army breaks (provisional rule)`, fr: `victoire de ${w[1]} : l'armée adverse se débande (règle provisoire)` };
  if (r && r.winner !== null) return { en: `a minor victory for ${w[0]} at the turn limit (provisional rule)`, fr: `victoire mineure de ${w[1]} à la limite de tours (règle provisoire)` };
  return { en: 'a draw (provisional rule)', fr: 'match nul (règle provisoire)' };
}

export const civbel: RuleSystem<CivGame, CivAction> = {
  id: 'civbel',
  rulesVersion: 1,
  name: { en: 'Civitates Bellantes', fr: 'Civitates Bellantes' },
  // The sample battles name them (the view's seatName: Rome, Carthage and Numidia); in choose-armies the players' armies do.
  seats: [{ en: 'First player', fr: 'Premier joueur' }, { en: 'Second player', fr: 'Second joueur' }],
  scenarios: [{ id: SCENARIO_ID, name: { en: 'Great Plains, 203 BC', fr: 'Grandes Plaines, 203 av. J.-C.' },
    // The stand-in's notice is the view's own (Provisional), shown under the summary on the new-game screen and the invitation.
    summary: { en: 'Scipio against Hasdrubal and Syphax on an open plain.', fr: 'Scipion contre Hasdrubal et Syphax en plaine dégagée.' } },
  { id: DEPLOY_SCENARIO_ID, name: { en: 'Great Plains, 203 BC: deploy in secret', fr: 'Grandes Plaines, 203 av. J.-C. : déploiement secret' },
    summary: { en: 'The same battle; each side places its army in its own zone, sealed, and both are revealed together.', fr: 'La même bataille ; chaque camp place son armée dans sa zone, sous scellé, et les deux sont dévoilées ensemble.' } },
  { id: FIELD_SCENARIO_ID, name: { en: 'A broken field (our own)', fr: 'Un terrain accidenté (le nôtre)' },
    summary: { en: 'The same armies on a field of our own making: a low hill, a dense wood, a marsh and scrub between the lines. They hide troops, slow the march and weigh in the fight; the book gives no scenario with terrain.', fr: 'Les mêmes armées sur un terrain de notre invention : une colline basse, un bois dense, un marais et des broussailles entre les lignes. Ils cachent les troupes, ralentissent la marche et pèsent dans le combat ; le livre ne donne aucun scénario avec terrain.' } },
  { id: CHOOSE_SCENARIO_ID, name: { en: 'Choose your armies (open plain)', fr: 'Choisissez vos armées (plaine dégagée)' },
    summary: { en: 'Each player fields a sample army or one he builds from the troop catalogue, within the agreed points, sealed until both have chosen; then both deploy in secret, as in the battle of 203 BC.', fr: 'Chaque joueur aligne une armée d\'exemple ou une armée qu\'il compose d\'après le catalogue des troupes, dans les points convenus, sous scellé jusqu\'à ce que les deux aient choisi ; puis les deux se déploient en secret, comme dans la bataille de 203 av. J.-C.' } },
  { id: CHOOSE_FIELD_SCENARIO_ID, name: { en: 'Choose your armies (broken field, our own)', fr: 'Choisissez vos armées (terrain accidenté, le nôtre)' },
    summary: { en: 'The armies chosen and deployed in secret as on the open plain, on our broken field: a low hill, a dense wood, a marsh and scrub between the deployment zones.', fr: 'Les armées choisies et déployées en secret comme en plaine dégagée, sur notre terrain accidenté : une colline basse, un bois dense, un marais et des broussailles entre les zones de déploiement.' } }],
  options: OPTIONS,

  validateConfig(c) { const r = configured(c); return typeof r === 'string' ? r : null; },

  setup(c) {
    const r = configured(c);
    if (typeof r === 'string') throw new Error(r);
    const s0 = setupGame(r);
    // CMD-35..37 (option pursuit, ours): each side's baggage behind its lines, clear of the ground;
    // on the fixed armies' broken field only with the option fieldBaggage (late: games recorded
    // before it had none there).
    const ground = c.scenario === FIELD_SCENARIO_ID || c.scenario === CHOOSE_FIELD_SCENARIO_ID ? FIELD : [];
    const s = pursuitOn(r) && (c.scenario !== FIELD_SCENARIO_ID || fieldBaggageOn(r)) ? { ...s0, baggage: [baggageClearOf(0, TABLE, ground), baggageClearOf(1, TABLE, ground)] } : s0;
    // D25, A.7: the sealed deployment comes first; the fixed poses stand in until each reveal.
    const field = () => FIELD.map((t) => ({ ...t, poly: t.poly.map((p) => ({ ...p })), ...(t.crest ? { crest: t.crest.map((p) => ({ ...p })) } : {}) }));
    if (c.scenario === FIELD_SCENARIO_ID) return { ...s, terrain: field() };
    // ORG-05: the armies are chosen in secret first; the field is empty until both are shown.
    if (choosesArmies(c.scenario)) {
      const chosen: CivGame = { ...s, units: [], leaders: [], commands: [], contingents: [], exceptional: [], startPoints: {}, phase: 'army', armyStep: armyStepStart() };
      return c.scenario === CHOOSE_FIELD_SCENARIO_ID ? { ...chosen, terrain: field() } : chosen;
    }
    return c.scenario === DEPLOY_SCENARIO_ID ? { ...s, phase: 'deploy', deploy: { digests: [[], []], revealed: [false, false] } } : s;
  },

  waitingFor(s): Waiting {
    if (s.phase === 'over') return { kind: 'over', winner: s.result?.winner ?? null, result: resultWords(s) };
    return { kind: 'decide', seat: s.active };
  },

  legalActions(s, seat) {
    let m = legalMemo.get(s);
    if (!m) { m = []; legalMemo.set(s, m); }
    return (m[seat] ??= legalActions(s, seat));
  },

  check: violation,

  apply(prev, seat, a, ctx) {
    const v = violation(prev, seat, a);
    if (v) throw new IllegalAction(v.rule ?? RULE_OF[a.k], v.message);
    const s = clone(prev);
    const named = namingCtx(s, ctx);
    return dissolveReducedLegions(applyLegal(s, a, named), named);
  },

  encodeAction: encode,
  decodeAction: decode,
  describeAction,
  describeEvent,
  // Every event's words end with its rule as the rulebook's contents name it (rule-names.ts).
  showsRuleIds: false,
  describeRefusal,
  turnNumber: (s) => s.turn,
  bot: (s, seat, rnd, level) => (level === 'strong' ? strongCivbel(civbel, s, seat, rnd) : civbelBot(s, seat, rnd)),
  invariants: invariantErrors,
};
