// The app's storage: one IndexedDB database through idb. Versioned schema, with
// migrations written as a fall-through on `oldVersion` (each step runs for every
// version below it). Every import is one transaction.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Identity } from '../engine/identity';
import type { Wire } from '../engine/canonical';
import type { Seat, Text } from '../engine/contract';

export const DB_NAME = 'tessera';
export const DB_VERSION = 2;

/** What the library shows without loading any rule system. */
export interface Summary {
  systemName: Text;
  scenarioName: Text;
  /** The seat that writes the next packet; null when the game is over. */
  next: Seat | null;
  over: boolean;
  result?: Text;
  /** Seat names in the rule system's words. */
  seatNames: [Text, Text];
  /** The players' names per seat (null until the joiner is known). */
  names: [string | null, string | null];
}

export interface GameRecord {
  /** The game id (base64url). */
  id: string;
  system: string;
  /** Packet 0 and the rest as wire arrays, exactly as they travel. */
  header: Wire[];
  packets: Wire[][];
  /** The seats played on this device: one, both (pass-and-play) or none (a copy). */
  mySeats: Seat[];
  /** Public key of the identity that plays my seats. */
  identity: string;
  /** Packets the player has looked at (replay starts after them). */
  lastSeen: number;
  /** Highest own seq handed to a messenger (shared, copied or saved); -1 for none, 0 the invitation. */
  sentUpTo: number;
  archived: boolean;
  created: number;
  updated: number;
  /** When the last packet was added: how long the game has waited. */
  lastMove: number;
  summary: Summary;
  /** A second, different version of a packet that the opponent signed. */
  fork?: { seq: number; theirs: Wire[] };
}

export interface DraftRecord {
  id: string;
  /** The seq of the packet being composed. */
  seq: number;
  actions: number[][];
  /** Packet 1 only: the joiner's name, language and nonce. */
  join?: { name: string; lang: 'en' | 'fr'; seatNonce: string };
  updated: number;
}

export type TextSize = 'normal' | 'large';
export interface Settings { lang?: 'en' | 'fr'; persistAsked?: boolean; text?: TextSize }

interface Schema extends DBSchema {
  games: { key: string; value: GameRecord; indexes: { updated: number } };
  drafts: { key: string; value: DraftRecord };
  identities: { key: string; value: Identity };
  meta: { key: string; value: unknown };
}

export type DB = IDBPDatabase<Schema>;

export function openStore(name = DB_NAME): Promise<DB> {
  return openDB<Schema>(name, DB_VERSION, {
    // A newer version of the app (another tab) wants to upgrade: let it.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      if (name === DB_NAME) shared = null;
    },
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        db.createObjectStore('games', { keyPath: 'id' });
        db.createObjectStore('drafts', { keyPath: 'id' });
        db.createObjectStore('identities', { keyPath: 'publicKey' });
        db.createObjectStore('meta');
      }
      if (oldVersion < 2) {
        // v2: the library sorts by last change.
        tx.objectStore('games').createIndex('updated', 'updated');
      }
    },
  });
}

let shared: Promise<DB> | null = null;
/** The app's one connection. */
export function db(): Promise<DB> {
  return (shared ??= openStore());
}

// ---- identity

export async function currentIdentity(d: DB): Promise<Identity | undefined> {
  const key = (await d.get('meta', 'identity')) as string | undefined;
  return key ? d.get('identities', key) : undefined;
}

export async function identityFor(d: DB, publicKey: string): Promise<Identity | undefined> {
  return d.get('identities', publicKey);
}

/** The device identity, created on first use. */
export async function ensureIdentity(d: DB, create: () => Promise<Identity>): Promise<Identity> {
  const have = await currentIdentity(d);
  if (have) return have;
  const id = await create();
  const tx = d.transaction(['identities', 'meta'], 'readwrite');
  const again = (await tx.objectStore('meta').get('identity')) as string | undefined;
  const existing = again ? await tx.objectStore('identities').get(again) : undefined;
  if (existing) {
    await tx.done;
    return existing;
  }
  await tx.objectStore('identities').put(id);
  await tx.objectStore('meta').put(id.publicKey, 'identity');
  await tx.done;
  return id;
}

// ---- settings

export async function getSettings(d: DB): Promise<Settings> {
  return ((await d.get('meta', 'settings')) as Settings | undefined) ?? {};
}

export async function putSettings(d: DB, s: Settings): Promise<void> {
  await d.put('meta', s, 'settings');
}

// ---- games and drafts

export async function listGames(d: DB): Promise<GameRecord[]> {
  return d.getAll('games');
}

export async function getGame(d: DB, id: string): Promise<GameRecord | undefined> {
  return d.get('games', id);
}

/** Stores a game; with `draft` null its draft is removed in the same transaction. */
export async function putGame(d: DB, rec: GameRecord, draft?: DraftRecord | null): Promise<void> {
  const tx = d.transaction(['games', 'drafts'], 'readwrite');
  await tx.objectStore('games').put(rec);
  if (draft === null) await tx.objectStore('drafts').delete(rec.id);
  else if (draft) await tx.objectStore('drafts').put(draft);
  await tx.done;
}

export async function deleteGame(d: DB, id: string): Promise<void> {
  const tx = d.transaction(['games', 'drafts'], 'readwrite');
  await tx.objectStore('games').delete(id);
  await tx.objectStore('drafts').delete(id);
  await tx.done;
}

export async function getDraft(d: DB, id: string): Promise<DraftRecord | undefined> {
  return d.get('drafts', id);
}

export async function putDraft(d: DB, draft: DraftRecord): Promise<void> {
  await d.put('drafts', draft);
}

export async function deleteDraft(d: DB, id: string): Promise<void> {
  await d.delete('drafts', id);
}

export async function listDrafts(d: DB): Promise<DraftRecord[]> {
  return d.getAll('drafts');
}

export async function listIdentities(d: DB): Promise<Identity[]> {
  return d.getAll('identities');
}

// ---- backup import: one transaction

function packetKey(w: Wire): string {
  return JSON.stringify(w);
}

/** Whether `a`'s packets are a prefix of `b`'s (the same game, `b` further on). */
export function isPrefix(a: Wire[][], b: Wire[][]): boolean {
  if (a.length > b.length) return false;
  for (let i = 0; i < a.length; i++) if (packetKey(a[i]) !== packetKey(b[i])) return false;
  return true;
}

export interface MergeResult { added: number; updated: number; unchanged: number; conflicts: string[] }

/** Merges verified games, drafts and identities into the store in one transaction:
 *  a game already here is replaced only by a longer copy of the same history;
 *  nothing is duplicated. */
export async function mergeBackup(
  d: DB,
  games: GameRecord[],
  drafts: DraftRecord[],
  identities: Identity[],
  currentKey: string | undefined,
): Promise<MergeResult> {
  const r: MergeResult = { added: 0, updated: 0, unchanged: 0, conflicts: [] };
  const tx = d.transaction(['games', 'drafts', 'identities', 'meta'], 'readwrite');
  const gs = tx.objectStore('games');
  const ds = tx.objectStore('drafts');
  const is = tx.objectStore('identities');
  const ms = tx.objectStore('meta');
  for (const id of identities) if (!(await is.get(id.publicKey))) await is.put(id);
  if (currentKey && !(await ms.get('identity'))) await ms.put(currentKey, 'identity');
  const taken = new Set<string>();
  for (const g of games) {
    const have = await gs.get(g.id);
    if (!have) {
      await gs.put(g);
      taken.add(g.id);
      r.added++;
    } else if (packetKey(have.header) !== packetKey(g.header)) {
      r.conflicts.push(g.id);
    } else if (have.packets.length < g.packets.length && isPrefix(have.packets, g.packets)) {
      await gs.put({ ...g, archived: have.archived && g.archived, lastSeen: Math.max(have.lastSeen, Math.min(g.lastSeen, g.packets.length)) });
      await ds.delete(g.id);
      taken.add(g.id);
      r.updated++;
    } else if (isPrefix(g.packets, have.packets)) {
      r.unchanged++;
    } else {
      r.conflicts.push(g.id);
    }
  }
  for (const dr of drafts) {
    if (!taken.has(dr.id)) continue;
    const g = await gs.get(dr.id);
    if (g && g.packets.length + 1 === dr.seq && !(await ds.get(dr.id))) await ds.put(dr);
  }
  await tx.done;
  return r;
}
