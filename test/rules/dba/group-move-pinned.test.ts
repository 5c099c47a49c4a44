// movement.ts lines 473–717 pinned on hand-built positions (issue 12, session 10): the group
// wheel's poses (MOV-04, INTERP-6), groupMove's checks and what it records (MOV-03..08,
// CON-01..04, 2ND-01, INTERP-10, INTERP-43), enterCamp (GAR-02, CAMP-01), enterBua (GAR-04),
// assaultBuaMove (CON-05, CC-05) and touchedEnemies (CON-02). Each test fails with one of
// the mutants of `npm run mutate -- dba src/rules/dba/movement.ts:473-717` applied by hand.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import type { DbaAction } from '../../../src/rules/dba/actions';
import { dirN, poseFromFR } from '../../../src/engine/plane';
import { BASES } from '../../../src/rules/dba/data/troops';
import { cornersOf } from '../../../src/rules/dba/geometry';
import { contactPose, groupPivot, groupPoses } from '../../../src/rules/dba/movement';
import { refLabel as label } from '../../../src/rules/dba/names';
import type { DbaState } from '../../../src/rules/dba';
import type { Elem, Feature } from '../../../src/rules/dba/state';
import { campAt } from '../../../src/rules/dba/setup';
import { campPoly } from '../../../src/rules/dba/camp';
import { buaAssaultPose, buaPoly } from '../../../src/rules/dba/bua';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

const check = (s: ReturnType<typeof position>, a: DbaAction) => dba.check(s, s.active, a);
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
/** An element of side 0 facing north (side 1 facing south) with its rectangle from (x0, y0). */
const at = (id: number, x0: number, y0: number, base = '4Bd', side: 0 | 1 = 0): Spec => {
  const d = BASES[base].depth;
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

describe('DBA MOV-06: a group in bad going or crossing a river that is not easy goes as a column', () => {
  const words = { rule: 'DBA MOV-06', message: 'a group in bad going or crossing a river that is not easy moves as a column one element wide' };
  it('DBA MOV-06: a line may not wade a difficult river off the road; an easy one it may', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 640, 40] }; // y 620..660
    const build = (kind: DbaState['river']) => {
      const s = position([at(0, 1000, 500), at(1, 1160, 500), far], { terrain: [river], river: kind });
      s.opt.mov06 = 'column';
      return s;
    };
    expect(check(build('difficult'), { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toEqual(words);
    expect(check(build('easy'), { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toBeNull();
  });
  it('DBA MOV-06 / TER-02: Dunes are bad going for a line of cavalry, not for a line of camels', () => {
    const dunes: Feature = { kind: 'Dunes', compulsory: false, p: [1160, 800, 400, 200, 0] }; // y 700..900
    const build = (base: string) => {
      const s = position([at(0, 1000, 500, base), at(1, 1160, 500, base), far], { terrain: [dunes] });
      s.opt.mov06 = 'column';
      return s;
    };
    expect(check(build('3Cv'), { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toEqual(words);
    expect(check(build('3Cm'), { k: 'group', ids: [0, 1], dist: 150, wheel: 0 })).toBeNull();
  });
});

describe('DBA CON-04: who conforms when a group meets an enemy out of line', () => {
  // A column of two Sp advances 140 p; its head meets the front of a Ps 40 p to its right.
  const column: Spec[] = [
    { id: 0, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [700, 760], gen: true },
    { id: 1, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [640, 700] },
  ];
  const ps: Spec = { id: 12, side: 1, base: '2Ps', f: 'S', x: [1040, 1200], y: [900, 980] };
  const go: DbaAction = { k: 'group', ids: [0, 1], dist: 140, wheel: 0 };
  it('DBA CON-04: a lone Ps in good going conforms to the member, and the log says so', () => {
    const dice = fixedDice([]);
    const t = dba.apply(position([...column, ps, far]), 0, go, dice);
    expect(rectOf(get(t, 12))).toEqual([1000, 1160, 900, 980]);
    expect(rectOf(get(t, 0))).toEqual([1000, 1160, 840, 900]);
    expect(dice.events.filter((e) => e.t === 'conform')).toEqual([{ t: 'conform', rule: 'DBA CON-04', el: 12 }]);
  });
  it('DBA CON-04: a Ps in a group of its own stays; the member conforms to it', () => {
    const mate: Spec = { id: 13, side: 1, base: '2Ps', f: 'S', x: [1200, 1360], y: [900, 980] };
    const t = dba.apply(position([...column, ps, mate, far]), 0, go, fixedDice([]));
    expect(rectOf(get(t, 12))).toEqual([1040, 1200, 900, 980]);
    expect(rectOf(get(t, 0))).toEqual([1040, 1200, 840, 900]);
  });
  it('DBA CON-04: a Ps with a friend of ours abreast of it (facing as it faces) is in no group: it conforms', () => {
    const ours: Spec = { id: 5, side: 0, base: '4Bd', f: 'S', x: [1200, 1360], y: [900, 960] };
    const t = dba.apply(position([...column, ps, ours, far]), 0, go, fixedDice([]));
    expect(rectOf(get(t, 12))).toEqual([1000, 1160, 900, 980]);
  });
  it('DBA CON-04: a Ps whose conformed place is taken stays; the member conforms to it instead', () => {
    // An enemy Bd facing west (no group with the Ps) stands where the Ps would slide to.
    const blocker: Spec = { id: 14, side: 1, base: '4Bd', f: 'W', x: [980, 1040], y: [920, 1080] };
    const t = dba.apply(position([...column, ps, blocker, far]), 0, go, fixedDice([]));
    expect(rectOf(get(t, 12))).toEqual([1040, 1200, 900, 980]);
    expect(rectOf(get(t, 0))).toEqual([1040, 1200, 840, 900]);
  });
  it('DBA CON-04: in one group move a Ps conforms to one member and another member conforms to a Bw; a Kn notes only the Bw it faces', () => {
    // A line of three Kn; a lone Ps 40 p left of the first, a Bw 40 p right of the third.
    const kn = [at(0, 1000, 660, '3Kn'), at(1, 1160, 660, '3Kn'), at(2, 1320, 660, '3Kn')];
    const lonePs: Spec = { id: 12, side: 1, base: '2Ps', f: 'S', x: [960, 1120], y: [900, 980] };
    const bw: Spec = { id: 13, side: 1, base: '3Bw', f: 'S', x: [1360, 1520], y: [900, 980] };
    const t = dba.apply(position([...kn, lonePs, bw, far]), 0, { k: 'group', ids: [0, 1, 2], dist: 120, wheel: 0 }, fixedDice([]));
    expect(rectOf(get(t, 12))).toEqual([1000, 1160, 900, 980]);
    expect(rectOf(get(t, 2))).toEqual([1360, 1520, 780, 900]);
    expect([0, 1, 2].map((i) => get(t, i).bowFront)).toEqual([[], [], [13]]);
  });
});

describe('DBA CON-01 / 2ND-01 / INTERP-43 / RIV-02: a group moving into contact', () => {
  it('DBA CON-01: war wagons in a group may not move into contact', () => {
    const s = position([at(0, 1000, 300, 'WWg'), at(1, 1160, 300, 'WWg'), at(12, 1000, 560, '4Bd', 1), far]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toEqual({ rule: 'DBA CON-01', message: 'Art and WWg may not move into contact' });
  });
  it('DBA 2ND-01 item 4: a road column moving again may not contact the enemy, though only one member moved before', () => {
    const road: Feature = { kind: 'Road', compulsory: false, p: [0, 1080] };
    const s = position([at(0, 1000, 500), at(1, 1000, 440), at(12, 1000, 660, '4Bd', 1), far], { terrain: [road] });
    get(s, 1).moves = 1;
    expect(check(s, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toEqual({ rule: 'DBA 2ND-01', message: 'a column moving again along a road may not contact the enemy' });
    get(s, 1).moves = 0;
    expect(check(s, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toBeNull();
  });
  it('DBA INTERP-43: a member\'s flank contact stamps its target once; a front contact stamps nothing, and a Bd notes no Bw front', () => {
    // Member 0 ends against the south flank of 12 (facing west, front corners together);
    // member 1 ends front to front with the Bw 13.
    const flanked: Spec = { id: 12, side: 1, base: '4Bd', f: 'W', x: [1000, 1060], y: [660, 820] };
    const s = position([at(0, 1000, 500), at(1, 1160, 500), flanked, at(13, 1160, 660, '3Bw', 1), far]);
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 }, fixedDice([]));
    expect([get(t, 12).stamp, get(t, 13).stamp]).toEqual([1, 0]);
    expect(get(t, 1).bowFront).toEqual([]);
    const again = position([at(0, 1000, 500), at(1, 1160, 500), flanked, at(13, 1160, 660, '3Bw', 1), far]);
    get(again, 12).stamp = 5; again.stampNext = 5;
    expect(get(dba.apply(again, 0, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 }, fixedDice([])), 12).stamp).toBe(5);
  });
  it('DBA RIV-02 / INTERP-30: a group whose river test fails stays where it was, its PIPs spent', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 640, 40] }; // y 620..660
    const s = position([at(0, 1000, 500), at(1, 1160, 500), far], { terrain: [river], river: 'test' });
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1], dist: 80, wheel: 0 }, fixedDice([2, 2]));
    expect([get(t, 0), get(t, 1)].map((e) => [e.x, e.y])).toEqual([[1080, 560], [1240, 560]]);
    expect(t.pips).toBe(5);
  });
});

describe('DBA INTERP-10 / ZOC-01 / CON-02: a group\'s path, zones and touches', () => {
  // Two LH abreast in a Wood (bad going: 200 p) wheel 30° left: the outer rear corner, 342 p
  // from the pivot, travels an arc of 180 p (355/113 for π, rounded up), then the advance.
  const wood: Feature = { kind: 'Woods', compulsory: false, p: [1160, 600, 1000, 800, 0] };
  const build = () => {
    const s = position([at(0, 1000, 500, '2LH'), at(1, 1160, 500, '2LH'), far], { terrain: [wood] });
    s.opt.interp10 = 'path';
    return s;
  };
  it('DBA DIST-02 (INTERP-10 "path"): each corner\'s arc plus the advance, against the allowance in the going it crosses', () => {
    expect(check(build(), { k: 'group', ids: [0, 1], dist: 20, wheel: 30 })).toBeNull(); // 180 + 20 = 200
    expect(check(build(), { k: 'group', ids: [0, 1], dist: 21, wheel: 30 })).toEqual({ rule: 'DBA DIST-02', message: 'a corner would travel 201 p along its path (INTERP-10)' });
    // Measured as straight displacements (rules as written), 21 p is within 200 p.
    const s = build();
    s.opt.interp10 = 'displacement';
    expect(check(s, { k: 'group', ids: [0, 1], dist: 21, wheel: 30 })).toBeNull();
  });
  it('DBA ZOC-01: a member going into front contact with one enemy may cross another enemy\'s zone to get there', () => {
    // A line of two goes 200 p; its right member ends front to front with 12 after passing
    // through the zone of 13, which faces west 20 p to the right of its path (zone x 1020..1180).
    const s = position([at(0, 1000, 400), at(1, 840, 400), at(12, 1000, 660, '4Bd', 1), { id: 13, side: 1, base: '4Bd', f: 'W', x: [1180, 1240], y: [480, 640] }]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 200, wheel: 0 })).toBeNull();
  });
  it('DBA CON-02: a member ending against an enemy\'s flank out of line is refused, with both names', () => {
    const s = position([at(0, 1000, 500), at(1, 1160, 500), { id: 12, side: 1, base: '4Bd', f: 'W', x: [1040, 1100], y: [660, 820] }, far]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toEqual({ rule: 'DBA CON-02', message: `${label(s, 0)} would touch the enemy ${label(s, 12)} without a legal contact` });
  });
});

describe('DBA GAR-02 / CAMP-01 / VIC-02: entering a camp', () => {
  const build = (own = false) => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [2100, 2160], gen: true }, far]);
    s.camps[1] = campAt(s, 1, 1200); // x 1040..1360, y 2240..2400
    if (own) { s.camps[0] = campAt(s, 0, 1200); }
    return s;
  };
  it('DBA GAR-02 / VIC-02: taking the enemy\'s camp: controlled, taken once, logged; the element has moved', () => {
    const dice = fixedDice([]);
    const t = dba.apply(build(), 0, { k: 'enterCamp', id: 0, camp: 1 }, dice);
    expect(t.camps[1]).toMatchObject({ controller: 0, everTaken: true });
    expect(dice.events).toEqual([{ t: 'campTaken', rule: 'DBA GAR-02', camp: 1, el: 0 }]);
    expect(get(t, 0)).toMatchObject({ moves: 1, moved: true, where: 'enemyCamp', x: 1200, y: 2290, h: 270 });
  });
  it('DBA GAR-02: an element that has moved does not enter a camp; one too far is told how far it may go', () => {
    const s = build();
    get(s, 0).moves = 1;
    expect(check(s, { k: 'enterCamp', id: 0, camp: 1 })).toEqual({ rule: 'DBA 2ND-01', message: 'already moved this bound' });
    // In a Wood (bad going for Cv: 200 p) 300 p from the camp.
    const cv = position([{ id: 0, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [1820, 1940], gen: true }, far], { terrain: [{ kind: 'Woods', compulsory: false, p: [1200, 1880, 400, 200, 0] }] });
    cv.camps[1] = campAt(cv, 1, 1200);
    expect(check(cv, { k: 'enterCamp', id: 0, camp: 1 })).toEqual({ rule: 'DBA DIST-02', message: 'the camp is more than 200 p away' });
  });
  it('DBA CAMP-01: a base deeper than the camp does not fit in it', () => {
    const s = position([{ id: 0, side: 0, base: '6Cv', f: 'N', x: [1120, 1280], y: [1900, 2140], gen: true }, far]);
    s.camps[1] = campAt(s, 1, 1200);
    expect(check(s, { k: 'enterCamp', id: 0, camp: 1 })).toEqual({ rule: 'DBA CAMP-01', message: 'this base does not fit in the camp' });
  });
  it('DBA GAR-02: a camp on the east edge is entered facing out of it, the base centred on the camp', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [2000, 2060], y: [1120, 1280], gen: true }, far]);
    s.edge = [0, 1];
    s.camps[1] = campAt(s, 1, 1200);
    const t = dba.apply(s, 0, { k: 'enterCamp', id: 0, camp: 1 }, fixedDice([]));
    const poly = campPoly(s.camps[1]!);
    // Facing west as the camp faces, its centre (30 p behind its front) on the camp's centre.
    expect(get(t, 0)).toMatchObject({ h: 180, y: 1200, x: (poly[0].x + poly[2].x) / 2 - 30 });
  });
  it('DBA GAR-02: friends entering their own camp remove their camp followers for good; retaking one\'s own camp is no first taking', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'S', x: [1120, 1280], y: [300, 360], gen: true }, far]);
    s.camps[0] = campAt(s, 0, 1200);
    const cp = s.camps[0]!;
    const fol = { ...get(s, 0), id: 11, base: 'CF', type: 'CF' as const, follower: true, where: 'camp' as const, gen: false, x: cp.x, y: cp.y, h: cp.h, d: 40 };
    s.els.push(fol);
    const dice = fixedDice([]);
    const t = dba.apply(s, 0, { k: 'enterCamp', id: 0, camp: 0 }, dice);
    expect(get(t, 11).status).toBe('dead');
    expect(dice.events).toEqual([{ t: 'destroyed', rule: 'DBA GAR-02', el: 11 }]);
    // The enemy holds it: retaken, logged, but no first taking of an enemy camp.
    const u = position([{ id: 0, side: 0, base: '4Bd', f: 'S', x: [1120, 1280], y: [300, 360], gen: true }, far]);
    u.camps[0] = campAt(u, 0, 1200);
    u.camps[0]!.controller = 1;
    const d2 = fixedDice([]);
    const v = dba.apply(u, 0, { k: 'enterCamp', id: 0, camp: 0 }, d2);
    expect(v.camps[0]).toMatchObject({ controller: 0, everTaken: false });
    expect(d2.events).toEqual([{ t: 'campTaken', rule: 'DBA GAR-02', camp: 0, el: 0 }]);
    // Held by itself already: nothing to log.
    const w = position([{ id: 0, side: 0, base: '4Bd', f: 'S', x: [1120, 1280], y: [300, 360], gen: true }, far]);
    w.camps[0] = campAt(w, 0, 1200);
    const d3 = fixedDice([]);
    dba.apply(w, 0, { k: 'enterCamp', id: 0, camp: 0 }, d3);
    expect(d3.events).toEqual([]);
  });
});

describe('DBA GAR-04 / GAR-11: entering a BUA', () => {
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
  const town = (x0 = 700) => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [x0, x0 + 60], y: [370, 530], gen: true }, far], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: false, sacker: -1 };
    return s;
  };
  it('DBA GAR-11: an element entering an undefended enemy BUA takes it (logged) and has moved', () => {
    const dice = fixedDice([]);
    const t = dba.apply(town(), 0, { k: 'enterBua', id: 0 }, dice);
    expect(t.bua!.controller).toBe(0);
    expect(dice.events).toEqual([{ t: 'buaTaken', rule: 'DBA GAR-11', el: 0 }]);
    expect(get(t, 0)).toMatchObject({ moves: 1, moved: true, where: 'bua' });
    // Its own side's BUA: nothing taken, nothing logged.
    const own = town();
    own.bua!.controller = 0;
    const d2 = fixedDice([]);
    dba.apply(own, 0, { k: 'enterBua', id: 0 }, d2);
    expect(d2.events).toEqual([]);
  });
  it('DBA GAR-04 / 2ND-01 / DIST-02: the refusals of entering a BUA, in words', () => {
    const held = town();
    held.bua!.denizens = true;
    expect(check(held, { k: 'enterBua', id: 0 })).toEqual({ rule: 'DBA GAR-04', message: 'only an undefended BUA is entered without combat' });
    const again = town();
    get(again, 0).moves = 1;
    expect(check(again, { k: 'enterBua', id: 0 })).toEqual({ rule: 'DBA 2ND-01', message: 'already moved this bound' });
    expect(check(town(820), { k: 'enterBua', id: 0 })).toEqual({ rule: 'DBA DIST-02', message: 'the BUA is more than 200 p away' });
  });
});

describe('DBA CON-05 / CC-05: assaulting a BUA', () => {
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] }; // x, y 290..610
  const mover: Spec = { id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true };
  const town = (specs: Spec[], bua: Feature = BUA) => {
    const s = position([...specs, far], { terrain: [bua] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    return s;
  };
  /** The side of the BUA whose assault pose faces `h`. */
  const sideFacing = (s: DbaState, h: number, id = 0) => {
    const off = (i: number) => Math.abs(((buaAssaultPose(s, get(s, id), i).h - h) % 360 + 540) % 360 - 180);
    return buaPoly(s)!.reduce((best, _, i) => (off(i) < off(best) ? i : best), 0);
  };
  const against = (s: DbaState, id: number, h: number) => Object.assign(get(s, id), buaAssaultPose(s, get(s, id), sideFacing(s, h, id)));
  it('DBA CON-01: war wagons do not assault a BUA', () => {
    const s = town([{ ...mover, base: 'WWg', x: [700, 1020] }]);
    expect(check(s, { k: 'assaultBua', id: 0, side: sideFacing(s, 180) })).toEqual({ rule: 'DBA CON-01', message: 'Art and WWg may not move into contact' });
  });
  it('DBA CC-05: at most three elements assault a BUA; only the mover\'s friends already against it count', () => {
    const specs = [mover, at(1, 100, 100), at(2, 100, 300), at(3, 100, 500), at(5, 1600, 100), at(13, 1600, 300, '4Bd', 1)];
    const s = town(specs);
    const side = sideFacing(s, 180);
    against(s, 1, 0); against(s, 2, 90);
    // Two friends against it, another friend elsewhere, an enemy against it: the mover is the third.
    against(s, 13, 270);
    expect(check(s, { k: 'assaultBua', id: 0, side })).toBeNull();
    // Already against the town itself, the mover is not counted against itself.
    const t = town(specs);
    against(t, 1, 0); against(t, 2, 90); against(t, 0, 180);
    expect(check(t, { k: 'assaultBua', id: 0, side })).toBeNull();
    // A third friend against it: no fourth.
    against(s, 3, 270);
    get(s, 13).x = 2000;
    expect(check(s, { k: 'assaultBua', id: 0, side })).toEqual({ rule: 'DBA CC-05', message: 'at most three elements attack a BUA' });
  });
  it('DBA CON-05 / CON-02: the assault may touch the garrison (its flank along the wall), but no other enemy out of a legal contact', () => {
    // A town 160 p across: the garrison's flank lies on its east wall, where the assault ends.
    const small: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 160, 160, 0] };
    const s = town([{ ...mover, x: [620, 680] }, { id: 12, side: 1, base: '4Bd', f: 'N', x: [368, 528], y: [420, 480] }], small);
    Object.assign(s.bua!, { denizens: false });
    get(s, 12).where = 'bua';
    expect(check(s, { k: 'assaultBua', id: 0, side: sideFacing(s, 180) })).toBeNull();
    // Side 1 assaults side 0's town (its denizens defend it); side 0's element 1 stands
    // beside the assault pose, its rear edge on the assailant's flank: refused.
    const u = position([{ id: 12, side: 1, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'S', x: [640, 800], y: [310, 370] }], { terrain: [BUA], active: 1 });
    u.bua = { owner: 0, controller: 0, denizens: true, sacker: -1 };
    const uside = sideFacing(u, 180, 12);
    expect(check(u, { k: 'assaultBua', id: 12, side: uside })).toEqual({ rule: 'DBA CON-02', message: `would touch the enemy ${label(u, 1)} without a legal contact` });
  });
  it('DBA 2ND-01: warband that has moved may still assault a BUA (a second move into contact); blades may not', () => {
    const wb = town([{ ...mover, base: '4Wb' }]);
    get(wb, 0).moves = 1;
    expect(check(wb, { k: 'assaultBua', id: 0, side: sideFacing(wb, 180) })).toBeNull();
    const bd = town([mover]);
    get(bd, 0).moves = 1;
    expect(check(bd, { k: 'assaultBua', id: 0, side: sideFacing(bd, 180) })).toEqual({ rule: 'DBA 2ND-01', message: 'this element has already moved this bound' });
  });
  it('DBA CON-05: a garrison numbered 0 is the defender too: its flank along the wall may be touched', () => {
    const small: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 160, 160, 0] };
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [368, 528], y: [420, 480] }, { ...mover, id: 12, side: 1, x: [620, 680], gen: false }], { terrain: [small], active: 1 });
    s.bua = { owner: 0, controller: 0, denizens: false, sacker: -1 };
    get(s, 0).where = 'bua';
    expect(check(s, { k: 'assaultBua', id: 12, side: sideFacing(s, 180, 12) })).toBeNull();
  });
  it('DBA RIV-02 / PIP-01: an assault across a river whose test fails stays on the bank, its PIPs spent, moved', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [0, 635, 40] }; // x 615..655
    const s = position([{ ...mover, x: [670, 730] }, far], { terrain: [BUA, river], river: 'test' });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const t = dba.apply(s, 0, { k: 'assaultBua', id: 0, side: sideFacing(s, 180) }, fixedDice([2]));
    expect(get(t, 0)).toMatchObject({ x: 670, y: 450, h: 180, moves: 1, moved: true });
    expect(t.pips).toBe(5);
    const ok = dba.apply(s, 0, { k: 'assaultBua', id: 0, side: sideFacing(s, 180) }, fixedDice([6]));
    expect(get(ok, 0)).toMatchObject({ ...buaAssaultPose(s, get(s, 0), sideFacing(s, 180)), moves: 1, moved: true });
  });
});

describe('DBA MOV-04 (option mov04line): a line of mixed depths wheels as one body', () => {
  // A 4Bd (60 p deep) and a 3Cv (120 p deep) side by side, fronts level at y = 1120, facing north.
  const line = () => position([at(0, 1000, 1060, '4Bd'), at(1, 1160, 1000, '3Cv')]).els;
  const gap = (w: number, frontsMeet: boolean) => {
    const els = line();
    const [a, b] = groupPoses(els, 50, w, true, frontsMeet).map((p, i) => cornersOf({ ...els[i], ...p }));
    return Math.max(Math.abs(a.FR.x - b.FL.x), Math.abs(a.FR.y - b.FL.y));
  };
  const wheels = [-89, -61, -37, -13, 7, 23, 41, 58, 77, 90];
  it('DBA MOV-04: "fronts" (rules as written): after every wheel the two front corners are one point', () => {
    expect(wheels.map((w) => gap(w, true))).toEqual(wheels.map(() => 0));
  });
  it('DBA MOV-04: "both" (games recorded before the option): the deeper base kept its own rounding, a pace off at some wheels', () => {
    expect(wheels.some((w) => gap(w, false) > 0)).toBe(true);
    const s = position([at(0, 1000, 1060, '4Bd'), at(1, 1160, 1000, '3Cv'), far], { pips: 6 });
    s.opt.mov04 = 'head';
    s.opt.mov04line = 'fronts';
    const a: DbaAction = { k: 'group', ids: [0, 1], dist: 50, wheel: 37 };
    const t = dba.apply(s, 0, a, fixedDice([]));
    const [A, B] = [cornersOf(get(t, 0)), cornersOf(get(t, 1))];
    expect([A.FR.x - B.FL.x, A.FR.y - B.FL.y]).toEqual([0, 0]);
  });
});

describe('DBA ZOC-01 / GAR-02 / CON-05 / MOV-04: the last open mutants of movement.ts lines 473–717 (session 10, last pass)', () => {
  it('DBA ZOC-01 (spec §8.3, INTERP-8; option zocgroup): before the option a group member starting in an enemy\'s zone was released only by a front contact or lining up, not by overlapping that enemy; with it, by any legal contact', () => {
    // A line of two facing north wheels 20° right about its right front corner, then goes 50 p.
    // Y is placed front to front with the left member's end, X so that the right member ends
    // overlapping it (front-right corners together). Wheeling right, the right member's rear
    // corner starts a little inside X's zone: X is released only by front contact or lining up.
    const build = (withX: boolean) => {
      const s = position([at(0, 1000, 500), at(1, 1160, 500), at(12, 100, 2000, '4Bd', 1), at(13, 400, 2000, '4Bd', 1), far]);
      const [pa, pb] = groupPoses([get(s, 0), get(s, 1)], 50, -20);
      Object.assign(get(s, 12), contactPose(get(s, 12), { ...get(s, 0), ...pa }, 'front'));
      Object.assign(get(s, 13), contactPose(get(s, 13), { ...get(s, 1), ...pb }, 'overlapR'));
      if (!withX) get(s, 13).x = 2400;
      return s;
    };
    const a: DbaAction = { k: 'group', ids: [0, 1], dist: 50, wheel: -20 };
    expect(check(build(false), a)).toBeNull();
    expect(check(build(true), a)).toEqual({ rule: 'DBA ZOC-01', message: 'in an enemy zone of control: only contact, lining up, or going back' });
    // Option zocgroup "any" (rules as written: "pour contacter … un tel élément"): the overlap is a legal
    // contact with X, so it releases X's zone, as it does for a single element; "front" is the games before it.
    const any = build(true); any.opt.zocgroup = 'any';
    expect(check(any, a)).toBeNull();
    const front = build(true); front.opt.zocgroup = 'front';
    expect(check(front, a)).toEqual({ rule: 'DBA ZOC-01', message: 'in an enemy zone of control: only contact, lining up, or going back' });
  });
  it('DBA GAR-02 (rulebook: the occupant "may leave it or be replaced"): an element already in its own camp may enter it again, its own presence holding nothing against it', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'S', x: [1120, 1280], y: [300, 360], gen: true }, far]);
    s.camps[0] = campAt(s, 0, 1200);
    const t = dba.apply(s, 0, { k: 'enterCamp', id: 0, camp: 0 }, fixedDice([]));
    const centre = { x: get(t, 0).x, y: get(t, 0).y, h: get(t, 0).h };
    // Next bound, shifted 20 p inside the camp: re-entering re-centres it for a PIP, nothing logged.
    Object.assign(get(t, 0), { x: centre.x + 20, moves: 0, moved: false });
    t.pips = 3;
    const dice = fixedDice([]);
    const u = dba.apply(t, 0, { k: 'enterCamp', id: 0, camp: 0 }, dice);
    expect(get(u, 0)).toMatchObject({ ...centre, where: 'camp', moves: 1 });
    expect(u.pips).toBe(2);
    expect(dice.events).toEqual([]);
  });
  // A town 320 p across (x, y 290..610); side 1 holds it with a garrison, no denizens.
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
  const garrisoned = (specs: Spec[]) => {
    const s = position([...specs, far], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: false, sacker: -1 };
    get(s, 12).where = 'bua';
    return s;
  };
  /** The side of the BUA whose assault pose faces west. */
  const westSide = (s: DbaState) => {
    const off = (i: number) => Math.abs(((buaAssaultPose(s, get(s, 0), i).h - 180) % 360 + 540) % 360 - 180);
    return buaPoly(s)!.reduce((best, _, i) => (off(i) < off(best) ? i : best), 0);
  };
  it('DBA ZOC-01 (b): games before option sho02 "exact" release the garrison\'s zone only by lining up; with it, assaulting the BUA releases it', () => {
    // The garrison faces east, front x 540, y 410..570: its zone x 540..700. The Bd starts in it
    // (front x 640, y 380..540); the assault pose on the west-facing side is not lined up with it.
    const s = garrisoned([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [640, 700], y: [380, 540], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'E', x: [480, 540], y: [410, 570] }]);
    const side = westSide(s);
    expect(buaAssaultPose(s, get(s, 0), side)).toEqual({ x: 609, y: 429, h: 173 }); // on the 24-sided town's side 12..13
    expect(check(s, { k: 'assaultBua', id: 0, side })).toEqual({ rule: 'DBA ZOC-01', message: 'in an enemy zone of control: only contact, lining up, or going back' });
    s.opt.sho02 = 'exact';
    expect(check(s, { k: 'assaultBua', id: 0, side })).toBeNull();
  });
  it('DBA CON-05 / CON-02: the assault may end touching another enemy in a legal contact, here flank to flank, facing the other way beside the wall', () => {
    // Side 1's element 13 stands on the assault pose's right, facing the other way, its right
    // flank along the assailant's right flank (its front corner on the assailant's rear corner):
    // clear of the town, and its zone (to the east of it) is not crossed by the assault.
    // The garrison faces north, its zone away from the assault.
    const s = garrisoned([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [640, 700], y: [280, 440], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'N', x: [370, 530], y: [480, 540] }, at(13, 1600, 1600, '4Bd', 1)]);
    const side = westSide(s);
    const pose = buaAssaultPose(s, get(s, 0), side);
    Object.assign(get(s, 13), poseFromFR(cornersOf({ ...get(s, 0), ...pose }).RR, pose.h + 180, 160));
    expect(check(s, { k: 'assaultBua', id: 0, side })).toBeNull();
    const t = dba.apply(s, 0, { k: 'assaultBua', id: 0, side }, fixedDice([]));
    expect(get(t, 0)).toMatchObject({ ...pose, moves: 1 });
  });
  it('DBA MOV-04 (option mov04line): listed from the right, the line is rebuilt leftwards by the same front-corner rule', () => {
    // The 3Cv listed first, so the 4Bd is placed as its left neighbour (front-left on front-right).
    const els = position([at(1, 1160, 1000, '3Cv'), at(0, 1000, 1060, '4Bd')]).els;
    const gap = (w: number, frontsMeet: boolean) => {
      const [cv, bd] = groupPoses(els, 50, w, true, frontsMeet).map((p, i) => cornersOf({ ...els[i], ...p }));
      return Math.max(Math.abs(bd.FR.x - cv.FL.x), Math.abs(bd.FR.y - cv.FL.y));
    };
    const wheels = [-89, -61, -37, -13, 7, 23, 41, 58, 77, 90];
    expect(wheels.map((w) => gap(w, true))).toEqual(wheels.map(() => 0));
    expect(wheels.some((w) => gap(w, false) > 0)).toBe(true);
  });
});
