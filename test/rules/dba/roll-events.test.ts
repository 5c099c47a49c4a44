// The close-combat and shooting events carry every term of both totals (RES-01): each
// side's combat factor, each tactical factor with its rule id, the die, the total, and
// the outcome (OUT-02, OUT-05..07). The table view's result cards read them as they are.
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/contract';
import { BotRandom, DrawStream } from '../../../src/engine/draws';
import { dba } from '../../../src/rules/dba';
import { fight } from '../../../src/rules/dba/combat';
import { DENIZENS, buaAssaultPose, buaPoly } from '../../../src/rules/dba/bua';
import { resolveShot } from '../../../src/rules/dba/shooting';
import type { Factor } from '../../../src/rules/dba/factors';
import { fixedDice, get, position, type Spec } from './helpers';

const sum = (fs: unknown) => (fs as Factor[]).reduce((t, f) => t + f[0], 0);
const N = (id: number, base: string, x0: number, y1: number, depth: number, side: 0 | 1 = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [y1 - depth, y1] });
const S = (id: number, base: string, x0: number, y0: number, depth: number, side: 0 | 1 = 1): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [y0, y0 + depth] });

/** The terms of one roll add up and its outcome is the one the rules then carried out. */
function checkRoll(ev: LogEvent, after: LogEvent[]): void {
  const [da, db, ta, tb] = ev.t === 'combat' ? [ev.da, ev.db, ev.ta, ev.tb] : [ev.dp, ev.dt, ev.tp, ev.tt];
  expect(Number(ev.ca) + sum(ev.fa) + Number(da)).toBe(ta);
  expect(Number(ev.cb) + sum(ev.fb) + Number(db)).toBe(tb);
  for (const f of [...(ev.fa as Factor[]), ...(ev.fb as Factor[])]) expect(f[1]).toMatch(/^DBA [A-Z]+-\d+$/);
  const [a, b] = ev.t === 'combat' ? [ev.a, ev.b] : [ev.shooter, ev.target];
  if (ta === tb) expect(ev.loser).toBe(-1);
  else expect(ev.loser).toBe(Number(ta) < Number(tb) ? a : b);
  const next = after.find((e) => e.t === 'outcome');
  if (next) expect([next.el, next.res]).toEqual([ev.loser, ev.res]);
  else expect(ev.res).toBe('none');
}

describe('DBA RES-01 roll events', () => {
  it('RES-01 / CC-04 / RES-02: a close-combat event names each factor with its rule and the outcome', () => {
    // Wb (+1 rear support from the Wb behind) against Bd overlapped on its left by a second Wb.
    const s = position([N(0, '4Wb', 1000, 1000, 60), N(1, '4Wb', 1000, 940, 60), N(2, '4Wb', 840, 1000, 60), { ...S(12, '4Bd', 1000, 1000, 60), gen: true }, S(13, '4Bd', 840, 1000, 60)], { phase: 'combat' });
    const ctx = fixedDice([1, 6]);
    fight(s, 0, 12, ctx);
    const ev = ctx.events.find((e) => e.t === 'combat')!;
    expect(ev).toMatchObject({ ca: 3, cb: 5, da: 1, db: 6, ta: 1 + 3 + 1, loser: 0, res: 'destroyed' });
    expect(ev.fa).toEqual([[1, 'DBA RES-02', 'support']]);
    expect((ev.fb as Factor[]).map((f) => f[2])).toEqual(['general']);
    expect(ev.tb).toBe(6 + 5 + 1);
    checkRoll(ev, ctx.events.slice(ctx.events.indexOf(ev) + 1));
  });

  it('SHO-06 / OUT-02: a shooting event names the aiders\' −1s; a shooter beaten by a target not shooting back is unharmed', () => {
    const bw = (id: number, x0: number): Spec => ({ id, side: 0, base: '4Bw', f: 'N', x: [x0, x0 + 160], y: [920, 1000] });
    const s = position([bw(0, 400), bw(1, 560), bw(2, 720), { id: 12, side: 1, base: '4Pk', f: 'S', x: [640, 800], y: [1100, 1160] }], { phase: 'shoot' });
    const ctx = fixedDice([1, 6]);
    resolveShot(s, { target: 12, shooters: [1, 0, 2] }, ctx);
    const ev = ctx.events.find((e) => e.t === 'shoot')!;
    expect(ev).toMatchObject({ shooter: 1, target: 12, aiders: 2, ca: 2, cb: 3, fa: [], fb: [[-2, 'DBA SHO-06', 'aiders']], tp: 3, tt: 6 + 3 - 2, loser: 1, res: 'none', mutual: false });
    checkRoll(ev, []);
    expect(get(s, 1).status).toBe('on');
  });

  it('GAR-04 / CC-05: a BUA assault event gives the denizens CF +1 and +3, the assailant its general', () => {
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530], gen: true }], { terrain: [{ kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] }] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const sides = buaPoly(s)!.length;
    let side = 0, bd = 999;
    for (let i = 0; i < sides; i++) { const d = Math.abs(((buaAssaultPose(s, get(s, 0), i).h - 180) % 360 + 540) % 360 - 180); if (d < bd) { bd = d; side = i; } }
    Object.assign(get(s, 0), buaAssaultPose(s, get(s, 0), side));
    s.phase = 'combat';
    s.pending = [[0, DENIZENS]];
    const ctx = fixedDice([6, 1]);
    dba.apply(s, 0, { k: 'fight', a: 0, b: DENIZENS }, ctx);
    const ev = ctx.events.find((e) => e.t === 'combat')!;
    expect(ev).toMatchObject({ rule: 'DBA CC-05', ca: 5, cb: 1, fa: [[1, 'DBA RES-01', 'general']], fb: [[3, 'DBA GAR-04', 'bua']], ta: 12, tb: 5, loser: DENIZENS, res: 'destroyed' });
    checkRoll(ev, ctx.events.slice(ctx.events.indexOf(ev) + 1));
  });

  it('RES-01: in whole bot games every combat and shooting event adds up and names the outcome carried out', () => {
    const rolls = { combat: 0, shoot: 0 };
    for (let seed = 1; seed <= 10; seed++) {
      const key = new Uint8Array(32); key[0] = seed;
      const dice = new DrawStream(key);
      const rnd = new BotRandom(seed + 1);
      let s = dba.setup({ scenario: 'battle', options: { maxBounds: 12, ...(seed % 2 === 0 ? { army0: 'I/24b', army1: 'I/26a' } : { army0: 'free', free0: ['3Kn', '3Kn', '3Cv', '2LH', '2LH', '4Bw', '4Bw', '4Ax', '4Bd', '4Bd', '2Ps', 'Art'], topo0: 'STEPPE', ag0: 3, army1: 'I/24b' }) } });
      for (let n = 0; n < 4000; n++) {
        const w = dba.waitingFor(s);
        if (w.kind === 'over') break;
        const events: LogEvent[] = [];
        s = dba.apply(s, w.seat, dba.bot!(s, w.seat, rnd), { dice, log: (e) => events.push(e) });
        events.forEach((e, i) => {
          if (e.t !== 'combat' && e.t !== 'shoot') return;
          const rest = events.slice(i + 1);
          const end = rest.findIndex((x) => x.t === 'combat' || x.t === 'shoot');
          checkRoll(e, end < 0 ? rest : rest.slice(0, end));
          rolls[e.t]++;
        });
      }
    }
    expect(rolls.combat).toBeGreaterThan(20);
    expect(rolls.shoot).toBeGreaterThan(2);
  });
});
