// The strong Civitates Bellantes bot (issue 14): where the steady bot declares a charge
// (A.5 step a) or makes a tactical move (A.3), its own choice, the next best charges by
// its chargeWorth (or the next best moves by its bestMove ranking) and ending the
// half-phase are each played out (engine/search.ts) with the steady bot on both sides,
// the dice drawn from the bot's own stream, to the end of the current turn's Combat
// Phase (or the game's end); in the playouts neither side makes further approach or
// tactical moves (they cost most; cheap straight moves measured worse, playoutPolicy).
// The end of a playout is judged as A.6 judges a battle:
// the difference of the two armies' loss ratios (a win or a loss is ±100000), with a
// quarter share each for DPs short of a break and for the steady bot's own reading of
// where the units stand; another choice overrules the steady one only when it judges
// better by MARGIN ratio points on average. Ending the tactical half is weighed only when the steady bot
// would end it: against a short horizon, standing still always looks safe (measured:
// with it, 11-12-17 against steady in 40 games; without, 10-18-12). Everywhere else it
// plays as the steady bot, so a decision costs little more than a steady one.
// Session 15 tried playouts to the end of the next turn (budget 1200): 1 win, 3 losses in
// 4 games against steady at 990 ms a decision on average (a loaded machine), so the
// horizon stays one turn (HORIZON_TURNS).
// Session 17 measured the playouts' noise (40 decisions of a steady game, 16 playouts
// each, the same dice for every candidate): a candidate's score less the steady one's
// spreads by 3 to 10 ratio points from one playout to the next, while the true gaps are
// mostly under 2; of 11 choices that 3 playouts would have overruled (2 points better),
// 3 were no better over 16. So it weighs fewer alternatives (OTHERS) on more playouts.
// It also weighs the steady bot's line relief (MOR-07), as civbelBot does: before, its
// first candidate was the best move only, and a strong Legion never relieved its lines.
// Tried and dropped (40-game samples against steady, seed 1, each cut short by a loaded
// machine): a bonus at the playout's end for standing 10 points ahead or behind (A.6's
// minor-victory margin) as the turn limit nears, 6-8-9 after 23 games; playouts that
// make the rest of the half's moves as the steady bot plans them (each unit's best move)
// with the alternatives of the steady choice's own unit, 4-5-7 after 16 games.
// Measured with this search: 100 games against steady, seed 1, 26 wins, 41 draws, 33
// losses (not better than steady; README).
import type { RuleSystem, Seat } from '../../engine/contract';
import type { BotRandom } from '../../engine/draws';
import { searchChoice, type SearchHooks } from '../../engine/search';
import { legalActions, type CivAction } from './actions';
import { chargeScores, civbelBot, goodCharges, pickBest, reliefScores, standing, tacticalScores } from './bot';
import { lossLead } from './bot-close';
import type { CivGame } from './game';
import { startPointsMap } from './half-phases';
import { capacity } from './morale';

/** Playouts per candidate, and the actions all of one decision's playouts may apply. */
const PLAYOUTS = 8, BUDGET = 800;
/** Turns a playout runs: 1 to the end of this turn's Combat Phase, 2 to the end of the next. */
export const HORIZON_TURNS = 1;
/** How much better (A.6 ratio points, on average) another choice must judge than the
 *  steady one to overrule it: the playouts' luck is not a reason. */
export const MARGIN = 2;
/** Alternatives weighed besides the steady choice and "done". */
const OTHERS = 1;
/** A.6's margin reading: a loss-ratio point against the ±100000 of a result. */
const WIN = 100000;
/** DPs short of a break count a quarter of a loss (a share of the steady bot's DP_SHARE). */
const WEAR_SHARE = 0.25;
/** The steady bot's position reading counts a small share beside the ratios. */
const READING_SHARE = 0.25;

/** How good the position is for `seat` (A.6): the enemy's loss ratio less its own, in
 *  points of percent; a decided battle is ±100000. */
export function civbelValue(s: CivGame, seat: Seat): number {
  if (s.result) return s.result.winner === seat ? WIN : s.result.winner === null ? 0 : -WIN;
  const foe: Seat = seat === 0 ? 1 : 0;
  return lossLead(s, seat) + WEAR_SHARE * (wear(s, foe) - wear(s, seat)) + READING_SHARE * (reading(s, seat) - reading(s, foe));
}

/** The steady bot's reading of where a side's units stand (bot.ts standing: the charges
 *  each has and faces, its volleys, how near it has closed), as a percent of the side's
 *  starting points, like A.6's loss ratio. */
export function reading(s: CivGame, side: Seat): number {
  const sp = startPointsMap(s);
  let total = 0, v = 0;
  for (const u of s.units) {
    if (u.side !== side) continue;
    total += sp.get(u.id) ?? 0;
    if (!u.destroyed && !u.status.routing) v += standing(s, u);
  }
  return total > 0 ? (100 * v) / total : 0;
}

/** The steady bot's reading of DPs short of a break (bot.ts meleeWorth): each unit still
 *  standing counts its DPs over its capacity times its starting points, as a percent of
 *  the army's starting points, like A.6's loss ratio. */
export function wear(s: CivGame, side: Seat): number {
  const sp = startPointsMap(s);
  let total = 0, worn = 0;
  for (const u of s.units) {
    if (u.side !== side) continue;
    const p = sp.get(u.id) ?? 0;
    total += p;
    if (u.destroyed || u.status.routing || !u.dps) continue;
    const cap = Math.max(1, capacity(u));
    worn += (p * Math.min(u.dps, cap)) / cap;
  }
  return total > 0 ? (100 * worn) / total : 0;
}

/** The actions the strong bot weighs, the steady choice first, all distinct (exported
 *  for its tests). Outside the charges and tactical half-phases: the steady choice only. */
export function strongCandidates(s: CivGame, seat: Seat, rnd: BotRandom): CivAction[] {
  if (seat !== s.active || (s.phase !== 'charges' && s.phase !== 'tactical')) return [civbelBot(s, seat, rnd)];
  const offered = legalActions(s, seat);
  // The tactical half's choices as civbelBot scores them: the moves, then MOR-07's line reliefs.
  const legal = s.phase === 'charges' ? chargeScores(s, offered) : [...tacticalScores(s, seat, offered), ...reliefScores(s, offered)];
  if (!legal.length) return [civbelBot(s, seat, rnd)];
  const done: CivAction = { k: 'done' };
  // The steady choice, as civbelBot makes it from the same scores.
  const kept = s.phase === 'charges' ? goodCharges(s, seat, legal) : legal.filter((x) => x.v > 0.01);
  const steady = kept.length ? pickBest(kept, rnd) : done;
  const out: CivAction[] = [steady];
  const key = (a: CivAction) => JSON.stringify(a);
  const add = (a: CivAction) => { if (!out.some((b) => key(b) === key(a))) out.push(a); };
  const ranked = legal.map((x, i) => ({ ...x, i })).sort((a, b) => b.v - a.v || a.i - b.i);
  for (const x of ranked) { if (out.length > OTHERS) break; add(x.a); }
  if (s.phase === 'charges' || steady.k === 'done') add(done);
  return out;
}

/** How the playouts play: no further approach or tactical moves (a tactical half of steady
 *  moves costs a hundred charge declarations), the steady bot's answers to all else.
 *  Session 15 tried cheap moves here (each unit with an enemy in its front marching or
 *  advancing straight at it): 0 wins, 5 draws, 4 losses in 9 games against steady, so
 *  the playouts stand still again. */
export function playoutPolicy(s: CivGame, seat: Seat, rnd: BotRandom): CivAction {
  if ((s.phase === 'tactical' || s.phase === 'approach') && seat === s.active) return { k: 'done' };
  return civbelBot(s, seat, rnd);
}

/** Where a playout stops: at the end of the next turn (the turn after it begins: a unit
 *  that must step back or wheel this turn charges in the next), or when the battle ends. */
export function playoutEnds(start: CivGame, now: CivGame, n: number): boolean {
  return n > 0 && (!!now.result || now.phase === 'over' || now.turn > start.turn + HORIZON_TURNS - 1);
}

export function strongCivbel(sys: RuleSystem<CivGame, CivAction>, s: CivGame, seat: Seat, rnd: BotRandom): CivAction {
  const hooks: SearchHooks<CivGame, CivAction> = {
    candidates: strongCandidates,
    steady: playoutPolicy,
    evaluate: civbelValue,
    horizon: playoutEnds,
    playouts: PLAYOUTS,
    // Actions applied in all playouts of one decision (3 candidates × 8 playouts × 33).
    budget: BUDGET,
    margin: MARGIN,
  };
  return searchChoice(sys, s, seat, rnd, hooks);
}
