// A game against the computer (issue 14) at 390×844. Nabis in English, fully: the new
// game's choice, the computer thinking in a worker (the page answering meanwhile), its
// turn replayed step by step, a reload while it thinks, the
// game continued offline (service worker), the file exported and verified by the CLI.
// DBA in French, briefly: created, the computer's turn received. Screenshots in light and
// dark: test-artifacts/screens/solo-*.png.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { assert, BASE, check, launch, phone, readGames, ROOT, screen, SCREENS, summary } from './lib.mjs';
import { computerDone, newSolo, packets, playerTurn, WORDS } from './solo-lib.mjs';

/** Light, then dark: the same screen twice (axe and touch targets in both). */
async function screens(page, name) {
  await page.emulateMedia({ colorScheme: 'light' });
  await screen(page, name + '-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screen(page, name + '-dark');
  await page.emulateMedia({ colorScheme: 'light' });
}


/** Waits until the computer has played: the screen shows its replay, or (nothing to step
 *  through) the player's move. Returns the mode. */
async function computerPlayed(page, before, timeout = 120000) {
  await page.waitForFunction((n) => {
    const m = document.querySelector('main[data-packets]');
    return m && Number(m.getAttribute('data-packets')) > n && !document.querySelector('[data-thinking]');
  }, before, { timeout });
  return page.locator('main').getAttribute('data-mode');
}

/** A second tab of the app that takes the game's lock as soon as the next turn is
 *  stored, and keeps it until released: the computer's answer then waits to be stored,
 *  its indicator up (as when another tab writes the game), long enough to be looked at. */
async function holdNextWrite(ctx, before) {
  const p2 = await ctx.newPage();
  await p2.goto(BASE);
  await p2.locator('main').waitFor();
  await p2.evaluate((n0) => {
    const count = (id) => new Promise((res) => {
      const q = indexedDB.open('tessera');
      q.onsuccess = () => { const g = q.result.transaction('games').objectStore('games').get(id); g.onsuccess = () => { res(g.result ? g.result.packets.length : 0); q.result.close(); }; };
    });
    window.__held = new Promise((ready) => {
      const ch = new BroadcastChannel('tessera-store');
      ch.onmessage = async (e) => {
        // Drafts are announced too: only a stored turn counts.
        if ((await count(e.data.id)) <= n0 || window.__release) return;
        window.__release = () => {};
        ch.close();
        navigator.locks.request('tessera-game:' + e.data.id, () => { ready(true); return new Promise((r) => (window.__release = r)); });
      };
    });
  }, before);
  return {
    held: () => p2.evaluate(() => window.__held),
    release: async () => { await p2.evaluate(() => window.__release?.()).catch(() => {}); await p2.close(); },
  };
}

/** The player's turn, then the computer's thinking held on screen for its screenshots. */
async function thinkingScreens(page, name) {
  const hold = await holdNextWrite(page.context(), await packets(page));
  // The holding tab opened last: the player's tab is brought back to the front (a tab in the
  // background may draw no frames, and a click waits for frames), and the holder always closes.
  await page.bringToFront();
  try {
    await playerTurn(page);
    await hold.held();
    await page.locator('[data-thinking]').waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[data-thinking]')?.getAttribute('data-thinking')) > 0, null, { timeout: 180000 });
    await screens(page, name);
  } finally {
    await hold.release();
  }
}

/** Plays the player's turns until the computer's turn arrives as a replay (its acceptance
 *  alone has nothing to step through). */
async function untilReplay(page) {
  for (let k = 0; k < 8; k++) {
    await page.waitForFunction(() => {
      const m = document.querySelector('main[data-mode]');
      return m && !document.querySelector('[data-thinking]') && (m.getAttribute('data-mode') === 'replay' || document.querySelector('[data-end-turn], [data-main-action], [data-all-actions], [data-action]'));
    }, null, { timeout: 180000 });
    if ((await page.locator('main').getAttribute('data-mode')) === 'replay') return true;
    await playerTurn(page);
  }
  return false;
}

/** Records, in the page, what the thinking indicator showed: the most decisions it
 *  counted, and the frames drawn while it was up (the page never froze). The count is
 *  read on every change of the indicator, not once a frame: a short spell of thinking
 *  can count its decisions and end between two frames. */
async function watchThinking(ctx) {
  await ctx.addInitScript(() => {
    const w = (window.__solo = { decisions: -1, frames: 0, longestGap: 0, spells: 0 });
    const seen = (el) => { w.decisions = Math.max(w.decisions, Number(el.getAttribute('data-thinking'))); };
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target.closest('[data-thinking]') ?? r.target.querySelector?.('[data-thinking]') : null;
        if (el) seen(el);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-thinking'] });
    let last = 0;
    const frame = (t) => {
      const el = document.querySelector('[data-thinking]');
      if (el) {
        seen(el);
        if (last) w.longestGap = Math.max(w.longestGap, t - last);
        if (!last) w.spells++;
        last = t;
        w.frames++;
      } else last = 0;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Waits for the player's move, stepping past a replay of the computer's turn shown first:
 *  the game reopened after a reload shows what the player has not marked seen, and a mark
 *  made just before the reload may not have been stored yet. */
async function toPlay(page) {
  for (let k = 0; k < 4; k++) {
    await page.waitForFunction(() => {
      const m = document.querySelector('main[data-mode]');
      return m && !document.querySelector('[data-thinking]') && ['play', 'replay'].includes(m.getAttribute('data-mode'));
    }, null, { timeout: 180000 });
    if ((await page.locator('main').getAttribute('data-mode')) === 'play') return;
    // A replay on screen: "Back to the game", unless a click just made is taking it away.
    await page.locator('[data-replay-done]').click({ timeout: 5000 }).catch(() => {});
    await page.waitForFunction(() => document.querySelector('main')?.getAttribute('data-mode') !== 'replay', null, { timeout: 10000 }).catch(() => {});
  }
  await page.locator('main[data-mode="play"]').waitFor();
}

/** Steps forward in a replay when there is a step to go to. */
async function stepOn(page) {
  const next = page.locator('.stepper button').nth(2);
  if (await next.isEnabled()) await next.click();
}

async function openGame(page) {
  await page.locator('.game-open').first().click();
  await page.locator('main[data-mode]').waitFor();
}

const browser = await launch();
let file = '';
try {
  const A = await phone(browser, { locale: 'en-GB' });
  await watchThinking(A.ctx);
  const a = A.page;
  await check('Nabis: a new game against the computer is chosen next to pass-and-play', async () => {
    await newSolo(a, 'en', 'Nabis, the Last of the Spartans');
    assert(await a.getByLabel('Pass-and-play').count() === 1, 'pass-and-play is offered beside it');
    assert(await a.getByLabel(/Steady \(default\)/).isChecked(), 'steady by default');
    await a.getByText('Practice').waitFor();
    await screens(a, 'solo-new-en');
  });
  const workers = [];
  a.on('worker', (w) => workers.push(w.url()));
  await check('Nabis: the computer thinks in a worker, with its progress on screen, and the screen stays live', async () => {
    await a.getByRole('button', { name: WORDS.en.start }).click();
    await a.locator('main[data-mode]').waitFor();
    await untilReplay(a);
    assert(workers.some((u) => u.includes('computer-worker')), 'thinking runs in a worker: ' + workers.join(', '));
    // The page kept drawing frames while the computer thought, and counted its decisions.
    const w = await a.evaluate(() => window.__solo);
    console.log(`  thinking: ${w.spells} spells, ${w.frames} frames drawn meanwhile, longest gap ${Math.round(w.longestGap)} ms, up to ${w.decisions} decisions counted`);
    assert(w.frames >= 2 * w.spells && w.spells >= 1, 'frames were drawn while thinking');
    assert(w.decisions > 0, 'the indicator counted decisions');
  });
  let replayed = false;
  await check('Nabis: the computer\'s turn arrives as a replay stepped through like an opponent\'s', async () => {
    replayed = (await a.locator('main').getAttribute('data-mode')) === 'replay' || (await untilReplay(a));
    assert(replayed, 'a replay of the computer\'s turn was shown');
    const g = (await readGames(a))[0];
    assert(g.solo && g.packets.length >= 2, 'the computer signed its packets');
    await stepOn(a);
    await screens(a, 'solo-replay-en');
    await a.locator('[data-replay-done]').click();
  });
  await check('Nabis: the thinking indicator counts the computer\'s decisions', async () => {
    await toPlay(a);
    await thinkingScreens(a, 'solo-thinking-en');
    if ((await computerDone(a)) === 'replay') await a.locator('[data-replay-done]').click();
  });
  await check('Nabis: a reload while the computer thinks resumes its thinking', async () => {
    // Reloaded right after the player's turn: when the computer had not stored its own
    // by then, the reopened game thinks again (else the next turn tries again).
    let resumed = false;
    for (let k = 0; k < 4 && !resumed; k++) {
      await toPlay(a);
      await playerTurn(a);
      const n = await packets(a);
      await a.reload();
      const stored = (await readGames(a))[0].packets.length;
      await openGame(a);
      if (stored === n) {
        await a.locator('[data-thinking]').waitFor({ timeout: 90000 });
        resumed = true;
      }
      const mode = await computerPlayed(a, n);
      if (mode === 'replay') await a.locator('[data-replay-done]').click();
    }
    assert(resumed, 'a reload caught the computer thinking');
  });
  await check('Nabis: the game goes on offline (service worker), the computer answering', async () => {
    await a.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await a.reload();
    assert(await a.evaluate(() => !!navigator.serviceWorker.controller), 'service worker in control');
    await A.ctx.setOffline(true);
    await a.reload();
    await openGame(a);
    await toPlay(a);
    await playerTurn(a);
    const n = await packets(a);
    const mode = await computerPlayed(a, n);
    if (mode === 'replay') await a.locator('[data-replay-done]').click();
    await A.ctx.setOffline(false);
  });
  await check('Nabis: the game file exports and `tessera verify` accepts it', async () => {
    await toPlay(a);
    await a.locator('details.more').evaluate((d) => { d.open = true; d.scrollIntoView({ block: 'center' }); });
    const [dl] = await Promise.all([a.waitForEvent('download'), a.getByRole('button', { name: WORDS.en.export }).click()]);
    const dir = join(ROOT, 'test-artifacts', 'solo');
    mkdirSync(dir, { recursive: true });
    file = join(dir, 'solo-nabis.tessera.txt');
    await dl.saveAs(file);
    execFileSync('npm', ['run', 'build:cli', '--silent'], { cwd: ROOT, stdio: 'ignore' });
    const out = execFileSync('node', ['src/cli/bin.mjs', 'verify', file], { cwd: ROOT, encoding: 'utf8' });
    console.log('  ' + out.trim().split('\n').join('\n  '));
    const g = (await readGames(a))[0];
    assert(g.packets.length >= 5, 'packets: ' + g.packets.length);
  });
  await A.ctx.close();

  const B = await phone(browser, { locale: 'fr-FR' });
  await watchThinking(B.ctx);
  const b = B.page;
  await check('DBA (French): a game against the computer at the strong level', async () => {
    await newSolo(b, 'fr', 'De Bellis Antiquitatis 2.2', /^Fort/);
    await screens(b, 'solo-new-fr');
    await b.getByRole('button', { name: WORDS.fr.start }).click();
    await b.locator('main[data-mode]').waitFor();
    assert(await untilReplay(b), 'a replay of the computer\'s turn was shown');
    await stepOn(b);
    await screens(b, 'solo-replay-fr');
    await b.locator('[data-replay-done]').click();
    await b.locator('main[data-mode="play"]').waitFor();
    await thinkingScreens(b, 'solo-thinking-fr');
    await computerDone(b);
    await b.goto(BASE);
    await b.getByText('contre l’ordinateur (Fort)').waitFor();
    await screens(b, 'solo-library-fr');
  });
  await B.ctx.close();
} finally {
  await browser.close();
}
const { passed, failed } = summary();
console.log(`solo.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
