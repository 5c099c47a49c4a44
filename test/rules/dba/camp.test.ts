// Camps and their followers: ARMY-02/03, CAMP-01/02, GAR-01/02, CC-05, CON-05, PUR-02, VIC-02.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { campAt } from '../../../src/rules/dba/setup';
import { campHolder, pitchFollowers } from '../../../src/rules/dba/camp-assault';
import { frontalPairs, score } from '../../../src/rules/dba/combat';
import { losses } from '../../../src/rules/dba/victory';
import { fixedDice, get, position, type Spec } from './helpers';

function withCamp(specs: Spec[], followers: boolean) {
  const s = position(specs);
  s.edge = [0, 2];
  s.camps[1] = campAt(s, 1, 1200); // the enemy camp on the north edge, facing south
  if (followers) {
    s.els.push({ ...s.els[0], id: 25, side: 1, base: 'CF', type: 'CF', gen: false, d: 80, follower: true, status: 'reserve', where: '' });
    pitchFollowers(s, 1);
  }
  return s;
}

describe('DBA camps', () => {
  it('DBA ARMY-03: camp followers are pitched in their camp with it and never leave', () => {
    let s = dba.setup({ scenario: 'battle', options: { cf1: 1 } });
    expect(get(s, 25).follower).toBe(true);
    s = { ...s, phase: 'campD', active: 1, edge: [0, 2] };
    s = dba.apply(s, 1, { k: 'camp', pos: 1200 }, fixedDice([]));
    expect(get(s, 25).status).toBe('on');
    expect(campHolder(s, s.camps[1]!)?.id).toBe(25);
    expect(dba.validateConfig({ scenario: 'battle', options: { cf0: 2 } })).toMatch(/cf0/);
  });
  it('DBA CON-05 / CC-05: one element assaults a held camp front to edge; the followers fight at +1 with +2 for their camp', () => {
    const s = withCamp([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [2000, 2060], gen: true }, { id: 1, side: 0, base: '4Bd', f: 'N', x: [900, 1060], y: [2000, 2060] }], true);
    const t = dba.apply(s, 0, { k: 'assault', id: 0, camp: 1 }, fixedDice([]));
    expect(frontalPairs(t)).toEqual([[0, 25]]);
    expect(dba.check(t, 0, { k: 'assault', id: 1, camp: 1 })?.rule).toBe('DBA CC-05');
    expect(score(t, get(t, 25), get(t, 0), 3, false)).toMatchObject({ cf: 1, tf: 2 });
  });
  it('DBA PUR-02 / VIC-02: destroying the followers, the assailant occupies the camp, worth 2 losses', () => {
    const s = withCamp([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [2000, 2060], gen: true }], true);
    let t = dba.apply(s, 0, { k: 'assault', id: 0, camp: 1 }, fixedDice([]));
    t = dba.apply(t, 0, { k: 'endMove' }, fixedDice([]));
    t = dba.apply(t, 0, { k: 'fight', a: 0, b: 25 }, fixedDice([6, 1])); // 6+5+1 against 1+1+2
    expect(get(t, 25).status).toBe('dead');
    expect(t.camps[1]!.controller).toBe(0);
    expect(get(t, 0).where).toBe('enemyCamp');
    expect(losses(t, 1)).toBe(2);
  });
  it('DBA GAR-02: an empty camp is entered, not assaulted; friends entering remove their own followers', () => {
    const s = withCamp([{ id: 0, side: 0, base: '4Bd', f: 'N', x: [1120, 1280], y: [1900, 1960], gen: true }], false);
    expect(dba.check(s, 0, { k: 'assault', id: 0, camp: 1 })?.rule).toBe('DBA GAR-02');
    const u = withCamp([{ id: 13, side: 1, base: '4Bd', f: 'N', x: [1120, 1280], y: [2100, 2160] }, { id: 0, side: 0, base: '4Bd', f: 'N', x: [200, 360], y: [300, 360], gen: true }], true);
    u.active = 1;
    const v = dba.apply(u, 1, { k: 'enterCamp', id: 13, camp: 1 }, fixedDice([]));
    expect(get(v, 25).status).toBe('dead');
    expect(get(v, 13).where).toBe('camp');
    expect(losses(v, 1)).toBe(0);
  });
  it('DBA GAR-01: one troop element may deploy in its own camp', () => {
    const s = withCamp([{ id: 13, side: 1, base: '4Bd', f: 'N', x: [200, 360], y: [1900, 1960] }], false);
    s.phase = 'deployA'; s.active = 1;
    get(s, 13).status = 'reserve';
    const c = s.camps[1]!;
    const t = dba.apply(s, 1, { k: 'deploy', id: 13, x: c.x, y: c.y + 50, h: c.h }, fixedDice([]));
    expect(get(t, 13).where).toBe('camp');
  });
});
