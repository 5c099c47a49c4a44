// The strong Nabis bot (issue 14): what its search weighs when a unit moves near the enemy.
// Each test fails when the alternatives it names are no longer offered.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { nabis } from '../../src/rules/nabis';
import { nabisBot } from '../../src/rules/nabis/bot';
import { dist } from '../../src/rules/nabis/hex';
import { strongCandidates, strongNabis } from '../../src/rules/nabis/strong';
import { activate, scene } from '../rules/nabis/scene';

const SPARTAN = 1604;
// The Romans close in (the Spartans hold the places that score): a Roman unit near a Spartan one.
const near = () => activate(scene([{ id: 'hastati1a', hex: 1606, f: 0 }, { id: 'mercenariesa', hex: SPARTAN, f: 3 }], { pretor1: 1606 }), 'pretor1');

describe('strong Nabis bot', () => {
  it('weighs, beside the steady move into contact, waiting out of contact and ending the movement (8.1)', () => {
    const s = near();
    const steady = nabisBot(s, 0, new BotRandom(1));
    const c = strongCandidates(s, 0, new BotRandom(1));
    expect(steady.k === 'move' && dist(steady.to, SPARTAN)).toBe(1); // the steady bot meets the Spartans
    expect(c[0]).toEqual(steady);
    expect(c.some((a) => a.k === 'move' && dist(a.to, SPARTAN) > 1)).toBe(true);
    expect(c.some((a) => a.k === 'done')).toBe(true);
  });
  it('spends no search on a move far from the enemy', () => {
    const s = activate(scene([{ id: 'mercenariesa', hex: 1606, f: 0 }, { id: 'hastati1a', hex: 120, f: 0 }], { nabis: 1606 }), 'nabis');
    expect(strongCandidates(s, 1, new BotRandom(1))).toEqual([nabisBot(s, 1, new BotRandom(1))]);
  });
  it('decides the same for the same seed, one of the actions it weighed', () => {
    const s = near();
    const a = strongNabis(nabis, s, 0, new BotRandom(7));
    expect(strongNabis(nabis, near(), 0, new BotRandom(7))).toEqual(a);
    expect(strongCandidates(near(), 0, new BotRandom(7))).toContainEqual(a);
  });
  it('weighs Pythagoras\'s fire against keeping its VP (13.2.4-c): firing and not firing', () => {
    const s = activate(scene([{ id: 'mercenariesa', hex: 1107, f: 3 }, { id: 'principes1a', hex: 1105, f: 3, dis: 1, fat: true }, { id: 'velites1a', hex: 1106, f: 3 }], { pythagoras: 1107 }), 'pythagoras');
    s.act!.stage = 'fire';
    s.act!.fireOk = true;
    const c = strongCandidates(s, 1, new BotRandom(1));
    expect(c.some((a) => a.k === 'fire')).toBe(true);
    expect(c.some((a) => a.k === 'done')).toBe(true);
    expect(c.length).toBeGreaterThan(2);
  });
});
