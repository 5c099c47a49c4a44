// The sealed deployment's view helpers without a DOM (D25): its words in English and French,
// and a spectator's table, which leaves off every army not yet revealed.
import { describe, expect, it } from 'vitest';
import { civbel } from '../../src/rules/civbel';
import { sealLayout, PUBLIC_SALT, posesCode, layoutPoses } from '../../src/rules/civbel/deploy-choice';
import { DW, hideUnrevealed, legionFormWords } from '../../src/views/civbel/deploy';
import { view } from '../../src/views/civbel';

const ctx = { dice: { roll: () => 3, d6: () => 3, d10: () => 3 }, log() {} };

describe('Civitates Bellantes sealed deployment view', () => {
  it('says everything in English and French', () => {
    for (const [en, fr] of Object.values(DW)) { expect(en).toBeTruthy(); expect(fr).toBeTruthy(); expect(fr).not.toBe(en); }
  });
  it('FRM-06, FRM-07: a Legion\'s choices in its player\'s words: its Acies, or its Column of one file per line', () => {
    expect(legionFormWords('listed', 3, 'en')).toBe('Acies');
    expect(legionFormWords('listed', 3, 'fr')).toBe('En acies');
    expect(legionFormWords('column', 3, 'en')).toBe('Column, 3 files');
    expect(legionFormWords('column', 2, 'fr')).toBe('Colonne par 2');
  });
  it('a spectator sees no army until it is revealed; the app lists no public-salt seal', () => {
    let s = civbel.setup({ scenario: 'great-plains-deploy', options: {} });
    expect(view.sealed!(s)).toBe(true);
    expect(hideUnrevealed(s).units.every((u) => u.destroyed)).toBe(true);
    s = civbel.apply(s, 0, sealLayout({}, 0, 'row'), ctx);
    s = civbel.apply(s, 1, sealLayout({}, 1, 'shifted'), ctx);
    s = civbel.apply(s, 1, { k: 'revealDeployment', salt: PUBLIC_SALT, poses: posesCode(layoutPoses({}, 1, 'shifted')) }, ctx);
    const h = hideUnrevealed(s);
    expect(h.units.filter((u) => !u.destroyed).every((u) => u.side === 1)).toBe(true);
    expect(h.leaders.filter((l) => l.alive).every((l) => l.side === 1)).toBe(true);
    expect(h.units.filter((u) => !u.destroyed)).toHaveLength(8);
    s = civbel.apply(s, 0, { k: 'revealDeployment', salt: PUBLIC_SALT, poses: posesCode(layoutPoses({}, 0, 'row')) }, ctx);
    expect(hideUnrevealed(s)).toBe(s);
    expect(view.sealed!(s)).toBe(false);
  });
});
