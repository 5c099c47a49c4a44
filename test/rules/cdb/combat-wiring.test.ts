// The combat steps in the phase machine (CdB 3, spec §3.1 2c–4, spec §9): a choice of a
// combat step waits for the player it belongs to (the inactive one included), is answered with
// a `choose` action, and the step goes on with the dice it already drew (each die drawn once).
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import { answerDefaults, game, scripted } from './game-helpers';
import { ax, corps, counter, N, S, unit } from './helpers';

const duel = () => game([unit(1, 0, ax(0, 0), N, counter('Sp')), unit(11, 1, ax(0, -1), S, counter('Sp'))]);

describe('CdB 3: the combat steps wired into the turn', () => {
  it('CdB 11.6: the inactive loser of a mêlée chooses its recoil hex; the dice are not drawn again', () => {
    const ctx = scripted([4, 3]); // Sp 4+4 = 8 against Sp 3+4 = 7: the Hittite spears recoil
    let s = cdb.apply(duel(), 0, { k: 'end' }, ctx);
    expect(s.phase).toBe('melee');
    const c = s.combat!.pending;
    expect([c.kind, c.side, c.unit, c.rule]).toEqual(['recoilHex', 1, 11, 'CdB 11.6']);
    expect(s.combat!.dice).toEqual([4, 3]);
    expect(cdb.waitingFor(s)).toEqual({ kind: 'decide', seat: 1 });
    expect(cdb.legalActions(s, 0)).toEqual([]);
    expect(cdb.legalActions(s, 1)).toEqual(c.options.map((answer) => ({ k: 'choose', answer })));
    expect(cdb.check(s, 0, { k: 'choose', answer: c.options[0] })?.message).toMatch(/other player/);
    expect(cdb.check(s, 1, { k: 'choose', answer: 1 })?.message).toMatch(/not one of the choices/);
    // Logged with the action that rolled its dice, the recoil choice pending (combat-steps.ts).
    expect(ctx.events.filter((e) => e.t === 'cdb.melee')).toMatchObject([{ dice: [4, 3], totals: [8, 7], results: ['none', 'recoil'] }]);
    const other = c.options.find((h) => h !== c.default)!;
    const after = scripted([]); // no die left: the step must reuse the two it drew
    s = cdb.apply(s, 1, { k: 'choose', answer: other }, after);
    expect(s.units.find((u) => u.id === 11)!.hex).toBe(other);
    expect(after.events.filter((e) => e.t === 'cdb.melee')).toHaveLength(0); // told once, with its dice
    expect(after.events.find((e) => e.t === 'cdb.recoil')).toMatchObject({ unit: 11, to: other });
    expect([s.combat, s.active, s.phase]).toEqual([undefined, 1, 'ap']); // the player-turn has ended
  });
  it('the default answer gives what the standing orders give', () => {
    const ctx = scripted([4, 3]);
    const s = answerDefaults(cdb.apply(duel(), 0, { k: 'end' }, ctx), ctx);
    const d = cdb.apply(duel(), 0, { k: 'end' }, scripted([4, 3])).combat!.pending.default;
    expect(s.units.find((u) => u.id === 11)!.hex).toBe(d);
  });
  it('a choose action travels as integers and reads in both languages', () => {
    const s = cdb.apply(duel(), 0, { k: 'end' }, scripted([4, 3]));
    const a = { k: 'choose' as const, answer: s.combat!.pending.options[0] };
    expect(cdb.decodeAction(cdb.encodeAction(a))).toEqual(a);
    expect(() => cdb.decodeAction([5])).toThrow();
    expect(() => cdb.decodeAction([5, 1, 2])).toThrow();
    expect(cdb.describeAction(s, a, 'en')).toMatch(/^Spears \(O\), corps 1 \(\d{4}\) recoils to \d{4}$/);
    expect(cdb.describeAction(s, a, 'fr')).toMatch(/^Lances \(O\), corps 1 \(\d{4}\) recule en \d{4}$/);
  });
  it('a mêlée reads with its dice, values, modifiers and result', () => {
    const ctx = scripted([4, 3]);
    answerDefaults(cdb.apply(duel(), 0, { k: 'end' }, ctx), ctx);
    const m = ctx.events.find((e) => e.t === 'cdb.melee')!;
    expect(cdb.describeEvent(m, 'en')).toBe("mêlée: Spears (O), the Mycenaeans' corps 1 attacks Spears (O), the Hittites' corps 1: die 4, value 4 = 8 against die 3, value 4 = 7; Spears (O), the Hittites' corps 1 recoils (rule 11.2)");
    expect(cdb.describeEvent(m, 'fr')).toMatch(/^mêlée : Lances \(O\), corps 1 des Mycéniens attaque Lances \(O\), corps 1 des Hittites : dé 4, valeur 4 = 8 contre dé 3, valeur 4 = 7 ; Lances \(O\), corps 1 des Hittites recule \(règle 11\.2\)$/);
  });
});

describe('CdB 4.3 (spec E2, M17) in the turn: defection at the end of a player-turn, change of sides as the next game turn begins', () => {
  it('an unreliable ally of another nationality whose army has a demoralised corps changes sides at the next game turn', () => {
    const cs = [corps(1, 0, -1, { demoralised: true }), corps(2, 1, -1), corps(3, 0, -1, { allied: true, unreliable: true, regularGeneral: false, nationality: 'Arab' })];
    const units = [unit(1, 0, ax(0, 0), N, counter('Sp')), unit(9, 1, ax(0, -9), S, counter('Sp')),
      ...[4, 5, 6].map((q, i) => unit(3 + i, 0, ax(q, 0), N, counter('Sp'), 3))];
    const ctx = scripted([]);
    const s = cdb.apply(game(units, { corps: cs, more: { active: 1 } }), 1, { k: 'end' }, ctx);
    expect(ctx.events.map((e) => e.t)).toEqual(expect.arrayContaining(['cdb.defects', 'cdb.changesSides']));
    expect([s.turn, s.active]).toEqual([2, 0]);
    expect(s.corps.find((c) => c.id === 3)).toMatchObject({ side: 1, defectedFrom: 0, unreliable: false });
    expect(s.units.filter((u) => u.corps === 3).every((u) => u.side === 1)).toBe(true);
    for (const e of ctx.events) expect(cdb.describeEvent(e, 'fr')).not.toMatch(/sans description/);
  });
});
