// The steady Civitates Bellantes bot in hand-built positions (issue 14). Each test
// fails when the behaviour behind it is switched off (checked by hand: the melee odds
// in chargeWorth, the leaders' moves up to their troops, the threat of enemy charges).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { civbel, type CivGame } from '../../src/rules/civbel';
import { civbelBot } from '../../src/rules/civbel/bot';
import { unitFrame } from '../../src/rules/civbel/facing';
import { frontAt, ix, scripted, unitOf } from '../rules/civbel/helpers';

const JT = 240;

/** The Great Plains game after the CP ratings, in the given phase for Rome, with only
 *  the named units on the table. */
function at(phase: CivGame['phase'], keep: string[]): CivGame {
  const s = civbel.apply(civbel.setup({ scenario: 'great-plains', options: {} }), 0, { k: 'roll' }, scripted([4, 4, 4]));
  s.phase = phase; s.half = 0; s.active = 0; s.initiative = 0;
  for (const u of s.units) { if (!keep.includes(u.id)) u.destroyed = true; u.turn.controlled = true; }
  return s;
}
/** Puts Carthaginian unit `id` facing the Italian horse, `gap` JT in front of it. */
function facing(s: CivGame, id: string, gap: number): void {
  const o = unitFrame(unitOf(s, 'italians')).o;
  const t = unitOf(s, id);
  frontAt(t, o.x, o.y + gap * JT);
}
const bot = (s: CivGame) => civbelBot(s, 0, new BotRandom(1));

describe('steady Civitates Bellantes bot', () => {
  it('charges where the A.5 combat factors favour it: horse (A 3) at standing horse (D 1), not at Celtiberians', () => {
    const s = at('charges', ['italians', 'carthHorse']);
    facing(s, 'carthHorse', 2);
    s.responses.carthHorse = 'stand';
    expect(bot(s)).toMatchObject({ k: 'charge', unit: ix(s, 'italians'), target: ix(s, 'carthHorse') });
    const t = at('charges', ['italians', 'celtA']);
    facing(t, 'celtA', 2);
    expect(civbel.legalActions(t, 0).some((a) => a.k === 'charge')).toBe(true); // the charge is legal
    expect(bot(t).k).toBe('done'); // but shock infantry of high morale would beat the horse
  });

  it('a leader left behind his troops moves up and joins them, so that his Control reaches them (CMD-05/08)', () => {
    const s = at('command', ['italians', 'carthFoot']);
    const laelius = s.leaders.findIndex((l) => l.id === 'laelius');
    s.allocations = s.leaders.map((l, i) => ({ leader: i, actions: [] })).filter((a) => a.leader !== laelius && s.leaders[a.leader].side === 0);
    const o = unitFrame(unitOf(s, 'italians')).o;
    Object.assign(s.leaders[laelius], { x: o.x, y: o.y - 8 * JT, attachedTo: null });
    const a = bot(s);
    expect(a.k).toBe('allocate');
    if (a.k !== 'allocate') return;
    expect(a.leader).toBe(laelius);
    expect(a.actions.some((x) => x.kind === 'control')).toBe(true);
    expect(a.actions.some((x) => x.kind === 'move' && x.attach === ix(s, 'italians'))).toBe(true);
    expect(civbel.check(s, 0, a)).toBeNull();
  });

  it('horse does not advance into the charge reach of Celtiberians that would beat it, but does close on horse it can beat', () => {
    const s = at('tactical', ['italians', 'celtA']);
    facing(s, 'celtA', 7);
    expect(civbel.legalActions(s, 0).some((a) => a.k === 'move' && a.how === 'advance')).toBe(true);
    // At most the slow walk (A.3: 1 JT, no dice), which leaves it 6 JT off, beyond their reach; no advance on the dice.
    expect(bot(s)).toMatchObject({ k: 'move', how: 'slowWalk' });
    expect(civbelBot(s, 0, new BotRandom(7))).not.toMatchObject({ how: 'advance' });
    const t = at('tactical', ['italians', 'carthHorse']);
    facing(t, 'carthHorse', 7);
    t.responses.carthHorse = 'stand';
    expect(bot(t)).toMatchObject({ k: 'move', unit: ix(t, 'italians') });
  });

  it('a leader with the points for both takes 2 DPs off his unit (Steady, MOR-06) as well as keeping Control', () => {
    const s = at('command', ['italians', 'carthFoot']);
    const laelius = s.leaders.findIndex((l) => l.id === 'laelius');
    s.allocations = s.leaders.map((l, i) => ({ leader: i, actions: [] })).filter((a) => a.leader !== laelius && s.leaders[a.leader].side === 0);
    const o = unitFrame(unitOf(s, 'italians')).o;
    Object.assign(s.leaders[laelius], { x: o.x, y: o.y - JT / 2, attachedTo: 'italians', cp: 5 });
    unitOf(s, 'italians').dps = 2;
    const a = bot(s);
    expect(a).toMatchObject({ k: 'allocate', leader: laelius });
    if (a.k !== 'allocate') return;
    expect(a.actions.map((x) => x.kind).sort()).toEqual(['control', 'steady']);
    expect(civbel.check(s, 0, a)).toBeNull();
  });
});

describe('steady Civitates Bellantes bot: Legion line relief (MOR-07)', () => {
  it('a Legion in melee with 2 DPs relieves its lines (the DP off); with none it has nothing to gain', () => {
    const s = at('tactical', ['legio1', 'celtA']);
    unitOf(s, 'legio1').status.inCombat = true;
    unitOf(s, 'legio1').dps = 2;
    expect(bot(s)).toEqual({ k: 'relieve', unit: ix(s, 'legio1') });
    unitOf(s, 'legio1').dps = 0;
    expect(bot(s)).toEqual({ k: 'done' });
  });
});
