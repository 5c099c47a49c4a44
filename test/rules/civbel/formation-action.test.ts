// Changing formation in play (p.28, FRM-10..12; the stand-in's A.3 for re-forming and its
// fatigue): a unit free to move changes formation instead of moving. Hand-built on the
// Great Plains armies in Rome's (or Carthage's) Tactical half, every unit controlled.
import { describe, expect, it } from 'vitest';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { decode, encode } from '../../../src/rules/civbel/codec';
import { local, unitFrame } from '../../../src/rules/civbel/facing';
import { unitCentre } from '../../../src/rules/civbel/formation-changes';
import { checkFormation } from '../../../src/rules/civbel/posed-formations';
import { JT } from '../../../src/rules/civbel/data/scale';
import { frontAt, greatPlains, ix, scripted, unitOf } from './helpers';

const tactical = (active: 0 | 1 = 0): CivGame => greatPlains('tactical', { active });
const form = (s: CivGame, id: string, to: string, turn = 'spot'): CivAction => ({ k: 'form', unit: ix(s, id), to, turn } as CivAction);
function play(s: CivGame, a: CivAction) {
  expect(civbel.check(s, s.active as 0 | 1, a)).toBeNull();
  const ctx = scripted([]);
  const t = civbel.apply(s, s.active as 0 | 1, a, ctx);
  expect(civbel.invariants!(t)).toEqual([]);
  return { t, ctx };
}
const ranks = (u: ReturnType<typeof unitOf>) => { const f = unitFrame(u); return new Set(u.stands.map((st) => local(f.o, f.h, st).v)).size; };

describe('FRM-10, FRM-11: a single-rank Line turns every stand into Column, and back', () => {
  it('the Italian horse form Column turning right: every stand faces 90° right, a Column; turned back left they are a Line again', () => {
    const s = tactical();
    const h = unitOf(s, 'italians').stands[0].h;
    expect(civbel.check(s, 0, form(s, 'italians', 'column'))?.rule).toBe('FRM-10');
    const { t, ctx } = play(s, form(s, 'italians', 'column', 'right'));
    const c = unitOf(t, 'italians');
    expect(c.formation).toBe('column');
    expect(c.stands.every((st) => st.h === (h + 270) % 360)).toBe(true);
    expect(checkFormation(c).ok).toBe(true);
    expect(ctx.events.find((e) => e.t === 'formed')).toMatchObject({ rule: 'FRM-10', unit: 'italians', to: 'column', turn: 'right' });
    expect(civbel.describeEvent(ctx.events.find((e) => e.t === 'formed')!, 'en')).toBe('Italian horse forms a Column, every stand turning to the right, instead of moving (rule: Changing Formation, p.28)');
    // It has used its half.
    expect(civbel.check(t, 0, { k: 'move', unit: ix(t, 'italians'), how: 'advance', angle: 0 })).not.toBeNull();
    t.moved = [];
    expect(civbel.check(t, 0, form(t, 'italians', 'line2', 'left'))?.rule).toBe('FRM-11');
    const { t: back } = play(t, form(t, 'italians', 'line1', 'left'));
    expect(unitOf(back, 'italians').formation).toBe('line');
    expect(unitOf(back, 'italians').stands.every((st) => st.h === h)).toBe(true);
  });
});

describe('FRM-12: other changes on the spot about the unit\'s centre', () => {
  it('the Carthaginian foot (4 stands in one rank) form two ranks of 2, centred where they stood, facing as before', () => {
    const s = tactical(1);
    const u = unitOf(s, 'carthFoot'), c0 = unitCentre(u), h = u.stands[0].h;
    expect(ranks(u)).toBe(1);
    expect(civbel.check(s, 1, form(s, 'carthFoot', 'line2', 'right'))?.rule).toBe('FRM-12');
    const { t } = play(s, form(s, 'carthFoot', 'line2'));
    const v = unitOf(t, 'carthFoot');
    expect(v.formation).toBe('line');
    expect(ranks(v)).toBe(2);
    expect(v.stands.every((st) => st.h === h)).toBe(true);
    const c1 = unitCentre(v);
    expect(Math.abs(c1.x - c0.x) + Math.abs(c1.y - c0.y)).toBeLessThanOrEqual(JT / 2);
    expect(civbel.check(s, 1, form(s, 'carthFoot', 'line3'))?.rule).toBe('FRM-04');
  });
});

describe('FRM-06, FRM-07: a Legion changes between Acies and its Column only', () => {
  it('Legion I forms its Column turning left; it may not form a Line', () => {
    const s = tactical();
    expect(civbel.check(s, 0, form(s, 'legio1', 'line1'))?.rule).toBe('FRM-07');
    const { t } = play(s, form(s, 'legio1', 'column', 'left'));
    expect(unitOf(t, 'legio1').formation).toBe('column');
    expect(checkFormation(unitOf(t, 'legio1')).ok).toBe(true);
  });
});

describe('FRM-02 and A.3: becoming unformed, and re-forming', () => {
  it('Heavy Cavalry may break formation by choice; foot in Line and Legions may not; light horse never form', () => {
    const s = tactical();
    expect(civbel.check(s, 0, form(s, 'italians', 'unformed'))).toBeNull();
    expect(civbel.check(s, 0, form(s, 'legio1', 'unformed'))?.rule).toBe('FRM-07');
    expect(civbel.check(s, 0, form(s, 'numidiansR', 'line1'))?.rule).toBe('FRM-02');
    const c = tactical(1);
    expect(civbel.check(c, 1, form(c, 'carthFoot', 'unformed'))?.rule).toBe('FRM-02');
  });
  it('unformed horse re-form, but not while shaken (p.27) nor within 1 JT of the enemy (A.3)', () => {
    const s = tactical();
    unitOf(s, 'italians').formation = 'unformed';
    expect(civbel.check(s, 0, form(s, 'italians', 'line1'))).toBeNull();
    const shaken = tactical();
    Object.assign(unitOf(shaken, 'italians'), { formation: 'unformed', shaken: true });
    expect(civbel.check(shaken, 0, form(shaken, 'italians', 'line1'))?.rule).toBe('FRM-02'); // p.27: not until rallied
    const near = tactical();
    unitOf(near, 'italians').formation = 'unformed';
    const foot = unitFrame(unitOf(near, 'carthFoot')).o;
    frontAt(unitOf(near, 'italians'), foot.x, foot.y - JT / 2);
    expect(civbel.check(near, 0, form(near, 'italians', 'line1'))?.rule).toBe('A.3');
  });
});

describe('A.1 fatigue: a formation change within bow range of the enemy costs DPs', () => {
  it('the Italian horse forming Column 3 JT from the enemy take disorder; far from it they do not', () => {
    const far = play(tactical(), form(tactical(), 'italians', 'column', 'right')).t;
    expect(unitOf(far, 'italians').dps).toBe(0);
    const s = tactical();
    const foot = unitFrame(unitOf(s, 'carthFoot')).o;
    frontAt(unitOf(s, 'italians'), foot.x, foot.y - 3 * JT);
    const { t } = play(s, form(s, 'italians', 'column', 'right'));
    expect(unitOf(t, 'italians').dps).toBeGreaterThan(0);
  });
});

describe('codec', () => {
  it('a change travels as [21, unit, formation, turn]', () => {
    const s = tactical();
    expect(encode(form(s, 'italians', 'column', 'right'))).toEqual([21, ix(s, 'italians'), 3, 1]);
    expect(decode([21, ix(s, 'italians'), 3, 1])).toEqual(form(s, 'italians', 'column', 'right'));
    expect(() => decode([21, 0, 7, 0])).toThrow();
    expect(() => decode([21, 0, 0, 3])).toThrow();
  });
});

describe('FRM-02..12, A.3: every refusal names its rule and says why; the changes offered', () => {
  const why = (s: CivGame, id: string, to: string, turn = 'spot') => civbel.check(s, s.active as 0 | 1, form(s, id, to, turn));
  it('each refusal, by its rule and words', () => {
    const s = tactical();
    expect(why(s, 'legio1', 'line1')).toEqual({ rule: 'FRM-07', message: 'Legion I forms Acies or a Column of one file per line' });
    expect(why(s, 'italians', 'acies')).toEqual({ rule: 'FRM-07', message: 'only Legions form Acies' });
    expect(why(s, 'numidiansR', 'line1')).toEqual({ rule: 'FRM-02', message: 'Numidians may not form up now' });
    expect(why(s, 'italians', 'unformed', 'right')).toEqual({ rule: 'FRM-12', message: 'troops become unformed where they stand' });
    expect(why(s, 'italians', 'wedge')).toEqual({ rule: 'FRM-05', message: 'Italian horse may not form a Wedge' });
    expect(why(s, 'italians', 'column')).toEqual({ rule: 'FRM-10', message: 'Italian horse changes that way by turning every stand: say to which side' });
    expect(why(s, 'italians', 'line2', 'right')).toEqual({ rule: 'FRM-12', message: 'Italian horse makes that change on the spot, facing as it does' });
    expect(why(s, 'italians', 'line1')).toEqual({ rule: 'FRM-12', message: 'Italian horse already stands so' });
    expect(why(s, 'legio1', 'column')).toEqual({ rule: 'FRM-10', message: 'Legion I changes that way by turning every stand: say to which side' });
    expect(why(s, 'legio1', 'acies')).toEqual({ rule: 'FRM-06', message: 'Legion I changes between Acies and its Column by turning every stand' });
    expect(why(s, 'carthFoot', 'line1')).toEqual({ rule: 'SEQ-03', message: 'only your own troops move' });
    const c = tactical(1);
    expect(why(c, 'carthFoot', 'unformed')).toEqual({ rule: 'FRM-02', message: 'Carthaginian foot may not become unformed by choice' });
    expect(why(c, 'carthFoot', 'line3')).toEqual({ rule: 'FRM-04', message: 'Carthaginian foot is too narrow for a Line that deep' });
    const charges = tactical();
    charges.phase = 'charges';
    expect(why(charges, 'italians', 'column', 'right')).toEqual({ rule: 'SEQ-03', message: 'troops change formation in the Approach and Tactical Move Phases' });
    const planned = tactical();
    planned.phase = 'approach'; planned.planned = [];
    expect(why(planned, 'italians', 'column', 'right')).toEqual({ rule: 'SEQ-03', message: 'formation changes are not ordered ahead' });
    const moved = tactical();
    moved.moved = [ix(moved, 'italians')];
    expect(why(moved, 'italians', 'column', 'right')?.rule).toBe('CMD-10');
  });
  it('no room: a Line two deep needs the ground behind it', () => {
    const s = tactical(1);
    const f = unitFrame(unitOf(s, 'carthFoot'));
    // Carthaginian horse just behind the foot's one rank (they face -y: behind is +y).
    frontAt(unitOf(s, 'carthHorse'), f.o.x, f.o.y + f.d + JT / 4);
    expect(why(s, 'carthFoot', 'line2')).toEqual({ rule: 'FRM-12', message: 'Carthaginian foot has no room to form so where it stands' });
  });
  it('re-forming is refused within 1 JT of the enemy, not at 1 JT', () => {
    const s = tactical();
    unitOf(s, 'italians').formation = 'unformed';
    const foot = unitFrame(unitOf(s, 'carthFoot')).o;
    frontAt(unitOf(s, 'italians'), foot.x, foot.y - JT);
    expect(why(s, 'italians', 'line1')).toBeNull();
    frontAt(unitOf(s, 'italians'), foot.x, foot.y - JT + 4);
    expect(why(s, 'italians', 'line1')).toEqual({ rule: 'A.3', message: 'Italian horse cannot re-form within one javelin throw of the enemy' });
  });
  it('the changes offered: the Italian horse may form Column either way or loose order; none once moved, none in the charge half, none for the enemy', () => {
    const s = tactical();
    const offered = (t: CivGame, id: string) => civbel.legalActions(t, 0).filter((a) => a.k === 'form' && a.unit === ix(t, id)).map((a) => `${(a as { to: string }).to}/${(a as { turn: string }).turn}`).sort();
    expect(offered(s, 'italians')).toEqual(['column/left', 'column/right', 'line2/spot', 'unformed/spot']);
    expect(civbel.legalActions(s, 0).some((a) => a.k === 'form' && s.units[a.unit].side !== 0)).toBe(false);
    const moved = tactical();
    moved.moved = [ix(moved, 'italians')];
    expect(offered(moved, 'italians')).toEqual([]);
    const charges = tactical();
    charges.phase = 'charges';
    expect(offered(charges, 'italians')).toEqual([]);
  });
});

describe('formation changes carried out: their rule in the log, the new pose, the half used', () => {
  const ev = (ctx: { events: { t: string; rule?: unknown }[] }) => ctx.events.find((e) => e.t === 'formed')?.rule;
  it('on the spot (FRM-12), turned back (FRM-11), re-formed from loose order (A.3); the unit has used its half', () => {
    let s = tactical(1);
    let r = play(s, form(s, 'carthFoot', 'line2'));
    expect(ev(r.ctx)).toBe('FRM-12');
    expect(unitOf(r.t, 'carthFoot').turn.moved).toBe(true);
    expect(unitOf(r.t, 'carthFoot').lastAction).toBe('move');
    // Two ranks into Column: on the spot, one file.
    s = r.t; s.moved = [];
    r = play(s, form(s, 'carthFoot', 'column'));
    expect(unitOf(r.t, 'carthFoot').formation).toBe('column');
    expect(checkFormation(unitOf(r.t, 'carthFoot')).ok).toBe(true);
    expect(ranks(unitOf(r.t, 'carthFoot'))).toBe(4);
    const h = tactical();
    unitOf(h, 'italians').formation = 'unformed';
    const back = play(h, form(h, 'italians', 'line1'));
    expect(ev(back.ctx)).toBe('A.3');
    expect(unitOf(back.t, 'italians').formation).toBe('line');
  });
  it('a Legion\'s Column turned back is its Acies again (FRM-11)', () => {
    const s = tactical();
    const c = play(s, form(s, 'legio1', 'column', 'right')).t;
    c.moved = [];
    const r = play(c, form(c, 'legio1', 'acies', 'left'));
    expect(ev(r.ctx)).toBe('FRM-11');
    expect(unitOf(r.t, 'legio1').formation).toBe('acies');
    expect(checkFormation(unitOf(r.t, 'legio1')).ok).toBe(true);
  });
  it('shock cavalry may form a Wedge (FRM-05); special troops have no formation (FRM-03); an unformed shaken Legion may not re-form (A.3)', () => {
    const s = tactical(1);
    const horse = unitOf(s, 'carthHorse');
    horse.type = 'shockCavalry';
    horse.stands = horse.stands.map((st) => ({ ...st, type: 'shockCavalry' }));
    frontAt(horse, 5400, 3600); // in the open, with room for the Wedge's depth
    const r = play(s, form(s, 'carthHorse', 'wedge'));
    expect(unitOf(r.t, 'carthHorse').formation).toBe('wedge');
    const e = tactical(1);
    unitOf(e, 'slingA').kind = 'special';
    expect(civbel.check(e, 1, form(e, 'slingA', 'line1'))).toEqual({ rule: 'FRM-03', message: 'Balearic slingers A has no formation' });
    const l = tactical();
    Object.assign(unitOf(l, 'legio1'), { formation: 'unformed', shaken: true });
    expect(civbel.check(l, 0, form(l, 'legio1', 'acies', 'right'))).toEqual({ rule: 'A.3', message: 'Legion I cannot re-form while shaken' });
  });
});

describe('A.3 re-forming asks only of unformed troops, against the enemy\'s side; FRM-12 dressing a ragged Line', () => {
  const why = (s: CivGame, id: string, to: string, turn = 'spot') => civbel.check(s, s.active as 0 | 1, form(s, id, to, turn));
  it('a shaken Legion in Acies may still form its Column, and formed horse close to the enemy may still change: neither is re-forming', () => {
    const s = tactical();
    unitOf(s, 'legio1').shaken = true;
    expect(why(s, 'legio1', 'column', 'right')).toBeNull();
    const near = tactical();
    const foot = unitFrame(unitOf(near, 'carthFoot')).o;
    frontAt(unitOf(near, 'italians'), foot.x, foot.y - JT / 2);
    expect(why(near, 'italians', 'column', 'right')).toBeNull();
  });
  it('shaken unformed horse choosing loose order again are told they already stand so, not that they cannot re-form', () => {
    const s = tactical();
    Object.assign(unitOf(s, 'italians'), { formation: 'unformed', shaken: true });
    expect(why(s, 'italians', 'unformed')).toEqual({ rule: 'FRM-12', message: 'Italian horse already stands so' });
  });
  it('Carthaginian horse re-form among their own troops, and not within 1 JT of a Roman unit', () => {
    const s = tactical(1);
    unitOf(s, 'carthHorse').formation = 'unformed';
    expect(why(s, 'carthHorse', 'line1')).toBeNull();
    const legion = unitFrame(unitOf(s, 'legio1')).o;
    frontAt(unitOf(s, 'carthHorse'), legion.x, legion.y + JT / 2);
    expect(why(s, 'carthHorse', 'line1')?.rule).toBe('A.3');
  });
  it('unformed horse re-form straight into a Column on the spot: they have no ranks to turn', () => {
    const s = tactical();
    unitOf(s, 'italians').formation = 'unformed';
    expect(why(s, 'italians', 'column', 'right')?.rule).toBe('FRM-12');
    const { t, ctx } = play(s, form(s, 'italians', 'column'));
    expect(unitOf(t, 'italians').formation).toBe('column');
    expect(ctx.events.find((e) => e.t === 'formed')?.rule).toBe('A.3');
  });
  it('horse breaking formation are unformed where they stood, and have used their half', () => {
    const s = tactical();
    const before = unitOf(s, 'italians').stands;
    const { t } = play(s, form(s, 'italians', 'unformed'));
    expect(unitOf(t, 'italians').formation).toBe('unformed');
    expect(unitOf(t, 'italians').stands).toEqual(before);
    expect(t.moved).toContain(ix(t, 'italians'));
  });
  it('cataphracts may form a Wedge (FRM-05); shock cavalry too few for one are told so', () => {
    const s = tactical(1);
    const horse = unitOf(s, 'carthHorse');
    horse.type = 'cataphracts';
    horse.stands = horse.stands.map((st) => ({ ...st, type: 'cataphracts' }));
    frontAt(horse, 5400, 3600);
    expect(why(s, 'carthHorse', 'wedge')).toBeNull();
    horse.type = 'shockCavalry';
    horse.stands = horse.stands.slice(0, 1).map((st) => ({ ...st, type: 'shockCavalry' }));
    expect(why(s, 'carthHorse', 'wedge')).toEqual({ rule: 'FRM-05', message: 'Carthaginian horse has too many or too few stands for a Wedge' });
  });
  it('a Column turned back into a deeper Line, and a unit not free to move, are told why in words', () => {
    const s = tactical();
    const c = play(s, form(s, 'italians', 'column', 'right')).t;
    c.moved = [];
    expect(why(c, 'italians', 'line2', 'left')).toEqual({ rule: 'FRM-11', message: 'Italian horse turns from Column into a single-rank Line' });
    c.moved = [ix(c, 'italians')];
    expect(why(c, 'italians', 'line1', 'left')).toEqual({ rule: 'CMD-10', message: 'Italian horse is not free to move (not controlled, halted, in melee, routing or retiring)' });
  });
  it('a ragged Line may dress on the spot: stands out of place across, forward, or turned aside', () => {
    const base = tactical(1);
    expect(why(base, 'carthFoot', 'line1')).toEqual({ rule: 'FRM-12', message: 'Carthaginian foot already stands so' });
    const shift = (dx: number, dy: number, dh: number) => {
      const s = tactical(1);
      const u = unitOf(s, 'carthFoot'), last = u.stands.length - 1;
      // The end stands move opposite ways, so the unit's centre stays put and the dressed
      // Line stands where it stood: only the ragged stands move. The last stand turned by 1°
      // leaves the centre where it was once rounded, so only its facing is out of place.
      u.stands = u.stands.map((st, i) => (i === 0 ? { ...st, x: st.x - dx, y: st.y - dy } : i === last ? { ...st, x: st.x + dx, y: st.y + dy, h: st.h + dh } : st));
      return why(s, 'carthFoot', 'line1');
    };
    expect(shift(6, 0, 0)).toBeNull();
    expect(shift(0, 6, 0)).toBeNull();
    expect(shift(0, 0, 1)).toBeNull();
  });
});
