// Destruction (CdB 11.7): rear-rank losses (spec T-11.7) and enemies blocking a recoil.
import { describe, expect, it } from 'vitest';
import { blockingEnemyCandidates, defaultLoss, rearRankCandidates } from '../../../src/rules/cdb/destruction';
import { defaults } from '../../../src/rules/cdb/choices';
import { applyRecoil, type Log } from '../../../src/rules/cdb/combat-results';
import type { Unit } from '../../../src/rules/cdb/state';
import { ax, counter, N, position, S, unit } from './helpers';

const ids = (us: Unit[]) => us.map((u) => u.id).sort();

describe('CdB 11.7: rear-rank destruction (spec T-11.7; CdB C5)', () => {
  const at = (t: Parameters<typeof counter>[0]) => unit(1, 0, ax(0, 0), N, counter(t));
  const behind = (t1: Parameters<typeof counter>[0], t2: Parameters<typeof counter>[0], side: 0 | 1 = 0) =>
    [unit(2, side, ax(0, 1), N, counter(t1)), unit(3, side, ax(-1, 1), N, counter(t2))];
  it('(a) Blades destroyed with Psiloi in both rear hexes: one Psiloi may be lost', () => {
    expect(ids(rearRankCandidates(position([at('Bd'), ...behind('Ps', 'Ps')]), at('Bd'), false))).toEqual([2, 3]);
  });
  it('(b) Psiloi destroyed with Blades behind: nothing; (c) with Psiloi behind: one Psiloi', () => {
    expect(rearRankCandidates(position([at('Ps'), ...behind('Bd', 'Bd')]), at('Ps'), false)).toEqual([]);
    expect(ids(rearRankCandidates(position([at('Ps'), ...behind('Ps', 'Ps')]), at('Ps'), false))).toEqual([2, 3]);
    expect(ids(rearRankCandidates(position([at('Ps'), ...behind('Ps', 'Bd')]), at('Ps'), false))).toEqual([2]);
  });
  it('(d) destroyed by shooting: nothing, unless an elephant', () => {
    expect(rearRankCandidates(position([at('Bd'), ...behind('Bd', 'Bd')]), at('Bd'), true)).toEqual([]);
    expect(ids(rearRankCandidates(position([at('El'), ...behind('Bd', 'Bd')]), at('El'), true))).toEqual([2, 3]);
  });
  it('nothing with one rear hex empty, enemies mixed in, baggage, or a fortification', () => {
    expect(rearRankCandidates(position([at('Bd'), behind('Bd', 'Bd')[0]]), at('Bd'), false)).toEqual([]);
    expect(rearRankCandidates(position([at('Bd'), behind('Bd', 'Bd')[0], behind('Bd', 'Bd', 1)[1]]), at('Bd'), false)).toEqual([]);
    expect(rearRankCandidates(position([at('Bd'), ...behind('Bd', 'Bag')]), at('Bd'), false)).toEqual([]);
    expect(rearRankCandidates(position([at('Bd'), ...behind('Bd', 'Bd')], { cells: { [ax(0, 1)]: { ground: 'clear', kind: 'open', fortification: true } } }), at('Bd'), false)).toEqual([]);
  });
  it('the default pick loses the lower counter-equivalents, then the lower value (spec N4)', () => {
    const [bd, ps] = [unit(2, 0, ax(0, 1), N, counter('Bd')), unit(3, 0, ax(-1, 1), N, counter('Ps'))];
    expect(defaultLoss([bd, ps])?.id).toBe(3);
    expect(defaultLoss([unit(5, 0, ax(0, 1), N, counter('Bd')), unit(4, 0, ax(-1, 1), N, counter('Wb'))])?.id).toBe(4);
    expect(defaultLoss([])).toBeNull();
  });
});

describe('CdB 11.7: a recoil blocked by two enemies showing their flank or rear (spec N5)', () => {
  const u = unit(1, 0, ax(0, 0), N, counter('Bd'));
  it('one of them is lost when both show flank or rear; none when one faces it', () => {
    const flankOn = [unit(11, 1, ax(0, 1), N, counter('Sp')), unit(12, 1, ax(-1, 1), N, counter('Sp'))]; // the unit is at their front? see below
    // (0,1) facing N has front hexes (0,0) and (1,0): u is in front of it, so no loss
    expect(blockingEnemyCandidates(position([u, ...flankOn]), u)).toEqual([]);
    const backs = [unit(11, 1, ax(0, 1), S, counter('Sp')), unit(12, 1, ax(-1, 1), S, counter('Sp'))]; // facing away: u at their rear
    expect(ids(blockingEnemyCandidates(position([u, ...backs]), u))).toEqual([11, 12]);
  });
  it('CdB N5: the enemy lost by default is the cheaper, whichever hex it holds: Psiloi before Spears (lower counter-equivalents)', () => {
    for (const [ta, tb, lost] of [['Sp', 'Ps', 12], ['Ps', 'Sp', 11]] as const) {
      const a = unit(11, 1, ax(0, 1), S, counter(ta)), b = unit(12, 1, ax(-1, 1), S, counter(tb));
      const log: Log = [];
      const p = applyRecoil(position([u, a, b]), 1, {}, defaults, log);
      expect(log.filter((e) => e.t === 'cdb.destroyed').map((e) => [e.unit, e.rule])).toEqual([[1, 'CdB 11.6'], [lost, 'CdB 11.7']]);
      expect(ids(p.units)).toEqual([lost === 11 ? 12 : 11]);
    }
  });
});
