// Spec §10 D1 (SEQ-01, SEQ-02): going first or second after winning the initiative roll as
// a standing preference (option initiativeChoice, late): each player sets his own in his
// Command half-phase; "first" until he changes it; the roll then decides the order at once,
// with no message of the winner's. A game whose header does not name the option asks the
// winner each turn (the 'choose' step), as games recorded before it did.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/engine/contract';
import { civbel, setupGame, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { initiativeByPreference, LATE_OPTIONS, optionSpec, resolveOptions } from '../../../src/rules/civbel/options';
import { scripted } from './helpers';

const STANDING = { scenario: 'great-plains', options: { initiativeChoice: 'standing' } };
const ASKED_BEFORE = { scenario: 'great-plains', options: {} }; // a header from before the option

/** Both Command halves ended, then every half-phase ended without a move, to the end of the turn. */
function endTurn(s0: CivGame, ctx: Ctx = scripted([])): CivGame {
  let s = s0;
  while (s.phase === 'command' || s.phase === 'approach' || s.phase === 'tactical' || s.phase === 'charges') s = civbel.apply(s, s.active, { k: 'done' }, ctx);
  return s;
}
/** Turn 1 under `cfg`: CP ratings Scipio 2 + 1 = 3, Hasdrubal 5; Rome in command first. */
const turn1 = (cfg: { scenario: string; options: Record<string, string> }) => civbel.apply(civbel.setup(cfg), 0, { k: 'roll' }, scripted([2, 5, 3]));
const ROME_WINS = [5, 1]; // 5 + 3 = 8 against 1 + 5 = 6
const CARTHAGE_WINS = [1, 6]; // 1 + 3 = 4 against 6 + 5 = 11
const act = (s: CivGame, seat: 0 | 1, a: CivAction, ctx: Ctx = scripted([])) => {
  expect(civbel.check(s, seat, a)).toBeNull();
  const t = civbel.apply(s, seat, a, ctx);
  expect(civbel.invariants!(t)).toEqual([]);
  return t;
};

describe('D1 option initiativeChoice: late, "standing" for new games, "asked" for games recorded before it', () => {
  it('resolves absent (old header) to nothing named, and a named value as given', () => {
    expect(LATE_OPTIONS).toContain('initiativeChoice');
    expect(optionSpec('initiativeChoice')!.default).toBe('standing');
    const old = resolveOptions({}) as Record<string, string | number>;
    expect(Object.hasOwn(old, 'initiativeChoice')).toBe(false);
    expect(initiativeByPreference(old)).toBe(false);
    expect(initiativeByPreference(resolveOptions({ initiativeChoice: 'standing' }) as Record<string, string | number>)).toBe(true);
    expect(resolveOptions({ initiativeChoice: 'sometimes' })).toMatch(/initiativeChoice/);
  });
  it('an old header keeps its state as it was: no preference held, the winner asked', () => {
    const s = setupGame(civbel.setup(ASKED_BEFORE).options);
    expect('orderPreference' in s).toBe(false);
    let t = endTurn(turn1(ASKED_BEFORE));
    expect('preferenceSet' in t).toBe(false);
    t = act(t, 0, { k: 'roll' }, scripted(CARTHAGE_WINS));
    expect([t.phase, t.active, t.rollWinner]).toEqual(['choose', 1, 1]);
  });
});

describe('D1 standing preference (SEQ-01, SEQ-02)', () => {
  it('default "first": the winner of the roll goes first at once, with no choice asked', () => {
    const s = civbel.setup(STANDING);
    expect(s.orderPreference).toEqual(['first', 'first']);
    const t = endTurn(turn1(STANDING));
    expect([t.phase, t.turn]).toEqual(['initiative', 2]);
    const ctx = scripted(CARTHAGE_WINS);
    const u = act(t, 0, { k: 'roll' }, ctx);
    expect([u.phase, u.half, u.initiative, u.active, u.rollWinner]).toEqual(['command', 0, 1, 1, 1]);
    const e = ctx.events.find((x) => x.t === 'initiative')!;
    expect(e).toMatchObject({ rule: 'SEQ-02', side: 1, chooser: 1, first: true, standing: true });
    expect(civbel.describeEvent(e, 'en')).toMatch(/^turn 2: Carthage has the initiative \(the winner of the roll goes first, by his standing preference\)/);
    expect(civbel.describeEvent(e, 'fr')).toMatch(/^tour 2 : Carthage a l'initiative \(le vainqueur du jet joue en premier, selon sa préférence permanente\)/);
    expect(civbel.legalActions(u, 1).some((a) => a.k === 'choose')).toBe(false);
  });
  it('Carthage sets "second" in its Command half; on winning the next roll Rome goes first; Rome\'s own stays "first"', () => {
    let s = turn1(STANDING);
    s = act(s, 0, { k: 'done' });
    expect(s.active).toBe(1);
    expect(civbel.legalActions(s, 1)).toContainEqual({ k: 'prefer', first: false });
    const ctx = scripted([]);
    s = act(s, 1, { k: 'prefer', first: false }, ctx);
    expect(s.orderPreference).toEqual(['first', 'second']);
    expect(civbel.describeEvent(ctx.events.find((e) => e.t === 'orderPreference')!, 'en')).toMatch(/^Carthage: on winning the initiative, now goes second \(standing preference\)/);
    expect(civbel.describeEvent(ctx.events.find((e) => e.t === 'orderPreference')!, 'fr')).toMatch(/^Carthage : quand elle gagne l'initiative, elle joue désormais en second \(préférence permanente\)/);
    s = endTurn(s);
    const c = act(s, 0, { k: 'roll' }, scripted(CARTHAGE_WINS));
    expect([c.rollWinner, c.initiative, c.phase, c.active]).toEqual([1, 0, 'command', 0]);
    const r = act(s, 0, { k: 'roll' }, scripted(ROME_WINS));
    expect([r.rollWinner, r.initiative, r.active]).toEqual([0, 0, 0]);
  });
  it('the preference holds turn after turn until changed back', () => {
    let s = turn1(STANDING);
    s = act(s, 0, { k: 'prefer', first: false });
    s = endTurn(s);
    s = act(s, 0, { k: 'roll' }, scripted(ROME_WINS));
    expect(s.initiative).toBe(1);
    s = endTurn(s);
    s = act(s, 1, { k: 'roll' }, scripted(ROME_WINS));
    expect(s.initiative).toBe(1);
    // Carthage (initiative) commands first; then Rome changes back.
    s = act(s, 1, { k: 'done' });
    s = act(s, 0, { k: 'prefer', first: true });
    s = endTurn(s);
    s = act(s, 1, { k: 'roll' }, scripted(ROME_WINS));
    expect(s.initiative).toBe(0);
  });
  it('refused: outside one\'s own Command half, twice in a half, the same value, or in a game that asks', () => {
    let s = turn1(STANDING);
    expect(civbel.check(s, 1, { k: 'prefer', first: false })?.rule).toBe('SEQ-03'); // Rome's half
    expect(civbel.check(s, 0, { k: 'prefer', first: true })).toMatchObject({ rule: 'SEQ-01', message: 'that is already your preference for the initiative' });
    s = act(s, 0, { k: 'prefer', first: false });
    expect(civbel.check(s, 0, { k: 'prefer', first: true })).toMatchObject({ rule: 'SEQ-01', message: 'your preference for the initiative has already been set this turn' });
    expect(civbel.legalActions(s, 0).some((a) => a.k === 'prefer')).toBe(false);
    s = act(s, 0, { k: 'done' });
    expect(civbel.check(s, 1, { k: 'prefer', first: false })).toBeNull(); // a fresh half, the other player's own
    s = endTurn(s);
    expect(civbel.check(s, 0, { k: 'prefer', first: true })).toMatchObject({ rule: 'SEQ-01', message: 'your preference for the initiative is set in your Command Phase' });
    const old = turn1(ASKED_BEFORE);
    expect(civbel.check(old, 0, { k: 'prefer', first: false })?.rule).toBe('SEQ-01');
    expect(civbel.legalActions(old, 0).some((a) => a.k === 'prefer')).toBe(false);
  });
  it('D1 "first if …" (ours): first while the enemy is beyond bow range, second once it is within; or the other way', () => {
    const ENEMY = 'numA';
    // Carthage's Numidian horse brought to 4 JT (within bow range, 5 JT) in front of Legion I.
    const close = (s: CivGame): CivGame => {
      const legio = s.units.find((u) => u.id === 'legio1')!;
      const front = Math.max(...legio.stands.map((st) => st.y));
      const k = s.units.findIndex((u) => u.id === ENEMY);
      const dy = front + 4 * 240 - Math.min(...s.units[k].stands.map((st) => st.y));
      const dx = legio.stands[0].x - s.units[k].stands[0].x;
      return { ...s, units: s.units.map((u, i) => (i === k ? { ...u, stands: u.stands.map((st) => ({ ...st, x: st.x + dx, y: st.y + dy })) } : u)) };
    };
    for (const [when, far, near] of [['far', 0, 1], ['near', 1, 0]] as const) {
      let s = turn1(STANDING);
      const ctx = scripted([]);
      s = act(s, 0, { k: 'prefer', first: true, when }, ctx);
      expect(s.orderPreference![0]).toBe(when === 'far' ? 'firstIfFar' : 'firstIfNear');
      const said = civbel.describeEvent(ctx.events.find((e) => e.t === 'orderPreference')!, 'en');
      expect(said).toMatch(when === 'far' ? /now goes first while the enemy is beyond bow range, else second/ : /now goes first once the enemy is within bow range, else second/);
      s = endTurn(s);
      // The armies 18 JT apart: the enemy is far.
      const r = act(s, 0, { k: 'roll' }, scripted(ROME_WINS));
      expect([r.rollWinner, r.initiative]).toEqual([0, far]);
      // Within bow range of one Roman unit: the other order.
      const c = act(close(s), 0, { k: 'roll' }, scripted(ROME_WINS));
      expect([c.rollWinner, c.initiative]).toEqual([0, near]);
    }
    // "first" and "second" hold whatever the distance.
    for (const [first, want] of [[true, 0], [false, 1]] as const) {
      let t = turn1(STANDING);
      if (!first) t = act(t, 0, { k: 'prefer', first: false });
      t = endTurn(t);
      expect(act(close(t), 0, { k: 'roll' }, scripted(ROME_WINS)).initiative).toBe(want);
      expect(act(t, 0, { k: 'roll' }, scripted(ROME_WINS)).initiative).toBe(want);
    }
    // The log says why, in both languages.
    let s = act(turn1(STANDING), 0, { k: 'prefer', first: true, when: 'far' });
    s = endTurn(s);
    const ctx = scripted(ROME_WINS);
    act(close(s), 0, { k: 'roll' }, ctx);
    const e = ctx.events.find((x) => x.t === 'initiative')!;
    expect(civbel.describeEvent(e, 'en')).toMatch(/the winner of the roll goes second, by his standing preference: the enemy is within bow range\)/);
    expect(civbel.describeEvent(e, 'fr')).toMatch(/le vainqueur du jet joue en second, selon sa préférence permanente : l'ennemi est à portée d'arc\)/);
    // A predicate says when one goes first: "second if far" is no preference of ours.
    expect(civbel.check(turn1(STANDING), 0, { k: 'prefer', first: false, when: 'far' })).toMatchObject({ rule: 'SEQ-01', message: 'a preference by the distance of the enemy says when you go first' });
    expect(civbel.describeAction(turn1(STANDING), { k: 'prefer', first: true, when: 'near' }, 'fr')).toBe('quand vous gagnez l\'initiative, jouer en premier dès que l\'ennemi est à portée d\'arc, sinon en second (préférence permanente)');
  });
  it('codes as [12, first] and back; refuses a malformed code; reads in English and French', () => {
    for (const first of [true, false]) {
      const a: CivAction = { k: 'prefer', first };
      expect(civbel.encodeAction(a)).toEqual([12, first ? 1 : 0]);
      expect(civbel.decodeAction(civbel.encodeAction(a))).toEqual(a);
    }
    for (const [a, code] of [[{ k: 'prefer', first: true, when: 'far' }, [12, 2]], [{ k: 'prefer', first: true, when: 'near' }, [12, 3]]] as [CivAction, number[]][]) {
      expect(civbel.encodeAction(a)).toEqual(code);
      expect(civbel.decodeAction(code)).toEqual(a);
    }
    for (const bad of [[12], [12, 4], [16, 0], [12, 1, 0]]) expect(() => civbel.decodeAction(bad), JSON.stringify(bad)).toThrow(/civbel action code/);
    const s = turn1(STANDING);
    expect(civbel.describeAction(s, { k: 'prefer', first: false }, 'en')).toBe('when you win the initiative, go second (standing preference)');
    expect(civbel.describeAction(s, { k: 'prefer', first: false }, 'fr')).toBe('quand vous gagnez l\'initiative, jouer en second (préférence permanente)');
  });
});

describe('SEQ-01, SEQ-02, SEQ-03: the log of each path to the Command Phase, read whole', () => {
  const CPS = [3, 5]; // Scipio 2 + 1, Hasdrubal 5 (turn1)
  it('a roll won under the standing preference: the roll, the initiative (standing), the Command half', () => {
    const t = endTurn(turn1(STANDING));
    const ctx = scripted(CARTHAGE_WINS);
    act(t, 0, { k: 'roll' }, ctx);
    expect(ctx.events).toEqual([
      { t: 'initiativeRoll', rule: 'SEQ-01', dice: [1, 6], cp: CPS, tie: false },
      { t: 'initiative', rule: 'SEQ-02', turn: 2, side: 1, chooser: 1, first: true, byScenario: false, standing: true },
      { t: 'commandHalf', rule: 'SEQ-03', turn: 2, side: 1, half: 0 },
    ]);
  });
  it('a roll tied, then won; the winner asked (a header from before the option): his choice is logged without "standing"', () => {
    const t = endTurn(turn1(ASKED_BEFORE));
    const ctx = scripted([4, 2, ...CARTHAGE_WINS]); // 4 + 3 = 2 + 5: a tie, rolled again
    const u = act(t, 0, { k: 'roll' }, ctx);
    expect(ctx.events).toEqual([
      { t: 'initiativeRoll', rule: 'SEQ-01', dice: [4, 2], cp: CPS, tie: true },
      { t: 'initiativeRoll', rule: 'SEQ-01', dice: [1, 6], cp: CPS, tie: false },
    ]);
    expect([u.phase, u.active]).toEqual(['choose', 1]);
    const c = scripted([]);
    act(u, 1, { k: 'choose', first: false }, c);
    expect(c.events).toEqual([
      { t: 'initiative', rule: 'SEQ-02', turn: 2, side: 0, chooser: 1, first: false, byScenario: false },
      { t: 'commandHalf', rule: 'SEQ-03', turn: 2, side: 0, half: 0 },
    ]);
  });
  it('SEQ-03: a Command half starts with no move ordered ahead, and only its side\'s living leaders\' command points set', () => {
    const t = endTurn(turn1(STANDING));
    const carthage = t.leaders.filter((l) => l.side === 1);
    expect(carthage.length).toBeGreaterThanOrEqual(2);
    const fallen = carthage[carthage.length - 1];
    const s: CivGame = { ...t, ordered: [0, 3], cpLeft: {},
      leaders: t.leaders.map((l) => (l.id === fallen.id ? { ...l, alive: false } : l)) };
    const u = civbel.apply(s, 0, { k: 'roll' }, scripted(CARTHAGE_WINS));
    expect([u.phase, u.active]).toEqual(['command', 1]);
    expect(u.ordered).toEqual([]);
    expect(u.cpLeft).toEqual(Object.fromEntries(carthage.filter((l) => l !== fallen).map((l) => [l.id, l.cp])));
  });
  it('SEQ-01: ties are rolled again, up to 201 in a row; past that the dice are taken to be broken', () => {
    const ties = (n: number) => Array.from({ length: n }, () => [4, 2]).flat();
    const t = endTurn(turn1(STANDING));
    const u = civbel.apply(t, 0, { k: 'roll' }, scripted([...ties(201), ...CARTHAGE_WINS]));
    expect([u.rollWinner, u.initiative]).toEqual([1, 1]);
    expect(() => civbel.apply(t, 0, { k: 'roll' }, scripted(ties(202)))).toThrow('civbel: the initiative dice keep tying');
  });
});
