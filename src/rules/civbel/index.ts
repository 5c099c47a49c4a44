// Civitates Bellantes as a Tessera rule system. NOT registered (src/rules/registry.ts,
// src/cli/systems.ts) until the stand-in for the missing chapters (movement, shooting,
// combat) is wired in: see README.md. Today a game runs the CP ratings, the initiative
// and the Command Phase of every turn, passes the missing half-phases through (logged)
// and plays the Recovery Phase, to the scenario's turn limit.
import { clone } from '../../engine/canonical';
import type { GameConfig, RuleSystem, Waiting } from '../../engine/contract';
import { IllegalAction } from '../../engine/contract';
import { applyLegal, legalActions, RULE_OF, violation, type CivAction } from './actions';
import { decode, encode } from './codec';
import { GREAT_PLAINS } from './data/scenarios';
import { deployGreatPlains, SCENARIO_ID } from './deployment';
import { describeAction, describeEvent } from './describe';
import type { CivGame } from './game';
import { invariantErrors } from './invariants';
import { namingCtx } from './log-names';
import { missingChapters } from './missing-chapters';
import { OPTIONS, resolveOptions } from './options';

export type { CivGame } from './game';
export type { CivAction } from './actions';

const legalMemo = new WeakMap<CivGame, CivAction[][]>();

/** Why a header's options are unusable, or the resolved options. The missing
 *  chapters' version must be one this build knows (missing-chapters.ts). */
function configured(c: GameConfig): Record<string, string | number> | string {
  if (c.scenario !== SCENARIO_ID) return `unknown scenario ${String(c.scenario)}: this build knows only "${SCENARIO_ID}"`;
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
  };
}

export const civbel: RuleSystem<CivGame, CivAction> = {
  id: 'civbel',
  rulesVersion: 1,
  name: { en: 'Civitates Bellantes', fr: 'Civitates Bellantes' },
  seats: [{ en: 'Rome', fr: 'Rome' }, { en: 'Carthage and Numidia', fr: 'Carthage et la Numidie' }],
  scenarios: [{ id: SCENARIO_ID, name: { en: 'Great Plains, 203 BC', fr: 'Grandes Plaines, 203 av. J.-C.' },
    summary: { en: 'Scipio against Hasdrubal and Syphax on an open plain. Movement, shooting and combat are a stand-in: the rulebook\'s pages are missing; this version plays command and recovery only.',
      fr: 'Scipion contre Hasdrubal et Syphax en plaine dégagée. Mouvement, tir et combat sont une règle de remplacement : les pages du livre manquent ; cette version ne joue que le commandement et la récupération.' } }],
  options: OPTIONS,

  validateConfig(c) { const r = configured(c); return typeof r === 'string' ? r : null; },

  setup(c) {
    const r = configured(c);
    if (typeof r === 'string') throw new Error(r);
    return setupGame(r);
  },

  waitingFor(s): Waiting {
    if (s.phase === 'over') return { kind: 'over', winner: null, result: { en: 'a draw at the turn limit', fr: 'match nul à la limite de tours' } };
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
    return applyLegal(s, a, namingCtx(s, ctx));
  },

  encodeAction: encode,
  decodeAction: decode,
  describeAction,
  describeEvent,
  turnNumber: (s) => s.turn,
  invariants: invariantErrors,
};
