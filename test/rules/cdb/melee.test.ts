// Mêlée: overlaps (CdB 11.3), flank attacks (CdB 11.4), totals (CdB 11.2) and results (CdB 11.5);
// spec T-11.3, T-11.4, tables §2 and §3.
import { describe, expect, it } from 'vitest';
import { meleeTotals, overlapsOn, resolveMelee } from '../../../src/rules/cdb/melee';
import { ax, BROKEN, corps, counter, hill, N, position, unit } from './helpers';

describe('CdB 11.3: overlaps (spec T-11.3)', () => {
  const f1 = unit(1, 0, ax(0, 0), N, counter('Bd'));
  const f2 = unit(2, 0, ax(1, 0), N, counter('Bd'));
  const f3 = unit(3, 0, ax(2, -1), N, counter('Bd')); // a stepped-forward line end
  const e1 = unit(11, 1, ax(0, -1), 1, counter('Bd'));
  const e2 = unit(12, 1, ax(1, -1), 1, counter('Bd'));
  const p = position([f1, f2, f3, e1, e2]);
  it('the line end overlaps automatically from the side (−1, no flank attack); the unit held in front cannot overlap', () => {
    expect(overlapsOn(p, e2, f2)).toEqual([{ unit: 3, flankAttack: false }]);
    expect(overlapsOn(p, f2, e2)).toEqual([]); // nothing of the enemy's touches (1,0) but e2
    const [a, x] = meleeTotals(p, f2, e2, [3, 3]);
    expect(x.items).toEqual([{ id: '11.3', value: -1 }]);
    expect(a.items).toEqual([]);
  });
  it('CdB N9: the defending (inactive) side\'s overlaps are always taken: e2 attacking f2 has f3 on its side, −1, with nothing asked of f3\'s owner', () => {
    const [a, x] = meleeTotals(p, e2, f2, [3, 3]); // e2's side attacks: f2 and f3 belong to the inactive player
    expect(a.items).toEqual([{ id: '11.3', value: -1 }]);
    expect(x.items).toEqual([]);
  });
  it('a front overlap counts when the other front hex holds no enemy in frontal contact', () => {
    const q = position([f1, f2, f3, e2]); // e1 gone: f1 overlaps e2 from the front
    expect(overlapsOn(q, e2, f2).map((o) => o.unit).sort()).toEqual([1, 3]);
  });
  it('elephants do not overlap a mounted friend\'s fight (⟨X⟩), but do overlap elephants', () => {
    const kn = unit(2, 0, ax(1, 0), N, counter('Kn'));
    const el = unit(1, 0, ax(0, 0), N, counter('El'));
    expect(overlapsOn(position([el, kn, e2]), e2, kn)).toEqual([]);
    const el2 = unit(2, 0, ax(1, 0), N, counter('El'));
    expect(overlapsOn(position([el, el2, e2]), e2, el2)).toEqual([{ unit: 1, flankAttack: false }]);
  });
  it('at most −3', () => {
    const x = unit(11, 1, ax(0, 0), 1, counter('Bd'));
    const a = unit(1, 0, ax(0, 1), N, counter('Bd'));
    const around = [unit(2, 0, ax(-1, 1), 5, counter('Bd')), unit(3, 0, ax(1, 0), 3, counter('Bd')), unit(4, 0, ax(-1, 0), 0, counter('Bd')), unit(5, 0, ax(1, -1), 2, counter('Bd'))];
    const q = position([x, a, ...around]);
    expect(overlapsOn(q, x, a).length).toBeGreaterThan(3);
    expect(meleeTotals(q, a, x, [3, 3])[1].items.find((i) => i.id === '11.3')?.value).toBe(-3);
  });
  it('CdB C19: with overlapCapPer = side, one overlap a side of the unit (front, left, right, rear)', () => {
    const x = unit(11, 1, ax(0, 0), 1, counter('Bd')); // facing South: front SE and SW, flanks W and E, rear NW and NE
    const a = unit(1, 0, ax(0, 1), N, counter('Bd'));
    const rear1 = unit(2, 0, ax(0, -1), 1, counter('Bd')); // NW edge 4: rear
    const rear2 = unit(3, 0, ax(1, -1), 1, counter('Bd')); // NE edge 5: rear
    const q = position([x, a, rear1, rear2], { options: { overlapCapPer: 'side' } });
    expect(overlapsOn(q, x, a).length).toBe(2);
    expect(meleeTotals(q, a, x, [3, 3])[1].items.find((i) => i.id === '11.3')?.value).toBe(-1);
    expect(meleeTotals({ ...q, options: { ...q.options, overlapCapPer: 'hex' } }, a, x, [3, 3])[1].items.find((i) => i.id === '11.3')?.value).toBe(-2);
  });
});

describe('CdB 11.4: flank attack (spec T-11.4; CdB C4)', () => {
  const a = unit(1, 0, ax(0, 0), N, counter('Bd'));
  const x = unit(11, 1, ax(0, -1), 1, counter('Sp'));
  const f = unit(2, 0, ax(1, -1), 3, counter('Bd')); // x in its zone, x shows its flank
  it('X gets −1 and a recoil becomes destruction', () => {
    const p = position([a, x, f]);
    expect(overlapsOn(p, x, a)).toEqual([{ unit: 2, flankAttack: true }]);
    const r = resolveMelee(p, a, x, [4, 4]);
    expect([r.totals[0].total, r.totals[1].total, r.row]).toEqual([9, 7, 2]);
    expect(r.results[1]).toEqual({ outcome: 'destroyed', entry: '5.7-2-BdPkSp', flankConverted: true });
    expect(resolveMelee(position([a, x]), a, x, [4, 3]).results[1].outcome).toBe('recoil'); // without F: 9 against 7, a plain recoil
  });
  it('a flight under flank attack is destruction too (spec A12), or a flight with flankFlee = flees', () => {
    const ps = unit(11, 1, ax(0, -1), 1, counter('Ps'));
    expect(resolveMelee(position([a, ps, f]), a, ps, [4, 3]).results[1].outcome).toBe('destroyed');
    expect(resolveMelee(position([a, ps, f], { options: { flankFlee: 'flees' } }), a, ps, [4, 3]).results[1].outcome).toBe('flee');
  });
  it('an overlapper in an enemy zone still overlaps but makes no flank attack', () => {
    const foe = unit(12, 1, ax(2, -2), 2, counter('Sp')); // covers (1,−1)
    const p = position([a, x, f, foe]);
    expect(overlapsOn(p, x, a)).toEqual([{ unit: 2, flankAttack: false }]);
  });
});

describe('CdB 11.2: totals with tactical and quality modifiers', () => {
  const a = (c = counter('Bd')) => unit(1, 0, ax(0, 0), N, c);
  const x = (c = counter('Kn')) => unit(11, 1, ax(0, -1), 1, c);
  it('die plus the value against the enemy\'s class; the loser looks up its row (CdB 11.5)', () => {
    const r = resolveMelee(position([a(), x()]), a(), x(), [4, 2]);
    expect([r.totals[0].total, r.totals[1].total]).toEqual([7, 5]); // Bd 3 vs mounted, Kn 3 vs foot
    expect(r.row).toBe(2);
    expect(r.results.map((s) => s.outcome)).toEqual(['none', 'recoil']);
  });
  it('+1 higher on a hill; −2 terrain once (mounted fighting into broken ground; Bd in broken)', () => {
    const onHill = meleeTotals(position([a(), x()], { cells: { [ax(0, 0)]: hill(1) } }), a(), x(), [3, 3]);
    expect(onHill[0].items).toEqual([{ id: '11.2-advantage', value: 1 }]);
    const broken = meleeTotals(position([a(), x()], { cells: { [ax(0, 0)]: BROKEN } }), a(), x(), [3, 3]);
    expect(broken[0].items).toEqual([{ id: '11.2-terrain', value: -2 }]);
    expect(broken[1].items).toEqual([{ id: '11.2-terrain', value: -2 }]);
    const sp = meleeTotals(position([a(counter('Ax')), x(counter('Sp'))], { cells: { [ax(0, -1)]: BROKEN } }), a(counter('Ax')), x(counter('Sp')), [3, 3]);
    expect(sp[0].items).toEqual([]);
    expect(sp[1].items).toEqual([{ id: '11.2-terrain', value: -2 }]);
  });
  it('CdB 11.2 M11: +1 behind a river: fighting an enemy who stands in a river hex from out of it; once, whatever else (a hill counts first)', () => {
    const RIVER = { ground: 'broken', kind: 'river', river: true } as const;
    const [u, e] = meleeTotals(position([a(), x()], { cells: { [ax(0, -1)]: RIVER } }), a(), x(), [3, 3]);
    expect(u.items).toEqual([{ id: '11.2-river', value: 1 }]); // a (0,0) on the bank, x in the river
    expect(e.items).toEqual([{ id: '11.2-terrain', value: -2 }]); // the Kn fights in broken ground
    // Both in the river: neither is behind it.
    const both = meleeTotals(position([a(), x()], { cells: { [ax(0, -1)]: RIVER, [ax(0, 0)]: RIVER } }), a(), x(), [3, 3]);
    expect(both[0].items.some((i) => i.id === '11.2-river')).toBe(false);
    // Higher and behind a river: one +1 for the position of advantage.
    const hillBank = meleeTotals(position([a(), x()], { cells: { [ax(0, -1)]: RIVER, [ax(0, 0)]: hill(1) } }), a(), x(), [3, 3]);
    expect(hillBank[0].items).toEqual([{ id: '11.2-advantage', value: 1 }]);
  });
  it('a demoralised corps fights at −2, its general at −1 (tactical modifiers table; the rest of 12.3 is pending)', () => {
    const cs = [corps(1, 0, 0, { demoralised: true }), corps(2, 1, 0)];
    expect(meleeTotals(position([a(), x()], { corps: cs }), a(), x(), [3, 3])[0].items).toEqual([{ id: '12.3', value: -2 }]);
    const gen = a(counter('Bd', 'O', { general: true }));
    expect(meleeTotals(position([gen, x()], { corps: cs }), gen, x(), [3, 3])[0].items).toEqual([{ id: '12.3', value: -1 }]);
  });
  it('rank support is added (CdB 8.1)', () => {
    const stack = a(counter('Bd'));
    stack.counters.push(counter('Bd'));
    expect(meleeTotals(position([stack, x()]), stack, x(), [3, 3])[0].items).toEqual([{ id: '8.1', value: 1 }]);
    const wb = a(counter('Wb'));
    wb.counters.push(counter('Wb'));
    const rough = { [ax(0, 0)]: { ground: 'broken' as const, kind: 'rocky' } };
    expect(meleeTotals(position([wb, x()], { cells: rough }), wb, x(), [3, 3])[0].items).toEqual([{ id: '8.1', value: 1 }, { id: '11.2-terrain', value: -2 }]);
    expect(meleeTotals(position([wb, x()], { cells: rough, options: { warbandSupport: 'clear' } }), wb, x(), [3, 3])[0].items).toEqual([{ id: '11.2-terrain', value: -2 }]);
  });
  it('quality: (S) +1 when lower against a different type or quality; (I) −1 when not higher; (F) −1 when inactive and lower', () => {
    const s = meleeTotals(position([a(counter('Bd', 'S')), x()]), a(counter('Bd', 'S')), x(), [1, 4]);
    expect([s[0].beforeQuality, s[0].quality, s[0].total]).toEqual([4, [{ id: '11.2-S', value: 1 }], 5]);
    const same = meleeTotals(position([a(counter('Bd', 'S')), x(counter('Bd', 'S'))]), a(counter('Bd', 'S')), x(counter('Bd', 'S')), [1, 4]);
    expect(same[0].quality).toEqual([]);
    const both = position([a(counter('Bd', 'S')), x(counter('Bd', 'O'))], { options: { mixedTypeQuality: 'bothDiffer' } });
    expect(meleeTotals(both, a(counter('Bd', 'S')), x(counter('Bd', 'O')), [1, 4])[0].quality).toEqual([]);
    const inf = meleeTotals(position([a(counter('Bd', 'I')), x()]), a(counter('Bd', 'I')), x(), [3, 3]);
    expect(inf[0].quality).toEqual([{ id: '11.2-I', value: -1 }]);
    const fast = meleeTotals(position([a(), x(counter('Kn', 'F'))]), a(), x(counter('Kn', 'F')), [4, 3]);
    expect(fast[1].quality).toEqual([{ id: '11.2-F', value: -1 }]);
    const fastActive = meleeTotals(position([a(counter('Bd', 'F')), x()]), a(counter('Bd', 'F')), x(), [2, 4]);
    expect(fastActive[0].quality).toEqual([]);
    const vsEl = meleeTotals(position([a(counter('Bd', 'S')), x(counter('El'))]), a(counter('Bd', 'S')), x(counter('El')), [1, 4]);
    expect(vsEl[0].quality).toEqual([]);
  });
  it('equal scores: Expendables destroyed, the other side stays', () => {
    const r = resolveMelee(position([a(), x(counter('Exp'))]), a(), x(counter('Exp')), [4, 3]); // 3+4 against 4+3
    expect(r.row).toBe(1);
    expect(r.results.map((s) => s.outcome)).toEqual(['none', 'destroyed']);
  });
});
