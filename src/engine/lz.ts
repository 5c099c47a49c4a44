// lz-string's decompression (the format of `LZString.compressToUint8Array`), with
// an output budget. The library's own decompressor has none: a crafted input of
// 100 KB makes every dictionary entry one longer than the last, so its output (and
// its time and memory) grow with the square of the input, and a phone's tab dies
// long before the text is refused as too large. This one stops as soon as the
// output passes the budget. On every input within the budget it returns exactly
// what lz-string returns (test/engine/lz.test.ts compares the two).

export type LzResult = { ok: true; text: string } | { ok: false; reason: 'malformed' | 'too-large' };

const MALFORMED: LzResult = { ok: false, reason: 'malformed' };
const TOO_LARGE: LzResult = { ok: false, reason: 'too-large' };

/** Decompresses `bytes` (big-endian 16-bit units, as lz-string writes them) into at
 *  most `budget` characters. lz-string's empty results ("" and null) are `malformed`. */
export function lzDecompressBytes(bytes: Uint8Array, budget: number): LzResult {
  // lz-string builds `new Array(length / 2)`, which throws for an odd length.
  if (bytes.length % 2 !== 0 || bytes.length === 0) return MALFORMED;
  const length = bytes.length / 2;
  // Past the end lz-string reads NaN, whose bits are all zero.
  const unit = (i: number): number => (i < length ? bytes[2 * i] * 256 + bytes[2 * i + 1] : 0);
  let val = unit(0);
  let position = 32768;
  let index = 1;
  const readBits = (n: number): number => {
    let bits = 0;
    for (let k = 0; k < n; k++) {
      const resb = val & position;
      position >>= 1;
      if (position === 0) {
        position = 32768;
        val = unit(index++);
      }
      if (resb > 0) bits |= 1 << k;
    }
    return bits >>> 0;
  };

  const dictionary: string[] = [];
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  const parts: string[] = [];
  let size = 0;

  let c: string;
  switch (readBits(2)) {
    case 0: c = String.fromCharCode(readBits(8)); break;
    case 1: c = String.fromCharCode(readBits(16)); break;
    case 2: return MALFORMED; // lz-string: "" (an empty text)
    default: return MALFORMED; // lz-string: undefined entry, then a crash or garbage
  }
  dictionary[3] = c;
  let w = c;
  parts.push(c);
  size = 1;
  if (size > budget) return TOO_LARGE;
  for (;;) {
    if (index > length) return MALFORMED; // lz-string: ""
    let code = readBits(numBits);
    if (code === 0 || code === 1) {
      dictionary[dictSize++] = String.fromCharCode(readBits(code === 0 ? 8 : 16));
      code = dictSize - 1;
      enlargeIn--;
    } else if (code === 2) {
      const text = parts.join('');
      return text === '' ? MALFORMED : { ok: true, text };
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    const known = dictionary[code];
    if (known) entry = known;
    else if (code === dictSize) entry = w + w.charAt(0);
    else return MALFORMED; // lz-string: null
    size += entry.length;
    // The budget is checked before the entry is kept: nothing past it is ever built.
    if (size > budget) return TOO_LARGE;
    parts.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
