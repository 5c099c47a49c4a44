// Movement as actions (CdB 9.4 ticks): each test builds a position by hand, plays one move
// through planMove (the check) or the rule system, and fails when the rule is switched off.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import { OP, planMove, SPLIT_FRONT, SPLIT_NONE, SPLIT_REAR, type MoveAction } from '../../../src/rules/cdb/movement';
import type { CdbState } from '../../../src/rules/cdb/state';
import { game, scripted } from './game-helpers';
import { ax, BROKEN, counter, irr, N, S, unit, WOOD } from './helpers';
import { FACING_NORTH } from '../../../src/rules/cdb/grid';

const mv = (units: number[], ticks: number[][], split: 0 | 1 | 2 = SPLIT_NONE): MoveAction => ({ k: 'move', units, split, ticks });
const lone = (id: number, ...ops: number[]): MoveAction => mv([id], ops.map((o) => [o]));
const err = (s: CdbState, a: MoveAction) => { const r = planMove(s, a); return 'error' in r ? r.error.rule : null; };
const plan = (s: CdbState, a: MoveAction) => { const r = planMove(s, a); if ('error' in r) throw new Error(r.error.rule + ': ' + r.error.message); return r.plan; };
const far = ax(0, -10); // an enemy far to the North
const enemyFar = () => unit(99, 1, far, S, counter('Sp'));

describe('CdB 9.1 and CdB 9.4: a move is a list of steps into front hexes, one MP each', () => {
  it('a unit facing North steps into its NW and NE front hexes; the allowance bounds the steps', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), enemyFar()]);
    expect(plan(s, lone(1, OP.frontLeft)).end[0].hex).toBe(ax(0, -1));
    expect(plan(s, lone(1, OP.frontRight)).end[0].hex).toBe(ax(1, -1));
    expect(plan(s, lone(1, OP.frontLeft, OP.frontRight)).end[0].hex).toBe(ax(1, -2));
    expect(err(s, lone(1, OP.frontLeft, OP.frontRight, OP.frontLeft))).toBe('CdB 9.6'); // Sp MA 2
  });
  it('applying a move moves the unit, pays its cost and counts the activation', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), enemyFar()]);
    const next = cdb.apply(s, 0, lone(1, OP.frontLeft, OP.frontRight), scripted([]));
    expect(next.units.find((u) => u.id === 1)!.hex).toBe(ax(1, -2));
    expect(next.flags['1']).toMatchObject({ moves: 1, moved: true });
    expect(next.ap['1']).toBe(6 - plan(s, lone(1, OP.frontLeft, OP.frontRight)).cost.total);
  });
  it('CdB 9.6: cavalry moving in broken ground loses 1 MP for the whole move', () => {
    const units = [unit(1, 0, ax(0, 0), N, counter('Cv')), enemyFar()];
    const open = game(units);
    const rough = game(units, { cells: { [ax(0, -1)]: BROKEN } });
    const four = lone(1, OP.frontLeft, OP.frontRight, OP.frontLeft, OP.frontRight);
    expect(err(open, four)).toBeNull();
    expect(err(rough, four)).toBe('CdB 9.6');
  });
});

describe('CdB 9.2: rearward moves', () => {
  it('a lone unit steps back through its rear hexes without turning', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), enemyFar()]);
    expect(plan(s, lone(1, OP.rearLeft)).end[0]).toEqual({ hex: ax(0, 1), facing: N });
    expect(err(s, lone(1, OP.pivot1, OP.rearLeft))).toBe('CdB 9.2');
    expect(err(s, lone(1, OP.frontLeft, OP.rearLeft))).toBe('CdB 9.2');
  });
  it('a group moves back only when made entirely of skirmishers', () => {
    const foot = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(1, 0), N, counter('Sp')), enemyFar()]);
    const ps = game([unit(1, 0, ax(0, 0), N, counter('Ps')), unit(2, 0, ax(1, 0), N, counter('Ps')), enemyFar()]);
    const back = mv([1, 2], [[OP.rearLeft, OP.rearLeft]]);
    expect(err(foot, back)).toBe('CdB 9.2');
    expect(err(ps, back)).toBeNull();
  });
});

describe('CdB 6.2: pivots during a move', () => {
  it('a lone unit pivots any number of vertices at 1 MP each; a lone skirmisher about-turns for 1', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(3, 0), N, counter('Ps')), enemyFar()]);
    expect(plan(s, lone(1, OP.pivot1, OP.pivot1)).spent).toEqual([2]);
    expect(err(s, lone(1, OP.pivot3))).toBe('CdB 9.6'); // 3 MP for a Sp with 2
    expect(plan(s, lone(2, OP.pivot3)).spent).toEqual([1]);
    expect(plan(s, lone(2, OP.pivot3)).end[0].facing).toBe(S);
  });
  it('a unit in a group turns one vertex per move, and the group turns together', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(1, 0), N, counter('Sp')), enemyFar()]);
    expect(err(s, mv([1, 2], [[OP.pivot1, OP.pivot1]]))).toBeNull();
    expect(err(s, mv([1, 2], [[OP.pivot1, OP.pivot1], [OP.pivot1, OP.pivot1]]))).toBe('CdB 6.2');
    expect(err(s, mv([1, 2], [[OP.pivot1, OP.stay]]))).toBe('CdB 9.4');
  });
  it('a unit in an enemy zone of control cannot change facing in its movement phase', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(9, 1, ax(0, -1), S, counter('Sp'))]);
    expect(err(s, lone(1, OP.pivot1))).toBe('CdB 6.2');
  });
});

describe('CdB 7.1 and CdB 7.2: zones of control during a move', () => {
  it('entering an enemy zone stops the unit; it may not enter showing a flank', () => {
    // Enemy at (0,-3) facing South: its zone is (−1,−2) and (0,−2).
    const s = game([unit(1, 0, ax(0, 0), N, counter('Cv')), unit(9, 1, ax(0, -3), S, counter('Sp'))]);
    expect(err(s, lone(1, OP.frontLeft, OP.frontLeft))).toBeNull();
    expect(err(s, lone(1, OP.frontLeft, OP.frontLeft, OP.pivot1))).toBe('CdB 7.1');
    // Facing East (0) from (-2,-2), the zone hex (-1,-2)'s holder at (0,-3) would be at its flank.
    const side = game([unit(1, 0, ax(-2, -2), 0, counter('Cv')), unit(9, 1, ax(0, -3), S, counter('Sp'))]);
    expect(err(side, lone(1, OP.frontLeft))).toBe('CdB 7.1');
  });
  it('a unit in an enemy zone leaves it only rearward, faster than every holder', () => {
    const cv = game([unit(1, 0, ax(0, 0), N, counter('Cv')), unit(9, 1, ax(0, -1), S, counter('Sp'))]);
    expect(err(cv, lone(1, OP.frontRight))).toBe('CdB 7.2');
    expect(err(cv, lone(1, OP.rearLeft))).toBeNull(); // Cv 4 > Sp 2
    const sp = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(9, 1, ax(0, -1), S, counter('Sp'))]);
    expect(err(sp, lone(1, OP.rearLeft))).toBe('CdB 7.2'); // 2 is not greater than 2
  });
});

describe('CdB 5.1 and CdB 9.4: groups', () => {
  const line = () => [unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(1, 0), N, counter('Sp')), enemyFar()];
  it('members move tick by tick, together, and stay in touch', () => {
    const s = game(line());
    expect(plan(s, mv([1, 2], [[OP.frontLeft, OP.frontLeft], [OP.frontRight, OP.frontRight]])).end.map((e) => e.hex)).toEqual([ax(1, -2), ax(2, -2)]);
    expect(err(s, mv([1, 2], [[OP.frontLeft, OP.stay], [OP.frontLeft, OP.stay]]))).toBe('CdB 9.4');
  });
  it('members of another facing, or not touching, are no group', () => {
    const apart = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(2, 0), N, counter('Sp')), enemyFar()]);
    expect(err(apart, mv([1, 2], [[OP.frontLeft, OP.frontLeft]]))).toBe('CdB 5.1');
    const turned = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(1, 0), 5, counter('Sp')), enemyFar()]);
    expect(err(turned, mv([1, 2], [[OP.frontLeft, OP.frontLeft]]))).toBe('CdB 5.1');
  });
  it('CdB sidebar-movement: the whole group stops when one member enters an enemy zone', () => {
    // Enemy at (1,-3) facing South: its zone is (0,-2) and (1,-2).
    const s = game([unit(1, 0, ax(0, 0), N, counter('Cv')), unit(2, 0, ax(1, 0), N, counter('Cv')), unit(9, 1, ax(1, -3), S, counter('Sp'))]);
    const up = (n: number) => Array.from({ length: n }, () => [OP.frontLeft, OP.frontLeft]);
    expect(err(s, mv([1, 2], up(2)))).toBeNull();
    expect(err(s, mv([1, 2], up(3)))).toBe('CdB 7.1');
  });
  it('CdB sidebar-movement: units may regroup between march moves', () => {
    const s = game(line()); // the enemy is 10 hexes away
    const t = cdb.apply(s, 0, mv([1, 2], [[OP.frontLeft, OP.frontLeft]]), scripted([]));
    expect(err(t, lone(1, OP.frontLeft))).toBeNull(); // the second march move of one former member, alone
    expect(plan(t, lone(1, OP.frontLeft)).moveNumber).toBe(2);
  });
  it('CdB 1.2: a group ending in difficult ground forms a column; it enters a wood only from next to it', () => {
    const cells = { [ax(0, -1)]: WOOD, [ax(1, -1)]: WOOD, [ax(0, -2)]: WOOD, [ax(1, -2)]: WOOD };
    const s = game(line(), { cells });
    expect(err(s, mv([1, 2], [[OP.frontLeft, OP.frontLeft]]))).toBe('CdB 1.2');
    const col = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(0, 1), N, counter('Sp')), enemyFar()], { cells });
    expect(err(col, mv([1, 2], [[OP.frontLeft, OP.frontLeft]]))).toBeNull();
    const lone2 = game([unit(1, 0, ax(0, 1), N, counter('Sp')), enemyFar()], { cells: { [ax(0, -1)]: WOOD } });
    expect(err(lone2, lone(1, OP.frontLeft, OP.frontLeft))).toBe('CdB 1.2'); // began two hexes from the wood
  });
});

describe('CdB 9.3: march moves', () => {
  it('a second move only far from the enemy, and never to within 4 hexes', () => {
    const near = game([unit(1, 0, ax(0, 0), N, counter('Cv')), unit(9, 1, ax(0, -4), S, counter('Sp'))]);
    const moved = { ...near, flags: { '1': { ...near.flags['1'], moved: true, moves: 1, restrained: false, fled: false, shot: false, shotAt: false, fought: false, attacked: false, advanced: false, pivoted63: false } } };
    expect(err(near, lone(1, OP.rearLeft))).toBeNull();
    expect(err(moved, lone(1, OP.rearLeft))).toBe('CdB 9.3');
    const farAway = game([unit(1, 0, ax(0, 0), N, counter('Cv')), unit(9, 1, ax(0, -6), S, counter('Sp'))]);
    farAway.flags['1'] = { ...moved.flags['1'] };
    expect(err(farAway, lone(1, OP.frontLeft, OP.frontRight))).toBeNull(); // ends 5 away
    expect(err(farAway, lone(1, OP.frontLeft, OP.frontRight, OP.frontLeft))).toBe('CdB 9.3'); // would come to 4
  });
});

describe('CdB 8.1: stacks split and form', () => {
  const stack = () => unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]);
  it('the front counter advances alone into a front hex; the rear counter moves back alone, even from a zone', () => {
    const s = game([stack(), enemyFar()]);
    const next = cdb.apply(s, 0, lone(1, OP.frontLeft) && mv([1], [[OP.frontLeft]], SPLIT_FRONT), scripted([]));
    expect(next.units.find((u) => u.id === 1)!.counters).toHaveLength(1);
    expect(next.units.find((u) => u.hex === ax(0, -1))!.counters).toHaveLength(1);
    expect(err(s, mv([1], [[OP.rearLeft]], SPLIT_FRONT))).toBe('CdB 8.1');
    const held = game([stack(), unit(9, 1, ax(0, -1), S, counter('Sp'))]);
    expect(err(held, mv([1], [[OP.rearLeft]], SPLIT_REAR))).toBeNull();
    expect(err(held, mv([1], [[OP.rearLeft], [OP.rearRight]], SPLIT_REAR))).toBeNull(); // FR: through its rear hexes, a whole move
    expect(err(held, mv([1], [[OP.rearLeft], [OP.pivot1]], SPLIT_REAR))).toBe('CdB 8.1');
    expect(err(held, lone(1, OP.rearLeft))).toBe('CdB 7.2'); // the whole stack may not
  });
  it('the front counters of a group of stacks advance together, leaving the rear ranks (FR: "seule ou au sein d\'un groupe")', () => {
    const s = game([unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(2, 0, ax(1, 0), N, [counter('Sp'), counter('Sp')]), enemyFar()]);
    const t = cdb.apply(s, 0, mv([1, 2], [[OP.frontLeft, OP.frontLeft]], SPLIT_FRONT), scripted([]));
    expect(t.units.filter((u) => u.hex === ax(0, -1) || u.hex === ax(1, -1)).map((u) => u.counters.length)).toEqual([1, 1]);
    expect(t.units.filter((u) => u.id === 1 || u.id === 2).map((u) => u.counters.length)).toEqual([1, 1]);
    expect(err(s, mv([1, 2], [[OP.pivot1, OP.pivot1]], SPLIT_FRONT))).toBe('CdB 8.1');
    const rear = game([unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(2, 0, ax(1, 0), N, [counter('Sp'), counter('Sp')]), enemyFar()]);
    expect(err(rear, mv([1, 2], [[OP.rearLeft, OP.rearLeft]], SPLIT_REAR))).toBeNull(); // 8.1 allows it; a whole spear group may not (9.2)
    expect(err(rear, mv([1, 2], [[OP.rearLeft, OP.rearLeft]]))).toBe('CdB 9.2');
  });
  it('a unit enters a friend through one of its rear hexes, with its facing, and goes to the bottom', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(0, 1), N, counter('Sp', 'I')), enemyFar()]);
    const p = plan(s, lone(2, OP.frontLeft));
    expect(p.joins).toBe(1);
    const next = cdb.apply(s, 0, lone(2, OP.frontLeft), scripted([]));
    expect(next.units.find((u) => u.id === 1)!.counters.map((c) => c.quality)).toEqual(['O', 'I']);
    expect(next.units.some((u) => u.id === 2)).toBe(false);
    // from the front: not allowed
    const front = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(0, -1), S, counter('Sp')), enemyFar()]);
    expect(err(front, lone(2, OP.frontLeft))).toBe('CdB 8.2');
  });
});

describe('CdB 8.2: passing through friends', () => {
  it('Psiloi pass through a friend of the same facing; spears may not', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Ps')), unit(2, 0, ax(0, -1), N, counter('Sp')), unit(3, 0, ax(1, 0), N, counter('Sp')), unit(4, 0, ax(1, -1), N, counter('Sp')), enemyFar()]);
    expect(plan(s, lone(1, OP.frontLeft, OP.frontLeft)).end[0].hex).toBe(ax(0, -2));
    expect(err(s, lone(1, OP.frontLeft))).toBe('CdB 8');
    // A spear entering a spear through its rear would form a stack, which ends its move (8.1).
    expect(err(s, lone(3, OP.frontLeft, OP.frontLeft))).toBe('CdB 8.1');
    const askew = game([unit(1, 0, ax(0, 0), N, counter('Ps')), unit(2, 0, ax(0, -1), 5, counter('Sp')), enemyFar()]);
    expect(err(askew, lone(1, OP.frontLeft, OP.frontLeft))).toBe('CdB 8.2'); // neither the same nor the reverse facing
  });
});

describe('CdB 4.2: a move is priced after it is checked, and paid from its corps', () => {
  it('an irregular spear that turns pays +1 (4.2-M1); a corps without the points may not move', () => {
    const reg = game([unit(1, 0, ax(0, 0), N, counter('Sp')), enemyFar()]);
    const irreg = game([unit(1, 0, ax(0, 0), N, irr('Sp')), enemyFar()]);
    const turn = lone(1, OP.pivot1, OP.frontLeft);
    const items = (s: CdbState) => plan(s, turn).cost.items.map((i) => i.id);
    expect(items(reg)).not.toContain('4.2-M1');
    expect(items(irreg)).toContain('4.2-M1');
    const poor = game([unit(1, 0, ax(0, 0), N, irr('Sp')), enemyFar()], { ap: { 1: 2 } });
    expect(plan(poor, lone(1, OP.frontLeft, OP.frontRight)).cost.total).toBe(2); // base + general off the map (4.2-G2)
    expect(err(poor, turn)).toBe('CdB 4.2');
  });
  it('the commander-in-chief\'s point pays for a move that includes him', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Cv', 'O', { general: true, cinc: true })), enemyFar()], { ap: { 1: 0 }, more: { cincPoint: true } });
    const p = plan(s, lone(1, OP.frontLeft));
    expect(p.pay).toEqual({ corps: 0, cinc: 1 });
    expect(cdb.apply(s, 0, lone(1, OP.frontLeft), scripted([])).cincPoint).toBe(false);
    expect(err({ ...s, cincPoint: false }, lone(1, OP.frontLeft))).toBe('CdB 4.2');
  });
});

describe('CdB 2.4 and CdB 6.1: baggage moves without a facing', () => {
  const bag = (mobile: boolean) => unit(1, 0, ax(0, 0), null, counter('Bag', 'I', { mobile }));
  it('mobile baggage steps through any edge, up to 2 hexes, and never turns; immobile baggage stays', () => {
    const s = game([bag(true), enemyFar()]);
    expect(plan(s, lone(1, OP.edge0 + 1, OP.edge0 + 2)).end[0]).toEqual({ hex: ax(-1, 2), facing: null });
    expect(err(s, lone(1, OP.edge0, OP.edge0, OP.edge0))).toBe('CdB 9.6');
    expect(err(s, lone(1, OP.frontLeft))).toBe('CdB 6.1');
    expect(err(s, lone(1, OP.pivot1))).toBe('CdB 6.1');
    expect(err(game([bag(false), enemyFar()]), lone(1, OP.edge0))).toBe('CdB 9.6');
    expect(err(game([unit(2, 0, ax(3, 0), N, counter('Sp')), enemyFar()]), lone(2, OP.edge0))).toBe('CdB 6.1');
  });
  it('it has no front to show: it may not enter an enemy zone of control', () => {
    const s = game([bag(true), unit(9, 1, ax(1, -2), S, counter('Sp'))]); // zone: (1,-1) and (0,-1)
    expect(err(s, lone(1, OP.edge0 + 4))).toBe('CdB 7.1');
    expect(err(s, lone(1, OP.edge0 + 1))).toBeNull();
  });
});

describe('CdB 11.1: Bowmen and mounted enemies', () => {
  it('Bowmen may not move into contact with the front of mounted enemies they could shoot at; foot they may', () => {
    // Enemy at (0,-3) facing South: its front hexes are (0,-2) and (-1,-2); Bowmen at (0,0) facing North see it within 3? range 2: move from (0,-1).
    const mk = (type: 'Cv' | 'Sp') => game([unit(1, 0, ax(0, -1), FACING_NORTH, counter('Bw')), unit(9, 1, ax(0, -3), S, counter(type))]);
    expect(err(mk('Cv'), lone(1, OP.frontLeft))).toBe('CdB 11.1');
    expect(err(mk('Sp'), lone(1, OP.frontLeft))).toBeNull();
  });
});
