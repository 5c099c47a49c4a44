// Flight (CdB 11.8) at its edges: baggage, a fleer destroyed by its own recoil, an enemy that
// bars the way without a zone over it, the side edges of the map, what each log line says.
// Each case is built by hand and fails when its clause of flight.ts is switched off.
import { describe, expect, it } from 'vitest';
import { defaults } from '../../../src/rules/cdb/choices';
import type { Log } from '../../../src/rules/cdb/combat-results';
import { flee } from '../../../src/rules/cdb/flight';
import type { Unit } from '../../../src/rules/cdb/state';
import { frontHexes } from '../../../src/rules/cdb/grid';
import { ax, counter, G, N, position, S, unit } from './helpers';

const at = (units: Unit[], id: number) => units.find((u) => u.id === id);
const steps = (log: Log) => log.filter((e) => e.t === 'cdb.fleeStep').map((e) => e.to as number);

describe('CdB 11.8: who recoils before running', () => {
  it('baggage has no rear: it runs at once, with no recoil, and keeps no facing (2.4)', () => {
    const bag = unit(1, 0, ax(0, 0), null, counter('Bag', 'I'));
    const log: Log = [];
    const q = flee(position([bag]), 1, { recoilFirst: true }, defaults, log);
    expect(log.map((e) => e.t)).not.toContain('cdb.recoil');
    expect(log[0]).toMatchObject({ t: 'cdb.flee', rule: 'CdB 11.8', unit: 1, from: ax(0, 0) });
    expect(at(q.units, 1)!.facing).toBeNull();
    expect(G.row(at(q.units, 1)!.hex)).toBeGreaterThan(G.row(ax(0, 0)));
  });
  it('a fleer destroyed by its own recoil goes no further: the flight is over with it', () => {
    // Facing North, its recoil goes South into two enemies facing it: it cannot recoil and is destroyed.
    const ps = unit(1, 0, ax(0, 0), N, counter('Ps'));
    const e1 = unit(11, 1, ax(0, 1), N, counter('Sp')), e2 = unit(12, 1, ax(-1, 1), N, counter('Sp'));
    const log: Log = [];
    const q = flee(position([ps, e1, e2]), 1, { recoilFirst: true }, defaults, log);
    expect(at(q.units, 1)).toBeUndefined();
    expect(log.map((e) => e.t)).not.toContain('cdb.flee');
  });
  it('the recoil before the run turns to face a shooter first (11.6): the shooter\'s hex is handed on', () => {
    // Facing North, shot from behind: it turns toward the shooter and recoils away from it
    // (sideways here), then runs South: three rows nearer its edge in all, not four.
    const ps = unit(1, 0, ax(0, 0), N, counter('Ps'));
    const log: Log = [];
    const a = flee(position([ps]), 1, { recoilFirst: true, shooterHex: ax(0, 3) }, defaults, log);
    const b = flee(position([ps]), 1, { recoilFirst: true }, defaults, []);
    expect(log[0]).toMatchObject({ t: 'cdb.faceShooter', rule: 'CdB 11.6', unit: 1 });
    expect(G.row(at(a.units, 1)!.hex) - G.row(ax(0, 0))).toBe(3);
    expect(G.row(at(b.units, 1)!.hex) - G.row(ax(0, 0))).toBe(1 + 3);
  });
  it('a unit attacked in flank that must flee is destroyed instead (11.4): the flag is handed on', () => {
    const ps = unit(1, 0, ax(0, 0), N, counter('Ps'));
    const q = flee(position([ps]), 1, { recoilFirst: true, flankAttacked: true }, defaults, []);
    expect(at(q.units, 1)).toBeUndefined();
  });
});

describe('CdB 11.8: what bars the way', () => {
  it('an enemy unit with its back to the fleer bars its hex though its zone does not reach it', () => {
    // Enemies at (0,1) and (−1,1) facing South: their zones lie beyond them, their own hexes are barred.
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps'));
    const e1 = unit(11, 1, ax(0, 1), S, counter('Sp')), e2 = unit(12, 1, ax(-1, 1), S, counter('Sp'));
    const log: Log = [];
    flee(position([ps, e1, e2]), 1, { recoilFirst: false }, defaults, log);
    expect(steps(log)).not.toContain(ax(0, 1));
    expect(steps(log)).not.toContain(ax(-1, 1));
    expect([ax(1, 0), ax(-1, 0)]).toContain(steps(log)[0]); // it sidesteps
  });
  it('two sidesteps with a step toward the edge between them are allowed (only "in a row" is barred)', () => {
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps')); // MA 3: sidestep, step, sidestep
    const wall = { ground: 'difficult' as const, kind: 'cliff', impassable: true };
    const cells = { [ax(0, 1)]: wall, [ax(-1, 1)]: wall, [ax(-1, 0)]: wall, [ax(1, 2)]: wall, [ax(0, 2)]: wall };
    const log: Log = [];
    const q = flee(position([ps], { cells }), 1, { recoilFirst: false }, defaults, log);
    expect(steps(log)).toEqual([ax(1, 0), ax(1, 1), ax(2, 1)]);
    expect(at(q.units, 1)!.hex).toBe(ax(2, 1));
  });
  it('impassable hexes bar it; walled in by them on every side it is destroyed, and the log says so', () => {
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps'));
    const wall = { ground: 'difficult' as const, kind: 'cliff', impassable: true };
    const cells = { [ax(0, 1)]: wall, [ax(-1, 1)]: wall, [ax(1, 0)]: wall, [ax(-1, 0)]: wall };
    const log: Log = [];
    const q = flee(position([ps], { cells }), 1, { recoilFirst: false }, defaults, log);
    expect(at(q.units, 1)).toBeUndefined();
    expect(log.find((e) => e.t === 'cdb.fleeBlocked')).toMatchObject({ t: 'cdb.fleeBlocked', rule: 'CdB 11.8', unit: 1 });
    expect(q.lost?.map((l) => l.how)).toEqual(['destroyed']);
  });
  it('a fleer on the map\'s side column sidesteps inward, never off the side', () => {
    const col1 = G.id(1, 11);
    const ps = unit(1, 0, col1, S, counter('Ps'));
    const [f1, f2] = [G.neighbour(col1, 1), G.neighbour(col1, 2)];
    const barred = [f1, f2].filter((h) => G.onMap(h)).map((h, i) => unit(20 + i, 1, h, S, counter('Sp')));
    const log: Log = [];
    const q = flee(position([ps, ...barred]), 1, { recoilFirst: false }, defaults, log);
    for (const h of steps(log)) expect(G.onMap(h)).toBe(true);
    expect(at(q.units, 1)).toBeDefined();
    expect(G.col(at(q.units, 1)!.hex)).toBeGreaterThanOrEqual(1);
  });
});

describe('CdB 11.8 with 9.6: the ground of the hex it flees from counts', () => {
  it('mounted starting in a marsh run 2 hexes, though the way on is clear (4 on clear ground)', () => {
    const cv = unit(1, 0, ax(0, 0), S, counter('Cv'));
    const marsh = { ground: 'difficult' as const, kind: 'marsh' };
    const inMarsh = flee(position([cv], { cells: { [ax(0, 0)]: marsh } }), 1, { recoilFirst: false }, defaults, []);
    expect(G.row(at(inMarsh.units, 1)!.hex) - G.row(ax(0, 0))).toBe(2);
  });
});

describe('CdB 11.8: friends in the way', () => {
  it('a sidestep never ends in a friend: with the other side barred too, the fleer is destroyed', () => {
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps'));
    const wall = { ground: 'difficult' as const, kind: 'cliff', impassable: true };
    const cells = { [ax(0, 1)]: wall, [ax(-1, 1)]: wall, [ax(1, 0)]: wall };
    const friend = unit(2, 0, ax(-1, 0), N, counter('Sp'));
    const q = flee(position([ps, friend], { cells }), 1, { recoilFirst: false }, defaults, []);
    expect(at(q.units, 1)).toBeUndefined();
    expect(at(q.units, 2)!.hex).toBe(ax(-1, 0));
  });
  it('a swept mounted friend follows for its own allowance from the ground it stood on (9.6: 2 from a marsh, else 4)', () => {
    // A Fast Auxilia runs 4 (3 + 1), and a marsh does not slow foot: only the swept Cavalry feels it.
    const run = (marsh: boolean) => {
      const ax0 = unit(1, 0, ax(0, 0), S, counter('Ax', 'F'));
      const f1 = unit(2, 0, ax(0, 1), 0, counter('Cv')), f2 = unit(3, 0, ax(-1, 1), 0, counter('Cv')); // another facing: not passed
      const m = { ground: 'difficult' as const, kind: 'marsh' };
      const cells = marsh ? { [ax(0, 1)]: m, [ax(-1, 1)]: m } : {};
      const log: Log = [];
      const q = flee(position([ax0, f1, f2], { cells }), 1, { recoilFirst: false }, defaults, log);
      const swept = log.find((e) => e.t === 'cdb.swept')!;
      return [G.row(at(q.units, 1)!.hex), G.row(at(q.units, swept.unit as number)!.hex)].map((r) => r - G.row(ax(0, 0)));
    };
    expect(run(false)).toEqual([4, 3]);
    expect(run(true)).toEqual([4, 2]);
  });
});

describe('CdB 11.8: each side runs to its own edge, and off it', () => {
  it('seat 1 on its own edge row (row 1) leaves the map; seat 0 on row 1 does not (its edge is row 22)', () => {
    const top = G.id(12, 1);
    const north = unit(1, 1, top, S, counter('Ps'));
    const q = flee(position([north]), 1, { recoilFirst: false }, defaults, []);
    expect(at(q.units, 1)).toBeUndefined();
    expect(q.lost?.map((l) => l.how)).toEqual(['offMap']);
    const south = unit(2, 0, top, N, counter('Ps'));
    const r = flee(position([south]), 2, { recoilFirst: false }, defaults, []);
    expect(at(r.units, 2)).toBeDefined();
    expect(G.row(at(r.units, 2)!.hex)).toBe(1 + 3); // turned South and ran its 3 hexes
  });
  it('a run whose points end on its own edge row stops there, on the map (11.8: it leaves only with points left)', () => {
    const ps = unit(1, 0, G.id(10, 19), S, counter('Ps')); // MA 3: rows 20, 21, 22
    const q = flee(position([ps]), 1, { recoilFirst: false }, defaults, []);
    expect(at(q.units, 1)?.hex).toBeDefined();
    expect(G.row(at(q.units, 1)!.hex)).toBe(22);
  });
  it('a run along the map\'s west side never leaves by the side (only its own edge counts)', () => {
    for (const row of [10, 11]) {
      const ps = unit(1, 0, G.id(1, row), S, counter('Ps'));
      const q = flee(position([ps]), 1, { recoilFirst: false }, defaults, []);
      expect(at(q.units, 1), `from row ${row}`).toBeDefined();
      expect(G.row(at(q.units, 1)!.hex)).toBe(row + 3);
    }
  });
  it('each step keeps to the start column as nearly as it can (spec A33): no drift to one side', () => {
    for (const col of [10, 11]) {
      const cv = unit(1, 0, G.id(col, 5), S, counter('Cv')); // MA 4
      const log: Log = [];
      flee(position([cv]), 1, { recoilFirst: false }, defaults, log);
      const cols = steps(log).map((h) => G.col(h));
      expect(cols, `from column ${col}`).toHaveLength(4);
      for (const c of cols) expect(Math.abs(c - col), `from column ${col}: ${cols}`).toBeLessThanOrEqual(1);
    }
  });
  it('every hex of the run is logged with its rule, and the run starts where the unit stood', () => {
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps'));
    const log: Log = [];
    const q = flee(position([ps]), 1, { recoilFirst: false }, defaults, log);
    expect(log[0]).toMatchObject({ t: 'cdb.flee', rule: 'CdB 11.8', unit: 1, from: ax(0, 0) });
    const stepsLogged = log.filter((e) => e.t === 'cdb.fleeStep');
    expect(stepsLogged).toHaveLength(3);
    for (const e of stepsLogged) expect(e).toMatchObject({ rule: 'CdB 11.8', unit: 1 });
    expect(stepsLogged.at(-1)!.to).toBe(at(q.units, 1)!.hex);
  });
});

describe('CdB 11.8: the chain of swept friends, the edges of either side, with other units about (mutation survivors, session 12)', () => {
  const path = (start: number, side: 0 | 1 = 0) => {
    const log: Log = [];
    flee(position([unit(1, side, start, side === 0 ? S : N, counter('Ps'))]), 1, { recoilFirst: false }, defaults, log);
    return steps(log);
  };
  it('a friend swept on the fleer\'s last point is put in the hex the fleer left, and stays there', () => {
    const [, h2] = path(ax(0, 0)); // Psiloi: MA 3
    const [b1, b2] = frontHexes(G, unit(0, 0, h2, S, counter('Ps')));
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps'));
    const f1 = unit(2, 0, b1, 0, counter('Cv')), f2 = unit(3, 0, b2, 0, counter('Cv')); // another facing: not passed
    const log: Log = [];
    const q = flee(position([ps, f1, f2]), 1, { recoilFirst: false }, defaults, log);
    const swept = log.find((e) => e.t === 'cdb.swept')!;
    expect(swept).toMatchObject({ t: 'cdb.swept', rule: 'CdB 11.8', by: 1 });
    expect(steps(log)).toHaveLength(3);
    expect(at(q.units, swept.unit as number)!.hex).toBe(h2);
  });
  it('two friends swept one after the other follow in a chain: each closes up into the hex of the one ahead', () => {
    const [h1, h2, h3] = (() => { const log: Log = []; flee(position([unit(1, 0, ax(0, 0), S, counter('Cv'))]), 1, { recoilFirst: false }, defaults, log); return steps(log); })(); // Cavalry: MA 4
    expect(h3).toBeDefined();
    const pair = (h: number, id: number) => frontHexes(G, unit(0, 0, h, S, counter('Cv'))).map((x, i) => unit(id + i, 0, x, 0, counter('Cv')));
    // Two blocks of friends facing another way: swept on step 1 (from the start) and on step 3 (from h2).
    const units = [unit(1, 0, ax(0, 0), S, counter('Cv')), ...pair(ax(0, 0), 10), ...pair(h2, 20)];
    const log: Log = [];
    const q = flee(position(units), 1, { recoilFirst: false }, defaults, log);
    const swept = log.filter((e) => e.t === 'cdb.swept').map((e) => e.unit as number);
    expect(swept).toHaveLength(2);
    const run = steps(log);
    expect(run).toHaveLength(4);
    // After the last step: the second swept friend in the hex the fleer left, the first in the hex the second left.
    const second = at(q.units, swept[1])!, first = at(q.units, swept[0])!;
    expect(second.hex).toBe(run[2]);
    expect(first.hex).toBe(run[1]);
    expect(new Set(q.units.map((u) => u.hex)).size).toBe(q.units.length);
    void h1;
  });
  it('walled in, the fleer is destroyed under rule 11.8, and its loss is logged with that rule', () => {
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps'));
    const wall = { ground: 'difficult' as const, kind: 'cliff', impassable: true };
    const cells = { [ax(0, 1)]: wall, [ax(-1, 1)]: wall, [ax(1, 0)]: wall, [ax(-1, 0)]: wall };
    const log: Log = [];
    flee(position([ps], { cells }), 1, { recoilFirst: false }, defaults, log);
    const gone = log.filter((e) => e.t !== 'cdb.flee' && e.t !== 'cdb.fleeBlocked');
    expect(gone.length).toBeGreaterThan(0);
    for (const e of gone) expect(e.rule).toBe('CdB 11.8');
  });
  it('seat 1 running north along the map\'s west side never leaves by the side (only row 1 is its edge)', () => {
    for (const row of [10, 11]) {
      const ps = unit(1, 1, G.id(1, row), N, counter('Ps'));
      const q = flee(position([ps]), 1, { recoilFirst: false }, defaults, []);
      expect(at(q.units, 1), `from row ${row}`).toBeDefined();
      expect(G.row(at(q.units, 1)!.hex)).toBe(row - 3);
    }
  });
  it('a run whose points end on its own edge row stops there though other units stand elsewhere on the map', () => {
    const ps = unit(1, 0, G.id(10, 19), S, counter('Ps'));
    const far = unit(9, 1, G.id(25, 2), S, counter('Sp'));
    const q = flee(position([ps, far]), 1, { recoilFirst: false }, defaults, []);
    expect(G.row(at(q.units, 1)!.hex)).toBe(22);
  });
});
