// The game screen's full action list and its groups open as the player left them
// (src/app/open-lists.ts), at 390×844 in English, in a Nabis game against the computer
// (its set-up lists more than 40 actions: grouped by hex):
//  - a group opened, then the full list closed and opened again (its groups built anew):
//    the group is open again, its actions on screen without a tap;
//  - an action played from that group: the list is still open;
//  - the turn ended and the computer's turn played (the screen shows no list meanwhile):
//    on the player's next turn the list is open without a tap.
// Build and serve, then   E2E_BASE=http://localhost:4573/ node test/e2e/action-lists.mjs
import { assert, check, launch, phone, summary } from './lib.mjs';
import { computerDone, newSolo, playerTurn, WORDS } from './solo-lib.mjs';

const T0 = Date.now();
const browser = await launch();
const { page: a } = await phone(browser, { locale: 'en-GB' });
const all = a.locator('[data-all-actions]');
const isOpen = (loc) => loc.evaluate((d) => d.open);
const played = () => a.locator('main').getAttribute('data-played');

/** Waits for the player's move: past the computer's turn, its replay stepped away. */
async function toPlayerList() {
  for (let k = 0; k < 4; k++) {
    if ((await computerDone(a)) === 'replay') await a.locator('[data-replay-done]').click();
    await a.waitForFunction(() => document.querySelector('main[data-mode]')?.getAttribute('data-mode') !== 'replay' && !document.querySelector('[data-thinking]'), null, { timeout: 180000 });
    if (await all.count()) return;
  }
  await all.waitFor();
}

try {
  let label = '';
  await check('action lists: a group stays open when the full list is closed and opened again', async () => {
    await newSolo(a, 'en', 'Nabis, the Last of the Spartans', 'Practice');
    await a.getByRole('button', { name: WORDS.en.start }).click();
    await toPlayerList();
    assert(!(await isOpen(all)), 'the full list starts closed');
    await all.locator('summary').first().click();
    const group = a.locator('[data-action-group]').first();
    await group.waitFor();
    label = await group.locator('summary').innerText();
    await group.locator('summary').click();
    await group.locator('[data-action]').first().waitFor();
    // Closed: its groups are gone (built only while the list is open); opened: built anew.
    await all.locator('summary').first().click();
    await a.waitForFunction(() => !document.querySelector('[data-action-group]'));
    await all.locator('summary').first().click();
    const again = a.locator('[data-action-group]', { has: a.locator('summary', { hasText: label }) }).first();
    await again.waitFor();
    assert(await isOpen(again), `the group "${label}" is open again`);
    assert(await again.locator('[data-action]').first().isVisible(), 'its actions are on screen without a tap');
  });

  await check('action lists: an action played from the group leaves the full list open', async () => {
    const before = await played();
    const group = a.locator('[data-action-group]').first();
    if (!(await isOpen(group))) await group.locator('summary').click();
    await group.locator('[data-action]').first().click();
    await a.waitForFunction((b) => document.querySelector('main')?.getAttribute('data-played') !== b, before);
    if (await all.count()) assert(await isOpen(all), 'the full list is still open');
    else assert(await a.locator('[data-end-turn]').count(), 'no list left: the turn is complete');
  });

  await check('action lists: after the computer\'s turn the full list is open without a tap', async () => {
    await playerTurn(a);
    await toPlayerList();
    assert(await isOpen(all), 'the full list is open as the player left it');
    // Its content built: the actions, or their groups (the group opened before may be gone).
    assert(await a.locator('[data-all-actions] [data-action-group], [data-all-actions] [data-action]').first().isVisible(), 'the list\'s content on screen without a tap');
  });
} finally {
  await browser.close();
  const { passed, failed } = summary();
  console.log(`action-lists.mjs: ${passed} passed, ${failed} failed, ${Math.round((Date.now() - T0) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}
