import { describe, expect, it } from 'vitest';
import { selfplay } from '../../src/engine/selfplay';
import { replay, type Game } from '../../src/engine/game';
import { receive } from '../../src/engine/verify';
import { stateHash } from '../../src/engine/canonical';
import { toy } from '../toy/toy';

describe('receiving one packet replays only what is new', () => {
  for (const diceMode of ['instant', 'sealed'] as const) {
    it(`gives the same progress as a replay from the start (${diceMode})`, async () => {
      const { game } = await selfplay(toy, { config: { scenario: 'field', options: { turns: 6 } }, diceMode, seed: 41 });
      let stored: Game = { header: game.header, packets: [] };
      let progress = replay(toy, stored);
      for (const p of game.packets) {
        const r = await receive(toy, stored, [p], progress);
        if (r.kind !== 'accepted') throw new Error('not accepted');
        const full = replay(toy, r.game);
        expect(r.progress.ids).toEqual(full.ids);
        expect(stateHash(r.progress.state)).toBe(stateHash(full.state));
        expect(r.progress.pending?.code ?? null).toEqual(full.pending?.code ?? null);
        expect(r.progress.log.map((e) => e.code.join())).toEqual(full.log.map((e) => e.code.join()));
        stored = r.game;
        progress = r.progress;
      }
      // A progress of another game is refused rather than trusted.
      const other = await selfplay(toy, { config: { scenario: 'field', options: { turns: 6 } }, diceMode, seed: 42, maxPackets: 3 });
      expect(() => replay(toy, game, { from: replay(toy, other.game) })).toThrow(/not of this game/);
    });
  }
});
