// The attacker's road, river or water side and the defender's river across (the terrain
// sidebar, steps 1 and 2: CdB sidebar-terrain, M11, M12, C8): each refusal in its own words,
// English and French, each boundary, what each choice writes on the map and in the log
// (mutation testing of setup.ts, the route and river code). Seat 1 (Mycenaeans) attacks.
import { describe, expect, it } from 'vitest';
import { cdb } from '../../../src/rules/cdb';
import type { CdbAction } from '../../../src/rules/cdb/actions';
import type { ArmyChoice } from '../../../src/rules/cdb/army';
import { saltWords } from '../../../src/engine/commitment';
import { commitAction, elementAnchors, revealAction, routeHexes } from '../../../src/rules/cdb/setup';
import type { CdbState } from '../../../src/rules/cdb/state';
import { G } from './helpers';
import { scripted } from './game-helpers';

const HIT: ArmyChoice = { sample: 0 }, MYC: ArmyChoice = { sample: 1 };
const salt0 = saltWords(new Uint8Array(32).fill(1), 'army'), salt1 = saltWords(new Uint8Array(32).fill(2), 'army');
const logOf = (s: CdbState, seat: 0 | 1, a: CdbAction, dice: number[] = []) => { const ctx = scripted(dice); const next = cdb.apply(s, seat, a, ctx); expect(cdb.invariants!(next)).toEqual([]); return { s: next, events: ctx.events }; };
const act = (s: CdbState, seat: 0 | 1, a: CdbAction, dice: number[] = []): CdbState => logOf(s, seat, a, dice).s;
function mycAttack(): CdbState {
  let s = act(cdb.setup({ scenario: 'battle', options: {} }), 0, commitAction(HIT, salt0));
  s = act(s, 1, commitAction(MYC, salt1));
  s = act(s, 1, revealAction(MYC, salt1));
  return act(s, 0, revealAction(HIT, salt0), [1, 1]);
}
type Said = { rule: string; message: string; fr: string } | null;
const said = (s: CdbState, seat: 0 | 1, a: CdbAction): Said => { const v = cdb.check(s, seat, a) as Said & { fr?: string }; return v && { rule: v.rule, message: v.message, fr: v.fr! }; };
const words = (message: string, fr: string): Said => ({ rule: 'sidebar-terrain', message, fr });
const FIRST = words('the attacker chooses his road, river or water side first, before his steep hills', 'l\'attaquant choisit sa route, sa rivière ou son côté d\'eau en premier, avant ses collines pentues');

describe('CdB sidebar-terrain step 1: the attacker\'s road, river or water side', () => {
  it('sidebar-terrain: chosen once, first, in the steep-hills step: after a road, after a hill, or in another step, refused in both languages', () => {
    const road = act(mycAttack(), 1, { k: 'route', kind: 0, from: 12, to: 18 });
    expect(said(road, 1, { k: 'route', kind: 0, from: 3, to: 3 })).toEqual(FIRST);
    const water = act(mycAttack(), 1, { k: 'route', kind: 2, from: 0, to: 0 });
    expect(said(water, 1, { k: 'route', kind: 0, from: 3, to: 3 })).toEqual(FIRST);
    const hill = act(mycAttack(), 1, { k: 'hill', hex: G.id(5, 5) });
    expect(said(hill, 1, { k: 'route', kind: 0, from: 3, to: 3 })).toEqual(FIRST);
    const later = act(mycAttack(), 1, { k: 'terrainEnd' });
    expect(said({ ...later, setup: { ...later.setup!, seat: 1 } } as CdbState, 1, { k: 'route', kind: 0, from: 3, to: 3 })).toEqual(FIRST);
  });
  it('sidebar-terrain: the water lies on the West (0) or East (1) side, with no second number; the log says which', () => {
    const bad = words('the water lies on the West or the East side', 'l\'eau borde le côté ouest ou le côté est');
    expect(said(mycAttack(), 1, { k: 'route', kind: 2, from: 0, to: 1 })).toEqual(bad);
    expect(said(mycAttack(), 1, { k: 'route', kind: 2, from: 2, to: 0 })).toEqual(bad);
    expect(said(mycAttack(), 1, { k: 'route', kind: 2, from: 0, to: 0 })).toBeNull();
    for (const [from, side] of [[0, 'W'], [1, 'E']] as const) {
      const { s, events } = logOf(mycAttack(), 1, { k: 'route', kind: 2, from, to: 0 });
      expect(s.map.water).toBe(side);
      expect(s.setup!.route).toEqual([2, from, 0]);
      expect(events).toEqual([{ t: 'waterSide', rule: 'sidebar-terrain', side: s.attacker, west: from === 0 }]);
      expect(cdb.describeEvent(events[0], 'en')).toContain(from === 0 ? 'West' : 'East');
      expect(cdb.describeEvent(events[0], 'fr')).toContain(from === 0 ? 'ouest' : 'est');
    }
  });
  it('sidebar-terrain: a kind that is none of the three is refused in its words', () => {
    expect(said(mycAttack(), 1, { k: 'route', kind: 3, from: 1, to: 1 })).toEqual(words('a road, a river or a water side', 'une route, une rivière ou un côté d\'eau'));
  });
  it('sidebar-terrain: a road or a river runs from a South-edge column 1–30 to a North-edge column 1–30: 1 and 30 allowed, 0, 31 and 1.5 not', () => {
    const roadNo = words('the road runs from a hex of the South edge to a hex of the North edge', 'la route va d\'un hex. du bord sud à un hex. du bord nord');
    const riverNo = words('the river runs from a hex of the South edge to a hex of the North edge', 'la rivière va d\'un hex. du bord sud à un hex. du bord nord');
    for (const [from, to] of [[1, 1], [30, 30], [1, 30], [30, 1]]) {
      expect(said(mycAttack(), 1, { k: 'route', kind: 0, from, to }), `${from} to ${to}`).toBeNull();
      expect(said(mycAttack(), 1, { k: 'route', kind: 1, from, to }), `${from} to ${to}`).toBeNull();
    }
    for (const [from, to] of [[0, 5], [31, 5], [5, 0], [5, 31], [1.5, 5], [5, 2.5]]) {
      expect(said(mycAttack(), 1, { k: 'route', kind: 0, from, to }), `${from} to ${to}`).toEqual(roadNo);
      expect(said(mycAttack(), 1, { k: 'route', kind: 1, from, to }), `${from} to ${to}`).toEqual(riverNo);
    }
  });
  it('sidebar-terrain, M11 b [INTERP]: a road is clear ground, a river broken ground of kind river; each logged with its hexes and whether it is a road', () => {
    const r = logOf(mycAttack(), 1, { k: 'route', kind: 0, from: 12, to: 18 });
    const hexes = routeHexes(r.s, 12, 18);
    expect(r.s.setup!.route).toEqual([0, 12, 18]);
    for (const h of hexes) expect(r.s.map.cells[String(h)]).toEqual({ ground: 'clear', kind: 'open', road: true });
    expect(r.events).toEqual([{ t: 'routePlaced', rule: 'sidebar-terrain', side: r.s.attacker, road: true, hexes }]);
    const v = logOf(mycAttack(), 1, { k: 'route', kind: 1, from: 12, to: 18 });
    for (const h of hexes) expect(v.s.map.cells[String(h)]).toEqual({ ground: 'broken', kind: 'river', river: true });
    expect(v.events).toEqual([{ t: 'routePlaced', rule: 'sidebar-terrain', side: v.s.attacker, road: false, hexes }]);
    expect(cdb.describeEvent(r.events[0], 'en')).not.toBe(cdb.describeEvent(v.events[0], 'en'));
  });
  it('sidebar-terrain: steep hills come with a road or a water side, never after a river (refused in both languages)', () => {
    const river = act(mycAttack(), 1, { k: 'route', kind: 1, from: 12, to: 18 });
    expect(said({ ...river, setup: { ...river.setup!, step: 'hills', seat: 1 } } as CdbState, 1, { k: 'hill', hex: G.id(5, 5) }))
      .toEqual(words('steep hills come with a road or a water side, not with a river', 'les collines pentues vont avec une route ou un côté d\'eau, pas avec une rivière'));
  });
});

describe('CdB sidebar-terrain step 2, M11: the defender\'s river across', () => {
  const defenderTurn = () => act(mycAttack(), 1, { k: 'terrainEnd' });
  it('sidebar-terrain: one of his elements: not while an element waits to be placed, nor once he has placed three, nor out of the terrain step', () => {
    const one = words('the defender\'s river is one of his terrain elements', 'la rivière du défenseur est l\'un de ses éléments de terrain');
    const s = defenderTurn();
    expect(said(s, 0, { k: 'riverAcross', row: 11 })).toBeNull();
    const rolled = act(s, 0, { k: 'terrain', kind: 6 }, [1, 1]);
    expect(rolled.setup!.pending.length).toBeGreaterThan(0);
    expect(said(rolled, 0, { k: 'riverAcross', row: 11 })).toEqual(one);
    expect(said({ ...s, setup: { ...s.setup!, elements: 3 } } as CdbState, 0, { k: 'riverAcross', row: 11 })).toEqual(one);
    expect(said({ ...s, setup: { ...s.setup!, elements: 2 } } as CdbState, 0, { k: 'riverAcross', row: 11 })).toBeNull();
    expect(said({ ...s, setup: { ...s.setup!, step: 'hills' } } as CdbState, 0, { k: 'riverAcross', row: 11 })).toEqual(one);
  });
  it('sidebar-terrain: a second river, a row off the middle, earlier terrain in its way: each refused in its words', () => {
    const s = defenderTurn();
    expect(said(s, 0, { k: 'riverAcross', row: 10 })).toEqual(words('the river runs from the middle of the West side to the middle of the East side (row 11 or 12)', 'la rivière va du milieu du côté ouest au milieu du côté est (rangée 11 ou 12)'));
    expect(said(s, 0, { k: 'riverAcross', row: 12 })).toBeNull();
    const once = act(s, 0, { k: 'riverAcross', row: 11 });
    expect(said(once, 0, { k: 'riverAcross', row: 12 })).toEqual(words('the battlefield has a river already', 'le champ de bataille a déjà une rivière'));
    const h = act(act(mycAttack(), 1, { k: 'hill', hex: G.id(15, 11) }), 1, { k: 'terrainEnd' });
    const taken = said(h, 0, { k: 'riverAcross', row: 11 })!;
    expect(taken.rule).toBe('sidebar-terrain');
    expect(taken.message).toMatch(/^the river would cross earlier terrain at \d{4}$/);
    expect(taken.fr).toMatch(/^la rivière traverserait un terrain déjà placé en \d{4}$/);
  });
  it('sidebar-terrain [INTERP]: it crosses a road on clear level ground (a ford), not a road on a hill nor a bare hill', () => {
    const s = defenderTurn();
    const at = G.id(7, 11);
    const withCell = (c: object) => ({ ...s, map: { ...s.map, cells: { ...s.map.cells, [String(at)]: c } } }) as CdbState;
    expect(said(withCell({ ground: 'clear', kind: 'open', road: true }), 0, { k: 'riverAcross', row: 11 })).toBeNull();
    expect(said(withCell({ ground: 'clear', kind: 'open', road: true, level: 1 }), 0, { k: 'riverAcross', row: 11 })?.message).toBe('the river would cross earlier terrain at 0711');
    expect(said(withCell({ ground: 'clear', kind: 'hill', level: 1 }), 0, { k: 'riverAcross', row: 11 })?.message).toBe('the river would cross earlier terrain at 0711');
    expect(said(withCell({ ground: 'broken', kind: 'rocky', road: true }), 0, { k: 'riverAcross', row: 11 })?.message).toBe('the river would cross earlier terrain at 0711');
    expect(said(withCell({ ground: 'clear', kind: 'open' }), 0, { k: 'riverAcross', row: 11 })?.message).toBe('the river would cross earlier terrain at 0711');
  });
  it('sidebar-terrain: placed, it is logged as a river with its hexes; the third element ends the defender\'s terrain, the second does not', () => {
    const s = defenderTurn();
    const r = logOf(s, 0, { k: 'riverAcross', row: 11 });
    const hexes = Array.from({ length: 30 }, (_, i) => G.id(i + 1, 11));
    expect(r.events).toEqual([{ t: 'terrainPlaced', rule: 'sidebar-terrain', kind: 'river', hexes }]);
    expect(cdb.describeEvent(r.events[0], 'en')).toBe('river from 0111 to 3011 (30 hexes, broken ground)');
    expect(r.s.setup!.step).toBe('terrain');
    const third = act({ ...s, setup: { ...s.setup!, elements: 2 } } as CdbState, 0, { k: 'riverAcross', row: 11 });
    expect(third.setup!.step).not.toBe('terrain');
    const second = act({ ...s, setup: { ...s.setup!, elements: 1 } } as CdbState, 0, { k: 'riverAcross', row: 11 });
    expect(second.setup!.step).toBe('terrain');
    void elementAnchors;
  });
});
