// The strong Nabis bot (issue 14): the steady bot, searched (engine/search.ts) where the
// battle is decided — which mêlées to declare, what to shoot, which leader to activate,
// where to retreat and advance — each candidate played out to the end of the activation
// and judged in victory points (13.3.2): those scored, those the positions would score at
// the end, and those each side's shaken units put at risk.
import type { BotRandom } from '../../engine/draws';
import { searchChoice, type SearchHooks } from '../../engine/search';
import { legal, type NAction } from './actions';
import { vpForQuality } from './data/tables';
import { candidateMelees, meleeCalc } from './melee';
import { meleeWorthy, nabisBot } from './bot';
import type { RuleSystem } from '../../engine/contract';
import { shotCalc } from './shooting';
import { quality, side, type NState, type Seat } from './state';
import { endGameVp } from './victory';

/** Tenths of a VP a unit's state puts at risk: a discouraged unit is part lost, a routed one mostly. */
const RISK = [0, 3, 7];

export function nabisValue(s: NState, seat: Seat): number {
  if (s.result) return s.result.winner === seat ? 100000 : s.result.winner === -1 ? 0 : -100000;
  const e = endGameVp(s);
  let v = 10 * (s.vp[seat] + e[seat] - s.vp[1 - seat] - e[1 - seat]);
  for (let i = 0; i < s.u.length; i++) {
    if (s.u[i].elim || s.u[i].hex <= 0) continue;
    const risk = RISK[s.u[i].dis] * vpForQuality(quality(s, i)) + (s.u[i].fat ? 2 : 0);
    v += side(s, i) === seat ? -risk : risk;
  }
  return v;
}

function candidates(s: NState, seat: Seat, rnd: BotRandom): NAction[] {
  const steady = nabisBot(s, seat, rnd);
  const key = (a: NAction) => JSON.stringify(a);
  const out: NAction[] = [steady];
  const add = (a: NAction) => { if (out.length < 5 && !out.some((b) => key(b) === key(a))) out.push(a); };
  if (s.phase === 'setup' || !s.act && !s.pick && s.phase !== 'B') return out;
  const acts = legal(s, seat);
  const stage = s.pick ? 'pick' : s.phase === 'B' ? 'shoot' : s.act!.stage;
  switch (stage) {
    case 'pick': for (const a of acts) add(a); break;
    case 'declare': {
      const ms = candidateMelees(s).filter((c) => meleeWorthy(s, c.a, c.d, seat))
        .map((c) => ({ c, drm: meleeCalc(s, { a: c.a, d: c.d, au: [], du: [], done: false }).drm }))
        .filter((x) => x.drm >= -1).sort((x, y) => y.drm - x.drm);
      for (const { c } of ms.slice(0, 3)) add({ k: 'melee', d: c.d, a: c.a });
      add({ k: 'done' });
      break;
    }
    case 'shoot': {
      const shots = acts.filter((x): x is Extract<NAction, { k: 'shoot' }> => x.k === 'shoot')
        .map((x) => ({ x, drm: shotCalc(s, x.s, x.t)?.drm ?? -9 })).sort((a, b) => b.drm - a.drm);
      for (const { x } of shots.slice(0, 3)) add(x);
      if (acts.some((x) => x.k === 'done')) add({ k: 'done' });
      break;
    }
    case 'retreat': case 'advance': for (const a of acts.slice(0, 4)) add(a); break;
    default: break;
  }
  return out;
}

const HOOKS: SearchHooks<NState, NAction> = {
  candidates,
  steady: (s, seat, rnd) => nabisBot(s, seat, rnd),
  evaluate: nabisValue,
  // To the end of this activation (the one after it for a leader's pick), or the turn's end.
  horizon: (start, now, n) => n > 0 && (now.turn !== start.turn || (start.act ? now.act?.l !== start.act.l : !!now.act && !now.pick && n > 40)),
  playouts: 6,
  budget: 1800,
};

export function strongNabis(sys: RuleSystem<NState, NAction>, s: NState, seat: Seat, rnd: BotRandom): NAction {
  return searchChoice(sys, s, seat, rnd, HOOKS);
}
