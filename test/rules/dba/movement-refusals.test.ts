// movement.ts refusals and side effects that no rule test reached (the NoCoverage mutants of
// `npm run mutate -- dba src/rules/dba/movement.ts`, issue 12). Positions built by hand: side 0
// faces north (+y) with its front on y = front, side 1 faces south. Each refusal is pinned by its
// rule ID and its words, so that a rule or a message changed or emptied fails here.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { groupPivot, groupPoses, isColumn, isGroup, poseOnRoad } from '../../../src/rules/dba/movement';
import { cornersAt } from '../../../src/rules/dba/geometry';
import { poseFromFL } from '../../../src/engine/plane';
import { buaAssaultPose, buaPoly } from '../../../src/rules/dba/bua';
import { campAt } from '../../../src/rules/dba/setup';
import type { DbaAction } from '../../../src/rules/dba/actions';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const D: Record<string, number> = { '4Bd': 60, '4Bw': 80, '3Kn': 120, Art: 160, WWg: 320 };
const n = (id: number, base: string, x0: number, front: number, gen = false): Spec => ({ id, side: 0, base, f: 'N', x: [x0, x0 + 160], y: [front - D[base], front], gen });
const s_ = (id: number, base: string, x0: number, front: number): Spec => ({ id, side: 1, base, f: 'S', x: [x0, x0 + 160], y: [front, front + D[base]] });
const check = (s: DbaState, a: DbaAction) => dba.check(s, s.active, a);
const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] }; // x and y 290..610

/** Bd 0 front to front with the enemy Bd 12 (close combat), and a free enemy Bd 13 further east. */
const engaged = () => position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 1000, 1000), s_(13, '4Bd', 1600, 1100)]);

describe('DBA movement refusals pinned by rule and words', () => {
  it('DBA CON-02: a contact move needs an enemy on the table as its target', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1400, 1000), s_(12, '4Bd', 1000, 1100)]);
    expect(check(s, { k: 'contact', id: 0, target: 1, kind: 'front' })).toEqual({ rule: 'DBA CON-02', message: 'the target must be an enemy on the table' });
    get(s, 12).status = 'dead';
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })).toEqual({ rule: 'DBA CON-02', message: 'the target must be an enemy on the table' });
  });
  it('DBA BRK-01: an element in close combat may only break off: no contact move, camp assault, camp or BUA entry', () => {
    const busy = { rule: 'DBA BRK-01', message: 'an element in contact may only break off' };
    expect(check(engaged(), { k: 'contact', id: 0, target: 13, kind: 'front' })).toEqual(busy);
    expect(check(engaged(), { k: 'move', id: 0, x: 1080, y: 900, h: 90 })).toEqual(busy);
    expect(check(engaged(), { k: 'assault', id: 0, camp: 1 })).toEqual(busy);
    const c = engaged();
    c.camps[0] = campAt(c, 0, 1200);
    expect(check(c, { k: 'enterCamp', id: 0, camp: 0 })).toEqual(busy);
    const b = engaged();
    b.terrain = [BUA];
    b.bua = { owner: 0, controller: 0, denizens: true, sacker: -1, survivors: true };
    expect(check(b, { k: 'enterBua', id: 0 })).toEqual(busy);
    const a = engaged();
    a.terrain = [BUA];
    a.bua = { owner: 1, controller: 1, denizens: true, sacker: -1, survivors: true };
    expect(check(a, { k: 'assaultBua', id: 0, side: 0 })).toEqual(busy);
  });
  it('DBA BRK-01: only an element in frontal contact breaks off', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 1600, 1300)]);
    expect(check(s, { k: 'breakOff', id: 0, dist: 200 })).toEqual({ rule: 'DBA BRK-01', message: 'only an element in frontal contact breaks off' });
  });
  it('DBA MOV-02 (INTERP-27): a tactical move may not leave the table; DBA DIST-02: nor go beyond the allowance, which it names', () => {
    const s = position([n(0, '4Bd', 40, 1000, true), s_(12, '4Bd', 2000, 2200)]);
    expect(check(s, { k: 'move', id: 0, x: 60, y: 1000, h: 90 })).toEqual({ rule: 'DBA MOV-02', message: 'tactical moves may not leave the table (INTERP-27)' });
    expect(check(s, { k: 'move', id: 0, x: 120, y: 1210, h: 90 })).toEqual({ rule: 'DBA DIST-02', message: 'a corner would move more than 200 p' });
    expect(check(s, { k: 'move', id: 0, x: 120, y: 1200, h: 90 })).toBeNull();
  });
  it('DBA RIV-01/02, TER-08, GAR-04, MOV-02, CON-02: the path refusals of a single move, by rule and words', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 1100, 80] }; // y 1060..1140
    const far = s_(23, '4Bd', 2000, 2200);
    const u = position([n(0, '4Bd', 1000, 1000, true), far], { terrain: [river] });
    expect(check(u, { k: 'move', id: 0, x: 1080, y: 1080, h: 90 })).toEqual({ rule: 'DBA RIV-02', message: 'declare the river crossing first (INTERP-30)' });
    const b = position([n(0, '4Bd', 1000, 1000, true), far], { terrain: [river], river: 'difficult' });
    b.riverBan = true;
    expect(check(b, { k: 'move', id: 0, x: 1080, y: 1080, h: 90 })).toEqual({ rule: 'DBA RIV-02', message: 'no more river crossings this bound' });
    const r = position([n(0, '4Bd', 1000, 1100, true), far], { terrain: [river], river: 'difficult' });
    expect(check(r, { k: 'move', id: 0, x: 1130, y: 1100, h: 90 })).toEqual({ rule: 'DBA RIV-01', message: 'in the river, an element goes on crossing straight ahead' });
    const w = position([n(0, '4Bd', 1000, 1900, true), far], { terrain: [{ kind: 'Waterway', compulsory: false, p: [2, 400] }] }); // y 2000..2400
    expect(check(w, { k: 'move', id: 0, x: 1080, y: 2060, h: 90 })).toEqual({ rule: 'DBA TER-08', message: 'the waterway is impassable' });
    const t = position([n(0, '4Bd', 370, 250, true), far], { terrain: [BUA] });
    t.bua = { owner: 1, controller: 1, denizens: true, sacker: -1, survivors: true };
    expect(check(t, { k: 'move', id: 0, x: 450, y: 440, h: 90 })).toEqual({ rule: 'DBA GAR-04', message: 'a BUA is entered with enterBua or assaulted, not crossed (except along a road through a friendly one, TER-10)' });
    const f = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1000, 1120), far]);
    expect(check(f, { k: 'move', id: 0, x: 1080, y: 1100, h: 90 })).toMatchObject({ rule: 'DBA MOV-02', message: expect.stringMatching(/^would end on .+/) });
    const e = position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 1000, 1080)]);
    expect(check(e, { k: 'move', id: 0, x: 1080, y: 1200, h: 90 })).toMatchObject({ rule: 'DBA MOV-02', message: expect.stringMatching(/^path blocked by .+/) });
    expect(check(e, { k: 'move', id: 0, x: 1080, y: 1080, h: 90 })).toMatchObject({ rule: 'DBA CON-02', message: expect.stringMatching(/^would touch the enemy .+ without a legal contact$/) });
  });
  it('DBA GAR-02: a camp is no thoroughfare; DBA ZOC-01: in an enemy zone only contact, lining up or going back', () => {
    const c = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [900, 960], y: [20, 180], gen: true }, s_(12, '4Bd', 2000, 2200)]);
    c.camps[0] = campAt(c, 0, 1200);
    expect(check(c, { k: 'move', id: 0, x: 1160, y: 100, h: 0 })).toEqual({ rule: 'DBA GAR-02', message: 'camps are entered only as a destination (enterCamp)' });
    // Nor is it crossed from side to side (LH, 500 p: from x = 1000 across the camp, x 1040..1360, to x = 1490).
    const x = position([{ id: 0, side: 0, base: '2LH', f: 'E', x: [880, 1000], y: [20, 180], gen: true }, s_(12, '4Bd', 2000, 2200)]);
    x.camps[0] = campAt(x, 0, 1200);
    expect(check(x, { k: 'move', id: 0, x: 1490, y: 100, h: 0 })).toMatchObject({ rule: 'DBA GAR-02' });
    // Leaving the camp one stands in is free (DIST-01): it ends outside.
    const out = position([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [50, 110], gen: true }, s_(12, '4Bd', 2000, 2200)]);
    out.camps[0] = campAt(out, 0, 1200);
    get(out, 0).where = 'camp';
    expect(check(out, { k: 'move', id: 0, x: 1200, y: 300, h: 90 })).toBeNull();
    const z = position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 1000, 1100)]);
    expect(check(z, { k: 'move', id: 0, x: 1180, y: 1000, h: 90 })).toEqual({ rule: 'DBA ZOC-01', message: 'in an enemy zone of control: only contact, lining up, or going back' });
  });
  it('DBA MOV-03: a group lists each element once, and its elements must form a group', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1160, 1000), n(2, '4Bd', 1600, 1000), s_(12, '4Bd', 2000, 2200)]);
    expect(check(s, { k: 'group', ids: [0, 0], dist: 100, wheel: 0 })).toEqual({ rule: 'DBA MOV-03', message: 'an element is listed twice' });
    expect(check(s, { k: 'group', ids: [0, 2], dist: 100, wheel: 0 })).toEqual({ rule: 'DBA MOV-03', message: 'these elements do not form a group' });
    expect(check(s, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toBeNull();
  });
  it('DBA MOV-03 (G-GROUP-ADJ): one element alone is no group', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1160, 1000)]);
    expect(isGroup([get(s, 0)])).toBe(false);
    expect(isColumn([get(s, 0)])).toBe(false); // MOV-06: nor a column one element wide
    // G-GROUP-ADJ: side by side with front corners together (within the 1 p of rounding); staggered 30 p, edges touching, is no group.
    const st = (front: number) => { const t = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1160, front)]); return isGroup([get(t, 0), get(t, 1)]); };
    expect([st(1001), st(999), st(1030), st(970)]).toEqual([true, true, false, false]);
    const gap = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1161, 1000)]);
    expect(isGroup([get(gap, 0), get(gap, 1)])).toBe(true); // 1 p apart sideways: rounding
    // G-GROUP-ADJ: same facing. Turned 10° either way about the shared front corner, the second is no group-mate.
    for (const h of [80, 100]) {
      const t = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1160, 1000)]);
      Object.assign(get(t, 1), poseFromFL({ x: 1160, y: 1000 }, h, 160));
      expect(isGroup([get(t, 0), get(t, 1)])).toBe(false);
    }
    const c = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1000, 940)]);
    expect(isColumn([get(c, 0), get(c, 1)])).toBe(true);
    expect(isGroup([get(s, 0), get(s, 1)])).toBe(true);
  });
  it('DBA CON-02: an overlap, left or right, is only beside an enemy already in close combat', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 1300, 1200)]);
    for (const kind of ['overlapL', 'overlapR'] as const) {
      expect(check(s, { k: 'contact', id: 0, target: 12, kind })).toEqual({ rule: 'DBA CON-02', message: 'an overlap is only beside an enemy already in close combat' });
    }
  });
  it('DBA CON-02: a front contact may also touch, corner to corner, the enemy standing beside the target', () => {
    // Enemies 12 and 13 side by side; the mover lines up on 12's front, its front corner meeting 13's.
    const s = position([n(0, '4Bd', 1000, 900, true), s_(12, '4Bd', 1000, 1100), s_(13, '4Bd', 1160, 1100)]);
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })).toBeNull();
    const t = dba.apply(s, 0, { k: 'contact', id: 0, target: 12, kind: 'front' }, fixedDice([]));
    expect(get(t, 0)).toMatchObject({ x: 1080, y: 1100, h: 90, moves: 1, moved: true }); // 2ND-01: it has moved
  });
  // Enemy Bd 12 faces south (front y 900, rear y 960); a mover in reach of each of its edges.
  const STARTS: Spec[] = [
    n(0, '4Bd', 1000, 800, true), // in front
    { id: 0, side: 0, base: '4Bd', f: 'W', x: [1260, 1320], y: [850, 1010], gen: true }, // east of it
    { id: 0, side: 0, base: '4Bd', f: 'E', x: [840, 900], y: [850, 1010], gen: true }, // west of it
    { id: 0, side: 0, base: '4Bd', f: 'S', x: [1000, 1160], y: [1060, 1120], gen: true }, // behind it
  ];
  const contactFrom = (kind: 'front' | 'flankL' | 'flankR' | 'rear', mover = '4Bd', target = '4Bd') => {
    for (const st of STARTS) {
      const s = position([{ ...st, base: mover }, { ...s_(12, '4Bd', 1000, 900), base: target }]);
      if (dba.check(s, 0, { k: 'contact', id: 0, target: 12, kind }) === null) return s;
    }
    throw new Error(`no start reaches the ${kind} contact`);
  };
  const contact = (s: DbaState, kind: 'front' | 'flankL' | 'flankR' | 'rear') => dba.apply(s, 0, { k: 'contact', id: 0, target: 12, kind }, fixedDice([]));
  it('DBA CON-02 / INTERP-17: only a Kn moving into FRONT contact with a Bw notes that Bw (Kn destroyed by the Bw it contacted this bound)', () => {
    const kinds: [string, string, 'front' | 'flankL', number[]][] = [['3Kn', '4Bw', 'front', [12]], ['3Kn', '4Bw', 'flankL', []], ['4Bd', '4Bw', 'front', []], ['3Kn', '4Bd', 'front', []]];
    for (const [mover, target, kind, noted] of kinds) {
      const t = contact(contactFrom(kind, mover, target), kind);
      expect([mover, target, kind, get(t, 0).bowFront]).toEqual([mover, target, kind, noted]);
    }
  });
  it('INTERP-43: a flank or rear contact stamps the target in the order made; a front contact does not, and a stamp is never renewed', () => {
    const kinds: ['front' | 'flankL' | 'flankR' | 'rear', number][] = [['front', 0], ['flankL', 1], ['flankR', 1], ['rear', 1]];
    for (const [kind, stamp] of kinds) expect([kind, get(contact(contactFrom(kind), kind), 12).stamp]).toEqual([kind, stamp]);
    const s = contactFrom('rear');
    get(s, 12).stamp = 7;
    s.stampNext = 7;
    expect(get(contact(s, 'rear'), 12).stamp).toBe(7);
  });
  it('CON-03 (option pur01): a contact move with no unconformed touch leaves the record of such touches as it was', () => {
    // A lapsed entry (13's pose has changed since) stays until a move makes a loose touch:
    // the state, and so every recorded game's hashes, change only when the rule acts.
    const s = position([n(0, '4Bd', 1000, 900, true), s_(12, '4Bd', 1000, 1100), s_(13, '4Bd', 1600, 1100)]);
    s.unconformed = [[13, 1, 1, 270, 12, 1080, 1100, 270]];
    const t = dba.apply(s, 0, { k: 'contact', id: 0, target: 12, kind: 'front' }, fixedDice([]));
    expect(t.unconformed).toEqual([[13, 1, 1, 270, 12, 1080, 1100, 270]]);
  });
  it('DBA CON-01: artillery and war wagons make no contact move', () => {
    for (const base of ['Art', 'WWg']) {
      const s = position([n(0, base, 1000, 1000, true), s_(12, '4Bd', 1000, 1100)]);
      expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })).toEqual({ rule: 'DBA CON-01', message: 'Art and WWg may not move into contact' });
    }
  });
  it('DBA CON-01: a group with artillery may not advance into contact', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), n(1, 'Art', 1160, 1000), s_(12, '4Bd', 1000, 1100), s_(13, '4Bd', 1160, 1100)]);
    expect(check(s, { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toEqual({ rule: 'DBA CON-01', message: 'Art and WWg may not move into contact' });
    expect(check(s, { k: 'group', ids: [0, 1], dist: 50, wheel: 0 })).toBeNull();
  });
  it('DBA CAMP-02: no camp to enter; DBA CAMP-01: a base that does not fit in the camp', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 2000, 2200)]);
    s.camps[0] = null;
    expect(check(s, { k: 'enterCamp', id: 0, camp: 0 })).toEqual({ rule: 'DBA CAMP-02', message: 'that army has no camp' });
    // The camp is 320 × 160 p: a war wagon 320 p deep does not fit in it facing out, a Bd does.
    const w = position([{ id: 0, side: 0, base: 'WWg', f: 'N', x: [1120, 1280], y: [300, 620], gen: true }, s_(12, '4Bd', 2000, 2200)]);
    w.camps[0] = campAt(w, 0, 1200);
    expect(check(w, { k: 'enterCamp', id: 0, camp: 0 })).toEqual({ rule: 'DBA CAMP-01', message: 'this base does not fit in the camp' });
    const b = position([n(0, '4Bd', 1120, 400, true), s_(12, '4Bd', 2000, 2200)]);
    b.camps[0] = campAt(b, 0, 1200);
    expect(check(b, { k: 'enterCamp', id: 0, camp: 0 })).toBeNull();
    // GAR-02: a camp held by another element (here a friend, not a camp follower) is no empty camp.
    const held = position([n(0, '4Bd', 1120, 400, true), n(1, '4Bd', 1120, 110), s_(12, '4Bd', 2000, 2200)]);
    held.camps[0] = campAt(held, 0, 1200);
    expect(check(held, { k: 'enterCamp', id: 0, camp: 0 })).toEqual({ rule: 'DBA GAR-02', message: 'the camp is held: only an empty camp is entered without combat' });
  });
  it('DBA TER-07: no BUA to enter or assault; DBA CON-01: artillery does not assault one; DBA GAR-04: an own undefended BUA is entered, not assaulted', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 2000, 2200)]);
    const none = { rule: 'DBA TER-07', message: 'there is no BUA' };
    expect(check(s, { k: 'enterBua', id: 0 })).toEqual(none);
    expect(check(s, { k: 'assaultBua', id: 0, side: 0 })).toEqual(none);
    const art = position([n(0, 'Art', 700, 700, true), s_(12, '4Bd', 2000, 2200)], { terrain: [BUA] });
    art.bua = { owner: 1, controller: 1, denizens: true, sacker: -1, survivors: true };
    expect(check(art, { k: 'assaultBua', id: 0, side: 0 })).toEqual({ rule: 'DBA CON-01', message: 'Art and WWg may not move into contact' });
    const own = position([n(0, '4Bd', 700, 700, true), s_(12, '4Bd', 2000, 2200)], { terrain: [BUA] });
    own.bua = { owner: 0, controller: 0, denizens: true, sacker: -1, survivors: true };
    expect(check(own, { k: 'assaultBua', id: 0, side: 0 })).toEqual({ rule: 'DBA GAR-04', message: 'nobody defends the BUA against you: enter it' });
  });
  it('DBA GAR-03: a base that does not fit in the BUA does not enter it', () => {
    const small: Feature = { kind: 'BUA', compulsory: true, p: [1200, 1200, 320, 160, 0] }; // y 1120..1280: 160 p deep
    const build = (spec: Spec) => {
      const s = position([spec, s_(12, '4Bd', 2000, 2300)], { terrain: [small] });
      s.bua = { owner: 0, controller: 0, denizens: true, sacker: -1, survivors: true };
      return s;
    };
    expect(check(build({ id: 0, side: 0, base: 'WWg', f: 'N', x: [1120, 1280], y: [680, 1000], gen: true }), { k: 'enterBua', id: 0 }))
      .toEqual({ rule: 'DBA GAR-03', message: 'this base does not fit in the BUA' });
    expect(check(build(n(0, '4Bd', 1120, 1000, true)), { k: 'enterBua', id: 0 })).toBeNull();
  });
  it('DBA CON-02: an assault on a BUA may not end touching another enemy out of a named contact', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }, s_(12, '4Bd', 2000, 2300), s_(13, '4Bd', 620, 290)], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1, survivors: true };
    // Enemy 13 faces south, its rear edge on y = 370: the assault pose's flank would lie along it.
    const off = (i: number) => Math.abs(buaAssaultPose(s, get(s, 0), i).h - 180);
    const east = buaPoly(s)!.reduce((best, _, i) => (off(i) < off(best) ? i : best), 0);
    const r = check(s, { k: 'assaultBua', id: 0, side: east });
    expect(r?.rule).toBe('DBA CON-02');
    expect(r?.message).toMatch(/^would touch the enemy .+ without a legal contact$/);
    get(s, 13).status = 'dead';
    expect(check(s, { k: 'assaultBua', id: 0, side: east })).toBeNull();
  });
});

describe('DBA ZOC-01 (b): an assault on a BUA is a contact with its holder', () => {
  it('DBA ZOC-01: an assailant passing into the zone of the garrison it assaults is not held by it (exact shapes)', () => {
    // The Bd garrison faces east at the centre of the BUA (front x = 480): its zone reaches x = 640,
    // across the east side (x = 610) where the assailant ends.
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'E', x: [420, 480], y: [370, 530] }], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1, survivors: true };
    get(s, 12).where = 'bua';
    s.opt.sho02 = 'exact';
    const off = (i: number) => Math.abs(buaAssaultPose(s, get(s, 0), i).h - 180);
    const east = buaPoly(s)!.reduce((best, _, i) => (off(i) < off(best) ? i : best), 0);
    expect(check(s, { k: 'assaultBua', id: 0, side: east })).toBeNull();
  });
});

describe('DBA movement side effects pinned', () => {
  it('DBA OUT-06 (INTERP-17): Kn moving into the front of a Bw note it (destroyed by that Bw when beaten); into another foot, not', () => {
    const s = position([n(0, '3Kn', 1000, 1000, true), n(1, '3Kn', 1400, 1000), s_(12, '4Bw', 1000, 1200), s_(13, '4Bd', 1400, 1200)]);
    const t = dba.apply(s, 0, { k: 'contact', id: 0, target: 12, kind: 'front' }, fixedDice([]));
    expect(get(t, 0).bowFront).toEqual([12]);
    const u = dba.apply(t, 0, { k: 'contact', id: 1, target: 13, kind: 'front' }, fixedDice([]));
    expect(get(u, 1).bowFront).toEqual([]);
  });
  it('DBA OUT-06 (INTERP-17): a group of Kn advancing onto a Bw and a Bd: only the one facing the Bw notes it', () => {
    const s = position([n(0, '3Kn', 1000, 1000, true), n(1, '3Kn', 1160, 1000), s_(12, '4Bw', 1000, 1200), s_(13, '4Bd', 1160, 1200)]);
    const t = dba.apply(s, 0, { k: 'group', ids: [0, 1], dist: 200, wheel: 0 }, fixedDice([]));
    expect(get(t, 0).bowFront).toEqual([12]);
    expect(get(t, 1).bowFront).toEqual([]);
  });
  it('DBA RIV-02: a river still to be tested rolls for each element crossing; 3+ crosses, 1–2 stays and bans further crossings', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 1080, 40] };
    const build = () => position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 2000, 2200)], { terrain: [river], river: 'test' });
    const ok = fixedDice([3]);
    const t = dba.apply(build(), 0, { k: 'move', id: 0, x: 1080, y: 1100, h: 90 }, ok);
    expect(ok.events.filter((e) => e.t === 'riverTest')).toMatchObject([{ rule: 'DBA RIV-02', el: 0, roll: 3 }]);
    expect(get(t, 0)).toMatchObject({ x: 1080, y: 1100 });
    expect(t.riverBan).toBe(false);
    const bad = fixedDice([2]);
    const u = dba.apply(build(), 0, { k: 'move', id: 0, x: 1080, y: 1100, h: 90 }, bad);
    expect(get(u, 0)).toMatchObject({ x: 1080, y: 1000 });
    expect(u.riverBan).toBe(true);
  });
  it('DBA RIV-02: a contact move whose test roll fails stays on the bank, its PIPs spent', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 1080, 40] }; // y 1060..1100
    const build = () => position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 1000, 1090)], { terrain: [river], river: 'test' });
    const bad = fixedDice([2]);
    const u = dba.apply(build(), 0, { k: 'contact', id: 0, target: 12, kind: 'front' }, bad);
    expect(bad.events.filter((e) => e.t === 'riverTest')).toMatchObject([{ el: 0, roll: 2 }]);
    expect(get(u, 0)).toMatchObject({ x: 1080, y: 1000, moved: true });
    expect(u.riverBan).toBe(true);
    expect(u.pips).toBe(5);
    const good = dba.apply(build(), 0, { k: 'contact', id: 0, target: 12, kind: 'front' }, fixedDice([5]));
    expect(get(good, 0)).toMatchObject({ x: 1080, y: 1090 });
  });
  it('DBA RIV-02: with a river still to be tested, a move that does not reach it, or crosses it by the road\'s ford, rolls nothing', () => {
    const river: Feature = { kind: 'River', compulsory: false, p: [1, 1080, 40] }; // y 1060..1100
    const road: Feature = { kind: 'Road', compulsory: false, p: [0, 1080] }; // northwards, x 1040..1120
    const dry = fixedDice([]); // any roll would exhaust these dice
    const s = position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 2000, 2200)], { terrain: [river], river: 'test' });
    expect(get(dba.apply(s, 0, { k: 'move', id: 0, x: 1080, y: 1040, h: 90 }, dry), 0)).toMatchObject({ x: 1080, y: 1040 });
    const f = position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 2000, 2200)], { terrain: [river, road], river: 'test' });
    expect(get(dba.apply(f, 0, { k: 'move', id: 0, x: 1080, y: 1180, h: 90 }, dry), 0)).toMatchObject({ x: 1080, y: 1180 });
    expect(dry.events.filter((e) => e.t === 'riverTest')).toEqual([]);
  });
  it('DBA GAR-04 / DIST-01: a garrison leaves its BUA by an ordinary move (the BUA it starts in is no obstacle)', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [420, 480], y: [370, 530], gen: true }, s_(12, '4Bd', 2000, 2200)], { terrain: [BUA] });
    s.bua = { owner: 0, controller: 0, denizens: true, sacker: -1, survivors: true };
    get(s, 0).where = 'bua';
    const t = dba.apply(s, 0, { k: 'move', id: 0, x: 680, y: 450, h: 0 }, fixedDice([]));
    expect(get(t, 0)).toMatchObject({ x: 680, y: 450, where: '' });
    expect(t.pips).toBe(6 - 2); // PIP-02 case 1: +1 for an element moving out of a BUA
    // It may not end inside another part of the BUA's outline by a move: only leave it.
    expect(check(s, { k: 'move', id: 0, x: 560, y: 450, h: 0 })).toMatchObject({ rule: 'DBA GAR-04' });
  });
});

describe('INTERP-47 on the road: the centreline crosses the front edge and the centre is within half a base of it', () => {
  const roadSN: Feature = { kind: 'Road', compulsory: false, p: [0, 1200] }; // centreline x = 1200
  it('INTERP-47: only roads count: a wood whose numbers read like a road\'s puts nobody on a road', () => {
    const wood: Feature = { kind: 'Woods', compulsory: false, p: [0, 1200, 320, 320, 0] };
    const s = position([n(0, '4Bd', 1120, 1000, true)], { terrain: [wood] });
    expect(poseOnRoad(s, { x: 1200, y: 1000, h: 90 }, 160, 60)).toBe(false);
    s.terrain = [roadSN];
    expect(poseOnRoad(s, { x: 1200, y: 1000, h: 90 }, 160, 60)).toBe(true);
  });
  it('INTERP-47: a Kn turned 45° whose front edge crosses the centreline near its corner, its centre 92 p off it, is not on the road', () => {
    // Heading 45°: the front edge runs from FL (mid − 57, ·) to FR (mid + 57, ·); the centre lies
    // 42 p further west than the front edge's midpoint (half of 120 p deep, along 45°).
    const s = position([n(0, '4Bd', 1120, 1000, true)], { terrain: [roadSN] });
    expect(poseOnRoad(s, { x: 1150, y: 1000, h: 45 }, 160, 120)).toBe(false); // centre at x ≈ 1108
    expect(poseOnRoad(s, { x: 1190, y: 1000, h: 45 }, 160, 120)).toBe(true); // centre at x ≈ 1148: 52 p off
    expect(poseOnRoad(s, { x: 1100, y: 1000, h: 45 }, 160, 120)).toBe(false); // the front edge does not reach it
  });
});

describe('DBA MOV-03 a column wheeling keeps its members corner to corner', () => {
  it('DBA MOV-03 (G-GROUP-ADJ): a column listed from its rear wheels: the member ahead is rebuilt exactly in front of the one behind', () => {
    const s = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1000, 1060)]); // 1 stands in front of 0
    // Turned on its own, each base's corners round on their own: at some angles they part by a pace.
    for (const wheel of [30, 17, 23, 45, 61, 77, -13, -37, -90]) {
      const out = groupPoses([get(s, 0), get(s, 1)], 100, wheel);
      const rear = cornersAt(out[0], 160, 60), front = cornersAt(out[1], 160, 60);
      expect(front.RL, `wheel ${wheel}`).toEqual(rear.FL);
      expect(front.RR, `wheel ${wheel}`).toEqual(rear.FR);
      expect(out[1].h).toBe(out[0].h);
    }
  });
});

describe('DBA 2ND-01 item 4: a column moving again along a road', () => {
  it('DBA 2ND-01: a column that has moved, moving again along its road, may not end in contact with the enemy', () => {
    const road: Feature = { kind: 'Road', compulsory: false, p: [0, 1080] };
    const build = () => {
      const s = position([
        { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [500, 560], gen: true },
        { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [440, 500] },
        s_(12, '4Bd', 1000, 760), // on the road, 200 p ahead of the column's head
      ], { terrain: [road] });
      for (const e of s.els) if (e.side === 0) e.moves = 1;
      return s;
    };
    expect(check(build(), { k: 'group', ids: [0, 1], dist: 200, wheel: 0 })).toEqual({ rule: 'DBA 2ND-01', message: 'a column moving again along a road may not contact the enemy' });
    expect(check(build(), { k: 'group', ids: [0, 1], dist: 100, wheel: 0 })).toBeNull();
  });
});

describe('DBA RIV-01: in a river, an element goes on crossing at the same angle', () => {
  const river: Feature = { kind: 'River', compulsory: false, p: [1, 1100, 80] }; // y 1060..1140, difficult: 100 p
  const far = s_(23, '4Bd', 2000, 2200);
  const inRiver = (f: 'N' | 'E', pose?: { x: number; y: number; h: number }) => {
    const spec: Spec = f === 'N' ? n(0, '4Bd', 1000, 1100, true) : { id: 0, side: 0, base: '4Bd', f: 'E', x: [1000, 1060], y: [1020, 1180], gen: true };
    const s = position([spec, far], { terrain: [river], river: 'difficult' });
    if (pose) Object.assign(get(s, 0), pose);
    return s;
  };
  it('DBA RIV-01: straight ahead is accepted, one pace of rounding aside included; backwards is not', () => {
    expect(check(inRiver('N'), { k: 'move', id: 0, x: 1081, y: 1150, h: 90 })).toBeNull(); // 1 p aside over 50 p
    expect(check(inRiver('N'), { k: 'move', id: 0, x: 1080, y: 1100, h: 90 })).toBeNull(); // no move at all
    expect(check(inRiver('N'), { k: 'move', id: 0, x: 1080, y: 1050, h: 90 })).toMatchObject({ rule: 'DBA RIV-01' });
    expect(check(inRiver('N'), { k: 'move', id: 0, x: 1083, y: 1150, h: 90 })).toMatchObject({ rule: 'DBA RIV-01' });
  });
  it('DBA RIV-01: straight ahead facing east, and at 45°, is accepted', () => {
    expect(check(inRiver('E'), { k: 'move', id: 0, x: 1110, y: 1100, h: 0 })).toBeNull();
    expect(check(inRiver('E'), { k: 'move', id: 0, x: 1010, y: 1101, h: 0 })).toMatchObject({ rule: 'DBA RIV-01' }); // back, 1 p aside
    expect(check(inRiver('N', { x: 1080, y: 1100, h: 45 }), { k: 'move', id: 0, x: 1150, y: 1170, h: 45 })).toBeNull();
    expect(check(inRiver('N', { x: 1080, y: 1100, h: 45 }), { k: 'move', id: 0, x: 1150, y: 1100, h: 45 })).toMatchObject({ rule: 'DBA RIV-01' });
  });
  it('DBA RIV-01: an element in the river may turn aside to line up front to front with an enemy on the far bank', () => {
    const s = position([n(0, '4Bd', 1000, 1100, true), s_(12, '4Bd', 1040, 1160)], { terrain: [river], river: 'difficult' });
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })).toBeNull(); // 40 p aside: not straight on
    expect(check(s, { k: 'move', id: 0, x: 1120, y: 1150, h: 90 })).toMatchObject({ rule: 'DBA RIV-01' });
  });
  it('DBA RIV-01: an element clear of the river moves freely though there is one', () => {
    expect(check(position([n(0, '4Bd', 1000, 1000, true), far], { terrain: [river], river: 'difficult' }), { k: 'move', id: 0, x: 1130, y: 1040, h: 90 })).toBeNull();
  });
});

describe('DBA INT-01: a tactical move passes through friends only facing the same way or the opposite', () => {
  // Ps pass through any friend (INT-01), if it faces the same way or the opposite; never through an enemy.
  const ps: Spec = { id: 0, side: 0, base: '2Ps', f: 'N', x: [1000, 1160], y: [920, 1000], gen: true };
  const far = s_(23, '4Bd', 2000, 2200);
  const ahead = (f: 'N' | 'S' | 'E', side: 0 | 1 = 0): Spec => f === 'E'
    ? { id: 1, side, base: '4Bd', f: 'E', x: [1050, 1110], y: [1005, 1165] }
    : { id: 1, side, base: '4Bd', f, x: [1000, 1160], y: [1060, 1120] };
  it('DBA INT-01: through a friend facing the same way or the opposite; not one facing across; never an enemy', () => {
    const to = { k: 'move' as const, id: 0, x: 1080, y: 1250, h: 90 };
    expect(check(position([ps, ahead('N'), far]), to)).toBeNull();
    expect(check(position([ps, ahead('S'), far]), to)).toBeNull();
    expect(check(position([ps, ahead('E'), far]), to)).toMatchObject({ rule: 'DBA INT-01', message: expect.stringMatching(/^path blocked by .+/) });
    expect(check(position([ps, ahead('S', 1), far]), to)).toMatchObject({ rule: 'DBA MOV-02' });
  });
  it('DBA INT-01: the facings are compared, not added: both at 45° pass', () => {
    const s = position([ps, ahead('N'), far]);
    Object.assign(get(s, 0), { x: 1000, y: 1000, h: 45 });
    Object.assign(get(s, 1), { x: 1106, y: 1106, h: 45 });
    expect(check(s, { k: 'move', id: 0, x: 1177, y: 1177, h: 45 })).toBeNull();
  });
});

describe('DBA ZOC-01 (INTERP-8): an element starting in an enemy zone may go straight back', () => {
  it('DBA ZOC-01: straight back (one pace aside allowed) is accepted; back aslant, or turned, is not', () => {
    const z = () => position([n(0, '4Bd', 1000, 1000, true), s_(12, '4Bd', 1000, 1100)]); // 0 stands in 12's zone
    expect(check(z(), { k: 'move', id: 0, x: 1080, y: 850, h: 90 })).toBeNull();
    expect(check(z(), { k: 'move', id: 0, x: 1081, y: 850, h: 90 })).toBeNull();
    expect(check(z(), { k: 'move', id: 0, x: 1083, y: 850, h: 90 })).toMatchObject({ rule: 'DBA ZOC-01' });
    expect(check(z(), { k: 'move', id: 0, x: 1080, y: 850, h: 80 })).toMatchObject({ rule: 'DBA ZOC-01' });
    expect(check(z(), { k: 'move', id: 0, x: 1080, y: 1000, h: 90 })).toBeNull(); // standing still
  });
  it('DBA ZOC-01: facing east, straight back is west', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [940, 1000], y: [1000, 1160], gen: true }, { id: 12, side: 1, base: '4Bd', f: 'W', x: [1100, 1160], y: [1000, 1160] }]);
    expect(check(s, { k: 'move', id: 0, x: 850, y: 1081, h: 0 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1000, y: 1040, h: 0 })).toMatchObject({ rule: 'DBA ZOC-01' }); // sideways
  });
});

describe('DBA ZOC-01 (INTERP-8) from inside a zone, and the LH extra move (checkZoc, secondMoveOk)', () => {
  const far = s_(23, '4Bd', 2000, 2200);
  // Enemies face south; each zone is 1 BW deep in front of it (y front−160..front).
  const cvAt = (x0: number, front: number, h: 'N' | 'E' = 'N'): Spec => (h === 'N'
    ? { id: 0, side: 0, base: '3Cv', f: 'N', x: [x0, x0 + 160], y: [front - 120, front], gen: true }
    : { id: 0, side: 0, base: '3Cv', f: 'E', x: [front - 120, front], y: [x0, x0 + 160], gen: true });
  it('DBA ZOC-01: starting in one enemy\'s zone, a contact move onto another enemy not lined up with the first is refused', () => {
    const s = position([cvAt(1000, 1000), s_(12, '4Bd', 1000, 1100), s_(13, '4Bd', 1200, 1100)]);
    expect(check(s, { k: 'contact', id: 0, target: 13, kind: 'front' })).toEqual({ rule: 'DBA ZOC-01', message: 'in an enemy zone of control: only contact, lining up, or going back' });
    expect(check(s, { k: 'contact', id: 0, target: 12, kind: 'front' })).toBeNull(); // the enemy whose zone it is in
  });
  it('DBA ZOC-01: starting in the zones of two enemies, lining up with one of them is enough', () => {
    const s = position([cvAt(1000, 600), s_(12, '4Bd', 920, 720), s_(13, '4Bd', 1120, 720)]);
    expect(check(s, { k: 'move', id: 0, x: 1000, y: 660, h: 90 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 1040, y: 660, h: 90 })).toEqual({ rule: 'DBA ZOC-01', message: 'in an enemy zone of control: only contact, lining up, or going back' });
  });
  it('DBA ZOC-01: going straight back out of a zone, facing east (the back direction along x)', () => {
    const s = position([cvAt(1000, 1000, 'E'), { id: 12, side: 1, base: '4Bd', f: 'W', x: [1100, 1160], y: [1000, 1160] }]);
    expect(check(s, { k: 'move', id: 0, x: 800, y: 1080, h: 0 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 800, y: 1100, h: 0 })?.rule).toBe('DBA ZOC-01'); // back and aside
  });
  it('DBA ZOC-01: going straight back at a diagonal facing', () => {
    // The Cv faces north-east (45°) with its front midpoint at (1000, 1000); an enemy faces it,
    // front midpoint 100 p ahead; straight back 100 p along 225° is going back, aside is not.
    const s = position([cvAt(1000, 1000), far]);
    Object.assign(get(s, 0), { x: 1000, y: 1000, h: 45 });
    s.els.push({ ...get(s, 23), id: 12, x: 1071, y: 1071, h: 225 });
    expect(check(s, { k: 'move', id: 0, x: 929, y: 929, h: 45 })).toBeNull();
    expect(check(s, { k: 'move', id: 0, x: 900, y: 929, h: 45 })?.rule).toBe('DBA ZOC-01');
  });
  it('DBA ZOC-01 (zoc08 "straight"): an about-turn where it stands, then no move, is going back', () => {
    const s = position([cvAt(1000, 1000), s_(12, '4Bd', 1000, 1130)]); // its zone y 970..1130
    s.opt.zoc08 = 'straight';
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1000, h: 270 })).toBeNull();
  });
  it('DBA ZOC-01: an element that enters a zone going backwards (it did not start in one) must end lined up', () => {
    // A friend-facing enemy behind it, facing north too: its zone is y 660..820.
    const s = position([cvAt(1000, 1000), { id: 12, side: 1, base: '4Bd', f: 'N', x: [1000, 1160], y: [600, 660] }]);
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 950, h: 90 })).toBeNull(); // not yet in it
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 800, h: 90 })).toEqual({ rule: 'DBA ZOC-01', message: 'in an enemy zone of control: only contact, lining up, or going back' });
  });
  it('DBA 2ND-01 (INTERP-50): a LH extra move near any one enemy is refused, whatever the others; an element that dismounted moves once', () => {
    const s = position([{ id: 0, side: 0, base: '2LH', f: 'N', x: [1000, 1160], y: [1000, 1120], gen: true }, s_(12, '4Bd', 1000, 1500), far]);
    get(s, 0).moves = 1;
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1350, h: 90 })).toEqual({ rule: 'DBA 2ND-01', message: 'a LH extra move may not start or come within 1 BW of an enemy (INTERP-50)' });
    get(s, 0).dismountedNow = true;
    expect(check(s, { k: 'move', id: 0, x: 1080, y: 1200, h: 90 })).toEqual({ rule: 'DBA 2ND-01', message: 'an element that dismounted moves once' });
  });
});

describe('DBA BRK-01..03 breaking off, as carried out', () => {
  // LH 0 faces east (front x 900), in front contact with Wb 12 facing west; Wb 13 supports 12
  // from behind; Wb 14 is another enemy, not in contact; Bd 15 would be another opponent.
  const build = () => position([
    { id: 0, side: 0, base: '2LH', f: 'E', x: [780, 900], y: [1000, 1160], gen: true },
    { id: 12, side: 1, base: '4Wb', f: 'W', x: [900, 960], y: [1000, 1160] },
    { id: 13, side: 1, base: '4Wb', f: 'W', x: [960, 1020], y: [1000, 1160] },
    { id: 14, side: 1, base: '4Wb', f: 'W', x: [1600, 1660], y: [400, 560] },
  ]);
  it('DBA BRK-01/BRK-03: straight back the distance named, facing unchanged; the Wb opponent and its rear supporter pursue, no one else', () => {
    const t = dba.apply(build(), 0, { k: 'breakOff', id: 0, dist: 300 }, fixedDice([]));
    expect(get(t, 0)).toMatchObject({ x: 600, y: 1080, h: 0, moves: 1, moved: true });
    expect(get(t, 12)).toMatchObject({ x: 840, y: 1080 }); // min(60, 160) = 60 p
    expect(get(t, 13)).toMatchObject({ x: 900, y: 1080 });
    expect(get(t, 14)).toMatchObject({ x: 1600, y: 480 });
  });
  it('DBA BRK-03: an opponent that is no pursuer, or stands in a camp, does not follow', () => {
    const s = build();
    Object.assign(get(s, 12), { base: '4Bd', type: 'Bd' });
    const t = dba.apply(s, 0, { k: 'breakOff', id: 0, dist: 300 }, fixedDice([]));
    expect(get(t, 12)).toMatchObject({ x: 900, y: 1080 });
    const c = build();
    get(c, 12).where = 'camp';
    expect(get(dba.apply(c, 0, { k: 'breakOff', id: 0, dist: 300 }, fixedDice([])), 12)).toMatchObject({ x: 900, y: 1080 });
  });
  it('DBA BRK-03: only the pursuer\'s own rear supporters go with it, not an enemy at its rear', () => {
    const s = build();
    Object.assign(get(s, 13), { side: 0 }); // now an element of the breaking side, its front on the Wb's rear
    const t = dba.apply(s, 0, { k: 'breakOff', id: 0, dist: 300 }, fixedDice([]));
    expect(get(t, 13)).toMatchObject({ x: 960, y: 1080 });
  });
  it('DBA BRK-01/BRK-02/2ND-01: the refusals, by rule and words', () => {
    const s = build();
    expect(check(s, { k: 'breakOff', id: 0, dist: 199 })).toEqual({ rule: 'DBA BRK-02', message: 'break off at least 200 p' });
    get(s, 0).moves = 1;
    expect(check(s, { k: 'breakOff', id: 0, dist: 300 })).toEqual({ rule: 'DBA 2ND-01', message: 'already moved' });
    const f = build();
    f.els.push({ ...get(f, 14), id: 15, x: 820, y: 1160, h: 270 }); // its front on the LH's left flank, front corners together
    expect(check(f, { k: 'breakOff', id: 0, dist: 300 })).toEqual({ rule: 'DBA BRK-01', message: 'an enemy is on its flank or rear' });
  });
});

describe('DBA MOV-04 / INTERP-6 the corner a group wheels about', () => {
  it('MOV-04 (option mov04 "head"): a column wheels about its head\'s front corner, whatever order its members are named in', () => {
    // Facing east (left is north, +y): the head x 1060..1120, the rear member x 1000..1060, both y 1000..1160.
    const c = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [1060, 1120], y: [1000, 1160], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'E', x: [1000, 1060], y: [1000, 1160] }]);
    const rearFirst = [get(c, 1), get(c, 0)];
    expect(groupPivot(rearFirst, 45, true)).toEqual({ x: 1120, y: 1160 });
    expect(groupPivot(rearFirst, -45, true)).toEqual({ x: 1120, y: 1000 });
    expect(groupPivot([get(c, 0), get(c, 1)], 45, true)).toEqual({ x: 1120, y: 1160 });
    // Games recorded before the option: the first named member's corner.
    expect(groupPivot(rearFirst, 45)).toEqual({ x: 1060, y: 1160 });
    // Through the rules: the head's front-left corner stays where it was as the column wheels 45° left.
    const head = (o: string | undefined) => {
      const s = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [1060, 1120], y: [1000, 1160], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'E', x: [1000, 1060], y: [1000, 1160] }]);
      if (o) s.opt.mov04 = o;
      s.pips = 6;
      const t = dba.apply(s, 0, { k: 'group', ids: [1, 0], dist: 0, wheel: 45 }, fixedDice([]));
      return get(t, 0);
    };
    // The head's front centre (1120, 1080) turned 45° left about its own front-left corner
    // (1120, 1160) ends at (1176.6, 1103.4); about the rear member's (1060, 1160), at (1159, 1145.9).
    expect(head('head')).toMatchObject({ x: 1176, y: 1103, h: 45 });
    expect(head(undefined)).toMatchObject({ x: 1159, y: 1145, h: 45 });
  });

  it('MOV-04 (option mov04 "head") with INTERP-10 "path": each corner\'s arc is measured about the head\'s corner too', () => {
    // The column above, named rear first, wheels 58° left. About the head's front-left corner
    // (1120, 1160) the rear member's far corner (1000, 1000) is 200 p away: its arc is
    // 200 × 58° × π / 180 = 202.5 p, over the 200 p of a 4Bd (its chord, 193.9 p, is not).
    // About the rear member's own corner (1060, 1160), 171 p at most: 174 p.
    const wheel = (o: string | undefined, m: string) => {
      const s = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [1060, 1120], y: [1000, 1160], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'E', x: [1000, 1060], y: [1000, 1160] }]);
      if (o) s.opt.mov04 = o;
      s.opt.interp10 = m;
      s.pips = 6;
      return check(s, { k: 'group', ids: [1, 0], dist: 0, wheel: 58 });
    };
    expect(wheel('head', 'path')).toEqual({ rule: 'DBA DIST-02', message: 'a corner would travel 203 p along its path (INTERP-10)' });
    expect(wheel('head', 'displacement')).toBeNull();
    expect(wheel(undefined, 'path')).toBeNull();
  });

  it('MOV-04: the outer front corner: the left one wheeling left, the right one wheeling right, whichever member holds it', () => {
    // Facing north, a line x 1000..1320 with the second member 30 p ahead: its corners are no nearer the flanks.
    const s = position([n(0, '4Bd', 1000, 1000, true), n(1, '4Bd', 1160, 1000)]);
    const line = [get(s, 0), get(s, 1)];
    expect(groupPivot(line, 30)).toEqual({ x: 1000, y: 1000 });
    expect(groupPivot(line, -30)).toEqual({ x: 1320, y: 1000 });
    expect(groupPivot([get(s, 1), get(s, 0)], 30)).toEqual({ x: 1000, y: 1000 });
    expect(groupPivot([get(s, 1), get(s, 0)], -30)).toEqual({ x: 1320, y: 1000 });
    // Facing east (left is north, +y): a line x 1000..1060, y 1000..1320.
    const e = position([{ id: 0, side: 0, base: '4Bd', f: 'E', x: [1000, 1060], y: [1000, 1160], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'E', x: [1000, 1060], y: [1160, 1320] }]);
    expect(groupPivot([get(e, 0), get(e, 1)], 45)).toEqual({ x: 1060, y: 1320 });
    expect(groupPivot([get(e, 0), get(e, 1)], -45)).toEqual({ x: 1060, y: 1000 });
  });
});
