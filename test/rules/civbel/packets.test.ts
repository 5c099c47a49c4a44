// SEQ-03 and spec §10.2: the packet structure of a turn as the game option `packets`.
// Strict (the default, every recorded game): each player's Command, Approach, Tactical
// and charge half-phases travel in their own message, up to 8 a turn. Relaxed: the
// initiative player sends [Command + Approach], the other [Command + Approach], and the
// engine applies P1-Cmd, P2-Cmd, P1-App, P2-App in that order (6 a turn), voiding any
// ordered move no longer allowed when it is carried out. Hand-built positions on the
// Great Plains scenario; a message is a run of decisions by one seat, as the engine
// ends a packet exactly when the game next needs the other seat (engine README).
import { describe, expect, it } from 'vitest';
import type { Ctx, LogEvent, Seat } from '../../../src/engine/contract';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { OPTIONS, resolveOptions } from '../../../src/rules/civbel/options';
import type { CbUnit } from '../../../src/rules/civbel/state';
import { scripted as scriptedDice, ix, unitOf, frontAt } from './helpers';

const JT = 240;

const scripted = (faces: number[], rest = 4) => scriptedDice(faces, rest);
const unit = unitOf;
/** Turn 1 after the CP ratings (Rome has the initiative by the scenario). */
function start(packets?: 'strict' | 'relaxed'): CivGame {
  const options: Record<string, string> = packets ? { packets } : {};
  return civbel.apply(civbel.setup({ scenario: 'great-plains', options }), 0, { k: 'roll' }, scripted([4, 4, 4]));
}
/** Carthage's Celts brought face to face with Rome's Numidians, 2 JT apart, so that
 *  every half-phase of the turn offers a choice: marches far from them, moves,
 *  charges between them. */
function closeQuarters(s: CivGame): CivGame {
  const n = unitFrame(unit(s, 'numidiansR'));
  frontAt(unit(s, 'celtA'), n.o.x, n.o.y + 2 * JT);
  return s;
}
const march = (s: CivGame): CivAction | undefined => civbel.legalActions(s, s.active).find((a) => a.k === 'move' && a.how === 'march');
/** Plays one turn: each Command half ended at once, one march in each Approach half,
 *  nothing else; returns the seats in the order they decided, and the state. */
function playTurn(s0: CivGame, ctx: Ctx): { seats: Seat[]; s: CivGame; halves: string[] } {
  let s = s0;
  const seats: Seat[] = [], halves: string[] = [];
  const turn = s.turn;
  while (s.turn === turn && s.phase !== 'over') {
    const a: CivAction = s.phase === 'approach' ? march(s) ?? { k: 'done' } : { k: 'done' };
    if (a.k === 'done' && s.phase !== 'approach') halves.push(`${s.phase}${s.active}`);
    if (a.k === 'done' && s.phase === 'approach') halves.push(`${s.planned ? 'order' : 'approach'}${s.active}`);
    expect(civbel.check(s, s.active, a)).toBeNull();
    seats.push(s.active);
    s = civbel.apply(s, s.active, a, ctx);
    expect(civbel.invariants!(s)).toEqual([]);
  }
  return { seats, s, halves };
}
const messages = (seats: Seat[]) => seats.filter((x, i) => i === 0 || seats[i - 1] !== x).length;

describe('the option (SEQ-03, spec §10.2)', () => {
  it('is named with its rule in English and French, strict by default, and late: a header without it leaves the state as before', () => {
    const o = OPTIONS.find((x) => x.id === 'packets')!;
    expect(o.rule).toMatch(/SEQ-03/);
    expect(o.default).toBe('strict');
    expect(o.choices.map((c) => c.value)).toEqual(['strict', 'relaxed']);
    expect(o.help.en).toMatch(/8 messages.*6 messages/);
    expect(o.help.fr).toMatch(/8 messages.*6 messages/);
    expect(resolveOptions({})).not.toHaveProperty('packets');
    expect(resolveOptions({ packets: 'relaxed' })).toMatchObject({ packets: 'relaxed' });
    expect(civbel.validateConfig({ scenario: 'great-plains', options: { packets: 'loose' } })).toMatch(/packets/);
  });
});

describe('SEQ-03, spec §10.2: messages per turn', () => {
  it('strict: 8 messages, one per half-phase (Command, Approach, Tactical, charges, each side)', () => {
    for (const s0 of [start(), start('strict')]) {
      const r = playTurn(closeQuarters(s0), scripted([]));
      expect(r.halves).toEqual(['command0', 'command1', 'approach0', 'approach1', 'tactical0', 'tactical1', 'charges0', 'charges1']);
      expect(messages(r.seats)).toBe(8);
    }
  });
  it('relaxed: 6 messages, each Command half travelling with its own side\'s Approach', () => {
    const ctx = scripted([]);
    const r = playTurn(closeQuarters(start('relaxed')), ctx);
    expect(r.halves).toEqual(['command0', 'order0', 'command1', 'approach1', 'tactical0', 'tactical1', 'charges0', 'charges1']);
    expect(messages(r.seats)).toBe(6);
    // Every line of the turn reads without an identifier or a hole, in both languages.
    for (const e of ctx.events) for (const lang of ['en', 'fr'] as const) expect(civbel.describeEvent(e, lang)).not.toMatch(/undefined|NaN|\b[a-z]+[A-Z]\w*\b|\?/);
    const ordered = ctx.events.find((e) => e.t === 'approachOrdered')!;
    expect(civbel.describeEvent(ordered, 'en')).toBe('order: Legion I to march after the enemy\'s command phase (rule: Sequence of Play, p.17)');
    expect(civbel.describeEvent(ordered, 'fr')).toBe('ordre : la Légion I marche après la phase de commandement adverse (règle : Séquence de jeu, p. 17)');
    expect(civbel.describeEvent(ctx.events.find((e) => e.t === 'halfPhase' && e.ordered)!, 'fr')).toBe('phase d\'approche de Rome, ordonnée d\'avance : ses mouvements s\'exécuteront après la phase de commandement de Carthage (messages souples) (règle : Séquence de jeu, p. 17)');
  });
});

describe('spec §10.2 relaxed: P1-Cmd, P2-Cmd, P1-App, P2-App', () => {
  it('Rome orders its march with its Command half; Carthage sees the order, commands, and only then does the march roll and move', () => {
    let s = start('relaxed');
    const ctx = scripted([]);
    s = civbel.apply(s, 0, { k: 'done' }, ctx); // Rome's Command half: control tests
    expect([s.phase, s.active]).toEqual(['approach', 0]);
    const before = unitFrame(unit(s, 'legio1')).o.y;
    s = civbel.apply(s, 0, { k: 'move', unit: ix(s, 'legio1'), how: 'march', angle: 0 }, ctx);
    expect(unitFrame(unit(s, 'legio1')).o.y).toBe(before); // ordered, not made
    const again = civbel.check(s, 0, { k: 'move', unit: ix(s, 'legio1'), how: 'march', angle: 0 })!;
    expect(civbel.describeRefusal!(s, again, 'en')).toBe('Legion I already has its order for this phase (provisional rule: Manoeuvre)');
    expect(civbel.describeRefusal!(s, again, 'fr')).toBe('la Légion I a déjà reçu son ordre pour cette phase (règle provisoire\u00a0: Manœuvre)');
    s = civbel.apply(s, 0, { k: 'done' }, ctx);
    // Carthage's Command half, with Rome's order in view.
    expect([s.phase, s.half, s.active]).toEqual(['command', 1, 1]);
    expect(s.planned).toEqual([{ unit: ix(s, 'legio1'), how: 'march', angle: 0 }]);
    // Carthage's General moves in its Command half (his move is logged there).
    const move = civbel.legalActions(s, 1).find((a) => a.k === 'allocate' && a.actions.some((x) => x.kind === 'move'))!;
    s = civbel.apply(s, 1, move, ctx);
    const seen = ctx.events.length;
    const faces = scripted([]);
    s = civbel.apply(s, 1, { k: 'done' }, faces);
    const t = faces.events.map((e) => e.t);
    // Carthage's Command half is carried out first, then Rome's march, then Carthage's own Approach half.
    const lead = t.indexOf('leaderMove'), moved = t.indexOf('unitMoved');
    expect(lead >= 0 && moved > lead).toBe(true);
    expect(faces.events[lead]).toMatchObject({ side: 1 });
    expect(faces.events[moved]).toMatchObject({ unit: 'legio1', side: 0 });
    expect(unitFrame(unit(s, 'legio1')).o.y - before).toBe(4 * JT); // 2 AvD of 4 pips, ½ JT a pip
    expect([s.phase, s.half, s.active, s.planned]).toEqual(['approach', 1, 1, undefined]);
    expect(seen).toBeGreaterThan(0);
    expect(civbel.describeEvent(faces.events[t.indexOf('ordersCarriedOut')], 'en')).toBe('Rome carries out its approach ordered ahead: 1 move, in the order given (rule: Sequence of Play, p.17)');
  });
  it('a move ordered ahead that is no longer allowed when carried out is void, the next one is made; the log says which and why, in English and French', () => {
    let s = start('relaxed');
    s = civbel.apply(s, 0, { k: 'done' }, scripted([]));
    s = civbel.apply(s, 0, { k: 'move', unit: ix(s, 'legio1'), how: 'march', angle: 0 }, scripted([]));
    s = civbel.apply(s, 0, { k: 'move', unit: ix(s, 'italians'), how: 'march', angle: 0 }, scripted([]));
    s = civbel.apply(s, 0, { k: 'done' }, scripted([]));
    // Hand-built: by the end of Carthage's Command half a Carthaginian unit that is not
    // broken stands 4 JT in front of Legion I, within bow range (5 JT).
    const l1 = unitFrame(unit(s, 'legio1'));
    frontAt(unit(s, 'celtA'), l1.o.x, l1.o.y + 4 * JT);
    const y1 = l1.o.y, y2 = unitFrame(unit(s, 'italians')).o.y;
    const ctx = scripted([]);
    s = civbel.apply(s, 1, { k: 'done' }, ctx);
    expect(civbel.invariants!(s)).toEqual([]);
    expect(unitFrame(unit(s, 'legio1')).o.y).toBe(y1);
    expect(unitFrame(unit(s, 'italians')).o.y).toBeGreaterThan(y2);
    const voided = ctx.events.filter((e) => e.t === 'approachVoided');
    expect(voided).toHaveLength(1);
    expect(voided[0]).toMatchObject({ unit: 'legio1', side: 0, rule: 'SEQ-03', why: 'bowRange' });
    expect(ctx.events.findIndex((e) => e.t === 'approachVoided')).toBeLessThan(ctx.events.findIndex((e) => e.t === 'unitMoved'));
    expect(civbel.describeEvent(voided[0], 'en')).toBe('the order for Legion I is void: given before Carthage\'s command phase, it is no longer allowed, as an enemy that is not broken is now within bow range, and only troops beyond it march in the approach phase (rule: Sequence of Play, p.17)');
    expect(civbel.describeEvent(voided[0], 'fr')).toBe('l\'ordre donné à la Légion I est annulé : ordonné avant la phase de commandement de Carthage, il n\'est plus permis, car un ennemi qui n\'est pas en déroute est maintenant à portée d\'arc, et seules les troupes au-delà marchent dans la phase d\'approche (règle : Séquence de jeu, p. 17)');
  });
});
