// The army builder (14, 14.1, 14.2, sidebar-300, C7): lists with scaled minima and maxima,
// points, corps with their generals, baggage, allied contingents. Each test starts from a
// legal army and breaks one rule; the refusal names the rule in English and French.
import { describe, expect, it } from 'vitest';
import { armyCode, armyFromCode, armyOf, armyPoints, checkArmy, type ArmyChoice, type CorpsChoice } from '../../../src/rules/cdb/army';
import { ARMY_LISTS, scaledMax, scaledMin } from '../../../src/rules/cdb/data/lists';

const HIT = 0, MYC = 1, FREE = 2;
/** Entries: hittite [Kn, Cv, Sp, Ps, Hd]; mycenaean [Cv, Sp, Wb, Pk, Ps]. */
const corps = (list: number, counts: number[], general = 0, bags: [number, number] = [1, 1]): CorpsChoice => ({ list, general, counts, mobile: bags[0], immobile: bags[1] });
/** A legal Hittite army at 200 points: the minima in one corps, a second small corps. */
const hittite = (): { list: number; points: number; corps: CorpsChoice[] } => ({ list: HIT, points: 0, corps: [corps(HIT, [2, 1, 6, 1, 0]), corps(HIT, [1, 0, 2, 0, 0])] });
const refusal = (a: ArmyChoice) => checkArmy(a);

describe('CdB army builder', () => {
  it('a legal army passes, costs its counters\' points, and comes back from its code', () => {
    const a = hittite();
    expect(refusal(a)).toBeNull();
    expect(armyPoints(a)).toBe(3 * 10 + 7 + 8 * 5 + 2);
    expect(armyFromCode(armyCode(a))).toEqual(a);
    expect(armyFromCode([...armyCode(a), 0])).toBeNull();
    expect(armyFromCode([1, 9])).toBeNull();
    expect(refusal({ sample: 0 })).toBeNull();
    expect(refusal({ sample: 5 })?.rule).toBe('CdB 14');
  });
  it('CdB 14: the list minima and maxima, over the army\'s own corps', () => {
    const a = hittite();
    a.corps[0].counts[2] = 5; // 7 Sp, the minimum is 6: still legal
    expect(refusal(a)).toBeNull();
    a.corps[0].counts[2] = 3; a.corps[1].counts[2] = 2; // 5 Sp
    const r = refusal(a)!;
    expect(r.rule).toBe('CdB 14');
    expect(r.message).toMatch(/6 to 18 Sp/);
    expect(r.fr).toMatch(/de 6 à 18 Lances \(/); // the type as the French log names it, not its abbreviation
    const b = hittite();
    b.corps[0].counts[4] = 4; // Hd max 3
    expect(refusal(b)?.message).toMatch(/0 to 3 Hd/);
  });
  it('CdB 14 points: an army costs no more than the game\'s points', () => {
    const knights = (n: number): ArmyChoice => ({ list: FREE, points: 0, corps: [corps(FREE, Array(32).fill(0).map((_, i) => (i === 0 ? n : 0)), 0, [2, 0])] });
    expect(refusal(knights(20))).toBeNull(); // 200 points
    const r = refusal(knights(21))!;
    expect(r.rule).toBe('CdB 14');
    expect(r.message).toMatch(/costs 210 points, more than 200/);
    expect(r.fr).toMatch(/coûte 210 points, plus que 200/);
    expect(refusal({ ...(knights(21) as object), points: 1 } as ArmyChoice)).toBeNull();
  });
  it('CdB sidebar-300: at 300 points the minima and maxima are multiplied by 1.5, at 400 by 2; generals unchanged', () => {
    expect([scaledMin(3, 0), scaledMin(3, 1), scaledMin(3, 2)]).toEqual([3, 4, 6]);
    expect([scaledMax(3, 0), scaledMax(3, 1), scaledMax(3, 2)]).toEqual([3, 5, 6]);
    const a = hittite();
    a.points = 1; // 300 points: Kn 4 to 14, Sp 9 to 27
    expect(refusal(a)?.message).toMatch(/4 to 14 Kn/);
    a.corps[0].counts[0] = 3;
    expect(refusal(a)?.message).toMatch(/9 to 27 Sp/);
    a.corps[0].counts[2] = 7;
    expect(refusal(a)).toBeNull();
    a.corps.push(corps(HIT, [1, 0, 0, 0, 0]));
    expect(refusal(a)).toBeNull(); // 6 Kn: three generals, three corps
    a.corps.push(corps(HIT, [1, 0, 0, 0, 0]));
    expect(refusal(a)?.message).toMatch(/3 generals/); // the list's 3 generals, at any points
  });
  it('CdB 14.1: one corps per general, at most four, each led by a general of an allowed type; the first is the CinC\'s', () => {
    const a = hittite();
    a.corps[1].general = 2; // a Spear general: the list does not allow it
    expect(refusal(a)?.rule).toBe('CdB 14.1');
    const b = hittite();
    b.corps[1].counts[0] = 0; // its general's entry has no counter
    b.corps[0].counts[0] = 3;
    expect(refusal(b)?.message).toMatch(/led by a general/);
    const free = (n: number): ArmyChoice => ({ list: FREE, points: 2, corps: Array.from({ length: n }, () => corps(FREE, Array(32).fill(0).map((_, i) => (i === 0 ? 1 : 0))) ) });
    expect(refusal(free(4))).toBeNull();
    expect(refusal(free(5))?.message).toMatch(/at most four/);
    const army = armyOf(hittite());
    expect(army.corps[0].counters[0]).toMatchObject({ type: 'Kn', general: true, cinc: true });
    expect(army.corps[1].counters[0]).toMatchObject({ type: 'Kn', general: true });
    expect(army.corps[1].counters[0].cinc).toBeUndefined();
    expect(army.corps.map((c) => c.counters.length)).toEqual([10, 3]);
  });
  it('CdB 14.1: two baggage per corps, mobile or immobile, shared freely among the corps', () => {
    const a = hittite();
    a.corps[0].mobile = 2; a.corps[0].immobile = 2; a.corps[1].mobile = 0; a.corps[1].immobile = 0;
    expect(refusal(a)).toBeNull();
    expect(armyOf(a).corps.map((c) => c.baggage)).toEqual([['mobile', 'mobile', 'immobile', 'immobile'], []]);
    a.corps[0].immobile = 1;
    const r = refusal(a)!;
    expect(r.rule).toBe('CdB 14.1');
    expect(r.message).toMatch(/4 in all/);
  });
  it('CdB 14.2: an allied contingent from an allowed list, compulsory troops only, its own general and two baggage, one per nationality; its general costs more', () => {
    const ally = () => corps(MYC, [1, 1, 0, 0, 1]); // Cv general, 1 Sp, 1 Ps: each compulsory entry ≥ a quarter of its minimum
    const a = hittite();
    a.corps.push(ally());
    expect(refusal(a)).toBeNull();
    expect(armyOf(a).corps[2]).toMatchObject({ allied: true, nationality: 'mycenaean' });
    expect(armyPoints(a)).toBe(armyPoints(hittite()) + 7 + 5 + 2 + 5); // irregular allied general: +5
    const nonCompulsory = hittite(); nonCompulsory.corps.push({ ...ally(), counts: [1, 1, 1, 0, 1] });
    expect(refusal(nonCompulsory)?.message).toMatch(/only the list's compulsory troops, not Wb/);
    const bags = hittite(); bags.corps.push({ ...ally(), mobile: 1, immobile: 0 }); bags.corps[0].mobile = 2;
    expect(refusal(bags)?.message).toMatch(/two baggage/);
    const twice = hittite(); twice.corps[1] = ally(); twice.corps.push(ally());
    expect(refusal(twice)?.message).toMatch(/one allied contingent per nationality/);
    const notAllowed: ArmyChoice = { list: MYC, points: 0, corps: [corps(MYC, [4, 4, 0, 0, 2]), corps(FREE, Array(32).fill(0).map((_, i) => (i === 0 ? 2 : 0)))] };
    expect(refusal(notAllowed)?.rule).toBe('CdB 14.2');
    expect(refusal(notAllowed)?.fr).toMatch(/ne peut pas acheter d'alliés/);
    const first = hittite(); first.corps.unshift(ally());
    expect(refusal(first)?.message).toMatch(/first corps/);
  });
  it('CdB C7: at most a third of the maxima (the French), at least a quarter of the minima and one element besides the general', () => {
    const a = hittite();
    a.corps.push(corps(MYC, [1, 6, 0, 0, 1])); // Sp max 18/3 = 6
    expect(refusal(a)).toBeNull();
    a.corps[2].counts[1] = 7;
    expect(refusal(a)?.message).toMatch(/Sp 1 to 6/);
    a.corps[2].counts[1] = 0; // below a quarter of the minimum 4
    expect(refusal(a)?.message).toMatch(/Sp 1 to 6/);
    expect(ARMY_LISTS[MYC].entries[1]).toMatchObject({ type: 'Sp', min: 4, max: 18, compulsory: true });
  });
});
