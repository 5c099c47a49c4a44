// The strong Champs de Bataille bot (issue 14): in its movement phase, where an enemy is
// near enough for the next fights to matter, the steady bot's choice, the best moves of
// its next bodies (units or groups) and ending the movement are each played out (engine/
// search.ts) through its own combat steps AND the enemy's player-turn after them, so the
// impetuous enemy's spontaneous advance (9.5) and its mêlées are seen; dice come from the
// bot's own stream. In the playouts both sides move no further (the work stays small: a
// player-turn of steady moves costs a hundred times a combat step) but hold back the
// units the steady bot would hold back (4.2) and fight as it fights. The end of a playout
// is judged as CdB judges a battle (13, 12.2): counters lost on each side, demoralised
// corps counted in full, then the steady bot's reading of the positions.
// In its combat phase (session 18) it chooses which obliged unit fights next (11.1) and which
// enemy it engages (11.2) exactly over the dice (strongMeleeChoice): no playouts there.
import type { RuleSystem, Seat } from '../../engine/contract';
import { searchChoice, type SearchHooks } from '../../engine/search';
import type { BotRandom } from '../../engine/draws';
import type { CdbAction } from './actions';
import { cdbBot, meleeOdds, positionValue, rankedMoves, restraintWanted, steadyMoveChoice } from './bot';
import { armyLedger } from './demoralisation';
import { gridOf } from './grid';
import { front, type CdbState, type Position, type Unit } from './state';
import { decider, defaults } from './choices';
import { answeredByOrders } from './orders';
import { designations, meleeObligations, resolveOneMelee, type MeleeTurn } from './melee-phase';
import { isMounted } from './data/units';

/** What a half counter-equivalent lost (12.1) is worth, against the steady bot's place values
 *  (a hex of approach is 2, a point of mêlée edge 3): a counter outweighs any one move. */
const PER_HALF = 12;
/** Other bodies' best moves weighed besides the steady choice. */
const OTHERS = 1;
/** The search runs only when one of its units is within this many hexes of an enemy: where
 *  the next fights are decided (a move of 3 and a step); further off the steady bot's threats
 *  (its reading of the enemy's reach, 9.5) judge alone, and a game is searched a quarter as often. */
const NEAR = 4;


export function cdbValue(s: CdbState, seat: Seat): number {
  if (s.result) return s.result.winner === seat ? 100000 : s.result.winner === null ? 0 : -100000;
  const foe = (1 - seat) as Seat;
  return PER_HALF * (armyLedger(s, foe).lost - armyLedger(s, seat).lost) + positionValue(s, seat);
}

/** How the playouts play: no further moves, the wanted restraints, and the steady bot's
 *  answers to everything else (the dice, their assignment, the combat choices). */
function playoutPolicy(s: CdbState, seat: Seat, rnd: BotRandom, sys: RuleSystem<CdbState, CdbAction>): CdbAction {
  if (s.phase === 'move' && !s.combat && seat === s.active) return restraintWanted(s, seat) ?? { k: 'end' };
  return cdbBot(s, seat, rnd, (x, k) => sys.legalActions(x, k));
}

function enemyNear(s: CdbState, seat: Seat): boolean {
  const g = gridOf(s);
  const foes = s.units.filter((u) => u.side !== seat);
  return s.units.some((u) => u.side === seat && foes.some((e) => g.distance(u.hex, e.hex) <= NEAR));
}

/** The actions the strong bot weighs, the steady choice first (exported for its tests). */
export function strongCandidates(sys: RuleSystem<CdbState, CdbAction>, s: CdbState, seat: Seat, rnd: BotRandom): CdbAction[] {
  if (s.phase !== 'move' || s.combat || seat !== s.active || !enemyNear(s, seat)) return [sys.bot!(s, seat, rnd, 'steady')];
  const ranked = rankedMoves(s, seat);
  const out: CdbAction[] = [steadyMoveChoice(s, seat, ranked)];
  const key = (a: CdbAction) => JSON.stringify(a);
  const add = (a: CdbAction) => { if (!out.some((b) => key(b) === key(a))) out.push(a); };
  for (const m of ranked.slice(0, OTHERS + 1)) add(m.a);
  add(restraintWanted(s, seat) ?? { k: 'end' });
  return out.slice(0, OTHERS + 2);
}

/** Playouts per candidate, with the same dice for every candidate (common random numbers). */
const PLAYOUTS = 2;
/** The most actions one playout applies (its horizon comes first in nearly every playout). */
const PLAYOUT_ACTIONS = 40;
/** Another candidate overrules the steady choice only when its playouts average this much
 *  better (half a counter-equivalent lost, 12.1): two playouts' dice are noisy. */
export const MARGIN = PER_HALF / 2;

/** The strong choice: each candidate played out PLAYOUTS times by the engine's search (the
 *  same dice for every candidate) to the start of the bot's next player-turn; the steady
 *  choice unless another beats it by MARGIN on average (strongPick). */
export function strongCdb(sys: RuleSystem<CdbState, CdbAction>, s: CdbState, seat: Seat, rnd: BotRandom): CdbAction {
  if (s.combat) return strongMeleeChoice(s) ?? cdbBot(s, seat, rnd, (x, k) => sys.legalActions(x, k));
  const hooks: SearchHooks<CdbState, CdbAction> = {
    candidates: (st, se, r) => strongCandidates(sys, st, se, r),
    steady: (st, se, r) => playoutPolicy(st, se, r, sys),
    evaluate: cdbValue,
    // To the start of its own next player-turn: its combats, then the enemy's turn fought.
    horizon: (start, now, n) => n > 0 && (!!now.result || (now.active === start.active && now.phase === 'ap')),
    playouts: PLAYOUTS,
    budget: PLAYOUTS * PLAYOUT_ACTIONS * (OTHERS + 2),
    playoutActions: PLAYOUT_ACTIONS,
    choose: strongPick,
  };
  return searchChoice(sys, s, seat, rnd, hooks);
}

/** Which candidate the playouts' average scores elect: the steady choice (index 0) unless
 *  another beats it by more than MARGIN, then the best of those (exported for the tests). */
export function strongPick(scores: number[]): number {
  let best = 0;
  for (let c = 1; c < scores.length; c++) if (scores[c] > scores[best] && scores[c] > scores[0] + MARGIN) best = c;
  return best;
}

/** The mêlée step as it stands at a pending choice of the phasing player (11.1, 11.2): the
 *  step re-run from the state's position with the answers and dice given so far (as
 *  combat-steps.ts runs it), stopped where it asks; the position, the turn's fights and the
 *  units still obliged to fight, or null when the step is not stopped at such a choice. */
function meleeNow(s: CdbState): { p: Position; turn: MeleeTurn } | null {
  const c = s.combat;
  if (!c || c.step !== 'melee' || c.pending.kind !== 'meleeTarget' || c.pending.side !== s.active) return null;
  const inner = decider(c.answers, true, (x) => answeredByOrders(s, s.active, x));
  let asked = 0;
  // Answers are replayed by the inner decider; the order choice met once they are all used is the pending one.
  const used = () => asked;
  const d = { pick: (x: Parameters<typeof inner.pick>[0]) => { const v = inner.pick(x); if (x.options.length > 1 && !answeredByOrders(s, s.active, x)) asked++; return v; } };
  let next = 0;
  const roll = () => { if (next >= c.dice.length) throw new Error('cdb strong: a die not drawn yet'); return c.dice[next++]; };
  let q: Position = designations(s, s.active, d, []);
  let turn: MeleeTurn = { fought: Object.keys(s.flags).filter((k) => s.flags[k].fought).map(Number).sort((a, b) => a - b), overlapped: [] };
  for (let guard = 0; guard < 500; guard++) {
    const due = meleeObligations(q, s.active, turn);
    if (!due.length) return null;
    if (used() === c.answers.length && (due.length > 1 || due[0].targets.length > 1)) return { p: q, turn };
    const aId = d.pick({ kind: 'meleeTarget', side: s.active, unit: -1, options: due.map((x) => x.unit.id), default: due[0].unit.id, rule: 'CdB 11.1' });
    const { unit, targets } = due.find((x) => x.unit.id === aId)!;
    if (used() === c.answers.length && targets.length > 1) return { p: q, turn };
    const xId = d.pick({ kind: 'meleeTarget', side: s.active, unit: unit.id, options: targets.map((e) => e.id), default: defaultTarget(unit, targets), rule: 'CdB 11.2' });
    const r = resolveOneMelee(q, aId, xId, [roll(), roll()], turn, d, false, []);
    q = r.position; turn = r.turn;
  }
  return null;
}

const tvAgainst = (u: Unit, e: Unit): number => (isMounted(front(e).type) ? front(u).tvMounted : front(u).tvFoot);
/** The enemy the standing order engages (melee-phase.ts): the lowest value against the unit, then the lowest id. */
const defaultTarget = (unit: Unit, targets: Unit[]): number => [...targets].sort((e1, e2) => tvAgainst(e1, unit) - tvAgainst(e2, unit) || e1.id - e2.id)[0].id;

/** What the phasing side expects from fight a→x (halves the enemy loses less halves it loses,
 *  meleeOdds: exact over the 36 throws), baggage counted as taken. */
function fightNet(p: CdbState, a: Unit, x: Unit): number {
  if (x.facing === null) return 2;
  const o = meleeOdds(p, a, x);
  return o.lossX - o.lossA;
}

/** The fights still due after a mêlée, each at its odds in the new position, the standing
 *  order's target for each. */
function dueNet(p: CdbState, active: Seat, turn: MeleeTurn): number {
  let v = 0;
  for (const { unit, targets } of meleeObligations(p, active, turn)) {
    const x = targets.find((e) => e.id === defaultTarget(unit, targets))!;
    v += fightNet(p, unit, x);
  }
  return v;
}

/** 11.1, 11.2 (session 18): the phasing player's choice of the next mêlée (which obliged unit
 *  fights) or of the enemy a unit engages, judged exactly over the dice: each option's fight
 *  over its 36 throws (resolveOneMelee with the standing orders for the recoils), then the fights
 *  still due in each resulting position at their odds (who now overlaps whom, 11.3, who is in
 *  flank, 11.4). The standing order's answer unless another is better by more than a hundredth
 *  of a half. Null when the state is not at such a choice. */
export function strongMeleeChoice(s: CdbState): CdbAction | null {
  const now = meleeNow(s);
  const c = s.combat;
  if (!now || !c) return null;
  const st: CdbState = { ...s, ...now.p };
  const byId = (id: number) => now.p.units.find((u) => u.id === id)!;
  const fights: [number, number][] = c.pending.unit === -1
    ? c.pending.options.map((a) => { const due = meleeObligations(now.p, s.active, now.turn).find((x) => x.unit.id === a)!; return [a, defaultTarget(due.unit, due.targets)]; })
    : c.pending.options.map((x) => [c.pending.unit, x]);
  let best = c.pending.default, bv = -Infinity, dv = -Infinity;
  for (let i = 0; i < fights.length; i++) {
    const [aId, xId] = fights[i];
    let v = 0;
    for (let da = 1; da <= 6; da++) for (let dx = 1; dx <= 6; dx++) {
      const r = resolveOneMelee(now.p, aId, xId, [da, dx], now.turn, defaults, false, []);
      v += dueNet({ ...st, ...r.position }, s.active, r.turn);
    }
    v = v / 36 + fightNet(st, byId(aId), byId(xId));
    const opt = c.pending.options[i];
    if (opt === c.pending.default) dv = v;
    if (v > bv) { bv = v; best = opt; }
  }
  if (best !== c.pending.default && bv <= dv + 0.01) best = c.pending.default;
  return { k: 'choose', answer: best };
}
