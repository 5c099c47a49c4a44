// Actions as integers (CdB 3: every action of the sequence travels in packets), and the log
// in the game's words, English and French (units by name, dice and costs with their rules).
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { CdbAction } from '../../../src/rules/cdb/actions';
import { EVENT_WORDS } from '../../../src/rules/cdb/describe';
import { OP } from '../../../src/rules/cdb/movement';
import { game, scripted } from './game-helpers';
import { ax, counter, irr, N, S, unit } from './helpers';

describe('CdB action codes', () => {
  const samples: CdbAction[] = [
    { k: 'roll' }, { k: 'assign', dice: [6, 1, 3] }, { k: 'end' }, { k: 'restrain', units: [4, 5] },
    { k: 'move', units: [3], split: 0, ticks: [[OP.pivot1], [OP.frontLeft]] },
    { k: 'move', units: [3, 4], split: 0, ticks: [[OP.frontRight, OP.stay], [OP.stay, OP.frontLeft]] },
    { k: 'move', units: [7], split: 2, ticks: [[OP.rearRight]] },
    { k: 'route', kind: 0, from: 12, to: 18 }, { k: 'route', kind: 2, from: 1, to: 0 }, { k: 'riverAcross', row: 11 },
  ];
  it('every kind round-trips', () => {
    for (const a of samples) expect(cdb.decodeAction(cdb.encodeAction(a))).toEqual(a);
  });
  it('malformed codes throw', () => {
    for (const bad of [[], [5], [0, 0], [1, 0], [1, 1, 7], [2, 0, 0], [2, 0, 1, 5, 0], [2, 3, 1, 5, 1, 1], [2, 0, 1, 5, 1, 16], [2, 0, 1, 5, 17], [3, 0], [4, 1], [-1], [0.5], [3, 1, 1e6], [21, 3, 1, 1], [21, 0, 100, 1], [21, 0, 1], [22], [22, 100], [23]])
      expect(() => cdb.decodeAction(bad), JSON.stringify(bad)).toThrow();
  });
});

/** What a player must never read (the same spirit as test/rules/log-words.test.ts). */
function clean(text: string, fr: boolean): void {
  expect(text, text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b|undefined|NaN|\[object|\?|\bnull\b/);
  if (fr) expect(text, text).not.toMatch(/(?<!\p{L})(the|and|of|with|moves?|is|from|into|turn|stack|group|unit|left|die|roll)(?!\p{L})/u);
}

describe('CdB log in words', () => {
  it('a move, a restraint, the AP dice and the end of a turn read cleanly in English and French', () => {
    const s = game([unit(1, 0, ax(0, 0), N, [counter('Sp'), counter('Sp')]), unit(2, 0, ax(2, 0), N, irr('Wb')), unit(9, 1, ax(0, -9), S, counter('Sp'))], { more: { phase: 'ap' } });
    s.corps[0].regularGeneral = false;
    const ctx = scripted([6]);
    let t = cdb.apply(s, 0, { k: 'roll' }, ctx);
    const moves: CdbAction[] = [{ k: 'move', units: [1], split: 1, ticks: [[OP.frontLeft]] }, { k: 'restrain', units: [2] }, { k: 'end' }];
    for (const a of moves) {
      for (const lang of ['en', 'fr'] as const) clean(cdb.describeAction(t, a, lang), lang === 'fr');
      t = cdb.apply(t, 0, a, ctx);
    }
    const kinds = new Set(ctx.events.map((e) => e.t));
    for (const k of ['apDice', 'apSet', 'moved', 'restrained', 'playerTurn']) expect(kinds).toContain(k);
    for (const e of ctx.events) for (const lang of ['en', 'fr'] as const) clean(cdb.describeEvent(e, lang), lang === 'fr');
    const moved = ctx.events.find((e) => e.t === 'moved')!;
    expect(cdb.describeEvent(moved, 'en')).toMatch(/^Spears \(O\), the Mycenaeans' corps 1 \(front rank advancing alone\) moves to \d{4}, facing north: \d AP \(base 1.*\); \d left \(rule 9\)$/);
    expect(cdb.describeEvent(moved, 'fr')).toMatch(/^Lances \(O\), corps 1 des Mycéniens \(premier rang avançant seul\) se déplace en \d{4}, face au nord/);
  });
  it('every event the rules log has words (each logged type is listed in EVENT_WORDS)', () => {
    const sources = import.meta.glob('../../../src/rules/cdb/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const logged = new Set<string>();
    for (const src of Object.values(sources)) for (const m of src.matchAll(/log\(\{\s*t:\s*'(\w+)'/g)) logged.add(m[1]);
    expect(logged.size).toBeGreaterThan(8);
    for (const t of logged) expect(EVENT_WORDS[t], t).toBeDefined();
  });
});
