// Speed without changing results: the quick verdict's refusals (prefilter.ts) must be
// refusals of dba.check, and the facts a decision remembers (memo.ts) must give the same
// legal actions as checking every candidate afresh.
import { describe, expect, it } from 'vitest';
import { BotRandom, DrawStream } from '../../../src/engine/draws';
import { dba, type DbaState } from '../../../src/rules/dba';
import type { DbaAction } from '../../../src/rules/dba/actions';
import { moveCandidates } from '../../../src/rules/dba/candidates';
import { landingCandidates } from '../../../src/rules/dba/landing';
import { inCloseCombat, onTable } from '../../../src/rules/dba/geometry';
import { aboutElem, copiedFrom, deciding } from '../../../src/rules/dba/memo';
import { quickVerdict } from '../../../src/rules/dba/prefilter';
import { campAt } from '../../../src/rules/dba/setup';
import { pitchFollowers } from '../../../src/rules/dba/camp-assault';
import { dirN } from '../../../src/engine/plane';
import { position, type Spec } from './helpers';

const check = (s: DbaState, a: DbaAction) => dba.check(s, s.active, a);
const surely = (s: DbaState, a: DbaAction) => quickVerdict(s, s.active)(a);
const bd = (id: number, x0: number, y0: number, side: 0 | 1 = 0, gen = false): Spec =>
  ({ id, side, base: '4Bd', f: side === 0 ? 'N' : 'S', x: [x0, x0 + 160], y: [y0, y0 + 60], gen });
const far = bd(23, 2000, 2200, 1);

describe('DBA quick verdict: single moves and camp assaults refused before the full check', () => {
  it('DBA MOV-02: a move ending on another element is surely illegal, and check refuses it', () => {
    const s = position([bd(0, 1000, 500, 0, true), bd(1, 1000, 700), far]);
    const a: DbaAction = { k: 'move', id: 0, x: 1080, y: 740, h: 90 };
    expect(check(s, a)?.rule).toBe('DBA MOV-02');
    expect(surely(s, a)).toBe(true);
    const clear: DbaAction = { k: 'move', id: 0, x: 1080, y: 640, h: 90 };
    expect(check(s, clear)).toBeNull();
    expect(surely(s, clear)).toBe(false);
  });
  it('DBA INT-01: a move through a friend it may not pass through is surely illegal', () => {
    const s = position([bd(0, 1000, 500, 0, true), bd(1, 1000, 600), far]);
    const a: DbaAction = { k: 'move', id: 0, x: 1080, y: 760, h: 90 };
    expect(check(s, a)?.rule).toBe('DBA INT-01');
    expect(surely(s, a)).toBe(true);
  });
  it('DBA MOV-02 (INTERP-27): a move leaving the table is surely illegal', () => {
    const s = position([bd(0, 0, 500, 0, true), far]);
    const a: DbaAction = { k: 'move', id: 0, x: 40, y: 560, h: 90 };
    expect(check(s, a)?.rule).toBe('DBA MOV-02');
    expect(surely(s, a)).toBe(true);
  });
  it('DBA DIST-02: a move beyond any allowance is surely illegal', () => {
    const s = position([bd(0, 1000, 500, 0, true), far]);
    const a: DbaAction = { k: 'move', id: 0, x: 1080, y: 1200, h: 90 };
    expect(check(s, a)?.rule).toBe('DBA DIST-02');
    expect(surely(s, a)).toBe(true);
  });
  it('DBA 2ND-01: a second move off road is surely illegal', () => {
    const s = position([bd(0, 1000, 500, 0, true), far]);
    s.els[0].moves = 1;
    const a: DbaAction = { k: 'move', id: 0, x: 1080, y: 600, h: 90 };
    expect(check(s, a)?.rule).toBe('DBA 2ND-01');
    expect(surely(s, a)).toBe(true);
  });
  it('DBA PIP-01: a move costing more PIPs than are left is surely illegal (no general: +1)', () => {
    const s = position([bd(0, 1000, 500), far], { pips: 1 });
    const a: DbaAction = { k: 'move', id: 0, x: 1080, y: 600, h: 90 };
    expect(check(s, a)?.rule).toBe('DBA PIP-01');
    expect(surely(s, a)).toBe(true);
    s.pips = 2;
    expect(check(s, a)).toBeNull();
    expect(surely(s, a)).toBe(false);
  });
  it('DBA CON-05 / DIST-02: an assault on a held camp out of reach is surely illegal; one within reach is left to check', () => {
    const s = position([bd(0, 1120, 2000, 0, true), bd(1, 1120, 500), far]);
    s.camps[1] = campAt(s, 1, 1200);
    s.els.push({ ...s.els[0], id: 25, side: 1, base: 'CF', type: 'CF', gen: false, d: 80, follower: true, status: 'reserve', where: '' });
    pitchFollowers(s, 1);
    const near: DbaAction = { k: 'assault', id: 0, camp: 1 }, away: DbaAction = { k: 'assault', id: 1, camp: 1 };
    expect(check(s, near)).toBeNull();
    expect(surely(s, near)).toBe(false);
    expect(check(s, away)?.rule).toBe('DBA DIST-02');
    expect(surely(s, away)).toBe(true);
  });
});

describe('DBA decision memo: facts remembered only while a trial copy is unchanged', () => {
  it('DBA BRK-01: a copy changed by an earlier step of an action is answered afresh', () => {
    const s = position([bd(0, 1000, 500, 0, true), bd(12, 1000, 800, 1), far]);
    deciding(s, () => {
      const t: DbaState = { ...s, els: s.els.map((e) => ({ ...e })) };
      copiedFrom(t, s);
      expect(aboutElem(t, t.els[0], 'cc', inCloseCombat)).toBe(false);
      // The enemy now stands front to front with element 0 in the copy.
      t.els[1].y = 560;
      expect(inCloseCombat(t, t.els[0])).toBe(true);
      expect(aboutElem(t, t.els[0], 'cc', inCloseCombat)).toBe(true);
      expect(aboutElem(s, s.els[0], 'cc', inCloseCombat)).toBe(false);
    });
    // Outside a decision nothing is remembered.
    s.els[1].y = 560;
    expect(aboutElem(s, s.els[0], 'cc', inCloseCombat)).toBe(true);
  });

  it('DBA ZOC-01 / G-ZOC: over a bot game, legalActions equals the candidates check accepts one by one, and every quick refusal is a refusal', { timeout: 120_000 }, () => {
    const cfg = { scenario: 'battle', options: { maxBounds: 20, sho02: 'exact', zoc08: 'straight', pur01: 'record', mov06: 'column', army0: 'I/24b', army1: 'I/26a' } };
    expect(dba.validateConfig(cfg)).toBeNull();
    let s = dba.setup(cfg);
    const dice = new DrawStream(new Uint8Array(32).fill(7));
    const rnd = new BotRandom(11);
    let decisions = 0, refused = 0;
    for (let n = 0; n < 3000; n++) {
      const w = dba.waitingFor(s);
      if (w.kind === 'over' || decisions >= 80) break;
      if (s.phase === 'move') {
        decisions++;
        const all: DbaAction[] = [...landingCandidates(s, w.seat).map((at) => ({ k: 'land', at }) as DbaAction), ...moveCandidates(s, w.seat)];
        const one = all.filter((a) => dba.check(s, w.seat, a) === null).map((a) => dba.encodeAction(a));
        expect(dba.legalActions(s, w.seat).map((a) => dba.encodeAction(a))).toEqual([...one, dba.encodeAction({ k: 'endMove' })]);
        const v = quickVerdict(s, w.seat);
        const extra: DbaAction[] = onTable(s).filter((e) => e.side === w.seat).flatMap((e) => [60, 150, 300].map((d) => { const p = dirN(e.h, d); return { k: 'move', id: e.id, x: e.x + p.x, y: e.y + p.y, h: e.h } as DbaAction; }));
        for (const a of [...all, ...extra]) if (v(a)) { refused++; expect(dba.check(s, w.seat, a)).not.toBeNull(); }
      }
      s = dba.apply(s, w.seat, dba.bot!(s, w.seat, rnd), { dice, log() {} });
    }
    expect(decisions).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(0);
  });
});
