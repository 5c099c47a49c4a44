// One writer per game across the tabs of this browser: a per-game lock around
// "re-read, sign, store", and a signal to the other tabs after every change so
// they show what is stored instead of an old copy.
// Where Web Locks are missing the lock holds within this tab only; across tabs the
// write transaction itself re-reads the stored history and refuses a stale copy
// (store.ts commitGame), so a second version is never stored nor offered.

type LockManagerLike = { request<T>(name: string, cb: () => Promise<T>): Promise<T> };

const chains = new Map<string, Promise<unknown>>();

/** Runs `fn` while holding this game's lock. */
export function withGameLock<T>(id: string, fn: () => Promise<T>): Promise<T> {
  const locks = (typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManagerLike }).locks : undefined);
  if (locks && typeof locks.request === 'function') return locks.request(`tessera-game:${id}`, fn);
  const before = chains.get(id) ?? Promise.resolve();
  const run = before.then(fn, fn);
  chains.set(id, run.catch(() => undefined));
  return run;
}

/** What changed: a game (by id), or every game (a backup import). */
export interface Change { id: string | '*' }

let channel: BroadcastChannel | null | undefined;
function bc(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('tessera-store') : null;
  return channel;
}

const listeners = new Set<(c: Change) => void>();

/** Tells the other tabs that a game changed (this tab is not told: it made the change). */
export function announce(id: string | '*'): void {
  try {
    bc()?.postMessage({ id } satisfies Change);
  } catch {
    /* a closed channel: nothing to tell */
  }
}

/** Listens to changes made in other tabs; returns the way to stop. */
export function onOtherTabChange(cb: (c: Change) => void): () => void {
  const ch = bc();
  if (ch && listeners.size === 0) {
    ch.onmessage = (e: MessageEvent) => {
      const c = e.data as Change;
      if (c && typeof c.id === 'string') for (const l of [...listeners]) l(c);
    };
  }
  listeners.add(cb);
  return () => listeners.delete(cb);
}
