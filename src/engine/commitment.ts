// A sealed choice inside a rule system's actions (commit, then reveal): the choosing player
// sends only a digest of the choice and a salt; once the other player has committed or
// chosen, the same player sends the choice and the salt and the rules check the digest.
// Actions are lists of integers, so the digest and the salt are too (16-bit words). The
// digest is public (it may sit in a state and its hash); the choice is not, until revealed.
// The salt must come from the player's own secret (`saltWords` over bytes the device keeps),
// or the other player could try every possible choice against the digest.
import { concat, sha256, tag, u32 } from './bytes';

/** 32 bytes of SHA-256 as 16 words of 16 bits. */
export const DIGEST_WORDS = 16;
/** 16 bytes of salt as 8 words of 16 bits. */
export const SALT_WORDS = 8;
export const WORD_MAX = 0xffff;

const words = (b: Uint8Array): number[] => Array.from({ length: b.length >> 1 }, (_, i) => (b[2 * i] << 8) | b[2 * i + 1]);

/** Salt words from a device's secret bytes (at least 16); `label` keeps two choices of one game apart. */
export function saltWords(secret: Uint8Array, label: string): number[] {
  return words(sha256(tag('commit-salt/' + label), secret).subarray(0, 2 * SALT_WORDS));
}

/** The digest of `payload` (non-negative integers below 2^32) with `salt` (SALT_WORDS words). */
export function commitWords(payload: number[], salt: number[]): number[] {
  if (salt.length !== SALT_WORDS || salt.some((w) => !Number.isInteger(w) || w < 0 || w > WORD_MAX)) throw new Error('commitment: the salt is 8 words of 16 bits');
  if (payload.some((x) => !Number.isInteger(x) || x < 0 || x > 0xffffffff)) throw new Error('commitment: the payload is non-negative 32-bit integers');
  return words(sha256(tag('action-commit'), u32(payload.length), concat(...payload.map(u32)), concat(...salt.map((w) => Uint8Array.of(w >> 8, w & 255)))));
}

/** Whether `payload` and `salt` are what `digest` committed to. */
export function opensCommitment(digest: number[], payload: number[], salt: number[]): boolean {
  if (digest.length !== DIGEST_WORDS || salt.length !== SALT_WORDS) return false;
  try {
    const d = commitWords(payload, salt);
    return d.every((w, i) => w === digest[i]);
  } catch { return false; }
}

/** A choice its chooser's device alone can read back before the reveal: each number is shifted
 *  by a keystream drawn from the (secret) salt, so the other player sees noise. A device that
 *  keeps nothing but its secret finds its own choice again this way, in the state, when the
 *  choice is too large to search for (an army built from a list, a deployment's poses). */
function keystream(salt: number[], bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  for (let block = 0, at = 0; at < bytes; block++) {
    const b = sha256(tag('commit-box'), concat(...salt.map((w) => Uint8Array.of(w >> 8, w & 255))), u32(block));
    for (let i = 0; i < b.length && at < bytes; i++) out[at++] = b[i];
  }
  return out;
}
/** Each number shifted (`sign` +1 to seal, -1 to open) by its own `bytes` bytes of keystream, modulo `mod`. */
function shifted(payload: number[], salt: number[], bytes: number, mod: number, sign: 1 | -1): number[] {
  const k = keystream(salt, bytes * payload.length);
  return payload.map((x, i) => {
    let d = 0;
    for (let b = 0; b < bytes; b++) d = (d << 8) | k[bytes * i + b];
    return (((x + sign * d) % mod) + mod) % mod;
  });
}
/** Small numbers (below `BOX_MOD`: one byte of keystream each, a short packet). */
export const BOX_MOD = 128;
export function sealSmall(payload: number[], salt: number[]): number[] {
  if (payload.some((x) => !Number.isInteger(x) || x < 0 || x >= BOX_MOD)) throw new Error(`commitment: a boxed number is below ${BOX_MOD}`);
  return shifted(payload, salt, 1, BOX_MOD, 1);
}
export function openSmall(box: number[], salt: number[]): number[] {
  return shifted(box, salt, 1, BOX_MOD, -1);
}
/** 16-bit words (two bytes of keystream each). */
export function sealWords(payload: number[], salt: number[]): number[] {
  if (payload.some((x) => !Number.isInteger(x) || x < 0 || x > WORD_MAX)) throw new Error('commitment: a boxed word is 16 bits');
  return shifted(payload, salt, 2, WORD_MAX + 1, 1);
}
export function openWords(box: number[], salt: number[]): number[] {
  return shifted(box, salt, 2, WORD_MAX + 1, -1);
}
