// The army builder's start (army-builder.tsx) and a built army's sealed code (CdB 14, S1):
// the device that sealed it reads it back from the state, nobody else can.
import { describe, expect, it } from 'vitest';
import { BOX_MOD, openSmall, saltWords, sealSmall } from '../../src/engine/commitment';
import { armyCode, checkArmy } from '../../src/rules/cdb/army';
import { ARMY_LISTS, POINTS, scaledMin } from '../../src/rules/cdb/data/lists';
import { decode, encode } from '../../src/rules/cdb/codec';
import { cdb } from '../../src/rules/cdb';
import { addedCorps, startArmy } from '../../src/views/cdb/army-builder';
import { myArmy, sealedCommit } from '../../src/views/cdb/setup';

const secretA = new Uint8Array(32).fill(7), secretB = new Uint8Array(32).fill(9);

describe('CdB 14: the builder starts from an army that may be fielded', () => {
  it('every list at every size, both roundings (sidebar-300)', () => {
    for (let l = 0; l < ARMY_LISTS.length; l++) for (let p = 0; p < POINTS.length; p++) for (const narrow of [false, true]) {
      expect(checkArmy(startArmy(l, p, narrow), narrow), `${ARMY_LISTS[l].id} ${POINTS[p]} ${narrow}`).toBeNull();
    }
  });
});

describe('CdB 14.2: corps added in the builder', () => {
  it('another corps of the own list starts with its general alone; an ally with a quarter of each compulsory minimum', () => {
    for (let l = 0; l < ARMY_LISTS.length; l++) {
      const list = ARMY_LISTS[l], general = Math.max(0, list.entries.findIndex((e) => e.general));
      const own = addedCorps(l, 1, false, false);
      expect(own.counts.reduce((a, b) => a + b, 0), list.id).toBe(1);
      expect(own.counts[general]).toBe(1);
      // Lists that are some army's ally: their contingent comes with its general.
      if (!ARMY_LISTS.some((x) => x.allies.includes(list.id))) continue;
      const ally = addedCorps(l, 2, false, true);
      expect(ally.counts[general], list.id).toBeGreaterThanOrEqual(1);
      list.entries.forEach((e, k) => { if (!e.compulsory) expect(ally.counts[k]).toBe(0); else if (k !== general) expect(ally.counts[k], `${list.id} ${k}`).toBe(Math.ceil(scaledMin(e.min, 2) / 4)); });
    }
  });
});

describe('CdB S1: a built army sealed for its chooser', () => {
  const built = { ...startArmy(1, 1, false) };
  it('the box opens with the chooser\'s salt only, and carries numbers below 128', () => {
    const code = armyCode(built), salt = saltWords(secretA, 'cdb-army');
    const box = sealSmall(code, salt);
    expect(box.every((x) => x >= 0 && x < BOX_MOD)).toBe(true);
    expect(box).not.toEqual(code);
    expect(openSmall(box, salt)).toEqual(code);
    expect(openSmall(box, saltWords(secretB, 'cdb-army'))).not.toEqual(code);
    expect(() => sealSmall([128], salt)).toThrow();
  });
  it('travels in the packet (codec 18) and is refused when a number is out of range', () => {
    const a = sealedCommit(built, secretA);
    expect(decode(encode(a))).toEqual(a);
    const bad = encode(a); bad[bad.length - 1] = 128;
    expect(() => decode(bad)).toThrow();
  });
  it('the chooser\'s device finds its army again at the reveal; the other device cannot', () => {
    let s = cdb.setup({ scenario: 'battle', options: {} });
    const ctx = { dice: { roll: () => 1, d6: () => 1, d10: () => 0 }, log() {} };
    s = cdb.apply(s, 0, sealedCommit(built, secretA), ctx);
    expect(s.setup!.boxes![0]).toHaveLength(armyCode(built).length);
    expect(myArmy(s, 0, secretA)).toEqual(built);
    expect(myArmy(s, 0, secretB)).toBeNull();
    s = cdb.apply(s, 1, sealedCommit({ sample: 0 } as never, secretB), ctx);
    expect(s.setup!.step).toBe('reveal');
    expect(myArmy(s, 1, secretB)).toEqual({ sample: 0 });
  });
});
