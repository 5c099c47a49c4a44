// The steady DBA bot makes its fights decisive (issue 14): a battle where Spears only
// push Spears back and forth is a draw at the time limit. Each test fails when the
// behaviour behind it is removed.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { dba } from '../../src/rules/dba';
import { recoilRoom } from '../../src/rules/dba/bot-fights';
import { position } from '../rules/dba/helpers';

describe('steady DBA bot: fights that kill', () => {
  it('REC-03: of two even fights it takes the one on an enemy that cannot recoil (a friend close behind it), which dies if beaten', () => {
    const s = position([
      { id: 0, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [500, 620], gen: true },
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [1120, 1280], y: [1000, 1060] },
      { id: 8, side: 1, base: '4Sp', f: 'S', x: [960, 1120], y: [1160, 1220] },
      { id: 9, side: 1, base: '4Sp', f: 'S', x: [1280, 1440], y: [1160, 1220] },
      { id: 10, side: 1, base: '4Sp', f: 'E', x: [1330, 1390], y: [1230, 1390] },
    ]);
    expect(recoilRoom(s, 8)).toBe(true);
    expect(recoilRoom(s, 9)).toBe(false);
    for (let seed = 1; seed <= 6; seed++) {
      const a = dba.bot!(s, 0, new BotRandom(seed), 'steady');
      expect(a).toMatchObject({ k: 'contact', id: 1, target: 9, kind: 'front' });
    }
  });

  it('MOV-03, CC-04: a line a short move from an enemy line closes on it as a whole, three fights for one PIP', () => {
    const s = position([
      { id: 0, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [500, 620], gen: true },
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [960, 1120], y: [1000, 1060] },
      { id: 2, side: 0, base: '4Sp', f: 'N', x: [1120, 1280], y: [1000, 1060] },
      { id: 3, side: 0, base: '4Sp', f: 'N', x: [1280, 1440], y: [1000, 1060] },
      { id: 7, side: 1, base: '4Sp', f: 'S', x: [960, 1120], y: [1160, 1220] },
      { id: 8, side: 1, base: '4Sp', f: 'S', x: [1120, 1280], y: [1160, 1220] },
      { id: 9, side: 1, base: '4Sp', f: 'S', x: [1280, 1440], y: [1160, 1220] },
    ]);
    for (let seed = 1; seed <= 4; seed++) {
      const a = dba.bot!(s, 0, new BotRandom(seed), 'steady');
      expect(a).toMatchObject({ k: 'group', dist: 100 });
      if (a.k === 'group') expect([...a.ids].sort()).toEqual([1, 2, 3]);
    }
  });
});
