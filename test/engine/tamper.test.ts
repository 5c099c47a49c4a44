// Protocol "What must hold" 2, 3, 4, 6, 10: tampering, authentication, legality,
// forks and idempotent import, on real packets of real games.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededIdentity, selfplay } from '../../src/engine/selfplay';
import { createIdentity, sign, type Identity } from '../../src/engine/identity';
import { gameFileText, linkFor, parseInput, encodePayload, packetWire } from '../../src/engine/link';
import { receive, ForkError } from '../../src/engine/verify';
import { VerifyError } from '../../src/engine/errors';
import { replay, type Game } from '../../src/engine/game';
import { startTurn, signTurn } from '../../src/engine/session';
import { decodeBinary, encodeBinary } from '../../src/engine/canonical';
import { fromB64, toB64 } from '../../src/engine/bytes';
import { BotRandom } from '../../src/engine/draws';
import type { Packet } from '../../src/engine/packet';
import LZString from 'lz-string';
import { toy } from '../toy/toy';

const BASE = 'https://tessera.invalid/';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
let ids: [Identity, Identity];
let full: Game;

/** What the receiving device has before packet k arrives. */
function storedBefore(k: number): Game {
  return { header: full.header, packets: full.packets.slice(0, k - 1) };
}
function authorOf(k: number): Identity {
  return ids[k % 2 === 0 ? 0 : 1];
}

async function outcome(stored: Game, text: string): Promise<string> {
  try {
    const parsed = parseInput(text);
    if (parsed.kind !== 'packet') return 'not a packet: ' + parsed.kind;
    const r = await receive(toy, stored, [parsed.packet]);
    return r.kind;
  } catch (e) {
    if (e instanceof VerifyError) return 'rejected:' + e.code;
    throw e;
  }
}

beforeAll(async () => {
  ids = [await seededIdentity(21, 'a'), await seededIdentity(21, 'b')];
  const r = await selfplay(toy, { config: { scenario: 'field', options: { turns: 6 } }, diceMode: 'instant', seed: 21, identities: ids });
  full = r.game;
  expect(full.packets.length).toBeGreaterThan(12);
});

describe('tampering is always detected (protocol 2)', () => {
  it('10,000 random mutations of real packets are all rejected with a typed error, the stored game unchanged', async () => {
    const rnd = new BotRandom(12345);
    const counts: Record<string, number> = {};
    const kinds: Record<string, number> = {};
    const targets = [4, 5, 6, 7, 8, 9, 10, 11];
    const snapshots = new Map(targets.map((k) => [k, gameFileText(storedBefore(k))]));
    const fields = ['seat', 'seq', 'prev', 'reveal', 'commit', 'action', 'actions', 'stateHash', 'signature', 'gameId'] as const;
    const randomBytes = (n: number) => toB64(Uint8Array.from({ length: n }, () => rnd.below(256)));
    for (let i = 0; i < 10000; i++) {
      const k = targets[i % targets.length];
      const stored = storedBefore(k);
      const p = full.packets[k - 1];
      const link = linkFor(BASE, p);
      let text: string;
      let kind: string;
      const mode = i % 3;
      if (mode === 0) {
        // A character of the link text (after '#'): replaced, deleted or inserted.
        const hash = link.indexOf('#') + 1;
        const pos = hash + rnd.below(link.length - hash);
        const op = rnd.below(3);
        const c = B64[rnd.below(64)];
        if (op === 0) text = link.slice(0, pos) + (c === link[pos] ? B64[(B64.indexOf(c) + 1) % 64] : c) + link.slice(pos + 1);
        else if (op === 1) text = link.slice(0, pos) + link.slice(pos + 1);
        else text = link.slice(0, pos) + c + link.slice(pos);
        kind = 'link-char';
      } else if (mode === 1) {
        // A byte of the packet's binary form, re-wrapped with a valid checksum so the
        // signature and the replay, not the checksum, have to catch it.
        const raw = fromB64(encodePayload(packetWire(p)))!;
        const body = raw[1] === 1 ? Uint8Array.from(LZString.decompressFromUint8Array(raw.subarray(2, raw.length - 4))!, (ch) => ch.charCodeAt(0)) : raw.subarray(2, raw.length - 4);
        const mutated = body.slice();
        const at = rnd.below(mutated.length);
        mutated[at] = (mutated[at] + 1 + rnd.below(255)) & 255;
        let wire;
        try { wire = decodeBinary(mutated); } catch { wire = null; }
        if (wire === null) { counts['rejected:malformed (binary)'] = (counts['rejected:malformed (binary)'] ?? 0) + 1; kinds['payload-byte'] = (kinds['payload-byte'] ?? 0) + 1; continue; }
        text = BASE + '#' + encodePayload(wire);
        kind = 'payload-byte';
      } else {
        // A field of the decoded packet.
        const q: Packet = JSON.parse(JSON.stringify(p));
        const f = fields[rnd.below(fields.length)];
        switch (f) {
          case 'seat': q.seat = (1 - q.seat) as 0 | 1; break;
          case 'seq': q.seq = q.seq + 1 + rnd.below(3) * (rnd.below(2) ? 1 : -1) || q.seq + 1; if (q.seq === p.seq || q.seq < 1) q.seq = p.seq + 1; break;
          case 'prev': q.prev = rnd.below(2) ? randomBytes(32) : full.packets[rnd.below(k - 2)].prev; if (q.prev === p.prev) q.prev = randomBytes(32); break;
          case 'reveal': q.reveal = randomBytes(32); break;
          case 'commit': q.commit = randomBytes(32); break;
          case 'stateHash': q.stateHash = randomBytes(32); break;
          case 'gameId': q.gameId = randomBytes(16); break;
          case 'signature': {
            const s = fromB64(q.signature)!;
            if (rnd.below(2)) s[rnd.below(64)] ^= 1 << rnd.below(8); else s.set(fromB64(randomBytes(64))!);
            q.signature = toB64(s);
            break;
          }
          case 'action': {
            if (q.actions.length === 0) { q.actions.push([3]); break; }
            const a = q.actions[rnd.below(q.actions.length)];
            const j = rnd.below(a.length);
            a[j] = a[j] + 1 + rnd.below(3);
            break;
          }
          case 'actions':
            if (q.actions.length > 0 && rnd.below(2)) q.actions.splice(rnd.below(q.actions.length), 1);
            else q.actions.splice(rnd.below(q.actions.length + 1), 0, [[1, 0, 0], [2, 0], [3], [4, 1]][rnd.below(4)]);
            break;
        }
        text = linkFor(BASE, q);
        kind = 'field:' + f;
      }
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      const o = await outcome(stored, text);
      counts[o] = (counts[o] ?? 0) + 1;
      if (!o.startsWith('rejected:')) throw new Error(`mutation ${i} (${kind}) was not rejected: ${o}\n${text}`);
    }
    for (const k of targets) expect(gameFileText(storedBefore(k))).toBe(snapshots.get(k));
    console.log('mutations by kind', JSON.stringify(kinds));
    console.log('outcomes', JSON.stringify(counts));
    expect(Object.values(kinds).reduce((a, b) => a + b, 0)).toBe(10000);
  });
});

describe('named cases', () => {
  it('a packet signed by a third key is rejected (protocol 3)', async () => {
    const k = 6;
    const third = await createIdentity();
    const p = { ...full.packets[k - 1] };
    p.signature = await sign(third, p);
    expect(await outcome(storedBefore(k), linkFor(BASE, p))).toBe('rejected:bad-signature');
  });

  it('a valid packet re-sent, or re-signed by its author, is "already have it" and changes nothing (protocol 10)', async () => {
    const k = 6;
    const stored = storedBefore(k + 1);
    const before = gameFileText(stored);
    expect(await outcome(stored, linkFor(BASE, full.packets[k - 1]))).toBe('duplicate');
    const resigned = { ...full.packets[k - 1] };
    resigned.signature = await sign(authorOf(k), resigned);
    expect(resigned.signature).not.toBe(full.packets[k - 1].signature);
    expect(await outcome(stored, linkFor(BASE, resigned))).toBe('duplicate');
    expect(gameFileText(stored)).toBe(before);
  });

  it('a packet from the future names the missing one', async () => {
    const stored = storedBefore(5);
    try {
      await receive(toy, stored, [full.packets[6]]);
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(VerifyError);
      expect((e as VerifyError).code).toBe('missing-packet');
      expect((e as VerifyError).seq).toBe(5);
      expect((e as VerifyError).message).toBe('packet 5 is missing');
    }
  });

  it('two different packets with the same prev are reported as a fork, with both (protocol 6)', async () => {
    let found = false;
    for (let k = 4; k < full.packets.length && !found; k++) {
      const prefix = storedBefore(k);
      const turn = startTurn(toy, authorOf(k), prefix, replay(toy, prefix));
      const original = full.packets[k - 1].actions[0]?.join(',');
      const alt = turn.legal().find((a) => toy.encodeAction(a).join(',') !== original);
      if (!alt) continue;
      turn.play(alt);
      const rnd = new BotRandom(k);
      while (!turn.complete()) turn.play(rnd.pick(turn.legal()));
      const other = await signTurn(authorOf(k), turn);
      const holder = storedBefore(k + 1);
      try {
        await receive(toy, holder, [other]);
        throw new Error('accepted');
      } catch (e) {
        expect(e).toBeInstanceOf(ForkError);
        expect((e as ForkError).ours).toEqual(full.packets[k - 1]);
        expect((e as ForkError).theirs).toEqual(other);
        expect((e as ForkError).seq).toBe(k);
      }
      found = true;
    }
    expect(found).toBe(true);
  });

  it('a reveal that does not match its commit is rejected, even correctly signed (protocol 5)', async () => {
    const k = 6;
    const p = { ...full.packets[k - 1], reveal: toB64(new Uint8Array(32).fill(7)) };
    p.signature = await sign(authorOf(k), p);
    expect(await outcome(storedBefore(k), linkFor(BASE, p))).toBe('rejected:bad-reveal');
  });

  it('an illegal action in a correctly signed packet (a modified client) is rejected naming the action and the rule (protocol 4)', async () => {
    for (let k = 2; k < full.packets.length; k++) {
      const prefix = storedBefore(k);
      const prog = replay(toy, prefix);
      const seat = k % 2 === 0 ? full.header.seat : 1 - full.header.seat;
      if (prog.pending || prog.waiting.kind !== 'decide' || prog.waiting.seat !== seat || prog.state.phase !== 'act') continue;
      // Rallying a unit that is at full strength breaks TOY-2.2.
      const unit = prog.state.hp[seat].findIndex((h: number) => h === 4);
      if (unit < 0) continue;
      const p = { ...full.packets[k - 1], actions: [[2, unit]] };
      p.signature = await sign(authorOf(k), p);
      try {
        await receive(toy, prefix, [p]);
        throw new Error('accepted');
      } catch (e) {
        const v = e as VerifyError;
        expect(v.code).toBe('illegal-action');
        expect(v.seq).toBe(k);
        expect(v.action).toBe(0);
        expect(v.rule).toBe('TOY-2.2');
        expect(v.message).toMatch(/unit \d rallies/);
      }
      return;
    }
    throw new Error('no position found for the test');
  });
});

describe('joining (protocol "Identity, invitation")', () => {
  it('the creator keeps the first join; a second acceptor\'s join is reported as a fork with both', async () => {
    const stranger = await createIdentity();
    const prefix = { header: full.header, packets: [] };
    const turn = startTurn(toy, stranger, prefix, replay(toy, prefix), { name: 'Gamma', lang: 'en' });
    const rnd = new BotRandom(3);
    while (!turn.complete()) turn.play(rnd.pick(turn.legal()));
    const secondJoin = await signTurn(stranger, turn);
    const holder = storedBefore(2);
    await expect(receive(toy, holder, [secondJoin])).rejects.toBeInstanceOf(ForkError);
    // Before any join, that same packet would have been a valid join.
    const r = await receive(toy, prefix, [secondJoin]);
    expect(r.kind).toBe('accepted');
  });
});
