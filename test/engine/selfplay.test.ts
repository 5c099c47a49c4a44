import { describe, expect, it } from 'vitest';
import { selfplay } from '../../src/engine/selfplay';
import { verifyGame } from '../../src/engine/verify';
import { toy } from '../toy/toy';

describe('selfplay through real packets', () => {
  for (const diceMode of ['local', 'instant', 'sealed'] as const) {
    it(`plays a whole toy game in ${diceMode} mode and verifies it`, async () => {
      const r = await selfplay(toy, { config: { scenario: 'field', options: { turns: 6 } }, diceMode, seed: 7 });
      expect(r.progress.waiting.kind).toBe('over');
      expect(r.game.packets.length).toBeGreaterThan(4);
      const again = await verifyGame(toy, r.game);
      expect(again.ids).toEqual(r.progress.ids);
      console.log(diceMode, 'packets', r.game.packets.length, 'max link', Math.max(...r.links.map((l) => l.length)));
    });
  }
});
