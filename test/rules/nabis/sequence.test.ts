// Sequence of play (Nabis 6, 7.6-e), initiative (T-01) and asynchronous decision points (§9).
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/contract';
import { nabis, type NAction, type NState } from '../../../src/rules/nabis';
import { legal } from '../../../src/rules/nabis/actions';
import { casualtyCheck, killLeader, woundLeader } from '../../../src/rules/nabis/leaders';
import { config, ctxOf, scripted } from './helpers';
import { activate, lid, run, scene, uid } from './scene';

/** Set-up done with default facings; the next die rolls are the initiative. */
function toInitiative(dice: number[], options: Record<string, string> = {}): { s: NState; log: LogEvent[]; d: ReturnType<typeof scripted> } {
  const log: LogEvent[] = [];
  const d = scripted(dice);
  let s = nabis.setup(config(options));
  s = nabis.apply(s, 0, { k: 'done' }, ctxOf(d, log));
  s = nabis.apply(s, 1, { k: 'done' }, ctxOf(d, log));
  return { s, log, d };
}
function act(s: NState, a: NAction, d: ReturnType<typeof scripted>, log: LogEvent[]): NState {
  const w = nabis.waitingFor(s);
  if (w.kind !== 'decide') throw new Error('over');
  return nabis.apply(s, w.seat, a, ctxOf(d, log));
}
/** Ends the current activation with 'done' decisions. */
function finish(s: NState, d: ReturnType<typeof scripted>, log: LogEvent[]): NState {
  const l = s.act?.l;
  for (let k = 0; k < 20 && s.act && s.act.l === l; k++) s = act(s, { k: 'done' }, d, log);
  return s;
}
const order = (log: LogEvent[]) => log.filter((e) => e.t === 'activate').map((e) => e.leader as number);

describe('T-01: initiative and activation order', () => {
  it('T-01 / Nabis 6.C-h (C.4): Rome 9+2 against Sparta 3+0: diff 8; the order is Pretor III, Pythagoras, Nabis, Pretor I, Pretor II, Flamininus; Gorgopas inactive', () => {
    const { s: s0, log, d } = toInitiative([4, 5, 1, 2]);
    const ini = log.find((e) => e.t === 'initiative')!;
    expect([ini.rome, ini.sparta, ini.diff, ini.kase, ini.winner]).toEqual([11, 3, 8, 4, 0]);
    let s = s0;
    expect(s.pick).toBe('first');
    s = act(s, { k: 'lead', l: lid(s, 'pretor3') }, d, log);
    s = finish(s, d, log);
    expect(s.pick).toBe('force');
    s = act(s, { k: 'lead', l: lid(s, 'pythagoras') }, d, log);
    expect(s.pick).toBe('inact');
    expect(legal(s, 0).map((a) => (a as { l: number }).l)).not.toContain(lid(s, 'pythagoras'));
    s = act(s, { k: 'lead', l: lid(s, 'gorgopas') }, d, log);
    expect(s.l[lid(s, 'gorgopas')].inact).toBe(true);
    s = finish(s, d, log); // Pythagoras
    s = finish(s, d, log); // Nabis (rating 0)
    expect(s.pick).toBe('tier'); // Pretor I and II share rating 1: the Roman chooses (6.C-b)
    s = act(s, { k: 'lead', l: lid(s, 'pretor1') }, d, log);
    s = finish(s, d, log); // Pretor I
    s = finish(s, d, log); // Pretor II
    expect(s.act!.l).toBe(lid(s, 'flamininus'));
    expect(order(log)).toEqual(['pretor3', 'pythagoras', 'nabis', 'pretor1', 'pretor2', 'flamininus'].map((x) => lid(s, x)));
  });
  it('T-01 C.3 variant / Nabis 6.C-g / 6.C-c: diff 6, no inactive marker; at a shared rating the attacker goes first and the sides alternate', () => {
    const { s: s0, log, d } = toInitiative([3, 4, 1, 2]);
    expect(log.find((e) => e.t === 'initiative')!.kase).toBe(3);
    let s = act(s0, { k: 'lead', l: lid(s0, 'pretor3') }, d, log);
    s = finish(s, d, log);
    s = act(s, { k: 'lead', l: lid(s, 'pythagoras') }, d, log);
    expect(s.pick).toBe('');
    s = finish(s, d, log); // Pythagoras
    s = finish(s, d, log); // Nabis
    // rating 1: Pretor I, Pretor II (Rome) and Gorgopas (Sparta): Rome, Sparta, Rome.
    expect(s.pick).toBe('tier');
    s = act(s, { k: 'lead', l: lid(s, 'pretor2') }, d, log);
    s = finish(s, d, log);
    expect(s.act!.l).toBe(lid(s, 'gorgopas'));
    s = finish(s, d, log);
    expect(s.act!.l).toBe(lid(s, 'pretor1'));
  });
  it('T-01 C.1 variant / Nabis 6.C-a / 6.C-e: equal totals: pure rating order, attacker first at a shared rating', () => {
    const { s, log } = toInitiative([1, 1, 2, 2]); // 2+2 = 4 vs 4+0 = 4
    expect(log.find((e) => e.t === 'initiative')!.kase).toBe(1);
    expect(s.act!.l).toBe(lid(s, 'nabis')); // rating 0 first
  });
  it('T-01 C.2 variant / Nabis 6.C-f: diff 1-3: only the winner\'s first pick leaves the normal order', () => {
    const { s, log } = toInitiative([1, 2, 2, 2]); // 5 vs 4
    expect(log.find((e) => e.t === 'initiative')!.kase).toBe(2);
    expect(s.pick).toBe('first');
    expect(s.dec).toBe(0);
  });
  it('T-01 boundaries: diff 3 -> C.2, 4 -> C.3, 7 -> C.3, 8 -> C.4, 12 -> C.4 (Spartan win)', () => {
    const k = (r: number[]) => toInitiative(r).log.find((e) => e.t === 'initiative')!.kase;
    expect(k([1, 1, 2, 3])).toBe(2);    // 4 vs 5... diff 1
    expect(k([3, 3, 1, 2])).toBe(3);    // 8 vs 3 = 5
    expect(k([1, 2, 1, 1])).toBe(2);    // 5 vs 2 = 3
    expect(k([2, 2, 1, 1])).toBe(3);    // 6 vs 2 = 4
    expect(k([3, 4, 1, 1])).toBe(3);    // 9 vs 2 = 7
    expect(k([4, 4, 1, 1])).toBe(4);    // 10 vs 2 = 8
    expect(k([1, 1, 6, 6])).toBe(4);    // 4 vs 12 = 8
  });
  it('Nabis 6.C-d: a wounded army commander adds his wounded value', () => {
    const { log } = toInitiative([4, 5, 1, 2]);
    expect(log.find((e) => e.t === 'initiative')!.rome).toBe(11);
  });
  it('Nabis 6.C-i: a leader activates at most once per turn', () => {
    const { s: s0, log, d } = toInitiative([1, 1, 2, 2]);
    let s = finish(s0, d, log);
    expect(s.l[lid(s, 'nabis')].done).toBe(true);
    expect(legal(s, s.dec as 0 | 1).some((a) => a.k === 'lead' && a.l === lid(s, 'nabis'))).toBe(false);
  });
  it('Nabis 6-b: the attacker sets up and faces first, then the defender (Phase B order: phase-order.test.ts)', () => {
    const s = nabis.setup(config());
    expect(nabis.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    const t = nabis.apply(s, 0, { k: 'done' }, ctxOf(scripted([])));
    expect(nabis.waitingFor(t)).toEqual({ kind: 'decide', seat: 1 });
  });
  it('Nabis 6-a / 6.D-a / 6.D-c / 6.E-a: a whole turn runs A to E and the turn marker advances', () => {
    let { s, log, d } = toInitiative([1, 1, 2, 2, ...Array(60).fill(5)]);
    for (let k = 0; k < 200 && s.turn === 1; k++) {
      const w = nabis.waitingFor(s);
      if (w.kind !== 'decide') break;
      const a = legal(s, w.seat).find((x) => x.k === 'done') ?? legal(s, w.seat)[0];
      s = nabis.apply(s, w.seat, a, ctxOf(d, log));
    }
    expect(s.turn).toBe(2);
    expect(log.filter((e) => e.t === 'activate').length).toBe(7);
    expect(s.l.every((l) => !l.done)).toBe(true);
  });
  it('Nabis 6.B-a / 6.B-c: only in-command archers not next to an enemy fire in Phase B', () => {
    const s = scene([{ id: 'cretansa', hex: 515, f: 3 }, { id: 'hastati1a', hex: 517, f: 0 }]);
    s.phase = 'B'; s.dec = 1; s.bSeat = 1;
    expect(legal(s, 1).some((a) => a.k === 'shoot')).toBe(true);
    s.u[uid(s, 'cretansa')].ooc = true;
    expect(legal(s, 1).some((a) => a.k === 'shoot')).toBe(false);
  });
});

describe('Nabis 7.5.1, 7.6: wounds and replacements', () => {
  it('Nabis 7.5.1-a: a wounded leader uses the marker values (bonus -1, placeholder) and a second wound kills', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'hastati1b', hex: 318 }], { pretor1: 515 });
    run([], (ctx) => woundLeader(s, ctx, lid(s, 'pretor1')));
    expect(s.l[lid(s, 'pretor1')].st).toBe('wounded');
    run([], (ctx) => woundLeader(s, ctx, lid(s, 'pretor1')));
    expect(s.l[lid(s, 'pretor1')].repl).toBe(1);
  });
  it('Nabis 7.5.2-a / 7.6-a / 7.6-c: every death is replaced at once and scores 3 VP', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }], { pretor1: 515 });
    run([], (ctx) => { killLeader(s, ctx, lid(s, 'pretor1'), 1); killLeader(s, ctx, lid(s, 'pretor1'), 1); });
    expect([s.l[lid(s, 'pretor1')].repl, s.vp[1]]).toEqual([2, 6]);
  });
  it('Nabis 7.6-d / 13.3.2-q: Flamininus killed ends the game (decisive Spartan); a wound is not enough', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }], { flamininus: 515 });
    run([], (ctx) => woundLeader(s, ctx, lid(s, 'flamininus')));
    expect(s.result).toBeNull();
    run([9], (ctx) => casualtyCheck(s, ctx, lid(s, 'flamininus'), 'x'));
    expect(s.result).toEqual({ winner: 1, kind: 'flamininusKilled' });
  });
  it('Nabis 7.6-e: a replacement for a leader not yet activated activates right after the current leader', () => {
    const s = scene([{ id: 'hastati1a', hex: 515 }, { id: 'spartansa', hex: 209 }], { pretor1: 515, gorgopas: 209 });
    s.phase = 'D';
    s.act = { l: lid(s, 'pretor1'), seat: 0, stage: 'resolve', units: [], oocUnits: [], noMove: [], lmoved: false, melees: [], cur: -1, adv: null, fireOk: false, adjCit: false, pend: [], ret: null, moved: [] };
    run([], (ctx) => killLeader(s, ctx, lid(s, 'gorgopas'), 0));
    expect(s.queue).toEqual([lid(s, 'gorgopas')]);
    const t = scene([{ id: 'spartansa', hex: 209 }], { gorgopas: 209 });
    t.phase = 'D';
    t.l[lid(t, 'gorgopas')].done = true;
    run([], (ctx) => killLeader(t, ctx, lid(t, 'gorgopas'), 0));
    expect(t.queue).toEqual([]); // already activated: next turn
  });
});

describe('asynchronous play (spec §9)', () => {
  it('DP-15: defensive fire "ask" hands the decision to the defender; 13.2.5-b the pilum must then be thrown', () => {
    const s = activate(scene([{ id: 'hastati1a', hex: 516, f: 0 }, { id: 'hastati1b', hex: 219, f: 0 }, { id: 'mercenariesa', hex: 515, f: 3 }], { pretor1: 516 }, { defensiveFire: 'ask' }), 'pretor1');
    s.act!.stage = 'declare';
    const log: LogEvent[] = [];
    const d = scripted([0, 0]);
    let t = nabis.apply(s, 0, { k: 'melee', d: [515], a: [516] }, ctxOf(d, log)); // nothing else to declare: the mêlée starts
    expect(nabis.waitingFor(t)).toEqual({ kind: 'decide', seat: 1 });
    expect(legal(t, 1)).toContainEqual({ k: 'dfire', u: uid(t, 'mercenariesa'), t: 516 });
    t = nabis.apply(t, 1, { k: 'done' }, ctxOf(d, log)); // the defender declines
    expect(nabis.waitingFor(t)).toEqual({ kind: 'decide', seat: 0 });
    expect(t.act!.stage).toBe('offFire');
    expect(legal(t, 0).some((a) => a.k === 'done')).toBe(false); // the pilum is compulsory
    t = nabis.apply(t, 0, { k: 'shoot', t: 515, s: [uid(t, 'hastati1a')] }, ctxOf(d, log));
    expect(t.u[uid(t, 'hastati1a')].pilum).toBe(false);
  });
  it('DP-04 / DP-17 / DP-20 / DP-22 / DP-23 are standing orders with deterministic defaults (options)', () => {
    const ids = nabis.options.map((o) => o.id);
    for (const id of ['restOrder', 'defensiveFire', 'defenderAdvance']) expect(ids).toContain(id);
    const def = Object.fromEntries(nabis.options.map((o) => [o.id, o.default]));
    expect([def.restOrder, def.defensiveFire, def.defenderAdvance]).toEqual(['auto', 'always', 'never']);
  });
});
