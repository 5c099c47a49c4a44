// De Bellis Antiquitatis 2.2 as a Tessera rule system.
import { IllegalAction, type Ctx, type GameConfig, type RuleSystem, type Seat, type Violation, type Waiting } from '../../engine/contract';
import type { BotRandom, Dice } from '../../engine/draws';
import { decode, encode, type DbaAction } from './actions';
import { deploySlots, moveCandidates, terrainLayouts } from './candidates';
import { describeAction, describeEvent } from './describe';
import { namingCtx } from './log-names';
import { LATE_OPTIONS, OPTIONS, optionDefaults } from './options';
import { sampleArmies } from './sample';
import { applyAction, nearBua } from './play';
import { armyFromConfig, campAt, campProblem, deployProblem, makeElements } from './setup';
import type { ArmyInfo, DbaState, Elem } from './state';
import { losses } from './victory';
import { botDeploy, botMove } from './bot';
import { botEdge, botTerrain } from './bot-deploy';
import { strongCombat, strongDba, strongShoot } from './strong';
import { landingCandidates, mayReserve } from './landing';
import { Refusal } from './refuse';
import { describeRefusal } from './refusal-words';
import { quickVerdict } from './prefilter';
import { dirN, footprint, overlaps } from '../../engine/plane';
import { featurePoly } from './terrain';
import { invariantErrors } from './invariants';
import { copiedFrom, deciding } from './memo';

export type { DbaState } from './state';
export type { DbaAction } from './actions';

/** A copy of an element, field by field: every copied element then shares one
 *  hidden class, where an object spread over elements of mixed origins was the
 *  single largest cost of a check. Every field of Elem is listed (tsc checks it). */
function copyElem(e: Elem): Elem {
  return {
    id: e.id, side: e.side, base: e.base, type: e.type, gen: e.gen, x: e.x, y: e.y, h: e.h, w: e.w, d: e.d, status: e.status,
    moves: e.moves, moved: e.moved, dismountTo: e.dismountTo, dismountedNow: e.dismountedNow, stamp: e.stamp, bowFront: [...e.bowFront],
    where: e.where, follower: e.follower, fought: e.fought,
  };
}

/** A copy for trial application in `check`, and the successor state in `apply`:
 *  everything a phase mutates is copied; terrain, armies and options are shared
 *  because no action mutates them in place (states are values: nothing mutates a
 *  state once an action has been applied to it). */
function scratchCopy(s: DbaState): DbaState {
  // Field by field, like copyElem (a spread of the whole state was a visible cost).
  return {
    phase: s.phase, active: s.active, bound: s.bound, pips: s.pips, attacker: s.attacker, armies: s.armies, terrain: s.terrain,
    river: s.river, riverBan: s.riverBan, stampNext: s.stampNext, swapsLeft: s.swapsLeft, opt: s.opt,
    hadBound: [...s.hadBound] as [boolean, boolean], edge: [...s.edge] as [number, number],
    els: s.els.map(copyElem), camps: s.camps.map((c) => (c ? { ...c } : null)) as DbaState['camps'],
    pending: s.pending.map((p) => [...p]), orders: [[...s.orders[0]], [...s.orders[1]]], landing: [[...s.landing[0]], [...s.landing[1]]], bua: s.bua ? { ...s.bua } : null, shots: s.shots.map((x) => ({ target: x.target, shooters: [...x.shooters] })), result: s.result ? { ...s.result } : null,
    ...(s.unconformed ? { unconformed: s.unconformed.map((r) => [...r]) } : {}),
    ...(s.contacts ? { contacts: s.contacts.map((r) => [...r]) } : {}),
  };
}

/** Dice for `check`: legality never depends on dice, so a roll means validation is over. */
class Validated {} // a plain object: no stack trace to capture
const noDice: Dice = { roll() { throw new Validated(); }, d6() { throw new Validated(); }, d10() { throw new Validated(); } };
/** Dice for the bot's look ahead at a move that needs one (RIV-02): every throw its best. */
const passingDice: Dice = { roll: (n) => n, d6: () => 6, d10: () => 9 };

const MAX_BOUNDS = { id: 'maxBounds', label: { en: 'Time limit', fr: 'Limite de temps' }, help: { en: 'Bounds before the battle is called a draw (not in the rules; a tournament-style limit).', fr: 'Tours avant match nul (hors règles ; limite de tournoi).' }, choices: [{ value: 40, label: { en: '40 bounds', fr: '40 tours' } }, { value: 20, label: { en: '20 bounds', fr: '20 tours' } }, { value: 200, label: { en: '200 bounds', fr: '200 tours' } }], default: 40 };

export const dba: RuleSystem<DbaState, DbaAction> = {
  id: 'dba',
  rulesVersion: 1,
  name: { en: 'De Bellis Antiquitatis 2.2', fr: 'De Bellis Antiquitatis 2.2' },
  seats: [{ en: 'First army', fr: 'Première armée' }, { en: 'Second army', fr: 'Seconde armée' }],
  scenarios: [{ id: 'battle', name: { en: 'Open battle', fr: 'Bataille rangée' }, summary: { en: 'Two armies of 12 elements; army choices travel in the options.', fr: 'Deux armées de 12 éléments ; le choix des armées voyage dans les options.' } }],
  options: [...OPTIONS, MAX_BOUNDS],
  sampleExtras: sampleArmies,

  validateConfig(c: GameConfig) {
    if (c.scenario !== 'battle') return 'unknown scenario';
    for (const o of [...OPTIONS, MAX_BOUNDS]) {
      const v = c.options[o.id];
      if (v !== undefined && !o.choices.some((ch) => ch.value === v)) return `option ${o.id}: unknown value`;
    }
    for (const seat of [0, 1] as Seat[]) {
      const a = armyFromConfig(c, seat);
      if (typeof a === 'string') return a;
    }
    return null;
  },

  setup(c) {
    const armies = [armyFromConfig(c, 0), armyFromConfig(c, 1)];
    if (typeof armies[0] === 'string' || typeof armies[1] === 'string') throw new Error('bad config: ' + armies.find((x) => typeof x === 'string'));
    const opt: Record<string, string | number> = { ...optionDefaults(), maxBounds: 40 };
    // Options added after games were recorded enter the state only when the header
    // carries them: an absent one must leave old games' states, and hashes, unchanged.
    for (const k of LATE_OPTIONS) delete opt[k];
    for (const k of [...Object.keys(opt), ...LATE_OPTIONS]) if (typeof c.options[k] === 'string' || typeof c.options[k] === 'number') opt[k] = c.options[k] as string | number;
    const two = armies as [ArmyInfo, ArmyInfo];
    return {
      phase: 'initiative', active: 0, bound: 0, pips: 0, hadBound: [false, false], attacker: 0, edge: [-1, -1], armies: two,
      terrain: [], river: 'none', riverBan: false, camps: [null, null], els: makeElements(two), stampNext: 0, swapsLeft: 0,
      pending: [], shots: [], result: null, opt, orders: [[], []], landing: [[], []], bua: null,
      ...(opt.pur01 !== undefined ? { unconformed: [] } : {}),
    };
  },

  waitingFor(s): Waiting {
    if (s.phase === 'over' && s.result) {
      const w = s.result.winner;
      if (w === -1) return { kind: 'over', winner: null, result: { en: 'Drawn: time limit', fr: 'Match nul : limite de temps' } };
      return { kind: 'over', winner: w, result: { en: `${this.seats[w].en} wins (${losses(s, 0)}–${losses(s, 1)} losses)`, fr: `Victoire de la ${this.seats[w].fr.toLowerCase()} (pertes ${losses(s, 0)}–${losses(s, 1)})` } };
    }
    return { kind: 'decide', seat: s.active };
  },

  legalActions(s, seat) {
    return deciding(s, () => legalIn(s, seat));
  },

  check(s, seat, a): Violation | null {
    try {
      const t = scratchCopy(s);
      copiedFrom(t, s);
      applyAction(t, seat, a, { dice: noDice, log() {} });
      return null;
    } catch (e) {
      if (e instanceof Validated) return null;
      if (e instanceof Refusal || e instanceof IllegalAction) return { rule: e.rule, message: e.message };
      return { rule: 'DBA', message: e instanceof Error ? e.message : String(e) };
    }
  },

  apply(prev, seat, a, ctx: Ctx) {
    const s = scratchCopy(prev);
    const named = namingCtx(s, ctx);
    try {
      applyAction(s, seat, a, named.ctx);
      named.finish();
    } catch (e) {
      if (e instanceof Refusal) throw new IllegalAction(e.rule, e.message);
      throw e;
    }
    return s;
  },

  encodeAction: encode,
  decodeAction: decode,
  describeAction,
  describeEvent,
  // Every event's words end with its rule's section in the rulebook (describe.ts ruleWords).
  showsRuleIds: false,
  describeRefusal,

  bot(s, seat, rnd: BotRandom, level?: 'steady' | 'strong') {
    if (level === 'strong' && s.phase === 'move') return strongDba(this, s, seat, rnd);
    if (level === 'strong' && s.phase === 'combat') return strongCombat(this, s, seat);
    if (level === 'strong' && s.phase === 'shoot') return strongShoot(this, s, seat);
    if (s.phase === 'move') return steadyMove(this, s, seat, rnd, []);
    if (s.phase === 'shoot') return { k: 'endShoot' };
    if (s.phase === 'combat') return { k: 'endBound' };
    if (s.phase === 'terrain') return botTerrain(this.legalActions(s, seat), rnd, (a) => this.check(s, seat, a) === null);
    if (s.phase === 'edge') return botEdge(s, this.legalActions(s, seat), rnd);
    if (s.phase === 'deployD' || s.phase === 'deployA') return botDeploy(s, this.legalActions(s, seat), rnd, (a) => this.check(s, seat, a) === null);
    return rnd.pick(this.legalActions(s, seat));
  },

  turnNumber: (s) => s.bound,

  invariants: invariantErrors,
  // DBA spec §10.3: the fire orders are a free action, set during one's own bound.
  standingOrders: {
    isAction: (a) => a.k === 'orders',
    current: (state, seat) => ({ k: 'orders', prio: [...state.orders[seat]] }),
  },
};

/** The steady bot's move, skipping the actions in `not` (the strong bot asks for its
 *  second and third choices this way). */
export function steadyMove(sys: RuleSystem<DbaState, DbaAction>, s: DbaState, seat: Seat, rnd: BotRandom, not: DbaAction[]): DbaAction {
  const codes = not.map((a) => encode(a).join(','));
  const fresh = (a: DbaAction) => !codes.length || !codes.includes(encode(a).join(','));
  return deciding(s, () => {
    for (const at of landingCandidates(s, seat)) { const a: DbaAction = { k: 'land', at }; if (fresh(a) && sys.check(s, seat, a) === null) return a; }
    const surelyIllegal = quickVerdict(s, seat);
    // A move that needs a die (a river to be tested, RIV-02) is looked at as if it passed:
    // the bot judges where it would stand, not what the die says.
    const simulate = (a: DbaAction, from: DbaState = s): DbaState | null => {
      try { return sys.apply(from, seat, a, { dice: noDice, log() {} }); } catch (e) { if (!(e instanceof Validated)) return null; }
      try { return sys.apply(from, seat, a, { dice: passingDice, log() {} }); } catch { return null; }
    };
    return botMove(s, seat, rnd, (a) => fresh(a) && !surelyIllegal(a) && sys.check(s, seat, a) === null, simulate);
  });
}

/** legalActions, with facts about s remembered while its candidates are checked (memo.ts). */
function legalIn(s: DbaState, seat: Seat): DbaAction[] {
  if (s.phase === 'over' || seat !== s.active) return [];
  const cands: DbaAction[] = [];
  switch (s.phase) {
    case 'initiative': return [{ k: 'initiative' }];
    case 'terrain': return terrainLayouts(s);
    case 'edge': return [0, 1, 2, 3].filter((e) => !nearBua(s).includes(e)).map((pref) => ({ k: 'edge', pref }));
    case 'campD': case 'campA':
      for (const pos of [1200, 800, 1600, 500, 1900]) if (!campProblem(s, campAt(s, seat, pos))) cands.push({ k: 'camp', pos });
      return cands;
    case 'deployD': case 'deployA': {
      const next = s.els.find((e) => e.side === seat && e.status === 'reserve' && !s.landing[seat].includes(e.id));
      if (!next) return [{ k: 'endDeploy' }];
      // DEP-07: hold the first two undeployed Ps or foot back to land, when allowed.
      if (mayReserve(s, seat) && s.landing[seat].length < 2 && (next.type === 'Ps' || next.type === 'Sp')) cands.push({ k: 'reserve', id: next.id });
      // A suggestion never puts a base into the town by chance (it would stand as its garrison,
      // GAR-03, wherever the slot fell, even on the town's edge): the garrison is suggested apart.
      const bua = s.terrain.find((f) => f.kind === 'BUA');
      const town = bua ? featurePoly(bua) : null;
      for (const p of deploySlots(s, seat)) {
        if (town && overlaps(footprint(p, next.w, next.d), town)) continue;
        if (!deployProblem(s, next, p)) { cands.push({ k: 'deploy', id: next.id, ...p }); if (cands.length >= 4) break; }
      }
      if (bua) {
        // DEP-04 / GAR-03: the owner's foot may garrison the town: one suggestion, the base centred in it.
        const h = deploySlots(s, seat)[0].h, f = dirN(h, next.d >> 1);
        const p = { x: bua.p[0] + f.x, y: bua.p[1] + f.y, h };
        if (!deployProblem(s, next, p)) cands.push({ k: 'deploy', id: next.id, ...p });
      }
      return cands;
    }
    case 'swaps': return [{ k: 'endSwaps' }];
    case 'pips': return [{ k: 'pips' }];
    case 'move':
      for (const at of landingCandidates(s, seat)) cands.push({ k: 'land', at });
      cands.push(...moveCandidates(s, seat));
      break;
    case 'shoot': return [...s.shots.map((x) => ({ k: 'shoot', target: x.target }) as DbaAction), { k: 'endShoot' }];
    case 'combat': return [...s.pending.map((p) => ({ k: 'fight', a: p[0], b: p[1] }) as DbaAction), { k: 'endBound' }];
  }
  const surelyIllegal = quickVerdict(s, seat);
  const ok = cands.filter((a) => !surelyIllegal(a) && dba.check(s, seat, a) === null);
  ok.push({ k: 'endMove' });
  return ok;
}
