// The sides are named by the armies the players chose (14, S1), in the log and the result;
// the fixed scenario keeps its Mycenaeans and Hittites.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { ArmyChoice } from '../../../src/rules/cdb/army';
import { saltWords } from '../../../src/engine/commitment';
import { commitAction, OFFERED_ARMIES, revealAction } from '../../../src/rules/cdb/setup';
import { sideWords } from '../../../src/rules/cdb/side-names';
import type { CdbState } from '../../../src/rules/cdb/state';
import { scripted } from './game-helpers';

const salt = (k: number) => saltWords(new Uint8Array(32).fill(k), 'army');
const FREE = OFFERED_ARMIES[2];
/** Both armies chosen and shown; returns the state and the events of the last reveal (aggression, who attacks). */
function chosen(a0: ArmyChoice, a1: ArmyChoice, dice = [6, 1]) {
  const ctx = scripted(dice);
  let s: CdbState = cdb.setup({ scenario: 'battle', options: {} });
  s = cdb.apply(s, 0, commitAction(a0, salt(1)), ctx);
  s = cdb.apply(s, 1, commitAction(a1, salt(2)), ctx);
  s = cdb.apply(s, 1, revealAction(a1, salt(2)), ctx);
  s = cdb.apply(s, 0, revealAction(a0, salt(1)), ctx);
  return { s, events: ctx.events };
}

describe('CdB 14 S1: the sides named by the armies chosen', () => {
  it('the fixed scenario keeps the Mycenaeans (seat 0) and the Hittites; a battle before both reveals too', () => {
    expect(sideWords(cdb.setup({ scenario: 'hittite-mycenaean', options: {} })).map((w) => w.the.en)).toEqual(['the Mycenaeans', 'the Hittites']);
    expect(cdb.setup({ scenario: 'hittite-mycenaean', options: {} }).armies).toBeUndefined();
  });

  it('a free army against the Hittites: the log and the result name them, verbs agreeing', () => {
    const { s, events } = chosen(FREE, { sample: 0 });
    expect(s.armies).toHaveLength(2);
    expect(sideWords(s).map((w) => w.the.en)).toEqual(['the free army', 'the Hittites']);
    // The events logged from now on carry these words.
    const ctx = scripted([]);
    const over = { ...s, phase: 'over' as const, result: { winner: 0 as const, reason: 'armyBroken' } } as unknown as CdbState;
    expect(cdb.waitingFor(over)).toMatchObject({ result: { en: 'the free army wins', fr: 'victoire de l\'armée libre' } });
    expect(events.length).toBeGreaterThan(0);
    expect(ctx.events).toEqual([]);
    const turn = cdb.describeEvent(Object.defineProperty({ t: 'apDice', rule: 'CdB 4.1', side: 0, dice: [] }, 'nm', { value: { units: {}, corps: {}, sides: sideWords(s) } }), 'fr');
    expect(turn).toContain('l\'armée libre lance ses dés d\'action');
    // Without names (the fixed scenario) the old words.
    expect(cdb.describeEvent({ t: 'playerTurn', rule: 'CdB 3', turn: 1, side: 1 }, 'en')).toContain('the Hittites to play');
  });

  it('the same army on both sides: each named apart by its player', () => {
    const { s } = chosen({ sample: 1 }, { sample: 1 });
    const w = sideWords(s);
    expect(w[0].the.en).not.toEqual(w[1].the.en);
    expect(w[0].the.en).toBe('the Mycenaeans (first player)');
    expect(w[1].of.fr).toBe('des Mycéniens (second joueur)');
  });

  it('events logged by the rules once the armies are shown carry the sides\' words (namingCtx)', () => {
    const { s } = chosen(FREE, { sample: 0 });
    const ctx = scripted([]);
    let t = s;
    // The attacker's terrain step: ending it logs nothing, so play the side roll on the bare map instead.
    const open = chosen(FREE, { sample: 0 }).s;
    expect(open.setup?.step).toBe('hills');
    t = cdb.apply(t, t.setup!.seat, { k: 'terrainEnd' }, ctx);
    expect(t.setup?.step).toBe('terrain');
    const ctx2 = scripted([3, 2]);
    t = cdb.apply(t, t.setup!.seat, { k: 'terrain', kind: 0 }, ctx2);
    const ev = ctx2.events[0] as { nm?: { sides?: unknown[] } };
    expect(ev.nm?.sides).toHaveLength(2);
  });
});
