// The steady bot (issue 14): each test builds a position by hand and asks the bot for its
// action; the position is chosen so that a bot without the behaviour named would act otherwise.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { cdb, type CdbAction, type CdbState } from '../../../src/rules/cdb';
import { cdbBot, meleeEdge } from '../../../src/rules/cdb/bot';
import { planMove } from '../../../src/rules/cdb/movement';
import { frontHexes } from '../../../src/rules/cdb/grid';
import { game, scripted } from './game-helpers';
import { ax, corps, counter, G, irr, N, S, unit } from './helpers';

const bot = (s: CdbState, seat: 0 | 1 = 0, seed = 1): CdbAction => cdb.bot!(s, seat, new BotRandom(seed));
const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;

/** The bot's actions for its movement phase, applied, until it would end it. */
function playMovement(s: CdbState, seat: 0 | 1 = 0): { state: CdbState; actions: CdbAction[] } {
  const actions: CdbAction[] = [];
  for (let guard = 0; guard < 40; guard++) {
    const a = bot(s, seat);
    expect(cdb.check(s, seat, a)).toBeNull();
    actions.push(a);
    if (a.k === 'end') break;
    s = cdb.apply(s, seat, a, scripted([]));
  }
  return { state: s, actions };
}

describe('cdb steady bot: fights where the mêlée totals favour it (11.2)', () => {
  it('Spears close with Cavalry (the Spears have the better total, and the table favours them: 11.5): they end in frontal contact', () => {
    const s = game([unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(2, 1, ax(1, -3), S, counter('Cv'))]);
    expect(meleeEdge(s, unitOf(s, 1), unitOf(s, 2))).toBeGreaterThan(0);
    const { state } = playMovement(s);
    const sp = unitOf(state, 1), kn = unitOf(state, 2);
    expect(frontHexes(G, sp)).toContain(kn.hex);
    expect(frontHexes(G, kn)).toContain(sp.hex);
  });
  it('Cavalry does not charge a stack of Spears (their total is better; beaten, the Cavalry would recoil or flee, 11.5): it stays out of contact', () => {
    const s = game([unit(1, 0, ax(0, 2), N, counter('Cv')), unit(2, 1, ax(1, -3), S, [counter('Sp'), counter('Sp')])]);
    expect(meleeEdge(s, unitOf(s, 2), unitOf(s, 1))).toBeGreaterThan(0);
    const { state } = playMovement(s);
    expect(G.distance(unitOf(state, 1).hex, unitOf(state, 2).hex)).toBeGreaterThan(1);
  });
});

describe('cdb steady bot: action points and lines (4.1, 4.2, 5.1)', () => {
  it('a line of one corps moves as one group, not unit by unit', () => {
    const line = [0, 1, 2].map((k) => unit(1 + k, 0, ax(k, 0), N, counter('Sp')));
    const s = game([...line, unit(9, 1, ax(0, -10), S, counter('Sp'))]);
    const a = bot(s);
    expect(a.k).toBe('move');
    if (a.k === 'move') expect([...a.units].sort()).toEqual([1, 2, 3]);
  });
  it('the higher die goes to the corps facing the enemy (4.1, free assignment)', () => {
    const units = [unit(1, 0, ax(0, 0), N, counter('Sp', 'O', { general: true, cinc: true })), unit(2, 0, ax(-8, 8), N, counter('Sp', 'O', { general: true }), 3), unit(9, 1, ax(0, -3), S, counter('Sp'))];
    const cs = [corps(1, 0, units[0].counters[0].id), corps(3, 0, units[1].counters[0].id), corps(2, 1, units[2].counters[0].id)];
    const s = game(units, { corps: cs, more: { phase: 'assign', rolled: [1, 6] } });
    expect(cdb.legalActions(s, 0).length).toBe(2);
    expect(bot(s)).toEqual({ k: 'assign', dice: [6, 1] });
  });
  it('an impetuous unit behind its own foot is moved or held back before the phase ends (9.5, 8.2)', () => {
    const s = game([
      unit(1, 0, ax(0, 0), N, [irr('Sp'), irr('Sp')]), unit(2, 0, ax(0, 1), N, irr('Kn')),
      unit(9, 1, ax(0, -10), S, counter('Sp')),
    ], { ap: { 1: 3 } });
    const { state, actions } = playMovement(s);
    expect(actions[actions.length - 1]).toEqual({ k: 'end' });
    const f = state.flags['2'] ?? { moved: false, restrained: false };
    expect(f.moved || f.restrained).toBe(true);
  });
});

describe('cdb steady bot: choices and determinism', () => {
  it('a pending combat choice is answered by its owner with the standing order (spec §9)', () => {
    const s = game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(2, 1, ax(0, -1), S, counter('Sp'))]);
    s.phase = 'melee';
    s.combat = { step: 'melee', answers: [], dice: [], pending: { kind: 'recoilHex', side: 1, unit: 2, options: [ax(0, -2), ax(1, -2)], default: ax(1, -2), rule: 'CdB 11.6' } };
    expect(bot(s, 1)).toEqual({ k: 'choose', answer: ax(1, -2) });
  });
  it('the same state and seed give the same action; every move it plays is legal', () => {
    const s = cdb.setup({ scenario: 'hittite-mycenaean', options: {} });
    const rolled = cdb.apply(s, 0, { k: 'roll' }, scripted([4, 5, 6]));
    const a = bot(rolled, 0, 7), b = bot(rolled, 0, 7);
    expect(a).toEqual(b);
    expect(a.k).toBe('move');
    if (a.k === 'move') expect('error' in planMove(rolled, a)).toBe(false);
  });
});
