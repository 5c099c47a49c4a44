// The steady Nabis bot on the Spartan side (issue 14), in hand-built positions: what
// players reading its games called absurd. Each test goes red when the behaviour it
// names is taken out of src/rules/nabis/bot.ts.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { commanderSpot, fireValue, nabisBot } from '../../../src/rules/nabis/bot';
import { dist, inFrontArc } from '../../../src/rules/nabis/hex';
import { leaderDestinations } from '../../../src/rules/nabis/movement';
import { candidateMelees, meleeCalc } from '../../../src/rules/nabis/melee';
import { MAP, type NState } from '../../../src/rules/nabis/state';
import { activate, lid, scene, uid } from './scene';

const bot = (s: NState, seat: 0 | 1) => nabisBot(s, seat, new BotRandom(1));

describe('Nabis 13.2.2: Nabis and his Citadel', () => {
  it('Nabis takes refuge in the Citadel as soon as a Roman could reach him before his next activation', () => {
    // A Roman three hexes off in the town: one Roman move (MA 4, 2 MP a town hex) from contact; the initiative may keep Nabis inactive (6.C-h).
    const s = activate(scene([{ id: 'laconiansb', hex: 1005, f: 3 }, { id: 'hastati1a', hex: 1008, f: 0 }], { nabis: 1005 }), 'nabis');
    expect(dist(1005, 1008)).toBe(3);
    expect(dist(1005, MAP.citadel)).toBe(1);
    expect(s.act!.adjCit).toBe(true);
    expect(bot(s, 1)).toEqual({ k: 'lmove', to: MAP.citadel });
  });
  it('with the Romans farther off, Nabis stays out of the Citadel (there he commands nobody, 13.2.2-c)', () => {
    const s = activate(scene([{ id: 'laconiansb', hex: 1005, f: 3 }, { id: 'hastati1a', hex: 1009, f: 0 }], { nabis: 1005 }), 'nabis');
    const a = bot(s, 1);
    expect(a.k === 'lmove' && a.to === MAP.citadel).toBe(false);
  });
  it('Nabis does not idle out of reach of the fighting: he ends next to the Citadel where his radius reaches the units facing the Romans (7.2-b)', () => {
    // Mercenaries in Limnai face a Roman; Nabis stands west of the Citadel, too far to command them.
    const s = activate(scene([
      { id: 'laconiansa', hex: 904, f: 3 }, { id: 'laconiansb', hex: 1105, f: 3 },
      { id: 'mercenariesa', hex: 1308, f: 3 }, { id: 'hastati1a', hex: 1311, f: 0 },
    ], { nabis: 904 }), 'nabis');
    const l = lid(s, 'nabis');
    expect(dist(904, 1308)).toBeGreaterThan(4); // out of his radius where he stands
    expect(dist(1105, 1308)).toBeLessThanOrEqual(4);
    expect(dist(1105, 1311)).toBeGreaterThanOrEqual(6); // and out of the Roman's reach there
    expect(leaderDestinations(s, l, s.act!.adjCit)).toContain(1105);
    expect(commanderSpot(s, l, leaderDestinations(s, l, s.act!.adjCit), 1)).toBe(1105);
    expect(bot(s, 1)).toEqual({ k: 'lmove', to: 1105 });
  });
});

describe('Spartans behind the walls (Terrain Chart: fortification; 10.6 advance)', () => {
  it('a Spartan on a district hex holds it when a Roman comes near, instead of going out to meet him', () => {
    const s = activate(scene([{ id: 'mercenariesa', hex: 1009, f: 3 }, { id: 'hastati2a', hex: 1012, f: 0 }], { pythagoras: 1009 }), 'pythagoras');
    expect(MAP.district[1009]).toBeDefined();
    expect(dist(1009, 1012)).toBe(3);
    const a = bot(s, 1);
    expect(a.k === 'move' && a.u === uid(s, 'mercenariesa')).toBe(false);
  });
  it('a Spartan holding a district hex turns to face a Roman coming round his flank (10.3 step 8)', () => {
    // Facing north (0) in Limnai; the Roman comes from the south-east, outside the front arc.
    const s = activate(scene([{ id: 'mercenariesa', hex: 1009, f: 0 }, { id: 'hastati2a', hex: 1211, f: 0 }], { pythagoras: 1009 }), 'pythagoras');
    const a = bot(s, 1);
    expect(a.k).toBe('move');
    if (a.k === 'move') {
      expect(a.to).toBe(1009); // he turns in place, he does not leave the district
      expect(inFrontArc(1009, a.f, 1211)).toBe(true);
    }
  });
  it('a Spartan inside the walls does not sally out at middling odds (the winner must advance out of the town)', () => {
    const s = activate(scene([{ id: 'mercenariesa', hex: 1011, f: 3 }, { id: 'hastati2a', hex: 1012, f: 0 }], { pythagoras: 1011 }), 'pythagoras');
    s.act!.stage = 'declare';
    expect(MAP.town[1011] && !MAP.town[1012]).toBe(true);
    const drms = candidateMelees(s).map((c) => meleeCalc(s, { a: c.a, d: c.d, au: [], du: [], done: false }).drm);
    expect(drms.some((d) => d >= 1 && d < 4)).toBe(true); // the odds alone would say attack
    expect(bot(s, 1).k).toBe('done');
  });
  it('the same Spartans, both out in the open (no wall, no river), do attack at those odds', () => {
    const s = activate(scene([{ id: 'mercenariesa', hex: 1016, f: 3 }, { id: 'hastati2a', hex: 1017, f: 0 }], { pythagoras: 1016 }), 'pythagoras');
    s.act!.stage = 'declare';
    expect(bot(s, 1).k).toBe('melee');
  });
});

describe('Nabis 13.2.4: the Sparta fire is used when it is worth the VP it gives Rome (13.2.4-c)', () => {
  const fireScene = (dis: 0 | 1, fat: boolean) => {
    const s = activate(scene([{ id: 'mercenariesa', hex: 1107, f: 3 }, { id: 'principes1a', hex: 1105, f: 3, dis, fat }], { pythagoras: 1107 }), 'pythagoras');
    s.act!.stage = 'fire';
    s.act!.fireOk = true;
    return s;
  };
  it('not on one valiant Roman early in the game: he rallies, and Rome keeps the VP', () => {
    const s = fireScene(0, false);
    expect(fireValue(s, uid(s, 'principes1a'))).toBeLessThan(10);
    expect(bot(s, 1).k).toBe('done');
  });
  it('on a discouraged, fatigued Roman: the fire routs him (12.1-c)', () => {
    const s = fireScene(1, true);
    expect(bot(s, 1)).toEqual({ k: 'fire', u: [uid(s, 'principes1a')] });
  });
  it('on the last turn, on a valiant Roman holding a place that scores (13.3.2-f)', () => {
    const s = fireScene(0, false);
    s.turn = s.lastTurn;
    expect(bot(s, 1)).toEqual({ k: 'fire', u: [uid(s, 'principes1a')] });
  });
});

describe('facing after a move (10.3 step 8: flank and rear attacks)', () => {
  it('a unit that moves toward the enemy without reaching him ends facing him', () => {
    // A Roman closing in from the north-west on Spartans in the south-east: any facing reaches the same hex.
    const s = activate(scene([{ id: 'hastati1a', hex: 410, f: 0 }, { id: 'mercenariesa', hex: 1216, f: 3 }], { pretor1: 410 }), 'pretor1');
    const a = bot(s, 0);
    expect(a.k).toBe('move');
    if (a.k === 'move') {
      expect(dist(a.to, 1216)).toBeGreaterThan(1);
      expect(inFrontArc(a.to, a.f, 1216)).toBe(true);
    }
  });
});
