// Hostile inputs for the receive path, generated when needed (the big ones are
// megabytes: none is committed). Used by test/hostile/*.test.ts and by the bench
// (src/cli/bench.ts), which times `tessera verify` on each.
import { sha256, tag, toB64 } from '../../src/engine/bytes';
import type { RuleSystem } from '../../src/engine/contract';
import type { ErrorCode } from '../../src/engine/errors';
import { seededIdentity } from '../../src/engine/selfplay';
import { createHeader } from '../../src/engine/session';
import { gameFileText, linkFor, LINK_VERSION } from '../../src/engine/link';
import type { Identity } from '../../src/engine/identity';
import type { Wire } from '../../src/engine/canonical';

export interface Hostile {
  name: string;
  /** What a person would paste or open (a link, or a game file's text). */
  text: string;
  /** The typed refusal expected; several are acceptable when the order of checks decides. */
  expect: ErrorCode[];
}

/** Every name a plain object answers from its prototype, and `prototype`. */
export const PROTOTYPE_NAMES: string[] = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
/** Those, and names arrays and functions answer (length, name, call...), for tables
 *  that might be arrays or be read through one. */
export const LOOKUP_NAMES: string[] = [...new Set([...PROTOTYPE_NAMES, 'length', 'name', 'call', 'apply', 'bind', 'then', '0', '-1'])];

// ---- the decompression bomb

/** Writes bits the way lz-string reads them: each value least significant bit first,
 *  into 16-bit units filled from their most significant bit. */
class LzBits {
  units: number[] = [];
  private val = 0;
  private pos = 32768;
  put(value: number, n: number): void {
    for (let k = 0; k < n; k++) {
      if ((value >> k) & 1) this.val |= this.pos;
      this.pos >>= 1;
      if (this.pos === 0) { this.units.push(this.val); this.val = 0; this.pos = 32768; }
    }
  }
  bytes(): Uint8Array {
    const u = this.pos === 32768 ? this.units : [...this.units, this.val];
    const out = new Uint8Array(u.length * 2);
    u.forEach((x, i) => { out[2 * i] = x >> 8; out[2 * i + 1] = x & 255; });
    return out;
  }
}

/** An lz-string body of about `bytes` bytes in which every code names the entry
 *  being made (w + w[0]): the k-th output is k characters long, so the whole
 *  output grows with the square of the input (a 98 KB body: hundreds of millions). */
export function bombBody(bytes: number): Uint8Array {
  const b = new LzBits();
  b.put(0, 2);
  b.put(65, 8); // 'A'
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  while (b.units.length * 2 < bytes - 8) {
    b.put(dictSize, numBits);
    dictSize++;
    enlargeIn--;
    if (enlargeIn === 0) { enlargeIn = 2 ** numBits; numBits++; }
  }
  b.put(2, numBits); // end of stream
  return b.bytes();
}

/** A link whose checksum holds around a bomb body, just under the paste cap. */
export function bombLink(chars = 130_460): string {
  const base = 'https://tessera.invalid/#';
  const bodyBytes = Math.floor(((chars - base.length) * 3) / 4) - 6;
  const body = bombBody(bodyBytes - (bodyBytes % 2));
  const head = new Uint8Array(2 + body.length);
  head[0] = LINK_VERSION;
  head[1] = 1;
  head.set(body, 2);
  const out = new Uint8Array(head.length + 4);
  out.set(head);
  out.set(sha256(tag('link'), head).subarray(0, 4), head.length);
  return base + toB64(out);
}

// ---- files that are expensive to parse

const FILE_HEAD = '{"format":"tessera-game","version":1,"packets":[';

/** A file nested `depth` deep (the was 7.9 million, 15.8 MB). */
export function deepFile(depth = 7_900_000): string {
  return FILE_HEAD + '['.repeat(depth) + ']'.repeat(depth) + ']}';
}

/** A file of `packets` packets of `actions` actions of 256 integers (the issue's:
 *  7 of 4,000), under a well-formed header. */
export function wideFile(packets = 7, actions = 4000): string {
  const action = '[' + Array(256).fill(7).join(',') + ']';
  const list = '[' + Array(actions).fill(action).join(',') + ']';
  const b = (n: number, first = 0) => { const x = new Uint8Array(n); x[0] = first; return JSON.stringify(toB64(x)); };
  const rows: string[] = [];
  for (let i = 1; i <= packets; i++) {
    const join = i === 1 ? `,${b(65, 4)},"B","en",${b(16)}` : '';
    rows.push(`[2,${b(16)},${i},${b(32)},${i % 2},${b(32)},${b(32)},${list},${b(32)}${join},${b(64)}]`);
  }
  return FILE_HEAD + `[2,"toy",1,[["scenario","field"]],1,0,${b(65, 4)},"A","en",${b(16)},${b(32)},${b(64)}],` + rows.join(',') + ']}';
}

/** A flat list of a million and more integers in place of the packets. */
export function flatFile(n = 1_500_000): string {
  return FILE_HEAD + Array(n).fill(0).join(',') + ']}';
}

// ---- invitations that name prototype properties

type Loader = (id: string) => Promise<RuleSystem<any, any>>;

function withOwn(options: Record<string, Wire>, key: string, value: Wire): Record<string, Wire> {
  const o = { ...options };
  // defineProperty: `o.__proto__ = v` would set the prototype, not an option.
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}

let signer: Promise<Identity> | null = null;

/** A signed invitation, as a game file or (`asLink`) as the link that carries it. */
async function invitationFile(sys: RuleSystem<any, any>, scenario: string, options: Record<string, Wire>, system?: string, asLink = false): Promise<string> {
  const id = await (signer ??= seededIdentity(1, 'hostile'));
  const s = system ? { ...sys, id: system } : sys;
  const header = await createHeader(s, id, { config: { scenario, options }, diceMode: 'instant', seat: 0, name: 'Mallory', lang: 'en' });
  return asLink ? linkFor('https://tessera.invalid/', header) : gameFileText({ header, packets: [] });
}

/** Signed invitations (so they pass the signature check and reach the rule system)
 *  whose header names a prototype property wherever a header names a table row. */
export async function prototypeInvitations(load: Loader, names = LOOKUP_NAMES): Promise<Hostile[]> {
  const dba = await load('dba');
  const nabis = await load('nabis');
  const nabisScenario = nabis.scenarios[0].id;
  const out: Hostile[] = [];
  for (const n of names) {
    const bad: ErrorCode[] = ['bad-config'];
    out.push({ name: `dba army0=${n}`, text: await invitationFile(dba, 'battle', { army0: n }), expect: bad });
    out.push({ name: `dba army0=${n} (link)`, text: await invitationFile(dba, 'battle', { army0: n }, undefined, true), expect: bad });
    out.push({ name: `nabis units row ${n} (link)`, text: await invitationFile(nabis, nabisScenario, { units: [[n, 3, 3, 3, 2, 2, 2, 0]] }, undefined, true), expect: bad });
    out.push({ name: `dba army1=${n}`, text: await invitationFile(dba, 'battle', { army1: n }), expect: bad });
    out.push({ name: `dba free army of 12 ${n}`, text: await invitationFile(dba, 'battle', { army0: 'free', free0: Array(12).fill(n) }), expect: bad });
    out.push({ name: `dba free army topography ${n}`, text: await invitationFile(dba, 'battle', { army0: 'free', free0: Array(12).fill('4Bd'), topo0: n }), expect: bad });
    out.push({ name: `dba choices ${n}`, text: await invitationFile(dba, 'battle', { choices0: Array(12).fill(n) }), expect: bad });
    out.push({ name: `dba scenario ${n}`, text: await invitationFile(dba, n, {}), expect: bad });
    out.push({ name: `nabis units row ${n}`, text: await invitationFile(nabis, nabisScenario, { units: [[n, 3, 3, 3, 2, 2, 2, 0]] }), expect: bad });
    out.push({ name: `nabis leaders row ${n}`, text: await invitationFile(nabis, nabisScenario, { leaders: [[n, 1, 1, 1, 1, 1, 1, 1, 1]] }), expect: bad });
    out.push({ name: `nabis scenario ${n}`, text: await invitationFile(nabis, n, {}), expect: bad });
    if (PROTOTYPE_NAMES.includes(n) && /^[A-Za-z0-9_.-]+$/.test(n)) out.push({ name: `option named ${n}`, text: await invitationFile(dba, 'battle', withOwn({}, n, 1)), expect: ['malformed'] });
    if (/^[A-Za-z0-9_.-]+$/.test(n)) {
      out.push({ name: `rule system ${n}`, text: await invitationFile(dba, 'battle', {}, n), expect: ['unknown-system'] });
    }
  }
  return out;
}

/** Signed Nabis invitations whose painted map (issue 15) is hostile: too many rows (refused
 *  on the count, before any row is read), rows naming prototype properties, rows nested
 *  where numbers belong, a named place painted. */
export async function mapInvitations(load: Loader): Promise<Hostile[]> {
  const nabis = await load('nabis');
  const sc = nabis.scenarios[0].id;
  const bad: ErrorCode[] = ['bad-config'];
  const many: Wire[] = Array.from({ length: 1301 }, () => [101, 0, 0, 0]);
  return [
    { name: 'nabis map of 1,301 rows (link)', text: await invitationFile(nabis, sc, { map: many }, undefined, true), expect: bad },
    { name: 'nabis map row naming constructor', text: await invitationFile(nabis, sc, { map: [['constructor', 0, 0, 0]] }), expect: bad },
    { name: 'nabis map row naming __proto__ (link)', text: await invitationFile(nabis, sc, { map: [[516, '__proto__', 0, 0]] }, undefined, true), expect: bad },
    { name: 'nabis map row nested', text: await invitationFile(nabis, sc, { map: [[[[[516]]], 0, 0, 0]] }), expect: bad },
    { name: 'nabis map painting the Citadel', text: await invitationFile(nabis, sc, { map: [[1004, 0, 0, 0]] }), expect: bad },
  ];
}

/** Everything at once: the big inputs at full size, then the invitations. */
export async function hostileCorpus(load: Loader, names = LOOKUP_NAMES): Promise<Hostile[]> {
  return [
    { name: 'decompression bomb link', text: bombLink(), expect: ['too-large'] },
    { name: 'file nested 7.9 million deep', text: deepFile(), expect: ['too-large'] },
    { name: 'file of 7 packets of 4,000 x 256 integers', text: wideFile(), expect: ['too-large'] },
    { name: 'file of 1.5 million integers', text: flatFile(), expect: ['too-large'] },
    { name: 'file of one packet of 4,000 x 256 integers', text: wideFile(1), expect: ['too-large'] },
    { name: 'file of one packet of 300 x 256 integers', text: wideFile(1, 300), expect: ['too-large'] },
    ...(await prototypeInvitations(load, names)),
    ...(await mapInvitations(load)),
  ];
}
