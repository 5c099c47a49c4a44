// The steady Civitates Bellantes bot after a won combat (issue 14, session 15), in
// hand-built positions: it keeps a router routing (A.5 rout: a router whose Tactical half
// begins within 5 JT of an unbroken enemy routs on, and counts lost for A.6), and its heavy
// foot pursue a broken enemy (D19). Each test goes red when the behaviour is taken out
// (checked by hand: chaseWorth taken out of standing; PURSUE_HI false turns pursuit.test.ts red).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { chaseWorth, civbelBot } from '../../../src/rules/civbel/bot';
import { unitFrame } from '../../../src/rules/civbel/facing';
import { chaptersOf } from '../../../src/rules/civbel/half-phases';
import { frontAt, greatPlains, ix, scripted, unitOf } from './helpers';

const JT = 240;

/** The Great Plains game after the CP ratings, in the given phase for Rome, with only
 *  the named units on the table, every one controlled. */
const at = (phase: CivGame['phase'], keep: string[]): CivGame => greatPlains(phase, { keep });
/** Carthaginian horse broken and routing `gap` JT in front of the Italian horse. */
function router(gap: number): CivGame {
  const s = at('tactical', ['italians', 'carthHorse']);
  const o = unitFrame(unitOf(s, 'italians')).o;
  const t = unitOf(s, 'carthHorse');
  frontAt(t, o.x, o.y + gap * JT);
  t.shaken = true; t.dps = 3; t.status.routing = true; t.formation = 'unformed';
  return s;
}

describe('steady bot keeping a router routing (A.5 rout, A.6)', () => {
  it('A.5: Italian horse 7 JT behind routing Carthaginian horse moves up within 5 JT of it, so that it routs on', () => {
    const s = router(7);
    const cb = chaptersOf(s);
    expect(cb.routEnds(s, unitOf(s, 'carthHorse'))).toBe(true);
    const a = civbelBot(s, 0, new BotRandom(1));
    expect(a).toMatchObject({ k: 'move', unit: ix(s, 'italians') });
    const after = civbel.apply(s, 0, a, scripted([4, 4, 4, 4, 4]));
    expect(cb.routEnds(after, unitOf(after, 'carthHorse'))).toBe(false);
  });

  it('A.5: keeping a router in reach is worth more than chasing it from afar, and nothing once it has rallied', () => {
    const near = router(4), far = router(9);
    expect(chaseWorth(near, unitOf(near, 'italians'))).toBeGreaterThan(chaseWorth(far, unitOf(far, 'italians')));
    expect(chaseWorth(far, unitOf(far, 'italians'))).toBeGreaterThan(0);
    unitOf(near, 'carthHorse').status.routing = false;
    expect(chaseWorth(near, unitOf(near, 'italians'))).toBe(0);
  });
});
