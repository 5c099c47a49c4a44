// FRM-07 (p.13, p.27), MOR-11 (p.26) and spec case T-42: a Legion in Acies detaches a line
// of unengaged stands as a new, independent unit with the Legion's DPs; a shaken Legion
// cannot. Hand-built on Legion I of the Great Plains (manipular: hastati, principes,
// triarii, 3 stands each, quincunx), in Rome's Tactical half, every unit controlled.
import { describe, expect, it } from 'vitest';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { decode, encode } from '../../../src/rules/civbel/codec';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { lineOf } from '../../../src/rules/civbel/legion-detach';
import { nameIn } from '../../../src/rules/civbel/names';
import { JT } from '../../../src/rules/civbel/data/scale';
import { frontAt, greatPlains, ix, scripted, unitOf } from './helpers';

const tactical = (options: Record<string, string> = {}): CivGame => greatPlains('tactical', { options });
const TRIARII = 2, PRINCIPES = 1;
const detach = (s: CivGame, sub: number): CivAction => ({ k: 'detach', unit: ix(s, 'legio1'), sub });
const play = (s: CivGame, a: CivAction) => {
  expect(civbel.check(s, 0, a)).toBeNull();
  const ctx = scripted([]);
  const t = civbel.apply(s, 0, a, ctx);
  expect(civbel.invariants!(t)).toEqual([]);
  return { t, ctx };
};

describe('FRM-07, T-42: a Legion in Acies detaches a line as a new unit', () => {
  it('Legion I with 2 DPs detaches its triarii: 3 stands, 2 DPs, Spearmen in Line, independent; the Legion keeps 6 stands in 2 lines and stays a Legion', () => {
    const s = tactical();
    unitOf(s, 'legio1').dps = 2;
    expect(lineOf(unitOf(s, 'legio1'), TRIARII)).toBe('rear');
    const points = s.startPoints.legio1;
    const { t, ctx } = play(s, detach(s, TRIARII));
    const d = t.units[t.units.length - 1];
    expect(d).toMatchObject({ name: 'Legion I detachment', kind: 'unit', formation: 'line', type: 'spearmen', morale: ['high'], dps: 2, side: 0, command: 'r1' });
    expect(d.stands).toHaveLength(3);
    // Closed up: side by side, 1 JT centre to centre (the quincunx gaps are the Legion's).
    const xs = d.stands.map((st) => st.x).sort((a, b) => a - b);
    expect([xs[1] - xs[0], xs[2] - xs[1]]).toEqual([JT, JT]);
    const l = unitOf(t, 'legio1');
    expect(l).toMatchObject({ kind: 'legion', formation: 'acies', dps: 2, morale: ['average', 'average'] });
    expect(l.stands).toHaveLength(6);
    expect(new Set(l.stands.map((st) => st.sub))).toEqual(new Set([0, 1]));
    // The Legion's points are shared by stands: losses count as before (A.6).
    expect(t.startPoints.legio1 + t.startPoints[d.id]).toBe(points);
    expect(t.startPoints[d.id]).toBe(Math.floor(points / 3));
    // The new unit has used this half; the Legion may still move.
    expect(civbel.check(t, 0, { k: 'move', unit: t.units.length - 1, how: 'advance', angle: 0 })).not.toBeNull();
    expect(civbel.check(t, 0, { k: 'move', unit: ix(t, 'legio1'), how: 'advance', angle: 0 })).toBeNull();
    const e = ctx.events.find((x) => x.t === 'detached')!;
    expect(civbel.describeEvent(e, 'en')).toBe('Legion I detaches its rear line, 3 stands with 2 disorder points: Legion I detachment, a unit of its own for the rest of the battle, in Line (rule: Unit Formations, p.27)');
    expect(civbel.describeEvent(e, 'fr')).toMatch(/^la Légion I détache sa dernière ligne, 3 socles avec 2 points de désordre : le Détachement de la Légion I, une unité à part/);
  });
  it('the front line may leave too; the middle one may not (the Legion would no longer stand in Acies)', () => {
    const s = tactical();
    expect(lineOf(unitOf(s, 'legio1'), 0)).toBe('front');
    expect(civbel.check(s, 0, detach(s, 0))).toBeNull();
    expect(civbel.check(s, 0, detach(s, PRINCIPES))).toMatchObject({ rule: 'FRM-07' });
    expect(civbel.legalActions(s, 0).filter((a) => a.k === 'detach' && a.unit === ix(s, 'legio1')).map((a) => (a as { sub: number }).sub).sort()).toEqual([0, TRIARII]);
  });
  it('MOR-11: a shaken Legion cannot detach', () => {
    const s = tactical();
    unitOf(s, 'legio1').shaken = true;
    expect(civbel.check(s, 0, detach(s, TRIARII))?.rule).toBe('MOR-11');
  });
  it('a Legion down to one line (kept a Legion where legionReduced is "kept") has none to detach, and its actions are still listed', () => {
    const s = tactical({ legionReduced: 'kept' });
    const u = unitOf(s, 'legio1');
    u.stands = u.stands.filter((st) => st.sub === 0);
    expect(civbel.check(s, 0, detach(s, 0))).toEqual({ rule: 'FRM-07', message: 'Legion I has only one line' });
    expect(civbel.legalActions(s, 0).filter((a) => a.k === 'detach' && a.unit === ix(s, 'legio1'))).toEqual([]);
  });
  it('only unengaged stands detach: a front line in contact with the enemy stays', () => {
    const s = tactical();
    const f = unitFrame(unitOf(s, 'legio1'));
    const foot = unitOf(s, 'carthFoot');
    foot.stands = foot.stands.map((st) => ({ ...st }));
    frontAt(foot, f.o.x, f.o.y); // face to face, touching the hastati
    expect(civbel.check(s, 0, detach(s, 0))).toMatchObject({ rule: 'FRM-07' });
    expect(civbel.check(s, 0, detach(s, TRIARII))).toBeNull();
  });
  it('only a Legion in Acies, in its own Tactical half, detaches', () => {
    const s = tactical();
    expect(civbel.check(s, 0, { k: 'detach', unit: ix(s, 'italians'), sub: 0 })).toMatchObject({ rule: 'FRM-07' });
    unitOf(s, 'legio1').formation = 'column';
    expect(civbel.check(s, 0, detach(s, TRIARII))).toMatchObject({ rule: 'FRM-07' });
    const a = tactical();
    a.phase = 'approach';
    expect(civbel.check(a, 0, detach(a, TRIARII))).toMatchObject({ rule: 'FRM-07' });
  });
  it('a Legion left with 3 stands stops being a Legion (p.13, option legionReduced "unit")', () => {
    const s = tactical({ legionReduced: 'unit' });
    const l = unitOf(s, 'legio1');
    l.stands = l.stands.filter((st) => st.sub !== TRIARII);
    const { t } = play(s, detach(s, 0));
    expect(unitOf(t, 'legio1')).toMatchObject({ kind: 'unit' });
    expect(unitOf(t, 'legio1').stands).toHaveLength(3);
     // Where games keep such a Legion a Legion (option "kept"), it must still stand in Acies.
    const k = tactical({ legionReduced: 'kept' });
    const kl = unitOf(k, 'legio1');
    kl.stands = kl.stands.filter((st) => st.sub !== TRIARII);
    expect(civbel.check(k, 0, detach(k, 0))).toMatchObject({ rule: 'FRM-07' });
  });
  it('the action travels as [20, unit, line]; a second detachment is numbered; its French name', () => {
    const s = tactical({ legionReduced: 'unit' });
    expect(encode(detach(s, TRIARII))).toEqual([20, ix(s, 'legio1'), TRIARII]);
    expect(decode([20, ix(s, 'legio1'), TRIARII])).toEqual(detach(s, TRIARII));
    expect(() => decode([20, 0, 3])).toThrow();
    const { t } = play(s, detach(s, 0));
    const { t: t2 } = play(t, detach(t, 0));
    expect(t2.units[t2.units.length - 1].name).toBe('Legion I detachment 2');
    // Each its own id, though both were line 0 when they left (the lines left are renumbered).
    expect(t2.units.slice(-2).map((u) => u.id)).toEqual(['legio1-d1', 'legio1-d2']);
    expect(nameIn('Legion I detachment', true)).toBe('Détachement de la Légion I');
    expect(nameIn('Legion I detachment 2', true)).toBe('Détachement 2 de la Légion I');
  });
});

describe('FRM-07, MOR-11: each refusal in words; the new unit as it stands', () => {
  const why = (s: CivGame, sub: number, id = 'legio1') => civbel.check(s, 0, { k: 'detach', unit: ix(s, id), sub });
  it('each refusal names its rule and says why', () => {
    const s = tactical();
    expect(why(s, 1)).toEqual({ rule: 'FRM-07', message: 'Legion I would no longer stand in Acies: only its front or rear line may leave' });
    expect(why(s, 3)).toEqual({ rule: 'FRM-07', message: 'Legion I has no such line' });
    expect(why(s, 0, 'italians')).toEqual({ rule: 'FRM-07', message: 'Italian horse is not a Legion: only a Legion detaches troops' });
    expect(why(s, 0, 'carthFoot')).toEqual({ rule: 'FRM-07', message: 'only your own Legions detach troops' });
    const shaken = tactical();
    unitOf(shaken, 'legio1').shaken = true;
    expect(why(shaken, TRIARII)).toEqual({ rule: 'MOR-11', message: 'Legion I is shaken: a shaken Legion cannot detach troops' });
    const column = tactical();
    unitOf(column, 'legio1').formation = 'column';
    expect(why(column, TRIARII)).toEqual({ rule: 'FRM-07', message: 'Legion I is not in Acies: only a Legion in Acies detaches troops' });
    const halted = tactical();
    unitOf(halted, 'legio1').status.halted = true;
    expect(why(halted, TRIARII)).toEqual({ rule: 'FRM-07', message: 'Legion I is not free to move (not controlled, halted, in melee, routing or retiring)' });
    const approach = tactical();
    approach.phase = 'approach';
    expect(why(approach, TRIARII)).toEqual({ rule: 'FRM-07', message: 'a Legion detaches troops in its own Tactical Move Phase' });
    const engaged = tactical();
    const f = unitFrame(unitOf(engaged, 'legio1'));
    frontAt(unitOf(engaged, 'carthFoot'), f.o.x, f.o.y);
    expect(why(engaged, 0)).toEqual({ rule: 'FRM-07', message: 'that line of Legion I is engaged: only unengaged troops detach' });
  });
  it('the middle line is named so; the detached line closes up centred where it stood, unshaken, its half used, with the Legion\'s state', () => {
    const s = tactical();
    const l = unitOf(s, 'legio1');
    expect(lineOf(l, PRINCIPES)).toBe('middle');
    l.lossesSeen = ['x'];
    const rear = l.stands.filter((st) => st.sub === TRIARII);
    const { t } = play(s, detach(s, TRIARII));
    const d = t.units[t.units.length - 1];
    const mean = (st: { x: number }[]) => st.reduce((a, x) => a + x.x, 0) / st.length;
    expect(mean(d.stands)).toBe(mean(rear));
    expect(d.stands.every((st) => st.y === rear[0].y && st.h === rear[0].h)).toBe(true);
    expect(d.shaken).toBe(false);
    expect(d.turn.moved).toBe(true);
    expect(d.status).toEqual(unitOf(t, 'legio1').status);
    expect(d.lossesSeen).toEqual(['x']);
  });
});

describe('FRM-07: the lines known by where they stand, each keeping its own morale; the detached line closing up in order', () => {
  const subsOffered = (s: CivGame) => civbel.legalActions(s, s.active as 0 | 1).filter((a) => a.k === 'detach' && a.unit === ix(s, 'legio1')).map((a) => (a as { sub: number }).sub);
  it('lines numbered against their places (front line 2, rear line 0) are still named front and rear, and offered in number order', () => {
    const s = tactical();
    const l = unitOf(s, 'legio1');
    l.stands = l.stands.map((st) => ({ ...st, sub: 2 - st.sub }));
    l.morale = [...l.morale].reverse();
    expect([lineOf(l, 2), lineOf(l, 1), lineOf(l, 0)]).toEqual(['front', 'middle', 'rear']);
    expect(subsOffered(s)).toEqual([0, 2]);
  });
  it('the hastati leaving, the Legion keeps the principes\' and the triarii\'s morale, line by line', () => {
    const s = tactical();
    expect(unitOf(s, 'legio1').morale).toEqual(['average', 'average', 'high']);
    const { t } = play(s, detach(s, 0));
    expect(unitOf(t, 'legio1').morale).toEqual(['average', 'high']);
    expect(t.units[t.units.length - 1].morale).toEqual(['average']);
  });
  it('closing up, each stand moves at most 1 JT toward the middle, whatever order the stands are listed in', () => {
    for (const reversed of [false, true]) {
      const s = tactical();
      const l = unitOf(s, 'legio1');
      if (reversed) l.stands = [...l.stands].reverse();
      const before = new Map(l.stands.map((st) => [st.id, st]));
      const { t } = play(s, detach(s, TRIARII));
      for (const st of t.units[t.units.length - 1].stands) {
        const b = before.get(st.id)!;
        expect(Math.abs(st.x - b.x) + Math.abs(st.y - b.y)).toBeLessThanOrEqual(JT);
      }
    }
  });
  it('a Legion of the second side detaches too: only the other side\'s troops engage its lines', () => {
    const s = tactical();
    for (const u of s.units) u.side = u.side === 0 ? 1 : 0;
    s.active = 1;
    expect(civbel.check(s, 1, detach(s, TRIARII))).toBeNull();
  });
  it('nothing detaches while orders are being planned ahead', () => {
    const s = tactical();
    s.planned = [];
    expect(civbel.check(s, 0, detach(s, TRIARII))).toEqual({ rule: 'FRM-07', message: 'a Legion detaches troops in its own Tactical Move Phase' });
  });
  it('a line closing up into troops standing in its gaps has no room', () => {
    const s = tactical();
    const hastati = unitOf(s, 'legio1').stands.filter((st) => st.sub === 0);
    const [a, b] = hastati;
    const horse = unitOf(s, 'italians');
    horse.stands = [{ ...horse.stands[0], x: (a.x + b.x) / 2, y: a.y, h: a.h }];
    expect(civbel.check(s, 0, detach(s, 0))).toEqual({ rule: 'FRM-07', message: 'that line of Legion I has no room to form a Line where it stands' });
  });
});

describe('FRM-07: the detachments offered, and nothing else', () => {
  it('each Legion\'s front and rear lines, Legion by Legion', () => {
    const s = tactical();
    const offered = civbel.legalActions(s, 0).filter((a) => a.k === 'detach');
    expect(offered).toEqual([
      { k: 'detach', unit: ix(s, 'legio1'), sub: 0 }, { k: 'detach', unit: ix(s, 'legio1'), sub: TRIARII },
      { k: 'detach', unit: ix(s, 'legio2'), sub: 0 }, { k: 'detach', unit: ix(s, 'legio2'), sub: TRIARII },
    ]);
  });
});
