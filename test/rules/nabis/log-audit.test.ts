// A Nabis log a player can audit (issue 12, section 3), read end to end in session 10: the
// initiative shows each side's dice and bonus, a second discouragement says why the unit only
// tires or routs, each mêlée is named before its shots, and French names the counters in French.
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/contract';
import { nabis } from '../../../src/rules/nabis';
import { counterName } from '../../../src/rules/nabis/data/names';
import { describeEvent } from '../../../src/rules/nabis/describe';
import { namingCtx } from '../../../src/rules/nabis/log-names';
import { discourage, type RoutJob } from '../../../src/rules/nabis/rout';
import { endPhaseB, startTurn } from '../../../src/rules/nabis/sequence';
import { ctxOf, scripted } from './helpers';
import { activate, run, scene, uid } from './scene';

const words = (e: LogEvent | undefined) => (e ? [describeEvent(e, 'en'), describeEvent(e, 'fr')] : []);

describe('Nabis 6.C-d: the initiative roll in words', () => {
  it('Nabis 6.C-d: each side\'s two d6 and the army commander\'s bonus are shown, with the sums compared', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }], { flamininus: 617, nabis: 1005 });
    s.turn = 1;
    run([], (ctx) => startTurn(s, ctx));
    run([], (ctx) => endPhaseB(s, namingCtx(s, ctx)));
    const r = run([5, 5, 1, 5], (ctx) => endPhaseB(s, namingCtx(s, ctx)));
    const e = r.log.find((x) => x.t === 'initiative');
    expect(e).toMatchObject({ rome: 12, sparta: 6, diff: 6, kase: 3, dice: [[5, 5], [1, 5]], bonus: [2, 0] });
    expect(words(e)).toEqual([
      'initiative: Rome 5 + 5 + 2 army commander\'s bonus = 12, Sparta 1 + 5 = 6, difference 6 (case C.3); Rome has the initiative (6.C-d)',
      'initiative : Rome 5 + 5 + 2 bonus du commandant en chef = 12, Sparte 1 + 5 = 6, écart 6 (cas C.3) ; Rome a l\'initiative (6.C-d)',
    ]);
  });
});

describe('Nabis 12.1-b / 12.1-c: a discouraged unit discouraged again, in words', () => {
  const again = (fat: boolean) => {
    const s = scene([{ id: 'mercenariesa', hex: 912, f: 3, dis: 1, fat }]);
    const i = uid(s, 'mercenariesa');
    const r = run([], (ctx) => discourage(s, namingCtx(s, ctx), i, [] as RoutJob[], 'Nabis 10.3'));
    return { s, i, e: r.log[0] };
  };
  it('Nabis 12.1-b: fresh and discouraged, it stays discouraged and tires, and the log says so', () => {
    const { s, i, e } = again(false);
    expect([s.u[i].dis, s.u[i].fat]).toEqual([1, true]);
    expect(words(e)).toEqual([
      'Mercenaries (0912), already discouraged, is discouraged again and becomes fatigued (12.1-b)',
      'fatigue : Mercenaires (0912), déjà découragée et découragée de nouveau (12.1-b)',
    ]);
  });
  it('Nabis 12.1-c: fatigued and discouraged, it routs, and the log says why', () => {
    const { s, i, e } = again(true);
    expect(s.u[i].dis).toBe(2);
    expect(words(e)).toEqual([
      'Mercenaries (0912), already discouraged and fatigued, is discouraged again and routs (12.1-c)',
      'déroute : Mercenaires (0912), déjà découragée et fatiguée, découragée de nouveau (12.1-c)',
    ]);
  });
});

describe('Nabis 6.D-a (D.4): each mêlée is named when its resolution begins', () => {
  it('Nabis 6.D-a: resolving the second declared mêlée logs its number and both sides before any shot', () => {
    const s = activate(scene([
      { id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 414, f: 1 },
      { id: 'mercenariesa', hex: 515, f: 3 }, { id: 'mercenariesb', hex: 514, f: 3 },
    ], { flamininus: 516 }), 'flamininus');
    s.act!.melees = [
      { a: [516], d: [515], au: [uid(s, 'hastati1a')], du: [uid(s, 'mercenariesa')], done: false },
      { a: [414], d: [514], au: [uid(s, 'hastati1b')], du: [uid(s, 'mercenariesb')], done: false },
    ];
    s.act!.stage = 'resolve';
    const log: LogEvent[] = [];
    nabis.apply(s, 0, { k: 'resolve', m: 1 }, ctxOf(scripted(Array(10).fill(1)), log));
    expect(log[0]).toMatchObject({ t: 'meleeStart', n: 2, att: [414], def: [514] });
    expect(words(log[0])).toEqual(['mêlée 2: Hastati I (0414) against Mercenaries (0514) (6.D-a)', 'mêlée 2 : Hastati I (0414) contre Mercenaires (0514) (6.D-a)']);
  });
});

describe('Nabis counters named in French', () => {
  it('the counters of the Spartan army read in French; Latin and Argive names stay as printed', () => {
    expect(['Spartans', 'Perioeci', 'Helots', 'Laconians', 'Cretans', 'Mercenaries', 'Hastati II', 'Argos Ho', 'Velites III'].map((n) => counterName(n, true)))
      .toEqual(['Spartiates', 'Périèques', 'Hilotes', 'Laconiens', 'Crétois', 'Mercenaires', 'Hastati II', 'Argos Ho', 'Velites III']);
    expect(counterName('Mercenaries', false)).toBe('Mercenaries');
  });
});

describe('Nabis log: why a unit moved or was eliminated', () => {
  it('Nabis 7.4-a: an out-of-command move says so', () => {
    const nm = { u: { 3: 'Helots' }, at: { 3: 606 }, was: { 3: 605 } };
    const mv = { t: 'move', rule: 'Nabis 7.4-a', units: [3], from: 605, to: 606, f: 0, nm } as LogEvent;
    expect(words(mv)).toEqual(['Helots (out of command): 0605 → 0606 (7.4-a)', 'Hilotes (hors commandement) : 0605 → 0606 (7.4-a)']);
  });
  it('Nabis 12.2.1-d: an elimination at the end of a rout says why', () => {
    const e = { t: 'eliminated', rule: 'Nabis 12.2.1-d', unit: 3, vp: 1, nm: { u: { 3: 'Helots' }, at: { 3: 0 }, was: { 3: 603 } } } as LogEvent;
    expect(words(e)).toEqual(['Helots (0603) is eliminated (1 VP): its rout ends in a hex where it may not stack (12.2.1-d)',
      'élimination : Hilotes (0603) (1 PV), la fuite finissant dans une case où elle ne peut s\'empiler (12.2.1-d)']);
  });
});
