// Spec A.3 "Interpenetrate friends" (late option `interpenetration`): a move passes through
// friends when either unit is unformed or Light troops; it must end clear of them; a formed
// unit passed through within bow range of the enemy takes 1 DP (A.3, MOR-C9's movement cause).
// Games recorded before the option stopped every move at the first friend in its way.
import { describe, expect, it } from 'vitest';
import { civbel, type CivGame } from '../../../src/rules/civbel';
import { describeEvent } from '../../../src/rules/civbel/describe';
import { greatPlains, ix, scripted, unitOf, JT } from './helpers';

const ON = { interpenetration: 'friends', sweptPaths: 'checked' };
const row = (s: CivGame, id: string, x: number, y: number, h = 90) => unitOf(s, id).stands.forEach((st, i) => { st.x = x + i * JT; st.y = y; st.h = h; });
const back = (s: CivGame, id: string) => Math.min(...unitOf(s, id).stands.map((st) => st.y));
const front = (s: CivGame, id: string) => Math.max(...unitOf(s, id).stands.map((st) => st.y));

/** Rome's tactical half: Velites I (2 stands, light) behind the Italian horse (3 stands, formed
 *  heavy cavalry), both facing +y, the velites' front 3/4 JT behind the horse's rear. With
 *  `enemyY`, Carthaginian foot far to the right at that depth (bow range or beyond). */
function behindTheHorse(options: Record<string, string>, enemyY?: number): CivGame {
  const keep = ['velites1', 'italians', ...(enemyY === undefined ? [] : ['carthFoot'])];
  const s = greatPlains('tactical', { keep, options });
  row(s, 'italians', 3000, 3000);
  row(s, 'velites1', 3000, 2640);
  if (enemyY !== undefined) row(s, 'carthFoot', 3000 + 12 * JT, enemyY, 270);
  return s;
}
const advance = (s: CivGame, id: string) => ({ k: 'move' as const, unit: ix(s, id), how: 'advance' as const, angle: 0 });

const passedEvents = (ctx: ReturnType<typeof scripted>) => ctx.events.filter((e) => e.t === 'passedThrough');

describe('A.3: interpenetrate friends', () => {
  it('light troops pass through a formed unit and end clear beyond it; the log says so in both languages', () => {
    const s = behindTheHorse(ON);
    const ctx = scripted([6, 6]);
    const t = civbel.apply(s, 0, advance(s, 'velites1'), ctx);
    // 5½ JT rolled (AvD 4, 4, 3): all covered, through the horse and 4 stand-centres beyond it.
    expect(back(t, 'velites1')).toBe(2640 + 1320);
    expect(back(t, 'velites1')).toBeGreaterThan(front(t, 'italians'));
    const [e] = passedEvents(ctx);
    expect(e).toMatchObject({ rule: 'A.3', provisional: true, unit: 'velites1', through: 'italians', dps: 0 });
    expect(describeEvent(e, 'en')).toBe('Velites I pass through Italian horse (provisional rule: Manoeuvre)');
    expect(describeEvent(e, 'fr')).toBe('les Vélites I traversent la Cavalerie italienne (règle provisoire : Manœuvre)');
    expect(unitOf(t, 'italians').dps).toBe(0);
  });
  it('a friend in melee is not passed through', () => {
    const s = behindTheHorse(ON);
    unitOf(s, 'italians').status.inCombat = true;
    const ctx = scripted([6, 6]);
    const t = civbel.apply(s, 0, advance(s, 'velites1'), ctx);
    expect(front(t, 'velites1')).toBeLessThan(3000);
    expect(passedEvents(ctx)).toEqual([]);
  });
  it('without the option (games recorded before it) the same move stops short of the horse', () => {
    for (const options of [{ sweptPaths: 'checked' }, { interpenetration: 'never', sweptPaths: 'checked' }, {}] as Record<string, string>[]) {
      const s = behindTheHorse(options);
      const ctx = scripted([6, 6]);
      const t = civbel.apply(s, 0, advance(s, 'velites1'), ctx);
      expect(front(t, 'velites1')).toBeLessThan(3000);
      expect(passedEvents(ctx)).toEqual([]);
    }
  });
  it('a move whose reach ends on the friend ends clear of it, short of it', () => {
    const s = behindTheHorse(ON);
    row(s, 'velites1', 3000, 3000 - 1080);
    const ctx = scripted([1, 1]);
    const t = civbel.apply(s, 0, advance(s, 'velites1'), ctx);
    const moved = ctx.events.find((e) => e.t === 'unitMoved')!;
    expect(moved.rolled).toBe(1080);
    expect(Number(moved.dist)).toBeLessThan(1080);
    expect(front(t, 'velites1')).toBeLessThan(3000);
    expect(Number(moved.dist)).toBeGreaterThan(1080 - JT * 2);
    expect(passedEvents(ctx)).toEqual([]);
  });
  it('a formed unit passed through within bow range of the enemy takes 1 DP; beyond bow range, none', () => {
    // The horse's right edge is at 3600; Carthaginian foot 4 JT beyond it (within 5 JT), or 8 JT.
    for (const [gap, dps] of [[4, 1], [8, 0]] as const) {
      const s = behindTheHorse(ON, 3000);
      row(s, 'carthFoot', 3600 + gap * JT + JT / 2, 3000, 270);
      const ctx = scripted([6, 6]);
      const t = civbel.apply(s, 0, advance(s, 'velites1'), ctx);
      expect(passedEvents(ctx)).toMatchObject([{ through: 'italians', dps }]);
      if (dps) {
        expect(describeEvent(passedEvents(ctx)[0], 'en')).toBe('Velites I pass through Italian horse: 1 disorder point for Italian horse, formed and within bow range of the enemy (provisional rule: Manoeuvre)');
        expect(describeEvent(passedEvents(ctx)[0], 'fr')).toBe('les Vélites I traversent la Cavalerie italienne : 1 point de désordre pour la Cavalerie italienne, en ordre et à portée d\'arc de l\'ennemi (règle provisoire : Manœuvre)');
      }
      expect(unitOf(t, 'italians').dps).toBe(dps);
    }
  });
  it('a formed heavy unit does not pass through another formed heavy unit, but passes through light troops', () => {
    const s = behindTheHorse(ON);
    // The horse behind the velites now: allowed, as the velites are light.
    row(s, 'velites1', 3000, 3000);
    row(s, 'italians', 3000, 2640);
    const ctx = scripted([6, 6, 6]);
    const t = civbel.apply(s, 0, advance(s, 'italians'), ctx);
    expect(passedEvents(ctx)).toMatchObject([{ unit: 'italians', through: 'velites1' }]);
    expect(back(t, 'italians')).toBeGreaterThan(front(t, 'velites1'));
    // Legion I (formed heavy foot) in the velites' place: the horse stops short of it.
    const h = greatPlains('tactical', { keep: ['italians', 'legio1'], options: ON });
    row(h, 'italians', 3000, 2640);
    row(h, 'legio1', 2280, 3000);
    const hx = scripted([6, 6, 6]);
    const ht = civbel.apply(h, 0, advance(h, 'italians'), hx);
    expect(passedEvents(hx)).toEqual([]);
    expect(front(ht, 'italians')).toBeLessThan(3000);
  });
});
