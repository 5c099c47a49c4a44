// The derived outcome and factor tests of spec §7.3 (T-OUT-*, T-TF-1/2, T-BUA-2), by name.
import { describe, expect, it } from 'vitest';
import { outcome, type Fighter } from '../../../src/rules/dba/outcome';
import { fight, score } from '../../../src/rules/dba/combat';
import { fightBua } from '../../../src/rules/dba/combat';
import { DENIZENS, buaAssaultPose, buaCentrePose } from '../../../src/rules/dba/bua';
import type { Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position } from './helpers';

const o = (l: Fighter, lt: number, w: Fighter, wt: number, x: { bad?: boolean; shooting?: boolean; wInBC?: boolean; gfw?: boolean } = {}) =>
  outcome({ type: l, total: lt, bad: !!x.bad, inBuaCamp: false }, { type: w, total: wt, bad: false, inBuaCamp: !!x.wInBC }, { shooting: !!x.shooting, goodForWinner: x.gfw ?? !x.bad });

describe('DBA §7.3 derived outcome tests', () => {
  const duel = (bowFront: boolean) => {
    const s = position([{ id: 0, side: 0, base: '3Kn', f: 'N', x: [1000, 1160], y: [880, 1000], gen: false }, { id: 12, side: 1, base: '4Bw', f: 'S', x: [1000, 1160], y: [1000, 1080] }], { phase: 'combat' });
    if (bowFront) get(s, 0).bowFront = [12];
    fight(s, 0, 12, fixedDice([2, 3])); // Kn 2+3 = 5 against Bw 3+4 = 7
    return s;
  };
  it('T-OUT-1 (DBA OUT-06): Kn that moved into a Bw front this bound and loses 5–7 is destroyed', () => expect(get(duel(true), 0).status).toBe('dead'));
  it('T-OUT-2 (DBA OUT-06): Kn whose front the Bw moved into and loses 5–7 recoils', () => expect(get(duel(false), 0).status).toBe('on'));
  it('T-OUT-3 (DBA OUT-07): Cv 3–6 to Sp in good going flees', () => expect(o('Cv', 3, 'Sp', 6)).toBe('flee'));
  it('T-OUT-4 (DBA OUT-07): Cv 3–6 to Sp in bad going is destroyed', () => expect(o('Cv', 3, 'Sp', 6, { bad: true })).toBe('destroyed'));
  it('T-OUT-5 (DBA OUT-07): LH 2–5 to Bd in good going flees', () => expect(o('LH', 2, 'Bd', 5)).toBe('flee'));
  it('T-OUT-6 (DBA OUT-07): LH 2–4 to Bw is destroyed', () => expect(o('LH', 2, 'Bw', 4)).toBe('destroyed'));
  it('T-OUT-7 (DBA OUT-07): Ps 3–6 to Bd flees; to Ax is destroyed', () => {
    expect(o('Ps', 3, 'Bd', 6)).toBe('flee');
    expect(o('Ps', 3, 'Ax', 6)).toBe('destroyed');
  });
  it('T-OUT-8 (DBA OUT-06): Hd 5–6 to Bd: no effect; to Wb outside a BUA: destroyed; shot by Bw: destroyed', () => {
    expect(o('Hd', 5, 'Bd', 6)).toBe('none');
    expect(o('Hd', 5, 'Wb', 6)).toBe('destroyed');
    expect(o('Hd', 5, 'Bw', 6, { shooting: true })).toBe('destroyed');
  });
  it('T-OUT-9 (DBA OUT-05): SCh tying 6–6 is destroyed, the opponent unaffected', () => {
    expect(o('SCh', 6, 'Bd', 6)).toBe('destroyed');
    expect(o('Bd', 6, 'SCh', 6)).toBe('none');
  });
  it('T-OUT-10 (DBA OUT-07): Sp doubled by Art in close combat recoils', () => expect(o('Sp', 2, 'Art', 5)).toBe('recoil'));
  it('T-OUT-11 (DBA OUT-06): El 5–6 to Ps is destroyed', () => expect(o('El', 5, 'Ps', 6)).toBe('destroyed'));
  it('T-OUT-12 (DBA OUT-06): WWg 4–5 to Bd: no effect; to El: destroyed', () => {
    expect(o('WWg', 4, 'Bd', 5)).toBe('none');
    expect(o('WWg', 4, 'El', 5)).toBe('destroyed');
  });
  it('T-OUT-13 (DBA OUT-06, INTERP-17): Ps in Dunes 4–5 to 3Cm is destroyed, to Cv recoils', () => {
    expect(o('Ps', 4, 'Cm', 5, { bad: true, gfw: true })).toBe('destroyed');
    expect(o('Ps', 4, 'Cv', 5, { bad: true, gfw: false })).toBe('recoil');
  });
});

describe('DBA §7.3 BUA factors', () => {
  const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
  const town = (attacker: string) => {
    const s = position([{ id: 0, side: 0, base: attacker, f: 'N', x: [0, 160], y: [0, 120] }, { id: 12, side: 1, base: '4Bd', f: 'N', x: [0, 160], y: [0, 60] }], { terrain: [BUA], phase: 'combat' });
    s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1 };
    const g = buaCentrePose(s, get(s, 12));
    Object.assign(get(s, 12), { x: g.x, y: g.y, where: 'bua' });
    let best = 0;
    for (let i = 0; i < 24; i++) { const p = buaAssaultPose(s, get(s, 0), i); if (Math.abs(p.h - 180) < Math.abs(buaAssaultPose(s, get(s, 0), best).h - 180)) best = i; }
    const p = buaAssaultPose(s, get(s, 0), best);
    Object.assign(get(s, 0), { x: p.x, y: p.y, h: p.h });
    return s;
  };
  it('T-TF-1 (DBA RES-01, GAR-04): Bd garrisoning a BUA gets +3', () => {
    const s = town('3Cv');
    expect(score(s, get(s, 12), get(s, 0), 1, false).tf).toBe(3);
  });
  it('T-TF-2 (DBA RES-01): Cv assaulting a BUA takes −2; El does not', () => {
    const s = town('3Cv');
    expect(score(s, get(s, 0), get(s, 12), 1, false).tf).toBe(-2);
    const t = town('El');
    expect(score(t, get(t, 0), get(t, 12), 1, false).tf).toBe(0);
  });
  it('T-BUA-2 (DBA GAR-08, PUR-02): a garrison destroyed in close combat: the winner occupies and sacks', () => {
    const s = town('El');
    get(s, 0).d = 160;
    fightBua(s, 0, 12, fixedDice([6, 1])); // El 6+4 = 10 against Bd 1+3+3 = 7: it would recoil, so in a BUA it is destroyed
    expect(get(s, 12).status).toBe('dead');
    expect(get(s, 0).where).toBe('sack');
    expect(s.bua).toMatchObject({ controller: 0, denizens: false, sacker: 0 });
    expect(DENIZENS).toBe(26);
  });
});
