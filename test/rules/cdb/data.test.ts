// The data of src/rules/cdb/data, transcribed again from the specification (§2.3, §5.1,
// §5.7, §6.3, §8.1, §8.4) so that a changed value fails here.
import { describe, expect, it } from 'vitest';
import { AP_MODIFIERS, COMMAND_RANGE_IN_VIEW, COMMAND_RANGE_OUT_OF_VIEW } from '../../../src/rules/cdb/data/ap-modifiers';
import { SAMPLE_ARMIES } from '../../../src/rules/cdb/data/armies';
import { CONTRADICTIONS, MISSING } from '../../../src/rules/cdb/data/readings';
import { RESULTS } from '../../../src/rules/cdb/data/results';
import { SHORT_SIGHT_HEXES, TERRAIN_KINDS } from '../../../src/rules/cdb/data/terrain';
import { CATALOGUE, FAST_MA_BONUS, QUALITIES, TV_SHOT_BY_BOWMEN, UNIT_TYPES, ecHalves } from '../../../src/rules/cdb/data/units';
import { corpsHalves, thresholdHalves, armyHalves } from '../../../src/rules/cdb/losses';
import { DEFAULT_OPTIONS, LATE_OPTIONS, OPTIONS, opt } from '../../../src/rules/cdb/options';
import { ax, counter, N, position, S, unit } from './helpers';
import { meleeTotals } from '../../../src/rules/cdb/melee';

// type: class, MA, TV vs foot, TV vs mounted, range, light, skirmisher, shoots, ⟨X⟩
const TABLE: [string, string, number, number, number, number | undefined, boolean, boolean, string, boolean][] = [
  ['Kn', 'mounted', 3, 3, 4, undefined, false, false, 'no', false],
  ['Cv', 'mounted', 4, 3, 3, undefined, false, false, 'no', false],
  ['LH', 'mounted', 5, 2, 2, undefined, true, true, 'no', false],
  ['El', 'mounted', 3, 4, 5, undefined, false, false, 'no', false],
  ['Cm', 'mounted', 4, 2, 4, undefined, false, false, 'no', false],
  ['Exp', 'mounted', 4, 4, 4, undefined, false, false, 'no', true],
  ['Sp', 'foot', 2, 4, 4, undefined, false, false, 'no', false],
  ['Bd', 'foot', 2, 5, 3, undefined, false, false, 'no', false],
  ['Pk', 'foot', 2, 3, 4, undefined, false, false, 'no', true],
  ['Ax', 'foot', 3, 3, 2, undefined, true, false, 'no', false],
  ['Bw', 'foot', 2, 2, 4, 2, false, false, 'yes', true],
  ['Ps', 'foot', 3, 2, 2, undefined, true, true, 'no', false],
  ['Wb', 'foot', 2, 3, 2, undefined, false, false, 'no', false],
  ['Hd', 'foot', 2, 3, 2, undefined, false, false, 'no', false],
  ['Art', 'foot', 2, 2, 2, 5, false, false, 'yes', true],
  ['WW', 'foot', 2, 3, 4, 2, false, false, 'ordinaryOrSuperior', true],
  ['Bag', 'baggage', 2, 1, 1, undefined, false, false, 'no', false],
];

describe('CdB unit-type catalogue (CdB 2.4, CdB 2.6, spec §5.1; CdB M3, CdB M4, CdB M5)', () => {
  it('holds the 17 types of 2.4 with the qualities S, O, I, F, X (CdB 2.3)', () => {
    expect(UNIT_TYPES).toHaveLength(17);
    expect(QUALITIES).toEqual(['S', 'O', 'I', 'F', 'X']);
    expect(TABLE.map((r) => r[0])).toEqual([...UNIT_TYPES]);
  });
  it('transcribes each type\'s class, allowance, tactical values, range and flags', () => {
    for (const [code, cls, ma, tvF, tvM, range, light, skirm, shoots, x] of TABLE) {
      const d = CATALOGUE[code as keyof typeof CATALOGUE];
      expect([d.cls, d.ma, d.tvFoot, d.tvMounted, d.range, d.light, d.skirmisher, d.shoots, d.changedSinceVV15], code)
        .toEqual([cls, ma, tvF, tvM, range, light, skirm, shoots, x]);
    }
    expect(CATALOGUE.Art.shootTv).toBe(4);
    expect(FAST_MA_BONUS).toBe(1);
    expect(TV_SHOT_BY_BOWMEN).toEqual({ Kn: 4, WW: 4, Bd: 4 });
  });
  it('marks the values the rulebook gives as rulebook and every reconstruction as a placeholder', () => {
    const rulebook: string[] = [];
    for (const d of Object.values(CATALOGUE)) for (const [f, pr] of Object.entries(d.prov)) if (pr.src === 'rulebook') rulebook.push(`${d.code}.${f}`);
    expect(rulebook.sort()).toEqual(['Bag.ma', 'Bag.tvFoot', 'Bag.tvMounted', 'Bw.ma', 'Bw.tvFoot', 'Cm.ma', 'Cv.ma']);
    expect(CATALOGUE.Kn.prov.tvFoot.src).toBe('placeholder');
    expect(CATALOGUE.Bw.prov.range.src).toBe('placeholder');
    expect(CATALOGUE.Kn.prov.range.src).toBe('derived');
  });
  it('counts counter equivalents in halves (CdB 12.1)', () => {
    expect(ecHalves('Ps', 'O')).toBe(1);
    expect(ecHalves('Hd', 'O')).toBe(1);
    expect(ecHalves('Hd', 'I')).toBe(0);
    expect(ecHalves('Bag', 'I')).toBe(4);
    expect(ecHalves('Kn', 'X')).toBe(2);
  });
});

describe('CdB terrain and modifier tables', () => {
  it('the terrain kinds of 1.2 by class, with sight and ambush properties (CdB 1.2, CdB M14)', () => {
    const byGround = (g: string) => Object.values(TERRAIN_KINDS).filter((k) => k.ground === g).map((k) => k.id);
    expect(byGround('broken')).toEqual(['marshy', 'rocky', 'mud', 'river', 'frozen', 'brush']); // river hexes: spec M11 (b)
    expect(byGround('difficult')).toEqual(['wood', 'orchard', 'olive', 'oasis', 'enclosure', 'marsh', 'buildings']);
    expect(Object.values(TERRAIN_KINDS).filter((k) => k.blocksSight).map((k) => k.id)).toEqual(['wood', 'orchard', 'buildings']);
    expect(Object.values(TERRAIN_KINDS).filter((k) => k.shortSight).map((k) => k.id)).toEqual(['wood', 'oasis']);
    expect(SHORT_SIGHT_HEXES).toBe(2);
  });
  it('the AP modifiers of 4.2 are +1 each, with their ⟨X⟩ marks (CdB C1)', () => {
    expect(AP_MODIFIERS.map((m) => [m.id, m.value, m.applies, m.changedSinceVV15])).toEqual([
      ['4.2-M1', 1, 'move', true], ['4.2-M2', 1, 'move', true], ['4.2-M3', 1, 'move', false], ['4.2-M4', 1, 'move', true],
      ['4.2-R1', 1, 'restraint', false], ['4.2-G1', 1, 'any', false], ['4.2-G2', 1, 'any', false],
    ]);
    expect([COMMAND_RANGE_IN_VIEW, COMMAND_RANGE_OUT_OF_VIEW]).toEqual([12, 6]);
  });
  it('the results table has an entry for every loser in rows 2 and 3 or a fall-back (CdB 11.5)', () => {
    expect(RESULTS.filter((e) => e.row === 2 && e.losers !== 'others').flatMap((e) => e.losers as string[]).sort())
      .toEqual([...UNIT_TYPES].sort());
    expect(RESULTS.filter((e) => e.row === 3 && e.losers !== 'others').flatMap((e) => e.losers as string[])).toEqual(['LH', 'Cv', 'Ps']);
    expect(RESULTS.filter((e) => e.prov.src === 'placeholder').map((e) => e.id)).toEqual(['5.7-2-WW', '5.7-3-others']);
  });
  it('lists the readings C1–C23 and M1–M22 in order', () => {
    expect(CONTRADICTIONS.map((r) => r.id)).toEqual(Array.from({ length: 23 }, (_, i) => `C${i + 1}`));
    expect(MISSING.map((r) => r.id)).toEqual(Array.from({ length: 22 }, (_, i) => `M${i + 1}`));
    for (const r of [...CONTRADICTIONS, ...MISSING]) if (r.option && r.status === 'applied') expect(OPTIONS.map((o) => o.id)).toContain(r.option);
  });
  it('every option has English and French help naming its rule, and a default among its choices', () => {
    for (const o of OPTIONS) {
      expect(o.rule, o.id).toMatch(/^CdB (\d|sidebar-)/);
      expect(o.help.en.length).toBeGreaterThan(20);
      expect(o.help.fr.length).toBeGreaterThan(20);
      expect(o.choices.map((c) => c.value)).toContain(o.default);
      expect(DEFAULT_OPTIONS[o.id]).toBe(LATE_OPTIONS.includes(o.id) ? undefined : o.default); // late options: only when a header names them
      expect(opt({}, o.id)).toBe(o.default);
    }
    expect(new Set(OPTIONS.map((o) => o.id)).size).toBe(OPTIONS.length);
  });
});

describe('CdB sample armies (spec §6.3; CdB M9, CdB C23)', () => {
  it('three corps (2 to 4 generals, CdB 2.1) of 12 counters each with 2 baggage, 11 counter-equivalents and a threshold of 4 (CdB 14.1, CdB 12.2)', () => {
    for (const army of SAMPLE_ARMIES) {
      expect(army.corps).toHaveLength(3);
      expect(army.corps.length).toBeGreaterThanOrEqual(2);
      expect(army.corps.length).toBeLessThanOrEqual(4);
      let armyH = 0;
      for (const c of army.corps) {
        expect(c.counters).toHaveLength(12);
        expect(c.counters[0].general).toBe(true);
        expect(c.baggage).toHaveLength(2);
        const counters = c.counters.map((d) => counter(d.type, d.quality, { regular: d.regular }));
        expect(corpsHalves(counters)).toBe(22);
        expect(thresholdHalves(counters, DEFAULT_OPTIONS)).toBe(8);
        armyH += armyHalves([...counters, counter('Bag', 'I'), counter('Bag', 'I')]);
      }
      expect(armyH).toBe(90); // 45 counter-equivalents, baggage included
      expect(army.corps.filter((c) => c.counters[0].cinc)).toHaveLength(1);
    }
    expect(SAMPLE_ARMIES.map((a) => [a.id, a.aggression])).toEqual([['hittite', 2], ['mycenaean', 4]]);
    expect(SAMPLE_ARMIES[1].corps[0].counters[1].dismounted).toEqual({ type: 'Bd', quality: 'O' });
  });
});

describe('CdB M20: artillery is foot, has a facing, and fights in contact at +2 (DBA), shoots at +4 to 5 hexes', () => {
  it('its catalogue row, and a mêlée against Spears read from it', () => {
    const a = CATALOGUE.Art;
    expect([a.cls, a.tvFoot, a.tvMounted, a.shootTv, a.range, a.shoots]).toEqual(['foot', 2, 2, 4, 5, 'yes']);
    const art = unit(1, 0, ax(0, 0), N, counter('Art')), sp = unit(2, 1, ax(0, -1), S, counter('Sp'));
    expect(art.facing).toBe(N);
    const [ta, tx] = meleeTotals(position([art, sp]), sp, art, [3, 3]);
    expect([tx.tv, ta.tv]).toEqual([2, 4]);
  });
});
