// The sequence of play (CdB 3) and action points (CdB 4.1, 4.2, 4.3, 12.2, 13) through the
// rule system's setup, legalActions and apply, with scripted dice.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { CdbState } from '../../../src/rules/cdb/state';
import { answerDefaults, game, scripted } from './game-helpers';
import { ax, corps, counter, irr, N, S, unit } from './helpers';

const fresh = () => cdb.setup({ scenario: 'hittite-mycenaean', options: {} });

describe('CdB 3: the sequence of play', () => {
  it('the attacker rolls first; ending his movement runs the combat steps and hands over', () => {
    let s = fresh();
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    expect(cdb.legalActions(s, 0)).toEqual([{ k: 'roll' }]);
    expect(cdb.legalActions(s, 1)).toEqual([]);
    const ctx = scripted([3, 4, 5, 2, 2, 2, 6, 6, 6]);
    s = cdb.apply(s, 0, { k: 'roll' }, ctx);
    expect(s.phase).toBe('move'); // irregular generals: no choice to make (4.1)
    s = cdb.apply(s, 0, { k: 'end' }, ctx);
    // 9.5: the impetuous units must advance; their owner picks among equally near targets.
    expect([s.phase, s.combat?.pending.kind]).toEqual(['advance', 'advanceTarget']);
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
    expect(cdb.legalActions(s, 0)).toEqual(s.combat!.pending.options.map((answer) => ({ k: 'choose', answer })));
    expect(cdb.check(s, 0, { k: 'end' })?.rule).toBe('CdB 9.5');
    s = answerDefaults(s, ctx);
    expect([s.turn, s.active, s.phase]).toEqual([1, 1, 'ap']);
  });
  it('after the defender\'s player-turn a new game turn begins with the attacker', () => {
    let s: CdbState = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(9, 1, ax(0, -9), S, counter('Sp'))], { more: { phase: 'ap' } });
    const ctx = scripted([3, 4]);
    for (const seat of [0, 1] as const) s = cdb.apply(cdb.apply(s, seat, { k: 'roll' }, ctx), seat, { k: 'end' }, ctx);
    expect([s.turn, s.active, s.phase]).toEqual([2, 0, 'ap']);
    expect(cdb.check(s, 1, { k: 'roll' })?.rule).toBe('CdB 3');
  });
  it('the game ends in a draw after its last turn (spec M18 placeholder)', () => {
    // Spears far apart (nothing impetuous, no shot, no mêlée): the last turn ends the game.
    let s: CdbState = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(9, 1, ax(0, -9), S, counter('Sp'))], { more: { phase: 'ap', turn: 12, lastTurn: 12 } });
    const ctx = scripted(Array(12).fill(1));
    for (const seat of [0, 1] as const) s = cdb.apply(cdb.apply(s, seat, { k: 'roll' }, ctx), seat, { k: 'end' }, ctx);
    expect(cdb.waitingFor(s)).toMatchObject({ kind: 'over', winner: null });
  });
});

describe('CdB 4.1: action points', () => {
  const regulars = (more: Partial<CdbState> = {}) => game(
    [unit(1, 0, ax(-4, 0), N, counter('Cv', 'O', { general: true, cinc: true })), unit(2, 0, ax(0, 0), N, counter('Cv', 'O', { general: true })), unit(3, 0, ax(4, 0), N, irr('Cv', 'O', { general: true })), unit(9, 1, ax(0, -9), S, counter('Sp'))],
    { corps: [corps(1, 0, 0), corps(2, 0, 0), corps(3, 0, 0, { regularGeneral: false }), corps(4, 1, 0)], more: { phase: 'ap', ap: {}, ...more } },
  );
  const fix = (s: CdbState) => { s.corps[0].general = s.units[0].counters[0].id; s.corps[1].general = s.units[1].counters[0].id; s.corps[2].general = s.units[2].counters[0].id; return s; };
  it('regular generals share their dice freely after the roll; an irregular general keeps his own', () => {
    const s = cdb.apply(fix(regulars()), 0, { k: 'roll' }, scripted([2, 5, 4]));
    expect(s.phase).toBe('assign');
    expect(cdb.legalActions(s, 0)).toEqual([{ k: 'assign', dice: [2, 5, 4] }, { k: 'assign', dice: [5, 2, 4] }]);
    expect(cdb.check(s, 0, { k: 'assign', dice: [4, 5, 2] })?.rule).toBe('CdB 4.1');
    const t = cdb.apply(s, 0, { k: 'assign', dice: [5, 2, 4] }, scripted([]));
    expect([t.phase, t.ap]).toEqual(['move', { 1: 5, 2: 2, 3: 4 }]);
    expect(t.cincPoint).toBe(true);
  });
  it('once the commander-in-chief is lost, every corps keeps its own die', () => {
    const s = fix(regulars());
    s.units[0].counters[0].cinc = false; // he is gone
    const t = cdb.apply(s, 0, { k: 'roll' }, scripted([2, 5, 4]));
    expect([t.phase, t.ap, t.cincPoint]).toEqual(['move', { 1: 2, 2: 5, 3: 4 }, false]);
  });
  it('action points are not carried over to the next player-turn', () => {
    const s = cdb.apply(fix(regulars({ phase: 'move', ap: { 1: 3, 2: 3, 3: 3 } })), 0, { k: 'end' }, scripted([]));
    expect(s.ap).toEqual({});
  });
});

describe('CdB 4.3: an ally\'s first roll and its return to reliability', () => {
  it('a 1 on its first roll makes it unreliable; a later 6 makes it reliable again', () => {
    const s = game([unit(1, 0, ax(0, 0), N, irr('Cv', 'O', { general: true })), unit(9, 1, ax(0, -9), S, counter('Sp'))],
      { corps: [corps(1, 0, 0, { allied: true, regularGeneral: false }), corps(2, 1, 0)], more: { phase: 'ap', rolledOnce: [] } });
    s.corps[0].general = s.units[0].counters[0].id;
    const a = cdb.apply(s, 0, { k: 'roll' }, scripted([1]));
    expect(a.corps[0].unreliable).toBe(true);
    const b = cdb.apply({ ...a, phase: 'ap' }, 0, { k: 'roll' }, scripted([6]));
    expect(b.corps[0].unreliable).toBe(false);
    const c = cdb.apply({ ...s, rolledOnce: [1] }, 0, { k: 'roll' }, scripted([1]));
    expect(c.corps[0].unreliable).toBeUndefined(); // only the first roll of the game counts
  });
});

describe('CdB 12.2: demoralisation', () => {
  it('the general-loss test: the first die after his loss at or under the losses demoralises the corps', () => {
    const make = () => {
      const s = game([unit(1, 0, ax(0, 0), N, irr('Sp')), unit(9, 1, ax(0, -9), S, counter('Sp'))],
        { corps: [corps(1, 0, -1, { regularGeneral: false, generalLost: true }), corps(2, 1, 0)], more: { phase: 'ap' } });
      s.corpsTotal['1'] = 8; // three counters (the general one of them) lost: 6 halves
      return s;
    };
    expect(cdb.apply(make(), 0, { k: 'roll' }, scripted([3])).corps[0].demoralised).toBe(true);
    const held = cdb.apply(make(), 0, { k: 'roll' }, scripted([4]));
    expect(held.corps[0].demoralised).toBe(false);
    expect(held.lossTested).toEqual([1]); // tested once
  });
  it('at the end of the player-turn, a corps that lost a third of its counters is demoralised', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 0, ax(1, 0), N, counter('Sp')), unit(9, 1, ax(0, -9), S, counter('Sp'))]);
    s.corpsTotal['1'] = 6; // one of three lost
    s.corpsThreshold['1'] = 2;
    const t = cdb.apply(s, 0, { k: 'end' }, scripted([]));
    expect(t.corps[0].demoralised).toBe(true);
    s.corpsThreshold['1'] = 4;
    expect(cdb.apply(s, 0, { k: 'end' }, scripted([])).corps[0].demoralised).toBe(false);
  });
});

describe('CdB 13: victory', () => {
  it('the first side to lose half its army loses the game', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(9, 1, ax(0, -9), S, counter('Sp'))]);
    s.armyTotal = [2, 4]; // seat 1 has lost half
    expect(cdb.waitingFor(cdb.apply(s, 0, { k: 'end' }, scripted([])))).toMatchObject({ kind: 'over', winner: 0 });
    s.armyTotal = [2, 3];
    expect(cdb.waitingFor(cdb.apply(s, 0, { k: 'end' }, scripted([])))).toMatchObject({ kind: 'decide', seat: 1 });
  });
});

describe('CdB 4.2: restraint', () => {
  it('an impetuous unit may be held back, at +1 for irregulars (4.2-R1), once', () => {
    const s = game([unit(1, 0, ax(0, 0), N, irr('Wb')), unit(2, 0, ax(3, 0), N, counter('Sp')), unit(9, 1, ax(0, -9), S, counter('Sp'))]);
    const acts = cdb.legalActions(s, 0).filter((a) => a.k === 'restrain');
    expect(acts).toEqual([{ k: 'restrain', units: [1] }]);
    const ctx = scripted([]);
    const t = cdb.apply(s, 0, acts[0], ctx);
    expect(t.flags['1'].restrained).toBe(true);
    expect(6 - t.ap['1']).toBe(3); // base, 4.2-R1, general off the map (4.2-G2)
    expect(cdb.check(t, 0, acts[0])?.rule).toBe('CdB 4.2');
  });
});
