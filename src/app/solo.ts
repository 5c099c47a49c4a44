// A game against the computer: the computer's seat is a second identity kept on this
// device, and its turns are ordinary signed packets, composed as selfplay composes
// them (startTurn, the bot's actions, signTurn). Thinking (`thinkTurn`) is pure and
// runs in a Web Worker; signing and storing run here, under the game's lock.
import { fromB64, hmacSha256, tag, toB64 } from '../engine/bytes';
import { chooseAction, type BotLevel } from '../engine/bot';
import type { Lang, Seat } from '../engine/contract';
import { BotRandom } from '../engine/draws';
import { replay, type Game, type Progress } from '../engine/game';
import type { Identity } from '../engine/identity';
import { gameIdOf } from '../engine/packet';
import { appendOwn, signTurn, startTurn } from '../engine/session';
import { createGame, decodeGame, encodePackets, nextAuthor, summarize, type NewGameChoice, type Sys } from './logic';
import { withGameLock } from './one-writer';
import { commitGame, getGame, samePackets, storageErased, StoreError, type DB, type GameRecord } from './store';

export const BOT_LEVELS: BotLevel[] = ['steady', 'strong', 'random'];
export const DEFAULT_LEVEL: BotLevel = 'steady';

/** What a game record says of its computer opponent. */
export interface SoloInfo {
  /** The seat the computer plays. */
  seat: Seat;
  level: BotLevel;
  /** Public key of the computer's identity on this device. */
  identity: string;
  /** The name and language it joins with (fixed at creation: a retried join is the same packet). */
  name: string;
  lang: Lang;
}

/** The computer's join, read from the record. */
export function joinAs(solo: SoloInfo): JoinAs {
  return { name: solo.name, lang: solo.lang };
}

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
  for (const code of actions) turn.play(sys.decodeAction(code));
  if (!turn.complete()) throw new Error('the computer\'s turn stopped before its end');
  const packet = await signTurn(comp, turn);
  return { packet, ...appendOwn(sys, game, packet, progress) };
}

/** Whether the computer writes the game's next packet. */
export function computerToMove(rec: GameRecord, game: Game, progress: Progress): boolean {
  return !!rec.solo && nextAuthor(game, progress) === rec.solo.seat;
}

/** Stores the computer's turn, under the game's lock, only if the stored game is still
 *  the one it was thought from (another tab may have stored it first: 'stale'). The
 *  player has not seen it yet: `lastSeen` stays, so the game opens on its replay. */
export function storeComputerTurn(d: DB, sys: Sys, base: GameRecord, comp: Identity, actions: number[][], join?: JoinAs, now = Date.now()): Promise<GameRecord> {
  return withGameLock(base.id, async () => {
    const stored = await getGame(d, base.id);
    if (!stored) throw new StoreError(storageErased.value ? 'erased' : 'gone');
    if (!samePackets(stored.packets, base.packets)) throw new StoreError('stale');
    const game = decodeGame(stored);
    const progress = replay(sys, game);
    const own = await signComputerTurn(sys, game, progress, comp, actions, join);
    const rec: GameRecord = {
      ...stored,
      ...encodePackets(own.game),
      updated: now,
      lastMove: now,
      summary: summarize(sys, own.game, own.progress),
    };
    return commitGame(d, base.packets, rec);
  });
}

/** A new game against the computer: the player's invitation (instant dice), which
 *  the computer accepts on its first turn. */
export async function createSoloGame(sys: Sys, me: Identity, computer: Identity, c: Omit<NewGameChoice, 'diceMode' | 'otherName'>, level: BotLevel, computerName: string, now = Date.now()) {
  const made = await createGame(sys, me, { ...c, diceMode: 'instant' }, now);
  const rec: GameRecord = { ...made.rec, solo: { seat: (1 - c.seat) as Seat, level, identity: computer.publicKey, name: computerName, lang: c.lang } };
  if (gameIdOf(made.header) !== rec.id) throw new Error('game id mismatch');
  return { rec, header: made.header };
}
