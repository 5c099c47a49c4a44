// Encrypted backups (protocol "Identity, invitation, backup"): a device's identity
// and games under a passphrase, PBKDF2-SHA-256 (600,000 rounds) and AES-GCM.
import { fromB64, fromUtf8, toB64, utf8 } from './bytes';
import { randomBytes } from './identity';

export const VAULT_FORMAT = 'tessera-backup';
export const PBKDF2_ROUNDS = 600_000;

export class VaultError extends Error {
  constructor(readonly code: 'not-backup' | 'newer-version' | 'wrong-passphrase' | 'damaged', message: string) { super(message); }
}

interface Sealed { format: string; version: number; kdf: string; rounds: number; salt: string; iv: string; data: string }

async function keyFor(passphrase: string, salt: Uint8Array, rounds: number): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle;
  const base = await subtle.importKey('raw', utf8(passphrase.normalize('NFC')) as BufferSource, 'PBKDF2', false, ['deriveKey']);
  return subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: rounds }, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function sealBackup(passphrase: string, payload: unknown, rounds = PBKDF2_ROUNDS): Promise<string> {
  if (passphrase.length < 8) throw new VaultError('wrong-passphrase', 'the passphrase needs at least 8 characters');
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await keyFor(passphrase, salt, rounds);
  const data = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, utf8(JSON.stringify(payload)) as BufferSource));
  const s: Sealed = { format: VAULT_FORMAT, version: 1, kdf: 'PBKDF2-SHA-256', rounds, salt: toB64(salt), iv: toB64(iv), data: toB64(data) };
  return JSON.stringify(s) + '\n';
}

export function isSealedBackup(text: string): boolean {
  try { return (JSON.parse(text) as Sealed).format === VAULT_FORMAT; } catch { return false; }
}

export async function openBackup(passphrase: string, text: string): Promise<unknown> {
  let s: Sealed;
  try { s = JSON.parse(text); } catch { throw new VaultError('not-backup', 'this file is not a Tessera backup (or it was cut short)'); }
  if (!s || s.format !== VAULT_FORMAT) throw new VaultError('not-backup', 'this file is not a Tessera backup');
  if (s.version !== 1) throw new VaultError('newer-version', 'this backup was made by a newer version of Tessera');
  const salt = fromB64(s.salt), iv = fromB64(s.iv), data = fromB64(s.data);
  if (!salt || !iv || !data || !Number.isSafeInteger(s.rounds) || s.rounds < 100_000 || s.rounds > 10_000_000) throw new VaultError('damaged', 'this backup is damaged');
  const key = await keyFor(passphrase, salt, s.rounds);
  let plain: Uint8Array;
  try {
    plain = new Uint8Array(await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, data as BufferSource));
  } catch {
    throw new VaultError('wrong-passphrase', 'the passphrase is wrong, or the backup was altered');
  }
  const json = fromUtf8(plain);
  if (json === null) throw new VaultError('damaged', 'this backup is damaged');
  return JSON.parse(json);
}
