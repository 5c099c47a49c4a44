// A storage failure told in words: what went wrong, what was kept and what was not,
// what to do. Never the exception's own text.
import type { Key } from './i18n';
import { storeProblem, type StoreProblem } from './store';

/** What the player was doing when storage failed (what was kept depends on it). */
export type StoreContext = 'turn' | 'action' | 'receive' | 'create' | 'join' | 'import' | 'mark' | 'delete' | 'export';

const ADVICE: Partial<Record<StoreProblem, Key>> = { full: 'store.full.do', erased: 'store.erased.do', closing: 'store.closing.do' };

/** The sentences (keys) for a storage problem met while doing `ctx`. */
export function storageKeys(p: StoreProblem, ctx: StoreContext): Key[] {
  // The game itself is gone: there is no draft left to end again.
  const lost = (p === 'erased' || p === 'gone') && (ctx === 'turn' || ctx === 'action');
  const keys: Key[] = [`store.${p}` as Key, lost ? 'store.ctx.lost' : (`store.ctx.${ctx}` as Key)];
  const advice = ADVICE[p];
  if (advice) keys.push(advice);
  return keys;
}

/** The keys for any failure when it is a storage one, else null. */
export function storageFailure(e: unknown, ctx: StoreContext): Key[] | null {
  const p = storeProblem(e);
  return p ? storageKeys(p, ctx) : null;
}

/** An exception's detail for the "Something went wrong" line: never empty. */
export function detailOf(e: unknown): string {
  if (e instanceof Error) return e.message || e.name || 'Error';
  const s = String(e);
  return s || 'unknown';
}
