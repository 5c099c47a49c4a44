// [PROPOSED] A.2 terrain in play (the stand-in's terrain table and combat factors, with
// the surviving pages' sight rules, VIS), on our scenario "A broken field" and on
// hand-placed pieces. Each test compares the same move or fight with and without the
// piece, so it fails when the terrain is not consulted.
import { describe, expect, it } from 'vitest';
import type { Ctx, LogEvent } from '../../../src/engine/contract';
import { civbel, type CivAction, type CivGame } from '../../../src/rules/civbel';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { unitCentre } from '../../../src/rules/civbel/formation-changes';
import { FIELD } from '../../../src/rules/civbel/data/field';
import { standPoly } from '../../../src/rules/civbel/geometry';
import type { CbTerrain, TerrainKind } from '../../../src/rules/civbel/terrain';
import { overlaps } from '../../../src/engine/plane';
import { scripted, ix, unitOf, frontAt, unit as handUnit, state as handState } from './helpers';
import type { CbState } from '../../../src/rules/civbel/state';
import { withNames } from '../../../src/rules/event-names';
import { chargePlan } from '../../../src/rules/civbel/provisional/charges';
import { CURRENT_RULES_MODULE, missingChapters } from '../../../src/rules/civbel/missing-chapters';

const JT = 240;
const unit = unitOf;

function at(phase: CivGame['phase'], active: 0 | 1, scenario = 'great-plains'): CivGame {
  const s = civbel.apply(civbel.setup({ scenario, options: {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = phase; s.half = 0; s.active = active; s.initiative = 0;
  for (const u of s.units) u.turn.controlled = true;
  return s;
}
const play = (s: CivGame, seat: 0 | 1, a: CivAction, ctx: Ctx) => {
  expect(civbel.check(s, seat, a)).toBeNull();
  const t = civbel.apply(s, seat, a, ctx);
  expect(civbel.invariants!(t)).toEqual([]);
  return t;
};
/** A rectangle piece [x0, x1] × [y0, y1], counter-clockwise. */
const piece = (kind: TerrainKind, x0: number, x1: number, y0: number, y1: number): CbTerrain =>
  ({ id: kind, kind, poly: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }], level: 0 });
const moved = (ctx: { events: LogEvent[] }) => ctx.events.find((e) => e.t === 'unitMoved')!;

describe('Scenario "A broken field" (ours): the Great Plains armies with four terrain pieces', () => {
  it('has the hill, the wood, the marsh and the scrub, between the deployment zones and clear of every stand; the other scenarios have none', () => {
    const s = civbel.setup({ scenario: 'broken-field', options: {} });
    expect(civbel.validateConfig({ scenario: 'broken-field', options: {} })).toBeNull();
    expect(s.terrain!.map((t) => t.kind)).toEqual(['hill', 'denseWood', 'marsh', 'lightCover']);
    for (const t of s.terrain!) {
      for (const p of t.poly) expect(p.y).toBeGreaterThanOrEqual(6 * JT), expect(p.y).toBeLessThanOrEqual(24 * JT);
      for (const u of s.units) for (const st of u.stands) expect(overlaps(standPoly(st), t.poly)).toBe(false);
    }
    expect(s.terrain).toEqual(FIELD);
    expect('terrain' in civbel.setup({ scenario: 'great-plains', options: {} })).toBe(false);
    expect('terrain' in civbel.setup({ scenario: 'great-plains-deploy', options: {} })).toBe(false);
  });
});

describe('A.2 movement: a move is slowed or stopped by the ground on its path (measured at the unit\'s centre)', () => {
  it('a Legion (formed foot) marching 5 JT meets a marsh 1 JT ahead: 1 JT, then the other 4 JT of its roll at ×¼, so 2 JT', () => {
    const run = (marsh: boolean) => {
      const s = at('approach', 0);
      const c = unitCentre(unit(s, 'legio1'));
      if (marsh) s.terrain = [piece('marsh', c.x - 8 * JT, c.x + 8 * JT, c.y + JT, c.y + 12 * JT)];
      const before = unitFrame(unit(s, 'legio1')).o.y;
      const ctx = scripted([5, 5]); // AvD 5 + 5 = 10 pips = 5 JT
      const t = play(s, 0, { k: 'move', unit: ix(s, 'legio1'), how: 'march', angle: 0 }, ctx);
      return { dy: unitFrame(unit(t, 'legio1')).o.y - before, ctx };
    };
    expect(run(false).dy).toBe(5 * JT);
    const slowed = run(true);
    expect(Math.abs(slowed.dy - 2 * JT)).toBeLessThanOrEqual(1);
    expect(moved(slowed.ctx).dist).toBe(slowed.dy);
  });
  it('horse may not enter a dense wood (A.2 impassable): Italian horse advancing stops at its edge', () => {
    const run = (wood: boolean) => {
      const s = at('tactical', 0);
      const c = unitCentre(unit(s, 'italians'));
      if (wood) s.terrain = [piece('denseWood', c.x - 6 * JT, c.x + 6 * JT, c.y + 2 * JT, c.y + 5 * JT)];
      const before = unitCentre(unit(s, 'italians')).y;
      const t = play(s, 0, { k: 'move', unit: ix(s, 'italians'), how: 'advance', angle: 0 }, scripted([5, 5, 5, 5]));
      return unitCentre(unit(t, 'italians')).y - before;
    };
    expect(run(false)).toBeGreaterThan(3 * JT);
    const d = run(true);
    expect(d).toBeLessThanOrEqual(2 * JT);
    expect(d).toBeGreaterThanOrEqual(2 * JT - 1);
  });
  it('formed foot entering broken ground within bow range of the enemy takes the fatigue DP (A.1, MOR-C9: "entered broken")', () => {
    const run = (scrub: boolean) => {
      const s = at('tactical', 0);
      const foot = unitFrame(unit(s, 'carthFoot')).o;
      frontAt(unit(s, 'legio1'), foot.x, foot.y - 4 * JT);
      const c = unitCentre(unit(s, 'legio1'));
      if (scrub) s.terrain = [piece('lightCover', c.x - 8 * JT, c.x + 8 * JT, c.y + JT / 4, c.y + 2 * JT)];
      const t = play(s, 0, { k: 'move', unit: ix(s, 'legio1'), how: 'advance', angle: 0 }, scripted([2, 2]));
      return unit(t, 'legio1').dps;
    };
    expect(run(true)).toBeGreaterThan(run(false));
  });
});

describe('A.2 and VIS-02: a dense wood between charger and target', () => {
  it('Italian horse 2 JT from the Carthaginian foot may charge; with a strip of wood ½ JT deep between them, it may not: horse may not enter a wood', () => {
    const s = at('charges', 0);
    const foot = unitFrame(unit(s, 'carthFoot')).o;
    frontAt(unit(s, 'italians'), foot.x, foot.y - 2 * JT);
    const charge: CivAction = { k: 'charge', unit: ix(s, 'italians'), target: ix(s, 'carthFoot'), dice: 1 };
    expect(civbel.check(s, 0, charge)).toBeNull();
    s.terrain = [piece('denseWood', foot.x - 6 * JT, foot.x + 6 * JT, foot.y - 1.25 * JT, foot.y - 0.75 * JT)];
    expect(civbel.check(s, 0, charge)).toEqual({ rule: 'A.2', message: 'Italian horse cannot cross the ground between it and Carthaginian foot.' });
    expect(civbel.describeRefusal!(s, { rule: 'A.2', message: 'Italian horse cannot cross the ground between it and Carthaginian foot.' }, 'fr')).toMatch(/^la Cavalerie italienne ne peut franchir le terrain jusqu’à l.Infanterie carthaginoise \(règle provisoire/);
    expect(civbel.legalActions(s, 0)).not.toContainEqual(charge);
  });
});

describe('A.2 combat: formed heavy foot and horse fighting in broken ground are at −1', () => {
  it('the Carthaginian foot (formed spearmen) charged while standing in scrub fight at −1 (A.2 broken ground), and the log names it', () => {
    const fight = (scrub: boolean) => {
      const s = at('charges', 0);
      const foot = unitFrame(unit(s, 'carthFoot')).o;
      frontAt(unit(s, 'italians'), foot.x, foot.y - JT / 2); // troops in scrub are seen from within 1 JT (VIS-03)
      // Under the foot only (it faces −y, its body behind its front edge): the horse's way is open.
      if (scrub) s.terrain = [piece('lightCover', foot.x - 8 * JT, foot.x + 8 * JT, foot.y, foot.y + 3 * JT)];
      const c: CivAction = { k: 'charge', unit: ix(s, 'italians'), target: ix(s, 'carthFoot'), dice: 1 };
      let t = play(s, 0, c, scripted([]));
      const ctx = scripted([5, 6, 1]);
      t = play(t, 0, { k: 'done' }, ctx);
      if (t.phase === 'charges') t = play(t, 1, { k: 'done' }, ctx);
      const melee = ctx.events.find((e) => e.t === 'melee')!;
      return { melee, en: civbel.describeEvent(melee, 'en'), fr: civbel.describeEvent(melee, 'fr') };
    };
    const open = fight(false), rough = fight(true);
    expect((rough.melee.score as number[])[1]).toBe((open.melee.score as number[])[1] - 1);
    expect((rough.melee.score as number[])[0]).toBe((open.melee.score as number[])[0]);
    expect(rough.en).toMatch(/-1 broken ground/);
    expect(open.en).not.toMatch(/broken ground/);
    expect(rough.fr).toMatch(/terrain accidenté|terrain difficile|broussaill|terrain brisé/);
  });
});

describe('VIS with A.2 terrain in the Approach Phase: only enemy the unit can see stops a march (SEQ-03 phase 2)', () => {
  it('the Italian horse 4 JT from the Carthaginian foot may not march; with a dense wood between them, it may', () => {
    const s = at('approach', 0);
    const foot = unitFrame(unit(s, 'carthFoot')).o;
    frontAt(unit(s, 'italians'), foot.x, foot.y - 4 * JT);
    const march: CivAction = { k: 'move', unit: ix(s, 'italians'), how: 'march', angle: 0 };
    expect(civbel.check(s, 0, march)?.rule).toBe('SEQ-03');
    // Every enemy within bow range is hidden: a long wood between the lines.
    s.terrain = [piece('denseWood', foot.x - 30 * JT, foot.x + 30 * JT, foot.y - 3 * JT, foot.y - 1.5 * JT)];
    const others = s.units.filter((u) => u.side === 1 && u.id !== 'carthFoot');
    for (const u of others) u.destroyed = true;
    expect(civbel.check(s, 0, march)).toBeNull();
  });
});

describe('A.2 on charges and evades: the way costs what its ground costs', () => {
  const cb = missingChapters(CURRENT_RULES_MODULE)!;
  /** The Italian horse 3 JT in front of the Carthaginian foot, with `ground` between them (or none). */
  function facing(ground?: TerrainKind): CivGame {
    const s = at('charges', 0);
    const foot = unitFrame(unit(s, 'carthFoot')).o;
    frontAt(unit(s, 'italians'), foot.x, foot.y - 3 * JT);
    if (ground) s.terrain = [piece(ground, foot.x - 6 * JT, foot.x + 6 * JT, foot.y - 2 * JT, foot.y - JT)];
    return s;
  }
  it('horse crossing 1 JT of scrub (×½) needs 4 JT for a 3 JT gap: a roll of 3½ JT reaches on open ground, not through the scrub', () => {
    const open = chargePlan(unit(facing(), 'italians'), unit(facing(), 'carthFoot'), facing());
    const s = facing('lightCover');
    const rough = chargePlan(unit(s, 'italians'), unit(s, 'carthFoot'), s);
    expect(rough.needed - open.needed).toBe(JT);
    expect(rough.barred).toBe(false);
    const pips = [4, 3]; // 7 pips = 3½ JT
    expect(cb.charge(facing(), 'italians', 'carthFoot', pips)).toMatchObject({ ok: true, contact: true });
    const r = cb.charge(s, 'italians', 'carthFoot', pips);
    expect(r).toMatchObject({ ok: true, contact: false });
    // 1 JT of open ground, the 1 JT of scrub for 2 JT of the roll, then the last ½ JT: 2½ JT of the 3 JT gap.
    if (r.ok) {
      const moved = unitFrame(r.state.units.find((u) => u.id === 'italians')!).o.y - unitFrame(unit(s, 'italians')).o.y;
      expect(Math.abs(moved - 2.5 * JT)).toBeLessThanOrEqual(1);
    }
  });
  it('ground the charger may not enter (a marsh, for horse) bars the charge (A.2), even where the target is seen', () => {
    const s = facing('marsh');
    const r = cb.chargeRefusals(s, unit(s, 'italians'), unit(s, 'carthFoot'), 2, { visible: true, hasAttachedLeader: false });
    expect(r.map((x) => x.rule)).toContain('A.2');
    expect(cb.chargeRefusals(facing(), unit(s, 'italians'), unit(s, 'carthFoot'), 2, { visible: true, hasAttachedLeader: false }).map((x) => x.rule)).not.toContain('A.2');
    const out = cb.charge(s, 'italians', 'carthFoot', [6, 6, 6, 6]);
    expect(out).toMatchObject({ ok: true, contact: false });
  });
  it('light horse evading through scrub (×½ for mounted) go half as far inside it', () => {
    const run = (scrub: boolean) => {
      const s = at('charges', 0);
      const num = unit(s, 'numA');
      const c = unitCentre(num);
      const foe = unit(s, 'italians');
      frontAt(foe, c.x, c.y - 3 * JT);
      if (scrub) s.terrain = [piece('lightCover', c.x - 8 * JT, c.x + 8 * JT, c.y + JT, c.y + 20 * JT)];
      const r = cb.evade(s, 'numA', 'italians', [4, 4]);
      if ('rule' in r) throw new Error(r.en);
      return unitCentre(r.state.units.find((u) => u.id === 'numA')!).y - c.y;
    };
    const open = run(false), rough = run(true);
    expect(open).toBeGreaterThan(2 * JT);
    expect(Math.abs(rough - (JT + (open - JT) / 2))).toBeLessThanOrEqual(2);
  });
});

describe('A.2 on routs: a router goes as far as its roll pays for over the ground', () => {
  const cb = missingChapters(CURRENT_RULES_MODULE)!;
  it('the Italian horse routing from an enemy to its south through scrub (×½ for mounted) go half as far inside it', () => {
    const s = at('tactical', 0);
    const horse = unit(s, 'italians');
    const c = unitCentre(horse);
    const from = { x: c.x, y: c.y - 3 * JT }; // the enemy behind: it routs towards +y
    const open = unitCentre(cb.routMove(horse, from, [4, 4, 4, 4])).y - c.y;
    expect(open).toBeGreaterThan(3 * JT);
    s.terrain = [piece('lightCover', c.x - 8 * JT, c.x + 8 * JT, c.y + JT, c.y + 30 * JT)];
    const rough = unitCentre(cb.routMove(horse, from, [4, 4, 4, 4], s)).y - c.y;
    expect(Math.abs(rough - (JT + (open - JT) / 2))).toBeLessThanOrEqual(2);
    // Without the battle's state, open ground (the stand-in's own tests call it so).
    expect(unitCentre(cb.routMove(horse, from, [4, 4, 4, 4])).y - c.y).toBe(open);
  });
});

describe('A.2 on pursuits, counter-charges and rampages: each pays for its ground as a move does', () => {
  const cb = missingChapters(CURRENT_RULES_MODULE)!;
  const withGround = (s: CbState, ...t: CbTerrain[]): CbState => ({ ...s, terrain: t });
  const after = (s: CbState, id: string) => s.units.find((u) => u.id === id)!;

  // Heavy cavalry (side 0, facing +y) after Spanish foot routing 10 JT ahead: 4 dice of 4 = 16 pips = 8 JT.
  const hc = handUnit('hc', 0, 'c', 'heavyCavalry', { n: 2, formation: 'unformed' });
  const router = (gap: number) => ({ ...handUnit('r', 1, 'e', 'spearmen', { n: 2, x: JT, y: gap, formation: 'unformed', shaken: true }), status: { ...hc.status, routing: true } });
  const chase = (gap: number, ...t: CbTerrain[]) => {
    const s = t.length ? withGround(handState([hc, router(gap)]), ...t) : handState([hc, router(gap)]);
    const r = cb.pursuitMove(s, 'hc', 'r', [4, 4, 4, 4]);
    return { ...r, dy: unitCentre(after(r.state, 'hc')).y - unitCentre(hc).y, ev: r.events[0] };
  };
  const c0 = unitCentre(hc);
  it('A.5 pursuit: horse pursuing through scrub (×½ for mounted, A.2) go 2 JT, then the other 6 JT of the roll buy 3 JT: 5 JT, not 8', () => {
    const open = chase(20 * JT);
    expect(open.dy).toBe(8 * JT);
    expect(open.caught).toBe(false);
    expect(open.ev).toMatchObject({ t: 'pursuit', rule: 'A.5', provisional: true, dist: 8 * JT, pips: [4, 4, 4, 4] });
    // It faces the router (+y) and has moved this turn.
    expect(after(open.state, 'hc').stands.map((x) => x.h)).toEqual([90, 90]);
    expect(after(open.state, 'hc').turn.moved).toBe(true);
    expect(cb.pursuitMove(handState([hc]), 'hc', 'r', [4])).toEqual({ state: handState([hc]), caught: false, events: [] });
    expect(open.ev.rolled).toBeUndefined();
    const rough = chase(20 * JT, piece('lightCover', c0.x - 8 * JT, c0.x + 8 * JT, c0.y + 2 * JT, c0.y + 18 * JT));
    expect(Math.abs(rough.dy - 5 * JT)).toBeLessThanOrEqual(2);
    expect(rough.ev).toMatchObject({ t: 'pursuit', rolled: 8 * JT });
    const st = after(rough.state, 'hc');
    expect([st.status.pursuing, st.formation, st.lastAction]).toEqual([true, 'unformed', 'pursue']);
    const e = withNames(rough.ev, { units: { hc: 'Italian horse', r: 'Carthaginian foot' }, leaders: {} });
    expect(civbel.describeEvent(e, 'en')).toMatch(/^Italian horse pursues? Carthaginian foot .*, stopped by the ground \(8 javelin throws rolled\)/);
    expect(civbel.describeEvent(e, 'fr')).toMatch(/poursui.* l.Infanterie carthaginoise sur .*, arrêtée? par le terrain \(8 jets de javelot aux dés\)/);
  });
  it('A.5 pursuit: horse may not enter a marsh (A.2): the pursuer stops at its edge, 2 JT on', () => {
    const d = chase(20 * JT, piece('marsh', c0.x - 8 * JT, c0.x + 8 * JT, c0.y + 2 * JT, c0.y + 4 * JT)).dy;
    expect(d).toBeLessThanOrEqual(2 * JT);
    expect(d).toBeGreaterThanOrEqual(2 * JT - 1);
  });
  it('A.5 pursuit: a router 6 JT away is caught on open ground (cavalry destroy it: 2 stands) but not across 1 JT of open then scrub', () => {
    const gap = 6 * JT;
    const open = chase(gap + 180);
    expect(open.caught).toBe(true);
    expect(after(open.state, 'r').destroyed).toBe(true);
    expect(open.events.map((e) => e.t)).toEqual(['pursuit', 'caught']);
    const rough = chase(gap + 180, piece('lightCover', c0.x - 8 * JT, c0.x + 8 * JT, c0.y + JT, c0.y + 18 * JT));
    expect(rough.caught).toBe(false);
    expect(after(rough.state, 'r').destroyed).toBe(false);
    expect(Math.abs(rough.dy - 4.5 * JT)).toBeLessThanOrEqual(2);
    // Foot that catch it take one stand only (A.5: cavalry destroy a router of 2 stands or fewer).
    const foot = { ...handUnit('ft', 0, 'c', 'spearmen', { n: 2, formation: 'unformed' }) };
    const byFoot = cb.pursuitMove(handState([foot, router(JT)]), 'ft', 'r', [4, 4]);
    expect(byFoot.caught).toBe(true);
    expect([after(byFoot.state, 'r').destroyed, after(byFoot.state, 'r').stands.length]).toEqual([false, 1]);
  });

  // Swordsmen (side 0) charge heavy cavalry 2½ JT ahead (A.5 counter-charge): the fronts at y = 0 and y = 600.
  const sw = handUnit('a', 0, 'c', 'swordsmen', { n: 2 });
  const cav = handUnit('hc', 1, 'e', 'heavyCavalry', { n: 2, x: 360, y: 600 });
  const counter = (pips: number[], cpips: number[], ...t: CbTerrain[]) => cb.counterCharge(withGround(handState([sw, cav]), ...t), 'a', 'hc', pips, cpips);
  it('A.5 counter-charge: 1 JT + 1½ JT rolled meet across the 2½ JT gap on open ground; with scrub (×½ for both) between them they stop short, and the log says the ground slowed them', () => {
    const open = counter([2], [3]);
    expect(open).toMatchObject({ ok: true, contact: true });
    const scrub = piece('lightCover', -8 * JT, 8 * JT, JT / 2, 2 * JT);
    const rough = counter([2], [3], scrub);
    expect(rough).toMatchObject({ ok: true, contact: false });
    if (!rough.ok) return;
    const ev = rough.events[0];
    expect(ev).toMatchObject({ t: 'counterChargeShort', ground: true });
    // The horse: 360 rolled, 600 → 480 is scrub (240 of its roll for 120), then ½ JT of open: 240 back... it stops at 360.
    expect(Math.abs(Math.min(...after(rough.state, 'hc').stands.map((x) => x.y)) - (600 - Number(ev.dist)))).toBeLessThanOrEqual(1);
    expect(Number(ev.dist)).toBeLessThan(360);
    const named = withNames(ev, { units: { hc: 'Italian horse', a: 'Legion I' }, leaders: {} });
    expect(civbel.describeEvent(named, 'en')).toMatch(/stop short of each other, slowed by the ground/);
    expect(civbel.describeEvent(named, 'fr')).toMatch(/s'arrêtent sans se toucher, ralenties par le terrain/); // la Cavalerie, la Légion
    expect(civbel.describeEvent(withNames(ev, { units: { hc: 'Numidians', a: 'Legion I' }, leaders: {} }), 'fr')).toMatch(/s'arrêtent sans se toucher, ralentis par le terrain/);
    expect(open.ok && open.events[0].ground).toBeUndefined();
  });
  it('A.5 counter-charge: they meet where what each roll carries over its ground splits the gap: scrub under the horse moves the meeting towards it', () => {
    const meet = (...t: CbTerrain[]) => {
      const r = counter([4], [4], ...t);
      if (!r.ok || !r.contact) throw new Error('no contact');
      return { y: Math.min(...after(r.state, 'a').stands.map((x) => x.y)), share: Number(r.events[0].share) };
    };
    expect(meet()).toEqual({ y: 300, share: 300 });
    const near = counter([4], [4], piece('lightCover', -8 * JT, 8 * JT, 500, 700));
    expect(near.ok && near.events[0]).toMatchObject({ ground: true, chargerDist: 480 });
    expect(Number(near.ok && near.events[0].dist)).toBeLessThan(480);
    // Scrub from y = 300 to 700: the swordsmen buy 300 + 90, the horse 240; 600 × 240 / 630 = 229.
    const rough = meet(piece('lightCover', -8 * JT, 8 * JT, 300, 700));
    expect(Math.abs(rough.share - 229)).toBeLessThanOrEqual(2);
    expect(Math.abs(rough.y - (600 - rough.share))).toBeLessThanOrEqual(1);
  });
  it('A.5 counter-charge with a wheel: the charger\'s wheel (252 of its roll, to turn 30°) is paid first, the rest of its roll buys half as far in scrub', () => {
    const far = handUnit('hc', 1, 'e', 'heavyCavalry', { n: 2, x: 1000, y: 900 });
    const run = (...t: CbTerrain[]) => cb.counterCharge(withGround(handState([sw, far]), ...t), 'a', 'hc', [5, 5], [4]);
    // Open: 1200 + 480 rolled for a gap of 1040 + the 252 wheel: they meet, the horse having gone 1292 × 480 / 1680.
    const open = run();
    expect(open.ok && open.events[0]).toMatchObject({ t: 'counterCharge', gap: 1292, share: 369 });
    // All in scrub: the swordsmen buy 252 + 948 / 2, the horse 240: 966 < 1292, they stop short.
    const rough = run(piece('lightCover', -20 * JT, 20 * JT, -10 * JT, 30 * JT));
    expect(rough.ok && rough.contact).toBe(false);
    if (!rough.ok) throw new Error('refused');
    const ev = rough.events[0];
    expect(ev).toMatchObject({ t: 'counterChargeShort', gap: 1292, ground: true });
    expect(Math.abs(Number(ev.chargerDist) - 474)).toBeLessThanOrEqual(2);
    expect(Math.abs(Number(ev.dist) - 240)).toBeLessThanOrEqual(2);
  });
  it('A.2: horse may not counter-charge across a marsh (refused, rule A.2, in both languages); the swordsmen may cross it (×¼)', () => {
    const marsh = piece('marsh', -8 * JT, 8 * JT, JT, 1.5 * JT);
    const r = counter([4], [4], marsh);
    expect(r).toMatchObject({ ok: false, refusals: [{ rule: 'A.2', en: 'hc cannot cross the ground between it and a.', fr: "hc ne peut franchir le terrain jusqu'à a." }] });
    expect(counter([4], [4])).toMatchObject({ ok: true });
    expect(cb.chargeRefusals(withGround(handState([sw, cav]), marsh), sw, cav, 2, { visible: true, hasAttachedLeader: false }).map((x) => x.rule)).not.toContain('A.2');
  });

  // A.8: a stand rampaging straight ahead (+y), 3 dice of 4 = 12 pips = 6 JT.
  const rampage = (type: 'elephantAfrican' | 'scythedChariot', ...t: CbTerrain[]) => {
    const el = handUnit('el', 0, 'c', type, { kind: 'special' });
    const foe = handUnit('f', 1, 'e', 'spearmen', { n: 2, x: -JT / 2, y: 4 * JT });
    const r = cb.rampageMove(withGround(handState([el, foe]), ...t.map((p) => shifted(p, unitCentre(el)))), 'el', 90, [4, 4, 4]);
    return { dy: unitCentre(after(r.state, 'el')).y - unitCentre(el).y, ev: r.events[0], burst: r.events.some((e) => e.t === 'burstThrough'), r };
  };
  /** A piece placed relative to the stand's centre. */
  const shifted = (p: CbTerrain, c: { x: number; y: number }): CbTerrain => ({ ...p, poly: p.poly.map((q) => ({ x: q.x + c.x, y: q.y + c.y })) });
  const wood = piece('denseWood', -8 * JT, 8 * JT, 2 * JT, 10 * JT);
  it('A.8 rampage: an Elephant runs its whole 6 JT on open ground, but a dense wood (Elephants ×½, A.2) 2 JT ahead leaves it 2 + 2 JT', () => {
    const open = rampage('elephantAfrican');
    expect(open.dy).toBe(6 * JT);
    expect(cb.rampageMove(handState([]), 'el', 90, [4])).toEqual({ state: handState([]), events: [] });
    expect(open.ev.rolled).toBeUndefined();
    const rough = rampage('elephantAfrican', wood);
    expect(Math.abs(rough.dy - 4 * JT)).toBeLessThanOrEqual(2);
    expect(rough.ev).toMatchObject({ t: 'rampage', rule: 'A.8', rolled: 6 * JT });
    const named = withNames(rough.ev, { units: { el: 'Elephant' }, leaders: {} });
    expect(civbel.describeEvent(named, 'en')).toMatch(/rampages 4 javelin throws, stopped by the ground \(6 javelin throws rolled\)/);
    expect(civbel.describeEvent(named, 'fr')).toMatch(/se déchaîne sur 4 jets de javelot, arrêtée? par le terrain \(6 jets de javelot aux dés\)/);
  });
  it('A.8 rampage: a Scythed Chariot may not enter a dense wood (A.2 impassable): it stops at the edge and does not burst through the foot inside (MOR-C12)', () => {
    const open = rampage('scythedChariot');
    expect(open.dy).toBe(6 * JT);
    expect(open.burst).toBe(true);
    const rough = rampage('scythedChariot', wood);
    expect(rough.dy).toBeLessThanOrEqual(2 * JT);
    expect(rough.dy).toBeGreaterThanOrEqual(2 * JT - 1);
    expect(rough.burst).toBe(false);
    expect(after(rough.r.state, 'f').dps).toBe(0);
  });
});

describe('A.2 on a counter-charge in the game: horse that may not cross the ground stand, and the log says why', () => {
  it('the Carthaginian foot charge the Italian horse, which counter-charge by standing order; across a small marsh on the way (impassable to horse) they stand instead', () => {
    const run = (marsh: boolean) => {
      const s = at('charges', 1);
      const foot = unitFrame(unit(s, 'carthFoot')).o;
      frontAt(unit(s, 'italians'), foot.x, foot.y - 2 * JT);
      // A small marsh on the straight way between them: it hides neither from the other (sight passes it on both sides, VIS-02).
      if (marsh) s.terrain = [piece('marsh', foot.x - JT / 4, foot.x + JT / 4, foot.y - 1.25 * JT, foot.y - JT)];
      s.responses = { italians: 'counter' };
      let t = play(s, 1, { k: 'charge', unit: ix(s, 'carthFoot'), target: ix(s, 'italians'), dice: 2 }, scripted([]));
      const ctx = scripted([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
      t = play(t, 1, { k: 'done' }, ctx);
      if (t.phase === 'charges') play(t, t.active, { k: 'done' }, ctx);
      return ctx.events;
    };
    const open = run(false);
    expect(open.find((e) => e.t === 'chargeResponse')!.response).toBe('counter');
    expect(open.some((e) => e.t === 'counterCharge' || e.t === 'counterChargeShort')).toBe(true);
    expect(open.some((e) => e.t === 'counterBlocked')).toBe(false);
    const wet = run(true);
    expect(wet.find((e) => e.t === 'chargeResponse')!.response).toBe('counter');
    expect(wet.some((e) => e.t === 'counterCharge' || e.t === 'counterChargeShort')).toBe(false);
    const blocked = wet.find((e) => e.t === 'counterBlocked')!;
    expect(blocked).toMatchObject({ rule: 'A.2', ground: true, unit: 'italians' });
    expect(civbel.describeEvent(blocked, 'en')).toMatch(/^Italian horse cannot cross the ground to counter-charge and stands/);
    expect(civbel.describeEvent(blocked, 'fr')).toMatch(/^la Cavalerie italienne ne peut franchir le terrain pour contre-charger et tient/);
    expect(wet.some((e) => e.t === 'chargeContact' || e.t === 'chargeFailed')).toBe(true);
  });
});
