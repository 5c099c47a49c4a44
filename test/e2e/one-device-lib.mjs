// Helpers of the issue-16 scripts (one device, one signed history): games between two
// phones in either language, storage quota forced through the DevTools protocol.
import { BASE, assert, finishReplay, lastLine, message, openLink, readGames } from './lib.mjs';

export const WORDS = {
  en: { newGame: 'New game', system: 'Skirmish (test)', name: 'Your name', create: 'Create invitation', accept: 'Accept', settings: 'Settings' },
  fr: { newGame: 'Nouvelle partie', system: 'Escarmouche (test)', name: 'Votre nom', create: 'Créer l’invitation', accept: 'Accepter', settings: 'Réglages' },
};

/** Creates a game on `page` (its invitation link is returned with the game id). */
export async function createGame(page, lang, name) {
  const w = WORDS[lang];
  await page.goto(BASE);
  await page.getByRole('button', { name: w.newGame }).click();
  await page.getByRole('button', { name: w.system }).click();
  await page.getByLabel(w.name).fill(name);
  await page.getByRole('button', { name: w.create }).click();
  const link = lastLine(await message(page));
  const games = await readGames(page);
  return { link, gameId: games[games.length - 1].id };
}

/** Accepts an invitation link on `page`; returns the join link. */
export async function acceptLink(page, lang, link, name) {
  await openLink(page, link);
  await page.getByLabel(WORDS[lang].name).fill(name);
  await page.getByRole('button', { name: WORDS[lang].accept }).click();
  return lastLine(await message(page));
}

/** A started game: `a` created it, `b` accepted, `a` has the acceptance; a's move. */
export async function started(a, la, b, lb) {
  const { link, gameId } = await createGame(a, la, 'Marc');
  const join = await acceptLink(b, lb, link, 'Luc');
  await openLink(a, join);
  await finishReplay(a, 1);
  return { gameId, invitation: link, join };
}

/** Plays actions until the turn can end (the End button shown), without ending it. */
export async function composeTurn(page, pick = 0) {
  for (let i = 0; i < 40; i++) {
    await page.waitForFunction(() => document.querySelector('[data-end-turn]') || document.querySelector('[data-action]'), null, { timeout: 45000 });
    if (await page.locator('[data-end-turn]').count()) return;
    const act = page.locator('[data-action]');
    const n = await act.count();
    const before = await page.locator('main').getAttribute('data-played');
    await act.nth(Math.min(pick, n - 1)).click();
    await page.waitForFunction((b) => document.querySelector('main')?.getAttribute('data-played') !== b, before);
  }
  throw new Error('the turn never completed');
}

/** A write of `bytes` into the app's database (a key of its settings store that the app
 *  never reads; removed with `bytes` 0): 'ok' or the error's name. A probe database of its
 *  own does not do: Chromium enforced the forced quota only on the database in use. */
function probe(page, bytes) {
  return page.evaluate((n) => new Promise((res) => {
    const q = indexedDB.open('tessera');
    q.onerror = () => res('open-failed');
    q.onsuccess = () => {
      const d = q.result;
      const tx = d.transaction('meta', 'readwrite');
      if (n) tx.objectStore('meta').put('x'.repeat(n), '__quota-probe');
      else tx.objectStore('meta').delete('__quota-probe');
      tx.oncomplete = () => { d.close(); res('ok'); };
      tx.onabort = () => { d.close(); res(tx.error ? tx.error.name : 'AbortError'); };
    };
  }), bytes);
}

const sessions = new Map();

/** Forces this origin's quota to `size` bytes (null: the browser's own again), through
 *  the DevTools protocol, and waits until a probe write shows it enforced. */
export async function setQuota(page, size) {
  // The override lasts as long as the DevTools session that set it: kept until restored.
  let cdp = sessions.get(page);
  if (!cdp) { cdp = await page.context().newCDPSession(page); sessions.set(page, cdp); }
  const origin = new URL(BASE).origin;
  await cdp.send('Storage.overrideQuotaForOrigin', size === null ? { origin } : { origin, quotaSize: size });
  // Chromium's IndexedDB keeps a cached allowance of free space for a while: the forced
  // quota holds once it expires. Probe writes show when.
  const t0 = Date.now();
  for (let i = 0; Date.now() - t0 < 120000; i++) {
    const r = await probe(page, 20000);
    if (process.env.DEBUG_QUOTA) console.log('  probe', i, Math.round((Date.now() - t0) / 1000), r);
    if (size === null ? r === 'ok' : r === 'QuotaExceededError') {
      if (size === null) await probe(page, 0);
      return;
    }
    await page.waitForTimeout(500);
  }
  throw new Error(`quota ${size} never enforced`);
}

/** Visible text of the storage problem shown on the page. */
export async function problemText(page, sel = '[data-game-problem], .notice-error') {
  const loc = page.locator(sel).first();
  await loc.waitFor({ timeout: 45000 });
  return loc.innerText();
}

/** A problem said in words: no raw exception text, nothing empty after a colon. */
export function assertWords(text) {
  assert(!/Failed to execute|DOMException|QuotaExceededError|InvalidStateError|transaction'|IDBDatabase/.test(text), 'raw exception text: ' + text);
  assert(!/:\s*$/.test(text.trim()) && !/went wrong:\s*$|survenu\s*:\s*$/.test(text), 'empty detail: ' + text);
  assert(text.trim().length > 40, 'too short: ' + text);
}
