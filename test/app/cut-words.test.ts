// A cut in the replay (engine README "Cuts"; CdB 14.3.3, N10): the hider's cut action says which
// of the mover's actions counted and how many are void; each void action names the cut that
// voided it; the mover's replay of "what is new" begins at his first void action.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/engine/game';
import { cutOf, firstUnseen, voidCause, type Sys } from '../../src/app/logic';
import { en } from '../../src/app/i18n/en';
import { fr } from '../../src/app/i18n/fr';

// Actions are [k] codes: k > 0 a cut action at k, 0 an ordinary one.
const sys = { decodeAction: (c: number[]) => c[0], cut: { at: (a: number) => (a > 0 ? a : undefined) } } as unknown as Sys;
const entry = (seq: number, index: number, code: number, o: Partial<LogEntry> = {}): LogEntry => ({ seq, seat: (seq % 2) as 0 | 1, index, code: [code], text: { en: `action ${seq}.${index}`, fr: `action ${seq}.${index}` }, events: [], ...o });

// Message 4 (the mover's) has 5 actions; message 5 opens with a cut after its action 2.
const log: LogEntry[] = [
  entry(4, 0, 0), entry(4, 1, 0), entry(4, 2, 0, { voidIn: 5 }), entry(4, 3, 0, { voidIn: 5 }), entry(4, 4, 0, { voidIn: 5 }),
  entry(5, 0, 2, { text: { en: 'show Psiloi hidden on 1205', fr: 'montrer des psiloi cachés en 1205' } }), entry(5, 1, 0),
];

describe('a cut in words', () => {
  it('the cut action: the message it cut, the actions that count, how many are void', () => {
    expect(cutOf(sys, log[5], log)).toEqual({ seq: 4, k: 2, void: 3 });
    expect(cutOf(sys, log[6], log)).toBeNull();
    expect(cutOf({ ...sys, cut: undefined } as Sys, log[5], log)).toBeNull();
  });
  it('a void action names the cut that voided it; a counted one nothing', () => {
    expect(voidCause(sys, log[3], log, 'en')).toBe('show Psiloi hidden on 1205');
    expect(voidCause(sys, log[3], log, 'fr')).toBe('montrer des psiloi cachés en 1205');
    expect(voidCause(sys, log[1], log, 'en')).toBe('');
  });
  it('the mover, who last saw message 4, replays from his first void action', () => {
    const steps = log.map((e) => ({ entry: e, state: null }));
    expect(firstUnseen(steps, 4)).toBe(2);
    expect(firstUnseen(steps, 5)).toBe(7);
  });
  it('the words in both languages', () => {
    for (const d of [en, fr] as Record<string, string>[]) for (const k of ['replay.voidHead', 'replay.voidBy', 'replay.cut', 'replay.cutNone']) expect(d[k]).toBeTruthy();
    expect(en['replay.cut']).toContain('{k}');
    expect(fr['replay.cut']).toContain('{v}');
  });
});
