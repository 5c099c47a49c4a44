// Deviations from the rulebook found by independent readers (issue 12, section 1), each a late
// option: a header that does not name it plays as the games recorded before it (LEGACY), new
// games get the rulebook's reading. Each test builds the position by hand and shows both.
import { describe, expect, it } from 'vitest';
import { isLegal, legal } from '../../../src/rules/nabis/actions';
import { leaderChecks, rollMelee } from '../../../src/rules/nabis/melee';
import { routPhase } from '../../../src/rules/nabis/sequence';
import { nabis } from '../../../src/rules/nabis';
import { resolveShot } from '../../../src/rules/nabis/shooting';
import { lval, type Melee } from '../../../src/rules/nabis/state';
import { killLeader } from '../../../src/rules/nabis/leaders';
import { activate, lid, run, scene, uid } from './scene';
import { config, ctxOf, scripted } from './helpers';

type O = Record<string, string | number>;

describe('Nabis 7.2-d (leaderLast): the units of an activated leader move before him', () => {
  const go = (o: O) => {
    const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'hastati1b', hex: 219, f: 0 }, { id: 'velites1a', hex: 515, f: 0 }], { pretor1: 517 }, o), 'pretor1');
    const t = nabis.apply(s, 0, { k: 'move', u: uid(s, 'hastati1a'), all: false, to: 516, f: 0, top: false }, ctxOf(scripted([])));
    // The leader's move, as 'lmove' performs it (applying it would also run the automatic steps
    // that follow when nothing is left to move, under the new reading).
    t.l[lid(t, 'pretor1')].hex = 516; t.act!.lmoved = true;
    return t;
  };
  it('Nabis 7.2-d: once the leader has moved, none of his units may move (rulebook 7.2 clarification)', () => {
    const u = go({ leaderLast: 'last' });
    expect(legal(u, 0).some((a) => a.k === 'move')).toBe(false);
    expect(isLegal(u, 0, { k: 'move', u: uid(u, 'velites1a'), all: false, to: 514, f: 0, top: false })).toBe(false);
    expect(isLegal(u, 0, { k: 'done' })).toBe(true);
  });
  it('Nabis 7.2-d: with nothing left to move, the leader\'s move ends the movement step', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 517, f: 0 }, { id: 'velites1a', hex: 515, f: 0 }, { id: 'spartansa', hex: 312, f: 3 }], { pretor1: 517, gorgopas: 312 }, { leaderLast: 'last' }), 'pretor1');
    const t = nabis.apply(s, 0, { k: 'lmove', to: 515 }, ctxOf(scripted(new Array(40).fill(5))));
    expect(t.act?.l === lid(t, 'pretor1') && t.act.stage === 'move').toBe(false);
  });
  it('Nabis 7.2-d: a header that does not name the option keeps the older reading (units may still move)', () => {
    const u = go({});
    expect(isLegal(u, 0, { k: 'move', u: uid(u, 'velites1a'), all: false, to: 514, f: 0, top: false })).toBe(true);
    expect(legal(go({ leaderLast: 'any' }), 0).some((a) => a.k === 'move')).toBe(true);
  });
});

describe('Nabis 7.5-c (shotRoutLeader): a routed unit destroyed by a rout shot', () => {
  const go = (o: O) => {
    const s = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'hastati1a', hex: 517, dis: 2 }, { id: 'hastati1b', hex: 318, f: 0 }], { pretor1: 517 }, o);
    s.ud[uid(s, 'cretansa')].front.sp = 7; s.ud[uid(s, 'hastati1a')].front.sp = 4; // DRM -1 (Lg): 7 - 1 = 6 >= 6, rout
    s.l[lid(s, 'pretor1')].bound = uid(s, 'hastati1a'); // 7.5-d: he rides with it
    const r = run([7], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    return { s, r };
  };
  it('Nabis 7.5-c: its leader is placed with the nearest unit of his contingent, not killed (rulebook 7.5, shooting)', () => {
    const { s } = go({ shotRoutLeader: 'placed' });
    expect(s.u[uid(s, 'hastati1a')].elim).toBe(true);
    const p = s.l[lid(s, 'pretor1')];
    expect([p.hex, p.repl, p.st]).toEqual([318, 0, 'ok']);
    expect(s.vp[1]).toBe(s.u[uid(s, 'hastati1a')].vpq); // the unit only, no leader VP
  });
  it('Nabis 7.5-c: killed when he cannot be placed (no other unit of his contingent)', () => {
    const s = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'hastati1a', hex: 517, dis: 2 }, { id: 'hastati2a', hex: 318, f: 0 }], { pretor1: 517 }, { shotRoutLeader: 'placed' });
    s.ud[uid(s, 'cretansa')].front.sp = 7; s.ud[uid(s, 'hastati1a')].front.sp = 4;
    run([7], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(s.l[lid(s, 'pretor1')].st).toBe('dead');
    expect(s.vp[1]).toBe(s.u[uid(s, 'hastati1a')].vpq + 3); // 7.1-c: the contingent is gone, counted killed
  });
  it('Nabis 7.5-c: older headers kill him (3 VP and a replacement), as the spec\'s 7.5-e reading did', () => {
    const { s } = go({});
    const p = s.l[lid(s, 'pretor1')];
    expect([p.hex, p.repl]).toEqual([318, 1]);
    expect(s.vp[1]).toBe(s.u[uid(s, 'hastati1a')].vpq + 3);
  });
});

describe('Nabis 9.3-f / 10.4-c (leaderCheckStack): the natural-9 check applies to the leaders in the stack when it is made', () => {
  // The leader is killed by the shot that destroys his routed unit (older reading of 7.5-c); his
  // replacement goes to 318. A natural 9 then checks the leaders of the target hex.
  const go = (o: O) => {
    const s = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'hastati1a', hex: 517, dis: 2 }, { id: 'hastati1b', hex: 318, f: 0 }], { pretor1: 517 }, { shotRoutLeader: 'killed', ...o });
    s.ud[uid(s, 'cretansa')].front.sp = 7; s.ud[uid(s, 'hastati1a')].front.sp = 4;
    const r = run([9, 9], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    return { s, r };
  };
  it('Nabis 9.3-f: the replacement placed elsewhere is not checked again on the same natural 9', () => {
    const { s, r } = go({ leaderCheckStack: 'present' });
    expect(r.log.filter((e) => e.t === 'leaderCheck')).toEqual([]);
    expect(r.left).toBe(1);
    expect([s.l[lid(s, 'pretor1')].repl, s.vp[1]]).toEqual([1, s.u[uid(s, 'hastati1a')].vpq + 3]);
  });
  it('Nabis 9.3-f: older headers check him where he now is, and he can die twice (6 VP)', () => {
    const { s, r } = go({});
    expect(r.log.filter((e) => e.t === 'leaderCheck').length).toBe(1);
    expect([s.l[lid(s, 'pretor1')].repl, s.vp[1]]).toEqual([2, s.u[uid(s, 'hastati1a')].vpq + 6]);
  });
  it('Nabis 9.3-f: a leader still on the target hex is checked', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }], { pretor1: 517, flamininus: 517 }, { leaderCheckStack: 'present' });
    const r = run([9, 0, 0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(r.log.filter((e) => e.t === 'leaderCheck').length).toBe(2);
  });
  it('Nabis 10.4-c: mêlée checks skip a leader no longer with a unit of the mêlée; one who went with his unit is checked', () => {
    const make = (o: O) => {
      const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'spartansa', hex: 515, f: 3 }, { id: 'hastati1b', hex: 318, f: 0 }, { id: 'spartansb', hex: 210, f: 3 }],
        { pretor1: 318, gorgopas: 210 }, o);
      const m: Melee = { a: [516], d: [515], au: [uid(s, 'hastati1a')], du: [uid(s, 'spartansa')], done: false };
      s.u[uid(s, 'spartansa')].hex = 210; // the defender retreated (or routed) to 210, his leader with it
      return { s, m };
    };
    const a = make({ leaderCheckStack: 'present' });
    const ra = run([9, 9], (ctx) => leaderChecks(a.s, ctx, [lid(a.s, 'pretor1'), lid(a.s, 'gorgopas')], a.m));
    expect(ra.log.filter((e) => e.t === 'leaderCheck').map((e) => (e as unknown as { leader: number }).leader)).toEqual([lid(a.s, 'gorgopas')]);
    const b = make({});
    const rb = run([0, 0], (ctx) => leaderChecks(b.s, ctx, [lid(b.s, 'pretor1'), lid(b.s, 'gorgopas')], b.m));
    expect(rb.log.filter((e) => e.t === 'leaderCheck').length).toBe(2);
  });
});

describe('Nabis 7.6-e (replRating): a replacement does not have the original\'s activation rating', () => {
  it('Nabis 7.6-e: Pythagoras (rating 2) is replaced by a leader with another rating; the others keep the placeholder 2', () => {
    const s = scene([{ id: 'cretansa', hex: 911 }, { id: 'cretansb', hex: 1011 }], { pythagoras: 911 }, { replRating: 'differs' });
    const p = lid(s, 'pythagoras');
    expect(lval(s, p).rating).toBe(2);
    run([], (ctx) => killLeader(s, ctx, p, 0));
    expect(s.l[p].repl).toBe(1);
    expect(lval(s, p).rating).not.toBe(2);
    expect(lval(s, p).rating).toBe(3);
    for (const id of ['pretor1', 'pretor2', 'pretor3', 'gorgopas']) expect(s.ld[lid(s, id)].repl.rating).toBe(2); // front rating 1
  });
  it('Nabis 7.6-e: older headers keep the placeholder back (rating 2, the same as Pythagoras)', () => {
    const s = nabis.setup(config({}));
    expect(s.ld[lid(s, 'pythagoras')].repl.rating).toBe(2);
  });
});

describe('Nabis 2.2 (cavalryValues): the Equites and the rulebook\'s cavalry counter', () => {
  it('Nabis 2.2: new games use the printed cavalry counter (MA 4 / quality 6, fatigued MA 2 / quality 3), strength unchanged', () => {
    const s = nabis.setup(config({ cavalryValues: 'rulebook' }));
    for (const id of ['equites1a', 'equites2a', 'equites3a']) {
      const d = s.ud[uid(s, id)];
      expect([d.front.sp, d.front.q, d.front.ma, d.back.sp, d.back.q, d.back.ma]).toEqual([2, 6, 4, 2, 3, 2]);
    }
    expect(s.ud[uid(s, 'hastati1a')].front).toEqual({ sp: 4, q: 5, ma: 4 }); // other counters untouched
  });
  it('Nabis 2.2: older headers keep the Equites placeholder (quality 4, MA 6; fatigued 3, 4)', () => {
    const d = nabis.setup(config({})).ud.find((x) => x.id === 'equites1a')!;
    expect([d.front.q, d.front.ma, d.back.q, d.back.ma]).toEqual([4, 6, 3, 4]);
  });
  it('Nabis 2.2: a counter row in the header still wins over the printed counter', () => {
    const d = nabis.setup(config({ cavalryValues: 'rulebook', units: [['Equites', 3, 5, 5, 3, 4, 3, 0]] })).ud.find((x) => x.id === 'equites1a')!;
    expect([d.front.q, d.front.ma]).toEqual([5, 5]);
  });
});

describe('Nabis 5.2.6-a (stackRout): stacked units that rout go together or separately, as their owner\'s standing choice', () => {
  // A DrR result on a stack of two Mercenaries at 0515; a third Mercenaries unit at 0514 is on the rout path.
  const melee = (o: O) => {
    const s = activate(scene([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3, z: 0 }, { id: 'mercenariesb', hex: 515, f: 3, z: 1 }, { id: 'mercenariesc', hex: 514, f: 3 },
    ], { pretor1: 516 }, o), 'pretor1');
    s.ud[uid(s, 'hastati1a')].front.sp = 9;
    const m: Melee = { a: [516], d: [515], au: [], du: [], done: false };
    const r = run([9, 0, 0], (ctx) => rollMelee(s, ctx, m)); // 9 + 5 = 14: DrR; then traversal dice
    return { s, r };
  };
  it('Nabis 5.2.6-a: together: the immediate rout moves the stack as one (one traversal check of the friend passed through)', () => {
    const { s, r } = melee({ stackRout: 'together' });
    expect(r.log.filter((e) => e.t === 'routMove').length).toBe(2); // the 2-hex rout, then the R of DrR (12.2.3-c)
    expect(r.log.filter((e) => e.t === 'routMove').every((e) => (e as unknown as { units: number[] }).units.length === 2)).toBe(true);
    expect(r.log.filter((e) => e.t === 'traversal').length).toBe(1);
    expect(r.left).toBe(1);
    expect(s.u[uid(s, 'mercenariesa')].hex).toBe(s.u[uid(s, 'mercenariesb')].hex);
  });
  it('Nabis 5.2.6-a: older headers rout them one by one in the immediate rout (two moves, two checks)', () => {
    const { r } = melee({});
    expect(r.log.filter((e) => e.t === 'routMove').length).toBe(4);
    expect(r.log.filter((e) => e.t === 'traversal').length).toBe(2);
    expect(r.left).toBe(0);
  });
  const phaseE = (o: O) => {
    const s = scene([{ id: 'hastati1a', hex: 314, dis: 2, z: 0 }, { id: 'hastati1b', hex: 314, dis: 2, fat: true, z: 1 }], {}, o);
    s.ud[uid(s, 'hastati1b')].back.ma = 2;
    run([], (ctx) => routPhase(s, ctx));
    return [s.u[uid(s, 'hastati1a')].hex, s.u[uid(s, 'hastati1b')].hex];
  };
  it('Nabis 5.2.6-a / 12.2.2-a: separately: in Phase E each unit spends its own MA (4 fresh, 2 fatigued)', () => {
    expect(phaseE({ stackRout: 'separate' })).toEqual([317, 316]); // leaving the stack costs 1 MP (5.2.4-a)
  });
  it('Nabis 5.2.6-a / 12.2.2-a: together (and older games): the stack moves at the slower MA and stays stacked', () => {
    expect(phaseE({ stackRout: 'together' })).toEqual([316, 316]);
    expect(phaseE({})).toEqual([316, 316]);
  });
});
