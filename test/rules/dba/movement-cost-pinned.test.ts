// Movement cost pinned (DIST-02, DIST-03, INTERP-10), on hand-built cases. Written against
// `npm run mutate -- dba src/rules/dba/movement.ts:88-116 …:331-334` (issue 12).
import { describe, expect, it } from 'vitest';
import { dba } from '../../../src/rules/dba';
import { rootsWithin } from '../../../src/rules/dba/movement';
import type { Feature } from '../../../src/rules/dba/state';
import { position } from './helpers';

describe('DBA DIST-02 / DIST-03 movement cost', () => {
  it('INTERP-10 (waypoint, option mov02): √a + √b ≤ L exactly, on integers', () => {
    expect(rootsWithin(0, 100, 10)).toBe(true); // 0 + 10 = 10
    expect(rootsWithin(0, 101, 10)).toBe(false); // 0 + 10.05 > 10
    expect(rootsWithin(25, 25, 10)).toBe(true); // 5 + 5
    expect(rootsWithin(25, 26, 10)).toBe(false);
    expect(rootsWithin(101, 0, 10)).toBe(false);
  });
  it('DBA DIST-03: Art may not enter bad going off road, and the refusal says so', () => {
    const rough: Feature = { kind: 'Rough', compulsory: false, p: [1300, 800, 400, 300, 0] };
    const s = position([{ id: 0, side: 0, base: 'Art', f: 'N', x: [1220, 1380], y: [440, 600], gen: true }, { id: 23, side: 1, base: '4Bd', f: 'S', x: [2000, 2160], y: [2200, 2260] }], { terrain: [rough] });
    const v = dba.check(s, 0, { k: 'move', id: 0, x: 1300, y: 750, h: 90 });
    expect(v).toMatchObject({ rule: 'DBA DIST-03' });
    expect(v?.message).toContain('bad going');
  });
});
