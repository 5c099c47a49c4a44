// States the platform holds never change again: apply works on a copy and hands the copy
// over only when it is finished. What is derived from such a state (move searches,
// legality) can be remembered with it, which matters because the bot, the check and the
// replay all ask the same questions of the same state. States still being worked on
// (inside apply, or built by hand in tests) are never remembered from.
import type { NState } from './state';

const memos = new WeakMap<NState, Map<string, unknown>>();

/** Marks a state as final: from now on nothing may change it. */
export function seal(s: NState): void {
  if (!memos.has(s)) memos.set(s, new Map());
}

export function isSealed(s: NState): boolean {
  return memos.has(s);
}

/** `make()`, remembered under `key` when `s` is sealed. Callers must not change the result. */
export function remember<T>(s: NState, key: string, make: () => T): T {
  const m = memos.get(s);
  if (!m) return make();
  if (m.has(key)) return m.get(key) as T;
  const v = make();
  m.set(key, v);
  return v;
}

