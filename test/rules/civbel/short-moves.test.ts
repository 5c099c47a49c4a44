// Spec A.3's short moves, made without dice as whole moves (the manoeuvre pages, p.32–33, are
// missing): the slow walk (up to 1 JT straight ahead), the side-step (½ JT to a flank) and the
// step back (½ JT to the rear), facing kept, no fatigue (A.1: "Side-step / Step-back ... No
// fatigue", "Slow Walk ... No fatigue"), and no C-grade DP for going beyond a slow walk.
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { decode, encode } from '../../../src/rules/civbel/codec';
import { unitGapFloor } from '../../../src/rules/civbel/facing';
import type { MoveHow } from '../../../src/rules/civbel/game';
import { greatPlains, ix, scripted, unitOf, JT } from './helpers';

const row = (s: CivGame, id: string, x: number, y: number, h: number) => unitOf(s, id).stands.forEach((st, i) => { st.x = x + i * JT; st.y = y; st.h = h; });
/** Carthage's Tactical half: the Carthaginian foot (C grade, a formed Line of 4, facing −y) with
 *  the Italian horse facing it, `gap` JT between the two lines' centres. */
function facing(gap: number): CivGame {
  const s = greatPlains('tactical', { active: 1, keep: ['carthFoot', 'italians'] });
  row(s, 'carthFoot', 3000, 4000, 270);
  row(s, 'italians', 3000, 4000 - gap * JT, 90);
  return s;
}
const move = (s: CivGame, how: MoveHow, angle = 0) => ({ k: 'move' as const, unit: ix(s, 'carthFoot'), how, angle });
const at = (s: CivGame) => unitOf(s, 'carthFoot').stands.map((st) => [st.x, st.y, st.h]);
const shifted = (s: CivGame, dx: number, dy: number) => unitOf(s, 'carthFoot').stands.map((st) => [st.x + dx, st.y + dy, st.h]);

describe('A.3: the slow walk, the side-step and the step back', () => {
  it('the slow walk goes 1 JT straight ahead without dice and without fatigue; an advance that far within bow range tires a C-grade Line', () => {
    const s = facing(5);
    expect(civbel.legalActions(s, 1)).toContainEqual(move(s, 'slowWalk'));
    const ctx = scripted([]);
    const t = civbel.apply(s, 1, move(s, 'slowWalk'), ctx);
    expect(at(t)).toEqual(shifted(s, 0, -JT));
    expect(ctx.used()).toBe(0);
    expect(ctx.events.find((e) => e.t === 'unitMoved')).toMatchObject({ how: 'slowWalk', pips: [], rolled: JT, dist: JT });
    expect(ctx.events.filter((e) => e.t === 'fatigue')).toEqual([]);
    expect(unitOf(t, 'carthFoot').dps).toBe(0);
    // The same Line advancing on the dice (AvD 3 + 3 = 3 JT) tires: C grade beyond a slow walk.
    const a = scripted([3, 3]);
    const u = civbel.apply(s, 1, move(s, 'advance'), a);
    expect(a.events.find((e) => e.t === 'fatigue')).toMatchObject({ unit: 'carthFoot' });
    expect(unitOf(u, 'carthFoot').dps).toBe(1);
  });
  it('a side-step goes ½ JT to the named flank and a step back ½ JT to the rear, facing kept; the log says so', () => {
    const s = facing(5);
    const left = civbel.apply(s, 1, move(s, 'sideStep', 90), scripted([]));
    const right = civbel.apply(s, 1, move(s, 'sideStep', -90), scripted([]));
    const back = scripted([]);
    const b = civbel.apply(s, 1, move(s, 'stepBack'), back);
    // Facing −y (heading 270°): its left is +x, its rear +y.
    expect(at(left)).toEqual(shifted(s, JT / 2, 0));
    expect(at(right)).toEqual(shifted(s, -JT / 2, 0));
    expect(at(b)).toEqual(shifted(s, 0, JT / 2));
    const e = back.events.find((x) => x.t === 'unitMoved')!;
    expect(civbel.describeEvent!(e, 'en')).toBe('Carthaginian foot steps back: ½ javelin throw, no dice (provisional rule: Manoeuvre)');
    expect(civbel.describeEvent!(e, 'fr')).toBe('l\'Infanterie carthaginoise recule : ½ jet de javelot, sans dés (règle provisoire : Manœuvre)');
    expect(civbel.describeAction!(s, move(s, 'sideStep', 90), 'en')).toBe('Carthaginian foot side-steps to the left half a javelin throw, without dice (provisional rule)');
    expect(civbel.describeAction!(s, move(s, 'slowWalk'), 'fr')).toBe('l\'Infanterie carthaginoise avance au pas d\'un jet de javelot au plus, sans dés (règle provisoire)');
  });
  it('the slow walk stops 1 JT from the enemy (MOV-K3)', () => {
    // The lines' fronts 1½ JT apart (each stand ½ JT deep): ½ JT of walk is left.
    const s = facing(1.5);
    const ctx = scripted([]);
    const t = civbel.apply(s, 1, move(s, 'slowWalk'), ctx);
    expect(ctx.events.find((x) => x.t === 'unitMoved')).toMatchObject({ rolled: JT, dist: JT / 2 });
    expect(unitGapFloor(unitOf(t, 'carthFoot'), unitOf(t, 'italians'))).toBe(JT);
  });
  it('refused: in the Approach half, a side-step at any angle but 90° either way, an angle for the others', () => {
    const s = facing(5);
    expect(civbel.check(s, 1, move(s, 'sideStep', 45))?.message).toBe('a side-step goes straight to the left or to the right');
    expect(civbel.check(s, 1, move(s, 'slowWalk', 10))?.message).toBe('this move takes no angle');
    expect(civbel.check(s, 1, move(s, 'stepBack', -10))?.message).toBe('this move takes no angle');
    s.phase = 'approach';
    expect(civbel.check(s, 1, move(s, 'slowWalk'))?.rule).toBe('SEQ-03');
  });
  it('travel in a packet after the five older moves, whose codes keep their meaning', () => {
    const s = facing(5);
    expect(encode(move(s, 'slowWalk'))).toEqual([5, ix(s, 'carthFoot'), 5, 90]);
    expect(encode(move(s, 'sideStep', -90))).toEqual([5, ix(s, 'carthFoot'), 6, 0]);
    expect(encode(move(s, 'stepBack'))).toEqual([5, ix(s, 'carthFoot'), 7, 90]);
    expect(encode(move(s, 'aboutFace'))).toEqual([5, ix(s, 'carthFoot'), 4, 90]);
    for (const how of ['slowWalk', 'sideStep', 'stepBack'] as const) expect(decode(encode(move(s, how, how === 'sideStep' ? 90 : 0)))).toEqual(move(s, how, how === 'sideStep' ? 90 : 0));
  });
});
