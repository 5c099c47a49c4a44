// Integer helpers. Every division in the plane kernel goes through roundDiv or
// floorDiv so the rounding is stated once.

/** n / d rounded to the nearest integer, halves away from zero (symmetric, so a
 *  vector and its negation round to exact negatives). d > 0. */
export function roundDiv(n: number, d: number): number {
  if (n >= 0) return Math.floor((2 * n + d) / (2 * d));
  return 0 - Math.floor((-2 * n + d) / (2 * d)); // 0 - x, never -0 (canonical state rejects -0)
}

/** ⌊√n⌋ for a safe non-negative integer, by Newton's method on integers. */
export function isqrt(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('isqrt: not a safe non-negative integer');
  if (n < 2) return n;
  // Start above the root: a power of two with at least half the bits of n.
  let x = 1;
  while (x * x <= n && x < 94906266) x *= 2;
  for (;;) {
    const y = Math.floor((x + Math.floor(n / x)) / 2);
    if (y >= x) break;
    x = y;
  }
  while (x * x > n) x--;
  while ((x + 1) * (x + 1) <= n) x++;
  return x;
}

/** ⌈√n⌉. */
export function isqrtCeil(n: number): number {
  const r = isqrt(n);
  return r * r === n ? r : r + 1;
}

/** n², by multiplication (exponentiation is avoided wherever a result decides the game). */
export function sq(n: number): number {
  return n * n;
}
