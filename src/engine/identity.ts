// A device's identity (protocol "Identity"): an ECDSA P-256 key pair and a master
// seed from which every seat secret is derived. Signing and verifying go through
// WebCrypto, so this module is async and is not part of the deterministic replay.
import { fromB64, hmacSha256, tag, toB64, u32 } from './bytes';
import { LOW_S_FROM, signedBytes, type Header, type Packet } from './packet';

export interface Identity {
  publicKey: string;
  privateKey: CryptoKey;
  masterSeed: string;
}

const ALG = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIG = { name: 'ECDSA', hash: 'SHA-256' } as const;

function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available here (a secure context is needed)');
  return c.subtle;
}

export function randomBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

export async function createIdentity(): Promise<Identity> {
  const kp = (await subtle().generateKey(ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await subtle().exportKey('raw', kp.publicKey));
  return { publicKey: toB64(raw), privateKey: kp.privateKey, masterSeed: toB64(randomBytes(32)) };
}

/** For backups: the identity as plain JSON (the private key as a JWK). */
export async function exportIdentity(id: Identity): Promise<{ publicKey: string; privateJwk: JsonWebKey; masterSeed: string }> {
  return { publicKey: id.publicKey, privateJwk: await subtle().exportKey('jwk', id.privateKey), masterSeed: id.masterSeed };
}

export async function importIdentity(x: { publicKey: string; privateJwk: JsonWebKey; masterSeed: string }): Promise<Identity> {
  const privateKey = await subtle().importKey('jwk', x.privateJwk, ALG, true, ['sign']);
  return { publicKey: x.publicKey, privateKey, masterSeed: x.masterSeed };
}

// ECDSA signatures are malleable: (r, n - s) verifies as well as (r, s). Only the
// low form (s <= n / 2) is written, and games of protocol LOW_S_FROM on refuse the
// other, so a copy of a game re-signed that way is refused rather than read as
// another game. Older games were signed before this rule and keep verifying.
const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const HALF_N = N >> 1n;

function sOf(sig: Uint8Array): bigint {
  let s = 0n;
  for (let i = 32; i < 64; i++) s = (s << 8n) | BigInt(sig[i]);
  return s;
}

/** Whether a 64-byte r‖s signature is in low-s form. */
export function isLowS(sig: Uint8Array): boolean {
  return sig.length === 64 && sOf(sig) <= HALF_N;
}

/** The low-s form of a 64-byte r‖s signature (the same signature when it already is). */
export function toLowS(sig: Uint8Array): Uint8Array {
  let s = sOf(sig);
  if (s <= HALF_N) return sig;
  s = N - s;
  const out = sig.slice();
  for (let i = 63; i >= 32; i--) { out[i] = Number(s & 0xffn); s >>= 8n; }
  return out;
}

export async function sign(id: Identity, p: Header | Packet): Promise<string> {
  const sig = await subtle().sign(SIG, id.privateKey, signedBytes(p) as BufferSource);
  return toB64(toLowS(new Uint8Array(sig)));
}

const keyCache = new Map<string, Promise<CryptoKey>>();
function publicKeyOf(b64: string): Promise<CryptoKey> {
  let k = keyCache.get(b64);
  if (!k) {
    k = subtle().importKey('raw', fromB64(b64)! as BufferSource, ALG, false, ['verify']);
    keyCache.set(b64, k);
  }
  return k;
}

export async function verifySignature(publicKey: string, p: Header | Packet): Promise<boolean> {
  try {
    const sig = fromB64(p.signature);
    if (!sig || (p.protocol >= LOW_S_FROM && !isLowS(sig))) return false;
    const key = await publicKeyOf(publicKey);
    return await subtle().verify(SIG, key, sig as BufferSource, signedBytes(p) as BufferSource);
  } catch {
    return false;
  }
}

/** Seat secrets are derived, never stored: HMAC(masterSeed, tag ‖ seatNonce ‖ k),
 *  k being the seq of the packet that commits to it (the joiner's first reveal uses 0). */
export function deriveSecret(masterSeed: string, seatNonce: string, k: number): string {
  return toB64(hmacSha256(fromB64(masterSeed)!, tag('secret'), fromB64(seatNonce)!, u32(k)));
}

/** Words to compare aloud: both players see the same four words only when each
 *  holds the other's true key. */
const WORDS = ('amber anchor arrow aspen basil birch bison brass cedar chalk cider clove comet coral crane delta ' +
  'eagle ember fable fern flint frost garnet ginger hazel heron indigo ivory jasper juniper kestrel lantern ' +
  'lemon lilac linen lotus maple marble meadow mint nectar nova oak olive onyx opal orchid otter pearl pepper ' +
  'pine plum quartz quill raven reed river robin saffron sage slate spruce tulip velvet').split(' ');

export function fingerprint(gameId: string, keyA: string, keyB: string): string {
  const [x, y] = keyA < keyB ? [keyA, keyB] : [keyB, keyA];
  const h = hmacSha256(fromB64(gameId)!, tag('fingerprint'), fromB64(x)!, fromB64(y)!);
  return [0, 1, 2, 3].map((i) => WORDS[h[i] & 63]).join(' ');
}
