// Which enemy a shooter may aim at (SHO-01, SHO-02, SHO-03, SHO-07, TER-04), pinned under both
// geometries: the exact one of option sho02 and the older approximation that games recorded
// before it keep. Hand-built positions; each test fails when its condition is switched off.
import { describe, expect, it } from 'vitest';
import { canTarget, planShots, resolveShot } from '../../../src/rules/dba/shooting';
import { buaCentrePose } from '../../../src/rules/dba/bua';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const both = (s: DbaState, a: number, b: number): { old: boolean; exact: boolean } => {
  delete s.opt.sho02;
  const old = canTarget(s, get(s, a), get(s, b));
  s.opt.sho02 = 'exact';
  const exact = canTarget(s, get(s, a), get(s, b));
  delete s.opt.sho02;
  return { old, exact };
};
const bw: Spec = { id: 0, side: 0, base: '4Bw', f: 'N', x: [560, 720], y: [920, 1000] };
const pk = (x0: number, y0: number, f: Spec['f'] = 'S'): Spec => ({ id: 12, side: 1, base: '4Pk', f, x: [x0, x0 + 160], y: [y0, y0 + 60] });

describe('DBA SHO-01 / SHO-02 the older approximation (games without sho02)', () => {
  it('SHO-01: a target no longer on the table is not a target', () => {
    const s = position([bw, pk(560, 1100)]);
    expect(both(s, 0, 12)).toEqual({ old: true, exact: true });
    get(s, 12).status = 'dead';
    expect(both(s, 0, 12)).toEqual({ old: false, exact: false });
  });
  it('SHO-02: a target beside the band is not a target though within 200 p of the shooting edge', () => {
    // The band reaches x = 800; the Pk's nearest corner is 180 p from the front edge's end.
    const s = position([bw, { id: 12, side: 1, base: '4Pk', f: 'S', x: [900, 1060], y: [1000, 1060] }]);
    expect(both(s, 0, 12)).toEqual({ old: false, exact: false });
  });
  it('SHO-01: range is 200 p from the front edge (in at 200, out at 201) under the older reading too', () => {
    expect(both(position([bw, pk(560, 1200)]), 0, 12).old).toBe(true);
    expect(both(position([bw, pk(560, 1201)]), 0, 12).old).toBe(false);
  });
  it('SHO-01: a target touching the band\'s far corner but 202 p from the front edge is out of range', () => {
    // The band's corner is (480, 1200), 215 p from the edge's end (560, 1000); the Pk's nearest point (490, 1190) is 202 p away.
    expect(both(position([bw, pk(330, 1190)]), 0, 12)).toEqual({ old: false, exact: false });
    expect(both(position([bw, pk(330, 1180)]), 0, 12)).toEqual({ old: true, exact: true }); // (490, 1180): 193 p
  });
  it('SHO-02 / SHO-03: a war wagon shoots all round; an element in the corridor between blocks it', () => {
    const wwg: Spec = { id: 0, side: 0, base: 'WWg', f: 'N', x: [560, 720], y: [680, 1000] };
    // A target east of the wagon, wholly outside any frontal band, 150 p away.
    const east: Spec = { id: 12, side: 1, base: '4Pk', f: 'W', x: [870, 930], y: [760, 920] };
    expect(both(position([wwg, east]), 0, 12)).toEqual({ old: true, exact: true });
    const blocker: Spec = { id: 1, side: 0, base: '2Ps', f: 'N', x: [740, 800], y: [760, 920] };
    expect(both(position([wwg, east, { ...blocker, f: 'E' }]), 0, 12)).toEqual({ old: false, exact: false });
  });
  it('TER-04: shooter and target in one Oasis may not shoot (older reading)', () => {
    const oasis: Feature = { kind: 'Oasis', compulsory: false, p: [640, 1050, 500, 400, 0] };
    expect(both(position([bw, pk(560, 1100)], { terrain: [oasis] }), 0, 12)).toEqual({ old: false, exact: false });
  });
  it('TER-04: shooter and target in one Marsh shoot: only Woods and Oasis block', () => {
    const marsh: Feature = { kind: 'Marsh', compulsory: false, p: [640, 1050, 500, 400, 0] };
    expect(both(position([bw, pk(560, 1100)], { terrain: [marsh] }), 0, 12)).toEqual({ old: true, exact: true });
  });
});

describe('DBA TER-04 sightlines in the exact geometry (option sho02)', () => {
  // Art (range 500) shooting north at a Pk 400 p ahead: E_near is y = 1000, x 560..720; Q is y = 1400.
  const art: Spec = { id: 0, side: 0, base: 'Art', f: 'N', x: [560, 720], y: [840, 1000] };
  it('TER-04: a steep hill\'s crest across every sightline blocks, as a gentle hill\'s does', () => {
    const hill = (kind: 'SteepHill' | 'GentleHill'): Feature => ({ kind, compulsory: false, p: [640, 1200, 600, 200, 0] });
    expect(both(position([art, pk(560, 1400)], { terrain: [hill('SteepHill')] }), 0, 12).exact).toBe(false);
    expect(both(position([art, pk(560, 1400)], { terrain: [hill('GentleHill')] }), 0, 12).exact).toBe(false);
  });
  it('TER-04: a marsh between does not block a shot: only crests and the edges of Woods and Oasis may', () => {
    const marsh: Feature = { kind: 'Marsh', compulsory: false, p: [640, 1200, 600, 200, 0] };
    expect(both(position([art, pk(560, 1400)], { terrain: [marsh] }), 0, 12)).toEqual({ old: true, exact: true });
  });
});

describe('DBA SHO-07 a built-up area: shooting at or from its edge', () => {
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
  /** A town at (450, 450), 320 p across, held by side 1's garrison (id 12) and a second element of side 1 (id 13). */
  const town = (extra: Spec[], where13: 'bua' | 'sack' = 'bua') => {
    const s = position([
      { id: 12, side: 1, base: '4Bd', f: 'E', x: [0, 60], y: [0, 160] },
      { id: 13, side: 1, base: '4Bd', f: 'E', x: [0, 60], y: [0, 160] },
      ...extra,
    ], { terrain: [BUA] });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    for (const [id, dx] of [[12, 60], [13, -60]] as const) {
      const p = buaCentrePose(s, get(s, id));
      Object.assign(get(s, id), { x: p.x + dx, y: p.y, where: id === 13 ? where13 : 'bua' });
    }
    return s;
  };
  // A Bw east of the town facing west, its front edge 40 p from the town's east edge (x = 610).
  const bwEast: Spec = { id: 0, side: 0, base: '4Bw', f: 'W', x: [650, 730], y: [370, 530] };
  it('SHO-07: shooting at a garrison is shooting at the town\'s edge; others inside the town stand behind that edge', () => {
    const s = town([bwEast]);
    expect(both(s, 0, 12)).toEqual({ old: true, exact: true });
    const t = town([bwEast], 'sack');
    expect(both(t, 0, 12)).toEqual({ old: true, exact: true });
  });
  it('SHO-07: the garrison shoots from the town\'s edge, over the others inside', () => {
    const s = town([{ ...bwEast, id: 0, side: 0 }]);
    get(s, 12).type = 'Bw'; get(s, 12).base = '4Bw';
    // The garrison (side 1) shoots at the Bw outside; element 13 inside the town does not block.
    expect(both(s, 12, 0)).toEqual({ old: true, exact: true });
  });
  it('SHO-07 / SHO-03: an element of the town standing across its edge, in the way, does not block a shot at or from the town', () => {
    const straddle = (s: DbaState) => { Object.assign(get(s, 13), { x: 640, y: 450, h: 0 }); return s; }; // x 580..640 across the edge x = 610
    expect(both(straddle(town([bwEast])), 0, 12)).toEqual({ old: true, exact: true });
    const t = straddle(town([{ ...bwEast, id: 0, side: 0 }]));
    get(t, 12).type = 'Bw'; get(t, 12).base = '4Bw';
    expect(both(t, 12, 0)).toEqual({ old: true, exact: true });
  });
  it('SHO-03: an element outside the town, between, blocks the shot at the garrison', () => {
    const s = town([{ id: 0, side: 0, base: '4Bw', f: 'W', x: [760, 840], y: [370, 530] }, { id: 1, side: 0, base: '2Ps', f: 'W', x: [640, 700], y: [370, 530] }]);
    expect(both(s, 0, 12)).toEqual({ old: false, exact: false });
  });
});

describe('DBA SHO-07 camps: shooting from a captured camp (option sho02)', () => {
  const camp = (s: DbaState, i: 0 | 1, x: number) => { s.camps[i] = { owner: i as 0 | 1, x, y: 160, h: 90, l: 320, dp: 160, controller: 0, everTaken: i === 1 }; return s; };
  it('SHO-07: an element in the enemy\'s camp it took shoots from that camp\'s edge, the second camp listed', () => {
    // Camp 0 far west, camp 1 (taken) at x 1040..1360; the Bw inside camp 1.
    const s = position([{ id: 0, side: 0, base: '4Bw', f: 'N', x: [1120, 1280], y: [40, 120] }, { id: 12, side: 1, base: '4Pk', f: 'S', x: [1120, 1280], y: [350, 410] }]);
    camp(s, 0, 200); camp(s, 1, 1200);
    get(s, 0).where = 'enemyCamp';
    // 190 p from the camp's edge (y = 160), 230 p from the Bw's own front edge.
    expect(both(s, 0, 12)).toEqual({ old: false, exact: true });
  });
});
