// The replay's slide (src/app/motion.tsx): the inverse transform that puts a piece
// drawn at its new place back where it was, and nothing when it did not move.
import { describe, expect, it } from 'vitest';
import { fromTransform, reducedMotion } from '../../src/app/motion';

describe('motion: FLIP transform of a moved piece', () => {
  it('a piece that did not move does not slide', () => {
    expect(fromTransform({ x: 10, y: 20, angle: 90 }, 10, 20, 90)).toBeNull();
  });
  it('a move is undone by the offset from the new place to the old one', () => {
    const t = fromTransform({ x: 100, y: 50, angle: 0 }, 160, 20, 0)!;
    expect(t.startsWith('translate(-60px, 30px) ')).toBe(true);
    expect(t).toContain('rotate(0deg)');
  });
  it('a wheel turns about the piece\'s own new centre', () => {
    const t = fromTransform({ x: 0, y: 0, angle: 30 }, 40, 40, 90)!;
    expect(t).toBe('translate(-40px, -40px) translate(40px, 40px) rotate(-60deg) translate(-40px, -40px)');
  });
  it('a turn goes the short way round (350° → 10° is 20°, not 340°)', () => {
    expect(fromTransform({ x: 0, y: 0, angle: 350 }, 0, 0, 10)).toContain('rotate(-20deg)');
    expect(fromTransform({ x: 0, y: 0, angle: 10 }, 0, 0, 370)).toBeNull();
  });
  it('without matchMedia (no screen), no preference for reduced motion is assumed', () => {
    expect(reducedMotion()).toBe(false);
  });
});
