// Nabis 10.2-c, "several stacks can attack a single enemy stack", read as the rulebook says it:
// any group of the stacks facing one enemy stack may attack it (late option meleeGroups, issue 12).
// Games recorded before the option (their header does not name it) keep the older offer: with
// five or more stacks facing it, each stack alone or all of them. Around the Spartans in 0515:
// 0514 N, 0614 NE, 0615 SE, 0516 S, 0415 SW, 0414 NW.
import { describe, expect, it } from 'vitest';
import { candidateMelees } from '../../../src/rules/nabis/melee';
import { dirTo } from '../../../src/rules/nabis/hex';
import type { NState } from '../../../src/rules/nabis/state';
import { activate, scene, type Place } from './scene';

const act = (units: Place[], o: Record<string, string> = {}): NState => activate(scene(units, { pretor1: 516 }, o), 'pretor1');
const groups = (s: NState) => candidateMelees(s).map((c) => { expect(c.d).toEqual([515]); return c.a.join(','); });

/** Roman stacks each holding 0515 as its only enemy-occupied front hex. */
const FIVE: Place[] = [
  { id: 'hastati1a', hex: 516, f: 0 },   // front 0515, 0615
  { id: 'hastati1b', hex: 614, f: 4 },   // front 0515, 0514
  { id: 'principes1a', hex: 415, f: 1 }, // front 0515, 0516
  { id: 'principes1b', hex: 414, f: 2 }, // front 0515, 0415
  { id: 'velites1a', hex: 615, f: 5 },   // front 0515, 0614
];
const SIXTH: Place = { id: 'velites1b', hex: 514, f: dirTo(514, 515) };
const SPARTANS: Place = { id: 'spartansa', hex: 515, f: 3 };

describe('Nabis 10.2-c (meleeGroups): any group of the stacks facing one enemy stack may attack it', () => {
  it('Nabis 10.2-c: five stacks facing one enemy stack: every group of them, three of five included (31 mêlées)', () => {
    const g = groups(act([...FIVE, SPARTANS], { meleeGroups: 'any' }));
    expect(g.length).toBe(31);
    expect(new Set(g).size).toBe(31);
    expect(g).toContain('414,415,516');
    expect(g).toContain('516,614,615');
    expect(g).toContain('414,415,516,614,615');
  });
  it('Nabis 10.2-c: six stacks all round it: 63 groups, the most one enemy stack can face (the bound of the enumeration)', () => {
    const g = groups(act([...FIVE, SIXTH, SPARTANS], { meleeGroups: 'any' }));
    expect(g.length).toBe(63);
    expect(g).toContain('414,514,614');
  });
  it('Nabis 10.2-c: a game whose header does not name the option (older games), or names eachOrAll, offers each stack alone or all five', () => {
    for (const o of [{}, { meleeGroups: 'eachOrAll' }] as Record<string, string>[]) {
      const g = groups(act([...FIVE, SPARTANS], o));
      expect(g.sort()).toEqual(['414', '414,415,516,614,615', '415', '516', '614', '615']);
    }
  });
  it('Nabis 10.2-c: four stacks or fewer: every group under both readings (15 mêlées)', () => {
    for (const o of [{}, { meleeGroups: 'any' }] as Record<string, string>[]) expect(groups(act([...FIVE.slice(0, 4), SPARTANS], o)).length).toBe(15);
  });
});
