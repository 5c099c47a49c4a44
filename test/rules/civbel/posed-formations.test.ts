// Formations checked on stand poses (p.27–28, spec §8.4): FRM-01, 04..07 and the
// command formations FRM-20..23, 25. Stands are posed by hand: `spots` are
// (files to the right, depth back) in plane units in the frame of a unit facing
// heading h from its first stand.
import { describe, expect, it } from 'vitest';
import { add, dirN, type Vec } from '../../../src/engine/plane';
import type { Formation } from '../../../src/rules/civbel/formations';
import {
  checkAcies, checkBattleLine, checkColumn, checkCommandGroup, checkFormation, checkLine, checkMarchColumn, checkUnformed, checkWedge,
  ignorableLight, mayActCollectively,
} from '../../../src/rules/civbel/posed-formations';
import type { CbUnit } from '../../../src/rules/civbel/state';
import type { TroopTypeId } from '../../../src/rules/civbel/data/troops';
import { DEPTH, JT, unit } from './helpers';

interface PoseOpts { h?: number; at?: Vec; d?: number; command?: string; kind?: CbUnit['kind']; subs?: number[]; legionKind?: 'manipular' | 'cohort'; type?: TroopTypeId }
function posed(id: string, formation: Formation, spots: [number, number][], o: PoseOpts = {}): CbUnit {
  const h = o.h ?? 90, at = o.at ?? { x: 0, y: 0 }, d = o.d ?? DEPTH;
  const base = unit(id, 0, o.command ?? 'X', o.type ?? 'spearmen', { formation, kind: o.kind ?? 'unit' });
  const stands = spots.map(([lat, back], i) => {
    const p = add(add(at, dirN(h - 90, lat)), dirN(h, -back));
    return { ...base.stands[0], id: `${id}.${i}`, x: p.x, y: p.y, h, d, sub: o.subs ? o.subs[i] : 0 };
  });
  return { ...base, stands, legionKind: o.legionKind };
}
/** Ranks of the given sizes, side by side, each directly behind the one in front. */
const ranks = (sizes: number[], d = DEPTH, interval = JT, gap = 0): [number, number][] =>
  sizes.flatMap((n, k) => Array.from({ length: n }, (_, i) => [i * interval, k * (d + gap)] as [number, number]));

describe('FRM-04 Line on stand poses, T-36', () => {
  it('T-36: 3+3 and 3+2 and 3+2+2 are Lines; 2+3 and 1×4 are not', () => {
    expect(checkLine(posed('u', 'line', ranks([3, 3]))).ok).toBe(true);
    expect(checkLine(posed('u', 'line', ranks([3, 2]))).ok).toBe(true);
    expect(checkLine(posed('u', 'line', ranks([3, 2, 2]))).ok).toBe(true);
    expect(checkLine(posed('u', 'line', ranks([2, 3]))).ok).toBe(false);
    expect(checkLine(posed('u', 'line', ranks([1, 1, 1, 1]))).ok).toBe(false);
  });
  it('holds at any heading (rounded corners stay within the contact tolerance)', () => {
    expect(checkLine(posed('u', 'line', ranks([4, 4]), { h: 37, at: { x: 3000, y: 2000 } })).ok).toBe(true);
  });
  it('stands must touch side by side and rank behind rank, all facing one way', () => {
    expect(checkLine(posed('u', 'line', [[0, 0], [JT + 20, 0], [2 * JT + 20, 0]])).ok).toBe(false);
    expect(checkLine(posed('u', 'line', [[0, 0], [JT, 0], [0, DEPTH + 20], [JT, DEPTH + 20]])).ok).toBe(false);
    expect(checkLine(posed('u', 'line', [[0, 0], [JT, 0], [JT / 2, DEPTH]])).ok).toBe(false);
    const turned = posed('u', 'line', ranks([3]));
    expect(checkLine({ ...turned, stands: turned.stands.map((s, i) => (i === 2 ? { ...s, h: 91 } : s)) }).ok).toBe(false);
  });
});

describe('FRM-05 Wedge on stand poses', () => {
  it('point + 2×2 with the point centred is a Wedge; off-centre, or 3 wide, is not', () => {
    expect(checkWedge(posed('w', 'wedge', [[JT / 2, 0], [0, DEPTH], [JT, DEPTH], [0, 2 * DEPTH], [JT, 2 * DEPTH]])).ok).toBe(true);
    expect(checkWedge(posed('w', 'wedge', [[0, 0], [0, DEPTH], [JT, DEPTH], [0, 2 * DEPTH], [JT, 2 * DEPTH]])).ok).toBe(false);
    expect(checkWedge(posed('w', 'wedge', ranks([3, 3]))).ok).toBe(false);
    expect(checkWedge(posed('w', 'wedge', ranks([2, 2, 2]))).ok).toBe(true);
  });
});

describe('FRM-06 Column on stand poses, T-37', () => {
  it('T-37: stands 1 × ¾ JT are one JT apart (¼ JT gaps); touching is too close', () => {
    expect(checkColumn(posed('c', 'column', [[0, 0], [0, JT], [0, 2 * JT]])).ok).toBe(true);
    expect(checkColumn(posed('c', 'column', [[0, 0], [0, DEPTH], [0, 2 * DEPTH]])).ok).toBe(false);
  });
  it('T-37: square stands follow with no gaps', () => {
    expect(checkColumn(posed('c', 'column', [[0, 0], [0, JT], [0, 2 * JT]], { d: JT })).ok).toBe(true);
  });
  it('single file only', () => {
    expect(checkColumn(posed('c', 'column', [[0, 0], [JT, 0], [0, JT]])).ok).toBe(false);
    expect(checkColumn(posed('c', 'column', [[0, 0], [30, JT]])).ok).toBe(false);
  });
});

describe('FRM-07 Acies on stand poses, T-38', () => {
  const legion = (spots: [number, number][], subs: number[], legionKind: 'manipular' | 'cohort') => posed('L', 'acies', spots, { kind: 'legion', subs, legionKind });
  const subs9 = [0, 0, 0, 1, 1, 1, 2, 2, 2];
  it('T-38: 3 lines of 3, ½ JT apart: valid; lines 0.3 JT apart: not', () => {
    expect(checkAcies(legion(ranks([3, 3, 3], DEPTH, JT, JT / 2), subs9, 'cohort')).ok).toBe(true);
    expect(checkAcies(legion(ranks([3, 3, 3], DEPTH, JT, 72), subs9, 'cohort')).ok).toBe(false);
  });
  it('T-38: a 4-stand Legion cannot form Acies', () => {
    expect(checkAcies(legion(ranks([2, 2], DEPTH, JT, JT / 2), [0, 0, 1, 1], 'cohort')).ok).toBe(false);
  });
  it('T-38: a manipular Legion leaves ½ JT between its stands (quincunx); closed it is not in Acies', () => {
    expect(checkAcies(legion(ranks([3, 3, 3], DEPTH, 1.5 * JT, JT / 2), subs9, 'manipular')).ok).toBe(true);
    expect(checkAcies(legion(ranks([3, 3, 3], DEPTH, JT, JT / 2), subs9, 'manipular')).ok).toBe(false);
  });
  it('one line per sub-unit', () => {
    expect(checkAcies(legion(ranks([3, 3, 3], DEPTH, JT, JT / 2), [0, 0, 1, 1, 1, 0, 2, 2, 2], 'cohort')).ok).toBe(false);
    expect(checkAcies(legion(ranks([3, 3, 3], DEPTH, JT, JT / 2), [0, 0, 0, 0, 0, 0, 2, 2, 2], 'cohort')).ok).toBe(false);
  });
});

describe('FRM-01 unformed stands stay within 1 JT of each other', () => {
  it('1 JT gaps hold together; a stand 1.2 JT away breaks the unit', () => {
    expect(checkUnformed(posed('s', 'unformed', [[0, 0], [2 * JT, 0], [4 * JT, 100]])).ok).toBe(true);
    expect(checkUnformed(posed('s', 'unformed', [[0, 0], [2 * JT, 0], [4 * JT + 48, 0]])).ok).toBe(false);
  });
  it('checkFormation dispatches on the declared formation', () => {
    const spread = posed('s', 'unformed', [[0, 0], [2 * JT, 0]]);
    expect(checkFormation(spread).rule).toBe('FRM-01');
    expect(checkFormation({ ...spread, formation: 'line' }).ok).toBe(false);
  });
});

describe('FRM-20..23, 25: command formations', () => {
  const lineAt = (id: string, x: number, o: PoseOpts = {}) => posed(id, 'line', ranks([3, 3]), { at: { x, y: 0 }, ...o });
  it('FRM-20: units of one command within 1 JT of each other; another command, or a 1.2 JT gap, breaks it', () => {
    expect(checkCommandGroup([lineAt('a', 0), lineAt('b', 4 * JT)]).ok).toBe(true);
    expect(checkCommandGroup([lineAt('a', 0), lineAt('b', 4 * JT, { command: 'Y' })]).ok).toBe(false);
    expect(checkCommandGroup([lineAt('a', 0), lineAt('b', 4.2 * JT)]).ok).toBe(false);
  });
  it('FRM-21: the group acts collectively only when all are controlled and none is in difficult terrain', () => {
    const a = lineAt('a', 0), b = lineAt('b', 4 * JT);
    const ctl = (u: CbUnit) => ({ ...u, turn: { ...u.turn, controlled: true } });
    expect(mayActCollectively([ctl(a), ctl(b)], [])).toBe(true);
    expect(mayActCollectively([ctl(a), b], [])).toBe(false);
    const marsh = { id: 'm', kind: 'marsh' as const, level: 0, poly: [{ x: 1000, y: -1000 }, { x: 2000, y: -1000 }, { x: 2000, y: 1000 }, { x: 1000, y: 1000 }] };
    expect(mayActCollectively([ctl(a), ctl(b)], [marsh])).toBe(false);
    expect(mayActCollectively([ctl(a), ctl(b)], [{ ...marsh, kind: 'lightCover' }])).toBe(true);
  });
  it('FRM-22: Lines facing the same way or directly opposite form a Battle Line; other facings, a Column, or 5 ranks do not', () => {
    expect(checkBattleLine([lineAt('a', 0), lineAt('b', 3 * JT)]).ok).toBe(true);
    expect(checkBattleLine([lineAt('a', 0), posed('b', 'line', ranks([3, 3]), { at: { x: 5 * JT, y: -2 * DEPTH }, h: 270 })]).ok).toBe(true);
    expect(checkBattleLine([lineAt('a', 0), posed('b', 'line', ranks([3, 3]), { at: { x: 4 * JT, y: 0 }, h: 0 })]).ok).toBe(false);
    expect(checkBattleLine([lineAt('a', 0), posed('b', 'column', [[0, 0], [0, JT]], { at: { x: 3 * JT, y: 0 } })]).ok).toBe(false);
    expect(checkBattleLine([lineAt('a', 0), posed('s', 'unformed', [[0, 0], [2 * JT, 0]], { at: { x: 3 * JT, y: 0 }, type: 'skirmishers' })]).ok).toBe(true);
    expect(checkBattleLine([posed('a', 'line', ranks([1, 1, 1, 1, 1])), lineAt('b', JT), lineAt('c', 4 * JT)]).ok).toBe(false);
    expect(checkBattleLine([posed('a', 'line', ranks([1, 1, 1, 1])), lineAt('b', JT), lineAt('c', 4 * JT)]).ok).toBe(true);
    expect(checkBattleLine([posed('a', 'line', ranks([1, 1, 1])), posed('b', 'line', ranks([1, 1, 1]), { at: { x: JT, y: 0 } })]).ok).toBe(false);
  });
  it('FRM-23: Columns one behind another on one file, facing the same way, form a March Column', () => {
    const c1 = posed('a', 'column', [[0, 0], [0, JT]]);
    const c2 = posed('b', 'column', [[0, 0], [0, JT]], { at: { x: 0, y: -2.5 * JT } });
    expect(checkMarchColumn([c1, c2]).ok).toBe(true);
    expect(checkMarchColumn([c1, posed('b', 'column', [[0, 0], [0, JT]], { at: { x: 60, y: -2.5 * JT } })]).ok).toBe(false);
    expect(checkMarchColumn([c1, posed('b', 'line', ranks([1]), { at: { x: 0, y: -2.5 * JT } })]).ok).toBe(false);
    expect(checkMarchColumn([c1, posed('b', 'unformed', [[0, 0], [JT, 0]], { at: { x: 0, y: -2.5 * JT }, type: 'skirmishers' })]).ok).toBe(true);
  });
  it('FRM-25: unformed light troops in the open may be ignored, unless in a Battle Line with other troops or in terrain', () => {
    const sk = posed('s', 'unformed', [[0, 0], [2 * JT, 0]], { at: { x: 3 * JT, y: 0 }, type: 'skirmishers' });
    expect(ignorableLight(sk, [], [])).toBe(true);
    expect(ignorableLight(sk, [], [[lineAt('a', 0), sk]])).toBe(false);
    const wood = { id: 'w', kind: 'lightCover' as const, level: 0, poly: [{ x: 600, y: -500 }, { x: 2000, y: -500 }, { x: 2000, y: 500 }, { x: 600, y: 500 }] };
    expect(ignorableLight(sk, [wood], [])).toBe(false);
    expect(ignorableLight(lineAt('a', 0), [], [])).toBe(false);
  });
});
