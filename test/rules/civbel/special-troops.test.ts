// MOR-S1..S3 in the game (special-troops.ts): a special stand's Hits rolled for Critical Hits
// (a 1 in combat, 1–2 otherwise), each Critical Hit rolled for its effect (MOR-S2), a rampage
// facing the cause, turned by a D6 (A.8) and moved at once, then on in each later Tactical
// Move half unless a 4–6 destroys it; off the table, removed.
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { rampagesGoOn, specialHits } from '../../../src/rules/civbel/special-troops';
import { shootingExchange } from '../../../src/rules/civbel/half-phases';
import { unitCentre } from '../../../src/rules/civbel/formation-changes';
import { JT, scripted, unit } from './helpers';
import { namingCtx } from '../../../src/rules/civbel/log-names';

/** A game of the open plain with only these units on the table. */
function game(units: ReturnType<typeof unit>[], active: 0 | 1 = 0): CivGame {
  const s = civbel.setup({ scenario: 'great-plains', options: {} });
  return { ...s, units, leaders: [], phase: 'tactical', active, initiative: 0 };
}
const el = (o: Parameters<typeof unit>[4] = {}) => unit('el', 0, 'X', 'elephantIndian', { kind: 'special', x: 5000, y: 3000, h: 90, ...o });
const foe = (o: Parameters<typeof unit>[4] = {}) => unit('foe', 1, 'Y', 'spearmen', { n: 4, x: 4640, y: 3900, h: 270, ...o });
const get = (s: CivGame, id: string) => s.units.find((u) => u.id === id)!;

describe('MOR-S1 the critical check: a 1 in combat, 1–2 from any other cause', () => {
  it('a 2 is critical from shooting, not from combat', () => {
    const s = game([el(), foe()]);
    const shot = scripted([2, 1]);
    const a = specialHits(s, 'el', 1, false, get(s, 'foe'), shot);
    expect(shot.events[0]).toMatchObject({ t: 'criticalCheck', rule: 'MOR-S1', unit: 'el', die: 2, critical: true, combat: false });
    expect(shot.events[1]).toMatchObject({ t: 'criticalHit', rule: 'MOR-S2', die: 1, effect: 'destroyed' });
    expect(get(a, 'el').destroyed).toBe(true);
    const melee = scripted([2, 1]);
    const b = specialHits(s, 'el', 1, true, get(s, 'foe'), melee);
    expect(melee.events).toEqual([{ t: 'criticalCheck', rule: 'MOR-S1', unit: 'el', die: 2, critical: false, combat: true }]);
    expect(get(b, 'el').destroyed).toBe(false);
    // A 1 is critical in combat too; each Hit is rolled until the stand is gone.
    const two = scripted([3, 1, 2]);
    expect(get(specialHits(s, 'el', 2, true, get(s, 'foe'), two), 'el').destroyed).toBe(true);
    expect(two.events.map((e) => [e.t, e.die])).toEqual([['criticalCheck', 3], ['criticalCheck', 1], ['criticalHit', 2]]);
  });
  it('the words of the checks, English and French', () => {
    const s = game([el(), foe()]);
    const c = scripted([1, 2]);
    specialHits(s, 'el', 1, true, get(s, 'foe'), namingCtx(s, c));
    expect(c.events.map((e) => civbel.describeEvent(e, 'en'))).toEqual([
      'a hit on unit el: d6 1, a critical hit (critical on 1, in combat) (rule: Special Troops and DPs, p.26)',
      'critical hit: d6 2, unit el is destroyed (rule: Special Troops and DPs, p.26)',
    ]);
    expect(civbel.describeEvent(c.events[0], 'fr')).toBe('touche sur l\'unité el : d6 1, touche critique (critique sur 1, au combat) (règle : Troupes spéciales et points de désordre, p. 26)');
  });
});

describe('MOR-S2, MOR-S3 the rampage', () => {
  it('an Elephant on a 3 rampages: it faces the cause, turns by the D6 (A.8) and moves its whole roll at once', () => {
    // A friend behind the Elephant: a rampage bursts through friend or foe.
    const friend = unit('fr', 0, 'X', 'spearmen', { n: 4, x: 4640, y: 2200, h: 90 });
    const s = game([el(), foe(), friend]);
    // check 2 (critical), effect 3 (rampage), direction 3 (an Elephant against non-special troops:
    // 180°, straight away from the cause, A.8), move dice 6, 6, 6 (AvD 4 each: 12 pips, 6 JT).
    const c = scripted([2, 3, 3, 6, 6, 6]);
    const r = specialHits(s, 'el', 1, false, get(s, 'foe'), c);
    const after = get(r, 'el');
    expect(after.status.rampaging).toBe(true);
    expect(c.events.find((e) => e.t === 'criticalHit')).toMatchObject({ die: 3, effect: 'rampage' });
    const ramp = c.events.find((e) => e.t === 'rampage')!;
    expect(ramp).toMatchObject({ rule: 'A.8', unit: 'el', direction: 3, d6: [6, 6, 6], pips: [4, 4, 4] });
    // It turned from the Spearmen that hit it (up the table) and went 6 JT straight back, through its own foot.
    const from = unitCentre(get(s, 'el')), to = unitCentre(after);
    expect(Math.abs(Math.hypot(to.x - from.x, to.y - from.y) - 6 * JT)).toBeLessThanOrEqual(2);
    expect(from.y - to.y).toBeGreaterThan(4 * JT);
    // Facing away from the Spearmen: the bearing from them to it, within a degree.
    const f = unitCentre(get(s, 'foe'));
    const away = ((Math.round(Math.atan2(from.y - f.y, from.x - f.x) * 180 / Math.PI) % 360) + 360) % 360;
    expect(Math.abs(after.stands[0].h - away)).toBeLessThanOrEqual(1);
    expect(c.events.some((e) => e.t === 'burstThrough' && e.unit === 'fr' && e.by === 'el')).toBe(true);
    expect(get(r, 'fr').dps).toBe(2);
    // The dice go on the rampage's own line only.
    expect(c.events.find((e) => e.t === 'burstThrough')).not.toHaveProperty('pips');
    expect(get(r, 'foe').dps).toBe(0);
    // Artillery never rampages: the same 3 destroys it.
    const art = game([unit('art', 0, 'X', 'artillery', { kind: 'special', x: 5000, y: 3000, h: 90 }), foe()]);
    expect(get(specialHits(art, 'art', 1, false, get(art, 'foe'), scripted([2, 3])), 'art').destroyed).toBe(true);
  });
  it('in each later Tactical Move half of its side: 4–6 destroys it, 1–3 moves it on along its heading', () => {
    const rampaging = (): CivGame => { const s = game([el(), foe({ x: 9000 })]); return { ...s, units: s.units.map((u) => (u.id === 'el' ? { ...u, status: { ...u.status, rampaging: true } } : u)) }; };
    const gone = scripted([4]);
    expect(get(rampagesGoOn(rampaging(), gone), 'el')).toMatchObject({ destroyed: true, status: { rampaging: false } });
    expect(gone.events[0]).toMatchObject({ t: 'rampageRoll', rule: 'MOR-S3', die: 4, ends: true });
    const on = scripted([3, 2, 2, 2]);
    const s = rampaging();
    const r = rampagesGoOn(s, namingCtx(s, on));
    expect(get(r, 'el').destroyed).toBe(false);
    // Heading 90 (+y): three AvD of 2 are 6 pips, 3 JT.
    expect(unitCentre(get(r, 'el')).y - unitCentre(get(s, 'el')).y).toBe(3 * JT);
    expect(civbel.describeEvent(on.events[0], 'en')).toBe('unit el, rampaging: d6 3, goes on (1–3) (rule: Special Troops and DPs, p.26)');
    // Not the other side's stands.
    const other = scripted([]);
    expect(rampagesGoOn({ ...rampaging(), active: 1 }, other).units).toEqual(rampaging().units);
    expect(other.events).toEqual([]);
  });
  it('a rampage off the table removes the stand [INTERP]', () => {
    const s = { ...game([el({ y: 7000 }), foe({ x: 9000 })]) };
    const r = rampagesGoOn({ ...s, units: s.units.map((u) => (u.id === 'el' ? { ...u, status: { ...u.status, rampaging: true } } : u)) }, scripted([1, 6, 6, 6]));
    expect(get(r, 'el').destroyed).toBe(true);
  });
});

describe('MOR-S1 in the missile exchange', () => {
  it('slingers shooting an Elephant: its Hits are rolled for Critical Hits', () => {
    const slingers = unit('sl', 1, 'Y', 'missileTroops', { n: 2, x: 4880, y: 3700, h: 270, formation: 'unformed' });
    const s = game([el(), slingers]);
    // 2 shooting dice (6, 6: two hits), then the two checks: 2 (critical), 1 (destroyed).
    const c = scripted([6, 6, 2, 1], 6);
    const r = shootingExchange({ ...s, initiative: 1 }, 'longRange', c);
    expect(c.events.some((e) => e.t === 'volley' && e.target === 'el')).toBe(true);
    expect(c.events.find((e) => e.t === 'criticalCheck')).toMatchObject({ unit: 'el', die: 2, critical: true, combat: false });
    expect(get(r, 'el').destroyed).toBe(true);
  });
});

describe('MOR-S1..S3: the edges (mutation testing)', () => {
  it('nothing happens to a stand already gone, or to troops that are not special', () => {
    const s = game([el({}), foe()]);
    const gone = { ...s, units: s.units.map((u) => (u.id === 'el' ? { ...u, destroyed: true } : u)) };
    const c = scripted([1, 1]);
    expect(specialHits(gone, 'el', 2, true, get(s, 'foe'), c)).toBe(gone);
    expect(c.events).toEqual([]);
    expect(specialHits(s, 'foe', 2, true, get(s, 'el'), c)).toBe(s);
    expect(specialHits(s, 'nobody', 1, true, undefined, c)).toBe(s);
    expect(c.events).toEqual([]);
  });
  it('a destroyed stand leaves combat and any rampage; a rampaging one takes no new rampage from a later critical hit', () => {
    const s = game([el(), foe()]);
    const hot = { ...s, units: s.units.map((u) => (u.id === 'el' ? { ...u, status: { ...u.status, inCombat: true, rampaging: true } } : u)) };
    const d = get(specialHits(hot, 'el', 1, true, get(s, 'foe'), scripted([1, 2])), 'el');
    expect([d.destroyed, d.status.inCombat, d.status.rampaging]).toEqual([true, false, false]);
    // Critical, effect 5 (rampage): already rampaging, so no new turn or move; the next hit is rolled too.
    const c = scripted([1, 5, 4]);
    const r = specialHits(hot, 'el', 2, true, get(s, 'foe'), c);
    expect(c.events.map((e) => e.t)).toEqual(['criticalCheck', 'criticalHit', 'criticalCheck']);
    expect(get(r, 'el').stands).toEqual(get(hot, 'el').stands);
    // A new rampage takes the stand out of combat.
    const inMelee = { ...s, units: s.units.map((u) => (u.id === 'el' ? { ...u, status: { ...u.status, inCombat: true } } : u)) };
    const m = get(specialHits(inMelee, 'el', 1, true, get(s, 'foe'), scripted([1, 5, 1, 2, 2, 2])), 'el');
    expect([m.status.inCombat, m.status.rampaging]).toEqual([false, true]);
  });
  it('A.8: the Elephants\' table only against non-special troops; other rampages, and Elephants against special troops, take the other table; with no cause it keeps its facing', () => {
    const rival = unit('rival', 1, 'Y', 'elephantAfrican', { kind: 'special', x: 5000, y: 4200, h: 270 });
    const heading = (s: CivGame, id: string, cause?: string) => {
      const c = scripted([2, 5, 1, 1, 1, 1]);
      specialHits(s, id, 1, false, cause ? get(s, cause) : undefined, c);
      return c.events.find((e) => e.t === 'rampage')!.heading;
    };
    const s = game([el(), foe(), rival]);
    const toward = (from: string, to: string) => {
      const a = unitCentre(get(s, from)), b = unitCentre(get(s, to));
      return ((Math.round(Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI) % 360) + 360) % 360;
    };
    // Direction die 1: the Elephants' table turns 90° left; the other table goes straight at the cause.
    expect(Math.abs(Number(heading(s, 'el', 'foe')) - ((toward('el', 'foe') + 90) % 360))).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(heading(s, 'el', 'rival')) - toward('el', 'rival'))).toBeLessThanOrEqual(1);
    const chariot = game([unit('ch', 0, 'X', 'scythedChariot', { kind: 'special', x: 5000, y: 3000, h: 90 }), foe()]);
    const tc = (() => { const a = unitCentre(get(chariot, 'ch')), b = unitCentre(get(chariot, 'foe')); return ((Math.round(Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI) % 360) + 360) % 360; })();
    expect(Math.abs(Number(heading(chariot, 'ch', 'foe')) - tc)).toBeLessThanOrEqual(1);
    expect(heading(s, 'el')).toBe(90);
  });
  it('the later rampage move carries no direction die; a stand one edge off the table is removed, logged under MOR-S3', () => {
    const going = (y: number) => { const s = game([el({ y }), foe({ x: 9000 })]); return { ...s, units: s.units.map((u) => (u.id === 'el' ? { ...u, status: { ...u.status, rampaging: true } } : u)) }; };
    const c = scripted([1, 2, 2, 2]);
    rampagesGoOn(going(3000), c);
    const ramp = c.events.find((e) => e.t === 'rampage')!;
    expect('direction' in ramp).toBe(false);
    // 3 JT on from 6,600: its front edge ends past the far edge (7,200) while its rear is still on.
    const off = scripted([1, 2, 2, 2]);
    const r = rampagesGoOn(going(6600), off);
    expect(get(r, 'el')).toMatchObject({ destroyed: true, status: { rampaging: false } });
    expect(off.events.find((e) => e.t === 'leftTable')).toEqual({ t: 'leftTable', rule: 'MOR-S3', provisional: true, unit: 'el', side: 0 });
  });
});
