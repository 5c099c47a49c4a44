// The itemised terms of a close-combat total (RES-01..03, CC-04, INTERP-16) as the log and the
// table view show them: each tactical factor under its own key, the supporter's id, and no
// close-combat factor in a shooting total. Hand-built positions, as in combat.test.ts.
import { describe, expect, it } from 'vitest';
import { score } from '../../../src/rules/dba/combat';
import type { Feature } from '../../../src/rules/dba/state';
import { get, position, type Spec } from './helpers';

const D: Record<string, number> = { '4Bd': 60, '4Sp': 60, '4Wb': 60, '2Ps': 80, '3Kn': 120, '3Cv': 120 };
const n = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [front - D[base], front] });
const s_ = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 1): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [front, front + D[base]] });
const marsh = (x: number, y: number): Feature => ({ kind: 'Marsh', compulsory: false, p: [x, y, 400, 300, 0] });
const keys = (items: [number, string, string][]) => items.map((f) => f[2]);

describe('DBA RES-01 itemised factors', () => {
  it('GEN-01 / RES-01: the general is logged as its own +1, with no supporter', () => {
    const s = position([{ ...n(0, '4Bd', 1000, 1000), gen: true }, s_(12, '3Cv', 1000, 1000)]);
    const sc = score(s, get(s, 0), get(s, 12), 3, false);
    expect(sc.items).toEqual([[1, 'DBA RES-01', 'general']]);
    expect(sc.supporter).toBe(-1);
  });
  it('INTERP-16: a Kn in Marsh is logged with one −2 for bad going', () => {
    const s = position([n(0, '3Kn', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { terrain: [marsh(1080, 820)] });
    expect(score(s, get(s, 0), get(s, 12), 1, false).items).toEqual([[-2, 'DBA INTERP-16', 'bad']]);
  });
  it('RES-02: a Wb supported by a Wb against Bd logs "support" and names the supporter', () => {
    const s = position([n(0, '4Wb', 1000, 1000), n(1, '4Wb', 1000, 940), s_(12, '4Bd', 1000, 1000)]);
    const sc = score(s, get(s, 0), get(s, 12), 1, false);
    expect(sc.items).toEqual([[1, 'DBA RES-02', 'support']]);
    expect(sc.supporter).toBe(1);
  });
  it('RES-03: a Sp with a Ps behind it against Cv logs "psSupport" and names the Ps', () => {
    const s = position([n(0, '4Sp', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '3Cv', 1000, 1000)]);
    const sc = score(s, get(s, 0), get(s, 12), 1, false);
    expect(sc.items).toEqual([[1, 'DBA RES-03', 'psSupport']]);
    expect(sc.supporter).toBe(1);
  });
  it('CC-04: an overlap is logged under its flank; a shooting total has no close-combat factor and no support', () => {
    const s = position([n(0, '4Bd', 1000, 1000), n(1, '4Bd', 1160, 1000), s_(12, '4Bd', 1000, 1000)]);
    const cc = score(s, get(s, 12), get(s, 0), 1, false);
    expect(cc.tf).toBe(-1);
    expect(cc.items).toEqual([[-1, 'DBA CC-04', 'flankL']]); // the overlapping Bd is on the left of the element facing south
    const sh = score(s, get(s, 12), get(s, 0), 1, true);
    expect(sh.items).toEqual([]);
    expect(sh.tf).toBe(0);
    expect(sh.total).toBe(1 + 5); // die 1, Bd against foot 5, nothing else
  });
  it('RES-01 / INTERP-16: a mounted element fighting an enemy in bad going takes −2, though itself in good going', () => {
    const s = position([n(0, '3Cv', 1000, 1000), s_(12, '4Bd', 1000, 1000)], { terrain: [marsh(1080, 1200)] });
    expect(score(s, get(s, 0), get(s, 12), 1, false).items).toEqual([[-2, 'DBA INTERP-16', 'bad']]);
    expect(score(s, get(s, 12), get(s, 0), 1, false).items).toEqual([[-2, 'DBA INTERP-16', 'bad']]); // the Bd itself is in the Marsh
  });
});
