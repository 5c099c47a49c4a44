// [PROPOSED] The stand-in's mechanisms (spec Appendix A, "CB-provisional") in
// hand-built positions, each through the MissingChapters interface the rest of the
// system uses. NOT Civitates Bellantes: deleted with the module when the real pages
// arrive. Plane units: JT = 240; side 0 faces +y, side 1 faces −y.
import { describe, expect, it } from 'vitest';
import { missingChapters, type ShotDie } from '../../../src/rules/civbel/missing-chapters';
import { standPoly } from '../../../src/rules/civbel/geometry';
import { standsInContact } from '../../../src/rules/civbel/facing';
import { polysWithin } from '../../../src/engine/plane';
import { JT, leader, state, unit } from './helpers';

const M = missingChapters('CB-provisional-0')!;
const controlled = <T extends { turn: { controlled: boolean } }>(u: T): T => ({ ...u, turn: { ...u.turn, controlled: true } });

describe('A.1 movement and fatigue', () => {
  it('pips × ½ JT (MOV-K1); a march counts 1 JT a pip in Column, ½ JT in Line', () => {
    const line = unit('a', 0, 'c', 'spearmen', { n: 2 });
    expect(M.moveDistance(line, [3, 4], false)).toBe(7 * 120);
    expect(M.moveDistance(line, [3, 4], true)).toBe(7 * 120);
    expect(M.moveDistance({ ...line, formation: 'column' }, [3, 4], true)).toBe(7 * 240);
    expect(M.moveDistance(line, [3, 4], true, true)).toBe(7 * 240);
  });
  it('fatigue within bow range of a visible enemy: +1 manoeuvre, +1 broken ground, +1 C grade beyond a slow walk, at most 2; none at 3+ DPs (MOR-C9)', () => {
    const b = unit('a', 0, 'c', 'spearmen', { n: 2 });
    const near = { nearVisibleEnemy: true, manoeuvres: ['wheel'] as const, enteredBroken: false, beyondSlowWalk: true };
    expect(M.fatigue(b, near).dps).toBe(1);
    expect(M.fatigue(b, { ...near, enteredBroken: true }).dps).toBe(2);
    expect(M.fatigue({ ...b, grade: 'C' }, { ...near, enteredBroken: true }).dps).toBe(2);
    expect(M.fatigue({ ...b, grade: 'C' }, { ...near, manoeuvres: [] }).dps).toBe(1);
    expect(M.fatigue({ ...b, grade: 'A' }, near).dps).toBe(0);
    expect(M.fatigue(b, { ...near, manoeuvres: ['advance', 'slowWalk', 'sideStep'] }).dps).toBe(0);
    expect(M.fatigue(b, { ...near, nearVisibleEnemy: false }).dps).toBe(0);
    expect(M.fatigue({ ...b, dps: 3 }, { ...near, enteredBroken: true }).dps).toBe(0);
    expect(M.fatigue({ ...b, formation: 'unformed' }, { ...near, enteredBroken: true }).dps).toBe(0);
    const e = M.fatigue(b, near).events[0];
    expect(e).toMatchObject({ t: 'fatigue', rule: 'A.1', provisional: true, cites: 'MOR-C9', dps: 1 });
  });
});

describe('A.2 terrain', () => {
  it('path cost: ×½ terrain costs double, difficult ×¼ for formed foot, impassable for chariots; a bridge in Column only', () => {
    const foot = unit('a', 0, 'c', 'spearmen', { n: 2 });
    expect(M.pathCost(foot, [{ terrain: 'open', length: 240 }, { terrain: 'broken', length: 240 }], 960)).toBe(720);
    expect(M.pathCost(foot, [{ terrain: 'difficult', length: 100 }], 960)).toBe(400);
    expect(M.pathCost({ ...foot, formation: 'unformed' }, [{ terrain: 'difficult', length: 100 }], 960)).toBe(200);
    expect(M.pathCost(unit('ch', 0, 'c', 'heavyChariot', { formation: 'unformed' }), [{ terrain: 'difficult', length: 100 }], 960)).toBeNull();
    expect(M.pathCost(unit('el', 0, 'c', 'elephantAfrican', { kind: 'special' }), [{ terrain: 'difficult', length: 100 }], 960)).toBe(200);
    expect(M.pathCost(unit('hc', 0, 'c', 'heavyCavalry'), [{ terrain: 'difficult', length: 100 }], 960)).toBeNull();
    expect(M.pathCost(foot, [{ terrain: 'obstacle', length: 10 }], 960)).toBe(480);
    expect(M.pathCost(foot, [{ terrain: 'bridge', length: 240 }], 960)).toBeNull();
    expect(M.pathCost({ ...foot, formation: 'column' }, [{ terrain: 'bridge', length: 240 }], 960)).toBe(240);
    expect(M.pathCost(foot, [{ terrain: 'sheerSlope', length: 1 }], 960)).toBeNull();
  });
  it('a straight path is cut into the terrain it crosses, measured on the plane (a wood 1 JT deep costs formed foot 4 JT)', () => {
    const wood = { id: 'w', kind: 'denseWood' as const, level: 0, poly: [{ x: -480, y: 240 }, { x: 480, y: 240 }, { x: 480, y: 480 }, { x: -480, y: 480 }] };
    const pieces = M.pathPieces({ x: 0, y: 0 }, { x: 0, y: 960 }, [wood]);
    expect(pieces).toEqual([{ terrain: 'open', length: 720 }, { terrain: 'difficult', length: 240 }]);
    expect(M.pathCost(unit('a', 0, 'c', 'spearmen', { n: 2 }), pieces, 2000)).toBe(720 + 960);
    expect(M.pathPieces({ x: 0, y: 0 }, { x: 480, y: 960 }, [wood])).toEqual([{ terrain: 'open', length: 805 }, { terrain: 'difficult', length: 269 }]);
    expect(M.pathPieces({ x: 600, y: 0 }, { x: 600, y: 960 }, [wood])).toEqual([{ terrain: 'open', length: 960 }]);
    expect(M.pathPieces({ x: 0, y: 300 }, { x: 0, y: 960 }, [wood])).toEqual([{ terrain: 'open', length: 480 }, { terrain: 'difficult', length: 180 }]);
  });
  it('obstacle DPs: D6 − 2 with modifiers, never below 0, at most 4 (MOR-C10)', () => {
    const b = unit('a', 0, 'c', 'spearmen');
    expect(M.obstacleDps(b, 4, false).dps).toBe(2);
    expect(M.obstacleDps(b, 6, true).dps).toBe(4);
    expect(M.obstacleDps({ ...b, grade: 'A' }, 4, false).dps).toBe(1);
    expect(M.obstacleDps(unit('s', 0, 'c', 'skirmishers', { formation: 'unformed' }), 3, false).dps).toBe(0);
    expect(M.obstacleDps(b, 4, false).events[0]).toMatchObject({ rule: 'A.2', provisional: true, cites: 'MOR-C10' });
  });
});

describe('A.3 manoeuvres', () => {
  const line = unit('a', 0, 'c', 'spearmen', { n: 3 });
  it('a wheel costs the outer corner arc; halves and wholes of the rolled move; A grade change formation free as their only action', () => {
    expect(M.manoeuvreCost(line, 'wheel', { rolled: 960, angle: 90 })).toBe(1131); // 90° × 3 JT × π/180
    expect(M.manoeuvreCost(line, 'wheel', { rolled: 960, angle: 45 })).toBe(566);
    expect(M.manoeuvreCost(line, 'aboutFace', { rolled: 960 })).toBe(480);
    expect(M.manoeuvreCost(line, 'formationChange', { rolled: 960, onlyAction: true })).toBe(480);
    expect(M.manoeuvreCost({ ...line, grade: 'A' }, 'formationChange', { rolled: 960, onlyAction: true })).toBe(0);
    expect(M.manoeuvreCost({ ...line, grade: 'A' }, 'formationChange', { rolled: 960, onlyAction: false })).toBe(480);
    expect(M.manoeuvreCost(line, 'slowWalk', { rolled: 0, distance: 240 })).toBe(0);
    expect(M.manoeuvreCost(line, 'sideStep', { rolled: 600, distance: 120 })).toBe(600);
  });
  it('refusals: side-step beyond ½ JT, incline beyond 45°, refusing a flank when not stationary (MAN-K1), re-forming near the enemy', () => {
    expect(M.manoeuvreCost(line, 'sideStep', { rolled: 600, distance: 121 })).toMatchObject({ rule: 'A.3' });
    expect(M.manoeuvreCost(line, 'incline', { rolled: 600, distance: 200, angle: 46 })).toMatchObject({ rule: 'A.3' });
    expect(M.manoeuvreCost(line, 'incline', { rolled: 600, distance: 200, angle: 45 })).toBe(200);
    expect(M.manoeuvreCost(line, 'refuseFlank', { rolled: 600, stationary: false })).toMatchObject({ rule: 'MAN-K1' });
    expect(M.manoeuvreCost(line, 'refuseFlank', { rolled: 600, stationary: true })).toBe(0);
    expect(M.manoeuvreCost({ ...line, formation: 'unformed' }, 'reform', { rolled: 600, enemyWithin1Jt: true })).toMatchObject({ rule: 'A.3' });
    expect(M.manoeuvreCost({ ...line, formation: 'unformed' }, 'reform', { rolled: 600, enemyWithin1Jt: false })).toBe(600);
  });
  it('interpenetration: only if either is unformed or light; a formed friend passed through within bow range takes 1 DP; leaving the table', () => {
    const skirm = unit('s', 0, 'c', 'skirmishers', { formation: 'unformed' });
    expect(M.interpenetration(skirm, line, true)).toEqual({ allowed: true, dps: 1 });
    expect(M.interpenetration(skirm, line, false)).toEqual({ allowed: true, dps: 0 });
    expect(M.interpenetration(line, unit('b', 0, 'c', 'swordsmen'), true)).toEqual({ allowed: false, dps: 0 });
    expect(M.interpenetration(line, skirm, true)).toEqual({ allowed: true, dps: 0 });
    expect(M.leftTable(unit('t', 0, 'c', 'spearmen', { x: 120, y: 180 }))).toBe(false);
    expect(M.leftTable(unit('t', 0, 'c', 'spearmen', { x: 119, y: 180 }))).toBe(true);
    expect(M.leftTable(unit('t', 0, 'c', 'spearmen', { x: 120, y: 179 }))).toBe(true);
  });
  it('half moves and multiple actions: one action, or two of at most half each', () => {
    expect(M.actionsFit([900], 960)).toBe(true);
    expect(M.actionsFit([480, 480], 960)).toBe(true);
    expect(M.actionsFit([481, 100], 960)).toBe(false);
    expect(M.actionsFit([100, 100, 100], 960)).toBe(false);
  });
  it('MOR-07: a Legion in Acies relieves its front line with the next and removes 1 DP; refused when shaken, not in Acies, or done this turn', () => {
    // Front line of 3 at y = 0, second line ½ JT behind the first's rear edge.
    const front = unit('L', 0, 'c', 'swordsmen', { n: 3, subs: [0, 0, 0] }).stands;
    const second = unit('L', 0, 'c', 'swordsmen', { n: 3, y: -300, subs: [1, 1, 1] }).stands.map((s, i) => ({ ...s, id: `L.${3 + i}` }));
    const legion = { ...unit('L', 0, 'c', 'swordsmen', { kind: 'legion', formation: 'acies', dps: 2 }), stands: [...front, ...second] };
    const r = M.lineRelief(legion, false);
    if (!('unit' in r)) throw new Error(r.en);
    expect(r.unit.dps).toBe(1);
    expect(r.unit.stands.filter((s) => s.sub === 1).map((s) => s.y)).toEqual([0, 0, 0]);
    expect(r.unit.stands.filter((s) => s.sub === 0).map((s) => s.y)).toEqual([-300, -300, -300]);
    expect(r.events[0]).toMatchObject({ t: 'lineRelief', provisional: true, cites: 'MOR-07' });
    expect(M.lineRelief({ ...legion, shaken: true }, false)).toMatchObject({ rule: 'MOR-07' });
    expect(M.lineRelief({ ...legion, formation: 'line' }, false)).toMatchObject({ rule: 'MOR-07' });
    expect(M.lineRelief(legion, true)).toMatchObject({ rule: 'MOR-07' });
  });
});

describe('A.4 shooting', () => {
  // Bowmen: a line of 3 at y = 0 facing +y; the target 3 JT away (front edge y = 720 + depth).
  const bowmen = unit('bw', 0, 'c', 'bowmen', { n: 3 });
  const target = unit('t', 1, 'e', 'spearmen', { n: 3, x: 480, y: 720 });
  const s = state([bowmen, target]);
  it('long range: one die per front-rank stand, 5+ to hit; armour −1 per die; column +1 (SHO-K1, SHO-K5)', () => {
    const dice = M.shootingDice(s, bowmen, target, 'longRange');
    expect(dice.map((d) => d.need)).toEqual([5, 5, 5]);
    expect(M.resolveShooting(target, dice, [5, 5, 4], 0)).toMatchObject({ hits: 2, dps: 2, riskToLeaders: true });
    const armoured = { ...target, stands: target.stands.map((x) => ({ ...x, armoured: true })) };
    const aDice = M.shootingDice(s, bowmen, armoured, 'longRange');
    expect(aDice[0].modifiers).toEqual([{ rule: 'A.4 armoured', value: -1 }]);
    expect(M.resolveShooting(armoured, aDice, [5, 5, 6], 0).hits).toBe(1);
    const column = { ...target, formation: 'column' as const };
    expect(M.resolveShooting(column, M.shootingDice(s, bowmen, column, 'longRange'), [4, 4, 3], 0).hits).toBe(2);
    expect(M.resolveShooting(target, M.shootingDice(s, bowmen, target, 'longRange', { targetInCover: true }), [5, 6, 6], 0).hits).toBe(2);
  });
  it('Bowmen shoot with their front 2 ranks; UnS and Rabble with half the stands, rounded up (SHO-K4)', () => {
    const twoRanks = { ...bowmen, stands: [...bowmen.stands, ...unit('bw', 0, 'c', 'bowmen', { n: 3, y: -180 }).stands.map((x, i) => ({ ...x, id: `bw.${3 + i}` }))] };
    expect(M.shootingDice(s, twoRanks, target, 'longRange')).toHaveLength(6);
    const uns = { ...bowmen, stands: bowmen.stands.map((x) => ({ ...x, uns: true })) };
    expect(M.shootingDice(s, uns, target, 'longRange')).toHaveLength(2);
    const rabble = unit('r', 0, 'c', 'rabble', { n: 3, formation: 'unformed', y: 480 });
    expect(M.shootingDice(s, rabble, target, 'shortRange')).toHaveLength(2);
  });
  it('short range: 4+ within 1 JT; unformed light targets −1; not in the long-range exchange (SEQ-03)', () => {
    const skirm = unit('sk', 0, 'c', 'skirmishers', { n: 2, formation: 'unformed', y: 600 });
    const lightTarget = unit('lt', 1, 'e', 'javelinmen', { n: 2, x: 240, y: 720, formation: 'unformed' });
    expect(M.shootingDice(s, skirm, lightTarget, 'longRange')).toEqual([]);
    const dice = M.shootingDice(s, skirm, lightTarget, 'shortRange');
    expect(dice.map((d: ShotDie) => [d.need, d.modifiers.map((m) => m.value)])).toEqual([[4, [-1]], [4, [-1]]]);
    expect(M.resolveShooting(lightTarget, dice, [4, 5], 0).hits).toBe(1);
  });
  it('MOR-C8: 1 DP a Hit, at most 3 on one target in one exchange, counting DPs already taken; shaken targets ignore them; Special Troops roll criticals', () => {
    const six = [...M.shootingDice(s, bowmen, target, 'longRange'), ...M.shootingDice(s, bowmen, target, 'longRange')];
    const all = M.resolveShooting(target, six, [6, 6, 6, 6, 6, 6], 0);
    expect([all.hits, all.dps, all.unit.dps]).toEqual([6, 3, 3]);
    expect(M.resolveShooting(target, six, [6, 6, 6, 6, 6, 6], 2).dps).toBe(1);
    expect(M.resolveShooting(target, six, [6, 6, 6, 6, 6, 6], 3).dps).toBe(0);
    const shaken = M.resolveShooting({ ...target, shaken: true }, six.slice(0, 2), [6, 6], 0);
    expect([shaken.unit.stands.length, shaken.unit.dps]).toEqual([3, 0]);
    const el = unit('el', 1, 'e', 'elephantAfrican', { kind: 'special', x: 240, y: 720 });
    expect(M.resolveShooting(el, six.slice(0, 2), [6, 2], 0)).toMatchObject({ hits: 1, dps: 0, criticalChecks: 1 });
    expect(all.events[0]).toMatchObject({ t: 'shooting', rule: 'A.4', provisional: true, cites: 'MOR-C8' });
    expect(all.unit.turn.shotAt).toBe(true);
  });
});

describe('A.4 leaders and infantry shooting in combat', () => {
  it('a detached leader is hit on a 6 of any shooting die (SHO-K7)', () => {
    expect(M.shootAtLeader('g', [5, 5, 5]).hit).toBe(false);
    expect(M.shootAtLeader('g', [1, 6]).hit).toBe(true);
    expect(M.shootAtLeader('g', [6]).events[0]).toMatchObject({ provisional: true, cites: 'SHO-K7' });
  });
  it('infantry with a short-range capability that stood shoot once at a charger on their front, at 4+; not others, not from the flank', () => {
    const charger = unit('a', 0, 'c', 'swordsmen', { n: 2, y: 600 });
    const jav = unit('j', 1, 'e', 'javelinmen', { n: 2, x: 240, y: 600 });
    const s = state([charger, jav]);
    const r = M.receiveShooting(s, jav, charger, [4, 3]);
    expect(r && [r.hits, r.unit.dps]).toEqual([1, 1]);
    expect(M.receiveShooting(s, unit('sp', 1, 'e', 'spearmen', { n: 2, x: 240, y: 600 }), charger, [6, 6])).toBeNull();
    expect(M.receiveShooting(s, unit('hc', 1, 'e', 'heavyCavalry', { n: 2, x: 240, y: 600 }), charger, [6, 6])).toBeNull();
    const flanker = unit('f', 0, 'c', 'swordsmen', { h: 180, x: 480, y: 690 });
    expect(M.receiveShooting(state([flanker, jav]), jav, flanker, [6, 6])).toBeNull();
  });
});

describe('A.5 charges', () => {
  // Charger: 2 Swordsmen stands, front edge y = 0 from x = −120 to 360; target 2.5 JT ahead.
  const charger = controlled(unit('a', 0, 'c', 'swordsmen', { n: 2 }));
  const target = unit('b', 1, 'e', 'spearmen', { n: 2, x: 360, y: 600 });
  const s = state([charger, target]);
  it('declaration: dice within the A.1 maximum, reach 2.5 JT a die, controlled, not halted (CMD-24), not in column', () => {
    expect(M.chargeRefusals(s, charger, target, 1, { visible: true, hasAttachedLeader: true })).toEqual([]);
    expect(M.chargeRefusals(s, charger, target, 3, { visible: true, hasAttachedLeader: true }).map((r) => r.rule)).toEqual(['A.5']);
    const far = unit('b', 1, 'e', 'spearmen', { n: 2, x: 360, y: 601 });
    expect(M.chargeRefusals(s, charger, far, 1, { visible: true, hasAttachedLeader: true }).map((r) => r.rule)).toEqual(['A.5']);
    const halted = { ...charger, status: { ...charger.status, halted: true } };
    expect(M.chargeRefusals(s, halted, target, 1, { visible: true, hasAttachedLeader: true }).map((r) => r.rule)).toEqual(['CMD-24']);
    expect(M.chargeRefusals(s, { ...charger, turn: { ...charger.turn, controlled: false } }, target, 1, { visible: true, hasAttachedLeader: true })).toHaveLength(1);
    expect(M.chargeRefusals(s, { ...charger, formation: 'column' }, target, 1, { visible: true, hasAttachedLeader: true })).toHaveLength(1);
    expect(M.chargeRefusals(s, charger, target, 1, { visible: false, hasAttachedLeader: true })).toHaveLength(1);
    const skirm = controlled(unit('s', 0, 'c', 'skirmishers', { n: 2, formation: 'unformed' }));
    expect(M.chargeRefusals(s, skirm, target, 1, { visible: true, hasAttachedLeader: true })).toHaveLength(1);
    const onFlank = controlled(unit('s', 0, 'c', 'skirmishers', { h: 180, x: 960, y: 690, formation: 'unformed' }));
    expect(M.chargeRefusals(state([onFlank, target]), onFlank, target, 1, { visible: true, hasAttachedLeader: true })).toEqual([]);
  });
  it('into contact: 5 pips reach 2.5 JT; the charger conforms to the target front, stands at true pose', () => {
    const r = M.charge(s, 'a', 'b', [3, 2]);
    if (!r.ok) throw new Error('refused');
    expect(r.contact).toBe(true);
    const a = r.state.units.find((u) => u.id === 'a')!;
    expect(a.stands.map((x) => [x.x, x.y, x.h])).toEqual([[0, 600], [240, 600]].map(([x, y]) => [x, y, 90]));
    expect(standsInContact(a, r.state.units.find((u) => u.id === 'b')!)).toHaveLength(2);
    expect(a.status.charging && a.status.inCombat).toBe(true);
    expect(r.events[0]).toMatchObject({ t: 'chargeContact', provisional: true, rolled: 600, needed: 600, zone: 'front' });
  });
  it('failure to contact: the charger moves its full distance and stops, 1 DP within bow range', () => {
    const r = M.charge(s, 'a', 'b', [2, 2]);
    if (!r.ok) throw new Error('refused');
    expect(r.contact).toBe(false);
    const a = r.state.units.find((u) => u.id === 'a')!;
    expect(a.stands.map((x) => x.y)).toEqual([480, 480]);
    expect(a.dps).toBe(1);
    const b = r.state.units.find((u) => u.id === 'b')!;
    expect(a.stands.some((x) => b.stands.some((y) => polysWithin(standPoly(x), standPoly(y), 0)))).toBe(false);
    const quiet = M.charge(s, 'a', 'b', [2, 2], { penaltyOnFail: false });
    expect(quiet.ok && quiet.state.units.find((u) => u.id === 'a')!.dps).toBe(0);
  });
  it('a flank charge from behind the front line contacts the flank and costs the target 2 DPs (MOR-C13)', () => {
    const flanker = controlled(unit('f', 0, 'c', 'heavyCavalry', { h: 180, x: 960, y: 690 }));
    const r = M.charge(state([flanker, target]), 'f', 'b', [4]);
    if (!r.ok) throw new Error('refused');
    expect(r.contact).toBe(true);
    const f = r.state.units.find((u) => u.id === 'f')!;
    expect([f.stands[0].x, f.stands[0].y, f.stands[0].h]).toEqual([480, 690, 180]);
    expect(r.state.units.find((u) => u.id === 'b')!.dps).toBe(2);
    expect(r.events[0]).toMatchObject({ zone: 'leftFlank' });
  });
  it('a charge wheels at most 45° at the start, paying the arc', () => {
    const offset = unit('b', 1, 'e', 'spearmen', { n: 2, x: 1560, y: 600 }); // front centre 6 JT to the right
    expect(M.chargeRefusals(state([charger, offset]), charger, offset, 2, { visible: true, hasAttachedLeader: true }).some((r) => /45/.test(r.en))).toBe(true);
    const slant = unit('b', 1, 'e', 'spearmen', { n: 2, x: 720, y: 600 });
    const r = M.charge(state([charger, slant]), 'a', 'b', [5]);
    expect(r.ok && r.events[0]).toMatchObject({ t: 'chargeFailed', rolled: 600 });
    // path ⌈√(240² + 600²)⌉ = 647, plus a 22° wheel of a 2 JT front: ⌈22 × 480 × π/180⌉ = 185
    expect(r.ok && r.events[0].needed).toBe(647 + 185);
  });
  it('Evade: Light troops move directly away, unformed, 1 DP (MOR-C11); caught only if the charge reaches them', () => {
    const skirm = unit('sk', 1, 'e', 'skirmishers', { n: 2, x: 360, y: 600, formation: 'unformed' });
    const s2 = state([charger, skirm]);
    const ev = M.evade(s2, 'sk', 'a', [3, 3]);
    if (!('state' in ev)) throw new Error(ev.en);
    const sk = ev.state.units.find((u) => u.id === 'sk')!;
    expect([sk.formation, sk.dps, sk.status.evading]).toEqual(['unformed', 1, true]);
    expect(Math.min(...sk.stands.map((x) => x.y))).toBeGreaterThan(600 + 700);
    const after = M.charge(ev.state, 'a', 'sk', [4, 4], { penaltyOnFail: false });
    expect(after.ok && after.contact).toBe(false);
    expect(after.ok && after.state.units.find((u) => u.id === 'a')!.dps).toBe(0);
    expect(M.evade(state([charger, target]), 'b', 'a', [3])).toMatchObject({ rule: 'A.5' });
  });
  it('Counter-charge: mounted, not halted (CMD-24); they meet where the gap splits by the rolls', () => {
    const cav = unit('hc', 1, 'e', 'heavyCavalry', { n: 2, x: 360, y: 600 });
    const s3 = state([charger, cav]);
    const r = M.counterCharge(s3, 'a', 'hc', [2], [3]); // 240 + 360 = 600 = the gap
    if (!r.ok) throw new Error('refused');
    expect(r.contact).toBe(true);
    const a = r.state.units.find((u) => u.id === 'a')!, h = r.state.units.find((u) => u.id === 'hc')!;
    expect(a.stands.map((x) => x.y)).toEqual([240, 240]);
    expect(h.stands.map((x) => x.y)).toEqual([240, 240]);
    expect(a.status.charging && h.status.charging).toBe(true);
    const short = M.counterCharge(s3, 'a', 'hc', [2], [2]);
    expect(short.ok && short.contact).toBe(false);
    const halted = { ...cav, status: { ...cav.status, halted: true } };
    expect(M.counterCharge(state([charger, halted]), 'a', 'hc', [2], [3])).toMatchObject({ ok: false, refusals: [{ rule: 'CMD-24' }] });
    expect(M.counterCharge(state([charger, target]), 'a', 'b', [2], [3]).ok).toBe(false);
  });
});

describe('A.5 combat', () => {
  // Two lines in contact, front to front at y = 600.
  const a = unit('a', 0, 'c', 'swordsmen', { n: 2, y: 600 });
  const b = unit('b', 1, 'e', 'spearmen', { n: 2, x: 240, y: 600 });
  it('score = CV + modifiers + D6: A when charging, D receiving; DPs −1 per 2; armour +1 except against Elephants; B grade charging without a leader −1 (CMB-K11)', () => {
    const s = state([a, b], [leader('g', 0, 'general', { attachedTo: 'a' })]);
    expect(M.combatScore(s, a, { opponent: b, d6: 4, charged: true })).toEqual({ score: 7, cv: 3, modifiers: [] });
    expect(M.combatScore(state([a, b]), a, { opponent: b, d6: 4, charged: true }).score).toBe(6);
    expect(M.combatScore(s, b, { opponent: a, d6: 4, charged: false })).toEqual({ score: 6, cv: 2, modifiers: [] });
    const worn = { ...b, dps: 3, stands: b.stands.map((x) => ({ ...x, armoured: true })) };
    expect(M.combatScore(s, worn, { opponent: a, d6: 4, charged: false }).modifiers).toEqual([{ rule: 'A.5 DPs carried', value: -1 }, { rule: 'A.5 armoured', value: 1 }]);
    const el = unit('el', 0, 'c', 'elephantAfrican', { kind: 'special', y: 600, x: 240 });
    expect(M.combatScore(s, worn, { opponent: el, d6: 4, charged: false }).modifiers).toEqual([{ rule: 'A.5 DPs carried', value: -1 }]);
    expect(M.combatScore(s, b, { opponent: a, d6: 1, charged: false, support: 5, flankedNotTurned: true, inspire: 2 }).score).toBe(2 + 1 + 2 + 2 - 2);
    expect(M.combatScore(s, b, { opponent: a, d6: 4, charged: false, caughtEvading: true }).cv).toBe(0);
  });
  it('phalanx depth: +1 a rank behind the first, at most +2, in Line, frontal, in the open', () => {
    const ph = { ...unit('p', 1, 'e', 'phalangites', { n: 2, x: 240, y: 600 }) };
    const deep = { ...ph, stands: [0, 1, 2, 3].flatMap((r) => unit('p', 1, 'e', 'phalangites', { n: 2, x: 240, y: 600 + 180 * r }).stands.map((x, i) => ({ ...x, id: `p.${r * 2 + i}` }))) };
    expect(M.combatScore(state([a, deep]), deep, { opponent: a, d6: 0, charged: false, frontalInOpen: true }).score).toBe(1 + 2);
    expect(M.combatScore(state([a, deep]), deep, { opponent: a, d6: 0, charged: false, frontalInOpen: false }).score).toBe(1);
    expect(M.combatScore(state([a, ph]), ph, { opponent: a, d6: 0, charged: false, frontalInOpen: true }).score).toBe(1);
  });
  it('base contact needs edges touching along more than the tolerance: corners alone do not count', () => {
    const corner = unit('k', 1, 'e', 'spearmen', { x: 480, y: 600 }); // its right corner on a's front-right corner
    expect(standsInContact(a, corner)).toEqual([]);
    expect(standsInContact(a, unit('k', 1, 'e', 'spearmen', { x: 470, y: 600 })).map((x) => x.id)).toEqual(['a.1']);
  });
  it('grouping: mutual primaries fight; another unit on the same enemy supports (+1)', () => {
    const a2 = unit('a2', 0, 'c', 'swordsmen', { n: 1, x: 480, y: 600 });
    const wide = unit('b', 1, 'e', 'spearmen', { n: 3, x: 480, y: 600 });
    expect(M.combatPairs(state([a, a2, wide]))).toEqual([{ a: 'a', b: 'b', supportA: 1, supportB: 0 }]);
    expect(M.combatPairs(state([a, unit('far', 1, 'e', 'spearmen', { y: 2000 })]))).toEqual([]);
    // b's primary is c (3 stands in contact), not a on its rear (2): a supports c.
    const b3 = unit('b', 1, 'e', 'spearmen', { n: 3, x: 480, y: 600 });
    const c3 = unit('c', 0, 'c', 'swordsmen', { n: 3, y: 600 });
    const rear = unit('a', 0, 'c', 'swordsmen', { n: 2, h: 270, x: 240, y: 780 });
    expect(M.combatPairs(state([rear, b3, c3]))).toEqual([{ a: 'c', b: 'b', supportA: 1, supportB: 0 }]);
  });
  it('results by difference (MOR-C8): 0 both 1 DP; 1–2 loser 1 DP; 3–4 loser 2 DPs and retires 2 JT unformed; 5+ 3 DPs and breaks (MOR-03)', () => {
    const s = state([a, b]);
    const even = M.applyCombat(s, 'a', 'b', 5, 5).state;
    expect(even.units.map((u) => u.dps)).toEqual([1, 1]);
    const small = M.applyCombat(s, 'a', 'b', 7, 5).state;
    expect(small.units.map((u) => u.dps)).toEqual([0, 1]);
    const retire = M.applyCombat(s, 'a', 'b', 8, 5);
    const rb = retire.state.units.find((u) => u.id === 'b')!;
    expect([rb.dps, rb.formation, rb.status.retiring]).toEqual([2, 'unformed', true]);
    expect(rb.stands.map((x) => x.y)).toEqual([1080, 1080]);
    expect(retire.events[0]).toMatchObject({ t: 'combatResult', provisional: true, diff: 3, outcome: 'retire' });
    const rout = M.applyCombat(s, 'a', 'b', 5, 10).state.units.find((u) => u.id === 'a')!;
    expect([rout.shaken, rout.status.routing, rout.stands.length]).toEqual([true, true, 2]);
  });
  it('a unit that breaks takes a free hack per enemy unit on its flank or rear: each a casualty', () => {
    const flanker = unit('f', 1, 'e', 'heavyCavalry', { h: 180, x: 360, y: 510 }); // against a's right flank
    const s = state([{ ...a, stands: [a.stands[0], { ...a.stands[1], x: 240 }] }, b, flanker]);
    const r = M.applyCombat(s, 'a', 'b', 1, 6);
    const broken = r.state.units.find((u) => u.id === 'a')!;
    expect(r.events.some((e) => e.t === 'freeHack' && e.hacks === 1)).toBe(true);
    expect([broken.shaken, broken.stands.length]).toEqual([true, 1]);
  });
  it('Scythed Chariots are destroyed unless they win by 3 or more (CMB-K7)', () => {
    const sc = unit('sc', 0, 'c', 'scythedChariot', { kind: 'special', y: 600 });
    const s = state([sc, b]);
    expect(M.applyCombat(s, 'sc', 'b', 7, 5).state.units.find((u) => u.id === 'sc')!.destroyed).toBe(true);
    const burst = M.applyCombat(s, 'sc', 'b', 8, 5);
    expect(burst.state.units.find((u) => u.id === 'sc')!.destroyed).toBe(false);
    const lb = burst.state.units.find((u) => u.id === 'b')!;
    expect([lb.dps, lb.status.retiring]).toEqual([2, true]);
    expect(burst.events.some((e) => e.t === 'burstThrough')).toBe(true);
  });
  it('rout and pursuit: routers run their full move away and stop beyond 5 JT of non-broken enemy; cavalry destroy a caught router of 2 stands', () => {
    const routed = M.routMove({ ...b, shaken: true }, { x: 120, y: 600 }, [3, 3]);
    expect(Math.min(...routed.stands.map((x) => x.y))).toBeGreaterThanOrEqual(600 + 700);
    expect(M.routEnds(state([a, routed]), routed)).toBe(false);
    const farAway = M.routMove({ ...b, shaken: true }, { x: 120, y: 600 }, [5, 5, 5, 5, 5, 5, 5]);
    expect(M.routEnds(state([a, farAway]), farAway)).toBe(true);
    expect(M.pursuitCatch({ ...b, shaken: true }, true).unit.destroyed).toBe(true);
    const foot = M.pursuitCatch({ ...b, shaken: true }, false).unit;
    expect([foot.destroyed, foot.stands.length]).toEqual([false, 1]);
  });
});

describe('A.6 victory, A.7 deployment, A.8 rampage', () => {
  const a = unit('a', 0, 'c', 'swordsmen', { x: 240, y: 600 }), a2 = unit('a2', 0, 'c', 'swordsmen', { x: 1200, y: 600 });
  const b = unit('b', 1, 'e', 'spearmen', { x: 240, y: 6600 }), b2 = unit('b2', 1, 'e', 'spearmen', { x: 1440, y: 6600 });
  const pts = new Map([['a', 100], ['a2', 100], ['b', 100], ['b2', 100]]);
  it('an army at 50% losses breaks; General lost +10; baggage held +15; the turn limit gives a minor victory by 10 points', () => {
    const s = state([{ ...a, destroyed: true }, a2, b, b2]);
    expect(M.armyLosses(s, 0, pts)).toEqual({ percent: 50, broken: true });
    expect(M.battleResult(s, pts)).toEqual({ over: true, winner: 1, kind: 'break' });
    const routing = state([a, a2, { ...b, status: { ...b.status, routing: true } }, b2]);
    expect(M.armyLosses(routing, 1, pts).percent).toBe(50);
    const g = state([a, a2, b, b2], [{ ...leader('g', 0, 'general'), alive: false }]);
    expect(M.armyLosses({ ...g, baggage: [{ id: 'k', owner: 0, controller: 1, fortified: false }] }, 0, pts).percent).toBe(25);
    expect(M.battleResult({ ...g, turn: 5 }, pts)).toEqual({ over: false, winner: null, kind: '' });
    expect(M.battleResult({ ...g, turn: 12 }, pts)).toEqual({ over: true, winner: 1, kind: 'minor' });
    expect(M.battleResult({ ...state([a, a2, b, b2]), turn: 12 }, pts)).toEqual({ over: true, winner: null, kind: 'draw' });
    expect(M.battleResult(state([{ ...a, destroyed: true }, a2, { ...b, destroyed: true }, b2]), pts).kind).toBe('draw');
  });
  it('deployment within 6 JT of one\'s own long edge of the 45 × 30 JT table', () => {
    expect(M.deploymentRefusals(state([a, a2, b, b2]), 0)).toEqual([]);
    expect(M.deploymentRefusals(state([a, a2, b, b2]), 1)).toEqual([]);
    expect(M.deploymentRefusals(state([unit('a', 0, 'c', 'swordsmen', { x: 240, y: 1441 })]), 0)).toHaveLength(1);
    expect(M.deploymentRefusals(state([unit('a', 0, 'c', 'swordsmen', { x: 100, y: 1440 })]), 0)).toHaveLength(1);
    expect(M.deploymentRefusals(state([unit('b', 1, 'e', 'spearmen', { x: 240, y: 5760 - 1 })]), 1)).toHaveLength(1);
  });
  it('MOR-S3 rampage: the stand faces the cause, then turns by the D6 (A.8)', () => {
    const el = unit('el', 0, 'c', 'elephantAfrican', { kind: 'special' }); // facing +y; cause straight behind it
    const cause = { x: 0, y: -1000 };
    expect([1, 2, 3, 4, 5, 6].map((d) => M.rampageHeading(el, cause, true, d))).toEqual([0, 45, 90, 90, 135, 180]);
    expect([1, 2, 3, 4, 5, 6].map((d) => M.rampageHeading(el, cause, false, d))).toEqual([270, 315, 225, 0, 180, 90]);
  });
});

describe('MOR-S3 rampage move (A.8)', () => {
  it('the stand runs its whole roll straight ahead and bursts through what it crosses: 2 DPs, 1 for a manipular Legion in Acies (MOR-C12)', () => {
    const el = unit('el', 1, 'e', 'elephantAfrican', { kind: 'special', h: 90 });
    const inPath = unit('p', 0, 'c', 'spearmen', { y: 480 });
    const legion = { ...unit('L', 1, 'e', 'swordsmen', { x: -60, y: 660, kind: 'legion', formation: 'acies' }), legionKind: 'manipular' as const };
    const aside = unit('q', 0, 'c', 'spearmen', { x: 600, y: 480 });
    const r = M.rampageMove(state([el, inPath, legion, aside]), 'el', 90, [3, 3]);
    const at = (id: string) => r.state.units.find((u) => u.id === id)!;
    // Its roll (6 pips, 3 JT) would end it on the Legion it bursts through: it goes on to the
    // first place clear of it, 300 further [INTERP].
    expect([at('el').stands[0].x, at('el').stands[0].y, at('el').status.rampaging]).toEqual([0, 1020, true]);
    expect([at('p').dps, at('L').dps, at('q').dps]).toEqual([2, 1, 0]);
    expect(r.events[0]).toMatchObject({ t: 'rampage', provisional: true, cites: 'MOR-S3' });
    // With nothing in its way it ends where its roll takes it; with no room beyond a wall of
    // troops it stops short of them.
    expect(M.rampageMove(state([el]), 'el', 90, [3, 3]).state.units[0].stands[0].y).toBe(720);
    const wall = [0, 1, 2, 3, 4, 5, 6].map((k) => unit(`w${k}`, 0, 'c', 'spearmen', { n: 3, x: -240, y: 600 + k * 180 }));
    const stopped = M.rampageMove(state([el, ...wall]), 'el', 90, [3, 3]).state.units[0];
    expect(stopped.stands[0].y).toBeLessThan(720);
  });
});

describe('the interface', () => {
  it('every stand-in decision is labelled provisional', () => {
    const s = state([controlled(unit('a', 0, 'c', 'swordsmen', { n: 2 })), unit('b', 1, 'e', 'spearmen', { n: 2, x: 360, y: 600 })]);
    const r = M.charge(s, 'a', 'b', [2]);
    expect(r.ok && r.events.filter((e) => e.rule.startsWith('A.')).every((e) => e.provisional === true)).toBe(true);
    expect(M.provisional).toBe(true);
    expect(M.leaderShotHitOn).toBe(6);
  });
});
