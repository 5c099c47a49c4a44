// Issue 15: the Nabis counter and leader values a player corrects before a game.
import { describe, expect, it } from 'vitest';
import { nabis } from '../../src/rules/nabis';
import { meleeCalc } from '../../src/rules/nabis/melee';
import type { Melee } from '../../src/rules/nabis/state';
import {
  checkValue, correctionsInState, correctionsOf, counterFields, headerRows, isProvisional, provenanceText, setValue, valuesSummary, withCorrections,
} from '../../src/views/nabis/counter-values';
import { activate, lid, scene, uid } from '../rules/nabis/scene';
import { config } from '../rules/nabis/helpers';

const NEW_GAME = Object.fromEntries(nabis.options.map((o) => [o.id, o.default]));

describe('issue 15: the list of correctable values', () => {
  const fields = counterFields(NEW_GAME);
  it('lists both sides of every counter and every leader, each with a provenance', () => {
    expect(fields.filter((f) => f.kind === 'unit').length).toBe(13 * 7);
    // 3 army... 2 army commanders (front only) + 5 contingent leaders (front and replacement side)
    expect(fields.filter((f) => f.kind === 'leader').length).toBe(2 * 4 + 5 * 8);
    for (const f of fields) expect(['rulebook', 'derived', 'placeholder']).toContain(f.prov.src);
    expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length);
  });
  it('shows the rulebook section, or a placeholder, in the player\'s words and language', () => {
    const lac = fields.find((f) => f.key === 'u:Laconians:front:sp')!;
    expect(provenanceText(lac.prov, 'en')).toBe('Rulebook, 5.2.1 example: 4*-4-4');
    expect(provenanceText(lac.prov, 'fr')).toBe('Livret, 5.2.1 example: 4*-4-4');
    const vel = fields.find((f) => f.key === 'u:Velites:front:sp')!;
    expect(provenanceText(vel.prov, 'en')).toMatch(/^Placeholder/);
    expect(provenanceText(vel.prov, 'en')).not.toMatch(/G-\d/);
  });
  it('Nabis 2.2 (late option cavalryValues): the printed cavalry counter is rulebook, the older games\' values placeholders', () => {
    const q = (o: Record<string, unknown>) => counterFields(o).find((f) => f.key === 'u:Equites:front:q')!;
    expect(q(NEW_GAME)).toMatchObject({ def: 6, prov: { src: 'rulebook' } });
    expect(q({ ...NEW_GAME, cavalryValues: 'placeholder' })).toMatchObject({ def: 4, prov: { src: 'placeholder' } });
  });
  it('sums up as "N provisional values, 0 corrected" and counts a correction as the player\'s', () => {
    const n = fields.filter(isProvisional).length;
    expect(valuesSummary(fields, {}, 'en')).toBe(`${n} provisional values, 0 corrected`);
    const c = setValue(fields, {}, 'u:Velites:front:sp', 3);
    expect(valuesSummary(fields, c, 'en')).toBe(`${n - 1} provisional values, 1 corrected`);
    expect(valuesSummary(fields, c, 'fr')).toBe(`${n - 1} valeurs provisoires, 1 corrigée`);
  });
});

describe('issue 15: checking what is typed (ranges of checkOverrides)', () => {
  const fields = counterFields(NEW_GAME);
  it('every field refuses out-of-range and non-whole input with its message, in English and French', () => {
    for (const f of fields) {
      for (const bad of [String(f.min - 1), String(f.max + 1), '2.5', 'abc', '', '1e1', '٣']) {
        const en = checkValue(f, bad, 'en'), fr = checkValue(f, bad, 'fr');
        expect(en.ok, `${f.key} ${bad}`).toBe(false);
        if (!en.ok) expect(en.message).toContain(`a whole number from ${f.min} to ${f.max}`);
        if (!fr.ok) expect(fr.message).toContain(`un nombre entier de ${f.min} à ${f.max}`);
      }
      expect(checkValue(f, ` ${f.max} `, 'en')).toEqual({ ok: true, value: f.max });
      expect(checkValue(f, String(f.min), 'en')).toEqual({ ok: true, value: f.min });
    }
  });
  it('strength is at least 1, other counter values 0-9, shooting 0 or 1, leader values 0-12', () => {
    const at = (k: string) => fields.find((f) => f.key === k)!;
    expect([at('u:Hastati:back:sp').min, at('u:Hastati:back:sp').max]).toEqual([1, 9]);
    expect([at('u:Hastati:front:q').min, at('u:Hastati:front:q').max]).toEqual([0, 9]);
    expect([at('u:Hastati::shoot').min, at('u:Hastati::shoot').max]).toEqual([0, 1]);
    expect([at('l:pretor1:repl:rating').min, at('l:pretor1:repl:rating').max]).toEqual([0, 12]);
    expect(checkValue(at('u:Hastati:front:sp'), '0', 'en')).toEqual({ ok: false, message: 'Strength: a whole number from 1 to 9.' });
  });
  it('nothing invalid reaches a header: setValue keeps the set unchanged, and every row passes the rules\' check', () => {
    const c0 = setValue(fields, {}, 'u:Hastati:front:sp', 0);
    expect(c0).toEqual({});
    expect(setValue(fields, {}, 'u:Hastati:front:sp', 2.5)).toEqual({});
    expect(setValue(fields, {}, 'nope', 3)).toEqual({});
    let c = {};
    for (const f of fields) c = setValue(fields, c, f.key, f.max);
    const o = withCorrections(NEW_GAME, fields, c);
    expect(nabis.validateConfig({ scenario: 'sparta-195', options: o })).toBeNull();
  });
});

describe('issue 15: header rows', () => {
  const fields = counterFields(NEW_GAME);
  it('no correction: no rows, the header reads as today\'s defaults', () => {
    expect(headerRows(fields, {})).toEqual({});
    expect(withCorrections({ ...NEW_GAME, units: [['Velites', 2, 4, 5, 2, 3, 4, 1]] }, fields, {})).toEqual(NEW_GAME);
  });
  it('a corrected value gives the full row of its counter or leader, and reads back as the same corrections', () => {
    let c = setValue(fields, {}, 'u:Hastati:front:sp', 6);
    c = setValue(fields, c, 'u:Equites:back:ma', 3);
    c = setValue(fields, c, 'l:gorgopas:repl:rating', 4);
    const rows = headerRows(fields, c);
    expect(rows.units).toEqual([['Hastati', 6, 5, 4, 4, 4, 3, 0], ['Equites', 2, 6, 4, 2, 3, 3, 0]]);
    expect(rows.leaders).toEqual([['gorgopas', 1, 1, 4, 6, 0, 4, 3, 3]]);
    const o = withCorrections(NEW_GAME, fields, c);
    expect(correctionsOf(o)).toEqual(c);
    // and the game's own state shows the same three values as the player's (game screen notice)
    const s = nabis.setup(config(o));
    expect(correctionsInState(s.ud, s.ld, s.o)).toEqual(c);
    const s0 = nabis.setup(config(NEW_GAME));
    expect(correctionsInState(s0.ud, s0.ld, s0.o)).toEqual({});
  });
});

describe('issue 15: a game created with a corrected strength plays by it (Nabis 10.3 step 5, ratio DRM)', () => {
  // Hastati I (4 SP) attacks Helots (3 SP) north of it: 4 >= 3 -> ratio +1. With the
  // printed-counter correction Hastati front strength 6, 6 >= 2*3 -> ratio +2.
  const melee = (options: Record<string, unknown>) => {
    const s = scene([{ id: 'hastati1a', hex: 1318, f: 0 }, { id: 'helotsa', hex: 1418, f: 3 }], { pretor1: 1318 }, options as Record<string, string | number>);
    activate(s, 'pretor1');
    const m: Melee = { a: [1318], d: [1418], au: [uid(s, 'hastati1a')], du: [uid(s, 'helotsa')], done: false };
    return { s, c: meleeCalc(s, m) };
  };
  it('default strength: ratio +1; corrected strength 6: ratio +2 and the DRM one higher', () => {
    const fields = counterFields(NEW_GAME);
    const base = melee(NEW_GAME);
    expect(base.c.parts.ratio).toBe(1);
    const o = withCorrections(NEW_GAME, fields, setValue(fields, {}, 'u:Hastati:front:sp', 6));
    expect(nabis.validateConfig({ scenario: 'sparta-195', options: o })).toBeNull();
    const fixed = melee(o);
    expect(fixed.s.ud[uid(fixed.s, 'hastati1a')].front.sp).toBe(6);
    expect(fixed.c.parts.ratio).toBe(2);
    expect(fixed.c.raw).toBe(base.c.raw + 1);
    expect(lid(fixed.s, 'pretor1')).toBeGreaterThanOrEqual(0);
  });
});

describe('issue 15: the game\'s provisional notice counts only values still provisional', () => {
  it('each corrected placeholder value leaves the count; a corrected rulebook value does not change it', async () => {
    const { stillProvisional } = await import('../../src/views/nabis/provisional');
    const fields = counterFields(NEW_GAME);
    const before = stillProvisional({}, NEW_GAME);
    let c = setValue(fields, {}, 'u:Hastati:front:sp', 6);
    c = setValue(fields, c, 'u:Velites:back:q', 2);
    expect(stillProvisional(c, NEW_GAME)).toBe(before - 2);
    const lac = setValue(fields, {}, 'u:Laconians:front:sp', 5); // rulebook 5.2.1 example: not provisional
    expect(stillProvisional(lac, NEW_GAME)).toBe(before);
  });
});

describe('issue 15: a set of values as a file', () => {
  it('a corrected set round-trips through export and import identically', async () => {
    const { exportSet, importSet } = await import('../../src/views/nabis/counter-values');
    const fields = counterFields(NEW_GAME);
    let c = setValue(fields, {}, 'u:Hastati:front:sp', 6);
    c = setValue(fields, c, 'u:Equites:back:ma', 3);
    c = setValue(fields, c, 'l:gorgopas:repl:rating', 4);
    c = setValue(fields, c, 'l:nabis:front:bonus', 1);
    const text = exportSet('Club de Lyon', fields, c);
    expect(text.length).toBeLessThan(600);
    const back = importSet(text, NEW_GAME);
    expect(back).toEqual({ ok: true, set: { name: 'Club de Lyon', corrections: c, map: [] } });
    expect(exportSet('Club de Lyon', fields, back.ok ? back.set.corrections : {})).toBe(text);
  });
  it('a bad file gets its message and gives nothing', async () => {
    const { exportSet, importSet, setProblemText } = await import('../../src/views/nabis/counter-values');
    const fields = counterFields(NEW_GAME);
    const good = JSON.parse(exportSet('x', fields, setValue(fields, {}, 'u:Hastati:front:sp', 6)));
    const cases: [string, string][] = [
      ['x'.repeat(70000), 'tooLarge'],
      ['{not json', 'notJson'],
      ['[1,2]', 'notASet'],
      [JSON.stringify({ ...good, kind: 'other' }), 'notASet'],
      [JSON.stringify({ ...good, units: [['Hastati', 0, 5, 4, 4, 4, 3, 0]] }), 'badValues'],
      [JSON.stringify({ ...good, units: [['Hastati', 6, 5, 4, 4, 4, 3, 2]] }), 'badValues'],
      [JSON.stringify({ ...good, units: [['Elephants', 6, 5, 4, 4, 4, 3, 0]] }), 'badValues'],
      [JSON.stringify({ ...good, leaders: [['pretor1', 1, 1, 4, 6, 0, 2, 3, 13]] }), 'badValues'],
    ];
    for (const [text, problem] of cases) {
      const r = importSet(text, NEW_GAME);
      expect(r).toEqual({ ok: false, problem });
      expect(setProblemText(problem as 'notJson', 'en')).toMatch(/nothing was changed/);
      expect(setProblemText(problem as 'notJson', 'fr')).toMatch(/rien n'a changé/);
    }
  });
});
