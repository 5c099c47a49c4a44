// Shared helpers for the end-to-end scripts: real Chromium through playwright-core.
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BASE = process.env.E2E_BASE ?? 'http://localhost:4173/';
export const SCREENS = join(ROOT, 'test-artifacts', 'screens');
mkdirSync(SCREENS, { recursive: true });

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
}

export async function phone(browser, opts = {}) {
  const ctx = await browser.newContext({ ...PHONE, acceptDownloads: true, locale: opts.locale ?? 'en-GB', colorScheme: opts.colorScheme ?? 'light' });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE).origin });
  // A CI machine also runs the fuzz: waits are for work to be done, not a measure of speed.
  ctx.setDefaultTimeout(60000);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('  [pageerror]', e.message));
  contexts.add(ctx);
  ctx.on('close', () => contexts.delete(ctx));
  return { ctx, page };
}

/** The phones still open: a failed check says what each of their pages showed. */
const contexts = new Set();

/** What a player would have seen on each open page when a check failed: the screen's
 *  mode and the start of its text, and what lies over the middle of the screen. */
async function whatWasShown() {
  for (const ctx of contexts) {
    for (const [i, page] of ctx.pages().entries()) {
      try {
        const seen = await page.evaluate(() => {
          const m = document.querySelector('main');
          const attrs = m ? [...m.attributes].filter((a) => a.name.startsWith('data-')).map((a) => `${a.name}=${a.value}`).join(' ') : 'no main';
          const top = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
          const over = top ? top.tagName.toLowerCase() + (top.className && typeof top.className === 'string' ? '.' + top.className.split(' ').join('.') : '') : 'nothing';
          return `${attrs}; ${document.visibilityState}; middle: ${over}; text: ${(document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400)}`;
        });
        console.log(`  [page ${i}] ${page.url()} ${seen}`);
      } catch (e) {
        console.log(`  [page ${i}] unreadable: ${e && e.message}`);
      }
    }
  }
}

let passed = 0;
let failed = 0;
export async function check(name, fn) {
  try {
    await fn();
    passed++;
    console.log(`PASS ${name}`);
  } catch (e) {
    failed++;
    // The whole call log: it says why an action waited (hidden, covered, disabled…).
    console.log(`FAIL ${name}: ${e && e.stack ? e.stack.split('\n').filter((l) => l.trim()).slice(0, 16).join(' | ') : e}`);
    await whatWasShown();
  }
}
export function summary() {
  return { passed, failed };
}
export function assert(cond, msg) {
  if (!cond) throw new Error(msg ?? 'assertion failed');
}

/** Every game record in this page's IndexedDB. */
export function readGames(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('tessera');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const db = r.result;
          const q = db.transaction('games').objectStore('games').getAll();
          q.onsuccess = () => { resolve(q.result); db.close(); };
          q.onerror = () => reject(q.error);
        };
      }),
  );
}

/** The packets of one game as this page's IndexedDB holds them. */
export async function packetsOf(page, gameId) {
  const g = (await readGames(page)).find((x) => x.id === gameId);
  return g ? g.packets : null;
}

/** Both phones hold the same packets of the game; returns how many. */
export async function bothAgree(a, b, gameId) {
  const pa = await packetsOf(a, gameId);
  const pb = await packetsOf(b, gameId);
  assert(JSON.stringify(pa) === JSON.stringify(pb), `stores differ: A has ${pa?.length}, B has ${pb?.length}`);
  return pa.length;
}

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
/** axe-core: returns the serious or critical violations on the page. */
export async function axe(page) {
  await page.addScriptTag({ content: AXE });
  const res = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
  return res;
}

export async function shot(page, name) {
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(SCREENS, name + '.png'), fullPage: false });
}

/** The same view in the light theme, then the dark one (`name`-dark), back to light. */
export async function shotLightDark(page, name) {
  await shot(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, name + '-dark');
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Visible touch targets smaller than 44×44 CSS px (radios and checkboxes count by their label). */
export function smallTargets(page) {
  return page.evaluate(() => {
    const out = [];
    const sel = 'button, a[href], input:not([type=radio]):not([type=checkbox]):not([type=file]), textarea, summary, label.choice, label.check';
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      if (r.width < 44 - 0.5 || r.height < 44 - 0.5) out.push(`${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  });
}

/** Screenshot plus axe and touch-target checks, each reported as a test line. */
export async function screen(page, name) {
  await shot(page, name);
  await check(`axe ${name}`, async () => {
    const v = await axe(page);
    assert(v.length === 0, v.join('; '));
  });
  await check(`touch targets ${name}`, async () => {
    const small = await smallTargets(page);
    assert(small.length === 0, small.join('; '));
  });
}

export async function message(page) {
  const box = page.locator('[data-message]');
  await box.waitFor();
  return box.inputValue();
}

export function lastLine(text) {
  const lines = text.trim().split('\n');
  return lines[lines.length - 1];
}

/** Plays this device's turn through the generic board, then ends it. */
export async function playTurn(page, pick = 0) {
  for (let i = 0; i < 40; i++) {
    const end = page.locator('[data-end-turn]');
    const act = page.locator(`[data-action]`);
    try {
      await page.waitForFunction(() => document.querySelector('[data-end-turn]') || document.querySelector('[data-action]'), null, { timeout: 45000 });
    } catch (e) {
      await shot(page, 'fail-playturn');
      console.log('  [playTurn] ' + (await page.locator('body').innerText()).slice(0, 600).replace(/\n/g, ' | '));
      throw e;
    }
    if (await end.count()) {
      await end.click();
      await page.locator('[data-message], [data-pass-ok], [data-replay-game]').first().waitFor();
      return;
    }
    const n = await act.count();
    const before = await page.locator('main').getAttribute('data-played');
    await act.nth(Math.min(pick, n - 1)).click();
    await page.waitForFunction((b) => document.querySelector('main')?.getAttribute('data-played') !== b, before);
  }
  throw new Error('turn never ended');
}

// ---- DBA table view helpers (test/e2e/dba-*.mjs)

/** Waits until the game screen has recorded a new action (main[data-played] changed);
 *  on a timeout, prints the error the screen shows and saves dba-fail-played.png. */
export async function dbaWaitPlayed(page, before, timeout = 20000) {
  try {
    await page.waitForFunction((b) => document.querySelector('main')?.getAttribute('data-played') !== b, before, { timeout });
  } catch (e) {
    const err = await page.locator('.notice-error').allInnerTexts().catch(() => []);
    const st = await page.locator('[data-dba-status]').allInnerTexts().catch(() => []);
    console.log(`  [dba] no action recorded; error shown: ${JSON.stringify(err)}; status: ${JSON.stringify(st)}; armed: ${await page.locator('[data-dba-action][aria-pressed="true"]').count()}`);
    await shot(page, 'dba-fail-played').catch(() => {});
    throw e;
  }
}

/** Taps a control of the DBA view once it has stopped moving: the view scrolls the
 *  table into view smoothly after arming an action, and a tap taken mid-scroll can land
 *  on the table instead (which deselects). Waits until the element's box is the same
 *  over two animation frames, then taps its centre. */
export async function dbaTap(page, loc) {
  await loc.scrollIntoViewIfNeeded();
  await loc.evaluate((el) => new Promise((res) => {
    let last = '', same = 0, n = 0;
    const step = () => {
      const r = el.getBoundingClientRect();
      const k = `${r.x},${r.y},${r.width},${r.height},${scrollX},${scrollY}`;
      same = k === last ? same + 1 : 0;
      last = k;
      if (same >= 2 || ++n > 120) res(null); else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }));
  await loc.tap();
}

/** Taps element `id` on the DBA table (scrolled into view) and waits until it is selected. */
export async function dbaTapElement(page, id) {
  if (await page.locator(`[data-dba-selected="${id}"]`).count()) return;
  const el = page.locator(`[data-el="${id}"]`);
  await el.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
  await page.locator('.dba-table').evaluate((e) => e.scrollIntoView({ block: 'nearest' }));
  await dbaSettled(page);
  const box = await el.locator('rect').last().boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator(`[data-dba-selected="${id}"]`).waitFor({ timeout: 5000 });
}

/** Resolves when the page and the DBA table have not scrolled for two animation frames. */
export function dbaSettled(page) {
  return page.evaluate(() => new Promise((res) => {
    let last = '', same = 0, n = 0;
    const step = () => {
      const t = document.querySelector('.dba-table');
      const k = `${scrollX},${scrollY},${t ? t.scrollLeft + ',' + t.scrollTop : ''}`;
      same = k === last ? same + 1 : 0;
      last = k;
      if (same >= 2 || ++n > 120) res(null); else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }));
}

/** A one-finger drag from (x0, y0) to (x1, y1) in CSS pixels, as touch events (CDP);
 *  beforeEnd (optional) runs while the finger is still down at the end. */
export async function touchDrag(page, x0, y0, x1, y1, steps = 12, beforeEnd = null) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + ((x1 - x0) * i) / steps, y: y0 + ((y1 - y0) * i) / steps }] });
    }
    if (beforeEnd) await beforeEnd();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** Opens a received link and waits until the app has finished checking it. */
export async function openLink(page, link) {
  await page.goto(link);
  await page.waitForFunction(() => !document.querySelector('.notice-info[role=status]') || !/Checking|Vérification/.test(document.querySelector('.notice-info').textContent));
}

/** Waits until the game screen shows `packets` packets (any count if undefined), leaves the replay if shown. */
export async function finishReplay(page, packets) {
  await page.waitForFunction((n) => {
    const m = document.querySelector('main[data-mode]');
    return m && (n === undefined || m.getAttribute('data-packets') === String(n));
  }, packets, { timeout: 90000 });
  // The "what is new" replay can open a moment after the game shows (a loaded machine): left
  // whenever it is there, until the play prompt shows.
  const deadline = Date.now() + 90000;
  for (;;) {
    if ((await page.locator('main').getAttribute('data-mode')) === 'replay') await page.locator('[data-replay-done]').click();
    try { await page.locator('main[data-mode="play"] [data-prompt]').waitFor({ timeout: 15000 }); return; } catch (e) {
      if (Date.now() > deadline) throw e;
    }
  }
}

/** The two phones most scripts use: A in English, B in French. */
export async function twoPhones(browser) {
  const A = await phone(browser, { locale: 'en-GB' });
  const B = await phone(browser, { locale: 'fr-FR' });
  return { A, B, a: A.page, b: B.page };
}

/** Restores a device backup (passphrase "tessera-e2e", test/tools/make-dba-fixtures.ts) on a
 *  fresh phone, opens its one DBA game and rolls the PIPs; resolves with the phone once the
 *  movement phase shows. */
export async function dbaOpenBackup(browser, locale, backup) {
  const P = await phone(browser, { locale });
  const p = P.page;
  await p.goto(BASE);
  await p.getByRole('button', { name: /^(Settings|Réglages)$/ }).click();
  await p.locator('[data-passphrase]').fill('tessera-e2e');
  await p.locator('[data-import]').setInputFiles(backup);
  await p.getByText(/Backup imported: 1 new|Sauvegarde importée\s*:\s*1 nouvelle/).waitFor({ timeout: 180000 });
  await p.goto(BASE);
  await p.locator('[data-game] .game-open').click();
  for (let i = 0; i < 4 && !(await p.locator('[data-dba-action]').count()); i++) {
    if (await p.locator('[data-pass-ok]').count()) await p.locator('[data-pass-ok]').click();
    await p.locator('[data-pass-ok], [data-dba-action]').first().waitFor({ timeout: 30000 });
  }
  const roll = p.locator('[data-kind="pips"]');
  assert(await roll.count(), 'the side to play starts by rolling its PIPs');
  const before = await p.locator('main').getAttribute('data-played');
  await dbaTap(p, roll);
  await dbaWaitPlayed(p, before);
  await p.locator('[data-dba-status][data-dba-phase="move"]').waitFor();
  return P;
}

/** The start-up by link most two-phone scripts share: A (English, "Marc") creates a game of
 *  `system` (its `scenario` picked by name when the system offers several), B (French, "Luc")
 *  opens the invitation and accepts, A opens the join and leaves its replay. `beforeCreate(a)`
 *  runs on the filled form, `afterJoin(b)` once B has sent the join. Resolves with the game's
 *  id, the invitation and the join links. */
export async function startByLink(a, b, { system, scenario = null, beforeCreate = null, afterJoin = null }) {
  await a.goto(BASE);
  await a.getByRole('button', { name: 'New game' }).click();
  await a.getByRole('button', { name: system }).click();
  if (scenario) await a.getByRole('button', { name: scenario }).click();
  await a.getByLabel('Your name').fill('Marc');
  if (beforeCreate) await beforeCreate(a);
  await a.getByRole('button', { name: 'Create invitation' }).click();
  const invitation = lastLine(await message(a));
  assert(invitation.startsWith(BASE + '#'), invitation);
  const gameId = (await readGames(a))[0].id;
  await openLink(b, invitation);
  await b.getByText('Marc vous invite').waitFor();
  await b.getByLabel('Votre nom').fill('Luc');
  await b.getByRole('button', { name: 'Accepter' }).click();
  const join = lastLine(await message(b));
  if (afterJoin) await afterJoin(b);
  await openLink(a, join);
  await a.getByText('Verified').waitFor();
  await finishReplay(a, 1);
  return { gameId, invitation, join };
}

/** The mark the app sets on <main> each time an action is played. */
export const played = (page) => page.locator('main').getAttribute('data-played');
/** Clicks, then waits until the app has played an action (the mark on <main> changes). */
export async function playAndWait(page, loc) {
  const before = await played(page);
  await loc.click();
  await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before, { timeout: 180000 });
}
/** Taps a hex of a hex board, scrolling the map to it as a finger would. */
export async function tapHex(page, label) {
  const hex = page.locator(`[data-hex="${label}"]`);
  await hex.scrollIntoViewIfNeeded();
  await hex.tap();
}
