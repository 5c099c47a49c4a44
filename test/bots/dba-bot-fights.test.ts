// The steady DBA bot picks its fights as a player would (issue 14): it overlaps an enemy
// a friend is already fighting, closes on an enemy together with the friends who can then
// overlap it, keeps a fighting friend's room to recoil, looks at a crossing that needs a
// river test as if it passed, marches past a town's garrison on the enemy's field army,
// and lets a line go on without a member whose way ahead is bad going.
// Each test fails when the behaviour behind it is removed (checked by hand).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { dba } from '../../src/rules/dba';
import { recoilRoom } from '../../src/rules/dba/bot-fights';
import type { DbaAction } from '../../src/rules/dba/actions';
import type { Feature } from '../../src/rules/dba/state';
import { position } from '../rules/dba/helpers';

const quiet = { dice: { roll: () => 6, d6: () => 6, d10: () => 9 }, log() {} };

describe('steady DBA bot: its fights', () => {
  it('CC-04: a free base overlaps an enemy a friend is already fighting (the enemy at -1, the overlapping base fights no one)', () => {
    const s = position([
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [800, 960], y: [540, 600] },
      { id: 9, side: 1, base: '4Sp', f: 'S', x: [800, 960], y: [600, 660] },
      // 150 p short of the overlap beside #1: within a Spear's move; the enemy's flank is not.
      { id: 2, side: 0, base: '4Sp', f: 'N', x: [960, 1120], y: [390, 450] },
      { id: 10, side: 1, base: '4Sp', f: 'S', x: [300, 460], y: [1800, 1860] },
    ]);
    const a = dba.bot!(s, 0, new BotRandom(1), 'steady');
    expect(a).toMatchObject({ k: 'contact', id: 2, target: 9 });
    if (a.k === 'contact') expect(['overlapL', 'overlapR']).toContain(a.kind);
  });

  it('CC-04: a frontal fight one short is made when a free friend can then overlap the enemy; not when none can', () => {
    const at = (helper: boolean) => position([
      // Spears against Blades (4 against 5) 100 p ahead: one short alone.
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [800, 960], y: [440, 500] },
      { id: 9, side: 1, base: '4Bd', f: 'S', x: [800, 960], y: [600, 660] },
      ...(helper ? [{ id: 2, side: 0 as const, base: '4Sp', f: 'N' as const, x: [960, 1120] as [number, number], y: [420, 480] as [number, number] }] : []),
      { id: 10, side: 1, base: '4Sp', f: 'S', x: [300, 460], y: [1800, 1860] },
    ]);
    const alone = dba.bot!(at(false), 0, new BotRandom(1), 'steady');
    expect(alone.k === 'contact' && alone.id === 1).toBe(false);
    const together = dba.bot!(at(true), 0, new BotRandom(1), 'steady');
    expect(together).toMatchObject({ k: 'contact', id: 1, target: 9, kind: 'front' });
  });

  it('REC-03: no base moves up close behind a friend in combat, where it would leave him no room to recoil', () => {
    const s = position([
      // Cavalry fighting cavalry: beaten, #1 recoils 160 p.
      { id: 1, side: 0, base: '3Cv', f: 'N', x: [800, 960], y: [480, 600] },
      { id: 9, side: 1, base: '3Cv', f: 'S', x: [800, 960], y: [600, 720] },
      // Spears behind, half a base to the side, marching on the nearest enemy: turned
      // towards it close behind #1, they could be neither passed nor pushed back.
      { id: 2, side: 0, base: '4Sp', f: 'N', x: [880, 1040], y: [200, 260] },
    ]);
    expect(recoilRoom(s, 1)).toBe(true);
    const a = dba.bot!(s, 0, new BotRandom(1), 'steady');
    expect(a.k).not.toBe('endMove');
    const after = dba.apply(s, 0, a, quiet);
    expect(recoilRoom(after, 1)).toBe(true);
  });

  it('RIV-02: a contact across a river still to be tested is made (judged as if the die passed), not skipped', () => {
    const river: Feature = { kind: 'River', compulsory: true, p: [1, 1200, 80] };
    const s = position([
      { id: 1, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [1100, 1160] },
      { id: 9, side: 1, base: '2Ps', f: 'S', x: [1120, 1280], y: [1240, 1280] },
      { id: 10, side: 1, base: '4Sp', f: 'S', x: [300, 460], y: [2000, 2060] },
    ], { terrain: [river], river: 'test' });
    const a = dba.bot!(s, 0, new BotRandom(1), 'steady');
    expect(a).toMatchObject({ k: 'contact', id: 1, target: 9 });
  });

  it('GAR-04: a lone base marches on the enemy in the field, not on the nearer garrison of a town (+3 behind its walls)', () => {
    const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
    const s = position([
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [900, 1060], y: [400, 460] },
      { id: 10, side: 1, base: '4Sp', f: 'S', x: [370, 530], y: [420, 480] },
      { id: 9, side: 1, base: '4Sp', f: 'S', x: [900, 1060], y: [1500, 1560] },
    ], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: false, sacker: -1 };
    s.els.find((e) => e.id === 10)!.where = 'bua';
    const a: DbaAction = dba.bot!(s, 0, new BotRandom(1), 'steady');
    expect(a).toMatchObject({ k: 'move', id: 1 });
    if (a.k === 'move') { expect(a.y).toBeGreaterThan(460 + 100); expect(Math.abs(a.x - 980)).toBeLessThan(60); }
  });

  it('MOV-06: a line whose end base has woods ahead advances without it (a group in bad going must be a column)', () => {
    const woods: Feature = { kind: 'Woods', compulsory: false, p: [1260, 760, 160, 150, 0] };
    const s = position([
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [800, 960], y: [540, 600] },
      { id: 2, side: 0, base: '4Sp', f: 'N', x: [960, 1120], y: [540, 600] },
      { id: 3, side: 0, base: '4Sp', f: 'N', x: [1120, 1280], y: [540, 600] },
      { id: 9, side: 1, base: '4Sp', f: 'S', x: [960, 1120], y: [1700, 1760] },
    ], { terrain: [woods] });
    s.opt.mov06 = 'column';
    expect(dba.check(s, 0, { k: 'group', ids: [1, 2, 3], dist: 190, wheel: 0 })).not.toBeNull();
    const a = dba.bot!(s, 0, new BotRandom(1), 'steady');
    expect(a).toMatchObject({ k: 'group' });
    if (a.k === 'group') { expect([...a.ids].sort()).toEqual([1, 2]); expect(a.dist).toBeGreaterThan(90); }
  });
});
