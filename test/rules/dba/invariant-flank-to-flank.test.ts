// Fuzz seed 796 (found after the steady bot of issue 14 changed the fuzz games): a Spear
// moved into front contact and ended with its short flank along the long flank of a
// chariot (flank to flank, a relation CON-02 names). The move was legal; the invariant
// judged the pair only from the chariot's side and called it an unnamed touch.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { fuzz } from '../../../src/engine/fuzz';
import { namedContact } from '../../../src/rules/dba/geometry';
import type { Elem } from '../../../src/rules/dba/state';

const el = (id: number, side: number, base: string, type: string, x: number, y: number, h: number, w: number, d: number) =>
  ({ id, side, base, type, gen: false, x, y, h, w, d, status: 'on', moves: 0, moved: false, dismountTo: '', dismountedNow: false, stamp: 0, bowFront: [], where: '', follower: false, fought: false }) as unknown as Elem;

describe('DBA CON-02 invariant: flank to flank either way round', () => {
  const chariot = el(1, 0, 'LCh', 'Cv', 1072, 1126, 285, 160, 160);
  const spear = el(18, 1, '4Sp', 'Sp', 1177, 1354, 105, 160, 60);
  it('DBA CON-02: the short flank along the long one is named from the short side only', () => {
    expect(namedContact(spear, chariot)).toBe(true);
    expect(namedContact(chariot, spear)).toBe(false);
  });
  it('DBA CON-02: fuzz seed 796 plays through with every invariant holding', () => {
    const r = fuzz(dba as never, 'sampled', 1, 796);
    expect(r.failures).toEqual([]);
    expect(r.stats.games).toBe(1);
  });
});
