// Issue 17, item 1: a third phone accepts an invitation already accepted. The creator is
// told what happened without blaming anyone (no fork banner); the third phone learns
// from the creator's next turn that the invitation was taken, and can delete its game.
import { BASE, assert, check, finishReplay, lastLine, launch, message, openLink, phone, readGames, screen, shot, summary } from './lib.mjs';
import { acceptLink, createGame } from './one-device-lib.mjs';

const browser = await launch();
try {
  for (const [la, lc] of [['en', 'fr'], ['fr', 'en']]) {
    const loc = (l) => (l === 'en' ? 'en-GB' : 'fr-FR');
    const A = await phone(browser, { locale: loc(la) });
    const B = await phone(browser, { locale: loc(lc) });
    const C = await phone(browser, { locale: loc(lc) });
    const [a, b, c] = [A.page, B.page, C.page];
    let gameId = '';
    await check(`[${la}] a second acceptance is said without blaming anyone, and is no fork`, async () => {
      let invitation;
      ({ link: invitation, gameId } = await createGame(a, la, 'Marc'));
      // Headless Chromium refuses persistence: the first game says so, once.
      const persist = a.locator('.notice-info', { hasText: /erase the games|effacer les parties/ });
      await persist.waitFor();
      await screen(a, `persist-refused-${la}`);
      const joinB = await acceptLink(b, lc, invitation, 'Luc');
      const joinC = await acceptLink(c, lc, invitation, 'Zoé');
      await openLink(a, joinB);
      await finishReplay(a, 1);
      await openLink(a, joinC);
      const note = a.locator('.notice-info, .notice-error').first();
      await note.waitFor();
      const text = await note.innerText();
      assert(/Zoé/.test(text) && /Luc/.test(text), text);
      assert(!/two different versions|deux versions différentes/.test(text), 'accuses: ' + text);
      await a.locator('main[data-mode="play"]').waitFor();
      assert((await a.locator('[data-fork]').count()) === 0, 'a fork banner is shown');
      const rec = (await readGames(a)).find((g) => g.id === gameId);
      assert(!rec.fork, 'stored as a fork');
      await screen(a, `second-join-${la}`);
    });
    await check(`[${lc}] the third phone learns the invitation was taken and deletes its game`, async () => {
      // Marc plays turn 2 and sends it; Zoé's phone opens it.
      for (let i = 0; i < 40 && !(await a.locator('[data-end-turn]').count()); i++) {
        const before = await a.locator('main').getAttribute('data-played');
        await a.locator('[data-action]').first().click();
        await a.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before);
      }
      await a.locator('[data-end-turn]').click();
      const link2 = lastLine(await message(a));
      await openLink(c, link2);
      const taken = c.locator('[data-taken]');
      await taken.waitFor({ timeout: 45000 });
      const text = await taken.innerText();
      assert(/Marc/.test(text) && !/two different versions|deux versions différentes|does not follow|ne suit pas/.test(text), text);
      await screen(c, `taken-${lc}`);
      await c.locator('[data-delete-taken]').click();
      await c.waitForFunction(() => !document.querySelector('main[data-packets]'));
      assert((await readGames(c)).length === 0, 'the game is deleted');
      // Luc's phone takes the same turn as usual.
      await openLink(b, link2);
      await finishReplay(b, 2);
    });
    await check(`[${la}] persistence refused is said once only; a fork of this device's own is told as such`, async () => {
      await createGame(a, la, 'Marc');
      assert((await a.locator('.notice-info', { hasText: /erase the games|effacer les parties/ }).count()) === 0, 'said twice');
      // A fork carrying this device's own key (as the inbox records one) reads as ours.
      await a.evaluate((id) => new Promise((res) => {
        const q = indexedDB.open('tessera');
        q.onsuccess = () => {
          const d = q.result;
          const tx = d.transaction('games', 'readwrite');
          const st = tx.objectStore('games');
          const g = st.get(id);
          g.onsuccess = () => { const r = g.result; r.fork = { seq: 2, theirs: r.packets[1], own: true }; st.put(r); };
          tx.oncomplete = () => { d.close(); res(null); };
        };
      }), gameId);
      await a.goto(BASE);
      await a.locator(`[data-game="${gameId}"] .game-open`).click();
      const f = a.locator('[data-fork="own"]');
      await f.waitFor();
      const text = await f.innerText();
      assert(/This device signed|Cet appareil a signé/.test(text) && /did nothing wrong|n’a rien fait de mal/.test(text), text);
      await screen(a, `fork-own-${la}`);
    });
    await A.ctx.close();
    await B.ctx.close();
    await C.ctx.close();
  }
} finally {
  await browser.close();
}
const s = summary();
console.log(`${s.passed} passed, ${s.failed} failed`);
process.exit(s.failed ? 1 : 0);
