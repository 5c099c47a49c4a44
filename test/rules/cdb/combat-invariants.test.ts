// Random small positions through the combat phases (CdB 9.5, CdB 12.3, CdB 10.1,
// CdB 11.1): nothing throws, every counter is either on the map or booked lost, one unit a
// hex, every unit on the map with a facing (baggage none), every stack legal (CdB 8). A seeded generator: the same
// positions every run.
import { describe, expect, it } from 'vitest';
import { decider, type Decider } from '../../../src/rules/cdb/choices';
import { demoralisedFlight, endOfPlayerTurn } from '../../../src/rules/cdb/demoralisation';
import { meleePhase } from '../../../src/rules/cdb/melee-phase';
import { shootingPhase } from '../../../src/rules/cdb/shooting-phase';
import { spontaneousAdvances } from '../../../src/rules/cdb/spontaneous-advance';
import type { UnitType } from '../../../src/rules/cdb/data/units';
import type { Position, Unit } from '../../../src/rules/cdb/state';
import { checkStack } from '../../../src/rules/cdb/stacking';
import { ax, corps, counter, G, irr, position, unit } from './helpers';

const TYPES: UnitType[] = ['Kn', 'Cv', 'LH', 'El', 'Sp', 'Bd', 'Pk', 'Ax', 'Bw', 'Ps', 'Wb', 'Hd', 'Art', 'WW', 'Bag', 'Cm', 'Exp'];

function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s % n; };
}

function randomPosition(seed: number): Position {
  const r = lcg(seed);
  const units: Unit[] = [];
  const used = new Set<number>();
  for (let i = 0; i < 14; i++) {
    const side = (i % 2) as 0 | 1;
    const h = ax(r(9) - 4, r(9) - 4 + (side === 0 ? 1 : -1));
    if (used.has(h)) continue;
    used.add(h);
    const t = TYPES[r(TYPES.length)];
    const c = r(2) ? irr(t, r(4) === 0 ? 'S' : 'O') : counter(t, r(4) === 0 ? 'F' : 'O');
    const facing = t === 'Bag' ? null : side === 0 ? [4, 4, 3, 5, 0, 2][r(6)] : [1, 1, 0, 2, 3, 5][r(6)];
    units.push(unit(i + 1, side, h, facing, c, side === 0 ? 1 : 2));
  }
  return position(units, { corps: [corps(1, 0, 0, { demoralised: r(6) === 0 }), corps(2, 1, 0)] });
}

function turn(p: Position, active: 0 | 1, seed: number, anyChoice = false): Position {
  const r = lcg(seed * 7 + 1);
  const roll = () => 1 + r(6);
  // The defaults, or any option at every choice point (the player's answers).
  const d: Decider = anyChoice ? { pick: (c) => c.options[r(c.options.length)] } : decider();
  const a = spontaneousAdvances(p, active, {}, d);
  const f = demoralisedFlight(a.position, active, [], d);
  const s = shootingPhase(f.position, active, roll, d, { fled: f.fled });
  const m = meleePhase(s.position, active, roll, d);
  return endOfPlayerTurn(m.position, active).position;
}

const counters = (p: Position) => p.units.reduce((n, u) => n + u.counters.length, 0) + (p.lost ?? []).length;

function check(seeds: number, anyChoice: boolean): number {
  let fights = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    let p = randomPosition(seed);
    const n = counters(p);
    for (let t = 0; t < 4; t++) {
      p = turn(p, (t % 2) as 0 | 1, seed * 10 + t, anyChoice);
      const where = `seed ${seed}, turn ${t}`;
      expect(counters(p), where).toBe(n);
      const hexes = p.units.map((u) => u.hex);
      expect(new Set(hexes).size, where).toBe(hexes.length);
      for (const u of p.units) {
        expect(G.onMap(u.hex), where + ' ' + JSON.stringify(u)).toBe(true);
        expect(checkStack(u.counters), where).toBeNull();
        if (u.counters[0].type === 'Bag') expect(u.facing, where).toBeNull();
        else expect(u.facing !== null && u.facing >= 0 && u.facing < 6, where + ' ' + JSON.stringify(u)).toBe(true);
      }
    }
    fights += (p.lost ?? []).length;
  }
  return fights;
}

describe('combat phases on random positions', () => {
  it('keep their invariants over two player-turns each, 100 positions, default choices', () => {
    expect(check(100, false)).toBeGreaterThan(30);
  });
  it('and with any answer at every choice point, 60 positions', () => {
    expect(check(60, true)).toBeGreaterThan(20);
  });
});
