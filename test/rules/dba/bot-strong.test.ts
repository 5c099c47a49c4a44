// The strong DBA bot judges the end of its movement (issue 14): losses first, then every
// fight standing front to front at its worth over the dice, a base with no room to recoil
// being lost by any defeat (REC-03). Hand-built positions.
import { describe, expect, it } from 'vitest';
import { fightOdds } from '../../../src/rules/dba/bot-fights';
import { dbaValue, dbaValueAhead, linkedCombats } from '../../../src/rules/dba/strong';
import { planShots } from '../../../src/rules/dba/shooting';
import { frontalPairs } from '../../../src/rules/dba/combat';
import { dba } from '../../../src/rules/dba';
import { BotRandom } from '../../../src/engine/draws';
import { position, type Spec } from './helpers';

/** Our Spears (side 0, facing north) front to front with enemy Cavalry, our rear edge at `rear`. */
const spearsOnCavalry = (rear: number): Spec[] => [
  { id: 0, side: 0, base: '4Sp', f: 'N', x: [1000, 1160], y: [rear, rear + 60] },
  { id: 12, side: 1, base: '3Cv', f: 'S', x: [1000, 1160], y: [rear + 60, rear + 180] },
];

describe('DBA strong bot: the fights standing at the end of its movement', () => {
  it('DBA CC-01: a fight front to front counts at its worth over the 36 throws of the dice', () => {
    const s = position(spearsOnCavalry(900));
    const odds = fightOdds(s, 0, 12);
    expect(odds).toBeGreaterThan(0);
    expect(dbaValueAhead(s, 0) - dbaValue(s, 0)).toBe(10 * odds);
  });
  it('DBA REC-03: the same fight with the table edge close behind our Spears is worth less: beaten, they cannot recoil and are destroyed', () => {
    const open = position(spearsOnCavalry(900)), edge = position(spearsOnCavalry(0));
    const fights = (s: ReturnType<typeof position>) => dbaValueAhead(s, 0) - dbaValue(s, 0);
    expect(fights(edge)).toBeLessThan(fights(open));
    expect(fights(edge)).toBe(10 * fightOdds(edge, 0, 12, 0, false, true));
  });
  it('DBA OUT-07: Psiloi left alone in the open within a move of enemy Knights count as half a fight they would lose; beyond the Knights\' move, not at all', () => {
    // Knights move 300 paces in good going: 250 paces off, they can charge next bound;
    // Psiloi beaten by Knights in good going are destroyed.
    const at = (gap: number) => position([
      { id: 0, side: 0, base: '2Ps', f: 'N', x: [1000, 1160], y: [920, 1000] },
      { id: 12, side: 1, base: '3Kn', f: 'S', x: [1000, 1160], y: [1000 + gap, 1120 + gap] },
    ]);
    const near = at(250), far = at(360);
    const odds = fightOdds(near, 0, 12);
    expect(odds).toBeLessThan(-30);
    expect(dbaValueAhead(near, 0) - dbaValue(near, 0)).toBe(5 * odds);
    expect(dbaValueAhead(far, 0)).toBe(dbaValue(far, 0));
  });
});

describe('DBA strong bot: the order of the combats (CC-01)', () => {
  // Our Blades side by side, facing north, each front to front with an enemy: one fight
  // the Blades are favoured in (against Warband), one even (against Blades). Whichever fight
  // ends first changes the other: its loser recoils, and the winner, or the loser's freed
  // enemy, now overlaps the fight still to come (CF-05). Judged exactly over the dice, the
  // even fight is the one to fight first: win it and the favoured fight gets an overlap.
  const lines = (left: string, right: string): Spec[] => [
    { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [900, 960] },
    { id: 0, side: 0, base: '4Bd', f: 'N', x: [1160, 1320], y: [900, 960] },
    { id: 12, side: 1, base: left, f: 'S', x: [1000, 1160], y: [960, 1020] },
    { id: 13, side: 1, base: right, f: 'S', x: [1160, 1320], y: [960, 1020] },
  ];
  const combat = (specs: Spec[]) => { const s = position(specs, { phase: 'combat' }); s.pending = frontalPairs(s); return s; };
  it('fights the even combat first where the default order would fight the favoured one first', () => {
    const s = combat(lines('4Wb', '4Bd'));
    expect(s.pending).toEqual([[1, 12], [0, 13]]);
    expect(fightOdds(s, 1, 12)).toBeGreaterThan(fightOdds(s, 0, 13));
    expect(dba.bot!(s, 0, new BotRandom(7), 'steady')).toEqual({ k: 'endBound' });
    expect(dba.bot!(s, 0, new BotRandom(7), 'strong')).toEqual({ k: 'fight', a: 0, b: 13 });
  });
  it('keeps the default order where it already fights the even combat first, and needs no choice for a single combat', () => {
    expect(dba.bot!(combat(lines('4Bd', '4Wb')), 0, new BotRandom(7), 'strong')).toEqual({ k: 'endBound' });
    expect(dba.bot!(combat(lines('4Wb', '4Bd').filter((e) => e.id !== 0 && e.id !== 13)), 0, new BotRandom(7), 'strong')).toEqual({ k: 'endBound' });
  });

  // Two combats far apart: whichever is fought first, neither result can change the other,
  // so the order is not weighed at all (no combat is tried over the dice).
  const apart = (gap: number, left: string): Spec[] => [
    { id: 1, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [900, 960] },
    { id: 0, side: 0, base: '4Bd', f: 'N', x: [1160 + gap, 1320 + gap], y: [900, 960] },
    { id: 12, side: 1, base: left, f: 'S', x: [1000, 1160], y: [960, 960 + (left === '3Cv' ? 120 : 60)] },
    { id: 13, side: 1, base: '4Bd', f: 'S', x: [1160 + gap, 1320 + gap], y: [960, 1020] },
  ];
  const counting = () => {
    let applied = 0;
    const sys = { ...dba, apply: (...args: Parameters<typeof dba.apply>) => { applied++; return dba.apply(...args); } };
    return { sys, count: () => applied };
  };
  it('DBA CC-01: combats side by side are linked (the loser of one recoiling frees or loses an overlap on the other, CF-05); combats 1000 paces apart are not', () => {
    expect(linkedCombats(combat(lines('4Wb', '4Bd')))).toEqual([true, true]);
    expect(linkedCombats(combat(apart(1000, '4Wb')))).toEqual([false, false]);
  });
  it('DBA FLE-01: a combat whose loser may flee (Cavalry, up to 400 paces beyond its depth) is linked to one 400 paces off; the same with Warband, who only recoil a depth, is not', () => {
    expect(linkedCombats(combat(apart(400, '3Cv')))).toEqual([true, true]);
    expect(linkedCombats(combat(apart(400, '4Wb')))).toEqual([false, false]);
  });
  it('DBA CC-01: independent combats keep the default order without trying any combat over the dice; linked ones are tried', () => {
    const far = counting();
    expect(far.sys.bot!(combat(apart(1000, '4Wb')), 0, new BotRandom(7), 'strong')).toEqual({ k: 'endBound' });
    expect(far.count()).toBe(0);
    const near = counting();
    expect(near.sys.bot!(combat(lines('4Wb', '4Bd')), 0, new BotRandom(7), 'strong')).toEqual({ k: 'fight', a: 0, b: 13 });
    expect(near.count()).toBe(72);
  });
});

describe('DBA strong bot: the order of the shots (SHO-06)', () => {
  // Our Bows (facing north) shoot at enemy Psiloi 160 paces ahead; enemy Bows standing
  // beside them, facing west, shoot at our Bows (which cannot shoot back: they stand
  // behind its front, outside its arc). The shots are planned by target (ours first), so
  // the default order resolves the enemy's shot first: beaten, our Bows recoil out of
  // range (or die) and never shoot. Shooting first, they shoot for sure.
  const bows = (psAt: number, gap = 0) => {
    const s = position([
      { id: 0, side: 0, base: '4Bw', f: 'N', x: [1000, 1160], y: [900, 980] },
      { id: 12, side: 1, base: '2Ps', f: 'S', x: [1000, 1160], y: [psAt, psAt + 80] },
      { id: 13, side: 1, base: '4Bw', f: 'W', x: [1260 + gap, 1340 + gap], y: [810, 970] },
    ], { phase: 'shoot' });
    s.shots = planShots(s);
    return s;
  };
  it('shoots first with the Bows the enemy\'s shot could drive out of range, where the default order resolves the enemy\'s shot first', () => {
    const s = bows(1140);
    expect(s.shots).toEqual([{ target: 0, shooters: [13] }, { target: 12, shooters: [0] }]);
    expect(dba.bot!(s, 0, new BotRandom(7), 'steady')).toEqual({ k: 'endShoot' });
    expect(dba.bot!(s, 0, new BotRandom(7), 'strong')).toEqual({ k: 'shoot', target: 12 });
  });
});
