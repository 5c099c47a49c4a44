// What the sequence of play says about marching, stopping and shooting (SEQ-03, p.17).
import { describe, expect, it } from 'vitest';
import { marchEndOk, mayMarch, mayShoot, tacticalEndOk } from '../../../src/rules/civbel/phase-limits';
import { JT, state, unit } from './helpers';

const all = { visible: () => true, ignorableLight: () => true };
const enemyAt = (gapJt: number, type: Parameters<typeof unit>[3] = 'spearmen', o: Parameters<typeof unit>[4] = {}) => unit('e', 1, 'E', type, { y: gapJt * JT, h: 270, ...o });

describe('SEQ-03 phase 2: marching in the Approach Phase, T-46', () => {
  const me = unit('m', 0, 'X', 'spearmen');
  it('T-46: a march toward visible unbroken enemy ends at 5 JT, not closer', () => {
    expect(mayMarch(state([me, enemyAt(8)]), me, all)).toBe(true);
    expect(marchEndOk(state([me, enemyAt(5)]), me, all)).toBe(true);
    expect(marchEndOk(state([me, enemyAt(4.9)]), me, all)).toBe(false);
    expect(mayMarch(state([me, enemyAt(5)]), me, all)).toBe(false);
  });
  it('unformed Skirmishers in the open outside a Battle Line do not stop formed troops; in a Battle Line they do', () => {
    const sk = enemyAt(3, 'skirmishers', { formation: 'unformed' });
    expect(marchEndOk(state([me, sk]), me, all)).toBe(true);
    expect(marchEndOk(state([me, sk]), me, { visible: () => true, ignorableLight: () => false })).toBe(false);
    expect(marchEndOk(state([{ ...me, formation: 'unformed' }, sk]), { ...me, formation: 'unformed' }, all)).toBe(false);
  });
  it('only visible, unbroken enemy count (spec A34)', () => {
    const e = enemyAt(3);
    expect(mayMarch(state([me, e]), me, { visible: () => false, ignorableLight: () => false })).toBe(true);
    expect(mayMarch(state([me, { ...e, status: { ...e.status, routing: true } }]), me, all)).toBe(true);
  });
});

describe('SEQ-03 phase 4: tactical moves stop 1 JT from the enemy, T-47', () => {
  const me = unit('m', 0, 'X', 'spearmen');
  it('T-47: ending at exactly 1 JT is legal, at 0.9 JT not', () => {
    expect(tacticalEndOk(state([me, enemyAt(1)]), me)).toBe(true);
    expect(tacticalEndOk(state([me, enemyAt(0.9)]), me)).toBe(false);
  });
});

describe('SEQ-03 phases 3 and 5: who shoots in which exchange, T-48', () => {
  const shooter = (type: Parameters<typeof unit>[3]) => unit('s', 0, 'X', type, type === 'artillery' ? { kind: 'special' } : {});
  it('T-48', () => {
    const mt = shooter('missileTroops');
    expect(mayShoot(mt, enemyAt(3), 'longRange', false)).toBe(true);
    expect(mayShoot(mt, enemyAt(3), 'shortRange', false)).toBe(false);
    expect(mayShoot(mt, enemyAt(3), 'shortRange', true)).toBe(true);
    const sk = shooter('skirmishers');
    expect([mayShoot(sk, enemyAt(3), 'longRange', true), mayShoot(sk, enemyAt(3), 'shortRange', true)]).toEqual([false, false]);
    expect([mayShoot(sk, enemyAt(1), 'longRange', true), mayShoot(sk, enemyAt(1), 'shortRange', true)]).toEqual([false, true]);
    expect(mayShoot(shooter('artillery'), enemyAt(12), 'longRange', false)).toBe(true);
    expect(mayShoot(shooter('artillery'), enemyAt(15.1), 'longRange', false)).toBe(false);
    expect([mayShoot(shooter('artillery'), enemyAt(0.5), 'shortRange', true), mayShoot(shooter('artillery'), enemyAt(3), 'shortRange', true)]).toEqual([false, false]);
    expect(mayShoot(shooter('horseArchers'), enemyAt(4), 'shortRange', false)).toBe(true);
    expect(mayShoot(shooter('bowmen'), enemyAt(0.8), 'longRange', true)).toBe(false);
    expect(mayShoot(shooter('bowmen'), enemyAt(5.1), 'longRange', true)).toBe(false);
    expect(mayShoot(shooter('heavyChariot'), enemyAt(4), 'shortRange', false)).toBe(true);
    expect(mayShoot(shooter('lightCavalry'), enemyAt(4), 'shortRange', false)).toBe(false);
  });
});
