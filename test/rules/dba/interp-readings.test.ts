// The proposed readings of spec §9.2 (INTERP-*) for movement, outcome moves, shooting,
// close combat and victory, and OUT-01, each on a hand-built position.
import { describe, expect, it } from 'vitest';
import { footprint, overlaps, type Poly } from '../../../src/engine/plane';
import { BW } from '../../../src/rules/dba/data/troops';
import { TER } from '../../../src/rules/dba/data/terrain';
import { featurePoly, terrainProblem } from '../../../src/rules/dba/terrain';
import { pipCost } from '../../../src/rules/dba/pip';
import { dba } from '../../../src/rules/dba';
import { combatFactor, fight, frontalPairs, rearSupportOf, score } from '../../../src/rules/dba/combat';
import { allowance } from '../../../src/rules/dba/movement';
import { flee, recoil } from '../../../src/rules/dba/moves-outcome';
import { outcome } from '../../../src/rules/dba/outcome';
import { canTarget, planShots, resolveShot } from '../../../src/rules/dba/shooting';
import { turnToFace } from '../../../src/rules/dba/turn-to-face';
import { noteContacts } from '../../../src/rules/dba/first-contact';
import { generalLost, loser } from '../../../src/rules/dba/victory';
import { OPTIONS } from '../../../src/rules/dba/options';
import { f2f } from '../../../src/rules/dba/geometry';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, rectOf, type Spec } from './helpers';

// Depths at 15 mm (spec §1.2).
const D: Record<string, number> = { '4Bd': 60, '4Pk': 60, '4Sp': 60, '4Wb': 60, '4Bw': 80, '4Ax': 80, '2Ps': 80, '3Kn': 120, '3Cv': 120, '2LH': 120, El: 160, Art: 160, WWg: 320 };
/** Facing north, front edge at y = front, x from x0. */
const n = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [front - D[base], front] });
/** Facing south, front edge at y = front, x from x0. */
const s_ = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 1): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [front, front + D[base]] });
/** An axis-aligned rectangle as a polygon. */
const rect = (x0: number, x1: number, y0: number, y1: number): Poly => footprint({ x: (x0 + x1) / 2, y: y1, h: 90 }, x1 - x0, y1 - y0);
const oval = (kind: Feature['kind'], x: number, y: number, l = 400, w = 300): Feature => ({ kind, compulsory: false, p: [x, y, l, w, 0] });
const riverWE = (y: number, width = 120): Feature => ({ kind: 'River', compulsory: false, p: [1, y, width] });
const roadSN = (x: number): Feature => ({ kind: 'Road', compulsory: false, p: [0, x] });
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
const shootEvent = (c: ReturnType<typeof fixedDice>) => c.events.find((e) => e.t === 'shoot') as unknown as { tp: number; tt: number; dp: number; dt: number };

describe('DBA INTERP movement readings', () => {
  it('INTERP-11: the whole move takes the most restrictive rate met on its path (river 100 > bad going 200 > good 400)', () => {
    const s = position([n(0, '3Cv', 1000, 600)], { terrain: [riverWE(1000), oval('Woods', 1500, 700)], river: 'difficult' });
    const cv = get(s, 0);
    expect(allowance(s, cv, rect(1000, 1160, 480, 900))).toBe(400); // clear
    expect(allowance(s, cv, rect(1000, 1400, 480, 800))).toBe(200); // clips the wood
    expect(allowance(s, cv, rect(1000, 1160, 480, 1000))).toBe(100); // reaches the river
    expect(allowance(s, cv, rect(1000, 1400, 480, 1000))).toBe(100); // both: the river wins
  });
  it('INTERP-11: a move that starts on a road and leaves it is at the off-road rate', () => {
    const s = position([n(0, '4Bd', 1000, 600)], { terrain: [roadSN(1080)] });
    const bd = get(s, 0);
    const along = { x: 1080, y: 1000, h: 90 };
    expect(allowance(s, bd, rect(1000, 1160, 540, 1000), 'Bd', along)).toBe(400);
    const off = { x: 1400, y: 900, h: 90 };
    expect(allowance(s, bd, rect(1000, 1480, 540, 900), 'Bd', off)).toBe(200);
  });
  it('INTERP-48: an easy river and a BUA count as good going for move rates', () => {
    const s = position([n(0, '3Cv', 1000, 600)], { terrain: [riverWE(1000), oval('BUA', 450, 450, 320, 320)], river: 'easy' });
    const cv = get(s, 0);
    expect(allowance(s, cv, rect(1000, 1160, 480, 1100))).toBe(400);
    expect(allowance(s, cv, rect(400, 560, 300, 600))).toBe(400);
    s.river = 'difficult';
    expect(allowance(s, cv, rect(1000, 1160, 480, 1100))).toBe(100);
  });
  it('INTERP-23: conforming needs an actual touch, is free (beyond the move allowance) and may not overlap', () => {
    // Two Bd side by side advance their full 200 p; the west one meets an enemy front 100 p out of line.
    const line = (enemyX0: number) => position([
      { ...n(0, '4Bd', 1000, 800), gen: true }, n(1, '4Bd', 1160, 800), s_(12, '4Bd', enemyX0, 1000), far,
    ]);
    const s = line(900);
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1], dist: 200, wheel: 0 }, fixedDice([]));
    expect(f2f(get(t, 0), get(t, 12))).toBe(true); // conformed: shifted 100 p sideways after a full move
    expect(rectOf(get(t, 0))).toEqual([900, 1060, 940, 1000]);
    expect(rectOf(get(t, 1))).toEqual([1160, 1320, 940, 1000]);
    // Touching both members out of line: conforming either would overlap its neighbour.
    expect(dba.check(line(1100), 0, { k: 'group', ids: [0, 1], dist: 200, wheel: 0 })?.rule).toBe('DBA CON-02');
  });
  it('INTERP-31: entering a BUA is measured to its edge; the way inside is not measured', () => {
    const bua = oval('BUA', 450, 450, 320, 320); // its east edge at x = 610
    const at = (x0: number) => {
      const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [x0, x0 + 60], y: [370, 530], gen: true }, far], { terrain: [bua] });
      s.bua = { owner: 0, controller: 0, denizens: true, sacker: -1 };
      return s;
    };
    const t = dba.apply(at(800), 0, { k: 'enterBua', id: 0 }, fixedDice([])); // 190 p to the edge, 350 p to the centre
    expect(get(t, 0).where).toBe('bua');
    expect(dba.check(at(820), 0, { k: 'enterBua', id: 0 })?.rule).toBe('DBA DIST-02');
  });
  it('INTERP-43: first contact follows the order of moves, and within a group the order its members are listed', () => {
    // Enemies 12 and 13 face west; our Bd reach their left (south) flanks.
    const specs: Spec[] = [
      { ...n(0, '4Bd', 1000, 900), gen: true }, n(1, '4Bd', 1400, 900),
      { id: 12, side: 1, base: '4Bd', f: 'W', x: [1000, 1060], y: [1000, 1160] },
      { id: 13, side: 1, base: '4Bd', f: 'W', x: [1400, 1460], y: [1000, 1160] }, far,
    ];
    let s = position(specs);
    s = dba.apply(s, 0, { k: 'contact', id: 1, target: 13, kind: 'flankL' }, fixedDice([]));
    s = dba.apply(s, 0, { k: 'contact', id: 0, target: 12, kind: 'flankL' }, fixedDice([]));
    expect(get(s, 13).stamp).toBeLessThan(get(s, 12).stamp);
    // A group: two Bd side by side reach two flanks in one move; the listed order decides.
    // (12 faces west and 13 east, so that neither member's outer corner touches the other enemy.)
    const g: Spec[] = [
      { ...n(0, '4Bd', 1000, 900), gen: true }, n(1, '4Bd', 1160, 900),
      { id: 12, side: 1, base: '4Bd', f: 'W', x: [1000, 1060], y: [1000, 1160] },
      { id: 13, side: 1, base: '4Bd', f: 'E', x: [1260, 1320], y: [1000, 1160] }, far,
    ];
    const a = dba.apply(position(g), 0, { k: 'group', ids: [1, 0], dist: 100, wheel: 0 }, fixedDice([]));
    expect(get(a, 13).stamp).toBeLessThan(get(a, 12).stamp);
    const b = dba.apply(position(g), 0, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 }, fixedDice([]));
    expect(get(b, 12).stamp).toBeLessThan(get(b, 13).stamp);
    // Option cc43 keeps the same order in its record of contacts (first-contact.ts).
    const rec = (ids: number[]) => { const s0 = position(g); s0.opt.cc43 = 'record'; return dba.apply(s0, 0, { k: 'group', ids, dist: 100, wheel: 0 }, fixedDice([])).contacts?.map((r) => [r[0], r[4]]); };
    expect(rec([1, 0])).toEqual([[13, 1], [12, 0]]);
    expect(rec([0, 1])).toEqual([[12, 0], [13, 1]]);
  });
});

describe('DBA INTERP outcome-move readings', () => {
  it('INTERP-25: a push-back chains through same-facing friends', () => {
    const s = position([n(0, '4Bd', 1000, 1000), n(1, '4Bd', 1000, 940), n(2, '4Bd', 1000, 880)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 0).status).toBe('on');
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 880, 940]);
    expect(rectOf(get(s, 1))).toEqual([1000, 1160, 820, 880]);
    expect(rectOf(get(s, 2))).toEqual([1000, 1160, 760, 820]);
  });
  it('INTERP-25: a blocked chain moves up to the block and the recoiler is destroyed', () => {
    // An El (never pushed) 20 p behind the second Bd.
    const s = position([n(0, '4Bd', 1000, 1000), n(1, '4Bd', 1000, 940), n(2, 'El', 1000, 860)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 0).status).toBe('dead');
    expect(rectOf(get(s, 1))).toEqual([1000, 1160, 860, 920]);
    expect(rectOf(get(s, 2))).toEqual([1000, 1160, 700, 860]);
  });
  it('INTERP-25: a pushed element meeting an enemy rear destroys it, and the push counts as blocked', () => {
    // Enemy 12 faces south with its rear edge 20 p behind the pushed Bd's rear edge.
    const s = position([n(0, '4Bd', 1000, 1000), n(1, '4Bd', 1000, 940), s_(12, '4Bd', 1000, 800)]);
    recoil(s, get(s, 0), fixedDice([]), false);
    expect(get(s, 12).status).toBe('dead');
    expect(get(s, 0).status).toBe('dead');
    expect(get(s, 1).status).toBe('on');
  });
  it('INTERP-26: a fleeing mounted element entering bad going has 200 p in all, or the distance it had already covered if more', () => {
    const travelled = (marshY: number | null) => {
      const s = position([n(0, '3Cv', 1000, 1500)], { terrain: marshY === null ? [] : [oval('Marsh', 1080, marshY, 400, 300)] });
      flee(s, get(s, 0), fixedDice([]));
      expect(get(s, 0).h).toBe(270);
      return 1260 - rectOf(get(s, 0))[2]; // its front after the recoil and the about-turn was at y = 1260
    };
    expect(travelled(null)).toBe(400);
    expect(travelled(950)).toBe(200); // the marsh (top at y = 1100) is met after 160 p
    const later = travelled(800); // top at y = 950: met after 310 p
    expect(later).toBeGreaterThanOrEqual(310);
    expect(later).toBeLessThan(400);
  });
});

describe('DBA INTERP shooting readings', () => {
  it('INTERP-13: shooting is compulsory; mutual pairs are formed first and every planned shot is resolved', () => {
    // Bw 0 could shoot the nearer Pk 13, but Bw 12 shoots at it: they must shoot each other.
    const s = position([n(0, '4Bw', 560, 1000), s_(12, '4Bw', 560, 1150), s_(13, '4Pk', 740, 1050)], { phase: 'shoot' });
    s.shots = planShots(s);
    expect(s.shots).toEqual([{ target: 0, shooters: [12] }, { target: 12, shooters: [0] }]);
    expect(dba.legalActions(s, 0)).toEqual([{ k: 'shoot', target: 0 }, { k: 'shoot', target: 12 }, { k: 'endShoot' }]);
    const ctx = fixedDice([3, 3]); // one mutual combat: two dice, no more
    const t = dba.apply(s, 0, { k: 'endShoot' }, ctx);
    expect(ctx.events.filter((e) => e.t === 'shoot').length).toBe(1);
    expect(t.phase).toBe('combat');
  });
  it('INTERP-14: Art counts +4 in any shooting exchange, shooting or shot at, and +2 in close combat', () => {
    const s = position([n(0, '4Bw', 560, 1000), s_(12, 'Art', 560, 1150)]);
    const ctx = fixedDice([3, 2]);
    resolveShot(s, { target: 12, shooters: [0] }, ctx);
    expect(shootEvent(ctx)).toMatchObject({ tp: 3 + 2, tt: 2 + 4 });
    const t = position([s_(12, 'Art', 560, 1150), n(0, '4Bd', 560, 900)], { active: 1 });
    const c2 = fixedDice([1, 1]);
    resolveShot(t, { target: 0, shooters: [12] }, c2);
    expect(shootEvent(c2)).toMatchObject({ tp: 1 + 4 });
    expect(combatFactor(get(t, 12), 'Bd', false)).toBe(2);
    expect(combatFactor(get(t, 12), 'Cv', false)).toBe(2);
  });
  it('INTERP-18: a shot from wholly behind the target\'s rear edge turns its recoil into destruction', () => {
    // Pk 12 faces north, rear edge at y = 1000. Bw 0 behind it, facing north, front at y = 900.
    const behind = position([n(0, '4Bw', 560, 900), n(12, '4Pk', 560, 1060, 1)]);
    resolveShot(behind, { target: 12, shooters: [0] }, fixedDice([6, 4])); // 6+2 against 4+3: beaten, not doubled
    expect(get(behind, 12).status).toBe('dead');
    // The same result from in front is a recoil.
    const front = position([s_(0, '4Bw', 560, 1260, 0), n(12, '4Pk', 560, 1060, 1)]);
    resolveShot(front, { target: 12, shooters: [0] }, fixedDice([6, 4]));
    expect(get(front, 12).status).toBe('on');
    expect(rectOf(get(front, 12))).toEqual([560, 720, 940, 1000]);
  });
  it('INTERP-18: a shot from a BUA at the target\'s rear is not a rear shot (REC-03 exception, late option rec03)', () => {
    const garrison = (rec03?: string) => {
      const s = position([{ id: 0, side: 0, base: '4Bw', f: 'N', x: [370, 530], y: [410, 490] }, n(12, '4Pk', 370, 760, 1)], { terrain: [oval('BUA', 450, 450, 320, 320)] });
      s.bua = { owner: 0, controller: 0, denizens: true, sacker: -1 };
      get(s, 0).where = 'bua';
      if (rec03) s.opt.rec03 = rec03;
      expect(canTarget(s, get(s, 0), get(s, 12))).toBe(true);
      resolveShot(s, { target: 12, shooters: [0] }, fixedDice([6, 4])); // 6+2+3 against 4+3: a recoil
      return get(s, 12);
    };
    expect(garrison('bua')).toMatchObject({ status: 'on', y: 700 }); // recoiled 60 p, its rear towards the BUA
    // Games recorded before the option (rec03 absent, or "none") destroyed it.
    expect(garrison().status).toBe('dead');
    expect(garrison('none').status).toBe('dead');
  });
  it('INTERP-35: an element even partly inside the hull of shooting edge and target blocks the shot', () => {
    // Bw 0 shoots obliquely at Pk 12, up and to its right.
    const specs: Spec[] = [n(0, '4Bw', 560, 1000), s_(12, '4Pk', 800, 1150)];
    const clear = position(specs);
    expect(canTarget(clear, get(clear, 0), get(clear, 12))).toBe(true);
    const partly = position([...specs, { id: 1, side: 0, base: '2Ps', f: 'N', x: [600, 760], y: [1080, 1160] }]);
    expect(canTarget(partly, get(partly, 0), get(partly, 12))).toBe(false);
    const beside = position([...specs, { id: 1, side: 0, base: '2Ps', f: 'N', x: [400, 560], y: [1060, 1140] }]);
    expect(canTarget(beside, get(beside, 0), get(beside, 12))).toBe(true);
  });
  it('INTERP-52: Art in the enemy bound shoots only at an element shooting at it', () => {
    // Art 12 (side 1) 400 p from Bw 0: within its range, beyond the Bw's.
    const specs: Spec[] = [n(0, '4Bw', 560, 1000), s_(12, 'Art', 560, 1400)];
    expect(planShots(position(specs, { active: 0 }))).toEqual([]);
    expect(planShots(position(specs, { active: 1 }))).toEqual([{ target: 0, shooters: [12] }]);
    // At 150 p the Bw shoots at it, so it shoots back even in the enemy bound.
    expect(planShots(position([n(0, '4Bw', 560, 1000), s_(12, 'Art', 560, 1150)], { active: 0 }))).toEqual([{ target: 0, shooters: [12] }, { target: 12, shooters: [0] }]);
  });
  it('INTERP-44: a sacking element cannot be shot', () => {
    const s = position([n(0, '4Bw', 560, 1000), s_(12, '4Pk', 560, 1100)]);
    expect(canTarget(s, get(s, 0), get(s, 12))).toBe(true);
    get(s, 12).where = 'sack';
    expect(canTarget(s, get(s, 0), get(s, 12))).toBe(false);
  });
});

describe('DBA INTERP close-combat readings', () => {
  it('INTERP-15: Ps support is at most +1, even with a second Ps behind a same-type neighbour', () => {
    const s = position([n(0, '4Sp', 1000, 1000), n(1, '2Ps', 1000, 940), n(2, '4Sp', 1160, 1000), n(3, '2Ps', 1160, 940), s_(12, '3Cv', 1000, 1000)]);
    expect(rearSupportOf(s, get(s, 0), get(s, 12)).bonus).toBe(1);
    expect(score(s, get(s, 0), get(s, 12), 1, false).sup).toBe(1);
  });
  it('INTERP-15 / INTERP-24: a Ps giving support counts as providing rear support (it cannot be shot)', () => {
    const specs: Spec[] = [n(0, '4Sp', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '3Cv', 1000, 1000), s_(13, '4Bw', 1000, 700)];
    const s = position(specs);
    get(s, 13).h = 90; get(s, 13).y = 780; // Bw 13 faces north towards the Ps, 80 p away
    expect(canTarget(s, get(s, 13), get(s, 1))).toBe(false);
    const alone = position(specs.filter((x) => x.id !== 12));
    get(alone, 13).h = 90; get(alone, 13).y = 780;
    expect(canTarget(alone, get(alone, 13), get(alone, 1))).toBe(true);
  });
  it('INTERP-15: Ps support has no bad-going restriction (RES-03 names none, rulebook line 335)', () => {
    const marsh = oval('Marsh', 1080, 900, 400, 300);
    const s = position([n(0, '4Sp', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '3Cv', 1000, 1000)], { terrain: [marsh] });
    s.opt.res03 = 'any'; // new games (late option res03)
    expect(rearSupportOf(s, get(s, 0), get(s, 12)).bonus).toBe(1);
    // Same-type support (RES-02) does stop in bad going.
    const t = position([n(0, '4Sp', 1000, 1000), n(1, '4Sp', 1000, 940), s_(12, '3Kn', 1000, 1000)], { terrain: [marsh] });
    t.opt.res03 = 'any';
    expect(rearSupportOf(t, get(t, 0), get(t, 12)).bonus).toBe(0);
    // Games recorded before the option (res03 absent, or "good") denied it in bad going.
    delete s.opt.res03;
    expect(rearSupportOf(s, get(s, 0), get(s, 12)).bonus).toBe(0);
    s.opt.res03 = 'good';
    expect(rearSupportOf(s, get(s, 0), get(s, 12)).bonus).toBe(0);
  });
  it('INTERP-16: the −2 applies once when several of its clauses hold', () => {
    const marsh = oval('Marsh', 1080, 1000, 400, 300);
    // A Kn in a marsh fighting a Bd also in it: "in bad going" and "against an enemy in bad going".
    const s = position([n(0, '3Kn', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { terrain: [marsh] });
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(-2);
    expect(score(s, get(s, 12), get(s, 0), 1, false).tf).toBe(-2);
  });
  it('INTERP-21: the combat list is fixed at the start of the phase; a pursuit into new contact fights next bound', () => {
    const s = position([{ ...n(0, '3Kn', 1000, 1000), gen: true }, { ...s_(12, '3Cv', 1000, 1000), gen: true }, far]);
    let t = dba.apply(s, 0, { k: 'endMove' }, fixedDice([]));
    expect(t.pending).toEqual([[0, 12]]);
    t = dba.apply(t, 0, { k: 'endBound' }, fixedDice([6, 3])); // 6+4 against 3+3: recoil, the Kn pursues into contact
    expect(f2f(get(t, 0), get(t, 12))).toBe(true); // a second fight would have needed more dice
    expect(t.active).toBe(1);
  });
  it('INTERP-21: a planned shot whose target has gone does nothing', () => {
    const s = position([n(0, '4Bw', 560, 1000), s_(12, '4Pk', 560, 1100)]);
    const plan = planShots(s);
    get(s, 12).status = 'dead';
    expect(() => resolveShot(s, plan[0], fixedDice([]))).not.toThrow();
  });
  it('INTERP-34: the bank bonus needs a river that is not easy and the opponent at least partly in it', () => {
    // Bd 0 on the north bank facing south; Bd 12 in the river (y 940..1060) facing north.
    const at = (river: DbaState['river'], extra: Feature[] = [], riverY = 1000) => {
      const s = position([s_(0, '4Bd', 1000, 1060, 0), n(12, '4Bd', 1000, 1060, 1)], { terrain: [riverWE(riverY), ...extra], river });
      return score(s, get(s, 0), get(s, 12), 1, false).tf;
    };
    expect(at('difficult')).toBe(1);
    expect(at('test')).toBe(1);
    expect(at('easy')).toBe(0);
    expect(at('difficult', [], 1500)).toBe(0); // the opponent is not in the river
  });
  it('INTERP-34: no bank bonus at a road crossing (late option res01)', () => {
    const s = position([s_(0, '4Bd', 1000, 1060, 0), n(12, '4Bd', 1000, 1060, 1)], { terrain: [riverWE(1000), roadSN(1080)], river: 'difficult' });
    s.opt.res01 = 'road'; // new games
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(0);
    // Away from the road the bonus stands.
    const t = position([s_(0, '4Bd', 1000, 1060, 0), n(12, '4Bd', 1000, 1060, 1)], { terrain: [riverWE(1000), roadSN(1800)], river: 'difficult' });
    t.opt.res01 = 'road';
    expect(score(t, get(t, 0), get(t, 12), 1, false).tf).toBe(1);
    // Games recorded before the option (res01 absent, or "anywhere") gave it at the road too.
    delete s.opt.res01;
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(1);
    s.opt.res01 = 'anywhere';
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(1);
  });
  it('INTERP-32: a WWg never turns to face; with no frontal enemy, the enemy front on its rear is its opponent', () => {
    const s = position([{ id: 0, side: 0, base: 'WWg', f: 'N', x: [1000, 1160], y: [500, 820] }, n(13, '4Bd', 1000, 500, 1)], { active: 1 });
    s.opt.troop05 = 'front';
    get(s, 0).stamp = 1;
    turnToFace(s, fixedDice([]));
    expect(get(s, 0).h).toBe(90);
    const t = dba.apply(s, 1, { k: 'endMove' }, fixedDice([]));
    expect(t.pending).toEqual([[13, 0]]);
  });
  // Option cc43 records the order of contacts (first-contact.ts); without it the lowest id is taken.
  const wwgTwice = (cc43: string | undefined, first: 13 | 14) => {
    const wwg: Spec = { id: 0, side: 0, base: 'WWg', f: 'N', x: [1000, 1160], y: [500, 820] };
    let s = position([wwg, { id: 14, side: 1, base: '4Bd', f: 'E', x: [800, 860], y: [660, 820], gen: true }, n(13, '4Bd', 1000, 360, 1)], { active: 1 });
    s.opt.troop05 = 'front';
    if (cc43 !== undefined) s.opt.cc43 = cc43;
    const moves = [{ k: 'contact', id: 14, target: 0, kind: 'flankL' }, { k: 'contact', id: 13, target: 0, kind: 'rear' }] as const;
    for (const m of first === 14 ? moves : [moves[1], moves[0]]) s = dba.apply(s, 1, m, fixedDice([]));
    return dba.apply(s, 1, { k: 'endMove' }, fixedDice([]));
  };
  it('INTERP-32 / TROOP-05 / INTERP-43: the first edge an enemy front touches is the WWg\'s front (option cc43)', () => {
    expect(wwgTwice('record', 14).pending).toEqual([[14, 0]]);
    expect(wwgTwice('record', 13).pending).toEqual([[13, 0]]);
    // The other one is a flank or rear attacker only.
    expect(wwgTwice('record', 14).contacts?.map((r) => [r[0], r[4]])).toEqual([[0, 14], [0, 13]]);
  });
  it('INTERP-32: games recorded before option cc43 (absent, or "lowest") take the lowest id and keep no record', () => {
    expect(wwgTwice(undefined, 14).pending).toEqual([[13, 0]]);
    expect(wwgTwice(undefined, 14).contacts).toBeUndefined();
    expect(wwgTwice('lowest', 14).pending).toEqual([[13, 0]]);
  });
  it('INTERP-32: a contact lapses once either element moves; coming back, it is a new contact, after the others', () => {
    const s = wwgTwice('record', 14);
    s.phase = 'combat';
    expect(frontalPairs(s)).toEqual([[14, 0]]);
    const b = get(s, 14);
    b.x -= 40; // Bd 14 steps away: its entry lapses when the record is next kept
    noteContacts(s, [get(s, 13)]);
    expect(s.contacts?.map((r) => [r[0], r[4]])).toEqual([[0, 13]]);
    b.x += 40; // and comes back to the same flank
    noteContacts(s, [b]);
    expect(s.contacts?.map((r) => [r[0], r[4]])).toEqual([[0, 13], [0, 14]]);
    expect(frontalPairs(s)).toEqual([[13, 0]]);
  });
  it('CC-03 / INTERP-43: an element turns to face the first enemy to have reached its flank or rear (option cc43)', () => {
    // Enemy 12 faces west; Bd 1 (from the east) reaches its rear, Bd 0 (from the south) its left flank.
    const specs: Spec[] = [
      { ...n(0, '4Bd', 1000, 900), gen: true }, { id: 1, side: 0, base: '4Bd', f: 'W', x: [1200, 1260], y: [1000, 1160] },
      { id: 12, side: 1, base: '4Bd', f: 'W', x: [1000, 1060], y: [1000, 1160] }, far,
    ];
    const play = (cc43: string | undefined, order: number[]) => {
      let s = position(specs);
      if (cc43 !== undefined) s.opt.cc43 = cc43;
      for (const id of order) s = dba.apply(s, 0, { k: 'contact', id, target: 12, kind: id === 1 ? 'rear' : 'flankL' }, fixedDice([]));
      return dba.apply(s, 0, { k: 'endMove' }, fixedDice([]));
    };
    // Rear first: 12 turns about to face Bd 1; flank first: it faces Bd 0 (south).
    expect(get(play('record', [1, 0]), 12).h).toBe(0);
    expect(get(play('record', [0, 1]), 12).h).toBe(270);
    // Games before the option: the first in id order (Bd 0) whatever the order of moves.
    expect(get(play(undefined, [1, 0]), 12).h).toBe(270);
  });
  it('INTERP-39: the outcome entries settled from the French text', () => {
    const L = (type: string, bad = false) => ({ type: type as never, total: 4, bad, inBuaCamp: false });
    const W = (type: string) => ({ type: type as never, total: 5, bad: false, inBuaCamp: false });
    const close = { shooting: false };
    expect(outcome(L('Kn'), W('LH'), close)).toBe('destroyed'); // line 360
    expect(outcome(L('Sp'), W('LH'), close)).toBe('destroyed'); // line 363
    expect(outcome(L('Pk'), W('LH'), close)).toBe('destroyed');
    expect(outcome(L('Sp', true), W('LH'), close)).toBe('recoil');
    expect(outcome(L('Cv'), W('SCh'), close)).toBe('flee'); // line 361
    expect(outcome(L('Cm'), W('SCh'), close)).toBe('flee');
    expect(outcome(L('El'), W('Ax'), close)).toBe('destroyed'); // line 358
    // Bows are exempt from the −2 for their own bad going (line 346).
    const s = position([n(0, '4Bw', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { terrain: [oval('Woods', 1080, 900)] });
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(0);
  });
  it('INTERP-44: a sacking element may be attacked in close combat: own factor, no +3, and a loss destroys it', () => {
    const BUA = oval('BUA', 450, 450, 320, 320);
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [370, 530], y: [420, 480] }, { id: 12, side: 1, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }], { terrain: [BUA], active: 1, phase: 'move' });
    s.bua = { owner: 1, controller: 0, denizens: false, sacker: 0 };
    get(s, 0).where = 'sack';
    // Side 11 of the BUA's 24-gon faces east, towards the assailant.
    let t = dba.apply(s, 1, { k: 'assaultBua', id: 12, side: 11 }, fixedDice([]));
    t = dba.apply(t, 1, { k: 'endMove' }, fixedDice([]));
    expect(t.pending).toEqual([[12, 0]]);
    const ctx = fixedDice([4, 3]); // assailant 4+5+1 = 10; sacker 3+5, no +3 = 8
    t = dba.apply(t, 1, { k: 'fight', a: 12, b: 0 }, ctx);
    expect(ctx.events.find((e) => e.t === 'combat')).toMatchObject({ ta: 10, tb: 8 });
    expect(get(t, 0).status).toBe('dead');
  });
});

describe('DBA OUT-01 outcome moves', () => {
  it('OUT-01: the element with the lower total moves at once, as its own type and its front enemy\'s type say', () => {
    // A Bd beaten (not doubled) by a Bd recoils; by a Kn in good going it is destroyed.
    const bd = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    fight(bd, 0, 12, fixedDice([1, 2])); // 1+5 against 2+5
    expect(get(bd, 0).status).toBe('on');
    expect(rectOf(get(bd, 0))).toEqual([1000, 1160, 880, 940]);
    expect(rectOf(get(bd, 12))).toEqual([1000, 1160, 1000, 1060]); // the winner stays
    const kn = position([n(0, '4Bd', 1000, 1000), s_(12, '3Kn', 1000, 1000)], { phase: 'combat' });
    fight(kn, 0, 12, fixedDice([1, 2])); // 1+3 against 2+3
    expect(get(kn, 0).status).toBe('dead');
    // A higher total makes no outcome move.
    const win = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { phase: 'combat' });
    fight(win, 0, 12, fixedDice([3, 2]));
    expect(rectOf(get(win, 0))).toEqual([1000, 1160, 940, 1000]);
  });
});

describe('DBA INTERP victory readings', () => {
  it('INTERP-37: Big Battles are not played: the option is recorded and the 12-element rule (4 losses) decides', () => {
    const s0 = dba.setup({ scenario: 'battle', options: {} });
    expect(s0.opt.interp37).toBe('proposed');
    expect(s0.els.filter((e) => e.side === 0).length).toBe(12);
    expect(OPTIONS.find((o) => o.id === 'interp37')!.choices.map((c) => c.value)).toEqual(['proposed']);
    expect(dba.validateConfig({ scenario: 'battle', options: { interp37: 'literal' } })).toMatch(/interp37/);
    const dead = (side: 0 | 1, k: number): Spec[] => Array.from({ length: k }, (_, i) => n(side * 12 + i, '4Bd', 160 * i, 100 + side * 1000, side));
    const s = position([...dead(0, 4), ...dead(1, 3)]);
    for (const e of s.els) e.status = 'dead';
    expect(loser(s)).toBe(0);
    const t = position([...dead(0, 3), ...dead(1, 2)]);
    for (const e of t.els) e.status = 'dead';
    expect(loser(t)).toBeNull();
  });
  it('INTERP-40: victory is checked at the end of the bound, after close combat', () => {
    // Side 1 has lost 3; its Bd 12 is destroyed by the Kn this bound: the 4th.
    const s = position([
      { ...n(0, '3Kn', 1000, 1000), gen: true }, { ...s_(12, '4Bd', 1000, 1000), gen: true },
      s_(13, '4Bd', 100, 2000), s_(14, '4Bd', 300, 2000), s_(15, '4Bd', 500, 2000),
    ]);
    for (const id of [13, 14, 15]) get(s, id).status = 'dead';
    let t = dba.apply(s, 0, { k: 'endMove' }, fixedDice([]));
    expect(t.phase).toBe('combat');
    t = dba.apply(t, 0, { k: 'fight', a: 0, b: 12 }, fixedDice([6, 1])); // 6+3 against 1+3: destroyed by Kn
    expect(get(t, 12).status).toBe('dead');
    expect(t.result).toBeNull(); // not yet: the bound has not ended
    t = dba.apply(t, 0, { k: 'endBound' }, fixedDice([]));
    expect(t.phase).toBe('over');
    expect(t.result).toEqual({ winner: 0, reason: 'VIC-01' });
  });
  it('INTERP-40: a general off the table counts as lost, as does one destroyed', () => {
    const s = position([{ ...n(0, '4Bd', 1000, 1000), gen: true }, n(12, '4Bd', 1400, 1000, 1)]);
    expect(generalLost(s, 0)).toBe(false);
    get(s, 0).status = 'lost';
    expect(generalLost(s, 0)).toBe(true);
    expect(loser(s)).toBe(0);
    get(s, 0).status = 'dead';
    expect(loser(s)).toBe(0);
  });
});

describe('DBA INTERP general readings', () => {
  it('INTERP-1: lengths are in paces, 15 mm metric: base width 160 p, board 2400 p', () => {
    expect(BW).toBe(160);
    expect(TER.board).toBe(2400);
    expect(dba.setup({ scenario: 'battle', options: {} }).opt.interp1).toBe('proposed');
    const s = position([n(0, '3Kn', 1000, 1000)]);
    expect(rectOf(get(s, 0))).toEqual([1000, 1160, 880, 1000]); // 40 × 30 mm
  });
  it('INTERP-2: a road may cross area features (the −2 "on or off road" implies roads through bad going)', () => {
    const road: Feature = { kind: 'Road', compulsory: true, p: [0, 600] };
    expect(terrainProblem([road, oval('Woods', 600, 700, 480, 320), oval('SteepHill', 1750, 1700, 480, 320)], 'ARABLE', 'Road')).toBeNull();
  });
  it('INTERP-2: a road does not cross the Waterway (late option ter05)', () => {
    const water: Feature = { kind: 'Waterway', compulsory: false, p: [0, 300] };
    const layout = (road: Feature) => ({ k: 'terrain' as const, f: [road, water, oval('Woods', 600, 1000, 480, 320), oval('SteepHill', 1750, 1700, 480, 320)] });
    const across: Feature = { kind: 'Road', compulsory: true, p: [0, 1800] }; // south to north, through the water
    const along: Feature = { kind: 'Road', compulsory: true, p: [1, 1800] }; // west to east, parallel to the shore
    expect(overlaps(featurePoly(across), featurePoly(water))).toBe(true);
    const placing = (opts: Record<string, string>) => {
      const s = dba.setup({ scenario: 'battle', options: { army0: 'free', free0: Array(12).fill('4Bd'), topo0: 'ARABLE', ...opts } });
      s.phase = 'terrain'; s.active = 0; s.attacker = 1;
      return s;
    };
    const s = placing({ ter05: 'quarters' });
    expect(dba.check(s, 0, layout(across))?.rule).toBe('DBA TER-10');
    expect(dba.check(s, 0, layout(along))).toBeNull();
    // Games recorded before the option (ter05 absent) accepted it.
    expect(dba.check(placing({}), 0, layout(across))).toBeNull();
  });
  it('INTERP-5: command distance is footprint to footprint; a group pays only if every member is beyond it', () => {
    // The general's footprint ends at y = 260. Bd 1 is `gap` beyond it, Bd 2 in column behind Bd 1 (gap − 60).
    const at = (gap: number) => position([{ ...n(0, '4Bd', 1000, 260), gen: true }, n(1, '4Bd', 1000, 320 + gap), n(2, '4Bd', 1000, 260 + gap), far]);
    const cost = (gap: number, ids: number[]) => { const s = at(gap); return pipCost(s, ids.map((id) => get(s, id))); };
    expect(cost(1200, [1])).toBe(1); // footprints 1200 p apart, centres 1260 p
    expect(cost(1210, [1])).toBe(2);
    expect(cost(1210, [1, 2])).toBe(1); // Bd 2 is within 1150 p
    expect(cost(1270, [1, 2])).toBe(2); // both beyond
  });
  it('INTERP-5c: a group containing the general\'s element pays neither the distance nor the terrain penalty', () => {
    const wood = oval('Woods', 1080, 300, 480, 320);
    const s = position([{ ...n(0, '4Bd', 1000, 260), gen: true }, n(1, '4Bd', 1160, 260), n(2, '4Bd', 1000, 1600), far], { terrain: [wood] });
    expect(pipCost(s, [get(s, 0), get(s, 1)])).toBe(1);
    expect(pipCost(s, [get(s, 1)])).toBe(2); // the general is in a Wood
    expect(pipCost(s, [get(s, 2)])).toBe(3); // and this one is also out of command distance
  });
  it('INTERP-7: an easy river moves as good going: no 100 p cap, no column needed, no bank bonus', () => {
    const line = (river: DbaState['river']) => {
      const s = position([{ ...n(0, '4Bd', 1000, 900), gen: true }, n(1, '4Bd', 1160, 900), far], { terrain: [riverWE(1000)], river });
      s.opt.mov06 = 'column';
      return s;
    };
    expect(dba.check(line('easy'), 0, { k: 'group', ids: [0, 1], dist: 200, wheel: 0 })).toBeNull();
    expect(dba.check(line('difficult'), 0, { k: 'group', ids: [0, 1], dist: 200, wheel: 0 })).not.toBeNull();
    const b = position([s_(0, '4Bd', 1000, 1060, 0), n(12, '4Bd', 1000, 1060, 1)], { terrain: [riverWE(1000)], river: 'easy' });
    expect(score(b, get(b, 0), get(b, 12), 1, false).tf).toBe(0);
  });
});
