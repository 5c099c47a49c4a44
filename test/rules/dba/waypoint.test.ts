// MOV-02 through a waypoint (issue 12, spec erratum 21; rulebook lines 255 and 289): a
// single element may go in any direction through any gap as wide as its front, and only
// each corner's distance from where it started is measured. Option mov02 (late).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { decode, encode, type DbaAction } from '../../../src/rules/dba/actions';
import { rootsWithin } from '../../../src/rules/dba/movement';
import { quickVerdict } from '../../../src/rules/dba/prefilter';
import { moveCandidates } from '../../../src/rules/dba/candidates';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
/** A Cv (400 p) facing north, x 1000..1160, front at y 600. */
const cv: Spec = { id: 0, side: 0, base: '3Cv', f: 'N', x: [1000, 1160], y: [480, 600], gen: true };
const bd = (id: number, x0: number, y0: number, side: 0 | 1 = 0): Spec => ({ id, side, base: '4Bd', f: 'N', x: [x0, x0 + 160], y: [y0, y0 + 60] });

const at = (specs: Spec[], mov02?: string, terrain: Feature[] = []) => {
  const s = position([cv, far, ...specs], { terrain });
  if (mov02) s.opt.mov02 = mov02;
  return s;
};
/** Sideways one base width to the right, then straight ahead to a front at `front`. */
const round = (front: number, shift = 160): DbaAction => ({ k: 'move', id: 0, x: 1080 + shift, y: front, h: 90, via: { x: 1080 + shift, y: 600, h: 90 } });

describe('DBA MOV-02 waypoint moves (option mov02)', () => {
  it('a friend in the way: the straight sweep is blocked, the move round it through a waypoint is not', () => {
    const s = at([bd(1, 1000, 640)], 'waypoint');
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 1240, y: 900, h: 90 })?.rule).toBe('DBA INT-01');
    expect(dba.check(s, 0, round(900))).toBeNull();
    const t = dba.apply(s, 0, round(900), fixedDice([]));
    expect(rectOf(get(t, 0))).toEqual([1160, 1320, 780, 900]);
    expect(t.pips).toBe(s.pips - 1);
  });
  it('games recorded before mov02 (absent, or "straight") refuse a waypoint', () => {
    for (const v of [undefined, 'straight']) expect(dba.check(at([bd(1, 1000, 640)], v), 0, round(900))).toEqual({ rule: 'DBA MOV-02', message: 'a move is one straight sweep in games without waypoint moves' });
  });
  it('a gap exactly as wide as the front is passed; two paces narrower is not (one is the rounding tolerance)', () => {
    const wide = at([bd(1, 1000, 700), bd(2, 1320, 700)], 'waypoint');
    expect(dba.check(wide, 0, round(900))).toBeNull();
    const narrow = at([bd(1, 1000, 700), bd(2, 1318, 700)], 'waypoint');
    expect(dba.check(narrow, 0, round(900))?.rule).toBe('DBA INT-01');
  });
  it('DIST-02: each corner within the allowance from its start at the end (400 p for Cv) ...', () => {
    const s = at([], 'waypoint');
    // End corner displacement √(160² + 370²) ≈ 403 > 400; √(160² + 366²) ≈ 399.4.
    expect(dba.check(s, 0, round(600 + 370))?.rule).toBe('DBA DIST-02');
    expect(dba.check(s, 0, round(600 + 366))).toBeNull();
  });
  it('... and at the waypoint: the element never goes beyond its reach', () => {
    const s = at([], 'waypoint');
    const out: DbaAction = { k: 'move', id: 0, x: 1080, y: 700, h: 90, via: { x: 1080 + 401, y: 600, h: 90 } };
    expect(dba.check(s, 0, out)?.rule).toBe('DBA DIST-02');
    expect(dba.check(s, 0, { ...out, via: { x: 1080 + 400, y: 600, h: 90 } })).toBeNull();
  });
  it('DIST-02: a waypoint straight ahead beyond the allowance is refused, though the end is within it; an end exactly at it is accepted', () => {
    const s = at([], 'waypoint');
    const beyond: DbaAction = { k: 'move', id: 0, x: 1080, y: 700, h: 90, via: { x: 1080, y: 600 + 401, h: 90 } };
    expect(dba.check(s, 0, beyond)).toEqual({ rule: 'DBA DIST-02', message: 'a corner would move more than 400 p' });
    expect(dba.check(s, 0, { ...beyond, via: { x: 1080, y: 600 + 400, h: 90 } })).toBeNull();
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 1080, y: 600 + 400, h: 90, via: { x: 1080, y: 800, h: 90 } })).toBeNull(); // every corner exactly 400 p
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 1080, y: 600 + 401, h: 90, via: { x: 1080, y: 800, h: 90 } })?.rule).toBe('DBA DIST-02');
  });
  it('DIST-02: the allowance of the slower leg rules the first leg too: a first leg beyond the open-ground 400 p is refused under the 200 p of the wood the second enters', () => {
    const wood: Feature = { kind: 'Woods', compulsory: false, p: [1400, 1000, 200, 300, 0] }; // x 1300..1500, y 850..1150
    const a: DbaAction = { k: 'move', id: 0, x: 1340, y: 1000, h: 0, via: { x: 1080, y: 600 + 401, h: 90 } };
    expect(dba.check(at([], 'waypoint', [wood]), 0, a)).toEqual({ rule: 'DBA DIST-02', message: 'a corner would move more than 200 p' });
    expect(dba.check(at([], 'waypoint'), 0, a)).toEqual({ rule: 'DBA DIST-02', message: 'a corner would move more than 400 p' });
  });
  it('INTERP-10 "path": the two legs of each corner add up within the allowance', () => {
    const s = at([], 'waypoint');
    s.opt.interp10 = 'path';
    expect(dba.check(s, 0, round(600 + 240))).toBeNull(); // 160 + 240 = 400
    expect(dba.check(s, 0, round(600 + 241))?.rule).toBe('DBA DIST-02');
  });
  it('INTERP-11: going round a wood keeps the good-going rate that crossing it would lose', () => {
    const wood: Feature = { kind: 'Woods', compulsory: false, p: [1080, 760, 300, 200, 0] }; // x 930..1230, y 660..860
    const s = at([], 'waypoint', [wood]);
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 1080, y: 960, h: 90 })?.rule).toBe('DBA DIST-02'); // 360 p through the wood: 200 p there
    const roundIt: DbaAction = { k: 'move', id: 0, x: 1400, y: 900, h: 90, via: { x: 1400, y: 600, h: 90 } };
    expect(dba.check(s, 0, { ...roundIt, via: { x: 1080, y: 900, h: 90 } })?.rule).toBe('DBA DIST-02'); // through it
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 1400, y: 760, h: 90, via: { x: 1400, y: 600, h: 90 } })).toBeNull(); // beside it
    // Only the first leg in the wood: its 200 p still rules the whole move.
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 1120, y: 990, h: 90, via: { x: 1080, y: 990, h: 90 } })?.rule).toBe('DBA DIST-02');
    expect(dba.check(at([], 'waypoint'), 0, { k: 'move', id: 0, x: 1120, y: 990, h: 90, via: { x: 1080, y: 990, h: 90 } })).toBeNull();
  });
  it('MOV-02: each leg must be clear: no ending the first leg on an element, nor off the table', () => {
    const s = at([bd(1, 1160, 540)], 'waypoint');
    expect(dba.check(s, 0, round(900))?.rule).toMatch(/MOV-02|INT-01/);
    const t = at([], 'waypoint');
    expect(dba.check(t, 0, { k: 'move', id: 0, x: 1080, y: 700, h: 90, via: { x: 1080, y: 2500, h: 90 } })?.rule).toBe('DBA MOV-02');
  });
  it('ZOC-01: no waypoint from inside an enemy zone; passing through one must end lined up with it', () => {
    // Enemy Bd facing south, front at y 720, x 1160..1320: its zone is y 560..720 in front of it.
    const enemy: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [1160, 1320], y: [720, 780] };
    const s = at([enemy], 'waypoint');
    expect(dba.check(s, 0, round(600 + 100, 80))?.rule).toBe('DBA ZOC-01'); // half a base off: not lined up
    expect(dba.check(s, 0, round(600 + 100))).toBeNull(); // lined up in front of it, 20 p away
    // Starting in its zone (x 1000..1160): away through a waypoint is refused; lining up with it is allowed.
    const inZone = at([{ ...enemy, x: [1000, 1160] }], 'waypoint');
    expect(dba.check(inZone, 0, { k: 'move', id: 0, x: 700, y: 600, h: 90, via: { x: 700, y: 500, h: 90 } })?.rule).toBe('DBA ZOC-01');
    expect(dba.check(inZone, 0, { k: 'move', id: 0, x: 1080, y: 660, h: 90, via: { x: 1000, y: 620, h: 90 } })).toBeNull();
    expect(dba.check(inZone, 0, { k: 'move', id: 0, x: 700, y: 600, h: 90, via: { x: 700, y: 500, h: 90 } })).toEqual({ rule: 'DBA ZOC-01', message: 'in or through an enemy zone of control, a waypoint move must end lined up with that enemy' });
    // In the zones of two enemies (x 920..1080 and 1120..1280): lined up with one of them is enough.
    const two = at([{ ...enemy, x: [920, 1080] }, { ...enemy, id: 13, x: [1120, 1280] }], 'waypoint');
    expect(dba.check(two, 0, { k: 'move', id: 0, x: 1000, y: 660, h: 90, via: { x: 1040, y: 620, h: 90 } })).toBeNull();
    const straightBack = at([{ ...enemy, x: [1000, 1160] }], 'waypoint');
    expect(dba.check(straightBack, 0, { k: 'move', id: 0, x: 1080, y: 400, h: 90, via: { x: 1080, y: 500, h: 90 } })?.rule).toBe('DBA ZOC-01');
  });
  it('DBA 2ND-01 item 4: an element that moved may move again along a road, through a waypoint on it too', () => {
    const road: Feature = { kind: 'Road', compulsory: false, p: [0, 1200] }; // northwards, centreline x = 1200
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [540, 600], gen: true }, far], { terrain: [road] });
    s.opt.mov02 = 'waypoint';
    get(s, 0).moves = 1;
    const along: DbaAction = { k: 'move', id: 0, x: 1200, y: 800, h: 90, via: { x: 1200, y: 700, h: 90 } };
    expect(dba.check(s, 0, along)).toBeNull();
    expect(dba.check(s, 0, { ...along, x: 1000, via: { x: 1000, y: 700, h: 90 } })).toEqual({ rule: 'DBA 2ND-01', message: 'this element has already moved this bound' });
  });
  it('the action travels in packets: encode and decode keep the waypoint; old move codes are unchanged', () => {
    const a: DbaAction = { k: 'move', id: 3, x: 1, y: 2, h: 90, via: { x: 4, y: 5, h: 180 } };
    expect(encode(a)).toEqual([9, 3, 1, 2, 90, 0, 4, 5, 180]);
    expect(decode(encode(a))).toEqual(a);
    expect(decode(encode({ ...a, dis: true }))).toEqual({ ...a, dis: true });
    expect(encode({ k: 'move', id: 3, x: 1, y: 2, h: 90 })).toEqual([9, 3, 1, 2, 90]);
    expect(() => decode([9, 3, 1, 2, 90, 2, 4, 5, 180])).toThrow();
  });
  it('the prefilter never rejects a legal waypoint move, and rejects it without the option', () => {
    const s = at([bd(1, 1000, 640)], 'waypoint');
    expect(quickVerdict(s, 0)(round(900))).toBe(false);
    expect(quickVerdict(at([bd(1, 1000, 640)]), 0)(round(900))).toBe(true);
  });
  it('the bots are offered waypoint moves round what is in front, with the option only', () => {
    const s = at([bd(1, 1000, 640)], 'waypoint');
    const via = moveCandidates(s, 0).filter((a) => a.k === 'move' && a.via);
    expect(via.length).toBeGreaterThan(0);
    expect(via.some((a) => dba.check(s, 0, a) === null)).toBe(true);
    expect(dba.legalActions(s, 0).some((a) => a.k === 'move' && a.via)).toBe(true);
    expect(moveCandidates(at([bd(1, 1000, 640)]), 0).some((a) => a.k === 'move' && a.via)).toBe(false);
    expect(moveCandidates(at([], 'waypoint'), 0).some((a) => a.k === 'move' && a.via)).toBe(false); // nothing in the way
  });
  it('rootsWithin decides √a + √b ≤ L exactly', () => {
    expect(rootsWithin(9, 16, 7)).toBe(true);
    expect(rootsWithin(9, 16, 6)).toBe(false);
    expect(rootsWithin(10, 16, 7)).toBe(false);
    expect(rootsWithin(0, 49, 7)).toBe(true);
    expect(rootsWithin(49, 0, 7)).toBe(true);
    expect(rootsWithin(0, 50, 7)).toBe(false);
  });
});

describe('DBA RIV-02 with a waypoint move: the legs it sweeps, not the straight line, decide the test roll', () => {
  // A river of kind "6" (every off-road crossing rolls 3+), west–east, y 1060..1140; a road
  // fords it northwards at x = 1200 (astride it: within 160 p of the centreline).
  const river: Feature = { kind: 'River', compulsory: false, p: [1, 1100, 80] };
  const road: Feature = { kind: 'Road', compulsory: false, p: [0, 1200] };
  const build = (terrain: Feature[], x0: number) => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [x0, x0 + 160], y: [980, 1040], gen: true }, far], { terrain, river: 'test' });
    s.opt.mov02 = 'waypoint';
    return s;
  };
  const rolls = (s: ReturnType<typeof build>, a: DbaAction) => {
    const ctx = fixedDice([6]);
    const t = dba.apply(s, 0, a, ctx);
    return { t, n: ctx.events.filter((e) => e.t === 'riverTest').length };
  };
  it('DBA RIV-02: into the ford and back to the near bank, the first leg enters the river off the road: one roll', () => {
    // From x 1030..1190 (one corner 170 p from the road's centreline: off it) to astride the
    // road 40 p into the river, then back 10 p behind the start: the straight sweep never
    // touches the river.
    const s = build([river, road], 1030);
    const { t, n } = rolls(s, { k: 'move', id: 0, x: 1110, y: 1030, h: 90, via: { x: 1200, y: 1080, h: 90 } });
    expect(n).toBe(1);
    expect(rectOf(get(t, 0))).toEqual([1030, 1190, 970, 1030]);
  });
  it('DBA RIV-02: sideways along the near bank, then into the river: the second leg rolls', () => {
    const s = build([river], 1000);
    const { t, n } = rolls(s, { k: 'move', id: 0, x: 1120, y: 1080, h: 90, via: { x: 1120, y: 1040, h: 90 } });
    expect(n).toBe(1);
    expect(rectOf(get(t, 0))).toEqual([1040, 1200, 1020, 1080]);
  });
});
