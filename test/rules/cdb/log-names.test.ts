// The names a log event carries (log-names.ts): each unit by its counters, its leader and its
// corps numbered within its army, with the side it serves where both armies appear in one
// line; the corps an event names. Built on the fixed scenario's units; each assertion fails
// when its part of the naming is switched off (the survivors of `npm run mutate -- cdb
// src/rules/cdb/log-names.ts`, session 18).
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/contract';
import { cdb } from '../../../src/rules/cdb';
import { corpsNumber, namingCtx, unitName, type Names } from '../../../src/rules/cdb/log-names';
import type { CdbState, Unit } from '../../../src/rules/cdb/state';

const start = (): CdbState => cdb.setup({ scenario: 'hittite-mycenaean', options: {} });
const led = (s: CdbState, key: 'cinc' | 'general'): Unit => s.units.find((u) => u.counters.some((c) => c[key]) && !u.counters.some((c) => (key === 'general' ? c.cinc : false)))!;

describe('CdB log names: a unit named by its counters and its leader', () => {
  it('the commander-in-chief and a corps general are named with their unit, in both languages', () => {
    const s = start();
    const c = unitName(s, led(s, 'cinc'));
    expect(c.en).toContain(' with the commander-in-chief, corps ');
    expect(c.fr).toContain(' avec le général en chef, corps ');
    const g = unitName(s, led(s, 'general'));
    expect(g.en).toMatch(/ with the general, corps \d$/);
    expect(g.fr).toMatch(/ avec le général, corps \d$/);
    const plain = s.units.find((u) => u.counters.every((x) => !x.cinc && !x.general))!;
    expect(unitName(s, plain).en).not.toContain(' with ');
  });

  it('sided: the English puts the side before the corps, the French after it', () => {
    const s = start();
    const u = s.units.find((x) => x.side === 1)!;
    const n = corpsNumber(s, u.corps);
    expect(unitName(s, u, true).en).toMatch(new RegExp(`, the Hittites' corps ${n}$`));
    expect(unitName(s, u, true).fr).toMatch(new RegExp(`, corps ${n} des Hittites$`));
    expect(unitName(s, u).en).toMatch(new RegExp(`, corps ${n}$`));
    expect(unitName(s, u).en + unitName(s, u).fr).not.toContain('Hittites');
  });
});

describe('CdB log names: corps numbered within their army', () => {
  it('each army counts its own corps from 1; an unknown corps is 0', () => {
    const s = start();
    for (const side of [0, 1] as const) {
      const mine = s.corps.filter((c) => c.side === side);
      expect(mine.map((c) => corpsNumber(s, c.id))).toEqual(mine.map((_, i) => i + 1));
    }
    expect(corpsNumber(s, 999)).toBe(0);
    expect(corpsNumber({ ...s, corps: [] }, s.corps[0].id)).toBe(0);
  });
});

describe('CdB log names: what an event names', () => {
  const logged = (s: CdbState, e: LogEvent): LogEvent & { nm: Names } => {
    const out: LogEvent[] = [];
    namingCtx(s, { dice: { roll: () => 1, d6: () => 1, d10: () => 1 }, log: (x) => out.push(x) }).log(e);
    return out[0] as LogEvent & { nm: Names };
  };

  it('every field that holds units, as one id or a list, gets its unit named with its side', () => {
    const s = start();
    const ids = s.units.map((u) => u.id);
    const fields = ['units', 'unit', 'target', 'enemy', 'attacker', 'by', 'elephant', 'behind', 'supports'];
    fields.forEach((f, i) => {
      const one = logged(s, { t: 'x', [f]: ids[i] });
      expect(Object.keys(one.nm.units), f).toEqual([String(ids[i])]);
      expect(one.nm.units[String(ids[i])]).toEqual(unitName(s, s.units[i], true));
      const many = logged(s, { t: 'x', [f]: [ids[i], ids[i + 1]] });
      expect(Object.keys(many.nm.units).sort(), f).toEqual([String(ids[i]), String(ids[i + 1])].sort());
    });
    expect(logged(s, { t: 'x', other: ids[0] }).nm.units).toEqual({});
    expect(logged(s, { t: 'x', unit: 'not an id' }).nm.units).toEqual({});
  });

  it('the corps an event names, as one id or a list, get their numbers; the event is passed on unchanged', () => {
    const s = start();
    const [a, b] = s.corps.filter((c) => c.side === 1);
    expect(logged(s, { t: 'x', corps: b.id }).nm.corps).toEqual({ [String(b.id)]: 2 });
    expect(logged(s, { t: 'x', corps: [a.id, b.id] }).nm.corps).toEqual({ [String(a.id)]: 1, [String(b.id)]: 2 });
    expect(logged(s, { t: 'x', corps: 'x' }).nm.corps).toEqual({});
    expect(logged(s, { t: 'x', corps: b.id })).toEqual({ t: 'x', corps: b.id });
    expect(logged(s, { t: 'x' }).nm.sides).toBeUndefined();
  });
});
