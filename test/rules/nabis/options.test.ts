// Each [INT] reading of the spec's §8 that is a named option: the two readings differ
// on a concrete position (one test per G-nn, named with the rule ID).
import { describe, expect, it } from 'vitest';
import { nabis } from '../../../src/rules/nabis';
import { OPTIONS, opt } from '../../../src/rules/nabis/options';
import { eliminate, phaseERout, rout, runRouts, type RoutJob } from '../../../src/rules/nabis/rout';
import { killLeader } from '../../../src/rules/nabis/leaders';
import { unitDestinations } from '../../../src/rules/nabis/movement';
import { rangedTargets, resolveShot, targetInArc } from '../../../src/rules/nabis/shooting';
import { retreatChoices, retreatStack } from '../../../src/rules/nabis/retreat';
import { hasLos, meleeTerrainDrm, stepCost } from '../../../src/rules/nabis/terrain';
import { afterAction, endActivation, rally, routPhase } from '../../../src/rules/nabis/sequence';
import { candidateMelees, meleeCalc, rollMelee } from '../../../src/rules/nabis/melee';
import { MELEE_OTHER } from '../../../src/rules/nabis/data/tables';
import { neighbour } from '../../../src/rules/nabis/hex';
import { MAP, type Melee, type NState } from '../../../src/rules/nabis/state';
import { config, ctxOf, seededDice } from './helpers';
import { legal } from '../../../src/rules/nabis/actions';
import { activate, lid, run, scene, uid, type Place } from './scene';

type O = Record<string, string | number>;
const reach = (s: NState, id: string, to: number, f?: number, ooc = false) =>
  unitDestinations(s, [uid(s, id)], ooc).some((d) => d.to === to && (f === undefined || d.f === f));

describe('option specs', () => {
  it('every option has a rule ID, both languages, and a default among its choices', () => {
    for (const o of OPTIONS) {
      expect(o.rule, o.id).toMatch(/^Nabis /);
      const id = o.rule!.replace(/-[a-z](\/[a-z])?$/, '');
      expect(o.help.en, o.id).toContain(id);
      expect(o.help.fr, o.id).toContain(id);
      expect(o.label.fr.length).toBeGreaterThan(0);
      expect(o.choices.some((c) => c.value === o.default), o.id).toBe(true);
      expect(o.choices.length).toBeGreaterThan(1);
    }
    expect(new Set(OPTIONS.map((o) => o.id)).size).toBe(OPTIONS.length);
  });
  it('options a header does not name read as their defaults, and only named ones enter the state (older games keep their hashes)', () => {
    const s = nabis.setup(config({}));
    expect(s.o.losTerrain).toBeUndefined();
    expect(opt(s.o, 'losTerrain')).toBe('blocks');
    const t = nabis.setup(config({ losTerrain: 'open' }));
    expect(opt(t.o, 'losTerrain')).toBe('open');
    expect(nabis.validateConfig(config({ losTerrain: 'sometimes' }))).toMatch(/losTerrain/);
  });
});

describe('[INT] readings as options (spec §8)', () => {
  it('Nabis 9.2-b (G-05 losTerrain): a town hex between two hexes at range 2 blocks the line of sight, or not', () => {
    const mid = Object.keys(MAP.terrain).map(Number).find((h) => MAP.terrain[h] === 'city' && MAP.level[h] === 0 &&
      neighbour(h, 0) > 0 && neighbour(h, 3) > 0 && MAP.level[neighbour(h, 0)] === 0 && MAP.level[neighbour(h, 3)] === 0)!;
    const [a, b] = [neighbour(mid, 0), neighbour(mid, 3)];
    expect(hasLos(scene([]), a, b, true)).toBe(false);
    expect(hasLos(scene([], {}, { losTerrain: 'open' }), a, b, true)).toBe(true);
  });

  it('Nabis 8.1-e (G-26 minMoveSurcharges): the minimum move waives the disengagement and stacking surcharges, or they must fit in the MA', () => {
    const units: Place[] = [
      { id: 'hastati1a', hex: 611, f: 1, fat: true, z: 0 }, { id: 'hastati1b', hex: 611, f: 1, fat: true, z: 1 }, // leaving a stack: +1
      { id: 'spartansa', hex: 610, f: 3 },                                                                      // 0611 is its front hex: +1
    ];
    const make = (o: O) => { const s = scene(units, {}, o); const i = uid(s, 'hastati1a'); s.ud[i] = { ...s.ud[i], back: { ...s.ud[i].back, ma: 1 } }; return s; };
    expect(reach(make({}), 'hastati1a', 711, 1)).toBe(true);                             // 0711: walled town, 4 MP > 1
    expect(reach(make({ minMoveSurcharges: 'paid' }), 'hastati1a', 711, 1)).toBe(false); // surcharges 2 > MA 1
  });

  it('Nabis 5.2.4-a (G-27 stackPassCost): passing through a friendly stack is free, or costs +1', () => {
    const units: Place[] = [{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 516, f: 0 }];
    expect(reach(scene(units), 'hastati1a', 513, 0)).toBe(true);                           // 4 steps, MA 4
    expect(reach(scene(units, {}, { stackPassCost: 'each' }), 'hastati1a', 513, 0)).toBe(false); // 4 + 1
    expect(reach(scene(units, {}, { stackPassCost: 'each' }), 'hastati1a', 516, 0)).toBe(true);  // ending in it: +1 once
  });

  it('Nabis 7.6-e (G-29 replacementTiming): a leader killed in his own activation is replaced next turn, or his replacement activates right after', () => {
    const go = (o: O) => {
      const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 417, f: 0 }, { id: 'spartansa', hex: 110, f: 3 }], { pretor1: 517, gorgopas: 110 }, o), 'pretor1');
      run([], (ctx) => { killLeader(s, ctx, lid(s, 'pretor1'), 1); endActivation(s, ctx); });
      return s;
    };
    const a = go({}), b = go({ replacementTiming: 'now' });
    expect(a.l[lid(a, 'pretor1')].repl).toBe(1);
    expect(a.act?.l).not.toBe(lid(a, 'pretor1'));
    expect(b.act?.l).toBe(lid(b, 'pretor1'));
  });

  it('Nabis 7.5-c (G-31 surrounded): a unit shot away on the map edge with enemies on every on-map side: its leader is killed, or moved', () => {
    const go = (o: O) => {
      const s = scene([
        { id: 'hastati1a', hex: 520, f: 0 }, { id: 'hastati1b', hex: 315, f: 0 },
        { id: 'spartansa', hex: 519, f: 3 }, { id: 'spartansb', hex: 619, f: 3 }, { id: 'perioecia', hex: 620, f: 4 },
        { id: 'perioecib', hex: 420, f: 2 }, { id: 'helotsa', hex: 419, f: 2 },
      ], { pretor1: 520 }, o);
      run([], (ctx) => eliminate(s, ctx, uid(s, 'hastati1a'), 'shoot', 'x'));
      return s;
    };
    const a = go({}), b = go({ surrounded: 'enemy' });
    expect([a.l[lid(a, 'pretor1')].repl, a.vp[1]]).toEqual([1, a.u[uid(a, 'hastati1a')].vpq + 3]); // killed, replaced
    expect([b.l[lid(b, 'pretor1')].repl, b.l[lid(b, 'pretor1')].hex]).toEqual([0, 315]);           // moved to the nearest unit
  });

  it('Nabis 12.2.2-c (G-34 routEndIllegal): a Phase E rout whose last hex breaks stacking stops short, or the unit is eliminated', () => {
    const go = (o: O) => {
      const s = scene([{ id: 'hastati1a', hex: 314, dis: 2 }, { id: 'principes1a', hex: 318 }], {}, o);
      run([], (ctx) => { const q: RoutJob[] = []; phaseERout(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
      return s.u[uid(s, 'hastati1a')];
    };
    expect(go({}).hex).toBe(317);
    expect(go({ routEndIllegal: 'eliminate' }).elim).toBe(true);
  });

  it('Nabis 12.2.3-a (G-35 traversedRouted): a routed friend passed through makes a 2-hex rout move, or a full Phase E rout move', () => {
    const go = (o: O) => {
      const s = scene([{ id: 'hastati1a', hex: 510 }, { id: 'principes1a', hex: 511, dis: 2 }], {}, o);
      const r = run([], (ctx) => { const q: RoutJob[] = []; rout(s, ctx, uid(s, 'hastati1a'), q, 'x'); runRouts(s, ctx, q); });
      expect(r.left).toBe(0);
      return s.u[uid(s, 'principes1a')].hex;
    };
    expect(go({})).toBe(513);
    expect(go({ traversedRouted: 'full' })).toBe(514); // MA 4: 1 + river 2 + 1
  });

  it('Nabis 9.1-b (G-49 arcBoundary): a range-2 target exactly 60° off the facing vertex is in the front arc, or not', () => {
    // Facing 0 (front N and NE): 0705 (NE then SE) and 0403 (N then NW) lie on the ±60° lines.
    const units: Place[] = [{ id: 'cretansa', hex: 505, f: 0 }, { id: 'hastati1a', hex: 705, f: 3 }, { id: 'hastati1b', hex: 403, f: 3 }];
    const a = scene(units), b = scene(units, {}, { arcBoundary: 'out' });
    expect([705, 403, 704, 503].map((h) => targetInArc(a, uid(a, 'cretansa'), h))).toEqual([true, true, true, true]);
    expect([705, 403, 704, 503].map((h) => targetInArc(b, uid(b, 'cretansa'), h))).toEqual([false, false, true, true]);
  });

  it('Nabis 7.4-a (G-63 oocReference): in the army commander\'s activation an out-of-command unit moves toward its contingent leader, or toward him', () => {
    const go = (o: O) => {
      const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }], { pretor1: 520, flamininus: 514 }, o), 'flamininus');
      return reach(s, 'hastati1a', 516, 0, true);
    };
    expect(go({})).toBe(false);                            // 0516 is farther from Pretor I (0520)
    expect(go({ oocReference: 'activating' })).toBe(true); // and closer to Flamininus (0514)
  });

  it('Nabis 5.1 Terrain Chart (G-70 multiLevel): a two-level climb costs and counts per level, or once', () => {
    const old = MAP.level[516];
    MAP.level[516] = 2; // the placeholder map has one level of hills only
    try {
      const a = scene([]), b = scene([], {}, { multiLevel: 'flat' });
      expect([stepCost(a, 517, 516, false), stepCost(a, 517, 516, true), meleeTerrainDrm(a, 517, 516), meleeTerrainDrm(a, 516, 517)]).toEqual([3, 5, -2, 2]);
      expect([stepCost(b, 517, 516, false), stepCost(b, 517, 516, true), meleeTerrainDrm(b, 517, 516), meleeTerrainDrm(b, 516, 517)]).toEqual([2, 3, -1, 1]);
    } finally { MAP.level[516] = old; }
  });

  it('Nabis 4-c (G-25 frontEntry): entering an enemy front hex costs nothing extra, or +1', () => {
    const units: Place[] = [{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'spartansa', hex: 512, f: 3 }]; // 0513 is its front hex
    expect(reach(scene(units), 'hastati1a', 513, 0)).toBe(true);                                  // 4 steps, MA 4
    expect(reach(scene(units, {}, { frontEntry: 'plusOne' }), 'hastati1a', 513, 0)).toBe(false); // 4 + 1
  });

  it('Nabis 5.4 (G-23 facingSeveral): one stack attacking two defenders, one of them through its rear: the lowest value, or the highest', () => {
    const go = (o: O) => {
      const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }, { id: 'spartansb', hex: 615, f: 0 }], { pretor1: 516 }, o), 'pretor1');
      const m: Melee = { a: [516], d: [515, 615], au: [uid(s, 'hastati1a')], du: [uid(s, 'spartansa'), uid(s, 'spartansb')], done: false };
      return meleeCalc(s, m).parts.facing;
    };
    expect(go({})).toBe(0);                                          // 0515 is attacked through its front
    expect(go({ facingSeveral: 'highest' })).toBe(MELEE_OTHER.rear); // 0615 through its rear
  });

  it('Nabis 12.3-g (G-37 rallyRoll): a stack rallies on one die against its best quality, or each unit on its own die and quality', () => {
    const go = (o: O, dice: number[]) => {
      const s = scene([{ id: 'hastati1a', hex: 317, f: 0, dis: 1, z: 0 }, { id: 'hastati1b', hex: 317, f: 0, dis: 1, fat: true, z: 1 }], {}, o);
      const r = run(dice, (ctx) => rally(s, ctx, 317, 0));
      expect(r.left).toBe(0);
      return [s.u[uid(s, 'hastati1a')].dis, s.u[uid(s, 'hastati1b')].dis];
    };
    expect(go({}, [5])).toEqual([0, 0]);                    // 5 <= best quality 5
    expect(go({ rallyRoll: 'unit' }, [5, 5])).toEqual([0, 1]); // 5 > 4, the fatigued unit's quality
  });

  it('Nabis 10.2-b (G-61 meleeIntoNA): cavalry may attack into a sanctuary it could not enter, or not', () => {
    const go = (o: O) => candidateMelees(activate(scene([{ id: 'equites1a', hex: 1413, f: 0 }, { id: 'mercenariesa', hex: 1412, f: 3 }], { pretor1: 1413 }, o), 'pretor1'));
    expect(MAP.terrain[1412]).toBe('sanctuary');
    expect(go({})).toEqual([{ a: [1413], d: [1412] }]);
    expect(go({ meleeIntoNA: 'forbidden' })).toEqual([]);
  });

  it('Nabis 11.2-c (G-68 restCombat): a resting unit that fires keeps its marker, or loses it', () => {
    const go = (o: O) => {
      const s = scene([{ id: 'cretansa', hex: 515, f: 3, fat: true }, { id: 'hastati1a', hex: 517, f: 0 }], {}, o);
      s.u[uid(s, 'cretansa')].rest = true;
      run([0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
      return s.u[uid(s, 'cretansa')].rest;
    };
    expect(go({})).toBe(true);
    expect(go({ restCombat: 'loses' })).toBe(false);
  });

  it('Nabis 13.2.5-d (G-41 triariiRetreat): retreating Triarii may go next to an enemy, or not', () => {
    const go = (o: O) => { const s = scene([{ id: 'triarii1a', hex: 517, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }], {}, o); return retreatChoices(s, [uid(s, 'triarii1a')]); };
    expect(go({})).toContain(516);                                  // 0516 is next to the Spartans in 0515
    expect(go({ triariiRetreat: 'covered' })).not.toContain(516);
    expect(go({ triariiRetreat: 'covered' })).toContain(518);
  });

  it('Nabis 10.5-d (G-54 retreatFront): a retreat into a front hex with a turn away is judged on the facing before (extra level), or after (none)', () => {
    const go = (o: O) => {
      const s = scene([{ id: 'hastati1a', hex: 517, f: 0 }], {}, o);
      run([], (ctx) => { const q: RoutJob[] = []; retreatStack(s, ctx, [uid(s, 'hastati1a')], q, { to: 616, df: -1 }); runRouts(s, ctx, q); });
      const u = s.u[uid(s, 'hastati1a')];
      return [u.hex, u.f, u.dis];
    };
    expect(go({})).toEqual([616, 5, 1]);                        // NE was a front hex of facing N
    expect(go({ retreatFront: 'after' })).toEqual([616, 5, 0]); // NE is a flank hex of facing NW
  });

  it('Nabis 12.2.2-a (G-39 routOrder): routed units blocking each other in E3: the Romans (attacker) move first, or the Spartans', () => {
    const go = (o: O) => {
      const s = scene([{ id: 'hastati1a', hex: 514, dis: 2 }, { id: 'spartansa', hex: 515, dis: 2 }], {}, o);
      run([], (ctx) => routPhase(s, ctx));
      return [s.u[uid(s, 'hastati1a')].hex, s.u[uid(s, 'spartansa')].hex];
    };
    const a = go({}), b = go({ routOrder: 'defender' });
    expect(a).not.toEqual(b);
    expect(Math.floor(a[1] / 100)).toBe(5); // the Spartans go straight north once the Romans have left 0514
    expect(Math.floor(b[0] / 100)).toBe(5); // the Romans go straight south once the Spartans have left 0515
  });

  it('Nabis 10.4-c (G-32 meleeLeaderChecks): on a natural 0 the attacking leader is checked after all results, or at the roll before them', () => {
    const go = (o: O, dice: number[]) => {
      const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }, o), 'pretor1');
      const m: Melee = { a: [516], d: [515], au: [uid(s, 'hastati1a')], du: [uid(s, 'mercenariesa')], done: false };
      const r = run(dice, (ctx) => rollMelee(s, ctx, m));
      expect(r.left).toBe(0);
      return { checks: r.out.checks, next: r.log[r.log.findIndex((e) => e.t === 'melee') + 1]?.t };
    };
    expect(go({}, [0]).checks).toEqual([lid(scene([]), 'pretor1')]);                          // left for after the results
    expect(go({ meleeLeaderChecks: 'roll' }, [0, 0])).toEqual({ checks: [], next: 'leaderCheck' }); // checked at once
  });

  it('Nabis 13.2.2-c (G-44 citadelExit): Nabis in the Citadel may never leave it, or may step out onto an adjacent Spartan unit', () => {
    const go = (o: O) => {
      const s = scene([{ id: 'laconiansb', hex: 1005, f: 3 }], { nabis: MAP.citadel }, o);
      s.l[lid(s, 'nabis')].cit = true;
      activate(s, 'nabis');
      return { s, moves: legal(s, 1).filter((a) => a.k === 'lmove') };
    };
    expect(go({}).moves).toEqual([]);
    const { s, moves } = go({ citadelExit: 'exit' });
    expect(moves).toEqual([{ k: 'lmove', to: 1005 }]);
    const t = nabis.apply(s, 1, moves[0], ctxOf(seededDice(1))); // the activation ends (he activates no unit) and play runs on
    expect([t.l[lid(t, 'nabis')].hex, t.l[lid(t, 'nabis')].cit]).toEqual([1005, false]);
  });

  it('Nabis 10.5-e (G-53 attackerNoRetreat): an attacking unit with no retreat hex stays with an extra level, or is eliminated', () => {
    const go = (o: O) => {
      const s = activate(scene([
        { id: 'hastati1a', hex: 520, f: 0 }, { id: 'hastati1b', hex: 315, f: 0 },
        { id: 'spartansa', hex: 519, f: 3 }, { id: 'spartansb', hex: 619, f: 3 }, { id: 'perioecia', hex: 620, f: 4 },
        { id: 'perioecib', hex: 420, f: 2 }, { id: 'helotsa', hex: 419, f: 2 },
      ], { pretor1: 315 }, o), 'pretor1');
      run([], (ctx) => { const q: RoutJob[] = []; retreatStack(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
      const u = s.u[uid(s, 'hastati1a')];
      return u.elim ? 'elim' : `${u.hex}/${u.dis}`;
    };
    expect(go({})).toBe('520/1');
    expect(go({ attackerNoRetreat: 'eliminated' })).toBe('elim');
  });
});

describe('[INT] readings made options after the first recorded games (spec §8)', () => {
  it('Nabis 7.1-f (G-28 armyStackMove): a unit stacked with the army commander may not be moved by its contingent leader, or it may', () => {
    const go = (o: O) => {
      const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 417, f: 0 }], { pretor1: 417, flamininus: 517 }, o), 'pretor1');
      return legal(s, 0).some((a) => a.k === 'move' && a.u === uid(s, 'hastati1a'));
    };
    expect(go({})).toBe(false);
    expect(go({ armyStackMove: 'moves' })).toBe(true);
  });

  it('Nabis 13.2.5-b (G-40 pilumUnfired): a bottom Lg unit that could not fire its pilum before its first offensive mêlée keeps it, or loses it', () => {
    const go = (o: O) => {
      const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0, z: 0 }, { id: 'hastati1b', hex: 516, f: 0, z: 1 }, { id: 'spartansa', hex: 515, f: 3 }], { pretor1: 516 }, o), 'pretor1');
      const m: Melee = { a: [516], d: [515], au: [uid(s, 'hastati1a'), uid(s, 'hastati1b')], du: [uid(s, 'spartansa')], done: false };
      run([5, ...Array(20).fill(5)], (ctx) => rollMelee(s, ctx, m));
      return s.u[uid(s, 'hastati1b')];
    };
    expect(go({}).pilum).toBe(true);
    expect(go({ pilumUnfired: 'lost' }).pilum).toBe(false);
    expect(go({}).firstOff).toBe(true);
  });

  it('Nabis 13.2.4-a (G-43 spartaFireTiming): the Sparta fire comes after the out-of-command moves (D.5), or before them', () => {
    const P = 1009;
    const go = (o: O) => {
      const s = scene([{ id: 'mercenariesa', hex: P, f: 0 }, { id: 'mercenariesb', hex: 1012, f: 0 }, { id: 'hastati1a', hex: 1008, f: 3 }], { pythagoras: P }, o);
      s.u[uid(s, 'mercenariesb')].ooc = true;
      activate(s, 'pythagoras');
      s.act!.stage = 'declare';
      s.dec = 1;
      return nabis.apply(s, 1, { k: 'done' }, ctxOf(seededDice(1)));
    };
    const a = go({}), b = go({ spartaFireTiming: 'beforeD5' });
    expect(a.act!.stage).toBe('ooc');
    expect(b.act!.stage).toBe('fire');
    const c = nabis.apply(b, 1, { k: 'done' }, ctxOf(seededDice(1))); // no fire: D.5 follows
    expect([c.act!.l, c.act!.stage]).toEqual([b.act!.l, 'ooc']);
  });

  it('Nabis 9.1-c (G-50 phaseBTargets): in Phase B a stack already shot at in this step is no target, or it still is', () => {
    const go = (o: O, phase: NState['phase']) => {
      const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }], {}, o);
      s.phase = phase;
      s.u[uid(s, 'hastati1a')].shot = true;
      return rangedTargets(s, uid(s, 'cretansa'));
    };
    expect(go({}, 'B')).toEqual([]);
    expect(go({ phaseBTargets: 'unlimited' }, 'B')).toEqual([517]);
    expect(go({ phaseBTargets: 'unlimited' }, 'D')).toEqual([]); // activations keep the limit
  });

  it('Nabis 10.2-f (G-51 emptiedMelee): a mêlée whose defenders offensive fire drove away ends without advance, or the attackers advance', () => {
    const go = (o: O) => {
      const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }], { pretor1: 516 }, o), 'pretor1');
      const m: Melee = { a: [516], d: [515], au: [uid(s, 'hastati1a')], du: [], done: false };
      const r = run([], (ctx) => rollMelee(s, ctx, m));
      expect(r.log.some((e) => e.t === 'meleeEmpty')).toBe(true);
      return r.out.opts;
    };
    expect(go({})).toEqual([]);
    expect(go({ emptiedMelee: 'advance' }).map((x) => x.to)).toEqual([515]);
  });

  it('Nabis 4-d (G-74 loneLeader): enemy units may not enter a lone leader\'s hex, or they may and he is killed', () => {
    const mk = (o: O) => scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'spartansa', hex: 110, f: 3 }], { gorgopas: 515 }, o);
    expect(reach(mk({}), 'hastati1a', 515)).toBe(false);
    expect(reach(mk({ loneLeader: 'open' }), 'hastati1a', 515)).toBe(true);
    const go = (o: O) => {
      const s = mk(o);
      s.u[uid(s, 'hastati1a')].hex = 515;
      run([], (ctx) => afterAction(s, ctx));
      return s;
    };
    const a = go({}), b = go({ loneLeader: 'open' });
    expect([a.l[lid(a, 'gorgopas')].repl, a.vp[0]]).toEqual([0, 0]);
    expect([b.l[lid(b, 'gorgopas')].repl, b.l[lid(b, 'gorgopas')].hex, b.vp[0]]).toEqual([1, 110, 3]); // killed, replaced on his unit
  });
});

describe('Nabis 12.2.2-a: stacking costs in the Phase E rout move (option routJoinCost)', () => {
  const go = (o: O) => {
    // Hastati MA 4 from 0314 toward row 20 across clear hexes: 0315, 0316, 0317, then 0318 with a friendly Hastati.
    const s = scene([{ id: 'hastati1a', hex: 314, dis: 2 }, { id: 'hastati1b', hex: 318 }, { id: 'principes1a', hex: 316 }], {}, o);
    run([5, 5, 5, 5], (ctx) => { const q: RoutJob[] = []; phaseERout(s, ctx, [uid(s, 'hastati1a')], q); runRouts(s, ctx, q); });
    return s.u[uid(s, 'hastati1a')].hex;
  };
  it('Nabis 12.2.2-a / 5.2.4-a: joining a stack where the rout ends costs +1 MP (new games), as the old games did not charge', () => {
    expect(go({ routJoinCost: 'paid' })).toBe(317); // 4 MP to reach 0318, +1 to join: stops short
    expect(go({ routJoinCost: 'free' })).toBe(318);
    expect(go({})).toBe(318); // a header without the option: older games replay as recorded
    expect(OPTIONS.find((x) => x.id === 'routJoinCost')!.default).toBe('paid');
  });
  it('Nabis 12.2.2-a / 5.2.4-a (G-27 stackPassCost each): every friendly hex entered costs +1 MP', () => {
    expect(go({ routJoinCost: 'paid', stackPassCost: 'each' })).toBe(317); // 0316 holds a friend: 0315 1, 0316 2, 0317 1 = 4
    expect(go({ routJoinCost: 'free', stackPassCost: 'each' })).toBe(318);
  });
});
