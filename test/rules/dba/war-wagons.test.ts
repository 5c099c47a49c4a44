// DBA TROOP-05 (option troop05): a War Wagon counts the first edge an enemy front
// contacts as its front, fights in any direction and never turns.
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { fight, frontalPairs } from '../../../src/rules/dba/combat';
import { fixedDice, get, position, type Spec } from './helpers';

// WWg 0 facing north; Bd 12 facing east with its front along the WWg's left flank,
// front-left corners together (G-FLANK); Bd 13 facing north against its rear (G-REAR).
const wwg: Spec = { id: 0, side: 0, base: 'WWg', f: 'N', x: [1000, 1160], y: [500, 820] };
const onFlank: Spec = { id: 12, side: 1, base: '4Bd', f: 'E', x: [940, 1000], y: [660, 820] };
const onRear: Spec = { id: 13, side: 1, base: '4Bd', f: 'N', x: [1000, 1160], y: [440, 500] };

function combat(specs: Spec[], troop05: string | undefined, active: 0 | 1 = 1) {
  const s = position(specs, { phase: 'combat', active });
  if (troop05 !== undefined) s.opt.troop05 = troop05;
  return s;
}

describe('DBA TROOP-05: war wagons', () => {
  it('DBA TROOP-05: an enemy front on a WWg flank is its frontal opponent and they fight', () => {
    const s = combat([wwg, onFlank], 'front');
    expect(frontalPairs(s)).toEqual([[12, 0]]);
    expect(frontalPairs(combat([wwg, onFlank], 'front', 0))).toEqual([[0, 12]]);
    const ctx = fixedDice([6, 1]);
    fight(s, 12, 0, ctx);
    expect(ctx.events.some((e) => e.t === 'combat' && e.a === 12 && e.b === 0)).toBe(true);
    // The WWg never turns (CC-03 does not apply: it is in frontal combat).
    expect(get(s, 0).h).toBe(90);
    const m = position([wwg, onFlank], { phase: 'move' });
    m.opt.troop05 = 'front';
    get(m, 0).stamp = 1; // Bd 12 contacted the WWg's flank this bound
    const t = dba.apply(m, 0, { k: 'endMove' }, fixedDice([]));
    expect(get(t, 0).h).toBe(90);
  });
  it('DBA TROOP-05 / CC-02: of two enemy fronts on a WWg, one is its front opponent and the other a rear attacker costing it 1', () => {
    const alone = combat([wwg, onFlank], 'front');
    const both = combat([wwg, onFlank, onRear], 'front');
    expect(frontalPairs(both)).toEqual([[12, 0]]);
    const c1 = fixedDice([3, 3]), c2 = fixedDice([3, 3]);
    fight(alone, 12, 0, c1);
    fight(both, 12, 0, c2);
    const tb = (c: typeof c1) => (c.events.find((e) => e.t === 'combat') as unknown as { tb: number }).tb;
    expect(tb(c2)).toBe(tb(c1) - 1);
  });
  it('DBA TROOP-05: an enemy front to front with the WWg makes side contacts flank attacks only', () => {
    const front: Spec = { id: 14, side: 1, base: '4Bd', f: 'S', x: [1000, 1160], y: [820, 880] };
    expect(frontalPairs(combat([wwg, onFlank, front], 'front'))).toEqual([[14, 0]]);
  });
  it('DBA TROOP-05: games recorded before the option (troop05 absent, or "none") fight front to front only', () => {
    expect(frontalPairs(combat([wwg, onFlank], undefined))).toEqual([]);
    expect(frontalPairs(combat([wwg, onFlank], 'none'))).toEqual([]);
  });
});
