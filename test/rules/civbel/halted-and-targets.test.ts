// CMD-24 (what a halted unit may still do, p.21) and T-49 (Direct Shooting lets the
// player choose a target other than the nearest, p.20), in hand-built positions.
import { describe, expect, it } from 'vitest';
import { facesThreat, haltedMay } from '../../../src/rules/civbel/phase-limits';
import { directShootingCovers, shootingTargets, targetRefusal } from '../../../src/rules/civbel/shooting-targets';
import { missingChapters } from '../../../src/rules/civbel/missing-chapters';
import { turnEveryStand } from '../../../src/rules/civbel/formation-changes';
import { leader, state, unit } from './helpers';

const M = missingChapters('CB-provisional-0')!;

describe('CMD-24: a halted unit', () => {
  const halted = (u: ReturnType<typeof unit>) => ({ ...u, turn: { ...u.turn, controlled: true }, status: { ...u.status, halted: true } });
  it('may shoot, face a threat, evade or stand; it may not move, charge or counter-charge', () => {
    expect((['shoot', 'faceThreat', 'evade', 'standToReceive'] as const).map(haltedMay)).toEqual([true, true, true, true]);
    expect((['move', 'charge', 'counterCharge'] as const).map(haltedMay)).toEqual([false, false, false]);
  });
  it('in play: its charge is refused, its counter-charge too, but it still shoots and evades', () => {
    const bw = halted(unit('bw', 0, 'c', 'bowmen', { n: 2 }));
    const foe = unit('f', 1, 'e', 'spearmen', { n: 2, x: 240, y: 720 });
    const s = state([bw, foe]);
    expect(M.chargeRefusals(s, bw, foe, 1, { visible: true, hasAttachedLeader: true }).map((r) => r.rule)).toContain('CMD-24');
    expect(M.shootingDice(s, bw, foe, 'longRange')).toHaveLength(2);
    const cav = halted(unit('hc', 1, 'e', 'heavyCavalry', { n: 2, x: 240, y: 600 }));
    const charger = { ...unit('a', 0, 'c', 'swordsmen', { n: 2 }), turn: { controlled: true, moved: false, shotAt: false, enemyCameWithinBow: false } };
    expect(M.counterCharge(state([charger, cav]), 'a', 'hc', [2], [3])).toMatchObject({ ok: false, refusals: [{ rule: 'CMD-24' }] });
    const lc = halted(unit('lc', 1, 'e', 'lightCavalry', { n: 2, x: 240, y: 600, formation: 'unformed' }));
    expect('state' in (M.evade(state([charger, lc]), 'lc', 'a', [3]) as object)).toBe(true);
  });
  it('[INTERP] facing a threat: the turn must leave a visible enemy within bow range in its front', () => {
    const u = unit('u', 0, 'c', 'spearmen', { n: 1 });
    const onRight = unit('e', 1, 'e', 'spearmen', { x: 960, y: -200, h: 180 });
    expect(facesThreat(u, [onRight])).toBe(false);
    expect(facesThreat(turnEveryStand(u, 'column', 'right'), [onRight])).toBe(true);
    const far = unit('e', 1, 'e', 'spearmen', { x: 2400, y: -200, h: 180 });
    expect(facesThreat(turnEveryStand(u, 'column', 'right'), [far])).toBe(false);
  });
});

describe('T-49: Direct Shooting', () => {
  const bw = { ...unit('bw', 0, 'c', 'bowmen', { n: 2 }), turn: { controlled: true, moved: false, shotAt: false, enemyCameWithinBow: false } };
  const near = unit('near', 1, 'e', 'spearmen', { n: 2, x: 240, y: 480 });
  const far = unit('far', 1, 'e', 'spearmen', { n: 2, x: 1200, y: 960 });
  const s = state([bw, near, far]);
  it('without it the unit must shoot the nearest eligible enemy; with it the player chooses', () => {
    expect(shootingTargets(s, [], bw, 'longRange', { stationaryInTactical: false, direct: false }).map((e) => e.id)).toEqual(['near']);
    expect(targetRefusal(s, [], bw, 'far', 'longRange', { stationaryInTactical: false, direct: false })).toMatchObject({ rule: 'SHO-K3' });
    expect(targetRefusal(s, [], bw, 'far', 'longRange', { stationaryInTactical: false, direct: true })).toBeNull();
    expect(targetRefusal(s, [], bw, 'near', 'longRange', { stationaryInTactical: false, direct: false })).toBeNull();
  });
  it('a leader\'s Direct Shooting reaches controlled units and Artillery within his own 1 JT', () => {
    const g = leader('g', 0, 'commander', { x: 120, y: -300 });
    expect(directShootingCovers(g, bw)).toBe(true);
    expect(directShootingCovers({ ...g, y: -600 }, bw)).toBe(false);
    expect(directShootingCovers(g, { ...bw, turn: { ...bw.turn, controlled: false } })).toBe(false);
    expect(directShootingCovers(g, { ...unit('art', 0, 'c', 'artillery', { kind: 'special' }) })).toBe(true);
  });
});
