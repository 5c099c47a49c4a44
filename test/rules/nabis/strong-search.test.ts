// The strong Nabis bot (issue 14): how its search judges. Each test goes red when the
// behaviour it names is taken out of src/rules/nabis/strong.ts or src/engine/search.ts.
import { describe, expect, it } from 'vitest';
import type { RuleSystem } from '../../../src/engine/contract';
import { BotRandom } from '../../../src/engine/draws';
import { searchChoice, type SearchHooks } from '../../../src/engine/search';
import { nabisBot } from '../../../src/rules/nabis/bot';
import { DISTRICTS } from '../../../src/rules/nabis/data/map-sparta';
import { dist } from '../../../src/rules/nabis/hex';
import { HOOKS, nabisValue, reinforcements, strongCandidates } from '../../../src/rules/nabis/strong';
import { MAP, type NState } from '../../../src/rules/nabis/state';
import { clearedByRome } from '../../../src/rules/nabis/victory';
import type { NAction } from '../../../src/rules/nabis/actions';
import { activate, scene, uid } from './scene';

// A one-step game: the action is the value the position ends with, the steady choice is 0.
const oneStep = { apply: (_s: number, _seat: number, a: number) => a, waitingFor: () => ({ kind: 'over' }) } as unknown as RuleSystem<number, number>;
const hooks = (alt: number, margin: number): SearchHooks<number, number> => ({
  candidates: () => [0, alt], steady: () => 0, evaluate: (s) => s, horizon: () => true, playouts: 4, budget: 100, margin,
});

describe('strong Nabis: the steady choice stands unless clearly beaten (issue 14)', () => {
  it('keeps the steady choice when the alternative does better by less than the margin', () => {
    expect(HOOKS.margin).toBe(10);
    expect(searchChoice(oneStep, 0, 0, new BotRandom(1), hooks(5, HOOKS.margin!))).toBe(0);
  });
  it('takes the alternative when it does better by the margin or more', () => {
    expect(searchChoice(oneStep, 0, 0, new BotRandom(1), hooks(10, HOOKS.margin!))).toBe(10);
  });
});

/** Valiant Romans on one hex of each of `n` districts, no Spartan in any: n cleared (13.2.3-c). */
function cleared(n: number): NState {
  const romans = ['hastati1a', 'hastati1b', 'hastati2a', 'hastati2b'];
  const hexes = [904, 1308, 1205, 910];
  const s = scene(romans.slice(0, n).map((id, k) => ({ id, hex: hexes[k], f: 0 })).concat([{ id: 'laconiansa', hex: 1004, f: 3 }]), {});
  return s;
}

describe('strong Nabis: judging the districts (13.2.3, 13.3.2-p)', () => {
  it('three districts cleared weigh far more than the third one\'s VP: the fourth ends the game', () => {
    const two = cleared(2), three = cleared(3);
    expect(DISTRICTS.filter((d) => clearedByRome(two, d)).length).toBe(2);
    expect(DISTRICTS.filter((d) => clearedByRome(three, d)).length).toBe(3);
    // The third district is 1 VP at the end (13.3.2-f, 10 tenths) and takes 2 from Sparta (13.3.2-n, 20): 30 with no threat.
    expect(nabisValue(three, 0) - nabisValue(two, 0)).toBeGreaterThanOrEqual(60);
    expect(nabisValue(three, 1)).toBe(-nabisValue(three, 0));
  });
});

describe('strong Nabis: no Spartan idles while a district has no valiant defender (13.2.3)', () => {
  // Two valiant Mercenaries hold Limnai; Kynosoura, Mesoa and Pitane have none; a Roman far off.
  const place = (second: boolean) => activate(scene([
    { id: 'mercenariesa', hex: 1009, f: 3 },
    ...(second ? [{ id: 'mercenariesb', hex: 1010, f: 3 }] : []),
    { id: 'hastati1a', hex: 1315, f: 0 },
  ], { pythagoras: 1009 }), 'pythagoras');
  const toward = (s: NState, a: NAction) => {
    if (a.k !== 'move') return false;
    const open = Object.keys(MAP.district).map(Number).filter((h) => MAP.district[h] !== 'limnai');
    const near = (h: number) => Math.min(...open.map((g) => dist(h, g)));
    return near(a.to) < near(s.u[a.u].hex);
  };
  it('with two valiant units in Limnai, one is weighed for the march toward an undefended district', () => {
    const s = place(true);
    const steady = nabisBot(s, 1, new BotRandom(1));
    expect(steady.k === 'move' && toward(s, steady)).toBe(false); // the steady Spartans hold where they stand
    const c = strongCandidates(s, 1, new BotRandom(1));
    expect(c[0]).toEqual(steady);
    expect(c.some((a) => toward(s, a))).toBe(true);
  });
  it('the last valiant defender of Limnai is not sent away', () => {
    const s = place(false);
    const out: NAction[] = [];
    reinforcements(s, (a) => out.push(a));
    expect(out).toEqual([]);
    const s2 = place(true);
    reinforcements(s2, (a) => out.push(a));
    expect(out.length).toBe(1); // one of the two may go, not both
    expect(out[0].k === 'move' && [uid(s2, 'mercenariesa'), uid(s2, 'mercenariesb')]).toContain((out[0] as { u: number }).u);
  });
});
