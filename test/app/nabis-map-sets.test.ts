// Issue 15: the map editor's brushes (each refusal with its message), and a club's set of
// values and painted map that round-trips identically through a file and a link; a bad
// file or link gets its message and gives nothing.
import { describe, expect, it } from 'vitest';
import { OPTIONS } from '../../src/rules/nabis/options';
import { checkMapRows, type MapRow } from '../../src/rules/nabis/data/map-rows';
import { counterFields, exportSet, importSet, setValue } from '../../src/views/nabis/counter-values';
import { mapDiffs, mapRowsOf, mapSummary, paintHex, paintSide, stillPlaceholderHexes, withMapRows, type Brush } from '../../src/views/nabis/map-paint';
import { importSetText, setLink } from '../../src/views/nabis/set-link';
import { mapHexesLeft, stillProvisional } from '../../src/views/nabis/provisional';
import { SPARTA_MAP } from '../../src/rules/nabis/data/map-sparta';

const NEW_GAME = Object.fromEntries(OPTIONS.map((o) => [o.id, o.default]));
const paint = (rows: MapRow[], h: number, b: Brush) => { const r = paintHex(rows, h, b, 'en'); if (!r.ok) throw new Error(r.message); return r.rows; };

describe('map editor brushes', () => {
  it('each hex brush paints its attribute, keeps the header order, and the rows pass the rules check', () => {
    let rows: MapRow[] = [];
    rows = paint(rows, 517, { k: 'terrain', t: 1 });
    rows = paint(rows, 516, { k: 'level', v: 2 });
    rows = paint(rows, 516, { k: 'path' });
    expect(rows).toEqual([[516, 0, 2, 1], [517, 1, 0, 0]]);
    rows = paint(rows, 516, { k: 'erase' });
    expect(rows).toEqual([[517, 1, 0, 0]]);
    expect(checkMapRows(rows)).toBeNull();
  });
  it('a named place cannot be painted, in English and French', () => {
    for (const h of [1004, 808, 1408, 1412]) {
      const en = paintHex([], h, { k: 'terrain', t: 0 }, 'en'), fr = paintHex([], h, { k: 'terrain', t: 0 }, 'fr');
      expect(en.ok || en.message).toMatch(/a place the rulebook names: it stays as it is/);
      expect(fr.ok || fr.message).toMatch(/un lieu nommé par la règle : il reste tel quel/);
    }
  });
  it('a level out of range, a hexside brush on a hex, a hex brush on a side, the map edge: each refused with its message', () => {
    const lv = paintHex([], 516, { k: 'level', v: 4 }, 'en');
    expect(lv.ok || lv.message).toMatch(/A level is 0 to 3/);
    const side = paintHex([], 516, { k: 'river' }, 'fr');
    expect(side.ok || side.message).toMatch(/côté d'hex/);
    const hex = paintSide([], 516, 517, { k: 'terrain', t: 1 }, 'en');
    expect(hex.ok || hex.message).toMatch(/paints a hex/);
    const edge = paintSide([], 101, -1, { k: 'river' }, 'en');
    expect(edge.ok || edge.message).toMatch(/edge of the map/);
  });
  it('hexside brushes toggle river, wall (inside the tapped hex) and path link; back to the placeholder drops the row', () => {
    let r = paintSide([], 517, 516, { k: 'river' }, 'en');
    expect(r.ok && r.rows).toEqual([[516, 517, 1, 0, 0]]);
    r = paintSide(r.ok ? r.rows : [], 517, 516, { k: 'wall' }, 'en');
    expect(r.ok && r.rows).toEqual([[516, 517, 1, 517, 0]]);
    r = paintSide(r.ok ? r.rows : [], 516, 517, { k: 'link' }, 'en');
    expect(r.ok && r.rows).toEqual([[516, 517, 1, 517, 1]]);
    for (const b of [{ k: 'river' }, { k: 'wall' }, { k: 'link' }] as Brush[]) r = paintSide(r.ok ? r.rows : [], 517, 516, b, 'en');
    expect(r.ok && r.rows).toEqual([]);
  });
  it('differences, summary and the provisional count of map hexes', () => {
    const rows: MapRow[] = [[516, 1, 0, 0], [517, 0, 0, 0], [516, 517, 1, 0, 0]];
    const d = mapDiffs(rows, 'en');
    expect(d.map((x) => x.key)).toEqual(['h516', 's516-517']); // 0517 painted as it was: checked, no difference
    expect(d[0]).toMatchObject({ what: 'Hex 0516', now: 'town, level 0', was: 'clear, level 0' });
    expect(mapSummary(rows, 'en')).toBe('2 hexes painted by the players, 2 differences, 314 hexes still placeholder');
    expect(mapSummary(rows, 'fr')).toBe('2 hex peints par les joueurs, 2 différences, 314 hex provisoires');
    expect(stillPlaceholderHexes([])).toBe(316);
    expect(mapHexesLeft(rows)).toBe(314);
    // The counter values' count no longer includes the map entries.
    expect(stillProvisional({}, NEW_GAME)).toBe(stillProvisional({}, { ...NEW_GAME, map: rows }));
  });
  it('options: the rows go in and out of the header; none leaves no map key', () => {
    const o = withMapRows({ a: 'x' }, [[516, 1, 0, 0]]);
    expect(mapRowsOf(o)).toEqual([[516, 1, 0, 0]]);
    expect(withMapRows(o, [])).toEqual({ a: 'x' });
    expect(mapRowsOf({ map: [[1004, 1, 0, 0]] })).toEqual([]); // refused rows are no map
  });
});

describe('a set with a painted map as a file and as a link', () => {
  const fields = counterFields(NEW_GAME);
  let c = setValue(fields, {}, 'u:Hastati:front:sp', 6);
  c = setValue(fields, c, 'l:nabis:front:bonus', 1);
  const map: MapRow[] = [[516, 1, 1, 0], [517, 0, 0, 1], [915, 1, 0, 0], [1601, 0, 2, 0], [516, 517, 1, 516, 0]];
  const text = exportSet('Club de Lyon', fields, c, map);

  it('the file round-trips identically', () => {
    const back = importSet(text, NEW_GAME);
    expect(back).toEqual({ ok: true, set: { name: 'Club de Lyon', corrections: c, map } });
    expect(back.ok && exportSet('Club de Lyon', fields, back.set.corrections, back.set.map)).toBe(text);
  });
  it('the link round-trips identically, pasted alone or inside a message', () => {
    const link = setLink('https://example.org/tessera/#old', text);
    expect(link.startsWith('https://example.org/tessera/#nabis-set=')).toBe(true);
    for (const pasted of [link, `Our club's Nabis set:\n${link}\n`]) {
      const back = importSetText(pasted, NEW_GAME);
      expect(back).toEqual({ ok: true, set: { name: 'Club de Lyon', corrections: c, map } });
      expect(back.ok && exportSet('Club de Lyon', fields, back.set.corrections, back.set.map)).toBe(text);
    }
    expect(importSetText(text, NEW_GAME)).toEqual(importSet(text, NEW_GAME)); // the file's text pasted
  });
  it('a bad map, a cut or altered link, an unrelated text: each its problem, nothing given', () => {
    const good = JSON.parse(text);
    expect(importSet(JSON.stringify({ ...good, map: [[1004, 1, 0, 0]] }), NEW_GAME)).toEqual({ ok: false, problem: 'badMap' });
    expect(importSet(JSON.stringify({ ...good, map: [[516, 1, 9, 0]] }), NEW_GAME)).toEqual({ ok: false, problem: 'badMap' });
    expect(importSet(JSON.stringify({ ...good, map: 'x' }), NEW_GAME)).toEqual({ ok: false, problem: 'badMap' });
    const link = setLink('https://example.org/', text);
    expect(importSetText(link.slice(0, -6), NEW_GAME)).toEqual({ ok: false, problem: 'badLink' });
    const flipped = link.slice(0, -10) + (link.at(-10) === 'A' ? 'B' : 'A') + link.slice(-9);
    expect(importSetText(flipped, NEW_GAME)).toEqual({ ok: false, problem: 'badLink' });
    expect(importSetText('hello', NEW_GAME)).toEqual({ ok: false, problem: 'notASet' });
    expect(importSetText('https://example.org/#nabis-set=' + 'A'.repeat(200000), NEW_GAME)).toEqual({ ok: false, problem: 'tooLarge' });
  });
  it('a fully painted map fits the file budget', () => {
    const all: MapRow[] = [];
    for (const h of Object.keys(SPARTA_MAP.terrain).map(Number).sort((a, b) => a - b)) if (![1004, 808, 1408, 1412].includes(h)) all.push([h, 1, 3, 1]);
    expect(checkMapRows(all)).toBeNull();
    const t = exportSet('all', fields, c, all);
    expect(importSet(t, NEW_GAME).ok).toBe(true);
    expect(importSetText(setLink('https://x/', t), NEW_GAME).ok).toBe(true);
  });
});
