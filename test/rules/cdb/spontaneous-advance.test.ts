// The spontaneous advance itself (CdB 9.5 ⟨X⟩): two moves or one, the whole allowance,
// the third target priority, the friends passed and their reactions (CdB 8.2), exemptions
// (unreliable allies, CdB 4.3).
import { describe, expect, it } from 'vitest';
import { decider, settle } from '../../../src/rules/cdb/choices';
import { nearestByMovePoints, spontaneousAdvances, spontaneousTargets } from '../../../src/rules/cdb/spontaneous-advance';
import type { Unit } from '../../../src/rules/cdb/state';
import { ax, corps, counter, irr, N, position, S, unit } from './helpers';

const at = (units: Unit[], id: number) => units.find((u) => u.id === id);
const wb = unit(1, 0, ax(0, 0), N, irr('Wb')); // impetuous, MA 2 [RECON]
const foe = (r: number, facing = S) => unit(11, 1, ax(0, r), facing, counter('Sp'));
const steps = (log: { t: string }[]) => log.filter((e) => e.t === 'cdb.advanceStep').length;

describe('CdB 9.5: two moves of the whole allowance, or one', () => {
  it('two moves when no enemy is within 4 hexes: 4 hexes for a Warband', () => {
    const r = spontaneousAdvances(position([wb, foe(-8)]), 0);
    expect(at(r.position.units, 1)!.hex).toBe(ax(0, -4));
    expect(r.advanced).toEqual([1]);
  });
  it('one move when an enemy is within 4 hexes', () => {
    const r = spontaneousAdvances(position([wb, foe(-4, 0)]), 0);
    expect(steps(r.log)).toBe(2);
  });
  it('a first move that ends within 4 hexes cancels the second (9.3)', () => {
    const r = spontaneousAdvances(position([wb, foe(-5, 0)]), 0);
    expect(at(r.position.units, 1)!.hex).toBe(ax(0, -2));
    const kept = spontaneousAdvances(position([wb, foe(-5, 0)], { options: { advanceSecondMove: 'kept' } }), 0);
    expect(at(kept.position.units, 1)!.hex).toBe(ax(0, -4));
  });
  it('it stops when it enters an enemy zone (7.1), and moved or restrained units do not advance', () => {
    const r = spontaneousAdvances(position([wb, foe(-3)]), 0);
    expect(at(r.position.units, 1)!.hex).toBe(ax(0, -2)); // in the Sp's zone, facing it
    expect(spontaneousAdvances(position([wb, foe(-8)]), 0, { moved: [1] }).advanced).toEqual([]);
    expect(spontaneousAdvances(position([wb, foe(-8)]), 0, { restrained: [1] }).advanced).toEqual([]);
  });
  it('it turns toward its target, a point a vertex', () => {
    const r = spontaneousAdvances(position([wb, foe(8, N)]), 0); // behind it
    expect(r.log.filter((e) => e.t === 'cdb.advancePivot').length).toBe(2); // due South lies on the SE line: facing 0 is 2 vertices from North, facing 1 three
    expect(at(r.position.units, 1)!.facing).not.toBe(N);
  });
  it('CdB 4.3: an enemy advancing next to an unreliable ally makes it reliable again', () => {
    const ally = unit(11, 1, ax(0, -3), S, counter('Sp'), 3);
    const p = position([wb, ally], { corps: [corps(1, 0, 0), corps(3, 1, 0, { allied: true, unreliable: true })] });
    const r = spontaneousAdvances(p, 0);
    expect(r.position.corps[1].unreliable).toBe(false);
    expect(r.log.at(-1)).toEqual({ t: 'cdb.reliable', rule: 'CdB 4.3', corps: 3 });
  });
  it('CdB 4.3: an unreliable ally does not advance', () => {
    const p = position([wb, foe(-8)], { corps: [corps(1, 0, 0, { allied: true, unreliable: true }), corps(2, 1, 0)] });
    expect(spontaneousAdvances(p, 0).advanced).toEqual([]);
  });
});

describe('CdB 9.5: never ending in a friend', () => {
  it('with one point left before a friend it stops short; the second move passes through', () => {
    const f1 = unit(2, 0, ax(0, -2), N, counter('Bd'));
    const f2 = unit(3, 0, ax(1, -2), N, counter('Bd'));
    const r = spontaneousAdvances(position([wb, f1, f2, foe(-9)]), 0);
    expect(r.log.filter((e) => e.t === 'cdb.advanceStep').map((e) => e.to)).toEqual([ax(0, -1), ax(0, -2), ax(0, -3)]);
  });
});

describe('CdB 9.5: targets', () => {
  it('third priority: the enemy nearest in movement points, pivots included', () => {
    const ahead = unit(11, 1, ax(0, -7), S, counter('Sp'));
    const behind = unit(12, 1, ax(0, 7), S, counter('Sp'));
    const p = position([wb, ahead, behind]);
    expect(spontaneousTargets(p, wb).map((u) => u.id)).toEqual([11]);
    expect(nearestByMovePoints(p, { ...wb, facing: S }, [ahead, behind]).map((u) => u.id)).toEqual([12]);
  });
  it('the owner may ignore skirmishers off its front (French, CdB C21) and, mounted, enemies in difficult ground: asked, default not', () => {
    const ps = unit(11, 1, ax(-3, 0), 0, counter('Ps')); // due West: off the front sector, 3 hexes
    const sp = unit(12, 1, ax(0, -4), S, counter('Sp'));
    const p = position([wb, ps, sp]);
    expect(settle(() => spontaneousAdvances(p, 0, {}, decider([], true)))).toMatchObject({ done: false, pending: { kind: 'ignoreTarget', unit: 11, options: [0, 1], default: 0 } });
    expect(spontaneousAdvances(p, 0).log[0]).toMatchObject({ t: 'cdb.advance', target: 11 });
    expect(spontaneousAdvances(p, 0, {}, decider([1])).log[0]).toMatchObject({ t: 'cdb.advance', target: 12 });
    const front = unit(11, 1, ax(0, -3), 0, counter('Ps')); // in its front: no choice
    expect(spontaneousAdvances(position([wb, front, sp]), 0, {}, decider([1])).log[0]).toMatchObject({ target: 11 });
  });
  it('ties are the owner\'s choice', () => {
    const a = unit(11, 1, ax(0, -3), S, counter('Sp'));
    const b = unit(12, 1, ax(3, -3), S, counter('Sp'));
    const s = settle(() => spontaneousAdvances(position([wb, a, b]), 0, {}, decider([], true)));
    expect(s).toMatchObject({ done: false, pending: { kind: 'advanceTarget', options: [11, 12], default: 11, rule: 'CdB 9.5' } });
  });
});

describe('CdB 8.2: friends passed by a spontaneous advance', () => {
  const kn = unit(1, 0, ax(0, 0), N, irr('Kn')); // impetuous, MA 3 [RECON]
  it('foot passed by Knights flee', () => {
    const sp = unit(2, 0, ax(0, -1), N, counter('Sp'));
    const r = spontaneousAdvances(position([kn, sp, foe(-9)]), 0);
    expect(r.log).toContainEqual(expect.objectContaining({ t: 'cdb.passedReaction', unit: 2, reaction: 'flee' }));
    expect(at(r.position.units, 2)!.facing).toBe(S);
  });
  it('other troops recoil if they can', () => {
    const cv = unit(1, 0, ax(0, 0), N, irr('Cm', 'S')); // impetuous camels
    const bd = unit(2, 0, ax(0, -1), N, counter('Bd'));
    const r = spontaneousAdvances(position([cv, bd, foe(-9)]), 0);
    expect(r.log).toContainEqual(expect.objectContaining({ t: 'cdb.passedReaction', unit: 2, reaction: 'recoil' }));
  });
  it('impetuous troops passed advance in their turn', () => {
    const wb2 = unit(2, 0, ax(0, -1), N, irr('Wb'));
    const r = spontaneousAdvances(position([wb, wb2, foe(-9)]), 0, { moved: [2] }); // Warband through Warband
    expect(r.log).toContainEqual(expect.objectContaining({ t: 'cdb.passedReaction', unit: 2, reaction: 'advance' }));
    expect(r.advanced).toEqual([1, 2]);
  });
  it('elephants are gone around (CdB C12); a friend next to an enemy bars the way', () => {
    const el = unit(2, 0, ax(0, -1), N, counter('El'));
    const r = spontaneousAdvances(position([wb, el, foe(-9)]), 0);
    expect(r.log.find((e) => e.t === 'cdb.advanceStep')).toMatchObject({ to: ax(1, -1) });
    const e2 = unit(12, 1, ax(-1, -1), 0, counter('Ps')); // next to (0,−1), off the Warband's front: ignored
    const sp = unit(2, 0, ax(0, -1), N, counter('Sp'));
    const sp2 = unit(3, 0, ax(1, -1), N, counter('Sp'));
    const around = spontaneousAdvances(position([wb, sp, sp2, e2, foe(-9)]), 0, { ignored: { 1: [12] } });
    expect(around.log[0]).toMatchObject({ t: 'cdb.advance', target: 11 });
    expect(around.log.find((e) => e.t === 'cdb.advanceStep')).toMatchObject({ to: ax(1, -1) }); // not through the Sp next to the Ps
    const e3 = unit(12, 1, ax(1, -2), S, counter('Ps')); // next to both friends
    const barred = spontaneousAdvances(position([wb, sp, sp2, e3, foe(-9)]), 0);
    expect(barred.log.map((e) => e.t)).toContain('cdb.advanceBarred');
  });
});
