// Settings: text size (normal / large), kept across reloads, applied to every screen,
// in both languages, nothing wider than the 390 px phone; and the Install button,
// shown only when the browser offers an install (beforeinstallprompt), which it uses
// once. Screenshots: settings-*.png, large-*.png, install-*.png.
import { assert, BASE, check, launch, screen, summary, twoPhones } from './lib.mjs';

const browser = await launch();
const { A, B, a, b } = await twoPhones(browser);

const rootPx = (page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
/** Nothing sticks out sideways at 390 px. */
async function fits(page, what) {
  const w = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert(w[0] <= w[1], `${what}: ${w[0]} px wide in a ${w[1]} px screen`);
}
/** What Chromium does when the app can be installed; returns a probe of what the app did with it. */
function offerInstall(page, outcome = 'accepted') {
  return page.evaluate((outcome) => {
    const e = new Event('beforeinstallprompt', { cancelable: true });
    window.__install = { prompted: 0 };
    e.prompt = () => { window.__install.prompted++; return Promise.resolve(); };
    e.userChoice = Promise.resolve({ outcome, platform: 'web' });
    window.dispatchEvent(e);
    window.__install.prevented = e.defaultPrevented;
  }, outcome);
}

try {
  await check('text size: Settings offers Normal and Large (English), Normal by default', async () => {
    await a.goto(BASE);
    await a.getByRole('button', { name: 'New game' }).waitFor();
    const normal = await rootPx(a);
    assert(Math.abs(normal - 16) < 0.5, `normal root size ${normal}`);
    await a.getByRole('button', { name: 'Settings' }).first().click();
    await a.getByRole('group', { name: 'Text size' }).waitFor();
    assert(await a.getByLabel('Normal').isChecked(), 'Normal checked');
    await screen(a, 'settings-en');
  });

  await check('text size: Large grows every screen at once, and is kept after a reload', async () => {
    await a.getByLabel('Large').check();
    await a.waitForFunction(() => document.documentElement.getAttribute('data-text') === 'large');
    const large = await rootPx(a);
    assert(large >= 19, `large root size ${large}`);
    await screen(a, 'settings-large-en');
    await fits(a, 'settings');
    await a.reload();
    await a.getByRole('button', { name: 'New game' }).waitFor();
    assert((await rootPx(a)) >= 19, 'kept after a reload');
    await a.getByRole('button', { name: 'New game' }).click();
    await a.getByRole('button', { name: 'Skirmish (test)' }).click();
    await a.getByLabel('Pass-and-play').check();
    await a.getByLabel('Your name').fill('Ana');
    await a.getByLabel('Second player’s name').fill('Bruno');
    await fits(a, 'new game');
    await a.getByRole('button', { name: 'Start game' }).click();
    await a.locator('[data-action]').first().waitFor();
    const btn = await a.locator('[data-action]').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    assert(btn >= 19, `game buttons follow (${btn} px)`);
    await fits(a, 'game');
    await screen(a, 'large-game-en');
    await a.getByRole('button', { name: 'Back', exact: true }).click();
    await a.getByRole('button', { name: 'New game' }).waitFor();
    await fits(a, 'library');
    await screen(a, 'large-library-en');
  });

  await check('text size: French labels; back to Normal', async () => {
    await b.goto(BASE);
    await b.getByRole('button', { name: 'Réglages' }).first().click();
    await b.getByRole('group', { name: 'Taille du texte' }).waitFor();
    await b.getByLabel('Grande').check();
    await b.waitForFunction(() => document.documentElement.getAttribute('data-text') === 'large');
    await fits(b, 'réglages');
    await screen(b, 'settings-large-fr');
    await b.getByLabel('Normale').check();
    await b.waitForFunction(() => !document.documentElement.hasAttribute('data-text'));
    assert(Math.abs((await rootPx(b)) - 16) < 0.5, 'normal again');
    await screen(b, 'settings-fr');
    await b.reload();
    await b.getByRole('button', { name: 'Nouvelle partie' }).waitFor();
    assert(Math.abs((await rootPx(b)) - 16) < 0.5, 'normal kept after a reload');
  });

  await check('install: no Install button without the browser\'s offer', async () => {
    await b.waitForTimeout(300);
    assert((await b.locator('[data-install]').count()) === 0, 'library');
    await b.getByRole('button', { name: 'Réglages' }).first().click();
    await b.getByRole('group', { name: 'Taille du texte' }).waitFor();
    assert((await b.locator('[data-install]').count()) === 0, 'settings');
  });

  await check('install: the offer shows an Install button (French, Settings and library) that prompts once', async () => {
    await offerInstall(b);
    await b.getByRole('button', { name: 'Installer', exact: true }).waitFor();
    assert(await b.evaluate(() => window.__install.prevented), 'the browser\'s own mini bar is held back');
    await b.locator('[data-install]').scrollIntoViewIfNeeded();
    await screen(b, 'install-settings-fr');
    await b.getByRole('button', { name: 'Retour', exact: true }).click();
    await b.getByRole('button', { name: 'Installer', exact: true }).waitFor();
    await screen(b, 'install-library-fr');
    await b.getByRole('button', { name: 'Installer', exact: true }).click();
    await b.waitForFunction(() => window.__install.prompted === 1);
    await b.locator('[data-install]').waitFor({ state: 'detached' });
  });

  await check('install: English library with large text; a dismissed offer hides the button too', async () => {
    await offerInstall(a, 'dismissed');
    await a.getByRole('button', { name: 'Install', exact: true }).waitFor();
    await fits(a, 'library with the install card');
    await a.locator('[data-install]').scrollIntoViewIfNeeded();
    await screen(a, 'install-library-large-en');
    await a.getByRole('button', { name: 'Install', exact: true }).click();
    await a.locator('[data-install]').waitFor({ state: 'detached' });
    assert(await a.evaluate(() => window.__install.prompted === 1), 'prompted');
    await a.getByRole('button', { name: 'Settings' }).first().click();
    await a.getByLabel('Normal').check();
  });
} finally {
  await browser.close();
}
const { passed, failed } = summary();
console.log(`settings.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
