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
import type { RuleSystem, Seat } from '../../engine/contract';
import { searchChoice, type SearchHooks } from '../../engine/search';
import type { BotRandom } from '../../engine/draws';
import type { CdbAction } from './actions';
import { cdbBot, positionValue, rankedMoves, restraintWanted, steadyMoveChoice } from './bot';
import { armyLedger } from './demoralisation';
import { gridOf } from './grid';
import type { CdbState } from './state';

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
  // Every candidate move is the steady bot's (rankedMoves, escapeMove): none takes a general into
  // a contact he would leave at once, the enemy turned to face him included (generalIntoLosingContact, 6.3, 11.1).
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
