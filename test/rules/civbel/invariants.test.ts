// The invariants the fuzz checks after every action: stands that overlap are reported
// (pairs whose boxes are apart are skipped before the exact test), those that only touch
// or stand apart are not.
import { describe, expect, it } from 'vitest';
import { civbel } from '../../../src/rules/civbel/index';
import { invariantErrors } from '../../../src/rules/civbel/invariants';
import { clone } from '../../../src/engine/canonical';

const start = () => civbel.setup({ scenario: 'great-plains', options: {} });

describe('civbel invariants: overlapping stands', () => {
  it('the scenario as set up breaks none', () => {
    expect(invariantErrors(start())).toEqual([]);
  });

  it('reports a stand moved onto another', () => {
    const s = clone(start());
    const [a, b] = s.units.filter((u) => !u.destroyed).flatMap((u) => u.stands);
    Object.assign(b, { x: a.x + 3, y: a.y + 2, h: a.h, d: a.d });
    const errors = invariantErrors(s).filter((e) => e.includes('overlap'));
    expect(errors).toContain(`stands ${a.id} and ${b.id} overlap`);
  });

  it('does not report a stand far from every other', () => {
    const s = clone(start());
    const b = s.units.filter((u) => !u.destroyed)[0].stands[0];
    const far = s.units.flatMap((u) => u.stands).reduce((m, st) => Math.max(m, st.x), 0);
    Object.assign(b, { x: far + 100000 });
    expect(invariantErrors(s).filter((e) => e.includes('overlap'))).toEqual([]);
  });
});
