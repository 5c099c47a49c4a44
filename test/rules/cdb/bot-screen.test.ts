// The steady bot (issue 14), skirmishers and rear ranks against impetuous Knights: each test
// builds a position by hand and asks the bot for its moves; the position is chosen so that a
// bot without the behaviour named would act otherwise.
import { describe, expect, it } from 'vitest';
import { game, playMovement, scripted } from './game-helpers';
import { ax, corps, counter, G, irr, N, S, unit } from './helpers';
import { rearHexes } from '../../../src/rules/cdb/grid';
import { rankedMoves } from '../../../src/rules/cdb/bot';
import { cdb, type CdbState } from '../../../src/rules/cdb';

const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;
const nearestFoe = (s: CdbState, id: number) => Math.min(...s.units.filter((e) => e.side !== unitOf(s, id).side).map((e) => G.distance(e.hex, unitOf(s, id).hex)));

describe('cdb steady bot: Psiloi with no prey of their own (2.6, 11.5)', () => {
  it('Psiloi at the end of a Spears line do not step out ahead of it toward the enemy baggage behind the enemy\'s Spears (beaten by them in the open, Psiloi are destroyed)', () => {
    const s = game([
      unit(1, 0, ax(0, 1), N, [counter('Sp'), counter('Sp')]), unit(2, 0, ax(1, 1), N, [counter('Sp'), counter('Sp')]), unit(3, 0, ax(2, 1), N, counter('Ps')),
      unit(8, 1, ax(2, -5), S, [counter('Sp'), counter('Sp')]), unit(9, 1, ax(3, -5), S, [counter('Sp'), counter('Sp')]),
      unit(10, 1, ax(3, -9), null, counter('Bag')),
    ]);
    const line = Math.min(nearestFoe(s, 1), nearestFoe(s, 2));
    // Every move the bot weighs for the Psiloi alone leaves them no nearer the enemy than their line.
    const alone = rankedMoves(s, 0).filter((m) => m.a.k === 'move' && m.a.units.length === 1 && m.a.units[0] === 3);
    for (const m of alone) expect(nearestFoe(cdb.apply(s, 0, m.a, scripted([])), 3)).toBeGreaterThanOrEqual(line);
  });
});

describe('cdb steady bot: a full rear rank within the Knights\' reach (11.7, 9.5)', () => {
  it('two Cavalry filling both rear hexes of a pair of Spears, irregular Knights 6 hexes off (two spontaneous moves of 3), leave the full rear rank (destroyed with the Spears, 11.7)', () => {
    // The Spears of another corps with no points left: only the Cavalry can move.
    const sp = unit(1, 0, ax(0, 1), N, [counter('Sp'), counter('Sp')], 3);
    const [r1, r2] = rearHexes(G, sp);
    const cs = [corps(1, 0, -1, { generalOffMap: true }), corps(3, 0, -1, { generalOffMap: true }), corps(2, 1, -1, { generalOffMap: true })];
    const s = game([sp, unit(2, 0, r1, N, counter('Cv')), unit(3, 0, r2, N, counter('Cv')), unit(9, 1, ax(0, -5), S, irr('Kn'))], { corps: cs, ap: { 1: 6, 3: 0 } });
    expect(G.distance(unitOf(s, 1).hex, unitOf(s, 9).hex)).toBe(6);
    const after = playMovement(s);
    const rear = rearHexes(G, unitOf(after, 1));
    const held = rear.filter((h) => after.units.some((u) => u.hex === h && u.side === 0));
    expect(held.length).toBeLessThan(2);
  });
});
