// Allied corps (CdB 4.3; spec T-4.3).
import { describe, expect, it } from 'vitest';
import { defects, regainsReliability, standOffViolation, unreliableAfterFirstRoll } from '../../../src/rules/cdb/allies';
import { ax, corps, counter, N, position, S, unit } from './helpers';

describe('CdB 4.3: allied corps (spec T-4.3)', () => {
  const ally = corps(3, 0, 0, { allied: true, regularGeneral: false, nationality: 'Gepid', unreliable: true });
  it('a first AP roll of 1 makes an ally unreliable; a non-allied corps never', () => {
    expect(unreliableAfterFirstRoll(ally, 1)).toBe(true);
    expect(unreliableAfterFirstRoll(ally, 2)).toBe(false);
    expect(unreliableAfterFirstRoll(corps(1, 0, 0), 1)).toBe(false);
  });
  it('a 6, an adjacent enemy, being shot at or a demoralised enemy corps make it reliable again', () => {
    expect(regainsReliability({ die: 6 })).toBe(true);
    expect(regainsReliability({ die: 5 })).toBe(false);
    expect(regainsReliability({ enemyAdjacent: true })).toBe(true);
    expect(regainsReliability({ shotAt: true })).toBe(true);
    expect(regainsReliability({ enemyCorpsDemoralised: true })).toBe(true);
  });
  it('an irregular ally of another nationality defects when a corps of its army breaks; same nationality only in a civil war', () => {
    expect(defects(ally, 'Roman', true, false)).toBe(true);
    expect(defects(ally, 'Roman', false, false)).toBe(false);
    expect(defects({ ...ally, regularGeneral: true }, 'Roman', true, false)).toBe(false);
    expect(defects({ ...ally, nationality: 'Roman' }, 'Roman', true, false)).toBe(false);
    expect(defects({ ...ally, nationality: 'Roman', regularGeneral: true }, 'Roman', true, true)).toBe(true);
    expect(defects({ ...ally, unreliable: false }, 'Roman', true, false)).toBe(false);
    expect(defects({ ...ally, compulsoryAlly: true, nationality: 'Roman' }, 'Roman', true, true)).toBe(false);
  });
  it('an unreliable ally may not move within 12 hexes of an enemy and closer than before (spec A21)', () => {
    const foe = unit(9, 1, ax(14, 0), S, counter('Sp'));
    const u = unit(1, 0, ax(0, 0), N, counter('Cv'), 3);
    const before = position([u, foe]);
    const closer = position([{ ...u, hex: ax(3, 0) }, foe]); // 11 away
    const stays = position([{ ...u, hex: ax(2, 0) }, foe]); // 12 away
    expect(standOffViolation(before, closer, 3)?.rule).toBe('CdB 4.3');
    expect(standOffViolation(before, stays, 3)).toBeNull();
    const inside = position([{ ...u, hex: ax(4, 0) }, foe]);
    expect(standOffViolation(inside, position([{ ...u, hex: ax(4, 1) }, foe]), 3)).toBeNull(); // already inside, not closer
    expect(standOffViolation(inside, position([{ ...u, hex: ax(5, 0) }, foe]), 3)?.rule).toBe('CdB 4.3');
  });
});
