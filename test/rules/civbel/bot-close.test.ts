// The steady Civitates Bellantes bot closing in (issue 14, bot-close.ts), in hand-built
// positions: each test asserts the bot's choice and goes red when the behaviour is taken
// out (checked by hand: chargeDeclarable always true, no aimed moves, CLOSE_ENOUGH 0,
// riskTaken 0, the leaders' reach counted from where they stood).
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../../src/engine/draws';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { civbelBot, chargeWorth, standing } from '../../../src/rules/civbel/bot';
import { chargeDeclarable, riskTaken, shotWorth, urgency } from '../../../src/rules/civbel/bot-close';
import { mayShoot } from '../../../src/rules/civbel/phase-limits';
import { fromLocal, unitFrame } from '../../../src/rules/civbel/facing';
import { chaptersOf, markContacts } from '../../../src/rules/civbel/half-phases';
import { frontAt, greatPlains, ix, scripted, unitOf } from './helpers';

const JT = 240;

/** The Great Plains game after the CP ratings, in the given phase for Rome, with only
 *  the named units on the table, every one controlled. */
const at = (phase: CivGame['phase'], keep: string[]): CivGame => greatPlains(phase, { keep });
/** Puts Carthaginian unit `id` facing the Italian horse, `gap` JT ahead of it and `side` JT to its right. */
function facing(s: CivGame, id: string, gap: number, side = 0): void {
  const o = unitFrame(unitOf(s, 'italians')).o;
  frontAt(unitOf(s, id), o.x + side * JT, o.y + gap * JT);
}
const bot = (s: CivGame) => civbelBot(s, 0, new BotRandom(1));

describe('steady bot closing in (A.5 declarable charges, aimed moves, A.6 urgency)', () => {
  it('A.5: a charge that needs a wheel of more than 45° is not one the bot counts on', () => {
    const s = at('tactical', ['italians', 'carthHorse']);
    s.responses.carthHorse = 'stand';
    facing(s, 'carthHorse', 2, 4);
    const u = unitOf(s, 'italians'), t = unitOf(s, 'carthHorse');
    expect(chargeDeclarable(s, u, t)).toBe(false);
    facing(s, 'carthHorse', 3, 0);
    expect(chargeDeclarable(s, u, t)).toBe(true);
  });

  it('A.3: horse with beatable horse well off to its right wheels its front to it (beyond the 45° wheel offered) rather than wait', () => {
    const s = at('tactical', ['italians', 'carthHorse']);
    s.responses.carthHorse = 'stand';
    facing(s, 'carthHorse', 2, 6);
    expect(chargeDeclarable(s, unitOf(s, 'italians'), unitOf(s, 'carthHorse'))).toBe(false);
    const a = bot(s);
    // Horse (A 3) beats standing horse (D 1): it wheels right by the angle to the enemy's front.
    expect(a).toMatchObject({ k: 'move', unit: ix(s, 'italians'), how: 'wheel' });
    if (a.k !== 'move') return;
    expect(a.angle).toBeLessThan(-45);
    const after = civbel.apply(s, 0, a, scripted([5, 5, 5, 5]));
    expect(chargeDeclarable(after, unitOf(after, 'italians'), unitOf(after, 'carthHorse'))).toBe(true);
  });

  it('A.5: within a sure charge (2 JT) of a target it beats, a Legion does not creep up to 1 JT', () => {
    const s = at('tactical', ['legio1', 'carthHorse']);
    s.responses.carthHorse = 'stand';
    const o = unitFrame(unitOf(s, 'legio1')).o;
    frontAt(unitOf(s, 'carthHorse'), o.x, o.y + 2 * JT);
    expect(chargeWorth(s, unitOf(s, 'legio1'), unitOf(s, 'carthHorse'), 2)).toBeGreaterThan(0);
    expect(bot(s).k).toBe('done');
  });

  it('A.6: late and not ahead by 10 points, a charge a little against the odds is taken; early, it is not', () => {
    const s = at('charges', ['italians', 'carthFoot']);
    facing(s, 'carthFoot', 2);
    s.responses.carthFoot = 'stand';
    const v = chargeWorth(s, unitOf(s, 'italians'), unitOf(s, 'carthFoot'), 3);
    // Horse against Spearmen standing (D 2): a little against it.
    expect(v).toBeLessThan(0);
    s.turn = 1;
    expect(bot(s).k).toBe('done');
    s.turn = s.turnLimit;
    expect(urgency(s, 0)).toBe(1);
    expect(v).toBeGreaterThan(0.05 - riskTaken(s, 0, unitOf(s, 'italians')));
    expect(bot(s)).toMatchObject({ k: 'charge', unit: ix(s, 'italians'), target: ix(s, 'carthFoot') });
  });

  it('A.6: ahead by the minor-victory margin, the bot takes no such risk', () => {
    const s = at('charges', ['italians', 'carthFoot', 'celtA']);
    facing(s, 'carthFoot', 2);
    s.responses.carthFoot = 'stand';
    s.turn = s.turnLimit;
    unitOf(s, 'celtA').destroyed = true; // Carthage has lost a unit: Rome leads on losses
    expect(urgency(s, 0)).toBe(0);
    expect(bot(s).k).toBe('done');
  });
});

describe('steady bot finishing shaken units (MOR-10, MOR-13, A.6)', () => {
  it('MOR-13: horse charges the last stand of shaken Spearmen that it would not charge whole and unshaken', () => {
    const s = at('charges', ['italians', 'carthFoot']);
    facing(s, 'carthFoot', 2);
    s.responses.carthFoot = 'stand';
    s.turn = 1;
    // Horse against Spearmen standing (D 2), early: a little against it, no charge.
    expect(bot(s).k).toBe('done');
    // Shaken down to its last stand (MOR-10): any combat DP destroys it (MOR-13), lost for A.6.
    const foot = unitOf(s, 'carthFoot');
    foot.shaken = true;
    foot.dps = 0;
    foot.stands = foot.stands.slice(0, 1);
    expect(chargeWorth(s, unitOf(s, 'italians'), foot, 3)).toBeGreaterThan(0.05);
    expect(bot(s)).toMatchObject({ k: 'charge', unit: ix(s, 'italians'), target: ix(s, 'carthFoot') });
  });
});

describe('steady bot joining a fight (A.5 support)', () => {
  /** Numidians in melee with Celtiberians A (charged home by the stand-in), the Italian
   *  horse 2 JT before the Celtiberians' front, 3 JT right of its middle. */
  function fight(withNumidians: boolean): CivGame {
    let s = at('charges', ['italians', 'celtA', ...(withNumidians ? ['numidiansR'] : [])]);
    s.responses.celtA = 'stand';
    if (withNumidians) {
      const o = unitFrame(unitOf(s, 'numidiansR')).o;
      frontAt(unitOf(s, 'celtA'), o.x, o.y + JT);
      const r = chaptersOf(s).charge(s, 'numidiansR', 'celtA', [10]);
      if (!r.ok || !r.contact) throw new Error('no contact');
      s = markContacts({ ...s, units: r.state.units });
    } else {
      frontAt(unitOf(s, 'celtA'), 0, 20 * JT);
    }
    const c = unitFrame(unitOf(s, 'celtA'));
    const p = fromLocal(c.o, c.h, 3 * JT, 2 * JT);
    frontAt(unitOf(s, 'italians'), p.x, p.y);
    return s;
  }

  it('horse that would lose alone to Celtiberians counts the +1 its charge gives the Numidians already fighting them', () => {
    const alone = fight(false);
    expect(chargeWorth(alone, unitOf(alone, 'italians'), unitOf(alone, 'celtA'), 3)).toBeLessThan(0);
    const s = fight(true);
    expect(unitOf(s, 'numidiansR').status.inCombat).toBe(true);
    expect(chargeWorth(s, unitOf(s, 'italians'), unitOf(s, 'celtA'), 3)).toBeGreaterThan(0);
  });
});

describe('steady bot light troops (A.4)', () => {
  it('Velites (skirmishers, short range) 3 JT from Carthaginian foot close to javelin range to shoot', () => {
    const s = at('tactical', ['velites1', 'carthFoot']);
    const o = unitFrame(unitOf(s, 'velites1')).o;
    frontAt(unitOf(s, 'carthFoot'), o.x, o.y + 3 * JT);
    expect(shotWorth(s, unitOf(s, 'velites1'), 0.5)).toBe(0); // out of javelin range
    const a = bot(s);
    expect(a).toMatchObject({ k: 'move', unit: ix(s, 'velites1'), how: 'advance' });
    const after = civbel.apply(s, 0, a, scripted([4, 4, 4]));
    expect(mayShoot(unitOf(after, 'velites1'), unitOf(after, 'carthFoot'), 'shortRange', false)).toBe(true);
    expect(shotWorth(after, unitOf(after, 'velites1'), 0.5)).toBeGreaterThan(0);
  });
});

describe('steady bot command points (CMD-05/06, CMD-08)', () => {
  it('a leader does not spend Control on troops another leader will reach from where his move puts him', () => {
    const s = at('command', ['legio1', 'carthFoot']);
    const scipio = s.leaders.findIndex((l) => l.id === 'scipio'), legate = s.leaders.findIndex((l) => l.id === 'r1c');
    const st = unitOf(s, 'legio1').stands[0];
    // Scipio stands far off; his allocation takes him to Legion I and joins it (made at the end of the half).
    Object.assign(s.leaders[scipio], { x: st.x + 10 * JT, y: st.y - 4 * JT, attachedTo: null });
    s.allocations = [{ leader: scipio, actions: [{ kind: 'control', exclude: [] }, { kind: 'move', double: true, x: st.x, y: st.y - st.d - 60, attach: ix(s, 'legio1'), detach: false }]}];
    s.allocations.push(...s.leaders.map((l, i) => ({ leader: i, actions: [] })).filter((a) => s.leaders[a.leader].side === 0 && a.leader !== scipio && a.leader !== legate));
    const a = bot(s);
    expect(a).toMatchObject({ k: 'allocate', leader: legate });
    if (a.k !== 'allocate') return;
    expect(a.actions.some((x) => x.kind === 'control')).toBe(false);
  });
});

describe('steady bot marches (SEQ-03 Approach Phase)', () => {
  it('a unit facing the enemy marches towards it; faced about, it does not march off', () => {
    const s = at('approach', ['legio1', 'carthFoot']);
    const o = unitFrame(unitOf(s, 'legio1')).o;
    frontAt(unitOf(s, 'carthFoot'), o.x, o.y + 14 * JT);
    expect(bot(s)).toMatchObject({ k: 'move', unit: ix(s, 'legio1'), how: 'march' });
    const t = at('approach', ['legio1', 'carthFoot']);
    frontAt(unitOf(t, 'carthFoot'), o.x, o.y + 14 * JT);
    // Legion I about: every stand turned 180° about the unit's front-edge midpoint.
    unitOf(t, 'legio1').stands = unitOf(t, 'legio1').stands.map((st) => ({ ...st, x: 2 * o.x - st.x, y: 2 * o.y - st.y, h: (st.h + 180) % 360 }));
    expect(civbel.legalActions(t, 0).some((a) => a.k === 'move' && a.how === 'march')).toBe(true);
    expect(bot(t).k).toBe('done');
  });
});
