// A whole DBA battle bot against bot through real signed packets and links.
import { describe, expect, it } from 'vitest';
import { selfplay } from '../../../src/engine/selfplay';
import { verifyGame } from '../../../src/engine/verify';
import { dba } from '../../../src/rules/dba';

describe('DBA selfplay through real packets', () => {
  for (const diceMode of ['instant', 'sealed'] as const) {
    it(`plays a battle in ${diceMode} mode and verifies it`, { timeout: 600_000 }, async () => {
      const config = { scenario: 'battle', options: { army0: 'I/24b', army1: 'I/26a', maxBounds: 20 } };
      const r = await selfplay(dba, { config, diceMode, seed: 3 });
      expect(r.progress.waiting.kind).toBe('over');
      const again = await verifyGame(dba, r.game);
      expect(again.ids).toEqual(r.progress.ids);
      const maxLink = Math.max(...r.links.map((l) => l.length));
      console.log('DBA', diceMode, 'packets', r.game.packets.length, 'max link', maxLink);
      expect(maxLink).toBeLessThan(2048);
    });
  }
});
