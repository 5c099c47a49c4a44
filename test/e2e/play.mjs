// Two phones play by messenger: invitation and turns by link, one by file, one by
// paste; offline reload; refused links; backup into a fresh phone; axe and
// screenshots on every screen, in English (phone A) and French (phone B).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, BASE, bothAgree, check, finishReplay, lastLine, launch, message, openLink, packetsOf, phone, playTurn, readGames, screen, shot, summary, twoPhones } from './lib.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
const browser = await launch();
const { A, B, a, b } = await twoPhones(browser);
let gameId = '';
const links = [];

try {
  await check('library opens empty (A, English)', async () => {
    await a.goto(BASE);
    await a.getByRole('button', { name: 'New game' }).waitFor();
    await screen(a, 'library-empty-en');
  });
  await check('library opens empty (B, French)', async () => {
    await b.goto(BASE);
    await b.getByRole('button', { name: 'Nouvelle partie' }).waitFor();
    await screen(b, 'library-empty-fr');
  });

  await check('A creates a game and gets an invitation link', async () => {
    await a.getByRole('button', { name: 'New game' }).click();
    await a.getByRole('button', { name: 'Skirmish (test)' }).click();
    await a.getByLabel('Your name').waitFor();
    await screen(a, 'new-game-en');
    await a.getByLabel('Your name').fill('Marc');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    const msg = await message(a);
    assert(msg.includes('Marc invites you'), msg);
    links.push(lastLine(msg));
    assert(links[0].startsWith(BASE + '#'), links[0]);
    const games = await readGames(a);
    assert(games.length === 1, 'A has one game');
    gameId = games[0].id;
    await a.getByRole('button', { name: 'Copy message' }).click();
    await a.getByText('Copied').waitFor();
    await screen(a, 'invitation-en');
  });

  await check('B opens the invitation link and accepts', async () => {
    await openLink(b, links[0]);
    await b.getByText('Marc vous invite').waitFor();
    await screen(b, 'join-fr');
    await b.getByLabel('Votre nom').fill('Luc');
    await b.getByRole('button', { name: 'Accepter' }).click();
    const msg = await message(b);
    assert(msg.includes('Luc accepts your game'), 'join message in the creator language: ' + msg);
    links.push(lastLine(msg));
    await screen(b, 'join-sent-fr');
  });

  await check('A receives the join by link and verifies it', async () => {
    await openLink(a, links[1]);
    await a.getByText('Verified').waitFor();
    await finishReplay(a, 1);
    assert((await packetsOf(a, gameId)).length === 1);
    await screen(a, 'game-your-move-en');
  });

  // Packets 2, 3, 4 by link.
  const writers = [a, b, a];
  for (let k = 0; k < 3; k++) {
    const w = writers[k];
    const r = w === a ? b : a;
    const seq = k + 2;
    await check(`packet ${seq} by link (${w === a ? 'A→B' : 'B→A'})`, async () => {
      await playTurn(w, 0);
      if (seq === 2) await screen(w, 'turn-complete-en');
      const msg = await message(w);
      links.push(lastLine(msg));
      await openLink(r, lastLine(msg));
      await r.waitForFunction((n) => document.querySelector(`main[data-packets="${n}"][data-mode="replay"]`), seq);
      if (seq === 2) await screen(r, 'replay-fr');
      if (seq === 3) await screen(r, 'replay-en');
      // Step backwards and forwards through what arrived.
      const back = r.locator('.stepper button').nth(1);
      if (await back.isEnabled()) { await back.click(); await r.locator('.stepper button').nth(2).click(); }
      await finishReplay(r, seq);
      assert((await bothAgree(a, b, gameId)) === seq, 'both stores hold packet ' + seq);
    });
  }

  await check('game screens in both languages', async () => {
    await screen(b, 'game-your-move-fr');
    await screen(a, 'game-waiting-en');
  });

  await check('after dice, undo is refused and says why', async () => {
    await b.getByRole('button', { name: 'Contre-attaque' }).click();
    await b.waitForFunction(() => document.querySelector('main')?.getAttribute('data-played') === '1');
    await b.getByText('Dés lancés').waitFor();
    assert(await b.locator('[data-undo]').isDisabled(), 'undo disabled');
    await screen(b, 'undo-dice-fr');
  });

  await check('packet 5 by file (B→A)', async () => {
    await playTurn(b, 1);
    const [dl] = await Promise.all([b.waitForEvent('download'), b.locator('[data-save-file]').click()]);
    const path = join(tmp, 'turn5.txt');
    await dl.saveAs(path);
    assert(readFileSync(path, 'utf8').startsWith('{"format":"tessera-game"'), 'a game file');
    await a.locator('[data-file-input]').first().setInputFiles(path);
    await a.getByText('Verified').waitFor();
    await finishReplay(a, 5);
    assert((await bothAgree(a, b, gameId)) === 5);
  });

  await check('packet 6 by paste (A→B)', async () => {
    await playTurn(a, 0);
    const msg = await message(a);
    await b.goto(BASE);
    await b.locator('.game-open').first().click();
    await b.locator('.paste summary').click();
    await b.locator('[data-paste-box]').fill('Forwarded message:\n' + msg);
    await b.getByRole('button', { name: 'Ouvrir', exact: true }).click();
    await b.getByText('Vérifié').waitFor();
    await finishReplay(b, 6);
    assert((await bothAgree(a, b, gameId)) === 6);
  });

  await check('a second delivery of the same turn is recognised', async () => {
    const msg = await message(a);
    await openLink(b, lastLine(msg));
    await b.getByText('Vous avez déjà ce tour').waitFor();
    assert((await bothAgree(a, b, gameId)) === 6);
  });

  let link7 = '';
  await check('B reloads offline; the draft survives and the turn is sent', async () => {
    await b.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await B.ctx.setOffline(true);
    await b.reload();
    await b.locator('.game-open').first().click();
    await finishReplay(b, 6);
    // One action, then a reload: nothing lost.
    await b.locator('[data-action]').first().click();
    await b.waitForFunction(() => document.querySelector('main')?.getAttribute('data-played') === '1');
    await b.reload();
    await b.locator('.game-open').first().click();
    await b.waitForFunction(() => document.querySelector('main')?.getAttribute('data-played') === '1');
    await screen(b, 'game-draft-fr');
    await playTurn(b, 0);
    link7 = lastLine(await message(b));
    await B.ctx.setOffline(false);
  });

  await check('a tampered link is refused and A\'s game is untouched', async () => {
    const before = JSON.stringify(await readGames(a));
    const i = link7.indexOf('#') + 40;
    const bad = link7.slice(0, i) + (link7[i] === 'A' ? 'B' : 'A') + link7.slice(i + 1);
    await openLink(a, bad);
    await a.getByRole('alert').getByText('This link is incomplete;').waitFor();
    await screen(a, 'error-damaged-en');
    assert(JSON.stringify(await readGames(a)) === before, 'store changed');
    const cut = link7.slice(0, link7.length - 30);
    await openLink(a, cut);
    await a.getByRole('alert').getByText('This link is incomplete;').waitFor();
    assert(JSON.stringify(await readGames(a)) === before, 'store changed');
  });

  await check('a link of another game is refused and A\'s game is untouched', async () => {
    const C = await phone(browser, { locale: 'fr-FR' });
    const D = await phone(browser, { locale: 'en-GB' });
    await C.page.goto(BASE);
    await C.page.getByRole('button', { name: 'Nouvelle partie' }).click();
    await screen(C.page, 'new-game-systems-fr');
    await C.page.getByRole('button', { name: 'Escarmouche (test)' }).click();
    await C.page.getByLabel('Votre nom').waitFor();
    await screen(C.page, 'new-game-fr');
    await C.page.getByLabel('Votre nom').fill('Zoé');
    await C.page.getByRole('button', { name: 'Créer l’invitation' }).click();
    const inv = lastLine(await message(C.page));
    await D.page.goto(BASE);
    await openLink(D.page, inv);
    await D.page.getByText('Zoé invites you').waitFor();
    await screen(D.page, 'join-en');
    await D.page.getByLabel('Your name').fill('Dan');
    await D.page.getByRole('button', { name: 'Accept' }).click();
    const foreign = lastLine(await message(D.page));
    const before = JSON.stringify(await readGames(a));
    await openLink(a, foreign);
    await a.getByRole('alert').getByText('not on this device').waitFor();
    await screen(a, 'error-other-game-en');
    assert(JSON.stringify(await readGames(a)) === before, 'store changed');
    await C.ctx.close();
    await D.ctx.close();
  });

  await check('the real packet 7 is then accepted', async () => {
    await openLink(a, link7);
    await a.getByText('Verified').waitFor();
    await finishReplay(a, 7);
    assert((await bothAgree(a, b, gameId)) === 7);
  });

  await check('both phones show the same key fingerprint', async () => {
    await a.locator('.more summary').click();
    await screen(a, 'game-more-en');
    const wa = await a.locator('[data-fingerprint] .words').innerText();
    await b.goto(BASE);
    await b.locator('.game-open').first().click();
    await b.locator('.more summary').click();
    const wb = await b.locator('[data-fingerprint] .words').innerText();
    assert(wa.split(' ').length === 4 && wa === wb, `${wa} vs ${wb}`);
  });

  await check('replay of the whole game from the start', async () => {
    await a.locator('[data-replay-all]').click();
    await a.getByText('Step 1 of').waitFor();
    await a.locator('.stepper button').nth(2).click();
    await a.getByText('Step 2 of').waitFor();
    await screen(a, 'replay-all-en');
    await finishReplay(a);
  });

  await check('libraries list the game in both languages', async () => {
    await a.goto(BASE);
    await a.locator('.game-open').first().waitFor();
    await screen(a, 'library-en');
    await b.goto(BASE);
    await b.locator('.game-open').first().waitFor();
    await screen(b, 'library-fr');
    await a.locator('.game-more').first().click();
    await screen(a, 'library-menu-en');
    await a.getByRole('button', { name: 'Delete' }).click();
    await screen(a, 'library-delete-confirm-en');
    await a.getByRole('button', { name: 'Cancel' }).click();
    assert((await readGames(a)).length === 1);
    await a.getByRole('button', { name: 'Archive' }).click();
    await a.getByText('Archived (1)').waitFor();
    assert((await readGames(a))[0].archived === true, 'archived in the store');
    await a.getByText('Archived (1)').click();
    await a.locator('.game-more').first().click();
    await a.getByRole('button', { name: 'Restore' }).click();
    await a.getByText('Your move (1)').waitFor();
    assert((await readGames(a))[0].archived === false, 'restored');
  });

  await check('backup export then import into a fresh phone restores every game identically', async () => {
    await a.getByRole('button', { name: 'Settings' }).click();
    await a.locator('[data-export]').waitFor();
    await a.locator('[data-passphrase]').fill('correct horse battery');
    await screen(a, 'settings-en');
    const [dl] = await Promise.all([a.waitForEvent('download'), a.locator('[data-export]').click()]);
    const path = join(tmp, 'backup.json');
    await dl.saveAs(path);
    assert(!readFileSync(path, 'utf8').includes('masterSeed'), 'the backup is encrypted');
    const E = await phone(browser, { locale: 'fr-FR' });
    await E.page.goto(BASE);
    await E.page.getByRole('button', { name: 'Réglages' }).click();
    await E.page.locator('[data-passphrase]').fill('wrong horse battery');
    await E.page.locator('[data-import]').setInputFiles(path);
    await E.page.getByText('La phrase secrète est fausse').waitFor();
    assert((await readGames(E.page)).length === 0, 'nothing imported with a wrong passphrase');
    await E.page.locator('[data-passphrase]').fill('correct horse battery');
    await E.page.locator('[data-import]').setInputFiles(path);
    await E.page.getByText('Sauvegarde importée').waitFor();
    await screen(E.page, 'settings-fr');
    const mine = (await readGames(a)).sort((x, y) => x.id.localeCompare(y.id));
    const theirs = (await readGames(E.page)).sort((x, y) => x.id.localeCompare(y.id));
    assert(JSON.stringify(mine) === JSON.stringify(theirs), 'restored games differ');
    // Importing again duplicates nothing.
    await E.page.locator('[data-import]').setInputFiles(path);
    await E.page.getByText('1 déjà présente').waitFor();
    assert((await readGames(E.page)).length === mine.length);
    await E.ctx.close();
  });

  await check('dark theme renders', async () => {
    const F = await phone(browser, { colorScheme: 'dark' });
    await F.page.goto(BASE);
    await F.page.getByRole('button', { name: 'New game' }).waitFor();
    await screen(F.page, 'library-empty-dark-en');
    await F.page.getByRole('button', { name: 'New game' }).click();
    await F.page.getByRole('button', { name: 'Skirmish (test)' }).click();
    await F.page.getByLabel('Pass-and-play').check();
    await F.page.getByLabel('Your name').fill('Ann');
    await F.page.getByRole('button', { name: 'Start game' }).click();
    await F.page.locator('[data-action]').first().click();
    await F.page.waitForFunction(() => document.querySelector('main')?.getAttribute('data-played') === '1');
    await screen(F.page, 'game-dark-en');
    await F.ctx.close();
  });
} finally {
  if (summary().failed) await shot(a, 'failure-last-a').catch(() => {});
  await browser.close();
}
const { passed, failed } = summary();
console.log(`play.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
