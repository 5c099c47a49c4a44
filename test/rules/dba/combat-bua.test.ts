// The assault of a built-up area as fought (combat.ts fightBua, buaBank): CC-05, GAR-03..08,
// REC-03, OUT-05..07 with the BUA's descriptors. Each position is built by hand: one assailant
// flush against the east side of the BUA (CON-05), and its garrison, sacker or denizens.
// Checked against the rulebook (de-bellis-antiquitatis.fr.txt, BUA and close-combat outcome
// sections) and spec GAR-03..08, CC-05.
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/contract';
import { DENIZENS, buaAssaultPose, buaCentrePose, buaPoly } from '../../../src/rules/dba/bua';
import { fight, fightBua, inBad } from '../../../src/rules/dba/combat';
import type { DbaState, Feature } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const BUA: Feature = { kind: 'BUA', compulsory: true, p: [450, 450, 320, 320, 0] };
const ATT = 0, GAR = 12;

/** The side of the polygon whose assault pose faces nearest west (h 180): the east side. */
function eastSide(s: DbaState): number {
  const poly = buaPoly(s)!;
  let best = 0, bd = 999;
  for (let i = 0; i < poly.length; i++) {
    const d = Math.abs(buaAssaultPose(s, get(s, ATT), i).h - 180);
    if (d < bd) { bd = d; best = i; }
  }
  return best;
}

interface Garrison { base: string; where?: 'bua' | 'sack'; gen?: boolean }

/** An assailant of `base` against the east side; a garrison (or sacker) of side 1, or the denizens. */
function town(base: string, g: Garrison | null, terrain: Feature[] = []): DbaState {
  const specs: Spec[] = [{ id: ATT, side: 0, base, f: 'W', x: [700, 860], y: [370, 530] }];
  if (g) specs.push({ id: GAR, side: 1, base: g.base, f: 'N', x: [0, 160], y: [0, 240], gen: !!g.gen });
  const s = position(specs, { terrain: [BUA, ...terrain], phase: 'combat' });
  s.bua = { owner: 1, controller: 1, denizens: true, sacker: -1, survivors: true };
  Object.assign(get(s, ATT), buaAssaultPose(s, get(s, ATT), eastSide(s)));
  if (g) {
    const p = buaCentrePose(s, get(s, GAR));
    Object.assign(get(s, GAR), { x: p.x, y: p.y, where: g.where ?? 'bua' });
    if (g.where === 'sack') { s.bua.sacker = GAR; s.bua.denizens = false; }
  }
  return s;
}

const defender = (s: DbaState) => (s.els.some((e) => e.id === GAR) ? GAR : DENIZENS);
const run = (s: DbaState, da: number, dd: number): LogEvent[] => {
  const ctx = fixedDice([da, dd]);
  fight(s, ATT, defender(s), ctx);
  return ctx.events;
};
const ev = (evs: LogEvent[], t: string) => evs.filter((e) => e.t === t) as unknown as Record<string, unknown>[];

describe('DBA CC-05 the assault of a BUA, as fought (fightBua)', () => {
  it('DBA CC-05 / GAR-07 / GAR-08: denizens beaten, not doubled, are destroyed; the assailant sacks the BUA and the denizens count as slain (GAR-10)', () => {
    const s = town('4Bd', null);
    const evs = run(s, 4, 1); // 4 + 5 = 9 against 1 + 1 + 3 = 5: not doubled (2 × 5 > 9)
    expect(ev(evs, 'combat')[0]).toMatchObject({
      rule: 'DBA CC-05', a: ATT, b: DENIZENS, ta: 9, tb: 5, da: 4, db: 1, ca: 5, cb: 1,
      fa: [], fb: [[3, 'DBA GAR-04', 'bua']], loser: DENIZENS, res: 'destroyed',
    });
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: DENIZENS, res: 'destroyed' }]);
    expect(ev(evs, 'destroyed')).toEqual([]); // nobody on the table dies: the denizens are no element
    expect(get(s, ATT).where).toBe('sack');
    expect(s.bua).toMatchObject({ denizens: false, controller: 0, sacker: ATT, survivors: false });
  });

  it('DBA GAR-08 / REC-03: a foot garrison beaten, not doubled, is destroyed (a recoil in a BUA destroys); the denizens survive it (GAR-10)', () => {
    const s = town('4Bd', { base: '4Bd' });
    const evs = run(s, 6, 1); // 6 + 5 = 11 against 1 + 5 + 3 = 9
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 11, tb: 9, cb: 5, fb: [[3, 'DBA GAR-04', 'bua']], loser: GAR, res: 'recoil' });
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: GAR, res: 'recoil' }]);
    expect(ev(evs, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA REC-03', el: GAR }]);
    expect(get(s, GAR).status).not.toBe('on');
    expect(get(s, ATT).where).toBe('sack');
    expect(s.bua).toMatchObject({ controller: 0, sacker: ATT, survivors: true });
  });

  it('DBA RES-01 / GAR-03: a garrison general adds +1 to the defenders', () => {
    const s = town('4Bd', { base: '4Bd', gen: true });
    const evs = run(s, 5, 1); // 5 + 5 = 10 against 1 + 5 + 3 + 1 = 10: a tie
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 10, tb: 10, fb: [[3, 'DBA GAR-04', 'bua'], [1, 'DBA RES-01', 'general']], loser: -1, res: 'none' });
  });

  it('DBA OUT-06: denizens beaten, not doubled, in close combat by artillery are destroyed (not the OUT-07 Art recoil)', () => {
    const s = town('Art', null);
    const evs = run(s, 6, 2); // 6 + 2 = 8 against 2 + 1 + 3 = 6
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 8, tb: 6, loser: DENIZENS, res: 'destroyed' });
  });
  it('DBA RES-01: an artillery garrison fights at its close-combat factor (+2), not its shooting one', () => {
    const s = town('4Bd', { base: 'Art' });
    const evs = run(s, 1, 1); // 1 + 5 = 6 against 1 + 2 + 3 = 6
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 6, tb: 6, cb: 2 });
  });
  it('DBA OUT-06 (Ps line): a Ps garrison beaten, not doubled, by mounted is logged destroyed (the BUA is good going for them)', () => {
    const s = town('3Cv', { base: '2Ps' });
    const evs = run(s, 6, 1); // 6 + 3 − 2 = 7 against 1 + 2 + 3 = 6
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 7, tb: 6, loser: GAR, res: 'destroyed' });
  });
  it('DBA TER-03 / INTERP-33: an assailant on a slope is not uphill of the denizens: they hold the perimeter its front touches', () => {
    const hill: Feature = { kind: 'GentleHill', compulsory: false, p: [660, 450, 240, 400, 0] }; // x 540..780 under the assailant's front
    const s = town('4Bd', null, [hill]);
    const evs = run(s, 3, 3); // 3 + 5 = 8 against 3 + 1 + 3 = 7, no uphill +1
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 8, fa: [] });
  });
  it('DBA OUT-05 / CC-05: a tie changes nothing: no outcome, nobody moves, the BUA is not taken', () => {
    const s = town('4Bd', null);
    const before = { ...get(s, ATT) };
    const evs = run(s, 1, 2); // 1 + 5 = 6 against 2 + 1 + 3 = 6
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 6, tb: 6, loser: -1, res: 'none' });
    expect(evs.map((e) => e.t)).toEqual(['combat']);
    expect(get(s, ATT)).toEqual(before);
    expect(s.bua).toMatchObject({ denizens: true, controller: 1, sacker: -1 });
  });

  it('DBA OUT-05: scythed chariots that tie with the defenders of a BUA are destroyed', () => {
    const s = town('SCh', null);
    const evs = run(s, 4, 2); // 4 + 4 − 2 (mounted assailant of a BUA) = 6 against 2 + 1 + 3 = 6
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 6, tb: 6, res: 'none' });
    expect(ev(evs, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-05', el: ATT }]);
  });

  it('DBA GAR-04: a mounted holder of a BUA fights without the +3', () => {
    const s = town('4Bd', { base: '3Cv' });
    const evs = run(s, 1, 4); // 1 + 3 (Bd against mounted) = 4 against 4 + 3 = 7
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 4, tb: 7, cb: 3, fb: [], loser: ATT, res: 'recoil' });
  });

  it('DBA GAR-08 / GAR-04: a sacker is no garrison yet: it defends the BUA without the +3', () => {
    const s = town('4Bd', { base: '4Bd', where: 'sack' });
    const evs = run(s, 1, 3); // 1 + 5 = 6 against 3 + 5 = 8
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 6, tb: 8, fb: [], loser: ATT, res: 'recoil' });
  });
});

describe('DBA OUT-06 / OUT-07 an assailant beaten by the defenders of a BUA', () => {
  it('DBA OUT-06: a Bd beaten, not doubled, recoils', () => {
    const s = town('4Bd', null);
    const x0 = get(s, ATT).x;
    const evs = run(s, 1, 3); // 6 against 7
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: ATT, res: 'recoil' }]);
    expect(ev(evs, 'recoil')).toHaveLength(1);
    expect(get(s, ATT)).toMatchObject({ status: 'on', x: x0 + 60 }); // a Bd's depth back, east
    expect(s.bua).toMatchObject({ denizens: true, controller: 1 });
  });

  it('DBA OUT-07: a Bd doubled is destroyed', () => {
    const s = town('4Bd', { base: '4Bd' });
    const evs = run(s, 1, 6); // 1 + 5 = 6 against 6 + 5 + 3 = 14
    expect(ev(evs, 'combat')[0]).toMatchObject({ loser: ATT, res: 'destroyed' });
    // 6 is at most half of 14: the doubled table, OUT-07, is cited for the result and the removal.
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-07', el: ATT, res: 'destroyed' }]);
    expect(ev(evs, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-07', el: ATT }]);
    expect(get(s, ATT).status).not.toBe('on');
  });

  it('DBA OUT-07: Cv doubled by Hd in good going flee (the assailant is not in bad going)', () => {
    const s = town('3Cv', { base: '7Hd' });
    const evs = run(s, 1, 1); // 1 + 3 − 2 = 2 against 1 + 2 (Hd against mounted) + 3 = 6
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 2, tb: 6, fa: [[-2, 'DBA INTERP-16', 'bad']], loser: ATT, res: 'flee' });
    expect(ev(evs, 'flee')).toHaveLength(1);
    expect(get(s, ATT).status).toBe('on');
  });

  it('DBA OUT-06: Hd assailants beaten, not doubled, by a BUA\'s defenders suffer nothing (they are not in a BUA or camp)', () => {
    const s = town('7Hd', null);
    const before = { ...get(s, ATT) };
    const evs = run(s, 1, 3); // 1 + 3 = 4 against 3 + 1 + 3 = 7
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 4, tb: 7, loser: ATT, res: 'none' });
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: ATT, res: 'none' }]);
    expect(get(s, ATT)).toEqual(before);
  });

  it('DBA OUT-06: artillery assailants beaten in close combat, even not doubled, are destroyed', () => {
    const s = town('Art', null);
    const evs = run(s, 4, 3); // 4 + 2 = 6 against 3 + 1 + 3 = 7
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 6, tb: 7, ca: 2, res: 'destroyed' });
    expect(ev(evs, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-06', el: ATT }]);
  });

  it('DBA OUT-06 / INTERP-17: Kn beaten, not doubled, by a Bw garrison recoil (they did not contact its front this bound)', () => {
    const s = town('3Kn', { base: '4Bw' });
    const evs = run(s, 6, 2); // 6 + 3 − 2 = 7 against 2 + 4 + 3 = 9
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 7, tb: 9, cb: 4, loser: ATT, res: 'recoil' });
    expect(get(s, ATT).status).toBe('on');
  });

  it('DBA OUT-06 (Ps line): Ps beaten, not doubled, by a Cv holding the BUA are destroyed', () => {
    const s = town('2Ps', { base: '3Cv' });
    const evs = run(s, 2, 3); // 2 + 2 = 4 against 3 + 3 = 6
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 4, tb: 6, loser: ATT, res: 'destroyed' });
    expect(get(s, ATT).status).not.toBe('on');
  });

  it('DBA OUT-06: a Bd beaten, not doubled, by a Wb garrison recoils (the Wb are in a BUA)', () => {
    const s = town('4Bd', { base: '4Wb' });
    const evs = run(s, 3, 3); // 3 + 5 = 8 against 3 + 3 + 3 = 9
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 8, tb: 9, loser: ATT, res: 'recoil' });
    expect(get(s, ATT).status).toBe('on');
  });

  it('DBA OUT-06: a Hd garrison beaten, not doubled, is destroyed (Hd in a BUA)', () => {
    const s = town('4Bd', { base: '7Hd' });
    const evs = run(s, 6, 1); // 6 + 5 = 11 against 1 + 3 + 3 = 7
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 11, tb: 7, loser: GAR, res: 'destroyed' });
    // Destroyed by the OUT-06 Hd line itself ("in a BUA"), not by a recoil it could not make (REC-03).
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: GAR, res: 'destroyed' }]);
    expect(ev(evs, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-06', el: GAR }]);
    expect(get(s, GAR).status).not.toBe('on');
    expect(get(s, ATT).where).toBe('sack');
  });
});

describe('DBA OUT-06 / OUT-07 Ps lines, INTERP-17 (option ps17): Psiloi beaten assaulting a BUA', () => {
  // Rulebook lines 367 and 378: Ps are destroyed by Kn, Cv or Cm (doubled: also LH) "if in going
  // they count as good"; line 192: a BUA is neither good nor bad going. The beaten Ps stands
  // outside the BUA, so the going is the ground under it, judged for the winner's type.
  const WOODS: Feature = { kind: 'Woods', compulsory: false, p: [780, 450, 320, 320, 0] }; // x 620..940: under the Ps's rear
  const DUNES: Feature = { kind: 'Dunes', compulsory: false, p: [780, 450, 320, 320, 0] };
  const psAt = (holder: string, terrain: Feature[], ps17?: string) => {
    const s = town('2Ps', { base: holder }, terrain);
    if (ps17 !== undefined) s.opt.ps17 = ps17;
    return s;
  };
  it('the Ps stands partly in the wood and outside the BUA', () => {
    const s = psAt('3Cv', [WOODS], 'own');
    const a = get(s, ATT);
    expect(a.where).toBe('');
    expect(inBad(s, a)).toBe(true);
  });
  it('DBA OUT-06 (ps17 "own"): Ps beaten, not doubled, by a Cv holding the BUA while standing in a wood recoil; games without the option destroyed them', () => {
    const s = psAt('3Cv', [WOODS], 'own');
    const evs = run(s, 2, 4); // 2 + 2 = 4 against 4 + 3 = 7: not doubled
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 4, tb: 7, loser: ATT, res: 'recoil' });
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: ATT, res: 'recoil' }]);
    expect(get(s, ATT).status).toBe('on');
    const old = psAt('3Cv', [WOODS]);
    expect(ev(run(old, 2, 4), 'combat')[0]).toMatchObject({ ta: 4, tb: 7, loser: ATT, res: 'destroyed' });
    expect(get(old, ATT).status).not.toBe('on');
  });
  it('DBA OUT-07 (ps17 "own"): Ps doubled by a Cv holding the BUA while standing in a wood flee; games without the option destroyed them', () => {
    const s = psAt('3Cv', [WOODS], 'own');
    const evs = run(s, 1, 6); // 1 + 2 = 3 against 6 + 3 = 9: doubled
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 3, tb: 9, loser: ATT, res: 'flee' });
    expect(ev(evs, 'flee')).toHaveLength(1);
    expect(ev(run(psAt('3Cv', [WOODS]), 1, 6), 'combat')[0]).toMatchObject({ loser: ATT, res: 'destroyed' });
  });
  it('DBA OUT-06 (ps17 "own"): in open ground they are still destroyed; in Dunes, by camels (good going for them) too', () => {
    const s = psAt('3Cv', [], 'own');
    expect(ev(run(s, 2, 3), 'combat')[0]).toMatchObject({ ta: 4, tb: 6, loser: ATT, res: 'destroyed' });
    const d = psAt('3Cm', [DUNES], 'own');
    const evd = run(d, 1, 3); // 1 + 2 = 3 against 3 + 2 (Cm against foot) = 5: not doubled
    expect(ev(evd, 'combat')[0]).toMatchObject({ ta: 3, tb: 5, loser: ATT, res: 'destroyed' });
    const c = psAt('3Cv', [DUNES], 'own');
    expect(ev(run(c, 1, 2), 'combat')[0]).toMatchObject({ ta: 3, tb: 5, loser: ATT, res: 'recoil' }); // Dunes are bad going for Cv
  });
});

describe('DBA RES-01 / INTERP-16 (option bad16): a mounted holder of a BUA against an assailant in bad going', () => {
  // Rulebook line 346: −2 "pour toute troupes montées en combat rapproché avec un ennemi lui même
  // en mauvais terrain (sur ou hors route)". The holder stands in the BUA (neither good nor bad
  // going); the assailant stands partly in a wood outside it.
  const WOODS: Feature = { kind: 'Woods', compulsory: false, p: [780, 450, 320, 320, 0] };
  const held = (holder: string, terrain: Feature[], bad16?: string, attacker = '4Ax') => {
    const s = town(attacker, { base: holder }, terrain);
    if (bad16 !== undefined) s.opt.bad16 = bad16;
    return s;
  };
  it('the assailant stands partly in the wood, the holder in the BUA and in no bad going', () => {
    const s = held('3Cv', [WOODS], 'holder');
    expect(inBad(s, get(s, ATT))).toBe(true);
    expect(inBad(s, get(s, GAR))).toBe(false);
  });
  it('DBA RES-01 (bad16 "holder"): the Cv holding the BUA fights the Ax in the wood at −2 and loses; games without the option won', () => {
    // Auxiliaries take no −2 of their own in bad going (RES-01's exception).
    const s = held('3Cv', [WOODS], 'holder');
    const evs = run(s, 4, 4); // Ax 4 + 2 (against mounted) = 6 against Cv 4 + 3 − 2 = 5
    expect(ev(evs, 'combat')[0]).toMatchObject({ ta: 6, tb: 5, fa: [], cb: 3, fb: [[-2, 'DBA INTERP-16', 'bad']], loser: GAR });
    expect(get(s, GAR).status).not.toBe('on');
    const old = held('3Cv', [WOODS]);
    expect(ev(run(old, 4, 4), 'combat')[0]).toMatchObject({ ta: 6, tb: 7, fb: [], loser: ATT });
    const none = held('3Cv', [WOODS], 'none');
    expect(ev(run(none, 4, 4), 'combat')[0]).toMatchObject({ tb: 7, fb: [] });
  });
  it('DBA RES-01 (bad16 "holder"): no −2 against an assailant in the open, nor for a foot garrison (its own +3 stays)', () => {
    expect(ev(run(held('3Cv', [], 'holder'), 3, 4), 'combat')[0]).toMatchObject({ tb: 7, fb: [] });
    expect(ev(run(held('4Bd', [WOODS], 'holder'), 3, 4), 'combat')[0]).toMatchObject({ tb: 4 + 5 + 3, fb: [[3, 'DBA GAR-04', 'bua']] }); // Bd against foot: 5
  });
});

describe('DBA OUT-05..07 the table cited in the log of a BUA assault', () => {
  it('DBA OUT-07 / REC-03: a holder doubled is destroyed by the doubled table; not doubled, by the recoil it cannot make', () => {
    const s = town('4Bd', { base: '3Cv' });
    const evs = run(s, 6, 1); // 6 + 3 (Bd against mounted) = 9 against 1 + 3 = 4: doubled (8 ≤ 9)
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-07', el: GAR, res: 'destroyed' }]);
    expect(ev(evs, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA OUT-07', el: GAR }]);
    const t = town('4Bd', { base: '3Cv' });
    const evt = run(t, 6, 2); // 9 against 2 + 3 = 5: not doubled, the Cv line says recoil
    expect(ev(evt, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: GAR, res: 'recoil' }]);
    expect(ev(evt, 'destroyed')).toEqual([{ t: 'destroyed', rule: 'DBA REC-03', el: GAR }]);
  });
  it('DBA OUT-07: denizens doubled are logged under the doubled table; not doubled under OUT-06', () => {
    const s = town('4Bd', null);
    const evs = run(s, 6, 1); // 6 + 5 = 11 against 1 + 1 + 3 = 5: doubled (10 ≤ 11)
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-07', el: DENIZENS, res: 'destroyed' }]);
    const t = town('4Bd', null);
    const evt = run(t, 5, 1); // 5 + 5 = 10 against 5: doubled exactly (INTERP-28)
    expect(ev(evt, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-07', el: DENIZENS, res: 'destroyed' }]);
    const u = town('4Bd', null);
    const evu = run(u, 4, 1); // 9 against 5: not doubled
    expect(ev(evu, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-06', el: DENIZENS, res: 'destroyed' }]);
  });
  it('DBA OUT-07: an assailant doubled that flees is logged under OUT-07', () => {
    const s = town('3Cv', { base: '7Hd' });
    const evs = run(s, 1, 1); // 2 against 6
    expect(ev(evs, 'outcome')).toEqual([{ t: 'outcome', rule: 'DBA OUT-07', el: ATT, res: 'flee' }]);
  });
});

describe('DBA CC-05 who may fight a BUA', () => {
  it('DBA CC-05: an assailant no longer on the table fights nothing (no die is rolled)', () => {
    const s = town('4Bd', null);
    get(s, ATT).status = 'dead';
    const ctx = fixedDice([]);
    fightBua(s, ATT, DENIZENS, ctx);
    expect(ctx.events).toEqual([]);
  });
  it('DBA CC-05: once the defenders have changed (the garrison gone), a pending pair against it is not fought', () => {
    const s = town('4Bd', null); // the denizens defend it
    const ctx = fixedDice([]);
    fightBua(s, ATT, GAR, ctx);
    expect(ctx.events).toEqual([]);
  });
  it('DBA CC-05: a pair against the denizens whose element is not assaulting the BUA is not fought', () => {
    const s = town('4Bd', null);
    Object.assign(get(s, ATT), { x: 1500, y: 1500 });
    const ctx = fixedDice([]);
    fight(s, ATT, DENIZENS, ctx);
    expect(ctx.events).toEqual([]);
  });
});

describe('DBA GAR-05 the bank of a BUA by a river (buaBank)', () => {
  // A river strip x 620..740: the assailant (front at x ≈ 612) stands partly in it.
  const RIVER: Feature = { kind: 'River', compulsory: true, p: [0, 680, 120] };
  const FAR_RIVER: Feature = { kind: 'River', compulsory: true, p: [0, 1500, 120] };
  const ROAD: Feature = { kind: 'Road', compulsory: true, p: [1, 450] }; // west-east along y = 450, under the assailant
  function bank(opts: { river?: DbaState['river']; gar05?: string; bank34?: string; terrain?: Feature[] }) {
    const s = town('4Bd', null, opts.terrain ?? [RIVER]);
    s.river = opts.river ?? 'difficult';
    if (opts.gar05 !== undefined) s.opt.gar05 = opts.gar05;
    if (opts.bank34 !== undefined) s.opt.bank34 = opts.bank34;
    return ev(run(s, 3, 3), 'combat')[0];
  }
  const BANK = [1, 'DBA GAR-05', 'buaBank'];
  it('DBA GAR-05: +1 against an assailant partly in a difficult river, logged as the BUA\'s bank', () => {
    expect(bank({ gar05: 'bank' })).toMatchObject({ tb: 3 + 1 + 3 + 1, fb: [[3, 'DBA GAR-04', 'bua'], BANK] });
  });
  it('DBA GAR-05: and in a river whose difficulty is still to be tested', () => {
    expect(bank({ gar05: 'bank', river: 'test' })).toMatchObject({ tb: 8, fb: [[3, 'DBA GAR-04', 'bua'], BANK] });
  });
  it('DBA GAR-05 / TER-09: not in an easy river', () => {
    expect(bank({ gar05: 'bank', river: 'easy' })).toMatchObject({ tb: 7, fb: [[3, 'DBA GAR-04', 'bua']] });
  });
  it('DBA GAR-05: not against an assailant clear of the river', () => {
    expect(bank({ gar05: 'bank', terrain: [FAR_RIVER] })).toMatchObject({ tb: 7, fb: [[3, 'DBA GAR-04', 'bua']] });
  });
  it('DBA GAR-05 / RES-01 (option bank34 touch): not where the assailant stands on a road; without bank34 the road did not matter', () => {
    expect(bank({ gar05: 'bank', bank34: 'touch', terrain: [RIVER, ROAD] })).toMatchObject({ tb: 7 });
    expect(bank({ gar05: 'bank', bank34: 'touch', terrain: [RIVER] })).toMatchObject({ tb: 8 });
    expect(bank({ gar05: 'bank', terrain: [RIVER, ROAD] })).toMatchObject({ tb: 8 });
  });
});
