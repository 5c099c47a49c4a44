// The app audit, in the dark theme and both languages: every main screen shot with
// axe and touch targets; dropping files (a turn, a stranger file, a backup) and
// text; bad input keeps what was typed; "waiting for whom, for how long" in words;
// Web Share with the game file (and the case where the browser shares no files);
// standing orders reachable from Settings, New game and the game screen.
import { readFileSync } from 'node:fs';
import { BASE, assert, check, launch, lastLine, message, phone, readGames, screen, shot, summary } from './lib.mjs';

const browser = await launch();

/** Web Share as a phone has it, recording what was shared; `__canFiles` says
 *  whether files can go too. */
const SHARE_STUB = () => {
  window.__shares = [];
  window.__canFiles = true;
  navigator.share = async (d) => {
    window.__shares.push({ text: d.text, files: (d.files || []).map((f) => f.name) });
  };
  navigator.canShare = (d) => !d.files || window.__canFiles;
};

/** Drags a file (or text) over the page and drops it, as a desktop or tablet does. */
async function drop(page, item, { overlayShot } = {}) {
  await page.evaluate((it) => {
    const dt = new DataTransfer();
    if (it.file) dt.items.add(new File([it.text], it.file, { type: 'text/plain' }));
    else dt.setData('text/plain', it.text);
    const target = document.querySelector('main') || document.body;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    window.__dt = dt;
  }, item);
  if (overlayShot) {
    await page.locator('.drop-overlay').waitFor();
    await shot(page, overlayShot);
  }
  await page.evaluate(() => {
    const target = document.querySelector('main') || document.body;
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: window.__dt, bubbles: true, cancelable: true }));
  });
}

async function settled(page) {
  await page.waitForFunction(() => !/Checking|Vérification/.test(document.querySelector('.notice-info[role=status]')?.textContent ?? ''));
}

/** Rewrites one game's record in the page's IndexedDB (here: when its last move was). */
function setLastMove(page, id, when) {
  return page.evaluate(([gid, t]) => new Promise((resolve, reject) => {
    const r = indexedDB.open('tessera');
    r.onerror = () => reject(r.error);
    r.onsuccess = () => {
      const tx = r.result.transaction('games', 'readwrite');
      const st = tx.objectStore('games');
      const q = st.get(gid);
      q.onsuccess = () => st.put({ ...q.result, lastMove: t });
      tx.oncomplete = () => { r.result.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), [id, when]);
}

try {
  const A = await phone(browser, { locale: 'en-GB', colorScheme: 'dark' });
  const B = await phone(browser, { locale: 'fr-FR', colorScheme: 'dark' });
  await A.ctx.addInitScript(SHARE_STUB);
  const a = A.page;
  const b = B.page;
  let invite = '';
  let joinFile = '';
  let joinLink = '';
  let gameId = '';

  await check('dark: empty libraries, New game steps and Settings in both languages', async () => {
    await a.goto(BASE);
    await a.getByRole('button', { name: 'New game' }).waitFor();
    await screen(a, 'dark-library-empty-en');
    await b.goto(BASE);
    await b.getByRole('button', { name: 'Nouvelle partie' }).waitFor();
    await screen(b, 'dark-library-empty-fr');
    await b.getByRole('button', { name: 'Nouvelle partie' }).click();
    await b.getByRole('button', { name: 'Escarmouche (test)' }).waitFor();
    await screen(b, 'dark-new-system-fr');
    await b.getByRole('button', { name: 'Escarmouche (test)' }).click();
    await b.getByLabel('Votre nom').waitFor();
    await screen(b, 'dark-new-options-fr');
    await b.getByRole('button', { name: 'Retour', exact: true }).click();
    await b.getByRole('button', { name: 'Retour', exact: true }).click();
    await b.getByRole('button', { name: 'Réglages' }).click();
    await b.getByRole('heading', { name: 'Ordres permanents' }).waitFor();
    await screen(b, 'dark-settings-fr');
    await b.getByRole('button', { name: 'Retour', exact: true }).click();
  });

  await check('standing orders: Settings explains where each rule system keeps them (English)', async () => {
    await a.getByRole('button', { name: 'Settings' }).click();
    const sec = a.locator('[data-standing-orders]');
    await sec.waitFor();
    const text = await sec.innerText();
    assert(/Nabis: defensive fire/.test(text) && /DBA: fire orders/.test(text), text);
    await sec.scrollIntoViewIfNeeded();
    await screen(a, 'dark-settings-en');
    await a.getByRole('button', { name: 'Back', exact: true }).click();
  });

  await check('standing orders: New game for Nabis puts them in their own group, apart from the interpretations', async () => {
    for (const [p, lang] of [[a, 'en'], [b, 'fr']]) {
      const fr = lang === 'fr';
      await p.getByRole('button', { name: fr ? 'Nouvelle partie' : 'New game' }).click();
      await p.getByRole('button', { name: fr ? 'Nabis, le dernier des Spartiates' : 'Nabis, the Last of the Spartans' }).click();
      const standing = p.getByRole('heading', { name: fr ? 'Ordres permanents' : 'Standing orders' });
      await standing.waitFor();
      await p.getByRole('heading', { name: fr ? 'Interprétations des règles' : 'Rule interpretations' }).waitFor();
      const group = p.locator('[data-option-group="standing"]');
      await group.locator('summary').click(); // folded under its summary line (issue 17)
      const legends = await group.locator('legend').allInnerTexts();
      assert(legends.length === 4 && legends.includes(fr ? 'Tir défensif' : 'Defensive fire'), legends.join(' / '));
      await standing.scrollIntoViewIfNeeded();
      await screen(p, `dark-new-nabis-orders-${lang}`);
      await p.getByRole('button', { name: fr ? 'Retour' : 'Back', exact: true }).click();
      if (await p.getByRole('button', { name: fr ? 'Retour' : 'Back', exact: true }).count()) await p.getByRole('button', { name: fr ? 'Retour' : 'Back', exact: true }).click();
      await p.getByRole('button', { name: fr ? 'Nouvelle partie' : 'New game' }).waitFor();
    }
  });

  await check('A invites; Share sends the game file when asked; no file support is said plainly', async () => {
    await a.getByRole('button', { name: 'New game' }).click();
    await a.getByRole('button', { name: 'Skirmish (test)' }).click();
    await a.getByLabel('Your name').fill('Marc');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    invite = lastLine(await message(a));
    gameId = (await readGames(a))[0].id;
    await screen(a, 'dark-invitation-en');
    await a.getByLabel('Attach the game file too').check();
    await a.locator('[data-share]').click();
    await a.getByText('Handed to your messenger').waitFor();
    let shares = await a.evaluate(() => window.__shares);
    assert(shares.length === 1 && shares[0].files.length === 1 && shares[0].text.endsWith(invite), JSON.stringify(shares));
    await a.evaluate(() => { window.__canFiles = false; });
    await a.locator('[data-share]').click();
    await a.getByText('Shared without the file').waitFor();
    shares = await a.evaluate(() => window.__shares);
    assert(shares.length === 2 && shares[1].files.length === 0, JSON.stringify(shares));
    await screen(a, 'dark-share-no-file-en');
  });

  await check('storage: persistence is asked for at the first game, once', async () => {
    const s = await a.evaluate(() => new Promise((resolve, reject) => {
      const r = indexedDB.open('tessera');
      r.onerror = () => reject(r.error);
      r.onsuccess = () => {
        const q = r.result.transaction('meta').objectStore('meta').get('settings');
        q.onsuccess = () => { resolve(q.result); r.result.close(); };
      };
    }));
    assert(s && s.persistAsked === true, JSON.stringify(s));
  });

  await check('manifest: name, icons 192, 512 and maskable, theme colours, share target', async () => {
    const href = await a.evaluate(() => document.querySelector('link[rel=manifest]')?.getAttribute('href'));
    assert(href, 'manifest linked');
    const m = await a.evaluate(async (u) => (await fetch(u)).json(), href);
    assert(m.name === 'Tessera' && m.short_name, 'name');
    const sizes = m.icons.map((i) => `${i.sizes}${i.purpose ? ' ' + i.purpose : ''}`);
    assert(sizes.includes('192x192') && sizes.includes('512x512') && sizes.some((x) => x.startsWith('512x512') && x.includes('maskable')), sizes.join(', '));
    assert(m.theme_color && m.background_color && m.display === 'standalone', 'colours and display');
    assert(m.share_target && m.share_target.method === 'POST', 'share_target');
    for (const i of m.icons) assert((await a.evaluate(async (u) => (await fetch(u)).status, new URL(i.src, a.url()).href)) === 200, i.src);
    const dark = await a.evaluate(() => [...document.querySelectorAll('meta[name=theme-color]')].map((x) => x.media).join(' | '));
    assert(/dark/.test(dark) && /light/.test(dark), 'theme colours per scheme: ' + dark);
  });

  await check('B (French, dark) joins and saves the acceptance as a file', async () => {
    await b.goto(invite);
    await b.getByText('Marc vous invite').waitFor();
    await screen(b, 'dark-join-fr');
    await b.getByLabel('Votre nom').fill('Luc');
    await b.getByRole('button', { name: 'Accepter' }).click();
    joinLink = lastLine(await message(b));
    const [dl] = await Promise.all([b.waitForEvent('download'), b.locator('[data-save-file]').click()]);
    joinFile = readFileSync(await dl.path(), 'utf8');
    assert(joinFile.length > 100, 'file saved');
    await screen(b, 'dark-join-sent-fr');
  });

  await check('waiting, in words: whom and for how long (French library)', async () => {
    await b.getByRole('button', { name: 'Retour', exact: true }).click();
    const status = b.locator('.game-status').first();
    await status.waitFor();
    const s1 = await status.innerText();
    assert(s1 === 'En attente de Marc depuis moins d’une minute', s1);
    await setLastMove(b, gameId, Date.now() - 3 * 86_400_000 - 5000);
    await b.reload();
    await b.getByText('En attente de Marc depuis 3 jours').waitFor();
    await screen(b, 'dark-library-waiting-fr');
  });

  await check('drop: a file that is not Tessera\'s is refused in words; nothing changes', async () => {
    await a.getByRole('button', { name: 'Back', exact: true }).click();
    await a.getByRole('button', { name: 'New game' }).waitFor();
    const before = JSON.stringify(await readGames(a));
    await drop(a, { file: 'shopping.txt', text: 'eggs, milk, bread' }, { overlayShot: 'dark-drop-overlay-en' });
    await a.getByText('This is not a Tessera link, turn or game file. Nothing was changed.').waitFor();
    assert(!(await a.locator('.drop-overlay').count()), 'overlay gone');
    assert(JSON.stringify(await readGames(a)) === before, 'store unchanged');
    await screen(a, 'dark-drop-error-en');
  });

  await check('drop: a backup file is recognised and sent to Settings', async () => {
    const before = JSON.stringify(await readGames(a));
    await drop(a, { file: 'tessera-backup.json', text: JSON.stringify({ format: 'tessera-backup', version: 1, kdf: 'PBKDF2-SHA-256', rounds: 1, salt: 'AA', iv: 'AA', data: 'AA' }) });
    await a.getByText('This is a Tessera backup, not a turn').waitFor();
    assert(JSON.stringify(await readGames(a)) === before, 'store unchanged');
    await screen(a, 'dark-drop-backup-en');
    await a.locator('.notice').getByRole('button', { name: 'Settings' }).click();
    await a.getByRole('heading', { name: 'Backup' }).waitFor();
    await a.getByRole('button', { name: 'Back', exact: true }).click();
  });

  await check('drop: the acceptance file is verified and opens the game', async () => {
    await drop(a, { file: 'tessera-join.txt', text: joinFile });
    await settled(a);
    await a.getByText('Verified').waitFor();
    const g = (await readGames(a)).find((x) => x.id === gameId);
    assert(g.packets.length === 1, 'join stored: ' + g.packets.length);
    await a.locator('main[data-mode="play"] [data-prompt]').waitFor();
    await screen(a, 'dark-game-your-move-en');
  });

  await check('drop: dropped text (a link) takes the same path; a second copy is recognised', async () => {
    await a.getByRole('button', { name: 'Back', exact: true }).click();
    await drop(a, { text: joinLink });
    await settled(a);
    await a.locator('.notice').waitFor();
    const n = await a.locator('.notice').innerText();
    assert(/already have this turn/.test(n), n);
  });

  await check('paste box: bad text gets a clear message and stays in the box', async () => {
    await a.goto(BASE);
    await a.getByRole('button', { name: 'New game' }).waitFor();
    await a.evaluate(() => { document.querySelector('details.paste').open = true; });
    const box = a.locator('[data-paste-box]');
    await box.fill('https://example.org/#not-a-turn-at-all-really');
    await a.locator('.paste').getByRole('button', { name: 'Open', exact: true }).click();
    await settled(a);
    await a.getByText('Nothing was changed').waitFor();
    assert((await box.inputValue()) === 'https://example.org/#not-a-turn-at-all-really', 'the text stays');
    await screen(a, 'dark-paste-error-en');
  });

  await check('waiting, in words (English library): your move and for how long', async () => {
    await a.goto(BASE);
    const status = a.locator(`[data-game="${gameId}"] .game-status`);
    await status.waitFor();
    const s1 = await status.innerText();
    assert(s1 === 'Waiting for you for less than a minute', s1);
    await setLastMove(a, gameId, Date.now() - 5 * 3_600_000 - 5000);
    await a.reload();
    await a.getByText('Waiting for you for 5 h').waitFor();
    await screen(a, 'dark-library-en');
  });

  await check('game screen (dark): options of this game under More', async () => {
    await a.locator(`[data-game="${gameId}"] .game-open`).click();
    await a.locator('main[data-mode="play"] [data-prompt]').waitFor();
    await a.getByText('More', { exact: true }).click();
    const list = await a.locator('[data-game-options]').innerText();
    assert(/Dice: Instant/.test(list), list);
    await a.locator('[data-game-options]').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screen(a, 'dark-game-more-en');
  });

  await check('bad input: a blank name is refused in words; a backup with a wrong passphrase or a stranger file too', async () => {
    await a.getByRole('button', { name: 'Back', exact: true }).click();
    await a.getByRole('button', { name: 'New game' }).click();
    await a.getByRole('button', { name: 'Skirmish (test)' }).click();
    await a.getByLabel('Your name').fill('   ');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    await a.getByText('Enter a name of 1 to 40 characters').waitFor();
    assert((await a.getByLabel('Your name').inputValue()) === '   ', 'the name stays as typed');
    await screen(a, 'dark-new-bad-name-en');
    const games = (await readGames(a)).length;
    await a.getByRole('button', { name: 'Back', exact: true }).click();
    if (await a.getByRole('button', { name: 'Back', exact: true }).count()) await a.getByRole('button', { name: 'Back', exact: true }).click();
    await a.getByRole('button', { name: 'Settings' }).click();
    await a.locator('[data-passphrase]').fill('short');
    assert(await a.locator('[data-export]').isDisabled(), 'export needs 8 characters');
    await a.locator('[data-passphrase]').fill('correct horse');
    const [dl] = await Promise.all([a.waitForEvent('download'), a.locator('[data-export]').click()]);
    const backup = await dl.path();
    await a.locator('[data-passphrase]').fill('wrong horse');
    await a.locator('[data-import]').setInputFiles(backup);
    await a.getByText('The passphrase is wrong').waitFor();
    await a.locator('[data-import]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
    await a.getByText('This file is not a Tessera backup').waitFor();
    assert((await readGames(a)).length === games, 'no game added or lost');
    await screen(a, 'dark-settings-bad-backup-en');
  });

  await check('iOS Safari (French, dark): the page says Safari is not the app and offers Copy', async () => {
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'fr-FR', colorScheme: 'dark',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    const s = await ctx.newPage();
    await s.goto(joinLink);
    await s.getByText('Vous avez ouvert ce tour dans Safari').waitFor();
    await s.getByRole('button', { name: 'Copier' }).waitFor();
    await screen(s, 'dark-ios-safari-fr');
    await ctx.close();
  });
} finally {
  await browser.close();
}
const { passed, failed } = summary();
console.log(`audit.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
