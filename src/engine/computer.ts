// The computer opponent's turn as a packet: composed as selfplay composes one (startTurn,
// the bot's actions one decision at a time, signTurn), with the secrets of the computer's
// own identity. Thinking is pure and synchronous (the app runs it in a Web Worker, the
// bench in Node); signing needs the private key and runs apart.
import { fromB64, hmacSha256, tag, toB64 } from './bytes';
import { chooseAction, type BotLevel } from './bot';
import type { Lang, RuleSystem } from './contract';
import { BotRandom } from './draws';
import { cutOf, type Game, type Progress } from './game';
import type { Identity } from './identity';
import { appendOwn, signTurn, startTurn } from './session';
import { answerCut } from './turn';

type Sys = RuleSystem<any, any>;

/** The level a new game against the computer starts at. */
export const DEFAULT_LEVEL: BotLevel = 'steady';

/** What thinking needs of the computer's identity: never its private key. */
export interface ThinkingIdentity { publicKey: string; masterSeed: string }

/** The computer's join: its name, language, and a nonce fixed by its secret and the game. */
export interface JoinAs { name: string; lang: Lang }

function seedBytes(masterSeed: string, label: string, ...parts: Uint8Array[]): Uint8Array {
  const k = fromB64(masterSeed);
  if (!k) throw new Error('the computer identity has no seed');
  return hmacSha256(k, tag('computer/' + label), ...parts);
}

/** The bot's random stream for the packet that follows `prevId` (the position's id):
 *  the same identity in the same position always thinks the same way. */
export function botRandom(masterSeed: string, prevId: string): BotRandom {
  const h = seedBytes(masterSeed, 'bot', fromB64(prevId) ?? new Uint8Array(0));
  return new BotRandom(((h[0] << 24) | (h[1] << 16) | (h[2] << 8) | h[3]) >>> 0);
}

/** The computer's seat nonce in a game (so a retried join signs the same packet). */
export function joinNonce(masterSeed: string, gameId: string): string {
  return toB64(seedBytes(masterSeed, 'nonce', fromB64(gameId) ?? new Uint8Array(0)).subarray(0, 16));
}

function joinInfo(comp: ThinkingIdentity, game: Game, progress: Progress, join: JoinAs | undefined) {
  if (game.packets.length > 0) return undefined;
  if (!join) throw new Error('the computer joins with a name');
  return { ...join, seatNonce: joinNonce(comp.masterSeed, progress.gameId) };
}

/** Plays the computer's whole packet: the action codes, one decision at a time
 *  (`onDecision` counts them). Pure and synchronous: the worker runs it. The bot is
 *  given the position as the engine gives it to that seat, and its own random stream. */
export function thinkTurn(
  sys: Sys, game: Game, progress: Progress, comp: ThinkingIdentity, level: BotLevel,
  join?: JoinAs, onDecision?: (n: number) => void,
): number[][] {
  const id = { publicKey: comp.publicKey, masterSeed: comp.masterSeed } as Identity;
  const turn = startTurn(sys, id, game, progress, joinInfo(comp, game, progress, join));
  const rnd = botRandom(comp.masterSeed, progress.ids[game.packets.length]);
  let guard = 0;
  answerCut(sys, turn);
  while (!turn.complete()) {
    if (++guard > 100000) throw new Error(`${sys.id}: the computer's turn never ends`);
    turn.play(chooseAction(sys, turn.state, turn.seat, rnd, level));
    onDecision?.(turn.actions.length);
  }
  return turn.actions.map((a) => a.slice());
}

/** Signs the packet of the actions thought, checking they make a complete turn. */
export async function signComputerTurn(sys: Sys, game: Game, progress: Progress, comp: Identity, actions: number[][], join?: JoinAs) {
  const turn = startTurn(sys, comp, game, progress, joinInfo(comp, game, progress, join));
  let cuts = 0; // a packet that reveals what the opponent's last one uncovered opens with its cut
  while (cuts < actions.length && cutOf(sys, actions[cuts]) !== undefined) cuts++;
  if (cuts) turn.playCut(actions.slice(0, cuts).map((c) => sys.decodeAction(c)));
  for (const code of actions.slice(cuts)) turn.play(sys.decodeAction(code));
  if (!turn.complete()) throw new Error('the computer\'s turn stopped before its end');
  const packet = await signTurn(comp, turn);
  return { packet, ...appendOwn(sys, game, packet, progress) };
}

