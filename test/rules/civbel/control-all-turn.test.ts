// T-40 [SRC p.21]: a unit controlled in the Command Phase stays controlled for the whole
// turn, even when its Approach march takes it out of its leader's command reach: it may
// still move in the Tactical Move Phase. Built on the Great Plains position, every unit
// controlled as the Command Phase leaves it, with scripted dice.
import { describe, expect, it } from 'vitest';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { commandReach } from '../../../src/rules/civbel/command';
import { greatPlains, ix, scripted, unitOf } from './helpers';

const approach = (): CivGame => greatPlains('approach');
const play = (s: CivGame, seat: 0 | 1, a: CivAction) => {
  expect(civbel.check(s, seat, a)).toBeNull();
  return civbel.apply(s, seat, a, scripted([], 3));
};

describe('T-40: controlled in the Command Phase, controlled all turn', () => {
  it('Legion I marches 5 JT out of the First legate\'s reach in the Approach Phase and may still move in its Tactical Move half', () => {
    const s = approach();
    const legate = s.leaders.find((l) => l.id === 'r1c')!;
    // Alone in its command, out of the Velites' chain of reach, so the march is what takes it out.
    for (const u of s.units) if (u.side === 0 && u.id !== 'legio1') u.destroyed = true;
    expect(commandReach(s, legate)).toContain('legio1');
    let t = civbel.apply(s, 0, { k: 'move', unit: ix(s, 'legio1'), how: 'march', angle: 0 }, scripted([5, 5]));
    expect(commandReach(t, t.leaders.find((l) => l.id === 'r1c')!)).not.toContain('legio1');
    for (let i = 0; i < 8 && !(t.phase === 'tactical' && t.active === 0); i++) t = play(t, t.active as 0 | 1, { k: 'done' });
    expect([t.phase, t.active]).toEqual(['tactical', 0]);
    expect(unitOf(t, 'legio1').turn.controlled).toBe(true);
    expect(civbel.check(t, 0, { k: 'move', unit: ix(t, 'legio1'), how: 'advance', angle: 0 })).toBeNull();
  });
});
