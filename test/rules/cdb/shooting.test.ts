// Shooting (rules 10 to 10.4; spec T-10.4).
import { describe, expect, it } from 'vitest';
import { inLineOfFire, mayShoot, nearestTargets, resolveShot, shoots } from '../../../src/rules/cdb/shooting';
import { ax, counter, hill, N, position, S, unit, WOOD } from './helpers';

describe('CdB 10: who shoots (CdB C15)', () => {
  it('Bowmen, Artillery, and War Wagons only when (O) or (S)', () => {
    expect(shoots(unit(1, 0, ax(0, 0), N, counter('Bw')))).toBe(true);
    expect(shoots(unit(1, 0, ax(0, 0), N, counter('Art')))).toBe(true);
    expect(shoots(unit(1, 0, ax(0, 0), N, counter('WW', 'S')))).toBe(true);
    expect(shoots(unit(1, 0, ax(0, 0), N, counter('WW', 'X')))).toBe(false);
    expect(shoots(unit(1, 0, ax(0, 0), N, counter('Ps', 'O', { bowArmed: true })))).toBe(false);
    expect(shoots(unit(1, 0, ax(0, 0), N, counter('LH')))).toBe(false);
  });
});

describe('CdB 10.1: limits on shooting', () => {
  const bw = unit(1, 0, ax(0, 0), N, counter('Bw'));
  it('not after marching or fleeing, not in or holding an enemy zone, not overlapping, not an unreliable ally', () => {
    expect(mayShoot(position([bw]), bw)).toBeNull();
    expect(mayShoot(position([bw]), bw, { marched: true })?.rule).toBe('CdB 10.1');
    expect(mayShoot(position([bw]), bw, { fled: true })?.rule).toBe('CdB 10.1');
    expect(mayShoot(position([bw, unit(9, 1, ax(0, -1), S, counter('Sp'))]), bw)?.rule).toBe('CdB 10.1');
    expect(mayShoot(position([bw]), bw, { overlapping: true })?.rule).toBe('CdB 10.1');
    expect(mayShoot(position([bw]), bw, { unreliableAlly: true })?.rule).toBe('CdB 4.3');
  });
  it('artillery (O) or (S) that moved does not shoot; other artillery does (CdB M21)', () => {
    const art = unit(1, 0, ax(0, 0), N, counter('Art'));
    expect(mayShoot(position([art]), art, { movedAtAll: true })?.message).toMatch(/moved/);
    const artI = unit(1, 0, ax(0, 0), N, counter('Art', 'I'));
    expect(mayShoot(position([artI]), artI, { movedAtAll: true })).toBeNull();
  });
  it('the nearest enemy in the line of fire, never one in frontal contact with a friend', () => {
    const near = unit(8, 1, ax(0, -1), 2, counter('Sp')); // in the front sector, 1 away, holding nothing of ours
    const far = unit(9, 1, ax(1, -2), 2, counter('Sp'));
    expect(nearestTargets(position([bw, near, far]), bw).map((u) => u.id)).toEqual([8]);
    // an enemy at (1,−1) in frontal contact with a friend at (2,−1) is no target: the next nearest is
    const held = unit(7, 1, ax(1, -1), 0, counter('Sp')); // front E → (2,−1)
    const friend = unit(2, 0, ax(2, -1), 3, counter('Bd')); // front W → (1,−1)
    const behind = unit(9, 1, ax(0, -2), S, counter('Sp'));
    expect(nearestTargets(position([bw, held, friend, behind]), bw).map((u) => u.id)).toEqual([9]);
    expect(nearestTargets(position([bw, { ...held, facing: 3 }, friend, behind]), bw).map((u) => u.id)).toEqual([7]); // turned away: a target
  });
});

describe('CdB 10.2: sector, range and line of fire', () => {
  const bw = unit(1, 0, ax(0, 0), N, counter('Bw'));
  const t = (q: number, r: number, ty: Parameters<typeof counter>[0] = 'Sp') => unit(9, 1, ax(q, r), S, counter(ty));
  it('Bowmen: front sector, range 2 (CdB M5); War Wagons all round', () => {
    expect(inLineOfFire(position([bw, t(1, -2)]), bw, t(1, -2))).toBe(true);
    expect(inLineOfFire(position([bw, t(1, -3)]), bw, t(1, -3))).toBe(false); // 3 away
    expect(inLineOfFire(position([bw, t(2, -1)]), bw, t(2, -1))).toBe(false); // outside the sector
    const ww = unit(1, 0, ax(0, 0), N, counter('WW'));
    expect(inLineOfFire(position([ww, t(0, 2)]), ww, t(0, 2))).toBe(true);
    const art = unit(1, 0, ax(0, 0), N, counter('Art'));
    expect(inLineOfFire(position([art, t(2, -5)]), art, t(2, -5))).toBe(true);
    expect(inLineOfFire(position([art, t(0, 2)]), art, t(0, 2))).toBe(false);
    const onCart = unit(1, 0, ax(0, 0), N, counter('Art', 'O', { vehicle: true }));
    expect(inLineOfFire(position([onCart, t(0, 2)]), onCart, t(0, 2))).toBe(true);
  });
  it('a unit or a wood between blocks the shot', () => {
    const screen = unit(2, 0, ax(0, -1), N, counter('Sp'));
    expect(inLineOfFire(position([bw, screen, t(1, -3)]), bw, t(0, -2))).toBe(false);
    expect(inLineOfFire(position([bw, t(0, -2)], { cells: { [ax(0, -1)]: WOOD } }), bw, t(0, -2))).toBe(false);
  });
});

describe('CdB 10.4: resolving a shot (spec T-10.4)', () => {
  const a = unit(1, 0, ax(0, 0), N, counter('Bw'));
  const b = unit(2, 1, ax(0, -2), S, counter('Bw'));
  it('Bowmen duel with return fire: 7 against 4, B recoils', () => {
    const r = resolveShot(position([a, b]), a, b, [5, 2], { returnFire: true });
    expect([r.totals[0].total, r.totals[1].total, r.row]).toEqual([7, 4, 2]);
    expect(r.targetResult.outcome).toBe('recoil');
    expect(r.shooterResult.outcome).toBe('none');
  });
  it('variant 4 against 8: the shooter, answered, is destroyed (row 3; CdB M1); unanswered it ignores the result', () => {
    const r = resolveShot(position([a, b]), a, b, [2, 6], { returnFire: true });
    expect([r.totals[0].total, r.totals[1].total, r.row]).toEqual([4, 8, 3]);
    expect(r.shooterResult.outcome).toBe('destroyed');
    const q = resolveShot(position([a, b]), a, b, [2, 6], { returnFire: false });
    expect(q.shooterResult.outcome).toBe('none');
    expect(q.targetResult.outcome).toBe('none');
  });
  it('Knights, War Wagons and Blades shot by Bowmen use +4; others their value against foot', () => {
    for (const ty of ['Kn', 'WW', 'Bd'] as const) {
      const t = unit(2, 1, ax(0, -2), S, counter(ty, 'X'));
      expect(resolveShot(position([a, t]), a, t, [3, 3], { returnFire: false }).totals[1].value, ty).toBe(4);
    }
    const sp = unit(2, 1, ax(0, -2), S, counter('Ax'));
    expect(resolveShot(position([a, sp]), a, sp, [3, 3], { returnFire: false }).totals[1].value).toBe(3);
    const kn = unit(2, 1, ax(0, -2), S, counter('Kn'));
    expect(resolveShot(position([a, kn]), a, kn, [3, 3], { returnFire: false }).totals[0].value).toBe(4); // Bw against mounted
  });
  it('supports on the target −1 each, at most −2 (the effect of 10.3; CdB C22); wood −1; higher +1 (spec A24)', () => {
    expect(resolveShot(position([a, b]), a, b, [3, 3], { returnFire: true, supports: 3 }).totals[1].items).toEqual([{ id: '10.3', value: -2 }]);
    const w = resolveShot(position([a, b], { cells: { [ax(0, -2)]: WOOD } }), a, b, [3, 3], { returnFire: true });
    expect(w.totals[0].items).toEqual([{ id: '10.4-wood', value: -1 }]);
    const h = resolveShot(position([a, b], { cells: { [ax(0, 0)]: hill(1) } }), a, b, [3, 3], { returnFire: true });
    expect(h.totals[0].items).toEqual([{ id: '10.4-advantage', value: 1 }]);
    // Behind a river (M11, the literal +1 of spec A24): the target stands in the river, the shooter does not.
    const r = resolveShot(position([a, b], { cells: { [ax(0, -2)]: { ground: 'broken', kind: 'river', river: true } } }), a, b, [3, 3], { returnFire: true });
    expect(r.totals[0].items).toEqual([{ id: '10.4-river', value: 1 }]);
    expect(r.totals[1].items).toEqual([]);
  });
  it('quality when shot at: (S) +1 when lower, not against artillery; (F) −1 when lower', () => {
    const s = unit(2, 1, ax(0, -2), S, counter('Sp', 'S'));
    expect(resolveShot(position([a, s]), a, s, [6, 1], { returnFire: false }).totals[1].quality).toEqual([{ id: '10.4-S', value: 1 }]);
    const art = unit(1, 0, ax(0, 0), N, counter('Art'));
    expect(resolveShot(position([art, s]), art, s, [6, 1], { returnFire: false }).totals[1].quality).toEqual([]);
    const f = unit(2, 1, ax(0, -2), S, counter('LH', 'F'));
    expect(resolveShot(position([a, f]), a, f, [6, 1], { returnFire: false }).totals[1].quality).toEqual([{ id: '10.4-F', value: -1 }]);
  });
});
