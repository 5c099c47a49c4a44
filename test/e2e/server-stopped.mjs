// The app reloads and keeps working with the server really stopped (not only a
// context set offline): its own preview server is started, then killed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, assert, check, launch, phone, playTurn, readGames, summary } from './lib.mjs';

const PORT = Number(process.env.E2E_STOPPED_PORT ?? 4177);
const base = `http://localhost:${PORT}/`;
const server = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(PORT), '--strictPort', '--outDir', 'dist-e2e'], { cwd: ROOT, stdio: 'ignore' });
let serverUp = true;
const stop = () => { if (serverUp) { server.kill(); serverUp = false; } };
const browser = await launch();
try {
  for (let i = 0; i < 100; i++) { try { await fetch(base); break; } catch { await new Promise((r) => setTimeout(r, 100)); } }
  const { page } = await phone(browser);
  await check('server stopped: a game started while online is still there and playable', async () => {
    await page.goto(base);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload(); // the first install does not claim the page (update-prompt design)
    assert(await page.evaluate(() => !!navigator.serviceWorker.controller), 'service worker in control');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Skirmish (test)' }).click();
    await page.getByLabel('Pass-and-play').check();
    await page.getByLabel('Your name').fill('Ana');
    await page.getByLabel('Second player’s name').fill('Bruno');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('[data-prompt]').waitFor();
    stop();
    let refused = false;
    try { await fetch(base); } catch { refused = true; }
    assert(refused, 'the server is really down');
    const before = (await readGames(page))[0].packets.length;
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    await page.getByText('Skirmish (test)').first().click();
    await page.locator('[data-prompt]').waitFor();
    await playTurn(page, 0);
    const pass = page.locator('[data-pass-ok]');
    if (await pass.count()) await pass.click();
    const after = (await readGames(page))[0].packets.length;
    assert(after > before, `a turn was played offline (${before} → ${after} packets)`);
  });
} finally {
  stop();
  await browser.close();
}
const { passed, failed } = summary();
console.log(`server-stopped.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
