// Benchmark (npm run bench): the computer's turn in Chromium with the CPU throttled 4×,
// at the default level, per rule system (issue 14: at most 2 s median wanted). The
// DevTools throttle slows the page's main thread but not a dedicated worker, so here the
// page is given no Worker and the app thinks on its main thread (its own fallback): the
// same code, slowed as a phone would slow it. Each turn is timed from the thinking
// indicator's appearance to its removal (verification of the game, thinking, signing,
// storing). Prints figures; asserts nothing about time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { existsSync, writeFileSync } from 'node:fs';

const PORT = Number(process.env.E2E_SOLO_BENCH_PORT ?? 4177);
const base = `http://localhost:${PORT}/`;
// The helpers read their address when loaded: this script's own server.
process.env.E2E_BASE = base;
const { ROOT, launch, PHONE } = await import('./lib.mjs');
const { computerDone, newSolo, playerTurn, WORDS } = await import('./solo-lib.mjs');
const TURNS = Number(process.env.SOLO_BENCH_TURNS ?? 6);
if (!existsSync(join(ROOT, 'dist', 'index.html'))) { console.log('computer in Chromium: dist/ not built (npm run build)'); process.exit(0); }
if (!existsSync('/usr/bin/chromium')) { console.log('computer in Chromium: /usr/bin/chromium missing'); process.exit(0); }
const server = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(PORT), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
const up = async () => { for (let i = 0; i < 100; i++) { try { await fetch(base); return; } catch { await new Promise((r) => setTimeout(r, 100)); } } throw new Error('preview server did not start'); };
const SYSTEMS = Object.fromEntries(Object.entries({ nabis: 'Nabis, the Last of the Spartans', dba: 'De Bellis Antiquitatis 2.2' }).filter(([id]) => !process.env.SOLO_BENCH_SYSTEMS || process.env.SOLO_BENCH_SYSTEMS.split(',').includes(id)));
const browser = await launch();
const out = {};
try {
  await up();
  for (const [id, name] of Object.entries(SYSTEMS)) {
    const ctx = await browser.newContext({ ...PHONE, locale: 'en-GB', serviceWorkers: 'block' });
    await ctx.addInitScript(() => {
      Object.defineProperty(window, 'Worker', { value: undefined, configurable: true });
      // Thinking spans: when the indicator appears and goes.
      window.__thinking = [];
      let on = null;
      new MutationObserver(() => {
        const now = !!document.querySelector('[data-thinking]');
        if (now && on === null) on = performance.now();
        else if (!now && on !== null) { window.__thinking.push(performance.now() - on); on = null; }
      }).observe(document, { subtree: true, childList: true });
    });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    const rate = (r) => cdp.send('Emulation.setCPUThrottlingRate', { rate: r });
    await newSolo(page, 'en', name);
    await rate(4);
    await page.getByRole('button', { name: WORDS.en.start }).click();
    for (let k = 0; k < TURNS * 3; k++) {
      const mode = await computerDone(page);
      await rate(1);
      if ((await page.evaluate(() => window.__thinking.length)) >= TURNS || (await page.locator('[data-replay-game]').count())) break;
      if (mode === 'replay') await page.locator('[data-replay-done]').click();
      await playerTurn(page, () => rate(4), true);
    }
    const ms = (await page.evaluate(() => window.__thinking)).map(Math.round).sort((a, b) => a - b);
    out[id] = { cpuThrottle: 4, turns: ms.length, medianMs: ms[Math.floor(ms.length / 2)] ?? null, maxMs: ms[ms.length - 1] ?? null, allMs: ms };
    console.log(`computer ${id} (steady, Chromium, CPU throttled 4x, main thread): median ${out[id].medianMs} ms per turn (max ${out[id].maxMs}; ${ms.length} turns: ${ms.join(', ')})`);
    await ctx.close();
  }
  writeFileSync(join(ROOT, 'bench-computer.json'), JSON.stringify({ date: new Date().toISOString(), chromiumCpu4x: out }, null, 2) + '\n');
} finally {
  await browser.close();
  server.kill();
}
