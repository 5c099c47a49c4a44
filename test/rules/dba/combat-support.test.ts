// Rear support, the river bank, uphill and war-wagon fronts (combat.ts rearSupportOf,
// defendsBank, uphill/frontHeight, wwgFront): RES-02, RES-03, TER-09/INTERP-34, TER-03/INTERP-33,
// GAR-06, TROOP-05. Positions built by hand, checked against the rulebook
// (de-bellis-antiquitatis.fr.txt) and spec RES-02/03, TER-03, TER-09, TROOP-05.
import { describe, expect, it } from 'vitest';
import { dirN, poseFromFL, poseFromFR } from '../../../src/engine/plane';
import { buaAssaultPose, buaPoly } from '../../../src/rules/dba/bua';
import { defendsBank, fight, rearSupportOf, score, uphill, wwgFront } from '../../../src/rules/dba/combat';
import { assaultPose } from '../../../src/rules/dba/camp-assault';
import { campAt } from '../../../src/rules/dba/setup';
import type { DbaState, Elem, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const D: Record<string, number> = { '4Bd': 60, '4Pk': 60, '4Sp': 60, '4Wb': 60, '4Bw': 80, '2Ps': 80, '3Cv': 120, '3Kn': 120, WWg: 320 };
/** Side 0 (default), facing north (+y), front edge on y = front. */
const n = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [front - D[base], front] });
/** Side 1 (default), facing south, front edge on y = front. */
const s_ = (id: number, base: string, x0: number, front: number, side: 0 | 1 = 1): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [front, front + D[base]] });
const oval = (kind: Feature['kind'], x: number, y: number, w: number, h: number): Feature => ({ kind, compulsory: false, p: [x, y, w, h, 0] });
const sup = (s: DbaState) => rearSupportOf(s, get(s, 0), get(s, 12));

describe('DBA RES-02 / RES-03 rear support (rearSupportOf)', () => {
  it('DBA RES-02 / TER-02: no +3 for a Pk whose supporter is partly in Woods, though the front Pk is not', () => {
    const woods = oval('Woods', 1080, 820, 400, 200); // y 720..920: the supporter (880..940) only
    const s = position([n(0, '4Pk', 1000, 1000), n(1, '4Pk', 1000, 940), s_(12, '4Bd', 1000, 1000)], { terrain: [woods] });
    expect(sup(s)).toEqual({ bonus: 0, by: null });
    const t = position([n(0, '4Pk', 1000, 1000), n(1, '4Pk', 1000, 940), s_(12, '4Bd', 1000, 1000)]);
    expect(sup(t)).toMatchObject({ bonus: 3 });
  });
  it('DBA RES-02: a rear element that gives nothing is no supporter (none logged, supporter −1)', () => {
    const s = position([n(0, '4Wb', 1000, 1000), n(1, '4Wb', 1000, 940), s_(12, '4Bw', 1000, 1000)]);
    expect(sup(s)).toEqual({ bonus: 0, by: null });
    expect(score(s, get(s, 0), get(s, 12), 1, false)).toMatchObject({ sup: 0, supporter: -1, items: [] });
  });
  it('DBA RES-03: a Ps behind a Bd fighting foot gives nothing (only against mounted or assaulting a BUA or camp)', () => {
    const s = position([n(0, '4Bd', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '4Bd', 1000, 1000)]);
    expect(sup(s)).toEqual({ bonus: 0, by: null });
    expect(score(s, get(s, 0), get(s, 12), 1, false)).toMatchObject({ supporter: -1 });
  });
  it('DBA RES-02 / RES-03: a Ps behind a Pk gives nothing (the +3 is Pk behind Pk; Ps support is for Sp, Bd, Ax)', () => {
    const s = position([n(0, '4Pk', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '4Bd', 1000, 1000)]);
    expect(sup(s)).toEqual({ bonus: 0, by: null });
    const cv = position([n(0, '4Pk', 1000, 1000), n(1, '2Ps', 1000, 940), s_(12, '3Cv', 1000, 1000)]);
    expect(sup(cv)).toEqual({ bonus: 0, by: null });
  });

  describe('DBA RES-03: a Ps behind a same-type side neighbour', () => {
    // Sp 0 fights Cv 12; its neighbour 2 stands beside it (x 1160..1320) with 1 behind that neighbour.
    const around = (neighbour: Spec, behind: Spec, opp = '3Cv') => position([n(0, '4Sp', 1000, 1000), neighbour, behind, s_(12, opp, 1000, 1000)]);
    it('gives +1: a Ps behind a Sp beside a Sp fighting mounted', () => {
      expect(sup(around(n(2, '4Sp', 1160, 1000), n(1, '2Ps', 1160, 940)))).toEqual({ bonus: 1, by: expect.objectContaining({ id: 1 }) });
    });
    it('not when the neighbour is of another type (a Bd beside the Sp)', () => {
      expect(sup(around(n(2, '4Bd', 1160, 1000), n(1, '2Ps', 1160, 940)))).toEqual({ bonus: 0, by: null });
    });
    it('not when the same-type friend is not side by side (40 p gap)', () => {
      expect(sup(around(n(2, '4Sp', 1200, 1000), n(1, '2Ps', 1200, 940)))).toEqual({ bonus: 0, by: null });
    });
    it('not when the element behind the neighbour is no Ps (a Sp)', () => {
      expect(sup(around(n(2, '4Sp', 1160, 1000), n(1, '4Sp', 1160, 940)))).toEqual({ bonus: 0, by: null });
    });
    it('not when the Ps is not directly behind the neighbour (200 p back)', () => {
      expect(sup(around(n(2, '4Sp', 1160, 1000), n(1, '2Ps', 1160, 740)))).toEqual({ bonus: 0, by: null });
    });
    it('not against foot', () => {
      expect(sup(around(n(2, '4Sp', 1160, 1000), n(1, '2Ps', 1160, 940), '4Bd'))).toEqual({ bonus: 0, by: null });
    });
  });

  it('DBA RES-03: a Ps behind a Bd assaulting a held camp gives +1, though the defenders are foot', () => {
    const s = position([n(0, '4Bd', 1120, 1900), n(1, '2Ps', 500, 500), { id: 12, side: 1, base: '4Bd', f: 'N', x: [200, 360], y: [300, 360] }]);
    const c = campAt(s, 1, 1200);
    s.camps[1] = c;
    const a = get(s, 0);
    Object.assign(a, assaultPose(a, c));
    const back = dirN(a.h, a.d);
    Object.assign(get(s, 1), { x: a.x - back.x, y: a.y - back.y, h: a.h });
    expect(rearSupportOf(s, a, get(s, 12))).toMatchObject({ bonus: 1, by: { id: 1 } });
  });
  it('DBA RES-03: a Ps behind a Bd assaulting a BUA gives +1 against its foot defenders', () => {
    const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
    const s = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530] }, n(1, '2Ps', 1500, 1500)], { terrain: [BUA], phase: 'combat' });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const poly = buaPoly(s)!;
    const a = get(s, 0);
    for (let i = 0; i < poly.length; i++) {
      const p = buaAssaultPose(s, a, i);
      const back = dirN(p.h, a.d);
      const ps = { ...get(s, 1), x: p.x - back.x, y: p.y - back.y, h: p.h };
      const probe = position([{ id: 0, side: 0, base: '4Bd', f: 'W', x: [700, 760], y: [370, 530] }], { terrain: [BUA], phase: 'combat' });
      probe.bua = { ...s.bua };
      Object.assign(get(probe, 0), p);
      probe.els.push(ps as Elem);
      const ctx = fixedDice([3, 3]);
      fight(probe, 0, 26, ctx);
      const ev = ctx.events.find((e) => e.t === 'combat') as unknown as { fa: [number, string, string][] };
      expect(ev.fa, `side ${i}`).toContainEqual([1, 'DBA RES-03', 'psSupport']);
    }
  });
});

describe('DBA TER-09 / INTERP-34 defending the bank (defendsBank)', () => {
  // A west-east river y 940..1060; Bd 0 of side 0 faces south with its front on the north bank (y 1060).
  const riverWE: Feature = { kind: 'River', compulsory: false, p: [1, 1000, 120] };
  const bankPos = (front: number, terrain: Feature[] = [riverWE]) => position([s_(0, '4Bd', 1000, front, 0)], { terrain, river: 'difficult' });
  it('DBA TER-09: front edge on the bank defends it; turned 10° either way (one corner off) it does not', () => {
    expect(defendsBank(bankPos(1060), get(bankPos(1060), 0))).toBe(true);
    for (const h of [260, 280]) {
      const s = bankPos(1060);
      get(s, 0).h = h;
      expect(defendsBank(s, get(s, 0)), `h ${h}`).toBe(false);
    }
  });
  it('DBA TER-09: turned 10° about either front corner, that corner stays on the bank but the other lifts off: no bank', () => {
    // Front edge y 1060 from FR (1000, 1060) to FL (1160, 1060) while facing south (h 270).
    for (const h of [260, 280]) {
      const aboutFL = bankPos(1060);
      Object.assign(get(aboutFL, 0), poseFromFL({ x: 1160, y: 1060 }, h, 160));
      expect(defendsBank(aboutFL, get(aboutFL, 0)), `about FL, h ${h}`).toBe(false);
      const aboutFR = bankPos(1060);
      Object.assign(get(aboutFR, 0), poseFromFR({ x: 1000, y: 1060 }, h, 160));
      expect(defendsBank(aboutFR, get(aboutFR, 0)), `about FR, h ${h}`).toBe(false);
    }
  });
  it('DBA TER-09: an element partly in the river does not defend its bank', () => {
    const s = bankPos(1040);
    expect(defendsBank(s, get(s, 0))).toBe(false);
  });
  it('DBA TER-09: other features on the table do not matter; the edge of a road is no river bank', () => {
    const s = bankPos(1060, [oval('Woods', 300, 300, 300, 200), riverWE]);
    expect(defendsBank(s, get(s, 0))).toBe(true);
    const road: Feature = { kind: 'Road', compulsory: false, p: [1, 1020] }; // 80 p wide: y 980..1060
    const r = bankPos(1060, [road]);
    expect(defendsBank(r, get(r, 0))).toBe(false);
  });
});

describe('DBA TER-03 / INTERP-33 uphill (uphill, frontHeight)', () => {
  // The opponent stands far off any hill: its front height is 0.
  const far: Spec = { id: 12, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2000, 2060] };
  const up = (e: Spec, hill: Feature, where: Elem['where'] = '') => {
    const s = position([e, far], { terrain: [hill] });
    get(s, 0).where = where;
    return uphill(s, get(s, 0), get(s, 12));
  };
  // Hills 200 p wide reaching only 10 p over one end of the front edge.
  const north = n(0, '4Bd', 1000, 1000); // front edge y = 1000, x 1000..1160
  const east: Spec = { id: 0, side: 0, base: '4Bd', f: 'E', x: [940, 1000], y: [1000, 1160] }; // front edge x = 1000, y 1000..1160
  it('DBA TER-03: a hill under either end of a west-east front edge only makes the element uphill of a foe on flat ground', () => {
    expect(up(north, oval('GentleHill', 1250, 1000, 200, 300))).toBe(true); // x 1150..1350: the east end
    expect(up(north, oval('GentleHill', 910, 1000, 200, 300))).toBe(true); // x 810..1010: the west end
    expect(up(north, oval('GentleHill', 1080, 1300, 300, 200))).toBe(false); // wholly in front: y 1200..1400
  });
  it('DBA INTERP-33: with the centre reading, a higher front edge still decides before the centres are compared', () => {
    const s = position([north, far], { terrain: [oval('GentleHill', 1250, 1000, 200, 300)] }); // only the east end of the front is on the hill
    s.opt.interp33 = 'frontThenCentre';
    expect(uphill(s, get(s, 0), get(s, 12))).toBe(true);
  });
  it('DBA TER-03: the same along a north-south front edge', () => {
    expect(up(east, oval('GentleHill', 1000, 1250, 300, 200))).toBe(true); // y 1150..1350
    expect(up(east, oval('GentleHill', 1000, 910, 300, 200))).toBe(true); // y 810..1010
    expect(up(east, oval('GentleHill', 1300, 1080, 200, 300))).toBe(false);
  });
  it('DBA GAR-06: the garrison or sacker of a BUA is never uphill', () => {
    const hill = oval('GentleHill', 1080, 1000, 400, 300);
    expect(up(north, hill)).toBe(true);
    expect(up(north, hill, 'bua')).toBe(false);
    expect(up(north, hill, 'sack')).toBe(false);
  });
  it('DBA INTERP-33: on flat ground nobody is uphill, with the centre reading too', () => {
    const s = position([n(0, '4Bd', 1000, 1000), s_(12, '4Bd', 1000, 1000)]);
    s.opt.interp33 = 'frontThenCentre';
    expect(uphill(s, get(s, 0), get(s, 12))).toBe(false);
    expect(uphill(s, get(s, 12), get(s, 0))).toBe(false);
  });
  it('DBA TER-03 / INTERP-33: touching front edges on a hill off to one side are equally high: nobody uphill without the centre reading', () => {
    const hill = oval('GentleHill', 1240, 760, 640, 400);
    const s = position([n(0, '4Bd', 1000, 900), s_(12, '4Bd', 1000, 900)], { terrain: [hill] });
    expect(uphill(s, get(s, 0), get(s, 12))).toBe(false);
    expect(uphill(s, get(s, 12), get(s, 0))).toBe(false);
  });
});

describe('DBA TROOP-05 war-wagon fronts (wwgFront)', () => {
  // WWg 0 facing north, x 1000..1160, y 500..820 (front y 820).
  const wwg: Spec = { id: 0, side: 0, base: 'WWg', f: 'N', x: [1000, 1160], y: [500, 820] };
  const left = (id: number, side: 0 | 1 = 1): Spec => ({ id, side, base: '4Bd', f: 'E', x: [940, 1000], y: [660, 820] });
  const right = (id: number): Spec => ({ id, side: 1, base: '4Bd', f: 'W', x: [1160, 1220], y: [660, 820] });
  const rearOf = (id: number): Spec => ({ id, side: 1, base: '4Bd', f: 'N', x: [1000, 1160], y: [440, 500] });
  const st = (specs: Spec[]) => { const s = position(specs, { phase: 'combat' }); s.opt.troop05 = 'front'; return s; };
  it('DBA TROOP-05: an enemy front on either flank or the rear of a WWg is its frontal opponent, whichever is named first', () => {
    for (const x of [left(12), right(12), rearOf(12)]) {
      const s = st([wwg, x]);
      expect(wwgFront(s, get(s, 0), get(s, 12)), `${x.f}`).toBe(true);
      expect(wwgFront(s, get(s, 12), get(s, 0)), `${x.f} reversed`).toBe(true);
    }
  });
  it('DBA TROOP-05: not for an enemy clear of the WWg, nor between two elements neither of which is a WWg', () => {
    const s = st([wwg, { ...left(12), x: [840, 900] }]);
    expect(wwgFront(s, get(s, 0), get(s, 12))).toBe(false);
    const bd = st([n(0, '4Bd', 1000, 820), left(12)]);
    get(bd, 0).y = 820; // a Bd with the Bd's front on its flank
    expect(wwgFront(bd, get(bd, 0), get(bd, 12))).toBe(false);
    expect(wwgFront(bd, get(bd, 12), get(bd, 0))).toBe(false);
  });
  it('DBA TROOP-05: a friend against the WWg is no opponent; a WWg in a camp is not re-fronted', () => {
    const s = st([wwg, left(12, 0)]);
    expect(wwgFront(s, get(s, 0), get(s, 12))).toBe(false);
    const c = st([wwg, left(12)]);
    get(c, 0).where = 'camp';
    expect(wwgFront(c, get(c, 0), get(c, 12))).toBe(false);
  });
  it('DBA TROOP-05 / INTERP-43: with no record of first contact, of two enemies on the WWg the lower id is its front', () => {
    const s = st([wwg, left(12), right(13)]);
    expect(wwgFront(s, get(s, 0), get(s, 12))).toBe(true);
    expect(wwgFront(s, get(s, 0), get(s, 13))).toBe(false);
    const t = st([wwg, left(13), right(12)]);
    expect(wwgFront(t, get(t, 0), get(t, 12))).toBe(true);
    expect(wwgFront(t, get(t, 0), get(t, 13))).toBe(false);
  });
  it('DBA TROOP-05: an enemy elsewhere on the table, not against the WWg, does not count as the first contact', () => {
    const s = st([wwg, left(13), { id: 12, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2000, 2060] }]);
    expect(wwgFront(s, get(s, 0), get(s, 13))).toBe(true);
  });
  it('DBA TROOP-05: an element no longer on the table does not count as the first contact', () => {
    const s = st([wwg, left(12), right(13)]);
    get(s, 12).status = 'dead';
    expect(wwgFront(s, get(s, 0), get(s, 13))).toBe(true);
  });
});
