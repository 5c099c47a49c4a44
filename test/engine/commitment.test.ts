// A sealed choice in a rule system's actions: the digest opens only with the same choice and
// salt, the words fit action codes, and the salt depends on the device's secret and the label.
import { describe, expect, it } from 'vitest';
import { commitWords, DIGEST_WORDS, opensCommitment, saltWords, SALT_WORDS, WORD_MAX } from '../../src/engine/commitment';

const secret = new Uint8Array(32).fill(7);

describe('engine commitment (commit, then reveal, inside actions)', () => {
  it('a digest opens with its own payload and salt, and with nothing else', () => {
    const salt = saltWords(secret, 'army');
    const d = commitWords([1, 2, 3], salt);
    expect(d).toHaveLength(DIGEST_WORDS);
    expect(d.every((w) => Number.isInteger(w) && w >= 0 && w <= WORD_MAX)).toBe(true);
    expect(opensCommitment(d, [1, 2, 3], salt)).toBe(true);
    expect(opensCommitment(d, [1, 2, 4], salt)).toBe(false);
    expect(opensCommitment(d, [1, 2], salt)).toBe(false);
    expect(opensCommitment(d, [1, 2, 3], saltWords(secret, 'plan'))).toBe(false);
    expect(opensCommitment(d.slice(1), [1, 2, 3], salt)).toBe(false);
    expect(opensCommitment(d, [1, 2, 3], salt.slice(1))).toBe(false);
  });
  it('the salt is 8 words, fixed by the secret and the label', () => {
    const a = saltWords(secret, 'army');
    expect(a).toHaveLength(SALT_WORDS);
    expect(saltWords(secret, 'army')).toEqual(a);
    expect(saltWords(new Uint8Array(32).fill(8), 'army')).not.toEqual(a);
  });
  it('refuses a malformed salt or payload', () => {
    expect(() => commitWords([1], [1, 2])).toThrow(/salt/);
    expect(() => commitWords([-1], saltWords(secret, 'x'))).toThrow(/payload/);
    expect(opensCommitment(commitWords([1], saltWords(secret, 'x')), [1], [70000, 0, 0, 0, 0, 0, 0, 0])).toBe(false);
  });
});
