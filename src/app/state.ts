// App-wide signals: the screen shown, the notice above it, the library's games.
import { signal } from '@preact/signals';
import type { Header } from '../engine/packet';
import type { Key, Params } from './i18n';
import { db, getSettings, listGames, putSettings, type GameRecord, type TextSize } from './store';
import { lang } from './i18n';
import { onOtherTabChange } from './one-writer';

export type Route =
  | { name: 'library' }
  | { name: 'new' }
  | { name: 'settings' }
  | { name: 'join'; header: Header; system: string }
  | { name: 'game'; id: string; replay?: 'new' | 'all'; from?: number; send?: boolean };

export const route = signal<Route>({ name: 'library' });

export interface Notice {
  kind: 'ok' | 'info' | 'error';
  key: Key;
  params?: Params;
  /** Extra sentences (keys) after the first. */
  more?: Key[];
  /** Technical detail, under a disclosure. */
  detail?: string;
  /** Text offered with a Copy button (the packet, for the installed app). */
  copy?: string;
  /** Offers a button to Settings (a backup file was given where turns go). */
  settings?: boolean;
}

export const notice = signal<Notice | null>(null);
export const busy = signal<Key | null>(null);
export const games = signal<GameRecord[]>([]);
/** True while a turn is being composed: no update prompt then. */
export const composing = signal(false);

export function go(r: Route): void {
  route.value = r;
  if (typeof window !== 'undefined') window.scrollTo?.(0, 0);
}

export async function refreshGames(): Promise<void> {
  const list = await listGames(await db());
  games.value = list;
  // The app badge counts the games awaiting my move (not unseen events).
  const mine = list.filter((g) => !g.archived && !g.summary.over && g.summary.next !== null && g.mySeats.includes(g.summary.next)).length;
  const n = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  try {
    if (mine > 0) await n.setAppBadge?.(mine);
    else await n.clearAppBadge?.();
  } catch {
    /* badges are optional */
  }
}

export async function setLang(l: 'en' | 'fr'): Promise<void> {
  lang.value = l;
  document.documentElement.lang = l;
  const d = await db();
  await putSettings(d, { ...(await getSettings(d)), lang: l });
}

/** Text size, app-wide: "large" scales every rem-sized thing (html[data-text]). */
export const textSize = signal<TextSize>('normal');

export function applyTextSize(v: TextSize): void {
  textSize.value = v;
  if (typeof document !== 'undefined') {
    if (v === 'large') document.documentElement.setAttribute('data-text', 'large');
    else document.documentElement.removeAttribute('data-text');
  }
}

export async function setTextSize(v: TextSize): Promise<void> {
  applyTextSize(v);
  const d = await db();
  await putSettings(d, { ...(await getSettings(d)), text: v });
}

/** The browser's offer to install the app (Chromium's beforeinstallprompt), kept
 *  until used: the Install button shows only while there is one. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
export const installPrompt = signal<InstallPromptEvent | null>(null);
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // our own button instead of the browser's mini bar
    installPrompt.value = e as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => { installPrompt.value = null; });
}

export async function install(): Promise<void> {
  const e = installPrompt.value;
  if (!e) return;
  installPrompt.value = null; // an offer can be used once
  try {
    await e.prompt();
    await e.userChoice;
  } catch {
    /* the browser withdrew it */
  }
}

/** Asks once, at the first game, that the browser keep our storage; when it refuses,
 *  says so (once) with what to do: install the app, export backups. */
export async function askPersist(): Promise<void> {
  try {
    const d = await db();
    const s = await getSettings(d);
    if (s.persistAsked) return;
    await putSettings(d, { ...s, persistAsked: true });
    let kept = false;
    try {
      kept = (await navigator.storage?.persisted?.()) === true || (await navigator.storage?.persist?.()) === true;
    } catch {
      kept = false;
    }
    if (!kept) notice.value = { kind: 'info', key: 'persist.refused', settings: true };
  } catch {
    /* the game is stored; the question waits for the next game */
  }
}

// The library follows what other tabs store.
if (typeof window !== 'undefined') onOtherTabChange(() => { void refreshGames().catch(() => undefined); });

export function isIOS(): boolean {
  const n = navigator as Navigator & { standalone?: boolean };
  return /iPhone|iPad|iPod/.test(n.userAgent) || (n.platform === 'MacIntel' && n.maxTouchPoints > 1);
}

export function isStandalone(): boolean {
  const n = navigator as Navigator & { standalone?: boolean };
  return n.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}
