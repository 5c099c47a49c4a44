// The fuzz hashes with Node's own SHA-256 (src/cli/fuzz.ts): it must give the portable
// digests byte for byte, or the fuzz games would stop being the games players replay.
import { afterEach, describe, expect, it } from 'vitest';
import { sha256, toB64, u32, useNativeSha256, utf8 } from '../../src/engine/bytes';
import { stateHash } from '../../src/engine/canonical';
import { nodeSha256 } from '../../src/cli/fuzz';

const inputs: Uint8Array[][] = [
  [],
  [new Uint8Array(0)],
  [utf8('tessera/state'), utf8('{"a":[1,2,3]}')],
  [u32(7), u32(0xffffffff), Uint8Array.from({ length: 200 }, (_, i) => (i * 37) & 255)],
  [Uint8Array.from({ length: 100000 }, (_, i) => (i * 131 + 7) & 255)],
];

describe('native SHA-256 for the fuzz', () => {
  afterEach(() => useNativeSha256(null));

  it('gives the portable digests', () => {
    const portable = inputs.map((p) => toB64(sha256(...p)));
    useNativeSha256(nodeSha256);
    expect(inputs.map((p) => toB64(sha256(...p)))).toEqual(portable);
  });

  it('gives the same state hashes', () => {
    const state = { turn: 3, units: [{ id: 1, hex: 1203, name: 'Légion' }], over: false };
    const portable = stateHash(state);
    useNativeSha256(nodeSha256);
    expect(stateHash(state)).toBe(portable);
  });
});
