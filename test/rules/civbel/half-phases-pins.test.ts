// The half-phases' rules pinned one condition at a time (half-phases.ts; the survivors of
// `npm run mutate -- civbel src/rules/civbel/half-phases.ts`): every refusal of a move in
// its words (SEQ-03, CMD-10, A.3), and the conditions the wider tests in half-phases.test.ts
// and short-moves.test.ts pass through without telling them apart.
import { describe, expect, it } from 'vitest';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { DIST, JT } from '../../../src/rules/civbel/data/scale';
import { unitFrame, unitGapFloor } from '../../../src/rules/civbel/facing';
import { mayMove, moveChoices } from '../../../src/rules/civbel/half-phases';
import { rightToLeft } from '../../../src/rules/civbel/sequence';
import { frontAt, ix, scripted, unitOf } from './helpers';

/** A game after the CP ratings, put in the given half-phase with every unit controlled. */
function at(phase: CivGame['phase'], active: 0 | 1 = 0): CivGame {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options: {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = phase; s.half = 0; s.active = active; s.initiative = 0;
  for (const u of s.units) u.turn.controlled = true;
  return s;
}
const move = (s: CivGame, id: string, how: string, angle = 0): CivAction => ({ k: 'move', unit: ix(s, id), how, angle } as CivAction);
const why = (s: CivGame, id: string, how: string, angle = 0) => civbel.check(s, s.active as 0 | 1, move(s, id, how, angle));

describe('SEQ-03, CMD-10, A.3: every refusal of a move names its rule and says why', () => {
  it('out of the movement phases, the enemy\'s troops, a unit not free, a march out of the Approach Phase', () => {
    const charges = at('charges');
    expect(why(charges, 'italians', 'advance')).toEqual({ rule: 'SEQ-03', message: 'troops move in the Approach and Tactical Move Phases' });
    const s = at('tactical');
    expect(why(s, 'carthFoot', 'advance')).toEqual({ rule: 'SEQ-03', message: 'only your own troops move' });
    expect(why(s, 'italians', 'march')).toEqual({ rule: 'SEQ-03', message: 'the Approach Phase is for marches; other moves are made in the Tactical Move Phase' });
    const halted = at('tactical');
    unitOf(halted, 'italians').status.halted = true;
    expect(why(halted, 'italians', 'advance')).toEqual({ rule: 'CMD-10', message: 'Italian horse is not free to move (not controlled, halted, in melee, routing or retiring)' });
    const approach = at('approach');
    expect(why(approach, 'italians', 'advance')).toEqual({ rule: 'SEQ-03', message: 'the Approach Phase is for marches; other moves are made in the Tactical Move Phase' });
  });
  it('angles: an incline within 45°, a wheel by 1° to 90° and only for formed troops, a side-step square, other moves none', () => {
    const s = at('tactical');
    expect(why(s, 'italians', 'incline', 46)).toEqual({ rule: 'A.3', message: 'an incline is at most 45° off the heading' });
    expect(why(s, 'italians', 'incline', -46)).toEqual({ rule: 'A.3', message: 'an incline is at most 45° off the heading' });
    expect(why(s, 'italians', 'incline', 0)).toEqual({ rule: 'A.3', message: 'an incline is at most 45° off the heading' });
    expect(why(s, 'italians', 'incline', 45)).toBeNull();
    expect(why(s, 'italians', 'incline', -45)).toBeNull();
    expect(why(s, 'italians', 'wheel', 91)).toEqual({ rule: 'A.3', message: 'a wheel turns by 1° to 90°' });
    expect(why(s, 'italians', 'wheel', -91)).toEqual({ rule: 'A.3', message: 'a wheel turns by 1° to 90°' });
    expect(why(s, 'italians', 'wheel', 0)).toEqual({ rule: 'A.3', message: 'a wheel turns by 1° to 90°' });
    expect(why(s, 'italians', 'wheel', 90)).toBeNull();
    expect(why(s, 'italians', 'wheel', -90)).toBeNull();
    expect(why(s, 'numidiansR', 'wheel', 45)).toEqual({ rule: 'A.3', message: 'only formed units wheel' });
    for (const how of ['advance', 'aboutFace', 'slowWalk', 'stepBack']) expect(why(s, 'italians', how, 10)).toEqual({ rule: 'A.3', message: 'this move takes no angle' });
    expect(why(s, 'italians', 'sideStep', 45)).toEqual({ rule: 'A.3', message: 'a side-step goes straight to the left or to the right' });
    expect(why(s, 'italians', 'sideStep', 90)).toBeNull();
    expect(why(s, 'italians', 'sideStep', -90)).toBeNull();
  });
});

describe('SEQ-03, CMD-10: who may move, and when', () => {
  it('a unit in melee may not move (only a Legion\'s line relief is made in melee, MOR-07)', () => {
    const s = at('tactical');
    unitOf(s, 'italians').status.inCombat = true;
    expect(why(s, 'italians', 'advance')?.rule).toBe('CMD-10');
  });
  it('no moves are offered out of the Approach and Tactical Move Phases', () => {
    const s = at('charges');
    expect(moveChoices(s, ix(s, 'italians'))).toEqual([]);
    expect(mayMove(s, ix(s, 'italians'))).toBe(false);
    expect(mayMove(at('tactical'), ix(s, 'italians'))).toBe(true);
    expect(moveChoices(at('tactical'), ix(s, 'italians')).length).toBeGreaterThan(0);
  });
  it('formed troops do not ignore light troops in the Approach Phase: Italian horse 4 JT from Balearic slingers may not march', () => {
    const s = at('approach');
    for (const u of s.units) if (u.side === 1 && u.id !== 'slingA') u.destroyed = true;
    const sling = unitFrame(unitOf(s, 'slingA')).o;
    frontAt(unitOf(s, 'italians'), sling.x, sling.y - 4 * JT);
    expect(why(s, 'italians', 'march')?.rule).toBe('SEQ-03');
  });
  it('troops with no formation (special troops) do not wheel', () => {
    const s = at('tactical');
    unitOf(s, 'italians').formation = 'none';
    expect(why(s, 'italians', 'wheel', 45)).toEqual({ rule: 'A.3', message: 'only formed units wheel' });
  });
});

describe('A.1 fatigue: bow range counts to its very edge', () => {
  it('horse forming Column exactly 5 JT from the enemy take disorder; 1 unit further they do not', () => {
    // Fatigue is judged on the unit as it stands after the change: the Column's gap is set.
    const formAt = (back: number) => {
      const s = at('tactical');
      const foot = unitFrame(unitOf(s, 'carthFoot')).o;
      frontAt(unitOf(s, 'italians'), foot.x, foot.y - back);
      const t = civbel.apply(s, 0, { k: 'form', unit: ix(s, 'italians'), to: 'column', turn: 'right' } as CivAction, scripted([]));
      return { gap: unitGapFloor(unitOf(t, 'italians'), unitOf(t, 'carthFoot')), dps: unitOf(t, 'italians').dps };
    };
    const trial = formAt(5 * JT);
    const placed = (extra: number) => {
      const r = formAt(5 * JT + (DIST.bow - trial.gap) + extra);
      expect(r.gap).toBe(DIST.bow + extra);
      return r.dps;
    };
    expect(placed(0)).toBeGreaterThan(0);
    expect(placed(1)).toBe(0);
  });
});

describe('A.5: every refusal of a charge names its rule and says why', () => {
  /** Italian horse 2 JT in front of the Carthaginian foot, in Rome's charge declarations. */
  const chargePosition = (): CivGame => {
    const s = at('charges');
    const foot = unitFrame(unitOf(s, 'carthFoot')).o;
    frontAt(unitOf(s, 'italians'), foot.x, foot.y - 2 * JT);
    return s;
  };
  const charge = (s: CivGame, id: string, target: string): CivAction => ({ k: 'charge', unit: ix(s, id), target: ix(s, target), dice: 1 });
  const refusal = (s: CivGame, id = 'italians', target = 'carthFoot') => civbel.check(s, s.active as 0 | 1, charge(s, id, target));
  it('out of the charge declarations, the enemy\'s troops, at a friend, twice, from melee', () => {
    const s = chargePosition();
    expect(refusal(s)).toBeNull();
    const tactical = chargePosition();
    tactical.phase = 'tactical';
    expect(refusal(tactical)).toEqual({ rule: 'A.5', message: 'charges are declared at the start of the Combat Phase' });
    expect(refusal(s, 'carthHorse', 'italians')).toEqual({ rule: 'A.5', message: 'only your own troops charge' });
    expect(refusal(s, 'italians', 'legio1')).toEqual({ rule: 'A.5', message: 'a charge is made at an enemy unit' });
    const declared = civbel.apply(s, 0, charge(s, 'italians', 'carthFoot'), scripted([]));
    expect(refusal(declared)).toEqual({ rule: 'A.5', message: 'Italian horse has already declared a charge' });
    const melee = chargePosition();
    unitOf(melee, 'italians').status.inCombat = true;
    expect(refusal(melee)).toEqual({ rule: 'A.5', message: 'Italian horse is already in melee' });
  });
  it('no room to reach: the ground in front of the target is taken by other troops', () => {
    const s = chargePosition();
    const foot = unitFrame(unitOf(s, 'carthFoot')).o;
    // The Carthaginian horse stand just in front of the foot, across the charge's contact.
    const horse = unitOf(s, 'carthHorse');
    horse.stands = horse.stands.map((st, i) => ({ ...st, x: foot.x - JT + i * JT, y: foot.y - JT / 2, h: unitOf(s, 'carthFoot').stands[0].h }));
    expect(refusal(s)).toEqual({ rule: 'A.5', message: 'Italian horse has no room to reach Carthaginian foot' });
  });
});

describe('A.3: a wheel costs the arc its outer corner travels, out of the distance rolled', () => {
  const wheel = (d6: number[]) => {
    const s = at('tactical');
    const ctx = scripted(d6);
    const t = civbel.apply(s, 0, move(s, 'italians', 'wheel', 90), ctx);
    return { h: unitOf(t, 'italians').stands[0].h, e: ctx.events.find((x) => x.t === 'unitMoved')! };
  };
  it('the Italian horse (3 stands, arc 1,131 for 90°) rolling 960 wheel 76° and stop: 90 × 960 / 1,131, cut down', () => {
    const r = wheel([2, 2, 2, 2]);
    expect(r.e).toMatchObject({ how: 'wheel', rolled: 960, angle: 76, dist: 0 });
    expect(r.h).toBe(90 + 76);
  });
  it('rolling 1,440 they wheel the whole 90° and go on 309 (1,440 − 1,131) straight ahead', () => {
    const r = wheel([3, 3, 3, 3]);
    expect(r.e).toMatchObject({ how: 'wheel', rolled: 1440, angle: 90, dist: 309 });
    expect(r.h).toBe(180);
  });
});

describe('A.3: a march takes no angle either', () => {
  it('Italian horse far from the enemy march straight or not at all', () => {
    const s = at('approach');
    expect(why(s, 'italians', 'march', 10)).toEqual({ rule: 'A.3', message: 'this move takes no angle' });
    expect(why(s, 'italians', 'march')).toBeNull();
  });
});

describe('A.5 step b: the declared charges resolved from the initiative player\'s right to left', () => {
  it('two Roman charges declared left one first are resolved right one first', () => {
    const s = at('charges');
    for (const [id, target] of [['italians', 'carthFoot'], ['numidiansR', 'slingA']]) {
      const f = unitFrame(unitOf(s, target)).o;
      frontAt(unitOf(s, id), f.x, f.y - 2 * JT);
    }
    const right = rightToLeft([unitOf(s, 'italians'), unitOf(s, 'numidiansR')], 0).map((u) => u.id);
    const [first, second] = right;
    const targetOf = (id: string) => (id === 'italians' ? 'carthFoot' : 'slingA');
    let t = s;
    for (const id of [second, first]) t = civbel.apply(t, 0, { k: 'charge', unit: ix(t, id), target: ix(t, targetOf(id)), dice: 1 }, scripted([]));
    t = civbel.apply(t, 0, { k: 'done' }, scripted([]));
    const ctx = scripted([]);
    civbel.apply(t, 1, { k: 'done' }, ctx);
    expect(ctx.events.filter((e) => e.t === 'chargeResponse').map((e) => e.target)).toEqual([first, second]);
  });
});
