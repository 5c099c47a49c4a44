// Issue 13, item 5: ECDSA signatures are malleable ((r, n - s) verifies as well as
// (r, s)). New games (protocol LOW_S_FROM on) are signed in low-s form and refuse
// the other; games of protocol 1 were signed before the rule and keep verifying.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromB64, toB64 } from '../../src/engine/bytes';
import { VerifyError } from '../../src/engine/errors';
import { isLowS } from '../../src/engine/identity';
import { parseInput } from '../../src/engine/link';
import { LOW_S_FROM, PROTOCOL } from '../../src/engine/packet';
import { selfplay } from '../../src/engine/selfplay';
import { checkSignatures, verifyGame } from '../../src/engine/verify';
import { toy } from '../toy/toy';

const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/** The other form of a signature: (r, n - s). */
function flipped(sig: string): string {
  const b = fromB64(sig)!;
  let s = 0n;
  for (let i = 32; i < 64; i++) s = (s << 8n) | BigInt(b[i]);
  s = N - s;
  const out = b.slice();
  for (let i = 63; i >= 32; i--) { out[i] = Number(s & 0xffn); s >>= 8n; }
  return toB64(out);
}

async function codeOf(f: () => Promise<unknown>): Promise<string> {
  try { await f(); return 'ok'; } catch (e) { if (e instanceof VerifyError) return e.code; throw e; }
}

describe('signatures in low-s form', () => {
  it('new games are written in protocol LOW_S_FROM or later, every signature low-s', async () => {
    expect(PROTOCOL).toBeGreaterThanOrEqual(LOW_S_FROM);
    const r = await selfplay(toy, { config: { scenario: 'field', options: {} }, diceMode: 'instant', seed: 2 });
    const all = [r.game.header, ...r.game.packets];
    expect(all.length).toBeGreaterThan(10);
    for (const p of all) {
      expect(p.protocol).toBe(PROTOCOL);
      expect(isLowS(fromB64(p.signature)!)).toBe(true);
    }
  });

  it('a new game with a signature turned high-s is refused; the low one verifies', async () => {
    const r = await selfplay(toy, { config: { scenario: 'field', options: {} }, diceMode: 'instant', seed: 3 });
    expect(await codeOf(() => verifyGame(toy, r.game))).toBe('ok');
    const header = { ...r.game.header, signature: flipped(r.game.header.signature) };
    expect(await codeOf(() => verifyGame(toy, { header, packets: r.game.packets }))).toBe('bad-signature');
    const packets = r.game.packets.slice();
    packets[4] = { ...packets[4], signature: flipped(packets[4].signature) };
    expect(await codeOf(() => verifyGame(toy, { header: r.game.header, packets }))).toBe('bad-signature');
  });

  it('recorded games of protocol 1 verify, high-s signatures and all; recorded protocol-2 games are all low-s', async () => {
    const dir = join(import.meta.dirname, '..', 'golden');
    let high = 0;
    let v1 = 0;
    let v2 = 0;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      const parsed = parseInput(readFileSync(join(dir, f), 'utf8'));
      if (parsed.kind !== 'game') throw new Error(f);
      const g = parsed.game;
      // (golden.test.ts replays them in full; here only their signatures matter.)
      expect(await codeOf(() => checkSignatures(g)), f).toBe('ok');
      const packets = g.packets.slice();
      packets[0] = { ...packets[0], signature: flipped(packets[0].signature) };
      if (g.header.protocol === 1) {
        v1++;
        high += [g.header, ...g.packets].filter((p) => !isLowS(fromB64(p.signature)!)).length;
        // Either form verifies in a protocol-1 game: the rule is not applied to it.
        expect(await codeOf(() => checkSignatures({ header: g.header, packets })), f).toBe('ok');
      } else {
        v2++;
        expect(g.header.protocol, f).toBe(2);
        expect([g.header, ...g.packets].every((p) => isLowS(fromB64(p.signature)!)), f).toBe(true);
        expect(await codeOf(() => checkSignatures({ header: g.header, packets })), f).toBe('bad-signature');
      }
    }
    expect(high).toBeGreaterThan(0);
    expect(v1).toBeGreaterThan(0);
    expect(v2).toBeGreaterThan(0);
  }, 120_000);
});
