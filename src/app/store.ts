// The app's storage: one IndexedDB database through idb. Versioned schema, with
// migrations written as a fall-through on `oldVersion` (each step runs for every
// version below it). Every import is one transaction.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { signal } from '@preact/signals';
import { announce } from './one-writer';
import type { Identity } from '../engine/identity';
import type { Wire } from '../engine/canonical';
import type { Seat, Text } from '../engine/contract';
import type { SoloInfo } from './solo';

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
  /** A second, different version of a packet that the opponent signed (`own`: signed
   *  by this device's own key, so it is this device that made two versions). */
  fork?: { seq: number; theirs: Wire[]; own?: boolean };
  /** The joiner's side only: the creator took another player's acceptance (named). */
  taken?: { by: string };
  /** A game against the computer: its seat, level and identity on this device. */
  solo?: SoloInfo;
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

// ---- storage problems, named so the app can tell them in words

/** full: quota; erased: the database was cleared or deleted while in use; closing: the
 *  connection was closed mid-write; blocked: another tab holds an older version open;
 *  newer: another tab runs a newer version; unavailable: the browser refuses storage;
 *  stale: another tab stored this game further on; gone: the game was deleted. */
export type StoreProblem = 'full' | 'erased' | 'closing' | 'blocked' | 'newer' | 'unavailable' | 'stale' | 'gone';

export class StoreError extends Error {
  constructor(readonly problem: StoreProblem, detail = '') {
    super(`storage: ${problem}${detail ? ' (' + detail + ')' : ''}`);
  }
}

const ERASED = 'tessera.erased';
function readMark(k: string): boolean {
  try { return typeof localStorage !== 'undefined' && localStorage.getItem(k) === '1'; } catch { return false; }
}
function writeMark(k: string): void {
  try { localStorage.setItem(k, '1'); } catch { /* no local storage: the in-page check remains */ }
}

/** True once this page saw its database vanish (cleared or deleted from elsewhere), or
 *  found it new where games had been stored: said on screen until the player closes it. */
export const storageErased = signal(readMark(ERASED));
// Kept across a reload until the player has read it.
storageErased.subscribe((v) => { if (v) writeMark(ERASED); });
/** True while opening waits for another tab to let go of an older version. */
export const storageBlocked = signal(false);

/** A mark kept outside IndexedDB that games were stored here, so that a database deleted
 *  on its own (not the whole site's data) is noticed after a reload too. */
const MARK = 'tessera.stored';
function markStored(): void {
  writeMark(MARK);
}
function wasStored(): boolean {
  return readMark(MARK);
}
/** The player has read that storage was erased: the marks start afresh. */
export function acknowledgeErased(): void {
  storageErased.value = false;
  try { localStorage.removeItem(MARK); localStorage.removeItem(ERASED); } catch { /* nothing to clear */ }
}

/** Names the storage problem behind an exception, or null when it is something else. */
export function storeProblem(e: unknown): StoreProblem | null {
  if (e instanceof StoreError) return e.problem;
  const name = (e as { name?: string } | null)?.name ?? '';
  const msg = String((e as { message?: string } | null)?.message ?? '');
  if (name === 'QuotaExceededError' || /quota/i.test(msg)) return 'full';
  if (name === 'InvalidStateError' || /closing|closed/i.test(msg)) return storageErased.value ? 'erased' : 'closing';
  if (name === 'NotFoundError') return 'erased';
  if (name === 'VersionError') return 'newer';
  if (name === 'AbortError') return storageErased.value ? 'erased' : 'closing';
  if (name === 'UnknownError' || name === 'SecurityError' || name === 'InvalidAccessError') return 'unavailable';
  return null;
}

/** Runs a storage operation, turning its failure into a StoreError. */
async function guarded<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (e) {
    const p = storeProblem(e);
    if (p && !(e instanceof StoreError)) throw new StoreError(p, (e as Error)?.name ?? '');
    throw e;
  }
}

let openedHere = false;
/** Whether this page has seen the device identity stored (so its absence means erasure). */
let hadIdentity = false;

async function checkStillThere(d: DB): Promise<void> {
  if (hadIdentity && !(await d.get('meta', 'identity'))) storageErased.value = true;
}

export function openStore(name = DB_NAME): Promise<DB> {
  const main = name === DB_NAME;
  return openDB<Schema>(name, DB_VERSION, {
    // A newer version of the app (another tab) wants to upgrade, or the database is
    // being deleted: let it, and open again at the next use.
    blocking(_current, next, event) {
      (event.target as IDBDatabase).close();
      if (!main) return;
      shared = null;
      // No next version: the database is being deleted (from another tab, or the
      // browser's tools). That is an erasure, said at once.
      if (next === null) {
        storageErased.value = true;
        setTimeout(() => void db().catch(() => undefined), 0);
      }
    },
    // Closed by the browser (site data cleared): opened again now, so the page learns at
    // once whether its data is gone, not at its next write.
    terminated() {
      if (!main) return;
      shared = null;
      setTimeout(() => void db().then(checkStillThere).catch(() => undefined), 0);
    },
    blocked() {
      if (main) storageBlocked.value = true;
    },
    upgrade(db, oldVersion, _newVersion, tx) {
      // A database created afresh where this page had one, or where games were stored:
      // it was erased. It is made again (new games need it), and the screen says so.
      if (main && oldVersion === 0 && (openedHere || wasStored())) storageErased.value = true;
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
  }).then((d) => {
    if (main) { openedHere = true; storageBlocked.value = false; }
    return d;
  }, (e) => {
    if (main) shared = null;
    throw e;
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
  if (key) hadIdentity = true;
  return key ? d.get('identities', key) : undefined;
}

export async function identityFor(d: DB, publicKey: string): Promise<Identity | undefined> {
  const id = await d.get('identities', publicKey);
  if (id) hadIdentity = true;
  return id;
}

/** The device identity, created on first use. */
export async function ensureIdentity(d: DB, create: () => Promise<Identity>): Promise<Identity> {
  return guarded(async () => (await currentIdentity(d)) ?? ensureIdentityIn(d, 'identity', create));
}

/** The computer opponent's identity on this device (its own key and seed, apart from
 *  the player's), created on first use. Backups carry it with the other identities. */
export async function ensureComputerIdentity(d: DB, create: () => Promise<Identity>): Promise<Identity> {
  return guarded(async () => {
    const key = (await d.get('meta', 'computer')) as string | undefined;
    return (key ? await d.get('identities', key) : undefined) ?? ensureIdentityIn(d, 'computer', create);
  });
}

/** Creates the identity that meta `slot` names, unless another tab stored one meanwhile
 *  (checked again inside the transaction that writes it). */
async function ensureIdentityIn(d: DB, slot: 'identity' | 'computer', create: () => Promise<Identity>): Promise<Identity> {
  const id = await create();
  const tx = d.transaction(['identities', 'meta'], 'readwrite');
  const again = (await tx.objectStore('meta').get(slot)) as string | undefined;
  const existing = again ? await tx.objectStore('identities').get(again) : undefined;
  if (existing) {
    await tx.done;
    return existing;
  }
  await tx.objectStore('identities').put(id);
  await tx.objectStore('meta').put(id.publicKey, slot);
  await tx.done;
  return id;
}

// ---- settings

export async function getSettings(d: DB): Promise<Settings> {
  return ((await d.get('meta', 'settings')) as Settings | undefined) ?? {};
}

export async function putSettings(d: DB, s: Settings): Promise<void> {
  await guarded(() => d.put('meta', s, 'settings'));
}

// ---- games and drafts

export async function listGames(d: DB): Promise<GameRecord[]> {
  return guarded(() => d.getAll('games'));
}

export async function getGame(d: DB, id: string): Promise<GameRecord | undefined> {
  return guarded(() => d.get('games', id));
}

/** Two histories are the same packets. */
export function samePackets(a: Wire[][], b: Wire[][]): boolean {
  return a.length === b.length && isPrefix(a, b);
}

/** Stores a game's history only if the stored one is still `base` (null: a game not
 *  stored yet), in one transaction: another tab's newer copy is never overwritten. Of
 *  the fields a tab changes on its own, the furthest value is kept (sent, seen), and the
 *  archive flag and fork evidence stay as stored unless `rec` carries its own (`fork`
 *  present in it, even undefined). With `draft` null the game's draft is removed. */
export async function commitGame(d: DB, base: Wire[][] | null, rec: GameRecord, draft?: DraftRecord | null): Promise<GameRecord> {
  const out = await guarded(async () => {
    const tx = d.transaction(['games', 'drafts'], 'readwrite');
    const gs = tx.objectStore('games');
    const stored = await gs.get(rec.id);
    if (base === null ? !!stored : !stored || !samePackets(stored.packets, base)) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new StoreError(stored || base === null ? 'stale' : storageErased.value ? 'erased' : 'gone');
    }
    const merged: GameRecord = stored
      ? {
          ...rec,
          sentUpTo: Math.max(stored.sentUpTo, rec.sentUpTo),
          lastSeen: Math.min(rec.packets.length, Math.max(stored.lastSeen, rec.lastSeen)),
          archived: stored.archived,
          fork: 'fork' in rec ? rec.fork : stored.fork,
          taken: 'taken' in rec ? rec.taken : stored.taken,
        }
      : rec;
    if (merged.fork === undefined) delete merged.fork;
    if (merged.taken === undefined) delete merged.taken;
    await gs.put(merged);
    if (draft === null) await tx.objectStore('drafts').delete(rec.id);
    else if (draft) await tx.objectStore('drafts').put(draft);
    await tx.done;
    return merged;
  });
  markStored();
  announce(rec.id);
  return out;
}

/** Stores a game not stored yet (a new one, an import). */
export function insertGame(d: DB, rec: GameRecord, draft?: DraftRecord | null): Promise<GameRecord> {
  return commitGame(d, null, rec, draft);
}

/** Changes a stored game's own fields (sent, seen, archived, fork) from what is stored
 *  now, never from a tab's copy: `change` gets the stored record and returns the new one
 *  (its packets are ignored) or null for no change. A game no longer stored is not
 *  written back. */
export async function patchGame(d: DB, id: string, change: (stored: GameRecord) => GameRecord | null): Promise<GameRecord> {
  const out = await guarded(async () => {
    const tx = d.transaction('games', 'readwrite');
    const stored = await tx.store.get(id);
    if (!stored) {
      await tx.done;
      throw new StoreError(storageErased.value ? 'erased' : 'gone');
    }
    const next = change(stored);
    if (next) await tx.store.put({ ...next, id, header: stored.header, packets: stored.packets });
    await tx.done;
    return next ? { ...next, header: stored.header, packets: stored.packets } : stored;
  });
  announce(id);
  return out;
}

export async function deleteGame(d: DB, id: string): Promise<void> {
  await guarded(async () => {
    const tx = d.transaction(['games', 'drafts'], 'readwrite');
    await tx.objectStore('games').delete(id);
    await tx.objectStore('drafts').delete(id);
    await tx.done;
  });
  announce(id);
}

export async function getDraft(d: DB, id: string): Promise<DraftRecord | undefined> {
  return d.get('drafts', id);
}

/** Stores the draft of the game's next packet, only while the stored game still waits
 *  for that packet (a tab whose copy is stale cannot write its draft). */
export async function putDraft(d: DB, draft: DraftRecord): Promise<void> {
  await guarded(async () => {
    const tx = d.transaction(['games', 'drafts'], 'readwrite');
    const stored = await tx.objectStore('games').get(draft.id);
    if (!stored || stored.packets.length + 1 !== draft.seq) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new StoreError(!stored ? (storageErased.value ? 'erased' : 'gone') : 'stale');
    }
    await tx.objectStore('drafts').put(draft);
    await tx.done;
  });
  announce(draft.id);
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
  const r = await guarded(() => mergeInto(d, games, drafts, identities, currentKey));
  if (r.added + r.updated > 0) markStored();
  announce('*');
  return r;
}

async function mergeInto(
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
