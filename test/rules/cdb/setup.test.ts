// Set-up without a scenario (14.3, the terrain sidebar, S1–S9): each step built by hand with
// scripted dice, each rule broken once. Seat 0 takes the Hittites (aggression 2), seat 1 the
// Mycenaeans (4) unless told otherwise.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { CdbAction } from '../../../src/rules/cdb/actions';
import type { ArmyChoice } from '../../../src/rules/cdb/army';
import { stateHash } from '../../../src/engine/canonical';
import { saltWords } from '../../../src/engine/commitment';
import { commitWords } from '../../../src/engine/commitment';
import { commitAction, deployable, sectorOf, elementAnchors, routeHexes, elementFits, inDeploymentZone, offeredPlan, planKeepable, PLACEABLE, PUBLIC_SALT, revealAction, setupLegalActions } from '../../../src/rules/cdb/setup';
import type { CdbState } from '../../../src/rules/cdb/state';
import { G } from './helpers';
import { scripted } from './game-helpers';
import { frontHexes, gridOf } from '../../../src/rules/cdb/grid';
import { permanentlyImpetuous } from '../../../src/rules/cdb/units';

const HIT: ArmyChoice = { sample: 0 }, MYC: ArmyChoice = { sample: 1 };
const salt0 = saltWords(new Uint8Array(32).fill(1), 'army'), salt1 = saltWords(new Uint8Array(32).fill(2), 'army');
const act = (s: CdbState, seat: 0 | 1, a: CdbAction, dice: number[] = []): CdbState => {
  const ctx = scripted(dice);
  const next = cdb.apply(s, seat, a, ctx);
  expect(cdb.invariants!(next)).toEqual([]);
  return next;
};
const start = (scenario = 'battle') => cdb.setup({ scenario, options: {} });
/** Both armies chosen and revealed; `dice` settle the aggression roll. */
function revealed(dice: number[], scenario = 'battle', a0 = HIT, a1 = MYC): CdbState {
  let s = act(start(scenario), 0, commitAction(a0, salt0));
  s = act(s, 1, commitAction(a1, salt1));
  s = act(s, 1, revealAction(a1, salt1));
  return act(s, 0, revealAction(a0, salt0), dice);
}
/** Mycenaeans (seat 1) attack: 1+2 against 1+4. */
const mycAttack = (scenario = 'battle') => revealed([1, 1], scenario);
const refused = (s: CdbState, seat: 0 | 1, a: CdbAction) => cdb.check(s, seat, a);

describe('CdB set-up: S1 armies chosen in secret (commit, then reveal)', () => {
  it('CdB S1: seat 0 commits, then seat 1; seat 1 reveals, then seat 0; the state holds only digests until then', () => {
    let s = start();
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    expect(refused(s, 1, commitAction(MYC, salt1))?.rule).toBe('CdB 14.3');
    s = act(s, 0, commitAction(HIT, salt0));
    // The same state whatever the army behind the digest, but the digest itself.
    const other = act(start(), 0, commitAction(MYC, salt0));
    expect(JSON.stringify({ ...s.setup, digests: [] })).toBe(JSON.stringify({ ...other.setup, digests: [] }));
    expect(stateHash(s)).not.toBe(stateHash(other));
    expect(refused(s, 0, revealAction(HIT, salt0))?.rule).toBe('CdB 14.3'); // seat 1 is to commit
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 1 });
    expect(refused(s, 1, revealAction(MYC, salt1))?.message).toMatch(/once both players have committed/);
    s = act(s, 1, commitAction(MYC, salt1));
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 1 });
    // A reveal must open the commitment: another army, or another salt, is refused.
    expect(refused(s, 1, revealAction(HIT, salt1))?.message).toMatch(/not the army committed to/);
    expect(refused(s, 1, revealAction(MYC, salt0))?.message).toMatch(/not the army committed to/);
    s = act(s, 1, revealAction(MYC, salt1));
    expect(s.corps).toEqual([]);
    s = act(s, 0, revealAction(HIT, salt0), [1, 1]);
    expect(s.corps.map((c) => c.side)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(s.setup!.step).toBe('hills');
  });
  it('CdB S1: an army revealed that breaks the builder\'s rules is refused with its rule', () => {
    const bad: ArmyChoice = { list: 0, points: 0, corps: [{ list: 0, general: 0, counts: [1, 0, 0, 0, 0], mobile: 1, immobile: 1 }] };
    let s = act(start(), 0, commitAction(bad, salt0));
    s = act(s, 1, commitAction(MYC, salt1));
    s = act(s, 1, revealAction(MYC, salt1));
    const v = refused(s, 0, revealAction(bad, salt0)) as { rule: string; message: string; fr: string };
    expect(v.rule).toBe('CdB 14');
    expect(v.fr).toMatch(/aligne de 3 à 9 Chevaliers \(irréguliers\), pas 1/);
  });
  it('legalActions offers commitments with a public salt, and their reveals', () => {
    let s = start();
    const [c] = setupLegalActions(s, 0);
    s = act(s, 0, c);
    s = act(s, 1, setupLegalActions(s, 1)[1]);
    const r = setupLegalActions(s, 1);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ k: 'revealArmy' });
    expect(setupLegalActions(s, 0)).toEqual([]);
    // A real salt leaves nothing for legalActions to guess: the device reveals by itself.
    const secret = act(act(start(), 0, commitAction(HIT, salt0)), 1, commitAction(MYC, salt1));
    expect(setupLegalActions(secret, 1)).toEqual([]);
    expect(refused(secret, 1, revealAction(MYC, salt1))).toBeNull();
  });
});

describe('CdB set-up: S2 aggression', () => {
  it('CdB S2 CdB 14.3: each player rolls 1d6 + the army\'s aggression factor; the higher total attacks', () => {
    expect(revealed([1, 1]).attacker).toBe(1); // 3 against 5
    expect(revealed([5, 2]).attacker).toBe(0); // 7 against 6
    const s = revealed([5, 2]);
    expect(s.setup!.seat).toBe(0); // the attacker places the steep hills
  });
  it('CdB M22: a tie is rolled again', () => {
    const ctx = scripted([5, 3, 1, 6]);
    let s = act(start(), 0, commitAction(HIT, salt0));
    s = act(s, 1, commitAction(MYC, salt1));
    s = act(s, 1, revealAction(MYC, salt1));
    s = cdb.apply(s, 0, revealAction(HIT, salt0), ctx); // 7 against 7, then 3 against 10
    expect(s.attacker).toBe(1);
    expect(ctx.events.filter((e) => e.t === 'aggression').map((e) => e.attacker)).toEqual([-1, 1]);
  });
});

describe('CdB set-up: S3/S4 terrain by the sidebar', () => {
  it('CdB S3 CdB S4 CdB sidebar-terrain: the attacker places 0 to 3 steep hills, then the defender rolls each element to a square and an edge', () => {
    let s = mycAttack();
    expect(s.setup!.seat).toBe(1);
    for (const h of [G.id(5, 5), G.id(15, 5), G.id(25, 5)]) s = act(s, 1, { k: 'hill', hex: h });
    expect(s.setup!.step).toBe('terrain'); // three hills: the defender's turn
    expect(s.setup!.seat).toBe(0);
    expect(s.map.cells[String(G.id(5, 5))]).toMatchObject({ ground: 'broken', level: 1 });
    expect(refused(s, 0, { k: 'place', hex: G.id(3, 3) })?.message).toMatch(/roll for an element/);
    expect(refused(s, 0, { k: 'terrainEnd' })?.message).toMatch(/2 to 3/);
    s = act(s, 0, { k: 'terrain', kind: 0 }, [1, 2]); // square 1 (north-west), touching an edge
    expect(s.setup!.pending).toEqual([0, 1, 2]);
    expect(refused(s, 0, { k: 'place', hex: G.id(20, 1) })?.rule).toBe('CdB C8'); // square 3
    expect(refused(s, 0, { k: 'place', hex: G.id(5, 8) })?.message).toMatch(/touching a map edge/); // square 1, off the edges
    s = act(s, 0, { k: 'place', hex: G.id(4, 1) });
    expect(s.map.cells[String(G.id(4, 1))]).toMatchObject({ kind: 'wood' });
    expect(s.map.cells[String(G.id(5, 1))]).toMatchObject({ kind: 'wood' });
    s = act(s, 0, { k: 'terrain', kind: 1 }, [5, 6]); // square 5 (south centre), at least 7 hexes from the edges
    expect(refused(s, 0, { k: 'place', hex: G.id(15, 20) })?.rule).toBe('CdB C8');
    expect(refused(s, 0, { k: 'place', hex: G.id(15, 13) })).toBeNull();
    s = act(s, 0, { k: 'place', hex: G.id(15, 13) });
    expect(refused(s, 0, { k: 'terrainEnd' })).toBeNull();
    s = act(s, 0, { k: 'terrain', kind: 4 }, [6, 1]);
    s = act(s, 0, { k: 'place', hex: G.id(28, 21) });
    expect(s.setup!.step).toBe('side'); // the third element ends the terrain
    expect(s.setup!.seat).toBe(1);
  });
  it('CdB sidebar-terrain M11 M12: the attacker first invades along a road (then his steep hills), a river (broken ground, no hills) or declares a water side', () => {
    const g = gridOf(mycAttack());
    // A road from the South edge at column 12 to the North edge at column 18: a chain of neighbours, edge to edge.
    let s = act(mycAttack(), 1, { k: 'route', kind: 0, from: 12, to: 18 });
    const road = routeHexes(s, 12, 18);
    expect(road[0]).toBe(G.id(12, 22));
    expect(road[road.length - 1]).toBe(G.id(18, 1));
    expect(road.every((h, i) => i === 0 || g.distance(h, road[i - 1]) === 1)).toBe(true);
    expect(road.length).toBe(g.distance(G.id(12, 22), G.id(18, 1)) + 1);
    expect(road.every((h) => s.map.cells[String(h)]?.road === true && s.map.cells[String(h)]?.ground === 'clear')).toBe(true);
    expect(s.setup!.step).toBe('hills'); // hills still to come with a road
    expect(refused(s, 1, { k: 'route', kind: 2, from: 0, to: 0 })?.message).toMatch(/first/); // one choice
    expect(refused(s, 1, { k: 'hill', hex: road[5] })?.rule).toBe('sidebar-terrain'); // no hill on the road
    s = act(s, 1, { k: 'hill', hex: G.id(5, 5) });
    expect(refused(s, 1, { k: 'route', kind: 1, from: 3, to: 3 })?.message).toMatch(/before his steep hills/);
    // A river: broken ground, and the defender's terrain next (no steep hills).
    const r = act(mycAttack(), 1, { k: 'route', kind: 1, from: 24, to: 20 });
    expect(routeHexes(r, 24, 20).every((h) => r.map.cells[String(h)]?.river === true && r.map.cells[String(h)]?.ground === 'broken')).toBe(true);
    expect(r.setup!.step).toBe('terrain');
    expect(r.setup!.seat).toBe(0);
    // A water side: nothing on the map, the side recorded (turned with the terrain when the side roll says so).
    const w = act(mycAttack(), 1, { k: 'route', kind: 2, from: 1, to: 0 });
    expect(w.map.water).toBe('E');
    expect(Object.keys(w.map.cells)).toEqual([]);
    expect(w.setup!.step).toBe('hills');
    // Bad routes, each refused with its words.
    expect(refused(mycAttack(), 1, { k: 'route', kind: 0, from: 0, to: 5 })?.message).toMatch(/South edge to a hex of the North edge/);
    expect(refused(mycAttack(), 1, { k: 'route', kind: 2, from: 2, to: 0 })?.message).toMatch(/West or the East/);
    expect(refused(mycAttack(), 1, { k: 'route', kind: 3, from: 1, to: 1 })).not.toBeNull();
    expect(refused(mycAttack(), 0, { k: 'route', kind: 0, from: 5, to: 5 })).not.toBeNull(); // the defender does not choose it
    // Offered to the bots and the phone.
    expect(setupLegalActions(mycAttack(), 1).filter((a) => a.k === 'route')).toHaveLength(3);
  });
  it('CdB sidebar-terrain M11: the defender may place a river from the middle of the West side to the middle of the East side, as one of his elements', () => {
    let s = act(mycAttack(), 1, { k: 'terrainEnd' });
    expect(refused(s, 0, { k: 'riverAcross', row: 5 })?.message).toMatch(/middle of the West side/);
    s = act(s, 0, { k: 'riverAcross', row: 11 });
    expect(Array.from({ length: 30 }, (_, i) => s.map.cells[String(G.id(i + 1, 11))]?.river)).toEqual(Array(30).fill(true));
    expect(s.setup!.elements).toBe(1); // one of his 2 to 3 elements
    expect(refused(s, 0, { k: 'riverAcross', row: 12 })?.message).toMatch(/a river already/);
    // After the attacker's river, none; across earlier terrain (a hill), none.
    const r = act(act(mycAttack(), 1, { k: 'route', kind: 1, from: 10, to: 10 }), 0, { k: 'terrain', kind: 6 }, [1, 1]);
    expect(refused(act(r, 0, { k: 'place', hex: elementAnchors(r, 1, 1)[0] }), 0, { k: 'riverAcross', row: 11 })?.message).toMatch(/a river already/);
    const h = act(act(mycAttack(), 1, { k: 'hill', hex: G.id(15, 11) }), 1, { k: 'terrainEnd' });
    expect(refused(h, 0, { k: 'riverAcross', row: 11 })?.message).toMatch(/earlier terrain/);
    expect(refused(h, 0, { k: 'riverAcross', row: 12 })?.message).toMatch(/earlier terrain/); // the hill's footprint reaches row 12
    // A road it crosses stays (a ford): the hex is a river and a road.
    const ford = act(act(act(mycAttack(), 1, { k: 'route', kind: 0, from: 15, to: 15 }), 1, { k: 'terrainEnd' }), 0, { k: 'riverAcross', row: 11 });
    const crossing = routeHexes(ford, 15, 15).find((x) => G.row(x) === 11)!;
    expect(ford.map.cells[String(crossing)]).toMatchObject({ river: true, road: true, ground: 'broken' });
  });
  it('CdB C8: on 5 or 6 an element lies at least 7 hexes from every map edge; on 1 to 4 it touches one', () => {
    const s = mycAttack();
    expect(elementFits(s, G.id(15, 8), 2, 6)).toBe(true);
    expect(elementFits(s, G.id(15, 7), 2, 6)).toBe(false); // row 7: 6 hexes from the North edge
    expect(elementFits(s, G.id(15, 8), 2, 4)).toBe(false);
    expect(elementFits(s, G.id(15, 1), 2, 4)).toBe(true);
    // A flank square has room in its inner corner only.
    expect(elementAnchors(s, 1, 5).every((h) => G.col(h) >= 8 && G.row(h) >= 8)).toBe(true);
  });
  it('CdB sidebar-terrain: an element with no room in its square is lost', () => {
    let s = mycAttack();
    s = act(s, 1, { k: 'terrainEnd' });
    // Fill square 2's inner part (7 hexes from every edge) so that a 5–6 element finds no room.
    for (const h of elementAnchors(s, 2, 6)) for (const x of [h]) s.map.cells[String(x)] = { ground: 'clear', kind: 'open', level: 1 };
    expect(elementAnchors(s, 2, 6)).toEqual([]);
    const ctx = scripted([2, 6]);
    s = cdb.apply(s, 0, { k: 'terrain', kind: 0 }, ctx);
    expect(ctx.events.map((e) => e.t)).toContain('terrainLost');
    expect(s.setup!.pending).toEqual([]);
    expect(s.setup!.elements).toBe(1);
  });
  it('the bare-map scenario skips the terrain', () => {
    const s = mycAttack('battle-open');
    expect(s.setup!.step).toBe('side');
    expect(PLACEABLE.map((p) => p.kind)).toContain('wood');
  });
});

/** Through the terrain with one wood in the North-West corner, to the side roll. */
function toSide(): CdbState {
  let s = act(mycAttack(), 1, { k: 'terrainEnd' });
  s = act(s, 0, { k: 'terrain', kind: 0 }, [1, 1]);
  s = act(s, 0, { k: 'place', hex: G.id(4, 1) });
  s = act(s, 0, { k: 'terrain', kind: 0 }, [3, 1]);
  s = act(s, 0, { k: 'place', hex: G.id(26, 1) });
  return act(s, 0, { k: 'terrainEnd' });
}

describe('CdB set-up: S5 side', () => {
  it('CdB S5 CdB 14.3: the attacker picks a long side; on 1–4 he takes it, on 5–6 the other', () => {
    const s = toSide();
    const wood = String(G.id(4, 1));
    // Seat 1 (attacker) is at home on the North edge; picking North and rolling 1–4 keeps the map.
    const keep = act(s, 1, { k: 'side', edge: 1 }, [4]);
    expect(keep.map.cells[wood]).toMatchObject({ kind: 'wood' });
    // Rolling 5: he deploys on the South side, which is the same battle as the map turned round.
    const turned = act(s, 1, { k: 'side', edge: 1 }, [5]);
    expect(turned.map.cells[wood]).toBeUndefined();
    expect(turned.map.cells[String(G.id(31 - 4, 23 - 1))]).toMatchObject({ kind: 'wood' });
    expect(Object.keys(turned.map.cells)).toHaveLength(Object.keys(keep.map.cells).length);
    const south = act(s, 1, { k: 'side', edge: 0 }, [2]);
    expect(south.map.cells[wood]).toBeUndefined();
    expect(south.setup!.step).toBe('baggage');
    expect(south.setup!.seat).toBe(0); // the defender places the baggage first
  });
});

/** Through the side roll (the map kept), to the baggage. */
const toBaggage = () => act(toSide(), 1, { k: 'side', edge: 1 }, [1]);
const row = (side: 0 | 1) => (side === 0 ? 22 : 1);
const bags = (side: 0 | 1, first = 4) => Array.from({ length: 6 }, (_, i) => G.id(first + 2 * i, row(side)));

describe('CdB set-up: S6 baggage', () => {
  it('CdB S6 CdB 14.3: each player, the defender first, places his baggage on free hexes along his own edge, clear of the side edges', () => {
    let s = toBaggage();
    expect(refused(s, 1, { k: 'baggage', hexes: bags(1) })?.rule).toBe('CdB 14.3'); // the defender first
    expect(refused(s, 0, { k: 'baggage', hexes: bags(0).slice(1) })?.message).toMatch(/each of the 6 baggage/);
    expect(refused(s, 0, { k: 'baggage', hexes: [...bags(0).slice(1), G.id(5, 21)] })?.message).toMatch(/along its own edge/);
    expect(refused(s, 0, { k: 'baggage', hexes: [...bags(0).slice(1), G.id(2, 22)] })?.message).toMatch(/side edges/);
    expect(refused(s, 0, { k: 'baggage', hexes: [...bags(0).slice(1), G.id(3, 22)] })).toBeNull();
    s = act(s, 0, { k: 'baggage', hexes: bags(0) });
    expect(s.units.filter((u) => u.counters[0].type === 'Bag')).toHaveLength(6);
    expect(s.units.every((u) => u.facing === null && u.side === 0)).toBe(true);
    expect(refused(s, 1, { k: 'baggage', hexes: bags(1).map((h) => h) })).toBeNull();
    s = act(s, 1, { k: 'baggage', hexes: bags(1, 5) });
    expect(s.setup!.step).toBe('plan');
  });
});

/** Through the baggage to the secret plans. */
const toPlan = () => act(act(toBaggage(), 0, { k: 'baggage', hexes: bags(0) }), 1, { k: 'baggage', hexes: bags(1, 5) });
const planSalt = [salt0, salt1];
const commitPlan = (plan: number[], seat: 0 | 1): CdbAction => ({ k: 'commitPlan', digest: commitWords(plan, planSalt[seat]) });
/** Plans committed (the defender, seat 0, first), to the deployment. */
function toDeploy(plans: number[][] = [[0, 1, 2], [0, 1, 2]]): CdbState {
  const s = act(toPlan(), 0, commitPlan(plans[0], 0));
  return act(s, 1, commitPlan(plans[1], 1));
}
/** A corps in its reserve order, foot of a kind in pairs, the rest alone, on one row from `col`. */
function line(s: CdbState, corps: number, r: number, col: number, facing: number, mountedRow?: number, mountedCol = col): CdbAction {
  const pool = s.setup!.reserve[String(corps)].filter((c) => c.type !== 'Bag');
  const units: { hex: number; facing: number; counters: number[] }[] = [];
  let c = col, m = mountedCol;
  for (let i = 0; i < pool.length; i++) {
    const k = pool[i], n = pool[i + 1];
    const mounted = ['Kn', 'Cv'].includes(k.type);
    const pair = n && n.type === k.type && ['Sp', 'Pk', 'Wb'].includes(k.type) && !k.general;
    const ids = pair ? [k.id, n.id] : [k.id];
    if (pair) i++;
    if (mounted && mountedRow !== undefined) units.push({ hex: G.id(m++, mountedRow), facing, counters: ids });
    else units.push({ hex: G.id(c++, r), facing, counters: ids });
  }
  return { k: 'deploy', corps, units, dismount: [] };
}

describe('CdB set-up: S8/S9 deployment', () => {
  it('CdB S9 CdB 14.3: the defender\'s largest corps first, then the attacker\'s, then in turn', () => {
    const s = toDeploy();
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 }); // the Hittites defend
    // The Hittite corps count 12 counters each (baggage apart): any may go first.
    expect(deployable(s, 0)).toEqual([1, 2, 3]);
    const big = JSON.parse(JSON.stringify(s)) as CdbState;
    big.setup!.reserve['1'].pop(); // corps 1 one counter smaller
    expect(deployable(big, 0)).toEqual([2, 3]);
    expect(refused(big, 0, line(big, 1, 19, 4, 4))?.message).toMatch(/largest corps/);
  });
  it('CdB 14.3 CdB M19: the defender within 4 hexes of his edge, the attacker within 2, every corps; none within 2 hexes of the side edges', () => {
    let s = toDeploy();
    expect(inDeploymentZone(s, 0, G.id(10, 19))).toBe(true);
    expect(inDeploymentZone(s, 0, G.id(10, 18))).toBe(false);
    expect(inDeploymentZone(s, 1, G.id(10, 2))).toBe(true);
    expect(inDeploymentZone(s, 1, G.id(10, 3))).toBe(false);
    expect(inDeploymentZone(s, 0, G.id(2, 20))).toBe(false);
    expect(inDeploymentZone(s, 0, G.id(3, 20))).toBe(true);
    expect(inDeploymentZone(s, 0, G.id(29, 20))).toBe(false);
    expect(refused(s, 0, line(s, 1, 18, 4, 4))?.message).toMatch(/outside the deployment zone: within 4 hexes/);
    expect(refused(s, 0, line(s, 1, 19, 2, 4))?.message).toMatch(/more than 2 from the side edges/);
    s = act(s, 0, line(s, 1, 19, 4, 4));
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 1 });
    expect(refused(s, 1, line(s, 4, 3, 4, 1))?.message).toMatch(/within 2 hexes/);
    s = act(s, 1, line(s, 4, 2, 4, 1));
    // M19: the later corps keep the same depths.
    expect(refused(s, 0, line(s, 2, 18, 17, 4))?.message).toMatch(/within 4 hexes/);
    expect(refused(s, 0, line(s, 2, 19, 4, 4))?.message).toMatch(/taken/);
  });
  it('CdB 14.3: a corps places all its counters, each once, in legal stacks', () => {
    const s = toDeploy();
    const a = line(s, 1, 19, 4, 4) as Extract<CdbAction, { k: 'deploy' }>;
    expect(refused(s, 0, { ...a, units: a.units.slice(1) })?.message).toMatch(/every one of its counters/);
    const three = { ...a, units: [{ ...a.units[0], counters: [...a.units[0].counters, ...a.units[1].counters] }, ...a.units.slice(2)] };
    expect(refused(s, 0, three)?.rule).toBe('CdB 8');
    expect(refused(s, 0, { ...a, units: a.units.map((u, i) => (i === 0 ? { ...u, facing: 6 } : u)) })?.rule).toBe('CdB 6.1');
  });
  it('CdB S8 CdB 2.7: each counter with a dismounted form may deploy mounted or dismounted, the owner\'s choice', () => {
    let s = toDeploy();
    s = act(s, 0, line(s, 1, 19, 4, 4));
    const a = line(s, 4, 2, 4, 1) as Extract<CdbAction, { k: 'deploy' }>;
    const cv = s.setup!.reserve['4'].filter((c) => c.type === 'Cv').map((c) => c.id);
    expect(cv).toHaveLength(4);
    const hit = s.units.find((u) => u.counters[0].type === 'Kn')!.counters[0].id;
    expect(refused(s, 1, { ...a, dismount: [hit] })?.rule).toBe('CdB 2.7');
    s = act(s, 1, { ...a, dismount: cv.slice(0, 2) });
    const formed = s.units.filter((u) => u.corps === 4).flatMap((u) => u.counters);
    expect(formed.filter((c) => c.type === 'Bd')).toHaveLength(2);
    expect(formed.filter((c) => c.type === 'Cv')).toHaveLength(2);
    expect(formed.find((c) => c.general)!.type).toBe('Bd'); // the general dismounted with his counter
    expect(formed.find((c) => c.type === 'Bd')).toMatchObject({ ma: 2, tvFoot: 5, tvMounted: 3 });
    expect(formed.some((c) => 'dismountTo' in c)).toBe(false);
  });
  it('CdB 14.3 P9 CdB S7: once every corps is placed each player shows his plan, which the deployment kept; then the attacker plays the first player-turn', () => {
    const p = toPlan();
    // Defender: foot on row 19, horse behind on row 20; attacker: foot on row 2, horse on row 1 east of the baggage.
    const lineOf = (s: CdbState, seat: 0 | 1, k: number) => { const corps = s.corps.filter((c) => c.side === seat)[k].id; return seat === 0 ? line(s, corps, 19, 4 + 5 * k, 4, 20) : line(s, corps, 2, 4 + 5 * k, 1, 1, 16 + 4 * k); };
    const plans = ([0, 1] as const).map((seat) => [0, 1, 2].map((k) => sectorOf(p, seat, (lineOf(p, seat, k) as Extract<CdbAction, { k: 'deploy' }>).units.map((u) => u.hex))));
    expect(plans[0]).toEqual([0, 0, 1]); // West to East from the South edge
    expect(plans[1]).toEqual([1, 1, 0]); // the North player sees the East on his left
    expect(refused(p, 1, commitPlan(plans[1], 1))?.rule).toBe('CdB 14.3'); // the defender writes first
    let s = act(act(p, 0, commitPlan(plans[0], 0)), 1, commitPlan(plans[1], 1));
    expect(s.setup!.step).toBe('deploy');
    for (let guard = 0; s.setup!.step === 'deploy' && guard < 10; guard++) {
      const seat = (cdb.waitingFor(s) as { seat: 0 | 1 }).seat;
      const corps = deployable(s, seat)[0];
      s = act(s, seat, lineOf(s, seat, s.corps.filter((c) => c.side === seat).findIndex((c) => c.id === corps)));
    }
    expect(s.setup!.step).toBe('planReveal');
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    expect(refused(s, 0, { k: 'revealPlan', salt: planSalt[0], plan: [0, 1, 1] })?.message).toMatch(/not the plan written/);
    s = act(s, 0, { k: 'revealPlan', salt: planSalt[0], plan: plans[0] });
    s = act(s, 1, { k: 'revealPlan', salt: planSalt[1], plan: plans[1] });
    expect(s.setup).toBeUndefined();
    expect(s.phase).toBe('ap');
    expect(s.active).toBe(1);
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 1 });
    expect(s.armyTotal).toEqual([2 * 33 + 6 * 4, 2 * 33 + 6 * 4]);
    expect(s.corpsThreshold['1']).toBe(8);
    expect(cdb.legalActions(s, 1)).toEqual([{ k: 'roll' }]);
  });
  it('CdB S7: a plan the deployment did not keep cannot be shown: the refusal says which corps strayed', () => {
    let s = toDeploy([[2, 2, 2], [0, 1, 2]]);
    for (let guard = 0; s.setup!.step === 'deploy' && guard < 10; guard++) {
      const seat = (cdb.waitingFor(s) as { seat: 0 | 1 }).seat;
      const corps = deployable(s, seat)[0];
      const k = s.corps.filter((c) => c.side === seat).findIndex((c) => c.id === corps);
      s = act(s, seat, seat === 0 ? line(s, corps, 19, 4 + 5 * k, 4, 20) : line(s, corps, 2, 4 + 5 * k, 1, 1, 16 + 4 * k));
    }
    const v = refused(s, 0, { k: 'revealPlan', salt: planSalt[0], plan: [2, 2, 2] }) as { rule: string; message: string; fr: string };
    expect(v.rule).toBe('CdB S7');
    expect(v.message).toBe('corps 1 was to deploy right, it stands left');
    expect(v.fr).toBe('le corps 1 devait se placer à droite, il est à gauche');
  });
  it('CdB S7: with a public plan (bots) legalActions offers only deployments that keep it', () => {
    let s = toPlan();
    s = act(s, 0, setupLegalActions(s, 0)[0]);
    s = act(s, 1, setupLegalActions(s, 1)[0]);
    for (let guard = 0; s.setup!.step === 'deploy' && guard < 10; guard++) {
      const seat = (cdb.waitingFor(s) as { seat: 0 | 1 }).seat;
      const options = setupLegalActions(s, seat);
      expect(options.length).toBeGreaterThan(0);
      s = act(s, seat, options[options.length - 1]);
    }
    s = act(s, 0, setupLegalActions(s, 0)[0]);
    s = act(s, 1, setupLegalActions(s, 1)[0]);
    expect(s.phase).toBe('ap');
  });
  it('CdB S7: a bot writes only a plan it can keep: with its left wing taken, not the usual left-centre-right; each line offered leaves the later corps a line of their own', () => {
    let s = toPlan();
    // The defender's (seat 0, South) left third filled, every row of the zone: no corps can stand there.
    const fill = [];
    for (let col = 3; col <= 12; col++) for (let r = 17; r <= 22; r++) if (!s.units.some((u) => u.hex === G.id(col, r))) fill.push({ id: 900 + fill.length, side: 0 as const, corps: 99, hex: G.id(col, r), facing: 4, counters: [{ id: 5000 + fill.length, type: 'Ps' as const, quality: 'O' as const, regular: true, ma: 3, tvFoot: 2, tvMounted: 2 }] });
    s = { ...s, units: [...s.units, ...fill] };
    // (the stand-in units are not a real corps: the invariants are not asked here)
    const go = (q: CdbState, seat: 0 | 1, x: CdbAction) => cdb.apply(q, seat, x, scripted([]));
    expect(planKeepable(s, 0, offeredPlan(3))).toBe(false);
    const [commit] = setupLegalActions(s, 0);
    const written = [0, 1, 2].flatMap((a) => [0, 1, 2].flatMap((b) => [0, 1, 2].map((c) => [a, b, c]))).filter((p) => JSON.stringify(commitWords(p, PUBLIC_SALT)) === JSON.stringify((commit as { digest: number[] }).digest));
    expect(written).toHaveLength(1);
    expect(written[0]).not.toContain(0);
    expect(planKeepable(s, 0, written[0])).toBe(true);
    s = go(s, 0, commit);
    s = go(s, 1, setupLegalActions(s, 1)[0]);
    for (let guard = 0; s.setup!.step === 'deploy' && guard < 10; guard++) {
      const seat = (cdb.waitingFor(s) as { seat: 0 | 1 }).seat;
      const options = setupLegalActions(s, seat);
      expect(options.length).toBeGreaterThan(0);
      s = go(s, seat, options[options.length - 1]);
    }
    expect(s.setup!.step).toBe('planReveal');
    s = go(s, 0, setupLegalActions(s, 0)[0]);
    s = go(s, 1, setupLegalActions(s, 1)[0]);
    expect(s.phase).toBe('ap');
  });
  it('the Knights-behind-Spears deployment is the player\'s choice: Knights may stand in front', () => {
    const s = toDeploy();
    const a = line(s, 1, 19, 4, 4, 20) as Extract<CdbAction, { k: 'deploy' }>;
    const front = line(s, 1, 19, 4, 4) as Extract<CdbAction, { k: 'deploy' }>;
    expect(a.units.some((u) => G.row(u.hex) === 20)).toBe(true);
    expect(refused(s, 0, a)).toBeNull(); // horse behind the foot
    expect(refused(s, 0, front)).toBeNull(); // all on one row
  });
});

describe('CdB set-up: the rule system object, codes and words', () => {
  it('CdB 14.3: the scenarios: the fixed sample deployment first; the pitched battle (terrain sidebar) and on open ground offered, named and explained in both languages', () => {
    expect(cdb.scenarios.map((x) => x.id)).toEqual(['hittite-mycenaean', 'battle', 'battle-open']);
    for (const sc of cdb.scenarios) expect(sc.name.en && sc.name.fr && sc.summary?.en && sc.summary?.fr).toBeTruthy();
    for (const id of ['battle', 'battle-open']) {
      expect(cdb.validateConfig({ scenario: id, options: {} })).toBeNull();
      const s = start(id);
      expect(s.phase).toBe('setup');
      expect(cdb.invariants!(s)).toEqual([]);
      expect(refused(s, 0, { k: 'roll' })?.rule).toBe('CdB 14.3');
    }
    const fixed = cdb.setup({ scenario: 'hittite-mycenaean', options: {} });
    expect(fixed.setup).toBeUndefined();
    expect(refused(fixed, 0, { k: 'side', edge: 0 })?.message).toMatch(/set-up is over/);
  });
  it('CdB 2.7: the header\'s corrected values reach the counters raised at the reveal and the dismounted forms', () => {
    const corrected = cdb.setup({ scenario: 'battle', options: { unitValues: [['Bd', 'tvFoot', 6], ['Kn', 'ma', 4]] as never } });
    let s = act(corrected, 0, commitAction(HIT, salt0));
    s = act(s, 1, commitAction(MYC, salt1));
    s = act(s, 1, revealAction(MYC, salt1));
    s = act(s, 0, revealAction(HIT, salt0), [1, 1]);
    expect(s.setup!.reserve['1'].find((c) => c.type === 'Kn')!.ma).toBe(4);
    const cv = s.setup!.reserve['4'].find((c) => c.type === 'Cv')!;
    expect(cv.dismountTo).toEqual({ type: 'Bd', quality: 'O' });
    expect(cdb.validateConfig({ scenario: 'battle', options: { unitValues: [['Bd', 'tvFoot', 6]] as never } })).toBeNull();
  });
  it('set-up actions round-trip as bounded codes; malformed codes are refused', () => {
    let s = toDeploy();
    const actions: CdbAction[] = [commitAction(HIT, salt0), revealAction({ list: 2, points: 1, corps: [{ list: 2, general: 0, counts: Array(32).fill(1), mobile: 2, immobile: 0 }] }, salt0),
      { k: 'hill', hex: 1205 }, { k: 'terrain', kind: 3 }, { k: 'place', hex: 1511 }, { k: 'terrainEnd' }, { k: 'side', edge: 1 }, { k: 'baggage', hexes: bags(0) },
      { ...(line(s, 1, 19, 4, 4) as Extract<CdbAction, { k: 'deploy' }>), dismount: [3, 4] }];
    for (const a of actions) expect(cdb.decodeAction(cdb.encodeAction(a))).toEqual(a);
    expect(() => cdb.decodeAction([6, 1, 2])).toThrow(/too short/);
    expect(() => cdb.decodeAction([6, ...Array(16).fill(70000)])).toThrow(/out of range/);
    expect(() => cdb.decodeAction([12, 2])).toThrow(/edge/);
    expect(() => cdb.decodeAction([13, 0])).toThrow(/no baggage/);
    expect(() => cdb.decodeAction([14, 1, 1, 1205, 6, 1, 7, 0])).toThrow(/facing/);
    expect(() => cdb.decodeAction([11, 0])).toThrow(/trailing/);
    s = toDeploy();
    for (const lang of ['en', 'fr'] as const) for (const a of actions) expect(cdb.describeAction(s, a, lang)).not.toMatch(/undefined|NaN|\[object/);
    expect(cdb.describeAction(s, { k: 'side', edge: 1 }, 'fr')).toBe('choisir le bord nord');
  });
  it('set-up events read in both languages, dice included', () => {
    const ctx = scripted([5, 3, 1, 6, 1, 2, 5]);
    let s = act(start(), 0, commitAction(HIT, salt0));
    s = cdb.apply(s, 1, commitAction(MYC, salt1), ctx);
    s = cdb.apply(s, 1, revealAction(MYC, salt1), ctx);
    s = cdb.apply(s, 0, revealAction(HIT, salt0), ctx);
    s = cdb.apply(s, 1, { k: 'terrainEnd' }, ctx);
    s = cdb.apply(s, 0, { k: 'terrain', kind: 0 }, ctx);
    s = cdb.apply(s, 0, { k: 'place', hex: G.id(4, 1) }, ctx);
    const words = ctx.events.map((e) => cdb.describeEvent(e, 'en'));
    expect(words).toContain('the first player die 5 + aggression 2 = 7; the second player die 3 + aggression 4 = 7: a tie, rolled again (rule 14.3)');
    expect(words.some((w) => /reveals the army: Later Mycenaean \(Achaian\) \(sample army\)/.test(w))).toBe(true);
    expect(words.some((w) => /wood: square 1 \(die\), touching an edge \(die 2\)/.test(w))).toBe(true);
    for (const e of ctx.events) expect(cdb.describeEvent(e, 'fr')).not.toMatch(/undefined|NaN|sans description/);
  });
});

describe('CdB set-up by random legal choices', () => {
  it('CdB 14.3: 40 set-ups (with and without the terrain sidebar) always offer a choice and always finish, sound by the invariants', async () => {
    const { randomAction } = await import('../../../src/engine/bot');
    const { BotRandom, DrawStream } = await import('../../../src/engine/draws');
    const { sha256, utf8 } = await import('../../../src/engine/bytes');
    for (let seed = 100; seed < 140; seed++) {
      let s = start(seed % 2 ? 'battle' : 'battle-open');
      const dice = new DrawStream(sha256(utf8(`cdb set-up fuzz ${seed}`)));
      const rnd = new BotRandom(seed);
      for (let n = 0; s.setup && n < 80; n++) {
        const w = cdb.waitingFor(s) as { seat: 0 | 1 };
        expect(cdb.legalActions(s, w.seat).length, `seed ${seed} step ${s.setup.step}`).toBeGreaterThan(0);
        s = cdb.apply(s, w.seat, randomAction(cdb, s, w.seat, rnd), { dice, log: () => {} });
        expect(cdb.invariants!(s)).toEqual([]);
      }
      expect(s.phase, `seed ${seed}`).toBe('ap');
    }
  });
});

describe('CdB 9.5 / 8.2: the fixed sample deployment does not make an army rout itself', () => {
  it('CdB 9.5: no permanently impetuous unit starts with a friend in its front hexes (it would advance through it, 8.2)', () => {
    const s = cdb.setup({ scenario: 'hittite-mycenaean', options: {} });
    const g = gridOf(s);
    const impetuous = s.units.filter((u) => permanentlyImpetuous(u.counters[0]));
    expect(impetuous.length).toBeGreaterThan(0);
    for (const u of impetuous) {
      const friendsAhead = frontHexes(g, u).filter((h) => s.units.some((o) => o.hex === h && o.side === u.side));
      expect(friendsAhead).toEqual([]);
    }
  });
});

