// The steady bot (issue 14), what it marches on and what it weighs a loss at: each test builds a
// position by hand and asks the bot for its movement phase; the position is chosen so that a bot
// without the behaviour named would act otherwise.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { cdb, type CdbAction, type CdbState } from '../../../src/rules/cdb';
import { game, playMovement, scripted } from './game-helpers';
import { ax, corps, counter, G, irr, N, S, unit } from './helpers';
import { threatOn } from '../../../src/rules/cdb/bot';

const bot = (s: CdbState, seat: 0 | 1 = 0, seed = 1): CdbAction => cdb.bot!(s, seat, new BotRandom(seed));
const unitOf = (s: CdbState, id: number) => s.units.find((u) => u.id === id)!;


describe('cdb steady bot: what it marches on (12.3, 13)', () => {
  it('the line marches on an enemy corps still standing, not on the nearer units of a demoralised corps (they flee, and 13 counts them in full already)', () => {
    const units = [
      unit(1, 0, ax(0, 0), N, [counter('Sp', 'O', { general: true }), counter('Sp')], 1),
      // Corps 2, demoralised, South-West and nearer; corps 3, standing, North and further.
      unit(2, 1, ax(-5, 3), S, counter('Sp', 'O', { general: true }), 2),
      unit(3, 1, ax(2, -9), S, counter('Sp', 'O', { general: true }), 3),
    ];
    const cs = [corps(1, 0, units[0].counters[0].id), corps(2, 1, units[1].counters[0].id, { demoralised: true }), corps(3, 1, units[2].counters[0].id)];
    const s = game(units, { corps: cs, ap: { 1: 6 } });
    const before = { live: G.distance(ax(0, 0), ax(2, -9)), fled: G.distance(ax(0, 0), ax(-5, 3)) };
    expect(before.fled).toBeLessThan(before.live);
    const after = playMovement(s);
    const sp = unitOf(after, 1);
    expect(G.distance(sp.hex, ax(2, -9))).toBeLessThan(before.live);
    expect(G.distance(sp.hex, ax(-5, 3))).toBeGreaterThanOrEqual(before.fled);
  });
});

describe('cdb steady bot: who an impetuous enemy charges (9.5)', () => {
  it('Psiloi behind their Spears are not threatened by irregular Knights (impetuous) that will charge the nearer Spears; alone, the same Psiloi are', () => {
    const kn = unit(9, 1, ax(0, -4), S, irr('Kn'));
    const ps = unit(2, 0, ax(0, 0), N, counter('Ps'));
    const sp = unit(1, 0, ax(0, -1), N, [counter('Sp'), counter('Sp')]);
    const screened = game([sp, ps, kn]);
    expect(threatOn(screened, unitOf(screened, 2))).toBe(0);
    const alone = game([ps, kn]);
    expect(threatOn(alone, unitOf(alone, 2))).toBeGreaterThan(0);
    // 9.5: two moves when no enemy is within 4 hexes: Knights 6 hexes off reach the Psiloi; Cavalry
    // (not impetuous, allowance 4) 6 hexes off does not.
    const far = game([ps, unit(9, 1, ax(0, -6), S, irr('Kn'))]);
    expect(threatOn(far, unitOf(far, 2))).toBeGreaterThan(0);
    const cv = game([ps, unit(9, 1, ax(0, -6), S, counter('Cv'))]);
    expect(threatOn(cv, unitOf(cv, 2))).toBe(0);
    // Foot that is not impetuous does not choose the nearest: it threatens the Psiloi behind too.
    const foot = game([sp, ps, unit(9, 1, ax(0, -3), S, counter('Bd'))]);
    expect(threatOn(foot, unitOf(foot, 2))).toBeGreaterThan(0);
  });
});

describe('cdb steady bot: what each unit marches on (2.3, 11.2)', () => {
  it('Cavalry marches on the Psiloi it outclasses (3 against 2), not on the nearer Spears that outclass it (4 against 3)', () => {
    const cv = unit(1, 0, ax(0, 0), N, counter('Cv'));
    const sp = unit(8, 1, ax(-5, 1), S, [counter('Sp'), counter('Sp')]);
    const ps = unit(9, 1, ax(4, -8), S, counter('Ps'));
    const s = game([cv, sp, ps], { ap: { 1: 6 } });
    const before = { sp: G.distance(cv.hex, sp.hex), ps: G.distance(cv.hex, ps.hex) };
    expect(before.sp).toBeLessThan(before.ps);
    const after = unitOf(playMovement(s), 1);
    expect(G.distance(after.hex, ps.hex)).toBeLessThan(before.ps);
    expect(G.distance(after.hex, sp.hex)).toBeGreaterThanOrEqual(before.sp);
  });
});

describe('cdb steady bot: skirmishers and the line (5.1, 9.5, 11.5)', () => {
  it('two Spears pairs go on toward impetuous Knights without the Psiloi at the end of their line (beaten by mounted in the open, Psiloi are destroyed): the group moves without them', () => {
    const s = game([
      unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(2, 0, ax(1, 0), N, [counter('Sp'), counter('Sp')]), unit(3, 0, ax(2, 0), N, counter('Ps')),
      unit(9, 1, ax(4, -8), S, irr('Kn')),
    ]);
    const a = bot(s);
    expect(a.k).toBe('move');
    if (a.k === 'move') expect([...a.units].sort()).toEqual([1, 2]);
  });
});

describe('cdb steady bot: a corps near its demoralisation threshold (12.2, 13)', () => {
  it('Auxilia of a fresh corps close on Blades; the same Auxilia, their corps having lost 6 of the 8 halves that demoralise it, keep out of the Blades\' reach', () => {
    const at = (damaged: boolean): number => {
      const units = [unit(1, 0, ax(0, 0), N, counter('Ax', 'O', { general: true }), 1), unit(2, 0, ax(1, 0), N, counter('Ax'), 1), unit(9, 1, ax(0, -3), S, counter('Bd', 'O', { general: true }), 2)];
      const s = game(units, { ap: { 1: 6 } });
      s.corpsThreshold['1'] = 8;
      // Counters lost (12.1): what the corps had at set-up minus what it has now.
      if (damaged) s.corpsTotal['1'] += 6;
      return G.distance(unitOf(playMovement(s), 2).hex, ax(0, -3));
    };
    expect(at(false)).toBeLessThan(3);
    expect(at(true)).toBeGreaterThan(3);
  });
});
