// Champs de Bataille standing orders on two phones (spec §9): A (English) sets its own in the
// board's "Standing orders" panel during its first player-turn (answer by orders, recoil to
// the left), plays the turn and sends it; B (French) verifies the packet and reads the orders
// in words in the log, and sees them, public, in its own panel. Screenshots at 390×844 in
// English and French, light and dark: test-artifacts/screens/cdb-orders-*.png.
import { assert, bothAgree, check, finishReplay, lastLine, launch, message, openLink, shot, smallTargets, startByLink, summary, twoPhones, playAndWait as act } from './lib.mjs';

const browser = await launch();
const { a, b } = await twoPhones(browser);
let gameId = '';
let seq = 0;

async function both(page, name) {
  await shot(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, name + '-dark');
  await page.emulateMedia({ colorScheme: 'light' });
}
const panel = (page) => page.locator('[data-cdb-orders]');
async function openPanel(page) {
  if ((await panel(page).getAttribute('open')) === null) await panel(page).locator('summary').click();
  await panel(page).locator('summary').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -8));
}
const value = (page, seat, id, v) => page.locator(`[data-cdb-orders-seat="${seat}"] [data-cdb-order="${id}"] [data-cdb-order-value="${v}"]`);
const pressed = (page, seat, id) => page.locator(`[data-cdb-orders-seat="${seat}"] [data-cdb-order="${id}"] [aria-pressed="true"]`).getAttribute('data-cdb-order-value');

try {
  await check('A (English) creates a Champs de Bataille game; B (French) joins by link', async () => {
    ({ gameId } = await startByLink(a, b, { system: 'Champs de Bataille', scenario: /^Hittites against Mycenaeans/ }));
    seq = await bothAgree(a, b, gameId);
  });

  let seatA = 0;
  await check('A\'s panel: its orders editable (the defaults), B\'s shown read-only; nothing to set until something changes', async () => {
    await openPanel(a);
    seatA = Number(await a.locator('[data-cdb-orders-seat]').first().getAttribute('data-cdb-orders-seat'));
    assert((await pressed(a, seatA, 'reply')) === 'ask' && (await pressed(a, seatA, 'recoil')) === 'edge', 'the defaults pressed');
    assert(/recoil toward my edge/.test(await a.locator(`[data-cdb-orders-seat="${1 - seatA}"] [data-cdb-order-shown="recoil"]`).innerText()), 'the opponent\'s orders, read-only');
    assert(await a.locator('[data-cdb-orders-set]').isDisabled(), 'nothing changed yet');
    await value(a, seatA, 'reply', 'orders').click();
    await value(a, seatA, 'recoil', 'left').click();
    assert(/rear left hex/i.test(await a.locator(`[data-cdb-order="recoil"] [data-cdb-order-explain]`).innerText()), 'the choice explained');
    assert(!(await a.locator('[data-cdb-orders-set]').isDisabled()), 'a change can be set');
    const small = await smallTargets(a);
    assert(small.length === 0, 'small touch targets: ' + small.join('; '));
    await openPanel(a);
    await both(a, 'cdb-orders-a-en-draft');
  });

  await check('A sets them: one free action, once a turn; then plays its turn and sends it', async () => {
    await act(a, a.locator('[data-cdb-orders-set]'));
    assert((await pressed(a, seatA, 'reply')) === 'orders' && (await pressed(a, seatA, 'recoil')) === 'left', 'orders kept');
    assert(/Orders set for this turn/.test(await a.locator('[data-cdb-orders-note]').innerText()), 'note after setting');
    await value(a, seatA, 'flight', 'centre').click();
    assert(await a.locator('[data-cdb-orders-set]').isDisabled(), 'not twice in a turn');
    await a.locator('[data-cdb-orders-reset]').click();
    await openPanel(a);
    await both(a, 'cdb-orders-a-en-set');
    const roll = a.locator('[data-main-action]');
    await roll.waitFor();
    await act(a, roll);
    const assign = a.locator('[data-cdb-act="assign"]');
    if (await assign.count()) await act(a, assign.first());
    await act(a, a.locator('[data-cdb-act="end"]'));
    await a.waitForFunction(() => document.querySelector('[data-end-turn], [data-cdb-act="choose"]'), null, { timeout: 30000 });
    for (let i = 0; i < 40 && (await a.locator('[data-cdb-act="choose"]').count()); i++) await act(a, a.locator('[data-cdb-act="choose"]').first());
    await a.locator('[data-end-turn]').waitFor({ timeout: 30000 });
    await a.locator('[data-end-turn]').click();
    const link = lastLine(await message(a));
    await openLink(b, link);
    await b.getByText('Vérifié', { exact: false }).first().waitFor();
  });

  await check('B (French) reads A\'s orders in words in the verified replay, and sees them, public, in its panel', async () => {
    // The replay of what arrived begins with A's first action: its orders.
    await b.locator('main[data-mode="replay"] [data-step-card]').waitFor();
    const card = b.locator('[data-step-card]');
    await b.waitForFunction(() => /ordres permanents/.test(document.querySelector('[data-step-card]')?.textContent ?? ''), null, { timeout: 10000 }).catch(() => {});
    const text = await card.innerText();
    assert(/ordres permanents : répondre à mes choix selon ces ordres pendant le tour adverse ; reculer à gauche \(règle 11\.6\)/i.test(text), 'the orders in French words: ' + text.slice(0, 400));
    if (await b.locator('[data-step-more]').count()) await b.locator('[data-step-more]').click();
    await both(b, 'cdb-orders-b-fr-replay');
    await finishReplay(b, seq + 1);
    seq = await bothAgree(a, b, gameId);
    await openPanel(b);
    const seatB = 1 - seatA;
    assert(/reculer à gauche/.test(await b.locator(`[data-cdb-orders-seat="${seatA}"] [data-cdb-order-shown="recoil"]`).innerText()), 'A\'s recoil order shown to B');
    assert(/répondre à mes choix selon ces ordres/.test(await b.locator(`[data-cdb-orders-seat="${seatA}"] [data-cdb-order-shown="reply"]`).innerText()), 'A\'s reply order shown to B');
    assert((await pressed(b, seatB, 'reply')) === 'ask', 'B\'s own orders unchanged');
    const small = await smallTargets(b);
    assert(small.length === 0, 'small touch targets: ' + small.join('; '));
    await both(b, 'cdb-orders-b-fr');
    await b.locator(`[data-cdb-orders-seat="${seatA}"]`).scrollIntoViewIfNeeded();
    await both(b, 'cdb-orders-b-fr-theirs');
  });
} finally {
  if (summary().failed) { await shot(a, 'cdb-orders-failure-a').catch(() => {}); await shot(b, 'cdb-orders-failure-b').catch(() => {}); }
  await browser.close();
}
const { passed, failed } = summary();
console.log(`cdb-orders.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
