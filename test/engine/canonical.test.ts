import { describe, expect, it } from 'vitest';
import { canonicalState, canonicalWire, decodeBinary, encodeBinary, EncodingError, parseWire, stateHash, type Wire } from '../../src/engine/canonical';
import { fromB64, fromUtf8, toB64, utf8 } from '../../src/engine/bytes';

describe('canonical bytes (protocol "Canonical bytes")', () => {
  it('writes wire values as JSON without whitespace', () => {
    expect(canonicalWire([1, -2, 'a"b', [[]], 'é'])).toBe('[1,-2,"a\\"b",[[]],"é"]');
  });

  it('rejects every non-canonical text of the same value', () => {
    for (const t of ['[1, 2]', ' [1]', '[1.0]', '[1e3]', '[-0]', '["\\u0041"]', '[9007199254740993]', '[true]', '[null]', '{"a":1}', '[1,]']) {
      expect(() => parseWire(t), t).toThrow(EncodingError);
    }
    expect(parseWire('[1,"A",[2]]')).toEqual([1, 'A', [2]]);
  });

  it('refuses in a state what does not hash the same everywhere', () => {
    const bad: unknown[] = [undefined, NaN, -0, 1.5, 2 ** 60, new Map(), new Set(), [1, , 3], { a: undefined }, new Date(0), () => 1, { ['é']: 1 }];
    for (const b of bad) expect(() => canonicalState({ x: b }), String(b)).toThrow(EncodingError);
  });

  it('hashes a state independently of the order its keys were written', () => {
    const a = { units: [{ id: 1, hp: 3 }], turn: 2, flags: { z: true, a: false } };
    const b = { flags: { a: false, z: true }, turn: 2, units: [{ hp: 3, id: 1 }] };
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(a)).not.toBe(stateHash({ ...a, turn: 3 }));
  });

  it('base64url has one text form per byte string', () => {
    const b = Uint8Array.from([0, 1, 2, 250, 251, 255, 7]);
    expect(fromB64(toB64(b))).toEqual(b);
    expect(fromB64('AB')).toBeNull(); // unused bits set
    expect(fromB64('AA==')).toBeNull(); // padding
    expect(fromB64('A+/A')).toBeNull(); // standard alphabet
    expect(fromB64('A')).toBeNull();
  });

  it('UTF-8 round-trips and refuses ill-formed text', () => {
    const s = 'Nabis · Σπάρτη 𝄞';
    expect(fromUtf8(utf8(s))).toBe(s);
    expect(() => utf8('\ud800')).toThrow();
    expect(fromUtf8(Uint8Array.from([0xc0, 0x80]))).toBeNull(); // overlong
    expect(fromUtf8(Uint8Array.from([0xe2, 0x82]))).toBeNull(); // truncated
  });

  it('the binary link form round-trips and is strict', () => {
    const v: Wire = [1, 'toy', 127, 128, -5, 2 ** 53 - 1, toB64(Uint8Array.from([1, 2, 3])), 'Marc', '', [[1, 2], Array.from({ length: 70 }, (_, i) => i)]];
    expect(decodeBinary(encodeBinary(v))).toEqual(v);
    expect(() => decodeBinary(Uint8Array.from([0x80, 5]))).toThrow(/non-minimal/);
    expect(() => decodeBinary(Uint8Array.from([0x81, 0]))).toThrow(/negative zero/);
    expect(() => decodeBinary(Uint8Array.from([0xc2, 1]))).toThrow(/truncated/);
    expect(() => decodeBinary(Uint8Array.from([1, 2]))).toThrow(/trailing/);
  });
});
