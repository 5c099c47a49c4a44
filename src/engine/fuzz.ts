// Fuzzing with bots: whole games through the real packet path (chain, commits,
// reveals, dice modes, state hashes) without signatures, which are checked by
// their own tests. After every action the rule system's invariants are checked;
// at the end the whole log is replayed and must reproduce every state hash.
import type { GameConfig, RuleSystem, Seat } from './contract';
import { botAction } from './bot';
import { BotRandom } from './draws';
import { hmacSha256, tag, toB64, u32 } from './bytes';
import { replay, type Game, type Progress } from './game';
import { commitOf, gameIdOf, packetId, type DiceMode, type Header } from './packet';
import { Turn, answerCut } from './turn';
import { stateHash } from './canonical';

export interface FuzzStats { games: number; finished: number; packets: number; actions: number; invariantChecks: number; turns: number; /** Packets that opened with a cut (hidden units uncovered). */ cuts?: number }
export interface FuzzFailure { seed: number; diceMode: DiceMode; message: string }

const KEY = 'BA' + 'A'.repeat(85); // a well-formed (65-byte, 0x04-led) stand-in public key: signatures are not checked here
const SIG = 'A'.repeat(86);

function secret(seed: number, who: number, k: number): string {
  return toB64(hmacSha256(u32(seed), tag('fuzz/secret'), u32(who), u32(k)));
}

// The protocol is part of the game id, which seeds the dice: fuzzing stays on
// protocol 1 (the protocols differ only in signatures, which fuzzing does not make)
// so that a seed keeps naming the same game.
const FUZZ_PROTOCOL = 1;

/** Plays one game; returns the hash of its final state (`tessera fuzz --hashes`: a faster
 *  rules core must give the same games). */
export function fuzzGame<S, A>(sys: RuleSystem<S, A>, config: GameConfig, diceMode: DiceMode, seed: number, stats: FuzzStats, maxPackets = 4000): string {
  const rnd = new BotRandom(seed * 7919 + 17);
  const header: Header = {
    protocol: FUZZ_PROTOCOL, system: sys.id, rulesVersion: sys.rulesVersion, options: { ...config.options, scenario: config.scenario },
    diceMode, seat: (seed & 1) as Seat, publicKey: KEY, name: 'A', lang: 'en', seatNonce: toB64(hmacSha256(u32(seed), tag('fuzz/nonce')).subarray(0, 16)), commit: commitOf(secret(seed, 0, 0)), signature: SIG,
  };
  const game: Game = { header, packets: [] };
  let progress: Progress<S> = replay(sys, game);
  const gameId = gameIdOf(header);
  for (let n = 1; n <= maxPackets; n++) {
    if (progress.waiting.kind === 'over' && !progress.pending) break;
    const who = n % 2;
    const reveal = n === 1 ? secret(seed, 1, 0) : secret(seed, who, n - 2);
    const join = n === 1 ? { publicKey: KEY, name: 'B', lang: 'fr', seatNonce: header.seatNonce } : undefined;
    const turn = new Turn(sys, game, progress, reveal, secret(seed, who, n), join);
    let guard = 0;
    if (answerCut(sys, turn)) { stats.actions += turn.actions.length; stats.cuts = (stats.cuts ?? 0) + 1; }
    while (!turn.complete()) {
      if (++guard > 100000) throw new Error(`packet ${n} never ends`);
      turn.play(botAction(sys, turn.state, turn.seat, rnd, rnd.below(4) === 0 ? 'random' : 'best'));
      stats.actions++;
      if (sys.invariants) {
        const bad = sys.invariants(turn.state);
        stats.invariantChecks++;
        if (bad.length) throw new Error(`invariant broken after packet ${n} action ${turn.actions.length}: ${bad.join('; ')}`);
      }
    }
    const p = turn.unsigned();
    p.signature = SIG;
    game.packets.push(p);
    stats.packets++;
    progress = { gameId, ids: [...progress.ids, packetId(p)], state: turn.state, waiting: turn.waiting(), pending: turn.pending, log: [], before: turn.ownStart };
  }
  // The log must replay to the same hashes (replay throws state-mismatch otherwise).
  const again = replay(sys, game);
  stats.games++;
  if (again.waiting.kind === 'over') stats.finished++;
  if (sys.turnNumber) stats.turns += sys.turnNumber(again.state);
  return stateHash(again.state);
}

/** A configuration players could choose, drawn from the seed: every option at its
 *  default half the time, otherwise at one of its choices, plus the rule system's own
 *  extras (armies...). One the rule system refuses falls back to the defaults. */
export function sampleConfig<S, A>(sys: RuleSystem<S, A>, seed: number): GameConfig {
  const rnd = new BotRandom(seed * 104729 + 3);
  const options: GameConfig['options'] = {};
  for (const o of sys.options) options[o.id] = rnd.below(2) === 0 ? o.default : rnd.pick(o.choices).value;
  const config: GameConfig = { scenario: rnd.pick(sys.scenarios).id, options: { ...options, ...(sys.sampleExtras ? sys.sampleExtras(rnd) : {}) } };
  if (sys.validateConfig(config) === null) return config;
  const defaults: GameConfig['options'] = {};
  for (const o of sys.options) defaults[o.id] = o.default;
  return { scenario: sys.scenarios[0].id, options: defaults };
}

export function fuzz<S, A>(sys: RuleSystem<S, A>, config: GameConfig | 'sampled', games: number, firstSeed = 1): { stats: FuzzStats; failures: FuzzFailure[]; hashes: string[] } {
  const stats: FuzzStats = { games: 0, finished: 0, packets: 0, actions: 0, invariantChecks: 0, turns: 0 };
  const failures: FuzzFailure[] = [];
  const hashes: string[] = [];
  const modes: DiceMode[] = ['instant', 'sealed', 'local'];
  for (let i = 0; i < games; i++) {
    const seed = firstSeed + i;
    const mode = modes[seed % 3]; // from the seed, so one game can be replayed alone
    try {
      hashes.push(`${seed} ${fuzzGame(sys, config === 'sampled' ? sampleConfig(sys, seed) : config, mode, seed, stats)}`);
    } catch (e) {
      failures.push({ seed, diceMode: mode, message: (e as Error).message });
    }
  }
  return { stats, failures, hashes };
}
