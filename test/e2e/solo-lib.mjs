// Helpers of the games against the computer (solo.mjs, solo-bench.mjs).
import { BASE } from './lib.mjs';

export const WORDS = {
  en: { newGame: 'New game', computer: 'Against the computer', name: 'Your name', start: 'Start game', more: 'More', export: 'Export the game file' },
  fr: { newGame: 'Nouvelle partie', computer: 'Contre l’ordinateur', name: 'Votre nom', start: 'Commencer la partie', more: 'Plus', export: 'Exporter le fichier de partie' },
};

export function packets(page) {
  return page.locator('main[data-packets]').getAttribute('data-packets').then(Number);
}

/** The new-game form filled for a game against the computer (not yet started). */
export async function newSolo(page, lang, system, level) {
  const w = WORDS[lang];
  await page.goto(BASE);
  await page.getByRole('button', { name: w.newGame }).click();
  await page.getByRole('button', { name: system }).click();
  await page.getByLabel(w.computer).check();
  if (level) await page.getByLabel(level).check();
  await page.getByLabel(w.name).fill('Ana');
  await page.getByLabel(w.name).blur();
  await page.locator('[data-levels]').scrollIntoViewIfNeeded();
}

/** The player's turn through the screen: the main action when there is one, otherwise
 *  the first action of the full list (or a random one); End turn once complete (`beforeEnd` runs first). */
export async function playerTurn(page, beforeEnd, random = false) {
  for (let i = 0; i < 400; i++) {
    await page.waitForFunction(() => document.querySelector('[data-end-turn], [data-main-action], [data-all-actions], [data-action]'), null, { timeout: 60000 });
    const before = await page.locator('main').getAttribute('data-played');
    const n = await packets(page);
    if (await page.locator('[data-end-turn]').count()) {
      if (beforeEnd) await beforeEnd();
      await page.locator('[data-end-turn]').click();
      await page.waitForFunction((k) => Number(document.querySelector('main[data-packets]')?.getAttribute('data-packets')) > k, n);
      return;
    }
    if (await page.locator('[data-main-action]').count()) await page.locator('[data-main-action]').click();
    else {
      // Open the full list (and its first group) until an action shows: a re-render may
      // close or replace a list just opened, so look again rather than trust one click.
      for (let t = 0; t < 4 && !(await page.locator('[data-action]').first().isVisible()); t++) {
        const all = page.locator('[data-all-actions]').first();
        if (await all.count() && !(await all.evaluate((d) => d.open))) await all.locator('summary').first().click();
        const group = page.locator('[data-action-group]').first();
        if (await group.count() && !(await group.evaluate((d) => d.open))) await group.locator('summary').click();
        await page.locator('[data-action]').first().waitFor({ state: 'visible', timeout: 5000 }).catch(() => {});
      }
      const acts = page.locator('[data-action]');
      // The first action, or (a list that may offer a free action first) any one.
      await acts.nth(random ? Math.floor(Math.random() * (await acts.count())) : 0).click();
    }
    await page.waitForFunction((b) => document.querySelector('main')?.getAttribute('data-played') !== b, before, { timeout: 120000 }); // the computer's answer can take long on a loaded two-core CI machine
  }
  throw new Error('the player\'s turn never ended');
}

/** Waits until the computer has thought and the player can act (or its replay shows). */
export async function computerDone(page, timeout = 180000) {
  await page.waitForFunction(() => {
    const m = document.querySelector('main[data-mode]');
    return m && !document.querySelector('[data-thinking]') && (m.getAttribute('data-mode') === 'replay' || document.querySelector('[data-end-turn], [data-main-action], [data-all-actions], [data-action], [data-replay-game]'));
  }, null, { timeout });
  return page.locator('main').getAttribute('data-mode');
}
