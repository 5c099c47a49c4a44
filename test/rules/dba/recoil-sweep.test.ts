// DBA REC-02, REC-03, REC-04, INT-02: what a recoil meets pace by pace (moves-outcome.ts,
// the sweep), on axis-aligned bases where every pace is exact: the ground, an enemy, a
// friend passed through or pushed back, at the pace where each is met, with the log read
// whole. Bases face north (+y); a recoil goes towards −y. Nothing touches at the start, so
// both readings of option rec02 give the same result.
import { describe, expect, it } from 'vitest';
import { recoil } from '../../../src/rules/dba/moves-outcome';
import { CAMP_D, CAMP_L } from '../../../src/rules/dba/camp';
import type { Camp } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const X: [number, number] = [1000, 1160];
const base = (id: number, side: 0 | 1, kind: string, y: [number, number], f: 'N' | 'S' = 'N'): Spec => ({ id, side, base: kind, f, x: X, y });
/** A camp facing north whose front (top) edge is at y. */
const campTopAt = (y: number): Camp => ({ owner: 0, x: 1080, y, h: 90, l: CAMP_L, dp: CAMP_D, controller: 0, everTaken: false });

for (const rec02 of ['met', 'pushed']) {
  describe(`the recoil's sweep (rec02 "${rec02}")`, () => {
    const run = (specs: Spec[], camp?: Camp) => {
      const s = position(specs);
      s.opt.rec02 = rec02;
      if (camp) s.camps = [camp, null];
      const ctx = fixedDice([]);
      const ok = recoil(s, get(s, 1), ctx, false);
      return { s, ok, events: ctx.events.filter((e) => e.t !== 'recoil') };
    };

    it('REC-03: into a camp at pace 32 (the 1-pace tolerance), it stops after 31 paces and is destroyed', () => {
      const { s, ok, events } = run([base(1, 0, '4Wb', [940, 1000])], campTopAt(910));
      expect(ok).toBe(false);
      expect(events).toEqual([{ t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'ground', after: 31 }]);
      expect(get(s, 1)).toMatchObject({ status: 'dead', x: 1080, y: 969 });
    });

    it('REC-03: an enemy met at pace 31 (facing it): it stops after 30 paces and is destroyed; the enemy, met front edge on, is not', () => {
      const { s, ok, events } = run([base(1, 0, '4Wb', [940, 1000]), base(12, 1, '4Wb', [850, 910])]);
      expect(ok).toBe(false);
      expect(events).toEqual([{ t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'enemy', by: 12, after: 30 }]);
      expect(get(s, 1)).toMatchObject({ status: 'dead', y: 970 });
      expect(get(s, 12).status).toBe('on');
    });

    it('REC-04: the same enemy facing away, met rear edge on rear edge, is destroyed too', () => {
      const { s, events } = run([base(1, 0, '4Wb', [940, 1000]), base(12, 1, '4Wb', [850, 910], 'S')]);
      expect(events).toEqual([
        { t: 'destroyed', rule: 'DBA REC-04', el: 12 },
        { t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'enemy', by: 12, after: 30 },
      ]);
      expect([get(s, 1).status, get(s, 12).status]).toEqual(['dead', 'dead']);
    });

    it('REC-02: a friend met only at the last pace is pushed back that one pace; they end touching', () => {
      const { s, ok, events } = run([base(1, 0, '4Wb', [940, 1000]), base(2, 0, '4Wb', [821, 881])]);
      expect(ok).toBe(true);
      expect(events).toEqual([{ t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 }]);
      expect(get(s, 1)).toMatchObject({ status: 'on', y: 940 });
      expect(get(s, 2)).toMatchObject({ status: 'on', y: 880 });
    });

    it('INT-02: Cavalry meeting a Warband friend at pace 11 passes through it and ends in the space right behind it', () => {
      const { s, ok, events } = run([base(1, 0, '3Cv', [880, 1000]), base(2, 0, '4Wb', [810, 870])]);
      expect(ok).toBe(true);
      expect(events).toEqual([{ t: 'passThrough', rule: 'DBA INT-02', el: 1, through: 2 }]);
      expect(get(s, 1)).toMatchObject({ status: 'on', x: 1080, y: 810, h: 90 });
      expect(get(s, 2)).toMatchObject({ status: 'on', y: 870 });
    });

    it('INT-02, REC-02, REC-03: no passing into a camp behind the friend; the friend, pushed into the camp, is destroyed, and the recoiler held after 10 paces', () => {
      const { s, ok, events } = run([base(1, 0, '3Cv', [880, 1000]), base(2, 0, '4Wb', [810, 870])], campTopAt(750));
      expect(ok).toBe(false);
      expect(events).toEqual([
        { t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 },
        { t: 'destroyed', rule: 'DBA REC-03', el: 2, why: 'ground', after: 61 },
        { t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'held', by: 2, after: 10 },
      ]);
      expect(get(s, 1)).toMatchObject({ status: 'dead', y: 990 });
      expect(get(s, 2)).toMatchObject({ status: 'dead', y: 809 });
    });

    it('INT-02, REC-02: a friend pushed back does not pass through another: it pushes it back in turn', () => {
      // The Warband meets the Cavalry at pace 11 and pushes it 50 paces; the Cavalry meets
      // the Warband behind it at its pace 11 and pushes it the 40 left.
      const { s, ok, events } = run([base(1, 0, '4Wb', [940, 1000]), base(2, 0, '3Cv', [810, 930]), base(3, 0, '4Wb', [740, 800])]);
      expect(ok).toBe(true);
      expect(events).toEqual([{ t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 }, { t: 'pushBack', rule: 'DBA REC-02', el: 3, by: 2 }]);
      expect([get(s, 1).y, get(s, 2).y, get(s, 3).y]).toEqual([940, 880, 760]);
    });

    it('REC-03: an enemy elsewhere on the table, not met, does not stop the recoil', () => {
      const { s, ok, events } = run([base(1, 0, '4Wb', [940, 1000]), { id: 12, side: 1, base: '4Wb', f: 'N', x: [1400, 1560], y: [820, 880] }]);
      expect(ok).toBe(true);
      expect(events).toEqual([]);
      expect(get(s, 1)).toMatchObject({ status: 'on', y: 940 });
    });

    it('REC-02, REC-03: a friend pushed back to end edge to edge with an enemy stops there, not destroyed; the recoiler is held', () => {
      // The friend, met at pace 11, is pushed 50 paces: its rear ends on the enemy's front edge.
      const { s, ok, events } = run([base(1, 0, '4Wb', [940, 1000]), base(2, 0, '4Wb', [870, 930]), base(12, 1, '4Wb', [760, 820])]);
      expect(ok).toBe(false);
      expect(events).toEqual([{ t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 }, { t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'held', by: 2, after: 10 }]);
      expect(get(s, 2)).toMatchObject({ status: 'on', y: 880 });
      expect(get(s, 12).status).toBe('on');
      expect(get(s, 1)).toMatchObject({ status: 'dead', y: 990 });
    });

    it('REC-04: ending its recoil rear edge on rear edge with an enemy, both are destroyed', () => {
      const { s, events } = run([base(1, 0, '4Wb', [940, 1000]), base(12, 1, '4Wb', [820, 880], 'S')]);
      expect(events).toEqual([
        { t: 'destroyed', rule: 'DBA REC-04', el: 12 },
        { t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'enemy', by: 12, after: 60 },
      ]);
      expect([get(s, 1).status, get(s, 12).status]).toEqual(['dead', 'dead']);
    });

    it('REC-02: a recoiling Elephant destroys the friend it meets and goes on', () => {
      const { s, ok, events } = run([base(1, 0, 'El', [840, 1000]), base(2, 0, '4Wb', [770, 830])]);
      expect(ok).toBe(true);
      expect(events).toEqual([{ t: 'destroyed', rule: 'DBA REC-02', el: 2 }]);
      expect(get(s, 1)).toMatchObject({ status: 'on', y: 840 });
    });

    it('INT-02, REC-02: no passing into a space another element holds; the friend is pushed, and pushes that one in turn', () => {
      const { s, ok, events } = run([base(1, 0, '3Cv', [880, 1000]), base(2, 0, '4Wb', [810, 870]), base(3, 0, '4Wb', [700, 760])]);
      expect(ok).toBe(true);
      expect(events).toEqual([{ t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 }, { t: 'pushBack', rule: 'DBA REC-02', el: 3, by: 2 }]);
      expect([get(s, 1).y, get(s, 2).y, get(s, 3).y]).toEqual([880, 760, 700]);
    });

    it('REC-02, REC-03: a pushed friend stopped by a War Wagon (never pushed) stops undestroyed; the recoiler is held', () => {
      const { s, ok, events } = run([base(1, 0, '4Wb', [940, 1000]), base(2, 0, '4Wb', [870, 930]), base(3, 0, 'WWg', [530, 850])]);
      expect(ok).toBe(false);
      expect(events).toEqual([{ t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 }, { t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'held', by: 2, after: 10 }]);
      expect(get(s, 2)).toMatchObject({ status: 'on', y: 910 });
      expect(get(s, 1)).toMatchObject({ status: 'dead', y: 990 });
    });

    it('REC-02, REC-03: a chain of pushes ending in a camp: the last friend destroyed, the middle one held undestroyed, the recoiler held', () => {
      const { s, ok, events } = run([base(1, 0, '4Wb', [940, 1000]), base(2, 0, '4Wb', [870, 930]), base(3, 0, '4Wb', [800, 860])], campTopAt(770));
      expect(ok).toBe(false);
      expect(events).toEqual([
        { t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 },
        { t: 'pushBack', rule: 'DBA REC-02', el: 3, by: 2 },
        { t: 'destroyed', rule: 'DBA REC-03', el: 3, why: 'ground', after: 31 },
        { t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'held', by: 2, after: 10 },
      ]);
      expect([get(s, 1).y, get(s, 2).y, get(s, 3).y]).toEqual([990, 920, 829]);
      expect([get(s, 1).status, get(s, 2).status, get(s, 3).status]).toEqual(['dead', 'on', 'dead']);
    });

    it('INT-02, REC-02: no passing off the table; the friend is pushed back to the edge and the Cavalry ends touching it', () => {
      const { s, ok, events } = run([base(1, 0, '3Cv', [180, 300]), base(2, 0, '4Wb', [110, 170])]);
      expect(ok).toBe(true);
      expect(events).toEqual([{ t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 }]);
      expect(get(s, 1)).toMatchObject({ status: 'on', y: 180 });
      expect(get(s, 2)).toMatchObject({ status: 'on', y: 60 });
    });
  });
}

describe('REC-02, REC-03 (rec02 "met"): a friend touching at the start, that cannot be pushed back, holds the recoiler where it stood', () => {
  it('met at pace 3 (the 2-pace tolerance), the paces of tolerance made up: destroyed at its start', () => {
    const s = position([base(1, 0, '4Wb', [940, 1000]), base(2, 0, '4Wb', [880, 940])]);
    s.opt.rec02 = 'met';
    s.camps = [campTopAt(880), null]; // right behind the friend: its push fails at its second pace
    const ctx = fixedDice([]);
    expect(recoil(s, get(s, 1), ctx, false)).toBe(false);
    expect(ctx.events.filter((e) => e.t !== 'recoil')).toEqual([
      { t: 'pushBack', rule: 'DBA REC-02', el: 2, by: 1 },
      { t: 'destroyed', rule: 'DBA REC-03', el: 2, why: 'ground', after: 1 },
      { t: 'destroyed', rule: 'DBA REC-03', el: 1, why: 'held', by: 2, after: 2 },
    ]);
    expect(get(s, 1)).toMatchObject({ status: 'dead', y: 1000 });
  });
});
