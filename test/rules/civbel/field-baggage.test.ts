// CMD-35..37, A.6 (ours; late option fieldBaggage, with the option pursuit): each army's baggage
// on the broken field, behind its lines and clear of the terrain pieces, as on the open plain;
// "A broken field" of the fixed armies had none before the option.
import { describe, expect, it } from 'vitest';
import { civbel } from '../../../src/rules/civbel';
import { baggageClearOf, baggagePoly, sideBaggage } from '../../../src/rules/civbel/pursuit';
import { TABLE } from '../../../src/rules/civbel/deployment';
import { onTable } from '../../../src/rules/civbel/deployment';
import { overlaps } from '../../../src/engine/plane';
import type { CbTerrain } from '../../../src/rules/civbel/terrain';
import { JT } from './helpers';

const clearOfGround = (b: Parameters<typeof baggagePoly>[0], terrain: readonly CbTerrain[]) => !terrain.some((t) => overlaps(baggagePoly(b)!, t.poly));

describe('CMD-35, option fieldBaggage: baggage on the broken field', () => {
  it('the fixed armies\' broken field: one baggage per side at the middle of its own edge, on the table, clear of the hill, wood, marsh and scrub', () => {
    const s = civbel.setup({ scenario: 'broken-field', options: { pursuit: 'rules', fieldBaggage: 'placed' } });
    expect(s.terrain!.length).toBe(4);
    expect(s.baggage).toEqual([sideBaggage(0, TABLE), sideBaggage(1, TABLE)]);
    for (const b of s.baggage) {
      expect(baggagePoly(b)!.every((p) => onTable(p.x, p.y))).toBe(true);
      expect(clearOfGround(b, s.terrain!)).toBe(true);
    }
  });
  it('the armies chosen in secret on the broken field have theirs there too, clear of the ground', () => {
    const s = civbel.setup({ scenario: 'choose-armies-field', options: { pursuit: 'rules' } });
    expect(s.baggage.length).toBe(2);
    for (const b of s.baggage) expect(clearOfGround(b, s.terrain!)).toBe(true);
  });
  it('without the option (games recorded before it), or without pursuit, none on the broken field', () => {
    expect(civbel.setup({ scenario: 'broken-field', options: { pursuit: 'rules' } }).baggage).toEqual([]);
    expect(civbel.setup({ scenario: 'broken-field', options: { pursuit: 'halt', fieldBaggage: 'placed' } }).baggage).toEqual([]);
  });
  it('a piece on the middle of the edge: the baggage moves along the edge, ½ JT at a time, to the nearest clear place (right first)', () => {
    const piece: CbTerrain = { id: 'rocks', kind: 'marsh', level: 0, poly: [{ x: 5000, y: 0 }, { x: 5700, y: 0 }, { x: 5700, y: 500 }, { x: 5000, y: 500 }] };
    const b = baggageClearOf(0, TABLE, [piece]);
    expect(b.x).toBe(5400 + 5 * JT / 2);
    expect(clearOfGround(b, [piece])).toBe(true);
    expect(clearOfGround({ ...b, x: b.x! - JT / 2 }, [piece])).toBe(false);
    // Wider to the right: it goes left, 3 JT from the middle.
    const wide: CbTerrain = { ...piece, poly: [{ x: 5000, y: 0 }, { x: 9000, y: 0 }, { x: 9000, y: 500 }, { x: 5000, y: 500 }] };
    expect(baggageClearOf(0, TABLE, [wide]).x).toBe(5400 - 3 * JT);
    expect(baggageClearOf(1, TABLE, [piece]).y).toBe(TABLE.h - JT / 2);
    // A piece elsewhere does not move it; one along the whole edge leaves it at the middle.
    const far: CbTerrain = { ...piece, id: 'far', poly: [{ x: 100, y: 3000 }, { x: 600, y: 3000 }, { x: 600, y: 3500 }, { x: 100, y: 3500 }] };
    expect(baggageClearOf(0, TABLE, [far]).x).toBe(5400);
    expect(baggageClearOf(0, TABLE, [piece, far]).x).toBe(5400 + 5 * JT / 2);
    const edge: CbTerrain = { ...piece, id: 'edge', poly: [{ x: 0, y: 0 }, { x: TABLE.w, y: 0 }, { x: TABLE.w, y: 500 }, { x: 0, y: 500 }] };
    expect(baggageClearOf(0, TABLE, [edge]).x).toBe(5400);
  });
});
