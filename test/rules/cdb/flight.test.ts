// Flight (CdB 11.8) and the consequences of recoil and destruction (CdB 11.6, CdB 11.7,
// CdB M10), applied to hand-built positions through combat-results.ts.
import { describe, expect, it } from 'vitest';
import { decider, defaults, settle } from '../../../src/rules/cdb/choices';
import { applyRecoil, applyResult, destroyUnit, type Log } from '../../../src/rules/cdb/combat-results';
import { flee } from '../../../src/rules/cdb/flight';
import { frontHexes, rearHexes } from '../../../src/rules/cdb/grid';
import type { Unit } from '../../../src/rules/cdb/state';
import { ax, counter, G, N, position, S, unit } from './helpers';

const at = (units: Unit[], id: number) => units.find((u) => u.id === id);

describe('CdB 11.8: flight', () => {
  it('recoils first, turns to face its own edge, then moves exactly its allowance toward it', () => {
    const ps = unit(1, 0, ax(0, 0), N, counter('Ps')); // MA 3 [RECON]
    const log: Log = [];
    const q = flee(position([ps]), 1, { recoilFirst: true }, defaults, log);
    const u = at(q.units, 1)!;
    expect(u.facing).toBe(S); // seat 0's edge is South
    expect(G.row(u.hex) - G.row(ax(0, 0))).toBe(1 + 3); // one hex of recoil, then 3
    expect(log.map((e) => e.t)).toEqual(['cdb.recoil', 'cdb.flee', 'cdb.fleeStep', 'cdb.fleeStep', 'cdb.fleeStep']);
    // seat 1 runs North
    const foe = unit(2, 1, ax(0, 0), S, counter('Ps'));
    const r = at(flee(position([foe]), 2, { recoilFirst: false }, defaults, []).units, 2)!;
    expect([r.facing, G.row(ax(0, 0)) - G.row(r.hex)]).toEqual([N, 3]);
  });
  it('terrain counts: mounted fleeing through difficult ground have 2 (9.6)', () => {
    const cv = unit(1, 0, ax(0, 0), S, counter('Cv'));
    const marsh = { ground: 'difficult' as const, kind: 'marsh' };
    const cells = { [ax(0, 1)]: marsh, [ax(-1, 1)]: marsh };
    const u = at(flee(position([cv], { cells }), 1, { recoilFirst: false }, defaults, []).units, 1)!;
    expect(G.row(u.hex) - G.row(ax(0, 0))).toBe(2);
    const v = at(flee(position([cv]), 1, { recoilFirst: false }, defaults, []).units, 1)!;
    expect(G.row(v.hex) - G.row(ax(0, 0))).toBe(4);
  });
  it('leaves the map when it has the points, and counts as lost', () => {
    const near = unit(1, 0, G.id(10, 21), S, counter('Ps'));
    const log: Log = [];
    const q = flee(position([near]), 1, { recoilFirst: false }, defaults, log);
    expect(at(q.units, 1)).toBeUndefined();
    expect(q.lost?.map((l) => l.how)).toEqual(['offMap']);
    expect(log.at(-1)).toMatchObject({ t: 'cdb.offMap', rule: 'CdB 11.8' });
  });
  it('whose points end in a friend on its own edge row goes on, off the map (it may not stop in a friend)', () => {
    const sp = unit(1, 0, G.id(10, 20), S, counter('Sp')); // MA 2: rows 21 and 22
    const bags = [7, 8, 9, 10, 11, 12, 13].map((c, i) => unit(10 + i, 0, G.id(c, 22), null, counter('Bag', 'I')));
    const q = flee(position([sp, ...bags]), 1, { recoilFirst: false }, defaults, []);
    expect(at(q.units, 1)).toBeUndefined();
    expect(q.lost?.map((l) => l.how)).toEqual(['offMap']);
    expect(new Set(q.units.map((u) => u.hex)).size).toBe(q.units.length);
  });
  it('a friend swept along follows the fleer but stops before a friend the fleer passed through (one unit a hex)', () => {
    const start = G.id(4, 11);
    const a = G.neighbour(start, 4), b = G.neighbour(start, 5); // its two front hexes, facing North
    const pair = () => [counter('Sp'), counter('Sp')];
    const fleer = unit(1, 1, start, N, pair());
    const blockers = [unit(2, 1, a, N, pair()), unit(3, 1, b, N, pair())]; // neither passed nor gone around: one is swept
    const bagHexes = [...new Set([a, b].flatMap((h) => [G.neighbour(h, 4), G.neighbour(h, 5)]))];
    const bags = bagHexes.map((h, i) => unit(10 + i, 1, h, null, counter('Bag', 'I', { mobile: false })));
    const log: Log = [];
    const q = flee(position([fleer, ...blockers, ...bags]), 1, { recoilFirst: false }, defaults, log);
    expect(log.some((e) => e.t === 'cdb.swept')).toBe(true);
    expect(new Set(q.units.map((u) => u.hex)).size).toBe(q.units.length);
  });
  it('never enters an enemy zone of control ⟨X⟩: it sidesteps once, and is eliminated when it cannot', () => {
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps'));
    // enemies whose zones cover both of (0,1) and (−1,1): a unit at (0,2) facing North covers (0,1) and (1,1); one at (−1,2) covers (−1,1) and (0,1)
    const e1 = unit(11, 1, ax(0, 2), N, counter('Sp'));
    const e2 = unit(12, 1, ax(-1, 2), N, counter('Sp'));
    const log: Log = [];
    const q = flee(position([ps, e1, e2]), 1, { recoilFirst: false }, defaults, log);
    const u = at(q.units, 1)!;
    expect([ax(1, 0), ax(-1, 0)]).toContain(log.find((e) => e.t === 'cdb.fleeStep')!.to); // the sidestep E or W
    expect(u).toBeDefined();
    // walled in: sidesteps blocked too
    const w1 = unit(13, 1, ax(1, 0), 3, counter('Sp'));
    const w2 = unit(14, 1, ax(-1, 0), 0, counter('Sp'));
    const trapped = flee(position([ps, e1, e2, w1, w2]), 1, { recoilFirst: false }, defaults, []);
    expect(at(trapped.units, 1)).toBeUndefined();
    expect(trapped.lost?.length).toBe(1);
  });
  it('never two sidesteps running ("not more than one vertex in a row"): eliminated', () => {
    const ps = unit(1, 0, ax(0, 0), S, counter('Ps'));
    const e1 = unit(11, 1, ax(0, 2), N, counter('Sp')); // zone (0,1), (1,1)
    const e2 = unit(12, 1, ax(-1, 2), N, counter('Sp')); // zone (−1,1), (0,1)
    const e3 = unit(13, 1, ax(-2, 2), N, counter('Sp')); // zone (−2,1), (−1,1)
    const q = flee(position([ps, e1, e2, e3]), 1, { recoilFirst: false }, defaults, []);
    expect(at(q.units, 1)).toBeUndefined();
  });
  it('sweeping a friend while standing in a friend it passes: the swept one takes the other rear hex, never the occupied one (one unit a hex, 8; fuzz seed 74)', () => {
    const start = ax(0, 0);
    const [f1, f2] = frontHexes(G, unit(0, 0, start, S, counter('Cv')));
    const cv = unit(1, 0, start, S, counter('Cv'));
    const ps = unit(2, 0, f1, S, counter('Ps')); // mounted pass through Psiloi (8.2)
    const cells = { [f2]: { ground: 'clear' as const, kind: 'open', impassable: true } };
    const [g1, g2] = frontHexes(G, unit(0, 0, f1, S, counter('Cv')));
    const sp1 = unit(3, 0, g1, S, counter('Sp')), sp2 = unit(4, 0, g2, S, counter('Sp')); // neither passed nor gone around
    const log: Log = [];
    const q = flee(position([cv, ps, sp1, sp2], { cells }), 1, { recoilFirst: false }, defaults, log);
    const swept = log.find((e) => e.t === 'cdb.swept')!;
    expect(swept).toBeDefined();
    const into = log.filter((e) => e.t === 'cdb.fleeStep')[1].to as number; // the friend's hex it ran into
    const otherRear = rearHexes(G, unit(0, 0, into, S, counter('Cv'))).find((h) => h !== f1)!;
    expect(at(q.units, 2)!.hex).toBe(f1); // the Psiloi stay
    expect(new Set(q.units.map((u) => u.hex)).size).toBe(q.units.length);
    // Both rear hexes taken (the Psiloi and a war-wagon-like block): no illegal pass at all.
    const other = unit(5, 0, otherRear, S, counter('Sp'));
    const log2: Log = [];
    const r = flee(position([cv, ps, sp1, sp2, other], { cells }), 1, { recoilFirst: false }, defaults, log2);
    expect(log2.some((e) => e.t === 'cdb.swept')).toBe(false);
    expect(new Set(r.units.map((u) => u.hex)).size).toBe(r.units.length);
  });
  it('passes friends it may pass (8.2) and sweeps along one it may not: put behind, same facing, following', () => {
    const cv = unit(1, 0, ax(0, 0), S, counter('Cv'));
    const ps = unit(2, 0, ax(0, 1), S, counter('Ps')); // mounted pass through Psiloi
    const ps2 = unit(3, 0, ax(-1, 1), S, counter('Ps'));
    const q = flee(position([cv, ps, ps2]), 1, { recoilFirst: false }, defaults, []);
    expect(G.row(at(q.units, 1)!.hex) - G.row(ax(0, 0))).toBe(4);
    expect(at(q.units, 2)!.hex).toBe(ax(0, 1));
    const sp = unit(2, 0, ax(0, 1), 0, counter('Sp')); // other facing: cannot be passed
    const sp2 = unit(3, 0, ax(-1, 1), 0, counter('Sp'));
    const log: Log = [];
    const r = flee(position([cv, sp, sp2]), 1, { recoilFirst: false }, defaults, log);
    const swept = log.find((e) => e.t === 'cdb.swept')!;
    const follower = at(r.units, swept.unit as number)!;
    expect(follower.facing).toBe(S);
    // put behind the fleer, then it follows for its own allowance (Sp 2 [RECON]) while the Cv runs 4
    expect(G.row(follower.hex) - G.row(ax(0, 0))).toBe(2);
    expect(G.row(at(r.units, 1)!.hex) - G.row(ax(0, 0))).toBe(4);
    expect(log.filter((e) => e.t === 'cdb.swept').length).toBe(1);
  });
});

describe('CdB 11.7: destruction and its consequences', () => {
  const bd = unit(1, 0, ax(0, 0), N, counter('Bd'));
  const ps1 = unit(2, 0, ax(0, 1), N, counter('Ps'));
  const ps2 = unit(3, 0, ax(-1, 1), N, counter('Ps'));
  it('a rear-rank friend goes too; its owner picks (spec N4 default: lower value, then lower id); the pick can be asked', () => {
    const q = destroyUnit(position([bd, ps1, ps2]), 1, { byShooting: false }, defaults, []);
    expect(q.units.map((u) => u.id)).toEqual([3]);
    expect(q.lost?.length).toBe(2);
    expect(destroyUnit(position([bd, ps1, ps2]), 1, { byShooting: false }, decider([3]), []).units.map((u) => u.id)).toEqual([2]);
    const s = settle(() => destroyUnit(position([bd, ps1, ps2]), 1, { byShooting: false }, decider([], true), []));
    expect(s).toEqual({ done: false, pending: { kind: 'rearLoss', side: 0, unit: 1, options: [2, 3], default: 2, rule: 'CdB 11.7' } });
  });
  it('not by shooting (spec T-11.7 d), not behind Psiloi unless Psiloi', () => {
    expect(destroyUnit(position([bd, ps1, ps2]), 1, { byShooting: true }, defaults, []).units.length).toBe(2);
    const psFront = unit(1, 0, ax(0, 0), N, counter('Ps'));
    const b1 = unit(2, 0, ax(0, 1), N, counter('Bd')), b2 = unit(3, 0, ax(-1, 1), N, counter('Bd'));
    expect(destroyUnit(position([psFront, b1, b2]), 1, { byShooting: false }, defaults, []).units.length).toBe(2);
  });
  it('a unit that cannot recoil between two enemies showing it their flank destroys one of them (their owner picks)', () => {
    // rear hexes of bd (facing N): (0,1) and (−1,1); enemies there facing W (3) and E (0) show it a flank
    const e1 = unit(11, 1, ax(0, 1), 0, counter('Sp'));
    const e2 = unit(12, 1, ax(-1, 1), 3, counter('Sp'));
    const log: Log = [];
    const q = applyRecoil(position([bd, e1, e2]), 1, {}, defaults, log);
    expect(at(q.units, 1)).toBeUndefined();
    expect(q.units.length).toBe(1);
    expect(log.filter((e) => e.t === 'cdb.destroyed').map((e) => e.rule)).toEqual(['CdB 11.6', 'CdB 11.7']);
    // facing it: no loss for them
    const f1 = unit(11, 1, ax(0, 1), N, counter('Sp')), f2 = unit(12, 1, ax(-1, 1), N, counter('Sp'));
    expect(applyRecoil(position([bd, f1, f2]), 1, {}, defaults, []).units.length).toBe(2);
  });
  it('CdB M10: a destroyed elephant with enemies in both rear hexes makes one recoil (foot) or flee (mounted)', () => {
    const el = unit(1, 0, ax(0, 0), N, counter('El'));
    const sp = unit(11, 1, ax(0, 1), N, counter('Sp'));
    const cv = unit(12, 1, ax(-1, 1), N, counter('Cv'));
    const log: Log = [];
    destroyUnit(position([el, sp, cv]), 1, { byShooting: false }, decider([11]), log);
    expect(log.map((e) => e.t)).toEqual(['cdb.destroyed', 'cdb.elephantFalls', 'cdb.recoil']);
    const log2: Log = [];
    destroyUnit(position([el, sp, cv]), 1, { byShooting: false }, decider([12]), log2);
    expect(log2.map((e) => e.t)).toContain('cdb.flee');
  });
  it('CdB M10 default (CdB N6): the enemy that can recoil legally, else the lower id', () => {
    const el = unit(1, 0, ax(0, 0), N, counter('El'));
    const a = unit(11, 1, ax(0, 1), N, counter('Sp')); // rear hexes (0,2), (−1,2)
    const b = unit(12, 1, ax(-1, 1), N, counter('Sp')); // rear hexes (−1,2), (−2,2)
    const walls = { [ax(0, 2)]: { ground: 'clear' as const, kind: 'open', impassable: true }, [ax(-1, 2)]: { ground: 'clear' as const, kind: 'open', impassable: true } };
    const log: Log = [];
    destroyUnit(position([el, a, b], { cells: walls }), 1, { byShooting: false }, defaults, log);
    expect(log.find((e) => e.t === 'cdb.elephantFalls')).toMatchObject({ unit: 12 });
    const log2: Log = [];
    destroyUnit(position([el, a, b]), 1, { byShooting: false }, defaults, log2);
    expect(log2.find((e) => e.t === 'cdb.elephantFalls')).toMatchObject({ unit: 11 }); // both can: the lower id
  });
  it('CdB 11.6: a unit pushed by a recoiling elephant flees', () => {
    const el = unit(1, 0, ax(0, 0), N, counter('El'));
    const sp = unit(2, 0, ax(0, 1), N, counter('Sp'));
    const block = unit(3, 0, ax(-1, 1), 0, counter('Sp')); // other facing: neither pushed nor passed
    const log: Log = [];
    const q = applyResult(position([el, sp, block]), 1, 'recoil', {}, defaults, log);
    expect(at(q.units, 1)!.hex).toBe(ax(0, 1));
    expect(log.map((e) => e.t)).toEqual(expect.arrayContaining(['cdb.pushed', 'cdb.elephantPanic', 'cdb.flee']));
    expect(at(q.units, 2)!.facing).toBe(S);
  });
});

describe('CdB 11.8: mobile baggage flees', () => {
  it('no facing, so no recoil first: it runs its 2 hexes toward its edge', () => {
    const bag = unit(1, 0, ax(0, 0), null, counter('Bag'));
    const q = applyResult(position([bag]), 1, 'flee', { shooterHex: ax(0, -2) }, defaults, []);
    const u = at(q.units, 1)!;
    expect(u.facing).toBeNull();
    expect(G.row(u.hex) - G.row(ax(0, 0))).toBe(2);
  });
});
