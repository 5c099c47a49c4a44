// Everything that arrives: a link, pasted text or a file. Each is parsed, then
// verified in full against the stored game before anything is written; on any
// failure the store is left as it was.
import { authorOf, joinerSeat, type Game } from '../engine/game';
import { parseInput } from '../engine/link';
import { gameIdOf, headerFromWire, headerToWire, type Header } from '../engine/packet';
import { ForkError, verifyGame } from '../engine/verify';
import { VerifyError } from '../engine/errors';
import type { Seat } from '../engine/contract';
import { Live, encodePackets, errorInfo, forkEvidence, newRecord, summarize, type ErrorInfo, type Sys } from './logic';
import { withGameLock } from './one-writer';
import { commitGame, getDraft, getGame, identityFor, insertGame, listIdentities, patchGame, storeProblem, StoreError, type DB, type GameRecord, type StoreProblem } from './store';

export type InboxResult =
  | { kind: 'invitation'; header: Header; sys: Sys }
  | { kind: 'own-invitation'; id: string }
  | { kind: 'known-invitation'; id: string }
  | { kind: 'accepted'; id: string; added: number; from: number; name: string }
  | { kind: 'duplicate'; id: string }
  | { kind: 'imported'; id: string }
  /** Another player's acceptance of an invitation already accepted (creator's side): nobody's fault. */
  | { kind: 'second-join'; id: string; name: string; other: string }
  /** The creator took another acceptance (the late joiner's side): this game cannot go on. */
  | { kind: 'taken'; id: string; creator: string }
  /** This device signed two versions of a packet; the opponent's copy could not be followed. */
  | { kind: 'own-fork'; id: string; seq: number; name: string }
  /** This device signed two versions; the game now follows the whole game file received. */
  | { kind: 'own-fork-adopted'; id: string; seq: number; name: string }
  /** Valid, but not stored: the storage failed (nothing changed). */
  | { kind: 'storage'; problem: StoreProblem; id?: string }
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
  let whole: Game | null = null;
  try {
    const parsed = parseInput(text);
    if (parsed.kind === 'header') return await invitation(d, parsed.header, load);
    if (parsed.kind === 'packet') {
      const id = parsed.packet.gameId;
      // Under the game's lock: another tab cannot store this game between our read and write.
      return await withGameLock(id, () => settle(async () => {
        rec = await getGame(d, id);
        if (!rec) return { kind: 'error', info: { code: 'unknown-game' }, raw: text };
        return addPackets(d, rec, [parsed.packet], load, now);
      }));
    }
    const g = parsed.game;
    whole = g;
    const id = gameIdOf(g.header);
    return await withGameLock(id, () => settle(async () => {
      rec = await getGame(d, id);
      if (rec) {
        if (JSON.stringify(rec.header) !== JSON.stringify(headerToWire(g.header))) throw new VerifyError('wrong-game', 'this file belongs to another game');
        return addPackets(d, rec, g.packets, load, now);
      }
      if (g.packets.length === 0) return invitation(d, g.header, load);
      return importNew(d, g, load, now);
    }));
  } catch (e) {
    const problem = storeProblem(e);
    if (problem) return { kind: 'storage', problem, id: rec?.id };
    if (rec) {
      try {
        const told = await explain(d, rec, e, whole, load, now);
        if (told) return told;
      } catch (e2) {
        const p2 = storeProblem(e2);
        if (p2) return { kind: 'storage', problem: p2, id: rec.id };
      }
    }
    return { kind: 'error', info: errorInfo(e), id: rec?.id, name: rec ? opponentName(rec) : undefined, raw: text };
  }
}

/** Runs a read-check-write step again when another tab stored the game meanwhile
 *  (possible only where Web Locks are missing): the second run reads the new copy. */
async function settle<T>(step: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await step();
    } catch (e) {
      if (!(e instanceof StoreError && e.problem === 'stale') || i >= 2) throw e;
    }
  }
}

/** What a refusal means when it is nobody's bad faith: a second acceptance, an
 *  invitation taken by someone else, or two versions signed by this very device. */
async function explain(d: DB, rec: GameRecord, e: unknown, whole: Game | null, load: Loader, now: number): Promise<InboxResult | null> {
  const name = opponentName(rec) ?? '';
  const creator = rec.summary.names[rec.header[5] as Seat] ?? '';
  const iJoined = rec.mySeats.length === 1 && rec.mySeats[0] !== (rec.header[5] as Seat);
  if (e instanceof ForkError && e.ours.seq === 1 && e.ours.join?.publicKey !== e.theirs.join?.publicKey) {
    // Two acceptances, each signed by its own key: no one signed two versions of anything.
    if (iJoined && e.ours.join?.publicKey === rec.identity) return taken(d, rec, creator);
    return { kind: 'second-join', id: rec.id, name: e.ours.join?.name ?? name, other: e.theirs.join?.name ?? '?' };
  }
  if (e instanceof VerifyError && e.code === 'bad-prev' && e.seq === 2 && iJoined && rec.packets.length >= 1) {
    // The creator's turn 2 (validly signed: signatures are checked before the chain)
    // follows another acceptance than ours.
    return taken(d, rec, creator);
  }
  if (e instanceof ForkError) {
    const seat = authorOf(headerFromWire(rec.header), e.theirs.seq);
    if (rec.mySeats.includes(seat)) {
      if (whole && rec.mySeats.length === 1) {
        const adopted = await adoptTheirs(d, rec, whole, e.theirs.seq, load, now);
        if (adopted) return { kind: 'own-fork-adopted', id: rec.id, seq: e.theirs.seq, name };
      }
      await patchGame(d, rec.id, (g) => ({ ...g, fork: { ...forkEvidence(e), own: true } }));
      return { kind: 'own-fork', id: rec.id, seq: e.theirs.seq, name };
    }
    await patchGame(d, rec.id, (g) => ({ ...g, fork: forkEvidence(e) }));
  }
  return null;
}

async function taken(d: DB, rec: GameRecord, creator: string): Promise<InboxResult> {
  await patchGame(d, rec.id, (g) => ({ ...g, taken: { by: creator } }));
  return { kind: 'taken', id: rec.id, creator };
}

/** This device signed two versions of one of its own packets, and a whole game file holds
 *  the other one: when the file verifies in full and nothing stored here was built by the
 *  opponent on our version, the game follows the file (the copy the opponent holds). */
async function adoptTheirs(d: DB, rec: GameRecord, g: Game, seq: number, load: Loader, now: number): Promise<boolean> {
  const mine = rec.mySeats[0];
  const header = headerFromWire(rec.header);
  for (let n = seq + 1; n <= rec.packets.length; n++) if (authorOf(header, n) !== mine) return false;
  const sys = await load(rec.system);
  if (!sys) return false;
  let progress;
  try { progress = await verifyGame(sys, g); } catch { return false; }
  const game = { header, packets: g.packets };
  await commitGame(d, rec.packets, {
    ...rec,
    ...encodePackets(game),
    lastSeen: Math.min(rec.lastSeen, seq - 1),
    updated: now,
    lastMove: now,
    summary: summarize(sys, game, progress),
    fork: undefined,
  }, null);
  return true;
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
  // A fork's evidence stays; ours-only marks of a fork that this history replaced go.
  await commitGame(d, rec.packets, { ...live.rec, fork: rec.fork && !rec.fork.own ? rec.fork : undefined }, null);
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
  await insertGame(d, rec, null);
  return { kind: 'imported', id: rec.id };
}
