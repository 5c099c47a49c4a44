// Nabis at 390x844 (issue 17.4, Nabis 7.2-d): when a unit stacked with the active leader is
// selected in the movement step, the board says before the move that the leader stays behind
// and moves last. A pass-and-play game (English, then French) is played through the board up
// to the first activation whose leader shares a hex with a unit that can move.
import { BASE, assert, check, launch, phone, screen, summary } from './lib.mjs';

const browser = await launch();

async function played(page) { return page.locator('main').getAttribute('data-played'); }
async function click(page, loc) {
  const before = await played(page);
  await loc.click();
  await page.waitForFunction((x) => document.querySelector('main')?.getAttribute('data-played') !== x, before, { timeout: 60000 });
}

/** Plays the game on one phone until a selected hex shows the leader-stays note; returns its text. */
async function findLeaderStays(page, lang) {
  for (let i = 0; i < 120; i++) {
    await page.waitForFunction(() => document.querySelector('[data-pass-ok], [data-end-turn], [data-nb-act], [data-nb-can], [data-nb-choice]'), null, { timeout: 60000 });
    const pass = page.locator('[data-pass-ok]');
    if (await pass.count()) { await pass.click(); continue; }
    const end = page.locator('[data-end-turn]');
    if (await end.count()) { await end.click(); await page.locator('[data-pass-ok], [data-nb-act], [data-nb-can]').first().waitFor(); continue; }
    const status = (await page.locator('[data-nb-status]').innerText()).replace(/\s+/g, ' ');
    if (/movement|mouvement/i.test(status)) {
      const can = await page.locator('[data-nb-can]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nb-can')));
      for (const h of can) {
        const hex = page.locator(`[data-hex="${h}"]`);
        await hex.scrollIntoViewIfNeeded();
        await hex.tap();
        await page.locator(`[data-nb-selected="${h}"]`).waitFor();
        const note = page.locator('[data-nb-leader-stays]');
        // The active leader is named in the status ("Activation Pretor I ..."); is he in this hex?
        const leaders = await page.locator('.nb-units li', { hasText: lang === 'fr' ? 'Chef' : 'Leader' }).allInnerTexts();
        const active = leaders.some((t) => status.includes(t.replace(/^(Chef|Leader) /, '').replace(/ \(.*\)$/, '')));
        if (active && (await page.locator('[data-nb-mark="go"]').count())) {
          assert(await note.count(), `hex ${h}: the active leader's stack is selected, but nothing says that he stays behind`);
          return { hex: h, text: await note.innerText() };
        }
        await page.locator('[data-nb-close]').click();
      }
    }
    const lead = page.locator('[data-nb-act="lead"]');
    if (await lead.count()) { await click(page, lead.first()); continue; }
    const done = page.locator('[data-nb-act="done"]');
    if (await done.count()) { await click(page, done.first()); continue; }
    const any = page.locator('[data-nb-act]');
    if (await any.count()) { await click(page, any.first()); continue; }
    const choice = page.locator('[data-nb-choice]');
    if (await choice.count()) { await click(page, choice.first()); continue; }
  }
  throw new Error('no activation with a leader stacked with a unit that can move');
}

for (const [lang, locale, colorScheme] of [['en', 'en-GB', 'light'], ['fr', 'fr-FR', 'light'], ['en', 'en-GB', 'dark'], ['fr', 'fr-FR', 'dark']]) {
  const P = await phone(browser, { locale, colorScheme });
  const p = P.page;
  const en = lang === 'en';
  await check(`Nabis ${lang} ${colorScheme}: a pass-and-play game of Sparta reaches a movement step`, async () => {
    await p.goto(BASE);
    await p.getByRole('button', { name: en ? 'New game' : 'Nouvelle partie' }).click();
    await p.getByRole('button', { name: en ? 'Nabis, the Last of the Spartans' : /Nabis/ }).first().click();
    await p.getByLabel(en ? 'Pass-and-play' : 'Sur un seul appareil').check();
    await p.getByLabel(en ? 'Your name' : 'Votre nom').fill('Ana');
    await p.getByLabel(en ? 'Second player’s name' : 'Nom du second joueur').fill('Bruno');
    await p.getByRole('button', { name: en ? 'Start game' : 'Commencer la partie' }).click();
    await p.locator('[data-prompt]').waitFor();
  });
  await check(`Nabis ${lang} ${colorScheme} (7.2-d, issue 17.4): selecting a unit stacked with its active leader says, before the move, that the leader stays and moves last`, async () => {
    const { hex, text } = await findLeaderStays(p, lang);
    assert(en ? /stays here and moves last/.test(text) : /reste ici et bouge en dernier/.test(text), `the note says: ${text}`);
    assert(en ? /must join one of his units/.test(text) : /devra rejoindre une de ses unités/.test(text), `the note says what follows: ${text}`);
    const box = await p.locator('[data-nb-leader-stays]').boundingBox();
    assert(box && box.y >= 0 && box.y + box.height <= 844, `the note is on screen (${JSON.stringify(box)}) at hex ${hex}`);
    await screen(p, `nabis-leader-stays-${lang}-${colorScheme}`);
  });
  await P.ctx.close();
}
await browser.close();
const { passed, failed } = summary();
console.log(`nabis-leader.mjs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
