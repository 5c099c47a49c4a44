// [PROPOSED] The half-phases of the missing chapters wired into the turn (SEQ-03 phases
// 2–6 through the stand-in, spec Appendix A), driven through the RuleSystem interface
// (check, apply, legalActions, describeEvent) on hand-built positions with scripted
// dice: Approach marches (A.1, SEQ-03), the long-range exchange (A.4), tactical moves
// stopping 1 JT from the enemy (A.1, SEQ-03), charges with responses from standing
// orders (A.5, spec §10 D13) and the combat that follows (A.5), victory (A.6). Each
// fails when its half-phase is not wired (the old turn passed them through).
import { describe, expect, it } from 'vitest';
import type { Ctx, LogEvent } from '../../../src/engine/contract';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { unitFrame, unitGapFloor } from '../../../src/rules/civbel/facing';
import type { CbUnit } from '../../../src/rules/civbel/state';
import { scripted, ix, unitOf, frontAt } from './helpers';

const JT = 240;


/** A game after the CP ratings, put in the given half-phase with every unit controlled. */
function at(phase: CivGame['phase'], half: 0 | 1, active: 0 | 1): CivGame {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options: {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = phase; s.half = half; s.active = active; s.initiative = 0;
  for (const u of s.units) u.turn.controlled = true;
  return s;
}
const unit = unitOf;
/** Takes a unit off the table (out of the way of a hand-built position). */
function remove(s: CivGame, id: string): void { unit(s, id).destroyed = true; }
const play = (s: CivGame, seat: 0 | 1, a: CivAction, ctx: Ctx) => {
  expect(civbel.check(s, seat, a)).toBeNull();
  const t = civbel.apply(s, seat, a, ctx);
  expect(civbel.invariants!(t)).toEqual([]);
  return t;
};
const words = (ctx: { events: LogEvent[] }, t: string, lang: 'en' | 'fr' = 'en') => civbel.describeEvent(ctx.events.find((e) => e.t === t)!, lang);

describe('SEQ-03 phase 2 with A.1: the Approach Phase marches troops beyond bow range', () => {
  it('a Legion in Acies marches ½ JT a pip of its 2 AvD; the move is logged as a provisional rule', () => {
    const s = at('approach', 0, 0);
    const before = unitFrame(unit(s, 'legio1')).o.y;
    const ctx = scripted([5, 5]); // AvD 5 + 5 = 10 pips
    const t = play(s, 0, { k: 'move', unit: ix(s, 'legio1'), how: 'march', angle: 0 }, ctx);
    expect(unitFrame(unit(t, 'legio1')).o.y - before).toBe(5 * JT);
    expect(words(ctx, 'unitMoved')).toBe('Legion I marches: 2 average dice, d6 5 → 5 and d6 5 → 5, 5 + 5 = 10 pips at ½ javelin throw a pip, so 5 javelin throws, all covered (provisional rule: Movement)');
    expect(words(ctx, 'unitMoved', 'fr')).toMatch(/\(règle provisoire : Mouvement\)$/);
    expect(civbel.check(t, 0, { k: 'move', unit: ix(s, 'legio1'), how: 'march', angle: 0 })?.rule).toBe('A.3');
  });
  it('a march stops at bow range of the enemy (5 JT), and troops already within it may not march', () => {
    const s = at('approach', 0, 0);
    const foot = unitFrame(unit(s, 'carthFoot')).o;
    frontAt(unit(s, 'italians'), foot.x, foot.y - 7 * JT);
    const t = play(s, 0, { k: 'move', unit: ix(s, 'italians'), how: 'march', angle: 0 }, scripted([5, 5, 5, 5]));
    const gap = unitGapFloor(unit(t, 'italians'), unit(t, 'carthFoot'));
    expect(gap).toBeGreaterThanOrEqual(5 * JT - 1);
    expect(gap).toBeLessThan(5 * JT + JT / 4);
    frontAt(unit(s, 'italians'), foot.x, foot.y - 4 * JT);
    expect(civbel.check(s, 0, { k: 'move', unit: ix(s, 'italians'), how: 'march', angle: 0 })?.rule).toBe('SEQ-03');
    expect(civbel.check(s, 0, { k: 'move', unit: ix(s, 'italians'), how: 'advance', angle: 0 })?.rule).toBe('SEQ-03');
  });
});

describe('A.4: the long-range missile exchange is played by the engine after the Approach Phase', () => {
  it('slingers shoot one d6 a stand at the nearest enemy 3 JT away: 5+ to hit beyond 1 JT, 1 DP a hit', () => {
    for (const [faces, hits] of [[[6, 6], 2], [[4, 6], 1], [[4, 4], 0]] as const) {
      const s = at('approach', 1, 1);
      remove(s, 'slingB');
      const sling = unitFrame(unit(s, 'slingA')).o;
      frontAt(unit(s, 'legio2'), sling.x, sling.y - 3 * JT);
      const ctx = scripted([...faces]);
      const t = play(s, 1, { k: 'done' }, ctx);
      expect(t.phase).toBe('tactical');
      const shot = ctx.events.find((e) => e.t === 'shooting')!;
      expect([shot.unit, shot.hits]).toEqual(['legio2', hits]);
      expect(unit(t, 'legio2').dps).toBe(hits);
      expect(words(ctx, 'volley')).toMatch(new RegExp(`shoot at Legion II: 2 d6 \\(one a shooting stand\\): ${faces.join(' and ')}, each hitting on 5\\+ \\(provisional rule: Shooting\\)$`));
    }
  });
});

describe('CMD-50/51 in the missile exchange: a leader attached to a unit that takes DPs is at risk', () => {
  it('the Second legate with Legion II rolls once; a 1 then a 2 costs him 2 command points, a 1 then a 1 kills him', () => {
    for (const [second, cp, alive] of [[2, 1, true], [1, 0, false]] as const) {
      const s = at('approach', 1, 1);
      remove(s, 'slingB');
      const sling = unitFrame(unit(s, 'slingA')).o;
      frontAt(unit(s, 'legio2'), sling.x, sling.y - 3 * JT);
      const legate = s.leaders.find((l) => l.id === 'r2c')!;
      legate.attachedTo = 'legio2'; legate.cp = 3; s.cpLeft.r2c = 3;
      const ctx = scripted([6, 6, 1, second]);
      const t = play(s, 1, { k: 'done' }, ctx);
      expect(ctx.events.filter((e) => e.t === 'risk').map((e) => [e.leader, e.die, e.hit])).toEqual([['r2c', 1, true]]);
      const after = t.leaders.find((l) => l.id === 'r2c')!;
      expect([after.cp, after.alive, t.cpLeft.r2c]).toEqual([cp, alive, cp]);
    }
    const s = at('approach', 1, 1);
    remove(s, 'slingB');
    const sling = unitFrame(unit(s, 'slingA')).o;
    frontAt(unit(s, 'legio2'), sling.x, sling.y - 3 * JT);
    const ctx = scripted([4, 4]); // no hit, no DP: no risk roll
    play(s, 1, { k: 'done' }, ctx);
    expect(ctx.events.filter((e) => e.t === 'risk')).toEqual([]);
  });
});

describe('SEQ-03 phase 4 with A.1: a tactical move stops 1 JT from the enemy', () => {
  it('cavalry advancing its whole roll (4 AvD) halts one javelin throw short of the enemy', () => {
    const s = at('tactical', 0, 0);
    const foot = unitFrame(unit(s, 'carthFoot')).o;
    frontAt(unit(s, 'italians'), foot.x, foot.y - 4 * JT);
    const ctx = scripted([5, 5, 5, 5]);
    const t = play(s, 0, { k: 'move', unit: ix(s, 'italians'), how: 'advance', angle: 0 }, ctx);
    const gap = unitGapFloor(unit(t, 'italians'), unit(t, 'carthFoot'));
    expect(gap).toBeGreaterThanOrEqual(JT - 1);
    expect(gap).toBeLessThan(JT + JT / 8);
    expect(unit(t, 'italians').turn.moved).toBe(true);
  });
  it('a wheel turns a formed unit on its front corner (A.3); unformed units may not wheel', () => {
    const s = at('tactical', 0, 0);
    const t = play(s, 0, { k: 'move', unit: ix(s, 'italians'), how: 'wheel', angle: 45 }, scripted([5, 5, 5, 5]));
    expect(unit(t, 'italians').stands[0].h).toBe(135);
    expect(civbel.check(s, 0, { k: 'move', unit: ix(s, 'numidiansR'), how: 'wheel', angle: 45 })?.rule).toBe('A.3');
  });
});

/** Italian cavalry 2 JT in front of the Carthaginian spearmen, charges declared. */
function chargePosition(targetId = 'carthFoot'): CivGame {
  const s = at('charges', 0, 0);
  const foot = unitFrame(unit(s, targetId)).o;
  frontAt(unit(s, 'italians'), foot.x, foot.y - 2 * JT);
  return s;
}

describe('A.5 with SEQ-03 phase 6: charges declared by each side, resolved with responses, then the combat', () => {
  it('a charge in reach is offered; the cavalry reaches the spearmen, who stand, and wins the melee', () => {
    const s = chargePosition();
    const charge: CivAction = { k: 'charge', unit: ix(s, 'italians'), target: ix(s, 'carthFoot'), dice: 1 };
    expect(civbel.legalActions(s, 0)).toContainEqual(charge);
    expect(civbel.check(s, 0, { ...charge, dice: 4 })?.rule).toBe('A.5');
    let t = play(s, 0, charge, scripted([]));
    t = play(t, 0, { k: 'done' }, scripted([]));
    expect([t.phase, t.active]).toEqual(['charges', 1]);
    const ctx = scripted([5, 6, 1]); // charge AvD 5 (2½ JT for 2 JT), the cavalry's d6 6, the spearmen's 1
    t = play(t, 1, { k: 'done' }, ctx);
    expect(ctx.events.find((e) => e.t === 'chargeResponse')!.response).toBe('stand');
    expect(ctx.events.find((e) => e.t === 'chargeContact')).toBeDefined();
    const result = ctx.events.find((e) => e.t === 'combatResult')!;
    expect(result.scoreA).toBeGreaterThan(result.scoreB as number);
    expect(['retire', 'break']).toContain(result.outcome);
    expect(unit(t, 'carthFoot').dps > 0 || unit(t, 'carthFoot').shaken).toBe(true);
    expect(words(ctx, 'melee')).toMatch(/^melee, Italian horse: combat value 3 \+ d6 6, -1 charging without a leader = 8; Carthaginian foot: combat value 2 \+ d6 1 = 3 \(provisional rule: Charges and Combat\)$/);
    expect(words(ctx, 'combatResult', 'fr')).toMatch(/règle provisoire : Charges et combat/);
  });
  it('a charge that falls short moves the full roll and takes 1 DP within bow range', () => {
    let t = play(chargePosition(), 0, { k: 'charge', unit: ix(chargePosition(), 'italians'), target: ix(chargePosition(), 'carthFoot'), dice: 1 }, scripted([]));
    t = play(play(t, 0, { k: 'done' }, scripted([])), 1, { k: 'done' }, scripted([1])); // AvD 2: 1 JT of 2
    expect(unit(t, 'italians').status.inCombat).toBe(false);
    expect(unit(t, 'italians').dps).toBe(1);
  });
  it('D13: light horse evade by default; a standing order to stand, set by their own side, makes them stand', () => {
    const run = (order?: 'stand') => {
      const s = chargePosition('numA');
      if (order) {
        const c = { ...s, phase: 'command' as const, active: 1 as const };
        expect(civbel.check({ ...c, active: 0 }, 0, { k: 'respond', unit: ix(s, 'numA'), order })?.rule).toBe('A.5');
        s.responses = play(c, 1, { k: 'respond', unit: ix(s, 'numA'), order }, scripted([])).responses;
      }
      // Two dice: the nearest stand of the unformed horse is 3½ JT away along the charge path.
      let t = play(s, 0, { k: 'charge', unit: ix(s, 'italians'), target: ix(s, 'numA'), dice: 2 }, scripted([]));
      const ctx = scripted([5, 5, 5, 5, 5, 5, 5, 5]);
      t = play(t, 0, { k: 'done' }, ctx);
      t = t.phase === 'charges' ? play(t, 1, { k: 'done' }, ctx) : t;
      return { t, ctx };
    };
    const dflt = run();
    expect(dflt.ctx.events.find((e) => e.t === 'chargeResponse')!.response).toBe('evade');
    expect(dflt.ctx.events.find((e) => e.t === 'evade')).toBeDefined();
    expect(words(dflt.ctx, 'chargeResponse')).toBe('Numidian horse A, charged by Italian horse, chooses to evade (by default) (provisional rule: Charges and Combat)');
    const stood = run('stand');
    expect(stood.ctx.events.find((e) => e.t === 'chargeResponse')!.response).toBe('stand');
    expect(stood.ctx.events.find((e) => e.t === 'chargeContact')).toBeDefined();
  });
});

describe('CMD-55: the fate of a leader whose unit is destroyed in combat', () => {
  it('a 2 kills him, a 5 takes him to the nearest friendly A or B unit in good order', () => {
    for (const [fate, joins] of [[2, null], [5, 'string']] as const) {
      const s = at('charges', 0, 0);
      const foot = unit(s, 'carthFoot');
      foot.shaken = true; foot.stands = foot.stands.slice(0, 1);
      frontAt(unit(s, 'italians'), unitFrame(foot).o.x, unitFrame(foot).o.y - 2 * JT);
      const c2c = s.leaders.find((l) => l.id === 'c2c')!;
      c2c.attachedTo = 'carthFoot';
      let t = play(s, 0, { k: 'charge', unit: ix(s, 'italians'), target: ix(s, 'carthFoot'), dice: 1 }, scripted([]));
      const ctx = scripted([5, 6, 1, 3, fate]); // charge, the two combat dice, his risk roll (no hit), his fate
      t = play(t, 0, { k: 'done' }, ctx);
      if (t.phase === 'charges') t = play(t, 1, { k: 'done' }, ctx);
      expect(unit(t, 'carthFoot').destroyed).toBe(true);
      const e = ctx.events.find((x) => x.t === 'leaderFate')!;
      expect([e.leader, e.d6, e.fate]).toEqual(['c2c', fate, fate === 2 ? 'killed' : 'escapes']);
      const after = t.leaders.find((l) => l.id === 'c2c')!;
      expect(after.alive).toBe(fate !== 2);
      expect(after.attachedTo === null ? null : typeof after.attachedTo).toBe(joins);
      expect(words(ctx, 'leaderFate')).toMatch(fate === 2 ? /^Carthaginian foot destroyed, .* is killed \(d6 2\) \(rule: Risk to Leaders, p\.22\)$/ : /^Carthaginian foot destroyed, .* escapes to [A-Z].* \(d6 5\) \(rule: Risk to Leaders, p\.22\)$/);
    }
  });
});

describe('A.6: an army that has lost half its points breaks at the end of the turn', () => {
  it('Carthage, its horse and foot destroyed, breaks: Rome wins, and the words say it is a provisional rule', () => {
    const s = at('charges', 1, 1);
    for (const id of ['celtA', 'celtB', 'carthFoot', 'carthHorse', 'numA', 'numB']) remove(s, id);
    const ctx = scripted([]);
    const t = play(s, 1, { k: 'done' }, ctx);
    expect(t.phase).toBe('over');
    expect(t.result).toMatchObject({ winner: 0, reason: 'break' });
    expect(civbel.waitingFor(t)).toMatchObject({ kind: 'over', winner: 0 });
    expect(words(ctx, 'gameOver')).toMatch(/^the game is over: the enemy army breaks, Rome wins \(losses: Rome 0%, Carthage \d+%\) \(provisional rule: Victory\)$/);
  });
});
