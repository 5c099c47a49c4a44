// Everything that arrives: a link, pasted text or a file. Each is parsed, then
// verified in full against the stored game before anything is written; on any
// failure the store is left as it was.
import { joinerSeat, type Game } from '../engine/game';
import { parseInput } from '../engine/link';
import { gameIdOf, headerToWire, type Header } from '../engine/packet';
import { ForkError, verifyGame } from '../engine/verify';
import { VerifyError } from '../engine/errors';
import type { Seat } from '../engine/contract';
import { Live, errorInfo, forkEvidence, newRecord, type ErrorInfo, type Sys } from './logic';
import { getDraft, getGame, identityFor, listIdentities, putGame, type DB, type GameRecord } from './store';

export type InboxResult =
  | { kind: 'invitation'; header: Header; sys: Sys }
  | { kind: 'own-invitation'; id: string }
  | { kind: 'known-invitation'; id: string }
  | { kind: 'accepted'; id: string; added: number; from: number; name: string }
  | { kind: 'duplicate'; id: string }
  | { kind: 'imported'; id: string }
  | { kind: 'error'; info: ErrorInfo; id?: string; name?: string; raw: string };

export type Loader = (id: string) => Promise<Sys | null>;

/** The opponent's name as seen from this record (for error sentences). */
export function opponentName(rec: GameRecord): string | undefined {
  const names = rec.summary.names;
  if (rec.mySeats.length !== 1) return undefined;
  return names[1 - rec.mySeats[0]] ?? undefined;
}

export async function handleInput(d: DB, text: string, load: Loader, now = Date.now()): Promise<InboxResult> {
  let rec: GameRecord | undefined;
  try {
    const parsed = parseInput(text);
    if (parsed.kind === 'header') return await invitation(d, parsed.header, load);
    if (parsed.kind === 'packet') {
      rec = await getGame(d, parsed.packet.gameId);
      if (!rec) return { kind: 'error', info: { code: 'unknown-game' }, raw: text };
      return await addPackets(d, rec, [parsed.packet], load, now);
    }
    const g = parsed.game;
    const id = gameIdOf(g.header);
    rec = await getGame(d, id);
    if (rec) {
      if (JSON.stringify(rec.header) !== JSON.stringify(headerToWire(g.header))) throw new VerifyError('wrong-game', 'this file belongs to another game');
      return await addPackets(d, rec, g.packets, load, now);
    }
    if (g.packets.length === 0) return await invitation(d, g.header, load);
    return await importNew(d, g, load, now);
  } catch (e) {
    if (e instanceof ForkError && rec) {
      await putGame(d, { ...rec, fork: forkEvidence(e) });
    }
    return { kind: 'error', info: errorInfo(e), id: rec?.id, name: rec ? opponentName(rec) : undefined, raw: text };
  }
}

async function invitation(d: DB, header: Header, load: Loader): Promise<InboxResult> {
  const id = gameIdOf(header);
  const rec = await getGame(d, id);
  if (rec) return rec.identity === header.publicKey && rec.mySeats.includes(header.seat) && rec.packets.length === 0 ? { kind: 'own-invitation', id } : { kind: 'known-invitation', id };
  const sys = await load(header.system);
  if (!sys) throw new VerifyError('unknown-system', `this game is played with "${header.system}"`, 0);
  await verifyGame(sys, { header, packets: [] });
  return { kind: 'invitation', header, sys };
}

async function addPackets(d: DB, rec: GameRecord, packets: Game['packets'], load: Loader, now: number): Promise<InboxResult> {
  const sys = await load(rec.system);
  if (!sys) throw new VerifyError('unknown-system', `this game is played with "${rec.system}"`, 0);
  const identity = await identityFor(d, rec.identity);
  const live = Live.open(sys, rec, identity, await getDraft(d, rec.id));
  const r = await live.receive(packets, now);
  if (r.kind === 'duplicate') return { kind: 'duplicate', id: rec.id };
  const { fork: _fork, ...clean } = live.rec;
  await putGame(d, rec.fork ? live.rec : clean, null);
  const name = opponentName(live.rec) ?? '';
  return { kind: 'accepted', id: rec.id, added: r.added, from: r.from, name };
}

/** A whole game not on this device: my seats are those signed by my identities. */
async function importNew(d: DB, g: Game, load: Loader, now: number): Promise<InboxResult> {
  const sys = await load(g.header.system);
  if (!sys) throw new VerifyError('unknown-system', `this game is played with "${g.header.system}"`, 0);
  const progress = await verifyGame(sys, g);
  const mine = new Set((await listIdentities(d)).map((i) => i.publicKey));
  const seats: Seat[] = [];
  let identity = '';
  if (mine.has(g.header.publicKey)) { seats.push(g.header.seat); identity = g.header.publicKey; }
  const jk = g.packets[0]?.join?.publicKey;
  if (jk && mine.has(jk)) { seats.push(joinerSeat(g.header)); identity = jk; }
  seats.sort();
  const rec = newRecord(sys, g, progress, seats, identity, now);
  rec.lastSeen = 0;
  await putGame(d, rec, null);
  return { kind: 'imported', id: rec.id };
}
