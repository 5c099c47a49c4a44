// Standing orders on the Nabis board (spec §9): each player sets his own through the
// "Standing orders" panel while the game waits for him; they travel in his message and
// the opponent sees them. Phone A (English) is Rome, phone B (French) Sparta.
// Screenshots: test-artifacts/screens/nabis-orders-*.png.
import { assert, bothAgree, check, finishReplay, lastLine, launch, message, openLink, screen, shot, startByLink, summary, twoPhones } from './lib.mjs';

const browser = await launch();
const { A, B, a, b } = await twoPhones(browser);
let gameId = '';

const played = (page) => page.locator('main').getAttribute('data-played');
async function afterClick(page, before) {
  await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before, { timeout: 60000 });
}
async function openPanel(page) {
  const d = page.locator('[data-nb-orders]');
  if (!(await d.evaluate((e) => e.open))) await d.locator('summary').click();
  await d.scrollIntoViewIfNeeded();
}
const pressed = (page, seat, id) => page.locator(`[data-nb-orders-seat="${seat}"] [data-nb-order="${id}"] [aria-pressed="true"]`).getAttribute('data-nb-order-value');
const shown = (page, seat, id) => page.locator(`[data-nb-orders-seat="${seat}"] [data-nb-order-shown="${id}"]`).innerText();

try {
  await check('A (English, Rome) creates a game, B (French, Sparta) joins', async () => {
    ({ gameId } = await startByLink(a, b, { system: 'Nabis, the Last of the Spartans' }));
    assert((await bothAgree(a, b, gameId)) === 1, 'one packet');
  });

  await check('Rome sees its orders (the header\'s) and the Spartans\' (public); the set button waits for a change', async () => {
    await a.locator('[data-nb-orders]').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(a, 'nabis-orders-closed-en');
    await openPanel(a);
    assert((await pressed(a, 0, 'defensiveFire')) === 'always', 'header default: always');
    assert((await pressed(a, 0, 'restOrder')) === 'auto', 'header default: auto');
    assert(/Always/.test(await shown(a, 1, 'defensiveFire')), 'Spartan orders shown read-only');
    assert(await a.locator('[data-nb-orders-set]').isDisabled(), 'nothing changed yet');
    await a.locator('[data-nb-orders-seat="0"] [data-nb-order="defensiveFire"] [data-nb-order-value="ask"]').click();
    await a.locator('[data-nb-orders-seat="0"] [data-nb-order="restOrder"] [data-nb-order-value="none"]').click();
    assert(/waits for your choice/.test(await a.locator('[data-nb-order="defensiveFire"] [data-nb-order-explain]').innerText()), 'explanation follows the choice');
    await a.locator('[data-nb-order="defensiveFire"]').scrollIntoViewIfNeeded();
    await screen(a, 'nabis-orders-draft-en');
  });

  await check('Rome sets its orders: one free action, described in the log; no second one before another decision', async () => {
    const before = await played(a);
    await a.locator('[data-nb-orders-set]').click();
    await afterClick(a, before);
    assert((await pressed(a, 0, 'defensiveFire')) === 'ask' && (await pressed(a, 0, 'restOrder')) === 'none', 'orders kept');
    assert(/Orders set/.test(await a.locator('[data-nb-orders-note]').innerText()), 'note after setting');
    const text = await a.locator('main').innerText();
    assert(/Rome sets its standing orders: defensive fire on request, no advance after defending, no resting markers, own retreats chosen by hand/i.test(text), 'described: ' + text.slice(0, 400));
    await a.locator('[data-nb-orders-seat="0"] [data-nb-order="defenderAdvance"] [data-nb-order-value="always"]').click();
    assert(await a.locator('[data-nb-orders-set]').isDisabled(), 'not twice in a row');
    await a.locator('[data-nb-orders-reset]').click();
    await a.locator('[data-nb-orders-set]').scrollIntoViewIfNeeded();
    await screen(a, 'nabis-orders-set-en');
  });

  await check('Rome ends its set-up; the orders travel in the message; Sparta sees them and sets its own in French', async () => {
    await a.locator('.nb-mapwrap').scrollIntoViewIfNeeded(); // the tray of step actions shows with the map
    const done = a.locator('[data-nb-act="done"]');
    const before = await played(a);
    await done.first().click();
    await afterClick(a, before);
    await a.locator('[data-end-turn]').click();
    const link = lastLine(await message(a));
    await openLink(b, link);
    await b.getByText('Vérifié').first().waitFor();
    await finishReplay(b, 2);
    assert((await bothAgree(a, b, gameId)) === 2, 'two packets');
    await openPanel(b);
    assert(/Demander/.test(await shown(b, 0, 'defensiveFire')), 'Rome\'s new fire order shown to Sparta: ' + (await shown(b, 0, 'defensiveFire')));
    assert(/Aucune/.test(await shown(b, 0, 'restOrder')), 'Rome\'s rest order shown to Sparta');
    assert((await pressed(b, 1, 'defensiveFire')) === 'always', 'Sparta keeps the header\'s orders');
    await b.locator('[data-nb-orders-seat="1"] [data-nb-order="defenderAdvance"] [data-nb-order-value="always"]').click();
    const before2 = await played(b);
    await b.locator('[data-nb-orders-set]').click();
    await afterClick(b, before2);
    assert((await pressed(b, 1, 'defenderAdvance')) === 'always', 'Sparta\'s advance order');
    assert(/Demander/.test(await shown(b, 0, 'defensiveFire')), 'Rome\'s orders unchanged by Sparta\'s');
    assert(/Sparte fixe ses ordres permanents : tir défensif toujours, avance après une défense/.test(await b.locator('main').innerText()), 'French description');
    await b.locator('[data-nb-orders-seat="0"]').scrollIntoViewIfNeeded();
    await screen(b, 'nabis-orders-fr');
  });
} finally {
  if (summary().failed) { await shot(a, 'nabis-orders-failure-a').catch(() => {}); await shot(b, 'nabis-orders-failure-b').catch(() => {}); }
  await browser.close();
}
const { passed, failed } = summary();
console.log(`nabis-orders.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
