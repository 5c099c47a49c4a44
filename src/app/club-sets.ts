// The sets of corrected values and painted maps a club shares (issue 15), as this device keeps
// them: each set's file text under its name, per rule system, in localStorage. The rule
// system's view reads and checks them (a set that no longer reads is left out there); the
// device backup carries them and restores only those its check accepts.
export const CLUB_SETS_KEY: Record<string, string> = { nabis: 'tessera-nabis-value-sets' };

/** The sets a rule system keeps on this device: name -> file text (none when unreadable). */
export function readClubSets(system: string): Record<string, string> {
  const key = CLUB_SETS_KEY[system];
  if (!key) return {};
  try {
    const all: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!all || typeof all !== 'object' || Array.isArray(all)) return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(all as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch { return {}; }
}

/** Stores them all; false when the device refuses (storage full or forbidden): nothing changed. */
export function writeClubSets(system: string, sets: Record<string, string>): boolean {
  const key = CLUB_SETS_KEY[system];
  if (!key) return false;
  try { localStorage.setItem(key, JSON.stringify(sets)); return true; } catch { return false; }
}

/** Every rule system's sets, for the backup. */
export function allClubSets(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const sys of Object.keys(CLUB_SETS_KEY)) {
    const s = readClubSets(sys);
    if (Object.keys(s).length) out[sys] = s;
  }
  return out;
}

/** Adds the backup's sets that `accept` reads and that this device lacks (a set of the same
 *  name kept here wins: nothing here is overwritten). Returns how many were added. */
export function restoreClubSets(sets: unknown, accept: (system: string, text: string) => boolean): number {
  if (!sets || typeof sets !== 'object' || Array.isArray(sets)) return 0;
  let added = 0;
  for (const [sys, list] of Object.entries(sets as Record<string, unknown>)) {
    if (!Object.hasOwn(CLUB_SETS_KEY, sys) || !list || typeof list !== 'object' || Array.isArray(list)) continue;
    const here = readClubSets(sys);
    let n = 0;
    for (const [name, text] of Object.entries(list as Record<string, unknown>).slice(0, 200)) {
      if (typeof text !== 'string' || Object.hasOwn(here, name) || name.length > 40 || !accept(sys, text)) continue;
      here[name] = text;
      n++;
    }
    if (n && writeClubSets(sys, here)) added += n;
  }
  return added;
}

// ---- a set's link opened from the address bar: kept until the set-up screen takes it.

/** What a set link's fragment starts with (src/views/nabis/set-link.ts writes it). */
export const INCOMING_SET_MARK = 'nabis-set=';
const INCOMING_KEY = 'tessera-incoming-set';

export function keepIncomingSet(href: string): void {
  try { sessionStorage.setItem(INCOMING_KEY, href.slice(0, 200_000)); } catch { /* nothing kept: the link can still be pasted */ }
}

/** The set link opened last, once (taken away as it is read). */
export function takeIncomingSet(): string {
  try {
    const v = sessionStorage.getItem(INCOMING_KEY) ?? '';
    sessionStorage.removeItem(INCOMING_KEY);
    return v;
  } catch { return ''; }
}

export function hasIncomingSet(): boolean {
  try { return !!sessionStorage.getItem(INCOMING_KEY); } catch { return false; }
}
