// The manifest's share target: Android's share sheet POSTs multipart/form-data to
// /share-target; the service worker keeps the file or text and sends the browser
// (303) to the app, which checks it like a pasted turn. Here a real form POST is
// made in a page the service worker controls: a game file (the join, B→A) is
// received and verified; a damaged file, a file that is not Tessera's and an
// empty share each give their message and change nothing; a shared text (link)
// goes through the same path. Screenshots: share-*.png.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, BASE, bothAgree, check, lastLine, launch, message, playTurn, readGames, screen, summary, twoPhones } from './lib.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'tessera-share-'));
const browser = await launch();
const { A, B, a, b } = await twoPhones(browser);
let gameId = '';
let joinFile = '';
let joinLink = '';

/** The service worker installed and in control of the page (a first install does not claim it). */
async function controlled(page) {
  await page.goto(BASE);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await page.locator('.topbar').waitFor();
  assert(await page.evaluate(() => !!navigator.serviceWorker.controller), 'service worker in control');
}

/** What the share sheet does: a multipart POST to the share target, with a file and/or text. */
async function sharePost(page, { file, text } = {}) {
  await page.evaluate(() => {
    document.getElementById('e2e-share')?.remove();
    const f = document.createElement('form');
    f.id = 'e2e-share';
    f.method = 'post';
    f.enctype = 'multipart/form-data';
    f.action = new URL('share-target', document.baseURI).pathname;
    f.innerHTML = '<input type="file" name="file"><input type="hidden" name="text"><input type="hidden" name="title" value="">';
    f.hidden = true;
    document.body.appendChild(f);
  });
  if (file) await page.setInputFiles('#e2e-share input[type=file]', file);
  if (text) await page.evaluate((t) => { document.querySelector('#e2e-share input[name=text]').value = t; }, text);
  const handed = page.waitForRequest((r) => /[?&]share=/.test(r.url()) && r.method() === 'GET', { timeout: 45000 });
  await page.evaluate(() => document.getElementById('e2e-share').submit());
  const req = await handed;
  assert(req.redirectedFrom()?.method() === 'POST', 'the POST was answered by a redirect to the app');
  await page.waitForFunction(() => location.search === '');
  await page.waitForFunction(() => !document.querySelector('.notice-info[role=status]') || !/Checking|Vérification/.test(document.querySelector('.notice-info').textContent));
}

/** Nothing left over in the share hand-over cache. */
function shareCacheEmpty(page) {
  return page.evaluate(async () => (await (await caches.open('tessera-share')).keys()).length === 0);
}

try {
  await check('share target: the manifest takes files and text by POST multipart', async () => {
    const res = await fetch(new URL('manifest.webmanifest', BASE));
    const m = await res.json();
    const st = m.share_target;
    assert(st && st.method === 'POST' && st.enctype === 'multipart/form-data', JSON.stringify(st));
    assert(st.params.files?.some((f) => f.name === 'file' && f.accept.includes('.tessera') && f.accept.includes('.json')), 'files param');
    assert(st.params.text === 'text' && st.params.url === 'url', 'text and url params');
  });

  await check('share target: setup (A invites, B joins, B saves the join as a file)', async () => {
    await controlled(a);
    await controlled(b);
    await a.getByRole('button', { name: 'New game' }).click();
    await a.getByRole('button', { name: 'Skirmish (test)' }).click();
    await a.getByLabel('Your name').fill('Marc');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    const inv = lastLine(await message(a));
    gameId = (await readGames(a))[0].id;
    await b.goto(inv);
    await b.getByLabel('Votre nom').fill('Luc');
    await b.getByRole('button', { name: 'Accepter' }).click();
    joinLink = lastLine(await message(b));
    const [dl] = await Promise.all([b.waitForEvent('download'), b.locator('[data-save-file]').click()]);
    joinFile = join(tmp, 'join.tessera');
    await dl.saveAs(joinFile);
    assert(readFileSync(joinFile, 'utf8').startsWith('{"format":"tessera-game"'), 'a game file');
    await a.goto(BASE);
    await a.locator('.game-open').first().waitFor();
    assert(await a.evaluate(() => !!navigator.serviceWorker.controller), 'A still controlled');
  });

  await check('share target: a damaged game file is refused, with its message; A\'s store is unchanged', async () => {
    const before = JSON.stringify(await readGames(a));
    const text = readFileSync(joinFile, 'utf8');
    const obj = JSON.parse(text);
    // Flip one character inside the signed packet.
    const s = JSON.stringify(obj);
    const i = s.lastIndexOf('"') - 12;
    const bad = join(tmp, 'damaged.tessera');
    writeFileSync(bad, s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1));
    await sharePost(a, { file: bad });
    const alert = a.getByRole('alert');
    await alert.waitFor();
    const said = await alert.locator('p').first().innerText();
    console.log('  [share] damaged file: ' + said);
    assert(/Nothing was changed/.test(said), said);
    assert(JSON.stringify(await readGames(a)) === before, 'store changed');
    assert(await shareCacheEmpty(a), 'the hand-over was removed');
  });

  await check('share target: a file that is not Tessera\'s is refused in words; nothing changes', async () => {
    const before = JSON.stringify(await readGames(a));
    await sharePost(a, { file: { name: 'holiday.json', mimeType: 'application/json', buffer: Buffer.from('{"photos": 12}') } });
    await a.getByRole('alert').getByText('This is not a Tessera link, turn or game file.').waitFor();
    await a.getByRole('alert').getByText('Nothing was changed.').waitFor();
    await screen(a, 'share-error-en');
    assert(JSON.stringify(await readGames(a)) === before, 'store changed');
  });

  await check('share target: the same in French; an empty share says so', async () => {
    const before = JSON.stringify(await readGames(b));
    await sharePost(b, { file: { name: 'notes.tessera', mimeType: 'application/octet-stream', buffer: Buffer.from('bonjour') } });
    await b.getByRole('alert').getByText('Ce n’est pas un lien, un tour ou un fichier de partie Tessera.').waitFor();
    await screen(b, 'share-error-fr');
    await sharePost(b, {});
    await b.getByRole('alert').getByText('Rien n’est arrivé avec le partage.').waitFor();
    assert(JSON.stringify(await readGames(b)) === before, 'store changed');
    assert(await shareCacheEmpty(b), 'the hand-over was removed');
  });

  await check('share target: the join shared as a .tessera file is received and verified', async () => {
    await sharePost(a, { file: joinFile });
    await a.getByText('Verified').waitFor();
    await a.waitForFunction(() => document.querySelector('main[data-packets="1"]'));
    assert((await bothAgree(a, b, gameId)) === 1, 'A holds the join');
    assert(await shareCacheEmpty(a), 'the hand-over was removed');
    await screen(a, 'share-received-en');
  });

  await check('share target: a shared text (the message with its link) takes the same path', async () => {
    await sharePost(a, { text: 'Luc accepts your game\n' + joinLink });
    await a.getByText('You already have this turn.').waitFor();
    assert((await bothAgree(a, b, gameId)) === 1);
  });

  await check('share target: A\'s next turn shared to B as a file is verified (French)', async () => {
    await a.goto(BASE);
    await a.locator('.game-open').first().click();
    await a.locator('main[data-mode]').waitFor();
    if ((await a.locator('main').getAttribute('data-mode')) === 'replay') await a.locator('[data-replay-done]').click();
    await playTurn(a, 0);
    const [dl] = await Promise.all([a.waitForEvent('download'), a.locator('[data-save-file]').click()]);
    const turn = join(tmp, 'turn2.tessera');
    await dl.saveAs(turn);
    await sharePost(b, { file: turn });
    await b.getByText('Vérifié').waitFor();
    await b.waitForFunction(() => document.querySelector('main[data-packets="2"]'));
    assert((await bothAgree(a, b, gameId)) === 2, 'B holds turn 2');
    await screen(b, 'share-received-fr');
  });

  await check('share target: an address with an unknown hand-over says so', async () => {
    await a.goto(BASE + '?share=0-nothing');
    await a.getByRole('alert').getByText('The shared item was not found here').waitFor();
    assert(await a.evaluate(() => location.search === ''), 'the address was cleaned');
  });
} finally {
  await browser.close();
}

const { passed, failed } = summary();
console.log(`share.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
