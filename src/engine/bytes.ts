// Byte helpers that need neither TextEncoder nor crypto: the deterministic core
// must run in JavaScriptCore's bare shell, which has neither.
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { hmac } from '@noble/hashes/hmac.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX: Int16Array = (() => {
  const t = new Int16Array(128).fill(-1);
  for (let i = 0; i < 64; i++) t[B64.charCodeAt(i)] = i;
  return t;
})();

/** base64url without padding. */
export function toB64(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63] + B64[n & 63];
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i] << 16;
    out += B64[n >> 18] + B64[(n >> 12) & 63];
  } else if (rest === 2) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8);
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63];
  }
  return out;
}

/** Strict base64url decoding: no padding, no foreign characters, unused bits zero.
 *  Returns null on anything else, so one byte string has exactly one text form. */
export function fromB64(text: string): Uint8Array | null {
  const len = text.length;
  if (len % 4 === 1) return null;
  const out = new Uint8Array((len * 3) >> 2);
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? B64_INDEX[c] : -1;
    if (v < 0) return null;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
      acc &= (1 << bits) - 1;
    }
  }
  if (acc !== 0) return null;
  return out;
}

export function isB64(text: string, byteLength?: number): boolean {
  const b = fromB64(text);
  return b !== null && (byteLength === undefined || b.length === byteLength);
}

/** UTF-8 encoding of a well-formed string (lone surrogates throw). */
// Where the platform has one (browsers, Node; not every JavaScriptCore shell), the
// built-in encoder is much faster. Its output is kept only when it has exactly one
// byte per character, that is when the text is ASCII: a lone surrogate (which it
// would silently replace) or any other character takes the strict path below.
const encoder: { encode(s: string): Uint8Array } | null = typeof TextEncoder === 'function' ? new TextEncoder() : null;

export function utf8(text: string): Uint8Array {
  if (encoder) {
    const b = encoder.encode(text);
    if (b.length === text.length) return b;
  }
  // Fast path: hashed states are almost all ASCII.
  const ascii = new Uint8Array(text.length);
  let i0 = 0;
  for (; i0 < text.length; i0++) {
    const c = text.charCodeAt(i0);
    if (c >= 0x80) break;
    ascii[i0] = c;
  }
  if (i0 === text.length) return ascii;
  const out: number[] = Array.from(ascii.subarray(0, i0));
  text = text.slice(i0);
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = text.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) throw new Error('ill-formed text');
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      i++;
    }
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/** Strict UTF-8 decoding; null on overlong forms, surrogates or truncation. */
export function fromUtf8(bytes: Uint8Array): string | null {
  let s = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    let c: number;
    let n: number;
    if (b < 0x80) { c = b; n = 0; }
    else if (b >= 0xc2 && b < 0xe0) { c = b & 31; n = 1; }
    else if (b >= 0xe0 && b < 0xf0) { c = b & 15; n = 2; }
    else if (b >= 0xf0 && b < 0xf5) { c = b & 7; n = 3; }
    else return null;
    for (let k = 1; k <= n; k++) {
      const x = bytes[i + k];
      if (x === undefined || (x & 0xc0) !== 0x80) return null;
      c = (c << 6) | (x & 63);
    }
    if ((n === 2 && c < 0x800) || (n === 3 && (c < 0x10000 || c > 0x10ffff)) || (c >= 0xd800 && c <= 0xdfff)) return null;
    s += String.fromCodePoint(c);
    i += n + 1;
  }
  return s;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  let len = 0;
  for (const p of parts) len += p.length;
  const out = new Uint8Array(len);
  let o = 0;
  for (const p of parts) { out.set(p, o); o += p.length; }
  return out;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i] ^ b[i];
  return d === 0;
}

/** 4 bytes big-endian: used for counters and sequence numbers inside hashes. */
export function u32(n: number): Uint8Array {
  return Uint8Array.of((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
}

/** A platform's own SHA-256 over the concatenated parts, when a harness supplies one. */
export type Sha256Impl = (parts: readonly Uint8Array[]) => Uint8Array;
let native: Sha256Impl | null = null;

/** Lets a harness on a platform with a native SHA-256 (the fuzz on Node: node:crypto) use
 *  it: the same digests, several times faster on the large canonical states hashed after
 *  every packet. The app and the verifiers keep the portable one; null restores it. */
export function useNativeSha256(impl: Sha256Impl | null): void {
  native = impl;
}

export function sha256(...parts: Uint8Array[]): Uint8Array {
  if (native) return native(parts);
  return nobleSha256(parts.length === 1 ? parts[0] : concat(...parts));
}

export function hmacSha256(key: Uint8Array, ...parts: Uint8Array[]): Uint8Array {
  return hmac(nobleSha256, key, concat(...parts));
}

/** A domain tag, so a hash made for one purpose can never stand for another. */
export function tag(name: string): Uint8Array {
  return utf8('tessera/' + name);
}
