// The steady Civitates Bellantes bot's line reliefs and rallies (issue 14, session 18), in
// hand-built positions. Checked by hand: with reliefMatters always true the first test goes
// red (the Legion relieves its lines instead of advancing); with rallyBarred returning 0 the
// last goes red (the shaken horse steps back or stays within the slingers' range).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { civbelBot, reliefMatters } from '../../../src/rules/civbel/bot';
import { unitGapFloor } from '../../../src/rules/civbel/facing';
import { DIST } from '../../../src/rules/civbel/data/scale';
import { greatPlains, ix, placeBefore, scripted, unitOf } from './helpers';

const bot = (s: CivGame) => civbelBot(s, 0, new BotRandom(1));
const place = placeBefore;

describe('MOR-07 line relief only when its DP matters', () => {
  it('MOR-07, MOR-05: a Legion with a volley DP and no fight in reach advances instead of relieving its lines', () => {
    const s = greatPlains('tactical', { keep: ['legio2', 'carthFoot'] });
    s.turn = 4;
    unitOf(s, 'legio2').dps = 1;
    place(s, 'carthFoot', 'legio2', 9, 0);
    expect(civbel.legalActions(s, 0).some((a) => a.k === 'relieve' && a.unit === ix(s, 'legio2'))).toBe(true);
    expect(reliefMatters(s, unitOf(s, 'legio2'))).toBe(false);
    const a = bot(s);
    expect(a).toMatchObject({ k: 'move', unit: ix(s, 'legio2') });
  });

  it('MOR-07: the DP matters with formed foot in charge reach, or at one DP short of the Legion\'s capacity', () => {
    const s = greatPlains('tactical', { keep: ['legio2', 'carthFoot'] });
    unitOf(s, 'legio2').dps = 1;
    place(s, 'carthFoot', 'legio2', 3, 0);
    expect(reliefMatters(s, unitOf(s, 'legio2'))).toBe(true);
    place(s, 'carthFoot', 'legio2', 12, 0);
    expect(reliefMatters(s, unitOf(s, 'legio2'))).toBe(false);
    unitOf(s, 'legio2').dps = 3;
    expect(reliefMatters(s, unitOf(s, 'legio2'))).toBe(true);
  });
});

describe('MOR-20 a shaken unit falls back out of bow range to rally', () => {
  it('MOR-20, MOR-23: shaken horse 3 JT before slingers turns about, then rides out of bow range, then stands to rally', () => {
    const s = greatPlains('tactical', { keep: ['italians', 'slingB'] });
    s.turn = 6;
    const it0 = unitOf(s, 'italians');
    it0.shaken = true; it0.dps = 0;
    place(s, 'slingB', 'italians', 3, 0);
    expect(unitGapFloor(it0, unitOf(s, 'slingB'))).toBeLessThan(DIST.bow);
    const turn = { k: 'move', unit: ix(s, 'italians'), how: 'aboutFace', angle: 0 } as const;
    expect(bot(s)).toEqual(turn);
    // Its next Tactical half (the move spent cleared): away, out of bow range.
    const t = civbel.apply(s, 0, turn, scripted([3, 3, 3, 3]));
    const next: CivGame = { ...t, phase: 'tactical', active: 0, half: 0, moved: [], units: t.units.map((u) => ({ ...u, turn: { ...u.turn, moved: false } })) };
    const away = bot(next);
    expect(away).toMatchObject({ k: 'move', unit: ix(s, 'italians') });
    const u = civbel.apply(next, 0, away, scripted([3, 3, 3, 3]));
    expect(unitGapFloor(unitOf(u, 'italians'), unitOf(u, 'slingB'))).toBeGreaterThan(DIST.bow);
    // Out of bow range it stands still (MOR-20: halted all turn) and does not ride back.
    const then: CivGame = { ...u, phase: 'tactical', active: 0, half: 0, moved: [], units: u.units.map((x) => ({ ...x, turn: { ...x.turn, moved: false } })) };
    expect(bot(then)).toEqual({ k: 'done' });
  });
});
