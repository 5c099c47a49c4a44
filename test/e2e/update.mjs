// The update prompt: build 1 is served and loaded (service worker installed, in
// control), then a changed build 2 is served at the same address. The prompt shows on
// the library screen, but not while a turn is being composed; it shows once that turn
// is undone, or sent (ended). "Update now" reloads into build 2.
// Its own small static server (port E2E_UPDATE_PORT, else E2E_LOAD_PORT: the load-time
// benchmark is not part of the e2e run), whose directory is switched from build 1 to 2.
import { createServer } from 'node:http';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { ROOT, assert, check, launch, phone, screen, summary } from './lib.mjs';

const PORT = Number(process.env.E2E_UPDATE_PORT ?? process.env.E2E_LOAD_PORT ?? 4176);
const base = `http://localhost:${PORT}/`;
const SRC = join(ROOT, 'dist-e2e');
if (!existsSync(join(SRC, 'sw.js'))) { console.log('FAIL update: dist-e2e/ not built'); process.exit(1); }

// Build 1 is the e2e build; build 2 the same with a changed index.html (and, as a real
// build would have it, that file's new revision in the service worker's precache list).
const tmp = mkdtempSync(join(tmpdir(), 'tessera-update-'));
const one = join(tmp, 'build1');
const two = join(tmp, 'build2');
cpSync(SRC, one, { recursive: true });
cpSync(SRC, two, { recursive: true });
const html1 = readFileSync(join(one, 'index.html'), 'utf8');
const html2 = html1.replace('<title>', '<meta name="tessera-build" content="2" />\n    <title>');
assert(html2 !== html1, 'build 2 differs');
writeFileSync(join(two, 'index.html'), html2);
const md5 = (s) => createHash('md5').update(s).digest('hex');
const sw1 = readFileSync(join(one, 'sw.js'), 'utf8');
const sw2 = sw1.replace(md5(html1), md5(html2));
assert(sw2 !== sw1, 'index.html revision found in sw.js');
writeFileSync(join(two, 'sw.js'), sw2);

let dir = one;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.json': 'application/json' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, base).pathname)).replace(/^([/\\])+/, '');
  let file = join(dir, path || 'index.html');
  if (!file.startsWith(dir) || !existsSync(file) || !extname(file)) file = join(dir, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(PORT, r));

const browser = await launch();
const { page } = await phone(browser, { locale: 'en-GB' });
const prompt = page.locator('.update');
const build = () => page.evaluate(() => document.querySelector('meta[name="tessera-build"]')?.getAttribute('content') ?? '1');
/** Checks for a new service worker and waits until it is installed and waiting. */
const newVersionWaiting = () => page.evaluate(async () => {
  const r = await navigator.serviceWorker.getRegistration();
  await r.update();
  for (let i = 0; i < 100 && !r.waiting; i++) await new Promise((x) => setTimeout(x, 100));
  return !!r.waiting;
});
const played = () => page.locator('main').getAttribute('data-played');

try {
  await check('update: build 1 installed, in control, no prompt', async () => {
    await page.goto(base);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    assert(await page.evaluate(() => !!navigator.serviceWorker.controller), 'service worker in control');
    assert((await build()) === '1');
    await page.waitForTimeout(500);
    assert((await prompt.count()) === 0, 'no prompt yet');
  });

  await check('update: no prompt while a turn is being composed; it shows once the turn is undone', async () => {
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Skirmish (test)' }).click();
    await page.getByLabel('Pass-and-play').check();
    await page.getByLabel('Your name').fill('Ana');
    await page.getByLabel('Second player’s name').fill('Bruno');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('[data-action]').first().waitFor();
    const before = await played();
    await page.locator('[data-action]').first().click(); // an attack: no dice, so it can be undone
    await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before);
    dir = two;
    assert(await newVersionWaiting(), 'build 2 installed and waiting');
    await page.waitForTimeout(1500);
    assert((await prompt.count()) === 0, 'the prompt interrupted a turn being composed');
    await page.locator('[data-undo]').click();
    await page.waitForFunction(() => document.querySelector('main')?.getAttribute('data-played') === '0');
    await prompt.waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Later' }).click();
    assert((await prompt.count()) === 0, 'Later hides it');
    assert((await build()) === '1', 'still build 1');
  });

  await check('update: the prompt on the library screen (English, French), axe and touch targets', async () => {
    await page.reload(); // build 2 still waits: the page still runs build 1
    await page.getByRole('button', { name: 'New game' }).waitFor();
    await prompt.waitFor({ timeout: 5000 });
    assert((await build()) === '1', 'still build 1 until the player agrees');
    await screen(page, 'update-library-en');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Français').check();
    await page.getByRole('button', { name: 'Retour', exact: true }).click();
    await page.getByText('Une nouvelle version de Tessera est prête.').waitFor();
    await screen(page, 'update-library-fr');
    await page.getByRole('button', { name: 'Réglages' }).click();
    await page.getByLabel('English').check();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'New game' }).waitFor();
  });

  await check('update: hidden while composing again; shows once the turn is sent; Update now loads build 2', async () => {
    await page.locator('.game-open').first().click();
    await page.locator('[data-action]').first().waitFor();
    const before = await played();
    await page.locator('[data-action]').first().click();
    await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before);
    await page.waitForTimeout(800);
    assert((await prompt.count()) === 0, 'the prompt interrupted a turn being composed');
    await page.locator('[data-end-turn]').click();
    await page.locator('[data-pass-ok]').waitFor();
    await prompt.waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Update now' }).click();
    await page.waitForFunction(() => document.querySelector('meta[name="tessera-build"]'), null, { timeout: 45000 });
    await page.getByRole('button', { name: 'New game' }).waitFor();
    assert((await build()) === '2', 'build 2 runs');
    await page.waitForTimeout(800);
    assert((await prompt.count()) === 0, 'no prompt after the update');
    const games = await page.locator('.game-open').count();
    assert(games === 1, 'the game is still there');
  });
} finally {
  await browser.close();
  server.close();
  rmSync(tmp, { recursive: true, force: true });
}
const { passed, failed } = summary();
console.log(`update.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
