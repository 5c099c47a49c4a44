// movement.ts lines 473–717 pinned on hand-built positions (issue 12, session 10): the group
// wheel's poses (MOV-04, INTERP-6), groupMove's checks and what it records (MOV-03..08,
// CON-01..04, 2ND-01, INTERP-10, INTERP-43), enterCamp (GAR-02, CAMP-01), enterBua (GAR-04),
// assaultBuaMove (CON-05, CC-05) and touchedEnemies (CON-02). Each test fails with one of
// the mutants of `npm run mutate -- dba src/rules/dba/movement.ts:473-717` applied by hand.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import type { DbaAction } from '../../../src/rules/dba/actions';
import { dirN } from '../../../src/engine/plane';
import { cornersOf } from '../../../src/rules/dba/geometry';
import { groupPivot, groupPoses } from '../../../src/rules/dba/movement';
import { refLabel as label } from '../../../src/rules/dba/names';
import type { Elem } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const check = (s: ReturnType<typeof position>, a: DbaAction) => dba.check(s, s.active, a);
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
/** An element of side 0 facing north (side 1 facing south) with its rectangle from (x0, y0). */
const at = (id: number, x0: number, y0: number, base = '4Bd', side: 0 | 1 = 0): Spec => {
  const d = { '4Bd': 60, '3Cv': 120, '2LH': 120, '2Ps': 80, '3Bw': 80, '3Kn': 80, '4Ax': 60, WWg: 160 }[base] ?? 60;
  return { id, side, base, f: side === 0 ? 'N' : 'S', x: [x0, x0 + 160], y: [y0, y0 + d], gen: id === 0 };
};
const moved = (els: Elem[], w: number, dist = 50) => groupPoses(els, dist, w).map((p, i) => ({ ...els[i], ...p }));

describe('DBA MOV-04 / INTERP-6: a wheeling group keeps its formation', () => {
  const line = () => position([at(0, 1000, 500), at(1, 1160, 500), at(2, 1320, 500)]).els;
  const lineBackwards = () => position([at(0, 1320, 500), at(1, 1160, 500), at(2, 1000, 500)]).els;
  const lineShuffled = () => position([at(0, 1000, 500), at(1, 1320, 500), at(2, 1160, 500)]).els;
  // Listed A, D, C, B from the left: D is reached only on a second pass of the rebuild.
  const four = () => position([at(0, 1000, 500), at(1, 1480, 500), at(2, 1320, 500), at(3, 1160, 500)]).els;
  const column = () => position([at(0, 1000, 500), at(1, 1000, 440), at(2, 1000, 380)]).els;
  const columnBackwards = () => position([at(0, 1000, 380), at(1, 1000, 440), at(2, 1000, 500)]).els;
  const columnShuffled = () => position([at(0, 1000, 500), at(1, 1000, 380), at(2, 1000, 440)]).els;
  it('DBA MOV-04: the group turns about its outer front corner, then advances in its new facing', () => {
    const els = line();
    // Wheeling left 37°: the left front corner (1000, 560) stays, then all go 50 p towards 127°.
    expect(groupPivot(els, 37)).toEqual({ x: 1000, y: 560 });
    const m = moved(els, 37);
    const step = dirN(127, 50);
    expect(cornersOf(m[0]).FL).toEqual({ x: 1000 + step.x, y: 560 + step.y });
    expect(m.map((e) => e.h)).toEqual([127, 127, 127]);
    // Wheeling right: about the right front corner (1480, 560), then towards 53°. The line is
    // rebuilt from its first member by exact snaps, so the far end may round 1 p off.
    const fr = cornersOf(moved(els, -37)[2]).FR;
    const want = { x: 1480 + dirN(53, 50).x, y: 560 + dirN(53, 50).y };
    expect([Math.abs(fr.x - want.x), Math.abs(fr.y - want.y)].every((d) => d <= 1)).toBe(true);
  });
  it('DBA MOV-04: after the wheel neighbours share their corners exactly, whatever the order the members are listed in', () => {
    for (const w of [37, -37, 14, -14, 41, -22, 61]) {
      for (const els of [line(), lineBackwards(), lineShuffled()]) {
        const m = moved(els, w);
        const c = [0, 1, 2].map((i) => cornersOf(m.find((e) => e.id === els.find((x) => x.x === 1080 + 160 * i)!.id)!));
        expect(c[0].FR, `line wheel ${w}`).toEqual(c[1].FL);
        expect(c[1].FR, `line wheel ${w}`).toEqual(c[2].FL);
        expect(c[0].RR).toEqual(c[1].RL);
      }
      const m4 = moved(four(), w);
      expect(cornersOf(m4[2]).FR, `four wheel ${w}`).toEqual(cornersOf(m4[1]).FL);
      for (const els of [column(), columnBackwards(), columnShuffled()]) {
        const m = moved(els, w);
        const c = [560, 500, 440].map((y) => cornersOf(m.find((e) => e.id === els.find((x) => x.y === y)!.id)!));
        expect(c[0].RL, `column wheel ${w}`).toEqual(c[1].FL);
        expect(c[0].RR, `column wheel ${w}`).toEqual(c[1].FR);
        expect(c[1].RL, `column wheel ${w}`).toEqual(c[2].FL);
      }
    }
  });
  it('DBA MOV-04: a group going straight ahead moves each member straight ahead, as it stood (1 p apart stays 1 p apart)', () => {
    const els = position([at(0, 1000, 500), at(1, 1161, 500)]).els;
    expect(groupPoses(els, 100, 0)).toEqual([{ x: 1080, y: 660, h: 90 }, { x: 1241, y: 660, h: 90 }]);
  });
});

describe('DBA MOV-08 / MOV-04 / 2ND-01: what a group may not do', () => {
  it('DBA MOV-08 (INTERP-6): a group wheels at most 90° either way', () => {
    const s = position([at(0, 1000, 500, '2LH'), at(1, 1160, 500, '2LH'), far]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 0, wheel: 90 })).toBeNull();
    expect(check(s, { k: 'group', ids: [0, 1], dist: 0, wheel: -90 })).toBeNull();
    const words = { rule: 'DBA MOV-08', message: 'groups only advance or wheel forward (INTERP-6)' };
    expect(check(s, { k: 'group', ids: [0, 1], dist: 0, wheel: 91 })).toEqual(words);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 0, wheel: -91 })).toEqual(words);
    expect(check(s, { k: 'group', ids: [0, 1], dist: -1, wheel: 0 })).toEqual(words);
  });
  it('DBA MOV-04: a member in front contact with one enemy stops the group, though another enemy is free', () => {
    const s = position([at(0, 1000, 500), at(1, 1160, 500), at(12, 1160, 560, '4Bd', 1), at(13, 1800, 1800, '4Bd', 1)]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 50, wheel: 0 })).toEqual({ rule: 'DBA MOV-04', message: `${label(s, 1)} starts in contact with an enemy front` });
  });
  it('DBA 2ND-01: a member that has moved stops the group (not a column on a road)', () => {
    const s = position([at(0, 1000, 500), at(1, 1160, 500), far]);
    get(s, 1).moves = 1;
    expect(check(s, { k: 'group', ids: [0, 1], dist: 50, wheel: 0 })).toEqual({ rule: 'DBA 2ND-01', message: `${label(s, 1)} has already moved this bound` });
  });
  it('DBA PIP-01 / 2ND-01: a group move marks every member moved once', () => {
    const s = position([at(0, 1000, 500), at(1, 1160, 500), far]);
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1], dist: 50, wheel: 20 }, fixedDice([]));
    expect([get(t, 0), get(t, 1)].map((e) => [e.moves, e.moved])).toEqual([[1, true], [1, true]]);
    expect(t.pips).toBe(5);
  });
});
