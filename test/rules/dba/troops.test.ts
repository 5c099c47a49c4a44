// Armies, troop definitions and basing: ARMY-04, TROOP-03, TROOP-04, BASE-02 (spec §4.1–4.3).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { DENIZENS } from '../../../src/rules/dba/bua';
import { combatFactor } from '../../../src/rules/dba/combat';
import { ARMY_LISTS } from '../../../src/rules/dba/data/armies';
import { BASES, MOUNTED, MOVE } from '../../../src/rules/dba/data/troops';
import { OPTIONS } from '../../../src/rules/dba/options';
import { canShoot } from '../../../src/rules/dba/shooting';
import { fixedDice, get, position, type Spec } from './helpers';

const cfg = (o: Record<string, unknown> = {}) => ({ scenario: 'battle', options: o as Record<string, string | number | string[]> });
const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };

describe('DBA ARMY-04 / BASE-02', () => {
  it('ARMY-04: how the figures stand on a base has no rules effect: an element is its base, no option or field describes a formation', () => {
    expect(OPTIONS.some((o) => o.rule === 'ARMY-04')).toBe(false);
    const s = dba.setup(cfg());
    // The complete list of what the rules know of an element: type, base, pose and state.
    expect(Object.keys(s.els[0]).sort()).toEqual(['base', 'bowFront', 'd', 'dismountTo', 'dismountedNow', 'fought', 'follower', 'gen', 'h', 'id', 'moved', 'moves', 'side', 'stamp', 'status', 'type', 'w', 'where', 'x', 'y'].sort());
    // Its depth is that of its base code, the same for every element of that code.
    for (const e of s.els) expect(e.d).toBe(BASES[e.base].depth);
  });
  it('BASE-02: the general\'s element is the one the list names, of the type it gives; exactly one per army', () => {
    for (const id of Object.keys(ARMY_LISTS)) {
      const s = dba.setup(cfg({ army0: id, army1: id }));
      const entry = ARMY_LISTS[id].entries.find((e) => e.general)!;
      for (const side of [0, 1]) {
        const gens = s.els.filter((e) => e.side === side && e.gen);
        expect(gens.length).toBe(1);
        expect(entry.choices).toContain(gens[0].base);
      }
    }
  });
  it('BASE-02: camp followers are an element (armed civilians, foot, +1); denizens are not modelled as one', () => {
    const s = dba.setup(cfg({ cf0: 1 }));
    const cf = s.els.filter((e) => e.follower);
    expect(cf.map((e) => [e.side, e.type])).toEqual([[0, 'CF']]);
    expect(MOUNTED.has('CF')).toBe(false);
    expect(combatFactor(cf[0], 'Kn', false)).toBe(1);
    expect(combatFactor(cf[0], 'Bd', false)).toBe(1);
    expect(s.els.some((e) => e.id === DENIZENS)).toBe(false);
  });
});

describe('DBA TROOP-03 / TROOP-04', () => {
  it('TROOP-04: HCh are Kn, LCh are Cv, 2Cm (camel skirmishers) are LH, a Lit is a WWg', () => {
    expect(BASES.HCh.type).toBe('Kn');
    expect(BASES.LCh.type).toBe('Cv');
    expect(BASES['2Cm']).toMatchObject({ type: 'LH', camel: true });
    expect(BASES.Lit).toMatchObject({ type: 'WWg', lit: true });
    // They move and fight as their class.
    expect(MOVE[BASES.HCh.type]).toEqual(MOVE.Kn);
    const s = position([{ id: 0, side: 0, base: 'HCh', f: 'N', x: [1000, 1160], y: [840, 1000] }, { id: 1, side: 0, base: 'LCh', f: 'N', x: [1200, 1360], y: [840, 1000] }]);
    expect(combatFactor(get(s, 0), 'Bd', false)).toBe(3);
    expect(combatFactor(get(s, 0), 'Cv', false)).toBe(4);
    expect(combatFactor(get(s, 1), 'Bd', false)).toBe(3);
  });
  it('TROOP-04: the Lit\'s guard does not shoot; other War Wagons do', () => {
    const s = position([{ id: 0, side: 0, base: 'Lit', f: 'N', x: [1000, 1160], y: [680, 1000] }, { id: 1, side: 0, base: 'WWg', f: 'N', x: [400, 560], y: [680, 1000] }]);
    expect(canShoot(s, get(s, 0))).toBe(false);
    expect(canShoot(s, get(s, 1))).toBe(true);
  });
  it('TROOP-03: a listed mounted element dismounts as part of a tactical move, and never remounts', () => {
    // Achaian (I/26a) chariots dismount as 4Bd.
    const army = dba.setup(cfg({ army1: 'I/26a' }));
    expect(army.els.filter((e) => e.side === 1 && e.dismountTo === '4Bd').map((e) => e.base)).toEqual(['LCh', 'LCh', 'LCh', 'LCh']);
    expect(army.els.filter((e) => e.side === 1 && e.dismountTo === '').every((e) => !MOUNTED.has(e.type))).toBe(true);
    const s = position([{ id: 0, side: 0, base: 'LCh', f: 'N', x: [1000, 1160], y: [400, 560], gen: true }, far]);
    get(s, 0).dismountTo = '4Bd';
    let t = dba.apply(s, 0, { k: 'move', id: 0, x: 1080, y: 700, h: 90, dis: true }, fixedDice([]));
    expect(get(t, 0)).toMatchObject({ base: '4Bd', type: 'Bd', dismountTo: '' });
    // Next bound of its own: it is foot for good; asking to change base again is refused.
    t = { ...t, els: t.els.map((e) => ({ ...e, moves: 0, moved: false, dismountedNow: false })), pips: 6 };
    expect(dba.check(t, 0, { k: 'move', id: 0, x: 1080, y: 800, h: 90, dis: true })?.rule).toBe('DBA MOV-10');
    expect(dba.check(t, 0, { k: 'move', id: 0, x: 1080, y: 800, h: 90 })).toBeNull();
    expect(dba.check(t, 0, { k: 'move', id: 0, x: 1080, y: 920, h: 90 })?.rule).toBe('DBA DIST-02'); // a foot move now
  });
});
