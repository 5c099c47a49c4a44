// TER-10 / DIST-01 / §8.5 path legality: friendly road transit through a BUA.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { buaCentrePose } from '../../../src/rules/dba/bua';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

// The BUA spans x and y 290..610; the road runs south-north along x = 450 through it.
const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
const ROAD: Feature = { kind: 'Road', compulsory: true, p: [0, 450] };
const bd: Spec = { id: 12, side: 1, base: '4Bd', f: 'N', x: [370, 530], y: [225, 285], gen: true };
const foe: Spec = { id: 0, side: 0, base: '4Bd', f: 'S', x: [1500, 1660], y: [2000, 2060], gen: true };

function town(specs: Spec[], controller: 0 | 1 = 1) {
  const s = position(specs, { terrain: [BUA, ROAD], active: 1 });
  s.bua = { owner: 1, controller, denizens: true, sacker: -1 };
  return s;
}

describe('DBA TER-10 road transit through a BUA', () => {
  it('DBA TER-10: an element moving along the road passes through a BUA its side holds, ending beyond it', () => {
    const s = town([bd, foe]);
    const t = dba.apply(s, 1, { k: 'move', id: 12, x: 450, y: 685, h: 90 }, fixedDice([]));
    expect(get(t, 12)).toMatchObject({ x: 450, y: 685, h: 90, where: '' });
  });
  it('DBA DIST-01: the road length inside the BUA counts: 450 p along the road is beyond a Bd\'s 400 p road move', () => {
    expect(dba.check(town([bd, foe]), 1, { k: 'move', id: 12, x: 450, y: 735, h: 90 })?.rule).toBe('DBA DIST-02');
  });
  it('DBA TER-10: its own garrison inside does not bar the road; an enemy holding the BUA does', () => {
    const g: Spec = { id: 13, side: 1, base: '4Bd', f: 'N', x: [1000, 1160], y: [1000, 1060] };
    const s = town([bd, foe, g]);
    const p = buaCentrePose(s, get(s, 13));
    Object.assign(get(s, 13), { x: p.x, y: p.y, where: 'bua' });
    expect(dba.check(s, 1, { k: 'move', id: 12, x: 450, y: 685, h: 90 })).toBeNull();
    const lost = town([bd, foe], 0); // taken by side 0 (say it surrendered to artillery)
    expect(dba.check(lost, 1, { k: 'move', id: 12, x: 450, y: 685, h: 90 })?.rule).toBe('DBA GAR-04');
  });
  it('DBA TER-10: not off the road, and a transit may not stop inside the BUA', () => {
    // Light horse (500 p in good going) beside the road: its front edge misses the centreline.
    const off: Spec = { ...bd, base: '2LH', x: [470, 630], y: [165, 285] };
    expect(dba.check(town([off, foe]), 1, { k: 'move', id: 12, x: 550, y: 735, h: 90 })?.rule).toBe('DBA GAR-04');
    const on: Spec = { ...off, x: [370, 530] }; // the same move astride the road passes
    expect(dba.check(town([on, foe]), 1, { k: 'move', id: 12, x: 450, y: 735, h: 90 })).toBeNull();
    expect(dba.check(town([bd, foe]), 1, { k: 'move', id: 12, x: 450, y: 600, h: 90 })?.rule).toBe('DBA GAR-04');
    // Without a road the BUA is not crossed at all (GAR-04).
    const s = position([on, foe], { terrain: [BUA], active: 1 });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    expect(dba.check(s, 1, { k: 'move', id: 12, x: 450, y: 735, h: 90 })?.rule).toBe('DBA GAR-04');
  });
  it('DBA GAR-11: once its denizens no longer defend it and nobody holds it, any element may cross the BUA off road, but not stop in it', () => {
    // Light horse of side 0 (not the owner) crosses west to east through the BUA, off the road.
    const cv: Spec = { id: 0, side: 0, base: '2LH', f: 'E', x: [140, 260], y: [370, 530], gen: true };
    const s = position([cv, { ...bd, x: [1500, 1660], y: [2000, 2060] }], { terrain: [BUA], active: 0 });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 610, y: 450, h: 0 })?.rule).toBe('DBA GAR-04');
    s.bua.denizens = false;
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 610, y: 450, h: 0 })?.rule).toBe('DBA GAR-04'); // would end inside
    expect(dba.check(s, 0, { k: 'move', id: 0, x: 740, y: 450, h: 0 })).toBeNull();
  });
});
