// PIP costs pinned case by case (PIP-02, INTERP-5), on hand-built positions (rulebook lines
// 245–250): "… ou si les deux commencent à plus de 600 pas et sont soit séparés par la crête
// d'une colline, une ville ou un camp, soit à l'intérieur ou séparés par un bois, une oasis ou
// une dune". Written against `npm run mutate -- dba src/rules/dba/pip.ts` (issue 12).
import { describe, expect, it } from 'vitest';
import { commandBroken, generalOf, pipCost } from '../../../src/rules/dba/pip';
import type { Feature } from '../../../src/rules/dba/state';
import { get, position, type Spec } from './helpers';

const far: Spec = { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] };
/** The general: a Bd facing north, x 1000–1160, y 200–260 (centre 1080, 230). */
const gen: Spec = { id: 0, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [200, 260], gen: true };
/** A Bd straight north of the general, its rear edge at y0 (footprints y0 − 260 apart). */
const bd = (y0: number, id = 1): Spec => ({ id, side: 0, base: '4Bd', f: 'N', x: [1000, 1160], y: [y0, y0 + 60] });
const area = (kind: Feature['kind'], y: number, l = 400, w = 300): Feature => ({ kind, compulsory: false, p: [1080, y, l, w, 0] });

describe('DBA PIP-02 case 2: command separated by terrain beyond 600 p', () => {
  it('PIP-02 case 2(b): a hill crest between them, 740 p apart: +1; no hill: nothing', () => {
    const hill = area('GentleHill', 640, 600, 300); // crest from (930, 640) to (1230, 640)
    const s = position([gen, bd(1000), far], { terrain: [hill] });
    expect(commandBroken(s, get(s, 1), get(s, 0))).toBe(true);
    expect(pipCost(s, [get(s, 1)])).toBe(2);
    const t = position([gen, bd(1000), far]);
    expect(pipCost(t, [get(t, 1)])).toBe(1);
  });
  it('PIP-02 case 2(b): the same crest between them but only 540 p apart: nothing (600 p or less)', () => {
    const hill = area('GentleHill', 640, 600, 300);
    const s = position([gen, bd(800), far], { terrain: [hill] });
    expect(commandBroken(s, get(s, 1), get(s, 0))).toBe(false);
    expect(pipCost(s, [get(s, 1)])).toBe(1);
    // 601 p apart it counts.
    const t = position([gen, bd(861), far], { terrain: [hill] });
    expect(pipCost(t, [get(t, 1)])).toBe(2);
  });
  it('PIP-02 case 2(b): a BUA between them: +1', () => {
    const s = position([gen, bd(1000), far], { terrain: [{ kind: 'BUA', compulsory: true, p: [1080, 640, 320, 320, 0] }] });
    expect(pipCost(s, [get(s, 1)])).toBe(2);
  });
  it('PIP-02 case 2(b): a camp between them: +1', () => {
    const s = position([gen, bd(1000), far]);
    s.camps = [{ owner: 0, x: 1080, y: 720, h: 90, l: 320, dp: 160, controller: 0, everTaken: false }, null];
    expect(pipCost(s, [get(s, 1)])).toBe(2);
    // The same camp off to the side of the line between them: nothing.
    s.camps = [{ owner: 0, x: 1600, y: 720, h: 90, l: 320, dp: 160, controller: 0, everTaken: false }, null];
    expect(pipCost(s, [get(s, 1)])).toBe(1);
  });
  it('PIP-02 case 2(c): a Wood, an Oasis or Dunes between them: +1; a Rough or Marsh between them: nothing', () => {
    for (const k of ['Woods', 'Oasis', 'Dunes', 'Rough', 'Marsh'] as Feature['kind'][]) {
      const s = position([gen, bd(1000), far], { terrain: [area(k, 640)] });
      expect(pipCost(s, [get(s, 1)]), k).toBe(['Woods', 'Oasis', 'Dunes'].includes(k) ? 2 : 1);
    }
  });
  it('PIP-02 case 2(c): the element inside a Wood, 740 p from its general: +1', () => {
    const s = position([gen, bd(1000), far], { terrain: [area('Woods', 1030)] });
    expect(pipCost(s, [get(s, 1)])).toBe(2);
  });
  it('PIP-02 case 2(c): a Wood beside the line between them, not across it: nothing', () => {
    const s = position([gen, bd(1000), far], { terrain: [{ kind: 'Woods', compulsory: false, p: [1500, 640, 400, 300, 0] }] });
    expect(pipCost(s, [get(s, 1)])).toBe(1);
  });
});

describe('DBA PIP-02 cases 1, 2(d) and 3', () => {
  it('PIP-02 case 1: dismounting, or moving into, out of or through a BUA: +1, once even with El', () => {
    const s = position([gen, bd(400), { ...bd(400, 2), base: 'El', x: [1200, 1360], y: [300, 460] }, far]);
    expect(pipCost(s, [get(s, 1)])).toBe(1);
    expect(pipCost(s, [get(s, 1)], { dismounts: true })).toBe(2);
    expect(pipCost(s, [get(s, 1)], { bua: true })).toBe(2);
    expect(pipCost(s, [get(s, 2)], { dismounts: true, bua: true })).toBe(2);
  });
  it('PIP-02 case 1: a group that includes one El (or Hd, WWg, Art) among other troops: +1', () => {
    const s = position([gen, bd(400), { ...bd(400, 2), base: 'El', x: [1160, 1320], y: [300, 460] }, far]);
    expect(pipCost(s, [get(s, 1), get(s, 2)])).toBe(2);
    expect(pipCost(s, [get(s, 1)])).toBe(1);
  });
  it('PIP-02 case 2(d): only a general of the moving side counts; the enemy\'s does not', () => {
    const s = position([{ ...gen, side: 1 }, bd(400), far]);
    expect(generalOf(s, 0)).toBeNull();
    expect(generalOf(s, 1)?.id).toBe(0);
    expect(pipCost(s, [get(s, 1)])).toBe(2);
  });
  it('PIP-02 case 3: the general\'s element in a camp (or a BUA) costs +1 to the others', () => {
    for (const where of ['camp', 'bua'] as const) {
      const s = position([gen, bd(400), far]);
      get(s, 0).where = where;
      expect(pipCost(s, [get(s, 1)]), where).toBe(2);
      expect(pipCost(s, [get(s, 0)]), where).toBe(1);
    }
  });
});
