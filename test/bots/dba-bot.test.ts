// The steady DBA bot in hand-built positions (issue 14): the blunders players found in
// its games. Each test fails when the heuristic behind it is removed.
import { describe, expect, it } from 'vitest';
import { BotRandom } from '../../src/engine/draws';
import { dba } from '../../src/rules/dba';
import { fpAt } from '../../src/rules/dba/geometry';
import { areasUnder } from '../../src/rules/dba/terrain';
import type { Feature } from '../../src/rules/dba/state';
import { get, position } from '../rules/dba/helpers';

const wood: Feature = { kind: 'Woods', compulsory: false, p: [1200, 700, 480, 320, 0] };

describe('steady DBA bot', () => {
  it('PIP-02: takes its general out of a wood first, to a clear spot (every other move would cost a PIP more)', () => {
    const s = position([
      { id: 0, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [480, 600], gen: true },
      { id: 2, side: 0, base: '4Sp', f: 'N', x: [400, 560], y: [540, 600] },
      { id: 1, side: 1, base: '4Sp', f: 'S', x: [1120, 1280], y: [1700, 1760] },
    ], { terrain: [wood] });
    const g = get(s, 0);
    expect(areasUnder(s, fpAt(g, g.w, g.d)).map((f) => f.kind)).toEqual(['Woods']);
    for (let seed = 1; seed <= 5; seed++) {
      const a = dba.bot!(s, 0, new BotRandom(seed));
      expect(a.k).toBe('move');
      if (a.k !== 'move') continue;
      expect(a.id).toBe(0);
      expect(areasUnder(s, fpAt({ x: a.x, y: a.y, h: a.h }, g.w, g.d))).toEqual([]);
    }
  });
  it('sends a skirmisher parked behind its own line out to the flank', () => {
    const s = position([
      { id: 0, side: 0, base: '4Sp', f: 'N', x: [960, 1120], y: [540, 600], gen: true },
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [1120, 1280], y: [540, 600] },
      { id: 2, side: 0, base: '4Sp', f: 'N', x: [1280, 1440], y: [540, 600] },
      { id: 3, side: 0, base: '2Ps', f: 'N', x: [1120, 1280], y: [440, 520] },
      { id: 9, side: 1, base: '4Sp', f: 'S', x: [1120, 1280], y: [1700, 1760] },
    ]);
    for (const id of [0, 1, 2]) get(s, id).moves = 1; // the line has moved this bound
    const a = dba.bot!(s, 0, new BotRandom(1));
    expect(a.k).toBe('move');
    if (a.k === 'move') { expect(a.id).toBe(3); expect(Math.abs(a.x - 1200)).toBeGreaterThan(120); }
  });
});

describe('steady DBA bot and its general', () => {
  it('VIC-01: the general does not seek an even frontal fight that an ordinary element would take', () => {
    const specs = (gen: boolean) => position([
      { id: 0, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [1000, 1120], gen },
      { id: 1, side: 1, base: '3Cv', f: 'S', x: [1120, 1280], y: [1300, 1420] },
    ]);
    const asGeneral = dba.bot!(specs(true), 0, new BotRandom(3));
    const asTrooper = dba.bot!(specs(false), 0, new BotRandom(3));
    expect(asTrooper.k).toBe('contact');
    expect(asGeneral.k).not.toBe('contact');
  });
});

describe('steady DBA bot: command and the time limit', () => {
  it('PIP-02: a general left beyond command distance of his army goes to rejoin it first', () => {
    const s = position([
      { id: 0, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [100, 220], gen: true },
      { id: 1, side: 0, base: '4Sp', f: 'N', x: [960, 1120], y: [1500, 1560] },
      { id: 2, side: 0, base: '4Sp', f: 'N', x: [1120, 1280], y: [1500, 1560] },
      { id: 3, side: 0, base: '4Sp', f: 'N', x: [1280, 1440], y: [1500, 1560] },
      { id: 9, side: 1, base: '4Sp', f: 'S', x: [1120, 1280], y: [2100, 2160] },
    ]);
    for (let seed = 1; seed <= 3; seed++) {
      const a = dba.bot!(s, 0, new BotRandom(seed));
      expect(a.k).toBe('move');
      if (a.k === 'move') { expect(a.id).toBe(0); expect(a.y).toBeGreaterThan(300); }
    }
  });
  it('VIC-01 and the time limit: a fight one factor short is refused early and taken late in the battle', () => {
    const at = (bound: number) => {
      const s = position([
        { id: 0, side: 0, base: '3Cv', f: 'N', x: [800, 960], y: [820, 940], gen: true },
        { id: 1, side: 0, base: '3Cv', f: 'N', x: [1120, 1280], y: [1000, 1120] },
        { id: 9, side: 1, base: '4Sp', f: 'S', x: [1120, 1280], y: [1200, 1260] },
      ]);
      s.bound = bound;
      return dba.bot!(s, 0, new BotRandom(2));
    };
    expect(at(3).k).not.toBe('contact');
    const late = at(30);
    expect(late.k).toBe('contact');
    if (late.k === 'contact') expect(late.id).toBe(1);
  });
});
