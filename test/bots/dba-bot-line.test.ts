// The steady DBA bot keeps its army in one line (issue 14): it deploys as a line with
// its general behind the middle, the part of a line still clear of the enemy advances
// as a group, and a base with no room behind it to recoil starts no even fight.
// Each test fails when the behaviour behind it is removed.
import { describe, expect, it } from 'vitest';
import { BotRandom, DrawStream } from '../../src/engine/draws';
import { sha256, tag, u32 } from '../../src/engine/bytes';
import { dba } from '../../src/rules/dba';
import { linesOf } from '../../src/rules/dba/candidates';
import { fpAt, fpOf, onTable } from '../../src/rules/dba/geometry';
import { polyDistFloor } from '../../src/engine/plane';
import { MOVE } from '../../src/rules/dba/data/troops';
import type { DbaState } from '../../src/rules/dba/state';
import { position, type Spec } from '../rules/dba/helpers';

/** A battle played by the steady bot on both sides up to the first PIP roll. */
function deployed(seed: number): DbaState {
  const options: Record<string, string | number> = {};
  for (const o of dba.options) options[o.id] = o.default as string | number;
  let s = dba.setup({ scenario: 'battle', options });
  const dice = new DrawStream(sha256(tag('test/deploy'), u32(seed)));
  const rnd = new BotRandom(seed);
  for (let n = 0; n < 200 && s.phase !== 'pips' && s.phase !== 'move'; n++) {
    const w = dba.waitingFor(s);
    if (w.kind !== 'decide') break;
    s = dba.apply(s, w.seat, dba.bot!(s, w.seat, rnd, 'steady'), { dice, log() {} });
  }
  return s;
}

/** A general, a line of three Spears, Psiloi out on the left, and the enemy's empty camp far
 *  ahead (VIC-02), with one enemy element placed by the test. */
function raidScene(enemy: Spec, o: { pips?: number } = {}) {
  const s = position([
    { id: 0, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [300, 420], gen: true },
    { id: 1, side: 0, base: '4Sp', f: 'N', x: [960, 1120], y: [540, 600] },
    { id: 2, side: 0, base: '4Sp', f: 'N', x: [1120, 1280], y: [540, 600] },
    { id: 3, side: 0, base: '4Sp', f: 'N', x: [1280, 1440], y: [540, 600] },
    { id: 4, side: 0, base: '2Ps', f: 'N', x: [480, 640], y: [900, 980] },
    enemy,
  ], o);
  s.camps[1] = { owner: 1, x: 1200, y: 2240, h: 270, l: 320, dp: 160, controller: 1, everTaken: false };
  return s;
}

describe('steady DBA bot: one battle line', () => {
  it('MOV-03: deploys its army as one line of side-by-side bases (a single PIP moves it), the general behind its middle', () => {
    for (const seed of [1, 2, 3]) {
      const s = deployed(seed);
      expect(['pips', 'move']).toContain(s.phase);
      for (const seat of [0, 1] as const) {
        const mine = onTable(s).filter((e) => e.side === seat && !e.follower && e.where === '');
        const longest = Math.max(...linesOf(mine).map((l) => l.length));
        expect(longest).toBeGreaterThanOrEqual(8);
        const g = mine.find((e) => e.gen)!;
        const line = linesOf(mine).find((l) => l.length === longest)!;
        expect(line.some((e) => e.id === g.id)).toBe(false);
        // Behind: the general's front edge is nearer his own side than the line's.
        const fwd = line[0].h; // every base of the line faces the same way
        const ahead = (e: { x: number; y: number }) => (fwd === 90 ? e.y : fwd === 270 ? -e.y : fwd === 0 ? e.x : -e.x);
        expect(ahead(g)).toBeLessThan(Math.min(...line.map(ahead)));
      }
    }
  });

  it('MOV-03: when one base of a line stands close to the enemy, the rest of the line advances as a group', () => {
    const s = position([
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [800, 960], y: [540, 600] },
      { id: 2, side: 0, base: '4Sp', f: 'N', x: [960, 1120], y: [540, 600] },
      { id: 3, side: 0, base: '4Sp', f: 'N', x: [1120, 1280], y: [540, 600] },
      { id: 4, side: 0, base: '4Sp', f: 'N', x: [1280, 1440], y: [540, 600] },
      // Blades 60 p in front of the right-hand spear only: 4 against 5, a fight refused
      // (with two PIPs, none left for a friend to overlap them after the contact).
      { id: 9, side: 1, base: '4Bd', f: 'S', x: [1280, 1440], y: [660, 720] },
      { id: 10, side: 1, base: '4Bd', f: 'S', x: [400, 560], y: [1700, 1760] },
    ], { pips: 2 });
    const a = dba.bot!(s, 0, new BotRandom(1), 'steady');
    expect(a).toMatchObject({ k: 'group' });
    if (a.k === 'group') { expect([...a.ids].sort()).toEqual([1, 2]); expect(a.dist).toBeGreaterThan(90); } // #3's corner is 60 p from the Blades too
  });

  it('REC-03: an even frontal fight is taken with room to recoil behind, refused with a friend standing close behind', () => {
    const behind: Spec = { id: 2, side: 0, base: '4Sp', f: 'E', x: [1140, 1200], y: [940, 1100] };
    const at = (blocked: boolean) => position([
      // 80 p short of the enemy: once in contact, a recoil of 120 p would end 40 p into
      // the friend standing crosswise behind it.
      { id: 1, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [1100, 1220] },
      ...(blocked ? [behind] : []),
      { id: 9, side: 1, base: '3Cv', f: 'S', x: [1120, 1280], y: [1300, 1420] },
    ]);
    const open = dba.bot!(at(false), 0, new BotRandom(3), 'steady');
    expect(open).toMatchObject({ k: 'contact', id: 1, target: 9 });
    const shut = dba.bot!(at(true), 0, new BotRandom(3), 'steady');
    expect(shut.k === 'contact' && shut.id === 1).toBe(false);
  });

  it('VIC-02: a skirmisher outside the battle line makes for the enemy camp, worth two elements taken', () => {
    const s = raidScene({ id: 9, side: 1, base: '4Sp', f: 'W', x: [2100, 2160], y: [500, 660] });
    for (const id of [1, 2, 3]) s.els.find((e) => e.id === id)!.moves = 1; // the line has had its PIP
    const a = dba.bot!(s, 0, new BotRandom(1), 'steady');
    expect(a).toMatchObject({ k: 'move', id: 4 });
    if (a.k === 'move') expect(a.y).toBeGreaterThan(980 + 150);
  });

  it('VIC-02: the raiding skirmisher does not end its move where an enemy in the field can reach it next bound', () => {
    // Enemy Cavalry stands off the raider's road to the camp: the whole move would end
    // within the Cavalry's move of it, a shorter one beyond.
    const s = raidScene({ id: 9, side: 1, base: '3Cv', f: 'S', x: [700, 860], y: [1500, 1620] });
    for (const id of [1, 2, 3]) s.els.find((e) => e.id === id)!.moves = 1; // the line has had its PIP
    const ps = s.els.find((e) => e.id === 4)!, cv = s.els.find((e) => e.id === 9)!;
    const reachOf = (a: { x: number; y: number; h: number }) => polyDistFloor(fpAt(a, ps.w, ps.d), fpOf(cv));
    const a = dba.bot!(s, 0, new BotRandom(1), 'steady');
    expect(a).toMatchObject({ k: 'move', id: 4 });
    if (a.k === 'move') expect(reachOf(a)).toBeGreaterThan(MOVE.Cv.good + 40);
  });

  it('VIC-01: the battle line takes its PIP before a raid on the camp (four elements must fall before the time limit)', () => {
    const s = raidScene({ id: 9, side: 1, base: '4Sp', f: 'S', x: [1120, 1280], y: [1700, 1760] }, { pips: 1 });
    for (let seed = 1; seed <= 3; seed++) {
      const a = dba.bot!(s, 0, new BotRandom(seed), 'steady');
      expect(a).toMatchObject({ k: 'group' });
      if (a.k === 'group') expect([...a.ids].sort()).toEqual([1, 2, 3]);
    }
  });
});
