// Reading an action's integer code (RuleSystem.decodeAction) with bounded work: the length
// is checked before anything is read, every number must be a non-negative safe integer,
// each read names its bound, and nothing may be left over. Codes come from packets a
// stranger wrote, so every failure throws with the reason.

export interface CodeReader {
  /** The next number, at most `max`; `what` names it in the failure. */
  next(max: number, what: string): number;
  fail(why: string): never;
  /** Throws if numbers are left over. */
  end(): void;
}

export function readCode(system: string, code: number[], maxLength: number): CodeReader {
  const fail = (why: string): never => { throw new Error(`${system} action code: ${why}`); };
  if (!Array.isArray(code) || code.length < 1 || code.length > maxLength) fail('bad length');
  if (code.some((x) => !Number.isSafeInteger(x) || x < 0)) fail('not a list of non-negative integers');
  let i = 0;
  return {
    next(max, what) {
      if (i >= code.length) fail('too short');
      const v = code[i++];
      if (v > max) fail(`${what} out of range`);
      return v;
    },
    fail,
    end() { if (i !== code.length) fail('trailing numbers'); },
  };
}
