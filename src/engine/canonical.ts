// One byte form for everything that is hashed or signed (protocol: "Canonical bytes").
// Wire values: safe integers, strings (text or base64url bytes) and arrays of these.
// States may also hold booleans and plain objects, written with sorted ASCII keys.
import { fromB64, fromUtf8, sha256, tag, toB64, utf8 } from './bytes';

export type Wire = number | string | Wire[];

export class EncodingError extends Error {}

function intText(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) throw new EncodingError('not a safe integer: ' + String(n));
  return String(n);
}

/** Canonical JSON text of a wire value (no objects, booleans, null, floats). */
export function canonicalWire(v: Wire): string {
  if (typeof v === 'number') return intText(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) {
    let s = '[';
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) throw new EncodingError('array with a hole');
      if (i) s += ',';
      s += canonicalWire(v[i]);
    }
    return s + ']';
  }
  throw new EncodingError('not a wire value: ' + typeof v);
}

// Keys already checked printable ASCII, with their quoted form and colon: states
// reuse a small set of keys, so each is checked and quoted once.
const keyText = new Map<string, string>();

function quotedKey(k: string): string {
  let q = keyText.get(k);
  if (q === undefined) {
    if (!/^[\x20-\x7e]*$/.test(k)) throw new EncodingError('non-ASCII key');
    q = JSON.stringify(k) + ':';
    keyText.set(k, q);
  }
  return q;
}

/** Object keys in code-unit order; most objects are built in that order already. */
function sortedKeys(v: object): string[] {
  const keys = Object.keys(v);
  for (let i = 1; i < keys.length; i++) if (keys[i - 1] > keys[i]) return sortedCopy(keys);
  return keys;
}

// The last unsorted key list and its sorted copy: a state's many objects of one kind
// (its elements, units...) list the same keys in the same order one after another,
// so the sort is done once per run of them. The copy is only read.
let lastKeys: string[] = [];
let lastSorted: string[] = [];

function sortedCopy(keys: string[]): string[] {
  if (keys.length === lastKeys.length) {
    let same = true;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== lastKeys[i]) { same = false; break; }
    if (same) return lastSorted;
  }
  lastKeys = keys;
  lastSorted = keys.slice().sort();
  return lastSorted;
}

/** Canonical JSON text of an engine state. Throws on undefined, NaN, -0, floats,
 *  unsafe integers, holes, Map, Set, class instances and non-ASCII keys. */
export function canonicalState(v: unknown): string {
  switch (typeof v) {
    case 'number': return intText(v);
    case 'string': return JSON.stringify(v);
    case 'boolean': return v ? 'true' : 'false';
    case 'object': {
      if (v === null) return 'null';
      if (Array.isArray(v)) {
        if (v.length === 0) return '[]';
        let s = '[';
        for (let i = 0; i < v.length; i++) {
          if (!(i in v)) throw new EncodingError('array with a hole');
          if (i) s += ',';
          s += canonicalState(v[i]);
        }
        return s + ']';
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) throw new EncodingError('not a plain object');
      const keys = sortedKeys(v);
      let s = '{';
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined) throw new EncodingError('undefined at key ' + k);
        if (i) s += ',';
        s += quotedKey(k) + canonicalState(x);
      }
      return s + '}';
    }
    default:
      throw new EncodingError('not encodable: ' + typeof v);
  }
}

export function stateHash(state: unknown): string {
  return toB64(sha256(tag('state'), utf8(canonicalState(state))));
}

/** A linear scan of JSON text, before JSON.parse: whether it nests deeper than
 *  `maxDepth` or holds more than `maxValues` values (arrays, objects, and the items
 *  and members they hold). Strings are skipped whole, escapes included. */
export function scanJson(text: string, maxDepth: number, maxValues: number): 'ok' | 'too-deep' | 'too-many' {
  let depth = 0;
  let values = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) { // a string: skip to its closing quote
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) { // [ {
      if (++depth > maxDepth) return 'too-deep';
      values++;
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c) { // , one more item
      if (++values > maxValues) return 'too-many';
    }
  }
  return values > maxValues ? 'too-many' : 'ok';
}

/** Parses canonical wire JSON; rejects any text that is not exactly the canonical
 *  form of what it parses to (whitespace, escapes, 1.0, 1e3, -0, big integers). */
export function parseWire(text: string): Wire {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new EncodingError('not JSON');
  }
  checkWire(v, 0);
  if (canonicalWire(v as Wire) !== text) throw new EncodingError('not in canonical form');
  return v as Wire;
}

export function checkWire(v: unknown, depth: number): asserts v is Wire {
  if (depth > 16) throw new EncodingError('nested too deep');
  if (typeof v === 'number') { intText(v); return; }
  if (typeof v === 'string') return;
  if (Array.isArray(v)) { for (const x of v) checkWire(x, depth + 1); return; }
  throw new EncodingError('not a wire value');
}

/** Deep copy of plain state data (structuredClone is absent from bare JS shells). */
export function clone<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(clone) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = clone((v as Record<string, unknown>)[k]);
  return out as T;
}

// ---- Compact binary transport (links). Not hashed: decoding yields the wire value,
// whose canonical JSON is what the hashes and signatures cover.
// 0x00-0x7f small integer; 0x80 varint integer; 0x81 negative varint; 0x82 bytes;
// 0x83 text; 0x84 array (varint count); 0xc0+n array of n < 64 items.

function pushVarint(out: number[], n: number): void {
  while (n >= 128) {
    out.push((n % 128) + 128);
    n = Math.floor(n / 128);
  }
  out.push(n);
}

function encodeInto(out: number[], v: Wire): void {
  if (typeof v === 'number') {
    intText(v);
    if (v >= 0 && v < 128) out.push(v);
    else if (v >= 0) { out.push(0x80); pushVarint(out, v); }
    else { out.push(0x81); pushVarint(out, -v); }
  } else if (typeof v === 'string') {
    const b = v.length > 0 ? fromB64(v) : null;
    if (b !== null) {
      out.push(0x82); pushVarint(out, b.length);
      for (const x of b) out.push(x);
    } else {
      const t = utf8(v);
      out.push(0x83); pushVarint(out, t.length);
      for (const x of t) out.push(x);
    }
  } else {
    if (v.length < 64) out.push(0xc0 + v.length);
    else { out.push(0x84); pushVarint(out, v.length); }
    for (const x of v) encodeInto(out, x);
  }
}

export function encodeBinary(v: Wire): Uint8Array {
  const out: number[] = [];
  encodeInto(out, v);
  return Uint8Array.from(out);
}

export function decodeBinary(bytes: Uint8Array): Wire {
  let p = 0;
  const varint = (): number => {
    let n = 0;
    let mul = 1;
    for (;;) {
      if (p >= bytes.length) throw new EncodingError('truncated');
      const b = bytes[p++];
      n += (b & 127) * mul;
      if (b < 128) {
        if (b === 0 && mul > 1) throw new EncodingError('non-minimal varint');
        break;
      }
      mul *= 128;
      if (mul > 2 ** 56) throw new EncodingError('varint too long');
    }
    if (!Number.isSafeInteger(n)) throw new EncodingError('integer too large');
    return n;
  };
  const take = (n: number): Uint8Array => {
    if (p + n > bytes.length) throw new EncodingError('truncated');
    const s = bytes.subarray(p, p + n);
    p += n;
    return s;
  };
  const value = (depth: number): Wire => {
    if (depth > 16) throw new EncodingError('nested too deep');
    if (p >= bytes.length) throw new EncodingError('truncated');
    const t = bytes[p++];
    if (t < 0x80) return t;
    if (t === 0x80) { const n = varint(); if (n < 128) throw new EncodingError('non-minimal integer'); return n; }
    if (t === 0x81) { const n = varint(); if (n === 0) throw new EncodingError('negative zero'); return -n; }
    if (t === 0x82) { const n = varint(); if (n === 0) throw new EncodingError('empty bytes'); return toB64(take(n)); }
    if (t === 0x83) {
      const s = fromUtf8(take(varint()));
      if (s === null) throw new EncodingError('bad UTF-8');
      if (s.length > 0 && fromB64(s) !== null) throw new EncodingError('bytes written as text');
      return s;
    }
    if (t === 0x84 || t >= 0xc0) {
      const n = t === 0x84 ? varint() : t - 0xc0;
      if (t === 0x84 && n < 64) throw new EncodingError('non-minimal array');
      if (n > bytes.length - p) throw new EncodingError('truncated');
      const a: Wire[] = [];
      for (let i = 0; i < n; i++) a.push(value(depth + 1));
      return a;
    }
    throw new EncodingError('unknown tag');
  };
  const v = value(0);
  if (p !== bytes.length) throw new EncodingError('trailing bytes');
  return v;
}
