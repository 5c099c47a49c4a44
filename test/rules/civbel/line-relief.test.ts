// MOR-07 (p.25: "A Legion in Acies formation may also remove a DP in the Tactical Move Phase if it
// can perform a line relief"; p.5 and p.13: the Legion's lines "relieve each other in combat";
// the manoeuvre's page, p.33, is missing: spec A.3 "Legion line relief"). The relief as a
// player's action: the front line and the next swap places, 1 DP comes off, the Legion's move
// for the half is spent; refused for a shaken Legion, a Legion not in Acies, outside its own
// Tactical Move Phase, once it has acted; allowed in melee.
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { decode, encode } from '../../../src/rules/civbel/codec';
import { greatPlains, ix, scripted, unitOf } from './helpers';

const relieve = (s: CivGame) => ({ k: 'relieve' as const, unit: ix(s, 'legio1') });
/** Rome's Tactical Move half, Legion I alone in Acies (heading +y: its first line, the hastati,
 *  at y 1440, the principes at 1140, the triarii at 840), with 2 DPs. */
function legion(): CivGame {
  const s = greatPlains('tactical', { keep: ['legio1'] });
  unitOf(s, 'legio1').dps = 2;
  return s;
}
const lineAt = (s: CivGame, sub: number) => [...new Set(unitOf(s, 'legio1').stands.filter((st) => st.sub === sub).map((st) => st.y))];

describe('MOR-07, A.3: Legion line relief', () => {
  it('the first and second lines change places, the third stays, 1 DP comes off; logged and described in both languages', () => {
    const s = legion();
    expect(civbel.legalActions(s, 0)).toContainEqual(relieve(s));
    expect(civbel.check(s, 0, relieve(s))).toBeNull();
    expect(civbel.describeAction!(s, relieve(s), 'en')).toBe('Legion I relieves its front line with the next, removing 1 disorder point (provisional rule)');
    expect(civbel.describeAction!(s, relieve(s), 'fr')).toBe('la Légion I relève sa première ligne par la suivante, et ôte 1 point de désordre (règle provisoire)');
    // With no disorder to remove, the offer does not promise it.
    const fresh = legion();
    unitOf(fresh, 'legio1').dps = 0;
    expect(civbel.describeAction!(fresh, relieve(fresh), 'en')).toBe('Legion I relieves its front line with the next (provisional rule)');
    const ctx = scripted([]);
    const t = civbel.apply(s, 0, relieve(s), ctx);
    expect(lineAt(t, 0)).toEqual([1140]);
    expect(lineAt(t, 1)).toEqual([1440]);
    expect(lineAt(t, 2)).toEqual([840]);
    expect(unitOf(t, 'legio1').dps).toBe(1);
    expect(ctx.events.find((e) => e.t === 'lineRelief')).toMatchObject({ rule: 'A.3', cites: 'MOR-07', unit: 'legio1', dps: 1 });
    expect(ctx.used()).toBe(0);
    // Its whole move: once relieved, it neither relieves again nor moves in this half.
    expect(civbel.check(t, 0, relieve(t))?.message).toBe('Legion I is not free to act (not controlled, halted, routing or retiring, or already moved)');
    expect(civbel.legalActions(t, 0).filter((a) => 'unit' in a && a.unit === ix(t, 'legio1'))).toEqual([]);
  });
  it('a Legion in melee relieves its lines too (the fresh line takes the fight)', () => {
    const s = legion();
    unitOf(s, 'legio1').status.inCombat = true;
    expect(civbel.check(s, 0, relieve(s))).toBeNull();
    expect(lineAt(civbel.apply(s, 0, relieve(s), scripted([])), 0)).toEqual([1140]);
  });
  it('refused: shaken, not in Acies, not controlled, halted, in the Approach Phase, in the enemy\'s half; the refusal in French', () => {
    const cases: [string, (s: CivGame) => void, string][] = [
      ['shaken', (s) => { unitOf(s, 'legio1').shaken = true; }, 'Legion I is shaken: a shaken Legion cannot relieve its lines'],
      ['column', (s) => { unitOf(s, 'legio1').formation = 'column'; }, 'Legion I is not in Acies: only a Legion in Acies relieves its lines'],
      ['uncontrolled', (s) => { unitOf(s, 'legio1').turn.controlled = false; }, 'Legion I is not free to act (not controlled, halted, routing or retiring, or already moved)'],
      ['halted', (s) => { unitOf(s, 'legio1').status.halted = true; }, 'Legion I is not free to act (not controlled, halted, routing or retiring, or already moved)'],
      ['approach', (s) => { s.phase = 'approach'; }, 'a Legion relieves its lines in its own Tactical Move Phase'],
      ['enemy', (s) => { s.active = 1; }, 'only your own Legions relieve their lines'],
    ];
    for (const [, spoil, message] of cases) {
      const s = legion();
      spoil(s);
      const seat = s.active;
      const refusal = civbel.check(s, seat, relieve(s)) ?? civbel.check(s, 0, relieve(s));
      expect(refusal).toEqual({ rule: 'MOR-07', message });
      expect(civbel.legalActions(s, seat)).not.toContainEqual(relieve(s));
    }
    const s = legion();
    unitOf(s, 'legio1').shaken = true;
    expect(civbel.describeRefusal!(s, civbel.check(s, 0, relieve(s))!, 'fr')).toContain('la Légion I est ébranlée : une légion ébranlée ne peut pas relever ses lignes');
  });
  it('only a Legion relieves its lines: the Velites are refused by name', () => {
    const s = greatPlains('tactical', { keep: ['legio1', 'velites1'] });
    const velites = { k: 'relieve' as const, unit: ix(s, 'velites1') };
    expect(civbel.check(s, 0, velites)).toEqual({ rule: 'MOR-07', message: 'Velites I is not a Legion: only a Legion relieves its lines' });
    expect(civbel.legalActions(s, 0)).not.toContainEqual(velites);
  });
  it('refused where a line would step onto other troops: the front line goes back onto a stand of Legion II', () => {
    const s = greatPlains('tactical', { keep: ['legio1', 'legio2'] });
    const u = unitOf(s, 'legio1');
    // The second line loses its right-hand stand, and Legion II stands in the hole: the
    // front stand in that file would step back onto it.
    const right = u.stands.filter((st) => st.sub === 1).reduce((a, b) => (b.x > a.x ? b : a));
    u.stands = u.stands.filter((st) => st !== right);
    unitOf(s, 'legio2').stands = [{ ...right, sub: 0 }];
    expect(civbel.check(s, 0, relieve(s))).toEqual({ rule: 'MOR-07', message: 'Legion I has no room to relieve its lines' });
    expect(civbel.legalActions(s, 0)).not.toContainEqual(relieve(s));
    // Legion II gone, the relief is made.
    unitOf(s, 'legio2').destroyed = true;
    expect(civbel.check(s, 0, relieve(s))).toBeNull();
  });
  it('a Legion left with one line has none to relieve', () => {
    const s = legion();
    const u = unitOf(s, 'legio1');
    u.stands = u.stands.filter((st) => st.sub === 0);
    expect(civbel.check(s, 0, relieve(s))?.message).toBe('Legion I has only one line');
  });
  it('travels in a packet as [22, unit]', () => {
    const s = legion();
    expect(encode(relieve(s))).toEqual([22, ix(s, 'legio1')]);
    expect(decode(encode(relieve(s)))).toEqual(relieve(s));
  });
});
