// A game against the computer, the app's side: the computer's seat is a second identity
// kept on this device, its turns ordinary signed packets (engine/computer.ts thinks and
// signs them, in a Web Worker for the thinking); here they are stored under the game's lock.
import type { BotLevel } from '../engine/bot';
import { DEFAULT_LEVEL, signComputerTurn, type JoinAs } from '../engine/computer';
import type { Lang, Seat } from '../engine/contract';
import { replay, type Game, type Progress } from '../engine/game';
import type { Identity } from '../engine/identity';
import { gameIdOf } from '../engine/packet';
import { createGame, decodeGame, encodePackets, nextAuthor, summarize, type NewGameChoice, type Sys } from './logic';

export type { JoinAs };
import { withGameLock } from './one-writer';
import { commitGame, getGame, samePackets, storageErased, StoreError, type DB, type GameRecord } from './store';

export const BOT_LEVELS: BotLevel[] = ['steady', 'strong', 'random'];
export { DEFAULT_LEVEL };

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

/** Whether the computer writes the game's next packet. */
export function computerToMove(rec: GameRecord, game: Game, progress: Progress): boolean {
  return !!rec.solo && nextAuthor(game, progress) === rec.solo.seat;
}

/** Stores the computer's turn, under the game's lock, only if the stored game is still
 *  the one it was thought from (another tab may have stored it first: 'stale'). The
 *  player has not seen it yet: `lastSeen` stays, so the game opens on its replay. */
export function storeComputerTurn(d: DB, sys: Sys, base: GameRecord, comp: Identity, actions: number[][], join?: JoinAs, known?: Progress, now = Date.now()): Promise<GameRecord> {
  return withGameLock(base.id, async () => {
    const stored = await getGame(d, base.id);
    if (!stored) throw new StoreError(storageErased.value ? 'erased' : 'gone');
    if (!samePackets(stored.packets, base.packets)) throw new StoreError('stale');
    const game = decodeGame(stored);
    // The stored game is the base: its progress, when given, need not be replayed again.
    const progress = known && known.ids.length === game.packets.length + 1 ? known : replay(sys, game);
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
