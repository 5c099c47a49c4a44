// Spec A.3 "Leaving the table" (late option offTablePursuers, with the option pursuit):
// "Pursuers that leave may return at the exit point after one full turn if a control test gives
// 3–4; otherwise they are out of play." Without the option a pursuer carried off the table was lost.
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { leaderFates, tacticalStart } from '../../../src/rules/civbel/half-phases';
import { afterCombatMove } from '../../../src/rules/civbel/pursuit';
import { unitCentre } from '../../../src/rules/civbel/formation-changes';
import { namingCtx } from '../../../src/rules/civbel/log-names';
import { poseOk } from '../../../src/rules/civbel/moves';
import { scripted, unitOf, JT } from './helpers';

const RETURN = { pursuit: 'rules', offTablePursuers: 'return' };
const words = (ctx: { events: { t: string }[] }, t: string, lang: 'en' | 'fr' = 'en') => civbel.describeEvent(ctx.events.find((e) => e.t === t) as never, lang);

/** The Carthaginian horse (3 stands facing −x, B Grade, unformed) 1¾ JT from the left table
 *  edge, pursuing a one-stand remnant of Velites I that routs along that edge, below it: its way
 *  to the router (4 average dice of 5: 10 JT) carries its left stands off the table. */
function chase(options: Record<string, string>): { s: CivGame; t: CivGame; ctx: ReturnType<typeof scripted> } {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = 'charges'; s.half = 1; s.active = 0; s.initiative = 0;
  for (const u of s.units) { u.turn.controlled = true; if (!['carthHorse', 'velites1'].includes(u.id)) u.destroyed = true; }
  for (const l of s.leaders) l.attachedTo = null;
  const w = unitOf(s, 'carthHorse'), r = unitOf(s, 'velites1');
  w.stands.forEach((st, i) => { st.x = 450; st.y = 1800 + i * JT; st.h = 180; });
  w.formation = 'unformed';
  r.stands = [{ ...r.stands[0], x: 130, y: 1000, h: 270 }];
  r.status.routing = true; r.shaken = true; r.formation = 'unformed';
  expect(poseOk(s, w) && poseOk(s, r)).toBe(true);
  const ctx = scripted([5, 5, 5, 5]);
  return { s, t: afterCombatMove(s, 'carthHorse', r, namingCtx(s, ctx)), ctx };
}

/** The game at the start of the Carthaginians' Tactical Move half-phase of turn `turn`. */
const tacticalOf = (t: CivGame, turn: number): CivGame => ({ ...t, turn, phase: 'tactical', active: 1 });

describe('A.3: a pursuer carried off the table may come back after a whole turn', () => {
  it('it leaves play (lost for A.6 meanwhile), keeping the turn it left and its last pose on the table; told in both languages', () => {
    const { t, ctx } = chase(RETURN);
    const horse = unitOf(t, 'carthHorse');
    expect(horse.destroyed).toBe(true);
    expect(horse.status.pursuing).toBe(false);
    expect(t.offTable).toEqual({ carthHorse: 1 });
    expect(t.pursuits).toEqual({});
    expect(poseOk({ ...t, units: t.units.filter((u) => u.id !== 'carthHorse') }, { ...horse, destroyed: false })).toBe(true);
    expect(ctx.events.some((e) => e.t === 'leftTable')).toBe(false);
    expect(words(ctx, 'offInPursuit')).toBe('Carthaginian horse is carried off the table by its pursuit: out of the battle for a whole turn, it may then come back (provisional rule: Manoeuvre)');
    expect(words(ctx, 'offInPursuit', 'fr')).toBe('la Cavalerie carthaginoise est emportée hors de la table par sa poursuite : hors de la bataille pendant un tour entier, elle pourra ensuite revenir (règle provisoire : Manœuvre)');
  });
  it('in turn 2 it waits; in turn 3 a control test of 2 + 1 (pursuing) = 3 brings it back where it left, faced about', () => {
    const { t } = chase(RETURN);
    const exit = unitOf(t, 'carthHorse');
    const c2 = scripted([2]);
    const t2 = tacticalStart(tacticalOf(t, 2), namingCtx(t, c2));
    expect(c2.used()).toBe(0);
    expect(unitOf(t2, 'carthHorse').destroyed).toBe(true);
    const c3 = scripted([2]);
    const t3 = tacticalStart(tacticalOf(t, 3), namingCtx(t, c3));
    const back = unitOf(t3, 'carthHorse');
    expect(c3.events.find((e) => e.t === 'returnTest')).toMatchObject({ value: 2, score: 3, back: true });
    expect(back.destroyed).toBe(false);
    expect(back.stands[0].h).toBe((exit.stands[0].h + 180) % 360);
    expect(unitCentre(back)).toEqual(unitCentre(exit));
    expect(back.turn.moved).toBe(true);
    expect(t3.offTable).toEqual({});
    expect(words(c3, 'returnTest')).toBe('control test for Carthaginian horse, off the table, to come back: d6 2 (+1 charging, looting or pursuing) = 3, it comes back (provisional rule: Manoeuvre)');
    expect(words(c3, 'returns', 'fr')).toBe('la Cavalerie carthaginoise revient sur la table à l\'endroit de sa sortie (règle provisoire : Manœuvre)');
  });
  it('an A Grade unit tests on the average die (CMD-22: d6 1 reads 3, + 1 = 4: back); only in its own side\'s half; each unit off the table keeps its own entry', () => {
    const { t } = chase(RETURN);
    unitOf(t, 'carthHorse').grade = 'A';
    const other = { ...t, offTable: { ...t.offTable, ghost: 2 } };
    const c3 = scripted([1]);
    const t3 = tacticalStart(tacticalOf(other, 3), namingCtx(other, c3));
    expect(c3.events.find((e) => e.t === 'returnTest')).toMatchObject({ rule: 'A.3', provisional: true, cites: 'CMD-22', die: 'AvD', d6: 1, value: 3, score: 4, back: true });
    expect(t3.offTable).toEqual({ ghost: 2 });
    const back = unitOf(t3, 'carthHorse');
    expect(back.status).toMatchObject({ pursuing: false, looting: false, inCombat: false, halted: false, spontaneous: false });
    expect(back.lastAction).toBe('move');
    expect(c3.events.find((e) => e.t === 'returns')).toMatchObject({ rule: 'A.3', provisional: true, unit: 'carthHorse' });
    // Rome's Tactical half: Carthage's horse does not test.
    const rome = scripted([1]);
    tacticalStart({ ...tacticalOf(t, 3), active: 0 }, namingCtx(t, rome));
    expect(rome.events.find((e) => e.t === 'returnTest')).toBeUndefined();
  });
  it('a test of 4 + 1 = 5 leaves it out of play for the battle: it is never tested again', () => {
    const { t } = chase(RETURN);
    const c3 = scripted([4]);
    const t3 = tacticalStart(tacticalOf(t, 3), namingCtx(t, c3));
    expect(c3.events.find((e) => e.t === 'returnTest')).toMatchObject({ value: 4, score: 5, back: false });
    expect(unitOf(t3, 'carthHorse').destroyed).toBe(true);
    expect(t3.offTable).toEqual({});
    expect(c3.events.find((e) => e.t === 'offInPursuit' || e.t === 'returns')).toBeUndefined();
    expect(words(c3, 'returnTest', 'fr')).toMatch(/^test de contrôle de la Cavalerie carthaginoise, hors de la table, pour revenir : d6 4 \(\+1 en charge, au pillage ou en poursuite\) = 5, elle est hors de la bataille/);
    const c4 = scripted([2]);
    tacticalStart(tacticalOf(t3, 4), namingCtx(t3, c4));
    expect(c4.used()).toBe(0);
  });
  it('its place taken by other troops, it waits and comes back at the next Tactical half with no new test', () => {
    const { t } = chase(RETURN);
    const blocked = tacticalOf(t, 3);
    const exit = unitOf(t, 'carthHorse');
    // The Numidians (Rome) on the exit point.
    const n = unitOf(blocked, 'numidiansR');
    n.destroyed = false;
    n.stands = n.stands.map((st, i) => ({ ...st, x: exit.stands[i].x, y: exit.stands[i].y, h: 90 }));
    const c3 = scripted([2]);
    const t3 = tacticalStart(blocked, namingCtx(blocked, c3));
    expect(c3.events.map((e) => e.t)).toEqual(['returnTest', 'returnWaits']);
    expect(t3.offTable).toEqual({ carthHorse: 0 });
    expect(unitOf(t3, 'carthHorse').destroyed).toBe(true);
    const clear = tacticalOf(t3, 4);
    unitOf(clear, 'numidiansR').destroyed = true;
    const c4 = scripted([6]);
    const t4 = tacticalStart(clear, namingCtx(clear, c4));
    expect(c4.used()).toBe(0);
    expect(unitOf(t4, 'carthHorse').destroyed).toBe(false);
  });
  it('a leader with it stays behind on the table, detached, and rolls no fate', () => {
    const { s, t } = chase(RETURN);
    const l = t.leaders.find((x) => x.id === 'c2c')!;
    l.attachedTo = 'carthHorse';
    const ctx = scripted([1]);
    const after = leaderFates(t, namingCtx(s, ctx), true);
    expect(ctx.used()).toBe(0);
    expect(after.leaders.find((x) => x.id === 'c2c')).toMatchObject({ alive: true, attachedTo: null });
    expect(words(ctx, 'leaderStaysBehind')).toBe('the Carthaginian officer stays behind on the table as Carthaginian horse leaves it (provisional rule: Manoeuvre)');
  });
  it('without the option (games recorded before it) the pursuer leaving the table is lost, as it always was', () => {
    for (const options of [{ pursuit: 'rules' }, { pursuit: 'rules', offTablePursuers: 'lost' }] as Record<string, string>[]) {
      const { t, ctx } = chase(options);
      expect(t.offTable).toBeUndefined();
      expect(unitOf(t, 'carthHorse').destroyed).toBe(true);
      expect(ctx.events.some((e) => e.t === 'leftTable')).toBe(true);
      const c3 = scripted([2]);
      expect(unitOf(tacticalStart(tacticalOf(t, 3), namingCtx(t, c3)), 'carthHorse').destroyed).toBe(true);
      expect(c3.used()).toBe(0);
    }
  });
});
