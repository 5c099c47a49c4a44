// Packets as they travel (protocol "Packets"): fixed-order arrays of wire values.
// The header is packet 0; packet 1 (the join) adds the joiner's identity.
import { fromB64, sha256, tag, toB64, utf8 } from './bytes';
import { canonicalWire, type Wire } from './canonical';
import { VerifyError } from './errors';
import type { Seat } from './contract';

/** The protocol new games are written in. 2: every signature is in low-s form
 *  (identity.ts); games of protocol 1 keep verifying as they were signed. */
export const PROTOCOL = 2;
/** The first protocol whose signatures must be in low-s form. */
export const LOW_S_FROM = 2;
export type DiceMode = 'local' | 'instant' | 'sealed';
export const DICE_MODES: DiceMode[] = ['local', 'instant', 'sealed'];

export interface Header {
  protocol: number;
  system: string;
  rulesVersion: number;
  options: Record<string, Wire>;
  diceMode: DiceMode;
  /** The creator's seat; the joiner plays the other. */
  seat: Seat;
  publicKey: string;
  name: string;
  lang: string;
  seatNonce: string;
  commit: string;
  signature: string;
}

export interface JoinInfo { publicKey: string; name: string; lang: string; seatNonce: string }

export interface Packet {
  protocol: number;
  gameId: string;
  seq: number;
  prev: string;
  seat: Seat;
  reveal: string;
  commit: string;
  actions: number[][];
  stateHash: string;
  /** Only in packet 1. */
  join?: JoinInfo;
  signature: string;
}

/** `intsPerPacket`: no link can carry more (a link's packet is at most 64 KB, an
 *  integer at least a byte); `packetsPerGame`: the fuzzing bots stop at 4,000. */
export const LIMITS = { actionsPerPacket: 4000, intsPerAction: 256, intsPerPacket: 64 * 1024, packetsPerGame: 10_000, nameLength: 40 };

/** Names an object already has from its prototype (constructor, __proto__, toString...):
 *  never accepted as keys read from a header, packet or file. */
export function isPrototypeName(k: string): boolean {
  return k in Object.prototype || k === '__proto__' || k === 'prototype';
}

// ---- to and from wire arrays

function optionsToWire(o: Record<string, Wire>): Wire {
  return Object.keys(o).sort().map((k) => [k, o[k]]);
}

export function headerToWire(h: Header, withSignature = true): Wire[] {
  const w: Wire[] = [h.protocol, h.system, h.rulesVersion, optionsToWire(h.options), DICE_MODES.indexOf(h.diceMode),
    h.seat, h.publicKey, h.name, h.lang, h.seatNonce, h.commit];
  if (withSignature) w.push(h.signature);
  return w;
}

export function packetToWire(p: Packet, withSignature = true): Wire[] {
  const w: Wire[] = [p.protocol, p.gameId, p.seq, p.prev, p.seat, p.reveal, p.commit, p.actions, p.stateHash];
  if (p.join) w.push(p.join.publicKey, p.join.name, p.join.lang, p.join.seatNonce);
  if (withSignature) w.push(p.signature);
  return w;
}

/** Names shown to the other player: NFC, at most 40 characters, no control, bidi
 *  or zero-width characters, not blank. Returns why a name is refused, or null. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'the name is empty';
  if (name !== name.trim()) return 'the name starts or ends with a space';
  if ([...name].length > LIMITS.nameLength) return `the name is longer than ${LIMITS.nameLength} characters`;
  if (/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(name)) return 'the name holds an invisible or control character';
  try { utf8(name); } catch { return 'the name is not well-formed text'; }
  if (name.normalize('NFC') !== name) return 'the name is not in normal form (NFC)';
  return null;
}

const bad = (msg: string, seq?: number) => new VerifyError('malformed', msg, seq);

function expectInt(v: Wire, what: string, min: number, max: number, seq?: number): number {
  if (typeof v !== 'number' || v < min || v > max) throw bad(`${what} must be an integer from ${min} to ${max}`, seq);
  return v;
}
function expectBytes(v: Wire, what: string, len: number, seq?: number): string {
  if (typeof v !== 'string') throw bad(`${what} must be bytes`, seq);
  const b = fromB64(v);
  if (!b || b.length !== len) throw bad(`${what} must be ${len} bytes`, seq);
  return v;
}
function expectText(v: Wire, what: string, max: number, seq?: number): string {
  if (typeof v !== 'string' || v.length > max) throw bad(`${what} must be text of at most ${max} characters`, seq);
  return v;
}
function expectName(v: Wire, seq?: number): string {
  const s = expectText(v, 'name', 200, seq);
  const problem = nameProblem(s);
  if (problem) throw bad(problem, seq);
  return s;
}
function expectPublicKey(v: Wire, seq?: number): string {
  const s = expectBytes(v, 'public key', 65, seq);
  if (fromB64(s)![0] !== 4) throw bad('public key must be an uncompressed P-256 point', seq);
  return s;
}
function expectLang(v: Wire, seq?: number): string {
  if (v !== 'en' && v !== 'fr') throw bad('language must be en or fr', seq);
  return v;
}

/** Reads the protocol version first, so a later version gets "update the app"
 *  rather than a confusing shape error. */
export function protocolOf(w: Wire): number | null {
  return Array.isArray(w) && typeof w[0] === 'number' ? w[0] : null;
}

export function headerFromWire(w: Wire): Header {
  if (!Array.isArray(w)) throw bad('a header must be an array', 0);
  if (protocolOf(w) !== null && protocolOf(w)! > PROTOCOL) throw new VerifyError('newer-version', 'made with a newer version of Tessera', 0);
  if (w.length !== 12) throw bad('a header has 12 fields', 0);
  const opts = w[3];
  if (!Array.isArray(opts)) throw bad('options must be an array', 0);
  const options: Record<string, Wire> = {};
  let last = '';
  for (const kv of opts) {
    if (!Array.isArray(kv) || kv.length !== 2 || typeof kv[0] !== 'string' || kv[0] === '' || kv[0].length > 40 || !/^[A-Za-z0-9_.-]+$/.test(kv[0]))
      throw bad('each option is a [name, value] pair', 0);
    if (kv[0] <= last) throw bad('options must be sorted and unique', 0);
    if (isPrototypeName(kv[0])) throw bad(`no option is named ${kv[0]}`, 0);
    last = kv[0];
    options[kv[0]] = kv[1];
  }
  const dm = expectInt(w[4], 'dice mode', 0, 2, 0);
  return {
    protocol: expectInt(w[0], 'protocol', 1, PROTOCOL, 0),
    system: expectText(w[1], 'system', 40, 0),
    rulesVersion: expectInt(w[2], 'rules version', 1, 1e6, 0),
    options,
    diceMode: DICE_MODES[dm],
    seat: expectInt(w[5], 'seat', 0, 1, 0) as Seat,
    publicKey: expectPublicKey(w[6], 0),
    name: expectName(w[7], 0),
    lang: expectLang(w[8], 0),
    seatNonce: expectBytes(w[9], 'seat nonce', 16, 0),
    commit: expectBytes(w[10], 'commit', 32, 0),
    signature: expectBytes(w[11], 'signature', 64, 0),
  };
}

export function packetFromWire(w: Wire): Packet {
  if (!Array.isArray(w)) throw bad('a packet must be an array');
  if (protocolOf(w) !== null && protocolOf(w)! > PROTOCOL) throw new VerifyError('newer-version', 'made with a newer version of Tessera');
  const seq = typeof w[2] === 'number' ? w[2] : undefined;
  if (w.length !== 10 && w.length !== 14) throw bad('a packet has 10 fields (14 for the join)', seq);
  const s = expectInt(w[2], 'seq', 1, 1e6);
  const isJoin = w.length === 14;
  if (isJoin !== (s === 1)) throw bad(s === 1 ? 'packet 1 must carry the joiner\'s key' : 'only packet 1 carries a key', s);
  const acts = w[7];
  if (!Array.isArray(acts) || acts.length > LIMITS.actionsPerPacket) throw bad('actions must be a list', s);
  let ints = 0;
  for (const a of acts) if (Array.isArray(a)) ints += a.length;
  if (ints > LIMITS.intsPerPacket) throw new VerifyError('too-large', `a packet holds at most ${LIMITS.intsPerPacket} integers`, s);
  const actions: number[][] = acts.map((a, i) => {
    if (!Array.isArray(a) || a.length === 0 || a.length > LIMITS.intsPerAction || !a.every((x) => typeof x === 'number'))
      throw new VerifyError('bad-action', 'an action must be a short list of integers', s, i);
    return a as number[];
  });
  const p: Packet = {
    protocol: expectInt(w[0], 'protocol', 1, PROTOCOL, s),
    gameId: expectBytes(w[1], 'game id', 16, s),
    seq: s,
    prev: expectBytes(w[3], 'prev', 32, s),
    seat: expectInt(w[4], 'seat', 0, 1, s) as Seat,
    reveal: expectBytes(w[5], 'reveal', 32, s),
    commit: expectBytes(w[6], 'commit', 32, s),
    actions,
    stateHash: expectBytes(w[8], 'state hash', 32, s),
    signature: expectBytes(w[w.length - 1], 'signature', 64, s),
  };
  if (isJoin) p.join = { publicKey: expectPublicKey(w[9], s), name: expectName(w[10], s), lang: expectLang(w[11], s), seatNonce: expectBytes(w[12], 'seat nonce', 16, s) };
  return p;
}

// ---- identities of packets

/** The bytes a signature covers and an id hashes: the canonical JSON of every field but the signature. */
export function signedBytes(p: Header | Packet): Uint8Array {
  const w = 'gameId' in p ? packetToWire(p, false) : headerToWire(p, false);
  return utf8(canonicalWire(w));
}

export function packetId(p: Header | Packet): string {
  return toB64(sha256(tag('packet'), signedBytes(p)));
}

export function gameIdOf(h: Header): string {
  return toB64(sha256(tag('packet'), signedBytes(h)).subarray(0, 16));
}

export function commitOf(secret: string): string {
  return toB64(sha256(tag('commit'), fromB64(secret)!));
}
