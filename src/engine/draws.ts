// The draw stream (protocol "Dice"): SHA-256 in counter mode over a key both
// players' secrets fixed, read by rejection sampling so every face is equally
// likely. Integers only: no floats, no modulo bias.
import { fromB64, sha256, tag, u32 } from './bytes';

/** What a rule system sees of randomness. Faces are 1..sides, except d10 (0-9). */
export interface Dice {
  roll(sides: number): number;
  d6(): number;
  /** A ten-sided die read 0 to 9. */
  d10(): number;
}

/** Thrown by a sealed-mode dice source: the draw needs a secret not yet revealed. */
export class PendingDraw extends Error {
  constructor() { super('draw pending: needs the opponent\'s hidden secret'); }
}

export function drawKey(gameId: string, n: number, authorReveal: string, other: string): Uint8Array {
  const g = fromB64(gameId);
  const a = fromB64(authorReveal);
  const o = fromB64(other);
  if (!g || !a || !o) throw new Error('drawKey: bad base64');
  return sha256(tag('draw'), g, u32(n), a, o);
}

export interface Roll { sides: number; value: number }

export class DrawStream implements Dice {
  private block: Uint8Array = new Uint8Array(0);
  private pos = 0;
  private counter = 0;
  readonly rolls: Roll[] = [];
  constructor(private readonly key: Uint8Array) {}

  private byte(): number {
    if (this.pos >= this.block.length) {
      this.block = sha256(this.key, u32(this.counter++));
      this.pos = 0;
    }
    return this.block[this.pos++];
  }

  /** Uniform integer in [0, n) for 1 <= n <= 65536, by rejection sampling. */
  uniform(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 65536) throw new Error('uniform: bad range ' + n);
    if (n <= 256) {
      const limit = 256 - (256 % n);
      for (;;) {
        const b = this.byte();
        if (b < limit) return b % n;
      }
    }
    const limit = 65536 - (65536 % n);
    for (;;) {
      const b = this.byte() * 256 + this.byte();
      if (b < limit) return b % n;
    }
  }

  roll(sides: number): number {
    const value = this.uniform(sides) + 1;
    this.rolls.push({ sides, value });
    return value;
  }
  d6(): number { return this.roll(6); }
  d10(): number {
    const value = this.uniform(10);
    this.rolls.push({ sides: 10, value });
    return value;
  }
}

/** The dice of a sealed packet, or of anything whose other secret is still hidden. */
export const sealedDice: Dice = {
  roll() { throw new PendingDraw(); },
  d6() { throw new PendingDraw(); },
  d10() { throw new PendingDraw(); },
};

/** Small deterministic PRNG for bots (not for game dice): xorshift32 on integers. */
export class BotRandom {
  private s: number;
  constructor(seed: number) { this.s = (seed >>> 0) || 0x9e3779b9; }
  next(): number {
    let x = this.s;
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    this.s = x;
    return x;
  }
  /** Integer in [0, n). */
  below(n: number): number { return n <= 1 ? 0 : this.next() % n; }
  pick<T>(a: readonly T[]): T { return a[this.below(a.length)]; }
}
