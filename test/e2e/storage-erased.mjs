// Issue 16: storage erased while a game is open (the database deleted from another tab;
// the site's data cleared by the browser), and a game whose signing key is missing: a
// message in words, nothing offered that is not stored, no game written back without
// its identity.
import { BASE, assert, check, launch, phone, readGames, screen, shot, summary } from './lib.mjs';
import { assertWords, composeTurn, started } from './one-device-lib.mjs';

function identities(page) {
  return page.evaluate(() => new Promise((res, rej) => {
    const q = indexedDB.open('tessera');
    q.onerror = () => rej(q.error);
    q.onsuccess = () => {
      const d = q.result;
      const r = d.transaction('identities').objectStore('identities').getAll();
      r.onsuccess = () => { d.close(); res(r.result.map((i) => i.publicKey)); };
    };
  }));
}

const browser = await launch();
try {
  for (const [la, lb] of [['en', 'fr'], ['fr', 'en']]) {
    const loc = (l) => (l === 'en' ? 'en-GB' : 'fr-FR');
    await check(`[${la}] database deleted from another tab while a game is open: said in words, nothing written back`, async () => {
      const A = await phone(browser, { locale: loc(la) });
      const B = await phone(browser, { locale: loc(lb) });
      const a = A.page;
      await started(a, la, B.page, lb);
      await composeTurn(a, 0);
      const other = await A.ctx.newPage();
      await other.goto(BASE);
      await other.locator('main').waitFor();
      await other.evaluate(() => new Promise((res, rej) => {
        const r = indexedDB.deleteDatabase('tessera');
        r.onsuccess = () => res(null);
        r.onerror = () => rej(r.error);
      }));
      await other.close();
      const banner = a.locator('[data-storage-erased]');
      await banner.waitFor({ timeout: 30000 }).catch(async (e) => { console.log('  [a] ' + (await a.locator('body').innerText()).slice(0, 400).replace(/\n/g, ' | ')); throw e; });
      assertWords(await banner.innerText());
      await a.locator('[data-end-turn]').click();
      const problem = a.locator('[data-game-problem]');
      await problem.waitFor({ timeout: 30000 });
      assertWords(await problem.innerText());
      await screen(a, `erased-deleted-game-${la}`);
      assert((await a.locator('[data-message]').count()) === 0, 'a packet not stored was offered');
      assert((await readGames(a)).length === 0, 'the game was written back without its identity');
      // After a reload the library still says what happened.
      await a.reload();
      await a.locator('[data-storage-erased]').waitFor({ timeout: 30000 });
      await shot(a, `erased-library-${la}`);
      await A.ctx.close();
      await B.ctx.close();
    });
    await check(`[${la}] site data cleared while a game is open: said in words, no raw error, nothing offered or written back`, async () => {
      const A = await phone(browser, { locale: loc(la) });
      const B = await phone(browser, { locale: loc(lb) });
      const a = A.page;
      await started(a, la, B.page, lb);
      await composeTurn(a, 0);
      const cdp = await A.ctx.newCDPSession(a);
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(BASE).origin, storageTypes: 'all' });
      await a.waitForTimeout(300);
      await a.locator('[data-end-turn]').click();
      const problem = a.locator('[data-game-problem]');
      await problem.waitFor({ timeout: 30000 });
      assertWords(await problem.innerText());
      const banner = await a.locator('[data-storage-erased]').innerText().catch(() => '');
      const text = banner + ' ' + (await problem.innerText());
      assert(/erased|effacées|closed|fermé/.test(text), text);
      assert(!/Failed to execute|connection is closing/.test(await a.locator('body').innerText()), 'raw error text shown');
      await shot(a, `erased-cleared-game-${la}`);
      assert((await a.locator('[data-message]').count()) === 0, 'a packet not stored was offered');
      assert((await readGames(a)).length === 0, 'the game was written back without its identity');
      await A.ctx.close();
      await B.ctx.close();
    });
    await check(`[${la}] a game whose signing key is missing says so and offers the backup`, async () => {
      const A = await phone(browser, { locale: loc(la) });
      const B = await phone(browser, { locale: loc(lb) });
      const a = A.page;
      const { gameId } = await started(a, la, B.page, lb);
      assert((await identities(a)).length === 1);
      await a.evaluate(() => new Promise((res) => {
        const q = indexedDB.open('tessera');
        q.onsuccess = () => {
          const d = q.result;
          const tx = d.transaction('identities', 'readwrite');
          tx.objectStore('identities').clear();
          tx.oncomplete = () => { d.close(); res(null); };
        };
      }));
      await a.goto(BASE);
      await a.locator(`[data-game="${gameId}"] .game-open`).click();
      const note = a.locator('[data-key-missing]');
      await note.waitFor({ timeout: 30000 });
      assertWords(await note.innerText());
      assert((await note.getByRole('button').count()) === 1, 'offers Settings (the backup)');
      assert((await a.locator('[data-end-turn], [data-action]').count()) === 0);
      await screen(a, `key-missing-${la}`);
      await A.ctx.close();
      await B.ctx.close();
    });
  }
} finally {
  await browser.close();
}
const s = summary();
console.log(`${s.passed} passed, ${s.failed} failed`);
process.exit(s.failed ? 1 : 0);
