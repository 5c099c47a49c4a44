// Spec §8.6 (late option `sweptPaths`): "no overlap with other stands, friend or foe, along the
// swept path" for the stand-in's moves (A.1, A.3, A.5): a wheel sweeping through another unit
// is refused (sampled every 2° or less), a charge whose way runs through other troops is
// refused, a straight move (here an evade, A.5) stops short of the first unit in its way.
// Without the option (games recorded before it) none of this was checked.
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { resolveCharges, settleMove } from '../../../src/rules/civbel/half-phases';
import { missingChapters, CURRENT_RULES_MODULE } from '../../../src/rules/civbel/missing-chapters';
import { unitCentre } from '../../../src/rules/civbel/formation-changes';
import { sweptBlocker, turnBlocker, turned, wheelPivot } from '../../../src/rules/civbel/moves';
import { namingCtx } from '../../../src/rules/civbel/log-names';
import { scripted, unitOf, frontAt, ix, JT } from './helpers';
import { LATE_OPTIONS, optionSpec, resolveOptions } from '../../../src/rules/civbel/options';

const cb = missingChapters(CURRENT_RULES_MODULE)!;
const CHECKED = { sweptPaths: 'checked' };

/** "Great Plains" after the CP ratings with only the named units on the table, all controlled. */
function position(keep: string[], options: Record<string, string>, phase: CivGame['phase'], active: 0 | 1): CivGame {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = phase; s.half = 1; s.active = active; s.initiative = 0;
  for (const u of s.units) { u.turn.controlled = true; if (!keep.includes(u.id)) u.destroyed = true; }
  for (const l of s.leaders) l.attachedTo = null;
  return s;
}
const row = (s: CivGame, id: string, x: number, y: number, h = 90) => unitOf(s, id).stands.forEach((st, i) => { st.x = x + i * JT; st.y = y; st.h = h; });

/** The Italian horse in Line (3 stands, facing +y, left front corner at (3000, 3000)); the
 *  Numidians' first stand just beyond its right end and a little ahead (its near corner at
 *  (3722, 3095)): clear of where a 45° wheel to the left starts and ends, and outside the hull of
 *  those two poses, but on the arc its right rear corner sweeps (at about 22°, 14 units in). */
function wheelPosition(options: Record<string, string>, numidiansX = 3842): CivGame {
  const s = position(['italians', 'numidiansR'], options, 'tactical', 0);
  frontAt(unitOf(s, 'italians'), 3360, 3000);
  row(s, 'numidiansR', numidiansX, 3275);
  return s;
}

describe('spec §8.6, A.3: a wheel may not swing through other troops', () => {
  it('the 45° wheel to the left is refused, naming the Numidians in both languages; offered once they stand aside; without the option it swings through', () => {
    const s = wheelPosition(CHECKED);
    const left = { k: 'move' as const, unit: ix(s, 'italians'), how: 'wheel' as const, angle: 45 };
    const v = civbel.check(s, 0, left)!;
    expect(v).toEqual({ rule: 'A.3', message: 'Italian horse cannot wheel: the way is blocked by Numidians' });
    expect(civbel.describeRefusal!(s, v, 'en')).toBe('Italian horse cannot wheel: the way is blocked by Numidians (provisional rule: Manoeuvre)');
    expect(civbel.describeRefusal!(s, v, 'fr')).toBe('la Cavalerie italienne ne peut pas pivoter : le chemin est barré par les Numides (règle provisoire\u00a0: Manœuvre)');
    const offered = civbel.legalActions(s, 0).filter((a) => a.k === 'move' && a.unit === left.unit);
    expect(offered).not.toContainEqual(left);
    // 2 JT further right the Numidians are off its way: the wheel is offered.
    expect(civbel.legalActions(wheelPosition(CHECKED, 3770 + 2 * JT), 0)).toContainEqual(left);
    // The wheel's end pose is clear, and so is the hull of its start and end: only the arc,
    // sampled every 2° at most, meets the Numidians.
    const u = unitOf(s, 'italians');
    expect(turnBlocker(s, u, wheelPivot(u, 45), 45)?.id).toBe('numidiansR');
    expect(turned(s, u, wheelPivot(u, 45), 45)).not.toBeNull();
    expect(sweptBlocker(s, u, turned(s, u, wheelPivot(u, 45), 45)!)).toBeNull();
    // Without the option (games recorded before it): allowed, and the horse ends wheeled 45°.
    const old = wheelPosition({});
    expect(civbel.check(old, 0, left)).toBeNull();
    const t = civbel.apply(old, 0, left, scripted([5, 5, 5, 5]));
    expect(unitOf(t, 'italians').stands[0].h).toBe(135);
  });
});

/** Carthaginian foot (4 stands facing −y) 3 JT in front of the Italian horse; a stand of
 *  Velites I half across the right end of its way, clear of where it would make contact. */
function chargePosition(options: Record<string, string>, velitesX = 5880): CivGame {
  const s = position(['italians', 'carthFoot', 'velites1'], options, 'charges', 1);
  frontAt(unitOf(s, 'italians'), 5400, 3600);
  frontAt(unitOf(s, 'carthFoot'), 5400, 3600 + 3 * JT);
  row(s, 'velites1', velitesX, 4080);
  return s;
}

describe('spec §8.6, A.5: a charge may not run through other troops on its way', () => {
  it('refused at the declaration, naming the Velites in both languages; offered once they stand aside; declared before the option, allowed', () => {
    const s = chargePosition(CHECKED);
    const a = { k: 'charge' as const, unit: ix(s, 'carthFoot'), target: ix(s, 'italians'), dice: 2 };
    const v = civbel.check(s, 1, a)!;
    expect(v).toEqual({ rule: 'A.5', message: 'Carthaginian foot cannot charge Italian horse: the way is blocked by Velites I' });
    expect(civbel.describeRefusal!(s, v, 'en')).toBe('Carthaginian foot cannot charge Italian horse: the way is blocked by Velites I (provisional rule: Charges and Combat)');
    expect(civbel.describeRefusal!(s, v, 'fr')).toBe('l\'Infanterie carthaginoise ne peut pas charger la Cavalerie italienne : le chemin est barré par les Vélites I (règle provisoire\u00a0: Charges et combat)');
    expect(civbel.legalActions(s, 1)).not.toContainEqual(a);
    // A full JT further right, the velites stand clear of the way: the charge is allowed.
    const aside = chargePosition(CHECKED, 5880 + JT);
    expect(civbel.check(aside, 1, a)).toBeNull();
    expect(civbel.check(chargePosition({}), 1, a)).toBeNull();
  });
  it('troops that come onto the way after the declaration stop the charge where it stands; the log names them', () => {
    const s = chargePosition(CHECKED, 5880 + JT);
    s.declared = [{ unit: ix(s, 'carthFoot'), target: ix(s, 'italians'), dice: 2 }];
    row(s, 'velites1', 5880, 4080);
    const ctx = scripted([5, 5]);
    const before = unitCentre(unitOf(s, 'carthFoot'));
    const t = resolveCharges(s, namingCtx(s, ctx));
    expect(unitCentre(unitOf(t, 'carthFoot'))).toEqual(before);
    const e = ctx.events.find((x) => x.t === 'chargeBlocked')!;
    expect(e.by).toBe('velites1');
    expect(civbel.describeEvent(e as never, 'en')).toMatch(/^Carthaginian foot finds the way to Italian horse blocked by Velites I/);
    expect(civbel.describeEvent(e as never, 'fr')).toMatch(/^l'Infanterie carthaginoise trouve le chemin vers la Cavalerie italienne barré par les Vélites I/);
  });
});

describe('spec §8.6, A.5: a straight move stops short of the first unit on its way', () => {
  it('the Numidians evading 12½ JT stop against the velites behind them; without the option they land beyond them', () => {
    for (const [options, y] of [[CHECKED, 3210], [{}, 510]] as const) {
      const s = position(['numidiansR', 'carthHorse', 'velites1'], options, 'charges', 1);
      row(s, 'numidiansR', 5160, 3600);
      frontAt(unitOf(s, 'carthHorse'), 5400, 3600 + 2 * JT);
      row(s, 'velites1', 5280, 3600 - 2 * JT);
      const e = cb.evade(s, 'numidiansR', 'carthHorse', [5, 5, 5, 5, 5]);
      if (!('state' in e)) throw new Error('evade refused');
      const r = settleMove(s, unitOf(s, 'numidiansR'), e.state.units.find((u) => u.id === 'numidiansR')!);
      expect(unitCentre(r.unit)).toEqual({ x: 5400, y });
      expect(sweptBlocker(s, unitOf(s, 'numidiansR'), r.unit)?.id ?? null).toBe(options === CHECKED ? null : 'velites1');
    }
  });
});

describe('the session 15 options are late: recorded games, whose headers do not name them, play as before', () => {
  it('sweptPaths, offTablePursuers and fieldBaggage: absent from a header without them, the new rules by default for new games', () => {
    expect(LATE_OPTIONS).toEqual(expect.arrayContaining(['sweptPaths', 'offTablePursuers', 'fieldBaggage']));
    const r = resolveOptions({}) as Record<string, unknown>;
    expect([r.sweptPaths, r.offTablePursuers, r.fieldBaggage]).toEqual([undefined, undefined, undefined]);
    expect([optionSpec('sweptPaths')!.default, optionSpec('offTablePursuers')!.default, optionSpec('fieldBaggage')!.default]).toEqual(['checked', 'return', 'placed']);
    for (const id of ['sweptPaths', 'offTablePursuers', 'fieldBaggage']) {
      const o = optionSpec(id)!;
      expect(o.help.fr.length).toBeGreaterThan(100);
      expect(o.help.en).not.toMatch(/sweptPaths|offTable|fieldBaggage/);
    }
  });
});
