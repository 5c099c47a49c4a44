// Issue 16: storage full (quota forced small through the DevTools protocol) while
// ending a turn, receiving, creating and importing: a message in words, nothing
// offered that is not stored, nothing lost; each works again once space is back.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, assert, check, lastLine, launch, message, openLink, packetsOf, phone, readGames, screen, shot, summary } from './lib.mjs';
import { WORDS, assertWords, composeTurn, problemText, setQuota, started } from './one-device-lib.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'tessera-full-'));
const browser = await launch();
try {
  for (const [la, lb] of [['en', 'fr'], ['fr', 'en']]) {
    const A = await phone(browser, { locale: la === 'en' ? 'en-GB' : 'fr-FR' });
    const B = await phone(browser, { locale: lb === 'en' ? 'en-GB' : 'fr-FR' });
    const a = A.page;
    const b = B.page;
    let gameId = '';
    let link2 = '';
    await check(`[${la}] storage full while ending a turn: said in words, the turn stays a draft, nothing offered`, async () => {
      ({ gameId } = await started(a, la, b, lb));
      await composeTurn(a, 0);
      const played = await a.locator('main').getAttribute('data-played');
      await setQuota(a, 1);
      await a.locator('[data-end-turn]').click();
      const text = await problemText(a, '[data-game-problem]');
      assertWords(text);
      assert(/full|plein/.test(text), 'says the storage is full: ' + text);
      assert(/draft|brouillon/.test(text), 'says the turn stays a draft: ' + text);
      await screen(a, `storage-full-turn-${la}`);
      assert((await a.locator('[data-message]').count()) === 0, 'a packet not stored was offered for sending');
      assert((await packetsOf(a, gameId)).length === 1, 'nothing stored');
      assert((await a.locator('main').getAttribute('data-played')) === played, 'the draft is still on screen');
      assert((await a.locator('[data-end-turn]').count()) === 1, 'the turn can be ended again');
    });
    await check(`[${la}] once space is back, ending the same turn stores and offers it`, async () => {
      await setQuota(a, null);
      await a.locator('[data-end-turn]').click();
      link2 = lastLine(await message(a));
      assert((await packetsOf(a, gameId)).length === 2);
    });
    await check(`[${lb}] storage full while receiving: said in words, nothing changed, then received`, async () => {
      await setQuota(b, 1);
      await openLink(b, link2);
      const text = await problemText(b, '.notice-error');
      assertWords(text);
      assert(/full|plein/.test(text) && /valid|valide/.test(text), text);
      await screen(b, `storage-full-receive-${lb}`);
      assert((await packetsOf(b, gameId)).length === 1, 'nothing stored');
      await setQuota(b, null);
      await openLink(b, link2);
      await b.waitForFunction(() => document.querySelector('main[data-packets="2"]'));
      assert((await packetsOf(b, gameId)).length === 2);
    });
    await check(`[${la}] storage full while creating a game: said in words, nothing created`, async () => {
      const before = (await readGames(a)).length;
      const w = WORDS[la];
      await a.goto(BASE);
      await a.getByRole('button', { name: w.newGame }).click();
      await a.getByRole('button', { name: w.system }).click();
      await a.getByLabel(w.name).fill('Marc');
      await setQuota(a, 1);
      await a.getByRole('button', { name: w.create }).click();
      const text = await problemText(a, '.notice-error');
      assertWords(text);
      assert(/full|plein/.test(text) && /not created|pas été créée/.test(text), text);
      await shot(a, `storage-full-create-${la}`);
      assert((await readGames(a)).length === before, 'no game stored');
      assert((await a.locator('[data-message]').count()) === 0, 'no invitation offered');
      await setQuota(a, null);
    });
    await check(`[${lb}] storage full while importing a backup: said in words (not "damaged"), nothing imported, then imported`, async () => {
      await a.goto(BASE);
      await a.getByRole('button', { name: WORDS[la].settings }).click();
      await a.locator('[data-passphrase]').fill('correct horse battery');
      const [dl] = await Promise.all([a.waitForEvent('download'), a.locator('[data-export]').click()]);
      const path = join(tmp, `backup-${la}.json`);
      await dl.saveAs(path);
      const C = await phone(browser, { locale: lb === 'en' ? 'en-GB' : 'fr-FR' });
      const c = C.page;
      await c.goto(BASE);
      await c.getByRole('button', { name: WORDS[lb].settings }).click();
      await c.locator('[data-passphrase]').fill('correct horse battery');
      await setQuota(c, 1);
      await c.locator('[data-import]').setInputFiles(path);
      const note = c.locator('.notice-error');
      await note.waitFor({ timeout: 90000 });
      const text = await note.innerText();
      assertWords(text);
      assert(/full|plein/.test(text) && !/damaged|endommag|not a Tessera|pas une sauvegarde/.test(text), text);
      await note.scrollIntoViewIfNeeded();
      await shot(c, `storage-full-import-${lb}`);
      assert((await readGames(c)).length === 0, 'nothing imported');
      await setQuota(c, null);
      await c.locator('[data-import]').setInputFiles(path);
      await c.locator('.notice-ok').waitFor({ timeout: 90000 });
      assert((await readGames(c)).length === (await readGames(a)).length, 'all imported');
      await C.ctx.close();
    });
    await A.ctx.close();
    await B.ctx.close();
  }
} finally {
  await browser.close();
}
const s = summary();
console.log(`${s.passed} passed, ${s.failed} failed`);
process.exit(s.failed ? 1 : 0);
