// MOR-12 (p.26) with FRM-04: which stand a shaken unit loses (morale.ts casualtyStand,
// through addDps). The default is the last-listed stand of the sub-unit with the most
// stands, ties to the rearmost sub-unit; the owner may name one of the unit's stands
// instead; the casualty keeps the formation sound when some stand can, and is the default
// otherwise. Positions built by hand; these pin what mutation testing found unguarded (issue 11).
import { describe, expect, it } from 'vitest';
import { addDps } from '../../../src/rules/civbel/morale';
import { checkFormation } from '../../../src/rules/civbel/posed-formations';
import { DEPTH, JT, unit } from './helpers';

const sp = (o: Parameters<typeof unit>[4] = {}) => unit('u', 0, 'X', 'spearmen', o);
const lost = (u: ReturnType<typeof sp>, chosen: string[] = []) => addDps(u, 1, 'combat', chosen).events.map((e) => e.stand);
/** Spearmen facing +y in ranks of the given widths, front rank first, left-aligned, listed front rank first. */
const ranks = (ws: number[]) => {
  const u = sp({ n: ws.reduce((a, w) => a + w, 0), shaken: true });
  let k = 0;
  return { ...u, stands: ws.flatMap((w, r) => Array.from({ length: w }, (_, i) => ({ ...u.stands[0], id: `u.${k++}`, x: i * JT, y: -r * DEPTH }))) };
};

describe('MOR-12: the casualty stand', () => {
  it('the owner\'s choice only when it names one of the unit\'s stands', () => {
    const line = sp({ n: 4, shaken: true });
    expect(lost(line, ['u.1'])).toEqual(['u.1']);
    expect(lost(line, ['v.1'])).toEqual(['u.3']);
    expect(lost(line, [''])).toEqual(['u.3']);
  });
  it('the sub-unit with the most stands, whichever is listed first; ties to the rearmost', () => {
    // One row, so that the sub-units differ only in their count; the end stand keeps the row whole.
    expect(lost(sp({ kind: 'legion', n: 5, subs: [0, 0, 0, 1, 1], shaken: true }))).toEqual(['u.0']);
    expect(lost(sp({ kind: 'legion', n: 5, subs: [1, 1, 0, 0, 0], shaken: true }))).toEqual(['u.4']);
    expect(lost(sp({ kind: 'legion', n: 4, subs: [0, 0, 1, 1], shaken: true }))).toEqual(['u.3']);
    expect(lost(sp({ kind: 'legion', n: 4, subs: [1, 1, 0, 0], shaken: true }))).toEqual(['u.0']);
  });
  it('a Line already unsound (ranks 4 and 2) loses its default stand, not one that would mend it', () => {
    const u = ranks([4, 2]);
    expect(checkFormation(u).ok).toBe(false);
    // Losing the front rank's end would leave 3 and 2, sound; the rule keeps the default.
    expect(checkFormation({ ...u, stands: u.stands.filter((s) => s.id !== 'u.3') }).ok).toBe(true);
    expect(lost(u)).toEqual(['u.5']);
  });
  it('when no single loss keeps the Line sound (ranks 3, 2, 2), the default', () => {
    const u = ranks([3, 2, 2]);
    expect(checkFormation(u).ok).toBe(true);
    expect(u.stands.every((x) => !checkFormation({ ...u, stands: u.stands.filter((s) => s !== x) }).ok)).toBe(true);
    expect(lost(u)).toEqual(['u.6']);
  });
});

describe('MOR-12 with FRM-04: a Line no stand can be spared from closes its ranks behind its front', () => {
  it('a Line of 3, 3 and 2 that loses two stands stands as 3 and 3, its front rank where it was', async () => {
    const { addDps } = await import('../../../src/rules/civbel/morale');
    const { checkFormation } = await import('../../../src/rules/civbel/posed-formations');
    const { unitFrame } = await import('../../../src/rules/civbel/facing');
    const st = (k: number, x: number, y: number) => ({ id: `u.${k}`, x, y, h: 270, d: 180, type: 'spearmen' as const, sub: 0, uns: false, armoured: false });
    const xs = [7620, 7380, 7140];
    const stands = [0, 1, 2].map((i) => st(i, xs[i], 5040)).concat([3, 4, 5].map((i) => st(i, xs[i - 3], 5220)), [6, 7].map((i) => st(i, xs[i - 6], 5400)));
    const u = { id: 'u', side: 1, name: 'Foot', command: 'c', nation: 'n', kind: 'unit', type: 'spearmen', grade: 'B', morale: ['average'], camel: false, stands, formation: 'line', dps: 0, shaken: true, destroyed: false,
      status: { halted: false, spontaneous: false, pursuing: false, looting: false, routing: false, retiring: false, evading: false, rallying: false, mustWithdraw: false, inCombat: false, charging: false, rampaging: false },
      turn: { controlled: false, moved: false, shotAt: false, enemyCameWithinBow: false }, shotAtLastTurn: false, lastAction: 'halt', nearFearsome: false, lossesSeen: [] } as never;
    expect(checkFormation(u).ok).toBe(true);
    const r = addDps(u, 2, 'combat');
    expect(r.unit.stands).toHaveLength(6);
    expect(checkFormation(r.unit).ok).toBe(true);
    expect(unitFrame(r.unit).o).toEqual(unitFrame(u).o);
    // The ranks close to 3 and 3 (as even as possible, as deep as it may be while no wider).
    const fr = unitFrame(r.unit);
    expect(fr.front).toHaveLength(3);
    expect(fr.w).toBe(unitFrame(u).w);
  });
  it('only a Line that lost its shape closes its ranks: a sound Line and a Column are left as they stand', async () => {
    const { closeRanks } = await import('../../../src/rules/civbel/morale');
    const { unit } = await import('./helpers');
    const line = unit('l', 0, 'c', 'spearmen', { n: 4 });
    expect(closeRanks(line)).toBe(line);
    const column = { ...unit('k', 0, 'c', 'spearmen', { n: 3 }), formation: 'column' as const };
    expect(closeRanks(column)).toBe(column);
  });
});
