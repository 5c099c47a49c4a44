// CdB 11.8 with C18: "Une unité qui a effectué une fuite peut agir normalement dès la séquence
// de jeu suivante" (FR, which wins; EN "next game turn"): the mark of flight lasts the
// player-turn (spec §2.8 flags), so a unit that fled acts again in the next player-turn.
import { describe, expect, it } from 'vitest';
import { mayShoot } from '../../../src/rules/cdb/shooting';
import { endPlayerTurn } from '../../../src/rules/cdb/sequence';
import { flagsOf, NO_FLAGS } from '../../../src/rules/cdb/state';
import { ax, counter, N, S, unit } from './helpers';
import { game, scripted } from './game-helpers';

describe('CdB C18 (11.8): a fled unit acts normally from the next player-turn', () => {
  it('Bowmen that fled this player-turn may not shoot; once the player-turn ends they may', () => {
    const bw = unit(1, 0, ax(0, 0), N, counter('Bw'));
    const far = unit(9, 1, ax(0, -9), S, counter('Sp'));
    const s = game([bw, far]);
    s.flags['1'] = { ...NO_FLAGS, fled: true, moved: true };
    expect(mayShoot(s, bw, { fled: flagsOf(s, 1).fled })?.rule).toBe('CdB 10.1');
    endPlayerTurn(s, scripted([]));
    expect(flagsOf(s, 1).fled).toBe(false);
    expect(mayShoot(s, s.units.find((u) => u.id === 1)!, { fled: flagsOf(s, 1).fled })).toBeNull();
  });
});
