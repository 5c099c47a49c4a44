// The table's leader discs (src/views/civbel/leader-marks.ts): discs that would overlap are
// drawn side by side, centred where their leaders stand; lone discs stay where they are.
import { describe, expect, it } from 'vitest';
import { leaderMarks } from '../../src/views/civbel/leader-marks';

describe('civbel table: leaders standing together are drawn side by side', () => {
  it('two leaders on one spot are drawn 2.2 radii apart around it; a third far off does not move', () => {
    const m = leaderMarks([{ x: 1000, y: 500 }, { x: 1000, y: 500 }, { x: 3000, y: 500 }], 50);
    expect(m).toEqual([{ x: 945, y: 500 }, { x: 1055, y: 500 }, { x: 3000, y: 500 }]);
  });
  it('discs just a diameter apart are already clear; closer ones are spread, keeping their order and their own depth', () => {
    expect(leaderMarks([{ x: 0, y: 0 }, { x: 100, y: 0 }], 50)).toEqual([{ x: 0, y: 0 }, { x: 100, y: 0 }]);
    expect(leaderMarks([{ x: 130, y: 10 }, { x: 100, y: 0 }, { x: 160, y: 0 }], 50)).toEqual([{ x: 130, y: 10 }, { x: 20, y: 0 }, { x: 240, y: 0 }]);
  });
  it('a chain of overlapping discs is one group', () => {
    const m = leaderMarks([{ x: 0, y: 0 }, { x: 90, y: 0 }, { x: 180, y: 0 }], 50);
    expect(m.map((p) => p.x)).toEqual([-20, 90, 200]);
  });
});
