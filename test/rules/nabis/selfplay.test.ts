// Nabis through real signed packets (instant and sealed dice).
import { describe, expect, it } from 'vitest';
import { selfplay } from '../../../src/engine/selfplay';
import { verifyGame } from '../../../src/engine/verify';
import { nabis } from '../../../src/rules/nabis';
import { config } from './helpers';

describe('Nabis selfplay through packets', () => {
  // Sealed dice end a packet at every roll that needs the other secret: the full game takes
  // minutes there, so the sealed run is cut after 60 packets (set NABIS_SEALED_FULL=1 for all).
  for (const diceMode of ['instant', 'sealed'] as const) {
    it(`plays a game in ${diceMode} mode and verifies it`, async () => {
      const full = diceMode === 'instant' || process.env.NABIS_SEALED_FULL === '1';
      const r = await selfplay(nabis, { config: config(), diceMode, seed: 11, maxPackets: full ? 5000 : 60 });
      if (full) expect(r.progress.waiting.kind).toBe('over');
      else expect(r.game.packets.length).toBe(60);
      const again = await verifyGame(nabis, r.game);
      expect(again.ids).toEqual(r.progress.ids);
      const turns = (r.progress.state as { turn: number }).turn;
      const maxLink = Math.max(...r.links.map((l) => l.length));
      console.log(`nabis ${diceMode}: ${r.game.packets.length} packets over ${turns} turns (${(r.game.packets.length / turns).toFixed(1)} per turn), longest link ${maxLink}`);
      expect(maxLink).toBeLessThan(2048);
    }, 600_000);
  }
});
