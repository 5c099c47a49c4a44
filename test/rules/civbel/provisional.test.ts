// [PROPOSED] The stand-in for the missing chapters, spec Appendix A
// ("CB-provisional"): NOT Civitates Bellantes. This file is deleted with the module
// when the real pages arrive.
import { describe, expect, it } from 'vitest';
import { missingChapters } from '../../../src/rules/civbel/missing-chapters';
import { CB_PROVISIONAL } from '../../../src/rules/civbel/provisional';

describe('the stand-in behind one interface, under its version', () => {
  it('the header names the version; an unknown one is refused, even an Object.prototype key', () => {
    expect(missingChapters('CB-provisional-0')).toBe(CB_PROVISIONAL);
    expect(missingChapters('CB-provisional-1')).toBeUndefined();
    expect(missingChapters('constructor')).toBeUndefined();
    expect(CB_PROVISIONAL.provisional).toBe(true);
  });
  it('Appendix A.1: movement and charge dice; phalanx infantry 2 and 1', () => {
    expect(CB_PROVISIONAL.moveDice('lightCavalry', false)).toEqual({ move: 5, charge: 3 });
    expect(CB_PROVISIONAL.moveDice('spearmen', false)).toEqual({ move: 2, charge: 2 });
    expect(CB_PROVISIONAL.moveDice('spearmen', true)).toEqual({ move: 2, charge: 1 });
    expect(CB_PROVISIONAL.moveDice('artillery', false)).toEqual({ move: 1, charge: 0 });
  });
  it('Appendix A.4: hits on 4+ at javelin range, 5+ beyond, Artillery 4+; at most 3 DPs a target', () => {
    expect([CB_PROVISIONAL.hitScore({ artillery: false, withinJavelin: true }), CB_PROVISIONAL.hitScore({ artillery: false, withinJavelin: false }), CB_PROVISIONAL.hitScore({ artillery: true, withinJavelin: false })]).toEqual([4, 5, 4]);
    expect(CB_PROVISIONAL.maxShootingDps).toBe(3);
  });
  it('Appendix A.5: results by difference', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((d) => CB_PROVISIONAL.combatResult(d))).toEqual([
      { loserDps: 1, outcome: 'bothDp' }, { loserDps: 1, outcome: 'melee' }, { loserDps: 1, outcome: 'melee' },
      { loserDps: 2, outcome: 'retire' }, { loserDps: 2, outcome: 'retire' }, { loserDps: 3, outcome: 'break' }, { loserDps: 3, outcome: 'break' },
    ]);
  });
  it('Appendix A.8: rampage directions', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => CB_PROVISIONAL.rampageTurn(true, d))).toEqual([90, 135, 180, 180, -135, -90]);
    expect([1, 2, 3, 4, 5, 6].map((d) => CB_PROVISIONAL.rampageTurn(false, d))).toEqual([0, 45, -45, 90, -90, 180]);
  });
});
