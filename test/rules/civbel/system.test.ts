// The rule system object: configuration (the missing chapters' version, options),
// set-up of the Great Plains armies (spec §6.3), and the phase machine of the sequence
// of play (SEQ-01..03, CMD-03, CMD-04, CMD-20) driven with scripted dice.
import { describe, expect, it } from 'vitest';
import type { Ctx, LogEvent } from '../../../src/engine/contract';
import { civbel, setupGame, type CivGame } from '../../../src/rules/civbel';
import { validateArmy } from '../../../src/rules/civbel/organisation';
import { GREAT_PLAINS_CARTHAGE, GREAT_PLAINS_ROME } from '../../../src/rules/civbel/data/scenarios';
import { scripted } from './helpers';

const CFG = { scenario: 'great-plains', options: {} };
const fresh = () => civbel.setup(CFG);

/** A Ctx whose d6 rolls the given faces in order, then `rest` for ever. */
/** Both Command halves ended, then every half-phase of the battle ended without a move
 *  or a charge (the engine's steps run between them), to the end of the turn. */
function endTurn(s0: CivGame, ctx: Ctx): CivGame {
  let s = civbel.apply(civbel.apply(s0, 0, { k: 'done' }, scripted([])), 1, { k: 'done' }, ctx);
  while (s.phase === 'approach' || s.phase === 'tactical' || s.phase === 'charges') s = civbel.apply(s, s.active, { k: 'done' }, ctx);
  return s;
}
const leader = (s: CivGame, id: string) => s.leaders.find((l) => l.id === id)!;
const idx = (s: CivGame, id: string) => s.leaders.findIndex((l) => l.id === id);

describe('civbel configuration', () => {
  it('refuses an unknown version of the missing chapters, an unknown scenario and an unknown option value', () => {
    expect(civbel.validateConfig(CFG)).toBeNull();
    expect(civbel.validateConfig({ scenario: 'great-plains', options: { rulesModule: 'CB-provisional-0' } })).toBeNull();
    expect(civbel.validateConfig({ scenario: 'great-plains', options: { rulesModule: 'CB-real-1' } })).toMatch(/missing chapters.*CB-real-1/);
    expect(civbel.validateConfig({ scenario: 'cannae', options: {} })).toMatch(/scenario/);
    expect(civbel.validateConfig({ scenario: 'great-plains', options: { leaderRallyCost: 4 } })).toMatch(/leaderRallyCost/);
    expect(() => civbel.setup({ scenario: 'great-plains', options: { rulesModule: 'x' } })).toThrow(/missing chapters/);
    expect(fresh().options.rulesModule).toBe('CB-provisional-0');
  });
});

describe('civbel set-up: Great Plains, 203 BC', () => {
  it('both sample armies are valid and deployed in their zones, sound by the invariants', () => {
    expect(validateArmy(GREAT_PLAINS_ROME)).toEqual([]);
    expect(validateArmy(GREAT_PLAINS_CARTHAGE)).toEqual([]);
    const s = fresh();
    expect(s.units.filter((u) => u.side === 0)).toHaveLength(GREAT_PLAINS_ROME.units.length);
    expect(s.units.filter((u) => u.side === 1)).toHaveLength(GREAT_PLAINS_CARTHAGE.units.length);
    expect(s.units.find((u) => u.id === 'legio1')!.formation).toBe('acies');
    for (const u of s.units) for (const st of u.stands) expect(u.side === 0 ? st.y <= 6 * 240 : st.y >= 24 * 240).toBe(true);
    expect(civbel.invariants!(s)).toEqual([]);
    expect(civbel.turnNumber!(s)).toBe(1);
    expect(civbel.waitingFor(s)).toEqual({ kind: 'decide', seat: 0 });
  });
  it('the invariants see overlapping stands, too many disorder points and overspent command points', () => {
    const s = fresh();
    s.units[1].stands[0] = { ...s.units[1].stands[0], x: s.units[0].stands[0].x, y: s.units[0].stands[0].y };
    s.units[2].dps = 99;
    s.cpLeft[s.leaders[0].id] = 9;
    expect(civbel.invariants!(s).join('; ')).toMatch(/overlap.*99 disorder points.*command points left/);
  });
});

describe('CMD-03 command points rolled before the battle; SEQ-01 the scenario names Rome for Turn 1', () => {
  it('Generals and Contingent Commanders roll an AvD (Scipio, exceptional, +1); Commanders have 3; Rome commands first', () => {
    const ctx = scripted([2, 5, 3]);
    const s = civbel.apply(fresh(), 0, { k: 'roll' }, ctx);
    expect(ctx.used()).toBe(3);
    expect([leader(s, 'scipio').cp, leader(s, 'hasdrubal').cp, leader(s, 'syphax').cp, leader(s, 'r1c').cp]).toEqual([3, 5, 3, 3]);
    expect([s.phase, s.half, s.initiative, s.active]).toEqual(['command', 0, 0, 0]);
    expect(ctx.events.some((e) => e.t === 'initiative' && e.byScenario === true)).toBe(true);
    expect(civbel.describeEvent(ctx.events[0], 'en')).toBe('Scipio: average die 2 (d6 2) + 1 (exceptional General), 3 command points (rule: Command Points and Command Radius, p.19)');
    expect(civbel.describeEvent(ctx.events[0], 'fr')).toBe('Scipion : dé moyen 2 (d6 2) + 1 (général exceptionnel), 3 points de commandement (règle : Points de commandement et rayon de commandement, p. 19)');
  });
});

describe('SEQ-03 the Command Phase by the initiative player, then the other; then the rest of the turn', () => {
  const start = () => civbel.apply(fresh(), 0, { k: 'roll' }, scripted([4, 4, 4]));
  it('CMD-04: each leader allocates once, within his points; what is left is recorded; an over-allocation is refused', () => {
    const s = start();
    const li = idx(s, 'r1c');
    expect(civbel.check(s, 0, { k: 'allocate', leader: li, actions: [{ kind: 'control', exclude: [] }, { kind: 'inspire' }, { kind: 'directShooting' }] })?.rule).toBe('CMD-04');
    const t = civbel.apply(s, 0, { k: 'allocate', leader: li, actions: [{ kind: 'inspire' }] }, scripted([]));
    expect(t.cpLeft.r1c).toBe(1);
    expect(civbel.check(t, 0, { k: 'allocate', leader: li, actions: [] })?.rule).toBe('CMD-04');
    expect(civbel.check(t, 1, { k: 'done' })?.rule).toBe('SEQ-03');
  });
  it('CMD-08: a leader moves within his allowance (5 JT, 10 with a double move); he attaches only to a friendly unit within 1 JT of where he ends', () => {
    const s = start();
    const li = idx(s, 'r1c');
    const l = s.leaders[li];
    const move = (x: number, y: number, attach = -1) => ({ k: 'allocate' as const, leader: li, actions: [{ kind: 'move' as const, double: false, x, y, attach, detach: false }] });
    expect(civbel.check(s, 0, move(l.x, l.y + 5 * 240))).toBeNull();
    expect(civbel.check(s, 0, move(l.x, l.y + 5 * 240 + 1))?.rule).toBe('MOV-K9');
    expect(civbel.check(s, 0, move(l.x, 0))).toBeNull();
    expect(civbel.check(s, 0, { k: 'allocate', leader: li, actions: [{ kind: 'move', double: true, x: l.x, y: 0, attach: -1, detach: false }] })).toBeNull();
    const legio = s.units.findIndex((u) => u.id === 'legio1'), far = s.units.findIndex((u) => u.id === 'numidiansR');
    expect(civbel.check(s, 0, move(l.x, l.y, legio))).toBeNull();
    expect(civbel.check(s, 0, move(l.x, l.y, far))?.rule).toBe('CMD-08');
    const t = civbel.apply(civbel.apply(s, 0, move(l.x, l.y, legio), scripted([])), 0, { k: 'done' }, scripted([]));
    expect(t.leaders[li].attachedTo).toBe('legio1');
  });
  it('CMD-20: with Control allocated by default nothing tests; a Commander who gives no Control leaves his troops to test, right to left', () => {
    const s = start();
    const quiet = scripted([]);
    civbel.apply(s, 0, { k: 'done' }, quiet);
    expect(quiet.events.filter((e) => e.t === 'controlTest')).toEqual([]);
    // Every Roman leader gives no Control: the General's reach covers the whole line otherwise.
    let t = s;
    for (const l of s.leaders.filter((x) => x.side === 0)) t = civbel.apply(t, 0, { k: 'allocate', leader: idx(s, l.id), actions: [] }, scripted([]));
    const ctx = scripted([1, 3, 3, 3, 3, 1]);
    const u = civbel.apply(t, 0, { k: 'done' }, ctx);
    expect(ctx.events.filter((e) => e.t === 'controlTest').map((e) => [e.unit, e.value, e.outcome])).toEqual([
      ['numidiansR', 1, 'halted'], ['italians', 3, 'asWished'], ['velites2', 3, 'asWished'], ['legio2', 3, 'asWished'], ['velites1', 3, 'asWished'], ['legio1', 1, 'halted']]);
    expect(u.units.find((x) => x.id === 'legio1')!.status.halted).toBe(true);
        expect([u.half, u.active]).toEqual([1, 1]);
    const text = civbel.describeEvent(ctx.events.find((e) => e.t === 'controlTest')!, 'en');
    expect(text).toBe('control test for Numidians: d6 1 = 1, they halt (rule: Control Tests, p.21)');
  });
  it('after both Command halves come the half-phases of the stand-in, each player\'s in turn, the engine\'s steps between, then Recovery and Turn 2', () => {
    const ctx = scripted([]);
    const s = endTurn(start(), ctx);
    expect([s.turn, s.phase, s.active]).toEqual([2, 'initiative', 0]);
    const halves = ctx.events.filter((e) => e.t === 'halfPhase' || e.t === 'exchange').map((e) => `${e.phase}${e.side ?? ''}`);
    expect(halves).toEqual(['approach0', 'approach1', 'longRange', 'tactical0', 'tactical1', 'shortRange', 'charges0', 'charges1', 'combat']);
    // Out of reach of each other, neither side may declare a charge: the engine skips those halves.
    expect(ctx.events.filter((e) => e.t === 'halfSkipped').map((e) => e.phase)).toEqual(['charges', 'charges']);
    expect(civbel.describeEvent(ctx.events.find((e) => e.t === 'halfPhase')!, 'fr')).toBe('phase d\'approche de Rome (règle : Séquence de jeu, p. 17)');
  });
  it('SEQ-01/02 from Turn 2: d6 + the General\'s points, a tie rolled again; the winner chooses, and the order holds for the turn', () => {
    let s = setupGame(fresh().options);
    s = civbel.apply(s, 0, { k: 'roll' }, scripted([2, 5, 3])); // Scipio 2 + 1 = 3, Hasdrubal 5
    s = endTurn(s, scripted([]));
    const won = scripted([1, 6]);
    expect(civbel.apply(s, 0, { k: 'roll' }, won).rollWinner).toBe(1);
    expect(won.events.filter((e) => e.t === 'initiativeRoll')).toHaveLength(1);
    const ctx = scripted([4, 2, 5, 1]);
    s = civbel.apply(s, 0, { k: 'roll' }, ctx);
    expect(ctx.events.filter((e) => e.t === 'initiativeRoll').map((e) => e.tie)).toEqual([true, false]);
    expect([s.phase, s.active, s.rollWinner]).toEqual(['choose', 0, 0]);
    expect(civbel.check(s, 1, { k: 'choose', first: true })?.rule).toBe('SEQ-03');
    s = civbel.apply(s, 0, { k: 'choose', first: false }, scripted([]));
    expect([s.initiative, s.phase, s.half, s.active]).toEqual([1, 'command', 0, 1]);
  });
  it('A.6: the turn limit of the scenario ends the game, a draw when neither side has lost 10 points more than the other', () => {
    let s = start();
    s.turn = s.turnLimit;
    s = endTurn(s, scripted([]));
    expect(civbel.waitingFor(s).kind).toBe('over');
    expect(civbel.legalActions(s, 0)).toEqual([]);
  });
});

describe('civbel action codes', () => {
  it('round-trip every kind, and refuse malformed codes', () => {
    const all = [
      { k: 'roll' as const }, { k: 'choose' as const, first: false }, { k: 'stop' as const, unit: 3 }, { k: 'done' as const },
      { k: 'allocate' as const, leader: 2, actions: [{ kind: 'control' as const, exclude: [1, 4] }, { kind: 'move' as const, double: true, x: 100, y: 7200, attach: -1, detach: true },
        { kind: 'steady' as const, mode: 'rally' as const, unit: 0 }, { kind: 'orders' as const, role: 'receive' as const, other: 5 }, { kind: 'inspire' as const }] },
    ];
    for (const a of all) expect(civbel.decodeAction(civbel.encodeAction(a))).toEqual(a);
    for (const bad of [[], [9], [0, 0], [1, 2], [2, 1, 6], [2, 1, 1, 1, 0, 99999, 0, 0, 0], [3], [-1], [1.5], [2, 64, 0]]) expect(() => civbel.decodeAction(bad), JSON.stringify(bad)).toThrow(/civbel action code/);
  });
  it('describes actions in English and French with names', () => {
    const s = civbel.apply(fresh(), 0, { k: 'roll' }, scripted([4, 4, 4]));
    const a = { k: 'allocate' as const, leader: idx(s, 'r1c'), actions: [{ kind: 'control' as const, exclude: [] }, { kind: 'inspire' as const }] };
    expect(civbel.describeAction(s, a, 'en')).toBe('First legate: control, inspire');
    expect(civbel.describeAction(s, a, 'fr')).toBe('Premier légat : contrôle, galvaniser');
    const l = s.leaders[idx(s, 'r1c')];
    const m = { k: 'allocate' as const, leader: idx(s, 'r1c'), actions: [{ kind: 'move' as const, double: false, x: l.x, y: l.y + 600, attach: 0, detach: false }] };
    expect(civbel.describeAction(s, m, 'en')).toBe('First legate: move by 2½ javelin throws towards the enemy, joining Legion I');
    expect(civbel.describeAction(s, m, 'fr')).toBe('Premier légat : déplacement de 2½ jets de javelot vers l\'ennemi, se joint à la Légion I');
  });
});

describe('rally and recovery through the game (MOR-22, MOR-05)', () => {
  const start = (options = {}) => civbel.apply(civbel.setup({ scenario: 'great-plains', options }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  it('MOR-22: a Commander spends his points to rally a shaken unit of his within 1 JT to 3 DPs; the option makes it cost 2', () => {
    for (const [options, left] of [[{}, 0], [{ leaderRallyCost: 2 }, 1]] as const) {
      const s = start(options);
      s.units[0].shaken = true;
      const rally = { k: 'allocate' as const, leader: idx(s, 'r1c'), actions: [{ kind: 'steady' as const, mode: 'rally' as const, unit: 0 }] };
      expect(civbel.check(s, 0, rally)).toBeNull();
      const t = civbel.apply(s, 0, rally, scripted([]));
      expect(t.cpLeft.r1c).toBe(left);
      const u = civbel.apply(t, 0, { k: 'done' }, scripted([])).units[0];
      expect([u.shaken, u.dps]).toEqual([false, 3]);
    }
    const s = start();
    expect(civbel.check(s, 0, { k: 'allocate', leader: idx(s, 'r1c'), actions: [{ kind: 'steady', mode: 'rally', unit: 0 }] })?.rule).toBe('MOR-22');
  });
  it('MOR-05: at the end of the turn a unit far from the enemy removes its DPs in the Recovery Phase', () => {
    const s = start();
    s.units[1].dps = 2;
    const t = endTurn(s, scripted([]));
    expect(t.units[1].dps).toBeLessThan(2);
  });
});
