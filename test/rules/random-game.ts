// One random game through a rule system's own interface (legalActions, check, apply) with
// seeded dice: after every action the idle seat has nothing to do, the code round-trips,
// check accepts what legalActions listed, the invariants hold and the state hashes (plain
// integer data only, or stateHash throws). Systems not yet registered (no packets, no
// fuzz) are played this way in their tests.
import { expect } from 'vitest';
import { sha256, utf8 } from '../../src/engine/bytes';
import type { Ctx, LogEvent, RuleSystem } from '../../src/engine/contract';
import { BotRandom, DrawStream } from '../../src/engine/draws';
import { randomAction } from '../../src/engine/bot';
import { stateHash } from '../../src/engine/canonical';

export interface RandomGame<S> { actions: number; events: LogEvent[]; last: S; kinds: Record<string, number>; hashes: string[] }

/** `pick` chooses each action (the platform's random bot unless given, e.g. a system's own bot). */
export function playRandomGame<S, A extends { k: string }>(sys: RuleSystem<S, A>, start: S, seed: number, maxActions: number,
  pick: (s: S, seat: 0 | 1, rnd: BotRandom) => A = (s, seat, rnd) => randomAction(sys, s, seat, rnd)): RandomGame<S> {
  let s = start;
  const dice = new DrawStream(sha256(utf8(`${sys.id} game ${seed}`)));
  const rnd = new BotRandom(seed);
  const events: LogEvent[] = [];
  const ctx: Ctx = { dice, log: (e) => events.push(e) };
  const kinds: Record<string, number> = {};
  const hashes: string[] = [];
  let n = 0;
  for (; n < maxActions; n++) {
    const w = sys.waitingFor(s);
    if (w.kind === 'over') break;
    expect(sys.legalActions(s, (1 - w.seat) as 0 | 1)).toEqual([]);
    const a = pick(s, w.seat, rnd);
    expect(sys.decodeAction(sys.encodeAction(a))).toEqual(a);
    expect(sys.check(s, w.seat, a)).toBeNull();
    kinds[a.k] = (kinds[a.k] ?? 0) + 1;
    s = sys.apply(s, w.seat, a, ctx);
    expect(sys.invariants!(s), `seed ${seed}, action ${n}`).toEqual([]);
    hashes.push(stateHash(s));
  }
  return { actions: n, events, last: s, kinds, hashes };
}
