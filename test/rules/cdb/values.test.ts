// Corrected per-type values in the header (issue 15, issue 10 "Data apart from logic"): the
// `unitValues` rows are refused with a clear message when malformed, applied when the
// counters are made, reported (still provisional, different from the defaults), and a
// header without them sets up exactly the game it set up before.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../src/engine/canonical';
import type { GameConfig } from '../../../src/engine/contract';
import { CATALOGUE, FAST_MA_BONUS, UNIT_TYPES } from '../../../src/rules/cdb/data/units';
import { cdb } from '../../../src/rules/cdb/index';
import { printedMa } from '../../../src/rules/cdb/allowance';
import { resolveMelee } from '../../../src/rules/cdb/melee';
import { resolveShot } from '../../../src/rules/cdb/shooting';
import { SCENARIO_ID } from '../../../src/rules/cdb/scenario';
import { checkValueRows, MAX_VALUE_ROWS, readCorrections, valueReport, VALUE_FIELDS } from '../../../src/rules/cdb/values';
import { OP, planMove, SPLIT_NONE, type MoveAction } from '../../../src/rules/cdb/movement';
import { game } from './game-helpers';
import { ax, counter, N, position, S, unit } from './helpers';

const config = (unitValues?: unknown): GameConfig =>
  ({ scenario: SCENARIO_ID, options: unitValues === undefined ? {} : { unitValues: unitValues as never } });

describe('issue 15: unitValues header rows are refused with a clear message', () => {
  const cases: [string, unknown, string][] = [
    ['not a list', 'Bd', 'unitValues must be a list of rows [type, field, value]'],
    ['too many rows (checked before any row is read)', Array.from({ length: MAX_VALUE_ROWS + 1 }, () => 0), `unitValues: ${MAX_VALUE_ROWS + 1} rows, at most ${MAX_VALUE_ROWS} (one per type and field)`],
    ['a row that is not a list', ['Bd'], 'unitValues row 1: a row is [type, field, value]'],
    ['a row of the wrong length', [['Bd', 'ma']], 'unitValues row 1: a row is [type, field, value]'],
    ['an unknown type', [['Xx', 'ma', 2]], 'unitValues row 1: unknown unit type Xx'],
    ['an unknown field', [['Bd', 'speed', 2]], 'unitValues row 1: unknown field speed (one of ma, tvFoot, tvMounted, range, shootTv)'],
    ['a range for a type that does not shoot', [['Kn', 'range', 2]], 'unitValues row 1: Knights have no range'],
    ['a shooting value other than artillery\'s', [['Bw', 'shootTv', 2]], 'unitValues row 1: Bowmen have no shootTv'],
    ['below the bounds', [['Bd', 'tvFoot', 0]], 'unitValues row 1: tvFoot of Bd must be a whole number from 1 to 9, not 0'],
    ['above the bounds', [['Cv', 'ma', 10]], 'unitValues row 1: ma of Cv must be a whole number from 1 to 9, not 10'],
    ['not an integer', [['Art', 'range', 2.5]], 'unitValues row 1: range of Art must be a whole number from 1 to 9, not 2.5'],
    ['a string value', [['Bd', 'tvMounted', '4']], 'unitValues row 1: tvMounted of Bd must be a whole number from 1 to 9, not 4'],
    ['a field corrected twice', [['Bd', 'ma', 3], ['Sp', 'ma', 3], ['Bd', 'ma', 2]], 'unitValues row 3: ma of Bd is corrected twice'],
  ];
  for (const [what, rows, message] of cases) {
    it(what, () => {
      expect(checkValueRows(rows)).toBe(message);
      expect(cdb.validateConfig(config(rows))).toBe(message);
    });
  }
  it('absent, empty, and one row for every correctable type × field are accepted', () => {
    expect(cdb.validateConfig(config())).toBeNull();
    expect(cdb.validateConfig(config([]))).toBeNull();
    const all = UNIT_TYPES.flatMap((ty) => VALUE_FIELDS.filter((f) => CATALOGUE[ty][f] !== undefined).map((f) => [ty, f, 3]));
    expect(all.length).toBeLessThanOrEqual(MAX_VALUE_ROWS);
    expect(cdb.validateConfig(config(all))).toBeNull();
  });
});

describe('issue 15: a header without corrections sets up today\'s game exactly', () => {
  it('same state hash as before corrections existed, with no row or an empty list', () => {
    // Recorded from the set-up before corrections existed (commit 4c50ca3), then once more when the
    // fixed deployment put the Hittite Knights ahead of their Spears (before CdB was offered to
    // players: no game had been recorded under the old deployment), and once more when the set-up
    // readings became options (their defaults in the state's options, before the first golden game).
    const before = 'M5PJLiCzMI1SjPC46g5Px8e2jSdMjydeuFiwfFiVTeM';
    expect(stateHash(cdb.setup(config()))).toBe(before);
    expect(stateHash(cdb.setup(config([])))).toBe(before);
  });
  it('every counter carries the catalogue\'s values, (F) +1 hex', () => {
    for (const u of cdb.setup(config()).units) for (const c of u.counters) {
      const d = CATALOGUE[c.type];
      expect([c.ma, c.tvFoot, c.tvMounted, c.range]).toEqual([d.ma + (c.quality === 'F' ? FAST_MA_BONUS : 0), d.tvFoot, d.tvMounted, d.range]);
    }
  });
});

describe('issue 15: corrected values are applied at set-up and change play', () => {
  it('set-up: the corrected allowance and tactical values are on every counter of the type, (F) still +1', () => {
    const s = cdb.setup(config([['Cv', 'ma', 6], ['Sp', 'tvFoot', 6]]));
    const all = s.units.flatMap((u) => u.counters);
    const cv = all.filter((c) => c.type === 'Cv'), sp = all.filter((c) => c.type === 'Sp');
    expect(cv.length).toBeGreaterThan(0);
    expect(sp.length).toBeGreaterThan(0);
    for (const c of cv) expect(c.ma).toBe(6 + (c.quality === 'F' ? FAST_MA_BONUS : 0));
    for (const c of sp) expect(c.tvFoot).toBe(6);
    // Only the corrected fields changed.
    const plain = cdb.setup(config()).units.flatMap((u) => u.counters);
    all.forEach((c, i) => { if (c.type !== 'Cv' && c.type !== 'Sp') expect(c).toEqual(plain[i]); });
  });
  it('CdB 2.8: a corrected allowance is the allowance the movement rules read', () => {
    expect(printedMa(counter('Kn', 'O', {}, readCorrections({ unitValues: [['Kn', 'ma', 5]] })))).toBe(5);
    expect(printedMa(counter('Kn', 'F', {}, readCorrections({ unitValues: [['Kn', 'ma', 5]] })))).toBe(5 + FAST_MA_BONUS);
    expect(printedMa(counter('Kn'))).toBe(CATALOGUE.Kn.ma);
  });
  it('CdB 9.1 and 9.6: a corrected allowance lets a Spear unit take a third step', () => {
    const three: MoveAction = { k: 'move', units: [1], split: SPLIT_NONE, ticks: [[OP.frontLeft], [OP.frontRight], [OP.frontLeft]] };
    const at = (corr: Parameters<typeof counter>[3]) => game([unit(1, 0, ax(0, 0), N, counter('Sp', 'O', {}, corr)), unit(99, 1, ax(0, -10), S, counter('Sp'))]);
    const plain = planMove(at({}), three);
    expect('error' in plain && plain.error.rule).toBe('CdB 9.6'); // Sp MA 2 by default
    const corrected = planMove(at(readCorrections({ unitValues: [['Sp', 'ma', 3]] })), three);
    expect('plan' in corrected && corrected.plan.end[0].hex).toBe(ax(1, -3));
  });
  it('CdB 11.2: a corrected value against foot turns an equal mêlée into a win (the loser recoils)', () => {
    const corr = readCorrections({ unitValues: [['Bd', 'tvFoot', 7]] });
    const fight = (c: typeof corr) => {
      const a = unit(1, 0, ax(0, 0), N, counter('Bd', 'O', {}, c));
      const x = unit(11, 1, ax(0, -1), 1, counter('Bd'));
      return resolveMelee(position([a, x]), a, x, [3, 3]);
    };
    const plain = fight({}), corrected = fight(corr);
    expect(plain.totals[0].total).toBe(plain.totals[1].total); // equal scores
    expect(corrected.totals[0].tv).toBe(7);
    expect(corrected.totals[0].total).toBe(plain.totals[0].total + 7 - CATALOGUE.Bd.tvFoot);
    expect(corrected.results[0].outcome).toBe('none'); // the corrected side wins by 2
    expect(corrected.results[1].outcome).toBe('recoil');
    expect(plain.results[1].outcome).not.toBe('recoil');
  });
  it('CdB 10.4: a corrected artillery shooting value is the one the shot uses', () => {
    const shoot = (v?: number) => {
      const art = unit(1, 0, ax(0, 0), N, counter('Art', 'O', {}, readCorrections({ unitValues: v === undefined ? [] : [['Art', 'shootTv', v]] })));
      const t = unit(11, 1, ax(0, -3), 1, counter('Bd'));
      return resolveShot(position([art, t]), art, t, [3, 3], { returnFire: false });
    };
    expect(shoot().totals[0].value).toBe(CATALOGUE.Art.shootTv);
    expect(shoot(7).totals[0].value).toBe(7);
  });
});

describe('issue 15: which values are still provisional, and which differ from the defaults', () => {
  it('correcting a placeholder drops the provisional count by one, and lists the difference with its provenance', () => {
    const before = valueReport({});
    expect(before.differences).toEqual([]);
    expect(before.provisional.length).toBeGreaterThan(0);
    expect(before.provisional.every((e) => e.prov.src === 'placeholder')).toBe(true);
    expect(before.provisional.find((e) => e.type === 'Kn' && e.field === 'ma')).toBeDefined();
    const after = valueReport(readCorrections({ unitValues: [['Kn', 'ma', 4]] }));
    expect(after.provisional.length).toBe(before.provisional.length - 1);
    expect(after.provisional.find((e) => e.type === 'Kn' && e.field === 'ma')).toBeUndefined();
    expect(after.differences).toEqual([{ type: 'Kn', field: 'ma', value: 4, default: CATALOGUE.Kn.ma, prov: CATALOGUE.Kn.prov.ma }]);
  });
  it('confirming a placeholder with its default value makes it the players\' (not provisional, no difference)', () => {
    const r = valueReport(readCorrections({ unitValues: [['Kn', 'ma', CATALOGUE.Kn.ma]] }));
    expect(r.provisional.length).toBe(valueReport({}).provisional.length - 1);
    expect(r.differences).toEqual([]);
  });
  it('correcting a rulebook value is a difference but never changes the provisional count', () => {
    const r = valueReport(readCorrections({ unitValues: [['Bw', 'ma', 3]] }));
    expect(CATALOGUE.Bw.prov.ma.src).toBe('rulebook');
    expect(r.provisional.length).toBe(valueReport({}).provisional.length);
    expect(r.differences.map((d) => [d.type, d.field, d.value, d.default, d.prov.src])).toEqual([['Bw', 'ma', 3, 2, 'rulebook']]);
  });
});
