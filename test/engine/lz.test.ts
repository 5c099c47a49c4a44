// The budgeted decompressor (src/engine/lz.ts) returns exactly what lz-string
// returns on everything lz-string's compressor writes, and stops a bomb early.
import { describe, expect, it } from 'vitest';
import LZString from 'lz-string';
import { lzDecompressBytes } from '../../src/engine/lz';
import { BotRandom } from '../../src/engine/draws';
import { encodeBinary } from '../../src/engine/canonical';
import { packetWire } from '../../src/engine/link';
import { selfplay } from '../../src/engine/selfplay';
import { toy } from '../toy/toy';
import { bombBody } from '../hostile/corpus';

function latin1(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return s;
}

describe('lz-string decompression with an output budget', () => {
  it('gives lz-string\'s output on random texts of every shape', () => {
    const rnd = new BotRandom(42);
    for (let n = 0; n < 600; n++) {
      const len = 1 + rnd.below(n < 300 ? 40 : 3000);
      const alphabet = 1 + rnd.below(n % 3 === 0 ? 4 : 256);
      let s = '';
      for (let i = 0; i < len; i++) s += String.fromCharCode(n % 7 === 0 && i % 5 === 0 ? 256 + rnd.below(60000) : rnd.below(alphabet));
      const z = LZString.compressToUint8Array(s);
      const r = lzDecompressBytes(z, 1 << 20);
      expect(r).toEqual({ ok: true, text: LZString.decompressFromUint8Array(z) });
      expect(r.ok && r.text).toBe(s);
    }
  });

  it('gives lz-string\'s output on real packets', async () => {
    const r = await selfplay(toy, { config: { scenario: toy.scenarios[0].id, options: {} }, diceMode: 'instant', seed: 5 });
    for (const p of [r.game.header, ...r.game.packets]) {
      const z = LZString.compressToUint8Array(latin1(encodeBinary(packetWire(p))));
      expect(lzDecompressBytes(z, 64 * 1024)).toEqual({ ok: true, text: LZString.decompressFromUint8Array(z) });
    }
  });

  it('refuses what lz-string cannot read, and never throws', () => {
    const rnd = new BotRandom(7);
    for (let n = 0; n < 2000; n++) {
      const b = new Uint8Array(rnd.below(64));
      for (let i = 0; i < b.length; i++) b[i] = rnd.below(256);
      let lz: string | null;
      try { lz = LZString.decompressFromUint8Array(b); } catch { lz = null; }
      const r = lzDecompressBytes(b, 1 << 20);
      // Where lz-string reads a text, ours reads the same one (or refuses a stream lz-string misreads).
      if (r.ok) expect(r.text).toBe(lz);
    }
  });

  it('stops a quadratic bomb as soon as its output passes the budget', () => {
    const body = bombBody(98_000);
    expect(lzDecompressBytes(body, 64 * 1024)).toEqual({ ok: false, reason: 'too-large' });
    // The same stream, cut short, is within budget and is read as lz-string reads it.
    const small = bombBody(40);
    const r = lzDecompressBytes(small, 1 << 20);
    expect(r).toEqual({ ok: true, text: LZString.decompressFromUint8Array(small) });
  });

  it('refuses at exactly the budget', () => {
    const s = 'x'.repeat(1000);
    const z = LZString.compressToUint8Array(s);
    expect(lzDecompressBytes(z, 1000)).toEqual({ ok: true, text: s });
    expect(lzDecompressBytes(z, 999)).toEqual({ ok: false, reason: 'too-large' });
  });
});
