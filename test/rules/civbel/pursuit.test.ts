// [PROPOSED] After a combat in the game (option `pursuit`, spec A.5 "Pursuit" and the
// result table, §10 D19, MOV-K4, CMD-21, CMD-35..37, A.6): hand-built positions with
// scripted dice through the half-phases. Each test turns red when its rule is switched
// off (the option absent, an order ignored, the catch or the baggage's points removed).
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { combatStep, tacticalStart } from '../../../src/rules/civbel/half-phases';
import { unitFrame, unitGapFloor, standsInContact } from '../../../src/rules/civbel/facing';
import { unitCentre } from '../../../src/rules/civbel/formation-changes';
import { missingChapters, CURRENT_RULES_MODULE } from '../../../src/rules/civbel/missing-chapters';
import { afterCombatMove, afterCombatOrder, baggageContacts, baggagePoly, followsUp, mustPursue, pursuersMove, pursuesBroken, seesReachableBaggage, sideBaggage } from '../../../src/rules/civbel/pursuit';
import { DEFAULT_AFTER_COMBAT } from '../../../src/rules/civbel/game';
import { bearing, sub } from '../../../src/engine/plane';
import { TABLE } from '../../../src/rules/civbel/deployment';
import { namingCtx } from '../../../src/rules/civbel/log-names';
import { scripted, ix, unitOf, frontAt, JT } from './helpers';

const cb = missingChapters(CURRENT_RULES_MODULE)!;
const unit = unitOf;
const words = (ctx: { events: { t: string }[] }, t: string, lang: 'en' | 'fr' = 'en') => civbel.describeEvent(ctx.events.find((e) => e.t === t) as never, lang);

/** A game of "Great Plains" after the CP ratings, with the pursuit option (or none), only
 *  the named units on the table, every leader detached, in the given phase. */
function position(keep: string[], options: Record<string, string> = { pursuit: 'rules' }, phase: CivGame['phase'] = 'charges', active: 0 | 1 = 0): CivGame {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = phase; s.half = 1; s.active = active; s.initiative = 0;
  for (const u of s.units) { u.turn.controlled = true; if (!keep.includes(u.id)) u.destroyed = true; }
  for (const l of s.leaders) l.attachedTo = null;
  return s;
}

/** `winner` (side 1, facing the table's low edge) and `loser` (side 0) front to front at mid-table. */
function inContact(s: CivGame, winner: string, loser: string): void {
  frontAt(unit(s, loser), 5400, 3600);
  frontAt(unit(s, winner), 5400, 3600);
  expect(standsInContact(unit(s, winner), unit(s, loser)).length).toBeGreaterThan(0);
}

/** The combat of one pair with the winner's die `wd` and the loser's `ld`, the loser
 *  already carrying `dps` (−1 a pair of DPs), then `rest` for every later die. */
function fight(s: CivGame, winner: string, loser: string, dps: number, rest: number[], wd = 6, ld = 1) {
  unit(s, loser).dps = dps;
  s.charged = [winner];
  const pairA = cb.combatPairs(s)[0].a;
  const ctx = scripted(pairA === winner ? [wd, ld, ...rest] : [ld, wd, ...rest]);
  const t = combatStep(s, namingCtx(s, ctx));
  return { t, ctx, result: ctx.events.find((e) => e.t === 'combatResult')! };
}

describe('A.5 result 5+, D19: a winner whose enemy breaks pursues by its standing order', () => {
  it('pursue = yes (the default): the Carthaginian foot go after the broken Italian horse, catch them and cost them a stand', () => {
    const s = position(['carthFoot', 'italians']);
    inContact(s, 'carthFoot', 'italians');
    const before = unitCentre(unit(s, 'carthFoot'));
    const { t, ctx, result } = fight(s, 'carthFoot', 'italians', 0, [2, 2, 2, 2, 5, 5]);
    expect(result.diff).toBeGreaterThanOrEqual(5);
    expect(unit(t, 'italians').status.routing).toBe(true);
    const foot = unit(t, 'carthFoot');
    expect(foot.status.pursuing).toBe(true);
    expect(t.pursuits).toEqual({ carthFoot: 'italians' });
    expect(unitCentre(foot).y).toBeLessThan(before.y - JT);
    // Caught: the horse lose a stand (3 → 2), the pursuer stands against them.
    expect(ctx.events.find((e) => e.t === 'caught')).toBeDefined();
    expect(unit(t, 'italians').stands.length).toBe(2);
    expect(unitGapFloor(foot, unit(t, 'italians'))).toBeLessThanOrEqual(4);
    expect(words(ctx, 'pursuitBegins')).toBe('Carthaginian foot sets off after Italian horse (by standing order) (provisional rule: Charges and Combat)');
    expect(words(ctx, 'pursuitBegins', 'fr')).toMatch(/^l'Infanterie carthaginoise se lance à la poursuite de la Cavalerie italienne \(sur ordre permanent\) \(règle provisoire : Charges et combat\)$/);
    expect(words(ctx, 'pursuit')).toMatch(/^Carthaginian foot pursues Italian horse .* \(\d average dice, d6 5 → 5/);
  });
  it('pursue = no, set in its own Command half: the winner halts where it stands', () => {
    const s = position(['carthFoot', 'italians'], { pursuit: 'rules' }, 'command', 1);
    const order = { k: 'afterCombat' as const, unit: ix(s, 'carthFoot'), pursue: false, follow: false };
    expect(civbel.check({ ...s, active: 0 }, 0, order)?.rule).toBe('A.5');
    const o = civbel.apply(s, 1, order, scripted([]));
    expect(civbel.check(o, 1, order)?.rule).toBe('A.5');
    expect(civbel.describeAction(s, order, 'en')).toBe('standing orders for Carthaginian foot after a won combat: do not pursue a broken enemy, do not follow up a retiring one (provisional rule)');
    const c = { ...o, phase: 'charges' as const, active: 0 as const };
    inContact(c, 'carthFoot', 'italians');
    const before = unitCentre(unit(c, 'carthFoot'));
    const { t, ctx, result } = fight(c, 'carthFoot', 'italians', 0, [2, 2, 2, 2, 5, 5]);
    expect(result.diff).toBeGreaterThanOrEqual(5);
    expect(unit(t, 'italians').status.routing).toBe(true);
    expect(unit(t, 'carthFoot').status.pursuing).toBe(false);
    expect(unitCentre(unit(t, 'carthFoot'))).toEqual(before);
    expect(ctx.events.find((e) => e.t === 'pursuit')).toBeUndefined();
  });
  it('B Grade horse pursue despite "no" (A.5: B/C mounted always pursue)', () => {
    const s = position(['carthHorse', 'velites1']);
    s.afterCombat = { carthHorse: { pursue: false, follow: false } };
    inContact(s, 'carthHorse', 'velites1');
    const { t, ctx, result } = fight(s, 'carthHorse', 'velites1', 2, [2, 2, 2, 2]);
    expect(result.diff).toBeGreaterThanOrEqual(5);
    expect(ctx.events.find((e) => e.t === 'pursuitBegins')!.forced).toBe(true);
    expect(ctx.events.find((e) => e.t === 'pursuit')).toBeDefined();
    expect(words(ctx, 'pursuitBegins')).toMatch(/whatever the orders: impetuous shock troops or B or C grade horsemen/);
    void t;
  });
  it('cavalry that catch a router of 2 stands destroy it, and the pursuit ends', () => {
    const s = position(['carthHorse', 'velites1']);
    inContact(s, 'carthHorse', 'velites1');
    const { t, ctx } = fight(s, 'carthHorse', 'velites1', 2, [2, 2, 5, 5, 5]);
    expect(ctx.events.find((e) => e.t === 'caught')!.destroyed).toBe(true);
    expect(unit(t, 'velites1').destroyed).toBe(true);
    expect(unit(t, 'carthHorse').status.pursuing).toBe(false);
    expect(t.pursuits).toEqual({});
    expect(words(ctx, 'caught')).toBe('Velites I are caught and destroyed (provisional rule: Charges and Combat)');
    expect(words(ctx, 'pursuitEnds', 'fr')).toMatch(/^la Cavalerie carthaginoise cesse la poursuite et s'arrête : les fuyards ne sont plus sur la table/);
  });
  it('the option absent (games recorded before it): the winner halts, as it always did', () => {
    const s = position(['carthFoot', 'italians'], {});
    expect(s.pursuits).toBeUndefined();
    expect(s.baggage).toEqual([]);
    inContact(s, 'carthFoot', 'italians');
    const before = unitCentre(unit(s, 'carthFoot'));
    const { t, ctx } = fight(s, 'carthFoot', 'italians', 0, [2, 2, 2, 2, 5, 5]);
    expect(unit(t, 'italians').status.routing).toBe(true);
    expect(unit(t, 'carthFoot').status.pursuing).toBe(false);
    expect(unitCentre(unit(t, 'carthFoot'))).toEqual(before);
    expect(ctx.events.some((e) => e.t === 'pursuit' || e.t === 'pursuitBegins')).toBe(false);
  });
});

describe('A.5 result 3–4, D19: follow up a retiring enemy by standing order', () => {
  it('follow = yes: the winner moves as the retirer did and stays in contact; follow = no (the default): it halts', () => {
    for (const follow of [true, false]) {
      const s = position(['carthFoot', 'italians']);
      if (follow) s.afterCombat = { carthFoot: { pursue: true, follow: true } };
      inContact(s, 'carthFoot', 'italians');
      const before = unitCentre(unit(s, 'carthFoot'));
      const { t, ctx, result } = fight(s, 'carthFoot', 'italians', 0, [], 6, 3);
      expect(result.outcome).toBe('retire');
      const foot = unit(t, 'carthFoot');
      if (follow) {
        expect(before.y - unitCentre(foot).y).toBeGreaterThan(JT);
        expect(standsInContact(foot, unit(t, 'italians')).length).toBeGreaterThan(0);
        expect(words(ctx, 'followUp')).toMatch(/^Carthaginian foot follows up Italian horse 2 javelin throws and stays in contact \(provisional rule: Charges and Combat\)$/);
        expect(words(ctx, 'followUp', 'fr')).toMatch(/^l'Infanterie carthaginoise talonne la Cavalerie italienne sur 2 jets de javelot et reste au contact/);
      } else {
        expect(unitCentre(foot)).toEqual(before);
        expect(ctx.events.find((e) => e.t === 'followUp')).toBeUndefined();
      }
    }
  });
});

describe('MOV-K4, A.5: pursuers move again at the start of their Tactical Move half-phase', () => {
  /** Carthaginian foot pursuing the routing Italian horse ½ JT away, in Rome's Tactical half. */
  function chasing(): CivGame {
    const s = position(['carthFoot', 'italians'], { pursuit: 'rules' }, 'tactical', 0);
    const horse = unit(s, 'italians');
    frontAt(horse, 5400, 3000);
    horse.shaken = true; horse.dps = 0; horse.status.routing = true; horse.formation = 'unformed';
    frontAt(unit(s, 'carthFoot'), 5400, 3000 + JT / 2);
    unit(s, 'carthFoot').status.pursuing = true;
    s.pursuits = { carthFoot: 'italians' };
    return s;
  }
  it('the router routs on first (4 average dice of 2: 4 JT), then its pursuer goes after it (2 of 5: 5 JT) and catches it, costing it a stand', () => {
    const s = chasing();
    const ctx = scripted([2, 2, 2, 2, 5, 5]);
    const t = tacticalStart(s, ctx);
    expect(ctx.events.map((e) => e.t).filter((x) => x === 'rout' || x === 'pursuit')).toEqual(['rout', 'pursuit']);
    expect(unit(t, 'italians').stands.length).toBe(2);
    expect(unitGapFloor(unit(t, 'carthFoot'), unit(t, 'italians'))).toBeLessThanOrEqual(4);
  });
  it('CMD-21, T-17: told to stop, a 3 (2 + 1 for pursuing) stops it: it does not move at the next Tactical start', () => {
    const s = chasing();
    const c: CivGame = { ...s, phase: 'command', active: 1 };
    const stop = civbel.apply(c, 1, { k: 'stop', unit: ix(c, 'carthFoot') }, scripted([]));
    // The allocations default to Control; the foot's D6 control test: 2 + 1 = 3, "as the player wishes".
    const ctx = scripted([2]);
    const t = civbel.apply(stop, 1, { k: 'done' }, ctx);
    const test = ctx.events.find((e) => e.t === 'controlTest' && e.unit === 'carthFoot')!;
    expect(test.score).toBe(3);
    expect(unit(t, 'carthFoot').status.pursuing).toBe(false);
    const after = tacticalStart({ ...t, phase: 'tactical', active: 0, units: t.units.map((u) => (u.id === 'italians' ? unit(s, 'italians') : u)) }, scripted([2, 2, 2, 2, 5, 5]));
    expect(unitCentre(unit(after, 'carthFoot'))).toEqual(unitCentre(unit(s, 'carthFoot')));
    expect(after.pursuits).toEqual({});
  });
  it('a router that stops routing ends the pursuit: the pursuer halts', () => {
    const s = chasing();
    unit(s, 'italians').status.routing = false;
    const ctx = scripted([5, 5]);
    const t = tacticalStart(s, ctx);
    expect(unit(t, 'carthFoot').status.pursuing).toBe(false);
    expect(ctx.events.find((e) => e.t === 'pursuitEnds')!.why).toBe('rallied');
  });
});

describe('CMD-35..37, T-41, A.6: pursuers that see the enemy baggage may loot it; held baggage costs 15 points', () => {
  it('the option places one unfortified baggage per side at its own table edge; none without it', () => {
    const s = civbel.setup({ scenario: 'great-plains', options: { pursuit: 'rules' } });
    expect(s.baggage.map((b) => [b.owner, b.controller, b.fortified])).toEqual([[0, 0, false], [1, 1, false]]);
    expect(civbel.setup({ scenario: 'great-plains', options: {} }).baggage).toEqual([]);
    expect(civbel.setup({ scenario: 'choose-armies', options: { pursuit: 'rules' } }).baggage.length).toBe(2);
  });
  it('T-41: a pursuer 3 JT from Carthage\'s baggage tests (D6 1 + 1 = 2: it loots), runs to it at its next Tactical start and takes it: Carthage\'s losses +15', () => {
    const s = position(['italians', 'carthHorse'], { pursuit: 'rules' }, 'command', 0);
    s.half = 0;
    const bag = s.baggage.find((b) => b.owner === 1)!;
    const horse = unit(s, 'italians');
    frontAt(horse, bag.x!, bag.y! - bag.d! / 2 - 3 * JT);
    horse.status.pursuing = true;
    s.pursuits = { italians: 'carthHorse' };
    const router = unit(s, 'carthHorse');
    frontAt(router, 2000, 5000);
    router.status.routing = true; router.shaken = true; router.formation = 'unformed';
    expect(seesReachableBaggage(s, horse)).toBe(true);
    const ctx = scripted([1, 3, 5, 5, 5, 5], 3);
    let t = civbel.apply(s, 0, { k: 'done' }, ctx);
    expect(ctx.events.find((e) => e.t === 'controlTest' && e.unit === 'italians')!.score).toBe(2);
    expect(unit(t, 'italians').status.looting).toBe(true);
    expect(civbel.describeEvent(ctx.events.find((e) => e.t === 'looting')!, 'en')).toBe('Italian horse turns to looting the enemy\'s baggage (rule: Looting, p.21)');
    t = civbel.apply(t, 1, { k: 'done' }, ctx);
    expect(ctx.events.find((e) => e.t === 'lootMove')).toBeDefined();
    expect(t.baggage.find((b) => b.owner === 1)!.controller).toBe(0);
    const sp = new Map(Object.entries(t.startPoints));
    const held = cb.armyLosses(t, 1, sp).percent;
    const free = cb.armyLosses({ ...t, baggage: t.baggage.map((b) => ({ ...b, controller: b.owner })) }, 1, sp).percent;
    expect(held - free).toBe(15);
    expect(words(ctx, 'baggageTaken')).toBe('Italian horse takes the baggage of Carthage: while it is held, Carthage counts 15 points more of losses (rule: Looting, p.21)');
    expect(words(ctx, 'baggageTaken', 'fr')).toMatch(/^la Cavalerie italienne s'empare des bagages de Carthage : tant qu'ils les tiennent, Carthage compte 15 points de pertes de plus/);
  });
  it('a pursuer beyond its maximum move of the baggage does not test for it', () => {
    const s = position(['carthHorse', 'italians'], { pursuit: 'rules' }, 'command', 1);
    const bag = s.baggage.find((b) => b.owner === 0)!;
    const horse = unit(s, 'carthHorse');
    frontAt(horse, bag.x!, bag.y! + bag.d! / 2 + 20 * JT);
    horse.status.pursuing = true;
    expect(seesReachableBaggage(s, horse)).toBe(false);
    expect(unitFrame(horse).o.y).toBeGreaterThan(bag.y!);
  });
});

describe('the steady bot\'s standing orders after combat (D19, bot.ts afterCombatChoice)', () => {
  const rnd = { below: () => 0 } as never;
  it('heavy foot pursue a broken enemy and follow up a retiring one (A.5: a router 5 JT clear rallies); horse keep the defaults; nothing without the option', () => {
    let s = position(['legio1', 'italians', 'celtA'], { pursuit: 'rules' }, 'command', 0);
    const given: string[] = [];
    for (let i = 0; i < 6; i++) {
      const a = civbel.bot!(s, 0, rnd);
      if (a.k !== 'afterCombat') break;
      given.push(s.units[a.unit].id);
      expect([a.pursue, a.follow]).toEqual([true, true]);
      s = civbel.apply(s, 0, a, scripted([]));
    }
    expect(given).toEqual(['legio1']);
    expect(s.afterCombat).toEqual({ legio1: { pursue: true, follow: true } });
    const old = position(['legio1', 'italians', 'celtA'], {}, 'command', 0);
    expect(civbel.bot!(old, 0, rnd).k).not.toBe('afterCombat');
  });
});

describe('A.5 follow-on combats: a follow-up that meets a fresh enemy fights it at once, as a charger', () => {
  it('the Celtiberians follow up the retiring horse into the velites beside them and fight them in the same Combat Phase with A', () => {
    // Legion I far away: an enemy of lower id than the velites, not in contact, is not met.
    const s = position(['celtA', 'italians', 'velites1', 'legio1']);
    s.afterCombat = { celtA: { pursue: true, follow: true } };
    inContact(s, 'celtA', 'italians');
    // The velites stand level with where the horse will be, clear of the horse's way but
    // across the right end of the foot's front.
    const foot = unit(s, 'celtA');
    const footRight = Math.max(...foot.stands.map((st) => st.x)) + JT / 2;
    frontAt(unit(s, 'velites1'), footRight - JT / 4 + JT, 3600 - 2 * JT);
    const { t, ctx, result } = fight(s, 'celtA', 'italians', 0, [6, 1], 4, 3);
    expect(result.outcome).toBe('retire');
    const melees = ctx.events.filter((e) => e.t === 'melee');
    expect(melees.length).toBe(2);
    expect(melees[1].followOn).toBe(true);
    expect([melees[1].unit, melees[1].target]).toEqual(['celtA', 'velites1']);
    expect((melees[1].cv as number[])[0]).toBe(3); // the Celtiberians' A (3) as chargers, not their D (2)
    expect(civbel.describeEvent(melees[1], 'en')).toMatch(/^follow-on combat, melee, Celtiberians A: /);
    expect(civbel.describeEvent(melees[1], 'fr')).toMatch(/^combat enchaîné, mêlée, les Celtibères A/);
    expect(t.followOn).toBeUndefined();
  });
});

describe('A.5, D19: who may pursue or follow up at all (mutation survivors)', () => {
  const ready = () => { const s = position(['carthFoot', 'italians']); inContact(s, 'carthFoot', 'italians'); return s; };
  it('a winner in no other fight pursues by its order and follows up by its order; not shaken, destroyed, special, nor without the option', () => {
    const s = ready();
    s.afterCombat = { carthFoot: { pursue: true, follow: true } };
    expect([pursuesBroken(s, unit(s, 'carthFoot'), 'italians'), followsUp(s, unit(s, 'carthFoot'), 'italians')]).toEqual([true, true]);
    s.afterCombat = { carthFoot: { pursue: false, follow: false } };
    expect([pursuesBroken(s, unit(s, 'carthFoot'), 'italians'), followsUp(s, unit(s, 'carthFoot'), 'italians')]).toEqual([false, false]);
    s.afterCombat = { carthFoot: { pursue: true, follow: true } };
    for (const change of [{ shaken: true }, { destroyed: true }, { kind: 'special' as const }]) {
      const w = { ...unit(s, 'carthFoot'), ...change };
      expect([pursuesBroken(s, w, 'italians'), followsUp(s, w, 'italians')], JSON.stringify(change)).toEqual([false, false]);
    }
    const off = { ...s, pursuits: undefined };
    expect([pursuesBroken(off, unit(s, 'carthFoot'), 'italians'), followsUp(off, unit(s, 'carthFoot'), 'italians')]).toEqual([false, false]);
  });
  it('still fighting a fresh enemy, the winner stays in that melee; the beaten enemy itself does not hold it', () => {
    const s = ready();
    s.afterCombat = { carthFoot: { pursue: true, follow: true } };
    const w = unit(s, 'carthFoot');
    // The Italian horse in contact are the one beaten: excepted. Any other enemy in contact holds it.
    expect(pursuesBroken(s, w, 'someoneElse')).toBe(false);
    expect(followsUp(s, w, 'someoneElse')).toBe(false);
    unit(s, 'italians').status.routing = true;
    expect(pursuesBroken(s, w, 'someoneElse')).toBe(true);
  });
  it('mustPursue: B and C Grade mounted troops and spontaneous-advance-prone troops; not A Grade horse, not steady foot', () => {
    const s = ready();
    const horse = unit(s, 'italians'), foot = unit(s, 'carthFoot');
    expect(['A', 'B', 'C'].map((grade) => mustPursue({ ...horse, grade: grade as never }))).toEqual([false, true, true]);
    expect(mustPursue({ ...foot, type: 'spearmen', grade: 'C' })).toBe(false);
    expect(mustPursue({ ...foot, type: 'shockInfantry', grade: 'B', shaken: false })).toBe(true);
  });
});

describe('CMD-35..37, A.6: where baggage stands and who touches it (mutation survivors)', () => {
  it('one 2 × 1 JT baggage per side, centred on the middle of its own table edge; its rectangle; none without a place', () => {
    expect(sideBaggage(0, TABLE)).toEqual({ id: 'baggage-0', owner: 0, controller: 0, fortified: false, x: 5400, y: 120, w: 2 * JT, d: JT });
    expect(sideBaggage(1, TABLE)).toEqual({ id: 'baggage-1', owner: 1, controller: 1, fortified: false, x: 5400, y: 7200 - 120, w: 2 * JT, d: JT });
    expect(baggagePoly(sideBaggage(0, TABLE))).toEqual([{ x: 5160, y: 0 }, { x: 5640, y: 0 }, { x: 5640, y: 240 }, { x: 5160, y: 240 }]);
    for (const k of ['x', 'y', 'w', 'd'] as const) {
      const b = { ...sideBaggage(0, TABLE) };
      delete b[k];
      expect(baggagePoly(b), k).toBeNull();
    }
  });
  /** The Italian horse (Rome) pursuing, its right stand's front edge along the bottom of
   *  Carthage's baggage; its left stand 180 units from it. */
  function atTheBaggage(): CivGame {
    const s = position(['italians', 'carthHorse'], { pursuit: 'rules' }, 'tactical', 1);
    frontAt(unit(s, 'italians'), 5100, 7200 - JT);
    unit(s, 'italians').status.pursuing = true;
    s.pursuits = { italians: 'carthHorse' };
    return s;
  }
  it('a unit takes enemy baggage when its nearest stand touches it; not when the enemy touches it too; Special Troops never', () => {
    const s = atTheBaggage();
    const ctx = scripted([]);
    const t = baggageContacts(s, namingCtx(s, ctx));
    expect(t.baggage.find((b) => b.owner === 1)!.controller).toBe(0);
    expect(ctx.events.find((e) => e.t === 'baggageTaken')).toMatchObject({ unit: 'italians', owner: 1, side: 0, retaken: false });
    // Carthaginian horse touching it too: the holder keeps it.
    const both = atTheBaggage();
    frontAt(unit(both, 'carthHorse'), 5400 + 2 * JT, 7200 - JT / 2);
    unit(both, 'carthHorse').stands.forEach((st) => { st.h = 180; });
    expect(baggageContacts(both, scripted([])).baggage.find((b) => b.owner === 1)!.controller).toBe(1);
    const special = atTheBaggage();
    unit(special, 'italians').kind = 'special';
    expect(baggageContacts(special, scripted([])).baggage.find((b) => b.owner === 1)!.controller).toBe(1);
  });
  it('CMD-35: a pursuer sees only enemy baggage its enemy still holds: not its own (even taken), not enemy baggage already taken, none in a game without the option, never as a Special Troop', () => {
    const s = atTheBaggage();
    const u = unit(s, 'italians');
    expect(seesReachableBaggage(s, u)).toBe(true);
    const taken = { ...s, baggage: s.baggage.map((b) => (b.owner === 1 ? { ...b, controller: 0 as const } : b)) };
    expect(seesReachableBaggage(taken, u)).toBe(false);
    // Rome's own baggage, held by Carthage, right in front of it; Carthage's far off.
    const own = { ...s, baggage: [{ ...sideBaggage(0, TABLE), controller: 1 as const, y: 7200 - JT / 2 - JT }, { ...sideBaggage(1, TABLE), x: 600 }] };
    expect(seesReachableBaggage(own, u)).toBe(false);
    expect(seesReachableBaggage({ ...s, baggage: s.baggage.filter((b) => b.owner === 0) }, u)).toBe(false);
    expect(seesReachableBaggage({ ...s, pursuits: undefined }, u)).toBe(false);
    expect(seesReachableBaggage(s, { ...u, kind: 'special' })).toBe(false);
  });
  it('only the baggage touched changes hands; a side touching its own baggage held by the enemy retakes it; baggage with no place is never touched', () => {
    const s = atTheBaggage();
    s.baggage = s.baggage.map((b) => (b.owner === 0 ? { ...b, controller: 1 as const } : b));
    const t = baggageContacts(s, scripted([]));
    expect(t.baggage.map((b) => b.controller)).toEqual([1, 0]);
    // Rome's own baggage, held by Carthage, under the Italian horse's front: retaken.
    const own = atTheBaggage();
    own.baggage = [{ ...sideBaggage(0, TABLE), controller: 1, y: 7200 - JT / 2 }, { ...sideBaggage(1, TABLE), x: 600 }];
    const ctx = scripted([]);
    expect(baggageContacts(own, ctx).baggage[0].controller).toBe(0);
    expect(ctx.events.find((e) => e.t === 'baggageTaken')).toMatchObject({ owner: 0, retaken: true });
    const nowhere = atTheBaggage();
    nowhere.baggage = [{ id: 'baggage-1', owner: 1, controller: 1, fortified: false }];
    expect(baggageContacts(nowhere, scripted([])).baggage).toEqual(nowhere.baggage);
    expect(seesReachableBaggage(nowhere, unit(nowhere, 'italians'))).toBe(false);
  });
  /** The Italian horse at the enemy baggage, looting now (not pursuing), in Rome's half. */
  function lootingItalians(): CivGame {
    const s = atTheBaggage();
    s.active = 0;
    const u = unit(s, 'italians');
    u.status.pursuing = false; u.status.looting = true;
    s.pursuits = {};
    return s;
  }
  it('CMD-36: a looter runs its full move straight at the baggage, unformed, as a provisional A.5 move', () => {
    const s = lootingItalians();
    const u = unit(s, 'italians');
    u.stands.forEach((st) => { st.y -= 4 * JT; });
    const before = unitCentre(u);
    const ctx = scripted([2, 2, 2, 2]);
    const t = pursuersMove(s, ctx);
    expect(ctx.events.find((e) => e.t === 'lootMove')).toMatchObject({ rule: 'A.5', provisional: true, cites: 'CMD-36', unit: 'italians', dist: 4 * JT });
    const l = unit(t, 'italians');
    expect(l.formation).toBe('unformed');
    expect(l.lastAction).toBe('loot');
    expect(l.turn.moved).toBe(true);
    const bag = t.baggage.find((b) => b.owner === 1)!;
    const now = unitCentre(l);
    // Straight at the baggage's centre, facing it.
    // within 1/8 JT of the straight line from its centre to the baggage's
    expect(Math.abs((now.x - before.x) * (bag.y! - before.y) - (now.y - before.y) * (bag.x! - before.x))).toBeLessThan(4 * JT * (JT / 8));
    expect(l.stands[0].h).toBe(bearing(sub({ x: bag.x!, y: bag.y! }, before)));
  });
  it('CMD-36: a looter already at the baggage rolls no loot move', () => {
    const s = lootingItalians();
    const ctx = scripted([]);
    pursuersMove(s, ctx);
    expect(ctx.used()).toBe(0);
    expect(ctx.events.find((e) => e.t === 'lootMove')).toBeUndefined();
  });
});

describe('A.5, D19: step (e) and the pursuers\' moves, guards and records (mutation survivors)', () => {
  it('D19: a unit with no orders of its own has the defaults, also in a state that never held any', () => {
    const s = position(['carthFoot', 'italians']);
    expect(afterCombatOrder(s, unit(s, 'carthFoot'))).toEqual(DEFAULT_AFTER_COMBAT);
    expect(afterCombatOrder({ ...s, afterCombat: undefined }, unit(s, 'carthFoot'))).toEqual(DEFAULT_AFTER_COMBAT);
  });
  it('step (e) does nothing for a winner or loser not on the list, nor for a loser neither routing nor retiring, nor a destroyed one', () => {
    const s = position(['carthFoot', 'italians']);
    s.afterCombat = { carthFoot: { pursue: true, follow: true } };
    inContact(s, 'carthFoot', 'italians');
    const ctx = scripted([5, 5, 5, 5]);
    expect(afterCombatMove(s, 'nobody', unit(s, 'italians'), ctx)).toBe(s);
    expect(afterCombatMove(s, 'carthFoot', { ...unit(s, 'italians'), id: 'nobody' }, ctx)).toBe(s);
    expect(afterCombatMove(s, 'carthFoot', unit(s, 'italians'), ctx)).toBe(s);
    unit(s, 'italians').status.retiring = true; unit(s, 'italians').destroyed = true;
    expect(afterCombatMove(s, 'carthFoot', unit(s, 'italians'), ctx)).toBe(s);
    expect(ctx.used()).toBe(0);
    expect(ctx.events).toEqual([]);
  });
  it('a follow-up is a provisional A.5 move by standing order (D19) and counts as moved; cut short by a friend on its way, it is out of contact and says so', () => {
    for (const blocked of [false, true]) {
      const s = position(['carthFoot', 'italians', 'slingA']);
      s.afterCombat = { carthFoot: { pursue: true, follow: true } };
      inContact(s, 'carthFoot', 'italians');
      // Balearic slingers (Carthage) across the right end of the foot's way, clear of the horse's.
      const sl = unit(s, 'slingA');
      sl.stands.forEach((st, i) => { st.x = blocked ? 5880 + i * JT : 9000 + i * JT; st.y = 3200; st.h = 270; });
      const { t, ctx, result } = fight(s, 'carthFoot', 'italians', 0, [], 6, 3);
      expect(result.outcome).toBe('retire');
      expect(ctx.events.find((e) => e.t === 'followUp')).toMatchObject({ rule: 'A.5', provisional: true, cites: 'D19', unit: 'carthFoot', target: 'italians', contact: !blocked });
      expect(unit(t, 'carthFoot').turn.moved).toBe(true);
      if (blocked) expect(words(ctx, 'followUp')).toMatch(/but cannot stay in contact: the way is taken/);
    }
  });
  it('a pursuit begins as a provisional A.5 move by standing order (D19); horse roll their 4 move dice', () => {
    const s = position(['carthHorse', 'velites1']);
    inContact(s, 'carthHorse', 'velites1');
    const { ctx } = fight(s, 'carthHorse', 'velites1', 2, [2, 2, 2, 2, 2, 2, 2]);
    expect(ctx.events.find((e) => e.t === 'pursuitBegins')).toMatchObject({ rule: 'A.5', provisional: true, cites: 'D19', unit: 'carthHorse', target: 'velites1' });
    expect((ctx.events.find((e) => e.t === 'pursuit')!.pips as number[]).length).toBe(4);
  });
  /** Carthaginian foot pursuing the routing Italian horse, in Rome's Tactical half, far apart. */
  function chasing(keep: string[] = [], options: Record<string, string> = { pursuit: 'rules' }): CivGame {
    const s = position(['carthFoot', 'italians', ...keep], options, 'tactical', 0);
    const horse = unit(s, 'italians');
    frontAt(horse, 5400, 3000);
    horse.shaken = true; horse.status.routing = true; horse.formation = 'unformed';
    frontAt(unit(s, 'carthFoot'), 5400, 3000 + 3 * JT);
    unit(s, 'carthFoot').status.pursuing = true;
    s.pursuits = { carthFoot: 'italians' };
    return s;
  }
  it('a pursuer whose router is gone ends its pursuit ("gone"), and only its own: another pursuit stays listed', () => {
    const s = chasing(['carthHorse', 'numidiansR']);
    unit(s, 'italians').destroyed = true;
    frontAt(unit(s, 'numidiansR'), 1000, 3000);
    unit(s, 'numidiansR').status.routing = true;
    frontAt(unit(s, 'carthHorse'), 1000, 6000);
    unit(s, 'carthHorse').status.pursuing = true;
    s.pursuits = { carthFoot: 'italians', carthHorse: 'numidiansR' };
    const ctx = scripted([], 2);
    const t = pursuersMove(s, ctx);
    expect(ctx.events.find((e) => e.t === 'pursuitEnds')).toMatchObject({ rule: 'A.5', provisional: true, unit: 'carthFoot', why: 'gone' });
    expect(unitCentre(unit(t, 'carthFoot'))).toEqual(unitCentre(unit(s, 'carthFoot')));
    expect(t.pursuits).toEqual({ carthHorse: 'numidiansR' });
    expect(unit(t, 'carthFoot').status.pursuing).toBe(false);
  });
  it('a pursuer stopped by a control test is struck off the list and does not move; one already in contact with a fresh enemy ends its pursuit ("fresh")', () => {
    const s = chasing();
    unit(s, 'carthFoot').status.pursuing = false;
    const ctx = scripted([], 5);
    const t = pursuersMove(s, ctx);
    expect(t.pursuits).toEqual({});
    expect(unitCentre(unit(t, 'carthFoot'))).toEqual(unitCentre(unit(s, 'carthFoot')));
    const f = chasing(['velites1']);
    frontAt(unit(f, 'velites1'), 5400, 3000 + 3 * JT);
    unit(f, 'velites1').stands.forEach((st) => { st.h = 90; });
    const foot = unit(f, 'carthFoot');
    foot.stands.forEach((st) => { st.y += 1; });
    frontAt(unit(f, 'velites1'), unitFrame(foot).o.x, unitFrame(foot).o.y);
    unit(f, 'velites1').stands.forEach((st) => { st.h = 90; });
    const c2 = scripted([], 5);
    const t2 = pursuersMove(f, c2);
    expect(c2.events.find((e) => e.t === 'pursuitEnds')).toMatchObject({ unit: 'carthFoot', why: 'fresh' });
    expect(t2.followOn).toBeUndefined();
  });
  it('a pursuit blocked by other troops is cut short, says so, and catches nothing (spec §8.6, option sweptPaths)', () => {
    const s = chasing(['celtA'], { pursuit: 'rules', sweptPaths: 'checked' });
    // Celtiberians A (Carthage) across the way, 1 JT short of the horse.
    const celt = unit(s, 'celtA');
    frontAt(celt, 5400, 3000 + 2 * JT);
    celt.stands.forEach((st) => { st.h = 270; });
    frontAt(celt, 5400, 3000 + 2 * JT);
    const ctx = scripted([5, 5]);
    const t = pursuersMove(s, namingCtx(s, ctx));
    const e = ctx.events.find((x) => x.t === 'pursuit')!;
    expect(e.blocked).toBe(true);
    expect(ctx.events.find((x) => x.t === 'caught')).toBeUndefined();
    expect(unit(t, 'italians').stands.length).toBe(3);
    expect(words(ctx, 'pursuit')).toMatch(/the way being taken/);
  });
  it('a pursuer that runs into a fresh enemy at the start of a Tactical half halts in contact: no follow-on combat then (it fights in the Combat Phase)', () => {
    const s = chasing(['velites1'], { pursuit: 'rules', sweptPaths: 'checked' });
    frontAt(unit(s, 'velites1'), 5400, 3000 + JT + JT / 2);
    const ctx = scripted([5, 5]);
    const t = pursuersMove(s, ctx);
    expect(ctx.events.find((e) => e.t === 'pursuitEnds')).toMatchObject({ unit: 'carthFoot', why: 'fresh' });
    expect(standsInContact(unit(t, 'carthFoot'), unit(t, 'velites1')).length).toBeGreaterThan(0);
    expect(t.followOn).toBeUndefined();
  });
  it('a router destroyed by its pursuer at a Tactical start: the leader with it rolls his fate', () => {
    const s = chasing(['velites1', 'carthHorse']);
    unit(s, 'italians').destroyed = true; unit(s, 'carthFoot').destroyed = true;
    const v = unit(s, 'velites1');
    frontAt(v, 5400, 3000); v.shaken = true; v.status.routing = true;
    frontAt(unit(s, 'carthHorse'), 5400, 3000 + JT);
    unit(s, 'carthHorse').status.pursuing = true;
    s.pursuits = { carthHorse: 'velites1' };
    s.leaders.find((l) => l.id === 'r1c')!.attachedTo = 'velites1';
    const ctx = scripted([5, 5, 5, 5, 6]);
    const t = pursuersMove(s, ctx);
    expect(unit(t, 'velites1').destroyed).toBe(true);
    expect(ctx.events.find((e) => e.t === 'leaderFate')).toMatchObject({ leader: 'r1c', unit: 'velites1' });
  });
  it('leader fates are rolled only when the pursuers destroyed someone: a leader left with a unit destroyed earlier rolls nothing', () => {
    const s = chasing(['velites1']);
    unit(s, 'velites1').destroyed = true;
    s.leaders.find((l) => l.side === 0)!.attachedTo = 'velites1';
    const ctx = scripted([2, 2]);
    pursuersMove(s, ctx);
    expect(ctx.events.find((e) => e.t === 'leaderFate')).toBeUndefined();
  });
});
