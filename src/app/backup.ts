// One backup file for the whole device: identities (private keys as JWK), games,
// drafts and the club sets (corrected values and maps), sealed under a passphrase (src/engine/vault.ts: PBKDF2 + AES-GCM).
// Import verifies every game and merges in one transaction: a game already here
// is never duplicated, only brought forward along its own history.
import { exportIdentity, importIdentity, type Identity } from '../engine/identity';
import { openBackup, sealBackup } from '../engine/vault';
import { verifyGame } from '../engine/verify';
import { decodeGame, type Sys } from './logic';
import { allClubSets, restoreClubSets } from './club-sets';
import { currentIdentity, listDrafts, listGames, listIdentities, mergeBackup, type DB, type DraftRecord, type GameRecord, type MergeResult } from './store';

/** The format of the payload inside the sealed file. */
export const BACKUP_FORMAT = 'tessera-device';

interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: 1;
  exported: number;
  current?: string;
  identities: { publicKey: string; privateJwk: JsonWebKey; masterSeed: string }[];
  games: GameRecord[];
  drafts: DraftRecord[];
  /** The club sets kept on the device (club-sets.ts), per rule system: name -> file text. */
  sets?: Record<string, Record<string, string>>;
}

export async function backupPayload(d: DB, now = Date.now()): Promise<BackupFile> {
  const ids = await listIdentities(d);
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: 1,
    exported: now,
    current: (await currentIdentity(d))?.publicKey,
    identities: await Promise.all(ids.map((i) => exportIdentity(i))),
    games: await listGames(d),
    drafts: await listDrafts(d),
  };
  const sets = allClubSets();
  if (Object.keys(sets).length) file.sets = sets;
  return file;
}

/** The backup file's text, sealed under the passphrase. */
export async function exportBackup(d: DB, passphrase: string, rounds?: number): Promise<string> {
  return sealBackup(passphrase, await backupPayload(d), rounds);
}

export class BackupError extends Error {}

/** Opens a sealed backup (VaultError on a wrong passphrase) and merges it. */
export async function importBackup(d: DB, text: string, passphrase: string, load: (id: string) => Promise<Sys | null>): Promise<MergeResult & { refused: string[]; sets: number }> {
  return mergePayload(d, await openBackup(passphrase, text), load);
}

export async function mergePayload(d: DB, payload: unknown, load: (id: string) => Promise<Sys | null>): Promise<MergeResult & { refused: string[]; sets: number }> {
  const f = payload as BackupFile;
  if (!f || f.format !== BACKUP_FORMAT || f.version !== 1 || !Array.isArray(f.games) || !Array.isArray(f.identities)) throw new BackupError('not a backup');
  // Everything asynchronous (key import, signature checks) happens before the one transaction.
  const identities: Identity[] = [];
  for (const x of f.identities) identities.push(await importIdentity(x));
  const games: GameRecord[] = [];
  const refused: string[] = [];
  for (const g of f.games) {
    try {
      const sys = await load(g.system);
      if (!sys) throw new Error('unknown system');
      const progress = await verifyGame(sys, decodeGame(g));
      if (progress.gameId !== g.id) throw new Error('id mismatch');
      games.push(g);
    } catch {
      refused.push(g.id);
    }
  }
  const r = await mergeBackup(d, games, Array.isArray(f.drafts) ? f.drafts : [], identities, f.current);
  // Club sets: each checked by its rule system's own reading before it is kept.
  let sets = 0;
  if (f.sets !== undefined) {
    const { importSet } = await import('../views/nabis/counter-values');
    sets = restoreClubSets(f.sets, (sys, text) => sys === 'nabis' && importSet(text, {}).ok);
  }
  return { ...r, refused, sets };
}
