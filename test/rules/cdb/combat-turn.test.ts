// A player-turn's combat phases in the order of spec §3.1 (CdB 9.5, CdB 12.3, CdB 10.1,
// CdB 11.1, CdB 12.2), on one hand-built position: deterministic, one unit a hex, and the
// choice protocol: asking and answering every choice gives what the defaults give.
import { describe, expect, it } from 'vitest';
import { decider, settle, type ChoicePoint, type Decider } from '../../../src/rules/cdb/choices';
import { demoralisedFlight, endOfPlayerTurn } from '../../../src/rules/cdb/demoralisation';
import { meleePhase } from '../../../src/rules/cdb/melee-phase';
import { shootingPhase } from '../../../src/rules/cdb/shooting-phase';
import { spontaneousAdvances } from '../../../src/rules/cdb/spontaneous-advance';
import type { Position } from '../../../src/rules/cdb/state';
import { ax, corps, counter, irr, N, position, S, unit } from './helpers';

const stream = (xs: number[]) => { let i = 0; return () => xs[i++ % xs.length]; };

function playerTurn(p: Position, d: Decider) {
  const roll = stream([4, 2, 6, 1, 3, 5, 2, 2, 5, 4]);
  const a = spontaneousAdvances(p, 0, {}, d);
  const f = demoralisedFlight(a.position, 0, [], d);
  const s = shootingPhase(f.position, 0, roll, d, { fled: f.fled });
  const m = meleePhase(s.position, 0, roll, d);
  const e = endOfPlayerTurn(m.position, 0);
  return { position: e.position, log: [...a.log, ...f.log, ...s.log, ...m.log, ...e.log] };
}

const start = position([
  unit(1, 0, ax(0, 0), N, counter('Bd')), unit(2, 0, ax(1, 0), N, counter('Bd')), unit(3, 0, ax(3, 1), N, counter('Bw')),
  unit(4, 0, ax(-3, 2), N, irr('Wb')),
  unit(11, 1, ax(0, -1), S, counter('Sp')), unit(12, 1, ax(1, -1), S, counter('Sp')), unit(13, 1, ax(3, -1), S, counter('Bw')),
  unit(14, 1, ax(-2, -4), S, counter('Ax')),
], { corps: [corps(1, 0, 0), corps(2, 1, 0)] });

describe('a combat player-turn (spec §3.1)', () => {
  it('is deterministic and keeps one unit a hex', () => {
    const r1 = playerTurn(start, decider());
    const r2 = playerTurn(start, decider());
    expect(JSON.stringify(r1)).toBe(JSON.stringify(r2));
    const hexes = r1.position.units.map((u) => u.hex);
    expect(new Set(hexes).size).toBe(hexes.length);
    const kinds = r1.log.map((e) => e.t);
    for (const k of ['cdb.advance', 'cdb.shot', 'cdb.melee']) expect(kinds).toContain(k);
  });
  it('asking every choice and answering with its default ends where the defaults end', () => {
    const answers: number[] = [];
    const asked: ChoicePoint[] = [];
    for (let i = 0; i < 100; i++) {
      const s = settle(() => playerTurn(start, decider(answers, true)));
      if (s.done) {
        expect(JSON.stringify(s.value)).toBe(JSON.stringify(playerTurn(start, decider())));
        expect(asked.length).toBeGreaterThan(0);
        return;
      }
      asked.push(s.pending);
      answers.push(s.pending.default);
    }
    throw new Error('never settled');
  });
  it('refuses an answer that is not an option', () => {
    expect(() => playerTurn(start, decider([999], true))).toThrow(/not one of/);
  });
});
