// Two "devices" in one process: each its own fake IndexedDB database.
import { botAction } from '../../src/engine/bot';
import { BotRandom } from '../../src/engine/draws';
import { linkFor } from '../../src/engine/link';
import { createIdentity } from '../../src/engine/identity';
import { Live, type Sys } from '../../src/app/logic';
import { ensureIdentity, getDraft, getGame, identityFor, openStore, insertGame, commitGame, type DB } from '../../src/app/store';
import { toy } from '../toy/toy';

export const BASE = 'https://tessera.test/';
export const load = async (id: string): Promise<Sys | null> => (id === 'toy' ? (toy as Sys) : null);

let n = 0;
export async function device(): Promise<DB> {
  const d = await openStore(`device-${process.pid}-${n++}`);
  await ensureIdentity(d, createIdentity);
  return d;
}

export async function openLive(d: DB, id: string): Promise<Live> {
  const rec = (await getGame(d, id))!;
  return Live.open(toy as Sys, rec, await identityFor(d, rec.identity), await getDraft(d, id));
}

/** Plays the device's turn with the bot, finishes and stores it; returns its link. */
export async function playTurn(d: DB, id: string, rnd: BotRandom): Promise<string> {
  const live = await openLive(d, id);
  const turn = live.turn!;
  while (!turn.complete()) turn.play(botAction(toy, turn.state, turn.seat, rnd, 'random'));
  const base = live.rec.packets;
  const p = await live.finish();
  await commitGame(d, base, live.rec, null);
  return linkFor(BASE, p);
}
