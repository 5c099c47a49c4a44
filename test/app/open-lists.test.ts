// The action lists' open state kept by owner (src/app/open-lists.ts): what the game screen
// reads when it builds a list again.
import { describe, expect, it } from 'vitest';
import { isListOpen, setListOpen } from '../../src/app/open-lists';

describe('open action lists', () => {
  it('a list opened stays open for its owner until closed', () => {
    expect(isListOpen('g1:0', 'all')).toBe(false);
    setListOpen('g1:0', 'all', true);
    setListOpen('g1:0', 'group:0515', true);
    expect(isListOpen('g1:0', 'all')).toBe(true);
    expect(isListOpen('g1:0', 'group:0515')).toBe(true);
    setListOpen('g1:0', 'all', false);
    expect(isListOpen('g1:0', 'all')).toBe(false);
    expect(isListOpen('g1:0', 'group:0515')).toBe(true);
  });

  it('each owner (a game and the player at the screen) has its own lists', () => {
    setListOpen('g2:0', 'all', true);
    expect(isListOpen('g2:1', 'all')).toBe(false);
    expect(isListOpen('g3:0', 'all')).toBe(false);
  });
});
