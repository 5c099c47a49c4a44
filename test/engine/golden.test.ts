// Golden games: recorded once, replayed on every run forever after (protocol 8):
// a later release must still verify them, signatures and every state hash.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/engine/link';
import { verifyGame } from '../../src/engine/verify';
import { goldenSystems } from '../cross-engine/systems';

const dir = new URL('../golden/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('golden games replay to the same hashes', () => {
  it('there are golden games for every dice mode', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });
  for (const f of files) {
    it(f, async () => {
      const parsed = parseInput(readFileSync(new URL(f, dir), 'utf8'));
      if (parsed.kind !== 'game') throw new Error('not a game file');
      const sys = goldenSystems[parsed.game.header.system];
      expect(sys, `rule system ${parsed.game.header.system}`).toBeDefined();
      const p = await verifyGame(sys, parsed.game); // throws on any signature, legality or state-hash difference
      expect(p.ids.length).toBe(parsed.game.packets.length + 1);
      expect(p.waiting.kind).toBe('over');
    });
  }
});
