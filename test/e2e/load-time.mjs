// Benchmark (npm run bench): time from navigation to a usable library screen,
// offline (served by the service worker), with Chromium's CPU throttled 4x.
// Prints figures; asserts nothing about time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { writeFileSync, existsSync } from 'node:fs';
import { ROOT, launch, PHONE } from './lib.mjs';

const PORT = Number(process.env.E2E_LOAD_PORT ?? 4176);
const base = `http://localhost:${PORT}/`;
if (!existsSync(join(ROOT, 'dist', 'index.html'))) { console.log('load time: dist/ not built (npm run build)'); process.exit(0); }
if (!existsSync('/usr/bin/chromium')) { console.log('load time: /usr/bin/chromium missing'); process.exit(0); }
const server = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(PORT), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
const up = async () => { for (let i = 0; i < 100; i++) { try { await fetch(base); return; } catch { await new Promise((r) => setTimeout(r, 100)); } } throw new Error('preview server did not start'); };
const browser = await launch();
try {
  await up();
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.goto(base);
  // Wait until the service worker controls the page, so the next loads are offline-capable.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // A first install does not claim the open page (the update prompt design): reload once.
  await page.reload();
  const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
  if (!controlled) throw new Error('the service worker does not control the page after a reload');
  await ctx.setOffline(true);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t0 = Date.now();
    await page.goto(base, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /New game|Nouvelle partie/ }).waitFor({ state: 'visible' });
    times.push(Date.now() - t0);
  }
  times.sort((a, b) => a - b);
  const fig = { offlineCpu4xLibraryMs: { median: times[2], min: times[0], max: times[4], runs: times.length } };
  console.log(`app: offline load to a usable library, CPU throttled 4x: median ${times[2]} ms (min ${times[0]}, max ${times[4]}, 5 runs)`);
  writeFileSync(join(ROOT, 'bench-load.json'), JSON.stringify(fig, null, 2) + '\n');
} finally {
  await browser.close();
  server.kill();
}
