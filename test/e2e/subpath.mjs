// The production build served under a sub-path (built with `--base /tessera/`, as on a
// project page such as https://example.org/tessera/): the manifest starts the installed
// app and takes shares at home, the service worker installs with that scope, the app
// starts offline, a game file shared to it (POST to its share target) is received, and
// the links it writes carry its own address and open it. Run by test/e2e/run.sh with
// E2E_BASE ending in the sub-path.
import { readFileSync } from 'node:fs';
import { assert, BASE, check, lastLine, launch, message, openLink, screen, summary, twoPhones } from './lib.mjs';

const browser = await launch();
const { A, B, a, b } = await twoPhones(browser);
const path = new URL(BASE).pathname;

/** The service worker installed and in control of the page. */
async function controlled(page) {
  await page.goto(BASE);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await page.locator('.topbar').waitFor();
  assert(await page.evaluate(() => !!navigator.serviceWorker.controller), 'service worker in control');
}

try {
  await check(`sub-path ${path}: the manifest starts the app, and takes shares, under it`, async () => {
    assert(path !== '/', 'run under a sub-path: ' + BASE);
    await a.goto(BASE);
    const href = await a.locator('link[rel=manifest]').getAttribute('href');
    const murl = new URL(href, BASE);
    assert(murl.pathname.startsWith(path), 'manifest under the sub-path: ' + murl);
    const m = await (await fetch(murl)).json();
    assert(new URL(m.start_url, murl).href === BASE, 'start_url: ' + new URL(m.start_url, murl).href);
    assert(new URL(m.scope, murl).href === BASE, 'scope: ' + new URL(m.scope, murl).href);
    assert(new URL(m.share_target.action, murl).href === BASE + 'share-target', 'share target: ' + new URL(m.share_target.action, murl).href);
    for (const i of m.icons) assert((await fetch(new URL(i.src, murl))).ok, 'icon served: ' + i.src);
  });

  await check('sub-path: the service worker installs with the sub-path as its scope, and the app starts offline', async () => {
    await controlled(a);
    const scope = await a.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    assert(scope === BASE, 'scope ' + scope);
    await A.ctx.setOffline(true);
    await a.reload();
    await a.getByRole('button', { name: 'New game' }).waitFor();
    await A.ctx.setOffline(false);
  });

  let link = '';
  let file = '';
  await check('sub-path: the invitation link carries the app\'s own address; its file is saved', async () => {
    await a.getByRole('button', { name: 'New game' }).click();
    await a.getByRole('button', { name: 'De Bellis Antiquitatis 2.2' }).click();
    if (await a.getByRole('button', { name: /Open battle/ }).count()) await a.getByRole('button', { name: /Open battle/ }).click();
    await a.getByLabel('Your name').fill('Ana');
    await a.getByRole('button', { name: 'Create invitation' }).click();
    link = lastLine(await message(a));
    assert(link.startsWith(BASE + '#'), 'link: ' + link.slice(0, 80));
    const [dl] = await Promise.all([a.waitForEvent('download'), a.locator('[data-save-file]').click()]);
    file = await dl.path();
    assert(readFileSync(file, 'utf8').length > 100, 'a game file');
  });

  await check('sub-path: a game file shared to the app (POST to its share target) is received, offline too', async () => {
    await controlled(b);
    await B.ctx.setOffline(true);
    await b.evaluate((action) => {
      const f = document.createElement('form');
      f.id = 'e2e-share'; f.method = 'post'; f.enctype = 'multipart/form-data'; f.action = action; f.hidden = true;
      f.innerHTML = '<input type="file" name="file"><input type="hidden" name="text"><input type="hidden" name="title" value="">';
      document.body.appendChild(f);
    }, path + 'share-target');
    await b.setInputFiles('#e2e-share input[type=file]', file);
    await b.evaluate(() => document.getElementById('e2e-share').submit());
    await b.getByText('Ana vous invite').waitFor({ timeout: 45000 });
    assert(new URL(b.url()).pathname === path, 'the app took it at home: ' + b.url());
    await B.ctx.setOffline(false);
    await screen(b, 'subpath-share-received-fr');
  });

  await check('sub-path: the app reads its own links (B opens the invitation link, accepts, A opens the answer)', async () => {
    await b.goto(BASE);
    await openLink(b, link);
    await b.getByText('Ana vous invite').waitFor();
    await b.getByLabel('Votre nom').fill('Bruno');
    await b.getByRole('button', { name: 'Accepter' }).click();
    const back = lastLine(await message(b));
    assert(back.startsWith(BASE + '#'), 'answer link: ' + back.slice(0, 80));
    await openLink(a, back);
    await a.getByText('Verified').first().waitFor();
  });
} finally {
  await browser.close();
}
const { passed, failed } = summary();
console.log(`subpath.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
