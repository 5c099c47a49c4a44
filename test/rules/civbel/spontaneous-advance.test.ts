// CMD-31 (p.21) with spec CMD-32, option `spontaneous` "nearest": troops that advance of
// their own accord make for the nearest enemy they see, turning towards it as their move
// allows, and charge it when it is in reach, with all their charge dice; their charge is the
// rule's, not the player's. Games recorded before the option ("ahead") went straight on.
// Hand-built on the Great Plains armies: Celtiberians A (celtA (unshaken Shock Infantry,
// spontaneous-prone, CMD-30)) against Legions I and II, every other unit off the table.
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { unitFrame, unitGapFloor } from '../../../src/rules/civbel/facing';
import { aimAt, spontaneousCharges, tacticalStart } from '../../../src/rules/civbel/half-phases';
import { headingOf } from '../../../src/rules/civbel/moves';
import { spontaneousProne } from '../../../src/rules/civbel/control-test';
import { JT } from '../../../src/rules/civbel/data/scale';
import { frontAt, greatPlains, ix, scripted, unit, unitOf } from './helpers';

const KEEP = ['celtA', 'legio1', 'legio2'];

/** celtA spontaneous (not controlled), facing the Romans; legio1 at (dx, dy) JT from its
 *  front (dy ahead), legio2 straight ahead 12 JT. */
function position(phase: CivGame['phase'], spontaneous: 'nearest' | 'ahead', dx: number, dy: number): CivGame {
  const s = greatPlains(phase, { active: 1, keep: KEEP, options: { spontaneous } });
  const celt = unitOf(s, 'celtA');
  celt.turn.controlled = false; // advancing of its own accord (CMD-31), not controlled
  celt.status.spontaneous = true;
  const f = unitFrame(celt).o; // the Celts face -y (heading 270)
  frontAt(unitOf(s, 'legio1'), f.x + dx * JT, f.y - dy * JT);
  frontAt(unitOf(s, 'legio2'), f.x, f.y - 12 * JT);
  return s;
}

describe('CMD-31: a spontaneous advancer makes for the nearest enemy it sees', () => {
  it('Celtiberians A incline towards Legion I, nearer and off to their left, not straight at Legion II', () => {
    // From the Romans' Approach half: their 'done' opens the Celts' Tactical half (SEQ-03).
    const s = position('approach', 'nearest', 4, 6);
    s.half = 1; s.active = 0;
    expect(spontaneousProne(unitOf(s, 'celtA'))).toBe(true);
    const ctx = scripted([4, 4, 4, 4]);
    const before = unitGapFloor(unitOf(s, 'celtA'), unitOf(s, 'legio1'));
    const t = civbel.apply(s, 0, { k: 'done' }, ctx);
    const aim = ctx.events.find((e) => e.t === 'spontaneousAim');
    expect(aim).toMatchObject({ rule: 'CMD-31', unit: 'celtA', target: 'legio1' });
    const moved = ctx.events.find((e) => e.t === 'unitMoved')!;
    expect(moved.how).toBe('incline');
    expect(Math.abs(Number(moved.angle))).toBeGreaterThan(10);
    expect(Math.abs(Number(moved.angle))).toBeLessThanOrEqual(45);
    expect(unitGapFloor(unitOf(t, 'celtA'), unitOf(t, 'legio1'))).toBeLessThan(before - JT);
    expect(civbel.describeEvent(aim!, 'en')).toBe('Celtiberians A advance of their own accord on Legion I, the nearest enemy in sight (rule: Spontaneous Advance, p.21)');
    expect(civbel.describeEvent(aim!, 'fr')).toMatch(/propre chef sur la Légion I, l'ennemi le plus proche en vue/);
  });
  it('an enemy far off to the flank is met with a wheel (formed troops), up to 90°', () => {
    const s = position('tactical', 'nearest', 7, 1);
    const a = aimAt(unitOf(s, 'celtA'), unitOf(s, 'legio1'));
    expect(a.how).toBe('wheel');
    expect(Math.abs(a.angle)).toBeGreaterThan(45);
    expect(Math.abs(a.angle)).toBeLessThanOrEqual(90);
  });
  it('games recorded before the option: Celtiberians A go straight ahead', () => {
    const s = position('tactical', 'ahead', 4, 6);
    const ctx = scripted([4, 4, 4, 4]);
    const t = tacticalStart(s, ctx);
    expect(ctx.events.some((e) => e.t === 'spontaneousAim')).toBe(false);
    expect(ctx.events.find((e) => e.t === 'spontaneousMove')).toBeDefined();
    expect(headingOf(unitOf(t, 'celtA'))).toBe(270);
  });
  it('with no enemy in sight they stay where they are', () => {
    const s = position('tactical', 'nearest', 4, 6);
    unitOf(s, 'legio1').destroyed = true; unitOf(s, 'legio2').destroyed = true;
    const ctx = scripted([4, 4, 4, 4]);
    const t = tacticalStart(s, ctx);
    expect(ctx.events.map((e) => e.t)).toContain('spontaneousNone');
    expect(unitOf(t, 'celtA').stands).toEqual(unitOf(s, 'celtA').stands);
  });
});

describe('CMD-31: a spontaneous advancer charges the nearest enemy in reach, with all its charge dice', () => {
  it('Celtiberians A, 2 JT from Legion I, are declared charging it; the player may not choose their charge', () => {
    const s = position('charges', 'nearest', 0, 2);
    unitOf(s, 'legio2').destroyed = true;
    expect(civbel.check(s, 1, { k: 'charge', unit: ix(s, 'celtA'), target: ix(s, 'legio1'), dice: 1 })?.rule).toBe('CMD-31');
    const ctx = scripted([]);
    const t = spontaneousCharges(s, ctx);
    expect(t.declared).toHaveLength(1);
    expect(t.declared[0].unit).toBe(ix(s, 'celtA'));
    expect(t.declared[0].target).toBe(ix(s, 'legio1'));
    expect(t.declared[0].dice).toBeGreaterThanOrEqual(2);
    expect(ctx.events.find((e) => e.t === 'spontaneousCharge')).toMatchObject({ rule: 'CMD-31', unit: 'celtA', target: 'legio1', dice: t.declared[0].dice });
  });
  it('the engine declares it as the charge half opens (after the other side\'s Tactical half)', () => {
    const s = position('tactical', 'nearest', 0, 2);
    unitOf(s, 'legio2').destroyed = true;
    s.half = 1; s.active = 0;
    const t = civbel.apply(s, 0, { k: 'done' }, scripted([], 3));
    expect(t.phase === 'charges' || t.phase === 'command' || t.phase === 'initiative').toBe(true);
    expect(t.declared.some((d) => d.unit === ix(s, 'celtA')) || unitOf(t, 'celtA').status.inCombat).toBe(true);
  });
  it('charge reach is all their dice: 2 average dice, 5 JT; Legion I at 4½ JT is charged, at 5½ JT it is not', () => {
    const near = position('charges', 'nearest', 0, 4.5);
    unitOf(near, 'legio2').destroyed = true;
    expect(spontaneousCharges(near, scripted([])).declared.map((d) => d.dice)).toEqual([2]);
    const far = position('charges', 'nearest', 0, 5.5);
    unitOf(far, 'legio2').destroyed = true;
    expect(spontaneousCharges(far, scripted([])).declared).toEqual([]);
  });
  it('an enemy out of charge reach is not charged; games recorded before the option never charge of their own accord', () => {
    const far = position('charges', 'nearest', 0, 11);
    unitOf(far, 'legio2').destroyed = true;
    expect(spontaneousCharges(far, scripted([])).declared).toEqual([]);
    const old = position('charges', 'ahead', 0, 2);
    unitOf(old, 'legio2').destroyed = true;
    expect(spontaneousCharges(old, scripted([])).declared).toEqual([]);
    expect(civbel.check(old, 1, { k: 'charge', unit: ix(old, 'celtA'), target: ix(old, 'legio1'), dice: 1 })?.rule).not.toBe('CMD-31');
  });
});

describe('spec CMD-32: the advancer\'s aim at the nearest stand of its enemy', () => {
  // A one-stand advancer at the origin facing +y (heading 90); its centre ¾ JT behind.
  const me = (formation: 'line' | 'unformed' = 'line') => unit('me', 0, 'c', 'shockInfantry', { x: 0, y: 0, formation });
  const foe = (x: number, y: number, n = 1) => unit('foe', 1, 'd', 'spearmen', { x, y, n });
  it('dead ahead: straight on; 45° off: an incline of 45°; further off: a wheel (formed), at most 90°', () => {
    expect(aimAt(me(), foe(0, 2000))).toEqual({ how: 'advance', angle: 0 });
    expect(aimAt(me(), foe(2090, 2000))).toEqual({ how: 'incline', angle: -45 });
    const w = aimAt(me(), foe(2200, 2000));
    expect(w.how).toBe('wheel');
    expect(w.angle).toBeLessThan(-45);
    expect(aimAt(me(), foe(-2200, 2000)).angle).toBeGreaterThan(45);
    expect(aimAt(me(), foe(0, -3000))).toEqual({ how: 'wheel', angle: -90 });
  });
  it('unformed troops cannot wheel: they incline 45° towards it', () => {
    expect(aimAt(me('unformed'), foe(3500, 2000))).toEqual({ how: 'incline', angle: -45 });
    expect(aimAt(me('unformed'), foe(-3500, 2000))).toEqual({ how: 'incline', angle: 45 });
  });
  it('it aims at the enemy\'s nearest stand, not its first', () => {
    // Three stands from x = 2400 leftwards (facing -y): the nearest is the third, at x = 1920.
    expect(aimAt(me(), foe(2400, 2000, 3)).how).toBe('incline');
  });
  it('an enemy behind its front is not charged; nor one A.5 refuses (shaken chargers do not charge)', () => {
    const behind = position('charges', 'nearest', 0, -6);
    unitOf(behind, 'legio2').destroyed = true;
    expect(spontaneousCharges(behind, scripted([])).declared).toEqual([]);
    const shaken = position('charges', 'nearest', 0, 2);
    unitOf(shaken, 'legio2').destroyed = true;
    unitOf(shaken, 'celtA').shaken = true;
    expect(spontaneousCharges(shaken, scripted([])).declared).toEqual([]);
  });
});
