// Fuzz: bot games checking geometric invariants after every action (no overlaps,
// nothing off the table, contacts conformed, PIP accounting: dba.invariants, the same
// function the engine's packet fuzz calls). DBA_FUZZ_GAMES sets N.
import { describe, expect, it } from 'vitest';
import { BotRandom, DrawStream } from '../../../src/engine/draws';
import { canonicalState } from '../../../src/engine/canonical';
import { dba, type DbaState } from '../../../src/rules/dba';
import { moveCandidates } from '../../../src/rules/dba/candidates';
import type { DbaAction } from '../../../src/rules/dba/actions';

const ARMIES: Record<string, string | number | string[]>[] = [
  { army0: 'I/24b', army1: 'I/26a', cf1: 1 },
  { army0: 'I/26b', army1: 'I/26a', choices0: ['4Wb', '4Pk'] },
  { army0: 'I/24a', army1: 'I/24a', choices1: ['2Ps'], cf0: 1 },
  { army0: 'free', free0: ['3Kn', '3Kn', '3Cv', '2LH', '2LH', '4Bw', '4Bw', '4Ax', '4Bd', '4Bd', '2Ps', 'El'], topo0: 'STEPPE', ag0: 3, army1: 'I/24b' },
];

const N = Number(process.env.DBA_FUZZ_GAMES ?? 100);

/** A uniformly random legal action: the full legalActions list at the start of each
 *  movement phase, then rejection sampling over the representative candidates. */
function randomLegal(s: DbaState, seat: 0 | 1, rnd: BotRandom): DbaAction {
  if (s.phase !== 'move') return rnd.pick(dba.legalActions(s, seat));
  if (rnd.below(10) === 0 || s.landing[seat].length) return rnd.pick(dba.legalActions(s, seat));
  const c = moveCandidates(s, seat);
  for (let i = 0; i < 12 && c.length; i++) {
    const a = rnd.pick(c);
    if (dba.check(s, seat, a) === null) return a;
  }
  return { k: 'endMove' };
}

export function playGame(seed: number, configOpts: Record<string, string | number | string[]> = {}, maxActions = 6000) {
  const key = new Uint8Array(32); key[0] = seed & 255; key[1] = (seed >> 8) & 255;
  const dice = new DrawStream(key);
  const rnd = new BotRandom(seed + 1);
  // pur01: the invariants then check pursuit touches against the state's record (DBA PUR-01, INTERP-19).
  const cfg = { scenario: 'battle', options: { maxBounds: 20, pur01: 'record', ...ARMIES[(seed >> 1) % ARMIES.length], ...configOpts } };
  expect(dba.validateConfig(cfg)).toBeNull();
  let s = dba.setup(cfg);
  const counts = { actions: 0, moves: 0, contacts: 0, combats: 0, shots: 0, destroyed: 0, bounds: 0 };
  const evCount: Record<string, number> = {};
  for (let n = 0; n < maxActions; n++) {
    const w = dba.waitingFor(s);
    if (w.kind === 'over') return { s, counts, over: true, winner: w.winner, evCount };
    const a = seed % 2 === 0 ? dba.bot!(s, w.seat, rnd) : randomLegal(s, w.seat, rnd);
    const code = dba.encodeAction(a);
    expect(dba.encodeAction(dba.decodeAction(code))).toEqual(code);
    expect(dba.check(s, w.seat, a)).toBeNull();
    const before = s.pips;
    const events: string[] = [];
    s = dba.apply(s, w.seat, a, { dice, log(e) { events.push(JSON.stringify(e)); evCount[e.t] = (evCount[e.t] ?? 0) + 1; if (e.t === 'combat') counts.combats++; if (e.t === 'shoot') counts.shots++; if (e.t === 'destroyed') counts.destroyed++; } });
    canonicalState(s);
    counts.actions++;
    if (a.k === 'move' || a.k === 'group') counts.moves++;
    if (a.k === 'contact') counts.contacts++;
    if (a.k === 'endBound') counts.bounds++;
    if ((a.k === 'move' || a.k === 'contact' || a.k === 'group' || a.k === 'breakOff') && !(s.pips < before)) throw new Error('a tactical move cost no PIP');
    // DBA MOV-02, CON-02, PIP-01, PUR-01: the rule system's own invariants (src/rules/dba/invariants.ts).
    const bad = dba.invariants!(s).join('; ');
    if (bad) throw new Error(`seed ${seed}, action ${n} ${JSON.stringify(a)}: ${bad}\n${events.join('\n')}`);
  }
  return { s, counts, over: false, winner: null, evCount };
}

describe('DBA fuzz', () => {
  it(`plays ${N} bot games with geometric invariants after every action`, { timeout: 900_000 }, () => {
    const events: Record<string, number> = {};
    const tot = { games: 0, finished: 0, decisive: 0, actions: 0, moves: 0, contacts: 0, combats: 0, shots: 0, destroyed: 0, bounds: 0 };
    for (let g = 0; g < N; g++) {
      const r = playGame(g + 1);
      tot.games++;
      if (r.over) tot.finished++;
      if (r.winner !== null) tot.decisive++;
      for (const k of Object.keys(r.counts) as (keyof typeof r.counts)[]) tot[k] += r.counts[k];
      for (const [k, v] of Object.entries(r.evCount)) events[k] = (events[k] ?? 0) + v;
    }
    console.log('DBA fuzz', JSON.stringify(tot));
    console.log('DBA fuzz events', JSON.stringify(events));
    expect(tot.finished).toBe(N);
  });
});
