// The Battle of Sparta: set-up, variants, Citadel, districts, Sparta fire, legion, victory (Nabis 13; T-12, T-13).
import { describe, expect, it } from 'vitest';
import { nabis } from '../../../src/rules/nabis';
import { legal } from '../../../src/rules/nabis/actions';
import { inCommand } from '../../../src/rules/nabis/command';
import { DISTRICTS } from '../../../src/rules/nabis/data/map-sparta';
import { allHexes, dist } from '../../../src/rules/nabis/hex';
import { properAt } from '../../../src/rules/nabis/leaders';
import { fireLegal, fireTargets, spartaFire } from '../../../src/rules/nabis/scenario-sparta';
import { MAP } from '../../../src/rules/nabis/state';
import { checkDecisive, clearedByRome, controlledBySparta, endGameVp, endTurnVp, finalResult } from '../../../src/rules/nabis/victory';
import { woundLeader } from '../../../src/rules/nabis/leaders';
import { config } from './helpers';
import { activate, lid, run, scene, uid } from './scene';

describe('T-12: set-up (13.2.1)', () => {
  it('Nabis 13.2.1[SR]-c / 5.2.2-a: 45 unit hexes (27 Roman, 18 Spartan), no two units in a hex', () => {
    const s = nabis.setup(config());
    expect(s.u.length).toBe(45);
    expect(s.ud.filter((d) => d.side === 0).length).toBe(27);
    expect(new Set(s.u.map((u) => u.hex)).size).toBe(45);
  });
  it('Nabis 13.2.1[SR]-a / 7-a: every leader starts on a unit of his contingent or army', () => {
    const s = nabis.setup(config());
    s.l.forEach((l, i) => expect(properAt(s, i, l.hex)).toBe(true));
  });
  it('Nabis 7.2-a (T-12): with the placeholder radius 4 every unit starts in command', () => {
    const s = nabis.setup(config());
    s.u.forEach((_, i) => expect(inCommand(s, i)).toBe(true));
  });
  it('Nabis 13.4.3-a: the reduced Roman army has 18 units and no Pretor III', () => {
    const s = nabis.setup(config({ reducedRomans: 'yes' }));
    expect(s.ud.filter((d) => d.side === 0).length).toBe(18);
    expect(s.ld.some((l) => l.id === 'pretor3')).toBe(false);
  });
  it('Nabis 13.4.3-b: free Spartan placement north of the Magoulitsa, after the Romans', () => {
    let s = nabis.setup(config({ freeSpartans: 'yes' }));
    expect(legal(s, 0).some((a) => a.k === 'place')).toBe(false);
    s = nabis.apply(s, 0, { k: 'done' }, { dice: { roll: () => 1, d6: () => 1, d10: () => 0 }, log: () => {} });
    const places = legal(s, 1).filter((a) => a.k === 'place');
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((a) => a.k === 'place' && MAP.north[a.h] && a.h !== MAP.citadel)).toBe(true);
  });
  it('Nabis 13.2.1[BS]-a / 13.2.1[SR]-b: each player faces his units freely, the attacker first', () => {
    const s = nabis.setup(config());
    expect(legal(s, 0).filter((a) => a.k === 'face').length).toBe(27 * 5);
    expect(legal(s, 1)).toEqual([]);
  });
  it('Nabis 13.2.5-a: every Lg starts with a Pilum marker', () => {
    const s = nabis.setup(config());
    s.ud.forEach((d, i) => expect(s.u[i].pilum).toBe(d.type === 'Lg'));
  });
  it('the placeholder map agrees with the text (spec §6.6): districts hold Spartan starts, Citadel next to 1005', () => {
    const s = nabis.setup(config());
    for (const d of DISTRICTS) expect(s.u.some((u, i) => s.ud[i].side === 1 && MAP.district[u.hex] === d)).toBe(true);
    expect(dist(MAP.citadel, 1005)).toBe(1);
    expect(s.u.every((u, i) => (s.ud[i].side === 1) === !!MAP.north[u.hex])).toBe(true); // the river separates the set-ups
  });
});

describe('Nabis 13.2.3: districts', () => {
  const pitane = allHexes().filter((h) => MAP.district[h] === 'pitane');
  it('Nabis 13.2.3-a / 13.2.3-b: controlled by the Spartans when no valiant Roman is in it', () => {
    const s = scene([{ id: 'hastati1a', hex: pitane[0], dis: 1 }]);
    expect(controlledBySparta(s, 'pitane')).toBe(true);
    s.u[uid(s, 'hastati1a')].dis = 0;
    expect(controlledBySparta(s, 'pitane')).toBe(false);
  });
  it('Nabis 13.2.3-c: cleared when no valiant Spartan is in it, and (G-16 default) a valiant Roman is', () => {
    const s = scene([]);
    expect(clearedByRome(s, 'pitane')).toBe(false);
    const t = scene([], {}, { cleared: 'literal' });
    expect(clearedByRome(t, 'pitane')).toBe(true);
    const u = scene([{ id: 'hastati1a', hex: pitane[0] }, { id: 'laconiansa', hex: pitane[1], dis: 1 }]);
    expect(clearedByRome(u, 'pitane')).toBe(true);
  });
  it('Nabis 13.3.2-p (B): the four districts cleared is an immediate decisive Roman victory', () => {
    const hexes = DISTRICTS.map((d) => allHexes().find((h) => MAP.district[h] === d)!);
    const s = scene(['hastati1a', 'hastati1b', 'hastati2a', 'hastati2b'].map((id, k) => ({ id, hex: hexes[k] })));
    run([], (ctx) => checkDecisive(s, ctx));
    expect(s.result).toEqual({ winner: 0, kind: 'districtsCleared' });
  });
});

describe('T-13: the Sparta fire (13.2.4)', () => {
  const P = 1009; // Pythagoras in Limnai
  const town = (d: number) => allHexes().find((h) => MAP.town[h] && h !== MAP.citadel && dist(h, P) === d)!;
  const clear = (d: number) => allHexes().find((h) => !MAP.town[h] && MAP.terrain[h] === 'clear' && dist(h, P) === d)!;
  const mk = () => {
    const s = scene([
      { id: 'hastati1a', hex: town(5) }, { id: 'triarii1a', hex: town(3) }, { id: 'velites1a', hex: clear(2) }, { id: 'equites1a', hex: town(6) },
      { id: 'mercenariesa', hex: P }, { id: 'hastati1b', hex: 320 },
    ], { pythagoras: P });
    return activate(s, 'pythagoras');
  };
  it('Nabis 13.2.4-a: only Roman units in town hexes within 5; at most one Lg or Ho', () => {
    const s = mk();
    expect(fireTargets(s).sort()).toEqual([uid(s, 'hastati1a'), uid(s, 'triarii1a')].sort());
    expect(fireLegal(s, [uid(s, 'hastati1a'), uid(s, 'triarii1a')].sort((a, b) => a - b))).toBe(false);
    expect(fireLegal(s, [uid(s, 'hastati1a')])).toBe(true);
  });
  it('Nabis 13.2.4-b / 13.2.4-c: a D result and 1 VP to Rome per use', () => {
    const s = mk();
    run([], (ctx) => spartaFire(s, ctx, [uid(s, 'hastati1a')]));
    expect(s.u[uid(s, 'hastati1a')].dis).toBe(1);
    expect(s.vp[0]).toBe(1);
    run([], (ctx) => spartaFire(s, ctx, [uid(s, 'hastati1a')]));
    expect(s.u[uid(s, 'hastati1a')].fat).toBe(true);
  });
  it('T-13 / Nabis 13.2.4-e: a fatigued-discouraged Lg routs 2 hexes south and lifts the Triarii restriction; no rest removal, no leader check', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: town(5) }, { id: 'mercenariesa', hex: P }, { id: 'hastati1b', hex: 320 }], { pythagoras: P }), 'pythagoras');
    const a = uid(s, 'hastati1a');
    const from = s.u[a].hex;
    s.u[a].fat = true; s.u[a].dis = 1;
    const r = run([], (ctx) => spartaFire(s, ctx, [a]));
    expect(s.u[a].dis).toBe(2);
    expect(s.u[a].hex).toBe(from + 2);
    expect(s.fl.released).toContain('leg1');
    expect(r.left).toBe(0);
  });
  it('Nabis 13.2.4-d / 13.2.4-f: only the original Pythagoras, in his own activation', () => {
    const s = mk();
    expect(s.act!.fireOk).toBe(true);
    s.l[lid(s, 'pythagoras')].repl = 1;
    activate(s, 'pythagoras');
    expect(s.act!.fireOk).toBe(false);
    const t = mk();
    activate(t, 'nabis');
    expect(fireTargets(t)).toEqual([]);
  });
});

describe('Nabis 13.2.5: the Roman legion', () => {
  it('Nabis 13.2.5-b: the pilum is compulsory before a Lg unit\'s first offensive mêlée, optional in defence', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }), 'pretor1');
    s.act!.stage = 'offFire'; s.act!.melees = [{ a: [516], d: [515], au: [], du: [], done: false }]; s.act!.cur = 0;
    expect(legal(s, 0).some((a) => a.k === 'done')).toBe(false);
    s.u[uid(s, 'hastati1a')].firstOff = true;
    expect(legal(s, 0).some((a) => a.k === 'done')).toBe(true);
  });
  it('Nabis 13.2.5-c: no "moved" shooting DRM for Lg and no -2 mêlée DRM for their offensive fire', async () => {
    const { shotCalc } = await import('../../../src/rules/nabis/shooting');
    const s = scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }]);
    s.u[uid(s, 'hastati1a')].mv = true;
    expect(shotCalc(s, [uid(s, 'hastati1a')], 515)!.parts.moved).toBe(0);
  });
});

describe('Nabis 13.3.2: victory', () => {
  it('Nabis 13.3.2-a: 8 turns', () => { expect(nabis.setup(config()).lastTurn).toBe(8); });
  it('Nabis 13.3.2-f..o: end-of-game VP from districts, Heptagon, Temple and Sanctuary', () => {
    const pit = allHexes().find((h) => MAP.district[h] === 'pitane')!;
    const s = scene([{ id: 'hastati1a', hex: MAP.heptagon[0] }, { id: 'hastati1b', hex: MAP.temple[0] }, { id: 'hastati2a', hex: pit }, { id: 'spartansa', hex: MAP.sanctuary[0] }]);
    const v = endGameVp(s);
    // Rome: Pitane cleared 1 (Kynosoura is cleared too: the Heptagon 0808 lies in it), Heptagon 1, Temple 2
    expect(v[0]).toBe(2 + 1 + 2);
    // Sparta: Limnai and Mesoa controlled 2 x 2, Sanctuary 4
    expect(v[1]).toBe(4 + 4);
  });
  it('Nabis 13.3.2-m / 13.3.2-n: 2 VP per turn but the last for a Spartan unit on the Heptagon; 5 at the end', () => {
    const s = scene([{ id: 'spartansa', hex: MAP.heptagon[0], dis: 2 }]);
    run([], (ctx) => endTurnVp(s, ctx));
    expect(s.vp[1]).toBe(2);
    s.turn = 8;
    run([], (ctx) => endTurnVp(s, ctx));
    expect(s.vp[1]).toBe(2);
    expect(endGameVp(s)[1]).toBeGreaterThanOrEqual(5);
    const t = scene([{ id: 'spartansa', hex: MAP.heptagon[0], dis: 2 }], {}, { heptagonSpartan: 'valiant' });
    run([], (ctx) => endTurnVp(t, ctx));
    expect(t.vp[1]).toBe(0);
  });
  it('Nabis 13.3.2-p (A) / 13.2.2-d: Nabis wounded is a decisive Roman victory, impossible in the Citadel', () => {
    const s = scene([{ id: 'laconiansa', hex: 1005 }], { nabis: 1005 });
    run([], (ctx) => woundLeader(s, ctx, lid(s, 'nabis')));
    expect(s.result).toEqual({ winner: 0, kind: 'nabisWounded' });
  });
  it('Nabis 13.3.2-r: 8+ VP more is a major victory, more is minor, equal is a draw (G-45)', () => {
    const mk = (vp: number[]) => { const s = scene([]); s.vp = vp; s.fl.endVp = [0, 0]; run([], (ctx) => finalResult(s, ctx)); return s.result; };
    const base = endGameVp(scene([]));
    expect(mk([base[1] + 8 - base[0], 0])!.kind).toBe('major');
    expect(mk([10, 10 + base[0] - base[1]])!.kind).toBe('draw');
    expect(mk([10 + base[1] - base[0] + 1, 10])!.kind).toBe('minor');
  });
});
