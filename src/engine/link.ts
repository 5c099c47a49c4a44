// Links and game files: how packets travel as text (protocol "Packets", "Import").
// A link carries one packet in its URL fragment, which no server ever sees.
import LZString from 'lz-string';
import { fromB64, sha256, tag, toB64 } from './bytes';
import { EncodingError, canonicalWire, checkWire, decodeBinary, encodeBinary, scanJson, type Wire } from './canonical';
import { VerifyError } from './errors';
import { lzDecompressBytes } from './lz';
import { headerFromWire, headerToWire, LIMITS as PACKET_LIMITS, packetFromWire, packetToWire, type Header, type Packet } from './packet';
import type { Game } from './game';

export const LINK_VERSION = 1;
/** What hostile text can make us do is bounded here, and each bound is checked
 *  before the work it bounds: a link's packet (decompressed) is at most `linkBytes`;
 *  a file is at most `fileChars` characters, nested at most `fileDepth` deep
 *  (the file's object, its packet list, then a packet's own 17 levels: checkWire)
 *  and holds at most `fileValues` values (the largest recorded game holds 4,202)
 *  and `PACKET_LIMITS.packetsPerGame` packets. */
export const LIMITS = { linkBytes: 64 * 1024, fileChars: 16 * 1024 * 1024, fileDepth: 19, fileValues: 1_000_000 };

function checksum(bytes: Uint8Array): Uint8Array {
  return sha256(tag('link'), bytes).subarray(0, 4);
}

function bytesToLatin1(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i += 4096) s += String.fromCharCode(...b.subarray(i, i + 4096));
  return s;
}

/** The fragment text of a link: version byte, format byte (0 plain, 1 lz-string),
 *  the packet in compact binary, and a 4-byte checksum so a cut or altered link
 *  is reported as damaged rather than misread. */
export function encodePayload(w: Wire): string {
  const bin = encodeBinary(w);
  const lz = LZString.compressToUint8Array(bytesToLatin1(bin));
  const [flag, body] = lz.length < bin.length ? [1, lz] : [0, bin];
  const head = new Uint8Array(2 + body.length);
  head[0] = LINK_VERSION;
  head[1] = flag;
  head.set(body, 2);
  const out = new Uint8Array(head.length + 4);
  out.set(head);
  out.set(checksum(head), head.length);
  return toB64(out);
}

export function decodePayload(text: string): Wire {
  const bytes = fromB64(text);
  if (!bytes || bytes.length < 7) throw new VerifyError('damaged-link', 'this link is incomplete or damaged');
  if (bytes[0] > LINK_VERSION) throw new VerifyError('newer-version', 'this link was made by a newer version of Tessera');
  const head = bytes.subarray(0, bytes.length - 4);
  const sum = checksum(head);
  for (let i = 0; i < 4; i++) if (sum[i] !== bytes[head.length + i]) throw new VerifyError('damaged-link', 'this link is incomplete or damaged');
  if (bytes[0] !== LINK_VERSION || bytes[1] > 1) throw new VerifyError('damaged-link', 'this link is damaged');
  let body = head.subarray(2);
  if (bytes[1] === 1) {
    // Decompressed with a budget: a crafted body could otherwise expand quadratically.
    const r = lzDecompressBytes(body, LIMITS.linkBytes);
    if (!r.ok) throw new VerifyError(r.reason, r.reason === 'too-large' ? 'this link holds more than any turn' : 'this link does not hold a readable turn');
    const s = r.text;
    const b = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 255) throw new VerifyError('malformed', 'this link does not hold a readable turn');
      b[i] = c;
    }
    body = b;
  }
  try {
    return decodeBinary(body);
  } catch (e) {
    if (e instanceof EncodingError) throw new VerifyError('malformed', 'this link does not hold a readable turn: ' + e.message);
    throw e;
  }
}

export function packetWire(p: Header | Packet): Wire[] {
  return 'gameId' in p ? packetToWire(p) : headerToWire(p);
}

export function fromWire(w: Wire): Header | Packet {
  return Array.isArray(w) && w.length === 12 ? headerFromWire(w) : packetFromWire(w);
}

export function linkFor(base: string, p: Header | Packet): string {
  return base + '#' + encodePayload(packetWire(p));
}

// ---- game files

export const FILE_MAGIC = 'tessera-game';

export function gameFileText(g: Game): string {
  const lines = [headerToWire(g.header), ...g.packets.map((p) => packetToWire(p))].map((w) => canonicalWire(w));
  return `{"format":"${FILE_MAGIC}","version":1,"packets":[\n${lines.join(',\n')}\n]}\n`;
}

function parseGameFile(text: string): Game {
  if (text.length > LIMITS.fileChars) throw new VerifyError('too-large', 'this file is larger than any game');
  // Depth and size are read by a linear scan before JSON.parse, which has no budget of its own.
  const scan = scanJson(text, LIMITS.fileDepth, LIMITS.fileValues);
  if (scan === 'too-deep') throw new VerifyError('too-large', 'this file is nested deeper than any game');
  if (scan === 'too-many') throw new VerifyError('too-large', 'this file holds more values than any game');
  let v: unknown;
  try { v = JSON.parse(text); } catch { throw new VerifyError('malformed', 'this file is not a complete Tessera game file (it may have been cut short)'); }
  const o = v as { format?: unknown; version?: unknown; packets?: unknown };
  if (typeof o !== 'object' || o === null || o.format !== FILE_MAGIC) throw new VerifyError('not-tessera', 'this file is not a Tessera game');
  if (typeof o.version !== 'number' || o.version > 1) throw new VerifyError('newer-version', 'this game file was made by a newer version of Tessera');
  if (!Array.isArray(o.packets) || o.packets.length === 0) throw new VerifyError('malformed', 'this game file holds no packets');
  if (o.packets.length > PACKET_LIMITS.packetsPerGame + 1) throw new VerifyError('too-large', 'this file holds more packets than any game');
  try { for (const p of o.packets) checkWire(p, 0); } catch (e) { throw new VerifyError('malformed', 'this game file is damaged: ' + (e as Error).message); }
  const [h, ...rest] = o.packets as Wire[];
  const header = headerFromWire(h);
  const packets = rest.map(packetFromWire);
  return { header, packets };
}

// ---- what a person pastes, opens or drops

export type Parsed = { kind: 'header'; header: Header } | { kind: 'packet'; packet: Packet } | { kind: 'game'; game: Game };

const PAYLOAD_CHAR = /^[A-Za-z0-9_-]+$/;
const PAYLOAD_RUN = /^[A-Za-z0-9_-]+/;

/** Undoes what mail and chat apps do to a link they pass on: quoted-printable soft
 *  line breaks (`=` at a line's end) and `=3D`; `> ` before quoted lines; invisible
 *  characters (zero-width spaces, joiners, soft hyphens); percent-encoding applied
 *  twice or more (`%2523`). Nothing here can turn one turn into another: the
 *  checksum still decides. */
function unwrap(text: string): string {
  let t = text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  t = t.replace(/^[ \t]*(?:>[ \t]?)+/gm, '');
  t = t.replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '');
  for (let i = 0; i < 4 && /%25/i.test(t); i++) t = t.replace(/%25/gi, '%');
  return t.replace(/%23/gi, '#').replace(/%20/g, ' ');
}

/** Accepts a full link, a message with a link on its last line, a bare payload or a
 *  game file's text; tolerates surrounding text, line breaks inserted by mail
 *  clients, `+` or `%20` put for spaces, and the wrappings of unwrap() and of
 *  `<link>`, `[text](link)` or a full stop after the link. Throws VerifyError with a reason. */
export function parseInput(input: string): Parsed {
  const text = input.replace(/^\uFEFF/, '').trim();
  if (text === '') throw new VerifyError('empty', 'there is nothing to read');
  if (text.startsWith('{')) return { kind: 'game', game: parseGameFile(text) };
  if (text.length > LIMITS.linkBytes * 2) throw new VerifyError('too-large', 'this text is far longer than any turn');
  const decoded = unwrap(text);
  const hash = decoded.lastIndexOf('#');
  const after = hash >= 0 ? decoded.slice(hash + 1) : decoded;
  // Mail clients wrap long links: join tokens one at a time until the checksum holds.
  const tokens = after.split(/[\s+]+/).filter((t) => t !== '');
  // Without a '#', only text made of payload characters can be a bare turn.
  const looksBare = hash < 0 && tokens.every((t) => PAYLOAD_CHAR.test(t)) && tokens.join('').length >= 20;
  if (hash < 0 && !looksBare) throw new VerifyError('not-tessera', 'this text is not a Tessera link, turn or game file');
  if (tokens.length === 0 || !PAYLOAD_RUN.test(tokens[0])) throw new VerifyError('damaged-link', 'this link holds no turn');
  let candidate = '';
  let firstError: VerifyError | null = null;
  for (let i = 0; i < tokens.length && i < 64; i++) {
    // A token may end in what closes the link ('>', ')', '.', '"'): the link ends there.
    const run = PAYLOAD_RUN.exec(tokens[i]);
    if (!run) break;
    candidate += run[0];
    try {
      const w = decodePayload(candidate);
      const p = fromWire(w);
      return 'gameId' in p ? { kind: 'packet', packet: p } : { kind: 'header', header: p };
    } catch (e) {
      if (!(e instanceof VerifyError)) throw e;
      if (e.code !== 'damaged-link') throw e;
      firstError ??= e;
    }
    if (run[0].length < tokens[i].length) break;
  }
  throw firstError ?? new VerifyError('damaged-link', 'this link is incomplete or damaged');
}
