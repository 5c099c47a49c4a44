// Shooting (Nabis 9.3, 5.2, 5.3) pinned value by value: each modifier, the chart thresholds,
// the side effects and the options, on positions built by hand (issue 12, section 2).
import { describe, expect, it } from 'vitest';
import { canShoot, rangedShooters, rangedTargets, resolveShot, shotCalc, targetInArc } from '../../../src/rules/nabis/shooting';
import { lid, run, scene, uid } from './scene';

type O = Record<string, string | number>;
/** Cretan archers (Ar) at 0515 facing south, a target stack at 0517 (range 2) or 0516 (range 1). */
const duel = (target = 'hastati1a', hex = 517, o: O = {}) => scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: target, hex, f: 0 }], { pretor1: hex }, o);

describe('Nabis 9.3-a..d: the shooting DRM', () => {
  it('Nabis 5.3: target type: Lg and Ho -1, Ca -2, Pe and Ja 0', () => {
    for (const [id, v] of [['hastati1a', -1], ['triarii1a', -1], ['equites1a', -2], ['velites1a', 0]] as const) {
      const s = duel(id);
      expect([id, shotCalc(s, [uid(s, 'cretansa')], 517)!.parts.targetType]).toEqual([id, v]);
    }
  });
  it('Nabis 5.3: a shooter that moved: -1, except Lg; discouraged: -1; none otherwise', () => {
    const s = duel();
    const i = uid(s, 'cretansa');
    expect([shotCalc(s, [i], 517)!.parts.moved, shotCalc(s, [i], 517)!.parts.discouraged]).toEqual([0, 0]);
    s.u[i].mv = true;
    expect(shotCalc(s, [i], 517)!.parts.moved).toBe(-1);
    const t = scene([{ id: 'hastati2a', hex: 516, f: 3 }, { id: 'spartansa', hex: 517, f: 0 }]);
    t.u[uid(t, 'hastati2a')].pilum = true; t.u[uid(t, 'hastati2a')].mv = true;
    expect(shotCalc(t, [uid(t, 'hastati2a')], 517)!.parts.moved).toBe(0); // 13.2.5: Lg
  });
  it('Nabis 5.3: shooters and target strength at every boundary (under 7 / 7 / over 7; 3 or less / 4-7 / 8 or more)', () => {
    const s = duel();
    const i = uid(s, 'cretansa'), t = uid(s, 'hastati1a');
    for (const [sp, v] of [[1, -1], [6, -1], [7, 0], [8, 1], [9, 1]]) { s.ud[i].front.sp = sp; expect([sp, shotCalc(s, [i], 517)!.parts.shooterSp]).toEqual([sp, v]); }
    for (const [sp, v] of [[1, -1], [3, -1], [4, 0], [7, 0], [8, 1], [9, 1]]) { s.ud[t].front.sp = sp; expect([sp, shotCalc(s, [i], 517)!.parts.targetSp]).toEqual([sp, v]); }
    s.ud[i].front.sp = 7; s.ud[t].front.sp = 5;
    const c = shotCalc(s, [i], 517)!;
    expect(c.drm).toBe(Object.values(c.parts).reduce((a, b) => a + b, 0));
    expect(c.drm).toBe(-1); // only the Lg target
  });
  it('Nabis 9.3-b / 9.1-d: no shooters, mixed types or a range beyond the chart: no shot', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'mercenariesa', hex: 516, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    expect(shotCalc(s, [], 517)).toBeNull();
    expect(shotCalc(s, [uid(s, 'cretansa'), uid(s, 'mercenariesa')], 517)).toBeNull();
    expect(shotCalc(s, [uid(s, 'mercenariesa')], 518)).toBeNull(); // Pe at range 2
    expect(shotCalc(s, [uid(s, 'mercenariesa')], 517)!.cell).toEqual([6, 7]);
  });
  it('Nabis 9.3-d (G-60 shootCap): no cap by default; ±7 with the option', () => {
    const go = (o: O) => {
      const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'equites1a', hex: 517, f: 0 }], {}, o);
      s.ud[uid(s, 'cretansa')].front.sp = 1; s.ud[uid(s, 'equites1a')].front.sp = 1;
      s.u[uid(s, 'cretansa')].mv = true; s.u[uid(s, 'cretansa')].dis = 1;
      s.ud[uid(s, 'equites1a')].type = 'Ca';
      return shotCalc(s, [uid(s, 'cretansa')], 517)!.drm;
    };
    expect(go({})).toBe(-6);
    expect(go({ shootCap: 'none' })).toBe(-6);
    expect(go({ shootCap: 'seven' })).toBe(-6);
    // The same shot into a town hex from outside adds the town's -2: beyond the cap.
    const t = (o: O) => {
      const s = scene([{ id: 'cretansa', hex: 1012, f: 0 }, { id: 'equites1a', hex: 1011, f: 0 }], {}, o);
      s.ud[uid(s, 'cretansa')].front.sp = 1; s.ud[uid(s, 'equites1a')].front.sp = 1;
      s.u[uid(s, 'cretansa')].mv = true; s.u[uid(s, 'cretansa')].dis = 1;
      return shotCalc(s, [uid(s, 'cretansa')], 1011)!;
    };
    expect(t({}).drm).toBe(t({}).parts.terrain - 6);
    expect(t({}).drm).toBeLessThan(-7);
    expect(t({ shootCap: 'seven' }).drm).toBe(-7);
  });
});

describe('Nabis 9.3-e..g: the result, the leader check and the side effects', () => {
  it('Nabis 9.3-e: a modified roll one under the first number does nothing; equal discourages; equal to the second routs', () => {
    const at = (roll: number) => {
      const s = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'velites1a', hex: 517, f: 0 }]); // range 1: 5/6
      s.ud[uid(s, 'cretansa')].front.sp = 7; s.ud[uid(s, 'velites1a')].front.sp = 5; // DRM 0
      expect(shotCalc(s, [uid(s, 'cretansa')], 517)!.drm).toBe(0);
      run([roll], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
      return s.u[uid(s, 'velites1a')].dis;
    };
    expect([4, 5, 6, 7].map(at)).toEqual([0, 1, 2, 2]);
  });
  it('Nabis 5.2: a "-" second number never routs (Ar at range 2: 7/-)', () => {
    const s = duel('mercenariesa');
    s.ud[uid(s, 'cretansa')].front.sp = 9; s.ud[uid(s, 'mercenariesa')].front.sp = 9; // DRM +2
    run([8], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(s.u[uid(s, 'mercenariesa')].dis).toBe(1);
  });
  it('Nabis 9.3-f: only a natural 9 calls the leader check', () => {
    const s = duel();
    s.ud[uid(s, 'cretansa')].front.sp = 1;
    const r = run([8], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(r.log.some((e) => e.t === 'leaderCheck')).toBe(false);
    expect(r.left).toBe(0);
  });
  it('Nabis 9.3-g / 11.2-c / 13.2.5-b: the target stack is marked shot at and loses its rest markers; the shooters are marked; a Lg spends its pilum', () => {
    const s = scene([{ id: 'hastati2a', hex: 516, f: 3 }, { id: 'spartansa', hex: 517, f: 0, z: 0 }, { id: 'spartansb', hex: 517, f: 0, z: 1 }, { id: 'perioecia', hex: 518, f: 0 }]);
    s.u[uid(s, 'hastati2a')].pilum = true; s.u[uid(s, 'hastati2a')].rest = true;
    for (const id of ['spartansa', 'spartansb', 'perioecia']) s.u[uid(s, id)].rest = true;
    run([0], (ctx) => resolveShot(s, ctx, [uid(s, 'hastati2a')], 517, 'x'));
    expect(['spartansa', 'spartansb', 'perioecia'].map((id) => [s.u[uid(s, id)].shot, s.u[uid(s, id)].rest])).toEqual([[true, false], [true, false], [false, true]]);
    expect([s.u[uid(s, 'hastati2a')].fired, s.u[uid(s, 'hastati2a')].pilum, s.u[uid(s, 'hastati2a')].rest]).toEqual([true, false, true]); // keeps its rest (G-68 default)
    expect(canShoot(s, uid(s, 'hastati2a'))).toBe(false);
  });
  it('Nabis 11.2-c (G-68 restCombat): a resting shooter loses its marker under "loses"', () => {
    const s = duel('hastati1a', 517, { restCombat: 'loses' });
    s.u[uid(s, 'cretansa')].rest = true;
    run([0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(s.u[uid(s, 'cretansa')].rest).toBe(false);
  });
  it('Nabis 13.3.2-k (G-42 triariiVp): a hit on the Triarii gives 3 VP once, or each time', () => {
    const go = (o: O) => {
      const s = duel('triarii1a', 517, o);
      s.ud[uid(s, 'cretansa')].front.sp = 9;
      for (let k = 0; k < 2; k++) { s.u[uid(s, 'triarii1a')].dis = 0; run([8], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x')); }
      return s.vp[1];
    };
    expect(go({})).toBe(3);
    expect(go({ triariiVp: 'each' })).toBe(6);
    const miss = duel('triarii1a');
    run([0], (ctx) => resolveShot(miss, ctx, [uid(miss, 'cretansa')], 517, 'x'));
    expect(miss.vp[1]).toBe(0); // no result, no VP
  });
});

describe('Nabis 9.1: who may shoot, where', () => {
  it('Nabis 9.1-a / G-69: Ar, Pe and Ja with the asterisk; Lg with a pilum; never Ho or Ca, nor a routed unit', () => {
    const s = scene([{ id: 'cretansa', hex: 515 }, { id: 'mercenariesa', hex: 715 }, { id: 'velites1a', hex: 915 }, { id: 'spartansa', hex: 1115 }, { id: 'equites1a', hex: 1315 }, { id: 'hastati1a', hex: 1515 }]);
    s.u[uid(s, 'hastati1a')].pilum = false;
    expect(['cretansa', 'mercenariesa', 'velites1a', 'spartansa', 'equites1a', 'hastati1a'].map((id) => canShoot(s, uid(s, id)))).toEqual([true, true, true, false, false, false]);
    s.ud[uid(s, 'mercenariesa')].canShoot = false;
    expect(canShoot(s, uid(s, 'mercenariesa'))).toBe(false);
    s.ud[uid(s, 'spartansa')].canShoot = true; // an asterisk on a Ho does not make it a shooter
    expect(canShoot(s, uid(s, 'spartansa'))).toBe(false);
    s.u[uid(s, 'cretansa')].dis = 2;
    expect(canShoot(s, uid(s, 'cretansa'))).toBe(false);
    s.u[uid(s, 'cretansa')].dis = 1;
    expect(canShoot(s, uid(s, 'cretansa'))).toBe(true);
    s.u[uid(s, 'hastati1a')].pilum = true;
    expect(canShoot(s, uid(s, 'hastati1a'))).toBe(true); // 13.2.5-a
  });
  it('Nabis 9.1-b: range 1 only through the two front hexes; a unit without facing shoots nowhere', () => {
    const s = scene([{ id: 'mercenariesa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 516, f: 0 }]);
    const i = uid(s, 'mercenariesa');
    expect(targetInArc(s, i, 516)).toBe(true);  // S: front
    expect(targetInArc(s, i, 415)).toBe(true);  // SW: the other front hex of facing 3
    expect(targetInArc(s, i, 615)).toBe(false); // SE: flank
    expect(targetInArc(s, i, 514)).toBe(false); // N: rear
    s.u[i].f = -1;
    expect(targetInArc(s, i, 516)).toBe(false);
  });
  it('Nabis 9.1-e / 6.B-a: ranged shooters are the top units that have not fired; Phase B keeps only archers', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'mercenariesa', hex: 715, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    const c = uid(s, 'cretansa'), m = uid(s, 'mercenariesa');
    expect(rangedShooters(s, [c, m], false)).toEqual([c, m]);
    expect(rangedShooters(s, [c, m], true)).toEqual([c]);
    s.u[c].fired = true;
    expect(rangedShooters(s, [c, m], false)).toEqual([m]);
  });
  it('Nabis 9.1-c: the shot leader check list is the target hex\'s leaders (several leaders, sorted)', () => {
    const s = duel();
    s.l[lid(s, 'flamininus')].hex = 517; s.l[lid(s, 'flamininus')].st = 'ok';
    const r = run([9, 0, 0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'x'));
    expect(r.log.filter((e) => e.t === 'leaderCheck').map((e) => (e as unknown as { leader: number }).leader)).toEqual([lid(s, 'flamininus'), lid(s, 'pretor1')].sort((a, b) => a - b));
  });
});

describe('Nabis 9.3: what the log records of a shot (the words a player reads come from it)', () => {
  it('Nabis 9.3-e / 9.3-f / 13.3.2-k: the result, the rule of each effect, the Triarii VP and the leader checks', () => {
    const s = duel('triarii1a');
    s.ud[uid(s, 'cretansa')].front.sp = 9; s.ud[uid(s, 'triarii1a')].front.sp = 9; // +1 +1 -1 = +1: 9 + 1 = 10 >= 7, discouraged (range 2: 7/-)
    const r = run([9, 0], (ctx) => resolveShot(s, ctx, [uid(s, 'cretansa')], 517, 'Nabis 6.B-a'));
    const pick = (t: string) => r.log.filter((e) => e.t === t).map((e) => { const { t: _t, ...rest } = e as Record<string, unknown>; void _t; return rest; });
    expect(pick('shoot').map((e) => [e.rule, e.result, e.roll, e.drm, e.range, e.unit])).toEqual([['Nabis 6.B-a', 'discouraged', 9, 1, 2, uid(s, 'triarii1a')]]);
    expect(pick('vp')).toEqual([{ rule: 'Nabis 13.3.2-k', seat: 1, vp: 3 }]);
    expect(pick('discouraged')).toEqual([{ rule: 'Nabis 9.3-e', unit: uid(s, 'triarii1a') }]);
    expect(pick('leaderCheck').map((e) => e.rule)).toEqual(['Nabis 9.3-f']);
    const t = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'velites1a', hex: 517, f: 0 }]);
    t.ud[uid(t, 'cretansa')].front.sp = 7; t.ud[uid(t, 'velites1a')].front.sp = 5;
    const rt = run([6], (ctx) => resolveShot(t, ctx, [uid(t, 'cretansa')], 517, 'x'));
    expect(rt.log.filter((e) => e.t === 'shoot').map((e) => e.result)).toEqual(['rout']);
    expect(rt.log.filter((e) => e.t === 'routed').map((e) => e.rule)).toEqual(['Nabis 9.3-e']);
  });
  it('Nabis 9.1-a: a shooter\'s targets are listed by hex, whatever the order of the units', () => {
    const s = scene([{ id: 'cretansa', hex: 715, f: 3 }, { id: 'hastati1a', hex: 717, f: 0 }, { id: 'hastati1b', hex: 616, f: 0 }]);
    const ts = rangedTargets(s, uid(s, 'cretansa'));
    expect(ts).toEqual([...ts].sort((a, b) => a - b));
    expect(ts).toEqual([616, 717]);
    expect(uid(s, 'hastati1a') < uid(s, 'hastati1b') && 717 > 616).toBe(true); // unit order and hex order differ
  });
  it('Nabis 5.3 / Terrain Chart note: combined shooters take the terrain value most favourable to the defender', () => {
    // 0910 is outside the town, 1011 a town hex: from outside in -2; from 1012 (inside? see the map) the same or 0.
    const s = scene([{ id: 'cretansa', hex: 1013, f: 0 }, { id: 'cretansb', hex: 1010, f: 3 }, { id: 'hastati1a', hex: 1011, f: 0 }]);
    const a = shotCalc(s, [uid(s, 'cretansa')], 1011)!.parts.terrain, b = shotCalc(s, [uid(s, 'cretansb')], 1011)!.parts.terrain;
    expect(a).not.toBe(b);
    expect(shotCalc(s, [uid(s, 'cretansa'), uid(s, 'cretansb')], 1011)!.parts.terrain).toBe(Math.min(a, b));
  });
});

describe('Nabis 9.1 / 9.2: shooters and targets, more positions', () => {
  it('Nabis 9.2-d: an archer fires over a unit at range 2; a shooter with no facing has no target at range 2', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'mercenariesa', hex: 516, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    expect(rangedTargets(s, uid(s, 'cretansa'))).toEqual([517]);
    s.u[uid(s, 'cretansa')].f = -1;
    expect(targetInArc(s, uid(s, 'cretansa'), 517)).toBe(false);
  });
  it('Nabis 9.1-a / 9.1-g: a unit that cannot shoot is no ranged shooter; a friend in the arc is no target', () => {
    const s = scene([{ id: 'spartansa', hex: 315, f: 3 }, { id: 'cretansa', hex: 515, f: 3 }, { id: 'mercenariesa', hex: 517, f: 0 }, { id: 'hastati1a', hex: 519, f: 0 }]);
    expect(rangedShooters(s, [uid(s, 'spartansa'), uid(s, 'cretansa')], false)).toEqual([uid(s, 'cretansa')]);
    expect(rangedTargets(s, uid(s, 'cretansa'))).toEqual([]);
  });
  it('Nabis 5.3: with combined shooters, one that moved or one discouraged is enough for the -1', () => {
    const s = scene([{ id: 'cretansa', hex: 516, f: 3 }, { id: 'cretansb', hex: 615, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    const sh = [uid(s, 'cretansa'), uid(s, 'cretansb')];
    s.u[sh[1]].mv = true;
    expect(shotCalc(s, sh, 517)!.parts.moved).toBe(-1);
    s.u[sh[1]].mv = false; s.u[sh[0]].dis = 1;
    expect(shotCalc(s, sh, 517)!.parts.discouraged).toBe(-1);
  });
});

describe('Nabis 9.1-g: ranged targets are never adjacent', () => {
  it('Nabis 9.1-g: an adjacent enemy in the front arc is not among the ranged targets (it is a mêlée matter)', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 517, f: 0 }]);
    expect(rangedTargets(s, uid(s, 'cretansa'))).toEqual([517]);
  });
});
