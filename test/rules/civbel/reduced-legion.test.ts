// p.13 with ORG-15: "A Legion reduced to less than 5 stands or a single sub-unit also cannot
// function as a Legion" (option legionReduced; found by the 1,000-game fuzz, seeds 638 and 765,
// where a Legion down to 4 stands stayed in an Acies the invariants refuse).
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { OPTIONS, LATE_OPTIONS } from '../../../src/rules/civbel/options';
import { dissolveReducedLegions, legionReduced } from '../../../src/rules/civbel/reduced-legion';
import { scripted, unitOf } from './helpers';

const start = (options: Record<string, string> = {}): CivGame => civbel.setup({ scenario: 'great-plains', options });
/** Legion I with only `keep` of its stands (the others lost). */
function reduced(s: CivGame, keep: (st: CivGame['units'][number]['stands'][number], i: number) => boolean): CivGame {
  const i = s.units.findIndex((u) => u.id === 'legio1');
  s.units[i] = { ...s.units[i], stands: s.units[i].stands.filter(keep) };
  return s;
}

describe('ORG-15 (p.13): a Legion reduced below 5 stands or to one sub-unit', () => {
  it('the option: late, the rulebook\'s reading the default, in both languages', () => {
    const o = OPTIONS.find((x) => x.id === 'legionReduced')!;
    expect(o.rule).toBe('ORG-15 (p.13)');
    expect(o.default).toBe('unit');
    expect(LATE_OPTIONS).toContain('legionReduced');
    expect(o.help.fr).toMatch(/moins de 5 socles/);
  });
  it('Legion I (6 stands) is a Legion until it is down to 4 stands, or to one sub-unit', () => {
    const s = start();
    const l = unitOf(s, 'legio1');
    expect(l.kind).toBe('legion');
    expect(l.stands.length).toBeGreaterThanOrEqual(5);
    expect(legionReduced(l)).toBe(false);
    expect(legionReduced(unitOf(reduced(start(), (_, i) => i < 5), 'legio1'))).toBe(false);
    expect(legionReduced(unitOf(reduced(start(), (_, i) => i < 4), 'legio1'))).toBe(true);
    // Five or more stands, but all of one sub-unit: reduced too; a destroyed Legion is not.
    const oneSub = unitOf(start(), 'legio1');
    expect(legionReduced({ ...oneSub, stands: oneSub.stands.map((st) => ({ ...st, sub: 0 })) })).toBe(true);
    expect(legionReduced({ ...oneSub, stands: oneSub.stands.map((st, i) => ({ ...st, sub: i === 0 ? 1 : 0 })) })).toBe(false);
    expect(legionReduced({ ...unitOf(reduced(start(), (_, i) => i < 4), 'legio1'), destroyed: true })).toBe(false);
    // Only Legions: an ordinary unit of 2–4 stands is no reduced Legion.
    const small = start().units.find((u) => u.kind === 'unit' && u.stands.length < 5)!;
    expect(legionReduced(small)).toBe(false);
  });
  it('at the end of the action that reduces it, it becomes an ordinary unit, unformed where it stands, and the log says so', () => {
    const s = reduced(start({ legionReduced: 'unit' }), (_, i) => i < 4);
    const where = unitOf(s, 'legio1').stands.map((st) => [st.x, st.y]);
    const ctx = scripted([4, 4, 4, 4]);
    const next = civbel.apply(s, 0, { k: 'roll' }, ctx) as CivGame;
    const u = unitOf(next, 'legio1');
    expect([u.kind, u.formation]).toEqual(['unit', 'unformed']);
    expect(u.stands.map((st) => [st.x, st.y])).toEqual(where);
    expect(civbel.invariants!(next)).toEqual([]);
    const e = ctx.events.find((x) => x.t === 'legionDissolved')!;
    expect(e).toMatchObject({ rule: 'ORG-15', unit: 'legio1', stands: 4 });
    expect(civbel.describeEvent(e, 'en')).toBe('Legion I, down to 4 stands, can no longer act as a Legion: it becomes an ordinary unit, unformed where it stands (rule: Legions, p.13)');
    expect(civbel.describeEvent(e, 'fr')).toBe('la Légion I, réduite à 4 socles, ne peut plus agir comme une légion : elle devient une unité ordinaire, non formée, là où elle est (règle : Légions, p. 13)');
    // Only Legion I: every other unit keeps its kind and formation.
    expect(ctx.events.filter((x) => x.t === 'legionDissolved').map((x) => x.unit)).toEqual(['legio1']);
    const others = (g: CivGame) => g.units.filter((x) => x.id !== 'legio1').map((x) => [x.id, x.kind, x.formation]);
    expect(others(next)).toEqual(others(s));
  });
  it('games recorded before the option (absent), or "kept": it stays a Legion in its lines, and the invariants accept that', () => {
    for (const options of [{}, { legionReduced: 'kept' }] as Record<string, string>[]) {
      const s = reduced(start(options), (_, i) => i < 4);
      const next = civbel.apply(s, 0, { k: 'roll' }, scripted([4, 4, 4, 4])) as CivGame;
      expect(unitOf(next, 'legio1').kind).toBe('legion');
      expect(civbel.invariants!(next)).toEqual([]);
    }
    // Under the rulebook's reading the same Legion left in Acies breaks the invariants.
    const s = reduced(start({ legionReduced: 'unit' }), (_, i) => i < 4);
    expect(civbel.invariants!(s).join()).toMatch(/legio1: formation acies not valid/);
    expect(dissolveReducedLegions(s, scripted([])).units.find((u) => u.id === 'legio1')!.formation).toBe('unformed');
  });
});
