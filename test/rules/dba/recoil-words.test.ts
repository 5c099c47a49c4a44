// DBA REC-03 in the log (issue 12, section 3, read end to end in session 10): an element
// destroyed because it could not recoil says what stopped it and after how many paces, so
// that "recoils 80 paces" followed by "destroyed" is no riddle; a flight says what it is.
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/contract';
import { dba } from '../../../src/rules/dba';
import { describeEvent } from '../../../src/rules/dba/describe';
import { namingCtx } from '../../../src/rules/dba/log-names';
import { flee, recoil } from '../../../src/rules/dba/moves-outcome';
import type { DbaState } from '../../../src/rules/dba/state';
import { fixedDice, get, position, type Spec } from './helpers';

const N = (id: number, base: string, x0: number, front: number, depth: number, side: 0 | 1 = 0): Spec => ({ id, side, base, f: 'N', x: [x0, x0 + 160], y: [front - depth, front] });
const S = (id: number, base: string, x0: number, front: number, depth: number, side: 0 | 1 = 1): Spec => ({ id, side, base, f: 'S', x: [x0, x0 + 160], y: [front, front + depth] });

/** Runs `f` with the naming context the rules log through, and returns the events. */
function logged(s: DbaState, f: (ctx: ReturnType<typeof fixedDice>) => void): LogEvent[] {
  const raw = fixedDice([]);
  const n = namingCtx(s, raw);
  f(n.ctx as ReturnType<typeof fixedDice>);
  n.finish();
  return raw.events;
}
const words = (e: LogEvent | undefined) => (e ? [describeEvent(e, 'en'), describeEvent(e, 'fr')] : []);
const destroyed = (evs: LogEvent[]) => evs.find((e) => e.t === 'destroyed');

describe('DBA REC-03: why a recoil failed, in words', () => {
  it('DBA REC-03: a friend it may neither pass nor push (a war wagon behind a Bd) is named', () => {
    const s = position([N(0, '4Bd', 1000, 1000, 60), N(1, 'WWg', 1000, 940, 320)]);
    const e = destroyed(logged(s, (ctx) => recoil(s, get(s, 0), ctx, false)));
    expect(e).toMatchObject({ rule: 'DBA REC-03', el: 0, why: 'friend', by: 1, after: 0 });
    expect(words(e)).toEqual([
      'Bd #0 is destroyed: it could not recoil, stopped by WWg #1, a friend it may neither pass through nor push back (rule: Combat outcomes)',
      'Bd #0 est détruit : il ne pouvait pas reculer, arrêté par WWg #1, ami qu\'il ne peut ni traverser ni repousser (règle : Résultat des combats)',
    ]);
  });
  it('DBA REC-03: a friend met part of the way back is named with the paces recoiled', () => {
    const s = position([N(0, '4Bd', 1000, 1000, 60), N(1, 'WWg', 1000, 910, 320)]);
    const e = destroyed(logged(s, (ctx) => recoil(s, get(s, 0), ctx, false)));
    expect(e).toMatchObject({ why: 'friend', by: 1, after: 30 });
    expect(words(e)[0]).toContain('stopped after 30 paces by WWg #1');
    expect(words(e)[1]).toContain('arrêté après 30 pas par WWg #1');
  });
  it('DBA REC-03: an enemy front on its flank destroys it before it moves, and the log says so', () => {
    const s = position([N(0, '4Bd', 1000, 1000, 60), { id: 12, side: 1, base: '4Bd', f: 'E', x: [940, 1000], y: [840, 1000] }]);
    const e = destroyed(logged(s, (ctx) => recoil(s, get(s, 0), ctx, false)));
    expect(e).toMatchObject({ why: 'flanked' });
    expect(words(e)).toEqual([
      'Bd #0 is destroyed: it could not recoil, an enemy touching its flank or rear (rule: Combat outcomes)',
      'Bd #0 est détruit : il ne pouvait pas reculer, un ennemi touchant son flanc ou son arrière (règle : Résultat des combats)',
    ]);
  });
  it('DBA REC-03 / REC-04: an enemy met behind is named', () => {
    const s = position([N(0, '4Bd', 1000, 1000, 60), S(12, '4Bd', 1000, 820, 60)]);
    const e = destroyed(logged(s, (ctx) => recoil(s, get(s, 0), ctx, false)).filter((x) => x.el === 0));
    expect(e).toMatchObject({ why: 'enemy', by: 12 });
    expect(words(e)[0]).toMatch(/^Bd #0 is destroyed: it could not recoil, stopped by the enemy Bd #12/);
  });
  it('DBA REC-03: an element recoiling from inside a camp or town is destroyed, and the log says why', () => {
    const s = position([N(0, '4Bd', 1000, 1000, 60)]);
    get(s, 0).where = 'camp';
    const e = destroyed(logged(s, (ctx) => recoil(s, get(s, 0), ctx, false)));
    expect(e).toMatchObject({ why: 'inside' });
    expect(words(e)).toEqual([
      'Bd #0 is destroyed: it could not recoil from inside a camp or town (rule: Combat outcomes)',
      'Bd #0 est détruit : il ne pouvait pas reculer, étant dans un camp ou une ville (règle : Résultat des combats)',
    ]);
  });
});

describe('DBA FLE-01: a flight in words', () => {
  it('DBA FLE-01: the flight says it is a recoil, a turn about and a full move, and where the element ended', () => {
    const s = position([N(0, '3Cv', 1000, 1000, 120)]);
    const e = logged(s, (ctx) => flee(s, get(s, 0), ctx)).find((x) => x.t === 'flee');
    const [en, fr] = words(e);
    expect(en).toMatch(/^Cv #0 flees \(a recoil, a turn about, then a full move away\): it ends \d+ paces from where it stood \(back\)/);
    expect(fr).toMatch(/^Cv #0 fuit \(recul, demi-tour, puis un mouvement complet\) : il finit à \d+ pas de sa position \(vers l'arrière\)/);
  });
});

describe('DBA DEP-01 / DEP-02: the rolls before the battle, in words', () => {
  it('DBA DEP-01: each army\'s die and aggression factor, and who attacks and who lays the terrain', () => {
    const e = { t: 'initiative', rule: 'DBA DEP-01', r0: 5, r1: 7, d0: 3, d1: 3, a0: 2, a1: 4, winner: 1, nm: { army: [['Hittite Empire', 'Empire hittite'], ['Later Mycenaean', 'Mycéniens tardifs']] } } as unknown as LogEvent;
    expect(words(e)).toEqual([
      'aggression (die + the army\'s factor): Hittite Empire 3 + 2 = 5 against Later Mycenaean 3 + 4 = 7; Later Mycenaean attacks, Hittite Empire defends and lays the terrain (rule: Deployment)',
      'agressivité (dé + facteur de l\'armée) : Empire hittite 3 + 2 = 5 contre Mycéniens tardifs 3 + 4 = 7 ; attaquant : Mycéniens tardifs ; défenseur, qui place le terrain : Empire hittite (règle : Déploiement)',
    ]);
    expect(words({ ...e, r1: 5, d1: 1, winner: -1 } as LogEvent)[0]).toContain('; a tie, rolled again');
  });
  it('DBA DEP-01: the roll logs each die, each factor and the winner (Hittites Ag 2, Achaians Ag 4)', () => {
    const ctx = fixedDice([3, 3]);
    dba.apply(dba.setup({ scenario: 'battle', options: {} }), 0, { k: 'initiative' }, ctx);
    expect(ctx.events.find((x) => x.t === 'initiative')).toMatchObject({ d0: 3, d1: 3, a0: 2, a1: 4, r0: 5, r1: 7, winner: 1 });
  });
});
